# generator: mechgen 0.1.0
# template: c/wrapper.py.j2
# mechanism: slider_crank
# formulation: rp
# scheme: any
# input hash: 5d5adc75a6b1a531
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""C backend of mechanism 'slider_crank' in the rp formulation.

A thin wrapper: the same constants, functions and signatures as the numpy module
('slider_crank_rp.py'), evaluated by the C library 'slider_crank_rp.c', compiled on first import into
the cache (mechgen.core.clib). Vector orders are those of METADATA.
"""

from pathlib import Path

from mechgen.runtime.compiled import CLibrary

MECHGEN_MODULE = True
BACKEND = "c"
MECHANISM = 'slider_crank'
FORMULATION = 'rp'
INPUT_HASH = '5d5adc75a6b1a531'
N_Q = 21
N_V = 21
N_C = 21
BODIES = ['crank', 'rod', 'slider']
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
METADATA = {'mechanism': 'slider_crank',
 'formulation': 'rp',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '5d5adc75a6b1a531',
 'bodies': ['crank', 'rod', 'slider'],
 'springs': [],
 'q_layout': {'crank': [0, 7], 'rod': [7, 14], 'slider': [14, 21]},
 'v_layout': {'crank': [0, 7], 'rod': [7, 14], 'slider': [14, 21]},
 'q_names': ['r_crank_x',
             'r_crank_y',
             'r_crank_z',
             'e_crank_0',
             'e_crank_1',
             'e_crank_2',
             'e_crank_3',
             'r_rod_x',
             'r_rod_y',
             'r_rod_z',
             'e_rod_0',
             'e_rod_1',
             'e_rod_2',
             'e_rod_3',
             'r_slider_x',
             'r_slider_y',
             'r_slider_z',
             'e_slider_0',
             'e_slider_1',
             'e_slider_2',
             'e_slider_3'],
 'v_names': ['rd_crank_x',
             'rd_crank_y',
             'rd_crank_z',
             'ed_crank_0',
             'ed_crank_1',
             'ed_crank_2',
             'ed_crank_3',
             'rd_rod_x',
             'rd_rod_y',
             'rd_rod_z',
             'ed_rod_0',
             'ed_rod_1',
             'ed_rod_2',
             'ed_rod_3',
             'rd_slider_x',
             'rd_slider_y',
             'rd_slider_z',
             'ed_slider_0',
             'ed_slider_1',
             'ed_slider_2',
             'ed_slider_3'],
 'n_q': 21,
 'n_v': 21,
 'n_c': 21,
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
                      'length_power': 0},
                     {'owner': 'crank',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['crank', 'ground'],
                      'length_power': 0},
                     {'owner': 'rod',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['rod', 'ground'],
                      'length_power': 0},
                     {'owner': 'slider',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['slider', 'ground'],
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
 'q_initial': [],
 'unit_blocks': [],
 'layout': 11}

#: the C source the library is built from, and the prefix of its function names
C_SOURCE = Path(__file__).resolve().parent / "slider_crank_rp.c"
C_PREFIX = "mg_slider_crank_rp_"

_C = CLibrary(
    C_SOURCE,
    C_PREFIX,
    {"n_q": N_Q, "n_v": N_V, "n_c": N_C, "n_p": len(PARAMETERS)},
)


_retract = _C.entry("retract", (("q", 21), ("dv", 21), ), (21,))


def retract(q, dv):
    """Configuration update q (+) dv: r + dr, and A exp(dtheta~) for rA (seed 001 eqs. 12, 30b;
    exp by Rodrigues' formula, eq. 5, written with sinc so it is exact at zero angle); plain
    addition for rp, re and relative.

    Returns:
        ndarray of shape (21,).
    """
    return _retract(q, dv)


_tangent = _C.entry("tangent", (("dv", 21), ), (21, 21))


def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp, re and relative.

    Returns:
        ndarray of shape (21, 21).
    """
    return _tangent(dv)


_qdot = _C.entry("qdot", (("q", 21), ("v", 21), ), (21,))


def qdot(q, v):
    """The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and
    re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the
    Euler parameters of a ball joint or free body, A u for a free body's centre of mass
    (seed 001 eq. 39c), the rates elsewhere.

    Returns:
        ndarray of shape (21,).
    """
    return _qdot(q, v)


_Phi = _C.entry("Phi", (("q", 21), ("t", None), ("p", 0), ), (21,))


def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Returns:
        ndarray of shape (21,).
    """
    return _Phi(q, t, p)


_Phi_rows = _C.rows("Phi", (("q", 21), ("t", None), ("p", 0), ), (21,))


def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series): q, t one row
    each, p shared. Returns an ndarray of shape (n, 21)."""
    return _Phi_rows(q, t, p)


_dropped_Phi = _C.entry("dropped_Phi", (("q", 21), ("t", None), ("p", 0), ), (0,))


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Returns:
        ndarray of shape (0,).
    """
    return _dropped_Phi(q, t, p)


_dropped_Phi_rows = _C.rows("dropped_Phi", (("q", 21), ("t", None), ("p", 0), ), (0,))


def dropped_Phi_rows(q, t, p):
    """dropped_Phi at n rows at once (the runtime's derived series): q, t one row
    each, p shared. Returns an ndarray of shape (n, 0)."""
    return _dropped_Phi_rows(q, t, p)


_Phi_q = _C.entry("Phi_q", (("q", 21), ("t", None), ("p", 0), ), (21, 21))


def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Returns:
        ndarray of shape (21, 21).
    """
    return _Phi_q(q, t, p)


_Phi_q_rows = _C.rows("Phi_q", (("q", 21), ("t", None), ("p", 0), ), (21, 21))


def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series): q, t one row
    each, p shared. Returns an ndarray of shape (n, 21, 21)."""
    return _Phi_q_rows(q, t, p)


_nu = _C.entry("nu", (("q", 21), ("t", None), ("p", 0), ), (21,))


def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Returns:
        ndarray of shape (21,).
    """
    return _nu(q, t, p)


_nu_rows = _C.rows("nu", (("q", 21), ("t", None), ("p", 0), ), (21,))


def nu_rows(q, t, p):
    """nu at n rows at once (the runtime's derived series): q, t one row
    each, p shared. Returns an ndarray of shape (n, 21)."""
    return _nu_rows(q, t, p)


_velocity_residual = _C.entry("velocity_residual", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (21,))


def velocity_residual(q, v, t, p):
    """Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where
    the velocities satisfy the constraints; the runtime's velocity violation.

    Returns:
        ndarray of shape (21,).
    """
    return _velocity_residual(q, v, t, p)


_velocity_residual_rows = _C.rows("velocity_residual", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (21,))


def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series): q, v, t one row
    each, p shared. Returns an ndarray of shape (n, 21)."""
    return _velocity_residual_rows(q, v, t, p)


_gamma = _C.entry("gamma", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (21,))


def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Returns:
        ndarray of shape (21,).
    """
    return _gamma(q, v, t, p)


_M = _C.entry("M", (("q", 21), ("p", 0), ), (21, 21))


def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V
    + K^T J K, u = V v and omega = K v their body-frame velocities (Kane's equations,
    mechgen.symbolic.relative).

    Returns:
        ndarray of shape (21, 21).
    """
    return _M(q, p)


_M_rows = _C.rows("M", (("q", 21), ("p", 0), ), (21, 21))


def M_rows(q, p):
    """M at n rows at once (the runtime's derived series): q one row
    each, p shared. Returns an ndarray of shape (n, 21, 21)."""
    return _M_rows(q, p)


_Q = _C.entry("Q", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (21,))


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for
    relative, the body-frame loads and the bias accelerations at frozen v projected by V^T
    and K^T (mechgen.symbolic.relative).

    Returns:
        ndarray of shape (21,).
    """
    return _Q(q, v, t, p)


_Q_rows = _C.rows("Q", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (21,))


def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series): q, v, t one row
    each, p shared. Returns an ndarray of shape (n, 21)."""
    return _Q_rows(q, v, t, p)


_Q_q = _C.entry("Q_q", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (21, 21))


def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Returns:
        ndarray of shape (21, 21).
    """
    return _Q_q(q, v, t, p)


_Q_v = _C.entry("Q_v", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (21, 21))


def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Returns:
        ndarray of shape (21, 21).
    """
    return _Q_v(q, v, t, p)


_Ma_q = _C.entry("Ma_q", (("q", 21), ("a", 21), ("p", 0), ), (21, 21))


def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Returns:
        ndarray of shape (21, 21).
    """
    return _Ma_q(q, a, p)


_Phi_qT_lam_q = _C.entry("Phi_qT_lam_q", (("q", 21), ("lam", 21), ("t", None), ("p", 0), ), (21, 21))


def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Returns:
        ndarray of shape (21, 21).
    """
    return _Phi_qT_lam_q(q, lam, t, p)


_index3_residual = _C.entry("index3_residual", (("q", 21), ("v", 21), ("a", 21), ("lam", 21), ("t", None), ("p", 0), ("h", None), ), (42,))


def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Returns:
        ndarray of shape (42,).
    """
    return _index3_residual(q, v, a, lam, t, p, h)


_index3_matrix = _C.entry("index3_matrix", (("q", 21), ("v", 21), ("a", 21), ("lam", 21), ("t", None), ("p", 0), ("h", None), ), (42, 42))


def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Returns:
        ndarray of shape (42, 42).
    """
    return _index3_matrix(q, v, a, lam, t, p, h)


_genalpha_matrix = _C.entry("genalpha_matrix", (("q", 21), ("v", 21), ("dv", 21), ("a", 21), ("lam", 21), ("t", None), ("p", 0), ("hq", None), ("hv", None), ), (42, 42))


def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Returns:
        ndarray of shape (42, 42).
    """
    return _genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv)


_B = _C.entry("B", (("q", 21), ("p", 0), ), (36, 21))


def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Returns:
        ndarray of shape (36, 21).
    """
    return _B(q, p)


_reaction_frames = _C.entry("reaction_frames", (("q", 21), ("p", 0), ), (8, 24))


def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Returns:
        ndarray of shape (8, 24).
    """
    return _reaction_frames(q, p)


_reaction_frames_rows = _C.rows("reaction_frames", (("q", 21), ("p", 0), ), (8, 24))


def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series): q one row
    each, p shared. Returns an ndarray of shape (n, 8, 24)."""
    return _reaction_frames_rows(q, p)


_joint_motion = _C.entry("joint_motion", (("q", 21), ("v", 21), ("p", 0), ), (2, 18))


def joint_motion(q, v, p):
    """Per joint with coordinates (rows, the reaction sites that list them): body j's rotation
    R = E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their
    rates omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's
    joint frame (mechgen.symbolic.reactions.joint_motion).

    Returns:
        ndarray of shape (2, 18).
    """
    return _joint_motion(q, v, p)


_joint_motion_rows = _C.rows("joint_motion", (("q", 21), ("v", 21), ("p", 0), ), (2, 18))


def joint_motion_rows(q, v, p):
    """joint_motion at n rows at once (the runtime's derived series): q, v one row
    each, p shared. Returns an ndarray of shape (n, 2, 18)."""
    return _joint_motion_rows(q, v, p)


_energy = _C.entry("energy", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (2,))


def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Returns:
        ndarray of shape (2,).
    """
    return _energy(q, v, t, p)


_energy_rows = _C.rows("energy", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (2,))


def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series): q, v, t one row
    each, p shared. Returns an ndarray of shape (n, 2)."""
    return _energy_rows(q, v, t, p)


_power = _C.entry("power", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (1,))


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Returns:
        ndarray of shape (1,).
    """
    return _power(q, v, t, p)


_power_rows = _C.rows("power", (("q", 21), ("v", 21), ("t", None), ("p", 0), ), (1,))


def power_rows(q, v, t, p):
    """power at n rows at once (the runtime's derived series): q, v, t one row
    each, p shared. Returns an ndarray of shape (n, 1)."""
    return _power_rows(q, v, t, p)


_markers = _C.entry("markers", (("q", 21), ("v", 21), ("a", 21), ("p", 0), ), (0, 9))


def markers(q, v, a, p):
    """Per marker (rows): global position, velocity and acceleration of its body point
    (mechgen.symbolic.markers).

    Returns:
        ndarray of shape (0, 9).
    """
    return _markers(q, v, a, p)


_markers_rows = _C.rows("markers", (("q", 21), ("v", 21), ("a", 21), ("p", 0), ), (0, 9))


def markers_rows(q, v, a, p):
    """markers at n rows at once (the runtime's derived series): q, v, a one row
    each, p shared. Returns an ndarray of shape (n, 0, 9)."""
    return _markers_rows(q, v, a, p)


_momentum = _C.entry("momentum", (("q", 21), ("v", 21), ("p", 0), ), (6,))


def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Returns:
        ndarray of shape (6,).
    """
    return _momentum(q, v, p)


_momentum_rows = _C.rows("momentum", (("q", 21), ("v", 21), ("p", 0), ), (6,))


def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series): q, v one row
    each, p shared. Returns an ndarray of shape (n, 6)."""
    return _momentum_rows(q, v, p)


_body_frames = _C.entry("body_frames", (("q", 21), ("p", 0), ), (3, 12))


def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Returns:
        ndarray of shape (3, 12).
    """
    return _body_frames(q, p)


_body_frames_rows = _C.rows("body_frames", (("q", 21), ("p", 0), ), (3, 12))


def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series): q one row
    each, p shared. Returns an ndarray of shape (n, 3, 12)."""
    return _body_frames_rows(q, p)


_body_velocities = _C.entry("body_velocities", (("q", 21), ("v", 21), ("p", 0), ), (3, 6))


def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Returns:
        ndarray of shape (3, 6).
    """
    return _body_velocities(q, v, p)


_body_velocities_rows = _C.rows("body_velocities", (("q", 21), ("v", 21), ("p", 0), ), (3, 6))


def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series): q, v one row
    each, p shared. Returns an ndarray of shape (n, 3, 6)."""
    return _body_velocities_rows(q, v, p)


_initial_frames = _C.entry("initial_frames", (("p", 0), ), (3, 12))


def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Returns:
        ndarray of shape (3, 12).
    """
    return _initial_frames(p)


_initial_velocities = _C.entry("initial_velocities", (("p", 0), ), (3, 6))


def initial_velocities(p):
    """Initial velocities per body (rows), global frame.

    Returns:
        ndarray of shape (3, 6).
    """
    return _initial_velocities(p)


_chart = _C.entry("chart", (("p", 0), ), (3, 9))


def chart(p):
    """Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and
    rp); see mechgen.symbolic.formulations.chart_offset.

    Returns:
        ndarray of shape (3, 9).
    """
    return _chart(p)


_physical_data = _C.entry("physical_data", (("p", 0), ), (30,))


def physical_data(p):
    """Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
    rest length: the numbers the runtime checks at run-time parameter values
    (mechgen.core.physical).

    Returns:
        ndarray of shape (30,).
    """
    return _physical_data(p)


_forward_dynamics = _C.entry(
    "forward_dynamics",
    (("q", N_Q), ("v", N_V), ("t", None), ("p", len(PARAMETERS))),
    (N_V,),
    work=_C.work_size("forward_dynamics"),
)


def forward_dynamics(q, v, t, p):
    """Forward dynamics: the accelerations a (N_V) of the index-1 equations
    [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002 eq. 3; M a = Q without
    constraint rows), one C call; NaN where the matrix is singular.

    Returns:
        ndarray of shape (21,).
    """
    return _forward_dynamics(q, v, t, p)

#: the whole-loop kernels (mechgen.core.kernel_interface declares their arguments)
KERNELS = ('index3', 'kinematics', 'partitioning')
index3_kernel = _C.kernel("index3")
kinematics_kernel = _C.kernel("kinematics")
partitioning_kernel = _C.kernel("partitioning")
