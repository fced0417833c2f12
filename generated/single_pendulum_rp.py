# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: single_pendulum
# formulation: rp
# scheme: any
# input hash: 602ce0375abcac2f
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'single_pendulum' in the rp formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (7): r_bar_x, r_bar_y, r_bar_z, e_bar_0, e_bar_1, e_bar_2, e_bar_3
    v (7): rd_bar_x, rd_bar_y, rd_bar_z, ed_bar_0, ed_bar_1, ed_bar_2, ed_bar_3
    lam (7): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (7): increment in velocity coordinates
    a (7): time derivatives of v
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
    6: bar[p.p/2-1/2] (normalization; bar - ground)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'single_pendulum'
FORMULATION = 'rp'
INPUT_HASH = '602ce0375abcac2f'
N_Q = 7
N_V = 7
N_C = 7
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
 'formulation': 'rp',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '602ce0375abcac2f',
 'bodies': ['bar'],
 'springs': [],
 'q_layout': {'bar': [0, 7]},
 'v_layout': {'bar': [0, 7]},
 'q_names': ['r_bar_x', 'r_bar_y', 'r_bar_z', 'e_bar_0', 'e_bar_1', 'e_bar_2', 'e_bar_3'],
 'v_names': ['rd_bar_x',
             'rd_bar_y',
             'rd_bar_z',
             'ed_bar_0',
             'ed_bar_1',
             'ed_bar_2',
             'ed_bar_3'],
 'n_q': 7,
 'n_v': 7,
 'n_c': 7,
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
                      'length_power': 0},
                     {'owner': 'bar',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
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
 'tangent_identity': True,
 'mass_matrix_constant': False,
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
    np.array([0, 1, 2, 3, 4, 5, 6]),
    np.array([0, 1, 2, 3, 4, 5, 6]),
)
_Phi_q_INDEX = (
    np.array([0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6]),
    np.array([3, 4, 3, 4, 5, 6, 0, 3, 4, 1, 3, 4, 5, 6, 2, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6]),
)
_nu_INDEX = np.array([5])
_M_INDEX = (
    np.array([0, 1, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6]),
    np.array([0, 1, 2, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6]),
)
_Q_INDEX = np.array([2, 3, 4, 5, 6])
_Q_q_INDEX = (
    np.array([3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6]),
    np.array([3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6]),
)
_Q_v_INDEX = (
    np.array([3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6]),
    np.array([3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6]),
)
_Ma_q_INDEX = (
    np.array([3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6]),
    np.array([3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6]),
    np.array([3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6]),
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
     13]),
    np.array([0,
     9,
     1,
     10,
     2,
     11,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     8,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     8,
     10,
     11,
     12,
     13,
     3,
     4,
     3,
     4,
     5,
     6,
     0,
     3,
     4,
     1,
     3,
     4,
     5,
     6,
     2,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6]),
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
     13]),
    np.array([0,
     9,
     1,
     10,
     2,
     11,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     8,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     8,
     10,
     11,
     12,
     13,
     3,
     4,
     3,
     4,
     5,
     6,
     0,
     3,
     4,
     1,
     3,
     4,
     5,
     6,
     2,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6]),
)
_B_INDEX = (
    np.array([0,
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
     4,
     4,
     4,
     4,
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
     10,
     10,
     10,
     10,
     11,
     11,
     11,
     11]),
    np.array([0,
     1,
     2,
     3,
     4,
     5,
     6,
     0,
     1,
     2,
     3,
     4,
     5,
     6,
     0,
     1,
     2,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
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
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6]),
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
        q: position coordinates (7).
        dv: increment in velocity coordinates (e.g. h v) (7).

    Returns:
        ndarray of shape (7,), 7 nonzero.
    """
    # 7 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (7,) else _floats(dv, 7, "dv")

    return np.array([
        dv_0 + q_r_bar_x,  # [0]
        dv_1 + q_r_bar_y,  # [1]
        dv_2 + q_r_bar_z,  # [2]
        dv_3 + q_e_bar_0,  # [3]
        dv_4 + q_e_bar_1,  # [4]
        dv_5 + q_e_bar_2,  # [5]
        dv_6 + q_e_bar_3,  # [6]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp, re and relative.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (7).

    Returns:
        ndarray of shape (7, 7), 7 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((7, 7))
    out[_tangent_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        1,  # [3, 3]
        1,  # [4, 4]
        1,  # [5, 5]
        1,  # [6, 6]
    )
    return out



def qdot(q, v):
    """The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and
    re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the
    Euler parameters of a ball joint or free body, A u for a free body's centre of mass
    (seed 001 eq. 39c), the rates elsewhere.

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).

    Returns:
        ndarray of shape (7,), 7 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    return np.array([
        v_rd_bar_x,  # [0]
        v_rd_bar_y,  # [1]
        v_rd_bar_z,  # [2]
        v_ed_bar_0,  # [3]
        v_ed_bar_1,  # [4]
        v_ed_bar_2,  # [5]
        v_ed_bar_3,  # [6]
    ])



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7,), 7 nonzero.
    """
    # 44 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    t = float(t)

    cse0 = q_e_bar_1**2
    cse1 = q_e_bar_0**2
    cse2 = 2*cse0 + 2*cse1 - 1
    cse3 = 2*q_e_bar_1
    cse4 = cse3*q_e_bar_2
    cse5 = 2*q_e_bar_0*q_e_bar_3
    cse6 = 2*q_e_bar_2
    return np.array([
        cse2,  # [0]
        cse4 - cse5,  # [1]
        2*cse2 - q_r_bar_x,  # [2]
        2*cse4 + 2*cse5 - q_r_bar_y,  # [3]
        2*cse3*q_e_bar_3 - 2*cse6*q_e_bar_0 - q_r_bar_z,  # [4]
        -cse3*q_e_bar_0 - cse6*q_e_bar_3 + math.sin((1/4)*math.pi*math.cos(2*t)),  # [5]
        (1/2)*cse0 + (1/2)*cse1 + (1/2)*q_e_bar_2**2 + (1/2)*q_e_bar_3**2 - 1/2,  # [6]
    ])



def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 7).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 7).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = _columns(q, n, 7, "q")

    t = _times(t, n)

    cse0 = q_e_bar_1**2
    cse1 = q_e_bar_0**2
    cse2 = 2*cse0 + 2*cse1 - 1
    cse3 = 2*q_e_bar_1
    cse4 = cse3*q_e_bar_2
    cse5 = 2*q_e_bar_0*q_e_bar_3
    cse6 = 2*q_e_bar_2
    out = np.zeros((n, 7))
    out[:, 0] = cse2
    out[:, 1] = cse4 - cse5
    out[:, 2] = 2*cse2 - q_r_bar_x
    out[:, 3] = 2*cse4 + 2*cse5 - q_r_bar_y
    out[:, 4] = 2*cse3*q_e_bar_3 - 2*cse6*q_e_bar_0 - q_r_bar_z
    out[:, 5] = -cse3*q_e_bar_0 - cse6*q_e_bar_3 + np.sin((1/4)*np.pi*np.cos(2*t))
    out[:, 6] = (1/2)*cse0 + (1/2)*cse1 + (1/2)*q_e_bar_2**2 + (1/2)*q_e_bar_3**2 - 1/2
    return out


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Args:
        q: position coordinates (7).
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
        q: position coordinates, one row each (n, 7).
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
        q: position coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7, 7), 27 nonzero.
    """
    # 19 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    cse0 = 4*q_e_bar_0
    cse1 = 4*q_e_bar_1
    cse2 = -2*q_e_bar_3
    cse3 = 2*q_e_bar_2
    cse4 = 2*q_e_bar_1
    cse5 = -2*q_e_bar_0
    cse6 = 4*q_e_bar_3
    cse7 = 4*q_e_bar_2
    out = np.zeros((7, 7))
    out[_Phi_q_INDEX] = (
        cse0,  # [0, 3]
        cse1,  # [0, 4]
        cse2,  # [1, 3]
        cse3,  # [1, 4]
        cse4,  # [1, 5]
        cse5,  # [1, 6]
        -1,  # [2, 0]
        8*q_e_bar_0,  # [2, 3]
        8*q_e_bar_1,  # [2, 4]
        -1,  # [3, 1]
        cse6,  # [3, 3]
        cse7,  # [3, 4]
        cse1,  # [3, 5]
        cse0,  # [3, 6]
        -1,  # [4, 2]
        -cse7,  # [4, 3]
        cse6,  # [4, 4]
        -cse0,  # [4, 5]
        cse1,  # [4, 6]
        -cse4,  # [5, 3]
        cse5,  # [5, 4]
        cse2,  # [5, 5]
        -cse3,  # [5, 6]
        q_e_bar_0,  # [6, 3]
        q_e_bar_1,  # [6, 4]
        q_e_bar_2,  # [6, 5]
        q_e_bar_3,  # [6, 6]
    )
    return out



def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 7).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 7, 7).
    """
    n = len(q)
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = _columns(q, n, 7, "q")

    cse0 = 4*q_e_bar_0
    cse1 = 4*q_e_bar_1
    cse2 = -2*q_e_bar_3
    cse3 = 2*q_e_bar_2
    cse4 = 2*q_e_bar_1
    cse5 = -2*q_e_bar_0
    cse6 = 4*q_e_bar_3
    cse7 = 4*q_e_bar_2
    out = np.zeros((n, 7, 7))
    out[:, 0, 3] = cse0
    out[:, 0, 4] = cse1
    out[:, 1, 3] = cse2
    out[:, 1, 4] = cse3
    out[:, 1, 5] = cse4
    out[:, 1, 6] = cse5
    out[:, 2, 0] = -1
    out[:, 2, 3] = 8*q_e_bar_0
    out[:, 2, 4] = 8*q_e_bar_1
    out[:, 3, 1] = -1
    out[:, 3, 3] = cse6
    out[:, 3, 4] = cse7
    out[:, 3, 5] = cse1
    out[:, 3, 6] = cse0
    out[:, 4, 2] = -1
    out[:, 4, 3] = -cse7
    out[:, 4, 4] = cse6
    out[:, 4, 5] = -cse0
    out[:, 4, 6] = cse1
    out[:, 5, 3] = -cse4
    out[:, 5, 4] = cse5
    out[:, 5, 5] = cse2
    out[:, 5, 6] = -cse3
    out[:, 6, 3] = q_e_bar_0
    out[:, 6, 4] = q_e_bar_1
    out[:, 6, 5] = q_e_bar_2
    out[:, 6, 6] = q_e_bar_3
    return out


def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7,), 1 nonzero.
    """
    # 9 operations after common subexpression elimination
    t = float(t)

    cse0 = 2*t
    out = np.zeros(7)
    out[_nu_INDEX] = (
        (1/2)*math.pi*math.sin(cse0)*math.cos((1/4)*math.pi*math.cos(cse0)),  # [5]
    )
    return out



def nu_rows(q, t, p):
    """nu at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 7).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 7).
    """
    n = len(q)
    t = _times(t, n)

    cse0 = 2*t
    out = np.zeros((n, 7))
    out[:, 5] = (1/2)*np.pi*np.sin(cse0)*np.cos((1/4)*np.pi*np.cos(cse0))
    return out


def velocity_residual(q, v, t, p):
    """Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where
    the velocities satisfy the constraints; the runtime's velocity violation.

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7,), 7 nonzero.
    """
    # 63 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    t = float(t)

    cse0 = q_e_bar_1*v_ed_bar_1
    cse1 = q_e_bar_0*v_ed_bar_0
    cse2 = 2*q_e_bar_1
    cse3 = 2*q_e_bar_0
    cse4 = 2*q_e_bar_2
    cse5 = 2*q_e_bar_3
    cse6 = 4*q_e_bar_1
    cse7 = 4*q_e_bar_3
    cse8 = 4*q_e_bar_0
    cse9 = 4*q_e_bar_2
    cse10 = 2*t
    return np.array([
        4*cse0 + 4*cse1,  # [0]
        cse2*v_ed_bar_2 - cse3*v_ed_bar_3 + cse4*v_ed_bar_1 - cse5*v_ed_bar_0,  # [1]
        8*cse0 + 8*cse1 - v_rd_bar_x,  # [2]
        cse6*v_ed_bar_2 + cse7*v_ed_bar_0 + cse8*v_ed_bar_3 + cse9*v_ed_bar_1 - v_rd_bar_y,  # [3]
        cse6*v_ed_bar_3 + cse7*v_ed_bar_1 - cse8*v_ed_bar_2 - cse9*v_ed_bar_0 - v_rd_bar_z,  # [4]
        -cse2*v_ed_bar_0 - cse3*v_ed_bar_1 - cse4*v_ed_bar_3 - cse5*v_ed_bar_2 - 1/2*math.pi*math.sin(cse10)*math.cos((1/4)*math.pi*math.cos(cse10)),  # [5]
        cse0 + cse1 + q_e_bar_2*v_ed_bar_2 + q_e_bar_3*v_ed_bar_3,  # [6]
    ])



def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 7).
        v: velocity coordinates, one row each (n, 7).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 7).
    """
    n = len(q)
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = _columns(q, n, 7, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = _columns(v, n, 7, "v")

    t = _times(t, n)

    cse0 = q_e_bar_1*v_ed_bar_1
    cse1 = q_e_bar_0*v_ed_bar_0
    cse2 = 2*q_e_bar_1
    cse3 = 2*q_e_bar_0
    cse4 = 2*q_e_bar_2
    cse5 = 2*q_e_bar_3
    cse6 = 4*q_e_bar_1
    cse7 = 4*q_e_bar_3
    cse8 = 4*q_e_bar_0
    cse9 = 4*q_e_bar_2
    cse10 = 2*t
    out = np.zeros((n, 7))
    out[:, 0] = 4*cse0 + 4*cse1
    out[:, 1] = cse2*v_ed_bar_2 - cse3*v_ed_bar_3 + cse4*v_ed_bar_1 - cse5*v_ed_bar_0
    out[:, 2] = 8*cse0 + 8*cse1 - v_rd_bar_x
    out[:, 3] = cse6*v_ed_bar_2 + cse7*v_ed_bar_0 + cse8*v_ed_bar_3 + cse9*v_ed_bar_1 - v_rd_bar_y
    out[:, 4] = cse6*v_ed_bar_3 + cse7*v_ed_bar_1 - cse8*v_ed_bar_2 - cse9*v_ed_bar_0 - v_rd_bar_z
    out[:, 5] = -cse2*v_ed_bar_0 - cse3*v_ed_bar_1 - cse4*v_ed_bar_3 - cse5*v_ed_bar_2 - 1/2*np.pi*np.sin(cse10)*np.cos((1/4)*np.pi*np.cos(cse10))
    out[:, 6] = cse0 + cse1 + q_e_bar_2*v_ed_bar_2 + q_e_bar_3*v_ed_bar_3
    return out


def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7,), 7 nonzero.
    """
    # 49 operations after common subexpression elimination
    (
        _, _, _, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    t = float(t)

    cse0 = v_ed_bar_1**2
    cse1 = v_ed_bar_0**2
    cse2 = 4*v_ed_bar_1
    cse3 = v_ed_bar_0*v_ed_bar_3
    cse4 = 8*v_ed_bar_2
    cse5 = 2*t
    cse6 = math.pi*math.cos(cse5)
    cse7 = (1/4)*cse6
    return np.array([
        -4*cse0 - 4*cse1,  # [0]
        -cse2*v_ed_bar_2 + 4*cse3,  # [1]
        -8*cse0 - 8*cse1,  # [2]
        -8*cse3 - cse4*v_ed_bar_1,  # [3]
        cse4*v_ed_bar_0 - 8*v_ed_bar_1*v_ed_bar_3,  # [4]
        cse2*v_ed_bar_0 + cse6*math.cos(cse7) + 4*v_ed_bar_2*v_ed_bar_3 + (1/4)*math.pi**2*math.sin(cse5)**2*math.sin(cse7),  # [5]
        -cse0 - cse1 - v_ed_bar_2**2 - v_ed_bar_3**2,  # [6]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V
    + K^T J K, u = V v and omega = K v their body-frame velocities (Kane's equations,
    mechgen.symbolic.relative).

    Args:
        q: position coordinates (7).
        p: parameters (0).

    Returns:
        ndarray of shape (7, 7), 19 nonzero.
    """
    # 42 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    cse0 = q_e_bar_1**2
    cse1 = q_e_bar_3**2
    cse2 = q_e_bar_2**2
    cse3 = 416.065*cse1 + 416.065*cse2
    cse4 = -0.13*q_e_bar_0*q_e_bar_1
    cse5 = 416.065*q_e_bar_0
    cse6 = 415.935*q_e_bar_3
    cse7 = -cse5*q_e_bar_2 + cse6*q_e_bar_1
    cse8 = 415.935*q_e_bar_2
    cse9 = -cse5*q_e_bar_3 - cse8*q_e_bar_1
    cse10 = q_e_bar_0**2
    cse11 = 416.065*q_e_bar_1
    cse12 = -cse11*q_e_bar_2 - cse6*q_e_bar_0
    cse13 = -cse11*q_e_bar_3 + cse8*q_e_bar_0
    cse14 = 416.065*cse0 + 416.065*cse10
    cse15 = -0.13*q_e_bar_2*q_e_bar_3
    out = np.zeros((7, 7))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        0.13*cse0 + cse3,  # [3, 3]
        cse4,  # [3, 4]
        cse7,  # [3, 5]
        cse9,  # [3, 6]
        cse4,  # [4, 3]
        0.13*cse10 + cse3,  # [4, 4]
        cse12,  # [4, 5]
        cse13,  # [4, 6]
        cse7,  # [5, 3]
        cse12,  # [5, 4]
        0.13*cse1 + cse14,  # [5, 5]
        cse15,  # [5, 6]
        cse9,  # [6, 3]
        cse13,  # [6, 4]
        cse15,  # [6, 5]
        cse14 + 0.13*cse2,  # [6, 6]
    )
    return out



def M_rows(q, p):
    """M at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 7).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 7, 7).
    """
    n = len(q)
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = _columns(q, n, 7, "q")

    cse0 = q_e_bar_1**2
    cse1 = q_e_bar_3**2
    cse2 = q_e_bar_2**2
    cse3 = 416.065*cse1 + 416.065*cse2
    cse4 = -0.13*q_e_bar_0*q_e_bar_1
    cse5 = 416.065*q_e_bar_0
    cse6 = 415.935*q_e_bar_3
    cse7 = -cse5*q_e_bar_2 + cse6*q_e_bar_1
    cse8 = 415.935*q_e_bar_2
    cse9 = -cse5*q_e_bar_3 - cse8*q_e_bar_1
    cse10 = q_e_bar_0**2
    cse11 = 416.065*q_e_bar_1
    cse12 = -cse11*q_e_bar_2 - cse6*q_e_bar_0
    cse13 = -cse11*q_e_bar_3 + cse8*q_e_bar_0
    cse14 = 416.065*cse0 + 416.065*cse10
    cse15 = -0.13*q_e_bar_2*q_e_bar_3
    out = np.zeros((n, 7, 7))
    out[:, 0, 0] = 78.0
    out[:, 1, 1] = 78.0
    out[:, 2, 2] = 78.0
    out[:, 3, 3] = 0.13*cse0 + cse3
    out[:, 3, 4] = cse4
    out[:, 3, 5] = cse7
    out[:, 3, 6] = cse9
    out[:, 4, 3] = cse4
    out[:, 4, 4] = 0.13*cse10 + cse3
    out[:, 4, 5] = cse12
    out[:, 4, 6] = cse13
    out[:, 5, 3] = cse7
    out[:, 5, 4] = cse12
    out[:, 5, 5] = 0.13*cse1 + cse14
    out[:, 5, 6] = cse15
    out[:, 6, 3] = cse9
    out[:, 6, 4] = cse13
    out[:, 6, 5] = cse15
    out[:, 6, 6] = cse14 + 0.13*cse2
    return out


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for
    relative, the body-frame loads and the bias accelerations at frozen v projected by V^T
    and K^T (mechgen.symbolic.relative).

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7,), 5 nonzero.
    """
    # 107 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = q_e_bar_1*v_ed_bar_3
    cse1 = 2*q_e_bar_0
    cse2 = 2*q_e_bar_3
    cse3 = 2*q_e_bar_2
    cse4 = 2*cse0 + cse1*v_ed_bar_2 - cse2*v_ed_bar_1 - cse3*v_ed_bar_0
    cse5 = 208.0325*q_e_bar_3
    cse6 = cse5*v_ed_bar_2
    cse7 = 208.0325*q_e_bar_0
    cse8 = cse7*v_ed_bar_1
    cse9 = 208.0325*v_ed_bar_3
    cse10 = cse9*q_e_bar_2
    cse11 = 208.0325*q_e_bar_1
    cse12 = cse11*v_ed_bar_0
    cse13 = 2*q_e_bar_1
    cse14 = cse1*v_ed_bar_1 - cse13*v_ed_bar_0 + cse2*v_ed_bar_2 - cse3*v_ed_bar_3
    cse15 = 0.065*q_e_bar_3
    cse16 = 0.065*q_e_bar_2
    cse17 = 0.065*v_ed_bar_2
    cse18 = cse14*(0.065*cse0 - cse15*v_ed_bar_1 - cse16*v_ed_bar_0 + cse17*q_e_bar_0) + cse4*(cse10 + cse12 - cse6 - cse8)
    cse19 = q_e_bar_0*v_ed_bar_3
    cse20 = -cse13*v_ed_bar_2 + 2*cse19 - cse2*v_ed_bar_0 + cse3*v_ed_bar_1
    cse21 = cse14*(cse15*v_ed_bar_0 - cse16*v_ed_bar_1 + cse17*q_e_bar_1 - 0.065*cse19) + cse20*(-cse10 - cse12 + cse6 + cse8)
    cse22 = 2*cse21
    cse23 = 208.0325*q_e_bar_2
    cse24 = 2*cse20*(cse23*v_ed_bar_0 + cse5*v_ed_bar_1 - cse7*v_ed_bar_2 - cse9*q_e_bar_1) + 2*cse4*(-cse11*v_ed_bar_2 + cse23*v_ed_bar_1 - cse5*v_ed_bar_0 + cse9*q_e_bar_0)
    cse25 = 2*cse18
    out = np.zeros(7)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        -cse18*cse2 - cse22*q_e_bar_2 - cse24*q_e_bar_1,  # [3]
        -cse2*cse21 + cse24*q_e_bar_0 + cse25*q_e_bar_2,  # [4]
        cse22*q_e_bar_0 + cse24*q_e_bar_3 - cse25*q_e_bar_1,  # [5]
        cse22*q_e_bar_1 - cse24*q_e_bar_2 + cse25*q_e_bar_0,  # [6]
    )
    return out



def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 7).
        v: velocity coordinates, one row each (n, 7).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 7).
    """
    n = len(q)
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = _columns(q, n, 7, "q")

    (
        _, _, _, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = _columns(v, n, 7, "v")

    cse0 = q_e_bar_1*v_ed_bar_3
    cse1 = 2*q_e_bar_0
    cse2 = 2*q_e_bar_3
    cse3 = 2*q_e_bar_2
    cse4 = 2*cse0 + cse1*v_ed_bar_2 - cse2*v_ed_bar_1 - cse3*v_ed_bar_0
    cse5 = 208.0325*q_e_bar_3
    cse6 = cse5*v_ed_bar_2
    cse7 = 208.0325*q_e_bar_0
    cse8 = cse7*v_ed_bar_1
    cse9 = 208.0325*v_ed_bar_3
    cse10 = cse9*q_e_bar_2
    cse11 = 208.0325*q_e_bar_1
    cse12 = cse11*v_ed_bar_0
    cse13 = 2*q_e_bar_1
    cse14 = cse1*v_ed_bar_1 - cse13*v_ed_bar_0 + cse2*v_ed_bar_2 - cse3*v_ed_bar_3
    cse15 = 0.065*q_e_bar_3
    cse16 = 0.065*q_e_bar_2
    cse17 = 0.065*v_ed_bar_2
    cse18 = cse14*(0.065*cse0 - cse15*v_ed_bar_1 - cse16*v_ed_bar_0 + cse17*q_e_bar_0) + cse4*(cse10 + cse12 - cse6 - cse8)
    cse19 = q_e_bar_0*v_ed_bar_3
    cse20 = -cse13*v_ed_bar_2 + 2*cse19 - cse2*v_ed_bar_0 + cse3*v_ed_bar_1
    cse21 = cse14*(cse15*v_ed_bar_0 - cse16*v_ed_bar_1 + cse17*q_e_bar_1 - 0.065*cse19) + cse20*(-cse10 - cse12 + cse6 + cse8)
    cse22 = 2*cse21
    cse23 = 208.0325*q_e_bar_2
    cse24 = 2*cse20*(cse23*v_ed_bar_0 + cse5*v_ed_bar_1 - cse7*v_ed_bar_2 - cse9*q_e_bar_1) + 2*cse4*(-cse11*v_ed_bar_2 + cse23*v_ed_bar_1 - cse5*v_ed_bar_0 + cse9*q_e_bar_0)
    cse25 = 2*cse18
    out = np.zeros((n, 7))
    out[:, 2] = -765.1800000000001
    out[:, 3] = -cse18*cse2 - cse22*q_e_bar_2 - cse24*q_e_bar_1
    out[:, 4] = -cse2*cse21 + cse24*q_e_bar_0 + cse25*q_e_bar_2
    out[:, 5] = cse22*q_e_bar_0 + cse24*q_e_bar_3 - cse25*q_e_bar_1
    out[:, 6] = cse22*q_e_bar_1 - cse24*q_e_bar_2 + cse25*q_e_bar_0
    return out


def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7, 7), 16 nonzero.
    """
    # 280 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = 2*q_e_bar_3
    cse1 = 2*v_ed_bar_1
    cse2 = 2*q_e_bar_2
    cse3 = 2*q_e_bar_1
    cse4 = cse0*v_ed_bar_2 + cse1*q_e_bar_0 - cse2*v_ed_bar_3 - cse3*v_ed_bar_0
    cse5 = 0.065*cse4
    cse6 = cse5*v_ed_bar_2
    cse7 = 0.065*q_e_bar_3
    cse8 = 0.065*q_e_bar_2
    cse9 = 0.065*q_e_bar_1
    cse10 = 0.065*q_e_bar_0
    cse11 = 2*cse10*v_ed_bar_2 - 2*cse7*v_ed_bar_1 - 2*cse8*v_ed_bar_0 + 2*cse9*v_ed_bar_3
    cse12 = 208.0325*q_e_bar_3
    cse13 = cse12*v_ed_bar_2
    cse14 = 208.0325*q_e_bar_0
    cse15 = cse14*v_ed_bar_1
    cse16 = 208.0325*q_e_bar_2
    cse17 = cse16*v_ed_bar_3
    cse18 = 208.0325*q_e_bar_1
    cse19 = cse18*v_ed_bar_0
    cse20 = -cse13 - cse15 + cse17 + cse19
    cse21 = 2*v_ed_bar_2
    cse22 = -cse0*v_ed_bar_1 - cse2*v_ed_bar_0 + cse21*q_e_bar_0 + cse3*v_ed_bar_3
    cse23 = 208.0325*cse22
    cse24 = cse23*v_ed_bar_1
    cse25 = cse11*v_ed_bar_1 + cse20*cse21 - cse24 + cse6
    cse26 = -2*cse10*v_ed_bar_3 + 2*cse7*v_ed_bar_0 - 2*cse8*v_ed_bar_1 + 2*cse9*v_ed_bar_2
    cse27 = cse5*v_ed_bar_3
    cse28 = cse13 + cse15 - cse17 - cse19
    cse29 = 2*v_ed_bar_3
    cse30 = -cse0*v_ed_bar_0 + cse2*v_ed_bar_1 + cse29*q_e_bar_0 - cse3*v_ed_bar_2
    cse31 = 208.0325*cse30
    cse32 = cse31*v_ed_bar_1
    cse33 = cse26*v_ed_bar_1 - cse27 + cse28*cse29 + cse32
    cse34 = cse12*v_ed_bar_1 - cse14*v_ed_bar_2 + cse16*v_ed_bar_0 - cse18*v_ed_bar_3
    cse35 = -2*cse12*v_ed_bar_0 + 2*cse14*v_ed_bar_3 + 2*cse16*v_ed_bar_1 - 2*cse18*v_ed_bar_2
    cse36 = cse31*v_ed_bar_2
    cse37 = 208.0325*v_ed_bar_3
    cse38 = cse22*cse37
    cse39 = cse29*cse34 + cse35*v_ed_bar_2 - cse36 + cse38
    cse40 = cse23*v_ed_bar_0
    cse41 = -cse11*v_ed_bar_0 + cse20*cse29 + cse27 + cse40
    cse42 = 2*cse41
    cse43 = cse31*v_ed_bar_0
    cse44 = -cse21*cse28 - cse26*v_ed_bar_0 - cse43 + cse6
    cse45 = -cse30*cse37
    cse46 = -cse23*v_ed_bar_2
    cse47 = -cse21*cse34 + cse35*v_ed_bar_3 + cse45 + cse46
    cse48 = 2*cse30
    cse49 = cse34*cse48
    cse50 = cse22*cse35
    cse51 = -cse49 - cse50
    cse52 = cse5*v_ed_bar_0
    cse53 = 2*v_ed_bar_0
    cse54 = -cse11*v_ed_bar_3 - cse20*cse53 + cse38 - cse52
    cse55 = -cse5*v_ed_bar_1
    cse56 = cse1*cse28 - cse26*v_ed_bar_3 + cse45 + cse55
    cse57 = cse1*cse34 + cse24 - cse35*v_ed_bar_0 + cse43
    cse58 = cse26*cse4
    cse59 = cse28*cse48
    cse60 = -cse58 - cse59
    cse61 = -cse1*cse20 + cse11*v_ed_bar_2 + cse46 + cse55
    cse62 = 2*cse61
    cse63 = cse26*v_ed_bar_2 - cse28*cse53 + cse36 + cse52
    cse64 = cse32 - cse34*cse53 - cse35*v_ed_bar_1 - cse40
    cse65 = cse11*cse4
    cse66 = 2*cse20*cse22
    cse67 = -cse65 - cse66
    cse68 = 2*q_e_bar_0
    cse69 = cse49 + cse50
    cse70 = 2*cse56
    cse71 = cse65 + cse66
    cse72 = 2*cse63
    cse73 = cse58 + cse59
    out = np.zeros((7, 7))
    out[_Q_q_INDEX] = (
        -cse0*cse25 - cse2*cse33 - cse3*cse39,  # [3, 3]
        -cse2*cse44 - cse3*cse47 - cse42*q_e_bar_3 + cse51,  # [3, 4]
        -cse0*cse54 - cse2*cse56 - cse3*cse57 + cse60,  # [3, 5]
        -cse2*cse63 - cse3*cse64 - cse62*q_e_bar_3 + cse67,  # [3, 6]
        -cse0*cse33 + cse2*cse25 + cse39*cse68 + cse69,  # [4, 3]
        -cse0*cse44 + cse2*cse41 + cse47*cse68,  # [4, 4]
        cse2*cse54 + cse57*cse68 - cse70*q_e_bar_3 + cse71,  # [4, 5]
        cse2*cse61 + cse60 + cse64*cse68 - cse72*q_e_bar_3,  # [4, 6]
        cse0*cse39 - cse25*cse3 + cse33*cse68 + cse73,  # [5, 3]
        cse0*cse47 - cse42*q_e_bar_1 + cse44*cse68 + cse67,  # [5, 4]
        cse0*cse57 - cse3*cse54 + cse70*q_e_bar_0,  # [5, 5]
        cse0*cse64 - cse62*q_e_bar_1 + cse69 + cse72*q_e_bar_0,  # [5, 6]
        -cse2*cse39 + cse25*cse68 + cse3*cse33 + cse71,  # [6, 3]
        -cse2*cse47 + cse3*cse44 + cse42*q_e_bar_0 + cse73,  # [6, 4]
        -cse2*cse57 + cse51 + cse54*cse68 + cse70*q_e_bar_1,  # [6, 5]
        -cse2*cse64 + cse62*q_e_bar_0 + cse72*q_e_bar_1,  # [6, 6]
    )
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7, 7), 16 nonzero.
    """
    # 234 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = 208.0325*q_e_bar_1
    cse1 = 208.0325*q_e_bar_0
    cse2 = 208.0325*q_e_bar_3
    cse3 = 208.0325*q_e_bar_2
    cse4 = -cse0*v_ed_bar_3 - cse1*v_ed_bar_2 + cse2*v_ed_bar_1 + cse3*v_ed_bar_0
    cse5 = 2*q_e_bar_3
    cse6 = 2*q_e_bar_2
    cse7 = 2*q_e_bar_0
    cse8 = 2*q_e_bar_1
    cse9 = -cse5*v_ed_bar_0 + cse6*v_ed_bar_1 + cse7*v_ed_bar_3 - cse8*v_ed_bar_2
    cse10 = cse3*cse9
    cse11 = -cse0*v_ed_bar_2 + cse1*v_ed_bar_3 - cse2*v_ed_bar_0 + cse3*v_ed_bar_1
    cse12 = -cse5*v_ed_bar_1 - cse6*v_ed_bar_0 + cse7*v_ed_bar_2 + cse8*v_ed_bar_3
    cse13 = -cse12*cse2
    cse14 = cse10 - cse11*cse6 + cse13 - cse4*cse5
    cse15 = 0.065*q_e_bar_2
    cse16 = 0.065*q_e_bar_0
    cse17 = 0.065*q_e_bar_3
    cse18 = 0.065*q_e_bar_1
    cse19 = -cse15*v_ed_bar_1 - cse16*v_ed_bar_3 + cse17*v_ed_bar_0 + cse18*v_ed_bar_2
    cse20 = 2*cse19
    cse21 = cse5*v_ed_bar_2 - cse6*v_ed_bar_3 + cse7*v_ed_bar_1 - cse8*v_ed_bar_0
    cse22 = cse17*cse21
    cse23 = cse3*v_ed_bar_3
    cse24 = cse0*v_ed_bar_0
    cse25 = cse2*v_ed_bar_2
    cse26 = cse1*v_ed_bar_1
    cse27 = -cse23 - cse24 + cse25 + cse26
    cse28 = -cse0*cse9
    cse29 = -cse20*q_e_bar_1 + cse22 - cse27*cse5 + cse28
    cse30 = -cse15*v_ed_bar_0 + cse16*v_ed_bar_2 - cse17*v_ed_bar_1 + cse18*v_ed_bar_3
    cse31 = 2*cse30
    cse32 = cse23 + cse24 - cse25 - cse26
    cse33 = 2*cse32
    cse34 = -cse15*cse21
    cse35 = cse0*cse12
    cse36 = -cse31*q_e_bar_1 - cse33*q_e_bar_2 + cse34 + cse35
    cse37 = cse2*cse9
    cse38 = cse12*cse3
    cse39 = -cse11*cse5 + cse37 + cse38 + cse4*cse6
    cse40 = cse1*cse9
    cse41 = cse20*q_e_bar_0 + cse27*cse6 + cse34 + cse40
    cse42 = cse1*cse12
    cse43 = -cse22 + cse31*q_e_bar_0 - cse32*cse5 - cse42
    cse44 = 2*cse4
    cse45 = cse11*cse7 - cse35 - cse40 - cse44*q_e_bar_1
    cse46 = cse18*cse21
    cse47 = cse19*cse5 - cse27*cse8 + cse37 + cse46
    cse48 = cse16*cse21
    cse49 = cse13 + cse30*cse5 + cse33*q_e_bar_0 + cse48
    cse50 = cse11*cse8 + cse28 + cse42 + cse44*q_e_bar_0
    cse51 = -cse10 - cse19*cse6 + cse27*cse7 - cse48
    cse52 = -cse30*cse6 + cse33*q_e_bar_1 + cse38 + cse46
    out = np.zeros((7, 7))
    out[_Q_v_INDEX] = (
        -cse14*cse8 - cse29*cse6 - cse36*cse5,  # [3, 3]
        -cse39*cse8 - cse41*cse6 - cse43*cse5,  # [3, 4]
        -cse45*cse8 - cse47*cse6 - cse49*cse5,  # [3, 5]
        -cse5*cse52 - cse50*cse8 - cse51*cse6,  # [3, 6]
        cse14*cse7 - cse29*cse5 + cse36*cse6,  # [4, 3]
        cse39*cse7 - cse41*cse5 + cse43*cse6,  # [4, 4]
        cse45*cse7 - cse47*cse5 + cse49*cse6,  # [4, 5]
        -cse5*cse51 + cse50*cse7 + cse52*cse6,  # [4, 6]
        cse14*cse5 + cse29*cse7 - cse36*cse8,  # [5, 3]
        cse39*cse5 + cse41*cse7 - cse43*cse8,  # [5, 4]
        cse45*cse5 + cse47*cse7 - cse49*cse8,  # [5, 5]
        cse5*cse50 + cse51*cse7 - cse52*cse8,  # [5, 6]
        -cse14*cse6 + cse29*cse8 + cse36*cse7,  # [6, 3]
        -cse39*cse6 + cse41*cse8 + cse43*cse7,  # [6, 4]
        -cse45*cse6 + cse47*cse8 + cse49*cse7,  # [6, 5]
        -cse50*cse6 + cse51*cse8 + cse52*cse7,  # [6, 6]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (7).
        a: accelerations (time derivative of v) (7).
        p: parameters (0).

    Returns:
        ndarray of shape (7, 7), 16 nonzero.
    """
    # 100 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, a_3,
        a_4, a_5, a_6,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (7,) else _floats(a, 7, "a")

    cse0 = 0.13*q_e_bar_1
    cse1 = 416.065*a_6
    cse2 = 416.065*a_5
    cse3 = -cse1*q_e_bar_3 - cse2*q_e_bar_2
    cse4 = a_4*q_e_bar_0
    cse5 = 415.935*a_6
    cse6 = cse5*q_e_bar_2
    cse7 = 415.935*a_5
    cse8 = cse7*q_e_bar_3
    cse9 = 832.13*a_3
    cse10 = a_3*q_e_bar_0
    cse11 = a_4*q_e_bar_2
    cse12 = a_4*q_e_bar_3
    cse13 = 832.13*q_e_bar_0
    cse14 = 416.065*a_3
    cse15 = 832.13*q_e_bar_1
    cse16 = 415.935*a_3
    cse17 = 0.13*a_6
    cse18 = -416.065*a_4*q_e_bar_1 - 416.065*cse10
    cse19 = 415.935*cse4
    cse20 = cse16*q_e_bar_1
    cse21 = 0.13*a_5
    out = np.zeros((7, 7))
    out[_Ma_q_INDEX] = (
        -a_4*cse0 + cse3,  # [3, 3]
        0.26*a_3*q_e_bar_1 - 0.13*cse4 - cse6 + cse8,  # [3, 4]
        -cse2*q_e_bar_0 - cse5*q_e_bar_1 + cse9*q_e_bar_2,  # [3, 5]
        -cse1*q_e_bar_0 + cse7*q_e_bar_1 + cse9*q_e_bar_3,  # [3, 6]
        -a_3*cse0 + 0.26*cse4 + cse6 - cse8,  # [4, 3]
        -0.13*cse10 + cse3,  # [4, 4]
        832.13*cse11 - cse2*q_e_bar_1 + cse5*q_e_bar_0,  # [4, 5]
        -cse1*q_e_bar_1 + 832.13*cse12 - cse7*q_e_bar_0,  # [4, 6]
        a_5*cse13 - 415.935*cse12 - cse14*q_e_bar_2,  # [5, 3]
        a_5*cse15 - 416.065*cse11 + cse16*q_e_bar_3,  # [5, 4]
        -cse17*q_e_bar_3 + cse18,  # [5, 5]
        0.26*a_5*q_e_bar_3 - cse17*q_e_bar_2 - cse19 + cse20,  # [5, 6]
        a_6*cse13 + 415.935*cse11 - cse14*q_e_bar_3,  # [6, 3]
        a_6*cse15 - 416.065*cse12 - cse16*q_e_bar_2,  # [6, 4]
        0.26*a_6*q_e_bar_2 + cse19 - cse20 - cse21*q_e_bar_3,  # [6, 5]
        cse18 - cse21*q_e_bar_2,  # [6, 6]
    )
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (7).
        lam: Lagrange multipliers, one per constraint row (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7, 7), 16 nonzero.
    """
    # 12 operations after common subexpression elimination
    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (7,) else _floats(lam, 7, "lam")

    cse0 = 4*lam_0 + 8*lam_2 + lam_6
    cse1 = -2*lam_5
    cse2 = 4*lam_4
    cse3 = -cse2
    cse4 = 2*lam_1
    cse5 = 4*lam_3
    cse6 = -cse4 + cse5
    cse7 = cse4 + cse5
    out = np.zeros((7, 7))
    out[_Phi_qT_lam_q_INDEX] = (
        cse0,  # [3, 3]
        cse1,  # [3, 4]
        cse3,  # [3, 5]
        cse6,  # [3, 6]
        cse1,  # [4, 3]
        cse0,  # [4, 4]
        cse7,  # [4, 5]
        cse2,  # [4, 6]
        cse3,  # [5, 3]
        cse7,  # [5, 4]
        lam_6,  # [5, 5]
        cse1,  # [5, 6]
        cse6,  # [6, 3]
        cse2,  # [6, 4]
        cse1,  # [6, 5]
        lam_6,  # [6, 6]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        a: accelerations (time derivative of v) (7).
        lam: Lagrange multipliers, one per constraint row (7).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (14,), 14 nonzero.
    """
    # 280 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, a_5, a_6,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (7,) else _floats(a, 7, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (7,) else _floats(lam, 7, "lam")

    t = float(t)

    h = float(h)

    cse0 = 2*lam_1
    cse1 = 4*lam_4
    cse2 = 2*q_e_bar_1
    cse3 = 2*q_e_bar_0
    cse4 = 2*q_e_bar_3
    cse5 = 2*q_e_bar_2
    cse6 = cse2*v_ed_bar_3 + cse3*v_ed_bar_2 - cse4*v_ed_bar_1 - cse5*v_ed_bar_0
    cse7 = 208.0325*q_e_bar_3
    cse8 = cse7*v_ed_bar_2
    cse9 = 208.0325*q_e_bar_0
    cse10 = cse9*v_ed_bar_1
    cse11 = 208.0325*q_e_bar_2
    cse12 = cse11*v_ed_bar_3
    cse13 = 208.0325*q_e_bar_1
    cse14 = cse13*v_ed_bar_0
    cse15 = -cse2*v_ed_bar_0 + cse3*v_ed_bar_1 + cse4*v_ed_bar_2 - cse5*v_ed_bar_3
    cse16 = 0.065*q_e_bar_3
    cse17 = 0.065*q_e_bar_2
    cse18 = 0.065*q_e_bar_1
    cse19 = 0.065*q_e_bar_0
    cse20 = cse15*(-cse16*v_ed_bar_1 - cse17*v_ed_bar_0 + cse18*v_ed_bar_3 + cse19*v_ed_bar_2) + cse6*(-cse10 + cse12 + cse14 - cse8)
    cse21 = -cse2*v_ed_bar_2 + cse3*v_ed_bar_3 - cse4*v_ed_bar_0 + cse5*v_ed_bar_1
    cse22 = cse15*(cse16*v_ed_bar_0 - cse17*v_ed_bar_1 + cse18*v_ed_bar_2 - cse19*v_ed_bar_3) + cse21*(cse10 - cse12 - cse14 + cse8)
    cse23 = cse21*(cse11*v_ed_bar_0 - cse13*v_ed_bar_3 + cse7*v_ed_bar_1 - cse9*v_ed_bar_2) + cse6*(cse11*v_ed_bar_1 - cse13*v_ed_bar_2 - cse7*v_ed_bar_0 + cse9*v_ed_bar_3)
    cse24 = 8*lam_2
    cse25 = 0.13*q_e_bar_0*q_e_bar_1
    cse26 = 4*lam_3
    cse27 = 416.065*q_e_bar_3
    cse28 = 415.935*q_e_bar_2
    cse29 = -cse27*q_e_bar_0 - cse28*q_e_bar_1
    cse30 = 416.065*q_e_bar_2
    cse31 = 415.935*q_e_bar_3
    cse32 = -cse30*q_e_bar_0 + cse31*q_e_bar_1
    cse33 = 2*lam_5
    cse34 = q_e_bar_1**2
    cse35 = q_e_bar_3**2
    cse36 = q_e_bar_2**2
    cse37 = 416.065*cse35 + 416.065*cse36
    cse38 = 4*q_e_bar_1
    cse39 = -cse27*q_e_bar_1 + cse28*q_e_bar_0
    cse40 = -cse30*q_e_bar_1 - cse31*q_e_bar_0
    cse41 = q_e_bar_0**2
    cse42 = 0.13*q_e_bar_2*q_e_bar_3
    cse43 = 416.065*cse34 + 416.065*cse41
    cse44 = 2*cse34 + 2*cse41 - 1
    cse45 = h**(-2)
    cse46 = cse2*q_e_bar_2
    cse47 = cse3*q_e_bar_3
    return np.array([
        78.0*a_0 - lam_2,  # [0]
        78.0*a_1 - lam_3,  # [1]
        78.0*a_2 - lam_4 + 765.1800000000001,  # [2]
        a_3*(0.13*cse34 + cse37) - a_4*cse25 + a_5*cse32 + a_6*cse29 - cse0*q_e_bar_3 - cse1*q_e_bar_2 + cse2*cse23 + cse20*cse4 + cse22*cse5 + cse24*q_e_bar_0 + cse26*q_e_bar_3 - cse33*q_e_bar_1 + 4*lam_0*q_e_bar_0 + lam_6*q_e_bar_0,  # [3]
        -a_3*cse25 + a_4*(cse37 + 0.13*cse41) + a_5*cse40 + a_6*cse39 + cse0*q_e_bar_2 + cse1*q_e_bar_3 - cse20*cse5 + cse22*cse4 - cse23*cse3 + cse24*q_e_bar_1 + cse26*q_e_bar_2 - cse3*lam_5 + cse38*lam_0 + lam_6*q_e_bar_1,  # [4]
        a_3*cse32 + a_4*cse40 + a_5*(0.13*cse35 + cse43) - a_6*cse42 + cse0*q_e_bar_1 - cse1*q_e_bar_0 + cse2*cse20 - cse22*cse3 - cse23*cse4 - cse33*q_e_bar_3 + cse38*lam_3 + lam_6*q_e_bar_2,  # [5]
        a_3*cse29 + a_4*cse39 - a_5*cse42 + a_6*(0.13*cse36 + cse43) - cse2*cse22 - cse20*cse3 + cse23*cse5 + cse26*q_e_bar_0 - cse3*lam_1 - cse33*q_e_bar_2 + cse38*lam_4 + lam_6*q_e_bar_3,  # [6]
        cse44*cse45,  # [7]
        cse45*(cse46 - cse47),  # [8]
        cse45*(2*cse44 - q_r_bar_x),  # [9]
        cse45*(2*cse46 + 2*cse47 - q_r_bar_y),  # [10]
        cse45*(-2*cse3*q_e_bar_2 + 2*cse4*q_e_bar_1 - q_r_bar_z),  # [11]
        cse45*(-cse3*q_e_bar_1 - cse4*q_e_bar_2 + math.sin((1/4)*math.pi*math.cos(2*t))),  # [12]
        cse45*((1/2)*cse34 + (1/2)*cse35 + (1/2)*cse36 + (1/2)*cse41 - 1/2),  # [13]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        a: accelerations (time derivative of v) (7).
        lam: Lagrange multipliers, one per constraint row (7).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (14, 14), 73 nonzero.
    """
    # 690 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    (
        _, _, _, a_3,
        a_4, a_5, a_6,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (7,) else _floats(a, 7, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (7,) else _floats(lam, 7, "lam")

    h = float(h)

    cse0 = q_e_bar_1**2
    cse1 = 208.0325*v_ed_bar_3
    cse2 = 208.0325*q_e_bar_0
    cse3 = 208.0325*v_ed_bar_1
    cse4 = 208.0325*q_e_bar_2
    cse5 = -cse1*q_e_bar_1 - cse2*v_ed_bar_2 + cse3*q_e_bar_3 + cse4*v_ed_bar_0
    cse6 = 2*q_e_bar_3
    cse7 = 2*q_e_bar_2
    cse8 = 2*q_e_bar_0
    cse9 = 2*q_e_bar_1
    cse10 = -cse6*v_ed_bar_0 + cse7*v_ed_bar_1 + cse8*v_ed_bar_3 - cse9*v_ed_bar_2
    cse11 = cse10*cse4
    cse12 = 208.0325*q_e_bar_3
    cse13 = 208.0325*q_e_bar_1
    cse14 = cse1*q_e_bar_0 - cse12*v_ed_bar_0 - cse13*v_ed_bar_2 + cse3*q_e_bar_2
    cse15 = -cse6*v_ed_bar_1 - cse7*v_ed_bar_0 + cse8*v_ed_bar_2 + cse9*v_ed_bar_3
    cse16 = -cse12*cse15
    cse17 = cse11 - cse14*cse7 + cse16 - cse5*cse6
    cse18 = 0.065*q_e_bar_2
    cse19 = 0.065*v_ed_bar_3
    cse20 = 0.065*q_e_bar_3
    cse21 = 0.065*v_ed_bar_2
    cse22 = -cse18*v_ed_bar_1 - cse19*q_e_bar_0 + cse20*v_ed_bar_0 + cse21*q_e_bar_1
    cse23 = cse6*v_ed_bar_2 - cse7*v_ed_bar_3 + cse8*v_ed_bar_1 - cse9*v_ed_bar_0
    cse24 = 0.065*cse23
    cse25 = cse24*q_e_bar_3
    cse26 = cse1*q_e_bar_2
    cse27 = cse13*v_ed_bar_0
    cse28 = cse12*v_ed_bar_2
    cse29 = cse3*q_e_bar_0
    cse30 = -cse26 - cse27 + cse28 + cse29
    cse31 = -cse10*cse13
    cse32 = -cse22*cse9 + cse25 - cse30*cse6 + cse31
    cse33 = -cse18*v_ed_bar_0 + cse19*q_e_bar_1 - cse20*v_ed_bar_1 + cse21*q_e_bar_0
    cse34 = cse26 + cse27 - cse28 - cse29
    cse35 = -cse24*q_e_bar_2
    cse36 = cse13*cse15
    cse37 = -cse33*cse9 - cse34*cse7 + cse35 + cse36
    cse38 = h**2
    cse39 = 0.13*a_4
    cse40 = cse24*v_ed_bar_2
    cse41 = 2*cse33
    cse42 = 2*v_ed_bar_2
    cse43 = cse15*cse3
    cse44 = cse34*cse42 + cse40 + cse41*v_ed_bar_1 - cse43
    cse45 = 2*cse22
    cse46 = cse24*v_ed_bar_3
    cse47 = 2*v_ed_bar_3
    cse48 = cse10*cse3
    cse49 = cse30*cse47 + cse45*v_ed_bar_1 - cse46 + cse48
    cse50 = 2*cse5
    cse51 = 208.0325*cse10
    cse52 = cse51*v_ed_bar_2
    cse53 = cse1*cse15
    cse54 = cse14*cse42 + cse50*v_ed_bar_3 - cse52 + cse53
    cse55 = 416.065*a_5
    cse56 = 416.065*a_6
    cse57 = -cse55*q_e_bar_2 - cse56*q_e_bar_3 + 4*lam_0 + 8*lam_2 + lam_6
    cse58 = q_e_bar_2**2
    cse59 = q_e_bar_3**2
    cse60 = 416.065*cse58 + 416.065*cse59
    cse61 = -0.13*q_e_bar_0*q_e_bar_1
    cse62 = cse10*cse12
    cse63 = cse15*cse4
    cse64 = -cse14*cse6 + cse5*cse7 + cse62 + cse63
    cse65 = cse10*cse2
    cse66 = cse22*cse8 + cse30*cse7 + cse35 + cse65
    cse67 = cse15*cse2
    cse68 = -cse25 + cse33*cse8 - cse34*cse6 - cse67
    cse69 = 415.935*q_e_bar_3
    cse70 = a_5*cse69
    cse71 = 415.935*q_e_bar_2
    cse72 = a_6*cse71
    cse73 = 208.0325*cse15
    cse74 = cse73*v_ed_bar_0
    cse75 = cse34*cse47 - cse41*v_ed_bar_0 + cse46 + cse74
    cse76 = cse51*v_ed_bar_0
    cse77 = -cse30*cse42 + cse40 - cse45*v_ed_bar_0 - cse76
    cse78 = -cse1*cse10
    cse79 = -cse73*v_ed_bar_2
    cse80 = cse14*cse47 - cse42*cse5 + cse78 + cse79
    cse81 = cse10*cse50
    cse82 = 2*cse15
    cse83 = cse14*cse82
    cse84 = -cse81 - cse83
    cse85 = -2*lam_5
    cse86 = cse14*cse8 - cse36 - cse5*cse9 - cse65
    cse87 = cse24*q_e_bar_1
    cse88 = cse22*cse6 - cse30*cse9 + cse62 + cse87
    cse89 = cse24*q_e_bar_0
    cse90 = cse16 + cse33*cse6 + cse34*cse8 + cse89
    cse91 = 832.13*a_3
    cse92 = 415.935*q_e_bar_1
    cse93 = cse24*v_ed_bar_0
    cse94 = 2*v_ed_bar_0
    cse95 = -cse34*cse94 - cse41*v_ed_bar_3 + cse53 - cse93
    cse96 = -cse24*v_ed_bar_1
    cse97 = 2*v_ed_bar_1
    cse98 = cse30*cse97 - cse45*v_ed_bar_3 + cse78 + cse96
    cse99 = -cse14*cse94 + cse43 + cse50*v_ed_bar_1 + cse76
    cse100 = cse23*cse45
    cse101 = 2*cse10*cse30
    cse102 = -cse100 - cse101
    cse103 = 4*lam_4
    cse104 = -cse103
    cse105 = 416.065*q_e_bar_2
    cse106 = -cse105*q_e_bar_0 + cse92*q_e_bar_3
    cse107 = cse14*cse9 + cse31 + cse5*cse8 + cse67
    cse108 = -cse11 - cse22*cse7 + cse30*cse8 - cse89
    cse109 = -cse33*cse7 + cse34*cse9 + cse63 + cse87
    cse110 = cse33*cse42 - cse34*cse97 + cse79 + cse96
    cse111 = cse22*cse42 - cse30*cse94 + cse52 + cse93
    cse112 = -cse14*cse97 + cse48 - cse50*v_ed_bar_0 - cse74
    cse113 = cse23*cse41
    cse114 = cse34*cse82
    cse115 = -cse113 - cse114
    cse116 = 4*lam_3
    cse117 = 2*lam_1
    cse118 = cse116 - cse117
    cse119 = 416.065*q_e_bar_3
    cse120 = -cse119*q_e_bar_0 - cse71*q_e_bar_1
    cse121 = 4*q_e_bar_0
    cse122 = -cse6
    cse123 = 8*q_e_bar_0
    cse124 = 4*q_e_bar_3
    cse125 = 4*q_e_bar_2
    cse126 = -cse125
    cse127 = -cse9
    cse128 = 0.13*a_3
    cse129 = cse81 + cse83
    cse130 = q_e_bar_0**2
    cse131 = 415.935*q_e_bar_0
    cse132 = 832.13*a_4
    cse133 = cse113 + cse114
    cse134 = cse116 + cse117
    cse135 = -cse105*q_e_bar_1 - cse131*q_e_bar_3
    cse136 = -cse119*q_e_bar_1 + cse71*q_e_bar_0
    cse137 = 4*q_e_bar_1
    cse138 = 8*q_e_bar_1
    cse139 = -cse8
    cse140 = 416.065*a_3
    cse141 = 415.935*a_4
    cse142 = cse100 + cse101
    cse143 = 832.13*a_5
    cse144 = 416.065*a_4
    cse145 = 0.13*a_6
    cse146 = -cse140*q_e_bar_0 - cse144*q_e_bar_1 + lam_6
    cse147 = 416.065*cse0 + 416.065*cse130
    cse148 = -0.13*q_e_bar_2*q_e_bar_3
    cse149 = a_3*cse92
    cse150 = cse141*q_e_bar_0
    cse151 = -cse121
    cse152 = 832.13*a_6
    cse153 = 0.13*a_5
    cse154 = -cse7
    out = np.zeros((14, 14))
    out[_index3_matrix_INDEX] = (
        78.0,  # [0, 0]
        -1,  # [0, 9]
        78.0,  # [1, 1]
        -1,  # [1, 10]
        78.0,  # [2, 2]
        -1,  # [2, 11]
        0.13*cse0 + cse38*(-cse39*q_e_bar_1 + cse44*cse6 + cse49*cse7 + cse54*cse9 + cse57) + cse60 - h*(-cse17*cse9 - cse32*cse7 - cse37*cse6),  # [3, 3]
        cse38*(0.26*a_3*q_e_bar_1 - cse39*q_e_bar_0 + cse6*cse75 + cse7*cse77 + cse70 - cse72 + cse80*cse9 - cse84 + cse85) + cse61 - h*(-cse6*cse68 - cse64*cse9 - cse66*cse7),  # [3, 4]
        cse106 + cse38*(-a_6*cse92 - cse102 + cse104 - cse55*q_e_bar_0 + cse6*cse95 + cse7*cse98 + cse9*cse99 + cse91*q_e_bar_2) - h*(-cse6*cse90 - cse7*cse88 - cse86*cse9),  # [3, 5]
        cse120 + cse38*(a_5*cse92 + cse110*cse6 + cse111*cse7 + cse112*cse9 - cse115 + cse118 - cse56*q_e_bar_0 + cse91*q_e_bar_3) - h*(-cse107*cse9 - cse108*cse7 - cse109*cse6),  # [3, 6]
        cse121,  # [3, 7]
        cse122,  # [3, 8]
        cse123,  # [3, 9]
        cse124,  # [3, 10]
        cse126,  # [3, 11]
        cse127,  # [3, 12]
        q_e_bar_0,  # [3, 13]
        cse38*(0.26*a_4*q_e_bar_0 - cse128*q_e_bar_1 - cse129 - cse44*cse7 + cse49*cse6 - cse54*cse8 - cse70 + cse72 + cse85) + cse61 - h*(cse17*cse8 - cse32*cse6 + cse37*cse7),  # [4, 3]
        0.13*cse130 + cse38*(-cse128*q_e_bar_0 + cse57 + cse6*cse77 - cse7*cse75 - cse8*cse80) + cse60 - h*(-cse6*cse66 + cse64*cse8 + cse68*cse7),  # [4, 4]
        cse135 + cse38*(a_6*cse131 + cse132*q_e_bar_2 - cse133 + cse134 - cse55*q_e_bar_1 + cse6*cse98 - cse7*cse95 - cse8*cse99) - h*(-cse6*cse88 + cse7*cse90 + cse8*cse86),  # [4, 5]
        cse136 + cse38*(-a_5*cse131 - cse102 + cse103 - cse110*cse7 + cse111*cse6 - cse112*cse8 + cse132*q_e_bar_3 - cse56*q_e_bar_1) - h*(cse107*cse8 - cse108*cse6 + cse109*cse7),  # [4, 6]
        cse137,  # [4, 7]
        cse7,  # [4, 8]
        cse138,  # [4, 9]
        cse125,  # [4, 10]
        cse124,  # [4, 11]
        cse139,  # [4, 12]
        q_e_bar_1,  # [4, 13]
        cse106 + cse38*(cse104 - cse140*q_e_bar_2 - cse141*q_e_bar_3 - cse142 + cse143*q_e_bar_0 + cse44*cse9 - cse49*cse8 - cse54*cse6) - h*(cse17*cse6 + cse32*cse8 - cse37*cse9),  # [5, 3]
        cse135 + cse38*(a_3*cse69 - cse115 + cse134 + cse143*q_e_bar_1 - cse144*q_e_bar_2 - cse6*cse80 + cse75*cse9 - cse77*cse8) - h*(cse6*cse64 + cse66*cse8 - cse68*cse9),  # [5, 4]
        cse147 + cse38*(-cse145*q_e_bar_3 + cse146 - cse6*cse99 - cse8*cse98 + cse9*cse95) + 0.13*cse59 - h*(cse6*cse86 + cse8*cse88 - cse9*cse90),  # [5, 5]
        cse148 + cse38*(0.26*a_5*q_e_bar_3 + cse110*cse9 - cse111*cse8 - cse112*cse6 - cse129 - cse145*q_e_bar_2 + cse149 - cse150 + cse85) - h*(cse107*cse6 + cse108*cse8 - cse109*cse9),  # [5, 6]
        cse9,  # [5, 8]
        cse137,  # [5, 10]
        cse151,  # [5, 11]
        cse122,  # [5, 12]
        q_e_bar_2,  # [5, 13]
        cse120 + cse38*(a_4*cse71 + cse118 - cse133 - cse140*q_e_bar_3 + cse152*q_e_bar_0 - cse44*cse8 - cse49*cse9 + cse54*cse7) - h*(-cse17*cse7 + cse32*cse9 + cse37*cse8),  # [6, 3]
        cse136 + cse38*(-a_3*cse71 + cse103 - cse142 - cse144*q_e_bar_3 + cse152*q_e_bar_1 + cse7*cse80 - cse75*cse8 - cse77*cse9) - h*(-cse64*cse7 + cse66*cse9 + cse68*cse8),  # [6, 4]
        cse148 + cse38*(0.26*a_6*q_e_bar_2 - cse149 + cse150 - cse153*q_e_bar_3 + cse7*cse99 - cse8*cse95 - cse84 + cse85 - cse9*cse98) - h*(-cse7*cse86 + cse8*cse90 + cse88*cse9),  # [6, 5]
        cse147 + cse38*(-cse110*cse8 - cse111*cse9 + cse112*cse7 + cse146 - cse153*q_e_bar_2) + 0.13*cse58 - h*(-cse107*cse7 + cse108*cse9 + cse109*cse8),  # [6, 6]
        cse139,  # [6, 8]
        cse121,  # [6, 10]
        cse137,  # [6, 11]
        cse154,  # [6, 12]
        q_e_bar_3,  # [6, 13]
        cse121,  # [7, 3]
        cse137,  # [7, 4]
        cse122,  # [8, 3]
        cse7,  # [8, 4]
        cse9,  # [8, 5]
        cse139,  # [8, 6]
        -1,  # [9, 0]
        cse123,  # [9, 3]
        cse138,  # [9, 4]
        -1,  # [10, 1]
        cse124,  # [10, 3]
        cse125,  # [10, 4]
        cse137,  # [10, 5]
        cse121,  # [10, 6]
        -1,  # [11, 2]
        cse126,  # [11, 3]
        cse124,  # [11, 4]
        cse151,  # [11, 5]
        cse137,  # [11, 6]
        cse127,  # [12, 3]
        cse139,  # [12, 4]
        cse122,  # [12, 5]
        cse154,  # [12, 6]
        q_e_bar_0,  # [13, 3]
        q_e_bar_1,  # [13, 4]
        q_e_bar_2,  # [13, 5]
        q_e_bar_3,  # [13, 6]
    )
    return out



def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        dv: increment in velocity coordinates (e.g. h v) (7).
        a: accelerations (time derivative of v) (7).
        lam: Lagrange multipliers, one per constraint row (7).
        t: time.
        p: parameters (0).
        hq: sensitivity of positions to accelerations (beta' h^2).
        hv: sensitivity of velocities to accelerations (gamma' h).

    Returns:
        ndarray of shape (14, 14), 73 nonzero.
    """
    # 688 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    (
        _, _, _, a_3,
        a_4, a_5, a_6,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (7,) else _floats(a, 7, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (7,) else _floats(lam, 7, "lam")

    hq = float(hq)

    hv = float(hv)

    cse0 = q_e_bar_1**2
    cse1 = 208.0325*q_e_bar_1
    cse2 = 208.0325*q_e_bar_0
    cse3 = 208.0325*q_e_bar_3
    cse4 = 208.0325*q_e_bar_2
    cse5 = -cse1*v_ed_bar_3 - cse2*v_ed_bar_2 + cse3*v_ed_bar_1 + cse4*v_ed_bar_0
    cse6 = 2*q_e_bar_3
    cse7 = 2*q_e_bar_2
    cse8 = 2*q_e_bar_0
    cse9 = 2*q_e_bar_1
    cse10 = -cse6*v_ed_bar_0 + cse7*v_ed_bar_1 + cse8*v_ed_bar_3 - cse9*v_ed_bar_2
    cse11 = cse10*cse4
    cse12 = -cse1*v_ed_bar_2 + cse2*v_ed_bar_3 - cse3*v_ed_bar_0 + cse4*v_ed_bar_1
    cse13 = -cse6*v_ed_bar_1 - cse7*v_ed_bar_0 + cse8*v_ed_bar_2 + cse9*v_ed_bar_3
    cse14 = -cse13*cse3
    cse15 = cse11 - cse12*cse7 + cse14 - cse5*cse6
    cse16 = 0.065*q_e_bar_2
    cse17 = 0.065*v_ed_bar_3
    cse18 = 0.065*q_e_bar_3
    cse19 = 0.065*v_ed_bar_2
    cse20 = -cse16*v_ed_bar_1 - cse17*q_e_bar_0 + cse18*v_ed_bar_0 + cse19*q_e_bar_1
    cse21 = cse6*v_ed_bar_2 - cse7*v_ed_bar_3 + cse8*v_ed_bar_1 - cse9*v_ed_bar_0
    cse22 = 0.065*cse21
    cse23 = cse22*q_e_bar_3
    cse24 = cse4*v_ed_bar_3
    cse25 = cse1*v_ed_bar_0
    cse26 = cse3*v_ed_bar_2
    cse27 = cse2*v_ed_bar_1
    cse28 = -cse24 - cse25 + cse26 + cse27
    cse29 = -cse1*cse10
    cse30 = -cse20*cse9 + cse23 - cse28*cse6 + cse29
    cse31 = -cse16*v_ed_bar_0 + cse17*q_e_bar_1 - cse18*v_ed_bar_1 + cse19*q_e_bar_0
    cse32 = cse24 + cse25 - cse26 - cse27
    cse33 = -cse22*q_e_bar_2
    cse34 = cse1*cse13
    cse35 = -cse31*cse9 - cse32*cse7 + cse33 + cse34
    cse36 = 0.13*a_4
    cse37 = cse22*v_ed_bar_2
    cse38 = 2*cse31
    cse39 = 2*v_ed_bar_2
    cse40 = 208.0325*cse13
    cse41 = cse40*v_ed_bar_1
    cse42 = cse32*cse39 + cse37 + cse38*v_ed_bar_1 - cse41
    cse43 = 2*cse20
    cse44 = cse22*v_ed_bar_3
    cse45 = 2*v_ed_bar_3
    cse46 = 208.0325*cse10
    cse47 = cse46*v_ed_bar_1
    cse48 = cse28*cse45 + cse43*v_ed_bar_1 - cse44 + cse47
    cse49 = 2*cse5
    cse50 = cse46*v_ed_bar_2
    cse51 = cse40*v_ed_bar_3
    cse52 = cse12*cse39 + cse49*v_ed_bar_3 - cse50 + cse51
    cse53 = 416.065*a_5
    cse54 = 416.065*a_6
    cse55 = -cse53*q_e_bar_2 - cse54*q_e_bar_3 + 4*lam_0 + 8*lam_2 + lam_6
    cse56 = q_e_bar_2**2
    cse57 = q_e_bar_3**2
    cse58 = 416.065*cse56 + 416.065*cse57
    cse59 = -0.13*q_e_bar_0*q_e_bar_1
    cse60 = cse10*cse3
    cse61 = cse13*cse4
    cse62 = -cse12*cse6 + cse5*cse7 + cse60 + cse61
    cse63 = cse10*cse2
    cse64 = cse20*cse8 + cse28*cse7 + cse33 + cse63
    cse65 = cse13*cse2
    cse66 = -cse23 + cse31*cse8 - cse32*cse6 - cse65
    cse67 = 415.935*a_5
    cse68 = cse67*q_e_bar_3
    cse69 = 415.935*q_e_bar_2
    cse70 = a_6*cse69
    cse71 = cse40*v_ed_bar_0
    cse72 = cse32*cse45 - cse38*v_ed_bar_0 + cse44 + cse71
    cse73 = cse46*v_ed_bar_0
    cse74 = -cse28*cse39 + cse37 - cse43*v_ed_bar_0 - cse73
    cse75 = -cse46*v_ed_bar_3
    cse76 = -cse40*v_ed_bar_2
    cse77 = cse12*cse45 - cse39*cse5 + cse75 + cse76
    cse78 = cse10*cse49
    cse79 = 2*cse13
    cse80 = cse12*cse79
    cse81 = -cse78 - cse80
    cse82 = -2*lam_5
    cse83 = cse12*cse8 - cse34 - cse5*cse9 - cse63
    cse84 = cse22*q_e_bar_1
    cse85 = cse20*cse6 - cse28*cse9 + cse60 + cse84
    cse86 = cse22*q_e_bar_0
    cse87 = cse14 + cse31*cse6 + cse32*cse8 + cse86
    cse88 = 832.13*a_3
    cse89 = 415.935*a_6
    cse90 = cse22*v_ed_bar_0
    cse91 = 2*v_ed_bar_0
    cse92 = -cse32*cse91 - cse38*v_ed_bar_3 + cse51 - cse90
    cse93 = -cse22*v_ed_bar_1
    cse94 = 2*v_ed_bar_1
    cse95 = cse28*cse94 - cse43*v_ed_bar_3 + cse75 + cse93
    cse96 = -cse12*cse91 + cse41 + cse49*v_ed_bar_1 + cse73
    cse97 = cse21*cse43
    cse98 = 2*cse10*cse28
    cse99 = -cse97 - cse98
    cse100 = 4*lam_4
    cse101 = -cse100
    cse102 = 415.935*q_e_bar_3
    cse103 = 416.065*q_e_bar_2
    cse104 = cse102*q_e_bar_1 - cse103*q_e_bar_0
    cse105 = cse12*cse9 + cse29 + cse5*cse8 + cse65
    cse106 = -cse11 - cse20*cse7 + cse28*cse8 - cse86
    cse107 = -cse31*cse7 + cse32*cse9 + cse61 + cse84
    cse108 = cse31*cse39 - cse32*cse94 + cse76 + cse93
    cse109 = cse20*cse39 - cse28*cse91 + cse50 + cse90
    cse110 = -cse12*cse94 + cse47 - cse49*v_ed_bar_0 - cse71
    cse111 = cse21*cse38
    cse112 = cse32*cse79
    cse113 = -cse111 - cse112
    cse114 = 4*lam_3
    cse115 = 2*lam_1
    cse116 = cse114 - cse115
    cse117 = 416.065*q_e_bar_3
    cse118 = -cse117*q_e_bar_0 - cse69*q_e_bar_1
    cse119 = 4*q_e_bar_0
    cse120 = -cse6
    cse121 = 8*q_e_bar_0
    cse122 = 4*q_e_bar_3
    cse123 = 4*q_e_bar_2
    cse124 = -cse123
    cse125 = -cse9
    cse126 = 0.13*a_3
    cse127 = cse78 + cse80
    cse128 = q_e_bar_0**2
    cse129 = 832.13*a_4
    cse130 = cse111 + cse112
    cse131 = cse114 + cse115
    cse132 = -cse102*q_e_bar_0 - cse103*q_e_bar_1
    cse133 = -cse117*q_e_bar_1 + cse69*q_e_bar_0
    cse134 = 4*q_e_bar_1
    cse135 = 8*q_e_bar_1
    cse136 = -cse8
    cse137 = 416.065*a_3
    cse138 = 415.935*a_4
    cse139 = cse97 + cse98
    cse140 = 832.13*a_5
    cse141 = 415.935*a_3
    cse142 = 416.065*a_4
    cse143 = 0.13*a_6
    cse144 = -cse137*q_e_bar_0 - cse142*q_e_bar_1 + lam_6
    cse145 = 416.065*cse0 + 416.065*cse128
    cse146 = -0.13*q_e_bar_2*q_e_bar_3
    cse147 = cse141*q_e_bar_1
    cse148 = cse138*q_e_bar_0
    cse149 = -cse119
    cse150 = 832.13*a_6
    cse151 = 0.13*a_5
    cse152 = -cse7
    out = np.zeros((14, 14))
    out[_genalpha_matrix_INDEX] = (
        78.0,  # [0, 0]
        -1,  # [0, 9]
        78.0,  # [1, 1]
        -1,  # [1, 10]
        78.0,  # [2, 2]
        -1,  # [2, 11]
        0.13*cse0 + cse58 + hq*(-cse36*q_e_bar_1 + cse42*cse6 + cse48*cse7 + cse52*cse9 + cse55) - hv*(-cse15*cse9 - cse30*cse7 - cse35*cse6),  # [3, 3]
        cse59 + hq*(0.26*a_3*q_e_bar_1 - cse36*q_e_bar_0 + cse6*cse72 + cse68 + cse7*cse74 - cse70 + cse77*cse9 - cse81 + cse82) - hv*(-cse6*cse66 - cse62*cse9 - cse64*cse7),  # [3, 4]
        cse104 + hq*(cse101 - cse53*q_e_bar_0 + cse6*cse92 + cse7*cse95 + cse88*q_e_bar_2 - cse89*q_e_bar_1 + cse9*cse96 - cse99) - hv*(-cse6*cse87 - cse7*cse85 - cse83*cse9),  # [3, 5]
        cse118 + hq*(cse108*cse6 + cse109*cse7 + cse110*cse9 - cse113 + cse116 - cse54*q_e_bar_0 + cse67*q_e_bar_1 + cse88*q_e_bar_3) - hv*(-cse105*cse9 - cse106*cse7 - cse107*cse6),  # [3, 6]
        cse119,  # [3, 7]
        cse120,  # [3, 8]
        cse121,  # [3, 9]
        cse122,  # [3, 10]
        cse124,  # [3, 11]
        cse125,  # [3, 12]
        q_e_bar_0,  # [3, 13]
        cse59 + hq*(0.26*a_4*q_e_bar_0 - cse126*q_e_bar_1 - cse127 - cse42*cse7 + cse48*cse6 - cse52*cse8 - cse68 + cse70 + cse82) - hv*(cse15*cse8 - cse30*cse6 + cse35*cse7),  # [4, 3]
        0.13*cse128 + cse58 + hq*(-cse126*q_e_bar_0 + cse55 + cse6*cse74 - cse7*cse72 - cse77*cse8) - hv*(-cse6*cse64 + cse62*cse8 + cse66*cse7),  # [4, 4]
        cse132 + hq*(cse129*q_e_bar_2 - cse130 + cse131 - cse53*q_e_bar_1 + cse6*cse95 - cse7*cse92 - cse8*cse96 + cse89*q_e_bar_0) - hv*(-cse6*cse85 + cse7*cse87 + cse8*cse83),  # [4, 5]
        cse133 + hq*(cse100 - cse108*cse7 + cse109*cse6 - cse110*cse8 + cse129*q_e_bar_3 - cse54*q_e_bar_1 - cse67*q_e_bar_0 - cse99) - hv*(cse105*cse8 - cse106*cse6 + cse107*cse7),  # [4, 6]
        cse134,  # [4, 7]
        cse7,  # [4, 8]
        cse135,  # [4, 9]
        cse123,  # [4, 10]
        cse122,  # [4, 11]
        cse136,  # [4, 12]
        q_e_bar_1,  # [4, 13]
        cse104 + hq*(cse101 - cse137*q_e_bar_2 - cse138*q_e_bar_3 - cse139 + cse140*q_e_bar_0 + cse42*cse9 - cse48*cse8 - cse52*cse6) - hv*(cse15*cse6 + cse30*cse8 - cse35*cse9),  # [5, 3]
        cse132 + hq*(-cse113 + cse131 + cse140*q_e_bar_1 + cse141*q_e_bar_3 - cse142*q_e_bar_2 - cse6*cse77 + cse72*cse9 - cse74*cse8) - hv*(cse6*cse62 + cse64*cse8 - cse66*cse9),  # [5, 4]
        cse145 + 0.13*cse57 + hq*(-cse143*q_e_bar_3 + cse144 - cse6*cse96 - cse8*cse95 + cse9*cse92) - hv*(cse6*cse83 + cse8*cse85 - cse87*cse9),  # [5, 5]
        cse146 + hq*(0.26*a_5*q_e_bar_3 + cse108*cse9 - cse109*cse8 - cse110*cse6 - cse127 - cse143*q_e_bar_2 + cse147 - cse148 + cse82) - hv*(cse105*cse6 + cse106*cse8 - cse107*cse9),  # [5, 6]
        cse9,  # [5, 8]
        cse134,  # [5, 10]
        cse149,  # [5, 11]
        cse120,  # [5, 12]
        q_e_bar_2,  # [5, 13]
        cse118 + hq*(a_4*cse69 + cse116 - cse130 - cse137*q_e_bar_3 + cse150*q_e_bar_0 - cse42*cse8 - cse48*cse9 + cse52*cse7) - hv*(-cse15*cse7 + cse30*cse9 + cse35*cse8),  # [6, 3]
        cse133 + hq*(-a_3*cse69 + cse100 - cse139 - cse142*q_e_bar_3 + cse150*q_e_bar_1 + cse7*cse77 - cse72*cse8 - cse74*cse9) - hv*(-cse62*cse7 + cse64*cse9 + cse66*cse8),  # [6, 4]
        cse146 + hq*(0.26*a_6*q_e_bar_2 - cse147 + cse148 - cse151*q_e_bar_3 + cse7*cse96 - cse8*cse92 - cse81 + cse82 - cse9*cse95) - hv*(-cse7*cse83 + cse8*cse87 + cse85*cse9),  # [6, 5]
        cse145 + 0.13*cse56 + hq*(-cse108*cse8 - cse109*cse9 + cse110*cse7 + cse144 - cse151*q_e_bar_2) - hv*(-cse105*cse7 + cse106*cse9 + cse107*cse8),  # [6, 6]
        cse136,  # [6, 8]
        cse119,  # [6, 10]
        cse134,  # [6, 11]
        cse152,  # [6, 12]
        q_e_bar_3,  # [6, 13]
        cse119,  # [7, 3]
        cse134,  # [7, 4]
        cse120,  # [8, 3]
        cse7,  # [8, 4]
        cse9,  # [8, 5]
        cse136,  # [8, 6]
        -1,  # [9, 0]
        cse121,  # [9, 3]
        cse135,  # [9, 4]
        -1,  # [10, 1]
        cse122,  # [10, 3]
        cse123,  # [10, 4]
        cse134,  # [10, 5]
        cse119,  # [10, 6]
        -1,  # [11, 2]
        cse124,  # [11, 3]
        cse122,  # [11, 4]
        cse149,  # [11, 5]
        cse134,  # [11, 6]
        cse125,  # [12, 3]
        cse136,  # [12, 4]
        cse120,  # [12, 5]
        cse152,  # [12, 6]
        q_e_bar_0,  # [13, 3]
        q_e_bar_1,  # [13, 4]
        q_e_bar_2,  # [13, 5]
        q_e_bar_3,  # [13, 6]
    )
    return out



def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Args:
        q: position coordinates (7).
        p: parameters (0).

    Returns:
        ndarray of shape (12, 7), 54 nonzero.
    """
    # 263 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    cse0 = q_e_bar_1**2
    cse1 = q_e_bar_0**2
    cse2 = 2*cse1 - 1
    cse3 = 2*cse0 + cse2
    cse4 = 2*q_e_bar_1
    cse5 = cse4*q_e_bar_2
    cse6 = q_e_bar_0*q_e_bar_3
    cse7 = 2*cse6
    cse8 = cse5 + cse7
    cse9 = cse4*q_e_bar_3
    cse10 = 2*q_e_bar_2
    cse11 = cse10*q_e_bar_0
    cse12 = -cse11 + cse9
    cse13 = 4*q_e_bar_1
    cse14 = -cse13*q_e_bar_2 - 4*cse6
    cse15 = cse5 - cse7
    cse16 = cse11 + cse9
    cse17 = 2*q_e_bar_3
    cse18 = -cse10*cse15 - cse16*cse17 - cse3*cse4
    cse19 = -4*cse0 - 4*cse1 + 2
    cse20 = cse10*q_e_bar_3
    cse21 = cse4*q_e_bar_0
    cse22 = cse20 - cse21
    cse23 = 2*cse22
    cse24 = cse2 + 2*q_e_bar_2**2
    cse25 = -cse10*cse24 - cse23*q_e_bar_3 - cse4*cse8
    cse26 = cse14*cse18 - cse19*cse25
    cse27 = cse20 + cse21
    cse28 = 2*cse27
    cse29 = cse2 + 2*q_e_bar_3**2
    cse30 = -cse12*cse4 - cse17*cse29 - cse28*q_e_bar_2
    cse31 = -cse13*q_e_bar_3 + 4*q_e_bar_0*q_e_bar_2
    cse32 = -cse18*cse31 + cse19*cse30
    cse33 = -cse14*cse30 + cse25*cse31
    cse34 = 2*q_e_bar_0
    cse35 = cse10*cse16 - cse15*cse17 + cse3*cse34
    cse36 = -cse17*cse24 + cse23*q_e_bar_2 + cse34*cse8
    cse37 = cse14*cse35 - cse19*cse36
    cse38 = cse10*cse29 + cse12*cse34 - cse28*q_e_bar_3
    cse39 = cse19*cse38 - cse31*cse35
    cse40 = -cse14*cse38 + cse31*cse36
    cse41 = cse15*cse34 - cse16*cse4 + cse17*cse3
    cse42 = cse17*cse8 - cse23*q_e_bar_1 + cse24*cse34
    cse43 = cse14*cse41 - cse19*cse42
    cse44 = cse12*cse17 + cse28*q_e_bar_0 - cse29*cse4
    cse45 = cse19*cse44 - cse31*cse41
    cse46 = -cse14*cse44 + cse31*cse42
    cse47 = -cse10*cse3 + cse15*cse4 + cse16*cse34
    cse48 = -cse10*cse8 + cse23*q_e_bar_0 + cse24*cse4
    cse49 = cse14*cse47 - cse19*cse48
    cse50 = -cse10*cse12 + cse27*cse4 + cse29*cse34
    cse51 = cse19*cse50 - cse31*cse47
    cse52 = -cse14*cse50 + cse31*cse48
    cse53 = cse12*cse30 + cse18*cse3 + cse25*cse8
    cse54 = cse12*cse38 + cse3*cse35 + cse36*cse8
    cse55 = cse12*cse44 + cse3*cse41 + cse42*cse8
    cse56 = cse12*cse50 + cse3*cse47 + cse48*cse8
    cse57 = cse15*cse18 + cse24*cse25 + cse27*cse30
    cse58 = cse15*cse35 + cse24*cse36 + cse27*cse38
    cse59 = cse15*cse41 + cse24*cse42 + cse27*cse44
    cse60 = cse15*cse47 + cse24*cse48 + cse27*cse50
    cse61 = cse16*cse18 + cse22*cse25 + cse29*cse30
    cse62 = cse16*cse35 + cse22*cse36 + cse29*cse38
    cse63 = cse16*cse41 + cse22*cse42 + cse29*cse44
    cse64 = cse16*cse47 + cse22*cse48 + cse29*cse50
    out = np.zeros((12, 7))
    out[_B_INDEX] = (
        cse3,  # [0, 0]
        cse8,  # [0, 1]
        cse12,  # [0, 2]
        cse12*cse26 + cse3*cse33 + cse32*cse8,  # [0, 3]
        cse12*cse37 + cse3*cse40 + cse39*cse8,  # [0, 4]
        cse12*cse43 + cse3*cse46 + cse45*cse8,  # [0, 5]
        cse12*cse49 + cse3*cse52 + cse51*cse8,  # [0, 6]
        cse15,  # [1, 0]
        cse24,  # [1, 1]
        cse27,  # [1, 2]
        cse15*cse33 + cse24*cse32 + cse26*cse27,  # [1, 3]
        cse15*cse40 + cse24*cse39 + cse27*cse37,  # [1, 4]
        cse15*cse46 + cse24*cse45 + cse27*cse43,  # [1, 5]
        cse15*cse52 + cse24*cse51 + cse27*cse49,  # [1, 6]
        cse16,  # [2, 0]
        cse22,  # [2, 1]
        cse29,  # [2, 2]
        cse16*cse33 + cse22*cse32 + cse26*cse29,  # [2, 3]
        cse16*cse40 + cse22*cse39 + cse29*cse37,  # [2, 4]
        cse16*cse46 + cse22*cse45 + cse29*cse43,  # [2, 5]
        cse16*cse52 + cse22*cse51 + cse29*cse49,  # [2, 6]
        cse53,  # [3, 3]
        cse54,  # [3, 4]
        cse55,  # [3, 5]
        cse56,  # [3, 6]
        cse57,  # [4, 3]
        cse58,  # [4, 4]
        cse59,  # [4, 5]
        cse60,  # [4, 6]
        cse61,  # [5, 3]
        cse62,  # [5, 4]
        cse63,  # [5, 5]
        cse64,  # [5, 6]
        cse3,  # [6, 0]
        cse8,  # [6, 1]
        cse12,  # [6, 2]
        cse15,  # [7, 0]
        cse24,  # [7, 1]
        cse27,  # [7, 2]
        cse16,  # [8, 0]
        cse22,  # [8, 1]
        cse29,  # [8, 2]
        cse53,  # [9, 3]
        cse54,  # [9, 4]
        cse55,  # [9, 5]
        cse56,  # [9, 6]
        cse57,  # [10, 3]
        cse58,  # [10, 4]
        cse59,  # [10, 5]
        cse60,  # [10, 6]
        cse61,  # [11, 3]
        cse62,  # [11, 4]
        cse63,  # [11, 5]
        cse64,  # [11, 6]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Args:
        q: position coordinates (7).
        p: parameters (0).

    Returns:
        ndarray of shape (2, 24), 38 nonzero.
    """
    # 42 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    cse0 = q_e_bar_1**2
    cse1 = q_e_bar_0**2
    cse2 = 4*q_e_bar_1
    cse3 = q_e_bar_0*q_e_bar_3
    cse4 = 2*cse1 - 1
    cse5 = 2*cse0 + cse4
    cse6 = 2*q_e_bar_1
    cse7 = cse6*q_e_bar_2
    cse8 = 2*cse3
    cse9 = cse7 - cse8
    cse10 = cse6*q_e_bar_3
    cse11 = 2*q_e_bar_2
    cse12 = cse11*q_e_bar_0
    cse13 = cse10 + cse12
    cse14 = cse7 + cse8
    cse15 = cse4 + 2*q_e_bar_2**2
    cse16 = cse11*q_e_bar_3
    cse17 = cse6*q_e_bar_0
    cse18 = cse16 - cse17
    cse19 = cse10 - cse12
    cse20 = cse16 + cse17
    cse21 = cse4 + 2*q_e_bar_3**2
    out = np.zeros((2, 24))
    out[_reaction_frames_INDEX] = (
        -4*cse0 - 4*cse1 + q_r_bar_x + 2,  # [0, 0]
        -cse2*q_e_bar_2 - 4*cse3 + q_r_bar_y,  # [0, 1]
        -cse2*q_e_bar_3 + 4*q_e_bar_0*q_e_bar_2 + q_r_bar_z,  # [0, 2]
        cse5,  # [0, 3]
        cse9,  # [0, 4]
        cse13,  # [0, 5]
        cse14,  # [0, 6]
        cse15,  # [0, 7]
        cse18,  # [0, 8]
        cse19,  # [0, 9]
        cse20,  # [0, 10]
        cse21,  # [0, 11]
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
        cse5,  # [1, 3]
        cse9,  # [1, 4]
        cse13,  # [1, 5]
        cse14,  # [1, 6]
        cse15,  # [1, 7]
        cse18,  # [1, 8]
        cse19,  # [1, 9]
        cse20,  # [1, 10]
        cse21,  # [1, 11]
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
        q: position coordinates, one row each (n, 7).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2, 24).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = _columns(q, n, 7, "q")

    cse0 = q_e_bar_1**2
    cse1 = q_e_bar_0**2
    cse2 = 4*q_e_bar_1
    cse3 = q_e_bar_0*q_e_bar_3
    cse4 = 2*cse1 - 1
    cse5 = 2*cse0 + cse4
    cse6 = 2*q_e_bar_1
    cse7 = cse6*q_e_bar_2
    cse8 = 2*cse3
    cse9 = cse7 - cse8
    cse10 = cse6*q_e_bar_3
    cse11 = 2*q_e_bar_2
    cse12 = cse11*q_e_bar_0
    cse13 = cse10 + cse12
    cse14 = cse7 + cse8
    cse15 = cse4 + 2*q_e_bar_2**2
    cse16 = cse11*q_e_bar_3
    cse17 = cse6*q_e_bar_0
    cse18 = cse16 - cse17
    cse19 = cse10 - cse12
    cse20 = cse16 + cse17
    cse21 = cse4 + 2*q_e_bar_3**2
    out = np.zeros((n, 2, 24))
    out[:, 0, 0] = -4*cse0 - 4*cse1 + q_r_bar_x + 2
    out[:, 0, 1] = -cse2*q_e_bar_2 - 4*cse3 + q_r_bar_y
    out[:, 0, 2] = -cse2*q_e_bar_3 + 4*q_e_bar_0*q_e_bar_2 + q_r_bar_z
    out[:, 0, 3] = cse5
    out[:, 0, 4] = cse9
    out[:, 0, 5] = cse13
    out[:, 0, 6] = cse14
    out[:, 0, 7] = cse15
    out[:, 0, 8] = cse18
    out[:, 0, 9] = cse19
    out[:, 0, 10] = cse20
    out[:, 0, 11] = cse21
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
    out[:, 1, 3] = cse5
    out[:, 1, 4] = cse9
    out[:, 1, 5] = cse13
    out[:, 1, 6] = cse14
    out[:, 1, 7] = cse15
    out[:, 1, 8] = cse18
    out[:, 1, 9] = cse19
    out[:, 1, 10] = cse20
    out[:, 1, 11] = cse21
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
        q: position coordinates (7).
        v: velocity coordinates (7).
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
        q: position coordinates, one row each (n, 7).
        v: velocity coordinates, one row each (n, 7).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 0, 18).
    """
    n = len(q)
    out = np.zeros((n, 0, 18))
    return out


def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (2,), 2 nonzero.
    """
    # 72 operations after common subexpression elimination
    (
        _, _, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = 2*v_ed_bar_3
    cse1 = 2*v_ed_bar_2
    cse2 = 2*v_ed_bar_1
    cse3 = 2*v_ed_bar_0
    cse4 = 208.0325*q_e_bar_3
    cse5 = 208.0325*q_e_bar_2
    cse6 = 208.0325*q_e_bar_1
    cse7 = 208.0325*q_e_bar_0
    return np.array([
        39.0*v_rd_bar_x**2 + 39.0*v_rd_bar_y**2 + 39.0*v_rd_bar_z**2 + (1/2)*(cse0*q_e_bar_0 - cse1*q_e_bar_1 + cse2*q_e_bar_2 - cse3*q_e_bar_3)*(-cse4*v_ed_bar_0 + cse5*v_ed_bar_1 - cse6*v_ed_bar_2 + cse7*v_ed_bar_3) + (1/2)*(cse0*q_e_bar_1 + cse1*q_e_bar_0 - cse2*q_e_bar_3 - cse3*q_e_bar_2)*(-cse4*v_ed_bar_1 - cse5*v_ed_bar_0 + cse6*v_ed_bar_3 + cse7*v_ed_bar_2) + (1/2)*(-cse0*q_e_bar_2 + cse1*q_e_bar_3 + cse2*q_e_bar_0 - cse3*q_e_bar_1)*(0.065*q_e_bar_0*v_ed_bar_1 - 0.065*q_e_bar_1*v_ed_bar_0 - 0.065*q_e_bar_2*v_ed_bar_3 + 0.065*q_e_bar_3*v_ed_bar_2),  # [0]
        765.1800000000001*q_r_bar_z,  # [1]
    ])



def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 7).
        v: velocity coordinates, one row each (n, 7).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2).
    """
    n = len(q)
    (
        _, _, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = _columns(q, n, 7, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = _columns(v, n, 7, "v")

    cse0 = 2*v_ed_bar_3
    cse1 = 2*v_ed_bar_2
    cse2 = 2*v_ed_bar_1
    cse3 = 2*v_ed_bar_0
    cse4 = 208.0325*q_e_bar_3
    cse5 = 208.0325*q_e_bar_2
    cse6 = 208.0325*q_e_bar_1
    cse7 = 208.0325*q_e_bar_0
    out = np.zeros((n, 2))
    out[:, 0] = 39.0*v_rd_bar_x**2 + 39.0*v_rd_bar_y**2 + 39.0*v_rd_bar_z**2 + (1/2)*(cse0*q_e_bar_0 - cse1*q_e_bar_1 + cse2*q_e_bar_2 - cse3*q_e_bar_3)*(-cse4*v_ed_bar_0 + cse5*v_ed_bar_1 - cse6*v_ed_bar_2 + cse7*v_ed_bar_3) + (1/2)*(cse0*q_e_bar_1 + cse1*q_e_bar_0 - cse2*q_e_bar_3 - cse3*q_e_bar_2)*(-cse4*v_ed_bar_1 - cse5*v_ed_bar_0 + cse6*v_ed_bar_3 + cse7*v_ed_bar_2) + (1/2)*(-cse0*q_e_bar_2 + cse1*q_e_bar_3 + cse2*q_e_bar_0 - cse3*q_e_bar_1)*(0.065*q_e_bar_0*v_ed_bar_1 - 0.065*q_e_bar_1*v_ed_bar_0 - 0.065*q_e_bar_2*v_ed_bar_3 + 0.065*q_e_bar_3*v_ed_bar_2)
    out[:, 1] = 765.1800000000001*q_r_bar_z
    return out


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
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
        q: position coordinates, one row each (n, 7).
        v: velocity coordinates, one row each (n, 7).
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
        q: position coordinates (7).
        v: velocity coordinates (7).
        a: accelerations (time derivative of v) (7).
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
        q: position coordinates, one row each (n, 7).
        v: velocity coordinates, one row each (n, 7).
        a: accelerations (time derivative of v), one row each (n, 7).
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
        q: position coordinates (7).
        v: velocity coordinates (7).
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 90 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = 78.0*v_rd_bar_x
    cse1 = 78.0*v_rd_bar_y
    cse2 = 78.0*v_rd_bar_z
    cse3 = 2*q_e_bar_3
    cse4 = 2*q_e_bar_0
    cse5 = 2*q_e_bar_2
    cse6 = 2*q_e_bar_1
    cse7 = cse3*v_ed_bar_2 + cse4*v_ed_bar_1 - cse5*v_ed_bar_3 - cse6*v_ed_bar_0
    cse8 = q_e_bar_0**2
    cse9 = -cse3*v_ed_bar_1 + cse4*v_ed_bar_2 - cse5*v_ed_bar_0 + cse6*v_ed_bar_3
    cse10 = 208.0325*q_e_bar_0
    cse11 = q_e_bar_1*q_e_bar_2
    cse12 = -cse3*v_ed_bar_0 + cse4*v_ed_bar_3 + cse5*v_ed_bar_1 - cse6*v_ed_bar_2
    cse13 = 208.0325*q_e_bar_3
    cse14 = q_e_bar_0*q_e_bar_2
    cse15 = 208.0325*cse8 - 104.01625
    cse16 = cse10*q_e_bar_1
    cse17 = cse13*q_e_bar_2
    cse18 = 0.065*q_e_bar_3
    return np.array([
        cse0,  # [0]
        cse1,  # [1]
        cse2,  # [2]
        -cse1*q_r_bar_z + cse12*(cse13*q_e_bar_1 + 208.0325*cse14) + cse2*q_r_bar_y + cse7*(0.065*cse8 + 0.065*q_e_bar_1**2 - 0.0325) + cse9*(-cse10*q_e_bar_3 + 208.0325*cse11),  # [3]
        cse0*q_r_bar_z + cse12*(-cse16 + cse17) - cse2*q_r_bar_x + cse7*(0.065*cse11 + cse18*q_e_bar_0) + cse9*(cse15 + 208.0325*q_e_bar_2**2),  # [4]
        -cse0*q_r_bar_y + cse1*q_r_bar_x + cse12*(cse15 + 208.0325*q_e_bar_3**2) + cse7*(-0.065*cse14 + cse18*q_e_bar_1) + cse9*(cse16 + cse17),  # [5]
    ])



def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 7).
        v: velocity coordinates, one row each (n, 7).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = _columns(q, n, 7, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = _columns(v, n, 7, "v")

    cse0 = 78.0*v_rd_bar_x
    cse1 = 78.0*v_rd_bar_y
    cse2 = 78.0*v_rd_bar_z
    cse3 = 2*q_e_bar_3
    cse4 = 2*q_e_bar_0
    cse5 = 2*q_e_bar_2
    cse6 = 2*q_e_bar_1
    cse7 = cse3*v_ed_bar_2 + cse4*v_ed_bar_1 - cse5*v_ed_bar_3 - cse6*v_ed_bar_0
    cse8 = q_e_bar_0**2
    cse9 = -cse3*v_ed_bar_1 + cse4*v_ed_bar_2 - cse5*v_ed_bar_0 + cse6*v_ed_bar_3
    cse10 = 208.0325*q_e_bar_0
    cse11 = q_e_bar_1*q_e_bar_2
    cse12 = -cse3*v_ed_bar_0 + cse4*v_ed_bar_3 + cse5*v_ed_bar_1 - cse6*v_ed_bar_2
    cse13 = 208.0325*q_e_bar_3
    cse14 = q_e_bar_0*q_e_bar_2
    cse15 = 208.0325*cse8 - 104.01625
    cse16 = cse10*q_e_bar_1
    cse17 = cse13*q_e_bar_2
    cse18 = 0.065*q_e_bar_3
    out = np.zeros((n, 6))
    out[:, 0] = cse0
    out[:, 1] = cse1
    out[:, 2] = cse2
    out[:, 3] = -cse1*q_r_bar_z + cse12*(cse13*q_e_bar_1 + 208.0325*cse14) + cse2*q_r_bar_y + cse7*(0.065*cse8 + 0.065*q_e_bar_1**2 - 0.0325) + cse9*(-cse10*q_e_bar_3 + 208.0325*cse11)
    out[:, 4] = cse0*q_r_bar_z + cse12*(-cse16 + cse17) - cse2*q_r_bar_x + cse7*(0.065*cse11 + cse18*q_e_bar_0) + cse9*(cse15 + 208.0325*q_e_bar_2**2)
    out[:, 5] = -cse0*q_r_bar_y + cse1*q_r_bar_x + cse12*(cse15 + 208.0325*q_e_bar_3**2) + cse7*(-0.065*cse14 + cse18*q_e_bar_1) + cse9*(cse16 + cse17)
    return out


def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (7).
        p: parameters (0).

    Returns:
        ndarray of shape (1, 12), 12 nonzero.
    """
    # 27 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    cse0 = 2*q_e_bar_0**2 - 1
    cse1 = 2*q_e_bar_1
    cse2 = cse1*q_e_bar_2
    cse3 = 2*q_e_bar_0*q_e_bar_3
    cse4 = cse1*q_e_bar_3
    cse5 = 2*q_e_bar_2
    cse6 = cse5*q_e_bar_0
    cse7 = cse5*q_e_bar_3
    cse8 = cse1*q_e_bar_0
    return np.array([
        q_r_bar_x,  # [0, 0]
        q_r_bar_y,  # [0, 1]
        q_r_bar_z,  # [0, 2]
        cse0 + 2*q_e_bar_1**2,  # [0, 3]
        cse2 - cse3,  # [0, 4]
        cse4 + cse6,  # [0, 5]
        cse2 + cse3,  # [0, 6]
        cse0 + 2*q_e_bar_2**2,  # [0, 7]
        cse7 - cse8,  # [0, 8]
        cse4 - cse6,  # [0, 9]
        cse7 + cse8,  # [0, 10]
        cse0 + 2*q_e_bar_3**2,  # [0, 11]
    ]).reshape(1, 12)



def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 7).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 1, 12).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = _columns(q, n, 7, "q")

    cse0 = 2*q_e_bar_0**2 - 1
    cse1 = 2*q_e_bar_1
    cse2 = cse1*q_e_bar_2
    cse3 = 2*q_e_bar_0*q_e_bar_3
    cse4 = cse1*q_e_bar_3
    cse5 = 2*q_e_bar_2
    cse6 = cse5*q_e_bar_0
    cse7 = cse5*q_e_bar_3
    cse8 = cse1*q_e_bar_0
    out = np.zeros((n, 1, 12))
    out[:, 0, 0] = q_r_bar_x
    out[:, 0, 1] = q_r_bar_y
    out[:, 0, 2] = q_r_bar_z
    out[:, 0, 3] = cse0 + 2*q_e_bar_1**2
    out[:, 0, 4] = cse2 - cse3
    out[:, 0, 5] = cse4 + cse6
    out[:, 0, 6] = cse2 + cse3
    out[:, 0, 7] = cse0 + 2*q_e_bar_2**2
    out[:, 0, 8] = cse7 - cse8
    out[:, 0, 9] = cse4 - cse6
    out[:, 0, 10] = cse7 + cse8
    out[:, 0, 11] = cse0 + 2*q_e_bar_3**2
    return out


def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        p: parameters (0).

    Returns:
        ndarray of shape (1, 6), 6 nonzero.
    """
    # 64 operations after common subexpression elimination
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = 2*q_e_bar_3
    cse1 = 2*q_e_bar_0
    cse2 = 2*q_e_bar_2
    cse3 = 2*q_e_bar_1
    cse4 = cse0*v_ed_bar_2 + cse1*v_ed_bar_1 - cse2*v_ed_bar_3 - cse3*v_ed_bar_0
    cse5 = 2*q_e_bar_0**2 - 1
    cse6 = -cse0*v_ed_bar_0 + cse1*v_ed_bar_3 + cse2*v_ed_bar_1 - cse3*v_ed_bar_2
    cse7 = cse3*q_e_bar_3
    cse8 = cse2*q_e_bar_0
    cse9 = -cse0*v_ed_bar_1 + cse1*v_ed_bar_2 - cse2*v_ed_bar_0 + cse3*v_ed_bar_3
    cse10 = cse2*q_e_bar_1
    cse11 = cse0*q_e_bar_0
    cse12 = cse2*q_e_bar_3
    cse13 = cse3*q_e_bar_0
    return np.array([
        v_rd_bar_x,  # [0, 0]
        v_rd_bar_y,  # [0, 1]
        v_rd_bar_z,  # [0, 2]
        cse4*(cse5 + 2*q_e_bar_1**2) + cse6*(cse7 + cse8) + cse9*(cse10 - cse11),  # [0, 3]
        cse4*(cse10 + cse11) + cse6*(cse12 - cse13) + cse9*(cse5 + 2*q_e_bar_2**2),  # [0, 4]
        cse4*(cse7 - cse8) + cse6*(cse5 + 2*q_e_bar_3**2) + cse9*(cse12 + cse13),  # [0, 5]
    ]).reshape(1, 6)



def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 7).
        v: velocity coordinates, one row each (n, 7).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 1, 6).
    """
    n = len(q)
    (
        _, _, _, q_e_bar_0,
        q_e_bar_1, q_e_bar_2, q_e_bar_3,
    ) = _columns(q, n, 7, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_ed_bar_0,
        v_ed_bar_1, v_ed_bar_2, v_ed_bar_3,
    ) = _columns(v, n, 7, "v")

    cse0 = 2*q_e_bar_3
    cse1 = 2*q_e_bar_0
    cse2 = 2*q_e_bar_2
    cse3 = 2*q_e_bar_1
    cse4 = cse0*v_ed_bar_2 + cse1*v_ed_bar_1 - cse2*v_ed_bar_3 - cse3*v_ed_bar_0
    cse5 = 2*q_e_bar_0**2 - 1
    cse6 = -cse0*v_ed_bar_0 + cse1*v_ed_bar_3 + cse2*v_ed_bar_1 - cse3*v_ed_bar_2
    cse7 = cse3*q_e_bar_3
    cse8 = cse2*q_e_bar_0
    cse9 = -cse0*v_ed_bar_1 + cse1*v_ed_bar_2 - cse2*v_ed_bar_0 + cse3*v_ed_bar_3
    cse10 = cse2*q_e_bar_1
    cse11 = cse0*q_e_bar_0
    cse12 = cse2*q_e_bar_3
    cse13 = cse3*q_e_bar_0
    out = np.zeros((n, 1, 6))
    out[:, 0, 0] = v_rd_bar_x
    out[:, 0, 1] = v_rd_bar_y
    out[:, 0, 2] = v_rd_bar_z
    out[:, 0, 3] = cse4*(cse5 + 2*q_e_bar_1**2) + cse6*(cse7 + cse8) + cse9*(cse10 - cse11)
    out[:, 0, 4] = cse4*(cse10 + cse11) + cse6*(cse12 - cse13) + cse9*(cse5 + 2*q_e_bar_2**2)
    out[:, 0, 5] = cse4*(cse7 - cse8) + cse6*(cse5 + 2*q_e_bar_3**2) + cse9*(cse12 + cse13)
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
        ndarray of shape (7,).
    """
    m = np.reshape(M(q, p), (N_V, N_V))
    c = np.reshape(Phi_q(q, t, p), (N_C, N_V))
    s = np.block([[m, c.T], [c, np.zeros((N_C, N_C))]])
    rhs = np.concatenate([np.reshape(Q(q, v, t, p), N_V), np.reshape(gamma(q, v, t, p), N_C)])
    try:
        return np.linalg.solve(s, rhs)[:N_V]
    except np.linalg.LinAlgError:
        return np.full(N_V, np.nan)
