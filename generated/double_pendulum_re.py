# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: re
# scheme: any
# input hash: 696a8daa30ffe9c5
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
    p (2): L1, L2

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
INPUT_HASH = '696a8daa30ffe9c5'
N_Q = 12
N_V = 12
N_C = 10
BODIES = ['bar1', 'bar2']
PARAMETERS = ['L1', 'L2']
PARAMETER_DEFAULTS = [4.0, 2.0]
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
METADATA = {'mechanism': 'double_pendulum',
 'formulation': 're',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['bar1', 'bar2'],
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
                      'bodies': ['bar1', 'bar2']}],
 'dropped_rows': [],
 'degrees_of_freedom': 2,
 'parameters': ['L1', 'L2'],
 'parameter_defaults': [4.0, 2.0],
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
 'notices': [],
 'input_hash': '696a8daa30ffe9c5'}
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
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 1, 1, 1, 1, 1]),
    np.array([1, 5, 6, 10, 1, 2, 5, 7, 9]),
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
        q: position coordinates (12).
        dv: increment in velocity coordinates (e.g. h v) (12).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 12 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (12,) else _floats(dv, 12, "dv")

    return np.array([
        dv_0 + r_bar1_x,  # [0]
        dv_1 + r_bar1_y,  # [1]
        dv_2 + r_bar1_z,  # [2]
        dv_3 + phi_bar1,  # [3]
        dv_4 + theta_bar1,  # [4]
        dv_5 + psi_bar1,  # [5]
        dv_6 + r_bar2_x,  # [6]
        dv_7 + r_bar2_y,  # [7]
        dv_8 + r_bar2_z,  # [8]
        dv_9 + phi_bar2,  # [9]
        dv_10 + theta_bar2,  # [10]
        dv_11 + psi_bar2,  # [11]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

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



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 71 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = math.cos(phi_bar1)
    cse1 = math.cos(psi_bar1)
    cse2 = math.cos(theta_bar1)
    cse3 = math.sin(phi_bar1)
    cse4 = math.sin(psi_bar1)
    cse5 = cse3*cse4
    cse6 = -cse0*cse1 + cse2*cse5
    cse7 = (1/2)*L1
    cse8 = -cse6*cse7
    cse9 = cse1*cse3
    cse10 = cse0*cse4
    cse11 = cse10*cse2 + cse9
    cse12 = cse11*cse7
    cse13 = math.sin(theta_bar1)
    cse14 = cse13*cse4*cse7
    cse15 = math.cos(phi_bar2)
    cse16 = math.cos(psi_bar2)
    cse17 = math.sin(phi_bar2)
    cse18 = math.cos(theta_bar2)
    cse19 = math.sin(psi_bar2)
    cse20 = cse18*cse19
    cse21 = (1/2)*L2
    cse22 = math.sin(theta_bar2)
    cse23 = cse13*cse18
    cse24 = cse15*cse22
    return np.array([
        -cse8 + r_bar1_x,  # [0]
        -cse12 + r_bar1_y,  # [1]
        -cse14 + r_bar1_z,  # [2]
        cse2,  # [3]
        cse0*cse13,  # [4]
        -cse21*(cse15*cse16 - cse17*cse20) - cse8 - r_bar1_x + r_bar2_x,  # [5]
        -cse12 - cse21*(cse15*cse20 + cse16*cse17) - r_bar1_y + r_bar2_y,  # [6]
        -cse14 - cse19*cse21*cse22 - r_bar1_z + r_bar2_z,  # [7]
        cse1*cse23 + cse17*cse22*(-cse10 - cse2*cse9) - cse24*(cse0*cse1*cse2 - cse5),  # [8]
        cse11*cse24 + cse17*cse22*cse6 - cse23*cse4,  # [9]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10, 12), 46 nonzero.
    """
    # 139 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = math.sin(phi_bar1)
    cse1 = math.cos(psi_bar1)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_bar1)
    cse4 = math.sin(psi_bar1)
    cse5 = math.cos(phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse2 + cse3*cse6
    cse8 = -cse7
    cse9 = (1/2)*L1
    cse10 = -cse8*cse9
    cse11 = cse0*cse4
    cse12 = math.sin(theta_bar1)
    cse13 = cse12*cse9
    cse14 = -cse11*cse13
    cse15 = cse2*cse3 + cse6
    cse16 = -cse15
    cse17 = -cse16*cse9
    cse18 = -cse1*cse5 + cse11*cse3
    cse19 = cse18*cse9
    cse20 = cse13*cse6
    cse21 = -cse1*cse3*cse5 + cse11
    cse22 = -cse21
    cse23 = -cse22*cse9
    cse24 = -cse3*cse4*cse9
    cse25 = -cse1*cse13
    cse26 = math.sin(phi_bar2)
    cse27 = math.cos(psi_bar2)
    cse28 = cse26*cse27
    cse29 = math.cos(theta_bar2)
    cse30 = math.sin(psi_bar2)
    cse31 = math.cos(phi_bar2)
    cse32 = cse30*cse31
    cse33 = (1/2)*L2
    cse34 = cse26*cse30
    cse35 = math.sin(theta_bar2)
    cse36 = cse33*cse35
    cse37 = cse26*cse35
    cse38 = cse31*cse35
    cse39 = cse16*cse38
    cse40 = cse29*cse3
    cse41 = cse12*cse37
    cse42 = cse12*cse38
    cse43 = cse12*cse29
    cse44 = cse12*cse35
    cse45 = cse29*cse31
    cse46 = cse18*cse38
    out = np.zeros((10, 12))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        cse10,  # [0, 3]
        cse14,  # [0, 4]
        cse17,  # [0, 5]
        1,  # [1, 1]
        cse19,  # [1, 3]
        cse20,  # [1, 4]
        cse23,  # [1, 5]
        1,  # [2, 2]
        cse24,  # [2, 4]
        cse25,  # [2, 5]
        -cse12,  # [3, 4]
        -cse0*cse12,  # [4, 3]
        cse3*cse5,  # [4, 4]
        -1,  # [5, 0]
        cse10,  # [5, 3]
        cse14,  # [5, 4]
        cse17,  # [5, 5]
        1,  # [5, 6]
        -cse33*(-cse28 - cse29*cse32),  # [5, 9]
        -cse34*cse36,  # [5, 10]
        -cse33*(-cse28*cse29 - cse32),  # [5, 11]
        -1,  # [6, 1]
        cse19,  # [6, 3]
        cse20,  # [6, 4]
        cse23,  # [6, 5]
        1,  # [6, 7]
        -cse33*(cse27*cse31 - cse29*cse34),  # [6, 9]
        cse32*cse36,  # [6, 10]
        -cse33*(cse27*cse29*cse31 - cse34),  # [6, 11]
        -1,  # [7, 2]
        cse24,  # [7, 4]
        cse25,  # [7, 5]
        1,  # [7, 8]
        -cse29*cse30*cse33,  # [7, 10]
        -cse27*cse36,  # [7, 11]
        cse21*cse37 - cse39,  # [8, 3]
        cse1*cse40 + cse1*cse42*cse5 + cse2*cse41,  # [8, 4]
        cse18*cse26*cse35 - cse38*cse8 - cse4*cse43,  # [8, 5]
        cse22*cse37 + cse39,  # [8, 9]
        -cse1*cse44 + cse16*cse26*cse29 - cse22*cse45,  # [8, 10]
        cse37*cse7 - cse46,  # [9, 3]
        -cse11*cse41 - cse4*cse40 - cse42*cse6,  # [9, 4]
        -cse1*cse43 + cse15*cse26*cse35 - cse21*cse38,  # [9, 5]
        cse37*cse8 + cse46,  # [9, 9]
        cse18*cse26*cse29 + cse4*cse44 - cse45*cse8,  # [9, 10]
    )
    return out



def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10,), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros(10)
    return out



def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 429 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = math.sin(psi_bar1)
    cse1 = math.cos(phi_bar1)
    cse2 = cse0*cse1
    cse3 = math.sin(theta_bar1)
    cse4 = (1/2)*L1
    cse5 = cse4*phid_bar1
    cse6 = cse3*cse5
    cse7 = math.sin(phi_bar1)
    cse8 = math.cos(psi_bar1)
    cse9 = cse7*cse8
    cse10 = cse4*psid_bar1
    cse11 = cse10*cse3
    cse12 = math.cos(theta_bar1)
    cse13 = cse0*cse7
    cse14 = cse12*cse13
    cse15 = cse4*thetad_bar1
    cse16 = cse15*cse3
    cse17 = cse1*cse8
    cse18 = cse14 - cse17
    cse19 = cse12*cse17
    cse20 = cse13 - cse19
    cse21 = phid_bar1*(-cse10*cse20 - cse16*cse2 - cse18*cse5) + psid_bar1*(-cse10*cse18 - cse16*cse9 - cse20*cse5) + thetad_bar1*(-cse11*cse9 - cse14*cse15 - cse2*cse6)
    cse22 = cse12*cse2
    cse23 = cse22 + cse9
    cse24 = -cse23
    cse25 = cse12*cse9
    cse26 = cse2 + cse25
    cse27 = -cse26
    cse28 = phid_bar1*(-cse10*cse27 - cse13*cse16 - cse24*cse5) + psid_bar1*((1/2)*L1*cse1*cse3*cse8*thetad_bar1 - cse10*cse24 - cse27*cse5) + thetad_bar1*(cse11*cse17 - cse13*cse6 + cse15*cse22)
    cse29 = cse12*cse8
    cse30 = psid_bar1*(cse0*cse10*cse3 - cse15*cse29) + thetad_bar1*((1/2)*L1*cse0*cse3*thetad_bar1 - cse10*cse29)
    cse31 = cse1*cse3
    cse32 = cse12*cse7
    cse33 = math.sin(psi_bar2)
    cse34 = math.cos(phi_bar2)
    cse35 = cse33*cse34
    cse36 = math.sin(theta_bar2)
    cse37 = (1/2)*L2
    cse38 = cse37*thetad_bar2
    cse39 = cse36*cse38
    cse40 = math.cos(psi_bar2)
    cse41 = cse34*cse40
    cse42 = math.cos(theta_bar2)
    cse43 = math.sin(phi_bar2)
    cse44 = cse33*cse43
    cse45 = cse42*cse44
    cse46 = -cse41 + cse45
    cse47 = cse37*phid_bar2
    cse48 = -cse41*cse42 + cse44
    cse49 = cse37*psid_bar2
    cse50 = cse40*cse43
    cse51 = cse36*cse47
    cse52 = cse36*cse49
    cse53 = cse35*cse42
    cse54 = -cse50 - cse53
    cse55 = -cse35 - cse42*cse50
    cse56 = cse40*cse42
    cse57 = cse34*cse36
    cse58 = cse3*cse57
    cse59 = -cse1*cse3*cse36*cse43*cse8 + cse58*cse9
    cse60 = -cse59
    cse61 = cse3*cse42
    cse62 = cse61*cse8
    cse63 = cse36*cse43
    cse64 = cse42*cse43
    cse65 = cse3*cse64
    cse66 = cse34*cse42
    cse67 = cse3*cse66
    cse68 = -cse12*cse36*cse8 + cse17*cse67 + cse65*cse9
    cse69 = cse12*cse42
    cse70 = cse3*cse63
    cse71 = -cse0*cse69 - cse13*cse70 - cse2*cse58
    cse72 = cse20*cse57
    cse73 = -cse26*cse36*cse43 + cse72
    cse74 = cse18*cse57
    cse75 = cse23*cse63 - cse74
    cse76 = cse27*cse63
    cse77 = cse72 + cse76
    cse78 = cse27*cse66
    cse79 = cse20*cse64 - cse78
    cse80 = cse24*cse63 + cse74
    cse81 = -cse20
    cse82 = cse64*cse81 + cse78
    cse83 = cse3*cse36
    cse84 = cse0*cse83 + cse18*cse64 - cse24*cse66
    cse85 = cse13*cse58 - cse2*cse70
    cse86 = -cse85
    cse87 = cse0*cse12*cse36 - cse13*cse65 - cse2*cse67
    cse88 = -cse17*cse58 - cse69*cse8 - cse70*cse9
    cse89 = cse23*cse57
    cse90 = cse18*cse63
    cse91 = cse89 + cse90
    cse92 = -cse18
    cse93 = cse26*cse57
    cse94 = cse63*cse81 - cse93
    cse95 = cse18*cse66
    cse96 = cse23*cse64 - cse95
    cse97 = cse20*cse63 + cse93
    cse98 = cse24*cse64 + cse95
    cse99 = cse24*cse57 - cse90
    cse100 = cse0*cse61
    cse101 = -cse20*cse66 + cse26*cse64 + cse8*cse83
    return np.array([
        -cse21,  # [0]
        -cse28,  # [1]
        -cse30,  # [2]
        cse12*thetad_bar1**2,  # [3]
        -phid_bar1*(-cse31*phid_bar1 - cse32*thetad_bar1) - thetad_bar1*(-cse31*thetad_bar1 - cse32*phid_bar1),  # [4]
        -cse21 - phid_bar2*(-cse35*cse39 - cse46*cse47 - cse48*cse49) - psid_bar2*(-cse39*cse50 - cse46*cse49 - cse47*cse48) - thetad_bar2*(-cse35*cse51 - cse38*cse45 - cse50*cse52),  # [5]
        -cse28 - phid_bar2*(-cse39*cse44 - cse47*cse54 - cse49*cse55) - psid_bar2*((1/2)*L2*cse34*cse36*cse40*thetad_bar2 - cse47*cse55 - cse49*cse54) - thetad_bar2*(cse38*cse53 + cse41*cse52 - cse44*cse51),  # [6]
        -cse30 - psid_bar2*(cse33*cse36*cse49 - cse38*cse56) - thetad_bar2*((1/2)*L2*cse33*cse36*thetad_bar2 - cse49*cse56),  # [7]
        -phid_bar1*(cse60*thetad_bar1 - cse73*phid_bar1 + cse75*psid_bar1 + cse77*phid_bar2 + cse79*thetad_bar2) - phid_bar2*(cse59*thetad_bar1 + cse77*phid_bar1 + cse80*psid_bar1 + cse82*thetad_bar2 + phid_bar2*(cse57*cse81 - cse76)) - psid_bar1*(cse71*thetad_bar1 + cse75*phid_bar1 + cse80*phid_bar2 + cse84*thetad_bar2 + psid_bar1*(-cse62 - cse73)) - thetad_bar1*(cse59*phid_bar2 + cse60*phid_bar1 + cse68*thetad_bar2 + cse71*psid_bar1 + thetad_bar1*(cse19*cse57 + cse25*cse63 - cse62)) - thetad_bar2*(cse68*thetad_bar1 + cse79*phid_bar1 + cse82*phid_bar2 + cse84*psid_bar1 + thetad_bar2*(cse34*cse36*cse81 - cse62 - cse76)),  # [8]
        -phid_bar1*(cse85*thetad_bar1 + cse91*phid_bar2 + cse94*psid_bar1 + cse96*thetad_bar2 + phid_bar1*(cse36*cse43*cse92 - cse89)) - phid_bar2*(cse86*thetad_bar1 + cse91*phid_bar1 + cse97*psid_bar1 + cse98*thetad_bar2 + cse99*phid_bar2) - psid_bar1*(cse101*thetad_bar2 + cse88*thetad_bar1 + cse94*phid_bar1 + cse97*phid_bar2 + psid_bar1*(cse100 + cse63*cse92 - cse89)) - thetad_bar1*(cse85*phid_bar1 + cse86*phid_bar2 + cse87*thetad_bar2 + cse88*psid_bar1 + thetad_bar1*(cse0*cse3*cse42 - cse14*cse63 - cse22*cse57)) - thetad_bar2*(cse101*psid_bar1 + cse87*thetad_bar1 + cse96*phid_bar1 + cse98*phid_bar2 + thetad_bar2*(cse100 + cse99)),  # [9]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (12).
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 20 nonzero.
    """
    # 46 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = cse1**2
    cse3 = math.sin(theta_bar1)
    cse4 = cse3**2
    cse5 = math.cos(psi_bar1)
    cse6 = cse5**2
    cse7 = -103.98375*cse1*cse3*cse5
    cse8 = 104.01625*cse0
    cse9 = math.cos(theta_bar2)
    cse10 = math.sin(psi_bar2)
    cse11 = cse10**2
    cse12 = math.sin(theta_bar2)
    cse13 = cse12**2
    cse14 = math.cos(psi_bar2)
    cse15 = cse14**2
    cse16 = -12.991875*cse10*cse12*cse14
    cse17 = 13.008125*cse9
    out = np.zeros((12, 12))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        104.01625*cse0**2 + 0.0325*cse2*cse4 + 104.01625*cse4*cse6,  # [3, 3]
        cse7,  # [3, 4]
        cse8,  # [3, 5]
        cse7,  # [4, 3]
        104.01625*cse2 + 0.0325*cse6,  # [4, 4]
        cse8,  # [5, 3]
        104.01625,  # [5, 5]
        39.0,  # [6, 6]
        39.0,  # [7, 7]
        39.0,  # [8, 8]
        0.01625*cse11*cse13 + 13.008125*cse13*cse15 + 13.008125*cse9**2,  # [9, 9]
        cse16,  # [9, 10]
        cse17,  # [9, 11]
        cse16,  # [10, 9]
        13.008125*cse11 + 0.01625*cse15,  # [10, 10]
        cse17,  # [11, 9]
        13.008125,  # [11, 11]
    )
    return out



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12,), 8 nonzero.
    """
    # 128 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(theta_bar1)
    cse2 = cse1*phid_bar1
    cse3 = math.cos(psi_bar1)
    cse4 = cse3*thetad_bar1
    cse5 = math.sin(psi_bar1)
    cse6 = cse2*cse5
    cse7 = cse4 + cse6
    cse8 = cse5*thetad_bar1
    cse9 = 0.0325*cse8
    cse10 = cse2*cse3
    cse11 = 104.01625*cse4
    cse12 = cse11 + 104.01625*cse6
    cse13 = cse10 - cse8
    cse14 = -cse12*cse13 + 104.01625*cse2*thetad_bar1 + cse7*(0.0325*cse10 - cse9)
    cse15 = 104.01625*psid_bar1
    cse16 = cse0*phid_bar1
    cse17 = cse16 + psid_bar1
    cse18 = 0.0325*psid_bar1
    cse19 = -cse11*cse16 + cse12*cse17 + cse15*cse4 + cse15*cse6 + cse7*(-0.0325*cse16 - cse18)
    cse20 = -cse10*cse18 + cse13*(cse15 + 104.01625*cse16) - cse16*cse9 + cse17*(-104.01625*cse10 + 104.01625*cse5*thetad_bar1) + cse18*cse8
    cse21 = math.cos(theta_bar2)
    cse22 = math.sin(theta_bar2)
    cse23 = cse22*phid_bar2
    cse24 = math.cos(psi_bar2)
    cse25 = cse24*thetad_bar2
    cse26 = math.sin(psi_bar2)
    cse27 = cse23*cse26
    cse28 = cse25 + cse27
    cse29 = cse26*thetad_bar2
    cse30 = 0.01625*cse29
    cse31 = cse23*cse24
    cse32 = 13.008125*cse25
    cse33 = 13.008125*cse27 + cse32
    cse34 = -cse29 + cse31
    cse35 = 13.008125*cse23*thetad_bar2 + cse28*(-cse30 + 0.01625*cse31) - cse33*cse34
    cse36 = 13.008125*psid_bar2
    cse37 = cse21*phid_bar2
    cse38 = cse37 + psid_bar2
    cse39 = 0.01625*psid_bar2
    cse40 = cse25*cse36 + cse27*cse36 + cse28*(-0.01625*cse37 - cse39) - cse32*cse37 + cse33*cse38
    cse41 = cse29*cse39 - cse30*cse37 - cse31*cse39 + cse34*(cse36 + 13.008125*cse37) + cse38*(13.008125*cse26*thetad_bar2 - 13.008125*cse31)
    out = np.zeros(12)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        cse0*cse14 + cse1*cse19*cse3 + cse1*cse20*cse5,  # [3]
        -cse19*cse5 + cse20*cse3,  # [4]
        cse14,  # [5]
        -382.59000000000003,  # [8]
        cse21*cse35 + cse22*cse24*cse40 + cse22*cse26*cse41,  # [9]
        cse24*cse41 - cse26*cse40,  # [10]
        cse35,  # [11]
    )
    return out



def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 12 nonzero.
    """
    # 320 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = math.sin(theta_bar1)
    cse1 = cse0*phid_bar1
    cse2 = 104.01625*cse1
    cse3 = math.cos(psi_bar1)
    cse4 = cse3*thetad_bar1
    cse5 = math.sin(psi_bar1)
    cse6 = cse1*cse5
    cse7 = cse4 + cse6
    cse8 = cse5*thetad_bar1
    cse9 = 0.0325*cse8
    cse10 = cse1*cse3
    cse11 = 0.0325*cse10 - cse9
    cse12 = 104.01625*cse4
    cse13 = cse12 + 104.01625*cse6
    cse14 = -cse13
    cse15 = cse10 - cse8
    cse16 = math.cos(theta_bar1)
    cse17 = 104.01625*psid_bar1
    cse18 = cse16*phid_bar1
    cse19 = cse18 + psid_bar1
    cse20 = cse13*cse19
    cse21 = 0.0325*psid_bar1
    cse22 = 0.0325*cse18
    cse23 = -cse21 - cse22
    cse24 = -cse12*cse18 + cse17*cse4 + cse17*cse6 + cse20 + cse23*cse7
    cse25 = cse24*cse3
    cse26 = 104.01625*cse10 - 104.01625*cse5*thetad_bar1
    cse27 = -cse26
    cse28 = 104.01625*cse18
    cse29 = cse17 + cse28
    cse30 = -cse10*cse21 + cse15*cse29 - cse18*cse9 + cse19*cse27 + cse21*cse8
    cse31 = cse30*cse5
    cse32 = cse18*cse5
    cse33 = cse28*cse5
    cse34 = cse1*cse12 - cse1*cse13 + 0.0325*cse1*cse7 + cse17*cse32 + cse19*cse33 + cse23*cse32
    cse35 = cse0*cse3
    cse36 = cse18*cse3
    cse37 = 0.0325*cse0*cse5*phid_bar1*thetad_bar1 - cse1*cse27 - cse15*cse2 + cse16*cse29*cse3*phid_bar1 - cse19*cse28*cse3 - cse21*cse36
    cse38 = cse0*cse5
    cse39 = cse11*cse32 + cse14*cse36 - cse15*cse33 + cse22*cse3*cse7 + cse28*thetad_bar1
    cse40 = cse10*cse17 + cse15*cse23 - cse17*cse8 + 104.01625*cse18*cse8 + cse19*cse26
    cse41 = -cse7
    cse42 = cse20 + cse21*cse4 + cse21*cse6 - cse22*cse4 + cse29*cse41
    cse43 = cse11*cse15 + cse14*cse41 + cse15*cse27 + cse7*(-0.0325*cse4 - 0.0325*cse6)
    cse44 = math.sin(theta_bar2)
    cse45 = cse44*phid_bar2
    cse46 = 13.008125*cse45
    cse47 = math.cos(psi_bar2)
    cse48 = cse47*thetad_bar2
    cse49 = math.sin(psi_bar2)
    cse50 = cse45*cse49
    cse51 = cse48 + cse50
    cse52 = cse49*thetad_bar2
    cse53 = 0.01625*cse52
    cse54 = cse45*cse47
    cse55 = -cse53 + 0.01625*cse54
    cse56 = 13.008125*cse48
    cse57 = 13.008125*cse50 + cse56
    cse58 = -cse57
    cse59 = -cse52 + cse54
    cse60 = math.cos(theta_bar2)
    cse61 = 13.008125*psid_bar2
    cse62 = cse60*phid_bar2
    cse63 = cse62 + psid_bar2
    cse64 = cse57*cse63
    cse65 = 0.01625*psid_bar2
    cse66 = 0.01625*cse62
    cse67 = -cse65 - cse66
    cse68 = cse48*cse61 + cse50*cse61 + cse51*cse67 - cse56*cse62 + cse64
    cse69 = cse47*cse68
    cse70 = -13.008125*cse49*thetad_bar2 + 13.008125*cse54
    cse71 = -cse70
    cse72 = 13.008125*cse62
    cse73 = cse61 + cse72
    cse74 = cse52*cse65 - cse53*cse62 - cse54*cse65 + cse59*cse73 + cse63*cse71
    cse75 = cse49*cse74
    cse76 = cse49*cse62
    cse77 = cse49*cse72
    cse78 = 0.01625*cse45*cse51 + cse45*cse56 - cse45*cse57 + cse61*cse76 + cse63*cse77 + cse67*cse76
    cse79 = cse44*cse47
    cse80 = cse47*cse62
    cse81 = 0.01625*cse44*cse49*phid_bar2*thetad_bar2 - cse45*cse71 - cse46*cse59 + cse47*cse60*cse73*phid_bar2 - cse47*cse63*cse72 - cse65*cse80
    cse82 = cse44*cse49
    cse83 = cse47*cse51*cse66 + cse55*cse76 + cse58*cse80 - cse59*cse77 + cse72*thetad_bar2
    cse84 = -cse52*cse61 + 13.008125*cse52*cse62 + cse54*cse61 + cse59*cse67 + cse63*cse70
    cse85 = -cse51
    cse86 = cse48*cse65 - cse48*cse66 + cse50*cse65 + cse64 + cse73*cse85
    cse87 = cse51*(-0.01625*cse48 - 0.01625*cse50) + cse55*cse59 + cse58*cse85 + cse59*cse71
    out = np.zeros((12, 12))
    out[_Q_q_INDEX] = (
        -cse0*(cse11*cse7 + cse14*cse15 + cse2*thetad_bar1) + cse16*cse25 + cse16*cse31 + cse16*cse39 + cse34*cse35 + cse37*cse38,  # [3, 4]
        cse16*cse43 - cse24*cse38 + cse30*cse35 + cse35*cse40 + cse38*cse42,  # [3, 5]
        cse3*cse37 - cse34*cse5,  # [4, 4]
        -cse25 + cse3*cse42 - cse31 - cse40*cse5,  # [4, 5]
        cse39,  # [5, 4]
        cse43,  # [5, 5]
        -cse44*(cse46*thetad_bar2 + cse51*cse55 + cse58*cse59) + cse60*cse69 + cse60*cse75 + cse60*cse83 + cse78*cse79 + cse81*cse82,  # [9, 10]
        cse60*cse87 - cse68*cse82 + cse74*cse79 + cse79*cse84 + cse82*cse86,  # [9, 11]
        cse47*cse81 - cse49*cse78,  # [10, 10]
        cse47*cse86 - cse49*cse84 - cse69 - cse75,  # [10, 11]
        cse83,  # [11, 10]
        cse87,  # [11, 11]
    )
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 16 nonzero.
    """
    # 256 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = 104.01625*psid_bar1
    cse1 = math.sin(psi_bar1)
    cse2 = math.sin(theta_bar1)
    cse3 = cse1*cse2
    cse4 = math.cos(theta_bar1)
    cse5 = math.cos(psi_bar1)
    cse6 = cse5*thetad_bar1
    cse7 = 104.01625*cse6
    cse8 = cse4*phid_bar1
    cse9 = cse8 + psid_bar1
    cse10 = 104.01625*cse2
    cse11 = cse1*cse10
    cse12 = 0.0325*psid_bar1
    cse13 = 0.0325*cse8
    cse14 = -cse12 - cse13
    cse15 = cse3*phid_bar1
    cse16 = 0.0325*cse15 + 0.0325*cse6
    cse17 = cse10*phid_bar1
    cse18 = cse1*cse17 + cse7
    cse19 = cse0*cse3 + cse11*cse9 + cse14*cse3 - cse16*cse4 + cse18*cse4 - cse4*cse7
    cse20 = cse2*cse5
    cse21 = cse1*thetad_bar1
    cse22 = 0.0325*cse21
    cse23 = 104.01625*cse8
    cse24 = cse0 + cse23
    cse25 = cse20*phid_bar1
    cse26 = -cse21 + cse25
    cse27 = -cse10*cse5*cse9 - cse12*cse20 + cse2*cse24*cse5 - cse22*cse4 + 104.01625*cse26*cse4 + cse4*(104.01625*cse1*thetad_bar1 - cse17*cse5)
    cse28 = -cse18
    cse29 = -cse22 + 0.0325*cse25
    cse30 = cse10*thetad_bar1 - cse11*cse26 + cse16*cse20 + cse20*cse28 + cse29*cse3
    cse31 = cse0*cse5 + cse14*cse5 - cse23*cse5 + 104.01625*cse5*cse9
    cse32 = -cse1*cse13 - cse1*cse24 + 104.01625*cse1*cse9 + 0.0325*cse1*psid_bar1
    cse33 = -cse1*cse16 - cse1*cse28 + 104.01625*cse2*phid_bar1 - 104.01625*cse26*cse5 + cse29*cse5
    cse34 = 208.0*cse15 + 208.0*cse6
    cse35 = 0.03249999999999886*cse1*thetad_bar1 - 0.03249999999999886*cse25
    cse36 = 13.008125*psid_bar2
    cse37 = math.sin(psi_bar2)
    cse38 = math.sin(theta_bar2)
    cse39 = cse37*cse38
    cse40 = math.cos(theta_bar2)
    cse41 = math.cos(psi_bar2)
    cse42 = cse41*thetad_bar2
    cse43 = 13.008125*cse42
    cse44 = cse40*phid_bar2
    cse45 = cse44 + psid_bar2
    cse46 = 13.008125*cse38
    cse47 = cse37*cse46
    cse48 = 0.01625*psid_bar2
    cse49 = 0.01625*cse44
    cse50 = -cse48 - cse49
    cse51 = cse39*phid_bar2
    cse52 = 0.01625*cse42 + 0.01625*cse51
    cse53 = cse46*phid_bar2
    cse54 = cse37*cse53 + cse43
    cse55 = cse36*cse39 + cse39*cse50 - cse40*cse43 - cse40*cse52 + cse40*cse54 + cse45*cse47
    cse56 = cse38*cse41
    cse57 = cse37*thetad_bar2
    cse58 = 0.01625*cse57
    cse59 = 13.008125*cse44
    cse60 = cse36 + cse59
    cse61 = cse56*phid_bar2
    cse62 = -cse57 + cse61
    cse63 = cse38*cse41*cse60 - cse40*cse58 + 13.008125*cse40*cse62 + cse40*(13.008125*cse37*thetad_bar2 - cse41*cse53) - cse41*cse45*cse46 - cse48*cse56
    cse64 = -cse54
    cse65 = -cse58 + 0.01625*cse61
    cse66 = cse39*cse65 + cse46*thetad_bar2 - cse47*cse62 + cse52*cse56 + cse56*cse64
    cse67 = cse36*cse41 + 13.008125*cse41*cse45 + cse41*cse50 - cse41*cse59
    cse68 = 13.008125*cse37*cse45 - cse37*cse49 - cse37*cse60 + 0.01625*cse37*psid_bar2
    cse69 = -cse37*cse52 - cse37*cse64 + 13.008125*cse38*phid_bar2 - 13.008125*cse41*cse62 + cse41*cse65
    cse70 = 26.0*cse42 + 26.0*cse51
    cse71 = 0.01624999999999943*cse37*thetad_bar2 - 0.01624999999999943*cse61
    out = np.zeros((12, 12))
    out[_Q_v_INDEX] = (
        cse19*cse20 + cse27*cse3 + cse30*cse4,  # [3, 3]
        cse20*cse31 + cse3*cse32 + cse33*cse4,  # [3, 4]
        cse20*cse34 + cse3*cse35,  # [3, 5]
        -cse1*cse19 + cse27*cse5,  # [4, 3]
        -cse1*cse31 + cse32*cse5,  # [4, 4]
        -cse1*cse34 + cse35*cse5,  # [4, 5]
        cse30,  # [5, 3]
        cse33,  # [5, 4]
        cse39*cse63 + cse40*cse66 + cse55*cse56,  # [9, 9]
        cse39*cse68 + cse40*cse69 + cse56*cse67,  # [9, 10]
        cse39*cse71 + cse56*cse70,  # [9, 11]
        -cse37*cse55 + cse41*cse63,  # [10, 9]
        -cse37*cse67 + cse41*cse68,  # [10, 10]
        -cse37*cse70 + cse41*cse71,  # [10, 11]
        cse66,  # [11, 9]
        cse69,  # [11, 10]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (12).
        a: accelerations (time derivative of v) (12).
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 10 nonzero.
    """
    # 88 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, acc_3,
        acc_4, acc_5, _, _,
        _, acc_9, acc_10, acc_11,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

    cse0 = math.sin(theta_bar1)
    cse1 = 104.01625*cse0
    cse2 = math.cos(psi_bar1)
    cse3 = math.sin(psi_bar1)
    cse4 = cse2*cse3
    cse5 = acc_4*cse4
    cse6 = math.cos(theta_bar1)
    cse7 = 103.98375*cse6
    cse8 = cse0*cse6
    cse9 = 208.0325*cse8
    cse10 = cse3**2
    cse11 = cse2**2
    cse12 = 103.98375*cse0
    cse13 = acc_3*cse4
    cse14 = acc_3*cse12
    cse15 = math.sin(theta_bar2)
    cse16 = 13.008125*cse15
    cse17 = math.cos(psi_bar2)
    cse18 = math.sin(psi_bar2)
    cse19 = cse17*cse18
    cse20 = acc_10*cse19
    cse21 = math.cos(theta_bar2)
    cse22 = 12.991875*cse21
    cse23 = cse15*cse21
    cse24 = 26.01625*cse23
    cse25 = cse18**2
    cse26 = cse17**2
    cse27 = 12.991875*cse15
    cse28 = acc_9*cse19
    cse29 = acc_9*cse27
    out = np.zeros((12, 12))
    out[_Ma_q_INDEX] = (
        acc_3*(0.065*cse10*cse8 + cse11*cse9 - cse9) - acc_5*cse1 - cse5*cse7,  # [3, 4]
        103.98375*acc_4*cse0*cse10 - acc_4*cse11*cse12 - 207.9675*cse0**2*cse13,  # [3, 5]
        -cse13*cse7,  # [4, 4]
        cse10*cse14 - cse11*cse14 + 207.9675*cse5,  # [4, 5]
        -acc_3*cse1,  # [5, 4]
        -acc_11*cse16 + acc_9*(0.0325*cse23*cse25 + cse24*cse26 - cse24) - cse20*cse22,  # [9, 10]
        12.991875*acc_10*cse15*cse25 - acc_10*cse26*cse27 - 25.98375*cse15**2*cse28,  # [9, 11]
        -cse22*cse28,  # [10, 10]
        25.98375*cse20 + cse25*cse29 - cse26*cse29,  # [10, 11]
        -acc_9*cse16,  # [11, 10]
    )
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 30 nonzero.
    """
    # 331 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = math.sin(phi_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_bar1)
    cse4 = math.cos(phi_bar1)
    cse5 = math.cos(psi_bar1)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = cse2 - cse7
    cse9 = math.cos(phi_bar2)
    cse10 = math.sin(theta_bar2)
    cse11 = cse10*cse9
    cse12 = cse11*cse8
    cse13 = math.sin(phi_bar2)
    cse14 = cse1*cse4
    cse15 = cse0*cse5
    cse16 = cse15*cse3
    cse17 = cse14 + cse16
    cse18 = -cse10*cse13*cse17 + cse12
    cse19 = cse14*cse3
    cse20 = cse15 + cse19
    cse21 = cse11*cse20
    cse22 = cse2*cse3
    cse23 = cse22 - cse4*cse5
    cse24 = -cse23
    cse25 = math.sin(theta_bar1)
    cse26 = cse25*cse4*lam_4
    cse27 = (1/2)*L1
    cse28 = cse23*cse27
    cse29 = -cse20
    cse30 = cse27*cse29
    cse31 = cse28*lam_0 + cse28*lam_5 + cse30*lam_1 + cse30*lam_6
    cse32 = cse25*cse27
    cse33 = cse14*cse32
    cse34 = cse2*cse32
    cse35 = cse11*cse25
    cse36 = -cse10*cse13*cse25*cse4*cse5 + cse15*cse35
    cse37 = cse10*cse13
    cse38 = cse25*cse37
    cse39 = -cse14*cse38 + cse2*cse35
    cse40 = -cse0*cse3*lam_4 - cse33*lam_0 - cse33*lam_5 - cse34*lam_1 - cse34*lam_6 - cse36*lam_8 + cse39*lam_9
    cse41 = cse27*cse8
    cse42 = -cse17
    cse43 = cse27*cse42
    cse44 = cse11*cse23
    cse45 = -cse8
    cse46 = cse11*cse17
    cse47 = -cse41*lam_0 - cse41*lam_5 - cse43*lam_1 - cse43*lam_6 + lam_8*(cse20*cse37 - cse44) + lam_9*(cse37*cse45 - cse46)
    cse48 = cse23*cse37
    cse49 = cse37*cse42
    cse50 = lam_8*(cse12 + cse49) + lam_9*(cse21 + cse48)
    cse51 = math.cos(theta_bar2)
    cse52 = cse13*cse51
    cse53 = cse51*cse9
    cse54 = cse23*cse53
    cse55 = cse42*cse53
    cse56 = lam_8*(cse52*cse8 - cse55) + lam_9*(cse20*cse52 - cse54)
    cse57 = cse27*lam_2
    cse58 = cse1*cse25
    cse59 = cse27*lam_7
    cse60 = cse22*cse27
    cse61 = cse19*cse27
    cse62 = cse25*cse51
    cse63 = cse5*cse62
    cse64 = cse3*cse5
    cse65 = cse15*cse32
    cse66 = cse3*cse51
    cse67 = (1/2)*L1*cse25*cse4*cse5*lam_1 + (1/2)*L1*cse25*cse4*cse5*lam_6 - cse57*cse64 - cse59*cse64 - cse65*lam_0 - cse65*lam_5 + lam_8*(-cse1*cse66 - cse14*cse35 - cse2*cse38) + lam_9*(-cse15*cse38 - cse35*cse6 - cse5*cse66)
    cse68 = cse36*lam_8 - cse39*lam_9
    cse69 = cse25*cse52
    cse70 = cse25*cse53
    cse71 = lam_8*(-cse10*cse3*cse5 + cse15*cse69 + cse6*cse70) + lam_9*(cse1*cse10*cse3 - cse14*cse70 - cse2*cse69)
    cse72 = cse1*cse62
    cse73 = lam_8*(cse29*cse37 + cse44) + lam_9*(cse37*cse8 + cse46)
    cse74 = cse10*cse25
    cse75 = lam_8*(cse1*cse74 + cse23*cse52 - cse29*cse53) + lam_9*(cse17*cse52 + cse5*cse74 - cse53*cse8)
    cse76 = cse11*cse29 - cse48
    cse77 = math.cos(psi_bar2)
    cse78 = cse77*cse9
    cse79 = math.sin(psi_bar2)
    cse80 = cse13*cse79
    cse81 = cse51*cse80
    cse82 = (1/2)*L2
    cse83 = cse82*lam_5
    cse84 = cse13*cse77
    cse85 = cse79*cse9
    cse86 = cse51*cse85
    cse87 = cse82*lam_6
    cse88 = cse83*(-cse78 + cse81) + cse87*(-cse84 - cse86)
    cse89 = cse10*cse83
    cse90 = -cse10*cse80*cse87 - cse85*cse89 + lam_8*(cse45*cse52 + cse55) + lam_9*(cse29*cse52 + cse54)
    cse91 = -cse83*(-cse51*cse78 + cse80) - cse87*(-cse51*cse84 - cse85)
    cse92 = cse82*lam_7
    cse93 = (1/2)*L2*cse10*cse77*cse9*lam_6 - cse51*cse77*cse92 - cse84*cse89
    out = np.zeros((12, 12))
    out[_Phi_qT_lam_q_INDEX] = (
        -cse18*lam_8 - cse26 - cse31 + lam_9*(cse10*cse13*cse24 - cse21),  # [3, 3]
        cse40,  # [3, 4]
        cse47,  # [3, 5]
        cse50,  # [3, 9]
        cse56,  # [3, 10]
        cse40,  # [4, 3]
        -cse26 - cse3*lam_3 + cse57*cse58 + cse58*cse59 - cse60*lam_0 - cse60*lam_5 + cse61*lam_1 + cse61*lam_6 + lam_8*(cse11*cse7 + cse16*cse37 - cse63) + lam_9*(cse1*cse25*cse51 - cse11*cse19 - cse22*cse37),  # [4, 4]
        cse67,  # [4, 5]
        cse68,  # [4, 9]
        cse71,  # [4, 10]
        cse47,  # [5, 3]
        cse67,  # [5, 4]
        (1/2)*L1*cse1*cse25*lam_2 + (1/2)*L1*cse1*cse25*lam_7 - cse31 + lam_8*(-cse18 - cse63) + lam_9*(-cse21 + cse24*cse37 + cse72),  # [5, 5]
        cse73,  # [5, 9]
        cse75,  # [5, 10]
        cse50,  # [9, 3]
        cse68,  # [9, 4]
        cse73,  # [9, 5]
        cse76*lam_9 - cse88 + lam_8*(cse11*cse45 - cse49),  # [9, 9]
        cse90,  # [9, 10]
        cse91,  # [9, 11]
        cse56,  # [10, 3]
        cse71,  # [10, 4]
        cse75,  # [10, 5]
        cse90,  # [10, 9]
        cse10*cse79*cse92 - cse81*cse83 + cse86*cse87 + lam_8*(cse10*cse45*cse9 - cse49 - cse63) + lam_9*(cse72 + cse76),  # [10, 10]
        cse93,  # [10, 11]
        cse91,  # [11, 9]
        cse93,  # [11, 10]
        (1/2)*L2*cse10*cse79*lam_7 - cse88,  # [11, 11]
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
        p: parameters (2).
        h: step size.

    Returns:
        ndarray of shape (22,), 22 nonzero.
    """
    # 429 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, acc_5, acc_6, acc_7,
        acc_8, acc_9, acc_10, acc_11,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    h = float(h)

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(phi_bar1)
    cse2 = math.sin(theta_bar1)
    cse3 = math.sin(psi_bar1)
    cse4 = math.cos(psi_bar1)
    cse5 = cse2*cse4
    cse6 = 103.98375*cse3*cse5
    cse7 = math.cos(phi_bar1)
    cse8 = cse4*cse7
    cse9 = cse1*cse3
    cse10 = cse0*cse9 - cse8
    cse11 = (1/2)*L1
    cse12 = -cse10*cse11
    cse13 = cse1*cse4
    cse14 = cse3*cse7
    cse15 = cse0*cse14 + cse13
    cse16 = -cse15
    cse17 = cse11*cse16
    cse18 = cse3**2
    cse19 = cse2**2
    cse20 = cse4**2
    cse21 = math.sin(phi_bar2)
    cse22 = math.sin(theta_bar2)
    cse23 = cse21*cse22
    cse24 = math.cos(phi_bar2)
    cse25 = cse22*cse24
    cse26 = cse10*cse25
    cse27 = -cse0*cse8 + cse9
    cse28 = cse0*cse13 + cse14
    cse29 = -cse28
    cse30 = cse25*cse29
    cse31 = cse2*phid_bar1
    cse32 = cse4*thetad_bar1
    cse33 = cse3*cse31
    cse34 = cse32 + cse33
    cse35 = cse3*thetad_bar1
    cse36 = 0.0325*cse35
    cse37 = cse31*cse4
    cse38 = 104.01625*cse32
    cse39 = 104.01625*cse33 + cse38
    cse40 = -cse35 + cse37
    cse41 = 104.01625*cse31*thetad_bar1 + cse34*(-cse36 + 0.0325*cse37) - cse39*cse40
    cse42 = 104.01625*psid_bar1
    cse43 = cse0*phid_bar1
    cse44 = cse43 + psid_bar1
    cse45 = 0.0325*psid_bar1
    cse46 = cse32*cse42 + cse33*cse42 + cse34*(-0.0325*cse43 - cse45) - cse38*cse43 + cse39*cse44
    cse47 = cse35*cse45 - cse36*cse43 - cse37*cse45 + cse40*(cse42 + 104.01625*cse43) + cse44*(104.01625*cse3*thetad_bar1 - 104.01625*cse37)
    cse48 = cse2*cse3
    cse49 = cse11*lam_2
    cse50 = cse0*cse3
    cse51 = cse11*lam_7
    cse52 = cse11*cse2*cse9
    cse53 = math.cos(theta_bar2)
    cse54 = cse0*cse53
    cse55 = cse2*cse23
    cse56 = cse2*cse25
    cse57 = cse10*cse21*cse22 - cse16*cse25 - cse48*cse53
    cse58 = cse5*cse53
    cse59 = cse11*cse29
    cse60 = -cse27
    cse61 = cse11*cse60
    cse62 = math.sin(psi_bar2)
    cse63 = math.cos(psi_bar2)
    cse64 = cse22*cse63
    cse65 = 12.991875*cse62*cse64
    cse66 = cse21*cse62
    cse67 = (1/2)*L2
    cse68 = cse67*(cse24*cse63 - cse53*cse66)
    cse69 = cse21*cse63
    cse70 = cse24*cse62
    cse71 = cse53*cse70 + cse69
    cse72 = cse67*lam_5
    cse73 = cse62**2
    cse74 = cse22**2
    cse75 = cse63**2
    cse76 = cse22*phid_bar2
    cse77 = cse63*thetad_bar2
    cse78 = cse62*cse76
    cse79 = cse77 + cse78
    cse80 = cse62*thetad_bar2
    cse81 = 0.01625*cse80
    cse82 = cse63*cse76
    cse83 = 13.008125*cse77
    cse84 = 13.008125*cse78 + cse83
    cse85 = -cse80 + cse82
    cse86 = 13.008125*cse76*thetad_bar2 + cse79*(-cse81 + 0.01625*cse82) - cse84*cse85
    cse87 = 13.008125*psid_bar2
    cse88 = cse53*phid_bar2
    cse89 = cse88 + psid_bar2
    cse90 = 0.01625*psid_bar2
    cse91 = cse77*cse87 + cse78*cse87 + cse79*(-0.01625*cse88 - cse90) - cse83*cse88 + cse84*cse89
    cse92 = cse80*cse90 - cse81*cse88 - cse82*cse90 + cse85*(cse87 + 13.008125*cse88) + cse89*(13.008125*cse62*thetad_bar2 - 13.008125*cse82)
    cse93 = cse22*cse62
    cse94 = cse67*lam_7
    cse95 = cse67*lam_6
    cse96 = cse24*cse53
    cse97 = h**(-2)
    cse98 = cse11*cse15
    cse99 = cse11*cse48
    return np.array([
        78.0*acc_0 + lam_0 - lam_5,  # [0]
        78.0*acc_1 + lam_1 - lam_6,  # [1]
        78.0*acc_2 + lam_2 - lam_7 + 765.1800000000001,  # [2]
        acc_3*(104.01625*cse0**2 + 0.0325*cse18*cse19 + 104.01625*cse19*cse20) - acc_4*cse6 + 104.01625*acc_5*cse0 - cse0*cse41 - cse1*cse2*lam_4 - cse12*lam_1 - cse12*lam_6 - cse17*lam_0 - cse17*lam_5 - cse46*cse5 - cse47*cse48 + lam_8*(cse23*cse27 - cse30) + lam_9*(cse15*cse23 - cse26),  # [3]
        (1/2)*L1*cse2*cse3*cse7*lam_1 + (1/2)*L1*cse2*cse3*cse7*lam_6 - acc_3*cse6 + acc_4*(104.01625*cse18 + 0.0325*cse20) + cse0*cse7*lam_4 - cse2*lam_3 + cse3*cse46 - cse4*cse47 - cse49*cse50 - cse50*cse51 - cse52*lam_0 - cse52*lam_5 + lam_8*(cse13*cse55 + cse4*cse54 + cse56*cse8) + lam_9*(-cse14*cse56 - cse3*cse54 - cse55*cse9),  # [4]
        104.01625*acc_3*cse0 + 104.01625*acc_5 - cse41 - cse49*cse5 - cse5*cse51 + cse57*lam_8 - cse59*lam_0 - cse59*lam_5 - cse61*lam_1 - cse61*lam_6 + lam_9*(cse21*cse22*cse28 - cse25*cse27 - cse58),  # [5]
        39.0*acc_6 + lam_5,  # [6]
        39.0*acc_7 + lam_6,  # [7]
        39.0*acc_8 + lam_7 + 382.59000000000003,  # [8]
        -acc_10*cse65 + 13.008125*acc_11*cse53 + acc_9*(13.008125*cse53**2 + 0.01625*cse73*cse74 + 13.008125*cse74*cse75) - cse53*cse86 - cse64*cse91 - cse68*lam_6 + cse71*cse72 - cse92*cse93 + lam_8*(cse23*cse60 + cse30) + lam_9*(cse16*cse23 + cse26),  # [9]
        acc_10*(13.008125*cse73 + 0.01625*cse75) - acc_9*cse65 - cse22*cse66*cse72 + cse22*cse70*cse95 - cse53*cse62*cse94 + cse62*cse91 - cse63*cse92 + lam_8*(cse21*cse29*cse53 - cse22*cse5 - cse60*cse96) + lam_9*(cse10*cse21*cse53 - cse16*cse96 + cse22*cse48),  # [10]
        13.008125*acc_11 + 13.008125*acc_9*cse53 - cse64*cse94 - cse72*(-cse53*cse69 - cse70) - cse86 - cse95*(cse24*cse53*cse63 - cse66),  # [11]
        cse97*(-cse12 + r_bar1_x),  # [12]
        cse97*(-cse98 + r_bar1_y),  # [13]
        cse97*(-cse99 + r_bar1_z),  # [14]
        cse0*cse97,  # [15]
        cse2*cse7*cse97,  # [16]
        cse97*(-cse12 - cse68 - r_bar1_x + r_bar2_x),  # [17]
        cse97*(-cse67*cse71 - cse98 - r_bar1_y + r_bar2_y),  # [18]
        cse97*(-cse67*cse93 - cse99 - r_bar1_z + r_bar2_z),  # [19]
        cse97*(cse23*cse29 - cse25*cse60 + cse58),  # [20]
        cse57*cse97,  # [21]
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
        p: parameters (2).
        h: step size.

    Returns:
        ndarray of shape (22, 22), 128 nonzero.
    """
    # 1078 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        _, _, _, acc_3,
        acc_4, acc_5, _, _,
        _, acc_9, acc_10, acc_11,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    h = float(h)

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = cse1**2
    cse3 = math.sin(theta_bar1)
    cse4 = cse3**2
    cse5 = math.cos(psi_bar1)
    cse6 = cse5**2
    cse7 = h**2
    cse8 = math.sin(phi_bar1)
    cse9 = cse1*cse8
    cse10 = math.cos(phi_bar1)
    cse11 = cse10*cse5
    cse12 = cse0*cse11
    cse13 = -cse12 + cse9
    cse14 = math.cos(phi_bar2)
    cse15 = math.sin(theta_bar2)
    cse16 = cse14*cse15
    cse17 = cse13*cse16
    cse18 = math.sin(phi_bar2)
    cse19 = cse1*cse10
    cse20 = cse5*cse8
    cse21 = cse0*cse20
    cse22 = cse19 + cse21
    cse23 = -cse15*cse18*cse22 + cse17
    cse24 = cse0*cse19
    cse25 = cse20 + cse24
    cse26 = cse16*cse25
    cse27 = cse0*cse9
    cse28 = -cse10*cse5 + cse27
    cse29 = -cse28
    cse30 = cse10*cse3*lam_4
    cse31 = (1/2)*L1
    cse32 = cse28*cse31
    cse33 = -cse25
    cse34 = cse31*cse33
    cse35 = cse32*lam_0 + cse32*lam_5 + cse34*lam_1 + cse34*lam_6
    cse36 = 104.01625*psid_bar1
    cse37 = cse1*cse3
    cse38 = cse5*thetad_bar1
    cse39 = 104.01625*cse0
    cse40 = 104.01625*cse3
    cse41 = cse0*phid_bar1
    cse42 = cse41 + psid_bar1
    cse43 = cse1*cse42
    cse44 = 0.0325*psid_bar1
    cse45 = 0.0325*cse41
    cse46 = -cse44 - cse45
    cse47 = cse37*phid_bar1
    cse48 = cse38 + cse47
    cse49 = 0.0325*cse48
    cse50 = 104.01625*cse38
    cse51 = cse40*phid_bar1
    cse52 = cse1*cse51 + cse50
    cse53 = -cse0*cse49 + cse0*cse52 + cse36*cse37 + cse37*cse46 - cse38*cse39 + cse40*cse43
    cse54 = cse3*cse5
    cse55 = cse1*thetad_bar1
    cse56 = 0.0325*cse55
    cse57 = cse42*cse5
    cse58 = 104.01625*cse41
    cse59 = cse36 + cse58
    cse60 = cse54*phid_bar1
    cse61 = -cse55 + cse60
    cse62 = -104.01625*cse1*thetad_bar1 + cse5*cse51
    cse63 = -cse62
    cse64 = -cse0*cse56 + 104.01625*cse0*cse61 + cse0*cse63 + cse3*cse5*cse59 - cse40*cse57 - cse44*cse54
    cse65 = cse40*thetad_bar1
    cse66 = -cse52
    cse67 = -cse56 + 0.0325*cse60
    cse68 = cse1*cse61
    cse69 = cse37*cse67 - cse40*cse68 + cse49*cse54 + cse54*cse66 + cse65
    cse70 = 103.98375*cse5
    cse71 = cse37*cse70
    cse72 = 104.01625*cse5
    cse73 = cse36*cse5 + cse42*cse72 + cse46*cse5 - cse5*cse58
    cse74 = 104.01625*cse1*cse42 - cse1*cse45 - cse1*cse59 + 0.0325*cse1*psid_bar1
    cse75 = -cse1*cse49 - cse1*cse66 + 104.01625*cse3*phid_bar1 + cse5*cse67 - cse61*cse72
    cse76 = cse41*cse5
    cse77 = cse1*cse41
    cse78 = cse49*cse76 - cse58*cse68 + cse58*thetad_bar1 + cse66*cse76 + cse67*cse77
    cse79 = cse0*cse3
    cse80 = 208.0325*cse79
    cse81 = cse42*cse52
    cse82 = cse36*cse38 + cse36*cse47 - cse41*cse50 + cse46*cse48 + cse81
    cse83 = cse5*cse82
    cse84 = -cse41*cse56 + cse42*cse63 + cse44*cse55 - cse44*cse60 + cse59*cse61
    cse85 = cse1*cse84
    cse86 = cse3*phid_bar1
    cse87 = cse36*cse77 + cse38*cse51 + cse43*cse58 + cse46*cse77 + cse49*cse86 - cse52*cse86
    cse88 = cse0*cse5*cse59*phid_bar1 + 0.0325*cse1*cse3*phid_bar1*thetad_bar1 - cse44*cse76 - cse51*cse61 - cse57*cse58 - cse63*cse86
    cse89 = acc_4*cse1
    cse90 = cse3*cse31
    cse91 = cse19*cse90
    cse92 = cse9*cse90
    cse93 = cse16*cse3
    cse94 = -cse10*cse15*cse18*cse3*cse5 + cse20*cse93
    cse95 = cse15*cse18
    cse96 = cse3*cse95
    cse97 = -cse19*cse96 + cse9*cse93
    cse98 = cse0*cse8*lam_4 + cse91*lam_0 + cse91*lam_5 + cse92*lam_1 + cse92*lam_6 + cse94*lam_8 - cse97*lam_9
    cse99 = 208.0*cse38 + 208.0*cse47
    cse100 = 0.03249999999999886*cse1*thetad_bar1 - 0.03249999999999886*cse60
    cse101 = -cse48
    cse102 = cse101*cse66 + cse48*(-0.0325*cse38 - 0.0325*cse47) + cse61*cse63 + cse61*cse67
    cse103 = cse101*cse59 + cse38*cse44 - cse38*cse45 + cse44*cse47 + cse81
    cse104 = -cse36*cse55 + cse36*cse60 + 104.01625*cse41*cse55 + cse42*cse62 + cse46*cse61
    cse105 = 103.98375*cse3
    cse106 = 207.9675*cse5
    cse107 = cse13*cse31
    cse108 = -cse22
    cse109 = cse108*cse31
    cse110 = cse16*cse28
    cse111 = -cse110 + cse25*cse95
    cse112 = -cse13
    cse113 = cse112*cse95
    cse114 = cse16*cse22
    cse115 = cse107*lam_0 + cse107*lam_5 + cse109*lam_1 + cse109*lam_6 - cse111*lam_8 - lam_9*(cse113 - cse114)
    cse116 = cse28*cse95
    cse117 = cse108*cse95
    cse118 = cse7*(lam_8*(cse117 + cse17) + lam_9*(cse116 + cse26))
    cse119 = math.cos(theta_bar2)
    cse120 = cse119*cse18
    cse121 = cse119*cse14
    cse122 = cse121*cse28
    cse123 = cse108*cse121
    cse124 = cse7*(lam_8*(cse120*cse13 - cse123) + lam_9*(cse120*cse25 - cse122))
    cse125 = -cse34
    cse126 = -cse29*cse31
    cse127 = -cse3*cse8
    cse128 = cse13*cse95
    cse129 = cse108*cse16
    cse130 = cse128 - cse129
    cse131 = cse31*cse37
    cse132 = cse0*cse1
    cse133 = cse27*cse31
    cse134 = cse24*cse31
    cse135 = cse119*cse54
    cse136 = cse119*cse37
    cse137 = cse0*cse31*cse5
    cse138 = cse137*lam_2
    cse139 = cse137*lam_7
    cse140 = acc_3*cse105
    cse141 = cse20*cse90
    cse142 = cse141*lam_0
    cse143 = cse11*cse90
    cse144 = cse141*lam_5
    cse145 = cse0*cse119
    cse146 = -cse1*cse145 - cse19*cse93 - cse9*cse96
    cse147 = cse11*cse93 + cse145*cse5 + cse20*cse96
    cse148 = -cse147
    cse149 = cse7*(cse94*lam_8 - cse97*lam_9)
    cse150 = cse120*cse3
    cse151 = cse121*cse3
    cse152 = cse7*(lam_8*(-cse0*cse15*cse5 + cse11*cse151 + cse150*cse20) + lam_9*(cse0*cse1*cse15 - cse150*cse9 - cse151*cse19))
    cse153 = -cse92
    cse154 = -cse132*cse31
    cse155 = -cse3
    cse156 = cse0*cse10
    cse157 = -cse135 - cse23
    cse158 = cse110 + cse33*cse95
    cse159 = cse7*(cse158*lam_8 + lam_9*(cse114 + cse128))
    cse160 = cse15*cse54
    cse161 = cse120*cse28 - cse121*cse33 + cse15*cse37
    cse162 = cse7*(cse161*lam_8 + lam_9*(cse120*cse22 - cse121*cse13 + cse160))
    cse163 = -cse109
    cse164 = -cse112*cse31
    cse165 = -cse31*cse54
    cse166 = -cse116 + cse16*cse33
    cse167 = cse136 + cse166
    cse168 = -cse167
    cse169 = math.sin(psi_bar2)
    cse170 = cse169**2
    cse171 = cse15**2
    cse172 = math.cos(psi_bar2)
    cse173 = cse172**2
    cse174 = cse14*cse172
    cse175 = cse169*cse18
    cse176 = cse119*cse175
    cse177 = -cse174 + cse176
    cse178 = (1/2)*L2
    cse179 = cse178*lam_5
    cse180 = cse172*cse18
    cse181 = cse14*cse169
    cse182 = cse119*cse181
    cse183 = cse178*(-cse180 - cse182)
    cse184 = cse177*cse179 + cse183*lam_6
    cse185 = 13.008125*psid_bar2
    cse186 = cse15*cse169
    cse187 = cse172*thetad_bar2
    cse188 = 13.008125*cse119
    cse189 = 13.008125*cse15
    cse190 = cse119*phid_bar2
    cse191 = cse190 + psid_bar2
    cse192 = cse169*cse191
    cse193 = 0.01625*psid_bar2
    cse194 = 0.01625*cse190
    cse195 = -cse193 - cse194
    cse196 = cse186*phid_bar2
    cse197 = cse187 + cse196
    cse198 = 0.01625*cse197
    cse199 = 13.008125*cse187
    cse200 = cse189*phid_bar2
    cse201 = cse169*cse200 + cse199
    cse202 = -cse119*cse198 + cse119*cse201 + cse185*cse186 + cse186*cse195 - cse187*cse188 + cse189*cse192
    cse203 = cse15*cse172
    cse204 = cse169*thetad_bar2
    cse205 = 0.01625*cse204
    cse206 = cse172*cse191
    cse207 = 13.008125*cse190
    cse208 = cse185 + cse207
    cse209 = cse203*phid_bar2
    cse210 = -cse204 + cse209
    cse211 = -13.008125*cse169*thetad_bar2 + cse172*cse200
    cse212 = -cse211
    cse213 = -cse119*cse205 + 13.008125*cse119*cse210 + cse119*cse212 + cse15*cse172*cse208 - cse189*cse206 - cse193*cse203
    cse214 = cse189*thetad_bar2
    cse215 = -cse201
    cse216 = -cse205 + 0.01625*cse209
    cse217 = cse169*cse210
    cse218 = cse186*cse216 - cse189*cse217 + cse198*cse203 + cse203*cse215 + cse214
    cse219 = 12.991875*cse172
    cse220 = cse186*cse219
    cse221 = 13.008125*cse172
    cse222 = cse172*cse185 + cse172*cse195 - cse172*cse207 + cse191*cse221
    cse223 = 13.008125*cse169*cse191 - cse169*cse194 - cse169*cse208 + 0.01625*cse169*psid_bar2
    cse224 = 13.008125*cse15*phid_bar2 - cse169*cse198 - cse169*cse215 + cse172*cse216 - cse210*cse221
    cse225 = cse172*cse190
    cse226 = cse169*cse190
    cse227 = cse198*cse225 - cse207*cse217 + cse207*thetad_bar2 + cse215*cse225 + cse216*cse226
    cse228 = cse119*cse15
    cse229 = 26.01625*cse228
    cse230 = cse191*cse201
    cse231 = cse185*cse187 + cse185*cse196 - cse190*cse199 + cse195*cse197 + cse230
    cse232 = cse172*cse231
    cse233 = -cse190*cse205 + cse191*cse212 + cse193*cse204 - cse193*cse209 + cse208*cse210
    cse234 = cse169*cse233
    cse235 = cse15*phid_bar2
    cse236 = cse185*cse226 + cse187*cse200 + cse192*cse207 + cse195*cse226 + cse198*cse235 - cse201*cse235
    cse237 = cse119*cse172*cse208*phid_bar2 + 0.01625*cse15*cse169*phid_bar2*thetad_bar2 - cse193*cse225 - cse200*cse210 - cse206*cse207 - cse212*cse235
    cse238 = acc_10*cse169
    cse239 = cse15*cse179
    cse240 = cse15*cse178
    cse241 = cse175*cse240
    cse242 = cse181*cse239 + cse241*lam_6 - lam_8*(cse112*cse120 + cse123) - lam_9*(cse120*cse33 + cse122)
    cse243 = 26.0*cse187 + 26.0*cse196
    cse244 = 0.01624999999999943*cse169*thetad_bar2 - 0.01624999999999943*cse209
    cse245 = -cse197
    cse246 = cse197*(-0.01625*cse187 - 0.01625*cse196) + cse210*cse212 + cse210*cse216 + cse215*cse245
    cse247 = cse187*cse193 - cse187*cse194 + cse193*cse196 + cse208*cse245 + cse230
    cse248 = -cse185*cse204 + cse185*cse209 + 13.008125*cse190*cse204 + cse191*cse211 + cse195*cse210
    cse249 = 12.991875*cse15
    cse250 = 25.98375*cse172
    cse251 = -cse119*cse174 + cse175
    cse252 = cse178*(-cse119*cse180 - cse181)
    cse253 = cse179*cse251 + cse252*lam_6
    cse254 = -cse183
    cse255 = cse177*cse178
    cse256 = cse113 + cse129
    cse257 = cse178*lam_7
    cse258 = cse119*cse169
    cse259 = cse119*cse172*cse257
    cse260 = acc_9*cse249
    cse261 = cse180*cse239
    cse262 = -cse241
    cse263 = cse181*cse240
    cse264 = -cse178*cse258
    cse265 = cse108*cse119*cse18 - cse112*cse121 - cse160
    cse266 = -cse252
    cse267 = cse178*cse251
    cse268 = -cse178*cse203
    out = np.zeros((22, 22))
    out[_index3_matrix_INDEX] = (
        78.0,  # [0, 0]
        1,  # [0, 12]
        -1,  # [0, 17]
        78.0,  # [1, 1]
        1,  # [1, 13]
        -1,  # [1, 18]
        78.0,  # [2, 2]
        1,  # [2, 14]
        -1,  # [2, 19]
        104.01625*cse0**2 + 0.0325*cse2*cse4 + 104.01625*cse4*cse6 + cse7*(-cse23*lam_8 - cse30 - cse35 + lam_9*(cse15*cse18*cse29 - cse26)) - h*(cse0*cse69 + cse37*cse64 + cse53*cse54),  # [3, 3]
        cse7*(acc_3*(0.065*cse2*cse79 + cse6*cse80 - cse80) - acc_5*cse40 - cse0*cse70*cse89 - cse0*cse78 - cse0*cse83 - cse0*cse85 + cse3*(cse48*cse67 + cse61*cse66 + cse65*phid_bar1) - cse37*cse88 - cse54*cse87 - cse98) - cse71 - h*(cse0*cse75 + cse37*cse74 + cse54*cse73),  # [3, 4]
        cse39 + cse7*(-acc_3*cse1*cse106*cse4 - acc_4*cse105*cse6 + 103.98375*acc_4*cse2*cse3 - cse0*cse102 + cse1*cse3*cse82 - cse103*cse37 - cse104*cse54 - cse115 - cse54*cse84) - h*(cse100*cse37 + cse54*cse99),  # [3, 5]
        cse118,  # [3, 9]
        cse124,  # [3, 10]
        cse125,  # [3, 12]
        cse126,  # [3, 13]
        cse127,  # [3, 16]
        cse125,  # [3, 17]
        cse126,  # [3, 18]
        cse130,  # [3, 20]
        cse111,  # [3, 21]
        -cse7*cse98 - cse71 - h*(-cse1*cse53 + cse5*cse64),  # [4, 3]
        104.01625*cse2 + 0.0325*cse6 + cse7*(-acc_3*cse132*cse70 - cse0*lam_3 + cse1*cse87 + cse131*lam_2 + cse131*lam_7 - cse133*lam_0 - cse133*lam_5 + cse134*lam_1 + cse134*lam_6 - cse30 - cse5*cse88 + lam_8*(cse12*cse16 - cse135 + cse21*cse95) + lam_9*(cse136 - cse16*cse24 - cse27*cse95)) - h*(-cse1*cse73 + cse5*cse74),  # [4, 4]
        cse7*(cse1*cse104 - cse103*cse5 + cse106*cse89 - cse138 - cse139 + cse140*cse2 - cse140*cse6 - cse142 + cse143*lam_1 + cse143*lam_6 - cse144 + cse146*lam_8 + cse148*lam_9 + cse83 + cse85) - h*(-cse1*cse99 + cse100*cse5),  # [4, 5]
        cse149,  # [4, 9]
        cse152,  # [4, 10]
        cse153,  # [4, 12]
        cse91,  # [4, 13]
        cse154,  # [4, 14]
        cse155,  # [4, 15]
        cse156,  # [4, 16]
        cse153,  # [4, 17]
        cse91,  # [4, 18]
        cse154,  # [4, 19]
        cse147,  # [4, 20]
        cse146,  # [4, 21]
        -cse115*cse7 + cse39 - cse69*h,  # [5, 3]
        cse7*((1/2)*L1*cse10*cse3*cse5*lam_1 + (1/2)*L1*cse10*cse3*cse5*lam_6 - acc_3*cse40 - cse138 - cse139 - cse142 - cse144 + cse146*lam_8 + cse148*lam_9 - cse78) - cse75*h,  # [5, 4]
        cse7*((1/2)*L1*cse1*cse3*lam_2 + (1/2)*L1*cse1*cse3*lam_7 - cse102 + cse157*lam_8 - cse35 + lam_9*(cse136 - cse26 + cse29*cse95)) + 104.01625,  # [5, 5]
        cse159,  # [5, 9]
        cse162,  # [5, 10]
        cse163,  # [5, 12]
        cse164,  # [5, 13]
        cse165,  # [5, 14]
        cse163,  # [5, 17]
        cse164,  # [5, 18]
        cse165,  # [5, 19]
        cse168,  # [5, 20]
        cse157,  # [5, 21]
        39.0,  # [6, 6]
        1,  # [6, 17]
        39.0,  # [7, 7]
        1,  # [7, 18]
        39.0,  # [8, 8]
        1,  # [8, 19]
        cse118,  # [9, 3]
        cse149,  # [9, 4]
        cse159,  # [9, 5]
        13.008125*cse119**2 + 0.01625*cse170*cse171 + 13.008125*cse171*cse173 + cse7*(cse166*lam_9 - cse184 + lam_8*(cse112*cse16 - cse117)) - h*(cse119*cse218 + cse186*cse213 + cse202*cse203),  # [9, 9]
        -cse220 + cse7*(-acc_11*cse189 + acc_9*(0.0325*cse170*cse228 + cse173*cse229 - cse229) - cse119*cse219*cse238 - cse119*cse227 - cse119*cse232 - cse119*cse234 + cse15*(cse197*cse216 + cse210*cse215 + cse214*phid_bar2) - cse186*cse237 - cse203*cse236 - cse242) - h*(cse119*cse224 + cse186*cse223 + cse203*cse222),  # [9, 10]
        cse188 + cse7*(12.991875*acc_10*cse15*cse170 - acc_10*cse173*cse249 - acc_9*cse169*cse171*cse250 - cse119*cse246 + cse15*cse169*cse231 - cse186*cse247 - cse203*cse233 - cse203*cse248 - cse253) - h*(cse186*cse244 + cse203*cse243),  # [9, 11]
        cse254,  # [9, 17]
        cse255,  # [9, 18]
        cse256,  # [9, 20]
        cse158,  # [9, 21]
        cse124,  # [10, 3]
        cse152,  # [10, 4]
        cse162,  # [10, 5]
        -cse220 - cse242*cse7 - h*(-cse169*cse202 + cse172*cse213),  # [10, 9]
        13.008125*cse170 + 0.01625*cse173 + cse7*(-acc_9*cse219*cse258 + cse167*lam_9 + cse169*cse236 - cse172*cse237 - cse176*cse179 + cse178*cse182*lam_6 + cse186*cse257 + lam_8*(cse112*cse14*cse15 - cse117 - cse135)) - h*(-cse169*cse222 + cse172*cse223),  # [10, 10]
        cse7*(cse169*cse248 + cse170*cse260 - cse172*cse247 - cse173*cse260 + cse174*cse240*lam_6 + cse232 + cse234 + cse238*cse250 - cse259 - cse261) - h*(-cse169*cse243 + cse172*cse244),  # [10, 11]
        cse262,  # [10, 17]
        cse263,  # [10, 18]
        cse264,  # [10, 19]
        cse265,  # [10, 20]
        cse161,  # [10, 21]
        cse188 - cse218*h - cse253*cse7,  # [11, 9]
        -cse224*h + cse7*((1/2)*L2*cse14*cse15*cse172*lam_6 - acc_9*cse189 - cse227 - cse259 - cse261),  # [11, 10]
        cse7*((1/2)*L2*cse15*cse169*lam_7 - cse184 - cse246) + 13.008125,  # [11, 11]
        cse266,  # [11, 17]
        cse267,  # [11, 18]
        cse268,  # [11, 19]
        1,  # [12, 0]
        cse125,  # [12, 3]
        cse153,  # [12, 4]
        cse163,  # [12, 5]
        1,  # [13, 1]
        cse126,  # [13, 3]
        cse91,  # [13, 4]
        cse164,  # [13, 5]
        1,  # [14, 2]
        cse154,  # [14, 4]
        cse165,  # [14, 5]
        cse155,  # [15, 4]
        cse127,  # [16, 3]
        cse156,  # [16, 4]
        -1,  # [17, 0]
        cse125,  # [17, 3]
        cse153,  # [17, 4]
        cse163,  # [17, 5]
        1,  # [17, 6]
        cse254,  # [17, 9]
        cse262,  # [17, 10]
        cse266,  # [17, 11]
        -1,  # [18, 1]
        cse126,  # [18, 3]
        cse91,  # [18, 4]
        cse164,  # [18, 5]
        1,  # [18, 7]
        cse255,  # [18, 9]
        cse263,  # [18, 10]
        cse267,  # [18, 11]
        -1,  # [19, 2]
        cse154,  # [19, 4]
        cse165,  # [19, 5]
        1,  # [19, 8]
        cse264,  # [19, 10]
        cse268,  # [19, 11]
        cse130,  # [20, 3]
        cse147,  # [20, 4]
        cse168,  # [20, 5]
        cse256,  # [20, 9]
        cse265,  # [20, 10]
        cse111,  # [21, 3]
        cse146,  # [21, 4]
        cse157,  # [21, 5]
        cse158,  # [21, 9]
        cse161,  # [21, 10]
    )
    return out



def energy(q, v, t, p):
    """Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring
    potentials.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (1,), 1 nonzero.
    """
    # 83 operations after common subexpression elimination
    (
        _, _, r_bar1_z, _,
        theta_bar1, psi_bar1, _, _,
        r_bar2_z, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, phid_bar1,
        thetad_bar1, psid_bar1, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = phid_bar1*math.cos(theta_bar1)
    cse1 = phid_bar2*math.cos(theta_bar2)
    cse2 = math.cos(psi_bar1)
    cse3 = cse2*thetad_bar1
    cse4 = math.sin(psi_bar1)
    cse5 = phid_bar1*math.sin(theta_bar1)
    cse6 = cse4*cse5
    cse7 = math.cos(psi_bar2)
    cse8 = cse7*thetad_bar2
    cse9 = math.sin(psi_bar2)
    cse10 = phid_bar2*math.sin(theta_bar2)
    cse11 = cse10*cse9
    cse12 = cse4*thetad_bar1
    cse13 = cse2*cse5
    cse14 = cse9*thetad_bar2
    cse15 = cse10*cse7
    return np.array([
        765.1800000000001*r_bar1_z + 382.59000000000003*r_bar2_z + 39.0*rd_bar1_x**2 + 39.0*rd_bar1_y**2 + 39.0*rd_bar1_z**2 + 19.5*rd_bar2_x**2 + 19.5*rd_bar2_y**2 + 19.5*rd_bar2_z**2 + (1/2)*(cse0 + psid_bar1)*(104.01625*cse0 + 104.01625*psid_bar1) + (1/2)*(cse1 + psid_bar2)*(13.008125*cse1 + 13.008125*psid_bar2) + (1/2)*(0.01625*cse11 + 0.01625*cse8)*(cse11 + cse8) + (1/2)*(-104.01625*cse12 + 104.01625*cse13)*(-cse12 + cse13) + (1/2)*(-13.008125*cse14 + 13.008125*cse15)*(-cse14 + cse15) + (1/2)*(0.0325*cse3 + 0.0325*cse6)*(cse3 + cse6),  # [0]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        p: parameters (2).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 148 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, phid_bar1,
        thetad_bar1, psid_bar1, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = 78.0*rd_bar1_x
    cse1 = 39.0*rd_bar2_x
    cse2 = 78.0*rd_bar1_y
    cse3 = 39.0*rd_bar2_y
    cse4 = 78.0*rd_bar1_z
    cse5 = 39.0*rd_bar2_z
    cse6 = math.sin(phi_bar1)
    cse7 = math.cos(theta_bar1)
    cse8 = cse7*phid_bar1 + psid_bar1
    cse9 = math.sin(theta_bar1)
    cse10 = 104.01625*cse9
    cse11 = cse10*cse8
    cse12 = math.sin(phi_bar2)
    cse13 = math.cos(theta_bar2)
    cse14 = cse13*phid_bar2 + psid_bar2
    cse15 = math.sin(theta_bar2)
    cse16 = 13.008125*cse15
    cse17 = cse14*cse16
    cse18 = math.cos(psi_bar1)
    cse19 = math.sin(psi_bar1)
    cse20 = cse9*phid_bar1
    cse21 = cse18*thetad_bar1 + cse19*cse20
    cse22 = math.cos(phi_bar1)
    cse23 = 0.0325*cse19
    cse24 = cse23*cse7
    cse25 = math.cos(psi_bar2)
    cse26 = math.sin(psi_bar2)
    cse27 = cse15*phid_bar2
    cse28 = cse25*thetad_bar2 + cse26*cse27
    cse29 = math.cos(phi_bar2)
    cse30 = 0.01625*cse26
    cse31 = cse13*cse30
    cse32 = cse18*cse20 - cse19*thetad_bar1
    cse33 = 104.01625*cse19
    cse34 = 104.01625*cse7
    cse35 = cse25*cse27 - cse26*thetad_bar2
    cse36 = 13.008125*cse26
    cse37 = 13.008125*cse13
    return np.array([
        cse0 + cse1,  # [0]
        cse2 + cse3,  # [1]
        cse4 + cse5,  # [2]
        cse11*cse6 + cse12*cse17 - cse2*r_bar1_z + cse21*(0.0325*cse18*cse22 - cse24*cse6) + cse28*(-cse12*cse31 + 0.01625*cse25*cse29) - cse3*r_bar2_z + cse32*(-cse18*cse34*cse6 - cse22*cse33) + cse35*(-cse12*cse25*cse37 - cse29*cse36) + cse4*r_bar1_y + cse5*r_bar2_y,  # [3]
        cse0*r_bar1_z + cse1*r_bar2_z - cse11*cse22 - cse17*cse29 + cse21*(0.0325*cse18*cse6 + cse22*cse24) + cse28*(0.01625*cse12*cse25 + cse29*cse31) + cse32*(104.01625*cse18*cse22*cse7 - cse33*cse6) + cse35*(-cse12*cse36 + 13.008125*cse13*cse25*cse29) - cse4*r_bar1_x - cse5*r_bar2_x,  # [4]
        -cse0*r_bar1_y - cse1*r_bar2_y + cse10*cse18*cse32 + cse14*cse37 + cse15*cse28*cse30 + cse16*cse25*cse35 + cse2*r_bar1_x + cse21*cse23*cse9 + cse3*r_bar2_x + cse34*cse8,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (12).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 50 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    cse0 = math.cos(phi_bar1)
    cse1 = math.cos(psi_bar1)
    cse2 = math.cos(theta_bar1)
    cse3 = math.sin(phi_bar1)
    cse4 = math.sin(psi_bar1)
    cse5 = cse3*cse4
    cse6 = cse0*cse4
    cse7 = cse1*cse3
    cse8 = math.sin(theta_bar1)
    cse9 = math.cos(phi_bar2)
    cse10 = math.cos(psi_bar2)
    cse11 = math.cos(theta_bar2)
    cse12 = math.sin(phi_bar2)
    cse13 = math.sin(psi_bar2)
    cse14 = cse12*cse13
    cse15 = cse13*cse9
    cse16 = cse10*cse12
    cse17 = math.sin(theta_bar2)
    return np.array([
        r_bar1_x,  # [0, 0]
        r_bar1_y,  # [0, 1]
        r_bar1_z,  # [0, 2]
        cse0*cse1 - cse2*cse5,  # [0, 3]
        -cse2*cse7 - cse6,  # [0, 4]
        cse3*cse8,  # [0, 5]
        cse2*cse6 + cse7,  # [0, 6]
        cse0*cse1*cse2 - cse5,  # [0, 7]
        -cse0*cse8,  # [0, 8]
        cse4*cse8,  # [0, 9]
        cse1*cse8,  # [0, 10]
        cse2,  # [0, 11]
        r_bar2_x,  # [1, 0]
        r_bar2_y,  # [1, 1]
        r_bar2_z,  # [1, 2]
        cse10*cse9 - cse11*cse14,  # [1, 3]
        -cse11*cse16 - cse15,  # [1, 4]
        cse12*cse17,  # [1, 5]
        cse11*cse15 + cse16,  # [1, 6]
        cse10*cse11*cse9 - cse14,  # [1, 7]
        -cse17*cse9,  # [1, 8]
        cse13*cse17,  # [1, 9]
        cse10*cse17,  # [1, 10]
        cse11,  # [1, 11]
    ]).reshape(2, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 94 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, phid_bar1,
        thetad_bar1, psid_bar1, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = math.sin(phi_bar1)
    cse1 = math.cos(theta_bar1)
    cse2 = cse1*phid_bar1 + psid_bar1
    cse3 = math.sin(theta_bar1)
    cse4 = cse2*cse3
    cse5 = math.cos(psi_bar1)
    cse6 = math.sin(psi_bar1)
    cse7 = cse3*phid_bar1
    cse8 = cse5*thetad_bar1 + cse6*cse7
    cse9 = math.cos(phi_bar1)
    cse10 = cse0*cse6
    cse11 = cse5*cse7 - cse6*thetad_bar1
    cse12 = cse6*cse9
    cse13 = cse0*cse5
    cse14 = math.sin(phi_bar2)
    cse15 = math.cos(theta_bar2)
    cse16 = cse15*phid_bar2 + psid_bar2
    cse17 = math.sin(theta_bar2)
    cse18 = cse16*cse17
    cse19 = math.cos(psi_bar2)
    cse20 = math.sin(psi_bar2)
    cse21 = cse17*phid_bar2
    cse22 = cse19*thetad_bar2 + cse20*cse21
    cse23 = math.cos(phi_bar2)
    cse24 = cse14*cse20
    cse25 = cse19*cse21 - cse20*thetad_bar2
    cse26 = cse20*cse23
    cse27 = cse14*cse19
    return np.array([
        rd_bar1_x,  # [0, 0]
        rd_bar1_y,  # [0, 1]
        rd_bar1_z,  # [0, 2]
        cse0*cse4 + cse11*(-cse1*cse13 - cse12) + cse8*(-cse1*cse10 + cse5*cse9),  # [0, 3]
        cse11*(cse1*cse5*cse9 - cse10) - cse4*cse9 + cse8*(cse1*cse12 + cse13),  # [0, 4]
        cse1*cse2 + cse11*cse3*cse5 + cse3*cse6*cse8,  # [0, 5]
        rd_bar2_x,  # [1, 0]
        rd_bar2_y,  # [1, 1]
        rd_bar2_z,  # [1, 2]
        cse14*cse18 + cse22*(-cse15*cse24 + cse19*cse23) + cse25*(-cse15*cse27 - cse26),  # [1, 3]
        -cse18*cse23 + cse22*(cse15*cse26 + cse27) + cse25*(cse15*cse19*cse23 - cse24),  # [1, 4]
        cse15*cse16 + cse17*cse19*cse25 + cse17*cse20*cse22,  # [1, 5]
    ]).reshape(2, 6)



def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Args:
        p: parameters (2).

    Returns:
        ndarray of shape (2, 12), 9 nonzero.
    """
    # 4 operations after common subexpression elimination
    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

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
        p: parameters (2).

    Returns:
        ndarray of shape (2, 6), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((2, 6))
    return out

