/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: double_pendulum */
/* formulation: rA */
/* scheme: any */
/* input hash: 5a771b5a4058c3fc */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'double_pendulum' in the rA formulation (C99).
 * Vectors: q (24), v (12), dv (12), a (12), lam (10), t, p (4), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "double_pendulum_rA.h"

int mg_double_pendulum_rA_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
{
    *n_q = 24;
    *n_v = 12;
    *n_c = 10;
    *n_p = 4;
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

int mg_double_pendulum_rA_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_double_pendulum_rA_entry_name(int i)
{
    return i >= 0 && i < mg_double_pendulum_rA_n_entries() ? mg_entry_names[i] : NULL;
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
 * Inputs: q (position coordinates, 24); dv (increment in velocity coordinates (e.g. h v), 12).
 * Output: out, 24 x 1 row-major, 24 nonzero.
 * 168 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_retract(const double *q, const double *dv, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_r_bar2_x = q[12];
    const double q_r_bar2_y = q[13];
    const double q_r_bar2_z = q[14];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double dv_0 = dv[0];
    const double dv_1 = dv[1];
    const double dv_2 = dv[2];
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];
    const double dv_6 = dv[6];
    const double dv_7 = dv[7];
    const double dv_8 = dv[8];
    const double dv_9 = dv[9];
    const double dv_10 = dv[10];
    const double dv_11 = dv[11];
    const double cse0 = (dv_5*dv_5);
    const double cse1 = (dv_4*dv_4);
    const double cse2 = (dv_3*dv_3);
    const double cse3 = sqrt(cse0 + cse1 + cse2);
    const double cse4 = (1.0/2.0)*(mg_sinc((1.0/2.0)*cse3)*mg_sinc((1.0/2.0)*cse3));
    const double cse5 = cse4*dv_3*dv_5;
    const double cse6 = mg_sinc(cse3);
    const double cse7 = cse6*dv_4;
    const double cse8 = cse5 - cse7;
    const double cse9 = cse4*dv_4;
    const double cse10 = cse9*dv_3;
    const double cse11 = cse6*dv_5;
    const double cse12 = cse10 + cse11;
    const double cse13 = -cse1*cse4;
    const double cse14 = -cse0*cse4 + 1;
    const double cse15 = cse13 + cse14;
    const double cse16 = cse9*dv_5;
    const double cse17 = cse6*dv_3;
    const double cse18 = cse16 + cse17;
    const double cse19 = -cse2*cse4;
    const double cse20 = cse14 + cse19;
    const double cse21 = cse10 - cse11;
    const double cse22 = cse13 + cse19 + 1;
    const double cse23 = cse16 - cse17;
    const double cse24 = cse5 + cse7;
    const double cse25 = (dv_9*dv_9);
    const double cse26 = (dv_11*dv_11);
    const double cse27 = (dv_10*dv_10);
    const double cse28 = sqrt(cse25 + cse26 + cse27);
    const double cse29 = (1.0/2.0)*(mg_sinc((1.0/2.0)*cse28)*mg_sinc((1.0/2.0)*cse28));
    const double cse30 = cse29*dv_11;
    const double cse31 = cse30*dv_9;
    const double cse32 = mg_sinc(cse28);
    const double cse33 = cse32*dv_10;
    const double cse34 = cse31 - cse33;
    const double cse35 = cse29*dv_10*dv_9;
    const double cse36 = cse32*dv_11;
    const double cse37 = cse35 + cse36;
    const double cse38 = -cse26*cse29;
    const double cse39 = -cse27*cse29;
    const double cse40 = cse38 + cse39 + 1;
    const double cse41 = cse30*dv_10;
    const double cse42 = cse32*dv_9;
    const double cse43 = cse41 + cse42;
    const double cse44 = -cse25*cse29 + 1;
    const double cse45 = cse38 + cse44;
    const double cse46 = cse35 - cse36;
    const double cse47 = cse39 + cse44;
    const double cse48 = cse41 - cse42;
    const double cse49 = cse31 + cse33;

    out[0] = dv_0 + q_r_bar1_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_bar1_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_bar1_z;  /* [2, 0] */
    out[3] = cse12*q_A_bar1_12 + cse15*q_A_bar1_11 + cse8*q_A_bar1_13;  /* [3, 0] */
    out[4] = cse18*q_A_bar1_13 + cse20*q_A_bar1_12 + cse21*q_A_bar1_11;  /* [4, 0] */
    out[5] = cse22*q_A_bar1_13 + cse23*q_A_bar1_12 + cse24*q_A_bar1_11;  /* [5, 0] */
    out[6] = cse12*q_A_bar1_22 + cse15*q_A_bar1_21 + cse8*q_A_bar1_23;  /* [6, 0] */
    out[7] = cse18*q_A_bar1_23 + cse20*q_A_bar1_22 + cse21*q_A_bar1_21;  /* [7, 0] */
    out[8] = cse22*q_A_bar1_23 + cse23*q_A_bar1_22 + cse24*q_A_bar1_21;  /* [8, 0] */
    out[9] = cse12*q_A_bar1_32 + cse15*q_A_bar1_31 + cse8*q_A_bar1_33;  /* [9, 0] */
    out[10] = cse18*q_A_bar1_33 + cse20*q_A_bar1_32 + cse21*q_A_bar1_31;  /* [10, 0] */
    out[11] = cse22*q_A_bar1_33 + cse23*q_A_bar1_32 + cse24*q_A_bar1_31;  /* [11, 0] */
    out[12] = dv_6 + q_r_bar2_x;  /* [12, 0] */
    out[13] = dv_7 + q_r_bar2_y;  /* [13, 0] */
    out[14] = dv_8 + q_r_bar2_z;  /* [14, 0] */
    out[15] = cse34*q_A_bar2_13 + cse37*q_A_bar2_12 + cse40*q_A_bar2_11;  /* [15, 0] */
    out[16] = cse43*q_A_bar2_13 + cse45*q_A_bar2_12 + cse46*q_A_bar2_11;  /* [16, 0] */
    out[17] = cse47*q_A_bar2_13 + cse48*q_A_bar2_12 + cse49*q_A_bar2_11;  /* [17, 0] */
    out[18] = cse34*q_A_bar2_23 + cse37*q_A_bar2_22 + cse40*q_A_bar2_21;  /* [18, 0] */
    out[19] = cse43*q_A_bar2_23 + cse45*q_A_bar2_22 + cse46*q_A_bar2_21;  /* [19, 0] */
    out[20] = cse47*q_A_bar2_23 + cse48*q_A_bar2_22 + cse49*q_A_bar2_21;  /* [20, 0] */
    out[21] = cse34*q_A_bar2_33 + cse37*q_A_bar2_32 + cse40*q_A_bar2_31;  /* [21, 0] */
    out[22] = cse43*q_A_bar2_33 + cse45*q_A_bar2_32 + cse46*q_A_bar2_31;  /* [22, 0] */
    out[23] = cse47*q_A_bar2_33 + cse48*q_A_bar2_32 + cse49*q_A_bar2_31;  /* [23, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 12).
 * Output: out, 12 x 12 row-major, 24 nonzero.
 * 54 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_tangent(const double *dv, double *out)
{
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];
    const double dv_9 = dv[9];
    const double dv_10 = dv[10];
    const double dv_11 = dv[11];
    const double cse0 = -1.0/6.0*(dv_4*dv_4);
    const double cse1 = 1 - 1.0/6.0*(dv_5*dv_5);
    const double cse2 = (1.0/6.0)*dv_3;
    const double cse3 = cse2*dv_4;
    const double cse4 = (1.0/2.0)*dv_5;
    const double cse5 = cse2*dv_5;
    const double cse6 = (1.0/2.0)*dv_4;
    const double cse7 = -1.0/6.0*(dv_3*dv_3);
    const double cse8 = (1.0/6.0)*dv_4*dv_5;
    const double cse9 = (1.0/2.0)*dv_3;
    const double cse10 = -1.0/6.0*(dv_10*dv_10);
    const double cse11 = 1 - 1.0/6.0*(dv_11*dv_11);
    const double cse12 = (1.0/6.0)*dv_10;
    const double cse13 = cse12*dv_9;
    const double cse14 = (1.0/2.0)*dv_11;
    const double cse15 = (1.0/6.0)*dv_11*dv_9;
    const double cse16 = (1.0/2.0)*dv_10;
    const double cse17 = -1.0/6.0*(dv_9*dv_9);
    const double cse18 = cse12*dv_11;
    const double cse19 = (1.0/2.0)*dv_9;

    memset(out, 0, sizeof(double) * 144);
    out[0] = 1;  /* [0, 0] */
    out[13] = 1;  /* [1, 1] */
    out[26] = 1;  /* [2, 2] */
    out[39] = cse0 + cse1;  /* [3, 3] */
    out[40] = cse3 + cse4;  /* [3, 4] */
    out[41] = cse5 - cse6;  /* [3, 5] */
    out[51] = cse3 - cse4;  /* [4, 3] */
    out[52] = cse1 + cse7;  /* [4, 4] */
    out[53] = cse8 + cse9;  /* [4, 5] */
    out[63] = cse5 + cse6;  /* [5, 3] */
    out[64] = cse8 - cse9;  /* [5, 4] */
    out[65] = cse0 + cse7 + 1;  /* [5, 5] */
    out[78] = 1;  /* [6, 6] */
    out[91] = 1;  /* [7, 7] */
    out[104] = 1;  /* [8, 8] */
    out[117] = cse10 + cse11;  /* [9, 9] */
    out[118] = cse13 + cse14;  /* [9, 10] */
    out[119] = cse15 - cse16;  /* [9, 11] */
    out[129] = cse13 - cse14;  /* [10, 9] */
    out[130] = cse11 + cse17;  /* [10, 10] */
    out[131] = cse18 + cse19;  /* [10, 11] */
    out[141] = cse15 + cse16;  /* [11, 9] */
    out[142] = cse18 - cse19;  /* [11, 10] */
    out[143] = cse10 + cse17 + 1;  /* [11, 11] */
}

/* qdot: The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and re, A
 * omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the Euler
 * parameters of a ball joint or free body, A u for a free body's centre of mass (seed 001 eq.
 * 39c), the rates elsewhere.
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12).
 * Output: out, 24 x 1 row-major, 24 nonzero.
 * 54 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_qdot(const double *q, const double *v, double *out)
{
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];

    out[0] = v_rd_bar1_x;  /* [0, 0] */
    out[1] = v_rd_bar1_y;  /* [1, 0] */
    out[2] = v_rd_bar1_z;  /* [2, 0] */
    out[3] = q_A_bar1_12*v_w_bar1_z - q_A_bar1_13*v_w_bar1_y;  /* [3, 0] */
    out[4] = -q_A_bar1_11*v_w_bar1_z + q_A_bar1_13*v_w_bar1_x;  /* [4, 0] */
    out[5] = q_A_bar1_11*v_w_bar1_y - q_A_bar1_12*v_w_bar1_x;  /* [5, 0] */
    out[6] = q_A_bar1_22*v_w_bar1_z - q_A_bar1_23*v_w_bar1_y;  /* [6, 0] */
    out[7] = -q_A_bar1_21*v_w_bar1_z + q_A_bar1_23*v_w_bar1_x;  /* [7, 0] */
    out[8] = q_A_bar1_21*v_w_bar1_y - q_A_bar1_22*v_w_bar1_x;  /* [8, 0] */
    out[9] = q_A_bar1_32*v_w_bar1_z - q_A_bar1_33*v_w_bar1_y;  /* [9, 0] */
    out[10] = -q_A_bar1_31*v_w_bar1_z + q_A_bar1_33*v_w_bar1_x;  /* [10, 0] */
    out[11] = q_A_bar1_31*v_w_bar1_y - q_A_bar1_32*v_w_bar1_x;  /* [11, 0] */
    out[12] = v_rd_bar2_x;  /* [12, 0] */
    out[13] = v_rd_bar2_y;  /* [13, 0] */
    out[14] = v_rd_bar2_z;  /* [14, 0] */
    out[15] = q_A_bar2_12*v_w_bar2_z - q_A_bar2_13*v_w_bar2_y;  /* [15, 0] */
    out[16] = -q_A_bar2_11*v_w_bar2_z + q_A_bar2_13*v_w_bar2_x;  /* [16, 0] */
    out[17] = q_A_bar2_11*v_w_bar2_y - q_A_bar2_12*v_w_bar2_x;  /* [17, 0] */
    out[18] = q_A_bar2_22*v_w_bar2_z - q_A_bar2_23*v_w_bar2_y;  /* [18, 0] */
    out[19] = -q_A_bar2_21*v_w_bar2_z + q_A_bar2_23*v_w_bar2_x;  /* [19, 0] */
    out[20] = q_A_bar2_21*v_w_bar2_y - q_A_bar2_22*v_w_bar2_x;  /* [20, 0] */
    out[21] = q_A_bar2_32*v_w_bar2_z - q_A_bar2_33*v_w_bar2_y;  /* [21, 0] */
    out[22] = -q_A_bar2_31*v_w_bar2_z + q_A_bar2_33*v_w_bar2_x;  /* [22, 0] */
    out[23] = q_A_bar2_31*v_w_bar2_y - q_A_bar2_32*v_w_bar2_x;  /* [23, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 24); t (time); p (parameters, 4).
 * Output: out, 10 x 1 row-major, 10 nonzero.
 * 35 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_r_bar2_x = q[12];
    const double q_r_bar2_y = q[13];
    const double q_r_bar2_z = q[14];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_33 = q[23];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = (1.0/2.0)*p_L1;
    const double cse1 = -cse0*q_A_bar1_11;
    const double cse2 = -cse0*q_A_bar1_21;
    const double cse3 = -cse0*q_A_bar1_31;
    const double cse4 = (1.0/2.0)*p_L2;

    out[0] = cse1 + q_r_bar1_x;  /* [0, 0] */
    out[1] = cse2 + q_r_bar1_y;  /* [1, 0] */
    out[2] = cse3 + q_r_bar1_z;  /* [2, 0] */
    out[3] = q_A_bar1_33;  /* [3, 0] */
    out[4] = -q_A_bar1_23;  /* [4, 0] */
    out[5] = cse1 - cse4*q_A_bar2_11 - q_r_bar1_x + q_r_bar2_x;  /* [5, 0] */
    out[6] = cse2 - cse4*q_A_bar2_21 - q_r_bar1_y + q_r_bar2_y;  /* [6, 0] */
    out[7] = cse3 - cse4*q_A_bar2_31 - q_r_bar1_z + q_r_bar2_z;  /* [7, 0] */
    out[8] = q_A_bar1_12*q_A_bar2_13 + q_A_bar1_22*q_A_bar2_23 + q_A_bar1_32*q_A_bar2_33;  /* [8, 0] */
    out[9] = -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33;  /* [9, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_rA_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_Phi(q + (size_t)k * 24, t[k], p, out + (size_t)k * 10);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 24); t (time); p (parameters, 4).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_rA_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_dropped_Phi(q + (size_t)k * 24, t[k], p, out + (size_t)k * 0);
    }
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Inputs: q (position coordinates, 24); t (time); p (parameters, 4).
 * Output: out, 10 x 12 row-major, 39 nonzero.
 * 64 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_Phi_q(const double *q, double t, const double *p, double *out)
{
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = (1.0/2.0)*p_L1;
    const double cse1 = cse0*q_A_bar1_13;
    const double cse2 = -cse0*q_A_bar1_12;
    const double cse3 = cse0*q_A_bar1_23;
    const double cse4 = -cse0*q_A_bar1_22;
    const double cse5 = cse0*q_A_bar1_33;
    const double cse6 = -cse0*q_A_bar1_32;
    const double cse7 = (1.0/2.0)*p_L2;
    const double cse8 = q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33;

    memset(out, 0, sizeof(double) * 120);
    out[0] = 1;  /* [0, 0] */
    out[4] = cse1;  /* [0, 4] */
    out[5] = cse2;  /* [0, 5] */
    out[13] = 1;  /* [1, 1] */
    out[16] = cse3;  /* [1, 4] */
    out[17] = cse4;  /* [1, 5] */
    out[26] = 1;  /* [2, 2] */
    out[28] = cse5;  /* [2, 4] */
    out[29] = cse6;  /* [2, 5] */
    out[39] = -q_A_bar1_32;  /* [3, 3] */
    out[40] = q_A_bar1_31;  /* [3, 4] */
    out[51] = q_A_bar1_22;  /* [4, 3] */
    out[52] = -q_A_bar1_21;  /* [4, 4] */
    out[60] = -1;  /* [5, 0] */
    out[64] = cse1;  /* [5, 4] */
    out[65] = cse2;  /* [5, 5] */
    out[66] = 1;  /* [5, 6] */
    out[70] = cse7*q_A_bar2_13;  /* [5, 10] */
    out[71] = -cse7*q_A_bar2_12;  /* [5, 11] */
    out[73] = -1;  /* [6, 1] */
    out[76] = cse3;  /* [6, 4] */
    out[77] = cse4;  /* [6, 5] */
    out[79] = 1;  /* [6, 7] */
    out[82] = cse7*q_A_bar2_23;  /* [6, 10] */
    out[83] = -cse7*q_A_bar2_22;  /* [6, 11] */
    out[86] = -1;  /* [7, 2] */
    out[88] = cse5;  /* [7, 4] */
    out[89] = cse6;  /* [7, 5] */
    out[92] = 1;  /* [7, 8] */
    out[94] = cse7*q_A_bar2_33;  /* [7, 10] */
    out[95] = -cse7*q_A_bar2_32;  /* [7, 11] */
    out[99] = cse8;  /* [8, 3] */
    out[101] = -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33;  /* [8, 5] */
    out[105] = -q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32;  /* [8, 9] */
    out[106] = q_A_bar1_12*q_A_bar2_11 + q_A_bar1_22*q_A_bar2_21 + q_A_bar1_32*q_A_bar2_31;  /* [8, 10] */
    out[112] = cse8;  /* [9, 4] */
    out[113] = -q_A_bar1_12*q_A_bar2_13 - q_A_bar1_22*q_A_bar2_23 - q_A_bar1_32*q_A_bar2_33;  /* [9, 5] */
    out[117] = q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32;  /* [9, 9] */
    out[118] = -q_A_bar1_11*q_A_bar2_11 - q_A_bar1_21*q_A_bar2_21 - q_A_bar1_31*q_A_bar2_31;  /* [9, 10] */
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_rA_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_Phi_q(q + (size_t)k * 24, t[k], p, out + (size_t)k * 120);
    }
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 24); t (time); p (parameters, 4).
 * Output: out, 10 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_nu(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 10);
}

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_rA_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_nu(q + (size_t)k * 24, t[k], p, out + (size_t)k * 10);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 10 x 1 row-major, 10 nonzero.
 * 95 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = (1.0/2.0)*p_L1;
    const double cse1 = cse0*v_w_bar1_z;
    const double cse2 = cse0*v_w_bar1_y;
    const double cse3 = -cse1*q_A_bar1_12 + cse2*q_A_bar1_13;
    const double cse4 = -cse1*q_A_bar1_22 + cse2*q_A_bar1_23;
    const double cse5 = -cse1*q_A_bar1_32 + cse2*q_A_bar1_33;
    const double cse6 = (1.0/2.0)*p_L2;
    const double cse7 = cse6*v_w_bar2_z;
    const double cse8 = cse6*v_w_bar2_y;
    const double cse9 = q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33;

    out[0] = cse3 + v_rd_bar1_x;  /* [0, 0] */
    out[1] = cse4 + v_rd_bar1_y;  /* [1, 0] */
    out[2] = cse5 + v_rd_bar1_z;  /* [2, 0] */
    out[3] = q_A_bar1_31*v_w_bar1_y - q_A_bar1_32*v_w_bar1_x;  /* [3, 0] */
    out[4] = -q_A_bar1_21*v_w_bar1_y + q_A_bar1_22*v_w_bar1_x;  /* [4, 0] */
    out[5] = cse3 - cse7*q_A_bar2_12 + cse8*q_A_bar2_13 - v_rd_bar1_x + v_rd_bar2_x;  /* [5, 0] */
    out[6] = cse4 - cse7*q_A_bar2_22 + cse8*q_A_bar2_23 - v_rd_bar1_y + v_rd_bar2_y;  /* [6, 0] */
    out[7] = cse5 - cse7*q_A_bar2_32 + cse8*q_A_bar2_33 - v_rd_bar1_z + v_rd_bar2_z;  /* [7, 0] */
    out[8] = cse9*v_w_bar1_x + v_w_bar1_z*(-q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33) + v_w_bar2_x*(-q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32) + v_w_bar2_y*(q_A_bar1_12*q_A_bar2_11 + q_A_bar1_22*q_A_bar2_21 + q_A_bar1_32*q_A_bar2_31);  /* [8, 0] */
    out[9] = cse9*v_w_bar1_y + v_w_bar1_z*(-q_A_bar1_12*q_A_bar2_13 - q_A_bar1_22*q_A_bar2_23 - q_A_bar1_32*q_A_bar2_33) + v_w_bar2_x*(q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32) + v_w_bar2_y*(-q_A_bar1_11*q_A_bar2_11 - q_A_bar1_21*q_A_bar2_21 - q_A_bar1_31*q_A_bar2_31);  /* [9, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_rA_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_velocity_residual(q + (size_t)k * 24, v + (size_t)k * 12, t[k], p, out + (size_t)k * 10);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 10 x 1 row-major, 10 nonzero.
 * 175 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = q_A_bar1_11*v_w_bar1_y - q_A_bar1_12*v_w_bar1_x;
    const double cse1 = (1.0/2.0)*p_L1;
    const double cse2 = cse1*v_w_bar1_y;
    const double cse3 = -q_A_bar1_11*v_w_bar1_z + q_A_bar1_13*v_w_bar1_x;
    const double cse4 = cse1*v_w_bar1_z;
    const double cse5 = cse0*cse2 - cse3*cse4;
    const double cse6 = q_A_bar1_21*v_w_bar1_y - q_A_bar1_22*v_w_bar1_x;
    const double cse7 = -q_A_bar1_21*v_w_bar1_z + q_A_bar1_23*v_w_bar1_x;
    const double cse8 = cse2*cse6 - cse4*cse7;
    const double cse9 = q_A_bar1_31*v_w_bar1_y - q_A_bar1_32*v_w_bar1_x;
    const double cse10 = -q_A_bar1_31*v_w_bar1_z + q_A_bar1_33*v_w_bar1_x;
    const double cse11 = -cse10*cse4 + cse2*cse9;
    const double cse12 = q_A_bar1_33*v_w_bar1_y;
    const double cse13 = q_A_bar1_32*v_w_bar1_z;
    const double cse14 = -cse12 + cse13;
    const double cse15 = q_A_bar1_23*v_w_bar1_y;
    const double cse16 = q_A_bar1_22*v_w_bar1_z;
    const double cse17 = -cse15 + cse16;
    const double cse18 = q_A_bar2_12*v_w_bar2_x;
    const double cse19 = q_A_bar2_11*v_w_bar2_y;
    const double cse20 = -cse18 + cse19;
    const double cse21 = (1.0/2.0)*p_L2;
    const double cse22 = cse21*v_w_bar2_y;
    const double cse23 = -q_A_bar2_11*v_w_bar2_z + q_A_bar2_13*v_w_bar2_x;
    const double cse24 = cse21*v_w_bar2_z;
    const double cse25 = q_A_bar2_22*v_w_bar2_x;
    const double cse26 = q_A_bar2_21*v_w_bar2_y;
    const double cse27 = -cse25 + cse26;
    const double cse28 = -q_A_bar2_21*v_w_bar2_z + q_A_bar2_23*v_w_bar2_x;
    const double cse29 = q_A_bar2_32*v_w_bar2_x;
    const double cse30 = q_A_bar2_31*v_w_bar2_y;
    const double cse31 = -cse29 + cse30;
    const double cse32 = -q_A_bar2_31*v_w_bar2_z + q_A_bar2_33*v_w_bar2_x;
    const double cse33 = v_w_bar2_y*(q_A_bar2_32*v_w_bar2_z - q_A_bar2_33*v_w_bar2_y);
    const double cse34 = q_A_bar1_13*v_w_bar1_y;
    const double cse35 = q_A_bar1_12*v_w_bar1_z;
    const double cse36 = -cse34 + cse35;
    const double cse37 = q_A_bar2_13*v_w_bar1_z;
    const double cse38 = cse32*v_w_bar2_x;
    const double cse39 = v_w_bar2_y*(q_A_bar2_12*v_w_bar2_z - q_A_bar2_13*v_w_bar2_y);
    const double cse40 = q_A_bar2_23*v_w_bar1_z;
    const double cse41 = q_A_bar2_33*v_w_bar1_z;
    const double cse42 = cse28*v_w_bar2_x;
    const double cse43 = cse0*q_A_bar2_13;
    const double cse44 = cse6*q_A_bar2_23;
    const double cse45 = cse9*q_A_bar2_33;
    const double cse46 = cse23*v_w_bar2_x;
    const double cse47 = v_w_bar2_y*(q_A_bar2_22*v_w_bar2_z - q_A_bar2_23*v_w_bar2_y);

    out[0] = -cse5;  /* [0, 0] */
    out[1] = -cse8;  /* [1, 0] */
    out[2] = -cse11;  /* [2, 0] */
    out[3] = cse10*v_w_bar1_x - cse14*v_w_bar1_y;  /* [3, 0] */
    out[4] = cse17*v_w_bar1_y - cse7*v_w_bar1_x;  /* [4, 0] */
    out[5] = -cse20*cse22 + cse23*cse24 - cse5;  /* [5, 0] */
    out[6] = -cse22*cse27 + cse24*cse28 - cse8;  /* [6, 0] */
    out[7] = -cse11 - cse22*cse31 + cse24*cse32;  /* [7, 0] */
    out[8] = -2*cse10*cse31 + cse14*cse41 + cse17*cse40 - 2*cse20*cse3 - 2*cse27*cse7 - cse33*q_A_bar1_32 + cse36*cse37 + cse38*q_A_bar1_32 - cse39*q_A_bar1_12 + cse42*q_A_bar1_22 - cse43*v_w_bar1_x - cse44*v_w_bar1_x - cse45*v_w_bar1_x + cse46*q_A_bar1_12 - cse47*q_A_bar1_22;  /* [8, 0] */
    out[9] = cse10*cse41 - cse14*(cse29 - cse30) - cse17*(cse25 - cse26) - cse20*(cse34 - cse35) - cse27*(cse15 - cse16) + cse3*cse37 - cse31*(cse12 - cse13) + cse33*q_A_bar1_31 - cse36*(cse18 - cse19) - cse38*q_A_bar1_31 + cse39*q_A_bar1_11 + cse40*cse7 - cse42*q_A_bar1_21 - cse43*v_w_bar1_y - cse44*v_w_bar1_y - cse45*v_w_bar1_y - cse46*q_A_bar1_11 + cse47*q_A_bar1_21;  /* [9, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 24); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 12 nonzero.
 * 17 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_M(const double *q, const double *p, double *out)
{
    (void)q;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse4 = (1.0/12.0)*cse2*(cse0 + (p_L1*p_L1));
    const double cse5 = cse1*p_L2;
    const double cse6 = (1.0/12.0)*cse5*(cse0 + (p_L2*p_L2));

    memset(out, 0, sizeof(double) * 144);
    out[0] = cse2;  /* [0, 0] */
    out[13] = cse2;  /* [1, 1] */
    out[26] = cse2;  /* [2, 2] */
    out[39] = cse3*p_L1;  /* [3, 3] */
    out[52] = cse4;  /* [4, 4] */
    out[65] = cse4;  /* [5, 5] */
    out[78] = cse5;  /* [6, 6] */
    out[91] = cse5;  /* [7, 7] */
    out[104] = cse5;  /* [8, 8] */
    out[117] = cse3*p_L2;  /* [9, 9] */
    out[130] = cse6;  /* [10, 10] */
    out[143] = cse6;  /* [11, 11] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_double_pendulum_rA_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_M(q + (size_t)k * 24, p, out + (size_t)k * 144);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 12 x 1 row-major, 6 nonzero.
 * 35 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = p_L1*p_rho;
    const double cse1 = (p_w*p_w);
    const double cse2 = 9.81*cse1;
    const double cse3 = cse0*v_w_bar1_x;
    const double cse4 = (1.0/12.0)*cse1;
    const double cse5 = cse3*cse4*(cse1 + (p_L1*p_L1));
    const double cse6 = (1.0/6.0)*(p_w*p_w*p_w*p_w);
    const double cse7 = cse3*cse6;
    const double cse8 = p_L2*p_rho;
    const double cse9 = cse8*v_w_bar2_x;
    const double cse10 = cse9*v_w_bar2_z;
    const double cse11 = cse4*(cse1 + (p_L2*p_L2));
    const double cse12 = cse9*v_w_bar2_y;

    memset(out, 0, sizeof(double) * 12);
    out[2] = -cse0*cse2;  /* [2, 0] */
    out[4] = cse5*v_w_bar1_z - cse7*v_w_bar1_z;  /* [4, 0] */
    out[5] = -cse5*v_w_bar1_y + cse7*v_w_bar1_y;  /* [5, 0] */
    out[8] = -cse2*cse8;  /* [8, 0] */
    out[10] = cse10*cse11 - cse10*cse6;  /* [10, 0] */
    out[11] = -cse11*cse12 + cse12*cse6;  /* [11, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_rA_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_Q(q + (size_t)k * 24, v + (size_t)k * 12, t[k], p, out + (size_t)k * 12);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 144);
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 8 nonzero.
 * 37 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (1.0/6.0)*(p_w*p_w*p_w*p_w);
    const double cse1 = p_L1*p_rho;
    const double cse2 = cse0*cse1;
    const double cse3 = (p_w*p_w);
    const double cse4 = (1.0/12.0)*cse3;
    const double cse5 = cse1*cse4*(cse3 + (p_L1*p_L1));
    const double cse6 = cse2*v_w_bar1_x;
    const double cse7 = cse5*v_w_bar1_x;
    const double cse8 = p_L2*p_rho;
    const double cse9 = cse8*v_w_bar2_z;
    const double cse10 = cse4*(cse3 + (p_L2*p_L2));
    const double cse11 = cse0*cse8;
    const double cse12 = cse11*v_w_bar2_x;
    const double cse13 = cse10*cse8;
    const double cse14 = cse13*v_w_bar2_x;

    memset(out, 0, sizeof(double) * 144);
    out[51] = -cse2*v_w_bar1_z + cse5*v_w_bar1_z;  /* [4, 3] */
    out[53] = -cse6 + cse7;  /* [4, 5] */
    out[63] = cse2*v_w_bar1_y - cse5*v_w_bar1_y;  /* [5, 3] */
    out[64] = cse6 - cse7;  /* [5, 4] */
    out[129] = -cse0*cse9 + cse10*cse9;  /* [10, 9] */
    out[131] = -cse12 + cse14;  /* [10, 11] */
    out[141] = cse11*v_w_bar2_y - cse13*v_w_bar2_y;  /* [11, 9] */
    out[142] = cse12 - cse14;  /* [11, 10] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 24); a (accelerations (time derivative of v), 12); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    (void)q;
    (void)a;
    (void)p;

    memset(out, 0, sizeof(double) * 144);
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 24); lam (Lagrange multipliers, one per constraint row, 10); t (time); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 28 nonzero.
 * 204 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    const double lam_7 = lam[7];
    const double lam_8 = lam[8];
    const double lam_9 = lam[9];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = -lam_3*q_A_bar1_33 + lam_4*q_A_bar1_23;
    const double cse1 = lam_8*q_A_bar1_32;
    const double cse2 = lam_8*q_A_bar1_22;
    const double cse3 = lam_8*q_A_bar1_12;
    const double cse4 = -cse1*q_A_bar2_33 - cse2*q_A_bar2_23 - cse3*q_A_bar2_13;
    const double cse5 = lam_8*q_A_bar1_31;
    const double cse6 = lam_8*q_A_bar1_21;
    const double cse7 = lam_8*q_A_bar1_11;
    const double cse8 = lam_8*q_A_bar1_33;
    const double cse9 = lam_8*q_A_bar1_23;
    const double cse10 = lam_8*q_A_bar1_13;
    const double cse11 = -cse10*q_A_bar2_12 - cse8*q_A_bar2_32 - cse9*q_A_bar2_22;
    const double cse12 = q_A_bar1_33*q_A_bar2_31;
    const double cse13 = cse10*q_A_bar2_11 + cse12*lam_8 + cse9*q_A_bar2_21;
    const double cse14 = (1.0/2.0)*p_L1;
    const double cse15 = cse14*lam_2;
    const double cse16 = cse14*lam_7;
    const double cse17 = lam_9*q_A_bar2_33;
    const double cse18 = cse15 + cse16 + cse17;
    const double cse19 = cse14*lam_1;
    const double cse20 = cse14*lam_6;
    const double cse21 = lam_9*q_A_bar2_23;
    const double cse22 = cse19 + cse20 + cse21;
    const double cse23 = cse14*lam_0;
    const double cse24 = cse14*lam_5;
    const double cse25 = lam_9*q_A_bar2_13;
    const double cse26 = cse23 + cse24 + cse25;
    const double cse27 = lam_9*q_A_bar1_23;
    const double cse28 = lam_9*q_A_bar1_13;
    const double cse29 = -cse27*q_A_bar2_22 - cse28*q_A_bar2_12 - lam_9*q_A_bar1_33*q_A_bar2_32;
    const double cse30 = cse12*lam_9 + cse27*q_A_bar2_21 + cse28*q_A_bar2_11;
    const double cse31 = -cse15 - cse16 - cse17;
    const double cse32 = -cse19 - cse20 - cse21;
    const double cse33 = -cse23 - cse24 - cse25;
    const double cse34 = lam_9*q_A_bar1_32;
    const double cse35 = -cse34 - cse5;
    const double cse36 = lam_9*q_A_bar1_22;
    const double cse37 = -cse36 - cse6;
    const double cse38 = lam_9*q_A_bar1_12;
    const double cse39 = -cse38 - cse7;
    const double cse40 = lam_9*q_A_bar1_31;
    const double cse41 = -cse1 + cse40;
    const double cse42 = lam_9*q_A_bar1_21;
    const double cse43 = -cse2 + cse42;
    const double cse44 = lam_9*q_A_bar1_11;
    const double cse45 = -cse3 + cse44;
    const double cse46 = (1.0/2.0)*p_L2;
    const double cse47 = cse46*lam_6;
    const double cse48 = cse46*lam_7;
    const double cse49 = cse46*lam_5;
    const double cse50 = cse1 - cse40;
    const double cse51 = cse2 - cse42;
    const double cse52 = cse3 - cse44;
    const double cse53 = cse47*q_A_bar2_21 + cse48*q_A_bar2_31 + cse49*q_A_bar2_11;

    memset(out, 0, sizeof(double) * 144);
    out[39] = cse0 + cse4;  /* [3, 3] */
    out[40] = cse5*q_A_bar2_33 + cse6*q_A_bar2_23 + cse7*q_A_bar2_13;  /* [3, 4] */
    out[41] = lam_3*q_A_bar1_31 - lam_4*q_A_bar1_21;  /* [3, 5] */
    out[45] = cse11;  /* [3, 9] */
    out[46] = cse13;  /* [3, 10] */
    out[51] = -cse18*q_A_bar1_32 - cse22*q_A_bar1_22 - cse26*q_A_bar1_12;  /* [4, 3] */
    out[52] = cse0 + cse18*q_A_bar1_31 + cse22*q_A_bar1_21 + cse26*q_A_bar1_11;  /* [4, 4] */
    out[53] = lam_3*q_A_bar1_32 - lam_4*q_A_bar1_22;  /* [4, 5] */
    out[57] = cse29;  /* [4, 9] */
    out[58] = cse30;  /* [4, 10] */
    out[63] = cse31*q_A_bar1_33 + cse32*q_A_bar1_23 + cse33*q_A_bar1_13;  /* [5, 3] */
    out[64] = cse10*q_A_bar2_13 + cse8*q_A_bar2_33 + cse9*q_A_bar2_23;  /* [5, 4] */
    out[65] = -cse31*q_A_bar1_31 - cse32*q_A_bar1_21 - cse33*q_A_bar1_11 + cse4;  /* [5, 5] */
    out[69] = -cse35*q_A_bar2_32 - cse37*q_A_bar2_22 - cse39*q_A_bar2_12;  /* [5, 9] */
    out[70] = cse35*q_A_bar2_31 + cse37*q_A_bar2_21 + cse39*q_A_bar2_11;  /* [5, 10] */
    out[111] = cse11;  /* [9, 3] */
    out[112] = cse29;  /* [9, 4] */
    out[113] = cse34*q_A_bar2_32 + cse36*q_A_bar2_22 + cse38*q_A_bar2_12 + cse5*q_A_bar2_32 + cse6*q_A_bar2_22 + cse7*q_A_bar2_12;  /* [9, 5] */
    out[117] = cse41*q_A_bar2_33 + cse43*q_A_bar2_23 + cse45*q_A_bar2_13;  /* [9, 9] */
    out[119] = -cse41*q_A_bar2_31 - cse43*q_A_bar2_21 - cse45*q_A_bar2_11;  /* [9, 11] */
    out[123] = cse13;  /* [10, 3] */
    out[124] = cse30;  /* [10, 4] */
    out[125] = -cse34*q_A_bar2_31 - cse36*q_A_bar2_21 - cse38*q_A_bar2_11 - cse5*q_A_bar2_31 - cse6*q_A_bar2_21 - cse7*q_A_bar2_11;  /* [10, 5] */
    out[129] = -cse47*q_A_bar2_22 - cse48*q_A_bar2_32 - cse49*q_A_bar2_12;  /* [10, 9] */
    out[130] = -cse50*q_A_bar2_33 - cse51*q_A_bar2_23 - cse52*q_A_bar2_13 + cse53;  /* [10, 10] */
    out[131] = cse50*q_A_bar2_32 + cse51*q_A_bar2_22 + cse52*q_A_bar2_12;  /* [10, 11] */
    out[141] = -cse47*q_A_bar2_23 - cse48*q_A_bar2_33 - cse49*q_A_bar2_13;  /* [11, 9] */
    out[143] = cse53;  /* [11, 11] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); a (accelerations (time derivative of v), 12); lam (Lagrange multipliers, one per constraint row, 10); t (time); p (parameters, 4); h (step size).
 * Output: out, 22 x 1 row-major, 22 nonzero.
 * 208 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_r_bar2_x = q[12];
    const double q_r_bar2_y = q[13];
    const double q_r_bar2_z = q[14];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    const double a_0 = a[0];
    const double a_1 = a[1];
    const double a_2 = a[2];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double a_7 = a[7];
    const double a_8 = a[8];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    const double lam_7 = lam[7];
    const double lam_8 = lam[8];
    const double lam_9 = lam[9];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse4 = cse3*p_L1;
    const double cse5 = q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33;
    const double cse6 = (1.0/12.0)*cse2*(cse0 + (p_L1*p_L1));
    const double cse7 = cse6*v_w_bar1_x;
    const double cse8 = cse4*v_w_bar1_x;
    const double cse9 = (1.0/2.0)*p_L1;
    const double cse10 = cse9*lam_5;
    const double cse11 = cse9*lam_7;
    const double cse12 = cse9*lam_6;
    const double cse13 = cse9*lam_2;
    const double cse14 = cse9*lam_1;
    const double cse15 = cse9*lam_0;
    const double cse16 = q_A_bar1_32*q_A_bar2_33;
    const double cse17 = q_A_bar1_22*q_A_bar2_23;
    const double cse18 = q_A_bar1_12*q_A_bar2_13;
    const double cse19 = -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33;
    const double cse20 = cse1*p_L2;
    const double cse21 = cse3*p_L2;
    const double cse22 = (1.0/12.0)*cse20*(cse0 + (p_L2*p_L2));
    const double cse23 = (1.0/2.0)*p_L2;
    const double cse24 = cse23*lam_7;
    const double cse25 = cse23*lam_6;
    const double cse26 = cse22*v_w_bar2_x;
    const double cse27 = cse21*v_w_bar2_x;
    const double cse28 = cse23*lam_5;
    const double cse29 = (1.0/(h*h));
    const double cse30 = -cse9*q_A_bar1_11;
    const double cse31 = -cse9*q_A_bar1_21;
    const double cse32 = -cse9*q_A_bar1_31;

    out[0] = a_0*cse2 + lam_0 - lam_5;  /* [0, 0] */
    out[1] = a_1*cse2 + lam_1 - lam_6;  /* [1, 0] */
    out[2] = a_2*cse2 + 9.81*cse2 + lam_2 - lam_7;  /* [2, 0] */
    out[3] = a_3*cse4 + cse5*lam_8 - lam_3*q_A_bar1_32 + lam_4*q_A_bar1_22;  /* [3, 0] */
    out[4] = a_4*cse6 + cse10*q_A_bar1_13 + cse11*q_A_bar1_33 + cse12*q_A_bar1_23 + cse13*q_A_bar1_33 + cse14*q_A_bar1_23 + cse15*q_A_bar1_13 + cse5*lam_9 - cse7*v_w_bar1_z + cse8*v_w_bar1_z + lam_3*q_A_bar1_31 - lam_4*q_A_bar1_21;  /* [4, 0] */
    out[5] = a_5*cse6 - cse10*q_A_bar1_12 - cse11*q_A_bar1_32 - cse12*q_A_bar1_22 - cse13*q_A_bar1_32 - cse14*q_A_bar1_22 - cse15*q_A_bar1_12 + cse19*lam_8 + cse7*v_w_bar1_y - cse8*v_w_bar1_y + lam_9*(-cse16 - cse17 - cse18);  /* [5, 0] */
    out[6] = a_6*cse20 + lam_5;  /* [6, 0] */
    out[7] = a_7*cse20 + lam_6;  /* [7, 0] */
    out[8] = a_8*cse20 + 9.81*cse20 + lam_7;  /* [8, 0] */
    out[9] = a_9*cse21 + lam_8*(-q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32) + lam_9*(q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32);  /* [9, 0] */
    out[10] = a_10*cse22 + cse24*q_A_bar2_33 + cse25*q_A_bar2_23 - cse26*v_w_bar2_z + cse27*v_w_bar2_z + cse28*q_A_bar2_13 + lam_8*(q_A_bar1_12*q_A_bar2_11 + q_A_bar1_22*q_A_bar2_21 + q_A_bar1_32*q_A_bar2_31) + lam_9*(-q_A_bar1_11*q_A_bar2_11 - q_A_bar1_21*q_A_bar2_21 - q_A_bar1_31*q_A_bar2_31);  /* [10, 0] */
    out[11] = a_11*cse22 - cse24*q_A_bar2_32 - cse25*q_A_bar2_22 + cse26*v_w_bar2_y - cse27*v_w_bar2_y - cse28*q_A_bar2_12;  /* [11, 0] */
    out[12] = cse29*(cse30 + q_r_bar1_x);  /* [12, 0] */
    out[13] = cse29*(cse31 + q_r_bar1_y);  /* [13, 0] */
    out[14] = cse29*(cse32 + q_r_bar1_z);  /* [14, 0] */
    out[15] = cse29*q_A_bar1_33;  /* [15, 0] */
    out[16] = -cse29*q_A_bar1_23;  /* [16, 0] */
    out[17] = cse29*(-cse23*q_A_bar2_11 + cse30 - q_r_bar1_x + q_r_bar2_x);  /* [17, 0] */
    out[18] = cse29*(-cse23*q_A_bar2_21 + cse31 - q_r_bar1_y + q_r_bar2_y);  /* [18, 0] */
    out[19] = cse29*(-cse23*q_A_bar2_31 + cse32 - q_r_bar1_z + q_r_bar2_z);  /* [19, 0] */
    out[20] = cse29*(cse16 + cse17 + cse18);  /* [20, 0] */
    out[21] = cse19*cse29;  /* [21, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); a (accelerations (time derivative of v), 12); lam (Lagrange multipliers, one per constraint row, 10); t (time); p (parameters, 4); h (step size).
 * Output: out, 22 x 22 row-major, 132 nonzero.
 * 660 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    (void)a;
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    const double lam_7 = lam[7];
    const double lam_8 = lam[8];
    const double lam_9 = lam[9];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse4 = cse3*p_L1;
    const double cse5 = (h*h);
    const double cse6 = lam_3*q_A_bar1_31 - lam_4*q_A_bar1_21;
    const double cse7 = (1.0/6.0)*cse5;
    const double cse8 = cse7*v_w_bar1_z;
    const double cse9 = cse8*v_w_bar1_x;
    const double cse10 = (1.0/2.0)*h;
    const double cse11 = cse10*v_w_bar1_y;
    const double cse12 = cse11 + cse9;
    const double cse13 = cse7*v_w_bar1_x*v_w_bar1_y;
    const double cse14 = cse10*v_w_bar1_z;
    const double cse15 = cse13 - cse14;
    const double cse16 = q_A_bar1_31*q_A_bar2_33;
    const double cse17 = q_A_bar1_21*q_A_bar2_23;
    const double cse18 = q_A_bar1_11*q_A_bar2_13;
    const double cse19 = cse16*lam_8 + cse17*lam_8 + cse18*lam_8;
    const double cse20 = -cse7*(v_w_bar1_z*v_w_bar1_z);
    const double cse21 = -cse7*(v_w_bar1_y*v_w_bar1_y) + 1;
    const double cse22 = cse20 + cse21;
    const double cse23 = -lam_3*q_A_bar1_33 + lam_4*q_A_bar1_23;
    const double cse24 = q_A_bar1_32*q_A_bar2_33;
    const double cse25 = q_A_bar1_22*q_A_bar2_23;
    const double cse26 = q_A_bar1_12*q_A_bar2_13;
    const double cse27 = -cse24*lam_8 - cse25*lam_8 - cse26*lam_8;
    const double cse28 = cse23 + cse27;
    const double cse29 = cse8*v_w_bar1_y;
    const double cse30 = cse10*v_w_bar1_x;
    const double cse31 = cse29 - cse30;
    const double cse32 = -cse7*(v_w_bar1_x*v_w_bar1_x);
    const double cse33 = cse20 + cse32 + 1;
    const double cse34 = cse13 + cse14;
    const double cse35 = cse29 + cse30;
    const double cse36 = cse21 + cse32;
    const double cse37 = -cse11 + cse9;
    const double cse38 = cse7*v_w_bar2_x*v_w_bar2_y;
    const double cse39 = cse10*v_w_bar2_z;
    const double cse40 = cse38 - cse39;
    const double cse41 = lam_8*q_A_bar1_33;
    const double cse42 = q_A_bar1_23*q_A_bar2_21;
    const double cse43 = lam_8*q_A_bar1_13;
    const double cse44 = cse41*q_A_bar2_31 + cse42*lam_8 + cse43*q_A_bar2_11;
    const double cse45 = -cse7*(v_w_bar2_z*v_w_bar2_z);
    const double cse46 = -cse7*(v_w_bar2_y*v_w_bar2_y);
    const double cse47 = cse45 + cse46 + 1;
    const double cse48 = q_A_bar1_23*q_A_bar2_22;
    const double cse49 = -cse41*q_A_bar2_32 - cse43*q_A_bar2_12 - cse48*lam_8;
    const double cse50 = -cse7*(v_w_bar2_x*v_w_bar2_x) + 1;
    const double cse51 = cse45 + cse50;
    const double cse52 = cse38 + cse39;
    const double cse53 = cse7*v_w_bar2_z;
    const double cse54 = cse53*v_w_bar2_y;
    const double cse55 = cse10*v_w_bar2_x;
    const double cse56 = cse54 + cse55;
    const double cse57 = cse53*v_w_bar2_x;
    const double cse58 = cse10*v_w_bar2_y;
    const double cse59 = cse57 - cse58;
    const double cse60 = q_A_bar1_33*q_A_bar2_33;
    const double cse61 = q_A_bar1_23*q_A_bar2_23;
    const double cse62 = q_A_bar1_13*q_A_bar2_13;
    const double cse63 = cse60 + cse61 + cse62;
    const double cse64 = (1.0/12.0)*cse2*(cse0 + (p_L1*p_L1));
    const double cse65 = lam_3*q_A_bar1_32 - lam_4*q_A_bar1_22;
    const double cse66 = (1.0/2.0)*p_L1;
    const double cse67 = cse66*lam_1;
    const double cse68 = cse66*lam_6;
    const double cse69 = lam_9*q_A_bar2_23;
    const double cse70 = cse67 + cse68 + cse69;
    const double cse71 = cse66*lam_2;
    const double cse72 = cse66*lam_7;
    const double cse73 = lam_9*q_A_bar2_33;
    const double cse74 = cse71 + cse72 + cse73;
    const double cse75 = cse66*lam_0;
    const double cse76 = cse66*lam_5;
    const double cse77 = lam_9*q_A_bar2_13;
    const double cse78 = cse75 + cse76 + cse77;
    const double cse79 = cse23 + cse70*q_A_bar1_21 + cse74*q_A_bar1_31 + cse78*q_A_bar1_11;
    const double cse80 = -cse70*q_A_bar1_22 - cse74*q_A_bar1_32 - cse78*q_A_bar1_12;
    const double cse81 = cse4*v_w_bar1_x;
    const double cse82 = cse64*v_w_bar1_x;
    const double cse83 = lam_9*q_A_bar1_33;
    const double cse84 = lam_9*q_A_bar1_13;
    const double cse85 = cse42*lam_9 + cse83*q_A_bar2_31 + cse84*q_A_bar2_11;
    const double cse86 = -cse48*lam_9 - cse83*q_A_bar2_32 - cse84*q_A_bar2_12;
    const double cse87 = cse66*q_A_bar1_13;
    const double cse88 = cse66*q_A_bar1_23;
    const double cse89 = cse66*q_A_bar1_33;
    const double cse90 = -cse71 - cse72 - cse73;
    const double cse91 = -cse67 - cse68 - cse69;
    const double cse92 = -cse75 - cse76 - cse77;
    const double cse93 = cse27 - cse90*q_A_bar1_31 - cse91*q_A_bar1_21 - cse92*q_A_bar1_11;
    const double cse94 = cse60*lam_8 + cse61*lam_8 + cse62*lam_8;
    const double cse95 = cse90*q_A_bar1_33 + cse91*q_A_bar1_23 + cse92*q_A_bar1_13;
    const double cse96 = -lam_8*q_A_bar1_31 - lam_9*q_A_bar1_32;
    const double cse97 = -lam_8*q_A_bar1_21 - lam_9*q_A_bar1_22;
    const double cse98 = -lam_8*q_A_bar1_11 - lam_9*q_A_bar1_12;
    const double cse99 = cse96*q_A_bar2_31 + cse97*q_A_bar2_21 + cse98*q_A_bar2_11;
    const double cse100 = -cse96*q_A_bar2_32 - cse97*q_A_bar2_22 - cse98*q_A_bar2_12;
    const double cse101 = cse66*q_A_bar1_12;
    const double cse102 = -cse101;
    const double cse103 = cse66*q_A_bar1_22;
    const double cse104 = -cse103;
    const double cse105 = cse66*q_A_bar1_32;
    const double cse106 = -cse105;
    const double cse107 = -cse16 - cse17 - cse18;
    const double cse108 = -cse24 - cse25 - cse26;
    const double cse109 = cse1*p_L2;
    const double cse110 = q_A_bar1_32*q_A_bar2_32;
    const double cse111 = q_A_bar1_21*q_A_bar2_22;
    const double cse112 = q_A_bar1_22*q_A_bar2_22;
    const double cse113 = q_A_bar1_31*q_A_bar2_32;
    const double cse114 = q_A_bar1_11*q_A_bar2_12;
    const double cse115 = q_A_bar1_12*q_A_bar2_12;
    const double cse116 = cse110*lam_9 + cse111*lam_8 + cse112*lam_9 + cse113*lam_8 + cse114*lam_8 + cse115*lam_9;
    const double cse117 = cse3*p_L2;
    const double cse118 = lam_8*q_A_bar1_32;
    const double cse119 = lam_9*q_A_bar1_31;
    const double cse120 = -cse118 + cse119;
    const double cse121 = lam_8*q_A_bar1_22;
    const double cse122 = lam_9*q_A_bar1_21;
    const double cse123 = -cse121 + cse122;
    const double cse124 = lam_8*q_A_bar1_12;
    const double cse125 = lam_9*q_A_bar1_11;
    const double cse126 = -cse124 + cse125;
    const double cse127 = -cse120*q_A_bar2_31 - cse123*q_A_bar2_21 - cse126*q_A_bar2_11;
    const double cse128 = cse57 + cse58;
    const double cse129 = cse120*q_A_bar2_33 + cse123*q_A_bar2_23 + cse126*q_A_bar2_13;
    const double cse130 = cse54 - cse55;
    const double cse131 = cse46 + cse50;
    const double cse132 = -cse110 - cse112 - cse115;
    const double cse133 = cse111 + cse113 + cse114;
    const double cse134 = q_A_bar1_31*q_A_bar2_31;
    const double cse135 = q_A_bar1_32*q_A_bar2_31;
    const double cse136 = q_A_bar1_21*q_A_bar2_21;
    const double cse137 = q_A_bar1_22*q_A_bar2_21;
    const double cse138 = q_A_bar1_11*q_A_bar2_11;
    const double cse139 = q_A_bar1_12*q_A_bar2_11;
    const double cse140 = -cse134*lam_8 - cse135*lam_9 - cse136*lam_8 - cse137*lam_9 - cse138*lam_8 - cse139*lam_9;
    const double cse141 = (1.0/12.0)*cse109*(cse0 + (p_L2*p_L2));
    const double cse142 = cse118 - cse119;
    const double cse143 = cse121 - cse122;
    const double cse144 = cse124 - cse125;
    const double cse145 = cse142*q_A_bar2_32 + cse143*q_A_bar2_22 + cse144*q_A_bar2_12;
    const double cse146 = (1.0/2.0)*p_L2;
    const double cse147 = cse146*lam_5*q_A_bar2_11 + cse146*lam_6*q_A_bar2_21 + cse146*lam_7*q_A_bar2_31;
    const double cse148 = -cse142*q_A_bar2_33 - cse143*q_A_bar2_23 - cse144*q_A_bar2_13 + cse147;
    const double cse149 = cse146*q_A_bar2_22;
    const double cse150 = cse146*q_A_bar2_32;
    const double cse151 = cse146*q_A_bar2_12;
    const double cse152 = -cse149*lam_6 - cse150*lam_7 - cse151*lam_5;
    const double cse153 = cse117*v_w_bar2_x;
    const double cse154 = cse141*v_w_bar2_x;
    const double cse155 = cse146*q_A_bar2_13;
    const double cse156 = cse146*q_A_bar2_23;
    const double cse157 = cse146*q_A_bar2_33;
    const double cse158 = cse135 + cse137 + cse139;
    const double cse159 = -cse134 - cse136 - cse138;
    const double cse160 = -cse155*lam_5 - cse156*lam_6 - cse157*lam_7;
    const double cse161 = -cse101*cse12 + cse15*cse87;
    const double cse162 = -cse101*cse31 + cse33*cse87;
    const double cse163 = -cse101*cse36 + cse35*cse87;
    const double cse164 = -cse103*cse12 + cse15*cse88;
    const double cse165 = -cse103*cse31 + cse33*cse88;
    const double cse166 = -cse103*cse36 + cse35*cse88;
    const double cse167 = -cse105*cse12 + cse15*cse89;
    const double cse168 = -cse105*cse31 + cse33*cse89;
    const double cse169 = -cse105*cse36 + cse35*cse89;

    memset(out, 0, sizeof(double) * 484);
    out[0] = cse2;  /* [0, 0] */
    out[12] = 1;  /* [0, 12] */
    out[17] = -1;  /* [0, 17] */
    out[23] = cse2;  /* [1, 1] */
    out[35] = 1;  /* [1, 13] */
    out[40] = -1;  /* [1, 18] */
    out[46] = cse2;  /* [2, 2] */
    out[58] = 1;  /* [2, 14] */
    out[63] = -1;  /* [2, 19] */
    out[69] = cse4 + cse5*(cse12*cse6 + cse15*cse19 + cse22*cse28);  /* [3, 3] */
    out[70] = cse5*(cse19*cse33 + cse28*cse34 + cse31*cse6);  /* [3, 4] */
    out[71] = cse5*(cse19*cse35 + cse28*cse37 + cse36*cse6);  /* [3, 5] */
    out[75] = cse5*(cse40*cse44 + cse47*cse49);  /* [3, 9] */
    out[76] = cse5*(cse44*cse51 + cse49*cse52);  /* [3, 10] */
    out[77] = cse5*(cse44*cse56 + cse49*cse59);  /* [3, 11] */
    out[81] = -q_A_bar1_32;  /* [3, 15] */
    out[82] = q_A_bar1_22;  /* [3, 16] */
    out[86] = cse63;  /* [3, 20] */
    out[91] = cse5*(cse12*cse65 + cse15*cse79 + cse22*cse80) - h*(-cse4*v_w_bar1_z + cse64*v_w_bar1_z);  /* [4, 3] */
    out[92] = cse5*(cse31*cse65 + cse33*cse79 + cse34*cse80) + cse64;  /* [4, 4] */
    out[93] = cse5*(cse35*cse79 + cse36*cse65 + cse37*cse80) - h*(-cse81 + cse82);  /* [4, 5] */
    out[97] = cse5*(cse40*cse85 + cse47*cse86);  /* [4, 9] */
    out[98] = cse5*(cse51*cse85 + cse52*cse86);  /* [4, 10] */
    out[99] = cse5*(cse56*cse85 + cse59*cse86);  /* [4, 11] */
    out[100] = cse87;  /* [4, 12] */
    out[101] = cse88;  /* [4, 13] */
    out[102] = cse89;  /* [4, 14] */
    out[103] = q_A_bar1_31;  /* [4, 15] */
    out[104] = -q_A_bar1_21;  /* [4, 16] */
    out[105] = cse87;  /* [4, 17] */
    out[106] = cse88;  /* [4, 18] */
    out[107] = cse89;  /* [4, 19] */
    out[109] = cse63;  /* [4, 21] */
    out[113] = cse5*(cse12*cse93 + cse15*cse94 + cse22*cse95) - h*(cse4*v_w_bar1_y - cse64*v_w_bar1_y);  /* [5, 3] */
    out[114] = cse5*(cse31*cse93 + cse33*cse94 + cse34*cse95) - h*(cse81 - cse82);  /* [5, 4] */
    out[115] = cse5*(cse35*cse94 + cse36*cse93 + cse37*cse95) + cse64;  /* [5, 5] */
    out[119] = cse5*(cse100*cse47 + cse40*cse99);  /* [5, 9] */
    out[120] = cse5*(cse100*cse52 + cse51*cse99);  /* [5, 10] */
    out[121] = cse5*(cse100*cse59 + cse56*cse99);  /* [5, 11] */
    out[122] = cse102;  /* [5, 12] */
    out[123] = cse104;  /* [5, 13] */
    out[124] = cse106;  /* [5, 14] */
    out[127] = cse102;  /* [5, 17] */
    out[128] = cse104;  /* [5, 18] */
    out[129] = cse106;  /* [5, 19] */
    out[130] = cse107;  /* [5, 20] */
    out[131] = cse108;  /* [5, 21] */
    out[138] = cse109;  /* [6, 6] */
    out[149] = 1;  /* [6, 17] */
    out[161] = cse109;  /* [7, 7] */
    out[172] = 1;  /* [7, 18] */
    out[184] = cse109;  /* [8, 8] */
    out[195] = 1;  /* [8, 19] */
    out[201] = cse5*(cse116*cse12 + cse15*cse86 + cse22*cse49);  /* [9, 3] */
    out[202] = cse5*(cse116*cse31 + cse33*cse86 + cse34*cse49);  /* [9, 4] */
    out[203] = cse5*(cse116*cse36 + cse35*cse86 + cse37*cse49);  /* [9, 5] */
    out[207] = cse117 + cse5*(cse127*cse128 + cse129*cse47);  /* [9, 9] */
    out[208] = cse5*(cse127*cse130 + cse129*cse52);  /* [9, 10] */
    out[209] = cse5*(cse127*cse131 + cse129*cse59);  /* [9, 11] */
    out[218] = cse132;  /* [9, 20] */
    out[219] = cse133;  /* [9, 21] */
    out[223] = cse5*(cse12*cse140 + cse15*cse85 + cse22*cse44);  /* [10, 3] */
    out[224] = cse5*(cse140*cse31 + cse33*cse85 + cse34*cse44);  /* [10, 4] */
    out[225] = cse5*(cse140*cse36 + cse35*cse85 + cse37*cse44);  /* [10, 5] */
    out[229] = cse5*(cse128*cse145 + cse148*cse40 + cse152*cse47) - h*(-cse117*v_w_bar2_z + cse141*v_w_bar2_z);  /* [10, 9] */
    out[230] = cse141 + cse5*(cse130*cse145 + cse148*cse51 + cse152*cse52);  /* [10, 10] */
    out[231] = cse5*(cse131*cse145 + cse148*cse56 + cse152*cse59) - h*(-cse153 + cse154);  /* [10, 11] */
    out[237] = cse155;  /* [10, 17] */
    out[238] = cse156;  /* [10, 18] */
    out[239] = cse157;  /* [10, 19] */
    out[240] = cse158;  /* [10, 20] */
    out[241] = cse159;  /* [10, 21] */
    out[251] = cse5*(cse128*cse147 + cse160*cse47) - h*(cse117*v_w_bar2_y - cse141*v_w_bar2_y);  /* [11, 9] */
    out[252] = cse5*(cse130*cse147 + cse160*cse52) - h*(cse153 - cse154);  /* [11, 10] */
    out[253] = cse141 + cse5*(cse131*cse147 + cse160*cse59);  /* [11, 11] */
    out[259] = -cse151;  /* [11, 17] */
    out[260] = -cse149;  /* [11, 18] */
    out[261] = -cse150;  /* [11, 19] */
    out[264] = 1;  /* [12, 0] */
    out[267] = cse161;  /* [12, 3] */
    out[268] = cse162;  /* [12, 4] */
    out[269] = cse163;  /* [12, 5] */
    out[287] = 1;  /* [13, 1] */
    out[289] = cse164;  /* [13, 3] */
    out[290] = cse165;  /* [13, 4] */
    out[291] = cse166;  /* [13, 5] */
    out[310] = 1;  /* [14, 2] */
    out[311] = cse167;  /* [14, 3] */
    out[312] = cse168;  /* [14, 4] */
    out[313] = cse169;  /* [14, 5] */
    out[333] = cse15*q_A_bar1_31 - cse22*q_A_bar1_32;  /* [15, 3] */
    out[334] = cse33*q_A_bar1_31 - cse34*q_A_bar1_32;  /* [15, 4] */
    out[335] = cse35*q_A_bar1_31 - cse37*q_A_bar1_32;  /* [15, 5] */
    out[355] = -cse15*q_A_bar1_21 + cse22*q_A_bar1_22;  /* [16, 3] */
    out[356] = -cse33*q_A_bar1_21 + cse34*q_A_bar1_22;  /* [16, 4] */
    out[357] = -cse35*q_A_bar1_21 + cse37*q_A_bar1_22;  /* [16, 5] */
    out[374] = -1;  /* [17, 0] */
    out[377] = cse161;  /* [17, 3] */
    out[378] = cse162;  /* [17, 4] */
    out[379] = cse163;  /* [17, 5] */
    out[380] = 1;  /* [17, 6] */
    out[383] = -cse128*cse151 + cse155*cse40;  /* [17, 9] */
    out[384] = -cse130*cse151 + cse155*cse51;  /* [17, 10] */
    out[385] = -cse131*cse151 + cse155*cse56;  /* [17, 11] */
    out[397] = -1;  /* [18, 1] */
    out[399] = cse164;  /* [18, 3] */
    out[400] = cse165;  /* [18, 4] */
    out[401] = cse166;  /* [18, 5] */
    out[403] = 1;  /* [18, 7] */
    out[405] = -cse128*cse149 + cse156*cse40;  /* [18, 9] */
    out[406] = -cse130*cse149 + cse156*cse51;  /* [18, 10] */
    out[407] = -cse131*cse149 + cse156*cse56;  /* [18, 11] */
    out[420] = -1;  /* [19, 2] */
    out[421] = cse167;  /* [19, 3] */
    out[422] = cse168;  /* [19, 4] */
    out[423] = cse169;  /* [19, 5] */
    out[426] = 1;  /* [19, 8] */
    out[427] = -cse128*cse150 + cse157*cse40;  /* [19, 9] */
    out[428] = -cse130*cse150 + cse157*cse51;  /* [19, 10] */
    out[429] = -cse131*cse150 + cse157*cse56;  /* [19, 11] */
    out[443] = cse107*cse12 + cse22*cse63;  /* [20, 3] */
    out[444] = cse107*cse31 + cse34*cse63;  /* [20, 4] */
    out[445] = cse107*cse36 + cse37*cse63;  /* [20, 5] */
    out[449] = cse132*cse47 + cse158*cse40;  /* [20, 9] */
    out[450] = cse132*cse52 + cse158*cse51;  /* [20, 10] */
    out[451] = cse132*cse59 + cse158*cse56;  /* [20, 11] */
    out[465] = cse108*cse12 + cse15*cse63;  /* [21, 3] */
    out[466] = cse108*cse31 + cse33*cse63;  /* [21, 4] */
    out[467] = cse108*cse36 + cse35*cse63;  /* [21, 5] */
    out[471] = cse133*cse47 + cse159*cse40;  /* [21, 9] */
    out[472] = cse133*cse52 + cse159*cse51;  /* [21, 10] */
    out[473] = cse133*cse59 + cse159*cse56;  /* [21, 11] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_double_pendulum_rA_genalpha_matrix_perm[22] = {2, 8, 1, 7, 14, 13, 16, 15, 19, 18, 21, 20, 12, 5, 4, 3, 11, 10, 9, 0, 17, 6};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 22, kl = 10, ku = 11, ldab = 32), and in the row-major 22 x 22 matrix. */
static const int mg_double_pendulum_rA_genalpha_matrix_in_band[132] = {629, 412, 660, 85, 178, 302, 21, 145, 269, 501, 470, 439, 594, 563, 532, 253, 222, 377,
    500, 469, 438, 593, 562, 531, 407, 190, 159, 252, 221, 655, 314, 283, 345, 499, 468, 437,
    592, 561, 530, 406, 189, 158, 654, 313, 282, 375, 344, 693, 662, 117, 303, 53, 270, 504,
    473, 442, 597, 566, 535, 380, 349, 503, 472, 441, 596, 565, 534, 658, 317, 286, 379, 348,
    595, 564, 533, 657, 316, 285, 622, 498, 467, 436, 88, 491, 460, 429, 25, 490, 459, 428,
    493, 462, 431, 492, 461, 430, 630, 506, 475, 444, 692, 599, 568, 537, 92, 495, 464, 433,
    123, 588, 557, 526, 29, 494, 463, 432, 60, 587, 556, 525, 497, 466, 435, 590, 559, 528,
    496, 465, 434, 589, 558, 527};
static const int mg_double_pendulum_rA_genalpha_matrix_in_dense[132] = {0, 12, 17, 23, 35, 40, 46, 58, 63, 69, 70, 71, 75, 76, 77, 81, 82, 86, 91, 92, 93, 97, 98,
    99, 100, 101, 102, 103, 104, 105, 106, 107, 109, 113, 114, 115, 119, 120, 121, 122, 123,
    124, 127, 128, 129, 130, 131, 138, 149, 161, 172, 184, 195, 201, 202, 203, 207, 208, 209,
    218, 219, 223, 224, 225, 229, 230, 231, 237, 238, 239, 240, 241, 251, 252, 253, 259, 260,
    261, 264, 267, 268, 269, 287, 289, 290, 291, 310, 311, 312, 313, 333, 334, 335, 355, 356,
    357, 374, 377, 378, 379, 380, 383, 384, 385, 397, 399, 400, 401, 403, 405, 406, 407, 420,
    421, 422, 423, 426, 427, 428, 429, 443, 444, 445, 449, 450, 451, 465, 466, 467, 471, 472,
    473};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_double_pendulum_rA_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];
    const double dv_9 = dv[9];
    const double dv_10 = dv[10];
    const double dv_11 = dv[11];
    (void)a;
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    const double lam_7 = lam[7];
    const double lam_8 = lam[8];
    const double lam_9 = lam[9];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse4 = cse3*p_L1;
    const double cse5 = lam_3*q_A_bar1_31 - lam_4*q_A_bar1_21;
    const double cse6 = (1.0/6.0)*dv_3;
    const double cse7 = cse6*dv_5;
    const double cse8 = (1.0/2.0)*dv_4;
    const double cse9 = cse7 + cse8;
    const double cse10 = cse6*dv_4;
    const double cse11 = (1.0/2.0)*dv_5;
    const double cse12 = cse10 - cse11;
    const double cse13 = q_A_bar1_31*q_A_bar2_33;
    const double cse14 = q_A_bar1_21*q_A_bar2_23;
    const double cse15 = q_A_bar1_11*q_A_bar2_13;
    const double cse16 = cse13*lam_8 + cse14*lam_8 + cse15*lam_8;
    const double cse17 = -1.0/6.0*(dv_5*dv_5);
    const double cse18 = -1.0/6.0*(dv_4*dv_4);
    const double cse19 = cse17 + cse18 + 1;
    const double cse20 = -lam_3*q_A_bar1_33 + lam_4*q_A_bar1_23;
    const double cse21 = q_A_bar1_32*q_A_bar2_33;
    const double cse22 = q_A_bar1_22*q_A_bar2_23;
    const double cse23 = q_A_bar1_12*q_A_bar2_13;
    const double cse24 = -cse21*lam_8 - cse22*lam_8 - cse23*lam_8;
    const double cse25 = cse20 + cse24;
    const double cse26 = (1.0/6.0)*dv_4*dv_5;
    const double cse27 = (1.0/2.0)*dv_3;
    const double cse28 = cse26 - cse27;
    const double cse29 = 1 - 1.0/6.0*(dv_3*dv_3);
    const double cse30 = cse17 + cse29;
    const double cse31 = cse10 + cse11;
    const double cse32 = cse18 + cse29;
    const double cse33 = cse26 + cse27;
    const double cse34 = cse7 - cse8;
    const double cse35 = lam_8*q_A_bar1_33;
    const double cse36 = lam_8*q_A_bar1_23;
    const double cse37 = lam_8*q_A_bar1_13;
    const double cse38 = cse35*q_A_bar2_31 + cse36*q_A_bar2_21 + cse37*q_A_bar2_11;
    const double cse39 = (1.0/6.0)*dv_9;
    const double cse40 = cse39*dv_10;
    const double cse41 = (1.0/2.0)*dv_11;
    const double cse42 = cse40 - cse41;
    const double cse43 = -1.0/6.0*(dv_11*dv_11);
    const double cse44 = 1 - 1.0/6.0*(dv_10*dv_10);
    const double cse45 = cse43 + cse44;
    const double cse46 = -cse35*q_A_bar2_32 - cse36*q_A_bar2_22 - cse37*q_A_bar2_12;
    const double cse47 = -1.0/6.0*(dv_9*dv_9);
    const double cse48 = cse43 + cse47 + 1;
    const double cse49 = cse40 + cse41;
    const double cse50 = (1.0/6.0)*dv_10*dv_11;
    const double cse51 = (1.0/2.0)*dv_9;
    const double cse52 = cse50 + cse51;
    const double cse53 = cse39*dv_11;
    const double cse54 = (1.0/2.0)*dv_10;
    const double cse55 = cse53 - cse54;
    const double cse56 = q_A_bar1_33*q_A_bar2_33;
    const double cse57 = q_A_bar1_23*q_A_bar2_23;
    const double cse58 = q_A_bar1_13*q_A_bar2_13;
    const double cse59 = cse56 + cse57 + cse58;
    const double cse60 = (1.0/12.0)*cse2*(cse0 + (p_L1*p_L1));
    const double cse61 = lam_3*q_A_bar1_32 - lam_4*q_A_bar1_22;
    const double cse62 = (1.0/2.0)*p_L1;
    const double cse63 = cse62*lam_1;
    const double cse64 = cse62*lam_6;
    const double cse65 = lam_9*q_A_bar2_23;
    const double cse66 = cse63 + cse64 + cse65;
    const double cse67 = cse62*lam_2;
    const double cse68 = cse62*lam_7;
    const double cse69 = lam_9*q_A_bar2_33;
    const double cse70 = cse67 + cse68 + cse69;
    const double cse71 = cse62*lam_0;
    const double cse72 = cse62*lam_5;
    const double cse73 = lam_9*q_A_bar2_13;
    const double cse74 = cse71 + cse72 + cse73;
    const double cse75 = cse20 + cse66*q_A_bar1_21 + cse70*q_A_bar1_31 + cse74*q_A_bar1_11;
    const double cse76 = -cse66*q_A_bar1_22 - cse70*q_A_bar1_32 - cse74*q_A_bar1_12;
    const double cse77 = cse4*v_w_bar1_x;
    const double cse78 = cse60*v_w_bar1_x;
    const double cse79 = lam_9*q_A_bar1_33;
    const double cse80 = lam_9*q_A_bar1_23;
    const double cse81 = lam_9*q_A_bar1_13;
    const double cse82 = cse79*q_A_bar2_31 + cse80*q_A_bar2_21 + cse81*q_A_bar2_11;
    const double cse83 = -cse79*q_A_bar2_32 - cse80*q_A_bar2_22 - cse81*q_A_bar2_12;
    const double cse84 = cse62*q_A_bar1_13;
    const double cse85 = cse62*q_A_bar1_23;
    const double cse86 = cse62*q_A_bar1_33;
    const double cse87 = cse56*lam_8 + cse57*lam_8 + cse58*lam_8;
    const double cse88 = -cse67 - cse68 - cse69;
    const double cse89 = -cse63 - cse64 - cse65;
    const double cse90 = -cse71 - cse72 - cse73;
    const double cse91 = cse24 - cse88*q_A_bar1_31 - cse89*q_A_bar1_21 - cse90*q_A_bar1_11;
    const double cse92 = cse88*q_A_bar1_33 + cse89*q_A_bar1_23 + cse90*q_A_bar1_13;
    const double cse93 = -lam_8*q_A_bar1_31 - lam_9*q_A_bar1_32;
    const double cse94 = -lam_8*q_A_bar1_21 - lam_9*q_A_bar1_22;
    const double cse95 = -lam_8*q_A_bar1_11 - lam_9*q_A_bar1_12;
    const double cse96 = cse93*q_A_bar2_31 + cse94*q_A_bar2_21 + cse95*q_A_bar2_11;
    const double cse97 = -cse93*q_A_bar2_32 - cse94*q_A_bar2_22 - cse95*q_A_bar2_12;
    const double cse98 = cse62*q_A_bar1_12;
    const double cse99 = -cse98;
    const double cse100 = cse62*q_A_bar1_22;
    const double cse101 = -cse100;
    const double cse102 = cse62*q_A_bar1_32;
    const double cse103 = -cse102;
    const double cse104 = -cse13 - cse14 - cse15;
    const double cse105 = -cse21 - cse22 - cse23;
    const double cse106 = cse1*p_L2;
    const double cse107 = q_A_bar1_32*q_A_bar2_32;
    const double cse108 = q_A_bar1_21*q_A_bar2_22;
    const double cse109 = q_A_bar1_22*q_A_bar2_22;
    const double cse110 = q_A_bar1_31*q_A_bar2_32;
    const double cse111 = q_A_bar1_11*q_A_bar2_12;
    const double cse112 = q_A_bar1_12*q_A_bar2_12;
    const double cse113 = cse107*lam_9 + cse108*lam_8 + cse109*lam_9 + cse110*lam_8 + cse111*lam_8 + cse112*lam_9;
    const double cse114 = cse3*p_L2;
    const double cse115 = lam_8*q_A_bar1_32;
    const double cse116 = lam_9*q_A_bar1_31;
    const double cse117 = -cse115 + cse116;
    const double cse118 = lam_8*q_A_bar1_22;
    const double cse119 = lam_9*q_A_bar1_21;
    const double cse120 = -cse118 + cse119;
    const double cse121 = lam_8*q_A_bar1_12;
    const double cse122 = lam_9*q_A_bar1_11;
    const double cse123 = -cse121 + cse122;
    const double cse124 = -cse117*q_A_bar2_31 - cse120*q_A_bar2_21 - cse123*q_A_bar2_11;
    const double cse125 = cse53 + cse54;
    const double cse126 = cse117*q_A_bar2_33 + cse120*q_A_bar2_23 + cse123*q_A_bar2_13;
    const double cse127 = cse50 - cse51;
    const double cse128 = cse44 + cse47;
    const double cse129 = -cse107 - cse109 - cse112;
    const double cse130 = cse108 + cse110 + cse111;
    const double cse131 = q_A_bar1_31*q_A_bar2_31;
    const double cse132 = q_A_bar1_32*q_A_bar2_31;
    const double cse133 = q_A_bar1_21*q_A_bar2_21;
    const double cse134 = q_A_bar1_22*q_A_bar2_21;
    const double cse135 = q_A_bar1_11*q_A_bar2_11;
    const double cse136 = q_A_bar1_12*q_A_bar2_11;
    const double cse137 = -cse131*lam_8 - cse132*lam_9 - cse133*lam_8 - cse134*lam_9 - cse135*lam_8 - cse136*lam_9;
    const double cse138 = (1.0/12.0)*cse106*(cse0 + (p_L2*p_L2));
    const double cse139 = cse115 - cse116;
    const double cse140 = cse118 - cse119;
    const double cse141 = cse121 - cse122;
    const double cse142 = cse139*q_A_bar2_32 + cse140*q_A_bar2_22 + cse141*q_A_bar2_12;
    const double cse143 = (1.0/2.0)*p_L2;
    const double cse144 = cse143*lam_5*q_A_bar2_11 + cse143*lam_6*q_A_bar2_21 + cse143*lam_7*q_A_bar2_31;
    const double cse145 = -cse139*q_A_bar2_33 - cse140*q_A_bar2_23 - cse141*q_A_bar2_13 + cse144;
    const double cse146 = cse143*q_A_bar2_22;
    const double cse147 = cse143*q_A_bar2_32;
    const double cse148 = cse143*q_A_bar2_12;
    const double cse149 = -cse146*lam_6 - cse147*lam_7 - cse148*lam_5;
    const double cse150 = cse114*v_w_bar2_x;
    const double cse151 = cse138*v_w_bar2_x;
    const double cse152 = cse143*q_A_bar2_13;
    const double cse153 = cse143*q_A_bar2_23;
    const double cse154 = cse143*q_A_bar2_33;
    const double cse155 = cse132 + cse134 + cse136;
    const double cse156 = -cse131 - cse133 - cse135;
    const double cse157 = -cse152*lam_5 - cse153*lam_6 - cse154*lam_7;
    const double cse158 = cse12*cse84 - cse9*cse98;
    const double cse159 = -cse28*cse98 + cse30*cse84;
    const double cse160 = -cse32*cse98 + cse33*cse84;
    const double cse161 = -cse100*cse9 + cse12*cse85;
    const double cse162 = -cse100*cse28 + cse30*cse85;
    const double cse163 = -cse100*cse32 + cse33*cse85;
    const double cse164 = -cse102*cse9 + cse12*cse86;
    const double cse165 = -cse102*cse28 + cse30*cse86;
    const double cse166 = -cse102*cse32 + cse33*cse86;

    out[where[0]] = cse2;  /* [0, 0] */
    out[where[1]] = 1;  /* [0, 12] */
    out[where[2]] = -1;  /* [0, 17] */
    out[where[3]] = cse2;  /* [1, 1] */
    out[where[4]] = 1;  /* [1, 13] */
    out[where[5]] = -1;  /* [1, 18] */
    out[where[6]] = cse2;  /* [2, 2] */
    out[where[7]] = 1;  /* [2, 14] */
    out[where[8]] = -1;  /* [2, 19] */
    out[where[9]] = cse4 + hq*(cse12*cse16 + cse19*cse25 + cse5*cse9);  /* [3, 3] */
    out[where[10]] = hq*(cse16*cse30 + cse25*cse31 + cse28*cse5);  /* [3, 4] */
    out[where[11]] = hq*(cse16*cse33 + cse25*cse34 + cse32*cse5);  /* [3, 5] */
    out[where[12]] = hq*(cse38*cse42 + cse45*cse46);  /* [3, 9] */
    out[where[13]] = hq*(cse38*cse48 + cse46*cse49);  /* [3, 10] */
    out[where[14]] = hq*(cse38*cse52 + cse46*cse55);  /* [3, 11] */
    out[where[15]] = -q_A_bar1_32;  /* [3, 15] */
    out[where[16]] = q_A_bar1_22;  /* [3, 16] */
    out[where[17]] = cse59;  /* [3, 20] */
    out[where[18]] = hq*(cse12*cse75 + cse19*cse76 + cse61*cse9) - hv*(-cse4*v_w_bar1_z + cse60*v_w_bar1_z);  /* [4, 3] */
    out[where[19]] = cse60 + hq*(cse28*cse61 + cse30*cse75 + cse31*cse76);  /* [4, 4] */
    out[where[20]] = hq*(cse32*cse61 + cse33*cse75 + cse34*cse76) - hv*(-cse77 + cse78);  /* [4, 5] */
    out[where[21]] = hq*(cse42*cse82 + cse45*cse83);  /* [4, 9] */
    out[where[22]] = hq*(cse48*cse82 + cse49*cse83);  /* [4, 10] */
    out[where[23]] = hq*(cse52*cse82 + cse55*cse83);  /* [4, 11] */
    out[where[24]] = cse84;  /* [4, 12] */
    out[where[25]] = cse85;  /* [4, 13] */
    out[where[26]] = cse86;  /* [4, 14] */
    out[where[27]] = q_A_bar1_31;  /* [4, 15] */
    out[where[28]] = -q_A_bar1_21;  /* [4, 16] */
    out[where[29]] = cse84;  /* [4, 17] */
    out[where[30]] = cse85;  /* [4, 18] */
    out[where[31]] = cse86;  /* [4, 19] */
    out[where[32]] = cse59;  /* [4, 21] */
    out[where[33]] = hq*(cse12*cse87 + cse19*cse92 + cse9*cse91) - hv*(cse4*v_w_bar1_y - cse60*v_w_bar1_y);  /* [5, 3] */
    out[where[34]] = hq*(cse28*cse91 + cse30*cse87 + cse31*cse92) - hv*(cse77 - cse78);  /* [5, 4] */
    out[where[35]] = cse60 + hq*(cse32*cse91 + cse33*cse87 + cse34*cse92);  /* [5, 5] */
    out[where[36]] = hq*(cse42*cse96 + cse45*cse97);  /* [5, 9] */
    out[where[37]] = hq*(cse48*cse96 + cse49*cse97);  /* [5, 10] */
    out[where[38]] = hq*(cse52*cse96 + cse55*cse97);  /* [5, 11] */
    out[where[39]] = cse99;  /* [5, 12] */
    out[where[40]] = cse101;  /* [5, 13] */
    out[where[41]] = cse103;  /* [5, 14] */
    out[where[42]] = cse99;  /* [5, 17] */
    out[where[43]] = cse101;  /* [5, 18] */
    out[where[44]] = cse103;  /* [5, 19] */
    out[where[45]] = cse104;  /* [5, 20] */
    out[where[46]] = cse105;  /* [5, 21] */
    out[where[47]] = cse106;  /* [6, 6] */
    out[where[48]] = 1;  /* [6, 17] */
    out[where[49]] = cse106;  /* [7, 7] */
    out[where[50]] = 1;  /* [7, 18] */
    out[where[51]] = cse106;  /* [8, 8] */
    out[where[52]] = 1;  /* [8, 19] */
    out[where[53]] = hq*(cse113*cse9 + cse12*cse83 + cse19*cse46);  /* [9, 3] */
    out[where[54]] = hq*(cse113*cse28 + cse30*cse83 + cse31*cse46);  /* [9, 4] */
    out[where[55]] = hq*(cse113*cse32 + cse33*cse83 + cse34*cse46);  /* [9, 5] */
    out[where[56]] = cse114 + hq*(cse124*cse125 + cse126*cse45);  /* [9, 9] */
    out[where[57]] = hq*(cse124*cse127 + cse126*cse49);  /* [9, 10] */
    out[where[58]] = hq*(cse124*cse128 + cse126*cse55);  /* [9, 11] */
    out[where[59]] = cse129;  /* [9, 20] */
    out[where[60]] = cse130;  /* [9, 21] */
    out[where[61]] = hq*(cse12*cse82 + cse137*cse9 + cse19*cse38);  /* [10, 3] */
    out[where[62]] = hq*(cse137*cse28 + cse30*cse82 + cse31*cse38);  /* [10, 4] */
    out[where[63]] = hq*(cse137*cse32 + cse33*cse82 + cse34*cse38);  /* [10, 5] */
    out[where[64]] = hq*(cse125*cse142 + cse145*cse42 + cse149*cse45) - hv*(-cse114*v_w_bar2_z + cse138*v_w_bar2_z);  /* [10, 9] */
    out[where[65]] = cse138 + hq*(cse127*cse142 + cse145*cse48 + cse149*cse49);  /* [10, 10] */
    out[where[66]] = hq*(cse128*cse142 + cse145*cse52 + cse149*cse55) - hv*(-cse150 + cse151);  /* [10, 11] */
    out[where[67]] = cse152;  /* [10, 17] */
    out[where[68]] = cse153;  /* [10, 18] */
    out[where[69]] = cse154;  /* [10, 19] */
    out[where[70]] = cse155;  /* [10, 20] */
    out[where[71]] = cse156;  /* [10, 21] */
    out[where[72]] = hq*(cse125*cse144 + cse157*cse45) - hv*(cse114*v_w_bar2_y - cse138*v_w_bar2_y);  /* [11, 9] */
    out[where[73]] = hq*(cse127*cse144 + cse157*cse49) - hv*(cse150 - cse151);  /* [11, 10] */
    out[where[74]] = cse138 + hq*(cse128*cse144 + cse157*cse55);  /* [11, 11] */
    out[where[75]] = -cse148;  /* [11, 17] */
    out[where[76]] = -cse146;  /* [11, 18] */
    out[where[77]] = -cse147;  /* [11, 19] */
    out[where[78]] = 1;  /* [12, 0] */
    out[where[79]] = cse158;  /* [12, 3] */
    out[where[80]] = cse159;  /* [12, 4] */
    out[where[81]] = cse160;  /* [12, 5] */
    out[where[82]] = 1;  /* [13, 1] */
    out[where[83]] = cse161;  /* [13, 3] */
    out[where[84]] = cse162;  /* [13, 4] */
    out[where[85]] = cse163;  /* [13, 5] */
    out[where[86]] = 1;  /* [14, 2] */
    out[where[87]] = cse164;  /* [14, 3] */
    out[where[88]] = cse165;  /* [14, 4] */
    out[where[89]] = cse166;  /* [14, 5] */
    out[where[90]] = cse12*q_A_bar1_31 - cse19*q_A_bar1_32;  /* [15, 3] */
    out[where[91]] = cse30*q_A_bar1_31 - cse31*q_A_bar1_32;  /* [15, 4] */
    out[where[92]] = cse33*q_A_bar1_31 - cse34*q_A_bar1_32;  /* [15, 5] */
    out[where[93]] = -cse12*q_A_bar1_21 + cse19*q_A_bar1_22;  /* [16, 3] */
    out[where[94]] = -cse30*q_A_bar1_21 + cse31*q_A_bar1_22;  /* [16, 4] */
    out[where[95]] = -cse33*q_A_bar1_21 + cse34*q_A_bar1_22;  /* [16, 5] */
    out[where[96]] = -1;  /* [17, 0] */
    out[where[97]] = cse158;  /* [17, 3] */
    out[where[98]] = cse159;  /* [17, 4] */
    out[where[99]] = cse160;  /* [17, 5] */
    out[where[100]] = 1;  /* [17, 6] */
    out[where[101]] = -cse125*cse148 + cse152*cse42;  /* [17, 9] */
    out[where[102]] = -cse127*cse148 + cse152*cse48;  /* [17, 10] */
    out[where[103]] = -cse128*cse148 + cse152*cse52;  /* [17, 11] */
    out[where[104]] = -1;  /* [18, 1] */
    out[where[105]] = cse161;  /* [18, 3] */
    out[where[106]] = cse162;  /* [18, 4] */
    out[where[107]] = cse163;  /* [18, 5] */
    out[where[108]] = 1;  /* [18, 7] */
    out[where[109]] = -cse125*cse146 + cse153*cse42;  /* [18, 9] */
    out[where[110]] = -cse127*cse146 + cse153*cse48;  /* [18, 10] */
    out[where[111]] = -cse128*cse146 + cse153*cse52;  /* [18, 11] */
    out[where[112]] = -1;  /* [19, 2] */
    out[where[113]] = cse164;  /* [19, 3] */
    out[where[114]] = cse165;  /* [19, 4] */
    out[where[115]] = cse166;  /* [19, 5] */
    out[where[116]] = 1;  /* [19, 8] */
    out[where[117]] = -cse125*cse147 + cse154*cse42;  /* [19, 9] */
    out[where[118]] = -cse127*cse147 + cse154*cse48;  /* [19, 10] */
    out[where[119]] = -cse128*cse147 + cse154*cse52;  /* [19, 11] */
    out[where[120]] = cse104*cse9 + cse19*cse59;  /* [20, 3] */
    out[where[121]] = cse104*cse28 + cse31*cse59;  /* [20, 4] */
    out[where[122]] = cse104*cse32 + cse34*cse59;  /* [20, 5] */
    out[where[123]] = cse129*cse45 + cse155*cse42;  /* [20, 9] */
    out[where[124]] = cse129*cse49 + cse155*cse48;  /* [20, 10] */
    out[where[125]] = cse129*cse55 + cse155*cse52;  /* [20, 11] */
    out[where[126]] = cse105*cse9 + cse12*cse59;  /* [21, 3] */
    out[where[127]] = cse105*cse28 + cse30*cse59;  /* [21, 4] */
    out[where[128]] = cse105*cse32 + cse33*cse59;  /* [21, 5] */
    out[where[129]] = cse130*cse45 + cse156*cse42;  /* [21, 9] */
    out[where[130]] = cse130*cse49 + cse156*cse48;  /* [21, 10] */
    out[where[131]] = cse130*cse55 + cse156*cse52;  /* [21, 11] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_double_pendulum_rA_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_double_pendulum_rA_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_double_pendulum_rA_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 22 x 22 row-major, 132 nonzero (the cells of genalpha_matrix_band).
 */
void mg_double_pendulum_rA_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 484);
    mg_double_pendulum_rA_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_double_pendulum_rA_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 24); p (parameters, 4).
 * Output: out, 10 x 12 row-major, 63 nonzero.
 * 236 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_B(const double *q, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_r_bar2_x = q[12];
    const double q_r_bar2_y = q[13];
    const double q_r_bar2_z = q[14];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double p_L1 = p[0];
    const double cse0 = -q_A_bar1_31;
    const double cse1 = -q_A_bar1_32;
    const double cse2 = -q_A_bar1_33;
    const double cse3 = (1.0/2.0)*p_L1;
    const double cse4 = cse3*q_A_bar1_31;
    const double cse5 = cse3*q_A_bar1_21;
    const double cse6 = cse4*q_A_bar1_22 - cse5*q_A_bar1_32;
    const double cse7 = cse3*q_A_bar1_11;
    const double cse8 = -cse4*q_A_bar1_12 + cse7*q_A_bar1_32;
    const double cse9 = cse5*q_A_bar1_12 - cse7*q_A_bar1_22;
    const double cse10 = cse4*q_A_bar1_23 - cse5*q_A_bar1_33;
    const double cse11 = -cse4*q_A_bar1_13 + cse7*q_A_bar1_33;
    const double cse12 = cse5*q_A_bar1_13 - cse7*q_A_bar1_23;
    const double cse13 = cse5 + q_r_bar1_y - q_r_bar2_y;
    const double cse14 = cse4 + q_r_bar1_z - q_r_bar2_z;
    const double cse15 = cse13*q_A_bar2_31 - cse14*q_A_bar2_21;
    const double cse16 = cse7 + q_r_bar1_x - q_r_bar2_x;
    const double cse17 = cse14*q_A_bar2_11 - cse16*q_A_bar2_31;
    const double cse18 = -cse13*q_A_bar2_11 + cse16*q_A_bar2_21;
    const double cse19 = cse13*q_A_bar2_32 - cse14*q_A_bar2_22;
    const double cse20 = cse14*q_A_bar2_12 - cse16*q_A_bar2_32;
    const double cse21 = -cse13*q_A_bar2_12 + cse16*q_A_bar2_22;
    const double cse22 = cse13*q_A_bar2_33 - cse14*q_A_bar2_23;
    const double cse23 = cse14*q_A_bar2_13 - cse16*q_A_bar2_33;
    const double cse24 = -cse13*q_A_bar2_13 + cse16*q_A_bar2_23;
    const double cse25 = q_A_bar1_11*q_A_bar1_12;
    const double cse26 = q_A_bar1_21*q_A_bar1_22;
    const double cse27 = q_A_bar1_31*q_A_bar1_32;

    memset(out, 0, sizeof(double) * 120);
    out[2] = -1;  /* [0, 2] */
    out[3] = q_A_bar1_11*q_r_bar1_y - q_A_bar1_21*q_r_bar1_x;  /* [0, 3] */
    out[4] = q_A_bar1_12*q_r_bar1_y - q_A_bar1_22*q_r_bar1_x;  /* [0, 4] */
    out[5] = q_A_bar1_13*q_r_bar1_y - q_A_bar1_23*q_r_bar1_x;  /* [0, 5] */
    out[13] = 1;  /* [1, 1] */
    out[15] = q_A_bar1_11*q_r_bar1_z - q_A_bar1_31*q_r_bar1_x;  /* [1, 3] */
    out[16] = q_A_bar1_12*q_r_bar1_z - q_A_bar1_32*q_r_bar1_x;  /* [1, 4] */
    out[17] = q_A_bar1_13*q_r_bar1_z - q_A_bar1_33*q_r_bar1_x;  /* [1, 5] */
    out[24] = -1;  /* [2, 0] */
    out[27] = q_A_bar1_21*q_r_bar1_z - q_A_bar1_31*q_r_bar1_y;  /* [2, 3] */
    out[28] = q_A_bar1_22*q_r_bar1_z - q_A_bar1_32*q_r_bar1_y;  /* [2, 4] */
    out[29] = q_A_bar1_23*q_r_bar1_z - q_A_bar1_33*q_r_bar1_y;  /* [2, 5] */
    out[39] = cse0;  /* [3, 3] */
    out[40] = cse1;  /* [3, 4] */
    out[41] = cse2;  /* [3, 5] */
    out[51] = q_A_bar1_21;  /* [4, 3] */
    out[52] = q_A_bar1_22;  /* [4, 4] */
    out[53] = q_A_bar1_23;  /* [4, 5] */
    out[60] = q_A_bar1_12;  /* [5, 0] */
    out[61] = q_A_bar1_22;  /* [5, 1] */
    out[62] = q_A_bar1_32;  /* [5, 2] */
    out[64] = cse6*q_A_bar1_12 + cse8*q_A_bar1_22 + cse9*q_A_bar1_32;  /* [5, 4] */
    out[65] = cse10*q_A_bar1_12 + cse11*q_A_bar1_22 + cse12*q_A_bar1_32;  /* [5, 5] */
    out[66] = -q_A_bar1_12;  /* [5, 6] */
    out[67] = -q_A_bar1_22;  /* [5, 7] */
    out[68] = cse1;  /* [5, 8] */
    out[69] = cse15*q_A_bar1_12 + cse17*q_A_bar1_22 + cse18*q_A_bar1_32;  /* [5, 9] */
    out[70] = cse19*q_A_bar1_12 + cse20*q_A_bar1_22 + cse21*q_A_bar1_32;  /* [5, 10] */
    out[71] = cse22*q_A_bar1_12 + cse23*q_A_bar1_22 + cse24*q_A_bar1_32;  /* [5, 11] */
    out[72] = -q_A_bar1_11;  /* [6, 0] */
    out[73] = -q_A_bar1_21;  /* [6, 1] */
    out[74] = cse0;  /* [6, 2] */
    out[76] = -cse6*q_A_bar1_11 - cse8*q_A_bar1_21 - cse9*q_A_bar1_31;  /* [6, 4] */
    out[77] = -cse10*q_A_bar1_11 - cse11*q_A_bar1_21 - cse12*q_A_bar1_31;  /* [6, 5] */
    out[78] = q_A_bar1_11;  /* [6, 6] */
    out[79] = q_A_bar1_21;  /* [6, 7] */
    out[80] = q_A_bar1_31;  /* [6, 8] */
    out[81] = -cse15*q_A_bar1_11 - cse17*q_A_bar1_21 - cse18*q_A_bar1_31;  /* [6, 9] */
    out[82] = -cse19*q_A_bar1_11 - cse20*q_A_bar1_21 - cse21*q_A_bar1_31;  /* [6, 10] */
    out[83] = -cse22*q_A_bar1_11 - cse23*q_A_bar1_21 - cse24*q_A_bar1_31;  /* [6, 11] */
    out[84] = q_A_bar1_13;  /* [7, 0] */
    out[85] = q_A_bar1_23;  /* [7, 1] */
    out[86] = q_A_bar1_33;  /* [7, 2] */
    out[88] = cse6*q_A_bar1_13 + cse8*q_A_bar1_23 + cse9*q_A_bar1_33;  /* [7, 4] */
    out[89] = cse10*q_A_bar1_13 + cse11*q_A_bar1_23 + cse12*q_A_bar1_33;  /* [7, 5] */
    out[90] = -q_A_bar1_13;  /* [7, 6] */
    out[91] = -q_A_bar1_23;  /* [7, 7] */
    out[92] = cse2;  /* [7, 8] */
    out[93] = cse15*q_A_bar1_13 + cse17*q_A_bar1_23 + cse18*q_A_bar1_33;  /* [7, 9] */
    out[94] = cse19*q_A_bar1_13 + cse20*q_A_bar1_23 + cse21*q_A_bar1_33;  /* [7, 10] */
    out[95] = cse22*q_A_bar1_13 + cse23*q_A_bar1_23 + cse24*q_A_bar1_33;  /* [7, 11] */
    out[99] = cse25 + cse26 + cse27;  /* [8, 3] */
    out[100] = (q_A_bar1_12*q_A_bar1_12) + (q_A_bar1_22*q_A_bar1_22) + (q_A_bar1_32*q_A_bar1_32);  /* [8, 4] */
    out[101] = q_A_bar1_12*q_A_bar1_13 + q_A_bar1_22*q_A_bar1_23 + q_A_bar1_32*q_A_bar1_33;  /* [8, 5] */
    out[105] = -q_A_bar1_12*q_A_bar2_11 - q_A_bar1_22*q_A_bar2_21 - q_A_bar1_32*q_A_bar2_31;  /* [8, 9] */
    out[106] = -q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32;  /* [8, 10] */
    out[107] = -q_A_bar1_12*q_A_bar2_13 - q_A_bar1_22*q_A_bar2_23 - q_A_bar1_32*q_A_bar2_33;  /* [8, 11] */
    out[111] = -(q_A_bar1_11*q_A_bar1_11) - (q_A_bar1_21*q_A_bar1_21) - (q_A_bar1_31*q_A_bar1_31);  /* [9, 3] */
    out[112] = -cse25 - cse26 - cse27;  /* [9, 4] */
    out[113] = -q_A_bar1_11*q_A_bar1_13 - q_A_bar1_21*q_A_bar1_23 - q_A_bar1_31*q_A_bar1_33;  /* [9, 5] */
    out[117] = q_A_bar1_11*q_A_bar2_11 + q_A_bar1_21*q_A_bar2_21 + q_A_bar1_31*q_A_bar2_31;  /* [9, 9] */
    out[118] = q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32;  /* [9, 10] */
    out[119] = q_A_bar1_11*q_A_bar2_13 + q_A_bar1_21*q_A_bar2_23 + q_A_bar1_31*q_A_bar2_33;  /* [9, 11] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 24); p (parameters, 4).
 * Output: out, 2 x 24 row-major, 39 nonzero.
 * 27 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_r_bar2_x = q[12];
    const double q_r_bar2_y = q[13];
    const double q_r_bar2_z = q[14];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = (1.0/2.0)*p_L1;
    const double cse1 = cse0*q_A_bar1_11;
    const double cse2 = cse0*q_A_bar1_21;
    const double cse3 = cse0*q_A_bar1_31;
    const double cse4 = -q_A_bar1_11;
    const double cse5 = -q_A_bar1_21;
    const double cse6 = -q_A_bar1_31;
    const double cse7 = (1.0/2.0)*p_L2;

    memset(out, 0, sizeof(double) * 48);
    out[5] = 1;  /* [0, 5] */
    out[7] = -1;  /* [0, 7] */
    out[9] = 1;  /* [0, 9] */
    out[12] = -cse1 + q_r_bar1_x;  /* [0, 12] */
    out[13] = -cse2 + q_r_bar1_y;  /* [0, 13] */
    out[14] = -cse3 + q_r_bar1_z;  /* [0, 14] */
    out[15] = q_A_bar1_12;  /* [0, 15] */
    out[16] = cse4;  /* [0, 16] */
    out[17] = q_A_bar1_13;  /* [0, 17] */
    out[18] = q_A_bar1_22;  /* [0, 18] */
    out[19] = cse5;  /* [0, 19] */
    out[20] = q_A_bar1_23;  /* [0, 20] */
    out[21] = q_A_bar1_32;  /* [0, 21] */
    out[22] = cse6;  /* [0, 22] */
    out[23] = q_A_bar1_33;  /* [0, 23] */
    out[24] = cse1 + q_r_bar1_x;  /* [1, 0] */
    out[25] = cse2 + q_r_bar1_y;  /* [1, 1] */
    out[26] = cse3 + q_r_bar1_z;  /* [1, 2] */
    out[27] = q_A_bar1_12;  /* [1, 3] */
    out[28] = cse4;  /* [1, 4] */
    out[29] = q_A_bar1_13;  /* [1, 5] */
    out[30] = q_A_bar1_22;  /* [1, 6] */
    out[31] = cse5;  /* [1, 7] */
    out[32] = q_A_bar1_23;  /* [1, 8] */
    out[33] = q_A_bar1_32;  /* [1, 9] */
    out[34] = cse6;  /* [1, 10] */
    out[35] = q_A_bar1_33;  /* [1, 11] */
    out[36] = -cse7*q_A_bar2_11 + q_r_bar2_x;  /* [1, 12] */
    out[37] = -cse7*q_A_bar2_21 + q_r_bar2_y;  /* [1, 13] */
    out[38] = -cse7*q_A_bar2_31 + q_r_bar2_z;  /* [1, 14] */
    out[39] = -q_A_bar2_11;  /* [1, 15] */
    out[40] = -q_A_bar2_12;  /* [1, 16] */
    out[41] = q_A_bar2_13;  /* [1, 17] */
    out[42] = -q_A_bar2_21;  /* [1, 18] */
    out[43] = -q_A_bar2_22;  /* [1, 19] */
    out[44] = q_A_bar2_23;  /* [1, 20] */
    out[45] = -q_A_bar2_31;  /* [1, 21] */
    out[46] = -q_A_bar2_32;  /* [1, 22] */
    out[47] = q_A_bar2_33;  /* [1, 23] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_double_pendulum_rA_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_reaction_frames(q + (size_t)k * 24, p, out + (size_t)k * 48);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); p (parameters, 4).
 * Output: out, 2 x 18 row-major, 36 nonzero.
 * 209 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_r_bar2_x = q[12];
    const double q_r_bar2_y = q[13];
    const double q_r_bar2_z = q[14];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = (1.0/2.0)*p_L1;
    const double cse1 = cse0*q_A_bar1_31;
    const double cse2 = -cse1;
    const double cse3 = cse0*q_A_bar1_21;
    const double cse4 = -q_r_bar1_y;
    const double cse5 = cse0*q_A_bar1_11;
    const double cse6 = -cse5;
    const double cse7 = q_A_bar1_33*v_w_bar1_z;
    const double cse8 = q_A_bar1_32*v_w_bar1_y;
    const double cse9 = q_A_bar1_31*v_w_bar1_x;
    const double cse10 = cse7 + cse8 + cse9;
    const double cse11 = q_A_bar1_23*v_w_bar1_z;
    const double cse12 = q_A_bar1_22*v_w_bar1_y;
    const double cse13 = q_A_bar1_21*v_w_bar1_x;
    const double cse14 = -cse11 - cse12 - cse13;
    const double cse15 = q_A_bar1_13*v_w_bar1_z;
    const double cse16 = q_A_bar1_12*v_w_bar1_y;
    const double cse17 = q_A_bar1_11*v_w_bar1_x;
    const double cse18 = cse15 + cse16 + cse17;
    const double cse19 = cse11 + cse12 + cse13;
    const double cse20 = -cse18*cse3 + cse19*cse5;
    const double cse21 = cse1*cse18;
    const double cse22 = cse10*cse5;
    const double cse23 = -v_rd_bar1_y;
    const double cse24 = -cse1*cse19 + cse10*cse3;
    const double cse25 = (1.0/2.0)*p_L2;
    const double cse26 = cse25*q_A_bar2_31;
    const double cse27 = cse2 - cse26 - q_r_bar1_z + q_r_bar2_z;
    const double cse28 = cse25*q_A_bar2_21;
    const double cse29 = -cse28 - cse3 + cse4 + q_r_bar2_y;
    const double cse30 = cse25*q_A_bar2_11;
    const double cse31 = -cse30 + cse6 - q_r_bar1_x + q_r_bar2_x;
    const double cse32 = q_A_bar2_31*v_w_bar2_x + q_A_bar2_32*v_w_bar2_y + q_A_bar2_33*v_w_bar2_z;
    const double cse33 = cse32 - cse7 - cse8 - cse9;
    const double cse34 = q_A_bar2_21*v_w_bar2_x + q_A_bar2_22*v_w_bar2_y + q_A_bar2_23*v_w_bar2_z;
    const double cse35 = cse14 + cse34;
    const double cse36 = q_A_bar2_11*v_w_bar2_x + q_A_bar2_12*v_w_bar2_y + q_A_bar2_13*v_w_bar2_z;
    const double cse37 = -cse15 - cse16 - cse17 + cse36;
    const double cse38 = -cse18*cse29 + cse19*cse31 + cse20 - cse28*cse36 + cse30*cse34 - v_rd_bar1_z + v_rd_bar2_z;
    const double cse39 = -cse10*cse31 + cse18*cse27 + cse21 - cse22 + cse23 + cse26*cse36 - cse30*cse32 + v_rd_bar2_y;
    const double cse40 = cse10*cse29 - cse19*cse27 + cse24 - cse26*cse34 + cse28*cse32 - v_rd_bar1_x + v_rd_bar2_x;

    out[0] = q_A_bar1_32;  /* [0, 0] */
    out[1] = -q_A_bar1_31;  /* [0, 1] */
    out[2] = q_A_bar1_33;  /* [0, 2] */
    out[3] = -q_A_bar1_22;  /* [0, 3] */
    out[4] = q_A_bar1_21;  /* [0, 4] */
    out[5] = -q_A_bar1_23;  /* [0, 5] */
    out[6] = q_A_bar1_12;  /* [0, 6] */
    out[7] = -q_A_bar1_11;  /* [0, 7] */
    out[8] = q_A_bar1_13;  /* [0, 8] */
    out[9] = cse2 + q_r_bar1_z;  /* [0, 9] */
    out[10] = cse3 + cse4;  /* [0, 10] */
    out[11] = cse6 + q_r_bar1_x;  /* [0, 11] */
    out[12] = cse10;  /* [0, 12] */
    out[13] = cse14;  /* [0, 13] */
    out[14] = cse18;  /* [0, 14] */
    out[15] = cse20 + v_rd_bar1_z;  /* [0, 15] */
    out[16] = -cse21 + cse22 + cse23;  /* [0, 16] */
    out[17] = cse24 + v_rd_bar1_x;  /* [0, 17] */
    out[18] = -q_A_bar1_12*q_A_bar2_11 - q_A_bar1_22*q_A_bar2_21 - q_A_bar1_32*q_A_bar2_31;  /* [1, 0] */
    out[19] = -q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32;  /* [1, 1] */
    out[20] = q_A_bar1_12*q_A_bar2_13 + q_A_bar1_22*q_A_bar2_23 + q_A_bar1_32*q_A_bar2_33;  /* [1, 2] */
    out[21] = q_A_bar1_11*q_A_bar2_11 + q_A_bar1_21*q_A_bar2_21 + q_A_bar1_31*q_A_bar2_31;  /* [1, 3] */
    out[22] = q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32;  /* [1, 4] */
    out[23] = -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33;  /* [1, 5] */
    out[24] = -q_A_bar1_13*q_A_bar2_11 - q_A_bar1_23*q_A_bar2_21 - q_A_bar1_33*q_A_bar2_31;  /* [1, 6] */
    out[25] = -q_A_bar1_13*q_A_bar2_12 - q_A_bar1_23*q_A_bar2_22 - q_A_bar1_33*q_A_bar2_32;  /* [1, 7] */
    out[26] = q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33;  /* [1, 8] */
    out[27] = cse27*q_A_bar1_32 + cse29*q_A_bar1_22 + cse31*q_A_bar1_12;  /* [1, 9] */
    out[28] = -cse27*q_A_bar1_31 - cse29*q_A_bar1_21 - cse31*q_A_bar1_11;  /* [1, 10] */
    out[29] = cse27*q_A_bar1_33 + cse29*q_A_bar1_23 + cse31*q_A_bar1_13;  /* [1, 11] */
    out[30] = cse33*q_A_bar1_32 + cse35*q_A_bar1_22 + cse37*q_A_bar1_12;  /* [1, 12] */
    out[31] = -cse33*q_A_bar1_31 - cse35*q_A_bar1_21 - cse37*q_A_bar1_11;  /* [1, 13] */
    out[32] = cse33*q_A_bar1_33 + cse35*q_A_bar1_23 + cse37*q_A_bar1_13;  /* [1, 14] */
    out[33] = cse38*q_A_bar1_32 + cse39*q_A_bar1_22 + cse40*q_A_bar1_12;  /* [1, 15] */
    out[34] = -cse38*q_A_bar1_31 - cse39*q_A_bar1_21 - cse40*q_A_bar1_11;  /* [1, 16] */
    out[35] = cse38*q_A_bar1_33 + cse39*q_A_bar1_23 + cse40*q_A_bar1_13;  /* [1, 17] */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_double_pendulum_rA_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_joint_motion(q + (size_t)k * 24, v + (size_t)k * 12, p, out + (size_t)k * 36);
    }
}

/* taylor_residual: Constraints at the second-order Taylor prediction of every body over one step (seed 003 eqs.
 * 12-20, 21-33).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); a (accelerations (time derivative of v), 12); t (time); p (parameters, 4); h (step size).
 * Output: out, 10 x 1 row-major, 10 nonzero.
 * 260 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_taylor_residual(const double *q, const double *v, const double *a, double t, const double *p, double h, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_r_bar2_x = q[12];
    const double q_r_bar2_y = q[13];
    const double q_r_bar2_z = q[14];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    const double a_0 = a[0];
    const double a_1 = a[1];
    const double a_2 = a[2];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double a_7 = a[7];
    const double a_8 = a[8];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = -(v_w_bar1_y*v_w_bar1_y);
    const double cse1 = -(v_w_bar1_z*v_w_bar1_z);
    const double cse2 = cse0 + cse1;
    const double cse3 = v_w_bar1_x*v_w_bar1_y;
    const double cse4 = a_5 + cse3;
    const double cse5 = v_w_bar1_x*v_w_bar1_z;
    const double cse6 = -a_4 + cse5;
    const double cse7 = (1.0/2.0)*(h*h);
    const double cse8 = cse7*(cse2*q_A_bar1_11 + cse4*q_A_bar1_12 + cse6*q_A_bar1_13) + h*(q_A_bar1_12*v_w_bar1_z - q_A_bar1_13*v_w_bar1_y) + q_A_bar1_11;
    const double cse9 = (1.0/2.0)*p_L1;
    const double cse10 = -cse8*cse9;
    const double cse11 = a_0*cse7 + h*v_rd_bar1_x + q_r_bar1_x;
    const double cse12 = cse7*(cse2*q_A_bar1_21 + cse4*q_A_bar1_22 + cse6*q_A_bar1_23) + h*(q_A_bar1_22*v_w_bar1_z - q_A_bar1_23*v_w_bar1_y) + q_A_bar1_21;
    const double cse13 = -cse12*cse9;
    const double cse14 = a_1*cse7 + h*v_rd_bar1_y + q_r_bar1_y;
    const double cse15 = cse7*(cse2*q_A_bar1_31 + cse4*q_A_bar1_32 + cse6*q_A_bar1_33) + h*(q_A_bar1_32*v_w_bar1_z - q_A_bar1_33*v_w_bar1_y) + q_A_bar1_31;
    const double cse16 = -cse15*cse9;
    const double cse17 = a_2*cse7 + h*v_rd_bar1_z + q_r_bar1_z;
    const double cse18 = a_4 + cse5;
    const double cse19 = v_w_bar1_y*v_w_bar1_z;
    const double cse20 = -a_3 + cse19;
    const double cse21 = -(v_w_bar1_x*v_w_bar1_x);
    const double cse22 = cse0 + cse21;
    const double cse23 = -(v_w_bar2_y*v_w_bar2_y);
    const double cse24 = cse23 - (v_w_bar2_z*v_w_bar2_z);
    const double cse25 = a_11 + v_w_bar2_x*v_w_bar2_y;
    const double cse26 = v_w_bar2_x*v_w_bar2_z;
    const double cse27 = -a_10 + cse26;
    const double cse28 = (1.0/2.0)*p_L2;
    const double cse29 = a_10 + cse26;
    const double cse30 = -a_9 + v_w_bar2_y*v_w_bar2_z;
    const double cse31 = cse23 - (v_w_bar2_x*v_w_bar2_x);
    const double cse32 = cse7*(cse29*q_A_bar2_11 + cse30*q_A_bar2_12 + cse31*q_A_bar2_13) + h*(q_A_bar2_11*v_w_bar2_y - q_A_bar2_12*v_w_bar2_x) + q_A_bar2_13;
    const double cse33 = -a_5 + cse3;
    const double cse34 = cse1 + cse21;
    const double cse35 = a_3 + cse19;
    const double cse36 = cse7*(cse29*q_A_bar2_21 + cse30*q_A_bar2_22 + cse31*q_A_bar2_23) + h*(q_A_bar2_21*v_w_bar2_y - q_A_bar2_22*v_w_bar2_x) + q_A_bar2_23;
    const double cse37 = cse7*(cse29*q_A_bar2_31 + cse30*q_A_bar2_32 + cse31*q_A_bar2_33) + h*(q_A_bar2_31*v_w_bar2_y - q_A_bar2_32*v_w_bar2_x) + q_A_bar2_33;

    out[0] = cse10 + cse11;  /* [0, 0] */
    out[1] = cse13 + cse14;  /* [1, 0] */
    out[2] = cse16 + cse17;  /* [2, 0] */
    out[3] = cse7*(cse18*q_A_bar1_31 + cse20*q_A_bar1_32 + cse22*q_A_bar1_33) + h*(q_A_bar1_31*v_w_bar1_y - q_A_bar1_32*v_w_bar1_x) + q_A_bar1_33;  /* [3, 0] */
    out[4] = -cse7*(cse18*q_A_bar1_21 + cse20*q_A_bar1_22 + cse22*q_A_bar1_23) - h*(q_A_bar1_21*v_w_bar1_y - q_A_bar1_22*v_w_bar1_x) - q_A_bar1_23;  /* [4, 0] */
    out[5] = a_6*cse7 + cse10 - cse11 - cse28*(cse7*(cse24*q_A_bar2_11 + cse25*q_A_bar2_12 + cse27*q_A_bar2_13) + h*(q_A_bar2_12*v_w_bar2_z - q_A_bar2_13*v_w_bar2_y) + q_A_bar2_11) + h*v_rd_bar2_x + q_r_bar2_x;  /* [5, 0] */
    out[6] = a_7*cse7 + cse13 - cse14 - cse28*(cse7*(cse24*q_A_bar2_21 + cse25*q_A_bar2_22 + cse27*q_A_bar2_23) + h*(q_A_bar2_22*v_w_bar2_z - q_A_bar2_23*v_w_bar2_y) + q_A_bar2_21) + h*v_rd_bar2_y + q_r_bar2_y;  /* [6, 0] */
    out[7] = a_8*cse7 + cse16 - cse17 - cse28*(cse7*(cse24*q_A_bar2_31 + cse25*q_A_bar2_32 + cse27*q_A_bar2_33) + h*(q_A_bar2_32*v_w_bar2_z - q_A_bar2_33*v_w_bar2_y) + q_A_bar2_31) + h*v_rd_bar2_z + q_r_bar2_z;  /* [7, 0] */
    out[8] = cse32*(cse7*(cse33*q_A_bar1_11 + cse34*q_A_bar1_12 + cse35*q_A_bar1_13) + h*(-q_A_bar1_11*v_w_bar1_z + q_A_bar1_13*v_w_bar1_x) + q_A_bar1_12) + cse36*(cse7*(cse33*q_A_bar1_21 + cse34*q_A_bar1_22 + cse35*q_A_bar1_23) + h*(-q_A_bar1_21*v_w_bar1_z + q_A_bar1_23*v_w_bar1_x) + q_A_bar1_22) + cse37*(cse7*(cse33*q_A_bar1_31 + cse34*q_A_bar1_32 + cse35*q_A_bar1_33) + h*(-q_A_bar1_31*v_w_bar1_z + q_A_bar1_33*v_w_bar1_x) + q_A_bar1_32);  /* [8, 0] */
    out[9] = -cse12*cse36 - cse15*cse37 - cse32*cse8;  /* [9, 0] */
}

/* taylor_matrix: Sensitivity of the predicted constraints to the accelerations; times M^-1 B^T it is the
 * reaction matrix of seed 003 eq. (36).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); a (accelerations (time derivative of v), 12); t (time); p (parameters, 4); h (step size).
 * Output: out, 10 x 12 row-major, 39 nonzero.
 * 207 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_taylor_matrix(const double *q, const double *v, const double *a, double t, const double *p, double h, double *out)
{
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_9 = a[9];
    const double a_10 = a[10];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = (h*h);
    const double cse1 = (1.0/2.0)*cse0;
    const double cse2 = (1.0/4.0)*cse0;
    const double cse3 = cse2*p_L1;
    const double cse4 = cse3*q_A_bar1_13;
    const double cse5 = -cse3*q_A_bar1_12;
    const double cse6 = cse3*q_A_bar1_23;
    const double cse7 = -cse3*q_A_bar1_22;
    const double cse8 = cse3*q_A_bar1_33;
    const double cse9 = -cse3*q_A_bar1_32;
    const double cse10 = cse1*q_A_bar1_32;
    const double cse11 = cse1*q_A_bar1_31;
    const double cse12 = cse1*q_A_bar1_22;
    const double cse13 = cse1*q_A_bar1_21;
    const double cse14 = -cse1;
    const double cse15 = cse2*p_L2;
    const double cse16 = a_10 + v_w_bar2_x*v_w_bar2_z;
    const double cse17 = -a_9 + v_w_bar2_y*v_w_bar2_z;
    const double cse18 = -(v_w_bar2_x*v_w_bar2_x) - (v_w_bar2_y*v_w_bar2_y);
    const double cse19 = cse1*(cse16*q_A_bar2_31 + cse17*q_A_bar2_32 + cse18*q_A_bar2_33) + h*(q_A_bar2_31*v_w_bar2_y - q_A_bar2_32*v_w_bar2_x) + q_A_bar2_33;
    const double cse20 = cse1*(cse16*q_A_bar2_21 + cse17*q_A_bar2_22 + cse18*q_A_bar2_23) + h*(q_A_bar2_21*v_w_bar2_y - q_A_bar2_22*v_w_bar2_x) + q_A_bar2_23;
    const double cse21 = cse1*(cse1*(cse16*q_A_bar2_11 + cse17*q_A_bar2_12 + cse18*q_A_bar2_13) + h*(q_A_bar2_11*v_w_bar2_y - q_A_bar2_12*v_w_bar2_x) + q_A_bar2_13);
    const double cse22 = cse1*cse19*q_A_bar1_33 + cse1*cse20*q_A_bar1_23 + cse21*q_A_bar1_13;
    const double cse23 = v_w_bar1_x*v_w_bar1_y;
    const double cse24 = -a_5 + cse23;
    const double cse25 = a_3 + v_w_bar1_y*v_w_bar1_z;
    const double cse26 = -(v_w_bar1_z*v_w_bar1_z);
    const double cse27 = cse26 - (v_w_bar1_x*v_w_bar1_x);
    const double cse28 = cse1*(cse1*(cse24*q_A_bar1_31 + cse25*q_A_bar1_33 + cse27*q_A_bar1_32) + h*(-q_A_bar1_31*v_w_bar1_z + q_A_bar1_33*v_w_bar1_x) + q_A_bar1_32);
    const double cse29 = cse1*(cse1*(cse24*q_A_bar1_21 + cse25*q_A_bar1_23 + cse27*q_A_bar1_22) + h*(-q_A_bar1_21*v_w_bar1_z + q_A_bar1_23*v_w_bar1_x) + q_A_bar1_22);
    const double cse30 = cse1*(cse1*(cse24*q_A_bar1_11 + cse25*q_A_bar1_13 + cse27*q_A_bar1_12) + h*(-q_A_bar1_11*v_w_bar1_z + q_A_bar1_13*v_w_bar1_x) + q_A_bar1_12);
    const double cse31 = cse26 - (v_w_bar1_y*v_w_bar1_y);
    const double cse32 = a_5 + cse23;
    const double cse33 = -a_4 + v_w_bar1_x*v_w_bar1_z;
    const double cse34 = cse1*(cse1*(cse31*q_A_bar1_31 + cse32*q_A_bar1_32 + cse33*q_A_bar1_33) + h*(q_A_bar1_32*v_w_bar1_z - q_A_bar1_33*v_w_bar1_y) + q_A_bar1_31);
    const double cse35 = cse1*(cse1*(cse31*q_A_bar1_21 + cse32*q_A_bar1_22 + cse33*q_A_bar1_23) + h*(q_A_bar1_22*v_w_bar1_z - q_A_bar1_23*v_w_bar1_y) + q_A_bar1_21);
    const double cse36 = cse1*(cse1*(cse31*q_A_bar1_11 + cse32*q_A_bar1_12 + cse33*q_A_bar1_13) + h*(q_A_bar1_12*v_w_bar1_z - q_A_bar1_13*v_w_bar1_y) + q_A_bar1_11);

    memset(out, 0, sizeof(double) * 120);
    out[0] = cse1;  /* [0, 0] */
    out[4] = cse4;  /* [0, 4] */
    out[5] = cse5;  /* [0, 5] */
    out[13] = cse1;  /* [1, 1] */
    out[16] = cse6;  /* [1, 4] */
    out[17] = cse7;  /* [1, 5] */
    out[26] = cse1;  /* [2, 2] */
    out[28] = cse8;  /* [2, 4] */
    out[29] = cse9;  /* [2, 5] */
    out[39] = -cse10;  /* [3, 3] */
    out[40] = cse11;  /* [3, 4] */
    out[51] = cse12;  /* [4, 3] */
    out[52] = -cse13;  /* [4, 4] */
    out[60] = cse14;  /* [5, 0] */
    out[64] = cse4;  /* [5, 4] */
    out[65] = cse5;  /* [5, 5] */
    out[66] = cse1;  /* [5, 6] */
    out[70] = cse15*q_A_bar2_13;  /* [5, 10] */
    out[71] = -cse15*q_A_bar2_12;  /* [5, 11] */
    out[73] = cse14;  /* [6, 1] */
    out[76] = cse6;  /* [6, 4] */
    out[77] = cse7;  /* [6, 5] */
    out[79] = cse1;  /* [6, 7] */
    out[82] = cse15*q_A_bar2_23;  /* [6, 10] */
    out[83] = -cse15*q_A_bar2_22;  /* [6, 11] */
    out[86] = cse14;  /* [7, 2] */
    out[88] = cse8;  /* [7, 4] */
    out[89] = cse9;  /* [7, 5] */
    out[92] = cse1;  /* [7, 8] */
    out[94] = cse15*q_A_bar2_33;  /* [7, 10] */
    out[95] = -cse15*q_A_bar2_32;  /* [7, 11] */
    out[99] = cse22;  /* [8, 3] */
    out[101] = -cse11*cse19 - cse13*cse20 - cse21*q_A_bar1_11;  /* [8, 5] */
    out[105] = -cse28*q_A_bar2_32 - cse29*q_A_bar2_22 - cse30*q_A_bar2_12;  /* [8, 9] */
    out[106] = cse28*q_A_bar2_31 + cse29*q_A_bar2_21 + cse30*q_A_bar2_11;  /* [8, 10] */
    out[112] = cse22;  /* [9, 4] */
    out[113] = -cse10*cse19 - cse12*cse20 - cse21*q_A_bar1_12;  /* [9, 5] */
    out[117] = cse34*q_A_bar2_32 + cse35*q_A_bar2_22 + cse36*q_A_bar2_12;  /* [9, 9] */
    out[118] = -cse34*q_A_bar2_31 - cse35*q_A_bar2_21 - cse36*q_A_bar2_11;  /* [9, 10] */
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 56 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_bar1_z = q[2];
    const double q_r_bar2_z = q[14];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = (1.0/24.0)*cse1;
    const double cse3 = cse2*p_L2*(cse0 + (p_L2*p_L2));
    const double cse4 = cse2*p_L1*(cse0 + (p_L1*p_L1));
    const double cse5 = (1.0/12.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse6 = (1.0/2.0)*cse1;
    const double cse7 = 9.81*cse1;

    out[0] = cse3*(v_w_bar2_y*v_w_bar2_y) + cse3*(v_w_bar2_z*v_w_bar2_z) + cse4*(v_w_bar1_y*v_w_bar1_y) + cse4*(v_w_bar1_z*v_w_bar1_z) + cse5*p_L1*(v_w_bar1_x*v_w_bar1_x) + cse5*p_L2*(v_w_bar2_x*v_w_bar2_x) + cse6*p_L1*((v_rd_bar1_x*v_rd_bar1_x) + (v_rd_bar1_y*v_rd_bar1_y) + (v_rd_bar1_z*v_rd_bar1_z)) + cse6*p_L2*((v_rd_bar2_x*v_rd_bar2_x) + (v_rd_bar2_y*v_rd_bar2_y) + (v_rd_bar2_z*v_rd_bar2_z));  /* [0, 0] */
    out[1] = cse7*p_L1*q_r_bar1_z + cse7*p_L2*q_r_bar2_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_rA_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_energy(q + (size_t)k * 24, v + (size_t)k * 12, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_rA_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_power(q + (size_t)k * 24, v + (size_t)k * 12, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); a (accelerations (time derivative of v), 12); p (parameters, 4).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_double_pendulum_rA_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_markers(q + (size_t)k * 24, v + (size_t)k * 12, a + (size_t)k * 12, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); p (parameters, 4).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 89 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_r_bar2_x = q[12];
    const double q_r_bar2_y = q[13];
    const double q_r_bar2_z = q[14];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L2;
    const double cse3 = cse2*v_rd_bar2_x;
    const double cse4 = cse1*p_L1;
    const double cse5 = cse4*v_rd_bar1_x;
    const double cse6 = cse2*v_rd_bar2_y;
    const double cse7 = cse4*v_rd_bar1_y;
    const double cse8 = cse2*v_rd_bar2_z;
    const double cse9 = cse4*v_rd_bar1_z;
    const double cse10 = (1.0/12.0)*cse4*(cse0 + (p_L1*p_L1));
    const double cse11 = cse10*v_w_bar1_z;
    const double cse12 = (1.0/12.0)*cse2*(cse0 + (p_L2*p_L2));
    const double cse13 = cse12*v_w_bar2_z;
    const double cse14 = cse10*v_w_bar1_y;
    const double cse15 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse16 = cse15*p_L2*v_w_bar2_x;
    const double cse17 = cse12*v_w_bar2_y;
    const double cse18 = cse15*p_L1*v_w_bar1_x;

    out[0] = cse3 + cse5;  /* [0, 0] */
    out[1] = cse6 + cse7;  /* [1, 0] */
    out[2] = cse8 + cse9;  /* [2, 0] */
    out[3] = cse11*q_A_bar1_13 + cse13*q_A_bar2_13 + cse14*q_A_bar1_12 + cse16*q_A_bar2_11 + cse17*q_A_bar2_12 + cse18*q_A_bar1_11 - cse6*q_r_bar2_z - cse7*q_r_bar1_z + cse8*q_r_bar2_y + cse9*q_r_bar1_y;  /* [3, 0] */
    out[4] = cse11*q_A_bar1_23 + cse13*q_A_bar2_23 + cse14*q_A_bar1_22 + cse16*q_A_bar2_21 + cse17*q_A_bar2_22 + cse18*q_A_bar1_21 + cse3*q_r_bar2_z + cse5*q_r_bar1_z - cse8*q_r_bar2_x - cse9*q_r_bar1_x;  /* [4, 0] */
    out[5] = cse11*q_A_bar1_33 + cse13*q_A_bar2_33 + cse14*q_A_bar1_32 + cse16*q_A_bar2_31 + cse17*q_A_bar2_32 + cse18*q_A_bar1_31 - cse3*q_r_bar2_y - cse5*q_r_bar1_y + cse6*q_r_bar2_x + cse7*q_r_bar1_x;  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_double_pendulum_rA_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_momentum(q + (size_t)k * 24, v + (size_t)k * 12, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 24); p (parameters, 4).
 * Output: out, 2 x 12 row-major, 24 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_r_bar2_x = q[12];
    const double q_r_bar2_y = q[13];
    const double q_r_bar2_z = q[14];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    (void)p;

    out[0] = q_r_bar1_x;  /* [0, 0] */
    out[1] = q_r_bar1_y;  /* [0, 1] */
    out[2] = q_r_bar1_z;  /* [0, 2] */
    out[3] = q_A_bar1_11;  /* [0, 3] */
    out[4] = q_A_bar1_12;  /* [0, 4] */
    out[5] = q_A_bar1_13;  /* [0, 5] */
    out[6] = q_A_bar1_21;  /* [0, 6] */
    out[7] = q_A_bar1_22;  /* [0, 7] */
    out[8] = q_A_bar1_23;  /* [0, 8] */
    out[9] = q_A_bar1_31;  /* [0, 9] */
    out[10] = q_A_bar1_32;  /* [0, 10] */
    out[11] = q_A_bar1_33;  /* [0, 11] */
    out[12] = q_r_bar2_x;  /* [1, 0] */
    out[13] = q_r_bar2_y;  /* [1, 1] */
    out[14] = q_r_bar2_z;  /* [1, 2] */
    out[15] = q_A_bar2_11;  /* [1, 3] */
    out[16] = q_A_bar2_12;  /* [1, 4] */
    out[17] = q_A_bar2_13;  /* [1, 5] */
    out[18] = q_A_bar2_21;  /* [1, 6] */
    out[19] = q_A_bar2_22;  /* [1, 7] */
    out[20] = q_A_bar2_23;  /* [1, 8] */
    out[21] = q_A_bar2_31;  /* [1, 9] */
    out[22] = q_A_bar2_32;  /* [1, 10] */
    out[23] = q_A_bar2_33;  /* [1, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_double_pendulum_rA_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_body_frames(q + (size_t)k * 24, p, out + (size_t)k * 24);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 24); v (velocity coordinates, 12); p (parameters, 4).
 * Output: out, 2 x 6 row-major, 12 nonzero.
 * 30 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_A_bar1_11 = q[3];
    const double q_A_bar1_12 = q[4];
    const double q_A_bar1_13 = q[5];
    const double q_A_bar1_21 = q[6];
    const double q_A_bar1_22 = q[7];
    const double q_A_bar1_23 = q[8];
    const double q_A_bar1_31 = q[9];
    const double q_A_bar1_32 = q[10];
    const double q_A_bar1_33 = q[11];
    const double q_A_bar2_11 = q[15];
    const double q_A_bar2_12 = q[16];
    const double q_A_bar2_13 = q[17];
    const double q_A_bar2_21 = q[18];
    const double q_A_bar2_22 = q[19];
    const double q_A_bar2_23 = q[20];
    const double q_A_bar2_31 = q[21];
    const double q_A_bar2_32 = q[22];
    const double q_A_bar2_33 = q[23];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_w_bar1_x = v[3];
    const double v_w_bar1_y = v[4];
    const double v_w_bar1_z = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_w_bar2_x = v[9];
    const double v_w_bar2_y = v[10];
    const double v_w_bar2_z = v[11];
    (void)p;

    out[0] = v_rd_bar1_x;  /* [0, 0] */
    out[1] = v_rd_bar1_y;  /* [0, 1] */
    out[2] = v_rd_bar1_z;  /* [0, 2] */
    out[3] = q_A_bar1_11*v_w_bar1_x + q_A_bar1_12*v_w_bar1_y + q_A_bar1_13*v_w_bar1_z;  /* [0, 3] */
    out[4] = q_A_bar1_21*v_w_bar1_x + q_A_bar1_22*v_w_bar1_y + q_A_bar1_23*v_w_bar1_z;  /* [0, 4] */
    out[5] = q_A_bar1_31*v_w_bar1_x + q_A_bar1_32*v_w_bar1_y + q_A_bar1_33*v_w_bar1_z;  /* [0, 5] */
    out[6] = v_rd_bar2_x;  /* [1, 0] */
    out[7] = v_rd_bar2_y;  /* [1, 1] */
    out[8] = v_rd_bar2_z;  /* [1, 2] */
    out[9] = q_A_bar2_11*v_w_bar2_x + q_A_bar2_12*v_w_bar2_y + q_A_bar2_13*v_w_bar2_z;  /* [1, 3] */
    out[10] = q_A_bar2_21*v_w_bar2_x + q_A_bar2_22*v_w_bar2_y + q_A_bar2_23*v_w_bar2_z;  /* [1, 4] */
    out[11] = q_A_bar2_31*v_w_bar2_x + q_A_bar2_32*v_w_bar2_y + q_A_bar2_33*v_w_bar2_z;  /* [1, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_double_pendulum_rA_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rA_body_velocities(q + (size_t)k * 24, v + (size_t)k * 12, p, out + (size_t)k * 12);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 4).
 * Output: out, 2 x 12 row-major, 9 nonzero.
 * 4 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_initial_frames(const double *p, double *out)
{
    const double p_L1 = p[0];
    const double p_L2 = p[1];

    memset(out, 0, sizeof(double) * 24);
    out[1] = (1.0/2.0)*p_L1;  /* [0, 1] */
    out[5] = 1;  /* [0, 5] */
    out[6] = 1;  /* [0, 6] */
    out[10] = 1;  /* [0, 10] */
    out[13] = p_L1;  /* [1, 1] */
    out[14] = -1.0/2.0*p_L2;  /* [1, 2] */
    out[17] = 1;  /* [1, 5] */
    out[19] = 1;  /* [1, 7] */
    out[21] = -1;  /* [1, 9] */
}

/* initial_velocities: Initial velocities per body (rows), global frame.
 * Inputs: p (parameters, 4).
 * Output: out, 2 x 6 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_initial_velocities(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 12);
}

/* chart: Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and rp);
 * see mechgen.symbolic.formulations.chart_offset.
 * Inputs: p (parameters, 4).
 * Output: out, 2 x 9 row-major, 6 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_chart(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 18);
    out[0] = 1;  /* [0, 0] */
    out[4] = 1;  /* [0, 4] */
    out[8] = 1;  /* [0, 8] */
    out[9] = 1;  /* [1, 0] */
    out[13] = 1;  /* [1, 4] */
    out[17] = 1;  /* [1, 8] */
}

/* physical_data: Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
 * rest length: the numbers the runtime checks at run-time parameter values
 * (mechgen.core.physical).
 * Inputs: p (parameters, 4).
 * Output: out, 20 x 1 row-major, 8 nonzero.
 * 17 operations after common subexpression elimination.
 */
void mg_double_pendulum_rA_physical_data(const double *p, double *out)
{
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse4 = (1.0/12.0)*cse2*(cse0 + (p_L1*p_L1));
    const double cse5 = cse1*p_L2;
    const double cse6 = (1.0/12.0)*cse5*(cse0 + (p_L2*p_L2));

    memset(out, 0, sizeof(double) * 20);
    out[0] = cse2;  /* [0, 0] */
    out[1] = cse3*p_L1;  /* [1, 0] */
    out[5] = cse4;  /* [5, 0] */
    out[9] = cse4;  /* [9, 0] */
    out[10] = cse5;  /* [10, 0] */
    out[11] = cse3*p_L2;  /* [11, 0] */
    out[15] = cse6;  /* [15, 0] */
    out[19] = cse6;  /* [19, 0] */
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
size_t mg_double_pendulum_rA_forward_dynamics_work(void)
{
    return 792;
}

/* The index-1 equations [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002
 * eq. 3) solved by LU with partial pivoting, as the runtime's start does where the matrix is
 * regular, in the caller's work memory (forward_dynamics_work doubles): [a; lam] in its first
 * N_V + N_C doubles; MG_OK or MG_SINGULAR. */
static int mg_index1(const double *q, const double *v, double t, const double *p, double *work)
{
    enum { NV = 12, NC = 10, N = NV + NC };
    double *b = work, *S = b + N, *M = S + (size_t)N * N, *C = M + NV * NV;
    int *piv = (int *)(C + NC * NV);
    mg_double_pendulum_rA_M(q, p, M);
    mg_double_pendulum_rA_Phi_q(q, t, p, C);
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
    mg_double_pendulum_rA_Q(q, v, t, p, b);
    mg_double_pendulum_rA_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_double_pendulum_rA_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 12; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_double_pendulum_rA_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_double_pendulum_rA_index3_take(struct mg_arena *arena, struct mg_double_pendulum_rA_index3_take_work *w)
{
    enum { NQ = 24, NV = 12, N = NV + 10 };
    w->G = mg_doubles(arena, (size_t)32 * N);
    w->x = mg_doubles(arena, N);
    w->g = mg_doubles(arena, N);
    w->y = mg_doubles(arena, N);
    w->v = mg_doubles(arena, NV);
    w->dv = mg_doubles(arena, NV);
    w->a = mg_doubles(arena, NV);
    w->qs = mg_doubles(arena, NQ);
    w->piv = mg_ints(arena, N);
}

/* The doubles of work memory index3_run needs: mg_double_pendulum_rA_index3_take counting what it takes. */
size_t mg_double_pendulum_rA_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_double_pendulum_rA_index3_take_work w;
    mg_double_pendulum_rA_index3_take(&arena, &w);
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
 * The iteration matrix is factored in band storage (kl = 10, ku = 11). */
int mg_double_pendulum_rA_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 24, NV = 12, NC = 10, N = NV + NC };
    enum { KL = 10, KU = 11, LDAB = 32 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_double_pendulum_rA_index3_take_work mem;
    mg_double_pendulum_rA_index3_take(&arena, &mem);
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
            mg_double_pendulum_rA_retract(q_n, dv, qs);
            mg_double_pendulum_rA_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_double_pendulum_rA_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_double_pendulum_rA_genalpha_matrix_perm, g, y);
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

/* The work arrays of taylor_run: one block of doubles (the nonzeros of Minv, Q, a0, dv, B,
 * Minv B^T, T, psi, S, f, q, v, C, Minv C^T, K, V, sigma, r, mu, v*) and one of integers (the
 * columns of Minv's nonzeros, their row starts, the pivots). */
struct mg_double_pendulum_rA_taylor_take_work {
    double *block;
    int *index;
};

static void mg_double_pendulum_rA_taylor_take(struct mg_arena *arena, struct mg_double_pendulum_rA_taylor_take_work *w)
{
    enum { NQ = 24, NV = 12, NC = 10, NR = 10 };
    w->block = mg_doubles(arena, (size_t)NV * NV + 3 * NV + (size_t)NR * NV + (size_t)NV * NR
                                 + (size_t)NC * NV + NC + (size_t)NC * NC + NR + NQ + NV
                                 + 2 * (size_t)NC * NV + 2 * (size_t)NC * NC + 3 * (size_t)NC + NV);
    w->index = mg_ints(arena, (size_t)NV * NV + NV + 1 + (NC > 0 ? NC : 1));
}

/* The doubles of work memory taylor_run needs: mg_double_pendulum_rA_taylor_take counting what it takes. */
size_t mg_double_pendulum_rA_taylor_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_double_pendulum_rA_taylor_take_work w;
    mg_double_pendulum_rA_taylor_take(&arena, &w);
    return arena.used;
}

/* mu = K^+ r by a one-sided Jacobi SVD of K (destroyed; Vk, sig are work), singular values
 * below rank_tol of the largest dropped. */
static void mg_double_pendulum_rA_taylor_pseudo_solve(double *K, double *Vk, double *sig, const double *r, double *mu, double rank_tol)
{
    enum { NC = 10 };
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
static void mg_double_pendulum_rA_taylor_rattle(const double *q, const double *v_n, const double *a_n, double t, double h, const double *p, const int *start, const int *cols, const double *mv, double rank_tol, double *Qv, double *Cm, double *MC, double *K, double *Vk, double *sig, double *r, double *mu, double *vp, double *v)
{
    enum { NV = 12, NC = 10 };
    memcpy(vp, v, sizeof(double) * NV);
    mg_double_pendulum_rA_Q(q, vp, t, p, Qv);
    for (int i = 0; i < NV; ++i) {
        double s = 0.0;
        for (int j = start[i]; j < start[i + 1]; ++j) {
            s += mv[j] * Qv[cols[j]];
        }
        v[i] = v_n[i] + 0.5 * h * (a_n[i] + s);
    }
    mg_double_pendulum_rA_Phi_q(q, t, p, Cm);
    mg_double_pendulum_rA_nu(q, t, p, r);
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
        mg_double_pendulum_rA_taylor_pseudo_solve(K, Vk, sig, r, mu, rank_tol);
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
int mg_double_pendulum_rA_taylor_run(const double *p, double h, double t0, int n_steps, const double *Minv, int rattle, double rank_tol, double *q_out, double *v_out, double *a_out, double *f_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 24, NV = 12, NC = 10, NR = 10 };
    if (NR != NC) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_double_pendulum_rA_taylor_take_work mem;
    mg_double_pendulum_rA_taylor_take(&arena, &mem);
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
            mg_double_pendulum_rA_retract(q_n, dv, q);
            if (rattle) {
                mg_double_pendulum_rA_taylor_rattle(q, v_n, a_n, t, h, p, start, cols, mv, rank_tol, Qv, Cm, MC, K, Vk, sig, r, mu, vp, v);
            }
        }
        mg_double_pendulum_rA_Q(q, v, t, p, Qv);
        mg_double_pendulum_rA_B(q, p, Bm);
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
        mg_double_pendulum_rA_taylor_matrix(q, v, a0, t, p, h, T);
        mg_double_pendulum_rA_taylor_residual(q, v, a0, t, p, h, psi);
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
