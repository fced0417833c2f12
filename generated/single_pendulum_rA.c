/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: single_pendulum */
/* formulation: rA */
/* scheme: any */
/* input hash: f045f8e3718565bc */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'single_pendulum' in the rA formulation (C99).
 * Vectors: q (12), v (6), dv (6), a (6), lam (6), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "single_pendulum_rA.h"

int mg_single_pendulum_rA_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
{
    *n_q = 12;
    *n_v = 6;
    *n_c = 6;
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
    "taylor_residual",
    "taylor_matrix",
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

int mg_single_pendulum_rA_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_single_pendulum_rA_entry_name(int i)
{
    return i >= 0 && i < mg_single_pendulum_rA_n_entries() ? mg_entry_names[i] : NULL;
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
 * Inputs: q (position coordinates, 12); dv (increment in velocity coordinates (e.g. h v), 6).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 84 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_retract(const double *q, const double *dv, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double dv_0 = dv[0];
    const double dv_1 = dv[1];
    const double dv_2 = dv[2];
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];
    const double cse0 = (dv_5*dv_5);
    const double cse1 = (dv_4*dv_4);
    const double cse2 = (dv_3*dv_3);
    const double cse3 = sqrt(cse0 + cse1 + cse2);
    const double cse4 = (1.0/2.0)*(mg_sinc((1.0/2.0)*cse3)*mg_sinc((1.0/2.0)*cse3));
    const double cse5 = cse4*dv_5;
    const double cse6 = cse5*dv_3;
    const double cse7 = mg_sinc(cse3);
    const double cse8 = cse7*dv_4;
    const double cse9 = cse6 - cse8;
    const double cse10 = cse4*dv_3*dv_4;
    const double cse11 = cse7*dv_5;
    const double cse12 = cse10 + cse11;
    const double cse13 = -cse0*cse4;
    const double cse14 = -cse1*cse4;
    const double cse15 = cse13 + cse14 + 1;
    const double cse16 = cse5*dv_4;
    const double cse17 = cse7*dv_3;
    const double cse18 = cse16 + cse17;
    const double cse19 = -cse2*cse4 + 1;
    const double cse20 = cse13 + cse19;
    const double cse21 = cse10 - cse11;
    const double cse22 = cse14 + cse19;
    const double cse23 = cse16 - cse17;
    const double cse24 = cse6 + cse8;

    out[0] = dv_0 + q_r_bar_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_bar_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_bar_z;  /* [2, 0] */
    out[3] = cse12*q_A_bar_12 + cse15*q_A_bar_11 + cse9*q_A_bar_13;  /* [3, 0] */
    out[4] = cse18*q_A_bar_13 + cse20*q_A_bar_12 + cse21*q_A_bar_11;  /* [4, 0] */
    out[5] = cse22*q_A_bar_13 + cse23*q_A_bar_12 + cse24*q_A_bar_11;  /* [5, 0] */
    out[6] = cse12*q_A_bar_22 + cse15*q_A_bar_21 + cse9*q_A_bar_23;  /* [6, 0] */
    out[7] = cse18*q_A_bar_23 + cse20*q_A_bar_22 + cse21*q_A_bar_21;  /* [7, 0] */
    out[8] = cse22*q_A_bar_23 + cse23*q_A_bar_22 + cse24*q_A_bar_21;  /* [8, 0] */
    out[9] = cse12*q_A_bar_32 + cse15*q_A_bar_31 + cse9*q_A_bar_33;  /* [9, 0] */
    out[10] = cse18*q_A_bar_33 + cse20*q_A_bar_32 + cse21*q_A_bar_31;  /* [10, 0] */
    out[11] = cse22*q_A_bar_33 + cse23*q_A_bar_32 + cse24*q_A_bar_31;  /* [11, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 6).
 * Output: out, 6 x 6 row-major, 12 nonzero.
 * 27 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_tangent(const double *dv, double *out)
{
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];
    const double cse0 = -1.0/6.0*(dv_5*dv_5);
    const double cse1 = 1 - 1.0/6.0*(dv_4*dv_4);
    const double cse2 = (1.0/6.0)*dv_3;
    const double cse3 = cse2*dv_4;
    const double cse4 = (1.0/2.0)*dv_5;
    const double cse5 = cse2*dv_5;
    const double cse6 = (1.0/2.0)*dv_4;
    const double cse7 = -1.0/6.0*(dv_3*dv_3);
    const double cse8 = (1.0/6.0)*dv_4*dv_5;
    const double cse9 = (1.0/2.0)*dv_3;

    memset(out, 0, sizeof(double) * 36);
    out[0] = 1;  /* [0, 0] */
    out[7] = 1;  /* [1, 1] */
    out[14] = 1;  /* [2, 2] */
    out[21] = cse0 + cse1;  /* [3, 3] */
    out[22] = cse3 + cse4;  /* [3, 4] */
    out[23] = cse5 - cse6;  /* [3, 5] */
    out[27] = cse3 - cse4;  /* [4, 3] */
    out[28] = cse0 + cse7 + 1;  /* [4, 4] */
    out[29] = cse8 + cse9;  /* [4, 5] */
    out[33] = cse5 + cse6;  /* [5, 3] */
    out[34] = cse8 - cse9;  /* [5, 4] */
    out[35] = cse1 + cse7;  /* [5, 5] */
}

/* qdot: The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and re, A
 * omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the Euler
 * parameters of a ball joint or free body, A u for a free body's centre of mass (seed 001 eq.
 * 39c), the rates elsewhere.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 27 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_qdot(const double *q, const double *v, double *out)
{
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];

    out[0] = v_rd_bar_x;  /* [0, 0] */
    out[1] = v_rd_bar_y;  /* [1, 0] */
    out[2] = v_rd_bar_z;  /* [2, 0] */
    out[3] = q_A_bar_12*v_w_bar_z - q_A_bar_13*v_w_bar_y;  /* [3, 0] */
    out[4] = -q_A_bar_11*v_w_bar_z + q_A_bar_13*v_w_bar_x;  /* [4, 0] */
    out[5] = q_A_bar_11*v_w_bar_y - q_A_bar_12*v_w_bar_x;  /* [5, 0] */
    out[6] = q_A_bar_22*v_w_bar_z - q_A_bar_23*v_w_bar_y;  /* [6, 0] */
    out[7] = -q_A_bar_21*v_w_bar_z + q_A_bar_23*v_w_bar_x;  /* [7, 0] */
    out[8] = q_A_bar_21*v_w_bar_y - q_A_bar_22*v_w_bar_x;  /* [8, 0] */
    out[9] = q_A_bar_32*v_w_bar_z - q_A_bar_33*v_w_bar_y;  /* [9, 0] */
    out[10] = -q_A_bar_31*v_w_bar_z + q_A_bar_33*v_w_bar_x;  /* [10, 0] */
    out[11] = q_A_bar_31*v_w_bar_y - q_A_bar_32*v_w_bar_x;  /* [11, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 12); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 12 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    (void)p;

    out[0] = q_A_bar_11;  /* [0, 0] */
    out[1] = q_A_bar_12;  /* [1, 0] */
    out[2] = 2*q_A_bar_11 - q_r_bar_x;  /* [2, 0] */
    out[3] = 2*q_A_bar_21 - q_r_bar_y;  /* [3, 0] */
    out[4] = 2*q_A_bar_31 - q_r_bar_z;  /* [4, 0] */
    out[5] = -q_A_bar_32 + sin((1.0/4.0)*3.141592653589793*cos(2*t));  /* [5, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_rA_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_Phi(q + (size_t)k * 12, t[k], p, out + (size_t)k * 6);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 12); t (time); p (parameters, 0).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_rA_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_dropped_Phi(q + (size_t)k * 12, t[k], p, out + (size_t)k * 0);
    }
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_single_pendulum_rA_Phi_q_perm[6] = {2, 0, 4, 5, 3, 1};

/* Where Phi_q's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 6, kl = 2, ku = 3, ldab = 8), and in the row-major 6 x 6 matrix. */
static const int mg_single_pendulum_rA_Phi_q_in_band[15] = {20, 27, 38, 31, 12, 19, 26, 44, 23, 30, 7, 21, 28, 36, 29};
static const int mg_single_pendulum_rA_Phi_q_in_dense[15] = {4, 5, 9, 11, 12, 16, 17, 19, 22, 23, 26, 28, 29, 33, 35};

/* Phi_q's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_single_pendulum_rA_Phi_q_cells(const double *q, double t, const double *p, double *out, const int *where)
{
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    (void)t;
    (void)p;

    out[where[0]] = -q_A_bar_13;  /* [0, 4] */
    out[where[1]] = q_A_bar_12;  /* [0, 5] */
    out[where[2]] = q_A_bar_13;  /* [1, 3] */
    out[where[3]] = -q_A_bar_11;  /* [1, 5] */
    out[where[4]] = -1;  /* [2, 0] */
    out[where[5]] = -2*q_A_bar_13;  /* [2, 4] */
    out[where[6]] = 2*q_A_bar_12;  /* [2, 5] */
    out[where[7]] = -1;  /* [3, 1] */
    out[where[8]] = -2*q_A_bar_23;  /* [3, 4] */
    out[where[9]] = 2*q_A_bar_22;  /* [3, 5] */
    out[where[10]] = -1;  /* [4, 2] */
    out[where[11]] = -2*q_A_bar_33;  /* [4, 4] */
    out[where[12]] = 2*q_A_bar_32;  /* [4, 5] */
    out[where[13]] = -q_A_bar_33;  /* [5, 3] */
    out[where[14]] = q_A_bar_31;  /* [5, 5] */
}

/* Phi_q written into its band storage; ab is zeroed by the caller. */
void mg_single_pendulum_rA_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    mg_single_pendulum_rA_Phi_q_cells(q, t, p, ab, mg_single_pendulum_rA_Phi_q_in_band);
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 6 x 6 row-major, 15 nonzero (the cells of Phi_q_band).
 */
void mg_single_pendulum_rA_Phi_q(const double *q, double t, const double *p, double *out)
{
    memset(out, 0, sizeof(double) * 36);
    mg_single_pendulum_rA_Phi_q_cells(q, t, p, out, mg_single_pendulum_rA_Phi_q_in_dense);
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_rA_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_Phi_q(q + (size_t)k * 12, t[k], p, out + (size_t)k * 36);
    }
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 12); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 1 nonzero.
 * 9 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_nu(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)p;
    const double cse0 = 2*t;

    memset(out, 0, sizeof(double) * 6);
    out[5] = (1.0/2.0)*3.141592653589793*sin(cse0)*cos((1.0/4.0)*3.141592653589793*cos(cse0));  /* [5, 0] */
}

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_rA_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_nu(q + (size_t)k * 12, t[k], p, out + (size_t)k * 6);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 33 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    (void)p;
    const double cse0 = q_A_bar_12*v_w_bar_z;
    const double cse1 = q_A_bar_13*v_w_bar_y;
    const double cse2 = 2*v_w_bar_z;
    const double cse3 = 2*v_w_bar_y;
    const double cse4 = 2*t;

    out[0] = cse0 - cse1;  /* [0, 0] */
    out[1] = -q_A_bar_11*v_w_bar_z + q_A_bar_13*v_w_bar_x;  /* [1, 0] */
    out[2] = 2*cse0 - 2*cse1 - v_rd_bar_x;  /* [2, 0] */
    out[3] = cse2*q_A_bar_22 - cse3*q_A_bar_23 - v_rd_bar_y;  /* [3, 0] */
    out[4] = cse2*q_A_bar_32 - cse3*q_A_bar_33 - v_rd_bar_z;  /* [4, 0] */
    out[5] = q_A_bar_31*v_w_bar_z - q_A_bar_33*v_w_bar_x - 1.0/2.0*3.141592653589793*sin(cse4)*cos((1.0/4.0)*3.141592653589793*cos(cse4));  /* [5, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_rA_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_velocity_residual(q + (size_t)k * 12, v + (size_t)k * 6, t[k], p, out + (size_t)k * 6);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 59 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    (void)p;
    const double cse0 = q_A_bar_11*v_w_bar_y - q_A_bar_12*v_w_bar_x;
    const double cse1 = cse0*v_w_bar_y;
    const double cse2 = v_w_bar_z*(-q_A_bar_11*v_w_bar_z + q_A_bar_13*v_w_bar_x);
    const double cse3 = 2*v_w_bar_y;
    const double cse4 = 2*v_w_bar_z;
    const double cse5 = q_A_bar_31*v_w_bar_y - q_A_bar_32*v_w_bar_x;
    const double cse6 = 2*t;
    const double cse7 = 3.141592653589793*cos(cse6);
    const double cse8 = (1.0/4.0)*cse7;

    out[0] = cse1 - cse2;  /* [0, 0] */
    out[1] = -cse0*v_w_bar_x + v_w_bar_z*(q_A_bar_12*v_w_bar_z - q_A_bar_13*v_w_bar_y);  /* [1, 0] */
    out[2] = 2*cse1 - 2*cse2;  /* [2, 0] */
    out[3] = cse3*(q_A_bar_21*v_w_bar_y - q_A_bar_22*v_w_bar_x) - cse4*(-q_A_bar_21*v_w_bar_z + q_A_bar_23*v_w_bar_x);  /* [3, 0] */
    out[4] = cse3*cse5 - cse4*(-q_A_bar_31*v_w_bar_z + q_A_bar_33*v_w_bar_x);  /* [4, 0] */
    out[5] = cse5*v_w_bar_x + cse7*cos(cse8) - v_w_bar_z*(q_A_bar_32*v_w_bar_z - q_A_bar_33*v_w_bar_y) + (1.0/4.0)*(3.141592653589793*3.141592653589793)*(sin(cse6)*sin(cse6))*sin(cse8);  /* [5, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 12); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 6 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_M(const double *q, const double *p, double *out)
{
    (void)q;
    (void)p;

    memset(out, 0, sizeof(double) * 36);
    out[0] = 78.0;  /* [0, 0] */
    out[7] = 78.0;  /* [1, 1] */
    out[14] = 78.0;  /* [2, 2] */
    out[21] = 0.0325;  /* [3, 3] */
    out[28] = 104.01625;  /* [4, 4] */
    out[35] = 104.01625;  /* [5, 5] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_single_pendulum_rA_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_M(q + (size_t)k * 12, p, out + (size_t)k * 36);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 3 nonzero.
 * 4 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    (void)t;
    (void)p;
    const double cse0 = 103.98375*v_w_bar_x;

    memset(out, 0, sizeof(double) * 6);
    out[2] = -765.1800000000001;  /* [2, 0] */
    out[4] = cse0*v_w_bar_z;  /* [4, 0] */
    out[5] = -cse0*v_w_bar_y;  /* [5, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_rA_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_Q(q + (size_t)k * 12, v + (size_t)k * 6, t[k], p, out + (size_t)k * 6);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 36);
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 4 nonzero.
 * 5 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    (void)t;
    (void)p;
    const double cse0 = 103.98375*v_w_bar_x;

    memset(out, 0, sizeof(double) * 36);
    out[27] = 103.98375*v_w_bar_z;  /* [4, 3] */
    out[29] = cse0;  /* [4, 5] */
    out[33] = -103.98375*v_w_bar_y;  /* [5, 3] */
    out[34] = -cse0;  /* [5, 4] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 12); a (accelerations (time derivative of v), 6); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    (void)q;
    (void)a;
    (void)p;

    memset(out, 0, sizeof(double) * 36);
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 12); lam (Lagrange multipliers, one per constraint row, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 7 nonzero.
 * 34 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)t;
    (void)p;
    const double cse0 = -lam_1*q_A_bar_12 + lam_5*q_A_bar_32;
    const double cse1 = 2*lam_4;
    const double cse2 = 2*lam_3;
    const double cse3 = 2*lam_2;
    const double cse4 = -cse3 - lam_0;
    const double cse5 = -cse1*q_A_bar_31 - cse2*q_A_bar_21;
    const double cse6 = cse3 + lam_0;

    memset(out, 0, sizeof(double) * 36);
    out[21] = cse0;  /* [3, 3] */
    out[22] = lam_1*q_A_bar_11 - lam_5*q_A_bar_31;  /* [3, 4] */
    out[27] = cse1*q_A_bar_32 + cse2*q_A_bar_22 - cse4*q_A_bar_12;  /* [4, 3] */
    out[28] = cse4*q_A_bar_11 + cse5;  /* [4, 4] */
    out[33] = cse1*q_A_bar_33 + cse2*q_A_bar_23 + cse6*q_A_bar_13;  /* [5, 3] */
    out[34] = lam_1*q_A_bar_13 - lam_5*q_A_bar_33;  /* [5, 4] */
    out[35] = cse0 + cse5 - cse6*q_A_bar_11;  /* [5, 5] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); a (accelerations (time derivative of v), 6); lam (Lagrange multipliers, one per constraint row, 6); t (time); p (parameters, 0); h (step size).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 62 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    const double a_0 = a[0];
    const double a_1 = a[1];
    const double a_2 = a[2];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)p;
    const double cse0 = 103.98375*v_w_bar_x;
    const double cse1 = 2*lam_3;
    const double cse2 = 2*lam_4;
    const double cse3 = 2*lam_2;
    const double cse4 = (1.0/(h*h));

    out[0] = 78.0*a_0 - lam_2;  /* [0, 0] */
    out[1] = 78.0*a_1 - lam_3;  /* [1, 0] */
    out[2] = 78.0*a_2 - lam_4 + 765.1800000000001;  /* [2, 0] */
    out[3] = 0.0325*a_3 + lam_1*q_A_bar_13 - lam_5*q_A_bar_33;  /* [3, 0] */
    out[4] = 104.01625*a_4 - cse0*v_w_bar_z - cse1*q_A_bar_23 - cse2*q_A_bar_33 - cse3*q_A_bar_13 - lam_0*q_A_bar_13;  /* [4, 0] */
    out[5] = 104.01625*a_5 + cse0*v_w_bar_y + cse1*q_A_bar_22 + cse2*q_A_bar_32 + cse3*q_A_bar_12 + lam_0*q_A_bar_12 - lam_1*q_A_bar_11 + lam_5*q_A_bar_31;  /* [5, 0] */
    out[6] = cse4*q_A_bar_11;  /* [6, 0] */
    out[7] = cse4*q_A_bar_12;  /* [7, 0] */
    out[8] = cse4*(2*q_A_bar_11 - q_r_bar_x);  /* [8, 0] */
    out[9] = cse4*(2*q_A_bar_21 - q_r_bar_y);  /* [9, 0] */
    out[10] = cse4*(2*q_A_bar_31 - q_r_bar_z);  /* [10, 0] */
    out[11] = cse4*(-q_A_bar_32 + sin((1.0/4.0)*3.141592653589793*cos(2*t)));  /* [11, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); a (accelerations (time derivative of v), 6); lam (Lagrange multipliers, one per constraint row, 6); t (time); p (parameters, 0); h (step size).
 * Output: out, 12 x 12 row-major, 48 nonzero.
 * 189 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    (void)a;
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)t;
    (void)p;
    const double cse0 = (h*h);
    const double cse1 = lam_1*q_A_bar_11 - lam_5*q_A_bar_31;
    const double cse2 = (1.0/6.0)*cse0;
    const double cse3 = cse2*v_w_bar_x;
    const double cse4 = cse3*v_w_bar_y;
    const double cse5 = (1.0/2.0)*h;
    const double cse6 = cse5*v_w_bar_z;
    const double cse7 = cse4 - cse6;
    const double cse8 = -cse2*(v_w_bar_y*v_w_bar_y);
    const double cse9 = -cse2*(v_w_bar_z*v_w_bar_z) + 1;
    const double cse10 = cse8 + cse9;
    const double cse11 = -lam_1*q_A_bar_12 + lam_5*q_A_bar_32;
    const double cse12 = -cse2*(v_w_bar_x*v_w_bar_x);
    const double cse13 = cse12 + cse9;
    const double cse14 = cse4 + cse6;
    const double cse15 = cse2*v_w_bar_y*v_w_bar_z;
    const double cse16 = cse5*v_w_bar_x;
    const double cse17 = cse15 + cse16;
    const double cse18 = cse3*v_w_bar_z;
    const double cse19 = cse5*v_w_bar_y;
    const double cse20 = cse18 - cse19;
    const double cse21 = 103.98375*h;
    const double cse22 = 2*lam_2;
    const double cse23 = -cse22 - lam_0;
    const double cse24 = -2*lam_3*q_A_bar_21 - 2*lam_4*q_A_bar_31;
    const double cse25 = cse23*q_A_bar_11 + cse24;
    const double cse26 = 2*q_A_bar_32;
    const double cse27 = 2*q_A_bar_22;
    const double cse28 = -cse23*q_A_bar_12 + cse26*lam_4 + cse27*lam_3;
    const double cse29 = cse21*v_w_bar_x;
    const double cse30 = 2*q_A_bar_23;
    const double cse31 = 2*q_A_bar_33;
    const double cse32 = cse22 + lam_0;
    const double cse33 = cse11 + cse24 - cse32*q_A_bar_11;
    const double cse34 = cse18 + cse19;
    const double cse35 = lam_1*q_A_bar_13 - lam_5*q_A_bar_33;
    const double cse36 = cse30*lam_3 + cse31*lam_4 + cse32*q_A_bar_13;
    const double cse37 = cse15 - cse16;
    const double cse38 = cse12 + cse8 + 1;
    const double cse39 = cse34*q_A_bar_12;
    const double cse40 = cse7*q_A_bar_13;
    const double cse41 = cse37*q_A_bar_12;
    const double cse42 = cse13*q_A_bar_13;
    const double cse43 = cse38*q_A_bar_12;
    const double cse44 = cse17*q_A_bar_13;

    memset(out, 0, sizeof(double) * 144);
    out[0] = 78.0;  /* [0, 0] */
    out[8] = -1;  /* [0, 8] */
    out[13] = 78.0;  /* [1, 1] */
    out[21] = -1;  /* [1, 9] */
    out[26] = 78.0;  /* [2, 2] */
    out[34] = -1;  /* [2, 10] */
    out[39] = cse0*(cse1*cse7 + cse10*cse11) + 0.0325;  /* [3, 3] */
    out[40] = cse0*(cse1*cse13 + cse11*cse14);  /* [3, 4] */
    out[41] = cse0*(cse1*cse17 + cse11*cse20);  /* [3, 5] */
    out[43] = q_A_bar_13;  /* [3, 7] */
    out[47] = -q_A_bar_33;  /* [3, 11] */
    out[51] = cse0*(cse10*cse28 + cse25*cse7) - cse21*v_w_bar_z;  /* [4, 3] */
    out[52] = cse0*(cse13*cse25 + cse14*cse28) + 104.01625;  /* [4, 4] */
    out[53] = cse0*(cse17*cse25 + cse20*cse28) - cse29;  /* [4, 5] */
    out[54] = -q_A_bar_13;  /* [4, 6] */
    out[56] = -2*q_A_bar_13;  /* [4, 8] */
    out[57] = -cse30;  /* [4, 9] */
    out[58] = -cse31;  /* [4, 10] */
    out[63] = cse0*(cse10*cse36 + cse33*cse34 + cse35*cse7) + cse21*v_w_bar_y;  /* [5, 3] */
    out[64] = cse0*(cse13*cse35 + cse14*cse36 + cse33*cse37) + cse29;  /* [5, 4] */
    out[65] = cse0*(cse17*cse35 + cse20*cse36 + cse33*cse38) + 104.01625;  /* [5, 5] */
    out[66] = q_A_bar_12;  /* [5, 6] */
    out[67] = -q_A_bar_11;  /* [5, 7] */
    out[68] = 2*q_A_bar_12;  /* [5, 8] */
    out[69] = cse27;  /* [5, 9] */
    out[70] = cse26;  /* [5, 10] */
    out[71] = q_A_bar_31;  /* [5, 11] */
    out[75] = cse39 - cse40;  /* [6, 3] */
    out[76] = cse41 - cse42;  /* [6, 4] */
    out[77] = cse43 - cse44;  /* [6, 5] */
    out[87] = cse10*q_A_bar_13 - cse34*q_A_bar_11;  /* [7, 3] */
    out[88] = cse14*q_A_bar_13 - cse37*q_A_bar_11;  /* [7, 4] */
    out[89] = cse20*q_A_bar_13 - cse38*q_A_bar_11;  /* [7, 5] */
    out[96] = -1;  /* [8, 0] */
    out[99] = 2*cse39 - 2*cse40;  /* [8, 3] */
    out[100] = 2*cse41 - 2*cse42;  /* [8, 4] */
    out[101] = 2*cse43 - 2*cse44;  /* [8, 5] */
    out[109] = -1;  /* [9, 1] */
    out[111] = cse27*cse34 - cse30*cse7;  /* [9, 3] */
    out[112] = -cse13*cse30 + cse27*cse37;  /* [9, 4] */
    out[113] = -cse17*cse30 + cse27*cse38;  /* [9, 5] */
    out[122] = -1;  /* [10, 2] */
    out[123] = cse26*cse34 - cse31*cse7;  /* [10, 3] */
    out[124] = -cse13*cse31 + cse26*cse37;  /* [10, 4] */
    out[125] = -cse17*cse31 + cse26*cse38;  /* [10, 5] */
    out[135] = -cse10*q_A_bar_33 + cse34*q_A_bar_31;  /* [11, 3] */
    out[136] = -cse14*q_A_bar_33 + cse37*q_A_bar_31;  /* [11, 4] */
    out[137] = -cse20*q_A_bar_33 + cse38*q_A_bar_31;  /* [11, 5] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_single_pendulum_rA_genalpha_matrix_perm[12] = {2, 1, 10, 9, 11, 7, 6, 5, 4, 3, 8, 0};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 12, kl = 6, ku = 7, ldab = 20), and in the row-major 12 x 12 matrix. */
static const int mg_single_pendulum_rA_genalpha_matrix_in_band[48] = {233, 214, 33, 71, 13, 51, 193, 174, 155, 117, 98, 192, 173, 154, 135, 211, 78, 59, 191,
    172, 153, 134, 115, 210, 77, 58, 96, 190, 171, 152, 189, 170, 151, 232, 194, 175, 156, 35,
    187, 168, 149, 15, 186, 167, 148, 188, 169, 150};
static const int mg_single_pendulum_rA_genalpha_matrix_in_dense[48] = {0, 8, 13, 21, 26, 34, 39, 40, 41, 43, 47, 51, 52, 53, 54, 56, 57, 58, 63, 64, 65, 66, 67,
    68, 69, 70, 71, 75, 76, 77, 87, 88, 89, 96, 99, 100, 101, 109, 111, 112, 113, 122, 123,
    124, 125, 135, 136, 137};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_single_pendulum_rA_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];
    (void)a;
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)t;
    (void)p;
    const double cse0 = lam_1*q_A_bar_11 - lam_5*q_A_bar_31;
    const double cse1 = (1.0/6.0)*dv_3*dv_4;
    const double cse2 = (1.0/2.0)*dv_5;
    const double cse3 = cse1 - cse2;
    const double cse4 = -1.0/6.0*(dv_4*dv_4);
    const double cse5 = 1 - 1.0/6.0*(dv_5*dv_5);
    const double cse6 = cse4 + cse5;
    const double cse7 = -lam_1*q_A_bar_12 + lam_5*q_A_bar_32;
    const double cse8 = -1.0/6.0*(dv_3*dv_3);
    const double cse9 = cse5 + cse8;
    const double cse10 = cse1 + cse2;
    const double cse11 = (1.0/6.0)*dv_5;
    const double cse12 = cse11*dv_4;
    const double cse13 = (1.0/2.0)*dv_3;
    const double cse14 = cse12 + cse13;
    const double cse15 = cse11*dv_3;
    const double cse16 = (1.0/2.0)*dv_4;
    const double cse17 = cse15 - cse16;
    const double cse18 = 103.98375*hv;
    const double cse19 = 2*lam_2;
    const double cse20 = -cse19 - lam_0;
    const double cse21 = -2*lam_3*q_A_bar_21 - 2*lam_4*q_A_bar_31;
    const double cse22 = cse20*q_A_bar_11 + cse21;
    const double cse23 = 2*q_A_bar_32;
    const double cse24 = 2*q_A_bar_22;
    const double cse25 = -cse20*q_A_bar_12 + cse23*lam_4 + cse24*lam_3;
    const double cse26 = cse18*v_w_bar_x;
    const double cse27 = 2*q_A_bar_13;
    const double cse28 = 2*q_A_bar_23;
    const double cse29 = 2*q_A_bar_33;
    const double cse30 = cse15 + cse16;
    const double cse31 = cse19 + lam_0;
    const double cse32 = cse21 - cse31*q_A_bar_11 + cse7;
    const double cse33 = lam_1*q_A_bar_13 - lam_5*q_A_bar_33;
    const double cse34 = cse28*lam_3 + cse29*lam_4 + cse31*q_A_bar_13;
    const double cse35 = cse12 - cse13;
    const double cse36 = cse4 + cse8 + 1;
    const double cse37 = cse30*q_A_bar_12;
    const double cse38 = cse3*q_A_bar_13;
    const double cse39 = cse35*q_A_bar_12;
    const double cse40 = cse36*q_A_bar_12;
    const double cse41 = cse14*q_A_bar_13;

    out[where[0]] = 78.0;  /* [0, 0] */
    out[where[1]] = -1;  /* [0, 8] */
    out[where[2]] = 78.0;  /* [1, 1] */
    out[where[3]] = -1;  /* [1, 9] */
    out[where[4]] = 78.0;  /* [2, 2] */
    out[where[5]] = -1;  /* [2, 10] */
    out[where[6]] = hq*(cse0*cse3 + cse6*cse7) + 0.0325;  /* [3, 3] */
    out[where[7]] = hq*(cse0*cse9 + cse10*cse7);  /* [3, 4] */
    out[where[8]] = hq*(cse0*cse14 + cse17*cse7);  /* [3, 5] */
    out[where[9]] = q_A_bar_13;  /* [3, 7] */
    out[where[10]] = -q_A_bar_33;  /* [3, 11] */
    out[where[11]] = -cse18*v_w_bar_z + hq*(cse22*cse3 + cse25*cse6);  /* [4, 3] */
    out[where[12]] = hq*(cse10*cse25 + cse22*cse9) + 104.01625;  /* [4, 4] */
    out[where[13]] = -cse26 + hq*(cse14*cse22 + cse17*cse25);  /* [4, 5] */
    out[where[14]] = -q_A_bar_13;  /* [4, 6] */
    out[where[15]] = -cse27;  /* [4, 8] */
    out[where[16]] = -cse28;  /* [4, 9] */
    out[where[17]] = -cse29;  /* [4, 10] */
    out[where[18]] = cse18*v_w_bar_y + hq*(cse3*cse33 + cse30*cse32 + cse34*cse6);  /* [5, 3] */
    out[where[19]] = cse26 + hq*(cse10*cse34 + cse32*cse35 + cse33*cse9);  /* [5, 4] */
    out[where[20]] = hq*(cse14*cse33 + cse17*cse34 + cse32*cse36) + 104.01625;  /* [5, 5] */
    out[where[21]] = q_A_bar_12;  /* [5, 6] */
    out[where[22]] = -q_A_bar_11;  /* [5, 7] */
    out[where[23]] = 2*q_A_bar_12;  /* [5, 8] */
    out[where[24]] = cse24;  /* [5, 9] */
    out[where[25]] = cse23;  /* [5, 10] */
    out[where[26]] = q_A_bar_31;  /* [5, 11] */
    out[where[27]] = cse37 - cse38;  /* [6, 3] */
    out[where[28]] = cse39 - cse9*q_A_bar_13;  /* [6, 4] */
    out[where[29]] = cse40 - cse41;  /* [6, 5] */
    out[where[30]] = -cse30*q_A_bar_11 + cse6*q_A_bar_13;  /* [7, 3] */
    out[where[31]] = cse10*q_A_bar_13 - cse35*q_A_bar_11;  /* [7, 4] */
    out[where[32]] = cse17*q_A_bar_13 - cse36*q_A_bar_11;  /* [7, 5] */
    out[where[33]] = -1;  /* [8, 0] */
    out[where[34]] = 2*cse37 - 2*cse38;  /* [8, 3] */
    out[where[35]] = -cse27*cse9 + 2*cse39;  /* [8, 4] */
    out[where[36]] = 2*cse40 - 2*cse41;  /* [8, 5] */
    out[where[37]] = -1;  /* [9, 1] */
    out[where[38]] = cse24*cse30 - cse28*cse3;  /* [9, 3] */
    out[where[39]] = cse24*cse35 - cse28*cse9;  /* [9, 4] */
    out[where[40]] = -cse14*cse28 + cse24*cse36;  /* [9, 5] */
    out[where[41]] = -1;  /* [10, 2] */
    out[where[42]] = cse23*cse30 - cse29*cse3;  /* [10, 3] */
    out[where[43]] = cse23*cse35 - cse29*cse9;  /* [10, 4] */
    out[where[44]] = -cse14*cse29 + cse23*cse36;  /* [10, 5] */
    out[where[45]] = cse30*q_A_bar_31 - cse6*q_A_bar_33;  /* [11, 3] */
    out[where[46]] = -cse10*q_A_bar_33 + cse35*q_A_bar_31;  /* [11, 4] */
    out[where[47]] = -cse17*q_A_bar_33 + cse36*q_A_bar_31;  /* [11, 5] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_single_pendulum_rA_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_single_pendulum_rA_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_single_pendulum_rA_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 12 x 12 row-major, 48 nonzero (the cells of genalpha_matrix_band).
 */
void mg_single_pendulum_rA_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 144);
    mg_single_pendulum_rA_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_single_pendulum_rA_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 12); p (parameters, 0).
 * Output: out, 12 x 6 row-major, 42 nonzero.
 * 81 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_B(const double *q, const double *p, double *out)
{
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    (void)p;
    const double cse0 = 2*q_A_bar_31;
    const double cse1 = 2*q_A_bar_21;
    const double cse2 = -cse0*q_A_bar_22 + cse1*q_A_bar_32;
    const double cse3 = 2*q_A_bar_11;
    const double cse4 = cse0*q_A_bar_12 - cse3*q_A_bar_32;
    const double cse5 = -cse1*q_A_bar_12 + cse3*q_A_bar_22;
    const double cse6 = -cse0*q_A_bar_23 + cse1*q_A_bar_33;
    const double cse7 = cse0*q_A_bar_13 - cse3*q_A_bar_33;
    const double cse8 = -cse1*q_A_bar_13 + cse3*q_A_bar_23;
    const double cse9 = (q_A_bar_11*q_A_bar_11) + (q_A_bar_21*q_A_bar_21) + (q_A_bar_31*q_A_bar_31);
    const double cse10 = q_A_bar_11*q_A_bar_12 + q_A_bar_21*q_A_bar_22 + q_A_bar_31*q_A_bar_32;
    const double cse11 = q_A_bar_11*q_A_bar_13 + q_A_bar_21*q_A_bar_23 + q_A_bar_31*q_A_bar_33;
    const double cse12 = (q_A_bar_12*q_A_bar_12) + (q_A_bar_22*q_A_bar_22) + (q_A_bar_32*q_A_bar_32);
    const double cse13 = q_A_bar_12*q_A_bar_13 + q_A_bar_22*q_A_bar_23 + q_A_bar_32*q_A_bar_33;
    const double cse14 = (q_A_bar_13*q_A_bar_13) + (q_A_bar_23*q_A_bar_23) + (q_A_bar_33*q_A_bar_33);

    memset(out, 0, sizeof(double) * 72);
    out[0] = q_A_bar_11;  /* [0, 0] */
    out[1] = q_A_bar_21;  /* [0, 1] */
    out[2] = q_A_bar_31;  /* [0, 2] */
    out[4] = cse2*q_A_bar_11 + cse4*q_A_bar_21 + cse5*q_A_bar_31;  /* [0, 4] */
    out[5] = cse6*q_A_bar_11 + cse7*q_A_bar_21 + cse8*q_A_bar_31;  /* [0, 5] */
    out[6] = q_A_bar_12;  /* [1, 0] */
    out[7] = q_A_bar_22;  /* [1, 1] */
    out[8] = q_A_bar_32;  /* [1, 2] */
    out[10] = cse2*q_A_bar_12 + cse4*q_A_bar_22 + cse5*q_A_bar_32;  /* [1, 4] */
    out[11] = cse6*q_A_bar_12 + cse7*q_A_bar_22 + cse8*q_A_bar_32;  /* [1, 5] */
    out[12] = q_A_bar_13;  /* [2, 0] */
    out[13] = q_A_bar_23;  /* [2, 1] */
    out[14] = q_A_bar_33;  /* [2, 2] */
    out[16] = cse2*q_A_bar_13 + cse4*q_A_bar_23 + cse5*q_A_bar_33;  /* [2, 4] */
    out[17] = cse6*q_A_bar_13 + cse7*q_A_bar_23 + cse8*q_A_bar_33;  /* [2, 5] */
    out[21] = cse9;  /* [3, 3] */
    out[22] = cse10;  /* [3, 4] */
    out[23] = cse11;  /* [3, 5] */
    out[27] = cse10;  /* [4, 3] */
    out[28] = cse12;  /* [4, 4] */
    out[29] = cse13;  /* [4, 5] */
    out[33] = cse11;  /* [5, 3] */
    out[34] = cse13;  /* [5, 4] */
    out[35] = cse14;  /* [5, 5] */
    out[36] = q_A_bar_11;  /* [6, 0] */
    out[37] = q_A_bar_21;  /* [6, 1] */
    out[38] = q_A_bar_31;  /* [6, 2] */
    out[42] = q_A_bar_12;  /* [7, 0] */
    out[43] = q_A_bar_22;  /* [7, 1] */
    out[44] = q_A_bar_32;  /* [7, 2] */
    out[48] = q_A_bar_13;  /* [8, 0] */
    out[49] = q_A_bar_23;  /* [8, 1] */
    out[50] = q_A_bar_33;  /* [8, 2] */
    out[57] = cse9;  /* [9, 3] */
    out[58] = cse10;  /* [9, 4] */
    out[59] = cse11;  /* [9, 5] */
    out[63] = cse10;  /* [10, 3] */
    out[64] = cse12;  /* [10, 4] */
    out[65] = cse13;  /* [10, 5] */
    out[69] = cse11;  /* [11, 3] */
    out[70] = cse13;  /* [11, 4] */
    out[71] = cse14;  /* [11, 5] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 12); p (parameters, 0).
 * Output: out, 2 x 24 row-major, 38 nonzero.
 * 6 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    (void)p;

    memset(out, 0, sizeof(double) * 48);
    out[0] = -2*q_A_bar_11 + q_r_bar_x;  /* [0, 0] */
    out[1] = -2*q_A_bar_21 + q_r_bar_y;  /* [0, 1] */
    out[2] = -2*q_A_bar_31 + q_r_bar_z;  /* [0, 2] */
    out[3] = q_A_bar_11;  /* [0, 3] */
    out[4] = q_A_bar_12;  /* [0, 4] */
    out[5] = q_A_bar_13;  /* [0, 5] */
    out[6] = q_A_bar_21;  /* [0, 6] */
    out[7] = q_A_bar_22;  /* [0, 7] */
    out[8] = q_A_bar_23;  /* [0, 8] */
    out[9] = q_A_bar_31;  /* [0, 9] */
    out[10] = q_A_bar_32;  /* [0, 10] */
    out[11] = q_A_bar_33;  /* [0, 11] */
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
    out[27] = q_A_bar_11;  /* [1, 3] */
    out[28] = q_A_bar_12;  /* [1, 4] */
    out[29] = q_A_bar_13;  /* [1, 5] */
    out[30] = q_A_bar_21;  /* [1, 6] */
    out[31] = q_A_bar_22;  /* [1, 7] */
    out[32] = q_A_bar_23;  /* [1, 8] */
    out[33] = q_A_bar_31;  /* [1, 9] */
    out[34] = q_A_bar_32;  /* [1, 10] */
    out[35] = q_A_bar_33;  /* [1, 11] */
    out[37] = 1.41421356;  /* [1, 13] */
    out[38] = -1.41421356;  /* [1, 14] */
    out[41] = 1.0;  /* [1, 17] */
    out[42] = 0.7071067811865475;  /* [1, 18] */
    out[43] = 0.7071067811865475;  /* [1, 19] */
    out[45] = -0.7071067811865475;  /* [1, 21] */
    out[46] = 0.7071067811865475;  /* [1, 22] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_single_pendulum_rA_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_reaction_frames(q + (size_t)k * 12, p, out + (size_t)k * 48);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); p (parameters, 0).
 * Output: out, 0 x 18 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_single_pendulum_rA_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_joint_motion(q + (size_t)k * 12, v + (size_t)k * 6, p, out + (size_t)k * 0);
    }
}

/* taylor_residual: Constraints at the second-order Taylor prediction of every body over one step (seed 003 eqs.
 * 12-20, 21-33).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); a (accelerations (time derivative of v), 6); t (time); p (parameters, 0); h (step size).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 105 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_taylor_residual(const double *q, const double *v, const double *a, double t, const double *p, double h, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    const double a_0 = a[0];
    const double a_1 = a[1];
    const double a_2 = a[2];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    (void)p;
    const double cse0 = -(v_w_bar_z*v_w_bar_z);
    const double cse1 = cse0 - (v_w_bar_y*v_w_bar_y);
    const double cse2 = v_w_bar_x*v_w_bar_y;
    const double cse3 = a_5 + cse2;
    const double cse4 = -a_4 + v_w_bar_x*v_w_bar_z;
    const double cse5 = (1.0/2.0)*(h*h);
    const double cse6 = cse5*(cse1*q_A_bar_11 + cse3*q_A_bar_12 + cse4*q_A_bar_13) + h*(q_A_bar_12*v_w_bar_z - q_A_bar_13*v_w_bar_y) + q_A_bar_11;
    const double cse7 = -a_5 + cse2;
    const double cse8 = cse0 - (v_w_bar_x*v_w_bar_x);
    const double cse9 = a_3 + v_w_bar_y*v_w_bar_z;

    out[0] = cse6;  /* [0, 0] */
    out[1] = cse5*(cse7*q_A_bar_11 + cse8*q_A_bar_12 + cse9*q_A_bar_13) + h*(-q_A_bar_11*v_w_bar_z + q_A_bar_13*v_w_bar_x) + q_A_bar_12;  /* [1, 0] */
    out[2] = -a_0*cse5 + 2*cse6 - h*v_rd_bar_x - q_r_bar_x;  /* [2, 0] */
    out[3] = -a_1*cse5 + 2*cse5*(cse1*q_A_bar_21 + cse3*q_A_bar_22 + cse4*q_A_bar_23) - h*v_rd_bar_y + 2*h*(q_A_bar_22*v_w_bar_z - q_A_bar_23*v_w_bar_y) + 2*q_A_bar_21 - q_r_bar_y;  /* [3, 0] */
    out[4] = -a_2*cse5 + 2*cse5*(cse1*q_A_bar_31 + cse3*q_A_bar_32 + cse4*q_A_bar_33) - h*v_rd_bar_z + 2*h*(q_A_bar_32*v_w_bar_z - q_A_bar_33*v_w_bar_y) + 2*q_A_bar_31 - q_r_bar_z;  /* [4, 0] */
    out[5] = -cse5*(cse7*q_A_bar_31 + cse8*q_A_bar_32 + cse9*q_A_bar_33) - h*(-q_A_bar_31*v_w_bar_z + q_A_bar_33*v_w_bar_x) - q_A_bar_32 + sin((1.0/4.0)*3.141592653589793*cos(2*h + 2*t));  /* [5, 0] */
}

/* taylor_matrix: Sensitivity of the predicted constraints to the accelerations; times M^-1 B^T it is the
 * reaction matrix of seed 003 eq. (36).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); a (accelerations (time derivative of v), 6); t (time); p (parameters, 0); h (step size).
 * Output: out, 6 x 6 row-major, 15 nonzero.
 * 20 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_taylor_matrix(const double *q, const double *v, const double *a, double t, const double *p, double h, double *out)
{
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    (void)v;
    (void)a;
    (void)t;
    (void)p;
    const double cse0 = (h*h);
    const double cse1 = (1.0/2.0)*cse0;
    const double cse2 = cse1*q_A_bar_13;
    const double cse3 = -cse1;

    memset(out, 0, sizeof(double) * 36);
    out[4] = -cse2;  /* [0, 4] */
    out[5] = cse1*q_A_bar_12;  /* [0, 5] */
    out[9] = cse2;  /* [1, 3] */
    out[11] = -cse1*q_A_bar_11;  /* [1, 5] */
    out[12] = cse3;  /* [2, 0] */
    out[16] = -cse0*q_A_bar_13;  /* [2, 4] */
    out[17] = cse0*q_A_bar_12;  /* [2, 5] */
    out[19] = cse3;  /* [3, 1] */
    out[22] = -cse0*q_A_bar_23;  /* [3, 4] */
    out[23] = cse0*q_A_bar_22;  /* [3, 5] */
    out[26] = cse3;  /* [4, 2] */
    out[28] = -cse0*q_A_bar_33;  /* [4, 4] */
    out[29] = cse0*q_A_bar_32;  /* [4, 5] */
    out[33] = -cse1*q_A_bar_33;  /* [5, 3] */
    out[35] = cse1*q_A_bar_31;  /* [5, 5] */
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 18 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_bar_z = q[2];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    (void)t;
    (void)p;

    out[0] = 39.0*(v_rd_bar_x*v_rd_bar_x) + 39.0*(v_rd_bar_y*v_rd_bar_y) + 39.0*(v_rd_bar_z*v_rd_bar_z) + 0.01625*(v_w_bar_x*v_w_bar_x) + 52.008125*(v_w_bar_y*v_w_bar_y) + 52.008125*(v_w_bar_z*v_w_bar_z);  /* [0, 0] */
    out[1] = 765.1800000000001*q_r_bar_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_rA_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_energy(q + (size_t)k * 12, v + (size_t)k * 6, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_rA_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_power(q + (size_t)k * 12, v + (size_t)k * 6, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); a (accelerations (time derivative of v), 6); p (parameters, 0).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_single_pendulum_rA_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_markers(q + (size_t)k * 12, v + (size_t)k * 6, a + (size_t)k * 6, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 33 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    (void)p;
    const double cse0 = 78.0*v_rd_bar_x;
    const double cse1 = 78.0*v_rd_bar_y;
    const double cse2 = 78.0*v_rd_bar_z;
    const double cse3 = 104.01625*v_w_bar_z;
    const double cse4 = 104.01625*v_w_bar_y;
    const double cse5 = 0.0325*v_w_bar_x;

    out[0] = cse0;  /* [0, 0] */
    out[1] = cse1;  /* [1, 0] */
    out[2] = cse2;  /* [2, 0] */
    out[3] = -cse1*q_r_bar_z + cse2*q_r_bar_y + cse3*q_A_bar_13 + cse4*q_A_bar_12 + cse5*q_A_bar_11;  /* [3, 0] */
    out[4] = cse0*q_r_bar_z - cse2*q_r_bar_x + cse3*q_A_bar_23 + cse4*q_A_bar_22 + cse5*q_A_bar_21;  /* [4, 0] */
    out[5] = -cse0*q_r_bar_y + cse1*q_r_bar_x + cse3*q_A_bar_33 + cse4*q_A_bar_32 + cse5*q_A_bar_31;  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_single_pendulum_rA_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_momentum(q + (size_t)k * 12, v + (size_t)k * 6, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 12); p (parameters, 0).
 * Output: out, 1 x 12 row-major, 12 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    (void)p;

    out[0] = q_r_bar_x;  /* [0, 0] */
    out[1] = q_r_bar_y;  /* [0, 1] */
    out[2] = q_r_bar_z;  /* [0, 2] */
    out[3] = q_A_bar_11;  /* [0, 3] */
    out[4] = q_A_bar_12;  /* [0, 4] */
    out[5] = q_A_bar_13;  /* [0, 5] */
    out[6] = q_A_bar_21;  /* [0, 6] */
    out[7] = q_A_bar_22;  /* [0, 7] */
    out[8] = q_A_bar_23;  /* [0, 8] */
    out[9] = q_A_bar_31;  /* [0, 9] */
    out[10] = q_A_bar_32;  /* [0, 10] */
    out[11] = q_A_bar_33;  /* [0, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_single_pendulum_rA_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_body_frames(q + (size_t)k * 12, p, out + (size_t)k * 12);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 6); p (parameters, 0).
 * Output: out, 1 x 6 row-major, 6 nonzero.
 * 15 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_A_bar_11 = q[3];
    const double q_A_bar_12 = q[4];
    const double q_A_bar_13 = q[5];
    const double q_A_bar_21 = q[6];
    const double q_A_bar_22 = q[7];
    const double q_A_bar_23 = q[8];
    const double q_A_bar_31 = q[9];
    const double q_A_bar_32 = q[10];
    const double q_A_bar_33 = q[11];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_w_bar_x = v[3];
    const double v_w_bar_y = v[4];
    const double v_w_bar_z = v[5];
    (void)p;

    out[0] = v_rd_bar_x;  /* [0, 0] */
    out[1] = v_rd_bar_y;  /* [0, 1] */
    out[2] = v_rd_bar_z;  /* [0, 2] */
    out[3] = q_A_bar_11*v_w_bar_x + q_A_bar_12*v_w_bar_y + q_A_bar_13*v_w_bar_z;  /* [0, 3] */
    out[4] = q_A_bar_21*v_w_bar_x + q_A_bar_22*v_w_bar_y + q_A_bar_23*v_w_bar_z;  /* [0, 4] */
    out[5] = q_A_bar_31*v_w_bar_x + q_A_bar_32*v_w_bar_y + q_A_bar_33*v_w_bar_z;  /* [0, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_single_pendulum_rA_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_rA_body_velocities(q + (size_t)k * 12, v + (size_t)k * 6, p, out + (size_t)k * 6);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 0).
 * Output: out, 1 x 12 row-major, 11 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_rA_initial_frames(const double *p, double *out)
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
void mg_single_pendulum_rA_initial_velocities(const double *p, double *out)
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
void mg_single_pendulum_rA_chart(const double *p, double *out)
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
void mg_single_pendulum_rA_physical_data(const double *p, double *out)
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
size_t mg_single_pendulum_rA_forward_dynamics_work(void)
{
    return 240;
}

/* The index-1 equations [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002
 * eq. 3) solved by LU with partial pivoting, as the runtime's start does where the matrix is
 * regular, in the caller's work memory (forward_dynamics_work doubles): [a; lam] in its first
 * N_V + N_C doubles; MG_OK or MG_SINGULAR. */
static int mg_index1(const double *q, const double *v, double t, const double *p, double *work)
{
    enum { NV = 6, NC = 6, N = NV + NC };
    double *b = work, *S = b + N, *M = S + (size_t)N * N, *C = M + NV * NV;
    int *piv = (int *)(C + NC * NV);
    mg_single_pendulum_rA_M(q, p, M);
    mg_single_pendulum_rA_Phi_q(q, t, p, C);
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
    mg_single_pendulum_rA_Q(q, v, t, p, b);
    mg_single_pendulum_rA_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_single_pendulum_rA_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 6; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_single_pendulum_rA_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_single_pendulum_rA_index3_take(struct mg_arena *arena, struct mg_single_pendulum_rA_index3_take_work *w)
{
    enum { NQ = 12, NV = 6, N = NV + 6 };
    w->G = mg_doubles(arena, (size_t)20 * N);
    w->x = mg_doubles(arena, N);
    w->g = mg_doubles(arena, N);
    w->y = mg_doubles(arena, N);
    w->v = mg_doubles(arena, NV);
    w->dv = mg_doubles(arena, NV);
    w->a = mg_doubles(arena, NV);
    w->qs = mg_doubles(arena, NQ);
    w->piv = mg_ints(arena, N);
}

/* The doubles of work memory index3_run needs: mg_single_pendulum_rA_index3_take counting what it takes. */
size_t mg_single_pendulum_rA_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_single_pendulum_rA_index3_take_work w;
    mg_single_pendulum_rA_index3_take(&arena, &w);
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
 * The iteration matrix is factored in band storage (kl = 6, ku = 7). */
int mg_single_pendulum_rA_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 12, NV = 6, NC = 6, N = NV + NC };
    enum { KL = 6, KU = 7, LDAB = 20 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_single_pendulum_rA_index3_take_work mem;
    mg_single_pendulum_rA_index3_take(&arena, &mem);
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
            mg_single_pendulum_rA_retract(q_n, dv, qs);
            mg_single_pendulum_rA_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_single_pendulum_rA_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_single_pendulum_rA_genalpha_matrix_perm, g, y);
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
struct mg_single_pendulum_rA_kinematics_take_work {
    double *q, *tmp, *dv, *b, *solve, *J;
    int *piv;
};

static void mg_single_pendulum_rA_kinematics_take(struct mg_arena *arena, struct mg_single_pendulum_rA_kinematics_take_work *w)
{
    enum { NQ = 12, NV = 6 };
    w->q = mg_doubles(arena, NQ);
    w->tmp = mg_doubles(arena, NQ);
    w->dv = mg_doubles(arena, NV);
    w->b = mg_doubles(arena, NV);
    w->solve = mg_doubles(arena, NV);
    w->J = mg_doubles(arena, (size_t)8 * NV);
    w->piv = mg_ints(arena, NV);
}

/* The doubles of work memory kinematics_run needs: mg_single_pendulum_rA_kinematics_take counting what it takes. */
size_t mg_single_pendulum_rA_kinematics_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_single_pendulum_rA_kinematics_take_work w;
    mg_single_pendulum_rA_kinematics_take(&arena, &w);
    return arena.used;
}

/* Kinematic analysis (seed 001 section 2): row 0 of q_out, v_out, a_out holds the state at
 * t0; rows 1..n_steps (t = t0 + step h) are filled. Position by Newton from q_{n-1} (+) h v_{n-1} (eq. 11),
 * corrections through retract (eq. 12), stop at ||delta|| <= tol + rtol ||q||; then Phi_q v = nu and
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 2,
 * ku = 3). */
int mg_single_pendulum_rA_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, double rtol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 12, NV = 6, KL = 2, KU = 3 };
struct mg_arena arena = { work, 0 };
    struct mg_single_pendulum_rA_kinematics_take_work mem;
    mg_single_pendulum_rA_kinematics_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *q = mem.q, *tmp = mem.tmp, *dv = mem.dv, *b = mem.b, *J = mem.J;
    int *piv = mem.piv;
    const size_t band_size = sizeof(double) * 8 * NV;
    const int *perm = mg_single_pendulum_rA_Phi_q_perm;
    for (int step = 1; step <= n_steps; ++step) {
        const double t = t0 + step * h;
        const double *q_prev = q_out + (step - 1) * NQ;
        const double *v_prev = v_out + (step - 1) * NV;
        for (int i = 0; i < NV; ++i) {
            dv[i] = h * v_prev[i];
        }
        mg_single_pendulum_rA_retract(q_prev, dv, q);
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                *fail_step = step;
                return MG_NOT_CONVERGED;
            }
            memset(J, 0, band_size);
            mg_single_pendulum_rA_Phi_q_band(q, t, p, J);
            mg_single_pendulum_rA_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return MG_SINGULAR;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, mem.solve);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_single_pendulum_rA_retract(q, dv, tmp);
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
        mg_single_pendulum_rA_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return MG_SINGULAR;
        }
        mg_single_pendulum_rA_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, mem.solve);
        mg_flush(NV, v);
        mg_single_pendulum_rA_gamma(q, v, t, p, a);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, a, mem.solve);
        mg_flush(NV, a);
        iterations[step] = k;
    }
    return MG_OK;
}

/* The work arrays of taylor_run: one block of doubles (the nonzeros of Minv, Q, a0, dv, B,
 * Minv B^T, T, psi, S, f, q, v, C, Minv C^T, K, V, sigma, r, mu, v*) and one of integers (the
 * columns of Minv's nonzeros, their row starts, the pivots). */
struct mg_single_pendulum_rA_taylor_take_work {
    double *block;
    int *index;
};

static void mg_single_pendulum_rA_taylor_take(struct mg_arena *arena, struct mg_single_pendulum_rA_taylor_take_work *w)
{
    enum { NQ = 12, NV = 6, NC = 6, NR = 12 };
    w->block = mg_doubles(arena, (size_t)NV * NV + 3 * NV + (size_t)NR * NV + (size_t)NV * NR
                                 + (size_t)NC * NV + NC + (size_t)NC * NC + NR + NQ + NV
                                 + 2 * (size_t)NC * NV + 2 * (size_t)NC * NC + 3 * (size_t)NC + NV);
    w->index = mg_ints(arena, (size_t)NV * NV + NV + 1 + (NC > 0 ? NC : 1));
}

/* The doubles of work memory taylor_run needs: mg_single_pendulum_rA_taylor_take counting what it takes. */
size_t mg_single_pendulum_rA_taylor_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_single_pendulum_rA_taylor_take_work w;
    mg_single_pendulum_rA_taylor_take(&arena, &w);
    return arena.used;
}

/* mu = K^+ r by a one-sided Jacobi SVD of K (destroyed; Vk, sig are work), singular values
 * below rank_tol of the largest dropped. */
static void mg_single_pendulum_rA_taylor_pseudo_solve(double *K, double *Vk, double *sig, const double *r, double *mu, double rank_tol)
{
    enum { NC = 6 };
    mg_jacobi_svd(NC, NC, K, Vk, sig);
    double largest = 0.0;
    for (int j = 0; j < NC; ++j) {
        largest = sig[j] > largest ? sig[j] : largest;
    }
    for (int i = 0; i < NC; ++i) {
        mu[i] = 0.0;
    }
    for (int j = 0; j < NC; ++j) {
        if (!(sig[j] > rank_tol * largest)) {
            continue;
        }
        double s = 0.0;
        for (int a = 0; a < NC; ++a) {
            s += K[a * NC + j] * r[a];
        }
        s /= sig[j] * sig[j];
        for (int i = 0; i < NC; ++i) {
            mu[i] += s * Vk[i * NC + j];
        }
    }
}

/* The velocity v of runtime/taylor.rattle_velocity at the new positions q (the run's
 * comment below); v holds v_n + h a_n on entry, the prediction at which Q is evaluated. */
static void mg_single_pendulum_rA_taylor_rattle(const double *q, const double *v_n, const double *a_n, double t, double h, const double *p, const int *start, const int *cols, const double *mv, double rank_tol, double *Qv, double *Cm, double *MC, double *K, double *Vk, double *sig, double *r, double *mu, double *vp, double *v)
{
    enum { NV = 6, NC = 6 };
    memcpy(vp, v, sizeof(double) * NV);
    mg_single_pendulum_rA_Q(q, vp, t, p, Qv);
    for (int i = 0; i < NV; ++i) {
        double s = 0.0;
        for (int j = start[i]; j < start[i + 1]; ++j) {
            s += mv[j] * Qv[cols[j]];
        }
        v[i] = v_n[i] + 0.5 * h * (a_n[i] + s);
    }
    mg_single_pendulum_rA_Phi_q(q, t, p, Cm);
    mg_single_pendulum_rA_nu(q, t, p, r);
    for (int c = 0; c < NC; ++c) {
        double s = 0.0;
        for (int k = 0; k < NV; ++k) {
            s += Cm[c * NV + k] * v[k];
        }
        r[c] = s - r[c];
    }
    for (int i = 0; i < NV; ++i) {
        for (int c = 0; c < NC; ++c) {
            double s = 0.0;
            for (int j = start[i]; j < start[i + 1]; ++j) {
                s += mv[j] * Cm[c * NV + cols[j]];
            }
            MC[i * NC + c] = s;
        }
    }
    for (int a = 0; a < NC; ++a) {
        for (int b = 0; b < NC; ++b) {
            double s = 0.0;
            for (int k = 0; k < NV; ++k) {
                s += Cm[a * NV + k] * MC[k * NC + b];
            }
            K[a * NC + b] = s;
        }
    }
    double diagonal = 0.0;
    for (int a = 0; a < NC; ++a) {
        diagonal = K[a * NC + a] > diagonal ? K[a * NC + a] : diagonal;
    }
    memcpy(Vk, K, sizeof(double) * (size_t)NC * NC);
    memcpy(mu, r, sizeof(double) * NC);
    if (mg_cholesky(NC, Vk) > rank_tol * diagonal) {
        mg_cholesky_solve(NC, Vk, mu);
    } else {
        mg_single_pendulum_rA_taylor_pseudo_solve(K, Vk, sig, r, mu, rank_tol);
    }
    for (int i = 0; i < NV; ++i) {
        double s = 0.0;
        for (int c = 0; c < NC; ++c) {
            s += MC[i * NC + c] * mu[c];
        }
        v[i] -= s;
    }
}

/* The Taylor scheme of Huang et al. (seed 003): row 0 of q_out, v_out holds the state at t0;
 * each step k = 1..n_steps advances q (+)= h v + h^2 a / 2, v += h a from row k - 1 (eqs. 5-10,
 * 12), or, with rattle, v by the symmetric update of runtime/taylor.rattle_velocity:
 * v* = v + h/2 (a + Minv Q(q_k, v + h a)) projected mass-orthogonally onto Phi_q v = nu at q_k,
 * the multipliers from K mu = Phi_q v* - nu, K = Phi_q Minv Phi_q^T: by Cholesky where its
 * smallest pivot exceeds rank_tol times K's largest diagonal entry, else (K loses rank at change
 * points) by the pseudo-inverse of a one-sided Jacobi SVD, singular values below rank_tol of the
 * largest dropped, as numpy's lstsq with rcond does (for a regular K both are its inverse;
 * Cholesky costs a 39-row Stewart platform 1/100 of the SVD). At every row k = 0..n_steps it solves the reactions f from
 * S f = -Phi_pred (eq. 36), S = dPhi_pred/da M^-1 B^T, and sets a = a0 + M^-1 B^T f with
 * a0 = M^-1 Q (eqs. 9, 10). Minv is the inverse of the constant mass matrix of the rA
 * formulation (NV x NV, row-major), whose nonzeros are listed once: it is block diagonal, so
 * the products with it cost O(NV) per column. S (NC x NR, square: the runtime uses the kernel
 * only then) is factored by LU with partial pivoting (mg_lu_factor). */
int mg_single_pendulum_rA_taylor_run(const double *p, double h, double t0, int n_steps, const double *Minv, int rattle, double rank_tol, double *q_out, double *v_out, double *a_out, double *f_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 12, NV = 6, NC = 6, NR = 12 };
    if (NR != NC) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_single_pendulum_rA_taylor_take_work mem;
    mg_single_pendulum_rA_taylor_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *block = mem.block;
    int *index = mem.index;
    double *mv = block, *Qv = mv + (size_t)NV * NV, *a0 = Qv + NV, *dv = a0 + NV;
    double *Bm = dv + NV, *MB = Bm + (size_t)NR * NV, *T = MB + (size_t)NV * NR;
    double *psi = T + (size_t)NC * NV, *S = psi + NC, *f = S + (size_t)NC * NC;
    double *q = f + NR, *v = q + NQ;
    double *Cm = v + NV, *MC = Cm + (size_t)NC * NV, *K = MC + (size_t)NV * NC;
    double *Vk = K + (size_t)NC * NC, *sig = Vk + (size_t)NC * NC, *r = sig + NC;
    double *mu = r + NC, *vp = mu + NC;
    int *cols = index, *start = index + (size_t)NV * NV, *piv = start + NV + 1;
    /* the nonzeros of Minv by row: cols[start[i]..start[i + 1]) with values mv[...] */
    start[0] = 0;
    for (int i = 0; i < NV; ++i) {
        start[i + 1] = start[i];
        for (int k = 0; k < NV; ++k) {
            if (Minv[i * NV + k] != 0.0) {
                cols[start[i + 1]] = k;
                mv[start[i + 1]++] = Minv[i * NV + k];
            }
        }
    }
    int status = MG_OK;
    memcpy(q, q_out, sizeof(double) * NQ);
    memcpy(v, v_out, sizeof(double) * NV);
    for (int step = 0; step <= n_steps; ++step) {
        const double t = t0 + step * h;
        if (step > 0) {
            const double *q_n = q_out + (size_t)(step - 1) * NQ;
            const double *v_n = v_out + (size_t)(step - 1) * NV;
            const double *a_n = a_out + (size_t)(step - 1) * NV;
            for (int i = 0; i < NV; ++i) {
                dv[i] = h * v_n[i] + 0.5 * h * h * a_n[i];
                v[i] = v_n[i] + h * a_n[i];
            }
            mg_single_pendulum_rA_retract(q_n, dv, q);
            if (rattle) {
                mg_single_pendulum_rA_taylor_rattle(q, v_n, a_n, t, h, p, start, cols, mv, rank_tol, Qv, Cm, MC, K, Vk, sig, r, mu, vp, v);
            }
        }
        mg_single_pendulum_rA_Q(q, v, t, p, Qv);
        mg_single_pendulum_rA_B(q, p, Bm);
        for (int i = 0; i < NV; ++i) {
            double s = 0.0;
            for (int j = start[i]; j < start[i + 1]; ++j) {
                s += mv[j] * Qv[cols[j]];
            }
            a0[i] = s;
            for (int r = 0; r < NR; ++r) {
                double b = 0.0;
                for (int j = start[i]; j < start[i + 1]; ++j) {
                    b += mv[j] * Bm[r * NV + cols[j]];
                }
                MB[i * NR + r] = b;
            }
        }
        mg_single_pendulum_rA_taylor_matrix(q, v, a0, t, p, h, T);
        mg_single_pendulum_rA_taylor_residual(q, v, a0, t, p, h, psi);
        /* S = T MB (NC x NC, row-major) */
        memset(S, 0, sizeof(double) * (size_t)NC * NC);
        for (int r = 0; r < NC; ++r) {
            for (int k = 0; k < NV; ++k) {
                const double tk = T[r * NV + k];
                if (tk == 0.0) {
                    continue;
                }
                for (int c = 0; c < NC; ++c) {
                    S[r * NC + c] += tk * MB[k * NR + c];
                }
            }
            f[r] = -psi[r];
        }
        if (!(mg_norm(NC, psi) < 1e300) || !(mg_norm(NV, a0) < 1e300)) {
            status = MG_NOT_FINITE;
        } else if (mg_lu_factor(NC, S, piv)) {
            status = MG_SINGULAR;
        }
        if (status) {
            *fail_step = step;
            break;
        }
        mg_lu_solve(NC, S, piv, f);
        double *a = a_out + (size_t)step * NV;
        for (int i = 0; i < NV; ++i) {
            double s = a0[i];
            for (int r = 0; r < NR; ++r) {
                s += MB[i * NR + r] * f[r];
            }
            a[i] = s;
        }
        if (!(mg_norm(NV, a) < 1e300) || !(mg_norm(NR, f) < 1e300)) {
            status = MG_NOT_FINITE;
            *fail_step = step;
            break;
        }
        memcpy(q_out + (size_t)step * NQ, q, sizeof(double) * NQ);
        memcpy(v_out + (size_t)step * NV, v, sizeof(double) * NV);
        memcpy(f_out + (size_t)step * NR, f, sizeof(double) * NR);
        iterations[step] = 0;
    }
    return status;
}
