# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: single_pendulum
# formulation: rA
# scheme: any
# input hash: f045f8e3718565bc
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'single_pendulum' in the rA formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (12): r_bar_x, r_bar_y, r_bar_z, A_bar_11, A_bar_12, A_bar_13, A_bar_21, A_bar_22,
        A_bar_23, A_bar_31, A_bar_32, A_bar_33
    v (6): rd_bar_x, rd_bar_y, rd_bar_z, w_bar_x, w_bar_y, w_bar_z
    lam (6): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (6): increment in velocity coordinates
    a (6): time derivatives of v
    t: time
    h: step size
    p (0): 

Constraint rows:
    0: revolute[DP1 #1] (constraint; bar - ground)
    1: revolute[DP1 #2] (constraint; bar - ground)
    2: revolute[CD x] (constraint; bar - ground)
    3: revolute[CD y] (constraint; bar - ground)
    4: revolute[CD z] (constraint; bar - ground)
    5: driver[DP1 #1] (constraint; bar - ground)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'single_pendulum'
FORMULATION = 'rA'
INPUT_HASH = 'f045f8e3718565bc'
N_Q = 12
N_V = 6
N_C = 6
BODIES = ['bar']
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
 'taylor_residual',
 'taylor_matrix',
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
METADATA = {'mechanism': 'single_pendulum',
 'formulation': 'rA',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': 'f045f8e3718565bc',
 'bodies': ['bar'],
 'springs': [],
 'q_layout': {'bar': [0, 12]},
 'v_layout': {'bar': [0, 6]},
 'q_names': ['r_bar_x',
             'r_bar_y',
             'r_bar_z',
             'A_bar_11',
             'A_bar_12',
             'A_bar_13',
             'A_bar_21',
             'A_bar_22',
             'A_bar_23',
             'A_bar_31',
             'A_bar_32',
             'A_bar_33'],
 'v_names': ['rd_bar_x', 'rd_bar_y', 'rd_bar_z', 'w_bar_x', 'w_bar_y', 'w_bar_z'],
 'n_q': 12,
 'n_v': 6,
 'n_c': 6,
 'constraint_rows': [{'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['bar', 'ground'],
                      'length_power': 0},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['bar', 'ground'],
                      'length_power': 0},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['bar', 'ground'],
                      'length_power': 1},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['bar', 'ground'],
                      'length_power': 1},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['bar', 'ground'],
                      'length_power': 1},
                     {'owner': 'driver',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['bar', 'ground'],
                      'length_power': 0}],
 'dropped_rows': [],
 'reaction_sites': [{'owner': 'revolute',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['bar', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [0, 6],
                     'coordinates': []},
                    {'owner': 'driver',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['bar', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [6, 12],
                     'coordinates': []}],
 'degrees_of_freedom': 0,
 'parameters': [],
 'parameter_defaults': [],
 'assemble': False,
 'tangent_identity': False,
 'mass_matrix_constant': True,
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
             'taylor_residual',
             'taylor_matrix',
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
 'notices': ["body 'bar': orientation orthonormalized (max |A^T A - I| was 3.36e-09, entries "
             'moved by up to 1.19e-09)'],
 'model': {'parameters': [],
           'bodies': [['bar',
                       '78.0',
                       '\\left[\\begin{matrix}0.0325 & 0 & 0\\\\0 & 104.01625 & 0\\\\0 & 0 & '
                       '104.01625\\end{matrix}\\right]',
                       '(0, 1.41421356, -1.41421356)']],
           'joints': [],
           'drivers': [],
           'groups': [['revolute', 'DP1, DP1, CD, CD, CD'], ['driver', 'DP1']],
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
    np.array([0, 1, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5]),
    np.array([0, 1, 2, 3, 4, 5, 3, 4, 5, 3, 4, 5]),
)
_Phi_q_INDEX = (
    np.array([0, 0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]),
    np.array([4, 5, 3, 5, 0, 4, 5, 1, 4, 5, 2, 4, 5, 3, 5]),
)
_nu_INDEX = np.array([5])
_M_INDEX = (
    np.array([0, 1, 2, 3, 4, 5]),
    np.array([0, 1, 2, 3, 4, 5]),
)
_Q_INDEX = np.array([2, 4, 5])
_Q_v_INDEX = (
    np.array([4, 4, 5, 5]),
    np.array([3, 5, 3, 4]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 5, 5]),
    np.array([3, 4, 3, 4, 3, 4, 5]),
)
_index3_matrix_INDEX = (
    np.array([0,
     0,
     1,
     1,
     2,
     2,
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
     8,
     9,
     9,
     9,
     9,
     10,
     10,
     10,
     10,
     11,
     11,
     11]),
    np.array([0,
     8,
     1,
     9,
     2,
     10,
     3,
     4,
     5,
     7,
     11,
     3,
     4,
     5,
     6,
     8,
     9,
     10,
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
     3,
     4,
     5,
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
     5]),
)
_genalpha_matrix_INDEX = (
    np.array([0,
     0,
     1,
     1,
     2,
     2,
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
     8,
     9,
     9,
     9,
     9,
     10,
     10,
     10,
     10,
     11,
     11,
     11]),
    np.array([0,
     8,
     1,
     9,
     2,
     10,
     3,
     4,
     5,
     7,
     11,
     3,
     4,
     5,
     6,
     8,
     9,
     10,
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
     3,
     4,
     5,
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
     5]),
)
_B_INDEX = (
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
     2,
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
     10,
     10,
     10,
     11,
     11,
     11]),
    np.array([0,
     1,
     2,
     4,
     5,
     0,
     1,
     2,
     4,
     5,
     0,
     1,
     2,
     4,
     5,
     3,
     4,
     5,
     3,
     4,
     5,
     3,
     4,
     5,
     0,
     1,
     2,
     0,
     1,
     2,
     0,
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
     1]),
    np.array([0,
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
     13,
     14,
     17,
     18,
     19,
     21,
     22,
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
     13,
     14,
     17,
     18,
     19,
     21,
     22]),
)
_taylor_matrix_INDEX = (
    np.array([0, 0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]),
    np.array([4, 5, 3, 5, 0, 4, 5, 1, 4, 5, 2, 4, 5, 3, 5]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_chart_INDEX = (
    np.array([0, 0, 0]),
    np.array([0, 4, 8]),
)
_physical_data_INDEX = np.array([0, 1, 5, 9])


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
        q: position coordinates (12).
        dv: increment in velocity coordinates (e.g. h v) (6).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 84 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (6,) else _floats(dv, 6, "dv")

    cse0 = dv_5**2
    cse1 = dv_4**2
    cse2 = dv_3**2
    cse3 = math.sqrt(cse0 + cse1 + cse2)
    cse4 = (1/2)*_sinc((1/2)*cse3)**2
    cse5 = cse4*dv_5
    cse6 = cse5*dv_3
    cse7 = _sinc(cse3)
    cse8 = cse7*dv_4
    cse9 = cse6 - cse8
    cse10 = cse4*dv_3*dv_4
    cse11 = cse7*dv_5
    cse12 = cse10 + cse11
    cse13 = -cse0*cse4
    cse14 = -cse1*cse4
    cse15 = cse13 + cse14 + 1
    cse16 = cse5*dv_4
    cse17 = cse7*dv_3
    cse18 = cse16 + cse17
    cse19 = -cse2*cse4 + 1
    cse20 = cse13 + cse19
    cse21 = cse10 - cse11
    cse22 = cse14 + cse19
    cse23 = cse16 - cse17
    cse24 = cse6 + cse8
    return np.array([
        dv_0 + q_r_bar_x,  # [0]
        dv_1 + q_r_bar_y,  # [1]
        dv_2 + q_r_bar_z,  # [2]
        cse12*q_A_bar_12 + cse15*q_A_bar_11 + cse9*q_A_bar_13,  # [3]
        cse18*q_A_bar_13 + cse20*q_A_bar_12 + cse21*q_A_bar_11,  # [4]
        cse22*q_A_bar_13 + cse23*q_A_bar_12 + cse24*q_A_bar_11,  # [5]
        cse12*q_A_bar_22 + cse15*q_A_bar_21 + cse9*q_A_bar_23,  # [6]
        cse18*q_A_bar_23 + cse20*q_A_bar_22 + cse21*q_A_bar_21,  # [7]
        cse22*q_A_bar_23 + cse23*q_A_bar_22 + cse24*q_A_bar_21,  # [8]
        cse12*q_A_bar_32 + cse15*q_A_bar_31 + cse9*q_A_bar_33,  # [9]
        cse18*q_A_bar_33 + cse20*q_A_bar_32 + cse21*q_A_bar_31,  # [10]
        cse22*q_A_bar_33 + cse23*q_A_bar_32 + cse24*q_A_bar_31,  # [11]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp, re and relative.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (6).

    Returns:
        ndarray of shape (6, 6), 12 nonzero.
    """
    # 27 operations after common subexpression elimination
    (
        _, _, _, dv_3,
        dv_4, dv_5,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (6,) else _floats(dv, 6, "dv")

    cse0 = -1/6*dv_5**2
    cse1 = 1 - 1/6*dv_4**2
    cse2 = (1/6)*dv_3
    cse3 = cse2*dv_4
    cse4 = (1/2)*dv_5
    cse5 = cse2*dv_5
    cse6 = (1/2)*dv_4
    cse7 = -1/6*dv_3**2
    cse8 = (1/6)*dv_4*dv_5
    cse9 = (1/2)*dv_3
    out = np.zeros((6, 6))
    out[_tangent_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        cse0 + cse1,  # [3, 3]
        cse3 + cse4,  # [3, 4]
        cse5 - cse6,  # [3, 5]
        cse3 - cse4,  # [4, 3]
        cse0 + cse7 + 1,  # [4, 4]
        cse8 + cse9,  # [4, 5]
        cse5 + cse6,  # [5, 3]
        cse8 - cse9,  # [5, 4]
        cse1 + cse7,  # [5, 5]
    )
    return out



def qdot(q, v):
    """The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and
    re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the
    Euler parameters of a ball joint or free body, A u for a free body's centre of mass
    (seed 001 eq. 39c), the rates elsewhere.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 27 operations after common subexpression elimination
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    return np.array([
        v_rd_bar_x,  # [0]
        v_rd_bar_y,  # [1]
        v_rd_bar_z,  # [2]
        q_A_bar_12*v_w_bar_z - q_A_bar_13*v_w_bar_y,  # [3]
        -q_A_bar_11*v_w_bar_z + q_A_bar_13*v_w_bar_x,  # [4]
        q_A_bar_11*v_w_bar_y - q_A_bar_12*v_w_bar_x,  # [5]
        q_A_bar_22*v_w_bar_z - q_A_bar_23*v_w_bar_y,  # [6]
        -q_A_bar_21*v_w_bar_z + q_A_bar_23*v_w_bar_x,  # [7]
        q_A_bar_21*v_w_bar_y - q_A_bar_22*v_w_bar_x,  # [8]
        q_A_bar_32*v_w_bar_z - q_A_bar_33*v_w_bar_y,  # [9]
        -q_A_bar_31*v_w_bar_z + q_A_bar_33*v_w_bar_x,  # [10]
        q_A_bar_31*v_w_bar_y - q_A_bar_32*v_w_bar_x,  # [11]
    ])



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (12).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 12 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, _, q_A_bar_21, _,
        _, q_A_bar_31, q_A_bar_32, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    t = float(t)

    return np.array([
        q_A_bar_11,  # [0]
        q_A_bar_12,  # [1]
        2*q_A_bar_11 - q_r_bar_x,  # [2]
        2*q_A_bar_21 - q_r_bar_y,  # [3]
        2*q_A_bar_31 - q_r_bar_z,  # [4]
        -q_A_bar_32 + math.sin((1/4)*math.pi*math.cos(2*t)),  # [5]
    ])



def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, _, q_A_bar_21, _,
        _, q_A_bar_31, q_A_bar_32, _,
    ) = _columns(q, n, 12, "q")

    t = _times(t, n)

    out = np.zeros((n, 6))
    out[:, 0] = q_A_bar_11
    out[:, 1] = q_A_bar_12
    out[:, 2] = 2*q_A_bar_11 - q_r_bar_x
    out[:, 3] = 2*q_A_bar_21 - q_r_bar_y
    out[:, 4] = 2*q_A_bar_31 - q_r_bar_z
    out[:, 5] = -q_A_bar_32 + np.sin((1/4)*np.pi*np.cos(2*t))
    return out


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Args:
        q: position coordinates (12).
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
        q: position coordinates, one row each (n, 12).
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
        q: position coordinates (12).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 15 nonzero.
    """
    # 15 operations after common subexpression elimination
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, _, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    out = np.zeros((6, 6))
    out[_Phi_q_INDEX] = (
        -q_A_bar_13,  # [0, 4]
        q_A_bar_12,  # [0, 5]
        q_A_bar_13,  # [1, 3]
        -q_A_bar_11,  # [1, 5]
        -1,  # [2, 0]
        -2*q_A_bar_13,  # [2, 4]
        2*q_A_bar_12,  # [2, 5]
        -1,  # [3, 1]
        -2*q_A_bar_23,  # [3, 4]
        2*q_A_bar_22,  # [3, 5]
        -1,  # [4, 2]
        -2*q_A_bar_33,  # [4, 4]
        2*q_A_bar_32,  # [4, 5]
        -q_A_bar_33,  # [5, 3]
        q_A_bar_31,  # [5, 5]
    )
    return out



def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6, 6).
    """
    n = len(q)
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, _, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = _columns(q, n, 12, "q")

    out = np.zeros((n, 6, 6))
    out[:, 0, 4] = -q_A_bar_13
    out[:, 0, 5] = q_A_bar_12
    out[:, 1, 3] = q_A_bar_13
    out[:, 1, 5] = -q_A_bar_11
    out[:, 2, 0] = -1
    out[:, 2, 4] = -2*q_A_bar_13
    out[:, 2, 5] = 2*q_A_bar_12
    out[:, 3, 1] = -1
    out[:, 3, 4] = -2*q_A_bar_23
    out[:, 3, 5] = 2*q_A_bar_22
    out[:, 4, 2] = -1
    out[:, 4, 4] = -2*q_A_bar_33
    out[:, 4, 5] = 2*q_A_bar_32
    out[:, 5, 3] = -q_A_bar_33
    out[:, 5, 5] = q_A_bar_31
    return out


def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (12).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 1 nonzero.
    """
    # 9 operations after common subexpression elimination
    t = float(t)

    cse0 = 2*t
    out = np.zeros(6)
    out[_nu_INDEX] = (
        (1/2)*math.pi*math.sin(cse0)*math.cos((1/4)*math.pi*math.cos(cse0)),  # [5]
    )
    return out



def nu_rows(q, t, p):
    """nu at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    t = _times(t, n)

    cse0 = 2*t
    out = np.zeros((n, 6))
    out[:, 5] = (1/2)*np.pi*np.sin(cse0)*np.cos((1/4)*np.pi*np.cos(cse0))
    return out


def velocity_residual(q, v, t, p):
    """Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where
    the velocities satisfy the constraints; the runtime's velocity violation.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 33 operations after common subexpression elimination
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, _, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    t = float(t)

    cse0 = q_A_bar_12*v_w_bar_z
    cse1 = q_A_bar_13*v_w_bar_y
    cse2 = 2*v_w_bar_z
    cse3 = 2*v_w_bar_y
    cse4 = 2*t
    return np.array([
        cse0 - cse1,  # [0]
        -q_A_bar_11*v_w_bar_z + q_A_bar_13*v_w_bar_x,  # [1]
        2*cse0 - 2*cse1 - v_rd_bar_x,  # [2]
        cse2*q_A_bar_22 - cse3*q_A_bar_23 - v_rd_bar_y,  # [3]
        cse2*q_A_bar_32 - cse3*q_A_bar_33 - v_rd_bar_z,  # [4]
        q_A_bar_31*v_w_bar_z - q_A_bar_33*v_w_bar_x - 1/2*math.pi*math.sin(cse4)*math.cos((1/4)*math.pi*math.cos(cse4)),  # [5]
    ])



def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 6).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, _, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = _columns(q, n, 12, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = _columns(v, n, 6, "v")

    t = _times(t, n)

    cse0 = q_A_bar_12*v_w_bar_z
    cse1 = q_A_bar_13*v_w_bar_y
    cse2 = 2*v_w_bar_z
    cse3 = 2*v_w_bar_y
    cse4 = 2*t
    out = np.zeros((n, 6))
    out[:, 0] = cse0 - cse1
    out[:, 1] = -q_A_bar_11*v_w_bar_z + q_A_bar_13*v_w_bar_x
    out[:, 2] = 2*cse0 - 2*cse1 - v_rd_bar_x
    out[:, 3] = cse2*q_A_bar_22 - cse3*q_A_bar_23 - v_rd_bar_y
    out[:, 4] = cse2*q_A_bar_32 - cse3*q_A_bar_33 - v_rd_bar_z
    out[:, 5] = q_A_bar_31*v_w_bar_z - q_A_bar_33*v_w_bar_x - 1/2*np.pi*np.sin(cse4)*np.cos((1/4)*np.pi*np.cos(cse4))
    return out


def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 59 operations after common subexpression elimination
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    t = float(t)

    cse0 = q_A_bar_11*v_w_bar_y - q_A_bar_12*v_w_bar_x
    cse1 = cse0*v_w_bar_y
    cse2 = v_w_bar_z*(-q_A_bar_11*v_w_bar_z + q_A_bar_13*v_w_bar_x)
    cse3 = 2*v_w_bar_y
    cse4 = 2*v_w_bar_z
    cse5 = q_A_bar_31*v_w_bar_y - q_A_bar_32*v_w_bar_x
    cse6 = 2*t
    cse7 = math.pi*math.cos(cse6)
    cse8 = (1/4)*cse7
    return np.array([
        cse1 - cse2,  # [0]
        -cse0*v_w_bar_x + v_w_bar_z*(q_A_bar_12*v_w_bar_z - q_A_bar_13*v_w_bar_y),  # [1]
        2*cse1 - 2*cse2,  # [2]
        cse3*(q_A_bar_21*v_w_bar_y - q_A_bar_22*v_w_bar_x) - cse4*(-q_A_bar_21*v_w_bar_z + q_A_bar_23*v_w_bar_x),  # [3]
        cse3*cse5 - cse4*(-q_A_bar_31*v_w_bar_z + q_A_bar_33*v_w_bar_x),  # [4]
        cse5*v_w_bar_x + cse7*math.cos(cse8) - v_w_bar_z*(q_A_bar_32*v_w_bar_z - q_A_bar_33*v_w_bar_y) + (1/4)*math.pi**2*math.sin(cse6)**2*math.sin(cse8),  # [5]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V
    + K^T J K, u = V v and omega = K v their body-frame velocities (Kane's equations,
    mechgen.symbolic.relative).

    Args:
        q: position coordinates (12).
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 6 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((6, 6))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        0.0325,  # [3, 3]
        104.01625,  # [4, 4]
        104.01625,  # [5, 5]
    )
    return out



def M_rows(q, p):
    """M at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6, 6).
    """
    n = len(q)
    out = np.zeros((n, 6, 6))
    out[:, 0, 0] = 78.0
    out[:, 1, 1] = 78.0
    out[:, 2, 2] = 78.0
    out[:, 3, 3] = 0.0325
    out[:, 4, 4] = 104.01625
    out[:, 5, 5] = 104.01625
    return out


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for
    relative, the body-frame loads and the bias accelerations at frozen v projected by V^T
    and K^T (mechgen.symbolic.relative).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 3 nonzero.
    """
    # 4 operations after common subexpression elimination
    (
        _, _, _, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = 103.98375*v_w_bar_x
    out = np.zeros(6)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        cse0*v_w_bar_z,  # [4]
        -cse0*v_w_bar_y,  # [5]
    )
    return out



def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 6).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        _, _, _, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = _columns(v, n, 6, "v")

    cse0 = 103.98375*v_w_bar_x
    out = np.zeros((n, 6))
    out[:, 2] = -765.1800000000001
    out[:, 4] = cse0*v_w_bar_z
    out[:, 5] = -cse0*v_w_bar_y
    return out


def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((6, 6))
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 4 nonzero.
    """
    # 5 operations after common subexpression elimination
    (
        _, _, _, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = 103.98375*v_w_bar_x
    out = np.zeros((6, 6))
    out[_Q_v_INDEX] = (
        103.98375*v_w_bar_z,  # [4, 3]
        cse0,  # [4, 5]
        -103.98375*v_w_bar_y,  # [5, 3]
        -cse0,  # [5, 4]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (12).
        a: accelerations (time derivative of v) (6).
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((6, 6))
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (12).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 7 nonzero.
    """
    # 34 operations after common subexpression elimination
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    cse0 = -lam_1*q_A_bar_12 + lam_5*q_A_bar_32
    cse1 = 2*lam_4
    cse2 = 2*lam_3
    cse3 = 2*lam_2
    cse4 = -cse3 - lam_0
    cse5 = -cse1*q_A_bar_31 - cse2*q_A_bar_21
    cse6 = cse3 + lam_0
    out = np.zeros((6, 6))
    out[_Phi_qT_lam_q_INDEX] = (
        cse0,  # [3, 3]
        lam_1*q_A_bar_11 - lam_5*q_A_bar_31,  # [3, 4]
        cse1*q_A_bar_32 + cse2*q_A_bar_22 - cse4*q_A_bar_12,  # [4, 3]
        cse4*q_A_bar_11 + cse5,  # [4, 4]
        cse1*q_A_bar_33 + cse2*q_A_bar_23 + cse6*q_A_bar_13,  # [5, 3]
        lam_1*q_A_bar_13 - lam_5*q_A_bar_33,  # [5, 4]
        cse0 + cse5 - cse6*q_A_bar_11,  # [5, 5]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        a: accelerations (time derivative of v) (6).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 62 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, a_5,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (6,) else _floats(a, 6, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    t = float(t)

    h = float(h)

    cse0 = 103.98375*v_w_bar_x
    cse1 = 2*lam_3
    cse2 = 2*lam_4
    cse3 = 2*lam_2
    cse4 = h**(-2)
    return np.array([
        78.0*a_0 - lam_2,  # [0]
        78.0*a_1 - lam_3,  # [1]
        78.0*a_2 - lam_4 + 765.1800000000001,  # [2]
        0.0325*a_3 + lam_1*q_A_bar_13 - lam_5*q_A_bar_33,  # [3]
        104.01625*a_4 - cse0*v_w_bar_z - cse1*q_A_bar_23 - cse2*q_A_bar_33 - cse3*q_A_bar_13 - lam_0*q_A_bar_13,  # [4]
        104.01625*a_5 + cse0*v_w_bar_y + cse1*q_A_bar_22 + cse2*q_A_bar_32 + cse3*q_A_bar_12 + lam_0*q_A_bar_12 - lam_1*q_A_bar_11 + lam_5*q_A_bar_31,  # [5]
        cse4*q_A_bar_11,  # [6]
        cse4*q_A_bar_12,  # [7]
        cse4*(2*q_A_bar_11 - q_r_bar_x),  # [8]
        cse4*(2*q_A_bar_21 - q_r_bar_y),  # [9]
        cse4*(2*q_A_bar_31 - q_r_bar_z),  # [10]
        cse4*(-q_A_bar_32 + math.sin((1/4)*math.pi*math.cos(2*t))),  # [11]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        a: accelerations (time derivative of v) (6).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (12, 12), 48 nonzero.
    """
    # 189 operations after common subexpression elimination
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    h = float(h)

    cse0 = h**2
    cse1 = lam_1*q_A_bar_11 - lam_5*q_A_bar_31
    cse2 = (1/6)*cse0
    cse3 = cse2*v_w_bar_x
    cse4 = cse3*v_w_bar_y
    cse5 = (1/2)*h
    cse6 = cse5*v_w_bar_z
    cse7 = cse4 - cse6
    cse8 = -cse2*v_w_bar_y**2
    cse9 = -cse2*v_w_bar_z**2 + 1
    cse10 = cse8 + cse9
    cse11 = -lam_1*q_A_bar_12 + lam_5*q_A_bar_32
    cse12 = -cse2*v_w_bar_x**2
    cse13 = cse12 + cse9
    cse14 = cse4 + cse6
    cse15 = cse2*v_w_bar_y*v_w_bar_z
    cse16 = cse5*v_w_bar_x
    cse17 = cse15 + cse16
    cse18 = cse3*v_w_bar_z
    cse19 = cse5*v_w_bar_y
    cse20 = cse18 - cse19
    cse21 = 103.98375*h
    cse22 = 2*lam_2
    cse23 = -cse22 - lam_0
    cse24 = -2*lam_3*q_A_bar_21 - 2*lam_4*q_A_bar_31
    cse25 = cse23*q_A_bar_11 + cse24
    cse26 = 2*q_A_bar_32
    cse27 = 2*q_A_bar_22
    cse28 = -cse23*q_A_bar_12 + cse26*lam_4 + cse27*lam_3
    cse29 = cse21*v_w_bar_x
    cse30 = 2*q_A_bar_23
    cse31 = 2*q_A_bar_33
    cse32 = cse22 + lam_0
    cse33 = cse11 + cse24 - cse32*q_A_bar_11
    cse34 = cse18 + cse19
    cse35 = lam_1*q_A_bar_13 - lam_5*q_A_bar_33
    cse36 = cse30*lam_3 + cse31*lam_4 + cse32*q_A_bar_13
    cse37 = cse15 - cse16
    cse38 = cse12 + cse8 + 1
    cse39 = cse34*q_A_bar_12
    cse40 = cse7*q_A_bar_13
    cse41 = cse37*q_A_bar_12
    cse42 = cse13*q_A_bar_13
    cse43 = cse38*q_A_bar_12
    cse44 = cse17*q_A_bar_13
    out = np.zeros((12, 12))
    out[_index3_matrix_INDEX] = (
        78.0,  # [0, 0]
        -1,  # [0, 8]
        78.0,  # [1, 1]
        -1,  # [1, 9]
        78.0,  # [2, 2]
        -1,  # [2, 10]
        cse0*(cse1*cse7 + cse10*cse11) + 0.0325,  # [3, 3]
        cse0*(cse1*cse13 + cse11*cse14),  # [3, 4]
        cse0*(cse1*cse17 + cse11*cse20),  # [3, 5]
        q_A_bar_13,  # [3, 7]
        -q_A_bar_33,  # [3, 11]
        cse0*(cse10*cse28 + cse25*cse7) - cse21*v_w_bar_z,  # [4, 3]
        cse0*(cse13*cse25 + cse14*cse28) + 104.01625,  # [4, 4]
        cse0*(cse17*cse25 + cse20*cse28) - cse29,  # [4, 5]
        -q_A_bar_13,  # [4, 6]
        -2*q_A_bar_13,  # [4, 8]
        -cse30,  # [4, 9]
        -cse31,  # [4, 10]
        cse0*(cse10*cse36 + cse33*cse34 + cse35*cse7) + cse21*v_w_bar_y,  # [5, 3]
        cse0*(cse13*cse35 + cse14*cse36 + cse33*cse37) + cse29,  # [5, 4]
        cse0*(cse17*cse35 + cse20*cse36 + cse33*cse38) + 104.01625,  # [5, 5]
        q_A_bar_12,  # [5, 6]
        -q_A_bar_11,  # [5, 7]
        2*q_A_bar_12,  # [5, 8]
        cse27,  # [5, 9]
        cse26,  # [5, 10]
        q_A_bar_31,  # [5, 11]
        cse39 - cse40,  # [6, 3]
        cse41 - cse42,  # [6, 4]
        cse43 - cse44,  # [6, 5]
        cse10*q_A_bar_13 - cse34*q_A_bar_11,  # [7, 3]
        cse14*q_A_bar_13 - cse37*q_A_bar_11,  # [7, 4]
        cse20*q_A_bar_13 - cse38*q_A_bar_11,  # [7, 5]
        -1,  # [8, 0]
        2*cse39 - 2*cse40,  # [8, 3]
        2*cse41 - 2*cse42,  # [8, 4]
        2*cse43 - 2*cse44,  # [8, 5]
        -1,  # [9, 1]
        cse27*cse34 - cse30*cse7,  # [9, 3]
        -cse13*cse30 + cse27*cse37,  # [9, 4]
        -cse17*cse30 + cse27*cse38,  # [9, 5]
        -1,  # [10, 2]
        cse26*cse34 - cse31*cse7,  # [10, 3]
        -cse13*cse31 + cse26*cse37,  # [10, 4]
        -cse17*cse31 + cse26*cse38,  # [10, 5]
        -cse10*q_A_bar_33 + cse34*q_A_bar_31,  # [11, 3]
        -cse14*q_A_bar_33 + cse37*q_A_bar_31,  # [11, 4]
        -cse20*q_A_bar_33 + cse38*q_A_bar_31,  # [11, 5]
    )
    return out



def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        dv: increment in velocity coordinates (e.g. h v) (6).
        a: accelerations (time derivative of v) (6).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).
        hq: sensitivity of positions to accelerations (beta' h^2).
        hv: sensitivity of velocities to accelerations (gamma' h).

    Returns:
        ndarray of shape (12, 12), 48 nonzero.
    """
    # 186 operations after common subexpression elimination
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    (
        _, _, _, dv_3,
        dv_4, dv_5,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (6,) else _floats(dv, 6, "dv")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    hq = float(hq)

    hv = float(hv)

    cse0 = lam_1*q_A_bar_11 - lam_5*q_A_bar_31
    cse1 = (1/6)*dv_3*dv_4
    cse2 = (1/2)*dv_5
    cse3 = cse1 - cse2
    cse4 = -1/6*dv_4**2
    cse5 = 1 - 1/6*dv_5**2
    cse6 = cse4 + cse5
    cse7 = -lam_1*q_A_bar_12 + lam_5*q_A_bar_32
    cse8 = -1/6*dv_3**2
    cse9 = cse5 + cse8
    cse10 = cse1 + cse2
    cse11 = (1/6)*dv_5
    cse12 = cse11*dv_4
    cse13 = (1/2)*dv_3
    cse14 = cse12 + cse13
    cse15 = cse11*dv_3
    cse16 = (1/2)*dv_4
    cse17 = cse15 - cse16
    cse18 = 103.98375*hv
    cse19 = 2*lam_2
    cse20 = -cse19 - lam_0
    cse21 = -2*lam_3*q_A_bar_21 - 2*lam_4*q_A_bar_31
    cse22 = cse20*q_A_bar_11 + cse21
    cse23 = 2*q_A_bar_32
    cse24 = 2*q_A_bar_22
    cse25 = -cse20*q_A_bar_12 + cse23*lam_4 + cse24*lam_3
    cse26 = cse18*v_w_bar_x
    cse27 = 2*q_A_bar_13
    cse28 = 2*q_A_bar_23
    cse29 = 2*q_A_bar_33
    cse30 = cse15 + cse16
    cse31 = cse19 + lam_0
    cse32 = cse21 - cse31*q_A_bar_11 + cse7
    cse33 = lam_1*q_A_bar_13 - lam_5*q_A_bar_33
    cse34 = cse28*lam_3 + cse29*lam_4 + cse31*q_A_bar_13
    cse35 = cse12 - cse13
    cse36 = cse4 + cse8 + 1
    cse37 = cse30*q_A_bar_12
    cse38 = cse3*q_A_bar_13
    cse39 = cse35*q_A_bar_12
    cse40 = cse36*q_A_bar_12
    cse41 = cse14*q_A_bar_13
    out = np.zeros((12, 12))
    out[_genalpha_matrix_INDEX] = (
        78.0,  # [0, 0]
        -1,  # [0, 8]
        78.0,  # [1, 1]
        -1,  # [1, 9]
        78.0,  # [2, 2]
        -1,  # [2, 10]
        hq*(cse0*cse3 + cse6*cse7) + 0.0325,  # [3, 3]
        hq*(cse0*cse9 + cse10*cse7),  # [3, 4]
        hq*(cse0*cse14 + cse17*cse7),  # [3, 5]
        q_A_bar_13,  # [3, 7]
        -q_A_bar_33,  # [3, 11]
        -cse18*v_w_bar_z + hq*(cse22*cse3 + cse25*cse6),  # [4, 3]
        hq*(cse10*cse25 + cse22*cse9) + 104.01625,  # [4, 4]
        -cse26 + hq*(cse14*cse22 + cse17*cse25),  # [4, 5]
        -q_A_bar_13,  # [4, 6]
        -cse27,  # [4, 8]
        -cse28,  # [4, 9]
        -cse29,  # [4, 10]
        cse18*v_w_bar_y + hq*(cse3*cse33 + cse30*cse32 + cse34*cse6),  # [5, 3]
        cse26 + hq*(cse10*cse34 + cse32*cse35 + cse33*cse9),  # [5, 4]
        hq*(cse14*cse33 + cse17*cse34 + cse32*cse36) + 104.01625,  # [5, 5]
        q_A_bar_12,  # [5, 6]
        -q_A_bar_11,  # [5, 7]
        2*q_A_bar_12,  # [5, 8]
        cse24,  # [5, 9]
        cse23,  # [5, 10]
        q_A_bar_31,  # [5, 11]
        cse37 - cse38,  # [6, 3]
        cse39 - cse9*q_A_bar_13,  # [6, 4]
        cse40 - cse41,  # [6, 5]
        -cse30*q_A_bar_11 + cse6*q_A_bar_13,  # [7, 3]
        cse10*q_A_bar_13 - cse35*q_A_bar_11,  # [7, 4]
        cse17*q_A_bar_13 - cse36*q_A_bar_11,  # [7, 5]
        -1,  # [8, 0]
        2*cse37 - 2*cse38,  # [8, 3]
        -cse27*cse9 + 2*cse39,  # [8, 4]
        2*cse40 - 2*cse41,  # [8, 5]
        -1,  # [9, 1]
        cse24*cse30 - cse28*cse3,  # [9, 3]
        cse24*cse35 - cse28*cse9,  # [9, 4]
        -cse14*cse28 + cse24*cse36,  # [9, 5]
        -1,  # [10, 2]
        cse23*cse30 - cse29*cse3,  # [10, 3]
        cse23*cse35 - cse29*cse9,  # [10, 4]
        -cse14*cse29 + cse23*cse36,  # [10, 5]
        cse30*q_A_bar_31 - cse6*q_A_bar_33,  # [11, 3]
        -cse10*q_A_bar_33 + cse35*q_A_bar_31,  # [11, 4]
        -cse17*q_A_bar_33 + cse36*q_A_bar_31,  # [11, 5]
    )
    return out



def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Args:
        q: position coordinates (12).
        p: parameters (0).

    Returns:
        ndarray of shape (12, 6), 42 nonzero.
    """
    # 81 operations after common subexpression elimination
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    cse0 = 2*q_A_bar_31
    cse1 = 2*q_A_bar_21
    cse2 = -cse0*q_A_bar_22 + cse1*q_A_bar_32
    cse3 = 2*q_A_bar_11
    cse4 = cse0*q_A_bar_12 - cse3*q_A_bar_32
    cse5 = -cse1*q_A_bar_12 + cse3*q_A_bar_22
    cse6 = -cse0*q_A_bar_23 + cse1*q_A_bar_33
    cse7 = cse0*q_A_bar_13 - cse3*q_A_bar_33
    cse8 = -cse1*q_A_bar_13 + cse3*q_A_bar_23
    cse9 = q_A_bar_11**2 + q_A_bar_21**2 + q_A_bar_31**2
    cse10 = q_A_bar_11*q_A_bar_12 + q_A_bar_21*q_A_bar_22 + q_A_bar_31*q_A_bar_32
    cse11 = q_A_bar_11*q_A_bar_13 + q_A_bar_21*q_A_bar_23 + q_A_bar_31*q_A_bar_33
    cse12 = q_A_bar_12**2 + q_A_bar_22**2 + q_A_bar_32**2
    cse13 = q_A_bar_12*q_A_bar_13 + q_A_bar_22*q_A_bar_23 + q_A_bar_32*q_A_bar_33
    cse14 = q_A_bar_13**2 + q_A_bar_23**2 + q_A_bar_33**2
    out = np.zeros((12, 6))
    out[_B_INDEX] = (
        q_A_bar_11,  # [0, 0]
        q_A_bar_21,  # [0, 1]
        q_A_bar_31,  # [0, 2]
        cse2*q_A_bar_11 + cse4*q_A_bar_21 + cse5*q_A_bar_31,  # [0, 4]
        cse6*q_A_bar_11 + cse7*q_A_bar_21 + cse8*q_A_bar_31,  # [0, 5]
        q_A_bar_12,  # [1, 0]
        q_A_bar_22,  # [1, 1]
        q_A_bar_32,  # [1, 2]
        cse2*q_A_bar_12 + cse4*q_A_bar_22 + cse5*q_A_bar_32,  # [1, 4]
        cse6*q_A_bar_12 + cse7*q_A_bar_22 + cse8*q_A_bar_32,  # [1, 5]
        q_A_bar_13,  # [2, 0]
        q_A_bar_23,  # [2, 1]
        q_A_bar_33,  # [2, 2]
        cse2*q_A_bar_13 + cse4*q_A_bar_23 + cse5*q_A_bar_33,  # [2, 4]
        cse6*q_A_bar_13 + cse7*q_A_bar_23 + cse8*q_A_bar_33,  # [2, 5]
        cse9,  # [3, 3]
        cse10,  # [3, 4]
        cse11,  # [3, 5]
        cse10,  # [4, 3]
        cse12,  # [4, 4]
        cse13,  # [4, 5]
        cse11,  # [5, 3]
        cse13,  # [5, 4]
        cse14,  # [5, 5]
        q_A_bar_11,  # [6, 0]
        q_A_bar_21,  # [6, 1]
        q_A_bar_31,  # [6, 2]
        q_A_bar_12,  # [7, 0]
        q_A_bar_22,  # [7, 1]
        q_A_bar_32,  # [7, 2]
        q_A_bar_13,  # [8, 0]
        q_A_bar_23,  # [8, 1]
        q_A_bar_33,  # [8, 2]
        cse9,  # [9, 3]
        cse10,  # [9, 4]
        cse11,  # [9, 5]
        cse10,  # [10, 3]
        cse12,  # [10, 4]
        cse13,  # [10, 5]
        cse11,  # [11, 3]
        cse13,  # [11, 4]
        cse14,  # [11, 5]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Args:
        q: position coordinates (12).
        p: parameters (0).

    Returns:
        ndarray of shape (2, 24), 38 nonzero.
    """
    # 6 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    out = np.zeros((2, 24))
    out[_reaction_frames_INDEX] = (
        -2*q_A_bar_11 + q_r_bar_x,  # [0, 0]
        -2*q_A_bar_21 + q_r_bar_y,  # [0, 1]
        -2*q_A_bar_31 + q_r_bar_z,  # [0, 2]
        q_A_bar_11,  # [0, 3]
        q_A_bar_12,  # [0, 4]
        q_A_bar_13,  # [0, 5]
        q_A_bar_21,  # [0, 6]
        q_A_bar_22,  # [0, 7]
        q_A_bar_23,  # [0, 8]
        q_A_bar_31,  # [0, 9]
        q_A_bar_32,  # [0, 10]
        q_A_bar_33,  # [0, 11]
        -2.3730948317535194e-09,  # [0, 13]
        2.3730948317535194e-09,  # [0, 14]
        1.0,  # [0, 17]
        0.7071067811865475,  # [0, 18]
        0.7071067811865475,  # [0, 19]
        -0.7071067811865475,  # [0, 21]
        0.7071067811865475,  # [0, 22]
        q_r_bar_x,  # [1, 0]
        q_r_bar_y,  # [1, 1]
        q_r_bar_z,  # [1, 2]
        q_A_bar_11,  # [1, 3]
        q_A_bar_12,  # [1, 4]
        q_A_bar_13,  # [1, 5]
        q_A_bar_21,  # [1, 6]
        q_A_bar_22,  # [1, 7]
        q_A_bar_23,  # [1, 8]
        q_A_bar_31,  # [1, 9]
        q_A_bar_32,  # [1, 10]
        q_A_bar_33,  # [1, 11]
        1.41421356,  # [1, 13]
        -1.41421356,  # [1, 14]
        1.0,  # [1, 17]
        0.7071067811865475,  # [1, 18]
        0.7071067811865475,  # [1, 19]
        -0.7071067811865475,  # [1, 21]
        0.7071067811865475,  # [1, 22]
    )
    return out



def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2, 24).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = _columns(q, n, 12, "q")

    out = np.zeros((n, 2, 24))
    out[:, 0, 0] = -2*q_A_bar_11 + q_r_bar_x
    out[:, 0, 1] = -2*q_A_bar_21 + q_r_bar_y
    out[:, 0, 2] = -2*q_A_bar_31 + q_r_bar_z
    out[:, 0, 3] = q_A_bar_11
    out[:, 0, 4] = q_A_bar_12
    out[:, 0, 5] = q_A_bar_13
    out[:, 0, 6] = q_A_bar_21
    out[:, 0, 7] = q_A_bar_22
    out[:, 0, 8] = q_A_bar_23
    out[:, 0, 9] = q_A_bar_31
    out[:, 0, 10] = q_A_bar_32
    out[:, 0, 11] = q_A_bar_33
    out[:, 0, 13] = -2.3730948317535194e-09
    out[:, 0, 14] = 2.3730948317535194e-09
    out[:, 0, 17] = 1.0
    out[:, 0, 18] = 0.7071067811865475
    out[:, 0, 19] = 0.7071067811865475
    out[:, 0, 21] = -0.7071067811865475
    out[:, 0, 22] = 0.7071067811865475
    out[:, 1, 0] = q_r_bar_x
    out[:, 1, 1] = q_r_bar_y
    out[:, 1, 2] = q_r_bar_z
    out[:, 1, 3] = q_A_bar_11
    out[:, 1, 4] = q_A_bar_12
    out[:, 1, 5] = q_A_bar_13
    out[:, 1, 6] = q_A_bar_21
    out[:, 1, 7] = q_A_bar_22
    out[:, 1, 8] = q_A_bar_23
    out[:, 1, 9] = q_A_bar_31
    out[:, 1, 10] = q_A_bar_32
    out[:, 1, 11] = q_A_bar_33
    out[:, 1, 13] = 1.41421356
    out[:, 1, 14] = -1.41421356
    out[:, 1, 17] = 1.0
    out[:, 1, 18] = 0.7071067811865475
    out[:, 1, 19] = 0.7071067811865475
    out[:, 1, 21] = -0.7071067811865475
    out[:, 1, 22] = 0.7071067811865475
    return out


def joint_motion(q, v, p):
    """Per joint with coordinates (rows, the reaction sites that list them): body j's rotation
    R = E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their
    rates omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's
    joint frame (mechgen.symbolic.reactions.joint_motion).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (0, 18), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    return np.array([
    ]).reshape(0, 18)



def joint_motion_rows(q, v, p):
    """joint_motion at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 6).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 0, 18).
    """
    n = len(q)
    out = np.zeros((n, 0, 18))
    return out


def taylor_residual(q, v, a, t, p, h):
    """Constraints at the second-order Taylor prediction of every body over one step (seed 003
    eqs. 12-20, 21-33).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        a: accelerations (time derivative of v) (6).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 105 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, a_5,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (6,) else _floats(a, 6, "a")

    t = float(t)

    h = float(h)

    cse0 = -v_w_bar_z**2
    cse1 = cse0 - v_w_bar_y**2
    cse2 = v_w_bar_x*v_w_bar_y
    cse3 = a_5 + cse2
    cse4 = -a_4 + v_w_bar_x*v_w_bar_z
    cse5 = (1/2)*h**2
    cse6 = cse5*(cse1*q_A_bar_11 + cse3*q_A_bar_12 + cse4*q_A_bar_13) + h*(q_A_bar_12*v_w_bar_z - q_A_bar_13*v_w_bar_y) + q_A_bar_11
    cse7 = -a_5 + cse2
    cse8 = cse0 - v_w_bar_x**2
    cse9 = a_3 + v_w_bar_y*v_w_bar_z
    return np.array([
        cse6,  # [0]
        cse5*(cse7*q_A_bar_11 + cse8*q_A_bar_12 + cse9*q_A_bar_13) + h*(-q_A_bar_11*v_w_bar_z + q_A_bar_13*v_w_bar_x) + q_A_bar_12,  # [1]
        -a_0*cse5 + 2*cse6 - h*v_rd_bar_x - q_r_bar_x,  # [2]
        -a_1*cse5 + 2*cse5*(cse1*q_A_bar_21 + cse3*q_A_bar_22 + cse4*q_A_bar_23) - h*v_rd_bar_y + 2*h*(q_A_bar_22*v_w_bar_z - q_A_bar_23*v_w_bar_y) + 2*q_A_bar_21 - q_r_bar_y,  # [3]
        -a_2*cse5 + 2*cse5*(cse1*q_A_bar_31 + cse3*q_A_bar_32 + cse4*q_A_bar_33) - h*v_rd_bar_z + 2*h*(q_A_bar_32*v_w_bar_z - q_A_bar_33*v_w_bar_y) + 2*q_A_bar_31 - q_r_bar_z,  # [4]
        -cse5*(cse7*q_A_bar_31 + cse8*q_A_bar_32 + cse9*q_A_bar_33) - h*(-q_A_bar_31*v_w_bar_z + q_A_bar_33*v_w_bar_x) - q_A_bar_32 + math.sin((1/4)*math.pi*math.cos(2*h + 2*t)),  # [5]
    ])



def taylor_matrix(q, v, a, t, p, h):
    """Sensitivity of the predicted constraints to the accelerations; times M^-1 B^T it is the
    reaction matrix of seed 003 eq. (36).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        a: accelerations (time derivative of v) (6).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (6, 6), 15 nonzero.
    """
    # 20 operations after common subexpression elimination
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, _, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    h = float(h)

    cse0 = h**2
    cse1 = (1/2)*cse0
    cse2 = cse1*q_A_bar_13
    cse3 = -cse1
    out = np.zeros((6, 6))
    out[_taylor_matrix_INDEX] = (
        -cse2,  # [0, 4]
        cse1*q_A_bar_12,  # [0, 5]
        cse2,  # [1, 3]
        -cse1*q_A_bar_11,  # [1, 5]
        cse3,  # [2, 0]
        -cse0*q_A_bar_13,  # [2, 4]
        cse0*q_A_bar_12,  # [2, 5]
        cse3,  # [3, 1]
        -cse0*q_A_bar_23,  # [3, 4]
        cse0*q_A_bar_22,  # [3, 5]
        cse3,  # [4, 2]
        -cse0*q_A_bar_33,  # [4, 4]
        cse0*q_A_bar_32,  # [4, 5]
        -cse1*q_A_bar_33,  # [5, 3]
        cse1*q_A_bar_31,  # [5, 5]
    )
    return out



def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (2,), 2 nonzero.
    """
    # 18 operations after common subexpression elimination
    (
        _, _, q_r_bar_z, _,
        _, _, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    return np.array([
        39.0*v_rd_bar_x**2 + 39.0*v_rd_bar_y**2 + 39.0*v_rd_bar_z**2 + 0.01625*v_w_bar_x**2 + 52.008125*v_w_bar_y**2 + 52.008125*v_w_bar_z**2,  # [0]
        765.1800000000001*q_r_bar_z,  # [1]
    ])



def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 6).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2).
    """
    n = len(q)
    (
        _, _, q_r_bar_z, _,
        _, _, _, _,
        _, _, _, _,
    ) = _columns(q, n, 12, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = _columns(v, n, 6, "v")

    out = np.zeros((n, 2))
    out[:, 0] = 39.0*v_rd_bar_x**2 + 39.0*v_rd_bar_y**2 + 39.0*v_rd_bar_z**2 + 0.01625*v_w_bar_x**2 + 52.008125*v_w_bar_y**2 + 52.008125*v_w_bar_z**2
    out[:, 1] = 765.1800000000001*q_r_bar_z
    return out


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
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
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 6).
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
        q: position coordinates (12).
        v: velocity coordinates (6).
        a: accelerations (time derivative of v) (6).
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
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 6).
        a: accelerations (time derivative of v), one row each (n, 6).
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
        q: position coordinates (12).
        v: velocity coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 33 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = 78.0*v_rd_bar_x
    cse1 = 78.0*v_rd_bar_y
    cse2 = 78.0*v_rd_bar_z
    cse3 = 104.01625*v_w_bar_z
    cse4 = 104.01625*v_w_bar_y
    cse5 = 0.0325*v_w_bar_x
    return np.array([
        cse0,  # [0]
        cse1,  # [1]
        cse2,  # [2]
        -cse1*q_r_bar_z + cse2*q_r_bar_y + cse3*q_A_bar_13 + cse4*q_A_bar_12 + cse5*q_A_bar_11,  # [3]
        cse0*q_r_bar_z - cse2*q_r_bar_x + cse3*q_A_bar_23 + cse4*q_A_bar_22 + cse5*q_A_bar_21,  # [4]
        -cse0*q_r_bar_y + cse1*q_r_bar_x + cse3*q_A_bar_33 + cse4*q_A_bar_32 + cse5*q_A_bar_31,  # [5]
    ])



def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 6).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = _columns(q, n, 12, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = _columns(v, n, 6, "v")

    cse0 = 78.0*v_rd_bar_x
    cse1 = 78.0*v_rd_bar_y
    cse2 = 78.0*v_rd_bar_z
    cse3 = 104.01625*v_w_bar_z
    cse4 = 104.01625*v_w_bar_y
    cse5 = 0.0325*v_w_bar_x
    out = np.zeros((n, 6))
    out[:, 0] = cse0
    out[:, 1] = cse1
    out[:, 2] = cse2
    out[:, 3] = -cse1*q_r_bar_z + cse2*q_r_bar_y + cse3*q_A_bar_13 + cse4*q_A_bar_12 + cse5*q_A_bar_11
    out[:, 4] = cse0*q_r_bar_z - cse2*q_r_bar_x + cse3*q_A_bar_23 + cse4*q_A_bar_22 + cse5*q_A_bar_21
    out[:, 5] = -cse0*q_r_bar_y + cse1*q_r_bar_x + cse3*q_A_bar_33 + cse4*q_A_bar_32 + cse5*q_A_bar_31
    return out


def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (12).
        p: parameters (0).

    Returns:
        ndarray of shape (1, 12), 12 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    return np.array([
        q_r_bar_x,  # [0, 0]
        q_r_bar_y,  # [0, 1]
        q_r_bar_z,  # [0, 2]
        q_A_bar_11,  # [0, 3]
        q_A_bar_12,  # [0, 4]
        q_A_bar_13,  # [0, 5]
        q_A_bar_21,  # [0, 6]
        q_A_bar_22,  # [0, 7]
        q_A_bar_23,  # [0, 8]
        q_A_bar_31,  # [0, 9]
        q_A_bar_32,  # [0, 10]
        q_A_bar_33,  # [0, 11]
    ]).reshape(1, 12)



def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 1, 12).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = _columns(q, n, 12, "q")

    out = np.zeros((n, 1, 12))
    out[:, 0, 0] = q_r_bar_x
    out[:, 0, 1] = q_r_bar_y
    out[:, 0, 2] = q_r_bar_z
    out[:, 0, 3] = q_A_bar_11
    out[:, 0, 4] = q_A_bar_12
    out[:, 0, 5] = q_A_bar_13
    out[:, 0, 6] = q_A_bar_21
    out[:, 0, 7] = q_A_bar_22
    out[:, 0, 8] = q_A_bar_23
    out[:, 0, 9] = q_A_bar_31
    out[:, 0, 10] = q_A_bar_32
    out[:, 0, 11] = q_A_bar_33
    return out


def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (1, 6), 6 nonzero.
    """
    # 15 operations after common subexpression elimination
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    return np.array([
        v_rd_bar_x,  # [0, 0]
        v_rd_bar_y,  # [0, 1]
        v_rd_bar_z,  # [0, 2]
        q_A_bar_11*v_w_bar_x + q_A_bar_12*v_w_bar_y + q_A_bar_13*v_w_bar_z,  # [0, 3]
        q_A_bar_21*v_w_bar_x + q_A_bar_22*v_w_bar_y + q_A_bar_23*v_w_bar_z,  # [0, 4]
        q_A_bar_31*v_w_bar_x + q_A_bar_32*v_w_bar_y + q_A_bar_33*v_w_bar_z,  # [0, 5]
    ]).reshape(1, 6)



def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 6).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 1, 6).
    """
    n = len(q)
    (
        _, _, _, q_A_bar_11,
        q_A_bar_12, q_A_bar_13, q_A_bar_21, q_A_bar_22,
        q_A_bar_23, q_A_bar_31, q_A_bar_32, q_A_bar_33,
    ) = _columns(q, n, 12, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_w_bar_x,
        v_w_bar_y, v_w_bar_z,
    ) = _columns(v, n, 6, "v")

    out = np.zeros((n, 1, 6))
    out[:, 0, 0] = v_rd_bar_x
    out[:, 0, 1] = v_rd_bar_y
    out[:, 0, 2] = v_rd_bar_z
    out[:, 0, 3] = q_A_bar_11*v_w_bar_x + q_A_bar_12*v_w_bar_y + q_A_bar_13*v_w_bar_z
    out[:, 0, 4] = q_A_bar_21*v_w_bar_x + q_A_bar_22*v_w_bar_y + q_A_bar_23*v_w_bar_z
    out[:, 0, 5] = q_A_bar_31*v_w_bar_x + q_A_bar_32*v_w_bar_y + q_A_bar_33*v_w_bar_z
    return out


def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (1, 12), 11 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((1, 12))
    out[_initial_frames_INDEX] = (
        1.41421356,  # [0, 1]
        -1.41421356,  # [0, 2]
        0.0,  # [0, 3]
        0.0,  # [0, 4]
        1.0,  # [0, 5]
        0.7071067811865475,  # [0, 6]
        0.7071067811865475,  # [0, 7]
        0.0,  # [0, 8]
        -0.7071067811865475,  # [0, 9]
        0.7071067811865475,  # [0, 10]
        0.0,  # [0, 11]
    )
    return out



def initial_velocities(p):
    """Initial velocities per body (rows), global frame.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (1, 6), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((1, 6))
    return out



def chart(p):
    """Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and
    rp); see mechgen.symbolic.formulations.chart_offset.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (1, 9), 3 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((1, 9))
    out[_chart_INDEX] = (
        1,  # [0, 0]
        1,  # [0, 4]
        1,  # [0, 8]
    )
    return out



def physical_data(p):
    """Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
    rest length: the numbers the runtime checks at run-time parameter values
    (mechgen.core.physical).

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (10,), 4 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros(10)
    out[_physical_data_INDEX] = (
        78.0,  # [0]
        0.0325,  # [1]
        104.01625,  # [5]
        104.01625,  # [9]
    )
    return out



def forward_dynamics(q, v, t, p):
    """Forward dynamics: the accelerations a (N_V) of the index-1 equations
    [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002 eq. 3; M a = Q without
    constraint rows); NaN where the matrix is singular.

    Returns:
        ndarray of shape (6,).
    """
    m = np.reshape(M(q, p), (N_V, N_V))
    c = np.reshape(Phi_q(q, t, p), (N_C, N_V))
    s = np.block([[m, c.T], [c, np.zeros((N_C, N_C))]])
    rhs = np.concatenate([np.reshape(Q(q, v, t, p), N_V), np.reshape(gamma(q, v, t, p), N_C)])
    try:
        return np.linalg.solve(s, rhs)[:N_V]
    except np.linalg.LinAlgError:
        return np.full(N_V, np.nan)
