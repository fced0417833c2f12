# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: four_link
# formulation: rA
# scheme: any
# input hash: 920dcceed987c6b2
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'four_link' in the rA formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (36): r_rotor_x, r_rotor_y, r_rotor_z, A_rotor_11, A_rotor_12, A_rotor_13, A_rotor_21,
        A_rotor_22, A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33, r_link2_x,
        r_link2_y, r_link2_z, A_link2_11, A_link2_12, A_link2_13, A_link2_21,
        A_link2_22, A_link2_23, A_link2_31, A_link2_32, A_link2_33, r_link3_x,
        r_link3_y, r_link3_z, A_link3_11, A_link3_12, A_link3_13, A_link3_21,
        A_link3_22, A_link3_23, A_link3_31, A_link3_32, A_link3_33
    v (18): rd_rotor_x, rd_rotor_y, rd_rotor_z, w_rotor_x, w_rotor_y, w_rotor_z, rd_link2_x,
        rd_link2_y, rd_link2_z, w_link2_x, w_link2_y, w_link2_z, rd_link3_x, rd_link3_y,
        rd_link3_z, w_link3_x, w_link3_y, w_link3_z
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
FORMULATION = 'rA'
INPUT_HASH = '920dcceed987c6b2'
N_Q = 36
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
 'formulation': 'rA',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['rotor', 'link2', 'link3'],
 'q_layout': {'rotor': [0, 12], 'link2': [12, 24], 'link3': [24, 36]},
 'v_layout': {'rotor': [0, 6], 'link2': [6, 12], 'link3': [12, 18]},
 'q_names': ['r_rotor_x',
             'r_rotor_y',
             'r_rotor_z',
             'A_rotor_11',
             'A_rotor_12',
             'A_rotor_13',
             'A_rotor_21',
             'A_rotor_22',
             'A_rotor_23',
             'A_rotor_31',
             'A_rotor_32',
             'A_rotor_33',
             'r_link2_x',
             'r_link2_y',
             'r_link2_z',
             'A_link2_11',
             'A_link2_12',
             'A_link2_13',
             'A_link2_21',
             'A_link2_22',
             'A_link2_23',
             'A_link2_31',
             'A_link2_32',
             'A_link2_33',
             'r_link3_x',
             'r_link3_y',
             'r_link3_z',
             'A_link3_11',
             'A_link3_12',
             'A_link3_13',
             'A_link3_21',
             'A_link3_22',
             'A_link3_23',
             'A_link3_31',
             'A_link3_32',
             'A_link3_33'],
 'v_names': ['rd_rotor_x',
             'rd_rotor_y',
             'rd_rotor_z',
             'w_rotor_x',
             'w_rotor_y',
             'w_rotor_z',
             'rd_link2_x',
             'rd_link2_y',
             'rd_link2_z',
             'w_link2_x',
             'w_link2_y',
             'w_link2_z',
             'rd_link3_x',
             'rd_link3_y',
             'rd_link3_z',
             'w_link3_x',
             'w_link3_y',
             'w_link3_z'],
 'n_q': 36,
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
 'tangent_identity': False,
 'mass_matrix_constant': True,
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
 'input_hash': '920dcceed987c6b2'}
_tangent_INDEX = (
    np.array([0,
     1,
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
     15,
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
     3,
     4,
     5,
     3,
     4,
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
     16,
     17,
     15,
     16,
     17,
     15,
     16,
     17]),
)
_Phi_q_INDEX = (
    np.array([0,
     0,
     1,
     1,
     2,
     3,
     4,
     5,
     5,
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
     16,
     16,
     16,
     16,
     16,
     17,
     17]),
    np.array([4,
     5,
     3,
     5,
     0,
     1,
     2,
     15,
     16,
     15,
     17,
     12,
     15,
     17,
     13,
     15,
     17,
     14,
     15,
     17,
     6,
     9,
     11,
     12,
     15,
     17,
     7,
     9,
     11,
     13,
     15,
     17,
     8,
     9,
     11,
     14,
     15,
     17,
     0,
     4,
     5,
     6,
     9,
     11,
     1,
     4,
     5,
     7,
     9,
     11,
     2,
     4,
     5,
     8,
     9,
     11,
     3,
     4,
     5,
     9,
     10,
     4,
     5]),
)
_nu_INDEX = np.array([17])
_gamma_INDEX = np.array([0, 1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
_M_INDEX = (
    np.array([0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16]),
    np.array([0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16]),
)
_Q_INDEX = np.array([2, 3, 4, 5, 8, 9, 10, 11, 14, 15, 16, 17])
_Q_v_INDEX = (
    np.array([3, 3, 4, 4, 5, 5, 9, 9, 10, 10, 11, 11, 15, 15, 16, 16, 17, 17]),
    np.array([4, 5, 3, 5, 3, 4, 10, 11, 9, 11, 9, 10, 16, 17, 15, 17, 15, 16]),
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
     11,
     11,
     15,
     15,
     15,
     16,
     16,
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
     10,
     11,
     10,
     11,
     15,
     16,
     17,
     16,
     17,
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
     9,
     9,
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
     15,
     15,
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
     33,
     33,
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
     11,
     19,
     34,
     3,
     4,
     5,
     9,
     10,
     11,
     18,
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
     11,
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
     30,
     31,
     32,
     33,
     34,
     3,
     4,
     5,
     9,
     10,
     11,
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
     27,
     28,
     29,
     30,
     15,
     16,
     17,
     23,
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
     17,
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
     15,
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
     9,
     10,
     11,
     14,
     15,
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
        q: position coordinates (36).
        dv: increment in velocity coordinates (e.g. h v) (18).

    Returns:
        ndarray of shape (36,), 36 nonzero.
    """
    # 261 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, A_rotor_11,
        A_rotor_12, A_rotor_13, A_rotor_21, A_rotor_22,
        A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33,
        r_link2_x, r_link2_y, r_link2_z, A_link2_11,
        A_link2_12, A_link2_13, A_link2_21, A_link2_22,
        A_link2_23, A_link2_31, A_link2_32, A_link2_33,
        r_link3_x, r_link3_y, r_link3_z, A_link3_11,
        A_link3_12, A_link3_13, A_link3_21, A_link3_22,
        A_link3_23, A_link3_31, A_link3_32, A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13, dv_14, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    cse0 = dv_3**2
    cse1 = dv_4**2
    cse2 = dv_5**2
    cse3 = math.sqrt(cse0 + cse1 + cse2)
    cse4 = _sinc(cse3)
    cse5 = cse4*dv_5
    cse6 = _sinc((1/2)*cse3)**2
    cse7 = (1/2)*cse6
    cse8 = cse7*dv_3
    cse9 = cse8*dv_4
    cse10 = cse5 + cse9
    cse11 = cse4*dv_4
    cse12 = cse8*dv_5
    cse13 = -cse11 + cse12
    cse14 = cse1*cse7
    cse15 = cse2*cse7 - 1
    cse16 = -cse14 - cse15
    cse17 = cse4*dv_3
    cse18 = cse17 + cse7*dv_4*dv_5
    cse19 = -cse5 + cse9
    cse20 = cse0*cse7
    cse21 = -cse15 - cse20
    cse22 = cse11 + cse12
    cse23 = -cse17 + (1/2)*cse6*dv_4*dv_5
    cse24 = -cse14 - cse20 + 1
    cse25 = dv_10**2
    cse26 = dv_11**2
    cse27 = dv_9**2
    cse28 = math.sqrt(cse25 + cse26 + cse27)
    cse29 = _sinc(cse28)
    cse30 = cse29*dv_11
    cse31 = _sinc((1/2)*cse28)**2
    cse32 = (1/2)*cse31
    cse33 = cse32*dv_9
    cse34 = cse33*dv_10
    cse35 = cse30 + cse34
    cse36 = cse29*dv_10
    cse37 = (1/2)*cse31*dv_11*dv_9 - cse36
    cse38 = cse25*cse32
    cse39 = cse26*cse32 - 1
    cse40 = -cse38 - cse39
    cse41 = cse29*dv_9
    cse42 = cse32*dv_10*dv_11
    cse43 = cse41 + cse42
    cse44 = -cse30 + cse34
    cse45 = cse27*cse32
    cse46 = -cse39 - cse45
    cse47 = cse33*dv_11 + cse36
    cse48 = -cse41 + cse42
    cse49 = -cse38 - cse45 + 1
    cse50 = dv_15**2
    cse51 = dv_16**2
    cse52 = dv_17**2
    cse53 = math.sqrt(cse50 + cse51 + cse52)
    cse54 = _sinc(cse53)
    cse55 = cse54*dv_17
    cse56 = _sinc((1/2)*cse53)**2
    cse57 = (1/2)*cse56
    cse58 = cse57*dv_15
    cse59 = cse58*dv_16
    cse60 = cse55 + cse59
    cse61 = cse54*dv_16
    cse62 = cse58*dv_17
    cse63 = -cse61 + cse62
    cse64 = cse51*cse57
    cse65 = cse52*cse57 - 1
    cse66 = -cse64 - cse65
    cse67 = cse54*dv_15
    cse68 = cse57*dv_16*dv_17 + cse67
    cse69 = -cse55 + cse59
    cse70 = cse50*cse57
    cse71 = -cse65 - cse70
    cse72 = cse61 + cse62
    cse73 = (1/2)*cse56*dv_16*dv_17 - cse67
    cse74 = -cse64 - cse70 + 1
    return np.array([
        dv_0 + r_rotor_x,  # [0]
        dv_1 + r_rotor_y,  # [1]
        dv_2 + r_rotor_z,  # [2]
        A_rotor_11*cse16 + A_rotor_12*cse10 + A_rotor_13*cse13,  # [3]
        A_rotor_11*cse19 + A_rotor_12*cse21 + A_rotor_13*cse18,  # [4]
        A_rotor_11*cse22 + A_rotor_12*cse23 + A_rotor_13*cse24,  # [5]
        A_rotor_21*cse16 + A_rotor_22*cse10 + A_rotor_23*cse13,  # [6]
        A_rotor_21*cse19 + A_rotor_22*cse21 + A_rotor_23*cse18,  # [7]
        A_rotor_21*cse22 + A_rotor_22*cse23 + A_rotor_23*cse24,  # [8]
        A_rotor_31*cse16 + A_rotor_32*cse10 + A_rotor_33*cse13,  # [9]
        A_rotor_31*cse19 + A_rotor_32*cse21 + A_rotor_33*cse18,  # [10]
        A_rotor_31*cse22 + A_rotor_32*cse23 + A_rotor_33*cse24,  # [11]
        dv_6 + r_link2_x,  # [12]
        dv_7 + r_link2_y,  # [13]
        dv_8 + r_link2_z,  # [14]
        A_link2_11*cse40 + A_link2_12*cse35 + A_link2_13*cse37,  # [15]
        A_link2_11*cse44 + A_link2_12*cse46 + A_link2_13*cse43,  # [16]
        A_link2_11*cse47 + A_link2_12*cse48 + A_link2_13*cse49,  # [17]
        A_link2_21*cse40 + A_link2_22*cse35 + A_link2_23*cse37,  # [18]
        A_link2_21*cse44 + A_link2_22*cse46 + A_link2_23*cse43,  # [19]
        A_link2_21*cse47 + A_link2_22*cse48 + A_link2_23*cse49,  # [20]
        A_link2_31*cse40 + A_link2_32*cse35 + A_link2_33*cse37,  # [21]
        A_link2_31*cse44 + A_link2_32*cse46 + A_link2_33*cse43,  # [22]
        A_link2_31*cse47 + A_link2_32*cse48 + A_link2_33*cse49,  # [23]
        dv_12 + r_link3_x,  # [24]
        dv_13 + r_link3_y,  # [25]
        dv_14 + r_link3_z,  # [26]
        A_link3_11*cse66 + A_link3_12*cse60 + A_link3_13*cse63,  # [27]
        A_link3_11*cse69 + A_link3_12*cse71 + A_link3_13*cse68,  # [28]
        A_link3_11*cse72 + A_link3_12*cse73 + A_link3_13*cse74,  # [29]
        A_link3_21*cse66 + A_link3_22*cse60 + A_link3_23*cse63,  # [30]
        A_link3_21*cse69 + A_link3_22*cse71 + A_link3_23*cse68,  # [31]
        A_link3_21*cse72 + A_link3_22*cse73 + A_link3_23*cse74,  # [32]
        A_link3_31*cse66 + A_link3_32*cse60 + A_link3_33*cse63,  # [33]
        A_link3_31*cse69 + A_link3_32*cse71 + A_link3_33*cse68,  # [34]
        A_link3_31*cse72 + A_link3_32*cse73 + A_link3_33*cse74,  # [35]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (18).

    Returns:
        ndarray of shape (18, 18), 36 nonzero.
    """
    # 87 operations after common subexpression elimination
    (
        _, _, _, dv_3,
        dv_4, dv_5, _, _,
        _, dv_9, dv_10, dv_11,
        _, _, _, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    cse0 = (1/6)*dv_4**2
    cse1 = (1/6)*dv_5**2 - 1
    cse2 = (1/2)*dv_5
    cse3 = (1/6)*dv_3
    cse4 = cse3*dv_4
    cse5 = (1/2)*dv_4
    cse6 = cse3*dv_5
    cse7 = (1/6)*dv_3**2
    cse8 = (1/2)*dv_3
    cse9 = (1/6)*dv_10**2
    cse10 = (1/6)*dv_11**2 - 1
    cse11 = (1/2)*dv_11
    cse12 = (1/6)*dv_9
    cse13 = cse12*dv_10
    cse14 = (1/2)*dv_10
    cse15 = (1/6)*dv_9**2
    cse16 = (1/2)*dv_9
    cse17 = (1/6)*dv_10*dv_11
    cse18 = (1/6)*dv_16**2
    cse19 = (1/6)*dv_17**2 - 1
    cse20 = (1/2)*dv_17
    cse21 = (1/6)*dv_15
    cse22 = cse21*dv_16
    cse23 = (1/2)*dv_16
    cse24 = cse21*dv_17
    cse25 = (1/6)*dv_15**2
    cse26 = (1/2)*dv_15
    out = np.zeros((18, 18))
    out[_tangent_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        -cse0 - cse1,  # [3, 3]
        cse2 + cse4,  # [3, 4]
        -cse5 + cse6,  # [3, 5]
        -cse2 + cse4,  # [4, 3]
        -cse1 - cse7,  # [4, 4]
        cse8 + (1/6)*dv_4*dv_5,  # [4, 5]
        cse5 + cse6,  # [5, 3]
        -cse8 + (1/6)*dv_4*dv_5,  # [5, 4]
        -cse0 - cse7 + 1,  # [5, 5]
        1,  # [6, 6]
        1,  # [7, 7]
        1,  # [8, 8]
        -cse10 - cse9,  # [9, 9]
        cse11 + cse13,  # [9, 10]
        -cse14 + (1/6)*dv_11*dv_9,  # [9, 11]
        -cse11 + cse13,  # [10, 9]
        -cse10 - cse15,  # [10, 10]
        cse16 + cse17,  # [10, 11]
        cse12*dv_11 + cse14,  # [11, 9]
        -cse16 + cse17,  # [11, 10]
        -cse15 - cse9 + 1,  # [11, 11]
        1,  # [12, 12]
        1,  # [13, 13]
        1,  # [14, 14]
        -cse18 - cse19,  # [15, 15]
        cse20 + cse22,  # [15, 16]
        -cse23 + cse24,  # [15, 17]
        -cse20 + cse22,  # [16, 15]
        -cse19 - cse25,  # [16, 16]
        cse26 + (1/6)*dv_16*dv_17,  # [16, 17]
        cse23 + cse24,  # [17, 15]
        -cse26 + (1/6)*dv_16*dv_17,  # [17, 16]
        -cse18 - cse25 + 1,  # [17, 17]
    )
    return out



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (36).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 58 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, A_rotor_11,
        A_rotor_12, A_rotor_13, A_rotor_21, A_rotor_22,
        A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33,
        r_link2_x, r_link2_y, r_link2_z, _,
        A_link2_12, A_link2_13, _, A_link2_22,
        A_link2_23, _, A_link2_32, A_link2_33,
        r_link3_x, r_link3_y, r_link3_z, _,
        A_link3_12, _, _, A_link3_22,
        A_link3_23, _, A_link3_32, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = -r_rotor_x
    cse1 = -r_rotor_y
    cse2 = -r_rotor_z
    cse3 = 3.7*A_link3_12
    cse4 = 3.7*A_link3_22
    cse5 = 3.7*A_link3_32
    cse6 = 6.1*A_link2_12
    cse7 = 6.1*A_link2_22
    cse8 = 6.1*A_link2_32
    cse9 = math.pi*t
    return np.array([
        A_rotor_11,  # [0]
        A_rotor_12,  # [1]
        cse0,  # [2]
        cse1,  # [3]
        cse2,  # [4]
        A_link3_23,  # [5]
        A_link3_22,  # [6]
        -cse3 - r_link3_x - 4,  # [7]
        -cse4 - r_link3_y - 8.5,  # [8]
        -cse5 - r_link3_z,  # [9]
        cse3 - cse6 + r_link2_x - r_link3_x,  # [10]
        cse4 - cse7 + r_link2_y - r_link3_y,  # [11]
        cse5 - cse8 + r_link2_z - r_link3_z,  # [12]
        2*A_rotor_11 + cse0 + cse6 + r_link2_x,  # [13]
        2*A_rotor_21 + cse1 + cse7 + r_link2_y,  # [14]
        2*A_rotor_31 + cse2 + cse8 + r_link2_z,  # [15]
        A_link2_13*(-0.6617538733301699*A_rotor_12 + 0.7497211555855399*A_rotor_13) + A_link2_23*(-0.6617538733301699*A_rotor_22 + 0.7497211555855399*A_rotor_23) + A_link2_33*(-0.6617538733301699*A_rotor_32 + 0.7497211555855399*A_rotor_33),  # [16]
        A_rotor_21*math.cos(cse9) + A_rotor_31*math.sin(cse9),  # [17]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (36).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 63 nonzero.
    """
    # 107 operations after common subexpression elimination
    (
        _, _, _, A_rotor_11,
        A_rotor_12, A_rotor_13, A_rotor_21, A_rotor_22,
        A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33,
        _, _, _, A_link2_11,
        A_link2_12, A_link2_13, A_link2_21, A_link2_22,
        A_link2_23, A_link2_31, A_link2_32, A_link2_33,
        _, _, _, A_link3_11,
        _, A_link3_13, A_link3_21, A_link3_22,
        A_link3_23, A_link3_31, _, A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = 3.7*A_link3_13
    cse1 = 3.7*A_link3_11
    cse2 = 3.7*A_link3_23
    cse3 = 3.7*A_link3_21
    cse4 = 3.7*A_link3_33
    cse5 = 3.7*A_link3_31
    cse6 = 6.1*A_link2_13
    cse7 = 6.1*A_link2_11
    cse8 = 6.1*A_link2_23
    cse9 = 6.1*A_link2_21
    cse10 = 6.1*A_link2_33
    cse11 = 6.1*A_link2_31
    cse12 = 0.7497211555855399*A_link2_13
    cse13 = 0.6617538733301699*A_link2_13
    cse14 = 0.7497211555855399*A_link2_23
    cse15 = 0.6617538733301699*A_link2_23
    cse16 = 0.7497211555855399*A_link2_33
    cse17 = 0.6617538733301699*A_link2_33
    cse18 = -0.6617538733301699*A_rotor_12 + 0.7497211555855399*A_rotor_13
    cse19 = -0.6617538733301699*A_rotor_22 + 0.7497211555855399*A_rotor_23
    cse20 = -0.6617538733301699*A_rotor_32 + 0.7497211555855399*A_rotor_33
    cse21 = math.pi*t
    cse22 = math.cos(cse21)
    cse23 = math.sin(cse21)
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        -A_rotor_13,  # [0, 4]
        A_rotor_12,  # [0, 5]
        A_rotor_13,  # [1, 3]
        -A_rotor_11,  # [1, 5]
        -1,  # [2, 0]
        -1,  # [3, 1]
        -1,  # [4, 2]
        -A_link3_22,  # [5, 15]
        A_link3_21,  # [5, 16]
        A_link3_23,  # [6, 15]
        -A_link3_21,  # [6, 17]
        -1,  # [7, 12]
        -cse0,  # [7, 15]
        cse1,  # [7, 17]
        -1,  # [8, 13]
        -cse2,  # [8, 15]
        cse3,  # [8, 17]
        -1,  # [9, 14]
        -cse4,  # [9, 15]
        cse5,  # [9, 17]
        1,  # [10, 6]
        -cse6,  # [10, 9]
        cse7,  # [10, 11]
        -1,  # [10, 12]
        cse0,  # [10, 15]
        -cse1,  # [10, 17]
        1,  # [11, 7]
        -cse8,  # [11, 9]
        cse9,  # [11, 11]
        -1,  # [11, 13]
        cse2,  # [11, 15]
        -cse3,  # [11, 17]
        1,  # [12, 8]
        -cse10,  # [12, 9]
        cse11,  # [12, 11]
        -1,  # [12, 14]
        cse4,  # [12, 15]
        -cse5,  # [12, 17]
        -1,  # [13, 0]
        -2*A_rotor_13,  # [13, 4]
        2*A_rotor_12,  # [13, 5]
        1,  # [13, 6]
        cse6,  # [13, 9]
        -cse7,  # [13, 11]
        -1,  # [14, 1]
        -2*A_rotor_23,  # [14, 4]
        2*A_rotor_22,  # [14, 5]
        1,  # [14, 7]
        cse8,  # [14, 9]
        -cse9,  # [14, 11]
        -1,  # [15, 2]
        -2*A_rotor_33,  # [15, 4]
        2*A_rotor_32,  # [15, 5]
        1,  # [15, 8]
        cse10,  # [15, 9]
        -cse11,  # [15, 11]
        -A_rotor_12*cse12 - A_rotor_13*cse13 - A_rotor_22*cse14 - A_rotor_23*cse15 - A_rotor_32*cse16 - A_rotor_33*cse17,  # [16, 3]
        A_rotor_11*cse12 + A_rotor_21*cse14 + A_rotor_31*cse16,  # [16, 4]
        A_rotor_11*cse13 + A_rotor_21*cse15 + A_rotor_31*cse17,  # [16, 5]
        -A_link2_12*cse18 - A_link2_22*cse19 - A_link2_32*cse20,  # [16, 9]
        A_link2_11*cse18 + A_link2_21*cse19 + A_link2_31*cse20,  # [16, 10]
        -A_rotor_23*cse22 - A_rotor_33*cse23,  # [17, 4]
        A_rotor_22*cse22 + A_rotor_32*cse23,  # [17, 5]
    )
    return out



def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (36).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 1 nonzero.
    """
    # 8 operations after common subexpression elimination
    (
        _, _, _, _,
        _, _, A_rotor_21, _,
        _, A_rotor_31, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = math.pi*t
    out = np.zeros(18)
    out[_nu_INDEX] = (
        math.pi*A_rotor_21*math.sin(cse0) - math.pi*A_rotor_31*math.cos(cse0),  # [17]
    )
    return out



def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 15 nonzero.
    """
    # 298 operations after common subexpression elimination
    (
        _, _, _, A_rotor_11,
        A_rotor_12, A_rotor_13, A_rotor_21, A_rotor_22,
        A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33,
        _, _, _, A_link2_11,
        A_link2_12, A_link2_13, A_link2_21, A_link2_22,
        A_link2_23, A_link2_31, A_link2_32, A_link2_33,
        _, _, _, A_link3_11,
        A_link3_12, A_link3_13, A_link3_21, A_link3_22,
        A_link3_23, A_link3_31, A_link3_32, A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, w_rotor_x,
        w_rotor_y, w_rotor_z, _, _,
        _, w_link2_x, w_link2_y, w_link2_z,
        _, _, _, w_link3_x,
        w_link3_y, w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = A_rotor_11*w_rotor_y
    cse1 = -A_rotor_12*w_rotor_x + cse0
    cse2 = A_rotor_11*w_rotor_z
    cse3 = A_rotor_13*w_rotor_x - cse2
    cse4 = cse3*w_rotor_z
    cse5 = A_rotor_12*w_rotor_z - A_rotor_13*w_rotor_y
    cse6 = A_link3_22*w_link3_z - A_link3_23*w_link3_y
    cse7 = w_link3_x*(A_link3_21*w_link3_y - A_link3_22*w_link3_x)
    cse8 = 3.7*w_link3_x
    cse9 = cse8*(A_link3_11*w_link3_y - A_link3_12*w_link3_x)
    cse10 = 3.7*w_link3_z
    cse11 = cse10*(A_link3_12*w_link3_z - A_link3_13*w_link3_y)
    cse12 = 3.7*cse7
    cse13 = 3.7*cse6*w_link3_z
    cse14 = cse8*(A_link3_31*w_link3_y - A_link3_32*w_link3_x)
    cse15 = cse10*(A_link3_32*w_link3_z - A_link3_33*w_link3_y)
    cse16 = A_link2_11*w_link2_y
    cse17 = A_link2_12*w_link2_x
    cse18 = cse16 - cse17
    cse19 = 6.1*w_link2_x
    cse20 = A_link2_12*w_link2_z - A_link2_13*w_link2_y
    cse21 = 6.1*w_link2_z
    cse22 = cse18*cse19 - cse20*cse21
    cse23 = A_link2_21*w_link2_y
    cse24 = A_link2_22*w_link2_x
    cse25 = cse23 - cse24
    cse26 = A_link2_22*w_link2_z - A_link2_23*w_link2_y
    cse27 = cse19*cse25 - cse21*cse26
    cse28 = A_link2_31*w_link2_y
    cse29 = A_link2_32*w_link2_x
    cse30 = cse28 - cse29
    cse31 = A_link2_32*w_link2_z - A_link2_33*w_link2_y
    cse32 = cse19*cse30 - cse21*cse31
    cse33 = A_rotor_21*w_rotor_y
    cse34 = -A_rotor_22*w_rotor_x + cse33
    cse35 = A_rotor_21*w_rotor_z
    cse36 = A_rotor_23*w_rotor_x - cse35
    cse37 = 2*w_rotor_z
    cse38 = A_rotor_31*w_rotor_y
    cse39 = -A_rotor_32*w_rotor_x + cse38
    cse40 = A_rotor_31*w_rotor_z
    cse41 = A_rotor_33*w_rotor_x - cse40
    cse42 = 0.6617538733301699*A_rotor_12 - 0.7497211555855399*A_rotor_13
    cse43 = 0.6617538733301699*A_rotor_22 - 0.7497211555855399*A_rotor_23
    cse44 = 0.6617538733301699*A_rotor_32 - 0.7497211555855399*A_rotor_33
    cse45 = 0.7497211555855399*A_link2_13
    cse46 = 0.6617538733301699*A_link2_13
    cse47 = 0.7497211555855399*A_link2_23
    cse48 = 0.6617538733301699*A_link2_23
    cse49 = A_rotor_22*w_rotor_z - A_rotor_23*w_rotor_y
    cse50 = 0.7497211555855399*A_link2_33
    cse51 = 0.6617538733301699*A_link2_33
    cse52 = A_rotor_32*w_rotor_z - A_rotor_33*w_rotor_y
    cse53 = math.pi**2
    cse54 = math.pi*t
    cse55 = math.cos(cse54)
    cse56 = math.sin(cse54)
    cse57 = math.pi*cse56
    cse58 = math.pi*cse55
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        cse1*w_rotor_y - cse4,  # [0]
        -cse1*w_rotor_x + cse5*w_rotor_z,  # [1]
        -cse6*w_link3_y + w_link3_x*(-A_link3_21*w_link3_z + A_link3_23*w_link3_x),  # [5]
        cse6*w_link3_z - cse7,  # [6]
        -cse11 + cse9,  # [7]
        cse12 - cse13,  # [8]
        cse14 - cse15,  # [9]
        cse11 + cse22 - cse9,  # [10]
        -cse12 + cse13 + cse27,  # [11]
        -cse14 + cse15 + cse32,  # [12]
        2*cse1*w_rotor_y - cse22 - 2*cse4,  # [13]
        -cse27 + 2*cse34*w_rotor_y - cse36*cse37,  # [14]
        -cse32 - cse37*cse41 + 2*cse39*w_rotor_y,  # [15]
        -cse1*(0.7497211555855399*A_link2_11*w_link2_y - 0.7497211555855399*cse17 - cse46*w_rotor_x) - cse18*(0.7497211555855399*cse0 + 0.6617538733301699*cse2 + w_rotor_x*(-0.7497211555855399*A_rotor_12 - 0.6617538733301699*A_rotor_13)) + cse20*cse42*w_link2_y - cse25*(0.7497211555855399*cse33 + 0.6617538733301699*cse35 + w_rotor_x*(-0.7497211555855399*A_rotor_22 - 0.6617538733301699*A_rotor_23)) + cse26*cse43*w_link2_y - cse3*(0.6617538733301699*A_link2_12*w_link2_x - 0.6617538733301699*cse16 - cse45*w_rotor_x) - cse30*(0.7497211555855399*cse38 + 0.6617538733301699*cse40 + w_rotor_x*(-0.7497211555855399*A_rotor_32 - 0.6617538733301699*A_rotor_33)) + cse31*cse44*w_link2_y - cse34*(0.7497211555855399*A_link2_21*w_link2_y - 0.7497211555855399*cse24 - cse48*w_rotor_x) - cse36*(0.6617538733301699*A_link2_22*w_link2_x - 0.6617538733301699*cse23 - cse47*w_rotor_x) - cse39*(0.7497211555855399*A_link2_31*w_link2_y - 0.7497211555855399*cse29 - cse51*w_rotor_x) - cse41*(0.6617538733301699*A_link2_32*w_link2_x - 0.6617538733301699*cse28 - cse50*w_rotor_x) - cse42*w_link2_x*(-A_link2_11*w_link2_z + A_link2_13*w_link2_x) - cse43*w_link2_x*(-A_link2_21*w_link2_z + A_link2_23*w_link2_x) - cse44*w_link2_x*(-A_link2_31*w_link2_z + A_link2_33*w_link2_x) - cse49*(cse47*w_rotor_y + cse48*w_rotor_z) - cse5*(cse45*w_rotor_y + cse46*w_rotor_z) - cse52*(cse50*w_rotor_y + cse51*w_rotor_z),  # [16]
        A_rotor_21*cse53*cse55 + A_rotor_31*cse53*cse56 + cse34*cse55*w_rotor_y - cse36*cse55*w_rotor_z + cse39*cse56*w_rotor_y - cse41*cse56*w_rotor_z + cse49*cse57 - cse52*cse58 - w_rotor_y*(A_rotor_23*cse57 - A_rotor_33*cse58) - w_rotor_z*(-A_rotor_22*cse57 + math.pi*A_rotor_32*cse55),  # [17]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (36).
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 15 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((18, 18))
    out[_M_INDEX] = (
        2.0,  # [0, 0]
        2.0,  # [1, 1]
        2.0,  # [2, 2]
        4.0,  # [3, 3]
        2.0,  # [4, 4]
        1.0,  # [6, 6]
        1.0,  # [7, 7]
        1.0,  # [8, 8]
        12.4,  # [9, 9]
        0.01,  # [10, 10]
        1.0,  # [12, 12]
        1.0,  # [13, 13]
        1.0,  # [14, 14]
        4.54,  # [15, 15]
        0.01,  # [16, 16]
    )
    return out



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 12 nonzero.
    """
    # 20 operations after common subexpression elimination
    (
        _, _, _, w_rotor_x,
        w_rotor_y, w_rotor_z, _, _,
        _, w_link2_x, w_link2_y, w_link2_z,
        _, _, _, w_link3_x,
        w_link3_y, w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 2.0*w_rotor_y
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -19.62,  # [2]
        cse0*w_rotor_z,  # [3]
        -4.0*w_rotor_x*w_rotor_z,  # [4]
        cse0*w_rotor_x,  # [5]
        -9.81,  # [8]
        0.01*w_link2_y*w_link2_z,  # [9]
        -12.4*w_link2_x*w_link2_z,  # [10]
        12.39*w_link2_x*w_link2_y,  # [11]
        -9.81,  # [14]
        0.01*w_link3_y*w_link3_z,  # [15]
        -4.54*w_link3_x*w_link3_z,  # [16]
        4.53*w_link3_x*w_link3_y,  # [17]
    )
    return out



def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((18, 18))
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 18 nonzero.
    """
    # 23 operations after common subexpression elimination
    (
        _, _, _, w_rotor_x,
        w_rotor_y, w_rotor_z, _, _,
        _, w_link2_x, w_link2_y, w_link2_z,
        _, _, _, w_link3_x,
        w_link3_y, w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 2.0*w_rotor_y
    out = np.zeros((18, 18))
    out[_Q_v_INDEX] = (
        2.0*w_rotor_z,  # [3, 4]
        cse0,  # [3, 5]
        -4.0*w_rotor_z,  # [4, 3]
        -4.0*w_rotor_x,  # [4, 5]
        cse0,  # [5, 3]
        2.0*w_rotor_x,  # [5, 4]
        0.01*w_link2_z,  # [9, 10]
        0.01*w_link2_y,  # [9, 11]
        -12.4*w_link2_z,  # [10, 9]
        -12.4*w_link2_x,  # [10, 11]
        12.39*w_link2_y,  # [11, 9]
        12.39*w_link2_x,  # [11, 10]
        0.01*w_link3_z,  # [15, 16]
        0.01*w_link3_y,  # [15, 17]
        -4.54*w_link3_z,  # [16, 15]
        -4.54*w_link3_x,  # [16, 17]
        4.53*w_link3_y,  # [17, 15]
        4.53*w_link3_x,  # [17, 16]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (36).
        a: accelerations (time derivative of v) (18).
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((18, 18))
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (36).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 35 nonzero.
    """
    # 286 operations after common subexpression elimination
    (
        _, _, _, A_rotor_11,
        A_rotor_12, A_rotor_13, A_rotor_21, A_rotor_22,
        A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33,
        _, _, _, A_link2_11,
        A_link2_12, A_link2_13, A_link2_21, A_link2_22,
        A_link2_23, A_link2_31, A_link2_32, A_link2_33,
        _, _, _, A_link3_11,
        A_link3_12, A_link3_13, A_link3_21, A_link3_22,
        A_link3_23, A_link3_31, A_link3_32, A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    cse0 = A_link2_13*lam_16
    cse1 = 0.6617538733301699*cse0 - lam_1
    cse2 = -cse1
    cse3 = 0.7497211555855399*A_rotor_13
    cse4 = 0.7497211555855399*A_rotor_23
    cse5 = A_link2_23*lam_16
    cse6 = 0.7497211555855399*A_rotor_33
    cse7 = A_link2_33*lam_16
    cse8 = cse0*cse3 + cse4*cse5 + cse6*cse7
    cse9 = A_rotor_21*cse5
    cse10 = A_rotor_31*cse7
    cse11 = 0.7497211555855399*A_rotor_11
    cse12 = 0.7497211555855399*A_rotor_12
    cse13 = 0.6617538733301699*A_rotor_13
    cse14 = lam_16*(-cse12 - cse13)
    cse15 = 0.7497211555855399*A_rotor_22
    cse16 = 0.6617538733301699*A_rotor_23
    cse17 = lam_16*(-cse15 - cse16)
    cse18 = 0.7497211555855399*A_rotor_32
    cse19 = 0.6617538733301699*A_rotor_33
    cse20 = lam_16*(-cse18 - cse19)
    cse21 = lam_0 + 2*lam_13
    cse22 = -cse21
    cse23 = math.pi*t
    cse24 = 2*lam_14 + lam_17*math.cos(cse23)
    cse25 = -cse24
    cse26 = 2*lam_15 + lam_17*math.sin(cse23)
    cse27 = -cse26
    cse28 = A_link2_12*lam_16
    cse29 = 0.7497211555855399*lam_16
    cse30 = A_rotor_21*cse29
    cse31 = A_rotor_31*cse29
    cse32 = -A_link2_22*cse30 - A_link2_32*cse31 - cse11*cse28
    cse33 = A_link2_11*lam_16
    cse34 = A_link2_21*cse30 + A_link2_31*cse31 + cse11*cse33
    cse35 = 0.6617538733301699*A_rotor_22
    cse36 = 0.6617538733301699*A_rotor_32
    cse37 = 0.6617538733301699*A_rotor_11
    cse38 = 0.6617538733301699*lam_16
    cse39 = A_rotor_21*cse38
    cse40 = A_rotor_31*cse38
    cse41 = -A_link2_22*cse39 - A_link2_32*cse40 - cse28*cse37
    cse42 = A_link2_21*cse39 + A_link2_31*cse40 + cse33*cse37
    cse43 = A_link2_22*lam_16
    cse44 = A_link2_32*lam_16
    cse45 = 6.1*lam_10 - 6.1*lam_13
    cse46 = -cse45
    cse47 = 6.1*lam_11 - 6.1*lam_14
    cse48 = -cse47
    cse49 = 6.1*lam_12 - 6.1*lam_15
    cse50 = -cse49
    cse51 = 0.6617538733301699*A_rotor_12 - cse3
    cse52 = cse35 - cse4
    cse53 = cse36 - cse6
    cse54 = A_link2_21*lam_16
    cse55 = A_link2_31*lam_16
    cse56 = -cse51
    cse57 = -cse52*lam_16
    cse58 = -cse53*lam_16
    cse59 = A_link3_23*lam_5
    cse60 = 3.7*lam_10 - 3.7*lam_7
    cse61 = 3.7*lam_12 - 3.7*lam_9
    cse62 = 3.7*lam_11 + lam_6 - 3.7*lam_8
    cse63 = -cse60
    cse64 = -cse61
    cse65 = -cse62
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        0.6617538733301699*A_link2_23*A_rotor_22*lam_16 + 0.6617538733301699*A_link2_33*A_rotor_32*lam_16 - A_rotor_12*cse2 - cse8,  # [3, 3]
        A_rotor_11*cse2 - 0.6617538733301699*cse10 - 0.6617538733301699*cse9,  # [3, 4]
        cse0*cse11 + 0.7497211555855399*cse10 + 0.7497211555855399*cse9,  # [3, 5]
        -A_link2_12*cse14 - A_link2_22*cse17 - A_link2_32*cse20,  # [3, 9]
        A_link2_11*cse14 + A_link2_21*cse17 + A_link2_31*cse20,  # [3, 10]
        -A_rotor_12*cse22 - A_rotor_22*cse25 - A_rotor_32*cse27,  # [4, 3]
        A_rotor_11*cse22 + A_rotor_21*cse25 + A_rotor_31*cse27 - cse8,  # [4, 4]
        cse0*cse12 + cse15*cse5 + cse18*cse7,  # [4, 5]
        cse32,  # [4, 9]
        cse34,  # [4, 10]
        A_rotor_13*cse21 + A_rotor_23*cse24 + A_rotor_33*cse26,  # [5, 3]
        -A_rotor_13*cse1 - cse16*cse5 - cse19*cse7,  # [5, 4]
        -A_rotor_11*cse21 + A_rotor_12*cse1 - A_rotor_21*cse24 - A_rotor_31*cse26 + cse35*cse5 + cse36*cse7,  # [5, 5]
        cse41,  # [5, 9]
        cse42,  # [5, 10]
        cse12*cse28 + cse13*cse28 + cse15*cse43 + cse16*cse43 + cse18*cse44 + cse19*cse44,  # [9, 3]
        cse32,  # [9, 4]
        cse41,  # [9, 5]
        -A_link2_12*cse46 + A_link2_13*cse51*lam_16 - A_link2_22*cse48 + A_link2_23*cse52*lam_16 - A_link2_32*cse50 + A_link2_33*cse53*lam_16,  # [9, 9]
        A_link2_11*cse46 + A_link2_21*cse48 + A_link2_31*cse50,  # [9, 10]
        -A_link2_21*cse52*lam_16 - A_link2_31*cse53*lam_16 - cse33*cse51,  # [9, 11]
        -cse12*cse33 - cse13*cse33 - cse15*cse54 - cse16*cse54 - cse18*cse55 - cse19*cse55,  # [10, 3]
        cse34,  # [10, 4]
        cse42,  # [10, 5]
        -A_link2_23*cse57 - A_link2_33*cse58 - cse0*cse56,  # [10, 10]
        A_link2_22*cse57 + A_link2_32*cse58 + cse28*cse56,  # [10, 11]
        -A_link2_13*cse45 - A_link2_23*cse47 - A_link2_33*cse49,  # [11, 10]
        A_link2_12*cse45 + A_link2_22*cse47 + A_link2_32*cse49,  # [11, 11]
        -A_link3_12*cse60 - A_link3_22*cse62 - A_link3_32*cse61 - cse59,  # [15, 15]
        A_link3_11*cse60 + A_link3_21*cse62 + A_link3_31*cse61,  # [15, 16]
        A_link3_21*lam_5,  # [15, 17]
        -cse59,  # [16, 16]
        A_link3_22*lam_5,  # [16, 17]
        -A_link3_13*cse63 - A_link3_23*cse65 - A_link3_33*cse64,  # [17, 16]
        A_link3_12*cse63 + A_link3_22*cse65 + A_link3_32*cse64,  # [17, 17]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        a: accelerations (time derivative of v) (18).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (36,), 36 nonzero.
    """
    # 294 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, A_rotor_11,
        A_rotor_12, A_rotor_13, A_rotor_21, A_rotor_22,
        A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33,
        r_link2_x, r_link2_y, r_link2_z, A_link2_11,
        A_link2_12, A_link2_13, A_link2_21, A_link2_22,
        A_link2_23, A_link2_31, A_link2_32, A_link2_33,
        r_link3_x, r_link3_y, r_link3_z, A_link3_11,
        A_link3_12, A_link3_13, A_link3_21, A_link3_22,
        A_link3_23, A_link3_31, A_link3_32, A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, w_rotor_x,
        w_rotor_y, w_rotor_z, _, _,
        _, w_link2_x, w_link2_y, w_link2_z,
        _, _, _, w_link3_x,
        w_link3_y, w_link3_z,
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

    cse0 = 2.0*w_rotor_y
    cse1 = 0.7497211555855399*A_link2_13
    cse2 = 0.6617538733301699*A_link2_13
    cse3 = 0.7497211555855399*A_link2_23
    cse4 = 0.6617538733301699*A_link2_23
    cse5 = 0.7497211555855399*A_link2_33
    cse6 = 0.6617538733301699*A_link2_33
    cse7 = 2*lam_13
    cse8 = 2*lam_14
    cse9 = 2*lam_15
    cse10 = math.pi*t
    cse11 = math.cos(cse10)
    cse12 = math.sin(cse10)
    cse13 = 6.1*A_link2_13
    cse14 = 6.1*A_link2_23
    cse15 = 6.1*A_link2_33
    cse16 = -0.6617538733301699*A_rotor_12 + 0.7497211555855399*A_rotor_13
    cse17 = -0.6617538733301699*A_rotor_22 + 0.7497211555855399*A_rotor_23
    cse18 = -0.6617538733301699*A_rotor_32 + 0.7497211555855399*A_rotor_33
    cse19 = 3.7*A_link3_13
    cse20 = 3.7*A_link3_23
    cse21 = 3.7*A_link3_33
    cse22 = h**(-2)
    cse23 = 3.7*A_link3_12
    cse24 = 3.7*A_link3_22
    cse25 = 3.7*A_link3_32
    cse26 = 6.1*A_link2_12
    cse27 = 6.1*A_link2_22
    cse28 = 6.1*A_link2_32
    return np.array([
        2.0*acc_0 - lam_13 - lam_2,  # [0]
        2.0*acc_1 - lam_14 - lam_3,  # [1]
        2.0*acc_2 - lam_15 - lam_4 + 19.62,  # [2]
        A_rotor_13*lam_1 + 4.0*acc_3 - cse0*w_rotor_z + lam_16*(-A_rotor_12*cse1 - A_rotor_13*cse2 - A_rotor_22*cse3 - A_rotor_23*cse4 - A_rotor_32*cse5 - A_rotor_33*cse6),  # [3]
        -A_rotor_13*cse7 - A_rotor_13*lam_0 - A_rotor_23*cse8 - A_rotor_33*cse9 + 2.0*acc_4 + lam_16*(A_rotor_11*cse1 + A_rotor_21*cse3 + A_rotor_31*cse5) + lam_17*(-A_rotor_23*cse11 - A_rotor_33*cse12) + 4.0*w_rotor_x*w_rotor_z,  # [4]
        -A_rotor_11*lam_1 + A_rotor_12*cse7 + A_rotor_12*lam_0 + A_rotor_22*cse8 + A_rotor_32*cse9 - cse0*w_rotor_x + lam_16*(A_rotor_11*cse2 + A_rotor_21*cse4 + A_rotor_31*cse6) + lam_17*(A_rotor_22*cse11 + A_rotor_32*cse12),  # [5]
        1.0*acc_6 + lam_10 + lam_13,  # [6]
        1.0*acc_7 + lam_11 + lam_14,  # [7]
        1.0*acc_8 + lam_12 + lam_15 + 9.81,  # [8]
        12.4*acc_9 - cse13*lam_10 + cse13*lam_13 - cse14*lam_11 + cse14*lam_14 - cse15*lam_12 + cse15*lam_15 + lam_16*(-A_link2_12*cse16 - A_link2_22*cse17 - A_link2_32*cse18) - 0.01*w_link2_y*w_link2_z,  # [9]
        0.01*acc_10 + lam_16*(A_link2_11*cse16 + A_link2_21*cse17 + A_link2_31*cse18) + 12.4*w_link2_x*w_link2_z,  # [10]
        6.1*A_link2_11*lam_10 - 6.1*A_link2_11*lam_13 + 6.1*A_link2_21*lam_11 - 6.1*A_link2_21*lam_14 + 6.1*A_link2_31*lam_12 - 6.1*A_link2_31*lam_15 - 12.39*w_link2_x*w_link2_y,  # [11]
        1.0*acc_12 - lam_10 - lam_7,  # [12]
        1.0*acc_13 - lam_11 - lam_8,  # [13]
        1.0*acc_14 - lam_12 - lam_9 + 9.81,  # [14]
        -A_link3_22*lam_5 + A_link3_23*lam_6 + 4.54*acc_15 + cse19*lam_10 - cse19*lam_7 + cse20*lam_11 - cse20*lam_8 + cse21*lam_12 - cse21*lam_9 - 0.01*w_link3_y*w_link3_z,  # [15]
        A_link3_21*lam_5 + 0.01*acc_16 + 4.54*w_link3_x*w_link3_z,  # [16]
        -3.7*A_link3_11*lam_10 + 3.7*A_link3_11*lam_7 - 3.7*A_link3_21*lam_11 - A_link3_21*lam_6 + 3.7*A_link3_21*lam_8 - 3.7*A_link3_31*lam_12 + 3.7*A_link3_31*lam_9 - 4.53*w_link3_x*w_link3_y,  # [17]
        A_rotor_11*cse22,  # [18]
        A_rotor_12*cse22,  # [19]
        -cse22*r_rotor_x,  # [20]
        -cse22*r_rotor_y,  # [21]
        -cse22*r_rotor_z,  # [22]
        A_link3_23*cse22,  # [23]
        A_link3_22*cse22,  # [24]
        cse22*(-cse23 - r_link3_x - 4),  # [25]
        cse22*(-cse24 - r_link3_y - 8.5),  # [26]
        cse22*(-cse25 - r_link3_z),  # [27]
        cse22*(cse23 - cse26 + r_link2_x - r_link3_x),  # [28]
        cse22*(cse24 - cse27 + r_link2_y - r_link3_y),  # [29]
        cse22*(cse25 - cse28 + r_link2_z - r_link3_z),  # [30]
        cse22*(2*A_rotor_11 + cse26 + r_link2_x - r_rotor_x),  # [31]
        cse22*(2*A_rotor_21 + cse27 + r_link2_y - r_rotor_y),  # [32]
        cse22*(2*A_rotor_31 + cse28 + r_link2_z - r_rotor_z),  # [33]
        cse22*(A_link2_13*cse16 + A_link2_23*cse17 + A_link2_33*cse18),  # [34]
        cse22*(A_rotor_21*cse11 + A_rotor_31*cse12),  # [35]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        a: accelerations (time derivative of v) (18).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (36, 36), 198 nonzero.
    """
    # 897 operations after common subexpression elimination
    (
        _, _, _, A_rotor_11,
        A_rotor_12, A_rotor_13, A_rotor_21, A_rotor_22,
        A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33,
        _, _, _, A_link2_11,
        A_link2_12, A_link2_13, A_link2_21, A_link2_22,
        A_link2_23, A_link2_31, A_link2_32, A_link2_33,
        _, _, _, A_link3_11,
        A_link3_12, A_link3_13, A_link3_21, A_link3_22,
        A_link3_23, A_link3_31, A_link3_32, A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, w_rotor_x,
        w_rotor_y, w_rotor_z, _, _,
        _, w_link2_x, w_link2_y, w_link2_z,
        _, _, _, w_link3_x,
        w_link3_y, w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    h = float(h)

    cse0 = h**2
    cse1 = (1/2)*h
    cse2 = cse1*w_rotor_y
    cse3 = (1/6)*cse0
    cse4 = cse3*w_rotor_x
    cse5 = cse4*w_rotor_z
    cse6 = cse2 + cse5
    cse7 = 0.7497211555855399*A_rotor_11
    cse8 = A_link2_13*cse7
    cse9 = A_link2_23*A_rotor_21
    cse10 = 0.7497211555855399*cse9
    cse11 = A_link2_33*A_rotor_31
    cse12 = 0.7497211555855399*cse11
    cse13 = cse10*lam_16 + cse12*lam_16 + cse8*lam_16
    cse14 = cse1*w_rotor_z
    cse15 = cse4*w_rotor_y
    cse16 = -cse14 + cse15
    cse17 = 0.6617538733301699*cse9
    cse18 = 0.6617538733301699*cse11
    cse19 = 0.6617538733301699*A_link2_13
    cse20 = cse19*lam_16 - lam_1
    cse21 = -cse20
    cse22 = A_rotor_11*cse21 - cse17*lam_16 - cse18*lam_16
    cse23 = cse3*w_rotor_y**2
    cse24 = cse3*w_rotor_z**2 - 1
    cse25 = -cse23 - cse24
    cse26 = 0.7497211555855399*A_rotor_13
    cse27 = A_link2_13*lam_16
    cse28 = 0.7497211555855399*A_rotor_23
    cse29 = A_link2_23*lam_16
    cse30 = 0.7497211555855399*A_rotor_33
    cse31 = A_link2_33*lam_16
    cse32 = cse26*cse27 + cse28*cse29 + cse30*cse31
    cse33 = 0.6617538733301699*A_link2_23*A_rotor_22*lam_16 + 0.6617538733301699*A_link2_33*A_rotor_32*lam_16 - A_rotor_12*cse21 - cse32
    cse34 = 2.0*h
    cse35 = cse1*w_rotor_x
    cse36 = cse3*w_rotor_y*w_rotor_z
    cse37 = -cse35 + cse36
    cse38 = cse3*w_rotor_x**2
    cse39 = -cse24 - cse38
    cse40 = cse14 + cse15
    cse41 = -cse34*w_rotor_y
    cse42 = cse35 + cse36
    cse43 = -cse23 - cse38 + 1
    cse44 = -cse2 + cse5
    cse45 = cse1*w_link2_z
    cse46 = cse3*w_link2_y
    cse47 = cse46*w_link2_x
    cse48 = -cse45 + cse47
    cse49 = 0.7497211555855399*A_rotor_12
    cse50 = 0.6617538733301699*A_rotor_13
    cse51 = lam_16*(-cse49 - cse50)
    cse52 = 0.7497211555855399*A_rotor_22
    cse53 = 0.6617538733301699*A_rotor_23
    cse54 = lam_16*(-cse52 - cse53)
    cse55 = 0.7497211555855399*A_rotor_32
    cse56 = 0.6617538733301699*A_rotor_33
    cse57 = lam_16*(-cse55 - cse56)
    cse58 = A_link2_11*cse51 + A_link2_21*cse54 + A_link2_31*cse57
    cse59 = cse3*w_link2_y**2
    cse60 = cse3*w_link2_z**2 - 1
    cse61 = -cse59 - cse60
    cse62 = -A_link2_12*cse51 - A_link2_22*cse54 - A_link2_32*cse57
    cse63 = cse45 + cse47
    cse64 = cse3*w_link2_x**2
    cse65 = -cse60 - cse64
    cse66 = cse1*w_link2_x
    cse67 = cse46*w_link2_z
    cse68 = cse66 + cse67
    cse69 = cse1*w_link2_y
    cse70 = cse3*w_link2_x*w_link2_z
    cse71 = -cse69 + cse70
    cse72 = A_link2_13*cse49
    cse73 = A_link2_23*cse52
    cse74 = A_link2_23*cse53
    cse75 = A_link2_33*cse55
    cse76 = A_link2_33*cse56
    cse77 = -A_link2_13*cse50 - cse72 - cse73 - cse74 - cse75 - cse76
    cse78 = 4.0*h
    cse79 = cse72*lam_16 + cse73*lam_16 + cse75*lam_16
    cse80 = lam_0 + 2*lam_13
    cse81 = -cse80
    cse82 = math.pi*t
    cse83 = math.cos(cse82)
    cse84 = cse83*lam_17 + 2*lam_14
    cse85 = -cse84
    cse86 = math.sin(cse82)
    cse87 = cse86*lam_17 + 2*lam_15
    cse88 = -cse87
    cse89 = -A_rotor_12*cse81 - A_rotor_22*cse85 - A_rotor_32*cse88
    cse90 = A_rotor_11*cse81 + A_rotor_21*cse85 + A_rotor_31*cse88 - cse32
    cse91 = cse7*lam_16
    cse92 = 0.7497211555855399*lam_16
    cse93 = A_rotor_21*cse92
    cse94 = A_rotor_31*cse92
    cse95 = A_link2_11*cse91 + A_link2_21*cse93 + A_link2_31*cse94
    cse96 = -A_link2_12*cse91 - A_link2_22*cse93 - A_link2_32*cse94
    cse97 = 2*A_rotor_13
    cse98 = 2*A_rotor_23
    cse99 = 2*A_rotor_33
    cse100 = cse10 + cse12 + cse8
    cse101 = -A_rotor_23*cse83 - A_rotor_33*cse86
    cse102 = -A_rotor_13*cse20 - cse74*lam_16 - cse76*lam_16
    cse103 = A_rotor_13*cse80 + A_rotor_23*cse84 + A_rotor_33*cse87
    cse104 = 0.6617538733301699*A_rotor_22
    cse105 = 0.6617538733301699*A_rotor_32
    cse106 = -A_rotor_11*cse80 + A_rotor_12*cse20 - A_rotor_21*cse84 - A_rotor_31*cse87 + cse104*cse29 + cse105*cse31
    cse107 = 0.6617538733301699*lam_16
    cse108 = A_rotor_11*cse107
    cse109 = A_rotor_21*cse107
    cse110 = A_rotor_31*cse107
    cse111 = A_link2_11*cse108 + A_link2_21*cse109 + A_link2_31*cse110
    cse112 = -A_link2_12*cse108 - A_link2_22*cse109 - A_link2_32*cse110
    cse113 = 2*A_rotor_12
    cse114 = 2*A_rotor_22
    cse115 = 2*A_rotor_32
    cse116 = A_rotor_11*cse19 + cse17 + cse18
    cse117 = A_rotor_22*cse83 + A_rotor_32*cse86
    cse118 = A_link2_12*lam_16
    cse119 = A_link2_22*lam_16
    cse120 = A_link2_32*lam_16
    cse121 = cse118*cse49 + cse118*cse50 + cse119*cse52 + cse119*cse53 + cse120*cse55 + cse120*cse56
    cse122 = 6.1*lam_10 - 6.1*lam_13
    cse123 = -cse122
    cse124 = 6.1*lam_11 - 6.1*lam_14
    cse125 = -cse124
    cse126 = 6.1*lam_12 - 6.1*lam_15
    cse127 = -cse126
    cse128 = A_link2_11*cse123 + A_link2_21*cse125 + A_link2_31*cse127
    cse129 = cse69 + cse70
    cse130 = 0.6617538733301699*A_rotor_12 - cse26
    cse131 = cse104 - cse28
    cse132 = cse105 - cse30
    cse133 = -A_link2_11*cse130*lam_16 - A_link2_21*cse131*lam_16 - A_link2_31*cse132*lam_16
    cse134 = -A_link2_12*cse123 + A_link2_13*cse130*lam_16 - A_link2_22*cse125 + A_link2_23*cse131*lam_16 - A_link2_32*cse127 + A_link2_33*cse132*lam_16
    cse135 = 0.01*h
    cse136 = -cse66 + cse67
    cse137 = -cse59 - cse64 + 1
    cse138 = 6.1*A_link2_13
    cse139 = 6.1*A_link2_23
    cse140 = 6.1*A_link2_33
    cse141 = -cse130
    cse142 = A_link2_12*cse141
    cse143 = -cse131
    cse144 = A_link2_22*cse143
    cse145 = -cse132
    cse146 = A_link2_32*cse145
    cse147 = -cse142 - cse144 - cse146
    cse148 = A_link2_11*lam_16
    cse149 = A_link2_21*lam_16
    cse150 = A_link2_31*lam_16
    cse151 = -cse148*cse49 - cse148*cse50 - cse149*cse52 - cse149*cse53 - cse150*cse55 - cse150*cse56
    cse152 = 12.4*h
    cse153 = cse142*lam_16 + cse144*lam_16 + cse146*lam_16
    cse154 = -cse141*cse27 - cse143*cse29 - cse145*cse31
    cse155 = A_link2_11*cse141 + A_link2_21*cse143 + A_link2_31*cse145
    cse156 = 12.39*h
    cse157 = A_link2_12*cse122 + A_link2_22*cse124 + A_link2_32*cse126
    cse158 = -A_link2_13*cse122 - A_link2_23*cse124 - A_link2_33*cse126
    cse159 = 6.1*A_link2_11
    cse160 = 6.1*A_link2_21
    cse161 = 6.1*A_link2_31
    cse162 = cse1*w_link3_y
    cse163 = cse3*w_link3_x
    cse164 = cse163*w_link3_z
    cse165 = cse162 + cse164
    cse166 = A_link3_21*cse165
    cse167 = cse1*w_link3_z
    cse168 = cse163*w_link3_y
    cse169 = -cse167 + cse168
    cse170 = 3.7*lam_10 - 3.7*lam_7
    cse171 = 3.7*lam_12 - 3.7*lam_9
    cse172 = 3.7*lam_11 + lam_6 - 3.7*lam_8
    cse173 = A_link3_11*cse170 + A_link3_21*cse172 + A_link3_31*cse171
    cse174 = cse3*w_link3_y**2
    cse175 = cse3*w_link3_z**2 - 1
    cse176 = -cse174 - cse175
    cse177 = A_link3_23*lam_5
    cse178 = -A_link3_12*cse170 - A_link3_22*cse172 - A_link3_32*cse171 - cse177
    cse179 = cse1*w_link3_x
    cse180 = cse3*w_link3_y*w_link3_z
    cse181 = -cse179 + cse180
    cse182 = A_link3_21*cse181
    cse183 = cse3*w_link3_x**2
    cse184 = -cse175 - cse183
    cse185 = cse167 + cse168
    cse186 = -cse174 - cse183 + 1
    cse187 = A_link3_21*cse186
    cse188 = cse179 + cse180
    cse189 = -cse162 + cse164
    cse190 = 3.7*A_link3_13
    cse191 = 3.7*A_link3_23
    cse192 = 3.7*A_link3_33
    cse193 = 4.54*h
    cse194 = A_link3_22*lam_5
    cse195 = 4.53*h
    cse196 = -cse170
    cse197 = -cse171
    cse198 = -cse172
    cse199 = A_link3_12*cse196 + A_link3_22*cse198 + A_link3_32*cse197
    cse200 = -A_link3_13*cse196 - A_link3_23*cse198 - A_link3_33*cse197
    cse201 = 3.7*A_link3_11
    cse202 = 3.7*A_link3_21
    cse203 = 3.7*A_link3_31
    cse204 = cse165*cse201 - cse176*cse190
    cse205 = cse181*cse201 - cse185*cse190
    cse206 = cse186*cse201 - cse189*cse190
    cse207 = cse165*cse202 - cse176*cse191
    cse208 = cse181*cse202 - cse185*cse191
    cse209 = cse186*cse202 - cse189*cse191
    cse210 = cse165*cse203 - cse176*cse192
    cse211 = cse181*cse203 - cse185*cse192
    cse212 = cse186*cse203 - cse189*cse192
    cse213 = cse129*cse159 - cse138*cse61
    cse214 = cse136*cse159 - cse138*cse63
    cse215 = cse137*cse159 - cse138*cse71
    cse216 = cse129*cse160 - cse139*cse61
    cse217 = cse136*cse160 - cse139*cse63
    cse218 = cse137*cse160 - cse139*cse71
    cse219 = cse129*cse161 - cse140*cse61
    cse220 = cse136*cse161 - cse140*cse63
    cse221 = cse137*cse161 - cse140*cse71
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
        cse0*(cse13*cse6 + cse16*cse22 + cse25*cse33) + 4.0,  # [3, 3]
        cse0*(cse13*cse37 + cse22*cse39 + cse33*cse40) - cse34*w_rotor_z,  # [3, 4]
        cse0*(cse13*cse43 + cse22*cse42 + cse33*cse44) + cse41,  # [3, 5]
        cse0*(cse48*cse58 + cse61*cse62),  # [3, 9]
        cse0*(cse58*cse65 + cse62*cse63),  # [3, 10]
        cse0*(cse58*cse68 + cse62*cse71),  # [3, 11]
        A_rotor_13,  # [3, 19]
        cse77,  # [3, 34]
        cse0*(cse16*cse90 + cse25*cse89 + cse6*cse79) + cse78*w_rotor_z,  # [4, 3]
        cse0*(cse37*cse79 + cse39*cse90 + cse40*cse89) + 2.0,  # [4, 4]
        cse0*(cse42*cse90 + cse43*cse79 + cse44*cse89) + cse78*w_rotor_x,  # [4, 5]
        cse0*(cse48*cse95 + cse61*cse96),  # [4, 9]
        cse0*(cse63*cse96 + cse65*cse95),  # [4, 10]
        cse0*(cse68*cse95 + cse71*cse96),  # [4, 11]
        -A_rotor_13,  # [4, 18]
        -cse97,  # [4, 31]
        -cse98,  # [4, 32]
        -cse99,  # [4, 33]
        cse100,  # [4, 34]
        cse101,  # [4, 35]
        cse0*(cse102*cse16 + cse103*cse25 + cse106*cse6) + cse41,  # [5, 3]
        cse0*(cse102*cse39 + cse103*cse40 + cse106*cse37) - cse34*w_rotor_x,  # [5, 4]
        cse0*(cse102*cse42 + cse103*cse44 + cse106*cse43),  # [5, 5]
        cse0*(cse111*cse48 + cse112*cse61),  # [5, 9]
        cse0*(cse111*cse65 + cse112*cse63),  # [5, 10]
        cse0*(cse111*cse68 + cse112*cse71),  # [5, 11]
        A_rotor_12,  # [5, 18]
        -A_rotor_11,  # [5, 19]
        cse113,  # [5, 31]
        cse114,  # [5, 32]
        cse115,  # [5, 33]
        cse116,  # [5, 34]
        cse117,  # [5, 35]
        1.0,  # [6, 6]
        1,  # [6, 28]
        1,  # [6, 31]
        1.0,  # [7, 7]
        1,  # [7, 29]
        1,  # [7, 32]
        1.0,  # [8, 8]
        1,  # [8, 30]
        1,  # [8, 33]
        cse0*(cse112*cse6 + cse121*cse25 + cse16*cse96),  # [9, 3]
        cse0*(cse112*cse37 + cse121*cse40 + cse39*cse96),  # [9, 4]
        cse0*(cse112*cse43 + cse121*cse44 + cse42*cse96),  # [9, 5]
        cse0*(cse128*cse48 + cse129*cse133 + cse134*cse61) + 12.4,  # [9, 9]
        cse0*(cse128*cse65 + cse133*cse136 + cse134*cse63) - cse135*w_link2_z,  # [9, 10]
        cse0*(cse128*cse68 + cse133*cse137 + cse134*cse71) - cse135*w_link2_y,  # [9, 11]
        -cse138,  # [9, 28]
        -cse139,  # [9, 29]
        -cse140,  # [9, 30]
        cse138,  # [9, 31]
        cse139,  # [9, 32]
        cse140,  # [9, 33]
        cse147,  # [9, 34]
        cse0*(cse111*cse6 + cse151*cse25 + cse16*cse95),  # [10, 3]
        cse0*(cse111*cse37 + cse151*cse40 + cse39*cse95),  # [10, 4]
        cse0*(cse111*cse43 + cse151*cse44 + cse42*cse95),  # [10, 5]
        cse0*(cse129*cse153 + cse154*cse48) + cse152*w_link2_z,  # [10, 9]
        cse0*(cse136*cse153 + cse154*cse65) + 0.01,  # [10, 10]
        cse0*(cse137*cse153 + cse154*cse68) + cse152*w_link2_x,  # [10, 11]
        cse155,  # [10, 34]
        cse0*(cse129*cse157 + cse158*cse48) - cse156*w_link2_y,  # [11, 9]
        cse0*(cse136*cse157 + cse158*cse65) - cse156*w_link2_x,  # [11, 10]
        cse0*(cse137*cse157 + cse158*cse68),  # [11, 11]
        cse159,  # [11, 28]
        cse160,  # [11, 29]
        cse161,  # [11, 30]
        -cse159,  # [11, 31]
        -cse160,  # [11, 32]
        -cse161,  # [11, 33]
        1.0,  # [12, 12]
        -1,  # [12, 25]
        -1,  # [12, 28]
        1.0,  # [13, 13]
        -1,  # [13, 26]
        -1,  # [13, 29]
        1.0,  # [14, 14]
        -1,  # [14, 27]
        -1,  # [14, 30]
        cse0*(cse166*lam_5 + cse169*cse173 + cse176*cse178) + 4.54,  # [15, 15]
        cse0*(cse173*cse184 + cse178*cse185 + cse182*lam_5) - cse135*w_link3_z,  # [15, 16]
        cse0*(cse173*cse188 + cse178*cse189 + cse187*lam_5) - cse135*w_link3_y,  # [15, 17]
        -A_link3_22,  # [15, 23]
        A_link3_23,  # [15, 24]
        -cse190,  # [15, 25]
        -cse191,  # [15, 26]
        -cse192,  # [15, 27]
        cse190,  # [15, 28]
        cse191,  # [15, 29]
        cse192,  # [15, 30]
        cse0*(cse165*cse194 - cse169*cse177) + cse193*w_link3_z,  # [16, 15]
        cse0*(-cse177*cse184 + cse181*cse194) + 0.01,  # [16, 16]
        cse0*(-cse177*cse188 + cse186*cse194) + cse193*w_link3_x,  # [16, 17]
        A_link3_21,  # [16, 23]
        cse0*(cse165*cse199 + cse169*cse200) - cse195*w_link3_y,  # [17, 15]
        cse0*(cse181*cse199 + cse184*cse200) - cse195*w_link3_x,  # [17, 16]
        cse0*(cse186*cse199 + cse188*cse200),  # [17, 17]
        -A_link3_21,  # [17, 24]
        cse201,  # [17, 25]
        cse202,  # [17, 26]
        cse203,  # [17, 27]
        -cse201,  # [17, 28]
        -cse202,  # [17, 29]
        -cse203,  # [17, 30]
        A_rotor_12*cse6 - A_rotor_13*cse16,  # [18, 3]
        A_rotor_12*cse37 - A_rotor_13*cse39,  # [18, 4]
        A_rotor_12*cse43 - A_rotor_13*cse42,  # [18, 5]
        -A_rotor_11*cse6 + A_rotor_13*cse25,  # [19, 3]
        -A_rotor_11*cse37 + A_rotor_13*cse40,  # [19, 4]
        -A_rotor_11*cse43 + A_rotor_13*cse44,  # [19, 5]
        -1,  # [20, 0]
        -1,  # [21, 1]
        -1,  # [22, 2]
        A_link3_21*cse169 - A_link3_22*cse176,  # [23, 15]
        A_link3_21*cse184 - A_link3_22*cse185,  # [23, 16]
        A_link3_21*cse188 - A_link3_22*cse189,  # [23, 17]
        A_link3_23*cse176 - cse166,  # [24, 15]
        A_link3_23*cse185 - cse182,  # [24, 16]
        A_link3_23*cse189 - cse187,  # [24, 17]
        -1,  # [25, 12]
        cse204,  # [25, 15]
        cse205,  # [25, 16]
        cse206,  # [25, 17]
        -1,  # [26, 13]
        cse207,  # [26, 15]
        cse208,  # [26, 16]
        cse209,  # [26, 17]
        -1,  # [27, 14]
        cse210,  # [27, 15]
        cse211,  # [27, 16]
        cse212,  # [27, 17]
        1,  # [28, 6]
        cse213,  # [28, 9]
        cse214,  # [28, 10]
        cse215,  # [28, 11]
        -1,  # [28, 12]
        -cse204,  # [28, 15]
        -cse205,  # [28, 16]
        -cse206,  # [28, 17]
        1,  # [29, 7]
        cse216,  # [29, 9]
        cse217,  # [29, 10]
        cse218,  # [29, 11]
        -1,  # [29, 13]
        -cse207,  # [29, 15]
        -cse208,  # [29, 16]
        -cse209,  # [29, 17]
        1,  # [30, 8]
        cse219,  # [30, 9]
        cse220,  # [30, 10]
        cse221,  # [30, 11]
        -1,  # [30, 14]
        -cse210,  # [30, 15]
        -cse211,  # [30, 16]
        -cse212,  # [30, 17]
        -1,  # [31, 0]
        cse113*cse6 - cse16*cse97,  # [31, 3]
        cse113*cse37 - cse39*cse97,  # [31, 4]
        cse113*cse43 - cse42*cse97,  # [31, 5]
        1,  # [31, 6]
        -cse213,  # [31, 9]
        -cse214,  # [31, 10]
        -cse215,  # [31, 11]
        -1,  # [32, 1]
        cse114*cse6 - cse16*cse98,  # [32, 3]
        cse114*cse37 - cse39*cse98,  # [32, 4]
        cse114*cse43 - cse42*cse98,  # [32, 5]
        1,  # [32, 7]
        -cse216,  # [32, 9]
        -cse217,  # [32, 10]
        -cse218,  # [32, 11]
        -1,  # [33, 2]
        cse115*cse6 - cse16*cse99,  # [33, 3]
        cse115*cse37 - cse39*cse99,  # [33, 4]
        cse115*cse43 - cse42*cse99,  # [33, 5]
        1,  # [33, 8]
        -cse219,  # [33, 9]
        -cse220,  # [33, 10]
        -cse221,  # [33, 11]
        cse100*cse16 + cse116*cse6 + cse25*cse77,  # [34, 3]
        cse100*cse39 + cse116*cse37 + cse40*cse77,  # [34, 4]
        cse100*cse42 + cse116*cse43 + cse44*cse77,  # [34, 5]
        cse147*cse61 + cse155*cse48,  # [34, 9]
        cse147*cse63 + cse155*cse65,  # [34, 10]
        cse147*cse71 + cse155*cse68,  # [34, 11]
        cse101*cse16 + cse117*cse6,  # [35, 3]
        cse101*cse39 + cse117*cse37,  # [35, 4]
        cse101*cse42 + cse117*cse43,  # [35, 5]
    )
    return out



def energy(q, v, t, p):
    """Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring
    potentials.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (1,), 1 nonzero.
    """
    # 50 operations after common subexpression elimination
    (
        _, _, r_rotor_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, r_link2_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, r_link3_z, _,
        _, _, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, w_rotor_x,
        w_rotor_y, _, rd_link2_x, rd_link2_y,
        rd_link2_z, w_link2_x, w_link2_y, _,
        rd_link3_x, rd_link3_y, rd_link3_z, w_link3_x,
        w_link3_y, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        9.81*r_link2_z + 9.81*r_link3_z + 19.62*r_rotor_z + 0.5*rd_link2_x**2 + 0.5*rd_link2_y**2 + 0.5*rd_link2_z**2 + 0.5*rd_link3_x**2 + 0.5*rd_link3_y**2 + 0.5*rd_link3_z**2 + 1.0*rd_rotor_x**2 + 1.0*rd_rotor_y**2 + 1.0*rd_rotor_z**2 + 6.2*w_link2_x**2 + 0.005*w_link2_y**2 + 2.27*w_link3_x**2 + 0.005*w_link3_y**2 + 2.0*w_rotor_x**2 + 1.0*w_rotor_y**2,  # [0]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 90 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, A_rotor_11,
        A_rotor_12, _, A_rotor_21, A_rotor_22,
        _, A_rotor_31, A_rotor_32, _,
        r_link2_x, r_link2_y, r_link2_z, A_link2_11,
        A_link2_12, _, A_link2_21, A_link2_22,
        _, A_link2_31, A_link2_32, _,
        r_link3_x, r_link3_y, r_link3_z, A_link3_11,
        A_link3_12, _, A_link3_21, A_link3_22,
        _, A_link3_31, A_link3_32, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, w_rotor_x,
        w_rotor_y, _, rd_link2_x, rd_link2_y,
        rd_link2_z, w_link2_x, w_link2_y, _,
        rd_link3_x, rd_link3_y, rd_link3_z, w_link3_x,
        w_link3_y, _,
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
    cse9 = 12.4*w_link2_x
    cse10 = 0.01*w_link2_y
    cse11 = 4.54*w_link3_x
    cse12 = 0.01*w_link3_y
    cse13 = 4.0*w_rotor_x
    cse14 = 2.0*w_rotor_y
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        A_link2_11*cse9 + A_link2_12*cse10 + A_link3_11*cse11 + A_link3_12*cse12 + A_rotor_11*cse13 + A_rotor_12*cse14 - cse3*r_link2_z - cse4*r_link3_z - cse5*r_rotor_z + cse6*r_link2_y + cse7*r_link3_y + cse8*r_rotor_y,  # [3]
        A_link2_21*cse9 + A_link2_22*cse10 + A_link3_21*cse11 + A_link3_22*cse12 + A_rotor_21*cse13 + A_rotor_22*cse14 + cse0*r_link2_z + cse1*r_link3_z + cse2*r_rotor_z - cse6*r_link2_x - cse7*r_link3_x - cse8*r_rotor_x,  # [4]
        A_link2_31*cse9 + A_link2_32*cse10 + A_link3_31*cse11 + A_link3_32*cse12 + A_rotor_31*cse13 + A_rotor_32*cse14 - cse0*r_link2_y - cse1*r_link3_y - cse2*r_rotor_y + cse3*r_link2_x + cse4*r_link3_x + cse5*r_rotor_x,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (36).

    Returns:
        ndarray of shape (3, 12), 36 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, A_rotor_11,
        A_rotor_12, A_rotor_13, A_rotor_21, A_rotor_22,
        A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33,
        r_link2_x, r_link2_y, r_link2_z, A_link2_11,
        A_link2_12, A_link2_13, A_link2_21, A_link2_22,
        A_link2_23, A_link2_31, A_link2_32, A_link2_33,
        r_link3_x, r_link3_y, r_link3_z, A_link3_11,
        A_link3_12, A_link3_13, A_link3_21, A_link3_22,
        A_link3_23, A_link3_31, A_link3_32, A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    return np.array([
        r_rotor_x,  # [0, 0]
        r_rotor_y,  # [0, 1]
        r_rotor_z,  # [0, 2]
        A_rotor_11,  # [0, 3]
        A_rotor_12,  # [0, 4]
        A_rotor_13,  # [0, 5]
        A_rotor_21,  # [0, 6]
        A_rotor_22,  # [0, 7]
        A_rotor_23,  # [0, 8]
        A_rotor_31,  # [0, 9]
        A_rotor_32,  # [0, 10]
        A_rotor_33,  # [0, 11]
        r_link2_x,  # [1, 0]
        r_link2_y,  # [1, 1]
        r_link2_z,  # [1, 2]
        A_link2_11,  # [1, 3]
        A_link2_12,  # [1, 4]
        A_link2_13,  # [1, 5]
        A_link2_21,  # [1, 6]
        A_link2_22,  # [1, 7]
        A_link2_23,  # [1, 8]
        A_link2_31,  # [1, 9]
        A_link2_32,  # [1, 10]
        A_link2_33,  # [1, 11]
        r_link3_x,  # [2, 0]
        r_link3_y,  # [2, 1]
        r_link3_z,  # [2, 2]
        A_link3_11,  # [2, 3]
        A_link3_12,  # [2, 4]
        A_link3_13,  # [2, 5]
        A_link3_21,  # [2, 6]
        A_link3_22,  # [2, 7]
        A_link3_23,  # [2, 8]
        A_link3_31,  # [2, 9]
        A_link3_32,  # [2, 10]
        A_link3_33,  # [2, 11]
    ]).reshape(3, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).

    Returns:
        ndarray of shape (3, 6), 18 nonzero.
    """
    # 45 operations after common subexpression elimination
    (
        _, _, _, A_rotor_11,
        A_rotor_12, A_rotor_13, A_rotor_21, A_rotor_22,
        A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33,
        _, _, _, A_link2_11,
        A_link2_12, A_link2_13, A_link2_21, A_link2_22,
        A_link2_23, A_link2_31, A_link2_32, A_link2_33,
        _, _, _, A_link3_11,
        A_link3_12, A_link3_13, A_link3_21, A_link3_22,
        A_link3_23, A_link3_31, A_link3_32, A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, w_rotor_x,
        w_rotor_y, w_rotor_z, rd_link2_x, rd_link2_y,
        rd_link2_z, w_link2_x, w_link2_y, w_link2_z,
        rd_link3_x, rd_link3_y, rd_link3_z, w_link3_x,
        w_link3_y, w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        rd_rotor_x,  # [0, 0]
        rd_rotor_y,  # [0, 1]
        rd_rotor_z,  # [0, 2]
        A_rotor_11*w_rotor_x + A_rotor_12*w_rotor_y + A_rotor_13*w_rotor_z,  # [0, 3]
        A_rotor_21*w_rotor_x + A_rotor_22*w_rotor_y + A_rotor_23*w_rotor_z,  # [0, 4]
        A_rotor_31*w_rotor_x + A_rotor_32*w_rotor_y + A_rotor_33*w_rotor_z,  # [0, 5]
        rd_link2_x,  # [1, 0]
        rd_link2_y,  # [1, 1]
        rd_link2_z,  # [1, 2]
        A_link2_11*w_link2_x + A_link2_12*w_link2_y + A_link2_13*w_link2_z,  # [1, 3]
        A_link2_21*w_link2_x + A_link2_22*w_link2_y + A_link2_23*w_link2_z,  # [1, 4]
        A_link2_31*w_link2_x + A_link2_32*w_link2_y + A_link2_33*w_link2_z,  # [1, 5]
        rd_link3_x,  # [2, 0]
        rd_link3_y,  # [2, 1]
        rd_link3_z,  # [2, 2]
        A_link3_11*w_link3_x + A_link3_12*w_link3_y + A_link3_13*w_link3_z,  # [2, 3]
        A_link3_21*w_link3_x + A_link3_22*w_link3_y + A_link3_23*w_link3_z,  # [2, 4]
        A_link3_31*w_link3_x + A_link3_32*w_link3_y + A_link3_33*w_link3_z,  # [2, 5]
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

