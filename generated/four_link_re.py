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
    # 118 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(theta_rotor)
    cse1 = math.sin(phi_rotor)
    cse2 = math.sin(psi_rotor)
    cse3 = cse1*cse2
    cse4 = math.cos(phi_rotor)
    cse5 = math.cos(psi_rotor)
    cse6 = cse4*cse5
    cse7 = -cse0*cse3 + cse6
    cse8 = cse1*cse5
    cse9 = cse2*cse4
    cse10 = -cse0*cse8 - cse9
    cse11 = -r_rotor_x
    cse12 = -r_rotor_y
    cse13 = -r_rotor_z
    cse14 = math.cos(phi_link3)
    cse15 = math.sin(theta_link3)
    cse16 = math.cos(psi_link3)
    cse17 = cse16*math.cos(theta_link3)
    cse18 = math.sin(phi_link3)
    cse19 = math.sin(psi_link3)
    cse20 = cse14*cse17 - cse18*cse19
    cse21 = -3.7*cse14*cse19 - 3.7*cse17*cse18
    cse22 = -r_link3_x
    cse23 = 3.7*cse20
    cse24 = -r_link3_y
    cse25 = 3.7*cse15*cse16
    cse26 = -r_link3_z
    cse27 = math.sin(phi_link2)
    cse28 = math.cos(theta_link2)
    cse29 = math.cos(psi_link2)
    cse30 = cse28*cse29
    cse31 = math.cos(phi_link2)
    cse32 = math.sin(psi_link2)
    cse33 = -6.1*cse27*cse30 - 6.1*cse31*cse32
    cse34 = -6.1*cse27*cse32 + 6.1*cse30*cse31
    cse35 = math.sin(theta_link2)
    cse36 = 6.1*cse29*cse35
    cse37 = cse0*cse9 + cse8
    cse38 = math.sin(theta_rotor)
    cse39 = cse2*cse38
    cse40 = 0.7497211555855399*cse38
    cse41 = math.pi*t
    return np.array([
        cse7,  # [0]
        cse10,  # [1]
        cse11,  # [2]
        cse12,  # [3]
        cse13,  # [4]
        -cse14*cse15,  # [5]
        cse20,  # [6]
        -cse21 + cse22 - 4,  # [7]
        -cse23 + cse24 - 8.5,  # [8]
        -cse25 + cse26,  # [9]
        cse21 + cse22 - cse33 + r_link2_x,  # [10]
        cse23 + cse24 - cse34 + r_link2_y,  # [11]
        cse25 + cse26 - cse36 + r_link2_z,  # [12]
        cse11 + cse33 + 2*cse7 + r_link2_x,  # [13]
        cse12 + cse34 + 2*cse37 + r_link2_y,  # [14]
        cse13 + cse36 + 2*cse39 + r_link2_z,  # [15]
        cse27*cse35*(cse1*cse40 - 0.6617538733301699*cse10) + cse28*(0.7497211555855399*cse0 - 0.6617538733301699*cse38*cse5) - cse31*cse35*(-0.6617538733301699*cse0*cse6 + 0.6617538733301699*cse3 - cse4*cse40),  # [16]
        cse37*math.cos(cse41) + cse39*math.sin(cse41),  # [17]
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
    # 214 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(theta_rotor)
    cse1 = math.cos(phi_rotor)
    cse2 = math.sin(psi_rotor)
    cse3 = cse1*cse2
    cse4 = math.sin(phi_rotor)
    cse5 = math.cos(psi_rotor)
    cse6 = cse4*cse5
    cse7 = math.sin(theta_rotor)
    cse8 = cse2*cse4
    cse9 = cse0*cse6
    cse10 = -cse3 - cse9
    cse11 = cse1*cse5
    cse12 = cse0*cse11
    cse13 = cse6*cse7
    cse14 = cse0*cse8
    cse15 = math.sin(phi_link3)
    cse16 = math.sin(theta_link3)
    cse17 = math.cos(phi_link3)
    cse18 = math.cos(theta_link3)
    cse19 = cse17*cse18
    cse20 = math.cos(psi_link3)
    cse21 = cse15*cse20
    cse22 = cse18*cse21
    cse23 = math.sin(psi_link3)
    cse24 = cse17*cse23
    cse25 = cse17*cse20
    cse26 = cse16*cse25
    cse27 = cse18*cse24
    cse28 = 3.7*cse23
    cse29 = cse15*cse28
    cse30 = 3.7*cse19*cse20
    cse31 = 3.7*cse21
    cse32 = cse16*cse31
    cse33 = 3.7*cse25
    cse34 = 3.7*cse18
    cse35 = cse15*cse23*cse34
    cse36 = 3.7*cse24
    cse37 = 3.7*cse22
    cse38 = 3.7*cse26
    cse39 = 3.7*cse27
    cse40 = cse20*cse34
    cse41 = cse16*cse28
    cse42 = math.sin(phi_link2)
    cse43 = 6.1*math.sin(psi_link2)
    cse44 = cse42*cse43
    cse45 = math.cos(theta_link2)
    cse46 = math.cos(phi_link2)
    cse47 = 6.1*math.cos(psi_link2)
    cse48 = cse46*cse47
    cse49 = cse45*cse48
    cse50 = math.sin(theta_link2)
    cse51 = cse42*cse47
    cse52 = cse50*cse51
    cse53 = cse44*cse45
    cse54 = cse43*cse46
    cse55 = cse45*cse51
    cse56 = cse48*cse50
    cse57 = cse45*cse46
    cse58 = cse43*cse57
    cse59 = cse45*cse47
    cse60 = cse43*cse50
    cse61 = 2*cse6
    cse62 = 2*cse3
    cse63 = 2*cse8
    cse64 = 2*cse11
    cse65 = cse0*cse2
    cse66 = cse5*cse7
    cse67 = 0.6617538733301699*cse3
    cse68 = 0.7497211555855399*cse7
    cse69 = cse4*cse68
    cse70 = cse46*cse50
    cse71 = cse1*cse68
    cse72 = cse42*cse50
    cse73 = 0.6617538733301699*cse5
    cse74 = 0.6617538733301699*cse11
    cse75 = 0.7497211555855399*cse0
    cse76 = cse12 - cse8
    cse77 = -cse71 - 0.6617538733301699*cse76
    cse78 = -0.6617538733301699*cse10 + cse69
    cse79 = math.pi*t
    cse80 = math.cos(cse79)
    cse81 = math.sin(cse79)
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        -cse0*cse3 - cse6,  # [0, 3]
        cse7*cse8,  # [0, 4]
        cse10,  # [0, 5]
        -cse12 + cse8,  # [1, 3]
        cse13,  # [1, 4]
        -cse11 + cse14,  # [1, 5]
        -1,  # [2, 0]
        -1,  # [3, 1]
        -1,  # [4, 2]
        cse15*cse16,  # [5, 15]
        -cse19,  # [5, 16]
        -cse22 - cse24,  # [6, 15]
        -cse26,  # [6, 16]
        -cse21 - cse27,  # [6, 17]
        -1,  # [7, 12]
        -cse29 + cse30,  # [7, 15]
        -cse32,  # [7, 16]
        cse33 - cse35,  # [7, 17]
        -1,  # [8, 13]
        cse36 + cse37,  # [8, 15]
        cse38,  # [8, 16]
        cse31 + cse39,  # [8, 17]
        -1,  # [9, 14]
        -cse40,  # [9, 16]
        cse41,  # [9, 17]
        1,  # [10, 6]
        -cse44 + cse49,  # [10, 9]
        -cse52,  # [10, 10]
        cse48 - cse53,  # [10, 11]
        -1,  # [10, 12]
        cse29 - cse30,  # [10, 15]
        cse32,  # [10, 16]
        -cse33 + cse35,  # [10, 17]
        1,  # [11, 7]
        cse54 + cse55,  # [11, 9]
        cse56,  # [11, 10]
        cse51 + cse58,  # [11, 11]
        -1,  # [11, 13]
        -cse36 - cse37,  # [11, 15]
        -cse38,  # [11, 16]
        -cse31 - cse39,  # [11, 17]
        1,  # [12, 8]
        -cse59,  # [12, 10]
        cse60,  # [12, 11]
        -1,  # [12, 14]
        cse40,  # [12, 16]
        -cse41,  # [12, 17]
        -1,  # [13, 0]
        -cse0*cse62 - cse61,  # [13, 3]
        cse63*cse7,  # [13, 4]
        -cse0*cse61 - cse62,  # [13, 5]
        1,  # [13, 6]
        cse44 - cse49,  # [13, 9]
        cse52,  # [13, 10]
        -cse48 + cse53,  # [13, 11]
        -1,  # [14, 1]
        -cse0*cse63 + cse64,  # [14, 3]
        -cse62*cse7,  # [14, 4]
        cse0*cse64 - cse63,  # [14, 5]
        1,  # [14, 7]
        -cse54 - cse55,  # [14, 9]
        -cse56,  # [14, 10]
        -cse51 - cse58,  # [14, 11]
        -1,  # [15, 2]
        2*cse65,  # [15, 4]
        2*cse66,  # [15, 5]
        1,  # [15, 8]
        cse59,  # [15, 10]
        -cse60,  # [15, 11]
        -cse70*(cse67 + cse69 + 0.6617538733301699*cse9) + cse72*(0.6617538733301699*cse12 + cse71 - 0.6617538733301699*cse8),  # [16, 3]
        cse45*(-cse0*cse73 - cse68) - cse70*(-cse1*cse75 + cse7*cse74) + cse72*(-0.6617538733301699*cse13 + cse4*cse75),  # [16, 4]
        0.6617538733301699*cse2*cse45*cse7 - cse70*(cse0*cse67 + 0.6617538733301699*cse6) + cse72*(-0.6617538733301699*cse14 + cse74),  # [16, 5]
        cse70*cse78 + cse72*cse77,  # [16, 9]
        cse42*cse45*cse78 - cse50*(-cse7*cse73 + cse75) - cse57*cse77,  # [16, 10]
        cse80*(cse11 - cse14),  # [17, 3]
        -cse3*cse7*cse80 + cse65*cse81,  # [17, 4]
        cse66*cse81 + cse76*cse80,  # [17, 5]
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

    cse0 = math.pi*t
    cse1 = math.sin(psi_rotor)
    out = np.zeros(18)
    out[_nu_INDEX] = (
        -math.pi*cse1*math.sin(theta_rotor)*math.cos(cse0) + math.pi*(cse1*math.cos(phi_rotor)*math.cos(theta_rotor) + math.sin(phi_rotor)*math.cos(psi_rotor))*math.sin(cse0),  # [17]
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
    # 652 operations after common subexpression elimination
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

    cse0 = math.sin(phi_rotor)
    cse1 = math.sin(psi_rotor)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_rotor)
    cse4 = math.cos(phi_rotor)
    cse5 = math.cos(psi_rotor)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = cse2 - cse7
    cse9 = cse0*cse5
    cse10 = math.sin(theta_rotor)
    cse11 = cse10*thetad_rotor
    cse12 = cse2*cse3
    cse13 = cse12 - cse6
    cse14 = cse1*cse4
    cse15 = cse10*phid_rotor
    cse16 = cse10*psid_rotor
    cse17 = cse14*cse3
    cse18 = cse17 + cse9
    cse19 = cse11*cse2
    cse20 = cse3*cse9
    cse21 = cse14 + cse20
    cse22 = math.sin(phi_link3)
    cse23 = math.cos(theta_link3)
    cse24 = cse22*cse23
    cse25 = math.cos(phi_link3)
    cse26 = math.sin(theta_link3)
    cse27 = cse25*cse26
    cse28 = cse27*thetad_link3
    cse29 = cse24*thetad_link3
    cse30 = math.cos(psi_link3)
    cse31 = cse25*cse30
    cse32 = math.sin(psi_link3)
    cse33 = cse22*cse32
    cse34 = cse23*cse33
    cse35 = -cse31 + cse34
    cse36 = cse23*cse31
    cse37 = cse33 - cse36
    cse38 = cse36*thetad_link3
    cse39 = cse22*cse30
    cse40 = cse26*phid_link3
    cse41 = cse27*psid_link3
    cse42 = cse26*thetad_link3
    cse43 = 3.7*cse32
    cse44 = cse25*cse43
    cse45 = cse23*cse44
    cse46 = 3.7*cse30
    cse47 = cse22*cse46
    cse48 = -cse45 - cse47
    cse49 = 3.7*cse33
    cse50 = cse42*cse49
    cse51 = cse24*cse46
    cse52 = -cse44 - cse51
    cse53 = 3.7*cse31
    cse54 = cse40*cse53
    cse55 = cse29*cse46
    cse56 = cse26*cse49*psid_link3
    cse57 = cse42*cse53
    cse58 = 3.7*cse34
    cse59 = cse53 - cse58
    cse60 = 3.7*cse36
    cse61 = -cse49 + cse60
    cse62 = cse28*cse43
    cse63 = cse40*cse47
    cse64 = cse41*cse43
    cse65 = 3.7*cse38
    cse66 = cse42*cse47
    cse67 = cse23*cse43
    cse68 = cse67*thetad_link3
    cse69 = cse26*cse46
    cse70 = cse69*psid_link3
    cse71 = cse69*thetad_link3
    cse72 = cse67*psid_link3
    cse73 = cse44 + cse51
    cse74 = cse45 + cse47
    cse75 = math.sin(theta_link2)
    cse76 = math.sin(psi_link2)
    cse77 = math.sin(phi_link2)
    cse78 = 6.1*cse77
    cse79 = cse76*cse78
    cse80 = cse75*cse79
    cse81 = cse80*psid_link2
    cse82 = math.cos(psi_link2)
    cse83 = math.cos(phi_link2)
    cse84 = cse75*cse83
    cse85 = 6.1*cse82*cse84*phid_link2
    cse86 = math.cos(theta_link2)
    cse87 = cse78*cse82
    cse88 = cse86*cse87
    cse89 = cse88*thetad_link2
    cse90 = 6.1*cse83
    cse91 = cse76*cse90
    cse92 = -cse88 - cse91
    cse93 = cse83*cse86
    cse94 = 6.1*cse93
    cse95 = cse76*cse94
    cse96 = -cse87 - cse95
    cse97 = cse80*thetad_link2
    cse98 = 6.1*thetad_link2
    cse99 = cse82*cse98
    cse100 = cse84*cse99
    cse101 = -cse53 + cse58
    cse102 = cse49 - cse60
    cse103 = cse79*cse86
    cse104 = cse82*cse90
    cse105 = -cse103 + cse104
    cse106 = cse76*cse84
    cse107 = cse106*cse98
    cse108 = cse82*cse94
    cse109 = cse108 - cse79
    cse110 = cse75*cse87
    cse111 = cse110*phid_link2
    cse112 = cse93*cse99
    cse113 = 6.1*psid_link2
    cse114 = cse106*cse113
    cse115 = cse110*thetad_link2
    cse116 = cse76*cse86
    cse117 = cse116*cse98
    cse118 = cse75*cse82
    cse119 = cse113*cse118
    cse120 = cse118*cse98
    cse121 = cse113*cse116
    cse122 = cse88 + cse91
    cse123 = cse87 + cse95
    cse124 = 2*cse2
    cse125 = cse124 - 2*cse7
    cse126 = 2*cse9
    cse127 = 2*cse6
    cse128 = 2*cse12 - cse127
    cse129 = 2*cse14
    cse130 = 2*thetad_rotor
    cse131 = -cse108 + cse79
    cse132 = cse103 - cse104
    cse133 = -cse129 - 2*cse20
    cse134 = -cse126 - 2*cse17
    cse135 = cse3*cse5
    cse136 = cse1*cse10
    cse137 = 2*psid_rotor
    cse138 = 0.7497211555855399*cse10
    cse139 = cse138*cse4
    cse140 = 0.6617538733301699*cse2
    cse141 = 0.6617538733301699*cse7
    cse142 = -cse140 + cse141
    cse143 = cse139 + cse142
    cse144 = cse77*cse86
    cse145 = 0.6617538733301699*cse20
    cse146 = 0.6617538733301699*cse14
    cse147 = cse0*cse138
    cse148 = cse145 + cse146 + cse147
    cse149 = cse143*cse144 - cse148*cse93
    cse150 = -cse14 - cse20
    cse151 = cse147 - 0.6617538733301699*cse150
    cse152 = -cse2 + cse7
    cse153 = -cse139 - 0.6617538733301699*cse152
    cse154 = cse144*cse153 + cse151*cse93
    cse155 = 0.6617538733301699*cse6
    cse156 = -0.6617538733301699*cse12 + cse155
    cse157 = 0.6617538733301699*cse17
    cse158 = 0.6617538733301699*cse9
    cse159 = cse157 + cse158
    cse160 = -0.6617538733301699*cse136*cse75 + cse144*cse156 - cse159*cse93
    cse161 = 0.7497211555855399*cse3
    cse162 = cse0*cse161 - cse10*cse158
    cse163 = cse10*cse155
    cse164 = cse161*cse4
    cse165 = cse163 - cse164
    cse166 = cse144*cse162 - cse165*cse93 - cse75*(-0.6617538733301699*cse135 - cse138)
    cse167 = cse10*cse5
    cse168 = 0.6617538733301699*cse167
    cse169 = cse75*cse77
    cse170 = -cse151*cse169 + cse153*cse84
    cse171 = cse143*cse84
    cse172 = cse148*cse169 + cse171
    cse173 = cse162*cse84
    cse174 = cse165*cse169 + cse173
    cse175 = cse156*cse84
    cse176 = cse159*cse169 + cse175
    cse177 = cse169*(-cse157 - cse158) - cse175
    cse178 = cse1*cse3
    cse179 = cse10*cse140*cse169 + cse10*cse146*cse84 + 0.6617538733301699*cse178*cse86
    cse180 = -cse146
    cse181 = -cse145
    cse182 = cse169*(-cse163 + cse164) - cse173
    cse183 = -cse147 + cse181
    cse184 = math.pi**2
    cse185 = math.pi*t
    cse186 = math.cos(cse185)
    cse187 = math.sin(cse185)
    cse188 = cse136*cse187
    cse189 = -cse188
    cse190 = -cse10*cse186*cse6 + cse135*cse187
    cse191 = math.pi*cse187
    cse192 = math.pi*cse186
    cse193 = cse10*cse14*cse191 + cse178*cse192
    cse194 = -cse152*cse191 + cse167*cse192
    cse195 = cse150*cse186
    cse196 = cse186*(-cse17 - cse9)
    cse197 = cse191*(-cse12 + cse6)
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        -phid_rotor*(cse11*cse14 + cse13*phid_rotor + cse8*psid_rotor) - psid_rotor*(cse11*cse9 + cse13*psid_rotor + cse8*phid_rotor) - thetad_rotor*(cse12*thetad_rotor + cse14*cse15 + cse16*cse9),  # [0]
        -phid_rotor*(cse11*cse6 + cse18*psid_rotor + cse21*phid_rotor) - psid_rotor*(cse18*phid_rotor - cse19 + cse21*psid_rotor) - thetad_rotor*(cse15*cse6 - cse16*cse2 + cse20*thetad_rotor),  # [1]
        -phid_link3*(cse27*phid_link3 + cse29) - thetad_link3*(cse24*phid_link3 + cse28),  # [5]
        -phid_link3*(cse35*psid_link3 + cse37*phid_link3 + cse39*cse42) - psid_link3*(cse28*cse32 + cse35*phid_link3 + cse37*psid_link3) - thetad_link3*(cse32*cse41 - cse38 + cse39*cse40),  # [6]
        -phid_link3*(cse48*psid_link3 + cse52*phid_link3 - cse57) - psid_link3*(cse48*phid_link3 + cse50 + cse52*psid_link3) - thetad_link3*(-cse54 - cse55 + cse56),  # [7]
        -phid_link3*(cse59*psid_link3 + cse61*phid_link3 - cse66) - psid_link3*(cse59*phid_link3 + cse61*psid_link3 - cse62) - thetad_link3*(-cse63 - cse64 + cse65),  # [8]
        -psid_link3*(cse68 + cse70) - thetad_link3*(cse71 + cse72),  # [9]
        -phid_link2*(-cse100 + cse92*phid_link2 + cse96*psid_link2) - phid_link3*(cse57 + cse73*phid_link3 + cse74*psid_link3) - psid_link2*(cse92*psid_link2 + cse96*phid_link2 + cse97) - psid_link3*(-cse50 + cse73*psid_link3 + cse74*phid_link3) - thetad_link2*(cse81 - cse85 - cse89) - thetad_link3*(cse54 + cse55 - cse56),  # [10]
        -phid_link2*(cse105*psid_link2 + cse109*phid_link2 - cse115) - phid_link3*(cse101*psid_link3 + cse102*phid_link3 + cse66) - psid_link2*(cse105*phid_link2 - cse107 + cse109*psid_link2) - psid_link3*(cse101*phid_link3 + cse102*psid_link3 + cse62) - thetad_link2*(-cse111 + cse112 - cse114) - thetad_link3*(cse63 + cse64 - cse65),  # [11]
        -psid_link2*(cse117 + cse119) - psid_link3*(-cse68 - cse70) - thetad_link2*(cse120 + cse121) - thetad_link3*(-cse71 - cse72),  # [12]
        -phid_link2*(cse100 + cse122*phid_link2 + cse123*psid_link2) - phid_rotor*(cse11*cse129 + cse125*psid_rotor + cse128*phid_rotor) - psid_link2*(cse122*psid_link2 + cse123*phid_link2 - cse97) - psid_rotor*(cse11*cse126 + cse125*phid_rotor + cse128*psid_rotor) - thetad_link2*(-cse81 + cse85 + cse89) - thetad_rotor*(cse12*cse130 + cse126*cse16 + cse129*cse15),  # [13]
        -phid_link2*(cse115 + cse131*phid_link2 + cse132*psid_link2) - phid_rotor*(cse11*cse124 + cse133*psid_rotor + cse134*phid_rotor) - psid_link2*(cse107 + cse131*psid_link2 + cse132*phid_link2) - psid_rotor*(-cse11*cse127 + cse133*phid_rotor + cse134*psid_rotor) - thetad_link2*(cse111 - cse112 + cse114) - thetad_rotor*(cse124*cse15 - cse127*cse16 - cse130*cse17),  # [14]
        -psid_link2*(-cse117 - cse119) - psid_rotor*(cse130*cse135 - cse136*cse137) - thetad_link2*(-cse120 - cse121) - thetad_rotor*(-cse130*cse136 + cse135*cse137),  # [15]
        -phid_link2*(cse154*thetad_link2 + cse170*phid_link2 + cse172*phid_rotor + cse174*thetad_rotor + cse176*psid_rotor) - phid_rotor*(cse149*thetad_link2 + cse172*phid_link2 + cse177*psid_rotor + cse182*thetad_rotor + phid_rotor*(cse169*(cse180 + cse183) - cse171)) - psid_rotor*(cse160*thetad_link2 + cse176*phid_link2 + cse177*phid_rotor + cse179*thetad_rotor + psid_rotor*(-cse142*cse84 + cse168*cse86 + cse169*(cse180 + cse181))) - thetad_link2*(cse149*phid_rotor + cse154*phid_link2 + cse160*psid_rotor + cse166*thetad_rotor + thetad_link2*(cse170 - cse86*(cse161 - cse168))) - thetad_rotor*(cse166*thetad_link2 + cse174*phid_link2 + cse179*psid_rotor + cse182*phid_rotor + thetad_rotor*(cse169*cse183 - cse84*(cse139 + cse141) + cse86*(-cse161 + cse168))),  # [16]
        cse18*cse184*cse186 + cse184*cse188 - cse193*thetad_rotor - cse194*psid_rotor + cse197*phid_rotor - phid_rotor*(cse186*cse19 + cse195*psid_rotor + cse196*phid_rotor - cse197) - psid_rotor*(cse190*thetad_rotor + cse194 + cse195*phid_rotor + psid_rotor*(cse189 + cse196)) - thetad_rotor*(cse15*cse186*cse2 + cse190*psid_rotor + cse193 + thetad_rotor*(-cse17*cse186 + cse189)),  # [17]
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
    cse14 = math.cos(psi_link3)
    cse15 = cse14**2
    cse16 = math.sin(theta_link3)
    cse17 = cse16**2
    cse18 = math.sin(psi_link3)
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
        0.01*cse15*cse17 + 4.54*cse17*cse19,  # [15, 15]
        cse20,  # [15, 16]
        cse20,  # [16, 15]
        4.54*cse15 + 0.01*cse19,  # [16, 16]
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
    # 157 operations after common subexpression elimination
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
    cse1 = cse0*phid_rotor
    cse2 = math.cos(psi_rotor)
    cse3 = cse2*thetad_rotor
    cse4 = 2.0*cse3
    cse5 = 2.0*psid_rotor
    cse6 = math.sin(psi_rotor)
    cse7 = math.sin(theta_rotor)
    cse8 = cse6*cse7
    cse9 = cse8*phid_rotor
    cse10 = cse3 + cse9
    cse11 = 4.0*psid_rotor
    cse12 = -cse1*cse4 + cse10*(-4.0*cse1 - cse11) + cse3*cse5 + cse5*cse9
    cse13 = cse2*cse7
    cse14 = cse6*thetad_rotor
    cse15 = 4.0*cse14
    cse16 = cse13*phid_rotor
    cse17 = -cse14 + cse16
    cse18 = -cse1*cse15 + cse11*cse14 - cse11*cse16 + cse17*(2.0*cse1 + cse5)
    cse19 = cse10*(-cse15 + 4.0*cse16) + cse17*(-cse4 - 2.0*cse9)
    cse20 = math.cos(psi_link2)
    cse21 = cse20*thetad_link2
    cse22 = 0.01*cse21
    cse23 = math.cos(theta_link2)
    cse24 = cse23*phid_link2
    cse25 = 0.01*psid_link2
    cse26 = math.sin(psi_link2)
    cse27 = math.sin(theta_link2)
    cse28 = cse26*cse27
    cse29 = cse28*phid_link2
    cse30 = cse21 + cse29
    cse31 = 12.4*cse24
    cse32 = 12.4*psid_link2
    cse33 = cse21*cse25 - cse22*cse24 + cse25*cse29 + cse30*(-cse31 - cse32)
    cse34 = cse20*cse27
    cse35 = cse26*thetad_link2
    cse36 = cse34*phid_link2
    cse37 = -cse35 + cse36
    cse38 = -cse31*cse35 + cse32*cse35 - cse32*cse36 + cse37*(0.01*cse24 + cse25)
    cse39 = cse30*(-12.4*cse35 + 12.4*cse36) + cse37*(-cse22 - 0.01*cse29)
    cse40 = math.cos(psi_link3)
    cse41 = math.cos(theta_link3)
    cse42 = cse41*phid_link3
    cse43 = cse40*thetad_link3
    cse44 = 0.01*cse43
    cse45 = 0.01*psid_link3
    cse46 = math.sin(psi_link3)
    cse47 = math.sin(theta_link3)
    cse48 = cse47*phid_link3
    cse49 = cse46*cse48
    cse50 = cse43 + cse49
    cse51 = 4.54*cse42
    cse52 = 4.54*psid_link3
    cse53 = -cse42*cse44 + cse43*cse45 + cse45*cse49 + cse50*(-cse51 - cse52)
    cse54 = cse46*thetad_link3
    cse55 = cse40*cse48
    cse56 = -cse54 + cse55
    cse57 = -cse51*cse54 + cse52*cse54 - cse52*cse55 + cse56*(0.01*cse42 + cse45)
    cse58 = cse50*(-4.54*cse54 + 4.54*cse55) + cse56*(-cse44 - 0.01*cse49)
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -19.62,  # [2]
        cse0*cse19 + cse12*cse13 + cse18*cse8,  # [3]
        -cse12*cse6 + cse18*cse2,  # [4]
        cse19,  # [5]
        -9.81,  # [8]
        cse23*cse39 + cse28*cse38 + cse33*cse34,  # [9]
        cse20*cse38 - cse26*cse33,  # [10]
        cse39,  # [11]
        -9.81,  # [14]
        cse40*cse47*cse53 + cse41*cse58 + cse46*cse47*cse57,  # [15]
        cse40*cse57 - cse46*cse53,  # [16]
        cse58,  # [17]
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
    # 396 operations after common subexpression elimination
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
    cse1 = cse0*phid_rotor
    cse2 = 4.0*cse1
    cse3 = 4.0*psid_rotor
    cse4 = -cse2 - cse3
    cse5 = math.sin(psi_rotor)
    cse6 = cse1*cse5
    cse7 = math.sin(theta_rotor)
    cse8 = cse5*cse7
    cse9 = cse8*phid_rotor
    cse10 = math.cos(psi_rotor)
    cse11 = cse10*thetad_rotor
    cse12 = cse11 + cse9
    cse13 = cse7*phid_rotor
    cse14 = 2.0*psid_rotor
    cse15 = 2.0*cse11
    cse16 = 4.0*cse12*cse13 + cse13*cse15 + cse14*cse6 + cse4*cse6
    cse17 = cse10*cse7
    cse18 = 2.0*cse1
    cse19 = cse11*cse14 - cse11*cse18 + cse12*cse4 + cse14*cse9
    cse20 = cse10*cse19
    cse21 = cse14 + cse18
    cse22 = cse1*cse10
    cse23 = cse5*thetad_rotor
    cse24 = cse17*phid_rotor
    cse25 = -cse23 + cse24
    cse26 = 4.0*cse23
    cse27 = -2.0*cse13*cse25 + cse13*cse26 + cse21*cse22 - cse22*cse3
    cse28 = -cse1*cse26 + cse21*cse25 + cse23*cse3 - cse24*cse3
    cse29 = cse28*cse5
    cse30 = -cse15 - 2.0*cse9
    cse31 = 4.0*cse24 - cse26
    cse32 = cse10*cse12*cse2 - cse18*cse25*cse5 + cse22*cse30 + cse31*cse6
    cse33 = -cse14*cse23 + cse14*cse24 + cse18*cse23 + cse25*cse4
    cse34 = -cse11 - cse9
    cse35 = 4.0*cse11
    cse36 = -cse1*cse35 + cse11*cse3 + cse21*cse34 + cse3*cse9
    cse37 = cse12*(-cse35 - 4.0*cse9) + cse25*cse31 + cse25*(2.0*cse23 - 2.0*cse24) + cse30*cse34
    cse38 = math.sin(psi_link2)
    cse39 = math.sin(theta_link2)
    cse40 = cse38*cse39
    cse41 = cse40*phid_link2
    cse42 = math.cos(psi_link2)
    cse43 = cse42*thetad_link2
    cse44 = cse41 + cse43
    cse45 = cse39*phid_link2
    cse46 = math.cos(theta_link2)
    cse47 = cse46*phid_link2
    cse48 = 12.4*cse47
    cse49 = 12.4*psid_link2
    cse50 = -cse48 - cse49
    cse51 = cse38*cse47
    cse52 = 0.01*psid_link2
    cse53 = 0.01*cse43
    cse54 = 12.4*cse44*cse45 + cse45*cse53 + cse50*cse51 + cse51*cse52
    cse55 = cse39*cse42
    cse56 = 0.01*cse47
    cse57 = cse41*cse52 + cse43*cse52 - cse43*cse56 + cse44*cse50
    cse58 = cse42*cse57
    cse59 = cse55*phid_link2
    cse60 = cse38*thetad_link2
    cse61 = cse59 - cse60
    cse62 = -0.01*cse41 - cse53
    cse63 = 12.4*cse60
    cse64 = 12.4*cse59 - cse63
    cse65 = cse52 + cse56
    cse66 = -cse48*cse60 - cse49*cse59 + cse49*cse60 + cse61*cse65
    cse67 = cse38*cse66
    cse68 = cse42*cse47
    cse69 = -0.01*cse45*cse61 + cse45*cse63 - cse49*cse68 + cse65*cse68
    cse70 = -cse38*cse56*cse61 + cse42*cse44*cse48 + cse51*cse64 + cse62*cse68
    cse71 = cse50*cse61 + cse52*cse59 - cse52*cse60 + cse56*cse60
    cse72 = -cse41 - cse43
    cse73 = cse41*cse49 - cse43*cse48 + cse43*cse49 + cse65*cse72
    cse74 = cse44*(-12.4*cse41 - 12.4*cse43) + cse61*cse64 + cse61*(-0.01*cse59 + 0.01*cse60) + cse62*cse72
    cse75 = math.cos(theta_link3)
    cse76 = math.cos(psi_link3)
    cse77 = cse76*thetad_link3
    cse78 = cse75*phid_link3
    cse79 = 0.01*cse78
    cse80 = 0.01*psid_link3
    cse81 = math.sin(psi_link3)
    cse82 = math.sin(theta_link3)
    cse83 = cse81*cse82
    cse84 = cse83*phid_link3
    cse85 = cse77 + cse84
    cse86 = 4.54*cse78
    cse87 = 4.54*psid_link3
    cse88 = -cse86 - cse87
    cse89 = -cse77*cse79 + cse77*cse80 + cse80*cse84 + cse85*cse88
    cse90 = cse76*cse89
    cse91 = cse78*cse81
    cse92 = cse82*phid_link3
    cse93 = 0.01*cse77
    cse94 = cse80*cse91 + 4.54*cse85*cse92 + cse88*cse91 + cse92*cse93
    cse95 = cse76*cse82
    cse96 = cse95*phid_link3
    cse97 = cse81*thetad_link3
    cse98 = cse96 - cse97
    cse99 = -0.01*cse84 - cse93
    cse100 = 4.54*cse97
    cse101 = -cse100 + 4.54*cse96
    cse102 = cse76*cse78
    cse103 = cse79 + cse80
    cse104 = cse100*cse92 + cse102*cse103 - cse102*cse87 - 0.01*cse92*cse98
    cse105 = cse103*cse98 - cse86*cse97 - cse87*cse96 + cse87*cse97
    cse106 = cse105*cse81
    cse107 = cse101*cse91 + cse102*cse99 + cse76*cse85*cse86 - cse79*cse81*cse98
    cse108 = 0.01*cse97
    cse109 = cse108*cse78 + cse80*cse96 - cse80*cse97 + cse88*cse98
    cse110 = -cse77 - cse84
    cse111 = cse103*cse110 - cse77*cse86 + cse77*cse87 + cse84*cse87
    cse112 = cse101*cse98 + cse110*cse99 + cse85*(-4.54*cse77 - 4.54*cse84) + cse98*(cse108 - 0.01*cse96)
    out = np.zeros((18, 18))
    out[_Q_q_INDEX] = (
        cse0*cse20 + cse0*cse29 + cse0*cse32 + cse16*cse17 + cse27*cse8 - cse7*(cse12*cse31 + cse25*cse30),  # [3, 4]
        cse0*cse37 + cse17*cse28 + cse17*cse33 - cse19*cse8 + cse36*cse8,  # [3, 5]
        cse10*cse27 - cse16*cse5,  # [4, 4]
        cse10*cse36 - cse20 - cse29 - cse33*cse5,  # [4, 5]
        cse32,  # [5, 4]
        cse37,  # [5, 5]
        -cse39*(cse44*cse64 + cse61*cse62) + cse40*cse69 + cse46*cse58 + cse46*cse67 + cse46*cse70 + cse54*cse55,  # [9, 10]
        -cse40*cse57 + cse40*cse73 + cse46*cse74 + cse55*cse66 + cse55*cse71,  # [9, 11]
        -cse38*cse54 + cse42*cse69,  # [10, 10]
        -cse38*cse71 + cse42*cse73 - cse58 - cse67,  # [10, 11]
        cse70,  # [11, 10]
        cse74,  # [11, 11]
        cse104*cse83 + cse106*cse75 + cse107*cse75 + cse75*cse90 - cse82*(cse101*cse85 + cse98*cse99) + cse94*cse95,  # [15, 16]
        cse105*cse95 + cse109*cse95 + cse111*cse83 + cse112*cse75 - cse83*cse89,  # [15, 17]
        cse104*cse76 - cse81*cse94,  # [16, 16]
        -cse106 - cse109*cse81 + cse111*cse76 - cse90,  # [16, 17]
        cse107,  # [17, 16]
        cse112,  # [17, 17]
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
    # 285 operations after common subexpression elimination
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

    cse0 = math.sin(psi_rotor)
    cse1 = math.sin(theta_rotor)
    cse2 = cse0*cse1
    cse3 = cse2*phid_rotor
    cse4 = math.cos(psi_rotor)
    cse5 = cse4*thetad_rotor
    cse6 = 4.0*cse3 + 4.0*cse5
    cse7 = cse1*cse4
    cse8 = cse7*phid_rotor
    cse9 = 4.0*cse8
    cse10 = cse0*thetad_rotor
    cse11 = 4.0*cse10
    cse12 = -cse11 + cse9
    cse13 = 2.0*cse3
    cse14 = 2.0*cse5
    cse15 = -cse13 - cse14
    cse16 = -2.0*cse10 + 2.0*cse8
    cse17 = cse12*cse2 + cse15*cse7 - cse16*cse2 + cse6*cse7
    cse18 = math.cos(theta_rotor)
    cse19 = cse18*phid_rotor
    cse20 = 2.0*cse19
    cse21 = 2.0*psid_rotor
    cse22 = cse20 + cse21
    cse23 = 4.0*psid_rotor
    cse24 = -cse11*cse18 + cse16*cse18 + cse22*cse7 - cse23*cse7
    cse25 = 4.0*cse19
    cse26 = -cse23 - cse25
    cse27 = -cse14*cse18 - cse18*cse6 + cse2*cse21 + cse2*cse26
    cse28 = -cse0*cse15 - cse0*cse6 + cse12*cse4 - cse16*cse4
    cse29 = -cse0*cse22 + cse0*cse23 - cse0*cse25
    cse30 = -cse20*cse4 + cse21*cse4 + cse26*cse4
    cse31 = cse11 + cse16 - cse9
    cse32 = cse13 + cse14 - cse6
    cse33 = math.cos(theta_link2)
    cse34 = math.cos(psi_link2)
    cse35 = math.sin(theta_link2)
    cse36 = cse34*cse35
    cse37 = cse36*phid_link2
    cse38 = 12.4*cse37
    cse39 = math.sin(psi_link2)
    cse40 = cse39*thetad_link2
    cse41 = 12.4*cse40
    cse42 = cse38 - cse41
    cse43 = cse35*cse39
    cse44 = cse43*phid_link2
    cse45 = cse34*thetad_link2
    cse46 = 12.4*cse44 + 12.4*cse45
    cse47 = 0.01*cse44
    cse48 = 0.01*cse45
    cse49 = -cse47 - cse48
    cse50 = 0.01*cse37 - 0.01*cse40
    cse51 = cse36*cse46 + cse36*cse49 + cse42*cse43 - cse43*cse50
    cse52 = cse33*phid_link2
    cse53 = 0.01*cse52
    cse54 = 0.01*psid_link2
    cse55 = cse53 + cse54
    cse56 = 12.4*psid_link2
    cse57 = -cse33*cse41 + cse33*cse50 + cse36*cse55 - cse36*cse56
    cse58 = 12.4*cse52
    cse59 = -cse56 - cse58
    cse60 = -cse33*cse46 - cse33*cse48 + cse43*cse54 + cse43*cse59
    cse61 = cse34*cse42 - cse34*cse50 - cse39*cse46 - cse39*cse49
    cse62 = -cse39*cse55 + cse39*cse56 - cse39*cse58
    cse63 = -cse34*cse53 + cse34*cse54 + cse34*cse59
    cse64 = -cse38 + cse41 + cse50
    cse65 = -cse46 + cse47 + cse48
    cse66 = math.cos(theta_link3)
    cse67 = cse66*phid_link3
    cse68 = 0.01*cse67
    cse69 = 0.01*psid_link3
    cse70 = cse68 + cse69
    cse71 = math.cos(psi_link3)
    cse72 = math.sin(theta_link3)
    cse73 = cse71*cse72
    cse74 = cse73*phid_link3
    cse75 = math.sin(psi_link3)
    cse76 = cse75*thetad_link3
    cse77 = 0.01*cse74 - 0.01*cse76
    cse78 = 4.54*psid_link3
    cse79 = 4.54*cse76
    cse80 = cse66*cse77 - cse66*cse79 + cse70*cse73 - cse73*cse78
    cse81 = cse72*cse75
    cse82 = 4.54*cse74
    cse83 = -cse79 + cse82
    cse84 = cse81*phid_link3
    cse85 = cse71*thetad_link3
    cse86 = 4.54*cse84 + 4.54*cse85
    cse87 = 0.01*cse84
    cse88 = 0.01*cse85
    cse89 = -cse87 - cse88
    cse90 = cse73*cse86 + cse73*cse89 - cse77*cse81 + cse81*cse83
    cse91 = 4.54*cse67
    cse92 = -cse78 - cse91
    cse93 = -cse66*cse86 - cse66*cse88 + cse69*cse81 + cse81*cse92
    cse94 = -cse71*cse77 + cse71*cse83 - cse75*cse86 - cse75*cse89
    cse95 = -cse70*cse75 + cse75*cse78 - cse75*cse91
    cse96 = -cse68*cse71 + cse69*cse71 + cse71*cse92
    cse97 = cse77 + cse79 - cse82
    cse98 = -cse86 + cse87 + cse88
    out = np.zeros((18, 18))
    out[_Q_v_INDEX] = (
        cse17*cse18 + cse2*cse24 + cse27*cse7,  # [3, 3]
        cse18*cse28 + cse2*cse29 + cse30*cse7,  # [3, 4]
        cse2*cse31 + cse32*cse7,  # [3, 5]
        -cse0*cse27 + cse24*cse4,  # [4, 3]
        -cse0*cse30 + cse29*cse4,  # [4, 4]
        -cse0*cse32 + cse31*cse4,  # [4, 5]
        cse17,  # [5, 3]
        cse28,  # [5, 4]
        cse33*cse51 + cse36*cse60 + cse43*cse57,  # [9, 9]
        cse33*cse61 + cse36*cse63 + cse43*cse62,  # [9, 10]
        cse36*cse65 + cse43*cse64,  # [9, 11]
        cse34*cse57 - cse39*cse60,  # [10, 9]
        cse34*cse62 - cse39*cse63,  # [10, 10]
        cse34*cse64 - cse39*cse65,  # [10, 11]
        cse51,  # [11, 9]
        cse61,  # [11, 10]
        cse66*cse90 + cse73*cse93 + cse80*cse81,  # [15, 15]
        cse66*cse94 + cse73*cse96 + cse81*cse95,  # [15, 16]
        cse73*cse98 + cse81*cse97,  # [15, 17]
        cse71*cse80 - cse75*cse93,  # [16, 15]
        cse71*cse95 - cse75*cse96,  # [16, 16]
        cse71*cse97 - cse75*cse98,  # [16, 17]
        cse90,  # [17, 15]
        cse94,  # [17, 16]
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

    cse0 = math.cos(theta_rotor)
    cse1 = math.sin(psi_rotor)
    cse2 = math.cos(psi_rotor)
    cse3 = cse1*cse2
    cse4 = 2.0*cse0*cse3
    cse5 = cse2**2
    cse6 = math.sin(theta_rotor)
    cse7 = cse0*cse6
    cse8 = cse1**2
    cse9 = 2.0*cse6
    cse10 = cse8*cse9
    cse11 = cse5*cse9
    cse12 = 4.0*cse3
    cse13 = math.cos(theta_link2)
    cse14 = math.sin(psi_link2)
    cse15 = math.cos(psi_link2)
    cse16 = cse14*cse15
    cse17 = 12.39*cse13*cse16
    cse18 = cse15**2
    cse19 = math.sin(theta_link2)
    cse20 = cse13*cse19
    cse21 = cse14**2
    cse22 = 12.39*cse19
    cse23 = acc_10*cse22
    cse24 = 24.78*cse16
    cse25 = acc_9*cse22
    cse26 = 4.53*acc_16
    cse27 = math.cos(theta_link3)
    cse28 = math.sin(psi_link3)
    cse29 = math.cos(psi_link3)
    cse30 = cse28*cse29
    cse31 = cse27*cse30
    cse32 = math.sin(theta_link3)
    cse33 = cse28**2*cse32
    cse34 = cse29**2*cse32
    cse35 = 9.06*cse30
    cse36 = 4.53*acc_15
    out = np.zeros((18, 18))
    out[_Ma_q_INDEX] = (
        acc_3*(4.0*cse5*cse7 + 8.0*cse7*cse8) + acc_4*cse4,  # [3, 4]
        acc_3*cse12*cse6**2 - acc_4*cse10 + acc_4*cse11,  # [3, 5]
        acc_3*cse4,  # [4, 4]
        -acc_3*cse10 + acc_3*cse11 - acc_4*cse12,  # [4, 5]
        acc_10*cse17 + acc_9*(0.02*cse18*cse20 + 24.8*cse20*cse21),  # [9, 10]
        acc_9*cse19**2*cse24 + cse18*cse23 - cse21*cse23,  # [9, 11]
        acc_9*cse17,  # [10, 10]
        -acc_10*cse24 + cse18*cse25 - cse21*cse25,  # [10, 11]
        acc_15*(9.08*cse27*cse33 + 0.02*cse27*cse34) + cse26*cse31,  # [15, 16]
        acc_15*cse32**2*cse35 - cse26*cse33 + cse26*cse34,  # [15, 17]
        cse31*cse36,  # [16, 16]
        -acc_16*cse35 - cse33*cse36 + cse34*cse36,  # [16, 17]
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
    # 420 operations after common subexpression elimination
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

    cse0 = math.pi*t
    cse1 = math.cos(cse0)
    cse2 = math.cos(theta_rotor)
    cse3 = math.cos(phi_rotor)
    cse4 = math.sin(psi_rotor)
    cse5 = cse3*cse4
    cse6 = cse2*cse5
    cse7 = math.sin(phi_rotor)
    cse8 = math.cos(psi_rotor)
    cse9 = cse7*cse8
    cse10 = cse1*(-cse6 - cse9)
    cse11 = 0.6617538733301699*cse5
    cse12 = -cse11
    cse13 = math.sin(theta_rotor)
    cse14 = 0.7497211555855399*cse13
    cse15 = cse14*cse7
    cse16 = 0.6617538733301699*cse9
    cse17 = cse16*cse2
    cse18 = -cse17
    cse19 = -cse15 + cse18
    cse20 = math.sin(theta_link2)
    cse21 = math.sin(phi_link2)
    cse22 = cse20*cse21
    cse23 = cse4*cse7
    cse24 = 0.6617538733301699*cse23
    cse25 = -cse24
    cse26 = cse14*cse3
    cse27 = cse3*cse8
    cse28 = 0.6617538733301699*cse27
    cse29 = cse2*cse28
    cse30 = cse26 + cse29
    cse31 = cse25 + cse30
    cse32 = math.cos(phi_link2)
    cse33 = cse20*cse32
    cse34 = cse31*cse33
    cse35 = 2*cse6
    cse36 = 2*cse9
    cse37 = cse2*cse23
    cse38 = 2*cse37
    cse39 = 2*cse27
    cse40 = cse2*cse9
    cse41 = lam_0*(-cse27 + cse37) + lam_1*(cse40 + cse5) + lam_13*(cse38 - cse39) + lam_14*(-cse35 - cse36)
    cse42 = cse1*lam_17
    cse43 = cse13*lam_0
    cse44 = 0.7497211555855399*cse2
    cse45 = cse3*cse44
    cse46 = cse13*cse28
    cse47 = -cse13*cse16 + cse44*cse7
    cse48 = cse33*cse47
    cse49 = 2*cse23
    cse50 = cse13*lam_14
    cse51 = 2*cse5
    cse52 = cse13*lam_13
    cse53 = cse13*lam_1
    cse54 = cse13*cse23*cse42 + cse27*cse53 + cse43*cse5 + cse49*cse50 + cse51*cse52 + lam_16*(cse22*(cse45 - cse46) - cse48)
    cse55 = -cse40 - cse5
    cse56 = cse11*cse2
    cse57 = -cse2*cse24 + cse28
    cse58 = cse33*cse57
    cse59 = cse2*cse27
    cse60 = cse42*cse55 + lam_0*(cse23 - cse59) + lam_1*(cse6 + cse9) + lam_13*(cse49 - 2*cse59) + lam_14*(-2*cse40 - cse51) + lam_16*(cse22*(-cse16 - cse56) - cse58)
    cse61 = cse11 + cse15 + cse17
    cse62 = lam_16*(cse22*cse61 + cse34)
    cse63 = math.cos(theta_link2)
    cse64 = cse21*cse63
    cse65 = cse32*cse63
    cse66 = lam_16*(cse31*cse64 - cse61*cse65)
    cse67 = 0.6617538733301699*cse8
    cse68 = cse13*cse67
    cse69 = cse13*cse4
    cse70 = 2*lam_15
    cse71 = -cse69*cse70
    cse72 = math.sin(cse0)
    cse73 = -cse69*cse72
    cse74 = cse2*cse8
    cse75 = -cse23*cse53 + cse36*cse52 - cse39*cse50 + cse43*cse9 + cse70*cse74 + lam_16*(cse11*cse13*cse33 + cse13*cse22*cse24 + 0.6617538733301699*cse2*cse4*cse63) + lam_17*(-cse1*cse13*cse27 + cse72*cse74)
    cse76 = -cse45 + cse46
    cse77 = lam_16*(cse22*cse76 + cse48)
    cse78 = lam_16*(-cse20*(-cse14 - cse2*cse67) + cse47*cse64 - cse65*cse76)
    cse79 = cse16 + cse56
    cse80 = lam_16*(cse22*cse79 + cse58)
    cse81 = lam_16*(-0.6617538733301699*cse20*cse69 + cse57*cse64 - cse65*cse79)
    cse82 = cse15 - 0.6617538733301699*cse55
    cse83 = 0.6617538733301699*cse23 - cse26 - 0.6617538733301699*cse59
    cse84 = -cse22*cse82 + cse33*cse83
    cse85 = 6.1*math.cos(psi_link2)
    cse86 = cse32*cse85
    cse87 = cse63*cse86
    cse88 = 6.1*math.sin(psi_link2)
    cse89 = cse21*cse88
    cse90 = cse21*cse85
    cse91 = cse63*cse90
    cse92 = cse32*cse88
    cse93 = lam_10*(-cse91 - cse92) + lam_11*(cse87 - cse89) + lam_13*(cse91 + cse92) + lam_14*(-cse87 + cse89)
    cse94 = cse20*cse90
    cse95 = cse20*cse86
    cse96 = -cse94*lam_11 + cse94*lam_14 - cse95*lam_10 + cse95*lam_13 + lam_16*(cse64*cse83 + cse65*cse82)
    cse97 = cse63*cse89
    cse98 = cse63*cse92
    cse99 = lam_10*(-cse90 - cse98) + lam_11*(cse86 - cse97) + lam_13*(cse90 + cse98) + lam_14*(-cse86 + cse97)
    cse100 = cse20*cse85
    cse101 = cse100*lam_12 - cse100*lam_15
    cse102 = cse63*cse88
    cse103 = cse20*cse92
    cse104 = cse22*cse88
    cse105 = cse102*lam_12 - cse102*lam_15 - cse103*lam_11 + cse103*lam_14 + cse104*lam_10 - cse104*lam_13
    cse106 = math.cos(phi_link3)
    cse107 = math.sin(theta_link3)
    cse108 = cse106*cse107
    cse109 = cse108*lam_5
    cse110 = math.cos(theta_link3)
    cse111 = math.cos(psi_link3)
    cse112 = cse106*cse111
    cse113 = cse110*cse112
    cse114 = 3.7*cse113
    cse115 = math.sin(phi_link3)
    cse116 = math.sin(psi_link3)
    cse117 = cse115*cse116
    cse118 = 3.7*cse117
    cse119 = cse110*cse115
    cse120 = 3.7*cse111
    cse121 = cse119*cse120
    cse122 = 3.7*cse116
    cse123 = cse106*cse122
    cse124 = lam_10*(cse121 + cse123) + lam_11*(-cse114 + cse118) + lam_6*(-cse113 + cse117) + lam_7*(-cse121 - cse123) + lam_8*(cse114 - cse118)
    cse125 = cse115*cse120
    cse126 = cse107*cse125
    cse127 = 3.7*cse112
    cse128 = cse107*lam_10
    cse129 = cse107*lam_7
    cse130 = cse107*cse111*cse115*lam_6 + cse119*lam_5 + cse126*lam_11 - cse126*lam_8 + cse127*cse128 - cse127*cse129
    cse131 = cse110*cse117
    cse132 = 3.7*cse131
    cse133 = cse110*cse123
    cse134 = lam_10*(cse125 + cse133) + lam_11*(-cse127 + cse132) + lam_6*(-cse112 + cse131) + lam_7*(-cse125 - cse133) + lam_8*(cse127 - cse132)
    cse135 = cse107*cse120
    cse136 = -cse135*lam_12 + cse135*lam_9
    cse137 = cse110*cse122
    cse138 = cse108*cse122
    cse139 = cse108*cse116*lam_6 - cse118*cse128 + cse118*cse129 - cse137*lam_12 + cse137*lam_9 + cse138*lam_11 - cse138*lam_8
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        cse10*lam_17 + cse41 + lam_16*(cse22*(cse12 + cse19) - cse34),  # [3, 3]
        cse54,  # [3, 4]
        cse60,  # [3, 5]
        cse62,  # [3, 9]
        cse66,  # [3, 10]
        cse54,  # [4, 3]
        -cse35*lam_14 + cse37*lam_0 + cse38*lam_13 + cse40*lam_1 + cse71 + lam_16*(cse19*cse22 - cse30*cse33 + cse63*(-cse44 + cse68)) + lam_17*(-cse1*cse6 + cse73),  # [4, 4]
        cse75,  # [4, 5]
        cse77,  # [4, 9]
        cse78,  # [4, 10]
        cse60,  # [5, 3]
        cse75,  # [5, 4]
        cse41 + cse71 + lam_16*(cse22*(cse12 + cse18) - cse33*(cse25 + cse29) + cse63*cse68) + lam_17*(cse10 + cse73),  # [5, 5]
        cse80,  # [5, 9]
        cse81,  # [5, 10]
        cse62,  # [9, 3]
        cse77,  # [9, 4]
        cse80,  # [9, 5]
        cse84*lam_16 + cse93,  # [9, 9]
        cse96,  # [9, 10]
        cse99,  # [9, 11]
        cse66,  # [10, 3]
        cse78,  # [10, 4]
        cse81,  # [10, 5]
        cse96,  # [10, 9]
        cse101 + cse87*lam_11 - cse87*lam_14 - cse91*lam_10 + cse91*lam_13 + lam_16*(-cse63*(cse44 - cse68) + cse84),  # [10, 10]
        cse105,  # [10, 11]
        cse99,  # [11, 9]
        cse105,  # [11, 10]
        cse101 + cse93,  # [11, 11]
        cse109 + cse124,  # [15, 15]
        cse130,  # [15, 16]
        cse134,  # [15, 17]
        cse130,  # [16, 15]
        cse109 - cse113*lam_6 - cse114*lam_11 + cse114*lam_8 + cse121*lam_10 - cse121*lam_7 + cse136,  # [16, 16]
        cse139,  # [16, 17]
        cse134,  # [17, 15]
        cse139,  # [17, 16]
        cse124 + cse136,  # [17, 17]
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
    # 620 operations after common subexpression elimination
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
    cse1 = cse0*thetad_rotor
    cse2 = math.cos(theta_rotor)
    cse3 = cse2*phid_rotor
    cse4 = 2.0*cse3
    cse5 = 2.0*psid_rotor
    cse6 = math.sin(theta_rotor)
    cse7 = math.sin(psi_rotor)
    cse8 = cse6*cse7
    cse9 = cse8*phid_rotor
    cse10 = cse1 + cse9
    cse11 = 4.0*psid_rotor
    cse12 = -cse1*cse4 + cse1*cse5 + cse10*(-cse11 - 4.0*cse3) + cse5*cse9
    cse13 = cse0*cse6
    cse14 = cse7*thetad_rotor
    cse15 = 4.0*cse14
    cse16 = cse13*phid_rotor
    cse17 = -cse14 + cse16
    cse18 = cse11*cse14 - cse11*cse16 - cse15*cse3 + cse17*(cse4 + cse5)
    cse19 = cse10*(-cse15 + 4.0*cse16) + cse17*(-2.0*cse1 - 2.0*cse9)
    cse20 = math.cos(phi_rotor)
    cse21 = cse20*cse7
    cse22 = cse2*cse21
    cse23 = math.sin(phi_rotor)
    cse24 = cse0*cse23
    cse25 = cse0*cse20
    cse26 = cse23*cse7
    cse27 = cse2*cse26
    cse28 = math.pi*t
    cse29 = math.cos(cse28)
    cse30 = cse25 - cse27
    cse31 = cse2*cse24
    cse32 = 0.7497211555855399*cse6
    cse33 = cse23*cse32
    cse34 = math.sin(theta_link2)
    cse35 = math.cos(phi_link2)
    cse36 = cse34*cse35
    cse37 = cse2*cse25
    cse38 = cse20*cse32
    cse39 = math.sin(phi_link2)
    cse40 = cse34*cse39
    cse41 = 2.0*cse0*cse8
    cse42 = cse7**2
    cse43 = cse6**2
    cse44 = cse0**2
    cse45 = math.sin(cse28)
    cse46 = cse2*cse7
    cse47 = math.cos(theta_link2)
    cse48 = 0.6617538733301699*cse25
    cse49 = 0.7497211555855399*cse2
    cse50 = 0.6617538733301699*cse24
    cse51 = 2*cse21
    cse52 = 2*cse26
    cse53 = 2*lam_15
    cse54 = -cse26 + cse37
    cse55 = -cse21 - cse31
    cse56 = math.cos(psi_link2)
    cse57 = cse56*thetad_link2
    cse58 = cse47*phid_link2
    cse59 = 0.01*cse58
    cse60 = 0.01*psid_link2
    cse61 = math.sin(psi_link2)
    cse62 = cse34*cse61
    cse63 = cse62*phid_link2
    cse64 = cse57 + cse63
    cse65 = 12.4*cse58
    cse66 = 12.4*psid_link2
    cse67 = -cse57*cse59 + cse57*cse60 + cse60*cse63 + cse64*(-cse65 - cse66)
    cse68 = cse34*cse56
    cse69 = cse61*thetad_link2
    cse70 = cse68*phid_link2
    cse71 = -cse69 + cse70
    cse72 = -cse65*cse69 + cse66*cse69 - cse66*cse70 + cse71*(cse59 + cse60)
    cse73 = cse64*(-12.4*cse69 + 12.4*cse70) + cse71*(-0.01*cse57 - 0.01*cse63)
    cse74 = cse39*cse61
    cse75 = 6.1*cse74
    cse76 = 6.1*cse56
    cse77 = cse35*cse76
    cse78 = cse47*cse77
    cse79 = cse35*cse61
    cse80 = 6.1*cse79
    cse81 = cse39*cse76
    cse82 = cse47*cse81
    cse83 = -cse38 - 0.6617538733301699*cse54
    cse84 = cse33 - 0.6617538733301699*cse55
    cse85 = 12.39*cse56*cse62
    cse86 = cse61**2
    cse87 = cse34**2
    cse88 = cse56**2
    cse89 = cse36*cse76
    cse90 = cse47*cse76
    cse91 = -0.6617538733301699*cse13 + cse49
    cse92 = cse35*cse47
    cse93 = cse39*cse47
    cse94 = cse40*cse76
    cse95 = cse47*cse75
    cse96 = 6.1*cse62
    cse97 = cse47*cse80
    cse98 = math.sin(phi_link3)
    cse99 = math.sin(theta_link3)
    cse100 = math.cos(theta_link3)
    cse101 = math.cos(psi_link3)
    cse102 = cse101*cse98
    cse103 = cse100*cse102
    cse104 = math.cos(phi_link3)
    cse105 = math.sin(psi_link3)
    cse106 = cse104*cse105
    cse107 = -cse103 - cse106
    cse108 = cse101*thetad_link3
    cse109 = cse100*phid_link3
    cse110 = 0.01*cse109
    cse111 = 0.01*psid_link3
    cse112 = cse105*cse99
    cse113 = cse112*phid_link3
    cse114 = cse108 + cse113
    cse115 = 4.54*cse109
    cse116 = 4.54*psid_link3
    cse117 = -cse108*cse110 + cse108*cse111 + cse111*cse113 + cse114*(-cse115 - cse116)
    cse118 = cse101*cse99
    cse119 = cse105*thetad_link3
    cse120 = cse118*phid_link3
    cse121 = -cse119 + cse120
    cse122 = -cse115*cse119 + cse116*cse119 - cse116*cse120 + cse121*(cse110 + cse111)
    cse123 = cse114*(-4.54*cse119 + 4.54*cse120) + cse121*(-0.01*cse108 - 0.01*cse113)
    cse124 = cse105*cse98
    cse125 = 3.7*cse124
    cse126 = cse101*cse104
    cse127 = cse100*cse126
    cse128 = 3.7*cse127
    cse129 = 3.7*cse106
    cse130 = 3.7*cse103
    cse131 = 4.53*cse101*cse112
    cse132 = cse101**2
    cse133 = cse99**2
    cse134 = cse105**2
    cse135 = cse104*cse99
    cse136 = cse101*cse135
    cse137 = 3.7*cse102
    cse138 = cse137*cse99
    cse139 = 3.7*lam_9
    cse140 = cse100*cse101
    cse141 = 3.7*cse136
    cse142 = 3.7*lam_12
    cse143 = cse100*cse106
    cse144 = 3.7*cse143
    cse145 = 3.7*cse126
    cse146 = cse100*cse125
    cse147 = h**(-2)
    cse148 = -cse124 + cse127
    cse149 = 3.7*cse107
    cse150 = -r_link3_x
    cse151 = 3.7*cse148
    cse152 = -r_link3_y
    cse153 = 3.7*cse118
    cse154 = -r_link3_z
    cse155 = -6.1*cse56*cse93 - 6.1*cse79
    cse156 = 6.1*cse56*cse92 - 6.1*cse74
    cse157 = cse34*cse76
    cse158 = cse22 + cse24
    return np.array([
        2.0*acc_0 - lam_13 - lam_2,  # [0]
        2.0*acc_1 - lam_14 - lam_3,  # [1]
        2.0*acc_2 - lam_15 - lam_4 + 19.62,  # [2]
        acc_3*(4.0*cse42*cse43 + 2.0*cse43*cse44) + acc_4*cse41 - cse12*cse13 - cse18*cse8 - cse19*cse2 + cse29*cse30*lam_17 + lam_0*(-cse22 - cse24) + lam_1*(cse26 - cse37) + lam_13*(-2*cse22 - 2*cse24) + lam_14*(2*cse25 - 2*cse27) + lam_16*(-cse36*(0.6617538733301699*cse21 + 0.6617538733301699*cse31 + cse33) + cse40*(-0.6617538733301699*cse26 + 0.6617538733301699*cse37 + cse38)),  # [3]
        acc_3*cse41 + acc_4*(2.0*cse42 + 4.0*cse44) - cse0*cse18 + cse12*cse7 + cse24*cse6*lam_1 + cse26*cse6*lam_0 + cse46*cse53 - cse51*cse6*lam_14 + cse52*cse6*lam_13 + lam_16*(-cse36*(-cse20*cse49 + cse48*cse6) + cse40*(cse23*cse49 - cse50*cse6) + cse47*(-0.6617538733301699*cse0*cse2 - cse32)) + lam_17*(-cse21*cse29*cse6 + cse45*cse46),  # [4]
        cse13*cse53 - cse19 + cse55*lam_0 + lam_1*(-cse25 + cse27) + lam_13*(-2*cse31 - cse51) + lam_14*(2*cse37 - cse52) + lam_16*(-cse36*(0.6617538733301699*cse22 + cse50) + cse40*(-0.6617538733301699*cse27 + cse48) + 0.6617538733301699*cse47*cse8) + lam_17*(cse13*cse45 + cse29*cse54),  # [5]
        1.0*acc_6 + lam_10 + lam_13,  # [6]
        1.0*acc_7 + lam_11 + lam_14,  # [7]
        1.0*acc_8 + lam_12 + lam_15 + 9.81,  # [8]
        acc_10*cse85 + acc_9*(12.4*cse86*cse87 + 0.01*cse87*cse88) - cse47*cse73 - cse62*cse72 - cse67*cse68 + lam_10*(-cse75 + cse78) + lam_11*(cse80 + cse82) + lam_13*(cse75 - cse78) + lam_14*(-cse80 - cse82) + lam_16*(cse36*cse84 + cse40*cse83),  # [9]
        acc_10*(0.01*cse86 + 12.4*cse88) + acc_9*cse85 - cse56*cse72 + cse61*cse67 + cse89*lam_11 - cse89*lam_14 - cse90*lam_12 + cse90*lam_15 - cse94*lam_10 + cse94*lam_13 + lam_16*(-cse34*cse91 - cse83*cse92 + cse84*cse93),  # [10]
        -cse73 + cse96*lam_12 - cse96*lam_15 + lam_10*(cse77 - cse95) + lam_11*(cse81 + cse97) + lam_13*(-cse77 + cse95) + lam_14*(-cse81 - cse97),  # [11]
        1.0*acc_12 - lam_10 - lam_7,  # [12]
        1.0*acc_13 - lam_11 - lam_8,  # [13]
        1.0*acc_14 - lam_12 - lam_9 + 9.81,  # [14]
        acc_15*(0.01*cse132*cse133 + 4.54*cse133*cse134) + acc_16*cse131 - cse100*cse123 + cse107*lam_6 - cse112*cse122 - cse117*cse118 + cse98*cse99*lam_5 + lam_10*(cse125 - cse128) + lam_11*(-cse129 - cse130) + lam_7*(-cse125 + cse128) + lam_8*(cse129 + cse130),  # [15]
        acc_15*cse131 + acc_16*(4.54*cse132 + 0.01*cse134) - cse100*cse104*lam_5 - cse101*cse122 + cse105*cse117 - cse136*lam_6 + cse138*lam_10 - cse138*lam_7 - cse139*cse140 + cse140*cse142 - cse141*lam_11 + cse141*lam_8,  # [16]
        cse112*cse139 - cse112*cse142 - cse123 + lam_10*(-cse145 + cse146) + lam_11*(-cse137 - cse144) + lam_6*(-cse102 - cse143) + lam_7*(cse145 - cse146) + lam_8*(cse137 + cse144),  # [17]
        cse147*cse30,  # [18]
        cse147*cse55,  # [19]
        -cse147*r_rotor_x,  # [20]
        -cse147*r_rotor_y,  # [21]
        -cse147*r_rotor_z,  # [22]
        -cse135*cse147,  # [23]
        cse147*cse148,  # [24]
        cse147*(-cse149 + cse150 - 4),  # [25]
        cse147*(-cse151 + cse152 - 8.5),  # [26]
        cse147*(-cse153 + cse154),  # [27]
        cse147*(cse149 + cse150 - cse155 + r_link2_x),  # [28]
        cse147*(cse151 + cse152 - cse156 + r_link2_y),  # [29]
        cse147*(cse153 + cse154 - cse157 + r_link2_z),  # [30]
        cse147*(cse155 + 2*cse30 + r_link2_x - r_rotor_x),  # [31]
        cse147*(cse156 + 2*cse158 + r_link2_y - r_rotor_y),  # [32]
        cse147*(cse157 + 2*cse8 + r_link2_z - r_rotor_z),  # [33]
        cse147*(-cse36*cse83 + cse40*cse84 + cse47*cse91),  # [34]
        cse147*(cse158*cse29 + cse45*cse8),  # [35]
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
    # 1314 operations after common subexpression elimination
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

    cse0 = math.sin(theta_rotor)
    cse1 = cse0**2
    cse2 = math.cos(psi_rotor)
    cse3 = cse2**2
    cse4 = 2.0*cse3
    cse5 = math.sin(psi_rotor)
    cse6 = cse5**2
    cse7 = 4.0*cse1
    cse8 = cse0*cse5
    cse9 = cse8*phid_rotor
    cse10 = cse2*thetad_rotor
    cse11 = cse10 + cse9
    cse12 = 4.0*cse11
    cse13 = cse0*cse2
    cse14 = cse13*phid_rotor
    cse15 = 4.0*cse14
    cse16 = cse5*thetad_rotor
    cse17 = 4.0*cse16
    cse18 = cse15 - cse17
    cse19 = 2.0*cse9
    cse20 = 2.0*cse10
    cse21 = -cse19 - cse20
    cse22 = cse14 - cse16
    cse23 = 2.0*cse22
    cse24 = cse12*cse13 + cse13*cse21 + cse18*cse8 - cse23*cse8
    cse25 = math.cos(theta_rotor)
    cse26 = cse25*phid_rotor
    cse27 = 2.0*cse26
    cse28 = 2.0*psid_rotor
    cse29 = cse27 + cse28
    cse30 = cse23*cse25
    cse31 = 4.0*psid_rotor
    cse32 = cse13*cse29 - cse13*cse31 - cse17*cse25 + cse30
    cse33 = 4.0*cse26
    cse34 = -cse31 - cse33
    cse35 = cse12*cse25
    cse36 = -cse20*cse25 + cse28*cse8 + cse34*cse8 - cse35
    cse37 = h**2
    cse38 = math.pi*t
    cse39 = math.cos(cse38)
    cse40 = math.cos(phi_rotor)
    cse41 = cse40*cse5
    cse42 = cse25*cse41
    cse43 = math.sin(phi_rotor)
    cse44 = cse2*cse43
    cse45 = -cse42 - cse44
    cse46 = cse39*cse45
    cse47 = 0.6617538733301699*cse41
    cse48 = -cse47
    cse49 = 0.7497211555855399*cse0
    cse50 = cse43*cse49
    cse51 = 0.6617538733301699*cse44
    cse52 = cse25*cse51
    cse53 = -cse52
    cse54 = -cse50 + cse53
    cse55 = math.sin(theta_link2)
    cse56 = math.sin(phi_link2)
    cse57 = cse55*cse56
    cse58 = cse40*cse49
    cse59 = cse43*cse5
    cse60 = 0.6617538733301699*cse59
    cse61 = cse2*cse40
    cse62 = 0.6617538733301699*cse61
    cse63 = cse25*cse62
    cse64 = -cse60 + cse63
    cse65 = cse58 + cse64
    cse66 = math.cos(phi_link2)
    cse67 = cse55*cse66
    cse68 = cse65*cse67
    cse69 = 2*cse41
    cse70 = cse25*cse69
    cse71 = 2*cse44
    cse72 = -cse70 - cse71
    cse73 = 2*cse59
    cse74 = cse25*cse73
    cse75 = 2*cse61
    cse76 = cse25*cse44
    cse77 = cse25*cse59
    cse78 = -cse61 + cse77
    cse79 = cse72*lam_14 + cse78*lam_0 + lam_1*(cse41 + cse76) + lam_13*(cse74 - cse75)
    cse80 = 2.0*cse5
    cse81 = cse13*cse80
    cse82 = -cse12*cse5 + cse18*cse2 - cse2*cse23 - cse21*cse5
    cse83 = -cse29*cse5 + cse31*cse5 - cse33*cse5
    cse84 = -cse2*cse27 + cse2*cse28 + cse2*cse34
    cse85 = 4.0*cse3
    cse86 = cse0*cse25
    cse87 = cse2*cse25
    cse88 = cse80*cse87
    cse89 = cse26*cse5
    cse90 = cse0*phid_rotor
    cse91 = cse12*cse90 + cse20*cse90 + cse28*cse89 + cse34*cse89
    cse92 = -cse10*cse27 + cse10*cse28 + cse11*cse34 + cse28*cse9
    cse93 = cse2*cse92
    cse94 = cse2*cse26
    cse95 = cse17*cse90 - cse23*cse90 + cse29*cse94 - cse31*cse94
    cse96 = -cse14*cse31 + cse16*cse31 - cse17*cse26 + cse22*cse29
    cse97 = cse5*cse96
    cse98 = cse18*cse89 + cse2*cse35*phid_rotor + cse21*cse94 - cse30*cse5*phid_rotor
    cse99 = 0.7497211555855399*cse25
    cse100 = cse40*cse99
    cse101 = cse0*cse62
    cse102 = -cse0*cse51 + cse43*cse99
    cse103 = cse102*cse67
    cse104 = cse0*cse73
    cse105 = cse0*cse69
    cse106 = cse39*lam_17
    cse107 = cse0*cse59
    cse108 = cse0*cse41
    cse109 = cse0*cse61
    cse110 = cse104*lam_14 + cse105*lam_13 + cse106*cse107 + cse108*lam_0 + cse109*lam_1 + lam_16*(-cse103 + cse57*(cse100 - cse101))
    cse111 = -cse15 + cse17 + cse23
    cse112 = -cse12 + cse19 + cse20
    cse113 = cse2*cse5
    cse114 = cse14*cse28 + cse16*cse27 - cse16*cse28 + cse22*cse34
    cse115 = -cse10 - cse9
    cse116 = 4.0*cse10
    cse117 = cse10*cse31 + cse115*cse29 - cse116*cse26 + cse31*cse9
    cse118 = cse11*(-cse116 - 4.0*cse9) + cse115*cse21 + cse18*cse22 + cse22*(-2.0*cse14 + 2.0*cse16)
    cse119 = acc_4*cse0
    cse120 = 2.0*cse6
    cse121 = cse25*cse47
    cse122 = -cse25*cse60 + cse62
    cse123 = cse122*cse67
    cse124 = cse25*cse61
    cse125 = -cse124 + cse59
    cse126 = -cse41 - cse76
    cse127 = cse25*cse75
    cse128 = -cse25*cse71 - cse69
    cse129 = cse106*cse126 + cse125*lam_0 + cse128*lam_14 + lam_1*(cse42 + cse44) + lam_13*(-cse127 + cse73) + lam_16*(-cse123 + cse57*(-cse121 - cse51))
    cse130 = cse47 + cse50 + cse52
    cse131 = cse37*lam_16
    cse132 = cse131*(cse130*cse57 + cse68)
    cse133 = math.cos(theta_link2)
    cse134 = cse133*cse56
    cse135 = cse133*cse66
    cse136 = cse131*(-cse130*cse135 + cse134*cse65)
    cse137 = -cse74 + cse75
    cse138 = -cse130*cse67 + cse57*cse65
    cse139 = cse39*(cse61 - cse77)
    cse140 = 0.6617538733301699*cse13
    cse141 = 2*lam_15
    cse142 = -cse141*cse8
    cse143 = math.sin(cse38)
    cse144 = -cse143*cse8
    cse145 = acc_3*cse0
    cse146 = cse25*cse5
    cse147 = 0.6617538733301699*cse133
    cse148 = cse0*cse44
    cse149 = cse0*cse71*lam_13 - cse0*cse75*lam_14 - cse107*lam_1 + cse141*cse87 + cse148*lam_0 + lam_16*(cse0*cse47*cse67 + cse0*cse57*cse60 + cse146*cse147) + lam_17*(-cse109*cse39 + cse143*cse87)
    cse150 = -cse100 + cse101
    cse151 = cse131*(cse103 + cse150*cse57)
    cse152 = -cse49 - 0.6617538733301699*cse87
    cse153 = cse131*(cse102*cse134 - cse135*cse150 - cse152*cse55)
    cse154 = -cse105
    cse155 = 2*cse146
    cse156 = cse102*cse57 + cse133*cse152 - cse150*cse67
    cse157 = -cse108*cse39 + cse143*cse146
    cse158 = cse121 + cse51
    cse159 = cse131*(cse123 + cse158*cse57)
    cse160 = cse131*(cse122*cse134 - cse135*cse158 - 0.6617538733301699*cse55*cse8)
    cse161 = cse127 - cse73
    cse162 = 2*cse13
    cse163 = cse122*cse57 + cse147*cse8 - cse158*cse67
    cse164 = cse124 - cse59
    cse165 = cse13*cse143 + cse164*cse39
    cse166 = math.cos(psi_link2)
    cse167 = cse166**2
    cse168 = cse55**2
    cse169 = math.sin(psi_link2)
    cse170 = cse169**2
    cse171 = cse166*cse55
    cse172 = cse171*phid_link2
    cse173 = 12.4*cse172
    cse174 = cse169*thetad_link2
    cse175 = 12.4*cse174
    cse176 = cse173 - cse175
    cse177 = cse169*cse55
    cse178 = cse177*phid_link2
    cse179 = cse166*thetad_link2
    cse180 = cse178 + cse179
    cse181 = 12.4*cse180
    cse182 = 0.01*cse178
    cse183 = 0.01*cse179
    cse184 = -cse182 - cse183
    cse185 = cse172 - cse174
    cse186 = 0.01*cse185
    cse187 = cse171*cse181 + cse171*cse184 + cse176*cse177 - cse177*cse186
    cse188 = cse133*phid_link2
    cse189 = 0.01*cse188
    cse190 = 0.01*psid_link2
    cse191 = cse189 + cse190
    cse192 = cse133*cse186
    cse193 = 12.4*psid_link2
    cse194 = -cse133*cse175 + cse171*cse191 - cse171*cse193 + cse192
    cse195 = 12.4*cse188
    cse196 = -cse193 - cse195
    cse197 = -cse133*cse181 - cse133*cse183 + cse177*cse190 + cse177*cse196
    cse198 = -0.6617538733301699*cse126 + cse50
    cse199 = -0.6617538733301699*cse164 - cse58
    cse200 = -cse198*cse57 + cse199*cse67
    cse201 = 6.1*cse166
    cse202 = cse135*cse201
    cse203 = 6.1*cse169
    cse204 = cse203*cse56
    cse205 = -cse202 + cse204
    cse206 = cse134*cse201
    cse207 = cse203*cse66
    cse208 = cse206 + cse207
    cse209 = cse202 - cse204
    cse210 = -cse206 - cse207
    cse211 = cse205*lam_14 + cse208*lam_13 + cse209*lam_11 + cse210*lam_10
    cse212 = 12.39*cse169
    cse213 = cse171*cse212
    cse214 = cse166*cse176 - cse166*cse186 - cse169*cse181 - cse169*cse184
    cse215 = -cse169*cse191 + cse169*cse193 - cse169*cse195
    cse216 = -cse166*cse189 + cse166*cse190 + cse166*cse196
    cse217 = cse133*cse55
    cse218 = acc_10*cse166
    cse219 = cse133*cse212
    cse220 = cse55*phid_link2
    cse221 = cse169*cse188
    cse222 = cse181*cse220 + cse183*cse220 + cse190*cse221 + cse196*cse221
    cse223 = cse178*cse190 + cse179*cse190 + cse180*cse196 - cse183*cse188
    cse224 = cse166*cse223
    cse225 = -cse172*cse193 + cse174*cse193 - cse174*cse195 + cse185*cse191
    cse226 = cse169*cse225
    cse227 = cse166*cse188
    cse228 = cse175*cse220 - cse186*cse220 + cse191*cse227 - cse193*cse227
    cse229 = -cse169*cse192*phid_link2 + cse176*cse221 + cse181*cse227 + cse184*cse227
    cse230 = 6.1*cse171
    cse231 = cse230*cse56
    cse232 = cse201*cse67
    cse233 = cse199*cse56
    cse234 = -cse231*lam_11 + cse231*lam_14 - cse232*lam_10 + cse232*lam_13 + lam_16*(cse133*cse233 + cse135*cse198)
    cse235 = -cse173 + cse175 + cse186
    cse236 = -cse181 + cse182 + cse183
    cse237 = 24.78*cse169
    cse238 = acc_9*cse166
    cse239 = 12.39*cse55
    cse240 = acc_10*cse239
    cse241 = 0.01*cse174
    cse242 = cse172*cse190 - cse174*cse190 + cse185*cse196 + cse188*cse241
    cse243 = -cse178 - cse179
    cse244 = cse178*cse193 + cse179*cse193 - cse179*cse195 + cse191*cse243
    cse245 = cse176*cse185 + cse180*(-12.4*cse178 - 12.4*cse179) + cse184*cse243 + cse185*(-0.01*cse172 + cse241)
    cse246 = cse135*cse203
    cse247 = cse201*cse56
    cse248 = cse246 + cse247
    cse249 = cse134*cse203
    cse250 = cse201*cse66
    cse251 = -cse249 + cse250
    cse252 = cse249 - cse250
    cse253 = -cse246 - cse247
    cse254 = cse248*lam_13 + cse251*lam_11 + cse252*lam_14 + cse253*lam_10
    cse255 = cse198*cse67 + cse233*cse55
    cse256 = -cse140 + cse99
    cse257 = cse230*lam_12 - cse230*lam_15
    cse258 = acc_9*cse239
    cse259 = cse203*cse57
    cse260 = cse203*cse67
    cse261 = cse133*cse203
    cse262 = cse259*lam_10 - cse259*lam_13 - cse260*lam_11 + cse260*lam_14 + cse261*lam_12 - cse261*lam_15
    cse263 = -cse231
    cse264 = cse133*cse201
    cse265 = -cse264
    cse266 = -cse232
    cse267 = cse134*cse198 - cse135*cse199 - cse256*cse55
    cse268 = 6.1*cse177
    cse269 = -cse268
    cse270 = math.sin(psi_link3)
    cse271 = cse270**2
    cse272 = math.sin(theta_link3)
    cse273 = cse272**2
    cse274 = math.cos(psi_link3)
    cse275 = cse274**2
    cse276 = math.cos(theta_link3)
    cse277 = cse276*phid_link3
    cse278 = 0.01*cse277
    cse279 = 0.01*psid_link3
    cse280 = cse278 + cse279
    cse281 = cse272*cse274
    cse282 = cse281*phid_link3
    cse283 = cse270*thetad_link3
    cse284 = cse282 - cse283
    cse285 = 0.01*cse284
    cse286 = 4.54*psid_link3
    cse287 = 4.54*cse283
    cse288 = cse276*cse285 - cse276*cse287 + cse280*cse281 - cse281*cse286
    cse289 = cse270*cse272
    cse290 = 4.54*cse282
    cse291 = -cse287 + cse290
    cse292 = cse289*phid_link3
    cse293 = cse274*thetad_link3
    cse294 = cse292 + cse293
    cse295 = 4.54*cse294
    cse296 = 0.01*cse292
    cse297 = 0.01*cse293
    cse298 = -cse296 - cse297
    cse299 = cse281*cse295 + cse281*cse298 - cse285*cse289 + cse289*cse291
    cse300 = 4.54*cse277
    cse301 = -cse286 - cse300
    cse302 = -cse276*cse295 - cse276*cse297 + cse279*cse289 + cse289*cse301
    cse303 = math.cos(phi_link3)
    cse304 = cse272*cse303*lam_5
    cse305 = cse276*cse303
    cse306 = cse274*cse305
    cse307 = 3.7*cse306
    cse308 = math.sin(phi_link3)
    cse309 = cse270*cse308
    cse310 = 3.7*cse309
    cse311 = -cse307 + cse310
    cse312 = cse274*cse308
    cse313 = 3.7*cse276
    cse314 = cse312*cse313
    cse315 = cse270*cse303
    cse316 = 3.7*cse315
    cse317 = cse314 + cse316
    cse318 = cse307 - cse310
    cse319 = -cse314 - cse316
    cse320 = cse311*lam_11 + cse317*lam_10 + cse318*lam_8 + cse319*lam_7 + lam_6*(-cse306 + cse309)
    cse321 = 4.53*cse274*cse289
    cse322 = -cse270*cse295 - cse270*cse298 - cse274*cse285 + cse274*cse291
    cse323 = -cse270*cse280 + cse270*cse286 - cse270*cse300
    cse324 = -cse274*cse278 + cse274*cse279 + cse274*cse301
    cse325 = cse271*cse272
    cse326 = cse272*cse275
    cse327 = 4.53*acc_16
    cse328 = cse270*cse274
    cse329 = cse276*cse328
    cse330 = -cse277*cse297 + cse279*cse292 + cse279*cse293 + cse294*cse301
    cse331 = cse274*cse330
    cse332 = cse270*cse277
    cse333 = cse272*phid_link3
    cse334 = cse279*cse332 + cse295*cse333 + cse297*cse333 + cse301*cse332
    cse335 = cse274*cse277
    cse336 = cse280*cse335 - cse285*cse333 - cse286*cse335 + cse287*cse333
    cse337 = cse280*cse284 - cse282*cse286 + cse283*cse286 - cse283*cse300
    cse338 = cse270*cse337
    cse339 = -cse285*cse332 + cse291*cse332 + cse295*cse335 + cse298*cse335
    cse340 = cse272*cse308
    cse341 = cse274*cse340
    cse342 = 3.7*cse341
    cse343 = cse274*cse303
    cse344 = cse272*cse343
    cse345 = 3.7*cse344
    cse346 = cse276*cse308*lam_5 + cse341*lam_6 + cse342*lam_11 - cse342*lam_8 + cse345*lam_10 - cse345*lam_7
    cse347 = cse285 + cse287 - cse290
    cse348 = -cse295 + cse296 + cse297
    cse349 = 4.53*cse326
    cse350 = 0.01*cse283
    cse351 = cse277*cse350 + cse279*cse282 - cse279*cse283 + cse284*cse301
    cse352 = -cse292 - cse293
    cse353 = cse280*cse352 + cse286*cse292 + cse286*cse293 - cse293*cse300
    cse354 = cse284*cse291 + cse284*(-0.01*cse282 + cse350) + cse294*(-4.54*cse292 - 4.54*cse293) + cse298*cse352
    cse355 = 9.06*cse328
    cse356 = cse309*cse313
    cse357 = 3.7*cse343
    cse358 = cse356 - cse357
    cse359 = cse270*cse305
    cse360 = 3.7*cse359
    cse361 = 3.7*cse312
    cse362 = cse360 + cse361
    cse363 = -cse356 + cse357
    cse364 = -cse360 - cse361
    cse365 = cse358*lam_11 + cse362*lam_10 + cse363*lam_8 + cse364*lam_7 + lam_6*(cse276*cse309 - cse343)
    cse366 = -cse276*cse312 - cse315
    cse367 = 4.53*acc_15
    cse368 = 3.7*cse281
    cse369 = -cse368*lam_12 + cse368*lam_9
    cse370 = cse270*cse313
    cse371 = cse272*cse316
    cse372 = 3.7*cse270*cse340
    cse373 = cse272*cse315*lam_6 - cse370*lam_12 + cse370*lam_9 + cse371*lam_11 - cse371*lam_8 - cse372*lam_10 + cse372*lam_7
    cse374 = -cse305
    cse375 = -cse344
    cse376 = -cse342
    cse377 = cse274*cse313
    cse378 = -cse377
    cse379 = -cse345
    cse380 = -cse312 - cse359
    cse381 = 3.7*cse289
    cse382 = -cse381
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
        cse1*cse4 + cse37*(cse46*lam_17 + cse79 + lam_16*(cse57*(cse48 + cse54) - cse68)) + cse6*cse7 - h*(cse13*cse36 + cse24*cse25 + cse32*cse8),  # [3, 3]
        cse37*(acc_3*(8.0*cse6*cse86 + cse85*cse86) + acc_4*cse88 + cse0*(cse11*cse18 + cse21*cse22) + cse110 - cse13*cse91 - cse25*cse93 - cse25*cse97 - cse25*cse98 - cse8*cse95) + cse81 - h*(cse13*cse84 + cse25*cse82 + cse8*cse83),  # [3, 4]
        cse37*(acc_3*cse113*cse7 - cse114*cse13 - cse117*cse8 - cse118*cse25 - cse119*cse120 + cse119*cse4 + cse129 - cse13*cse96 + cse8*cse92) - h*(cse111*cse8 + cse112*cse13),  # [3, 5]
        cse132,  # [3, 9]
        cse136,  # [3, 10]
        cse45,  # [3, 18]
        cse125,  # [3, 19]
        cse72,  # [3, 31]
        cse137,  # [3, 32]
        cse138,  # [3, 34]
        cse139,  # [3, 35]
        cse110*cse37 + cse81 - h*(cse2*cse32 - cse36*cse5),  # [4, 3]
        cse120 + cse37*(acc_3*cse88 + cse142 - cse2*cse95 + cse5*cse91 - cse70*lam_14 + cse74*lam_13 + cse76*lam_1 + cse77*lam_0 + lam_16*(cse133*(cse140 - cse99) + cse54*cse57 - cse67*(cse58 + cse63)) + lam_17*(cse144 - cse39*cse42)) + cse85 - h*(cse2*cse83 - cse5*cse84),  # [4, 4]
        cse37*(-4.0*acc_4*cse113 + cse114*cse5 - cse117*cse2 - cse120*cse145 + cse145*cse4 + cse149 + cse93 + cse97) - h*(cse111*cse2 - cse112*cse5),  # [4, 5]
        cse151,  # [4, 9]
        cse153,  # [4, 10]
        cse107,  # [4, 18]
        cse148,  # [4, 19]
        cse104,  # [4, 31]
        cse154,  # [4, 32]
        cse155,  # [4, 33]
        cse156,  # [4, 34]
        cse157,  # [4, 35]
        cse129*cse37 - cse24*h,  # [5, 3]
        cse37*(cse149 - cse98) - cse82*h,  # [5, 4]
        cse37*(-cse118 + cse142 + cse79 + lam_16*(cse133*cse140 + cse57*(cse48 + cse53) - cse64*cse67) + lam_17*(cse144 + cse46)),  # [5, 5]
        cse159,  # [5, 9]
        cse160,  # [5, 10]
        cse126,  # [5, 18]
        cse78,  # [5, 19]
        cse128,  # [5, 31]
        cse161,  # [5, 32]
        cse162,  # [5, 33]
        cse163,  # [5, 34]
        cse165,  # [5, 35]
        1.0,  # [6, 6]
        1,  # [6, 28]
        1,  # [6, 31]
        1.0,  # [7, 7]
        1,  # [7, 29]
        1,  # [7, 32]
        1.0,  # [8, 8]
        1,  # [8, 30]
        1,  # [8, 33]
        cse132,  # [9, 3]
        cse151,  # [9, 4]
        cse159,  # [9, 5]
        0.01*cse167*cse168 + 12.4*cse168*cse170 + cse37*(cse200*lam_16 + cse211) - h*(cse133*cse187 + cse171*cse197 + cse177*cse194),  # [9, 9]
        cse213 + cse37*(acc_9*(0.02*cse167*cse217 + 24.8*cse170*cse217) - cse133*cse224 - cse133*cse226 - cse133*cse229 - cse171*cse222 - cse177*cse228 + cse218*cse219 + cse234 + cse55*(cse176*cse180 + cse184*cse185)) - h*(cse133*cse214 + cse171*cse216 + cse177*cse215),  # [9, 10]
        cse37*(-cse133*cse245 + cse167*cse240 + cse168*cse237*cse238 - cse170*cse240 - cse171*cse225 - cse171*cse242 + cse177*cse223 - cse177*cse244 + cse254) - h*(cse171*cse236 + cse177*cse235),  # [9, 11]
        cse209,  # [9, 28]
        cse208,  # [9, 29]
        cse205,  # [9, 31]
        cse210,  # [9, 32]
        cse255,  # [9, 34]
        cse136,  # [10, 3]
        cse153,  # [10, 4]
        cse160,  # [10, 5]
        cse213 + cse234*cse37 - h*(cse166*cse194 - cse169*cse197),  # [10, 9]
        12.4*cse167 + 0.01*cse170 + cse37*(-cse166*cse228 + cse169*cse222 + cse202*lam_11 - cse202*lam_14 - cse206*lam_10 + cse206*lam_13 + cse219*cse238 + cse257 + lam_16*(-cse133*cse256 + cse200)) - h*(cse166*cse215 - cse169*cse216),  # [10, 10]
        cse37*(-cse166*cse244 + cse167*cse258 + cse169*cse242 - cse170*cse258 - cse218*cse237 + cse224 + cse226 + cse262) - h*(cse166*cse235 - cse169*cse236),  # [10, 11]
        cse263,  # [10, 28]
        cse232,  # [10, 29]
        cse265,  # [10, 30]
        cse231,  # [10, 31]
        cse266,  # [10, 32]
        cse264,  # [10, 33]
        cse267,  # [10, 34]
        -cse187*h + cse254*cse37,  # [11, 9]
        -cse214*h + cse37*(-cse229 + cse262),  # [11, 10]
        cse37*(cse211 - cse245 + cse257),  # [11, 11]
        cse251,  # [11, 28]
        cse248,  # [11, 29]
        cse268,  # [11, 30]
        cse252,  # [11, 31]
        cse253,  # [11, 32]
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
        4.54*cse271*cse273 + 0.01*cse273*cse275 + cse37*(cse304 + cse320) - h*(cse276*cse299 + cse281*cse302 + cse288*cse289),  # [15, 15]
        cse321 + cse37*(acc_15*(9.08*cse276*cse325 + 0.02*cse276*cse326) + cse272*(cse284*cse298 + cse291*cse294) - cse276*cse331 - cse276*cse338 - cse276*cse339 - cse281*cse334 - cse289*cse336 + cse327*cse329 + cse346) - h*(cse276*cse322 + cse281*cse324 + cse289*cse323),  # [15, 16]
        cse37*(acc_15*cse273*cse355 + acc_16*cse349 - cse276*cse354 - cse281*cse337 - cse281*cse351 + cse289*cse330 - cse289*cse353 - cse325*cse327 + cse365) - h*(cse281*cse348 + cse289*cse347),  # [15, 17]
        cse340,  # [15, 23]
        cse366,  # [15, 24]
        cse318,  # [15, 25]
        cse317,  # [15, 26]
        cse311,  # [15, 28]
        cse319,  # [15, 29]
        cse321 + cse346*cse37 - h*(-cse270*cse302 + cse274*cse288),  # [16, 15]
        0.01*cse271 + 4.54*cse275 + cse37*(cse270*cse334 - cse274*cse336 + cse304 - cse306*lam_6 - cse307*lam_11 + cse307*lam_8 + cse314*lam_10 - cse314*lam_7 + cse329*cse367 + cse369) - h*(-cse270*cse324 + cse274*cse323),  # [16, 16]
        cse37*(acc_15*cse349 - acc_16*cse355 + cse270*cse351 - cse274*cse353 - cse325*cse367 + cse331 + cse338 + cse373) - h*(-cse270*cse348 + cse274*cse347),  # [16, 17]
        cse374,  # [16, 23]
        cse375,  # [16, 24]
        cse376,  # [16, 25]
        cse345,  # [16, 26]
        cse378,  # [16, 27]
        cse342,  # [16, 28]
        cse379,  # [16, 29]
        cse377,  # [16, 30]
        -cse299*h + cse365*cse37,  # [17, 15]
        -cse322*h + cse37*(-cse339 + cse373),  # [17, 16]
        cse37*(cse320 - cse354 + cse369),  # [17, 17]
        cse380,  # [17, 24]
        cse363,  # [17, 25]
        cse362,  # [17, 26]
        cse381,  # [17, 27]
        cse358,  # [17, 28]
        cse364,  # [17, 29]
        cse382,  # [17, 30]
        cse45,  # [18, 3]
        cse107,  # [18, 4]
        cse126,  # [18, 5]
        cse125,  # [19, 3]
        cse148,  # [19, 4]
        cse78,  # [19, 5]
        -1,  # [20, 0]
        -1,  # [21, 1]
        -1,  # [22, 2]
        cse340,  # [23, 15]
        cse374,  # [23, 16]
        cse366,  # [24, 15]
        cse375,  # [24, 16]
        cse380,  # [24, 17]
        -1,  # [25, 12]
        cse318,  # [25, 15]
        cse376,  # [25, 16]
        cse363,  # [25, 17]
        -1,  # [26, 13]
        cse317,  # [26, 15]
        cse345,  # [26, 16]
        cse362,  # [26, 17]
        -1,  # [27, 14]
        cse378,  # [27, 16]
        cse381,  # [27, 17]
        1,  # [28, 6]
        cse209,  # [28, 9]
        cse263,  # [28, 10]
        cse251,  # [28, 11]
        -1,  # [28, 12]
        cse311,  # [28, 15]
        cse342,  # [28, 16]
        cse358,  # [28, 17]
        1,  # [29, 7]
        cse208,  # [29, 9]
        cse232,  # [29, 10]
        cse248,  # [29, 11]
        -1,  # [29, 13]
        cse319,  # [29, 15]
        cse379,  # [29, 16]
        cse364,  # [29, 17]
        1,  # [30, 8]
        cse265,  # [30, 10]
        cse268,  # [30, 11]
        -1,  # [30, 14]
        cse377,  # [30, 16]
        cse382,  # [30, 17]
        -1,  # [31, 0]
        cse72,  # [31, 3]
        cse104,  # [31, 4]
        cse128,  # [31, 5]
        1,  # [31, 6]
        cse205,  # [31, 9]
        cse231,  # [31, 10]
        cse252,  # [31, 11]
        -1,  # [32, 1]
        cse137,  # [32, 3]
        cse154,  # [32, 4]
        cse161,  # [32, 5]
        1,  # [32, 7]
        cse210,  # [32, 9]
        cse266,  # [32, 10]
        cse253,  # [32, 11]
        -1,  # [33, 2]
        cse155,  # [33, 4]
        cse162,  # [33, 5]
        1,  # [33, 8]
        cse264,  # [33, 10]
        cse269,  # [33, 11]
        cse138,  # [34, 3]
        cse156,  # [34, 4]
        cse163,  # [34, 5]
        cse255,  # [34, 9]
        cse267,  # [34, 10]
        cse139,  # [35, 3]
        cse157,  # [35, 4]
        cse165,  # [35, 5]
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

    cse0 = math.cos(psi_link3)
    cse1 = phid_link3*math.sin(theta_link3)
    cse2 = cse0*cse1
    cse3 = math.sin(psi_link3)
    cse4 = cse3*thetad_link3
    cse5 = math.sin(psi_rotor)
    cse6 = phid_rotor*math.sin(theta_rotor)
    cse7 = cse5*cse6
    cse8 = math.cos(psi_rotor)
    cse9 = cse8*thetad_rotor
    cse10 = cse1*cse3
    cse11 = cse0*thetad_link3
    cse12 = cse6*cse8
    cse13 = cse5*thetad_rotor
    cse14 = math.cos(psi_link2)
    cse15 = phid_link2*math.sin(theta_link2)
    cse16 = cse14*cse15
    cse17 = math.sin(psi_link2)
    cse18 = cse17*thetad_link2
    cse19 = cse15*cse17
    cse20 = cse14*thetad_link2
    return np.array([
        9.81*r_link2_z + 9.81*r_link3_z + 19.62*r_rotor_z + 0.5*rd_link2_x**2 + 0.5*rd_link2_y**2 + 0.5*rd_link2_z**2 + 0.5*rd_link3_x**2 + 0.5*rd_link3_y**2 + 0.5*rd_link3_z**2 + 1.0*rd_rotor_x**2 + 1.0*rd_rotor_y**2 + 1.0*rd_rotor_z**2 + (1/2)*(cse10 + cse11)*(4.54*cse10 + 4.54*cse11) + (1/2)*(cse12 - cse13)*(2.0*cse12 - 2.0*cse13) + (1/2)*(0.01*cse16 - 0.01*cse18)*(cse16 - cse18) + (1/2)*(cse19 + cse20)*(12.4*cse19 + 12.4*cse20) + (1/2)*(0.01*cse2 - 0.01*cse4)*(cse2 - cse4) + (1/2)*(cse7 + cse9)*(4.0*cse7 + 4.0*cse9),  # [0]
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
    # 186 operations after common subexpression elimination
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

    cse0 = 2.0*rd_rotor_x
    cse1 = 1.0*rd_link3_x
    cse2 = 1.0*rd_link2_x
    cse3 = 2.0*rd_rotor_y
    cse4 = 1.0*rd_link3_y
    cse5 = 1.0*rd_link2_y
    cse6 = 2.0*rd_rotor_z
    cse7 = 1.0*rd_link3_z
    cse8 = 1.0*rd_link2_z
    cse9 = math.cos(psi_rotor)
    cse10 = math.sin(theta_rotor)
    cse11 = cse10*phid_rotor
    cse12 = math.sin(psi_rotor)
    cse13 = cse11*cse9 - cse12*thetad_rotor
    cse14 = math.sin(phi_rotor)
    cse15 = math.cos(theta_rotor)
    cse16 = cse14*cse15
    cse17 = 2.0*cse9
    cse18 = math.cos(phi_rotor)
    cse19 = 2.0*cse12
    cse20 = math.cos(psi_link3)
    cse21 = math.sin(theta_link3)
    cse22 = cse21*phid_link3
    cse23 = math.sin(psi_link3)
    cse24 = cse20*cse22 - cse23*thetad_link3
    cse25 = math.sin(phi_link3)
    cse26 = math.cos(theta_link3)
    cse27 = cse25*cse26
    cse28 = 0.01*cse20
    cse29 = math.cos(phi_link3)
    cse30 = 0.01*cse23
    cse31 = math.cos(psi_link2)
    cse32 = math.sin(theta_link2)
    cse33 = cse32*phid_link2
    cse34 = math.sin(psi_link2)
    cse35 = cse31*cse33 - cse34*thetad_link2
    cse36 = math.sin(phi_link2)
    cse37 = math.cos(theta_link2)
    cse38 = cse36*cse37
    cse39 = 0.01*cse31
    cse40 = math.cos(phi_link2)
    cse41 = 0.01*cse34
    cse42 = cse11*cse12 + cse9*thetad_rotor
    cse43 = 4.0*cse12
    cse44 = 4.0*cse9
    cse45 = cse20*thetad_link3 + cse22*cse23
    cse46 = 4.54*cse23
    cse47 = 4.54*cse20
    cse48 = cse31*thetad_link2 + cse33*cse34
    cse49 = 12.4*cse34
    cse50 = 12.4*cse31
    cse51 = cse15*cse18
    cse52 = cse37*cse40
    cse53 = cse26*cse29
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse13*(-cse16*cse17 - cse18*cse19) + cse24*(-cse27*cse28 - cse29*cse30) - cse3*r_rotor_z + cse35*(-cse38*cse39 - cse40*cse41) - cse4*r_link3_z + cse42*(-cse16*cse43 + cse18*cse44) + cse45*(-cse27*cse46 + cse29*cse47) + cse48*(-cse38*cse49 + cse40*cse50) - cse5*r_link2_z + cse6*r_rotor_y + cse7*r_link3_y + cse8*r_link2_y,  # [3]
        cse0*r_rotor_z + cse1*r_link3_z + cse13*(-cse14*cse19 + cse17*cse51) + cse2*r_link2_z + cse24*(-cse25*cse30 + cse28*cse53) + cse35*(-cse36*cse41 + cse39*cse52) + cse42*(cse14*cse44 + cse43*cse51) + cse45*(cse25*cse47 + cse46*cse53) + cse48*(cse36*cse50 + cse49*cse52) - cse6*r_rotor_x - cse7*r_link3_x - cse8*r_link2_x,  # [4]
        -cse0*r_rotor_y - cse1*r_link3_y + cse10*cse13*cse17 + cse10*cse42*cse43 - cse2*r_link2_y + cse21*cse24*cse28 + cse21*cse45*cse46 + cse3*r_rotor_x + cse32*cse35*cse39 + cse32*cse48*cse49 + cse4*r_link3_x + cse5*r_link2_x,  # [5]
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
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(theta_rotor)
    cse1 = math.sin(phi_rotor)
    cse2 = math.sin(psi_rotor)
    cse3 = cse1*cse2
    cse4 = math.cos(phi_rotor)
    cse5 = math.cos(psi_rotor)
    cse6 = cse4*cse5
    cse7 = cse1*cse5
    cse8 = cse2*cse4
    cse9 = math.sin(theta_rotor)
    cse10 = math.cos(theta_link2)
    cse11 = math.sin(phi_link2)
    cse12 = math.sin(psi_link2)
    cse13 = cse11*cse12
    cse14 = math.cos(phi_link2)
    cse15 = math.cos(psi_link2)
    cse16 = cse14*cse15
    cse17 = cse11*cse15
    cse18 = cse12*cse14
    cse19 = math.sin(theta_link2)
    cse20 = math.cos(theta_link3)
    cse21 = math.sin(phi_link3)
    cse22 = math.sin(psi_link3)
    cse23 = cse21*cse22
    cse24 = math.cos(phi_link3)
    cse25 = math.cos(psi_link3)
    cse26 = cse24*cse25
    cse27 = cse21*cse25
    cse28 = cse22*cse24
    cse29 = math.sin(theta_link3)
    return np.array([
        r_rotor_x,  # [0, 0]
        r_rotor_y,  # [0, 1]
        r_rotor_z,  # [0, 2]
        -cse0*cse3 + cse6,  # [0, 3]
        -cse0*cse7 - cse8,  # [0, 4]
        cse1*cse9,  # [0, 5]
        cse0*cse8 + cse7,  # [0, 6]
        cse0*cse6 - cse3,  # [0, 7]
        -cse4*cse9,  # [0, 8]
        cse2*cse9,  # [0, 9]
        cse5*cse9,  # [0, 10]
        cse0,  # [0, 11]
        r_link2_x,  # [1, 0]
        r_link2_y,  # [1, 1]
        r_link2_z,  # [1, 2]
        -cse10*cse13 + cse16,  # [1, 3]
        -cse10*cse17 - cse18,  # [1, 4]
        cse11*cse19,  # [1, 5]
        cse10*cse18 + cse17,  # [1, 6]
        cse10*cse16 - cse13,  # [1, 7]
        -cse14*cse19,  # [1, 8]
        cse12*cse19,  # [1, 9]
        cse15*cse19,  # [1, 10]
        cse10,  # [1, 11]
        r_link3_x,  # [2, 0]
        r_link3_y,  # [2, 1]
        r_link3_z,  # [2, 2]
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
    # 135 operations after common subexpression elimination
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
    cse6 = cse3*cse5
    cse7 = math.sin(psi_rotor)
    cse8 = cse6*phid_rotor - cse7*thetad_rotor
    cse9 = cse0*cse5
    cse10 = math.cos(phi_rotor)
    cse11 = cse10*cse7
    cse12 = cse3*cse7
    cse13 = cse12*phid_rotor + cse5*thetad_rotor
    cse14 = cse0*cse7
    cse15 = cse10*cse5
    cse16 = math.sin(phi_link2)
    cse17 = math.cos(theta_link2)
    cse18 = cse17*phid_link2 + psid_link2
    cse19 = math.sin(theta_link2)
    cse20 = cse18*cse19
    cse21 = math.cos(psi_link2)
    cse22 = cse19*cse21
    cse23 = math.sin(psi_link2)
    cse24 = cse22*phid_link2 - cse23*thetad_link2
    cse25 = cse16*cse21
    cse26 = math.cos(phi_link2)
    cse27 = cse23*cse26
    cse28 = cse19*cse23
    cse29 = cse21*thetad_link2 + cse28*phid_link2
    cse30 = cse16*cse23
    cse31 = cse21*cse26
    cse32 = math.sin(phi_link3)
    cse33 = math.cos(theta_link3)
    cse34 = cse33*phid_link3 + psid_link3
    cse35 = math.sin(theta_link3)
    cse36 = cse34*cse35
    cse37 = math.cos(psi_link3)
    cse38 = cse35*cse37
    cse39 = math.sin(psi_link3)
    cse40 = cse38*phid_link3 - cse39*thetad_link3
    cse41 = cse32*cse37
    cse42 = math.cos(phi_link3)
    cse43 = cse39*cse42
    cse44 = cse35*cse39
    cse45 = cse37*thetad_link3 + cse44*phid_link3
    cse46 = cse32*cse39
    cse47 = cse37*cse42
    return np.array([
        rd_rotor_x,  # [0, 0]
        rd_rotor_y,  # [0, 1]
        rd_rotor_z,  # [0, 2]
        cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(-cse1*cse9 - cse11),  # [0, 3]
        -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(cse1*cse15 - cse14),  # [0, 4]
        cse1*cse2 + cse12*cse13 + cse6*cse8,  # [0, 5]
        rd_link2_x,  # [1, 0]
        rd_link2_y,  # [1, 1]
        rd_link2_z,  # [1, 2]
        cse16*cse20 + cse24*(-cse17*cse25 - cse27) + cse29*(-cse17*cse30 + cse31),  # [1, 3]
        -cse20*cse26 + cse24*(cse17*cse31 - cse30) + cse29*(cse17*cse27 + cse25),  # [1, 4]
        cse17*cse18 + cse22*cse24 + cse28*cse29,  # [1, 5]
        rd_link3_x,  # [2, 0]
        rd_link3_y,  # [2, 1]
        rd_link3_z,  # [2, 2]
        cse32*cse36 + cse40*(-cse33*cse41 - cse43) + cse45*(-cse33*cse46 + cse47),  # [2, 3]
        -cse36*cse42 + cse40*(cse33*cse47 - cse46) + cse45*(cse33*cse43 + cse41),  # [2, 4]
        cse33*cse34 + cse38*cse40 + cse44*cse45,  # [2, 5]
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

