/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: double_pendulum */
/* formulation: rp */
/* scheme: any */
/* input hash: 9ccd5ccb026e9916 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'double_pendulum' in the rp formulation (C99).
 * Vectors: q (14), v (14), dv (14), a (14), lam (12), t, p (4), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "double_pendulum_rp.h"

int mg_double_pendulum_rp_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
{
    *n_q = 14;
    *n_v = 14;
    *n_c = 12;
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

int mg_double_pendulum_rp_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_double_pendulum_rp_entry_name(int i)
{
    return i >= 0 && i < mg_double_pendulum_rp_n_entries() ? mg_entry_names[i] : NULL;
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
 * Inputs: q (position coordinates, 14); dv (increment in velocity coordinates (e.g. h v), 14).
 * Output: out, 14 x 1 row-major, 14 nonzero.
 * 14 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_retract(const double *q, const double *dv, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_r_bar2_x = q[7];
    const double q_r_bar2_y = q[8];
    const double q_r_bar2_z = q[9];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
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
    const double dv_12 = dv[12];
    const double dv_13 = dv[13];

    out[0] = dv_0 + q_r_bar1_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_bar1_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_bar1_z;  /* [2, 0] */
    out[3] = dv_3 + q_e_bar1_0;  /* [3, 0] */
    out[4] = dv_4 + q_e_bar1_1;  /* [4, 0] */
    out[5] = dv_5 + q_e_bar1_2;  /* [5, 0] */
    out[6] = dv_6 + q_e_bar1_3;  /* [6, 0] */
    out[7] = dv_7 + q_r_bar2_x;  /* [7, 0] */
    out[8] = dv_8 + q_r_bar2_y;  /* [8, 0] */
    out[9] = dv_9 + q_r_bar2_z;  /* [9, 0] */
    out[10] = dv_10 + q_e_bar2_0;  /* [10, 0] */
    out[11] = dv_11 + q_e_bar2_1;  /* [11, 0] */
    out[12] = dv_12 + q_e_bar2_2;  /* [12, 0] */
    out[13] = dv_13 + q_e_bar2_3;  /* [13, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 14).
 * Output: out, 14 x 14 row-major, 14 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_tangent(const double *dv, double *out)
{
    (void)dv;

    memset(out, 0, sizeof(double) * 196);
    out[0] = 1;  /* [0, 0] */
    out[15] = 1;  /* [1, 1] */
    out[30] = 1;  /* [2, 2] */
    out[45] = 1;  /* [3, 3] */
    out[60] = 1;  /* [4, 4] */
    out[75] = 1;  /* [5, 5] */
    out[90] = 1;  /* [6, 6] */
    out[105] = 1;  /* [7, 7] */
    out[120] = 1;  /* [8, 8] */
    out[135] = 1;  /* [9, 9] */
    out[150] = 1;  /* [10, 10] */
    out[165] = 1;  /* [11, 11] */
    out[180] = 1;  /* [12, 12] */
    out[195] = 1;  /* [13, 13] */
}

/* qdot: The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and re, A
 * omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the Euler
 * parameters of a ball joint or free body, A u for a free body's centre of mass (seed 001 eq.
 * 39c), the rates elsewhere.
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14).
 * Output: out, 14 x 1 row-major, 14 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_qdot(const double *q, const double *v, double *out)
{
    (void)q;
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_rd_bar2_x = v[7];
    const double v_rd_bar2_y = v[8];
    const double v_rd_bar2_z = v[9];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];

    out[0] = v_rd_bar1_x;  /* [0, 0] */
    out[1] = v_rd_bar1_y;  /* [1, 0] */
    out[2] = v_rd_bar1_z;  /* [2, 0] */
    out[3] = v_ed_bar1_0;  /* [3, 0] */
    out[4] = v_ed_bar1_1;  /* [4, 0] */
    out[5] = v_ed_bar1_2;  /* [5, 0] */
    out[6] = v_ed_bar1_3;  /* [6, 0] */
    out[7] = v_rd_bar2_x;  /* [7, 0] */
    out[8] = v_rd_bar2_y;  /* [8, 0] */
    out[9] = v_rd_bar2_z;  /* [9, 0] */
    out[10] = v_ed_bar2_0;  /* [10, 0] */
    out[11] = v_ed_bar2_1;  /* [11, 0] */
    out[12] = v_ed_bar2_2;  /* [12, 0] */
    out[13] = v_ed_bar2_3;  /* [13, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 101 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_r_bar2_x = q[7];
    const double q_r_bar2_y = q[8];
    const double q_r_bar2_z = q[9];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = (q_e_bar1_1*q_e_bar1_1);
    const double cse1 = (q_e_bar1_0*q_e_bar1_0);
    const double cse2 = 2*cse1 - 1;
    const double cse3 = 2*cse0 + cse2;
    const double cse4 = (1.0/2.0)*p_L1;
    const double cse5 = -cse3*cse4;
    const double cse6 = 2*q_e_bar1_1;
    const double cse7 = cse6*q_e_bar1_2;
    const double cse8 = 2*q_e_bar1_0*q_e_bar1_3;
    const double cse9 = cse7 + cse8;
    const double cse10 = -cse4*cse9;
    const double cse11 = 2*q_e_bar1_2;
    const double cse12 = -cse11*q_e_bar1_0 + cse6*q_e_bar1_3;
    const double cse13 = -cse12*cse4;
    const double cse14 = (q_e_bar1_3*q_e_bar1_3);
    const double cse15 = cse11*q_e_bar1_3;
    const double cse16 = cse6*q_e_bar1_0;
    const double cse17 = (q_e_bar2_1*q_e_bar2_1);
    const double cse18 = (q_e_bar2_0*q_e_bar2_0);
    const double cse19 = 2*cse18 - 1;
    const double cse20 = (1.0/2.0)*p_L2;
    const double cse21 = 2*q_e_bar2_2;
    const double cse22 = 2*q_e_bar2_0;
    const double cse23 = 2*q_e_bar2_1*q_e_bar2_3;
    const double cse24 = cse22*q_e_bar2_2;
    const double cse25 = (q_e_bar2_3*q_e_bar2_3);
    const double cse26 = cse19 + 2*cse25;
    const double cse27 = cse21*q_e_bar2_3 - cse22*q_e_bar2_1;
    const double cse28 = (q_e_bar1_2*q_e_bar1_2);
    const double cse29 = cse23 + cse24;

    out[0] = cse5 + q_r_bar1_x;  /* [0, 0] */
    out[1] = cse10 + q_r_bar1_y;  /* [1, 0] */
    out[2] = cse13 + q_r_bar1_z;  /* [2, 0] */
    out[3] = 2*cse14 + cse2;  /* [3, 0] */
    out[4] = -cse15 + cse16;  /* [4, 0] */
    out[5] = -cse20*(2*cse17 + cse19) + cse5 - q_r_bar1_x + q_r_bar2_x;  /* [5, 0] */
    out[6] = cse10 - cse20*(cse21*q_e_bar2_1 + cse22*q_e_bar2_3) - q_r_bar1_y + q_r_bar2_y;  /* [6, 0] */
    out[7] = cse13 - cse20*(cse23 - cse24) - q_r_bar1_z + q_r_bar2_z;  /* [7, 0] */
    out[8] = cse26*(cse15 + cse16) + cse27*(cse2 + 2*cse28) + cse29*(cse7 - cse8);  /* [8, 0] */
    out[9] = -cse12*cse26 - cse27*cse9 - cse29*cse3;  /* [9, 0] */
    out[10] = (1.0/2.0)*cse0 + (1.0/2.0)*cse1 + (1.0/2.0)*cse14 + (1.0/2.0)*cse28 - 1.0/2.0;  /* [10, 0] */
    out[11] = (1.0/2.0)*cse17 + (1.0/2.0)*cse18 + (1.0/2.0)*cse25 + (1.0/2.0)*(q_e_bar2_2*q_e_bar2_2) - 1.0/2.0;  /* [11, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_rp_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_Phi(q + (size_t)k * 14, t[k], p, out + (size_t)k * 12);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_rp_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_dropped_Phi(q + (size_t)k * 14, t[k], p, out + (size_t)k * 0);
    }
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Inputs: q (position coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 12 x 14 row-major, 69 nonzero.
 * 142 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Phi_q(const double *q, double t, const double *p, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = 2*q_e_bar1_0;
    const double cse1 = -cse0*p_L1;
    const double cse2 = p_L1*q_e_bar1_1;
    const double cse3 = -2*cse2;
    const double cse4 = -p_L1*q_e_bar1_3;
    const double cse5 = p_L1*q_e_bar1_2;
    const double cse6 = -cse5;
    const double cse7 = -cse2;
    const double cse8 = p_L1*q_e_bar1_0;
    const double cse9 = -cse8;
    const double cse10 = 4*q_e_bar1_0;
    const double cse11 = 2*q_e_bar1_1;
    const double cse12 = 2*q_e_bar1_3;
    const double cse13 = 2*q_e_bar1_2;
    const double cse14 = p_L2*q_e_bar2_0;
    const double cse15 = p_L2*q_e_bar2_1;
    const double cse16 = -p_L2*q_e_bar2_3;
    const double cse17 = p_L2*q_e_bar2_2;
    const double cse18 = -cse15;
    const double cse19 = 2*(q_e_bar2_0*q_e_bar2_0) + 2*(q_e_bar2_3*q_e_bar2_3) - 1;
    const double cse20 = cse11*cse19;
    const double cse21 = 2*q_e_bar2_3;
    const double cse22 = 2*q_e_bar2_0;
    const double cse23 = cse21*q_e_bar2_2 - cse22*q_e_bar2_1;
    const double cse24 = cse21*q_e_bar2_1 + cse22*q_e_bar2_2;
    const double cse25 = cse0*cse19;
    const double cse26 = cse12*cse19;
    const double cse27 = cse13*cse19;
    const double cse28 = 4*cse11*q_e_bar1_0 + 4*cse12*q_e_bar1_2;
    const double cse29 = 2*(q_e_bar1_0*q_e_bar1_0) - 1;
    const double cse30 = cse29 + 2*(q_e_bar1_2*q_e_bar1_2);
    const double cse31 = 2*cse30;
    const double cse32 = cse11*q_e_bar1_2;
    const double cse33 = cse0*q_e_bar1_3;
    const double cse34 = cse32 - cse33;
    const double cse35 = 2*cse34;
    const double cse36 = -4*cse0*q_e_bar1_2 + 4*cse11*q_e_bar1_3;
    const double cse37 = cse29 + 2*(q_e_bar1_1*q_e_bar1_1);
    const double cse38 = 2*cse37;
    const double cse39 = cse32 + cse33;
    const double cse40 = 2*cse39;

    memset(out, 0, sizeof(double) * 168);
    out[0] = 1;  /* [0, 0] */
    out[3] = cse1;  /* [0, 3] */
    out[4] = cse3;  /* [0, 4] */
    out[15] = 1;  /* [1, 1] */
    out[17] = cse4;  /* [1, 3] */
    out[18] = cse6;  /* [1, 4] */
    out[19] = cse7;  /* [1, 5] */
    out[20] = cse9;  /* [1, 6] */
    out[30] = 1;  /* [2, 2] */
    out[31] = cse5;  /* [2, 3] */
    out[32] = cse4;  /* [2, 4] */
    out[33] = cse8;  /* [2, 5] */
    out[34] = cse7;  /* [2, 6] */
    out[45] = cse10;  /* [3, 3] */
    out[48] = 4*q_e_bar1_3;  /* [3, 6] */
    out[59] = cse11;  /* [4, 3] */
    out[60] = cse0;  /* [4, 4] */
    out[61] = -cse12;  /* [4, 5] */
    out[62] = -cse13;  /* [4, 6] */
    out[70] = -1;  /* [5, 0] */
    out[73] = cse1;  /* [5, 3] */
    out[74] = cse3;  /* [5, 4] */
    out[77] = 1;  /* [5, 7] */
    out[80] = -2*cse14;  /* [5, 10] */
    out[81] = -2*cse15;  /* [5, 11] */
    out[85] = -1;  /* [6, 1] */
    out[87] = cse4;  /* [6, 3] */
    out[88] = cse6;  /* [6, 4] */
    out[89] = cse7;  /* [6, 5] */
    out[90] = cse9;  /* [6, 6] */
    out[92] = 1;  /* [6, 8] */
    out[94] = cse16;  /* [6, 10] */
    out[95] = -cse17;  /* [6, 11] */
    out[96] = cse18;  /* [6, 12] */
    out[97] = -cse14;  /* [6, 13] */
    out[100] = -1;  /* [7, 2] */
    out[101] = cse5;  /* [7, 3] */
    out[102] = cse4;  /* [7, 4] */
    out[103] = cse8;  /* [7, 5] */
    out[104] = cse7;  /* [7, 6] */
    out[107] = 1;  /* [7, 9] */
    out[108] = cse17;  /* [7, 10] */
    out[109] = cse16;  /* [7, 11] */
    out[110] = cse14;  /* [7, 12] */
    out[111] = cse18;  /* [7, 13] */
    out[115] = cse10*cse23 - cse12*cse24 + cse20;  /* [8, 3] */
    out[116] = cse13*cse24 + cse25;  /* [8, 4] */
    out[117] = cse11*cse24 + 4*cse23*q_e_bar1_2 + cse26;  /* [8, 5] */
    out[118] = -cse0*cse24 + cse27;  /* [8, 6] */
    out[122] = cse28*q_e_bar2_0 - cse31*q_e_bar2_1 + cse35*q_e_bar2_2;  /* [8, 10] */
    out[123] = cse21*cse34 - cse22*cse30;  /* [8, 11] */
    out[124] = cse21*cse30 + cse35*q_e_bar2_0;  /* [8, 12] */
    out[125] = cse28*q_e_bar2_3 + cse31*q_e_bar2_2 + cse35*q_e_bar2_1;  /* [8, 13] */
    out[129] = -cse10*cse24 - cse12*cse23 + cse27;  /* [9, 3] */
    out[130] = -cse13*cse23 - 4*cse24*q_e_bar1_1 - cse26;  /* [9, 4] */
    out[131] = -cse11*cse23 + cse25;  /* [9, 5] */
    out[132] = -cse0*cse23 - cse20;  /* [9, 6] */
    out[136] = -cse36*q_e_bar2_0 - cse38*q_e_bar2_2 + cse40*q_e_bar2_1;  /* [9, 10] */
    out[137] = -cse21*cse37 + cse40*q_e_bar2_0;  /* [9, 11] */
    out[138] = -cse21*cse39 - cse22*cse37;  /* [9, 12] */
    out[139] = -cse36*q_e_bar2_3 - cse38*q_e_bar2_1 - cse40*q_e_bar2_2;  /* [9, 13] */
    out[143] = q_e_bar1_0;  /* [10, 3] */
    out[144] = q_e_bar1_1;  /* [10, 4] */
    out[145] = q_e_bar1_2;  /* [10, 5] */
    out[146] = q_e_bar1_3;  /* [10, 6] */
    out[164] = q_e_bar2_0;  /* [11, 10] */
    out[165] = q_e_bar2_1;  /* [11, 11] */
    out[166] = q_e_bar2_2;  /* [11, 12] */
    out[167] = q_e_bar2_3;  /* [11, 13] */
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_rp_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_Phi_q(q + (size_t)k * 14, t[k], p, out + (size_t)k * 168);
    }
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 12 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_nu(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 12);
}

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_rp_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_nu(q + (size_t)k * 14, t[k], p, out + (size_t)k * 12);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 227 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_rd_bar2_x = v[7];
    const double v_rd_bar2_y = v[8];
    const double v_rd_bar2_z = v[9];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = q_e_bar1_1*v_ed_bar1_1;
    const double cse1 = 2*p_L1;
    const double cse2 = q_e_bar1_0*v_ed_bar1_0;
    const double cse3 = -cse0*cse1 - cse1*cse2;
    const double cse4 = p_L1*v_ed_bar1_3;
    const double cse5 = p_L1*v_ed_bar1_2;
    const double cse6 = p_L1*q_e_bar1_3;
    const double cse7 = p_L1*q_e_bar1_2;
    const double cse8 = -cse4*q_e_bar1_0 - cse5*q_e_bar1_1 - cse6*v_ed_bar1_0 - cse7*v_ed_bar1_1;
    const double cse9 = -cse4*q_e_bar1_1 + cse5*q_e_bar1_0 - cse6*v_ed_bar1_1 + cse7*v_ed_bar1_0;
    const double cse10 = q_e_bar1_3*v_ed_bar1_3;
    const double cse11 = 2*q_e_bar1_3;
    const double cse12 = 2*q_e_bar1_0;
    const double cse13 = 2*q_e_bar1_2;
    const double cse14 = q_e_bar2_1*v_ed_bar2_1;
    const double cse15 = 2*p_L2;
    const double cse16 = q_e_bar2_0*v_ed_bar2_0;
    const double cse17 = p_L2*q_e_bar2_0;
    const double cse18 = p_L2*q_e_bar2_2;
    const double cse19 = p_L2*q_e_bar2_1;
    const double cse20 = p_L2*q_e_bar2_3;
    const double cse21 = 4*cse12*q_e_bar1_1 + 4*cse13*q_e_bar1_3;
    const double cse22 = cse13*q_e_bar1_1;
    const double cse23 = cse12*q_e_bar1_3;
    const double cse24 = cse22 - cse23;
    const double cse25 = 2*q_e_bar2_1;
    const double cse26 = 2*(q_e_bar1_0*q_e_bar1_0) - 1;
    const double cse27 = cse26 + 2*(q_e_bar1_2*q_e_bar1_2);
    const double cse28 = 2*cse27;
    const double cse29 = 2*cse24;
    const double cse30 = 4*(q_e_bar2_0*q_e_bar2_0) + 4*(q_e_bar2_3*q_e_bar2_3) - 2;
    const double cse31 = cse30*q_e_bar1_2;
    const double cse32 = 2*q_e_bar2_0;
    const double cse33 = cse25*q_e_bar2_3 + cse32*q_e_bar2_2;
    const double cse34 = 2*cse33;
    const double cse35 = cse30*q_e_bar1_3;
    const double cse36 = -cse25*q_e_bar2_0 + 2*q_e_bar2_2*q_e_bar2_3;
    const double cse37 = 4*cse36;
    const double cse38 = cse33*q_e_bar1_1;
    const double cse39 = cse30*q_e_bar1_0;
    const double cse40 = cse30*q_e_bar1_1;
    const double cse41 = cse22 + cse23;
    const double cse42 = 2*cse41;
    const double cse43 = cse26 + 2*(q_e_bar1_1*q_e_bar1_1);
    const double cse44 = 2*cse43;
    const double cse45 = 4*cse11*q_e_bar1_1 - 4*cse12*q_e_bar1_2;
    const double cse46 = 2*cse36;

    out[0] = cse3 + v_rd_bar1_x;  /* [0, 0] */
    out[1] = cse8 + v_rd_bar1_y;  /* [1, 0] */
    out[2] = cse9 + v_rd_bar1_z;  /* [2, 0] */
    out[3] = 4*cse10 + 4*cse2;  /* [3, 0] */
    out[4] = -cse11*v_ed_bar1_2 + cse12*v_ed_bar1_1 - cse13*v_ed_bar1_3 + 2*q_e_bar1_1*v_ed_bar1_0;  /* [4, 0] */
    out[5] = -cse14*cse15 - cse15*cse16 + cse3 - v_rd_bar1_x + v_rd_bar2_x;  /* [5, 0] */
    out[6] = -cse17*v_ed_bar2_3 - cse18*v_ed_bar2_1 - cse19*v_ed_bar2_2 - cse20*v_ed_bar2_0 + cse8 - v_rd_bar1_y + v_rd_bar2_y;  /* [6, 0] */
    out[7] = cse17*v_ed_bar2_2 + cse18*v_ed_bar2_0 - cse19*v_ed_bar2_3 - cse20*v_ed_bar2_1 + cse9 - v_rd_bar1_z + v_rd_bar2_z;  /* [7, 0] */
    out[8] = v_ed_bar1_0*(-cse34*q_e_bar1_3 + cse37*q_e_bar1_0 + cse40) + v_ed_bar1_1*(cse34*q_e_bar1_2 + cse39) + v_ed_bar1_2*(cse35 + cse37*q_e_bar1_2 + 2*cse38) + v_ed_bar1_3*(cse31 - cse34*q_e_bar1_0) + v_ed_bar2_0*(cse21*q_e_bar2_0 - cse25*cse27 + cse29*q_e_bar2_2) + v_ed_bar2_1*(-cse28*q_e_bar2_0 + cse29*q_e_bar2_3) + v_ed_bar2_2*(cse24*cse32 + cse28*q_e_bar2_3) + v_ed_bar2_3*(cse21*q_e_bar2_3 + cse24*cse25 + cse28*q_e_bar2_2);  /* [8, 0] */
    out[9] = v_ed_bar1_0*(cse31 - 4*cse33*q_e_bar1_0 - cse46*q_e_bar1_3) + v_ed_bar1_1*(-cse35 - 4*cse38 - cse46*q_e_bar1_2) + v_ed_bar1_2*(cse39 - cse46*q_e_bar1_1) + v_ed_bar1_3*(-cse40 - cse46*q_e_bar1_0) + v_ed_bar2_0*(cse25*cse41 - cse44*q_e_bar2_2 - cse45*q_e_bar2_0) + v_ed_bar2_1*(cse32*cse41 - cse44*q_e_bar2_3) + v_ed_bar2_2*(-cse42*q_e_bar2_3 - cse44*q_e_bar2_0) + v_ed_bar2_3*(-cse25*cse43 - cse42*q_e_bar2_2 - cse45*q_e_bar2_3);  /* [9, 0] */
    out[10] = cse0 + cse10 + cse2 + q_e_bar1_2*v_ed_bar1_2;  /* [10, 0] */
    out[11] = cse14 + cse16 + q_e_bar2_2*v_ed_bar2_2 + q_e_bar2_3*v_ed_bar2_3;  /* [11, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_rp_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_velocity_residual(q + (size_t)k * 14, v + (size_t)k * 14, t[k], p, out + (size_t)k * 12);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 399 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = (v_ed_bar1_1*v_ed_bar1_1);
    const double cse1 = 2*p_L1;
    const double cse2 = (v_ed_bar1_0*v_ed_bar1_0);
    const double cse3 = -cse0*cse1 - cse1*cse2;
    const double cse4 = cse1*v_ed_bar1_2;
    const double cse5 = cse1*v_ed_bar1_3;
    const double cse6 = -cse4*v_ed_bar1_1 - cse5*v_ed_bar1_0;
    const double cse7 = cse4*v_ed_bar1_0 - cse5*v_ed_bar1_1;
    const double cse8 = (v_ed_bar1_3*v_ed_bar1_3);
    const double cse9 = (v_ed_bar2_1*v_ed_bar2_1);
    const double cse10 = 2*p_L2;
    const double cse11 = (v_ed_bar2_0*v_ed_bar2_0);
    const double cse12 = cse10*v_ed_bar2_1;
    const double cse13 = cse10*v_ed_bar2_0;
    const double cse14 = 4*q_e_bar1_3;
    const double cse15 = cse14*q_e_bar2_0;
    const double cse16 = 8*q_e_bar2_3;
    const double cse17 = cse16*q_e_bar1_0;
    const double cse18 = -cse15 + cse17;
    const double cse19 = 4*q_e_bar1_2;
    const double cse20 = cse19*q_e_bar2_0;
    const double cse21 = 4*q_e_bar1_1;
    const double cse22 = cse21*q_e_bar2_0;
    const double cse23 = cse16*q_e_bar1_2;
    const double cse24 = cse22 + cse23;
    const double cse25 = 4*q_e_bar2_0;
    const double cse26 = q_e_bar1_0*v_ed_bar1_3;
    const double cse27 = cse25*cse26;
    const double cse28 = cse21*q_e_bar1_2;
    const double cse29 = cse14*q_e_bar1_0;
    const double cse30 = -cse29;
    const double cse31 = cse28 + cse30;
    const double cse32 = 4*(q_e_bar1_2*q_e_bar1_2);
    const double cse33 = 4*(q_e_bar1_0*q_e_bar1_0);
    const double cse34 = cse32 + cse33 - 2;
    const double cse35 = cse19*q_e_bar2_3;
    const double cse36 = cse21*q_e_bar2_3;
    const double cse37 = 8*q_e_bar2_0;
    const double cse38 = cse37*q_e_bar1_2;
    const double cse39 = cse36 - cse38;
    const double cse40 = 2 - cse33;
    const double cse41 = -cse32 + cse40;
    const double cse42 = 4*q_e_bar2_3;
    const double cse43 = cse37*q_e_bar1_0;
    const double cse44 = -cse14*q_e_bar2_3 - cse43;
    const double cse45 = -cse26*cse42 + cse44*v_ed_bar1_0;
    const double cse46 = cse37*q_e_bar1_1;
    const double cse47 = q_e_bar1_0*q_e_bar2_1;
    const double cse48 = -cse14*q_e_bar2_2 - 8*cse47;
    const double cse49 = cse46 + cse48;
    const double cse50 = cse19*q_e_bar2_2;
    const double cse51 = cse43 + cse50;
    const double cse52 = cse21*q_e_bar2_2;
    const double cse53 = 8*q_e_bar1_2;
    const double cse54 = cse37*q_e_bar1_3;
    const double cse55 = cse52 - cse53*q_e_bar2_1 + cse54;
    const double cse56 = q_e_bar1_0*q_e_bar2_2;
    const double cse57 = -4*cse56;
    const double cse58 = cse38 + cse57;
    const double cse59 = 8*q_e_bar1_1;
    const double cse60 = cse53*q_e_bar1_3 + cse59*q_e_bar1_0;
    const double cse61 = cse19*q_e_bar2_1;
    const double cse62 = cse17 + cse61;
    const double cse63 = cse14*q_e_bar2_1;
    const double cse64 = 8*cse56;
    const double cse65 = cse16*q_e_bar1_1;
    const double cse66 = -cse63 + cse64 + cse65;
    const double cse67 = cse21*q_e_bar2_1;
    const double cse68 = cse16*q_e_bar1_3;
    const double cse69 = cse53*q_e_bar2_2 + cse67 + cse68;
    const double cse70 = 4*cse47;
    const double cse71 = cse23 - cse70;
    const double cse72 = cse42*q_e_bar2_1;
    const double cse73 = cse25*q_e_bar2_2;
    const double cse74 = -cse72 - cse73;
    const double cse75 = q_e_bar1_0*v_ed_bar2_2;
    const double cse76 = 4*(q_e_bar2_3*q_e_bar2_3);
    const double cse77 = 4*(q_e_bar2_0*q_e_bar2_0);
    const double cse78 = cse76 + cse77 - 2;
    const double cse79 = cse78*v_ed_bar1_2;
    const double cse80 = q_e_bar1_0*v_ed_bar2_1;
    const double cse81 = cse72 + cse73;
    const double cse82 = cse16*q_e_bar2_2 - cse37*q_e_bar2_1;
    const double cse83 = cse78*v_ed_bar1_0;
    const double cse84 = cse23 + cse48;
    const double cse85 = -cse50 - cse59*q_e_bar2_1 - cse68;
    const double cse86 = cse17 - cse52;
    const double cse87 = cse53*q_e_bar1_0 - cse59*q_e_bar1_3;
    const double cse88 = -cse65;
    const double cse89 = cse57 + cse88;
    const double cse90 = cse40 - 4*(q_e_bar1_1*q_e_bar1_1);
    const double cse91 = -cse28 + cse30;
    const double cse92 = -cse46;
    const double cse93 = -cse35 + cse92;
    const double cse94 = cse20 + cse88;
    const double cse95 = cse15 - cse17;
    const double cse96 = cse28 + cse29;
    const double cse97 = -cse54 - cse59*q_e_bar2_2 + cse61;
    const double cse98 = cse43 + cse67;
    const double cse99 = cse70 + cse92;
    const double cse100 = cse38 + cse63 - cse64;
    const double cse101 = -cse76 - cse77 + 2;
    const double cse102 = cse25*q_e_bar2_1 - cse42*q_e_bar2_2;
    const double cse103 = -cse16*q_e_bar2_1 - cse37*q_e_bar2_2;

    out[0] = -cse3;  /* [0, 0] */
    out[1] = -cse6;  /* [1, 0] */
    out[2] = -cse7;  /* [2, 0] */
    out[3] = -4*cse2 - 4*cse8;  /* [3, 0] */
    out[4] = -4*v_ed_bar1_0*v_ed_bar1_1 + 4*v_ed_bar1_2*v_ed_bar1_3;  /* [4, 0] */
    out[5] = cse10*cse11 + cse10*cse9 - cse3;  /* [5, 0] */
    out[6] = cse12*v_ed_bar2_2 + cse13*v_ed_bar2_3 - cse6;  /* [6, 0] */
    out[7] = cse12*v_ed_bar2_3 - cse13*v_ed_bar2_2 - cse7;  /* [7, 0] */
    out[8] = -v_ed_bar1_0*(cse18*v_ed_bar2_2 + cse44*v_ed_bar2_1 + cse49*v_ed_bar2_0 + cse66*v_ed_bar2_3 + cse74*v_ed_bar1_3 + cse78*v_ed_bar1_1 + cse82*v_ed_bar1_0) - v_ed_bar1_1*(cse20*v_ed_bar2_2 + cse35*v_ed_bar2_1 + cse51*v_ed_bar2_0 + cse62*v_ed_bar2_3 + cse81*v_ed_bar1_2 + cse83) - v_ed_bar1_2*(cse24*v_ed_bar2_2 + cse39*v_ed_bar2_1 + cse55*v_ed_bar2_0 + cse69*v_ed_bar2_3 + cse78*v_ed_bar1_3 + cse81*v_ed_bar1_1 + cse82*v_ed_bar1_2) - v_ed_bar1_3*(-cse25*cse75 - cse42*cse80 + cse58*v_ed_bar2_0 + cse71*v_ed_bar2_3 + cse74*v_ed_bar1_0 + cse79) - v_ed_bar2_0*(cse31*v_ed_bar2_2 + cse41*v_ed_bar2_1 + cse49*v_ed_bar1_0 + cse51*v_ed_bar1_1 + cse55*v_ed_bar1_2 + cse58*v_ed_bar1_3 + cse60*v_ed_bar2_0) - v_ed_bar2_1*(cse31*v_ed_bar2_3 + cse35*v_ed_bar1_1 + cse39*v_ed_bar1_2 + cse41*v_ed_bar2_0 + cse45) - v_ed_bar2_2*(cse18*v_ed_bar1_0 + cse20*v_ed_bar1_1 + cse24*v_ed_bar1_2 - cse27 + cse31*v_ed_bar2_0 + cse34*v_ed_bar2_3) - v_ed_bar2_3*(cse31*v_ed_bar2_1 + cse34*v_ed_bar2_2 + cse60*v_ed_bar2_3 + cse62*v_ed_bar1_1 + cse66*v_ed_bar1_0 + cse69*v_ed_bar1_2 + cse71*v_ed_bar1_3);  /* [8, 0] */
    out[9] = -v_ed_bar1_0*(cse100*v_ed_bar2_0 + cse102*v_ed_bar1_3 + cse103*v_ed_bar1_0 + cse44*v_ed_bar2_2 + cse79 + cse84*v_ed_bar2_3 + cse95*v_ed_bar2_1) - v_ed_bar1_1*(cse101*v_ed_bar1_3 + cse102*v_ed_bar1_2 + cse103*v_ed_bar1_1 + cse85*v_ed_bar2_3 + cse93*v_ed_bar2_2 + cse94*v_ed_bar2_1 + cse97*v_ed_bar2_0) - v_ed_bar1_2*(cse102*v_ed_bar1_1 + cse22*v_ed_bar2_1 - cse36*v_ed_bar2_2 + cse83 + cse86*v_ed_bar2_3 + cse98*v_ed_bar2_0) - v_ed_bar1_3*(cse101*v_ed_bar1_1 + cse102*v_ed_bar1_0 + cse25*cse80 - cse42*cse75 + cse89*v_ed_bar2_3 + cse99*v_ed_bar2_0) - v_ed_bar2_0*(cse100*v_ed_bar1_0 + cse87*v_ed_bar2_0 + cse90*v_ed_bar2_2 + cse96*v_ed_bar2_1 + cse97*v_ed_bar1_1 + cse98*v_ed_bar1_2 + cse99*v_ed_bar1_3) - v_ed_bar2_1*(cse22*v_ed_bar1_2 + cse27 + cse90*v_ed_bar2_3 + cse94*v_ed_bar1_1 + cse95*v_ed_bar1_0 + cse96*v_ed_bar2_0) - v_ed_bar2_2*(-cse36*v_ed_bar1_2 + cse45 + cse90*v_ed_bar2_0 + cse91*v_ed_bar2_3 + cse93*v_ed_bar1_1) - v_ed_bar2_3*(cse84*v_ed_bar1_0 + cse85*v_ed_bar1_1 + cse86*v_ed_bar1_2 + cse87*v_ed_bar2_3 + cse89*v_ed_bar1_3 + cse90*v_ed_bar2_1 + cse91*v_ed_bar2_2);  /* [9, 0] */
    out[10] = -cse0 - cse2 - cse8 - (v_ed_bar1_2*v_ed_bar1_2);  /* [10, 0] */
    out[11] = -cse11 - cse9 - (v_ed_bar2_2*v_ed_bar2_2) - (v_ed_bar2_3*v_ed_bar2_3);  /* [11, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 14); p (parameters, 4).
 * Output: out, 14 x 14 row-major, 38 nonzero.
 * 104 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_M(const double *q, const double *p, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = (q_e_bar1_1*q_e_bar1_1);
    const double cse4 = (2.0/3.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse5 = cse4*p_L1;
    const double cse6 = (q_e_bar1_3*q_e_bar1_3);
    const double cse7 = (1.0/3.0)*cse2*(cse0 + (p_L1*p_L1));
    const double cse8 = (q_e_bar1_2*q_e_bar1_2);
    const double cse9 = cse6*cse7 + cse7*cse8;
    const double cse10 = cse5*q_e_bar1_1;
    const double cse11 = -cse10*q_e_bar1_0;
    const double cse12 = cse7*q_e_bar1_3;
    const double cse13 = cse12*q_e_bar1_1;
    const double cse14 = q_e_bar1_0*q_e_bar1_2;
    const double cse15 = cse14*cse7;
    const double cse16 = -cse10*q_e_bar1_3 + cse13 - cse15;
    const double cse17 = -cse12*q_e_bar1_0 - cse7*q_e_bar1_1*q_e_bar1_2;
    const double cse18 = cse10*q_e_bar1_2 + cse17;
    const double cse19 = (q_e_bar1_0*q_e_bar1_0);
    const double cse20 = cse5*q_e_bar1_3;
    const double cse21 = cse17 + cse20*q_e_bar1_0;
    const double cse22 = -cse13 - cse14*cse5 + cse15;
    const double cse23 = cse19*cse7 + cse3*cse7;
    const double cse24 = -cse20*q_e_bar1_2;
    const double cse25 = cse1*p_L2;
    const double cse26 = (q_e_bar2_1*q_e_bar2_1);
    const double cse27 = cse4*p_L2;
    const double cse28 = (q_e_bar2_3*q_e_bar2_3);
    const double cse29 = (1.0/3.0)*cse25*(cse0 + (p_L2*p_L2));
    const double cse30 = (q_e_bar2_2*q_e_bar2_2);
    const double cse31 = cse28*cse29 + cse29*cse30;
    const double cse32 = cse27*q_e_bar2_0;
    const double cse33 = -cse32*q_e_bar2_1;
    const double cse34 = cse29*q_e_bar2_1*q_e_bar2_3;
    const double cse35 = cse29*q_e_bar2_0;
    const double cse36 = cse35*q_e_bar2_2;
    const double cse37 = cse27*q_e_bar2_3;
    const double cse38 = cse34 - cse36 - cse37*q_e_bar2_1;
    const double cse39 = q_e_bar2_1*q_e_bar2_2;
    const double cse40 = -cse29*cse39 - cse35*q_e_bar2_3;
    const double cse41 = cse27*cse39 + cse40;
    const double cse42 = (q_e_bar2_0*q_e_bar2_0);
    const double cse43 = cse37*q_e_bar2_0 + cse40;
    const double cse44 = -cse32*q_e_bar2_2 - cse34 + cse36;
    const double cse45 = cse26*cse29 + cse29*cse42;
    const double cse46 = -cse37*q_e_bar2_2;

    memset(out, 0, sizeof(double) * 196);
    out[0] = cse2;  /* [0, 0] */
    out[15] = cse2;  /* [1, 1] */
    out[30] = cse2;  /* [2, 2] */
    out[45] = cse3*cse5 + cse9;  /* [3, 3] */
    out[46] = cse11;  /* [3, 4] */
    out[47] = cse16;  /* [3, 5] */
    out[48] = cse18;  /* [3, 6] */
    out[59] = cse11;  /* [4, 3] */
    out[60] = cse19*cse5 + cse9;  /* [4, 4] */
    out[61] = cse21;  /* [4, 5] */
    out[62] = cse22;  /* [4, 6] */
    out[73] = cse16;  /* [5, 3] */
    out[74] = cse21;  /* [5, 4] */
    out[75] = cse23 + cse5*cse6;  /* [5, 5] */
    out[76] = cse24;  /* [5, 6] */
    out[87] = cse18;  /* [6, 3] */
    out[88] = cse22;  /* [6, 4] */
    out[89] = cse24;  /* [6, 5] */
    out[90] = cse23 + cse5*cse8;  /* [6, 6] */
    out[105] = cse25;  /* [7, 7] */
    out[120] = cse25;  /* [8, 8] */
    out[135] = cse25;  /* [9, 9] */
    out[150] = cse26*cse27 + cse31;  /* [10, 10] */
    out[151] = cse33;  /* [10, 11] */
    out[152] = cse38;  /* [10, 12] */
    out[153] = cse41;  /* [10, 13] */
    out[164] = cse33;  /* [11, 10] */
    out[165] = cse27*cse42 + cse31;  /* [11, 11] */
    out[166] = cse43;  /* [11, 12] */
    out[167] = cse44;  /* [11, 13] */
    out[178] = cse38;  /* [12, 10] */
    out[179] = cse43;  /* [12, 11] */
    out[180] = cse27*cse28 + cse45;  /* [12, 12] */
    out[181] = cse46;  /* [12, 13] */
    out[192] = cse41;  /* [13, 10] */
    out[193] = cse44;  /* [13, 11] */
    out[194] = cse46;  /* [13, 12] */
    out[195] = cse27*cse30 + cse45;  /* [13, 13] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_double_pendulum_rp_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_M(q + (size_t)k * 14, p, out + (size_t)k * 196);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 14 x 1 row-major, 10 nonzero.
 * 169 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = 9.81*cse0;
    const double cse2 = p_L1*p_rho;
    const double cse3 = 2*v_ed_bar1_3;
    const double cse4 = cse3*q_e_bar1_1;
    const double cse5 = 2*v_ed_bar1_2;
    const double cse6 = cse5*q_e_bar1_0;
    const double cse7 = 2*v_ed_bar1_1;
    const double cse8 = cse7*q_e_bar1_3;
    const double cse9 = 2*v_ed_bar1_0;
    const double cse10 = cse9*q_e_bar1_2;
    const double cse11 = -cse10 + cse4 + cse6 - cse8;
    const double cse12 = cse0 + (p_L1*p_L1);
    const double cse13 = cse3*q_e_bar1_2;
    const double cse14 = cse9*q_e_bar1_1;
    const double cse15 = cse5*q_e_bar1_3;
    const double cse16 = cse7*q_e_bar1_0;
    const double cse17 = (1.0/12.0)*cse0;
    const double cse18 = (1.0/6.0)*(p_w*p_w*p_w*p_w);
    const double cse19 = cse2*(-cse13 - cse14 + cse15 + cse16);
    const double cse20 = cse18*cse19;
    const double cse21 = cse11*cse12*cse17*cse2*(cse13 + cse14 - cse15 - cse16) + cse11*cse20;
    const double cse22 = 2*q_e_bar1_3;
    const double cse23 = cse7*q_e_bar1_2;
    const double cse24 = cse3*q_e_bar1_0;
    const double cse25 = cse9*q_e_bar1_3;
    const double cse26 = cse5*q_e_bar1_1;
    const double cse27 = cse12*cse17*(cse23 + cse24 - cse25 - cse26);
    const double cse28 = cse19*cse27 + cse20*(-cse23 - cse24 + cse25 + cse26);
    const double cse29 = 2*cse28;
    const double cse30 = cse2*cse27;
    const double cse31 = cse11*cse30 + cse30*(cse10 - cse4 - cse6 + cse8);
    const double cse32 = 2*cse31;
    const double cse33 = 2*cse21;
    const double cse34 = p_L2*p_rho;
    const double cse35 = 2*v_ed_bar2_3;
    const double cse36 = cse35*q_e_bar2_1;
    const double cse37 = 2*v_ed_bar2_2;
    const double cse38 = cse37*q_e_bar2_0;
    const double cse39 = 2*v_ed_bar2_1;
    const double cse40 = cse39*q_e_bar2_3;
    const double cse41 = 2*v_ed_bar2_0;
    const double cse42 = cse41*q_e_bar2_2;
    const double cse43 = cse36 + cse38 - cse40 - cse42;
    const double cse44 = cse0 + (p_L2*p_L2);
    const double cse45 = cse35*q_e_bar2_2;
    const double cse46 = cse41*q_e_bar2_1;
    const double cse47 = cse37*q_e_bar2_3;
    const double cse48 = cse39*q_e_bar2_0;
    const double cse49 = cse34*(-cse45 - cse46 + cse47 + cse48);
    const double cse50 = cse18*cse49;
    const double cse51 = 2*cse17*cse34*cse43*cse44*(cse45 + cse46 - cse47 - cse48) + 2*cse43*cse50;
    const double cse52 = cse39*q_e_bar2_2;
    const double cse53 = cse35*q_e_bar2_0;
    const double cse54 = cse41*q_e_bar2_3;
    const double cse55 = cse37*q_e_bar2_1;
    const double cse56 = cse17*cse44*(cse52 + cse53 - cse54 - cse55);
    const double cse57 = 2*cse49*cse56 + 2*cse50*(-cse52 - cse53 + cse54 + cse55);
    const double cse58 = cse34*cse56;
    const double cse59 = 2*cse43*cse58 + 2*cse58*(-cse36 - cse38 + cse40 + cse42);

    memset(out, 0, sizeof(double) * 14);
    out[2] = -cse1*cse2;  /* [2, 0] */
    out[3] = -cse21*cse22 - cse29*q_e_bar1_2 - cse32*q_e_bar1_1;  /* [3, 0] */
    out[4] = -cse22*cse28 + cse32*q_e_bar1_0 + cse33*q_e_bar1_2;  /* [4, 0] */
    out[5] = cse22*cse31 + cse29*q_e_bar1_0 - cse33*q_e_bar1_1;  /* [5, 0] */
    out[6] = cse29*q_e_bar1_1 - cse32*q_e_bar1_2 + cse33*q_e_bar1_0;  /* [6, 0] */
    out[9] = -cse1*cse34;  /* [9, 0] */
    out[10] = -cse51*q_e_bar2_3 - cse57*q_e_bar2_2 - cse59*q_e_bar2_1;  /* [10, 0] */
    out[11] = cse51*q_e_bar2_2 - cse57*q_e_bar2_3 + cse59*q_e_bar2_0;  /* [11, 0] */
    out[12] = -cse51*q_e_bar2_1 + cse57*q_e_bar2_0 + cse59*q_e_bar2_3;  /* [12, 0] */
    out[13] = cse51*q_e_bar2_0 + cse57*q_e_bar2_1 - cse59*q_e_bar2_2;  /* [13, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_rp_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_Q(q + (size_t)k * 14, v + (size_t)k * 14, t[k], p, out + (size_t)k * 14);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 14 x 14 row-major, 32 nonzero.
 * 460 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = 2*q_e_bar1_3;
    const double cse1 = cse0*v_ed_bar1_2;
    const double cse2 = 2*q_e_bar1_0;
    const double cse3 = cse2*v_ed_bar1_1;
    const double cse4 = 2*q_e_bar1_2;
    const double cse5 = cse4*v_ed_bar1_3;
    const double cse6 = 2*q_e_bar1_1;
    const double cse7 = cse6*v_ed_bar1_0;
    const double cse8 = cse1 + cse3 - cse5 - cse7;
    const double cse9 = (1.0/3.0)*(p_w*p_w*p_w*p_w);
    const double cse10 = p_L1*p_rho;
    const double cse11 = cse10*cse9;
    const double cse12 = cse11*cse8;
    const double cse13 = cse12*v_ed_bar1_2;
    const double cse14 = cse6*v_ed_bar1_3;
    const double cse15 = cse2*v_ed_bar1_2;
    const double cse16 = cse0*v_ed_bar1_1;
    const double cse17 = cse4*v_ed_bar1_0;
    const double cse18 = cse14 + cse15 - cse16 - cse17;
    const double cse19 = cse11*cse18;
    const double cse20 = (p_w*p_w);
    const double cse21 = (1.0/6.0)*cse20;
    const double cse22 = cse10*cse21*(cse20 + (p_L1*p_L1));
    const double cse23 = cse22*(-cse1 - cse3 + cse5 + cse7);
    const double cse24 = cse18*cse22;
    const double cse25 = cse24*v_ed_bar1_1;
    const double cse26 = cse13 + cse19*v_ed_bar1_1 + cse23*v_ed_bar1_2 - cse25;
    const double cse27 = cse12*v_ed_bar1_3;
    const double cse28 = cse6*v_ed_bar1_2;
    const double cse29 = cse4*v_ed_bar1_1;
    const double cse30 = cse0*v_ed_bar1_0;
    const double cse31 = cse2*v_ed_bar1_3;
    const double cse32 = cse28 - cse29 + cse30 - cse31;
    const double cse33 = cse11*cse32;
    const double cse34 = cse22*cse8;
    const double cse35 = -cse28 + cse29 - cse30 + cse31;
    const double cse36 = cse22*cse35;
    const double cse37 = -cse27 + cse33*v_ed_bar1_1 + cse34*v_ed_bar1_3 + cse36*v_ed_bar1_1;
    const double cse38 = 2*cse37;
    const double cse39 = cse22*(-cse14 - cse15 + cse16 + cse17);
    const double cse40 = cse24*v_ed_bar1_3;
    const double cse41 = cse39*v_ed_bar1_3 + cse40;
    const double cse42 = cse24*v_ed_bar1_0;
    const double cse43 = -cse19*v_ed_bar1_0 + cse23*v_ed_bar1_3 + cse27 + cse42;
    const double cse44 = cse13 - cse33*v_ed_bar1_0 - cse34*v_ed_bar1_2 - cse36*v_ed_bar1_0;
    const double cse45 = -cse24*v_ed_bar1_2;
    const double cse46 = -cse39*v_ed_bar1_2 + cse45;
    const double cse47 = cse35*cse39;
    const double cse48 = cse24*cse35;
    const double cse49 = -cse47 - cse48;
    const double cse50 = cse12*v_ed_bar1_0;
    const double cse51 = -cse19*v_ed_bar1_3 - cse23*v_ed_bar1_0 + cse40 - cse50;
    const double cse52 = -cse12*v_ed_bar1_1;
    const double cse53 = -cse33*v_ed_bar1_3 + cse34*v_ed_bar1_1 - cse36*v_ed_bar1_3 + cse52;
    const double cse54 = 2*cse53;
    const double cse55 = cse25 + cse39*v_ed_bar1_1;
    const double cse56 = cse12*cse32;
    const double cse57 = cse34*cse35;
    const double cse58 = -cse56 - cse57;
    const double cse59 = cse19*v_ed_bar1_2 - cse23*v_ed_bar1_1 + cse45 + cse52;
    const double cse60 = cse33*v_ed_bar1_2 - cse34*v_ed_bar1_0 + cse36*v_ed_bar1_2 + cse50;
    const double cse61 = -cse39*v_ed_bar1_0 - cse42;
    const double cse62 = cse12*cse18;
    const double cse63 = cse18*cse23;
    const double cse64 = -cse62 - cse63;
    const double cse65 = 2*cse41;
    const double cse66 = cse47 + cse48;
    const double cse67 = 2*cse55;
    const double cse68 = cse62 + cse63;
    const double cse69 = cse56 + cse57;
    const double cse70 = 2*cse46;
    const double cse71 = 2*cse61;
    const double cse72 = 2*v_ed_bar2_2;
    const double cse73 = cse72*q_e_bar2_3;
    const double cse74 = 2*v_ed_bar2_1;
    const double cse75 = cse74*q_e_bar2_0;
    const double cse76 = 2*v_ed_bar2_3;
    const double cse77 = cse76*q_e_bar2_2;
    const double cse78 = 2*v_ed_bar2_0;
    const double cse79 = cse78*q_e_bar2_1;
    const double cse80 = cse73 + cse75 - cse77 - cse79;
    const double cse81 = p_L2*p_rho;
    const double cse82 = cse81*cse9;
    const double cse83 = cse80*cse82;
    const double cse84 = cse83*v_ed_bar2_2;
    const double cse85 = cse76*q_e_bar2_1;
    const double cse86 = cse72*q_e_bar2_0;
    const double cse87 = cse74*q_e_bar2_3;
    const double cse88 = cse78*q_e_bar2_2;
    const double cse89 = cse81*(cse85 + cse86 - cse87 - cse88);
    const double cse90 = cse89*cse9;
    const double cse91 = -cse73 - cse75 + cse77 + cse79;
    const double cse92 = cse21*(cse20 + (p_L2*p_L2));
    const double cse93 = cse81*cse92;
    const double cse94 = cse91*cse93;
    const double cse95 = cse89*cse92;
    const double cse96 = cse95*v_ed_bar2_1;
    const double cse97 = cse84 + cse90*v_ed_bar2_1 + cse94*v_ed_bar2_2 - cse96;
    const double cse98 = 2*q_e_bar2_3;
    const double cse99 = -cse85 - cse86 + cse87 + cse88;
    const double cse100 = cse93*cse99;
    const double cse101 = cse95*v_ed_bar2_3;
    const double cse102 = 2*cse100*v_ed_bar2_3 + 2*cse101;
    const double cse103 = cse83*v_ed_bar2_3;
    const double cse104 = cse80*cse93;
    const double cse105 = cse78*q_e_bar2_3;
    const double cse106 = cse72*q_e_bar2_1;
    const double cse107 = cse74*q_e_bar2_2;
    const double cse108 = cse76*q_e_bar2_0;
    const double cse109 = cse82*(cse105 + cse106 - cse107 - cse108);
    const double cse110 = -cse105 - cse106 + cse107 + cse108;
    const double cse111 = cse110*cse93;
    const double cse112 = -cse103 + cse104*v_ed_bar2_3 + cse109*v_ed_bar2_1 + cse111*v_ed_bar2_1;
    const double cse113 = 2*q_e_bar2_2;
    const double cse114 = cse89*v_ed_bar2_0;
    const double cse115 = cse114*cse92;
    const double cse116 = cse103 - cse114*cse9 + cse115 + cse94*v_ed_bar2_3;
    const double cse117 = 2*cse116;
    const double cse118 = -cse104*v_ed_bar2_2 - cse109*v_ed_bar2_0 - cse111*v_ed_bar2_0 + cse84;
    const double cse119 = -cse95*v_ed_bar2_2;
    const double cse120 = -cse100*v_ed_bar2_2 + cse119;
    const double cse121 = 2*q_e_bar2_1;
    const double cse122 = cse111*cse99;
    const double cse123 = cse110*cse95;
    const double cse124 = -cse122 - cse123;
    const double cse125 = cse83*v_ed_bar2_0;
    const double cse126 = cse101 - cse125 - cse90*v_ed_bar2_3 - cse94*v_ed_bar2_0;
    const double cse127 = cse100*v_ed_bar2_1 + cse96;
    const double cse128 = -cse83*v_ed_bar2_1;
    const double cse129 = cse93*v_ed_bar2_1;
    const double cse130 = -cse109*v_ed_bar2_3 - cse111*v_ed_bar2_3 + cse128 + cse129*cse80;
    const double cse131 = cse109*cse80;
    const double cse132 = cse111*cse80;
    const double cse133 = -cse131 - cse132;
    const double cse134 = cse119 + cse128 - cse129*cse91 + cse90*v_ed_bar2_2;
    const double cse135 = -cse104*v_ed_bar2_0 + cse109*v_ed_bar2_2 + cse111*v_ed_bar2_2 + cse125;
    const double cse136 = -2*cse100*v_ed_bar2_0 - 2*cse115;
    const double cse137 = cse80*cse90;
    const double cse138 = cse91*cse95;
    const double cse139 = -cse137 - cse138;
    const double cse140 = cse122 + cse123;
    const double cse141 = 2*q_e_bar2_0;
    const double cse142 = cse137 + cse138;
    const double cse143 = cse131 + cse132;

    memset(out, 0, sizeof(double) * 196);
    out[45] = -cse0*cse26 - cse38*q_e_bar1_2 - cse41*cse6;  /* [3, 3] */
    out[46] = -cse0*cse43 - cse4*cse44 - cse46*cse6 + cse49;  /* [3, 4] */
    out[47] = -cse0*cse51 - cse54*q_e_bar1_2 - cse55*cse6 + cse58;  /* [3, 5] */
    out[48] = -cse0*cse59 - cse4*cse60 - cse6*cse61 + cse64;  /* [3, 6] */
    out[59] = cse26*cse4 - cse38*q_e_bar1_3 + cse65*q_e_bar1_0 + cse66;  /* [4, 3] */
    out[60] = -cse0*cse44 + cse2*cse46 + cse4*cse43;  /* [4, 4] */
    out[61] = cse4*cse51 - cse54*q_e_bar1_3 + cse67*q_e_bar1_0 + cse68;  /* [4, 5] */
    out[62] = -cse0*cse60 + cse2*cse61 + cse4*cse59 + cse58;  /* [4, 6] */
    out[73] = -cse26*cse6 + cse38*q_e_bar1_0 + cse65*q_e_bar1_3 + cse69;  /* [5, 3] */
    out[74] = cse2*cse44 - cse43*cse6 + cse64 + cse70*q_e_bar1_3;  /* [5, 4] */
    out[75] = -cse51*cse6 + cse54*q_e_bar1_0 + cse67*q_e_bar1_3;  /* [5, 5] */
    out[76] = cse2*cse60 - cse59*cse6 + cse66 + cse71*q_e_bar1_3;  /* [5, 6] */
    out[87] = cse2*cse26 + cse37*cse6 - cse65*q_e_bar1_2 + cse68;  /* [6, 3] */
    out[88] = cse2*cse43 + cse44*cse6 + cse69 - cse70*q_e_bar1_2;  /* [6, 4] */
    out[89] = cse2*cse51 + cse49 + cse53*cse6 - cse67*q_e_bar1_2;  /* [6, 5] */
    out[90] = cse2*cse59 + cse6*cse60 - cse71*q_e_bar1_2;  /* [6, 6] */
    out[150] = -cse102*q_e_bar2_1 - cse112*cse113 - cse97*cse98;  /* [10, 10] */
    out[151] = -cse113*cse118 - cse117*q_e_bar2_3 - cse120*cse121 + cse124;  /* [10, 11] */
    out[152] = -cse113*cse130 - cse121*cse127 - cse126*cse98 + cse133;  /* [10, 12] */
    out[153] = -cse113*cse135 - cse134*cse98 - cse136*q_e_bar2_1 + cse139;  /* [10, 13] */
    out[164] = cse102*q_e_bar2_0 - cse112*cse98 + cse113*cse97 + cse140;  /* [11, 10] */
    out[165] = cse113*cse116 - cse118*cse98 + cse120*cse141;  /* [11, 11] */
    out[166] = cse113*cse126 + cse127*cse141 - cse130*cse98 + cse142;  /* [11, 12] */
    out[167] = cse113*cse134 + cse133 - cse135*cse98 + cse136*q_e_bar2_0;  /* [11, 13] */
    out[178] = cse102*q_e_bar2_3 + cse112*cse141 - cse121*cse97 + cse143;  /* [12, 10] */
    out[179] = -cse117*q_e_bar2_1 + cse118*cse141 + cse120*cse98 + cse139;  /* [12, 11] */
    out[180] = -cse121*cse126 + cse127*cse98 + cse130*cse141;  /* [12, 12] */
    out[181] = -cse121*cse134 + cse135*cse141 + cse136*q_e_bar2_3 + cse140;  /* [12, 13] */
    out[192] = -cse102*q_e_bar2_2 + cse112*cse121 + cse141*cse97 + cse142;  /* [13, 10] */
    out[193] = -cse113*cse120 + cse117*q_e_bar2_0 + cse118*cse121 + cse143;  /* [13, 11] */
    out[194] = -cse113*cse127 + cse121*cse130 + cse124 + cse126*cse141;  /* [13, 12] */
    out[195] = cse121*cse135 + cse134*cse141 - cse136*q_e_bar2_2;  /* [13, 13] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 14 x 14 row-major, 32 nonzero.
 * 418 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = 2*q_e_bar1_2;
    const double cse1 = cse0*v_ed_bar1_0;
    const double cse2 = 2*v_ed_bar1_3;
    const double cse3 = cse2*q_e_bar1_1;
    const double cse4 = 2*v_ed_bar1_1;
    const double cse5 = cse4*q_e_bar1_3;
    const double cse6 = 2*q_e_bar1_0;
    const double cse7 = cse6*v_ed_bar1_2;
    const double cse8 = cse1 - cse3 + cse5 - cse7;
    const double cse9 = (p_w*p_w);
    const double cse10 = p_L1*p_rho;
    const double cse11 = (1.0/6.0)*cse9;
    const double cse12 = cse10*cse11*(cse9 + (p_L1*p_L1));
    const double cse13 = cse12*q_e_bar1_3;
    const double cse14 = -cse1 + cse3 - cse5 + cse7;
    const double cse15 = -cse13*cse14;
    const double cse16 = -cse13*cse8 + cse15;
    const double cse17 = 2*q_e_bar1_1;
    const double cse18 = 2*v_ed_bar1_2;
    const double cse19 = cse18*q_e_bar1_3;
    const double cse20 = cse6*v_ed_bar1_1;
    const double cse21 = cse2*q_e_bar1_2;
    const double cse22 = cse17*v_ed_bar1_0;
    const double cse23 = cse19 + cse20 - cse21 - cse22;
    const double cse24 = (1.0/3.0)*(p_w*p_w*p_w*p_w);
    const double cse25 = cse10*cse24;
    const double cse26 = cse23*cse25;
    const double cse27 = cse26*q_e_bar1_3;
    const double cse28 = cse18*q_e_bar1_1;
    const double cse29 = cse4*q_e_bar1_2;
    const double cse30 = 2*q_e_bar1_3;
    const double cse31 = cse30*v_ed_bar1_0;
    const double cse32 = cse6*v_ed_bar1_3;
    const double cse33 = cse25*(cse28 - cse29 + cse31 - cse32);
    const double cse34 = -cse28 + cse29 - cse31 + cse32;
    const double cse35 = cse12*cse34;
    const double cse36 = -cse13*cse23 + cse27 - cse33*q_e_bar1_1 - cse35*q_e_bar1_1;
    const double cse37 = cse14*cse25;
    const double cse38 = cse12*(-cse19 - cse20 + cse21 + cse22);
    const double cse39 = -cse26*q_e_bar1_2;
    const double cse40 = cse12*cse14;
    const double cse41 = cse40*q_e_bar1_1;
    const double cse42 = -cse37*q_e_bar1_1 - cse38*q_e_bar1_2 + cse39 + cse41;
    const double cse43 = cse12*cse8;
    const double cse44 = cse40*q_e_bar1_2;
    const double cse45 = cse43*q_e_bar1_2 + cse44;
    const double cse46 = cse12*cse23;
    const double cse47 = cse33*q_e_bar1_0 + cse35*q_e_bar1_0 + cse39 + cse46*q_e_bar1_2;
    const double cse48 = cse40*q_e_bar1_0;
    const double cse49 = -cse27 + cse37*q_e_bar1_0 - cse38*q_e_bar1_3 - cse48;
    const double cse50 = -cse41 - cse43*q_e_bar1_1;
    const double cse51 = cse26*q_e_bar1_1;
    const double cse52 = cse13*cse34 + cse33*q_e_bar1_3 - cse46*q_e_bar1_1 + cse51;
    const double cse53 = cse26*q_e_bar1_0;
    const double cse54 = cse15 + cse37*q_e_bar1_3 + cse38*q_e_bar1_0 + cse53;
    const double cse55 = cse43*q_e_bar1_0 + cse48;
    const double cse56 = -cse33*q_e_bar1_2 - cse35*q_e_bar1_2 + cse46*q_e_bar1_0 - cse53;
    const double cse57 = -cse37*q_e_bar1_2 + cse38*q_e_bar1_1 + cse44 + cse51;
    const double cse58 = 2*v_ed_bar2_1;
    const double cse59 = cse58*q_e_bar2_3;
    const double cse60 = 2*v_ed_bar2_0;
    const double cse61 = cse60*q_e_bar2_2;
    const double cse62 = 2*v_ed_bar2_3;
    const double cse63 = cse62*q_e_bar2_1;
    const double cse64 = 2*v_ed_bar2_2;
    const double cse65 = cse64*q_e_bar2_0;
    const double cse66 = cse59 + cse61 - cse63 - cse65;
    const double cse67 = p_L2*p_rho;
    const double cse68 = cse11*(cse9 + (p_L2*p_L2));
    const double cse69 = cse67*cse68;
    const double cse70 = cse66*cse69;
    const double cse71 = -cse59 - cse61 + cse63 + cse65;
    const double cse72 = cse69*cse71;
    const double cse73 = -cse72*q_e_bar2_3;
    const double cse74 = -cse70*q_e_bar2_3 + cse73;
    const double cse75 = 2*cse74;
    const double cse76 = cse64*q_e_bar2_3;
    const double cse77 = cse58*q_e_bar2_0;
    const double cse78 = cse62*q_e_bar2_2;
    const double cse79 = cse60*q_e_bar2_1;
    const double cse80 = cse76 + cse77 - cse78 - cse79;
    const double cse81 = cse24*cse67;
    const double cse82 = cse80*cse81;
    const double cse83 = cse82*q_e_bar2_3;
    const double cse84 = cse60*q_e_bar2_3;
    const double cse85 = cse64*q_e_bar2_1;
    const double cse86 = cse58*q_e_bar2_2;
    const double cse87 = 2*q_e_bar2_0;
    const double cse88 = cse87*v_ed_bar2_3;
    const double cse89 = cse84 + cse85 - cse86 - cse88;
    const double cse90 = cse81*cse89;
    const double cse91 = cse69*cse80;
    const double cse92 = cse68*(-cse84 - cse85 + cse86 + cse88);
    const double cse93 = cse67*cse92;
    const double cse94 = cse83 - cse90*q_e_bar2_1 - cse91*q_e_bar2_3 - cse93*q_e_bar2_1;
    const double cse95 = 2*cse94;
    const double cse96 = -cse82*q_e_bar2_2;
    const double cse97 = cse71*cse81;
    const double cse98 = -cse76 - cse77 + cse78 + cse79;
    const double cse99 = cse69*q_e_bar2_2;
    const double cse100 = cse72*q_e_bar2_1;
    const double cse101 = cse100 + cse96 - cse97*q_e_bar2_1 - cse98*cse99;
    const double cse102 = 2*cse101;
    const double cse103 = cse71*cse99;
    const double cse104 = cse103 + cse66*cse99;
    const double cse105 = 2*cse104;
    const double cse106 = cse67*q_e_bar2_0;
    const double cse107 = cse106*cse24;
    const double cse108 = cse106*cse92 + cse107*cse89 + cse80*cse99 + cse96;
    const double cse109 = 2*cse108;
    const double cse110 = cse106*cse71;
    const double cse111 = cse69*cse98;
    const double cse112 = cse110*cse68;
    const double cse113 = cse110*cse24 - cse111*q_e_bar2_3 - cse112 - cse83;
    const double cse114 = 2*cse113;
    const double cse115 = -cse100 - cse70*q_e_bar2_1;
    const double cse116 = 2*cse115;
    const double cse117 = cse82*q_e_bar2_1;
    const double cse118 = cse117 + cse90*q_e_bar2_3 - cse91*q_e_bar2_1 + cse93*q_e_bar2_3;
    const double cse119 = 2*cse118;
    const double cse120 = cse107*cse80;
    const double cse121 = cse106*cse68;
    const double cse122 = cse120 + cse121*cse98 + cse73 + cse97*q_e_bar2_3;
    const double cse123 = 2*cse122;
    const double cse124 = cse112 + cse121*cse66;
    const double cse125 = 2*cse124;
    const double cse126 = -cse120 + cse121*cse80 - cse90*q_e_bar2_2 - cse93*q_e_bar2_2;
    const double cse127 = 2*cse126;
    const double cse128 = cse103 + cse111*q_e_bar2_1 + cse117 - cse97*q_e_bar2_2;
    const double cse129 = 2*cse128;
    const double cse130 = 2*q_e_bar2_3;

    memset(out, 0, sizeof(double) * 196);
    out[45] = -cse0*cse36 - cse16*cse17 - cse30*cse42;  /* [3, 3] */
    out[46] = -cse0*cse47 - cse17*cse45 - cse30*cse49;  /* [3, 4] */
    out[47] = -cse0*cse52 - cse17*cse50 - cse30*cse54;  /* [3, 5] */
    out[48] = -cse0*cse56 - cse17*cse55 - cse30*cse57;  /* [3, 6] */
    out[59] = cse0*cse42 + cse16*cse6 - cse30*cse36;  /* [4, 3] */
    out[60] = cse0*cse49 - cse30*cse47 + cse45*cse6;  /* [4, 4] */
    out[61] = cse0*cse54 - cse30*cse52 + cse50*cse6;  /* [4, 5] */
    out[62] = cse0*cse57 - cse30*cse56 + cse55*cse6;  /* [4, 6] */
    out[73] = cse16*cse30 - cse17*cse42 + cse36*cse6;  /* [5, 3] */
    out[74] = -cse17*cse49 + cse30*cse45 + cse47*cse6;  /* [5, 4] */
    out[75] = -cse17*cse54 + cse30*cse50 + cse52*cse6;  /* [5, 5] */
    out[76] = -cse17*cse57 + cse30*cse55 + cse56*cse6;  /* [5, 6] */
    out[87] = -cse0*cse16 + cse17*cse36 + cse42*cse6;  /* [6, 3] */
    out[88] = -cse0*cse45 + cse17*cse47 + cse49*cse6;  /* [6, 4] */
    out[89] = -cse0*cse50 + cse17*cse52 + cse54*cse6;  /* [6, 5] */
    out[90] = -cse0*cse55 + cse17*cse56 + cse57*cse6;  /* [6, 6] */
    out[150] = -cse102*q_e_bar2_3 - cse75*q_e_bar2_1 - cse95*q_e_bar2_2;  /* [10, 10] */
    out[151] = -cse105*q_e_bar2_1 - cse109*q_e_bar2_2 - cse114*q_e_bar2_3;  /* [10, 11] */
    out[152] = -cse116*q_e_bar2_1 - cse119*q_e_bar2_2 - cse123*q_e_bar2_3;  /* [10, 12] */
    out[153] = -cse125*q_e_bar2_1 - cse127*q_e_bar2_2 - cse129*q_e_bar2_3;  /* [10, 13] */
    out[164] = cse102*q_e_bar2_2 - cse130*cse94 + cse74*cse87;  /* [11, 10] */
    out[165] = cse104*cse87 - cse108*cse130 + cse114*q_e_bar2_2;  /* [11, 11] */
    out[166] = cse115*cse87 - cse118*cse130 + cse123*q_e_bar2_2;  /* [11, 12] */
    out[167] = cse124*cse87 - cse126*cse130 + cse129*q_e_bar2_2;  /* [11, 13] */
    out[178] = -cse102*q_e_bar2_1 + cse130*cse74 + cse87*cse94;  /* [12, 10] */
    out[179] = cse104*cse130 + cse108*cse87 - cse114*q_e_bar2_1;  /* [12, 11] */
    out[180] = cse115*cse130 + cse118*cse87 - cse123*q_e_bar2_1;  /* [12, 12] */
    out[181] = cse124*cse130 + cse126*cse87 - cse129*q_e_bar2_1;  /* [12, 13] */
    out[192] = cse101*cse87 - cse75*q_e_bar2_2 + cse95*q_e_bar2_1;  /* [13, 10] */
    out[193] = -cse105*q_e_bar2_2 + cse109*q_e_bar2_1 + cse113*cse87;  /* [13, 11] */
    out[194] = -cse116*q_e_bar2_2 + cse119*q_e_bar2_1 + cse122*cse87;  /* [13, 12] */
    out[195] = -cse125*q_e_bar2_2 + cse127*q_e_bar2_1 + cse128*cse87;  /* [13, 13] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 14); a (accelerations (time derivative of v), 14); p (parameters, 4).
 * Output: out, 14 x 14 row-major, 32 nonzero.
 * 245 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_12 = a[12];
    const double a_13 = a[13];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = p_rho*(p_w*p_w*p_w*p_w);
    const double cse1 = (2.0/3.0)*cse0;
    const double cse2 = cse1*p_L1;
    const double cse3 = cse2*q_e_bar1_1;
    const double cse4 = p_L1*q_e_bar1_2;
    const double cse5 = (p_w*p_w);
    const double cse6 = cse5 + (p_L1*p_L1);
    const double cse7 = cse5*p_rho;
    const double cse8 = (1.0/3.0)*cse7;
    const double cse9 = cse6*cse8;
    const double cse10 = cse4*cse9;
    const double cse11 = cse9*p_L1;
    const double cse12 = cse11*q_e_bar1_3;
    const double cse13 = -a_5*cse10 - a_6*cse12;
    const double cse14 = cse2*q_e_bar1_0;
    const double cse15 = cse2*q_e_bar1_2;
    const double cse16 = -cse10 + cse15;
    const double cse17 = cse2*q_e_bar1_3;
    const double cse18 = cse12 - cse17;
    const double cse19 = (4.0/3.0)*cse0;
    const double cse20 = cse19*p_L1;
    const double cse21 = cse11*q_e_bar1_1;
    const double cse22 = -cse21 + cse3;
    const double cse23 = cse11*q_e_bar1_0;
    const double cse24 = (2.0/3.0)*cse7;
    const double cse25 = cse24*cse6;
    const double cse26 = cse25*cse4;
    const double cse27 = cse21 - cse3;
    const double cse28 = cse25*p_L1;
    const double cse29 = cse28*q_e_bar1_3;
    const double cse30 = -cse12 + cse17;
    const double cse31 = cse10 - cse15;
    const double cse32 = -cse14 + cse23;
    const double cse33 = cse14 - cse23;
    const double cse34 = a_5*cse28;
    const double cse35 = -a_3*cse23 - a_4*cse21;
    const double cse36 = a_6*cse28;
    const double cse37 = cse1*p_L2;
    const double cse38 = cse37*q_e_bar2_1;
    const double cse39 = cse5 + (p_L2*p_L2);
    const double cse40 = cse39*cse8;
    const double cse41 = cse40*p_L2;
    const double cse42 = cse41*q_e_bar2_3;
    const double cse43 = p_L2*q_e_bar2_2;
    const double cse44 = cse40*cse43;
    const double cse45 = -a_12*cse44 - a_13*cse42;
    const double cse46 = cse37*q_e_bar2_0;
    const double cse47 = cse37*q_e_bar2_3;
    const double cse48 = cse42 - cse47;
    const double cse49 = cse1*cse43;
    const double cse50 = -cse44 + cse49;
    const double cse51 = cse19*p_L2;
    const double cse52 = cse41*q_e_bar2_1;
    const double cse53 = cse38 - cse52;
    const double cse54 = cse41*q_e_bar2_0;
    const double cse55 = cse24*cse39;
    const double cse56 = cse43*cse55;
    const double cse57 = -cse38 + cse52;
    const double cse58 = cse55*p_L2;
    const double cse59 = cse58*q_e_bar2_3;
    const double cse60 = cse44 - cse49;
    const double cse61 = -cse42 + cse47;
    const double cse62 = -cse46 + cse54;
    const double cse63 = cse46 - cse54;
    const double cse64 = cse58*q_e_bar2_0;
    const double cse65 = cse58*q_e_bar2_1;
    const double cse66 = -a_10*cse54 - a_11*cse52;

    memset(out, 0, sizeof(double) * 196);
    out[45] = -a_4*cse3 + cse13;  /* [3, 3] */
    out[46] = a_3*cse20*q_e_bar1_1 - a_4*cse14 + a_5*cse18 + a_6*cse16;  /* [3, 4] */
    out[47] = a_3*cse26 - a_5*cse23 + a_6*cse22;  /* [3, 5] */
    out[48] = a_3*cse29 + a_5*cse27 - a_6*cse23;  /* [3, 6] */
    out[59] = -a_3*cse3 + a_4*cse20*q_e_bar1_0 + a_5*cse30 + a_6*cse31;  /* [4, 3] */
    out[60] = -a_3*cse14 + cse13;  /* [4, 4] */
    out[61] = a_4*cse26 - a_5*cse21 + a_6*cse32;  /* [4, 5] */
    out[62] = a_4*cse29 + a_5*cse33 - a_6*cse21;  /* [4, 6] */
    out[73] = -a_3*cse10 + a_4*cse30 + cse34*q_e_bar1_0;  /* [5, 3] */
    out[74] = a_3*cse18 - a_4*cse10 + cse34*q_e_bar1_1;  /* [5, 4] */
    out[75] = -a_6*cse17 + cse35;  /* [5, 5] */
    out[76] = a_3*cse27 + a_4*cse33 + a_5*cse20*q_e_bar1_3 - a_6*cse15;  /* [5, 6] */
    out[87] = -a_3*cse12 + a_4*cse31 + cse36*q_e_bar1_0;  /* [6, 3] */
    out[88] = a_3*cse16 - a_4*cse12 + cse36*q_e_bar1_1;  /* [6, 4] */
    out[89] = a_3*cse22 + a_4*cse32 - a_5*cse17 + a_6*cse19*cse4;  /* [6, 5] */
    out[90] = -a_5*cse15 + cse35;  /* [6, 6] */
    out[150] = -a_11*cse38 + cse45;  /* [10, 10] */
    out[151] = a_10*cse51*q_e_bar2_1 - a_11*cse46 + a_12*cse48 + a_13*cse50;  /* [10, 11] */
    out[152] = a_10*cse56 - a_12*cse54 + a_13*cse53;  /* [10, 12] */
    out[153] = a_10*cse59 + a_12*cse57 - a_13*cse54;  /* [10, 13] */
    out[164] = -a_10*cse38 + a_11*cse51*q_e_bar2_0 + a_12*cse61 + a_13*cse60;  /* [11, 10] */
    out[165] = -a_10*cse46 + cse45;  /* [11, 11] */
    out[166] = a_11*cse56 - a_12*cse52 + a_13*cse62;  /* [11, 12] */
    out[167] = a_11*cse59 + a_12*cse63 - a_13*cse52;  /* [11, 13] */
    out[178] = -a_10*cse44 + a_11*cse61 + a_12*cse64;  /* [12, 10] */
    out[179] = a_10*cse48 - a_11*cse44 + a_12*cse65;  /* [12, 11] */
    out[180] = -a_13*cse47 + cse66;  /* [12, 12] */
    out[181] = a_10*cse57 + a_11*cse63 + a_12*cse51*q_e_bar2_3 - a_13*cse49;  /* [12, 13] */
    out[192] = -a_10*cse42 + a_11*cse60 + a_13*cse64;  /* [13, 10] */
    out[193] = a_10*cse50 - a_11*cse42 + a_13*cse65;  /* [13, 11] */
    out[194] = a_10*cse53 + a_11*cse62 - a_12*cse47 + a_13*cse19*cse43;  /* [13, 12] */
    out[195] = -a_12*cse49 + cse66;  /* [13, 13] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 14); lam (Lagrange multipliers, one per constraint row, 12); t (time); p (parameters, 4).
 * Output: out, 14 x 14 row-major, 64 nonzero.
 * 229 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
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
    const double lam_10 = lam[10];
    const double lam_11 = lam[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = 4*lam_3;
    const double cse1 = 8*q_e_bar2_3;
    const double cse2 = 8*q_e_bar2_0;
    const double cse3 = lam_10 + lam_8*(cse1*q_e_bar2_2 - cse2*q_e_bar2_1);
    const double cse4 = 2*lam_5;
    const double cse5 = -cse4*p_L1 - 2*lam_0*p_L1 + lam_9*(-cse1*q_e_bar2_1 - cse2*q_e_bar2_2);
    const double cse6 = 4*(q_e_bar2_3*q_e_bar2_3);
    const double cse7 = 4*(q_e_bar2_0*q_e_bar2_0);
    const double cse8 = cse6 + cse7 - 2;
    const double cse9 = cse8*lam_8;
    const double cse10 = 2*lam_4;
    const double cse11 = cse10 + cse9;
    const double cse12 = lam_2*p_L1;
    const double cse13 = lam_7*p_L1;
    const double cse14 = cse12 + cse13 + cse8*lam_9;
    const double cse15 = 4*q_e_bar2_3;
    const double cse16 = cse15*q_e_bar2_1;
    const double cse17 = 4*q_e_bar2_0;
    const double cse18 = cse17*q_e_bar2_2;
    const double cse19 = -lam_1*p_L1 - lam_6*p_L1 + lam_9*(-cse15*q_e_bar2_2 + cse17*q_e_bar2_1);
    const double cse20 = cse19 + lam_8*(-cse16 - cse18);
    const double cse21 = 8*q_e_bar1_0;
    const double cse22 = cse21*q_e_bar2_2;
    const double cse23 = 4*q_e_bar1_3;
    const double cse24 = cse23*q_e_bar2_1;
    const double cse25 = cse2*q_e_bar1_2;
    const double cse26 = 8*q_e_bar1_1;
    const double cse27 = cse26*q_e_bar2_0;
    const double cse28 = -cse21*q_e_bar2_1 - cse23*q_e_bar2_2;
    const double cse29 = lam_8*(cse27 + cse28) + lam_9*(-cse22 + cse24 + cse25);
    const double cse30 = cse21*q_e_bar2_3;
    const double cse31 = cse23*q_e_bar2_0;
    const double cse32 = q_e_bar1_3*q_e_bar2_3;
    const double cse33 = cse21*q_e_bar2_0;
    const double cse34 = -4*cse32 - cse33;
    const double cse35 = cse34*lam_8 + lam_9*(-cse30 + cse31);
    const double cse36 = cse34*lam_9 + lam_8*(cse30 - cse31);
    const double cse37 = cse1*q_e_bar1_2;
    const double cse38 = cse26*q_e_bar2_3;
    const double cse39 = lam_8*(cse22 - cse24 + cse38) + lam_9*(cse28 + cse37);
    const double cse40 = cse19 + lam_8*(cse16 + cse18);
    const double cse41 = -cse12 - cse13 + lam_9*(-cse6 - cse7 + 2);
    const double cse42 = 4*q_e_bar1_2;
    const double cse43 = cse42*q_e_bar2_1;
    const double cse44 = cse2*q_e_bar1_3;
    const double cse45 = cse42*q_e_bar2_2;
    const double cse46 = lam_8*(cse33 + cse45) + lam_9*(-cse26*q_e_bar2_2 + cse43 - cse44);
    const double cse47 = -cse38;
    const double cse48 = cse17*q_e_bar1_2;
    const double cse49 = cse15*q_e_bar1_2;
    const double cse50 = cse49*lam_8 + lam_9*(cse47 + cse48);
    const double cse51 = -cse27;
    const double cse52 = cse48*lam_8 + lam_9*(-cse49 + cse51);
    const double cse53 = 8*cse32;
    const double cse54 = lam_8*(cse30 + cse43) + lam_9*(-cse26*q_e_bar2_1 - cse45 - cse53);
    const double cse55 = -cse10 + cse9;
    const double cse56 = 4*q_e_bar1_1;
    const double cse57 = cse56*q_e_bar2_1;
    const double cse58 = cse56*q_e_bar2_2;
    const double cse59 = 8*q_e_bar1_2;
    const double cse60 = lam_8*(cse44 + cse58 - cse59*q_e_bar2_1) + lam_9*(cse33 + cse57);
    const double cse61 = cse17*q_e_bar1_1;
    const double cse62 = cse15*q_e_bar1_1;
    const double cse63 = cse61*lam_9 + lam_8*(-cse25 + cse62);
    const double cse64 = -cse62*lam_9 + lam_8*(cse37 + cse61);
    const double cse65 = lam_8*(cse53 + cse57 + cse59*q_e_bar2_2) + lam_9*(cse30 - cse58);
    const double cse66 = 4*q_e_bar1_0;
    const double cse67 = -cse66*q_e_bar2_2;
    const double cse68 = cse66*q_e_bar2_1;
    const double cse69 = lam_8*(cse25 + cse67) + lam_9*(cse51 + cse68);
    const double cse70 = lam_8*q_e_bar1_0;
    const double cse71 = lam_9*q_e_bar1_0;
    const double cse72 = -cse15*cse70 + cse17*cse71;
    const double cse73 = -cse15*cse71 - cse17*cse70;
    const double cse74 = lam_8*(cse37 - cse68) + lam_9*(cse47 + cse67);
    const double cse75 = -cse4*p_L2 + lam_11;
    const double cse76 = lam_8*(cse21*q_e_bar1_1 + cse59*q_e_bar1_3) + lam_9*(cse21*q_e_bar1_2 - cse26*q_e_bar1_3);
    const double cse77 = cse42*q_e_bar1_1;
    const double cse78 = cse23*q_e_bar1_0;
    const double cse79 = 4*(q_e_bar1_2*q_e_bar1_2);
    const double cse80 = 4*(q_e_bar1_0*q_e_bar1_0);
    const double cse81 = 2 - cse80;
    const double cse82 = lam_8*(-cse79 + cse81) + lam_9*(cse77 + cse78);
    const double cse83 = lam_7*p_L2;
    const double cse84 = -cse78;
    const double cse85 = lam_8*(cse77 + cse84) + lam_9*(cse81 - 4*(q_e_bar1_1*q_e_bar1_1));
    const double cse86 = cse83 + cse85;
    const double cse87 = -lam_6*p_L2;
    const double cse88 = -cse83 + cse85;
    const double cse89 = lam_8*(cse79 + cse80 - 2) + lam_9*(-cse77 + cse84);

    memset(out, 0, sizeof(double) * 196);
    out[45] = cse0 + cse3 + cse5;  /* [3, 3] */
    out[46] = cse11;  /* [3, 4] */
    out[47] = cse14;  /* [3, 5] */
    out[48] = cse20;  /* [3, 6] */
    out[52] = cse29;  /* [3, 10] */
    out[53] = cse35;  /* [3, 11] */
    out[54] = cse36;  /* [3, 12] */
    out[55] = cse39;  /* [3, 13] */
    out[59] = cse11;  /* [4, 3] */
    out[60] = cse5 + lam_10;  /* [4, 4] */
    out[61] = cse40;  /* [4, 5] */
    out[62] = cse41;  /* [4, 6] */
    out[66] = cse46;  /* [4, 10] */
    out[67] = cse50;  /* [4, 11] */
    out[68] = cse52;  /* [4, 12] */
    out[69] = cse54;  /* [4, 13] */
    out[73] = cse14;  /* [5, 3] */
    out[74] = cse40;  /* [5, 4] */
    out[75] = cse3;  /* [5, 5] */
    out[76] = cse55;  /* [5, 6] */
    out[80] = cse60;  /* [5, 10] */
    out[81] = cse63;  /* [5, 11] */
    out[82] = cse64;  /* [5, 12] */
    out[83] = cse65;  /* [5, 13] */
    out[87] = cse20;  /* [6, 3] */
    out[88] = cse41;  /* [6, 4] */
    out[89] = cse55;  /* [6, 5] */
    out[90] = cse0 + lam_10;  /* [6, 6] */
    out[94] = cse69;  /* [6, 10] */
    out[95] = cse72;  /* [6, 11] */
    out[96] = cse73;  /* [6, 12] */
    out[97] = cse74;  /* [6, 13] */
    out[143] = cse29;  /* [10, 3] */
    out[144] = cse46;  /* [10, 4] */
    out[145] = cse60;  /* [10, 5] */
    out[146] = cse69;  /* [10, 6] */
    out[150] = cse75 + cse76;  /* [10, 10] */
    out[151] = cse82;  /* [10, 11] */
    out[152] = cse86;  /* [10, 12] */
    out[153] = cse87;  /* [10, 13] */
    out[157] = cse35;  /* [11, 3] */
    out[158] = cse50;  /* [11, 4] */
    out[159] = cse63;  /* [11, 5] */
    out[160] = cse72;  /* [11, 6] */
    out[164] = cse82;  /* [11, 10] */
    out[165] = cse75;  /* [11, 11] */
    out[166] = cse87;  /* [11, 12] */
    out[167] = cse88;  /* [11, 13] */
    out[171] = cse36;  /* [12, 3] */
    out[172] = cse52;  /* [12, 4] */
    out[173] = cse64;  /* [12, 5] */
    out[174] = cse73;  /* [12, 6] */
    out[178] = cse86;  /* [12, 10] */
    out[179] = cse87;  /* [12, 11] */
    out[180] = lam_11;  /* [12, 12] */
    out[181] = cse89;  /* [12, 13] */
    out[185] = cse39;  /* [13, 3] */
    out[186] = cse54;  /* [13, 4] */
    out[187] = cse65;  /* [13, 5] */
    out[188] = cse74;  /* [13, 6] */
    out[192] = cse87;  /* [13, 10] */
    out[193] = cse88;  /* [13, 11] */
    out[194] = cse89;  /* [13, 12] */
    out[195] = cse76 + lam_11;  /* [13, 13] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); a (accelerations (time derivative of v), 14); lam (Lagrange multipliers, one per constraint row, 12); t (time); p (parameters, 4); h (step size).
 * Output: out, 26 x 1 row-major, 26 nonzero.
 * 642 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_r_bar2_x = q[7];
    const double q_r_bar2_y = q[8];
    const double q_r_bar2_z = q[9];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
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
    const double a_12 = a[12];
    const double a_13 = a[13];
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
    const double lam_10 = lam[10];
    const double lam_11 = lam[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = 9.81*cse1;
    const double cse4 = 2*v_ed_bar1_3;
    const double cse5 = cse4*q_e_bar1_1;
    const double cse6 = 2*v_ed_bar1_2;
    const double cse7 = cse6*q_e_bar1_0;
    const double cse8 = 2*q_e_bar1_3;
    const double cse9 = cse8*v_ed_bar1_1;
    const double cse10 = 2*q_e_bar1_2;
    const double cse11 = cse10*v_ed_bar1_0;
    const double cse12 = -cse11 + cse5 + cse7 - cse9;
    const double cse13 = cse10*v_ed_bar1_3;
    const double cse14 = 2*q_e_bar1_1;
    const double cse15 = cse14*v_ed_bar1_0;
    const double cse16 = cse6*q_e_bar1_3;
    const double cse17 = 2*q_e_bar1_0;
    const double cse18 = cse17*v_ed_bar1_1;
    const double cse19 = cse0 + (p_L1*p_L1);
    const double cse20 = cse19*cse2;
    const double cse21 = -cse13 - cse15 + cse16 + cse18;
    const double cse22 = p_rho*(p_w*p_w*p_w*p_w);
    const double cse23 = (1.0/6.0)*cse22;
    const double cse24 = cse21*cse23*p_L1;
    const double cse25 = (1.0/12.0)*cse12*cse20*(cse13 + cse15 - cse16 - cse18) + cse12*cse24;
    const double cse26 = cse10*v_ed_bar1_1;
    const double cse27 = cse4*q_e_bar1_0;
    const double cse28 = cse8*v_ed_bar1_0;
    const double cse29 = cse6*q_e_bar1_1;
    const double cse30 = (1.0/12.0)*cse20*(cse26 + cse27 - cse28 - cse29);
    const double cse31 = 2*cse21*cse30 + 2*cse24*(-cse26 - cse27 + cse28 + cse29);
    const double cse32 = cse12*cse30 + cse30*(cse11 - cse5 - cse7 + cse9);
    const double cse33 = lam_0*p_L1;
    const double cse34 = (q_e_bar1_1*q_e_bar1_1);
    const double cse35 = (2.0/3.0)*cse22;
    const double cse36 = cse35*p_L1;
    const double cse37 = (q_e_bar1_3*q_e_bar1_3);
    const double cse38 = (1.0/3.0)*cse20;
    const double cse39 = (q_e_bar1_2*q_e_bar1_2);
    const double cse40 = cse37*cse38 + cse38*cse39;
    const double cse41 = 4*lam_3;
    const double cse42 = p_L1*q_e_bar1_3;
    const double cse43 = (1.0/3.0)*cse1*cse19*cse42;
    const double cse44 = cse43*q_e_bar1_1;
    const double cse45 = cse38*q_e_bar1_2;
    const double cse46 = cse45*q_e_bar1_0;
    const double cse47 = cse35*cse42;
    const double cse48 = cse44 - cse46 - cse47*q_e_bar1_1;
    const double cse49 = cse36*q_e_bar1_2;
    const double cse50 = -cse43*q_e_bar1_0 - cse45*q_e_bar1_1;
    const double cse51 = cse49*q_e_bar1_1 + cse50;
    const double cse52 = cse36*q_e_bar1_0*q_e_bar1_1;
    const double cse53 = (q_e_bar2_3*q_e_bar2_3);
    const double cse54 = (q_e_bar2_0*q_e_bar2_0);
    const double cse55 = 2*cse54 - 1;
    const double cse56 = 2*cse53 + cse55;
    const double cse57 = 2*cse56;
    const double cse58 = cse57*q_e_bar1_2;
    const double cse59 = 2*q_e_bar2_2;
    const double cse60 = 2*q_e_bar2_0;
    const double cse61 = cse59*q_e_bar2_3 - cse60*q_e_bar2_1;
    const double cse62 = 2*cse61;
    const double cse63 = 2*q_e_bar2_3;
    const double cse64 = cse63*q_e_bar2_1;
    const double cse65 = cse59*q_e_bar2_0;
    const double cse66 = cse64 + cse65;
    const double cse67 = 4*cse66;
    const double cse68 = lam_7*p_L1;
    const double cse69 = cse57*q_e_bar1_1;
    const double cse70 = 2*cse66;
    const double cse71 = lam_5*p_L1;
    const double cse72 = 2*lam_4;
    const double cse73 = lam_2*p_L1;
    const double cse74 = (q_e_bar1_0*q_e_bar1_0);
    const double cse75 = -cse44 + cse46 - cse49*q_e_bar1_0;
    const double cse76 = cse47*q_e_bar1_0 + cse50;
    const double cse77 = cse57*q_e_bar1_3;
    const double cse78 = cse61*q_e_bar1_2;
    const double cse79 = cse57*q_e_bar1_0;
    const double cse80 = lam_6*p_L1;
    const double cse81 = lam_1*p_L1;
    const double cse82 = cse34*cse38 + cse38*cse74;
    const double cse83 = cse47*q_e_bar1_2;
    const double cse84 = cse1*p_L2;
    const double cse85 = lam_5*p_L2;
    const double cse86 = lam_6*p_L2;
    const double cse87 = 2*q_e_bar2_1;
    const double cse88 = cse87*v_ed_bar2_3;
    const double cse89 = cse60*v_ed_bar2_2;
    const double cse90 = cse63*v_ed_bar2_1;
    const double cse91 = cse59*v_ed_bar2_0;
    const double cse92 = cse88 + cse89 - cse90 - cse91;
    const double cse93 = cse59*v_ed_bar2_3;
    const double cse94 = 2*v_ed_bar2_0;
    const double cse95 = cse94*q_e_bar2_1;
    const double cse96 = 2*v_ed_bar2_2;
    const double cse97 = cse96*q_e_bar2_3;
    const double cse98 = cse60*v_ed_bar2_1;
    const double cse99 = cse84*(cse0 + (p_L2*p_L2));
    const double cse100 = (1.0/12.0)*cse99;
    const double cse101 = -cse93 - cse95 + cse97 + cse98;
    const double cse102 = cse101*cse23*p_L2;
    const double cse103 = cse100*cse92*(cse93 + cse95 - cse97 - cse98) + cse102*cse92;
    const double cse104 = cse59*v_ed_bar2_1;
    const double cse105 = cse60*v_ed_bar2_3;
    const double cse106 = cse94*q_e_bar2_3;
    const double cse107 = cse96*q_e_bar2_1;
    const double cse108 = cse100*(cse104 + cse105 - cse106 - cse107);
    const double cse109 = 2*cse101*cse108 + 2*cse102*(-cse104 - cse105 + cse106 + cse107);
    const double cse110 = cse108*cse92 + cse108*(-cse88 - cse89 + cse90 + cse91);
    const double cse111 = lam_7*p_L2;
    const double cse112 = -cse10*q_e_bar1_0 + cse8*q_e_bar1_1;
    const double cse113 = 4*cse112;
    const double cse114 = 2*cse74 - 1;
    const double cse115 = cse114 + 2*cse34;
    const double cse116 = cse10*q_e_bar1_1;
    const double cse117 = cse8*q_e_bar1_0;
    const double cse118 = cse116 + cse117;
    const double cse119 = 2*cse118;
    const double cse120 = cse35*p_L2;
    const double cse121 = cse120*q_e_bar2_1;
    const double cse122 = cse121*q_e_bar2_0;
    const double cse123 = cse10*q_e_bar1_3;
    const double cse124 = cse17*q_e_bar1_1;
    const double cse125 = cse123 + cse124;
    const double cse126 = 4*cse125;
    const double cse127 = cse114 + 2*cse39;
    const double cse128 = 2*cse127;
    const double cse129 = cse116 - cse117;
    const double cse130 = (1.0/3.0)*cse99;
    const double cse131 = cse130*q_e_bar2_2;
    const double cse132 = cse130*q_e_bar2_3;
    const double cse133 = -cse131*q_e_bar2_1 - cse132*q_e_bar2_0;
    const double cse134 = cse121*q_e_bar2_2 + cse133;
    const double cse135 = cse132*q_e_bar2_1;
    const double cse136 = cse131*q_e_bar2_0;
    const double cse137 = -cse121*q_e_bar2_3 + cse135 - cse136;
    const double cse138 = (q_e_bar2_1*q_e_bar2_1);
    const double cse139 = (q_e_bar2_2*q_e_bar2_2);
    const double cse140 = cse130*cse139 + cse130*cse53;
    const double cse141 = 2*cse129;
    const double cse142 = cse120*q_e_bar2_0;
    const double cse143 = -cse135 + cse136 - cse142*q_e_bar2_2;
    const double cse144 = 2*cse115;
    const double cse145 = cse133 + cse142*q_e_bar2_3;
    const double cse146 = cse120*q_e_bar2_2*q_e_bar2_3;
    const double cse147 = cse130*cse138 + cse130*cse54;
    const double cse148 = (1.0/(h*h));
    const double cse149 = (1.0/2.0)*p_L1;
    const double cse150 = -cse115*cse149;
    const double cse151 = -cse118*cse149;
    const double cse152 = -cse112*cse149;
    const double cse153 = (1.0/2.0)*p_L2;

    out[0] = a_0*cse2 + lam_0 - lam_5;  /* [0, 0] */
    out[1] = a_1*cse2 + lam_1 - lam_6;  /* [1, 0] */
    out[2] = a_2*cse2 + cse3*p_L1 + lam_2 - lam_7;  /* [2, 0] */
    out[3] = a_3*(cse34*cse36 + cse40) - a_4*cse52 + a_5*cse48 + a_6*cse51 + cse14*cse32 - cse17*cse33 - cse17*cse71 + cse25*cse8 + cse31*q_e_bar1_2 + cse41*q_e_bar1_0 - cse42*lam_1 - cse42*lam_6 + cse68*q_e_bar1_2 + cse72*q_e_bar1_1 + cse73*q_e_bar1_2 + lam_10*q_e_bar1_0 + lam_8*(4*cse61*q_e_bar1_0 + cse69 - cse70*q_e_bar1_3) + lam_9*(cse58 - cse62*q_e_bar1_3 - cse67*q_e_bar1_0);  /* [3, 0] */
    out[4] = -a_3*cse52 + a_4*(cse36*cse74 + cse40) + a_5*cse76 + a_6*cse75 - cse10*cse25 - cse14*cse33 - cse14*cse71 - cse17*cse32 + cse31*q_e_bar1_3 - cse42*lam_2 - cse42*lam_7 + cse72*q_e_bar1_0 - cse80*q_e_bar1_2 - cse81*q_e_bar1_2 + lam_10*q_e_bar1_1 + lam_8*(cse70*q_e_bar1_2 + cse79) + lam_9*(-cse67*q_e_bar1_1 - cse77 - 2*cse78);  /* [4, 0] */
    out[5] = a_3*cse48 + a_4*cse76 + a_5*(cse36*cse37 + cse82) - a_6*cse83 + cse14*cse25 - cse31*q_e_bar1_0 - cse32*cse8 + cse68*q_e_bar1_0 - cse72*q_e_bar1_3 + cse73*q_e_bar1_0 - cse80*q_e_bar1_1 - cse81*q_e_bar1_1 + lam_10*q_e_bar1_2 + lam_8*(cse70*q_e_bar1_1 + cse77 + 4*cse78) + lam_9*(-cse62*q_e_bar1_1 + cse79);  /* [5, 0] */
    out[6] = a_3*cse51 + a_4*cse75 - a_5*cse83 + a_6*(cse36*cse39 + cse82) + cse10*cse32 - cse17*cse25 - cse31*q_e_bar1_1 + cse41*q_e_bar1_3 - cse68*q_e_bar1_1 - cse72*q_e_bar1_2 - cse73*q_e_bar1_1 - cse80*q_e_bar1_0 - cse81*q_e_bar1_0 + lam_10*q_e_bar1_3 + lam_8*(cse58 - cse70*q_e_bar1_0) + lam_9*(-cse62*q_e_bar1_0 - cse69);  /* [6, 0] */
    out[7] = a_7*cse84 + lam_5;  /* [7, 0] */
    out[8] = a_8*cse84 + lam_6;  /* [8, 0] */
    out[9] = a_9*cse84 + cse3*p_L2 + lam_7;  /* [9, 0] */
    out[10] = a_10*(cse120*cse138 + cse140) - a_11*cse122 + a_12*cse137 + a_13*cse134 + cse103*cse63 + cse109*q_e_bar2_2 + cse110*cse87 + cse111*q_e_bar2_2 - cse60*cse85 - cse86*q_e_bar2_3 + lam_11*q_e_bar2_0 + lam_8*(cse126*q_e_bar2_0 - cse128*q_e_bar2_1 + cse129*cse59) + lam_9*(-cse113*q_e_bar2_0 - cse115*cse59 + cse119*q_e_bar2_1);  /* [10, 0] */
    out[11] = -a_10*cse122 + a_11*(cse120*cse54 + cse140) + a_12*cse145 + a_13*cse143 - cse103*cse59 + cse109*q_e_bar2_3 - cse110*cse60 - cse111*q_e_bar2_3 - cse85*cse87 - cse86*q_e_bar2_2 + lam_11*q_e_bar2_1 + lam_8*(-cse127*cse60 + cse141*q_e_bar2_3) + lam_9*(cse119*q_e_bar2_0 - cse144*q_e_bar2_3);  /* [11, 0] */
    out[12] = a_10*cse137 + a_11*cse145 + a_12*(cse120*cse53 + cse147) - a_13*cse146 + cse103*cse87 - cse109*q_e_bar2_0 - cse110*cse63 + cse111*q_e_bar2_0 - cse86*q_e_bar2_1 + lam_11*q_e_bar2_2 + lam_8*(cse128*q_e_bar2_3 + cse141*q_e_bar2_0) + lam_9*(-cse115*cse60 - cse119*q_e_bar2_3);  /* [12, 0] */
    out[13] = a_10*cse134 + a_11*cse143 - a_12*cse146 + a_13*(cse120*cse139 + cse147) - cse103*cse60 - cse109*q_e_bar2_1 + cse110*cse59 - cse111*q_e_bar2_1 - cse86*q_e_bar2_0 + lam_11*q_e_bar2_3 + lam_8*(cse126*q_e_bar2_3 + cse127*cse59 + cse141*q_e_bar2_1) + lam_9*(-cse113*q_e_bar2_3 - cse118*cse59 - cse144*q_e_bar2_1);  /* [13, 0] */
    out[14] = cse148*(cse150 + q_r_bar1_x);  /* [14, 0] */
    out[15] = cse148*(cse151 + q_r_bar1_y);  /* [15, 0] */
    out[16] = cse148*(cse152 + q_r_bar1_z);  /* [16, 0] */
    out[17] = cse148*(cse114 + 2*cse37);  /* [17, 0] */
    out[18] = -cse148*(cse123 - cse124);  /* [18, 0] */
    out[19] = cse148*(cse150 - cse153*(2*cse138 + cse55) - q_r_bar1_x + q_r_bar2_x);  /* [19, 0] */
    out[20] = cse148*(cse151 - cse153*(cse59*q_e_bar2_1 + cse60*q_e_bar2_3) - q_r_bar1_y + q_r_bar2_y);  /* [20, 0] */
    out[21] = cse148*(cse152 - cse153*(cse64 - cse65) - q_r_bar1_z + q_r_bar2_z);  /* [21, 0] */
    out[22] = cse148*(cse125*cse56 + cse127*cse61 + cse129*cse66);  /* [22, 0] */
    out[23] = cse148*(-cse112*cse56 - cse115*cse66 - cse118*cse61);  /* [23, 0] */
    out[24] = cse148*((1.0/2.0)*cse34 + (1.0/2.0)*cse37 + (1.0/2.0)*cse39 + (1.0/2.0)*cse74 - 1.0/2.0);  /* [24, 0] */
    out[25] = cse148*((1.0/2.0)*cse138 + (1.0/2.0)*cse139 + (1.0/2.0)*cse53 + (1.0/2.0)*cse54 - 1.0/2.0);  /* [25, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); a (accelerations (time derivative of v), 14); lam (Lagrange multipliers, one per constraint row, 12); t (time); p (parameters, 4); h (step size).
 * Output: out, 26 x 26 row-major, 208 nonzero.
 * 1633 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_12 = a[12];
    const double a_13 = a[13];
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
    const double lam_10 = lam[10];
    const double lam_11 = lam[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = (q_e_bar1_1*q_e_bar1_1);
    const double cse4 = p_rho*(p_w*p_w*p_w*p_w);
    const double cse5 = (2.0/3.0)*cse4;
    const double cse6 = cse5*p_L1;
    const double cse7 = p_L1*q_e_bar1_3;
    const double cse8 = 2*q_e_bar1_2;
    const double cse9 = cse8*v_ed_bar1_0;
    const double cse10 = 2*q_e_bar1_1;
    const double cse11 = cse10*v_ed_bar1_3;
    const double cse12 = 2*q_e_bar1_3;
    const double cse13 = cse12*v_ed_bar1_1;
    const double cse14 = 2*q_e_bar1_0;
    const double cse15 = cse14*v_ed_bar1_2;
    const double cse16 = -cse11 + cse13 - cse15 + cse9;
    const double cse17 = cse0 + (p_L1*p_L1);
    const double cse18 = (1.0/6.0)*cse1;
    const double cse19 = cse17*cse18;
    const double cse20 = cse16*cse19;
    const double cse21 = cse11 - cse13 + cse15 - cse9;
    const double cse22 = cse19*cse21;
    const double cse23 = -cse22*cse7;
    const double cse24 = -cse20*cse7 + cse23;
    const double cse25 = cse12*v_ed_bar1_2;
    const double cse26 = cse14*v_ed_bar1_1;
    const double cse27 = cse8*v_ed_bar1_3;
    const double cse28 = cse10*v_ed_bar1_0;
    const double cse29 = cse25 + cse26 - cse27 - cse28;
    const double cse30 = (1.0/3.0)*cse4;
    const double cse31 = cse29*cse30;
    const double cse32 = cse31*cse7;
    const double cse33 = p_L1*q_e_bar1_1;
    const double cse34 = cse10*v_ed_bar1_2;
    const double cse35 = cse8*v_ed_bar1_1;
    const double cse36 = cse12*v_ed_bar1_0;
    const double cse37 = cse14*v_ed_bar1_3;
    const double cse38 = cse34 - cse35 + cse36 - cse37;
    const double cse39 = cse30*cse38;
    const double cse40 = cse19*cse29;
    const double cse41 = -cse34 + cse35 - cse36 + cse37;
    const double cse42 = cse19*cse41;
    const double cse43 = cse32 - cse33*cse39 - cse33*cse42 - cse40*cse7;
    const double cse44 = cse21*cse30;
    const double cse45 = p_L1*q_e_bar1_2;
    const double cse46 = -cse25 - cse26 + cse27 + cse28;
    const double cse47 = cse19*cse46;
    const double cse48 = -cse31*cse45;
    const double cse49 = cse22*cse33;
    const double cse50 = -cse33*cse44 - cse45*cse47 + cse48 + cse49;
    const double cse51 = (h*h);
    const double cse52 = 4*lam_3;
    const double cse53 = cse33*cse5;
    const double cse54 = cse31*p_L1;
    const double cse55 = cse54*v_ed_bar1_2;
    const double cse56 = cse44*p_L1;
    const double cse57 = (1.0/6.0)*cse17*cse2;
    const double cse58 = cse57*v_ed_bar1_2;
    const double cse59 = cse21*cse57;
    const double cse60 = cse59*v_ed_bar1_1;
    const double cse61 = cse46*cse58 + cse55 + cse56*v_ed_bar1_1 - cse60;
    const double cse62 = cse54*v_ed_bar1_3;
    const double cse63 = cse39*p_L1;
    const double cse64 = cse29*cse57;
    const double cse65 = cse41*cse57;
    const double cse66 = -cse62 + cse63*v_ed_bar1_1 + cse64*v_ed_bar1_3 + cse65*v_ed_bar1_1;
    const double cse67 = cse16*cse57;
    const double cse68 = cse59*v_ed_bar1_3;
    const double cse69 = cse67*v_ed_bar1_3 + cse68;
    const double cse70 = 8*q_e_bar2_3;
    const double cse71 = 8*q_e_bar2_0;
    const double cse72 = lam_10 + lam_8*(cse70*q_e_bar2_2 - cse71*q_e_bar2_1);
    const double cse73 = (1.0/3.0)*cse17;
    const double cse74 = cse1*cse73;
    const double cse75 = cse7*cse74;
    const double cse76 = cse45*cse74;
    const double cse77 = 2*p_L1;
    const double cse78 = -a_5*cse76 - a_6*cse75 - cse77*lam_0 - cse77*lam_5 + lam_9*(-cse70*q_e_bar2_1 - cse71*q_e_bar2_2);
    const double cse79 = (q_e_bar1_2*q_e_bar1_2);
    const double cse80 = cse2*cse73;
    const double cse81 = (q_e_bar1_3*q_e_bar1_3);
    const double cse82 = cse79*cse80 + cse80*cse81;
    const double cse83 = -cse53*q_e_bar1_0;
    const double cse84 = cse22*cse45;
    const double cse85 = cse20*cse45 + cse84;
    const double cse86 = p_L1*q_e_bar1_0;
    const double cse87 = cse39*cse86 + cse40*cse45 + cse42*cse86 + cse48;
    const double cse88 = cse22*cse86;
    const double cse89 = -cse32 + cse44*cse86 - cse47*cse7 - cse88;
    const double cse90 = cse5*cse7;
    const double cse91 = cse75 - cse90;
    const double cse92 = cse45*cse5;
    const double cse93 = -cse76 + cse92;
    const double cse94 = (4.0/3.0)*cse4;
    const double cse95 = p_L1*v_ed_bar1_0;
    const double cse96 = cse46*cse57;
    const double cse97 = cse59*v_ed_bar1_0;
    const double cse98 = -cse44*cse95 + cse62 + cse96*v_ed_bar1_3 + cse97;
    const double cse99 = -cse29*cse58 - cse39*cse95 + cse55 - cse65*v_ed_bar1_0;
    const double cse100 = -cse59*v_ed_bar1_2;
    const double cse101 = cse100 - cse16*cse58;
    const double cse102 = cse41*cse67;
    const double cse103 = cse41*cse59;
    const double cse104 = -cse102 - cse103;
    const double cse105 = cse5*cse86;
    const double cse106 = (q_e_bar2_3*q_e_bar2_3);
    const double cse107 = 4*cse106;
    const double cse108 = (q_e_bar2_0*q_e_bar2_0);
    const double cse109 = 4*cse108;
    const double cse110 = cse107 + cse109 - 2;
    const double cse111 = cse110*lam_8;
    const double cse112 = 2*lam_4;
    const double cse113 = cse111 + cse112;
    const double cse114 = -cse20*cse33 - cse49;
    const double cse115 = cse31*cse33;
    const double cse116 = cse115 - cse33*cse40 + cse39*cse7 + cse42*cse7;
    const double cse117 = cse29*cse86;
    const double cse118 = cse117*cse30;
    const double cse119 = cse118 + cse23 + cse44*cse7 + cse47*cse86;
    const double cse120 = (2.0/3.0)*cse1;
    const double cse121 = cse120*cse17;
    const double cse122 = a_3*cse121;
    const double cse123 = cse74*cse86;
    const double cse124 = cse33*cse74;
    const double cse125 = -cse124 + cse53;
    const double cse126 = cse54*v_ed_bar1_0;
    const double cse127 = cse57*v_ed_bar1_0;
    const double cse128 = -cse126 - cse127*cse46 - cse56*v_ed_bar1_3 + cse68;
    const double cse129 = -cse54*v_ed_bar1_1;
    const double cse130 = cse129 - cse63*v_ed_bar1_3 + cse64*v_ed_bar1_1 - cse65*v_ed_bar1_3;
    const double cse131 = cse60 + cse67*v_ed_bar1_1;
    const double cse132 = cse38*cse54;
    const double cse133 = cse29*cse65;
    const double cse134 = -cse132 - cse133;
    const double cse135 = lam_2*p_L1;
    const double cse136 = lam_7*p_L1;
    const double cse137 = cse110*lam_9 + cse135 + cse136;
    const double cse138 = cse76*q_e_bar1_0;
    const double cse139 = cse75*q_e_bar1_1;
    const double cse140 = -cse138 + cse139 - cse90*q_e_bar1_1;
    const double cse141 = cse20*cse86 + cse88;
    const double cse142 = cse117*cse19 - cse118 - cse39*cse45 - cse42*cse45;
    const double cse143 = cse115 + cse33*cse47 - cse44*cse45 + cse84;
    const double cse144 = cse124 - cse53;
    const double cse145 = cse100 + cse129 + cse56*v_ed_bar1_2 - cse96*v_ed_bar1_1;
    const double cse146 = cse126 - cse127*cse29 + cse41*cse58 + cse63*v_ed_bar1_2;
    const double cse147 = -cse67*v_ed_bar1_0 - cse97;
    const double cse148 = cse21*cse54;
    const double cse149 = cse46*cse59;
    const double cse150 = -cse148 - cse149;
    const double cse151 = 4*q_e_bar2_3;
    const double cse152 = cse151*q_e_bar2_1;
    const double cse153 = 4*q_e_bar2_0;
    const double cse154 = cse153*q_e_bar2_2;
    const double cse155 = -lam_1*p_L1 - lam_6*p_L1 + lam_9*(-cse151*q_e_bar2_2 + cse153*q_e_bar2_1);
    const double cse156 = cse155 + lam_8*(-cse152 - cse154);
    const double cse157 = -cse75*q_e_bar1_0 - cse76*q_e_bar1_1;
    const double cse158 = cse157 + cse92*q_e_bar1_1;
    const double cse159 = 8*q_e_bar1_0;
    const double cse160 = cse159*q_e_bar2_2;
    const double cse161 = 4*q_e_bar1_3;
    const double cse162 = cse161*q_e_bar2_1;
    const double cse163 = cse71*q_e_bar1_2;
    const double cse164 = cse71*q_e_bar1_1;
    const double cse165 = -cse159*q_e_bar2_1 - cse161*q_e_bar2_2;
    const double cse166 = cse51*(lam_8*(cse164 + cse165) + lam_9*(-cse160 + cse162 + cse163));
    const double cse167 = cse70*q_e_bar1_0;
    const double cse168 = cse161*q_e_bar2_0;
    const double cse169 = cse71*q_e_bar1_0;
    const double cse170 = -cse161*q_e_bar2_3 - cse169;
    const double cse171 = cse51*(cse170*lam_8 + lam_9*(-cse167 + cse168));
    const double cse172 = cse51*(cse170*lam_9 + lam_8*(cse167 - cse168));
    const double cse173 = cse70*q_e_bar1_2;
    const double cse174 = cse70*q_e_bar1_1;
    const double cse175 = cse51*(lam_8*(cse160 - cse162 + cse174) + lam_9*(cse165 + cse173));
    const double cse176 = -cse14*p_L1;
    const double cse177 = -cse7;
    const double cse178 = 4*q_e_bar1_0;
    const double cse179 = 2*cse106 + 2*cse108 - 1;
    const double cse180 = cse10*cse179;
    const double cse181 = 2*q_e_bar2_3;
    const double cse182 = 2*q_e_bar2_1;
    const double cse183 = cse181*q_e_bar2_2 - cse182*q_e_bar2_0;
    const double cse184 = 2*q_e_bar2_2;
    const double cse185 = cse181*q_e_bar2_1 + cse184*q_e_bar2_0;
    const double cse186 = -cse12*cse185 + cse178*cse183 + cse180;
    const double cse187 = cse179*cse8;
    const double cse188 = -cse12*cse183 - cse178*cse185 + cse187;
    const double cse189 = cse76 - cse92;
    const double cse190 = -cse75 + cse90;
    const double cse191 = cse102 + cse103;
    const double cse192 = (q_e_bar1_0*q_e_bar1_0);
    const double cse193 = -cse105 + cse123;
    const double cse194 = a_4*cse121;
    const double cse195 = cse148 + cse149;
    const double cse196 = cse155 + lam_8*(cse152 + cse154);
    const double cse197 = cse157 + cse90*q_e_bar1_0;
    const double cse198 = cse105 - cse123;
    const double cse199 = -cse135 - cse136 + lam_9*(-cse107 - cse109 + 2);
    const double cse200 = cse138 - cse139 - cse92*q_e_bar1_0;
    const double cse201 = 8*q_e_bar1_1;
    const double cse202 = 4*q_e_bar1_2;
    const double cse203 = cse202*q_e_bar2_1;
    const double cse204 = cse71*q_e_bar1_3;
    const double cse205 = cse202*q_e_bar2_2;
    const double cse206 = cse51*(lam_8*(cse169 + cse205) + lam_9*(-cse201*q_e_bar2_2 + cse203 - cse204));
    const double cse207 = -cse174;
    const double cse208 = cse202*q_e_bar2_0;
    const double cse209 = cse202*q_e_bar2_3;
    const double cse210 = cse51*(cse209*lam_8 + lam_9*(cse207 + cse208));
    const double cse211 = -cse164;
    const double cse212 = cse51*(cse208*lam_8 + lam_9*(-cse209 + cse211));
    const double cse213 = cse70*q_e_bar1_3;
    const double cse214 = cse51*(lam_8*(cse167 + cse203) + lam_9*(-cse201*q_e_bar2_1 - cse205 - cse213));
    const double cse215 = -cse10*p_L1;
    const double cse216 = -cse45;
    const double cse217 = cse14*cse179;
    const double cse218 = cse185*cse8 + cse217;
    const double cse219 = cse12*cse179;
    const double cse220 = 4*q_e_bar1_1;
    const double cse221 = -cse183*cse8 - cse185*cse220 - cse219;
    const double cse222 = a_5*cse121;
    const double cse223 = cse132 + cse133;
    const double cse224 = -a_3*cse123 - a_4*cse124;
    const double cse225 = cse192*cse80 + cse3*cse80;
    const double cse226 = -cse90*q_e_bar1_2;
    const double cse227 = cse111 - cse112;
    const double cse228 = cse220*q_e_bar2_1;
    const double cse229 = cse220*q_e_bar2_2;
    const double cse230 = 8*q_e_bar1_2;
    const double cse231 = cse51*(lam_8*(cse204 + cse229 - cse230*q_e_bar2_1) + lam_9*(cse169 + cse228));
    const double cse232 = cse220*q_e_bar2_0;
    const double cse233 = cse220*q_e_bar2_3;
    const double cse234 = cse51*(cse232*lam_9 + lam_8*(-cse163 + cse233));
    const double cse235 = cse51*(-cse233*lam_9 + lam_8*(cse173 + cse232));
    const double cse236 = cse51*(lam_8*(cse213 + cse228 + cse230*q_e_bar2_2) + lam_9*(cse167 - cse229));
    const double cse237 = -cse33;
    const double cse238 = -cse12;
    const double cse239 = cse10*cse185 + cse183*cse202 + cse219;
    const double cse240 = -cse10*cse183 + cse217;
    const double cse241 = a_6*cse121;
    const double cse242 = -cse178*q_e_bar2_2;
    const double cse243 = cse178*q_e_bar2_1;
    const double cse244 = cse51*(lam_8*(cse163 + cse242) + lam_9*(cse211 + cse243));
    const double cse245 = cse178*lam_8;
    const double cse246 = cse178*lam_9;
    const double cse247 = cse51*(-cse245*q_e_bar2_3 + cse246*q_e_bar2_0);
    const double cse248 = cse51*(-cse245*q_e_bar2_0 - cse246*q_e_bar2_3);
    const double cse249 = cse51*(lam_8*(cse173 - cse243) + lam_9*(cse207 + cse242));
    const double cse250 = -cse86;
    const double cse251 = -cse8;
    const double cse252 = -cse14*cse185 + cse187;
    const double cse253 = -cse14*cse183 - cse180;
    const double cse254 = cse1*p_L2;
    const double cse255 = (q_e_bar2_1*q_e_bar2_1);
    const double cse256 = cse5*p_L2;
    const double cse257 = p_L2*q_e_bar2_3;
    const double cse258 = cse181*v_ed_bar2_1;
    const double cse259 = 2*v_ed_bar2_0;
    const double cse260 = cse259*q_e_bar2_2;
    const double cse261 = 2*v_ed_bar2_3;
    const double cse262 = cse261*q_e_bar2_1;
    const double cse263 = 2*v_ed_bar2_2;
    const double cse264 = cse263*q_e_bar2_0;
    const double cse265 = cse258 + cse260 - cse262 - cse264;
    const double cse266 = cse0 + (p_L2*p_L2);
    const double cse267 = cse18*cse266;
    const double cse268 = cse265*cse267;
    const double cse269 = -cse258 - cse260 + cse262 + cse264;
    const double cse270 = cse267*cse269;
    const double cse271 = -cse257*cse270;
    const double cse272 = -cse257*cse268 + cse271;
    const double cse273 = cse181*v_ed_bar2_2;
    const double cse274 = 2*v_ed_bar2_1;
    const double cse275 = cse274*q_e_bar2_0;
    const double cse276 = cse261*q_e_bar2_2;
    const double cse277 = cse259*q_e_bar2_1;
    const double cse278 = cse273 + cse275 - cse276 - cse277;
    const double cse279 = cse278*cse30;
    const double cse280 = cse257*cse279;
    const double cse281 = p_L2*q_e_bar2_1;
    const double cse282 = cse181*v_ed_bar2_0;
    const double cse283 = cse263*q_e_bar2_1;
    const double cse284 = cse274*q_e_bar2_2;
    const double cse285 = cse261*q_e_bar2_0;
    const double cse286 = cse30*(cse282 + cse283 - cse284 - cse285);
    const double cse287 = cse267*cse278;
    const double cse288 = -cse282 - cse283 + cse284 + cse285;
    const double cse289 = cse267*cse281;
    const double cse290 = -cse257*cse287 + cse280 - cse281*cse286 - cse288*cse289;
    const double cse291 = p_L2*q_e_bar2_2;
    const double cse292 = -cse279*cse291;
    const double cse293 = cse269*cse30;
    const double cse294 = -cse273 - cse275 + cse276 + cse277;
    const double cse295 = cse267*cse294;
    const double cse296 = cse269*cse289;
    const double cse297 = -cse281*cse293 - cse291*cse295 + cse292 + cse296;
    const double cse298 = cse281*cse5;
    const double cse299 = cse279*p_L2;
    const double cse300 = cse299*v_ed_bar2_2;
    const double cse301 = cse293*p_L2;
    const double cse302 = (1.0/6.0)*cse254*cse266;
    const double cse303 = cse294*cse302;
    const double cse304 = cse269*cse302;
    const double cse305 = cse304*v_ed_bar2_1;
    const double cse306 = cse300 + cse301*v_ed_bar2_1 + cse303*v_ed_bar2_2 - cse305;
    const double cse307 = cse265*cse302;
    const double cse308 = cse304*v_ed_bar2_3;
    const double cse309 = cse307*v_ed_bar2_3 + cse308;
    const double cse310 = 2*cse309;
    const double cse311 = cse299*v_ed_bar2_3;
    const double cse312 = cse278*cse302;
    const double cse313 = cse286*p_L2;
    const double cse314 = cse288*cse302;
    const double cse315 = -cse311 + cse312*v_ed_bar2_3 + cse313*v_ed_bar2_1 + cse314*v_ed_bar2_1;
    const double cse316 = (1.0/3.0)*cse266;
    const double cse317 = cse1*cse316;
    const double cse318 = cse291*cse317;
    const double cse319 = cse257*cse317;
    const double cse320 = -a_12*cse318 - a_13*cse319 + lam_11 - 2*lam_5*p_L2;
    const double cse321 = lam_8*(cse201*q_e_bar1_0 + cse230*q_e_bar1_3) + lam_9*(cse159*q_e_bar1_2 - cse201*q_e_bar1_3);
    const double cse322 = (q_e_bar2_2*q_e_bar2_2);
    const double cse323 = cse254*cse316;
    const double cse324 = cse106*cse323 + cse322*cse323;
    const double cse325 = -cse298*q_e_bar2_0;
    const double cse326 = cse270*cse291;
    const double cse327 = cse268*cse291 + cse326;
    const double cse328 = p_L2*q_e_bar2_0;
    const double cse329 = cse267*cse288;
    const double cse330 = cse286*cse328 + cse287*cse291 + cse292 + cse328*cse329;
    const double cse331 = cse270*cse328;
    const double cse332 = -cse257*cse295 - cse280 + cse293*cse328 - cse331;
    const double cse333 = cse291*cse5;
    const double cse334 = -cse318 + cse333;
    const double cse335 = cse257*cse5;
    const double cse336 = cse319 - cse335;
    const double cse337 = cse328*cse5;
    const double cse338 = cse304*v_ed_bar2_0;
    const double cse339 = -cse301*v_ed_bar2_0 + cse303*v_ed_bar2_3 + cse311 + cse338;
    const double cse340 = cse300 - cse312*v_ed_bar2_2 - cse313*v_ed_bar2_0 - cse314*v_ed_bar2_0;
    const double cse341 = -cse304*v_ed_bar2_2;
    const double cse342 = -cse307*v_ed_bar2_2 + cse341;
    const double cse343 = 2*cse342;
    const double cse344 = cse265*cse314;
    const double cse345 = cse269*cse314;
    const double cse346 = -cse344 - cse345;
    const double cse347 = cse220*q_e_bar1_2;
    const double cse348 = cse178*q_e_bar1_3;
    const double cse349 = 4*cse79;
    const double cse350 = 4*cse192;
    const double cse351 = 2 - cse350;
    const double cse352 = lam_8*(-cse349 + cse351) + lam_9*(cse347 + cse348);
    const double cse353 = -cse265*cse289 - cse296;
    const double cse354 = cse279*cse281;
    const double cse355 = cse257*cse286 + cse257*cse329 - cse281*cse287 + cse354;
    const double cse356 = cse279*cse328;
    const double cse357 = cse257*cse293 + cse271 + cse295*cse328 + cse356;
    const double cse358 = cse317*cse328;
    const double cse359 = cse299*v_ed_bar2_0;
    const double cse360 = -cse301*v_ed_bar2_3 - cse303*v_ed_bar2_0 + cse308 - cse359;
    const double cse361 = cse305 + cse307*v_ed_bar2_1;
    const double cse362 = 2*cse361;
    const double cse363 = -cse299*v_ed_bar2_1;
    const double cse364 = cse312*v_ed_bar2_1 - cse313*v_ed_bar2_3 - cse314*v_ed_bar2_3 + cse363;
    const double cse365 = cse278*cse313;
    const double cse366 = cse278*cse314;
    const double cse367 = -cse365 - cse366;
    const double cse368 = cse120*cse266;
    const double cse369 = a_10*cse368;
    const double cse370 = cse281*cse317;
    const double cse371 = cse298 - cse370;
    const double cse372 = lam_7*p_L2;
    const double cse373 = -cse348;
    const double cse374 = lam_8*(cse347 + cse373) + lam_9*(-4*cse3 + cse351);
    const double cse375 = cse372 + cse374;
    const double cse376 = cse318*q_e_bar2_0;
    const double cse377 = cse370*q_e_bar2_3;
    const double cse378 = -cse298*q_e_bar2_3 - cse376 + cse377;
    const double cse379 = cse268*cse328 + cse331;
    const double cse380 = -cse286*cse291 + cse287*cse328 - cse291*cse329 - cse356;
    const double cse381 = cse289*cse294 - cse291*cse293 + cse326 + cse354;
    const double cse382 = -cse298 + cse370;
    const double cse383 = cse301*v_ed_bar2_2 - cse303*v_ed_bar2_1 + cse341 + cse363;
    const double cse384 = -cse312*v_ed_bar2_0 + cse313*v_ed_bar2_2 + cse314*v_ed_bar2_2 + cse359;
    const double cse385 = -cse307*v_ed_bar2_0 - cse338;
    const double cse386 = 2*cse385;
    const double cse387 = cse278*cse301;
    const double cse388 = cse269*cse303;
    const double cse389 = -cse387 - cse388;
    const double cse390 = -lam_6*p_L2;
    const double cse391 = -cse358*q_e_bar2_3 - cse370*q_e_bar2_2;
    const double cse392 = cse298*q_e_bar2_2 + cse391;
    const double cse393 = -2*cse328;
    const double cse394 = -cse257;
    const double cse395 = 4*cse12*q_e_bar1_2 + 4*cse14*q_e_bar1_1;
    const double cse396 = 2*cse192 - 1;
    const double cse397 = cse396 + 2*cse79;
    const double cse398 = 2*cse397;
    const double cse399 = cse10*q_e_bar1_2;
    const double cse400 = cse14*q_e_bar1_3;
    const double cse401 = cse399 - cse400;
    const double cse402 = 2*cse401;
    const double cse403 = cse395*q_e_bar2_0 - cse398*q_e_bar2_1 + cse402*q_e_bar2_2;
    const double cse404 = 4*cse10*q_e_bar1_3 - 4*cse14*q_e_bar1_2;
    const double cse405 = 2*cse3 + cse396;
    const double cse406 = cse399 + cse400;
    const double cse407 = 2*cse406;
    const double cse408 = -cse184*cse405 - cse404*q_e_bar2_0 + cse407*q_e_bar2_1;
    const double cse409 = 2*q_e_bar2_0;
    const double cse410 = 2*cse297;
    const double cse411 = -cse319 + cse335;
    const double cse412 = cse318 - cse333;
    const double cse413 = cse344 + cse345;
    const double cse414 = 2*cse332;
    const double cse415 = 2*cse357;
    const double cse416 = a_11*cse368;
    const double cse417 = -cse337 + cse358;
    const double cse418 = 2*cse360;
    const double cse419 = cse387 + cse388;
    const double cse420 = cse337*q_e_bar2_3 + cse391;
    const double cse421 = 2*cse381;
    const double cse422 = cse337 - cse358;
    const double cse423 = -cse372 + cse374;
    const double cse424 = -cse333*q_e_bar2_0 + cse376 - cse377;
    const double cse425 = -2*cse281;
    const double cse426 = -cse291;
    const double cse427 = cse181*cse401 - cse398*q_e_bar2_0;
    const double cse428 = -cse181*cse405 + cse407*q_e_bar2_0;
    const double cse429 = cse328*cse368;
    const double cse430 = cse365 + cse366;
    const double cse431 = cse281*cse368;
    const double cse432 = -a_10*cse358 - a_11*cse370 + lam_11;
    const double cse433 = cse108*cse323 + cse255*cse323;
    const double cse434 = -cse333*q_e_bar2_3;
    const double cse435 = lam_8*(cse349 + cse350 - 2) + lam_9*(-cse347 + cse373);
    const double cse436 = -cse281;
    const double cse437 = cse181*cse397 + cse402*q_e_bar2_0;
    const double cse438 = -cse181*cse406 - cse405*cse409;
    const double cse439 = -cse328;
    const double cse440 = cse395*q_e_bar2_3 + cse398*q_e_bar2_2 + cse402*q_e_bar2_1;
    const double cse441 = -cse182*cse405 - cse404*q_e_bar2_3 - cse407*q_e_bar2_2;

    memset(out, 0, sizeof(double) * 676);
    out[0] = cse2;  /* [0, 0] */
    out[14] = 1;  /* [0, 14] */
    out[19] = -1;  /* [0, 19] */
    out[27] = cse2;  /* [1, 1] */
    out[41] = 1;  /* [1, 15] */
    out[46] = -1;  /* [1, 20] */
    out[54] = cse2;  /* [2, 2] */
    out[68] = 1;  /* [2, 16] */
    out[73] = -1;  /* [2, 21] */
    out[81] = cse3*cse6 + cse51*(-a_4*cse53 + cse10*cse69 + cse12*cse61 + cse52 + cse66*cse8 + cse72 + cse78) + cse82 - h*(-cse10*cse24 - cse12*cse50 - cse43*cse8);  /* [3, 3] */
    out[82] = cse51*(a_3*cse33*cse94 - a_4*cse105 + a_5*cse91 + a_6*cse93 + cse10*cse101 - cse104 + cse113 + cse12*cse98 + cse8*cse99) + cse83 - h*(-cse10*cse85 - cse12*cse89 - cse8*cse87);  /* [3, 4] */
    out[83] = cse140 + cse51*(-a_5*cse123 + a_6*cse125 + cse10*cse131 + cse12*cse128 + cse122*cse45 + cse130*cse8 - cse134 + cse137) - h*(-cse10*cse114 - cse116*cse8 - cse119*cse12);  /* [3, 5] */
    out[84] = cse158 + cse51*(a_5*cse144 - a_6*cse123 + cse10*cse147 + cse12*cse145 + cse122*cse7 + cse146*cse8 - cse150 + cse156) - h*(-cse10*cse141 - cse12*cse143 - cse142*cse8);  /* [3, 6] */
    out[88] = cse166;  /* [3, 10] */
    out[89] = cse171;  /* [3, 11] */
    out[90] = cse172;  /* [3, 12] */
    out[91] = cse175;  /* [3, 13] */
    out[92] = cse176;  /* [3, 14] */
    out[93] = cse177;  /* [3, 15] */
    out[94] = cse45;  /* [3, 16] */
    out[95] = cse178;  /* [3, 17] */
    out[96] = cse10;  /* [3, 18] */
    out[97] = cse176;  /* [3, 19] */
    out[98] = cse177;  /* [3, 20] */
    out[99] = cse45;  /* [3, 21] */
    out[100] = cse186;  /* [3, 22] */
    out[101] = cse188;  /* [3, 23] */
    out[102] = q_e_bar1_0;  /* [3, 24] */
    out[107] = cse51*(-a_3*cse53 + a_4*cse86*cse94 + a_5*cse190 + a_6*cse189 + cse113 + cse12*cse66 - cse14*cse69 - cse191 - cse61*cse8) + cse83 - h*(-cse12*cse43 + cse14*cse24 + cse50*cse8);  /* [4, 3] */
    out[108] = cse192*cse6 + cse51*(-a_3*cse105 - cse101*cse14 + cse12*cse99 + cse78 - cse8*cse98 + lam_10) + cse82 - h*(-cse12*cse87 + cse14*cse85 + cse8*cse89);  /* [4, 4] */
    out[109] = cse197 + cse51*(-a_5*cse124 + a_6*cse193 + cse12*cse130 - cse128*cse8 - cse131*cse14 + cse194*cse45 - cse195 + cse196) - h*(cse114*cse14 - cse116*cse12 + cse119*cse8);  /* [4, 5] */
    out[110] = cse200 + cse51*(a_5*cse198 - a_6*cse124 + cse12*cse146 - cse134 - cse14*cse147 - cse145*cse8 + cse194*cse7 + cse199) - h*(-cse12*cse142 + cse14*cse141 + cse143*cse8);  /* [4, 6] */
    out[114] = cse206;  /* [4, 10] */
    out[115] = cse210;  /* [4, 11] */
    out[116] = cse212;  /* [4, 12] */
    out[117] = cse214;  /* [4, 13] */
    out[118] = cse215;  /* [4, 14] */
    out[119] = cse216;  /* [4, 15] */
    out[120] = cse177;  /* [4, 16] */
    out[122] = cse14;  /* [4, 18] */
    out[123] = cse215;  /* [4, 19] */
    out[124] = cse216;  /* [4, 20] */
    out[125] = cse177;  /* [4, 21] */
    out[126] = cse218;  /* [4, 22] */
    out[127] = cse221;  /* [4, 23] */
    out[128] = q_e_bar1_1;  /* [4, 24] */
    out[133] = cse140 + cse51*(-a_3*cse76 + a_4*cse190 + cse10*cse61 - cse12*cse69 + cse137 - cse14*cse66 + cse222*cse86 - cse223) - h*(-cse10*cse50 + cse12*cse24 + cse14*cse43);  /* [5, 3] */
    out[134] = cse197 + cse51*(a_3*cse91 - a_4*cse76 + cse10*cse98 - cse101*cse12 - cse14*cse99 - cse150 + cse196 + cse222*cse33) - h*(-cse10*cse89 + cse12*cse85 + cse14*cse87);  /* [5, 4] */
    out[135] = cse225 + cse51*(-a_6*cse90 + cse10*cse128 - cse12*cse131 - cse130*cse14 + cse224 + cse72) + cse6*cse81 - h*(-cse10*cse119 + cse114*cse12 + cse116*cse14);  /* [5, 5] */
    out[136] = cse226 + cse51*(a_3*cse144 + a_4*cse198 + a_5*cse7*cse94 - a_6*cse92 + cse10*cse145 - cse12*cse147 - cse14*cse146 - cse191 + cse227) - h*(-cse10*cse143 + cse12*cse141 + cse14*cse142);  /* [5, 6] */
    out[140] = cse231;  /* [5, 10] */
    out[141] = cse234;  /* [5, 11] */
    out[142] = cse235;  /* [5, 12] */
    out[143] = cse236;  /* [5, 13] */
    out[145] = cse237;  /* [5, 15] */
    out[146] = cse86;  /* [5, 16] */
    out[148] = cse238;  /* [5, 18] */
    out[150] = cse237;  /* [5, 20] */
    out[151] = cse86;  /* [5, 21] */
    out[152] = cse239;  /* [5, 22] */
    out[153] = cse240;  /* [5, 23] */
    out[154] = q_e_bar1_2;  /* [5, 24] */
    out[159] = cse158 + cse51*(-a_3*cse75 + a_4*cse189 - cse10*cse66 - cse14*cse61 + cse156 - cse195 + cse241*cse86 + cse69*cse8) - h*(cse10*cse43 + cse14*cse50 - cse24*cse8);  /* [6, 3] */
    out[160] = cse200 + cse51*(a_3*cse93 - a_4*cse75 - cse10*cse99 + cse101*cse8 - cse14*cse98 + cse199 - cse223 + cse241*cse33) - h*(cse10*cse87 + cse14*cse89 - cse8*cse85);  /* [6, 4] */
    out[161] = cse226 + cse51*(a_3*cse125 + a_4*cse193 - a_5*cse90 + a_6*cse45*cse94 - cse10*cse130 - cse104 - cse128*cse14 + cse131*cse8 + cse227) - h*(cse10*cse116 - cse114*cse8 + cse119*cse14);  /* [6, 5] */
    out[162] = cse225 + cse51*(-a_5*cse92 - cse10*cse146 - cse14*cse145 + cse147*cse8 + cse224 + cse52 + lam_10) + cse6*cse79 - h*(cse10*cse142 + cse14*cse143 - cse141*cse8);  /* [6, 6] */
    out[166] = cse244;  /* [6, 10] */
    out[167] = cse247;  /* [6, 11] */
    out[168] = cse248;  /* [6, 12] */
    out[169] = cse249;  /* [6, 13] */
    out[171] = cse250;  /* [6, 15] */
    out[172] = cse237;  /* [6, 16] */
    out[173] = cse161;  /* [6, 17] */
    out[174] = cse251;  /* [6, 18] */
    out[176] = cse250;  /* [6, 20] */
    out[177] = cse237;  /* [6, 21] */
    out[178] = cse252;  /* [6, 22] */
    out[179] = cse253;  /* [6, 23] */
    out[180] = q_e_bar1_3;  /* [6, 24] */
    out[189] = cse254;  /* [7, 7] */
    out[201] = 1;  /* [7, 19] */
    out[216] = cse254;  /* [8, 8] */
    out[228] = 1;  /* [8, 20] */
    out[243] = cse254;  /* [9, 9] */
    out[255] = 1;  /* [9, 21] */
    out[263] = cse166;  /* [10, 3] */
    out[264] = cse206;  /* [10, 4] */
    out[265] = cse231;  /* [10, 5] */
    out[266] = cse244;  /* [10, 6] */
    out[270] = cse255*cse256 + cse324 + cse51*(-a_11*cse298 + cse181*cse306 + cse184*cse315 + cse310*q_e_bar2_1 + cse320 + cse321) - h*(-cse181*cse297 - cse182*cse272 - cse184*cse290);  /* [10, 10] */
    out[271] = cse325 + cse51*(a_10*cse281*cse94 - a_11*cse337 + a_12*cse336 + a_13*cse334 + cse181*cse339 + cse184*cse340 + cse343*q_e_bar2_1 - cse346 + cse352) - h*(-cse181*cse332 - cse182*cse327 - cse184*cse330);  /* [10, 11] */
    out[272] = cse378 + cse51*(-a_12*cse358 + a_13*cse371 + cse181*cse360 + cse184*cse364 + cse291*cse369 + cse362*q_e_bar2_1 - cse367 + cse375) - h*(-cse181*cse357 - cse182*cse353 - cse184*cse355);  /* [10, 12] */
    out[273] = cse392 + cse51*(a_12*cse382 - a_13*cse358 + cse181*cse383 + cse184*cse384 + cse257*cse369 + cse386*q_e_bar2_1 - cse389 + cse390) - h*(-cse181*cse381 - cse182*cse379 - cse184*cse380);  /* [10, 13] */
    out[279] = cse393;  /* [10, 19] */
    out[280] = cse394;  /* [10, 20] */
    out[281] = cse291;  /* [10, 21] */
    out[282] = cse403;  /* [10, 22] */
    out[283] = cse408;  /* [10, 23] */
    out[285] = q_e_bar2_0;  /* [10, 25] */
    out[289] = cse171;  /* [11, 3] */
    out[290] = cse210;  /* [11, 4] */
    out[291] = cse234;  /* [11, 5] */
    out[292] = cse247;  /* [11, 6] */
    out[296] = cse325 + cse51*(-a_10*cse298 + a_11*cse328*cse94 + a_12*cse411 + a_13*cse412 + cse181*cse315 - cse184*cse306 - cse310*q_e_bar2_0 + cse352 - cse413) - h*(-cse181*cse290 + cse272*cse409 + cse410*q_e_bar2_2);  /* [11, 10] */
    out[297] = cse108*cse256 + cse324 + cse51*(-a_10*cse337 + cse181*cse340 - cse184*cse339 + cse320 - cse343*q_e_bar2_0) - h*(-cse181*cse330 + cse327*cse409 + cse414*q_e_bar2_2);  /* [11, 11] */
    out[298] = cse420 + cse51*(-a_12*cse370 + a_13*cse417 + cse181*cse364 + cse291*cse416 - cse362*q_e_bar2_0 + cse390 - cse418*q_e_bar2_2 - cse419) - h*(-cse181*cse355 + cse353*cse409 + cse415*q_e_bar2_2);  /* [11, 12] */
    out[299] = cse424 + cse51*(a_12*cse422 - a_13*cse370 + cse181*cse384 - cse184*cse383 + cse257*cse416 - cse367 - cse386*q_e_bar2_0 + cse423) - h*(-cse181*cse380 + cse379*cse409 + cse421*q_e_bar2_2);  /* [11, 13] */
    out[305] = cse425;  /* [11, 19] */
    out[306] = cse426;  /* [11, 20] */
    out[307] = cse394;  /* [11, 21] */
    out[308] = cse427;  /* [11, 22] */
    out[309] = cse428;  /* [11, 23] */
    out[311] = q_e_bar2_1;  /* [11, 25] */
    out[315] = cse172;  /* [12, 3] */
    out[316] = cse212;  /* [12, 4] */
    out[317] = cse235;  /* [12, 5] */
    out[318] = cse248;  /* [12, 6] */
    out[322] = cse378 + cse51*(-a_10*cse318 + a_11*cse411 + a_12*cse429 - cse181*cse309 + cse182*cse306 - cse315*cse409 + cse375 - cse430) - h*(cse181*cse272 + cse290*cse409 - cse410*q_e_bar2_1);  /* [12, 10] */
    out[323] = cse420 + cse51*(a_10*cse336 - a_11*cse318 + a_12*cse431 - cse181*cse342 + cse182*cse339 - cse340*cse409 - cse389 + cse390) - h*(cse181*cse327 + cse330*cse409 - cse414*q_e_bar2_1);  /* [12, 11] */
    out[324] = cse106*cse256 + cse433 + cse51*(-a_13*cse335 - cse181*cse361 - cse364*cse409 + cse418*q_e_bar2_1 + cse432) - h*(cse181*cse353 + cse355*cse409 - cse415*q_e_bar2_1);  /* [12, 12] */
    out[325] = cse434 + cse51*(a_10*cse382 + a_11*cse422 + a_12*cse257*cse94 - a_13*cse333 - cse181*cse385 + cse182*cse383 - cse384*cse409 - cse413 + cse435) - h*(cse181*cse379 + cse380*cse409 - cse421*q_e_bar2_1);  /* [12, 13] */
    out[332] = cse436;  /* [12, 20] */
    out[333] = cse328;  /* [12, 21] */
    out[334] = cse437;  /* [12, 22] */
    out[335] = cse438;  /* [12, 23] */
    out[337] = q_e_bar2_2;  /* [12, 25] */
    out[341] = cse175;  /* [13, 3] */
    out[342] = cse214;  /* [13, 4] */
    out[343] = cse236;  /* [13, 5] */
    out[344] = cse249;  /* [13, 6] */
    out[348] = cse392 + cse51*(-a_10*cse319 + a_11*cse412 + a_13*cse429 - cse182*cse315 + cse184*cse309 - cse306*cse409 + cse390 - cse419) - h*(cse182*cse290 - cse184*cse272 + cse410*q_e_bar2_0);  /* [13, 10] */
    out[349] = cse424 + cse51*(a_10*cse334 - a_11*cse319 + a_13*cse431 - cse182*cse340 + cse184*cse342 - cse339*cse409 + cse423 - cse430) - h*(cse182*cse330 - cse184*cse327 + cse414*q_e_bar2_0);  /* [13, 11] */
    out[350] = cse434 + cse51*(a_10*cse371 + a_11*cse417 - a_12*cse335 + a_13*cse291*cse94 - cse182*cse364 + cse184*cse361 - cse346 - cse418*q_e_bar2_0 + cse435) - h*(cse182*cse355 - cse184*cse353 + cse415*q_e_bar2_0);  /* [13, 12] */
    out[351] = cse256*cse322 + cse433 + cse51*(-a_12*cse333 - cse182*cse384 + cse184*cse385 + cse321 - cse383*cse409 + cse432) - h*(cse182*cse380 - cse184*cse379 + cse421*q_e_bar2_0);  /* [13, 13] */
    out[358] = cse439;  /* [13, 20] */
    out[359] = cse436;  /* [13, 21] */
    out[360] = cse440;  /* [13, 22] */
    out[361] = cse441;  /* [13, 23] */
    out[363] = q_e_bar2_3;  /* [13, 25] */
    out[364] = 1;  /* [14, 0] */
    out[367] = cse176;  /* [14, 3] */
    out[368] = cse215;  /* [14, 4] */
    out[391] = 1;  /* [15, 1] */
    out[393] = cse177;  /* [15, 3] */
    out[394] = cse216;  /* [15, 4] */
    out[395] = cse237;  /* [15, 5] */
    out[396] = cse250;  /* [15, 6] */
    out[418] = 1;  /* [16, 2] */
    out[419] = cse45;  /* [16, 3] */
    out[420] = cse177;  /* [16, 4] */
    out[421] = cse86;  /* [16, 5] */
    out[422] = cse237;  /* [16, 6] */
    out[445] = cse178;  /* [17, 3] */
    out[448] = cse161;  /* [17, 6] */
    out[471] = cse10;  /* [18, 3] */
    out[472] = cse14;  /* [18, 4] */
    out[473] = cse238;  /* [18, 5] */
    out[474] = cse251;  /* [18, 6] */
    out[494] = -1;  /* [19, 0] */
    out[497] = cse176;  /* [19, 3] */
    out[498] = cse215;  /* [19, 4] */
    out[501] = 1;  /* [19, 7] */
    out[504] = cse393;  /* [19, 10] */
    out[505] = cse425;  /* [19, 11] */
    out[521] = -1;  /* [20, 1] */
    out[523] = cse177;  /* [20, 3] */
    out[524] = cse216;  /* [20, 4] */
    out[525] = cse237;  /* [20, 5] */
    out[526] = cse250;  /* [20, 6] */
    out[528] = 1;  /* [20, 8] */
    out[530] = cse394;  /* [20, 10] */
    out[531] = cse426;  /* [20, 11] */
    out[532] = cse436;  /* [20, 12] */
    out[533] = cse439;  /* [20, 13] */
    out[548] = -1;  /* [21, 2] */
    out[549] = cse45;  /* [21, 3] */
    out[550] = cse177;  /* [21, 4] */
    out[551] = cse86;  /* [21, 5] */
    out[552] = cse237;  /* [21, 6] */
    out[555] = 1;  /* [21, 9] */
    out[556] = cse291;  /* [21, 10] */
    out[557] = cse394;  /* [21, 11] */
    out[558] = cse328;  /* [21, 12] */
    out[559] = cse436;  /* [21, 13] */
    out[575] = cse186;  /* [22, 3] */
    out[576] = cse218;  /* [22, 4] */
    out[577] = cse239;  /* [22, 5] */
    out[578] = cse252;  /* [22, 6] */
    out[582] = cse403;  /* [22, 10] */
    out[583] = cse427;  /* [22, 11] */
    out[584] = cse437;  /* [22, 12] */
    out[585] = cse440;  /* [22, 13] */
    out[601] = cse188;  /* [23, 3] */
    out[602] = cse221;  /* [23, 4] */
    out[603] = cse240;  /* [23, 5] */
    out[604] = cse253;  /* [23, 6] */
    out[608] = cse408;  /* [23, 10] */
    out[609] = cse428;  /* [23, 11] */
    out[610] = cse438;  /* [23, 12] */
    out[611] = cse441;  /* [23, 13] */
    out[627] = q_e_bar1_0;  /* [24, 3] */
    out[628] = q_e_bar1_1;  /* [24, 4] */
    out[629] = q_e_bar1_2;  /* [24, 5] */
    out[630] = q_e_bar1_3;  /* [24, 6] */
    out[660] = q_e_bar2_0;  /* [25, 10] */
    out[661] = q_e_bar2_1;  /* [25, 11] */
    out[662] = q_e_bar2_2;  /* [25, 12] */
    out[663] = q_e_bar2_3;  /* [25, 13] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_double_pendulum_rp_genalpha_matrix_perm[26] = {2, 9, 1, 8, 17, 16, 15, 24, 18, 6, 5, 13, 12, 21, 20, 23, 22, 25, 14, 3, 4, 11, 10, 0, 19,
    7};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 26, kl = 15, ku = 15, ldab = 46), and in the row-major 26 x 26 matrix. */
static const int mg_double_pendulum_rp_genalpha_matrix_in_band[208] = {1088, 863, 1133, 122, 302, 662, 30, 255, 615, 904, 949, 499, 454, 1039, 994, 589, 544,
    859, 319, 274, 229, 409, 1129, 679, 634, 769, 724, 364, 905, 950, 500, 455, 1040, 995,
    590, 545, 860, 320, 275, 410, 1130, 680, 635, 770, 725, 365, 895, 940, 490, 445, 1030,
    985, 580, 535, 310, 265, 400, 670, 625, 760, 715, 355, 894, 939, 489, 444, 1029, 984, 579,
    534, 309, 264, 219, 399, 669, 624, 759, 714, 354, 1180, 1135, 168, 663, 76, 616, 907, 952,
    502, 457, 1042, 997, 592, 547, 1132, 682, 637, 772, 727, 817, 906, 951, 501, 456, 1041,
    996, 591, 546, 1131, 681, 636, 771, 726, 816, 897, 942, 492, 447, 1032, 987, 582, 537,
    672, 627, 762, 717, 807, 896, 941, 491, 446, 1031, 986, 581, 536, 671, 626, 761, 716, 806,
    1083, 903, 948, 126, 891, 936, 486, 441, 35, 890, 935, 485, 440, 889, 439, 893, 938, 488,
    443, 1089, 909, 954, 1179, 1044, 999, 134, 899, 944, 494, 449, 179, 1034, 989, 584, 539,
    43, 898, 943, 493, 448, 88, 1033, 988, 583, 538, 901, 946, 496, 451, 1036, 991, 586, 541,
    900, 945, 495, 450, 1035, 990, 585, 540, 892, 937, 487, 442, 1037, 992, 587, 542};
static const int mg_double_pendulum_rp_genalpha_matrix_in_dense[208] = {0, 14, 19, 27, 41, 46, 54, 68, 73, 81, 82, 83, 84, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97,
    98, 99, 100, 101, 102, 107, 108, 109, 110, 114, 115, 116, 117, 118, 119, 120, 122, 123,
    124, 125, 126, 127, 128, 133, 134, 135, 136, 140, 141, 142, 143, 145, 146, 148, 150, 151,
    152, 153, 154, 159, 160, 161, 162, 166, 167, 168, 169, 171, 172, 173, 174, 176, 177, 178,
    179, 180, 189, 201, 216, 228, 243, 255, 263, 264, 265, 266, 270, 271, 272, 273, 279, 280,
    281, 282, 283, 285, 289, 290, 291, 292, 296, 297, 298, 299, 305, 306, 307, 308, 309, 311,
    315, 316, 317, 318, 322, 323, 324, 325, 332, 333, 334, 335, 337, 341, 342, 343, 344, 348,
    349, 350, 351, 358, 359, 360, 361, 363, 364, 367, 368, 391, 393, 394, 395, 396, 418, 419,
    420, 421, 422, 445, 448, 471, 472, 473, 474, 494, 497, 498, 501, 504, 505, 521, 523, 524,
    525, 526, 528, 530, 531, 532, 533, 548, 549, 550, 551, 552, 555, 556, 557, 558, 559, 575,
    576, 577, 578, 582, 583, 584, 585, 601, 602, 603, 604, 608, 609, 610, 611, 627, 628, 629,
    630, 660, 661, 662, 663};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_double_pendulum_rp_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
    (void)dv;
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_12 = a[12];
    const double a_13 = a[13];
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
    const double lam_10 = lam[10];
    const double lam_11 = lam[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = (q_e_bar1_1*q_e_bar1_1);
    const double cse4 = p_rho*(p_w*p_w*p_w*p_w);
    const double cse5 = (2.0/3.0)*cse4;
    const double cse6 = cse5*p_L1;
    const double cse7 = p_L1*q_e_bar1_3;
    const double cse8 = cse0 + (p_L1*p_L1);
    const double cse9 = cse1*cse8;
    const double cse10 = 2*q_e_bar1_2;
    const double cse11 = cse10*v_ed_bar1_0;
    const double cse12 = 2*q_e_bar1_1;
    const double cse13 = cse12*v_ed_bar1_3;
    const double cse14 = 2*q_e_bar1_3;
    const double cse15 = cse14*v_ed_bar1_1;
    const double cse16 = 2*q_e_bar1_0;
    const double cse17 = cse16*v_ed_bar1_2;
    const double cse18 = (1.0/6.0)*cse11 - 1.0/6.0*cse13 + (1.0/6.0)*cse15 - 1.0/6.0*cse17;
    const double cse19 = cse18*cse9;
    const double cse20 = -cse11 + cse13 - cse15 + cse17;
    const double cse21 = (1.0/6.0)*cse9;
    const double cse22 = cse20*cse21;
    const double cse23 = -cse22*cse7;
    const double cse24 = -cse19*cse7 + cse23;
    const double cse25 = cse14*v_ed_bar1_2;
    const double cse26 = cse16*v_ed_bar1_1;
    const double cse27 = cse10*v_ed_bar1_3;
    const double cse28 = cse12*v_ed_bar1_0;
    const double cse29 = cse25 + cse26 - cse27 - cse28;
    const double cse30 = (1.0/3.0)*cse4;
    const double cse31 = cse29*cse30;
    const double cse32 = cse31*cse7;
    const double cse33 = p_L1*q_e_bar1_1;
    const double cse34 = cse12*v_ed_bar1_2;
    const double cse35 = cse10*v_ed_bar1_1;
    const double cse36 = cse14*v_ed_bar1_0;
    const double cse37 = cse16*v_ed_bar1_3;
    const double cse38 = cse34 - cse35 + cse36 - cse37;
    const double cse39 = cse30*cse38;
    const double cse40 = cse21*cse29;
    const double cse41 = -cse34 + cse35 - cse36 + cse37;
    const double cse42 = (1.0/6.0)*cse41;
    const double cse43 = cse42*cse9;
    const double cse44 = cse32 - cse33*cse39 - cse33*cse43 - cse40*cse7;
    const double cse45 = cse20*cse30;
    const double cse46 = p_L1*q_e_bar1_2;
    const double cse47 = -cse25 - cse26 + cse27 + cse28;
    const double cse48 = cse21*cse47;
    const double cse49 = -cse31*cse46;
    const double cse50 = cse22*cse33;
    const double cse51 = -cse33*cse45 - cse46*cse48 + cse49 + cse50;
    const double cse52 = 8*q_e_bar2_3;
    const double cse53 = 8*q_e_bar2_0;
    const double cse54 = lam_8*(cse52*q_e_bar2_2 - cse53*q_e_bar2_1);
    const double cse55 = cse33*cse5;
    const double cse56 = cse30*p_L1;
    const double cse57 = cse29*cse56;
    const double cse58 = cse57*v_ed_bar1_2;
    const double cse59 = cse20*cse56;
    const double cse60 = cse2*cse8;
    const double cse61 = (1.0/6.0)*cse60;
    const double cse62 = cse47*cse61;
    const double cse63 = cse20*cse61;
    const double cse64 = cse63*v_ed_bar1_1;
    const double cse65 = cse58 + cse59*v_ed_bar1_1 + cse62*v_ed_bar1_2 - cse64;
    const double cse66 = cse57*v_ed_bar1_3;
    const double cse67 = cse38*cse56;
    const double cse68 = cse29*cse61;
    const double cse69 = cse42*cse60;
    const double cse70 = -cse66 + cse67*v_ed_bar1_1 + cse68*v_ed_bar1_3 + cse69*v_ed_bar1_1;
    const double cse71 = cse18*cse60;
    const double cse72 = cse63*v_ed_bar1_3;
    const double cse73 = cse71*v_ed_bar1_3 + cse72;
    const double cse74 = lam_10 + 4*lam_3;
    const double cse75 = (1.0/3.0)*cse8;
    const double cse76 = cse1*cse75;
    const double cse77 = cse7*cse76;
    const double cse78 = cse46*cse76;
    const double cse79 = 2*lam_5;
    const double cse80 = -a_5*cse78 - a_6*cse77 - cse79*p_L1 - 2*lam_0*p_L1 + lam_9*(-cse52*q_e_bar2_1 - cse53*q_e_bar2_2);
    const double cse81 = (q_e_bar1_3*q_e_bar1_3);
    const double cse82 = cse2*cse75;
    const double cse83 = (q_e_bar1_2*q_e_bar1_2);
    const double cse84 = cse81*cse82 + cse82*cse83;
    const double cse85 = -cse55*q_e_bar1_0;
    const double cse86 = cse22*cse46;
    const double cse87 = cse19*cse46 + cse86;
    const double cse88 = p_L1*q_e_bar1_0;
    const double cse89 = cse39*cse88 + cse40*cse46 + cse43*cse88 + cse49;
    const double cse90 = cse22*cse88;
    const double cse91 = -cse32 + cse45*cse88 - cse48*cse7 - cse90;
    const double cse92 = cse5*cse7;
    const double cse93 = cse77 - cse92;
    const double cse94 = cse46*cse5;
    const double cse95 = -cse78 + cse94;
    const double cse96 = (4.0/3.0)*cse4;
    const double cse97 = cse63*v_ed_bar1_0;
    const double cse98 = -cse59*v_ed_bar1_0 + cse62*v_ed_bar1_3 + cse66 + cse97;
    const double cse99 = cse58 - cse67*v_ed_bar1_0 - cse68*v_ed_bar1_2 - cse69*v_ed_bar1_0;
    const double cse100 = cse20*v_ed_bar1_2;
    const double cse101 = -cse100*cse61;
    const double cse102 = cse101 - cse71*v_ed_bar1_2;
    const double cse103 = cse41*cse71;
    const double cse104 = cse20*cse69;
    const double cse105 = -cse103 - cse104;
    const double cse106 = cse5*cse88;
    const double cse107 = (q_e_bar2_3*q_e_bar2_3);
    const double cse108 = 4*cse107;
    const double cse109 = (q_e_bar2_0*q_e_bar2_0);
    const double cse110 = 4*cse109;
    const double cse111 = cse108 + cse110 - 2;
    const double cse112 = cse111*lam_8;
    const double cse113 = 2*lam_4;
    const double cse114 = cse112 + cse113;
    const double cse115 = -cse19*cse33 - cse50;
    const double cse116 = cse31*cse33;
    const double cse117 = cse116 - cse33*cse40 + cse39*cse7 + cse43*cse7;
    const double cse118 = cse31*cse88;
    const double cse119 = cse118 + cse23 + cse45*cse7 + cse48*cse88;
    const double cse120 = (2.0/3.0)*cse9;
    const double cse121 = a_3*cse120;
    const double cse122 = cse76*cse88;
    const double cse123 = cse33*cse76;
    const double cse124 = -cse123 + cse55;
    const double cse125 = cse57*v_ed_bar1_0;
    const double cse126 = -cse125 - cse59*v_ed_bar1_3 - cse62*v_ed_bar1_0 + cse72;
    const double cse127 = -cse57*v_ed_bar1_1;
    const double cse128 = cse127 - cse67*v_ed_bar1_3 + cse68*v_ed_bar1_1 - cse69*v_ed_bar1_3;
    const double cse129 = cse64 + cse71*v_ed_bar1_1;
    const double cse130 = cse38*cse57;
    const double cse131 = cse29*cse69;
    const double cse132 = -cse130 - cse131;
    const double cse133 = lam_2*p_L1;
    const double cse134 = lam_7*p_L1;
    const double cse135 = cse111*lam_9 + cse133 + cse134;
    const double cse136 = cse77*q_e_bar1_1;
    const double cse137 = cse78*q_e_bar1_0;
    const double cse138 = cse136 - cse137 - cse92*q_e_bar1_1;
    const double cse139 = cse19*cse88 + cse90;
    const double cse140 = -cse118 - cse39*cse46 + cse40*cse88 - cse43*cse46;
    const double cse141 = cse116 + cse33*cse48 - cse45*cse46 + cse86;
    const double cse142 = cse123 - cse55;
    const double cse143 = cse100*cse56 + cse101 + cse127 - cse62*v_ed_bar1_1;
    const double cse144 = cse125 + cse67*v_ed_bar1_2 - cse68*v_ed_bar1_0 + cse69*v_ed_bar1_2;
    const double cse145 = -cse71*v_ed_bar1_0 - cse97;
    const double cse146 = cse20*cse57;
    const double cse147 = cse47*cse63;
    const double cse148 = -cse146 - cse147;
    const double cse149 = 4*q_e_bar2_3;
    const double cse150 = cse149*q_e_bar2_1;
    const double cse151 = 4*q_e_bar2_0;
    const double cse152 = cse151*q_e_bar2_2;
    const double cse153 = -lam_1*p_L1 - lam_6*p_L1 + lam_9*(-cse149*q_e_bar2_2 + cse151*q_e_bar2_1);
    const double cse154 = cse153 + lam_8*(-cse150 - cse152);
    const double cse155 = -cse77*q_e_bar1_0 - cse78*q_e_bar1_1;
    const double cse156 = cse155 + cse94*q_e_bar1_1;
    const double cse157 = 8*q_e_bar1_0;
    const double cse158 = cse157*q_e_bar2_2;
    const double cse159 = 4*q_e_bar1_3;
    const double cse160 = cse159*q_e_bar2_1;
    const double cse161 = cse53*q_e_bar1_2;
    const double cse162 = cse53*q_e_bar1_1;
    const double cse163 = -cse157*q_e_bar2_1 - cse159*q_e_bar2_2;
    const double cse164 = hq*(lam_8*(cse162 + cse163) + lam_9*(-cse158 + cse160 + cse161));
    const double cse165 = cse157*q_e_bar2_3;
    const double cse166 = cse159*q_e_bar2_0;
    const double cse167 = cse53*q_e_bar1_0;
    const double cse168 = -cse159*q_e_bar2_3 - cse167;
    const double cse169 = hq*(cse168*lam_8 + lam_9*(-cse165 + cse166));
    const double cse170 = hq*(cse168*lam_9 + lam_8*(cse165 - cse166));
    const double cse171 = 8*q_e_bar1_2;
    const double cse172 = cse171*q_e_bar2_3;
    const double cse173 = 8*q_e_bar1_1;
    const double cse174 = cse173*q_e_bar2_3;
    const double cse175 = hq*(lam_8*(cse158 - cse160 + cse174) + lam_9*(cse163 + cse172));
    const double cse176 = -cse16*p_L1;
    const double cse177 = -cse7;
    const double cse178 = 4*q_e_bar1_0;
    const double cse179 = 2*cse107 + 2*cse109 - 1;
    const double cse180 = cse12*cse179;
    const double cse181 = 2*q_e_bar2_3;
    const double cse182 = 2*q_e_bar2_0;
    const double cse183 = cse181*q_e_bar2_2 - cse182*q_e_bar2_1;
    const double cse184 = 2*q_e_bar2_2;
    const double cse185 = cse181*q_e_bar2_1 + cse184*q_e_bar2_0;
    const double cse186 = -cse14*cse185 + cse178*cse183 + cse180;
    const double cse187 = cse10*cse179;
    const double cse188 = -cse14*cse183 - cse178*cse185 + cse187;
    const double cse189 = cse78 - cse94;
    const double cse190 = -cse77 + cse92;
    const double cse191 = cse103 + cse104;
    const double cse192 = (q_e_bar1_0*q_e_bar1_0);
    const double cse193 = -cse106 + cse122;
    const double cse194 = a_4*cse120;
    const double cse195 = cse146 + cse147;
    const double cse196 = cse153 + lam_8*(cse150 + cse152);
    const double cse197 = cse155 + cse92*q_e_bar1_0;
    const double cse198 = cse106 - cse122;
    const double cse199 = -cse133 - cse134 + lam_9*(-cse108 - cse110 + 2);
    const double cse200 = -cse136 + cse137 - cse94*q_e_bar1_0;
    const double cse201 = 4*q_e_bar1_2;
    const double cse202 = cse201*q_e_bar2_1;
    const double cse203 = 8*q_e_bar1_3;
    const double cse204 = cse203*q_e_bar2_0;
    const double cse205 = cse201*q_e_bar2_2;
    const double cse206 = hq*(lam_8*(cse167 + cse205) + lam_9*(-cse173*q_e_bar2_2 + cse202 - cse204));
    const double cse207 = -cse174;
    const double cse208 = cse201*q_e_bar2_0;
    const double cse209 = cse201*q_e_bar2_3;
    const double cse210 = hq*(cse209*lam_8 + lam_9*(cse207 + cse208));
    const double cse211 = -cse162;
    const double cse212 = hq*(cse208*lam_8 + lam_9*(-cse209 + cse211));
    const double cse213 = cse203*q_e_bar2_3;
    const double cse214 = hq*(lam_8*(cse165 + cse202) + lam_9*(-cse173*q_e_bar2_1 - cse205 - cse213));
    const double cse215 = -cse12*p_L1;
    const double cse216 = -cse46;
    const double cse217 = cse16*cse179;
    const double cse218 = cse10*cse185 + cse217;
    const double cse219 = cse14*cse179;
    const double cse220 = 4*q_e_bar1_1;
    const double cse221 = -cse10*cse183 - cse185*cse220 - cse219;
    const double cse222 = a_5*cse120;
    const double cse223 = cse130 + cse131;
    const double cse224 = -a_3*cse122 - a_4*cse123;
    const double cse225 = cse192*cse82 + cse3*cse82;
    const double cse226 = -cse92*q_e_bar1_2;
    const double cse227 = cse112 - cse113;
    const double cse228 = cse220*q_e_bar2_1;
    const double cse229 = cse220*q_e_bar2_2;
    const double cse230 = hq*(lam_8*(-cse171*q_e_bar2_1 + cse204 + cse229) + lam_9*(cse167 + cse228));
    const double cse231 = cse220*q_e_bar2_0;
    const double cse232 = cse220*q_e_bar2_3;
    const double cse233 = hq*(cse231*lam_9 + lam_8*(-cse161 + cse232));
    const double cse234 = hq*(-cse232*lam_9 + lam_8*(cse172 + cse231));
    const double cse235 = hq*(lam_8*(cse171*q_e_bar2_2 + cse213 + cse228) + lam_9*(cse165 - cse229));
    const double cse236 = -cse33;
    const double cse237 = -cse14;
    const double cse238 = cse12*cse185 + cse183*cse201 + cse219;
    const double cse239 = -cse12*cse183 + cse217;
    const double cse240 = a_6*cse120;
    const double cse241 = -cse178*q_e_bar2_2;
    const double cse242 = cse178*q_e_bar2_1;
    const double cse243 = hq*(lam_8*(cse161 + cse241) + lam_9*(cse211 + cse242));
    const double cse244 = cse178*lam_8;
    const double cse245 = cse178*lam_9;
    const double cse246 = hq*(-cse244*q_e_bar2_3 + cse245*q_e_bar2_0);
    const double cse247 = hq*(-cse244*q_e_bar2_0 - cse245*q_e_bar2_3);
    const double cse248 = hq*(lam_8*(cse172 - cse242) + lam_9*(cse207 + cse241));
    const double cse249 = -cse88;
    const double cse250 = -cse10;
    const double cse251 = -cse16*cse185 + cse187;
    const double cse252 = -cse16*cse183 - cse180;
    const double cse253 = cse1*p_L2;
    const double cse254 = (q_e_bar2_1*q_e_bar2_1);
    const double cse255 = cse5*p_L2;
    const double cse256 = p_L2*q_e_bar2_3;
    const double cse257 = cse1*cse256;
    const double cse258 = 2*v_ed_bar2_1;
    const double cse259 = cse258*q_e_bar2_3;
    const double cse260 = 2*v_ed_bar2_0;
    const double cse261 = cse260*q_e_bar2_2;
    const double cse262 = 2*v_ed_bar2_3;
    const double cse263 = cse262*q_e_bar2_1;
    const double cse264 = 2*v_ed_bar2_2;
    const double cse265 = cse264*q_e_bar2_0;
    const double cse266 = cse259 + cse261 - cse263 - cse265;
    const double cse267 = cse0 + (p_L2*p_L2);
    const double cse268 = (1.0/6.0)*cse267;
    const double cse269 = cse266*cse268;
    const double cse270 = -cse259 - cse261 + cse263 + cse265;
    const double cse271 = cse268*cse270;
    const double cse272 = -cse257*cse271;
    const double cse273 = -cse257*cse269 + cse272;
    const double cse274 = 2*q_e_bar2_1;
    const double cse275 = cse264*q_e_bar2_3;
    const double cse276 = cse258*q_e_bar2_0;
    const double cse277 = cse262*q_e_bar2_2;
    const double cse278 = cse260*q_e_bar2_1;
    const double cse279 = cse275 + cse276 - cse277 - cse278;
    const double cse280 = cse279*cse30;
    const double cse281 = cse256*cse280;
    const double cse282 = cse260*q_e_bar2_3;
    const double cse283 = cse264*q_e_bar2_1;
    const double cse284 = cse258*q_e_bar2_2;
    const double cse285 = cse262*q_e_bar2_0;
    const double cse286 = cse282 + cse283 - cse284 - cse285;
    const double cse287 = p_L2*q_e_bar2_1;
    const double cse288 = cse287*cse30;
    const double cse289 = cse268*cse279;
    const double cse290 = -cse282 - cse283 + cse284 + cse285;
    const double cse291 = cse1*cse268;
    const double cse292 = cse287*cse291;
    const double cse293 = -cse257*cse289 + cse281 - cse286*cse288 - cse290*cse292;
    const double cse294 = p_L2*q_e_bar2_2;
    const double cse295 = -cse280*cse294;
    const double cse296 = -cse275 - cse276 + cse277 + cse278;
    const double cse297 = cse291*cse296;
    const double cse298 = cse270*cse292;
    const double cse299 = -cse270*cse288 - cse294*cse297 + cse295 + cse298;
    const double cse300 = cse287*cse5;
    const double cse301 = cse30*p_L2;
    const double cse302 = cse279*cse301;
    const double cse303 = cse302*v_ed_bar2_2;
    const double cse304 = cse270*cse301;
    const double cse305 = cse253*cse296;
    const double cse306 = cse268*cse305;
    const double cse307 = cse253*cse271;
    const double cse308 = cse307*v_ed_bar2_1;
    const double cse309 = cse303 + cse304*v_ed_bar2_1 + cse306*v_ed_bar2_2 - cse308;
    const double cse310 = cse253*cse269;
    const double cse311 = cse307*v_ed_bar2_3;
    const double cse312 = cse310*v_ed_bar2_3 + cse311;
    const double cse313 = cse302*v_ed_bar2_3;
    const double cse314 = cse253*cse289;
    const double cse315 = cse286*cse301;
    const double cse316 = cse253*cse290;
    const double cse317 = cse268*cse316;
    const double cse318 = -cse313 + cse314*v_ed_bar2_3 + cse315*v_ed_bar2_1 + cse317*v_ed_bar2_1;
    const double cse319 = (1.0/3.0)*cse267;
    const double cse320 = cse1*cse319;
    const double cse321 = cse294*cse320;
    const double cse322 = cse256*cse320;
    const double cse323 = -a_12*cse321 - a_13*cse322 - cse79*p_L2 + lam_11;
    const double cse324 = lam_8*(cse173*q_e_bar1_0 + cse203*q_e_bar1_2) + lam_9*(cse157*q_e_bar1_2 - cse203*q_e_bar1_1);
    const double cse325 = (q_e_bar2_2*q_e_bar2_2);
    const double cse326 = cse253*cse319;
    const double cse327 = cse107*cse326 + cse325*cse326;
    const double cse328 = -cse300*q_e_bar2_0;
    const double cse329 = cse266*cse291;
    const double cse330 = cse270*cse291;
    const double cse331 = cse294*cse330;
    const double cse332 = cse294*cse329 + cse331;
    const double cse333 = p_L2*q_e_bar2_0;
    const double cse334 = cse286*cse30;
    const double cse335 = cse1*cse289;
    const double cse336 = cse290*cse291;
    const double cse337 = cse294*cse335 + cse295 + cse333*cse334 + cse333*cse336;
    const double cse338 = cse270*cse30;
    const double cse339 = cse257*cse268;
    const double cse340 = cse330*cse333;
    const double cse341 = -2*cse281 - 2*cse296*cse339 + 2*cse333*cse338 - 2*cse340;
    const double cse342 = cse294*cse5;
    const double cse343 = -cse321 + cse342;
    const double cse344 = cse256*cse5;
    const double cse345 = cse322 - cse344;
    const double cse346 = (2.0/3.0)*cse333;
    const double cse347 = cse346*cse4;
    const double cse348 = cse307*v_ed_bar2_0;
    const double cse349 = -cse304*v_ed_bar2_0 + cse306*v_ed_bar2_3 + cse313 + cse348;
    const double cse350 = cse303 - cse314*v_ed_bar2_2 - cse315*v_ed_bar2_0 - cse317*v_ed_bar2_0;
    const double cse351 = -cse307*v_ed_bar2_2;
    const double cse352 = -cse310*v_ed_bar2_2 + cse351;
    const double cse353 = cse269*cse316;
    const double cse354 = cse271*cse316;
    const double cse355 = -cse353 - cse354;
    const double cse356 = cse220*q_e_bar1_2;
    const double cse357 = cse178*q_e_bar1_3;
    const double cse358 = 4*cse83;
    const double cse359 = 4*cse192;
    const double cse360 = 2 - cse359;
    const double cse361 = lam_8*(-cse358 + cse360) + lam_9*(cse356 + cse357);
    const double cse362 = -cse266*cse292 - cse298;
    const double cse363 = cse279*cse288;
    const double cse364 = cse256*cse334 - cse287*cse335 + cse290*cse339 + cse363;
    const double cse365 = cse280*cse333;
    const double cse366 = cse256*cse338 + cse272 + cse297*cse333 + cse365;
    const double cse367 = cse320*cse333;
    const double cse368 = cse302*v_ed_bar2_0;
    const double cse369 = -cse304*v_ed_bar2_3 - cse306*v_ed_bar2_0 + cse311 - cse368;
    const double cse370 = cse308 + cse310*v_ed_bar2_1;
    const double cse371 = -cse302*v_ed_bar2_1;
    const double cse372 = cse314*v_ed_bar2_1 - cse315*v_ed_bar2_3 - cse317*v_ed_bar2_3 + cse371;
    const double cse373 = cse286*cse302;
    const double cse374 = cse290*cse314;
    const double cse375 = -cse373 - cse374;
    const double cse376 = cse1*cse267;
    const double cse377 = cse294*cse376;
    const double cse378 = (2.0/3.0)*a_10;
    const double cse379 = cse287*cse320;
    const double cse380 = cse300 - cse379;
    const double cse381 = lam_7*p_L2;
    const double cse382 = -cse357;
    const double cse383 = lam_8*(cse356 + cse382) + lam_9*(-4*cse3 + cse360);
    const double cse384 = cse381 + cse383;
    const double cse385 = cse321*q_e_bar2_0;
    const double cse386 = cse379*q_e_bar2_3;
    const double cse387 = -cse300*q_e_bar2_3 - cse385 + cse386;
    const double cse388 = cse329*cse333 + cse340;
    const double cse389 = -cse294*cse334 - cse294*cse336 + cse333*cse335 - cse365;
    const double cse390 = cse292*cse296 - cse294*cse338 + cse331 + cse363;
    const double cse391 = cse257*cse267;
    const double cse392 = -cse300 + cse379;
    const double cse393 = cse304*v_ed_bar2_2 - cse306*v_ed_bar2_1 + cse351 + cse371;
    const double cse394 = -cse314*v_ed_bar2_0 + cse315*v_ed_bar2_2 + cse317*v_ed_bar2_2 + cse368;
    const double cse395 = -cse310*v_ed_bar2_0 - cse348;
    const double cse396 = cse270*cse302;
    const double cse397 = cse271*cse305;
    const double cse398 = -cse396 - cse397;
    const double cse399 = -lam_6*p_L2;
    const double cse400 = -cse367*q_e_bar2_3 - cse379*q_e_bar2_2;
    const double cse401 = cse300*q_e_bar2_2 + cse400;
    const double cse402 = -2*cse333;
    const double cse403 = -cse256;
    const double cse404 = cse12*q_e_bar1_0 + cse14*q_e_bar1_2;
    const double cse405 = 2*cse192 - 1;
    const double cse406 = 2*cse405 + 4*cse83;
    const double cse407 = cse12*q_e_bar1_2;
    const double cse408 = cse16*q_e_bar1_3;
    const double cse409 = cse407 - cse408;
    const double cse410 = cse151*cse404 + cse184*cse409 - cse406*q_e_bar2_1;
    const double cse411 = cse12*q_e_bar1_3 - cse16*q_e_bar1_2;
    const double cse412 = 4*cse3 + 2*cse405;
    const double cse413 = cse407 + cse408;
    const double cse414 = -cse151*cse411 + cse274*cse413 - cse412*q_e_bar2_2;
    const double cse415 = 2*cse299;
    const double cse416 = -cse322 + cse344;
    const double cse417 = cse321 - cse342;
    const double cse418 = cse353 + cse354;
    const double cse419 = (2.0/3.0)*a_11;
    const double cse420 = -cse347 + cse367;
    const double cse421 = cse396 + cse397;
    const double cse422 = cse347*q_e_bar2_3 + cse400;
    const double cse423 = 2*cse390;
    const double cse424 = cse347 - cse367;
    const double cse425 = -cse381 + cse383;
    const double cse426 = -cse342*q_e_bar2_0 + cse385 - cse386;
    const double cse427 = -2*cse287;
    const double cse428 = -cse294;
    const double cse429 = cse181*cse409 - cse406*q_e_bar2_0;
    const double cse430 = cse182*cse413 - cse412*q_e_bar2_3;
    const double cse431 = cse346*cse376;
    const double cse432 = cse373 + cse374;
    const double cse433 = (2.0/3.0)*cse287*cse376;
    const double cse434 = -a_10*cse367 - a_11*cse379 + lam_11;
    const double cse435 = cse109*cse326 + cse254*cse326;
    const double cse436 = -cse342*q_e_bar2_3;
    const double cse437 = lam_8*(cse358 + cse359 - 2) + lam_9*(-cse356 + cse382);
    const double cse438 = -cse287;
    const double cse439 = cse182*cse409 + cse406*q_e_bar2_3;
    const double cse440 = -cse181*cse413 - cse412*q_e_bar2_0;
    const double cse441 = -cse333;
    const double cse442 = cse149*cse404 + cse274*cse409 + cse406*q_e_bar2_2;
    const double cse443 = -cse149*cse411 - cse184*cse413 - cse412*q_e_bar2_1;

    out[where[0]] = cse2;  /* [0, 0] */
    out[where[1]] = 1;  /* [0, 14] */
    out[where[2]] = -1;  /* [0, 19] */
    out[where[3]] = cse2;  /* [1, 1] */
    out[where[4]] = 1;  /* [1, 15] */
    out[where[5]] = -1;  /* [1, 20] */
    out[where[6]] = cse2;  /* [2, 2] */
    out[where[7]] = 1;  /* [2, 16] */
    out[where[8]] = -1;  /* [2, 21] */
    out[where[9]] = cse3*cse6 + cse84 + hq*(-a_4*cse55 + cse10*cse70 + cse12*cse73 + cse14*cse65 + cse54 + cse74 + cse80) - hv*(-cse10*cse44 - cse12*cse24 - cse14*cse51);  /* [3, 3] */
    out[where[10]] = cse85 + hq*(a_3*cse33*cse96 - a_4*cse106 + a_5*cse93 + a_6*cse95 + cse10*cse99 + cse102*cse12 - cse105 + cse114 + cse14*cse98) - hv*(-cse10*cse89 - cse12*cse87 - cse14*cse91);  /* [3, 4] */
    out[where[11]] = cse138 + hq*(-a_5*cse122 + a_6*cse124 + cse10*cse128 + cse12*cse129 + cse121*cse46 + cse126*cse14 - cse132 + cse135) - hv*(-cse10*cse117 - cse115*cse12 - cse119*cse14);  /* [3, 5] */
    out[where[12]] = cse156 + hq*(a_5*cse142 - a_6*cse122 + cse10*cse144 + cse12*cse145 + cse121*cse7 + cse14*cse143 - cse148 + cse154) - hv*(-cse10*cse140 - cse12*cse139 - cse14*cse141);  /* [3, 6] */
    out[where[13]] = cse164;  /* [3, 10] */
    out[where[14]] = cse169;  /* [3, 11] */
    out[where[15]] = cse170;  /* [3, 12] */
    out[where[16]] = cse175;  /* [3, 13] */
    out[where[17]] = cse176;  /* [3, 14] */
    out[where[18]] = cse177;  /* [3, 15] */
    out[where[19]] = cse46;  /* [3, 16] */
    out[where[20]] = cse178;  /* [3, 17] */
    out[where[21]] = cse12;  /* [3, 18] */
    out[where[22]] = cse176;  /* [3, 19] */
    out[where[23]] = cse177;  /* [3, 20] */
    out[where[24]] = cse46;  /* [3, 21] */
    out[where[25]] = cse186;  /* [3, 22] */
    out[where[26]] = cse188;  /* [3, 23] */
    out[where[27]] = q_e_bar1_0;  /* [3, 24] */
    out[where[28]] = cse85 + hq*(-a_3*cse55 + a_4*cse88*cse96 + a_5*cse190 + a_6*cse189 - cse10*cse65 + cse114 + cse14*cse70 - cse16*cse73 - cse191) - hv*(cse10*cse51 - cse14*cse44 + cse16*cse24);  /* [4, 3] */
    out[where[29]] = cse192*cse6 + cse84 + hq*(-a_3*cse106 - cse10*cse98 - cse102*cse16 + cse14*cse99 + cse80 + lam_10) - hv*(cse10*cse91 - cse14*cse89 + cse16*cse87);  /* [4, 4] */
    out[where[30]] = cse197 + hq*(-a_5*cse123 + a_6*cse193 - cse10*cse126 + cse128*cse14 - cse129*cse16 + cse194*cse46 - cse195 + cse196) - hv*(cse10*cse119 + cse115*cse16 - cse117*cse14);  /* [4, 5] */
    out[where[31]] = cse200 + hq*(a_5*cse198 - a_6*cse123 - cse10*cse143 - cse132 + cse14*cse144 - cse145*cse16 + cse194*cse7 + cse199) - hv*(cse10*cse141 + cse139*cse16 - cse14*cse140);  /* [4, 6] */
    out[where[32]] = cse206;  /* [4, 10] */
    out[where[33]] = cse210;  /* [4, 11] */
    out[where[34]] = cse212;  /* [4, 12] */
    out[where[35]] = cse214;  /* [4, 13] */
    out[where[36]] = cse215;  /* [4, 14] */
    out[where[37]] = cse216;  /* [4, 15] */
    out[where[38]] = cse177;  /* [4, 16] */
    out[where[39]] = cse16;  /* [4, 18] */
    out[where[40]] = cse215;  /* [4, 19] */
    out[where[41]] = cse216;  /* [4, 20] */
    out[where[42]] = cse177;  /* [4, 21] */
    out[where[43]] = cse218;  /* [4, 22] */
    out[where[44]] = cse221;  /* [4, 23] */
    out[where[45]] = q_e_bar1_1;  /* [4, 24] */
    out[where[46]] = cse138 + hq*(-a_3*cse78 + a_4*cse190 + cse12*cse65 + cse135 - cse14*cse73 - cse16*cse70 + cse222*cse88 - cse223) - hv*(-cse12*cse51 + cse14*cse24 + cse16*cse44);  /* [5, 3] */
    out[where[47]] = cse197 + hq*(a_3*cse93 - a_4*cse78 - cse102*cse14 + cse12*cse98 - cse148 - cse16*cse99 + cse196 + cse222*cse33) - hv*(-cse12*cse91 + cse14*cse87 + cse16*cse89);  /* [5, 4] */
    out[where[48]] = cse225 + cse6*cse81 + hq*(-a_6*cse92 + cse12*cse126 - cse128*cse16 - cse129*cse14 + cse224 + cse54 + lam_10) - hv*(cse115*cse14 + cse117*cse16 - cse119*cse12);  /* [5, 5] */
    out[where[49]] = cse226 + hq*(a_3*cse142 + a_4*cse198 + a_5*cse7*cse96 - a_6*cse94 + cse12*cse143 - cse14*cse145 - cse144*cse16 - cse191 + cse227) - hv*(-cse12*cse141 + cse139*cse14 + cse140*cse16);  /* [5, 6] */
    out[where[50]] = cse230;  /* [5, 10] */
    out[where[51]] = cse233;  /* [5, 11] */
    out[where[52]] = cse234;  /* [5, 12] */
    out[where[53]] = cse235;  /* [5, 13] */
    out[where[54]] = cse236;  /* [5, 15] */
    out[where[55]] = cse88;  /* [5, 16] */
    out[where[56]] = cse237;  /* [5, 18] */
    out[where[57]] = cse236;  /* [5, 20] */
    out[where[58]] = cse88;  /* [5, 21] */
    out[where[59]] = cse238;  /* [5, 22] */
    out[where[60]] = cse239;  /* [5, 23] */
    out[where[61]] = q_e_bar1_2;  /* [5, 24] */
    out[where[62]] = cse156 + hq*(-a_3*cse77 + a_4*cse189 + cse10*cse73 - cse12*cse70 + cse154 - cse16*cse65 - cse195 + cse240*cse88) - hv*(-cse10*cse24 + cse12*cse44 + cse16*cse51);  /* [6, 3] */
    out[where[63]] = cse200 + hq*(a_3*cse95 - a_4*cse77 + cse10*cse102 - cse12*cse99 - cse16*cse98 + cse199 - cse223 + cse240*cse33) - hv*(-cse10*cse87 + cse12*cse89 + cse16*cse91);  /* [6, 4] */
    out[where[64]] = cse226 + hq*(a_3*cse124 + a_4*cse193 - a_5*cse92 + a_6*cse46*cse96 + cse10*cse129 - cse105 - cse12*cse128 - cse126*cse16 + cse227) - hv*(-cse10*cse115 + cse117*cse12 + cse119*cse16);  /* [6, 5] */
    out[where[65]] = cse225 + cse6*cse83 + hq*(-a_5*cse94 + cse10*cse145 - cse12*cse144 - cse143*cse16 + cse224 + cse74) - hv*(-cse10*cse139 + cse12*cse140 + cse141*cse16);  /* [6, 6] */
    out[where[66]] = cse243;  /* [6, 10] */
    out[where[67]] = cse246;  /* [6, 11] */
    out[where[68]] = cse247;  /* [6, 12] */
    out[where[69]] = cse248;  /* [6, 13] */
    out[where[70]] = cse249;  /* [6, 15] */
    out[where[71]] = cse236;  /* [6, 16] */
    out[where[72]] = cse159;  /* [6, 17] */
    out[where[73]] = cse250;  /* [6, 18] */
    out[where[74]] = cse249;  /* [6, 20] */
    out[where[75]] = cse236;  /* [6, 21] */
    out[where[76]] = cse251;  /* [6, 22] */
    out[where[77]] = cse252;  /* [6, 23] */
    out[where[78]] = q_e_bar1_3;  /* [6, 24] */
    out[where[79]] = cse253;  /* [7, 7] */
    out[where[80]] = 1;  /* [7, 19] */
    out[where[81]] = cse253;  /* [8, 8] */
    out[where[82]] = 1;  /* [8, 20] */
    out[where[83]] = cse253;  /* [9, 9] */
    out[where[84]] = 1;  /* [9, 21] */
    out[where[85]] = cse164;  /* [10, 3] */
    out[where[86]] = cse206;  /* [10, 4] */
    out[where[87]] = cse230;  /* [10, 5] */
    out[where[88]] = cse243;  /* [10, 6] */
    out[where[89]] = cse254*cse255 + cse327 + hq*(-a_11*cse300 + cse181*cse309 + cse184*cse318 + cse274*cse312 + cse323 + cse324) - hv*(-cse181*cse299 - cse184*cse293 - cse273*cse274);  /* [10, 10] */
    out[where[90]] = cse328 + hq*(a_10*cse287*cse96 - a_11*cse347 + a_12*cse345 + a_13*cse343 + cse181*cse349 + cse184*cse350 + cse274*cse352 - cse355 + cse361) - hv*(-cse184*cse337 - cse274*cse332 - cse341*q_e_bar2_3);  /* [10, 11] */
    out[where[91]] = cse387 + hq*(-a_12*cse367 + a_13*cse380 + cse181*cse369 + cse184*cse372 + cse274*cse370 - cse375 + cse377*cse378 + cse384) - hv*(-cse181*cse366 - cse184*cse364 - cse274*cse362);  /* [10, 12] */
    out[where[92]] = cse401 + hq*(a_12*cse392 - a_13*cse367 + cse181*cse393 + cse184*cse394 + cse274*cse395 + cse378*cse391 - cse398 + cse399) - hv*(-cse181*cse390 - cse184*cse389 - cse274*cse388);  /* [10, 13] */
    out[where[93]] = cse402;  /* [10, 19] */
    out[where[94]] = cse403;  /* [10, 20] */
    out[where[95]] = cse294;  /* [10, 21] */
    out[where[96]] = cse410;  /* [10, 22] */
    out[where[97]] = cse414;  /* [10, 23] */
    out[where[98]] = q_e_bar2_0;  /* [10, 25] */
    out[where[99]] = cse169;  /* [11, 3] */
    out[where[100]] = cse210;  /* [11, 4] */
    out[where[101]] = cse233;  /* [11, 5] */
    out[where[102]] = cse246;  /* [11, 6] */
    out[where[103]] = cse328 + hq*(-a_10*cse300 + a_11*cse333*cse96 + a_12*cse416 + a_13*cse417 + cse181*cse318 - cse182*cse312 - cse184*cse309 + cse361 - cse418) - hv*(-cse181*cse293 + cse182*cse273 + cse415*q_e_bar2_2);  /* [11, 10] */
    out[where[104]] = cse109*cse255 + cse327 + hq*(-a_10*cse347 + cse181*cse350 - cse182*cse352 - cse184*cse349 + cse323) - hv*(-cse181*cse337 + cse182*cse332 + cse341*q_e_bar2_2);  /* [11, 11] */
    out[where[105]] = cse422 + hq*(-a_12*cse379 + a_13*cse420 + cse181*cse372 - cse182*cse370 - cse184*cse369 + cse377*cse419 + cse399 - cse421) - hv*(-cse181*cse364 + cse182*cse362 + cse184*cse366);  /* [11, 12] */
    out[where[106]] = cse426 + hq*(a_12*cse424 - a_13*cse379 + cse181*cse394 - cse182*cse395 - cse184*cse393 - cse375 + cse391*cse419 + cse425) - hv*(-cse181*cse389 + cse182*cse388 + cse423*q_e_bar2_2);  /* [11, 13] */
    out[where[107]] = cse427;  /* [11, 19] */
    out[where[108]] = cse428;  /* [11, 20] */
    out[where[109]] = cse403;  /* [11, 21] */
    out[where[110]] = cse429;  /* [11, 22] */
    out[where[111]] = cse430;  /* [11, 23] */
    out[where[112]] = q_e_bar2_1;  /* [11, 25] */
    out[where[113]] = cse170;  /* [12, 3] */
    out[where[114]] = cse212;  /* [12, 4] */
    out[where[115]] = cse234;  /* [12, 5] */
    out[where[116]] = cse247;  /* [12, 6] */
    out[where[117]] = cse387 + hq*(-a_10*cse321 + a_11*cse416 + a_12*cse431 - cse181*cse312 - cse182*cse318 + cse274*cse309 + cse384 - cse432) - hv*(cse181*cse273 + cse182*cse293 - cse415*q_e_bar2_1);  /* [12, 10] */
    out[where[118]] = cse422 + hq*(a_10*cse345 - a_11*cse321 + a_12*cse433 - cse181*cse352 - cse182*cse350 + cse274*cse349 - cse398 + cse399) - hv*(cse181*cse332 + cse182*cse337 - cse341*q_e_bar2_1);  /* [12, 11] */
    out[where[119]] = cse107*cse255 + cse435 + hq*(-a_13*cse344 - cse181*cse370 - cse182*cse372 + cse274*cse369 + cse434) - hv*(cse181*cse362 + cse182*cse364 - cse274*cse366);  /* [12, 12] */
    out[where[120]] = cse436 + hq*(a_10*cse392 + a_11*cse424 + a_12*cse256*cse96 - a_13*cse342 - cse181*cse395 - cse182*cse394 + cse274*cse393 - cse418 + cse437) - hv*(cse181*cse388 + cse182*cse389 - cse423*q_e_bar2_1);  /* [12, 13] */
    out[where[121]] = cse438;  /* [12, 20] */
    out[where[122]] = cse333;  /* [12, 21] */
    out[where[123]] = cse439;  /* [12, 22] */
    out[where[124]] = cse440;  /* [12, 23] */
    out[where[125]] = q_e_bar2_2;  /* [12, 25] */
    out[where[126]] = cse175;  /* [13, 3] */
    out[where[127]] = cse214;  /* [13, 4] */
    out[where[128]] = cse235;  /* [13, 5] */
    out[where[129]] = cse248;  /* [13, 6] */
    out[where[130]] = cse401 + hq*(-a_10*cse322 + a_11*cse417 + a_13*cse431 - cse182*cse309 + cse184*cse312 - cse274*cse318 + cse399 - cse421) - hv*(-cse184*cse273 + cse274*cse293 + cse415*q_e_bar2_0);  /* [13, 10] */
    out[where[131]] = cse426 + hq*(a_10*cse343 - a_11*cse322 + a_13*cse433 - cse182*cse349 + cse184*cse352 - cse274*cse350 + cse425 - cse432) - hv*(-cse184*cse332 + cse274*cse337 + cse341*q_e_bar2_0);  /* [13, 11] */
    out[where[132]] = cse436 + hq*(a_10*cse380 + a_11*cse420 - a_12*cse344 + a_13*cse294*cse96 - cse182*cse369 + cse184*cse370 - cse274*cse372 - cse355 + cse437) - hv*(cse182*cse366 - cse184*cse362 + cse274*cse364);  /* [13, 12] */
    out[where[133]] = cse255*cse325 + cse435 + hq*(-a_12*cse342 - cse182*cse393 + cse184*cse395 - cse274*cse394 + cse324 + cse434) - hv*(-cse184*cse388 + cse274*cse389 + cse423*q_e_bar2_0);  /* [13, 13] */
    out[where[134]] = cse441;  /* [13, 20] */
    out[where[135]] = cse438;  /* [13, 21] */
    out[where[136]] = cse442;  /* [13, 22] */
    out[where[137]] = cse443;  /* [13, 23] */
    out[where[138]] = q_e_bar2_3;  /* [13, 25] */
    out[where[139]] = 1;  /* [14, 0] */
    out[where[140]] = cse176;  /* [14, 3] */
    out[where[141]] = cse215;  /* [14, 4] */
    out[where[142]] = 1;  /* [15, 1] */
    out[where[143]] = cse177;  /* [15, 3] */
    out[where[144]] = cse216;  /* [15, 4] */
    out[where[145]] = cse236;  /* [15, 5] */
    out[where[146]] = cse249;  /* [15, 6] */
    out[where[147]] = 1;  /* [16, 2] */
    out[where[148]] = cse46;  /* [16, 3] */
    out[where[149]] = cse177;  /* [16, 4] */
    out[where[150]] = cse88;  /* [16, 5] */
    out[where[151]] = cse236;  /* [16, 6] */
    out[where[152]] = cse178;  /* [17, 3] */
    out[where[153]] = cse159;  /* [17, 6] */
    out[where[154]] = cse12;  /* [18, 3] */
    out[where[155]] = cse16;  /* [18, 4] */
    out[where[156]] = cse237;  /* [18, 5] */
    out[where[157]] = cse250;  /* [18, 6] */
    out[where[158]] = -1;  /* [19, 0] */
    out[where[159]] = cse176;  /* [19, 3] */
    out[where[160]] = cse215;  /* [19, 4] */
    out[where[161]] = 1;  /* [19, 7] */
    out[where[162]] = cse402;  /* [19, 10] */
    out[where[163]] = cse427;  /* [19, 11] */
    out[where[164]] = -1;  /* [20, 1] */
    out[where[165]] = cse177;  /* [20, 3] */
    out[where[166]] = cse216;  /* [20, 4] */
    out[where[167]] = cse236;  /* [20, 5] */
    out[where[168]] = cse249;  /* [20, 6] */
    out[where[169]] = 1;  /* [20, 8] */
    out[where[170]] = cse403;  /* [20, 10] */
    out[where[171]] = cse428;  /* [20, 11] */
    out[where[172]] = cse438;  /* [20, 12] */
    out[where[173]] = cse441;  /* [20, 13] */
    out[where[174]] = -1;  /* [21, 2] */
    out[where[175]] = cse46;  /* [21, 3] */
    out[where[176]] = cse177;  /* [21, 4] */
    out[where[177]] = cse88;  /* [21, 5] */
    out[where[178]] = cse236;  /* [21, 6] */
    out[where[179]] = 1;  /* [21, 9] */
    out[where[180]] = cse294;  /* [21, 10] */
    out[where[181]] = cse403;  /* [21, 11] */
    out[where[182]] = cse333;  /* [21, 12] */
    out[where[183]] = cse438;  /* [21, 13] */
    out[where[184]] = cse186;  /* [22, 3] */
    out[where[185]] = cse218;  /* [22, 4] */
    out[where[186]] = cse238;  /* [22, 5] */
    out[where[187]] = cse251;  /* [22, 6] */
    out[where[188]] = cse410;  /* [22, 10] */
    out[where[189]] = cse429;  /* [22, 11] */
    out[where[190]] = cse439;  /* [22, 12] */
    out[where[191]] = cse442;  /* [22, 13] */
    out[where[192]] = cse188;  /* [23, 3] */
    out[where[193]] = cse221;  /* [23, 4] */
    out[where[194]] = cse239;  /* [23, 5] */
    out[where[195]] = cse252;  /* [23, 6] */
    out[where[196]] = cse414;  /* [23, 10] */
    out[where[197]] = cse430;  /* [23, 11] */
    out[where[198]] = cse440;  /* [23, 12] */
    out[where[199]] = cse443;  /* [23, 13] */
    out[where[200]] = q_e_bar1_0;  /* [24, 3] */
    out[where[201]] = q_e_bar1_1;  /* [24, 4] */
    out[where[202]] = q_e_bar1_2;  /* [24, 5] */
    out[where[203]] = q_e_bar1_3;  /* [24, 6] */
    out[where[204]] = q_e_bar2_0;  /* [25, 10] */
    out[where[205]] = q_e_bar2_1;  /* [25, 11] */
    out[where[206]] = q_e_bar2_2;  /* [25, 12] */
    out[where[207]] = q_e_bar2_3;  /* [25, 13] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_double_pendulum_rp_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_double_pendulum_rp_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_double_pendulum_rp_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 26 x 26 row-major, 208 nonzero (the cells of genalpha_matrix_band).
 */
void mg_double_pendulum_rp_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 676);
    mg_double_pendulum_rp_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_double_pendulum_rp_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 14); p (parameters, 4).
 * Output: out, 10 x 14 row-major, 81 nonzero.
 * 560 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_B(const double *q, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_r_bar2_x = q[7];
    const double q_r_bar2_y = q[8];
    const double q_r_bar2_z = q[9];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double p_L1 = p[0];
    const double cse0 = 2*q_e_bar1_2;
    const double cse1 = cse0*q_e_bar1_1;
    const double cse2 = 2*q_e_bar1_3;
    const double cse3 = cse2*q_e_bar1_0;
    const double cse4 = -cse3;
    const double cse5 = cse1 + cse4;
    const double cse6 = cse2*q_e_bar1_1;
    const double cse7 = cse0*q_e_bar1_0;
    const double cse8 = cse6 + cse7;
    const double cse9 = 2*cse8;
    const double cse10 = 2*(q_e_bar1_1*q_e_bar1_1);
    const double cse11 = 2*(q_e_bar1_0*q_e_bar1_0);
    const double cse12 = cse11 - 1;
    const double cse13 = cse10 + cse12;
    const double cse14 = 2*q_e_bar1_1;
    const double cse15 = -cse0*cse5 - cse13*cse14 - cse9*q_e_bar1_3;
    const double cse16 = cse0*q_e_bar1_3;
    const double cse17 = cse14*q_e_bar1_0;
    const double cse18 = cse16 - cse17;
    const double cse19 = cse1 + cse3;
    const double cse20 = 2*cse19;
    const double cse21 = cse12 + 2*(q_e_bar1_2*q_e_bar1_2);
    const double cse22 = -cse0*cse21 - cse18*cse2 - cse20*q_e_bar1_1;
    const double cse23 = 2*cse5;
    const double cse24 = 2*q_e_bar1_0;
    const double cse25 = cse0*cse8 + cse13*cse24 - cse23*q_e_bar1_3;
    const double cse26 = cse0*cse18 - cse2*cse21 + cse20*q_e_bar1_0;
    const double cse27 = cse13*cse2 + cse23*q_e_bar1_0 - cse9*q_e_bar1_1;
    const double cse28 = 2*cse18;
    const double cse29 = cse20*q_e_bar1_3 + cse21*cse24 - cse28*q_e_bar1_1;
    const double cse30 = -cse0*cse13 + cse23*q_e_bar1_1 + cse9*q_e_bar1_0;
    const double cse31 = -cse0*cse19 + cse14*cse21 + cse28*q_e_bar1_0;
    const double cse32 = cse6 - cse7;
    const double cse33 = 2*cse32;
    const double cse34 = cse33*q_e_bar1_1;
    const double cse35 = cse16 + cse17;
    const double cse36 = cse0*cse35;
    const double cse37 = cse12 + 2*(q_e_bar1_3*q_e_bar1_3);
    const double cse38 = cse2*cse37;
    const double cse39 = -cse34 - cse36 - cse38;
    const double cse40 = cse33*q_e_bar1_0;
    const double cse41 = cse2*cse35;
    const double cse42 = cse0*cse37;
    const double cse43 = cse40 - cse41 + cse42;
    const double cse44 = cse33*q_e_bar1_3;
    const double cse45 = 2*cse35;
    const double cse46 = cse45*q_e_bar1_0;
    const double cse47 = cse14*cse37;
    const double cse48 = cse44 + cse46 - cse47;
    const double cse49 = cse0*cse32;
    const double cse50 = cse45*q_e_bar1_1;
    const double cse51 = cse24*cse37;
    const double cse52 = -cse49 + cse50 + cse51;
    const double cse53 = (1.0/2.0)*p_L1;
    const double cse54 = cse32*cse53;
    const double cse55 = cse19*cse53;
    const double cse56 = cse22*cse54 - cse39*cse55;
    const double cse57 = cse13*cse53;
    const double cse58 = cse15*cse55 - cse22*cse57;
    const double cse59 = -cse15*cse54 + cse39*cse57;
    const double cse60 = cse26*cse54 - cse43*cse55;
    const double cse61 = cse25*cse55 - cse26*cse57;
    const double cse62 = -cse25*cse54 + cse43*cse57;
    const double cse63 = cse29*cse54 - cse48*cse55;
    const double cse64 = cse27*cse55 - cse29*cse57;
    const double cse65 = -cse27*cse54 + cse48*cse57;
    const double cse66 = cse31*cse54 - cse52*cse55;
    const double cse67 = cse30*cse55 - cse31*cse57;
    const double cse68 = -cse30*cse54 + cse52*cse57;
    const double cse69 = cse55 + q_r_bar1_y - q_r_bar2_y;
    const double cse70 = 2*q_e_bar2_3;
    const double cse71 = cse70*q_e_bar2_1;
    const double cse72 = 2*q_e_bar2_0;
    const double cse73 = cse72*q_e_bar2_2;
    const double cse74 = cse71 - cse73;
    const double cse75 = 2*q_e_bar2_1;
    const double cse76 = cse74*cse75;
    const double cse77 = cse70*q_e_bar2_2;
    const double cse78 = cse75*q_e_bar2_0;
    const double cse79 = cse77 + cse78;
    const double cse80 = 2*q_e_bar2_2;
    const double cse81 = cse79*cse80;
    const double cse82 = 2*(q_e_bar2_0*q_e_bar2_0) - 1;
    const double cse83 = cse82 + 2*(q_e_bar2_3*q_e_bar2_3);
    const double cse84 = cse70*cse83;
    const double cse85 = -cse76 - cse81 - cse84;
    const double cse86 = cse54 + q_r_bar1_z - q_r_bar2_z;
    const double cse87 = cse77 - cse78;
    const double cse88 = cse70*cse87;
    const double cse89 = cse75*q_e_bar2_2;
    const double cse90 = cse70*q_e_bar2_0;
    const double cse91 = 2*cse89 + 2*cse90;
    const double cse92 = cse91*q_e_bar2_1;
    const double cse93 = cse82 + 2*(q_e_bar2_2*q_e_bar2_2);
    const double cse94 = 2*cse93;
    const double cse95 = cse94*q_e_bar2_2;
    const double cse96 = -cse88 - cse92 - cse95;
    const double cse97 = cse69*cse85 - cse86*cse96;
    const double cse98 = cse57 + q_r_bar1_x - q_r_bar2_x;
    const double cse99 = 2*cse89 - 2*cse90;
    const double cse100 = cse99*q_e_bar2_2;
    const double cse101 = cse71 + cse73;
    const double cse102 = cse101*cse70;
    const double cse103 = cse82 + 2*(q_e_bar2_1*q_e_bar2_1);
    const double cse104 = cse103*cse75;
    const double cse105 = -cse100 - cse102 - cse104;
    const double cse106 = -cse105*cse69 + cse96*cse98;
    const double cse107 = cse105*cse86 - cse85*cse98;
    const double cse108 = cse72*cse74;
    const double cse109 = cse70*cse79;
    const double cse110 = cse80*cse83;
    const double cse111 = cse108 - cse109 + cse110;
    const double cse112 = cse80*cse87;
    const double cse113 = cse91*q_e_bar2_0;
    const double cse114 = cse70*cse93;
    const double cse115 = cse112 + cse113 - cse114;
    const double cse116 = cse111*cse69 - cse115*cse86;
    const double cse117 = cse99*q_e_bar2_3;
    const double cse118 = cse101*cse80;
    const double cse119 = 2*cse103;
    const double cse120 = cse119*q_e_bar2_0;
    const double cse121 = -cse117 + cse118 + cse120;
    const double cse122 = cse115*cse98 - cse121*cse69;
    const double cse123 = -cse111*cse98 + cse121*cse86;
    const double cse124 = cse70*cse74;
    const double cse125 = cse72*cse79;
    const double cse126 = cse75*cse83;
    const double cse127 = cse124 + cse125 - cse126;
    const double cse128 = cse75*cse87;
    const double cse129 = cse91*q_e_bar2_3;
    const double cse130 = cse94*q_e_bar2_0;
    const double cse131 = -cse128 + cse129 + cse130;
    const double cse132 = cse127*cse69 - cse131*cse86;
    const double cse133 = cse99*q_e_bar2_0;
    const double cse134 = cse101*cse75;
    const double cse135 = cse103*cse70;
    const double cse136 = cse133 - cse134 + cse135;
    const double cse137 = cse131*cse98 - cse136*cse69;
    const double cse138 = -cse127*cse98 + cse136*cse86;
    const double cse139 = cse74*cse80;
    const double cse140 = cse75*cse79;
    const double cse141 = cse72*cse83;
    const double cse142 = -cse139 + cse140 + cse141;
    const double cse143 = cse72*cse87;
    const double cse144 = cse91*q_e_bar2_2;
    const double cse145 = cse75*cse93;
    const double cse146 = cse143 - cse144 + cse145;
    const double cse147 = cse142*cse69 - cse146*cse86;
    const double cse148 = cse99*q_e_bar2_1;
    const double cse149 = cse101*cse72;
    const double cse150 = cse119*q_e_bar2_2;
    const double cse151 = cse148 + cse149 - cse150;
    const double cse152 = cse146*cse98 - cse151*cse69;
    const double cse153 = -cse142*cse98 + cse151*cse86;
    const double cse154 = -cse10 - cse11 + 1;
    const double cse155 = -cse1 + cse4;
    const double cse156 = -cse6 + cse7;
    const double cse157 = cse100 + cse102 + cse104;
    const double cse158 = cse76 + cse81 + cse84;
    const double cse159 = cse88 + cse92 + cse95;
    const double cse160 = cse117 - cse118 - cse120;
    const double cse161 = -cse108 + cse109 - cse110;
    const double cse162 = -cse112 - cse113 + cse114;
    const double cse163 = -cse133 + cse134 - cse135;
    const double cse164 = -cse124 - cse125 + cse126;
    const double cse165 = cse128 - cse129 - cse130;
    const double cse166 = -cse148 - cse149 + cse150;
    const double cse167 = cse139 - cse140 - cse141;
    const double cse168 = -cse143 + cse144 - cse145;

    memset(out, 0, sizeof(double) * 140);
    out[2] = -1;  /* [0, 2] */
    out[3] = cse15*q_r_bar1_y - cse22*q_r_bar1_x;  /* [0, 3] */
    out[4] = cse25*q_r_bar1_y - cse26*q_r_bar1_x;  /* [0, 4] */
    out[5] = cse27*q_r_bar1_y - cse29*q_r_bar1_x;  /* [0, 5] */
    out[6] = cse30*q_r_bar1_y - cse31*q_r_bar1_x;  /* [0, 6] */
    out[15] = 1;  /* [1, 1] */
    out[17] = cse15*q_r_bar1_z - cse39*q_r_bar1_x;  /* [1, 3] */
    out[18] = cse25*q_r_bar1_z - cse43*q_r_bar1_x;  /* [1, 4] */
    out[19] = cse27*q_r_bar1_z - cse48*q_r_bar1_x;  /* [1, 5] */
    out[20] = cse30*q_r_bar1_z - cse52*q_r_bar1_x;  /* [1, 6] */
    out[28] = -1;  /* [2, 0] */
    out[31] = cse22*q_r_bar1_z - cse39*q_r_bar1_y;  /* [2, 3] */
    out[32] = cse26*q_r_bar1_z - cse43*q_r_bar1_y;  /* [2, 4] */
    out[33] = cse29*q_r_bar1_z - cse48*q_r_bar1_y;  /* [2, 5] */
    out[34] = cse31*q_r_bar1_z - cse52*q_r_bar1_y;  /* [2, 6] */
    out[45] = cse34 + cse36 + cse38;  /* [3, 3] */
    out[46] = -cse40 + cse41 - cse42;  /* [3, 4] */
    out[47] = -cse44 - cse46 + cse47;  /* [3, 5] */
    out[48] = cse49 - cse50 - cse51;  /* [3, 6] */
    out[59] = cse22;  /* [4, 3] */
    out[60] = cse26;  /* [4, 4] */
    out[61] = cse29;  /* [4, 5] */
    out[62] = cse31;  /* [4, 6] */
    out[70] = cse5;  /* [5, 0] */
    out[71] = cse21;  /* [5, 1] */
    out[72] = cse35;  /* [5, 2] */
    out[73] = cse21*cse59 + cse35*cse58 + cse5*cse56;  /* [5, 3] */
    out[74] = cse21*cse62 + cse35*cse61 + cse5*cse60;  /* [5, 4] */
    out[75] = cse21*cse65 + cse35*cse64 + cse5*cse63;  /* [5, 5] */
    out[76] = cse21*cse68 + cse35*cse67 + cse5*cse66;  /* [5, 6] */
    out[77] = -cse5;  /* [5, 7] */
    out[78] = -cse21;  /* [5, 8] */
    out[79] = -cse35;  /* [5, 9] */
    out[80] = cse106*cse35 + cse107*cse21 + cse5*cse97;  /* [5, 10] */
    out[81] = cse116*cse5 + cse122*cse35 + cse123*cse21;  /* [5, 11] */
    out[82] = cse132*cse5 + cse137*cse35 + cse138*cse21;  /* [5, 12] */
    out[83] = cse147*cse5 + cse152*cse35 + cse153*cse21;  /* [5, 13] */
    out[84] = cse154;  /* [6, 0] */
    out[85] = cse155;  /* [6, 1] */
    out[86] = cse156;  /* [6, 2] */
    out[87] = cse154*cse56 + cse155*cse59 + cse156*cse58;  /* [6, 3] */
    out[88] = cse154*cse60 + cse155*cse62 + cse156*cse61;  /* [6, 4] */
    out[89] = cse154*cse63 + cse155*cse65 + cse156*cse64;  /* [6, 5] */
    out[90] = cse154*cse66 + cse155*cse68 + cse156*cse67;  /* [6, 6] */
    out[91] = -cse154;  /* [6, 7] */
    out[92] = -cse155;  /* [6, 8] */
    out[93] = -cse156;  /* [6, 9] */
    out[94] = cse106*cse156 + cse107*cse155 + cse154*cse97;  /* [6, 10] */
    out[95] = cse116*cse154 + cse122*cse156 + cse123*cse155;  /* [6, 11] */
    out[96] = cse132*cse154 + cse137*cse156 + cse138*cse155;  /* [6, 12] */
    out[97] = cse147*cse154 + cse152*cse156 + cse153*cse155;  /* [6, 13] */
    out[98] = cse8;  /* [7, 0] */
    out[99] = cse18;  /* [7, 1] */
    out[100] = cse37;  /* [7, 2] */
    out[101] = cse18*cse59 + cse37*cse58 + cse56*cse8;  /* [7, 3] */
    out[102] = cse18*cse62 + cse37*cse61 + cse60*cse8;  /* [7, 4] */
    out[103] = cse18*cse65 + cse37*cse64 + cse63*cse8;  /* [7, 5] */
    out[104] = cse18*cse68 + cse37*cse67 + cse66*cse8;  /* [7, 6] */
    out[105] = -cse8;  /* [7, 7] */
    out[106] = -cse18;  /* [7, 8] */
    out[107] = -cse37;  /* [7, 9] */
    out[108] = cse106*cse37 + cse107*cse18 + cse8*cse97;  /* [7, 10] */
    out[109] = cse116*cse8 + cse122*cse37 + cse123*cse18;  /* [7, 11] */
    out[110] = cse132*cse8 + cse137*cse37 + cse138*cse18;  /* [7, 12] */
    out[111] = cse147*cse8 + cse152*cse37 + cse153*cse18;  /* [7, 13] */
    out[115] = cse15*cse5 + cse21*cse22 + cse35*cse39;  /* [8, 3] */
    out[116] = cse21*cse26 + cse25*cse5 + cse35*cse43;  /* [8, 4] */
    out[117] = cse21*cse29 + cse27*cse5 + cse35*cse48;  /* [8, 5] */
    out[118] = cse21*cse31 + cse30*cse5 + cse35*cse52;  /* [8, 6] */
    out[122] = cse157*cse5 + cse158*cse35 + cse159*cse21;  /* [8, 10] */
    out[123] = cse160*cse5 + cse161*cse35 + cse162*cse21;  /* [8, 11] */
    out[124] = cse163*cse5 + cse164*cse35 + cse165*cse21;  /* [8, 12] */
    out[125] = cse166*cse5 + cse167*cse35 + cse168*cse21;  /* [8, 13] */
    out[129] = cse15*cse154 + cse155*cse22 + cse156*cse39;  /* [9, 3] */
    out[130] = cse154*cse25 + cse155*cse26 + cse156*cse43;  /* [9, 4] */
    out[131] = cse154*cse27 + cse155*cse29 + cse156*cse48;  /* [9, 5] */
    out[132] = cse154*cse30 + cse155*cse31 + cse156*cse52;  /* [9, 6] */
    out[136] = cse154*cse157 + cse155*cse159 + cse156*cse158;  /* [9, 10] */
    out[137] = cse154*cse160 + cse155*cse162 + cse156*cse161;  /* [9, 11] */
    out[138] = cse154*cse163 + cse155*cse165 + cse156*cse164;  /* [9, 12] */
    out[139] = cse154*cse166 + cse155*cse168 + cse156*cse167;  /* [9, 13] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 14); p (parameters, 4).
 * Output: out, 2 x 24 row-major, 39 nonzero.
 * 83 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_r_bar2_x = q[7];
    const double q_r_bar2_y = q[8];
    const double q_r_bar2_z = q[9];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = 2*(q_e_bar1_1*q_e_bar1_1);
    const double cse1 = 2*(q_e_bar1_0*q_e_bar1_0);
    const double cse2 = cse1 - 1;
    const double cse3 = (1.0/2.0)*p_L1;
    const double cse4 = cse3*(cse0 + cse2);
    const double cse5 = 2*q_e_bar1_1;
    const double cse6 = cse5*q_e_bar1_2;
    const double cse7 = 2*q_e_bar1_0;
    const double cse8 = cse7*q_e_bar1_3;
    const double cse9 = cse3*(cse6 + cse8);
    const double cse10 = cse5*q_e_bar1_3;
    const double cse11 = cse7*q_e_bar1_2;
    const double cse12 = cse3*(cse10 - cse11);
    const double cse13 = -cse8;
    const double cse14 = cse13 + cse6;
    const double cse15 = -cse0 - cse1 + 1;
    const double cse16 = cse10 + cse11;
    const double cse17 = cse2 + 2*(q_e_bar1_2*q_e_bar1_2);
    const double cse18 = cse13 - cse6;
    const double cse19 = 2*q_e_bar1_2*q_e_bar1_3;
    const double cse20 = cse7*q_e_bar1_1;
    const double cse21 = cse19 - cse20;
    const double cse22 = cse19 + cse20;
    const double cse23 = -cse10 + cse11;
    const double cse24 = cse2 + 2*(q_e_bar1_3*q_e_bar1_3);
    const double cse25 = 2*(q_e_bar2_1*q_e_bar2_1);
    const double cse26 = 2*(q_e_bar2_0*q_e_bar2_0);
    const double cse27 = cse26 - 1;
    const double cse28 = (1.0/2.0)*p_L2;
    const double cse29 = 2*q_e_bar2_2;
    const double cse30 = cse29*q_e_bar2_1;
    const double cse31 = 2*q_e_bar2_3;
    const double cse32 = cse31*q_e_bar2_0;
    const double cse33 = cse31*q_e_bar2_1;
    const double cse34 = cse29*q_e_bar2_0;
    const double cse35 = 1 - cse26;
    const double cse36 = -cse30;
    const double cse37 = cse29*q_e_bar2_3;
    const double cse38 = -2*q_e_bar2_0*q_e_bar2_1;

    memset(out, 0, sizeof(double) * 48);
    out[5] = 1;  /* [0, 5] */
    out[7] = -1;  /* [0, 7] */
    out[9] = 1;  /* [0, 9] */
    out[12] = -cse4 + q_r_bar1_x;  /* [0, 12] */
    out[13] = -cse9 + q_r_bar1_y;  /* [0, 13] */
    out[14] = -cse12 + q_r_bar1_z;  /* [0, 14] */
    out[15] = cse14;  /* [0, 15] */
    out[16] = cse15;  /* [0, 16] */
    out[17] = cse16;  /* [0, 17] */
    out[18] = cse17;  /* [0, 18] */
    out[19] = cse18;  /* [0, 19] */
    out[20] = cse21;  /* [0, 20] */
    out[21] = cse22;  /* [0, 21] */
    out[22] = cse23;  /* [0, 22] */
    out[23] = cse24;  /* [0, 23] */
    out[24] = cse4 + q_r_bar1_x;  /* [1, 0] */
    out[25] = cse9 + q_r_bar1_y;  /* [1, 1] */
    out[26] = cse12 + q_r_bar1_z;  /* [1, 2] */
    out[27] = cse14;  /* [1, 3] */
    out[28] = cse15;  /* [1, 4] */
    out[29] = cse16;  /* [1, 5] */
    out[30] = cse17;  /* [1, 6] */
    out[31] = cse18;  /* [1, 7] */
    out[32] = cse21;  /* [1, 8] */
    out[33] = cse22;  /* [1, 9] */
    out[34] = cse23;  /* [1, 10] */
    out[35] = cse24;  /* [1, 11] */
    out[36] = -cse28*(cse25 + cse27) + q_r_bar2_x;  /* [1, 12] */
    out[37] = -cse28*(cse30 + cse32) + q_r_bar2_y;  /* [1, 13] */
    out[38] = -cse28*(cse33 - cse34) + q_r_bar2_z;  /* [1, 14] */
    out[39] = -cse25 + cse35;  /* [1, 15] */
    out[40] = cse32 + cse36;  /* [1, 16] */
    out[41] = cse33 + cse34;  /* [1, 17] */
    out[42] = -cse32 + cse36;  /* [1, 18] */
    out[43] = cse35 - 2*(q_e_bar2_2*q_e_bar2_2);  /* [1, 19] */
    out[44] = cse37 + cse38;  /* [1, 20] */
    out[45] = -cse33 + cse34;  /* [1, 21] */
    out[46] = -cse37 + cse38;  /* [1, 22] */
    out[47] = cse27 + 2*(q_e_bar2_3*q_e_bar2_3);  /* [1, 23] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_double_pendulum_rp_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_reaction_frames(q + (size_t)k * 14, p, out + (size_t)k * 48);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); p (parameters, 4).
 * Output: out, 2 x 18 row-major, 36 nonzero.
 * 317 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_r_bar2_x = q[7];
    const double q_r_bar2_y = q[8];
    const double q_r_bar2_z = q[9];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_rd_bar2_x = v[7];
    const double v_rd_bar2_y = v[8];
    const double v_rd_bar2_z = v[9];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = 2*q_e_bar1_2;
    const double cse1 = cse0*q_e_bar1_3;
    const double cse2 = 2*q_e_bar1_0;
    const double cse3 = cse2*q_e_bar1_1;
    const double cse4 = cse1 + cse3;
    const double cse5 = cse2*q_e_bar1_2;
    const double cse6 = 2*q_e_bar1_1;
    const double cse7 = cse6*q_e_bar1_3;
    const double cse8 = cse5 - cse7;
    const double cse9 = 2*(q_e_bar1_0*q_e_bar1_0);
    const double cse10 = cse9 - 1;
    const double cse11 = cse10 + 2*(q_e_bar1_3*q_e_bar1_3);
    const double cse12 = 2*(q_e_bar1_2*q_e_bar1_2);
    const double cse13 = 1 - cse9;
    const double cse14 = cse0*q_e_bar1_1;
    const double cse15 = cse2*q_e_bar1_3;
    const double cse16 = cse14 + cse15;
    const double cse17 = -cse15;
    const double cse18 = cse14 + cse17;
    const double cse19 = 2*(q_e_bar1_1*q_e_bar1_1);
    const double cse20 = cse13 - cse19;
    const double cse21 = cse5 + cse7;
    const double cse22 = -cse5 + cse7;
    const double cse23 = (1.0/2.0)*p_L1;
    const double cse24 = cse22*cse23;
    const double cse25 = -cse24;
    const double cse26 = cse16*cse23;
    const double cse27 = -q_r_bar1_y;
    const double cse28 = cse10 + cse19;
    const double cse29 = cse23*cse28;
    const double cse30 = -cse29;
    const double cse31 = 2*v_ed_bar1_1;
    const double cse32 = 2*v_ed_bar1_3;
    const double cse33 = 2*q_e_bar1_3;
    const double cse34 = cse31*q_e_bar1_2 + cse32*q_e_bar1_0 - cse33*v_ed_bar1_0 - cse6*v_ed_bar1_2;
    const double cse35 = cse11*cse34;
    const double cse36 = -cse0*v_ed_bar1_0 + cse2*v_ed_bar1_2 - cse31*q_e_bar1_3 + cse32*q_e_bar1_1;
    const double cse37 = cse36*cse4;
    const double cse38 = cse31*q_e_bar1_0 - cse32*q_e_bar1_2 + cse33*v_ed_bar1_2 - cse6*v_ed_bar1_0;
    const double cse39 = cse22*cse38;
    const double cse40 = cse35 + cse37 + cse39;
    const double cse41 = cse10 + cse12;
    const double cse42 = cse36*cse41;
    const double cse43 = cse16*cse38;
    const double cse44 = cse1 - cse3;
    const double cse45 = cse34*cse44;
    const double cse46 = -cse42 - cse43 - cse45;
    const double cse47 = cse28*cse38;
    const double cse48 = cse21*cse34;
    const double cse49 = cse18*cse36;
    const double cse50 = cse47 + cse48 + cse49;
    const double cse51 = cse42 + cse43 + cse45;
    const double cse52 = -cse26*cse50 + cse29*cse51;
    const double cse53 = cse24*cse50;
    const double cse54 = cse29*cse40;
    const double cse55 = -v_rd_bar1_y;
    const double cse56 = -cse24*cse51 + cse26*cse40;
    const double cse57 = 2*q_e_bar2_0;
    const double cse58 = cse57*q_e_bar2_2;
    const double cse59 = 2*q_e_bar2_3;
    const double cse60 = cse59*q_e_bar2_1;
    const double cse61 = cse58 - cse60;
    const double cse62 = 2*q_e_bar2_1*q_e_bar2_2;
    const double cse63 = -cse62;
    const double cse64 = cse57*q_e_bar2_3;
    const double cse65 = -cse64;
    const double cse66 = cse63 + cse65;
    const double cse67 = 2*(q_e_bar2_1*q_e_bar2_1);
    const double cse68 = 2*(q_e_bar2_0*q_e_bar2_0);
    const double cse69 = 1 - cse68;
    const double cse70 = -cse67 + cse69;
    const double cse71 = cse59*q_e_bar2_2;
    const double cse72 = cse57*q_e_bar2_1;
    const double cse73 = -cse72;
    const double cse74 = -cse71 + cse73;
    const double cse75 = 2*(q_e_bar2_2*q_e_bar2_2);
    const double cse76 = cse69 - cse75;
    const double cse77 = cse63 + cse64;
    const double cse78 = cse68 - 1;
    const double cse79 = cse78 + 2*(q_e_bar2_3*q_e_bar2_3);
    const double cse80 = cse71 + cse73;
    const double cse81 = cse58 + cse60;
    const double cse82 = -cse14 + cse17;
    const double cse83 = cse62 + cse64;
    const double cse84 = (1.0/2.0)*p_L2;
    const double cse85 = cse83*cse84;
    const double cse86 = -cse26 + cse27 - cse85 + q_r_bar2_y;
    const double cse87 = -cse58 + cse60;
    const double cse88 = cse84*cse87;
    const double cse89 = cse25 - cse88 - q_r_bar1_z + q_r_bar2_z;
    const double cse90 = cse67 + cse78;
    const double cse91 = cse84*cse90;
    const double cse92 = cse30 - cse91 - q_r_bar1_x + q_r_bar2_x;
    const double cse93 = 2*v_ed_bar2_3;
    const double cse94 = 2*v_ed_bar2_2;
    const double cse95 = 2*v_ed_bar2_1;
    const double cse96 = 2*v_ed_bar2_0;
    const double cse97 = cse93*q_e_bar2_1 + cse94*q_e_bar2_0 - cse95*q_e_bar2_3 - cse96*q_e_bar2_2;
    const double cse98 = -cse93*q_e_bar2_2 + cse94*q_e_bar2_3 + cse95*q_e_bar2_0 - cse96*q_e_bar2_1;
    const double cse99 = cse93*q_e_bar2_0 - cse94*q_e_bar2_1 + cse95*q_e_bar2_2 - cse96*q_e_bar2_3;
    const double cse100 = cse80*cse99 + cse83*cse98 + cse97*(cse75 + cse78);
    const double cse101 = cse100 + cse46;
    const double cse102 = cse79*cse99 + cse87*cse98 + cse97*(cse71 + cse72);
    const double cse103 = cse102 - cse35 - cse37 - cse39;
    const double cse104 = cse81*cse99 + cse90*cse98 + cse97*(cse62 + cse65);
    const double cse105 = cse104 - cse47 - cse48 - cse49;
    const double cse106 = -cse102*cse91 + cse104*cse88 - cse40*cse92 + cse50*cse89 + cse53 - cse54 + cse55 + v_rd_bar2_y;
    const double cse107 = cse100*cse91 - cse104*cse85 - cse50*cse86 + cse51*cse92 + cse52 - v_rd_bar1_z + v_rd_bar2_z;
    const double cse108 = -cse100*cse88 + cse102*cse85 + cse40*cse86 - cse51*cse89 + cse56 - v_rd_bar1_x + v_rd_bar2_x;

    out[0] = cse4;  /* [0, 0] */
    out[1] = cse8;  /* [0, 1] */
    out[2] = cse11;  /* [0, 2] */
    out[3] = -cse12 + cse13;  /* [0, 3] */
    out[4] = cse16;  /* [0, 4] */
    out[5] = -cse1 + cse3;  /* [0, 5] */
    out[6] = cse18;  /* [0, 6] */
    out[7] = cse20;  /* [0, 7] */
    out[8] = cse21;  /* [0, 8] */
    out[9] = cse25 + q_r_bar1_z;  /* [0, 9] */
    out[10] = cse26 + cse27;  /* [0, 10] */
    out[11] = cse30 + q_r_bar1_x;  /* [0, 11] */
    out[12] = cse40;  /* [0, 12] */
    out[13] = cse46;  /* [0, 13] */
    out[14] = cse50;  /* [0, 14] */
    out[15] = cse52 + v_rd_bar1_z;  /* [0, 15] */
    out[16] = -cse53 + cse54 + cse55;  /* [0, 16] */
    out[17] = cse56 + v_rd_bar1_x;  /* [0, 17] */
    out[18] = cse18*cse70 + cse4*cse61 + cse41*cse66;  /* [1, 0] */
    out[19] = cse18*cse77 + cse4*cse74 + cse41*cse76;  /* [1, 1] */
    out[20] = cse18*cse81 + cse4*cse79 + cse41*cse80;  /* [1, 2] */
    out[21] = cse20*cse70 + cse61*cse8 + cse66*cse82;  /* [1, 3] */
    out[22] = cse20*cse77 + cse74*cse8 + cse76*cse82;  /* [1, 4] */
    out[23] = cse20*cse81 + cse79*cse8 + cse80*cse82;  /* [1, 5] */
    out[24] = cse11*cse61 + cse21*cse70 + cse44*cse66;  /* [1, 6] */
    out[25] = cse11*cse74 + cse21*cse77 + cse44*cse76;  /* [1, 7] */
    out[26] = cse11*cse79 + cse21*cse81 + cse44*cse80;  /* [1, 8] */
    out[27] = cse18*cse92 + cse4*cse89 + cse41*cse86;  /* [1, 9] */
    out[28] = cse20*cse92 + cse8*cse89 + cse82*cse86;  /* [1, 10] */
    out[29] = cse11*cse89 + cse21*cse92 + cse44*cse86;  /* [1, 11] */
    out[30] = cse101*cse41 + cse103*cse4 + cse105*cse18;  /* [1, 12] */
    out[31] = cse101*cse82 + cse103*cse8 + cse105*cse20;  /* [1, 13] */
    out[32] = cse101*cse44 + cse103*cse11 + cse105*cse21;  /* [1, 14] */
    out[33] = cse106*cse41 + cse107*cse4 + cse108*cse18;  /* [1, 15] */
    out[34] = cse106*cse82 + cse107*cse8 + cse108*cse20;  /* [1, 16] */
    out[35] = cse106*cse44 + cse107*cse11 + cse108*cse21;  /* [1, 17] */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_double_pendulum_rp_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_joint_motion(q + (size_t)k * 14, v + (size_t)k * 14, p, out + (size_t)k * 36);
    }
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 107 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_bar1_z = q[2];
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_r_bar2_z = q[9];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_rd_bar2_x = v[7];
    const double v_rd_bar2_y = v[8];
    const double v_rd_bar2_z = v[9];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = 2*v_ed_bar2_3;
    const double cse1 = 2*v_ed_bar2_2;
    const double cse2 = 2*v_ed_bar2_1;
    const double cse3 = 2*v_ed_bar2_0;
    const double cse4 = (p_w*p_w);
    const double cse5 = p_L2*p_rho;
    const double cse6 = (1.0/24.0)*cse4;
    const double cse7 = cse5*cse6*(cse4 + (p_L2*p_L2));
    const double cse8 = 2*v_ed_bar1_3;
    const double cse9 = 2*q_e_bar1_0;
    const double cse10 = 2*v_ed_bar1_1;
    const double cse11 = 2*v_ed_bar1_0;
    const double cse12 = p_L1*p_rho;
    const double cse13 = cse12*cse6*(cse4 + (p_L1*p_L1));
    const double cse14 = 2*v_ed_bar1_2;
    const double cse15 = (1.0/12.0)*(p_w*p_w*p_w*p_w);
    const double cse16 = (1.0/2.0)*cse4;
    const double cse17 = 9.81*cse4;

    out[0] = cse12*cse15*((-cse11*q_e_bar1_1 + cse14*q_e_bar1_3 - cse8*q_e_bar1_2 + cse9*v_ed_bar1_1)*(-cse11*q_e_bar1_1 + cse14*q_e_bar1_3 - cse8*q_e_bar1_2 + cse9*v_ed_bar1_1)) + cse12*cse16*((v_rd_bar1_x*v_rd_bar1_x) + (v_rd_bar1_y*v_rd_bar1_y) + (v_rd_bar1_z*v_rd_bar1_z)) + cse13*((cse10*q_e_bar1_2 - cse11*q_e_bar1_3 - cse14*q_e_bar1_1 + cse9*v_ed_bar1_3)*(cse10*q_e_bar1_2 - cse11*q_e_bar1_3 - cse14*q_e_bar1_1 + cse9*v_ed_bar1_3)) + cse13*((-cse10*q_e_bar1_3 - cse11*q_e_bar1_2 + cse8*q_e_bar1_1 + cse9*v_ed_bar1_2)*(-cse10*q_e_bar1_3 - cse11*q_e_bar1_2 + cse8*q_e_bar1_1 + cse9*v_ed_bar1_2)) + cse15*cse5*((-cse0*q_e_bar2_2 + cse1*q_e_bar2_3 + cse2*q_e_bar2_0 - cse3*q_e_bar2_1)*(-cse0*q_e_bar2_2 + cse1*q_e_bar2_3 + cse2*q_e_bar2_0 - cse3*q_e_bar2_1)) + cse16*cse5*((v_rd_bar2_x*v_rd_bar2_x) + (v_rd_bar2_y*v_rd_bar2_y) + (v_rd_bar2_z*v_rd_bar2_z)) + cse7*((cse0*q_e_bar2_0 - cse1*q_e_bar2_1 + cse2*q_e_bar2_2 - cse3*q_e_bar2_3)*(cse0*q_e_bar2_0 - cse1*q_e_bar2_1 + cse2*q_e_bar2_2 - cse3*q_e_bar2_3)) + cse7*((cse0*q_e_bar2_1 + cse1*q_e_bar2_0 - cse2*q_e_bar2_3 - cse3*q_e_bar2_2)*(cse0*q_e_bar2_1 + cse1*q_e_bar2_0 - cse2*q_e_bar2_3 - cse3*q_e_bar2_2));  /* [0, 0] */
    out[1] = cse12*cse17*q_r_bar1_z + cse17*cse5*q_r_bar2_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_rp_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_energy(q + (size_t)k * 14, v + (size_t)k * 14, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_rp_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_power(q + (size_t)k * 14, v + (size_t)k * 14, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); a (accelerations (time derivative of v), 14); p (parameters, 4).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_double_pendulum_rp_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_markers(q + (size_t)k * 14, v + (size_t)k * 14, a + (size_t)k * 14, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); p (parameters, 4).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 190 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_r_bar2_x = q[7];
    const double q_r_bar2_y = q[8];
    const double q_r_bar2_z = q[9];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_rd_bar2_x = v[7];
    const double v_rd_bar2_y = v[8];
    const double v_rd_bar2_z = v[9];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
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
    const double cse10 = 2*q_e_bar2_1*q_e_bar2_2;
    const double cse11 = 2*q_e_bar2_0;
    const double cse12 = cse11*q_e_bar2_3;
    const double cse13 = 2*v_ed_bar2_3;
    const double cse14 = 2*v_ed_bar2_2;
    const double cse15 = 2*v_ed_bar2_1;
    const double cse16 = 2*v_ed_bar2_0;
    const double cse17 = (1.0/12.0)*cse2*(cse0 + (p_L2*p_L2));
    const double cse18 = cse17*(cse13*q_e_bar2_1 + cse14*q_e_bar2_0 - cse15*q_e_bar2_3 - cse16*q_e_bar2_2);
    const double cse19 = 2*q_e_bar1_1;
    const double cse20 = cse19*q_e_bar1_2;
    const double cse21 = 2*q_e_bar1_0;
    const double cse22 = cse21*q_e_bar1_3;
    const double cse23 = 2*q_e_bar1_3;
    const double cse24 = 2*q_e_bar1_2;
    const double cse25 = (1.0/12.0)*cse4*(cse0 + (p_L1*p_L1));
    const double cse26 = cse25*(cse19*v_ed_bar1_3 + cse21*v_ed_bar1_2 - cse23*v_ed_bar1_1 - cse24*v_ed_bar1_0);
    const double cse27 = 2*(q_e_bar2_0*q_e_bar2_0) - 1;
    const double cse28 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse29 = cse28*p_L2*(-cse13*q_e_bar2_2 + cse14*q_e_bar2_3 + cse15*q_e_bar2_0 - cse16*q_e_bar2_1);
    const double cse30 = cse19*q_e_bar1_3;
    const double cse31 = cse21*q_e_bar1_2;
    const double cse32 = cse25*(-cse19*v_ed_bar1_2 + cse21*v_ed_bar1_3 - cse23*v_ed_bar1_0 + cse24*v_ed_bar1_1);
    const double cse33 = 2*(q_e_bar1_0*q_e_bar1_0) - 1;
    const double cse34 = cse28*p_L1*(-cse19*v_ed_bar1_0 + cse21*v_ed_bar1_1 + cse23*v_ed_bar1_2 - cse24*v_ed_bar1_3);
    const double cse35 = 2*q_e_bar2_3;
    const double cse36 = cse35*q_e_bar2_1;
    const double cse37 = cse11*q_e_bar2_2;
    const double cse38 = cse17*(cse13*q_e_bar2_0 - cse14*q_e_bar2_1 + cse15*q_e_bar2_2 - cse16*q_e_bar2_3);
    const double cse39 = cse35*q_e_bar2_2;
    const double cse40 = cse11*q_e_bar2_1;
    const double cse41 = cse24*q_e_bar1_3;
    const double cse42 = cse19*q_e_bar1_0;

    out[0] = cse3 + cse5;  /* [0, 0] */
    out[1] = cse6 + cse7;  /* [1, 0] */
    out[2] = cse8 + cse9;  /* [2, 0] */
    out[3] = cse18*(cse10 - cse12) + cse26*(cse20 - cse22) + cse29*(cse27 + 2*(q_e_bar2_1*q_e_bar2_1)) + cse32*(cse30 + cse31) + cse34*(cse33 + 2*(q_e_bar1_1*q_e_bar1_1)) + cse38*(cse36 + cse37) - cse6*q_r_bar2_z - cse7*q_r_bar1_z + cse8*q_r_bar2_y + cse9*q_r_bar1_y;  /* [3, 0] */
    out[4] = cse18*(cse27 + 2*(q_e_bar2_2*q_e_bar2_2)) + cse26*(cse33 + 2*(q_e_bar1_2*q_e_bar1_2)) + cse29*(cse10 + cse12) + cse3*q_r_bar2_z + cse32*(cse41 - cse42) + cse34*(cse20 + cse22) + cse38*(cse39 - cse40) + cse5*q_r_bar1_z - cse8*q_r_bar2_x - cse9*q_r_bar1_x;  /* [4, 0] */
    out[5] = cse18*(cse39 + cse40) + cse26*(cse41 + cse42) + cse29*(cse36 - cse37) - cse3*q_r_bar2_y + cse32*(cse33 + 2*(q_e_bar1_3*q_e_bar1_3)) + cse34*(cse30 - cse31) + cse38*(cse27 + 2*(q_e_bar2_3*q_e_bar2_3)) - cse5*q_r_bar1_y + cse6*q_r_bar2_x + cse7*q_r_bar1_x;  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_double_pendulum_rp_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_momentum(q + (size_t)k * 14, v + (size_t)k * 14, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 14); p (parameters, 4).
 * Output: out, 2 x 12 row-major, 24 nonzero.
 * 54 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_r_bar2_x = q[7];
    const double q_r_bar2_y = q[8];
    const double q_r_bar2_z = q[9];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    (void)p;
    const double cse0 = 2*(q_e_bar1_0*q_e_bar1_0) - 1;
    const double cse1 = 2*q_e_bar1_1;
    const double cse2 = cse1*q_e_bar1_2;
    const double cse3 = 2*q_e_bar1_0*q_e_bar1_3;
    const double cse4 = cse1*q_e_bar1_3;
    const double cse5 = 2*q_e_bar1_2;
    const double cse6 = cse5*q_e_bar1_0;
    const double cse7 = cse5*q_e_bar1_3;
    const double cse8 = cse1*q_e_bar1_0;
    const double cse9 = 2*(q_e_bar2_0*q_e_bar2_0) - 1;
    const double cse10 = 2*q_e_bar2_1;
    const double cse11 = cse10*q_e_bar2_2;
    const double cse12 = 2*q_e_bar2_3;
    const double cse13 = cse12*q_e_bar2_0;
    const double cse14 = cse10*q_e_bar2_3;
    const double cse15 = 2*q_e_bar2_0*q_e_bar2_2;
    const double cse16 = cse12*q_e_bar2_2;
    const double cse17 = cse10*q_e_bar2_0;

    out[0] = q_r_bar1_x;  /* [0, 0] */
    out[1] = q_r_bar1_y;  /* [0, 1] */
    out[2] = q_r_bar1_z;  /* [0, 2] */
    out[3] = cse0 + 2*(q_e_bar1_1*q_e_bar1_1);  /* [0, 3] */
    out[4] = cse2 - cse3;  /* [0, 4] */
    out[5] = cse4 + cse6;  /* [0, 5] */
    out[6] = cse2 + cse3;  /* [0, 6] */
    out[7] = cse0 + 2*(q_e_bar1_2*q_e_bar1_2);  /* [0, 7] */
    out[8] = cse7 - cse8;  /* [0, 8] */
    out[9] = cse4 - cse6;  /* [0, 9] */
    out[10] = cse7 + cse8;  /* [0, 10] */
    out[11] = cse0 + 2*(q_e_bar1_3*q_e_bar1_3);  /* [0, 11] */
    out[12] = q_r_bar2_x;  /* [1, 0] */
    out[13] = q_r_bar2_y;  /* [1, 1] */
    out[14] = q_r_bar2_z;  /* [1, 2] */
    out[15] = cse9 + 2*(q_e_bar2_1*q_e_bar2_1);  /* [1, 3] */
    out[16] = cse11 - cse13;  /* [1, 4] */
    out[17] = cse14 + cse15;  /* [1, 5] */
    out[18] = cse11 + cse13;  /* [1, 6] */
    out[19] = cse9 + 2*(q_e_bar2_2*q_e_bar2_2);  /* [1, 7] */
    out[20] = cse16 - cse17;  /* [1, 8] */
    out[21] = cse14 - cse15;  /* [1, 9] */
    out[22] = cse16 + cse17;  /* [1, 10] */
    out[23] = cse9 + 2*(q_e_bar2_3*q_e_bar2_3);  /* [1, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_double_pendulum_rp_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_body_frames(q + (size_t)k * 14, p, out + (size_t)k * 24);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); p (parameters, 4).
 * Output: out, 2 x 6 row-major, 12 nonzero.
 * 131 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_e_bar1_0 = q[3];
    const double q_e_bar1_1 = q[4];
    const double q_e_bar1_2 = q[5];
    const double q_e_bar1_3 = q[6];
    const double q_e_bar2_0 = q[10];
    const double q_e_bar2_1 = q[11];
    const double q_e_bar2_2 = q[12];
    const double q_e_bar2_3 = q[13];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_ed_bar1_0 = v[3];
    const double v_ed_bar1_1 = v[4];
    const double v_ed_bar1_2 = v[5];
    const double v_ed_bar1_3 = v[6];
    const double v_rd_bar2_x = v[7];
    const double v_rd_bar2_y = v[8];
    const double v_rd_bar2_z = v[9];
    const double v_ed_bar2_0 = v[10];
    const double v_ed_bar2_1 = v[11];
    const double v_ed_bar2_2 = v[12];
    const double v_ed_bar2_3 = v[13];
    (void)p;
    const double cse0 = 2*q_e_bar1_3;
    const double cse1 = 2*q_e_bar1_0;
    const double cse2 = 2*q_e_bar1_2;
    const double cse3 = 2*q_e_bar1_1;
    const double cse4 = cse0*v_ed_bar1_2 + cse1*v_ed_bar1_1 - cse2*v_ed_bar1_3 - cse3*v_ed_bar1_0;
    const double cse5 = 2*(q_e_bar1_0*q_e_bar1_0) - 1;
    const double cse6 = cse0*q_e_bar1_1;
    const double cse7 = cse2*q_e_bar1_0;
    const double cse8 = -cse0*v_ed_bar1_0 + cse1*v_ed_bar1_3 + cse2*v_ed_bar1_1 - cse3*v_ed_bar1_2;
    const double cse9 = cse2*q_e_bar1_1;
    const double cse10 = cse0*q_e_bar1_0;
    const double cse11 = -cse0*v_ed_bar1_1 + cse1*v_ed_bar1_2 - cse2*v_ed_bar1_0 + cse3*v_ed_bar1_3;
    const double cse12 = cse2*q_e_bar1_3;
    const double cse13 = cse3*q_e_bar1_0;
    const double cse14 = 2*(q_e_bar2_0*q_e_bar2_0) - 1;
    const double cse15 = 2*v_ed_bar2_2;
    const double cse16 = 2*v_ed_bar2_1;
    const double cse17 = 2*v_ed_bar2_3;
    const double cse18 = 2*v_ed_bar2_0;
    const double cse19 = cse15*q_e_bar2_3 + cse16*q_e_bar2_0 - cse17*q_e_bar2_2 - cse18*q_e_bar2_1;
    const double cse20 = 2*q_e_bar2_3;
    const double cse21 = cse20*q_e_bar2_1;
    const double cse22 = 2*q_e_bar2_0;
    const double cse23 = cse22*q_e_bar2_2;
    const double cse24 = -cse15*q_e_bar2_1 + cse16*q_e_bar2_2 + cse17*q_e_bar2_0 - cse18*q_e_bar2_3;
    const double cse25 = 2*q_e_bar2_1*q_e_bar2_2;
    const double cse26 = cse20*q_e_bar2_0;
    const double cse27 = cse15*q_e_bar2_0 - cse16*q_e_bar2_3 + cse17*q_e_bar2_1 - cse18*q_e_bar2_2;
    const double cse28 = cse20*q_e_bar2_2;
    const double cse29 = cse22*q_e_bar2_1;

    out[0] = v_rd_bar1_x;  /* [0, 0] */
    out[1] = v_rd_bar1_y;  /* [0, 1] */
    out[2] = v_rd_bar1_z;  /* [0, 2] */
    out[3] = cse11*(-cse10 + cse9) + cse4*(cse5 + 2*(q_e_bar1_1*q_e_bar1_1)) + cse8*(cse6 + cse7);  /* [0, 3] */
    out[4] = cse11*(cse5 + 2*(q_e_bar1_2*q_e_bar1_2)) + cse4*(cse10 + cse9) + cse8*(cse12 - cse13);  /* [0, 4] */
    out[5] = cse11*(cse12 + cse13) + cse4*(cse6 - cse7) + cse8*(cse5 + 2*(q_e_bar1_3*q_e_bar1_3));  /* [0, 5] */
    out[6] = v_rd_bar2_x;  /* [1, 0] */
    out[7] = v_rd_bar2_y;  /* [1, 1] */
    out[8] = v_rd_bar2_z;  /* [1, 2] */
    out[9] = cse19*(cse14 + 2*(q_e_bar2_1*q_e_bar2_1)) + cse24*(cse21 + cse23) + cse27*(cse25 - cse26);  /* [1, 3] */
    out[10] = cse19*(cse25 + cse26) + cse24*(cse28 - cse29) + cse27*(cse14 + 2*(q_e_bar2_2*q_e_bar2_2));  /* [1, 4] */
    out[11] = cse19*(cse21 - cse23) + cse24*(cse14 + 2*(q_e_bar2_3*q_e_bar2_3)) + cse27*(cse28 + cse29);  /* [1, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_double_pendulum_rp_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_rp_body_velocities(q + (size_t)k * 14, v + (size_t)k * 14, p, out + (size_t)k * 12);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 4).
 * Output: out, 2 x 12 row-major, 9 nonzero.
 * 4 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_initial_frames(const double *p, double *out)
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
void mg_double_pendulum_rp_initial_velocities(const double *p, double *out)
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
void mg_double_pendulum_rp_chart(const double *p, double *out)
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
void mg_double_pendulum_rp_physical_data(const double *p, double *out)
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
size_t mg_double_pendulum_rp_forward_dynamics_work(void)
{
    return 1092;
}

/* The index-1 equations [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002
 * eq. 3) solved by LU with partial pivoting, as the runtime's start does where the matrix is
 * regular, in the caller's work memory (forward_dynamics_work doubles): [a; lam] in its first
 * N_V + N_C doubles; MG_OK or MG_SINGULAR. */
static int mg_index1(const double *q, const double *v, double t, const double *p, double *work)
{
    enum { NV = 14, NC = 12, N = NV + NC };
    double *b = work, *S = b + N, *M = S + (size_t)N * N, *C = M + NV * NV;
    int *piv = (int *)(C + NC * NV);
    mg_double_pendulum_rp_M(q, p, M);
    mg_double_pendulum_rp_Phi_q(q, t, p, C);
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
    mg_double_pendulum_rp_Q(q, v, t, p, b);
    mg_double_pendulum_rp_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_double_pendulum_rp_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 14; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_double_pendulum_rp_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_double_pendulum_rp_index3_take(struct mg_arena *arena, struct mg_double_pendulum_rp_index3_take_work *w)
{
    enum { NQ = 14, NV = 14, N = NV + 12 };
    w->G = mg_doubles(arena, (size_t)46 * N);
    w->x = mg_doubles(arena, N);
    w->g = mg_doubles(arena, N);
    w->y = mg_doubles(arena, N);
    w->v = mg_doubles(arena, NV);
    w->dv = mg_doubles(arena, NV);
    w->a = mg_doubles(arena, NV);
    w->qs = mg_doubles(arena, NQ);
    w->piv = mg_ints(arena, N);
}

/* The doubles of work memory index3_run needs: mg_double_pendulum_rp_index3_take counting what it takes. */
size_t mg_double_pendulum_rp_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_double_pendulum_rp_index3_take_work w;
    mg_double_pendulum_rp_index3_take(&arena, &w);
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
 * The iteration matrix is factored in band storage (kl = 15, ku = 15). */
int mg_double_pendulum_rp_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 14, NV = 14, NC = 12, N = NV + NC };
    enum { KL = 15, KU = 15, LDAB = 46 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_double_pendulum_rp_index3_take_work mem;
    mg_double_pendulum_rp_index3_take(&arena, &mem);
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
            mg_double_pendulum_rp_retract(q_n, dv, qs);
            mg_double_pendulum_rp_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_double_pendulum_rp_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_double_pendulum_rp_genalpha_matrix_perm, g, y);
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

/* The state of the partitioning kernel: the partition (k independent coordinates I, the
 * m = NC dependent ones D, the closing conditions in closed form for I[0] or -1), its settings
 * (runtime/partitioning.py: hysteresis, closure, branch, singular-fraction, rank, metric and
 * near-singular tolerances), the last criterion's smallest pivot over the largest entry of
 * Phi_q (margin) and its work arrays, sized at generation. */
struct mg_double_pendulum_rp_pt_state {
    const double *p;
    int k, m, column, explicit_closure, max_iter, left, nn;
    double hysteresis, closure, branch, singular_fraction, rank, metric, near, margin;
    int I[14], D[14], best[14], order[14], colperm[14], piv[14];
    double C[168], CD[144], A[168], x[14];
    double Dm[196], M[196], MDt[196], Md[196];
    double Q[14], w[14], r[14], g[14], phi[12];
    double E[168], N[196], G[196], NG[196];
    double ginv[14], basis[196], GN[196], kept[196], rest[14];
    double U[196];
    double qs[14], qc[14], vs[14], vstage[14], astage[14];
    double kq[4][14], kv[4][14], dv[14], qr[14];
};

/* the coordinate whose closed-form closing conditions exist (index in closing_choices), or -1 */
static const int mg_double_pendulum_rp_pt_choice_of[14] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* Sets the partition to the independent coordinates I (sorted) and D to the rest. */
static void mg_double_pendulum_rp_pt_set(struct mg_double_pendulum_rp_pt_state *s, const int *I)
{
    int a = 0, b = 0;
    for (int i = 0; i < 14; ++i) {
        if (a < s->k && I[a] == i) {
            s->I[a++] = i;
        } else {
            s->D[b++] = i;
        }
    }
    s->column = s->explicit_closure && s->k > 0 ? mg_double_pendulum_rp_pt_choice_of[s->I[0]] : -1;
}

/* C_D = Phi_q restricted to the dependent coordinates, factored (from s->C). */
static int mg_double_pendulum_rp_pt_factor_CD(struct mg_double_pendulum_rp_pt_state *s)
{
    for (int r = 0; r < s->m; ++r) {
        for (int j = 0; j < s->m; ++j) {
            s->CD[r * s->m + j] = s->C[r * 14 + s->D[j]];
        }
    }
    return mg_lu_factor(s->m, s->CD, s->piv);
}

/* v and A = -C_D^-1 C_I (m x k) from the independent velocities vI (eq. 7, Partition.velocities);
 * with the closed form v = dq/dq_I vI. Leaves C_D factored for the accelerations. */
static int mg_double_pendulum_rp_pt_velocities(struct mg_double_pendulum_rp_pt_state *s, const double *q, const double *vI, double t,
                              double *v)
{
    const int k = s->k, m = s->m;
    for (int c = 0; c < k; ++c) {
        v[s->I[c]] = vI[c];
    }
    if (m == 0) {
        return MG_OK;
    }
    mg_double_pendulum_rp_Phi_q(q, t, s->p, s->C);
    if (mg_double_pendulum_rp_pt_factor_CD(s)) {
        return MG_SINGULAR;
    }
    for (int c = 0; c < k; ++c) {
        for (int j = 0; j < m; ++j) {
            s->x[j] = s->C[j * 14 + s->I[c]];
        }
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->A[j * k + c] = -s->x[j];
        }
    }
    mg_double_pendulum_rp_nu(q, t, s->p, s->x);
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
static int mg_double_pendulum_rp_pt_accelerations(struct mg_double_pendulum_rp_pt_state *s, const double *q, const double *vI,
                                 double t, double *v, double *a)
{
    const int k = s->k, m = s->m;
    if (mg_double_pendulum_rp_pt_velocities(s, q, vI, t, v)) {
        return MG_SINGULAR;
    }
    memset(s->w, 0, sizeof(s->w));
    if (m > 0) {
        mg_double_pendulum_rp_gamma(q, v, t, s->p, s->x);
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->w[s->D[j]] = s->x[j];
        }
    }
    memset(s->Dm, 0, sizeof(double) * (size_t)k * 14);
    for (int c = 0; c < k; ++c) {
        s->Dm[c * 14 + s->I[c]] = 1.0;
        for (int j = 0; j < m; ++j) {
            s->Dm[c * 14 + s->D[j]] = s->A[j * k + c];
        }
    }
    mg_double_pendulum_rp_M(q, s->p, s->M);
    mg_double_pendulum_rp_Q(q, v, t, s->p, s->Q);
    for (int i = 0; i < 14; ++i) {
        double sum = s->Q[i];
        for (int j = 0; j < 14; ++j) {
            sum -= s->M[i * 14 + j] * s->w[j];
        }
        s->r[i] = sum;
        for (int c = 0; c < k; ++c) {
            double mdt = 0.0;
            for (int j = 0; j < 14; ++j) {
                mdt += s->M[i * 14 + j] * s->Dm[c * 14 + j];
            }
            s->MDt[i * k + c] = mdt;
        }
    }
    for (int c = 0; c < k; ++c) {
        double rhs = 0.0;
        for (int i = 0; i < 14; ++i) {
            rhs += s->Dm[c * 14 + i] * s->r[i];
        }
        s->x[c] = rhs;
        for (int d = 0; d < k; ++d) {
            double md = 0.0;
            for (int i = 0; i < 14; ++i) {
                md += s->Dm[c * 14 + i] * s->MDt[i * k + d];
            }
            s->Md[c * k + d] = md;
        }
    }
    if (mg_lu_factor(k, s->Md, s->piv)) {
        return MG_SINGULAR;
    }
    mg_lu_solve(k, s->Md, s->piv, s->x);
    for (int i = 0; i < 14; ++i) {
        double sum = s->w[i];
        for (int c = 0; c < k; ++c) {
            sum += s->Dm[c * 14 + i] * s->x[c];
        }
        a[i] = sum;
    }
    return MG_OK;
}

/* q' = T(q) v into out (runtime/partitioning.py _rk4: v itself where q' = v). */
static void mg_double_pendulum_rp_pt_rates(const double *q, const double *v, double *out)
{
    (void)q;
    memcpy(out, v, sizeof(double) * 14);
}

/* One RK4 stage of (q' = T(q) v, v_I' = a_I) at (q, vI, t) into slot j (runtime/partitioning.py
 * _rk4): with the closed form, q is closed first. */
static int mg_double_pendulum_rp_pt_stage(struct mg_double_pendulum_rp_pt_state *s, const double *q, const double *vI, double t, int j)
{
    const double *qe = q;
    if (mg_double_pendulum_rp_pt_accelerations(s, qe, vI, t, s->vstage, s->astage)) {
        return MG_SINGULAR;
    }
    mg_double_pendulum_rp_pt_rates(qe, s->vstage, s->kq[j]);
    for (int c = 0; c < s->k; ++c) {
        s->kv[j][c] = s->astage[s->I[c]];
    }
    return MG_OK;
}

/* The dependent coordinates for the independent ones (Partition.correct): from the closed
 * form while it stays within the branch tolerance of the integrated step (else the partition
 * drops it: s->left = 1), else by Newton on Phi = 0 with I held. Returns 0, 1 (no closure in
 * max_iter iterations) or 2 (singular C_D); *iterations: Newton iterations. */
static int mg_double_pendulum_rp_pt_correct(struct mg_double_pendulum_rp_pt_state *s, double *q, double t, int *iterations)
{
    const int m = s->m;
    *iterations = 0;
    if (m == 0) {
        return MG_OK;
    }
    for (int it = 1; it <= s->max_iter; ++it) {
        mg_double_pendulum_rp_Phi(q, t, s->p, s->phi);
        double big = 0.0;
        for (int r = 0; r < m; ++r) {
            big = fabs(s->phi[r]) > big ? fabs(s->phi[r]) : big;
        }
        if (big < s->closure) {
            *iterations = it - 1;
            return MG_OK;
        }
        mg_double_pendulum_rp_Phi_q(q, t, s->p, s->C);
        if (mg_double_pendulum_rp_pt_factor_CD(s)) {
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
 * stride 14), twice for round-off (modified Gram-Schmidt); returns the norm of the rest. */
static double mg_double_pendulum_rp_pt_orthogonalize(int n, double *x, const double *basis, int nb)
{
    for (int pass = 0; pass < 2; ++pass) {
        for (int b = 0; b < nb; ++b) {
            double dot = 0.0;
            for (int i = 0; i < n; ++i) {
                dot += basis[b * 14 + i] * x[i];
            }
            for (int i = 0; i < n; ++i) {
                x[i] -= dot * basis[b * 14 + i];
            }
        }
    }
    return mg_norm(n, x);
}

/* Rook pivoting in the rows and columns rank.. of E (NC x NV): from column *pc, alternately
 * the largest entry of the column and of the row, until one is largest in both (Foster's rook
 * pivoting, rank-revealing in practice like complete pivoting at the cost of a few rows and
 * columns instead of the whole rest). Returns its magnitude; *pr, *pc its place. */
static double mg_double_pendulum_rp_pt_rook(const double *E, int rank, int *pr, int *pc)
{
    double big = -1.0;
    for (int scan = 0; scan < 2 * 14; ++scan) {
        int moved = 0;
        if (scan % 2 == 0) {
            for (int r = rank; r < 12; ++r) {
                if (fabs(E[r * 14 + *pc]) > big) {
                    big = fabs(E[r * 14 + *pc]);
                    *pr = r;
                    moved = 1;
                }
            }
        } else {
            for (int c = rank; c < 14; ++c) {
                if (fabs(E[*pr * 14 + c]) > big) {
                    big = fabs(E[*pr * 14 + c]);
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
static double mg_double_pendulum_rp_pt_volume(struct mg_double_pendulum_rp_pt_state *s, const int *set)
{
    double volume = 1.0;
    int kept = 0;
    for (int c = 0; c < s->k; ++c) {
        double *row = s->kept + kept * 14;
        memcpy(row, s->U + set[c] * 14, sizeof(double) * (size_t)s->nn);
        const double length = mg_double_pendulum_rp_pt_orthogonalize(s->nn, row, s->kept, kept);
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
static int mg_double_pendulum_rp_pt_criterion(struct mg_double_pendulum_rp_pt_state *s, const double *q, double t, double *cos2)
{
    const int k = s->k;
    mg_double_pendulum_rp_M(q, s->p, s->G);
    int rank = 0;
    for (int j = 0; j < 14; ++j) {
        s->colperm[j] = j;
    }
    mg_double_pendulum_rp_Phi_q(q, t, s->p, s->C);
    double scale = 0.0, cmax = 0.0;
    for (int i = 0; i < 14; ++i) {
        scale = fabs(s->G[i * 14 + i]) > scale ? fabs(s->G[i * 14 + i]) : scale;
    }
    memcpy(s->E, s->C, sizeof(double) * 168);
    for (int i = 0; i < 168; ++i) {
        cmax = fabs(s->E[i]) > cmax ? fabs(s->E[i]) : cmax;
    }
    const double small = s->rank * fmax(cmax, 1.0);
    double pmin = INFINITY;
    for (; rank < 12; ++rank) {
        int pr = rank, pc = rank;
        double big = mg_double_pendulum_rp_pt_rook(s->E, rank, &pr, &pc);
        if (!(big > small)) {
            /* rook pivoting stops at an entry largest in its row and column; a small one
             * could hide larger entries elsewhere: search the whole rest before stopping */
            for (int r = rank; r < 12; ++r) {
                for (int c = rank; c < 14; ++c) {
                    if (fabs(s->E[r * 14 + c]) > big) {
                        big = fabs(s->E[r * 14 + c]);
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
        for (int c = 0; c < 14; ++c) {
            const double tmp = s->E[rank * 14 + c];
            s->E[rank * 14 + c] = s->E[pr * 14 + c];
            s->E[pr * 14 + c] = tmp;
        }
        for (int r = 0; r < 12; ++r) {
            const double tmp = s->E[r * 14 + rank];
            s->E[r * 14 + rank] = s->E[r * 14 + pc];
            s->E[r * 14 + pc] = tmp;
        }
        const int tmp = s->colperm[rank];
        s->colperm[rank] = s->colperm[pc];
        s->colperm[pc] = tmp;
        for (int r = rank + 1; r < 12; ++r) {
            const double f = s->E[r * 14 + rank] / s->E[rank * 14 + rank];
            for (int c = rank; c < 14; ++c) {
                s->E[r * 14 + c] -= f * s->E[rank * 14 + c];
            }
        }
    }
    /* the smallest pivot estimates the smallest singular value (rook pivoting reveals rank) */
    s->margin = rank < 12 ? 0.0 : pmin / cmax;
    /* the metric G (runtime/partitioning.py metric): M + s C_N^T C_N (normalization rows),
     * and + s C^T C where that is still singular (its Cholesky factor has a pivot below the
     * metric tolerance times the largest diagonal entry) */
    for (int i = 0; i < 14; ++i) {
        for (int j = 0; j < 14; ++j) {
            s->G[i * 14 + j] += scale * s->C[140 + i] * s->C[140 + j];
        }
    }
    for (int i = 0; i < 14; ++i) {
        for (int j = 0; j < 14; ++j) {
            s->G[i * 14 + j] += scale * s->C[154 + i] * s->C[154 + j];
        }
    }
    memcpy(s->NG, s->G, sizeof(double) * 196);
    if (!(mg_cholesky(14, s->NG) > s->metric * scale)) {
        for (int i = 0; i < 14; ++i) {
            for (int j = 0; j < 14; ++j) {
                double sum = 0.0;
                for (int r = 0; r < 12; ++r) {
                    sum += s->C[r * 14 + i] * s->C[r * 14 + j];
                }
                s->G[i * 14 + j] += scale * sum;
            }
        }
        memcpy(s->NG, s->G, sizeof(double) * 196);
        if (!(mg_cholesky(14, s->NG) > 0.0)) {
            return MG_SINGULAR;
        }
    }
    /* (G^-1)_ii = sum_r ((L^-1)_ri)^2, column i of L^-1 by forward substitution */
    for (int i = 0; i < 14; ++i) {
        double sum = 0.0;
        for (int r = 0; r < 14; ++r) {
            double x = r == i ? 1.0 : 0.0;
            for (int c = i; c < r; ++c) {
                x -= s->NG[r * 14 + c] * s->rest[c];
            }
            s->rest[r] = r < i ? 0.0 : x / s->NG[r * 14 + r];
            sum += s->rest[r] * s->rest[r];
        }
        s->ginv[i] = sum;
    }
    /* the null vectors: free columns rank.. of the elimination, back-substituted, in the
     * coordinates' own order; then orthonormalized (rows of s->basis, stride NV) */
    const int nn = 14 - rank;
    s->nn = nn;
    for (int f = 0; f < nn; ++f) {
        double *x = s->rest;
        for (int c = rank; c < 14; ++c) {
            x[c] = c == rank + f ? 1.0 : 0.0;
        }
        for (int r = rank - 1; r >= 0; --r) {
            double sum = 0.0;
            for (int c = r + 1; c < 14; ++c) {
                sum += s->E[r * 14 + c] * x[c];
            }
            x[r] = -sum / s->E[r * 14 + r];
        }
        double *b = s->basis + f * 14;
        for (int c = 0; c < 14; ++c) {
            b[s->colperm[c]] = x[c];
        }
        const double length = mg_double_pendulum_rp_pt_orthogonalize(14, b, s->basis, f);
        for (int c = 0; c < 14; ++c) {
            b[c] /= length;
        }
    }
    /* N (NV x nn), G N and N^T G N (nn x nn), factored by Cholesky */
    for (int i = 0; i < 14; ++i) {
        for (int f = 0; f < nn; ++f) {
            s->N[i * 14 + f] = s->basis[f * 14 + i];
            double sum = 0.0;
            for (int j = 0; j < 14; ++j) {
                sum += s->G[i * 14 + j] * s->basis[f * 14 + j];
            }
            s->GN[i * 14 + f] = sum;
        }
    }
    for (int f = 0; f < nn; ++f) {
        for (int e = 0; e < nn; ++e) {
            double sum = 0.0;
            for (int i = 0; i < 14; ++i) {
                sum += s->basis[f * 14 + i] * s->GN[i * 14 + e];
            }
            s->NG[f * nn + e] = sum;
        }
    }
    if (!(mg_cholesky(nn, s->NG) > 0.0)) {
        return MG_SINGULAR;
    }
    /* u_i = L^-1 N_i^T / sqrt((G^-1)_ii), cos^2 alpha_i = |u_i|^2 = N_i (N^T G N)^-1 N_i^T /
     * (G^-1)_ii */
    for (int i = 0; i < 14; ++i) {
        double sum = 0.0, *u = s->U + i * 14;
        for (int f = 0; f < nn; ++f) {
            double x = s->N[i * 14 + f];
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
    memcpy(s->kept, s->U, sizeof(double) * 196);
    for (int i = 0; i < 14; ++i) {
        s->order[i] = 0;
    }
    int chosen = 0;
    for (; chosen < k; ++chosen) {
        int pick = -1;
        double top = 0.0;
        for (int i = 0; i < 14; ++i) {
            if (s->order[i]) {
                continue;
            }
            double length = 0.0;
            for (int f = 0; f < nn; ++f) {
                length += s->kept[i * 14 + f] * s->kept[i * 14 + f];
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
            s->rest[f] = s->kept[pick * 14 + f] / sqrt(top);
        }
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = 0; i < 14; ++i) {
                double dot = 0.0, *row = s->kept + i * 14;
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
struct mg_double_pendulum_rp_partitioning_take_work {
    struct mg_double_pendulum_rp_pt_state *s;
};

static void mg_double_pendulum_rp_partitioning_take(struct mg_arena *arena, struct mg_double_pendulum_rp_partitioning_take_work *w)
{
    w->s = mg_struct(arena, sizeof(struct mg_double_pendulum_rp_pt_state));
}

/* The doubles of work memory partitioning_run needs: mg_double_pendulum_rp_partitioning_take counting what it takes. */
size_t mg_double_pendulum_rp_partitioning_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_double_pendulum_rp_partitioning_take_work w;
    mg_double_pendulum_rp_partitioning_take(&arena, &w);
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
int mg_double_pendulum_rp_partitioning_run(const double *p, double h, double t0, int n_steps, int k, const int *independent, int column, int explicit_closure, const double *settings, int max_iter, double *q_out, double *v_out, double *a_out, double *criterion_out, int *independent_out, int *left_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    if (k < 0 || k > 14 || 14 - k != 12) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_double_pendulum_rp_partitioning_take_work mem;
    mg_double_pendulum_rp_partitioning_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    struct mg_double_pendulum_rp_pt_state *s = mem.s;
    memset(s, 0, sizeof *s);
    s->p = p;
    s->k = k;
    s->m = 14 - k;
    s->explicit_closure = explicit_closure;
    s->max_iter = max_iter;
    s->hysteresis = settings[0];
    s->closure = settings[1];
    s->branch = settings[2];
    s->singular_fraction = settings[3];
    s->rank = settings[4];
    s->metric = settings[5];
    s->near = settings[6];
    mg_double_pendulum_rp_pt_set(s, independent);
    s->column = column;
    double q[14], v[14] = {0}, vI[14] = {0}, q1[14], vI1[14] = {0};
    double cos2[14] = {0};
    memcpy(q, q_out, sizeof(q));
    for (int c = 0; c < k; ++c) {
        vI[c] = v_out[s->I[c]];
    }
    int status = mg_double_pendulum_rp_pt_criterion(s, q, t0, cos2);
    left_out[0] |= s->margin < s->near ? 2 : 0;
    int failing = 0;
    double previous = -1.0; /* no ratio before the first step */
    iterations[0] = 0;
    for (int step = 0; step <= n_steps && !status; ++step) {
        const double t = t0 + step * h;
        double *a = a_out + (size_t)step * 14;
        failing = step;
        status = mg_double_pendulum_rp_pt_accelerations(s, q, vI, t, v, a);
        if (status) {
            break;
        }
        memcpy(q_out + (size_t)step * 14, q, sizeof(q));
        memcpy(v_out + (size_t)step * 14, v, sizeof(v));
        memcpy(criterion_out + (size_t)step * 14, cos2, sizeof(cos2));
        memcpy(independent_out + (size_t)step * k, s->I, sizeof(int) * (size_t)k);
        if (step == n_steps) {
            break;
        }
        /* RK4: the first stage is the row's own (v, a_I) */
        failing = step + 1;
        mg_double_pendulum_rp_pt_rates(q, v, s->kq[0]);
        for (int c = 0; c < k; ++c) {
            s->kv[0][c] = a[s->I[c]];
        }
        static const double nodes[3] = {0.5, 0.5, 1.0};
        for (int j = 1; j < 4 && !status; ++j) {
            const double c_h = nodes[j - 1] * h;
            for (int i = 0; i < 14; ++i) {
                s->qs[i] = q[i] + c_h * s->kq[j - 1][i];
            }
            for (int c = 0; c < k; ++c) {
                s->vs[c] = vI[c] + c_h * s->kv[j - 1][c];
            }
            status = mg_double_pendulum_rp_pt_stage(s, s->qs, s->vs, t + c_h, j);
        }
        if (status) {
            break;
        }
        for (int i = 0; i < 14; ++i) {
            q1[i] = q[i] + h / 6 * (s->kq[0][i] + 2 * s->kq[1][i] + 2 * s->kq[2][i] + s->kq[3][i]);
        }
        for (int c = 0; c < k; ++c) {
            vI1[c] = vI[c] + h / 6 * (s->kv[0][c] + 2 * s->kv[1][c] + 2 * s->kv[2][c] + s->kv[3][c]);
        }
        s->left = 0;
        status = mg_double_pendulum_rp_pt_correct(s, q1, t + h, &iterations[step + 1]);
        left_out[step + 1] = s->left;
        if (status) {
            break;
        }
        memcpy(q, q1, sizeof(q));
        memcpy(vI, vI1, sizeof(double) * (size_t)k);
        if (!(mg_norm(14, q) < 1e300) || !(mg_norm(k, vI) < 1e300)) {
            status = MG_NOT_FINITE;
            break;
        }
        status = mg_double_pendulum_rp_pt_criterion(s, q, t + h, cos2);
        left_out[step + 1] |= s->margin < s->near ? 2 : 0;
        if (status || k == 0) {
            continue;
        }
        /* Gamma of the current set against the best's, in geometric mean (_volume), now and
           one step ahead (runtime/partitioning.py ahead) */
        const double limit = pow(fmax(s->hysteresis, s->singular_fraction), k);
        const double best = mg_double_pendulum_rp_pt_volume(s, s->best);
        const double ratio = best > 0.0 ? mg_double_pendulum_rp_pt_volume(s, s->I) / best : 1.0;
        double next = ratio;
        if (previous >= 0.0) {
            const double root = 2.0 * sqrt(ratio) - sqrt(previous);
            next = root > 0.0 ? root * root : 0.0;
        }
        previous = ratio;
        if (fmin(ratio, next) < limit) {
            previous = 1.0;
            /* the new independent velocities from those of the old partition */
            if ((status = mg_double_pendulum_rp_pt_velocities(s, q, vI, t + h, v))) {
                break;
            }
            mg_double_pendulum_rp_pt_set(s, s->best);
            for (int c = 0; c < k; ++c) {
                vI[c] = v[s->I[c]];
            }
        }
    }
    *fail_step = failing;
    return status;
}
