# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: re
# scheme: any
# input hash: 0e6466396f352309
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
INPUT_HASH = '0e6466396f352309'
N_Q = 12
N_V = 12
N_C = 10
BODIES = ['bar1', 'bar2']
PARAMETERS = ['L1', 'L2', 'w', 'rho']
PARAMETER_DEFAULTS = [4.0, 2.0, 0.05, 7800.0]
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
 'reaction_sites': [{'owner': 'J1',
                     'kind': 'joint',
                     'joint_kind': 'revolute',
                     'bodies': ['ground', 'bar1'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty'],
                     'rows': [0, 5]},
                    {'owner': 'J2',
                     'kind': 'joint',
                     'joint_kind': 'revolute',
                     'bodies': ['bar1', 'bar2'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty'],
                     'rows': [5, 10]}],
 'degrees_of_freedom': 2,
 'parameters': ['L1', 'L2', 'w', 'rho'],
 'parameter_defaults': [4.0, 2.0, 0.05, 7800.0],
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
 'input_hash': '0e6466396f352309'}
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
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    np.array([5, 7, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 1, 1, 1, 1, 1]),
    np.array([1, 5, 6, 10, 1, 2, 5, 7, 9]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 1, 1, 1]),
    np.array([0, 4, 8, 1, 3, 8]),
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
        p: parameters (4).

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
        L1, L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

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
    cse18 = math.cos(psi_bar2)
    cse19 = cse17*cse18
    cse20 = math.sin(psi_bar2)
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
        -cse22*(cse16*cse19 + cse20*cse21) + cse9 - r_bar1_x + r_bar2_x,  # [5]
        cse13 - cse22*(cse16*cse20 - cse19*cse21) - r_bar1_y + r_bar2_y,  # [6]
        cse15 + cse18*cse22*cse23 - r_bar1_z + r_bar2_z,  # [7]
        cse24*cse4 - cse25*(cse0*cse6 - cse3) + cse26*(-cse0*cse11 - cse10),  # [8]
        -cse1*cse24 + cse12*cse25 - cse26*cse7,  # [9]
    ])



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
    # 136 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        L1, L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

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
    cse29 = math.sin(psi_bar2)
    cse30 = math.sin(phi_bar2)
    cse31 = cse29*cse30
    cse32 = math.cos(theta_bar2)
    cse33 = math.cos(psi_bar2)
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
        -cse36*(-cse31 + cse32*cse35),  # [5, 9]
        cse37*cse39,  # [5, 10]
        -cse36*(-cse31*cse32 + cse35),  # [5, 11]
        -1,  # [6, 1]
        cse21,  # [6, 3]
        cse23,  # [6, 4]
        cse26,  # [6, 5]
        1,  # [6, 7]
        -cse36*(cse32*cse37 + cse40),  # [6, 9]
        -cse35*cse39,  # [6, 10]
        -cse36*(cse32*cse40 + cse37),  # [6, 11]
        -1,  # [7, 2]
        cse27,  # [7, 4]
        cse28,  # [7, 5]
        1,  # [7, 8]
        cse32*cse33*cse36,  # [7, 10]
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
        p: parameters (4).

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
        p: parameters (4).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 409 operations after common subexpression elimination
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
        L1, L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

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
    cse19 = cse14*cse18
    cse20 = phid_bar1*(-cse10*cse12 - cse13*cse8 - cse17*cse19) + psid_bar1*(-cse10*cse8 - cse12*cse13 - cse16*cse17) + thetad_bar1*(-cse10*cse19 - cse11*cse17 - cse13*cse16)
    cse21 = cse15*cse3
    cse22 = -cse18 - cse21
    cse23 = cse14*cse6
    cse24 = cse18*cse3
    cse25 = -cse15 - cse24
    cse26 = cse25*cse9
    cse27 = cse14*cse2
    cse28 = phid_bar1*(-cse13*cse22 - cse17*cse27 - cse26*phid_bar1) + psid_bar1*(-cse10*cse22 + cse17*cse23 - cse26*psid_bar1) + thetad_bar1*(-cse10*cse27 + cse13*cse23 + cse17*cse24)
    cse29 = cse3*cse4
    cse30 = cse0*cse14
    cse31 = psid_bar1*(cse13*cse30 - cse17*cse29) + thetad_bar1*(-cse13*cse29 + cse17*cse30)
    cse32 = cse1*cse3
    cse33 = cse14*cse5
    cse34 = math.cos(theta_bar2)
    cse35 = math.sin(psi_bar2)
    cse36 = math.cos(phi_bar2)
    cse37 = cse35*cse36
    cse38 = math.cos(psi_bar2)
    cse39 = math.sin(phi_bar2)
    cse40 = cse38*cse39
    cse41 = -cse34*cse37 - cse40
    cse42 = (1/2)*L2
    cse43 = cse42*phid_bar2
    cse44 = cse35*cse39
    cse45 = math.sin(theta_bar2)
    cse46 = cse42*thetad_bar2
    cse47 = cse45*cse46
    cse48 = cse34*cse40
    cse49 = -cse37 - cse48
    cse50 = cse42*psid_bar2
    cse51 = cse36*cse38
    cse52 = cse43*cse45
    cse53 = -cse34*cse44 + cse51
    cse54 = cse34*cse51
    cse55 = -cse44 + cse54
    cse56 = cse37*cse45
    cse57 = cse38*cse45
    cse58 = cse34*cse35
    cse59 = cse36*cse45
    cse60 = cse59*cse8
    cse61 = cse39*cse45
    cse62 = cse22*cse61
    cse63 = cse60 + cse62
    cse64 = cse14*cse45
    cse65 = cse36*cse64
    cse66 = cse15*cse65
    cse67 = cse14*cse61
    cse68 = cse6*cse67
    cse69 = cse66 - cse68
    cse70 = -cse2 + cse7
    cse71 = cse59*cse70 - cse62
    cse72 = cse12*cse59
    cse73 = cse25*cse61 + cse72
    cse74 = cse34*cse36
    cse75 = cse22*cse74
    cse76 = cse34*cse39
    cse77 = cse70*cse76 + cse75
    cse78 = cse15 + cse24
    cse79 = cse61*cse78 - cse72
    cse80 = cse18*cse36
    cse81 = cse3*cse34
    cse82 = -cse0*cse81 - cse2*cse67 - cse64*cse80
    cse83 = cse14*cse34
    cse84 = -cse4*cse83
    cse85 = -cse60 + cse61*(cse18 + cse21)
    cse86 = cse0*cse64 + cse12*cse76 - cse25*cse74
    cse87 = -cse66 + cse68
    cse88 = cse3*cse45
    cse89 = cse16*cse76 + cse36*cse6*cse83 - cse4*cse88
    cse90 = -cse75 + cse76*cse8
    cse91 = -cse22*cse76 + cse4*cse64 + cse70*cse74
    cse92 = -cse11 + cse6
    cse93 = cse74*cse92
    cse94 = -cse25*cse76 + cse93
    cse95 = -cse76*cse78 - cse93
    cse96 = cse0*cse88 - cse27*cse76 - cse80*cse83
    cse97 = cse0*cse83
    cse98 = cse61*cse92
    cse99 = -cse59*cse78 + cse98
    cse100 = cse25*cse59
    cse101 = -cse100 - cse98
    cse102 = cse22*cse59
    cse103 = -cse102 - cse61*cse70
    cse104 = cse18*cse67
    cse105 = cse2*cse65
    cse106 = cse104 - cse105
    cse107 = cse102 - cse61*cse8
    cse108 = cse100 - cse12*cse61
    cse109 = -cse16*cse61 - cse4*cse81 - cse6*cse65
    cse110 = -cse104 + cse105
    return np.array([
        -cse20,  # [0]
        -cse28,  # [1]
        -cse31,  # [2]
        cse3*thetad_bar1**2,  # [3]
        -phid_bar1*(-cse32*thetad_bar1 - cse33*phid_bar1) - thetad_bar1*(-cse32*phid_bar1 - cse33*thetad_bar1),  # [4]
        -cse20 - phid_bar2*(-cse41*cse50 - cse43*cse49 + cse47*cse51) - psid_bar2*(-cse41*cse43 - cse44*cse47 - cse49*cse50) - thetad_bar2*(-cse44*cse45*cse50 + cse46*cse48 + cse51*cse52),  # [5]
        -cse28 - phid_bar2*(cse40*cse47 - cse43*cse55 - cse50*cse53) - psid_bar2*(-cse43*cse53 + cse46*cse56 - cse50*cse55) - thetad_bar2*(cse40*cse52 - cse46*cse54 + cse50*cse56),  # [6]
        -cse31 - psid_bar2*(-cse46*cse58 - cse50*cse57) - thetad_bar2*(-cse46*cse57 - cse50*cse58),  # [7]
        -phid_bar1*(cse63*phid_bar2 + cse79*psid_bar1 + cse85*phid_bar1 + cse87*thetad_bar1 + cse90*thetad_bar2) - phid_bar2*(cse63*phid_bar1 + cse69*thetad_bar1 + cse71*phid_bar2 + cse73*psid_bar1 + cse77*thetad_bar2) - psid_bar1*(cse73*phid_bar2 + cse79*phid_bar1 + cse82*thetad_bar1 + cse86*thetad_bar2 + psid_bar1*(cse84 + cse85)) - thetad_bar1*(cse69*phid_bar2 + cse82*psid_bar1 + cse87*phid_bar1 + cse89*thetad_bar2 + thetad_bar1*(cse21*cse61 + cse59*cse7 + cse84)) - thetad_bar2*(cse77*phid_bar2 + cse86*psid_bar1 + cse89*thetad_bar1 + cse90*phid_bar1 + thetad_bar2*(cse71 + cse84)),  # [8]
        -phid_bar1*(cse101*phid_bar2 + cse107*psid_bar1 + cse108*phid_bar1 + cse110*thetad_bar1 + cse94*thetad_bar2) - phid_bar2*(cse101*phid_bar1 + cse103*psid_bar1 + cse106*thetad_bar1 + cse95*thetad_bar2 + cse99*phid_bar2) - psid_bar1*(cse103*phid_bar2 + cse107*phid_bar1 + cse109*thetad_bar1 + cse91*thetad_bar2 + psid_bar1*(cse108 + cse97)) - thetad_bar1*(cse106*phid_bar2 + cse109*psid_bar1 + cse110*phid_bar1 + cse96*thetad_bar2 + thetad_bar1*(-cse11*cse61 - cse24*cse59 + cse97)) - thetad_bar2*(cse91*psid_bar1 + cse94*phid_bar1 + cse95*phid_bar2 + cse96*thetad_bar1 + thetad_bar2*(cse97 + cse99)),  # [9]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 20 nonzero.
    """
    # 65 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = w**2
    cse1 = cse0*rho
    cse2 = L1*cse1
    cse3 = math.cos(psi_bar1)
    cse4 = cse3**2
    cse5 = math.sin(theta_bar1)
    cse6 = cse5**2
    cse7 = (1/12)*cse2*(L1**2 + cse0)
    cse8 = math.cos(theta_bar1)
    cse9 = math.sin(psi_bar1)
    cse10 = cse9**2
    cse11 = (1/6)*rho*w**4
    cse12 = L1*cse11
    cse13 = cse3*cse5*cse9
    cse14 = cse12*cse13 - cse13*cse7
    cse15 = cse7*cse8
    cse16 = L2*cse1
    cse17 = math.sin(psi_bar2)
    cse18 = cse17**2
    cse19 = math.sin(theta_bar2)
    cse20 = cse19**2
    cse21 = (1/12)*cse16*(L2**2 + cse0)
    cse22 = math.cos(theta_bar2)
    cse23 = math.cos(psi_bar2)
    cse24 = cse23**2
    cse25 = L2*cse11
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



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

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
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = w**2
    cse1 = 9.81*cse0
    cse2 = L1*rho
    cse3 = math.sin(psi_bar1)
    cse4 = math.sin(theta_bar1)
    cse5 = cse3*cse4
    cse6 = cse5*phid_bar1
    cse7 = math.cos(psi_bar1)
    cse8 = cse7*thetad_bar1
    cse9 = cse6 + cse8
    cse10 = math.cos(theta_bar1)
    cse11 = cse10*phid_bar1
    cse12 = (1/12)*cse0
    cse13 = cse12*cse2*(L1**2 + cse0)
    cse14 = cse13*(cse11 + psid_bar1)
    cse15 = (1/6)*w**4
    cse16 = cse15*cse2
    cse17 = cse16*cse9
    cse18 = -cse13*(cse11*cse8 - cse6*psid_bar1 - cse8*psid_bar1) + cse14*cse9 + cse17*(-cse11 - psid_bar1)
    cse19 = cse4*cse7
    cse20 = cse19*phid_bar1
    cse21 = cse3*thetad_bar1
    cse22 = cse20 - cse21
    cse23 = cse14*cse22 + cse14*(-cse20 + cse21) - cse16*(cse11*cse21 + cse20*psid_bar1 - cse21*psid_bar1)
    cse24 = cse13*cse22*(-cse6 - cse8) + cse13*cse4*phid_bar1*thetad_bar1 + cse17*cse22
    cse25 = L2*rho
    cse26 = math.sin(psi_bar2)
    cse27 = math.sin(theta_bar2)
    cse28 = cse26*cse27
    cse29 = cse28*phid_bar2
    cse30 = math.cos(psi_bar2)
    cse31 = cse30*thetad_bar2
    cse32 = math.cos(theta_bar2)
    cse33 = cse32*phid_bar2
    cse34 = cse33 + psid_bar2
    cse35 = cse12*cse25*(L2**2 + cse0)
    cse36 = cse34*cse35
    cse37 = cse29 + cse31
    cse38 = cse35*cse37
    cse39 = cse15*cse25
    cse40 = cse34*cse38 + cse36*(-cse29 - cse31) - cse39*(cse29*psid_bar2 - cse31*cse33 + cse31*psid_bar2)
    cse41 = cse27*cse30
    cse42 = cse41*phid_bar2
    cse43 = cse26*thetad_bar2
    cse44 = -cse42 + cse43
    cse45 = cse39*cse44
    cse46 = -cse35*(cse33*cse43 + cse42*psid_bar2 - cse43*psid_bar2) + cse36*cse44 + cse45*(-cse33 - psid_bar2)
    cse47 = cse27*cse35*phid_bar2*thetad_bar2 + cse37*cse45 + cse38*(cse42 - cse43)
    out = np.zeros(12)
    out[_Q_INDEX] = (
        -cse1*cse2,  # [2]
        cse10*cse24 + cse18*cse19 + cse23*cse5,  # [3]
        -cse18*cse3 + cse23*cse7,  # [4]
        cse24,  # [5]
        -cse1*cse25,  # [8]
        cse28*cse46 + cse32*cse47 - cse40*cse41,  # [9]
        cse26*cse40 + cse30*cse46,  # [10]
        cse47,  # [11]
    )
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
    # 287 operations after common subexpression elimination
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

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = math.sin(theta_bar1)
    cse3 = cse1*cse2
    cse4 = cse3*phid_bar1
    cse5 = math.cos(psi_bar1)
    cse6 = cse5*thetad_bar1
    cse7 = cse4 + cse6
    cse8 = cse0*phid_bar1
    cse9 = w**2
    cse10 = L1*rho
    cse11 = (1/12)*cse9
    cse12 = cse10*cse11*(L1**2 + cse9)
    cse13 = cse12*(cse8 + psid_bar1)
    cse14 = cse13*cse7
    cse15 = -cse8 - psid_bar1
    cse16 = (1/6)*w**4
    cse17 = cse10*cse16
    cse18 = cse17*cse7
    cse19 = -cse4*psid_bar1 + cse6*cse8 - cse6*psid_bar1
    cse20 = -cse12*cse19 + cse14 + cse15*cse18
    cse21 = cse20*cse5
    cse22 = cse2*cse5
    cse23 = cse22*phid_bar1
    cse24 = cse1*thetad_bar1
    cse25 = cse23 - cse24
    cse26 = cse13*cse25
    cse27 = -cse23 + cse24
    cse28 = cse24*cse8
    cse29 = cse23*psid_bar1
    cse30 = cse24*psid_bar1
    cse31 = cse13*cse27 - cse17*(cse28 + cse29 - cse30) + cse26
    cse32 = cse1*cse31
    cse33 = cse2*phid_bar1
    cse34 = cse8*psid_bar1
    cse35 = cse15*cse17
    cse36 = cse1*cse8
    cse37 = cse12*cse33
    cse38 = -cse12*(-cse1*cse34 - cse33*cse6) + cse13*cse36 + cse18*cse33 + cse35*cse36 - cse37*cse7
    cse39 = cse12*cse25
    cse40 = -cse17*(-cse24*cse33 + cse34*cse5) - cse27*cse37 - cse33*cse39
    cse41 = -cse4 - cse6
    cse42 = cse12*cse8
    cse43 = cse17*cse25*cse36 + cse18*cse5*cse8 - cse36*cse39 + cse41*cse42*cse5 + cse42*thetad_bar1
    cse44 = -cse12*(-cse28 - cse29 + cse30) + cse25*cse35 + cse26
    cse45 = cse13*cse41 + cse14 - cse17*cse19
    cse46 = cse12*cse41**2 + cse17*cse25**2 + cse18*cse41 + cse27*cse39
    cse47 = math.sin(psi_bar2)
    cse48 = math.cos(theta_bar2)
    cse49 = cse48*phid_bar2
    cse50 = cse49*psid_bar2
    cse51 = math.cos(psi_bar2)
    cse52 = cse51*thetad_bar2
    cse53 = math.sin(theta_bar2)
    cse54 = cse53*phid_bar2
    cse55 = L2*rho
    cse56 = cse16*cse55
    cse57 = cse47*cse53
    cse58 = cse57*phid_bar2
    cse59 = cse52 + cse58
    cse60 = cse11*cse55*(L2**2 + cse9)
    cse61 = cse59*cse60
    cse62 = -cse52 - cse58
    cse63 = cse54*cse60
    cse64 = -cse54*cse61 - cse56*(cse47*cse50 + cse52*cse54) - cse62*cse63
    cse65 = cse51*cse53
    cse66 = cse60*(cse49 + psid_bar2)
    cse67 = cse59*cse66
    cse68 = cse49*cse52
    cse69 = cse58*psid_bar2
    cse70 = cse52*psid_bar2
    cse71 = -cse56*(-cse68 + cse69 + cse70) + cse62*cse66 + cse67
    cse72 = cse51*cse71
    cse73 = cse65*phid_bar2
    cse74 = cse47*thetad_bar2
    cse75 = -cse73 + cse74
    cse76 = cse56*cse75
    cse77 = cse47*cse49
    cse78 = cse49*cse51
    cse79 = cse73 - cse74
    cse80 = cse49*cse60*thetad_bar2 - cse56*cse59*cse78 + cse60*cse77*cse79 + cse61*cse78 + cse76*cse77
    cse81 = -cse49 - psid_bar2
    cse82 = cse56*cse81
    cse83 = cse54*cse76 - cse60*(cse50*cse51 - cse54*cse74) - cse63*cse75 - cse66*cse78 - cse78*cse82
    cse84 = cse66*cse75
    cse85 = cse49*cse74 + cse73*psid_bar2 - cse74*psid_bar2
    cse86 = -cse60*cse85 + cse76*cse81 + cse84
    cse87 = cse47*cse86
    cse88 = -cse56*cse85 + cse66*cse79 + cse84
    cse89 = cse59*cse82 - cse60*(cse68 - cse69 - cse70) + cse67
    cse90 = cse56*cse59**2 + cse60*cse79**2 + cse61*cse62 + cse76*cse79
    out = np.zeros((12, 12))
    out[_Q_q_INDEX] = (
        cse0*cse21 + cse0*cse32 + cse0*cse43 - cse2*(cse18*cse25 + cse37*thetad_bar1 + cse39*cse41) + cse22*cse38 + cse3*cse40,  # [3, 4]
        cse0*cse46 - cse20*cse3 + cse22*cse31 + cse22*cse44 + cse3*cse45,  # [3, 5]
        -cse1*cse38 + cse40*cse5,  # [4, 4]
        -cse1*cse44 - cse21 - cse32 + cse45*cse5,  # [4, 5]
        cse43,  # [5, 4]
        cse46,  # [5, 5]
        -cse48*cse72 + cse48*cse80 + cse48*cse87 - cse53*(cse59*cse76 + cse61*cse79 + cse63*thetad_bar2) + cse57*cse83 - cse64*cse65,  # [9, 10]
        cse48*cse90 + cse57*cse71 + cse57*cse89 + cse65*cse86 - cse65*cse88,  # [9, 11]
        cse47*cse64 + cse51*cse83,  # [10, 10]
        cse47*cse88 + cse51*cse89 + cse72 - cse87,  # [10, 11]
        cse80,  # [11, 10]
        cse90,  # [11, 11]
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
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = math.sin(theta_bar1)
    cse3 = cse1*cse2
    cse4 = cse1*thetad_bar1
    cse5 = math.cos(psi_bar1)
    cse6 = cse2*cse5
    cse7 = cse6*phid_bar1
    cse8 = -cse4 + cse7
    cse9 = (1/6)*w**4
    cse10 = L1*rho
    cse11 = cse10*cse9
    cse12 = cse11*cse8
    cse13 = cse3*phid_bar1
    cse14 = cse5*thetad_bar1
    cse15 = cse13 + cse14
    cse16 = cse11*cse15
    cse17 = w**2
    cse18 = (1/12)*cse17
    cse19 = cse10*cse18*(L1**2 + cse17)
    cse20 = cse19*cse8
    cse21 = cse19*(-cse13 - cse14)
    cse22 = cse19*cse2
    cse23 = cse12*cse3 + cse16*cse6 - cse20*cse3 + cse21*cse6 + cse22*thetad_bar1
    cse24 = cse5*psid_bar1
    cse25 = cse19*(cse4 - cse7)
    cse26 = cse0*cse20 + cse0*cse25 - cse11*(cse0*cse4 + cse2*cse24)
    cse27 = cse1*psid_bar1
    cse28 = cse0*phid_bar1
    cse29 = -cse28 - psid_bar1
    cse30 = cse11*cse3
    cse31 = cse19*(cse28 + psid_bar1)
    cse32 = cse15*cse19
    cse33 = -cse0*cse16 + cse0*cse32 - cse19*(cse0*cse14 - cse2*cse27) + cse29*cse30 + cse3*cse31
    cse34 = -cse1*cse16 - cse1*cse21 + cse12*cse5 - cse20*cse5 + cse22*phid_bar1
    cse35 = cse1*cse28 - cse27
    cse36 = cse11*cse5
    cse37 = -cse19*(-cse24 + cse28*cse5) + cse29*cse36 + cse31*cse5
    cse38 = -cse12 + cse20 + cse25
    cse39 = -cse16 - cse21 + cse32
    cse40 = math.cos(theta_bar2)
    cse41 = math.sin(psi_bar2)
    cse42 = math.sin(theta_bar2)
    cse43 = cse41*cse42
    cse44 = math.cos(psi_bar2)
    cse45 = cse42*cse44
    cse46 = cse45*phid_bar2
    cse47 = cse41*thetad_bar2
    cse48 = L2*rho
    cse49 = cse48*(-cse46 + cse47)
    cse50 = cse49*cse9
    cse51 = cse18*(L2**2 + cse17)
    cse52 = cse48*cse51
    cse53 = cse52*(cse46 - cse47)
    cse54 = cse44*thetad_bar2
    cse55 = cse43*phid_bar2
    cse56 = cse54 + cse55
    cse57 = cse48*cse9
    cse58 = cse56*cse57
    cse59 = cse52*cse56
    cse60 = cse42*cse52
    cse61 = cse43*cse50 + cse43*cse53 - cse45*cse58 + cse45*cse59 + cse60*thetad_bar2
    cse62 = cse44*psid_bar2
    cse63 = cse40*phid_bar2
    cse64 = -cse63 - psid_bar2
    cse65 = cse45*cse57
    cse66 = cse52*(cse63 + psid_bar2)
    cse67 = cse49*cse51
    cse68 = -cse40*cse50 + cse40*cse67 - cse45*cse66 - cse52*(cse40*cse47 + cse42*cse62) - cse64*cse65
    cse69 = cse41*psid_bar2
    cse70 = cse52*(-cse54 - cse55)
    cse71 = cse40*cse59 + cse40*cse70 - cse57*(-cse40*cse54 + cse42*cse69)
    cse72 = cse41*cse57
    cse73 = cse41*cse66 - cse52*(cse41*cse63 - cse69) + cse64*cse72
    cse74 = cse41*cse58 - cse41*cse59 + cse44*cse50 + cse44*cse53 + cse60*phid_bar2
    cse75 = -cse44*cse63 + cse62
    cse76 = -cse50 - cse53 + cse67
    cse77 = -cse58 + cse59 + cse70
    out = np.zeros((12, 12))
    out[_Q_v_INDEX] = (
        cse0*cse23 + cse26*cse3 + cse33*cse6,  # [3, 3]
        cse0*cse34 - cse30*cse35 + cse37*cse6,  # [3, 4]
        cse3*cse38 + cse39*cse6,  # [3, 5]
        -cse1*cse33 + cse26*cse5,  # [4, 3]
        -cse1*cse37 - cse35*cse36,  # [4, 4]
        -cse1*cse39 + cse38*cse5,  # [4, 5]
        cse23,  # [5, 3]
        cse34,  # [5, 4]
        cse40*cse61 + cse43*cse68 - cse45*cse71,  # [9, 9]
        cse40*cse74 + cse43*cse73 + cse65*cse75,  # [9, 10]
        cse43*cse76 - cse45*cse77,  # [9, 11]
        cse41*cse71 + cse44*cse68,  # [10, 9]
        cse44*cse73 - cse72*cse75,  # [10, 10]
        cse41*cse77 + cse44*cse76,  # [10, 11]
        cse61,  # [11, 9]
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
    # 122 operations after common subexpression elimination
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

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.sin(theta_bar1)
    cse1 = w**2
    cse2 = cse1*rho
    cse3 = (1/12)*cse2
    cse4 = L1*(L1**2 + cse1)
    cse5 = cse3*cse4
    cse6 = cse0*cse5
    cse7 = math.cos(theta_bar1)
    cse8 = rho*w**4
    cse9 = L1*cse8
    cse10 = math.sin(psi_bar1)
    cse11 = math.cos(psi_bar1)
    cse12 = cse10*cse11
    cse13 = (1/6)*cse12
    cse14 = -cse12*cse5*cse7 + cse13*cse7*cse9
    cse15 = cse10**2
    cse16 = (1/3)*cse9
    cse17 = (1/6)*cse0
    cse18 = cse2*cse4
    cse19 = cse17*cse18*cse7
    cse20 = cse11**2
    cse21 = cse17*cse9
    cse22 = -cse15*cse21 + cse15*cse6 + cse20*cse21 - cse20*cse6
    cse23 = cse0**2
    cse24 = cse12*cse16
    cse25 = cse13*cse18
    cse26 = math.sin(theta_bar2)
    cse27 = L2*(L2**2 + cse1)
    cse28 = cse27*cse3
    cse29 = cse26*cse28
    cse30 = math.cos(theta_bar2)
    cse31 = L2*cse8
    cse32 = (1/3)*cse31
    cse33 = math.cos(psi_bar2)
    cse34 = cse26*cse33**2
    cse35 = (1/6)*cse2*cse27
    cse36 = cse30*cse35
    cse37 = math.sin(psi_bar2)
    cse38 = cse26*cse37**2
    cse39 = (1/6)*cse31
    cse40 = cse33*cse37
    cse41 = cse30*cse40
    cse42 = cse28*cse41 - cse39*cse41
    cse43 = cse26**2
    cse44 = cse32*cse40
    cse45 = cse35*cse40
    cse46 = cse28*cse34 - cse28*cse38 - cse34*cse39 + cse38*cse39
    out = np.zeros((12, 12))
    out[_Ma_q_INDEX] = (
        acc_3*(cse0*cse15*cse16*cse7 + cse19*cse20 - cse19) + acc_4*cse14 - acc_5*cse6,  # [3, 4]
        acc_3*(cse23*cse24 - cse23*cse25) + acc_4*cse22,  # [3, 5]
        acc_3*cse14,  # [4, 4]
        acc_3*cse22 + acc_4*(-cse24 + cse25),  # [4, 5]
        -acc_3*cse6,  # [5, 4]
        acc_10*cse42 - acc_11*cse29 + acc_9*(-cse26*cse36 + cse30*cse32*cse34 + cse36*cse38),  # [9, 10]
        acc_10*cse46 + acc_9*(-cse43*cse44 + cse43*cse45),  # [9, 11]
        acc_9*cse42,  # [10, 10]
        acc_10*(cse44 - cse45) + acc_9*cse46,  # [10, 11]
        -acc_9*cse29,  # [11, 10]
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
    # 303 operations after common subexpression elimination
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
        L1, L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

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
    cse82 = math.cos(psi_bar2)
    cse83 = cse8*cse82
    cse84 = cse54*cse83
    cse85 = math.sin(psi_bar2)
    cse86 = cse15*cse85
    cse87 = (1/2)*L2
    cse88 = cse87*lam_5
    cse89 = cse15*cse82
    cse90 = cse54*cse89
    cse91 = cse8*cse85
    cse92 = cse87*lam_6
    cse93 = -cse88*(-cse84 - cse86) - cse92*(cse90 - cse91)
    cse94 = cse9*cse92
    cse95 = cse88*cse9
    cse96 = cse83*cse94 + cse89*cse95 + lam_8*(cse55*cse77 + cse57) + lam_9*(-cse44*cse54 - cse59)
    cse97 = -cse88*(-cse54*cse86 - cse83) - cse92*(-cse54*cse91 + cse89)
    cse98 = cse87*lam_7
    cse99 = -cse82*cse9*cse98
    cse100 = -cse54*cse85*cse98 + cse86*cse94 - cse91*cse95
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
        p: parameters (4).
        h: step size.

    Returns:
        ndarray of shape (22,), 22 nonzero.
    """
    # 433 operations after common subexpression elimination
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
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    h = float(h)

    cse0 = w**2
    cse1 = cse0*rho
    cse2 = L1*cse1
    cse3 = math.sin(psi_bar1)
    cse4 = math.sin(theta_bar1)
    cse5 = cse3*cse4
    cse6 = cse5*phid_bar1
    cse7 = math.cos(psi_bar1)
    cse8 = cse7*thetad_bar1
    cse9 = cse6 + cse8
    cse10 = math.cos(theta_bar1)
    cse11 = cse10*phid_bar1
    cse12 = (1/12)*cse2*(L1**2 + cse0)
    cse13 = cse12*(cse11 + psid_bar1)
    cse14 = (1/6)*rho*w**4
    cse15 = L1*cse14
    cse16 = cse15*cse9
    cse17 = -cse12*(cse11*cse8 - cse6*psid_bar1 - cse8*psid_bar1) + cse13*cse9 + cse16*(-cse11 - psid_bar1)
    cse18 = cse4*cse7
    cse19 = cse18*phid_bar1
    cse20 = cse3*thetad_bar1
    cse21 = cse19 - cse20
    cse22 = cse13*cse21 + cse13*(-cse19 + cse20) - cse15*(cse11*cse20 + cse19*psid_bar1 - cse20*psid_bar1)
    cse23 = cse12*cse21*(-cse6 - cse8) + cse12*cse4*phid_bar1*thetad_bar1 + cse16*cse21
    cse24 = math.sin(phi_bar1)
    cse25 = cse24*cse7
    cse26 = math.cos(phi_bar1)
    cse27 = cse26*cse3
    cse28 = cse10*cse27
    cse29 = -cse25 - cse28
    cse30 = (1/2)*L1
    cse31 = cse29*cse30
    cse32 = cse24*cse3
    cse33 = cse10*cse32
    cse34 = cse26*cse7
    cse35 = -cse33 + cse34
    cse36 = cse30*cse35
    cse37 = math.cos(phi_bar2)
    cse38 = math.sin(theta_bar2)
    cse39 = cse37*cse38
    cse40 = cse35*cse39
    cse41 = math.sin(phi_bar2)
    cse42 = cse38*cse41
    cse43 = -cse10*cse25 - cse27
    cse44 = cse39*cse43
    cse45 = cse10*cse34
    cse46 = acc_5*cse12
    cse47 = cse5*cse7
    cse48 = -cse12*cse47 + cse15*cse47
    cse49 = cse7**2
    cse50 = cse4**2
    cse51 = cse3**2
    cse52 = cse30*cse4
    cse53 = cse32*cse52
    cse54 = cse27*cse52
    cse55 = cse30*lam_2
    cse56 = cse10*cse3
    cse57 = math.cos(theta_bar2)
    cse58 = cse10*cse57
    cse59 = cse39*cse4
    cse60 = cse4*cse42
    cse61 = cse30*lam_7
    cse62 = cse30*cse43
    cse63 = -cse32 + cse45
    cse64 = cse30*cse63
    cse65 = cse18*cse57
    cse66 = cse39*cse63
    cse67 = cse42*cse43
    cse68 = -cse5*cse57
    cse69 = L2*cse1
    cse70 = math.sin(psi_bar2)
    cse71 = cse38*cse70
    cse72 = cse71*phid_bar2
    cse73 = math.cos(psi_bar2)
    cse74 = cse73*thetad_bar2
    cse75 = cse57*phid_bar2
    cse76 = cse75 + psid_bar2
    cse77 = (1/12)*cse69*(L2**2 + cse0)
    cse78 = cse76*cse77
    cse79 = cse72 + cse74
    cse80 = cse77*cse79
    cse81 = L2*cse14
    cse82 = cse76*cse80 + cse78*(-cse72 - cse74) - cse81*(cse72*psid_bar2 - cse74*cse75 + cse74*psid_bar2)
    cse83 = cse38*cse73
    cse84 = cse83*phid_bar2
    cse85 = cse70*thetad_bar2
    cse86 = -cse84 + cse85
    cse87 = cse81*cse86
    cse88 = -cse77*(cse75*cse85 + cse84*psid_bar2 - cse85*psid_bar2) + cse78*cse86 + cse87*(-cse75 - psid_bar2)
    cse89 = cse38*cse77*phid_bar2*thetad_bar2 + cse79*cse87 + cse80*(cse84 - cse85)
    cse90 = cse41*cse70
    cse91 = cse37*cse73
    cse92 = cse57*cse91
    cse93 = (1/2)*L2
    cse94 = cse93*lam_5
    cse95 = cse41*cse73
    cse96 = cse37*cse70
    cse97 = cse93*(cse57*cse95 + cse96)
    cse98 = cse25 + cse28
    cse99 = acc_11*cse77
    cse100 = cse70**2
    cse101 = cse38**2
    cse102 = cse73**2
    cse103 = cse70*cse83
    cse104 = cse103*cse77 - cse103*cse81
    cse105 = cse93*lam_7
    cse106 = cse37*cse57
    cse107 = cse41*cse57
    cse108 = cse93*lam_6
    cse109 = h**(-2)
    cse110 = -cse36
    cse111 = -cse30*cse98
    cse112 = -cse30*cse5
    return np.array([
        acc_0*cse2 + lam_0 - lam_5,  # [0]
        acc_1*cse2 + lam_1 - lam_6,  # [1]
        acc_2*cse2 + 9.81*cse2 + lam_2 - lam_7,  # [2]
        acc_3*(cse10**2*cse12 + cse12*cse49*cse50 + cse15*cse50*cse51) + acc_4*cse48 - cse10*cse23 + cse10*cse46 - cse17*cse18 - cse22*cse5 - cse24*cse4*lam_4 - cse31*lam_0 - cse31*lam_5 - cse36*lam_1 - cse36*lam_6 + lam_8*(cse42*(cse32 - cse45) - cse44) + lam_9*(-cse29*cse42 + cse40),  # [3]
        acc_3*cse48 + acc_4*(cse12*cse51 + cse15*cse49) + cse10*cse26*lam_4 + cse17*cse3 - cse22*cse7 - cse4*lam_3 - cse53*lam_0 - cse53*lam_5 + cse54*lam_1 + cse54*lam_6 - cse55*cse56 - cse56*cse61 + lam_8*(cse25*cse60 + cse34*cse59 + cse58*cse7) + lam_9*(-cse27*cse59 - cse3*cse58 - cse32*cse60),  # [4]
        acc_3*cse10*cse12 - cse18*cse55 - cse18*cse61 - cse23 + cse46 - cse62*lam_0 - cse62*lam_5 - cse64*lam_1 - cse64*lam_6 + lam_8*(-cse29*cse39 + cse42*(cse33 - cse34) + cse68) + lam_9*(-cse65 + cse66 - cse67),  # [5]
        acc_6*cse69 + lam_5,  # [6]
        acc_7*cse69 + lam_6,  # [7]
        acc_8*cse69 + 9.81*cse69 + lam_7,  # [8]
        acc_10*cse104 + acc_9*(cse100*cse101*cse77 + cse101*cse102*cse81 + cse57**2*cse77) - cse57*cse89 + cse57*cse99 - cse71*cse88 + cse82*cse83 - cse94*(-cse90 + cse92) - cse97*lam_6 + lam_8*(cse42*cse63 + cse44) + lam_9*(-cse40 - cse42*cse98),  # [9]
        acc_10*(cse100*cse81 + cse102*cse77) + acc_9*cse104 + cse105*cse57*cse73 - cse108*cse38*cse91 + cse38*cse94*cse95 - cse70*cse82 - cse73*cse88 + lam_8*(-cse106*cse63 + cse107*cse43 - cse18*cse38) + lam_9*(cse106*cse98 - cse107*cse35 + cse38*cse5),  # [10]
        acc_9*cse57*cse77 - cse105*cse71 - cse108*(cse57*cse96 + cse95) - cse89 - cse94*(-cse57*cse90 + cse91) + cse99,  # [11]
        cse109*(cse110 + r_bar1_x),  # [12]
        cse109*(cse111 + r_bar1_y),  # [13]
        cse109*(cse112 + r_bar1_z),  # [14]
        cse10*cse109,  # [15]
        cse109*cse26*cse4,  # [16]
        cse109*(cse110 - cse97 - r_bar1_x + r_bar2_x),  # [17]
        cse109*(cse111 - cse93*(cse90 - cse92) - r_bar1_y + r_bar2_y),  # [18]
        cse109*(cse112 + cse83*cse93 - r_bar1_z + r_bar2_z),  # [19]
        cse109*(cse65 - cse66 + cse67),  # [20]
        cse109*(-cse35*cse42 + cse39*cse98 + cse68),  # [21]
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
    # 999 operations after common subexpression elimination
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
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    h = float(h)

    cse0 = w**2
    cse1 = cse0*rho
    cse2 = L1*cse1
    cse3 = math.sin(theta_bar1)
    cse4 = cse3**2
    cse5 = math.sin(psi_bar1)
    cse6 = cse5**2
    cse7 = rho*w**4
    cse8 = (1/6)*cse7
    cse9 = L1*cse8
    cse10 = cse6*cse9
    cse11 = math.cos(theta_bar1)
    cse12 = cse2*(L1**2 + cse0)
    cse13 = (1/12)*cse12
    cse14 = math.cos(psi_bar1)
    cse15 = cse14**2
    cse16 = cse13*cse15
    cse17 = cse3*cse5
    cse18 = cse5*thetad_bar1
    cse19 = cse14*cse3
    cse20 = cse19*phid_bar1
    cse21 = -cse18 + cse20
    cse22 = cse21*cse9
    cse23 = cse17*phid_bar1
    cse24 = cse14*thetad_bar1
    cse25 = cse23 + cse24
    cse26 = cse25*cse9
    cse27 = cse13*cse21
    cse28 = -cse23 - cse24
    cse29 = cse13*cse28
    cse30 = cse13*cse3
    cse31 = cse17*cse22 - cse17*cse27 + cse19*cse26 + cse19*cse29 + cse30*thetad_bar1
    cse32 = cse14*psid_bar1
    cse33 = cse3*cse32
    cse34 = cse18 - cse20
    cse35 = cse11*cse13
    cse36 = cse21*cse35 + cse34*cse35 - cse9*(cse11*cse18 + cse33)
    cse37 = cse5*psid_bar1
    cse38 = cse3*cse37
    cse39 = cse11*phid_bar1
    cse40 = -cse39 - psid_bar1
    cse41 = cse17*cse9
    cse42 = cse39 + psid_bar1
    cse43 = cse13*cse42
    cse44 = -cse11*cse26 - cse13*(cse11*cse24 - cse38) + cse17*cse43 + cse25*cse35 + cse40*cse41
    cse45 = h**2
    cse46 = math.sin(phi_bar1)
    cse47 = cse14*cse46
    cse48 = cse11*cse47
    cse49 = math.cos(phi_bar1)
    cse50 = cse49*cse5
    cse51 = math.sin(phi_bar2)
    cse52 = math.sin(theta_bar2)
    cse53 = cse51*cse52
    cse54 = cse46*cse5
    cse55 = cse11*cse49
    cse56 = cse14*cse55
    cse57 = cse54 - cse56
    cse58 = math.cos(phi_bar2)
    cse59 = cse52*cse58
    cse60 = cse57*cse59
    cse61 = cse53*(cse48 + cse50) - cse60
    cse62 = cse11*cse54
    cse63 = cse14*cse49
    cse64 = cse62 - cse63
    cse65 = cse53*cse64
    cse66 = cse11*cse50
    cse67 = -cse47 - cse66
    cse68 = cse59*cse67
    cse69 = -cse65 + cse68
    cse70 = -cse3*cse49*lam_4
    cse71 = (1/2)*L1
    cse72 = cse67*cse71
    cse73 = cse64*cse71
    cse74 = -cse72*lam_1 - cse72*lam_6 - cse73*lam_0 - cse73*lam_5
    cse75 = cse3*phid_bar1
    cse76 = cse13*cse75
    cse77 = cse14*cse22 - cse14*cse27 - cse26*cse5 - cse29*cse5 + cse76
    cse78 = cse39*cse5
    cse79 = -cse37 + cse78
    cse80 = cse14*cse39
    cse81 = cse14*cse9
    cse82 = -cse13*(-cse32 + cse80) + cse14*cse43 + cse40*cse81
    cse83 = (1/3)*cse7
    cse84 = L1*cse83
    cse85 = cse11*cse3
    cse86 = (1/6)*cse12
    cse87 = cse85*cse86
    cse88 = cse14*cse5
    cse89 = cse11*cse5*cse81 - cse35*cse88
    cse90 = cse13*cse25
    cse91 = cse42*cse90
    cse92 = cse24*cse39 - cse24*psid_bar1 - cse38*phid_bar1
    cse93 = -cse13*cse92 + cse26*cse40 + cse91
    cse94 = cse14*cse93
    cse95 = cse27*cse42
    cse96 = cse13*cse34
    cse97 = cse18*cse39
    cse98 = cse33*phid_bar1
    cse99 = cse18*psid_bar1
    cse100 = cse42*cse96 - cse9*(cse97 + cse98 - cse99) + cse95
    cse101 = cse100*cse5
    cse102 = -cse13*(-cse24*cse75 - cse37*cse39) + cse26*cse75 + cse40*cse78*cse9 + cse43*cse78 - cse75*cse90
    cse103 = -cse27*cse75 - cse75*cse96 - cse9*(-cse18*cse75 + cse32*cse39)
    cse104 = cse13*cse39*thetad_bar1 + cse22*cse78 + cse26*cse80 - cse27*cse78 + cse29*cse80
    cse105 = cse3*cse54
    cse106 = cse105*cse59
    cse107 = cse3*cse50
    cse108 = cse107*cse53
    cse109 = cse107*cse71
    cse110 = cse105*cse71
    cse111 = cse3*cse63
    cse112 = cse111*cse53
    cse113 = cse3*cse47
    cse114 = cse113*cse59
    cse115 = -cse109*lam_0 - cse109*lam_5 - cse11*cse46*lam_4 - cse110*lam_1 - cse110*lam_6 + lam_8*(cse112 - cse114) + lam_9*(cse106 - cse108)
    cse116 = cse19*cse5
    cse117 = -cse116*cse13 + cse116*cse9
    cse118 = -cse22 + cse27 + cse96
    cse119 = -cse26 - cse29 + cse90
    cse120 = cse84*cse88
    cse121 = cse86*cse88
    cse122 = -cse13*(-cse97 - cse98 + cse99) + cse22*cse40 + cse95
    cse123 = cse29*cse42 - cse9*cse92 + cse91
    cse124 = cse13*cse28**2 + cse21**2*cse9 + cse21*cse96 + cse26*cse28
    cse125 = cse15*cse9
    cse126 = cse13*cse6
    cse127 = -cse10*cse3 + cse125*cse3 + cse126*cse3 - cse16*cse3
    cse128 = cse47 + cse66
    cse129 = cse128*cse53
    cse130 = cse59*cse64
    cse131 = cse53*cse57
    cse132 = -cse48 - cse50
    cse133 = cse132*cse59
    cse134 = cse132*cse71
    cse135 = cse57*cse71
    cse136 = -cse134*lam_1 - cse134*lam_6 - cse135*lam_0 - cse135*lam_5 + lam_8*(cse129 - cse130) + lam_9*(-cse131 + cse133)
    cse137 = cse132*cse53
    cse138 = -cse68
    cse139 = -cse62 + cse63
    cse140 = cse139*cse53
    cse141 = cse45*(lam_8*(cse137 + cse60) + lam_9*(cse138 - cse140))
    cse142 = math.cos(theta_bar2)
    cse143 = cse142*cse51
    cse144 = cse142*cse58
    cse145 = cse132*cse144
    cse146 = cse139*cse144
    cse147 = cse45*(lam_8*(cse143*cse57 - cse145) + lam_9*(-cse143*cse67 + cse146))
    cse148 = -cse72
    cse149 = -cse139*cse71
    cse150 = -cse3*cse46
    cse151 = -cse133
    cse152 = cse131 + cse151
    cse153 = cse139*cse59
    cse154 = cse53*cse67
    cse155 = cse153 - cse154
    cse156 = cse142*cse17
    cse157 = -cse142*cse19
    cse158 = cse71*lam_5
    cse159 = cse66*cse71
    cse160 = cse71*lam_0
    cse161 = cse17*cse71
    cse162 = cse161*lam_2 + cse161*lam_7
    cse163 = cse11*cse142
    cse164 = -cse105*cse53 - cse107*cse59 - cse163*cse5
    cse165 = cse11*cse71
    cse166 = cse14*cse165
    cse167 = cse113*cse53
    cse168 = cse111*cse59
    cse169 = cse14*cse163
    cse170 = cse111*cse71
    cse171 = -cse113*cse158 - cse113*cse160 + cse164*lam_8 - cse166*lam_2 - cse166*lam_7 + cse170*lam_1 + cse170*lam_6 + lam_9*(-cse167 - cse168 - cse169)
    cse172 = cse45*(lam_8*(-cse112 + cse114) + lam_9*(-cse106 + cse108))
    cse173 = cse11*cse52
    cse174 = cse45*(lam_8*(cse111*cse144 + cse113*cse143 - cse14*cse173) + lam_9*(-cse105*cse143 - cse107*cse144 + cse173*cse5))
    cse175 = -cse110
    cse176 = -cse165*cse5
    cse177 = -cse3
    cse178 = cse167 + cse168 + cse169
    cse179 = -cse54 + cse56
    cse180 = cse179*cse53
    cse181 = cse45*(lam_8*(cse130 + cse154) + lam_9*(cse151 - cse180))
    cse182 = cse17*cse52
    cse183 = cse132*cse143
    cse184 = cse144*cse179
    cse185 = cse19*cse52
    cse186 = cse45*(lam_8*(cse143*cse64 - cse144*cse67 + cse182) + lam_9*(-cse183 + cse184 + cse185))
    cse187 = -cse134
    cse188 = -cse179*cse71
    cse189 = -cse19*cse71
    cse190 = cse138 - cse156 + cse65
    cse191 = -cse137 + cse179*cse59
    cse192 = cse157 + cse191
    cse193 = L2*cse1
    cse194 = cse52**2
    cse195 = math.cos(psi_bar2)
    cse196 = cse195**2
    cse197 = L2*cse8
    cse198 = cse196*cse197
    cse199 = cse193*(L2**2 + cse0)
    cse200 = (1/12)*cse199
    cse201 = math.sin(psi_bar2)
    cse202 = cse201**2
    cse203 = cse200*cse202
    cse204 = cse201*cse52
    cse205 = cse195*cse52
    cse206 = cse205*phid_bar2
    cse207 = cse201*thetad_bar2
    cse208 = -cse206 + cse207
    cse209 = cse197*cse208
    cse210 = cse206 - cse207
    cse211 = cse200*cse210
    cse212 = cse195*thetad_bar2
    cse213 = cse204*phid_bar2
    cse214 = cse212 + cse213
    cse215 = cse197*cse214
    cse216 = cse200*cse214
    cse217 = cse200*cse52
    cse218 = cse204*cse209 + cse204*cse211 - cse205*cse215 + cse205*cse216 + cse217*thetad_bar2
    cse219 = cse195*psid_bar2
    cse220 = cse219*cse52
    cse221 = cse142*phid_bar2
    cse222 = -cse221 - psid_bar2
    cse223 = cse197*cse205
    cse224 = cse221 + psid_bar2
    cse225 = cse200*cse224
    cse226 = cse142*cse200
    cse227 = -cse142*cse209 - cse200*(cse142*cse207 + cse220) - cse205*cse225 + cse208*cse226 - cse222*cse223
    cse228 = cse201*psid_bar2
    cse229 = cse228*cse52
    cse230 = -cse212 - cse213
    cse231 = -cse197*(-cse142*cse212 + cse229) + cse214*cse226 + cse226*cse230
    cse232 = -cse128*cse59 + cse140
    cse233 = cse195*cse51
    cse234 = cse142*cse233
    cse235 = cse201*cse58
    cse236 = (1/2)*L2
    cse237 = cse236*lam_5
    cse238 = cse201*cse51
    cse239 = cse195*cse58
    cse240 = cse142*cse239
    cse241 = cse236*(-cse238 + cse240)
    cse242 = -cse237*(-cse234 - cse235) - cse241*lam_6
    cse243 = cse201*cse221
    cse244 = cse197*cse201
    cse245 = -cse200*(-cse228 + cse243) + cse201*cse225 + cse222*cse244
    cse246 = cse52*phid_bar2
    cse247 = cse200*cse246
    cse248 = cse195*cse209 + cse195*cse211 + cse201*cse215 - cse201*cse216 + cse247
    cse249 = cse195*cse221
    cse250 = cse219 - cse249
    cse251 = cse195*cse201
    cse252 = -cse142*cse195*cse244 + cse226*cse251
    cse253 = L2*cse83
    cse254 = cse142*cse52
    cse255 = (1/6)*cse199
    cse256 = cse254*cse255
    cse257 = cse200*cse230
    cse258 = -cse197*(cse212*cse246 + cse221*cse228) - cse216*cse246 - cse246*cse257
    cse259 = cse216*cse224
    cse260 = cse212*cse221
    cse261 = cse229*phid_bar2
    cse262 = cse212*psid_bar2
    cse263 = -cse197*(-cse260 + cse261 + cse262) + cse224*cse257 + cse259
    cse264 = cse195*cse263
    cse265 = cse200*cse221*thetad_bar2 + cse209*cse243 + cse211*cse243 - cse215*cse249 + cse216*cse249
    cse266 = cse200*cse208
    cse267 = -cse197*cse222*cse249 - cse200*(-cse207*cse246 + cse219*cse221) + cse209*cse246 - cse225*cse249 - cse246*cse266
    cse268 = cse224*cse266
    cse269 = cse207*cse221 - cse207*psid_bar2 + cse220*phid_bar2
    cse270 = -cse200*cse269 + cse209*cse222 + cse268
    cse271 = cse201*cse270
    cse272 = cse236*cse52
    cse273 = cse233*cse272
    cse274 = cse237*cse52
    cse275 = cse239*cse274 + cse273*lam_6 + lam_8*(cse143*cse179 + cse145) + lam_9*(-cse128*cse143 - cse146)
    cse276 = cse195*cse204
    cse277 = -cse197*cse276 + cse200*cse276
    cse278 = -cse209 - cse211 + cse266
    cse279 = -cse215 + cse216 + cse257
    cse280 = cse197*cse202
    cse281 = cse196*cse200
    cse282 = -cse198*cse52 - cse203*cse52 + cse280*cse52 + cse281*cse52
    cse283 = cse251*cse253
    cse284 = cse251*cse255
    cse285 = -cse197*cse269 + cse211*cse224 + cse268
    cse286 = -cse200*(cse260 - cse261 - cse262) + cse215*cse222 + cse259
    cse287 = cse197*cse214**2 + cse200*cse210**2 + cse209*cse210 + cse214*cse257
    cse288 = cse236*(-cse142*cse238 + cse239)
    cse289 = cse142*cse235
    cse290 = -cse237*(-cse233 - cse289) - cse288*lam_6
    cse291 = -cse241
    cse292 = -cse236*(cse234 + cse235)
    cse293 = cse133 + cse180
    cse294 = -cse129 - cse153
    cse295 = -cse205*cse236*lam_7
    cse296 = cse142*cse236
    cse297 = -cse201*cse296*lam_7 + cse235*cse272*lam_6 - cse238*cse274
    cse298 = -cse239*cse272
    cse299 = cse195*cse296
    cse300 = cse183 - cse184 - cse185
    cse301 = cse128*cse144 - cse139*cse143 + cse182
    cse302 = -cse288
    cse303 = -cse236*(cse233 + cse289)
    cse304 = -cse204*cse236
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
        cse10*cse4 + cse11**2*cse13 + cse16*cse4 + cse45*(cse61*lam_8 + cse69*lam_9 + cse70 + cse74) - h*(cse11*cse31 + cse17*cse36 + cse19*cse44),  # [3, 3]
        cse117 + cse45*(acc_3*(cse15*cse87 + cse6*cse84*cse85 - cse87) + acc_4*cse89 - acc_5*cse30 - cse101*cse11 - cse102*cse19 - cse103*cse17 - cse104*cse11 - cse11*cse94 + cse115 + cse3*(cse21*cse29 + cse22*cse25 + cse76*thetad_bar1)) - h*(cse11*cse77 + cse19*cse82 - cse41*cse79),  # [3, 4]
        cse35 + cse45*(acc_3*(cse120*cse4 - cse121*cse4) + acc_4*cse127 - cse100*cse19 - cse11*cse124 - cse122*cse19 - cse123*cse17 + cse136 + cse17*cse93) - h*(cse118*cse17 + cse119*cse19),  # [3, 5]
        cse141,  # [3, 9]
        cse147,  # [3, 10]
        cse148,  # [3, 12]
        cse149,  # [3, 13]
        cse150,  # [3, 16]
        cse148,  # [3, 17]
        cse149,  # [3, 18]
        cse152,  # [3, 20]
        cse155,  # [3, 21]
        cse115*cse45 + cse117 - h*(cse14*cse36 - cse44*cse5),  # [4, 3]
        cse125 + cse126 + cse45*(acc_3*cse89 + cse102*cse5 - cse103*cse14 - cse11*lam_3 - cse158*cse62 + cse159*lam_1 + cse159*lam_6 - cse160*cse62 + cse162 + cse70 + lam_8*(cse157 + cse48*cse53 + cse56*cse59) + lam_9*(cse156 - cse53*cse62 - cse59*cse66)) - h*(-cse5*cse82 - cse79*cse81),  # [4, 4]
        cse45*(acc_3*cse127 + acc_4*(-cse120 + cse121) + cse101 + cse122*cse5 - cse123*cse14 + cse171 + cse94) - h*(cse118*cse14 - cse119*cse5),  # [4, 5]
        cse172,  # [4, 9]
        cse174,  # [4, 10]
        cse175,  # [4, 12]
        cse109,  # [4, 13]
        cse176,  # [4, 14]
        cse177,  # [4, 15]
        cse55,  # [4, 16]
        cse175,  # [4, 17]
        cse109,  # [4, 18]
        cse176,  # [4, 19]
        cse178,  # [4, 20]
        cse164,  # [4, 21]
        cse136*cse45 - cse31*h + cse35,  # [5, 3]
        cse45*(-acc_3*cse30 - cse104 + cse171) - cse77*h,  # [5, 4]
        cse13 + cse45*(-cse124 + cse162 + cse74 + lam_8*(cse157 + cse61) + lam_9*(cse156 + cse69)),  # [5, 5]
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
        cse172,  # [9, 4]
        cse181,  # [9, 5]
        cse142**2*cse200 + cse194*cse198 + cse194*cse203 + cse45*(cse191*lam_8 + cse232*lam_9 + cse242) - h*(cse142*cse218 + cse204*cse227 - cse205*cse231),  # [9, 9]
        cse277 + cse45*(acc_10*cse252 - acc_11*cse217 + acc_9*(cse196*cse253*cse254 + cse202*cse256 - cse256) + cse142*cse264 - cse142*cse265 - cse142*cse271 - cse204*cse267 + cse205*cse258 + cse275 + cse52*(cse209*cse214 + cse210*cse216 + cse247*thetad_bar2)) - h*(cse142*cse248 + cse204*cse245 + cse223*cse250),  # [9, 10]
        cse226 + cse45*(acc_10*cse282 + acc_9*(-cse194*cse283 + cse194*cse284) - cse142*cse287 - cse204*cse263 - cse204*cse286 - cse205*cse270 + cse205*cse285 + cse290) - h*(cse204*cse278 - cse205*cse279),  # [9, 11]
        cse291,  # [9, 17]
        cse292,  # [9, 18]
        cse293,  # [9, 20]
        cse294,  # [9, 21]
        cse147,  # [10, 3]
        cse174,  # [10, 4]
        cse186,  # [10, 5]
        cse275*cse45 + cse277 - h*(cse195*cse227 + cse201*cse231),  # [10, 9]
        cse280 + cse281 + cse45*(acc_9*cse252 + cse192*lam_8 - cse195*cse267 - cse201*cse258 + cse234*cse237 - cse236*cse240*lam_6 + cse295 + lam_9*(cse156 + cse232)) - h*(cse195*cse245 - cse244*cse250),  # [10, 10]
        cse45*(acc_10*(cse283 - cse284) + acc_9*cse282 - cse195*cse286 - cse201*cse285 - cse264 + cse271 + cse297) - h*(cse195*cse278 + cse201*cse279),  # [10, 11]
        cse273,  # [10, 17]
        cse298,  # [10, 18]
        cse299,  # [10, 19]
        cse300,  # [10, 20]
        cse301,  # [10, 21]
        -cse218*h + cse226 + cse290*cse45,  # [11, 9]
        -cse248*h + cse45*(-acc_9*cse217 - cse265 + cse297),  # [11, 10]
        cse200 + cse45*(cse242 - cse287 + cse295),  # [11, 11]
        cse302,  # [11, 17]
        cse303,  # [11, 18]
        cse304,  # [11, 19]
        1,  # [12, 0]
        cse148,  # [12, 3]
        cse175,  # [12, 4]
        cse187,  # [12, 5]
        1,  # [13, 1]
        cse149,  # [13, 3]
        cse109,  # [13, 4]
        cse188,  # [13, 5]
        1,  # [14, 2]
        cse176,  # [14, 4]
        cse189,  # [14, 5]
        cse177,  # [15, 4]
        cse150,  # [16, 3]
        cse55,  # [16, 4]
        -1,  # [17, 0]
        cse148,  # [17, 3]
        cse175,  # [17, 4]
        cse187,  # [17, 5]
        1,  # [17, 6]
        cse291,  # [17, 9]
        cse273,  # [17, 10]
        cse302,  # [17, 11]
        -1,  # [18, 1]
        cse149,  # [18, 3]
        cse109,  # [18, 4]
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
        cse152,  # [20, 3]
        cse178,  # [20, 4]
        cse190,  # [20, 5]
        cse293,  # [20, 9]
        cse300,  # [20, 10]
        cse155,  # [21, 3]
        cse164,  # [21, 4]
        cse192,  # [21, 5]
        cse294,  # [21, 9]
        cse301,  # [21, 10]
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
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        L1, _, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = math.sin(phi_bar1)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(psi_bar1)
    cse6 = math.cos(phi_bar1)
    cse7 = cse5*cse6
    cse8 = -cse4 + cse7
    cse9 = math.sin(theta_bar1)
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
    cse31 = (1/2)*L1
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
    cse47 = math.cos(theta_bar2)
    cse48 = cse47**2
    cse49 = math.sin(theta_bar2)
    cse50 = cse49**2
    cse51 = math.sin(psi_bar2)
    cse52 = cse50*cse51**2
    cse53 = math.cos(psi_bar2)
    cse54 = cse50*cse53**2
    cse55 = cse48 + cse52 + cse54
    cse56 = cse32 + r_bar1_y - r_bar2_y
    cse57 = math.cos(phi_bar2)
    cse58 = cse51*cse57
    cse59 = math.sin(phi_bar2)
    cse60 = cse53*cse59
    cse61 = cse47*cse58 + cse60
    cse62 = cse49*cse51
    cse63 = cse61*cse62
    cse64 = cse53*cse57
    cse65 = cse51*cse59
    cse66 = -cse47*cse64 + cse65
    cse67 = cse49*cse53
    cse68 = cse66*cse67
    cse69 = cse49*cse57
    cse70 = cse47*cse69
    cse71 = cse63 - cse68 - cse70
    cse72 = cse33 + r_bar1_z - r_bar2_z
    cse73 = cse55*cse56 - cse71*cse72
    cse74 = cse47*cse60 + cse58
    cse75 = cse67*cse74
    cse76 = -cse47*cse65 + cse64
    cse77 = cse62*cse76
    cse78 = cse49*cse59
    cse79 = cse47*cse78
    cse80 = -cse75 + cse77 + cse79
    cse81 = cse35 + r_bar1_x - r_bar2_x
    cse82 = -cse55*cse81 + cse72*cse80
    cse83 = -cse56*cse80 + cse71*cse81
    cse84 = cse53*cse61
    cse85 = cse51*cse66
    cse86 = cse84 + cse85
    cse87 = cse72*cse86
    cse88 = cse53*cse76
    cse89 = cse51*cse74
    cse90 = cse88 + cse89
    cse91 = cse72*cse90
    cse92 = -cse56*cse90 + cse81*cse86
    cse93 = cse47*cse56 + cse69*cse72
    cse94 = -cse47*cse81 + cse72*cse78
    cse95 = -cse56*cse78 - cse69*cse81
    cse96 = cse4 - cse7
    cse97 = -cse11 - cse18
    cse98 = cse75 - cse77 - cse79
    cse99 = -cse63 + cse68 + cse70
    cse100 = -cse48 - cse52 - cse54
    cse101 = -cse88 - cse89
    cse102 = -cse84 - cse85
    out = np.zeros((10, 12))
    out[_B_INDEX] = (
        -1,  # [0, 2]
        cse16*r_bar1_y - cse21*r_bar1_x,  # [0, 3]
        cse22*r_bar1_y - cse23*r_bar1_x,  # [0, 4]
        cse15*r_bar1_y + cse20*r_bar1_x,  # [0, 5]
        1,  # [1, 1]
        cse16*r_bar1_z - cse28*r_bar1_x,  # [1, 3]
        cse22*r_bar1_z,  # [1, 4]
        -cse0*r_bar1_x + cse15*r_bar1_z,  # [1, 5]
        -1,  # [2, 0]
        cse21*r_bar1_z - cse28*r_bar1_y,  # [2, 3]
        cse23*r_bar1_z,  # [2, 4]
        -cse0*r_bar1_y - cse20*r_bar1_z,  # [2, 5]
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
        -cse13*cse78 - cse14*cse47 + cse17*cse69,  # [8, 11]
        -cse10*cse28 + cse16*cse96 + cse21*cse97,  # [9, 3]
        cse22*cse96 + cse23*cse97,  # [9, 4]
        -cse0*cse10 + cse15*cse96 - cse20*cse97,  # [9, 5]
        -cse10*cse100 + cse96*cse98 + cse97*cse99,  # [9, 9]
        cse101*cse96 + cse102*cse97,  # [9, 10]
        cse10*cse47 + cse69*cse97 - cse78*cse96,  # [9, 11]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
    columns, written by rows), global frame.

    Args:
        q: position coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 12), 15 nonzero.
    """
    # 36 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        L1, _, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = math.sin(phi_bar1)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(psi_bar1)
    cse6 = math.cos(phi_bar1)
    cse7 = cse5*cse6
    cse8 = (1/2)*L1
    cse9 = cse1*cse6
    cse10 = cse0*cse9
    cse11 = cse2*cse5
    cse12 = math.sin(theta_bar1)
    cse13 = cse1*cse12
    out = np.zeros((2, 12))
    out[_reaction_frames_INDEX] = (
        1,  # [0, 5]
        -1,  # [0, 7]
        1,  # [0, 9]
        cse8*(-cse4 + cse7) + r_bar1_x,  # [1, 0]
        cse8*(cse10 + cse11) + r_bar1_y,  # [1, 1]
        cse13*cse8 + r_bar1_z,  # [1, 2]
        -cse0*cse11 - cse9,  # [1, 3]
        cse4 - cse7,  # [1, 4]
        cse12*cse2,  # [1, 5]
        cse0*cse7 - cse3,  # [1, 6]
        -cse10 - cse11,  # [1, 7]
        -cse12*cse6,  # [1, 8]
        cse12*cse5,  # [1, 9]
        -cse13,  # [1, 10]
        cse0,  # [1, 11]
    )
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
        _, _, r_bar1_z, _,
        theta_bar1, psi_bar1, _, _,
        r_bar2_z, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, phid_bar1,
        thetad_bar1, psid_bar1, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.sin(psi_bar2)
    cse1 = phid_bar2*math.sin(theta_bar2)
    cse2 = math.cos(psi_bar2)
    cse3 = w**2
    cse4 = L2*rho
    cse5 = cse3*cse4
    cse6 = (1/24)*cse5*(L2**2 + cse3)
    cse7 = math.cos(psi_bar1)
    cse8 = phid_bar1*math.sin(theta_bar1)
    cse9 = math.sin(psi_bar1)
    cse10 = L1*rho
    cse11 = cse10*cse3
    cse12 = (1/24)*cse11*(L1**2 + cse3)
    cse13 = (1/12)*w**4
    return np.array([
        cse10*cse13*(cse7*thetad_bar1 + cse8*cse9)**2 + (1/2)*cse11*(rd_bar1_x**2 + rd_bar1_y**2 + rd_bar1_z**2) + cse12*(cse7*cse8 - cse9*thetad_bar1)**2 + cse12*(phid_bar1*math.cos(theta_bar1) + psid_bar1)**2 + cse13*cse4*(cse0*thetad_bar2 - cse1*cse2)**2 + (1/2)*cse5*(rd_bar2_x**2 + rd_bar2_y**2 + rd_bar2_z**2) + cse6*(cse0*cse1 + cse2*thetad_bar2)**2 + cse6*(phid_bar2*math.cos(theta_bar2) + psid_bar2)**2,  # [0]
        9.81*cse11*r_bar1_z + 9.81*cse5*r_bar2_z,  # [1]
    ])



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
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, phid_bar1,
        thetad_bar1, psid_bar1, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = w**2
    cse1 = cse0*rho
    cse2 = L2*cse1
    cse3 = cse2*rd_bar2_x
    cse4 = L1*cse1
    cse5 = cse4*rd_bar1_x
    cse6 = cse2*rd_bar2_y
    cse7 = cse4*rd_bar1_y
    cse8 = cse2*rd_bar2_z
    cse9 = cse4*rd_bar1_z
    cse10 = math.sin(phi_bar2)
    cse11 = math.sin(theta_bar2)
    cse12 = math.cos(theta_bar2)
    cse13 = (1/12)*cse2*(L2**2 + cse0)
    cse14 = cse13*(cse12*phid_bar2 + psid_bar2)
    cse15 = cse11*cse14
    cse16 = math.cos(theta_bar1)
    cse17 = math.cos(psi_bar1)
    cse18 = math.sin(phi_bar1)
    cse19 = cse17*cse18
    cse20 = math.sin(psi_bar1)
    cse21 = math.cos(phi_bar1)
    cse22 = cse20*cse21
    cse23 = math.sin(theta_bar1)
    cse24 = cse23*phid_bar1
    cse25 = (1/12)*cse4*(L1**2 + cse0)
    cse26 = cse25*(cse17*cse24 - cse20*thetad_bar1)
    cse27 = cse25*(cse16*phid_bar1 + psid_bar1)
    cse28 = cse23*cse27
    cse29 = math.cos(psi_bar2)
    cse30 = cse10*cse29
    cse31 = math.sin(psi_bar2)
    cse32 = math.cos(phi_bar2)
    cse33 = cse31*cse32
    cse34 = cse11*phid_bar2
    cse35 = (1/6)*rho*w**4
    cse36 = L2*cse35*(-cse29*cse34 + cse31*thetad_bar2)
    cse37 = cse18*cse20
    cse38 = cse17*cse21
    cse39 = L1*cse35*(cse17*thetad_bar1 + cse20*cse24)
    cse40 = cse10*cse31
    cse41 = cse29*cse32
    cse42 = cse13*(cse29*thetad_bar2 + cse31*cse34)
    return np.array([
        cse3 + cse5,  # [0]
        cse6 + cse7,  # [1]
        cse8 + cse9,  # [2]
        cse10*cse15 + cse18*cse28 + cse26*(-cse16*cse19 - cse22) + cse36*(cse12*cse30 + cse33) + cse39*(-cse16*cse37 + cse38) + cse42*(-cse12*cse40 + cse41) - cse6*r_bar2_z - cse7*r_bar1_z + cse8*r_bar2_y + cse9*r_bar1_y,  # [3]
        -cse15*cse32 - cse21*cse28 + cse26*(cse16*cse38 - cse37) + cse3*r_bar2_z + cse36*(-cse12*cse41 + cse40) + cse39*(cse16*cse22 + cse19) + cse42*(cse12*cse33 + cse30) + cse5*r_bar1_z - cse8*r_bar2_x - cse9*r_bar1_x,  # [4]
        -cse11*cse29*cse36 + cse11*cse31*cse42 + cse12*cse14 + cse16*cse27 + cse17*cse23*cse26 + cse20*cse23*cse39 - cse3*r_bar2_y - cse5*r_bar1_y + cse6*r_bar2_x + cse7*r_bar1_x,  # [5]
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
    cse11 = math.cos(psi_bar2)
    cse12 = math.sin(phi_bar2)
    cse13 = cse11*cse12
    cse14 = math.sin(psi_bar2)
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



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 90 operations after common subexpression elimination
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
    cse24 = -cse21*cse22 + cse23*thetad_bar2
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
        cse16*cse20 + cse24*(cse17*cse25 + cse27) + cse28*(-cse17*cse29 + cse30),  # [1, 3]
        -cse20*cse26 + cse24*(-cse17*cse30 + cse29) + cse28*(cse17*cse27 + cse25),  # [1, 4]
        cse17*cse18 - cse19*cse21*cse24 + cse19*cse23*cse28,  # [1, 5]
    ]).reshape(2, 6)



def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Args:
        p: parameters (4).

    Returns:
        ndarray of shape (2, 12), 9 nonzero.
    """
    # 4 operations after common subexpression elimination
    (
        L1, L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

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
        p: parameters (4).

    Returns:
        ndarray of shape (2, 6), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((2, 6))
    return out



def chart(p):
    """Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and
    rp); see symbolic.formulations.chart_offset.

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

