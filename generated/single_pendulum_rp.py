# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: single_pendulum
# formulation: rp
# scheme: any
# input hash: 86be5ba8cd4b0ba9
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
INPUT_HASH = '86be5ba8cd4b0ba9'
N_Q = 7
N_V = 7
N_C = 7
BODIES = ['bar']
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
METADATA = {'mechanism': 'single_pendulum',
 'formulation': 'rp',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['bar'],
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
                      'bodies': ['bar', 'ground']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['bar', 'ground']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['bar', 'ground']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['bar', 'ground']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['bar', 'ground']},
                     {'owner': 'driver',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['bar', 'ground']},
                     {'owner': 'bar',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['bar', 'ground']}],
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
 'notices': ["body 'bar': orientation orthonormalized (max |A^T A - I| was 3.36e-09, entries "
             'moved by up to 1.19e-09)'],
 'input_hash': '86be5ba8cd4b0ba9'}
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
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
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
        q: position coordinates (7).
        dv: increment in velocity coordinates (e.g. h v) (7).

    Returns:
        ndarray of shape (7,), 7 nonzero.
    """
    # 7 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (7,) else _floats(dv, 7, "dv")

    return np.array([
        dv_0 + r_bar_x,  # [0]
        dv_1 + r_bar_y,  # [1]
        dv_2 + r_bar_z,  # [2]
        dv_3 + e_bar_0,  # [3]
        dv_4 + e_bar_1,  # [4]
        dv_5 + e_bar_2,  # [5]
        dv_6 + e_bar_3,  # [6]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

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



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7,), 7 nonzero.
    """
    # 49 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    t = float(t)

    cse0 = e_bar_0**2
    cse1 = e_bar_1**2
    cse2 = e_bar_0*e_bar_3
    return np.array([
        2*cse0 + 2*cse1 - 1,  # [0]
        -2*cse2 + 2*e_bar_1*e_bar_2,  # [1]
        4*cse0 + 4*cse1 - r_bar_x - 2,  # [2]
        4*cse2 + 4*e_bar_1*e_bar_2 - r_bar_y,  # [3]
        -4*e_bar_0*e_bar_2 + 4*e_bar_1*e_bar_3 - r_bar_z,  # [4]
        -2*e_bar_0*e_bar_1 - 2*e_bar_2*e_bar_3 + math.sin((1/4)*math.pi*math.cos(2*t)),  # [5]
        (1/2)*cse0 + (1/2)*cse1 + (1/2)*e_bar_2**2 + (1/2)*e_bar_3**2 - 1/2,  # [6]
    ])



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
        _, _, _, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    cse0 = 4*e_bar_0
    cse1 = 4*e_bar_1
    cse2 = -2*e_bar_3
    cse3 = 2*e_bar_2
    cse4 = 2*e_bar_1
    cse5 = -2*e_bar_0
    cse6 = 4*e_bar_3
    cse7 = 4*e_bar_2
    out = np.zeros((7, 7))
    out[_Phi_q_INDEX] = (
        cse0,  # [0, 3]
        cse1,  # [0, 4]
        cse2,  # [1, 3]
        cse3,  # [1, 4]
        cse4,  # [1, 5]
        cse5,  # [1, 6]
        -1,  # [2, 0]
        8*e_bar_0,  # [2, 3]
        8*e_bar_1,  # [2, 4]
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
        e_bar_0,  # [6, 3]
        e_bar_1,  # [6, 4]
        e_bar_2,  # [6, 5]
        e_bar_3,  # [6, 6]
    )
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
    # 50 operations after common subexpression elimination
    (
        _, _, _, ed_bar_0,
        ed_bar_1, ed_bar_2, ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    t = float(t)

    cse0 = ed_bar_0**2
    cse1 = ed_bar_1**2
    cse2 = ed_bar_0*ed_bar_3
    cse3 = ed_bar_1*ed_bar_2
    cse4 = 2*t
    cse5 = math.pi*math.cos(cse4)
    cse6 = (1/4)*cse5
    return np.array([
        -4*cse0 - 4*cse1,  # [0]
        4*cse2 - 4*cse3,  # [1]
        -8*cse0 - 8*cse1,  # [2]
        -8*cse2 - 8*cse3,  # [3]
        8*ed_bar_0*ed_bar_2 - 8*ed_bar_1*ed_bar_3,  # [4]
        cse5*math.cos(cse6) + 4*ed_bar_0*ed_bar_1 + 4*ed_bar_2*ed_bar_3 + (1/4)*math.pi**2*math.sin(cse4)**2*math.sin(cse6),  # [5]
        -cse0 - cse1 - ed_bar_2**2 - ed_bar_3**2,  # [6]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (7).
        p: parameters (0).

    Returns:
        ndarray of shape (7, 7), 19 nonzero.
    """
    # 43 operations after common subexpression elimination
    (
        _, _, _, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    cse0 = e_bar_1**2
    cse1 = e_bar_2**2
    cse2 = e_bar_3**2
    cse3 = 416.065*cse1 + 416.065*cse2
    cse4 = -0.13*e_bar_0*e_bar_1
    cse5 = 416.065*e_bar_0
    cse6 = -cse5*e_bar_2 + 415.935*e_bar_1*e_bar_3
    cse7 = -cse5*e_bar_3 - 415.935*e_bar_1*e_bar_2
    cse8 = e_bar_0**2
    cse9 = 415.935*e_bar_0
    cse10 = 416.065*e_bar_1
    cse11 = -cse10*e_bar_2 - cse9*e_bar_3
    cse12 = -cse10*e_bar_3 + cse9*e_bar_2
    cse13 = 416.065*cse0 + 416.065*cse8
    cse14 = -0.13*e_bar_2*e_bar_3
    out = np.zeros((7, 7))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        0.13*cse0 + cse3,  # [3, 3]
        cse4,  # [3, 4]
        cse6,  # [3, 5]
        cse7,  # [3, 6]
        cse4,  # [4, 3]
        cse3 + 0.13*cse8,  # [4, 4]
        cse11,  # [4, 5]
        cse12,  # [4, 6]
        cse6,  # [5, 3]
        cse11,  # [5, 4]
        cse13 + 0.13*cse2,  # [5, 5]
        cse14,  # [5, 6]
        cse7,  # [6, 3]
        cse12,  # [6, 4]
        cse14,  # [6, 5]
        0.13*cse1 + cse13,  # [6, 6]
    )
    return out



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (7,), 5 nonzero.
    """
    # 108 operations after common subexpression elimination
    (
        _, _, _, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, ed_bar_0,
        ed_bar_1, ed_bar_2, ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = 208.0325*e_bar_0
    cse1 = 208.0325*e_bar_1
    cse2 = 2*ed_bar_3
    cse3 = 2*ed_bar_2
    cse4 = 2*ed_bar_1
    cse5 = 2*ed_bar_0
    cse6 = cse2*e_bar_0 - cse3*e_bar_1 + cse4*e_bar_2 - cse5*e_bar_3
    cse7 = 208.0325*e_bar_2
    cse8 = 208.0325*e_bar_3
    cse9 = cse2*e_bar_1 + cse3*e_bar_0 - cse4*e_bar_3 - cse5*e_bar_2
    cse10 = 2*cse6*(-cse0*ed_bar_2 - cse1*ed_bar_3 + 208.0325*e_bar_2*ed_bar_0 + 208.0325*e_bar_3*ed_bar_1) + 2*cse9*(cse0*ed_bar_3 - cse1*ed_bar_2 + cse7*ed_bar_1 - cse8*ed_bar_0)
    cse11 = 0.065*ed_bar_3
    cse12 = 0.065*ed_bar_1
    cse13 = -cse2*e_bar_2 + cse3*e_bar_3 + cse4*e_bar_0 - cse5*e_bar_1
    cse14 = cse0*ed_bar_1 - cse1*ed_bar_0 - cse7*ed_bar_3 + cse8*ed_bar_2
    cse15 = 2*cse13*(-cse11*e_bar_0 - cse12*e_bar_2 + 0.065*e_bar_1*ed_bar_2 + 0.065*e_bar_3*ed_bar_0) + 2*cse14*cse6
    cse16 = 2*cse13*(cse11*e_bar_1 - cse12*e_bar_3 + 0.065*e_bar_0*ed_bar_2 - 0.065*e_bar_2*ed_bar_0) - 2*cse14*cse9
    out = np.zeros(7)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        -cse10*e_bar_1 - cse15*e_bar_2 - cse16*e_bar_3,  # [3]
        cse10*e_bar_0 - cse15*e_bar_3 + cse16*e_bar_2,  # [4]
        cse10*e_bar_3 + cse15*e_bar_0 - cse16*e_bar_1,  # [5]
        -cse10*e_bar_2 + cse15*e_bar_1 + cse16*e_bar_0,  # [6]
    )
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
    # 274 operations after common subexpression elimination
    (
        _, _, _, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, ed_bar_0,
        ed_bar_1, ed_bar_2, ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = 208.0325*e_bar_0
    cse1 = 208.0325*e_bar_1
    cse2 = 208.0325*e_bar_2
    cse3 = 208.0325*e_bar_3
    cse4 = cse0*ed_bar_3 - cse1*ed_bar_2 + cse2*ed_bar_1 - cse3*ed_bar_0
    cse5 = 2*ed_bar_2
    cse6 = -cse0*ed_bar_2 - cse1*ed_bar_3 + 208.0325*e_bar_2*ed_bar_0 + 208.0325*e_bar_3*ed_bar_1
    cse7 = 2*ed_bar_3
    cse8 = 2*ed_bar_1
    cse9 = 2*ed_bar_0
    cse10 = -cse5*e_bar_1 + cse7*e_bar_0 + cse8*e_bar_2 - cse9*e_bar_3
    cse11 = 208.0325*cse10
    cse12 = cse11*ed_bar_2
    cse13 = cse5*e_bar_0 + cse7*e_bar_1 - cse8*e_bar_3 - cse9*e_bar_2
    cse14 = 208.0325*cse13
    cse15 = -cse12 + cse14*ed_bar_3 + cse4*cse5 + cse6*cse7
    cse16 = 2*e_bar_1
    cse17 = 0.065*ed_bar_3
    cse18 = 0.065*ed_bar_1
    cse19 = -cse17*e_bar_0 - cse18*e_bar_2 + 0.065*e_bar_1*ed_bar_2 + 0.065*e_bar_3*ed_bar_0
    cse20 = cse0*ed_bar_1 - cse1*ed_bar_0 - cse2*ed_bar_3 + cse3*ed_bar_2
    cse21 = cse5*e_bar_3 - cse7*e_bar_2 + cse8*e_bar_0 - cse9*e_bar_1
    cse22 = cse17*cse21
    cse23 = cse11*ed_bar_1 + cse19*cse8 + cse20*cse7 - cse22
    cse24 = 2*e_bar_2
    cse25 = 0.065*ed_bar_2
    cse26 = 0.065*ed_bar_0
    cse27 = cse17*e_bar_1 - cse18*e_bar_3 + cse25*e_bar_0 - cse26*e_bar_2
    cse28 = -cse20
    cse29 = cse14*ed_bar_1
    cse30 = cse21*cse25 + cse27*cse8 + cse28*cse5 - cse29
    cse31 = 2*e_bar_3
    cse32 = cse14*ed_bar_2
    cse33 = cse11*ed_bar_3
    cse34 = -cse32 - cse33 + 2*cse4*ed_bar_3 - cse5*cse6
    cse35 = cse11*ed_bar_0
    cse36 = -cse19*cse9 - cse20*cse5 + 0.065*cse21*ed_bar_2 - cse35
    cse37 = cse14*ed_bar_0
    cse38 = cse22 - cse27*cse9 + cse28*cse7 + cse37
    cse39 = 2*cse10
    cse40 = 2*cse13
    cse41 = cse39*cse6 + cse4*cse40
    cse42 = cse29 + cse35 - cse4*cse9 + cse6*cse8
    cse43 = cse18*cse21
    cse44 = -cse19*cse7 + 2*cse20*ed_bar_1 - cse33 - cse43
    cse45 = cse21*cse26
    cse46 = 208.0325*cse13*ed_bar_3 - cse27*cse7 - cse28*cse9 - cse45
    cse47 = 2*cse21
    cse48 = cse19*cse47 + cse20*cse39
    cse49 = 208.0325*cse10*ed_bar_1 - cse37 - cse4*cse8 - cse6*cse9
    cse50 = cse12 + cse19*cse5 - cse20*cse9 + cse45
    cse51 = 2*cse27*ed_bar_2 - cse28*cse8 - cse32 - cse43
    cse52 = cse27*cse47 + cse28*cse40
    cse53 = 2*e_bar_0
    out = np.zeros((7, 7))
    out[_Q_q_INDEX] = (
        -cse15*cse16 - cse23*cse24 - cse30*cse31,  # [3, 3]
        -cse16*cse34 - cse24*cse36 - cse31*cse38 - cse41,  # [3, 4]
        -cse16*cse42 - cse24*cse44 - cse31*cse46 - cse48,  # [3, 5]
        -cse16*cse49 - cse24*cse50 - cse31*cse51 - cse52,  # [3, 6]
        cse15*cse53 - cse23*cse31 + cse24*cse30 + cse41,  # [4, 3]
        cse24*cse38 - cse31*cse36 + cse34*cse53,  # [4, 4]
        cse24*cse46 - cse31*cse44 + cse42*cse53 + cse52,  # [4, 5]
        -cse31*cse50 - cse48 + 2*cse49*e_bar_0 + 2*cse51*e_bar_2,  # [4, 6]
        cse15*cse31 - cse16*cse30 + cse23*cse53 + cse48,  # [5, 3]
        -cse16*cse38 + 2*cse34*e_bar_3 + 2*cse36*e_bar_0 - cse52,  # [5, 4]
        -cse16*cse46 + cse31*cse42 + cse44*cse53,  # [5, 5]
        -cse16*cse51 + cse31*cse49 + cse41 + cse50*cse53,  # [5, 6]
        -cse15*cse24 + cse16*cse23 + cse30*cse53 + cse52,  # [6, 3]
        cse16*cse36 - cse24*cse34 + cse38*cse53 + cse48,  # [6, 4]
        -cse24*cse42 - cse41 + 2*cse44*e_bar_1 + 2*cse46*e_bar_0,  # [6, 5]
        cse16*cse50 - cse24*cse49 + cse51*cse53,  # [6, 6]
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
    # 235 operations after common subexpression elimination
    (
        _, _, _, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, ed_bar_0,
        ed_bar_1, ed_bar_2, ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = 208.0325*e_bar_0
    cse1 = 208.0325*e_bar_1
    cse2 = 208.0325*e_bar_2
    cse3 = 208.0325*e_bar_3
    cse4 = cse0*ed_bar_3 - cse1*ed_bar_2 + cse2*ed_bar_1 - cse3*ed_bar_0
    cse5 = 2*e_bar_2
    cse6 = -cse0*ed_bar_2 - cse1*ed_bar_3 + 208.0325*e_bar_2*ed_bar_0 + 208.0325*e_bar_3*ed_bar_1
    cse7 = 2*e_bar_3
    cse8 = 2*ed_bar_3
    cse9 = 2*ed_bar_2
    cse10 = cse5*ed_bar_1 - cse7*ed_bar_0 + cse8*e_bar_0 - cse9*e_bar_1
    cse11 = cse10*cse2
    cse12 = -cse5*ed_bar_0 - cse7*ed_bar_1 + cse8*e_bar_1 + cse9*e_bar_0
    cse13 = cse12*cse3
    cse14 = cse11 - cse13 - cse4*cse5 - cse6*cse7
    cse15 = 2*e_bar_1
    cse16 = 0.065*ed_bar_3
    cse17 = 0.065*e_bar_2
    cse18 = -cse16*e_bar_0 - cse17*ed_bar_1 + 0.065*e_bar_1*ed_bar_2 + 0.065*e_bar_3*ed_bar_0
    cse19 = cse0*ed_bar_1 - cse1*ed_bar_0 - cse2*ed_bar_3 + cse3*ed_bar_2
    cse20 = cse1*cse10
    cse21 = 2*e_bar_0
    cse22 = -cse15*ed_bar_0 + cse21*ed_bar_1 - cse5*ed_bar_3 + cse7*ed_bar_2
    cse23 = 0.065*e_bar_3
    cse24 = cse22*cse23
    cse25 = -cse15*cse18 - cse19*cse7 - cse20 + cse24
    cse26 = cse16*e_bar_1 - cse17*ed_bar_0 - cse23*ed_bar_1 + 0.065*e_bar_0*ed_bar_2
    cse27 = -cse19
    cse28 = cse1*cse12
    cse29 = cse17*cse22
    cse30 = -cse15*cse26 - cse27*cse5 + cse28 - cse29
    cse31 = cse12*cse2
    cse32 = cse10*cse3
    cse33 = cse31 + cse32 - cse4*cse7 + cse5*cse6
    cse34 = cse0*cse10
    cse35 = cse18*cse21 + cse19*cse5 - cse29 + cse34
    cse36 = cse0*cse12
    cse37 = -cse24 + 2*cse26*e_bar_0 - cse27*cse7 - cse36
    cse38 = -cse15*cse6 - cse28 - cse34 + 2*cse4*e_bar_0
    cse39 = 0.065*cse22
    cse40 = cse39*e_bar_1
    cse41 = -cse15*cse19 + cse18*cse7 + cse32 + cse40
    cse42 = cse39*e_bar_0
    cse43 = -cse13 + cse21*cse27 + cse26*cse7 + cse42
    cse44 = cse15*cse4 - cse20 + cse21*cse6 + cse36
    cse45 = -cse11 - cse18*cse5 + 2*cse19*e_bar_0 - cse42
    cse46 = cse15*cse27 - cse26*cse5 + cse31 + cse40
    out = np.zeros((7, 7))
    out[_Q_v_INDEX] = (
        -cse14*cse15 - cse25*cse5 - cse30*cse7,  # [3, 3]
        -cse15*cse33 - cse35*cse5 - cse37*cse7,  # [3, 4]
        -cse15*cse38 - cse41*cse5 - cse43*cse7,  # [3, 5]
        -cse15*cse44 - cse45*cse5 - cse46*cse7,  # [3, 6]
        cse14*cse21 - cse25*cse7 + cse30*cse5,  # [4, 3]
        cse21*cse33 - cse35*cse7 + cse37*cse5,  # [4, 4]
        cse21*cse38 - cse41*cse7 + cse43*cse5,  # [4, 5]
        cse21*cse44 - cse45*cse7 + cse46*cse5,  # [4, 6]
        cse14*cse7 - cse15*cse30 + cse21*cse25,  # [5, 3]
        -cse15*cse37 + cse21*cse35 + cse33*cse7,  # [5, 4]
        -cse15*cse43 + cse21*cse41 + cse38*cse7,  # [5, 5]
        -cse15*cse46 + cse21*cse45 + cse44*cse7,  # [5, 6]
        -cse14*cse5 + cse15*cse25 + cse21*cse30,  # [6, 3]
        cse15*cse35 + cse21*cse37 - cse33*cse5,  # [6, 4]
        cse15*cse41 + cse21*cse43 - cse38*cse5,  # [6, 5]
        cse15*cse45 + cse21*cse46 - cse44*cse5,  # [6, 6]
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
    # 106 operations after common subexpression elimination
    (
        _, _, _, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, acc_3,
        acc_4, acc_5, acc_6,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (7,) else _floats(a, 7, "a")

    cse0 = 0.13*acc_4
    cse1 = 416.065*acc_5
    cse2 = 416.065*acc_6
    cse3 = cse1*e_bar_2 + cse2*e_bar_3
    cse4 = acc_3*e_bar_1
    cse5 = 415.935*acc_5
    cse6 = 415.935*acc_6
    cse7 = cse5*e_bar_3 - cse6*e_bar_2
    cse8 = acc_3*e_bar_0
    cse9 = 416.065*e_bar_2
    cse10 = 415.935*e_bar_3
    cse11 = 0.13*acc_6
    cse12 = 416.065*acc_4
    cse13 = cse12*e_bar_1 + 416.065*cse8
    cse14 = acc_5*e_bar_3
    cse15 = -415.935*acc_4*e_bar_0 + 415.935*cse4
    cse16 = 415.935*e_bar_2
    out = np.zeros((7, 7))
    out[_Ma_q_INDEX] = (
        -cse0*e_bar_1 - cse3,  # [3, 3]
        -cse0*e_bar_0 + 0.26*cse4 + cse7,  # [3, 4]
        832.13*acc_3*e_bar_2 - cse1*e_bar_0 - cse6*e_bar_1,  # [3, 5]
        832.13*acc_3*e_bar_3 - cse2*e_bar_0 + cse5*e_bar_1,  # [3, 6]
        0.26*acc_4*e_bar_0 - 0.13*cse4 - cse7,  # [4, 3]
        -cse3 - 0.13*cse8,  # [4, 4]
        832.13*acc_4*e_bar_2 - cse1*e_bar_1 + cse6*e_bar_0,  # [4, 5]
        832.13*acc_4*e_bar_3 - cse2*e_bar_1 - cse5*e_bar_0,  # [4, 6]
        -acc_3*cse9 - acc_4*cse10 + 832.13*acc_5*e_bar_0,  # [5, 3]
        acc_3*cse10 - acc_4*cse9 + 832.13*acc_5*e_bar_1,  # [5, 4]
        -cse11*e_bar_3 - cse13,  # [5, 5]
        -cse11*e_bar_2 + 0.26*cse14 + cse15,  # [5, 6]
        -416.065*acc_3*e_bar_3 + acc_4*cse16 + 832.13*acc_6*e_bar_0,  # [6, 3]
        -acc_3*cse16 + 832.13*acc_6*e_bar_1 - cse12*e_bar_3,  # [6, 4]
        0.26*acc_6*e_bar_2 - 0.13*cse14 - cse15,  # [6, 5]
        -0.13*acc_5*e_bar_2 - cse13,  # [6, 6]
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
    # 13 operations after common subexpression elimination
    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (7,) else _floats(lam, 7, "lam")

    cse0 = 4*lam_0 + 8*lam_2 + lam_6
    cse1 = -2*lam_5
    cse2 = 4*lam_4
    cse3 = -cse2
    cse4 = 2*lam_1
    cse5 = -cse4 + 4*lam_3
    cse6 = cse4 + 4*lam_3
    out = np.zeros((7, 7))
    out[_Phi_qT_lam_q_INDEX] = (
        cse0,  # [3, 3]
        cse1,  # [3, 4]
        cse3,  # [3, 5]
        cse5,  # [3, 6]
        cse1,  # [4, 3]
        cse0,  # [4, 4]
        cse6,  # [4, 5]
        cse2,  # [4, 6]
        cse3,  # [5, 3]
        cse6,  # [5, 4]
        lam_6,  # [5, 5]
        cse1,  # [5, 6]
        cse5,  # [6, 3]
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
    # 284 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, ed_bar_0,
        ed_bar_1, ed_bar_2, ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, acc_5, acc_6,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (7,) else _floats(a, 7, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (7,) else _floats(lam, 7, "lam")

    t = float(t)

    h = float(h)

    cse0 = 4*lam_0
    cse1 = 8*lam_2
    cse2 = 2*e_bar_1
    cse3 = 4*e_bar_2
    cse4 = 2*e_bar_3
    cse5 = 4*e_bar_3
    cse6 = 0.13*e_bar_0*e_bar_1
    cse7 = 416.065*e_bar_0
    cse8 = -cse7*e_bar_2 + 415.935*e_bar_1*e_bar_3
    cse9 = -cse7*e_bar_3 - 415.935*e_bar_1*e_bar_2
    cse10 = e_bar_1**2
    cse11 = e_bar_2**2
    cse12 = e_bar_3**2
    cse13 = 416.065*cse11 + 416.065*cse12
    cse14 = 208.0325*e_bar_0
    cse15 = 208.0325*e_bar_1
    cse16 = 2*e_bar_0
    cse17 = 2*e_bar_2
    cse18 = cse16*ed_bar_3 + cse17*ed_bar_1 - cse2*ed_bar_2 - cse4*ed_bar_0
    cse19 = 208.0325*e_bar_2
    cse20 = 208.0325*e_bar_3
    cse21 = cse16*ed_bar_2 - cse17*ed_bar_0 + cse2*ed_bar_3 - cse4*ed_bar_1
    cse22 = cse18*(-cse14*ed_bar_2 - cse15*ed_bar_3 + 208.0325*e_bar_2*ed_bar_0 + 208.0325*e_bar_3*ed_bar_1) + cse21*(cse14*ed_bar_3 - cse15*ed_bar_2 + cse19*ed_bar_1 - cse20*ed_bar_0)
    cse23 = 0.065*ed_bar_3
    cse24 = 0.065*ed_bar_1
    cse25 = cse16*ed_bar_1 - cse17*ed_bar_3 - cse2*ed_bar_0 + cse4*ed_bar_2
    cse26 = cse14*ed_bar_1 - cse15*ed_bar_0 - cse19*ed_bar_3 + cse20*ed_bar_2
    cse27 = cse18*cse26 + cse25*(-cse23*e_bar_0 - cse24*e_bar_2 + 0.065*e_bar_1*ed_bar_2 + 0.065*e_bar_3*ed_bar_0)
    cse28 = -cse21*cse26 + cse25*(cse23*e_bar_1 - cse24*e_bar_3 + 0.065*e_bar_0*ed_bar_2 - 0.065*e_bar_2*ed_bar_0)
    cse29 = 415.935*e_bar_0
    cse30 = 416.065*e_bar_1
    cse31 = -cse29*e_bar_3 - cse30*e_bar_2
    cse32 = cse29*e_bar_2 - cse30*e_bar_3
    cse33 = e_bar_0**2
    cse34 = 4*e_bar_0
    cse35 = 4*e_bar_1
    cse36 = 0.13*e_bar_2*e_bar_3
    cse37 = 416.065*cse10 + 416.065*cse33
    cse38 = h**(-2)
    return np.array([
        78.0*acc_0 - lam_2,  # [0]
        78.0*acc_1 - lam_3,  # [1]
        78.0*acc_2 - lam_4 + 765.1800000000001,  # [2]
        acc_3*(0.13*cse10 + cse13) - acc_4*cse6 + acc_5*cse8 + acc_6*cse9 + cse0*e_bar_0 + cse1*e_bar_0 + cse17*cse27 + cse2*cse22 - cse2*lam_5 + cse28*cse4 - cse3*lam_4 - cse4*lam_1 + cse5*lam_3 + e_bar_0*lam_6,  # [3]
        -acc_3*cse6 + acc_4*(cse13 + 0.13*cse33) + acc_5*cse31 + acc_6*cse32 + cse0*e_bar_1 + cse1*e_bar_1 - cse16*cse22 - cse16*lam_5 - cse17*cse28 + cse17*lam_1 + cse27*cse4 + cse3*lam_3 + cse5*lam_4 + e_bar_1*lam_6,  # [4]
        acc_3*cse8 + acc_4*cse31 + acc_5*(0.13*cse12 + cse37) - acc_6*cse36 - cse16*cse27 + cse2*cse28 + cse2*lam_1 - cse22*cse4 - cse34*lam_4 + cse35*lam_3 - cse4*lam_5 + e_bar_2*lam_6,  # [5]
        acc_3*cse9 + acc_4*cse32 - acc_5*cse36 + acc_6*(0.13*cse11 + cse37) - cse16*cse28 - cse16*lam_1 + cse17*cse22 - cse17*lam_5 - cse2*cse27 + cse34*lam_3 + cse35*lam_4 + e_bar_3*lam_6,  # [6]
        cse38*(2*cse10 + 2*cse33 - 1),  # [7]
        cse38*(-cse4*e_bar_0 + 2*e_bar_1*e_bar_2),  # [8]
        cse38*(4*cse10 + 4*cse33 - r_bar_x - 2),  # [9]
        cse38*(cse3*e_bar_1 + cse5*e_bar_0 - r_bar_y),  # [10]
        cse38*(-cse3*e_bar_0 + 4*e_bar_1*e_bar_3 - r_bar_z),  # [11]
        cse38*(-cse2*e_bar_0 - cse4*e_bar_2 + math.sin((1/4)*math.pi*math.cos(2*t))),  # [12]
        cse38*((1/2)*cse10 + (1/2)*cse11 + (1/2)*cse12 + (1/2)*cse33 - 1/2),  # [13]
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
    # 702 operations after common subexpression elimination
    (
        _, _, _, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        _, _, _, ed_bar_0,
        ed_bar_1, ed_bar_2, ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    (
        _, _, _, acc_3,
        acc_4, acc_5, acc_6,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (7,) else _floats(a, 7, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (7,) else _floats(lam, 7, "lam")

    h = float(h)

    cse0 = e_bar_1**2
    cse1 = h**2
    cse2 = 0.13*acc_4
    cse3 = 416.065*acc_5
    cse4 = cse3*e_bar_2
    cse5 = 416.065*acc_6
    cse6 = cse5*e_bar_3
    cse7 = 208.0325*e_bar_0
    cse8 = 208.0325*e_bar_1
    cse9 = 208.0325*e_bar_2
    cse10 = 208.0325*e_bar_3
    cse11 = -cse10*ed_bar_0 + cse7*ed_bar_3 - cse8*ed_bar_2 + cse9*ed_bar_1
    cse12 = 2*ed_bar_2
    cse13 = -cse7*ed_bar_2 - cse8*ed_bar_3 + 208.0325*e_bar_2*ed_bar_0 + 208.0325*e_bar_3*ed_bar_1
    cse14 = 2*ed_bar_3
    cse15 = 2*e_bar_0
    cse16 = 2*e_bar_1
    cse17 = 2*e_bar_2
    cse18 = 2*e_bar_3
    cse19 = cse15*ed_bar_3 - cse16*ed_bar_2 + cse17*ed_bar_1 - cse18*ed_bar_0
    cse20 = 208.0325*cse19
    cse21 = cse20*ed_bar_2
    cse22 = cse15*ed_bar_2 + cse16*ed_bar_3 - cse17*ed_bar_0 - cse18*ed_bar_1
    cse23 = 208.0325*cse22
    cse24 = cse11*cse12 + cse13*cse14 - cse21 + cse23*ed_bar_3
    cse25 = 0.065*ed_bar_3
    cse26 = 0.065*ed_bar_1
    cse27 = -cse25*e_bar_0 - cse26*e_bar_2 + 0.065*e_bar_1*ed_bar_2 + 0.065*e_bar_3*ed_bar_0
    cse28 = 2*ed_bar_1
    cse29 = cse10*ed_bar_2 + cse7*ed_bar_1 - cse8*ed_bar_0 - cse9*ed_bar_3
    cse30 = cse15*ed_bar_1 - cse16*ed_bar_0 - cse17*ed_bar_3 + cse18*ed_bar_2
    cse31 = cse25*cse30
    cse32 = cse14*cse29 + cse20*ed_bar_1 + cse27*cse28 - cse31
    cse33 = 0.065*ed_bar_2
    cse34 = 0.065*ed_bar_0
    cse35 = cse25*e_bar_1 - cse26*e_bar_3 + cse33*e_bar_0 - cse34*e_bar_2
    cse36 = -cse29
    cse37 = cse23*ed_bar_1
    cse38 = cse12*cse36 + cse28*cse35 + cse30*cse33 - cse37
    cse39 = cse19*cse9
    cse40 = cse10*cse22
    cse41 = -cse11*cse17 - cse13*cse18 + cse39 - cse40
    cse42 = cse19*cse8
    cse43 = 0.065*cse30
    cse44 = cse43*e_bar_3
    cse45 = -cse16*cse27 - cse18*cse29 - cse42 + cse44
    cse46 = cse22*cse8
    cse47 = cse43*e_bar_2
    cse48 = -cse16*cse35 - cse17*cse36 + cse46 - cse47
    cse49 = e_bar_2**2
    cse50 = e_bar_3**2
    cse51 = 416.065*cse49 + 416.065*cse50
    cse52 = 0.13*e_bar_0
    cse53 = cse52*e_bar_1
    cse54 = cse22*cse9
    cse55 = cse10*cse19
    cse56 = -cse11*cse18 + cse13*cse17 + cse54 + cse55
    cse57 = cse19*cse7
    cse58 = cse15*cse27 + cse17*cse29 - cse47 + cse57
    cse59 = cse22*cse7
    cse60 = -cse18*cse36 + 2*cse35*e_bar_0 - cse44 - cse59
    cse61 = 2*lam_5
    cse62 = cse23*ed_bar_2
    cse63 = cse20*ed_bar_3
    cse64 = 2*cse11*ed_bar_3 - cse12*cse13 - cse62 - cse63
    cse65 = 2*ed_bar_0
    cse66 = cse20*ed_bar_0
    cse67 = -cse12*cse29 - cse27*cse65 + 0.065*cse30*ed_bar_2 - cse66
    cse68 = cse23*ed_bar_0
    cse69 = cse14*cse36 + cse31 - cse35*cse65 + cse68
    cse70 = acc_3*e_bar_1
    cse71 = 415.935*e_bar_3
    cse72 = 415.935*acc_6
    cse73 = 2*cse19
    cse74 = cse13*cse73
    cse75 = 2*cse22
    cse76 = cse11*cse75
    cse77 = cse74 + cse76
    cse78 = acc_5*cse71 - cse72*e_bar_2 + cse77
    cse79 = 2*cse11*e_bar_0 - cse13*cse16 - cse46 - cse57
    cse80 = cse43*e_bar_1
    cse81 = -cse16*cse29 + cse18*cse27 + cse55 + cse80
    cse82 = cse43*e_bar_0
    cse83 = cse15*cse36 + cse18*cse35 - cse40 + cse82
    cse84 = -cse11*cse65 + cse13*cse28 + cse37 + cse66
    cse85 = cse26*cse30
    cse86 = -cse14*cse27 + 2*cse29*ed_bar_1 - cse63 - cse85
    cse87 = cse30*cse34
    cse88 = -cse14*cse35 + 208.0325*cse22*ed_bar_3 - cse36*cse65 - cse87
    cse89 = 832.13*acc_3
    cse90 = 4*lam_4
    cse91 = 2*cse30
    cse92 = cse27*cse91 + cse29*cse73
    cse93 = -cse90 + cse92
    cse94 = 416.065*e_bar_0
    cse95 = cse94*e_bar_2 - 415.935*e_bar_1*e_bar_3
    cse96 = cse11*cse16 + cse13*cse15 - cse42 + cse59
    cse97 = -cse17*cse27 + 2*cse29*e_bar_0 - cse39 - cse82
    cse98 = cse16*cse36 - cse17*cse35 + cse54 + cse80
    cse99 = 2*lam_1
    cse100 = -cse11*cse28 - cse13*cse65 + 208.0325*cse19*ed_bar_1 - cse68
    cse101 = cse12*cse27 + cse21 - cse29*cse65 + cse87
    cse102 = -cse28*cse36 + 2*cse35*ed_bar_2 - cse62 - cse85
    cse103 = 415.935*e_bar_1
    cse104 = 4*lam_3
    cse105 = cse35*cse91
    cse106 = cse36*cse75
    cse107 = cse105 + cse106
    cse108 = cse104 + cse107
    cse109 = cse103*e_bar_2 + cse94*e_bar_3
    cse110 = 4*e_bar_0
    cse111 = -cse18
    cse112 = 8*e_bar_0
    cse113 = 4*e_bar_3
    cse114 = 4*e_bar_2
    cse115 = -cse114
    cse116 = -cse16
    cse117 = e_bar_0**2
    cse118 = -lam_6
    cse119 = 832.13*acc_4
    cse120 = 416.065*e_bar_1
    cse121 = cse120*e_bar_2 + cse71*e_bar_0
    cse122 = 415.935*e_bar_0
    cse123 = cse90 + cse92
    cse124 = -cse120*e_bar_3 + cse122*e_bar_2
    cse125 = 4*e_bar_1
    cse126 = 8*e_bar_1
    cse127 = -cse15
    cse128 = 416.065*e_bar_2
    cse129 = 0.13*acc_6
    cse130 = acc_3*cse94 + acc_4*cse120 + cse118
    cse131 = 416.065*cse0 + 416.065*cse117
    cse132 = 0.13*e_bar_2
    cse133 = cse132*e_bar_3
    cse134 = 415.935*acc_4*e_bar_0
    cse135 = 415.935*cse70
    cse136 = -cse110
    cse137 = 416.065*e_bar_3
    cse138 = -cse17
    out = np.zeros((14, 14))
    out[_index3_matrix_INDEX] = (
        78.0,  # [0, 0]
        -1,  # [0, 9]
        78.0,  # [1, 1]
        -1,  # [1, 10]
        78.0,  # [2, 2]
        -1,  # [2, 11]
        0.13*cse0 + cse1*(cse16*cse24 + cse17*cse32 + cse18*cse38 - cse2*e_bar_1 - cse4 - cse6 + 4*lam_0 + 8*lam_2 + lam_6) + cse51 - h*(-cse16*cse41 - cse17*cse45 - cse18*cse48),  # [3, 3]
        cse1*(cse16*cse64 + cse17*cse67 + cse18*cse69 - cse2*e_bar_0 - cse61 + 0.26*cse70 + cse78) - cse53 - h*(-cse16*cse56 - cse17*cse58 - cse18*cse60),  # [3, 4]
        cse1*(cse16*cse84 + cse17*cse86 + cse18*cse88 - cse3*e_bar_0 - cse72*e_bar_1 + cse89*e_bar_2 + cse93) - cse95 - h*(-cse16*cse79 - cse17*cse81 - cse18*cse83),  # [3, 5]
        cse1*(acc_5*cse103 + cse100*cse16 + cse101*cse17 + cse102*cse18 + cse108 - cse5*e_bar_0 + cse89*e_bar_3 - cse99) - cse109 - h*(-cse16*cse96 - cse17*cse97 - cse18*cse98),  # [3, 6]
        cse110,  # [3, 7]
        cse111,  # [3, 8]
        cse112,  # [3, 9]
        cse113,  # [3, 10]
        cse115,  # [3, 11]
        cse116,  # [3, 12]
        e_bar_0,  # [3, 13]
        cse1*(0.26*acc_4*e_bar_0 - cse15*cse24 - cse17*cse38 + 2*cse32*e_bar_3 - cse61 - 0.13*cse70 - cse78) - cse53 - h*(cse15*cse41 + cse17*cse48 - cse18*cse45),  # [4, 3]
        cse1*(-acc_3*cse52 - cse118 - cse15*cse64 - cse17*cse69 - cse4 - cse6 + 2*cse67*e_bar_3 + 4*lam_0 + 8*lam_2) + 0.13*cse117 + cse51 - h*(cse15*cse56 + cse17*cse60 - cse18*cse58),  # [4, 4]
        cse1*(cse104 - cse105 - cse106 + cse119*e_bar_2 - cse15*cse84 - cse17*cse88 + cse18*cse86 - cse3*e_bar_1 + cse72*e_bar_0 + cse99) - cse121 - h*(cse15*cse79 + cse17*cse83 - cse18*cse81),  # [4, 5]
        cse1*(-acc_5*cse122 - cse100*cse15 + cse101*cse18 - cse102*cse17 + cse119*e_bar_3 + cse123 - cse5*e_bar_1) + cse124 - h*(cse15*cse96 + cse17*cse98 - cse18*cse97),  # [4, 6]
        cse125,  # [4, 7]
        cse17,  # [4, 8]
        cse126,  # [4, 9]
        cse114,  # [4, 10]
        cse113,  # [4, 11]
        cse127,  # [4, 12]
        e_bar_1,  # [4, 13]
        cse1*(-acc_3*cse128 - acc_4*cse71 + 832.13*acc_5*e_bar_0 - cse123 - cse15*cse32 - cse18*cse24 + 2*cse38*e_bar_1) - cse95 - h*(cse15*cse45 - cse16*cse48 + cse18*cse41),  # [5, 3]
        cse1*(acc_3*cse71 - acc_4*cse128 + 832.13*acc_5*e_bar_1 + cse108 - cse15*cse67 + cse16*cse69 - cse18*cse64 + cse99) - cse121 - h*(cse15*cse58 - cse16*cse60 + cse18*cse56),  # [5, 4]
        cse1*(-cse129*e_bar_3 - cse130 - cse15*cse86 - cse18*cse84 + 2*cse88*e_bar_1) + cse131 + 0.13*cse50 - h*(cse15*cse81 - cse16*cse83 + cse18*cse79),  # [5, 5]
        cse1*(0.26*acc_5*e_bar_3 - cse100*cse18 - cse101*cse15 + 2*cse102*e_bar_1 - cse129*e_bar_2 - cse134 + cse135 - cse61 - cse77) - cse133 - h*(cse15*cse97 - cse16*cse98 + cse18*cse96),  # [5, 6]
        cse16,  # [5, 8]
        cse125,  # [5, 10]
        cse136,  # [5, 11]
        cse111,  # [5, 12]
        e_bar_2,  # [5, 13]
        cse1*(-acc_3*cse137 + 415.935*acc_4*e_bar_2 + 832.13*acc_6*e_bar_0 - cse107 - cse15*cse38 - cse16*cse32 + 2*cse24*e_bar_2 - cse99 + 4*lam_3) - cse109 - h*(cse15*cse48 + cse16*cse45 - cse17*cse41),  # [6, 3]
        cse1*(-415.935*acc_3*e_bar_2 - acc_4*cse137 + 832.13*acc_6*e_bar_1 - cse15*cse69 - cse16*cse67 + 2*cse64*e_bar_2 - cse93) + cse124 - h*(cse15*cse60 + cse16*cse58 - cse17*cse56),  # [6, 4]
        cse1*(-0.13*acc_5*e_bar_3 + 0.26*acc_6*e_bar_2 + cse134 - cse135 - cse15*cse88 - cse16*cse86 - cse61 + cse74 + cse76 + 2*cse84*e_bar_2) - cse133 - h*(cse15*cse83 + cse16*cse81 - cse17*cse79),  # [6, 5]
        cse1*(-acc_5*cse132 + 2*cse100*e_bar_2 - cse101*cse16 - cse102*cse15 - cse130) + cse131 + 0.13*cse49 - h*(cse15*cse98 + cse16*cse97 - cse17*cse96),  # [6, 6]
        cse127,  # [6, 8]
        cse110,  # [6, 10]
        cse125,  # [6, 11]
        cse138,  # [6, 12]
        e_bar_3,  # [6, 13]
        cse110,  # [7, 3]
        cse125,  # [7, 4]
        cse111,  # [8, 3]
        cse17,  # [8, 4]
        cse16,  # [8, 5]
        cse127,  # [8, 6]
        -1,  # [9, 0]
        cse112,  # [9, 3]
        cse126,  # [9, 4]
        -1,  # [10, 1]
        cse113,  # [10, 3]
        cse114,  # [10, 4]
        cse125,  # [10, 5]
        cse110,  # [10, 6]
        -1,  # [11, 2]
        cse115,  # [11, 3]
        cse113,  # [11, 4]
        cse136,  # [11, 5]
        cse125,  # [11, 6]
        cse116,  # [12, 3]
        cse127,  # [12, 4]
        cse111,  # [12, 5]
        cse138,  # [12, 6]
        e_bar_0,  # [13, 3]
        e_bar_1,  # [13, 4]
        e_bar_2,  # [13, 5]
        e_bar_3,  # [13, 6]
    )
    return out



def energy(q, v, t, p):
    """Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring
    potentials.

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (1,), 1 nonzero.
    """
    # 73 operations after common subexpression elimination
    (
        _, _, r_bar_z, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        rd_bar_x, rd_bar_y, rd_bar_z, ed_bar_0,
        ed_bar_1, ed_bar_2, ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = e_bar_0*ed_bar_1
    cse1 = e_bar_1*ed_bar_0
    cse2 = e_bar_2*ed_bar_3
    cse3 = e_bar_3*ed_bar_2
    cse4 = e_bar_0*ed_bar_2
    cse5 = e_bar_1*ed_bar_3
    cse6 = e_bar_2*ed_bar_0
    cse7 = e_bar_3*ed_bar_1
    cse8 = e_bar_0*ed_bar_3
    cse9 = e_bar_1*ed_bar_2
    cse10 = e_bar_2*ed_bar_1
    cse11 = e_bar_3*ed_bar_0
    return np.array([
        765.1800000000001*r_bar_z + 39.0*rd_bar_x**2 + 39.0*rd_bar_y**2 + 39.0*rd_bar_z**2 + (1/2)*(0.065*cse0 - 0.065*cse1 - 0.065*cse2 + 0.065*cse3)*(2*cse0 - 2*cse1 - 2*cse2 + 2*cse3) + (1/2)*(2*cse10 - 2*cse11 + 2*cse8 - 2*cse9)*(208.0325*cse10 - 208.0325*cse11 + 208.0325*cse8 - 208.0325*cse9) + (1/2)*(2*cse4 + 2*cse5 - 2*cse6 - 2*cse7)*(208.0325*cse4 + 208.0325*cse5 - 208.0325*cse6 - 208.0325*cse7),  # [0]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 94 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        rd_bar_x, rd_bar_y, rd_bar_z, ed_bar_0,
        ed_bar_1, ed_bar_2, ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = 78.0*rd_bar_x
    cse1 = 78.0*rd_bar_y
    cse2 = 78.0*rd_bar_z
    cse3 = 208.0325*e_bar_2
    cse4 = 208.0325*e_bar_3
    cse5 = 2*ed_bar_3
    cse6 = 2*ed_bar_2
    cse7 = 2*ed_bar_1
    cse8 = 2*ed_bar_0
    cse9 = cse5*e_bar_0 - cse6*e_bar_1 + cse7*e_bar_2 - cse8*e_bar_3
    cse10 = cse5*e_bar_1 + cse6*e_bar_0 - cse7*e_bar_3 - cse8*e_bar_2
    cse11 = e_bar_0**2
    cse12 = -cse5*e_bar_2 + cse6*e_bar_3 + cse7*e_bar_0 - cse8*e_bar_1
    cse13 = 208.0325*e_bar_0*e_bar_1
    cse14 = 0.065*e_bar_2
    cse15 = 208.0325*cse11 - 104.01625
    return np.array([
        cse0,  # [0]
        cse1,  # [1]
        cse2,  # [2]
        -cse1*r_bar_z + cse10*(-cse4*e_bar_0 + 208.0325*e_bar_1*e_bar_2) + cse12*(0.065*cse11 + 0.065*e_bar_1**2 - 0.0325) + cse2*r_bar_y + cse9*(cse3*e_bar_0 + cse4*e_bar_1),  # [3]
        cse0*r_bar_z + cse10*(cse15 + 208.0325*e_bar_2**2) + cse12*(cse14*e_bar_1 + 0.065*e_bar_0*e_bar_3) - cse2*r_bar_x + cse9*(-cse13 + 208.0325*e_bar_2*e_bar_3),  # [4]
        -cse0*r_bar_y + cse1*r_bar_x + cse10*(cse13 + cse3*e_bar_3) + cse12*(-cse14*e_bar_0 + 0.065*e_bar_1*e_bar_3) + cse9*(cse15 + 208.0325*e_bar_3**2),  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (7).

    Returns:
        ndarray of shape (1, 12), 12 nonzero.
    """
    # 33 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    cse0 = 2*e_bar_0**2 - 1
    cse1 = 2*e_bar_0
    cse2 = cse1*e_bar_3
    cse3 = cse1*e_bar_2
    cse4 = 2*e_bar_1
    cse5 = cse1*e_bar_1
    return np.array([
        r_bar_x,  # [0, 0]
        r_bar_y,  # [0, 1]
        r_bar_z,  # [0, 2]
        cse0 + 2*e_bar_1**2,  # [0, 3]
        -cse2 + 2*e_bar_1*e_bar_2,  # [0, 4]
        cse3 + cse4*e_bar_3,  # [0, 5]
        cse2 + cse4*e_bar_2,  # [0, 6]
        cse0 + 2*e_bar_2**2,  # [0, 7]
        -cse5 + 2*e_bar_2*e_bar_3,  # [0, 8]
        -cse3 + 2*e_bar_1*e_bar_3,  # [0, 9]
        cse5 + 2*e_bar_2*e_bar_3,  # [0, 10]
        cse0 + 2*e_bar_3**2,  # [0, 11]
    ]).reshape(1, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (7).
        v: velocity coordinates (7).

    Returns:
        ndarray of shape (1, 6), 6 nonzero.
    """
    # 72 operations after common subexpression elimination
    (
        _, _, _, e_bar_0,
        e_bar_1, e_bar_2, e_bar_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (7,) else _floats(q, 7, "q")

    (
        rd_bar_x, rd_bar_y, rd_bar_z, ed_bar_0,
        ed_bar_1, ed_bar_2, ed_bar_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (7,) else _floats(v, 7, "v")

    cse0 = 2*e_bar_2
    cse1 = cse0*e_bar_0
    cse2 = 2*e_bar_3
    cse3 = 2*ed_bar_3
    cse4 = 2*ed_bar_2
    cse5 = cse0*ed_bar_1 - cse2*ed_bar_0 + cse3*e_bar_0 - cse4*e_bar_1
    cse6 = cse2*e_bar_0
    cse7 = -cse0*ed_bar_0 - cse2*ed_bar_1 + cse3*e_bar_1 + cse4*e_bar_0
    cse8 = 2*e_bar_0**2 - 1
    cse9 = 2*e_bar_1
    cse10 = -cse0*ed_bar_3 + cse2*ed_bar_2 - cse9*ed_bar_0 + 2*e_bar_0*ed_bar_1
    cse11 = cse9*e_bar_0
    return np.array([
        rd_bar_x,  # [0, 0]
        rd_bar_y,  # [0, 1]
        rd_bar_z,  # [0, 2]
        cse10*(cse8 + 2*e_bar_1**2) + cse5*(cse1 + cse2*e_bar_1) + cse7*(-cse6 + 2*e_bar_1*e_bar_2),  # [0, 3]
        cse10*(cse0*e_bar_1 + cse6) + cse5*(-cse11 + 2*e_bar_2*e_bar_3) + cse7*(cse8 + 2*e_bar_2**2),  # [0, 4]
        cse10*(-cse1 + 2*e_bar_1*e_bar_3) + cse5*(cse8 + 2*e_bar_3**2) + cse7*(cse11 + cse2*e_bar_2),  # [0, 5]
    ]).reshape(1, 6)



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
        -1.9967346175427393e-16,  # [0, 4]
        0.9999999999999999,  # [0, 5]
        0.7071067811865475,  # [0, 6]
        0.7071067811865476,  # [0, 7]
        -7.850462293418875e-17,  # [0, 8]
        -0.7071067811865475,  # [0, 9]
        0.7071067811865476,  # [0, 10]
        1.895269253967044e-16,  # [0, 11]
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

