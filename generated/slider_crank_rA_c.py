# generator: mechgen 0.1.0
# template: c/wrapper.py.j2
# mechanism: slider_crank
# formulation: rA
# scheme: any
# input hash: f3562cc95d2d9e4a
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""C backend of mechanism 'slider_crank' in the rA formulation.

A thin wrapper: the same constants, functions and signatures as the numpy module
('slider_crank_rA.py'), evaluated by the C library 'slider_crank_rA.c', compiled on first import into
the cache (mechgen.core.clib). Vector orders are those of METADATA.
"""

import ctypes
import threading
from pathlib import Path

import numpy as np

from mechgen.core.clib import load_library

MECHGEN_MODULE = True
BACKEND = "c"
MECHANISM = 'slider_crank'
FORMULATION = 'rA'
INPUT_HASH = 'f3562cc95d2d9e4a'
N_Q = 36
N_V = 18
N_C = 18
BODIES = ['crank', 'rod', 'slider']
PARAMETERS = []
PARAMETER_DEFAULTS = []
ENTRIES = ['retract',
 'tangent',
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
METADATA = {'mechanism': 'slider_crank',
 'formulation': 'rA',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': 'f3562cc95d2d9e4a',
 'bodies': ['crank', 'rod', 'slider'],
 'springs': [],
 'q_layout': {'crank': [0, 12], 'rod': [12, 24], 'slider': [24, 36]},
 'v_layout': {'crank': [0, 6], 'rod': [6, 12], 'slider': [12, 18]},
 'q_names': ['r_crank_x',
             'r_crank_y',
             'r_crank_z',
             'A_crank_11',
             'A_crank_12',
             'A_crank_13',
             'A_crank_21',
             'A_crank_22',
             'A_crank_23',
             'A_crank_31',
             'A_crank_32',
             'A_crank_33',
             'r_rod_x',
             'r_rod_y',
             'r_rod_z',
             'A_rod_11',
             'A_rod_12',
             'A_rod_13',
             'A_rod_21',
             'A_rod_22',
             'A_rod_23',
             'A_rod_31',
             'A_rod_32',
             'A_rod_33',
             'r_slider_x',
             'r_slider_y',
             'r_slider_z',
             'A_slider_11',
             'A_slider_12',
             'A_slider_13',
             'A_slider_21',
             'A_slider_22',
             'A_slider_23',
             'A_slider_31',
             'A_slider_32',
             'A_slider_33'],
 'v_names': ['rd_crank_x',
             'rd_crank_y',
             'rd_crank_z',
             'w_crank_x',
             'w_crank_y',
             'w_crank_z',
             'rd_rod_x',
             'rd_rod_y',
             'rd_rod_z',
             'w_rod_x',
             'w_rod_y',
             'w_rod_z',
             'rd_slider_x',
             'rd_slider_y',
             'rd_slider_z',
             'w_slider_x',
             'w_slider_y',
             'w_slider_z'],
 'n_q': 36,
 'n_v': 18,
 'n_c': 18,
 'constraint_rows': [{'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['ground', 'crank'],
                      'length_power': 1},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['ground', 'crank'],
                      'length_power': 1},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['ground', 'crank'],
                      'length_power': 1},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #4',
                      'bodies': ['ground', 'crank'],
                      'length_power': 0},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #5',
                      'bodies': ['ground', 'crank'],
                      'length_power': 0},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['rod', 'crank'],
                      'length_power': 1},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['rod', 'crank'],
                      'length_power': 1},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['rod', 'crank'],
                      'length_power': 1},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['rod', 'slider'],
                      'length_power': 0},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP2 #2',
                      'bodies': ['rod', 'slider'],
                      'length_power': 1},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP2 #3',
                      'bodies': ['rod', 'slider'],
                      'length_power': 1},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['slider', 'ground'],
                      'length_power': 0},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['slider', 'ground'],
                      'length_power': 0},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP2 #3',
                      'bodies': ['slider', 'ground'],
                      'length_power': 1},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP2 #4',
                      'bodies': ['slider', 'ground'],
                      'length_power': 1},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #5',
                      'bodies': ['slider', 'ground'],
                      'length_power': 0},
                     {'owner': 'distance',
                      'kind': 'constraint',
                      'label': 'D #1',
                      'bodies': ['rod', 'slider'],
                      'length_power': 2},
                     {'owner': 'driver',
                      'kind': 'constraint',
                      'label': 'angle #1',
                      'bodies': ['ground', 'crank'],
                      'length_power': 0}],
 'dropped_rows': [],
 'reaction_sites': [{'owner': 'revolute',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['ground', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [0, 6],
                     'coordinates': []},
                    {'owner': 'spherical',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [6, 12],
                     'coordinates': []},
                    {'owner': 'revolute_cylindrical',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'slider'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [12, 18],
                     'coordinates': []},
                    {'owner': 'translational',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['slider', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [18, 24],
                     'coordinates': []},
                    {'owner': 'distance',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'slider'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [24, 30],
                     'coordinates': []},
                    {'owner': 'driver',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['ground', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [30, 36],
                     'coordinates': []},
                    {'owner': 'crank_angle',
                     'kind': 'coordinate',
                     'joint_kind': '',
                     'bodies': ['ground', 'crank'],
                     'components': [],
                     'wrenches': [],
                     'rows': [36, 36],
                     'coordinates': [['angle', 'angle_z']]},
                    {'owner': 'slider_travel',
                     'kind': 'coordinate',
                     'joint_kind': '',
                     'bodies': ['ground', 'slider'],
                     'components': [],
                     'wrenches': [],
                     'rows': [36, 36],
                     'coordinates': [['displacement', 'along_z']]}],
 'degrees_of_freedom': 0,
 'parameters': [],
 'parameter_defaults': [],
 'assemble': False,
 'tangent_identity': False,
 'mass_matrix_constant': True,
 'conservative': False,
 'markers': [],
 'entries': ['retract',
             'tangent',
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
 'notices': ["body 'rod': orientation orthonormalized (max |A^T A - I| was 1.24e-06, entries "
             'moved by up to 5.55e-07)'],
 'model': {'parameters': [],
           'bodies': [['crank',
                       '0.12',
                       '\\left[\\begin{matrix}0.0001 & 0 & 0\\\\0 & 1.0 \\cdot 10^{-5} & '
                       '0\\\\0 & 0 & 0.0001\\end{matrix}\\right]',
                       '(0, 0.1, 0.12)'],
                      ['rod',
                       '0.5',
                       '\\left[\\begin{matrix}0.004 & 0 & 0\\\\0 & 0.0004 & 0\\\\0 & 0 & '
                       '0.004\\end{matrix}\\right]',
                       '(0.1, 0.05, 0.1)'],
                      ['slider',
                       '2.0',
                       '\\left[\\begin{matrix}0.0001 & 0 & 0\\\\0 & 0.0001 & 0\\\\0 & 0 & '
                       '0.0001\\end{matrix}\\right]',
                       '(0.2, 0, 0)']],
           'joints': [],
           'drivers': [],
           'groups': [['revolute', 'CD, CD, CD, DP1, DP1'],
                      ['spherical', 'CD, CD, CD'],
                      ['revolute_cylindrical', 'DP1, DP2, DP2'],
                      ['translational', 'DP1, DP1, DP2, DP2, DP1'],
                      ['distance', 'D'],
                      ['driver', 'angle']],
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
 'layout': 8}

_LIB = load_library(Path(__file__).resolve().parent / "slider_crank_rA.c")
_ARRAY = ctypes.c_void_p
_SCALAR = ctypes.c_double


_LOCAL = threading.local()


def _workspace(name, shapes):
    """This thread's input and output arrays of entry `name` and their addresses, taken once:
    taking an array's address costs about 1 us in numpy, more than most entries' C work, while
    copying a few numbers into an array whose address is known costs 0.1 us."""
    work = _LOCAL.__dict__.get(name)
    if work is None:
        arrays = [np.empty(shape) for shape in shapes]
        work = _LOCAL.__dict__[name] = (arrays, [_ARRAY(a.ctypes.data) for a in arrays])
    return work


def _load(buffer, x, name):
    """Copies input `x` into its workspace array, checking its shape."""
    if type(x) is not np.ndarray or x.shape != buffer.shape:
        x = np.asarray(x, dtype=float)
        if x.shape != buffer.shape:
            raise ValueError(f"{name} must have shape {buffer.shape}, got {x.shape}")
    buffer[...] = x


def _contiguous(x, shape, name):
    """A contiguous float64 copy (or view) of an input, checking its shape."""
    values = np.ascontiguousarray(x, dtype=float)
    if values.shape != shape:
        raise ValueError(f"{name} must have shape {shape}, got {values.shape}")
    return values


def _bind(name, argtypes, restype=None):
    function = getattr(_LIB, "mg_slider_crank_rA_" + name)
    function.argtypes = argtypes
    function.restype = restype
    return function


_retract = _bind("retract", [_ARRAY, _ARRAY, _ARRAY])


def retract(q, dv):
    """Configuration update q (+) dv: r + dr, and A exp(dtheta~) for rA (seed 001 eqs. 12, 30b;
    exp by Rodrigues' formula, eq. 5, written with sinc so it is exact at zero angle); plain
    addition for rp and re.

    Returns:
        ndarray of shape (36,).
    """
    arrays, pointers = _workspace("retract", ((36,), (18,), (36,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], dv, "dv")
    _retract(pointers[0], pointers[1], pointers[2])
    return arrays[2].copy()


_tangent = _bind("tangent", [_ARRAY, _ARRAY])


def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

    Returns:
        ndarray of shape (18, 18).
    """
    arrays, pointers = _workspace("tangent", ((18,), (18, 18)))
    _load(arrays[0], dv, "dv")
    _tangent(pointers[0], pointers[1])
    return arrays[1].copy()


_Phi = _bind("Phi", [_ARRAY, _SCALAR, _ARRAY, _ARRAY])


def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Returns:
        ndarray of shape (18,).
    """
    arrays, pointers = _workspace("Phi", ((36,), (0,), (18,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], p, "p")
    _Phi(pointers[0], t, pointers[1], pointers[2])
    return arrays[2].copy()


_Phi_rows = _bind("Phi_rows", [ctypes.c_int] + [_ARRAY] * 4)


def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series): q, t one row
    each, p shared. Returns an ndarray of shape (n, 18)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    t = _contiguous(t, (n,), "t")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 18))
    _Phi_rows(n, q.ctypes.data, t.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_dropped_Phi = _bind("dropped_Phi", [_ARRAY, _SCALAR, _ARRAY, _ARRAY])


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Returns:
        ndarray of shape (0,).
    """
    arrays, pointers = _workspace("dropped_Phi", ((36,), (0,), (0,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], p, "p")
    _dropped_Phi(pointers[0], t, pointers[1], pointers[2])
    return arrays[2].copy()


_dropped_Phi_rows = _bind("dropped_Phi_rows", [ctypes.c_int] + [_ARRAY] * 4)


def dropped_Phi_rows(q, t, p):
    """dropped_Phi at n rows at once (the runtime's derived series): q, t one row
    each, p shared. Returns an ndarray of shape (n, 0)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    t = _contiguous(t, (n,), "t")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 0))
    _dropped_Phi_rows(n, q.ctypes.data, t.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_Phi_q = _bind("Phi_q", [_ARRAY, _SCALAR, _ARRAY, _ARRAY])


def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Returns:
        ndarray of shape (18, 18).
    """
    arrays, pointers = _workspace("Phi_q", ((36,), (0,), (18, 18)))
    _load(arrays[0], q, "q")
    _load(arrays[1], p, "p")
    _Phi_q(pointers[0], t, pointers[1], pointers[2])
    return arrays[2].copy()


_Phi_q_rows = _bind("Phi_q_rows", [ctypes.c_int] + [_ARRAY] * 4)


def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series): q, t one row
    each, p shared. Returns an ndarray of shape (n, 18, 18)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    t = _contiguous(t, (n,), "t")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 18, 18))
    _Phi_q_rows(n, q.ctypes.data, t.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_nu = _bind("nu", [_ARRAY, _SCALAR, _ARRAY, _ARRAY])


def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Returns:
        ndarray of shape (18,).
    """
    arrays, pointers = _workspace("nu", ((36,), (0,), (18,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], p, "p")
    _nu(pointers[0], t, pointers[1], pointers[2])
    return arrays[2].copy()


_nu_rows = _bind("nu_rows", [ctypes.c_int] + [_ARRAY] * 4)


def nu_rows(q, t, p):
    """nu at n rows at once (the runtime's derived series): q, t one row
    each, p shared. Returns an ndarray of shape (n, 18)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    t = _contiguous(t, (n,), "t")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 18))
    _nu_rows(n, q.ctypes.data, t.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_velocity_residual = _bind("velocity_residual", [_ARRAY, _ARRAY, _SCALAR, _ARRAY, _ARRAY])


def velocity_residual(q, v, t, p):
    """Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where
    the velocities satisfy the constraints; the runtime's velocity violation.

    Returns:
        ndarray of shape (18,).
    """
    arrays, pointers = _workspace("velocity_residual", ((36,), (18,), (0,), (18,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], p, "p")
    _velocity_residual(pointers[0], pointers[1], t, pointers[2], pointers[3])
    return arrays[3].copy()


_velocity_residual_rows = _bind("velocity_residual_rows", [ctypes.c_int] + [_ARRAY] * 5)


def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series): q, v, t one row
    each, p shared. Returns an ndarray of shape (n, 18)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    v = _contiguous(v, (n, 18), "v")
    t = _contiguous(t, (n,), "t")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 18))
    _velocity_residual_rows(n, q.ctypes.data, v.ctypes.data, t.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_gamma = _bind("gamma", [_ARRAY, _ARRAY, _SCALAR, _ARRAY, _ARRAY])


def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Returns:
        ndarray of shape (18,).
    """
    arrays, pointers = _workspace("gamma", ((36,), (18,), (0,), (18,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], p, "p")
    _gamma(pointers[0], pointers[1], t, pointers[2], pointers[3])
    return arrays[3].copy()


_M = _bind("M", [_ARRAY, _ARRAY, _ARRAY])


def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Returns:
        ndarray of shape (18, 18).
    """
    arrays, pointers = _workspace("M", ((36,), (0,), (18, 18)))
    _load(arrays[0], q, "q")
    _load(arrays[1], p, "p")
    _M(pointers[0], pointers[1], pointers[2])
    return arrays[2].copy()


_M_rows = _bind("M_rows", [ctypes.c_int] + [_ARRAY] * 3)


def M_rows(q, p):
    """M at n rows at once (the runtime's derived series): q one row
    each, p shared. Returns an ndarray of shape (n, 18, 18)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 18, 18))
    _M_rows(n, q.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_Q = _bind("Q", [_ARRAY, _ARRAY, _SCALAR, _ARRAY, _ARRAY])


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Returns:
        ndarray of shape (18,).
    """
    arrays, pointers = _workspace("Q", ((36,), (18,), (0,), (18,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], p, "p")
    _Q(pointers[0], pointers[1], t, pointers[2], pointers[3])
    return arrays[3].copy()


_Q_rows = _bind("Q_rows", [ctypes.c_int] + [_ARRAY] * 5)


def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series): q, v, t one row
    each, p shared. Returns an ndarray of shape (n, 18)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    v = _contiguous(v, (n, 18), "v")
    t = _contiguous(t, (n,), "t")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 18))
    _Q_rows(n, q.ctypes.data, v.ctypes.data, t.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_Q_q = _bind("Q_q", [_ARRAY, _ARRAY, _SCALAR, _ARRAY, _ARRAY])


def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Returns:
        ndarray of shape (18, 18).
    """
    arrays, pointers = _workspace("Q_q", ((36,), (18,), (0,), (18, 18)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], p, "p")
    _Q_q(pointers[0], pointers[1], t, pointers[2], pointers[3])
    return arrays[3].copy()


_Q_v = _bind("Q_v", [_ARRAY, _ARRAY, _SCALAR, _ARRAY, _ARRAY])


def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Returns:
        ndarray of shape (18, 18).
    """
    arrays, pointers = _workspace("Q_v", ((36,), (18,), (0,), (18, 18)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], p, "p")
    _Q_v(pointers[0], pointers[1], t, pointers[2], pointers[3])
    return arrays[3].copy()


_Ma_q = _bind("Ma_q", [_ARRAY, _ARRAY, _ARRAY, _ARRAY])


def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Returns:
        ndarray of shape (18, 18).
    """
    arrays, pointers = _workspace("Ma_q", ((36,), (18,), (0,), (18, 18)))
    _load(arrays[0], q, "q")
    _load(arrays[1], a, "a")
    _load(arrays[2], p, "p")
    _Ma_q(pointers[0], pointers[1], pointers[2], pointers[3])
    return arrays[3].copy()


_Phi_qT_lam_q = _bind("Phi_qT_lam_q", [_ARRAY, _ARRAY, _SCALAR, _ARRAY, _ARRAY])


def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Returns:
        ndarray of shape (18, 18).
    """
    arrays, pointers = _workspace("Phi_qT_lam_q", ((36,), (18,), (0,), (18, 18)))
    _load(arrays[0], q, "q")
    _load(arrays[1], lam, "lam")
    _load(arrays[2], p, "p")
    _Phi_qT_lam_q(pointers[0], pointers[1], t, pointers[2], pointers[3])
    return arrays[3].copy()


_index3_residual = _bind("index3_residual", [_ARRAY, _ARRAY, _ARRAY, _ARRAY, _SCALAR, _ARRAY, _SCALAR, _ARRAY])


def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Returns:
        ndarray of shape (36,).
    """
    arrays, pointers = _workspace("index3_residual", ((36,), (18,), (18,), (18,), (0,), (36,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], a, "a")
    _load(arrays[3], lam, "lam")
    _load(arrays[4], p, "p")
    _index3_residual(pointers[0], pointers[1], pointers[2], pointers[3], t, pointers[4], h, pointers[5])
    return arrays[5].copy()


_index3_matrix = _bind("index3_matrix", [_ARRAY, _ARRAY, _ARRAY, _ARRAY, _SCALAR, _ARRAY, _SCALAR, _ARRAY])


def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Returns:
        ndarray of shape (36, 36).
    """
    arrays, pointers = _workspace("index3_matrix", ((36,), (18,), (18,), (18,), (0,), (36, 36)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], a, "a")
    _load(arrays[3], lam, "lam")
    _load(arrays[4], p, "p")
    _index3_matrix(pointers[0], pointers[1], pointers[2], pointers[3], t, pointers[4], h, pointers[5])
    return arrays[5].copy()


_genalpha_matrix = _bind("genalpha_matrix", [_ARRAY, _ARRAY, _ARRAY, _ARRAY, _ARRAY, _SCALAR, _ARRAY, _SCALAR, _SCALAR, _ARRAY])


def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Returns:
        ndarray of shape (36, 36).
    """
    arrays, pointers = _workspace("genalpha_matrix", ((36,), (18,), (18,), (18,), (18,), (0,), (36, 36)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], dv, "dv")
    _load(arrays[3], a, "a")
    _load(arrays[4], lam, "lam")
    _load(arrays[5], p, "p")
    _genalpha_matrix(pointers[0], pointers[1], pointers[2], pointers[3], pointers[4], t, pointers[5], hq, hv, pointers[6])
    return arrays[6].copy()


_B = _bind("B", [_ARRAY, _ARRAY, _ARRAY])


def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Returns:
        ndarray of shape (36, 18).
    """
    arrays, pointers = _workspace("B", ((36,), (0,), (36, 18)))
    _load(arrays[0], q, "q")
    _load(arrays[1], p, "p")
    _B(pointers[0], pointers[1], pointers[2])
    return arrays[2].copy()


_reaction_frames = _bind("reaction_frames", [_ARRAY, _ARRAY, _ARRAY])


def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Returns:
        ndarray of shape (8, 24).
    """
    arrays, pointers = _workspace("reaction_frames", ((36,), (0,), (8, 24)))
    _load(arrays[0], q, "q")
    _load(arrays[1], p, "p")
    _reaction_frames(pointers[0], pointers[1], pointers[2])
    return arrays[2].copy()


_reaction_frames_rows = _bind("reaction_frames_rows", [ctypes.c_int] + [_ARRAY] * 3)


def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series): q one row
    each, p shared. Returns an ndarray of shape (n, 8, 24)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 8, 24))
    _reaction_frames_rows(n, q.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_joint_motion = _bind("joint_motion", [_ARRAY, _ARRAY, _ARRAY, _ARRAY])


def joint_motion(q, v, p):
    """Per joint with coordinates (rows, the reaction sites that list them): body j's rotation
    R = E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their
    rates omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's
    joint frame (mechgen.symbolic.reactions.joint_motion).

    Returns:
        ndarray of shape (2, 18).
    """
    arrays, pointers = _workspace("joint_motion", ((36,), (18,), (0,), (2, 18)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], p, "p")
    _joint_motion(pointers[0], pointers[1], pointers[2], pointers[3])
    return arrays[3].copy()


_joint_motion_rows = _bind("joint_motion_rows", [ctypes.c_int] + [_ARRAY] * 4)


def joint_motion_rows(q, v, p):
    """joint_motion at n rows at once (the runtime's derived series): q, v one row
    each, p shared. Returns an ndarray of shape (n, 2, 18)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    v = _contiguous(v, (n, 18), "v")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 2, 18))
    _joint_motion_rows(n, q.ctypes.data, v.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_taylor_residual = _bind("taylor_residual", [_ARRAY, _ARRAY, _ARRAY, _SCALAR, _ARRAY, _SCALAR, _ARRAY])


def taylor_residual(q, v, a, t, p, h):
    """Constraints at the second-order Taylor prediction of every body over one step (seed 003
    eqs. 12-20, 21-33).

    Returns:
        ndarray of shape (18,).
    """
    arrays, pointers = _workspace("taylor_residual", ((36,), (18,), (18,), (0,), (18,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], a, "a")
    _load(arrays[3], p, "p")
    _taylor_residual(pointers[0], pointers[1], pointers[2], t, pointers[3], h, pointers[4])
    return arrays[4].copy()


_taylor_matrix = _bind("taylor_matrix", [_ARRAY, _ARRAY, _ARRAY, _SCALAR, _ARRAY, _SCALAR, _ARRAY])


def taylor_matrix(q, v, a, t, p, h):
    """Sensitivity of the predicted constraints to the accelerations; times M^-1 B^T it is the
    reaction matrix of seed 003 eq. (36).

    Returns:
        ndarray of shape (18, 18).
    """
    arrays, pointers = _workspace("taylor_matrix", ((36,), (18,), (18,), (0,), (18, 18)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], a, "a")
    _load(arrays[3], p, "p")
    _taylor_matrix(pointers[0], pointers[1], pointers[2], t, pointers[3], h, pointers[4])
    return arrays[4].copy()


_energy = _bind("energy", [_ARRAY, _ARRAY, _SCALAR, _ARRAY, _ARRAY])


def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Returns:
        ndarray of shape (2,).
    """
    arrays, pointers = _workspace("energy", ((36,), (18,), (0,), (2,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], p, "p")
    _energy(pointers[0], pointers[1], t, pointers[2], pointers[3])
    return arrays[3].copy()


_energy_rows = _bind("energy_rows", [ctypes.c_int] + [_ARRAY] * 5)


def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series): q, v, t one row
    each, p shared. Returns an ndarray of shape (n, 2)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    v = _contiguous(v, (n, 18), "v")
    t = _contiguous(t, (n,), "t")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 2))
    _energy_rows(n, q.ctypes.data, v.ctypes.data, t.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_power = _bind("power", [_ARRAY, _ARRAY, _SCALAR, _ARRAY, _ARRAY])


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Returns:
        ndarray of shape (1,).
    """
    arrays, pointers = _workspace("power", ((36,), (18,), (0,), (1,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], p, "p")
    _power(pointers[0], pointers[1], t, pointers[2], pointers[3])
    return arrays[3].copy()


_power_rows = _bind("power_rows", [ctypes.c_int] + [_ARRAY] * 5)


def power_rows(q, v, t, p):
    """power at n rows at once (the runtime's derived series): q, v, t one row
    each, p shared. Returns an ndarray of shape (n, 1)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    v = _contiguous(v, (n, 18), "v")
    t = _contiguous(t, (n,), "t")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 1))
    _power_rows(n, q.ctypes.data, v.ctypes.data, t.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_markers = _bind("markers", [_ARRAY, _ARRAY, _ARRAY, _ARRAY, _ARRAY])


def markers(q, v, a, p):
    """Per marker (rows): global position, velocity and acceleration of its body point
    (mechgen.symbolic.markers).

    Returns:
        ndarray of shape (0, 9).
    """
    arrays, pointers = _workspace("markers", ((36,), (18,), (18,), (0,), (0, 9)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], a, "a")
    _load(arrays[3], p, "p")
    _markers(pointers[0], pointers[1], pointers[2], pointers[3], pointers[4])
    return arrays[4].copy()


_markers_rows = _bind("markers_rows", [ctypes.c_int] + [_ARRAY] * 5)


def markers_rows(q, v, a, p):
    """markers at n rows at once (the runtime's derived series): q, v, a one row
    each, p shared. Returns an ndarray of shape (n, 0, 9)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    v = _contiguous(v, (n, 18), "v")
    a = _contiguous(a, (n, 18), "a")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 0, 9))
    _markers_rows(n, q.ctypes.data, v.ctypes.data, a.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_momentum = _bind("momentum", [_ARRAY, _ARRAY, _ARRAY, _ARRAY])


def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Returns:
        ndarray of shape (6,).
    """
    arrays, pointers = _workspace("momentum", ((36,), (18,), (0,), (6,)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], p, "p")
    _momentum(pointers[0], pointers[1], pointers[2], pointers[3])
    return arrays[3].copy()


_momentum_rows = _bind("momentum_rows", [ctypes.c_int] + [_ARRAY] * 4)


def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series): q, v one row
    each, p shared. Returns an ndarray of shape (n, 6)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    v = _contiguous(v, (n, 18), "v")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 6))
    _momentum_rows(n, q.ctypes.data, v.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_body_frames = _bind("body_frames", [_ARRAY, _ARRAY, _ARRAY])


def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Returns:
        ndarray of shape (3, 12).
    """
    arrays, pointers = _workspace("body_frames", ((36,), (0,), (3, 12)))
    _load(arrays[0], q, "q")
    _load(arrays[1], p, "p")
    _body_frames(pointers[0], pointers[1], pointers[2])
    return arrays[2].copy()


_body_frames_rows = _bind("body_frames_rows", [ctypes.c_int] + [_ARRAY] * 3)


def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series): q one row
    each, p shared. Returns an ndarray of shape (n, 3, 12)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 3, 12))
    _body_frames_rows(n, q.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_body_velocities = _bind("body_velocities", [_ARRAY, _ARRAY, _ARRAY, _ARRAY])


def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Returns:
        ndarray of shape (3, 6).
    """
    arrays, pointers = _workspace("body_velocities", ((36,), (18,), (0,), (3, 6)))
    _load(arrays[0], q, "q")
    _load(arrays[1], v, "v")
    _load(arrays[2], p, "p")
    _body_velocities(pointers[0], pointers[1], pointers[2], pointers[3])
    return arrays[3].copy()


_body_velocities_rows = _bind("body_velocities_rows", [ctypes.c_int] + [_ARRAY] * 4)


def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series): q, v one row
    each, p shared. Returns an ndarray of shape (n, 3, 6)."""
    n = len(q)
    q = _contiguous(q, (n, 36), "q")
    v = _contiguous(v, (n, 18), "v")
    p = _contiguous(p, (0,), "p")
    out = np.empty((n, 3, 6))
    _body_velocities_rows(n, q.ctypes.data, v.ctypes.data, p.ctypes.data, out.ctypes.data)
    return out


_initial_frames = _bind("initial_frames", [_ARRAY, _ARRAY])


def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Returns:
        ndarray of shape (3, 12).
    """
    arrays, pointers = _workspace("initial_frames", ((0,), (3, 12)))
    _load(arrays[0], p, "p")
    _initial_frames(pointers[0], pointers[1])
    return arrays[1].copy()


_initial_velocities = _bind("initial_velocities", [_ARRAY, _ARRAY])


def initial_velocities(p):
    """Initial velocities per body (rows), global frame.

    Returns:
        ndarray of shape (3, 6).
    """
    arrays, pointers = _workspace("initial_velocities", ((0,), (3, 6)))
    _load(arrays[0], p, "p")
    _initial_velocities(pointers[0], pointers[1])
    return arrays[1].copy()


_chart = _bind("chart", [_ARRAY, _ARRAY])


def chart(p):
    """Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and
    rp); see mechgen.symbolic.formulations.chart_offset.

    Returns:
        ndarray of shape (3, 9).
    """
    arrays, pointers = _workspace("chart", ((0,), (3, 9)))
    _load(arrays[0], p, "p")
    _chart(pointers[0], pointers[1])
    return arrays[1].copy()


_physical_data = _bind("physical_data", [_ARRAY, _ARRAY])


def physical_data(p):
    """Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
    rest length: the numbers the runtime checks at run-time parameter values
    (mechgen.core.physical).

    Returns:
        ndarray of shape (30,).
    """
    arrays, pointers = _workspace("physical_data", ((0,), (30,)))
    _load(arrays[0], p, "p")
    _physical_data(pointers[0], pointers[1])
    return arrays[1].copy()


KERNELS = ('index3', 'kinematics', 'taylor')
_INT = ctypes.c_int


def _outputs(*arrays):
    for a in arrays:
        if not (a.flags.c_contiguous and a.dtype in (np.float64, np.intc)):
            raise ValueError("kernel outputs must be C-contiguous float64 (int32 for iterations)")
    return [a.ctypes.data for a in arrays]


def _run_kernel(function, p, arguments, outputs):
    """Calls a whole-loop kernel with p (checked), its own arguments and its output arrays
    (checked), then the slot of the failing step: returns (status, failing step)."""
    p = _contiguous(p, (len(PARAMETERS),), "p")
    fail = np.zeros(1, dtype=np.intc)
    status = function(p.ctypes.data, *arguments, *_outputs(*outputs, fail))
    return status, int(fail[0])


_index3_run = _bind("index3_run", [_ARRAY, _SCALAR, _SCALAR, _INT, _ARRAY, _ARRAY] + [_SCALAR] * 5 + [_INT] * 2 + [_ARRAY] * 6, _INT)


def index3_kernel(p, h, t0, n_steps, method, pseudo, theta, rtol, stall, stall_ratio, roundoff,
                  max_iter, newton_mode, q, v, a, lam, iterations):
    """The index-3 Newton schemes in C (backward Euler, generalized-alpha): fills rows
    1..n_steps of q, v, a, lam and iterations (row 0 holds the state at t0); method: the six
    coefficients of the step; pseudo: the pseudo-acceleration at t0 on entry, at the last
    completed step on return (updated in place); newton_mode 0 reuse, 1 step, 2 full. Returns
    (status, failing step), status 0 for success."""
    method = _contiguous(method, (6,), "method")
    if not (type(pseudo) is np.ndarray and pseudo.dtype == np.float64 and pseudo.flags.c_contiguous and pseudo.shape == (N_V,)):
        raise ValueError(f"pseudo must be a C-contiguous float64 array of shape ({N_V},)")
    arguments = (h, t0, n_steps, method.ctypes.data, pseudo.ctypes.data, theta, rtol, stall, stall_ratio, roundoff, max_iter, int(newton_mode))
    return _run_kernel(_index3_run, p, arguments, (q, v, a, lam, iterations))


_kinematics_run = _bind("kinematics_run", [_ARRAY, _SCALAR, _SCALAR, _INT, _SCALAR, _SCALAR, _INT] + [_ARRAY] * 5, _INT)


def kinematics_kernel(p, h, t0, n_steps, tol, rtol, max_iter, q, v, a, iterations):
    """Kinematic analysis in C: fills rows 1..n_steps of q, v, a and iterations (row 0 holds
    the state at t0). Returns (status, failing step), status 0 for success (mechgen.runtime.kernels.FAILURES names the others)."""
    arguments = (h, t0, n_steps, tol, rtol, max_iter)
    return _run_kernel(_kinematics_run, p, arguments, (q, v, a, iterations))


_taylor_run = _bind("taylor_run", [_ARRAY, _SCALAR, _SCALAR, _INT, _ARRAY, _INT, _SCALAR] + [_ARRAY] * 6, _INT)


def taylor_kernel(p, h, t0, n_steps, Minv, rattle, rank_tol, q, v, a, f, iterations):
    """The Taylor scheme in C: fills rows 1..n_steps of q, v and rows 0..n_steps of a, f (row 0
    of q, v holds the state at t0); Minv is the inverse of the constant mass matrix; rattle
    selects the symmetric velocity update, whose projection drops singular values below
    rank_tol of the largest. Returns (status, failing step), status 0 for
    success."""
    Minv = _contiguous(Minv, (18, 18), "Minv")
    arguments = (h, t0, n_steps, Minv.ctypes.data, int(rattle), rank_tol)
    return _run_kernel(_taylor_run, p, arguments, (q, v, a, f, iterations))
