# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: single_pendulum
# formulation: re
# scheme: any
# input hash: 98376a4441b4a7f2
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'single_pendulum' in the re formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (6): r_bar_x, r_bar_y, r_bar_z, phi_bar, theta_bar, psi_bar
    v (6): rd_bar_x, rd_bar_y, rd_bar_z, phid_bar, thetad_bar, psid_bar
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
FORMULATION = 're'
INPUT_HASH = '98376a4441b4a7f2'
N_Q = 6
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
 'formulation': 're',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '98376a4441b4a7f2',
 'bodies': ['bar'],
 'springs': [],
 'q_layout': {'bar': [0, 6]},
 'v_layout': {'bar': [0, 6]},
 'q_names': ['r_bar_x', 'r_bar_y', 'r_bar_z', 'phi_bar', 'theta_bar', 'psi_bar'],
 'v_names': ['rd_bar_x', 'rd_bar_y', 'rd_bar_z', 'phid_bar', 'thetad_bar', 'psid_bar'],
 'n_q': 6,
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
    np.array([0, 1, 2, 3, 4, 5]),
    np.array([0, 1, 2, 3, 4, 5]),
)
_Phi_q_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5]),
    np.array([3, 4, 5, 3, 4, 5, 0, 3, 4, 5, 1, 3, 4, 5, 2, 4, 5, 4, 5]),
)
_nu_INDEX = np.array([5])
_M_INDEX = (
    np.array([0, 1, 2, 3, 3, 3, 4, 4, 5, 5]),
    np.array([0, 1, 2, 3, 4, 5, 3, 4, 3, 5]),
)
_Q_INDEX = np.array([2, 3, 4, 5])
_Q_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 5]),
    np.array([4, 5, 4, 5, 4, 5]),
)
_Q_v_INDEX = (
    np.array([3, 3, 3, 4, 4, 4, 5, 5]),
    np.array([3, 4, 5, 3, 4, 5, 3, 4]),
)
_Ma_q_INDEX = (
    np.array([3, 3, 4, 4, 5]),
    np.array([4, 5, 4, 5, 4]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3, 3, 3, 4, 4, 4, 5, 5, 5]),
    np.array([3, 4, 5, 3, 4, 5, 3, 4, 5]),
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
     6,
     7,
     8,
     9,
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
     4,
     5,
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
     6,
     7,
     8,
     9,
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
     4,
     5,
     4,
     5]),
)
_B_INDEX = (
    np.array([0,
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
     2,
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
     3,
     4,
     5,
     0,
     1,
     2,
     3,
     4,
     5,
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
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 0, 0]),
    np.array([0, 1, 3, 4, 8]),
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
        q: position coordinates (6).
        dv: increment in velocity coordinates (e.g. h v) (6).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 6 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (6,) else _floats(dv, 6, "dv")

    return np.array([
        dv_0 + q_r_bar_x,  # [0]
        dv_1 + q_r_bar_y,  # [1]
        dv_2 + q_r_bar_z,  # [2]
        dv_3 + q_phi_bar,  # [3]
        dv_4 + q_theta_bar,  # [4]
        dv_5 + q_psi_bar,  # [5]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp, re and relative.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (6).

    Returns:
        ndarray of shape (6, 6), 6 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((6, 6))
    out[_tangent_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        1,  # [3, 3]
        1,  # [4, 4]
        1,  # [5, 5]
    )
    return out



def qdot(q, v):
    """The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and
    re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the
    Euler parameters of a ball joint or free body, A u for a free body's centre of mass
    (seed 001 eq. 39c), the rates elsewhere.

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    return np.array([
        v_rd_bar_x,  # [0]
        v_rd_bar_y,  # [1]
        v_rd_bar_z,  # [2]
        v_phid_bar,  # [3]
        v_thetad_bar,  # [4]
        v_psid_bar,  # [5]
    ])



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 44 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    t = float(t)

    cse0 = math.cos(q_theta_bar)
    cse1 = math.sin(q_phi_bar)
    cse2 = 0.7071067811865475*math.cos(q_psi_bar)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(q_phi_bar)
    cse6 = 0.7071067811865475*math.sin(q_psi_bar)
    cse7 = cse5*cse6
    cse8 = cse1*cse6
    cse9 = cse2*cse5
    cse10 = -cse0*cse8 + cse9
    cse11 = cse10 + cse4 + cse7
    cse12 = math.sin(q_theta_bar)
    cse13 = cse12*cse2
    cse14 = cse12*cse6
    return np.array([
        cse11,  # [0]
        cse10 - cse4 - cse7,  # [1]
        2*cse11 - q_r_bar_x,  # [2]
        2*cse0*cse7 - 2*cse0*cse9 + 2*cse3 + 2*cse8 - q_r_bar_y,  # [3]
        -2*cse13 + 2*cse14 - q_r_bar_z,  # [4]
        -cse13 - cse14 + math.sin((1/4)*math.pi*math.cos(2*t)),  # [5]
    ])



def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 6).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = _columns(q, n, 6, "q")

    t = _times(t, n)

    cse0 = np.cos(q_theta_bar)
    cse1 = np.sin(q_phi_bar)
    cse2 = 0.7071067811865475*np.cos(q_psi_bar)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = np.cos(q_phi_bar)
    cse6 = 0.7071067811865475*np.sin(q_psi_bar)
    cse7 = cse5*cse6
    cse8 = cse1*cse6
    cse9 = cse2*cse5
    cse10 = -cse0*cse8 + cse9
    cse11 = cse10 + cse4 + cse7
    cse12 = np.sin(q_theta_bar)
    cse13 = cse12*cse2
    cse14 = cse12*cse6
    out = np.zeros((n, 6))
    out[:, 0] = cse11
    out[:, 1] = cse10 - cse4 - cse7
    out[:, 2] = 2*cse11 - q_r_bar_x
    out[:, 3] = 2*cse0*cse7 - 2*cse0*cse9 + 2*cse3 + 2*cse8 - q_r_bar_y
    out[:, 4] = -2*cse13 + 2*cse14 - q_r_bar_z
    out[:, 5] = -cse13 - cse14 + np.sin((1/4)*np.pi*np.cos(2*t))
    return out


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Args:
        q: position coordinates (6).
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
        q: position coordinates, one row each (n, 6).
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
        q: position coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 19 nonzero.
    """
    # 76 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(q_phi_bar)
    cse1 = math.cos(q_theta_bar)
    cse2 = math.cos(q_psi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = cse0*cse4
    cse6 = math.sin(q_phi_bar)
    cse7 = math.sin(q_psi_bar)
    cse8 = 0.7071067811865475*cse7
    cse9 = cse6*cse8
    cse10 = cse0*cse8
    cse11 = cse3*cse6
    cse12 = -cse1*cse10 - cse11
    cse13 = math.sin(q_theta_bar)
    cse14 = cse13*cse9
    cse15 = cse11*cse13
    cse16 = cse1*cse9
    cse17 = cse0*cse3
    cse18 = -cse10 - cse4*cse6
    cse19 = 1.414213562373095*cse6
    cse20 = cse19*cse2
    cse21 = 1.414213562373095*cse0
    cse22 = cse21*cse7
    cse23 = cse1*cse22
    cse24 = cse19*cse7
    cse25 = cse2*cse21
    cse26 = cse1*cse25 - cse24
    cse27 = cse1*cse20
    cse28 = -cse1*cse24 + cse25
    cse29 = 1.414213562373095*cse7
    cse30 = 1.414213562373095*cse2
    out = np.zeros((6, 6))
    out[_Phi_q_INDEX] = (
        cse12 + cse5 - cse9,  # [0, 3]
        cse14 - cse15,  # [0, 4]
        -cse16 + cse17 + cse18,  # [0, 5]
        cse12 - cse5 + cse9,  # [1, 3]
        cse14 + cse15,  # [1, 4]
        cse16 - cse17 + cse18,  # [1, 5]
        -1,  # [2, 0]
        -cse20 - cse23 + cse26,  # [2, 3]
        -cse13*cse20 + cse13*cse24,  # [2, 4]
        -cse22 - cse27 + cse28,  # [2, 5]
        -1,  # [3, 1]
        cse22 + cse27 + cse28,  # [3, 3]
        -cse13*cse22 + cse13*cse25,  # [3, 4]
        cse20 + cse23 + cse26,  # [3, 5]
        -1,  # [4, 2]
        cse1*cse29 - cse1*cse30,  # [4, 4]
        cse13*cse29 + cse13*cse30,  # [4, 5]
        -cse1*cse8 - cse4,  # [5, 4]
        -cse13*cse3 + cse13*cse8,  # [5, 5]
    )
    return out



def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 6).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6, 6).
    """
    n = len(q)
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = _columns(q, n, 6, "q")

    cse0 = np.cos(q_phi_bar)
    cse1 = np.cos(q_theta_bar)
    cse2 = np.cos(q_psi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = cse0*cse4
    cse6 = np.sin(q_phi_bar)
    cse7 = np.sin(q_psi_bar)
    cse8 = 0.7071067811865475*cse7
    cse9 = cse6*cse8
    cse10 = cse0*cse8
    cse11 = cse3*cse6
    cse12 = -cse1*cse10 - cse11
    cse13 = np.sin(q_theta_bar)
    cse14 = cse13*cse9
    cse15 = cse11*cse13
    cse16 = cse1*cse9
    cse17 = cse0*cse3
    cse18 = -cse10 - cse4*cse6
    cse19 = 1.414213562373095*cse6
    cse20 = cse19*cse2
    cse21 = 1.414213562373095*cse0
    cse22 = cse21*cse7
    cse23 = cse1*cse22
    cse24 = cse19*cse7
    cse25 = cse2*cse21
    cse26 = cse1*cse25 - cse24
    cse27 = cse1*cse20
    cse28 = -cse1*cse24 + cse25
    cse29 = 1.414213562373095*cse7
    cse30 = 1.414213562373095*cse2
    out = np.zeros((n, 6, 6))
    out[:, 0, 3] = cse12 + cse5 - cse9
    out[:, 0, 4] = cse14 - cse15
    out[:, 0, 5] = -cse16 + cse17 + cse18
    out[:, 1, 3] = cse12 - cse5 + cse9
    out[:, 1, 4] = cse14 + cse15
    out[:, 1, 5] = cse16 - cse17 + cse18
    out[:, 2, 0] = -1
    out[:, 2, 3] = -cse20 - cse23 + cse26
    out[:, 2, 4] = -cse13*cse20 + cse13*cse24
    out[:, 2, 5] = -cse22 - cse27 + cse28
    out[:, 3, 1] = -1
    out[:, 3, 3] = cse22 + cse27 + cse28
    out[:, 3, 4] = -cse13*cse22 + cse13*cse25
    out[:, 3, 5] = cse20 + cse23 + cse26
    out[:, 4, 2] = -1
    out[:, 4, 4] = cse1*cse29 - cse1*cse30
    out[:, 4, 5] = cse13*cse29 + cse13*cse30
    out[:, 5, 4] = -cse1*cse8 - cse4
    out[:, 5, 5] = -cse13*cse3 + cse13*cse8
    return out


def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (6).
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
        q: position coordinates, one row each (n, 6).
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
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 114 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    t = float(t)

    cse0 = math.sin(q_phi_bar)
    cse1 = math.sin(q_psi_bar)
    cse2 = math.cos(q_theta_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = cse0*cse4
    cse6 = math.cos(q_phi_bar)
    cse7 = math.cos(q_psi_bar)
    cse8 = cse6*cse7
    cse9 = 0.7071067811865475*cse8
    cse10 = cse3*cse7
    cse11 = cse1*cse6
    cse12 = 0.7071067811865475*cse11
    cse13 = -cse0*cse10 - cse12
    cse14 = math.sin(q_theta_bar)
    cse15 = 0.7071067811865475*cse1
    cse16 = cse14*cse15
    cse17 = cse0*cse16
    cse18 = cse0*cse7
    cse19 = 0.7071067811865475*cse18
    cse20 = cse14*cse19
    cse21 = cse3*cse8
    cse22 = cse0*cse15
    cse23 = -cse12*cse2 - cse19
    cse24 = 1.414213562373095*cse11
    cse25 = 1.414213562373095*cse18
    cse26 = cse2*cse25
    cse27 = 1.414213562373095*cse8
    cse28 = 1.414213562373095*cse1
    cse29 = cse0*cse28
    cse30 = -cse2*cse29 + cse27
    cse31 = cse2*cse24
    cse32 = cse2*cse27 - cse29
    cse33 = cse14*cse7
    cse34 = 2*t
    return np.array([
        v_phid_bar*(cse21 - cse22 + cse23) + v_psid_bar*(cse13 - cse5 + cse9) + v_thetad_bar*(cse17 - cse20),  # [0]
        v_phid_bar*(-cse21 + cse22 + cse23) + v_psid_bar*(cse13 + cse5 - cse9) + v_thetad_bar*(cse17 + cse20),  # [1]
        v_phid_bar*(-cse25 - cse31 + cse32) + v_psid_bar*(-cse24 - cse26 + cse30) - v_rd_bar_x + v_thetad_bar*(-cse14*cse25 + cse14*cse29),  # [2]
        v_phid_bar*(cse24 + cse26 + cse30) + v_psid_bar*(cse25 + cse31 + cse32) - v_rd_bar_y + v_thetad_bar*(-cse14*cse24 + cse14*cse27),  # [3]
        v_psid_bar*(cse14*cse28 + 1.414213562373095*cse33) - v_rd_bar_z + v_thetad_bar*(cse2*cse28 - 1.414213562373095*cse2*cse7),  # [4]
        v_psid_bar*(cse16 - 0.7071067811865475*cse33) + v_thetad_bar*(-cse10 - cse4) - 1/2*math.pi*math.sin(cse34)*math.cos((1/4)*math.pi*math.cos(cse34)),  # [5]
    ])



def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 6).
        v: velocity coordinates, one row each (n, 6).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = _columns(q, n, 6, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = _columns(v, n, 6, "v")

    t = _times(t, n)

    cse0 = np.sin(q_phi_bar)
    cse1 = np.sin(q_psi_bar)
    cse2 = np.cos(q_theta_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = cse0*cse4
    cse6 = np.cos(q_phi_bar)
    cse7 = np.cos(q_psi_bar)
    cse8 = cse6*cse7
    cse9 = 0.7071067811865475*cse8
    cse10 = cse3*cse7
    cse11 = cse1*cse6
    cse12 = 0.7071067811865475*cse11
    cse13 = -cse0*cse10 - cse12
    cse14 = np.sin(q_theta_bar)
    cse15 = 0.7071067811865475*cse1
    cse16 = cse14*cse15
    cse17 = cse0*cse16
    cse18 = cse0*cse7
    cse19 = 0.7071067811865475*cse18
    cse20 = cse14*cse19
    cse21 = cse3*cse8
    cse22 = cse0*cse15
    cse23 = -cse12*cse2 - cse19
    cse24 = 1.414213562373095*cse11
    cse25 = 1.414213562373095*cse18
    cse26 = cse2*cse25
    cse27 = 1.414213562373095*cse8
    cse28 = 1.414213562373095*cse1
    cse29 = cse0*cse28
    cse30 = -cse2*cse29 + cse27
    cse31 = cse2*cse24
    cse32 = cse2*cse27 - cse29
    cse33 = cse14*cse7
    cse34 = 2*t
    out = np.zeros((n, 6))
    out[:, 0] = v_phid_bar*(cse21 - cse22 + cse23) + v_psid_bar*(cse13 - cse5 + cse9) + v_thetad_bar*(cse17 - cse20)
    out[:, 1] = v_phid_bar*(-cse21 + cse22 + cse23) + v_psid_bar*(cse13 + cse5 - cse9) + v_thetad_bar*(cse17 + cse20)
    out[:, 2] = v_phid_bar*(-cse25 - cse31 + cse32) + v_psid_bar*(-cse24 - cse26 + cse30) - v_rd_bar_x + v_thetad_bar*(-cse14*cse25 + cse14*cse29)
    out[:, 3] = v_phid_bar*(cse24 + cse26 + cse30) + v_psid_bar*(cse25 + cse31 + cse32) - v_rd_bar_y + v_thetad_bar*(-cse14*cse24 + cse14*cse27)
    out[:, 4] = v_psid_bar*(cse14*cse28 + 1.414213562373095*cse33) - v_rd_bar_z + v_thetad_bar*(cse2*cse28 - 1.414213562373095*cse2*cse7)
    out[:, 5] = v_psid_bar*(cse16 - 0.7071067811865475*cse33) + v_thetad_bar*(-cse10 - cse4) - 1/2*np.pi*np.sin(cse34)*np.cos((1/4)*np.pi*np.cos(cse34))
    return out


def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 201 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    t = float(t)

    cse0 = math.sin(q_phi_bar)
    cse1 = math.cos(q_psi_bar)
    cse2 = 0.7071067811865475*cse1
    cse3 = cse0*cse2
    cse4 = math.cos(q_phi_bar)
    cse5 = math.cos(q_theta_bar)
    cse6 = math.sin(q_psi_bar)
    cse7 = 0.7071067811865475*cse6
    cse8 = cse5*cse7
    cse9 = cse4*cse8
    cse10 = cse2*cse5
    cse11 = cse0*cse7 - cse10*cse4
    cse12 = cse11 - cse3 - cse9
    cse13 = math.sin(q_theta_bar)
    cse14 = cse13*cse7
    cse15 = cse0*cse14
    cse16 = cse13*cse2
    cse17 = cse0*cse16
    cse18 = cse15 + cse17
    cse19 = -cse2*cse4
    cse20 = cse4*cse7
    cse21 = cse0*cse10
    cse22 = cse0*cse8
    cse23 = -cse21 + cse22
    cse24 = cse19 - cse20 + cse23
    cse25 = cse16*cse4
    cse26 = cse14*cse4
    cse27 = -cse25 + cse26
    cse28 = cse11 + cse3 + cse9
    cse29 = -cse15 + cse17
    cse30 = cse21 + cse22
    cse31 = cse19 + cse20 + cse30
    cse32 = cse25 + cse26
    cse33 = 1.414213562373095*cse1
    cse34 = cse33*cse4
    cse35 = cse34*cse5
    cse36 = 1.414213562373095*cse6
    cse37 = cse36*cse4
    cse38 = -cse37*cse5
    cse39 = cse0*cse33
    cse40 = -cse39
    cse41 = cse0*cse36
    cse42 = -cse35 + cse38 + cse40 + cse41
    cse43 = cse13*cse39
    cse44 = cse13*cse41
    cse45 = cse43 + cse44
    cse46 = -cse37
    cse47 = cse36*cse5
    cse48 = cse0*cse47
    cse49 = -cse39*cse5
    cse50 = cse48 + cse49
    cse51 = -cse34 + cse46 + cse50
    cse52 = cse13*cse37
    cse53 = -cse13*cse34
    cse54 = cse52 + cse53
    cse55 = -cse43 + cse44
    cse56 = cse35 + cse38
    cse57 = -cse52 + cse53
    cse58 = cse34 + cse46 - cse48 + cse49
    cse59 = cse40 - cse41 + cse56
    cse60 = cse33*cse5 + cse47
    cse61 = cse13*cse33 - cse13*cse36
    cse62 = -cse10 + cse8
    cse63 = cse14 + cse16
    cse64 = 2*t
    cse65 = math.pi*math.cos(cse64)
    cse66 = (1/4)*cse65
    return np.array([
        -v_phid_bar*(cse12*v_psid_bar + cse24*v_phid_bar + cse27*v_thetad_bar) - v_psid_bar*(cse12*v_phid_bar + cse18*v_thetad_bar + cse24*v_psid_bar) - v_thetad_bar*(cse18*v_psid_bar + cse23*v_thetad_bar + cse27*v_phid_bar),  # [0]
        -v_phid_bar*(cse28*v_psid_bar + cse31*v_phid_bar + cse32*v_thetad_bar) - v_psid_bar*(cse28*v_phid_bar + cse29*v_thetad_bar + cse31*v_psid_bar) - v_thetad_bar*(cse29*v_psid_bar + cse30*v_thetad_bar + cse32*v_phid_bar),  # [1]
        -v_phid_bar*(cse42*v_psid_bar + cse51*v_phid_bar + cse54*v_thetad_bar) - v_psid_bar*(cse42*v_phid_bar + cse45*v_thetad_bar + cse51*v_psid_bar) - v_thetad_bar*(cse45*v_psid_bar + cse50*v_thetad_bar + cse54*v_phid_bar),  # [2]
        -v_phid_bar*(cse55*v_thetad_bar + cse58*v_psid_bar + cse59*v_phid_bar) - v_psid_bar*(cse57*v_thetad_bar + cse58*v_phid_bar + cse59*v_psid_bar) - v_thetad_bar*(cse55*v_phid_bar + cse56*v_thetad_bar + cse57*v_psid_bar),  # [3]
        -v_psid_bar*(cse60*v_thetad_bar + cse61*v_psid_bar) - v_thetad_bar*(cse60*v_psid_bar + cse61*v_thetad_bar),  # [4]
        cse65*math.cos(cse66) - v_psid_bar*(cse62*v_thetad_bar + cse63*v_psid_bar) - v_thetad_bar*(cse62*v_psid_bar + cse63*v_thetad_bar) + (1/4)*math.pi**2*math.sin(cse64)**2*math.sin(cse66),  # [5]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V
    + K^T J K, u = V v and omega = K v their body-frame velocities (Kane's equations,
    mechgen.symbolic.relative).

    Args:
        q: position coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 10 nonzero.
    """
    # 40 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.sin(q_theta_bar)
    cse1 = math.cos(q_psi_bar)
    cse2 = 0.7071067811865475*cse1
    cse3 = cse0*cse2
    cse4 = math.sin(q_psi_bar)
    cse5 = 0.7071067811865475*cse4
    cse6 = cse0*cse5
    cse7 = -cse3 + cse6
    cse8 = 0.022980970388562793*cse1
    cse9 = 0.022980970388562793*cse4
    cse10 = -cse0*cse8 + cse0*cse9
    cse11 = cse3 + cse6
    cse12 = 73.55059572859521*cse4
    cse13 = 73.55059572859521*cse1
    cse14 = cse0*cse12 + cse0*cse13
    cse15 = math.cos(q_theta_bar)
    cse16 = cse2 - cse5
    cse17 = cse2 + cse5
    cse18 = 104.01625*cse15
    cse19 = cse8 + cse9
    cse20 = -cse12 + cse13
    out = np.zeros((6, 6))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        cse10*cse7 + cse11*cse14 + 104.01625*cse15**2,  # [3, 3]
        cse10*cse17 + cse14*cse16,  # [3, 4]
        cse18,  # [3, 5]
        cse11*cse20 + cse19*cse7,  # [4, 3]
        cse16*cse20 + cse17*cse19,  # [4, 4]
        cse18,  # [5, 3]
        104.01625,  # [5, 5]
    )
    return out



def M_rows(q, p):
    """M at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 6).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6, 6).
    """
    n = len(q)
    (
        _, _, _, _,
        q_theta_bar, q_psi_bar,
    ) = _columns(q, n, 6, "q")

    cse0 = np.sin(q_theta_bar)
    cse1 = np.cos(q_psi_bar)
    cse2 = 0.7071067811865475*cse1
    cse3 = cse0*cse2
    cse4 = np.sin(q_psi_bar)
    cse5 = 0.7071067811865475*cse4
    cse6 = cse0*cse5
    cse7 = -cse3 + cse6
    cse8 = 0.022980970388562793*cse1
    cse9 = 0.022980970388562793*cse4
    cse10 = -cse0*cse8 + cse0*cse9
    cse11 = cse3 + cse6
    cse12 = 73.55059572859521*cse4
    cse13 = 73.55059572859521*cse1
    cse14 = cse0*cse12 + cse0*cse13
    cse15 = np.cos(q_theta_bar)
    cse16 = cse2 - cse5
    cse17 = cse2 + cse5
    cse18 = 104.01625*cse15
    cse19 = cse8 + cse9
    cse20 = -cse12 + cse13
    out = np.zeros((n, 6, 6))
    out[:, 0, 0] = 78.0
    out[:, 1, 1] = 78.0
    out[:, 2, 2] = 78.0
    out[:, 3, 3] = cse10*cse7 + cse11*cse14 + 104.01625*cse15**2
    out[:, 3, 4] = cse10*cse17 + cse14*cse16
    out[:, 3, 5] = cse18
    out[:, 4, 3] = cse11*cse20 + cse19*cse7
    out[:, 4, 4] = cse16*cse20 + cse17*cse19
    out[:, 5, 3] = cse18
    out[:, 5, 5] = 104.01625
    return out


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for
    relative, the body-frame loads and the bias accelerations at frozen v projected by V^T
    and K^T (mechgen.symbolic.relative).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 4 nonzero.
    """
    # 100 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.sin(q_theta_bar)
    cse1 = cse0*v_phid_bar
    cse2 = 104.01625*cse1*v_thetad_bar
    cse3 = math.sin(q_psi_bar)
    cse4 = 0.7071067811865475*cse3
    cse5 = math.cos(q_psi_bar)
    cse6 = 0.7071067811865475*cse5
    cse7 = -cse4 + cse6
    cse8 = cse7*v_thetad_bar
    cse9 = cse0*cse4
    cse10 = cse0*cse6
    cse11 = cse10 + cse9
    cse12 = cse11*v_phid_bar
    cse13 = cse4 + cse6
    cse14 = cse13*v_thetad_bar
    cse15 = -cse10 + cse9
    cse16 = cse15*v_phid_bar
    cse17 = cse14 + cse16
    cse18 = cse17*(0.0325*cse12 + 0.0325*cse8)
    cse19 = 104.01625*cse14
    cse20 = 104.01625*cse16
    cse21 = cse12 + cse8
    cse22 = cse21*(-cse19 - cse20)
    cse23 = math.cos(q_theta_bar)
    cse24 = 1.0*cse23
    cse25 = cse23*v_phid_bar
    cse26 = cse25*v_thetad_bar
    cse27 = 0.022980970388562793*cse3
    cse28 = cse1*v_psid_bar
    cse29 = 0.022980970388562793*cse5
    cse30 = v_psid_bar*v_thetad_bar
    cse31 = 0.022980970388562793*cse30
    cse32 = cse24*v_phid_bar + 1.0*v_psid_bar
    cse33 = cse21*(104.01625*cse25 + 104.01625*v_psid_bar) - cse26*cse27 + cse26*cse29 - cse27*cse28 - cse28*cse29 + cse3*cse31 - cse31*cse5 + cse32*(-104.01625*cse12 - 104.01625*cse8)
    cse34 = 73.55059572859521*cse3
    cse35 = 73.55059572859521*cse5
    cse36 = 73.55059572859521*cse30
    cse37 = cse17*(-0.0325*cse25 - 0.0325*v_psid_bar) - cse26*cse34 - cse26*cse35 + cse28*cse34 - cse28*cse35 + cse3*cse36 + cse32*(cse19 + cse20) + cse36*cse5
    out = np.zeros(6)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        cse11*cse37 + cse15*cse33 + cse24*(cse18 + cse2 + cse22),  # [3]
        cse13*cse33 + cse37*cse7,  # [4]
        1.0*cse18 + cse2 + 1.0*cse22,  # [5]
    )
    return out



def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 6).
        v: velocity coordinates, one row each (n, 6).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        _, _, _, _,
        q_theta_bar, q_psi_bar,
    ) = _columns(q, n, 6, "q")

    (
        _, _, _, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = _columns(v, n, 6, "v")

    cse0 = np.sin(q_theta_bar)
    cse1 = cse0*v_phid_bar
    cse2 = 104.01625*cse1*v_thetad_bar
    cse3 = np.sin(q_psi_bar)
    cse4 = 0.7071067811865475*cse3
    cse5 = np.cos(q_psi_bar)
    cse6 = 0.7071067811865475*cse5
    cse7 = -cse4 + cse6
    cse8 = cse7*v_thetad_bar
    cse9 = cse0*cse4
    cse10 = cse0*cse6
    cse11 = cse10 + cse9
    cse12 = cse11*v_phid_bar
    cse13 = cse4 + cse6
    cse14 = cse13*v_thetad_bar
    cse15 = -cse10 + cse9
    cse16 = cse15*v_phid_bar
    cse17 = cse14 + cse16
    cse18 = cse17*(0.0325*cse12 + 0.0325*cse8)
    cse19 = 104.01625*cse14
    cse20 = 104.01625*cse16
    cse21 = cse12 + cse8
    cse22 = cse21*(-cse19 - cse20)
    cse23 = np.cos(q_theta_bar)
    cse24 = 1.0*cse23
    cse25 = cse23*v_phid_bar
    cse26 = cse25*v_thetad_bar
    cse27 = 0.022980970388562793*cse3
    cse28 = cse1*v_psid_bar
    cse29 = 0.022980970388562793*cse5
    cse30 = v_psid_bar*v_thetad_bar
    cse31 = 0.022980970388562793*cse30
    cse32 = cse24*v_phid_bar + 1.0*v_psid_bar
    cse33 = cse21*(104.01625*cse25 + 104.01625*v_psid_bar) - cse26*cse27 + cse26*cse29 - cse27*cse28 - cse28*cse29 + cse3*cse31 - cse31*cse5 + cse32*(-104.01625*cse12 - 104.01625*cse8)
    cse34 = 73.55059572859521*cse3
    cse35 = 73.55059572859521*cse5
    cse36 = 73.55059572859521*cse30
    cse37 = cse17*(-0.0325*cse25 - 0.0325*v_psid_bar) - cse26*cse34 - cse26*cse35 + cse28*cse34 - cse28*cse35 + cse3*cse36 + cse32*(cse19 + cse20) + cse36*cse5
    out = np.zeros((n, 6))
    out[:, 2] = -765.1800000000001
    out[:, 3] = cse11*cse37 + cse15*cse33 + cse24*(cse18 + cse2 + cse22)
    out[:, 4] = cse13*cse33 + cse37*cse7
    out[:, 5] = 1.0*cse18 + cse2 + 1.0*cse22
    return out


def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 6 nonzero.
    """
    # 217 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.sin(q_theta_bar)
    cse1 = cse0*v_phid_bar
    cse2 = 104.01625*cse1
    cse3 = math.sin(q_psi_bar)
    cse4 = 0.7071067811865475*cse3
    cse5 = -cse4
    cse6 = math.cos(q_psi_bar)
    cse7 = 0.7071067811865475*cse6
    cse8 = cse5 + cse7
    cse9 = cse8*v_thetad_bar
    cse10 = cse0*cse4
    cse11 = cse0*cse7
    cse12 = cse10 + cse11
    cse13 = cse12*v_phid_bar
    cse14 = 0.0325*cse13 + 0.0325*cse9
    cse15 = cse4 + cse7
    cse16 = cse15*v_thetad_bar
    cse17 = cse10 - cse11
    cse18 = cse17*v_phid_bar
    cse19 = cse16 + cse18
    cse20 = 104.01625*cse16
    cse21 = 104.01625*cse18
    cse22 = -cse20 - cse21
    cse23 = cse13 + cse9
    cse24 = 1.0*cse0
    cse25 = 104.01625*cse9
    cse26 = 104.01625*cse13
    cse27 = -cse25 - cse26
    cse28 = cse24*v_phid_bar
    cse29 = math.cos(q_theta_bar)
    cse30 = 1.0*cse29
    cse31 = cse30*v_phid_bar + 1.0*v_psid_bar
    cse32 = cse29*cse7
    cse33 = cse29*cse4
    cse34 = cse32 + cse33
    cse35 = cse34*v_phid_bar
    cse36 = cse1*cse6
    cse37 = 0.022980970388562793*v_thetad_bar
    cse38 = cse29*v_phid_bar
    cse39 = 104.01625*cse38
    cse40 = cse39 + 104.01625*v_psid_bar
    cse41 = cse38*cse6
    cse42 = 0.022980970388562793*v_psid_bar
    cse43 = cse3*cse38
    cse44 = cse1*cse3
    cse45 = -cse2*cse23 - cse27*cse28 - 104.01625*cse31*cse35 + cse35*cse40 - cse36*cse37 + cse37*cse44 - cse41*cse42 - cse42*cse43
    cse46 = cse22*cse35
    cse47 = -cse32 + cse33
    cse48 = cse47*v_phid_bar
    cse49 = cse14*cse48
    cse50 = 0.0325*cse19
    cse51 = 104.01625*cse48
    cse52 = -cse23*cse51 + cse35*cse50 + cse39*v_thetad_bar
    cse53 = cse42*cse44
    cse54 = cse37*cse41
    cse55 = v_psid_bar*v_thetad_bar
    cse56 = 0.022980970388562793*cse55
    cse57 = cse56*cse6
    cse58 = cse3*cse56 - cse36*cse42 - cse37*cse43
    cse59 = cse23*cse40 + cse27*cse31 - cse53 + cse54 - cse57 + cse58
    cse60 = -0.0325*cse38 - 0.0325*v_psid_bar
    cse61 = cse20 + cse21
    cse62 = 73.55059572859521*v_psid_bar
    cse63 = 73.55059572859521*v_thetad_bar
    cse64 = cse1*cse50 - cse28*cse61 + cse31*cse51 + cse36*cse63 - cse41*cse62 + cse43*cse62 + cse44*cse63 + cse48*cse60
    cse65 = cse38*cse63
    cse66 = cse3*cse65
    cse67 = cse36*cse62
    cse68 = 73.55059572859521*cse55
    cse69 = cse3*cse68
    cse70 = cse44*cse62 - cse6*cse65 + cse6*cse68
    cse71 = cse19*cse60 + cse31*cse61 - cse66 - cse67 + cse69 + cse70
    cse72 = cse23*cse27
    cse73 = -cse10 + cse11
    cse74 = cse73*v_phid_bar
    cse75 = cse5 - cse7
    cse76 = cse75*v_thetad_bar
    cse77 = cse74 + cse76
    cse78 = cse22*cse77
    cse79 = cse19*(0.0325*cse74 + 0.0325*cse76)
    cse80 = cse14*cse23
    cse81 = cse31*(-104.01625*cse74 - 104.01625*cse76) + cse40*cse77 + cse53 - cse54 + cse57 + cse58
    cse82 = cse23*cse60 + cse31*(cse25 + cse26) + cse66 + cse67 - cse69 + cse70
    out = np.zeros((6, 6))
    out[_Q_q_INDEX] = (
        cse12*cse64 + cse17*cse45 - cse24*(cse14*cse19 + cse2*v_thetad_bar + cse22*cse23) + cse30*(cse46 + cse49 + cse52) + cse34*cse71 + cse47*cse59,  # [3, 4]
        cse12*cse59 + cse12*cse82 + cse17*cse81 + cse30*(cse72 + cse78 + cse79 + cse80) + cse71*cse73,  # [3, 5]
        cse15*cse45 + cse64*cse8,  # [4, 4]
        cse15*cse81 + cse59*cse8 + cse71*cse75 + cse8*cse82,  # [4, 5]
        1.0*cse46 + 1.0*cse49 + cse52,  # [5, 4]
        1.0*cse72 + 1.0*cse78 + 1.0*cse79 + 1.0*cse80,  # [5, 5]
    )
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 8 nonzero.
    """
    # 192 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.sin(q_theta_bar)
    cse1 = math.sin(q_psi_bar)
    cse2 = 0.7071067811865475*cse1
    cse3 = cse0*cse2
    cse4 = math.cos(q_psi_bar)
    cse5 = 0.7071067811865475*cse4
    cse6 = cse0*cse5
    cse7 = cse3 + cse6
    cse8 = math.cos(q_theta_bar)
    cse9 = cse2 + cse5
    cse10 = cse9*v_thetad_bar
    cse11 = 104.01625*cse10
    cse12 = cse3 - cse6
    cse13 = cse12*v_phid_bar
    cse14 = 104.01625*cse13
    cse15 = 1.0*cse11 + 1.0*cse14
    cse16 = 1.0*cse8
    cse17 = cse16*v_phid_bar + 1.0*v_psid_bar
    cse18 = 73.55059572859521*cse4
    cse19 = cse0*cse18
    cse20 = -cse19
    cse21 = 73.55059572859521*cse1
    cse22 = cse0*cse21
    cse23 = cse10 + cse13
    cse24 = 0.0325*cse23
    cse25 = cse8*v_phid_bar
    cse26 = -0.0325*cse25 - 0.0325*v_psid_bar
    cse27 = cse21*v_psid_bar
    cse28 = cse18*v_psid_bar
    cse29 = cse18*v_thetad_bar
    cse30 = cse21*v_thetad_bar
    cse31 = cse0*cse27 - cse0*cse28 + cse12*cse26 + cse15*cse8 + cse17*(cse20 + cse22) - cse24*cse8 - cse29*cse8 - cse30*cse8
    cse32 = -cse2 + cse5
    cse33 = cse32*v_thetad_bar
    cse34 = cse7*v_phid_bar
    cse35 = -104.01625*cse33 - 104.01625*cse34
    cse36 = cse33 + cse34
    cse37 = 104.01625*cse36
    cse38 = -cse22
    cse39 = 104.01625*cse25 + 104.01625*v_psid_bar
    cse40 = 0.022980970388562793*cse4
    cse41 = cse40*v_thetad_bar
    cse42 = cse40*v_psid_bar
    cse43 = 0.022980970388562793*cse1
    cse44 = cse43*v_psid_bar
    cse45 = cse43*v_thetad_bar
    cse46 = -cse0*cse42 - cse0*cse44 + cse17*(cse20 + cse38) + cse35*cse8 + cse37*cse8 + cse39*cse7 + cse41*cse8 - cse45*cse8
    cse47 = cse36*(cse19 + cse38)
    cse48 = -cse11 - cse14
    cse49 = cse48*cse7
    cse50 = cse0*cse43
    cse51 = cse0*cse40
    cse52 = cse23*(cse50 + cse51)
    cse53 = 0.0325*cse33 + 0.0325*cse34
    cse54 = cse12*cse53
    cse55 = 104.01625*cse0
    cse56 = cse55*v_thetad_bar
    cse57 = cse17*(cse18 + cse21) - cse18*cse25 - cse21*cse25 + cse26*cse9 + cse27 + cse28
    cse58 = -cse18
    cse59 = cse17*(cse21 + cse58) + cse25*cse40 - cse25*cse43 + cse32*cse39 - cse42 + cse44
    cse60 = cse36*(-cse21 + cse58)
    cse61 = cse32*cse48
    cse62 = cse23*(cse40 - cse43)
    cse63 = cse53*cse9
    cse64 = cse55*v_phid_bar
    cse65 = cse15 - cse19*v_phid_bar + cse22*v_phid_bar - cse24 + cse29 + cse30
    cse66 = cse35 + cse37 - cse41 + cse45 - cse50*v_phid_bar - cse51*v_phid_bar
    out = np.zeros((6, 6))
    out[_Q_v_INDEX] = (
        cse12*cse46 + cse16*(cse47 + cse49 + cse52 + cse54 + cse56) + cse31*cse7,  # [3, 3]
        cse12*cse59 + cse16*(cse60 + cse61 + cse62 + cse63 + cse64) + cse57*cse7,  # [3, 4]
        cse12*cse66 + cse65*cse7,  # [3, 5]
        cse31*cse32 + cse46*cse9,  # [4, 3]
        cse32*cse57 + cse59*cse9,  # [4, 4]
        cse32*cse65 + cse66*cse9,  # [4, 5]
        1.0*cse47 + 1.0*cse49 + 1.0*cse52 + 1.0*cse54 + cse56,  # [5, 3]
        1.0*cse60 + 1.0*cse61 + 1.0*cse62 + 1.0*cse63 + cse64,  # [5, 4]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (6).
        a: accelerations (time derivative of v) (6).
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 5 nonzero.
    """
    # 101 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, a_3,
        a_4, a_5,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (6,) else _floats(a, 6, "a")

    cse0 = math.sin(q_theta_bar)
    cse1 = 104.01625*cse0
    cse2 = math.sin(q_psi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = math.cos(q_psi_bar)
    cse5 = 0.7071067811865475*cse4
    cse6 = cse3 + cse5
    cse7 = math.cos(q_theta_bar)
    cse8 = 0.022980970388562793*cse2
    cse9 = 0.022980970388562793*cse4
    cse10 = cse7*cse8 - cse7*cse9
    cse11 = 73.55059572859521*cse4
    cse12 = 73.55059572859521*cse2
    cse13 = cse11*cse7 + cse12*cse7
    cse14 = -cse3
    cse15 = cse14 + cse5
    cse16 = cse5*cse7
    cse17 = cse3*cse7
    cse18 = cse16 + cse17
    cse19 = cse0*cse12
    cse20 = cse0*cse11
    cse21 = cse19 + cse20
    cse22 = cse0*cse3
    cse23 = cse0*cse5
    cse24 = cse22 + cse23
    cse25 = -cse16 + cse17
    cse26 = cse0*cse9
    cse27 = cse0*cse8
    cse28 = -cse26 + cse27
    cse29 = cse22 - cse23
    cse30 = cse26 + cse27
    cse31 = -cse19 + cse20
    cse32 = cse14 - cse5
    cse33 = -cse22 + cse23
    cse34 = -cse12
    cse35 = cse11 + cse34
    cse36 = cse8 + cse9
    cse37 = -cse8 + cse9
    cse38 = -cse11 + cse34
    out = np.zeros((6, 6))
    out[_Ma_q_INDEX] = (
        a_3*(-208.0325*cse0*cse7 + cse10*cse29 + cse13*cse24 + cse18*cse21 + cse25*cse28) + a_4*(cse10*cse6 + cse13*cse15) - a_5*cse1,  # [3, 4]
        a_3*(cse21*cse33 + cse24*cse28 + cse24*cse31 + cse29*cse30) + a_4*(cse15*cse28 + cse15*cse31 + cse21*cse32 + cse30*cse6),  # [3, 5]
        a_3*(cse18*cse35 + cse25*cse36),  # [4, 4]
        a_3*(cse24*cse36 + cse24*cse38 + cse29*cse37 + cse33*cse35) + a_4*(cse15*cse36 + cse15*cse38 + cse32*cse35 + cse37*cse6),  # [4, 5]
        -a_3*cse1,  # [5, 4]
    )
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (6).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 9 nonzero.
    """
    # 131 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    cse0 = math.sin(q_psi_bar)
    cse1 = math.cos(q_phi_bar)
    cse2 = 1.414213562373095*cse1
    cse3 = cse0*cse2
    cse4 = -cse3
    cse5 = math.cos(q_psi_bar)
    cse6 = cse2*cse5
    cse7 = math.cos(q_theta_bar)
    cse8 = math.sin(q_phi_bar)
    cse9 = 1.414213562373095*cse8
    cse10 = cse0*cse9
    cse11 = cse10*cse7
    cse12 = cse5*cse9
    cse13 = -cse12*cse7
    cse14 = cse11 + cse13
    cse15 = 0.7071067811865475*cse1
    cse16 = cse15*cse5
    cse17 = -cse16
    cse18 = cse0*cse15
    cse19 = 0.7071067811865475*cse8
    cse20 = cse19*cse5
    cse21 = cse20*cse7
    cse22 = cse0*cse19
    cse23 = cse22*cse7
    cse24 = cse21 + cse23
    cse25 = -cse12
    cse26 = cse6*cse7
    cse27 = -cse3*cse7
    cse28 = cse26 + cse27
    cse29 = -cse21 + cse23
    cse30 = lam_0*(cse17 - cse18 + cse29) + lam_1*(cse17 + cse18 + cse24) + lam_2*(cse14 + cse4 - cse6) + lam_3*(-cse10 + cse25 + cse28)
    cse31 = math.sin(q_theta_bar)
    cse32 = cse3*cse31
    cse33 = -cse31*cse6
    cse34 = cse16*cse31
    cse35 = cse18*cse31
    cse36 = cse12*cse31
    cse37 = cse10*cse31
    cse38 = lam_0*(-cse34 + cse35) + lam_1*(cse34 + cse35) + lam_2*(cse32 + cse33) + lam_3*(-cse36 + cse37)
    cse39 = cse18*cse7
    cse40 = -cse16*cse7 + cse22
    cse41 = lam_0*(-cse20 - cse39 + cse40) + lam_1*(cse20 + cse39 + cse40) + lam_2*(cse10 + cse25 - cse26 + cse27) + lam_3*(-cse11 + cse13 + cse4 + cse6)
    cse42 = 0.7071067811865475*cse0
    cse43 = 0.7071067811865475*cse5
    cse44 = 1.414213562373095*cse5
    cse45 = 1.414213562373095*cse0
    cse46 = lam_4*(cse31*cse44 - cse31*cse45) + lam_5*(cse31*cse42 + cse31*cse43)
    cse47 = cse22*cse31
    cse48 = cse20*cse31
    cse49 = lam_0*(cse47 + cse48) + lam_1*(-cse47 + cse48) + lam_2*(cse36 + cse37) + lam_3*(-cse32 + cse33) + lam_4*(cse44*cse7 + cse45*cse7) + lam_5*(cse42*cse7 - cse43*cse7)
    out = np.zeros((6, 6))
    out[_Phi_qT_lam_q_INDEX] = (
        cse30,  # [3, 3]
        cse38,  # [3, 4]
        cse41,  # [3, 5]
        cse38,  # [4, 3]
        cse14*lam_2 + cse24*lam_1 + cse28*lam_3 + cse29*lam_0 + cse46,  # [4, 4]
        cse49,  # [4, 5]
        cse41,  # [5, 3]
        cse49,  # [5, 4]
        cse30 + cse46,  # [5, 5]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        a: accelerations (time derivative of v) (6).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 265 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, v_phid_bar,
        v_thetad_bar, v_psid_bar,
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

    cse0 = math.sin(q_theta_bar)
    cse1 = 104.01625*cse0*v_phid_bar*v_thetad_bar
    cse2 = math.sin(q_psi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = math.cos(q_psi_bar)
    cse5 = 0.7071067811865475*cse4
    cse6 = -cse3 + cse5
    cse7 = cse6*v_thetad_bar
    cse8 = cse0*cse3
    cse9 = cse0*cse5
    cse10 = cse8 + cse9
    cse11 = cse10*v_phid_bar
    cse12 = cse3 + cse5
    cse13 = cse12*v_thetad_bar
    cse14 = cse8 - cse9
    cse15 = cse14*v_phid_bar
    cse16 = cse13 + cse15
    cse17 = cse16*(0.0325*cse11 + 0.0325*cse7)
    cse18 = 104.01625*cse13
    cse19 = 104.01625*cse15
    cse20 = cse11 + cse7
    cse21 = cse20*(-cse18 - cse19)
    cse22 = math.cos(q_theta_bar)
    cse23 = 1.0*cse22
    cse24 = 0.022980970388562793*cse2
    cse25 = cse22*v_phid_bar
    cse26 = cse25*v_thetad_bar
    cse27 = cse0*cse24
    cse28 = v_phid_bar*v_psid_bar
    cse29 = 0.022980970388562793*cse4
    cse30 = cse0*cse29
    cse31 = v_psid_bar*v_thetad_bar
    cse32 = 104.01625*cse22
    cse33 = cse23*v_phid_bar + 1.0*v_psid_bar
    cse34 = cse20*(cse32*v_phid_bar + 104.01625*v_psid_bar) - cse24*cse26 + cse24*cse31 + cse26*cse29 - cse27*cse28 - cse28*cse30 - cse29*cse31 + cse33*(-104.01625*cse11 - 104.01625*cse7)
    cse35 = 73.55059572859521*cse2
    cse36 = 73.55059572859521*cse4
    cse37 = cse0*cse36
    cse38 = cse0*cse35
    cse39 = cse16*(-0.0325*cse25 - 0.0325*v_psid_bar) - cse26*cse35 - cse26*cse36 - cse28*cse37 + cse28*cse38 + cse31*cse35 + cse31*cse36 + cse33*(cse18 + cse19)
    cse40 = math.cos(q_phi_bar)
    cse41 = cse3*cse40
    cse42 = cse22*cse41
    cse43 = math.sin(q_phi_bar)
    cse44 = cse43*cse5
    cse45 = -cse42 - cse44
    cse46 = cse22*cse5
    cse47 = cse40*cse46
    cse48 = cse3*cse43
    cse49 = -cse47 + cse48
    cse50 = 1.414213562373095*cse43
    cse51 = cse4*cse50
    cse52 = 1.414213562373095*cse40
    cse53 = cse2*cse52
    cse54 = cse22*cse53
    cse55 = cse2*cse50
    cse56 = cse4*cse52
    cse57 = cse22*cse56 - cse55
    cse58 = 104.01625*a_5
    cse59 = cse22*cse51
    cse60 = -cse22*cse55 + cse56
    cse61 = cse37 + cse38
    cse62 = cse27 - cse30
    cse63 = cse0*cse48
    cse64 = cse0*cse44
    cse65 = 1.414213562373095*cse2
    cse66 = 1.414213562373095*cse4
    cse67 = -cse35 + cse36
    cse68 = cse24 + cse29
    cse69 = cse43*cse46
    cse70 = -cse41 - cse69
    cse71 = cse22*cse48
    cse72 = cse40*cse5
    cse73 = -cse71 + cse72
    cse74 = cse70 + cse73
    cse75 = h**(-2)
    cse76 = cse41 + cse69 + cse73
    return np.array([
        78.0*a_0 - lam_2,  # [0]
        78.0*a_1 - lam_3,  # [1]
        78.0*a_2 - lam_4 + 765.1800000000001,  # [2]
        a_3*(cse10*cse61 + cse14*cse62 + 104.01625*cse22**2) + a_4*(cse12*cse62 + cse6*cse61) - cse10*cse39 - cse14*cse34 + cse22*cse58 - cse23*(cse1 + cse17 + cse21) + lam_0*(cse45 + cse47 - cse48) + lam_1*(cse45 + cse49) + lam_2*(-cse51 - cse54 + cse57) + lam_3*(cse53 + cse59 + cse60),  # [3]
        a_3*(cse10*cse67 + cse14*cse68) + a_4*(cse12*cse68 + cse6*cse67) - cse12*cse34 - cse39*cse6 + lam_0*(cse63 - cse64) + lam_1*(cse63 + cse64) + lam_2*(-cse0*cse51 + cse0*cse55) + lam_3*(-cse0*cse53 + cse0*cse56) + lam_4*(cse22*cse65 - cse22*cse66) + lam_5*(-cse22*cse3 - cse46),  # [4]
        a_3*cse32 - cse1 + cse14*lam_5 - 1.0*cse17 - 1.0*cse21 + cse58 + cse74*lam_0 + lam_1*(cse70 + cse71 - cse72) + lam_2*(-cse53 - cse59 + cse60) + lam_3*(cse51 + cse54 + cse57) + lam_4*(cse0*cse65 + cse0*cse66),  # [5]
        cse75*cse76,  # [6]
        cse74*cse75,  # [7]
        cse75*(2*cse76 - q_r_bar_x),  # [8]
        cse75*(2*cse42 + 2*cse44 + 2*cse49 - q_r_bar_y),  # [9]
        cse75*(2*cse14 - q_r_bar_z),  # [10]
        cse75*(-cse10 + math.sin((1/4)*math.pi*math.cos(2*t))),  # [11]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        a: accelerations (time derivative of v) (6).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (12, 12), 50 nonzero.
    """
    # 621 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    (
        _, _, _, a_3,
        a_4, a_5,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (6,) else _floats(a, 6, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    h = float(h)

    cse0 = math.cos(q_theta_bar)
    cse1 = math.sin(q_theta_bar)
    cse2 = math.sin(q_psi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = math.cos(q_psi_bar)
    cse6 = 0.7071067811865475*cse5
    cse7 = cse1*cse6
    cse8 = cse4 + cse7
    cse9 = 73.55059572859521*cse2
    cse10 = cse1*cse9
    cse11 = 73.55059572859521*cse5
    cse12 = cse1*cse11
    cse13 = cse10 + cse12
    cse14 = cse4 - cse7
    cse15 = 0.022980970388562793*cse5
    cse16 = cse1*cse15
    cse17 = 0.022980970388562793*cse2
    cse18 = cse1*cse17
    cse19 = -cse16 + cse18
    cse20 = cse3 + cse6
    cse21 = cse20*v_thetad_bar
    cse22 = 104.01625*cse21
    cse23 = cse14*v_phid_bar
    cse24 = 104.01625*cse23
    cse25 = cse22 + cse24
    cse26 = 1.0*cse25
    cse27 = 1.0*cse0
    cse28 = cse27*v_phid_bar + 1.0*v_psid_bar
    cse29 = -cse12
    cse30 = cse21 + cse23
    cse31 = 0.0325*cse30
    cse32 = cse0*v_phid_bar
    cse33 = -0.0325*cse32 - 0.0325*v_psid_bar
    cse34 = cse10*v_psid_bar
    cse35 = cse11*v_thetad_bar
    cse36 = cse9*v_thetad_bar
    cse37 = cse0*cse26 - cse0*cse31 - cse0*cse35 - cse0*cse36 - cse12*v_psid_bar + cse14*cse33 + cse28*(cse10 + cse29) + cse34
    cse38 = -cse3
    cse39 = cse38 + cse6
    cse40 = cse39*v_thetad_bar
    cse41 = 104.01625*cse40
    cse42 = cse8*v_phid_bar
    cse43 = 104.01625*cse42
    cse44 = -cse41 - cse43
    cse45 = 1.0*cse44
    cse46 = cse40 + cse42
    cse47 = 104.01625*cse0
    cse48 = -cse10
    cse49 = cse47*v_phid_bar
    cse50 = cse49 + 104.01625*v_psid_bar
    cse51 = cse0*cse15
    cse52 = cse51*v_thetad_bar
    cse53 = cse15*v_psid_bar
    cse54 = cse17*v_psid_bar
    cse55 = cse17*v_thetad_bar
    cse56 = cse0*cse45 - cse0*cse55 - cse1*cse53 - cse1*cse54 + cse28*(cse29 + cse48) + cse46*cse47 + cse50*cse8 + cse52
    cse57 = cse12 + cse48
    cse58 = cse46*cse57
    cse59 = -cse22 - cse24
    cse60 = cse59*cse8
    cse61 = cse16 + cse18
    cse62 = cse30*cse61
    cse63 = 0.0325*cse40 + 0.0325*cse42
    cse64 = cse14*cse63
    cse65 = 104.01625*cse1
    cse66 = cse65*v_thetad_bar
    cse67 = h**2
    cse68 = math.cos(q_phi_bar)
    cse69 = 1.414213562373095*cse2
    cse70 = cse68*cse69
    cse71 = -cse70
    cse72 = 1.414213562373095*cse5
    cse73 = cse68*cse72
    cse74 = math.sin(q_phi_bar)
    cse75 = cse69*cse74
    cse76 = cse0*cse75
    cse77 = cse72*cse74
    cse78 = cse0*cse77
    cse79 = -cse78
    cse80 = cse76 + cse79
    cse81 = cse6*cse68
    cse82 = -cse81
    cse83 = cse3*cse68
    cse84 = cse6*cse74
    cse85 = cse0*cse84
    cse86 = cse3*cse74
    cse87 = cse0*cse86
    cse88 = cse85 + cse87
    cse89 = -cse75
    cse90 = -cse77
    cse91 = cse0*cse73
    cse92 = cse0*cse70
    cse93 = -cse92
    cse94 = cse91 + cse93
    cse95 = cse89 + cse90 + cse94
    cse96 = -cse83
    cse97 = -cse85
    cse98 = cse87 + cse97
    cse99 = cse82 + cse96 + cse98
    cse100 = cse95*lam_3 + cse99*lam_0 + lam_1*(cse82 + cse83 + cse88) + lam_2*(cse71 - cse73 + cse80)
    cse101 = cse0*cse11
    cse102 = cse101*v_phid_bar
    cse103 = cse0*cse9
    cse104 = cse103*v_phid_bar
    cse105 = -cse102 - cse104 + cse11*v_psid_bar + cse20*cse33 + cse28*(cse11 + cse9) + cse9*v_psid_bar
    cse106 = -cse11
    cse107 = cse51*v_phid_bar
    cse108 = cse0*cse17
    cse109 = cse107 - cse108*v_phid_bar + cse28*(cse106 + cse9) + cse39*cse50 - cse53 + cse54
    cse110 = -cse9
    cse111 = cse106 + cse110
    cse112 = cse111*cse46
    cse113 = cse39*cse59
    cse114 = cse15 - cse17
    cse115 = cse114*cse30
    cse116 = cse20*cse63
    cse117 = cse65*v_phid_bar
    cse118 = cse108 - cse51
    cse119 = cse101 + cse103
    cse120 = cse1*v_phid_bar
    cse121 = cse0*cse6
    cse122 = cse0*cse3
    cse123 = cse121 + cse122
    cse124 = cse123*v_phid_bar
    cse125 = 104.01625*cse28
    cse126 = 104.01625*cse46
    cse127 = cse15*v_thetad_bar
    cse128 = -cse107*v_psid_bar - cse120*cse126 - cse120*cse127 - cse120*cse45 + cse120*cse55 - cse124*cse125 + cse124*cse50 - cse32*cse54
    cse129 = cse124*cse59
    cse130 = -cse121
    cse131 = cse122 + cse130
    cse132 = cse131*v_phid_bar
    cse133 = cse132*cse63
    cse134 = cse124*cse31 - cse126*cse132 + cse49*v_thetad_bar
    cse135 = cse120*cse54
    cse136 = cse52*v_phid_bar
    cse137 = cse53*v_thetad_bar
    cse138 = -cse120*cse53 - cse32*cse55 + cse54*v_thetad_bar
    cse139 = -cse135 + cse136 - cse137 + cse138 + cse28*cse44 + cse46*cse50
    cse140 = -cse102*v_psid_bar + cse104*v_psid_bar - cse120*cse26 + cse120*cse31 + cse120*cse35 + cse120*cse36 + cse125*cse132 + cse132*cse33
    cse141 = cse32*cse36
    cse142 = cse12*v_phid_bar
    cse143 = cse142*v_psid_bar
    cse144 = cse36*v_psid_bar
    cse145 = -cse32*cse35 + cse34*v_phid_bar + cse35*v_psid_bar
    cse146 = -cse141 - cse143 + cse144 + cse145 + cse25*cse28 + cse30*cse33
    cse147 = cse1*cse72
    cse148 = cse147*cse74
    cse149 = cse1*cse75
    cse150 = -cse148 + cse149
    cse151 = cse1*cse70
    cse152 = cse147*cse68
    cse153 = -cse152
    cse154 = cse1*cse81
    cse155 = cse1*cse83
    cse156 = cse150*lam_3 + lam_0*(-cse154 + cse155) + lam_1*(cse154 + cse155) + lam_2*(cse151 + cse153)
    cse157 = cse10*v_phid_bar - cse142 + cse26 - cse31 + cse35 + cse36
    cse158 = cse126 - cse127 - cse16*v_phid_bar - cse18*v_phid_bar + cse45 + cse55
    cse159 = -cse4 + cse7
    cse160 = cse38 - cse6
    cse161 = cse159*v_phid_bar
    cse162 = cse160*v_thetad_bar
    cse163 = cse161 + cse162
    cse164 = cse163*cse59
    cse165 = cse30*(0.0325*cse161 + 0.0325*cse162)
    cse166 = cse46*cse63
    cse167 = cse135 - cse136 + cse137 + cse138 + cse163*cse50 + cse28*(-104.01625*cse161 - 104.01625*cse162)
    cse168 = cse141 + cse143 - cse144 + cse145 + cse28*(cse41 + cse43) + cse33*cse46
    cse169 = cse73 - cse76
    cse170 = cse169 + cse71 + cse79
    cse171 = cse0*cse81
    cse172 = -cse171 + cse86
    cse173 = cse0*cse83
    cse174 = -cse173 - cse84
    cse175 = cse172 + cse174
    cse176 = cse170*lam_3 + cse175*lam_0 + lam_1*(cse172 + cse173 + cse84) + lam_2*(cse75 + cse90 - cse91 + cse93)
    cse177 = cse171 + cse174 - cse86
    cse178 = cse169 + cse70 + cse78
    cse179 = cse15 + cse17
    cse180 = cse11 + cse110
    cse181 = cse1*cse69
    cse182 = cse8*lam_5 + lam_4*(cse147 - cse181)
    cse183 = cse0*cse69
    cse184 = cse0*cse72
    cse185 = cse1*cse86
    cse186 = cse1*cse84
    cse187 = -cse151
    cse188 = cse185 + cse186
    cse189 = cse131*lam_5 + cse188*lam_0 + lam_1*(-cse185 + cse186) + lam_2*(cse148 + cse149) + lam_3*(cse153 + cse187) + lam_4*(cse183 + cse184)
    cse190 = cse185 - cse186
    cse191 = cse152 + cse187
    cse192 = cse183 - cse184
    cse193 = -cse122 + cse130
    cse194 = cse81 - cse87 + cse96 + cse97
    cse195 = cse77 + cse89 + cse91 + cse92
    cse196 = cse147 + cse181
    out = np.zeros((12, 12))
    out[_index3_matrix_INDEX] = (
        78.0,  # [0, 0]
        -1,  # [0, 8]
        78.0,  # [1, 1]
        -1,  # [1, 9]
        78.0,  # [2, 2]
        -1,  # [2, 10]
        104.01625*cse0**2 + cse100*cse67 + cse13*cse8 + cse14*cse19 - h*(cse14*cse56 + cse27*(cse58 + cse60 + cse62 + cse64 + cse66) + cse37*cse8),  # [3, 3]
        cse13*cse39 + cse19*cse20 + cse67*(a_3*(-208.0325*cse0*cse1 + cse118*cse14 + cse119*cse8 + cse123*cse13 + cse131*cse19) + a_4*(cse118*cse20 + cse119*cse39) - a_5*cse65 + 1.0*cse1*(cse30*cse63 + cse46*cse59 + cse66*v_phid_bar) - cse123*cse146 - cse128*cse14 - cse131*cse139 - cse140*cse8 + cse156 - cse27*(cse129 + cse133 + cse134)) - h*(cse105*cse8 + cse109*cse14 + cse27*(cse112 + cse113 + cse115 + cse116 + cse117)),  # [3, 4]
        cse47 + cse67*(a_3*(cse13*cse159 + cse14*cse61 + cse19*cse8 + cse57*cse8) + a_4*(cse13*cse160 + cse19*cse39 + cse20*cse61 + cse39*cse57) - cse139*cse8 - cse14*cse167 - cse146*cse159 - cse168*cse8 + cse176 - cse27*(cse164 + cse165 + cse166 + cse44*cse46)) - h*(cse14*cse158 + cse157*cse8),  # [3, 5]
        cse177,  # [3, 6]
        cse175,  # [3, 7]
        cse95,  # [3, 8]
        cse178,  # [3, 9]
        cse14*cse179 + cse156*cse67 + cse180*cse8 - h*(cse20*cse56 + cse37*cse39),  # [4, 3]
        cse179*cse20 + cse180*cse39 + cse67*(a_3*(cse123*cse180 + cse131*cse179) - cse128*cse20 - cse140*cse39 + cse182 + cse80*lam_2 + cse88*lam_1 + cse94*lam_3 + cse98*lam_0) - h*(cse105*cse39 + cse109*cse20),  # [4, 4]
        cse67*(a_3*(cse111*cse8 + cse114*cse14 + cse159*cse180 + cse179*cse8) + a_4*(cse111*cse39 + cse114*cse20 + cse160*cse180 + cse179*cse39) - cse139*cse39 - cse146*cse160 - cse167*cse20 - cse168*cse39 + cse189) - h*(cse157*cse39 + cse158*cse20),  # [4, 5]
        cse190,  # [4, 6]
        cse188,  # [4, 7]
        cse150,  # [4, 8]
        cse191,  # [4, 9]
        cse192,  # [4, 10]
        cse193,  # [4, 11]
        cse176*cse67 + cse47 - h*(1.0*cse58 + 1.0*cse60 + 1.0*cse62 + 1.0*cse64 + cse66),  # [5, 3]
        cse67*(-a_3*cse65 - 1.0*cse129 - 1.0*cse133 - cse134 + cse189) - h*(1.0*cse112 + 1.0*cse113 + 1.0*cse115 + 1.0*cse116 + cse117),  # [5, 4]
        cse67*(cse100 - 1.0*cse164 - 1.0*cse165 - 1.0*cse166 + cse182 - cse45*cse46) + 104.01625,  # [5, 5]
        cse194,  # [5, 6]
        cse99,  # [5, 7]
        cse170,  # [5, 8]
        cse195,  # [5, 9]
        cse196,  # [5, 10]
        cse14,  # [5, 11]
        cse177,  # [6, 3]
        cse190,  # [6, 4]
        cse194,  # [6, 5]
        cse175,  # [7, 3]
        cse188,  # [7, 4]
        cse99,  # [7, 5]
        -1,  # [8, 0]
        cse95,  # [8, 3]
        cse150,  # [8, 4]
        cse170,  # [8, 5]
        -1,  # [9, 1]
        cse178,  # [9, 3]
        cse191,  # [9, 4]
        cse195,  # [9, 5]
        -1,  # [10, 2]
        cse192,  # [10, 4]
        cse196,  # [10, 5]
        cse193,  # [11, 4]
        cse14,  # [11, 5]
    )
    return out



def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        dv: increment in velocity coordinates (e.g. h v) (6).
        a: accelerations (time derivative of v) (6).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).
        hq: sensitivity of positions to accelerations (beta' h^2).
        hv: sensitivity of velocities to accelerations (gamma' h).

    Returns:
        ndarray of shape (12, 12), 50 nonzero.
    """
    # 620 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    (
        _, _, _, a_3,
        a_4, a_5,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (6,) else _floats(a, 6, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    hq = float(hq)

    hv = float(hv)

    cse0 = math.cos(q_theta_bar)
    cse1 = math.sin(q_theta_bar)
    cse2 = math.sin(q_psi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = math.cos(q_psi_bar)
    cse6 = 0.7071067811865475*cse5
    cse7 = cse1*cse6
    cse8 = cse4 + cse7
    cse9 = 73.55059572859521*cse2
    cse10 = cse1*cse9
    cse11 = 73.55059572859521*cse5
    cse12 = cse1*cse11
    cse13 = cse10 + cse12
    cse14 = cse4 - cse7
    cse15 = 0.022980970388562793*cse5
    cse16 = cse1*cse15
    cse17 = 0.022980970388562793*cse2
    cse18 = cse1*cse17
    cse19 = -cse16 + cse18
    cse20 = cse3 + cse6
    cse21 = cse20*v_thetad_bar
    cse22 = 104.01625*cse21
    cse23 = cse14*v_phid_bar
    cse24 = 104.01625*cse23
    cse25 = cse22 + cse24
    cse26 = 1.0*cse25
    cse27 = 1.0*cse0
    cse28 = cse27*v_phid_bar + 1.0*v_psid_bar
    cse29 = -cse12
    cse30 = cse21 + cse23
    cse31 = 0.0325*cse30
    cse32 = cse0*v_phid_bar
    cse33 = -0.0325*cse32 - 0.0325*v_psid_bar
    cse34 = cse0*cse11
    cse35 = cse0*cse9
    cse36 = cse0*cse26 - cse0*cse31 + cse10*v_psid_bar - cse12*v_psid_bar + cse14*cse33 + cse28*(cse10 + cse29) - cse34*v_thetad_bar - cse35*v_thetad_bar
    cse37 = -cse3
    cse38 = cse37 + cse6
    cse39 = cse38*v_thetad_bar
    cse40 = 104.01625*cse39
    cse41 = cse8*v_phid_bar
    cse42 = 104.01625*cse41
    cse43 = -cse40 - cse42
    cse44 = 1.0*cse43
    cse45 = cse39 + cse41
    cse46 = 104.01625*cse0
    cse47 = -cse10
    cse48 = cse46*v_phid_bar
    cse49 = cse48 + 104.01625*v_psid_bar
    cse50 = cse0*cse15
    cse51 = cse16*v_psid_bar
    cse52 = cse17*v_psid_bar
    cse53 = cse17*v_thetad_bar
    cse54 = cse0*cse44 - cse0*cse53 - cse1*cse52 + cse28*(cse29 + cse47) + cse45*cse46 + cse49*cse8 + cse50*v_thetad_bar - cse51
    cse55 = cse12 + cse47
    cse56 = cse45*cse55
    cse57 = -cse22 - cse24
    cse58 = cse57*cse8
    cse59 = cse16 + cse18
    cse60 = cse30*cse59
    cse61 = 0.0325*cse39 + 0.0325*cse41
    cse62 = cse14*cse61
    cse63 = 104.01625*cse1
    cse64 = cse63*v_thetad_bar
    cse65 = math.cos(q_phi_bar)
    cse66 = 1.414213562373095*cse2
    cse67 = cse65*cse66
    cse68 = -cse67
    cse69 = 1.414213562373095*cse5
    cse70 = cse65*cse69
    cse71 = math.sin(q_phi_bar)
    cse72 = cse66*cse71
    cse73 = cse0*cse72
    cse74 = cse69*cse71
    cse75 = cse0*cse74
    cse76 = -cse75
    cse77 = cse73 + cse76
    cse78 = cse6*cse65
    cse79 = -cse78
    cse80 = cse3*cse65
    cse81 = cse6*cse71
    cse82 = cse0*cse81
    cse83 = cse3*cse71
    cse84 = cse0*cse83
    cse85 = cse82 + cse84
    cse86 = -cse72
    cse87 = -cse74
    cse88 = cse0*cse70
    cse89 = cse0*cse67
    cse90 = -cse89
    cse91 = cse88 + cse90
    cse92 = cse86 + cse87 + cse91
    cse93 = -cse80
    cse94 = -cse82
    cse95 = cse84 + cse94
    cse96 = cse79 + cse93 + cse95
    cse97 = cse92*lam_3 + cse96*lam_0 + lam_1*(cse79 + cse80 + cse85) + lam_2*(cse68 - cse70 + cse77)
    cse98 = cse34*v_phid_bar
    cse99 = cse35*v_phid_bar
    cse100 = cse11*v_psid_bar + cse20*cse33 + cse28*(cse11 + cse9) + cse9*v_psid_bar - cse98 - cse99
    cse101 = -cse11
    cse102 = cse15*v_psid_bar
    cse103 = cse50*v_phid_bar
    cse104 = cse0*cse17
    cse105 = -cse102 + cse103 - cse104*v_phid_bar + cse28*(cse101 + cse9) + cse38*cse49 + cse52
    cse106 = -cse9
    cse107 = cse101 + cse106
    cse108 = cse107*cse45
    cse109 = cse38*cse57
    cse110 = cse15 - cse17
    cse111 = cse110*cse30
    cse112 = cse20*cse61
    cse113 = cse63*v_phid_bar
    cse114 = cse104 - cse50
    cse115 = cse34 + cse35
    cse116 = cse1*v_phid_bar
    cse117 = cse0*cse6
    cse118 = cse0*cse3
    cse119 = cse117 + cse118
    cse120 = cse119*v_phid_bar
    cse121 = 104.01625*cse28
    cse122 = 104.01625*cse45
    cse123 = cse16*v_phid_bar
    cse124 = -cse103*v_psid_bar - cse116*cse122 - cse116*cse44 + cse116*cse53 - cse120*cse121 + cse120*cse49 - cse123*v_thetad_bar - cse32*cse52
    cse125 = cse120*cse57
    cse126 = -cse117
    cse127 = cse118 + cse126
    cse128 = cse127*v_phid_bar
    cse129 = cse128*cse61
    cse130 = cse120*cse31 - cse122*cse128 + cse48*v_thetad_bar
    cse131 = cse116*cse52
    cse132 = cse103*v_thetad_bar
    cse133 = cse102*v_thetad_bar
    cse134 = -cse32*cse53 - cse51*v_phid_bar + cse52*v_thetad_bar
    cse135 = -cse131 + cse132 - cse133 + cse134 + cse28*cse43 + cse45*cse49
    cse136 = cse11*v_thetad_bar
    cse137 = cse9*v_thetad_bar
    cse138 = cse116*cse136 + cse116*cse137 - cse116*cse26 + cse116*cse31 + cse121*cse128 + cse128*cse33 - cse98*v_psid_bar + cse99*v_psid_bar
    cse139 = cse99*v_thetad_bar
    cse140 = cse12*v_phid_bar
    cse141 = cse140*v_psid_bar
    cse142 = cse137*v_psid_bar
    cse143 = cse10*v_phid_bar
    cse144 = cse136*v_psid_bar + cse143*v_psid_bar - cse98*v_thetad_bar
    cse145 = -cse139 - cse141 + cse142 + cse144 + cse25*cse28 + cse30*cse33
    cse146 = cse1*cse69
    cse147 = cse146*cse71
    cse148 = cse1*cse72
    cse149 = -cse147 + cse148
    cse150 = cse1*cse67
    cse151 = cse146*cse65
    cse152 = -cse151
    cse153 = cse1*cse78
    cse154 = cse1*cse80
    cse155 = cse149*lam_3 + lam_0*(-cse153 + cse154) + lam_1*(cse153 + cse154) + lam_2*(cse150 + cse152)
    cse156 = cse136 + cse137 - cse140 + cse143 + cse26 - cse31
    cse157 = cse122 - cse123 - cse15*v_thetad_bar - cse18*v_phid_bar + cse44 + cse53
    cse158 = -cse4 + cse7
    cse159 = cse37 - cse6
    cse160 = cse158*v_phid_bar
    cse161 = cse159*v_thetad_bar
    cse162 = cse160 + cse161
    cse163 = cse162*cse57
    cse164 = cse30*(0.0325*cse160 + 0.0325*cse161)
    cse165 = cse45*cse61
    cse166 = cse131 - cse132 + cse133 + cse134 + cse162*cse49 + cse28*(-104.01625*cse160 - 104.01625*cse161)
    cse167 = cse139 + cse141 - cse142 + cse144 + cse28*(cse40 + cse42) + cse33*cse45
    cse168 = cse70 - cse73
    cse169 = cse168 + cse68 + cse76
    cse170 = cse0*cse78
    cse171 = -cse170 + cse83
    cse172 = cse0*cse80
    cse173 = -cse172 - cse81
    cse174 = cse171 + cse173
    cse175 = cse169*lam_3 + cse174*lam_0 + lam_1*(cse171 + cse172 + cse81) + lam_2*(cse72 + cse87 - cse88 + cse90)
    cse176 = cse170 + cse173 - cse83
    cse177 = cse168 + cse67 + cse75
    cse178 = cse15 + cse17
    cse179 = cse106 + cse11
    cse180 = cse1*cse66
    cse181 = cse8*lam_5 + lam_4*(cse146 - cse180)
    cse182 = cse0*cse66
    cse183 = cse0*cse69
    cse184 = cse1*cse83
    cse185 = cse1*cse81
    cse186 = -cse150
    cse187 = cse184 + cse185
    cse188 = cse127*lam_5 + cse187*lam_0 + lam_1*(-cse184 + cse185) + lam_2*(cse147 + cse148) + lam_3*(cse152 + cse186) + lam_4*(cse182 + cse183)
    cse189 = cse184 - cse185
    cse190 = cse151 + cse186
    cse191 = cse182 - cse183
    cse192 = -cse118 + cse126
    cse193 = cse78 - cse84 + cse93 + cse94
    cse194 = cse74 + cse86 + cse88 + cse89
    cse195 = cse146 + cse180
    out = np.zeros((12, 12))
    out[_genalpha_matrix_INDEX] = (
        78.0,  # [0, 0]
        -1,  # [0, 8]
        78.0,  # [1, 1]
        -1,  # [1, 9]
        78.0,  # [2, 2]
        -1,  # [2, 10]
        104.01625*cse0**2 + cse13*cse8 + cse14*cse19 + cse97*hq - hv*(cse14*cse54 + cse27*(cse56 + cse58 + cse60 + cse62 + cse64) + cse36*cse8),  # [3, 3]
        cse13*cse38 + cse19*cse20 + hq*(a_3*(-208.0325*cse0*cse1 + cse114*cse14 + cse115*cse8 + cse119*cse13 + cse127*cse19) + a_4*(cse114*cse20 + cse115*cse38) - a_5*cse63 + 1.0*cse1*(cse30*cse61 + cse45*cse57 + cse64*v_phid_bar) - cse119*cse145 - cse124*cse14 - cse127*cse135 - cse138*cse8 + cse155 - cse27*(cse125 + cse129 + cse130)) - hv*(cse100*cse8 + cse105*cse14 + cse27*(cse108 + cse109 + cse111 + cse112 + cse113)),  # [3, 4]
        cse46 + hq*(a_3*(cse13*cse158 + cse14*cse59 + cse19*cse8 + cse55*cse8) + a_4*(cse13*cse159 + cse19*cse38 + cse20*cse59 + cse38*cse55) - cse135*cse8 - cse14*cse166 - cse145*cse158 - cse167*cse8 + cse175 - cse27*(cse163 + cse164 + cse165 + cse43*cse45)) - hv*(cse14*cse157 + cse156*cse8),  # [3, 5]
        cse176,  # [3, 6]
        cse174,  # [3, 7]
        cse92,  # [3, 8]
        cse177,  # [3, 9]
        cse14*cse178 + cse155*hq + cse179*cse8 - hv*(cse20*cse54 + cse36*cse38),  # [4, 3]
        cse178*cse20 + cse179*cse38 + hq*(a_3*(cse119*cse179 + cse127*cse178) - cse124*cse20 - cse138*cse38 + cse181 + cse77*lam_2 + cse85*lam_1 + cse91*lam_3 + cse95*lam_0) - hv*(cse100*cse38 + cse105*cse20),  # [4, 4]
        hq*(a_3*(cse107*cse8 + cse110*cse14 + cse158*cse179 + cse178*cse8) + a_4*(cse107*cse38 + cse110*cse20 + cse159*cse179 + cse178*cse38) - cse135*cse38 - cse145*cse159 - cse166*cse20 - cse167*cse38 + cse188) - hv*(cse156*cse38 + cse157*cse20),  # [4, 5]
        cse189,  # [4, 6]
        cse187,  # [4, 7]
        cse149,  # [4, 8]
        cse190,  # [4, 9]
        cse191,  # [4, 10]
        cse192,  # [4, 11]
        cse175*hq + cse46 - hv*(1.0*cse56 + 1.0*cse58 + 1.0*cse60 + 1.0*cse62 + cse64),  # [5, 3]
        hq*(-a_3*cse63 - 1.0*cse125 - 1.0*cse129 - cse130 + cse188) - hv*(1.0*cse108 + 1.0*cse109 + 1.0*cse111 + 1.0*cse112 + cse113),  # [5, 4]
        hq*(-1.0*cse163 - 1.0*cse164 - 1.0*cse165 + cse181 - cse44*cse45 + cse97) + 104.01625,  # [5, 5]
        cse193,  # [5, 6]
        cse96,  # [5, 7]
        cse169,  # [5, 8]
        cse194,  # [5, 9]
        cse195,  # [5, 10]
        cse14,  # [5, 11]
        cse176,  # [6, 3]
        cse189,  # [6, 4]
        cse193,  # [6, 5]
        cse174,  # [7, 3]
        cse187,  # [7, 4]
        cse96,  # [7, 5]
        -1,  # [8, 0]
        cse92,  # [8, 3]
        cse149,  # [8, 4]
        cse169,  # [8, 5]
        -1,  # [9, 1]
        cse177,  # [9, 3]
        cse190,  # [9, 4]
        cse194,  # [9, 5]
        -1,  # [10, 2]
        cse191,  # [10, 4]
        cse195,  # [10, 5]
        cse192,  # [11, 4]
        cse14,  # [11, 5]
    )
    return out



def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Args:
        q: position coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (12, 6), 45 nonzero.
    """
    # 204 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(q_theta_bar)
    cse1 = math.sin(q_phi_bar)
    cse2 = math.cos(q_psi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = cse0*cse4
    cse6 = math.cos(q_phi_bar)
    cse7 = math.sin(q_psi_bar)
    cse8 = 0.7071067811865475*cse7
    cse9 = cse6*cse8
    cse10 = cse1*cse8
    cse11 = cse3*cse6
    cse12 = -cse0*cse10 + cse11
    cse13 = cse12 + cse5 + cse9
    cse14 = cse0*cse11
    cse15 = cse0*cse9 + cse4
    cse16 = cse10 - cse14 + cse15
    cse17 = math.sin(q_theta_bar)
    cse18 = cse17*cse3
    cse19 = cse17*cse8
    cse20 = -cse18 + cse19
    cse21 = cse18 + cse19
    cse22 = cse12 - cse5 - cse9
    cse23 = 1.0*cse0
    cse24 = cse17*cse23
    cse25 = cse1*cse24 + cse13*cse20 + cse21*cse22
    cse26 = 1.414213562373095*cse6
    cse27 = cse26*cse7
    cse28 = cse2*cse26
    cse29 = 1.414213562373095*cse1
    cse30 = cse29*cse7
    cse31 = cse2*cse29
    cse32 = -cse0*cse27 + cse0*cse28 - cse30 - cse31
    cse33 = cse0*cse30 - cse0*cse31 - cse27 - cse28
    cse34 = -cse10 + cse14 + cse15
    cse35 = cse16*cse20 + cse21*cse34 - cse24*cse6
    cse36 = cse25*cse32 - cse33*cse35
    cse37 = 1.414213562373095*cse17
    cse38 = cse2*cse37 - cse37*cse7
    cse39 = 1.0*cse0**2
    cse40 = cse20**2 + cse21**2 + cse39
    cse41 = -cse32*cse40 + cse35*cse38
    cse42 = -cse25*cse38 + cse33*cse40
    cse43 = cse3 - cse8
    cse44 = cse3 + cse8
    cse45 = cse13*cse44 + cse22*cse43
    cse46 = cse16*cse44 + cse34*cse43
    cse47 = cse32*cse45 - cse33*cse46
    cse48 = cse20*cse44 + cse21*cse43
    cse49 = -cse32*cse48 + cse38*cse46
    cse50 = cse33*cse48 - cse38*cse45
    cse51 = 1.0*cse17
    cse52 = cse1*cse51
    cse53 = cse51*cse6
    cse54 = cse32*cse52 + cse33*cse53
    cse55 = -cse23*cse32 - cse38*cse53
    cse56 = cse23*cse33 - cse38*cse52
    cse57 = -cse53
    cse58 = cse13*cse25 + cse16*cse35 + cse20*cse40
    cse59 = cse13*cse45 + cse16*cse46 + cse20*cse48
    cse60 = cse13*cse52 - cse16*cse53 + cse20*cse23
    cse61 = cse21*cse40 + cse22*cse25 + cse34*cse35
    cse62 = cse21*cse48 + cse22*cse45 + cse34*cse46
    cse63 = cse21*cse23 + cse22*cse52 - cse34*cse53
    cse64 = cse23*cse40 + cse25*cse52 - cse35*cse53
    cse65 = cse23*cse48 + cse45*cse52 - cse46*cse53
    cse66 = 1.0*cse17**2
    cse67 = cse1**2*cse66 + cse39 + cse6**2*cse66
    out = np.zeros((12, 6))
    out[_B_INDEX] = (
        cse13,  # [0, 0]
        cse16,  # [0, 1]
        cse20,  # [0, 2]
        cse13*cse41 + cse16*cse42 + cse20*cse36,  # [0, 3]
        cse13*cse49 + cse16*cse50 + cse20*cse47,  # [0, 4]
        cse13*cse55 + cse16*cse56 + cse20*cse54,  # [0, 5]
        cse22,  # [1, 0]
        cse34,  # [1, 1]
        cse21,  # [1, 2]
        cse21*cse36 + cse22*cse41 + cse34*cse42,  # [1, 3]
        cse21*cse47 + cse22*cse49 + cse34*cse50,  # [1, 4]
        cse21*cse54 + cse22*cse55 + cse34*cse56,  # [1, 5]
        cse52,  # [2, 0]
        cse57,  # [2, 1]
        cse23,  # [2, 2]
        cse23*cse36 + cse41*cse52 - cse42*cse53,  # [2, 3]
        cse23*cse47 + cse49*cse52 - cse50*cse53,  # [2, 4]
        cse23*cse54 + cse52*cse55 - cse53*cse56,  # [2, 5]
        cse58,  # [3, 3]
        cse59,  # [3, 4]
        cse60,  # [3, 5]
        cse61,  # [4, 3]
        cse62,  # [4, 4]
        cse63,  # [4, 5]
        cse64,  # [5, 3]
        cse65,  # [5, 4]
        cse67,  # [5, 5]
        cse13,  # [6, 0]
        cse16,  # [6, 1]
        cse20,  # [6, 2]
        cse22,  # [7, 0]
        cse34,  # [7, 1]
        cse21,  # [7, 2]
        cse52,  # [8, 0]
        cse57,  # [8, 1]
        cse23,  # [8, 2]
        cse58,  # [9, 3]
        cse59,  # [9, 4]
        cse60,  # [9, 5]
        cse61,  # [10, 3]
        cse62,  # [10, 4]
        cse63,  # [10, 5]
        cse64,  # [11, 3]
        cse65,  # [11, 4]
        cse67,  # [11, 5]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Args:
        q: position coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (2, 24), 38 nonzero.
    """
    # 58 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(q_theta_bar)
    cse1 = math.cos(q_psi_bar)
    cse2 = math.sin(q_phi_bar)
    cse3 = 1.414213562373095*cse2
    cse4 = cse1*cse3
    cse5 = math.sin(q_psi_bar)
    cse6 = cse3*cse5
    cse7 = math.cos(q_phi_bar)
    cse8 = 1.414213562373095*cse7
    cse9 = cse5*cse8
    cse10 = cse1*cse8
    cse11 = math.sin(q_theta_bar)
    cse12 = 1.414213562373095*cse11
    cse13 = 0.7071067811865475*cse1
    cse14 = cse13*cse2
    cse15 = cse0*cse14
    cse16 = 0.7071067811865475*cse5
    cse17 = cse16*cse7
    cse18 = cse16*cse2
    cse19 = cse13*cse7
    cse20 = -cse0*cse18 + cse19
    cse21 = cse15 + cse17 + cse20
    cse22 = -cse15 - cse17 + cse20
    cse23 = 1.0*cse11
    cse24 = cse2*cse23
    cse25 = cse0*cse19
    cse26 = cse0*cse17 + cse14
    cse27 = cse18 - cse25 + cse26
    cse28 = -cse18 + cse25 + cse26
    cse29 = -cse23*cse7
    cse30 = cse11*cse13
    cse31 = cse11*cse16
    cse32 = -cse30 + cse31
    cse33 = cse30 + cse31
    cse34 = 1.0*cse0
    out = np.zeros((2, 24))
    out[_reaction_frames_INDEX] = (
        -cse0*cse4 + cse0*cse6 - cse10 - cse9 + q_r_bar_x,  # [0, 0]
        cse0*cse10 - cse0*cse9 - cse4 - cse6 + q_r_bar_y,  # [0, 1]
        cse1*cse12 - cse12*cse5 + q_r_bar_z,  # [0, 2]
        cse21,  # [0, 3]
        cse22,  # [0, 4]
        cse24,  # [0, 5]
        cse27,  # [0, 6]
        cse28,  # [0, 7]
        cse29,  # [0, 8]
        cse32,  # [0, 9]
        cse33,  # [0, 10]
        cse34,  # [0, 11]
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
        cse21,  # [1, 3]
        cse22,  # [1, 4]
        cse24,  # [1, 5]
        cse27,  # [1, 6]
        cse28,  # [1, 7]
        cse29,  # [1, 8]
        cse32,  # [1, 9]
        cse33,  # [1, 10]
        cse34,  # [1, 11]
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
        q: position coordinates, one row each (n, 6).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2, 24).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = _columns(q, n, 6, "q")

    cse0 = np.cos(q_theta_bar)
    cse1 = np.cos(q_psi_bar)
    cse2 = np.sin(q_phi_bar)
    cse3 = 1.414213562373095*cse2
    cse4 = cse1*cse3
    cse5 = np.sin(q_psi_bar)
    cse6 = cse3*cse5
    cse7 = np.cos(q_phi_bar)
    cse8 = 1.414213562373095*cse7
    cse9 = cse5*cse8
    cse10 = cse1*cse8
    cse11 = np.sin(q_theta_bar)
    cse12 = 1.414213562373095*cse11
    cse13 = 0.7071067811865475*cse1
    cse14 = cse13*cse2
    cse15 = cse0*cse14
    cse16 = 0.7071067811865475*cse5
    cse17 = cse16*cse7
    cse18 = cse16*cse2
    cse19 = cse13*cse7
    cse20 = -cse0*cse18 + cse19
    cse21 = cse15 + cse17 + cse20
    cse22 = -cse15 - cse17 + cse20
    cse23 = 1.0*cse11
    cse24 = cse2*cse23
    cse25 = cse0*cse19
    cse26 = cse0*cse17 + cse14
    cse27 = cse18 - cse25 + cse26
    cse28 = -cse18 + cse25 + cse26
    cse29 = -cse23*cse7
    cse30 = cse11*cse13
    cse31 = cse11*cse16
    cse32 = -cse30 + cse31
    cse33 = cse30 + cse31
    cse34 = 1.0*cse0
    out = np.zeros((n, 2, 24))
    out[:, 0, 0] = -cse0*cse4 + cse0*cse6 - cse10 - cse9 + q_r_bar_x
    out[:, 0, 1] = cse0*cse10 - cse0*cse9 - cse4 - cse6 + q_r_bar_y
    out[:, 0, 2] = cse1*cse12 - cse12*cse5 + q_r_bar_z
    out[:, 0, 3] = cse21
    out[:, 0, 4] = cse22
    out[:, 0, 5] = cse24
    out[:, 0, 6] = cse27
    out[:, 0, 7] = cse28
    out[:, 0, 8] = cse29
    out[:, 0, 9] = cse32
    out[:, 0, 10] = cse33
    out[:, 0, 11] = cse34
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
    out[:, 1, 3] = cse21
    out[:, 1, 4] = cse22
    out[:, 1, 5] = cse24
    out[:, 1, 6] = cse27
    out[:, 1, 7] = cse28
    out[:, 1, 8] = cse29
    out[:, 1, 9] = cse32
    out[:, 1, 10] = cse33
    out[:, 1, 11] = cse34
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
        q: position coordinates (6).
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
        q: position coordinates, one row each (n, 6).
        v: velocity coordinates, one row each (n, 6).
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
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (2,), 2 nonzero.
    """
    # 49 operations after common subexpression elimination
    (
        _, _, q_r_bar_z, _,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = 0.7071067811865475*math.sin(q_psi_bar)
    cse1 = 0.7071067811865475*math.cos(q_psi_bar)
    cse2 = v_thetad_bar*(cse0 + cse1)
    cse3 = math.sin(q_theta_bar)
    cse4 = cse1*cse3
    cse5 = cse0*cse3
    cse6 = v_phid_bar*(-cse4 + cse5)
    cse7 = v_phid_bar*math.cos(q_theta_bar)
    cse8 = v_thetad_bar*(-cse0 + cse1)
    cse9 = v_phid_bar*(cse4 + cse5)
    return np.array([
        39.0*v_rd_bar_x**2 + 39.0*v_rd_bar_y**2 + 39.0*v_rd_bar_z**2 + (1/2)*(0.0325*cse2 + 0.0325*cse6)*(cse2 + cse6) + (1/2)*(1.0*cse7 + 1.0*v_psid_bar)*(104.01625*cse7 + 104.01625*v_psid_bar) + (1/2)*(cse8 + cse9)*(104.01625*cse8 + 104.01625*cse9),  # [0]
        765.1800000000001*q_r_bar_z,  # [1]
    ])



def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 6).
        v: velocity coordinates, one row each (n, 6).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2).
    """
    n = len(q)
    (
        _, _, q_r_bar_z, _,
        q_theta_bar, q_psi_bar,
    ) = _columns(q, n, 6, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = _columns(v, n, 6, "v")

    cse0 = 0.7071067811865475*np.sin(q_psi_bar)
    cse1 = 0.7071067811865475*np.cos(q_psi_bar)
    cse2 = v_thetad_bar*(cse0 + cse1)
    cse3 = np.sin(q_theta_bar)
    cse4 = cse1*cse3
    cse5 = cse0*cse3
    cse6 = v_phid_bar*(-cse4 + cse5)
    cse7 = v_phid_bar*np.cos(q_theta_bar)
    cse8 = v_thetad_bar*(-cse0 + cse1)
    cse9 = v_phid_bar*(cse4 + cse5)
    out = np.zeros((n, 2))
    out[:, 0] = 39.0*v_rd_bar_x**2 + 39.0*v_rd_bar_y**2 + 39.0*v_rd_bar_z**2 + (1/2)*(0.0325*cse2 + 0.0325*cse6)*(cse2 + cse6) + (1/2)*(1.0*cse7 + 1.0*v_psid_bar)*(104.01625*cse7 + 104.01625*v_psid_bar) + (1/2)*(cse8 + cse9)*(104.01625*cse8 + 104.01625*cse9)
    out[:, 1] = 765.1800000000001*q_r_bar_z
    return out


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Args:
        q: position coordinates (6).
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
        q: position coordinates, one row each (n, 6).
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
        q: position coordinates (6).
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
        q: position coordinates, one row each (n, 6).
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
        q: position coordinates (6).
        v: velocity coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 94 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = 78.0*v_rd_bar_x
    cse1 = 78.0*v_rd_bar_y
    cse2 = 78.0*v_rd_bar_z
    cse3 = math.sin(q_phi_bar)
    cse4 = math.sin(q_theta_bar)
    cse5 = math.cos(q_theta_bar)
    cse6 = 104.01625*cse5*v_phid_bar + 104.01625*v_psid_bar
    cse7 = cse4*cse6
    cse8 = math.sin(q_psi_bar)
    cse9 = 0.7071067811865475*cse8
    cse10 = math.cos(q_psi_bar)
    cse11 = 0.7071067811865475*cse10
    cse12 = cse11*cse4
    cse13 = cse4*cse9
    cse14 = v_phid_bar*(-cse12 + cse13) + v_thetad_bar*(cse11 + cse9)
    cse15 = 0.022980970388562793*cse3
    cse16 = cse15*cse8
    cse17 = cse10*cse15
    cse18 = math.cos(q_phi_bar)
    cse19 = 0.022980970388562793*cse18
    cse20 = cse19*cse8
    cse21 = cse10*cse19
    cse22 = 73.55059572859521*cse8
    cse23 = cse22*cse3
    cse24 = 73.55059572859521*cse10
    cse25 = cse24*cse3
    cse26 = cse18*cse22
    cse27 = cse18*cse24
    cse28 = v_phid_bar*(cse12 + cse13) + v_thetad_bar*(cse11 - cse9)
    cse29 = 0.022980970388562793*cse4
    return np.array([
        cse0,  # [0]
        cse1,  # [1]
        cse2,  # [2]
        -cse1*q_r_bar_z + cse14*(-cse16*cse5 + cse17*cse5 + cse20 + cse21) + cse2*q_r_bar_y + cse28*(-cse23*cse5 - cse25*cse5 - cse26 + cse27) + cse3*cse7,  # [3]
        cse0*q_r_bar_z + cse14*(cse16 + cse17 + cse20*cse5 - cse21*cse5) - cse18*cse7 - cse2*q_r_bar_x + cse28*(-cse23 + cse25 + cse26*cse5 + cse27*cse5),  # [4]
        -cse0*q_r_bar_y + cse1*q_r_bar_x + cse14*(-cse10*cse29 + cse29*cse8) + cse28*(cse22*cse4 + cse24*cse4) + cse5*cse6,  # [5]
    ])



def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 6).
        v: velocity coordinates, one row each (n, 6).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = _columns(q, n, 6, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = _columns(v, n, 6, "v")

    cse0 = 78.0*v_rd_bar_x
    cse1 = 78.0*v_rd_bar_y
    cse2 = 78.0*v_rd_bar_z
    cse3 = np.sin(q_phi_bar)
    cse4 = np.sin(q_theta_bar)
    cse5 = np.cos(q_theta_bar)
    cse6 = 104.01625*cse5*v_phid_bar + 104.01625*v_psid_bar
    cse7 = cse4*cse6
    cse8 = np.sin(q_psi_bar)
    cse9 = 0.7071067811865475*cse8
    cse10 = np.cos(q_psi_bar)
    cse11 = 0.7071067811865475*cse10
    cse12 = cse11*cse4
    cse13 = cse4*cse9
    cse14 = v_phid_bar*(-cse12 + cse13) + v_thetad_bar*(cse11 + cse9)
    cse15 = 0.022980970388562793*cse3
    cse16 = cse15*cse8
    cse17 = cse10*cse15
    cse18 = np.cos(q_phi_bar)
    cse19 = 0.022980970388562793*cse18
    cse20 = cse19*cse8
    cse21 = cse10*cse19
    cse22 = 73.55059572859521*cse8
    cse23 = cse22*cse3
    cse24 = 73.55059572859521*cse10
    cse25 = cse24*cse3
    cse26 = cse18*cse22
    cse27 = cse18*cse24
    cse28 = v_phid_bar*(cse12 + cse13) + v_thetad_bar*(cse11 - cse9)
    cse29 = 0.022980970388562793*cse4
    out = np.zeros((n, 6))
    out[:, 0] = cse0
    out[:, 1] = cse1
    out[:, 2] = cse2
    out[:, 3] = -cse1*q_r_bar_z + cse14*(-cse16*cse5 + cse17*cse5 + cse20 + cse21) + cse2*q_r_bar_y + cse28*(-cse23*cse5 - cse25*cse5 - cse26 + cse27) + cse3*cse7
    out[:, 4] = cse0*q_r_bar_z + cse14*(cse16 + cse17 + cse20*cse5 - cse21*cse5) - cse18*cse7 - cse2*q_r_bar_x + cse28*(-cse23 + cse25 + cse26*cse5 + cse27*cse5)
    out[:, 5] = -cse0*q_r_bar_y + cse1*q_r_bar_x + cse14*(-cse10*cse29 + cse29*cse8) + cse28*(cse22*cse4 + cse24*cse4) + cse5*cse6
    return out


def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (1, 12), 12 nonzero.
    """
    # 36 operations after common subexpression elimination
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(q_theta_bar)
    cse1 = math.cos(q_psi_bar)
    cse2 = math.sin(q_phi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = cse0*cse4
    cse6 = math.sin(q_psi_bar)
    cse7 = math.cos(q_phi_bar)
    cse8 = 0.7071067811865475*cse7
    cse9 = cse6*cse8
    cse10 = cse3*cse6
    cse11 = cse1*cse8
    cse12 = -cse0*cse10 + cse11
    cse13 = math.sin(q_theta_bar)
    cse14 = 1.0*cse13
    cse15 = cse0*cse11
    cse16 = cse0*cse9 + cse4
    cse17 = 0.7071067811865475*cse13
    cse18 = cse1*cse17
    cse19 = cse17*cse6
    return np.array([
        q_r_bar_x,  # [0, 0]
        q_r_bar_y,  # [0, 1]
        q_r_bar_z,  # [0, 2]
        cse12 + cse5 + cse9,  # [0, 3]
        cse12 - cse5 - cse9,  # [0, 4]
        cse14*cse2,  # [0, 5]
        cse10 - cse15 + cse16,  # [0, 6]
        -cse10 + cse15 + cse16,  # [0, 7]
        -cse14*cse7,  # [0, 8]
        -cse18 + cse19,  # [0, 9]
        cse18 + cse19,  # [0, 10]
        1.0*cse0,  # [0, 11]
    ]).reshape(1, 12)



def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 6).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 1, 12).
    """
    n = len(q)
    (
        q_r_bar_x, q_r_bar_y, q_r_bar_z, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = _columns(q, n, 6, "q")

    cse0 = np.cos(q_theta_bar)
    cse1 = np.cos(q_psi_bar)
    cse2 = np.sin(q_phi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = cse0*cse4
    cse6 = np.sin(q_psi_bar)
    cse7 = np.cos(q_phi_bar)
    cse8 = 0.7071067811865475*cse7
    cse9 = cse6*cse8
    cse10 = cse3*cse6
    cse11 = cse1*cse8
    cse12 = -cse0*cse10 + cse11
    cse13 = np.sin(q_theta_bar)
    cse14 = 1.0*cse13
    cse15 = cse0*cse11
    cse16 = cse0*cse9 + cse4
    cse17 = 0.7071067811865475*cse13
    cse18 = cse1*cse17
    cse19 = cse17*cse6
    out = np.zeros((n, 1, 12))
    out[:, 0, 0] = q_r_bar_x
    out[:, 0, 1] = q_r_bar_y
    out[:, 0, 2] = q_r_bar_z
    out[:, 0, 3] = cse12 + cse5 + cse9
    out[:, 0, 4] = cse12 - cse5 - cse9
    out[:, 0, 5] = cse14*cse2
    out[:, 0, 6] = cse10 - cse15 + cse16
    out[:, 0, 7] = -cse10 + cse15 + cse16
    out[:, 0, 8] = -cse14*cse7
    out[:, 0, 9] = -cse18 + cse19
    out[:, 0, 10] = cse18 + cse19
    out[:, 0, 11] = 1.0*cse0
    return out


def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (1, 6), 6 nonzero.
    """
    # 59 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = 0.7071067811865475*math.sin(q_psi_bar)
    cse1 = 0.7071067811865475*math.cos(q_psi_bar)
    cse2 = math.sin(q_theta_bar)
    cse3 = cse1*cse2
    cse4 = cse0*cse2
    cse5 = -cse3 + cse4
    cse6 = cse5*v_phid_bar + v_thetad_bar*(cse0 + cse1)
    cse7 = math.cos(q_theta_bar)
    cse8 = math.sin(q_phi_bar)
    cse9 = cse1*cse8
    cse10 = cse7*cse9
    cse11 = math.cos(q_phi_bar)
    cse12 = cse0*cse11
    cse13 = cse0*cse8
    cse14 = cse1*cse11
    cse15 = -cse13*cse7 + cse14
    cse16 = 1.0*cse7
    cse17 = cse16*v_phid_bar + 1.0*v_psid_bar
    cse18 = 1.0*cse17*cse2
    cse19 = cse3 + cse4
    cse20 = cse19*v_phid_bar + v_thetad_bar*(-cse0 + cse1)
    cse21 = cse14*cse7
    cse22 = cse12*cse7 + cse9
    return np.array([
        v_rd_bar_x,  # [0, 0]
        v_rd_bar_y,  # [0, 1]
        v_rd_bar_z,  # [0, 2]
        cse18*cse8 + cse20*(-cse10 - cse12 + cse15) + cse6*(cse10 + cse12 + cse15),  # [0, 3]
        -cse11*cse18 + cse20*(-cse13 + cse21 + cse22) + cse6*(cse13 - cse21 + cse22),  # [0, 4]
        cse16*cse17 + cse19*cse20 + cse5*cse6,  # [0, 5]
    ]).reshape(1, 6)



def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 6).
        v: velocity coordinates, one row each (n, 6).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 1, 6).
    """
    n = len(q)
    (
        _, _, _, q_phi_bar,
        q_theta_bar, q_psi_bar,
    ) = _columns(q, n, 6, "q")

    (
        v_rd_bar_x, v_rd_bar_y, v_rd_bar_z, v_phid_bar,
        v_thetad_bar, v_psid_bar,
    ) = _columns(v, n, 6, "v")

    cse0 = 0.7071067811865475*np.sin(q_psi_bar)
    cse1 = 0.7071067811865475*np.cos(q_psi_bar)
    cse2 = np.sin(q_theta_bar)
    cse3 = cse1*cse2
    cse4 = cse0*cse2
    cse5 = -cse3 + cse4
    cse6 = cse5*v_phid_bar + v_thetad_bar*(cse0 + cse1)
    cse7 = np.cos(q_theta_bar)
    cse8 = np.sin(q_phi_bar)
    cse9 = cse1*cse8
    cse10 = cse7*cse9
    cse11 = np.cos(q_phi_bar)
    cse12 = cse0*cse11
    cse13 = cse0*cse8
    cse14 = cse1*cse11
    cse15 = -cse13*cse7 + cse14
    cse16 = 1.0*cse7
    cse17 = cse16*v_phid_bar + 1.0*v_psid_bar
    cse18 = 1.0*cse17*cse2
    cse19 = cse3 + cse4
    cse20 = cse19*v_phid_bar + v_thetad_bar*(-cse0 + cse1)
    cse21 = cse14*cse7
    cse22 = cse12*cse7 + cse9
    out = np.zeros((n, 1, 6))
    out[:, 0, 0] = v_rd_bar_x
    out[:, 0, 1] = v_rd_bar_y
    out[:, 0, 2] = v_rd_bar_z
    out[:, 0, 3] = cse18*cse8 + cse20*(-cse10 - cse12 + cse15) + cse6*(cse10 + cse12 + cse15)
    out[:, 0, 4] = -cse11*cse18 + cse20*(-cse13 + cse21 + cse22) + cse6*(cse13 - cse21 + cse22)
    out[:, 0, 5] = cse16*cse17 + cse19*cse20 + cse5*cse6
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
        ndarray of shape (1, 9), 5 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((1, 9))
    out[_chart_INDEX] = (
        0.7071067811865475,  # [0, 0]
        0.7071067811865475,  # [0, 1]
        -0.7071067811865475,  # [0, 3]
        0.7071067811865475,  # [0, 4]
        1.0,  # [0, 8]
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
