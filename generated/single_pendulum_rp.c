/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: single_pendulum */
/* formulation: rp */
/* scheme: any */
/* input hash: 602ce0375abcac2f */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'single_pendulum' in the rp formulation (C99).
 * Vectors: q (7), v (7), dv (7), a (7), lam (7), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "single_pendulum_rp.h"

int mg_single_pendulum_rp_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
{
    *n_q = 7;
    *n_v = 7;
    *n_c = 7;
    *n_p = 0;
    return 11;
}

static const char *const mg_entry_names[] = {
    "retract",
    "tangent",
    "qdot",
    "Phi",
    "dropped_Phi",
    "Phi_q",
    "nu",
    "velocity_residual",
    "gamma",
    "M",
    "Q",
    "Q_q",
    "Q_v",
    "Ma_q",
    "Phi_qT_lam_q",
    "index3_residual",
    "index3_matrix",
    "genalpha_matrix",
    "B",
    "reaction_frames",
    "joint_motion",
    "energy",
    "power",
    "markers",
    "momentum",
    "body_frames",
    "body_velocities",
    "initial_frames",
    "initial_velocities",
    "chart",
    "physical_data",
};

int mg_single_pendulum_rp_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_single_pendulum_rp_entry_name(int i)
{
    return i >= 0 && i < mg_single_pendulum_rp_n_entries() ? mg_entry_names[i] : NULL;
}

/* sin(x)/x, by its Taylor series below |x| = 1e-4 (exact to round-off there). */
static inline double mg_sinc(double x)
{
    if (fabs(x) < 1e-4) {
        const double x2 = x * x;
        return 1.0 - x2 / 6.0 + x2 * x2 / 120.0;
    }
    return sin(x) / x;
}

/* retract: Configuration update q (+) dv: r + dr, and A exp(dtheta~) for rA (seed 001 eqs. 12, 30b; exp
 * by Rodrigues' formula, eq. 5, written with sinc so it is exact at zero angle); plain
 * addition for rp, re and relative.
 * Inputs: q (position coordinates, 7); dv (increment in velocity coordinates (e.g. h v), 7).
 * Output: out, 7 x 1 row-major, 7 nonzero.
 * 7 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_retract(const double *q, const double *dv, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double dv_0 = dv[0];
    const double dv_1 = dv[1];
    const double dv_2 = dv[2];
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];
    const double dv_6 = dv[6];

    out[0] = dv_0 + q_r_bar_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_bar_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_bar_z;  /* [2, 0] */
    out[3] = dv_3 + q_e_bar_0;  /* [3, 0] */
    out[4] = dv_4 + q_e_bar_1;  /* [4, 0] */
    out[5] = dv_5 + q_e_bar_2;  /* [5, 0] */
    out[6] = dv_6 + q_e_bar_3;  /* [6, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 7).
 * Output: out, 7 x 7 row-major, 7 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_tangent(const double *dv, double *out)
{
    (void)dv;

    memset(out, 0, sizeof(double) * 49);
    out[0] = 1;  /* [0, 0] */
    out[8] = 1;  /* [1, 1] */
    out[16] = 1;  /* [2, 2] */
    out[24] = 1;  /* [3, 3] */
    out[32] = 1;  /* [4, 4] */
    out[40] = 1;  /* [5, 5] */
    out[48] = 1;  /* [6, 6] */
}

/* qdot: The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and re, A
 * omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the Euler
 * parameters of a ball joint or free body, A u for a free body's centre of mass (seed 001 eq.
 * 39c), the rates elsewhere.
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7).
 * Output: out, 7 x 1 row-major, 7 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_qdot(const double *q, const double *v, double *out)
{
    (void)q;
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];

    out[0] = v_rd_bar_x;  /* [0, 0] */
    out[1] = v_rd_bar_y;  /* [1, 0] */
    out[2] = v_rd_bar_z;  /* [2, 0] */
    out[3] = v_ed_bar_0;  /* [3, 0] */
    out[4] = v_ed_bar_1;  /* [4, 0] */
    out[5] = v_ed_bar_2;  /* [5, 0] */
    out[6] = v_ed_bar_3;  /* [6, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 7); t (time); p (parameters, 0).
 * Output: out, 7 x 1 row-major, 7 nonzero.
 * 44 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    (void)p;
    const double cse0 = (q_e_bar_1*q_e_bar_1);
    const double cse1 = (q_e_bar_0*q_e_bar_0);
    const double cse2 = 2*cse0 + 2*cse1 - 1;
    const double cse3 = 2*q_e_bar_1;
    const double cse4 = cse3*q_e_bar_2;
    const double cse5 = 2*q_e_bar_0*q_e_bar_3;
    const double cse6 = 2*q_e_bar_2;

    out[0] = cse2;  /* [0, 0] */
    out[1] = cse4 - cse5;  /* [1, 0] */
    out[2] = 2*cse2 - q_r_bar_x;  /* [2, 0] */
    out[3] = 2*cse4 + 2*cse5 - q_r_bar_y;  /* [3, 0] */
    out[4] = 2*cse3*q_e_bar_3 - 2*cse6*q_e_bar_0 - q_r_bar_z;  /* [4, 0] */
    out[5] = -cse3*q_e_bar_0 - cse6*q_e_bar_3 + sin((1.0/4.0)*3.141592653589793*cos(2*t));  /* [5, 0] */
    out[6] = (1.0/2.0)*cse0 + (1.0/2.0)*cse1 + (1.0/2.0)*(q_e_bar_2*q_e_bar_2) + (1.0/2.0)*(q_e_bar_3*q_e_bar_3) - 1.0/2.0;  /* [6, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_rp_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_Phi(q + (size_t)k * 7, t[k], p, out + (size_t)k * 7);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 7); t (time); p (parameters, 0).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_rp_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_dropped_Phi(q + (size_t)k * 7, t[k], p, out + (size_t)k * 0);
    }
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_single_pendulum_rp_Phi_q_perm[7] = {6, 5, 1, 4, 3, 2, 0};

/* Where Phi_q's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 7, kl = 4, ku = 4, ldab = 13), and in the row-major 7 x 7 matrix. */
static const int mg_single_pendulum_rp_Phi_q_in_band[27] = {62, 50, 58, 46, 22, 10, 85, 61, 49, 36, 60, 48, 24, 12, 71, 59, 47, 23, 11, 57, 45, 21, 9,
    56, 44, 20, 8};
static const int mg_single_pendulum_rp_Phi_q_in_dense[27] = {3, 4, 10, 11, 12, 13, 14, 17, 18, 22, 24, 25, 26, 27, 30, 31, 32, 33, 34, 38, 39, 40, 41,
    45, 46, 47, 48};

/* Phi_q's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_single_pendulum_rp_Phi_q_cells(const double *q, double t, const double *p, double *out, const int *where)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    (void)t;
    (void)p;
    const double cse0 = 4*q_e_bar_0;
    const double cse1 = 4*q_e_bar_1;
    const double cse2 = -2*q_e_bar_3;
    const double cse3 = 2*q_e_bar_2;
    const double cse4 = 2*q_e_bar_1;
    const double cse5 = -2*q_e_bar_0;
    const double cse6 = 4*q_e_bar_3;
    const double cse7 = 4*q_e_bar_2;

    out[where[0]] = cse0;  /* [0, 3] */
    out[where[1]] = cse1;  /* [0, 4] */
    out[where[2]] = cse2;  /* [1, 3] */
    out[where[3]] = cse3;  /* [1, 4] */
    out[where[4]] = cse4;  /* [1, 5] */
    out[where[5]] = cse5;  /* [1, 6] */
    out[where[6]] = -1;  /* [2, 0] */
    out[where[7]] = 8*q_e_bar_0;  /* [2, 3] */
    out[where[8]] = 8*q_e_bar_1;  /* [2, 4] */
    out[where[9]] = -1;  /* [3, 1] */
    out[where[10]] = cse6;  /* [3, 3] */
    out[where[11]] = cse7;  /* [3, 4] */
    out[where[12]] = cse1;  /* [3, 5] */
    out[where[13]] = cse0;  /* [3, 6] */
    out[where[14]] = -1;  /* [4, 2] */
    out[where[15]] = -cse7;  /* [4, 3] */
    out[where[16]] = cse6;  /* [4, 4] */
    out[where[17]] = -cse0;  /* [4, 5] */
    out[where[18]] = cse1;  /* [4, 6] */
    out[where[19]] = -cse4;  /* [5, 3] */
    out[where[20]] = cse5;  /* [5, 4] */
    out[where[21]] = cse2;  /* [5, 5] */
    out[where[22]] = -cse3;  /* [5, 6] */
    out[where[23]] = q_e_bar_0;  /* [6, 3] */
    out[where[24]] = q_e_bar_1;  /* [6, 4] */
    out[where[25]] = q_e_bar_2;  /* [6, 5] */
    out[where[26]] = q_e_bar_3;  /* [6, 6] */
}

/* Phi_q written into its band storage; ab is zeroed by the caller. */
void mg_single_pendulum_rp_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    mg_single_pendulum_rp_Phi_q_cells(q, t, p, ab, mg_single_pendulum_rp_Phi_q_in_band);
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 7 x 7 row-major, 27 nonzero (the cells of Phi_q_band).
 */
void mg_single_pendulum_rp_Phi_q(const double *q, double t, const double *p, double *out)
{
    memset(out, 0, sizeof(double) * 49);
    mg_single_pendulum_rp_Phi_q_cells(q, t, p, out, mg_single_pendulum_rp_Phi_q_in_dense);
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_rp_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_Phi_q(q + (size_t)k * 7, t[k], p, out + (size_t)k * 49);
    }
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 7); t (time); p (parameters, 0).
 * Output: out, 7 x 1 row-major, 1 nonzero.
 * 9 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_nu(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)p;
    const double cse0 = 2*t;

    memset(out, 0, sizeof(double) * 7);
    out[5] = (1.0/2.0)*3.141592653589793*sin(cse0)*cos((1.0/4.0)*3.141592653589793*cos(cse0));  /* [5, 0] */
}

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_rp_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_nu(q + (size_t)k * 7, t[k], p, out + (size_t)k * 7);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); t (time); p (parameters, 0).
 * Output: out, 7 x 1 row-major, 7 nonzero.
 * 63 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    (void)p;
    const double cse0 = q_e_bar_1*v_ed_bar_1;
    const double cse1 = q_e_bar_0*v_ed_bar_0;
    const double cse2 = 2*q_e_bar_1;
    const double cse3 = 2*q_e_bar_0;
    const double cse4 = 2*q_e_bar_2;
    const double cse5 = 2*q_e_bar_3;
    const double cse6 = 4*q_e_bar_1;
    const double cse7 = 4*q_e_bar_3;
    const double cse8 = 4*q_e_bar_0;
    const double cse9 = 4*q_e_bar_2;
    const double cse10 = 2*t;

    out[0] = 4*cse0 + 4*cse1;  /* [0, 0] */
    out[1] = cse2*v_ed_bar_2 - cse3*v_ed_bar_3 + cse4*v_ed_bar_1 - cse5*v_ed_bar_0;  /* [1, 0] */
    out[2] = 8*cse0 + 8*cse1 - v_rd_bar_x;  /* [2, 0] */
    out[3] = cse6*v_ed_bar_2 + cse7*v_ed_bar_0 + cse8*v_ed_bar_3 + cse9*v_ed_bar_1 - v_rd_bar_y;  /* [3, 0] */
    out[4] = cse6*v_ed_bar_3 + cse7*v_ed_bar_1 - cse8*v_ed_bar_2 - cse9*v_ed_bar_0 - v_rd_bar_z;  /* [4, 0] */
    out[5] = -cse2*v_ed_bar_0 - cse3*v_ed_bar_1 - cse4*v_ed_bar_3 - cse5*v_ed_bar_2 - 1.0/2.0*3.141592653589793*sin(cse10)*cos((1.0/4.0)*3.141592653589793*cos(cse10));  /* [5, 0] */
    out[6] = cse0 + cse1 + q_e_bar_2*v_ed_bar_2 + q_e_bar_3*v_ed_bar_3;  /* [6, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_rp_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_velocity_residual(q + (size_t)k * 7, v + (size_t)k * 7, t[k], p, out + (size_t)k * 7);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); t (time); p (parameters, 0).
 * Output: out, 7 x 1 row-major, 7 nonzero.
 * 49 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    (void)p;
    const double cse0 = (v_ed_bar_1*v_ed_bar_1);
    const double cse1 = (v_ed_bar_0*v_ed_bar_0);
    const double cse2 = 4*v_ed_bar_1;
    const double cse3 = v_ed_bar_0*v_ed_bar_3;
    const double cse4 = 8*v_ed_bar_2;
    const double cse5 = 2*t;
    const double cse6 = 3.141592653589793*cos(cse5);
    const double cse7 = (1.0/4.0)*cse6;

    out[0] = -4*cse0 - 4*cse1;  /* [0, 0] */
    out[1] = -cse2*v_ed_bar_2 + 4*cse3;  /* [1, 0] */
    out[2] = -8*cse0 - 8*cse1;  /* [2, 0] */
    out[3] = -8*cse3 - cse4*v_ed_bar_1;  /* [3, 0] */
    out[4] = cse4*v_ed_bar_0 - 8*v_ed_bar_1*v_ed_bar_3;  /* [4, 0] */
    out[5] = cse2*v_ed_bar_0 + cse6*cos(cse7) + 4*v_ed_bar_2*v_ed_bar_3 + (1.0/4.0)*(3.141592653589793*3.141592653589793)*(sin(cse5)*sin(cse5))*sin(cse7);  /* [5, 0] */
    out[6] = -cse0 - cse1 - (v_ed_bar_2*v_ed_bar_2) - (v_ed_bar_3*v_ed_bar_3);  /* [6, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 7); p (parameters, 0).
 * Output: out, 7 x 7 row-major, 19 nonzero.
 * 42 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_M(const double *q, const double *p, double *out)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    (void)p;
    const double cse0 = (q_e_bar_1*q_e_bar_1);
    const double cse1 = (q_e_bar_3*q_e_bar_3);
    const double cse2 = (q_e_bar_2*q_e_bar_2);
    const double cse3 = 416.065*cse1 + 416.065*cse2;
    const double cse4 = -0.13*q_e_bar_0*q_e_bar_1;
    const double cse5 = 416.065*q_e_bar_0;
    const double cse6 = 415.935*q_e_bar_3;
    const double cse7 = -cse5*q_e_bar_2 + cse6*q_e_bar_1;
    const double cse8 = 415.935*q_e_bar_2;
    const double cse9 = -cse5*q_e_bar_3 - cse8*q_e_bar_1;
    const double cse10 = (q_e_bar_0*q_e_bar_0);
    const double cse11 = 416.065*q_e_bar_1;
    const double cse12 = -cse11*q_e_bar_2 - cse6*q_e_bar_0;
    const double cse13 = -cse11*q_e_bar_3 + cse8*q_e_bar_0;
    const double cse14 = 416.065*cse0 + 416.065*cse10;
    const double cse15 = -0.13*q_e_bar_2*q_e_bar_3;

    memset(out, 0, sizeof(double) * 49);
    out[0] = 78.0;  /* [0, 0] */
    out[8] = 78.0;  /* [1, 1] */
    out[16] = 78.0;  /* [2, 2] */
    out[24] = 0.13*cse0 + cse3;  /* [3, 3] */
    out[25] = cse4;  /* [3, 4] */
    out[26] = cse7;  /* [3, 5] */
    out[27] = cse9;  /* [3, 6] */
    out[31] = cse4;  /* [4, 3] */
    out[32] = 0.13*cse10 + cse3;  /* [4, 4] */
    out[33] = cse12;  /* [4, 5] */
    out[34] = cse13;  /* [4, 6] */
    out[38] = cse7;  /* [5, 3] */
    out[39] = cse12;  /* [5, 4] */
    out[40] = 0.13*cse1 + cse14;  /* [5, 5] */
    out[41] = cse15;  /* [5, 6] */
    out[45] = cse9;  /* [6, 3] */
    out[46] = cse13;  /* [6, 4] */
    out[47] = cse15;  /* [6, 5] */
    out[48] = cse14 + 0.13*cse2;  /* [6, 6] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_single_pendulum_rp_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_M(q + (size_t)k * 7, p, out + (size_t)k * 49);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); t (time); p (parameters, 0).
 * Output: out, 7 x 1 row-major, 5 nonzero.
 * 107 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    (void)t;
    (void)p;
    const double cse0 = q_e_bar_1*v_ed_bar_3;
    const double cse1 = 2*q_e_bar_0;
    const double cse2 = 2*q_e_bar_3;
    const double cse3 = 2*q_e_bar_2;
    const double cse4 = 2*cse0 + cse1*v_ed_bar_2 - cse2*v_ed_bar_1 - cse3*v_ed_bar_0;
    const double cse5 = 208.0325*q_e_bar_3;
    const double cse6 = cse5*v_ed_bar_2;
    const double cse7 = 208.0325*q_e_bar_0;
    const double cse8 = cse7*v_ed_bar_1;
    const double cse9 = 208.0325*v_ed_bar_3;
    const double cse10 = cse9*q_e_bar_2;
    const double cse11 = 208.0325*q_e_bar_1;
    const double cse12 = cse11*v_ed_bar_0;
    const double cse13 = 2*q_e_bar_1;
    const double cse14 = cse1*v_ed_bar_1 - cse13*v_ed_bar_0 + cse2*v_ed_bar_2 - cse3*v_ed_bar_3;
    const double cse15 = 0.065*q_e_bar_3;
    const double cse16 = 0.065*q_e_bar_2;
    const double cse17 = 0.065*v_ed_bar_2;
    const double cse18 = cse14*(0.065*cse0 - cse15*v_ed_bar_1 - cse16*v_ed_bar_0 + cse17*q_e_bar_0) + cse4*(cse10 + cse12 - cse6 - cse8);
    const double cse19 = q_e_bar_0*v_ed_bar_3;
    const double cse20 = -cse13*v_ed_bar_2 + 2*cse19 - cse2*v_ed_bar_0 + cse3*v_ed_bar_1;
    const double cse21 = cse14*(cse15*v_ed_bar_0 - cse16*v_ed_bar_1 + cse17*q_e_bar_1 - 0.065*cse19) + cse20*(-cse10 - cse12 + cse6 + cse8);
    const double cse22 = 2*cse21;
    const double cse23 = 208.0325*q_e_bar_2;
    const double cse24 = 2*cse20*(cse23*v_ed_bar_0 + cse5*v_ed_bar_1 - cse7*v_ed_bar_2 - cse9*q_e_bar_1) + 2*cse4*(-cse11*v_ed_bar_2 + cse23*v_ed_bar_1 - cse5*v_ed_bar_0 + cse9*q_e_bar_0);
    const double cse25 = 2*cse18;

    memset(out, 0, sizeof(double) * 7);
    out[2] = -765.1800000000001;  /* [2, 0] */
    out[3] = -cse18*cse2 - cse22*q_e_bar_2 - cse24*q_e_bar_1;  /* [3, 0] */
    out[4] = -cse2*cse21 + cse24*q_e_bar_0 + cse25*q_e_bar_2;  /* [4, 0] */
    out[5] = cse22*q_e_bar_0 + cse24*q_e_bar_3 - cse25*q_e_bar_1;  /* [5, 0] */
    out[6] = cse22*q_e_bar_1 - cse24*q_e_bar_2 + cse25*q_e_bar_0;  /* [6, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_rp_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_Q(q + (size_t)k * 7, v + (size_t)k * 7, t[k], p, out + (size_t)k * 7);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); t (time); p (parameters, 0).
 * Output: out, 7 x 7 row-major, 16 nonzero.
 * 280 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    (void)t;
    (void)p;
    const double cse0 = 2*q_e_bar_3;
    const double cse1 = 2*v_ed_bar_1;
    const double cse2 = 2*q_e_bar_2;
    const double cse3 = 2*q_e_bar_1;
    const double cse4 = cse0*v_ed_bar_2 + cse1*q_e_bar_0 - cse2*v_ed_bar_3 - cse3*v_ed_bar_0;
    const double cse5 = 0.065*cse4;
    const double cse6 = cse5*v_ed_bar_2;
    const double cse7 = 0.065*q_e_bar_3;
    const double cse8 = 0.065*q_e_bar_2;
    const double cse9 = 0.065*q_e_bar_1;
    const double cse10 = 0.065*q_e_bar_0;
    const double cse11 = 2*cse10*v_ed_bar_2 - 2*cse7*v_ed_bar_1 - 2*cse8*v_ed_bar_0 + 2*cse9*v_ed_bar_3;
    const double cse12 = 208.0325*q_e_bar_3;
    const double cse13 = cse12*v_ed_bar_2;
    const double cse14 = 208.0325*q_e_bar_0;
    const double cse15 = cse14*v_ed_bar_1;
    const double cse16 = 208.0325*q_e_bar_2;
    const double cse17 = cse16*v_ed_bar_3;
    const double cse18 = 208.0325*q_e_bar_1;
    const double cse19 = cse18*v_ed_bar_0;
    const double cse20 = -cse13 - cse15 + cse17 + cse19;
    const double cse21 = 2*v_ed_bar_2;
    const double cse22 = -cse0*v_ed_bar_1 - cse2*v_ed_bar_0 + cse21*q_e_bar_0 + cse3*v_ed_bar_3;
    const double cse23 = 208.0325*cse22;
    const double cse24 = cse23*v_ed_bar_1;
    const double cse25 = cse11*v_ed_bar_1 + cse20*cse21 - cse24 + cse6;
    const double cse26 = -2*cse10*v_ed_bar_3 + 2*cse7*v_ed_bar_0 - 2*cse8*v_ed_bar_1 + 2*cse9*v_ed_bar_2;
    const double cse27 = cse5*v_ed_bar_3;
    const double cse28 = cse13 + cse15 - cse17 - cse19;
    const double cse29 = 2*v_ed_bar_3;
    const double cse30 = -cse0*v_ed_bar_0 + cse2*v_ed_bar_1 + cse29*q_e_bar_0 - cse3*v_ed_bar_2;
    const double cse31 = 208.0325*cse30;
    const double cse32 = cse31*v_ed_bar_1;
    const double cse33 = cse26*v_ed_bar_1 - cse27 + cse28*cse29 + cse32;
    const double cse34 = cse12*v_ed_bar_1 - cse14*v_ed_bar_2 + cse16*v_ed_bar_0 - cse18*v_ed_bar_3;
    const double cse35 = -2*cse12*v_ed_bar_0 + 2*cse14*v_ed_bar_3 + 2*cse16*v_ed_bar_1 - 2*cse18*v_ed_bar_2;
    const double cse36 = cse31*v_ed_bar_2;
    const double cse37 = 208.0325*v_ed_bar_3;
    const double cse38 = cse22*cse37;
    const double cse39 = cse29*cse34 + cse35*v_ed_bar_2 - cse36 + cse38;
    const double cse40 = cse23*v_ed_bar_0;
    const double cse41 = -cse11*v_ed_bar_0 + cse20*cse29 + cse27 + cse40;
    const double cse42 = 2*cse41;
    const double cse43 = cse31*v_ed_bar_0;
    const double cse44 = -cse21*cse28 - cse26*v_ed_bar_0 - cse43 + cse6;
    const double cse45 = -cse30*cse37;
    const double cse46 = -cse23*v_ed_bar_2;
    const double cse47 = -cse21*cse34 + cse35*v_ed_bar_3 + cse45 + cse46;
    const double cse48 = 2*cse30;
    const double cse49 = cse34*cse48;
    const double cse50 = cse22*cse35;
    const double cse51 = -cse49 - cse50;
    const double cse52 = cse5*v_ed_bar_0;
    const double cse53 = 2*v_ed_bar_0;
    const double cse54 = -cse11*v_ed_bar_3 - cse20*cse53 + cse38 - cse52;
    const double cse55 = -cse5*v_ed_bar_1;
    const double cse56 = cse1*cse28 - cse26*v_ed_bar_3 + cse45 + cse55;
    const double cse57 = cse1*cse34 + cse24 - cse35*v_ed_bar_0 + cse43;
    const double cse58 = cse26*cse4;
    const double cse59 = cse28*cse48;
    const double cse60 = -cse58 - cse59;
    const double cse61 = -cse1*cse20 + cse11*v_ed_bar_2 + cse46 + cse55;
    const double cse62 = 2*cse61;
    const double cse63 = cse26*v_ed_bar_2 - cse28*cse53 + cse36 + cse52;
    const double cse64 = cse32 - cse34*cse53 - cse35*v_ed_bar_1 - cse40;
    const double cse65 = cse11*cse4;
    const double cse66 = 2*cse20*cse22;
    const double cse67 = -cse65 - cse66;
    const double cse68 = 2*q_e_bar_0;
    const double cse69 = cse49 + cse50;
    const double cse70 = 2*cse56;
    const double cse71 = cse65 + cse66;
    const double cse72 = 2*cse63;
    const double cse73 = cse58 + cse59;

    memset(out, 0, sizeof(double) * 49);
    out[24] = -cse0*cse25 - cse2*cse33 - cse3*cse39;  /* [3, 3] */
    out[25] = -cse2*cse44 - cse3*cse47 - cse42*q_e_bar_3 + cse51;  /* [3, 4] */
    out[26] = -cse0*cse54 - cse2*cse56 - cse3*cse57 + cse60;  /* [3, 5] */
    out[27] = -cse2*cse63 - cse3*cse64 - cse62*q_e_bar_3 + cse67;  /* [3, 6] */
    out[31] = -cse0*cse33 + cse2*cse25 + cse39*cse68 + cse69;  /* [4, 3] */
    out[32] = -cse0*cse44 + cse2*cse41 + cse47*cse68;  /* [4, 4] */
    out[33] = cse2*cse54 + cse57*cse68 - cse70*q_e_bar_3 + cse71;  /* [4, 5] */
    out[34] = cse2*cse61 + cse60 + cse64*cse68 - cse72*q_e_bar_3;  /* [4, 6] */
    out[38] = cse0*cse39 - cse25*cse3 + cse33*cse68 + cse73;  /* [5, 3] */
    out[39] = cse0*cse47 - cse42*q_e_bar_1 + cse44*cse68 + cse67;  /* [5, 4] */
    out[40] = cse0*cse57 - cse3*cse54 + cse70*q_e_bar_0;  /* [5, 5] */
    out[41] = cse0*cse64 - cse62*q_e_bar_1 + cse69 + cse72*q_e_bar_0;  /* [5, 6] */
    out[45] = -cse2*cse39 + cse25*cse68 + cse3*cse33 + cse71;  /* [6, 3] */
    out[46] = -cse2*cse47 + cse3*cse44 + cse42*q_e_bar_0 + cse73;  /* [6, 4] */
    out[47] = -cse2*cse57 + cse51 + cse54*cse68 + cse70*q_e_bar_1;  /* [6, 5] */
    out[48] = -cse2*cse64 + cse62*q_e_bar_0 + cse72*q_e_bar_1;  /* [6, 6] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); t (time); p (parameters, 0).
 * Output: out, 7 x 7 row-major, 16 nonzero.
 * 234 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    (void)t;
    (void)p;
    const double cse0 = 208.0325*q_e_bar_1;
    const double cse1 = 208.0325*q_e_bar_0;
    const double cse2 = 208.0325*q_e_bar_3;
    const double cse3 = 208.0325*q_e_bar_2;
    const double cse4 = -cse0*v_ed_bar_3 - cse1*v_ed_bar_2 + cse2*v_ed_bar_1 + cse3*v_ed_bar_0;
    const double cse5 = 2*q_e_bar_3;
    const double cse6 = 2*q_e_bar_2;
    const double cse7 = 2*q_e_bar_0;
    const double cse8 = 2*q_e_bar_1;
    const double cse9 = -cse5*v_ed_bar_0 + cse6*v_ed_bar_1 + cse7*v_ed_bar_3 - cse8*v_ed_bar_2;
    const double cse10 = cse3*cse9;
    const double cse11 = -cse0*v_ed_bar_2 + cse1*v_ed_bar_3 - cse2*v_ed_bar_0 + cse3*v_ed_bar_1;
    const double cse12 = -cse5*v_ed_bar_1 - cse6*v_ed_bar_0 + cse7*v_ed_bar_2 + cse8*v_ed_bar_3;
    const double cse13 = -cse12*cse2;
    const double cse14 = cse10 - cse11*cse6 + cse13 - cse4*cse5;
    const double cse15 = 0.065*q_e_bar_2;
    const double cse16 = 0.065*q_e_bar_0;
    const double cse17 = 0.065*q_e_bar_3;
    const double cse18 = 0.065*q_e_bar_1;
    const double cse19 = -cse15*v_ed_bar_1 - cse16*v_ed_bar_3 + cse17*v_ed_bar_0 + cse18*v_ed_bar_2;
    const double cse20 = 2*cse19;
    const double cse21 = cse5*v_ed_bar_2 - cse6*v_ed_bar_3 + cse7*v_ed_bar_1 - cse8*v_ed_bar_0;
    const double cse22 = cse17*cse21;
    const double cse23 = cse3*v_ed_bar_3;
    const double cse24 = cse0*v_ed_bar_0;
    const double cse25 = cse2*v_ed_bar_2;
    const double cse26 = cse1*v_ed_bar_1;
    const double cse27 = -cse23 - cse24 + cse25 + cse26;
    const double cse28 = -cse0*cse9;
    const double cse29 = -cse20*q_e_bar_1 + cse22 - cse27*cse5 + cse28;
    const double cse30 = -cse15*v_ed_bar_0 + cse16*v_ed_bar_2 - cse17*v_ed_bar_1 + cse18*v_ed_bar_3;
    const double cse31 = 2*cse30;
    const double cse32 = cse23 + cse24 - cse25 - cse26;
    const double cse33 = 2*cse32;
    const double cse34 = -cse15*cse21;
    const double cse35 = cse0*cse12;
    const double cse36 = -cse31*q_e_bar_1 - cse33*q_e_bar_2 + cse34 + cse35;
    const double cse37 = cse2*cse9;
    const double cse38 = cse12*cse3;
    const double cse39 = -cse11*cse5 + cse37 + cse38 + cse4*cse6;
    const double cse40 = cse1*cse9;
    const double cse41 = cse20*q_e_bar_0 + cse27*cse6 + cse34 + cse40;
    const double cse42 = cse1*cse12;
    const double cse43 = -cse22 + cse31*q_e_bar_0 - cse32*cse5 - cse42;
    const double cse44 = 2*cse4;
    const double cse45 = cse11*cse7 - cse35 - cse40 - cse44*q_e_bar_1;
    const double cse46 = cse18*cse21;
    const double cse47 = cse19*cse5 - cse27*cse8 + cse37 + cse46;
    const double cse48 = cse16*cse21;
    const double cse49 = cse13 + cse30*cse5 + cse33*q_e_bar_0 + cse48;
    const double cse50 = cse11*cse8 + cse28 + cse42 + cse44*q_e_bar_0;
    const double cse51 = -cse10 - cse19*cse6 + cse27*cse7 - cse48;
    const double cse52 = -cse30*cse6 + cse33*q_e_bar_1 + cse38 + cse46;

    memset(out, 0, sizeof(double) * 49);
    out[24] = -cse14*cse8 - cse29*cse6 - cse36*cse5;  /* [3, 3] */
    out[25] = -cse39*cse8 - cse41*cse6 - cse43*cse5;  /* [3, 4] */
    out[26] = -cse45*cse8 - cse47*cse6 - cse49*cse5;  /* [3, 5] */
    out[27] = -cse5*cse52 - cse50*cse8 - cse51*cse6;  /* [3, 6] */
    out[31] = cse14*cse7 - cse29*cse5 + cse36*cse6;  /* [4, 3] */
    out[32] = cse39*cse7 - cse41*cse5 + cse43*cse6;  /* [4, 4] */
    out[33] = cse45*cse7 - cse47*cse5 + cse49*cse6;  /* [4, 5] */
    out[34] = -cse5*cse51 + cse50*cse7 + cse52*cse6;  /* [4, 6] */
    out[38] = cse14*cse5 + cse29*cse7 - cse36*cse8;  /* [5, 3] */
    out[39] = cse39*cse5 + cse41*cse7 - cse43*cse8;  /* [5, 4] */
    out[40] = cse45*cse5 + cse47*cse7 - cse49*cse8;  /* [5, 5] */
    out[41] = cse5*cse50 + cse51*cse7 - cse52*cse8;  /* [5, 6] */
    out[45] = -cse14*cse6 + cse29*cse8 + cse36*cse7;  /* [6, 3] */
    out[46] = -cse39*cse6 + cse41*cse8 + cse43*cse7;  /* [6, 4] */
    out[47] = -cse45*cse6 + cse47*cse8 + cse49*cse7;  /* [6, 5] */
    out[48] = -cse50*cse6 + cse51*cse8 + cse52*cse7;  /* [6, 6] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 7); a (accelerations (time derivative of v), 7); p (parameters, 0).
 * Output: out, 7 x 7 row-major, 16 nonzero.
 * 100 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    (void)p;
    const double cse0 = 0.13*q_e_bar_1;
    const double cse1 = 416.065*a_6;
    const double cse2 = 416.065*a_5;
    const double cse3 = -cse1*q_e_bar_3 - cse2*q_e_bar_2;
    const double cse4 = a_4*q_e_bar_0;
    const double cse5 = 415.935*a_6;
    const double cse6 = cse5*q_e_bar_2;
    const double cse7 = 415.935*a_5;
    const double cse8 = cse7*q_e_bar_3;
    const double cse9 = 832.13*a_3;
    const double cse10 = a_3*q_e_bar_0;
    const double cse11 = a_4*q_e_bar_2;
    const double cse12 = a_4*q_e_bar_3;
    const double cse13 = 832.13*q_e_bar_0;
    const double cse14 = 416.065*a_3;
    const double cse15 = 832.13*q_e_bar_1;
    const double cse16 = 415.935*a_3;
    const double cse17 = 0.13*a_6;
    const double cse18 = -416.065*a_4*q_e_bar_1 - 416.065*cse10;
    const double cse19 = 415.935*cse4;
    const double cse20 = cse16*q_e_bar_1;
    const double cse21 = 0.13*a_5;

    memset(out, 0, sizeof(double) * 49);
    out[24] = -a_4*cse0 + cse3;  /* [3, 3] */
    out[25] = 0.26*a_3*q_e_bar_1 - 0.13*cse4 - cse6 + cse8;  /* [3, 4] */
    out[26] = -cse2*q_e_bar_0 - cse5*q_e_bar_1 + cse9*q_e_bar_2;  /* [3, 5] */
    out[27] = -cse1*q_e_bar_0 + cse7*q_e_bar_1 + cse9*q_e_bar_3;  /* [3, 6] */
    out[31] = -a_3*cse0 + 0.26*cse4 + cse6 - cse8;  /* [4, 3] */
    out[32] = -0.13*cse10 + cse3;  /* [4, 4] */
    out[33] = 832.13*cse11 - cse2*q_e_bar_1 + cse5*q_e_bar_0;  /* [4, 5] */
    out[34] = -cse1*q_e_bar_1 + 832.13*cse12 - cse7*q_e_bar_0;  /* [4, 6] */
    out[38] = a_5*cse13 - 415.935*cse12 - cse14*q_e_bar_2;  /* [5, 3] */
    out[39] = a_5*cse15 - 416.065*cse11 + cse16*q_e_bar_3;  /* [5, 4] */
    out[40] = -cse17*q_e_bar_3 + cse18;  /* [5, 5] */
    out[41] = 0.26*a_5*q_e_bar_3 - cse17*q_e_bar_2 - cse19 + cse20;  /* [5, 6] */
    out[45] = a_6*cse13 + 415.935*cse11 - cse14*q_e_bar_3;  /* [6, 3] */
    out[46] = a_6*cse15 - 416.065*cse12 - cse16*q_e_bar_2;  /* [6, 4] */
    out[47] = 0.26*a_6*q_e_bar_2 + cse19 - cse20 - cse21*q_e_bar_3;  /* [6, 5] */
    out[48] = cse18 - cse21*q_e_bar_2;  /* [6, 6] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 7); lam (Lagrange multipliers, one per constraint row, 7); t (time); p (parameters, 0).
 * Output: out, 7 x 7 row-major, 16 nonzero.
 * 12 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    (void)q;
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    (void)t;
    (void)p;
    const double cse0 = 4*lam_0 + 8*lam_2 + lam_6;
    const double cse1 = -2*lam_5;
    const double cse2 = 4*lam_4;
    const double cse3 = -cse2;
    const double cse4 = 2*lam_1;
    const double cse5 = 4*lam_3;
    const double cse6 = -cse4 + cse5;
    const double cse7 = cse4 + cse5;

    memset(out, 0, sizeof(double) * 49);
    out[24] = cse0;  /* [3, 3] */
    out[25] = cse1;  /* [3, 4] */
    out[26] = cse3;  /* [3, 5] */
    out[27] = cse6;  /* [3, 6] */
    out[31] = cse1;  /* [4, 3] */
    out[32] = cse0;  /* [4, 4] */
    out[33] = cse7;  /* [4, 5] */
    out[34] = cse2;  /* [4, 6] */
    out[38] = cse3;  /* [5, 3] */
    out[39] = cse7;  /* [5, 4] */
    out[40] = lam_6;  /* [5, 5] */
    out[41] = cse1;  /* [5, 6] */
    out[45] = cse6;  /* [6, 3] */
    out[46] = cse2;  /* [6, 4] */
    out[47] = cse1;  /* [6, 5] */
    out[48] = lam_6;  /* [6, 6] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); a (accelerations (time derivative of v), 7); lam (Lagrange multipliers, one per constraint row, 7); t (time); p (parameters, 0); h (step size).
 * Output: out, 14 x 1 row-major, 14 nonzero.
 * 280 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    const double a_0 = a[0];
    const double a_1 = a[1];
    const double a_2 = a[2];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    (void)p;
    const double cse0 = 2*lam_1;
    const double cse1 = 4*lam_4;
    const double cse2 = 2*q_e_bar_1;
    const double cse3 = 2*q_e_bar_0;
    const double cse4 = 2*q_e_bar_3;
    const double cse5 = 2*q_e_bar_2;
    const double cse6 = cse2*v_ed_bar_3 + cse3*v_ed_bar_2 - cse4*v_ed_bar_1 - cse5*v_ed_bar_0;
    const double cse7 = 208.0325*q_e_bar_3;
    const double cse8 = cse7*v_ed_bar_2;
    const double cse9 = 208.0325*q_e_bar_0;
    const double cse10 = cse9*v_ed_bar_1;
    const double cse11 = 208.0325*q_e_bar_2;
    const double cse12 = cse11*v_ed_bar_3;
    const double cse13 = 208.0325*q_e_bar_1;
    const double cse14 = cse13*v_ed_bar_0;
    const double cse15 = -cse2*v_ed_bar_0 + cse3*v_ed_bar_1 + cse4*v_ed_bar_2 - cse5*v_ed_bar_3;
    const double cse16 = 0.065*q_e_bar_3;
    const double cse17 = 0.065*q_e_bar_2;
    const double cse18 = 0.065*q_e_bar_1;
    const double cse19 = 0.065*q_e_bar_0;
    const double cse20 = cse15*(-cse16*v_ed_bar_1 - cse17*v_ed_bar_0 + cse18*v_ed_bar_3 + cse19*v_ed_bar_2) + cse6*(-cse10 + cse12 + cse14 - cse8);
    const double cse21 = -cse2*v_ed_bar_2 + cse3*v_ed_bar_3 - cse4*v_ed_bar_0 + cse5*v_ed_bar_1;
    const double cse22 = cse15*(cse16*v_ed_bar_0 - cse17*v_ed_bar_1 + cse18*v_ed_bar_2 - cse19*v_ed_bar_3) + cse21*(cse10 - cse12 - cse14 + cse8);
    const double cse23 = cse21*(cse11*v_ed_bar_0 - cse13*v_ed_bar_3 + cse7*v_ed_bar_1 - cse9*v_ed_bar_2) + cse6*(cse11*v_ed_bar_1 - cse13*v_ed_bar_2 - cse7*v_ed_bar_0 + cse9*v_ed_bar_3);
    const double cse24 = 8*lam_2;
    const double cse25 = 0.13*q_e_bar_0*q_e_bar_1;
    const double cse26 = 4*lam_3;
    const double cse27 = 416.065*q_e_bar_3;
    const double cse28 = 415.935*q_e_bar_2;
    const double cse29 = -cse27*q_e_bar_0 - cse28*q_e_bar_1;
    const double cse30 = 416.065*q_e_bar_2;
    const double cse31 = 415.935*q_e_bar_3;
    const double cse32 = -cse30*q_e_bar_0 + cse31*q_e_bar_1;
    const double cse33 = 2*lam_5;
    const double cse34 = (q_e_bar_1*q_e_bar_1);
    const double cse35 = (q_e_bar_3*q_e_bar_3);
    const double cse36 = (q_e_bar_2*q_e_bar_2);
    const double cse37 = 416.065*cse35 + 416.065*cse36;
    const double cse38 = 4*q_e_bar_1;
    const double cse39 = -cse27*q_e_bar_1 + cse28*q_e_bar_0;
    const double cse40 = -cse30*q_e_bar_1 - cse31*q_e_bar_0;
    const double cse41 = (q_e_bar_0*q_e_bar_0);
    const double cse42 = 0.13*q_e_bar_2*q_e_bar_3;
    const double cse43 = 416.065*cse34 + 416.065*cse41;
    const double cse44 = 2*cse34 + 2*cse41 - 1;
    const double cse45 = (1.0/(h*h));
    const double cse46 = cse2*q_e_bar_2;
    const double cse47 = cse3*q_e_bar_3;

    out[0] = 78.0*a_0 - lam_2;  /* [0, 0] */
    out[1] = 78.0*a_1 - lam_3;  /* [1, 0] */
    out[2] = 78.0*a_2 - lam_4 + 765.1800000000001;  /* [2, 0] */
    out[3] = a_3*(0.13*cse34 + cse37) - a_4*cse25 + a_5*cse32 + a_6*cse29 - cse0*q_e_bar_3 - cse1*q_e_bar_2 + cse2*cse23 + cse20*cse4 + cse22*cse5 + cse24*q_e_bar_0 + cse26*q_e_bar_3 - cse33*q_e_bar_1 + 4*lam_0*q_e_bar_0 + lam_6*q_e_bar_0;  /* [3, 0] */
    out[4] = -a_3*cse25 + a_4*(cse37 + 0.13*cse41) + a_5*cse40 + a_6*cse39 + cse0*q_e_bar_2 + cse1*q_e_bar_3 - cse20*cse5 + cse22*cse4 - cse23*cse3 + cse24*q_e_bar_1 + cse26*q_e_bar_2 - cse3*lam_5 + cse38*lam_0 + lam_6*q_e_bar_1;  /* [4, 0] */
    out[5] = a_3*cse32 + a_4*cse40 + a_5*(0.13*cse35 + cse43) - a_6*cse42 + cse0*q_e_bar_1 - cse1*q_e_bar_0 + cse2*cse20 - cse22*cse3 - cse23*cse4 - cse33*q_e_bar_3 + cse38*lam_3 + lam_6*q_e_bar_2;  /* [5, 0] */
    out[6] = a_3*cse29 + a_4*cse39 - a_5*cse42 + a_6*(0.13*cse36 + cse43) - cse2*cse22 - cse20*cse3 + cse23*cse5 + cse26*q_e_bar_0 - cse3*lam_1 - cse33*q_e_bar_2 + cse38*lam_4 + lam_6*q_e_bar_3;  /* [6, 0] */
    out[7] = cse44*cse45;  /* [7, 0] */
    out[8] = cse45*(cse46 - cse47);  /* [8, 0] */
    out[9] = cse45*(2*cse44 - q_r_bar_x);  /* [9, 0] */
    out[10] = cse45*(2*cse46 + 2*cse47 - q_r_bar_y);  /* [10, 0] */
    out[11] = cse45*(-2*cse3*q_e_bar_2 + 2*cse4*q_e_bar_1 - q_r_bar_z);  /* [11, 0] */
    out[12] = cse45*(-cse3*q_e_bar_1 - cse4*q_e_bar_2 + sin((1.0/4.0)*3.141592653589793*cos(2*t)));  /* [12, 0] */
    out[13] = cse45*((1.0/2.0)*cse34 + (1.0/2.0)*cse35 + (1.0/2.0)*cse36 + (1.0/2.0)*cse41 - 1.0/2.0);  /* [13, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); a (accelerations (time derivative of v), 7); lam (Lagrange multipliers, one per constraint row, 7); t (time); p (parameters, 0); h (step size).
 * Output: out, 14 x 14 row-major, 73 nonzero.
 * 690 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    (void)t;
    (void)p;
    const double cse0 = (q_e_bar_1*q_e_bar_1);
    const double cse1 = 208.0325*v_ed_bar_3;
    const double cse2 = 208.0325*q_e_bar_0;
    const double cse3 = 208.0325*v_ed_bar_1;
    const double cse4 = 208.0325*q_e_bar_2;
    const double cse5 = -cse1*q_e_bar_1 - cse2*v_ed_bar_2 + cse3*q_e_bar_3 + cse4*v_ed_bar_0;
    const double cse6 = 2*q_e_bar_3;
    const double cse7 = 2*q_e_bar_2;
    const double cse8 = 2*q_e_bar_0;
    const double cse9 = 2*q_e_bar_1;
    const double cse10 = -cse6*v_ed_bar_0 + cse7*v_ed_bar_1 + cse8*v_ed_bar_3 - cse9*v_ed_bar_2;
    const double cse11 = cse10*cse4;
    const double cse12 = 208.0325*q_e_bar_3;
    const double cse13 = 208.0325*q_e_bar_1;
    const double cse14 = cse1*q_e_bar_0 - cse12*v_ed_bar_0 - cse13*v_ed_bar_2 + cse3*q_e_bar_2;
    const double cse15 = -cse6*v_ed_bar_1 - cse7*v_ed_bar_0 + cse8*v_ed_bar_2 + cse9*v_ed_bar_3;
    const double cse16 = -cse12*cse15;
    const double cse17 = cse11 - cse14*cse7 + cse16 - cse5*cse6;
    const double cse18 = 0.065*q_e_bar_2;
    const double cse19 = 0.065*v_ed_bar_3;
    const double cse20 = 0.065*q_e_bar_3;
    const double cse21 = 0.065*v_ed_bar_2;
    const double cse22 = -cse18*v_ed_bar_1 - cse19*q_e_bar_0 + cse20*v_ed_bar_0 + cse21*q_e_bar_1;
    const double cse23 = cse6*v_ed_bar_2 - cse7*v_ed_bar_3 + cse8*v_ed_bar_1 - cse9*v_ed_bar_0;
    const double cse24 = 0.065*cse23;
    const double cse25 = cse24*q_e_bar_3;
    const double cse26 = cse1*q_e_bar_2;
    const double cse27 = cse13*v_ed_bar_0;
    const double cse28 = cse12*v_ed_bar_2;
    const double cse29 = cse3*q_e_bar_0;
    const double cse30 = -cse26 - cse27 + cse28 + cse29;
    const double cse31 = -cse10*cse13;
    const double cse32 = -cse22*cse9 + cse25 - cse30*cse6 + cse31;
    const double cse33 = -cse18*v_ed_bar_0 + cse19*q_e_bar_1 - cse20*v_ed_bar_1 + cse21*q_e_bar_0;
    const double cse34 = cse26 + cse27 - cse28 - cse29;
    const double cse35 = -cse24*q_e_bar_2;
    const double cse36 = cse13*cse15;
    const double cse37 = -cse33*cse9 - cse34*cse7 + cse35 + cse36;
    const double cse38 = (h*h);
    const double cse39 = 0.13*a_4;
    const double cse40 = cse24*v_ed_bar_2;
    const double cse41 = 2*cse33;
    const double cse42 = 2*v_ed_bar_2;
    const double cse43 = cse15*cse3;
    const double cse44 = cse34*cse42 + cse40 + cse41*v_ed_bar_1 - cse43;
    const double cse45 = 2*cse22;
    const double cse46 = cse24*v_ed_bar_3;
    const double cse47 = 2*v_ed_bar_3;
    const double cse48 = cse10*cse3;
    const double cse49 = cse30*cse47 + cse45*v_ed_bar_1 - cse46 + cse48;
    const double cse50 = 2*cse5;
    const double cse51 = 208.0325*cse10;
    const double cse52 = cse51*v_ed_bar_2;
    const double cse53 = cse1*cse15;
    const double cse54 = cse14*cse42 + cse50*v_ed_bar_3 - cse52 + cse53;
    const double cse55 = 416.065*a_5;
    const double cse56 = 416.065*a_6;
    const double cse57 = -cse55*q_e_bar_2 - cse56*q_e_bar_3 + 4*lam_0 + 8*lam_2 + lam_6;
    const double cse58 = (q_e_bar_2*q_e_bar_2);
    const double cse59 = (q_e_bar_3*q_e_bar_3);
    const double cse60 = 416.065*cse58 + 416.065*cse59;
    const double cse61 = -0.13*q_e_bar_0*q_e_bar_1;
    const double cse62 = cse10*cse12;
    const double cse63 = cse15*cse4;
    const double cse64 = -cse14*cse6 + cse5*cse7 + cse62 + cse63;
    const double cse65 = cse10*cse2;
    const double cse66 = cse22*cse8 + cse30*cse7 + cse35 + cse65;
    const double cse67 = cse15*cse2;
    const double cse68 = -cse25 + cse33*cse8 - cse34*cse6 - cse67;
    const double cse69 = 415.935*q_e_bar_3;
    const double cse70 = a_5*cse69;
    const double cse71 = 415.935*q_e_bar_2;
    const double cse72 = a_6*cse71;
    const double cse73 = 208.0325*cse15;
    const double cse74 = cse73*v_ed_bar_0;
    const double cse75 = cse34*cse47 - cse41*v_ed_bar_0 + cse46 + cse74;
    const double cse76 = cse51*v_ed_bar_0;
    const double cse77 = -cse30*cse42 + cse40 - cse45*v_ed_bar_0 - cse76;
    const double cse78 = -cse1*cse10;
    const double cse79 = -cse73*v_ed_bar_2;
    const double cse80 = cse14*cse47 - cse42*cse5 + cse78 + cse79;
    const double cse81 = cse10*cse50;
    const double cse82 = 2*cse15;
    const double cse83 = cse14*cse82;
    const double cse84 = -cse81 - cse83;
    const double cse85 = -2*lam_5;
    const double cse86 = cse14*cse8 - cse36 - cse5*cse9 - cse65;
    const double cse87 = cse24*q_e_bar_1;
    const double cse88 = cse22*cse6 - cse30*cse9 + cse62 + cse87;
    const double cse89 = cse24*q_e_bar_0;
    const double cse90 = cse16 + cse33*cse6 + cse34*cse8 + cse89;
    const double cse91 = 832.13*a_3;
    const double cse92 = 415.935*q_e_bar_1;
    const double cse93 = cse24*v_ed_bar_0;
    const double cse94 = 2*v_ed_bar_0;
    const double cse95 = -cse34*cse94 - cse41*v_ed_bar_3 + cse53 - cse93;
    const double cse96 = -cse24*v_ed_bar_1;
    const double cse97 = 2*v_ed_bar_1;
    const double cse98 = cse30*cse97 - cse45*v_ed_bar_3 + cse78 + cse96;
    const double cse99 = -cse14*cse94 + cse43 + cse50*v_ed_bar_1 + cse76;
    const double cse100 = cse23*cse45;
    const double cse101 = 2*cse10*cse30;
    const double cse102 = -cse100 - cse101;
    const double cse103 = 4*lam_4;
    const double cse104 = -cse103;
    const double cse105 = 416.065*q_e_bar_2;
    const double cse106 = -cse105*q_e_bar_0 + cse92*q_e_bar_3;
    const double cse107 = cse14*cse9 + cse31 + cse5*cse8 + cse67;
    const double cse108 = -cse11 - cse22*cse7 + cse30*cse8 - cse89;
    const double cse109 = -cse33*cse7 + cse34*cse9 + cse63 + cse87;
    const double cse110 = cse33*cse42 - cse34*cse97 + cse79 + cse96;
    const double cse111 = cse22*cse42 - cse30*cse94 + cse52 + cse93;
    const double cse112 = -cse14*cse97 + cse48 - cse50*v_ed_bar_0 - cse74;
    const double cse113 = cse23*cse41;
    const double cse114 = cse34*cse82;
    const double cse115 = -cse113 - cse114;
    const double cse116 = 4*lam_3;
    const double cse117 = 2*lam_1;
    const double cse118 = cse116 - cse117;
    const double cse119 = 416.065*q_e_bar_3;
    const double cse120 = -cse119*q_e_bar_0 - cse71*q_e_bar_1;
    const double cse121 = 4*q_e_bar_0;
    const double cse122 = -cse6;
    const double cse123 = 8*q_e_bar_0;
    const double cse124 = 4*q_e_bar_3;
    const double cse125 = 4*q_e_bar_2;
    const double cse126 = -cse125;
    const double cse127 = -cse9;
    const double cse128 = 0.13*a_3;
    const double cse129 = cse81 + cse83;
    const double cse130 = (q_e_bar_0*q_e_bar_0);
    const double cse131 = 415.935*q_e_bar_0;
    const double cse132 = 832.13*a_4;
    const double cse133 = cse113 + cse114;
    const double cse134 = cse116 + cse117;
    const double cse135 = -cse105*q_e_bar_1 - cse131*q_e_bar_3;
    const double cse136 = -cse119*q_e_bar_1 + cse71*q_e_bar_0;
    const double cse137 = 4*q_e_bar_1;
    const double cse138 = 8*q_e_bar_1;
    const double cse139 = -cse8;
    const double cse140 = 416.065*a_3;
    const double cse141 = 415.935*a_4;
    const double cse142 = cse100 + cse101;
    const double cse143 = 832.13*a_5;
    const double cse144 = 416.065*a_4;
    const double cse145 = 0.13*a_6;
    const double cse146 = -cse140*q_e_bar_0 - cse144*q_e_bar_1 + lam_6;
    const double cse147 = 416.065*cse0 + 416.065*cse130;
    const double cse148 = -0.13*q_e_bar_2*q_e_bar_3;
    const double cse149 = a_3*cse92;
    const double cse150 = cse141*q_e_bar_0;
    const double cse151 = -cse121;
    const double cse152 = 832.13*a_6;
    const double cse153 = 0.13*a_5;
    const double cse154 = -cse7;

    memset(out, 0, sizeof(double) * 196);
    out[0] = 78.0;  /* [0, 0] */
    out[9] = -1;  /* [0, 9] */
    out[15] = 78.0;  /* [1, 1] */
    out[24] = -1;  /* [1, 10] */
    out[30] = 78.0;  /* [2, 2] */
    out[39] = -1;  /* [2, 11] */
    out[45] = 0.13*cse0 + cse38*(-cse39*q_e_bar_1 + cse44*cse6 + cse49*cse7 + cse54*cse9 + cse57) + cse60 - h*(-cse17*cse9 - cse32*cse7 - cse37*cse6);  /* [3, 3] */
    out[46] = cse38*(0.26*a_3*q_e_bar_1 - cse39*q_e_bar_0 + cse6*cse75 + cse7*cse77 + cse70 - cse72 + cse80*cse9 - cse84 + cse85) + cse61 - h*(-cse6*cse68 - cse64*cse9 - cse66*cse7);  /* [3, 4] */
    out[47] = cse106 + cse38*(-a_6*cse92 - cse102 + cse104 - cse55*q_e_bar_0 + cse6*cse95 + cse7*cse98 + cse9*cse99 + cse91*q_e_bar_2) - h*(-cse6*cse90 - cse7*cse88 - cse86*cse9);  /* [3, 5] */
    out[48] = cse120 + cse38*(a_5*cse92 + cse110*cse6 + cse111*cse7 + cse112*cse9 - cse115 + cse118 - cse56*q_e_bar_0 + cse91*q_e_bar_3) - h*(-cse107*cse9 - cse108*cse7 - cse109*cse6);  /* [3, 6] */
    out[49] = cse121;  /* [3, 7] */
    out[50] = cse122;  /* [3, 8] */
    out[51] = cse123;  /* [3, 9] */
    out[52] = cse124;  /* [3, 10] */
    out[53] = cse126;  /* [3, 11] */
    out[54] = cse127;  /* [3, 12] */
    out[55] = q_e_bar_0;  /* [3, 13] */
    out[59] = cse38*(0.26*a_4*q_e_bar_0 - cse128*q_e_bar_1 - cse129 - cse44*cse7 + cse49*cse6 - cse54*cse8 - cse70 + cse72 + cse85) + cse61 - h*(cse17*cse8 - cse32*cse6 + cse37*cse7);  /* [4, 3] */
    out[60] = 0.13*cse130 + cse38*(-cse128*q_e_bar_0 + cse57 + cse6*cse77 - cse7*cse75 - cse8*cse80) + cse60 - h*(-cse6*cse66 + cse64*cse8 + cse68*cse7);  /* [4, 4] */
    out[61] = cse135 + cse38*(a_6*cse131 + cse132*q_e_bar_2 - cse133 + cse134 - cse55*q_e_bar_1 + cse6*cse98 - cse7*cse95 - cse8*cse99) - h*(-cse6*cse88 + cse7*cse90 + cse8*cse86);  /* [4, 5] */
    out[62] = cse136 + cse38*(-a_5*cse131 - cse102 + cse103 - cse110*cse7 + cse111*cse6 - cse112*cse8 + cse132*q_e_bar_3 - cse56*q_e_bar_1) - h*(cse107*cse8 - cse108*cse6 + cse109*cse7);  /* [4, 6] */
    out[63] = cse137;  /* [4, 7] */
    out[64] = cse7;  /* [4, 8] */
    out[65] = cse138;  /* [4, 9] */
    out[66] = cse125;  /* [4, 10] */
    out[67] = cse124;  /* [4, 11] */
    out[68] = cse139;  /* [4, 12] */
    out[69] = q_e_bar_1;  /* [4, 13] */
    out[73] = cse106 + cse38*(cse104 - cse140*q_e_bar_2 - cse141*q_e_bar_3 - cse142 + cse143*q_e_bar_0 + cse44*cse9 - cse49*cse8 - cse54*cse6) - h*(cse17*cse6 + cse32*cse8 - cse37*cse9);  /* [5, 3] */
    out[74] = cse135 + cse38*(a_3*cse69 - cse115 + cse134 + cse143*q_e_bar_1 - cse144*q_e_bar_2 - cse6*cse80 + cse75*cse9 - cse77*cse8) - h*(cse6*cse64 + cse66*cse8 - cse68*cse9);  /* [5, 4] */
    out[75] = cse147 + cse38*(-cse145*q_e_bar_3 + cse146 - cse6*cse99 - cse8*cse98 + cse9*cse95) + 0.13*cse59 - h*(cse6*cse86 + cse8*cse88 - cse9*cse90);  /* [5, 5] */
    out[76] = cse148 + cse38*(0.26*a_5*q_e_bar_3 + cse110*cse9 - cse111*cse8 - cse112*cse6 - cse129 - cse145*q_e_bar_2 + cse149 - cse150 + cse85) - h*(cse107*cse6 + cse108*cse8 - cse109*cse9);  /* [5, 6] */
    out[78] = cse9;  /* [5, 8] */
    out[80] = cse137;  /* [5, 10] */
    out[81] = cse151;  /* [5, 11] */
    out[82] = cse122;  /* [5, 12] */
    out[83] = q_e_bar_2;  /* [5, 13] */
    out[87] = cse120 + cse38*(a_4*cse71 + cse118 - cse133 - cse140*q_e_bar_3 + cse152*q_e_bar_0 - cse44*cse8 - cse49*cse9 + cse54*cse7) - h*(-cse17*cse7 + cse32*cse9 + cse37*cse8);  /* [6, 3] */
    out[88] = cse136 + cse38*(-a_3*cse71 + cse103 - cse142 - cse144*q_e_bar_3 + cse152*q_e_bar_1 + cse7*cse80 - cse75*cse8 - cse77*cse9) - h*(-cse64*cse7 + cse66*cse9 + cse68*cse8);  /* [6, 4] */
    out[89] = cse148 + cse38*(0.26*a_6*q_e_bar_2 - cse149 + cse150 - cse153*q_e_bar_3 + cse7*cse99 - cse8*cse95 - cse84 + cse85 - cse9*cse98) - h*(-cse7*cse86 + cse8*cse90 + cse88*cse9);  /* [6, 5] */
    out[90] = cse147 + cse38*(-cse110*cse8 - cse111*cse9 + cse112*cse7 + cse146 - cse153*q_e_bar_2) + 0.13*cse58 - h*(-cse107*cse7 + cse108*cse9 + cse109*cse8);  /* [6, 6] */
    out[92] = cse139;  /* [6, 8] */
    out[94] = cse121;  /* [6, 10] */
    out[95] = cse137;  /* [6, 11] */
    out[96] = cse154;  /* [6, 12] */
    out[97] = q_e_bar_3;  /* [6, 13] */
    out[101] = cse121;  /* [7, 3] */
    out[102] = cse137;  /* [7, 4] */
    out[115] = cse122;  /* [8, 3] */
    out[116] = cse7;  /* [8, 4] */
    out[117] = cse9;  /* [8, 5] */
    out[118] = cse139;  /* [8, 6] */
    out[126] = -1;  /* [9, 0] */
    out[129] = cse123;  /* [9, 3] */
    out[130] = cse138;  /* [9, 4] */
    out[141] = -1;  /* [10, 1] */
    out[143] = cse124;  /* [10, 3] */
    out[144] = cse125;  /* [10, 4] */
    out[145] = cse137;  /* [10, 5] */
    out[146] = cse121;  /* [10, 6] */
    out[156] = -1;  /* [11, 2] */
    out[157] = cse126;  /* [11, 3] */
    out[158] = cse124;  /* [11, 4] */
    out[159] = cse151;  /* [11, 5] */
    out[160] = cse137;  /* [11, 6] */
    out[171] = cse127;  /* [12, 3] */
    out[172] = cse139;  /* [12, 4] */
    out[173] = cse122;  /* [12, 5] */
    out[174] = cse154;  /* [12, 6] */
    out[185] = q_e_bar_0;  /* [13, 3] */
    out[186] = q_e_bar_1;  /* [13, 4] */
    out[187] = q_e_bar_2;  /* [13, 5] */
    out[188] = q_e_bar_3;  /* [13, 6] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_single_pendulum_rp_genalpha_matrix_perm[14] = {2, 1, 6, 5, 11, 10, 13, 12, 8, 7, 4, 3, 9, 0};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 14, kl = 9, ku = 9, ldab = 28), and in the row-major 14 x 14 matrix. */
static const int mg_single_pendulum_rp_genalpha_matrix_in_band[73] = {382, 355, 46, 154, 18, 126, 326, 299, 110, 83, 272, 245, 353, 164, 137, 218, 191, 325,
    298, 109, 82, 271, 244, 352, 163, 136, 217, 190, 318, 291, 102, 75, 237, 156, 129, 210,
    183, 317, 290, 101, 74, 236, 155, 128, 209, 182, 324, 297, 323, 296, 107, 80, 381, 327,
    300, 50, 320, 293, 104, 77, 22, 319, 292, 103, 76, 322, 295, 106, 79, 321, 294, 105, 78};
static const int mg_single_pendulum_rp_genalpha_matrix_in_dense[73] = {0, 9, 15, 24, 30, 39, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 59, 60, 61, 62, 63, 64,
    65, 66, 67, 68, 69, 73, 74, 75, 76, 78, 80, 81, 82, 83, 87, 88, 89, 90, 92, 94, 95, 96,
    97, 101, 102, 115, 116, 117, 118, 126, 129, 130, 141, 143, 144, 145, 146, 156, 157, 158,
    159, 160, 171, 172, 173, 174, 185, 186, 187, 188};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_single_pendulum_rp_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    (void)dv;
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    (void)t;
    (void)p;
    const double cse0 = (q_e_bar_1*q_e_bar_1);
    const double cse1 = 208.0325*q_e_bar_1;
    const double cse2 = 208.0325*q_e_bar_0;
    const double cse3 = 208.0325*q_e_bar_3;
    const double cse4 = 208.0325*q_e_bar_2;
    const double cse5 = -cse1*v_ed_bar_3 - cse2*v_ed_bar_2 + cse3*v_ed_bar_1 + cse4*v_ed_bar_0;
    const double cse6 = 2*q_e_bar_3;
    const double cse7 = 2*q_e_bar_2;
    const double cse8 = 2*q_e_bar_0;
    const double cse9 = 2*q_e_bar_1;
    const double cse10 = -cse6*v_ed_bar_0 + cse7*v_ed_bar_1 + cse8*v_ed_bar_3 - cse9*v_ed_bar_2;
    const double cse11 = cse10*cse4;
    const double cse12 = -cse1*v_ed_bar_2 + cse2*v_ed_bar_3 - cse3*v_ed_bar_0 + cse4*v_ed_bar_1;
    const double cse13 = -cse6*v_ed_bar_1 - cse7*v_ed_bar_0 + cse8*v_ed_bar_2 + cse9*v_ed_bar_3;
    const double cse14 = -cse13*cse3;
    const double cse15 = cse11 - cse12*cse7 + cse14 - cse5*cse6;
    const double cse16 = 0.065*q_e_bar_2;
    const double cse17 = 0.065*v_ed_bar_3;
    const double cse18 = 0.065*q_e_bar_3;
    const double cse19 = 0.065*v_ed_bar_2;
    const double cse20 = -cse16*v_ed_bar_1 - cse17*q_e_bar_0 + cse18*v_ed_bar_0 + cse19*q_e_bar_1;
    const double cse21 = cse6*v_ed_bar_2 - cse7*v_ed_bar_3 + cse8*v_ed_bar_1 - cse9*v_ed_bar_0;
    const double cse22 = 0.065*cse21;
    const double cse23 = cse22*q_e_bar_3;
    const double cse24 = cse4*v_ed_bar_3;
    const double cse25 = cse1*v_ed_bar_0;
    const double cse26 = cse3*v_ed_bar_2;
    const double cse27 = cse2*v_ed_bar_1;
    const double cse28 = -cse24 - cse25 + cse26 + cse27;
    const double cse29 = -cse1*cse10;
    const double cse30 = -cse20*cse9 + cse23 - cse28*cse6 + cse29;
    const double cse31 = -cse16*v_ed_bar_0 + cse17*q_e_bar_1 - cse18*v_ed_bar_1 + cse19*q_e_bar_0;
    const double cse32 = cse24 + cse25 - cse26 - cse27;
    const double cse33 = -cse22*q_e_bar_2;
    const double cse34 = cse1*cse13;
    const double cse35 = -cse31*cse9 - cse32*cse7 + cse33 + cse34;
    const double cse36 = 0.13*a_4;
    const double cse37 = cse22*v_ed_bar_2;
    const double cse38 = 2*cse31;
    const double cse39 = 2*v_ed_bar_2;
    const double cse40 = 208.0325*cse13;
    const double cse41 = cse40*v_ed_bar_1;
    const double cse42 = cse32*cse39 + cse37 + cse38*v_ed_bar_1 - cse41;
    const double cse43 = 2*cse20;
    const double cse44 = cse22*v_ed_bar_3;
    const double cse45 = 2*v_ed_bar_3;
    const double cse46 = 208.0325*cse10;
    const double cse47 = cse46*v_ed_bar_1;
    const double cse48 = cse28*cse45 + cse43*v_ed_bar_1 - cse44 + cse47;
    const double cse49 = 2*cse5;
    const double cse50 = cse46*v_ed_bar_2;
    const double cse51 = cse40*v_ed_bar_3;
    const double cse52 = cse12*cse39 + cse49*v_ed_bar_3 - cse50 + cse51;
    const double cse53 = 416.065*a_5;
    const double cse54 = 416.065*a_6;
    const double cse55 = -cse53*q_e_bar_2 - cse54*q_e_bar_3 + 4*lam_0 + 8*lam_2 + lam_6;
    const double cse56 = (q_e_bar_2*q_e_bar_2);
    const double cse57 = (q_e_bar_3*q_e_bar_3);
    const double cse58 = 416.065*cse56 + 416.065*cse57;
    const double cse59 = -0.13*q_e_bar_0*q_e_bar_1;
    const double cse60 = cse10*cse3;
    const double cse61 = cse13*cse4;
    const double cse62 = -cse12*cse6 + cse5*cse7 + cse60 + cse61;
    const double cse63 = cse10*cse2;
    const double cse64 = cse20*cse8 + cse28*cse7 + cse33 + cse63;
    const double cse65 = cse13*cse2;
    const double cse66 = -cse23 + cse31*cse8 - cse32*cse6 - cse65;
    const double cse67 = 415.935*a_5;
    const double cse68 = cse67*q_e_bar_3;
    const double cse69 = 415.935*q_e_bar_2;
    const double cse70 = a_6*cse69;
    const double cse71 = cse40*v_ed_bar_0;
    const double cse72 = cse32*cse45 - cse38*v_ed_bar_0 + cse44 + cse71;
    const double cse73 = cse46*v_ed_bar_0;
    const double cse74 = -cse28*cse39 + cse37 - cse43*v_ed_bar_0 - cse73;
    const double cse75 = -cse46*v_ed_bar_3;
    const double cse76 = -cse40*v_ed_bar_2;
    const double cse77 = cse12*cse45 - cse39*cse5 + cse75 + cse76;
    const double cse78 = cse10*cse49;
    const double cse79 = 2*cse13;
    const double cse80 = cse12*cse79;
    const double cse81 = -cse78 - cse80;
    const double cse82 = -2*lam_5;
    const double cse83 = cse12*cse8 - cse34 - cse5*cse9 - cse63;
    const double cse84 = cse22*q_e_bar_1;
    const double cse85 = cse20*cse6 - cse28*cse9 + cse60 + cse84;
    const double cse86 = cse22*q_e_bar_0;
    const double cse87 = cse14 + cse31*cse6 + cse32*cse8 + cse86;
    const double cse88 = 832.13*a_3;
    const double cse89 = 415.935*a_6;
    const double cse90 = cse22*v_ed_bar_0;
    const double cse91 = 2*v_ed_bar_0;
    const double cse92 = -cse32*cse91 - cse38*v_ed_bar_3 + cse51 - cse90;
    const double cse93 = -cse22*v_ed_bar_1;
    const double cse94 = 2*v_ed_bar_1;
    const double cse95 = cse28*cse94 - cse43*v_ed_bar_3 + cse75 + cse93;
    const double cse96 = -cse12*cse91 + cse41 + cse49*v_ed_bar_1 + cse73;
    const double cse97 = cse21*cse43;
    const double cse98 = 2*cse10*cse28;
    const double cse99 = -cse97 - cse98;
    const double cse100 = 4*lam_4;
    const double cse101 = -cse100;
    const double cse102 = 415.935*q_e_bar_3;
    const double cse103 = 416.065*q_e_bar_2;
    const double cse104 = cse102*q_e_bar_1 - cse103*q_e_bar_0;
    const double cse105 = cse12*cse9 + cse29 + cse5*cse8 + cse65;
    const double cse106 = -cse11 - cse20*cse7 + cse28*cse8 - cse86;
    const double cse107 = -cse31*cse7 + cse32*cse9 + cse61 + cse84;
    const double cse108 = cse31*cse39 - cse32*cse94 + cse76 + cse93;
    const double cse109 = cse20*cse39 - cse28*cse91 + cse50 + cse90;
    const double cse110 = -cse12*cse94 + cse47 - cse49*v_ed_bar_0 - cse71;
    const double cse111 = cse21*cse38;
    const double cse112 = cse32*cse79;
    const double cse113 = -cse111 - cse112;
    const double cse114 = 4*lam_3;
    const double cse115 = 2*lam_1;
    const double cse116 = cse114 - cse115;
    const double cse117 = 416.065*q_e_bar_3;
    const double cse118 = -cse117*q_e_bar_0 - cse69*q_e_bar_1;
    const double cse119 = 4*q_e_bar_0;
    const double cse120 = -cse6;
    const double cse121 = 8*q_e_bar_0;
    const double cse122 = 4*q_e_bar_3;
    const double cse123 = 4*q_e_bar_2;
    const double cse124 = -cse123;
    const double cse125 = -cse9;
    const double cse126 = 0.13*a_3;
    const double cse127 = cse78 + cse80;
    const double cse128 = (q_e_bar_0*q_e_bar_0);
    const double cse129 = 832.13*a_4;
    const double cse130 = cse111 + cse112;
    const double cse131 = cse114 + cse115;
    const double cse132 = -cse102*q_e_bar_0 - cse103*q_e_bar_1;
    const double cse133 = -cse117*q_e_bar_1 + cse69*q_e_bar_0;
    const double cse134 = 4*q_e_bar_1;
    const double cse135 = 8*q_e_bar_1;
    const double cse136 = -cse8;
    const double cse137 = 416.065*a_3;
    const double cse138 = 415.935*a_4;
    const double cse139 = cse97 + cse98;
    const double cse140 = 832.13*a_5;
    const double cse141 = 415.935*a_3;
    const double cse142 = 416.065*a_4;
    const double cse143 = 0.13*a_6;
    const double cse144 = -cse137*q_e_bar_0 - cse142*q_e_bar_1 + lam_6;
    const double cse145 = 416.065*cse0 + 416.065*cse128;
    const double cse146 = -0.13*q_e_bar_2*q_e_bar_3;
    const double cse147 = cse141*q_e_bar_1;
    const double cse148 = cse138*q_e_bar_0;
    const double cse149 = -cse119;
    const double cse150 = 832.13*a_6;
    const double cse151 = 0.13*a_5;
    const double cse152 = -cse7;

    out[where[0]] = 78.0;  /* [0, 0] */
    out[where[1]] = -1;  /* [0, 9] */
    out[where[2]] = 78.0;  /* [1, 1] */
    out[where[3]] = -1;  /* [1, 10] */
    out[where[4]] = 78.0;  /* [2, 2] */
    out[where[5]] = -1;  /* [2, 11] */
    out[where[6]] = 0.13*cse0 + cse58 + hq*(-cse36*q_e_bar_1 + cse42*cse6 + cse48*cse7 + cse52*cse9 + cse55) - hv*(-cse15*cse9 - cse30*cse7 - cse35*cse6);  /* [3, 3] */
    out[where[7]] = cse59 + hq*(0.26*a_3*q_e_bar_1 - cse36*q_e_bar_0 + cse6*cse72 + cse68 + cse7*cse74 - cse70 + cse77*cse9 - cse81 + cse82) - hv*(-cse6*cse66 - cse62*cse9 - cse64*cse7);  /* [3, 4] */
    out[where[8]] = cse104 + hq*(cse101 - cse53*q_e_bar_0 + cse6*cse92 + cse7*cse95 + cse88*q_e_bar_2 - cse89*q_e_bar_1 + cse9*cse96 - cse99) - hv*(-cse6*cse87 - cse7*cse85 - cse83*cse9);  /* [3, 5] */
    out[where[9]] = cse118 + hq*(cse108*cse6 + cse109*cse7 + cse110*cse9 - cse113 + cse116 - cse54*q_e_bar_0 + cse67*q_e_bar_1 + cse88*q_e_bar_3) - hv*(-cse105*cse9 - cse106*cse7 - cse107*cse6);  /* [3, 6] */
    out[where[10]] = cse119;  /* [3, 7] */
    out[where[11]] = cse120;  /* [3, 8] */
    out[where[12]] = cse121;  /* [3, 9] */
    out[where[13]] = cse122;  /* [3, 10] */
    out[where[14]] = cse124;  /* [3, 11] */
    out[where[15]] = cse125;  /* [3, 12] */
    out[where[16]] = q_e_bar_0;  /* [3, 13] */
    out[where[17]] = cse59 + hq*(0.26*a_4*q_e_bar_0 - cse126*q_e_bar_1 - cse127 - cse42*cse7 + cse48*cse6 - cse52*cse8 - cse68 + cse70 + cse82) - hv*(cse15*cse8 - cse30*cse6 + cse35*cse7);  /* [4, 3] */
    out[where[18]] = 0.13*cse128 + cse58 + hq*(-cse126*q_e_bar_0 + cse55 + cse6*cse74 - cse7*cse72 - cse77*cse8) - hv*(-cse6*cse64 + cse62*cse8 + cse66*cse7);  /* [4, 4] */
    out[where[19]] = cse132 + hq*(cse129*q_e_bar_2 - cse130 + cse131 - cse53*q_e_bar_1 + cse6*cse95 - cse7*cse92 - cse8*cse96 + cse89*q_e_bar_0) - hv*(-cse6*cse85 + cse7*cse87 + cse8*cse83);  /* [4, 5] */
    out[where[20]] = cse133 + hq*(cse100 - cse108*cse7 + cse109*cse6 - cse110*cse8 + cse129*q_e_bar_3 - cse54*q_e_bar_1 - cse67*q_e_bar_0 - cse99) - hv*(cse105*cse8 - cse106*cse6 + cse107*cse7);  /* [4, 6] */
    out[where[21]] = cse134;  /* [4, 7] */
    out[where[22]] = cse7;  /* [4, 8] */
    out[where[23]] = cse135;  /* [4, 9] */
    out[where[24]] = cse123;  /* [4, 10] */
    out[where[25]] = cse122;  /* [4, 11] */
    out[where[26]] = cse136;  /* [4, 12] */
    out[where[27]] = q_e_bar_1;  /* [4, 13] */
    out[where[28]] = cse104 + hq*(cse101 - cse137*q_e_bar_2 - cse138*q_e_bar_3 - cse139 + cse140*q_e_bar_0 + cse42*cse9 - cse48*cse8 - cse52*cse6) - hv*(cse15*cse6 + cse30*cse8 - cse35*cse9);  /* [5, 3] */
    out[where[29]] = cse132 + hq*(-cse113 + cse131 + cse140*q_e_bar_1 + cse141*q_e_bar_3 - cse142*q_e_bar_2 - cse6*cse77 + cse72*cse9 - cse74*cse8) - hv*(cse6*cse62 + cse64*cse8 - cse66*cse9);  /* [5, 4] */
    out[where[30]] = cse145 + 0.13*cse57 + hq*(-cse143*q_e_bar_3 + cse144 - cse6*cse96 - cse8*cse95 + cse9*cse92) - hv*(cse6*cse83 + cse8*cse85 - cse87*cse9);  /* [5, 5] */
    out[where[31]] = cse146 + hq*(0.26*a_5*q_e_bar_3 + cse108*cse9 - cse109*cse8 - cse110*cse6 - cse127 - cse143*q_e_bar_2 + cse147 - cse148 + cse82) - hv*(cse105*cse6 + cse106*cse8 - cse107*cse9);  /* [5, 6] */
    out[where[32]] = cse9;  /* [5, 8] */
    out[where[33]] = cse134;  /* [5, 10] */
    out[where[34]] = cse149;  /* [5, 11] */
    out[where[35]] = cse120;  /* [5, 12] */
    out[where[36]] = q_e_bar_2;  /* [5, 13] */
    out[where[37]] = cse118 + hq*(a_4*cse69 + cse116 - cse130 - cse137*q_e_bar_3 + cse150*q_e_bar_0 - cse42*cse8 - cse48*cse9 + cse52*cse7) - hv*(-cse15*cse7 + cse30*cse9 + cse35*cse8);  /* [6, 3] */
    out[where[38]] = cse133 + hq*(-a_3*cse69 + cse100 - cse139 - cse142*q_e_bar_3 + cse150*q_e_bar_1 + cse7*cse77 - cse72*cse8 - cse74*cse9) - hv*(-cse62*cse7 + cse64*cse9 + cse66*cse8);  /* [6, 4] */
    out[where[39]] = cse146 + hq*(0.26*a_6*q_e_bar_2 - cse147 + cse148 - cse151*q_e_bar_3 + cse7*cse96 - cse8*cse92 - cse81 + cse82 - cse9*cse95) - hv*(-cse7*cse83 + cse8*cse87 + cse85*cse9);  /* [6, 5] */
    out[where[40]] = cse145 + 0.13*cse56 + hq*(-cse108*cse8 - cse109*cse9 + cse110*cse7 + cse144 - cse151*q_e_bar_2) - hv*(-cse105*cse7 + cse106*cse9 + cse107*cse8);  /* [6, 6] */
    out[where[41]] = cse136;  /* [6, 8] */
    out[where[42]] = cse119;  /* [6, 10] */
    out[where[43]] = cse134;  /* [6, 11] */
    out[where[44]] = cse152;  /* [6, 12] */
    out[where[45]] = q_e_bar_3;  /* [6, 13] */
    out[where[46]] = cse119;  /* [7, 3] */
    out[where[47]] = cse134;  /* [7, 4] */
    out[where[48]] = cse120;  /* [8, 3] */
    out[where[49]] = cse7;  /* [8, 4] */
    out[where[50]] = cse9;  /* [8, 5] */
    out[where[51]] = cse136;  /* [8, 6] */
    out[where[52]] = -1;  /* [9, 0] */
    out[where[53]] = cse121;  /* [9, 3] */
    out[where[54]] = cse135;  /* [9, 4] */
    out[where[55]] = -1;  /* [10, 1] */
    out[where[56]] = cse122;  /* [10, 3] */
    out[where[57]] = cse123;  /* [10, 4] */
    out[where[58]] = cse134;  /* [10, 5] */
    out[where[59]] = cse119;  /* [10, 6] */
    out[where[60]] = -1;  /* [11, 2] */
    out[where[61]] = cse124;  /* [11, 3] */
    out[where[62]] = cse122;  /* [11, 4] */
    out[where[63]] = cse149;  /* [11, 5] */
    out[where[64]] = cse134;  /* [11, 6] */
    out[where[65]] = cse125;  /* [12, 3] */
    out[where[66]] = cse136;  /* [12, 4] */
    out[where[67]] = cse120;  /* [12, 5] */
    out[where[68]] = cse152;  /* [12, 6] */
    out[where[69]] = q_e_bar_0;  /* [13, 3] */
    out[where[70]] = q_e_bar_1;  /* [13, 4] */
    out[where[71]] = q_e_bar_2;  /* [13, 5] */
    out[where[72]] = q_e_bar_3;  /* [13, 6] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_single_pendulum_rp_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_single_pendulum_rp_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_single_pendulum_rp_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 14 x 14 row-major, 73 nonzero (the cells of genalpha_matrix_band).
 */
void mg_single_pendulum_rp_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 196);
    mg_single_pendulum_rp_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_single_pendulum_rp_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 7); p (parameters, 0).
 * Output: out, 12 x 7 row-major, 54 nonzero.
 * 263 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_B(const double *q, const double *p, double *out)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    (void)p;
    const double cse0 = (q_e_bar_1*q_e_bar_1);
    const double cse1 = (q_e_bar_0*q_e_bar_0);
    const double cse2 = 2*cse1 - 1;
    const double cse3 = 2*cse0 + cse2;
    const double cse4 = 2*q_e_bar_1;
    const double cse5 = cse4*q_e_bar_2;
    const double cse6 = q_e_bar_0*q_e_bar_3;
    const double cse7 = 2*cse6;
    const double cse8 = cse5 + cse7;
    const double cse9 = cse4*q_e_bar_3;
    const double cse10 = 2*q_e_bar_2;
    const double cse11 = cse10*q_e_bar_0;
    const double cse12 = -cse11 + cse9;
    const double cse13 = 4*q_e_bar_1;
    const double cse14 = -cse13*q_e_bar_2 - 4*cse6;
    const double cse15 = cse5 - cse7;
    const double cse16 = cse11 + cse9;
    const double cse17 = 2*q_e_bar_3;
    const double cse18 = -cse10*cse15 - cse16*cse17 - cse3*cse4;
    const double cse19 = -4*cse0 - 4*cse1 + 2;
    const double cse20 = cse10*q_e_bar_3;
    const double cse21 = cse4*q_e_bar_0;
    const double cse22 = cse20 - cse21;
    const double cse23 = 2*cse22;
    const double cse24 = cse2 + 2*(q_e_bar_2*q_e_bar_2);
    const double cse25 = -cse10*cse24 - cse23*q_e_bar_3 - cse4*cse8;
    const double cse26 = cse14*cse18 - cse19*cse25;
    const double cse27 = cse20 + cse21;
    const double cse28 = 2*cse27;
    const double cse29 = cse2 + 2*(q_e_bar_3*q_e_bar_3);
    const double cse30 = -cse12*cse4 - cse17*cse29 - cse28*q_e_bar_2;
    const double cse31 = -cse13*q_e_bar_3 + 4*q_e_bar_0*q_e_bar_2;
    const double cse32 = -cse18*cse31 + cse19*cse30;
    const double cse33 = -cse14*cse30 + cse25*cse31;
    const double cse34 = 2*q_e_bar_0;
    const double cse35 = cse10*cse16 - cse15*cse17 + cse3*cse34;
    const double cse36 = -cse17*cse24 + cse23*q_e_bar_2 + cse34*cse8;
    const double cse37 = cse14*cse35 - cse19*cse36;
    const double cse38 = cse10*cse29 + cse12*cse34 - cse28*q_e_bar_3;
    const double cse39 = cse19*cse38 - cse31*cse35;
    const double cse40 = -cse14*cse38 + cse31*cse36;
    const double cse41 = cse15*cse34 - cse16*cse4 + cse17*cse3;
    const double cse42 = cse17*cse8 - cse23*q_e_bar_1 + cse24*cse34;
    const double cse43 = cse14*cse41 - cse19*cse42;
    const double cse44 = cse12*cse17 + cse28*q_e_bar_0 - cse29*cse4;
    const double cse45 = cse19*cse44 - cse31*cse41;
    const double cse46 = -cse14*cse44 + cse31*cse42;
    const double cse47 = -cse10*cse3 + cse15*cse4 + cse16*cse34;
    const double cse48 = -cse10*cse8 + cse23*q_e_bar_0 + cse24*cse4;
    const double cse49 = cse14*cse47 - cse19*cse48;
    const double cse50 = -cse10*cse12 + cse27*cse4 + cse29*cse34;
    const double cse51 = cse19*cse50 - cse31*cse47;
    const double cse52 = -cse14*cse50 + cse31*cse48;
    const double cse53 = cse12*cse30 + cse18*cse3 + cse25*cse8;
    const double cse54 = cse12*cse38 + cse3*cse35 + cse36*cse8;
    const double cse55 = cse12*cse44 + cse3*cse41 + cse42*cse8;
    const double cse56 = cse12*cse50 + cse3*cse47 + cse48*cse8;
    const double cse57 = cse15*cse18 + cse24*cse25 + cse27*cse30;
    const double cse58 = cse15*cse35 + cse24*cse36 + cse27*cse38;
    const double cse59 = cse15*cse41 + cse24*cse42 + cse27*cse44;
    const double cse60 = cse15*cse47 + cse24*cse48 + cse27*cse50;
    const double cse61 = cse16*cse18 + cse22*cse25 + cse29*cse30;
    const double cse62 = cse16*cse35 + cse22*cse36 + cse29*cse38;
    const double cse63 = cse16*cse41 + cse22*cse42 + cse29*cse44;
    const double cse64 = cse16*cse47 + cse22*cse48 + cse29*cse50;

    memset(out, 0, sizeof(double) * 84);
    out[0] = cse3;  /* [0, 0] */
    out[1] = cse8;  /* [0, 1] */
    out[2] = cse12;  /* [0, 2] */
    out[3] = cse12*cse26 + cse3*cse33 + cse32*cse8;  /* [0, 3] */
    out[4] = cse12*cse37 + cse3*cse40 + cse39*cse8;  /* [0, 4] */
    out[5] = cse12*cse43 + cse3*cse46 + cse45*cse8;  /* [0, 5] */
    out[6] = cse12*cse49 + cse3*cse52 + cse51*cse8;  /* [0, 6] */
    out[7] = cse15;  /* [1, 0] */
    out[8] = cse24;  /* [1, 1] */
    out[9] = cse27;  /* [1, 2] */
    out[10] = cse15*cse33 + cse24*cse32 + cse26*cse27;  /* [1, 3] */
    out[11] = cse15*cse40 + cse24*cse39 + cse27*cse37;  /* [1, 4] */
    out[12] = cse15*cse46 + cse24*cse45 + cse27*cse43;  /* [1, 5] */
    out[13] = cse15*cse52 + cse24*cse51 + cse27*cse49;  /* [1, 6] */
    out[14] = cse16;  /* [2, 0] */
    out[15] = cse22;  /* [2, 1] */
    out[16] = cse29;  /* [2, 2] */
    out[17] = cse16*cse33 + cse22*cse32 + cse26*cse29;  /* [2, 3] */
    out[18] = cse16*cse40 + cse22*cse39 + cse29*cse37;  /* [2, 4] */
    out[19] = cse16*cse46 + cse22*cse45 + cse29*cse43;  /* [2, 5] */
    out[20] = cse16*cse52 + cse22*cse51 + cse29*cse49;  /* [2, 6] */
    out[24] = cse53;  /* [3, 3] */
    out[25] = cse54;  /* [3, 4] */
    out[26] = cse55;  /* [3, 5] */
    out[27] = cse56;  /* [3, 6] */
    out[31] = cse57;  /* [4, 3] */
    out[32] = cse58;  /* [4, 4] */
    out[33] = cse59;  /* [4, 5] */
    out[34] = cse60;  /* [4, 6] */
    out[38] = cse61;  /* [5, 3] */
    out[39] = cse62;  /* [5, 4] */
    out[40] = cse63;  /* [5, 5] */
    out[41] = cse64;  /* [5, 6] */
    out[42] = cse3;  /* [6, 0] */
    out[43] = cse8;  /* [6, 1] */
    out[44] = cse12;  /* [6, 2] */
    out[49] = cse15;  /* [7, 0] */
    out[50] = cse24;  /* [7, 1] */
    out[51] = cse27;  /* [7, 2] */
    out[56] = cse16;  /* [8, 0] */
    out[57] = cse22;  /* [8, 1] */
    out[58] = cse29;  /* [8, 2] */
    out[66] = cse53;  /* [9, 3] */
    out[67] = cse54;  /* [9, 4] */
    out[68] = cse55;  /* [9, 5] */
    out[69] = cse56;  /* [9, 6] */
    out[73] = cse57;  /* [10, 3] */
    out[74] = cse58;  /* [10, 4] */
    out[75] = cse59;  /* [10, 5] */
    out[76] = cse60;  /* [10, 6] */
    out[80] = cse61;  /* [11, 3] */
    out[81] = cse62;  /* [11, 4] */
    out[82] = cse63;  /* [11, 5] */
    out[83] = cse64;  /* [11, 6] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 7); p (parameters, 0).
 * Output: out, 2 x 24 row-major, 38 nonzero.
 * 42 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    (void)p;
    const double cse0 = (q_e_bar_1*q_e_bar_1);
    const double cse1 = (q_e_bar_0*q_e_bar_0);
    const double cse2 = 4*q_e_bar_1;
    const double cse3 = q_e_bar_0*q_e_bar_3;
    const double cse4 = 2*cse1 - 1;
    const double cse5 = 2*cse0 + cse4;
    const double cse6 = 2*q_e_bar_1;
    const double cse7 = cse6*q_e_bar_2;
    const double cse8 = 2*cse3;
    const double cse9 = cse7 - cse8;
    const double cse10 = cse6*q_e_bar_3;
    const double cse11 = 2*q_e_bar_2;
    const double cse12 = cse11*q_e_bar_0;
    const double cse13 = cse10 + cse12;
    const double cse14 = cse7 + cse8;
    const double cse15 = cse4 + 2*(q_e_bar_2*q_e_bar_2);
    const double cse16 = cse11*q_e_bar_3;
    const double cse17 = cse6*q_e_bar_0;
    const double cse18 = cse16 - cse17;
    const double cse19 = cse10 - cse12;
    const double cse20 = cse16 + cse17;
    const double cse21 = cse4 + 2*(q_e_bar_3*q_e_bar_3);

    memset(out, 0, sizeof(double) * 48);
    out[0] = -4*cse0 - 4*cse1 + q_r_bar_x + 2;  /* [0, 0] */
    out[1] = -cse2*q_e_bar_2 - 4*cse3 + q_r_bar_y;  /* [0, 1] */
    out[2] = -cse2*q_e_bar_3 + 4*q_e_bar_0*q_e_bar_2 + q_r_bar_z;  /* [0, 2] */
    out[3] = cse5;  /* [0, 3] */
    out[4] = cse9;  /* [0, 4] */
    out[5] = cse13;  /* [0, 5] */
    out[6] = cse14;  /* [0, 6] */
    out[7] = cse15;  /* [0, 7] */
    out[8] = cse18;  /* [0, 8] */
    out[9] = cse19;  /* [0, 9] */
    out[10] = cse20;  /* [0, 10] */
    out[11] = cse21;  /* [0, 11] */
    out[13] = -2.3730948317535194e-09;  /* [0, 13] */
    out[14] = 2.3730948317535194e-09;  /* [0, 14] */
    out[17] = 1.0;  /* [0, 17] */
    out[18] = 0.7071067811865475;  /* [0, 18] */
    out[19] = 0.7071067811865475;  /* [0, 19] */
    out[21] = -0.7071067811865475;  /* [0, 21] */
    out[22] = 0.7071067811865475;  /* [0, 22] */
    out[24] = q_r_bar_x;  /* [1, 0] */
    out[25] = q_r_bar_y;  /* [1, 1] */
    out[26] = q_r_bar_z;  /* [1, 2] */
    out[27] = cse5;  /* [1, 3] */
    out[28] = cse9;  /* [1, 4] */
    out[29] = cse13;  /* [1, 5] */
    out[30] = cse14;  /* [1, 6] */
    out[31] = cse15;  /* [1, 7] */
    out[32] = cse18;  /* [1, 8] */
    out[33] = cse19;  /* [1, 9] */
    out[34] = cse20;  /* [1, 10] */
    out[35] = cse21;  /* [1, 11] */
    out[37] = 1.41421356;  /* [1, 13] */
    out[38] = -1.41421356;  /* [1, 14] */
    out[41] = 1.0;  /* [1, 17] */
    out[42] = 0.7071067811865475;  /* [1, 18] */
    out[43] = 0.7071067811865475;  /* [1, 19] */
    out[45] = -0.7071067811865475;  /* [1, 21] */
    out[46] = 0.7071067811865475;  /* [1, 22] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_single_pendulum_rp_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_reaction_frames(q + (size_t)k * 7, p, out + (size_t)k * 48);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); p (parameters, 0).
 * Output: out, 0 x 18 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_single_pendulum_rp_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_joint_motion(q + (size_t)k * 7, v + (size_t)k * 7, p, out + (size_t)k * 0);
    }
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 72 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_bar_z = q[2];
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    (void)t;
    (void)p;
    const double cse0 = 2*v_ed_bar_3;
    const double cse1 = 2*v_ed_bar_2;
    const double cse2 = 2*v_ed_bar_1;
    const double cse3 = 2*v_ed_bar_0;
    const double cse4 = 208.0325*q_e_bar_3;
    const double cse5 = 208.0325*q_e_bar_2;
    const double cse6 = 208.0325*q_e_bar_1;
    const double cse7 = 208.0325*q_e_bar_0;

    out[0] = 39.0*(v_rd_bar_x*v_rd_bar_x) + 39.0*(v_rd_bar_y*v_rd_bar_y) + 39.0*(v_rd_bar_z*v_rd_bar_z) + (1.0/2.0)*(cse0*q_e_bar_0 - cse1*q_e_bar_1 + cse2*q_e_bar_2 - cse3*q_e_bar_3)*(-cse4*v_ed_bar_0 + cse5*v_ed_bar_1 - cse6*v_ed_bar_2 + cse7*v_ed_bar_3) + (1.0/2.0)*(cse0*q_e_bar_1 + cse1*q_e_bar_0 - cse2*q_e_bar_3 - cse3*q_e_bar_2)*(-cse4*v_ed_bar_1 - cse5*v_ed_bar_0 + cse6*v_ed_bar_3 + cse7*v_ed_bar_2) + (1.0/2.0)*(-cse0*q_e_bar_2 + cse1*q_e_bar_3 + cse2*q_e_bar_0 - cse3*q_e_bar_1)*(0.065*q_e_bar_0*v_ed_bar_1 - 0.065*q_e_bar_1*v_ed_bar_0 - 0.065*q_e_bar_2*v_ed_bar_3 + 0.065*q_e_bar_3*v_ed_bar_2);  /* [0, 0] */
    out[1] = 765.1800000000001*q_r_bar_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_rp_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_energy(q + (size_t)k * 7, v + (size_t)k * 7, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); t (time); p (parameters, 0).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_rp_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_power(q + (size_t)k * 7, v + (size_t)k * 7, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); a (accelerations (time derivative of v), 7); p (parameters, 0).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_single_pendulum_rp_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_markers(q + (size_t)k * 7, v + (size_t)k * 7, a + (size_t)k * 7, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 90 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    (void)p;
    const double cse0 = 78.0*v_rd_bar_x;
    const double cse1 = 78.0*v_rd_bar_y;
    const double cse2 = 78.0*v_rd_bar_z;
    const double cse3 = 2*q_e_bar_3;
    const double cse4 = 2*q_e_bar_0;
    const double cse5 = 2*q_e_bar_2;
    const double cse6 = 2*q_e_bar_1;
    const double cse7 = cse3*v_ed_bar_2 + cse4*v_ed_bar_1 - cse5*v_ed_bar_3 - cse6*v_ed_bar_0;
    const double cse8 = (q_e_bar_0*q_e_bar_0);
    const double cse9 = -cse3*v_ed_bar_1 + cse4*v_ed_bar_2 - cse5*v_ed_bar_0 + cse6*v_ed_bar_3;
    const double cse10 = 208.0325*q_e_bar_0;
    const double cse11 = q_e_bar_1*q_e_bar_2;
    const double cse12 = -cse3*v_ed_bar_0 + cse4*v_ed_bar_3 + cse5*v_ed_bar_1 - cse6*v_ed_bar_2;
    const double cse13 = 208.0325*q_e_bar_3;
    const double cse14 = q_e_bar_0*q_e_bar_2;
    const double cse15 = 208.0325*cse8 - 104.01625;
    const double cse16 = cse10*q_e_bar_1;
    const double cse17 = cse13*q_e_bar_2;
    const double cse18 = 0.065*q_e_bar_3;

    out[0] = cse0;  /* [0, 0] */
    out[1] = cse1;  /* [1, 0] */
    out[2] = cse2;  /* [2, 0] */
    out[3] = -cse1*q_r_bar_z + cse12*(cse13*q_e_bar_1 + 208.0325*cse14) + cse2*q_r_bar_y + cse7*(0.065*cse8 + 0.065*(q_e_bar_1*q_e_bar_1) - 0.0325) + cse9*(-cse10*q_e_bar_3 + 208.0325*cse11);  /* [3, 0] */
    out[4] = cse0*q_r_bar_z + cse12*(-cse16 + cse17) - cse2*q_r_bar_x + cse7*(0.065*cse11 + cse18*q_e_bar_0) + cse9*(cse15 + 208.0325*(q_e_bar_2*q_e_bar_2));  /* [4, 0] */
    out[5] = -cse0*q_r_bar_y + cse1*q_r_bar_x + cse12*(cse15 + 208.0325*(q_e_bar_3*q_e_bar_3)) + cse7*(-0.065*cse14 + cse18*q_e_bar_1) + cse9*(cse16 + cse17);  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_single_pendulum_rp_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_momentum(q + (size_t)k * 7, v + (size_t)k * 7, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 7); p (parameters, 0).
 * Output: out, 1 x 12 row-major, 12 nonzero.
 * 27 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    (void)p;
    const double cse0 = 2*(q_e_bar_0*q_e_bar_0) - 1;
    const double cse1 = 2*q_e_bar_1;
    const double cse2 = cse1*q_e_bar_2;
    const double cse3 = 2*q_e_bar_0*q_e_bar_3;
    const double cse4 = cse1*q_e_bar_3;
    const double cse5 = 2*q_e_bar_2;
    const double cse6 = cse5*q_e_bar_0;
    const double cse7 = cse5*q_e_bar_3;
    const double cse8 = cse1*q_e_bar_0;

    out[0] = q_r_bar_x;  /* [0, 0] */
    out[1] = q_r_bar_y;  /* [0, 1] */
    out[2] = q_r_bar_z;  /* [0, 2] */
    out[3] = cse0 + 2*(q_e_bar_1*q_e_bar_1);  /* [0, 3] */
    out[4] = cse2 - cse3;  /* [0, 4] */
    out[5] = cse4 + cse6;  /* [0, 5] */
    out[6] = cse2 + cse3;  /* [0, 6] */
    out[7] = cse0 + 2*(q_e_bar_2*q_e_bar_2);  /* [0, 7] */
    out[8] = cse7 - cse8;  /* [0, 8] */
    out[9] = cse4 - cse6;  /* [0, 9] */
    out[10] = cse7 + cse8;  /* [0, 10] */
    out[11] = cse0 + 2*(q_e_bar_3*q_e_bar_3);  /* [0, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_single_pendulum_rp_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_body_frames(q + (size_t)k * 7, p, out + (size_t)k * 12);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 7); v (velocity coordinates, 7); p (parameters, 0).
 * Output: out, 1 x 6 row-major, 6 nonzero.
 * 64 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_e_bar_0 = q[3];
    const double q_e_bar_1 = q[4];
    const double q_e_bar_2 = q[5];
    const double q_e_bar_3 = q[6];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_ed_bar_0 = v[3];
    const double v_ed_bar_1 = v[4];
    const double v_ed_bar_2 = v[5];
    const double v_ed_bar_3 = v[6];
    (void)p;
    const double cse0 = 2*q_e_bar_3;
    const double cse1 = 2*q_e_bar_0;
    const double cse2 = 2*q_e_bar_2;
    const double cse3 = 2*q_e_bar_1;
    const double cse4 = cse0*v_ed_bar_2 + cse1*v_ed_bar_1 - cse2*v_ed_bar_3 - cse3*v_ed_bar_0;
    const double cse5 = 2*(q_e_bar_0*q_e_bar_0) - 1;
    const double cse6 = -cse0*v_ed_bar_0 + cse1*v_ed_bar_3 + cse2*v_ed_bar_1 - cse3*v_ed_bar_2;
    const double cse7 = cse3*q_e_bar_3;
    const double cse8 = cse2*q_e_bar_0;
    const double cse9 = -cse0*v_ed_bar_1 + cse1*v_ed_bar_2 - cse2*v_ed_bar_0 + cse3*v_ed_bar_3;
    const double cse10 = cse2*q_e_bar_1;
    const double cse11 = cse0*q_e_bar_0;
    const double cse12 = cse2*q_e_bar_3;
    const double cse13 = cse3*q_e_bar_0;

    out[0] = v_rd_bar_x;  /* [0, 0] */
    out[1] = v_rd_bar_y;  /* [0, 1] */
    out[2] = v_rd_bar_z;  /* [0, 2] */
    out[3] = cse4*(cse5 + 2*(q_e_bar_1*q_e_bar_1)) + cse6*(cse7 + cse8) + cse9*(cse10 - cse11);  /* [0, 3] */
    out[4] = cse4*(cse10 + cse11) + cse6*(cse12 - cse13) + cse9*(cse5 + 2*(q_e_bar_2*q_e_bar_2));  /* [0, 4] */
    out[5] = cse4*(cse7 - cse8) + cse6*(cse5 + 2*(q_e_bar_3*q_e_bar_3)) + cse9*(cse12 + cse13);  /* [0, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_single_pendulum_rp_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rp_body_velocities(q + (size_t)k * 7, v + (size_t)k * 7, p, out + (size_t)k * 6);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 0).
 * Output: out, 1 x 12 row-major, 11 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_initial_frames(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 12);
    out[1] = 1.41421356;  /* [0, 1] */
    out[2] = -1.41421356;  /* [0, 2] */
    out[3] = 0.0;  /* [0, 3] */
    out[4] = 0.0;  /* [0, 4] */
    out[5] = 1.0;  /* [0, 5] */
    out[6] = 0.7071067811865475;  /* [0, 6] */
    out[7] = 0.7071067811865475;  /* [0, 7] */
    out[8] = 0.0;  /* [0, 8] */
    out[9] = -0.7071067811865475;  /* [0, 9] */
    out[10] = 0.7071067811865475;  /* [0, 10] */
    out[11] = 0.0;  /* [0, 11] */
}

/* initial_velocities: Initial velocities per body (rows), global frame.
 * Inputs: p (parameters, 0).
 * Output: out, 1 x 6 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_initial_velocities(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 6);
}

/* chart: Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and rp);
 * see mechgen.symbolic.formulations.chart_offset.
 * Inputs: p (parameters, 0).
 * Output: out, 1 x 9 row-major, 3 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_chart(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 9);
    out[0] = 1;  /* [0, 0] */
    out[4] = 1;  /* [0, 4] */
    out[8] = 1;  /* [0, 8] */
}

/* physical_data: Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
 * rest length: the numbers the runtime checks at run-time parameter values
 * (mechgen.core.physical).
 * Inputs: p (parameters, 0).
 * Output: out, 10 x 1 row-major, 4 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rp_physical_data(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 10);
    out[0] = 78.0;  /* [0, 0] */
    out[1] = 0.0325;  /* [1, 0] */
    out[5] = 104.01625;  /* [5, 0] */
    out[9] = 104.01625;  /* [9, 0] */
}

/* Work memory of a kernel, owned by its caller: a kernel takes its arrays from one block of
 * doubles in a fixed order. With base NULL the same sequence only counts (the kernel's _work
 * function), so the size and the layout of the work memory are one piece of code. Every
 * array starts at a whole double, aligned for double, int and the kernels' structs. */
struct mg_arena {
    double *base;
    size_t used;
};

static inline double *mg_doubles(struct mg_arena *arena, size_t n)
{
    double *block = arena->base != NULL ? arena->base + arena->used : NULL;
    arena->used += n;
    return block;
}

static inline int *mg_ints(struct mg_arena *arena, size_t n)
{
    return (int *)mg_doubles(arena, (n * sizeof(int) + sizeof(double) - 1) / sizeof(double));
}

/* Room for one struct of `bytes` bytes, zeroed by the kernel that takes it. */
static inline void *mg_struct(struct mg_arena *arena, size_t bytes)
{
    return mg_doubles(arena, (bytes + sizeof(double) - 1) / sizeof(double));
}

/* Banded LU with partial pivoting (the algorithm of LAPACK dgbtf2): A(r, c) is stored at
 * ab[kv + r - c + c * ldab], kv = kl + ku, ldab = 2 kl + ku + 1 (room for pivoting fill-in). */
static inline int mg_band_factor(int n, int kl, int ku, double *restrict ab, int *restrict piv)
{
    const int kv = kl + ku, ldab = 2 * kl + ku + 1;
    int ju = 0;
    for (int j = 0; j < n; ++j) {
        const int km = kl < n - 1 - j ? kl : n - 1 - j;
        double *col = ab + kv + j * ldab;  /* col[r] = A(j + r, j) */
        int jp = 0;
        double big = fabs(col[0]);
        for (int r = 1; r <= km; ++r) {
            if (fabs(col[r]) > big) {
                big = fabs(col[r]);
                jp = r;
            }
        }
        piv[j] = j + jp;
        if (big == 0.0) {
            return MG_SINGULAR;
        }
        const int reach = j + ku + jp < n - 1 ? j + ku + jp : n - 1;
        ju = ju > reach ? ju : reach;
        if (jp != 0) {
            for (int c = j; c <= ju; ++c) {
                double *a = ab + kv + j - c + c * ldab;
                const double tmp = a[0];
                a[0] = a[jp];
                a[jp] = tmp;
            }
        }
        const double inv = 1.0 / col[0];
        for (int r = 1; r <= km; ++r) {
            col[r] *= inv;
        }
        for (int c = j + 1; c <= ju; ++c) {
            double *a = ab + kv + j - c + c * ldab;  /* a[r] = A(j + r, c) */
            const double f = a[0];
            if (f == 0.0) {
                continue;
            }
            for (int r = 1; r <= km; ++r) {
                a[r] -= col[r] * f;
            }
        }
    }
    return MG_OK;
}

/* Solves A x = b in place with the factors of mg_band_factor (LAPACK dgbtrs, no transpose). */
static inline void mg_band_solve(int n, int kl, int ku, const double *restrict ab,
                          const int *restrict piv, double *restrict b)
{
    const int kv = kl + ku, ldab = 2 * kl + ku + 1;
    for (int j = 0; j < n - 1; ++j) {
        const int lm = kl < n - 1 - j ? kl : n - 1 - j;
        const int l = piv[j];
        if (l != j) {
            const double tmp = b[l];
            b[l] = b[j];
            b[j] = tmp;
        }
        const double *col = ab + kv + j * ldab;
        for (int r = 1; r <= lm; ++r) {
            b[j + r] -= col[r] * b[j];
        }
    }
    for (int j = n - 1; j >= 0; --j) {
        const double *col = ab + j * ldab;  /* col[kv + r - j] = A(r, j) */
        b[j] /= col[kv];
        const int top = j - kv > 0 ? j - kv : 0;
        for (int r = top; r < j; ++r) {
            b[r] -= col[kv + r - j] * b[j];
        }
    }
}

/* Sets entries below 1e-250 in magnitude to zero (mechgen.core.flush). Components that
 * should vanish decay geometrically under backward Euler and would otherwise turn subnormal
 * within a few hundred steps; subnormal arithmetic is slower by two orders of magnitude on
 * common CPUs (measured: the slider crank kernel ran 1.7x slower). The change is far below
 * any tolerance. */
static inline void mg_flush(int n, double *x)
{
    for (int i = 0; i < n; ++i) {
        if (fabs(x[i]) < 1e-250) {
            x[i] = 0.0;
        }
    }
}

/* Solves P^T A P x = b for the permuted band factors of mg_band_factor (work: n doubles). */
static inline void mg_perm_band_solve(int n, int kl, int ku, const double *ab, const int *piv,
                                      const int *perm, double *b, double *work)
{
    for (int i = 0; i < n; ++i) {
        work[i] = b[perm[i]];
    }
    mg_band_solve(n, kl, ku, ab, piv, work);
    for (int i = 0; i < n; ++i) {
        b[perm[i]] = work[i];
    }
}

/* LU with partial pivoting of the n x n row-major matrix a, in place (LAPACK dgetf2: the
 * first largest entry of each column is its pivot); returns 2 when a pivot is zero. */
static inline int mg_lu_factor(int n, double *restrict a, int *restrict piv)
{
    for (int j = 0; j < n; ++j) {
        int jp = j;
        double big = fabs(a[j * n + j]);
        for (int r = j + 1; r < n; ++r) {
            if (fabs(a[r * n + j]) > big) {
                big = fabs(a[r * n + j]);
                jp = r;
            }
        }
        piv[j] = jp;
        if (big == 0.0) {
            return MG_SINGULAR;
        }
        if (jp != j) {
            for (int c = 0; c < n; ++c) {
                const double tmp = a[j * n + c];
                a[j * n + c] = a[jp * n + c];
                a[jp * n + c] = tmp;
            }
        }
        const double inv = 1.0 / a[j * n + j];
        for (int r = j + 1; r < n; ++r) {
            const double f = (a[r * n + j] *= inv);
            if (f == 0.0) {
                continue;
            }
            for (int c = j + 1; c < n; ++c) {
                a[r * n + c] -= f * a[j * n + c];
            }
        }
    }
    return MG_OK;
}

/* Solves A x = b in place with the factors of mg_lu_factor (LAPACK dgetrs, no transpose). */
static inline void mg_lu_solve(int n, const double *restrict a, const int *restrict piv,
                               double *restrict b)
{
    for (int j = 0; j < n; ++j) {
        const double tmp = b[j];
        b[j] = b[piv[j]];
        b[piv[j]] = tmp;
    }
    for (int r = 1; r < n; ++r) {
        double s = b[r];
        for (int c = 0; c < r; ++c) {
            s -= a[r * n + c] * b[c];
        }
        b[r] = s;
    }
    for (int r = n - 1; r >= 0; --r) {
        double s = b[r];
        for (int c = r + 1; c < n; ++c) {
            s -= a[r * n + c] * b[c];
        }
        b[r] = s / a[r * n + r];
    }
}

/* Cholesky factor L of the symmetric n x n row-major matrix a, in place in its lower triangle
 * (a = L L^T). Returns the smallest pivot L_jj^2; a value that is not positive (or NaN) means
 * a is not positive definite, and the factorization stopped there. */
static inline double mg_cholesky(int n, double *a)
{
    double smallest = INFINITY;
    for (int j = 0; j < n; ++j) {
        double d = a[j * n + j];
        for (int c = 0; c < j; ++c) {
            d -= a[j * n + c] * a[j * n + c];
        }
        if (!(d > 0.0)) {
            return d;
        }
        smallest = d < smallest ? d : smallest;
        const double l = sqrt(d);
        a[j * n + j] = l;
        for (int r = j + 1; r < n; ++r) {
            double s = a[r * n + j];
            for (int c = 0; c < j; ++c) {
                s -= a[r * n + c] * a[j * n + c];
            }
            a[r * n + j] = s / l;
        }
    }
    return smallest;
}

/* Solves L L^T x = b in place (b becomes x) for the Cholesky factor of mg_cholesky. */
static inline void mg_cholesky_solve(int n, const double *l, double *b)
{
    for (int r = 0; r < n; ++r) {
        double s = b[r];
        for (int c = 0; c < r; ++c) {
            s -= l[r * n + c] * b[c];
        }
        b[r] = s / l[r * n + r];
    }
    for (int r = n - 1; r >= 0; --r) {
        double s = b[r];
        for (int c = r + 1; c < n; ++c) {
            s -= l[c * n + r] * b[c];
        }
        b[r] = s / l[r * n + r];
    }
}

/* y -= v (v . y) / beta for the Householder vector v in rows j.. of column j of the row-major
 * rows x cols matrix a; y has rows entries at stride. */
static inline void mg_reflect(int j, int rows, int cols, const double *a, double beta, double *y,
                              int stride)
{
    double s = 0.0;
    for (int r = j; r < rows; ++r) {
        s += a[r * cols + j] * y[r * stride];
    }
    s /= beta;
    for (int r = j; r < rows; ++r) {
        y[r * stride] -= s * a[r * cols + j];
    }
}

/* Least squares min |A x - b| of the rows x cols row-major A (rows >= cols; A and b are
 * overwritten) by Householder QR (LAPACK dgeqr2, then Q^T b and the triangular solve). Returns
 * 2 when a diagonal entry of R is at most tol times the largest in magnitude (A has no full
 * column rank to that tolerance; |R_jj| >= sigma_min, so this flags no more than the same test
 * on singular values would), else 0. */
static inline int mg_qr_lstsq(int rows, int cols, double *a, double *b, double *x, double tol)
{
    double big = 0.0;
    for (int j = 0; j < cols; ++j) {
        double norm = 0.0;
        for (int r = j; r < rows; ++r) {
            norm += a[r * cols + j] * a[r * cols + j];
        }
        norm = sqrt(norm);
        const double x0 = a[j * cols + j];
        const double alpha = x0 >= 0.0 ? -norm : norm;
        const double beta = norm * norm - alpha * x0;  /* H = I - v v^T / beta, v = x - alpha e_j */
        if (beta > 0.0) {
            a[j * cols + j] = x0 - alpha;
            for (int c = j + 1; c < cols; ++c) {
                mg_reflect(j, rows, cols, a, beta, a + c, cols);
            }
            mg_reflect(j, rows, cols, a, beta, b, 1);
            a[j * cols + j] = alpha;
        }
        big = fabs(a[j * cols + j]) > big ? fabs(a[j * cols + j]) : big;
    }
    for (int j = 0; j < cols; ++j) {
        if (!(fabs(a[j * cols + j]) > tol * big)) {
            return MG_SINGULAR;
        }
    }
    for (int r = cols - 1; r >= 0; --r) {
        double s = b[r];
        for (int c = r + 1; c < cols; ++c) {
            s -= a[r * cols + c] * x[c];
        }
        x[r] = s / a[r * cols + r];
    }
    return MG_OK;
}

/* One-sided Jacobi SVD (Hestenes) of the rows x cols row-major a: plane rotations of column
 * pairs until every pair is orthogonal to sqrt(rows) eps relative to its norms (LAPACK dgesvj's
 * test; at most 60 sweeps), a pair with a column of norm below 1e-15 of the largest counting as
 * orthogonal (round-off cannot make it more so), accumulated in the cols x cols
 * row-major v (set here). On return a holds A V, whose column j is sigma_j u_j, and sig[j] =
 * sigma_j = |column j| (unsorted; cols > rows gives cols - rows zeros up to round-off), so that
 * A = (A V) V^T and the columns of V with sigma_j = 0 span the null space of A. */
static inline void mg_jacobi_svd(int rows, int cols, double *a, double *v, double *sig)
{
    for (int i = 0; i < cols; ++i) {
        for (int j = 0; j < cols; ++j) {
            v[i * cols + j] = i == j ? 1.0 : 0.0;
        }
    }
    double largest = 0.0;
    for (int j = 0; j < cols; ++j) {
        double norm = 0.0;
        for (int r = 0; r < rows; ++r) {
            norm += a[r * cols + j] * a[r * cols + j];
        }
        largest = norm > largest ? norm : largest;
    }
    const double tol = sqrt((double)rows) * 2.220446049250313e-16, negligible = 1e-30 * largest;
    for (int sweep = 0, rotated = 1; rotated && sweep < 60; ++sweep) {
        rotated = 0;
        for (int i = 0; i < cols - 1; ++i) {
            for (int j = i + 1; j < cols; ++j) {
                double alpha = 0.0, beta = 0.0, gamma = 0.0;
                for (int r = 0; r < rows; ++r) {
                    alpha += a[r * cols + i] * a[r * cols + i];
                    beta += a[r * cols + j] * a[r * cols + j];
                    gamma += a[r * cols + i] * a[r * cols + j];
                }
                if (!(fabs(gamma) > tol * sqrt(alpha * beta)) || alpha <= negligible || beta <= negligible) {
                    continue;
                }
                rotated = 1;
                const double zeta = (beta - alpha) / (2.0 * gamma);
                const double t = (zeta >= 0.0 ? 1.0 : -1.0) / (fabs(zeta) + sqrt(1.0 + zeta * zeta));
                const double c = 1.0 / sqrt(1.0 + t * t), s = c * t;
                for (int r = 0; r < rows; ++r) {
                    const double x = a[r * cols + i], y = a[r * cols + j];
                    a[r * cols + i] = c * x - s * y;
                    a[r * cols + j] = s * x + c * y;
                }
                for (int r = 0; r < cols; ++r) {
                    const double x = v[r * cols + i], y = v[r * cols + j];
                    v[r * cols + i] = c * x - s * y;
                    v[r * cols + j] = s * x + c * y;
                }
            }
        }
    }
    for (int j = 0; j < cols; ++j) {
        double s = 0.0;
        for (int r = 0; r < rows; ++r) {
            s += a[r * cols + j] * a[r * cols + j];
        }
        sig[j] = sqrt(s);
    }
}

static inline double mg_norm(int n, const double *x)
{
    double s = 0.0;
    for (int i = 0; i < n; ++i) {
        s += x[i] * x[i];
    }
    return sqrt(s);
}

/* The Newton test of runtime/newton.py (passes): a correction of size norm ends the iteration
 * when it is below limit (tol + rtol ||x||), or when it came from a fresh factorization, is at
 * least stall_ratio of the previous one (last) and within stall times the limit (round-off). */
static inline int mg_passes(double norm, double limit, double last, int fresh, double stall,
                            double stall_ratio)
{
    return norm <= limit || (fresh && norm <= stall * limit && norm >= stall_ratio * last);
}

/* The doubles of work memory forward_dynamics takes from its caller (the index-1 matrix, M,
 * Phi_q, the right-hand side and the pivots). */
size_t mg_single_pendulum_rp_forward_dynamics_work(void)
{
    return 322;
}

/* The index-1 equations [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002
 * eq. 3) solved by LU with partial pivoting, as the runtime's start does where the matrix is
 * regular, in the caller's work memory (forward_dynamics_work doubles): [a; lam] in its first
 * N_V + N_C doubles; MG_OK or MG_SINGULAR. */
static int mg_index1(const double *q, const double *v, double t, const double *p, double *work)
{
    enum { NV = 7, NC = 7, N = NV + NC };
    double *b = work, *S = b + N, *M = S + (size_t)N * N, *C = M + NV * NV;
    int *piv = (int *)(C + NC * NV);
    mg_single_pendulum_rp_M(q, p, M);
    mg_single_pendulum_rp_Phi_q(q, t, p, C);
    for (int r = 0; r < NV; ++r) {
        for (int c = 0; c < NV; ++c) {
            S[r * N + c] = M[r * NV + c];
        }
        for (int k = 0; k < NC; ++k) {
            S[r * N + NV + k] = C[k * NV + r];
            S[(NV + k) * N + r] = C[k * NV + r];
        }
    }
    for (int k = 0; k < NC; ++k) {
        for (int c = 0; c < NC; ++c) {
            S[(NV + k) * N + NV + c] = 0.0;
        }
    }
    mg_single_pendulum_rp_Q(q, v, t, p, b);
    mg_single_pendulum_rp_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_single_pendulum_rp_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 7; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_single_pendulum_rp_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_single_pendulum_rp_index3_take(struct mg_arena *arena, struct mg_single_pendulum_rp_index3_take_work *w)
{
    enum { NQ = 7, NV = 7, N = NV + 7 };
    w->G = mg_doubles(arena, (size_t)28 * N);
    w->x = mg_doubles(arena, N);
    w->g = mg_doubles(arena, N);
    w->y = mg_doubles(arena, N);
    w->v = mg_doubles(arena, NV);
    w->dv = mg_doubles(arena, NV);
    w->a = mg_doubles(arena, NV);
    w->qs = mg_doubles(arena, NQ);
    w->piv = mg_ints(arena, N);
}

/* The doubles of work memory index3_run needs: mg_single_pendulum_rp_index3_take counting what it takes. */
size_t mg_single_pendulum_rp_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_single_pendulum_rp_index3_take_work w;
    mg_single_pendulum_rp_index3_take(&arena, &w);
    return arena.used;
}

/* Index-3 Newton schemes: row 0 of the outputs holds the state (q, v, a, lam) at t0; rows
 * 1..n_steps (t = t0 + step h) are filled. Unknowns x = (a, lam), a the acceleration at t_n+1;
 * method = (alpha_m, alpha_f, b0, b1, g0, g1) of runtime/index3.py's Discretization: the
 * pseudo-acceleration a~ = (alpha_f a_n - alpha_m a~_n + (1 - alpha_f) a) / (1 - alpha_m),
 * v = v_n + h (g0 a~_n + g1 a~), q = q_n (+) h (v_n + h (b0 a~_n + b1 a~)) (backward Euler:
 * 0, 0, 0, 1, 0, 1, a~ = a); pseudo holds a~ at t0 on entry and at the last completed step on
 * return. Residual index3_residual at h sqrt(b1 w) and iteration matrix genalpha_matrix at
 * hq = b1 w h^2, hv = g1 w h, w = (1 - alpha_f) / (1 - alpha_m); stop when the correction of a is below theta + rtol ||a||
 * (or stalls below the position round-off floor roundoff eps ||q||_inf / hq) and that of lam
 * passes mg_passes (eq. 46 with the relative part and the round-off floors of runtime/newton.py,
 * see runtime/index3.py) keeping that iterate. newton_mode 0 keeps
 * the factors across steps, 1 factors at each step's first iteration, 2 at every iteration;
 * modes 0 and 1 refactor when a correction fails to halve the previous one.
 * The iteration matrix is factored in band storage (kl = 9, ku = 9). */
int mg_single_pendulum_rp_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 7, NV = 7, NC = 7, N = NV + NC };
    enum { KL = 9, KU = 9, LDAB = 28 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_single_pendulum_rp_index3_take_work mem;
    mg_single_pendulum_rp_index3_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *G = mem.G, *x = mem.x, *g = mem.g, *y = mem.y, *v = mem.v, *dv = mem.dv, *qs = mem.qs;
    int *piv = mem.piv;
    const double alpha_m = method[0], alpha_f = method[1], b0 = method[2], b1 = method[3];
    const double g0 = method[4], g1 = method[5], w = (1.0 - alpha_f) / (1.0 - alpha_m);
    const double hq = h * h * b1 * w, hv = h * g1 * w, h_residual = h * sqrt(b1 * w);
    int status = MG_OK;
    memcpy(x, a_out, sizeof(double) * NV);
    memcpy(x + NV, lam_out, sizeof(double) * NC);
    int factored = 0;
    for (int step = 1; step <= n_steps && status == 0; ++step) {
        const double t = t0 + step * h;
        const double *q_n = q_out + (step - 1) * NQ;
        const double *v_n = v_out + (step - 1) * NV, *acc_n = a_out + (step - 1) * NV;
        double *a = mem.a;  /* the pseudo-acceleration of the iterate */
        if (newton_mode != 0) {
            factored = 0;
        }
        double last = INFINITY, last_a = INFINITY, last_lam = INFINITY;
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                status = MG_NOT_CONVERGED;
                break;
            }
            const int fresh = !factored || newton_mode == 2;
            for (int i = 0; i < NV; ++i) {
                a[i] = (alpha_f * acc_n[i] - alpha_m * pseudo[i] + (1.0 - alpha_f) * x[i]) / (1.0 - alpha_m);
                v[i] = v_n[i] + h * (g0 * pseudo[i] + g1 * a[i]);
                dv[i] = h * (v_n[i] + h * (b0 * pseudo[i] + b1 * a[i]));
            }
            mg_single_pendulum_rp_retract(q_n, dv, qs);
            mg_single_pendulum_rp_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_single_pendulum_rp_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_single_pendulum_rp_genalpha_matrix_perm, g, y);
            const double norm = mg_norm(N, g);
            if (!(norm < 1e300)) {
                status = MG_NOT_FINITE;
                break;
            }
            const double norm_a = mg_norm(NV, g), norm_lam = mg_norm(NC, g + NV);
            const double limit_lam = theta + rtol * mg_norm(NC, x + NV);
            double reach = 1.0;
            for (int i = 0; i < NQ; ++i) {
                reach = fmax(reach, fabs(qs[i]));
            }
            const double floor_a = roundoff * DBL_EPSILON * reach / hq;
            const int accelerations = norm_a <= theta + rtol * mg_norm(NV, x)
                || (fresh && norm_a <= floor_a && norm_a >= stall_ratio * last_a);
            if (accelerations && mg_passes(norm_lam, limit_lam, last_lam, fresh, stall, stall_ratio)) {
                break;
            }
            /* the smallest corrections so far: a round-off limit cycle never passes a
               comparison with the previous one only (runtime/newton.py) */
            last_a = fmin(last_a, norm_a);
            last_lam = fmin(last_lam, norm_lam);
            for (int i = 0; i < N; ++i) {
                x[i] -= g[i];
            }
            if (norm > 0.5 * last) {
                factored = 0;
            }
            last = norm;
        }
        if (status) {
            *fail_step = step;
            break;
        }
        mg_flush(NQ, qs);
        mg_flush(NV, v);
        mg_flush(N, x);
        memcpy(q_out + step * NQ, qs, sizeof(double) * NQ);
        memcpy(v_out + step * NV, v, sizeof(double) * NV);
        memcpy(a_out + step * NV, x, sizeof(double) * NV);
        memcpy(lam_out + step * NC, x + NV, sizeof(double) * NC);
        memcpy(pseudo, a, sizeof(double) * NV);
        iterations[step] = k;
    }
    return status;
}

/* The work arrays of kinematics_run. */
struct mg_single_pendulum_rp_kinematics_take_work {
    double *q, *tmp, *dv, *b, *solve, *J;
    int *piv;
};

static void mg_single_pendulum_rp_kinematics_take(struct mg_arena *arena, struct mg_single_pendulum_rp_kinematics_take_work *w)
{
    enum { NQ = 7, NV = 7 };
    w->q = mg_doubles(arena, NQ);
    w->tmp = mg_doubles(arena, NQ);
    w->dv = mg_doubles(arena, NV);
    w->b = mg_doubles(arena, NV);
    w->solve = mg_doubles(arena, NV);
    w->J = mg_doubles(arena, (size_t)13 * NV);
    w->piv = mg_ints(arena, NV);
}

/* The doubles of work memory kinematics_run needs: mg_single_pendulum_rp_kinematics_take counting what it takes. */
size_t mg_single_pendulum_rp_kinematics_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_single_pendulum_rp_kinematics_take_work w;
    mg_single_pendulum_rp_kinematics_take(&arena, &w);
    return arena.used;
}

/* Kinematic analysis (seed 001 section 2): row 0 of q_out, v_out, a_out holds the state at
 * t0; rows 1..n_steps (t = t0 + step h) are filled. Position by Newton from q_{n-1} (+) h v_{n-1} (eq. 11),
 * corrections through retract (eq. 12), stop at ||delta|| <= tol + rtol ||q||; then Phi_q v = nu and
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 4,
 * ku = 4). */
int mg_single_pendulum_rp_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, double rtol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 7, NV = 7, KL = 4, KU = 4 };
struct mg_arena arena = { work, 0 };
    struct mg_single_pendulum_rp_kinematics_take_work mem;
    mg_single_pendulum_rp_kinematics_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *q = mem.q, *tmp = mem.tmp, *dv = mem.dv, *b = mem.b, *J = mem.J;
    int *piv = mem.piv;
    const size_t band_size = sizeof(double) * 13 * NV;
    const int *perm = mg_single_pendulum_rp_Phi_q_perm;
    for (int step = 1; step <= n_steps; ++step) {
        const double t = t0 + step * h;
        const double *q_prev = q_out + (step - 1) * NQ;
        const double *v_prev = v_out + (step - 1) * NV;
        for (int i = 0; i < NV; ++i) {
            dv[i] = h * v_prev[i];
        }
        mg_single_pendulum_rp_retract(q_prev, dv, q);
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                *fail_step = step;
                return MG_NOT_CONVERGED;
            }
            memset(J, 0, band_size);
            mg_single_pendulum_rp_Phi_q_band(q, t, p, J);
            mg_single_pendulum_rp_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return MG_SINGULAR;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, mem.solve);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_single_pendulum_rp_retract(q, dv, tmp);
            memcpy(q, tmp, sizeof(double) * NQ);
            const double norm = mg_norm(NV, dv);
            if (!(norm < 1e300)) {
                *fail_step = step;
                return MG_NOT_FINITE;
            }
            if (norm <= tol + rtol * mg_norm(NQ, q)) {
                break;
            }
        }
        double *v = v_out + step * NV;
        double *a = a_out + step * NV;
        mg_flush(NQ, q);
        memcpy(q_out + step * NQ, q, sizeof(double) * NQ);
        memset(J, 0, band_size);
        mg_single_pendulum_rp_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return MG_SINGULAR;
        }
        mg_single_pendulum_rp_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, mem.solve);
        mg_flush(NV, v);
        mg_single_pendulum_rp_gamma(q, v, t, p, a);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, a, mem.solve);
        mg_flush(NV, a);
        iterations[step] = k;
    }
    return MG_OK;
}

/* The state of the partitioning kernel: the partition (k independent coordinates I, the
 * m = NC dependent ones D, the closing conditions in closed form for I[0] or -1), its settings
 * (runtime/partitioning.py: hysteresis, closure, branch, singular-fraction, rank, metric and
 * near-singular tolerances), the last criterion's smallest pivot over the largest entry of
 * Phi_q (margin) and its work arrays, sized at generation. */
struct mg_single_pendulum_rp_pt_state {
    const double *p;
    int k, m, column, explicit_closure, max_iter, left, nn;
    double hysteresis, closure, branch, singular_fraction, rank, metric, near, margin;
    int I[7], D[7], best[7], order[7], colperm[7], piv[7];
    double C[49], CD[49], A[49], x[7];
    double Dm[49], M[49], MDt[49], Md[49];
    double Q[7], w[7], r[7], g[7], phi[7];
    double E[49], N[49], G[49], NG[49];
    double ginv[7], basis[49], GN[49], kept[49], rest[7];
    double U[49];
    double qs[7], qc[7], vs[7], vstage[7], astage[7];
    double kq[4][7], kv[4][7], dv[7], qr[7];
};

/* the coordinate whose closed-form closing conditions exist (index in closing_choices), or -1 */
static const int mg_single_pendulum_rp_pt_choice_of[7] = {-1, -1, -1, -1, -1, -1, -1};

/* Sets the partition to the independent coordinates I (sorted) and D to the rest. */
static void mg_single_pendulum_rp_pt_set(struct mg_single_pendulum_rp_pt_state *s, const int *I)
{
    int a = 0, b = 0;
    for (int i = 0; i < 7; ++i) {
        if (a < s->k && I[a] == i) {
            s->I[a++] = i;
        } else {
            s->D[b++] = i;
        }
    }
    s->column = s->explicit_closure && s->k > 0 ? mg_single_pendulum_rp_pt_choice_of[s->I[0]] : -1;
}

/* C_D = Phi_q restricted to the dependent coordinates, factored (from s->C). */
static int mg_single_pendulum_rp_pt_factor_CD(struct mg_single_pendulum_rp_pt_state *s)
{
    for (int r = 0; r < s->m; ++r) {
        for (int j = 0; j < s->m; ++j) {
            s->CD[r * s->m + j] = s->C[r * 7 + s->D[j]];
        }
    }
    return mg_lu_factor(s->m, s->CD, s->piv);
}

/* v and A = -C_D^-1 C_I (m x k) from the independent velocities vI (eq. 7, Partition.velocities);
 * with the closed form v = dq/dq_I vI. Leaves C_D factored for the accelerations. */
static int mg_single_pendulum_rp_pt_velocities(struct mg_single_pendulum_rp_pt_state *s, const double *q, const double *vI, double t,
                              double *v)
{
    const int k = s->k, m = s->m;
    for (int c = 0; c < k; ++c) {
        v[s->I[c]] = vI[c];
    }
    if (m == 0) {
        return MG_OK;
    }
    mg_single_pendulum_rp_Phi_q(q, t, s->p, s->C);
    if (mg_single_pendulum_rp_pt_factor_CD(s)) {
        return MG_SINGULAR;
    }
    for (int c = 0; c < k; ++c) {
        for (int j = 0; j < m; ++j) {
            s->x[j] = s->C[j * 7 + s->I[c]];
        }
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->A[j * k + c] = -s->x[j];
        }
    }
    mg_single_pendulum_rp_nu(q, t, s->p, s->x);
    mg_lu_solve(m, s->CD, s->piv, s->x);
    for (int j = 0; j < m; ++j) {
        double sum = 0.0;
        for (int c = 0; c < k; ++c) {
            sum += s->A[j * k + c] * vI[c];
        }
        v[s->D[j]] = sum + s->x[j];
    }
    return MG_OK;
}

/* (v, a) at the state (eqs. 10, 12-14, Partition.accelerations): D = [I A^T],
 * M_d = D M D^T, M_d a_I = D (Q - M xi), a = D^T a_I + xi. */
static int mg_single_pendulum_rp_pt_accelerations(struct mg_single_pendulum_rp_pt_state *s, const double *q, const double *vI,
                                 double t, double *v, double *a)
{
    const int k = s->k, m = s->m;
    if (mg_single_pendulum_rp_pt_velocities(s, q, vI, t, v)) {
        return MG_SINGULAR;
    }
    memset(s->w, 0, sizeof(s->w));
    if (m > 0) {
        mg_single_pendulum_rp_gamma(q, v, t, s->p, s->x);
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->w[s->D[j]] = s->x[j];
        }
    }
    memset(s->Dm, 0, sizeof(double) * (size_t)k * 7);
    for (int c = 0; c < k; ++c) {
        s->Dm[c * 7 + s->I[c]] = 1.0;
        for (int j = 0; j < m; ++j) {
            s->Dm[c * 7 + s->D[j]] = s->A[j * k + c];
        }
    }
    mg_single_pendulum_rp_M(q, s->p, s->M);
    mg_single_pendulum_rp_Q(q, v, t, s->p, s->Q);
    for (int i = 0; i < 7; ++i) {
        double sum = s->Q[i];
        for (int j = 0; j < 7; ++j) {
            sum -= s->M[i * 7 + j] * s->w[j];
        }
        s->r[i] = sum;
        for (int c = 0; c < k; ++c) {
            double mdt = 0.0;
            for (int j = 0; j < 7; ++j) {
                mdt += s->M[i * 7 + j] * s->Dm[c * 7 + j];
            }
            s->MDt[i * k + c] = mdt;
        }
    }
    for (int c = 0; c < k; ++c) {
        double rhs = 0.0;
        for (int i = 0; i < 7; ++i) {
            rhs += s->Dm[c * 7 + i] * s->r[i];
        }
        s->x[c] = rhs;
        for (int d = 0; d < k; ++d) {
            double md = 0.0;
            for (int i = 0; i < 7; ++i) {
                md += s->Dm[c * 7 + i] * s->MDt[i * k + d];
            }
            s->Md[c * k + d] = md;
        }
    }
    if (mg_lu_factor(k, s->Md, s->piv)) {
        return MG_SINGULAR;
    }
    mg_lu_solve(k, s->Md, s->piv, s->x);
    for (int i = 0; i < 7; ++i) {
        double sum = s->w[i];
        for (int c = 0; c < k; ++c) {
            sum += s->Dm[c * 7 + i] * s->x[c];
        }
        a[i] = sum;
    }
    return MG_OK;
}

/* q' = T(q) v into out (runtime/partitioning.py _rk4: v itself where q' = v). */
static void mg_single_pendulum_rp_pt_rates(const double *q, const double *v, double *out)
{
    (void)q;
    memcpy(out, v, sizeof(double) * 7);
}

/* One RK4 stage of (q' = T(q) v, v_I' = a_I) at (q, vI, t) into slot j (runtime/partitioning.py
 * _rk4): with the closed form, q is closed first. */
static int mg_single_pendulum_rp_pt_stage(struct mg_single_pendulum_rp_pt_state *s, const double *q, const double *vI, double t, int j)
{
    const double *qe = q;
    if (mg_single_pendulum_rp_pt_accelerations(s, qe, vI, t, s->vstage, s->astage)) {
        return MG_SINGULAR;
    }
    mg_single_pendulum_rp_pt_rates(qe, s->vstage, s->kq[j]);
    for (int c = 0; c < s->k; ++c) {
        s->kv[j][c] = s->astage[s->I[c]];
    }
    return MG_OK;
}

/* The dependent coordinates for the independent ones (Partition.correct): from the closed
 * form while it stays within the branch tolerance of the integrated step (else the partition
 * drops it: s->left = 1), else by Newton on Phi = 0 with I held. Returns 0, 1 (no closure in
 * max_iter iterations) or 2 (singular C_D); *iterations: Newton iterations. */
static int mg_single_pendulum_rp_pt_correct(struct mg_single_pendulum_rp_pt_state *s, double *q, double t, int *iterations)
{
    const int m = s->m;
    *iterations = 0;
    if (m == 0) {
        return MG_OK;
    }
    for (int it = 1; it <= s->max_iter; ++it) {
        mg_single_pendulum_rp_Phi(q, t, s->p, s->phi);
        double big = 0.0;
        for (int r = 0; r < m; ++r) {
            big = fabs(s->phi[r]) > big ? fabs(s->phi[r]) : big;
        }
        if (big < s->closure) {
            *iterations = it - 1;
            return MG_OK;
        }
        mg_single_pendulum_rp_Phi_q(q, t, s->p, s->C);
        if (mg_single_pendulum_rp_pt_factor_CD(s)) {
            return MG_SINGULAR;
        }
        mg_lu_solve(m, s->CD, s->piv, s->phi);
        for (int j = 0; j < m; ++j) {
            q[s->D[j]] -= s->phi[j];
        }
    }
    return MG_NOT_CONVERGED;
}

/* Removes from x (length n) its components along the nb orthonormal vectors in basis (rows of
 * stride 7), twice for round-off (modified Gram-Schmidt); returns the norm of the rest. */
static double mg_single_pendulum_rp_pt_orthogonalize(int n, double *x, const double *basis, int nb)
{
    for (int pass = 0; pass < 2; ++pass) {
        for (int b = 0; b < nb; ++b) {
            double dot = 0.0;
            for (int i = 0; i < n; ++i) {
                dot += basis[b * 7 + i] * x[i];
            }
            for (int i = 0; i < n; ++i) {
                x[i] -= dot * basis[b * 7 + i];
            }
        }
    }
    return mg_norm(n, x);
}

/* Rook pivoting in the rows and columns rank.. of E (NC x NV): from column *pc, alternately
 * the largest entry of the column and of the row, until one is largest in both (Foster's rook
 * pivoting, rank-revealing in practice like complete pivoting at the cost of a few rows and
 * columns instead of the whole rest). Returns its magnitude; *pr, *pc its place. */
static double mg_single_pendulum_rp_pt_rook(const double *E, int rank, int *pr, int *pc)
{
    double big = -1.0;
    for (int scan = 0; scan < 2 * 7; ++scan) {
        int moved = 0;
        if (scan % 2 == 0) {
            for (int r = rank; r < 7; ++r) {
                if (fabs(E[r * 7 + *pc]) > big) {
                    big = fabs(E[r * 7 + *pc]);
                    *pr = r;
                    moved = 1;
                }
            }
        } else {
            for (int c = rank; c < 7; ++c) {
                if (fabs(E[*pr * 7 + c]) > big) {
                    big = fabs(E[*pr * 7 + c]);
                    *pc = c;
                    moved = 1;
                }
            }
        }
        if (!moved && scan > 0) {
            break;
        }
    }
    return big;
}

/* Gamma of a set of coordinates (runtime/partitioning.py _volume): the product of the squared
 * lengths left of their vectors u_i (rows of s->U) by Gram-Schmidt over the set in order. */
static double mg_single_pendulum_rp_pt_volume(struct mg_single_pendulum_rp_pt_state *s, const int *set)
{
    double volume = 1.0;
    int kept = 0;
    for (int c = 0; c < s->k; ++c) {
        double *row = s->kept + kept * 7;
        memcpy(row, s->U + set[c] * 7, sizeof(double) * (size_t)s->nn);
        const double length = mg_single_pendulum_rp_pt_orthogonalize(s->nn, row, s->kept, kept);
        volume *= length * length;
        if (length > 0.0) {
            for (int f = 0; f < s->nn; ++f) {
                row[f] /= length;
            }
            ++kept;
        }
    }
    return volume;
}

/* The projective criterion cos^2 alpha_i = |u_i|^2 of every coordinate at (q, t) (eq. 23a,
 * runtime/partitioning.py _projections) with an orthonormal basis N of the tangent space (any
 * basis gives the same values): from Gaussian elimination of Phi_q with rook pivoting (rank
 * where no entry of the rest exceeds the rank tolerance), its null vectors orthonormalized.
 * Writes cos2, the vectors u_i (rows of s->U) and the k best coordinates (s->best). Returns 0
 * or 2 (a singular metric or N^T G N). */
static int mg_single_pendulum_rp_pt_criterion(struct mg_single_pendulum_rp_pt_state *s, const double *q, double t, double *cos2)
{
    const int k = s->k;
    mg_single_pendulum_rp_M(q, s->p, s->G);
    int rank = 0;
    for (int j = 0; j < 7; ++j) {
        s->colperm[j] = j;
    }
    mg_single_pendulum_rp_Phi_q(q, t, s->p, s->C);
    double scale = 0.0, cmax = 0.0;
    for (int i = 0; i < 7; ++i) {
        scale = fabs(s->G[i * 7 + i]) > scale ? fabs(s->G[i * 7 + i]) : scale;
    }
    memcpy(s->E, s->C, sizeof(double) * 49);
    for (int i = 0; i < 49; ++i) {
        cmax = fabs(s->E[i]) > cmax ? fabs(s->E[i]) : cmax;
    }
    const double small = s->rank * fmax(cmax, 1.0);
    double pmin = INFINITY;
    for (; rank < 7; ++rank) {
        int pr = rank, pc = rank;
        double big = mg_single_pendulum_rp_pt_rook(s->E, rank, &pr, &pc);
        if (!(big > small)) {
            /* rook pivoting stops at an entry largest in its row and column; a small one
             * could hide larger entries elsewhere: search the whole rest before stopping */
            for (int r = rank; r < 7; ++r) {
                for (int c = rank; c < 7; ++c) {
                    if (fabs(s->E[r * 7 + c]) > big) {
                        big = fabs(s->E[r * 7 + c]);
                        pr = r;
                        pc = c;
                    }
                }
            }
            if (!(big > small)) {
                break;
            }
        }
        pmin = fmin(pmin, big);
        for (int c = 0; c < 7; ++c) {
            const double tmp = s->E[rank * 7 + c];
            s->E[rank * 7 + c] = s->E[pr * 7 + c];
            s->E[pr * 7 + c] = tmp;
        }
        for (int r = 0; r < 7; ++r) {
            const double tmp = s->E[r * 7 + rank];
            s->E[r * 7 + rank] = s->E[r * 7 + pc];
            s->E[r * 7 + pc] = tmp;
        }
        const int tmp = s->colperm[rank];
        s->colperm[rank] = s->colperm[pc];
        s->colperm[pc] = tmp;
        for (int r = rank + 1; r < 7; ++r) {
            const double f = s->E[r * 7 + rank] / s->E[rank * 7 + rank];
            for (int c = rank; c < 7; ++c) {
                s->E[r * 7 + c] -= f * s->E[rank * 7 + c];
            }
        }
    }
    /* the smallest pivot estimates the smallest singular value (rook pivoting reveals rank) */
    s->margin = rank < 7 ? 0.0 : pmin / cmax;
    /* the metric G (runtime/partitioning.py metric): M + s C_N^T C_N (normalization rows),
     * and + s C^T C where that is still singular (its Cholesky factor has a pivot below the
     * metric tolerance times the largest diagonal entry) */
    for (int i = 0; i < 7; ++i) {
        for (int j = 0; j < 7; ++j) {
            s->G[i * 7 + j] += scale * s->C[42 + i] * s->C[42 + j];
        }
    }
    memcpy(s->NG, s->G, sizeof(double) * 49);
    if (!(mg_cholesky(7, s->NG) > s->metric * scale)) {
        for (int i = 0; i < 7; ++i) {
            for (int j = 0; j < 7; ++j) {
                double sum = 0.0;
                for (int r = 0; r < 7; ++r) {
                    sum += s->C[r * 7 + i] * s->C[r * 7 + j];
                }
                s->G[i * 7 + j] += scale * sum;
            }
        }
        memcpy(s->NG, s->G, sizeof(double) * 49);
        if (!(mg_cholesky(7, s->NG) > 0.0)) {
            return MG_SINGULAR;
        }
    }
    /* (G^-1)_ii = sum_r ((L^-1)_ri)^2, column i of L^-1 by forward substitution */
    for (int i = 0; i < 7; ++i) {
        double sum = 0.0;
        for (int r = 0; r < 7; ++r) {
            double x = r == i ? 1.0 : 0.0;
            for (int c = i; c < r; ++c) {
                x -= s->NG[r * 7 + c] * s->rest[c];
            }
            s->rest[r] = r < i ? 0.0 : x / s->NG[r * 7 + r];
            sum += s->rest[r] * s->rest[r];
        }
        s->ginv[i] = sum;
    }
    /* the null vectors: free columns rank.. of the elimination, back-substituted, in the
     * coordinates' own order; then orthonormalized (rows of s->basis, stride NV) */
    const int nn = 7 - rank;
    s->nn = nn;
    for (int f = 0; f < nn; ++f) {
        double *x = s->rest;
        for (int c = rank; c < 7; ++c) {
            x[c] = c == rank + f ? 1.0 : 0.0;
        }
        for (int r = rank - 1; r >= 0; --r) {
            double sum = 0.0;
            for (int c = r + 1; c < 7; ++c) {
                sum += s->E[r * 7 + c] * x[c];
            }
            x[r] = -sum / s->E[r * 7 + r];
        }
        double *b = s->basis + f * 7;
        for (int c = 0; c < 7; ++c) {
            b[s->colperm[c]] = x[c];
        }
        const double length = mg_single_pendulum_rp_pt_orthogonalize(7, b, s->basis, f);
        for (int c = 0; c < 7; ++c) {
            b[c] /= length;
        }
    }
    /* N (NV x nn), G N and N^T G N (nn x nn), factored by Cholesky */
    for (int i = 0; i < 7; ++i) {
        for (int f = 0; f < nn; ++f) {
            s->N[i * 7 + f] = s->basis[f * 7 + i];
            double sum = 0.0;
            for (int j = 0; j < 7; ++j) {
                sum += s->G[i * 7 + j] * s->basis[f * 7 + j];
            }
            s->GN[i * 7 + f] = sum;
        }
    }
    for (int f = 0; f < nn; ++f) {
        for (int e = 0; e < nn; ++e) {
            double sum = 0.0;
            for (int i = 0; i < 7; ++i) {
                sum += s->basis[f * 7 + i] * s->GN[i * 7 + e];
            }
            s->NG[f * nn + e] = sum;
        }
    }
    if (!(mg_cholesky(nn, s->NG) > 0.0)) {
        return MG_SINGULAR;
    }
    /* u_i = L^-1 N_i^T / sqrt((G^-1)_ii), cos^2 alpha_i = |u_i|^2 = N_i (N^T G N)^-1 N_i^T /
     * (G^-1)_ii */
    for (int i = 0; i < 7; ++i) {
        double sum = 0.0, *u = s->U + i * 7;
        for (int f = 0; f < nn; ++f) {
            double x = s->N[i * 7 + f];
            for (int c = 0; c < f; ++c) {
                x -= s->NG[f * nn + c] * u[c];
            }
            u[f] = x / s->NG[f * nn + f];
            sum += u[f] * u[f];
        }
        const double norm = sqrt(s->ginv[i]);
        for (int f = 0; f < nn; ++f) {
            u[f] /= norm;
        }
        cos2[i] = sum / s->ginv[i];
    }
    /* the best partition (_best): greedily the coordinate whose u_i, orthogonalized against
     * those taken (rows of s->kept), is longest (the first of equal ones; twice, for
     * round-off); s->order flags the coordinates taken */
    memcpy(s->kept, s->U, sizeof(double) * 49);
    for (int i = 0; i < 7; ++i) {
        s->order[i] = 0;
    }
    int chosen = 0;
    for (; chosen < k; ++chosen) {
        int pick = -1;
        double top = 0.0;
        for (int i = 0; i < 7; ++i) {
            if (s->order[i]) {
                continue;
            }
            double length = 0.0;
            for (int f = 0; f < nn; ++f) {
                length += s->kept[i * 7 + f] * s->kept[i * 7 + f];
            }
            if (pick < 0 || length > top) {
                pick = i;
                top = length;
            }
        }
        if (pick < 0 || !(sqrt(top) > s->rank)) {
            break;
        }
        s->order[pick] = 1;
        s->best[chosen] = pick;
        for (int f = 0; f < nn; ++f) {
            s->rest[f] = s->kept[pick * 7 + f] / sqrt(top);
        }
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = 0; i < 7; ++i) {
                double dot = 0.0, *row = s->kept + i * 7;
                for (int f = 0; f < nn; ++f) {
                    dot += row[f] * s->rest[f];
                }
                for (int f = 0; f < nn; ++f) {
                    row[f] -= dot * s->rest[f];
                }
            }
        }
    }
    for (int i = 1; i < chosen; ++i) {
        const int b = s->best[i];
        int j = i;
        while (j > 0 && s->best[j - 1] > b) {
            s->best[j] = s->best[j - 1];
            --j;
        }
        s->best[j] = b;
    }
    return chosen == k ? MG_OK : MG_SINGULAR;
}

/* The work memory of partitioning_run: its state, arrays sized at generation. */
struct mg_single_pendulum_rp_partitioning_take_work {
    struct mg_single_pendulum_rp_pt_state *s;
};

static void mg_single_pendulum_rp_partitioning_take(struct mg_arena *arena, struct mg_single_pendulum_rp_partitioning_take_work *w)
{
    w->s = mg_struct(arena, sizeof(struct mg_single_pendulum_rp_pt_state));
}

/* The doubles of work memory partitioning_run needs: mg_single_pendulum_rp_partitioning_take counting what it takes. */
size_t mg_single_pendulum_rp_partitioning_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_single_pendulum_rp_partitioning_take_work w;
    mg_single_pendulum_rp_partitioning_take(&arena, &w);
    return arena.used;
}

/* Coordinate partitioning with RK4 on the independent coordinates and the projective
 * criterion (Blajer, Schiehlen & Schirm, seed 004; the loop of runtime/partitioning.py run):
 * row 0 of q_out, v_out holds the state at t0 and `independent` the k independent coordinates
 * of its partition (`column`: its closed-form closing conditions, or -1). Each row stores q,
 * v, a, cos^2 alpha of every coordinate, the partition its accelerations used
 * (independent_out, k per row) and left_out: bit 1 where the closed form left its assembly
 * branch in the step to it, bit 2 where the margin of Phi_q is below the near-singular
 * tolerance (a configuration singularity), bit 4 where the set switched to there is not on its
 * closed form's branch (Partition.follow). settings: hysteresis and the tolerances named in
 * struct state. */
int mg_single_pendulum_rp_partitioning_run(const double *p, double h, double t0, int n_steps, int k, const int *independent, int column, int explicit_closure, const double *settings, int max_iter, double *q_out, double *v_out, double *a_out, double *criterion_out, int *independent_out, int *left_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    if (k < 0 || k > 7 || 7 - k != 7) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_single_pendulum_rp_partitioning_take_work mem;
    mg_single_pendulum_rp_partitioning_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    struct mg_single_pendulum_rp_pt_state *s = mem.s;
    memset(s, 0, sizeof *s);
    s->p = p;
    s->k = k;
    s->m = 7 - k;
    s->explicit_closure = explicit_closure;
    s->max_iter = max_iter;
    s->hysteresis = settings[0];
    s->closure = settings[1];
    s->branch = settings[2];
    s->singular_fraction = settings[3];
    s->rank = settings[4];
    s->metric = settings[5];
    s->near = settings[6];
    mg_single_pendulum_rp_pt_set(s, independent);
    s->column = column;
    double q[7], v[7] = {0}, vI[7] = {0}, q1[7], vI1[7] = {0};
    double cos2[7] = {0};
    memcpy(q, q_out, sizeof(q));
    for (int c = 0; c < k; ++c) {
        vI[c] = v_out[s->I[c]];
    }
    int status = mg_single_pendulum_rp_pt_criterion(s, q, t0, cos2);
    left_out[0] |= s->margin < s->near ? 2 : 0;
    int failing = 0;
    double previous = -1.0; /* no ratio before the first step */
    iterations[0] = 0;
    for (int step = 0; step <= n_steps && !status; ++step) {
        const double t = t0 + step * h;
        double *a = a_out + (size_t)step * 7;
        failing = step;
        status = mg_single_pendulum_rp_pt_accelerations(s, q, vI, t, v, a);
        if (status) {
            break;
        }
        memcpy(q_out + (size_t)step * 7, q, sizeof(q));
        memcpy(v_out + (size_t)step * 7, v, sizeof(v));
        memcpy(criterion_out + (size_t)step * 7, cos2, sizeof(cos2));
        memcpy(independent_out + (size_t)step * k, s->I, sizeof(int) * (size_t)k);
        if (step == n_steps) {
            break;
        }
        /* RK4: the first stage is the row's own (v, a_I) */
        failing = step + 1;
        mg_single_pendulum_rp_pt_rates(q, v, s->kq[0]);
        for (int c = 0; c < k; ++c) {
            s->kv[0][c] = a[s->I[c]];
        }
        static const double nodes[3] = {0.5, 0.5, 1.0};
        for (int j = 1; j < 4 && !status; ++j) {
            const double c_h = nodes[j - 1] * h;
            for (int i = 0; i < 7; ++i) {
                s->qs[i] = q[i] + c_h * s->kq[j - 1][i];
            }
            for (int c = 0; c < k; ++c) {
                s->vs[c] = vI[c] + c_h * s->kv[j - 1][c];
            }
            status = mg_single_pendulum_rp_pt_stage(s, s->qs, s->vs, t + c_h, j);
        }
        if (status) {
            break;
        }
        for (int i = 0; i < 7; ++i) {
            q1[i] = q[i] + h / 6 * (s->kq[0][i] + 2 * s->kq[1][i] + 2 * s->kq[2][i] + s->kq[3][i]);
        }
        for (int c = 0; c < k; ++c) {
            vI1[c] = vI[c] + h / 6 * (s->kv[0][c] + 2 * s->kv[1][c] + 2 * s->kv[2][c] + s->kv[3][c]);
        }
        s->left = 0;
        status = mg_single_pendulum_rp_pt_correct(s, q1, t + h, &iterations[step + 1]);
        left_out[step + 1] = s->left;
        if (status) {
            break;
        }
        memcpy(q, q1, sizeof(q));
        memcpy(vI, vI1, sizeof(double) * (size_t)k);
        if (!(mg_norm(7, q) < 1e300) || !(mg_norm(k, vI) < 1e300)) {
            status = MG_NOT_FINITE;
            break;
        }
        status = mg_single_pendulum_rp_pt_criterion(s, q, t + h, cos2);
        left_out[step + 1] |= s->margin < s->near ? 2 : 0;
        if (status || k == 0) {
            continue;
        }
        /* Gamma of the current set against the best's, in geometric mean (_volume), now and
           one step ahead (runtime/partitioning.py ahead) */
        const double limit = pow(fmax(s->hysteresis, s->singular_fraction), k);
        const double best = mg_single_pendulum_rp_pt_volume(s, s->best);
        const double ratio = best > 0.0 ? mg_single_pendulum_rp_pt_volume(s, s->I) / best : 1.0;
        double next = ratio;
        if (previous >= 0.0) {
            const double root = 2.0 * sqrt(ratio) - sqrt(previous);
            next = root > 0.0 ? root * root : 0.0;
        }
        previous = ratio;
        if (fmin(ratio, next) < limit) {
            previous = 1.0;
            /* the new independent velocities from those of the old partition */
            if ((status = mg_single_pendulum_rp_pt_velocities(s, q, vI, t + h, v))) {
                break;
            }
            mg_single_pendulum_rp_pt_set(s, s->best);
            for (int c = 0; c < k; ++c) {
                vI[c] = v[s->I[c]];
            }
        }
    }
    *fail_step = failing;
    return status;
}
