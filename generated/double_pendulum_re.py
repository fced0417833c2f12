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

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = math.sin(phi_bar1)
    cse3 = cse1*cse2
    cse4 = math.cos(psi_bar1)
    cse5 = math.cos(phi_bar1)
    cse6 = cse4*cse5
    cse7 = -cse0*cse3 + cse6
    cse8 = (1/2)*L1
    cse9 = -cse7*cse8
    cse10 = cse1*cse5
    cse11 = cse2*cse4
    cse12 = cse0*cse10 + cse11
    cse13 = -cse12*cse8
    cse14 = math.sin(theta_bar1)
    cse15 = -cse1*cse14*cse8
    cse16 = math.sin(phi_bar2)
    cse17 = math.cos(theta_bar2)
    cse18 = math.sin(psi_bar2)
    cse19 = cse17*cse18
    cse20 = math.cos(psi_bar2)
    cse21 = math.cos(phi_bar2)
    cse22 = (1/2)*L2
    cse23 = math.sin(theta_bar2)
    cse24 = cse14*cse17
    cse25 = cse21*cse23
    cse26 = cse16*cse23
    return np.array([
        cse9 + r_bar1_x,  # [0]
        cse13 + r_bar1_y,  # [1]
        cse15 + r_bar1_z,  # [2]
        cse0,  # [3]
        cse14*cse5,  # [4]
        -cse22*(-cse16*cse19 + cse20*cse21) + cse9 - r_bar1_x + r_bar2_x,  # [5]
        cse13 - cse22*(cse16*cse20 + cse19*cse21) - r_bar1_y + r_bar2_y,  # [6]
        cse15 - cse18*cse22*cse23 - r_bar1_z + r_bar2_z,  # [7]
        cse24*cse4 - cse25*(cse0*cse6 - cse3) + cse26*(-cse0*cse11 - cse10),  # [8]
        -cse1*cse24 + cse12*cse25 - cse26*cse7,  # [9]
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

    cse0 = math.cos(psi_bar1)
    cse1 = math.sin(phi_bar1)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_bar1)
    cse4 = math.sin(psi_bar1)
    cse5 = math.cos(phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = -cse2 - cse7
    cse9 = (1/2)*L1
    cse10 = -cse8*cse9
    cse11 = math.sin(theta_bar1)
    cse12 = cse1*cse11
    cse13 = cse4*cse9
    cse14 = -cse12*cse13
    cse15 = -cse2*cse3 - cse6
    cse16 = -cse15*cse9
    cse17 = cse0*cse5
    cse18 = cse1*cse4
    cse19 = cse18*cse3
    cse20 = cse17 - cse19
    cse21 = -cse20*cse9
    cse22 = cse11*cse9
    cse23 = cse22*cse6
    cse24 = cse17*cse3
    cse25 = -cse18 + cse24
    cse26 = -cse25*cse9
    cse27 = -cse13*cse3
    cse28 = -cse0*cse22
    cse29 = math.cos(psi_bar2)
    cse30 = math.sin(phi_bar2)
    cse31 = cse29*cse30
    cse32 = math.cos(theta_bar2)
    cse33 = math.sin(psi_bar2)
    cse34 = math.cos(phi_bar2)
    cse35 = cse33*cse34
    cse36 = (1/2)*L2
    cse37 = cse30*cse33
    cse38 = math.sin(theta_bar2)
    cse39 = cse36*cse38
    cse40 = cse29*cse34
    cse41 = cse15*cse38
    cse42 = cse34*cse41
    cse43 = cse30*cse38
    cse44 = cse3*cse32
    cse45 = cse11*cse38
    cse46 = cse34*cse45
    cse47 = cse12*cse43
    cse48 = cse11*cse32
    cse49 = cse34*cse38
    cse50 = cse25*cse34
    cse51 = cse30*cse32
    cse52 = cse20*cse49
    cse53 = cse2 + cse7
    out = np.zeros((10, 12))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        cse10,  # [0, 3]
        cse14,  # [0, 4]
        cse16,  # [0, 5]
        1,  # [1, 1]
        cse21,  # [1, 3]
        cse23,  # [1, 4]
        cse26,  # [1, 5]
        1,  # [2, 2]
        cse27,  # [2, 4]
        cse28,  # [2, 5]
        -cse11,  # [3, 4]
        -cse12,  # [4, 3]
        cse3*cse5,  # [4, 4]
        -1,  # [5, 0]
        cse10,  # [5, 3]
        cse14,  # [5, 4]
        cse16,  # [5, 5]
        1,  # [5, 6]
        -cse36*(-cse31 - cse32*cse35),  # [5, 9]
        -cse37*cse39,  # [5, 10]
        -cse36*(-cse31*cse32 - cse35),  # [5, 11]
        -1,  # [6, 1]
        cse21,  # [6, 3]
        cse23,  # [6, 4]
        cse26,  # [6, 5]
        1,  # [6, 7]
        -cse36*(-cse32*cse37 + cse40),  # [6, 9]
        cse35*cse39,  # [6, 10]
        -cse36*(cse32*cse40 - cse37),  # [6, 11]
        -1,  # [7, 2]
        cse27,  # [7, 4]
        cse28,  # [7, 5]
        1,  # [7, 8]
        -cse32*cse33*cse36,  # [7, 10]
        -cse29*cse39,  # [7, 11]
        -cse42 + cse43*(cse18 - cse24),  # [8, 3]
        cse0*cse44 + cse0*cse47 + cse17*cse46,  # [8, 4]
        -cse4*cse48 + cse43*(-cse17 + cse19) - cse49*cse8,  # [8, 5]
        cse25*cse43 + cse42,  # [8, 9]
        -cse0*cse45 + cse15*cse51 - cse32*cse50,  # [8, 10]
        -cse43*cse8 + cse52,  # [9, 3]
        -cse4*cse44 - cse4*cse47 - cse46*cse6,  # [9, 4]
        -cse0*cse48 - cse30*cse41 + cse38*cse50,  # [9, 5]
        -cse43*cse53 - cse52,  # [9, 9]
        -cse20*cse51 + cse32*cse34*cse53 + cse4*cse45,  # [9, 10]
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
    # 411 operations after common subexpression elimination
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
    cse1 = math.sin(phi_bar1)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_bar1)
    cse4 = math.cos(psi_bar1)
    cse5 = math.cos(phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = cse2 - cse7
    cse9 = (1/2)*L1
    cse10 = cse9*phid_bar1
    cse11 = cse2*cse3
    cse12 = cse11 - cse6
    cse13 = cse9*psid_bar1
    cse14 = math.sin(theta_bar1)
    cse15 = cse1*cse4
    cse16 = cse14*cse15
    cse17 = cse9*thetad_bar1
    cse18 = cse0*cse5
    cse19 = cse14*cse17
    cse20 = phid_bar1*(-cse10*cse12 - cse13*cse8 - cse18*cse19) + psid_bar1*(-cse10*cse8 - cse12*cse13 - cse16*cse17) + thetad_bar1*(-cse10*cse14*cse18 - cse11*cse17 - cse13*cse16)
    cse21 = cse15*cse3
    cse22 = -cse18 - cse21
    cse23 = cse18*cse3
    cse24 = -cse15 - cse23
    cse25 = cse24*cse9
    cse26 = cse14*cse2
    cse27 = phid_bar1*(-cse13*cse22 - cse17*cse26 - cse25*phid_bar1) + psid_bar1*(-cse10*cse22 + cse19*cse6 - cse25*psid_bar1) + thetad_bar1*(-cse10*cse26 + cse13*cse14*cse6 + cse17*cse23)
    cse28 = cse3*cse4
    cse29 = cse0*cse14
    cse30 = psid_bar1*(cse13*cse29 - cse17*cse28) + thetad_bar1*(-cse13*cse28 + cse17*cse29)
    cse31 = cse1*cse3
    cse32 = cse14*cse5
    cse33 = math.cos(theta_bar2)
    cse34 = math.sin(psi_bar2)
    cse35 = math.sin(phi_bar2)
    cse36 = cse34*cse35
    cse37 = cse33*cse36
    cse38 = math.cos(psi_bar2)
    cse39 = math.cos(phi_bar2)
    cse40 = cse38*cse39
    cse41 = cse37 - cse40
    cse42 = (1/2)*L2
    cse43 = cse42*psid_bar2
    cse44 = -cse33*cse40 + cse36
    cse45 = cse42*phid_bar2
    cse46 = cse35*cse38
    cse47 = math.sin(theta_bar2)
    cse48 = cse42*thetad_bar2
    cse49 = cse47*cse48
    cse50 = cse34*cse39
    cse51 = cse45*cse47
    cse52 = cse40*cse47
    cse53 = -cse33*cse46 - cse50
    cse54 = cse33*cse50
    cse55 = -cse46 - cse54
    cse56 = cse33*cse38
    cse57 = cse34*cse47
    cse58 = cse39*cse47
    cse59 = cse58*cse8
    cse60 = cse35*cse47
    cse61 = cse22*cse60
    cse62 = cse59 + cse61
    cse63 = cse14*cse47
    cse64 = cse39*cse63
    cse65 = cse15*cse64
    cse66 = cse14*cse60
    cse67 = cse6*cse66
    cse68 = cse65 - cse67
    cse69 = -cse2 + cse7
    cse70 = cse58*cse69 - cse61
    cse71 = cse12*cse58
    cse72 = cse24*cse60 + cse71
    cse73 = cse33*cse39
    cse74 = cse22*cse73
    cse75 = cse33*cse35
    cse76 = cse69*cse75 + cse74
    cse77 = cse15 + cse23
    cse78 = cse60*cse77 - cse71
    cse79 = cse18*cse39
    cse80 = cse3*cse33
    cse81 = -cse0*cse80 - cse2*cse66 - cse63*cse79
    cse82 = cse14*cse33
    cse83 = -cse4*cse82
    cse84 = -cse59 + cse60*(cse18 + cse21)
    cse85 = cse0*cse63 + cse12*cse75 - cse24*cse73
    cse86 = -cse65 + cse67
    cse87 = cse3*cse47
    cse88 = cse16*cse75 + cse39*cse6*cse82 - cse4*cse87
    cse89 = -cse74 + cse75*cse8
    cse90 = -cse22*cse75 + cse4*cse63 + cse69*cse73
    cse91 = -cse11 + cse6
    cse92 = cse73*cse91
    cse93 = -cse24*cse75 + cse92
    cse94 = -cse75*cse77 - cse92
    cse95 = cse0*cse87 - cse26*cse75 - cse79*cse82
    cse96 = cse0*cse82
    cse97 = cse60*cse91
    cse98 = -cse58*cse77 + cse97
    cse99 = cse24*cse58
    cse100 = -cse97 - cse99
    cse101 = cse22*cse58
    cse102 = -cse101 - cse60*cse69
    cse103 = cse18*cse66
    cse104 = cse2*cse64
    cse105 = cse103 - cse104
    cse106 = cse101 - cse60*cse8
    cse107 = -cse12*cse60 + cse99
    cse108 = -cse16*cse60 - cse4*cse80 - cse6*cse64
    cse109 = -cse103 + cse104
    return np.array([
        -cse20,  # [0]
        -cse27,  # [1]
        -cse30,  # [2]
        cse3*thetad_bar1**2,  # [3]
        -phid_bar1*(-cse31*thetad_bar1 - cse32*phid_bar1) - thetad_bar1*(-cse31*phid_bar1 - cse32*thetad_bar1),  # [4]
        -cse20 - phid_bar2*(-cse41*cse45 - cse43*cse44 - cse49*cse50) - psid_bar2*(-cse41*cse43 - cse44*cse45 - cse46*cse49) - thetad_bar2*(-cse37*cse48 - cse43*cse46*cse47 - cse50*cse51),  # [5]
        -cse27 - phid_bar2*(-cse36*cse49 - cse43*cse53 - cse45*cse55) - psid_bar2*(-cse43*cse55 - cse45*cse53 + cse48*cse52) - thetad_bar2*(-cse36*cse51 + cse43*cse52 + cse48*cse54),  # [6]
        -cse30 - psid_bar2*(cse43*cse57 - cse48*cse56) - thetad_bar2*(-cse43*cse56 + cse48*cse57),  # [7]
        -phid_bar1*(cse62*phid_bar2 + cse78*psid_bar1 + cse84*phid_bar1 + cse86*thetad_bar1 + cse89*thetad_bar2) - phid_bar2*(cse62*phid_bar1 + cse68*thetad_bar1 + cse70*phid_bar2 + cse72*psid_bar1 + cse76*thetad_bar2) - psid_bar1*(cse72*phid_bar2 + cse78*phid_bar1 + cse81*thetad_bar1 + cse85*thetad_bar2 + psid_bar1*(cse83 + cse84)) - thetad_bar1*(cse68*phid_bar2 + cse81*psid_bar1 + cse86*phid_bar1 + cse88*thetad_bar2 + thetad_bar1*(cse21*cse60 + cse58*cse7 + cse83)) - thetad_bar2*(cse76*phid_bar2 + cse85*psid_bar1 + cse88*thetad_bar1 + cse89*phid_bar1 + thetad_bar2*(cse70 + cse83)),  # [8]
        -phid_bar1*(cse100*phid_bar2 + cse106*psid_bar1 + cse107*phid_bar1 + cse109*thetad_bar1 + cse93*thetad_bar2) - phid_bar2*(cse100*phid_bar1 + cse102*psid_bar1 + cse105*thetad_bar1 + cse94*thetad_bar2 + cse98*phid_bar2) - psid_bar1*(cse102*phid_bar2 + cse106*phid_bar1 + cse108*thetad_bar1 + cse90*thetad_bar2 + psid_bar1*(cse107 + cse96)) - thetad_bar1*(cse105*phid_bar2 + cse108*psid_bar1 + cse109*phid_bar1 + cse95*thetad_bar2 + thetad_bar1*(-cse11*cse60 - cse23*cse58 + cse96)) - thetad_bar2*(cse90*psid_bar1 + cse93*phid_bar1 + cse94*phid_bar2 + cse95*thetad_bar1 + thetad_bar2*(cse96 + cse98)),  # [9]
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

    cse0 = math.sin(theta_bar1)
    cse1 = cse0**2
    cse2 = math.cos(psi_bar1)
    cse3 = cse2**2
    cse4 = math.sin(psi_bar1)
    cse5 = cse4**2
    cse6 = math.cos(theta_bar1)
    cse7 = -103.98375*cse0*cse2*cse4
    cse8 = 104.01625*cse6
    cse9 = math.sin(theta_bar2)
    cse10 = cse9**2
    cse11 = math.cos(psi_bar2)
    cse12 = cse11**2
    cse13 = math.sin(psi_bar2)
    cse14 = cse13**2
    cse15 = math.cos(theta_bar2)
    cse16 = -12.991875*cse11*cse13*cse9
    cse17 = 13.008125*cse15
    out = np.zeros((12, 12))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        104.01625*cse1*cse3 + 0.0325*cse1*cse5 + 104.01625*cse6**2,  # [3, 3]
        cse7,  # [3, 4]
        cse8,  # [3, 5]
        cse7,  # [4, 3]
        0.0325*cse3 + 104.01625*cse5,  # [4, 4]
        cse8,  # [5, 3]
        104.01625,  # [5, 5]
        39.0,  # [6, 6]
        39.0,  # [7, 7]
        39.0,  # [8, 8]
        13.008125*cse10*cse12 + 0.01625*cse10*cse14 + 13.008125*cse15**2,  # [9, 9]
        cse16,  # [9, 10]
        cse17,  # [9, 11]
        cse16,  # [10, 9]
        0.01625*cse12 + 13.008125*cse14,  # [10, 10]
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
    # 130 operations after common subexpression elimination
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

    cse0 = math.sin(psi_bar1)
    cse1 = cse0*thetad_bar1
    cse2 = math.cos(theta_bar1)
    cse3 = cse2*phid_bar1
    cse4 = 0.0325*cse3
    cse5 = 0.0325*psid_bar1
    cse6 = math.cos(psi_bar1)
    cse7 = math.sin(theta_bar1)
    cse8 = cse6*cse7
    cse9 = cse8*phid_bar1
    cse10 = -cse1 + cse9
    cse11 = 104.01625*psid_bar1
    cse12 = cse3 + psid_bar1
    cse13 = -cse1*cse4 + cse1*cse5 + cse10*(cse11 + 104.01625*cse3) + cse12*(104.01625*cse1 - 104.01625*cse9) - cse5*cse9
    cse14 = cse0*cse7
    cse15 = cse14*phid_bar1
    cse16 = cse6*thetad_bar1
    cse17 = cse15 + cse16
    cse18 = 104.01625*cse16
    cse19 = 104.01625*cse15
    cse20 = cse11*cse15 + cse11*cse16 + cse12*(cse18 + cse19) + cse17*(-cse4 - cse5) - cse18*cse3
    cse21 = cse10*(-cse18 - cse19) + cse17*(-0.0325*cse1 + 0.0325*cse9) + 104.01625*cse7*phid_bar1*thetad_bar1
    cse22 = math.sin(psi_bar2)
    cse23 = cse22*thetad_bar2
    cse24 = math.cos(theta_bar2)
    cse25 = cse24*phid_bar2
    cse26 = 0.01625*cse25
    cse27 = 0.01625*psid_bar2
    cse28 = math.cos(psi_bar2)
    cse29 = math.sin(theta_bar2)
    cse30 = cse29*phid_bar2
    cse31 = cse28*cse30
    cse32 = -cse23 + cse31
    cse33 = 13.008125*psid_bar2
    cse34 = cse25 + psid_bar2
    cse35 = -cse23*cse26 + cse23*cse27 - cse27*cse31 + cse32*(13.008125*cse25 + cse33) + cse34*(13.008125*cse23 - 13.008125*cse31)
    cse36 = cse28*thetad_bar2
    cse37 = 13.008125*cse36
    cse38 = cse22*cse30
    cse39 = cse36 + cse38
    cse40 = 13.008125*cse38
    cse41 = -cse25*cse37 + cse33*cse36 + cse33*cse38 + cse34*(cse37 + cse40) + cse39*(-cse26 - cse27)
    cse42 = 13.008125*cse30*thetad_bar2 + cse32*(-cse37 - cse40) + cse39*(-0.01625*cse23 + 0.01625*cse31)
    out = np.zeros(12)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        cse13*cse14 + cse2*cse21 + cse20*cse8,  # [3]
        -cse0*cse20 + cse13*cse6,  # [4]
        cse21,  # [5]
        -382.59000000000003,  # [8]
        cse22*cse29*cse35 + cse24*cse42 + cse28*cse29*cse41,  # [9]
        -cse22*cse41 + cse28*cse35,  # [10]
        cse42,  # [11]
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
    # 310 operations after common subexpression elimination
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
    cse1 = cse0*phid_bar1
    cse2 = math.sin(psi_bar1)
    cse3 = cse2*thetad_bar1
    cse4 = 0.0325*cse3
    cse5 = 0.0325*psid_bar1
    cse6 = math.cos(psi_bar1)
    cse7 = math.sin(theta_bar1)
    cse8 = cse6*cse7
    cse9 = cse8*phid_bar1
    cse10 = -cse3 + cse9
    cse11 = 104.01625*cse1
    cse12 = 104.01625*psid_bar1
    cse13 = cse11 + cse12
    cse14 = 104.01625*cse9
    cse15 = 104.01625*cse3
    cse16 = -cse14 + cse15
    cse17 = cse1 + psid_bar1
    cse18 = -cse1*cse4 + cse10*cse13 + cse16*cse17 + cse3*cse5 - cse5*cse9
    cse19 = cse18*cse2
    cse20 = cse7*phid_bar1
    cse21 = 104.01625*cse20
    cse22 = cse1*cse6
    cse23 = -cse10*cse21 - cse11*cse17*cse6 + cse13*cse22 - cse16*cse20 + cse20*cse4 - cse22*cse5
    cse24 = cse2*cse7
    cse25 = cse2*cse20
    cse26 = cse6*thetad_bar1
    cse27 = cse25 + cse26
    cse28 = 0.0325*cse1
    cse29 = -cse28 - cse5
    cse30 = 104.01625*cse25
    cse31 = 104.01625*cse26
    cse32 = cse30 + cse31
    cse33 = cse17*cse32
    cse34 = -cse11*cse26 + cse12*cse25 + cse12*cse26 + cse27*cse29 + cse33
    cse35 = cse34*cse6
    cse36 = cse11*cse2
    cse37 = cse1*cse2
    cse38 = cse12*cse37 + cse17*cse36 + 0.0325*cse20*cse27 + cse20*cse31 - cse20*cse32 + cse29*cse37
    cse39 = -cse30 - cse31
    cse40 = -cse4 + 0.0325*cse9
    cse41 = -cse10*cse36 + cse11*thetad_bar1 + cse22*cse39 + cse27*cse28*cse6 + cse37*cse40
    cse42 = -cse25 - cse26
    cse43 = cse13*cse42 + cse25*cse5 - cse26*cse28 + cse26*cse5 + cse33
    cse44 = cse10*cse29 + cse11*cse3 - cse12*cse3 + cse12*cse9 + cse17*(cse14 - cse15)
    cse45 = cse10*cse16 + cse10*cse40 + cse27*(-0.0325*cse25 - 0.0325*cse26) + cse39*cse42
    cse46 = math.cos(theta_bar2)
    cse47 = cse46*phid_bar2
    cse48 = math.sin(psi_bar2)
    cse49 = cse48*thetad_bar2
    cse50 = 0.01625*cse49
    cse51 = 0.01625*psid_bar2
    cse52 = math.cos(psi_bar2)
    cse53 = math.sin(theta_bar2)
    cse54 = cse53*phid_bar2
    cse55 = cse52*cse54
    cse56 = -cse49 + cse55
    cse57 = 13.008125*cse47
    cse58 = 13.008125*psid_bar2
    cse59 = cse57 + cse58
    cse60 = 13.008125*cse55
    cse61 = 13.008125*cse49
    cse62 = -cse60 + cse61
    cse63 = cse47 + psid_bar2
    cse64 = -cse47*cse50 + cse49*cse51 - cse51*cse55 + cse56*cse59 + cse62*cse63
    cse65 = cse48*cse64
    cse66 = cse47*cse52
    cse67 = 13.008125*cse54
    cse68 = cse57*cse63
    cse69 = cse50*cse54 - cse51*cse66 - cse52*cse68 - cse54*cse62 - cse56*cse67 + cse59*cse66
    cse70 = cse48*cse53
    cse71 = cse52*thetad_bar2
    cse72 = cse48*cse54
    cse73 = cse71 + cse72
    cse74 = 0.01625*cse47
    cse75 = -cse51 - cse74
    cse76 = 13.008125*cse72
    cse77 = 13.008125*cse71
    cse78 = cse76 + cse77
    cse79 = cse63*cse78
    cse80 = -cse57*cse71 + cse58*cse71 + cse58*cse72 + cse73*cse75 + cse79
    cse81 = cse52*cse80
    cse82 = cse47*cse48
    cse83 = cse48*cse68 + 0.01625*cse54*cse73 + cse54*cse77 - cse54*cse78 + cse58*cse82 + cse75*cse82
    cse84 = cse52*cse53
    cse85 = -cse50 + 0.01625*cse55
    cse86 = -cse76 - cse77
    cse87 = -cse48*cse56*cse57 + cse52*cse73*cse74 + cse57*thetad_bar2 + cse66*cse86 + cse82*cse85
    cse88 = -cse71 - cse72
    cse89 = 0.01625*cse71
    cse90 = -cse47*cse89 + cse51*cse71 + cse51*cse72 + cse59*cse88 + cse79
    cse91 = cse49*cse57 - cse49*cse58 + cse55*cse58 + cse56*cse75 + cse63*(cse60 - cse61)
    cse92 = cse56*cse62 + cse56*cse85 + cse73*(-0.01625*cse72 - cse89) + cse86*cse88
    out = np.zeros((12, 12))
    out[_Q_q_INDEX] = (
        cse0*cse19 + cse0*cse35 + cse0*cse41 + cse23*cse24 + cse38*cse8 - cse7*(cse10*cse39 + cse21*thetad_bar1 + cse27*cse40),  # [3, 4]
        cse0*cse45 + cse18*cse8 - cse24*cse34 + cse24*cse43 + cse44*cse8,  # [3, 5]
        -cse2*cse38 + cse23*cse6,  # [4, 4]
        -cse19 - cse2*cse44 - cse35 + cse43*cse6,  # [4, 5]
        cse41,  # [5, 4]
        cse45,  # [5, 5]
        cse46*cse65 + cse46*cse81 + cse46*cse87 - cse53*(cse56*cse86 + cse67*thetad_bar2 + cse73*cse85) + cse69*cse70 + cse83*cse84,  # [9, 10]
        cse46*cse92 + cse64*cse84 - cse70*cse80 + cse70*cse90 + cse84*cse91,  # [9, 11]
        -cse48*cse83 + cse52*cse69,  # [10, 10]
        -cse48*cse91 + cse52*cse90 - cse65 - cse81,  # [10, 11]
        cse87,  # [11, 10]
        cse92,  # [11, 11]
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
    # 247 operations after common subexpression elimination
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
    cse1 = math.cos(psi_bar1)
    cse2 = math.sin(theta_bar1)
    cse3 = cse2*phid_bar1
    cse4 = cse1*cse3
    cse5 = math.sin(psi_bar1)
    cse6 = cse5*thetad_bar1
    cse7 = 0.0325*cse6
    cse8 = 0.0325*cse4 - cse7
    cse9 = cse2*cse5
    cse10 = cse9*phid_bar1
    cse11 = cse1*thetad_bar1
    cse12 = 0.0325*cse10 + 0.0325*cse11
    cse13 = cse1*cse2
    cse14 = 104.01625*cse10
    cse15 = 104.01625*cse11
    cse16 = -cse14 - cse15
    cse17 = 104.01625*cse4 - 104.01625*cse6
    cse18 = cse12*cse13 + cse13*cse16 - cse17*cse9 + 104.01625*cse2*thetad_bar1 + cse8*cse9
    cse19 = cse0*phid_bar1
    cse20 = 104.01625*cse19 + 104.01625*psid_bar1
    cse21 = 0.0325*cse19
    cse22 = 0.0325*psid_bar1
    cse23 = -cse21 - cse22
    cse24 = 104.01625*psid_bar1
    cse25 = -cse0*cse12 - cse0*cse15 + cse0*(cse14 + cse15) + cse20*cse9 + cse23*cse9 + cse24*cse9
    cse26 = 104.01625*cse3
    cse27 = 104.01625*cse19
    cse28 = cse24 + cse27
    cse29 = cse0*cse17 - cse0*cse7 + cse0*(-cse1*cse26 + 104.01625*cse6) - cse13*cse20 - cse13*cse22 + cse13*cse28
    cse30 = -cse1*cse17 + cse1*cse8 - cse12*cse5 - cse16*cse5 + cse26
    cse31 = cse1*cse20 + cse1*cse23 + cse1*cse24 - cse1*cse27
    cse32 = cse20*cse5 - cse21*cse5 + cse22*cse5 - cse28*cse5
    cse33 = 208.0325*cse10 + 208.0325*cse11 - cse12
    cse34 = cse17 - 104.04875*cse4 + 104.04875*cse6
    cse35 = math.cos(psi_bar2)
    cse36 = math.sin(theta_bar2)
    cse37 = cse35*cse36
    cse38 = cse37*phid_bar2
    cse39 = math.sin(psi_bar2)
    cse40 = cse39*thetad_bar2
    cse41 = 0.01625*cse40
    cse42 = 0.01625*cse38 - cse41
    cse43 = cse36*cse39
    cse44 = cse43*phid_bar2
    cse45 = cse35*thetad_bar2
    cse46 = 0.01625*cse44 + 0.01625*cse45
    cse47 = 13.008125*cse36
    cse48 = cse47*phid_bar2
    cse49 = cse39*cse48
    cse50 = 13.008125*cse45
    cse51 = -cse49 - cse50
    cse52 = 13.008125*cse38 - 13.008125*cse40
    cse53 = cse37*cse46 + cse37*cse51 + cse42*cse43 - cse43*cse52 + cse47*thetad_bar2
    cse54 = math.cos(theta_bar2)
    cse55 = cse54*phid_bar2
    cse56 = cse55 + psid_bar2
    cse57 = 0.01625*cse55
    cse58 = 0.01625*psid_bar2
    cse59 = -cse57 - cse58
    cse60 = 13.008125*psid_bar2
    cse61 = cse39*cse47*cse56 + cse43*cse59 + cse43*cse60 - cse46*cse54 - cse50*cse54 + cse54*(cse49 + cse50)
    cse62 = 13.008125*cse56
    cse63 = 13.008125*cse55
    cse64 = cse60 + cse63
    cse65 = -cse37*cse58 - cse37*cse62 + cse37*cse64 - cse41*cse54 + cse52*cse54 + cse54*(-13.008125*cse38 + 13.008125*cse40)
    cse66 = cse35*cse42 - cse35*cse52 - cse39*cse46 - cse39*cse51 + cse48
    cse67 = cse35*cse59 + cse35*cse60 + cse35*cse62 - cse35*cse63
    cse68 = -cse39*cse57 + cse39*cse58 + cse39*cse62 - cse39*cse64
    cse69 = 26.01625*cse44 + 26.01625*cse45 - cse46
    cse70 = -13.024375*cse38 + 13.024375*cse40 + cse52
    out = np.zeros((12, 12))
    out[_Q_v_INDEX] = (
        cse0*cse18 + cse13*cse25 + cse29*cse9,  # [3, 3]
        cse0*cse30 + cse13*cse31 + cse32*cse9,  # [3, 4]
        cse13*cse33 + cse34*cse9,  # [3, 5]
        cse1*cse29 - cse25*cse5,  # [4, 3]
        cse1*cse32 - cse31*cse5,  # [4, 4]
        cse1*cse34 - cse33*cse5,  # [4, 5]
        cse18,  # [5, 3]
        cse30,  # [5, 4]
        cse37*cse61 + cse43*cse65 + cse53*cse54,  # [9, 9]
        cse37*cse67 + cse43*cse68 + cse54*cse66,  # [9, 10]
        cse37*cse69 + cse43*cse70,  # [9, 11]
        cse35*cse65 - cse39*cse61,  # [10, 9]
        cse35*cse68 - cse39*cse67,  # [10, 10]
        cse35*cse70 - cse39*cse69,  # [10, 11]
        cse53,  # [11, 9]
        cse66,  # [11, 10]
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
    # 84 operations after common subexpression elimination
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

    cse0 = math.sin(psi_bar1)
    cse1 = math.cos(psi_bar1)
    cse2 = cse0*cse1
    cse3 = acc_4*cse2
    cse4 = math.cos(theta_bar1)
    cse5 = 103.98375*cse4
    cse6 = math.sin(theta_bar1)
    cse7 = 104.01625*cse6
    cse8 = cse4*cse6
    cse9 = 208.0325*cse8
    cse10 = cse0**2
    cse11 = cse1**2
    cse12 = 103.98375*cse6
    cse13 = cse10*cse12
    cse14 = cse11*cse12
    cse15 = acc_3*cse2
    cse16 = math.sin(psi_bar2)
    cse17 = math.cos(psi_bar2)
    cse18 = cse16*cse17
    cse19 = acc_10*cse18
    cse20 = math.cos(theta_bar2)
    cse21 = 12.991875*cse20
    cse22 = math.sin(theta_bar2)
    cse23 = 13.008125*cse22
    cse24 = cse20*cse22
    cse25 = 26.01625*cse24
    cse26 = cse16**2
    cse27 = cse17**2
    cse28 = 12.991875*cse22
    cse29 = acc_10*cse28
    cse30 = acc_9*cse18
    cse31 = acc_9*cse28
    out = np.zeros((12, 12))
    out[_Ma_q_INDEX] = (
        acc_3*(0.065*cse10*cse8 + cse11*cse9 - cse9) - acc_5*cse7 - cse3*cse5,  # [3, 4]
        acc_4*cse13 - acc_4*cse14 - 207.9675*cse15*cse6**2,  # [3, 5]
        -cse15*cse5,  # [4, 4]
        acc_3*cse13 - acc_3*cse14 + 207.9675*cse3,  # [4, 5]
        -acc_3*cse7,  # [5, 4]
        -acc_11*cse23 + acc_9*(0.0325*cse24*cse26 + cse25*cse27 - cse25) - cse19*cse21,  # [9, 10]
        -25.98375*cse22**2*cse30 + cse26*cse29 - cse27*cse29,  # [9, 11]
        -cse21*cse30,  # [10, 10]
        25.98375*cse19 + cse26*cse31 - cse27*cse31,  # [10, 11]
        -acc_9*cse23,  # [11, 10]
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
    # 302 operations after common subexpression elimination
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

    cse0 = math.cos(theta_bar1)
    cse1 = math.cos(psi_bar1)
    cse2 = math.sin(phi_bar1)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.sin(psi_bar1)
    cse6 = math.cos(phi_bar1)
    cse7 = cse5*cse6
    cse8 = math.sin(phi_bar2)
    cse9 = math.sin(theta_bar2)
    cse10 = cse8*cse9
    cse11 = cse2*cse5
    cse12 = cse1*cse6
    cse13 = cse0*cse12
    cse14 = cse11 - cse13
    cse15 = math.cos(phi_bar2)
    cse16 = cse15*cse9
    cse17 = cse14*cse16
    cse18 = cse10*(cse4 + cse7) - cse17
    cse19 = cse0*cse11
    cse20 = -cse12 + cse19
    cse21 = cse0*cse7
    cse22 = -cse21 - cse3
    cse23 = cse16*cse22
    cse24 = -cse10*cse20 + cse23
    cse25 = math.sin(theta_bar1)
    cse26 = -cse25*cse6*lam_4
    cse27 = (1/2)*L1
    cse28 = cse22*cse27
    cse29 = cse27*lam_5
    cse30 = cse27*lam_0
    cse31 = -cse20*cse29 - cse20*cse30 - cse28*lam_1 - cse28*lam_6
    cse32 = cse10*cse25
    cse33 = cse12*cse32
    cse34 = cse16*cse25
    cse35 = cse3*cse34
    cse36 = cse27*lam_6
    cse37 = cse11*cse25
    cse38 = cse25*cse7
    cse39 = cse10*cse38
    cse40 = cse11*cse34
    cse41 = cse27*lam_1
    cse42 = -cse0*cse2*lam_4 - cse29*cse38 - cse30*cse38 - cse36*cse37 - cse37*cse41 + lam_8*(cse33 - cse35) + lam_9*(-cse39 + cse40)
    cse43 = cse21 + cse3
    cse44 = cse43*cse8
    cse45 = cse16*cse20
    cse46 = -cse4 - cse7
    cse47 = cse27*cse46
    cse48 = cse16*cse46
    cse49 = -cse14*cse29 - cse14*cse30 - cse47*lam_1 - cse47*lam_6 + lam_8*(cse44*cse9 - cse45) + lam_9*(-cse10*cse14 + cse48)
    cse50 = cse10*cse46
    cse51 = cse12 - cse19
    cse52 = cse10*cse51
    cse53 = lam_8*(cse17 + cse50) + lam_9*(-cse23 - cse52)
    cse54 = math.cos(theta_bar2)
    cse55 = cse54*cse8
    cse56 = cse15*cse54
    cse57 = cse46*cse56
    cse58 = cse22*cse54
    cse59 = cse51*cse56
    cse60 = lam_8*(cse14*cse55 - cse57) + lam_9*(-cse58*cse8 + cse59)
    cse61 = cse25*cse5
    cse62 = cse54*cse61
    cse63 = cse1*cse25
    cse64 = -cse54*cse63
    cse65 = cse27*lam_7
    cse66 = cse27*lam_2
    cse67 = cse61*cse65 + cse61*cse66
    cse68 = cse0*cse54
    cse69 = cse0*cse1
    cse70 = cse25*cse3
    cse71 = cse12*cse25
    cse72 = -cse29*cse70 - cse30*cse70 + cse36*cse71 + cse41*cse71 - cse65*cse69 - cse66*cse69 + lam_8*(-cse11*cse32 - cse16*cse38 - cse5*cse68) + lam_9*(-cse1*cse68 - cse12*cse34 - cse3*cse32)
    cse73 = lam_8*(-cse33 + cse35) + lam_9*(cse39 - cse40)
    cse74 = cse25*cse55
    cse75 = cse0*cse9
    cse76 = lam_8*(-cse1*cse75 + cse3*cse74 + cse56*cse71) + lam_9*(-cse11*cse74 - cse38*cse56 + cse5*cse75)
    cse77 = -cse11 + cse13
    cse78 = lam_8*(cse10*cse22 + cse45) + lam_9*(-cse10*cse77 - cse48)
    cse79 = lam_8*(-cse15*cse58 + cse20*cse55 + cse61*cse9) + lam_9*(-cse46*cse55 + cse56*cse77 + cse63*cse9)
    cse80 = -cse16*cse43 + cse52
    cse81 = cse16*cse77 - cse50
    cse82 = math.sin(psi_bar2)
    cse83 = cse15*cse82
    cse84 = cse54*cse83
    cse85 = math.cos(psi_bar2)
    cse86 = cse8*cse85
    cse87 = (1/2)*L2
    cse88 = cse87*lam_6
    cse89 = cse8*cse82
    cse90 = cse54*cse89
    cse91 = cse15*cse85
    cse92 = cse87*lam_5
    cse93 = -cse88*(-cse84 - cse86) - cse92*(cse90 - cse91)
    cse94 = cse88*cse9
    cse95 = cse9*cse92
    cse96 = -cse83*cse95 - cse89*cse94 + lam_8*(cse55*cse77 + cse57) + lam_9*(-cse44*cse54 - cse59)
    cse97 = -cse88*(-cse54*cse86 - cse83) - cse92*(-cse54*cse91 + cse89)
    cse98 = cse87*lam_7
    cse99 = cse82*cse9*cse98
    cse100 = -cse54*cse85*cse98 - cse86*cse95 + cse91*cse94
    out = np.zeros((12, 12))
    out[_Phi_qT_lam_q_INDEX] = (
        cse18*lam_8 + cse24*lam_9 + cse26 + cse31,  # [3, 3]
        cse42,  # [3, 4]
        cse49,  # [3, 5]
        cse53,  # [3, 9]
        cse60,  # [3, 10]
        cse42,  # [4, 3]
        -cse0*lam_3 - cse19*cse29 - cse19*cse30 + cse21*cse36 + cse21*cse41 + cse26 + cse67 + lam_8*(cse10*cse4 + cse13*cse16 + cse64) + lam_9*(-cse10*cse19 - cse16*cse21 + cse62),  # [4, 4]
        cse72,  # [4, 5]
        cse73,  # [4, 9]
        cse76,  # [4, 10]
        cse49,  # [5, 3]
        cse72,  # [5, 4]
        cse31 + cse67 + lam_8*(cse18 + cse64) + lam_9*(cse24 + cse62),  # [5, 5]
        cse78,  # [5, 9]
        cse79,  # [5, 10]
        cse53,  # [9, 3]
        cse73,  # [9, 4]
        cse78,  # [9, 5]
        cse80*lam_9 + cse81*lam_8 + cse93,  # [9, 9]
        cse96,  # [9, 10]
        cse97,  # [9, 11]
        cse60,  # [10, 3]
        cse76,  # [10, 4]
        cse79,  # [10, 5]
        cse96,  # [10, 9]
        cse84*cse88 - cse90*cse92 + cse99 + lam_8*(cse64 + cse81) + lam_9*(cse62 + cse80),  # [10, 10]
        cse100,  # [10, 11]
        cse97,  # [11, 9]
        cse100,  # [11, 10]
        cse93 + cse99,  # [11, 11]
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
    # 428 operations after common subexpression elimination
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
    cse1 = cse0*phid_bar1
    cse2 = math.sin(psi_bar1)
    cse3 = cse2*thetad_bar1
    cse4 = 0.0325*cse3
    cse5 = 0.0325*psid_bar1
    cse6 = math.cos(psi_bar1)
    cse7 = math.sin(theta_bar1)
    cse8 = cse6*cse7
    cse9 = cse8*phid_bar1
    cse10 = -cse3 + cse9
    cse11 = 104.01625*cse1
    cse12 = 104.01625*psid_bar1
    cse13 = cse1 + psid_bar1
    cse14 = -cse1*cse4 + cse10*(cse11 + cse12) + cse13*(104.01625*cse3 - 104.01625*cse9) + cse3*cse5 - cse5*cse9
    cse15 = cse2*cse7
    cse16 = cse15*phid_bar1
    cse17 = cse6*thetad_bar1
    cse18 = cse16 + cse17
    cse19 = 104.01625*cse16
    cse20 = 104.01625*cse17
    cse21 = -cse11*cse17 + cse12*cse16 + cse12*cse17 + cse13*(cse19 + cse20) + cse18*(-0.0325*cse1 - cse5)
    cse22 = cse10*(-cse19 - cse20) + cse18*(-cse4 + 0.0325*cse9) + 104.01625*cse7*phid_bar1*thetad_bar1
    cse23 = math.sin(phi_bar1)
    cse24 = cse23*cse6
    cse25 = math.cos(phi_bar1)
    cse26 = cse2*cse25
    cse27 = cse0*cse26
    cse28 = -cse24 - cse27
    cse29 = (1/2)*L1
    cse30 = cse28*cse29
    cse31 = cse2*cse23
    cse32 = cse0*cse31
    cse33 = cse25*cse6
    cse34 = -cse32 + cse33
    cse35 = cse29*cse34
    cse36 = math.cos(phi_bar2)
    cse37 = math.sin(theta_bar2)
    cse38 = cse36*cse37
    cse39 = cse34*cse38
    cse40 = math.sin(phi_bar2)
    cse41 = cse37*cse40
    cse42 = -cse0*cse24 - cse26
    cse43 = cse38*cse42
    cse44 = cse0*cse33
    cse45 = 103.98375*cse2*cse8
    cse46 = 104.01625*acc_5
    cse47 = cse7**2
    cse48 = cse6**2
    cse49 = cse2**2
    cse50 = cse29*cse7
    cse51 = cse31*cse50
    cse52 = cse26*cse50
    cse53 = cse0*cse2*cse29
    cse54 = math.cos(theta_bar2)
    cse55 = cse0*cse54
    cse56 = cse38*cse7
    cse57 = cse41*cse7
    cse58 = -cse31 + cse44
    cse59 = cse29*cse58
    cse60 = cse29*cse8
    cse61 = cse29*cse42
    cse62 = cse54*cse8
    cse63 = cse38*cse58
    cse64 = cse41*cse42
    cse65 = -cse15*cse54
    cse66 = math.sin(psi_bar2)
    cse67 = cse66*thetad_bar2
    cse68 = cse54*phid_bar2
    cse69 = 0.01625*cse68
    cse70 = 0.01625*psid_bar2
    cse71 = math.cos(psi_bar2)
    cse72 = cse37*phid_bar2
    cse73 = cse71*cse72
    cse74 = -cse67 + cse73
    cse75 = 13.008125*psid_bar2
    cse76 = cse68 + psid_bar2
    cse77 = -cse67*cse69 + cse67*cse70 - cse70*cse73 + cse74*(13.008125*cse68 + cse75) + cse76*(13.008125*cse67 - 13.008125*cse73)
    cse78 = cse37*cse66
    cse79 = cse71*thetad_bar2
    cse80 = 13.008125*cse79
    cse81 = cse66*cse72
    cse82 = cse79 + cse81
    cse83 = 13.008125*cse81
    cse84 = -cse68*cse80 + cse75*cse79 + cse75*cse81 + cse76*(cse80 + cse83) + cse82*(-cse69 - cse70)
    cse85 = cse37*cse71
    cse86 = 13.008125*cse72*thetad_bar2 + cse74*(-cse80 - cse83) + cse82*(-0.01625*cse67 + 0.01625*cse73)
    cse87 = cse40*cse71
    cse88 = cse36*cse66
    cse89 = cse54*cse88
    cse90 = (1/2)*L2
    cse91 = cse90*lam_5
    cse92 = cse40*cse66
    cse93 = cse36*cse71
    cse94 = cse90*(-cse54*cse92 + cse93)
    cse95 = cse24 + cse27
    cse96 = 12.991875*cse71*cse78
    cse97 = 13.008125*acc_11
    cse98 = cse37**2
    cse99 = cse71**2
    cse100 = cse66**2
    cse101 = cse90*lam_6
    cse102 = cse90*lam_7
    cse103 = cse36*cse54
    cse104 = cse40*cse54
    cse105 = h**(-2)
    cse106 = -cse35
    cse107 = -cse29*cse95
    cse108 = -cse15*cse29
    return np.array([
        78.0*acc_0 + lam_0 - lam_5,  # [0]
        78.0*acc_1 + lam_1 - lam_6,  # [1]
        78.0*acc_2 + lam_2 - lam_7 + 765.1800000000001,  # [2]
        acc_3*(104.01625*cse0**2 + 104.01625*cse47*cse48 + 0.0325*cse47*cse49) - acc_4*cse45 - cse0*cse22 + cse0*cse46 - cse14*cse15 - cse21*cse8 - cse23*cse7*lam_4 - cse30*lam_0 - cse30*lam_5 - cse35*lam_1 - cse35*lam_6 + lam_8*(cse41*(cse31 - cse44) - cse43) + lam_9*(-cse28*cse41 + cse39),  # [3]
        -acc_3*cse45 + acc_4*(0.0325*cse48 + 104.01625*cse49) + cse0*cse25*lam_4 - cse14*cse6 + cse2*cse21 - cse51*lam_0 - cse51*lam_5 + cse52*lam_1 + cse52*lam_6 - cse53*lam_2 - cse53*lam_7 - cse7*lam_3 + lam_8*(cse24*cse57 + cse33*cse56 + cse55*cse6) + lam_9*(-cse2*cse55 - cse26*cse56 - cse31*cse57),  # [4]
        104.01625*acc_3*cse0 - cse22 + cse46 - cse59*lam_1 - cse59*lam_6 - cse60*lam_2 - cse60*lam_7 - cse61*lam_0 - cse61*lam_5 + lam_8*(-cse28*cse38 + cse41*(cse32 - cse33) + cse65) + lam_9*(-cse62 + cse63 - cse64),  # [5]
        39.0*acc_6 + lam_5,  # [6]
        39.0*acc_7 + lam_6,  # [7]
        39.0*acc_8 + lam_7 + 382.59000000000003,  # [8]
        -acc_10*cse96 + acc_9*(0.01625*cse100*cse98 + 13.008125*cse54**2 + 13.008125*cse98*cse99) - cse54*cse86 + cse54*cse97 - cse77*cse78 - cse84*cse85 - cse91*(-cse87 - cse89) - cse94*lam_6 + lam_8*(cse41*cse58 + cse43) + lam_9*(-cse39 - cse41*cse95),  # [9]
        acc_10*(13.008125*cse100 + 0.01625*cse99) - acc_9*cse96 + cse101*cse37*cse88 - cse102*cse54*cse66 - cse37*cse91*cse92 + cse66*cse84 - cse71*cse77 + lam_8*(-cse103*cse58 + cse104*cse42 - cse37*cse8) + lam_9*(cse103*cse95 - cse104*cse34 + cse15*cse37),  # [10]
        13.008125*acc_9*cse54 - cse101*(cse54*cse93 - cse92) - cse102*cse85 - cse86 - cse91*(-cse54*cse87 - cse88) + cse97,  # [11]
        cse105*(cse106 + r_bar1_x),  # [12]
        cse105*(cse107 + r_bar1_y),  # [13]
        cse105*(cse108 + r_bar1_z),  # [14]
        cse0*cse105,  # [15]
        cse105*cse25*cse7,  # [16]
        cse105*(cse106 - cse94 - r_bar1_x + r_bar2_x),  # [17]
        cse105*(cse107 - cse90*(cse87 + cse89) - r_bar1_y + r_bar2_y),  # [18]
        cse105*(cse108 - cse78*cse90 - r_bar1_z + r_bar2_z),  # [19]
        cse105*(cse62 - cse63 + cse64),  # [20]
        cse105*(-cse34*cse41 + cse38*cse95 + cse65),  # [21]
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
    # 1020 operations after common subexpression elimination
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
    cse1 = math.sin(theta_bar1)
    cse2 = cse1**2
    cse3 = math.sin(psi_bar1)
    cse4 = cse3**2
    cse5 = math.cos(psi_bar1)
    cse6 = cse5**2
    cse7 = cse1*cse5
    cse8 = cse7*phid_bar1
    cse9 = cse3*thetad_bar1
    cse10 = 0.0325*cse9
    cse11 = -cse10 + 0.0325*cse8
    cse12 = cse1*cse3
    cse13 = cse1*phid_bar1
    cse14 = cse13*cse3
    cse15 = cse5*thetad_bar1
    cse16 = cse14 + cse15
    cse17 = 0.0325*cse16
    cse18 = 104.01625*cse1
    cse19 = cse18*phid_bar1
    cse20 = cse19*cse3
    cse21 = 104.01625*cse15
    cse22 = -cse20 - cse21
    cse23 = cse8 - cse9
    cse24 = 104.01625*cse23
    cse25 = cse18*thetad_bar1
    cse26 = cse11*cse12 - cse12*cse24 + cse17*cse7 + cse22*cse7 + cse25
    cse27 = cse0*phid_bar1
    cse28 = cse27 + psid_bar1
    cse29 = cse18*cse28
    cse30 = 104.01625*cse0
    cse31 = cse20 + cse21
    cse32 = 0.0325*cse27
    cse33 = 0.0325*psid_bar1
    cse34 = -cse32 - cse33
    cse35 = 104.01625*psid_bar1
    cse36 = -cse0*cse17 + cse0*cse31 + cse12*cse34 + cse12*cse35 - cse15*cse30 + cse29*cse3
    cse37 = cse19*cse5
    cse38 = 104.01625*cse9
    cse39 = -cse37 + cse38
    cse40 = cse30*phid_bar1
    cse41 = cse35 + cse40
    cse42 = -cse0*cse10 + cse0*cse39 + cse23*cse30 - cse29*cse5 - cse33*cse7 + cse41*cse7
    cse43 = h**2
    cse44 = math.sin(phi_bar1)
    cse45 = cse44*cse5
    cse46 = cse0*cse45
    cse47 = math.cos(phi_bar1)
    cse48 = cse3*cse47
    cse49 = math.sin(theta_bar2)
    cse50 = math.sin(phi_bar2)
    cse51 = cse49*cse50
    cse52 = cse3*cse44
    cse53 = cse0*cse47
    cse54 = cse5*cse53
    cse55 = cse52 - cse54
    cse56 = math.cos(phi_bar2)
    cse57 = cse49*cse56
    cse58 = cse55*cse57
    cse59 = cse51*(cse46 + cse48) - cse58
    cse60 = cse0*cse52
    cse61 = cse47*cse5
    cse62 = cse60 - cse61
    cse63 = cse51*cse62
    cse64 = cse3*cse53
    cse65 = -cse45 - cse64
    cse66 = cse57*cse65
    cse67 = -cse63 + cse66
    cse68 = -cse1*cse47*lam_4
    cse69 = (1/2)*L1
    cse70 = cse65*cse69
    cse71 = cse62*cse69
    cse72 = -cse70*lam_1 - cse70*lam_6 - cse71*lam_0 - cse71*lam_5
    cse73 = 103.98375*cse3
    cse74 = -cse7*cse73
    cse75 = cse11*cse5 - cse17*cse3 + cse19 - cse22*cse3 - cse24*cse5
    cse76 = 104.01625*cse28
    cse77 = cse40*cse5
    cse78 = cse34*cse5 + cse35*cse5 + cse5*cse76 - cse77
    cse79 = -cse3*cse32 + cse3*cse33 - cse3*cse41 + cse3*cse76
    cse80 = cse0*cse5
    cse81 = acc_4*cse3
    cse82 = cse0*cse1
    cse83 = 208.0325*cse82
    cse84 = -cse10*cse27 + cse23*cse41 + cse28*cse39 - cse33*cse8 + cse33*cse9
    cse85 = cse3*cse84
    cse86 = cse27*cse5
    cse87 = cse10*cse13 - cse13*cse24 - cse13*cse39 - cse28*cse77 - cse33*cse86 + cse41*cse86
    cse88 = cse28*cse31
    cse89 = cse14*cse35 + cse15*cse35 - cse15*cse40 + cse16*cse34 + cse88
    cse90 = cse5*cse89
    cse91 = cse3*cse40
    cse92 = cse27*cse3
    cse93 = cse13*cse17 - cse13*cse31 + cse15*cse19 + cse28*cse91 + cse34*cse92 + cse91*psid_bar1
    cse94 = cse11*cse92 + cse17*cse86 + cse22*cse86 - cse23*cse91 + cse40*thetad_bar1
    cse95 = cse1*cse44
    cse96 = cse3*cse95
    cse97 = cse57*cse96
    cse98 = cse1*cse48
    cse99 = cse51*cse98
    cse100 = cse69*cse98
    cse101 = cse69*cse96
    cse102 = cse1*cse61
    cse103 = cse102*cse51
    cse104 = cse5*cse95
    cse105 = cse104*cse57
    cse106 = -cse0*cse44*lam_4 - cse100*lam_0 - cse100*lam_5 - cse101*lam_1 - cse101*lam_6 + lam_8*(cse103 - cse105) + lam_9*(cse97 - cse99)
    cse107 = 208.0325*cse14 + 208.0325*cse15 - cse17
    cse108 = cse24 - 104.04875*cse8 + 104.04875*cse9
    cse109 = 103.98375*cse1
    cse110 = acc_4*cse109
    cse111 = 207.9675*cse5
    cse112 = -cse14 - cse15
    cse113 = 0.0325*cse15
    cse114 = cse112*cse41 - cse113*cse27 + cse14*cse33 + cse15*cse33 + cse88
    cse115 = cse23*cse34 + cse28*(cse37 - cse38) + cse35*cse8 - cse35*cse9 + cse40*cse9
    cse116 = cse11*cse23 + cse112*cse22 + cse16*(-cse113 - 0.0325*cse14) + cse23*cse39
    cse117 = cse45 + cse64
    cse118 = cse117*cse49
    cse119 = cse118*cse50
    cse120 = cse57*cse62
    cse121 = cse51*cse55
    cse122 = -cse46 - cse48
    cse123 = cse122*cse56
    cse124 = cse123*cse49
    cse125 = cse122*cse69
    cse126 = cse55*cse69
    cse127 = -cse125*lam_1 - cse125*lam_6 - cse126*lam_0 - cse126*lam_5 + lam_8*(cse119 - cse120) + lam_9*(-cse121 + cse124)
    cse128 = cse122*cse51
    cse129 = -cse66
    cse130 = -cse60 + cse61
    cse131 = cse130*cse51
    cse132 = cse43*(lam_8*(cse128 + cse58) + lam_9*(cse129 - cse131))
    cse133 = math.cos(theta_bar2)
    cse134 = cse133*cse50
    cse135 = cse123*cse133
    cse136 = cse133*cse56
    cse137 = cse130*cse136
    cse138 = cse43*(lam_8*(cse134*cse55 - cse135) + lam_9*(-cse134*cse65 + cse137))
    cse139 = -cse70
    cse140 = -cse130*cse69
    cse141 = -cse95
    cse142 = -cse124
    cse143 = cse121 + cse142
    cse144 = cse130*cse57
    cse145 = cse51*cse65
    cse146 = cse144 - cse145
    cse147 = cse12*cse133
    cse148 = -cse133*cse7
    cse149 = cse60*cse69
    cse150 = cse69*lam_6
    cse151 = cse69*lam_1
    cse152 = cse69*lam_7
    cse153 = cse69*lam_2
    cse154 = cse12*cse152 + cse12*cse153
    cse155 = acc_3*cse109
    cse156 = cse0*cse3
    cse157 = -cse133*cse156 - cse51*cse96 - cse57*cse98
    cse158 = cse104*cse51
    cse159 = cse102*cse57
    cse160 = cse133*cse80
    cse161 = cse104*cse69
    cse162 = cse102*cse150 + cse102*cse151 - cse152*cse80 - cse153*cse80 + cse157*lam_8 - cse161*lam_0 - cse161*lam_5 + lam_9*(-cse158 - cse159 - cse160)
    cse163 = cse43*(lam_8*(-cse103 + cse105) + lam_9*(-cse97 + cse99))
    cse164 = cse43*(lam_8*(cse102*cse136 + cse104*cse134 - cse49*cse80) + lam_9*(-cse134*cse96 - cse136*cse98 + cse156*cse49))
    cse165 = -cse101
    cse166 = -cse156*cse69
    cse167 = -cse1
    cse168 = cse158 + cse159 + cse160
    cse169 = -cse52 + cse54
    cse170 = cse169*cse51
    cse171 = cse43*(lam_8*(cse120 + cse145) + lam_9*(cse142 - cse170))
    cse172 = cse12*cse49
    cse173 = cse122*cse134
    cse174 = cse169*cse56
    cse175 = cse133*cse174
    cse176 = cse49*cse7
    cse177 = cse43*(lam_8*(cse134*cse62 - cse136*cse65 + cse172) + lam_9*(-cse173 + cse175 + cse176))
    cse178 = -cse125
    cse179 = -cse169*cse69
    cse180 = -cse69*cse7
    cse181 = cse129 - cse147 + cse63
    cse182 = -cse128 + cse174*cse49
    cse183 = cse148 + cse182
    cse184 = cse49**2
    cse185 = math.sin(psi_bar2)
    cse186 = cse185**2
    cse187 = math.cos(psi_bar2)
    cse188 = cse187**2
    cse189 = cse187*cse49
    cse190 = cse189*phid_bar2
    cse191 = cse185*thetad_bar2
    cse192 = 0.01625*cse191
    cse193 = 0.01625*cse190 - cse192
    cse194 = cse185*cse49
    cse195 = cse194*phid_bar2
    cse196 = cse187*thetad_bar2
    cse197 = cse195 + cse196
    cse198 = 0.01625*cse197
    cse199 = 13.008125*cse195
    cse200 = 13.008125*cse196
    cse201 = -cse199 - cse200
    cse202 = cse190 - cse191
    cse203 = 13.008125*cse202
    cse204 = 13.008125*cse49
    cse205 = cse189*cse198 + cse189*cse201 + cse193*cse194 - cse194*cse203 + cse204*thetad_bar2
    cse206 = cse133*phid_bar2
    cse207 = cse206 + psid_bar2
    cse208 = 13.008125*cse207
    cse209 = 0.01625*cse206
    cse210 = 0.01625*psid_bar2
    cse211 = -cse209 - cse210
    cse212 = cse199 + cse200
    cse213 = 13.008125*psid_bar2
    cse214 = 13.008125*cse133
    cse215 = -cse133*cse198 + cse133*cse212 + cse194*cse208 + cse194*cse211 + cse194*cse213 - cse196*cse214
    cse216 = 13.008125*cse190
    cse217 = 13.008125*cse191
    cse218 = -cse216 + cse217
    cse219 = cse214*phid_bar2
    cse220 = cse213 + cse219
    cse221 = -cse133*cse192 + cse133*cse218 - cse189*cse208 - cse189*cse210 + cse189*cse220 + cse202*cse214
    cse222 = -cse118*cse56 + cse131
    cse223 = cse187*cse50
    cse224 = cse185*cse56
    cse225 = cse133*cse224
    cse226 = (1/2)*L2
    cse227 = cse226*(-cse223 - cse225)
    cse228 = cse185*cse50
    cse229 = cse133*cse228
    cse230 = cse187*cse56
    cse231 = cse226*lam_5
    cse232 = -cse227*lam_6 - cse231*(cse229 - cse230)
    cse233 = 12.991875*cse187
    cse234 = -cse194*cse233
    cse235 = cse204*phid_bar2
    cse236 = -cse185*cse198 - cse185*cse201 + cse187*cse193 - cse187*cse203 + cse235
    cse237 = cse187*cse219
    cse238 = cse187*cse208 + cse187*cse211 + cse187*cse213 - cse237
    cse239 = cse185*cse208 - cse185*cse209 + cse185*cse210 - cse185*cse220
    cse240 = cse133*cse49
    cse241 = 26.01625*cse240
    cse242 = cse133*cse185
    cse243 = cse233*cse242
    cse244 = -cse190*cse210 + cse191*cse210 - cse192*cse206 + cse202*cse220 + cse207*cse218
    cse245 = cse185*cse244
    cse246 = cse49*phid_bar2
    cse247 = cse187*cse206
    cse248 = cse192*cse246 - cse203*cse246 - cse207*cse237 - cse210*cse247 - cse218*cse246 + cse220*cse247
    cse249 = cse207*cse212
    cse250 = cse195*cse213 + cse196*cse213 - cse196*cse219 + cse197*cse211 + cse249
    cse251 = cse187*cse250
    cse252 = cse185*cse219
    cse253 = cse185*cse206
    cse254 = cse198*cse246 + cse200*cse246 + cse207*cse252 + cse211*cse253 - cse212*cse246 + cse252*psid_bar2
    cse255 = cse193*cse253 + cse198*cse247 + cse201*cse247 - cse202*cse252 + cse219*thetad_bar2
    cse256 = cse226*cse49
    cse257 = cse228*cse256
    cse258 = cse231*cse49
    cse259 = -cse224*cse258 - cse257*lam_6 + lam_8*(cse134*cse169 + cse135) + lam_9*(-cse117*cse134 - cse137)
    cse260 = 26.01625*cse195 + 26.01625*cse196 - cse198
    cse261 = -13.024375*cse190 + 13.024375*cse191 + cse203
    cse262 = 25.98375*cse185*cse187
    cse263 = 12.991875*cse49
    cse264 = acc_10*cse263
    cse265 = -cse195 - cse196
    cse266 = 0.01625*cse196
    cse267 = cse195*cse210 + cse196*cse210 - cse206*cse266 + cse220*cse265 + cse249
    cse268 = cse190*cse213 - cse191*cse213 + cse191*cse219 + cse202*cse211 + cse207*(cse216 - cse217)
    cse269 = cse193*cse202 + cse197*(-0.01625*cse195 - cse266) + cse201*cse265 + cse202*cse218
    cse270 = cse226*(-cse133*cse223 - cse224)
    cse271 = cse133*cse230
    cse272 = -cse231*(cse228 - cse271) - cse270*lam_6
    cse273 = -cse227
    cse274 = -cse226*(-cse229 + cse230)
    cse275 = cse124 + cse170
    cse276 = -cse119 - cse144
    cse277 = cse226*lam_7
    cse278 = cse194*cse277
    cse279 = acc_9*cse263
    cse280 = -cse133*cse187*cse277 - cse223*cse258 + cse230*cse256*lam_6
    cse281 = -cse257
    cse282 = cse224*cse256
    cse283 = -cse226*cse242
    cse284 = cse173 - cse175 - cse176
    cse285 = cse117*cse136 - cse130*cse134 + cse172
    cse286 = -cse270
    cse287 = -cse226*(-cse228 + cse271)
    cse288 = -cse189*cse226
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
        104.01625*cse0**2 + 0.0325*cse2*cse4 + 104.01625*cse2*cse6 + cse43*(cse59*lam_8 + cse67*lam_9 + cse68 + cse72) - h*(cse0*cse26 + cse12*cse42 + cse36*cse7),  # [3, 3]
        cse43*(acc_3*(0.065*cse4*cse82 + cse6*cse83 - cse83) - acc_5*cse18 - cse0*cse85 - cse0*cse90 - cse0*cse94 + cse1*(cse11*cse16 + cse22*cse23 + cse25*phid_bar1) + cse106 - cse12*cse87 - cse7*cse93 - 103.98375*cse80*cse81) + cse74 - h*(cse0*cse75 + cse12*cse79 + cse7*cse78),  # [3, 4]
        cse30 + cse43*(-acc_3*cse111*cse2*cse3 - cse0*cse116 + cse110*cse4 - cse110*cse6 - cse114*cse12 - cse115*cse7 + cse12*cse89 + cse127 - cse7*cse84) - h*(cse107*cse7 + cse108*cse12),  # [3, 5]
        cse132,  # [3, 9]
        cse138,  # [3, 10]
        cse139,  # [3, 12]
        cse140,  # [3, 13]
        cse141,  # [3, 16]
        cse139,  # [3, 17]
        cse140,  # [3, 18]
        cse143,  # [3, 20]
        cse146,  # [3, 21]
        cse106*cse43 + cse74 - h*(-cse3*cse36 + cse42*cse5),  # [4, 3]
        104.01625*cse4 + cse43*(-acc_3*cse73*cse80 - cse0*lam_3 - cse149*lam_0 - cse149*lam_5 + cse150*cse64 + cse151*cse64 + cse154 + cse3*cse93 - cse5*cse87 + cse68 + lam_8*(cse148 + cse46*cse51 + cse54*cse57) + lam_9*(cse147 - cse51*cse60 - cse57*cse64)) + 0.0325*cse6 - h*(-cse3*cse78 + cse5*cse79),  # [4, 4]
        cse43*(cse111*cse81 - cse114*cse5 + cse115*cse3 + cse155*cse4 - cse155*cse6 + cse162 + cse85 + cse90) - h*(-cse107*cse3 + cse108*cse5),  # [4, 5]
        cse163,  # [4, 9]
        cse164,  # [4, 10]
        cse165,  # [4, 12]
        cse100,  # [4, 13]
        cse166,  # [4, 14]
        cse167,  # [4, 15]
        cse53,  # [4, 16]
        cse165,  # [4, 17]
        cse100,  # [4, 18]
        cse166,  # [4, 19]
        cse168,  # [4, 20]
        cse157,  # [4, 21]
        cse127*cse43 - cse26*h + cse30,  # [5, 3]
        cse43*(-acc_3*cse18 + cse162 - cse94) - cse75*h,  # [5, 4]
        cse43*(-cse116 + cse154 + cse72 + lam_8*(cse148 + cse59) + lam_9*(cse147 + cse67)) + 104.01625,  # [5, 5]
        cse171,  # [5, 9]
        cse177,  # [5, 10]
        cse178,  # [5, 12]
        cse179,  # [5, 13]
        cse180,  # [5, 14]
        cse178,  # [5, 17]
        cse179,  # [5, 18]
        cse180,  # [5, 19]
        cse181,  # [5, 20]
        cse183,  # [5, 21]
        39.0,  # [6, 6]
        1,  # [6, 17]
        39.0,  # [7, 7]
        1,  # [7, 18]
        39.0,  # [8, 8]
        1,  # [8, 19]
        cse132,  # [9, 3]
        cse163,  # [9, 4]
        cse171,  # [9, 5]
        13.008125*cse133**2 + 0.01625*cse184*cse186 + 13.008125*cse184*cse188 + cse43*(cse182*lam_8 + cse222*lam_9 + cse232) - h*(cse133*cse205 + cse189*cse215 + cse194*cse221),  # [9, 9]
        cse234 + cse43*(-acc_10*cse243 - acc_11*cse204 + acc_9*(0.0325*cse186*cse240 + cse188*cse241 - cse241) - cse133*cse245 - cse133*cse251 - cse133*cse255 - cse189*cse254 - cse194*cse248 + cse259 + cse49*(cse193*cse197 + cse201*cse202 + cse235*thetad_bar2)) - h*(cse133*cse236 + cse189*cse238 + cse194*cse239),  # [9, 10]
        cse214 + cse43*(-acc_9*cse184*cse262 - cse133*cse269 + cse186*cse264 - cse188*cse264 - cse189*cse244 - cse189*cse268 + cse194*cse250 - cse194*cse267 + cse272) - h*(cse189*cse260 + cse194*cse261),  # [9, 11]
        cse273,  # [9, 17]
        cse274,  # [9, 18]
        cse275,  # [9, 20]
        cse276,  # [9, 21]
        cse138,  # [10, 3]
        cse164,  # [10, 4]
        cse177,  # [10, 5]
        cse234 + cse259*cse43 - h*(-cse185*cse215 + cse187*cse221),  # [10, 9]
        13.008125*cse186 + 0.01625*cse188 + cse43*(-acc_9*cse243 + cse183*lam_8 + cse185*cse254 - cse187*cse248 + cse225*cse226*lam_6 - cse229*cse231 + cse278 + lam_9*(cse147 + cse222)) - h*(-cse185*cse238 + cse187*cse239),  # [10, 10]
        cse43*(acc_10*cse262 + cse185*cse268 + cse186*cse279 - cse187*cse267 - cse188*cse279 + cse245 + cse251 + cse280) - h*(-cse185*cse260 + cse187*cse261),  # [10, 11]
        cse281,  # [10, 17]
        cse282,  # [10, 18]
        cse283,  # [10, 19]
        cse284,  # [10, 20]
        cse285,  # [10, 21]
        -cse205*h + cse214 + cse272*cse43,  # [11, 9]
        -cse236*h + cse43*(-acc_9*cse204 - cse255 + cse280),  # [11, 10]
        cse43*(cse232 - cse269 + cse278) + 13.008125,  # [11, 11]
        cse286,  # [11, 17]
        cse287,  # [11, 18]
        cse288,  # [11, 19]
        1,  # [12, 0]
        cse139,  # [12, 3]
        cse165,  # [12, 4]
        cse178,  # [12, 5]
        1,  # [13, 1]
        cse140,  # [13, 3]
        cse100,  # [13, 4]
        cse179,  # [13, 5]
        1,  # [14, 2]
        cse166,  # [14, 4]
        cse180,  # [14, 5]
        cse167,  # [15, 4]
        cse141,  # [16, 3]
        cse53,  # [16, 4]
        -1,  # [17, 0]
        cse139,  # [17, 3]
        cse165,  # [17, 4]
        cse178,  # [17, 5]
        1,  # [17, 6]
        cse273,  # [17, 9]
        cse281,  # [17, 10]
        cse286,  # [17, 11]
        -1,  # [18, 1]
        cse140,  # [18, 3]
        cse100,  # [18, 4]
        cse179,  # [18, 5]
        1,  # [18, 7]
        cse274,  # [18, 9]
        cse282,  # [18, 10]
        cse287,  # [18, 11]
        -1,  # [19, 2]
        cse166,  # [19, 4]
        cse180,  # [19, 5]
        1,  # [19, 8]
        cse283,  # [19, 10]
        cse288,  # [19, 11]
        cse143,  # [20, 3]
        cse168,  # [20, 4]
        cse181,  # [20, 5]
        cse275,  # [20, 9]
        cse284,  # [20, 10]
        cse146,  # [21, 3]
        cse157,  # [21, 4]
        cse183,  # [21, 5]
        cse276,  # [21, 9]
        cse285,  # [21, 10]
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

    cse0 = math.sin(psi_bar2)
    cse1 = phid_bar2*math.sin(theta_bar2)
    cse2 = cse0*cse1
    cse3 = math.cos(psi_bar2)
    cse4 = cse3*thetad_bar2
    cse5 = cse1*cse3
    cse6 = cse0*thetad_bar2
    cse7 = math.cos(psi_bar1)
    cse8 = phid_bar1*math.sin(theta_bar1)
    cse9 = cse7*cse8
    cse10 = math.sin(psi_bar1)
    cse11 = cse10*thetad_bar1
    cse12 = phid_bar1*math.cos(theta_bar1)
    cse13 = phid_bar2*math.cos(theta_bar2)
    cse14 = cse10*cse8
    cse15 = cse7*thetad_bar1
    return np.array([
        765.1800000000001*r_bar1_z + 382.59000000000003*r_bar2_z + 39.0*rd_bar1_x**2 + 39.0*rd_bar1_y**2 + 39.0*rd_bar1_z**2 + 19.5*rd_bar2_x**2 + 19.5*rd_bar2_y**2 + 19.5*rd_bar2_z**2 + (1/2)*(-104.01625*cse11 + 104.01625*cse9)*(-cse11 + cse9) + (1/2)*(cse12 + psid_bar1)*(104.01625*cse12 + 104.01625*psid_bar1) + (1/2)*(cse13 + psid_bar2)*(13.008125*cse13 + 13.008125*psid_bar2) + (1/2)*(0.0325*cse14 + 0.0325*cse15)*(cse14 + cse15) + (1/2)*(0.01625*cse2 + 0.01625*cse4)*(cse2 + cse4) + (1/2)*(cse5 - cse6)*(13.008125*cse5 - 13.008125*cse6),  # [0]
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
    # 142 operations after common subexpression elimination
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
    cse12 = math.cos(psi_bar2)
    cse13 = math.sin(theta_bar2)
    cse14 = cse13*phid_bar2
    cse15 = math.sin(psi_bar2)
    cse16 = cse12*cse14 - cse15*thetad_bar2
    cse17 = math.sin(phi_bar2)
    cse18 = math.cos(theta_bar2)
    cse19 = 13.008125*cse18
    cse20 = cse12*cse19
    cse21 = math.cos(phi_bar2)
    cse22 = 13.008125*cse15
    cse23 = cse18*phid_bar2 + psid_bar2
    cse24 = 13.008125*cse13
    cse25 = cse23*cse24
    cse26 = math.cos(psi_bar1)
    cse27 = cse9*phid_bar1
    cse28 = math.sin(psi_bar1)
    cse29 = cse26*cse27 - cse28*thetad_bar1
    cse30 = 104.01625*cse7
    cse31 = cse26*cse30
    cse32 = math.cos(phi_bar1)
    cse33 = 104.01625*cse28
    cse34 = cse12*thetad_bar2 + cse14*cse15
    cse35 = 0.01625*cse15
    cse36 = cse18*cse35
    cse37 = 0.01625*cse12
    cse38 = cse26*thetad_bar1 + cse27*cse28
    cse39 = 0.0325*cse28
    cse40 = cse39*cse7
    cse41 = 0.0325*cse26
    return np.array([
        cse0 + cse1,  # [0]
        cse2 + cse3,  # [1]
        cse4 + cse5,  # [2]
        cse11*cse6 + cse16*(-cse17*cse20 - cse21*cse22) + cse17*cse25 - cse2*r_bar1_z + cse29*(-cse31*cse6 - cse32*cse33) - cse3*r_bar2_z + cse34*(-cse17*cse36 + cse21*cse37) + cse38*(cse32*cse41 - cse40*cse6) + cse4*r_bar1_y + cse5*r_bar2_y,  # [3]
        cse0*r_bar1_z + cse1*r_bar2_z - cse11*cse32 + cse16*(-cse17*cse22 + cse20*cse21) - cse21*cse25 + cse29*(cse31*cse32 - cse33*cse6) + cse34*(cse17*cse37 + cse21*cse36) + cse38*(cse32*cse40 + cse41*cse6) - cse4*r_bar1_x - cse5*r_bar2_x,  # [4]
        -cse0*r_bar1_y - cse1*r_bar2_y + cse10*cse26*cse29 + cse12*cse16*cse24 + cse13*cse34*cse35 + cse19*cse23 + cse2*r_bar1_x + cse3*r_bar2_x + cse30*cse8 + cse38*cse39*cse9,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (12).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 48 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = math.sin(phi_bar1)
    cse3 = cse1*cse2
    cse4 = math.cos(psi_bar1)
    cse5 = math.cos(phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse2*cse4
    cse8 = cse1*cse5
    cse9 = math.sin(theta_bar1)
    cse10 = math.cos(theta_bar2)
    cse11 = math.sin(psi_bar2)
    cse12 = math.sin(phi_bar2)
    cse13 = cse11*cse12
    cse14 = math.cos(psi_bar2)
    cse15 = math.cos(phi_bar2)
    cse16 = cse14*cse15
    cse17 = cse12*cse14
    cse18 = cse11*cse15
    cse19 = math.sin(theta_bar2)
    return np.array([
        r_bar1_x,  # [0, 0]
        r_bar1_y,  # [0, 1]
        r_bar1_z,  # [0, 2]
        -cse0*cse3 + cse6,  # [0, 3]
        -cse0*cse7 - cse8,  # [0, 4]
        cse2*cse9,  # [0, 5]
        cse0*cse8 + cse7,  # [0, 6]
        cse0*cse6 - cse3,  # [0, 7]
        -cse5*cse9,  # [0, 8]
        cse1*cse9,  # [0, 9]
        cse4*cse9,  # [0, 10]
        cse0,  # [0, 11]
        r_bar2_x,  # [1, 0]
        r_bar2_y,  # [1, 1]
        r_bar2_z,  # [1, 2]
        -cse10*cse13 + cse16,  # [1, 3]
        -cse10*cse17 - cse18,  # [1, 4]
        cse12*cse19,  # [1, 5]
        cse10*cse18 + cse17,  # [1, 6]
        cse10*cse16 - cse13,  # [1, 7]
        -cse15*cse19,  # [1, 8]
        cse11*cse19,  # [1, 9]
        cse14*cse19,  # [1, 10]
        cse10,  # [1, 11]
    ]).reshape(2, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 91 operations after common subexpression elimination
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
    cse6 = cse3*cse5
    cse7 = math.sin(psi_bar1)
    cse8 = cse6*phid_bar1 - cse7*thetad_bar1
    cse9 = cse0*cse5
    cse10 = math.cos(phi_bar1)
    cse11 = cse10*cse7
    cse12 = cse3*cse7
    cse13 = cse12*phid_bar1 + cse5*thetad_bar1
    cse14 = cse0*cse7
    cse15 = cse10*cse5
    cse16 = math.sin(phi_bar2)
    cse17 = math.cos(theta_bar2)
    cse18 = cse17*phid_bar2 + psid_bar2
    cse19 = math.sin(theta_bar2)
    cse20 = cse18*cse19
    cse21 = math.cos(psi_bar2)
    cse22 = cse19*phid_bar2
    cse23 = math.sin(psi_bar2)
    cse24 = cse21*cse22 - cse23*thetad_bar2
    cse25 = cse16*cse21
    cse26 = math.cos(phi_bar2)
    cse27 = cse23*cse26
    cse28 = cse21*thetad_bar2 + cse22*cse23
    cse29 = cse16*cse23
    cse30 = cse21*cse26
    return np.array([
        rd_bar1_x,  # [0, 0]
        rd_bar1_y,  # [0, 1]
        rd_bar1_z,  # [0, 2]
        cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(-cse1*cse9 - cse11),  # [0, 3]
        -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(cse1*cse15 - cse14),  # [0, 4]
        cse1*cse2 + cse12*cse13 + cse6*cse8,  # [0, 5]
        rd_bar2_x,  # [1, 0]
        rd_bar2_y,  # [1, 1]
        rd_bar2_z,  # [1, 2]
        cse16*cse20 + cse24*(-cse17*cse25 - cse27) + cse28*(-cse17*cse29 + cse30),  # [1, 3]
        -cse20*cse26 + cse24*(cse17*cse30 - cse29) + cse28*(cse17*cse27 + cse25),  # [1, 4]
        cse17*cse18 + cse19*cse21*cse24 + cse19*cse23*cse28,  # [1, 5]
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

