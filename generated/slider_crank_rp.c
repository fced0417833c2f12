/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: slider_crank */
/* formulation: rp */
/* scheme: any */
/* input hash: 5d5adc75a6b1a531 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'slider_crank' in the rp formulation (C99).
 * Vectors: q (21), v (21), dv (21), a (21), lam (21), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "slider_crank_rp.h"

int mg_slider_crank_rp_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
{
    *n_q = 21;
    *n_v = 21;
    *n_c = 21;
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

int mg_slider_crank_rp_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_slider_crank_rp_entry_name(int i)
{
    return i >= 0 && i < mg_slider_crank_rp_n_entries() ? mg_entry_names[i] : NULL;
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
 * Inputs: q (position coordinates, 21); dv (increment in velocity coordinates (e.g. h v), 21).
 * Output: out, 21 x 1 row-major, 21 nonzero.
 * 21 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_retract(const double *q, const double *dv, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
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
    const double dv_14 = dv[14];
    const double dv_15 = dv[15];
    const double dv_16 = dv[16];
    const double dv_17 = dv[17];
    const double dv_18 = dv[18];
    const double dv_19 = dv[19];
    const double dv_20 = dv[20];

    out[0] = dv_0 + q_r_crank_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_crank_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_crank_z;  /* [2, 0] */
    out[3] = dv_3 + q_e_crank_0;  /* [3, 0] */
    out[4] = dv_4 + q_e_crank_1;  /* [4, 0] */
    out[5] = dv_5 + q_e_crank_2;  /* [5, 0] */
    out[6] = dv_6 + q_e_crank_3;  /* [6, 0] */
    out[7] = dv_7 + q_r_rod_x;  /* [7, 0] */
    out[8] = dv_8 + q_r_rod_y;  /* [8, 0] */
    out[9] = dv_9 + q_r_rod_z;  /* [9, 0] */
    out[10] = dv_10 + q_e_rod_0;  /* [10, 0] */
    out[11] = dv_11 + q_e_rod_1;  /* [11, 0] */
    out[12] = dv_12 + q_e_rod_2;  /* [12, 0] */
    out[13] = dv_13 + q_e_rod_3;  /* [13, 0] */
    out[14] = dv_14 + q_r_slider_x;  /* [14, 0] */
    out[15] = dv_15 + q_r_slider_y;  /* [15, 0] */
    out[16] = dv_16 + q_r_slider_z;  /* [16, 0] */
    out[17] = dv_17 + q_e_slider_0;  /* [17, 0] */
    out[18] = dv_18 + q_e_slider_1;  /* [18, 0] */
    out[19] = dv_19 + q_e_slider_2;  /* [19, 0] */
    out[20] = dv_20 + q_e_slider_3;  /* [20, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 21).
 * Output: out, 21 x 21 row-major, 21 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_tangent(const double *dv, double *out)
{
    (void)dv;

    memset(out, 0, sizeof(double) * 441);
    out[0] = 1;  /* [0, 0] */
    out[22] = 1;  /* [1, 1] */
    out[44] = 1;  /* [2, 2] */
    out[66] = 1;  /* [3, 3] */
    out[88] = 1;  /* [4, 4] */
    out[110] = 1;  /* [5, 5] */
    out[132] = 1;  /* [6, 6] */
    out[154] = 1;  /* [7, 7] */
    out[176] = 1;  /* [8, 8] */
    out[198] = 1;  /* [9, 9] */
    out[220] = 1;  /* [10, 10] */
    out[242] = 1;  /* [11, 11] */
    out[264] = 1;  /* [12, 12] */
    out[286] = 1;  /* [13, 13] */
    out[308] = 1;  /* [14, 14] */
    out[330] = 1;  /* [15, 15] */
    out[352] = 1;  /* [16, 16] */
    out[374] = 1;  /* [17, 17] */
    out[396] = 1;  /* [18, 18] */
    out[418] = 1;  /* [19, 19] */
    out[440] = 1;  /* [20, 20] */
}

/* qdot: The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and re, A
 * omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the Euler
 * parameters of a ball joint or free body, A u for a free body's centre of mass (seed 001 eq.
 * 39c), the rates elsewhere.
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21).
 * Output: out, 21 x 1 row-major, 21 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_qdot(const double *q, const double *v, double *out)
{
    (void)q;
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_rd_rod_x = v[7];
    const double v_rd_rod_y = v[8];
    const double v_rd_rod_z = v[9];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_rd_slider_x = v[14];
    const double v_rd_slider_y = v[15];
    const double v_rd_slider_z = v[16];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];

    out[0] = v_rd_crank_x;  /* [0, 0] */
    out[1] = v_rd_crank_y;  /* [1, 0] */
    out[2] = v_rd_crank_z;  /* [2, 0] */
    out[3] = v_ed_crank_0;  /* [3, 0] */
    out[4] = v_ed_crank_1;  /* [4, 0] */
    out[5] = v_ed_crank_2;  /* [5, 0] */
    out[6] = v_ed_crank_3;  /* [6, 0] */
    out[7] = v_rd_rod_x;  /* [7, 0] */
    out[8] = v_rd_rod_y;  /* [8, 0] */
    out[9] = v_rd_rod_z;  /* [9, 0] */
    out[10] = v_ed_rod_0;  /* [10, 0] */
    out[11] = v_ed_rod_1;  /* [11, 0] */
    out[12] = v_ed_rod_2;  /* [12, 0] */
    out[13] = v_ed_rod_3;  /* [13, 0] */
    out[14] = v_rd_slider_x;  /* [14, 0] */
    out[15] = v_rd_slider_y;  /* [15, 0] */
    out[16] = v_rd_slider_z;  /* [16, 0] */
    out[17] = v_ed_slider_0;  /* [17, 0] */
    out[18] = v_ed_slider_1;  /* [18, 0] */
    out[19] = v_ed_slider_2;  /* [19, 0] */
    out[20] = v_ed_slider_3;  /* [20, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 21 nonzero.
 * 182 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    (void)p;
    const double cse0 = 2*q_e_crank_1;
    const double cse1 = cse0*q_e_crank_2;
    const double cse2 = 2*q_e_crank_0;
    const double cse3 = cse2*q_e_crank_3;
    const double cse4 = (q_e_rod_1*q_e_rod_1);
    const double cse5 = (q_e_rod_0*q_e_rod_0);
    const double cse6 = 2*cse5 - 1;
    const double cse7 = 0.3*cse4 + 0.15*cse6;
    const double cse8 = -q_r_rod_x;
    const double cse9 = 2*q_e_rod_1;
    const double cse10 = cse9*q_e_rod_2;
    const double cse11 = 2*q_e_rod_0*q_e_rod_3;
    const double cse12 = 0.15*cse10 + 0.15*cse11;
    const double cse13 = -q_r_rod_y;
    const double cse14 = (q_e_crank_2*q_e_crank_2);
    const double cse15 = (q_e_crank_0*q_e_crank_0);
    const double cse16 = 2*cse14 + 2*cse15 - 1;
    const double cse17 = cse9*q_e_rod_3;
    const double cse18 = 2*q_e_rod_2;
    const double cse19 = cse18*q_e_rod_0;
    const double cse20 = 0.15*cse17 - 0.15*cse19;
    const double cse21 = -q_r_rod_z;
    const double cse22 = cse0*q_e_crank_0 + 2*q_e_crank_2*q_e_crank_3;
    const double cse23 = (q_e_slider_3*q_e_slider_3);
    const double cse24 = (q_e_slider_0*q_e_slider_0);
    const double cse25 = 2*cse24 - 1;
    const double cse26 = 2*cse23 + cse25;
    const double cse27 = cse18*q_e_rod_3;
    const double cse28 = cse9*q_e_rod_0;
    const double cse29 = cse27 + cse28;
    const double cse30 = 2*q_e_slider_2*q_e_slider_3;
    const double cse31 = 2*q_e_slider_0;
    const double cse32 = cse31*q_e_slider_1;
    const double cse33 = cse30 - cse32;
    const double cse34 = (q_e_rod_2*q_e_rod_2);
    const double cse35 = 2*cse34 + cse6;
    const double cse36 = cse10 - cse11;
    const double cse37 = 2*q_e_slider_1;
    const double cse38 = cse37*q_e_slider_3;
    const double cse39 = cse31*q_e_slider_2;
    const double cse40 = cse38 + cse39;
    const double cse41 = -cse12 + cse13 + q_r_slider_y;
    const double cse42 = -cse20 + cse21 + q_r_slider_z;
    const double cse43 = -cse7 + cse8 + q_r_slider_x;
    const double cse44 = (q_e_rod_3*q_e_rod_3);
    const double cse45 = (q_e_slider_1*q_e_slider_1);
    const double cse46 = cse25 + 2*cse45;
    const double cse47 = cse37*q_e_slider_2;
    const double cse48 = cse31*q_e_slider_3;
    const double cse49 = cse47 - cse48;
    const double cse50 = cse47 + cse48;
    const double cse51 = 0.2 - q_r_slider_x;
    const double cse52 = (q_e_slider_2*q_e_slider_2);
    const double cse53 = 2*3.141592653589793*t;
    const double cse54 = sin(cse53);
    const double cse55 = cos(cse53);

    out[0] = q_r_crank_x;  /* [0, 0] */
    out[1] = q_r_crank_y - 0.1;  /* [1, 0] */
    out[2] = q_r_crank_z - 0.12;  /* [2, 0] */
    out[3] = cse1 + cse3;  /* [3, 0] */
    out[4] = cse0*q_e_crank_3 - cse2*q_e_crank_2;  /* [4, 0] */
    out[5] = 0.08*cse1 - 0.08*cse3 + cse7 + cse8 + q_r_crank_x;  /* [5, 0] */
    out[6] = cse12 + cse13 + 0.08*cse16 + q_r_crank_y;  /* [6, 0] */
    out[7] = cse20 + cse21 + 0.08*cse22 + q_r_crank_z;  /* [7, 0] */
    out[8] = cse26*cse29 + cse33*cse35 + cse36*cse40;  /* [8, 0] */
    out[9] = cse29*cse42 + cse35*cse41 + cse36*cse43;  /* [9, 0] */
    out[10] = cse41*(cse27 - cse28) + cse42*(2*cse44 + cse6) + cse43*(cse17 + cse19);  /* [10, 0] */
    out[11] = -cse46;  /* [11, 0] */
    out[12] = cse49;  /* [12, 0] */
    out[13] = -cse46*cse51 + cse50*q_r_slider_y + q_r_slider_z*(cse38 - cse39);  /* [13, 0] */
    out[14] = cse49*cse51 - q_r_slider_y*(cse25 + 2*cse52) - q_r_slider_z*(cse30 + cse32);  /* [14, 0] */
    out[15] = -cse50;  /* [15, 0] */
    out[16] = ((cse26 + cse42)*(cse26 + cse42)) + ((cse33 + cse41)*(cse33 + cse41)) + ((cse40 + cse43)*(cse40 + cse43)) - 1;  /* [16, 0] */
    out[17] = 2*(-cse16*cse55 + cse22*cse54)/(cse16*cse54 + cse22*cse55 + 1);  /* [17, 0] */
    out[18] = (1.0/2.0)*cse14 + (1.0/2.0)*cse15 + (1.0/2.0)*(q_e_crank_1*q_e_crank_1) + (1.0/2.0)*(q_e_crank_3*q_e_crank_3) - 1.0/2.0;  /* [18, 0] */
    out[19] = (1.0/2.0)*cse34 + (1.0/2.0)*cse4 + (1.0/2.0)*cse44 + (1.0/2.0)*cse5 - 1.0/2.0;  /* [19, 0] */
    out[20] = (1.0/2.0)*cse23 + (1.0/2.0)*cse24 + (1.0/2.0)*cse45 + (1.0/2.0)*cse52 - 1.0/2.0;  /* [20, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_rp_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_Phi(q + (size_t)k * 21, t[k], p, out + (size_t)k * 21);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_rp_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_dropped_Phi(q + (size_t)k * 21, t[k], p, out + (size_t)k * 0);
    }
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_slider_crank_rp_Phi_q_perm[21] = {20, 15, 14, 1, 13, 12, 2, 16, 8, 19, 9, 18, 17, 10, 6, 7, 11, 4, 3, 5, 0};

/* Where Phi_q's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 21, kl = 12, ku = 12, ldab = 37), and in the row-major 21 x 21 matrix. */
static const int mg_slider_crank_rp_Phi_q_in_band[119] = {764, 135, 246, 690, 654, 726, 546, 689, 653, 725, 545, 763, 691, 655, 727, 547, 583, 511,
    619, 146, 686, 722, 326, 506, 614, 218, 182, 255, 687, 651, 723, 543, 399, 507, 615, 219,
    183, 500, 608, 212, 176, 464, 428, 356, 32, 574, 322, 394, 502, 610, 214, 178, 106, 70,
    286, 577, 325, 397, 505, 613, 217, 181, 109, 73, 289, 472, 436, 461, 425, 353, 29, 100,
    64, 280, 460, 424, 352, 28, 98, 62, 278, 458, 422, 350, 26, 457, 421, 349, 25, 571, 319,
    391, 499, 607, 211, 175, 103, 67, 283, 463, 427, 355, 31, 684, 648, 720, 540, 683, 647,
    719, 539, 501, 609, 213, 177, 456, 420, 348, 24};
static const int mg_slider_crank_rp_Phi_q_in_dense[119] = {0, 22, 44, 66, 67, 68, 69, 87, 88, 89, 90, 105, 108, 109, 110, 111, 112, 115, 116, 127,
    129, 131, 134, 136, 137, 138, 139, 149, 150, 151, 152, 153, 156, 157, 158, 159, 160, 178,
    179, 180, 181, 185, 186, 187, 188, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 217,
    218, 219, 220, 221, 222, 223, 224, 225, 226, 248, 249, 269, 270, 271, 272, 287, 288, 289,
    290, 291, 292, 293, 308, 309, 310, 311, 312, 313, 314, 332, 333, 334, 335, 343, 344, 345,
    346, 347, 348, 349, 350, 351, 352, 353, 354, 355, 356, 360, 361, 362, 363, 381, 382, 383,
    384, 409, 410, 411, 412, 437, 438, 439, 440};

/* Phi_q's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_slider_crank_rp_Phi_q_cells(const double *q, double t, const double *p, double *out, const int *where)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    (void)p;
    const double cse0 = 2*q_e_crank_3;
    const double cse1 = 2*q_e_crank_2;
    const double cse2 = 2*q_e_crank_1;
    const double cse3 = 2*q_e_crank_0;
    const double cse4 = 0.16*q_e_crank_3;
    const double cse5 = 0.16*q_e_crank_2;
    const double cse6 = 0.16*q_e_crank_1;
    const double cse7 = 0.16*q_e_crank_0;
    const double cse8 = 0.6*q_e_rod_0;
    const double cse9 = 0.6*q_e_rod_1;
    const double cse10 = 0.3*q_e_rod_3;
    const double cse11 = 0.3*q_e_rod_2;
    const double cse12 = 0.3*q_e_rod_1;
    const double cse13 = 0.3*q_e_rod_0;
    const double cse14 = 2*(q_e_slider_0*q_e_slider_0);
    const double cse15 = cse14 - 1;
    const double cse16 = cse15 + 2*(q_e_slider_3*q_e_slider_3);
    const double cse17 = 2*cse16;
    const double cse18 = 2*q_e_slider_3;
    const double cse19 = cse18*q_e_slider_2;
    const double cse20 = 2*q_e_slider_1;
    const double cse21 = -cse20*q_e_slider_0;
    const double cse22 = cse19 + cse21;
    const double cse23 = 4*cse22;
    const double cse24 = cse20*q_e_slider_3;
    const double cse25 = 2*q_e_slider_0;
    const double cse26 = cse25*q_e_slider_2;
    const double cse27 = cse24 + cse26;
    const double cse28 = 2*q_e_rod_3;
    const double cse29 = 2*cse27;
    const double cse30 = 2*q_e_rod_2;
    const double cse31 = cse28*q_e_rod_2;
    const double cse32 = 2*q_e_rod_1;
    const double cse33 = cse32*q_e_rod_0;
    const double cse34 = cse31 + cse33;
    const double cse35 = 4*q_e_slider_0;
    const double cse36 = 2*(q_e_rod_0*q_e_rod_0) - 1;
    const double cse37 = cse36 + 2*(q_e_rod_2*q_e_rod_2);
    const double cse38 = cse30*q_e_rod_1;
    const double cse39 = cse28*q_e_rod_0;
    const double cse40 = cse38 - cse39;
    const double cse41 = 2*q_e_slider_2;
    const double cse42 = -0.15*cse38 - 0.15*cse39 - q_r_rod_y + q_r_slider_y;
    const double cse43 = cse42*q_e_rod_0;
    const double cse44 = cse28*q_e_rod_1;
    const double cse45 = cse30*q_e_rod_0;
    const double cse46 = -0.15*cse44 + 0.15*cse45 - q_r_rod_z + q_r_slider_z;
    const double cse47 = -0.15*cse36 - 0.3*(q_e_rod_1*q_e_rod_1) - q_r_rod_x + q_r_slider_x;
    const double cse48 = 2*cse47;
    const double cse49 = cse48*q_e_rod_3;
    const double cse50 = cse48*q_e_rod_2;
    const double cse51 = cse48*q_e_rod_1;
    const double cse52 = cse48*q_e_rod_0;
    const double cse53 = cse44 + cse45;
    const double cse54 = cse31 - cse33;
    const double cse55 = cse36 + 2*(q_e_rod_3*q_e_rod_3);
    const double cse56 = 4*cse46;
    const double cse57 = 4*q_e_slider_1;
    const double cse58 = -cse18;
    const double cse59 = -cse25;
    const double cse60 = cse25*q_e_slider_3;
    const double cse61 = cse20*q_e_slider_2;
    const double cse62 = -cse41*q_r_slider_z;
    const double cse63 = 0.2 - q_r_slider_x;
    const double cse64 = cse18*q_r_slider_z;
    const double cse65 = -cse25*q_r_slider_z;
    const double cse66 = cse20*q_r_slider_z;
    const double cse67 = cse27 + cse47;
    const double cse68 = 2*cse67;
    const double cse69 = cse22 + cse42;
    const double cse70 = 2*cse69;
    const double cse71 = cse16 + cse46;
    const double cse72 = 2*cse71;
    const double cse73 = 0.6*q_e_rod_2;
    const double cse74 = 0.6*q_e_rod_3;
    const double cse75 = 1.2*cse67;
    const double cse76 = 8*cse71;
    const double cse77 = 4*cse67;
    const double cse78 = 4*cse69;
    const double cse79 = 2*3.141592653589793*t;
    const double cse80 = cos(cse79);
    const double cse81 = sin(cse79);
    const double cse82 = 4*cse81;
    const double cse83 = cse82*q_e_crank_0;
    const double cse84 = 2*(q_e_crank_0*q_e_crank_0) + 2*(q_e_crank_2*q_e_crank_2) - 1;
    const double cse85 = cse0*q_e_crank_2 + cse2*q_e_crank_0;
    const double cse86 = cse80*cse85 + cse81*cse84 + 1;
    const double cse87 = (-cse80*cse84 + cse81*cse85)/(cse86*cse86);
    const double cse88 = 2*cse87;
    const double cse89 = 4*cse80;
    const double cse90 = cse89*q_e_crank_0;
    const double cse91 = (1.0/(cse86));
    const double cse92 = 2*cse91;
    const double cse93 = cse82*q_e_crank_2;
    const double cse94 = cse89*q_e_crank_2;

    out[where[0]] = 1;  /* [0, 0] */
    out[where[1]] = 1;  /* [1, 1] */
    out[where[2]] = 1;  /* [2, 2] */
    out[where[3]] = cse0;  /* [3, 3] */
    out[where[4]] = cse1;  /* [3, 4] */
    out[where[5]] = cse2;  /* [3, 5] */
    out[where[6]] = cse3;  /* [3, 6] */
    out[where[7]] = -cse1;  /* [4, 3] */
    out[where[8]] = cse0;  /* [4, 4] */
    out[where[9]] = -cse3;  /* [4, 5] */
    out[where[10]] = cse2;  /* [4, 6] */
    out[where[11]] = 1;  /* [5, 0] */
    out[where[12]] = -cse4;  /* [5, 3] */
    out[where[13]] = cse5;  /* [5, 4] */
    out[where[14]] = cse6;  /* [5, 5] */
    out[where[15]] = -cse7;  /* [5, 6] */
    out[where[16]] = -1;  /* [5, 7] */
    out[where[17]] = cse8;  /* [5, 10] */
    out[where[18]] = cse9;  /* [5, 11] */
    out[where[19]] = 1;  /* [6, 1] */
    out[where[20]] = 0.32*q_e_crank_0;  /* [6, 3] */
    out[where[21]] = 0.32*q_e_crank_2;  /* [6, 5] */
    out[where[22]] = -1;  /* [6, 8] */
    out[where[23]] = cse10;  /* [6, 10] */
    out[where[24]] = cse11;  /* [6, 11] */
    out[where[25]] = cse12;  /* [6, 12] */
    out[where[26]] = cse13;  /* [6, 13] */
    out[where[27]] = 1;  /* [7, 2] */
    out[where[28]] = cse6;  /* [7, 3] */
    out[where[29]] = cse7;  /* [7, 4] */
    out[where[30]] = cse4;  /* [7, 5] */
    out[where[31]] = cse5;  /* [7, 6] */
    out[where[32]] = -1;  /* [7, 9] */
    out[where[33]] = -cse11;  /* [7, 10] */
    out[where[34]] = cse10;  /* [7, 11] */
    out[where[35]] = -cse13;  /* [7, 12] */
    out[where[36]] = cse12;  /* [7, 13] */
    out[where[37]] = cse17*q_e_rod_1 + cse23*q_e_rod_0 - cse27*cse28;  /* [8, 10] */
    out[where[38]] = cse17*q_e_rod_0 + cse29*q_e_rod_2;  /* [8, 11] */
    out[where[39]] = cse16*cse28 + cse23*q_e_rod_2 + cse29*q_e_rod_1;  /* [8, 12] */
    out[where[40]] = cse16*cse30 - cse29*q_e_rod_0;  /* [8, 13] */
    out[where[41]] = -cse20*cse37 + cse34*cse35 + cse40*cse41;  /* [8, 17] */
    out[where[42]] = cse18*cse40 - cse25*cse37;  /* [8, 18] */
    out[where[43]] = cse18*cse37 + cse25*cse40;  /* [8, 19] */
    out[where[44]] = cse20*cse40 + 4*cse34*q_e_slider_3 + cse37*cse41;  /* [8, 20] */
    out[where[45]] = -cse40;  /* [9, 7] */
    out[where[46]] = -cse37;  /* [9, 8] */
    out[where[47]] = -cse34;  /* [9, 9] */
    out[where[48]] = -cse10*cse37 + cse11*cse34 + cse32*cse46 - cse40*cse8 + 4*cse43 - cse49;  /* [9, 10] */
    out[where[49]] = -cse10*cse34 - cse11*cse37 - cse40*cse9 + 2*cse46*q_e_rod_0 + cse50;  /* [9, 11] */
    out[where[50]] = -cse12*cse37 + cse13*cse34 + cse28*cse46 + 4*cse42*q_e_rod_2 + cse51;  /* [9, 12] */
    out[where[51]] = -cse12*cse34 - cse13*cse37 + cse30*cse46 - cse52;  /* [9, 13] */
    out[where[52]] = cse40;  /* [9, 14] */
    out[where[53]] = cse37;  /* [9, 15] */
    out[where[54]] = cse34;  /* [9, 16] */
    out[where[55]] = -cse53;  /* [10, 7] */
    out[where[56]] = -cse54;  /* [10, 8] */
    out[where[57]] = -cse55;  /* [10, 9] */
    out[where[58]] = -cse10*cse54 + cse11*cse55 - cse32*cse42 + cse50 - cse53*cse8 + cse56*q_e_rod_0;  /* [10, 10] */
    out[where[59]] = -cse10*cse55 - cse11*cse54 - 2*cse43 + cse49 - cse53*cse9;  /* [10, 11] */
    out[where[60]] = -cse12*cse54 + cse13*cse55 + cse28*cse42 + cse52;  /* [10, 12] */
    out[where[61]] = -cse12*cse55 - cse13*cse54 + cse30*cse42 + cse51 + cse56*q_e_rod_3;  /* [10, 13] */
    out[where[62]] = cse53;  /* [10, 14] */
    out[where[63]] = cse54;  /* [10, 15] */
    out[where[64]] = cse55;  /* [10, 16] */
    out[where[65]] = -cse35;  /* [11, 17] */
    out[where[66]] = -cse57;  /* [11, 18] */
    out[where[67]] = cse58;  /* [12, 17] */
    out[where[68]] = cse41;  /* [12, 18] */
    out[where[69]] = cse20;  /* [12, 19] */
    out[where[70]] = cse59;  /* [12, 20] */
    out[where[71]] = cse15 + 2*(q_e_slider_1*q_e_slider_1);  /* [13, 14] */
    out[where[72]] = cse60 + cse61;  /* [13, 15] */
    out[where[73]] = cse24 - cse26;  /* [13, 16] */
    out[where[74]] = cse18*q_r_slider_y - cse35*cse63 + cse62;  /* [13, 17] */
    out[where[75]] = cse41*q_r_slider_y - cse57*cse63 + cse64;  /* [13, 18] */
    out[where[76]] = cse20*q_r_slider_y + cse65;  /* [13, 19] */
    out[where[77]] = cse25*q_r_slider_y + cse66;  /* [13, 20] */
    out[where[78]] = cse60 - cse61;  /* [14, 14] */
    out[where[79]] = -cse14 - 2*(q_e_slider_2*q_e_slider_2) + 1;  /* [14, 15] */
    out[where[80]] = -cse19 + cse21;  /* [14, 16] */
    out[where[81]] = -cse18*cse63 - cse35*q_r_slider_y - cse66;  /* [14, 17] */
    out[where[82]] = cse41*cse63 + cse65;  /* [14, 18] */
    out[where[83]] = cse20*cse63 - cse64 - 4*q_e_slider_2*q_r_slider_y;  /* [14, 19] */
    out[where[84]] = -cse25*cse63 + cse62;  /* [14, 20] */
    out[where[85]] = cse58;  /* [15, 17] */
    out[where[86]] = -cse41;  /* [15, 18] */
    out[where[87]] = -cse20;  /* [15, 19] */
    out[where[88]] = cse59;  /* [15, 20] */
    out[where[89]] = -cse68;  /* [16, 7] */
    out[where[90]] = -cse70;  /* [16, 8] */
    out[where[91]] = -cse72;  /* [16, 9] */
    out[where[92]] = -cse69*cse74 + cse71*cse73 - cse75*q_e_rod_0;  /* [16, 10] */
    out[where[93]] = -cse69*cse73 - cse71*cse74 - cse75*q_e_rod_1;  /* [16, 11] */
    out[where[94]] = -cse69*cse9 + cse71*cse8;  /* [16, 12] */
    out[where[95]] = -cse69*cse8 - cse71*cse9;  /* [16, 13] */
    out[where[96]] = cse68;  /* [16, 14] */
    out[where[97]] = cse70;  /* [16, 15] */
    out[where[98]] = cse72;  /* [16, 16] */
    out[where[99]] = -cse57*cse69 + cse76*q_e_slider_0 + cse77*q_e_slider_2;  /* [16, 17] */
    out[where[100]] = -cse35*cse69 + cse77*q_e_slider_3;  /* [16, 18] */
    out[where[101]] = cse35*cse67 + cse78*q_e_slider_3;  /* [16, 19] */
    out[where[102]] = cse57*cse67 + cse76*q_e_slider_3 + cse78*q_e_slider_2;  /* [16, 20] */
    out[where[103]] = -cse88*(cse2*cse80 + cse83) + cse92*(cse2*cse81 - cse90);  /* [17, 3] */
    out[where[104]] = cse83*cse91 - cse87*cse90;  /* [17, 4] */
    out[where[105]] = -cse88*(cse0*cse80 + cse93) + cse92*(cse0*cse81 - cse94);  /* [17, 5] */
    out[where[106]] = -cse87*cse94 + cse91*cse93;  /* [17, 6] */
    out[where[107]] = q_e_crank_0;  /* [18, 3] */
    out[where[108]] = q_e_crank_1;  /* [18, 4] */
    out[where[109]] = q_e_crank_2;  /* [18, 5] */
    out[where[110]] = q_e_crank_3;  /* [18, 6] */
    out[where[111]] = q_e_rod_0;  /* [19, 10] */
    out[where[112]] = q_e_rod_1;  /* [19, 11] */
    out[where[113]] = q_e_rod_2;  /* [19, 12] */
    out[where[114]] = q_e_rod_3;  /* [19, 13] */
    out[where[115]] = q_e_slider_0;  /* [20, 17] */
    out[where[116]] = q_e_slider_1;  /* [20, 18] */
    out[where[117]] = q_e_slider_2;  /* [20, 19] */
    out[where[118]] = q_e_slider_3;  /* [20, 20] */
}

/* Phi_q written into its band storage; ab is zeroed by the caller. */
void mg_slider_crank_rp_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    mg_slider_crank_rp_Phi_q_cells(q, t, p, ab, mg_slider_crank_rp_Phi_q_in_band);
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 21 x 21 row-major, 119 nonzero (the cells of Phi_q_band).
 */
void mg_slider_crank_rp_Phi_q(const double *q, double t, const double *p, double *out)
{
    memset(out, 0, sizeof(double) * 441);
    mg_slider_crank_rp_Phi_q_cells(q, t, p, out, mg_slider_crank_rp_Phi_q_in_dense);
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_rp_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_Phi_q(q + (size_t)k * 21, t[k], p, out + (size_t)k * 441);
    }
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 1 nonzero.
 * 36 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_nu(const double *q, double t, const double *p, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    (void)p;
    const double cse0 = 2*(q_e_crank_0*q_e_crank_0) + 2*(q_e_crank_2*q_e_crank_2) - 1;
    const double cse1 = 2*3.141592653589793;
    const double cse2 = cse1*t;
    const double cse3 = sin(cse2);
    const double cse4 = cse0*cse3;
    const double cse5 = 2*q_e_crank_0*q_e_crank_1 + 2*q_e_crank_2*q_e_crank_3;
    const double cse6 = cos(cse2);
    const double cse7 = cse5*cse6;
    const double cse8 = cse4 + cse7 + 1;
    const double cse9 = cse3*cse5;
    const double cse10 = cse0*cse6;

    memset(out, 0, sizeof(double) * 21);
    out[17] = -2*(cse1*cse4 + cse1*cse7)/cse8 + 2*(-cse10 + cse9)*(cse1*cse10 - cse1*cse9)/(cse8*cse8);  /* [17, 0] */
}

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_rp_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_nu(q + (size_t)k * 21, t[k], p, out + (size_t)k * 21);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 21 nonzero.
 * 546 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_rd_rod_x = v[7];
    const double v_rd_rod_y = v[8];
    const double v_rd_rod_z = v[9];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_rd_slider_x = v[14];
    const double v_rd_slider_y = v[15];
    const double v_rd_slider_z = v[16];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    (void)p;
    const double cse0 = 2*q_e_crank_0;
    const double cse1 = 2*q_e_crank_1;
    const double cse2 = 2*q_e_crank_2;
    const double cse3 = 2*q_e_crank_3;
    const double cse4 = q_e_rod_1*v_ed_rod_1;
    const double cse5 = 0.16*q_e_crank_0;
    const double cse6 = 0.16*v_ed_crank_2;
    const double cse7 = 0.16*q_e_crank_2;
    const double cse8 = q_e_rod_0*v_ed_rod_0;
    const double cse9 = 0.16*v_ed_crank_0;
    const double cse10 = 0.3*v_ed_rod_2;
    const double cse11 = 0.3*q_e_rod_2;
    const double cse12 = 0.3*q_e_rod_3;
    const double cse13 = q_e_crank_2*v_ed_crank_2;
    const double cse14 = 0.3*v_ed_rod_3;
    const double cse15 = q_e_crank_0*v_ed_crank_0;
    const double cse16 = 2*(q_e_rod_0*q_e_rod_0) - 1;
    const double cse17 = cse16 + 2*(q_e_rod_2*q_e_rod_2);
    const double cse18 = 2*cse17;
    const double cse19 = 2*q_e_rod_3;
    const double cse20 = cse19*q_e_rod_0;
    const double cse21 = 2*q_e_rod_1;
    const double cse22 = cse21*q_e_rod_2;
    const double cse23 = -cse20 + cse22;
    const double cse24 = 2*cse23;
    const double cse25 = cse21*q_e_rod_0;
    const double cse26 = cse19*q_e_rod_2;
    const double cse27 = cse25 + cse26;
    const double cse28 = 4*cse27;
    const double cse29 = 2*q_e_slider_1;
    const double cse30 = 2*q_e_slider_2;
    const double cse31 = 2*(q_e_slider_0*q_e_slider_0);
    const double cse32 = cse31 - 1;
    const double cse33 = cse32 + 2*(q_e_slider_3*q_e_slider_3);
    const double cse34 = 2*cse33;
    const double cse35 = cse29*q_e_slider_3;
    const double cse36 = cse30*q_e_slider_0;
    const double cse37 = cse35 + cse36;
    const double cse38 = 2*cse37;
    const double cse39 = cse30*q_e_slider_3;
    const double cse40 = -cse29*q_e_slider_0;
    const double cse41 = cse39 + cse40;
    const double cse42 = 4*cse41;
    const double cse43 = 0.3*cse17;
    const double cse44 = -0.15*cse20 - 0.15*cse22 - q_r_rod_y + q_r_slider_y;
    const double cse45 = 4*cse44;
    const double cse46 = 0.3*cse27;
    const double cse47 = cse19*q_e_rod_1;
    const double cse48 = 2*q_e_rod_0*q_e_rod_2;
    const double cse49 = -0.15*cse47 + 0.15*cse48 - q_r_rod_z + q_r_slider_z;
    const double cse50 = 2*cse49;
    const double cse51 = -0.15*cse16 - 0.3*(q_e_rod_1*q_e_rod_1) - q_r_rod_x + q_r_slider_x;
    const double cse52 = 2*cse51;
    const double cse53 = cse52*q_e_rod_1;
    const double cse54 = 0.6*cse23;
    const double cse55 = cse52*q_e_rod_2;
    const double cse56 = cse52*q_e_rod_0;
    const double cse57 = cse52*q_e_rod_3;
    const double cse58 = cse47 + cse48;
    const double cse59 = cse16 + 2*(q_e_rod_3*q_e_rod_3);
    const double cse60 = 0.3*cse59;
    const double cse61 = 4*cse49;
    const double cse62 = -cse25 + cse26;
    const double cse63 = 0.3*cse62;
    const double cse64 = 2*cse44;
    const double cse65 = 0.6*cse58;
    const double cse66 = q_e_slider_1*v_ed_slider_1;
    const double cse67 = q_e_slider_0*v_ed_slider_0;
    const double cse68 = cse29*v_ed_slider_2;
    const double cse69 = cse30*v_ed_slider_1;
    const double cse70 = 2*q_e_slider_0;
    const double cse71 = -cse70*v_ed_slider_3 - 2*q_e_slider_3*v_ed_slider_0;
    const double cse72 = cse29*q_r_slider_z;
    const double cse73 = 2*q_r_slider_y;
    const double cse74 = 2*q_r_slider_z;
    const double cse75 = cse74*q_e_slider_3;
    const double cse76 = 0.2 - q_r_slider_x;
    const double cse77 = 4*cse76;
    const double cse78 = -cse74*q_e_slider_0;
    const double cse79 = -cse30*q_r_slider_z;
    const double cse80 = cse70*q_e_slider_3;
    const double cse81 = cse29*q_e_slider_2;
    const double cse82 = 4*q_r_slider_y;
    const double cse83 = 2*cse76;
    const double cse84 = cse33 + cse49;
    const double cse85 = 8*cse84;
    const double cse86 = cse41 + cse44;
    const double cse87 = 4*cse86;
    const double cse88 = cse37 + cse51;
    const double cse89 = 4*cse88;
    const double cse90 = 2*cse88;
    const double cse91 = 2*cse86;
    const double cse92 = 2*cse84;
    const double cse93 = 0.6*cse84;
    const double cse94 = 0.6*cse86;
    const double cse95 = 1.2*cse88;
    const double cse96 = cse1*q_e_crank_0 + cse2*q_e_crank_3;
    const double cse97 = 2*3.141592653589793;
    const double cse98 = cse97*t;
    const double cse99 = sin(cse98);
    const double cse100 = cse96*cse99;
    const double cse101 = 2*(q_e_crank_0*q_e_crank_0) + 2*(q_e_crank_2*q_e_crank_2) - 1;
    const double cse102 = cos(cse98);
    const double cse103 = cse101*cse102;
    const double cse104 = cse101*cse99;
    const double cse105 = cse102*cse96;
    const double cse106 = cse104 + cse105 + 1;
    const double cse107 = (cse100 - cse103)/(cse106*cse106);
    const double cse108 = 2*cse107;
    const double cse109 = (1.0/(cse106));
    const double cse110 = 2*cse109;
    const double cse111 = 4*q_e_crank_2;
    const double cse112 = cse102*cse111;
    const double cse113 = cse111*cse99;
    const double cse114 = 4*q_e_crank_0;
    const double cse115 = cse102*cse114;
    const double cse116 = cse114*cse99;

    out[0] = v_rd_crank_x;  /* [0, 0] */
    out[1] = v_rd_crank_y;  /* [1, 0] */
    out[2] = v_rd_crank_z;  /* [2, 0] */
    out[3] = cse0*v_ed_crank_3 + cse1*v_ed_crank_2 + cse2*v_ed_crank_1 + cse3*v_ed_crank_0;  /* [3, 0] */
    out[4] = -cse0*v_ed_crank_2 + cse1*v_ed_crank_3 - cse2*v_ed_crank_0 + cse3*v_ed_crank_1;  /* [4, 0] */
    out[5] = 0.6*cse4 - cse5*v_ed_crank_3 + cse6*q_e_crank_1 + cse7*v_ed_crank_1 + 0.6*cse8 - cse9*q_e_crank_3 + v_rd_crank_x - v_rd_rod_x;  /* [5, 0] */
    out[6] = cse10*q_e_rod_1 + cse11*v_ed_rod_1 + cse12*v_ed_rod_0 + 0.32*cse13 + cse14*q_e_rod_0 + 0.32*cse15 + v_rd_crank_y - v_rd_rod_y;  /* [6, 0] */
    out[7] = -cse10*q_e_rod_0 - cse11*v_ed_rod_0 + cse12*v_ed_rod_1 + cse14*q_e_rod_1 + cse5*v_ed_crank_1 + cse6*q_e_crank_3 + cse7*v_ed_crank_3 + cse9*q_e_crank_1 + v_rd_crank_z - v_rd_rod_z;  /* [7, 0] */
    out[8] = v_ed_rod_0*(cse34*q_e_rod_1 - cse38*q_e_rod_3 + cse42*q_e_rod_0) + v_ed_rod_1*(cse34*q_e_rod_0 + cse38*q_e_rod_2) + v_ed_rod_2*(cse34*q_e_rod_3 + cse38*q_e_rod_1 + cse42*q_e_rod_2) + v_ed_rod_3*(cse34*q_e_rod_2 - cse38*q_e_rod_0) + v_ed_slider_0*(-cse17*cse29 + cse23*cse30 + cse28*q_e_slider_0) + v_ed_slider_1*(-cse18*q_e_slider_0 + cse24*q_e_slider_3) + v_ed_slider_2*(cse18*q_e_slider_3 + cse24*q_e_slider_0) + v_ed_slider_3*(cse18*q_e_slider_2 + cse23*cse29 + cse28*q_e_slider_3);  /* [8, 0] */
    out[9] = -cse17*v_rd_rod_y + cse17*v_rd_slider_y - cse23*v_rd_rod_x + cse23*v_rd_slider_x - cse27*v_rd_rod_z + cse27*v_rd_slider_z + v_ed_rod_0*(-cse43*q_e_rod_3 + cse45*q_e_rod_0 + cse46*q_e_rod_2 + cse50*q_e_rod_1 - cse54*q_e_rod_0 - cse57) + v_ed_rod_1*(-cse43*q_e_rod_2 - cse46*q_e_rod_3 + cse50*q_e_rod_0 - cse54*q_e_rod_1 + cse55) + v_ed_rod_2*(-cse43*q_e_rod_1 + cse45*q_e_rod_2 + cse46*q_e_rod_0 + cse50*q_e_rod_3 + cse53) + v_ed_rod_3*(-cse43*q_e_rod_0 - cse46*q_e_rod_1 + cse50*q_e_rod_2 - cse56);  /* [9, 0] */
    out[10] = -cse58*v_rd_rod_x + cse58*v_rd_slider_x - cse59*v_rd_rod_z + cse59*v_rd_slider_z - cse62*v_rd_rod_y + cse62*v_rd_slider_y + v_ed_rod_0*(cse11*cse59 + cse55 + cse61*q_e_rod_0 - cse63*q_e_rod_3 - cse64*q_e_rod_1 - cse65*q_e_rod_0) + v_ed_rod_1*(-cse12*cse59 + cse57 - cse63*q_e_rod_2 - cse64*q_e_rod_0 - cse65*q_e_rod_1) + v_ed_rod_2*(cse56 + cse60*q_e_rod_0 - cse63*q_e_rod_1 + cse64*q_e_rod_3) + v_ed_rod_3*(cse53 - cse60*q_e_rod_1 + cse61*q_e_rod_3 - cse63*q_e_rod_0 + cse64*q_e_rod_2);  /* [10, 0] */
    out[11] = -4*cse66 - 4*cse67;  /* [11, 0] */
    out[12] = cse68 + cse69 + cse71;  /* [12, 0] */
    out[13] = v_ed_slider_0*(cse73*q_e_slider_3 - cse77*q_e_slider_0 + cse79) + v_ed_slider_1*(cse30*q_r_slider_y + cse75 - cse77*q_e_slider_1) + v_ed_slider_2*(cse29*q_r_slider_y + cse78) + v_ed_slider_3*(cse72 + cse73*q_e_slider_0) + v_rd_slider_x*(cse32 + 2*(q_e_slider_1*q_e_slider_1)) + v_rd_slider_y*(cse80 + cse81) + v_rd_slider_z*(cse35 - cse36);  /* [13, 0] */
    out[14] = v_ed_slider_0*(-cse72 - cse82*q_e_slider_0 - cse83*q_e_slider_3) + v_ed_slider_1*(cse30*cse76 + cse78) + v_ed_slider_2*(cse29*cse76 - cse75 - cse82*q_e_slider_2) + v_ed_slider_3*(cse79 - cse83*q_e_slider_0) - v_rd_slider_x*(-cse80 + cse81) + v_rd_slider_y*(-cse31 - 2*(q_e_slider_2*q_e_slider_2) + 1) + v_rd_slider_z*(-cse39 + cse40);  /* [14, 0] */
    out[15] = -cse68 - cse69 + cse71;  /* [15, 0] */
    out[16] = -cse90*v_rd_rod_x + cse90*v_rd_slider_x - cse91*v_rd_rod_y + cse91*v_rd_slider_y - cse92*v_rd_rod_z + cse92*v_rd_slider_z + v_ed_rod_0*(cse93*q_e_rod_2 - cse94*q_e_rod_3 - cse95*q_e_rod_0) + v_ed_rod_1*(-cse93*q_e_rod_3 - cse94*q_e_rod_2 - cse95*q_e_rod_1) + v_ed_rod_2*(cse93*q_e_rod_0 - cse94*q_e_rod_1) + v_ed_rod_3*(-cse93*q_e_rod_1 - cse94*q_e_rod_0) + v_ed_slider_0*(cse85*q_e_slider_0 - cse87*q_e_slider_1 + cse89*q_e_slider_2) + v_ed_slider_1*(-cse87*q_e_slider_0 + cse89*q_e_slider_3) + v_ed_slider_2*(cse87*q_e_slider_3 + cse89*q_e_slider_0) + v_ed_slider_3*(cse85*q_e_slider_3 + cse87*q_e_slider_2 + cse89*q_e_slider_1);  /* [16, 0] */
    out[17] = -cse108*(-cse100*cse97 + cse103*cse97) + cse110*(cse104*cse97 + cse105*cse97) + v_ed_crank_0*(-cse108*(cse1*cse102 + cse116) + cse110*(cse1*cse99 - cse115)) + v_ed_crank_1*(-cse107*cse115 + cse109*cse116) + v_ed_crank_2*(-cse108*(cse102*cse3 + cse113) + cse110*(-cse112 + cse3*cse99)) + v_ed_crank_3*(-cse107*cse112 + cse109*cse113);  /* [17, 0] */
    out[18] = cse13 + cse15 + q_e_crank_1*v_ed_crank_1 + q_e_crank_3*v_ed_crank_3;  /* [18, 0] */
    out[19] = cse4 + cse8 + q_e_rod_2*v_ed_rod_2 + q_e_rod_3*v_ed_rod_3;  /* [19, 0] */
    out[20] = cse66 + cse67 + q_e_slider_2*v_ed_slider_2 + q_e_slider_3*v_ed_slider_3;  /* [20, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_rp_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_velocity_residual(q + (size_t)k * 21, v + (size_t)k * 21, t[k], p, out + (size_t)k * 21);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 18 nonzero.
 * 1409 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_rd_rod_x = v[7];
    const double v_rd_rod_y = v[8];
    const double v_rd_rod_z = v[9];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_rd_slider_x = v[14];
    const double v_rd_slider_y = v[15];
    const double v_rd_slider_z = v[16];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    (void)p;
    const double cse0 = 4*v_ed_crank_1;
    const double cse1 = 4*v_ed_crank_0;
    const double cse2 = (v_ed_rod_0*v_ed_rod_0);
    const double cse3 = 0.32*v_ed_crank_1;
    const double cse4 = (v_ed_rod_1*v_ed_rod_1);
    const double cse5 = 0.32*v_ed_crank_3;
    const double cse6 = 0.6*v_ed_rod_1;
    const double cse7 = 0.6*v_ed_rod_0;
    const double cse8 = (v_ed_crank_2*v_ed_crank_2);
    const double cse9 = (v_ed_crank_0*v_ed_crank_0);
    const double cse10 = 4*q_e_slider_3;
    const double cse11 = 8*q_e_rod_0;
    const double cse12 = cse11*q_e_slider_0;
    const double cse13 = -cse10*q_e_rod_3 - cse12;
    const double cse14 = q_e_rod_2*v_ed_rod_1;
    const double cse15 = q_e_rod_0*v_ed_rod_3;
    const double cse16 = 8*q_e_slider_0;
    const double cse17 = cse16*q_e_rod_2;
    const double cse18 = cse10*q_e_rod_1 - cse17;
    const double cse19 = (q_e_rod_2*q_e_rod_2);
    const double cse20 = 4*cse19;
    const double cse21 = (q_e_rod_0*q_e_rod_0);
    const double cse22 = 4*cse21;
    const double cse23 = -cse20 - cse22 + 2;
    const double cse24 = q_e_rod_1*q_e_rod_2;
    const double cse25 = q_e_rod_0*q_e_rod_3;
    const double cse26 = 4*cse24 - 4*cse25;
    const double cse27 = 4*q_e_slider_1;
    const double cse28 = 8*q_e_slider_3;
    const double cse29 = cse11*q_e_slider_2 - cse27*q_e_rod_3 + cse28*q_e_rod_1;
    const double cse30 = cse11*q_e_slider_3;
    const double cse31 = cse27*q_e_rod_2 + cse30;
    const double cse32 = 8*q_e_rod_2;
    const double cse33 = 8*q_e_rod_3;
    const double cse34 = cse27*q_e_rod_1 + cse32*q_e_slider_2 + cse33*q_e_slider_3;
    const double cse35 = cse28*q_e_rod_2;
    const double cse36 = -cse27*q_e_rod_0 + cse35;
    const double cse37 = cse11*q_e_rod_1 + cse33*q_e_rod_2;
    const double cse38 = cse20 + cse22 - 2;
    const double cse39 = 4*q_e_slider_2;
    const double cse40 = cse12 + cse39*q_e_rod_2;
    const double cse41 = -cse11*q_e_slider_1 + cse16*q_e_rod_1 - cse39*q_e_rod_3;
    const double cse42 = -cse32*q_e_slider_1 + cse33*q_e_slider_0 + cse39*q_e_rod_1;
    const double cse43 = cse17 - cse39*q_e_rod_0;
    const double cse44 = (q_e_slider_3*q_e_slider_3);
    const double cse45 = (q_e_slider_0*q_e_slider_0);
    const double cse46 = 4*cse44 + 4*cse45 - 2;
    const double cse47 = cse27*q_e_slider_3;
    const double cse48 = 4*q_e_slider_0;
    const double cse49 = cse48*q_e_slider_2;
    const double cse50 = -cse47 - cse49;
    const double cse51 = cse10*v_ed_slider_1;
    const double cse52 = cse48*v_ed_slider_2;
    const double cse53 = cse30 - cse48*q_e_rod_3;
    const double cse54 = cse35 + cse48*q_e_rod_1;
    const double cse55 = cse47 + cse49;
    const double cse56 = q_e_slider_2*q_e_slider_3;
    const double cse57 = -cse16*q_e_slider_1 + 8*cse56;
    const double cse58 = q_e_rod_0*v_ed_rod_0;
    const double cse59 = 4*cse58;
    const double cse60 = q_e_rod_2*v_ed_rod_2;
    const double cse61 = 4*cse60;
    const double cse62 = 2*v_rd_rod_x;
    const double cse63 = cse62*q_e_rod_0;
    const double cse64 = (q_e_rod_1*q_e_rod_1);
    const double cse65 = 2*cse21 + 2*cse64 - 1;
    const double cse66 = 0.3*cse65;
    const double cse67 = 2*q_r_rod_x;
    const double cse68 = 2*q_r_slider_x;
    const double cse69 = -cse68;
    const double cse70 = 0.6*cse64;
    const double cse71 = 0.5999999999999999*cse21;
    const double cse72 = cse66 + cse67 + cse69 - cse70 - cse71 + 0.3;
    const double cse73 = 2*v_rd_rod_z;
    const double cse74 = 1.2*q_e_rod_3;
    const double cse75 = cse74*q_e_rod_2;
    const double cse76 = -cse75*v_ed_rod_1;
    const double cse77 = 0.6*q_e_rod_3;
    const double cse78 = cse77*q_e_rod_1;
    const double cse79 = 0.6*q_e_rod_2;
    const double cse80 = 2*q_r_slider_z;
    const double cse81 = 2*q_e_rod_1;
    const double cse82 = 2*q_e_rod_0;
    const double cse83 = cse81*q_e_rod_3 - cse82*q_e_rod_2;
    const double cse84 = cse80 - 0.3*cse83 - 2*q_r_rod_z;
    const double cse85 = -cse78 - cse79*q_e_rod_0 + cse84;
    const double cse86 = 2*v_rd_slider_x;
    const double cse87 = cse86*q_e_rod_0;
    const double cse88 = 2*v_rd_slider_z;
    const double cse89 = 2*q_e_rod_3;
    const double cse90 = cse89*v_ed_rod_0;
    const double cse91 = cse82*v_ed_rod_3;
    const double cse92 = 2*q_e_rod_2;
    const double cse93 = cse92*v_ed_rod_1;
    const double cse94 = cse81*v_ed_rod_2;
    const double cse95 = 4*v_rd_slider_y;
    const double cse96 = 4*v_rd_rod_y;
    const double cse97 = (q_e_rod_3*q_e_rod_3);
    const double cse98 = -cse66 - cse67 + cse68;
    const double cse99 = -1.2*cse64 + cse98 + 0.3;
    const double cse100 = -1.7999999999999998*cse19 - 0.6*cse97 + cse99;
    const double cse101 = 1.2*q_e_rod_0;
    const double cse102 = cse81*q_e_rod_2 + cse82*q_e_rod_3;
    const double cse103 = 0.6*cse102;
    const double cse104 = 4*q_r_rod_y;
    const double cse105 = 4*q_r_slider_y;
    const double cse106 = -cse103 - cse104 + cse105;
    const double cse107 = cse101*q_e_rod_3 + cse106;
    const double cse108 = cse101*v_ed_rod_0;
    const double cse109 = -cse108*q_e_rod_1 - cse62*q_e_rod_1 + cse86*q_e_rod_1;
    const double cse110 = q_e_rod_0*q_e_rod_2;
    const double cse111 = -1.7999999999999998*cse110 + cse78 + cse84;
    const double cse112 = 3.5999999999999996*v_ed_rod_1;
    const double cse113 = -cse62*q_e_rod_2 + cse86*q_e_rod_2;
    const double cse114 = cse62*q_e_rod_3;
    const double cse115 = cse101*q_e_rod_1;
    const double cse116 = cse86*q_e_rod_3;
    const double cse117 = cse92*v_ed_rod_3;
    const double cse118 = cse89*v_ed_rod_2;
    const double cse119 = cse117 + cse118;
    const double cse120 = cse81*v_ed_rod_0;
    const double cse121 = cse82*v_ed_rod_1;
    const double cse122 = cse120 + cse121;
    const double cse123 = -cse120 - cse121;
    const double cse124 = -cse117 - cse118;
    const double cse125 = -cse59;
    const double cse126 = 4*v_rd_slider_z;
    const double cse127 = 2*v_rd_slider_y;
    const double cse128 = 2*v_rd_rod_y;
    const double cse129 = 4*v_rd_rod_z;
    const double cse130 = -0.6*cse19 - 1.7999999999999998*cse97 + cse99;
    const double cse131 = 0.3*cse102;
    const double cse132 = 2*q_r_rod_y;
    const double cse133 = 2*q_r_slider_y;
    const double cse134 = -cse79*q_e_rod_1;
    const double cse135 = -cse131 - cse132 + cse133 + cse134 + cse77*q_e_rod_0;
    const double cse136 = 2.4*q_e_rod_1;
    const double cse137 = -cse101*q_e_rod_2 - 0.6*cse83 - 4*q_r_rod_z + 4*q_r_slider_z;
    const double cse138 = cse131 + cse132 - cse133 + cse134 - 1.7999999999999998*cse25;
    const double cse139 = q_e_rod_1*q_e_rod_3;
    const double cse140 = cse70 + cse71 + cse98 - 0.3;
    const double cse141 = 4*q_e_rod_3*v_ed_rod_3;
    const double cse142 = cse89*v_ed_rod_1;
    const double cse143 = cse82*v_ed_rod_2;
    const double cse144 = cse92*v_ed_rod_0;
    const double cse145 = cse81*v_ed_rod_3;
    const double cse146 = (v_ed_slider_1*v_ed_slider_1);
    const double cse147 = (v_ed_slider_0*v_ed_slider_0);
    const double cse148 = 4*v_ed_slider_2;
    const double cse149 = cse148*v_ed_slider_1;
    const double cse150 = 4*v_ed_slider_3;
    const double cse151 = -cse150*v_ed_slider_0;
    const double cse152 = cse88*q_e_slider_1;
    const double cse153 = cse80*v_ed_slider_1;
    const double cse154 = -cse80*v_ed_slider_0 - cse88*q_e_slider_0;
    const double cse155 = cse27*v_rd_slider_x;
    const double cse156 = cse88*q_e_slider_3;
    const double cse157 = 4*q_r_slider_x;
    const double cse158 = cse157 - 0.8;
    const double cse159 = cse80*v_ed_slider_3;
    const double cse160 = cse48*v_rd_slider_x;
    const double cse161 = -cse80*v_ed_slider_2 - cse88*q_e_slider_2;
    const double cse162 = 2*q_e_slider_2;
    const double cse163 = 2*q_e_slider_0;
    const double cse164 = 2*q_e_slider_3;
    const double cse165 = 2*q_e_slider_1;
    const double cse166 = cse165*v_ed_slider_2;
    const double cse167 = cse162*v_ed_slider_1;
    const double cse168 = cse163*v_ed_slider_3 + cse164*v_ed_slider_0;
    const double cse169 = cse48*v_ed_slider_0;
    const double cse170 = cse68 - 0.4;
    const double cse171 = cse39*v_rd_slider_y;
    const double cse172 = cse69 + 0.4;
    const double cse173 = -cse48*v_rd_slider_y;
    const double cse174 = cse39*v_ed_slider_0;
    const double cse175 = 1.2*q_e_rod_1;
    const double cse176 = cse175*v_ed_rod_1;
    const double cse177 = cse27*v_ed_slider_3;
    const double cse178 = 0.6*q_e_rod_0;
    const double cse179 = cse178*v_ed_rod_3;
    const double cse180 = cse148*q_e_slider_3;
    const double cse181 = cse27*v_ed_slider_0;
    const double cse182 = cse79*v_ed_rod_1;
    const double cse183 = cse77*v_ed_rod_0;
    const double cse184 = 0.6*q_e_rod_1;
    const double cse185 = cse184*v_ed_rod_2;
    const double cse186 = cse48*v_ed_slider_1;
    const double cse187 = cse150*q_e_slider_2;
    const double cse188 = 2.4*q_e_slider_0;
    const double cse189 = cse188*q_e_rod_0;
    const double cse190 = cse175*q_e_slider_1 + cse189;
    const double cse191 = 0.18*cse21 + 0.18*cse64;
    const double cse192 = 0.18*cse24;
    const double cse193 = 0.18*cse25;
    const double cse194 = 0.09*cse102 - 1.2*cse56 + 1.2*q_e_slider_0*q_e_slider_1 + 0.6*q_r_rod_y - 0.6*q_r_slider_y;
    const double cse195 = cse192 - cse193 + cse194;
    const double cse196 = 0.09*cse83;
    const double cse197 = 0.6*q_r_rod_z;
    const double cse198 = 0.6*q_r_slider_z;
    const double cse199 = 1.2*cse44;
    const double cse200 = 1.2*cse45;
    const double cse201 = 0.18*cse110 + 0.18*cse139;
    const double cse202 = -cse196 - cse197 + cse198 + cse199 + cse200 + cse201 - 0.6;
    const double cse203 = 0.6*v_rd_slider_z;
    const double cse204 = 1.2*q_e_slider_3;
    const double cse205 = cse204*q_e_rod_1;
    const double cse206 = q_e_slider_0*v_ed_slider_1;
    const double cse207 = 0.6*v_rd_slider_y;
    const double cse208 = 2.4*q_e_slider_3;
    const double cse209 = cse208*q_e_rod_0;
    const double cse210 = -cse175*q_e_slider_2 + cse209;
    const double cse211 = cse178*v_ed_rod_2;
    const double cse212 = cse77*v_ed_rod_1;
    const double cse213 = cse184*v_ed_rod_3;
    const double cse214 = cse79*v_ed_rod_0;
    const double cse215 = cse16*v_ed_slider_0;
    const double cse216 = cse28*v_ed_slider_3;
    const double cse217 = cse101*q_e_slider_3;
    const double cse218 = 8*cse44 + 8*cse45;
    const double cse219 = -cse188*q_e_rod_1;
    const double cse220 = -cse204*q_e_rod_2 + cse219;
    const double cse221 = 16*q_e_slider_0;
    const double cse222 = cse157 - 0.6*cse65 - 4*q_r_rod_x;
    const double cse223 = cse221*q_e_slider_2 + cse222;
    const double cse224 = -cse189 - cse204*q_e_rod_3;
    const double cse225 = cse106 + 16*cse56;
    const double cse226 = -cse209 + cse74*q_e_slider_0;
    const double cse227 = -cse188*q_e_slider_2 + 0.18*cse19 - cse208*q_e_slider_1 + 0.18*cse65 + 0.18*cse97 + 1.2*q_r_rod_x - 1.2*q_r_slider_x;
    const double cse228 = 0.72*q_e_rod_1;
    const double cse229 = 2.4*q_e_rod_0;
    const double cse230 = cse208*q_e_rod_2 - cse229*q_e_slider_1 - cse74*q_e_slider_2;
    const double cse231 = -cse192 + cse193 + cse194;
    const double cse232 = cse188*q_e_rod_2 - cse229*q_e_slider_2 + cse74*q_e_slider_1;
    const double cse233 = -cse208*q_e_rod_1;
    const double cse234 = 1.2*q_e_rod_2;
    const double cse235 = cse233 + cse234*q_e_slider_0;
    const double cse236 = -cse136*q_e_slider_1 - cse208*q_e_rod_3 - cse234*q_e_slider_2;
    const double cse237 = cse196 + cse197 - cse198 - cse199 - cse200 + cse201 + 0.6;
    const double cse238 = -cse136*q_e_slider_2 - cse188*q_e_rod_3 + cse234*q_e_slider_1;
    const double cse239 = cse101*q_e_slider_1 + cse219;
    const double cse240 = -cse101*q_e_slider_2 + cse233;
    const double cse241 = 32*q_e_slider_0*q_e_slider_3;
    const double cse242 = 8*v_rd_slider_z;
    const double cse243 = cse103 + cse104 - cse105 + cse221*q_e_slider_1;
    const double cse244 = 8*v_rd_rod_z;
    const double cse245 = -1.2*cse83 + 8*(q_e_slider_1*q_e_slider_1) + 8*(q_e_slider_2*q_e_slider_2) - 8*q_r_rod_z + 8*q_r_slider_z - 8;
    const double cse246 = cse222 + 16*q_e_slider_1*q_e_slider_3;
    const double cse247 = 2*3.141592653589793;
    const double cse248 = cse247*t;
    const double cse249 = cos(cse248);
    const double cse250 = 2*q_e_crank_3;
    const double cse251 = 2*q_e_crank_1;
    const double cse252 = cse250*q_e_crank_2 + cse251*q_e_crank_0;
    const double cse253 = sin(cse248);
    const double cse254 = cse252*cse253;
    const double cse255 = (q_e_crank_2*q_e_crank_2);
    const double cse256 = (q_e_crank_0*q_e_crank_0);
    const double cse257 = 2*cse255 + 2*cse256 - 1;
    const double cse258 = cse249*cse257;
    const double cse259 = cse254 - cse258;
    const double cse260 = cse253*cse257;
    const double cse261 = cse249*cse252;
    const double cse262 = cse260 + cse261 + 1;
    const double cse263 = cse259/(cse262*cse262*cse262);
    const double cse264 = (cse249*cse249)*cse263;
    const double cse265 = 16*q_e_crank_0*q_e_crank_2;
    const double cse266 = (1.0/(cse262*cse262));
    const double cse267 = cse249*cse253*cse266;
    const double cse268 = cse264*cse265 - cse265*cse267;
    const double cse269 = 16*cse256;
    const double cse270 = 4*cse249;
    const double cse271 = cse270*q_e_crank_0;
    const double cse272 = cse251*cse253 - cse271;
    const double cse273 = cse266*cse272;
    const double cse274 = 4*cse253;
    const double cse275 = cse274*q_e_crank_0;
    const double cse276 = cse249*cse251 + cse275;
    const double cse277 = 8*cse249;
    const double cse278 = cse263*cse277;
    const double cse279 = cse276*cse278;
    const double cse280 = cse266*cse275;
    const double cse281 = cse259*cse266;
    const double cse282 = (1.0/(cse262));
    const double cse283 = -cse270*cse281 + cse274*cse282;
    const double cse284 = -cse271*cse273 - cse276*cse280 + cse279*q_e_crank_0 + cse283;
    const double cse285 = cse270*q_e_crank_2;
    const double cse286 = cse250*cse253 - cse285;
    const double cse287 = cse266*cse286;
    const double cse288 = cse274*q_e_crank_2;
    const double cse289 = cse249*cse250 + cse288;
    const double cse290 = cse278*cse289;
    const double cse291 = -cse271*cse287 - cse280*cse289 + cse290*q_e_crank_0;
    const double cse292 = cse277*cse282;
    const double cse293 = 3.141592653589793*q_e_crank_0;
    const double cse294 = 8*cse253;
    const double cse295 = cse281*cse294;
    const double cse296 = -cse247*cse254 + cse247*cse258;
    const double cse297 = cse266*cse296;
    const double cse298 = cse278*cse296;
    const double cse299 = cse247*cse260 + cse247*cse261;
    const double cse300 = cse266*cse299;
    const double cse301 = -cse271*cse300 - cse275*cse297 + cse292*cse293 + cse293*cse295 + cse298*q_e_crank_0;
    const double cse302 = 4*cse263;
    const double cse303 = 4*cse266;
    const double cse304 = -cse292 - cse295;
    const double cse305 = 2*cse266;
    const double cse306 = cse286*cse305;
    const double cse307 = cse276*cse302;
    const double cse308 = cse272*cse305;
    const double cse309 = -cse276*cse306 + cse289*cse307 - cse289*cse308;
    const double cse310 = cse266*cse288;
    const double cse311 = -cse273*cse285 - cse276*cse310 + cse279*q_e_crank_2;
    const double cse312 = 3.141592653589793*cse270;
    const double cse313 = 2*cse282;
    const double cse314 = 3.141592653589793*cse274;
    const double cse315 = 2*cse281;
    const double cse316 = cse299*cse305;
    const double cse317 = -cse276*cse316 + cse296*cse307 - cse296*cse308 + cse313*(cse293*cse294 + cse312*q_e_crank_1) - cse315*(cse277*cse293 - cse314*q_e_crank_1);
    const double cse318 = 4*(3.141592653589793*3.141592653589793);
    const double cse319 = cse283 - cse285*cse287 - cse289*cse310 + cse290*q_e_crank_2;
    const double cse320 = 3.141592653589793*q_e_crank_2;
    const double cse321 = cse289*cse296*cse302 - cse289*cse316 - cse296*cse306 + cse313*(cse294*cse320 + cse312*q_e_crank_3) - cse315*(cse277*cse320 - cse314*q_e_crank_3);
    const double cse322 = -cse285*cse300 - cse288*cse297 + cse292*cse320 + cse295*cse320 + cse298*q_e_crank_2;
    const double cse323 = 16*cse255;

    memset(out, 0, sizeof(double) * 21);
    out[3] = -cse0*v_ed_crank_2 - cse1*v_ed_crank_3;  /* [3, 0] */
    out[4] = -cse0*v_ed_crank_3 + cse1*v_ed_crank_2;  /* [4, 0] */
    out[5] = -0.6*cse2 - cse3*v_ed_crank_2 - 0.6*cse4 + cse5*v_ed_crank_0;  /* [5, 0] */
    out[6] = -cse6*v_ed_rod_2 - cse7*v_ed_rod_3 - 0.32*cse8 - 0.32*cse9;  /* [6, 0] */
    out[7] = -cse3*v_ed_crank_0 - cse5*v_ed_crank_2 - cse6*v_ed_rod_3 + cse7*v_ed_rod_2;  /* [7, 0] */
    out[8] = -v_ed_rod_0*(cse13*v_ed_slider_1 + cse29*v_ed_slider_3 + cse41*v_ed_slider_0 + cse46*v_ed_rod_1 + cse50*v_ed_rod_3 + cse53*v_ed_slider_2 + cse57*v_ed_rod_0) - v_ed_rod_1*(cse31*v_ed_slider_3 + cse40*v_ed_slider_0 + cse46*v_ed_rod_0 + cse51*q_e_rod_2 + cse52*q_e_rod_2 + cse55*v_ed_rod_2) - v_ed_rod_2*(cse18*v_ed_slider_1 + cse34*v_ed_slider_3 + cse42*v_ed_slider_0 + cse46*v_ed_rod_3 + cse54*v_ed_slider_2 + cse55*v_ed_rod_1 + cse57*v_ed_rod_2) - v_ed_rod_3*(cse36*v_ed_slider_3 + cse43*v_ed_slider_0 + cse46*v_ed_rod_2 + cse50*v_ed_rod_0 - cse51*q_e_rod_0 - cse52*q_e_rod_0) - v_ed_slider_0*(cse23*v_ed_slider_1 + cse26*v_ed_slider_2 + cse37*v_ed_slider_0 + cse40*v_ed_rod_1 + cse41*v_ed_rod_0 + cse42*v_ed_rod_2 + cse43*v_ed_rod_3) - v_ed_slider_1*(cse10*cse14 - cse10*cse15 + cse13*v_ed_rod_0 + cse18*v_ed_rod_2 + cse23*v_ed_slider_0 + cse26*v_ed_slider_3) - v_ed_slider_2*(cse14*cse48 - cse15*cse48 + cse26*v_ed_slider_0 + cse38*v_ed_slider_3 + cse53*v_ed_rod_0 + cse54*v_ed_rod_2) - v_ed_slider_3*(cse26*v_ed_slider_1 + cse29*v_ed_rod_0 + cse31*v_ed_rod_1 + cse34*v_ed_rod_2 + cse36*v_ed_rod_3 + cse37*v_ed_slider_3 + cse38*v_ed_slider_2);  /* [8, 0] */
    out[9] = -v_ed_rod_0*(cse107*v_ed_rod_0 + cse111*v_ed_rod_1 + cse114 - cse115*v_ed_rod_2 - cse116 + cse72*v_ed_rod_3 - cse73*q_e_rod_1 + cse88*q_e_rod_1 + cse95*q_e_rod_0 - cse96*q_e_rod_0) - v_ed_rod_1*(cse100*v_ed_rod_2 + cse111*v_ed_rod_0 - cse112*cse24 + cse113 - cse73*q_e_rod_0 - cse75*v_ed_rod_3 + cse88*q_e_rod_0) - v_ed_rod_2*(cse100*v_ed_rod_1 + cse109 - cse73*q_e_rod_3 + cse85*v_ed_rod_3 + cse88*q_e_rod_3 + cse95*q_e_rod_2 - cse96*q_e_rod_2 + v_ed_rod_2*(cse107 - 2.4*cse24)) - v_ed_rod_3*(-1.2*cse24*v_ed_rod_3 + cse63 + cse72*v_ed_rod_0 - cse73*q_e_rod_2 + cse76 + cse85*v_ed_rod_2 - cse87 + cse88*q_e_rod_2) - v_rd_rod_x*(cse90 + cse91 - cse93 - cse94) - v_rd_rod_y*(cse125 - cse61) - v_rd_rod_z*(cse123 + cse124) - v_rd_slider_x*(-cse90 - cse91 + cse93 + cse94) - v_rd_slider_y*(cse59 + cse61) - v_rd_slider_z*(cse119 + cse122);  /* [9, 0] */
    out[10] = -v_ed_rod_0*(cse113 - cse115*v_ed_rod_3 + cse126*q_e_rod_0 - cse127*q_e_rod_1 + cse128*q_e_rod_1 - cse129*q_e_rod_0 + cse137*v_ed_rod_0 + cse138*v_ed_rod_1 + cse140*v_ed_rod_2) - v_ed_rod_1*(-cse112*cse139 - cse114 + cse116 - cse127*q_e_rod_0 + cse128*q_e_rod_0 + cse130*v_ed_rod_3 + cse138*v_ed_rod_0 - cse60*cse74) - v_ed_rod_2*(cse127*q_e_rod_3 - cse128*q_e_rod_3 + cse135*v_ed_rod_3 - 1.2*cse139*v_ed_rod_2 + cse140*v_ed_rod_0 - cse63 + cse76 + cse87) - v_ed_rod_3*(cse109 + cse126*q_e_rod_3 + cse127*q_e_rod_2 - cse128*q_e_rod_2 - cse129*q_e_rod_3 + cse130*v_ed_rod_1 + cse135*v_ed_rod_2 + v_ed_rod_3*(-cse136*q_e_rod_3 + cse137)) - v_rd_rod_x*(-cse142 - cse143 - cse144 - cse145) - v_rd_rod_y*(cse122 + cse124) - v_rd_rod_z*(cse125 - cse141) - v_rd_slider_x*(cse142 + cse143 + cse144 + cse145) - v_rd_slider_y*(cse119 + cse123) - v_rd_slider_z*(cse141 + cse59);  /* [10, 0] */
    out[11] = 4*cse146 + 4*cse147;  /* [11, 0] */
    out[12] = -cse149 - cse151;  /* [12, 0] */
    out[13] = -v_ed_slider_0*(cse127*q_e_slider_3 + cse133*v_ed_slider_3 + cse158*v_ed_slider_0 + cse160 + cse161) - v_ed_slider_1*(cse127*q_e_slider_2 + cse133*v_ed_slider_2 + cse155 + cse156 + cse158*v_ed_slider_1 + cse159) - v_ed_slider_2*(cse127*q_e_slider_1 + cse133*v_ed_slider_1 + cse154) - v_ed_slider_3*(cse127*q_e_slider_0 + cse133*v_ed_slider_0 + cse152 + cse153) - v_rd_slider_x*(cse169 + cse27*v_ed_slider_1) - v_rd_slider_y*(cse166 + cse167 + cse168) - v_rd_slider_z*(-cse162*v_ed_slider_0 - cse163*v_ed_slider_2 + cse164*v_ed_slider_1 + cse165*v_ed_slider_3);  /* [13, 0] */
    out[14] = -v_ed_slider_0*(-cse105*v_ed_slider_0 - cse152 - cse153 + cse170*v_ed_slider_3 + cse173 + cse86*q_e_slider_3) - v_ed_slider_1*(cse154 + cse172*v_ed_slider_2 - cse86*q_e_slider_2) - v_ed_slider_2*(-cse105*v_ed_slider_2 - cse156 - cse159 - cse171 + cse172*v_ed_slider_1 - cse86*q_e_slider_1) - v_ed_slider_3*(cse161 + cse170*v_ed_slider_0 + cse86*q_e_slider_0) - v_rd_slider_x*(-cse166 - cse167 + cse168) - v_rd_slider_y*(-cse148*q_e_slider_2 - cse169) - v_rd_slider_z*(-cse162*v_ed_slider_3 - cse163*v_ed_slider_1 - cse164*v_ed_slider_2 - cse165*v_ed_slider_0);  /* [14, 0] */
    out[15] = cse149 - cse151;  /* [15, 0] */
    out[16] = -v_ed_rod_0*(cse101*v_rd_rod_x - cse101*v_rd_slider_x + cse202*v_ed_rod_2 + cse203*q_e_rod_2 + cse224*v_ed_slider_2 + cse226*v_ed_slider_1 + cse228*q_e_rod_0*v_ed_rod_1 + cse230*v_ed_slider_3 + cse231*v_ed_rod_3 + cse232*v_ed_slider_0 + cse77*v_rd_rod_y - cse77*v_rd_slider_y - cse79*v_rd_rod_z + v_ed_rod_0*(0.72*cse21 + cse227)) - v_ed_rod_1*(cse175*v_rd_rod_x - cse175*v_rd_slider_x + cse195*v_ed_rod_2 - cse207*q_e_rod_2 + cse220*v_ed_slider_2 + cse228*cse58 + cse235*v_ed_slider_1 + cse236*v_ed_slider_3 + cse237*v_ed_rod_3 + cse238*v_ed_slider_0 + cse77*v_rd_rod_z - cse77*v_rd_slider_z + cse79*v_rd_rod_y + v_ed_rod_1*(cse227 + 0.72*cse64)) - v_ed_rod_2*(cse175*cse206 - cse178*v_rd_rod_z + cse184*v_rd_rod_y + cse190*v_ed_slider_0 + cse191*v_ed_rod_2 + cse195*v_ed_rod_1 + cse202*v_ed_rod_0 + cse203*q_e_rod_0 - cse205*v_ed_slider_2 - cse207*q_e_rod_1 + cse210*v_ed_slider_3) - v_ed_rod_3*(cse101*cse206 + cse178*v_rd_rod_y + cse184*v_rd_rod_z + cse191*v_ed_rod_3 - cse203*q_e_rod_1 - cse207*q_e_rod_0 - cse217*v_ed_slider_2 + cse231*v_ed_rod_0 + cse237*v_ed_rod_1 + cse239*v_ed_slider_0 + cse240*v_ed_slider_3) - v_ed_slider_0*(cse190*v_ed_rod_2 + cse223*v_ed_slider_2 + cse232*v_ed_rod_0 + cse238*v_ed_rod_1 + cse239*v_ed_rod_3 + cse241*v_ed_slider_3 + cse242*q_e_slider_0 + cse243*v_ed_slider_1 - cse244*q_e_slider_0 + cse27*v_rd_rod_y - cse27*v_rd_slider_y - cse39*v_rd_rod_x + cse39*v_rd_slider_x + v_ed_slider_0*(cse245 + 16*cse44 + 48*cse45)) - v_ed_slider_1*(-cse10*v_rd_rod_x + cse10*v_rd_slider_x + cse101*q_e_slider_0*v_ed_rod_3 + cse173 + cse175*q_e_slider_0*v_ed_rod_2 + cse218*v_ed_slider_1 + cse226*v_ed_rod_0 + cse235*v_ed_rod_1 + cse243*v_ed_slider_0 + cse246*v_ed_slider_3 + cse48*v_rd_rod_y) - v_ed_slider_2*(-cse10*v_rd_rod_y + cse10*v_rd_slider_y + cse160 - cse205*v_ed_rod_2 - cse217*v_ed_rod_3 + cse218*v_ed_slider_2 + cse220*v_ed_rod_1 + cse223*v_ed_slider_0 + cse224*v_ed_rod_0 + cse225*v_ed_slider_3 - cse48*v_rd_rod_x) - v_ed_slider_3*(cse155 + cse171 + cse210*v_ed_rod_2 + cse225*v_ed_slider_2 + cse230*v_ed_rod_0 + cse236*v_ed_rod_1 + cse240*v_ed_rod_3 + cse241*v_ed_slider_0 + cse242*q_e_slider_3 - cse244*q_e_slider_3 + cse246*v_ed_slider_1 - cse27*v_rd_rod_x - cse39*v_rd_rod_y + v_ed_slider_3*(cse245 + 48*cse44 + 16*cse45)) - v_rd_rod_x*(cse108 - cse174 + cse176 - cse177 - cse51 - cse52 + cse62 - cse86) - v_rd_rod_y*(-cse127 + cse128 + cse179 - cse180 + cse181 + cse182 + cse183 + cse185 + cse186 - cse187) - v_rd_rod_z*(-cse211 + cse212 + cse213 - cse214 - cse215 - cse216 + cse73 - cse88) - v_rd_slider_x*(-cse108 + cse174 - cse176 + cse177 + cse51 + cse52 - cse62 + cse86) - v_rd_slider_y*(cse127 - cse128 - cse179 + cse180 - cse181 - cse182 - cse183 - cse185 - cse186 + cse187) - v_rd_slider_z*(cse211 - cse212 - cse213 + cse214 + cse215 + cse216 - cse73 + cse88);  /* [16, 0] */
    out[17] = -(cse296*cse296)*cse302 + cse296*cse299*cse303 - cse301*v_ed_crank_1 - cse313*(-cse254*cse318 + cse258*cse318) + cse315*(-cse260*cse318 - cse261*cse318) - cse317*v_ed_crank_0 - cse321*v_ed_crank_2 - cse322*v_ed_crank_3 - v_ed_crank_0*(cse284*v_ed_crank_1 + cse309*v_ed_crank_2 + cse311*v_ed_crank_3 + cse317 + v_ed_crank_0*(-cse272*cse276*cse303 + (cse276*cse276)*cse302 + cse304)) - v_ed_crank_1*(cse268*v_ed_crank_3 + cse284*v_ed_crank_0 + cse291*v_ed_crank_2 + cse301 + v_ed_crank_1*(cse264*cse269 - cse267*cse269)) - v_ed_crank_2*(cse291*v_ed_crank_1 + cse309*v_ed_crank_0 + cse319*v_ed_crank_3 + cse321 + v_ed_crank_2*(-cse286*cse289*cse303 + (cse289*cse289)*cse302 + cse304)) - v_ed_crank_3*(cse268*v_ed_crank_1 + cse311*v_ed_crank_0 + cse319*v_ed_crank_2 + cse322 + v_ed_crank_3*(cse264*cse323 - cse267*cse323));  /* [17, 0] */
    out[18] = -cse8 - cse9 - (v_ed_crank_1*v_ed_crank_1) - (v_ed_crank_3*v_ed_crank_3);  /* [18, 0] */
    out[19] = -cse2 - cse4 - (v_ed_rod_2*v_ed_rod_2) - (v_ed_rod_3*v_ed_rod_3);  /* [19, 0] */
    out[20] = -cse146 - cse147 - (v_ed_slider_2*v_ed_slider_2) - (v_ed_slider_3*v_ed_slider_3);  /* [20, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 21); p (parameters, 0).
 * Output: out, 21 x 21 row-major, 57 nonzero.
 * 113 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_M(const double *q, const double *p, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    (void)p;
    const double cse0 = (q_e_crank_2*q_e_crank_2);
    const double cse1 = (q_e_crank_3*q_e_crank_3);
    const double cse2 = (q_e_crank_1*q_e_crank_1);
    const double cse3 = 0.0004*cse1 + 0.0004*cse2;
    const double cse4 = q_e_crank_0*q_e_crank_1;
    const double cse5 = 0.00036*q_e_crank_3;
    const double cse6 = -0.0004*cse4 - cse5*q_e_crank_2;
    const double cse7 = -4e-05*q_e_crank_0*q_e_crank_2;
    const double cse8 = 0.0004*q_e_crank_3;
    const double cse9 = q_e_crank_1*q_e_crank_2;
    const double cse10 = -cse8*q_e_crank_0 + 0.00036*cse9;
    const double cse11 = (q_e_crank_0*q_e_crank_0);
    const double cse12 = 0.0004*cse0 + 0.0004*cse11;
    const double cse13 = cse5*q_e_crank_0 - 0.0004*cse9;
    const double cse14 = -4e-05*q_e_crank_1*q_e_crank_3;
    const double cse15 = -0.00036*cse4 - cse8*q_e_crank_2;
    const double cse16 = (q_e_rod_2*q_e_rod_2);
    const double cse17 = (q_e_rod_3*q_e_rod_3);
    const double cse18 = (q_e_rod_1*q_e_rod_1);
    const double cse19 = 0.016*cse17 + 0.016*cse18;
    const double cse20 = 0.0144*q_e_rod_2;
    const double cse21 = q_e_rod_0*q_e_rod_1;
    const double cse22 = -cse20*q_e_rod_3 - 0.016*cse21;
    const double cse23 = -0.0016*q_e_rod_0*q_e_rod_2;
    const double cse24 = q_e_rod_0*q_e_rod_3;
    const double cse25 = cse20*q_e_rod_1 - 0.016*cse24;
    const double cse26 = (q_e_rod_0*q_e_rod_0);
    const double cse27 = 0.016*cse16 + 0.016*cse26;
    const double cse28 = 0.016*q_e_rod_2;
    const double cse29 = 0.0144*cse24 - cse28*q_e_rod_1;
    const double cse30 = -0.0016*q_e_rod_1*q_e_rod_3;
    const double cse31 = -0.0144*cse21 - cse28*q_e_rod_3;
    const double cse32 = 0.0004*(q_e_slider_2*q_e_slider_2);
    const double cse33 = 0.0004*(q_e_slider_3*q_e_slider_3);
    const double cse34 = 0.0004*(q_e_slider_1*q_e_slider_1);
    const double cse35 = cse33 + cse34;
    const double cse36 = 0.0004*q_e_slider_1;
    const double cse37 = -cse36*q_e_slider_0;
    const double cse38 = 0.0004*q_e_slider_2;
    const double cse39 = -cse38*q_e_slider_0;
    const double cse40 = -0.0004*q_e_slider_0*q_e_slider_3;
    const double cse41 = 0.0004*(q_e_slider_0*q_e_slider_0);
    const double cse42 = cse32 + cse41;
    const double cse43 = -cse36*q_e_slider_2;
    const double cse44 = -cse36*q_e_slider_3;
    const double cse45 = -cse38*q_e_slider_3;

    memset(out, 0, sizeof(double) * 441);
    out[0] = 0.12;  /* [0, 0] */
    out[22] = 0.12;  /* [1, 1] */
    out[44] = 0.12;  /* [2, 2] */
    out[66] = 4e-05*cse0 + cse3;  /* [3, 3] */
    out[67] = cse6;  /* [3, 4] */
    out[68] = cse7;  /* [3, 5] */
    out[69] = cse10;  /* [3, 6] */
    out[87] = cse6;  /* [4, 3] */
    out[88] = 4e-05*cse1 + cse12;  /* [4, 4] */
    out[89] = cse13;  /* [4, 5] */
    out[90] = cse14;  /* [4, 6] */
    out[108] = cse7;  /* [5, 3] */
    out[109] = cse13;  /* [5, 4] */
    out[110] = 4e-05*cse11 + cse3;  /* [5, 5] */
    out[111] = cse15;  /* [5, 6] */
    out[129] = cse10;  /* [6, 3] */
    out[130] = cse14;  /* [6, 4] */
    out[131] = cse15;  /* [6, 5] */
    out[132] = cse12 + 4e-05*cse2;  /* [6, 6] */
    out[154] = 0.5;  /* [7, 7] */
    out[176] = 0.5;  /* [8, 8] */
    out[198] = 0.5;  /* [9, 9] */
    out[220] = 0.0016*cse16 + cse19;  /* [10, 10] */
    out[221] = cse22;  /* [10, 11] */
    out[222] = cse23;  /* [10, 12] */
    out[223] = cse25;  /* [10, 13] */
    out[241] = cse22;  /* [11, 10] */
    out[242] = 0.0016*cse17 + cse27;  /* [11, 11] */
    out[243] = cse29;  /* [11, 12] */
    out[244] = cse30;  /* [11, 13] */
    out[262] = cse23;  /* [12, 10] */
    out[263] = cse29;  /* [12, 11] */
    out[264] = cse19 + 0.0016*cse26;  /* [12, 12] */
    out[265] = cse31;  /* [12, 13] */
    out[283] = cse25;  /* [13, 10] */
    out[284] = cse30;  /* [13, 11] */
    out[285] = cse31;  /* [13, 12] */
    out[286] = 0.0016*cse18 + cse27;  /* [13, 13] */
    out[308] = 2.0;  /* [14, 14] */
    out[330] = 2.0;  /* [15, 15] */
    out[352] = 2.0;  /* [16, 16] */
    out[374] = cse32 + cse35;  /* [17, 17] */
    out[375] = cse37;  /* [17, 18] */
    out[376] = cse39;  /* [17, 19] */
    out[377] = cse40;  /* [17, 20] */
    out[395] = cse37;  /* [18, 17] */
    out[396] = cse33 + cse42;  /* [18, 18] */
    out[397] = cse43;  /* [18, 19] */
    out[398] = cse44;  /* [18, 20] */
    out[416] = cse39;  /* [19, 17] */
    out[417] = cse43;  /* [19, 18] */
    out[418] = cse35 + cse41;  /* [19, 19] */
    out[419] = cse45;  /* [19, 20] */
    out[437] = cse40;  /* [20, 17] */
    out[438] = cse44;  /* [20, 18] */
    out[439] = cse45;  /* [20, 19] */
    out[440] = cse34 + cse42;  /* [20, 20] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_slider_crank_rp_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_M(q + (size_t)k * 21, p, out + (size_t)k * 441);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 15 nonzero.
 * 310 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    (void)t;
    (void)p;
    const double cse0 = 2e-05*v_ed_crank_2;
    const double cse1 = 2e-05*q_e_crank_0;
    const double cse2 = 2e-05*v_ed_crank_0;
    const double cse3 = 2*v_ed_crank_3;
    const double cse4 = 2*q_e_crank_0;
    const double cse5 = q_e_crank_3*v_ed_crank_1;
    const double cse6 = 2*v_ed_crank_0;
    const double cse7 = cse3*q_e_crank_1 + cse4*v_ed_crank_2 - 2*cse5 - cse6*q_e_crank_2;
    const double cse8 = 2*v_ed_crank_2;
    const double cse9 = -cse3*q_e_crank_2 + cse4*v_ed_crank_1 - cse6*q_e_crank_1 + cse8*q_e_crank_3;
    const double cse10 = 0.0002*cse5;
    const double cse11 = 0.0002*v_ed_crank_0;
    const double cse12 = cse11*q_e_crank_2;
    const double cse13 = 0.0002*q_e_crank_1;
    const double cse14 = cse13*v_ed_crank_3;
    const double cse15 = 0.0002*v_ed_crank_2;
    const double cse16 = cse15*q_e_crank_0;
    const double cse17 = cse7*(-cse0*q_e_crank_3 - cse1*v_ed_crank_1 + cse2*q_e_crank_1 + 2e-05*q_e_crank_2*v_ed_crank_3) + cse9*(-cse10 - cse12 + cse14 + cse16);
    const double cse18 = 2*cse17;
    const double cse19 = q_e_crank_2*v_ed_crank_1;
    const double cse20 = 2*cse19 + cse3*q_e_crank_0 - cse6*q_e_crank_3 - cse8*q_e_crank_1;
    const double cse21 = 0.0002*v_ed_crank_3;
    const double cse22 = 0.0002*v_ed_crank_1;
    const double cse23 = 2*cse20*(-cse13*v_ed_crank_0 + cse15*q_e_crank_3 - cse21*q_e_crank_2 + cse22*q_e_crank_0) + 2*cse9*(cse11*q_e_crank_3 + cse13*v_ed_crank_2 - cse21*q_e_crank_0 - cse22*q_e_crank_2);
    const double cse24 = cse20*(cse10 + cse12 - cse14 - cse16) + cse7*(-cse0*q_e_crank_1 + cse1*v_ed_crank_3 + 2e-05*cse19 - cse2*q_e_crank_3);
    const double cse25 = 2*cse24;
    const double cse26 = 2*q_e_rod_0;
    const double cse27 = 2*q_e_rod_3;
    const double cse28 = 2*q_e_rod_1;
    const double cse29 = q_e_rod_2*v_ed_rod_0;
    const double cse30 = cse26*v_ed_rod_2 - cse27*v_ed_rod_1 + cse28*v_ed_rod_3 - 2*cse29;
    const double cse31 = 0.0008*q_e_rod_3;
    const double cse32 = 0.0008*q_e_rod_0;
    const double cse33 = 0.0008*q_e_rod_2;
    const double cse34 = 0.0008*q_e_rod_1;
    const double cse35 = 0.008*q_e_rod_3;
    const double cse36 = cse35*v_ed_rod_1;
    const double cse37 = 0.008*cse29;
    const double cse38 = 0.008*q_e_rod_1;
    const double cse39 = cse38*v_ed_rod_3;
    const double cse40 = 0.008*q_e_rod_0;
    const double cse41 = cse40*v_ed_rod_2;
    const double cse42 = q_e_rod_2*v_ed_rod_3;
    const double cse43 = cse26*v_ed_rod_1 + cse27*v_ed_rod_2 - cse28*v_ed_rod_0 - 2*cse42;
    const double cse44 = 2*cse30*(-cse31*v_ed_rod_2 - cse32*v_ed_rod_1 + cse33*v_ed_rod_3 + cse34*v_ed_rod_0) + 2*cse43*(-cse36 - cse37 + cse39 + cse41);
    const double cse45 = q_e_rod_2*v_ed_rod_1;
    const double cse46 = cse26*v_ed_rod_3 - cse27*v_ed_rod_0 - cse28*v_ed_rod_2 + 2*cse45;
    const double cse47 = 2*cse43*(cse35*v_ed_rod_0 + cse38*v_ed_rod_2 - cse40*v_ed_rod_3 - 0.008*cse45) + 2*cse46*(cse35*v_ed_rod_2 - cse38*v_ed_rod_0 + cse40*v_ed_rod_1 - 0.008*cse42);
    const double cse48 = 2*cse30*(-cse31*v_ed_rod_0 + cse32*v_ed_rod_3 + cse33*v_ed_rod_1 - cse34*v_ed_rod_2) + 2*cse46*(cse36 + cse37 - cse39 - cse41);
    const double cse49 = 2*q_e_slider_1;
    const double cse50 = 2*q_e_slider_3;
    const double cse51 = 2*q_e_slider_0;
    const double cse52 = 2*q_e_slider_2;
    const double cse53 = cse49*v_ed_slider_3 - cse50*v_ed_slider_1 + cse51*v_ed_slider_2 - cse52*v_ed_slider_0;
    const double cse54 = 0.0002*q_e_slider_3;
    const double cse55 = cse54*v_ed_slider_2;
    const double cse56 = 0.0002*q_e_slider_0;
    const double cse57 = cse56*v_ed_slider_1;
    const double cse58 = 0.0002*q_e_slider_2;
    const double cse59 = cse58*v_ed_slider_3;
    const double cse60 = 0.0002*q_e_slider_1;
    const double cse61 = cse60*v_ed_slider_0;
    const double cse62 = -cse49*v_ed_slider_0 + cse50*v_ed_slider_2 + cse51*v_ed_slider_1 - cse52*v_ed_slider_3;
    const double cse63 = cse54*v_ed_slider_1;
    const double cse64 = cse60*v_ed_slider_3;
    const double cse65 = cse58*v_ed_slider_0;
    const double cse66 = cse56*v_ed_slider_2;
    const double cse67 = cse53*(-cse55 - cse57 + cse59 + cse61) + cse62*(-cse63 + cse64 - cse65 + cse66);
    const double cse68 = 2*cse67;
    const double cse69 = -cse49*v_ed_slider_2 - cse50*v_ed_slider_0 + cse51*v_ed_slider_3 + cse52*v_ed_slider_1;
    const double cse70 = cse58*v_ed_slider_1;
    const double cse71 = cse56*v_ed_slider_3;
    const double cse72 = cse54*v_ed_slider_0;
    const double cse73 = cse60*v_ed_slider_2;
    const double cse74 = 2*cse62*(-cse70 - cse71 + cse72 + cse73) + 2*cse69*(cse55 + cse57 - cse59 - cse61);
    const double cse75 = 2*cse53*(cse70 + cse71 - cse72 - cse73) + 2*cse69*(cse63 - cse64 + cse65 - cse66);

    memset(out, 0, sizeof(double) * 21);
    out[2] = -1.1772;  /* [2, 0] */
    out[3] = -cse18*q_e_crank_3 - cse23*q_e_crank_2 - cse25*q_e_crank_1;  /* [3, 0] */
    out[4] = cse18*q_e_crank_2 - cse23*q_e_crank_3 + cse24*cse4;  /* [4, 0] */
    out[5] = -cse18*q_e_crank_1 + cse23*q_e_crank_0 + cse25*q_e_crank_3;  /* [5, 0] */
    out[6] = cse17*cse4 + cse23*q_e_crank_1 - cse25*q_e_crank_2;  /* [6, 0] */
    out[9] = -4.905;  /* [9, 0] */
    out[10] = -cse44*q_e_rod_3 - cse47*q_e_rod_2 - cse48*q_e_rod_1;  /* [10, 0] */
    out[11] = cse44*q_e_rod_2 - cse47*q_e_rod_3 + cse48*q_e_rod_0;  /* [11, 0] */
    out[12] = -cse44*q_e_rod_1 + cse47*q_e_rod_0 + cse48*q_e_rod_3;  /* [12, 0] */
    out[13] = cse44*q_e_rod_0 + cse47*q_e_rod_1 - cse48*q_e_rod_2;  /* [13, 0] */
    out[16] = -19.62;  /* [16, 0] */
    out[17] = -cse68*q_e_slider_3 - cse74*q_e_slider_2 - cse75*q_e_slider_1;  /* [17, 0] */
    out[18] = cse68*q_e_slider_2 - cse74*q_e_slider_3 + cse75*q_e_slider_0;  /* [18, 0] */
    out[19] = -cse68*q_e_slider_1 + cse74*q_e_slider_0 + cse75*q_e_slider_3;  /* [19, 0] */
    out[20] = cse51*cse67 + cse74*q_e_slider_1 - cse75*q_e_slider_2;  /* [20, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_rp_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_Q(q + (size_t)k * 21, v + (size_t)k * 21, t[k], p, out + (size_t)k * 21);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 21 row-major, 48 nonzero.
 * 841 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    (void)t;
    (void)p;
    const double cse0 = 0.0002*v_ed_crank_1;
    const double cse1 = cse0*q_e_crank_3;
    const double cse2 = 0.0002*v_ed_crank_0;
    const double cse3 = cse2*q_e_crank_2;
    const double cse4 = 0.0002*v_ed_crank_3;
    const double cse5 = cse4*q_e_crank_1;
    const double cse6 = 0.0002*v_ed_crank_2;
    const double cse7 = cse6*q_e_crank_0;
    const double cse8 = -2*cse1 - 2*cse3 + 2*cse5 + 2*cse7;
    const double cse9 = 2*q_e_crank_3;
    const double cse10 = 2*q_e_crank_0;
    const double cse11 = 2*q_e_crank_2;
    const double cse12 = 2*q_e_crank_1;
    const double cse13 = cse10*v_ed_crank_1 - cse11*v_ed_crank_3 - cse12*v_ed_crank_0 + cse9*v_ed_crank_2;
    const double cse14 = 0.0002*cse13;
    const double cse15 = cse14*v_ed_crank_2;
    const double cse16 = 2*v_ed_crank_1;
    const double cse17 = 2*v_ed_crank_0;
    const double cse18 = cse10*v_ed_crank_2 + cse12*v_ed_crank_3 - cse16*q_e_crank_3 - cse17*q_e_crank_2;
    const double cse19 = 2e-05*cse18;
    const double cse20 = cse19*v_ed_crank_1;
    const double cse21 = 2e-05*v_ed_crank_2;
    const double cse22 = 2e-05*q_e_crank_0;
    const double cse23 = 2e-05*q_e_crank_2;
    const double cse24 = 2e-05*v_ed_crank_0;
    const double cse25 = -2*cse21*q_e_crank_3 - 2*cse22*v_ed_crank_1 + 2*cse23*v_ed_crank_3 + 2*cse24*q_e_crank_1;
    const double cse26 = cse15 - cse20 + cse25*v_ed_crank_2 + cse8*v_ed_crank_1;
    const double cse27 = cse14*v_ed_crank_3;
    const double cse28 = -2*cse0*q_e_crank_2 + 2*cse2*q_e_crank_3 - 2*cse4*q_e_crank_0 + 2*cse6*q_e_crank_1;
    const double cse29 = 2*cse0*q_e_crank_0 - 2*cse2*q_e_crank_1 - 2*cse4*q_e_crank_2 + 2*cse6*q_e_crank_3;
    const double cse30 = cse10*v_ed_crank_3 - cse12*v_ed_crank_2 + cse16*q_e_crank_2 - cse17*q_e_crank_3;
    const double cse31 = 0.0002*cse30;
    const double cse32 = cse31*v_ed_crank_1;
    const double cse33 = -cse27 + cse28*v_ed_crank_1 + cse29*v_ed_crank_3 + cse32;
    const double cse34 = cse31*v_ed_crank_2;
    const double cse35 = cse19*v_ed_crank_3;
    const double cse36 = 2*cse1 + 2*cse3 - 2*cse5 - 2*cse7;
    const double cse37 = -2*cse21*q_e_crank_1 + 2*cse22*v_ed_crank_3 + 2*cse23*v_ed_crank_1 - 2*cse24*q_e_crank_3;
    const double cse38 = -cse34 + cse35 + cse36*v_ed_crank_3 + cse37*v_ed_crank_2;
    const double cse39 = 2*cse38;
    const double cse40 = cse19*v_ed_crank_0;
    const double cse41 = cse25*v_ed_crank_3 + cse27 + cse40 - cse8*v_ed_crank_0;
    const double cse42 = cse2*cse30;
    const double cse43 = cse15 - cse28*v_ed_crank_0 - cse29*v_ed_crank_2 - cse42;
    const double cse44 = -cse30*cse4;
    const double cse45 = -cse19*v_ed_crank_2;
    const double cse46 = -cse36*v_ed_crank_2 + cse37*v_ed_crank_3 + cse44 + cse45;
    const double cse47 = cse30*cse36;
    const double cse48 = cse18*cse37;
    const double cse49 = -cse47 - cse48;
    const double cse50 = cse13*cse2;
    const double cse51 = -cse25*v_ed_crank_0 + cse35 - cse50 - cse8*v_ed_crank_3;
    const double cse52 = -cse14*v_ed_crank_1;
    const double cse53 = -cse28*v_ed_crank_3 + cse29*v_ed_crank_1 + cse44 + cse52;
    const double cse54 = cse20 + cse36*v_ed_crank_1 - cse37*v_ed_crank_0 + cse42;
    const double cse55 = cse13*cse28;
    const double cse56 = cse29*cse30;
    const double cse57 = -cse55 - cse56;
    const double cse58 = -cse25*v_ed_crank_1 + cse45 + cse52 + cse8*v_ed_crank_2;
    const double cse59 = cse32 - cse36*v_ed_crank_0 - cse37*v_ed_crank_1 - cse40;
    const double cse60 = 2*cse59;
    const double cse61 = cse28*v_ed_crank_2 - cse29*v_ed_crank_0 + cse34 + cse50;
    const double cse62 = cse13*cse8;
    const double cse63 = cse18*cse25;
    const double cse64 = -cse62 - cse63;
    const double cse65 = cse47 + cse48;
    const double cse66 = cse62 + cse63;
    const double cse67 = cse55 + cse56;
    const double cse68 = 2*v_ed_rod_2;
    const double cse69 = 2*v_ed_rod_1;
    const double cse70 = 2*v_ed_rod_3;
    const double cse71 = 2*v_ed_rod_0;
    const double cse72 = cse68*q_e_rod_3 + cse69*q_e_rod_0 - cse70*q_e_rod_2 - cse71*q_e_rod_1;
    const double cse73 = 0.008*cse72;
    const double cse74 = cse73*v_ed_rod_2;
    const double cse75 = 0.008*q_e_rod_3;
    const double cse76 = cse75*v_ed_rod_1;
    const double cse77 = 0.008*q_e_rod_2;
    const double cse78 = cse77*v_ed_rod_0;
    const double cse79 = 0.008*q_e_rod_1;
    const double cse80 = cse79*v_ed_rod_3;
    const double cse81 = 0.008*q_e_rod_0;
    const double cse82 = cse81*v_ed_rod_2;
    const double cse83 = -cse76 - cse78 + cse80 + cse82;
    const double cse84 = 0.0008*v_ed_rod_2;
    const double cse85 = 0.0008*q_e_rod_0;
    const double cse86 = 0.0008*q_e_rod_2;
    const double cse87 = 0.0008*v_ed_rod_0;
    const double cse88 = -cse84*q_e_rod_3 - cse85*v_ed_rod_1 + cse86*v_ed_rod_3 + cse87*q_e_rod_1;
    const double cse89 = 2*cse88;
    const double cse90 = cse68*q_e_rod_0 - cse69*q_e_rod_3 + cse70*q_e_rod_1 - cse71*q_e_rod_2;
    const double cse91 = 0.0008*cse90;
    const double cse92 = cse91*v_ed_rod_1;
    const double cse93 = cse69*cse83 + cse74 + cse89*v_ed_rod_2 - cse92;
    const double cse94 = 2*q_e_rod_3;
    const double cse95 = 0.008*v_ed_rod_3;
    const double cse96 = cse72*cse95;
    const double cse97 = -cse68*q_e_rod_1 + cse69*q_e_rod_2 + cse70*q_e_rod_0 - cse71*q_e_rod_3;
    const double cse98 = 0.008*cse97;
    const double cse99 = cse98*v_ed_rod_1;
    const double cse100 = cse75*v_ed_rod_0 - cse77*v_ed_rod_1 + cse79*v_ed_rod_2 - cse95*q_e_rod_0;
    const double cse101 = cse75*v_ed_rod_2 - cse79*v_ed_rod_0 + cse81*v_ed_rod_1 - cse95*q_e_rod_2;
    const double cse102 = 2*cse101;
    const double cse103 = 2*cse100*cse69 + 2*cse102*v_ed_rod_3 - 2*cse96 + 2*cse99;
    const double cse104 = cse98*v_ed_rod_2;
    const double cse105 = cse76 + cse78 - cse80 - cse82;
    const double cse106 = -cse84*q_e_rod_1 + cse85*v_ed_rod_3 + cse86*v_ed_rod_1 - cse87*q_e_rod_3;
    const double cse107 = cse91*v_ed_rod_3;
    const double cse108 = -cse104 + cse105*cse70 + cse106*cse68 + cse107;
    const double cse109 = 2*q_e_rod_1;
    const double cse110 = cse91*v_ed_rod_0;
    const double cse111 = 2*cse110 - 2*cse71*cse83 + 2*cse89*v_ed_rod_3 + 2*cse96;
    const double cse112 = cse98*v_ed_rod_0;
    const double cse113 = -2*cse100*cse71 - 2*cse102*v_ed_rod_2 - 2*cse112 + 2*cse74;
    const double cse114 = -cse98*v_ed_rod_3;
    const double cse115 = -cse91*v_ed_rod_2;
    const double cse116 = -2*cse105*cse68 + 2*cse106*cse70 + 2*cse114 + 2*cse115;
    const double cse117 = 2*cse105*cse97;
    const double cse118 = 2*cse106*cse90;
    const double cse119 = -cse117 - cse118;
    const double cse120 = cse73*v_ed_rod_0;
    const double cse121 = cse107 - cse120 - cse70*cse83 - cse89*v_ed_rod_0;
    const double cse122 = 2*cse121;
    const double cse123 = -cse73*v_ed_rod_1;
    const double cse124 = 2*cse100;
    const double cse125 = 2*cse101*cse69 + 2*cse114 + 2*cse123 - 2*cse124*v_ed_rod_3;
    const double cse126 = 2*cse105*cse69 - 2*cse106*cse71 + 2*cse112 + 2*cse92;
    const double cse127 = cse102*cse97;
    const double cse128 = cse124*cse72;
    const double cse129 = -cse127 - cse128;
    const double cse130 = 2*cse115 + 2*cse123 + 2*cse68*cse83 - 2*cse69*cse88;
    const double cse131 = -2*cse101*cse71 + 2*cse104 + 2*cse120 + 2*cse124*v_ed_rod_2;
    const double cse132 = -cse105*cse71 - cse106*cse69 - cse110 + cse99;
    const double cse133 = cse89*cse90;
    const double cse134 = 2*cse72*cse83;
    const double cse135 = -cse133 - cse134;
    const double cse136 = 2*q_e_rod_2;
    const double cse137 = 2*q_e_rod_0;
    const double cse138 = cse117 + cse118;
    const double cse139 = cse133 + cse134;
    const double cse140 = 2*cse108;
    const double cse141 = cse127 + cse128;
    const double cse142 = 0.0002*q_e_slider_3;
    const double cse143 = cse142*v_ed_slider_1;
    const double cse144 = 0.0002*q_e_slider_1;
    const double cse145 = cse144*v_ed_slider_3;
    const double cse146 = 0.0002*q_e_slider_2;
    const double cse147 = cse146*v_ed_slider_0;
    const double cse148 = 0.0002*q_e_slider_0;
    const double cse149 = cse148*v_ed_slider_2;
    const double cse150 = -cse143 + cse145 - cse147 + cse149;
    const double cse151 = 2*v_ed_slider_1;
    const double cse152 = cse142*v_ed_slider_2;
    const double cse153 = cse148*v_ed_slider_1;
    const double cse154 = cse146*v_ed_slider_3;
    const double cse155 = cse144*v_ed_slider_0;
    const double cse156 = -cse152 - cse153 + cse154 + cse155;
    const double cse157 = 2*v_ed_slider_2;
    const double cse158 = 2*q_e_slider_3;
    const double cse159 = 2*q_e_slider_0;
    const double cse160 = 2*q_e_slider_2;
    const double cse161 = 2*q_e_slider_1;
    const double cse162 = cse158*v_ed_slider_2 + cse159*v_ed_slider_1 - cse160*v_ed_slider_3 - cse161*v_ed_slider_0;
    const double cse163 = 0.0002*cse162;
    const double cse164 = cse163*v_ed_slider_2;
    const double cse165 = -cse158*v_ed_slider_1 + cse159*v_ed_slider_2 - cse160*v_ed_slider_0 + cse161*v_ed_slider_3;
    const double cse166 = 0.0002*cse165;
    const double cse167 = cse166*v_ed_slider_1;
    const double cse168 = cse150*cse151 + cse156*cse157 + cse164 - cse167;
    const double cse169 = cse143 - cse145 + cse147 - cse149;
    const double cse170 = 2*v_ed_slider_3;
    const double cse171 = -cse158*v_ed_slider_0 + cse159*v_ed_slider_3 + cse160*v_ed_slider_1 - cse161*v_ed_slider_2;
    const double cse172 = 0.0002*cse171;
    const double cse173 = cse172*v_ed_slider_2;
    const double cse174 = cse142*v_ed_slider_0;
    const double cse175 = cse144*v_ed_slider_2;
    const double cse176 = cse146*v_ed_slider_1;
    const double cse177 = cse148*v_ed_slider_3;
    const double cse178 = -cse174 - cse175 + cse176 + cse177;
    const double cse179 = cse166*v_ed_slider_3;
    const double cse180 = cse157*cse178 + cse169*cse170 - cse173 + cse179;
    const double cse181 = cse174 + cse175 - cse176 - cse177;
    const double cse182 = cse163*v_ed_slider_3;
    const double cse183 = cse152 + cse153 - cse154 - cse155;
    const double cse184 = cse172*v_ed_slider_1;
    const double cse185 = cse151*cse181 + cse170*cse183 - cse182 + cse184;
    const double cse186 = 2*v_ed_slider_0;
    const double cse187 = cse166*v_ed_slider_0;
    const double cse188 = -cse150*cse186 + cse156*cse170 + cse182 + cse187;
    const double cse189 = 2*cse188;
    const double cse190 = cse172*v_ed_slider_0;
    const double cse191 = -cse157*cse183 + cse164 - cse181*cse186 - cse190;
    const double cse192 = -cse172*v_ed_slider_3;
    const double cse193 = -cse166*v_ed_slider_2;
    const double cse194 = -cse157*cse169 + cse170*cse178 + cse192 + cse193;
    const double cse195 = 2*cse171;
    const double cse196 = cse169*cse195;
    const double cse197 = 2*cse165;
    const double cse198 = cse178*cse197;
    const double cse199 = -cse196 - cse198;
    const double cse200 = cse163*v_ed_slider_0;
    const double cse201 = -cse150*cse170 - cse156*cse186 + cse179 - cse200;
    const double cse202 = cse151*cse169 + cse167 - cse178*cse186 + cse190;
    const double cse203 = -cse163*v_ed_slider_1;
    const double cse204 = cse151*cse183 - cse170*cse181 + cse192 + cse203;
    const double cse205 = 2*cse162;
    const double cse206 = cse181*cse205;
    const double cse207 = cse183*cse195;
    const double cse208 = -cse206 - cse207;
    const double cse209 = cse150*cse157 - cse151*cse156 + cse193 + cse203;
    const double cse210 = 2*cse209;
    const double cse211 = cse157*cse181 + cse173 - cse183*cse186 + cse200;
    const double cse212 = -cse151*cse178 - cse169*cse186 + cse184 - cse187;
    const double cse213 = cse156*cse197;
    const double cse214 = cse150*cse205;
    const double cse215 = -cse213 - cse214;
    const double cse216 = cse196 + cse198;
    const double cse217 = cse213 + cse214;
    const double cse218 = cse206 + cse207;

    memset(out, 0, sizeof(double) * 441);
    out[66] = -cse11*cse33 - cse26*cse9 - cse39*q_e_crank_1;  /* [3, 3] */
    out[67] = -cse11*cse43 - cse12*cse46 - cse41*cse9 + cse49;  /* [3, 4] */
    out[68] = -cse11*cse53 - cse12*cse54 - cse51*cse9 + cse57;  /* [3, 5] */
    out[69] = -cse11*cse61 - cse58*cse9 - cse60*q_e_crank_1 + cse64;  /* [3, 6] */
    out[87] = cse10*cse38 + cse11*cse26 - cse33*cse9 + cse65;  /* [4, 3] */
    out[88] = cse10*cse46 + cse11*cse41 - cse43*cse9;  /* [4, 4] */
    out[89] = cse10*cse54 + cse11*cse51 - cse53*cse9 + cse66;  /* [4, 5] */
    out[90] = cse10*cse59 + cse11*cse58 + cse57 - cse61*cse9;  /* [4, 6] */
    out[108] = cse10*cse33 - cse12*cse26 + cse39*q_e_crank_3 + cse67;  /* [5, 3] */
    out[109] = cse10*cse43 - cse12*cse41 + cse46*cse9 + cse64;  /* [5, 4] */
    out[110] = cse10*cse53 - cse12*cse51 + cse54*cse9;  /* [5, 5] */
    out[111] = cse10*cse61 - cse12*cse58 + cse60*q_e_crank_3 + cse65;  /* [5, 6] */
    out[129] = cse10*cse26 + cse12*cse33 - cse39*q_e_crank_2 + cse66;  /* [6, 3] */
    out[130] = cse10*cse41 - cse11*cse46 + cse12*cse43 + cse67;  /* [6, 4] */
    out[131] = cse10*cse51 - cse11*cse54 + cse12*cse53 + cse49;  /* [6, 5] */
    out[132] = cse10*cse58 + cse12*cse61 - cse60*q_e_crank_2;  /* [6, 6] */
    out[220] = -cse103*q_e_rod_2 - cse108*cse109 - cse93*cse94;  /* [10, 10] */
    out[221] = -cse111*q_e_rod_3 - cse113*q_e_rod_2 - cse116*q_e_rod_1 + cse119;  /* [10, 11] */
    out[222] = -cse122*q_e_rod_3 - cse125*q_e_rod_2 - cse126*q_e_rod_1 + cse129;  /* [10, 12] */
    out[223] = -cse109*cse132 - cse130*q_e_rod_3 - cse131*q_e_rod_2 + cse135;  /* [10, 13] */
    out[241] = -cse103*q_e_rod_3 + cse108*cse137 + cse136*cse93 + cse138;  /* [11, 10] */
    out[242] = cse111*q_e_rod_2 - cse113*q_e_rod_3 + cse116*q_e_rod_0;  /* [11, 11] */
    out[243] = cse122*q_e_rod_2 - cse125*q_e_rod_3 + cse126*q_e_rod_0 + cse139;  /* [11, 12] */
    out[244] = cse129 + cse130*q_e_rod_2 - cse131*q_e_rod_3 + cse132*cse137;  /* [11, 13] */
    out[262] = cse103*q_e_rod_0 - cse109*cse93 + cse140*q_e_rod_3 + cse141;  /* [12, 10] */
    out[263] = -cse111*q_e_rod_1 + cse113*q_e_rod_0 + cse116*q_e_rod_3 + cse135;  /* [12, 11] */
    out[264] = -cse109*cse121 + cse125*q_e_rod_0 + cse126*q_e_rod_3;  /* [12, 12] */
    out[265] = -cse130*q_e_rod_1 + cse131*q_e_rod_0 + cse132*cse94 + cse138;  /* [12, 13] */
    out[283] = cse103*q_e_rod_1 + cse137*cse93 + cse139 - cse140*q_e_rod_2;  /* [13, 10] */
    out[284] = cse111*q_e_rod_0 + cse113*q_e_rod_1 - cse116*q_e_rod_2 + cse141;  /* [13, 11] */
    out[285] = cse119 + cse121*cse137 + cse125*q_e_rod_1 - cse126*q_e_rod_2;  /* [13, 12] */
    out[286] = cse130*q_e_rod_0 + cse131*q_e_rod_1 - cse132*cse136;  /* [13, 13] */
    out[374] = -cse158*cse168 - cse160*cse185 - cse161*cse180;  /* [17, 17] */
    out[375] = -cse160*cse191 - cse161*cse194 - cse189*q_e_slider_3 + cse199;  /* [17, 18] */
    out[376] = -cse158*cse201 - cse160*cse204 - cse161*cse202 + cse208;  /* [17, 19] */
    out[377] = -cse160*cse211 - cse161*cse212 - cse210*q_e_slider_3 + cse215;  /* [17, 20] */
    out[395] = -cse158*cse185 + cse159*cse180 + cse160*cse168 + cse216;  /* [18, 17] */
    out[396] = -cse158*cse191 + cse159*cse194 + cse160*cse188;  /* [18, 18] */
    out[397] = -cse158*cse204 + cse159*cse202 + cse160*cse201 + cse217;  /* [18, 19] */
    out[398] = -cse158*cse211 + cse159*cse212 + cse160*cse209 + cse208;  /* [18, 20] */
    out[416] = cse158*cse180 + cse159*cse185 - cse161*cse168 + cse218;  /* [19, 17] */
    out[417] = cse158*cse194 + cse159*cse191 - cse161*cse188 + cse215;  /* [19, 18] */
    out[418] = cse158*cse202 + cse159*cse204 - cse161*cse201;  /* [19, 19] */
    out[419] = cse158*cse212 + cse159*cse211 - cse161*cse209 + cse216;  /* [19, 20] */
    out[437] = cse159*cse168 - cse160*cse180 + cse161*cse185 + cse217;  /* [20, 17] */
    out[438] = -cse160*cse194 + cse161*cse191 + cse189*q_e_slider_0 + cse218;  /* [20, 18] */
    out[439] = cse159*cse201 - cse160*cse202 + cse161*cse204 + cse199;  /* [20, 19] */
    out[440] = -cse160*cse212 + cse161*cse211 + cse210*q_e_slider_0;  /* [20, 20] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 21 row-major, 48 nonzero.
 * 709 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    (void)t;
    (void)p;
    const double cse0 = 0.0002*q_e_crank_1;
    const double cse1 = cse0*v_ed_crank_3;
    const double cse2 = 0.0002*v_ed_crank_2;
    const double cse3 = cse2*q_e_crank_0;
    const double cse4 = 0.0002*v_ed_crank_1;
    const double cse5 = cse4*q_e_crank_3;
    const double cse6 = 0.0002*q_e_crank_2;
    const double cse7 = cse6*v_ed_crank_0;
    const double cse8 = -cse1 - cse3 + cse5 + cse7;
    const double cse9 = 2*q_e_crank_3;
    const double cse10 = 2*q_e_crank_2;
    const double cse11 = 2*q_e_crank_0;
    const double cse12 = 2*q_e_crank_1;
    const double cse13 = cse10*v_ed_crank_1 + cse11*v_ed_crank_3 - cse12*v_ed_crank_2 - cse9*v_ed_crank_0;
    const double cse14 = cse13*cse6;
    const double cse15 = -2e-05*cse10*v_ed_crank_0 + 2e-05*cse11*v_ed_crank_2 + 2e-05*cse12*v_ed_crank_3 - 2e-05*cse9*v_ed_crank_1;
    const double cse16 = -cse15*q_e_crank_3;
    const double cse17 = 2e-05*q_e_crank_3;
    const double cse18 = 2e-05*q_e_crank_1;
    const double cse19 = 2e-05*v_ed_crank_1;
    const double cse20 = q_e_crank_0*v_ed_crank_3;
    const double cse21 = -cse17*v_ed_crank_0 - cse18*v_ed_crank_2 + cse19*q_e_crank_2 + 2e-05*cse20;
    const double cse22 = -cse10*cse21 + cse14 + cse16 - cse8*cse9;
    const double cse23 = 0.0002*v_ed_crank_0;
    const double cse24 = 2*cse0*v_ed_crank_2 - 0.0004*cse20 + 2*cse23*q_e_crank_3 - 2*cse6*v_ed_crank_1;
    const double cse25 = -cse10*v_ed_crank_3 + cse11*v_ed_crank_1 - cse12*v_ed_crank_0 + cse9*v_ed_crank_2;
    const double cse26 = 0.0002*cse25;
    const double cse27 = cse26*q_e_crank_3;
    const double cse28 = cse2*q_e_crank_3 - cse23*q_e_crank_1 + cse4*q_e_crank_0 - cse6*v_ed_crank_3;
    const double cse29 = -cse0*cse13;
    const double cse30 = -cse24*q_e_crank_1 + cse27 - cse28*cse9 + cse29;
    const double cse31 = cse1 + cse3 - cse5 - cse7;
    const double cse32 = cse15*q_e_crank_1;
    const double cse33 = -cse25*cse6;
    const double cse34 = -cse17*v_ed_crank_2 + cse18*v_ed_crank_0 - cse19*q_e_crank_0 + 2e-05*q_e_crank_2*v_ed_crank_3;
    const double cse35 = -cse10*cse34 - cse12*cse31 + cse32 + cse33;
    const double cse36 = 0.0002*cse13;
    const double cse37 = cse36*q_e_crank_3;
    const double cse38 = cse15*q_e_crank_2;
    const double cse39 = cse10*cse8 - cse21*cse9 + cse37 + cse38;
    const double cse40 = cse36*q_e_crank_0;
    const double cse41 = cse10*cse28 + cse24*q_e_crank_0 + cse33 + cse40;
    const double cse42 = cse15*q_e_crank_0;
    const double cse43 = cse11*cse31 - cse27 - cse34*cse9 - cse42;
    const double cse44 = cse11*cse21 - cse12*cse8 - cse32 - cse40;
    const double cse45 = cse0*cse25;
    const double cse46 = -2*cse12*cse28 + 2*cse24*q_e_crank_3 + 2*cse37 + 2*cse45;
    const double cse47 = cse26*q_e_crank_0;
    const double cse48 = cse11*cse34 + cse16 + cse31*cse9 + cse47;
    const double cse49 = cse11*cse8 + cse12*cse21 + cse29 + cse42;
    const double cse50 = 2*cse11*cse28 - 2*cse14 - 2*cse24*q_e_crank_2 - 2*cse47;
    const double cse51 = -cse10*cse31 + cse12*cse34 + cse38 + cse45;
    const double cse52 = 2*q_e_rod_2;
    const double cse53 = 2*q_e_rod_0;
    const double cse54 = 2*q_e_rod_3;
    const double cse55 = 2*q_e_rod_1;
    const double cse56 = cse52*v_ed_rod_1 + cse53*v_ed_rod_3 - cse54*v_ed_rod_0 - cse55*v_ed_rod_2;
    const double cse57 = 0.008*q_e_rod_2;
    const double cse58 = cse56*cse57;
    const double cse59 = 0.008*q_e_rod_0;
    const double cse60 = cse59*v_ed_rod_2;
    const double cse61 = 0.008*q_e_rod_3;
    const double cse62 = cse61*v_ed_rod_1;
    const double cse63 = 0.008*q_e_rod_1;
    const double cse64 = cse63*v_ed_rod_3;
    const double cse65 = cse57*v_ed_rod_0;
    const double cse66 = -cse60 + cse62 - cse64 + cse65;
    const double cse67 = 0.0008*v_ed_rod_0;
    const double cse68 = 0.0008*v_ed_rod_2;
    const double cse69 = 0.0008*q_e_rod_2;
    const double cse70 = 0.0008*q_e_rod_0;
    const double cse71 = -cse67*q_e_rod_3 - cse68*q_e_rod_1 + cse69*v_ed_rod_1 + cse70*v_ed_rod_3;
    const double cse72 = -0.0008*cse52*v_ed_rod_0 + 0.0008*cse53*v_ed_rod_2 - 0.0008*cse54*v_ed_rod_1 + 0.0008*cse55*v_ed_rod_3;
    const double cse73 = -cse72*q_e_rod_3;
    const double cse74 = -cse52*cse71 - cse54*cse66 + cse58 + cse73;
    const double cse75 = 2*cse74;
    const double cse76 = -cse52*v_ed_rod_3 + cse53*v_ed_rod_1 + cse54*v_ed_rod_2 - cse55*v_ed_rod_0;
    const double cse77 = cse61*cse76;
    const double cse78 = -cse57*v_ed_rod_1 - cse59*v_ed_rod_3 + cse61*v_ed_rod_0 + cse63*v_ed_rod_2;
    const double cse79 = -cse56*cse63;
    const double cse80 = -cse57*v_ed_rod_3 + cse59*v_ed_rod_1 + cse61*v_ed_rod_2 - cse63*v_ed_rod_0;
    const double cse81 = -cse54*cse80 - cse55*cse78 + cse77 + cse79;
    const double cse82 = -cse57*cse76;
    const double cse83 = cse60 - cse62 + cse64 - cse65;
    const double cse84 = cse67*q_e_rod_1 - cse68*q_e_rod_3 + cse69*v_ed_rod_3 - cse70*v_ed_rod_1;
    const double cse85 = cse72*q_e_rod_1;
    const double cse86 = -cse52*cse84 - cse55*cse83 + cse82 + cse85;
    const double cse87 = cse56*cse61;
    const double cse88 = cse72*q_e_rod_2;
    const double cse89 = cse52*cse66 - cse54*cse71 + cse87 + cse88;
    const double cse90 = 2*cse89;
    const double cse91 = cse56*cse59;
    const double cse92 = cse52*cse80 + cse53*cse78 + cse82 + cse91;
    const double cse93 = cse72*q_e_rod_0;
    const double cse94 = cse53*cse83 - cse54*cse84 - cse77 - cse93;
    const double cse95 = 2*cse94;
    const double cse96 = cse53*cse71 - cse55*cse66 - cse85 - cse91;
    const double cse97 = 2*cse96;
    const double cse98 = cse63*cse76;
    const double cse99 = cse54*cse78 - cse55*cse80 + cse87 + cse98;
    const double cse100 = cse59*cse76;
    const double cse101 = cse100 + cse53*cse84 + cse54*cse83 + cse73;
    const double cse102 = 2*cse101;
    const double cse103 = cse53*cse66 + cse55*cse71 + cse79 + cse93;
    const double cse104 = 2*cse103;
    const double cse105 = -cse100 - cse52*cse78 + cse53*cse80 - cse58;
    const double cse106 = -cse52*cse83 + cse55*cse84 + cse88 + cse98;
    const double cse107 = 2*cse106;
    const double cse108 = 0.0002*q_e_slider_1;
    const double cse109 = cse108*v_ed_slider_3;
    const double cse110 = 0.0002*v_ed_slider_1;
    const double cse111 = cse110*q_e_slider_3;
    const double cse112 = 0.0002*q_e_slider_0;
    const double cse113 = cse112*v_ed_slider_2;
    const double cse114 = 0.0002*q_e_slider_2;
    const double cse115 = cse114*v_ed_slider_0;
    const double cse116 = -cse109 + cse111 - cse113 + cse115;
    const double cse117 = 2*q_e_slider_3;
    const double cse118 = 2*q_e_slider_2;
    const double cse119 = 2*q_e_slider_0;
    const double cse120 = 2*q_e_slider_1;
    const double cse121 = -cse117*v_ed_slider_0 + cse118*v_ed_slider_1 + cse119*v_ed_slider_3 - cse120*v_ed_slider_2;
    const double cse122 = cse114*cse121;
    const double cse123 = 0.0002*q_e_slider_3;
    const double cse124 = cse123*v_ed_slider_0;
    const double cse125 = cse108*v_ed_slider_2;
    const double cse126 = cse110*q_e_slider_2;
    const double cse127 = cse112*v_ed_slider_3;
    const double cse128 = -cse124 - cse125 + cse126 + cse127;
    const double cse129 = -cse117*v_ed_slider_1 - cse118*v_ed_slider_0 + cse119*v_ed_slider_2 + cse120*v_ed_slider_3;
    const double cse130 = -cse123*cse129;
    const double cse131 = -cse116*cse117 - cse118*cse128 + cse122 + cse130;
    const double cse132 = cse124 + cse125 - cse126 - cse127;
    const double cse133 = cse117*v_ed_slider_2 - cse118*v_ed_slider_3 + cse119*v_ed_slider_1 - cse120*v_ed_slider_0;
    const double cse134 = cse123*cse133;
    const double cse135 = cse108*v_ed_slider_0;
    const double cse136 = cse123*v_ed_slider_2;
    const double cse137 = cse114*v_ed_slider_3;
    const double cse138 = cse110*q_e_slider_0;
    const double cse139 = -cse135 + cse136 - cse137 + cse138;
    const double cse140 = -cse108*cse121;
    const double cse141 = -cse117*cse139 - cse120*cse132 + cse134 + cse140;
    const double cse142 = cse109 - cse111 + cse113 - cse115;
    const double cse143 = -cse114*cse133;
    const double cse144 = cse135 - cse136 + cse137 - cse138;
    const double cse145 = cse108*cse129;
    const double cse146 = -cse118*cse144 - cse120*cse142 + cse143 + cse145;
    const double cse147 = cse121*cse123;
    const double cse148 = cse114*cse129;
    const double cse149 = cse116*cse118 - cse117*cse128 + cse147 + cse148;
    const double cse150 = cse112*cse121;
    const double cse151 = cse118*cse139 + cse119*cse132 + cse143 + cse150;
    const double cse152 = cse112*cse129;
    const double cse153 = -cse117*cse144 + cse119*cse142 - cse134 - cse152;
    const double cse154 = -cse116*cse120 + cse119*cse128 - cse145 - cse150;
    const double cse155 = cse108*cse133;
    const double cse156 = cse117*cse132 - cse120*cse139 + cse147 + cse155;
    const double cse157 = cse112*cse133;
    const double cse158 = cse117*cse142 + cse119*cse144 + cse130 + cse157;
    const double cse159 = cse116*cse119 + cse120*cse128 + cse140 + cse152;
    const double cse160 = -cse118*cse132 + cse119*cse139 - cse122 - cse157;
    const double cse161 = -cse118*cse142 + cse120*cse144 + cse148 + cse155;

    memset(out, 0, sizeof(double) * 441);
    out[66] = -cse10*cse30 - cse12*cse22 - cse35*cse9;  /* [3, 3] */
    out[67] = -cse10*cse41 - cse12*cse39 - cse43*cse9;  /* [3, 4] */
    out[68] = -cse12*cse44 - cse46*q_e_crank_2 - cse48*cse9;  /* [3, 5] */
    out[69] = -cse12*cse49 - cse50*q_e_crank_2 - cse51*cse9;  /* [3, 6] */
    out[87] = cse10*cse35 + cse11*cse22 - cse30*cse9;  /* [4, 3] */
    out[88] = cse10*cse43 + cse11*cse39 - cse41*cse9;  /* [4, 4] */
    out[89] = cse10*cse48 + cse11*cse44 - cse46*q_e_crank_3;  /* [4, 5] */
    out[90] = cse10*cse51 + cse11*cse49 - cse50*q_e_crank_3;  /* [4, 6] */
    out[108] = cse11*cse30 - cse12*cse35 + cse22*cse9;  /* [5, 3] */
    out[109] = cse11*cse41 - cse12*cse43 + cse39*cse9;  /* [5, 4] */
    out[110] = -cse12*cse48 + cse44*cse9 + cse46*q_e_crank_0;  /* [5, 5] */
    out[111] = -cse12*cse51 + cse49*cse9 + cse50*q_e_crank_0;  /* [5, 6] */
    out[129] = -cse10*cse22 + cse11*cse35 + cse12*cse30;  /* [6, 3] */
    out[130] = -cse10*cse39 + cse11*cse43 + cse12*cse41;  /* [6, 4] */
    out[131] = -cse10*cse44 + cse11*cse48 + cse46*q_e_crank_1;  /* [6, 5] */
    out[132] = -cse10*cse49 + cse11*cse51 + cse50*q_e_crank_1;  /* [6, 6] */
    out[220] = -cse52*cse81 - cse54*cse86 - cse75*q_e_rod_1;  /* [10, 10] */
    out[221] = -cse52*cse92 - cse90*q_e_rod_1 - cse95*q_e_rod_3;  /* [10, 11] */
    out[222] = -cse102*q_e_rod_3 - cse52*cse99 - cse97*q_e_rod_1;  /* [10, 12] */
    out[223] = -cse104*q_e_rod_1 - cse105*cse52 - cse107*q_e_rod_3;  /* [10, 13] */
    out[241] = cse52*cse86 + cse53*cse74 - cse54*cse81;  /* [11, 10] */
    out[242] = cse53*cse89 - cse54*cse92 + cse95*q_e_rod_2;  /* [11, 11] */
    out[243] = cse102*q_e_rod_2 + cse53*cse96 - cse54*cse99;  /* [11, 12] */
    out[244] = cse103*cse53 - cse105*cse54 + cse107*q_e_rod_2;  /* [11, 13] */
    out[262] = cse53*cse81 - cse55*cse86 + cse75*q_e_rod_3;  /* [12, 10] */
    out[263] = cse53*cse92 + cse90*q_e_rod_3 - cse95*q_e_rod_1;  /* [12, 11] */
    out[264] = -cse102*q_e_rod_1 + cse53*cse99 + cse97*q_e_rod_3;  /* [12, 12] */
    out[265] = cse104*q_e_rod_3 + cse105*cse53 - cse107*q_e_rod_1;  /* [12, 13] */
    out[283] = cse53*cse86 + cse55*cse81 - cse75*q_e_rod_2;  /* [13, 10] */
    out[284] = cse53*cse94 + cse55*cse92 - cse90*q_e_rod_2;  /* [13, 11] */
    out[285] = cse101*cse53 + cse55*cse99 - cse97*q_e_rod_2;  /* [13, 12] */
    out[286] = -cse104*q_e_rod_2 + cse105*cse55 + cse106*cse53;  /* [13, 13] */
    out[374] = -cse117*cse146 - cse118*cse141 - cse120*cse131;  /* [17, 17] */
    out[375] = -cse117*cse153 - cse118*cse151 - cse120*cse149;  /* [17, 18] */
    out[376] = -cse117*cse158 - cse118*cse156 - cse120*cse154;  /* [17, 19] */
    out[377] = -cse117*cse161 - cse118*cse160 - cse120*cse159;  /* [17, 20] */
    out[395] = -cse117*cse141 + cse118*cse146 + cse119*cse131;  /* [18, 17] */
    out[396] = -cse117*cse151 + cse118*cse153 + cse119*cse149;  /* [18, 18] */
    out[397] = -cse117*cse156 + cse118*cse158 + cse119*cse154;  /* [18, 19] */
    out[398] = -cse117*cse160 + cse118*cse161 + cse119*cse159;  /* [18, 20] */
    out[416] = cse117*cse131 + cse119*cse141 - cse120*cse146;  /* [19, 17] */
    out[417] = cse117*cse149 + cse119*cse151 - cse120*cse153;  /* [19, 18] */
    out[418] = cse117*cse154 + cse119*cse156 - cse120*cse158;  /* [19, 19] */
    out[419] = cse117*cse159 + cse119*cse160 - cse120*cse161;  /* [19, 20] */
    out[437] = -cse118*cse131 + cse119*cse146 + cse120*cse141;  /* [20, 17] */
    out[438] = -cse118*cse149 + cse119*cse153 + cse120*cse151;  /* [20, 18] */
    out[439] = -cse118*cse154 + cse119*cse158 + cse120*cse156;  /* [20, 19] */
    out[440] = -cse118*cse159 + cse119*cse161 + cse120*cse160;  /* [20, 20] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 21); a (accelerations (time derivative of v), 21); p (parameters, 0).
 * Output: out, 21 x 21 row-major, 48 nonzero.
 * 261 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_12 = a[12];
    const double a_13 = a[13];
    const double a_17 = a[17];
    const double a_18 = a[18];
    const double a_19 = a[19];
    const double a_20 = a[20];
    (void)p;
    const double cse0 = a_5*q_e_crank_2;
    const double cse1 = 0.0004*a_6;
    const double cse2 = a_4*q_e_crank_1;
    const double cse3 = -cse1*q_e_crank_3 - 0.0004*cse2;
    const double cse4 = a_6*q_e_crank_2;
    const double cse5 = 0.0008*a_3;
    const double cse6 = a_5*q_e_crank_0;
    const double cse7 = a_6*q_e_crank_1;
    const double cse8 = 0.00036*cse7;
    const double cse9 = a_4*q_e_crank_3;
    const double cse10 = 0.00036*cse9;
    const double cse11 = a_3*q_e_crank_2;
    const double cse12 = a_4*q_e_crank_2;
    const double cse13 = 0.00036*a_5;
    const double cse14 = 0.0008*q_e_crank_0;
    const double cse15 = 0.0004*a_3;
    const double cse16 = a_3*q_e_crank_0;
    const double cse17 = -0.0004*cse0 - 0.0004*cse16;
    const double cse18 = 0.0004*a_5;
    const double cse19 = 0.00036*a_3;
    const double cse20 = 0.00036*cse6;
    const double cse21 = 0.00036*cse11;
    const double cse22 = 0.00036*q_e_crank_0;
    const double cse23 = 0.0008*a_5;
    const double cse24 = 0.016*a_11;
    const double cse25 = 0.016*a_13;
    const double cse26 = -cse24*q_e_rod_1 - cse25*q_e_rod_3;
    const double cse27 = 0.0144*q_e_rod_2;
    const double cse28 = a_10*q_e_rod_1;
    const double cse29 = a_12*q_e_rod_0;
    const double cse30 = 0.0144*a_13;
    const double cse31 = cse30*q_e_rod_1;
    const double cse32 = 0.0144*a_11;
    const double cse33 = cse32*q_e_rod_3;
    const double cse34 = a_10*q_e_rod_2;
    const double cse35 = 0.032*q_e_rod_3;
    const double cse36 = 0.0144*a_12;
    const double cse37 = 0.032*a_11;
    const double cse38 = 0.016*a_10;
    const double cse39 = 0.016*a_12;
    const double cse40 = -cse38*q_e_rod_0 - cse39*q_e_rod_2;
    const double cse41 = a_13*q_e_rod_1;
    const double cse42 = cse36*q_e_rod_0;
    const double cse43 = a_11*q_e_rod_3;
    const double cse44 = a_10*cse27;
    const double cse45 = a_12*q_e_rod_1;
    const double cse46 = 0.032*a_13;
    const double cse47 = 0.0004*a_20;
    const double cse48 = -cse47*q_e_slider_3;
    const double cse49 = 0.0004*q_e_slider_2;
    const double cse50 = -a_19*cse49;
    const double cse51 = 0.0004*a_18;
    const double cse52 = -cse51*q_e_slider_1;
    const double cse53 = cse50 + cse52;
    const double cse54 = 0.0008*a_17;
    const double cse55 = 0.0004*a_19;
    const double cse56 = 0.0004*a_17;
    const double cse57 = 0.0008*a_18;
    const double cse58 = -cse56*q_e_slider_0;
    const double cse59 = cse48 + cse58;
    const double cse60 = 0.0008*a_19;
    const double cse61 = 0.0008*a_20;

    memset(out, 0, sizeof(double) * 441);
    out[66] = -4e-05*cse0 + cse3;  /* [3, 3] */
    out[67] = -0.0004*a_4*q_e_crank_0 + 0.00036*cse4 + cse5*q_e_crank_1;  /* [3, 4] */
    out[68] = -cse10 + 8e-05*cse11 - 4e-05*cse6 + cse8;  /* [3, 5] */
    out[69] = -cse1*q_e_crank_0 - 0.00036*cse12 + cse5*q_e_crank_3;  /* [3, 6] */
    out[87] = a_4*cse14 + cse13*q_e_crank_3 - cse15*q_e_crank_1;  /* [4, 3] */
    out[88] = -4e-05*a_6*q_e_crank_3 + cse17;  /* [4, 4] */
    out[89] = 0.0008*cse12 - cse18*q_e_crank_1 - cse19*q_e_crank_3;  /* [4, 5] */
    out[90] = cse20 - cse21 - 4e-05*cse7 + 8e-05*cse9;  /* [4, 6] */
    out[108] = cse10 - 4e-05*cse11 + 8e-05*cse6 - cse8;  /* [5, 3] */
    out[109] = -a_6*cse22 - 0.0004*cse12 + cse23*q_e_crank_1;  /* [5, 4] */
    out[110] = -4e-05*cse16 + cse3;  /* [5, 5] */
    out[111] = a_4*cse22 + cse23*q_e_crank_3 - 0.0004*cse4;  /* [5, 6] */
    out[129] = a_6*cse14 - cse13*q_e_crank_1 - cse15*q_e_crank_3;  /* [6, 3] */
    out[130] = -cse20 + cse21 + 8e-05*cse7 - 4e-05*cse9;  /* [6, 4] */
    out[131] = -cse18*q_e_crank_3 + cse19*q_e_crank_1 + 0.0008*cse4;  /* [6, 5] */
    out[132] = cse17 - 4e-05*cse2;  /* [6, 6] */
    out[220] = -0.0016*a_12*q_e_rod_2 + cse26;  /* [10, 10] */
    out[221] = a_13*cse27 - cse24*q_e_rod_0 + 0.032*cse28;  /* [10, 11] */
    out[222] = -0.0016*cse29 + cse31 - cse33 + 0.0032*cse34;  /* [10, 12] */
    out[223] = a_10*cse35 - cse25*q_e_rod_0 - cse32*q_e_rod_2;  /* [10, 13] */
    out[241] = -0.016*cse28 + cse36*q_e_rod_3 + cse37*q_e_rod_0;  /* [11, 10] */
    out[242] = -0.0016*a_13*q_e_rod_3 + cse40;  /* [11, 11] */
    out[243] = -0.0144*a_10*q_e_rod_3 + cse37*q_e_rod_2 - cse39*q_e_rod_1;  /* [11, 12] */
    out[244] = -0.0016*cse41 + cse42 + 0.0032*cse43 - cse44;  /* [11, 13] */
    out[262] = 0.0032*cse29 - cse31 + cse33 - 0.0016*cse34;  /* [12, 10] */
    out[263] = -cse24*q_e_rod_2 - cse30*q_e_rod_0 + 0.032*cse45;  /* [12, 11] */
    out[264] = -0.0016*a_10*q_e_rod_0 + cse26;  /* [12, 12] */
    out[265] = a_12*cse35 - cse25*q_e_rod_2 + cse32*q_e_rod_0;  /* [12, 13] */
    out[283] = -cse38*q_e_rod_3 - 0.0144*cse45 + cse46*q_e_rod_0;  /* [13, 10] */
    out[284] = 0.0032*cse41 - cse42 - 0.0016*cse43 + cse44;  /* [13, 11] */
    out[285] = 0.0144*cse28 - cse39*q_e_rod_3 + cse46*q_e_rod_2;  /* [13, 12] */
    out[286] = -0.0016*a_11*q_e_rod_1 + cse40;  /* [13, 13] */
    out[374] = cse48 + cse53;  /* [17, 17] */
    out[375] = -cse51*q_e_slider_0 + cse54*q_e_slider_1;  /* [17, 18] */
    out[376] = cse54*q_e_slider_2 - cse55*q_e_slider_0;  /* [17, 19] */
    out[377] = -cse47*q_e_slider_0 + cse54*q_e_slider_3;  /* [17, 20] */
    out[395] = -cse56*q_e_slider_1 + cse57*q_e_slider_0;  /* [18, 17] */
    out[396] = cse50 + cse59;  /* [18, 18] */
    out[397] = -cse55*q_e_slider_1 + cse57*q_e_slider_2;  /* [18, 19] */
    out[398] = -cse47*q_e_slider_1 + cse57*q_e_slider_3;  /* [18, 20] */
    out[416] = -a_17*cse49 + cse60*q_e_slider_0;  /* [19, 17] */
    out[417] = -a_18*cse49 + cse60*q_e_slider_1;  /* [19, 18] */
    out[418] = cse52 + cse59;  /* [19, 19] */
    out[419] = -a_20*cse49 + cse60*q_e_slider_3;  /* [19, 20] */
    out[437] = -cse56*q_e_slider_3 + cse61*q_e_slider_0;  /* [20, 17] */
    out[438] = -cse51*q_e_slider_3 + cse61*q_e_slider_1;  /* [20, 18] */
    out[439] = -cse55*q_e_slider_3 + cse61*q_e_slider_2;  /* [20, 19] */
    out[440] = cse53 + cse58;  /* [20, 20] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 21); lam (Lagrange multipliers, one per constraint row, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 21 row-major, 184 nonzero.
 * 767 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    const double lam_7 = lam[7];
    const double lam_8 = lam[8];
    const double lam_9 = lam[9];
    const double lam_10 = lam[10];
    const double lam_11 = lam[11];
    const double lam_12 = lam[12];
    const double lam_13 = lam[13];
    const double lam_14 = lam[14];
    const double lam_15 = lam[15];
    const double lam_16 = lam[16];
    const double lam_17 = lam[17];
    const double lam_18 = lam[18];
    const double lam_19 = lam[19];
    const double lam_20 = lam[20];
    (void)p;
    const double cse0 = 2*3.141592653589793*t;
    const double cse1 = cos(cse0);
    const double cse2 = 2*q_e_crank_1;
    const double cse3 = sin(cse0);
    const double cse4 = 4*cse3;
    const double cse5 = cse4*q_e_crank_0;
    const double cse6 = cse1*cse2 + cse5;
    const double cse7 = 2*q_e_crank_3;
    const double cse8 = cse2*q_e_crank_0 + cse7*q_e_crank_2;
    const double cse9 = (q_e_crank_2*q_e_crank_2);
    const double cse10 = (q_e_crank_0*q_e_crank_0);
    const double cse11 = 2*cse10 + 2*cse9 - 1;
    const double cse12 = -cse1*cse11 + cse3*cse8;
    const double cse13 = cse1*cse8 + cse11*cse3 + 1;
    const double cse14 = cse12/(cse13*cse13*cse13);
    const double cse15 = 4*cse14;
    const double cse16 = 4*cse1;
    const double cse17 = cse16*q_e_crank_0;
    const double cse18 = -cse17 + cse2*cse3;
    const double cse19 = (1.0/(cse13*cse13));
    const double cse20 = 4*cse19;
    const double cse21 = (1.0/(cse13));
    const double cse22 = 8*cse1;
    const double cse23 = cse12*cse19;
    const double cse24 = -cse21*cse22 - 8*cse23*cse3;
    const double cse25 = lam_18 + 0.32*lam_6;
    const double cse26 = cse18*cse19;
    const double cse27 = cse14*cse22;
    const double cse28 = cse27*q_e_crank_0;
    const double cse29 = cse19*cse6;
    const double cse30 = -cse16*cse23 + cse21*cse4;
    const double cse31 = 0.16*lam_7;
    const double cse32 = cse31 + lam_17*(-cse17*cse26 + cse28*cse6 - cse29*cse5 + cse30);
    const double cse33 = cse4*q_e_crank_2;
    const double cse34 = cse1*cse7 + cse33;
    const double cse35 = 2*cse19;
    const double cse36 = cse16*q_e_crank_2;
    const double cse37 = cse3*cse7 - cse36;
    const double cse38 = 2*lam_4;
    const double cse39 = -cse38 + lam_17*(cse15*cse34*cse6 - cse18*cse34*cse35 - cse35*cse37*cse6);
    const double cse40 = cse27*q_e_crank_2;
    const double cse41 = 0.16*lam_5;
    const double cse42 = 2*lam_3;
    const double cse43 = -cse41 + cse42 + lam_17*(-cse26*cse36 - cse29*cse33 + cse40*cse6);
    const double cse44 = 16*cse10;
    const double cse45 = (cse1*cse1)*cse14;
    const double cse46 = cse1*cse19*cse3;
    const double cse47 = cse19*cse34;
    const double cse48 = cse19*cse37;
    const double cse49 = cse41 + cse42 + lam_17*(-cse17*cse48 + cse28*cse34 - cse47*cse5);
    const double cse50 = 16*q_e_crank_0*q_e_crank_2;
    const double cse51 = cse38 + lam_17*(cse45*cse50 - cse46*cse50);
    const double cse52 = cse31 + lam_17*(cse30 - cse33*cse47 + cse34*cse40 - cse36*cse48);
    const double cse53 = 16*cse9;
    const double cse54 = 2*lam_16;
    const double cse55 = 1.2*lam_16;
    const double cse56 = cse55*q_e_rod_0;
    const double cse57 = 2*lam_10;
    const double cse58 = cse57*q_e_rod_2;
    const double cse59 = -cse58;
    const double cse60 = 2*lam_9;
    const double cse61 = cse60*q_e_rod_3;
    const double cse62 = cse56 + cse59 + cse61;
    const double cse63 = cse55*q_e_rod_1;
    const double cse64 = cse57*q_e_rod_3;
    const double cse65 = -cse64;
    const double cse66 = cse60*q_e_rod_2;
    const double cse67 = -cse66;
    const double cse68 = cse63 + cse65 + cse67;
    const double cse69 = 2*q_e_rod_0;
    const double cse70 = cse69*lam_10;
    const double cse71 = -cse70;
    const double cse72 = cse60*q_e_rod_1;
    const double cse73 = -cse72;
    const double cse74 = cse71 + cse73;
    const double cse75 = cse57*q_e_rod_1;
    const double cse76 = -cse75;
    const double cse77 = cse60*q_e_rod_0;
    const double cse78 = cse76 + cse77;
    const double cse79 = -cse54;
    const double cse80 = 4*lam_16;
    const double cse81 = cse80*q_e_slider_2;
    const double cse82 = -cse81;
    const double cse83 = cse80*q_e_slider_3;
    const double cse84 = -cse83;
    const double cse85 = cse80*q_e_slider_0;
    const double cse86 = -cse85;
    const double cse87 = cse80*q_e_slider_1;
    const double cse88 = -cse87;
    const double cse89 = 0.6*lam_16;
    const double cse90 = cse89*q_e_rod_3;
    const double cse91 = 4*lam_9;
    const double cse92 = cse91*q_e_rod_0;
    const double cse93 = cse75 + cse90 - cse92;
    const double cse94 = cse89*q_e_rod_2;
    const double cse95 = cse70 + cse94;
    const double cse96 = cse89*q_e_rod_1;
    const double cse97 = cse91*q_e_rod_2;
    const double cse98 = cse65 + cse96 - cse97;
    const double cse99 = cse89*q_e_rod_0;
    const double cse100 = cse59 + cse99;
    const double cse101 = -cse94;
    const double cse102 = 4*lam_10;
    const double cse103 = cse102*q_e_rod_0;
    const double cse104 = cse101 - cse103 + cse73;
    const double cse105 = -cse77;
    const double cse106 = cse105 + cse90;
    const double cse107 = -cse99;
    const double cse108 = -cse61;
    const double cse109 = cse107 + cse108;
    const double cse110 = cse102*q_e_rod_3;
    const double cse111 = -cse110 + cse67 + cse96;
    const double cse112 = 8*lam_16;
    const double cse113 = cse112*q_e_slider_0;
    const double cse114 = -cse113;
    const double cse115 = cse112*q_e_slider_3;
    const double cse116 = -cse115;
    const double cse117 = q_e_slider_2*q_e_slider_3;
    const double cse118 = q_e_slider_0*q_e_slider_1;
    const double cse119 = lam_8*(8*cse117 - 8*cse118);
    const double cse120 = (q_e_rod_0*q_e_rod_0);
    const double cse121 = (q_e_rod_1*q_e_rod_1);
    const double cse122 = 2*cse120 + 2*cse121 - 1;
    const double cse123 = 2.4*q_e_slider_3;
    const double cse124 = 2.4*q_e_slider_2;
    const double cse125 = (q_e_rod_3*q_e_rod_3);
    const double cse126 = (q_e_rod_2*q_e_rod_2);
    const double cse127 = 0.18*cse122 - cse123*q_e_slider_1 - cse124*q_e_slider_0 + 0.18*cse125 + 0.18*cse126 + 1.2*q_r_rod_x - 1.2*q_r_slider_x;
    const double cse128 = q_e_rod_1*q_e_rod_3;
    const double cse129 = 2*cse128 - cse69*q_e_rod_2;
    const double cse130 = 1.2*q_e_rod_0;
    const double cse131 = -0.6*cse129 - cse130*q_e_rod_2 - 4*q_r_rod_z + 4*q_r_slider_z;
    const double cse132 = q_e_rod_0*q_e_rod_3;
    const double cse133 = q_e_rod_1*q_e_rod_2;
    const double cse134 = 2*cse133 + cse69*q_e_rod_3;
    const double cse135 = 0.6*cse134;
    const double cse136 = 4*q_r_slider_y;
    const double cse137 = 4*q_r_rod_y;
    const double cse138 = -cse135 + cse136 - cse137;
    const double cse139 = 1.2*cse132 + cse138;
    const double cse140 = lam_19 + 0.6*lam_5;
    const double cse141 = 0.3*cse134;
    const double cse142 = 2*q_r_rod_y;
    const double cse143 = 2*q_r_slider_y;
    const double cse144 = -0.6*cse133;
    const double cse145 = (q_e_slider_3*q_e_slider_3);
    const double cse146 = (q_e_slider_0*q_e_slider_0);
    const double cse147 = lam_8*(4*cse145 + 4*cse146 - 2);
    const double cse148 = 0.6*cse128;
    const double cse149 = q_e_rod_0*q_e_rod_2;
    const double cse150 = 2*q_r_slider_z;
    const double cse151 = -0.3*cse129 + cse150 - 2*q_r_rod_z;
    const double cse152 = cse147 + lam_10*(-1.7999999999999998*cse132 + cse141 + cse142 - cse143 + cse144) + 0.72*lam_16*q_e_rod_0*q_e_rod_1 + lam_9*(cse148 - 1.7999999999999998*cse149 + cse151);
    const double cse153 = 0.09*cse129;
    const double cse154 = 0.6*q_r_rod_z;
    const double cse155 = 0.6*q_r_slider_z;
    const double cse156 = 1.2*cse145;
    const double cse157 = 1.2*cse146;
    const double cse158 = 0.18*q_e_rod_2;
    const double cse159 = 0.18*cse128 + cse158*q_e_rod_0;
    const double cse160 = 0.6*cse121;
    const double cse161 = 0.5999999999999999*cse120;
    const double cse162 = 2*q_r_slider_x;
    const double cse163 = 0.3*cse122;
    const double cse164 = 2*q_r_rod_x;
    const double cse165 = cse162 - cse163 - cse164;
    const double cse166 = cse130*q_e_rod_1;
    const double cse167 = 0.3*lam_7;
    const double cse168 = -cse166*lam_9 - cse167 + lam_10*(cse160 + cse161 + cse165 - 0.3) + lam_16*(-cse153 - cse154 + cse155 + cse156 + cse157 + cse159 - 0.6);
    const double cse169 = 0.18*cse132;
    const double cse170 = cse158*q_e_rod_1;
    const double cse171 = -1.2*cse117 + 1.2*cse118 + 0.09*cse134 + 0.6*q_r_rod_y - 0.6*q_r_slider_y;
    const double cse172 = -cse162;
    const double cse173 = q_e_slider_1*q_e_slider_3;
    const double cse174 = 4*cse173;
    const double cse175 = 4*q_e_slider_2;
    const double cse176 = cse175*q_e_slider_0;
    const double cse177 = 0.3*lam_6;
    const double cse178 = -cse166*lam_10 + cse177 + lam_16*(cse169 - cse170 + cse171) + lam_8*(-cse174 - cse176) + lam_9*(-cse160 - cse161 + cse163 + cse164 + cse172 + 0.3);
    const double cse179 = cse108 - cse56 + cse58;
    const double cse180 = -cse90;
    const double cse181 = cse180 + cse76 + cse92;
    const double cse182 = cse103 + cse72 + cse94;
    const double cse183 = 1.2*q_e_rod_3;
    const double cse184 = 2.4*q_e_slider_0;
    const double cse185 = 8*q_e_rod_0;
    const double cse186 = 8*q_e_rod_1;
    const double cse187 = lam_16*(-cse124*q_e_rod_0 + cse183*q_e_slider_1 + cse184*q_e_rod_2) + lam_8*(-cse175*q_e_rod_3 - cse185*q_e_slider_1 + cse186*q_e_slider_0);
    const double cse188 = cse123*q_e_rod_0;
    const double cse189 = 4*q_e_slider_3;
    const double cse190 = cse185*q_e_slider_0;
    const double cse191 = lam_16*(cse183*q_e_slider_0 - cse188) + lam_8*(-cse189*q_e_rod_3 - cse190);
    const double cse192 = cse184*q_e_rod_0;
    const double cse193 = 4*q_e_rod_3;
    const double cse194 = cse185*q_e_slider_3;
    const double cse195 = lam_16*(-cse183*q_e_slider_3 - cse192) + lam_8*(-cse193*q_e_slider_0 + cse194);
    const double cse196 = 2.4*q_e_slider_1;
    const double cse197 = lam_16*(cse123*q_e_rod_2 - cse183*q_e_slider_2 - cse196*q_e_rod_0) + lam_8*(cse185*q_e_slider_2 + cse186*q_e_slider_3 - cse193*q_e_slider_1);
    const double cse198 = cse133*lam_9;
    const double cse199 = cse128*lam_10;
    const double cse200 = cse183*q_e_rod_2;
    const double cse201 = -1.2*cse121 + cse165 + 0.3;
    const double cse202 = cse177 - cse200*lam_10 + lam_16*(-cse169 + cse170 + cse171) + lam_8*(cse174 + cse176) + lam_9*(-0.6*cse125 - 1.7999999999999998*cse126 + cse201);
    const double cse203 = cse167 - cse200*lam_9 + lam_10*(-1.7999999999999998*cse125 - 0.6*cse126 + cse201) + lam_16*(cse153 + cse154 - cse155 - cse156 - cse157 + cse159 + 0.6);
    const double cse204 = -cse63 + cse64 + cse66;
    const double cse205 = cse101 + cse71;
    const double cse206 = cse180 + cse77;
    const double cse207 = 1.2*q_e_rod_2;
    const double cse208 = lam_16*(-cse124*q_e_rod_1 - cse184*q_e_rod_3 + cse207*q_e_slider_1) + lam_8*(cse175*q_e_rod_2 + cse190);
    const double cse209 = -cse123*q_e_rod_1;
    const double cse210 = lam_8*q_e_rod_2;
    const double cse211 = cse189*cse210 + lam_16*(cse207*q_e_slider_0 + cse209);
    const double cse212 = -cse184*q_e_rod_1;
    const double cse213 = 4*q_e_slider_0;
    const double cse214 = cse210*cse213 + lam_16*(-cse207*q_e_slider_3 + cse212);
    const double cse215 = 4*q_e_slider_1;
    const double cse216 = lam_16*(-cse123*q_e_rod_3 - cse196*q_e_rod_1 - cse207*q_e_slider_2) + lam_8*(cse194 + cse215*q_e_rod_2);
    const double cse217 = lam_16*(0.18*cse120 + 0.18*cse121) + lam_19;
    const double cse218 = cse147 + lam_10*(0.6*cse132 - cse141 - cse142 + cse143 + cse144) + lam_9*(-cse148 - 0.6*cse149 + cse151);
    const double cse219 = cse70 + cse72;
    const double cse220 = -cse96;
    const double cse221 = cse220 + cse64 + cse97;
    const double cse222 = cse61 + cse99;
    const double cse223 = 1.2*q_e_rod_1;
    const double cse224 = 8*q_e_rod_2;
    const double cse225 = 8*q_e_rod_3;
    const double cse226 = lam_16*(cse192 + cse223*q_e_slider_1) + lam_8*(cse175*q_e_rod_1 - cse224*q_e_slider_1 + cse225*q_e_slider_0);
    const double cse227 = cse224*q_e_slider_0;
    const double cse228 = cse63*q_e_slider_0 + lam_8*(cse189*q_e_rod_1 - cse227);
    const double cse229 = cse224*q_e_slider_3;
    const double cse230 = -cse63*q_e_slider_3 + lam_8*(cse213*q_e_rod_1 + cse229);
    const double cse231 = lam_16*(cse188 - cse223*q_e_slider_2) + lam_8*(cse215*q_e_rod_1 + cse224*q_e_slider_2 + cse225*q_e_slider_3);
    const double cse232 = cse105 + cse75;
    const double cse233 = cse107 + cse58;
    const double cse234 = cse110 + cse220 + cse66;
    const double cse235 = lam_16*(cse130*q_e_slider_1 + cse212) + lam_8*(-cse175*q_e_rod_0 + cse227);
    const double cse236 = lam_8*q_e_rod_0;
    const double cse237 = -cse189*cse236 + cse56*q_e_slider_0;
    const double cse238 = -cse213*cse236 - cse56*q_e_slider_3;
    const double cse239 = lam_16*(-cse130*q_e_slider_2 + cse209) + lam_8*(-cse215*q_e_rod_0 + cse229);
    const double cse240 = 4*lam_13;
    const double cse241 = 2*lam_14;
    const double cse242 = cse241*q_e_slider_3;
    const double cse243 = cse240*q_e_slider_0 + cse242 + cse81;
    const double cse244 = -cse241*q_e_slider_2;
    const double cse245 = cse240*q_e_slider_1 + cse244 + cse83;
    const double cse246 = -cse241*q_e_slider_1;
    const double cse247 = cse246 + cse85;
    const double cse248 = cse241*q_e_slider_0;
    const double cse249 = cse248 + cse87;
    const double cse250 = 4*lam_14;
    const double cse251 = 2*lam_13;
    const double cse252 = cse251*q_e_slider_3;
    const double cse253 = -cse250*q_e_slider_0 + cse252 + cse88;
    const double cse254 = cse251*q_e_slider_2;
    const double cse255 = cse254 + cse86;
    const double cse256 = cse251*q_e_slider_1;
    const double cse257 = -cse250*q_e_slider_2 + cse256 + cse83;
    const double cse258 = cse251*q_e_slider_0;
    const double cse259 = cse258 + cse81;
    const double cse260 = cse113 + cse246 - cse254;
    const double cse261 = -cse248 + cse252;
    const double cse262 = -cse242 - cse258;
    const double cse263 = cse115 + cse244 + cse256;
    const double cse264 = -cse136*lam_14;
    const double cse265 = -1.2*cse129 + 8*(q_e_slider_1*q_e_slider_1) + 8*(q_e_slider_2*q_e_slider_2) - 8*q_r_rod_z + 8*q_r_slider_z - 8;
    const double cse266 = lam_20 + lam_8*(cse185*q_e_rod_1 + cse224*q_e_rod_3);
    const double cse267 = 4*q_r_slider_x;
    const double cse268 = -4*lam_11 + lam_13*(cse267 - 0.8);
    const double cse269 = 16*q_e_slider_0;
    const double cse270 = -cse150*lam_14;
    const double cse271 = 4*cse126;
    const double cse272 = 4*cse120;
    const double cse273 = cse270 + lam_16*(cse135 - cse136 + cse137 + cse269*q_e_slider_1) + lam_8*(-cse271 - cse272 + 2);
    const double cse274 = -0.6*cse122 + cse267 - 4*q_r_rod_x;
    const double cse275 = cse150*lam_13;
    const double cse276 = lam_8*(-4*cse132 + 4*cse133);
    const double cse277 = -cse275 + cse276 + lam_16*(cse269*q_e_slider_2 + cse274);
    const double cse278 = 2*lam_12;
    const double cse279 = cse143*lam_13 - 2*lam_15;
    const double cse280 = -cse278 + cse279 + lam_14*(cse162 - 0.4) + 32*lam_16*q_e_slider_0*q_e_slider_3;
    const double cse281 = lam_16*(8*cse145 + 8*cse146) + lam_20;
    const double cse282 = cse278 + cse279 + lam_14*(cse172 + 0.4);
    const double cse283 = cse275 + cse276 + lam_16*(16*cse173 + cse274);
    const double cse284 = cse270 + lam_16*(16*cse117 + cse138) + lam_8*(cse271 + cse272 - 2);

    memset(out, 0, sizeof(double) * 441);
    out[66] = cse25 + lam_17*(cse15*(cse6*cse6) - cse18*cse20*cse6 + cse24);  /* [3, 3] */
    out[67] = cse32;  /* [3, 4] */
    out[68] = cse39;  /* [3, 5] */
    out[69] = cse43;  /* [3, 6] */
    out[87] = cse32;  /* [4, 3] */
    out[88] = lam_17*(cse44*cse45 - cse44*cse46) + lam_18;  /* [4, 4] */
    out[89] = cse49;  /* [4, 5] */
    out[90] = cse51;  /* [4, 6] */
    out[108] = cse39;  /* [5, 3] */
    out[109] = cse49;  /* [5, 4] */
    out[110] = cse25 + lam_17*(cse15*(cse34*cse34) - cse20*cse34*cse37 + cse24);  /* [5, 5] */
    out[111] = cse52;  /* [5, 6] */
    out[129] = cse43;  /* [6, 3] */
    out[130] = cse51;  /* [6, 4] */
    out[131] = cse52;  /* [6, 5] */
    out[132] = lam_17*(cse45*cse53 - cse46*cse53) + lam_18;  /* [6, 6] */
    out[154] = cse54;  /* [7, 7] */
    out[157] = cse62;  /* [7, 10] */
    out[158] = cse68;  /* [7, 11] */
    out[159] = cse74;  /* [7, 12] */
    out[160] = cse78;  /* [7, 13] */
    out[161] = cse79;  /* [7, 14] */
    out[164] = cse82;  /* [7, 17] */
    out[165] = cse84;  /* [7, 18] */
    out[166] = cse86;  /* [7, 19] */
    out[167] = cse88;  /* [7, 20] */
    out[176] = cse54;  /* [8, 8] */
    out[178] = cse93;  /* [8, 10] */
    out[179] = cse95;  /* [8, 11] */
    out[180] = cse98;  /* [8, 12] */
    out[181] = cse100;  /* [8, 13] */
    out[183] = cse79;  /* [8, 15] */
    out[185] = cse87;  /* [8, 17] */
    out[186] = cse85;  /* [8, 18] */
    out[187] = cse84;  /* [8, 19] */
    out[188] = cse82;  /* [8, 20] */
    out[198] = cse54;  /* [9, 9] */
    out[199] = cse104;  /* [9, 10] */
    out[200] = cse106;  /* [9, 11] */
    out[201] = cse109;  /* [9, 12] */
    out[202] = cse111;  /* [9, 13] */
    out[205] = cse79;  /* [9, 16] */
    out[206] = cse114;  /* [9, 17] */
    out[209] = cse116;  /* [9, 20] */
    out[217] = cse62;  /* [10, 7] */
    out[218] = cse93;  /* [10, 8] */
    out[219] = cse104;  /* [10, 9] */
    out[220] = cse119 + cse131*lam_10 + cse139*lam_9 + cse140 + lam_16*(0.72*cse120 + cse127);  /* [10, 10] */
    out[221] = cse152;  /* [10, 11] */
    out[222] = cse168;  /* [10, 12] */
    out[223] = cse178;  /* [10, 13] */
    out[224] = cse179;  /* [10, 14] */
    out[225] = cse181;  /* [10, 15] */
    out[226] = cse182;  /* [10, 16] */
    out[227] = cse187;  /* [10, 17] */
    out[228] = cse191;  /* [10, 18] */
    out[229] = cse195;  /* [10, 19] */
    out[230] = cse197;  /* [10, 20] */
    out[238] = cse68;  /* [11, 7] */
    out[239] = cse95;  /* [11, 8] */
    out[240] = cse106;  /* [11, 9] */
    out[241] = cse152;  /* [11, 10] */
    out[242] = cse140 - 3.5999999999999996*cse198 - 3.5999999999999996*cse199 + lam_16*(0.72*cse121 + cse127);  /* [11, 11] */
    out[243] = cse202;  /* [11, 12] */
    out[244] = cse203;  /* [11, 13] */
    out[245] = cse204;  /* [11, 14] */
    out[246] = cse205;  /* [11, 15] */
    out[247] = cse206;  /* [11, 16] */
    out[248] = cse208;  /* [11, 17] */
    out[249] = cse211;  /* [11, 18] */
    out[250] = cse214;  /* [11, 19] */
    out[251] = cse216;  /* [11, 20] */
    out[259] = cse74;  /* [12, 7] */
    out[260] = cse98;  /* [12, 8] */
    out[261] = cse109;  /* [12, 9] */
    out[262] = cse168;  /* [12, 10] */
    out[263] = cse202;  /* [12, 11] */
    out[264] = cse119 - 1.2*cse199 + cse217 + lam_9*(-2.4*cse133 + cse139);  /* [12, 12] */
    out[265] = cse218;  /* [12, 13] */
    out[266] = cse219;  /* [12, 14] */
    out[267] = cse221;  /* [12, 15] */
    out[268] = cse222;  /* [12, 16] */
    out[269] = cse226;  /* [12, 17] */
    out[270] = cse228;  /* [12, 18] */
    out[271] = cse230;  /* [12, 19] */
    out[272] = cse231;  /* [12, 20] */
    out[280] = cse78;  /* [13, 7] */
    out[281] = cse100;  /* [13, 8] */
    out[282] = cse111;  /* [13, 9] */
    out[283] = cse178;  /* [13, 10] */
    out[284] = cse203;  /* [13, 11] */
    out[285] = cse218;  /* [13, 12] */
    out[286] = -1.2*cse198 + cse217 + lam_10*(-2.4*cse128 + cse131);  /* [13, 13] */
    out[287] = cse232;  /* [13, 14] */
    out[288] = cse233;  /* [13, 15] */
    out[289] = cse234;  /* [13, 16] */
    out[290] = cse235;  /* [13, 17] */
    out[291] = cse237;  /* [13, 18] */
    out[292] = cse238;  /* [13, 19] */
    out[293] = cse239;  /* [13, 20] */
    out[301] = cse79;  /* [14, 7] */
    out[304] = cse179;  /* [14, 10] */
    out[305] = cse204;  /* [14, 11] */
    out[306] = cse219;  /* [14, 12] */
    out[307] = cse232;  /* [14, 13] */
    out[308] = cse54;  /* [14, 14] */
    out[311] = cse243;  /* [14, 17] */
    out[312] = cse245;  /* [14, 18] */
    out[313] = cse247;  /* [14, 19] */
    out[314] = cse249;  /* [14, 20] */
    out[323] = cse79;  /* [15, 8] */
    out[325] = cse181;  /* [15, 10] */
    out[326] = cse205;  /* [15, 11] */
    out[327] = cse221;  /* [15, 12] */
    out[328] = cse233;  /* [15, 13] */
    out[330] = cse54;  /* [15, 15] */
    out[332] = cse253;  /* [15, 17] */
    out[333] = cse255;  /* [15, 18] */
    out[334] = cse257;  /* [15, 19] */
    out[335] = cse259;  /* [15, 20] */
    out[345] = cse79;  /* [16, 9] */
    out[346] = cse182;  /* [16, 10] */
    out[347] = cse206;  /* [16, 11] */
    out[348] = cse222;  /* [16, 12] */
    out[349] = cse234;  /* [16, 13] */
    out[352] = cse54;  /* [16, 16] */
    out[353] = cse260;  /* [16, 17] */
    out[354] = cse261;  /* [16, 18] */
    out[355] = cse262;  /* [16, 19] */
    out[356] = cse263;  /* [16, 20] */
    out[364] = cse82;  /* [17, 7] */
    out[365] = cse87;  /* [17, 8] */
    out[366] = cse114;  /* [17, 9] */
    out[367] = cse187;  /* [17, 10] */
    out[368] = cse208;  /* [17, 11] */
    out[369] = cse226;  /* [17, 12] */
    out[370] = cse235;  /* [17, 13] */
    out[371] = cse243;  /* [17, 14] */
    out[372] = cse253;  /* [17, 15] */
    out[373] = cse260;  /* [17, 16] */
    out[374] = cse264 + cse266 + cse268 + lam_16*(16*cse145 + 48*cse146 + cse265);  /* [17, 17] */
    out[375] = cse273;  /* [17, 18] */
    out[376] = cse277;  /* [17, 19] */
    out[377] = cse280;  /* [17, 20] */
    out[385] = cse84;  /* [18, 7] */
    out[386] = cse85;  /* [18, 8] */
    out[388] = cse191;  /* [18, 10] */
    out[389] = cse211;  /* [18, 11] */
    out[390] = cse228;  /* [18, 12] */
    out[391] = cse237;  /* [18, 13] */
    out[392] = cse245;  /* [18, 14] */
    out[393] = cse255;  /* [18, 15] */
    out[394] = cse261;  /* [18, 16] */
    out[395] = cse273;  /* [18, 17] */
    out[396] = cse268 + cse281;  /* [18, 18] */
    out[397] = cse282;  /* [18, 19] */
    out[398] = cse283;  /* [18, 20] */
    out[406] = cse86;  /* [19, 7] */
    out[407] = cse84;  /* [19, 8] */
    out[409] = cse195;  /* [19, 10] */
    out[410] = cse214;  /* [19, 11] */
    out[411] = cse230;  /* [19, 12] */
    out[412] = cse238;  /* [19, 13] */
    out[413] = cse247;  /* [19, 14] */
    out[414] = cse257;  /* [19, 15] */
    out[415] = cse262;  /* [19, 16] */
    out[416] = cse277;  /* [19, 17] */
    out[417] = cse282;  /* [19, 18] */
    out[418] = cse264 + cse281;  /* [19, 19] */
    out[419] = cse284;  /* [19, 20] */
    out[427] = cse88;  /* [20, 7] */
    out[428] = cse82;  /* [20, 8] */
    out[429] = cse116;  /* [20, 9] */
    out[430] = cse197;  /* [20, 10] */
    out[431] = cse216;  /* [20, 11] */
    out[432] = cse231;  /* [20, 12] */
    out[433] = cse239;  /* [20, 13] */
    out[434] = cse249;  /* [20, 14] */
    out[435] = cse259;  /* [20, 15] */
    out[436] = cse263;  /* [20, 16] */
    out[437] = cse280;  /* [20, 17] */
    out[438] = cse283;  /* [20, 18] */
    out[439] = cse284;  /* [20, 19] */
    out[440] = cse266 + lam_16*(48*cse145 + 16*cse146 + cse265);  /* [20, 20] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); a (accelerations (time derivative of v), 21); lam (Lagrange multipliers, one per constraint row, 21); t (time); p (parameters, 0); h (step size).
 * Output: out, 42 x 1 row-major, 42 nonzero.
 * 1150 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
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
    const double a_14 = a[14];
    const double a_15 = a[15];
    const double a_16 = a[16];
    const double a_17 = a[17];
    const double a_18 = a[18];
    const double a_19 = a[19];
    const double a_20 = a[20];
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
    const double lam_12 = lam[12];
    const double lam_13 = lam[13];
    const double lam_14 = lam[14];
    const double lam_15 = lam[15];
    const double lam_16 = lam[16];
    const double lam_17 = lam[17];
    const double lam_18 = lam[18];
    const double lam_19 = lam[19];
    const double lam_20 = lam[20];
    (void)p;
    const double cse0 = 2e-05*v_ed_crank_2;
    const double cse1 = 2e-05*q_e_crank_0;
    const double cse2 = 2e-05*q_e_crank_2;
    const double cse3 = 2e-05*v_ed_crank_0;
    const double cse4 = 2*q_e_crank_1;
    const double cse5 = 2*v_ed_crank_2;
    const double cse6 = 2*v_ed_crank_1;
    const double cse7 = 2*v_ed_crank_0;
    const double cse8 = cse4*v_ed_crank_3 + cse5*q_e_crank_0 - cse6*q_e_crank_3 - cse7*q_e_crank_2;
    const double cse9 = 2*v_ed_crank_3;
    const double cse10 = -cse4*v_ed_crank_0 + cse5*q_e_crank_3 + cse6*q_e_crank_0 - cse9*q_e_crank_2;
    const double cse11 = 0.0002*v_ed_crank_1;
    const double cse12 = cse11*q_e_crank_3;
    const double cse13 = 0.0002*q_e_crank_2;
    const double cse14 = cse13*v_ed_crank_0;
    const double cse15 = 0.0002*v_ed_crank_3;
    const double cse16 = cse15*q_e_crank_1;
    const double cse17 = 0.0002*v_ed_crank_2;
    const double cse18 = cse17*q_e_crank_0;
    const double cse19 = cse10*(-cse12 - cse14 + cse16 + cse18) + cse8*(-cse0*q_e_crank_3 - cse1*v_ed_crank_1 + cse2*v_ed_crank_3 + cse3*q_e_crank_1);
    const double cse20 = 2*q_e_crank_3;
    const double cse21 = -cse4*v_ed_crank_2 + cse6*q_e_crank_2 - cse7*q_e_crank_3 + cse9*q_e_crank_0;
    const double cse22 = 0.0002*v_ed_crank_0;
    const double cse23 = cse10*(-cse13*v_ed_crank_1 - cse15*q_e_crank_0 + cse17*q_e_crank_1 + cse22*q_e_crank_3) + cse21*(cse11*q_e_crank_0 - cse13*v_ed_crank_3 + cse17*q_e_crank_3 - cse22*q_e_crank_1);
    const double cse24 = 2*cse23;
    const double cse25 = cse21*(cse12 + cse14 - cse16 - cse18) + cse8*(-cse0*q_e_crank_1 + cse1*v_ed_crank_3 + cse2*v_ed_crank_1 - cse3*q_e_crank_3);
    const double cse26 = 0.16*lam_5;
    const double cse27 = 2*q_e_crank_2;
    const double cse28 = 0.16*lam_7;
    const double cse29 = 2*3.141592653589793*t;
    const double cse30 = cos(cse29);
    const double cse31 = sin(cse29);
    const double cse32 = 4*cse31;
    const double cse33 = cse32*q_e_crank_0;
    const double cse34 = (q_e_crank_2*q_e_crank_2);
    const double cse35 = (q_e_crank_0*q_e_crank_0);
    const double cse36 = 2*cse34 + 2*cse35 - 1;
    const double cse37 = cse20*q_e_crank_2 + cse4*q_e_crank_0;
    const double cse38 = cse30*cse37 + cse31*cse36 + 1;
    const double cse39 = -cse30*cse36 + cse31*cse37;
    const double cse40 = cse39/(cse38*cse38);
    const double cse41 = 2*cse40;
    const double cse42 = 4*cse30;
    const double cse43 = cse42*q_e_crank_0;
    const double cse44 = (1.0/(cse38));
    const double cse45 = 2*cse44;
    const double cse46 = 4e-05*q_e_crank_0*q_e_crank_2;
    const double cse47 = -0.0004*q_e_crank_0*q_e_crank_3 + 0.00036*q_e_crank_1*q_e_crank_2;
    const double cse48 = 0.32*lam_6;
    const double cse49 = q_e_crank_0*q_e_crank_1;
    const double cse50 = 0.00036*q_e_crank_3;
    const double cse51 = -0.0004*cse49 - cse50*q_e_crank_2;
    const double cse52 = (q_e_crank_3*q_e_crank_3);
    const double cse53 = (q_e_crank_1*q_e_crank_1);
    const double cse54 = 0.0004*cse52 + 0.0004*cse53;
    const double cse55 = 2*q_e_crank_0;
    const double cse56 = 4e-05*q_e_crank_1*q_e_crank_3;
    const double cse57 = 0.0004*q_e_crank_2;
    const double cse58 = cse50*q_e_crank_0 - cse57*q_e_crank_1;
    const double cse59 = 0.0004*cse34 + 0.0004*cse35;
    const double cse60 = cse32*q_e_crank_2;
    const double cse61 = cse42*q_e_crank_2;
    const double cse62 = -0.00036*cse49 - cse57*q_e_crank_3;
    const double cse63 = 2*q_e_slider_1;
    const double cse64 = cse63*q_e_slider_3;
    const double cse65 = 2*q_e_slider_2;
    const double cse66 = cse65*q_e_slider_0;
    const double cse67 = cse64 + cse66;
    const double cse68 = (q_e_rod_1*q_e_rod_1);
    const double cse69 = (q_e_rod_0*q_e_rod_0);
    const double cse70 = 2*cse69 - 1;
    const double cse71 = 0.3*cse68 + 0.15*cse70;
    const double cse72 = -q_r_rod_x;
    const double cse73 = -cse71 + cse72 + q_r_slider_x;
    const double cse74 = cse67 + cse73;
    const double cse75 = 2*lam_16;
    const double cse76 = cse74*cse75;
    const double cse77 = 2*q_e_rod_3;
    const double cse78 = cse77*q_e_rod_1;
    const double cse79 = 2*q_e_rod_0;
    const double cse80 = cse79*q_e_rod_2;
    const double cse81 = cse78 + cse80;
    const double cse82 = cse81*lam_10;
    const double cse83 = 2*q_e_rod_2;
    const double cse84 = cse83*q_e_rod_1;
    const double cse85 = cse77*q_e_rod_0;
    const double cse86 = cse84 - cse85;
    const double cse87 = cse86*lam_9;
    const double cse88 = cse65*q_e_slider_3;
    const double cse89 = cse63*q_e_slider_0;
    const double cse90 = -cse89;
    const double cse91 = cse88 + cse90;
    const double cse92 = 0.15*cse84 + 0.15*cse85;
    const double cse93 = -q_r_rod_y;
    const double cse94 = -cse92 + cse93 + q_r_slider_y;
    const double cse95 = cse91 + cse94;
    const double cse96 = cse75*cse95;
    const double cse97 = (q_e_rod_2*q_e_rod_2);
    const double cse98 = cse70 + 2*cse97;
    const double cse99 = cse98*lam_9;
    const double cse100 = cse77*q_e_rod_2;
    const double cse101 = cse79*q_e_rod_1;
    const double cse102 = cse100 - cse101;
    const double cse103 = cse102*lam_10;
    const double cse104 = 0.15*cse78 - 0.15*cse80;
    const double cse105 = -q_r_rod_z;
    const double cse106 = -cse104 + cse105 + q_r_slider_z;
    const double cse107 = (q_e_slider_3*q_e_slider_3);
    const double cse108 = (q_e_slider_0*q_e_slider_0);
    const double cse109 = 2*cse108;
    const double cse110 = cse109 - 1;
    const double cse111 = 2*cse107 + cse110;
    const double cse112 = cse106 + cse111;
    const double cse113 = cse112*cse75;
    const double cse114 = (q_e_rod_3*q_e_rod_3);
    const double cse115 = 2*cse114 + cse70;
    const double cse116 = cse115*lam_10;
    const double cse117 = cse100 + cse101;
    const double cse118 = cse117*lam_9;
    const double cse119 = 0.3*q_e_rod_2;
    const double cse120 = 0.3*cse98;
    const double cse121 = cse94*q_e_rod_0;
    const double cse122 = 0.3*cse117;
    const double cse123 = 2*cse106;
    const double cse124 = 0.6*cse86;
    const double cse125 = 2*cse73;
    const double cse126 = cse125*q_e_rod_3;
    const double cse127 = 2*cse111;
    const double cse128 = 4*cse91;
    const double cse129 = 0.3*cse115;
    const double cse130 = cse125*q_e_rod_2;
    const double cse131 = 4*cse106;
    const double cse132 = 0.3*cse102;
    const double cse133 = 2*cse94;
    const double cse134 = 0.6*cse81;
    const double cse135 = 0.6*cse112;
    const double cse136 = 0.6*cse95;
    const double cse137 = 1.2*cse74;
    const double cse138 = 0.0016*q_e_rod_0*q_e_rod_2;
    const double cse139 = 0.016*q_e_rod_3;
    const double cse140 = 0.0144*q_e_rod_1;
    const double cse141 = -cse139*q_e_rod_0 + cse140*q_e_rod_2;
    const double cse142 = 2*q_e_rod_1;
    const double cse143 = cse142*v_ed_rod_3 - cse77*v_ed_rod_1 + cse79*v_ed_rod_2 - cse83*v_ed_rod_0;
    const double cse144 = 0.0008*q_e_rod_3;
    const double cse145 = 0.0008*q_e_rod_0;
    const double cse146 = 0.0008*q_e_rod_2;
    const double cse147 = 0.0008*q_e_rod_1;
    const double cse148 = 0.008*q_e_rod_3;
    const double cse149 = cse148*v_ed_rod_1;
    const double cse150 = 0.008*v_ed_rod_0;
    const double cse151 = cse150*q_e_rod_2;
    const double cse152 = 0.008*q_e_rod_1;
    const double cse153 = cse152*v_ed_rod_3;
    const double cse154 = 0.008*q_e_rod_0;
    const double cse155 = cse154*v_ed_rod_2;
    const double cse156 = -cse142*v_ed_rod_0 + cse77*v_ed_rod_2 + cse79*v_ed_rod_1 - cse83*v_ed_rod_3;
    const double cse157 = 2*cse143*(-cse144*v_ed_rod_2 - cse145*v_ed_rod_1 + cse146*v_ed_rod_3 + cse147*v_ed_rod_0) + 2*cse156*(-cse149 - cse151 + cse153 + cse155);
    const double cse158 = 0.008*q_e_rod_2;
    const double cse159 = -cse142*v_ed_rod_2 - cse77*v_ed_rod_0 + cse79*v_ed_rod_3 + cse83*v_ed_rod_1;
    const double cse160 = 2*cse156*(cse150*q_e_rod_3 + cse152*v_ed_rod_2 - cse154*v_ed_rod_3 - cse158*v_ed_rod_1) + 2*cse159*(cse148*v_ed_rod_2 - cse150*q_e_rod_1 + cse154*v_ed_rod_1 - cse158*v_ed_rod_3);
    const double cse161 = 2*cse143*(-cse144*v_ed_rod_0 + cse145*v_ed_rod_3 + cse146*v_ed_rod_1 - cse147*v_ed_rod_2) + 2*cse159*(cse149 + cse151 - cse153 - cse155);
    const double cse162 = 0.6*lam_5;
    const double cse163 = 0.0144*q_e_rod_3;
    const double cse164 = 0.016*q_e_rod_1;
    const double cse165 = -cse163*q_e_rod_2 - cse164*q_e_rod_0;
    const double cse166 = 0.3*lam_6;
    const double cse167 = 0.016*cse114 + 0.016*cse68;
    const double cse168 = 0.0016*q_e_rod_1*q_e_rod_3;
    const double cse169 = 0.3*lam_7;
    const double cse170 = cse163*q_e_rod_0 - cse164*q_e_rod_2;
    const double cse171 = 0.016*cse69 + 0.016*cse97;
    const double cse172 = 0.3*q_e_rod_1;
    const double cse173 = cse94*q_e_rod_2;
    const double cse174 = cse125*q_e_rod_1;
    const double cse175 = cse125*q_e_rod_0;
    const double cse176 = -cse139*q_e_rod_2 - cse140*q_e_rod_0;
    const double cse177 = (q_e_slider_1*q_e_slider_1);
    const double cse178 = cse110 + 2*cse177;
    const double cse179 = cse65*q_e_slider_1;
    const double cse180 = 2*q_e_slider_3;
    const double cse181 = cse180*q_e_slider_0;
    const double cse182 = cse179 - cse181;
    const double cse183 = (q_e_slider_2*q_e_slider_2);
    const double cse184 = 2*cse183;
    const double cse185 = cse179 + cse181;
    const double cse186 = cse64 - cse66;
    const double cse187 = 2*q_e_slider_0;
    const double cse188 = -cse180*v_ed_slider_1 + cse187*v_ed_slider_2 + cse63*v_ed_slider_3 - cse65*v_ed_slider_0;
    const double cse189 = 0.0002*q_e_slider_3;
    const double cse190 = cse189*v_ed_slider_2;
    const double cse191 = 0.0002*v_ed_slider_1;
    const double cse192 = cse191*q_e_slider_0;
    const double cse193 = 0.0002*q_e_slider_2;
    const double cse194 = cse193*v_ed_slider_3;
    const double cse195 = 0.0002*q_e_slider_1;
    const double cse196 = cse195*v_ed_slider_0;
    const double cse197 = cse180*v_ed_slider_2 + cse187*v_ed_slider_1 - cse63*v_ed_slider_0 - cse65*v_ed_slider_3;
    const double cse198 = cse191*q_e_slider_3;
    const double cse199 = cse195*v_ed_slider_3;
    const double cse200 = cse193*v_ed_slider_0;
    const double cse201 = 0.0002*q_e_slider_0;
    const double cse202 = cse201*v_ed_slider_2;
    const double cse203 = 2*cse188*(-cse190 - cse192 + cse194 + cse196) + 2*cse197*(-cse198 + cse199 - cse200 + cse202);
    const double cse204 = -cse180*v_ed_slider_0 + cse187*v_ed_slider_3 - cse63*v_ed_slider_2 + cse65*v_ed_slider_1;
    const double cse205 = cse191*q_e_slider_2;
    const double cse206 = cse201*v_ed_slider_3;
    const double cse207 = cse189*v_ed_slider_0;
    const double cse208 = cse195*v_ed_slider_2;
    const double cse209 = cse197*(-cse205 - cse206 + cse207 + cse208) + cse204*(cse190 + cse192 - cse194 - cse196);
    const double cse210 = cse188*(cse205 + cse206 - cse207 - cse208) + cse204*(cse198 - cse199 + cse200 - cse202);
    const double cse211 = 4*q_e_slider_0;
    const double cse212 = -cse65*q_r_slider_z;
    const double cse213 = 0.2 - q_r_slider_x;
    const double cse214 = cse63*q_r_slider_z;
    const double cse215 = a_19*q_e_slider_2;
    const double cse216 = 0.0004*cse215;
    const double cse217 = a_18*q_e_slider_1;
    const double cse218 = 0.0004*cse217;
    const double cse219 = 8*cse112;
    const double cse220 = 4*cse95;
    const double cse221 = 4*cse74;
    const double cse222 = 0.0004*q_e_slider_3;
    const double cse223 = a_20*cse222;
    const double cse224 = 0.0004*cse107;
    const double cse225 = 0.0004*cse177;
    const double cse226 = 0.0004*cse183;
    const double cse227 = cse225 + cse226;
    const double cse228 = 4*q_e_slider_1;
    const double cse229 = -cse187*q_r_slider_z;
    const double cse230 = cse180*q_r_slider_z;
    const double cse231 = a_17*q_e_slider_0;
    const double cse232 = 0.0004*cse231;
    const double cse233 = 4*q_e_slider_3;
    const double cse234 = 0.0004*cse108;
    const double cse235 = cse224 + cse234;
    const double cse236 = (1.0/(h*h));
    const double cse237 = cse4*q_e_crank_2;
    const double cse238 = cse55*q_e_crank_3;

    out[0] = 0.12*a_0 + lam_0 + lam_5;  /* [0, 0] */
    out[1] = 0.12*a_1 + lam_1 + lam_6;  /* [1, 0] */
    out[2] = 0.12*a_2 + lam_2 + lam_7 + 1.1772;  /* [2, 0] */
    out[3] = a_3*(4e-05*cse34 + cse54) + a_4*cse51 - a_5*cse46 + a_6*cse47 + cse19*cse20 + cse20*lam_3 + cse24*q_e_crank_2 + cse25*cse4 - cse26*q_e_crank_3 - cse27*lam_4 + cse28*q_e_crank_1 + cse48*q_e_crank_0 + lam_17*(-cse41*(cse30*cse4 + cse33) + cse45*(cse31*cse4 - cse43)) + lam_18*q_e_crank_0;  /* [3, 0] */
    out[4] = a_3*cse51 + a_4*(4e-05*cse52 + cse59) + a_5*cse58 - a_6*cse56 - cse19*cse27 + cse20*lam_4 + cse24*q_e_crank_3 - cse25*cse55 + cse26*q_e_crank_2 + cse27*lam_3 + cse28*q_e_crank_0 + lam_17*(cse33*cse44 - cse40*cse43) + lam_18*q_e_crank_1;  /* [4, 0] */
    out[5] = -a_3*cse46 + a_4*cse58 + a_5*(4e-05*cse35 + cse54) + a_6*cse62 + cse19*cse4 - cse20*cse25 - cse24*q_e_crank_0 + cse26*q_e_crank_1 + cse28*q_e_crank_3 + cse4*lam_3 + cse48*q_e_crank_2 - cse55*lam_4 + lam_17*(-cse41*(cse20*cse30 + cse60) + cse45*(cse20*cse31 - cse61)) + lam_18*q_e_crank_2;  /* [5, 0] */
    out[6] = a_3*cse47 - a_4*cse56 + a_5*cse62 + a_6*(4e-05*cse53 + cse59) - cse19*cse55 - cse23*cse4 + cse25*cse27 - cse26*q_e_crank_0 + cse28*q_e_crank_2 + cse4*lam_4 + cse55*lam_3 + lam_17*(-cse40*cse61 + cse44*cse60) + lam_18*q_e_crank_3;  /* [6, 0] */
    out[7] = 0.5*a_7 - cse76 - cse82 - cse87 - lam_5;  /* [7, 0] */
    out[8] = 0.5*a_8 - cse103 - cse96 - cse99 - lam_6;  /* [8, 0] */
    out[9] = 0.5*a_9 - cse113 - cse116 - cse118 - lam_7 + 4.905;  /* [9, 0] */
    out[10] = a_10*(cse167 + 0.0016*cse97) + a_11*cse165 - a_12*cse138 + a_13*cse141 - cse119*lam_7 + cse157*q_e_rod_3 + cse160*q_e_rod_2 + cse161*q_e_rod_1 + cse162*q_e_rod_0 + cse166*q_e_rod_3 + lam_10*(cse129*q_e_rod_2 + cse130 + cse131*q_e_rod_0 - cse132*q_e_rod_3 - cse133*q_e_rod_1 - cse134*q_e_rod_0) + lam_16*(cse135*q_e_rod_2 - cse136*q_e_rod_3 - cse137*q_e_rod_0) + lam_19*q_e_rod_0 + lam_8*(cse127*q_e_rod_1 + cse128*q_e_rod_0 - cse67*cse77) + lam_9*(-cse120*q_e_rod_3 + 4*cse121 + cse122*q_e_rod_2 + cse123*q_e_rod_1 - cse124*q_e_rod_0 - cse126);  /* [10, 0] */
    out[11] = a_10*cse165 + a_11*(0.0016*cse114 + cse171) + a_12*cse170 - a_13*cse168 - cse157*q_e_rod_2 + cse160*q_e_rod_3 - cse161*q_e_rod_0 + cse162*q_e_rod_1 + cse166*q_e_rod_2 + cse169*q_e_rod_3 + lam_10*(-cse102*cse119 - 2*cse121 + cse126 - cse129*q_e_rod_3 - cse134*q_e_rod_1) + lam_16*(-cse135*q_e_rod_3 - cse136*q_e_rod_2 - cse137*q_e_rod_1) + lam_19*q_e_rod_1 + lam_8*(cse127*q_e_rod_0 + cse67*cse83) + lam_9*(-cse120*q_e_rod_2 - cse122*q_e_rod_3 + cse123*q_e_rod_0 - cse124*q_e_rod_1 + cse130);  /* [11, 0] */
    out[12] = -a_10*cse138 + a_11*cse170 + a_12*(cse167 + 0.0016*cse69) + a_13*cse176 + cse157*q_e_rod_1 - cse160*q_e_rod_0 - cse161*q_e_rod_3 - cse169*q_e_rod_0 + cse172*lam_6 + lam_10*(-cse102*cse172 + cse129*q_e_rod_0 + cse133*q_e_rod_3 + cse175) + lam_16*(cse135*q_e_rod_0 - cse136*q_e_rod_1) + lam_19*q_e_rod_2 + lam_8*(cse127*q_e_rod_3 + cse128*q_e_rod_2 + cse142*cse67) + lam_9*(cse122*q_e_rod_0 + cse123*q_e_rod_3 - cse172*cse98 + 4*cse173 + cse174);  /* [12, 0] */
    out[13] = a_10*cse141 - a_11*cse168 + a_12*cse176 + a_13*(cse171 + 0.0016*cse68) - cse157*q_e_rod_0 - cse160*q_e_rod_1 + cse161*q_e_rod_2 + cse166*q_e_rod_0 + cse172*lam_7 + lam_10*(-cse115*cse172 + cse131*q_e_rod_3 - cse132*q_e_rod_0 + 2*cse173 + cse174) + lam_16*(-cse135*q_e_rod_1 - cse136*q_e_rod_0) + lam_19*q_e_rod_3 + lam_8*(cse127*q_e_rod_2 - cse67*cse79) + lam_9*(-cse117*cse172 - cse120*q_e_rod_0 + cse123*q_e_rod_2 - cse175);  /* [13, 0] */
    out[14] = 2.0*a_14 + cse178*lam_13 - cse182*lam_14 + cse76 + cse82 + cse87;  /* [14, 0] */
    out[15] = 2.0*a_15 + cse103 + cse185*lam_13 + cse96 + cse99 + lam_14*(-cse109 - cse184 + 1);  /* [15, 0] */
    out[16] = 2.0*a_16 + cse113 + cse116 + cse118 + cse186*lam_13 + lam_14*(-cse88 + cse90) + 19.62;  /* [16, 0] */
    out[17] = a_17*(cse224 + cse227) - cse180*lam_12 - cse180*lam_15 + cse203*q_e_slider_3 + cse209*cse65 + cse210*cse63 - cse211*lam_11 - cse216*q_e_slider_0 - cse218*q_e_slider_0 - cse223*q_e_slider_0 + lam_13*(cse180*q_r_slider_y - cse211*cse213 + cse212) + lam_14*(-cse180*cse213 - cse211*q_r_slider_y - cse214) + lam_16*(cse219*q_e_slider_0 - cse220*q_e_slider_1 + cse221*q_e_slider_2) + lam_20*q_e_slider_0 + lam_8*(cse117*cse211 - cse63*cse98 + cse65*cse86);  /* [17, 0] */
    out[18] = a_18*(cse226 + cse235) + cse180*cse209 - cse187*cse210 - cse203*q_e_slider_2 - cse216*q_e_slider_1 - cse223*q_e_slider_1 - cse228*lam_11 - cse232*q_e_slider_1 + cse65*lam_12 - cse65*lam_15 + lam_13*(-cse213*cse228 + cse230 + cse65*q_r_slider_y) + lam_14*(cse213*cse65 + cse229) + lam_16*(-cse220*q_e_slider_0 + cse233*cse74) + lam_20*q_e_slider_1 + lam_8*(cse180*cse86 - cse187*cse98);  /* [18, 0] */
    out[19] = a_19*(cse225 + cse235) - cse180*cse210 - cse187*cse209 + cse203*q_e_slider_1 - cse218*q_e_slider_2 - cse223*q_e_slider_2 - cse232*q_e_slider_2 + cse63*lam_12 - cse63*lam_15 + lam_13*(cse229 + cse63*q_r_slider_y) + lam_14*(cse213*cse63 - cse230 - 4*q_e_slider_2*q_r_slider_y) + lam_16*(cse211*cse74 + cse220*q_e_slider_3) + lam_20*q_e_slider_2 + lam_8*(cse180*cse98 + cse187*cse86);  /* [19, 0] */
    out[20] = a_20*(cse227 + cse234) - cse187*lam_12 - cse187*lam_15 - cse203*q_e_slider_0 - cse209*cse63 + cse210*cse65 - cse215*cse222 - cse217*cse222 - cse222*cse231 + lam_13*(cse187*q_r_slider_y + cse214) + lam_14*(-cse187*cse213 + cse212) + lam_16*(cse219*q_e_slider_3 + cse220*q_e_slider_2 + cse221*q_e_slider_1) + lam_20*q_e_slider_3 + lam_8*(cse117*cse233 + cse63*cse86 + cse65*cse98);  /* [20, 0] */
    out[21] = cse236*q_r_crank_x;  /* [21, 0] */
    out[22] = cse236*(q_r_crank_y - 0.1);  /* [22, 0] */
    out[23] = cse236*(q_r_crank_z - 0.12);  /* [23, 0] */
    out[24] = cse236*(cse237 + cse238);  /* [24, 0] */
    out[25] = cse236*(cse4*q_e_crank_3 - cse55*q_e_crank_2);  /* [25, 0] */
    out[26] = cse236*(0.08*cse237 - 0.08*cse238 + cse71 + cse72 + q_r_crank_x);  /* [26, 0] */
    out[27] = cse236*(0.08*cse36 + cse92 + cse93 + q_r_crank_y);  /* [27, 0] */
    out[28] = cse236*(cse104 + cse105 + 0.08*cse37 + q_r_crank_z);  /* [28, 0] */
    out[29] = cse236*(cse111*cse117 + cse67*cse86 + cse91*cse98);  /* [29, 0] */
    out[30] = cse236*(cse106*cse117 + cse73*cse86 + cse94*cse98);  /* [30, 0] */
    out[31] = cse236*(cse102*cse94 + cse106*cse115 + cse73*cse81);  /* [31, 0] */
    out[32] = -cse178*cse236;  /* [32, 0] */
    out[33] = cse182*cse236;  /* [33, 0] */
    out[34] = cse236*(-cse178*cse213 + cse185*q_r_slider_y + cse186*q_r_slider_z);  /* [34, 0] */
    out[35] = cse236*(cse182*cse213 - q_r_slider_y*(cse110 + cse184) - q_r_slider_z*(cse88 + cse89));  /* [35, 0] */
    out[36] = -cse185*cse236;  /* [36, 0] */
    out[37] = cse236*((cse112*cse112) + (cse74*cse74) + (cse95*cse95) - 1);  /* [37, 0] */
    out[38] = cse236*cse39*cse45;  /* [38, 0] */
    out[39] = cse236*((1.0/2.0)*cse34 + (1.0/2.0)*cse35 + (1.0/2.0)*cse52 + (1.0/2.0)*cse53 - 1.0/2.0);  /* [39, 0] */
    out[40] = cse236*((1.0/2.0)*cse114 + (1.0/2.0)*cse68 + (1.0/2.0)*cse69 + (1.0/2.0)*cse97 - 1.0/2.0);  /* [40, 0] */
    out[41] = cse236*((1.0/2.0)*cse107 + (1.0/2.0)*cse108 + (1.0/2.0)*cse177 + (1.0/2.0)*cse183 - 1.0/2.0);  /* [41, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); a (accelerations (time derivative of v), 21); lam (Lagrange multipliers, one per constraint row, 21); t (time); p (parameters, 0); h (step size).
 * Output: out, 42 x 42 row-major, 425 nonzero.
 * 2991 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_12 = a[12];
    const double a_13 = a[13];
    const double a_17 = a[17];
    const double a_18 = a[18];
    const double a_19 = a[19];
    const double a_20 = a[20];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    const double lam_7 = lam[7];
    const double lam_8 = lam[8];
    const double lam_9 = lam[9];
    const double lam_10 = lam[10];
    const double lam_11 = lam[11];
    const double lam_12 = lam[12];
    const double lam_13 = lam[13];
    const double lam_14 = lam[14];
    const double lam_15 = lam[15];
    const double lam_16 = lam[16];
    const double lam_17 = lam[17];
    const double lam_18 = lam[18];
    const double lam_19 = lam[19];
    const double lam_20 = lam[20];
    (void)p;
    const double cse0 = (q_e_crank_2*q_e_crank_2);
    const double cse1 = 0.0002*v_ed_crank_3;
    const double cse2 = cse1*q_e_crank_1;
    const double cse3 = 0.0002*v_ed_crank_2;
    const double cse4 = cse3*q_e_crank_0;
    const double cse5 = 0.0002*v_ed_crank_1;
    const double cse6 = cse5*q_e_crank_3;
    const double cse7 = 0.0002*v_ed_crank_0;
    const double cse8 = cse7*q_e_crank_2;
    const double cse9 = -cse2 - cse4 + cse6 + cse8;
    const double cse10 = 2*q_e_crank_3;
    const double cse11 = 2*q_e_crank_2;
    const double cse12 = 2*q_e_crank_0;
    const double cse13 = 2*q_e_crank_1;
    const double cse14 = -cse10*v_ed_crank_0 + cse11*v_ed_crank_1 + cse12*v_ed_crank_3 - cse13*v_ed_crank_2;
    const double cse15 = 0.0002*cse14;
    const double cse16 = cse15*q_e_crank_2;
    const double cse17 = -cse10*v_ed_crank_1 - cse11*v_ed_crank_0 + cse12*v_ed_crank_2 + cse13*v_ed_crank_3;
    const double cse18 = 2e-05*cse17;
    const double cse19 = -cse18*q_e_crank_3;
    const double cse20 = 2e-05*v_ed_crank_0;
    const double cse21 = 2e-05*v_ed_crank_2;
    const double cse22 = 2e-05*q_e_crank_2;
    const double cse23 = 2e-05*q_e_crank_0;
    const double cse24 = -cse20*q_e_crank_3 - cse21*q_e_crank_1 + cse22*v_ed_crank_1 + cse23*v_ed_crank_3;
    const double cse25 = -cse10*cse9 - cse11*cse24 + cse16 + cse19;
    const double cse26 = -cse1*q_e_crank_0 + cse3*q_e_crank_1 - cse5*q_e_crank_2 + cse7*q_e_crank_3;
    const double cse27 = cse10*v_ed_crank_2 - cse11*v_ed_crank_3 + cse12*v_ed_crank_1 - cse13*v_ed_crank_0;
    const double cse28 = 0.0002*cse27;
    const double cse29 = cse28*q_e_crank_3;
    const double cse30 = -cse1*q_e_crank_2 + cse3*q_e_crank_3 + cse5*q_e_crank_0 - cse7*q_e_crank_1;
    const double cse31 = -cse15*q_e_crank_1;
    const double cse32 = -cse10*cse30 - cse13*cse26 + cse29 + cse31;
    const double cse33 = cse2 + cse4 - cse6 - cse8;
    const double cse34 = cse18*q_e_crank_1;
    const double cse35 = -cse28*q_e_crank_2;
    const double cse36 = cse20*q_e_crank_1 - cse21*q_e_crank_3 + cse22*v_ed_crank_3 - cse23*v_ed_crank_1;
    const double cse37 = -cse11*cse36 - cse13*cse33 + cse34 + cse35;
    const double cse38 = (h*h);
    const double cse39 = 4e-05*q_e_crank_2;
    const double cse40 = 2*v_ed_crank_1;
    const double cse41 = cse28*v_ed_crank_2;
    const double cse42 = cse18*v_ed_crank_1;
    const double cse43 = 2*v_ed_crank_2;
    const double cse44 = cse33*cse40 + cse36*cse43 + cse41 - cse42;
    const double cse45 = cse28*v_ed_crank_3;
    const double cse46 = 2*cse30;
    const double cse47 = cse14*cse5;
    const double cse48 = cse26*cse40 - cse45 + cse46*v_ed_crank_3 + cse47;
    const double cse49 = cse15*v_ed_crank_2;
    const double cse50 = cse18*v_ed_crank_3;
    const double cse51 = 2*v_ed_crank_3;
    const double cse52 = cse24*cse43 - cse49 + cse50 + cse51*cse9;
    const double cse53 = 2*3.141592653589793*t;
    const double cse54 = cos(cse53);
    const double cse55 = sin(cse53);
    const double cse56 = 4*cse55;
    const double cse57 = cse56*q_e_crank_0;
    const double cse58 = cse13*cse54 + cse57;
    const double cse59 = cse10*q_e_crank_2 + cse13*q_e_crank_0;
    const double cse60 = (q_e_crank_0*q_e_crank_0);
    const double cse61 = 2*cse0 + 2*cse60 - 1;
    const double cse62 = -cse54*cse61 + cse55*cse59;
    const double cse63 = cse54*cse59 + cse55*cse61 + 1;
    const double cse64 = cse62/(cse63*cse63*cse63);
    const double cse65 = 4*cse64;
    const double cse66 = 4*cse54;
    const double cse67 = cse66*q_e_crank_0;
    const double cse68 = cse13*cse55 - cse67;
    const double cse69 = (1.0/(cse63*cse63));
    const double cse70 = 4*cse69;
    const double cse71 = (1.0/(cse63));
    const double cse72 = 8*cse54;
    const double cse73 = cse62*cse69;
    const double cse74 = -8*cse55*cse73 - cse71*cse72;
    const double cse75 = 0.0004*q_e_crank_1;
    const double cse76 = a_6*q_e_crank_3;
    const double cse77 = -a_4*cse75 - 0.0004*cse76 + lam_18 + 0.32*lam_6;
    const double cse78 = (q_e_crank_1*q_e_crank_1);
    const double cse79 = (q_e_crank_3*q_e_crank_3);
    const double cse80 = 0.0004*cse78 + 0.0004*cse79;
    const double cse81 = cse15*q_e_crank_3;
    const double cse82 = cse18*q_e_crank_2;
    const double cse83 = -cse10*cse24 + cse11*cse9 + cse81 + cse82;
    const double cse84 = cse15*q_e_crank_0;
    const double cse85 = cse11*cse30 + cse12*cse26 + cse35 + cse84;
    const double cse86 = cse18*q_e_crank_0;
    const double cse87 = -cse10*cse36 + cse12*cse33 - cse29 - cse86;
    const double cse88 = 0.0008*q_e_crank_1;
    const double cse89 = 0.0004*q_e_crank_0;
    const double cse90 = 0.00036*a_6;
    const double cse91 = 2*v_ed_crank_0;
    const double cse92 = cse18*v_ed_crank_0;
    const double cse93 = -cse33*cse91 + cse36*cse51 + cse45 + cse92;
    const double cse94 = cse15*v_ed_crank_0;
    const double cse95 = -cse26*cse91 + cse41 - cse46*v_ed_crank_2 - cse94;
    const double cse96 = -cse15*v_ed_crank_3;
    const double cse97 = -cse18*v_ed_crank_2;
    const double cse98 = cse24*cse51 - cse43*cse9 + cse96 + cse97;
    const double cse99 = 2*cse14*cse9;
    const double cse100 = 2*cse17;
    const double cse101 = cse100*cse24;
    const double cse102 = -cse101 - cse99;
    const double cse103 = 0.16*lam_7;
    const double cse104 = cse68*cse69;
    const double cse105 = cse64*cse72;
    const double cse106 = cse105*q_e_crank_0;
    const double cse107 = cse58*cse69;
    const double cse108 = cse56*cse71;
    const double cse109 = cse108 - cse66*cse73;
    const double cse110 = cse103 + lam_17*(-cse104*cse67 + cse106*cse58 - cse107*cse57 + cse109);
    const double cse111 = 0.00036*q_e_crank_3;
    const double cse112 = -cse111*q_e_crank_2 - cse89*q_e_crank_1;
    const double cse113 = -cse39*q_e_crank_0;
    const double cse114 = cse12*cse24 - cse13*cse9 - cse34 - cse84;
    const double cse115 = cse28*q_e_crank_1;
    const double cse116 = cse10*cse26 + cse115 - cse13*cse30 + cse81;
    const double cse117 = cse28*q_e_crank_0;
    const double cse118 = cse10*cse33 + cse117 + cse12*cse36 + cse19;
    const double cse119 = a_4*cse111;
    const double cse120 = cse90*q_e_crank_1;
    const double cse121 = a_3*q_e_crank_2;
    const double cse122 = cse28*v_ed_crank_0;
    const double cse123 = -cse122 - cse33*cse51 - cse36*cse91 + cse50;
    const double cse124 = -cse27*cse5;
    const double cse125 = cse124 - cse26*cse51 + cse30*cse40 + cse96;
    const double cse126 = -cse24*cse91 + cse40*cse9 + cse42 + cse94;
    const double cse127 = 2*cse27;
    const double cse128 = cse127*cse26;
    const double cse129 = cse14*cse46;
    const double cse130 = -cse128 - cse129;
    const double cse131 = a_5*q_e_crank_0;
    const double cse132 = cse56*q_e_crank_2;
    const double cse133 = cse10*cse54 + cse132;
    const double cse134 = 2*cse133;
    const double cse135 = 2*cse58;
    const double cse136 = cse66*q_e_crank_2;
    const double cse137 = cse10*cse55 - cse136;
    const double cse138 = cse137*cse69;
    const double cse139 = 2*lam_4;
    const double cse140 = -cse139 + lam_17*(-cse104*cse134 + cse133*cse58*cse65 - cse135*cse138);
    const double cse141 = cse12*cse9 + cse13*cse24 + cse31 + cse86;
    const double cse142 = -cse11*cse26 - cse117 + cse12*cse30 - cse16;
    const double cse143 = -cse11*cse33 + cse115 + cse13*cse36 + cse82;
    const double cse144 = 0.0008*q_e_crank_3;
    const double cse145 = 0.00036*a_4;
    const double cse146 = cse124 + cse33*cse43 - cse36*cse40 + cse97;
    const double cse147 = -cse24*cse40 + cse47 - cse9*cse91 - cse92;
    const double cse148 = cse122 + cse26*cse43 - cse46*v_ed_crank_0 + cse49;
    const double cse149 = cse127*cse33;
    const double cse150 = cse100*cse36;
    const double cse151 = -cse149 - cse150;
    const double cse152 = 2*lam_3;
    const double cse153 = cse105*q_e_crank_2;
    const double cse154 = 0.16*lam_5;
    const double cse155 = cse152 - cse154 + lam_17*(-cse104*cse136 - cse107*cse132 + cse153*cse58);
    const double cse156 = 0.00036*q_e_crank_1;
    const double cse157 = cse156*q_e_crank_2 - cse89*q_e_crank_3;
    const double cse158 = -cse11;
    const double cse159 = 0.16*q_e_crank_3;
    const double cse160 = -cse159;
    const double cse161 = 0.32*q_e_crank_0;
    const double cse162 = 0.16*q_e_crank_1;
    const double cse163 = 2*cse71;
    const double cse164 = -cse135*cse73 + cse163*cse68;
    const double cse165 = 0.0008*a_4;
    const double cse166 = cse101 + cse99;
    const double cse167 = 16*cse60;
    const double cse168 = (cse54*cse54)*cse64;
    const double cse169 = cse54*cse55*cse69;
    const double cse170 = a_3*q_e_crank_0;
    const double cse171 = 0.0004*q_e_crank_2;
    const double cse172 = -a_5*cse171 - 0.0004*cse170 + lam_18;
    const double cse173 = 0.0004*cse0 + 0.0004*cse60;
    const double cse174 = cse149 + cse150;
    const double cse175 = cse133*cse69;
    const double cse176 = cse152 + cse154 + lam_17*(cse106*cse133 - cse138*cse67 - cse175*cse57);
    const double cse177 = cse111*q_e_crank_0 - cse171*q_e_crank_1;
    const double cse178 = 4e-05*q_e_crank_1;
    const double cse179 = -cse178*q_e_crank_3;
    const double cse180 = 0.00036*a_3;
    const double cse181 = cse180*q_e_crank_2;
    const double cse182 = a_4*q_e_crank_3;
    const double cse183 = a_6*q_e_crank_1;
    const double cse184 = 0.00036*a_5;
    const double cse185 = cse184*q_e_crank_0;
    const double cse186 = 16*q_e_crank_0*q_e_crank_2;
    const double cse187 = cse139 + lam_17*(cse168*cse186 - cse169*cse186);
    const double cse188 = 0.16*q_e_crank_2;
    const double cse189 = 0.16*q_e_crank_0;
    const double cse190 = cse108*q_e_crank_0 - cse67*cse73;
    const double cse191 = cse128 + cse129;
    const double cse192 = cse103 + lam_17*(cse109 - cse132*cse175 + cse133*cse153 - cse136*cse138);
    const double cse193 = -cse156*q_e_crank_0 - cse171*q_e_crank_3;
    const double cse194 = -cse12;
    const double cse195 = 0.32*q_e_crank_2;
    const double cse196 = -cse134*cse73 + cse137*cse163;
    const double cse197 = 0.0004*q_e_crank_3;
    const double cse198 = 0.0008*a_6;
    const double cse199 = 16*cse0;
    const double cse200 = -cse189;
    const double cse201 = cse108*q_e_crank_2 - cse136*cse73;
    const double cse202 = cse38*lam_16;
    const double cse203 = 2*cse202;
    const double cse204 = cse203 + 0.5;
    const double cse205 = 1.2*lam_16;
    const double cse206 = cse205*q_e_rod_0;
    const double cse207 = 2*q_e_rod_2;
    const double cse208 = cse207*lam_10;
    const double cse209 = -cse208;
    const double cse210 = 2*q_e_rod_3;
    const double cse211 = cse210*lam_9;
    const double cse212 = cse38*(cse206 + cse209 + cse211);
    const double cse213 = cse205*q_e_rod_1;
    const double cse214 = cse210*lam_10;
    const double cse215 = -cse214;
    const double cse216 = cse207*lam_9;
    const double cse217 = -cse216;
    const double cse218 = cse38*(cse213 + cse215 + cse217);
    const double cse219 = 2*q_e_rod_0;
    const double cse220 = cse219*lam_10;
    const double cse221 = -cse220;
    const double cse222 = 2*q_e_rod_1;
    const double cse223 = cse222*lam_9;
    const double cse224 = -cse223;
    const double cse225 = cse38*(cse221 + cse224);
    const double cse226 = cse222*lam_10;
    const double cse227 = -cse226;
    const double cse228 = cse219*lam_9;
    const double cse229 = cse38*(cse227 + cse228);
    const double cse230 = -cse203;
    const double cse231 = 4*q_e_slider_2;
    const double cse232 = -cse202*cse231;
    const double cse233 = 4*q_e_slider_3;
    const double cse234 = -cse202*cse233;
    const double cse235 = 4*q_e_slider_0;
    const double cse236 = cse202*cse235;
    const double cse237 = -cse236;
    const double cse238 = 4*q_e_slider_1;
    const double cse239 = cse202*cse238;
    const double cse240 = -cse239;
    const double cse241 = cse207*q_e_rod_1;
    const double cse242 = cse219*q_e_rod_3;
    const double cse243 = cse241 - cse242;
    const double cse244 = -cse243;
    const double cse245 = cse222*q_e_rod_3;
    const double cse246 = cse207*q_e_rod_0;
    const double cse247 = cse245 + cse246;
    const double cse248 = -cse247;
    const double cse249 = 2*q_e_slider_3;
    const double cse250 = cse249*q_e_slider_1;
    const double cse251 = 2*q_e_slider_0;
    const double cse252 = cse251*q_e_slider_2;
    const double cse253 = cse250 + cse252;
    const double cse254 = (q_e_rod_1*q_e_rod_1);
    const double cse255 = (q_e_rod_0*q_e_rod_0);
    const double cse256 = 2*cse255 - 1;
    const double cse257 = 2*cse254 + cse256;
    const double cse258 = -0.15*cse257 - q_r_rod_x + q_r_slider_x;
    const double cse259 = cse253 + cse258;
    const double cse260 = 2*cse259;
    const double cse261 = -cse260;
    const double cse262 = 0.6*lam_16;
    const double cse263 = cse262*q_e_rod_3;
    const double cse264 = 4*q_e_rod_0;
    const double cse265 = cse264*lam_9;
    const double cse266 = cse38*(cse226 + cse263 - cse265);
    const double cse267 = cse262*q_e_rod_2;
    const double cse268 = cse38*(cse220 + cse267);
    const double cse269 = 0.6*q_e_rod_1;
    const double cse270 = cse269*lam_16;
    const double cse271 = 4*q_e_rod_2;
    const double cse272 = cse271*lam_9;
    const double cse273 = cse38*(cse215 + cse270 - cse272);
    const double cse274 = 0.6*q_e_rod_0;
    const double cse275 = cse274*lam_16;
    const double cse276 = cse38*(cse209 + cse275);
    const double cse277 = (q_e_rod_2*q_e_rod_2);
    const double cse278 = cse256 + 2*cse277;
    const double cse279 = -cse278;
    const double cse280 = cse207*q_e_rod_3;
    const double cse281 = cse219*q_e_rod_1;
    const double cse282 = cse280 - cse281;
    const double cse283 = -cse282;
    const double cse284 = cse249*q_e_slider_2;
    const double cse285 = -cse251*q_e_slider_1;
    const double cse286 = cse284 + cse285;
    const double cse287 = cse241 + cse242;
    const double cse288 = -0.15*cse287 - q_r_rod_y + q_r_slider_y;
    const double cse289 = cse286 + cse288;
    const double cse290 = 2*cse289;
    const double cse291 = -cse290;
    const double cse292 = -cse267;
    const double cse293 = cse264*lam_10;
    const double cse294 = cse38*(cse224 + cse292 - cse293);
    const double cse295 = -cse228;
    const double cse296 = cse38*(cse263 + cse295);
    const double cse297 = -cse275;
    const double cse298 = -cse211;
    const double cse299 = cse38*(cse297 + cse298);
    const double cse300 = lam_10*q_e_rod_3;
    const double cse301 = 4*cse300;
    const double cse302 = cse38*(cse217 + cse270 - cse301);
    const double cse303 = 8*lam_16;
    const double cse304 = cse303*q_e_slider_0;
    const double cse305 = -cse304*cse38;
    const double cse306 = cse303*q_e_slider_3;
    const double cse307 = -cse306*cse38;
    const double cse308 = cse280 + cse281;
    const double cse309 = -cse308;
    const double cse310 = (q_e_rod_3*q_e_rod_3);
    const double cse311 = cse256 + 2*cse310;
    const double cse312 = -cse311;
    const double cse313 = cse245 - cse246;
    const double cse314 = -0.15*cse313 - q_r_rod_z + q_r_slider_z;
    const double cse315 = (q_e_slider_3*q_e_slider_3);
    const double cse316 = (q_e_slider_0*q_e_slider_0);
    const double cse317 = 2*cse316;
    const double cse318 = cse317 - 1;
    const double cse319 = 2*cse315 + cse318;
    const double cse320 = cse314 + cse319;
    const double cse321 = 2*cse320;
    const double cse322 = -cse321;
    const double cse323 = cse207*v_ed_rod_1 - cse210*v_ed_rod_0 + cse219*v_ed_rod_3 - cse222*v_ed_rod_2;
    const double cse324 = 0.008*cse323;
    const double cse325 = cse324*q_e_rod_2;
    const double cse326 = 0.008*q_e_rod_0;
    const double cse327 = cse326*v_ed_rod_2;
    const double cse328 = 0.008*q_e_rod_3;
    const double cse329 = cse328*v_ed_rod_1;
    const double cse330 = 0.008*q_e_rod_1;
    const double cse331 = cse330*v_ed_rod_3;
    const double cse332 = 0.008*v_ed_rod_0;
    const double cse333 = cse332*q_e_rod_2;
    const double cse334 = -cse327 + cse329 - cse331 + cse333;
    const double cse335 = 0.0008*q_e_rod_3;
    const double cse336 = 0.0008*q_e_rod_1;
    const double cse337 = 0.0008*q_e_rod_2;
    const double cse338 = 0.0008*q_e_rod_0;
    const double cse339 = -cse335*v_ed_rod_0 - cse336*v_ed_rod_2 + cse337*v_ed_rod_1 + cse338*v_ed_rod_3;
    const double cse340 = -cse207*v_ed_rod_0 - cse210*v_ed_rod_1 + cse219*v_ed_rod_2 + cse222*v_ed_rod_3;
    const double cse341 = 0.0008*cse340;
    const double cse342 = -cse341*q_e_rod_3;
    const double cse343 = -cse207*cse339 - cse210*cse334 + cse325 + cse342;
    const double cse344 = -cse207*v_ed_rod_3 + cse210*v_ed_rod_2 + cse219*v_ed_rod_1 - cse222*v_ed_rod_0;
    const double cse345 = 0.008*cse344;
    const double cse346 = cse345*q_e_rod_3;
    const double cse347 = 0.008*q_e_rod_2;
    const double cse348 = -cse326*v_ed_rod_3 + cse330*v_ed_rod_2 + cse332*q_e_rod_3 - cse347*v_ed_rod_1;
    const double cse349 = -cse324*q_e_rod_1;
    const double cse350 = cse326*v_ed_rod_1 + cse328*v_ed_rod_2 - cse330*v_ed_rod_0 - cse347*v_ed_rod_3;
    const double cse351 = -cse210*cse350 - cse222*cse348 + cse346 + cse349;
    const double cse352 = -cse345*q_e_rod_2;
    const double cse353 = cse327 - cse329 + cse331 - cse333;
    const double cse354 = -cse335*v_ed_rod_2 + cse336*v_ed_rod_0 + cse337*v_ed_rod_3 - cse338*v_ed_rod_1;
    const double cse355 = cse341*q_e_rod_1;
    const double cse356 = -cse207*cse354 - cse222*cse353 + cse352 + cse355;
    const double cse357 = 2*cse356;
    const double cse358 = cse345*v_ed_rod_2;
    const double cse359 = 2*v_ed_rod_1;
    const double cse360 = 2*cse354;
    const double cse361 = cse341*v_ed_rod_1;
    const double cse362 = cse353*cse359 + cse358 + cse360*v_ed_rod_2 - cse361;
    const double cse363 = cse345*v_ed_rod_3;
    const double cse364 = cse324*v_ed_rod_1;
    const double cse365 = 2*v_ed_rod_3;
    const double cse366 = cse348*cse359 + cse350*cse365 - cse363 + cse364;
    const double cse367 = cse324*v_ed_rod_2;
    const double cse368 = 2*cse339;
    const double cse369 = cse341*v_ed_rod_3;
    const double cse370 = cse334*cse365 - cse367 + cse368*v_ed_rod_2 + cse369;
    const double cse371 = 2.4*q_e_slider_3;
    const double cse372 = 2.4*q_e_slider_0;
    const double cse373 = 0.18*cse257 + 0.18*cse277 + 0.18*cse310 - cse371*q_e_slider_1 - cse372*q_e_slider_2 + 1.2*q_r_rod_x - 1.2*q_r_slider_x;
    const double cse374 = 1.2*q_e_rod_0;
    const double cse375 = -0.6*cse313 - cse374*q_e_rod_2 - 4*q_r_rod_z + 4*q_r_slider_z;
    const double cse376 = q_e_rod_0*q_e_rod_3;
    const double cse377 = 0.6*cse287;
    const double cse378 = 4*q_r_rod_y;
    const double cse379 = 4*q_r_slider_y;
    const double cse380 = -cse377 - cse378 + cse379;
    const double cse381 = 1.2*cse376 + cse380;
    const double cse382 = lam_19 + 0.6*lam_5;
    const double cse383 = 0.016*a_11;
    const double cse384 = 0.016*a_13;
    const double cse385 = q_e_slider_2*q_e_slider_3;
    const double cse386 = 8*q_e_slider_1;
    const double cse387 = -cse383*q_e_rod_1 - cse384*q_e_rod_3 + lam_8*(8*cse385 - cse386*q_e_slider_0);
    const double cse388 = 0.016*cse254 + 0.016*cse310;
    const double cse389 = cse324*q_e_rod_3;
    const double cse390 = cse341*q_e_rod_2;
    const double cse391 = cse207*cse334 - cse210*cse339 + cse389 + cse390;
    const double cse392 = 2*cse391;
    const double cse393 = cse324*q_e_rod_0;
    const double cse394 = cse207*cse350 + cse219*cse348 + cse352 + cse393;
    const double cse395 = cse341*q_e_rod_0;
    const double cse396 = -cse210*cse354 + cse219*cse353 - cse346 - cse395;
    const double cse397 = 0.032*a_10;
    const double cse398 = 0.0144*a_13;
    const double cse399 = 2*v_ed_rod_0;
    const double cse400 = cse341*v_ed_rod_0;
    const double cse401 = -cse353*cse399 + cse360*v_ed_rod_3 + cse363 + cse400;
    const double cse402 = 2*cse401;
    const double cse403 = cse324*v_ed_rod_0;
    const double cse404 = 2*v_ed_rod_2;
    const double cse405 = -cse348*cse399 - cse350*cse404 + cse358 - cse403;
    const double cse406 = -cse324*v_ed_rod_3;
    const double cse407 = -cse341*v_ed_rod_2;
    const double cse408 = -cse334*cse404 + cse368*v_ed_rod_3 + cse406 + cse407;
    const double cse409 = 2*cse323;
    const double cse410 = cse334*cse409;
    const double cse411 = 2*cse340;
    const double cse412 = cse339*cse411;
    const double cse413 = -cse410 - cse412;
    const double cse414 = lam_8*(4*cse315 + 4*cse316 - 2);
    const double cse415 = q_e_rod_0*q_e_rod_1;
    const double cse416 = 0.3*cse287;
    const double cse417 = 2*q_r_rod_y;
    const double cse418 = 2*q_r_slider_y;
    const double cse419 = 1.7999999999999998*q_e_rod_0;
    const double cse420 = -cse269*q_e_rod_2;
    const double cse421 = cse269*q_e_rod_3;
    const double cse422 = 2*q_r_slider_z;
    const double cse423 = -0.3*cse313 + cse422 - 2*q_r_rod_z;
    const double cse424 = cse414 + 0.72*cse415*lam_16 + lam_10*(cse416 + cse417 - cse418 - cse419*q_e_rod_3 + cse420) + lam_9*(-cse419*q_e_rod_2 + cse421 + cse423);
    const double cse425 = 0.016*q_e_rod_0;
    const double cse426 = q_e_rod_2*q_e_rod_3;
    const double cse427 = -cse425*q_e_rod_1 - 0.0144*cse426;
    const double cse428 = 0.0016*q_e_rod_0;
    const double cse429 = -cse428*q_e_rod_2;
    const double cse430 = cse219*cse339 - cse222*cse334 - cse355 - cse393;
    const double cse431 = 2*cse430;
    const double cse432 = cse345*q_e_rod_1;
    const double cse433 = cse210*cse348 - cse222*cse350 + cse389 + cse432;
    const double cse434 = cse345*q_e_rod_0;
    const double cse435 = cse210*cse353 + cse219*cse354 + cse342 + cse434;
    const double cse436 = 2*cse435;
    const double cse437 = a_10*q_e_rod_2;
    const double cse438 = a_12*q_e_rod_0;
    const double cse439 = cse345*v_ed_rod_0;
    const double cse440 = -cse353*cse365 - cse354*cse399 + cse369 - cse439;
    const double cse441 = -cse345*v_ed_rod_1;
    const double cse442 = -cse348*cse365 + cse350*cse359 + cse406 + cse441;
    const double cse443 = cse334*cse359 - cse339*cse399 + cse361 + cse403;
    const double cse444 = cse350*cse409;
    const double cse445 = 2*cse344;
    const double cse446 = cse348*cse445;
    const double cse447 = -cse444 - cse446;
    const double cse448 = 0.0144*a_11;
    const double cse449 = cse448*q_e_rod_3;
    const double cse450 = cse398*q_e_rod_1;
    const double cse451 = 0.09*cse313;
    const double cse452 = 0.6*q_r_rod_z;
    const double cse453 = 0.6*q_r_slider_z;
    const double cse454 = 1.2*cse315;
    const double cse455 = 1.2*cse316;
    const double cse456 = 0.18*q_e_rod_2;
    const double cse457 = 0.18*q_e_rod_3;
    const double cse458 = cse456*q_e_rod_0 + cse457*q_e_rod_1;
    const double cse459 = 0.6*cse254;
    const double cse460 = 0.5999999999999999*cse255;
    const double cse461 = 2*q_r_slider_x;
    const double cse462 = 0.3*cse257;
    const double cse463 = 2*q_r_rod_x;
    const double cse464 = cse461 - cse462 - cse463;
    const double cse465 = 1.2*lam_9;
    const double cse466 = 0.3*lam_7;
    const double cse467 = -cse415*cse465 - cse466 + lam_10*(cse459 + cse460 + cse464 - 0.3) + lam_16*(-cse451 - cse452 + cse453 + cse454 + cse455 + cse458 - 0.6);
    const double cse468 = cse219*cse334 + cse222*cse339 + cse349 + cse395;
    const double cse469 = -cse207*cse348 + cse219*cse350 - cse325 - cse434;
    const double cse470 = -cse207*cse353 + cse222*cse354 + cse390 + cse432;
    const double cse471 = cse353*cse404 - cse360*v_ed_rod_1 + cse407 + cse441;
    const double cse472 = 2*cse471;
    const double cse473 = cse348*cse404 - cse350*cse399 + cse367 + cse439;
    const double cse474 = -cse334*cse399 + cse364 - cse368*v_ed_rod_1 - cse400;
    const double cse475 = cse353*cse445;
    const double cse476 = cse354*cse411;
    const double cse477 = -cse475 - cse476;
    const double cse478 = cse457*q_e_rod_0;
    const double cse479 = cse456*q_e_rod_1;
    const double cse480 = 1.2*q_e_slider_0;
    const double cse481 = 0.09*cse287 - 1.2*cse385 + cse480*q_e_slider_1 + 0.6*q_r_rod_y - 0.6*q_r_slider_y;
    const double cse482 = 1.2*lam_10;
    const double cse483 = -cse461;
    const double cse484 = cse238*q_e_slider_3;
    const double cse485 = cse235*q_e_slider_2;
    const double cse486 = 0.3*lam_6;
    const double cse487 = -cse415*cse482 + cse486 + lam_16*(cse478 - cse479 + cse481) + lam_8*(-cse484 - cse485) + lam_9*(-cse459 - cse460 + cse462 + cse463 + cse483 + 0.3);
    const double cse488 = q_e_rod_1*q_e_rod_2;
    const double cse489 = -cse425*q_e_rod_3 + 0.0144*cse488;
    const double cse490 = cse38*(-cse206 + cse208 + cse298);
    const double cse491 = -cse263;
    const double cse492 = cse38*(cse227 + cse265 + cse491);
    const double cse493 = cse38*(cse223 + cse267 + cse293);
    const double cse494 = 2.4*q_e_rod_0;
    const double cse495 = 1.2*q_e_rod_3;
    const double cse496 = 8*q_e_rod_1;
    const double cse497 = cse38*(lam_16*(cse372*q_e_rod_2 - cse494*q_e_slider_2 + cse495*q_e_slider_1) + lam_8*(-cse231*q_e_rod_3 - cse386*q_e_rod_0 + cse496*q_e_slider_0));
    const double cse498 = cse371*q_e_rod_0;
    const double cse499 = 8*q_e_rod_0;
    const double cse500 = cse499*q_e_slider_0;
    const double cse501 = cse38*(lam_16*(cse480*q_e_rod_3 - cse498) + lam_8*(-cse233*q_e_rod_3 - cse500));
    const double cse502 = cse372*q_e_rod_0;
    const double cse503 = cse499*q_e_slider_3;
    const double cse504 = cse38*(lam_16*(-cse495*q_e_slider_3 - cse502) + lam_8*(-cse235*q_e_rod_3 + cse503));
    const double cse505 = cse38*(lam_16*(cse371*q_e_rod_2 - cse494*q_e_slider_1 - cse495*q_e_slider_2) + lam_8*(-cse238*q_e_rod_3 + cse496*q_e_slider_3 + cse499*q_e_slider_2));
    const double cse506 = 0.3*q_e_rod_3;
    const double cse507 = 0.3*q_e_rod_2;
    const double cse508 = -cse507;
    const double cse509 = 4*cse286;
    const double cse510 = -cse210*cse253 + cse222*cse319 + cse509*q_e_rod_0;
    const double cse511 = 4*cse288;
    const double cse512 = 2*cse258;
    const double cse513 = cse512*q_e_rod_3;
    const double cse514 = cse222*cse314 - cse243*cse274 - cse278*cse506 + cse308*cse507 + cse511*q_e_rod_0 - cse513;
    const double cse515 = cse512*q_e_rod_2;
    const double cse516 = 4*cse314;
    const double cse517 = -cse222*cse288 - cse247*cse274 - cse282*cse506 + cse311*cse507 + cse515 + cse516*q_e_rod_0;
    const double cse518 = 0.6*cse320;
    const double cse519 = 0.6*cse289;
    const double cse520 = 1.2*cse259;
    const double cse521 = cse518*q_e_rod_2 - cse519*q_e_rod_3 - cse520*q_e_rod_0;
    const double cse522 = 0.016*a_10;
    const double cse523 = 0.032*q_e_rod_0;
    const double cse524 = 0.0144*a_12;
    const double cse525 = cse410 + cse412;
    const double cse526 = 0.016*a_12;
    const double cse527 = -cse522*q_e_rod_0 - cse526*q_e_rod_2;
    const double cse528 = 0.016*cse255 + 0.016*cse277;
    const double cse529 = 0.0144*a_10;
    const double cse530 = cse475 + cse476;
    const double cse531 = 0.032*q_e_rod_2;
    const double cse532 = -1.2*cse254 + cse464 + 0.3;
    const double cse533 = -cse426*cse482 + cse486 + lam_16*(-cse478 + cse479 + cse481) + lam_8*(cse484 + cse485) + lam_9*(-1.7999999999999998*cse277 - 0.6*cse310 + cse532);
    const double cse534 = 0.016*q_e_rod_2;
    const double cse535 = 0.0144*cse376 - cse534*q_e_rod_1;
    const double cse536 = 0.0016*q_e_rod_1;
    const double cse537 = -cse536*q_e_rod_3;
    const double cse538 = cse529*q_e_rod_2;
    const double cse539 = a_11*q_e_rod_3;
    const double cse540 = cse524*q_e_rod_0;
    const double cse541 = a_13*q_e_rod_1;
    const double cse542 = -cse426*cse465 + cse466 + lam_10*(-0.6*cse277 - 1.7999999999999998*cse310 + cse532) + lam_16*(cse451 + cse452 - cse453 - cse454 - cse455 + cse458 + 0.6);
    const double cse543 = cse38*(-cse213 + cse214 + cse216);
    const double cse544 = cse38*(cse221 + cse292);
    const double cse545 = cse38*(cse228 + cse491);
    const double cse546 = 2.4*q_e_rod_1;
    const double cse547 = 1.2*q_e_rod_2;
    const double cse548 = cse38*(lam_16*(-cse372*q_e_rod_3 - cse546*q_e_slider_2 + cse547*q_e_slider_1) + lam_8*(cse231*q_e_rod_2 + cse500));
    const double cse549 = -cse371*q_e_rod_1;
    const double cse550 = lam_8*q_e_rod_2;
    const double cse551 = cse38*(cse233*cse550 + lam_16*(cse480*q_e_rod_2 + cse549));
    const double cse552 = -cse372*q_e_rod_1;
    const double cse553 = cse38*(cse235*cse550 + lam_16*(-cse547*q_e_slider_3 + cse552));
    const double cse554 = cse38*(lam_16*(-cse371*q_e_rod_3 - cse546*q_e_slider_1 - cse547*q_e_slider_2) + lam_8*(cse238*q_e_rod_2 + cse503));
    const double cse555 = cse207*cse253 + cse219*cse319;
    const double cse556 = cse219*cse314 - cse243*cse269 - cse278*cse507 - cse308*cse506 + cse515;
    const double cse557 = -cse219*cse288 - cse247*cse269 - cse282*cse507 - cse311*cse506 + cse513;
    const double cse558 = -cse518*q_e_rod_3 - cse519*q_e_rod_2 - cse520*q_e_rod_1;
    const double cse559 = cse444 + cse446;
    const double cse560 = 0.032*a_12;
    const double cse561 = 1.2*q_e_rod_1;
    const double cse562 = lam_16*(0.18*cse254 + 0.18*cse255) + lam_19;
    const double cse563 = cse414 + lam_10*(cse274*q_e_rod_3 - cse416 - cse417 + cse418 + cse420) + lam_9*(-cse274*q_e_rod_2 - cse421 + cse423);
    const double cse564 = -0.0144*cse415 - cse534*q_e_rod_3;
    const double cse565 = cse38*(cse220 + cse223);
    const double cse566 = -cse270;
    const double cse567 = cse38*(cse214 + cse272 + cse566);
    const double cse568 = cse38*(cse211 + cse275);
    const double cse569 = 8*q_e_rod_3;
    const double cse570 = cse38*(lam_16*(cse502 + cse561*q_e_slider_1) + lam_8*(cse231*q_e_rod_1 - cse386*q_e_rod_2 + cse569*q_e_slider_0));
    const double cse571 = 8*q_e_rod_2;
    const double cse572 = cse571*q_e_slider_0;
    const double cse573 = cse38*(cse213*q_e_slider_0 + lam_8*(cse233*q_e_rod_1 - cse572));
    const double cse574 = cse571*q_e_slider_3;
    const double cse575 = cse38*(-cse213*q_e_slider_3 + lam_8*(cse235*q_e_rod_1 + cse574));
    const double cse576 = cse38*(lam_16*(cse498 - cse561*q_e_slider_2) + lam_8*(cse238*q_e_rod_1 + cse569*q_e_slider_3 + cse571*q_e_slider_2));
    const double cse577 = 0.3*q_e_rod_1;
    const double cse578 = 0.3*q_e_rod_0;
    const double cse579 = -cse578;
    const double cse580 = cse210*cse319 + cse222*cse253 + cse509*q_e_rod_2;
    const double cse581 = cse512*q_e_rod_1;
    const double cse582 = cse210*cse314 - cse278*cse577 + cse308*cse578 + cse511*q_e_rod_2 + cse581;
    const double cse583 = cse512*q_e_rod_0;
    const double cse584 = cse210*cse288 - cse282*cse577 + cse311*cse578 + cse583;
    const double cse585 = -cse269*cse289 + cse274*cse320;
    const double cse586 = cse38*(cse226 + cse295);
    const double cse587 = cse38*(cse208 + cse297);
    const double cse588 = cse38*(cse216 + cse301 + cse566);
    const double cse589 = cse38*(lam_16*(cse374*q_e_slider_1 + cse552) + lam_8*(-cse231*q_e_rod_0 + cse572));
    const double cse590 = lam_8*q_e_rod_0;
    const double cse591 = cse38*(cse206*q_e_slider_0 - cse233*cse590);
    const double cse592 = cse38*(-cse206*q_e_slider_3 - cse235*cse590);
    const double cse593 = cse38*(lam_16*(-cse374*q_e_slider_2 + cse549) + lam_8*(-cse238*q_e_rod_0 + cse574));
    const double cse594 = cse207*cse319 - cse219*cse253;
    const double cse595 = cse207*cse314 - cse278*cse578 - cse308*cse577 - cse583;
    const double cse596 = cse207*cse288 - cse282*cse578 - cse311*cse577 + cse516*q_e_rod_3 + cse581;
    const double cse597 = -cse269*cse320 - cse274*cse289;
    const double cse598 = cse203 + 2.0;
    const double cse599 = cse231*lam_16;
    const double cse600 = cse249*lam_14;
    const double cse601 = cse38*(cse235*lam_13 + cse599 + cse600);
    const double cse602 = cse233*lam_16;
    const double cse603 = 2*q_e_slider_2;
    const double cse604 = -cse603*lam_14;
    const double cse605 = cse38*(cse238*lam_13 + cse602 + cse604);
    const double cse606 = cse235*lam_16;
    const double cse607 = 2*q_e_slider_1;
    const double cse608 = -cse607*lam_14;
    const double cse609 = cse38*(cse606 + cse608);
    const double cse610 = cse238*lam_16;
    const double cse611 = cse251*lam_14;
    const double cse612 = cse38*(cse610 + cse611);
    const double cse613 = (q_e_slider_1*q_e_slider_1);
    const double cse614 = cse318 + 2*cse613;
    const double cse615 = cse603*q_e_slider_1;
    const double cse616 = cse251*q_e_slider_3;
    const double cse617 = -cse615 + cse616;
    const double cse618 = cse249*lam_13;
    const double cse619 = cse38*(-cse235*lam_14 - cse610 + cse618);
    const double cse620 = cse603*lam_13;
    const double cse621 = cse38*(-cse606 + cse620);
    const double cse622 = cse607*lam_13;
    const double cse623 = cse38*(-cse231*lam_14 + cse602 + cse622);
    const double cse624 = cse251*lam_13;
    const double cse625 = cse38*(cse599 + cse624);
    const double cse626 = cse615 + cse616;
    const double cse627 = (q_e_slider_2*q_e_slider_2);
    const double cse628 = -cse317 - 2*cse627 + 1;
    const double cse629 = cse38*(cse304 + cse608 - cse620);
    const double cse630 = cse38*(-cse611 + cse618);
    const double cse631 = cse38*(-cse600 - cse624);
    const double cse632 = cse38*(cse306 + cse604 + cse622);
    const double cse633 = cse250 - cse252;
    const double cse634 = -cse284 + cse285;
    const double cse635 = 0.0004*cse627;
    const double cse636 = 0.0002*v_ed_slider_3;
    const double cse637 = cse636*q_e_slider_1;
    const double cse638 = 0.0002*q_e_slider_3;
    const double cse639 = cse638*v_ed_slider_1;
    const double cse640 = 0.0002*q_e_slider_0;
    const double cse641 = cse640*v_ed_slider_2;
    const double cse642 = 0.0002*q_e_slider_2;
    const double cse643 = cse642*v_ed_slider_0;
    const double cse644 = -cse637 + cse639 - cse641 + cse643;
    const double cse645 = -cse249*v_ed_slider_0 + cse251*v_ed_slider_3 + cse603*v_ed_slider_1 - cse607*v_ed_slider_2;
    const double cse646 = cse642*cse645;
    const double cse647 = cse638*v_ed_slider_0;
    const double cse648 = 0.0002*q_e_slider_1;
    const double cse649 = cse648*v_ed_slider_2;
    const double cse650 = cse642*v_ed_slider_1;
    const double cse651 = cse636*q_e_slider_0;
    const double cse652 = -cse647 - cse649 + cse650 + cse651;
    const double cse653 = -cse249*v_ed_slider_1 + cse251*v_ed_slider_2 - cse603*v_ed_slider_0 + cse607*v_ed_slider_3;
    const double cse654 = -cse638*cse653;
    const double cse655 = -cse249*cse644 - cse603*cse652 + cse646 + cse654;
    const double cse656 = cse647 + cse649 - cse650 - cse651;
    const double cse657 = cse249*v_ed_slider_2 + cse251*v_ed_slider_1 - cse603*v_ed_slider_3 - cse607*v_ed_slider_0;
    const double cse658 = cse638*cse657;
    const double cse659 = cse648*v_ed_slider_0;
    const double cse660 = cse638*v_ed_slider_2;
    const double cse661 = cse636*q_e_slider_2;
    const double cse662 = cse640*v_ed_slider_1;
    const double cse663 = -cse659 + cse660 - cse661 + cse662;
    const double cse664 = -cse645*cse648;
    const double cse665 = -cse249*cse663 - cse607*cse656 + cse658 + cse664;
    const double cse666 = cse637 - cse639 + cse641 - cse643;
    const double cse667 = -cse642*cse657;
    const double cse668 = cse659 - cse660 + cse661 - cse662;
    const double cse669 = cse648*cse653;
    const double cse670 = -cse603*cse668 - cse607*cse666 + cse667 + cse669;
    const double cse671 = 0.0004*a_18;
    const double cse672 = -cse671*q_e_slider_1;
    const double cse673 = 0.0004*a_20;
    const double cse674 = -cse673*q_e_slider_3;
    const double cse675 = -cse379*lam_14;
    const double cse676 = 2*v_ed_slider_1;
    const double cse677 = 2*v_ed_slider_2;
    const double cse678 = 0.0002*v_ed_slider_2;
    const double cse679 = cse657*cse678;
    const double cse680 = 0.0002*v_ed_slider_1;
    const double cse681 = cse653*cse680;
    const double cse682 = cse666*cse676 + cse668*cse677 + cse679 - cse681;
    const double cse683 = 2*v_ed_slider_3;
    const double cse684 = cse645*cse678;
    const double cse685 = cse636*cse653;
    const double cse686 = cse644*cse683 + cse652*cse677 - cse684 + cse685;
    const double cse687 = cse636*cse657;
    const double cse688 = cse645*cse680;
    const double cse689 = cse656*cse676 + cse663*cse683 - cse687 + cse688;
    const double cse690 = -1.2*cse313 + 8*cse613 + 8*cse627 - 8*q_r_rod_z + 8*q_r_slider_z - 8;
    const double cse691 = 0.0004*a_19;
    const double cse692 = -cse691*q_e_slider_2;
    const double cse693 = cse692 + lam_8*(8*cse415 + 8*cse426);
    const double cse694 = 4*q_r_slider_x;
    const double cse695 = -4*lam_11 + lam_13*(cse694 - 0.8) + lam_20;
    const double cse696 = 0.0004*cse613;
    const double cse697 = 0.0004*cse315;
    const double cse698 = cse696 + cse697;
    const double cse699 = 0.0004*q_e_slider_0;
    const double cse700 = -cse699*q_e_slider_1;
    const double cse701 = cse638*cse645;
    const double cse702 = cse642*cse653;
    const double cse703 = -cse249*cse652 + cse603*cse644 + cse701 + cse702;
    const double cse704 = cse640*cse645;
    const double cse705 = cse251*cse656 + cse603*cse663 + cse667 + cse704;
    const double cse706 = cse640*cse653;
    const double cse707 = -cse249*cse668 + cse251*cse666 - cse658 - cse706;
    const double cse708 = 0.0008*a_17;
    const double cse709 = 2*v_ed_slider_0;
    const double cse710 = 0.0002*v_ed_slider_0;
    const double cse711 = cse653*cse710;
    const double cse712 = -cse666*cse709 + cse668*cse683 + cse687 + cse711;
    const double cse713 = cse645*cse710;
    const double cse714 = -cse656*cse709 - cse663*cse677 + cse679 - cse713;
    const double cse715 = -cse636*cse645;
    const double cse716 = -cse653*cse678;
    const double cse717 = -cse644*cse677 + cse652*cse683 + cse715 + cse716;
    const double cse718 = 2*cse645;
    const double cse719 = cse644*cse718;
    const double cse720 = 2*cse653;
    const double cse721 = cse652*cse720;
    const double cse722 = -cse719 - cse721;
    const double cse723 = -cse422*lam_14;
    const double cse724 = 16*q_e_slider_0;
    const double cse725 = 4*cse277;
    const double cse726 = 4*cse255;
    const double cse727 = cse723 + lam_16*(cse377 + cse378 - cse379 + cse724*q_e_slider_1) + lam_8*(-cse725 - cse726 + 2);
    const double cse728 = -cse699*q_e_slider_2;
    const double cse729 = cse251*cse652 - cse607*cse644 - cse669 - cse704;
    const double cse730 = cse648*cse657;
    const double cse731 = cse249*cse656 - cse607*cse663 + cse701 + cse730;
    const double cse732 = cse640*cse657;
    const double cse733 = cse249*cse666 + cse251*cse668 + cse654 + cse732;
    const double cse734 = cse657*cse710;
    const double cse735 = -cse666*cse683 - cse668*cse709 + cse685 - cse734;
    const double cse736 = cse644*cse676 - cse652*cse709 + cse681 + cse713;
    const double cse737 = -cse657*cse680;
    const double cse738 = -cse656*cse683 + cse663*cse676 + cse715 + cse737;
    const double cse739 = 2*cse657;
    const double cse740 = cse656*cse739;
    const double cse741 = cse663*cse718;
    const double cse742 = -cse740 - cse741;
    const double cse743 = -0.6*cse257 + cse694 - 4*q_r_rod_x;
    const double cse744 = cse422*lam_13;
    const double cse745 = lam_8*(-cse264*q_e_rod_3 + cse271*q_e_rod_1);
    const double cse746 = -cse744 + cse745 + lam_16*(cse724*q_e_slider_2 + cse743);
    const double cse747 = -cse699*q_e_slider_3;
    const double cse748 = cse251*cse644 + cse607*cse652 + cse664 + cse706;
    const double cse749 = cse251*cse663 - cse603*cse656 - cse646 - cse732;
    const double cse750 = -cse603*cse666 + cse607*cse668 + cse702 + cse730;
    const double cse751 = cse666*cse677 - cse668*cse676 + cse716 + cse737;
    const double cse752 = cse656*cse677 - cse663*cse709 + cse684 + cse734;
    const double cse753 = -cse644*cse709 - cse652*cse676 + cse688 - cse711;
    const double cse754 = cse668*cse720;
    const double cse755 = cse666*cse739;
    const double cse756 = -cse754 - cse755;
    const double cse757 = 2*lam_12;
    const double cse758 = cse418*lam_13 - 2*lam_15;
    const double cse759 = -cse757 + cse758 + lam_14*(cse461 - 0.4) + 32*lam_16*q_e_slider_0*q_e_slider_3;
    const double cse760 = cse235*cse308 + cse243*cse603 - cse278*cse607;
    const double cse761 = -cse235;
    const double cse762 = -cse249;
    const double cse763 = -cse422*q_e_slider_2;
    const double cse764 = 0.2 - q_r_slider_x;
    const double cse765 = -cse235*cse764 + cse418*q_e_slider_3 + cse763;
    const double cse766 = cse422*q_e_slider_1;
    const double cse767 = -cse249*cse764 - cse379*q_e_slider_0 - cse766;
    const double cse768 = 8*cse320;
    const double cse769 = cse231*cse259 - cse238*cse289 + cse768*q_e_slider_0;
    const double cse770 = 0.0008*a_18;
    const double cse771 = 0.0004*a_17;
    const double cse772 = cse719 + cse721;
    const double cse773 = -a_17*cse699;
    const double cse774 = cse674 + lam_16*(8*cse315 + 8*cse316);
    const double cse775 = 0.0004*cse316;
    const double cse776 = cse635 + cse775;
    const double cse777 = 0.0004*q_e_slider_1;
    const double cse778 = -cse777*q_e_slider_2;
    const double cse779 = cse754 + cse755;
    const double cse780 = cse757 + cse758 + lam_14*(cse483 + 0.4);
    const double cse781 = -cse777*q_e_slider_3;
    const double cse782 = cse744 + cse745 + lam_16*(cse743 + 16*q_e_slider_1*q_e_slider_3);
    const double cse783 = cse243*cse249 - cse251*cse278;
    const double cse784 = -cse238;
    const double cse785 = cse422*q_e_slider_3;
    const double cse786 = -cse238*cse764 + cse418*q_e_slider_2 + cse785;
    const double cse787 = -cse422*q_e_slider_0;
    const double cse788 = cse603*cse764 + cse787;
    const double cse789 = -cse603;
    const double cse790 = cse233*cse259 - cse235*cse289;
    const double cse791 = 0.0008*a_19;
    const double cse792 = cse740 + cse741;
    const double cse793 = cse672 + cse773 + lam_20;
    const double cse794 = -0.0004*cse385;
    const double cse795 = cse723 + lam_16*(cse380 + 16*cse385) + lam_8*(cse725 + cse726 - 2);
    const double cse796 = cse243*cse251 + cse249*cse278;
    const double cse797 = cse418*q_e_slider_1 + cse787;
    const double cse798 = -cse379*q_e_slider_2 + cse607*cse764 - cse785;
    const double cse799 = -cse607;
    const double cse800 = cse233*cse289 + cse235*cse259;
    const double cse801 = 0.0008*a_20;
    const double cse802 = cse233*cse308 + cse243*cse607 + cse278*cse603;
    const double cse803 = -cse251;
    const double cse804 = cse418*q_e_slider_0 + cse766;
    const double cse805 = -cse251*cse764 + cse763;
    const double cse806 = cse231*cse289 + cse238*cse259 + cse768*q_e_slider_3;

    memset(out, 0, sizeof(double) * 1764);
    out[0] = 0.12;  /* [0, 0] */
    out[21] = 1;  /* [0, 21] */
    out[26] = 1;  /* [0, 26] */
    out[43] = 0.12;  /* [1, 1] */
    out[64] = 1;  /* [1, 22] */
    out[69] = 1;  /* [1, 27] */
    out[86] = 0.12;  /* [2, 2] */
    out[107] = 1;  /* [2, 23] */
    out[112] = 1;  /* [2, 28] */
    out[129] = 4e-05*cse0 + cse38*(-a_5*cse39 + cse10*cse44 + cse11*cse48 + cse13*cse52 + cse77 + lam_17*((cse58*cse58)*cse65 - cse58*cse68*cse70 + cse74)) + cse80 - h*(-cse10*cse37 - cse11*cse32 - cse13*cse25);  /* [3, 3] */
    out[130] = cse112 + cse38*(a_3*cse88 - a_4*cse89 + cse10*cse93 - cse102 + cse11*cse95 + cse110 + cse13*cse98 + cse90*q_e_crank_2) - h*(-cse10*cse87 - cse11*cse85 - cse13*cse83);  /* [3, 4] */
    out[131] = cse113 + cse38*(cse10*cse123 + cse11*cse125 - cse119 + cse120 + 8e-05*cse121 + cse126*cse13 - cse130 - 4e-05*cse131 + cse140) - h*(-cse10*cse118 - cse11*cse116 - cse114*cse13);  /* [3, 5] */
    out[132] = cse157 + cse38*(a_3*cse144 - a_6*cse89 + cse10*cse146 + cse11*cse148 + cse13*cse147 - cse145*q_e_crank_2 - cse151 + cse155) - h*(-cse10*cse143 - cse11*cse142 - cse13*cse141);  /* [3, 6] */
    out[150] = cse10;  /* [3, 24] */
    out[151] = cse158;  /* [3, 25] */
    out[152] = cse160;  /* [3, 26] */
    out[153] = cse161;  /* [3, 27] */
    out[154] = cse162;  /* [3, 28] */
    out[164] = cse164;  /* [3, 38] */
    out[165] = q_e_crank_0;  /* [3, 39] */
    out[171] = cse112 + cse38*(-a_3*cse75 + a_5*cse111 + cse10*cse48 - cse11*cse44 + cse110 - cse12*cse52 + cse165*q_e_crank_0 - cse166) - h*(-cse10*cse32 + cse11*cse37 + cse12*cse25);  /* [4, 3] */
    out[172] = cse173 + cse38*(cse10*cse95 - cse11*cse93 - cse12*cse98 + cse172 - 4e-05*cse76 + lam_17*(cse167*cse168 - cse167*cse169)) + 4e-05*cse79 - h*(-cse10*cse85 + cse11*cse87 + cse12*cse83);  /* [4, 4] */
    out[173] = cse177 + cse38*(-a_3*cse111 - a_5*cse75 + cse10*cse125 - cse11*cse123 - cse12*cse126 + cse165*q_e_crank_2 - cse174 + cse176) - h*(-cse10*cse116 + cse11*cse118 + cse114*cse12);  /* [4, 5] */
    out[174] = cse179 + cse38*(cse10*cse148 - cse11*cse146 - cse12*cse147 - cse130 - cse181 + 8e-05*cse182 - 4e-05*cse183 + cse185 + cse187) - h*(-cse10*cse142 + cse11*cse143 + cse12*cse141);  /* [4, 6] */
    out[192] = cse11;  /* [4, 24] */
    out[193] = cse10;  /* [4, 25] */
    out[194] = cse188;  /* [4, 26] */
    out[196] = cse189;  /* [4, 28] */
    out[206] = cse190;  /* [4, 38] */
    out[207] = q_e_crank_1;  /* [4, 39] */
    out[213] = cse113 + cse38*(-cse10*cse52 + cse119 - cse12*cse48 - cse120 - 4e-05*cse121 + cse13*cse44 + 8e-05*cse131 + cse140 - cse191) - h*(cse10*cse25 + cse12*cse32 - cse13*cse37);  /* [5, 3] */
    out[214] = cse177 + cse38*(-a_4*cse171 + a_5*cse88 - cse10*cse98 - cse12*cse95 + cse13*cse93 - cse151 + cse176 - cse90*q_e_crank_0) - h*(cse10*cse83 + cse12*cse85 - cse13*cse87);  /* [5, 4] */
    out[215] = cse38*(-cse10*cse126 - cse12*cse125 + cse123*cse13 - 4e-05*cse170 + cse77 + lam_17*((cse133*cse133)*cse65 - cse133*cse137*cse70 + cse74)) + 4e-05*cse60 + cse80 - h*(cse10*cse114 + cse116*cse12 - cse118*cse13);  /* [5, 5] */
    out[216] = cse193 + cse38*(a_5*cse144 - a_6*cse171 - cse10*cse147 - cse12*cse148 + cse13*cse146 + cse145*q_e_crank_0 - cse166 + cse192) - h*(cse10*cse141 + cse12*cse142 - cse13*cse143);  /* [5, 6] */
    out[234] = cse13;  /* [5, 24] */
    out[235] = cse194;  /* [5, 25] */
    out[236] = cse162;  /* [5, 26] */
    out[237] = cse195;  /* [5, 27] */
    out[238] = cse159;  /* [5, 28] */
    out[248] = cse196;  /* [5, 38] */
    out[249] = q_e_crank_2;  /* [5, 39] */
    out[255] = cse157 + cse38*(-a_3*cse197 + cse11*cse52 - cse12*cse44 - cse13*cse48 + cse155 - cse174 - cse184*q_e_crank_1 + cse198*q_e_crank_0) - h*(-cse11*cse25 + cse12*cse37 + cse13*cse32);  /* [6, 3] */
    out[256] = cse179 + cse38*(cse11*cse98 - cse12*cse93 - cse13*cse95 + cse181 - 4e-05*cse182 + 8e-05*cse183 - cse185 + cse187 - cse191) - h*(-cse11*cse83 + cse12*cse87 + cse13*cse85);  /* [6, 4] */
    out[257] = cse193 + cse38*(-a_5*cse197 - cse102 + cse11*cse126 - cse12*cse123 - cse125*cse13 + cse180*q_e_crank_1 + cse192 + cse198*q_e_crank_2) - h*(-cse11*cse114 + cse116*cse13 + cse118*cse12);  /* [6, 5] */
    out[258] = cse173 + cse38*(-a_4*cse178 + cse11*cse147 - cse12*cse146 - cse13*cse148 + cse172 + lam_17*(cse168*cse199 - cse169*cse199)) + 4e-05*cse78 - h*(-cse11*cse141 + cse12*cse143 + cse13*cse142);  /* [6, 6] */
    out[276] = cse12;  /* [6, 24] */
    out[277] = cse13;  /* [6, 25] */
    out[278] = cse200;  /* [6, 26] */
    out[280] = cse188;  /* [6, 28] */
    out[290] = cse201;  /* [6, 38] */
    out[291] = q_e_crank_3;  /* [6, 39] */
    out[301] = cse204;  /* [7, 7] */
    out[304] = cse212;  /* [7, 10] */
    out[305] = cse218;  /* [7, 11] */
    out[306] = cse225;  /* [7, 12] */
    out[307] = cse229;  /* [7, 13] */
    out[308] = cse230;  /* [7, 14] */
    out[311] = cse232;  /* [7, 17] */
    out[312] = cse234;  /* [7, 18] */
    out[313] = cse237;  /* [7, 19] */
    out[314] = cse240;  /* [7, 20] */
    out[320] = -1;  /* [7, 26] */
    out[324] = cse244;  /* [7, 30] */
    out[325] = cse248;  /* [7, 31] */
    out[331] = cse261;  /* [7, 37] */
    out[344] = cse204;  /* [8, 8] */
    out[346] = cse266;  /* [8, 10] */
    out[347] = cse268;  /* [8, 11] */
    out[348] = cse273;  /* [8, 12] */
    out[349] = cse276;  /* [8, 13] */
    out[351] = cse230;  /* [8, 15] */
    out[353] = cse239;  /* [8, 17] */
    out[354] = cse236;  /* [8, 18] */
    out[355] = cse234;  /* [8, 19] */
    out[356] = cse232;  /* [8, 20] */
    out[363] = -1;  /* [8, 27] */
    out[366] = cse279;  /* [8, 30] */
    out[367] = cse283;  /* [8, 31] */
    out[373] = cse291;  /* [8, 37] */
    out[387] = cse204;  /* [9, 9] */
    out[388] = cse294;  /* [9, 10] */
    out[389] = cse296;  /* [9, 11] */
    out[390] = cse299;  /* [9, 12] */
    out[391] = cse302;  /* [9, 13] */
    out[394] = cse230;  /* [9, 16] */
    out[395] = cse305;  /* [9, 17] */
    out[398] = cse307;  /* [9, 20] */
    out[406] = -1;  /* [9, 28] */
    out[408] = cse309;  /* [9, 30] */
    out[409] = cse312;  /* [9, 31] */
    out[415] = cse322;  /* [9, 37] */
    out[427] = cse212;  /* [10, 7] */
    out[428] = cse266;  /* [10, 8] */
    out[429] = cse294;  /* [10, 9] */
    out[430] = 0.0016*cse277 + cse38*(-0.0016*a_12*q_e_rod_2 + cse207*cse366 + cse210*cse362 + cse222*cse370 + cse375*lam_10 + cse381*lam_9 + cse382 + cse387 + lam_16*(0.72*cse255 + cse373)) + cse388 - h*(-cse207*cse351 - cse222*cse343 - cse357*q_e_rod_3);  /* [10, 10] */
    out[431] = cse38*(cse207*cse405 + cse222*cse408 - cse383*q_e_rod_0 + cse397*q_e_rod_1 + cse398*q_e_rod_2 + cse402*q_e_rod_3 - cse413 + cse424) + cse427 - h*(-cse207*cse394 - cse210*cse396 - cse392*q_e_rod_1);  /* [10, 11] */
    out[432] = cse38*(cse207*cse442 + cse210*cse440 + cse222*cse443 + 0.0032*cse437 - 0.0016*cse438 - cse447 - cse449 + cse450 + cse467) + cse429 - h*(-cse207*cse433 - cse431*q_e_rod_1 - cse436*q_e_rod_3);  /* [10, 12] */
    out[433] = cse38*(cse207*cse473 + cse222*cse474 - cse384*q_e_rod_0 + cse397*q_e_rod_3 - cse448*q_e_rod_2 + cse472*q_e_rod_3 - cse477 + cse487) + cse489 - h*(-cse207*cse469 - cse210*cse470 - cse222*cse468);  /* [10, 13] */
    out[434] = cse490;  /* [10, 14] */
    out[435] = cse492;  /* [10, 15] */
    out[436] = cse493;  /* [10, 16] */
    out[437] = cse497;  /* [10, 17] */
    out[438] = cse501;  /* [10, 18] */
    out[439] = cse504;  /* [10, 19] */
    out[440] = cse505;  /* [10, 20] */
    out[446] = cse274;  /* [10, 26] */
    out[447] = cse506;  /* [10, 27] */
    out[448] = cse508;  /* [10, 28] */
    out[449] = cse510;  /* [10, 29] */
    out[450] = cse514;  /* [10, 30] */
    out[451] = cse517;  /* [10, 31] */
    out[457] = cse521;  /* [10, 37] */
    out[460] = q_e_rod_0;  /* [10, 40] */
    out[469] = cse218;  /* [11, 7] */
    out[470] = cse268;  /* [11, 8] */
    out[471] = cse296;  /* [11, 9] */
    out[472] = cse38*(a_11*cse523 - cse207*cse362 + cse210*cse366 - cse219*cse370 + cse424 - cse522*q_e_rod_1 + cse524*q_e_rod_3 - cse525) + cse427 - h*(cse207*cse356 - cse210*cse351 + cse219*cse343);  /* [11, 10] */
    out[473] = 0.0016*cse310 + cse38*(-0.0016*a_13*q_e_rod_3 - cse207*cse401 + cse210*cse405 - cse219*cse408 - 3.5999999999999996*cse300*q_e_rod_1 + cse382 - 3.5999999999999996*cse488*lam_9 + cse527 + lam_16*(0.72*cse254 + cse373)) + cse528 - h*(cse207*cse396 - cse210*cse394 + cse392*q_e_rod_0);  /* [11, 11] */
    out[474] = cse38*(a_11*cse531 - cse207*cse440 + cse210*cse442 - cse219*cse443 - cse526*q_e_rod_1 - cse529*q_e_rod_3 - cse530 + cse533) + cse535 - h*(cse207*cse435 - cse210*cse433 + cse431*q_e_rod_0);  /* [11, 12] */
    out[475] = cse38*(-cse207*cse471 + cse210*cse473 - cse219*cse474 - cse447 - cse538 + 0.0032*cse539 + cse540 - 0.0016*cse541 + cse542) + cse537 - h*(cse207*cse470 - cse210*cse469 + cse219*cse468);  /* [11, 13] */
    out[476] = cse543;  /* [11, 14] */
    out[477] = cse544;  /* [11, 15] */
    out[478] = cse545;  /* [11, 16] */
    out[479] = cse548;  /* [11, 17] */
    out[480] = cse551;  /* [11, 18] */
    out[481] = cse553;  /* [11, 19] */
    out[482] = cse554;  /* [11, 20] */
    out[488] = cse269;  /* [11, 26] */
    out[489] = cse507;  /* [11, 27] */
    out[490] = cse506;  /* [11, 28] */
    out[491] = cse555;  /* [11, 29] */
    out[492] = cse556;  /* [11, 30] */
    out[493] = cse557;  /* [11, 31] */
    out[499] = cse558;  /* [11, 37] */
    out[502] = q_e_rod_1;  /* [11, 40] */
    out[511] = cse225;  /* [12, 7] */
    out[512] = cse273;  /* [12, 8] */
    out[513] = cse299;  /* [12, 9] */
    out[514] = cse38*(-cse210*cse370 - cse219*cse366 + cse222*cse362 - 0.0016*cse437 + 0.0032*cse438 + cse449 - cse450 + cse467 - cse559) + cse429 - h*(cse210*cse343 + cse219*cse351 - cse357*q_e_rod_1);  /* [12, 10] */
    out[515] = cse38*(-cse210*cse408 - cse219*cse405 - cse383*q_e_rod_2 - cse398*q_e_rod_0 + cse402*q_e_rod_1 - cse477 + cse533 + cse560*q_e_rod_1) + cse535 - h*(cse219*cse394 - cse222*cse396 + cse392*q_e_rod_3);  /* [12, 11] */
    out[516] = 0.0016*cse255 + cse38*(-a_10*cse428 - cse210*cse443 - cse219*cse442 + cse222*cse440 - cse300*cse561 + cse387 + cse562 + lam_9*(cse381 - cse546*q_e_rod_2)) + cse388 - h*(cse219*cse433 + cse431*q_e_rod_3 - cse436*q_e_rod_1);  /* [12, 12] */
    out[517] = cse38*(-cse210*cse474 - cse219*cse473 - cse384*q_e_rod_2 + cse448*q_e_rod_0 + cse472*q_e_rod_1 - cse525 + cse560*q_e_rod_3 + cse563) + cse564 - h*(cse210*cse468 + cse219*cse469 - cse222*cse470);  /* [12, 13] */
    out[518] = cse565;  /* [12, 14] */
    out[519] = cse567;  /* [12, 15] */
    out[520] = cse568;  /* [12, 16] */
    out[521] = cse570;  /* [12, 17] */
    out[522] = cse573;  /* [12, 18] */
    out[523] = cse575;  /* [12, 19] */
    out[524] = cse576;  /* [12, 20] */
    out[531] = cse577;  /* [12, 27] */
    out[532] = cse579;  /* [12, 28] */
    out[533] = cse580;  /* [12, 29] */
    out[534] = cse582;  /* [12, 30] */
    out[535] = cse584;  /* [12, 31] */
    out[541] = cse585;  /* [12, 37] */
    out[544] = q_e_rod_2;  /* [12, 40] */
    out[553] = cse229;  /* [13, 7] */
    out[554] = cse276;  /* [13, 8] */
    out[555] = cse302;  /* [13, 9] */
    out[556] = cse38*(a_13*cse523 + cse207*cse370 - cse219*cse362 - cse222*cse366 + cse487 - cse522*q_e_rod_3 - cse524*q_e_rod_1 - cse530) + cse489 - h*(-cse207*cse343 + cse222*cse351 + cse357*q_e_rod_0);  /* [13, 10] */
    out[557] = cse38*(cse207*cse408 - cse222*cse405 - cse402*q_e_rod_0 + cse538 - 0.0016*cse539 - cse540 + 0.0032*cse541 + cse542 - cse559) + cse537 - h*(-cse207*cse391 + cse219*cse396 + cse222*cse394);  /* [13, 11] */
    out[558] = cse38*(a_13*cse531 + cse207*cse443 - cse219*cse440 - cse222*cse442 - cse413 - cse526*q_e_rod_3 + cse529*q_e_rod_1 + cse563) + cse564 - h*(-cse207*cse430 + cse222*cse433 + cse436*q_e_rod_0);  /* [13, 12] */
    out[559] = 0.0016*cse254 + cse38*(-a_11*cse536 + cse207*cse474 - cse222*cse473 - cse465*cse488 - cse472*q_e_rod_0 + cse527 + cse562 + lam_10*(cse375 - cse546*q_e_rod_3)) + cse528 - h*(-cse207*cse468 + cse219*cse470 + cse222*cse469);  /* [13, 13] */
    out[560] = cse586;  /* [13, 14] */
    out[561] = cse587;  /* [13, 15] */
    out[562] = cse588;  /* [13, 16] */
    out[563] = cse589;  /* [13, 17] */
    out[564] = cse591;  /* [13, 18] */
    out[565] = cse592;  /* [13, 19] */
    out[566] = cse593;  /* [13, 20] */
    out[573] = cse578;  /* [13, 27] */
    out[574] = cse577;  /* [13, 28] */
    out[575] = cse594;  /* [13, 29] */
    out[576] = cse595;  /* [13, 30] */
    out[577] = cse596;  /* [13, 31] */
    out[583] = cse597;  /* [13, 37] */
    out[586] = q_e_rod_3;  /* [13, 40] */
    out[595] = cse230;  /* [14, 7] */
    out[598] = cse490;  /* [14, 10] */
    out[599] = cse543;  /* [14, 11] */
    out[600] = cse565;  /* [14, 12] */
    out[601] = cse586;  /* [14, 13] */
    out[602] = cse598;  /* [14, 14] */
    out[605] = cse601;  /* [14, 17] */
    out[606] = cse605;  /* [14, 18] */
    out[607] = cse609;  /* [14, 19] */
    out[608] = cse612;  /* [14, 20] */
    out[618] = cse243;  /* [14, 30] */
    out[619] = cse247;  /* [14, 31] */
    out[622] = cse614;  /* [14, 34] */
    out[623] = cse617;  /* [14, 35] */
    out[625] = cse260;  /* [14, 37] */
    out[638] = cse230;  /* [15, 8] */
    out[640] = cse492;  /* [15, 10] */
    out[641] = cse544;  /* [15, 11] */
    out[642] = cse567;  /* [15, 12] */
    out[643] = cse587;  /* [15, 13] */
    out[645] = cse598;  /* [15, 15] */
    out[647] = cse619;  /* [15, 17] */
    out[648] = cse621;  /* [15, 18] */
    out[649] = cse623;  /* [15, 19] */
    out[650] = cse625;  /* [15, 20] */
    out[660] = cse278;  /* [15, 30] */
    out[661] = cse282;  /* [15, 31] */
    out[664] = cse626;  /* [15, 34] */
    out[665] = cse628;  /* [15, 35] */
    out[667] = cse290;  /* [15, 37] */
    out[681] = cse230;  /* [16, 9] */
    out[682] = cse493;  /* [16, 10] */
    out[683] = cse545;  /* [16, 11] */
    out[684] = cse568;  /* [16, 12] */
    out[685] = cse588;  /* [16, 13] */
    out[688] = cse598;  /* [16, 16] */
    out[689] = cse629;  /* [16, 17] */
    out[690] = cse630;  /* [16, 18] */
    out[691] = cse631;  /* [16, 19] */
    out[692] = cse632;  /* [16, 20] */
    out[702] = cse308;  /* [16, 30] */
    out[703] = cse311;  /* [16, 31] */
    out[706] = cse633;  /* [16, 34] */
    out[707] = cse634;  /* [16, 35] */
    out[709] = cse321;  /* [16, 37] */
    out[721] = cse232;  /* [17, 7] */
    out[722] = cse239;  /* [17, 8] */
    out[723] = cse305;  /* [17, 9] */
    out[724] = cse497;  /* [17, 10] */
    out[725] = cse548;  /* [17, 11] */
    out[726] = cse570;  /* [17, 12] */
    out[727] = cse589;  /* [17, 13] */
    out[728] = cse601;  /* [17, 14] */
    out[729] = cse619;  /* [17, 15] */
    out[730] = cse629;  /* [17, 16] */
    out[731] = cse38*(cse249*cse682 + cse603*cse689 + cse607*cse686 + cse672 + cse674 + cse675 + cse693 + cse695 + lam_16*(16*cse315 + 48*cse316 + cse690)) + cse635 + cse698 - h*(-cse249*cse670 - cse603*cse665 - cse607*cse655);  /* [17, 17] */
    out[732] = cse38*(-a_18*cse699 + cse249*cse712 + cse603*cse714 + cse607*cse717 + cse708*q_e_slider_1 - cse722 + cse727) + cse700 - h*(-cse249*cse707 - cse603*cse705 - cse607*cse703);  /* [17, 18] */
    out[733] = cse38*(-a_19*cse699 + cse249*cse735 + cse603*cse738 + cse607*cse736 + cse708*q_e_slider_2 - cse742 + cse746) + cse728 - h*(-cse249*cse733 - cse603*cse731 - cse607*cse729);  /* [17, 19] */
    out[734] = cse38*(-a_20*cse699 + cse249*cse751 + cse603*cse752 + cse607*cse753 + cse708*q_e_slider_3 - cse756 + cse759) + cse747 - h*(-cse249*cse750 - cse603*cse749 - cse607*cse748);  /* [17, 20] */
    out[743] = cse760;  /* [17, 29] */
    out[746] = cse761;  /* [17, 32] */
    out[747] = cse762;  /* [17, 33] */
    out[748] = cse765;  /* [17, 34] */
    out[749] = cse767;  /* [17, 35] */
    out[750] = cse762;  /* [17, 36] */
    out[751] = cse769;  /* [17, 37] */
    out[755] = q_e_slider_0;  /* [17, 41] */
    out[763] = cse234;  /* [18, 7] */
    out[764] = cse236;  /* [18, 8] */
    out[766] = cse501;  /* [18, 10] */
    out[767] = cse551;  /* [18, 11] */
    out[768] = cse573;  /* [18, 12] */
    out[769] = cse591;  /* [18, 13] */
    out[770] = cse605;  /* [18, 14] */
    out[771] = cse621;  /* [18, 15] */
    out[772] = cse630;  /* [18, 16] */
    out[773] = cse38*(cse249*cse689 - cse251*cse686 - cse603*cse682 + cse727 + cse770*q_e_slider_0 - cse771*q_e_slider_1 - cse772) + cse700 - h*(-cse249*cse665 + cse251*cse655 + cse603*cse670);  /* [18, 17] */
    out[774] = cse38*(cse249*cse714 - cse251*cse717 - cse603*cse712 + cse692 + cse695 + cse773 + cse774) + cse697 + cse776 - h*(-cse249*cse705 + cse251*cse703 + cse603*cse707);  /* [18, 18] */
    out[775] = cse38*(cse249*cse738 - cse251*cse736 - cse603*cse735 - cse691*q_e_slider_1 + cse770*q_e_slider_2 - cse779 + cse780) + cse778 - h*(-cse249*cse731 + cse251*cse729 + cse603*cse733);  /* [18, 19] */
    out[776] = cse38*(cse249*cse752 - cse251*cse753 - cse603*cse751 - cse673*q_e_slider_1 - cse742 + cse770*q_e_slider_3 + cse782) + cse781 - h*(-cse249*cse749 + cse251*cse748 + cse603*cse750);  /* [18, 20] */
    out[785] = cse783;  /* [18, 29] */
    out[788] = cse784;  /* [18, 32] */
    out[789] = cse603;  /* [18, 33] */
    out[790] = cse786;  /* [18, 34] */
    out[791] = cse788;  /* [18, 35] */
    out[792] = cse789;  /* [18, 36] */
    out[793] = cse790;  /* [18, 37] */
    out[797] = q_e_slider_1;  /* [18, 41] */
    out[805] = cse237;  /* [19, 7] */
    out[806] = cse234;  /* [19, 8] */
    out[808] = cse504;  /* [19, 10] */
    out[809] = cse553;  /* [19, 11] */
    out[810] = cse575;  /* [19, 12] */
    out[811] = cse592;  /* [19, 13] */
    out[812] = cse609;  /* [19, 14] */
    out[813] = cse623;  /* [19, 15] */
    out[814] = cse631;  /* [19, 16] */
    out[815] = cse38*(-cse249*cse686 - cse251*cse689 + cse607*cse682 + cse746 - cse771*q_e_slider_2 + cse791*q_e_slider_0 - cse792) + cse728 - h*(cse249*cse655 + cse251*cse665 - cse607*cse670);  /* [19, 17] */
    out[816] = cse38*(-cse249*cse717 - cse251*cse714 + cse607*cse712 - cse671*q_e_slider_2 - cse756 + cse780 + cse791*q_e_slider_1) + cse778 - h*(cse249*cse703 + cse251*cse705 - cse607*cse707);  /* [19, 18] */
    out[817] = cse38*(-cse249*cse736 - cse251*cse738 + cse607*cse735 + cse675 + cse774 + cse793) + cse698 + cse775 - h*(cse249*cse729 + cse251*cse731 - cse607*cse733);  /* [19, 19] */
    out[818] = cse38*(-cse249*cse753 - cse251*cse752 + cse607*cse751 - cse673*q_e_slider_2 - cse772 + cse791*q_e_slider_3 + cse795) + cse794 - h*(cse249*cse748 + cse251*cse749 - cse607*cse750);  /* [19, 20] */
    out[827] = cse796;  /* [19, 29] */
    out[831] = cse607;  /* [19, 33] */
    out[832] = cse797;  /* [19, 34] */
    out[833] = cse798;  /* [19, 35] */
    out[834] = cse799;  /* [19, 36] */
    out[835] = cse800;  /* [19, 37] */
    out[839] = q_e_slider_2;  /* [19, 41] */
    out[847] = cse240;  /* [20, 7] */
    out[848] = cse232;  /* [20, 8] */
    out[849] = cse307;  /* [20, 9] */
    out[850] = cse505;  /* [20, 10] */
    out[851] = cse554;  /* [20, 11] */
    out[852] = cse576;  /* [20, 12] */
    out[853] = cse593;  /* [20, 13] */
    out[854] = cse612;  /* [20, 14] */
    out[855] = cse625;  /* [20, 15] */
    out[856] = cse632;  /* [20, 16] */
    out[857] = cse38*(-cse251*cse682 + cse603*cse686 - cse607*cse689 + cse759 - cse771*q_e_slider_3 - cse779 + cse801*q_e_slider_0) + cse747 - h*(cse251*cse670 - cse603*cse655 + cse607*cse665);  /* [20, 17] */
    out[858] = cse38*(-cse251*cse712 + cse603*cse717 - cse607*cse714 - cse671*q_e_slider_3 + cse782 - cse792 + cse801*q_e_slider_1) + cse781 - h*(cse251*cse707 - cse603*cse703 + cse607*cse705);  /* [20, 18] */
    out[859] = cse38*(-cse251*cse735 + cse603*cse736 - cse607*cse738 - cse691*q_e_slider_3 - cse722 + cse795 + cse801*q_e_slider_2) + cse794 - h*(cse251*cse733 - cse603*cse729 + cse607*cse731);  /* [20, 19] */
    out[860] = cse38*(-cse251*cse751 + cse603*cse753 - cse607*cse752 + cse693 + cse793 + lam_16*(48*cse315 + 16*cse316 + cse690)) + cse696 + cse776 - h*(cse251*cse750 - cse603*cse748 + cse607*cse749);  /* [20, 20] */
    out[869] = cse802;  /* [20, 29] */
    out[873] = cse803;  /* [20, 33] */
    out[874] = cse804;  /* [20, 34] */
    out[875] = cse805;  /* [20, 35] */
    out[876] = cse803;  /* [20, 36] */
    out[877] = cse806;  /* [20, 37] */
    out[881] = q_e_slider_3;  /* [20, 41] */
    out[882] = 1;  /* [21, 0] */
    out[925] = 1;  /* [22, 1] */
    out[968] = 1;  /* [23, 2] */
    out[1011] = cse10;  /* [24, 3] */
    out[1012] = cse11;  /* [24, 4] */
    out[1013] = cse13;  /* [24, 5] */
    out[1014] = cse12;  /* [24, 6] */
    out[1053] = cse158;  /* [25, 3] */
    out[1054] = cse10;  /* [25, 4] */
    out[1055] = cse194;  /* [25, 5] */
    out[1056] = cse13;  /* [25, 6] */
    out[1092] = 1;  /* [26, 0] */
    out[1095] = cse160;  /* [26, 3] */
    out[1096] = cse188;  /* [26, 4] */
    out[1097] = cse162;  /* [26, 5] */
    out[1098] = cse200;  /* [26, 6] */
    out[1099] = -1;  /* [26, 7] */
    out[1102] = cse274;  /* [26, 10] */
    out[1103] = cse269;  /* [26, 11] */
    out[1135] = 1;  /* [27, 1] */
    out[1137] = cse161;  /* [27, 3] */
    out[1139] = cse195;  /* [27, 5] */
    out[1142] = -1;  /* [27, 8] */
    out[1144] = cse506;  /* [27, 10] */
    out[1145] = cse507;  /* [27, 11] */
    out[1146] = cse577;  /* [27, 12] */
    out[1147] = cse578;  /* [27, 13] */
    out[1178] = 1;  /* [28, 2] */
    out[1179] = cse162;  /* [28, 3] */
    out[1180] = cse189;  /* [28, 4] */
    out[1181] = cse159;  /* [28, 5] */
    out[1182] = cse188;  /* [28, 6] */
    out[1185] = -1;  /* [28, 9] */
    out[1186] = cse508;  /* [28, 10] */
    out[1187] = cse506;  /* [28, 11] */
    out[1188] = cse579;  /* [28, 12] */
    out[1189] = cse577;  /* [28, 13] */
    out[1228] = cse510;  /* [29, 10] */
    out[1229] = cse555;  /* [29, 11] */
    out[1230] = cse580;  /* [29, 12] */
    out[1231] = cse594;  /* [29, 13] */
    out[1235] = cse760;  /* [29, 17] */
    out[1236] = cse783;  /* [29, 18] */
    out[1237] = cse796;  /* [29, 19] */
    out[1238] = cse802;  /* [29, 20] */
    out[1267] = cse244;  /* [30, 7] */
    out[1268] = cse279;  /* [30, 8] */
    out[1269] = cse309;  /* [30, 9] */
    out[1270] = cse514;  /* [30, 10] */
    out[1271] = cse556;  /* [30, 11] */
    out[1272] = cse582;  /* [30, 12] */
    out[1273] = cse595;  /* [30, 13] */
    out[1274] = cse243;  /* [30, 14] */
    out[1275] = cse278;  /* [30, 15] */
    out[1276] = cse308;  /* [30, 16] */
    out[1309] = cse248;  /* [31, 7] */
    out[1310] = cse283;  /* [31, 8] */
    out[1311] = cse312;  /* [31, 9] */
    out[1312] = cse517;  /* [31, 10] */
    out[1313] = cse557;  /* [31, 11] */
    out[1314] = cse584;  /* [31, 12] */
    out[1315] = cse596;  /* [31, 13] */
    out[1316] = cse247;  /* [31, 14] */
    out[1317] = cse282;  /* [31, 15] */
    out[1318] = cse311;  /* [31, 16] */
    out[1361] = cse761;  /* [32, 17] */
    out[1362] = cse784;  /* [32, 18] */
    out[1403] = cse762;  /* [33, 17] */
    out[1404] = cse603;  /* [33, 18] */
    out[1405] = cse607;  /* [33, 19] */
    out[1406] = cse803;  /* [33, 20] */
    out[1442] = cse614;  /* [34, 14] */
    out[1443] = cse626;  /* [34, 15] */
    out[1444] = cse633;  /* [34, 16] */
    out[1445] = cse765;  /* [34, 17] */
    out[1446] = cse786;  /* [34, 18] */
    out[1447] = cse797;  /* [34, 19] */
    out[1448] = cse804;  /* [34, 20] */
    out[1484] = cse617;  /* [35, 14] */
    out[1485] = cse628;  /* [35, 15] */
    out[1486] = cse634;  /* [35, 16] */
    out[1487] = cse767;  /* [35, 17] */
    out[1488] = cse788;  /* [35, 18] */
    out[1489] = cse798;  /* [35, 19] */
    out[1490] = cse805;  /* [35, 20] */
    out[1529] = cse762;  /* [36, 17] */
    out[1530] = cse789;  /* [36, 18] */
    out[1531] = cse799;  /* [36, 19] */
    out[1532] = cse803;  /* [36, 20] */
    out[1561] = cse261;  /* [37, 7] */
    out[1562] = cse291;  /* [37, 8] */
    out[1563] = cse322;  /* [37, 9] */
    out[1564] = cse521;  /* [37, 10] */
    out[1565] = cse558;  /* [37, 11] */
    out[1566] = cse585;  /* [37, 12] */
    out[1567] = cse597;  /* [37, 13] */
    out[1568] = cse260;  /* [37, 14] */
    out[1569] = cse290;  /* [37, 15] */
    out[1570] = cse321;  /* [37, 16] */
    out[1571] = cse769;  /* [37, 17] */
    out[1572] = cse790;  /* [37, 18] */
    out[1573] = cse800;  /* [37, 19] */
    out[1574] = cse806;  /* [37, 20] */
    out[1599] = cse164;  /* [38, 3] */
    out[1600] = cse190;  /* [38, 4] */
    out[1601] = cse196;  /* [38, 5] */
    out[1602] = cse201;  /* [38, 6] */
    out[1641] = q_e_crank_0;  /* [39, 3] */
    out[1642] = q_e_crank_1;  /* [39, 4] */
    out[1643] = q_e_crank_2;  /* [39, 5] */
    out[1644] = q_e_crank_3;  /* [39, 6] */
    out[1690] = q_e_rod_0;  /* [40, 10] */
    out[1691] = q_e_rod_1;  /* [40, 11] */
    out[1692] = q_e_rod_2;  /* [40, 12] */
    out[1693] = q_e_rod_3;  /* [40, 13] */
    out[1739] = q_e_slider_0;  /* [41, 17] */
    out[1740] = q_e_slider_1;  /* [41, 18] */
    out[1741] = q_e_slider_2;  /* [41, 19] */
    out[1742] = q_e_slider_3;  /* [41, 20] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_slider_crank_rp_genalpha_matrix_perm[42] = {22, 21, 32, 41, 36, 33, 35, 34, 1, 0, 18, 19, 15, 14, 8, 7, 29, 40, 17, 20, 37, 16, 31,
    30, 27, 26, 39, 38, 25, 24, 11, 10, 13, 12, 9, 5, 3, 6, 4, 28, 2, 23};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 42, kl = 23, ku = 23, ldab = 70), and in the row-major 42 x 42 matrix. */
static const int mg_slider_crank_rp_genalpha_matrix_in_band[425] = {676, 124, 1780, 606, 54, 1710, 2846, 2915, 2777, 2566, 2704, 2497, 2635, 2083, 2014, 1807,
    1738, 2773, 1945, 1876, 2568, 2706, 2499, 2637, 2085, 2016, 1809, 2775, 1947, 1878, 2565,
    2703, 2496, 2634, 2082, 2013, 1806, 1737, 2772, 1944, 1875, 2567, 2705, 2498, 2636, 2084,
    2015, 1808, 2774, 1946, 1877, 1096, 2200, 2131, 2338, 2269, 958, 1303, 751, 820, 1372,
    1786, 1648, 1579, 1441, 1026, 2199, 2130, 2337, 2268, 888, 1302, 750, 819, 1371, 1716,
    1647, 1578, 1440, 2426, 2219, 2150, 2357, 2288, 1529, 1322, 1391, 2771, 1667, 1598, 1460,
    1112, 1043, 2423, 2216, 2147, 2354, 2285, 974, 905, 1526, 1319, 767, 836, 1388, 1802,
    1733, 2768, 1181, 1664, 1595, 1457, 1250, 1111, 1042, 2422, 2215, 2146, 2353, 2284, 973,
    904, 1525, 1318, 766, 835, 1387, 1801, 1732, 2767, 1180, 1663, 1594, 1456, 1249, 1114,
    1045, 2425, 2218, 2149, 2356, 2287, 976, 907, 1528, 1321, 769, 838, 1390, 1735, 2770,
    1183, 1666, 1597, 1459, 1252, 1113, 1044, 2424, 2217, 2148, 2355, 2286, 975, 906, 1527,
    1320, 768, 837, 1389, 1734, 2769, 1182, 1665, 1596, 1458, 1251, 1094, 2198, 2129, 2336,
    2267, 956, 1301, 749, 818, 1370, 1646, 1577, 542, 473, 1439, 1024, 2197, 2128, 2335, 2266,
    886, 1300, 748, 817, 1369, 1645, 1576, 541, 472, 1438, 2413, 2206, 2137, 2344, 2275, 1516,
    1309, 757, 826, 1378, 1654, 1585, 550, 481, 1447, 1099, 1030, 2410, 2203, 2134, 2341,
    2272, 961, 892, 1513, 1306, 754, 823, 1375, 1168, 202, 409, 547, 478, 340, 1444, 271,
    1091, 1022, 2195, 2126, 2333, 2264, 953, 884, 1505, 1298, 746, 815, 1367, 1160, 194, 401,
    539, 470, 332, 1436, 263, 1092, 1023, 2196, 2127, 2334, 2265, 954, 885, 1506, 1299, 747,
    816, 1368, 1161, 402, 540, 471, 333, 1437, 264, 1100, 1031, 2411, 2204, 2135, 2342, 2273,
    962, 893, 1514, 1307, 755, 824, 1376, 1169, 410, 548, 479, 341, 1445, 272, 668, 598, 2847,
    2559, 2697, 2490, 2628, 2558, 2696, 2489, 2627, 692, 2555, 2693, 2486, 2624, 1106, 2210,
    2141, 622, 2554, 2485, 1036, 2209, 2140, 2347, 2278, 2845, 2569, 2707, 2500, 2638, 2431,
    2224, 2155, 2362, 2293, 2201, 2132, 2339, 2270, 1304, 752, 821, 1373, 1104, 1035, 2415,
    2208, 2139, 2346, 2277, 966, 897, 1518, 1103, 1034, 2414, 2207, 2138, 2345, 2276, 965,
    896, 1517, 1290, 738, 1293, 741, 810, 1362, 950, 881, 1502, 1295, 743, 812, 1364, 949,
    880, 1501, 1294, 742, 811, 1363, 1292, 740, 809, 1361, 1101, 1032, 2412, 2205, 2136, 2343,
    2274, 963, 894, 1515, 1308, 756, 825, 1377, 2557, 2695, 2488, 2626, 2556, 2694, 2487,
    2625, 2202, 2133, 2340, 2271, 1291, 739, 808, 1360};
static const int mg_slider_crank_rp_genalpha_matrix_in_dense[425] = {0, 21, 26, 43, 64, 69, 86, 107, 112, 129, 130, 131, 132, 150, 151, 152, 153, 154, 164,
    165, 171, 172, 173, 174, 192, 193, 194, 196, 206, 207, 213, 214, 215, 216, 234, 235, 236,
    237, 238, 248, 249, 255, 256, 257, 258, 276, 277, 278, 280, 290, 291, 301, 304, 305, 306,
    307, 308, 311, 312, 313, 314, 320, 324, 325, 331, 344, 346, 347, 348, 349, 351, 353, 354,
    355, 356, 363, 366, 367, 373, 387, 388, 389, 390, 391, 394, 395, 398, 406, 408, 409, 415,
    427, 428, 429, 430, 431, 432, 433, 434, 435, 436, 437, 438, 439, 440, 446, 447, 448, 449,
    450, 451, 457, 460, 469, 470, 471, 472, 473, 474, 475, 476, 477, 478, 479, 480, 481, 482,
    488, 489, 490, 491, 492, 493, 499, 502, 511, 512, 513, 514, 515, 516, 517, 518, 519, 520,
    521, 522, 523, 524, 531, 532, 533, 534, 535, 541, 544, 553, 554, 555, 556, 557, 558, 559,
    560, 561, 562, 563, 564, 565, 566, 573, 574, 575, 576, 577, 583, 586, 595, 598, 599, 600,
    601, 602, 605, 606, 607, 608, 618, 619, 622, 623, 625, 638, 640, 641, 642, 643, 645, 647,
    648, 649, 650, 660, 661, 664, 665, 667, 681, 682, 683, 684, 685, 688, 689, 690, 691, 692,
    702, 703, 706, 707, 709, 721, 722, 723, 724, 725, 726, 727, 728, 729, 730, 731, 732, 733,
    734, 743, 746, 747, 748, 749, 750, 751, 755, 763, 764, 766, 767, 768, 769, 770, 771, 772,
    773, 774, 775, 776, 785, 788, 789, 790, 791, 792, 793, 797, 805, 806, 808, 809, 810, 811,
    812, 813, 814, 815, 816, 817, 818, 827, 831, 832, 833, 834, 835, 839, 847, 848, 849, 850,
    851, 852, 853, 854, 855, 856, 857, 858, 859, 860, 869, 873, 874, 875, 876, 877, 881, 882,
    925, 968, 1011, 1012, 1013, 1014, 1053, 1054, 1055, 1056, 1092, 1095, 1096, 1097, 1098,
    1099, 1102, 1103, 1135, 1137, 1139, 1142, 1144, 1145, 1146, 1147, 1178, 1179, 1180, 1181,
    1182, 1185, 1186, 1187, 1188, 1189, 1228, 1229, 1230, 1231, 1235, 1236, 1237, 1238, 1267,
    1268, 1269, 1270, 1271, 1272, 1273, 1274, 1275, 1276, 1309, 1310, 1311, 1312, 1313, 1314,
    1315, 1316, 1317, 1318, 1361, 1362, 1403, 1404, 1405, 1406, 1442, 1443, 1444, 1445, 1446,
    1447, 1448, 1484, 1485, 1486, 1487, 1488, 1489, 1490, 1529, 1530, 1531, 1532, 1561, 1562,
    1563, 1564, 1565, 1566, 1567, 1568, 1569, 1570, 1571, 1572, 1573, 1574, 1599, 1600, 1601,
    1602, 1641, 1642, 1643, 1644, 1690, 1691, 1692, 1693, 1739, 1740, 1741, 1742};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_slider_crank_rp_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    (void)dv;
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_6 = a[6];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_12 = a[12];
    const double a_13 = a[13];
    const double a_17 = a[17];
    const double a_18 = a[18];
    const double a_19 = a[19];
    const double a_20 = a[20];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    const double lam_6 = lam[6];
    const double lam_7 = lam[7];
    const double lam_8 = lam[8];
    const double lam_9 = lam[9];
    const double lam_10 = lam[10];
    const double lam_11 = lam[11];
    const double lam_12 = lam[12];
    const double lam_13 = lam[13];
    const double lam_14 = lam[14];
    const double lam_15 = lam[15];
    const double lam_16 = lam[16];
    const double lam_17 = lam[17];
    const double lam_18 = lam[18];
    const double lam_19 = lam[19];
    const double lam_20 = lam[20];
    (void)p;
    const double cse0 = (q_e_crank_2*q_e_crank_2);
    const double cse1 = 0.0002*v_ed_crank_3;
    const double cse2 = cse1*q_e_crank_1;
    const double cse3 = 0.0002*v_ed_crank_2;
    const double cse4 = cse3*q_e_crank_0;
    const double cse5 = 0.0002*v_ed_crank_1;
    const double cse6 = cse5*q_e_crank_3;
    const double cse7 = 0.0002*v_ed_crank_0;
    const double cse8 = cse7*q_e_crank_2;
    const double cse9 = -cse2 - cse4 + cse6 + cse8;
    const double cse10 = 2*q_e_crank_3;
    const double cse11 = 2*q_e_crank_2;
    const double cse12 = 2*q_e_crank_0;
    const double cse13 = 2*q_e_crank_1;
    const double cse14 = -cse10*v_ed_crank_0 + cse11*v_ed_crank_1 + cse12*v_ed_crank_3 - cse13*v_ed_crank_2;
    const double cse15 = 0.0002*cse14;
    const double cse16 = cse15*q_e_crank_2;
    const double cse17 = -cse10*v_ed_crank_1 - cse11*v_ed_crank_0 + cse12*v_ed_crank_2 + cse13*v_ed_crank_3;
    const double cse18 = 2e-05*cse17;
    const double cse19 = -cse18*q_e_crank_3;
    const double cse20 = 2e-05*v_ed_crank_0;
    const double cse21 = 2e-05*v_ed_crank_2;
    const double cse22 = 2e-05*v_ed_crank_1;
    const double cse23 = 2e-05*v_ed_crank_3;
    const double cse24 = -cse20*q_e_crank_3 - cse21*q_e_crank_1 + cse22*q_e_crank_2 + cse23*q_e_crank_0;
    const double cse25 = -cse10*cse9 - cse11*cse24 + cse16 + cse19;
    const double cse26 = -cse1*q_e_crank_0 + cse3*q_e_crank_1 - cse5*q_e_crank_2 + cse7*q_e_crank_3;
    const double cse27 = cse10*v_ed_crank_2 - cse11*v_ed_crank_3 + cse12*v_ed_crank_1 - cse13*v_ed_crank_0;
    const double cse28 = 0.0002*cse27;
    const double cse29 = cse28*q_e_crank_3;
    const double cse30 = -cse1*q_e_crank_2 + cse3*q_e_crank_3 + cse5*q_e_crank_0 - cse7*q_e_crank_1;
    const double cse31 = -cse15*q_e_crank_1;
    const double cse32 = -cse10*cse30 - cse13*cse26 + cse29 + cse31;
    const double cse33 = cse2 + cse4 - cse6 - cse8;
    const double cse34 = cse18*q_e_crank_1;
    const double cse35 = -cse28*q_e_crank_2;
    const double cse36 = cse20*q_e_crank_1 - cse21*q_e_crank_3 - cse22*q_e_crank_0 + cse23*q_e_crank_2;
    const double cse37 = -cse11*cse36 - cse13*cse33 + cse34 + cse35;
    const double cse38 = 4e-05*q_e_crank_2;
    const double cse39 = 2*v_ed_crank_1;
    const double cse40 = cse27*cse3;
    const double cse41 = cse18*v_ed_crank_1;
    const double cse42 = 2*v_ed_crank_2;
    const double cse43 = cse33*cse39 + cse36*cse42 + cse40 - cse41;
    const double cse44 = cse28*v_ed_crank_3;
    const double cse45 = 2*cse30;
    const double cse46 = cse15*v_ed_crank_1;
    const double cse47 = cse26*cse39 - cse44 + cse45*v_ed_crank_3 + cse46;
    const double cse48 = cse14*cse3;
    const double cse49 = cse18*v_ed_crank_3;
    const double cse50 = 2*v_ed_crank_3;
    const double cse51 = cse24*cse42 - cse48 + cse49 + cse50*cse9;
    const double cse52 = 2*3.141592653589793*t;
    const double cse53 = cos(cse52);
    const double cse54 = sin(cse52);
    const double cse55 = 4*cse54;
    const double cse56 = cse55*q_e_crank_0;
    const double cse57 = cse13*cse53 + cse56;
    const double cse58 = cse11*q_e_crank_3 + cse12*q_e_crank_1;
    const double cse59 = (q_e_crank_0*q_e_crank_0);
    const double cse60 = 2*cse0 + 2*cse59 - 1;
    const double cse61 = -cse53*cse60 + cse54*cse58;
    const double cse62 = cse53*cse58 + cse54*cse60 + 1;
    const double cse63 = cse61/(cse62*cse62*cse62);
    const double cse64 = 4*cse63;
    const double cse65 = 4*cse53;
    const double cse66 = cse65*q_e_crank_0;
    const double cse67 = cse13*cse54 - cse66;
    const double cse68 = (1.0/(cse62*cse62));
    const double cse69 = 4*cse68;
    const double cse70 = (1.0/(cse62));
    const double cse71 = 8*cse53;
    const double cse72 = cse61*cse68;
    const double cse73 = -8*cse54*cse72 - cse70*cse71;
    const double cse74 = a_6*q_e_crank_3;
    const double cse75 = -0.0004*a_4*q_e_crank_1 - 0.0004*cse74 + lam_18 + 0.32*lam_6;
    const double cse76 = (q_e_crank_1*q_e_crank_1);
    const double cse77 = (q_e_crank_3*q_e_crank_3);
    const double cse78 = 0.0004*cse76 + 0.0004*cse77;
    const double cse79 = cse15*q_e_crank_3;
    const double cse80 = cse18*q_e_crank_2;
    const double cse81 = -cse10*cse24 + cse11*cse9 + cse79 + cse80;
    const double cse82 = cse15*q_e_crank_0;
    const double cse83 = cse11*cse30 + cse12*cse26 + cse35 + cse82;
    const double cse84 = cse18*q_e_crank_0;
    const double cse85 = -cse10*cse36 + cse12*cse33 - cse29 - cse84;
    const double cse86 = 0.0008*a_3;
    const double cse87 = 0.0004*q_e_crank_0;
    const double cse88 = 0.00036*q_e_crank_2;
    const double cse89 = 2*v_ed_crank_0;
    const double cse90 = cse18*v_ed_crank_0;
    const double cse91 = -cse33*cse89 + cse36*cse50 + cse44 + cse90;
    const double cse92 = cse15*v_ed_crank_0;
    const double cse93 = -cse26*cse89 + cse40 - cse45*v_ed_crank_2 - cse92;
    const double cse94 = -cse15*v_ed_crank_3;
    const double cse95 = -cse18*v_ed_crank_2;
    const double cse96 = cse24*cse50 - cse42*cse9 + cse94 + cse95;
    const double cse97 = 2*cse14*cse9;
    const double cse98 = 2*cse17;
    const double cse99 = cse24*cse98;
    const double cse100 = -cse97 - cse99;
    const double cse101 = cse67*cse68;
    const double cse102 = cse63*cse71;
    const double cse103 = cse102*cse57;
    const double cse104 = cse57*cse68;
    const double cse105 = cse55*cse70;
    const double cse106 = cse105 - cse65*cse72;
    const double cse107 = 0.16*lam_7;
    const double cse108 = cse107 + lam_17*(-cse101*cse66 + cse103*q_e_crank_0 - cse104*cse56 + cse106);
    const double cse109 = -cse87*q_e_crank_1 - cse88*q_e_crank_3;
    const double cse110 = -cse38*q_e_crank_0;
    const double cse111 = cse12*cse24 - cse13*cse9 - cse34 - cse82;
    const double cse112 = cse28*q_e_crank_1;
    const double cse113 = cse10*cse26 + cse112 - cse13*cse30 + cse79;
    const double cse114 = cse28*q_e_crank_0;
    const double cse115 = cse10*cse33 + cse114 + cse12*cse36 + cse19;
    const double cse116 = 0.00036*q_e_crank_3;
    const double cse117 = a_4*cse116;
    const double cse118 = 0.00036*q_e_crank_1;
    const double cse119 = a_6*cse118;
    const double cse120 = a_3*q_e_crank_2;
    const double cse121 = cse28*v_ed_crank_0;
    const double cse122 = -cse121 - cse33*cse50 - cse36*cse89 + cse49;
    const double cse123 = -cse28*v_ed_crank_1;
    const double cse124 = cse123 - cse26*cse50 + cse45*v_ed_crank_1 + cse94;
    const double cse125 = -cse24*cse89 + cse39*cse9 + cse41 + cse92;
    const double cse126 = 2*cse27;
    const double cse127 = cse126*cse26;
    const double cse128 = cse14*cse45;
    const double cse129 = -cse127 - cse128;
    const double cse130 = a_5*q_e_crank_0;
    const double cse131 = cse55*q_e_crank_2;
    const double cse132 = cse10*cse53 + cse131;
    const double cse133 = 2*cse68;
    const double cse134 = cse65*q_e_crank_2;
    const double cse135 = cse10*cse54 - cse134;
    const double cse136 = 2*lam_4;
    const double cse137 = -cse136 + lam_17*(-cse132*cse133*cse67 + cse132*cse57*cse64 - cse133*cse135*cse57);
    const double cse138 = cse12*cse9 + cse13*cse24 + cse31 + cse84;
    const double cse139 = -cse11*cse26 - cse114 + cse12*cse30 - cse16;
    const double cse140 = -cse11*cse33 + cse112 + cse13*cse36 + cse80;
    const double cse141 = cse123 + cse33*cse42 - cse36*cse39 + cse95;
    const double cse142 = -cse24*cse39 + cse46 - cse89*cse9 - cse90;
    const double cse143 = cse121 + cse26*cse42 - cse30*cse89 + cse48;
    const double cse144 = cse126*cse33;
    const double cse145 = cse36*cse98;
    const double cse146 = -cse144 - cse145;
    const double cse147 = 0.16*lam_5;
    const double cse148 = 2*lam_3;
    const double cse149 = -cse147 + cse148 + lam_17*(-cse101*cse134 + cse103*q_e_crank_2 - cse104*cse131);
    const double cse150 = -cse87*q_e_crank_3 + cse88*q_e_crank_1;
    const double cse151 = -cse11;
    const double cse152 = 0.16*q_e_crank_3;
    const double cse153 = -cse152;
    const double cse154 = 0.32*q_e_crank_0;
    const double cse155 = 0.16*q_e_crank_1;
    const double cse156 = 2*cse72;
    const double cse157 = 2*cse70;
    const double cse158 = -cse156*cse57 + cse157*cse67;
    const double cse159 = 0.0004*a_3;
    const double cse160 = 0.0008*a_4;
    const double cse161 = cse97 + cse99;
    const double cse162 = (cse53*cse53)*cse63;
    const double cse163 = 16*cse59;
    const double cse164 = cse53*cse54*cse68;
    const double cse165 = a_3*q_e_crank_0;
    const double cse166 = 0.0004*q_e_crank_2;
    const double cse167 = -a_5*cse166 - 0.0004*cse165 + lam_18;
    const double cse168 = 0.0004*cse0 + 0.0004*cse59;
    const double cse169 = 0.0004*a_5;
    const double cse170 = cse144 + cse145;
    const double cse171 = cse132*cse68;
    const double cse172 = cse102*cse132;
    const double cse173 = cse135*cse68;
    const double cse174 = cse147 + cse148 + lam_17*(-cse171*cse56 + cse172*q_e_crank_0 - cse173*cse66);
    const double cse175 = 0.00036*q_e_crank_0;
    const double cse176 = -cse166*q_e_crank_1 + cse175*q_e_crank_3;
    const double cse177 = 4e-05*q_e_crank_1;
    const double cse178 = -cse177*q_e_crank_3;
    const double cse179 = a_3*cse88;
    const double cse180 = a_4*q_e_crank_3;
    const double cse181 = a_6*q_e_crank_1;
    const double cse182 = a_5*cse175;
    const double cse183 = 16*q_e_crank_0*q_e_crank_2;
    const double cse184 = cse136 + lam_17*(cse162*cse183 - cse164*cse183);
    const double cse185 = 0.16*q_e_crank_2;
    const double cse186 = 0.16*q_e_crank_0;
    const double cse187 = cse105*q_e_crank_0 - cse66*cse72;
    const double cse188 = cse127 + cse128;
    const double cse189 = 0.0008*a_5;
    const double cse190 = cse107 + lam_17*(cse106 - cse131*cse171 - cse134*cse173 + cse172*q_e_crank_2);
    const double cse191 = -cse166*q_e_crank_3 - cse175*q_e_crank_1;
    const double cse192 = -cse12;
    const double cse193 = 0.32*q_e_crank_2;
    const double cse194 = -cse132*cse156 + cse135*cse157;
    const double cse195 = 0.0008*a_6;
    const double cse196 = 16*cse0;
    const double cse197 = -cse186;
    const double cse198 = cse105*q_e_crank_2 - cse134*cse72;
    const double cse199 = hq*lam_16;
    const double cse200 = 2*cse199;
    const double cse201 = cse200 + 0.5;
    const double cse202 = 1.2*lam_16;
    const double cse203 = cse202*q_e_rod_0;
    const double cse204 = 2*q_e_rod_2;
    const double cse205 = cse204*lam_10;
    const double cse206 = -cse205;
    const double cse207 = 2*q_e_rod_3;
    const double cse208 = cse207*lam_9;
    const double cse209 = hq*(cse203 + cse206 + cse208);
    const double cse210 = cse202*q_e_rod_1;
    const double cse211 = cse207*lam_10;
    const double cse212 = -cse211;
    const double cse213 = cse204*lam_9;
    const double cse214 = -cse213;
    const double cse215 = hq*(cse210 + cse212 + cse214);
    const double cse216 = 2*q_e_rod_0;
    const double cse217 = cse216*lam_10;
    const double cse218 = -cse217;
    const double cse219 = 2*q_e_rod_1;
    const double cse220 = cse219*lam_9;
    const double cse221 = -cse220;
    const double cse222 = hq*(cse218 + cse221);
    const double cse223 = cse219*lam_10;
    const double cse224 = -cse223;
    const double cse225 = cse216*lam_9;
    const double cse226 = hq*(cse224 + cse225);
    const double cse227 = -cse200;
    const double cse228 = 4*q_e_slider_2;
    const double cse229 = -cse199*cse228;
    const double cse230 = 4*q_e_slider_3;
    const double cse231 = -cse199*cse230;
    const double cse232 = 4*q_e_slider_0;
    const double cse233 = cse199*cse232;
    const double cse234 = -cse233;
    const double cse235 = 4*q_e_slider_1;
    const double cse236 = cse199*cse235;
    const double cse237 = -cse236;
    const double cse238 = cse219*q_e_rod_2;
    const double cse239 = cse207*q_e_rod_0;
    const double cse240 = cse238 - cse239;
    const double cse241 = -cse240;
    const double cse242 = cse207*q_e_rod_1;
    const double cse243 = cse216*q_e_rod_2;
    const double cse244 = cse242 + cse243;
    const double cse245 = -cse244;
    const double cse246 = 2*q_e_slider_3;
    const double cse247 = cse246*q_e_slider_1;
    const double cse248 = 2*q_e_slider_0;
    const double cse249 = cse248*q_e_slider_2;
    const double cse250 = cse247 + cse249;
    const double cse251 = (q_e_rod_1*q_e_rod_1);
    const double cse252 = (q_e_rod_0*q_e_rod_0);
    const double cse253 = 2*cse252 - 1;
    const double cse254 = 2*cse251 + cse253;
    const double cse255 = -0.15*cse254 - q_r_rod_x + q_r_slider_x;
    const double cse256 = cse250 + cse255;
    const double cse257 = 2*cse256;
    const double cse258 = -cse257;
    const double cse259 = 0.6*lam_16;
    const double cse260 = cse259*q_e_rod_3;
    const double cse261 = 4*q_e_rod_0;
    const double cse262 = cse261*lam_9;
    const double cse263 = hq*(cse223 + cse260 - cse262);
    const double cse264 = cse259*q_e_rod_2;
    const double cse265 = hq*(cse217 + cse264);
    const double cse266 = 0.6*q_e_rod_1;
    const double cse267 = cse266*lam_16;
    const double cse268 = 4*lam_9*q_e_rod_2;
    const double cse269 = hq*(cse212 + cse267 - cse268);
    const double cse270 = 0.6*q_e_rod_0;
    const double cse271 = cse270*lam_16;
    const double cse272 = hq*(cse206 + cse271);
    const double cse273 = (q_e_rod_2*q_e_rod_2);
    const double cse274 = cse253 + 2*cse273;
    const double cse275 = -cse274;
    const double cse276 = cse207*q_e_rod_2;
    const double cse277 = cse216*q_e_rod_1;
    const double cse278 = cse276 - cse277;
    const double cse279 = -cse278;
    const double cse280 = cse246*q_e_slider_2;
    const double cse281 = -cse248*q_e_slider_1;
    const double cse282 = cse280 + cse281;
    const double cse283 = cse238 + cse239;
    const double cse284 = -0.15*cse283 - q_r_rod_y + q_r_slider_y;
    const double cse285 = cse282 + cse284;
    const double cse286 = 2*cse285;
    const double cse287 = -cse286;
    const double cse288 = -cse264;
    const double cse289 = cse261*lam_10;
    const double cse290 = hq*(cse221 + cse288 - cse289);
    const double cse291 = -cse225;
    const double cse292 = hq*(cse260 + cse291);
    const double cse293 = -cse271;
    const double cse294 = -cse208;
    const double cse295 = hq*(cse293 + cse294);
    const double cse296 = lam_10*q_e_rod_3;
    const double cse297 = 4*cse296;
    const double cse298 = hq*(cse214 + cse267 - cse297);
    const double cse299 = 8*lam_16;
    const double cse300 = cse299*q_e_slider_0;
    const double cse301 = -cse300*hq;
    const double cse302 = cse299*q_e_slider_3;
    const double cse303 = -cse302*hq;
    const double cse304 = cse276 + cse277;
    const double cse305 = -cse304;
    const double cse306 = (q_e_rod_3*q_e_rod_3);
    const double cse307 = cse253 + 2*cse306;
    const double cse308 = -cse307;
    const double cse309 = cse242 - cse243;
    const double cse310 = -0.15*cse309 - q_r_rod_z + q_r_slider_z;
    const double cse311 = (q_e_slider_3*q_e_slider_3);
    const double cse312 = (q_e_slider_0*q_e_slider_0);
    const double cse313 = 2*cse312;
    const double cse314 = cse313 - 1;
    const double cse315 = 2*cse311 + cse314;
    const double cse316 = cse310 + cse315;
    const double cse317 = 2*cse316;
    const double cse318 = -cse317;
    const double cse319 = cse204*v_ed_rod_1 - cse207*v_ed_rod_0 + cse216*v_ed_rod_3 - cse219*v_ed_rod_2;
    const double cse320 = 0.008*cse319;
    const double cse321 = cse320*q_e_rod_2;
    const double cse322 = 0.008*q_e_rod_0;
    const double cse323 = cse322*v_ed_rod_2;
    const double cse324 = 0.008*v_ed_rod_1;
    const double cse325 = cse324*q_e_rod_3;
    const double cse326 = 0.008*q_e_rod_1;
    const double cse327 = cse326*v_ed_rod_3;
    const double cse328 = 0.008*v_ed_rod_0;
    const double cse329 = cse328*q_e_rod_2;
    const double cse330 = -cse323 + cse325 - cse327 + cse329;
    const double cse331 = 0.0008*q_e_rod_3;
    const double cse332 = 0.0008*q_e_rod_1;
    const double cse333 = 0.0008*q_e_rod_2;
    const double cse334 = 0.0008*q_e_rod_0;
    const double cse335 = -cse331*v_ed_rod_0 - cse332*v_ed_rod_2 + cse333*v_ed_rod_1 + cse334*v_ed_rod_3;
    const double cse336 = -cse204*v_ed_rod_0 - cse207*v_ed_rod_1 + cse216*v_ed_rod_2 + cse219*v_ed_rod_3;
    const double cse337 = 0.0008*cse336;
    const double cse338 = -cse337*q_e_rod_3;
    const double cse339 = -cse204*cse335 - cse207*cse330 + cse321 + cse338;
    const double cse340 = -cse204*v_ed_rod_3 + cse207*v_ed_rod_2 + cse216*v_ed_rod_1 - cse219*v_ed_rod_0;
    const double cse341 = 0.008*cse340;
    const double cse342 = cse341*q_e_rod_3;
    const double cse343 = -cse322*v_ed_rod_3 - cse324*q_e_rod_2 + cse326*v_ed_rod_2 + cse328*q_e_rod_3;
    const double cse344 = -cse320*q_e_rod_1;
    const double cse345 = cse324*q_e_rod_0 - cse328*q_e_rod_1 - 0.008*q_e_rod_2*v_ed_rod_3 + 0.008*q_e_rod_3*v_ed_rod_2;
    const double cse346 = -cse207*cse345 - cse219*cse343 + cse342 + cse344;
    const double cse347 = -cse341*q_e_rod_2;
    const double cse348 = cse323 - cse325 + cse327 - cse329;
    const double cse349 = -cse331*v_ed_rod_2 + cse332*v_ed_rod_0 + cse333*v_ed_rod_3 - cse334*v_ed_rod_1;
    const double cse350 = cse337*q_e_rod_1;
    const double cse351 = -cse204*cse349 - cse219*cse348 + cse347 + cse350;
    const double cse352 = cse341*v_ed_rod_2;
    const double cse353 = 2*v_ed_rod_1;
    const double cse354 = 2*cse349;
    const double cse355 = cse337*v_ed_rod_1;
    const double cse356 = cse348*cse353 + cse352 + cse354*v_ed_rod_2 - cse355;
    const double cse357 = cse341*v_ed_rod_3;
    const double cse358 = cse320*v_ed_rod_1;
    const double cse359 = 2*v_ed_rod_3;
    const double cse360 = cse343*cse353 + cse345*cse359 - cse357 + cse358;
    const double cse361 = cse320*v_ed_rod_2;
    const double cse362 = 2*cse335;
    const double cse363 = cse337*v_ed_rod_3;
    const double cse364 = cse330*cse359 - cse361 + cse362*v_ed_rod_2 + cse363;
    const double cse365 = 2.4*q_e_slider_3;
    const double cse366 = 2.4*q_e_slider_0;
    const double cse367 = 0.18*cse254 + 0.18*cse273 + 0.18*cse306 - cse365*q_e_slider_1 - cse366*q_e_slider_2 + 1.2*q_r_rod_x - 1.2*q_r_slider_x;
    const double cse368 = 1.2*q_e_rod_0;
    const double cse369 = -0.6*cse309 - cse368*q_e_rod_2 - 4*q_r_rod_z + 4*q_r_slider_z;
    const double cse370 = q_e_rod_0*q_e_rod_3;
    const double cse371 = 0.6*cse283;
    const double cse372 = 4*q_r_slider_y;
    const double cse373 = 4*q_r_rod_y;
    const double cse374 = -cse371 + cse372 - cse373;
    const double cse375 = 1.2*cse370 + cse374;
    const double cse376 = lam_19 + 0.6*lam_5;
    const double cse377 = 0.016*a_11;
    const double cse378 = 0.016*a_13;
    const double cse379 = 8*q_e_slider_3;
    const double cse380 = 8*q_e_slider_0;
    const double cse381 = -cse377*q_e_rod_1 - cse378*q_e_rod_3 + lam_8*(cse379*q_e_slider_2 - cse380*q_e_slider_1);
    const double cse382 = 0.016*cse251 + 0.016*cse306;
    const double cse383 = cse320*q_e_rod_3;
    const double cse384 = cse337*q_e_rod_2;
    const double cse385 = cse204*cse330 - cse207*cse335 + cse383 + cse384;
    const double cse386 = 2*cse385;
    const double cse387 = cse320*q_e_rod_0;
    const double cse388 = cse204*cse345 + cse216*cse343 + cse347 + cse387;
    const double cse389 = cse337*q_e_rod_0;
    const double cse390 = -cse207*cse349 + cse216*cse348 - cse342 - cse389;
    const double cse391 = 0.032*a_10;
    const double cse392 = 0.0144*a_13;
    const double cse393 = 2*v_ed_rod_0;
    const double cse394 = cse337*v_ed_rod_0;
    const double cse395 = -2*cse348*cse393 + 2*cse354*v_ed_rod_3 + 2*cse357 + 2*cse394;
    const double cse396 = cse320*v_ed_rod_0;
    const double cse397 = 2*v_ed_rod_2;
    const double cse398 = -cse343*cse393 - cse345*cse397 + cse352 - cse396;
    const double cse399 = -cse320*v_ed_rod_3;
    const double cse400 = -cse337*v_ed_rod_2;
    const double cse401 = -cse330*cse397 + cse362*v_ed_rod_3 + cse399 + cse400;
    const double cse402 = 2*cse319;
    const double cse403 = cse330*cse402;
    const double cse404 = 2*cse336;
    const double cse405 = cse335*cse404;
    const double cse406 = -cse403 - cse405;
    const double cse407 = lam_8*(4*cse311 + 4*cse312 - 2);
    const double cse408 = q_e_rod_0*q_e_rod_1;
    const double cse409 = 0.3*cse283;
    const double cse410 = 2*q_r_rod_y;
    const double cse411 = 2*q_r_slider_y;
    const double cse412 = 1.7999999999999998*q_e_rod_0;
    const double cse413 = -cse266*q_e_rod_2;
    const double cse414 = cse266*q_e_rod_3;
    const double cse415 = 2*q_r_slider_z;
    const double cse416 = -0.3*cse309 + cse415 - 2*q_r_rod_z;
    const double cse417 = cse407 + 0.72*cse408*lam_16 + lam_10*(cse409 + cse410 - cse411 - cse412*q_e_rod_3 + cse413) + lam_9*(-cse412*q_e_rod_2 + cse414 + cse416);
    const double cse418 = q_e_rod_2*q_e_rod_3;
    const double cse419 = -0.016*cse408 - 0.0144*cse418;
    const double cse420 = 0.0016*q_e_rod_0;
    const double cse421 = -cse420*q_e_rod_2;
    const double cse422 = cse216*cse335 - cse219*cse330 - cse350 - cse387;
    const double cse423 = 2*cse422;
    const double cse424 = cse341*q_e_rod_1;
    const double cse425 = cse207*cse343 - cse219*cse345 + cse383 + cse424;
    const double cse426 = cse341*q_e_rod_0;
    const double cse427 = cse207*cse348 + cse216*cse349 + cse338 + cse426;
    const double cse428 = a_10*q_e_rod_2;
    const double cse429 = a_12*q_e_rod_0;
    const double cse430 = cse341*v_ed_rod_0;
    const double cse431 = -cse348*cse359 - cse349*cse393 + cse363 - cse430;
    const double cse432 = -cse341*v_ed_rod_1;
    const double cse433 = -cse343*cse359 + cse345*cse353 + cse399 + cse432;
    const double cse434 = cse330*cse353 - cse335*cse393 + cse355 + cse396;
    const double cse435 = cse345*cse402;
    const double cse436 = 2*cse340;
    const double cse437 = cse343*cse436;
    const double cse438 = -cse435 - cse437;
    const double cse439 = 0.0144*a_11;
    const double cse440 = cse439*q_e_rod_3;
    const double cse441 = cse392*q_e_rod_1;
    const double cse442 = 0.09*cse309;
    const double cse443 = 0.6*q_r_rod_z;
    const double cse444 = 0.6*q_r_slider_z;
    const double cse445 = 1.2*cse311;
    const double cse446 = 1.2*cse312;
    const double cse447 = 0.18*q_e_rod_2;
    const double cse448 = 0.18*q_e_rod_3;
    const double cse449 = cse447*q_e_rod_0 + cse448*q_e_rod_1;
    const double cse450 = 0.6*cse251;
    const double cse451 = 0.5999999999999999*cse252;
    const double cse452 = 2*q_r_slider_x;
    const double cse453 = 0.3*cse254;
    const double cse454 = 2*q_r_rod_x;
    const double cse455 = cse452 - cse453 - cse454;
    const double cse456 = 1.2*lam_9;
    const double cse457 = 0.3*lam_7;
    const double cse458 = -cse408*cse456 - cse457 + lam_10*(cse450 + cse451 + cse455 - 0.3) + lam_16*(-cse442 - cse443 + cse444 + cse445 + cse446 + cse449 - 0.6);
    const double cse459 = cse216*cse330 + cse219*cse335 + cse344 + cse389;
    const double cse460 = -cse204*cse343 + cse216*cse345 - cse321 - cse426;
    const double cse461 = -cse204*cse348 + cse219*cse349 + cse384 + cse424;
    const double cse462 = 2*cse348*cse397 - 2*cse354*v_ed_rod_1 + 2*cse400 + 2*cse432;
    const double cse463 = cse343*cse397 - cse345*cse393 + cse361 + cse430;
    const double cse464 = -cse330*cse393 + cse358 - cse362*v_ed_rod_1 - cse394;
    const double cse465 = cse348*cse436;
    const double cse466 = cse349*cse404;
    const double cse467 = -cse465 - cse466;
    const double cse468 = cse448*q_e_rod_0;
    const double cse469 = cse447*q_e_rod_1;
    const double cse470 = 1.2*q_e_slider_3;
    const double cse471 = 1.2*q_e_slider_0;
    const double cse472 = 0.09*cse283 - cse470*q_e_slider_2 + cse471*q_e_slider_1 + 0.6*q_r_rod_y - 0.6*q_r_slider_y;
    const double cse473 = -cse452;
    const double cse474 = 1.2*lam_10;
    const double cse475 = cse235*q_e_slider_3;
    const double cse476 = cse232*q_e_slider_2;
    const double cse477 = 0.3*lam_6;
    const double cse478 = -cse408*cse474 + cse477 + lam_16*(cse468 - cse469 + cse472) + lam_8*(-cse475 - cse476) + lam_9*(-cse450 - cse451 + cse453 + cse454 + cse473 + 0.3);
    const double cse479 = q_e_rod_1*q_e_rod_2;
    const double cse480 = 0.016*q_e_rod_3;
    const double cse481 = 0.0144*cse479 - cse480*q_e_rod_0;
    const double cse482 = hq*(-cse203 + cse205 + cse294);
    const double cse483 = -cse260;
    const double cse484 = hq*(cse224 + cse262 + cse483);
    const double cse485 = hq*(cse220 + cse264 + cse289);
    const double cse486 = 2.4*q_e_rod_0;
    const double cse487 = 1.2*q_e_rod_3;
    const double cse488 = 8*q_e_rod_0;
    const double cse489 = hq*(lam_16*(cse366*q_e_rod_2 - cse486*q_e_slider_2 + cse487*q_e_slider_1) + lam_8*(-cse228*q_e_rod_3 + cse380*q_e_rod_1 - cse488*q_e_slider_1));
    const double cse490 = cse365*q_e_rod_0;
    const double cse491 = cse380*q_e_rod_0;
    const double cse492 = hq*(lam_16*(cse471*q_e_rod_3 - cse490) + lam_8*(-cse230*q_e_rod_3 - cse491));
    const double cse493 = cse366*q_e_rod_0;
    const double cse494 = cse379*q_e_rod_0;
    const double cse495 = hq*(lam_16*(-cse470*q_e_rod_3 - cse493) + lam_8*(-cse232*q_e_rod_3 + cse494));
    const double cse496 = hq*(lam_16*(cse365*q_e_rod_2 - cse486*q_e_slider_1 - cse487*q_e_slider_2) + lam_8*(-cse235*q_e_rod_3 + cse379*q_e_rod_1 + cse488*q_e_slider_2));
    const double cse497 = 0.3*q_e_rod_3;
    const double cse498 = 0.3*q_e_rod_2;
    const double cse499 = -cse498;
    const double cse500 = 4*cse282;
    const double cse501 = -cse207*cse250 + cse219*cse315 + cse500*q_e_rod_0;
    const double cse502 = 4*cse284;
    const double cse503 = 2*cse255;
    const double cse504 = cse503*q_e_rod_3;
    const double cse505 = cse219*cse310 - cse240*cse270 - cse274*cse497 + cse304*cse498 + cse502*q_e_rod_0 - cse504;
    const double cse506 = cse503*q_e_rod_2;
    const double cse507 = 4*cse310;
    const double cse508 = -cse219*cse284 - cse244*cse270 - cse278*cse497 + cse307*cse498 + cse506 + cse507*q_e_rod_0;
    const double cse509 = 0.6*cse316;
    const double cse510 = 0.6*cse285;
    const double cse511 = 1.2*cse256;
    const double cse512 = cse509*q_e_rod_2 - cse510*q_e_rod_3 - cse511*q_e_rod_0;
    const double cse513 = 2*cse351;
    const double cse514 = 0.016*a_10;
    const double cse515 = 0.032*q_e_rod_0;
    const double cse516 = 0.0144*a_12;
    const double cse517 = cse403 + cse405;
    const double cse518 = cse479*lam_9;
    const double cse519 = 0.016*a_12;
    const double cse520 = -cse514*q_e_rod_0 - cse519*q_e_rod_2;
    const double cse521 = 0.016*cse252 + 0.016*cse273;
    const double cse522 = 2*cse427;
    const double cse523 = 0.0144*a_10;
    const double cse524 = cse465 + cse466;
    const double cse525 = 0.032*q_e_rod_2;
    const double cse526 = -1.2*cse251 + cse455 + 0.3;
    const double cse527 = -cse418*cse474 + cse477 + lam_16*(-cse468 + cse469 + cse472) + lam_8*(cse475 + cse476) + lam_9*(-1.7999999999999998*cse273 - 0.6*cse306 + cse526);
    const double cse528 = 0.0144*cse370 - 0.016*cse479;
    const double cse529 = 0.0016*q_e_rod_1;
    const double cse530 = -cse529*q_e_rod_3;
    const double cse531 = cse523*q_e_rod_2;
    const double cse532 = a_11*q_e_rod_3;
    const double cse533 = cse516*q_e_rod_0;
    const double cse534 = a_13*q_e_rod_1;
    const double cse535 = -cse418*cse456 + cse457 + lam_10*(-0.6*cse273 - 1.7999999999999998*cse306 + cse526) + lam_16*(cse442 + cse443 - cse444 - cse445 - cse446 + cse449 + 0.6);
    const double cse536 = hq*(-cse210 + cse211 + cse213);
    const double cse537 = hq*(cse218 + cse288);
    const double cse538 = hq*(cse225 + cse483);
    const double cse539 = 2.4*q_e_rod_1;
    const double cse540 = 1.2*q_e_rod_2;
    const double cse541 = hq*(lam_16*(-cse366*q_e_rod_3 - cse539*q_e_slider_2 + cse540*q_e_slider_1) + lam_8*(cse228*q_e_rod_2 + cse491));
    const double cse542 = -cse365*q_e_rod_1;
    const double cse543 = lam_8*q_e_rod_2;
    const double cse544 = hq*(cse230*cse543 + lam_16*(cse471*q_e_rod_2 + cse542));
    const double cse545 = -cse366*q_e_rod_1;
    const double cse546 = hq*(cse232*cse543 + lam_16*(-cse470*q_e_rod_2 + cse545));
    const double cse547 = hq*(lam_16*(-cse365*q_e_rod_3 - cse539*q_e_slider_1 - cse540*q_e_slider_2) + lam_8*(cse235*q_e_rod_2 + cse494));
    const double cse548 = cse204*cse250 + cse216*cse315;
    const double cse549 = cse216*cse310 - cse240*cse266 - cse274*cse498 - cse304*cse497 + cse506;
    const double cse550 = -cse216*cse284 - cse244*cse266 - cse278*cse498 - cse307*cse497 + cse504;
    const double cse551 = -cse509*q_e_rod_3 - cse510*q_e_rod_2 - cse511*q_e_rod_1;
    const double cse552 = cse435 + cse437;
    const double cse553 = 0.032*a_12;
    const double cse554 = 1.2*q_e_rod_1;
    const double cse555 = lam_16*(0.18*cse251 + 0.18*cse252) + lam_19;
    const double cse556 = cse407 + lam_10*(cse270*q_e_rod_3 - cse409 - cse410 + cse411 + cse413) + lam_9*(-cse270*q_e_rod_2 - cse414 + cse416);
    const double cse557 = -0.0144*cse408 - cse480*q_e_rod_2;
    const double cse558 = hq*(cse217 + cse220);
    const double cse559 = -cse267;
    const double cse560 = hq*(cse211 + cse268 + cse559);
    const double cse561 = hq*(cse208 + cse271);
    const double cse562 = 8*q_e_rod_2;
    const double cse563 = hq*(lam_16*(cse493 + cse554*q_e_slider_1) + lam_8*(cse228*q_e_rod_1 + cse380*q_e_rod_3 - cse562*q_e_slider_1));
    const double cse564 = cse380*q_e_rod_2;
    const double cse565 = hq*(cse210*q_e_slider_0 + lam_8*(cse230*q_e_rod_1 - cse564));
    const double cse566 = cse379*q_e_rod_2;
    const double cse567 = hq*(-cse210*q_e_slider_3 + lam_8*(cse232*q_e_rod_1 + cse566));
    const double cse568 = hq*(lam_16*(cse490 - cse554*q_e_slider_2) + lam_8*(cse235*q_e_rod_1 + cse379*q_e_rod_3 + cse562*q_e_slider_2));
    const double cse569 = 0.3*q_e_rod_1;
    const double cse570 = 0.3*q_e_rod_0;
    const double cse571 = -cse570;
    const double cse572 = cse207*cse315 + cse219*cse250 + cse500*q_e_rod_2;
    const double cse573 = cse503*q_e_rod_1;
    const double cse574 = cse207*cse310 - cse274*cse569 + cse304*cse570 + cse502*q_e_rod_2 + cse573;
    const double cse575 = cse503*q_e_rod_0;
    const double cse576 = cse207*cse284 - cse278*cse569 + cse307*cse570 + cse575;
    const double cse577 = -cse266*cse285 + cse270*cse316;
    const double cse578 = hq*(cse223 + cse291);
    const double cse579 = hq*(cse205 + cse293);
    const double cse580 = hq*(cse213 + cse297 + cse559);
    const double cse581 = hq*(lam_16*(cse368*q_e_slider_1 + cse545) + lam_8*(-cse228*q_e_rod_0 + cse564));
    const double cse582 = lam_8*q_e_rod_0;
    const double cse583 = hq*(cse203*q_e_slider_0 - cse230*cse582);
    const double cse584 = hq*(-cse203*q_e_slider_3 - cse232*cse582);
    const double cse585 = hq*(lam_16*(-cse368*q_e_slider_2 + cse542) + lam_8*(-cse235*q_e_rod_0 + cse566));
    const double cse586 = cse204*cse315 - cse216*cse250;
    const double cse587 = cse204*cse310 - cse274*cse570 - cse304*cse569 - cse575;
    const double cse588 = cse204*cse284 - cse278*cse570 - cse307*cse569 + cse507*q_e_rod_3 + cse573;
    const double cse589 = -cse266*cse316 - cse270*cse285;
    const double cse590 = cse200 + 2.0;
    const double cse591 = cse228*lam_16;
    const double cse592 = cse246*lam_14;
    const double cse593 = hq*(cse232*lam_13 + cse591 + cse592);
    const double cse594 = cse230*lam_16;
    const double cse595 = 2*q_e_slider_2;
    const double cse596 = -cse595*lam_14;
    const double cse597 = hq*(cse235*lam_13 + cse594 + cse596);
    const double cse598 = cse232*lam_16;
    const double cse599 = 2*q_e_slider_1;
    const double cse600 = -cse599*lam_14;
    const double cse601 = hq*(cse598 + cse600);
    const double cse602 = cse235*lam_16;
    const double cse603 = cse248*lam_14;
    const double cse604 = hq*(cse602 + cse603);
    const double cse605 = (q_e_slider_1*q_e_slider_1);
    const double cse606 = cse314 + 2*cse605;
    const double cse607 = cse595*q_e_slider_1;
    const double cse608 = cse248*q_e_slider_3;
    const double cse609 = -cse607 + cse608;
    const double cse610 = cse246*lam_13;
    const double cse611 = hq*(-cse232*lam_14 - cse602 + cse610);
    const double cse612 = cse595*lam_13;
    const double cse613 = hq*(-cse598 + cse612);
    const double cse614 = cse599*lam_13;
    const double cse615 = hq*(-cse228*lam_14 + cse594 + cse614);
    const double cse616 = cse248*lam_13;
    const double cse617 = hq*(cse591 + cse616);
    const double cse618 = cse607 + cse608;
    const double cse619 = (q_e_slider_2*q_e_slider_2);
    const double cse620 = -cse313 - 2*cse619 + 1;
    const double cse621 = hq*(cse300 + cse600 - cse612);
    const double cse622 = hq*(-cse603 + cse610);
    const double cse623 = hq*(-cse592 - cse616);
    const double cse624 = hq*(cse302 + cse596 + cse614);
    const double cse625 = cse247 - cse249;
    const double cse626 = -cse280 + cse281;
    const double cse627 = 0.0004*cse619;
    const double cse628 = 0.0002*q_e_slider_1;
    const double cse629 = cse628*v_ed_slider_3;
    const double cse630 = 0.0002*q_e_slider_3;
    const double cse631 = cse630*v_ed_slider_1;
    const double cse632 = 0.0002*v_ed_slider_2;
    const double cse633 = cse632*q_e_slider_0;
    const double cse634 = 0.0002*q_e_slider_2;
    const double cse635 = cse634*v_ed_slider_0;
    const double cse636 = -cse629 + cse631 - cse633 + cse635;
    const double cse637 = -cse246*v_ed_slider_0 + cse248*v_ed_slider_3 + cse595*v_ed_slider_1 - cse599*v_ed_slider_2;
    const double cse638 = cse634*cse637;
    const double cse639 = cse630*v_ed_slider_0;
    const double cse640 = cse632*q_e_slider_1;
    const double cse641 = cse634*v_ed_slider_1;
    const double cse642 = 0.0002*q_e_slider_0;
    const double cse643 = cse642*v_ed_slider_3;
    const double cse644 = -cse639 - cse640 + cse641 + cse643;
    const double cse645 = -cse246*v_ed_slider_1 + cse248*v_ed_slider_2 - cse595*v_ed_slider_0 + cse599*v_ed_slider_3;
    const double cse646 = -cse630*cse645;
    const double cse647 = -cse246*cse636 - cse595*cse644 + cse638 + cse646;
    const double cse648 = cse639 + cse640 - cse641 - cse643;
    const double cse649 = cse246*v_ed_slider_2 + cse248*v_ed_slider_1 - cse595*v_ed_slider_3 - cse599*v_ed_slider_0;
    const double cse650 = cse630*cse649;
    const double cse651 = cse628*v_ed_slider_0;
    const double cse652 = cse632*q_e_slider_3;
    const double cse653 = cse634*v_ed_slider_3;
    const double cse654 = cse642*v_ed_slider_1;
    const double cse655 = -cse651 + cse652 - cse653 + cse654;
    const double cse656 = -cse628*cse637;
    const double cse657 = -cse246*cse655 - cse599*cse648 + cse650 + cse656;
    const double cse658 = cse629 - cse631 + cse633 - cse635;
    const double cse659 = -cse634*cse649;
    const double cse660 = cse651 - cse652 + cse653 - cse654;
    const double cse661 = cse628*cse645;
    const double cse662 = -cse595*cse660 - cse599*cse658 + cse659 + cse661;
    const double cse663 = 0.0004*a_18;
    const double cse664 = -cse663*q_e_slider_1;
    const double cse665 = 0.0004*a_20;
    const double cse666 = -cse665*q_e_slider_3;
    const double cse667 = -cse372*lam_14;
    const double cse668 = 2*v_ed_slider_1;
    const double cse669 = 2*cse660;
    const double cse670 = cse632*cse649;
    const double cse671 = 0.0002*cse645;
    const double cse672 = cse671*v_ed_slider_1;
    const double cse673 = cse658*cse668 + cse669*v_ed_slider_2 + cse670 - cse672;
    const double cse674 = 2*v_ed_slider_3;
    const double cse675 = cse632*cse637;
    const double cse676 = 2*v_ed_slider_2;
    const double cse677 = cse671*v_ed_slider_3;
    const double cse678 = cse636*cse674 + cse644*cse676 - cse675 + cse677;
    const double cse679 = 0.0002*cse649;
    const double cse680 = cse679*v_ed_slider_3;
    const double cse681 = 0.0002*cse637;
    const double cse682 = cse681*v_ed_slider_1;
    const double cse683 = cse648*cse668 + cse655*cse674 - cse680 + cse682;
    const double cse684 = -1.2*cse309 + 8*cse605 + 8*cse619 - 8*q_r_rod_z + 8*q_r_slider_z - 8;
    const double cse685 = 0.0004*a_19;
    const double cse686 = -cse685*q_e_slider_2;
    const double cse687 = cse686 + lam_8*(8*cse408 + 8*cse418);
    const double cse688 = 4*q_r_slider_x;
    const double cse689 = -4*lam_11 + lam_13*(cse688 - 0.8) + lam_20;
    const double cse690 = 0.0004*cse605;
    const double cse691 = 0.0004*cse311;
    const double cse692 = cse690 + cse691;
    const double cse693 = 0.0004*q_e_slider_1;
    const double cse694 = -cse693*q_e_slider_0;
    const double cse695 = cse630*cse637;
    const double cse696 = cse634*cse645;
    const double cse697 = -cse246*cse644 + cse595*cse636 + cse695 + cse696;
    const double cse698 = cse637*cse642;
    const double cse699 = cse248*cse648 + cse595*cse655 + cse659 + cse698;
    const double cse700 = cse642*cse645;
    const double cse701 = -cse246*cse660 + cse248*cse658 - cse650 - cse700;
    const double cse702 = 0.0008*a_17;
    const double cse703 = 2*v_ed_slider_0;
    const double cse704 = cse671*v_ed_slider_0;
    const double cse705 = -cse658*cse703 + cse660*cse674 + cse680 + cse704;
    const double cse706 = cse681*v_ed_slider_0;
    const double cse707 = -cse648*cse703 - cse655*cse676 + cse670 - cse706;
    const double cse708 = -cse681*v_ed_slider_3;
    const double cse709 = -cse632*cse645;
    const double cse710 = -cse636*cse676 + cse644*cse674 + cse708 + cse709;
    const double cse711 = 2*cse637;
    const double cse712 = cse636*cse711;
    const double cse713 = 2*cse645;
    const double cse714 = cse644*cse713;
    const double cse715 = -cse712 - cse714;
    const double cse716 = -cse415*lam_14;
    const double cse717 = 16*q_e_slider_0;
    const double cse718 = 4*cse273;
    const double cse719 = 4*cse252;
    const double cse720 = cse716 + lam_16*(cse371 - cse372 + cse373 + cse717*q_e_slider_1) + lam_8*(-cse718 - cse719 + 2);
    const double cse721 = 0.0004*q_e_slider_2;
    const double cse722 = -cse721*q_e_slider_0;
    const double cse723 = cse248*cse644 - cse599*cse636 - cse661 - cse698;
    const double cse724 = cse628*cse649;
    const double cse725 = cse246*cse648 - cse599*cse655 + cse695 + cse724;
    const double cse726 = cse642*cse649;
    const double cse727 = cse246*cse658 + cse248*cse660 + cse646 + cse726;
    const double cse728 = cse679*v_ed_slider_0;
    const double cse729 = -cse658*cse674 - cse669*v_ed_slider_0 + cse677 - cse728;
    const double cse730 = cse636*cse668 - cse644*cse703 + cse672 + cse706;
    const double cse731 = -cse679*v_ed_slider_1;
    const double cse732 = -cse648*cse674 + cse655*cse668 + cse708 + cse731;
    const double cse733 = 2*cse649;
    const double cse734 = cse648*cse733;
    const double cse735 = cse655*cse711;
    const double cse736 = -cse734 - cse735;
    const double cse737 = lam_8*(-cse261*q_e_rod_3 + 4*cse479);
    const double cse738 = -0.6*cse254 + cse688 - 4*q_r_rod_x;
    const double cse739 = cse415*lam_13;
    const double cse740 = cse737 - cse739 + lam_16*(cse717*q_e_slider_2 + cse738);
    const double cse741 = q_e_slider_0*q_e_slider_3;
    const double cse742 = -0.0004*cse741;
    const double cse743 = cse248*cse636 + cse599*cse644 + cse656 + cse700;
    const double cse744 = cse248*cse655 - cse595*cse648 - cse638 - cse726;
    const double cse745 = -cse595*cse658 + cse599*cse660 + cse696 + cse724;
    const double cse746 = cse658*cse676 - cse669*v_ed_slider_1 + cse709 + cse731;
    const double cse747 = cse648*cse676 - cse655*cse703 + cse675 + cse728;
    const double cse748 = -cse636*cse703 - cse644*cse668 + cse682 - cse704;
    const double cse749 = cse660*cse713;
    const double cse750 = cse658*cse733;
    const double cse751 = -cse749 - cse750;
    const double cse752 = 0.0008*q_e_slider_3;
    const double cse753 = 2*lam_12;
    const double cse754 = cse411*lam_13 - 2*lam_15;
    const double cse755 = 32*cse741*lam_16 - cse753 + cse754 + lam_14*(cse452 - 0.4);
    const double cse756 = cse232*cse304 + cse240*cse595 - cse274*cse599;
    const double cse757 = -cse232;
    const double cse758 = -cse246;
    const double cse759 = -cse415*q_e_slider_2;
    const double cse760 = 0.2 - q_r_slider_x;
    const double cse761 = -cse232*cse760 + cse411*q_e_slider_3 + cse759;
    const double cse762 = cse415*q_e_slider_1;
    const double cse763 = -cse246*cse760 - cse372*q_e_slider_0 - cse762;
    const double cse764 = 8*cse316;
    const double cse765 = cse228*cse256 - cse235*cse285 + cse764*q_e_slider_0;
    const double cse766 = 0.0008*q_e_slider_0;
    const double cse767 = 0.0004*a_17;
    const double cse768 = cse712 + cse714;
    const double cse769 = -cse767*q_e_slider_0;
    const double cse770 = cse666 + lam_16*(8*cse311 + 8*cse312);
    const double cse771 = 0.0004*cse312;
    const double cse772 = cse627 + cse771;
    const double cse773 = -cse693*q_e_slider_2;
    const double cse774 = cse749 + cse750;
    const double cse775 = 0.0008*q_e_slider_2;
    const double cse776 = cse753 + cse754 + lam_14*(cse473 + 0.4);
    const double cse777 = -cse693*q_e_slider_3;
    const double cse778 = 16*q_e_slider_3;
    const double cse779 = cse737 + cse739 + lam_16*(cse738 + cse778*q_e_slider_1);
    const double cse780 = cse240*cse246 - cse248*cse274;
    const double cse781 = -cse235;
    const double cse782 = cse415*q_e_slider_3;
    const double cse783 = -cse235*cse760 + cse411*q_e_slider_2 + cse782;
    const double cse784 = -cse415*q_e_slider_0;
    const double cse785 = cse595*cse760 + cse784;
    const double cse786 = -cse595;
    const double cse787 = cse230*cse256 - cse232*cse285;
    const double cse788 = cse734 + cse735;
    const double cse789 = 0.0008*q_e_slider_1;
    const double cse790 = cse664 + cse769 + lam_20;
    const double cse791 = -cse721*q_e_slider_3;
    const double cse792 = cse716 + lam_16*(cse374 + cse778*q_e_slider_2) + lam_8*(cse718 + cse719 - 2);
    const double cse793 = cse240*cse248 + cse246*cse274;
    const double cse794 = cse411*q_e_slider_1 + cse784;
    const double cse795 = -cse372*q_e_slider_2 + cse599*cse760 - cse782;
    const double cse796 = -cse599;
    const double cse797 = cse230*cse285 + cse232*cse256;
    const double cse798 = cse230*cse304 + cse240*cse599 + cse274*cse595;
    const double cse799 = -cse248;
    const double cse800 = cse411*q_e_slider_0 + cse762;
    const double cse801 = -cse248*cse760 + cse759;
    const double cse802 = cse228*cse285 + cse235*cse256 + cse764*q_e_slider_3;

    out[where[0]] = 0.12;  /* [0, 0] */
    out[where[1]] = 1;  /* [0, 21] */
    out[where[2]] = 1;  /* [0, 26] */
    out[where[3]] = 0.12;  /* [1, 1] */
    out[where[4]] = 1;  /* [1, 22] */
    out[where[5]] = 1;  /* [1, 27] */
    out[where[6]] = 0.12;  /* [2, 2] */
    out[where[7]] = 1;  /* [2, 23] */
    out[where[8]] = 1;  /* [2, 28] */
    out[where[9]] = 4e-05*cse0 + cse78 + hq*(-a_5*cse38 + cse10*cse43 + cse11*cse47 + cse13*cse51 + cse75 + lam_17*((cse57*cse57)*cse64 - cse57*cse67*cse69 + cse73)) - hv*(-cse10*cse37 - cse11*cse32 - cse13*cse25);  /* [3, 3] */
    out[where[10]] = cse109 + hq*(-a_4*cse87 + a_6*cse88 + cse10*cse91 - cse100 + cse108 + cse11*cse93 + cse13*cse96 + cse86*q_e_crank_1) - hv*(-cse10*cse85 - cse11*cse83 - cse13*cse81);  /* [3, 4] */
    out[where[11]] = cse110 + hq*(cse10*cse122 + cse11*cse124 - cse117 + cse119 + 8e-05*cse120 + cse125*cse13 - cse129 - 4e-05*cse130 + cse137) - hv*(-cse10*cse115 - cse11*cse113 - cse111*cse13);  /* [3, 5] */
    out[where[12]] = cse150 + hq*(-a_4*cse88 - a_6*cse87 + cse10*cse141 + cse11*cse143 + cse13*cse142 - cse146 + cse149 + cse86*q_e_crank_3) - hv*(-cse10*cse140 - cse11*cse139 - cse13*cse138);  /* [3, 6] */
    out[where[13]] = cse10;  /* [3, 24] */
    out[where[14]] = cse151;  /* [3, 25] */
    out[where[15]] = cse153;  /* [3, 26] */
    out[where[16]] = cse154;  /* [3, 27] */
    out[where[17]] = cse155;  /* [3, 28] */
    out[where[18]] = cse158;  /* [3, 38] */
    out[where[19]] = q_e_crank_0;  /* [3, 39] */
    out[where[20]] = cse109 + hq*(a_5*cse116 + cse10*cse47 + cse108 - cse11*cse43 - cse12*cse51 - cse159*q_e_crank_1 + cse160*q_e_crank_0 - cse161) - hv*(-cse10*cse32 + cse11*cse37 + cse12*cse25);  /* [4, 3] */
    out[where[21]] = cse168 + 4e-05*cse77 + hq*(cse10*cse93 - cse11*cse91 - cse12*cse96 + cse167 - 4e-05*cse74 + lam_17*(cse162*cse163 - cse163*cse164)) - hv*(-cse10*cse83 + cse11*cse85 + cse12*cse81);  /* [4, 4] */
    out[where[22]] = cse176 + hq*(-a_3*cse116 + cse10*cse124 - cse11*cse122 - cse12*cse125 + cse160*q_e_crank_2 - cse169*q_e_crank_1 - cse170 + cse174) - hv*(-cse10*cse113 + cse11*cse115 + cse111*cse12);  /* [4, 5] */
    out[where[23]] = cse178 + hq*(cse10*cse143 - cse11*cse141 - cse12*cse142 - cse129 - cse179 + 8e-05*cse180 - 4e-05*cse181 + cse182 + cse184) - hv*(-cse10*cse139 + cse11*cse140 + cse12*cse138);  /* [4, 6] */
    out[where[24]] = cse11;  /* [4, 24] */
    out[where[25]] = cse10;  /* [4, 25] */
    out[where[26]] = cse185;  /* [4, 26] */
    out[where[27]] = cse186;  /* [4, 28] */
    out[where[28]] = cse187;  /* [4, 38] */
    out[where[29]] = q_e_crank_1;  /* [4, 39] */
    out[where[30]] = cse110 + hq*(-cse10*cse51 + cse117 - cse119 - cse12*cse47 - 4e-05*cse120 + cse13*cse43 + 8e-05*cse130 + cse137 - cse188) - hv*(cse10*cse25 + cse12*cse32 - cse13*cse37);  /* [5, 3] */
    out[where[31]] = cse176 + hq*(-a_4*cse166 - a_6*cse175 - cse10*cse96 - cse12*cse93 + cse13*cse91 - cse146 + cse174 + cse189*q_e_crank_1) - hv*(cse10*cse81 + cse12*cse83 - cse13*cse85);  /* [5, 4] */
    out[where[32]] = 4e-05*cse59 + cse78 + hq*(-cse10*cse125 - cse12*cse124 + cse122*cse13 - 4e-05*cse165 + cse75 + lam_17*((cse132*cse132)*cse64 - cse132*cse135*cse69 + cse73)) - hv*(cse10*cse111 + cse113*cse12 - cse115*cse13);  /* [5, 5] */
    out[where[33]] = cse191 + hq*(a_4*cse175 - a_6*cse166 - cse10*cse142 - cse12*cse143 + cse13*cse141 - cse161 + cse189*q_e_crank_3 + cse190) - hv*(cse10*cse138 + cse12*cse139 - cse13*cse140);  /* [5, 6] */
    out[where[34]] = cse13;  /* [5, 24] */
    out[where[35]] = cse192;  /* [5, 25] */
    out[where[36]] = cse155;  /* [5, 26] */
    out[where[37]] = cse193;  /* [5, 27] */
    out[where[38]] = cse152;  /* [5, 28] */
    out[where[39]] = cse194;  /* [5, 38] */
    out[where[40]] = q_e_crank_2;  /* [5, 39] */
    out[where[41]] = cse150 + hq*(-a_5*cse118 + cse11*cse51 - cse12*cse43 - cse13*cse47 + cse149 - cse159*q_e_crank_3 - cse170 + cse195*q_e_crank_0) - hv*(-cse11*cse25 + cse12*cse37 + cse13*cse32);  /* [6, 3] */
    out[where[42]] = cse178 + hq*(cse11*cse96 - cse12*cse91 - cse13*cse93 + cse179 - 4e-05*cse180 + 8e-05*cse181 - cse182 + cse184 - cse188) - hv*(-cse11*cse81 + cse12*cse85 + cse13*cse83);  /* [6, 4] */
    out[where[43]] = cse191 + hq*(a_3*cse118 - cse100 + cse11*cse125 - cse12*cse122 - cse124*cse13 - cse169*q_e_crank_3 + cse190 + cse195*q_e_crank_2) - hv*(-cse11*cse111 + cse113*cse13 + cse115*cse12);  /* [6, 5] */
    out[where[44]] = cse168 + 4e-05*cse76 + hq*(-a_4*cse177 + cse11*cse142 - cse12*cse141 - cse13*cse143 + cse167 + lam_17*(cse162*cse196 - cse164*cse196)) - hv*(-cse11*cse138 + cse12*cse140 + cse13*cse139);  /* [6, 6] */
    out[where[45]] = cse12;  /* [6, 24] */
    out[where[46]] = cse13;  /* [6, 25] */
    out[where[47]] = cse197;  /* [6, 26] */
    out[where[48]] = cse185;  /* [6, 28] */
    out[where[49]] = cse198;  /* [6, 38] */
    out[where[50]] = q_e_crank_3;  /* [6, 39] */
    out[where[51]] = cse201;  /* [7, 7] */
    out[where[52]] = cse209;  /* [7, 10] */
    out[where[53]] = cse215;  /* [7, 11] */
    out[where[54]] = cse222;  /* [7, 12] */
    out[where[55]] = cse226;  /* [7, 13] */
    out[where[56]] = cse227;  /* [7, 14] */
    out[where[57]] = cse229;  /* [7, 17] */
    out[where[58]] = cse231;  /* [7, 18] */
    out[where[59]] = cse234;  /* [7, 19] */
    out[where[60]] = cse237;  /* [7, 20] */
    out[where[61]] = -1;  /* [7, 26] */
    out[where[62]] = cse241;  /* [7, 30] */
    out[where[63]] = cse245;  /* [7, 31] */
    out[where[64]] = cse258;  /* [7, 37] */
    out[where[65]] = cse201;  /* [8, 8] */
    out[where[66]] = cse263;  /* [8, 10] */
    out[where[67]] = cse265;  /* [8, 11] */
    out[where[68]] = cse269;  /* [8, 12] */
    out[where[69]] = cse272;  /* [8, 13] */
    out[where[70]] = cse227;  /* [8, 15] */
    out[where[71]] = cse236;  /* [8, 17] */
    out[where[72]] = cse233;  /* [8, 18] */
    out[where[73]] = cse231;  /* [8, 19] */
    out[where[74]] = cse229;  /* [8, 20] */
    out[where[75]] = -1;  /* [8, 27] */
    out[where[76]] = cse275;  /* [8, 30] */
    out[where[77]] = cse279;  /* [8, 31] */
    out[where[78]] = cse287;  /* [8, 37] */
    out[where[79]] = cse201;  /* [9, 9] */
    out[where[80]] = cse290;  /* [9, 10] */
    out[where[81]] = cse292;  /* [9, 11] */
    out[where[82]] = cse295;  /* [9, 12] */
    out[where[83]] = cse298;  /* [9, 13] */
    out[where[84]] = cse227;  /* [9, 16] */
    out[where[85]] = cse301;  /* [9, 17] */
    out[where[86]] = cse303;  /* [9, 20] */
    out[where[87]] = -1;  /* [9, 28] */
    out[where[88]] = cse305;  /* [9, 30] */
    out[where[89]] = cse308;  /* [9, 31] */
    out[where[90]] = cse318;  /* [9, 37] */
    out[where[91]] = cse209;  /* [10, 7] */
    out[where[92]] = cse263;  /* [10, 8] */
    out[where[93]] = cse290;  /* [10, 9] */
    out[where[94]] = 0.0016*cse273 + cse382 + hq*(-0.0016*a_12*q_e_rod_2 + cse204*cse360 + cse207*cse356 + cse219*cse364 + cse369*lam_10 + cse375*lam_9 + cse376 + cse381 + lam_16*(0.72*cse252 + cse367)) - hv*(-cse204*cse346 - cse207*cse351 - cse219*cse339);  /* [10, 10] */
    out[where[95]] = cse419 + hq*(cse204*cse398 + cse219*cse401 - cse377*q_e_rod_0 + cse391*q_e_rod_1 + cse392*q_e_rod_2 + cse395*q_e_rod_3 - cse406 + cse417) - hv*(-cse204*cse388 - cse207*cse390 - cse386*q_e_rod_1);  /* [10, 11] */
    out[where[96]] = cse421 + hq*(cse204*cse433 + cse207*cse431 + cse219*cse434 + 0.0032*cse428 - 0.0016*cse429 - cse438 - cse440 + cse441 + cse458) - hv*(-cse204*cse425 - cse207*cse427 - cse423*q_e_rod_1);  /* [10, 12] */
    out[where[97]] = cse481 + hq*(cse204*cse463 + cse219*cse464 - cse378*q_e_rod_0 + cse391*q_e_rod_3 - cse439*q_e_rod_2 + cse462*q_e_rod_3 - cse467 + cse478) - hv*(-cse204*cse460 - cse207*cse461 - cse219*cse459);  /* [10, 13] */
    out[where[98]] = cse482;  /* [10, 14] */
    out[where[99]] = cse484;  /* [10, 15] */
    out[where[100]] = cse485;  /* [10, 16] */
    out[where[101]] = cse489;  /* [10, 17] */
    out[where[102]] = cse492;  /* [10, 18] */
    out[where[103]] = cse495;  /* [10, 19] */
    out[where[104]] = cse496;  /* [10, 20] */
    out[where[105]] = cse270;  /* [10, 26] */
    out[where[106]] = cse497;  /* [10, 27] */
    out[where[107]] = cse499;  /* [10, 28] */
    out[where[108]] = cse501;  /* [10, 29] */
    out[where[109]] = cse505;  /* [10, 30] */
    out[where[110]] = cse508;  /* [10, 31] */
    out[where[111]] = cse512;  /* [10, 37] */
    out[where[112]] = q_e_rod_0;  /* [10, 40] */
    out[where[113]] = cse215;  /* [11, 7] */
    out[where[114]] = cse265;  /* [11, 8] */
    out[where[115]] = cse292;  /* [11, 9] */
    out[where[116]] = cse419 + hq*(a_11*cse515 - cse204*cse356 + cse207*cse360 - cse216*cse364 + cse417 - cse514*q_e_rod_1 + cse516*q_e_rod_3 - cse517) - hv*(-cse207*cse346 + cse216*cse339 + cse513*q_e_rod_2);  /* [11, 10] */
    out[where[117]] = 0.0016*cse306 + cse521 + hq*(-0.0016*a_13*q_e_rod_3 + cse207*cse398 - cse216*cse401 - 3.5999999999999996*cse296*q_e_rod_1 + cse376 - cse395*q_e_rod_2 - 3.5999999999999996*cse518 + cse520 + lam_16*(0.72*cse251 + cse367)) - hv*(cse204*cse390 - cse207*cse388 + cse216*cse385);  /* [11, 11] */
    out[where[118]] = cse528 + hq*(a_11*cse525 - cse204*cse431 + cse207*cse433 - cse216*cse434 - cse519*q_e_rod_1 - cse523*q_e_rod_3 - cse524 + cse527) - hv*(-cse207*cse425 + cse216*cse422 + cse522*q_e_rod_2);  /* [11, 12] */
    out[where[119]] = cse530 + hq*(cse207*cse463 - cse216*cse464 - cse438 - cse462*q_e_rod_2 - cse531 + 0.0032*cse532 + cse533 - 0.0016*cse534 + cse535) - hv*(cse204*cse461 - cse207*cse460 + cse216*cse459);  /* [11, 13] */
    out[where[120]] = cse536;  /* [11, 14] */
    out[where[121]] = cse537;  /* [11, 15] */
    out[where[122]] = cse538;  /* [11, 16] */
    out[where[123]] = cse541;  /* [11, 17] */
    out[where[124]] = cse544;  /* [11, 18] */
    out[where[125]] = cse546;  /* [11, 19] */
    out[where[126]] = cse547;  /* [11, 20] */
    out[where[127]] = cse266;  /* [11, 26] */
    out[where[128]] = cse498;  /* [11, 27] */
    out[where[129]] = cse497;  /* [11, 28] */
    out[where[130]] = cse548;  /* [11, 29] */
    out[where[131]] = cse549;  /* [11, 30] */
    out[where[132]] = cse550;  /* [11, 31] */
    out[where[133]] = cse551;  /* [11, 37] */
    out[where[134]] = q_e_rod_1;  /* [11, 40] */
    out[where[135]] = cse222;  /* [12, 7] */
    out[where[136]] = cse269;  /* [12, 8] */
    out[where[137]] = cse295;  /* [12, 9] */
    out[where[138]] = cse421 + hq*(-cse207*cse364 - cse216*cse360 + cse219*cse356 - 0.0016*cse428 + 0.0032*cse429 + cse440 - cse441 + cse458 - cse552) - hv*(cse207*cse339 + cse216*cse346 - cse513*q_e_rod_1);  /* [12, 10] */
    out[where[139]] = cse528 + hq*(-cse207*cse401 - cse216*cse398 - cse377*q_e_rod_2 - cse392*q_e_rod_0 + cse395*q_e_rod_1 - cse467 + cse527 + cse553*q_e_rod_1) - hv*(cse207*cse385 + cse216*cse388 - cse219*cse390);  /* [12, 11] */
    out[where[140]] = 0.0016*cse252 + cse382 + hq*(-a_10*cse420 - cse207*cse434 - cse216*cse433 + cse219*cse431 - cse296*cse554 + cse381 + cse555 + lam_9*(cse375 - cse539*q_e_rod_2)) - hv*(cse207*cse422 + cse216*cse425 - cse522*q_e_rod_1);  /* [12, 12] */
    out[where[141]] = cse557 + hq*(-cse207*cse464 - cse216*cse463 - cse378*q_e_rod_2 + cse439*q_e_rod_0 + cse462*q_e_rod_1 - cse517 + cse553*q_e_rod_3 + cse556) - hv*(cse207*cse459 + cse216*cse460 - cse219*cse461);  /* [12, 13] */
    out[where[142]] = cse558;  /* [12, 14] */
    out[where[143]] = cse560;  /* [12, 15] */
    out[where[144]] = cse561;  /* [12, 16] */
    out[where[145]] = cse563;  /* [12, 17] */
    out[where[146]] = cse565;  /* [12, 18] */
    out[where[147]] = cse567;  /* [12, 19] */
    out[where[148]] = cse568;  /* [12, 20] */
    out[where[149]] = cse569;  /* [12, 27] */
    out[where[150]] = cse571;  /* [12, 28] */
    out[where[151]] = cse572;  /* [12, 29] */
    out[where[152]] = cse574;  /* [12, 30] */
    out[where[153]] = cse576;  /* [12, 31] */
    out[where[154]] = cse577;  /* [12, 37] */
    out[where[155]] = q_e_rod_2;  /* [12, 40] */
    out[where[156]] = cse226;  /* [13, 7] */
    out[where[157]] = cse272;  /* [13, 8] */
    out[where[158]] = cse298;  /* [13, 9] */
    out[where[159]] = cse481 + hq*(a_13*cse515 + cse204*cse364 - cse216*cse356 - cse219*cse360 + cse478 - cse514*q_e_rod_3 - cse516*q_e_rod_1 - cse524) - hv*(-cse204*cse339 + cse216*cse351 + cse219*cse346);  /* [13, 10] */
    out[where[160]] = cse530 + hq*(cse204*cse401 - cse219*cse398 - cse395*q_e_rod_0 + cse531 - 0.0016*cse532 - cse533 + 0.0032*cse534 + cse535 - cse552) - hv*(cse216*cse390 + cse219*cse388 - cse386*q_e_rod_2);  /* [13, 11] */
    out[where[161]] = cse557 + hq*(a_13*cse525 + cse204*cse434 - cse216*cse431 - cse219*cse433 - cse406 - cse519*q_e_rod_3 + cse523*q_e_rod_1 + cse556) - hv*(cse216*cse427 + cse219*cse425 - cse423*q_e_rod_2);  /* [13, 12] */
    out[where[162]] = 0.0016*cse251 + cse521 + hq*(-a_11*cse529 + cse204*cse464 - cse219*cse463 - cse462*q_e_rod_0 - 1.2*cse518 + cse520 + cse555 + lam_10*(cse369 - cse539*q_e_rod_3)) - hv*(-cse204*cse459 + cse216*cse461 + cse219*cse460);  /* [13, 13] */
    out[where[163]] = cse578;  /* [13, 14] */
    out[where[164]] = cse579;  /* [13, 15] */
    out[where[165]] = cse580;  /* [13, 16] */
    out[where[166]] = cse581;  /* [13, 17] */
    out[where[167]] = cse583;  /* [13, 18] */
    out[where[168]] = cse584;  /* [13, 19] */
    out[where[169]] = cse585;  /* [13, 20] */
    out[where[170]] = cse570;  /* [13, 27] */
    out[where[171]] = cse569;  /* [13, 28] */
    out[where[172]] = cse586;  /* [13, 29] */
    out[where[173]] = cse587;  /* [13, 30] */
    out[where[174]] = cse588;  /* [13, 31] */
    out[where[175]] = cse589;  /* [13, 37] */
    out[where[176]] = q_e_rod_3;  /* [13, 40] */
    out[where[177]] = cse227;  /* [14, 7] */
    out[where[178]] = cse482;  /* [14, 10] */
    out[where[179]] = cse536;  /* [14, 11] */
    out[where[180]] = cse558;  /* [14, 12] */
    out[where[181]] = cse578;  /* [14, 13] */
    out[where[182]] = cse590;  /* [14, 14] */
    out[where[183]] = cse593;  /* [14, 17] */
    out[where[184]] = cse597;  /* [14, 18] */
    out[where[185]] = cse601;  /* [14, 19] */
    out[where[186]] = cse604;  /* [14, 20] */
    out[where[187]] = cse240;  /* [14, 30] */
    out[where[188]] = cse244;  /* [14, 31] */
    out[where[189]] = cse606;  /* [14, 34] */
    out[where[190]] = cse609;  /* [14, 35] */
    out[where[191]] = cse257;  /* [14, 37] */
    out[where[192]] = cse227;  /* [15, 8] */
    out[where[193]] = cse484;  /* [15, 10] */
    out[where[194]] = cse537;  /* [15, 11] */
    out[where[195]] = cse560;  /* [15, 12] */
    out[where[196]] = cse579;  /* [15, 13] */
    out[where[197]] = cse590;  /* [15, 15] */
    out[where[198]] = cse611;  /* [15, 17] */
    out[where[199]] = cse613;  /* [15, 18] */
    out[where[200]] = cse615;  /* [15, 19] */
    out[where[201]] = cse617;  /* [15, 20] */
    out[where[202]] = cse274;  /* [15, 30] */
    out[where[203]] = cse278;  /* [15, 31] */
    out[where[204]] = cse618;  /* [15, 34] */
    out[where[205]] = cse620;  /* [15, 35] */
    out[where[206]] = cse286;  /* [15, 37] */
    out[where[207]] = cse227;  /* [16, 9] */
    out[where[208]] = cse485;  /* [16, 10] */
    out[where[209]] = cse538;  /* [16, 11] */
    out[where[210]] = cse561;  /* [16, 12] */
    out[where[211]] = cse580;  /* [16, 13] */
    out[where[212]] = cse590;  /* [16, 16] */
    out[where[213]] = cse621;  /* [16, 17] */
    out[where[214]] = cse622;  /* [16, 18] */
    out[where[215]] = cse623;  /* [16, 19] */
    out[where[216]] = cse624;  /* [16, 20] */
    out[where[217]] = cse304;  /* [16, 30] */
    out[where[218]] = cse307;  /* [16, 31] */
    out[where[219]] = cse625;  /* [16, 34] */
    out[where[220]] = cse626;  /* [16, 35] */
    out[where[221]] = cse317;  /* [16, 37] */
    out[where[222]] = cse229;  /* [17, 7] */
    out[where[223]] = cse236;  /* [17, 8] */
    out[where[224]] = cse301;  /* [17, 9] */
    out[where[225]] = cse489;  /* [17, 10] */
    out[where[226]] = cse541;  /* [17, 11] */
    out[where[227]] = cse563;  /* [17, 12] */
    out[where[228]] = cse581;  /* [17, 13] */
    out[where[229]] = cse593;  /* [17, 14] */
    out[where[230]] = cse611;  /* [17, 15] */
    out[where[231]] = cse621;  /* [17, 16] */
    out[where[232]] = cse627 + cse692 + hq*(cse246*cse673 + cse595*cse683 + cse599*cse678 + cse664 + cse666 + cse667 + cse687 + cse689 + lam_16*(16*cse311 + 48*cse312 + cse684)) - hv*(-cse246*cse662 - cse595*cse657 - cse599*cse647);  /* [17, 17] */
    out[where[233]] = cse694 + hq*(cse246*cse705 + cse595*cse707 + cse599*cse710 - cse663*q_e_slider_0 + cse702*q_e_slider_1 - cse715 + cse720) - hv*(-cse246*cse701 - cse595*cse699 - cse599*cse697);  /* [17, 18] */
    out[where[234]] = cse722 + hq*(cse246*cse729 + cse595*cse732 + cse599*cse730 - cse685*q_e_slider_0 + cse702*q_e_slider_2 - cse736 + cse740) - hv*(-cse246*cse727 - cse595*cse725 - cse599*cse723);  /* [17, 19] */
    out[where[235]] = cse742 + hq*(a_17*cse752 + cse246*cse746 + cse595*cse747 + cse599*cse748 - cse665*q_e_slider_0 - cse751 + cse755) - hv*(-cse246*cse745 - cse595*cse744 - cse599*cse743);  /* [17, 20] */
    out[where[236]] = cse756;  /* [17, 29] */
    out[where[237]] = cse757;  /* [17, 32] */
    out[where[238]] = cse758;  /* [17, 33] */
    out[where[239]] = cse761;  /* [17, 34] */
    out[where[240]] = cse763;  /* [17, 35] */
    out[where[241]] = cse758;  /* [17, 36] */
    out[where[242]] = cse765;  /* [17, 37] */
    out[where[243]] = q_e_slider_0;  /* [17, 41] */
    out[where[244]] = cse231;  /* [18, 7] */
    out[where[245]] = cse233;  /* [18, 8] */
    out[where[246]] = cse492;  /* [18, 10] */
    out[where[247]] = cse544;  /* [18, 11] */
    out[where[248]] = cse565;  /* [18, 12] */
    out[where[249]] = cse583;  /* [18, 13] */
    out[where[250]] = cse597;  /* [18, 14] */
    out[where[251]] = cse613;  /* [18, 15] */
    out[where[252]] = cse622;  /* [18, 16] */
    out[where[253]] = cse694 + hq*(a_18*cse766 + cse246*cse683 - cse248*cse678 - cse595*cse673 + cse720 - cse767*q_e_slider_1 - cse768) - hv*(-cse246*cse657 + cse248*cse647 + cse595*cse662);  /* [18, 17] */
    out[where[254]] = cse691 + cse772 + hq*(cse246*cse707 - cse248*cse710 - cse595*cse705 + cse686 + cse689 + cse769 + cse770) - hv*(-cse246*cse699 + cse248*cse697 + cse595*cse701);  /* [18, 18] */
    out[where[255]] = cse773 + hq*(a_18*cse775 + cse246*cse732 - cse248*cse730 - cse595*cse729 - cse685*q_e_slider_1 - cse774 + cse776) - hv*(-cse246*cse725 + cse248*cse723 + cse595*cse727);  /* [18, 19] */
    out[where[256]] = cse777 + hq*(a_18*cse752 + cse246*cse747 - cse248*cse748 - cse595*cse746 - cse665*q_e_slider_1 - cse736 + cse779) - hv*(-cse246*cse744 + cse248*cse743 + cse595*cse745);  /* [18, 20] */
    out[where[257]] = cse780;  /* [18, 29] */
    out[where[258]] = cse781;  /* [18, 32] */
    out[where[259]] = cse595;  /* [18, 33] */
    out[where[260]] = cse783;  /* [18, 34] */
    out[where[261]] = cse785;  /* [18, 35] */
    out[where[262]] = cse786;  /* [18, 36] */
    out[where[263]] = cse787;  /* [18, 37] */
    out[where[264]] = q_e_slider_1;  /* [18, 41] */
    out[where[265]] = cse234;  /* [19, 7] */
    out[where[266]] = cse231;  /* [19, 8] */
    out[where[267]] = cse495;  /* [19, 10] */
    out[where[268]] = cse546;  /* [19, 11] */
    out[where[269]] = cse567;  /* [19, 12] */
    out[where[270]] = cse584;  /* [19, 13] */
    out[where[271]] = cse601;  /* [19, 14] */
    out[where[272]] = cse615;  /* [19, 15] */
    out[where[273]] = cse623;  /* [19, 16] */
    out[where[274]] = cse722 + hq*(a_19*cse766 - cse246*cse678 - cse248*cse683 + cse599*cse673 + cse740 - cse767*q_e_slider_2 - cse788) - hv*(cse246*cse647 + cse248*cse657 - cse599*cse662);  /* [19, 17] */
    out[where[275]] = cse773 + hq*(a_19*cse789 - cse246*cse710 - cse248*cse707 + cse599*cse705 - cse663*q_e_slider_2 - cse751 + cse776) - hv*(cse246*cse697 + cse248*cse699 - cse599*cse701);  /* [19, 18] */
    out[where[276]] = cse692 + cse771 + hq*(-cse246*cse730 - cse248*cse732 + cse599*cse729 + cse667 + cse770 + cse790) - hv*(cse246*cse723 + cse248*cse725 - cse599*cse727);  /* [19, 19] */
    out[where[277]] = cse791 + hq*(a_19*cse752 - cse246*cse748 - cse248*cse747 + cse599*cse746 - cse665*q_e_slider_2 - cse768 + cse792) - hv*(cse246*cse743 + cse248*cse744 - cse599*cse745);  /* [19, 20] */
    out[where[278]] = cse793;  /* [19, 29] */
    out[where[279]] = cse599;  /* [19, 33] */
    out[where[280]] = cse794;  /* [19, 34] */
    out[where[281]] = cse795;  /* [19, 35] */
    out[where[282]] = cse796;  /* [19, 36] */
    out[where[283]] = cse797;  /* [19, 37] */
    out[where[284]] = q_e_slider_2;  /* [19, 41] */
    out[where[285]] = cse237;  /* [20, 7] */
    out[where[286]] = cse229;  /* [20, 8] */
    out[where[287]] = cse303;  /* [20, 9] */
    out[where[288]] = cse496;  /* [20, 10] */
    out[where[289]] = cse547;  /* [20, 11] */
    out[where[290]] = cse568;  /* [20, 12] */
    out[where[291]] = cse585;  /* [20, 13] */
    out[where[292]] = cse604;  /* [20, 14] */
    out[where[293]] = cse617;  /* [20, 15] */
    out[where[294]] = cse624;  /* [20, 16] */
    out[where[295]] = cse742 + hq*(a_20*cse766 - cse248*cse673 + cse595*cse678 - cse599*cse683 + cse755 - cse767*q_e_slider_3 - cse774) - hv*(cse248*cse662 - cse595*cse647 + cse599*cse657);  /* [20, 17] */
    out[where[296]] = cse777 + hq*(a_20*cse789 - cse248*cse705 + cse595*cse710 - cse599*cse707 - cse663*q_e_slider_3 + cse779 - cse788) - hv*(cse248*cse701 - cse595*cse697 + cse599*cse699);  /* [20, 18] */
    out[where[297]] = cse791 + hq*(a_20*cse775 - cse248*cse729 + cse595*cse730 - cse599*cse732 - cse685*q_e_slider_3 - cse715 + cse792) - hv*(cse248*cse727 - cse595*cse723 + cse599*cse725);  /* [20, 19] */
    out[where[298]] = cse690 + cse772 + hq*(-cse248*cse746 + cse595*cse748 - cse599*cse747 + cse687 + cse790 + lam_16*(48*cse311 + 16*cse312 + cse684)) - hv*(cse248*cse745 - cse595*cse743 + cse599*cse744);  /* [20, 20] */
    out[where[299]] = cse798;  /* [20, 29] */
    out[where[300]] = cse799;  /* [20, 33] */
    out[where[301]] = cse800;  /* [20, 34] */
    out[where[302]] = cse801;  /* [20, 35] */
    out[where[303]] = cse799;  /* [20, 36] */
    out[where[304]] = cse802;  /* [20, 37] */
    out[where[305]] = q_e_slider_3;  /* [20, 41] */
    out[where[306]] = 1;  /* [21, 0] */
    out[where[307]] = 1;  /* [22, 1] */
    out[where[308]] = 1;  /* [23, 2] */
    out[where[309]] = cse10;  /* [24, 3] */
    out[where[310]] = cse11;  /* [24, 4] */
    out[where[311]] = cse13;  /* [24, 5] */
    out[where[312]] = cse12;  /* [24, 6] */
    out[where[313]] = cse151;  /* [25, 3] */
    out[where[314]] = cse10;  /* [25, 4] */
    out[where[315]] = cse192;  /* [25, 5] */
    out[where[316]] = cse13;  /* [25, 6] */
    out[where[317]] = 1;  /* [26, 0] */
    out[where[318]] = cse153;  /* [26, 3] */
    out[where[319]] = cse185;  /* [26, 4] */
    out[where[320]] = cse155;  /* [26, 5] */
    out[where[321]] = cse197;  /* [26, 6] */
    out[where[322]] = -1;  /* [26, 7] */
    out[where[323]] = cse270;  /* [26, 10] */
    out[where[324]] = cse266;  /* [26, 11] */
    out[where[325]] = 1;  /* [27, 1] */
    out[where[326]] = cse154;  /* [27, 3] */
    out[where[327]] = cse193;  /* [27, 5] */
    out[where[328]] = -1;  /* [27, 8] */
    out[where[329]] = cse497;  /* [27, 10] */
    out[where[330]] = cse498;  /* [27, 11] */
    out[where[331]] = cse569;  /* [27, 12] */
    out[where[332]] = cse570;  /* [27, 13] */
    out[where[333]] = 1;  /* [28, 2] */
    out[where[334]] = cse155;  /* [28, 3] */
    out[where[335]] = cse186;  /* [28, 4] */
    out[where[336]] = cse152;  /* [28, 5] */
    out[where[337]] = cse185;  /* [28, 6] */
    out[where[338]] = -1;  /* [28, 9] */
    out[where[339]] = cse499;  /* [28, 10] */
    out[where[340]] = cse497;  /* [28, 11] */
    out[where[341]] = cse571;  /* [28, 12] */
    out[where[342]] = cse569;  /* [28, 13] */
    out[where[343]] = cse501;  /* [29, 10] */
    out[where[344]] = cse548;  /* [29, 11] */
    out[where[345]] = cse572;  /* [29, 12] */
    out[where[346]] = cse586;  /* [29, 13] */
    out[where[347]] = cse756;  /* [29, 17] */
    out[where[348]] = cse780;  /* [29, 18] */
    out[where[349]] = cse793;  /* [29, 19] */
    out[where[350]] = cse798;  /* [29, 20] */
    out[where[351]] = cse241;  /* [30, 7] */
    out[where[352]] = cse275;  /* [30, 8] */
    out[where[353]] = cse305;  /* [30, 9] */
    out[where[354]] = cse505;  /* [30, 10] */
    out[where[355]] = cse549;  /* [30, 11] */
    out[where[356]] = cse574;  /* [30, 12] */
    out[where[357]] = cse587;  /* [30, 13] */
    out[where[358]] = cse240;  /* [30, 14] */
    out[where[359]] = cse274;  /* [30, 15] */
    out[where[360]] = cse304;  /* [30, 16] */
    out[where[361]] = cse245;  /* [31, 7] */
    out[where[362]] = cse279;  /* [31, 8] */
    out[where[363]] = cse308;  /* [31, 9] */
    out[where[364]] = cse508;  /* [31, 10] */
    out[where[365]] = cse550;  /* [31, 11] */
    out[where[366]] = cse576;  /* [31, 12] */
    out[where[367]] = cse588;  /* [31, 13] */
    out[where[368]] = cse244;  /* [31, 14] */
    out[where[369]] = cse278;  /* [31, 15] */
    out[where[370]] = cse307;  /* [31, 16] */
    out[where[371]] = cse757;  /* [32, 17] */
    out[where[372]] = cse781;  /* [32, 18] */
    out[where[373]] = cse758;  /* [33, 17] */
    out[where[374]] = cse595;  /* [33, 18] */
    out[where[375]] = cse599;  /* [33, 19] */
    out[where[376]] = cse799;  /* [33, 20] */
    out[where[377]] = cse606;  /* [34, 14] */
    out[where[378]] = cse618;  /* [34, 15] */
    out[where[379]] = cse625;  /* [34, 16] */
    out[where[380]] = cse761;  /* [34, 17] */
    out[where[381]] = cse783;  /* [34, 18] */
    out[where[382]] = cse794;  /* [34, 19] */
    out[where[383]] = cse800;  /* [34, 20] */
    out[where[384]] = cse609;  /* [35, 14] */
    out[where[385]] = cse620;  /* [35, 15] */
    out[where[386]] = cse626;  /* [35, 16] */
    out[where[387]] = cse763;  /* [35, 17] */
    out[where[388]] = cse785;  /* [35, 18] */
    out[where[389]] = cse795;  /* [35, 19] */
    out[where[390]] = cse801;  /* [35, 20] */
    out[where[391]] = cse758;  /* [36, 17] */
    out[where[392]] = cse786;  /* [36, 18] */
    out[where[393]] = cse796;  /* [36, 19] */
    out[where[394]] = cse799;  /* [36, 20] */
    out[where[395]] = cse258;  /* [37, 7] */
    out[where[396]] = cse287;  /* [37, 8] */
    out[where[397]] = cse318;  /* [37, 9] */
    out[where[398]] = cse512;  /* [37, 10] */
    out[where[399]] = cse551;  /* [37, 11] */
    out[where[400]] = cse577;  /* [37, 12] */
    out[where[401]] = cse589;  /* [37, 13] */
    out[where[402]] = cse257;  /* [37, 14] */
    out[where[403]] = cse286;  /* [37, 15] */
    out[where[404]] = cse317;  /* [37, 16] */
    out[where[405]] = cse765;  /* [37, 17] */
    out[where[406]] = cse787;  /* [37, 18] */
    out[where[407]] = cse797;  /* [37, 19] */
    out[where[408]] = cse802;  /* [37, 20] */
    out[where[409]] = cse158;  /* [38, 3] */
    out[where[410]] = cse187;  /* [38, 4] */
    out[where[411]] = cse194;  /* [38, 5] */
    out[where[412]] = cse198;  /* [38, 6] */
    out[where[413]] = q_e_crank_0;  /* [39, 3] */
    out[where[414]] = q_e_crank_1;  /* [39, 4] */
    out[where[415]] = q_e_crank_2;  /* [39, 5] */
    out[where[416]] = q_e_crank_3;  /* [39, 6] */
    out[where[417]] = q_e_rod_0;  /* [40, 10] */
    out[where[418]] = q_e_rod_1;  /* [40, 11] */
    out[where[419]] = q_e_rod_2;  /* [40, 12] */
    out[where[420]] = q_e_rod_3;  /* [40, 13] */
    out[where[421]] = q_e_slider_0;  /* [41, 17] */
    out[where[422]] = q_e_slider_1;  /* [41, 18] */
    out[where[423]] = q_e_slider_2;  /* [41, 19] */
    out[where[424]] = q_e_slider_3;  /* [41, 20] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_slider_crank_rp_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_slider_crank_rp_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_slider_crank_rp_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 42 x 42 row-major, 425 nonzero (the cells of genalpha_matrix_band).
 */
void mg_slider_crank_rp_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 1764);
    mg_slider_crank_rp_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_slider_crank_rp_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 21); p (parameters, 0).
 * Output: out, 36 x 21 row-major, 273 nonzero.
 * 1074 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_B(const double *q, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    (void)p;
    const double cse0 = 2*q_e_crank_3;
    const double cse1 = cse0*q_e_crank_1;
    const double cse2 = 2*q_e_crank_0;
    const double cse3 = cse2*q_e_crank_2;
    const double cse4 = cse1 - cse3;
    const double cse5 = 2*q_e_crank_1;
    const double cse6 = cse4*cse5;
    const double cse7 = cse0*q_e_crank_2;
    const double cse8 = cse2*q_e_crank_1;
    const double cse9 = cse7 + cse8;
    const double cse10 = 2*q_e_crank_2;
    const double cse11 = cse10*cse9;
    const double cse12 = 2*(q_e_crank_0*q_e_crank_0) - 1;
    const double cse13 = cse12 + 2*(q_e_crank_3*q_e_crank_3);
    const double cse14 = cse0*cse13;
    const double cse15 = -cse11 - cse14 - cse6;
    const double cse16 = -q_r_crank_y;
    const double cse17 = cse16 + 0.1;
    const double cse18 = cse7 - cse8;
    const double cse19 = cse0*cse18;
    const double cse20 = cse5*q_e_crank_2;
    const double cse21 = cse0*q_e_crank_0;
    const double cse22 = cse20 + cse21;
    const double cse23 = cse22*cse5;
    const double cse24 = cse12 + 2*(q_e_crank_2*q_e_crank_2);
    const double cse25 = cse10*cse24;
    const double cse26 = -cse19 - cse23 - cse25;
    const double cse27 = -q_r_crank_z;
    const double cse28 = cse27 + 0.12;
    const double cse29 = cse2*cse4;
    const double cse30 = cse0*cse9;
    const double cse31 = cse10*cse13;
    const double cse32 = cse29 - cse30 + cse31;
    const double cse33 = cse10*cse18;
    const double cse34 = cse2*cse22;
    const double cse35 = cse0*cse24;
    const double cse36 = cse33 + cse34 - cse35;
    const double cse37 = cse0*cse4;
    const double cse38 = cse2*cse9;
    const double cse39 = cse13*cse5;
    const double cse40 = cse37 + cse38 - cse39;
    const double cse41 = cse18*cse5;
    const double cse42 = cse0*cse22;
    const double cse43 = cse2*cse24;
    const double cse44 = -cse41 + cse42 + cse43;
    const double cse45 = cse10*cse4;
    const double cse46 = cse5*cse9;
    const double cse47 = cse13*cse2;
    const double cse48 = -cse45 + cse46 + cse47;
    const double cse49 = cse18*cse2;
    const double cse50 = cse10*cse22;
    const double cse51 = cse24*cse5;
    const double cse52 = cse49 - cse50 + cse51;
    const double cse53 = cse15*q_r_crank_x;
    const double cse54 = cse20 - cse21;
    const double cse55 = cse10*cse54;
    const double cse56 = cse1 + cse3;
    const double cse57 = cse0*cse56;
    const double cse58 = cse12 + 2*(q_e_crank_1*q_e_crank_1);
    const double cse59 = cse5*cse58;
    const double cse60 = -cse55 - cse57 - cse59;
    const double cse61 = cse32*q_r_crank_x;
    const double cse62 = cse0*cse54;
    const double cse63 = cse10*cse56;
    const double cse64 = cse2*cse58;
    const double cse65 = -cse62 + cse63 + cse64;
    const double cse66 = cse40*q_r_crank_x;
    const double cse67 = cse2*cse54;
    const double cse68 = cse5*cse56;
    const double cse69 = cse0*cse58;
    const double cse70 = cse67 - cse68 + cse69;
    const double cse71 = cse48*q_r_crank_x;
    const double cse72 = cse5*cse54;
    const double cse73 = cse2*cse56;
    const double cse74 = cse10*cse58;
    const double cse75 = cse72 + cse73 - cse74;
    const double cse76 = -cse26*q_r_crank_x;
    const double cse77 = -cse36*q_r_crank_x;
    const double cse78 = -cse44*q_r_crank_x;
    const double cse79 = -cse52*q_r_crank_x;
    const double cse80 = cse55 + cse57 + cse59;
    const double cse81 = cse62 - cse63 - cse64;
    const double cse82 = -cse67 + cse68 - cse69;
    const double cse83 = -cse72 - cse73 + cse74;
    const double cse84 = cse19 + cse23 + cse25;
    const double cse85 = -cse33 - cse34 + cse35;
    const double cse86 = cse41 - cse42 - cse43;
    const double cse87 = -cse49 + cse50 - cse51;
    const double cse88 = cse11 + cse14 + cse6;
    const double cse89 = -cse29 + cse30 - cse31;
    const double cse90 = -cse37 - cse38 + cse39;
    const double cse91 = cse45 - cse46 - cse47;
    const double cse92 = (q_e_rod_1*q_e_rod_1);
    const double cse93 = (q_e_rod_0*q_e_rod_0);
    const double cse94 = 2*cse93 - 1;
    const double cse95 = 2*cse92 + cse94;
    const double cse96 = -cse95;
    const double cse97 = 2*q_e_rod_1;
    const double cse98 = cse97*q_e_rod_2;
    const double cse99 = 2*q_e_rod_3;
    const double cse100 = cse99*q_e_rod_0;
    const double cse101 = cse100 + cse98;
    const double cse102 = -cse101;
    const double cse103 = cse99*q_e_rod_1;
    const double cse104 = 2*q_e_rod_0;
    const double cse105 = cse104*q_e_rod_2;
    const double cse106 = cse103 - cse105;
    const double cse107 = -cse106;
    const double cse108 = 0.3*cse92;
    const double cse109 = 0.3*cse93;
    const double cse110 = -cse108 - cse109 + 0.15;
    const double cse111 = cse110 - q_r_crank_x + q_r_rod_x;
    const double cse112 = 0.3*q_e_rod_1;
    const double cse113 = cse112*q_e_rod_2;
    const double cse114 = 0.3*q_e_rod_0;
    const double cse115 = cse114*q_e_rod_3;
    const double cse116 = -cse113 - cse115;
    const double cse117 = cse116 + cse16 + q_r_rod_y;
    const double cse118 = cse111*cse26 - cse117*cse60;
    const double cse119 = cse112*q_e_rod_3;
    const double cse120 = cse114*q_e_rod_2;
    const double cse121 = -cse119 + cse120;
    const double cse122 = cse121 + cse27 + q_r_rod_z;
    const double cse123 = -cse111*cse15 + cse122*cse60;
    const double cse124 = cse117*cse15 - cse122*cse26;
    const double cse125 = cse111*cse36 - cse117*cse65;
    const double cse126 = -cse111*cse32 + cse122*cse65;
    const double cse127 = cse117*cse32 - cse122*cse36;
    const double cse128 = cse111*cse44 - cse117*cse70;
    const double cse129 = -cse111*cse40 + cse122*cse70;
    const double cse130 = cse117*cse40 - cse122*cse44;
    const double cse131 = cse111*cse52 - cse117*cse75;
    const double cse132 = -cse111*cse48 + cse122*cse75;
    const double cse133 = cse117*cse48 - cse122*cse52;
    const double cse134 = 2*cse106;
    const double cse135 = cse99*q_e_rod_2;
    const double cse136 = cse104*q_e_rod_1;
    const double cse137 = cse135 + cse136;
    const double cse138 = 2*cse137;
    const double cse139 = cse94 + 2*(q_e_rod_3*q_e_rod_3);
    const double cse140 = -cse134*q_e_rod_1 - cse138*q_e_rod_2 - cse139*cse99;
    const double cse141 = -cse100 + cse98;
    const double cse142 = 2*cse141;
    const double cse143 = cse103 + cse105;
    const double cse144 = 2*cse143;
    const double cse145 = -cse142*q_e_rod_2 - cse144*q_e_rod_3 - cse95*cse97;
    const double cse146 = cse110*cse140 - cse121*cse145;
    const double cse147 = 2*cse101;
    const double cse148 = cse135 - cse136;
    const double cse149 = cse94 + 2*(q_e_rod_2*q_e_rod_2);
    const double cse150 = 2*cse149;
    const double cse151 = -cse147*q_e_rod_1 - cse148*cse99 - cse150*q_e_rod_2;
    const double cse152 = -cse110*cse151 + cse116*cse145;
    const double cse153 = -cse116*cse140 + cse121*cse151;
    const double cse154 = cse104*cse95 - cse141*cse99 + cse144*q_e_rod_2;
    const double cse155 = 2*cse148;
    const double cse156 = cse101*cse104 - cse149*cse99 + cse155*q_e_rod_2;
    const double cse157 = -cse110*cse156 + cse116*cse154;
    const double cse158 = 2*cse139;
    const double cse159 = cse134*q_e_rod_0 - cse137*cse99 + cse158*q_e_rod_2;
    const double cse160 = cse110*cse159 - cse121*cse154;
    const double cse161 = -cse116*cse159 + cse121*cse156;
    const double cse162 = cse104*cse141 - cse144*q_e_rod_1 + cse95*cse99;
    const double cse163 = cse101*cse99 + cse150*q_e_rod_0 - cse155*q_e_rod_1;
    const double cse164 = -cse110*cse163 + cse116*cse162;
    const double cse165 = cse134*q_e_rod_3 + cse138*q_e_rod_0 - cse158*q_e_rod_1;
    const double cse166 = cse110*cse165 - cse121*cse162;
    const double cse167 = -cse116*cse165 + cse121*cse163;
    const double cse168 = cse142*q_e_rod_1 + cse144*q_e_rod_0 - 2*cse95*q_e_rod_2;
    const double cse169 = -cse147*q_e_rod_2 + cse150*q_e_rod_1 + cse155*q_e_rod_0;
    const double cse170 = -cse110*cse169 + cse116*cse168;
    const double cse171 = -cse134*q_e_rod_2 + cse138*q_e_rod_1 + cse158*q_e_rod_0;
    const double cse172 = cse110*cse171 - cse121*cse168;
    const double cse173 = -cse116*cse171 + cse121*cse169;
    const double cse174 = -cse141;
    const double cse175 = -cse149;
    const double cse176 = -cse137;
    const double cse177 = -cse143;
    const double cse178 = -cse148;
    const double cse179 = -cse139;
    const double cse180 = cse101*cse151 + cse106*cse140 + cse145*cse95;
    const double cse181 = cse101*cse156 + cse106*cse159 + cse154*cse95;
    const double cse182 = cse101*cse163 + cse106*cse165 + cse162*cse95;
    const double cse183 = cse101*cse169 + cse106*cse171 + cse168*cse95;
    const double cse184 = cse137*cse140 + cse141*cse145 + cse149*cse151;
    const double cse185 = cse137*cse159 + cse141*cse154 + cse149*cse156;
    const double cse186 = cse137*cse165 + cse141*cse162 + cse149*cse163;
    const double cse187 = cse137*cse171 + cse141*cse168 + cse149*cse169;
    const double cse188 = cse139*cse140 + cse143*cse145 + cse148*cse151;
    const double cse189 = cse139*cse159 + cse143*cse154 + cse148*cse156;
    const double cse190 = cse139*cse165 + cse143*cse162 + cse148*cse163;
    const double cse191 = cse139*cse171 + cse143*cse168 + cse148*cse169;
    const double cse192 = cse113 + cse115;
    const double cse193 = cse108 + cse109 - 0.15;
    const double cse194 = cse145*cse192 - cse151*cse193;
    const double cse195 = cse119 - cse120;
    const double cse196 = cse140*cse193 - cse145*cse195;
    const double cse197 = -cse140*cse192 + cse151*cse195;
    const double cse198 = cse101*cse196 + cse106*cse194 + cse197*cse95;
    const double cse199 = cse154*cse192 - cse156*cse193;
    const double cse200 = -cse154*cse195 + cse159*cse193;
    const double cse201 = cse156*cse195 - cse159*cse192;
    const double cse202 = cse101*cse200 + cse106*cse199 + cse201*cse95;
    const double cse203 = cse162*cse192 - cse163*cse193;
    const double cse204 = -cse162*cse195 + cse165*cse193;
    const double cse205 = cse163*cse195 - cse165*cse192;
    const double cse206 = cse101*cse204 + cse106*cse203 + cse205*cse95;
    const double cse207 = cse168*cse192 - cse169*cse193;
    const double cse208 = -cse168*cse195 + cse171*cse193;
    const double cse209 = cse169*cse195 - cse171*cse192;
    const double cse210 = cse101*cse208 + cse106*cse207 + cse209*cse95;
    const double cse211 = cse193 + q_r_rod_x - q_r_slider_x;
    const double cse212 = 2*q_e_slider_2;
    const double cse213 = cse212*q_e_slider_3;
    const double cse214 = 2*q_e_slider_0;
    const double cse215 = cse214*q_e_slider_1;
    const double cse216 = cse213 - cse215;
    const double cse217 = 2*q_e_slider_3;
    const double cse218 = cse216*cse217;
    const double cse219 = cse212*q_e_slider_1;
    const double cse220 = cse214*q_e_slider_3;
    const double cse221 = cse219 + cse220;
    const double cse222 = 2*cse221;
    const double cse223 = cse222*q_e_slider_1;
    const double cse224 = 2*(q_e_slider_0*q_e_slider_0) - 1;
    const double cse225 = cse224 + 2*(q_e_slider_2*q_e_slider_2);
    const double cse226 = cse212*cse225;
    const double cse227 = -cse218 - cse223 - cse226;
    const double cse228 = cse192 + q_r_rod_y - q_r_slider_y;
    const double cse229 = cse219 - cse220;
    const double cse230 = cse212*cse229;
    const double cse231 = cse217*q_e_slider_1;
    const double cse232 = cse212*q_e_slider_0;
    const double cse233 = cse231 + cse232;
    const double cse234 = 2*cse233;
    const double cse235 = cse234*q_e_slider_3;
    const double cse236 = cse224 + 2*(q_e_slider_1*q_e_slider_1);
    const double cse237 = 2*q_e_slider_1;
    const double cse238 = cse236*cse237;
    const double cse239 = -cse230 - cse235 - cse238;
    const double cse240 = cse211*cse227 - cse228*cse239;
    const double cse241 = cse195 + q_r_rod_z - q_r_slider_z;
    const double cse242 = cse231 - cse232;
    const double cse243 = 2*cse242;
    const double cse244 = cse243*q_e_slider_1;
    const double cse245 = cse213 + cse215;
    const double cse246 = cse212*cse245;
    const double cse247 = cse224 + 2*(q_e_slider_3*q_e_slider_3);
    const double cse248 = 2*cse247;
    const double cse249 = cse248*q_e_slider_3;
    const double cse250 = -cse244 - cse246 - cse249;
    const double cse251 = -cse211*cse250 + cse239*cse241;
    const double cse252 = -cse227*cse241 + cse228*cse250;
    const double cse253 = cse101*cse251 + cse106*cse240 + cse252*cse95;
    const double cse254 = cse212*cse216;
    const double cse255 = cse214*cse221;
    const double cse256 = cse217*cse225;
    const double cse257 = cse254 + cse255 - cse256;
    const double cse258 = 2*cse229;
    const double cse259 = cse258*q_e_slider_3;
    const double cse260 = cse212*cse233;
    const double cse261 = cse214*cse236;
    const double cse262 = -cse259 + cse260 + cse261;
    const double cse263 = cse211*cse257 - cse228*cse262;
    const double cse264 = cse243*q_e_slider_0;
    const double cse265 = cse217*cse245;
    const double cse266 = cse212*cse247;
    const double cse267 = cse264 - cse265 + cse266;
    const double cse268 = -cse211*cse267 + cse241*cse262;
    const double cse269 = cse228*cse267 - cse241*cse257;
    const double cse270 = cse101*cse268 + cse106*cse263 + cse269*cse95;
    const double cse271 = cse216*cse237;
    const double cse272 = cse222*q_e_slider_3;
    const double cse273 = cse214*cse225;
    const double cse274 = -cse271 + cse272 + cse273;
    const double cse275 = cse214*cse229;
    const double cse276 = cse234*q_e_slider_1;
    const double cse277 = cse217*cse236;
    const double cse278 = cse275 - cse276 + cse277;
    const double cse279 = cse211*cse274 - cse228*cse278;
    const double cse280 = cse243*q_e_slider_3;
    const double cse281 = cse214*cse245;
    const double cse282 = cse248*q_e_slider_1;
    const double cse283 = cse280 + cse281 - cse282;
    const double cse284 = -cse211*cse283 + cse241*cse278;
    const double cse285 = cse228*cse283 - cse241*cse274;
    const double cse286 = cse101*cse284 + cse106*cse279 + cse285*cse95;
    const double cse287 = cse214*cse216;
    const double cse288 = cse212*cse221;
    const double cse289 = cse225*cse237;
    const double cse290 = cse287 - cse288 + cse289;
    const double cse291 = cse258*q_e_slider_1;
    const double cse292 = cse234*q_e_slider_0;
    const double cse293 = cse212*cse236;
    const double cse294 = cse291 + cse292 - cse293;
    const double cse295 = cse211*cse290 - cse228*cse294;
    const double cse296 = cse237*cse245;
    const double cse297 = cse243*q_e_slider_2;
    const double cse298 = cse214*cse247;
    const double cse299 = cse296 - cse297 + cse298;
    const double cse300 = -cse211*cse299 + cse241*cse294;
    const double cse301 = cse228*cse299 - cse241*cse290;
    const double cse302 = cse101*cse300 + cse106*cse295 + cse301*cse95;
    const double cse303 = cse137*cse194 + cse141*cse197 + cse149*cse196;
    const double cse304 = cse137*cse199 + cse141*cse201 + cse149*cse200;
    const double cse305 = cse137*cse203 + cse141*cse205 + cse149*cse204;
    const double cse306 = cse137*cse207 + cse141*cse209 + cse149*cse208;
    const double cse307 = cse137*cse240 + cse141*cse252 + cse149*cse251;
    const double cse308 = cse137*cse263 + cse141*cse269 + cse149*cse268;
    const double cse309 = cse137*cse279 + cse141*cse285 + cse149*cse284;
    const double cse310 = cse137*cse295 + cse141*cse301 + cse149*cse300;
    const double cse311 = cse139*cse194 + cse143*cse197 + cse148*cse196;
    const double cse312 = cse139*cse199 + cse143*cse201 + cse148*cse200;
    const double cse313 = cse139*cse203 + cse143*cse205 + cse148*cse204;
    const double cse314 = cse139*cse207 + cse143*cse209 + cse148*cse208;
    const double cse315 = cse139*cse240 + cse143*cse252 + cse148*cse251;
    const double cse316 = cse139*cse263 + cse143*cse269 + cse148*cse268;
    const double cse317 = cse139*cse279 + cse143*cse285 + cse148*cse284;
    const double cse318 = cse139*cse295 + cse143*cse301 + cse148*cse300;
    const double cse319 = cse244 + cse246 + cse249;
    const double cse320 = cse218 + cse223 + cse226;
    const double cse321 = cse230 + cse235 + cse238;
    const double cse322 = cse101*cse320 + cse106*cse319 + cse321*cse95;
    const double cse323 = -cse264 + cse265 - cse266;
    const double cse324 = -cse254 - cse255 + cse256;
    const double cse325 = cse259 - cse260 - cse261;
    const double cse326 = cse101*cse324 + cse106*cse323 + cse325*cse95;
    const double cse327 = -cse280 - cse281 + cse282;
    const double cse328 = cse271 - cse272 - cse273;
    const double cse329 = -cse275 + cse276 - cse277;
    const double cse330 = cse101*cse328 + cse106*cse327 + cse329*cse95;
    const double cse331 = -cse296 + cse297 - cse298;
    const double cse332 = -cse287 + cse288 - cse289;
    const double cse333 = -cse291 - cse292 + cse293;
    const double cse334 = cse101*cse332 + cse106*cse331 + cse333*cse95;
    const double cse335 = cse137*cse319 + cse141*cse321 + cse149*cse320;
    const double cse336 = cse137*cse323 + cse141*cse325 + cse149*cse324;
    const double cse337 = cse137*cse327 + cse141*cse329 + cse149*cse328;
    const double cse338 = cse137*cse331 + cse141*cse333 + cse149*cse332;
    const double cse339 = cse139*cse319 + cse143*cse321 + cse148*cse320;
    const double cse340 = cse139*cse323 + cse143*cse325 + cse148*cse324;
    const double cse341 = cse139*cse327 + cse143*cse329 + cse148*cse328;
    const double cse342 = cse139*cse331 + cse143*cse333 + cse148*cse332;

    memset(out, 0, sizeof(double) * 756);
    out[0] = -1;  /* [0, 0] */
    out[3] = cse15*cse17 - cse26*cse28;  /* [0, 3] */
    out[4] = cse17*cse32 - cse28*cse36;  /* [0, 4] */
    out[5] = cse17*cse40 - cse28*cse44;  /* [0, 5] */
    out[6] = cse17*cse48 - cse28*cse52;  /* [0, 6] */
    out[22] = -1;  /* [1, 1] */
    out[24] = cse28*cse60 + cse53;  /* [1, 3] */
    out[25] = cse28*cse65 + cse61;  /* [1, 4] */
    out[26] = cse28*cse70 + cse66;  /* [1, 5] */
    out[27] = cse28*cse75 + cse71;  /* [1, 6] */
    out[44] = -1;  /* [2, 2] */
    out[45] = -cse17*cse60 + cse76;  /* [2, 3] */
    out[46] = -cse17*cse65 + cse77;  /* [2, 4] */
    out[47] = -cse17*cse70 + cse78;  /* [2, 5] */
    out[48] = -cse17*cse75 + cse79;  /* [2, 6] */
    out[66] = cse80;  /* [3, 3] */
    out[67] = cse81;  /* [3, 4] */
    out[68] = cse82;  /* [3, 5] */
    out[69] = cse83;  /* [3, 6] */
    out[87] = cse84;  /* [4, 3] */
    out[88] = cse85;  /* [4, 4] */
    out[89] = cse86;  /* [4, 5] */
    out[90] = cse87;  /* [4, 6] */
    out[108] = cse88;  /* [5, 3] */
    out[109] = cse89;  /* [5, 4] */
    out[110] = cse90;  /* [5, 5] */
    out[111] = cse91;  /* [5, 6] */
    out[126] = cse96;  /* [6, 0] */
    out[127] = cse102;  /* [6, 1] */
    out[128] = cse107;  /* [6, 2] */
    out[129] = cse101*cse123 + cse106*cse118 + cse124*cse95;  /* [6, 3] */
    out[130] = cse101*cse126 + cse106*cse125 + cse127*cse95;  /* [6, 4] */
    out[131] = cse101*cse129 + cse106*cse128 + cse130*cse95;  /* [6, 5] */
    out[132] = cse101*cse132 + cse106*cse131 + cse133*cse95;  /* [6, 6] */
    out[133] = cse95;  /* [6, 7] */
    out[134] = cse101;  /* [6, 8] */
    out[135] = cse106;  /* [6, 9] */
    out[136] = cse101*cse146 + cse106*cse152 + cse153*cse95;  /* [6, 10] */
    out[137] = cse101*cse160 + cse106*cse157 + cse161*cse95;  /* [6, 11] */
    out[138] = cse101*cse166 + cse106*cse164 + cse167*cse95;  /* [6, 12] */
    out[139] = cse101*cse172 + cse106*cse170 + cse173*cse95;  /* [6, 13] */
    out[147] = cse174;  /* [7, 0] */
    out[148] = cse175;  /* [7, 1] */
    out[149] = cse176;  /* [7, 2] */
    out[150] = cse118*cse137 + cse123*cse149 + cse124*cse141;  /* [7, 3] */
    out[151] = cse125*cse137 + cse126*cse149 + cse127*cse141;  /* [7, 4] */
    out[152] = cse128*cse137 + cse129*cse149 + cse130*cse141;  /* [7, 5] */
    out[153] = cse131*cse137 + cse132*cse149 + cse133*cse141;  /* [7, 6] */
    out[154] = cse141;  /* [7, 7] */
    out[155] = cse149;  /* [7, 8] */
    out[156] = cse137;  /* [7, 9] */
    out[157] = cse137*cse152 + cse141*cse153 + cse146*cse149;  /* [7, 10] */
    out[158] = cse137*cse157 + cse141*cse161 + cse149*cse160;  /* [7, 11] */
    out[159] = cse137*cse164 + cse141*cse167 + cse149*cse166;  /* [7, 12] */
    out[160] = cse137*cse170 + cse141*cse173 + cse149*cse172;  /* [7, 13] */
    out[168] = cse177;  /* [8, 0] */
    out[169] = cse178;  /* [8, 1] */
    out[170] = cse179;  /* [8, 2] */
    out[171] = cse118*cse139 + cse123*cse148 + cse124*cse143;  /* [8, 3] */
    out[172] = cse125*cse139 + cse126*cse148 + cse127*cse143;  /* [8, 4] */
    out[173] = cse128*cse139 + cse129*cse148 + cse130*cse143;  /* [8, 5] */
    out[174] = cse131*cse139 + cse132*cse148 + cse133*cse143;  /* [8, 6] */
    out[175] = cse143;  /* [8, 7] */
    out[176] = cse148;  /* [8, 8] */
    out[177] = cse139;  /* [8, 9] */
    out[178] = cse139*cse152 + cse143*cse153 + cse146*cse148;  /* [8, 10] */
    out[179] = cse139*cse157 + cse143*cse161 + cse148*cse160;  /* [8, 11] */
    out[180] = cse139*cse164 + cse143*cse167 + cse148*cse166;  /* [8, 12] */
    out[181] = cse139*cse170 + cse143*cse173 + cse148*cse172;  /* [8, 13] */
    out[192] = cse101*cse84 + cse106*cse88 + cse80*cse95;  /* [9, 3] */
    out[193] = cse101*cse85 + cse106*cse89 + cse81*cse95;  /* [9, 4] */
    out[194] = cse101*cse86 + cse106*cse90 + cse82*cse95;  /* [9, 5] */
    out[195] = cse101*cse87 + cse106*cse91 + cse83*cse95;  /* [9, 6] */
    out[199] = cse180;  /* [9, 10] */
    out[200] = cse181;  /* [9, 11] */
    out[201] = cse182;  /* [9, 12] */
    out[202] = cse183;  /* [9, 13] */
    out[213] = cse137*cse88 + cse141*cse80 + cse149*cse84;  /* [10, 3] */
    out[214] = cse137*cse89 + cse141*cse81 + cse149*cse85;  /* [10, 4] */
    out[215] = cse137*cse90 + cse141*cse82 + cse149*cse86;  /* [10, 5] */
    out[216] = cse137*cse91 + cse141*cse83 + cse149*cse87;  /* [10, 6] */
    out[220] = cse184;  /* [10, 10] */
    out[221] = cse185;  /* [10, 11] */
    out[222] = cse186;  /* [10, 12] */
    out[223] = cse187;  /* [10, 13] */
    out[234] = cse139*cse88 + cse143*cse80 + cse148*cse84;  /* [11, 3] */
    out[235] = cse139*cse89 + cse143*cse81 + cse148*cse85;  /* [11, 4] */
    out[236] = cse139*cse90 + cse143*cse82 + cse148*cse86;  /* [11, 5] */
    out[237] = cse139*cse91 + cse143*cse83 + cse148*cse87;  /* [11, 6] */
    out[241] = cse188;  /* [11, 10] */
    out[242] = cse189;  /* [11, 11] */
    out[243] = cse190;  /* [11, 12] */
    out[244] = cse191;  /* [11, 13] */
    out[259] = cse95;  /* [12, 7] */
    out[260] = cse101;  /* [12, 8] */
    out[261] = cse106;  /* [12, 9] */
    out[262] = cse198;  /* [12, 10] */
    out[263] = cse202;  /* [12, 11] */
    out[264] = cse206;  /* [12, 12] */
    out[265] = cse210;  /* [12, 13] */
    out[266] = cse96;  /* [12, 14] */
    out[267] = cse102;  /* [12, 15] */
    out[268] = cse107;  /* [12, 16] */
    out[269] = cse253;  /* [12, 17] */
    out[270] = cse270;  /* [12, 18] */
    out[271] = cse286;  /* [12, 19] */
    out[272] = cse302;  /* [12, 20] */
    out[280] = cse141;  /* [13, 7] */
    out[281] = cse149;  /* [13, 8] */
    out[282] = cse137;  /* [13, 9] */
    out[283] = cse303;  /* [13, 10] */
    out[284] = cse304;  /* [13, 11] */
    out[285] = cse305;  /* [13, 12] */
    out[286] = cse306;  /* [13, 13] */
    out[287] = cse174;  /* [13, 14] */
    out[288] = cse175;  /* [13, 15] */
    out[289] = cse176;  /* [13, 16] */
    out[290] = cse307;  /* [13, 17] */
    out[291] = cse308;  /* [13, 18] */
    out[292] = cse309;  /* [13, 19] */
    out[293] = cse310;  /* [13, 20] */
    out[301] = cse143;  /* [14, 7] */
    out[302] = cse148;  /* [14, 8] */
    out[303] = cse139;  /* [14, 9] */
    out[304] = cse311;  /* [14, 10] */
    out[305] = cse312;  /* [14, 11] */
    out[306] = cse313;  /* [14, 12] */
    out[307] = cse314;  /* [14, 13] */
    out[308] = cse177;  /* [14, 14] */
    out[309] = cse178;  /* [14, 15] */
    out[310] = cse179;  /* [14, 16] */
    out[311] = cse315;  /* [14, 17] */
    out[312] = cse316;  /* [14, 18] */
    out[313] = cse317;  /* [14, 19] */
    out[314] = cse318;  /* [14, 20] */
    out[325] = cse180;  /* [15, 10] */
    out[326] = cse181;  /* [15, 11] */
    out[327] = cse182;  /* [15, 12] */
    out[328] = cse183;  /* [15, 13] */
    out[332] = cse322;  /* [15, 17] */
    out[333] = cse326;  /* [15, 18] */
    out[334] = cse330;  /* [15, 19] */
    out[335] = cse334;  /* [15, 20] */
    out[346] = cse184;  /* [16, 10] */
    out[347] = cse185;  /* [16, 11] */
    out[348] = cse186;  /* [16, 12] */
    out[349] = cse187;  /* [16, 13] */
    out[353] = cse335;  /* [16, 17] */
    out[354] = cse336;  /* [16, 18] */
    out[355] = cse337;  /* [16, 19] */
    out[356] = cse338;  /* [16, 20] */
    out[367] = cse188;  /* [17, 10] */
    out[368] = cse189;  /* [17, 11] */
    out[369] = cse190;  /* [17, 12] */
    out[370] = cse191;  /* [17, 13] */
    out[374] = cse339;  /* [17, 17] */
    out[375] = cse340;  /* [17, 18] */
    out[376] = cse341;  /* [17, 19] */
    out[377] = cse342;  /* [17, 20] */
    out[392] = cse236;  /* [18, 14] */
    out[393] = cse221;  /* [18, 15] */
    out[394] = cse242;  /* [18, 16] */
    out[413] = cse229;  /* [19, 14] */
    out[414] = cse225;  /* [19, 15] */
    out[415] = cse245;  /* [19, 16] */
    out[434] = cse233;  /* [20, 14] */
    out[435] = cse216;  /* [20, 15] */
    out[436] = cse247;  /* [20, 16] */
    out[458] = cse221*cse227 + cse236*cse239 + cse242*cse250;  /* [21, 17] */
    out[459] = cse221*cse257 + cse236*cse262 + cse242*cse267;  /* [21, 18] */
    out[460] = cse221*cse274 + cse236*cse278 + cse242*cse283;  /* [21, 19] */
    out[461] = cse221*cse290 + cse236*cse294 + cse242*cse299;  /* [21, 20] */
    out[479] = cse225*cse227 + cse229*cse239 + cse245*cse250;  /* [22, 17] */
    out[480] = cse225*cse257 + cse229*cse262 + cse245*cse267;  /* [22, 18] */
    out[481] = cse225*cse274 + cse229*cse278 + cse245*cse283;  /* [22, 19] */
    out[482] = cse225*cse290 + cse229*cse294 + cse245*cse299;  /* [22, 20] */
    out[500] = cse216*cse227 + cse233*cse239 + cse247*cse250;  /* [23, 17] */
    out[501] = cse216*cse257 + cse233*cse262 + cse247*cse267;  /* [23, 18] */
    out[502] = cse216*cse274 + cse233*cse278 + cse247*cse283;  /* [23, 19] */
    out[503] = cse216*cse290 + cse233*cse294 + cse247*cse299;  /* [23, 20] */
    out[511] = cse95;  /* [24, 7] */
    out[512] = cse101;  /* [24, 8] */
    out[513] = cse106;  /* [24, 9] */
    out[514] = cse198;  /* [24, 10] */
    out[515] = cse202;  /* [24, 11] */
    out[516] = cse206;  /* [24, 12] */
    out[517] = cse210;  /* [24, 13] */
    out[518] = cse96;  /* [24, 14] */
    out[519] = cse102;  /* [24, 15] */
    out[520] = cse107;  /* [24, 16] */
    out[521] = cse253;  /* [24, 17] */
    out[522] = cse270;  /* [24, 18] */
    out[523] = cse286;  /* [24, 19] */
    out[524] = cse302;  /* [24, 20] */
    out[532] = cse141;  /* [25, 7] */
    out[533] = cse149;  /* [25, 8] */
    out[534] = cse137;  /* [25, 9] */
    out[535] = cse303;  /* [25, 10] */
    out[536] = cse304;  /* [25, 11] */
    out[537] = cse305;  /* [25, 12] */
    out[538] = cse306;  /* [25, 13] */
    out[539] = cse174;  /* [25, 14] */
    out[540] = cse175;  /* [25, 15] */
    out[541] = cse176;  /* [25, 16] */
    out[542] = cse307;  /* [25, 17] */
    out[543] = cse308;  /* [25, 18] */
    out[544] = cse309;  /* [25, 19] */
    out[545] = cse310;  /* [25, 20] */
    out[553] = cse143;  /* [26, 7] */
    out[554] = cse148;  /* [26, 8] */
    out[555] = cse139;  /* [26, 9] */
    out[556] = cse311;  /* [26, 10] */
    out[557] = cse312;  /* [26, 11] */
    out[558] = cse313;  /* [26, 12] */
    out[559] = cse314;  /* [26, 13] */
    out[560] = cse177;  /* [26, 14] */
    out[561] = cse178;  /* [26, 15] */
    out[562] = cse179;  /* [26, 16] */
    out[563] = cse315;  /* [26, 17] */
    out[564] = cse316;  /* [26, 18] */
    out[565] = cse317;  /* [26, 19] */
    out[566] = cse318;  /* [26, 20] */
    out[577] = cse180;  /* [27, 10] */
    out[578] = cse181;  /* [27, 11] */
    out[579] = cse182;  /* [27, 12] */
    out[580] = cse183;  /* [27, 13] */
    out[584] = cse322;  /* [27, 17] */
    out[585] = cse326;  /* [27, 18] */
    out[586] = cse330;  /* [27, 19] */
    out[587] = cse334;  /* [27, 20] */
    out[598] = cse184;  /* [28, 10] */
    out[599] = cse185;  /* [28, 11] */
    out[600] = cse186;  /* [28, 12] */
    out[601] = cse187;  /* [28, 13] */
    out[605] = cse335;  /* [28, 17] */
    out[606] = cse336;  /* [28, 18] */
    out[607] = cse337;  /* [28, 19] */
    out[608] = cse338;  /* [28, 20] */
    out[619] = cse188;  /* [29, 10] */
    out[620] = cse189;  /* [29, 11] */
    out[621] = cse190;  /* [29, 12] */
    out[622] = cse191;  /* [29, 13] */
    out[626] = cse339;  /* [29, 17] */
    out[627] = cse340;  /* [29, 18] */
    out[628] = cse341;  /* [29, 19] */
    out[629] = cse342;  /* [29, 20] */
    out[630] = -1;  /* [30, 0] */
    out[633] = -cse15*q_r_crank_y + cse26*q_r_crank_z;  /* [30, 3] */
    out[634] = -cse32*q_r_crank_y + cse36*q_r_crank_z;  /* [30, 4] */
    out[635] = -cse40*q_r_crank_y + cse44*q_r_crank_z;  /* [30, 5] */
    out[636] = -cse48*q_r_crank_y + cse52*q_r_crank_z;  /* [30, 6] */
    out[652] = -1;  /* [31, 1] */
    out[654] = cse53 - cse60*q_r_crank_z;  /* [31, 3] */
    out[655] = cse61 - cse65*q_r_crank_z;  /* [31, 4] */
    out[656] = cse66 - cse70*q_r_crank_z;  /* [31, 5] */
    out[657] = cse71 - cse75*q_r_crank_z;  /* [31, 6] */
    out[674] = -1;  /* [32, 2] */
    out[675] = cse60*q_r_crank_y + cse76;  /* [32, 3] */
    out[676] = cse65*q_r_crank_y + cse77;  /* [32, 4] */
    out[677] = cse70*q_r_crank_y + cse78;  /* [32, 5] */
    out[678] = cse75*q_r_crank_y + cse79;  /* [32, 6] */
    out[696] = cse80;  /* [33, 3] */
    out[697] = cse81;  /* [33, 4] */
    out[698] = cse82;  /* [33, 5] */
    out[699] = cse83;  /* [33, 6] */
    out[717] = cse84;  /* [34, 3] */
    out[718] = cse85;  /* [34, 4] */
    out[719] = cse86;  /* [34, 5] */
    out[720] = cse87;  /* [34, 6] */
    out[738] = cse88;  /* [35, 3] */
    out[739] = cse89;  /* [35, 4] */
    out[740] = cse90;  /* [35, 5] */
    out[741] = cse91;  /* [35, 6] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 21); p (parameters, 0).
 * Output: out, 8 x 24 row-major, 153 nonzero.
 * 467 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    (void)p;
    const double cse0 = (q_e_crank_1*q_e_crank_1);
    const double cse1 = (q_e_crank_0*q_e_crank_0);
    const double cse2 = 2*cse1;
    const double cse3 = cse2 - 1;
    const double cse4 = 2*cse0 + cse3;
    const double cse5 = q_e_crank_1*q_e_crank_3;
    const double cse6 = 2*cse5;
    const double cse7 = 2*q_e_crank_0;
    const double cse8 = cse7*q_e_crank_2;
    const double cse9 = -cse8;
    const double cse10 = -cse6 + cse9;
    const double cse11 = q_e_crank_1*q_e_crank_2;
    const double cse12 = 2*cse11;
    const double cse13 = cse7*q_e_crank_3;
    const double cse14 = cse12 - cse13;
    const double cse15 = cse12 + cse13;
    const double cse16 = cse7*q_e_crank_1;
    const double cse17 = q_e_crank_2*q_e_crank_3;
    const double cse18 = 2*cse17;
    const double cse19 = cse16 - cse18;
    const double cse20 = (q_e_crank_2*q_e_crank_2);
    const double cse21 = 2*cse20 + cse3;
    const double cse22 = cse6 + cse9;
    const double cse23 = (q_e_crank_3*q_e_crank_3);
    const double cse24 = 2*cse23;
    const double cse25 = -cse2 - cse24 + 1;
    const double cse26 = cse16 + cse18;
    const double cse27 = (q_e_rod_1*q_e_rod_1);
    const double cse28 = 0.3*cse27;
    const double cse29 = (q_e_rod_0*q_e_rod_0);
    const double cse30 = 0.3*cse29;
    const double cse31 = q_e_rod_1*q_e_rod_2;
    const double cse32 = 0.3*cse31;
    const double cse33 = 0.3*q_e_rod_3;
    const double cse34 = cse33*q_e_rod_0;
    const double cse35 = cse33*q_e_rod_1;
    const double cse36 = 0.3*q_e_rod_0*q_e_rod_2;
    const double cse37 = 2*cse29 - 1;
    const double cse38 = 2*cse27 + cse37;
    const double cse39 = 2*cse31;
    const double cse40 = 2*q_e_rod_3;
    const double cse41 = cse40*q_e_rod_0;
    const double cse42 = cse39 - cse41;
    const double cse43 = cse40*q_e_rod_1;
    const double cse44 = 2*q_e_rod_0;
    const double cse45 = cse44*q_e_rod_2;
    const double cse46 = cse43 + cse45;
    const double cse47 = cse39 + cse41;
    const double cse48 = cse37 + 2*(q_e_rod_2*q_e_rod_2);
    const double cse49 = cse40*q_e_rod_2;
    const double cse50 = cse44*q_e_rod_1;
    const double cse51 = cse49 - cse50;
    const double cse52 = cse43 - cse45;
    const double cse53 = cse49 + cse50;
    const double cse54 = cse37 + 2*(q_e_rod_3*q_e_rod_3);
    const double cse55 = q_e_crank_0*q_e_crank_3;
    const double cse56 = 6.077449444807925e-07*q_e_crank_0;
    const double cse57 = q_e_crank_0*q_e_crank_2;
    const double cse58 = q_e_crank_0*q_e_crank_1;
    const double cse59 = 0.6666707182996299*q_e_crank_0;
    const double cse60 = 1.333335929362116*q_e_crank_0;
    const double cse61 = 1.7888533245882017*q_e_crank_0;
    const double cse62 = 0.5962834363552229*q_e_crank_0;
    const double cse63 = 1.1925650994236872*q_e_crank_0;
    const double cse64 = 1.0508379657883295e-06*q_e_crank_0;
    const double cse65 = 1.490716118905601*q_e_crank_0;
    const double cse66 = cse28 + cse30 + q_r_rod_x - 0.15;
    const double cse67 = cse32 + cse34 + q_r_rod_y;
    const double cse68 = cse35 - cse36 + q_r_rod_z;
    const double cse69 = q_e_slider_1*q_e_slider_2;
    const double cse70 = q_e_slider_1*q_e_slider_3;
    const double cse71 = q_e_slider_0*q_e_slider_2;
    const double cse72 = 6.077449444669147e-07*q_e_slider_0;
    const double cse73 = (q_e_slider_1*q_e_slider_1);
    const double cse74 = (q_e_slider_0*q_e_slider_0);
    const double cse75 = -6.077449444669147e-07*cse69 - 6.932792937508481e-07*cse70 - 6.932792937508481e-07*cse71 + cse72*q_e_slider_3 + 3.8940431740241976e-07*cse73 + 3.8940431740241976e-07*cse74 + q_r_slider_x - 1.9470215870120988e-07;
    const double cse76 = q_e_slider_2*q_e_slider_3;
    const double cse77 = q_e_slider_0*q_e_slider_3;
    const double cse78 = q_e_slider_0*q_e_slider_1;
    const double cse79 = (q_e_slider_2*q_e_slider_2);
    const double cse80 = 3.8940431740241976e-07*cse69 - 6.077449444669147e-07*cse74 - 6.932792937508481e-07*cse76 + 3.8940431740241976e-07*cse77 + 6.932792937508481e-07*cse78 - 6.077449444669147e-07*cse79 + q_r_slider_y + 3.0387247223345737e-07;
    const double cse81 = (q_e_slider_3*q_e_slider_3);
    const double cse82 = 3.8940431740241976e-07*cse70 - 3.8940431740241976e-07*cse71 - cse72*q_e_slider_1 - 6.932792937508481e-07*cse74 - 6.077449444669147e-07*cse76 - 6.932792937508481e-07*cse81 + q_r_slider_z + 3.4663964687542403e-07;
    const double cse83 = 0.6666707182996299*q_e_slider_2;
    const double cse84 = 1.333328711471375*q_e_slider_1;
    const double cse85 = 0.6666707182996299*q_e_slider_0;
    const double cse86 = 1.333328711471375*cse71 + 1.333335929362116*cse73 + 1.333335929362116*cse74 - cse83*q_e_slider_1 + cse84*q_e_slider_3 + cse85*q_e_slider_3 - 0.666667964681058;
    const double cse87 = 1.7888533245882017*q_e_slider_2;
    const double cse88 = 1.0508379657883295e-06*q_e_slider_1;
    const double cse89 = 1.7888533245882017*q_e_slider_0;
    const double cse90 = 1.0508379657883295e-06*cse71 + 0.8944293058194333*cse73 + 0.8944293058194333*cse74 + cse87*q_e_slider_1 + cse88*q_e_slider_3 - cse89*q_e_slider_3 - 0.4472146529097166;
    const double cse91 = 1.490716118905601*q_e_slider_1;
    const double cse92 = 0.5962834363552229*cse69 + 1.490716118905601*cse71 - 1.1925650994236872*cse73 - 1.1925650994236872*cse74 - 0.5962834363552229*cse77 + cse91*q_e_slider_3 + 0.5962825497118436;
    const double cse93 = 1.333335929362116*cse69 - 0.6666707182996299*cse74 + 1.333328711471375*cse76 + 1.333335929362116*cse77 - 0.6666707182996299*cse79 - cse84*q_e_slider_0 + 0.33333535914981494;
    const double cse94 = 0.8944293058194333*cse69 + 1.7888533245882017*cse74 + 1.0508379657883295e-06*cse76 + 0.8944293058194333*cse77 + 1.7888533245882017*cse79 - cse88*q_e_slider_0 - 0.8944266622941008;
    const double cse95 = -1.1925650994236872*cse69 + 0.5962834363552229*cse74 + 1.490716118905601*cse76 - 1.1925650994236872*cse77 + 0.5962834363552229*cse79 - cse91*q_e_slider_0 - 0.2981417181776114;
    const double cse96 = 1.333335929362116*cse70 - 1.333335929362116*cse71 + 1.333328711471375*cse74 + 1.333328711471375*cse81 - cse83*q_e_slider_3 - cse85*q_e_slider_1 - 0.6666643557356875;
    const double cse97 = 0.8944293058194333*cse70 - 0.8944293058194333*cse71 + 1.0508379657883295e-06*cse74 + 1.0508379657883295e-06*cse81 + cse87*q_e_slider_3 + cse89*q_e_slider_1 - 5.254189828941647e-07;
    const double cse98 = -1.1925650994236872*cse70 + 1.1925650994236872*cse71 + 1.490716118905601*cse74 + 0.5962834363552229*cse76 + 0.5962834363552229*cse78 + 1.490716118905601*cse81 - 0.7453580594528005;
    const double cse99 = 2*cse73;
    const double cse100 = 2*cse74;
    const double cse101 = cse100 - 1;
    const double cse102 = 2*q_e_slider_1;
    const double cse103 = cse102*q_e_slider_2;
    const double cse104 = 2*cse77;
    const double cse105 = -cse104;
    const double cse106 = cse102*q_e_slider_3;
    const double cse107 = 2*cse71;
    const double cse108 = cse106 + cse107;
    const double cse109 = 2*cse79;
    const double cse110 = 2*cse76;
    const double cse111 = cse102*q_e_slider_0;
    const double cse112 = -cse111;
    const double cse113 = cse110 + cse112;
    const double cse114 = cse101 + 2*cse81;
    const double cse115 = 0.24*q_e_crank_0;
    const double cse116 = 0.2*q_e_crank_0;
    const double cse117 = 1 - cse100;
    const double cse118 = -cse103;

    memset(out, 0, sizeof(double) * 192);
    out[1] = 0.1;  /* [0, 1] */
    out[2] = 0.12;  /* [0, 2] */
    out[3] = 1;  /* [0, 3] */
    out[7] = 1;  /* [0, 7] */
    out[11] = 1;  /* [0, 11] */
    out[12] = q_r_crank_x;  /* [0, 12] */
    out[13] = q_r_crank_y;  /* [0, 13] */
    out[14] = q_r_crank_z;  /* [0, 14] */
    out[15] = cse4;  /* [0, 15] */
    out[16] = cse10;  /* [0, 16] */
    out[17] = cse14;  /* [0, 17] */
    out[18] = cse15;  /* [0, 18] */
    out[19] = cse19;  /* [0, 19] */
    out[20] = cse21;  /* [0, 20] */
    out[21] = cse22;  /* [0, 21] */
    out[22] = cse25;  /* [0, 22] */
    out[23] = cse26;  /* [0, 23] */
    out[24] = -cse28 - cse30 + q_r_rod_x + 0.15;  /* [1, 0] */
    out[25] = -cse32 - cse34 + q_r_rod_y;  /* [1, 1] */
    out[26] = -cse35 + cse36 + q_r_rod_z;  /* [1, 2] */
    out[27] = cse38;  /* [1, 3] */
    out[28] = cse42;  /* [1, 4] */
    out[29] = cse46;  /* [1, 5] */
    out[30] = cse47;  /* [1, 6] */
    out[31] = cse48;  /* [1, 7] */
    out[32] = cse51;  /* [1, 8] */
    out[33] = cse52;  /* [1, 9] */
    out[34] = cse53;  /* [1, 10] */
    out[35] = cse54;  /* [1, 11] */
    out[36] = 6.932792937786036e-07*cse0 + 6.932792937786036e-07*cse1 + 0.16000038940431743*cse11 - 6.077449444807925e-07*cse5 - 0.16000038940431743*cse55 - cse56*q_e_crank_2 + q_r_crank_x - 3.466396468893018e-07;  /* [1, 12] */
    out[37] = 0.16000038940431743*cse1 + 6.932792937786036e-07*cse11 - 6.077449444807925e-07*cse17 + 0.16000038940431743*cse20 + 6.932792937786036e-07*cse55 + cse56*q_e_crank_1 + q_r_crank_y - 0.08000019470215872;  /* [1, 13] */
    out[38] = -6.077449444807925e-07*cse1 + 0.16000038940431743*cse17 - 6.077449444807925e-07*cse23 + 6.932792937786036e-07*cse5 - 6.932792937786036e-07*cse57 + 0.16000038940431743*cse58 + q_r_crank_z + 3.0387247224039626e-07;  /* [1, 14] */
    out[39] = 1.333328711471375*cse0 + 1.333328711471375*cse1 - 1.333335929362116*cse11 + 0.6666707182996299*cse5 + cse59*q_e_crank_2 + cse60*q_e_crank_3 - 0.6666643557356875;  /* [1, 15] */
    out[40] = 1.0508379657883295e-06*cse0 + 1.0508379657883295e-06*cse1 - 0.8944293058194333*cse11 - 1.7888533245882017*cse5 + 0.8944293058194333*cse55 - cse61*q_e_crank_2 - 5.254189828941647e-07;  /* [1, 16] */
    out[41] = 1.490716118905601*cse0 + 1.490716118905601*cse1 + 1.1925650994236872*cse11 - 0.5962834363552229*cse5 - cse62*q_e_crank_2 - cse63*q_e_crank_3 - 0.7453580594528005;  /* [1, 17] */
    out[42] = -1.333335929362116*cse1 + 1.333328711471375*cse11 + 0.6666707182996299*cse17 - 1.333335929362116*cse20 + 1.333328711471375*cse55 - cse59*q_e_crank_1 + 0.666667964681058;  /* [1, 18] */
    out[43] = -0.8944293058194333*cse1 + 1.0508379657883295e-06*cse11 - 1.7888533245882017*cse17 - 0.8944293058194333*cse20 + cse61*q_e_crank_1 + cse64*q_e_crank_3 + 0.4472146529097166;  /* [1, 19] */
    out[44] = 1.1925650994236872*cse1 + 1.490716118905601*cse11 - 0.5962834363552229*cse17 + 1.1925650994236872*cse20 + cse62*q_e_crank_1 + cse65*q_e_crank_3 - 0.5962825497118436;  /* [1, 20] */
    out[45] = 0.6666707182996299*cse1 - 1.333335929362116*cse17 + 0.6666707182996299*cse23 + 1.333328711471375*cse5 - 1.333328711471375*cse57 - cse60*q_e_crank_1 - 0.33333535914981494;  /* [1, 21] */
    out[46] = -1.7888533245882017*cse1 - 0.8944293058194333*cse17 - 1.7888533245882017*cse23 + 1.0508379657883295e-06*cse5 - 0.8944293058194333*cse58 - cse64*q_e_crank_2 + 0.8944266622941008;  /* [1, 22] */
    out[47] = -0.5962834363552229*cse1 + 1.1925650994236872*cse17 - 0.5962834363552229*cse23 + 1.490716118905601*cse5 + cse63*q_e_crank_1 - cse65*q_e_crank_2 + 0.2981417181776114;  /* [1, 23] */
    out[48] = cse66;  /* [2, 0] */
    out[49] = cse67;  /* [2, 1] */
    out[50] = cse68;  /* [2, 2] */
    out[51] = cse38;  /* [2, 3] */
    out[52] = cse42;  /* [2, 4] */
    out[53] = cse46;  /* [2, 5] */
    out[54] = cse47;  /* [2, 6] */
    out[55] = cse48;  /* [2, 7] */
    out[56] = cse51;  /* [2, 8] */
    out[57] = cse52;  /* [2, 9] */
    out[58] = cse53;  /* [2, 10] */
    out[59] = cse54;  /* [2, 11] */
    out[60] = cse75;  /* [2, 12] */
    out[61] = cse80;  /* [2, 13] */
    out[62] = cse82;  /* [2, 14] */
    out[63] = cse86;  /* [2, 15] */
    out[64] = cse90;  /* [2, 16] */
    out[65] = cse92;  /* [2, 17] */
    out[66] = cse93;  /* [2, 18] */
    out[67] = cse94;  /* [2, 19] */
    out[68] = cse95;  /* [2, 20] */
    out[69] = cse96;  /* [2, 21] */
    out[70] = cse97;  /* [2, 22] */
    out[71] = cse98;  /* [2, 23] */
    out[72] = q_r_slider_x;  /* [3, 0] */
    out[73] = q_r_slider_y;  /* [3, 1] */
    out[74] = q_r_slider_z;  /* [3, 2] */
    out[75] = cse101 + cse99;  /* [3, 3] */
    out[76] = cse103 + cse105;  /* [3, 4] */
    out[77] = cse108;  /* [3, 5] */
    out[78] = cse103 + cse104;  /* [3, 6] */
    out[79] = cse101 + cse109;  /* [3, 7] */
    out[80] = cse113;  /* [3, 8] */
    out[81] = cse106 - cse107;  /* [3, 9] */
    out[82] = cse110 + cse111;  /* [3, 10] */
    out[83] = cse114;  /* [3, 11] */
    out[84] = 0.2;  /* [3, 12] */
    out[89] = 1;  /* [3, 17] */
    out[91] = 1;  /* [3, 19] */
    out[93] = -1;  /* [3, 21] */
    out[96] = cse66;  /* [4, 0] */
    out[97] = cse67;  /* [4, 1] */
    out[98] = cse68;  /* [4, 2] */
    out[99] = cse38;  /* [4, 3] */
    out[100] = cse42;  /* [4, 4] */
    out[101] = cse46;  /* [4, 5] */
    out[102] = cse47;  /* [4, 6] */
    out[103] = cse48;  /* [4, 7] */
    out[104] = cse51;  /* [4, 8] */
    out[105] = cse52;  /* [4, 9] */
    out[106] = cse53;  /* [4, 10] */
    out[107] = cse54;  /* [4, 11] */
    out[108] = cse75;  /* [4, 12] */
    out[109] = cse80;  /* [4, 13] */
    out[110] = cse82;  /* [4, 14] */
    out[111] = cse86;  /* [4, 15] */
    out[112] = cse90;  /* [4, 16] */
    out[113] = cse92;  /* [4, 17] */
    out[114] = cse93;  /* [4, 18] */
    out[115] = cse94;  /* [4, 19] */
    out[116] = cse95;  /* [4, 20] */
    out[117] = cse96;  /* [4, 21] */
    out[118] = cse97;  /* [4, 22] */
    out[119] = cse98;  /* [4, 23] */
    out[123] = 1;  /* [5, 3] */
    out[127] = 1;  /* [5, 7] */
    out[131] = 1;  /* [5, 11] */
    out[132] = -0.24*cse11 + cse115*q_e_crank_3 + cse116*q_e_crank_2 + 0.2*cse5 + q_r_crank_x;  /* [5, 12] */
    out[133] = -0.24*cse1 - cse116*q_e_crank_1 + 0.2*cse17 - 0.24*cse20 + q_r_crank_y + 0.12;  /* [5, 13] */
    out[134] = 0.2*cse1 - cse115*q_e_crank_1 - 0.24*cse17 + 0.2*cse23 + q_r_crank_z - 0.1;  /* [5, 14] */
    out[135] = cse4;  /* [5, 15] */
    out[136] = cse10;  /* [5, 16] */
    out[137] = cse14;  /* [5, 17] */
    out[138] = cse15;  /* [5, 18] */
    out[139] = cse19;  /* [5, 19] */
    out[140] = cse21;  /* [5, 20] */
    out[141] = cse22;  /* [5, 21] */
    out[142] = cse25;  /* [5, 22] */
    out[143] = cse26;  /* [5, 23] */
    out[145] = 0.1;  /* [6, 1] */
    out[146] = 0.12;  /* [6, 2] */
    out[149] = 1;  /* [6, 5] */
    out[151] = -1;  /* [6, 7] */
    out[153] = 1;  /* [6, 9] */
    out[156] = q_r_crank_x;  /* [6, 12] */
    out[157] = q_r_crank_y;  /* [6, 13] */
    out[158] = q_r_crank_z;  /* [6, 14] */
    out[159] = cse14;  /* [6, 15] */
    out[160] = cse6 + cse8;  /* [6, 16] */
    out[161] = cse4;  /* [6, 17] */
    out[162] = cse21;  /* [6, 18] */
    out[163] = -cse16 + cse18;  /* [6, 19] */
    out[164] = cse15;  /* [6, 20] */
    out[165] = cse26;  /* [6, 21] */
    out[166] = cse24 + cse3;  /* [6, 22] */
    out[167] = cse22;  /* [6, 23] */
    out[168] = 0.2;  /* [7, 0] */
    out[173] = 1;  /* [7, 5] */
    out[175] = -1;  /* [7, 7] */
    out[177] = 1;  /* [7, 9] */
    out[180] = q_r_slider_x;  /* [7, 12] */
    out[181] = q_r_slider_y;  /* [7, 13] */
    out[182] = q_r_slider_z;  /* [7, 14] */
    out[183] = cse117 - cse99;  /* [7, 15] */
    out[184] = cse104 + cse118;  /* [7, 16] */
    out[185] = cse108;  /* [7, 17] */
    out[186] = cse105 + cse118;  /* [7, 18] */
    out[187] = -cse109 + cse117;  /* [7, 19] */
    out[188] = cse113;  /* [7, 20] */
    out[189] = -cse106 + cse107;  /* [7, 21] */
    out[190] = -cse110 + cse112;  /* [7, 22] */
    out[191] = cse114;  /* [7, 23] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_slider_crank_rp_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_reaction_frames(q + (size_t)k * 21, p, out + (size_t)k * 192);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); p (parameters, 0).
 * Output: out, 2 x 18 row-major, 36 nonzero.
 * 149 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_rd_slider_x = v[14];
    const double v_rd_slider_y = v[15];
    const double v_rd_slider_z = v[16];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    (void)p;
    const double cse0 = 2*q_e_crank_2;
    const double cse1 = cse0*q_e_crank_3;
    const double cse2 = 2*q_e_crank_0;
    const double cse3 = cse2*q_e_crank_1;
    const double cse4 = cse1 + cse3;
    const double cse5 = 2*(q_e_crank_0*q_e_crank_0);
    const double cse6 = cse5 - 1;
    const double cse7 = cse6 + 2*(q_e_crank_3*q_e_crank_3);
    const double cse8 = 2*q_e_crank_1;
    const double cse9 = cse8*q_e_crank_3;
    const double cse10 = cse2*q_e_crank_2;
    const double cse11 = -cse10 + cse9;
    const double cse12 = 2*(q_e_crank_2*q_e_crank_2);
    const double cse13 = cse0*q_e_crank_1;
    const double cse14 = cse2*q_e_crank_3;
    const double cse15 = -cse14;
    const double cse16 = cse13 + cse15;
    const double cse17 = cse10 + cse9;
    const double cse18 = cse6 + 2*(q_e_crank_1*q_e_crank_1);
    const double cse19 = 2*q_e_crank_3;
    const double cse20 = cse0*v_ed_crank_1 - cse19*v_ed_crank_0 + cse2*v_ed_crank_3 - cse8*v_ed_crank_2;
    const double cse21 = -cse0*v_ed_crank_0 - cse19*v_ed_crank_1 + cse2*v_ed_crank_2 + cse8*v_ed_crank_3;
    const double cse22 = -cse0*v_ed_crank_3 + cse19*v_ed_crank_2 + cse2*v_ed_crank_1 - cse8*v_ed_crank_0;
    const double cse23 = 2*q_e_slider_0;
    const double cse24 = cse23*q_e_slider_2;
    const double cse25 = 2*q_e_slider_1;
    const double cse26 = cse25*q_e_slider_3;
    const double cse27 = 2*q_e_slider_3;
    const double cse28 = cse27*q_e_slider_2;
    const double cse29 = -cse28;
    const double cse30 = cse23*q_e_slider_1;
    const double cse31 = -cse30;
    const double cse32 = 2*(q_e_slider_0*q_e_slider_0);
    const double cse33 = cse32 - 1;
    const double cse34 = cse33 + 2*(q_e_slider_3*q_e_slider_3);
    const double cse35 = cse25*q_e_slider_2;
    const double cse36 = cse23*q_e_slider_3;
    const double cse37 = cse35 + cse36;
    const double cse38 = cse33 + 2*(q_e_slider_2*q_e_slider_2);
    const double cse39 = 2*(q_e_slider_1*q_e_slider_1);
    const double cse40 = cse24 + cse26;
    const double cse41 = 2*q_e_slider_2;
    const double cse42 = cse23*v_ed_slider_3 - cse25*v_ed_slider_2 - cse27*v_ed_slider_0 + cse41*v_ed_slider_1;
    const double cse43 = cse23*v_ed_slider_2 + cse25*v_ed_slider_3 - cse27*v_ed_slider_1 - cse41*v_ed_slider_0;
    const double cse44 = cse23*v_ed_slider_1 - cse25*v_ed_slider_0 + cse27*v_ed_slider_2 - cse41*v_ed_slider_3;

    out[0] = cse4;  /* [0, 0] */
    out[1] = cse7;  /* [0, 1] */
    out[2] = cse11;  /* [0, 2] */
    out[3] = -cse12 - cse5 + 1;  /* [0, 3] */
    out[4] = -cse1 + cse3;  /* [0, 4] */
    out[5] = -cse13 + cse15;  /* [0, 5] */
    out[6] = cse16;  /* [0, 6] */
    out[7] = cse17;  /* [0, 7] */
    out[8] = cse18;  /* [0, 8] */
    out[9] = q_r_crank_z - 0.12;  /* [0, 9] */
    out[10] = 0.1 - q_r_crank_y;  /* [0, 10] */
    out[11] = q_r_crank_x;  /* [0, 11] */
    out[12] = cse11*cse22 + cse20*cse7 + cse21*cse4;  /* [0, 12] */
    out[13] = -cse20*(cse1 - cse3) - cse21*(cse12 + cse6) - cse22*(cse13 + cse14);  /* [0, 13] */
    out[14] = cse16*cse21 + cse17*cse20 + cse18*cse22;  /* [0, 14] */
    out[15] = v_rd_crank_z;  /* [0, 15] */
    out[16] = -v_rd_crank_y;  /* [0, 16] */
    out[17] = v_rd_crank_x;  /* [0, 17] */
    out[18] = cse24 - cse26;  /* [1, 0] */
    out[19] = cse29 + cse31;  /* [1, 1] */
    out[20] = cse34;  /* [1, 2] */
    out[21] = cse37;  /* [1, 3] */
    out[22] = cse38;  /* [1, 4] */
    out[23] = cse29 + cse30;  /* [1, 5] */
    out[24] = -cse32 - cse39 + 1;  /* [1, 6] */
    out[25] = -cse35 + cse36;  /* [1, 7] */
    out[26] = cse40;  /* [1, 8] */
    out[27] = q_r_slider_z;  /* [1, 9] */
    out[28] = -q_r_slider_y;  /* [1, 10] */
    out[29] = q_r_slider_x - 0.2;  /* [1, 11] */
    out[30] = cse34*cse42 + cse43*(cse28 + cse30) + cse44*(-cse24 + cse26);  /* [1, 12] */
    out[31] = -cse37*cse44 - cse38*cse43 - cse42*(cse28 + cse31);  /* [1, 13] */
    out[32] = cse40*cse42 + cse43*(cse35 - cse36) + cse44*(cse33 + cse39);  /* [1, 14] */
    out[33] = v_rd_slider_z;  /* [1, 15] */
    out[34] = -v_rd_slider_y;  /* [1, 16] */
    out[35] = v_rd_slider_x;  /* [1, 17] */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_slider_crank_rp_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_joint_motion(q + (size_t)k * 21, v + (size_t)k * 21, p, out + (size_t)k * 36);
    }
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 218 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_crank_z = q[2];
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_rd_rod_x = v[7];
    const double v_rd_rod_y = v[8];
    const double v_rd_rod_z = v[9];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_rd_slider_x = v[14];
    const double v_rd_slider_y = v[15];
    const double v_rd_slider_z = v[16];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    (void)t;
    (void)p;
    const double cse0 = q_e_rod_0*v_ed_rod_2;
    const double cse1 = q_e_rod_3*v_ed_rod_1;
    const double cse2 = q_e_rod_1*v_ed_rod_3;
    const double cse3 = q_e_rod_2*v_ed_rod_0;
    const double cse4 = 0.008*q_e_rod_3;
    const double cse5 = 0.008*q_e_rod_1;
    const double cse6 = 0.008*v_ed_rod_1;
    const double cse7 = 0.008*v_ed_rod_3;
    const double cse8 = 2*q_e_rod_2;
    const double cse9 = 2*q_e_rod_0;
    const double cse10 = 2*q_e_rod_3;
    const double cse11 = 2*q_e_rod_1;
    const double cse12 = 2*q_e_slider_3;
    const double cse13 = 2*v_ed_slider_1;
    const double cse14 = 2*q_e_slider_2;
    const double cse15 = 2*q_e_slider_1;
    const double cse16 = 0.0002*q_e_slider_1;
    const double cse17 = 0.0002*q_e_slider_3;
    const double cse18 = 0.0002*q_e_slider_2;
    const double cse19 = 0.0002*q_e_slider_0;
    const double cse20 = 2*q_e_crank_1;
    const double cse21 = 2*v_ed_crank_2;
    const double cse22 = 2*v_ed_crank_1;
    const double cse23 = 2*v_ed_crank_0;
    const double cse24 = 2*v_ed_crank_3;
    const double cse25 = 0.0002*v_ed_crank_3;
    const double cse26 = 0.0002*v_ed_crank_0;
    const double cse27 = 0.0002*v_ed_crank_2;
    const double cse28 = 0.0002*v_ed_crank_1;
    const double cse29 = 2*q_e_slider_0;

    out[0] = 0.06*(v_rd_crank_x*v_rd_crank_x) + 0.06*(v_rd_crank_y*v_rd_crank_y) + 0.06*(v_rd_crank_z*v_rd_crank_z) + 0.25*(v_rd_rod_x*v_rd_rod_x) + 0.25*(v_rd_rod_y*v_rd_rod_y) + 0.25*(v_rd_rod_z*v_rd_rod_z) + 1.0*(v_rd_slider_x*v_rd_slider_x) + 1.0*(v_rd_slider_y*v_rd_slider_y) + 1.0*(v_rd_slider_z*v_rd_slider_z) + (1.0/2.0)*(0.0008*cse0 - 0.0008*cse1 + 0.0008*cse2 - 0.0008*cse3)*(2*cse0 - 2*cse1 + 2*cse2 - 2*cse3) + (1.0/2.0)*(-cse10*v_ed_rod_0 - cse11*v_ed_rod_2 + cse8*v_ed_rod_1 + cse9*v_ed_rod_3)*(-cse4*v_ed_rod_0 - cse5*v_ed_rod_2 + cse6*q_e_rod_2 + cse7*q_e_rod_0) + (1.0/2.0)*(cse10*v_ed_rod_2 - cse11*v_ed_rod_0 - cse8*v_ed_rod_3 + cse9*v_ed_rod_1)*(cse4*v_ed_rod_2 - cse5*v_ed_rod_0 + cse6*q_e_rod_0 - cse7*q_e_rod_2) + (1.0/2.0)*(-cse12*v_ed_slider_0 + cse13*q_e_slider_2 - cse15*v_ed_slider_2 + cse29*v_ed_slider_3)*(-cse16*v_ed_slider_2 - cse17*v_ed_slider_0 + cse18*v_ed_slider_1 + cse19*v_ed_slider_3) + (1.0/2.0)*(cse12*v_ed_slider_2 + cse13*q_e_slider_0 - cse14*v_ed_slider_3 - cse15*v_ed_slider_0)*(-cse16*v_ed_slider_0 + cse17*v_ed_slider_2 - cse18*v_ed_slider_3 + cse19*v_ed_slider_1) + (1.0/2.0)*(-cse13*q_e_slider_3 - cse14*v_ed_slider_0 + cse15*v_ed_slider_3 + cse29*v_ed_slider_2)*(cse16*v_ed_slider_3 - cse17*v_ed_slider_1 - cse18*v_ed_slider_0 + cse19*v_ed_slider_2) + (1.0/2.0)*(-cse20*v_ed_crank_0 + cse21*q_e_crank_3 + cse22*q_e_crank_0 - cse24*q_e_crank_2)*(-cse25*q_e_crank_2 - cse26*q_e_crank_1 + cse27*q_e_crank_3 + cse28*q_e_crank_0) + (1.0/2.0)*(-cse20*v_ed_crank_2 + cse22*q_e_crank_2 - cse23*q_e_crank_3 + cse24*q_e_crank_0)*(cse25*q_e_crank_0 - cse26*q_e_crank_3 - cse27*q_e_crank_1 + cse28*q_e_crank_2) + (1.0/2.0)*(cse20*v_ed_crank_3 + cse21*q_e_crank_0 - cse22*q_e_crank_3 - cse23*q_e_crank_2)*(2e-05*q_e_crank_0*v_ed_crank_2 + 2e-05*q_e_crank_1*v_ed_crank_3 - 2e-05*q_e_crank_2*v_ed_crank_0 - 2e-05*q_e_crank_3*v_ed_crank_1);  /* [0, 0] */
    out[1] = 1.1772*q_r_crank_z + 4.905*q_r_rod_z + 19.62*q_r_slider_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_rp_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_energy(q + (size_t)k * 21, v + (size_t)k * 21, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_rp_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_power(q + (size_t)k * 21, v + (size_t)k * 21, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); a (accelerations (time derivative of v), 21); p (parameters, 0).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_slider_crank_rp_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_markers(q + (size_t)k * 21, v + (size_t)k * 21, a + (size_t)k * 21, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 277 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_rd_rod_x = v[7];
    const double v_rd_rod_y = v[8];
    const double v_rd_rod_z = v[9];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_rd_slider_x = v[14];
    const double v_rd_slider_y = v[15];
    const double v_rd_slider_z = v[16];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    (void)p;
    const double cse0 = 0.12*v_rd_crank_x;
    const double cse1 = 2.0*v_rd_slider_x;
    const double cse2 = 0.5*v_rd_rod_x;
    const double cse3 = 0.12*v_rd_crank_y;
    const double cse4 = 2.0*v_rd_slider_y;
    const double cse5 = 0.5*v_rd_rod_y;
    const double cse6 = 0.12*v_rd_crank_z;
    const double cse7 = 2.0*v_rd_slider_z;
    const double cse8 = 0.5*v_rd_rod_z;
    const double cse9 = 0.008*q_e_rod_1;
    const double cse10 = cse9*q_e_rod_3;
    const double cse11 = 0.008*q_e_rod_0;
    const double cse12 = cse11*q_e_rod_2;
    const double cse13 = 2*q_e_rod_2;
    const double cse14 = 2*v_ed_rod_3;
    const double cse15 = 2*q_e_rod_3;
    const double cse16 = 2*q_e_rod_1;
    const double cse17 = cse13*v_ed_rod_1 + cse14*q_e_rod_0 - cse15*v_ed_rod_0 - cse16*v_ed_rod_2;
    const double cse18 = 2*v_ed_crank_3;
    const double cse19 = 2*v_ed_crank_2;
    const double cse20 = 2*v_ed_crank_1;
    const double cse21 = 2*q_e_crank_2;
    const double cse22 = cse18*q_e_crank_1 + cse19*q_e_crank_0 - cse20*q_e_crank_3 - cse21*v_ed_crank_0;
    const double cse23 = 2e-05*q_e_crank_0;
    const double cse24 = 2e-05*q_e_crank_2;
    const double cse25 = 0.0002*q_e_crank_1;
    const double cse26 = cse25*q_e_crank_3;
    const double cse27 = 0.0002*q_e_crank_0;
    const double cse28 = cse27*q_e_crank_2;
    const double cse29 = 2*v_ed_crank_0;
    const double cse30 = cse18*q_e_crank_0 - cse19*q_e_crank_1 + cse21*v_ed_crank_1 - cse29*q_e_crank_3;
    const double cse31 = 2*v_ed_slider_1;
    const double cse32 = 2*v_ed_slider_3;
    const double cse33 = 2*v_ed_slider_0;
    const double cse34 = 2*q_e_slider_1;
    const double cse35 = cse31*q_e_slider_2 + cse32*q_e_slider_0 - cse33*q_e_slider_3 - cse34*v_ed_slider_2;
    const double cse36 = 0.0002*q_e_slider_1;
    const double cse37 = cse36*q_e_slider_3;
    const double cse38 = 0.0002*q_e_slider_2;
    const double cse39 = cse38*q_e_slider_0;
    const double cse40 = 2*q_e_rod_0;
    const double cse41 = -cse13*v_ed_rod_0 + cse14*q_e_rod_1 - cse15*v_ed_rod_1 + cse40*v_ed_rod_2;
    const double cse42 = 0.0008*q_e_rod_0;
    const double cse43 = 2*v_ed_slider_2;
    const double cse44 = -cse31*q_e_slider_3 - cse33*q_e_slider_2 + cse34*v_ed_slider_3 + cse43*q_e_slider_0;
    const double cse45 = 0.0002*q_e_slider_0*q_e_slider_3;
    const double cse46 = cse36*q_e_slider_2;
    const double cse47 = cse31*q_e_slider_0 - cse32*q_e_slider_2 - cse33*q_e_slider_1 + cse43*q_e_slider_3;
    const double cse48 = 0.0002*(q_e_slider_0*q_e_slider_0) - 0.0001;
    const double cse49 = -cse14*q_e_rod_2 + cse15*v_ed_rod_2 - cse16*v_ed_rod_0 + cse40*v_ed_rod_1;
    const double cse50 = (q_e_rod_0*q_e_rod_0);
    const double cse51 = 0.008*cse50 - 0.004;
    const double cse52 = cse19*q_e_crank_3 + cse20*q_e_crank_0 - cse21*v_ed_crank_3 - cse29*q_e_crank_1;
    const double cse53 = (q_e_crank_0*q_e_crank_0);
    const double cse54 = 0.0002*cse53 - 0.0001;
    const double cse55 = q_e_rod_2*q_e_rod_3;
    const double cse56 = cse36*q_e_slider_0;
    const double cse57 = cse38*q_e_slider_3;

    out[0] = cse0 + cse1 + cse2;  /* [0, 0] */
    out[1] = cse3 + cse4 + cse5;  /* [1, 0] */
    out[2] = cse6 + cse7 + cse8;  /* [2, 0] */
    out[3] = cse17*(cse10 + cse12) + cse22*(-cse23*q_e_crank_3 + cse24*q_e_crank_1) - cse3*q_r_crank_z + cse30*(cse26 + cse28) + cse35*(cse37 + cse39) - cse4*q_r_slider_z + cse41*(-cse42*q_e_rod_3 + 0.0008*q_e_rod_1*q_e_rod_2) + cse44*(-cse45 + cse46) + cse47*(cse48 + 0.0002*(q_e_slider_1*q_e_slider_1)) + cse49*(cse51 + 0.008*(q_e_rod_1*q_e_rod_1)) - cse5*q_r_rod_z + cse52*(cse54 + 0.0002*(q_e_crank_1*q_e_crank_1)) + cse6*q_r_crank_y + cse7*q_r_slider_y + cse8*q_r_rod_y;  /* [3, 0] */
    out[4] = cse0*q_r_crank_z + cse1*q_r_slider_z + cse17*(0.008*cse55 - cse9*q_e_rod_0) + cse2*q_r_rod_z + cse22*(2e-05*cse53 + 2e-05*(q_e_crank_2*q_e_crank_2) - 1e-05) + cse30*(-cse27*q_e_crank_1 + 0.0002*q_e_crank_2*q_e_crank_3) + cse35*(-cse56 + cse57) + cse41*(0.0008*cse50 + 0.0008*(q_e_rod_2*q_e_rod_2) - 0.0004) + cse44*(cse48 + 0.0002*(q_e_slider_2*q_e_slider_2)) + cse47*(cse45 + cse46) + cse49*(cse11*q_e_rod_3 + cse9*q_e_rod_2) + cse52*(cse25*q_e_crank_2 + cse27*q_e_crank_3) - cse6*q_r_crank_x - cse7*q_r_slider_x - cse8*q_r_rod_x;  /* [4, 0] */
    out[5] = -cse0*q_r_crank_y - cse1*q_r_slider_y + cse17*(cse51 + 0.008*(q_e_rod_3*q_e_rod_3)) - cse2*q_r_rod_y + cse22*(cse23*q_e_crank_1 + cse24*q_e_crank_3) + cse3*q_r_crank_x + cse30*(cse54 + 0.0002*(q_e_crank_3*q_e_crank_3)) + cse35*(cse48 + 0.0002*(q_e_slider_3*q_e_slider_3)) + cse4*q_r_slider_x + cse41*(cse42*q_e_rod_1 + 0.0008*cse55) + cse44*(cse56 + cse57) + cse47*(cse37 - cse39) + cse49*(cse10 - cse12) + cse5*q_r_rod_x + cse52*(cse26 - cse28);  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_slider_crank_rp_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_momentum(q + (size_t)k * 21, v + (size_t)k * 21, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 21); p (parameters, 0).
 * Output: out, 3 x 12 row-major, 36 nonzero.
 * 81 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_r_rod_x = q[7];
    const double q_r_rod_y = q[8];
    const double q_r_rod_z = q[9];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_r_slider_x = q[14];
    const double q_r_slider_y = q[15];
    const double q_r_slider_z = q[16];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    (void)p;
    const double cse0 = 2*(q_e_crank_0*q_e_crank_0) - 1;
    const double cse1 = 2*q_e_crank_1;
    const double cse2 = cse1*q_e_crank_2;
    const double cse3 = 2*q_e_crank_0;
    const double cse4 = cse3*q_e_crank_3;
    const double cse5 = cse1*q_e_crank_3;
    const double cse6 = cse3*q_e_crank_2;
    const double cse7 = 2*q_e_crank_2*q_e_crank_3;
    const double cse8 = cse1*q_e_crank_0;
    const double cse9 = 2*(q_e_rod_0*q_e_rod_0) - 1;
    const double cse10 = 2*q_e_rod_1;
    const double cse11 = cse10*q_e_rod_2;
    const double cse12 = 2*q_e_rod_0;
    const double cse13 = cse12*q_e_rod_3;
    const double cse14 = cse10*q_e_rod_3;
    const double cse15 = cse12*q_e_rod_2;
    const double cse16 = 2*q_e_rod_2*q_e_rod_3;
    const double cse17 = cse12*q_e_rod_1;
    const double cse18 = 2*(q_e_slider_0*q_e_slider_0) - 1;
    const double cse19 = 2*q_e_slider_2;
    const double cse20 = cse19*q_e_slider_1;
    const double cse21 = 2*q_e_slider_0*q_e_slider_3;
    const double cse22 = 2*q_e_slider_1;
    const double cse23 = cse22*q_e_slider_3;
    const double cse24 = cse19*q_e_slider_0;
    const double cse25 = cse19*q_e_slider_3;
    const double cse26 = cse22*q_e_slider_0;

    out[0] = q_r_crank_x;  /* [0, 0] */
    out[1] = q_r_crank_y;  /* [0, 1] */
    out[2] = q_r_crank_z;  /* [0, 2] */
    out[3] = cse0 + 2*(q_e_crank_1*q_e_crank_1);  /* [0, 3] */
    out[4] = cse2 - cse4;  /* [0, 4] */
    out[5] = cse5 + cse6;  /* [0, 5] */
    out[6] = cse2 + cse4;  /* [0, 6] */
    out[7] = cse0 + 2*(q_e_crank_2*q_e_crank_2);  /* [0, 7] */
    out[8] = cse7 - cse8;  /* [0, 8] */
    out[9] = cse5 - cse6;  /* [0, 9] */
    out[10] = cse7 + cse8;  /* [0, 10] */
    out[11] = cse0 + 2*(q_e_crank_3*q_e_crank_3);  /* [0, 11] */
    out[12] = q_r_rod_x;  /* [1, 0] */
    out[13] = q_r_rod_y;  /* [1, 1] */
    out[14] = q_r_rod_z;  /* [1, 2] */
    out[15] = cse9 + 2*(q_e_rod_1*q_e_rod_1);  /* [1, 3] */
    out[16] = cse11 - cse13;  /* [1, 4] */
    out[17] = cse14 + cse15;  /* [1, 5] */
    out[18] = cse11 + cse13;  /* [1, 6] */
    out[19] = cse9 + 2*(q_e_rod_2*q_e_rod_2);  /* [1, 7] */
    out[20] = cse16 - cse17;  /* [1, 8] */
    out[21] = cse14 - cse15;  /* [1, 9] */
    out[22] = cse16 + cse17;  /* [1, 10] */
    out[23] = cse9 + 2*(q_e_rod_3*q_e_rod_3);  /* [1, 11] */
    out[24] = q_r_slider_x;  /* [2, 0] */
    out[25] = q_r_slider_y;  /* [2, 1] */
    out[26] = q_r_slider_z;  /* [2, 2] */
    out[27] = cse18 + 2*(q_e_slider_1*q_e_slider_1);  /* [2, 3] */
    out[28] = cse20 - cse21;  /* [2, 4] */
    out[29] = cse23 + cse24;  /* [2, 5] */
    out[30] = cse20 + cse21;  /* [2, 6] */
    out[31] = cse18 + 2*(q_e_slider_2*q_e_slider_2);  /* [2, 7] */
    out[32] = cse25 - cse26;  /* [2, 8] */
    out[33] = cse23 - cse24;  /* [2, 9] */
    out[34] = cse25 + cse26;  /* [2, 10] */
    out[35] = cse18 + 2*(q_e_slider_3*q_e_slider_3);  /* [2, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_slider_crank_rp_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_body_frames(q + (size_t)k * 21, p, out + (size_t)k * 36);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); p (parameters, 0).
 * Output: out, 3 x 6 row-major, 18 nonzero.
 * 192 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_e_crank_0 = q[3];
    const double q_e_crank_1 = q[4];
    const double q_e_crank_2 = q[5];
    const double q_e_crank_3 = q[6];
    const double q_e_rod_0 = q[10];
    const double q_e_rod_1 = q[11];
    const double q_e_rod_2 = q[12];
    const double q_e_rod_3 = q[13];
    const double q_e_slider_0 = q[17];
    const double q_e_slider_1 = q[18];
    const double q_e_slider_2 = q[19];
    const double q_e_slider_3 = q[20];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_ed_crank_0 = v[3];
    const double v_ed_crank_1 = v[4];
    const double v_ed_crank_2 = v[5];
    const double v_ed_crank_3 = v[6];
    const double v_rd_rod_x = v[7];
    const double v_rd_rod_y = v[8];
    const double v_rd_rod_z = v[9];
    const double v_ed_rod_0 = v[10];
    const double v_ed_rod_1 = v[11];
    const double v_ed_rod_2 = v[12];
    const double v_ed_rod_3 = v[13];
    const double v_rd_slider_x = v[14];
    const double v_rd_slider_y = v[15];
    const double v_rd_slider_z = v[16];
    const double v_ed_slider_0 = v[17];
    const double v_ed_slider_1 = v[18];
    const double v_ed_slider_2 = v[19];
    const double v_ed_slider_3 = v[20];
    (void)p;
    const double cse0 = 2*(q_e_crank_0*q_e_crank_0) - 1;
    const double cse1 = 2*q_e_crank_3;
    const double cse2 = 2*q_e_crank_0;
    const double cse3 = 2*q_e_crank_2;
    const double cse4 = 2*q_e_crank_1;
    const double cse5 = cse1*v_ed_crank_2 + cse2*v_ed_crank_1 - cse3*v_ed_crank_3 - cse4*v_ed_crank_0;
    const double cse6 = cse4*q_e_crank_3;
    const double cse7 = cse2*q_e_crank_2;
    const double cse8 = -cse1*v_ed_crank_0 + cse2*v_ed_crank_3 + cse3*v_ed_crank_1 - cse4*v_ed_crank_2;
    const double cse9 = cse4*q_e_crank_2;
    const double cse10 = cse2*q_e_crank_3;
    const double cse11 = -cse1*v_ed_crank_1 + cse2*v_ed_crank_2 - cse3*v_ed_crank_0 + cse4*v_ed_crank_3;
    const double cse12 = cse3*q_e_crank_3;
    const double cse13 = cse4*q_e_crank_0;
    const double cse14 = 2*q_e_rod_3;
    const double cse15 = 2*q_e_rod_0;
    const double cse16 = 2*q_e_rod_2;
    const double cse17 = 2*q_e_rod_1;
    const double cse18 = cse14*v_ed_rod_2 + cse15*v_ed_rod_1 - cse16*v_ed_rod_3 - cse17*v_ed_rod_0;
    const double cse19 = 2*(q_e_rod_0*q_e_rod_0) - 1;
    const double cse20 = -cse14*v_ed_rod_0 + cse15*v_ed_rod_3 + cse16*v_ed_rod_1 - cse17*v_ed_rod_2;
    const double cse21 = cse17*q_e_rod_3;
    const double cse22 = cse16*q_e_rod_0;
    const double cse23 = -cse14*v_ed_rod_1 + cse15*v_ed_rod_2 - cse16*v_ed_rod_0 + cse17*v_ed_rod_3;
    const double cse24 = cse17*q_e_rod_2;
    const double cse25 = cse15*q_e_rod_3;
    const double cse26 = cse16*q_e_rod_3;
    const double cse27 = cse17*q_e_rod_0;
    const double cse28 = 2*q_e_slider_3;
    const double cse29 = 2*q_e_slider_0;
    const double cse30 = 2*q_e_slider_2;
    const double cse31 = 2*q_e_slider_1;
    const double cse32 = cse28*v_ed_slider_2 + cse29*v_ed_slider_1 - cse30*v_ed_slider_3 - cse31*v_ed_slider_0;
    const double cse33 = 2*(q_e_slider_0*q_e_slider_0) - 1;
    const double cse34 = -cse28*v_ed_slider_0 + cse29*v_ed_slider_3 + cse30*v_ed_slider_1 - cse31*v_ed_slider_2;
    const double cse35 = cse31*q_e_slider_3;
    const double cse36 = cse29*q_e_slider_2;
    const double cse37 = -cse28*v_ed_slider_1 + cse29*v_ed_slider_2 - cse30*v_ed_slider_0 + cse31*v_ed_slider_3;
    const double cse38 = cse31*q_e_slider_2;
    const double cse39 = cse29*q_e_slider_3;
    const double cse40 = cse28*q_e_slider_2;
    const double cse41 = cse31*q_e_slider_0;

    out[0] = v_rd_crank_x;  /* [0, 0] */
    out[1] = v_rd_crank_y;  /* [0, 1] */
    out[2] = v_rd_crank_z;  /* [0, 2] */
    out[3] = cse11*(-cse10 + cse9) + cse5*(cse0 + 2*(q_e_crank_1*q_e_crank_1)) + cse8*(cse6 + cse7);  /* [0, 3] */
    out[4] = cse11*(cse0 + 2*(q_e_crank_2*q_e_crank_2)) + cse5*(cse10 + cse9) + cse8*(cse12 - cse13);  /* [0, 4] */
    out[5] = cse11*(cse12 + cse13) + cse5*(cse6 - cse7) + cse8*(cse0 + 2*(q_e_crank_3*q_e_crank_3));  /* [0, 5] */
    out[6] = v_rd_rod_x;  /* [1, 0] */
    out[7] = v_rd_rod_y;  /* [1, 1] */
    out[8] = v_rd_rod_z;  /* [1, 2] */
    out[9] = cse18*(cse19 + 2*(q_e_rod_1*q_e_rod_1)) + cse20*(cse21 + cse22) + cse23*(cse24 - cse25);  /* [1, 3] */
    out[10] = cse18*(cse24 + cse25) + cse20*(cse26 - cse27) + cse23*(cse19 + 2*(q_e_rod_2*q_e_rod_2));  /* [1, 4] */
    out[11] = cse18*(cse21 - cse22) + cse20*(cse19 + 2*(q_e_rod_3*q_e_rod_3)) + cse23*(cse26 + cse27);  /* [1, 5] */
    out[12] = v_rd_slider_x;  /* [2, 0] */
    out[13] = v_rd_slider_y;  /* [2, 1] */
    out[14] = v_rd_slider_z;  /* [2, 2] */
    out[15] = cse32*(cse33 + 2*(q_e_slider_1*q_e_slider_1)) + cse34*(cse35 + cse36) + cse37*(cse38 - cse39);  /* [2, 3] */
    out[16] = cse32*(cse38 + cse39) + cse34*(cse40 - cse41) + cse37*(cse33 + 2*(q_e_slider_2*q_e_slider_2));  /* [2, 4] */
    out[17] = cse32*(cse35 - cse36) + cse34*(cse33 + 2*(q_e_slider_3*q_e_slider_3)) + cse37*(cse40 + cse41);  /* [2, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_slider_crank_rp_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rp_body_velocities(q + (size_t)k * 21, v + (size_t)k * 21, p, out + (size_t)k * 18);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 12 row-major, 21 nonzero.
 * 2 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_initial_frames(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 36);
    out[1] = 0.1;  /* [0, 1] */
    out[2] = 0.12;  /* [0, 2] */
    out[3] = 1;  /* [0, 3] */
    out[8] = -1;  /* [0, 8] */
    out[10] = 1;  /* [0, 10] */
    out[12] = 0.1;  /* [1, 0] */
    out[13] = 0.05;  /* [1, 1] */
    out[14] = 0.1;  /* [1, 2] */
    out[15] = 0.6666643557356875;  /* [1, 3] */
    out[16] = 5.254189828941647e-07;  /* [1, 4] */
    out[17] = 0.7453580594528005;  /* [1, 5] */
    out[18] = -0.33333535914981494;  /* [1, 6] */
    out[19] = 0.8944266622941008;  /* [1, 7] */
    out[20] = 0.2981417181776114;  /* [1, 8] */
    out[21] = -0.666667964681058;  /* [1, 9] */
    out[22] = -0.4472146529097166;  /* [1, 10] */
    out[23] = 0.5962825497118436;  /* [1, 11] */
    out[24] = 0.2;  /* [2, 0] */
    out[29] = 1;  /* [2, 5] */
    out[31] = 1;  /* [2, 7] */
    out[33] = -1;  /* [2, 9] */
}

/* initial_velocities: Initial velocities per body (rows), global frame.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 6 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_initial_velocities(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 18);
}

/* chart: Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and rp);
 * see mechgen.symbolic.formulations.chart_offset.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 9 row-major, 9 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_chart(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 27);
    out[0] = 1;  /* [0, 0] */
    out[4] = 1;  /* [0, 4] */
    out[8] = 1;  /* [0, 8] */
    out[9] = 1;  /* [1, 0] */
    out[13] = 1;  /* [1, 4] */
    out[17] = 1;  /* [1, 8] */
    out[18] = 1;  /* [2, 0] */
    out[22] = 1;  /* [2, 4] */
    out[26] = 1;  /* [2, 8] */
}

/* physical_data: Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
 * rest length: the numbers the runtime checks at run-time parameter values
 * (mechgen.core.physical).
 * Inputs: p (parameters, 0).
 * Output: out, 30 x 1 row-major, 12 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rp_physical_data(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 30);
    out[0] = 0.12;  /* [0, 0] */
    out[1] = 0.0001;  /* [1, 0] */
    out[5] = 1e-05;  /* [5, 0] */
    out[9] = 0.0001;  /* [9, 0] */
    out[10] = 0.5;  /* [10, 0] */
    out[11] = 0.004;  /* [11, 0] */
    out[15] = 0.0004;  /* [15, 0] */
    out[19] = 0.004;  /* [19, 0] */
    out[20] = 2.0;  /* [20, 0] */
    out[21] = 0.0001;  /* [21, 0] */
    out[25] = 0.0001;  /* [25, 0] */
    out[29] = 0.0001;  /* [29, 0] */
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
size_t mg_slider_crank_rp_forward_dynamics_work(void)
{
    return 2730;
}

/* The index-1 equations [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002
 * eq. 3) solved by LU with partial pivoting, as the runtime's start does where the matrix is
 * regular, in the caller's work memory (forward_dynamics_work doubles): [a; lam] in its first
 * N_V + N_C doubles; MG_OK or MG_SINGULAR. */
static int mg_index1(const double *q, const double *v, double t, const double *p, double *work)
{
    enum { NV = 21, NC = 21, N = NV + NC };
    double *b = work, *S = b + N, *M = S + (size_t)N * N, *C = M + NV * NV;
    int *piv = (int *)(C + NC * NV);
    mg_slider_crank_rp_M(q, p, M);
    mg_slider_crank_rp_Phi_q(q, t, p, C);
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
    mg_slider_crank_rp_Q(q, v, t, p, b);
    mg_slider_crank_rp_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_slider_crank_rp_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 21; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_slider_crank_rp_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_slider_crank_rp_index3_take(struct mg_arena *arena, struct mg_slider_crank_rp_index3_take_work *w)
{
    enum { NQ = 21, NV = 21, N = NV + 21 };
    w->G = mg_doubles(arena, (size_t)70 * N);
    w->x = mg_doubles(arena, N);
    w->g = mg_doubles(arena, N);
    w->y = mg_doubles(arena, N);
    w->v = mg_doubles(arena, NV);
    w->dv = mg_doubles(arena, NV);
    w->a = mg_doubles(arena, NV);
    w->qs = mg_doubles(arena, NQ);
    w->piv = mg_ints(arena, N);
}

/* The doubles of work memory index3_run needs: mg_slider_crank_rp_index3_take counting what it takes. */
size_t mg_slider_crank_rp_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_slider_crank_rp_index3_take_work w;
    mg_slider_crank_rp_index3_take(&arena, &w);
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
 * The iteration matrix is factored in band storage (kl = 23, ku = 23). */
int mg_slider_crank_rp_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 21, NV = 21, NC = 21, N = NV + NC };
    enum { KL = 23, KU = 23, LDAB = 70 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_slider_crank_rp_index3_take_work mem;
    mg_slider_crank_rp_index3_take(&arena, &mem);
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
            mg_slider_crank_rp_retract(q_n, dv, qs);
            mg_slider_crank_rp_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_slider_crank_rp_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_slider_crank_rp_genalpha_matrix_perm, g, y);
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
struct mg_slider_crank_rp_kinematics_take_work {
    double *q, *tmp, *dv, *b, *solve, *J;
    int *piv;
};

static void mg_slider_crank_rp_kinematics_take(struct mg_arena *arena, struct mg_slider_crank_rp_kinematics_take_work *w)
{
    enum { NQ = 21, NV = 21 };
    w->q = mg_doubles(arena, NQ);
    w->tmp = mg_doubles(arena, NQ);
    w->dv = mg_doubles(arena, NV);
    w->b = mg_doubles(arena, NV);
    w->solve = mg_doubles(arena, NV);
    w->J = mg_doubles(arena, (size_t)37 * NV);
    w->piv = mg_ints(arena, NV);
}

/* The doubles of work memory kinematics_run needs: mg_slider_crank_rp_kinematics_take counting what it takes. */
size_t mg_slider_crank_rp_kinematics_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_slider_crank_rp_kinematics_take_work w;
    mg_slider_crank_rp_kinematics_take(&arena, &w);
    return arena.used;
}

/* Kinematic analysis (seed 001 section 2): row 0 of q_out, v_out, a_out holds the state at
 * t0; rows 1..n_steps (t = t0 + step h) are filled. Position by Newton from q_{n-1} (+) h v_{n-1} (eq. 11),
 * corrections through retract (eq. 12), stop at ||delta|| <= tol + rtol ||q||; then Phi_q v = nu and
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 12,
 * ku = 12). */
int mg_slider_crank_rp_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, double rtol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 21, NV = 21, KL = 12, KU = 12 };
struct mg_arena arena = { work, 0 };
    struct mg_slider_crank_rp_kinematics_take_work mem;
    mg_slider_crank_rp_kinematics_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *q = mem.q, *tmp = mem.tmp, *dv = mem.dv, *b = mem.b, *J = mem.J;
    int *piv = mem.piv;
    const size_t band_size = sizeof(double) * 37 * NV;
    const int *perm = mg_slider_crank_rp_Phi_q_perm;
    for (int step = 1; step <= n_steps; ++step) {
        const double t = t0 + step * h;
        const double *q_prev = q_out + (step - 1) * NQ;
        const double *v_prev = v_out + (step - 1) * NV;
        for (int i = 0; i < NV; ++i) {
            dv[i] = h * v_prev[i];
        }
        mg_slider_crank_rp_retract(q_prev, dv, q);
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                *fail_step = step;
                return MG_NOT_CONVERGED;
            }
            memset(J, 0, band_size);
            mg_slider_crank_rp_Phi_q_band(q, t, p, J);
            mg_slider_crank_rp_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return MG_SINGULAR;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, mem.solve);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_slider_crank_rp_retract(q, dv, tmp);
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
        mg_slider_crank_rp_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return MG_SINGULAR;
        }
        mg_slider_crank_rp_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, mem.solve);
        mg_flush(NV, v);
        mg_slider_crank_rp_gamma(q, v, t, p, a);
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
struct mg_slider_crank_rp_pt_state {
    const double *p;
    int k, m, column, explicit_closure, max_iter, left, nn;
    double hysteresis, closure, branch, singular_fraction, rank, metric, near, margin;
    int I[21], D[21], best[21], order[21], colperm[21], piv[21];
    double C[441], CD[441], A[441], x[21];
    double Dm[441], M[441], MDt[441], Md[441];
    double Q[21], w[21], r[21], g[21], phi[21];
    double E[441], N[441], G[441], NG[441];
    double ginv[21], basis[441], GN[441], kept[441], rest[21];
    double U[441];
    double qs[21], qc[21], vs[21], vstage[21], astage[21];
    double kq[4][21], kv[4][21], dv[21], qr[21];
};

/* the coordinate whose closed-form closing conditions exist (index in closing_choices), or -1 */
static const int mg_slider_crank_rp_pt_choice_of[21] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* Sets the partition to the independent coordinates I (sorted) and D to the rest. */
static void mg_slider_crank_rp_pt_set(struct mg_slider_crank_rp_pt_state *s, const int *I)
{
    int a = 0, b = 0;
    for (int i = 0; i < 21; ++i) {
        if (a < s->k && I[a] == i) {
            s->I[a++] = i;
        } else {
            s->D[b++] = i;
        }
    }
    s->column = s->explicit_closure && s->k > 0 ? mg_slider_crank_rp_pt_choice_of[s->I[0]] : -1;
}

/* C_D = Phi_q restricted to the dependent coordinates, factored (from s->C). */
static int mg_slider_crank_rp_pt_factor_CD(struct mg_slider_crank_rp_pt_state *s)
{
    for (int r = 0; r < s->m; ++r) {
        for (int j = 0; j < s->m; ++j) {
            s->CD[r * s->m + j] = s->C[r * 21 + s->D[j]];
        }
    }
    return mg_lu_factor(s->m, s->CD, s->piv);
}

/* v and A = -C_D^-1 C_I (m x k) from the independent velocities vI (eq. 7, Partition.velocities);
 * with the closed form v = dq/dq_I vI. Leaves C_D factored for the accelerations. */
static int mg_slider_crank_rp_pt_velocities(struct mg_slider_crank_rp_pt_state *s, const double *q, const double *vI, double t,
                              double *v)
{
    const int k = s->k, m = s->m;
    for (int c = 0; c < k; ++c) {
        v[s->I[c]] = vI[c];
    }
    if (m == 0) {
        return MG_OK;
    }
    mg_slider_crank_rp_Phi_q(q, t, s->p, s->C);
    if (mg_slider_crank_rp_pt_factor_CD(s)) {
        return MG_SINGULAR;
    }
    for (int c = 0; c < k; ++c) {
        for (int j = 0; j < m; ++j) {
            s->x[j] = s->C[j * 21 + s->I[c]];
        }
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->A[j * k + c] = -s->x[j];
        }
    }
    mg_slider_crank_rp_nu(q, t, s->p, s->x);
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
static int mg_slider_crank_rp_pt_accelerations(struct mg_slider_crank_rp_pt_state *s, const double *q, const double *vI,
                                 double t, double *v, double *a)
{
    const int k = s->k, m = s->m;
    if (mg_slider_crank_rp_pt_velocities(s, q, vI, t, v)) {
        return MG_SINGULAR;
    }
    memset(s->w, 0, sizeof(s->w));
    if (m > 0) {
        mg_slider_crank_rp_gamma(q, v, t, s->p, s->x);
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->w[s->D[j]] = s->x[j];
        }
    }
    memset(s->Dm, 0, sizeof(double) * (size_t)k * 21);
    for (int c = 0; c < k; ++c) {
        s->Dm[c * 21 + s->I[c]] = 1.0;
        for (int j = 0; j < m; ++j) {
            s->Dm[c * 21 + s->D[j]] = s->A[j * k + c];
        }
    }
    mg_slider_crank_rp_M(q, s->p, s->M);
    mg_slider_crank_rp_Q(q, v, t, s->p, s->Q);
    for (int i = 0; i < 21; ++i) {
        double sum = s->Q[i];
        for (int j = 0; j < 21; ++j) {
            sum -= s->M[i * 21 + j] * s->w[j];
        }
        s->r[i] = sum;
        for (int c = 0; c < k; ++c) {
            double mdt = 0.0;
            for (int j = 0; j < 21; ++j) {
                mdt += s->M[i * 21 + j] * s->Dm[c * 21 + j];
            }
            s->MDt[i * k + c] = mdt;
        }
    }
    for (int c = 0; c < k; ++c) {
        double rhs = 0.0;
        for (int i = 0; i < 21; ++i) {
            rhs += s->Dm[c * 21 + i] * s->r[i];
        }
        s->x[c] = rhs;
        for (int d = 0; d < k; ++d) {
            double md = 0.0;
            for (int i = 0; i < 21; ++i) {
                md += s->Dm[c * 21 + i] * s->MDt[i * k + d];
            }
            s->Md[c * k + d] = md;
        }
    }
    if (mg_lu_factor(k, s->Md, s->piv)) {
        return MG_SINGULAR;
    }
    mg_lu_solve(k, s->Md, s->piv, s->x);
    for (int i = 0; i < 21; ++i) {
        double sum = s->w[i];
        for (int c = 0; c < k; ++c) {
            sum += s->Dm[c * 21 + i] * s->x[c];
        }
        a[i] = sum;
    }
    return MG_OK;
}

/* q' = T(q) v into out (runtime/partitioning.py _rk4: v itself where q' = v). */
static void mg_slider_crank_rp_pt_rates(const double *q, const double *v, double *out)
{
    (void)q;
    memcpy(out, v, sizeof(double) * 21);
}

/* One RK4 stage of (q' = T(q) v, v_I' = a_I) at (q, vI, t) into slot j (runtime/partitioning.py
 * _rk4): with the closed form, q is closed first. */
static int mg_slider_crank_rp_pt_stage(struct mg_slider_crank_rp_pt_state *s, const double *q, const double *vI, double t, int j)
{
    const double *qe = q;
    if (mg_slider_crank_rp_pt_accelerations(s, qe, vI, t, s->vstage, s->astage)) {
        return MG_SINGULAR;
    }
    mg_slider_crank_rp_pt_rates(qe, s->vstage, s->kq[j]);
    for (int c = 0; c < s->k; ++c) {
        s->kv[j][c] = s->astage[s->I[c]];
    }
    return MG_OK;
}

/* The dependent coordinates for the independent ones (Partition.correct): from the closed
 * form while it stays within the branch tolerance of the integrated step (else the partition
 * drops it: s->left = 1), else by Newton on Phi = 0 with I held. Returns 0, 1 (no closure in
 * max_iter iterations) or 2 (singular C_D); *iterations: Newton iterations. */
static int mg_slider_crank_rp_pt_correct(struct mg_slider_crank_rp_pt_state *s, double *q, double t, int *iterations)
{
    const int m = s->m;
    *iterations = 0;
    if (m == 0) {
        return MG_OK;
    }
    for (int it = 1; it <= s->max_iter; ++it) {
        mg_slider_crank_rp_Phi(q, t, s->p, s->phi);
        double big = 0.0;
        for (int r = 0; r < m; ++r) {
            big = fabs(s->phi[r]) > big ? fabs(s->phi[r]) : big;
        }
        if (big < s->closure) {
            *iterations = it - 1;
            return MG_OK;
        }
        mg_slider_crank_rp_Phi_q(q, t, s->p, s->C);
        if (mg_slider_crank_rp_pt_factor_CD(s)) {
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
 * stride 21), twice for round-off (modified Gram-Schmidt); returns the norm of the rest. */
static double mg_slider_crank_rp_pt_orthogonalize(int n, double *x, const double *basis, int nb)
{
    for (int pass = 0; pass < 2; ++pass) {
        for (int b = 0; b < nb; ++b) {
            double dot = 0.0;
            for (int i = 0; i < n; ++i) {
                dot += basis[b * 21 + i] * x[i];
            }
            for (int i = 0; i < n; ++i) {
                x[i] -= dot * basis[b * 21 + i];
            }
        }
    }
    return mg_norm(n, x);
}

/* Rook pivoting in the rows and columns rank.. of E (NC x NV): from column *pc, alternately
 * the largest entry of the column and of the row, until one is largest in both (Foster's rook
 * pivoting, rank-revealing in practice like complete pivoting at the cost of a few rows and
 * columns instead of the whole rest). Returns its magnitude; *pr, *pc its place. */
static double mg_slider_crank_rp_pt_rook(const double *E, int rank, int *pr, int *pc)
{
    double big = -1.0;
    for (int scan = 0; scan < 2 * 21; ++scan) {
        int moved = 0;
        if (scan % 2 == 0) {
            for (int r = rank; r < 21; ++r) {
                if (fabs(E[r * 21 + *pc]) > big) {
                    big = fabs(E[r * 21 + *pc]);
                    *pr = r;
                    moved = 1;
                }
            }
        } else {
            for (int c = rank; c < 21; ++c) {
                if (fabs(E[*pr * 21 + c]) > big) {
                    big = fabs(E[*pr * 21 + c]);
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
static double mg_slider_crank_rp_pt_volume(struct mg_slider_crank_rp_pt_state *s, const int *set)
{
    double volume = 1.0;
    int kept = 0;
    for (int c = 0; c < s->k; ++c) {
        double *row = s->kept + kept * 21;
        memcpy(row, s->U + set[c] * 21, sizeof(double) * (size_t)s->nn);
        const double length = mg_slider_crank_rp_pt_orthogonalize(s->nn, row, s->kept, kept);
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
static int mg_slider_crank_rp_pt_criterion(struct mg_slider_crank_rp_pt_state *s, const double *q, double t, double *cos2)
{
    const int k = s->k;
    mg_slider_crank_rp_M(q, s->p, s->G);
    int rank = 0;
    for (int j = 0; j < 21; ++j) {
        s->colperm[j] = j;
    }
    mg_slider_crank_rp_Phi_q(q, t, s->p, s->C);
    double scale = 0.0, cmax = 0.0;
    for (int i = 0; i < 21; ++i) {
        scale = fabs(s->G[i * 21 + i]) > scale ? fabs(s->G[i * 21 + i]) : scale;
    }
    memcpy(s->E, s->C, sizeof(double) * 441);
    for (int i = 0; i < 441; ++i) {
        cmax = fabs(s->E[i]) > cmax ? fabs(s->E[i]) : cmax;
    }
    const double small = s->rank * fmax(cmax, 1.0);
    double pmin = INFINITY;
    for (; rank < 21; ++rank) {
        int pr = rank, pc = rank;
        double big = mg_slider_crank_rp_pt_rook(s->E, rank, &pr, &pc);
        if (!(big > small)) {
            /* rook pivoting stops at an entry largest in its row and column; a small one
             * could hide larger entries elsewhere: search the whole rest before stopping */
            for (int r = rank; r < 21; ++r) {
                for (int c = rank; c < 21; ++c) {
                    if (fabs(s->E[r * 21 + c]) > big) {
                        big = fabs(s->E[r * 21 + c]);
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
        for (int c = 0; c < 21; ++c) {
            const double tmp = s->E[rank * 21 + c];
            s->E[rank * 21 + c] = s->E[pr * 21 + c];
            s->E[pr * 21 + c] = tmp;
        }
        for (int r = 0; r < 21; ++r) {
            const double tmp = s->E[r * 21 + rank];
            s->E[r * 21 + rank] = s->E[r * 21 + pc];
            s->E[r * 21 + pc] = tmp;
        }
        const int tmp = s->colperm[rank];
        s->colperm[rank] = s->colperm[pc];
        s->colperm[pc] = tmp;
        for (int r = rank + 1; r < 21; ++r) {
            const double f = s->E[r * 21 + rank] / s->E[rank * 21 + rank];
            for (int c = rank; c < 21; ++c) {
                s->E[r * 21 + c] -= f * s->E[rank * 21 + c];
            }
        }
    }
    /* the smallest pivot estimates the smallest singular value (rook pivoting reveals rank) */
    s->margin = rank < 21 ? 0.0 : pmin / cmax;
    /* the metric G (runtime/partitioning.py metric): M + s C_N^T C_N (normalization rows),
     * and + s C^T C where that is still singular (its Cholesky factor has a pivot below the
     * metric tolerance times the largest diagonal entry) */
    for (int i = 0; i < 21; ++i) {
        for (int j = 0; j < 21; ++j) {
            s->G[i * 21 + j] += scale * s->C[378 + i] * s->C[378 + j];
        }
    }
    for (int i = 0; i < 21; ++i) {
        for (int j = 0; j < 21; ++j) {
            s->G[i * 21 + j] += scale * s->C[399 + i] * s->C[399 + j];
        }
    }
    for (int i = 0; i < 21; ++i) {
        for (int j = 0; j < 21; ++j) {
            s->G[i * 21 + j] += scale * s->C[420 + i] * s->C[420 + j];
        }
    }
    memcpy(s->NG, s->G, sizeof(double) * 441);
    if (!(mg_cholesky(21, s->NG) > s->metric * scale)) {
        for (int i = 0; i < 21; ++i) {
            for (int j = 0; j < 21; ++j) {
                double sum = 0.0;
                for (int r = 0; r < 21; ++r) {
                    sum += s->C[r * 21 + i] * s->C[r * 21 + j];
                }
                s->G[i * 21 + j] += scale * sum;
            }
        }
        memcpy(s->NG, s->G, sizeof(double) * 441);
        if (!(mg_cholesky(21, s->NG) > 0.0)) {
            return MG_SINGULAR;
        }
    }
    /* (G^-1)_ii = sum_r ((L^-1)_ri)^2, column i of L^-1 by forward substitution */
    for (int i = 0; i < 21; ++i) {
        double sum = 0.0;
        for (int r = 0; r < 21; ++r) {
            double x = r == i ? 1.0 : 0.0;
            for (int c = i; c < r; ++c) {
                x -= s->NG[r * 21 + c] * s->rest[c];
            }
            s->rest[r] = r < i ? 0.0 : x / s->NG[r * 21 + r];
            sum += s->rest[r] * s->rest[r];
        }
        s->ginv[i] = sum;
    }
    /* the null vectors: free columns rank.. of the elimination, back-substituted, in the
     * coordinates' own order; then orthonormalized (rows of s->basis, stride NV) */
    const int nn = 21 - rank;
    s->nn = nn;
    for (int f = 0; f < nn; ++f) {
        double *x = s->rest;
        for (int c = rank; c < 21; ++c) {
            x[c] = c == rank + f ? 1.0 : 0.0;
        }
        for (int r = rank - 1; r >= 0; --r) {
            double sum = 0.0;
            for (int c = r + 1; c < 21; ++c) {
                sum += s->E[r * 21 + c] * x[c];
            }
            x[r] = -sum / s->E[r * 21 + r];
        }
        double *b = s->basis + f * 21;
        for (int c = 0; c < 21; ++c) {
            b[s->colperm[c]] = x[c];
        }
        const double length = mg_slider_crank_rp_pt_orthogonalize(21, b, s->basis, f);
        for (int c = 0; c < 21; ++c) {
            b[c] /= length;
        }
    }
    /* N (NV x nn), G N and N^T G N (nn x nn), factored by Cholesky */
    for (int i = 0; i < 21; ++i) {
        for (int f = 0; f < nn; ++f) {
            s->N[i * 21 + f] = s->basis[f * 21 + i];
            double sum = 0.0;
            for (int j = 0; j < 21; ++j) {
                sum += s->G[i * 21 + j] * s->basis[f * 21 + j];
            }
            s->GN[i * 21 + f] = sum;
        }
    }
    for (int f = 0; f < nn; ++f) {
        for (int e = 0; e < nn; ++e) {
            double sum = 0.0;
            for (int i = 0; i < 21; ++i) {
                sum += s->basis[f * 21 + i] * s->GN[i * 21 + e];
            }
            s->NG[f * nn + e] = sum;
        }
    }
    if (!(mg_cholesky(nn, s->NG) > 0.0)) {
        return MG_SINGULAR;
    }
    /* u_i = L^-1 N_i^T / sqrt((G^-1)_ii), cos^2 alpha_i = |u_i|^2 = N_i (N^T G N)^-1 N_i^T /
     * (G^-1)_ii */
    for (int i = 0; i < 21; ++i) {
        double sum = 0.0, *u = s->U + i * 21;
        for (int f = 0; f < nn; ++f) {
            double x = s->N[i * 21 + f];
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
    memcpy(s->kept, s->U, sizeof(double) * 441);
    for (int i = 0; i < 21; ++i) {
        s->order[i] = 0;
    }
    int chosen = 0;
    for (; chosen < k; ++chosen) {
        int pick = -1;
        double top = 0.0;
        for (int i = 0; i < 21; ++i) {
            if (s->order[i]) {
                continue;
            }
            double length = 0.0;
            for (int f = 0; f < nn; ++f) {
                length += s->kept[i * 21 + f] * s->kept[i * 21 + f];
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
            s->rest[f] = s->kept[pick * 21 + f] / sqrt(top);
        }
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = 0; i < 21; ++i) {
                double dot = 0.0, *row = s->kept + i * 21;
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
struct mg_slider_crank_rp_partitioning_take_work {
    struct mg_slider_crank_rp_pt_state *s;
};

static void mg_slider_crank_rp_partitioning_take(struct mg_arena *arena, struct mg_slider_crank_rp_partitioning_take_work *w)
{
    w->s = mg_struct(arena, sizeof(struct mg_slider_crank_rp_pt_state));
}

/* The doubles of work memory partitioning_run needs: mg_slider_crank_rp_partitioning_take counting what it takes. */
size_t mg_slider_crank_rp_partitioning_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_slider_crank_rp_partitioning_take_work w;
    mg_slider_crank_rp_partitioning_take(&arena, &w);
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
int mg_slider_crank_rp_partitioning_run(const double *p, double h, double t0, int n_steps, int k, const int *independent, int column, int explicit_closure, const double *settings, int max_iter, double *q_out, double *v_out, double *a_out, double *criterion_out, int *independent_out, int *left_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    if (k < 0 || k > 21 || 21 - k != 21) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_slider_crank_rp_partitioning_take_work mem;
    mg_slider_crank_rp_partitioning_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    struct mg_slider_crank_rp_pt_state *s = mem.s;
    memset(s, 0, sizeof *s);
    s->p = p;
    s->k = k;
    s->m = 21 - k;
    s->explicit_closure = explicit_closure;
    s->max_iter = max_iter;
    s->hysteresis = settings[0];
    s->closure = settings[1];
    s->branch = settings[2];
    s->singular_fraction = settings[3];
    s->rank = settings[4];
    s->metric = settings[5];
    s->near = settings[6];
    mg_slider_crank_rp_pt_set(s, independent);
    s->column = column;
    double q[21], v[21] = {0}, vI[21] = {0}, q1[21], vI1[21] = {0};
    double cos2[21] = {0};
    memcpy(q, q_out, sizeof(q));
    for (int c = 0; c < k; ++c) {
        vI[c] = v_out[s->I[c]];
    }
    int status = mg_slider_crank_rp_pt_criterion(s, q, t0, cos2);
    left_out[0] |= s->margin < s->near ? 2 : 0;
    int failing = 0;
    double previous = -1.0; /* no ratio before the first step */
    iterations[0] = 0;
    for (int step = 0; step <= n_steps && !status; ++step) {
        const double t = t0 + step * h;
        double *a = a_out + (size_t)step * 21;
        failing = step;
        status = mg_slider_crank_rp_pt_accelerations(s, q, vI, t, v, a);
        if (status) {
            break;
        }
        memcpy(q_out + (size_t)step * 21, q, sizeof(q));
        memcpy(v_out + (size_t)step * 21, v, sizeof(v));
        memcpy(criterion_out + (size_t)step * 21, cos2, sizeof(cos2));
        memcpy(independent_out + (size_t)step * k, s->I, sizeof(int) * (size_t)k);
        if (step == n_steps) {
            break;
        }
        /* RK4: the first stage is the row's own (v, a_I) */
        failing = step + 1;
        mg_slider_crank_rp_pt_rates(q, v, s->kq[0]);
        for (int c = 0; c < k; ++c) {
            s->kv[0][c] = a[s->I[c]];
        }
        static const double nodes[3] = {0.5, 0.5, 1.0};
        for (int j = 1; j < 4 && !status; ++j) {
            const double c_h = nodes[j - 1] * h;
            for (int i = 0; i < 21; ++i) {
                s->qs[i] = q[i] + c_h * s->kq[j - 1][i];
            }
            for (int c = 0; c < k; ++c) {
                s->vs[c] = vI[c] + c_h * s->kv[j - 1][c];
            }
            status = mg_slider_crank_rp_pt_stage(s, s->qs, s->vs, t + c_h, j);
        }
        if (status) {
            break;
        }
        for (int i = 0; i < 21; ++i) {
            q1[i] = q[i] + h / 6 * (s->kq[0][i] + 2 * s->kq[1][i] + 2 * s->kq[2][i] + s->kq[3][i]);
        }
        for (int c = 0; c < k; ++c) {
            vI1[c] = vI[c] + h / 6 * (s->kv[0][c] + 2 * s->kv[1][c] + 2 * s->kv[2][c] + s->kv[3][c]);
        }
        s->left = 0;
        status = mg_slider_crank_rp_pt_correct(s, q1, t + h, &iterations[step + 1]);
        left_out[step + 1] = s->left;
        if (status) {
            break;
        }
        memcpy(q, q1, sizeof(q));
        memcpy(vI, vI1, sizeof(double) * (size_t)k);
        if (!(mg_norm(21, q) < 1e300) || !(mg_norm(k, vI) < 1e300)) {
            status = MG_NOT_FINITE;
            break;
        }
        status = mg_slider_crank_rp_pt_criterion(s, q, t + h, cos2);
        left_out[step + 1] |= s->margin < s->near ? 2 : 0;
        if (status || k == 0) {
            continue;
        }
        /* Gamma of the current set against the best's, in geometric mean (_volume), now and
           one step ahead (runtime/partitioning.py ahead) */
        const double limit = pow(fmax(s->hysteresis, s->singular_fraction), k);
        const double best = mg_slider_crank_rp_pt_volume(s, s->best);
        const double ratio = best > 0.0 ? mg_slider_crank_rp_pt_volume(s, s->I) / best : 1.0;
        double next = ratio;
        if (previous >= 0.0) {
            const double root = 2.0 * sqrt(ratio) - sqrt(previous);
            next = root > 0.0 ? root * root : 0.0;
        }
        previous = ratio;
        if (fmin(ratio, next) < limit) {
            previous = 1.0;
            /* the new independent velocities from those of the old partition */
            if ((status = mg_slider_crank_rp_pt_velocities(s, q, vI, t + h, v))) {
                break;
            }
            mg_slider_crank_rp_pt_set(s, s->best);
            for (int c = 0; c < k; ++c) {
                vI[c] = v[s->I[c]];
            }
        }
    }
    *fail_step = failing;
    return status;
}
