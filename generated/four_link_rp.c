/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: four_link */
/* formulation: rp */
/* scheme: any */
/* input hash: 95d5c90fab0510f6 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'four_link' in the rp formulation (C99).
 * Vectors: q (21), v (21), dv (21), a (21), lam (21), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "four_link_rp.h"

int mg_four_link_rp_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
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

int mg_four_link_rp_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_four_link_rp_entry_name(int i)
{
    return i >= 0 && i < mg_four_link_rp_n_entries() ? mg_entry_names[i] : NULL;
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
void mg_four_link_rp_retract(const double *q, const double *dv, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_r_link2_x = q[7];
    const double q_r_link2_y = q[8];
    const double q_r_link2_z = q[9];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_r_link3_x = q[14];
    const double q_r_link3_y = q[15];
    const double q_r_link3_z = q[16];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
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

    out[0] = dv_0 + q_r_rotor_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_rotor_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_rotor_z;  /* [2, 0] */
    out[3] = dv_3 + q_e_rotor_0;  /* [3, 0] */
    out[4] = dv_4 + q_e_rotor_1;  /* [4, 0] */
    out[5] = dv_5 + q_e_rotor_2;  /* [5, 0] */
    out[6] = dv_6 + q_e_rotor_3;  /* [6, 0] */
    out[7] = dv_7 + q_r_link2_x;  /* [7, 0] */
    out[8] = dv_8 + q_r_link2_y;  /* [8, 0] */
    out[9] = dv_9 + q_r_link2_z;  /* [9, 0] */
    out[10] = dv_10 + q_e_link2_0;  /* [10, 0] */
    out[11] = dv_11 + q_e_link2_1;  /* [11, 0] */
    out[12] = dv_12 + q_e_link2_2;  /* [12, 0] */
    out[13] = dv_13 + q_e_link2_3;  /* [13, 0] */
    out[14] = dv_14 + q_r_link3_x;  /* [14, 0] */
    out[15] = dv_15 + q_r_link3_y;  /* [15, 0] */
    out[16] = dv_16 + q_r_link3_z;  /* [16, 0] */
    out[17] = dv_17 + q_e_link3_0;  /* [17, 0] */
    out[18] = dv_18 + q_e_link3_1;  /* [18, 0] */
    out[19] = dv_19 + q_e_link3_2;  /* [19, 0] */
    out[20] = dv_20 + q_e_link3_3;  /* [20, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 21).
 * Output: out, 21 x 21 row-major, 21 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rp_tangent(const double *dv, double *out)
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
void mg_four_link_rp_qdot(const double *q, const double *v, double *out)
{
    (void)q;
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_rd_link2_x = v[7];
    const double v_rd_link2_y = v[8];
    const double v_rd_link2_z = v[9];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_rd_link3_x = v[14];
    const double v_rd_link3_y = v[15];
    const double v_rd_link3_z = v[16];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];

    out[0] = v_rd_rotor_x;  /* [0, 0] */
    out[1] = v_rd_rotor_y;  /* [1, 0] */
    out[2] = v_rd_rotor_z;  /* [2, 0] */
    out[3] = v_ed_rotor_0;  /* [3, 0] */
    out[4] = v_ed_rotor_1;  /* [4, 0] */
    out[5] = v_ed_rotor_2;  /* [5, 0] */
    out[6] = v_ed_rotor_3;  /* [6, 0] */
    out[7] = v_rd_link2_x;  /* [7, 0] */
    out[8] = v_rd_link2_y;  /* [8, 0] */
    out[9] = v_rd_link2_z;  /* [9, 0] */
    out[10] = v_ed_link2_0;  /* [10, 0] */
    out[11] = v_ed_link2_1;  /* [11, 0] */
    out[12] = v_ed_link2_2;  /* [12, 0] */
    out[13] = v_ed_link2_3;  /* [13, 0] */
    out[14] = v_rd_link3_x;  /* [14, 0] */
    out[15] = v_rd_link3_y;  /* [15, 0] */
    out[16] = v_rd_link3_z;  /* [16, 0] */
    out[17] = v_ed_link3_0;  /* [17, 0] */
    out[18] = v_ed_link3_1;  /* [18, 0] */
    out[19] = v_ed_link3_2;  /* [19, 0] */
    out[20] = v_ed_link3_3;  /* [20, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 21 nonzero.
 * 166 operations after common subexpression elimination.
 */
void mg_four_link_rp_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_r_link2_x = q[7];
    const double q_r_link2_y = q[8];
    const double q_r_link2_z = q[9];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_r_link3_x = q[14];
    const double q_r_link3_y = q[15];
    const double q_r_link3_z = q[16];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    (void)p;
    const double cse0 = (q_e_rotor_1*q_e_rotor_1);
    const double cse1 = (q_e_rotor_0*q_e_rotor_0);
    const double cse2 = 2*cse1 - 1;
    const double cse3 = 2*cse0 + cse2;
    const double cse4 = 2*q_e_rotor_2;
    const double cse5 = cse4*q_e_rotor_1;
    const double cse6 = 2*q_e_rotor_3;
    const double cse7 = cse6*q_e_rotor_0;
    const double cse8 = cse5 - cse7;
    const double cse9 = -q_r_rotor_x;
    const double cse10 = -q_r_rotor_y;
    const double cse11 = -q_r_rotor_z;
    const double cse12 = 2*q_e_link3_2;
    const double cse13 = cse12*q_e_link3_3;
    const double cse14 = 2*q_e_link3_0;
    const double cse15 = cse14*q_e_link3_1;
    const double cse16 = (q_e_link3_2*q_e_link3_2);
    const double cse17 = (q_e_link3_0*q_e_link3_0);
    const double cse18 = 2*cse16 + 2*cse17 - 1;
    const double cse19 = 3.7*cse12*q_e_link3_1 - 3.7*cse14*q_e_link3_3;
    const double cse20 = -q_r_link3_x;
    const double cse21 = 3.7*cse18;
    const double cse22 = -q_r_link3_y;
    const double cse23 = 3.7*cse13 + 3.7*cse15;
    const double cse24 = -q_r_link3_z;
    const double cse25 = 2*q_e_link2_1;
    const double cse26 = 2*q_e_link2_3;
    const double cse27 = 6.1*cse25*q_e_link2_2 - 6.1*cse26*q_e_link2_0;
    const double cse28 = (q_e_link2_2*q_e_link2_2);
    const double cse29 = (q_e_link2_0*q_e_link2_0);
    const double cse30 = 2*cse29 - 1;
    const double cse31 = 12.2*cse28 + 6.1*cse30;
    const double cse32 = cse26*q_e_link2_2;
    const double cse33 = cse25*q_e_link2_0;
    const double cse34 = 6.1*cse32 + 6.1*cse33;
    const double cse35 = cse5 + cse7;
    const double cse36 = cse6*q_e_rotor_1;
    const double cse37 = cse4*q_e_rotor_0;
    const double cse38 = cse36 - cse37;
    const double cse39 = (q_e_link2_3*q_e_link2_3);
    const double cse40 = (q_e_rotor_3*q_e_rotor_3);
    const double cse41 = cse6*q_e_rotor_2;
    const double cse42 = 2*q_e_rotor_0*q_e_rotor_1;
    const double cse43 = (q_e_rotor_2*q_e_rotor_2);
    const double cse44 = 3.141592653589793*t;
    const double cse45 = sin(cse44);
    const double cse46 = cos(cse44);

    out[0] = cse3;  /* [0, 0] */
    out[1] = cse8;  /* [1, 0] */
    out[2] = cse9;  /* [2, 0] */
    out[3] = cse10;  /* [3, 0] */
    out[4] = cse11;  /* [4, 0] */
    out[5] = cse13 - cse15;  /* [5, 0] */
    out[6] = cse18;  /* [6, 0] */
    out[7] = -cse19 + cse20 - 4;  /* [7, 0] */
    out[8] = -cse21 + cse22 - 8.5;  /* [8, 0] */
    out[9] = -cse23 + cse24;  /* [9, 0] */
    out[10] = cse19 + cse20 - cse27 + q_r_link2_x;  /* [10, 0] */
    out[11] = cse21 + cse22 - cse31 + q_r_link2_y;  /* [11, 0] */
    out[12] = cse23 + cse24 - cse34 + q_r_link2_z;  /* [12, 0] */
    out[13] = cse27 + 2*cse3 + cse9 + q_r_link2_x;  /* [13, 0] */
    out[14] = cse10 + cse31 + 2*cse35 + q_r_link2_y;  /* [14, 0] */
    out[15] = cse11 + cse34 + 2*cse38 + q_r_link2_z;  /* [15, 0] */
    out[16] = (cse30 + 2*cse39)*(0.7497211555855399*cse2 + 1.4994423111710797*cse40 - 0.6617538733301699*cse41 - 0.6617538733301699*cse42) + (cse32 - cse33)*(-0.6617538733301699*cse2 + 0.7497211555855399*cse41 - 0.7497211555855399*cse42 - 1.3235077466603398*cse43) + (cse25*q_e_link2_3 + 2*q_e_link2_0*q_e_link2_2)*(0.7497211555855399*cse36 + 0.7497211555855399*cse37 - 0.6617538733301699*cse8);  /* [16, 0] */
    out[17] = 2*(cse35*cse46 + cse38*cse45)/(cse35*cse45 - cse38*cse46 + 1);  /* [17, 0] */
    out[18] = (1.0/2.0)*cse0 + (1.0/2.0)*cse1 + (1.0/2.0)*cse40 + (1.0/2.0)*cse43 - 1.0/2.0;  /* [18, 0] */
    out[19] = (1.0/2.0)*cse28 + (1.0/2.0)*cse29 + (1.0/2.0)*cse39 + (1.0/2.0)*(q_e_link2_1*q_e_link2_1) - 1.0/2.0;  /* [19, 0] */
    out[20] = (1.0/2.0)*cse16 + (1.0/2.0)*cse17 + (1.0/2.0)*(q_e_link3_1*q_e_link3_1) + (1.0/2.0)*(q_e_link3_3*q_e_link3_3) - 1.0/2.0;  /* [20, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_rp_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_Phi(q + (size_t)k * 21, t[k], p, out + (size_t)k * 21);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rp_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_rp_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_dropped_Phi(q + (size_t)k * 21, t[k], p, out + (size_t)k * 0);
    }
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_rp_Phi_q_perm[21] = {20, 19, 7, 12, 10, 11, 5, 9, 6, 8, 17, 18, 16, 14, 1, 13, 3, 15, 4, 0, 2};

/* Where Phi_q's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 21, kl = 14, ku = 14, ldab = 43), and in the row-major 21 x 21 matrix. */
static const int mg_four_link_rp_Phi_q_in_band[104] = {719, 803, 714, 798, 294, 378, 846, 632, 886, 454, 496, 76, 34, 456, 78, 576, 450, 492, 72,
    30, 751, 457, 79, 539, 455, 497, 77, 35, 116, 200, 242, 158, 662, 578, 452, 494, 74, 32,
    411, 201, 159, 747, 453, 75, 325, 199, 241, 157, 661, 535, 451, 493, 73, 31, 841, 715,
    799, 127, 211, 253, 169, 673, 629, 713, 797, 293, 377, 419, 209, 167, 885, 717, 801, 297,
    381, 339, 213, 255, 171, 675, 712, 796, 292, 376, 208, 250, 166, 670, 710, 794, 290, 374,
    711, 795, 291, 375, 197, 239, 155, 659, 448, 490, 70, 28};
static const int mg_four_link_rp_Phi_q_in_dense[104] = {3, 4, 24, 25, 26, 27, 42, 64, 86, 122, 123, 124, 125, 143, 145, 161, 164, 165, 166, 167,
    183, 185, 187, 205, 206, 207, 208, 209, 217, 220, 221, 222, 223, 224, 227, 228, 229, 230,
    239, 241, 243, 246, 248, 250, 261, 262, 263, 264, 265, 268, 269, 270, 271, 272, 273, 276,
    277, 280, 283, 284, 285, 286, 295, 297, 298, 299, 300, 302, 304, 306, 317, 318, 319, 320,
    321, 324, 325, 326, 327, 328, 339, 340, 341, 342, 346, 347, 348, 349, 360, 361, 362, 363,
    381, 382, 383, 384, 409, 410, 411, 412, 437, 438, 439, 440};

/* Phi_q's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_four_link_rp_Phi_q_cells(const double *q, double t, const double *p, double *out, const int *where)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    (void)p;
    const double cse0 = 4*q_e_rotor_0;
    const double cse1 = 4*q_e_rotor_1;
    const double cse2 = 2*q_e_rotor_3;
    const double cse3 = 2*q_e_rotor_2;
    const double cse4 = 2*q_e_rotor_1;
    const double cse5 = 2*q_e_rotor_0;
    const double cse6 = 7.4*q_e_link3_3;
    const double cse7 = 7.4*q_e_link3_2;
    const double cse8 = -cse7;
    const double cse9 = 7.4*q_e_link3_1;
    const double cse10 = -cse9;
    const double cse11 = 7.4*q_e_link3_0;
    const double cse12 = 14.8*q_e_link3_0;
    const double cse13 = 14.8*q_e_link3_2;
    const double cse14 = -cse11;
    const double cse15 = -cse6;
    const double cse16 = 12.2*q_e_link2_3;
    const double cse17 = 12.2*q_e_link2_2;
    const double cse18 = -cse17;
    const double cse19 = 12.2*q_e_link2_1;
    const double cse20 = -cse19;
    const double cse21 = 12.2*q_e_link2_0;
    const double cse22 = 24.4*q_e_link2_0;
    const double cse23 = 24.4*q_e_link2_2;
    const double cse24 = -cse21;
    const double cse25 = -cse16;
    const double cse26 = 4*q_e_rotor_3;
    const double cse27 = 4*q_e_rotor_2;
    const double cse28 = 2*(q_e_link2_0*q_e_link2_0) + 2*(q_e_link2_3*q_e_link2_3) - 1;
    const double cse29 = -1.3235077466603398*q_e_rotor_1;
    const double cse30 = 2*q_e_link2_2;
    const double cse31 = 2*q_e_link2_1;
    const double cse32 = cse30*q_e_link2_3 - cse31*q_e_link2_0;
    const double cse33 = 1.4994423111710797*q_e_rotor_1;
    const double cse34 = cse30*q_e_link2_0 + cse31*q_e_link2_3;
    const double cse35 = 1.3235077466603398*q_e_rotor_3;
    const double cse36 = 1.4994423111710797*q_e_rotor_2;
    const double cse37 = 1.3235077466603398*q_e_rotor_0;
    const double cse38 = 1.4994423111710797*q_e_rotor_0;
    const double cse39 = -1.3235077466603398*q_e_rotor_2;
    const double cse40 = 1.4994423111710797*q_e_rotor_3;
    const double cse41 = 2*(q_e_rotor_0*q_e_rotor_0) - 1;
    const double cse42 = cse3*q_e_rotor_3;
    const double cse43 = cse4*q_e_rotor_0;
    const double cse44 = 2.9988846223421595*cse41 - 2.6470154933206795*cse42 - 2.6470154933206795*cse43 + 5.997769244684319*(q_e_rotor_3*q_e_rotor_3);
    const double cse45 = -0.6617538733301699*cse41 + 0.7497211555855399*cse42 - 0.7497211555855399*cse43 - 1.3235077466603398*(q_e_rotor_2*q_e_rotor_2);
    const double cse46 = cse4*q_e_rotor_3;
    const double cse47 = cse3*q_e_rotor_0;
    const double cse48 = cse4*q_e_rotor_2;
    const double cse49 = cse2*q_e_rotor_0;
    const double cse50 = 0.7497211555855399*cse46 + 0.7497211555855399*cse47 - 0.6617538733301699*cse48 + 0.6617538733301699*cse49;
    const double cse51 = 2*cse45;
    const double cse52 = 2*cse50;
    const double cse53 = 3.141592653589793*t;
    const double cse54 = cos(cse53);
    const double cse55 = sin(cse53);
    const double cse56 = cse2*cse55 + cse3*cse54;
    const double cse57 = cse48 + cse49;
    const double cse58 = cse46 - cse47;
    const double cse59 = -cse54*cse58 + cse55*cse57 + 1;
    const double cse60 = 2*(cse54*cse57 + cse55*cse58)/(cse59*cse59);
    const double cse61 = cse2*cse54;
    const double cse62 = cse3*cse55;
    const double cse63 = 2/cse59;
    const double cse64 = cse4*cse55 + cse5*cse54;
    const double cse65 = cse4*cse54;
    const double cse66 = cse5*cse55;

    out[where[0]] = cse0;  /* [0, 3] */
    out[where[1]] = cse1;  /* [0, 4] */
    out[where[2]] = -cse2;  /* [1, 3] */
    out[where[3]] = cse3;  /* [1, 4] */
    out[where[4]] = cse4;  /* [1, 5] */
    out[where[5]] = -cse5;  /* [1, 6] */
    out[where[6]] = -1;  /* [2, 0] */
    out[where[7]] = -1;  /* [3, 1] */
    out[where[8]] = -1;  /* [4, 2] */
    out[where[9]] = -2*q_e_link3_1;  /* [5, 17] */
    out[where[10]] = -2*q_e_link3_0;  /* [5, 18] */
    out[where[11]] = 2*q_e_link3_3;  /* [5, 19] */
    out[where[12]] = 2*q_e_link3_2;  /* [5, 20] */
    out[where[13]] = 4*q_e_link3_0;  /* [6, 17] */
    out[where[14]] = 4*q_e_link3_2;  /* [6, 19] */
    out[where[15]] = -1;  /* [7, 14] */
    out[where[16]] = cse6;  /* [7, 17] */
    out[where[17]] = cse8;  /* [7, 18] */
    out[where[18]] = cse10;  /* [7, 19] */
    out[where[19]] = cse11;  /* [7, 20] */
    out[where[20]] = -1;  /* [8, 15] */
    out[where[21]] = -cse12;  /* [8, 17] */
    out[where[22]] = -cse13;  /* [8, 19] */
    out[where[23]] = -1;  /* [9, 16] */
    out[where[24]] = cse10;  /* [9, 17] */
    out[where[25]] = cse14;  /* [9, 18] */
    out[where[26]] = cse15;  /* [9, 19] */
    out[where[27]] = cse8;  /* [9, 20] */
    out[where[28]] = 1;  /* [10, 7] */
    out[where[29]] = cse16;  /* [10, 10] */
    out[where[30]] = cse18;  /* [10, 11] */
    out[where[31]] = cse20;  /* [10, 12] */
    out[where[32]] = cse21;  /* [10, 13] */
    out[where[33]] = -1;  /* [10, 14] */
    out[where[34]] = cse15;  /* [10, 17] */
    out[where[35]] = cse7;  /* [10, 18] */
    out[where[36]] = cse9;  /* [10, 19] */
    out[where[37]] = cse14;  /* [10, 20] */
    out[where[38]] = 1;  /* [11, 8] */
    out[where[39]] = -cse22;  /* [11, 10] */
    out[where[40]] = -cse23;  /* [11, 12] */
    out[where[41]] = -1;  /* [11, 15] */
    out[where[42]] = cse12;  /* [11, 17] */
    out[where[43]] = cse13;  /* [11, 19] */
    out[where[44]] = 1;  /* [12, 9] */
    out[where[45]] = cse20;  /* [12, 10] */
    out[where[46]] = cse24;  /* [12, 11] */
    out[where[47]] = cse25;  /* [12, 12] */
    out[where[48]] = cse18;  /* [12, 13] */
    out[where[49]] = -1;  /* [12, 16] */
    out[where[50]] = cse9;  /* [12, 17] */
    out[where[51]] = cse11;  /* [12, 18] */
    out[where[52]] = cse6;  /* [12, 19] */
    out[where[53]] = cse7;  /* [12, 20] */
    out[where[54]] = -1;  /* [13, 0] */
    out[where[55]] = 8*q_e_rotor_0;  /* [13, 3] */
    out[where[56]] = 8*q_e_rotor_1;  /* [13, 4] */
    out[where[57]] = 1;  /* [13, 7] */
    out[where[58]] = cse25;  /* [13, 10] */
    out[where[59]] = cse17;  /* [13, 11] */
    out[where[60]] = cse19;  /* [13, 12] */
    out[where[61]] = cse24;  /* [13, 13] */
    out[where[62]] = -1;  /* [14, 1] */
    out[where[63]] = cse26;  /* [14, 3] */
    out[where[64]] = cse27;  /* [14, 4] */
    out[where[65]] = cse1;  /* [14, 5] */
    out[where[66]] = cse0;  /* [14, 6] */
    out[where[67]] = 1;  /* [14, 8] */
    out[where[68]] = cse22;  /* [14, 10] */
    out[where[69]] = cse23;  /* [14, 12] */
    out[where[70]] = -1;  /* [15, 2] */
    out[where[71]] = -cse27;  /* [15, 3] */
    out[where[72]] = cse26;  /* [15, 4] */
    out[where[73]] = -cse0;  /* [15, 5] */
    out[where[74]] = cse1;  /* [15, 6] */
    out[where[75]] = 1;  /* [15, 9] */
    out[where[76]] = cse19;  /* [15, 10] */
    out[where[77]] = cse21;  /* [15, 11] */
    out[where[78]] = cse16;  /* [15, 12] */
    out[where[79]] = cse17;  /* [15, 13] */
    out[where[80]] = cse28*(cse29 + 2.9988846223421595*q_e_rotor_0) + cse32*(-cse33 - 2.6470154933206795*q_e_rotor_0) + cse34*(cse35 + cse36);  /* [16, 3] */
    out[where[81]] = -cse28*cse37 - cse32*cse38 + cse34*(cse39 + cse40);  /* [16, 4] */
    out[where[82]] = -cse28*cse35 + cse32*(cse40 - 2.6470154933206795*q_e_rotor_2) + cse34*(cse29 + cse38);  /* [16, 5] */
    out[where[83]] = cse28*(cse39 + 2.9988846223421595*q_e_rotor_3) + cse32*cse36 + cse34*(cse33 + cse37);  /* [16, 6] */
    out[where[84]] = cse30*cse50 - cse31*cse45 + cse44*q_e_link2_0;  /* [16, 10] */
    out[where[85]] = -cse51*q_e_link2_0 + cse52*q_e_link2_3;  /* [16, 11] */
    out[where[86]] = cse51*q_e_link2_3 + cse52*q_e_link2_0;  /* [16, 12] */
    out[where[87]] = cse30*cse45 + cse31*cse50 + cse44*q_e_link2_3;  /* [16, 13] */
    out[where[88]] = -cse56*cse60 + cse63*(cse61 - cse62);  /* [17, 3] */
    out[where[89]] = cse56*cse63 - cse60*(-cse61 + cse62);  /* [17, 4] */
    out[where[90]] = -cse60*cse64 + cse63*(cse65 - cse66);  /* [17, 5] */
    out[where[91]] = -cse60*(-cse65 + cse66) + cse63*cse64;  /* [17, 6] */
    out[where[92]] = q_e_rotor_0;  /* [18, 3] */
    out[where[93]] = q_e_rotor_1;  /* [18, 4] */
    out[where[94]] = q_e_rotor_2;  /* [18, 5] */
    out[where[95]] = q_e_rotor_3;  /* [18, 6] */
    out[where[96]] = q_e_link2_0;  /* [19, 10] */
    out[where[97]] = q_e_link2_1;  /* [19, 11] */
    out[where[98]] = q_e_link2_2;  /* [19, 12] */
    out[where[99]] = q_e_link2_3;  /* [19, 13] */
    out[where[100]] = q_e_link3_0;  /* [20, 17] */
    out[where[101]] = q_e_link3_1;  /* [20, 18] */
    out[where[102]] = q_e_link3_2;  /* [20, 19] */
    out[where[103]] = q_e_link3_3;  /* [20, 20] */
}

/* Phi_q written into its band storage; ab is zeroed by the caller. */
void mg_four_link_rp_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    mg_four_link_rp_Phi_q_cells(q, t, p, ab, mg_four_link_rp_Phi_q_in_band);
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 21 x 21 row-major, 104 nonzero (the cells of Phi_q_band).
 */
void mg_four_link_rp_Phi_q(const double *q, double t, const double *p, double *out)
{
    memset(out, 0, sizeof(double) * 441);
    mg_four_link_rp_Phi_q_cells(q, t, p, out, mg_four_link_rp_Phi_q_in_dense);
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_rp_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_Phi_q(q + (size_t)k * 21, t[k], p, out + (size_t)k * 441);
    }
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 1 nonzero.
 * 32 operations after common subexpression elimination.
 */
void mg_four_link_rp_nu(const double *q, double t, const double *p, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    (void)p;
    const double cse0 = 2*q_e_rotor_2;
    const double cse1 = 2*q_e_rotor_3;
    const double cse2 = cse0*q_e_rotor_1 + cse1*q_e_rotor_0;
    const double cse3 = 3.141592653589793*t;
    const double cse4 = sin(cse3);
    const double cse5 = cse2*cse4;
    const double cse6 = -cse0*q_e_rotor_0 + cse1*q_e_rotor_1;
    const double cse7 = cos(cse3);
    const double cse8 = cse6*cse7;
    const double cse9 = cse5 - cse8 + 1;
    const double cse10 = cse4*cse6;
    const double cse11 = cse2*cse7;

    memset(out, 0, sizeof(double) * 21);
    out[17] = -2*(-3.141592653589793*cse5 + 3.141592653589793*cse8)/cse9 + 2*(cse10 + cse11)*(3.141592653589793*cse10 + 3.141592653589793*cse11)/(cse9*cse9);  /* [17, 0] */
}

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_rp_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_nu(q + (size_t)k * 21, t[k], p, out + (size_t)k * 21);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 21 nonzero.
 * 340 operations after common subexpression elimination.
 */
void mg_four_link_rp_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_rd_link2_x = v[7];
    const double v_rd_link2_y = v[8];
    const double v_rd_link2_z = v[9];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_rd_link3_x = v[14];
    const double v_rd_link3_y = v[15];
    const double v_rd_link3_z = v[16];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
    (void)p;
    const double cse0 = q_e_rotor_1*v_ed_rotor_1;
    const double cse1 = q_e_rotor_0*v_ed_rotor_0;
    const double cse2 = q_e_rotor_0*v_ed_rotor_3;
    const double cse3 = q_e_rotor_1*v_ed_rotor_2;
    const double cse4 = q_e_rotor_2*v_ed_rotor_1;
    const double cse5 = q_e_rotor_3*v_ed_rotor_0;
    const double cse6 = -v_rd_rotor_x;
    const double cse7 = -v_rd_rotor_y;
    const double cse8 = -v_rd_rotor_z;
    const double cse9 = q_e_link3_2*v_ed_link3_3;
    const double cse10 = q_e_link3_3*v_ed_link3_2;
    const double cse11 = q_e_link3_0*v_ed_link3_1;
    const double cse12 = q_e_link3_1*v_ed_link3_0;
    const double cse13 = q_e_link3_2*v_ed_link3_2;
    const double cse14 = q_e_link3_0*v_ed_link3_0;
    const double cse15 = 7.4*q_e_link3_0*v_ed_link3_3;
    const double cse16 = 7.4*q_e_link3_1*v_ed_link3_2;
    const double cse17 = 7.4*q_e_link3_2*v_ed_link3_1;
    const double cse18 = 7.4*q_e_link3_3*v_ed_link3_0;
    const double cse19 = -v_rd_link3_x;
    const double cse20 = 14.8*cse14;
    const double cse21 = 14.8*cse13;
    const double cse22 = -v_rd_link3_y;
    const double cse23 = 7.4*cse10;
    const double cse24 = 7.4*cse11;
    const double cse25 = 7.4*cse12;
    const double cse26 = 7.4*cse9;
    const double cse27 = -v_rd_link3_z;
    const double cse28 = 12.2*v_ed_link2_3;
    const double cse29 = cse28*q_e_link2_0;
    const double cse30 = 12.2*v_ed_link2_2;
    const double cse31 = cse30*q_e_link2_1;
    const double cse32 = 12.2*v_ed_link2_1;
    const double cse33 = cse32*q_e_link2_2;
    const double cse34 = 12.2*v_ed_link2_0;
    const double cse35 = cse34*q_e_link2_3;
    const double cse36 = q_e_link2_2*v_ed_link2_2;
    const double cse37 = 24.4*cse36;
    const double cse38 = q_e_link2_0*v_ed_link2_0;
    const double cse39 = 24.4*cse38;
    const double cse40 = cse28*q_e_link2_2;
    const double cse41 = cse30*q_e_link2_3;
    const double cse42 = cse32*q_e_link2_0;
    const double cse43 = cse34*q_e_link2_1;
    const double cse44 = 2*(q_e_rotor_0*q_e_rotor_0) - 1;
    const double cse45 = 2*q_e_rotor_2;
    const double cse46 = cse45*q_e_rotor_3;
    const double cse47 = 2*q_e_rotor_0;
    const double cse48 = cse47*q_e_rotor_1;
    const double cse49 = 2.9988846223421595*cse44 - 2.6470154933206795*cse46 - 2.6470154933206795*cse48 + 5.997769244684319*(q_e_rotor_3*q_e_rotor_3);
    const double cse50 = -0.6617538733301699*cse44 + 0.7497211555855399*cse46 - 0.7497211555855399*cse48 - 1.3235077466603398*(q_e_rotor_2*q_e_rotor_2);
    const double cse51 = 2*cse50;
    const double cse52 = 2*q_e_rotor_1*q_e_rotor_3;
    const double cse53 = cse47*q_e_rotor_2;
    const double cse54 = cse45*q_e_rotor_1;
    const double cse55 = cse47*q_e_rotor_3;
    const double cse56 = 0.7497211555855399*cse52 + 0.7497211555855399*cse53 - 0.6617538733301699*cse54 + 0.6617538733301699*cse55;
    const double cse57 = 2*cse56;
    const double cse58 = 2*(q_e_link2_0*q_e_link2_0) + 2*(q_e_link2_3*q_e_link2_3) - 1;
    const double cse59 = -1.3235077466603398*q_e_rotor_2;
    const double cse60 = 2*q_e_link2_3;
    const double cse61 = 2*q_e_link2_0;
    const double cse62 = cse60*q_e_link2_2 - cse61*q_e_link2_1;
    const double cse63 = 1.4994423111710797*q_e_rotor_2;
    const double cse64 = cse60*q_e_link2_1 + cse61*q_e_link2_2;
    const double cse65 = 1.3235077466603398*q_e_rotor_0;
    const double cse66 = 1.4994423111710797*q_e_rotor_1;
    const double cse67 = 1.4994423111710797*q_e_rotor_0;
    const double cse68 = 1.4994423111710797*q_e_rotor_3;
    const double cse69 = 1.3235077466603398*q_e_rotor_3;
    const double cse70 = -1.3235077466603398*q_e_rotor_1;
    const double cse71 = cse52 - cse53;
    const double cse72 = 3.141592653589793*t;
    const double cse73 = sin(cse72);
    const double cse74 = cse71*cse73;
    const double cse75 = cse54 + cse55;
    const double cse76 = cos(cse72);
    const double cse77 = cse75*cse76;
    const double cse78 = cse73*cse75;
    const double cse79 = cse71*cse76;
    const double cse80 = cse78 - cse79 + 1;
    const double cse81 = 2*(cse74 + cse77)/(cse80*cse80);
    const double cse82 = 2/cse80;
    const double cse83 = 2*cse76;
    const double cse84 = cse83*q_e_rotor_1;
    const double cse85 = cse47*cse73;
    const double cse86 = 2*cse73;
    const double cse87 = cse47*cse76 + cse86*q_e_rotor_1;
    const double cse88 = cse83*q_e_rotor_3;
    const double cse89 = cse86*q_e_rotor_2;
    const double cse90 = cse83*q_e_rotor_2 + cse86*q_e_rotor_3;

    out[0] = 4*cse0 + 4*cse1;  /* [0, 0] */
    out[1] = -2*cse2 + 2*cse3 + 2*cse4 - 2*cse5;  /* [1, 0] */
    out[2] = cse6;  /* [2, 0] */
    out[3] = cse7;  /* [3, 0] */
    out[4] = cse8;  /* [4, 0] */
    out[5] = 2*cse10 - 2*cse11 - 2*cse12 + 2*cse9;  /* [5, 0] */
    out[6] = 4*cse13 + 4*cse14;  /* [6, 0] */
    out[7] = cse15 - cse16 - cse17 + cse18 + cse19;  /* [7, 0] */
    out[8] = -cse20 - cse21 + cse22;  /* [8, 0] */
    out[9] = -cse23 - cse24 - cse25 - cse26 + cse27;  /* [9, 0] */
    out[10] = -cse15 + cse16 + cse17 - cse18 + cse19 + cse29 - cse31 - cse33 + cse35 + v_rd_link2_x;  /* [10, 0] */
    out[11] = cse20 + cse21 + cse22 - cse37 - cse39 + v_rd_link2_y;  /* [11, 0] */
    out[12] = cse23 + cse24 + cse25 + cse26 + cse27 - cse40 - cse41 - cse42 - cse43 + v_rd_link2_z;  /* [12, 0] */
    out[13] = 8*cse0 + 8*cse1 - cse29 + cse31 + cse33 - cse35 + cse6 + v_rd_link2_x;  /* [13, 0] */
    out[14] = 4*cse2 + 4*cse3 + cse37 + cse39 + 4*cse4 + 4*cse5 + cse7 + v_rd_link2_y;  /* [14, 0] */
    out[15] = cse40 + cse41 + cse42 + cse43 + cse8 - 4*q_e_rotor_0*v_ed_rotor_2 + 4*q_e_rotor_1*v_ed_rotor_3 - 4*q_e_rotor_2*v_ed_rotor_0 + 4*q_e_rotor_3*v_ed_rotor_1 + v_rd_link2_z;  /* [15, 0] */
    out[16] = v_ed_link2_0*(cse49*q_e_link2_0 - cse51*q_e_link2_1 + cse57*q_e_link2_2) + v_ed_link2_1*(-cse50*cse61 + cse56*cse60) + v_ed_link2_2*(cse50*cse60 + cse56*cse61) + v_ed_link2_3*(cse49*q_e_link2_3 + cse51*q_e_link2_2 + cse57*q_e_link2_1) + v_ed_rotor_0*(cse58*(cse70 + 2.9988846223421595*q_e_rotor_0) + cse62*(-cse66 - 2.6470154933206795*q_e_rotor_0) + cse64*(cse63 + cse69)) + v_ed_rotor_1*(-cse58*cse65 - cse62*cse67 + cse64*(cse59 + cse68)) + v_ed_rotor_2*(-cse58*cse69 + cse62*(cse68 - 2.6470154933206795*q_e_rotor_2) + cse64*(cse67 + cse70)) + v_ed_rotor_3*(cse58*(cse59 + 2.9988846223421595*q_e_rotor_3) + cse62*cse63 + cse64*(cse65 + cse66));  /* [16, 0] */
    out[17] = -cse81*(3.141592653589793*cse74 + 3.141592653589793*cse77) + cse82*(-3.141592653589793*cse78 + 3.141592653589793*cse79) + v_ed_rotor_0*(-cse81*cse90 + cse82*(cse88 - cse89)) + v_ed_rotor_1*(-cse81*(-cse88 + cse89) + cse82*cse90) + v_ed_rotor_2*(-cse81*cse87 + cse82*(cse84 - cse85)) + v_ed_rotor_3*(-cse81*(-cse84 + cse85) + cse82*cse87);  /* [17, 0] */
    out[18] = cse0 + cse1 + q_e_rotor_2*v_ed_rotor_2 + q_e_rotor_3*v_ed_rotor_3;  /* [18, 0] */
    out[19] = cse36 + cse38 + q_e_link2_1*v_ed_link2_1 + q_e_link2_3*v_ed_link2_3;  /* [19, 0] */
    out[20] = cse13 + cse14 + q_e_link3_1*v_ed_link3_1 + q_e_link3_3*v_ed_link3_3;  /* [20, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_rp_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_velocity_residual(q + (size_t)k * 21, v + (size_t)k * 21, t[k], p, out + (size_t)k * 21);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 18 nonzero.
 * 610 operations after common subexpression elimination.
 */
void mg_four_link_rp_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
    (void)p;
    const double cse0 = (v_ed_rotor_1*v_ed_rotor_1);
    const double cse1 = (v_ed_rotor_0*v_ed_rotor_0);
    const double cse2 = v_ed_link3_2*v_ed_link3_3;
    const double cse3 = v_ed_link3_0*v_ed_link3_1;
    const double cse4 = (v_ed_link3_2*v_ed_link3_2);
    const double cse5 = (v_ed_link3_0*v_ed_link3_0);
    const double cse6 = 14.8*v_ed_link3_1*v_ed_link3_2;
    const double cse7 = 14.8*v_ed_link3_0*v_ed_link3_3;
    const double cse8 = 14.8*cse4;
    const double cse9 = 14.8*cse5;
    const double cse10 = 14.8*cse2;
    const double cse11 = 14.8*cse3;
    const double cse12 = 24.4*v_ed_link2_1;
    const double cse13 = cse12*v_ed_link2_2;
    const double cse14 = 24.4*v_ed_link2_3;
    const double cse15 = cse14*v_ed_link2_0;
    const double cse16 = (v_ed_link2_2*v_ed_link2_2);
    const double cse17 = 24.4*cse16;
    const double cse18 = (v_ed_link2_0*v_ed_link2_0);
    const double cse19 = 24.4*cse18;
    const double cse20 = cse14*v_ed_link2_2;
    const double cse21 = cse12*v_ed_link2_0;
    const double cse22 = 8*v_ed_rotor_1;
    const double cse23 = 8*v_ed_rotor_0;
    const double cse24 = 1.4994423111710797*q_e_rotor_1;
    const double cse25 = -cse24 - 2.6470154933206795*q_e_rotor_0;
    const double cse26 = 2*q_e_link2_2;
    const double cse27 = 1.4994423111710797*q_e_rotor_2 + 1.3235077466603398*q_e_rotor_3;
    const double cse28 = 2*q_e_link2_1;
    const double cse29 = -1.3235077466603398*q_e_rotor_1;
    const double cse30 = 2.9988846223421595*q_e_rotor_0;
    const double cse31 = 4*cse29 + 4*cse30;
    const double cse32 = cse25*cse26 + cse27*cse28 + cse31*q_e_link2_3;
    const double cse33 = 2*q_e_rotor_3;
    const double cse34 = cse33*q_e_rotor_2;
    const double cse35 = 2*q_e_rotor_0;
    const double cse36 = cse35*q_e_rotor_1;
    const double cse37 = 1.4994423111710797*cse34 - 1.4994423111710797*cse36;
    const double cse38 = 2*(q_e_rotor_0*q_e_rotor_0) - 1;
    const double cse39 = 1.3235077466603398*cse38 + 2.6470154933206795*(q_e_rotor_2*q_e_rotor_2);
    const double cse40 = cse37 - cse39;
    const double cse41 = -1.3235077466603398*q_e_rotor_2;
    const double cse42 = 1.4994423111710797*q_e_rotor_3;
    const double cse43 = cse41 + cse42;
    const double cse44 = 5.294030986641359*q_e_rotor_0;
    const double cse45 = cse28*cse43 - cse30*q_e_link2_2 - cse44*q_e_link2_3;
    const double cse46 = cse29 + 1.4994423111710797*q_e_rotor_0;
    const double cse47 = cse42 - 2.6470154933206795*q_e_rotor_2;
    const double cse48 = 2*cse47;
    const double cse49 = 5.294030986641359*q_e_rotor_3;
    const double cse50 = cse28*cse46 + cse48*q_e_link2_2 - cse49*q_e_link2_3;
    const double cse51 = 2.9988846223421595*q_e_link2_2;
    const double cse52 = cse24 + 1.3235077466603398*q_e_rotor_0;
    const double cse53 = 4*cse41 + 11.995538489368638*q_e_rotor_3;
    const double cse54 = cse28*cse52 + cse51*q_e_rotor_2 + cse53*q_e_link2_3;
    const double cse55 = cse33*q_e_rotor_1;
    const double cse56 = cse35*q_e_rotor_2;
    const double cse57 = 2*q_e_rotor_1;
    const double cse58 = cse57*q_e_rotor_2;
    const double cse59 = cse33*q_e_rotor_0;
    const double cse60 = 1.4994423111710797*cse55 + 1.4994423111710797*cse56 - 1.3235077466603398*cse58 + 1.3235077466603398*cse59;
    const double cse61 = -2.6470154933206795*cse34 - 2.6470154933206795*cse36 + 2.9988846223421595*cse38 + 5.997769244684319*(q_e_rotor_3*q_e_rotor_3);
    const double cse62 = 2*cse27;
    const double cse63 = 2*cse25;
    const double cse64 = cse62*q_e_link2_3 - cse63*q_e_link2_0;
    const double cse65 = 2*cse46;
    const double cse66 = -cse48*q_e_link2_0 + cse65*q_e_link2_3;
    const double cse67 = 2*cse52;
    const double cse68 = 2.9988846223421595*q_e_rotor_2;
    const double cse69 = cse67*q_e_link2_3 - cse68*q_e_link2_0;
    const double cse70 = 2*cse43;
    const double cse71 = cse30*q_e_link2_0 + cse70*q_e_link2_3;
    const double cse72 = -cse37 + cse39;
    const double cse73 = cse62*q_e_link2_0 + cse63*q_e_link2_3;
    const double cse74 = cse48*q_e_link2_3 + cse65*q_e_link2_0;
    const double cse75 = -cse30*q_e_link2_3 + cse70*q_e_link2_0;
    const double cse76 = cse67*q_e_link2_0 + cse68*q_e_link2_3;
    const double cse77 = -cse28*cse47 - cse49*q_e_link2_0 + cse65*q_e_link2_2;
    const double cse78 = cse30*q_e_link2_1 - cse44*q_e_link2_0 + cse70*q_e_link2_2;
    const double cse79 = 2.9988846223421595*q_e_link2_1;
    const double cse80 = cse26*cse52 + cse53*q_e_link2_0 - cse79*q_e_rotor_2;
    const double cse81 = -cse25*cse28 + cse31*q_e_link2_0 + cse62*q_e_link2_2;
    const double cse82 = cse26*q_e_link2_0 + cse28*q_e_link2_3;
    const double cse83 = 1.3235077466603398*cse82;
    const double cse84 = cse26*q_e_link2_3 - cse28*q_e_link2_0;
    const double cse85 = 1.4994423111710797*cse84;
    const double cse86 = (q_e_link2_3*q_e_link2_3);
    const double cse87 = (q_e_link2_0*q_e_link2_0);
    const double cse88 = -2.6470154933206795*cse86 - 2.6470154933206795*cse87 + 1.3235077466603398;
    const double cse89 = 2*cse86 + 2*cse87 - 1;
    const double cse90 = 2.9988846223421595*cse89;
    const double cse91 = 1.4994423111710797*cse82;
    const double cse92 = 2.6470154933206795*cse84;
    const double cse93 = cse51*q_e_link2_3;
    const double cse94 = cse79*q_e_link2_0;
    const double cse95 = -1.3235077466603398*cse89;
    const double cse96 = 3.141592653589793*t;
    const double cse97 = sin(cse96);
    const double cse98 = cse58 + cse59;
    const double cse99 = cse97*cse98;
    const double cse100 = cse55 - cse56;
    const double cse101 = cos(cse96);
    const double cse102 = cse100*cse101;
    const double cse103 = -cse102 + cse99 + 1;
    const double cse104 = (1.0/(cse103));
    const double cse105 = 4*cse104;
    const double cse106 = cse105*cse97;
    const double cse107 = cse101*cse35;
    const double cse108 = cse57*cse97;
    const double cse109 = cse107 + cse108;
    const double cse110 = cse101*cse33;
    const double cse111 = 2*q_e_rotor_2;
    const double cse112 = cse111*cse97;
    const double cse113 = cse110 - cse112;
    const double cse114 = (1.0/(cse103*cse103));
    const double cse115 = 2*cse114;
    const double cse116 = cse113*cse115;
    const double cse117 = cse100*cse97;
    const double cse118 = cse101*cse98;
    const double cse119 = cse117 + cse118;
    const double cse120 = 4*cse114;
    const double cse121 = cse119*cse120;
    const double cse122 = cse101*cse121;
    const double cse123 = cse101*cse111;
    const double cse124 = cse33*cse97;
    const double cse125 = cse123 + cse124;
    const double cse126 = 4*cse119/(cse103*cse103*cse103);
    const double cse127 = cse109*cse126;
    const double cse128 = cse101*cse57;
    const double cse129 = cse35*cse97;
    const double cse130 = cse128 - cse129;
    const double cse131 = cse115*cse125;
    const double cse132 = -cse106 - cse109*cse116 - cse122 + cse125*cse127 - cse130*cse131;
    const double cse133 = -cse110 + cse112;
    const double cse134 = cse115*cse133;
    const double cse135 = cse126*cse133;
    const double cse136 = cse101*cse105 - cse109*cse131 - cse121*cse97;
    const double cse137 = cse109*cse135 - cse130*cse134 + cse136;
    const double cse138 = (cse109*cse109);
    const double cse139 = cse109*cse120;
    const double cse140 = -cse128 + cse129;
    const double cse141 = -cse115*cse130*cse140 - cse115*cse138 + cse127*cse140;
    const double cse142 = 3.141592653589793*cse107;
    const double cse143 = 3.141592653589793*cse108;
    const double cse144 = 2*cse104;
    const double cse145 = 3.141592653589793*cse128 - 3.141592653589793*cse129;
    const double cse146 = cse115*cse119;
    const double cse147 = 3.141592653589793*cse117 + 3.141592653589793*cse118;
    const double cse148 = cse115*cse147;
    const double cse149 = 3.141592653589793*cse102 - 3.141592653589793*cse99;
    const double cse150 = cse115*cse149;
    const double cse151 = -cse109*cse150 + cse127*cse147 - cse130*cse148 + cse144*(-cse142 - cse143) - cse145*cse146;
    const double cse152 = cse120*cse125;
    const double cse153 = cse106 - cse109*cse134 + cse122 - cse131*cse140 + cse135*cse140;
    const double cse154 = (cse125*cse125);
    const double cse155 = -cse113*cse134 - cse115*cse154 + cse125*cse135;
    const double cse156 = 3.141592653589793*cse110 - 3.141592653589793*cse112;
    const double cse157 = 3.141592653589793*cse123;
    const double cse158 = 3.141592653589793*cse124;
    const double cse159 = -cse131*cse147 - cse133*cse150 + cse135*cse147 + cse144*cse156 - cse146*(cse157 + cse158);
    const double cse160 = -cse116*cse140 + cse125*cse126*cse140 + cse136;
    const double cse161 = cse126*cse147;
    const double cse162 = -cse113*cse148 + cse125*cse161 - cse131*cse149 + cse144*(-cse157 - cse158) - cse146*cse156;
    const double cse163 = (3.141592653589793*3.141592653589793);
    const double cse164 = -cse109*cse148 - cse140*cse150 + cse140*cse161 + cse144*cse145 - cse146*(cse142 + cse143);

    memset(out, 0, sizeof(double) * 21);
    out[0] = -4*cse0 - 4*cse1;  /* [0, 0] */
    out[1] = 4*v_ed_rotor_0*v_ed_rotor_3 - 4*v_ed_rotor_1*v_ed_rotor_2;  /* [1, 0] */
    out[5] = -4*cse2 + 4*cse3;  /* [5, 0] */
    out[6] = -4*cse4 - 4*cse5;  /* [6, 0] */
    out[7] = cse6 - cse7;  /* [7, 0] */
    out[8] = cse8 + cse9;  /* [8, 0] */
    out[9] = cse10 + cse11;  /* [9, 0] */
    out[10] = cse13 - cse15 - cse6 + cse7;  /* [10, 0] */
    out[11] = cse17 + cse19 - cse8 - cse9;  /* [11, 0] */
    out[12] = -cse10 - cse11 + cse20 + cse21;  /* [12, 0] */
    out[13] = -8*cse0 - 8*cse1 - cse13 + cse15;  /* [13, 0] */
    out[14] = -cse17 - cse19 - cse22*v_ed_rotor_2 - cse23*v_ed_rotor_3;  /* [14, 0] */
    out[15] = -cse20 - cse21 - cse22*v_ed_rotor_3 + cse23*v_ed_rotor_2;  /* [15, 0] */
    out[16] = -v_ed_link2_0*(cse60*v_ed_link2_2 + cse61*v_ed_link2_0 + cse72*v_ed_link2_1 + cse77*v_ed_rotor_2 + cse78*v_ed_rotor_1 + cse80*v_ed_rotor_3 + cse81*v_ed_rotor_0) - v_ed_link2_1*(cse60*v_ed_link2_3 + cse64*v_ed_rotor_0 + cse66*v_ed_rotor_2 + cse69*v_ed_rotor_3 + cse71*v_ed_rotor_1 + cse72*v_ed_link2_0) - v_ed_link2_2*(cse40*v_ed_link2_3 + cse60*v_ed_link2_0 + cse73*v_ed_rotor_0 + cse74*v_ed_rotor_2 + cse75*v_ed_rotor_1 + cse76*v_ed_rotor_3) - v_ed_link2_3*(cse32*v_ed_rotor_0 + cse40*v_ed_link2_2 + cse45*v_ed_rotor_1 + cse50*v_ed_rotor_2 + cse54*v_ed_rotor_3 + cse60*v_ed_link2_1 + cse61*v_ed_link2_3) - v_ed_rotor_0*(cse32*v_ed_link2_3 + cse64*v_ed_link2_1 + cse73*v_ed_link2_2 + cse81*v_ed_link2_0 + cse83*v_ed_rotor_3 + cse91*v_ed_rotor_2 + v_ed_rotor_0*(cse90 - cse92) + v_ed_rotor_1*(cse88 - cse93 + cse94)) - v_ed_rotor_1*(cse45*v_ed_link2_3 + cse71*v_ed_link2_1 + cse75*v_ed_link2_2 + cse78*v_ed_link2_0 - cse83*v_ed_rotor_2 + cse91*v_ed_rotor_3 + v_ed_rotor_0*(-cse85 + cse95)) - v_ed_rotor_2*(cse50*v_ed_link2_3 + cse66*v_ed_link2_1 + cse74*v_ed_link2_2 + cse77*v_ed_link2_0 - cse83*v_ed_rotor_1 + cse91*v_ed_rotor_0 - cse92*v_ed_rotor_2 + v_ed_rotor_3*(cse93 - cse94 + cse95)) - v_ed_rotor_3*(cse54*v_ed_link2_3 + cse69*v_ed_link2_1 + cse76*v_ed_link2_2 + cse80*v_ed_link2_0 + cse83*v_ed_rotor_0 + cse90*v_ed_rotor_3 + cse91*v_ed_rotor_1 + v_ed_rotor_2*(cse85 + cse88));  /* [16, 0] */
    out[17] = cse120*cse147*cse149 - cse126*(cse147*cse147) - cse144*(-cse117*cse163 - cse118*cse163) + cse146*(cse102*cse163 - cse163*cse99) - cse151*v_ed_rotor_2 - cse159*v_ed_rotor_1 - cse162*v_ed_rotor_0 - cse164*v_ed_rotor_3 - v_ed_rotor_0*(cse132*v_ed_rotor_2 + cse155*v_ed_rotor_1 + cse160*v_ed_rotor_3 + cse162 + v_ed_rotor_0*(-cse113*cse152 + cse126*cse154)) - v_ed_rotor_1*(cse137*v_ed_rotor_2 + cse153*v_ed_rotor_3 + cse155*v_ed_rotor_0 + cse159 + v_ed_rotor_1*(cse126*(cse133*cse133) - cse133*cse152)) - v_ed_rotor_2*(cse132*v_ed_rotor_0 + cse137*v_ed_rotor_1 + cse141*v_ed_rotor_3 + cse151 + v_ed_rotor_2*(cse126*cse138 - cse130*cse139)) - v_ed_rotor_3*(cse141*v_ed_rotor_2 + cse153*v_ed_rotor_1 + cse160*v_ed_rotor_0 + cse164 + v_ed_rotor_3*(cse126*(cse140*cse140) - cse139*cse140));  /* [17, 0] */
    out[18] = -cse0 - cse1 - (v_ed_rotor_2*v_ed_rotor_2) - (v_ed_rotor_3*v_ed_rotor_3);  /* [18, 0] */
    out[19] = -cse16 - cse18 - (v_ed_link2_1*v_ed_link2_1) - (v_ed_link2_3*v_ed_link2_3);  /* [19, 0] */
    out[20] = -cse4 - cse5 - (v_ed_link3_1*v_ed_link3_1) - (v_ed_link3_3*v_ed_link3_3);  /* [20, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 21); p (parameters, 0).
 * Output: out, 21 x 21 row-major, 57 nonzero.
 * 114 operations after common subexpression elimination.
 */
void mg_four_link_rp_M(const double *q, const double *p, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    (void)p;
    const double cse0 = (q_e_rotor_1*q_e_rotor_1);
    const double cse1 = (q_e_rotor_2*q_e_rotor_2);
    const double cse2 = q_e_rotor_0*q_e_rotor_1;
    const double cse3 = 8.0*q_e_rotor_3;
    const double cse4 = -16.0*cse2 + cse3*q_e_rotor_2;
    const double cse5 = 8.0*q_e_rotor_2;
    const double cse6 = -cse5*q_e_rotor_0 - 16.0*q_e_rotor_1*q_e_rotor_3;
    const double cse7 = cse5*q_e_rotor_1;
    const double cse8 = (q_e_rotor_0*q_e_rotor_0);
    const double cse9 = (q_e_rotor_3*q_e_rotor_3);
    const double cse10 = cse3*q_e_rotor_0;
    const double cse11 = 16.0*q_e_rotor_2;
    const double cse12 = -cse11*q_e_rotor_0 - cse3*q_e_rotor_1;
    const double cse13 = -cse11*q_e_rotor_3 + 8.0*cse2;
    const double cse14 = (q_e_link2_1*q_e_link2_1);
    const double cse15 = (q_e_link2_2*q_e_link2_2);
    const double cse16 = 49.6*q_e_link2_0;
    const double cse17 = 0.04*q_e_link2_3;
    const double cse18 = -cse16*q_e_link2_1 + cse17*q_e_link2_2;
    const double cse19 = 49.6*q_e_link2_3;
    const double cse20 = 0.04*q_e_link2_0;
    const double cse21 = -cse19*q_e_link2_1 - cse20*q_e_link2_2;
    const double cse22 = 49.56*q_e_link2_1*q_e_link2_2;
    const double cse23 = (q_e_link2_0*q_e_link2_0);
    const double cse24 = (q_e_link2_3*q_e_link2_3);
    const double cse25 = 49.56*q_e_link2_0*q_e_link2_3;
    const double cse26 = -cse16*q_e_link2_2 - cse17*q_e_link2_1;
    const double cse27 = -cse19*q_e_link2_2 + cse20*q_e_link2_1;
    const double cse28 = (q_e_link3_2*q_e_link3_2);
    const double cse29 = (q_e_link3_1*q_e_link3_1);
    const double cse30 = 18.16*q_e_link3_0;
    const double cse31 = q_e_link3_2*q_e_link3_3;
    const double cse32 = -cse30*q_e_link3_1 + 0.04*cse31;
    const double cse33 = -0.04*q_e_link3_0*q_e_link3_2 - 18.16*q_e_link3_1*q_e_link3_3;
    const double cse34 = 18.12*q_e_link3_1*q_e_link3_2;
    const double cse35 = (q_e_link3_3*q_e_link3_3);
    const double cse36 = (q_e_link3_0*q_e_link3_0);
    const double cse37 = 18.12*q_e_link3_0*q_e_link3_3;
    const double cse38 = 0.04*q_e_link3_1;
    const double cse39 = -cse30*q_e_link3_2 - cse38*q_e_link3_3;
    const double cse40 = -18.16*cse31 + cse38*q_e_link3_0;

    memset(out, 0, sizeof(double) * 441);
    out[0] = 2.0;  /* [0, 0] */
    out[22] = 2.0;  /* [1, 1] */
    out[44] = 2.0;  /* [2, 2] */
    out[66] = 16.0*cse0 + 8.0*cse1;  /* [3, 3] */
    out[67] = cse4;  /* [3, 4] */
    out[68] = cse6;  /* [3, 5] */
    out[69] = cse7;  /* [3, 6] */
    out[87] = cse4;  /* [4, 3] */
    out[88] = 16.0*cse8 + 8.0*cse9;  /* [4, 4] */
    out[89] = cse10;  /* [4, 5] */
    out[90] = cse12;  /* [4, 6] */
    out[108] = cse6;  /* [5, 3] */
    out[109] = cse10;  /* [5, 4] */
    out[110] = 8.0*cse8 + 16.0*cse9;  /* [5, 5] */
    out[111] = cse13;  /* [5, 6] */
    out[129] = cse7;  /* [6, 3] */
    out[130] = cse12;  /* [6, 4] */
    out[131] = cse13;  /* [6, 5] */
    out[132] = 8.0*cse0 + 16.0*cse1;  /* [6, 6] */
    out[154] = 1.0;  /* [7, 7] */
    out[176] = 1.0;  /* [8, 8] */
    out[198] = 1.0;  /* [9, 9] */
    out[220] = 49.6*cse14 + 0.04*cse15;  /* [10, 10] */
    out[221] = cse18;  /* [10, 11] */
    out[222] = cse21;  /* [10, 12] */
    out[223] = cse22;  /* [10, 13] */
    out[241] = cse18;  /* [11, 10] */
    out[242] = 49.6*cse23 + 0.04*cse24;  /* [11, 11] */
    out[243] = cse25;  /* [11, 12] */
    out[244] = cse26;  /* [11, 13] */
    out[262] = cse21;  /* [12, 10] */
    out[263] = cse25;  /* [12, 11] */
    out[264] = 0.04*cse23 + 49.6*cse24;  /* [12, 12] */
    out[265] = cse27;  /* [12, 13] */
    out[283] = cse22;  /* [13, 10] */
    out[284] = cse26;  /* [13, 11] */
    out[285] = cse27;  /* [13, 12] */
    out[286] = 0.04*cse14 + 49.6*cse15;  /* [13, 13] */
    out[308] = 1.0;  /* [14, 14] */
    out[330] = 1.0;  /* [15, 15] */
    out[352] = 1.0;  /* [16, 16] */
    out[374] = 0.04*cse28 + 18.16*cse29;  /* [17, 17] */
    out[375] = cse32;  /* [17, 18] */
    out[376] = cse33;  /* [17, 19] */
    out[377] = cse34;  /* [17, 20] */
    out[395] = cse32;  /* [18, 17] */
    out[396] = 0.04*cse35 + 18.16*cse36;  /* [18, 18] */
    out[397] = cse37;  /* [18, 19] */
    out[398] = cse39;  /* [18, 20] */
    out[416] = cse33;  /* [19, 17] */
    out[417] = cse37;  /* [19, 18] */
    out[418] = 18.16*cse35 + 0.04*cse36;  /* [19, 19] */
    out[419] = cse40;  /* [19, 20] */
    out[437] = cse34;  /* [20, 17] */
    out[438] = cse39;  /* [20, 18] */
    out[439] = cse40;  /* [20, 19] */
    out[440] = 18.16*cse28 + 0.04*cse29;  /* [20, 20] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_four_link_rp_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_M(q + (size_t)k * 21, p, out + (size_t)k * 441);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 15 nonzero.
 * 251 operations after common subexpression elimination.
 */
void mg_four_link_rp_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
    (void)t;
    (void)p;
    const double cse0 = 2*v_ed_rotor_2;
    const double cse1 = 2*v_ed_rotor_1;
    const double cse2 = q_e_rotor_2*v_ed_rotor_3;
    const double cse3 = 2*v_ed_rotor_0;
    const double cse4 = cse0*q_e_rotor_3 + cse1*q_e_rotor_0 - 2*cse2 - cse3*q_e_rotor_1;
    const double cse5 = 8.0*v_ed_rotor_1;
    const double cse6 = q_e_rotor_0*v_ed_rotor_3;
    const double cse7 = 8.0*v_ed_rotor_0;
    const double cse8 = 8.0*v_ed_rotor_2;
    const double cse9 = cse4*(-cse5*q_e_rotor_2 - 8.0*cse6 + cse7*q_e_rotor_3 + cse8*q_e_rotor_1);
    const double cse10 = 2*cse9;
    const double cse11 = q_e_rotor_1*v_ed_rotor_3;
    const double cse12 = cse0*q_e_rotor_0 - cse1*q_e_rotor_3 + 2*cse11 - cse3*q_e_rotor_2;
    const double cse13 = 4.0*v_ed_rotor_0;
    const double cse14 = 4.0*v_ed_rotor_2;
    const double cse15 = 4.0*v_ed_rotor_1;
    const double cse16 = cse12*(-cse13*q_e_rotor_3 - cse14*q_e_rotor_1 + cse15*q_e_rotor_2 + 4.0*cse6);
    const double cse17 = 2*cse16;
    const double cse18 = 2*cse12*(cse13*q_e_rotor_1 - cse14*q_e_rotor_3 - cse15*q_e_rotor_0 + 4.0*cse2) + 2*cse4*(8.0*cse11 - cse5*q_e_rotor_3 - cse7*q_e_rotor_2 + cse8*q_e_rotor_0);
    const double cse19 = 2*q_e_rotor_3;
    const double cse20 = 2*q_e_link2_2;
    const double cse21 = 2*v_ed_link2_2;
    const double cse22 = 2*v_ed_link2_1;
    const double cse23 = 2*q_e_link2_1;
    const double cse24 = -cse20*v_ed_link2_3 + cse21*q_e_link2_3 + cse22*q_e_link2_0 - cse23*v_ed_link2_0;
    const double cse25 = 24.8*v_ed_link2_1;
    const double cse26 = 24.8*v_ed_link2_3;
    const double cse27 = 24.8*v_ed_link2_0;
    const double cse28 = 24.8*v_ed_link2_2;
    const double cse29 = cse24*(-cse25*q_e_link2_2 - cse26*q_e_link2_0 + cse27*q_e_link2_3 + cse28*q_e_link2_1);
    const double cse30 = -cse20*v_ed_link2_0 + cse21*q_e_link2_0 - cse22*q_e_link2_3 + cse23*v_ed_link2_3;
    const double cse31 = 0.02*v_ed_link2_0;
    const double cse32 = 0.02*v_ed_link2_2;
    const double cse33 = 0.02*v_ed_link2_1;
    const double cse34 = 0.02*v_ed_link2_3;
    const double cse35 = cse30*(-cse31*q_e_link2_3 - cse32*q_e_link2_1 + cse33*q_e_link2_2 + cse34*q_e_link2_0);
    const double cse36 = cse24*(-cse25*q_e_link2_3 + cse26*q_e_link2_1 - cse27*q_e_link2_2 + cse28*q_e_link2_0) + cse30*(cse31*q_e_link2_1 - cse32*q_e_link2_3 - cse33*q_e_link2_0 + cse34*q_e_link2_2);
    const double cse37 = 2*cse36;
    const double cse38 = 2*q_e_link2_0;
    const double cse39 = 2*q_e_link2_3;
    const double cse40 = 2*q_e_link3_2;
    const double cse41 = 2*v_ed_link3_2;
    const double cse42 = 2*v_ed_link3_1;
    const double cse43 = 2*q_e_link3_1;
    const double cse44 = -cse40*v_ed_link3_3 + cse41*q_e_link3_3 + cse42*q_e_link3_0 - cse43*v_ed_link3_0;
    const double cse45 = 9.08*v_ed_link3_1;
    const double cse46 = 9.08*v_ed_link3_3;
    const double cse47 = 9.08*v_ed_link3_0;
    const double cse48 = 9.08*v_ed_link3_2;
    const double cse49 = cse44*(-cse45*q_e_link3_2 - cse46*q_e_link3_0 + cse47*q_e_link3_3 + cse48*q_e_link3_1);
    const double cse50 = -cse40*v_ed_link3_0 + cse41*q_e_link3_0 - cse42*q_e_link3_3 + cse43*v_ed_link3_3;
    const double cse51 = 0.02*v_ed_link3_0;
    const double cse52 = 0.02*v_ed_link3_2;
    const double cse53 = 0.02*v_ed_link3_1;
    const double cse54 = 0.02*v_ed_link3_3;
    const double cse55 = cse50*(-cse51*q_e_link3_3 - cse52*q_e_link3_1 + cse53*q_e_link3_2 + cse54*q_e_link3_0);
    const double cse56 = cse44*(-cse45*q_e_link3_3 + cse46*q_e_link3_1 - cse47*q_e_link3_2 + cse48*q_e_link3_0) + cse50*(cse51*q_e_link3_1 - cse52*q_e_link3_3 - cse53*q_e_link3_0 + cse54*q_e_link3_2);
    const double cse57 = 2*cse56;
    const double cse58 = 2*q_e_link3_0;
    const double cse59 = 2*q_e_link3_3;

    memset(out, 0, sizeof(double) * 21);
    out[2] = -19.62;  /* [2, 0] */
    out[3] = -cse10*q_e_rotor_2 - cse17*q_e_rotor_1 - cse18*q_e_rotor_3;  /* [3, 0] */
    out[4] = cse17*q_e_rotor_0 + cse18*q_e_rotor_2 - cse19*cse9;  /* [4, 0] */
    out[5] = cse10*q_e_rotor_0 + cse16*cse19 - cse18*q_e_rotor_1;  /* [5, 0] */
    out[6] = cse10*q_e_rotor_1 - cse17*q_e_rotor_2 + cse18*q_e_rotor_0;  /* [6, 0] */
    out[9] = -9.81;  /* [9, 0] */
    out[10] = -cse20*cse29 - cse23*cse35 - cse37*q_e_link2_3;  /* [10, 0] */
    out[11] = cse20*cse36 - cse29*cse39 + cse35*cse38;  /* [11, 0] */
    out[12] = -cse23*cse36 + cse29*cse38 + cse35*cse39;  /* [12, 0] */
    out[13] = -cse20*cse35 + cse23*cse29 + cse37*q_e_link2_0;  /* [13, 0] */
    out[16] = -9.81;  /* [16, 0] */
    out[17] = -cse40*cse49 - cse43*cse55 - cse57*q_e_link3_3;  /* [17, 0] */
    out[18] = cse40*cse56 - cse49*cse59 + cse55*cse58;  /* [18, 0] */
    out[19] = -cse43*cse56 + cse49*cse58 + cse55*cse59;  /* [19, 0] */
    out[20] = -cse40*cse55 + cse43*cse49 + cse57*q_e_link3_0;  /* [20, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_rp_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_Q(q + (size_t)k * 21, v + (size_t)k * 21, t[k], p, out + (size_t)k * 21);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 21 row-major, 48 nonzero.
 * 857 operations after common subexpression elimination.
 */
void mg_four_link_rp_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
    (void)t;
    (void)p;
    const double cse0 = 8.0*q_e_rotor_2;
    const double cse1 = cse0*v_ed_rotor_1;
    const double cse2 = 8.0*v_ed_rotor_3;
    const double cse3 = cse2*q_e_rotor_0;
    const double cse4 = 8.0*q_e_rotor_3;
    const double cse5 = cse4*v_ed_rotor_0;
    const double cse6 = 8.0*v_ed_rotor_2;
    const double cse7 = cse6*q_e_rotor_1;
    const double cse8 = -cse1 - cse3 + cse5 + cse7;
    const double cse9 = 4*v_ed_rotor_1;
    const double cse10 = cse8*cse9;
    const double cse11 = 2*v_ed_rotor_2;
    const double cse12 = 2*v_ed_rotor_1;
    const double cse13 = 2*q_e_rotor_2;
    const double cse14 = 2*q_e_rotor_1;
    const double cse15 = cse11*q_e_rotor_3 + cse12*q_e_rotor_0 - cse13*v_ed_rotor_3 - cse14*v_ed_rotor_0;
    const double cse16 = 16.0*cse15;
    const double cse17 = cse16*v_ed_rotor_3;
    const double cse18 = 4.0*v_ed_rotor_0;
    const double cse19 = 4.0*v_ed_rotor_2;
    const double cse20 = 4.0*v_ed_rotor_1;
    const double cse21 = 4.0*v_ed_rotor_3;
    const double cse22 = -cse18*q_e_rotor_3 - cse19*q_e_rotor_1 + cse20*q_e_rotor_2 + cse21*q_e_rotor_0;
    const double cse23 = 4*v_ed_rotor_2;
    const double cse24 = cse22*cse23;
    const double cse25 = cse11*q_e_rotor_0 - cse12*q_e_rotor_3 - cse13*v_ed_rotor_0 + cse14*v_ed_rotor_3;
    const double cse26 = cse2*q_e_rotor_1;
    const double cse27 = 8.0*cse15;
    const double cse28 = cse4*v_ed_rotor_1;
    const double cse29 = cse0*v_ed_rotor_0;
    const double cse30 = cse6*q_e_rotor_0;
    const double cse31 = 2*cse26 - 2*cse28 - 2*cse29 + 2*cse30;
    const double cse32 = 4.0*cse25;
    const double cse33 = cse18*q_e_rotor_1 - cse19*q_e_rotor_3 - cse20*q_e_rotor_0 + cse21*q_e_rotor_2;
    const double cse34 = cse11*cse33 + cse27*v_ed_rotor_2 + cse31*v_ed_rotor_1 - cse32*v_ed_rotor_1;
    const double cse35 = 2*cse34;
    const double cse36 = 4*v_ed_rotor_0;
    const double cse37 = cse36*q_e_rotor_2;
    const double cse38 = cse16*v_ed_rotor_2;
    const double cse39 = 2*cse22*cse25;
    const double cse40 = -cse39;
    const double cse41 = 4*v_ed_rotor_3;
    const double cse42 = cse22*cse41;
    const double cse43 = 2*cse33;
    const double cse44 = cse27*v_ed_rotor_3 - cse31*v_ed_rotor_0 + cse32*v_ed_rotor_0 + cse43*v_ed_rotor_3;
    const double cse45 = 2*cse44;
    const double cse46 = 2*cse15*cse8;
    const double cse47 = -cse46;
    const double cse48 = cse41*cse8;
    const double cse49 = cse16*v_ed_rotor_1;
    const double cse50 = cse36*q_e_rotor_1;
    const double cse51 = 8.0*cse25;
    const double cse52 = cse51*q_e_rotor_1;
    const double cse53 = -cse27*v_ed_rotor_0 - cse31*v_ed_rotor_3 + cse32*v_ed_rotor_3 - cse43*v_ed_rotor_0;
    const double cse54 = 2*cse53;
    const double cse55 = cse23*cse8;
    const double cse56 = cse16*v_ed_rotor_0;
    const double cse57 = cse22*cse9;
    const double cse58 = -cse12*cse33 - cse27*v_ed_rotor_1 + cse31*v_ed_rotor_2 - cse32*v_ed_rotor_2;
    const double cse59 = 2*cse58;
    const double cse60 = cse15*cse31;
    const double cse61 = cse25*cse43;
    const double cse62 = -cse60 - cse61;
    const double cse63 = cse8*q_e_rotor_3;
    const double cse64 = cse36*q_e_rotor_0;
    const double cse65 = cse51*q_e_rotor_0;
    const double cse66 = cse60 + cse61;
    const double cse67 = cse25*v_ed_rotor_3;
    const double cse68 = cse25*cse6;
    const double cse69 = q_e_link2_2*v_ed_link2_3;
    const double cse70 = 2*v_ed_link2_2;
    const double cse71 = 2*v_ed_link2_1;
    const double cse72 = 2*v_ed_link2_3;
    const double cse73 = 2*v_ed_link2_0;
    const double cse74 = cse70*q_e_link2_3 + cse71*q_e_link2_0 - cse72*q_e_link2_2 - cse73*q_e_link2_1;
    const double cse75 = 49.6*cse74;
    const double cse76 = 0.02*v_ed_link2_0;
    const double cse77 = 0.02*v_ed_link2_2;
    const double cse78 = 0.02*v_ed_link2_1;
    const double cse79 = 0.02*v_ed_link2_3;
    const double cse80 = -cse76*q_e_link2_3 - cse77*q_e_link2_1 + cse78*q_e_link2_2 + cse79*q_e_link2_0;
    const double cse81 = 4*cse80;
    const double cse82 = cse81*v_ed_link2_2;
    const double cse83 = 24.8*v_ed_link2_1;
    const double cse84 = 24.8*v_ed_link2_3;
    const double cse85 = 24.8*v_ed_link2_0;
    const double cse86 = 24.8*v_ed_link2_2;
    const double cse87 = -cse83*q_e_link2_2 - cse84*q_e_link2_0 + cse85*q_e_link2_3 + cse86*q_e_link2_1;
    const double cse88 = 4*cse87;
    const double cse89 = cse88*v_ed_link2_1;
    const double cse90 = cse70*q_e_link2_0 - cse71*q_e_link2_3 + cse72*q_e_link2_1 - cse73*q_e_link2_2;
    const double cse91 = 0.04*cse90;
    const double cse92 = cse91*v_ed_link2_3;
    const double cse93 = 24.8*cse74;
    const double cse94 = cse76*q_e_link2_1 - cse77*q_e_link2_3 - cse78*q_e_link2_0 + cse79*q_e_link2_2;
    const double cse95 = -cse83*q_e_link2_3 + cse84*q_e_link2_1 - cse85*q_e_link2_2 + cse86*q_e_link2_0;
    const double cse96 = 2*cse95;
    const double cse97 = cse70*cse94 - cse78*cse90 + cse93*v_ed_link2_2 + cse96*v_ed_link2_1;
    const double cse98 = 2*cse97;
    const double cse99 = q_e_link2_2*v_ed_link2_2;
    const double cse100 = q_e_link2_2*v_ed_link2_0;
    const double cse101 = 2*cse80*cse90;
    const double cse102 = -cse101;
    const double cse103 = cse91*q_e_link2_1;
    const double cse104 = cse81*v_ed_link2_3;
    const double cse105 = 2*cse94;
    const double cse106 = 2*cse105*v_ed_link2_3 - 2*cse73*cse95 + 2*cse76*cse90 + 2*cse93*v_ed_link2_3;
    const double cse107 = 2*cse74;
    const double cse108 = cse107*cse87;
    const double cse109 = -cse108;
    const double cse110 = cse81*v_ed_link2_0;
    const double cse111 = q_e_link2_2*v_ed_link2_1;
    const double cse112 = -cse73*cse94 + cse79*cse90 - cse93*v_ed_link2_0 - cse96*v_ed_link2_3;
    const double cse113 = 2*cse112;
    const double cse114 = cse88*v_ed_link2_2;
    const double cse115 = cse81*v_ed_link2_1;
    const double cse116 = -2*cse105*v_ed_link2_1 + 2*cse70*cse95 - 2*cse77*cse90 - 2*cse93*v_ed_link2_1;
    const double cse117 = cse107*cse95;
    const double cse118 = cse105*cse90;
    const double cse119 = -cse117 - cse118;
    const double cse120 = cse75*v_ed_link2_3;
    const double cse121 = cse91*q_e_link2_0;
    const double cse122 = cse75*v_ed_link2_2;
    const double cse123 = cse88*q_e_link2_3;
    const double cse124 = q_e_link2_0*v_ed_link2_1;
    const double cse125 = cse75*v_ed_link2_1;
    const double cse126 = cse117 + cse118;
    const double cse127 = cse75*v_ed_link2_0;
    const double cse128 = cse88*q_e_link2_0;
    const double cse129 = 2*q_e_link2_1;
    const double cse130 = cse91*q_e_link2_3;
    const double cse131 = cse88*q_e_link2_1;
    const double cse132 = 2*q_e_link3_3;
    const double cse133 = 2*q_e_link3_0;
    const double cse134 = 2*q_e_link3_2;
    const double cse135 = q_e_link3_1*v_ed_link3_0;
    const double cse136 = cse132*v_ed_link3_2 + cse133*v_ed_link3_1 - cse134*v_ed_link3_3 - 2*cse135;
    const double cse137 = 18.16*cse136;
    const double cse138 = cse137*q_e_link3_2;
    const double cse139 = 9.08*v_ed_link3_1;
    const double cse140 = q_e_link3_0*v_ed_link3_3;
    const double cse141 = 9.08*v_ed_link3_0;
    const double cse142 = 9.08*v_ed_link3_2;
    const double cse143 = -cse139*q_e_link3_2 - 9.08*cse140 + cse141*q_e_link3_3 + cse142*q_e_link3_1;
    const double cse144 = 4*cse143;
    const double cse145 = cse144*v_ed_link3_1;
    const double cse146 = q_e_link3_1*v_ed_link3_3;
    const double cse147 = -cse132*v_ed_link3_1 + cse133*v_ed_link3_2 - cse134*v_ed_link3_0 + 2*cse146;
    const double cse148 = 0.04*cse147;
    const double cse149 = 0.02*q_e_link3_3;
    const double cse150 = 0.02*v_ed_link3_2;
    const double cse151 = 0.02*v_ed_link3_1;
    const double cse152 = 0.02*cse140 - cse149*v_ed_link3_0 - cse150*q_e_link3_1 + cse151*q_e_link3_2;
    const double cse153 = 4*cse152;
    const double cse154 = cse153*q_e_link3_1;
    const double cse155 = 9.08*cse136;
    const double cse156 = 0.02*v_ed_link3_3;
    const double cse157 = 0.04*cse135 - 2*cse149*v_ed_link3_2 - 2*cse151*q_e_link3_0 + 2*cse156*q_e_link3_2;
    const double cse158 = -2*cse139*q_e_link3_3 - 2*cse141*q_e_link3_2 + 2*cse142*q_e_link3_0 + 18.16*cse146;
    const double cse159 = -cse147*cse151 + cse155*v_ed_link3_2 + cse157*v_ed_link3_2 + cse158*v_ed_link3_1;
    const double cse160 = 2*cse159;
    const double cse161 = 2*cse147*cse152;
    const double cse162 = -cse161;
    const double cse163 = cse144*v_ed_link3_0;
    const double cse164 = cse148*v_ed_link3_2;
    const double cse165 = cse147*v_ed_link3_0;
    const double cse166 = cse155*v_ed_link3_3 + cse157*v_ed_link3_3 - cse158*v_ed_link3_0 + 0.02*cse165;
    const double cse167 = 2*cse166;
    const double cse168 = 2*cse136*cse143;
    const double cse169 = -cse168;
    const double cse170 = -cse136*cse141 + cse147*cse156 - cse157*v_ed_link3_0 - cse158*v_ed_link3_3;
    const double cse171 = 2*cse170;
    const double cse172 = q_e_link3_2*v_ed_link3_3;
    const double cse173 = cse148*v_ed_link3_1;
    const double cse174 = cse144*v_ed_link3_2;
    const double cse175 = -cse136*cse139 - cse147*cse150 - cse157*v_ed_link3_1 + cse158*v_ed_link3_2;
    const double cse176 = 2*cse175;
    const double cse177 = cse136*cse158;
    const double cse178 = cse147*cse157;
    const double cse179 = -cse177 - cse178;
    const double cse180 = cse153*v_ed_link3_2;
    const double cse181 = q_e_link3_3*v_ed_link3_3;
    const double cse182 = cse137*v_ed_link3_2;
    const double cse183 = cse153*v_ed_link3_0;
    const double cse184 = cse137*v_ed_link3_1;
    const double cse185 = cse177 + cse178;
    const double cse186 = 0.04*cse165;
    const double cse187 = cse153*v_ed_link3_1;
    const double cse188 = cse137*v_ed_link3_0;
    const double cse189 = q_e_link3_3*v_ed_link3_2;

    memset(out, 0, sizeof(double) * 441);
    out[66] = -cse10*q_e_rotor_2 + cse17*q_e_rotor_2 - cse24*q_e_rotor_1 - cse25*cse26 - cse35*q_e_rotor_3;  /* [3, 3] */
    out[67] = cse25*cse7 + cse37*cse8 - cse38*q_e_rotor_2 + cse40 - cse42*q_e_rotor_1 - cse45*q_e_rotor_3;  /* [3, 4] */
    out[68] = cse22*cse50 + cse47 + cse48*q_e_rotor_2 + cse49*q_e_rotor_2 - cse52*v_ed_rotor_1 - cse54*q_e_rotor_3;  /* [3, 5] */
    out[69] = cse52*v_ed_rotor_0 - cse55*q_e_rotor_2 - cse56*q_e_rotor_2 + cse57*q_e_rotor_1 - cse59*q_e_rotor_3 + cse62;  /* [3, 6] */
    out[87] = cse13*cse34 + cse17*q_e_rotor_3 + cse24*q_e_rotor_0 + cse25*cse3 + cse39 - cse63*cse9;  /* [4, 3] */
    out[88] = -cse25*cse30 + cse36*cse63 - cse38*q_e_rotor_3 + cse42*q_e_rotor_0 + cse45*q_e_rotor_2;  /* [4, 4] */
    out[89] = cse13*cse53 - cse22*cse64 + cse41*cse63 + cse49*q_e_rotor_3 + cse65*v_ed_rotor_1 + cse66;  /* [4, 5] */
    out[90] = -cse23*cse63 + cse47 - cse56*q_e_rotor_3 - cse57*q_e_rotor_0 + cse59*q_e_rotor_2 - cse65*v_ed_rotor_0;  /* [4, 6] */
    out[108] = cse10*q_e_rotor_0 - cse14*cse34 - cse17*q_e_rotor_0 + cse24*q_e_rotor_3 + cse4*cse67 + cse46;  /* [5, 3] */
    out[109] = -cse14*cse44 + cse38*q_e_rotor_0 + cse42*q_e_rotor_3 + cse62 - cse64*cse8 - cse68*q_e_rotor_3;  /* [5, 4] */
    out[110] = -cse14*cse53 - cse22*cse36*q_e_rotor_3 + cse25*cse28 - cse48*q_e_rotor_0 - cse49*q_e_rotor_0;  /* [5, 5] */
    out[111] = -cse14*cse58 - cse25*cse5 + cse39 + cse55*q_e_rotor_0 + cse56*q_e_rotor_0 - cse57*q_e_rotor_3;  /* [5, 6] */
    out[129] = -cse0*cse67 + cse10*q_e_rotor_1 - cse17*q_e_rotor_1 - cse24*q_e_rotor_2 + cse35*q_e_rotor_0 + cse66;  /* [6, 3] */
    out[130] = cse38*q_e_rotor_1 - cse42*q_e_rotor_2 + cse45*q_e_rotor_0 + cse46 - cse50*cse8 + cse68*q_e_rotor_2;  /* [6, 4] */
    out[131] = -cse1*cse25 + cse22*cse37 + cse40 - cse48*q_e_rotor_1 - cse49*q_e_rotor_1 + cse54*q_e_rotor_0;  /* [6, 5] */
    out[132] = cse25*cse29 + cse55*q_e_rotor_1 + cse56*q_e_rotor_1 + cse57*q_e_rotor_2 + cse59*q_e_rotor_0;  /* [6, 6] */
    out[220] = cse69*cse75 - cse82*q_e_link2_1 - cse89*q_e_link2_2 - cse92*q_e_link2_1 - cse98*q_e_link2_3;  /* [10, 10] */
    out[221] = cse100*cse88 + cse102 + cse103*v_ed_link2_2 - cse104*q_e_link2_1 - cse106*q_e_link2_3 - cse75*cse99;  /* [10, 11] */
    out[222] = -cse103*v_ed_link2_1 + cse109 + cse110*q_e_link2_1 + cse111*cse75 - cse113*q_e_link2_3 + cse69*cse88;  /* [10, 12] */
    out[223] = -cse100*cse75 + cse103*v_ed_link2_0 - cse114*q_e_link2_2 + cse115*q_e_link2_1 - cse116*q_e_link2_3 + cse119;  /* [10, 13] */
    out[241] = cse101 + cse120*q_e_link2_3 + cse82*q_e_link2_0 - cse89*q_e_link2_3 + cse92*q_e_link2_0 + cse98*q_e_link2_2;  /* [11, 10] */
    out[242] = cse104*q_e_link2_0 + cse106*q_e_link2_2 - cse121*v_ed_link2_2 - cse122*q_e_link2_3 + cse123*v_ed_link2_0;  /* [11, 11] */
    out[243] = -cse110*q_e_link2_0 + cse113*q_e_link2_2 + cse123*v_ed_link2_3 + cse124*cse91 + cse125*q_e_link2_3 + cse126;  /* [11, 12] */
    out[244] = cse109 - cse114*q_e_link2_3 + cse116*q_e_link2_2 - cse121*v_ed_link2_0 - cse124*cse81 - cse127*q_e_link2_3;  /* [11, 13] */
    out[262] = cse108 - cse120*q_e_link2_0 + cse128*v_ed_link2_1 - cse129*cse97 + cse82*q_e_link2_3 + cse92*q_e_link2_3;  /* [12, 10] */
    out[263] = cse104*q_e_link2_3 - cse106*q_e_link2_1 + cse119 + cse122*q_e_link2_0 - cse128*v_ed_link2_0 - cse130*v_ed_link2_2;  /* [12, 11] */
    out[264] = -cse110*q_e_link2_3 - cse112*cse129 - cse124*cse75 - cse128*v_ed_link2_3 + cse130*v_ed_link2_1;  /* [12, 12] */
    out[265] = cse101 - cse115*q_e_link2_3 - cse116*q_e_link2_1 + cse127*q_e_link2_0 + cse128*v_ed_link2_2 - cse130*v_ed_link2_0;  /* [12, 13] */
    out[283] = -cse120*q_e_link2_1 + cse126 + cse131*v_ed_link2_1 - cse69*cse91 - cse81*cse99 + cse98*q_e_link2_0;  /* [13, 10] */
    out[284] = cse106*q_e_link2_0 + cse108 + cse122*q_e_link2_1 - cse131*v_ed_link2_0 - cse69*cse81 + cse91*cse99;  /* [13, 11] */
    out[285] = cse100*cse81 + cse102 - cse111*cse91 + cse113*q_e_link2_0 - cse125*q_e_link2_1 - cse131*v_ed_link2_3;  /* [13, 12] */
    out[286] = cse100*cse91 + cse111*cse81 + cse116*q_e_link2_0 + cse127*q_e_link2_1 + cse131*v_ed_link2_2;  /* [13, 13] */
    out[374] = cse138*v_ed_link3_3 - cse145*q_e_link3_2 - cse146*cse148 - cse154*v_ed_link3_2 - cse160*q_e_link3_3;  /* [17, 17] */
    out[375] = -cse138*v_ed_link3_2 - cse146*cse153 + cse162 + cse163*q_e_link3_2 + cse164*q_e_link3_1 - cse167*q_e_link3_3;  /* [17, 18] */
    out[376] = cse135*cse153 + cse138*v_ed_link3_1 + cse144*cse172 + cse169 - cse171*q_e_link3_3 - cse173*q_e_link3_1;  /* [17, 19] */
    out[377] = cse135*cse148 - cse138*v_ed_link3_0 + cse154*v_ed_link3_1 - cse174*q_e_link3_2 - cse176*q_e_link3_3 + cse179;  /* [17, 20] */
    out[395] = cse134*cse159 + cse137*cse181 + cse140*cse148 - cse145*q_e_link3_3 + cse161 + cse180*q_e_link3_0;  /* [18, 17] */
    out[396] = cse134*cse166 + cse140*cse153 + cse163*q_e_link3_3 - cse164*q_e_link3_0 - cse182*q_e_link3_3;  /* [18, 18] */
    out[397] = cse134*cse170 + cse144*cse181 + cse173*q_e_link3_0 - cse183*q_e_link3_0 + cse184*q_e_link3_3 + cse185;  /* [18, 19] */
    out[398] = cse134*cse175 - cse144*cse189 + cse169 - cse186*q_e_link3_0 - cse187*q_e_link3_0 - cse188*q_e_link3_3;  /* [18, 20] */
    out[416] = -cse137*cse140 + cse145*q_e_link3_0 + cse148*cse181 + cse153*cse189 - cse160*q_e_link3_1 + cse168;  /* [19, 17] */
    out[417] = -cse148*cse189 + cse153*cse181 - cse163*q_e_link3_0 - cse167*q_e_link3_1 + cse179 + cse182*q_e_link3_0;  /* [19, 18] */
    out[418] = -cse140*cse144 - cse171*q_e_link3_1 + cse173*q_e_link3_3 - cse183*q_e_link3_3 - cse184*q_e_link3_0;  /* [19, 19] */
    out[419] = cse161 + cse174*q_e_link3_0 - cse176*q_e_link3_1 - cse186*q_e_link3_3 - cse187*q_e_link3_3 + cse188*q_e_link3_0;  /* [19, 20] */
    out[437] = -cse137*cse146 + cse145*q_e_link3_1 - cse148*cse172 + cse160*q_e_link3_0 - cse180*q_e_link3_2 + cse185;  /* [20, 17] */
    out[438] = -cse135*cse144 - cse153*cse172 + cse164*q_e_link3_2 + cse167*q_e_link3_0 + cse168 + cse182*q_e_link3_1;  /* [20, 18] */
    out[439] = -cse144*cse146 + cse162 + cse171*q_e_link3_0 - cse173*q_e_link3_2 + cse183*q_e_link3_2 - cse184*q_e_link3_1;  /* [20, 19] */
    out[440] = cse135*cse137 + cse174*q_e_link3_1 + cse176*q_e_link3_0 + cse186*q_e_link3_2 + cse187*q_e_link3_2;  /* [20, 20] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 21 row-major, 48 nonzero.
 * 745 operations after common subexpression elimination.
 */
void mg_four_link_rp_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
    (void)t;
    (void)p;
    const double cse0 = 2*v_ed_rotor_2;
    const double cse1 = 2*v_ed_rotor_1;
    const double cse2 = 2*v_ed_rotor_3;
    const double cse3 = 2*v_ed_rotor_0;
    const double cse4 = cse0*q_e_rotor_3 + cse1*q_e_rotor_0 - cse2*q_e_rotor_2 - cse3*q_e_rotor_1;
    const double cse5 = 8.0*cse4;
    const double cse6 = 8.0*v_ed_rotor_1;
    const double cse7 = 8.0*v_ed_rotor_0;
    const double cse8 = 8.0*v_ed_rotor_3;
    const double cse9 = 8.0*v_ed_rotor_2;
    const double cse10 = -2*cse6*q_e_rotor_3 - 2*cse7*q_e_rotor_2 + 2*cse8*q_e_rotor_1 + 2*cse9*q_e_rotor_0;
    const double cse11 = cse0*q_e_rotor_0 - cse1*q_e_rotor_3 + cse2*q_e_rotor_1 - cse3*q_e_rotor_2;
    const double cse12 = 4.0*cse11;
    const double cse13 = 4.0*v_ed_rotor_2;
    const double cse14 = 4.0*v_ed_rotor_1;
    const double cse15 = 4.0*v_ed_rotor_3;
    const double cse16 = 4.0*v_ed_rotor_0;
    const double cse17 = -2*cse13*q_e_rotor_3 - 2*cse14*q_e_rotor_0 + 2*cse15*q_e_rotor_2 + 2*cse16*q_e_rotor_1;
    const double cse18 = -2*cse10*q_e_rotor_1 + 2*cse12*q_e_rotor_1 - 2*cse17*q_e_rotor_2 - 2*cse5*q_e_rotor_2;
    const double cse19 = 8.0*cse11;
    const double cse20 = q_e_rotor_1*q_e_rotor_3;
    const double cse21 = cse19*cse20;
    const double cse22 = 16.0*cse4;
    const double cse23 = q_e_rotor_2*q_e_rotor_3;
    const double cse24 = cse22*cse23;
    const double cse25 = -4*cse13*q_e_rotor_1 + 4*cse14*q_e_rotor_2 + 4*cse15*q_e_rotor_0 - 4*cse16*q_e_rotor_3;
    const double cse26 = q_e_rotor_1*q_e_rotor_2;
    const double cse27 = cse25*cse26;
    const double cse28 = -4*cse6*q_e_rotor_2 + 4*cse7*q_e_rotor_3 - 4*cse8*q_e_rotor_0 + 4*cse9*q_e_rotor_1;
    const double cse29 = cse26*cse28;
    const double cse30 = 2*cse10*q_e_rotor_0 - 2*cse12*q_e_rotor_0 - 2*cse17*q_e_rotor_3 - 2*cse5*q_e_rotor_3;
    const double cse31 = cse19*cse26;
    const double cse32 = (q_e_rotor_2*q_e_rotor_2);
    const double cse33 = q_e_rotor_0*q_e_rotor_2;
    const double cse34 = cse20*cse25 - cse28*cse33;
    const double cse35 = 2*cse10*q_e_rotor_3 - 2*cse12*q_e_rotor_3 + 2*cse17*q_e_rotor_0 + 2*cse5*q_e_rotor_0;
    const double cse36 = q_e_rotor_0*q_e_rotor_1;
    const double cse37 = cse25*cse36;
    const double cse38 = -cse22*cse26;
    const double cse39 = (q_e_rotor_1*q_e_rotor_1);
    const double cse40 = cse23*cse28;
    const double cse41 = -2*cse10*q_e_rotor_2 + 2*cse12*q_e_rotor_2 + 2*cse17*q_e_rotor_1 + 2*cse5*q_e_rotor_1;
    const double cse42 = -cse19*cse36;
    const double cse43 = cse22*cse33;
    const double cse44 = (q_e_rotor_3*q_e_rotor_3);
    const double cse45 = q_e_rotor_0*q_e_rotor_3;
    const double cse46 = cse19*cse45;
    const double cse47 = cse20*cse28 - cse25*cse33;
    const double cse48 = cse19*cse33;
    const double cse49 = cse28*cse45;
    const double cse50 = cse25*cse45;
    const double cse51 = cse20*cse22;
    const double cse52 = (q_e_rotor_0*q_e_rotor_0);
    const double cse53 = cse22*cse45;
    const double cse54 = cse28*cse36;
    const double cse55 = cse23*cse25;
    const double cse56 = cse19*cse23;
    const double cse57 = cse22*cse36;
    const double cse58 = 24.8*v_ed_link2_0;
    const double cse59 = 24.8*v_ed_link2_3;
    const double cse60 = 24.8*v_ed_link2_1;
    const double cse61 = 24.8*v_ed_link2_2;
    const double cse62 = -2*cse58*q_e_link2_2 + 2*cse59*q_e_link2_1 - 2*cse60*q_e_link2_3 + 2*cse61*q_e_link2_0;
    const double cse63 = 2*v_ed_link2_2;
    const double cse64 = 2*v_ed_link2_1;
    const double cse65 = 2*v_ed_link2_3;
    const double cse66 = 2*v_ed_link2_0;
    const double cse67 = cse63*q_e_link2_3 + cse64*q_e_link2_0 - cse65*q_e_link2_2 - cse66*q_e_link2_1;
    const double cse68 = 24.8*cse67;
    const double cse69 = 0.02*v_ed_link2_2;
    const double cse70 = 0.02*v_ed_link2_1;
    const double cse71 = 0.02*v_ed_link2_3;
    const double cse72 = 0.02*v_ed_link2_0;
    const double cse73 = -cse69*q_e_link2_3 - cse70*q_e_link2_0 + cse71*q_e_link2_2 + cse72*q_e_link2_1;
    const double cse74 = 2*cse73;
    const double cse75 = cse63*q_e_link2_0 - cse64*q_e_link2_3 + cse65*q_e_link2_1 - cse66*q_e_link2_2;
    const double cse76 = 0.02*cse75;
    const double cse77 = -2*cse62*q_e_link2_1 - 2*cse68*q_e_link2_2 - 2*cse74*q_e_link2_2 + 2*cse76*q_e_link2_1;
    const double cse78 = -4*cse69*q_e_link2_1 + 4*cse70*q_e_link2_2 + 4*cse71*q_e_link2_0 - 4*cse72*q_e_link2_3;
    const double cse79 = cse78*q_e_link2_1;
    const double cse80 = cse79*q_e_link2_2;
    const double cse81 = 0.04*cse75;
    const double cse82 = cse81*q_e_link2_1;
    const double cse83 = cse82*q_e_link2_3;
    const double cse84 = 4*cse58*q_e_link2_3 - 4*cse59*q_e_link2_0 - 4*cse60*q_e_link2_2 + 4*cse61*q_e_link2_1;
    const double cse85 = cse84*q_e_link2_1;
    const double cse86 = cse85*q_e_link2_2;
    const double cse87 = 49.6*cse67;
    const double cse88 = q_e_link2_2*q_e_link2_3;
    const double cse89 = cse87*cse88;
    const double cse90 = 2*cse62*q_e_link2_0 - 2*cse68*q_e_link2_3 - 2*cse74*q_e_link2_3 - 2*cse76*q_e_link2_0;
    const double cse91 = cse82*q_e_link2_2;
    const double cse92 = (q_e_link2_2*q_e_link2_2);
    const double cse93 = cse84*q_e_link2_0;
    const double cse94 = cse79*q_e_link2_3 - cse93*q_e_link2_2;
    const double cse95 = 2*q_e_link2_0;
    const double cse96 = 2*cse62*q_e_link2_3 + 2*cse68*q_e_link2_0 + 2*cse73*cse95 - 2*cse76*q_e_link2_3;
    const double cse97 = cse79*q_e_link2_0;
    const double cse98 = (q_e_link2_1*q_e_link2_1);
    const double cse99 = cse84*cse88;
    const double cse100 = cse87*q_e_link2_1;
    const double cse101 = -cse100*q_e_link2_2;
    const double cse102 = -cse62*q_e_link2_2 + cse68*q_e_link2_1 + cse74*q_e_link2_1 + cse76*q_e_link2_2;
    const double cse103 = 2*cse102;
    const double cse104 = cse81*q_e_link2_0;
    const double cse105 = -cse104*q_e_link2_1;
    const double cse106 = cse87*q_e_link2_0;
    const double cse107 = cse106*q_e_link2_2;
    const double cse108 = (q_e_link2_3*q_e_link2_3);
    const double cse109 = cse104*q_e_link2_3;
    const double cse110 = cse78*q_e_link2_0;
    const double cse111 = -cse110*q_e_link2_2 + cse85*q_e_link2_3;
    const double cse112 = cse93*q_e_link2_3;
    const double cse113 = cse110*q_e_link2_3;
    const double cse114 = cse104*q_e_link2_2;
    const double cse115 = cse100*q_e_link2_3;
    const double cse116 = (q_e_link2_0*q_e_link2_0);
    const double cse117 = cse106*q_e_link2_3;
    const double cse118 = cse85*q_e_link2_0;
    const double cse119 = cse78*cse88;
    const double cse120 = cse81*cse88;
    const double cse121 = cse106*q_e_link2_1;
    const double cse122 = 9.08*v_ed_link3_1;
    const double cse123 = 9.08*v_ed_link3_0;
    const double cse124 = 9.08*v_ed_link3_3;
    const double cse125 = 9.08*v_ed_link3_2;
    const double cse126 = -2*cse122*q_e_link3_3 - 2*cse123*q_e_link3_2 + 2*cse124*q_e_link3_1 + 2*cse125*q_e_link3_0;
    const double cse127 = 0.02*v_ed_link3_2;
    const double cse128 = 0.02*v_ed_link3_1;
    const double cse129 = 0.02*v_ed_link3_3;
    const double cse130 = 0.02*v_ed_link3_0;
    const double cse131 = -2*cse127*q_e_link3_3 - 2*cse128*q_e_link3_0 + 2*cse129*q_e_link3_2 + 2*cse130*q_e_link3_1;
    const double cse132 = 2*v_ed_link3_2;
    const double cse133 = 2*v_ed_link3_1;
    const double cse134 = 2*v_ed_link3_3;
    const double cse135 = 2*v_ed_link3_0;
    const double cse136 = cse132*q_e_link3_3 + cse133*q_e_link3_0 - cse134*q_e_link3_2 - cse135*q_e_link3_1;
    const double cse137 = 9.08*cse136;
    const double cse138 = cse132*q_e_link3_0 - cse133*q_e_link3_3 + cse134*q_e_link3_1 - cse135*q_e_link3_2;
    const double cse139 = 0.02*cse138;
    const double cse140 = -2*cse126*q_e_link3_1 - 2*cse131*q_e_link3_2 - 2*cse137*q_e_link3_2 + 2*cse139*q_e_link3_1;
    const double cse141 = -4*cse127*q_e_link3_1 + 4*cse128*q_e_link3_2 + 4*cse129*q_e_link3_0 - 4*cse130*q_e_link3_3;
    const double cse142 = cse141*q_e_link3_2;
    const double cse143 = cse142*q_e_link3_1;
    const double cse144 = -4*cse122*q_e_link3_2 + 4*cse123*q_e_link3_3 - 4*cse124*q_e_link3_0 + 4*cse125*q_e_link3_1;
    const double cse145 = cse144*q_e_link3_2;
    const double cse146 = cse145*q_e_link3_1;
    const double cse147 = 0.04*cse138;
    const double cse148 = q_e_link3_1*q_e_link3_3;
    const double cse149 = cse147*cse148;
    const double cse150 = 18.16*cse136;
    const double cse151 = cse150*q_e_link3_2;
    const double cse152 = cse151*q_e_link3_3;
    const double cse153 = 2*cse126*q_e_link3_0 - 2*cse131*q_e_link3_3 - 2*cse137*q_e_link3_3 - 2*cse139*q_e_link3_0;
    const double cse154 = cse147*q_e_link3_2;
    const double cse155 = cse154*q_e_link3_1;
    const double cse156 = (q_e_link3_2*q_e_link3_2);
    const double cse157 = cse141*cse148 - cse145*q_e_link3_0;
    const double cse158 = cse141*q_e_link3_0;
    const double cse159 = cse158*q_e_link3_1;
    const double cse160 = (q_e_link3_1*q_e_link3_1);
    const double cse161 = cse145*q_e_link3_3;
    const double cse162 = 2*cse126*q_e_link3_3 + 2*cse131*q_e_link3_0 + 2*cse137*q_e_link3_0 - 2*cse139*q_e_link3_3;
    const double cse163 = -cse151*q_e_link3_1;
    const double cse164 = -2*cse126*q_e_link3_2 + 2*cse131*q_e_link3_1 + 2*cse137*q_e_link3_1 + 2*cse139*q_e_link3_2;
    const double cse165 = cse147*q_e_link3_0;
    const double cse166 = -cse165*q_e_link3_1;
    const double cse167 = cse151*q_e_link3_0;
    const double cse168 = (q_e_link3_3*q_e_link3_3);
    const double cse169 = cse165*q_e_link3_3;
    const double cse170 = -cse142*q_e_link3_0 + cse144*cse148;
    const double cse171 = cse144*q_e_link3_0;
    const double cse172 = cse171*q_e_link3_3;
    const double cse173 = cse158*q_e_link3_3;
    const double cse174 = cse165*q_e_link3_2;
    const double cse175 = cse148*cse150;
    const double cse176 = (q_e_link3_0*q_e_link3_0);
    const double cse177 = cse150*q_e_link3_0;
    const double cse178 = cse177*q_e_link3_3;
    const double cse179 = cse171*q_e_link3_1;
    const double cse180 = cse142*q_e_link3_3;
    const double cse181 = cse154*q_e_link3_3;
    const double cse182 = cse177*q_e_link3_1;

    memset(out, 0, sizeof(double) * 441);
    out[66] = -cse18*q_e_rotor_3 + cse21 - cse24 + cse27 + cse29;  /* [3, 3] */
    out[67] = cse22*cse32 - cse30*q_e_rotor_3 - cse31 + cse34;  /* [3, 4] */
    out[68] = cse19*cse39 - cse35*q_e_rotor_3 - cse37 + cse38 - cse40;  /* [3, 5] */
    out[69] = -cse25*cse39 + cse28*cse32 - cse41*q_e_rotor_3 + cse42 + cse43;  /* [3, 6] */
    out[87] = cse18*q_e_rotor_2 - cse22*cse44 - cse46 + cse47;  /* [4, 3] */
    out[88] = cse24 + cse30*q_e_rotor_2 + cse48 - cse49 - cse50;  /* [4, 4] */
    out[89] = cse25*cse52 - cse28*cse44 + cse35*q_e_rotor_2 + cse42 - cse51;  /* [4, 5] */
    out[90] = cse19*cse52 + cse37 + cse40 + cse41*q_e_rotor_2 + cse53;  /* [4, 6] */
    out[108] = -cse18*q_e_rotor_1 - cse19*cse44 + cse53 - cse54 - cse55;  /* [5, 3] */
    out[109] = -cse25*cse44 + cse28*cse52 - cse30*q_e_rotor_1 - cse43 + cse56;  /* [5, 4] */
    out[110] = -cse21 - cse35*q_e_rotor_1 + cse49 + cse50 + cse57;  /* [5, 5] */
    out[111] = -cse22*cse52 + cse34 - cse41*q_e_rotor_1 + cse46;  /* [5, 6] */
    out[129] = cse18*q_e_rotor_0 + cse25*cse32 - cse28*cse39 + cse51 + cse56;  /* [6, 3] */
    out[130] = -cse19*cse32 + cse30*q_e_rotor_0 + cse38 + cse54 + cse55;  /* [6, 4] */
    out[131] = cse22*cse39 + cse31 + cse35*q_e_rotor_0 + cse47;  /* [6, 5] */
    out[132] = -cse27 - cse29 + cse41*q_e_rotor_0 - cse48 - cse57;  /* [6, 6] */
    out[220] = -cse77*q_e_link2_3 + cse80 + cse83 + cse86 - cse89;  /* [10, 10] */
    out[221] = cse87*cse92 - cse90*q_e_link2_3 - cse91 + cse94;  /* [10, 11] */
    out[222] = cse101 + cse81*cse98 - cse96*q_e_link2_3 - cse97 - cse99;  /* [10, 12] */
    out[223] = -cse103*q_e_link2_3 + cse105 + cse107 - cse78*cse98 + cse84*cse92;  /* [10, 13] */
    out[241] = -cse108*cse87 - cse109 + cse111 + cse77*q_e_link2_2;  /* [11, 10] */
    out[242] = -cse112 - cse113 + cse114 + cse89 + cse90*q_e_link2_2;  /* [11, 11] */
    out[243] = cse105 - cse108*cse84 - cse115 + cse116*cse78 + cse96*q_e_link2_2;  /* [11, 12] */
    out[244] = cse103*q_e_link2_2 + cse116*cse81 + cse117 + cse97 + cse99;  /* [11, 13] */
    out[262] = -cse108*cse81 + cse117 - cse118 - cse119 - cse77*q_e_link2_1;  /* [12, 10] */
    out[263] = -cse107 - cse108*cse78 + cse116*cse84 + cse120 - cse90*q_e_link2_1;  /* [12, 11] */
    out[264] = cse112 + cse113 + cse121 - cse83 - cse96*q_e_link2_1;  /* [12, 12] */
    out[265] = -cse103*q_e_link2_1 + cse109 - cse116*cse87 + cse94;  /* [12, 13] */
    out[283] = cse115 + cse120 + cse77*q_e_link2_0 + cse78*cse92 - cse84*cse98;  /* [13, 10] */
    out[284] = cse101 + cse118 + cse119 - cse81*cse92 + cse90*q_e_link2_0;  /* [13, 11] */
    out[285] = cse111 + cse87*cse98 + cse91 + cse96*q_e_link2_0;  /* [13, 12] */
    out[286] = cse102*cse95 - cse114 - cse121 - cse80 - cse86;  /* [13, 13] */
    out[374] = -cse140*q_e_link3_3 + cse143 + cse146 + cse149 - cse152;  /* [17, 17] */
    out[375] = cse150*cse156 - cse153*q_e_link3_3 - cse155 + cse157;  /* [17, 18] */
    out[376] = cse147*cse160 - cse159 - cse161 - cse162*q_e_link3_3 + cse163;  /* [17, 19] */
    out[377] = -cse141*cse160 + cse144*cse156 - cse164*q_e_link3_3 + cse166 + cse167;  /* [17, 20] */
    out[395] = cse140*q_e_link3_2 - cse150*cse168 - cse169 + cse170;  /* [18, 17] */
    out[396] = cse152 + cse153*q_e_link3_2 - cse172 - cse173 + cse174;  /* [18, 18] */
    out[397] = cse141*cse176 - cse144*cse168 + cse162*q_e_link3_2 + cse166 - cse175;  /* [18, 19] */
    out[398] = cse147*cse176 + cse159 + cse161 + cse164*q_e_link3_2 + cse178;  /* [18, 20] */
    out[416] = -cse140*q_e_link3_1 - cse147*cse168 + cse178 - cse179 - cse180;  /* [19, 17] */
    out[417] = -cse141*cse168 + cse144*cse176 - cse153*q_e_link3_1 - cse167 + cse181;  /* [19, 18] */
    out[418] = -cse149 - cse162*q_e_link3_1 + cse172 + cse173 + cse182;  /* [19, 19] */
    out[419] = -cse150*cse176 + cse157 - cse164*q_e_link3_1 + cse169;  /* [19, 20] */
    out[437] = cse140*q_e_link3_0 + cse141*cse156 - cse144*cse160 + cse175 + cse181;  /* [20, 17] */
    out[438] = -cse147*cse156 + cse153*q_e_link3_0 + cse163 + cse179 + cse180;  /* [20, 18] */
    out[439] = cse150*cse160 + cse155 + cse162*q_e_link3_0 + cse170;  /* [20, 19] */
    out[440] = -cse143 - cse146 + cse164*q_e_link3_0 - cse174 - cse182;  /* [20, 20] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 21); a (accelerations (time derivative of v), 21); p (parameters, 0).
 * Output: out, 21 x 21 row-major, 48 nonzero.
 * 270 operations after common subexpression elimination.
 */
void mg_four_link_rp_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
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
    const double cse0 = 8.0*a_5;
    const double cse1 = 16.0*a_4;
    const double cse2 = 8.0*a_6;
    const double cse3 = a_3*q_e_rotor_1;
    const double cse4 = a_4*q_e_rotor_0;
    const double cse5 = a_5*q_e_rotor_3;
    const double cse6 = -16.0*cse4 - 16.0*cse5;
    const double cse7 = cse0*q_e_rotor_0;
    const double cse8 = 16.0*q_e_rotor_2;
    const double cse9 = cse2*q_e_rotor_1;
    const double cse10 = 8.0*a_4;
    const double cse11 = cse10*q_e_rotor_3;
    const double cse12 = cse11 + cse9;
    const double cse13 = 16.0*a_5;
    const double cse14 = -a_6*cse8 - 16.0*cse3;
    const double cse15 = 16.0*a_3;
    const double cse16 = 16.0*a_6;
    const double cse17 = 8.0*a_3;
    const double cse18 = cse17*q_e_rotor_2;
    const double cse19 = cse18 + cse7;
    const double cse20 = 0.04*q_e_link2_2;
    const double cse21 = 49.6*a_11;
    const double cse22 = a_13*q_e_link2_2;
    const double cse23 = a_10*q_e_link2_1;
    const double cse24 = a_12*q_e_link2_3;
    const double cse25 = a_11*q_e_link2_0;
    const double cse26 = -49.6*cse24 - 49.6*cse25;
    const double cse27 = a_13*q_e_link2_1;
    const double cse28 = 0.04*a_12;
    const double cse29 = cse28*q_e_link2_0;
    const double cse30 = 0.04*a_11;
    const double cse31 = cse30*q_e_link2_3;
    const double cse32 = a_10*q_e_link2_2;
    const double cse33 = 49.6*a_12;
    const double cse34 = -49.6*cse22 - 49.6*cse23;
    const double cse35 = 0.04*a_13;
    const double cse36 = 49.6*a_10;
    const double cse37 = 49.6*a_13;
    const double cse38 = 0.04*a_10;
    const double cse39 = a_12*q_e_link2_0;
    const double cse40 = cse35*q_e_link2_1;
    const double cse41 = a_11*q_e_link2_3;
    const double cse42 = a_10*cse20;
    const double cse43 = 0.04*a_19;
    const double cse44 = 18.16*a_18;
    const double cse45 = a_20*q_e_link3_2;
    const double cse46 = a_17*q_e_link3_1;
    const double cse47 = a_19*q_e_link3_3;
    const double cse48 = a_18*q_e_link3_0;
    const double cse49 = -18.16*cse47 - 18.16*cse48;
    const double cse50 = a_20*q_e_link3_1;
    const double cse51 = 0.04*q_e_link3_0;
    const double cse52 = a_19*cse51;
    const double cse53 = 0.04*a_18;
    const double cse54 = cse53*q_e_link3_3;
    const double cse55 = a_17*q_e_link3_2;
    const double cse56 = 18.16*a_19;
    const double cse57 = 18.12*q_e_link3_3;
    const double cse58 = -18.16*cse45 - 18.16*cse46;
    const double cse59 = 0.04*a_20;
    const double cse60 = 18.16*a_17;
    const double cse61 = 18.16*a_20;
    const double cse62 = 0.04*a_17;
    const double cse63 = a_19*q_e_link3_0;
    const double cse64 = cse59*q_e_link3_1;
    const double cse65 = cse62*q_e_link3_2;

    memset(out, 0, sizeof(double) * 441);
    out[66] = -cse0*q_e_rotor_2 - cse1*q_e_rotor_1;  /* [3, 3] */
    out[67] = cse2*q_e_rotor_2 + 32.0*cse3 + cse6;  /* [3, 4] */
    out[68] = a_3*cse8 + cse12 - cse7;  /* [3, 5] */
    out[69] = cse10*q_e_rotor_2 - cse13*q_e_rotor_1;  /* [3, 6] */
    out[87] = cse0*q_e_rotor_3 + cse14 + 32.0*cse4;  /* [4, 3] */
    out[88] = -cse15*q_e_rotor_0 - cse2*q_e_rotor_3;  /* [4, 4] */
    out[89] = -cse16*q_e_rotor_0 + cse17*q_e_rotor_3;  /* [4, 5] */
    out[90] = cse1*q_e_rotor_3 + cse19 - cse9;  /* [4, 6] */
    out[108] = cse12 + cse13*q_e_rotor_0 - cse18;  /* [5, 3] */
    out[109] = -cse15*q_e_rotor_3 + cse2*q_e_rotor_0;  /* [5, 4] */
    out[110] = -cse16*q_e_rotor_3 - cse17*q_e_rotor_0;  /* [5, 5] */
    out[111] = cse10*q_e_rotor_0 + cse14 + 32.0*cse5;  /* [5, 6] */
    out[129] = -a_4*cse8 + cse0*q_e_rotor_1;  /* [6, 3] */
    out[130] = -cse11 + cse16*q_e_rotor_1 + cse19;  /* [6, 4] */
    out[131] = 32.0*a_6*q_e_rotor_2 + cse17*q_e_rotor_1 + cse6;  /* [6, 5] */
    out[132] = -a_5*cse8 - cse10*q_e_rotor_1;  /* [6, 6] */
    out[220] = -a_12*cse20 - cse21*q_e_link2_1;  /* [10, 10] */
    out[221] = 49.56*cse22 + 99.2*cse23 + cse26;  /* [10, 11] */
    out[222] = 49.56*cse27 - cse29 + cse31 + 0.08*cse32;  /* [10, 12] */
    out[223] = cse30*q_e_link2_2 - cse33*q_e_link2_1;  /* [10, 13] */
    out[241] = 49.56*cse24 + 99.2*cse25 + cse34;  /* [11, 10] */
    out[242] = -cse35*q_e_link2_3 - cse36*q_e_link2_0;  /* [11, 11] */
    out[243] = -cse37*q_e_link2_0 + cse38*q_e_link2_3;  /* [11, 12] */
    out[244] = 49.56*cse39 - cse40 + 0.08*cse41 + cse42;  /* [11, 13] */
    out[262] = 0.08*cse39 + cse40 + 49.56*cse41 - cse42;  /* [12, 10] */
    out[263] = cse35*q_e_link2_0 - cse36*q_e_link2_3;  /* [12, 11] */
    out[264] = -cse37*q_e_link2_3 - cse38*q_e_link2_0;  /* [12, 12] */
    out[265] = 99.2*cse24 + 49.56*cse25 + cse34;  /* [12, 13] */
    out[283] = -cse21*q_e_link2_2 + cse28*q_e_link2_1;  /* [13, 10] */
    out[284] = 0.08*cse27 + cse29 - cse31 + 49.56*cse32;  /* [13, 11] */
    out[285] = 99.2*cse22 + 49.56*cse23 + cse26;  /* [13, 12] */
    out[286] = -cse30*q_e_link2_1 - cse33*q_e_link2_2;  /* [13, 13] */
    out[374] = -cse43*q_e_link3_2 - cse44*q_e_link3_1;  /* [17, 17] */
    out[375] = 18.12*cse45 + 36.32*cse46 + cse49;  /* [17, 18] */
    out[376] = 18.12*cse50 - cse52 + cse54 + 0.08*cse55;  /* [17, 19] */
    out[377] = cse53*q_e_link3_2 - cse56*q_e_link3_1;  /* [17, 20] */
    out[395] = a_19*cse57 + 36.32*cse48 + cse58;  /* [18, 17] */
    out[396] = -cse59*q_e_link3_3 - cse60*q_e_link3_0;  /* [18, 18] */
    out[397] = -cse61*q_e_link3_0 + cse62*q_e_link3_3;  /* [18, 19] */
    out[398] = 0.08*a_18*q_e_link3_3 + 18.12*cse63 - cse64 + cse65;  /* [18, 20] */
    out[416] = a_18*cse57 + 0.08*cse63 + cse64 - cse65;  /* [19, 17] */
    out[417] = a_20*cse51 - cse60*q_e_link3_3;  /* [19, 18] */
    out[418] = -a_17*cse51 - cse61*q_e_link3_3;  /* [19, 19] */
    out[419] = 36.32*cse47 + 18.12*cse48 + cse58;  /* [19, 20] */
    out[437] = cse43*q_e_link3_1 - cse44*q_e_link3_2;  /* [20, 17] */
    out[438] = 0.08*cse50 + cse52 - cse54 + 18.12*cse55;  /* [20, 18] */
    out[439] = 36.32*cse45 + 18.12*cse46 + cse49;  /* [20, 19] */
    out[440] = -cse53*q_e_link3_1 - cse56*q_e_link3_2;  /* [20, 20] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 21); lam (Lagrange multipliers, one per constraint row, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 21 row-major, 76 nonzero.
 * 369 operations after common subexpression elimination.
 */
void mg_four_link_rp_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
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
    const double cse0 = 2*q_e_link2_3;
    const double cse1 = q_e_link2_0*q_e_link2_1;
    const double cse2 = cse0*q_e_link2_2 - 2*cse1;
    const double cse3 = 2.6470154933206795*cse2;
    const double cse4 = (q_e_link2_3*q_e_link2_3);
    const double cse5 = (q_e_link2_0*q_e_link2_0);
    const double cse6 = 2*cse4 + 2*cse5 - 1;
    const double cse7 = 2.9988846223421595*cse6;
    const double cse8 = 3.141592653589793*t;
    const double cse9 = cos(cse8);
    const double cse10 = 2*q_e_rotor_2;
    const double cse11 = sin(cse8);
    const double cse12 = 2*q_e_rotor_3;
    const double cse13 = cse10*cse9 + cse11*cse12;
    const double cse14 = (cse13*cse13);
    const double cse15 = 2*q_e_rotor_1;
    const double cse16 = cse15*q_e_rotor_2;
    const double cse17 = cse12*q_e_rotor_0;
    const double cse18 = cse16 + cse17;
    const double cse19 = cse15*q_e_rotor_3;
    const double cse20 = 2*q_e_rotor_0;
    const double cse21 = cse20*q_e_rotor_2;
    const double cse22 = cse19 - cse21;
    const double cse23 = cse11*cse18 - cse22*cse9 + 1;
    const double cse24 = 4*cse11*cse22 + 4*cse18*cse9;
    const double cse25 = cse24/(cse23*cse23*cse23);
    const double cse26 = cse12*cse9;
    const double cse27 = cse10*cse11;
    const double cse28 = cse26 - cse27;
    const double cse29 = (1.0/(cse23*cse23));
    const double cse30 = 4*cse29;
    const double cse31 = cse13*cse30;
    const double cse32 = 4*lam_0 + 8*lam_13 + lam_18;
    const double cse33 = 1.4994423111710797*cse2;
    const double cse34 = -1.3235077466603398*cse6;
    const double cse35 = -cse26 + cse27;
    const double cse36 = 2*cse29;
    const double cse37 = cse28*cse36;
    const double cse38 = cse25*cse35;
    const double cse39 = lam_17*(cse13*cse38 - cse14*cse36 - cse35*cse37);
    const double cse40 = 2*q_e_link2_2;
    const double cse41 = lam_16*(cse0*q_e_link2_1 + cse40*q_e_link2_0);
    const double cse42 = 1.4994423111710797*cse41;
    const double cse43 = 4*lam_15;
    const double cse44 = 4/cse23;
    const double cse45 = cse11*cse44;
    const double cse46 = cse11*cse15 + cse20*cse9;
    const double cse47 = cse24*cse29;
    const double cse48 = cse47*cse9;
    const double cse49 = cse13*cse25;
    const double cse50 = cse15*cse9;
    const double cse51 = cse11*cse20;
    const double cse52 = cse50 - cse51;
    const double cse53 = cse36*cse52;
    const double cse54 = cse42 - cse43 + lam_17*(-cse13*cse53 - cse37*cse46 - cse45 + cse46*cse49 - cse48);
    const double cse55 = 1.3235077466603398*cse41;
    const double cse56 = -cse50 + cse51;
    const double cse57 = cse36*cse46;
    const double cse58 = -cse11*cse47 - cse13*cse57 + cse44*cse9;
    const double cse59 = 4*lam_14;
    const double cse60 = 2*lam_1;
    const double cse61 = cse55 + cse59 - cse60 + lam_17*(-cse37*cse56 + cse49*cse56 + cse58);
    const double cse62 = 1.4994423111710797*q_e_rotor_2 + 1.3235077466603398*q_e_rotor_3;
    const double cse63 = 1.4994423111710797*q_e_rotor_1;
    const double cse64 = -cse63 - 2.6470154933206795*q_e_rotor_0;
    const double cse65 = 2*cse64;
    const double cse66 = -1.3235077466603398*q_e_rotor_1;
    const double cse67 = 2.9988846223421595*q_e_rotor_0;
    const double cse68 = 4*cse66 + 4*cse67;
    const double cse69 = lam_16*(cse40*cse62 - cse65*q_e_link2_1 + cse68*q_e_link2_0);
    const double cse70 = lam_16*(cse0*cse62 - cse65*q_e_link2_0);
    const double cse71 = 2*cse62;
    const double cse72 = lam_16*(cse0*cse64 + cse71*q_e_link2_0);
    const double cse73 = lam_16*(cse40*cse64 + cse68*q_e_link2_3 + cse71*q_e_link2_1);
    const double cse74 = 2.9988846223421595*q_e_link2_2*q_e_link2_3;
    const double cse75 = 2.9988846223421595*cse1;
    const double cse76 = -2.6470154933206795*cse4 - 2.6470154933206795*cse5 + 1.3235077466603398;
    const double cse77 = -cse55 + cse59 + cse60 + lam_17*(-cse35*cse53 + cse38*cse46 + cse58);
    const double cse78 = cse36*cse56;
    const double cse79 = cse42 + cse43 + lam_17*(-cse13*cse78 - cse35*cse57 + cse38*cse56 + cse45 + cse48);
    const double cse80 = -1.3235077466603398*q_e_rotor_2;
    const double cse81 = 1.4994423111710797*q_e_rotor_3;
    const double cse82 = cse80 + cse81;
    const double cse83 = 5.294030986641359*q_e_link2_0;
    const double cse84 = lam_16*(cse40*cse82 + cse67*q_e_link2_1 - cse83*q_e_rotor_0);
    const double cse85 = lam_16*(cse0*cse82 + cse67*q_e_link2_0);
    const double cse86 = 2*cse82;
    const double cse87 = lam_16*(-cse67*q_e_link2_3 + cse86*q_e_link2_0);
    const double cse88 = 5.294030986641359*q_e_link2_3;
    const double cse89 = lam_16*(-cse67*q_e_link2_2 + cse86*q_e_link2_1 - cse88*q_e_rotor_0);
    const double cse90 = (cse46*cse46);
    const double cse91 = cse46*cse56;
    const double cse92 = lam_17*(cse25*cse91 - cse36*cse90 - cse52*cse78);
    const double cse93 = cse66 + 1.4994423111710797*q_e_rotor_0;
    const double cse94 = cse81 - 2.6470154933206795*q_e_rotor_2;
    const double cse95 = 2*cse94;
    const double cse96 = lam_16*(cse40*cse93 - cse83*q_e_rotor_3 - cse95*q_e_link2_1);
    const double cse97 = lam_16*(cse0*cse93 - cse95*q_e_link2_0);
    const double cse98 = 2*cse93;
    const double cse99 = lam_16*(cse0*cse94 + cse98*q_e_link2_0);
    const double cse100 = lam_16*(-cse88*q_e_rotor_3 + cse95*q_e_link2_2 + cse98*q_e_link2_1);
    const double cse101 = 2.9988846223421595*q_e_rotor_2;
    const double cse102 = cse63 + 1.3235077466603398*q_e_rotor_0;
    const double cse103 = 4*cse80 + 11.995538489368638*q_e_rotor_3;
    const double cse104 = lam_16*(-cse101*q_e_link2_1 + cse102*cse40 + cse103*q_e_link2_0);
    const double cse105 = lam_16*(cse0*cse102 - cse101*q_e_link2_0);
    const double cse106 = 2*cse102;
    const double cse107 = lam_16*(cse101*q_e_link2_3 + cse106*q_e_link2_0);
    const double cse108 = lam_16*(cse101*q_e_link2_2 + cse103*q_e_link2_3 + cse106*q_e_link2_1);
    const double cse109 = 2*(q_e_rotor_0*q_e_rotor_0) - 1;
    const double cse110 = cse12*q_e_rotor_2;
    const double cse111 = cse15*q_e_rotor_0;
    const double cse112 = lam_16*(2.9988846223421595*cse109 - 2.6470154933206795*cse110 - 2.6470154933206795*cse111 + 5.997769244684319*(q_e_rotor_3*q_e_rotor_3)) + lam_19;
    const double cse113 = -24.4*lam_11 + 24.4*lam_14;
    const double cse114 = 1.4994423111710797*cse110 - 1.4994423111710797*cse111;
    const double cse115 = 1.3235077466603398*cse109 + 2.6470154933206795*(q_e_rotor_2*q_e_rotor_2);
    const double cse116 = -12.2*lam_12 + 12.2*lam_15;
    const double cse117 = cse116 + lam_16*(-cse114 + cse115);
    const double cse118 = lam_16*(-1.3235077466603398*cse16 + 1.3235077466603398*cse17 + 1.4994423111710797*cse19 + 1.4994423111710797*cse21);
    const double cse119 = 12.2*lam_13;
    const double cse120 = 12.2*lam_10;
    const double cse121 = -cse119 + cse120;
    const double cse122 = cse119 - cse120;
    const double cse123 = cse116 + lam_16*(cse114 - cse115);
    const double cse124 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8;
    const double cse125 = 2*lam_5;
    const double cse126 = 7.4*lam_12 - 7.4*lam_9;
    const double cse127 = -cse125 + cse126;
    const double cse128 = 7.4*lam_10;
    const double cse129 = 7.4*lam_7;
    const double cse130 = -cse128 + cse129;
    const double cse131 = cse128 - cse129;
    const double cse132 = cse125 + cse126;

    memset(out, 0, sizeof(double) * 441);
    out[66] = cse32 + lam_16*(-cse3 + cse7) + lam_17*(cse14*cse25 - cse28*cse31);  /* [3, 3] */
    out[67] = cse39 + lam_16*(-cse33 + cse34);  /* [3, 4] */
    out[68] = cse54;  /* [3, 5] */
    out[69] = cse61;  /* [3, 6] */
    out[73] = cse69;  /* [3, 10] */
    out[74] = cse70;  /* [3, 11] */
    out[75] = cse72;  /* [3, 12] */
    out[76] = cse73;  /* [3, 13] */
    out[87] = cse39 + lam_16*(-cse74 + cse75 + cse76);  /* [4, 3] */
    out[88] = cse32 + lam_17*(cse25*(cse35*cse35) - cse31*cse35);  /* [4, 4] */
    out[89] = cse77;  /* [4, 5] */
    out[90] = cse79;  /* [4, 6] */
    out[94] = cse84;  /* [4, 10] */
    out[95] = cse85;  /* [4, 11] */
    out[96] = cse87;  /* [4, 12] */
    out[97] = cse89;  /* [4, 13] */
    out[108] = cse54;  /* [5, 3] */
    out[109] = cse77;  /* [5, 4] */
    out[110] = -cse3*lam_16 + lam_17*(cse25*cse90 - cse30*cse46*cse52) + lam_18;  /* [5, 5] */
    out[111] = cse92 + lam_16*(cse33 + cse76);  /* [5, 6] */
    out[115] = cse96;  /* [5, 10] */
    out[116] = cse97;  /* [5, 11] */
    out[117] = cse99;  /* [5, 12] */
    out[118] = cse100;  /* [5, 13] */
    out[129] = cse61;  /* [6, 3] */
    out[130] = cse79;  /* [6, 4] */
    out[131] = cse92 + lam_16*(cse34 + cse74 - cse75);  /* [6, 5] */
    out[132] = cse7*lam_16 + lam_17*(cse25*(cse56*cse56) - cse30*cse91) + lam_18;  /* [6, 6] */
    out[136] = cse104;  /* [6, 10] */
    out[137] = cse105;  /* [6, 11] */
    out[138] = cse107;  /* [6, 12] */
    out[139] = cse108;  /* [6, 13] */
    out[213] = cse69;  /* [10, 3] */
    out[214] = cse84;  /* [10, 4] */
    out[215] = cse96;  /* [10, 5] */
    out[216] = cse104;  /* [10, 6] */
    out[220] = cse112 + cse113;  /* [10, 10] */
    out[221] = cse117;  /* [10, 11] */
    out[222] = cse118;  /* [10, 12] */
    out[223] = cse121;  /* [10, 13] */
    out[234] = cse70;  /* [11, 3] */
    out[235] = cse85;  /* [11, 4] */
    out[236] = cse97;  /* [11, 5] */
    out[237] = cse105;  /* [11, 6] */
    out[241] = cse117;  /* [11, 10] */
    out[242] = lam_19;  /* [11, 11] */
    out[243] = cse122;  /* [11, 12] */
    out[244] = cse118;  /* [11, 13] */
    out[255] = cse72;  /* [12, 3] */
    out[256] = cse87;  /* [12, 4] */
    out[257] = cse99;  /* [12, 5] */
    out[258] = cse107;  /* [12, 6] */
    out[262] = cse118;  /* [12, 10] */
    out[263] = cse122;  /* [12, 11] */
    out[264] = cse113 + lam_19;  /* [12, 12] */
    out[265] = cse123;  /* [12, 13] */
    out[276] = cse73;  /* [13, 3] */
    out[277] = cse89;  /* [13, 4] */
    out[278] = cse100;  /* [13, 5] */
    out[279] = cse108;  /* [13, 6] */
    out[283] = cse121;  /* [13, 10] */
    out[284] = cse118;  /* [13, 11] */
    out[285] = cse123;  /* [13, 12] */
    out[286] = cse112;  /* [13, 13] */
    out[374] = cse124;  /* [17, 17] */
    out[375] = cse127;  /* [17, 18] */
    out[377] = cse130;  /* [17, 20] */
    out[395] = cse127;  /* [18, 17] */
    out[396] = lam_20;  /* [18, 18] */
    out[397] = cse131;  /* [18, 19] */
    out[417] = cse131;  /* [19, 18] */
    out[418] = cse124;  /* [19, 19] */
    out[419] = cse132;  /* [19, 20] */
    out[437] = cse130;  /* [20, 17] */
    out[439] = cse132;  /* [20, 19] */
    out[440] = lam_20;  /* [20, 20] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); a (accelerations (time derivative of v), 21); lam (Lagrange multipliers, one per constraint row, 21); t (time); p (parameters, 0); h (step size).
 * Output: out, 42 x 1 row-major, 42 nonzero.
 * 927 operations after common subexpression elimination.
 */
void mg_four_link_rp_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_r_link2_x = q[7];
    const double q_r_link2_y = q[8];
    const double q_r_link2_z = q[9];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_r_link3_x = q[14];
    const double q_r_link3_y = q[15];
    const double q_r_link3_z = q[16];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
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
    const double cse0 = 4*lam_0;
    const double cse1 = 2*q_e_rotor_3;
    const double cse2 = 4*lam_14;
    const double cse3 = 3.141592653589793*t;
    const double cse4 = cos(cse3);
    const double cse5 = 2*q_e_rotor_2;
    const double cse6 = sin(cse3);
    const double cse7 = cse1*cse6 + cse4*cse5;
    const double cse8 = 2*q_e_rotor_1;
    const double cse9 = cse8*q_e_rotor_2;
    const double cse10 = cse1*q_e_rotor_0;
    const double cse11 = cse10 + cse9;
    const double cse12 = cse8*q_e_rotor_3;
    const double cse13 = q_e_rotor_0*q_e_rotor_2;
    const double cse14 = 2*cse13;
    const double cse15 = cse12 - cse14;
    const double cse16 = cse11*cse6 - cse15*cse4 + 1;
    const double cse17 = cse11*cse4 + cse15*cse6;
    const double cse18 = 2*cse17/(cse16*cse16);
    const double cse19 = cse1*cse4;
    const double cse20 = cse5*cse6;
    const double cse21 = 2/cse16;
    const double cse22 = 4*lam_15;
    const double cse23 = 8*lam_13;
    const double cse24 = 8.0*q_e_rotor_1;
    const double cse25 = cse24*q_e_rotor_2;
    const double cse26 = 2*q_e_rotor_0;
    const double cse27 = cse1*v_ed_rotor_2 + cse26*v_ed_rotor_1 - cse5*v_ed_rotor_3 - cse8*v_ed_rotor_0;
    const double cse28 = 8.0*q_e_rotor_2;
    const double cse29 = 8.0*q_e_rotor_0;
    const double cse30 = 8.0*q_e_rotor_3;
    const double cse31 = cse27*(cse24*v_ed_rotor_2 - cse28*v_ed_rotor_1 - cse29*v_ed_rotor_3 + cse30*v_ed_rotor_0);
    const double cse32 = -cse1*v_ed_rotor_1 + cse26*v_ed_rotor_2 - cse5*v_ed_rotor_0 + cse8*v_ed_rotor_3;
    const double cse33 = 4.0*v_ed_rotor_0;
    const double cse34 = 4.0*v_ed_rotor_2;
    const double cse35 = 4.0*v_ed_rotor_1;
    const double cse36 = 4.0*v_ed_rotor_3;
    const double cse37 = cse32*(-cse33*q_e_rotor_3 - cse34*q_e_rotor_1 + cse35*q_e_rotor_2 + cse36*q_e_rotor_0);
    const double cse38 = 2*cse27*(cse24*v_ed_rotor_3 - cse28*v_ed_rotor_0 + cse29*v_ed_rotor_2 - cse30*v_ed_rotor_1) + 2*cse32*(cse33*q_e_rotor_1 - cse34*q_e_rotor_3 - cse35*q_e_rotor_0 + cse36*q_e_rotor_2);
    const double cse39 = 16.0*q_e_rotor_3;
    const double cse40 = -8.0*cse13 - cse39*q_e_rotor_1;
    const double cse41 = (q_e_link2_3*q_e_link2_3);
    const double cse42 = (q_e_link2_0*q_e_link2_0);
    const double cse43 = 2*cse42 - 1;
    const double cse44 = 2*cse41 + cse43;
    const double cse45 = -1.3235077466603398*q_e_rotor_1;
    const double cse46 = 2*q_e_link2_3;
    const double cse47 = cse46*q_e_link2_2;
    const double cse48 = 2*q_e_link2_0;
    const double cse49 = cse48*q_e_link2_1;
    const double cse50 = cse47 - cse49;
    const double cse51 = 1.4994423111710797*q_e_rotor_1;
    const double cse52 = cse46*q_e_link2_1 + cse48*q_e_link2_2;
    const double cse53 = 1.3235077466603398*q_e_rotor_3;
    const double cse54 = 1.4994423111710797*q_e_rotor_2;
    const double cse55 = cse30*q_e_rotor_2 - 16.0*q_e_rotor_0*q_e_rotor_1;
    const double cse56 = (q_e_rotor_1*q_e_rotor_1);
    const double cse57 = (q_e_rotor_2*q_e_rotor_2);
    const double cse58 = 1.3235077466603398*q_e_rotor_0;
    const double cse59 = 1.4994423111710797*q_e_rotor_0;
    const double cse60 = -1.3235077466603398*q_e_rotor_2;
    const double cse61 = 1.4994423111710797*q_e_rotor_3;
    const double cse62 = -16.0*cse13 - cse30*q_e_rotor_1;
    const double cse63 = cse30*q_e_rotor_0;
    const double cse64 = (q_e_rotor_0*q_e_rotor_0);
    const double cse65 = (q_e_rotor_3*q_e_rotor_3);
    const double cse66 = cse26*cse4 + cse6*cse8;
    const double cse67 = cse4*cse8;
    const double cse68 = cse26*cse6;
    const double cse69 = cse29*q_e_rotor_1 - cse39*q_e_rotor_2;
    const double cse70 = 12.2*lam_10;
    const double cse71 = 24.4*lam_14;
    const double cse72 = 12.2*lam_12;
    const double cse73 = 2*q_e_link2_2;
    const double cse74 = 2*v_ed_link2_3;
    const double cse75 = 2*v_ed_link2_0;
    const double cse76 = cse46*v_ed_link2_2 + cse48*v_ed_link2_1 - cse74*q_e_link2_2 - cse75*q_e_link2_1;
    const double cse77 = 24.8*v_ed_link2_1;
    const double cse78 = 24.8*v_ed_link2_3;
    const double cse79 = 24.8*v_ed_link2_0;
    const double cse80 = 24.8*v_ed_link2_2;
    const double cse81 = cse76*(-cse77*q_e_link2_2 - cse78*q_e_link2_0 + cse79*q_e_link2_3 + cse80*q_e_link2_1);
    const double cse82 = 2*q_e_link2_1;
    const double cse83 = -cse46*v_ed_link2_1 + cse48*v_ed_link2_2 + cse74*q_e_link2_1 - cse75*q_e_link2_2;
    const double cse84 = 0.02*v_ed_link2_0;
    const double cse85 = 0.02*v_ed_link2_2;
    const double cse86 = 0.02*v_ed_link2_1;
    const double cse87 = 0.02*v_ed_link2_3;
    const double cse88 = cse83*(-cse84*q_e_link2_3 - cse85*q_e_link2_1 + cse86*q_e_link2_2 + cse87*q_e_link2_0);
    const double cse89 = cse76*(-cse77*q_e_link2_3 + cse78*q_e_link2_1 - cse79*q_e_link2_2 + cse80*q_e_link2_0) + cse83*(cse84*q_e_link2_1 - cse85*q_e_link2_3 - cse86*q_e_link2_0 + cse87*q_e_link2_2);
    const double cse90 = 12.2*lam_13;
    const double cse91 = 12.2*lam_15;
    const double cse92 = 2*cse64 - 1;
    const double cse93 = cse1*q_e_rotor_2;
    const double cse94 = cse8*q_e_rotor_0;
    const double cse95 = 1.4994423111710797*cse65 + 0.7497211555855399*cse92 - 0.6617538733301699*cse93 - 0.6617538733301699*cse94;
    const double cse96 = 4*cse95;
    const double cse97 = -1.3235077466603398*cse57 - 0.6617538733301699*cse92 + 0.7497211555855399*cse93 - 0.7497211555855399*cse94;
    const double cse98 = -cse10 + cse9;
    const double cse99 = 0.7497211555855399*cse12 + 0.7497211555855399*cse14 - 0.6617538733301699*cse98;
    const double cse100 = 49.56*q_e_link2_1*q_e_link2_2;
    const double cse101 = 49.6*q_e_link2_3;
    const double cse102 = 0.04*q_e_link2_0;
    const double cse103 = -cse101*q_e_link2_1 - cse102*q_e_link2_2;
    const double cse104 = 24.4*lam_11;
    const double cse105 = 49.6*q_e_link2_0;
    const double cse106 = 0.04*q_e_link2_3;
    const double cse107 = -cse105*q_e_link2_1 + cse106*q_e_link2_2;
    const double cse108 = (q_e_link2_1*q_e_link2_1);
    const double cse109 = (q_e_link2_2*q_e_link2_2);
    const double cse110 = 49.56*q_e_link2_0*q_e_link2_3;
    const double cse111 = -cse105*q_e_link2_2 - cse106*q_e_link2_1;
    const double cse112 = -cse101*q_e_link2_2 + cse102*q_e_link2_1;
    const double cse113 = (q_e_link3_2*q_e_link3_2);
    const double cse114 = (q_e_link3_1*q_e_link3_1);
    const double cse115 = 7.4*lam_12;
    const double cse116 = 2*q_e_link3_2;
    const double cse117 = 2*v_ed_link3_2;
    const double cse118 = 2*v_ed_link3_1;
    const double cse119 = 2*q_e_link3_1;
    const double cse120 = -cse116*v_ed_link3_3 + cse117*q_e_link3_3 + cse118*q_e_link3_0 - cse119*v_ed_link3_0;
    const double cse121 = 9.08*v_ed_link3_1;
    const double cse122 = 9.08*v_ed_link3_3;
    const double cse123 = 9.08*v_ed_link3_0;
    const double cse124 = 9.08*v_ed_link3_2;
    const double cse125 = cse120*(-cse121*q_e_link3_2 - cse122*q_e_link3_0 + cse123*q_e_link3_3 + cse124*q_e_link3_1);
    const double cse126 = -cse116*v_ed_link3_0 + cse117*q_e_link3_0 - cse118*q_e_link3_3 + cse119*v_ed_link3_3;
    const double cse127 = 0.02*v_ed_link3_0;
    const double cse128 = 0.02*v_ed_link3_2;
    const double cse129 = 0.02*v_ed_link3_1;
    const double cse130 = 0.02*v_ed_link3_3;
    const double cse131 = cse126*(-cse127*q_e_link3_3 - cse128*q_e_link3_1 + cse129*q_e_link3_2 + cse130*q_e_link3_0);
    const double cse132 = cse120*(-cse121*q_e_link3_3 + cse122*q_e_link3_1 - cse123*q_e_link3_2 + cse124*q_e_link3_0) + cse126*(cse127*q_e_link3_1 - cse128*q_e_link3_3 - cse129*q_e_link3_0 + cse130*q_e_link3_2);
    const double cse133 = 2*q_e_link3_3;
    const double cse134 = q_e_link3_0*q_e_link3_1;
    const double cse135 = 0.04*q_e_link3_2;
    const double cse136 = -18.16*cse134 + cse135*q_e_link3_3;
    const double cse137 = 7.4*q_e_link3_3;
    const double cse138 = q_e_link3_1*q_e_link3_3;
    const double cse139 = -cse135*q_e_link3_0 - 18.16*cse138;
    const double cse140 = 18.12*q_e_link3_1*q_e_link3_2;
    const double cse141 = 14.8*lam_11;
    const double cse142 = 7.4*lam_9;
    const double cse143 = 14.8*lam_8;
    const double cse144 = 4*lam_6;
    const double cse145 = 2*q_e_link3_0;
    const double cse146 = 7.4*lam_7;
    const double cse147 = 7.4*lam_10;
    const double cse148 = 18.12*q_e_link3_0*q_e_link3_3;
    const double cse149 = (q_e_link3_3*q_e_link3_3);
    const double cse150 = (q_e_link3_0*q_e_link3_0);
    const double cse151 = 18.16*q_e_link3_2;
    const double cse152 = -0.04*cse138 - cse151*q_e_link3_0;
    const double cse153 = 0.04*cse134 - cse151*q_e_link3_3;
    const double cse154 = 2*cse56 + cse92;
    const double cse155 = (1.0/(h*h));
    const double cse156 = cse116*q_e_link3_3;
    const double cse157 = cse119*q_e_link3_0;
    const double cse158 = 2*cse113 + 2*cse150 - 1;
    const double cse159 = 3.7*cse119*q_e_link3_2 - 3.7*cse145*q_e_link3_3;
    const double cse160 = -q_r_link3_x;
    const double cse161 = 3.7*cse158;
    const double cse162 = -q_r_link3_y;
    const double cse163 = 3.7*cse156 + 3.7*cse157;
    const double cse164 = -q_r_link3_z;
    const double cse165 = -6.1*cse46*q_e_link2_0 + 6.1*cse73*q_e_link2_1;
    const double cse166 = 12.2*cse109 + 6.1*cse43;
    const double cse167 = 6.1*cse47 + 6.1*cse49;

    out[0] = 2.0*a_0 - lam_13 - lam_2;  /* [0, 0] */
    out[1] = 2.0*a_1 - lam_14 - lam_3;  /* [1, 0] */
    out[2] = 2.0*a_2 - lam_15 - lam_4 + 19.62;  /* [2, 0] */
    out[3] = a_3*(16.0*cse56 + 8.0*cse57) + a_4*cse55 + a_5*cse40 + a_6*cse25 + cse0*q_e_rotor_0 - cse1*lam_1 + cse2*q_e_rotor_3 - cse22*q_e_rotor_2 + cse23*q_e_rotor_0 + cse31*cse5 + cse37*cse8 + cse38*q_e_rotor_3 + lam_16*(cse44*(cse45 + 2.9988846223421595*q_e_rotor_0) + cse50*(-cse51 - 2.6470154933206795*q_e_rotor_0) + cse52*(cse53 + cse54)) + lam_17*(-cse18*cse7 + cse21*(cse19 - cse20)) + lam_18*q_e_rotor_0;  /* [3, 0] */
    out[4] = a_3*cse55 + a_4*(16.0*cse64 + 8.0*cse65) + a_5*cse63 + a_6*cse62 + cse0*q_e_rotor_1 + cse1*cse31 + cse2*q_e_rotor_2 + cse22*q_e_rotor_3 + cse23*q_e_rotor_1 - cse26*cse37 - cse38*q_e_rotor_2 + cse5*lam_1 + lam_16*(-cse44*cse58 - cse50*cse59 + cse52*(cse60 + cse61)) + lam_17*(-cse18*(-cse19 + cse20) + cse21*cse7) + lam_18*q_e_rotor_1;  /* [4, 0] */
    out[5] = a_3*cse40 + a_4*cse63 + a_5*(8.0*cse64 + 16.0*cse65) + a_6*cse69 - cse1*cse37 + cse2*q_e_rotor_1 - cse22*q_e_rotor_0 - cse26*cse31 + cse38*q_e_rotor_1 + cse8*lam_1 + lam_16*(-cse44*cse53 + cse50*(cse61 - 2.6470154933206795*q_e_rotor_2) + cse52*(cse45 + cse59)) + lam_17*(-cse18*cse66 + cse21*(cse67 - cse68)) + lam_18*q_e_rotor_2;  /* [5, 0] */
    out[6] = a_3*cse25 + a_4*cse62 + a_5*cse69 + a_6*(8.0*cse56 + 16.0*cse57) + cse2*q_e_rotor_0 + cse22*q_e_rotor_1 - cse26*lam_1 - cse31*cse8 + cse37*cse5 - cse38*q_e_rotor_0 + lam_16*(cse44*(cse60 + 2.9988846223421595*q_e_rotor_3) + cse50*cse54 + cse52*(cse51 + cse58)) + lam_17*(-cse18*(-cse67 + cse68) + cse21*cse66) + lam_18*q_e_rotor_3;  /* [6, 0] */
    out[7] = 1.0*a_7 + lam_10 + lam_13;  /* [7, 0] */
    out[8] = 1.0*a_8 + lam_11 + lam_14;  /* [8, 0] */
    out[9] = 1.0*a_9 + lam_12 + lam_15 + 9.81;  /* [9, 0] */
    out[10] = a_10*(49.6*cse108 + 0.04*cse109) + a_11*cse107 + a_12*cse103 + a_13*cse100 - cse104*q_e_link2_0 + cse46*cse89 + cse70*q_e_link2_3 + cse71*q_e_link2_0 - cse72*q_e_link2_1 + cse73*cse81 + cse82*cse88 - cse90*q_e_link2_3 + cse91*q_e_link2_1 + lam_16*(cse73*cse99 - cse82*cse97 + cse96*q_e_link2_0) + lam_19*q_e_link2_0;  /* [10, 0] */
    out[11] = a_10*cse107 + a_11*(0.04*cse41 + 49.6*cse42) + a_12*cse110 + a_13*cse111 + cse46*cse81 - cse48*cse88 - cse70*q_e_link2_2 - cse72*q_e_link2_0 - cse73*cse89 + cse90*q_e_link2_2 + cse91*q_e_link2_0 + lam_16*(cse46*cse99 - cse48*cse97) + lam_19*q_e_link2_1;  /* [11, 0] */
    out[12] = a_10*cse103 + a_11*cse110 + a_12*(49.6*cse41 + 0.04*cse42) + a_13*cse112 - cse104*q_e_link2_2 - cse46*cse88 - cse48*cse81 - cse70*q_e_link2_1 + cse71*q_e_link2_2 - cse72*q_e_link2_3 + cse82*cse89 + cse90*q_e_link2_1 + cse91*q_e_link2_3 + lam_16*(cse46*cse97 + cse48*cse99) + lam_19*q_e_link2_2;  /* [12, 0] */
    out[13] = a_10*cse100 + a_11*cse111 + a_12*cse112 + a_13*(0.04*cse108 + 49.6*cse109) - cse48*cse89 + cse70*q_e_link2_0 - cse72*q_e_link2_2 + cse73*cse88 - cse81*cse82 - cse90*q_e_link2_0 + cse91*q_e_link2_2 + lam_16*(cse73*cse97 + cse82*cse99 + cse96*q_e_link2_3) + lam_19*q_e_link2_3;  /* [13, 0] */
    out[14] = 1.0*a_14 - lam_10 - lam_7;  /* [14, 0] */
    out[15] = 1.0*a_15 - lam_11 - lam_8;  /* [15, 0] */
    out[16] = 1.0*a_16 - lam_12 - lam_9 + 9.81;  /* [16, 0] */
    out[17] = a_17*(0.04*cse113 + 18.16*cse114) + a_18*cse136 + a_19*cse139 + a_20*cse140 + cse115*q_e_link3_1 + cse116*cse125 + cse119*cse131 - cse119*lam_5 + cse132*cse133 - cse137*lam_10 + cse137*lam_7 + cse141*q_e_link3_0 - cse142*q_e_link3_1 - cse143*q_e_link3_0 + cse144*q_e_link3_0 + lam_20*q_e_link3_0;  /* [17, 0] */
    out[18] = a_17*cse136 + a_18*(0.04*cse149 + 18.16*cse150) + a_19*cse148 + a_20*cse152 + cse115*q_e_link3_0 - cse116*cse132 + cse125*cse133 - cse131*cse145 - cse142*q_e_link3_0 - cse145*lam_5 - cse146*q_e_link3_2 + cse147*q_e_link3_2 + lam_20*q_e_link3_1;  /* [18, 0] */
    out[19] = a_17*cse139 + a_18*cse148 + a_19*(18.16*cse149 + 0.04*cse150) + a_20*cse153 + cse119*cse132 - cse125*cse145 - cse131*cse133 + cse133*lam_5 + cse137*lam_12 - cse137*lam_9 + cse141*q_e_link3_2 - cse143*q_e_link3_2 + cse144*q_e_link3_2 - cse146*q_e_link3_1 + cse147*q_e_link3_1 + lam_20*q_e_link3_2;  /* [19, 0] */
    out[20] = a_17*cse140 + a_18*cse152 + a_19*cse153 + a_20*(18.16*cse113 + 0.04*cse114) + cse115*q_e_link3_2 + cse116*cse131 + cse116*lam_5 - cse119*cse125 - cse132*cse145 - cse142*q_e_link3_2 + cse146*q_e_link3_0 - cse147*q_e_link3_0 + lam_20*q_e_link3_3;  /* [20, 0] */
    out[21] = cse154*cse155;  /* [21, 0] */
    out[22] = cse155*cse98;  /* [22, 0] */
    out[23] = -cse155*q_r_rotor_x;  /* [23, 0] */
    out[24] = -cse155*q_r_rotor_y;  /* [24, 0] */
    out[25] = -cse155*q_r_rotor_z;  /* [25, 0] */
    out[26] = cse155*(cse156 - cse157);  /* [26, 0] */
    out[27] = cse155*cse158;  /* [27, 0] */
    out[28] = cse155*(-cse159 + cse160 - 4);  /* [28, 0] */
    out[29] = cse155*(-cse161 + cse162 - 8.5);  /* [29, 0] */
    out[30] = cse155*(-cse163 + cse164);  /* [30, 0] */
    out[31] = cse155*(cse159 + cse160 - cse165 + q_r_link2_x);  /* [31, 0] */
    out[32] = cse155*(cse161 + cse162 - cse166 + q_r_link2_y);  /* [32, 0] */
    out[33] = cse155*(cse163 + cse164 - cse167 + q_r_link2_z);  /* [33, 0] */
    out[34] = cse155*(2*cse154 + cse165 + q_r_link2_x - q_r_rotor_x);  /* [34, 0] */
    out[35] = cse155*(2*cse11 + cse166 + q_r_link2_y - q_r_rotor_y);  /* [35, 0] */
    out[36] = cse155*(2*cse15 + cse167 + q_r_link2_z - q_r_rotor_z);  /* [36, 0] */
    out[37] = cse155*(cse44*cse95 + cse50*cse97 + cse52*cse99);  /* [37, 0] */
    out[38] = cse155*cse17*cse21;  /* [38, 0] */
    out[39] = cse155*((1.0/2.0)*cse56 + (1.0/2.0)*cse57 + (1.0/2.0)*cse64 + (1.0/2.0)*cse65 - 1.0/2.0);  /* [39, 0] */
    out[40] = cse155*((1.0/2.0)*cse108 + (1.0/2.0)*cse109 + (1.0/2.0)*cse41 + (1.0/2.0)*cse42 - 1.0/2.0);  /* [40, 0] */
    out[41] = cse155*((1.0/2.0)*cse113 + (1.0/2.0)*cse114 + (1.0/2.0)*cse149 + (1.0/2.0)*cse150 - 1.0/2.0);  /* [41, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); a (accelerations (time derivative of v), 21); lam (Lagrange multipliers, one per constraint row, 21); t (time); p (parameters, 0); h (step size).
 * Output: out, 42 x 42 row-major, 297 nonzero.
 * 2405 operations after common subexpression elimination.
 */
void mg_four_link_rp_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
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
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
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
    const double cse0 = (q_e_rotor_2*q_e_rotor_2);
    const double cse1 = 8.0*cse0;
    const double cse2 = 2*q_e_rotor_3;
    const double cse3 = 2*q_e_rotor_0;
    const double cse4 = 2*q_e_rotor_2;
    const double cse5 = 2*q_e_rotor_1;
    const double cse6 = cse2*v_ed_rotor_2 + cse3*v_ed_rotor_1 - cse4*v_ed_rotor_3 - cse5*v_ed_rotor_0;
    const double cse7 = 8.0*q_e_rotor_2;
    const double cse8 = 8.0*q_e_rotor_3;
    const double cse9 = cse8*v_ed_rotor_1;
    const double cse10 = cse7*v_ed_rotor_0;
    const double cse11 = 8.0*q_e_rotor_1;
    const double cse12 = cse11*v_ed_rotor_3;
    const double cse13 = 8.0*q_e_rotor_0;
    const double cse14 = cse13*v_ed_rotor_2;
    const double cse15 = -cse10 + cse12 + cse14 - cse9;
    const double cse16 = -cse2*v_ed_rotor_1 + cse3*v_ed_rotor_2 - cse4*v_ed_rotor_0 + cse5*v_ed_rotor_3;
    const double cse17 = 4.0*cse16;
    const double cse18 = 4.0*v_ed_rotor_2;
    const double cse19 = 4.0*v_ed_rotor_1;
    const double cse20 = 4.0*v_ed_rotor_3;
    const double cse21 = 4.0*v_ed_rotor_0;
    const double cse22 = -cse18*q_e_rotor_3 - cse19*q_e_rotor_0 + cse20*q_e_rotor_2 + cse21*q_e_rotor_1;
    const double cse23 = -cse15*cse5 + cse17*q_e_rotor_1 - cse22*cse4 - cse6*cse7;
    const double cse24 = cse11*q_e_rotor_3;
    const double cse25 = cse16*cse24;
    const double cse26 = 16.0*q_e_rotor_2;
    const double cse27 = cse26*q_e_rotor_3;
    const double cse28 = cse27*cse6;
    const double cse29 = -cse18*q_e_rotor_1 + cse19*q_e_rotor_2 + cse20*q_e_rotor_0 - cse21*q_e_rotor_3;
    const double cse30 = 4*q_e_rotor_2;
    const double cse31 = cse30*q_e_rotor_1;
    const double cse32 = cse29*cse31;
    const double cse33 = cse7*v_ed_rotor_1;
    const double cse34 = cse13*v_ed_rotor_3;
    const double cse35 = cse8*v_ed_rotor_0;
    const double cse36 = cse11*v_ed_rotor_2;
    const double cse37 = -cse33 - cse34 + cse35 + cse36;
    const double cse38 = cse31*cse37;
    const double cse39 = (q_e_rotor_1*q_e_rotor_1);
    const double cse40 = 16.0*cse39;
    const double cse41 = (h*h);
    const double cse42 = 16.0*a_4;
    const double cse43 = 8.0*a_5;
    const double cse44 = cse30*v_ed_rotor_1;
    const double cse45 = cse26*cse6;
    const double cse46 = 4*q_e_rotor_1;
    const double cse47 = cse29*v_ed_rotor_2;
    const double cse48 = 8.0*cse6;
    const double cse49 = 2*cse15;
    const double cse50 = 2*cse22;
    const double cse51 = -cse17*v_ed_rotor_1 + cse48*v_ed_rotor_2 + cse49*v_ed_rotor_1 + cse50*v_ed_rotor_2;
    const double cse52 = q_e_link2_2*q_e_link2_3;
    const double cse53 = q_e_link2_0*q_e_link2_1;
    const double cse54 = 2*cse52 - 2*cse53;
    const double cse55 = 2.6470154933206795*cse54;
    const double cse56 = (q_e_link2_3*q_e_link2_3);
    const double cse57 = (q_e_link2_0*q_e_link2_0);
    const double cse58 = 2*cse56 + 2*cse57 - 1;
    const double cse59 = 2.9988846223421595*cse58;
    const double cse60 = 3.141592653589793*t;
    const double cse61 = cos(cse60);
    const double cse62 = sin(cse60);
    const double cse63 = cse2*cse62 + cse4*cse61;
    const double cse64 = (cse63*cse63);
    const double cse65 = cse5*q_e_rotor_2;
    const double cse66 = cse2*q_e_rotor_0;
    const double cse67 = cse65 + cse66;
    const double cse68 = cse2*q_e_rotor_1;
    const double cse69 = cse3*q_e_rotor_2;
    const double cse70 = cse68 - cse69;
    const double cse71 = -cse61*cse70 + cse62*cse67 + 1;
    const double cse72 = cse61*cse67 + cse62*cse70;
    const double cse73 = 4*cse72;
    const double cse74 = cse73/(cse71*cse71*cse71);
    const double cse75 = cse2*cse61;
    const double cse76 = cse4*cse62;
    const double cse77 = cse75 - cse76;
    const double cse78 = (1.0/(cse71*cse71));
    const double cse79 = 4*cse78;
    const double cse80 = cse63*cse79;
    const double cse81 = 4*lam_0 + 8*lam_13 + lam_18;
    const double cse82 = cse15*cse3 - cse17*q_e_rotor_0 - cse2*cse22 - cse48*q_e_rotor_3;
    const double cse83 = cse11*q_e_rotor_2;
    const double cse84 = cse16*cse83;
    const double cse85 = 16.0*cse0;
    const double cse86 = 4*q_e_rotor_3;
    const double cse87 = cse29*cse86;
    const double cse88 = cse30*q_e_rotor_0;
    const double cse89 = -cse37*cse88 + cse87*q_e_rotor_1;
    const double cse90 = a_3*q_e_rotor_1;
    const double cse91 = cse30*v_ed_rotor_0;
    const double cse92 = cse6*v_ed_rotor_2;
    const double cse93 = 2*cse16*cse29;
    const double cse94 = -cse93;
    const double cse95 = cse29*v_ed_rotor_3;
    const double cse96 = cse17*v_ed_rotor_0 + cse48*v_ed_rotor_3 - cse49*v_ed_rotor_0 + cse50*v_ed_rotor_3;
    const double cse97 = 1.4994423111710797*cse54;
    const double cse98 = -1.3235077466603398*cse58;
    const double cse99 = -cse75 + cse76;
    const double cse100 = 2*cse78;
    const double cse101 = cse100*cse77;
    const double cse102 = lam_17*(-cse100*cse64 - cse101*cse99 + cse63*cse74*cse99);
    const double cse103 = 16.0*q_e_rotor_0;
    const double cse104 = a_5*q_e_rotor_3;
    const double cse105 = -a_4*cse103 - 16.0*cse104;
    const double cse106 = cse7*q_e_rotor_3;
    const double cse107 = cse103*q_e_rotor_1;
    const double cse108 = cse106 - cse107;
    const double cse109 = cse15*cse2 - cse17*q_e_rotor_3 + cse22*cse3 + cse48*q_e_rotor_0;
    const double cse110 = 4*q_e_rotor_0;
    const double cse111 = cse110*q_e_rotor_1;
    const double cse112 = cse111*cse29;
    const double cse113 = -cse45*q_e_rotor_1;
    const double cse114 = 8.0*cse39;
    const double cse115 = cse30*q_e_rotor_3;
    const double cse116 = cse115*cse37;
    const double cse117 = 2*cse37*cse6;
    const double cse118 = -cse117;
    const double cse119 = cse37*v_ed_rotor_3;
    const double cse120 = cse46*v_ed_rotor_0;
    const double cse121 = cse11*cse16;
    const double cse122 = cse17*v_ed_rotor_3 - cse48*v_ed_rotor_0 - cse49*v_ed_rotor_3 - cse50*v_ed_rotor_0;
    const double cse123 = cse43*q_e_rotor_0;
    const double cse124 = a_6*cse11;
    const double cse125 = 2*q_e_link2_1;
    const double cse126 = 2*q_e_link2_0;
    const double cse127 = cse125*q_e_link2_3 + cse126*q_e_link2_2;
    const double cse128 = cse127*lam_16;
    const double cse129 = 1.4994423111710797*cse128;
    const double cse130 = 8.0*a_4;
    const double cse131 = cse130*q_e_rotor_3;
    const double cse132 = 4*lam_15;
    const double cse133 = (1.0/(cse71));
    const double cse134 = 4*cse133;
    const double cse135 = cse134*cse62;
    const double cse136 = cse3*cse61 + cse5*cse62;
    const double cse137 = cse100*cse136;
    const double cse138 = cse73*cse78;
    const double cse139 = cse138*cse61;
    const double cse140 = cse136*cse74;
    const double cse141 = cse5*cse61;
    const double cse142 = cse3*cse62;
    const double cse143 = cse141 - cse142;
    const double cse144 = cse100*cse143;
    const double cse145 = cse124 + cse129 + cse131 - cse132 + lam_17*(-cse135 - cse137*cse77 - cse139 + cse140*cse63 - cse144*cse63);
    const double cse146 = cse7*q_e_rotor_0;
    const double cse147 = 16.0*q_e_rotor_1;
    const double cse148 = cse147*q_e_rotor_3;
    const double cse149 = -cse146 - cse148;
    const double cse150 = cse11*cse6 - cse15*cse4 + cse17*q_e_rotor_2 + cse22*cse5;
    const double cse151 = cse11*q_e_rotor_0;
    const double cse152 = -cse151*cse16;
    const double cse153 = 4*cse39;
    const double cse154 = cse26*q_e_rotor_0;
    const double cse155 = cse154*cse6;
    const double cse156 = 4*cse0;
    const double cse157 = cse37*v_ed_rotor_2;
    const double cse158 = cse46*v_ed_rotor_1;
    const double cse159 = -cse17*v_ed_rotor_2 - cse48*v_ed_rotor_1 + cse49*v_ed_rotor_2 - cse50*v_ed_rotor_1;
    const double cse160 = cse49*cse6;
    const double cse161 = cse16*cse50;
    const double cse162 = -cse160 - cse161;
    const double cse163 = 1.3235077466603398*cse128;
    const double cse164 = -cse141 + cse142;
    const double cse165 = cse164*cse74;
    const double cse166 = cse134*cse61 - cse137*cse63 - cse138*cse62;
    const double cse167 = 4*lam_14;
    const double cse168 = 2*lam_1;
    const double cse169 = cse163 + cse167 - cse168 + lam_17*(-cse101*cse164 + cse165*cse63 + cse166);
    const double cse170 = 1.3235077466603398*q_e_rotor_3;
    const double cse171 = cse170 + 1.4994423111710797*q_e_rotor_2;
    const double cse172 = 2*q_e_link2_2;
    const double cse173 = 1.4994423111710797*q_e_rotor_1;
    const double cse174 = -cse173 - 2.6470154933206795*q_e_rotor_0;
    const double cse175 = -1.3235077466603398*q_e_rotor_1;
    const double cse176 = 2.9988846223421595*q_e_rotor_0;
    const double cse177 = cse175 + cse176;
    const double cse178 = 4*cse177;
    const double cse179 = cse41*lam_16;
    const double cse180 = cse179*(-cse125*cse174 + cse171*cse172 + cse178*q_e_link2_0);
    const double cse181 = 2*q_e_link2_3;
    const double cse182 = cse179*(-cse126*cse174 + cse171*cse181);
    const double cse183 = cse179*(cse126*cse171 + cse174*cse181);
    const double cse184 = cse179*(cse125*cse171 + cse172*cse174 + cse178*q_e_link2_3);
    const double cse185 = -cse2;
    const double cse186 = 8*q_e_rotor_0;
    const double cse187 = -cse30;
    const double cse188 = cse127*cse171 + cse174*cse54 + cse177*cse58;
    const double cse189 = cse100*cse72;
    const double cse190 = 2*cse133;
    const double cse191 = -cse189*cse63 + cse190*cse77;
    const double cse192 = (q_e_rotor_3*q_e_rotor_3);
    const double cse193 = 16.0*cse192;
    const double cse194 = cse8*q_e_rotor_0;
    const double cse195 = cse16*cse194;
    const double cse196 = cse37*cse86;
    const double cse197 = cse196*q_e_rotor_1 - cse29*cse88;
    const double cse198 = 16.0*q_e_rotor_3;
    const double cse199 = cse6*v_ed_rotor_3;
    const double cse200 = 2.9988846223421595*cse52;
    const double cse201 = 2.9988846223421595*cse53;
    const double cse202 = -2.6470154933206795*cse56 - 2.6470154933206795*cse57 + 1.3235077466603398;
    const double cse203 = -a_6*cse26 - 16.0*cse90;
    const double cse204 = 8.0*cse192;
    const double cse205 = (q_e_rotor_0*q_e_rotor_0);
    const double cse206 = 16.0*cse205;
    const double cse207 = cse146*cse16;
    const double cse208 = cse196*q_e_rotor_0;
    const double cse209 = cse87*q_e_rotor_0;
    const double cse210 = 8.0*a_6;
    const double cse211 = cse148*cse6;
    const double cse212 = 4*cse192;
    const double cse213 = 4*cse205;
    const double cse214 = 8.0*a_3;
    const double cse215 = 16.0*a_6;
    const double cse216 = cse110*v_ed_rotor_0;
    const double cse217 = cse13*cse16;
    const double cse218 = cse6*v_ed_rotor_1;
    const double cse219 = cse160 + cse161;
    const double cse220 = -cse163 + cse167 + cse168 + lam_17*(cse140*cse99 - cse144*cse99 + cse166);
    const double cse221 = cse103*cse6*q_e_rotor_3;
    const double cse222 = 8.0*cse205;
    const double cse223 = cse110*v_ed_rotor_1;
    const double cse224 = cse6*v_ed_rotor_0;
    const double cse225 = a_3*cse7;
    const double cse226 = cse100*cse164;
    const double cse227 = cse123 + cse129 + cse132 + cse225 + lam_17*(cse135 - cse137*cse99 + cse139 + cse165*cse99 - cse226*cse63);
    const double cse228 = -cse154 - cse24;
    const double cse229 = -1.3235077466603398*q_e_rotor_2;
    const double cse230 = 1.4994423111710797*q_e_rotor_3;
    const double cse231 = cse229 + cse230;
    const double cse232 = 5.294030986641359*q_e_rotor_0;
    const double cse233 = cse179*(cse172*cse231 + cse176*q_e_link2_1 - cse232*q_e_link2_0);
    const double cse234 = cse179*(cse176*q_e_link2_0 + cse181*cse231);
    const double cse235 = cse179*(cse126*cse231 - cse176*q_e_link2_3);
    const double cse236 = cse179*(cse125*cse231 - cse176*q_e_link2_2 - cse232*q_e_link2_3);
    const double cse237 = 8*q_e_rotor_1;
    const double cse238 = 1.3235077466603398*q_e_rotor_0;
    const double cse239 = cse127*cse231 - cse238*cse58 - cse97*q_e_rotor_0;
    const double cse240 = -cse189*cse99 + cse190*cse63;
    const double cse241 = cse111*cse37;
    const double cse242 = cse115*cse29;
    const double cse243 = cse16*v_ed_rotor_3;
    const double cse244 = cse106*cse16;
    const double cse245 = cse16*v_ed_rotor_2;
    const double cse246 = cse107*cse6;
    const double cse247 = (cse136*cse136);
    const double cse248 = cse136*cse79;
    const double cse249 = lam_17*(-cse100*cse247 + cse136*cse165 - cse143*cse226);
    const double cse250 = cse151 - cse27;
    const double cse251 = cse175 + 1.4994423111710797*q_e_rotor_0;
    const double cse252 = cse230 - 2.6470154933206795*q_e_rotor_2;
    const double cse253 = 5.294030986641359*q_e_rotor_3;
    const double cse254 = cse179*(-cse125*cse252 + cse172*cse251 - cse253*q_e_link2_0);
    const double cse255 = cse179*(-cse126*cse252 + cse181*cse251);
    const double cse256 = cse179*(cse126*cse251 + cse181*cse252);
    const double cse257 = cse179*(cse125*cse251 + cse172*cse252 - cse253*q_e_link2_3);
    const double cse258 = -cse110;
    const double cse259 = cse127*cse251 - cse170*cse58 + cse252*cse54;
    const double cse260 = -cse136*cse189 + cse143*cse190;
    const double cse261 = 2.9988846223421595*q_e_rotor_2;
    const double cse262 = cse173 + cse238;
    const double cse263 = cse229 + 2.9988846223421595*q_e_rotor_3;
    const double cse264 = 4*cse263;
    const double cse265 = cse179*(cse172*cse262 - cse261*q_e_link2_1 + cse264*q_e_link2_0);
    const double cse266 = cse179*(cse181*cse262 - cse261*q_e_link2_0);
    const double cse267 = cse179*(cse126*cse262 + cse261*q_e_link2_3);
    const double cse268 = cse179*(cse125*cse262 + cse261*q_e_link2_2 + cse264*q_e_link2_3);
    const double cse269 = -cse3;
    const double cse270 = cse127*cse262 + cse263*cse58 + cse97*q_e_rotor_2;
    const double cse271 = cse136*cse190 - cse164*cse189;
    const double cse272 = (q_e_link2_2*q_e_link2_2);
    const double cse273 = 0.04*cse272;
    const double cse274 = (q_e_link2_1*q_e_link2_1);
    const double cse275 = 49.6*cse274;
    const double cse276 = 24.8*v_ed_link2_0;
    const double cse277 = 24.8*v_ed_link2_3;
    const double cse278 = 24.8*v_ed_link2_1;
    const double cse279 = 24.8*v_ed_link2_2;
    const double cse280 = -2*cse276*q_e_link2_2 + 2*cse277*q_e_link2_1 - 2*cse278*q_e_link2_3 + 2*cse279*q_e_link2_0;
    const double cse281 = -cse125*v_ed_link2_0 + cse126*v_ed_link2_1 - cse172*v_ed_link2_3 + cse181*v_ed_link2_2;
    const double cse282 = 24.8*cse281;
    const double cse283 = 0.02*v_ed_link2_2;
    const double cse284 = 0.02*v_ed_link2_1;
    const double cse285 = 0.02*v_ed_link2_3;
    const double cse286 = 0.02*v_ed_link2_0;
    const double cse287 = -cse283*q_e_link2_3 - cse284*q_e_link2_0 + cse285*q_e_link2_2 + cse286*q_e_link2_1;
    const double cse288 = 2*cse287;
    const double cse289 = cse125*v_ed_link2_3 + cse126*v_ed_link2_2 - cse172*v_ed_link2_0 - cse181*v_ed_link2_1;
    const double cse290 = 0.02*cse289;
    const double cse291 = -cse280*q_e_link2_1 - cse282*q_e_link2_2 - cse288*q_e_link2_2 + cse290*q_e_link2_1;
    const double cse292 = -cse283*q_e_link2_1 + cse284*q_e_link2_2 + cse285*q_e_link2_0 - cse286*q_e_link2_3;
    const double cse293 = 4*cse292;
    const double cse294 = q_e_link2_1*q_e_link2_2;
    const double cse295 = cse293*cse294;
    const double cse296 = q_e_link2_1*q_e_link2_3;
    const double cse297 = 0.04*cse296;
    const double cse298 = cse289*cse297;
    const double cse299 = cse276*q_e_link2_3 - cse277*q_e_link2_0 - cse278*q_e_link2_2 + cse279*q_e_link2_1;
    const double cse300 = 4*cse299;
    const double cse301 = cse294*cse300;
    const double cse302 = 49.6*cse52;
    const double cse303 = cse281*cse302;
    const double cse304 = 0.04*a_12;
    const double cse305 = 49.6*a_11;
    const double cse306 = 49.6*cse281;
    const double cse307 = cse306*q_e_link2_2;
    const double cse308 = cse293*v_ed_link2_2;
    const double cse309 = cse300*q_e_link2_2;
    const double cse310 = 0.04*cse289;
    const double cse311 = cse310*v_ed_link2_3;
    const double cse312 = cse279*cse281 + cse280*v_ed_link2_1 - cse284*cse289 + cse288*v_ed_link2_2;
    const double cse313 = 2*cse205 - 1;
    const double cse314 = 2*cse192 + cse313;
    const double cse315 = cse2*q_e_rotor_2;
    const double cse316 = cse5*q_e_rotor_0;
    const double cse317 = cse315 + cse316;
    const double cse318 = lam_16*(2.9988846223421595*cse314 - 2.6470154933206795*cse317) + lam_19;
    const double cse319 = -24.4*lam_11 + 24.4*lam_14;
    const double cse320 = cse280*q_e_link2_0 - cse282*q_e_link2_3 - cse288*q_e_link2_3 - cse290*q_e_link2_0;
    const double cse321 = cse294*cse310;
    const double cse322 = 49.6*cse272;
    const double cse323 = q_e_link2_0*q_e_link2_2;
    const double cse324 = cse293*cse296 - cse300*cse323;
    const double cse325 = a_10*q_e_link2_1;
    const double cse326 = a_13*q_e_link2_2;
    const double cse327 = q_e_link2_2*v_ed_link2_2;
    const double cse328 = 2*cse289*cse292;
    const double cse329 = -cse328;
    const double cse330 = cse310*v_ed_link2_2;
    const double cse331 = cse293*v_ed_link2_3;
    const double cse332 = cse277*cse281 - cse280*v_ed_link2_0 + cse286*cse289 + cse288*v_ed_link2_3;
    const double cse333 = cse315 - cse316;
    const double cse334 = 1.4994423111710797*cse333;
    const double cse335 = 2*cse0 + cse313;
    const double cse336 = 1.3235077466603398*cse335;
    const double cse337 = -12.2*lam_12 + 12.2*lam_15;
    const double cse338 = cse337 + lam_16*(-cse334 + cse336);
    const double cse339 = a_11*q_e_link2_0;
    const double cse340 = a_12*q_e_link2_3;
    const double cse341 = -49.6*cse339 - 49.6*cse340;
    const double cse342 = 0.04*cse52;
    const double cse343 = 49.6*cse53;
    const double cse344 = cse342 - cse343;
    const double cse345 = cse126*cse287 + cse280*q_e_link2_3 + cse282*q_e_link2_0 - cse290*q_e_link2_3;
    const double cse346 = cse293*cse53;
    const double cse347 = 0.04*cse274;
    const double cse348 = cse300*cse52;
    const double cse349 = -cse294*cse306;
    const double cse350 = a_10*q_e_link2_2;
    const double cse351 = 0.04*a_11;
    const double cse352 = cse351*q_e_link2_3;
    const double cse353 = a_12*q_e_link2_0;
    const double cse354 = 0.04*cse353;
    const double cse355 = 49.56*q_e_link2_1;
    const double cse356 = 2*cse281*cse299;
    const double cse357 = -cse356;
    const double cse358 = cse293*v_ed_link2_0;
    const double cse359 = cse310*v_ed_link2_1;
    const double cse360 = -cse276*cse281 - cse280*v_ed_link2_3 + cse285*cse289 - cse288*v_ed_link2_0;
    const double cse361 = cse68 + cse69;
    const double cse362 = cse65 - cse66;
    const double cse363 = lam_16*(1.4994423111710797*cse361 - 1.3235077466603398*cse362);
    const double cse364 = 0.04*cse323;
    const double cse365 = 49.6*cse296;
    const double cse366 = -cse364 - cse365;
    const double cse367 = cse355*q_e_link2_2;
    const double cse368 = cse125*cse287 - cse280*q_e_link2_2 + cse282*q_e_link2_1 + cse290*q_e_link2_2;
    const double cse369 = 0.04*cse53;
    const double cse370 = -cse289*cse369;
    const double cse371 = 49.6*cse323;
    const double cse372 = cse281*cse371;
    const double cse373 = q_e_link2_2*v_ed_link2_0;
    const double cse374 = cse310*v_ed_link2_0;
    const double cse375 = cse293*v_ed_link2_1;
    const double cse376 = -cse278*cse281 + cse280*v_ed_link2_2 - cse283*cse289 - cse288*v_ed_link2_1;
    const double cse377 = cse280*cse281;
    const double cse378 = cse288*cse289;
    const double cse379 = -cse377 - cse378;
    const double cse380 = 49.6*a_12;
    const double cse381 = 12.2*lam_13;
    const double cse382 = 12.2*lam_10;
    const double cse383 = -cse381 + cse382;
    const double cse384 = 12.2*q_e_link2_3;
    const double cse385 = 24.4*q_e_link2_0;
    const double cse386 = -cse385;
    const double cse387 = 12.2*q_e_link2_1;
    const double cse388 = -cse387;
    const double cse389 = -cse384;
    const double cse390 = 2.9988846223421595*cse314 - 2.6470154933206795*cse317;
    const double cse391 = 0.7497211555855399*cse333 - 0.6617538733301699*cse335;
    const double cse392 = 0.7497211555855399*cse361 - 0.6617538733301699*cse362;
    const double cse393 = -cse125*cse391 + cse172*cse392 + cse390*q_e_link2_0;
    const double cse394 = 49.6*cse56;
    const double cse395 = q_e_link2_0*q_e_link2_3;
    const double cse396 = cse310*cse395;
    const double cse397 = -cse293*cse323 + cse296*cse300;
    const double cse398 = 49.6*q_e_link2_3;
    const double cse399 = cse281*cse398;
    const double cse400 = cse300*v_ed_link2_1;
    const double cse401 = -49.6*cse325 - 49.6*cse326;
    const double cse402 = 0.04*cse56;
    const double cse403 = 49.6*cse57;
    const double cse404 = cse300*cse395;
    const double cse405 = cse293*cse395;
    const double cse406 = cse289*cse364;
    const double cse407 = 49.6*q_e_link2_0;
    const double cse408 = 0.04*a_13;
    const double cse409 = cse310*q_e_link2_0;
    const double cse410 = cse300*v_ed_link2_0;
    const double cse411 = 49.56*q_e_link2_3;
    const double cse412 = cse411*q_e_link2_0;
    const double cse413 = cse281*cse365;
    const double cse414 = 0.04*a_10;
    const double cse415 = cse300*v_ed_link2_3;
    const double cse416 = cse377 + cse378;
    const double cse417 = cse381 - cse382;
    const double cse418 = cse281*cse407;
    const double cse419 = cse418*q_e_link2_3;
    const double cse420 = 0.04*cse57;
    const double cse421 = 0.04*cse350;
    const double cse422 = cse408*q_e_link2_1;
    const double cse423 = cse300*v_ed_link2_2;
    const double cse424 = -cse297 - cse371;
    const double cse425 = 12.2*q_e_link2_2;
    const double cse426 = -cse425;
    const double cse427 = 12.2*q_e_link2_0;
    const double cse428 = -cse427;
    const double cse429 = -cse126*cse391 + cse181*cse392;
    const double cse430 = cse300*cse53;
    const double cse431 = cse293*cse52;
    const double cse432 = cse293*q_e_link2_3;
    const double cse433 = cse289*cse342;
    const double cse434 = cse281*cse343;
    const double cse435 = cse337 + lam_16*(cse334 - cse336);
    const double cse436 = -cse302 + cse369;
    const double cse437 = 24.4*q_e_link2_2;
    const double cse438 = -cse437;
    const double cse439 = cse126*cse392 + cse181*cse391;
    const double cse440 = cse306*q_e_link2_1;
    const double cse441 = cse300*q_e_link2_1;
    const double cse442 = cse125*cse392 + cse172*cse391 + cse390*q_e_link2_3;
    const double cse443 = (q_e_link3_1*q_e_link3_1);
    const double cse444 = 18.16*cse443;
    const double cse445 = (q_e_link3_2*q_e_link3_2);
    const double cse446 = 0.04*cse445;
    const double cse447 = 9.08*v_ed_link3_1;
    const double cse448 = 9.08*v_ed_link3_0;
    const double cse449 = 9.08*q_e_link3_1;
    const double cse450 = 9.08*v_ed_link3_2;
    const double cse451 = -cse447*q_e_link3_3 - cse448*q_e_link3_2 + cse449*v_ed_link3_3 + cse450*q_e_link3_0;
    const double cse452 = 2*q_e_link3_1;
    const double cse453 = 0.02*v_ed_link3_2;
    const double cse454 = 0.02*v_ed_link3_1;
    const double cse455 = 0.02*q_e_link3_2;
    const double cse456 = 0.02*v_ed_link3_0;
    const double cse457 = -cse453*q_e_link3_3 - cse454*q_e_link3_0 + cse455*v_ed_link3_3 + cse456*q_e_link3_1;
    const double cse458 = 2*q_e_link3_2;
    const double cse459 = 2*q_e_link3_3;
    const double cse460 = 2*q_e_link3_0;
    const double cse461 = -cse452*v_ed_link3_0 - cse458*v_ed_link3_3 + cse459*v_ed_link3_2 + cse460*v_ed_link3_1;
    const double cse462 = 9.08*cse461;
    const double cse463 = cse452*v_ed_link3_3 - cse458*v_ed_link3_0 - cse459*v_ed_link3_1 + cse460*v_ed_link3_2;
    const double cse464 = 0.02*cse463;
    const double cse465 = -cse451*cse452 - cse457*cse458 - cse462*q_e_link3_2 + cse464*q_e_link3_1;
    const double cse466 = 4*q_e_link3_2;
    const double cse467 = q_e_link3_0*v_ed_link3_3;
    const double cse468 = -cse453*q_e_link3_1 + cse455*v_ed_link3_1 - cse456*q_e_link3_3 + 0.02*cse467;
    const double cse469 = cse468*q_e_link3_1;
    const double cse470 = cse466*cse469;
    const double cse471 = -cse447*q_e_link3_2 + cse448*q_e_link3_3 + cse450*q_e_link3_1 - 9.08*cse467;
    const double cse472 = cse466*cse471;
    const double cse473 = cse472*q_e_link3_1;
    const double cse474 = 0.04*q_e_link3_3;
    const double cse475 = cse474*q_e_link3_1;
    const double cse476 = cse463*cse475;
    const double cse477 = 18.16*q_e_link3_3;
    const double cse478 = cse477*q_e_link3_2;
    const double cse479 = cse461*cse478;
    const double cse480 = 0.04*a_19;
    const double cse481 = 18.16*cse461;
    const double cse482 = cse481*q_e_link3_2;
    const double cse483 = 0.04*cse463;
    const double cse484 = q_e_link3_1*v_ed_link3_3;
    const double cse485 = 4*cse468;
    const double cse486 = cse485*q_e_link3_1;
    const double cse487 = 2*cse457;
    const double cse488 = 2*cse451;
    const double cse489 = cse450*cse461 - cse454*cse463 + cse487*v_ed_link3_2 + cse488*v_ed_link3_1;
    const double cse490 = 18.16*a_18;
    const double cse491 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8;
    const double cse492 = cse451*cse460 - cse457*cse459 - cse462*q_e_link3_3 - cse464*q_e_link3_0;
    const double cse493 = cse483*q_e_link3_2;
    const double cse494 = cse493*q_e_link3_1;
    const double cse495 = 18.16*cse445;
    const double cse496 = 4*q_e_link3_0;
    const double cse497 = cse471*cse496;
    const double cse498 = cse485*q_e_link3_3;
    const double cse499 = -cse497*q_e_link3_2 + cse498*q_e_link3_1;
    const double cse500 = a_17*q_e_link3_1;
    const double cse501 = 18.12*q_e_link3_2;
    const double cse502 = 2*cse463*cse468;
    const double cse503 = -cse502;
    const double cse504 = cse483*q_e_link3_1;
    const double cse505 = cse456*cse463 + cse462*v_ed_link3_3 + cse487*v_ed_link3_3 - cse488*v_ed_link3_0;
    const double cse506 = a_19*q_e_link3_3;
    const double cse507 = a_18*q_e_link3_0;
    const double cse508 = -18.16*cse506 - 18.16*cse507;
    const double cse509 = 2*lam_5;
    const double cse510 = 7.4*lam_12 - 7.4*lam_9;
    const double cse511 = -cse509 + cse510;
    const double cse512 = cse474*q_e_link3_2;
    const double cse513 = 18.16*q_e_link3_0;
    const double cse514 = cse513*q_e_link3_1;
    const double cse515 = cse512 - cse514;
    const double cse516 = cse469*cse496;
    const double cse517 = 0.04*cse443;
    const double cse518 = cse472*q_e_link3_3;
    const double cse519 = cse451*cse459 + cse457*cse460 + cse462*q_e_link3_0 - cse464*q_e_link3_3;
    const double cse520 = -cse482*q_e_link3_1;
    const double cse521 = 2*cse461*cse471;
    const double cse522 = -cse521;
    const double cse523 = -cse448*cse461 + cse464*v_ed_link3_3 - cse487*v_ed_link3_0 - cse488*v_ed_link3_3;
    const double cse524 = a_20*q_e_link3_1;
    const double cse525 = cse480*q_e_link3_0;
    const double cse526 = 0.04*a_18;
    const double cse527 = cse526*q_e_link3_3;
    const double cse528 = 0.04*q_e_link3_0;
    const double cse529 = cse528*q_e_link3_2;
    const double cse530 = cse477*q_e_link3_1;
    const double cse531 = -cse529 - cse530;
    const double cse532 = cse501*q_e_link3_1;
    const double cse533 = cse449*cse461 - cse451*cse458 + cse452*cse457 + cse455*cse463;
    const double cse534 = cse528*q_e_link3_1;
    const double cse535 = -cse463*cse534;
    const double cse536 = 4*cse471;
    const double cse537 = cse513*q_e_link3_2;
    const double cse538 = cse461*cse537;
    const double cse539 = 18.16*a_19;
    const double cse540 = cse461*v_ed_link3_0;
    const double cse541 = 18.16*cse540;
    const double cse542 = cse463*v_ed_link3_0;
    const double cse543 = 0.04*cse542;
    const double cse544 = -cse447*cse461 - cse453*cse463 - cse487*v_ed_link3_1 + cse488*v_ed_link3_2;
    const double cse545 = cse461*cse488;
    const double cse546 = cse463*cse487;
    const double cse547 = -cse545 - cse546;
    const double cse548 = 7.4*lam_10;
    const double cse549 = 7.4*lam_7;
    const double cse550 = -cse548 + cse549;
    const double cse551 = -cse452;
    const double cse552 = 7.4*q_e_link3_3;
    const double cse553 = 14.8*q_e_link3_0;
    const double cse554 = -cse553;
    const double cse555 = 7.4*q_e_link3_1;
    const double cse556 = -cse555;
    const double cse557 = -cse552;
    const double cse558 = (q_e_link3_3*q_e_link3_3);
    const double cse559 = 18.16*cse558;
    const double cse560 = cse463*cse474;
    const double cse561 = cse560*q_e_link3_0;
    const double cse562 = cse536*q_e_link3_1;
    const double cse563 = cse468*cse496;
    const double cse564 = cse562*q_e_link3_3 - cse563*q_e_link3_2;
    const double cse565 = cse536*v_ed_link3_1;
    const double cse566 = cse461*cse477;
    const double cse567 = a_20*q_e_link3_2;
    const double cse568 = -18.16*cse500 - 18.16*cse567;
    const double cse569 = (q_e_link3_0*q_e_link3_0);
    const double cse570 = 18.16*cse569;
    const double cse571 = 0.04*cse558;
    const double cse572 = cse497*q_e_link3_3;
    const double cse573 = cse563*q_e_link3_3;
    const double cse574 = cse463*cse529;
    const double cse575 = 0.04*a_20;
    const double cse576 = cse463*cse528;
    const double cse577 = cse536*v_ed_link3_0;
    const double cse578 = 18.12*q_e_link3_0;
    const double cse579 = cse578*q_e_link3_3;
    const double cse580 = cse461*cse530;
    const double cse581 = 0.04*a_17;
    const double cse582 = cse536*q_e_link3_3;
    const double cse583 = cse545 + cse546;
    const double cse584 = cse548 - cse549;
    const double cse585 = cse461*cse513;
    const double cse586 = cse585*q_e_link3_3;
    const double cse587 = 0.04*cse569;
    const double cse588 = cse575*q_e_link3_1;
    const double cse589 = a_18*q_e_link3_3;
    const double cse590 = cse581*q_e_link3_2;
    const double cse591 = -cse475 - cse537;
    const double cse592 = -cse460;
    const double cse593 = 7.4*q_e_link3_2;
    const double cse594 = -cse593;
    const double cse595 = 7.4*q_e_link3_0;
    const double cse596 = -cse595;
    const double cse597 = cse497*q_e_link3_1;
    const double cse598 = cse466*cse468;
    const double cse599 = cse598*q_e_link3_3;
    const double cse600 = cse463*cse512;
    const double cse601 = cse461*cse514;
    const double cse602 = cse509 + cse510;
    const double cse603 = -cse478 + cse534;
    const double cse604 = 14.8*q_e_link3_2;
    const double cse605 = -cse604;
    const double cse606 = cse481*q_e_link3_1;

    memset(out, 0, sizeof(double) * 1764);
    out[0] = 2.0;  /* [0, 0] */
    out[23] = -1;  /* [0, 23] */
    out[34] = -1;  /* [0, 34] */
    out[43] = 2.0;  /* [1, 1] */
    out[66] = -1;  /* [1, 24] */
    out[77] = -1;  /* [1, 35] */
    out[86] = 2.0;  /* [2, 2] */
    out[109] = -1;  /* [2, 25] */
    out[120] = -1;  /* [2, 36] */
    out[129] = cse1 + cse40 + cse41*(cse12*cse16 + cse2*cse51 + cse37*cse44 - cse42*q_e_rotor_1 - cse43*q_e_rotor_2 - cse45*v_ed_rotor_3 + cse46*cse47 + cse81 + lam_16*(-cse55 + cse59) + lam_17*(cse64*cse74 - cse77*cse80)) - h*(-cse2*cse23 + cse25 - cse28 + cse32 + cse38);  /* [3, 3] */
    out[130] = cse108 + cse41*(a_6*cse7 + cse102 + cse105 - cse16*cse36 + cse2*cse96 + cse26*cse92 - cse37*cse91 + cse46*cse95 + 32.0*cse90 - cse94 + lam_16*(-cse97 + cse98)) - h*(-cse2*cse82 + cse6*cse85 - cse84 + cse89);  /* [3, 4] */
    out[131] = cse149 + cse41*(a_3*cse26 - cse118 - cse119*cse30 - cse120*cse29 + cse121*v_ed_rotor_1 + cse122*cse2 - cse123 + cse145 - cse45*v_ed_rotor_1) - h*(-cse109*cse2 - cse112 + cse113 + cse114*cse16 - cse116);  /* [3, 5] */
    out[132] = cse41*(a_4*cse7 - a_5*cse147 - cse121*v_ed_rotor_0 + cse157*cse30 - cse158*cse29 + cse159*cse2 - cse162 + cse169 + cse45*v_ed_rotor_0) + cse83 - h*(-cse150*cse2 + cse152 - cse153*cse29 + cse155 + cse156*cse37);  /* [3, 6] */
    out[136] = cse180;  /* [3, 10] */
    out[137] = cse182;  /* [3, 11] */
    out[138] = cse183;  /* [3, 12] */
    out[139] = cse184;  /* [3, 13] */
    out[147] = cse110;  /* [3, 21] */
    out[148] = cse185;  /* [3, 22] */
    out[160] = cse186;  /* [3, 34] */
    out[161] = cse86;  /* [3, 35] */
    out[162] = cse187;  /* [3, 36] */
    out[163] = cse188;  /* [3, 37] */
    out[164] = cse191;  /* [3, 38] */
    out[165] = q_e_rotor_0;  /* [3, 39] */
    out[171] = cse108 + cse41*(32.0*a_4*q_e_rotor_0 + cse102 - cse110*cse47 - cse16*cse34 + cse196*v_ed_rotor_1 - cse198*cse199 + cse203 - cse4*cse51 + cse43*q_e_rotor_3 - cse93 + lam_16*(-cse200 + cse201 + cse202)) - h*(-cse193*cse6 - cse195 + cse197 + cse23*cse4);  /* [4, 3] */
    out[172] = cse204 + cse206 + cse41*(-a_3*cse103 - cse110*cse95 + cse14*cse16 - cse196*v_ed_rotor_0 + cse198*cse92 - cse210*q_e_rotor_3 - cse4*cse96 + cse81 + lam_17*(cse74*(cse99*cse99) - cse80*cse99)) - h*(cse207 - cse208 - cse209 + cse28 + cse4*cse82);  /* [4, 4] */
    out[173] = cse194 + cse41*(-cse122*cse4 - cse196*v_ed_rotor_3 - cse198*cse218 + cse214*q_e_rotor_3 - cse215*q_e_rotor_0 + cse216*cse29 - cse217*v_ed_rotor_1 - cse219 + cse220) - h*(cse109*cse4 + cse152 - cse211 - cse212*cse37 + cse213*cse29);  /* [4, 5] */
    out[174] = cse228 + cse41*(-cse118 - cse124 - cse159*cse4 + cse196*v_ed_rotor_2 + cse198*cse224 + cse217*v_ed_rotor_0 + cse223*cse29 + cse227 + cse42*q_e_rotor_3) - h*(cse112 + cse116 + cse150*cse4 + cse16*cse222 + cse221);  /* [4, 6] */
    out[178] = cse233;  /* [4, 10] */
    out[179] = cse234;  /* [4, 11] */
    out[180] = cse235;  /* [4, 12] */
    out[181] = cse236;  /* [4, 13] */
    out[189] = cse46;  /* [4, 21] */
    out[190] = cse4;  /* [4, 22] */
    out[202] = cse237;  /* [4, 34] */
    out[203] = cse30;  /* [4, 35] */
    out[204] = cse86;  /* [4, 36] */
    out[205] = cse239;  /* [4, 37] */
    out[206] = cse240;  /* [4, 38] */
    out[207] = q_e_rotor_1;  /* [4, 39] */
    out[213] = cse149 + cse41*(a_5*cse103 + cse103*cse199 - cse117 + cse145 - cse223*cse37 - cse225 - cse243*cse8 + cse5*cse51 - cse87*v_ed_rotor_2) - h*(-cse16*cse204 + cse221 - cse23*cse5 - cse241 - cse242);  /* [5, 3] */
    out[214] = cse194 + cse41*(-a_3*cse198 - cse103*cse92 - cse162 + cse210*q_e_rotor_0 + cse216*cse37 + cse220 + cse245*cse8 + cse5*cse96 - cse87*v_ed_rotor_3) - h*(-cse155 - cse212*cse29 + cse213*cse37 + cse244 - cse5*cse82);  /* [5, 4] */
    out[215] = cse193 + cse222 + cse41*(cse103*cse218 + cse110*cse119 + cse122*cse5 - cse16*cse9 - cse214*q_e_rotor_0 - cse215*q_e_rotor_3 - cse55*lam_16 + cse87*v_ed_rotor_0 + lam_17*(-cse143*cse248 + cse247*cse74) + lam_18) - h*(-cse109*cse5 + cse208 + cse209 + cse246 - cse25);  /* [5, 5] */
    out[216] = cse250 + cse41*(-cse103*cse224 + 32.0*cse104 - cse110*cse157 + cse130*q_e_rotor_0 + cse159*cse5 + cse16*cse35 + cse203 + cse249 + cse87*v_ed_rotor_1 - cse93 + lam_16*(cse202 + cse97)) - h*(-cse150*cse5 + cse195 - cse206*cse6 + cse89);  /* [5, 6] */
    out[220] = cse254;  /* [5, 10] */
    out[221] = cse255;  /* [5, 11] */
    out[222] = cse256;  /* [5, 12] */
    out[223] = cse257;  /* [5, 13] */
    out[232] = cse5;  /* [5, 22] */
    out[245] = cse46;  /* [5, 35] */
    out[246] = cse258;  /* [5, 36] */
    out[247] = cse259;  /* [5, 37] */
    out[248] = cse260;  /* [5, 38] */
    out[249] = q_e_rotor_2;  /* [5, 39] */
    out[255] = cse41*(-a_4*cse26 + a_5*cse11 + cse147*cse199 - cse158*cse37 + cse169 - cse219 + cse243*cse7 - cse3*cse51 + cse30*cse47) + cse83 - h*(-cse153*cse37 + cse156*cse29 + cse211 + cse23*cse3 + cse244);  /* [6, 3] */
    out[256] = cse228 + cse41*(-cse117 + cse120*cse37 - cse131 - cse147*cse92 + cse215*q_e_rotor_1 + cse227 - cse245*cse7 - cse3*cse96 + cse30*cse95) - h*(-cse1*cse16 + cse113 + cse241 + cse242 + cse3*cse82);  /* [6, 4] */
    out[257] = cse250 + cse41*(a_3*cse11 + 32.0*a_6*q_e_rotor_2 + cse105 + cse119*cse46 - cse122*cse3 + cse147*cse218 + cse16*cse33 + cse249 - cse29*cse91 - cse94 + lam_16*(cse200 - cse201 + cse98)) - h*(cse109*cse3 + cse197 + cse40*cse6 + cse84);  /* [6, 5] */
    out[258] = cse114 + cse41*(-a_4*cse11 - a_5*cse26 - cse10*cse16 - cse147*cse224 - cse157*cse46 - cse159*cse3 - cse29*cse44 + cse59*lam_16 + lam_17*((cse164*cse164)*cse74 - cse164*cse248) + lam_18) + cse85 - h*(cse150*cse3 - cse207 - cse246 - cse32 - cse38);  /* [6, 6] */
    out[262] = cse265;  /* [6, 10] */
    out[263] = cse266;  /* [6, 11] */
    out[264] = cse267;  /* [6, 12] */
    out[265] = cse268;  /* [6, 13] */
    out[274] = cse269;  /* [6, 22] */
    out[287] = cse110;  /* [6, 35] */
    out[288] = cse46;  /* [6, 36] */
    out[289] = cse270;  /* [6, 37] */
    out[290] = cse271;  /* [6, 38] */
    out[291] = q_e_rotor_3;  /* [6, 39] */
    out[301] = 1.0;  /* [7, 7] */
    out[325] = 1;  /* [7, 31] */
    out[328] = 1;  /* [7, 34] */
    out[344] = 1.0;  /* [8, 8] */
    out[368] = 1;  /* [8, 32] */
    out[371] = 1;  /* [8, 35] */
    out[387] = 1.0;  /* [9, 9] */
    out[411] = 1;  /* [9, 33] */
    out[414] = 1;  /* [9, 36] */
    out[423] = cse180;  /* [10, 3] */
    out[424] = cse233;  /* [10, 4] */
    out[425] = cse254;  /* [10, 5] */
    out[426] = cse265;  /* [10, 6] */
    out[430] = cse273 + cse275 + cse41*(cse181*cse312 - cse304*q_e_link2_2 - cse305*q_e_link2_1 - cse307*v_ed_link2_3 + cse308*q_e_link2_1 + cse309*v_ed_link2_1 + cse311*q_e_link2_1 + cse318 + cse319) - h*(-cse181*cse291 + cse295 + cse298 + cse301 - cse303);  /* [10, 10] */
    out[431] = cse344 + cse41*(cse181*cse332 + cse306*cse327 - cse309*v_ed_link2_0 + 99.2*cse325 + 49.56*cse326 - cse329 - cse330*q_e_link2_1 + cse331*q_e_link2_1 + cse338 + cse341) - h*(-cse181*cse320 + cse281*cse322 - cse321 + cse324);  /* [10, 11] */
    out[432] = cse366 + cse41*(a_13*cse355 + cse181*cse360 - cse307*v_ed_link2_1 - cse309*v_ed_link2_3 + 0.08*cse350 + cse352 - cse354 - cse357 - cse358*q_e_link2_1 + cse359*q_e_link2_1 + cse363) - h*(-cse181*cse345 + cse289*cse347 - cse346 - cse348 + cse349);  /* [10, 12] */
    out[433] = cse367 + cse41*(cse181*cse376 + cse306*cse373 + cse309*v_ed_link2_2 + cse351*q_e_link2_2 - cse374*q_e_link2_1 - cse375*q_e_link2_1 - cse379 - cse380*q_e_link2_1 + cse383) - h*(-cse181*cse368 + cse272*cse300 - cse274*cse293 + cse370 + cse372);  /* [10, 13] */
    out[451] = cse384;  /* [10, 31] */
    out[452] = cse386;  /* [10, 32] */
    out[453] = cse388;  /* [10, 33] */
    out[454] = cse389;  /* [10, 34] */
    out[455] = cse385;  /* [10, 35] */
    out[456] = cse387;  /* [10, 36] */
    out[457] = cse393;  /* [10, 37] */
    out[460] = q_e_link2_0;  /* [10, 40] */
    out[465] = cse182;  /* [11, 3] */
    out[466] = cse234;  /* [11, 4] */
    out[467] = cse255;  /* [11, 5] */
    out[468] = cse266;  /* [11, 6] */
    out[472] = cse344 + cse41*(-cse172*cse312 - cse308*q_e_link2_0 - cse311*q_e_link2_0 - cse328 + cse338 + 99.2*cse339 + 49.56*cse340 - cse399*v_ed_link2_3 + cse400*q_e_link2_3 + cse401) - h*(cse172*cse291 - cse281*cse394 - cse396 + cse397);  /* [11, 10] */
    out[473] = cse402 + cse403 + cse41*(-a_10*cse407 - cse172*cse332 - cse331*q_e_link2_0 + cse399*v_ed_link2_2 - cse408*q_e_link2_3 + cse409*v_ed_link2_2 - cse410*q_e_link2_3 + lam_19) - h*(cse172*cse320 + cse303 - cse404 - cse405 + cse406);  /* [11, 11] */
    out[474] = cse41*(-a_13*cse407 - cse172*cse360 + cse358*q_e_link2_0 - cse399*v_ed_link2_1 - cse409*v_ed_link2_1 + cse414*q_e_link2_3 - cse415*q_e_link2_3 - cse416 + cse417) + cse412 - h*(cse172*cse345 + cse293*cse57 - cse300*cse56 + cse370 - cse413);  /* [11, 12] */
    out[475] = cse41*(0.08*a_11*q_e_link2_3 - cse172*cse376 + 49.56*cse353 - cse357 + cse363 + cse374*q_e_link2_0 + cse375*q_e_link2_0 + cse399*v_ed_link2_0 + cse421 - cse422 + cse423*q_e_link2_3) + cse424 - h*(cse172*cse368 + cse289*cse420 + cse346 + cse348 + cse419);  /* [11, 13] */
    out[493] = cse426;  /* [11, 31] */
    out[495] = cse428;  /* [11, 33] */
    out[496] = cse425;  /* [11, 34] */
    out[498] = cse427;  /* [11, 36] */
    out[499] = cse429;  /* [11, 37] */
    out[502] = q_e_link2_1;  /* [11, 40] */
    out[507] = cse183;  /* [12, 3] */
    out[508] = cse235;  /* [12, 4] */
    out[509] = cse256;  /* [12, 5] */
    out[510] = cse267;  /* [12, 6] */
    out[514] = cse366 + cse41*(a_11*cse411 + cse125*cse312 - cse311*q_e_link2_3 + 0.08*cse353 - cse356 + cse363 - cse400*q_e_link2_0 + cse418*v_ed_link2_3 - cse421 + cse422 - cse432*v_ed_link2_2) - h*(-cse125*cse291 - cse289*cse402 + cse419 - cse430 - cse431);  /* [12, 10] */
    out[515] = cse41*(-a_10*cse398 + cse125*cse332 + cse330*q_e_link2_3 - cse379 + cse408*q_e_link2_0 + cse410*q_e_link2_0 + cse417 - cse418*v_ed_link2_2 - cse432*v_ed_link2_3) + cse412 - h*(-cse125*cse320 - cse293*cse56 + cse300*cse57 - cse372 + cse433);  /* [12, 11] */
    out[516] = cse394 + cse41*(-a_13*cse398 + cse125*cse360 + cse319 - cse359*q_e_link2_3 - cse414*q_e_link2_0 + cse415*q_e_link2_0 + cse418*v_ed_link2_1 + cse432*v_ed_link2_0 + lam_19) + cse420 - h*(-cse125*cse345 - cse298 + cse404 + cse405 + cse434);  /* [12, 12] */
    out[517] = cse41*(cse125*cse376 - cse328 + 49.56*cse339 + 99.2*cse340 + cse374*q_e_link2_3 + cse401 - cse418*v_ed_link2_0 - cse423*q_e_link2_0 + cse432*v_ed_link2_1 + cse435) + cse436 - h*(-cse125*cse368 - cse281*cse403 + cse324 + cse396);  /* [12, 13] */
    out[535] = cse388;  /* [12, 31] */
    out[536] = cse438;  /* [12, 32] */
    out[537] = cse389;  /* [12, 33] */
    out[538] = cse387;  /* [12, 34] */
    out[539] = cse437;  /* [12, 35] */
    out[540] = cse384;  /* [12, 36] */
    out[541] = cse439;  /* [12, 37] */
    out[544] = q_e_link2_2;  /* [12, 40] */
    out[549] = cse184;  /* [13, 3] */
    out[550] = cse236;  /* [13, 4] */
    out[551] = cse257;  /* [13, 5] */
    out[552] = cse268;  /* [13, 6] */
    out[556] = cse367 + cse41*(-cse126*cse312 + cse293*cse327 + cse304*q_e_link2_1 - cse305*q_e_link2_2 + cse311*q_e_link2_2 + cse383 - cse400*q_e_link2_1 - cse416 + cse440*v_ed_link2_3) - h*(cse126*cse291 + cse272*cse293 - cse274*cse300 + cse413 + cse433);  /* [13, 10] */
    out[557] = cse41*(0.08*a_13*q_e_link2_1 - cse126*cse332 - cse310*cse327 + cse331*q_e_link2_2 + 49.56*cse350 - cse352 + cse354 - cse356 + cse363 + cse410*q_e_link2_1 - cse440*v_ed_link2_2) + cse424 - h*(cse126*cse320 - cse273*cse289 + cse349 + cse430 + cse431);  /* [13, 11] */
    out[558] = cse41*(-cse126*cse360 - cse293*cse373 + 49.56*cse325 + 99.2*cse326 - cse329 + cse341 + cse359*q_e_link2_2 + cse435 + cse440*v_ed_link2_1 + cse441*v_ed_link2_3) + cse436 - h*(cse126*cse345 + cse275*cse281 + cse321 + cse397);  /* [13, 12] */
    out[559] = cse322 + cse347 + cse41*(-cse126*cse376 - cse310*cse373 + cse318 - cse351*q_e_link2_1 - cse375*q_e_link2_2 - cse380*q_e_link2_2 - cse440*v_ed_link2_0 - cse441*v_ed_link2_2) - h*(cse126*cse368 - cse295 - cse301 - cse406 - cse434);  /* [13, 13] */
    out[577] = cse427;  /* [13, 31] */
    out[579] = cse426;  /* [13, 33] */
    out[580] = cse428;  /* [13, 34] */
    out[582] = cse425;  /* [13, 36] */
    out[583] = cse442;  /* [13, 37] */
    out[586] = q_e_link2_3;  /* [13, 40] */
    out[602] = 1.0;  /* [14, 14] */
    out[616] = -1;  /* [14, 28] */
    out[619] = -1;  /* [14, 31] */
    out[645] = 1.0;  /* [15, 15] */
    out[659] = -1;  /* [15, 29] */
    out[662] = -1;  /* [15, 32] */
    out[688] = 1.0;  /* [16, 16] */
    out[702] = -1;  /* [16, 30] */
    out[705] = -1;  /* [16, 33] */
    out[731] = cse41*(cse459*cse489 + cse472*v_ed_link3_1 - cse480*q_e_link3_2 - cse482*v_ed_link3_3 + cse483*cse484 + cse486*v_ed_link3_2 - cse490*q_e_link3_1 + cse491) + cse444 + cse446 - h*(-cse459*cse465 + cse470 + cse473 + cse476 - cse479);  /* [17, 17] */
    out[732] = cse41*(a_20*cse501 + cse459*cse505 - cse472*v_ed_link3_0 + cse482*v_ed_link3_2 + cse484*cse485 + 36.32*cse500 - cse503 - cse504*v_ed_link3_2 + cse508 + cse511) + cse515 - h*(-cse459*cse492 + cse461*cse495 - cse494 + cse499);  /* [17, 18] */
    out[733] = cse41*(0.08*a_17*q_e_link3_2 + cse459*cse523 - cse472*v_ed_link3_3 - cse482*v_ed_link3_1 - cse486*v_ed_link3_0 + cse504*v_ed_link3_1 - cse522 + 18.12*cse524 - cse525 + cse527) + cse531 - h*(-cse459*cse519 + cse463*cse517 - cse516 - cse518 + cse520);  /* [17, 19] */
    out[734] = cse41*(cse459*cse544 + cse472*v_ed_link3_2 - cse486*v_ed_link3_1 + cse526*q_e_link3_2 - cse539*q_e_link3_1 + cse541*q_e_link3_2 - cse543*q_e_link3_1 - cse547 + cse550) + cse532 - h*(-cse443*cse485 + cse445*cse536 - cse459*cse533 + cse535 + cse538);  /* [17, 20] */
    out[740] = cse551;  /* [17, 26] */
    out[741] = cse496;  /* [17, 27] */
    out[742] = cse552;  /* [17, 28] */
    out[743] = cse554;  /* [17, 29] */
    out[744] = cse556;  /* [17, 30] */
    out[745] = cse557;  /* [17, 31] */
    out[746] = cse553;  /* [17, 32] */
    out[747] = cse555;  /* [17, 33] */
    out[755] = q_e_link3_0;  /* [17, 41] */
    out[773] = cse41*(-cse458*cse489 - cse467*cse483 - cse502 + 18.12*cse506 + 36.32*cse507 + cse511 - cse563*v_ed_link3_2 + cse565*q_e_link3_3 - cse566*v_ed_link3_3 + cse568) + cse515 - h*(cse458*cse465 - cse461*cse559 - cse561 + cse564);  /* [18, 17] */
    out[774] = cse41*(-a_17*cse513 - cse458*cse505 - cse563*v_ed_link3_3 + cse566*v_ed_link3_2 - cse575*q_e_link3_3 + cse576*v_ed_link3_2 - cse577*q_e_link3_3 + lam_20) + cse570 + cse571 - h*(cse458*cse492 + cse479 - cse572 - cse573 + cse574);  /* [18, 18] */
    out[775] = cse41*(-a_20*cse513 - cse458*cse523 + cse563*v_ed_link3_0 - cse566*v_ed_link3_1 - cse576*v_ed_link3_1 + cse581*q_e_link3_3 - cse582*v_ed_link3_3 - cse583 + cse584) + cse579 - h*(cse458*cse519 + cse485*cse569 + cse535 - cse536*cse558 - cse580);  /* [18, 19] */
    out[776] = cse41*(a_19*cse578 - cse458*cse544 + cse477*cse540 - cse522 + cse563*v_ed_link3_1 + cse576*v_ed_link3_0 + cse582*v_ed_link3_2 - cse588 + 0.08*cse589 + cse590) + cse591 - h*(cse458*cse533 + cse463*cse587 + cse516 + cse518 + cse586);  /* [18, 20] */
    out[782] = cse592;  /* [18, 26] */
    out[784] = cse594;  /* [18, 28] */
    out[786] = cse596;  /* [18, 30] */
    out[787] = cse593;  /* [18, 31] */
    out[789] = cse595;  /* [18, 33] */
    out[797] = q_e_link3_1;  /* [18, 41] */
    out[815] = cse41*(0.08*a_19*q_e_link3_0 + cse452*cse489 + cse467*cse481 - cse497*v_ed_link3_1 - cse498*v_ed_link3_2 - cse521 - cse560*v_ed_link3_3 + cse588 + 18.12*cse589 - cse590) + cse531 - h*(-cse452*cse465 - cse463*cse571 + cse586 - cse597 - cse599);  /* [19, 17] */
    out[816] = cse41*(-a_17*cse477 + cse452*cse505 + cse497*v_ed_link3_0 - cse498*v_ed_link3_3 - cse547 + cse560*v_ed_link3_2 + cse575*q_e_link3_0 + cse584 - cse585*v_ed_link3_2) + cse579 - h*(-cse452*cse492 - cse485*cse558 + cse536*cse569 - cse538 + cse600);  /* [19, 18] */
    out[817] = cse41*(-a_20*cse477 + cse452*cse523 + cse491 + cse497*v_ed_link3_3 + cse498*v_ed_link3_0 - cse560*v_ed_link3_1 - cse581*q_e_link3_0 + cse585*v_ed_link3_1) + cse559 + cse587 - h*(-cse452*cse519 - cse476 + cse572 + cse573 + cse601);  /* [19, 19] */
    out[818] = cse41*(a_18*cse578 + cse452*cse544 + cse474*cse542 - cse497*v_ed_link3_2 + cse498*v_ed_link3_1 - cse502 + 36.32*cse506 - cse513*cse540 + cse568 + cse602) + cse603 - h*(-cse452*cse533 - cse461*cse570 + cse499 + cse561);  /* [19, 20] */
    out[824] = cse459;  /* [19, 26] */
    out[825] = cse466;  /* [19, 27] */
    out[826] = cse556;  /* [19, 28] */
    out[827] = cse605;  /* [19, 29] */
    out[828] = cse557;  /* [19, 30] */
    out[829] = cse555;  /* [19, 31] */
    out[830] = cse604;  /* [19, 32] */
    out[831] = cse552;  /* [19, 33] */
    out[839] = q_e_link3_2;  /* [19, 41] */
    out[857] = cse41*(-cse460*cse489 + cse480*q_e_link3_1 + cse481*cse484 - cse490*q_e_link3_2 + cse493*v_ed_link3_3 + cse550 - cse565*q_e_link3_1 - cse583 + cse598*v_ed_link3_2) + cse532 - h*(-cse443*cse536 + cse445*cse485 + cse460*cse465 + cse580 + cse600);  /* [20, 17] */
    out[858] = cse41*(a_17*cse501 - cse460*cse505 - cse493*v_ed_link3_2 - cse521 + 0.08*cse524 + cse525 - cse527 + cse577*q_e_link3_1 + cse598*v_ed_link3_3 - cse606*v_ed_link3_2) + cse591 - h*(-cse446*cse463 + cse460*cse492 + cse520 + cse597 + cse599);  /* [20, 18] */
    out[859] = cse41*(-cse460*cse523 + cse484*cse536 + cse493*v_ed_link3_1 + 18.12*cse500 - cse503 + cse508 + 36.32*cse567 - cse598*v_ed_link3_0 + cse602 + cse606*v_ed_link3_1) + cse603 - h*(cse444*cse461 + cse460*cse519 + cse494 + cse564);  /* [20, 19] */
    out[860] = cse41*(-cse460*cse544 - cse526*q_e_link3_1 - cse539*q_e_link3_2 - cse541*q_e_link3_1 - cse543*q_e_link3_2 - cse562*v_ed_link3_2 - cse598*v_ed_link3_1 + lam_20) + cse495 + cse517 - h*(cse460*cse533 - cse470 - cse473 - cse574 - cse601);  /* [20, 20] */
    out[866] = cse458;  /* [20, 26] */
    out[868] = cse595;  /* [20, 28] */
    out[870] = cse594;  /* [20, 30] */
    out[871] = cse596;  /* [20, 31] */
    out[873] = cse593;  /* [20, 33] */
    out[881] = q_e_link3_3;  /* [20, 41] */
    out[885] = cse110;  /* [21, 3] */
    out[886] = cse46;  /* [21, 4] */
    out[927] = cse185;  /* [22, 3] */
    out[928] = cse4;  /* [22, 4] */
    out[929] = cse5;  /* [22, 5] */
    out[930] = cse269;  /* [22, 6] */
    out[966] = -1;  /* [23, 0] */
    out[1009] = -1;  /* [24, 1] */
    out[1052] = -1;  /* [25, 2] */
    out[1109] = cse551;  /* [26, 17] */
    out[1110] = cse592;  /* [26, 18] */
    out[1111] = cse459;  /* [26, 19] */
    out[1112] = cse458;  /* [26, 20] */
    out[1151] = cse496;  /* [27, 17] */
    out[1153] = cse466;  /* [27, 19] */
    out[1190] = -1;  /* [28, 14] */
    out[1193] = cse552;  /* [28, 17] */
    out[1194] = cse594;  /* [28, 18] */
    out[1195] = cse556;  /* [28, 19] */
    out[1196] = cse595;  /* [28, 20] */
    out[1233] = -1;  /* [29, 15] */
    out[1235] = cse554;  /* [29, 17] */
    out[1237] = cse605;  /* [29, 19] */
    out[1276] = -1;  /* [30, 16] */
    out[1277] = cse556;  /* [30, 17] */
    out[1278] = cse596;  /* [30, 18] */
    out[1279] = cse557;  /* [30, 19] */
    out[1280] = cse594;  /* [30, 20] */
    out[1309] = 1;  /* [31, 7] */
    out[1312] = cse384;  /* [31, 10] */
    out[1313] = cse426;  /* [31, 11] */
    out[1314] = cse388;  /* [31, 12] */
    out[1315] = cse427;  /* [31, 13] */
    out[1316] = -1;  /* [31, 14] */
    out[1319] = cse557;  /* [31, 17] */
    out[1320] = cse593;  /* [31, 18] */
    out[1321] = cse555;  /* [31, 19] */
    out[1322] = cse596;  /* [31, 20] */
    out[1352] = 1;  /* [32, 8] */
    out[1354] = cse386;  /* [32, 10] */
    out[1356] = cse438;  /* [32, 12] */
    out[1359] = -1;  /* [32, 15] */
    out[1361] = cse553;  /* [32, 17] */
    out[1363] = cse604;  /* [32, 19] */
    out[1395] = 1;  /* [33, 9] */
    out[1396] = cse388;  /* [33, 10] */
    out[1397] = cse428;  /* [33, 11] */
    out[1398] = cse389;  /* [33, 12] */
    out[1399] = cse426;  /* [33, 13] */
    out[1402] = -1;  /* [33, 16] */
    out[1403] = cse555;  /* [33, 17] */
    out[1404] = cse595;  /* [33, 18] */
    out[1405] = cse552;  /* [33, 19] */
    out[1406] = cse593;  /* [33, 20] */
    out[1428] = -1;  /* [34, 0] */
    out[1431] = cse186;  /* [34, 3] */
    out[1432] = cse237;  /* [34, 4] */
    out[1435] = 1;  /* [34, 7] */
    out[1438] = cse389;  /* [34, 10] */
    out[1439] = cse425;  /* [34, 11] */
    out[1440] = cse387;  /* [34, 12] */
    out[1441] = cse428;  /* [34, 13] */
    out[1471] = -1;  /* [35, 1] */
    out[1473] = cse86;  /* [35, 3] */
    out[1474] = cse30;  /* [35, 4] */
    out[1475] = cse46;  /* [35, 5] */
    out[1476] = cse110;  /* [35, 6] */
    out[1478] = 1;  /* [35, 8] */
    out[1480] = cse385;  /* [35, 10] */
    out[1482] = cse437;  /* [35, 12] */
    out[1514] = -1;  /* [36, 2] */
    out[1515] = cse187;  /* [36, 3] */
    out[1516] = cse86;  /* [36, 4] */
    out[1517] = cse258;  /* [36, 5] */
    out[1518] = cse46;  /* [36, 6] */
    out[1521] = 1;  /* [36, 9] */
    out[1522] = cse387;  /* [36, 10] */
    out[1523] = cse427;  /* [36, 11] */
    out[1524] = cse384;  /* [36, 12] */
    out[1525] = cse425;  /* [36, 13] */
    out[1557] = cse188;  /* [37, 3] */
    out[1558] = cse239;  /* [37, 4] */
    out[1559] = cse259;  /* [37, 5] */
    out[1560] = cse270;  /* [37, 6] */
    out[1564] = cse393;  /* [37, 10] */
    out[1565] = cse429;  /* [37, 11] */
    out[1566] = cse439;  /* [37, 12] */
    out[1567] = cse442;  /* [37, 13] */
    out[1599] = cse191;  /* [38, 3] */
    out[1600] = cse240;  /* [38, 4] */
    out[1601] = cse260;  /* [38, 5] */
    out[1602] = cse271;  /* [38, 6] */
    out[1641] = q_e_rotor_0;  /* [39, 3] */
    out[1642] = q_e_rotor_1;  /* [39, 4] */
    out[1643] = q_e_rotor_2;  /* [39, 5] */
    out[1644] = q_e_rotor_3;  /* [39, 6] */
    out[1690] = q_e_link2_0;  /* [40, 10] */
    out[1691] = q_e_link2_1;  /* [40, 11] */
    out[1692] = q_e_link2_2;  /* [40, 12] */
    out[1693] = q_e_link2_3;  /* [40, 13] */
    out[1739] = q_e_link3_0;  /* [41, 17] */
    out[1740] = q_e_link3_1;  /* [41, 18] */
    out[1741] = q_e_link3_2;  /* [41, 19] */
    out[1742] = q_e_link3_3;  /* [41, 20] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_rp_genalpha_matrix_perm[42] = {23, 25, 30, 28, 41, 26, 27, 29, 16, 20, 18, 14, 7, 0, 9, 2, 19, 17, 15, 33, 31, 40, 34,
    21, 13, 11, 36, 37, 39, 38, 22, 32, 12, 10, 4, 3, 6, 5, 8, 35, 1, 24};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 42, kl = 15, ku = 15, ldab = 46), and in the row-major 42 x 42 matrix. */
static const int mg_four_link_rp_genalpha_matrix_in_band[297] = {628, 43, 1033, 1870, 1915, 1825, 720, 90, 1215, 1640, 1595, 1730, 1685, 1550, 1190, 1505,
    1145, 1100, 1415, 1055, 1820, 1235, 1280, 1370, 1325, 1639, 1594, 1729, 1684, 1549, 1189,
    1504, 1144, 1099, 1414, 1054, 1819, 1234, 1279, 1369, 1324, 1642, 1597, 1732, 1687, 1552,
    1192, 1507, 1147, 1417, 1822, 1237, 1282, 1372, 1327, 1641, 1596, 1731, 1686, 1551, 1191,
    1506, 1146, 1416, 1821, 1236, 1281, 1371, 1326, 582, 942, 1032, 1778, 1463, 1823, 674,
    899, 1214, 1638, 1593, 1728, 1683, 1548, 1188, 1503, 1143, 963, 1458, 918, 1053, 1818,
    1233, 1278, 1008, 1630, 1585, 1720, 1675, 1540, 1180, 1495, 1135, 955, 910, 1045, 1225,
    1270, 1000, 1637, 1592, 1727, 1682, 1547, 1187, 1502, 1142, 962, 1457, 917, 1052, 1817,
    1232, 1277, 1007, 1629, 1584, 1719, 1674, 1539, 1179, 1494, 1134, 954, 909, 1044, 1224,
    1269, 999, 536, 176, 941, 858, 363, 1443, 398, 128, 893, 812, 497, 767, 452, 272, 317,
    182, 362, 137, 947, 1442, 902, 227, 805, 490, 760, 445, 265, 175, 130, 940, 895, 220, 811,
    496, 766, 451, 271, 316, 181, 361, 136, 946, 1441, 901, 226, 804, 489, 759, 444, 264, 174,
    129, 939, 894, 219, 1628, 1583, 1635, 1590, 1725, 1680, 615, 1871, 706, 800, 485, 755,
    440, 801, 756, 528, 798, 483, 753, 438, 847, 802, 757, 392, 797, 482, 752, 437, 590, 1535,
    1175, 1490, 1130, 545, 815, 500, 770, 455, 1771, 1546, 1501, 871, 826, 781, 679, 1534,
    1174, 1489, 1129, 409, 814, 499, 769, 454, 637, 1627, 1582, 592, 1537, 1177, 1492, 1132,
    1869, 1644, 1599, 1734, 1689, 1779, 1554, 1509, 731, 1631, 1586, 1721, 1676, 686, 1541,
    1181, 1496, 1136, 1632, 1587, 1722, 1677, 1542, 1182, 1497, 1137, 1634, 1589, 1724, 1679,
    1633, 1588, 1723, 1678, 1536, 1176, 1491, 1131, 799, 484, 754, 439};
static const int mg_four_link_rp_genalpha_matrix_in_dense[297] = {0, 23, 34, 43, 66, 77, 86, 109, 120, 129, 130, 131, 132, 136, 137, 138, 139, 147, 148,
    160, 161, 162, 163, 164, 165, 171, 172, 173, 174, 178, 179, 180, 181, 189, 190, 202, 203,
    204, 205, 206, 207, 213, 214, 215, 216, 220, 221, 222, 223, 232, 245, 246, 247, 248, 249,
    255, 256, 257, 258, 262, 263, 264, 265, 274, 287, 288, 289, 290, 291, 301, 325, 328, 344,
    368, 371, 387, 411, 414, 423, 424, 425, 426, 430, 431, 432, 433, 451, 452, 453, 454, 455,
    456, 457, 460, 465, 466, 467, 468, 472, 473, 474, 475, 493, 495, 496, 498, 499, 502, 507,
    508, 509, 510, 514, 515, 516, 517, 535, 536, 537, 538, 539, 540, 541, 544, 549, 550, 551,
    552, 556, 557, 558, 559, 577, 579, 580, 582, 583, 586, 602, 616, 619, 645, 659, 662, 688,
    702, 705, 731, 732, 733, 734, 740, 741, 742, 743, 744, 745, 746, 747, 755, 773, 774, 775,
    776, 782, 784, 786, 787, 789, 797, 815, 816, 817, 818, 824, 825, 826, 827, 828, 829, 830,
    831, 839, 857, 858, 859, 860, 866, 868, 870, 871, 873, 881, 885, 886, 927, 928, 929, 930,
    966, 1009, 1052, 1109, 1110, 1111, 1112, 1151, 1153, 1190, 1193, 1194, 1195, 1196, 1233,
    1235, 1237, 1276, 1277, 1278, 1279, 1280, 1309, 1312, 1313, 1314, 1315, 1316, 1319, 1320,
    1321, 1322, 1352, 1354, 1356, 1359, 1361, 1363, 1395, 1396, 1397, 1398, 1399, 1402, 1403,
    1404, 1405, 1406, 1428, 1431, 1432, 1435, 1438, 1439, 1440, 1441, 1471, 1473, 1474, 1475,
    1476, 1478, 1480, 1482, 1514, 1515, 1516, 1517, 1518, 1521, 1522, 1523, 1524, 1525, 1557,
    1558, 1559, 1560, 1564, 1565, 1566, 1567, 1599, 1600, 1601, 1602, 1641, 1642, 1643, 1644,
    1690, 1691, 1692, 1693, 1739, 1740, 1741, 1742};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_four_link_rp_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
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
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
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
    const double cse0 = (q_e_rotor_2*q_e_rotor_2);
    const double cse1 = 8.0*cse0;
    const double cse2 = (q_e_rotor_1*q_e_rotor_1);
    const double cse3 = 16.0*cse2;
    const double cse4 = 2*q_e_rotor_3;
    const double cse5 = 2*q_e_rotor_0;
    const double cse6 = 2*q_e_rotor_2;
    const double cse7 = 2*q_e_rotor_1;
    const double cse8 = cse4*v_ed_rotor_2 + cse5*v_ed_rotor_1 - cse6*v_ed_rotor_3 - cse7*v_ed_rotor_0;
    const double cse9 = 8.0*q_e_rotor_2;
    const double cse10 = 8.0*q_e_rotor_3;
    const double cse11 = cse10*v_ed_rotor_1;
    const double cse12 = cse9*v_ed_rotor_0;
    const double cse13 = 8.0*q_e_rotor_1;
    const double cse14 = cse13*v_ed_rotor_3;
    const double cse15 = 8.0*q_e_rotor_0;
    const double cse16 = cse15*v_ed_rotor_2;
    const double cse17 = -cse11 - cse12 + cse14 + cse16;
    const double cse18 = -cse4*v_ed_rotor_1 + cse5*v_ed_rotor_2 - cse6*v_ed_rotor_0 + cse7*v_ed_rotor_3;
    const double cse19 = 4.0*cse18;
    const double cse20 = 4.0*v_ed_rotor_2;
    const double cse21 = 4.0*v_ed_rotor_1;
    const double cse22 = 4.0*v_ed_rotor_3;
    const double cse23 = 4.0*v_ed_rotor_0;
    const double cse24 = -cse20*q_e_rotor_3 - cse21*q_e_rotor_0 + cse22*q_e_rotor_2 + cse23*q_e_rotor_1;
    const double cse25 = -cse17*cse7 + cse19*q_e_rotor_1 - cse24*cse6 - cse8*cse9;
    const double cse26 = cse10*q_e_rotor_1;
    const double cse27 = cse18*cse26;
    const double cse28 = 16.0*q_e_rotor_2;
    const double cse29 = cse28*q_e_rotor_3;
    const double cse30 = cse29*cse8;
    const double cse31 = -cse20*q_e_rotor_1 + cse21*q_e_rotor_2 + cse22*q_e_rotor_0 - cse23*q_e_rotor_3;
    const double cse32 = 4*q_e_rotor_1;
    const double cse33 = cse32*q_e_rotor_2;
    const double cse34 = cse31*cse33;
    const double cse35 = cse9*v_ed_rotor_1;
    const double cse36 = cse15*v_ed_rotor_3;
    const double cse37 = cse10*v_ed_rotor_0;
    const double cse38 = cse13*v_ed_rotor_2;
    const double cse39 = -cse35 - cse36 + cse37 + cse38;
    const double cse40 = cse33*cse39;
    const double cse41 = 16.0*a_4;
    const double cse42 = 4*q_e_rotor_2;
    const double cse43 = cse42*v_ed_rotor_1;
    const double cse44 = cse8*v_ed_rotor_3;
    const double cse45 = cse31*v_ed_rotor_2;
    const double cse46 = 8.0*cse8;
    const double cse47 = 2*v_ed_rotor_1;
    const double cse48 = 2*cse24;
    const double cse49 = cse17*cse47 - cse19*v_ed_rotor_1 + cse46*v_ed_rotor_2 + cse48*v_ed_rotor_2;
    const double cse50 = q_e_link2_2*q_e_link2_3;
    const double cse51 = 2*q_e_link2_1;
    const double cse52 = 2*cse50 - cse51*q_e_link2_0;
    const double cse53 = 2.6470154933206795*cse52;
    const double cse54 = (q_e_link2_3*q_e_link2_3);
    const double cse55 = (q_e_link2_0*q_e_link2_0);
    const double cse56 = 2*cse54 + 2*cse55 - 1;
    const double cse57 = 2.9988846223421595*cse56;
    const double cse58 = 3.141592653589793*t;
    const double cse59 = cos(cse58);
    const double cse60 = sin(cse58);
    const double cse61 = cse4*cse60 + cse59*cse6;
    const double cse62 = (cse61*cse61);
    const double cse63 = cse6*q_e_rotor_1;
    const double cse64 = cse4*q_e_rotor_0;
    const double cse65 = cse63 + cse64;
    const double cse66 = cse4*q_e_rotor_1;
    const double cse67 = cse6*q_e_rotor_0;
    const double cse68 = cse66 - cse67;
    const double cse69 = -cse59*cse68 + cse60*cse65 + 1;
    const double cse70 = cse59*cse65 + cse60*cse68;
    const double cse71 = 4*cse70;
    const double cse72 = cse71/(cse69*cse69*cse69);
    const double cse73 = cse4*cse59;
    const double cse74 = cse6*cse60;
    const double cse75 = cse73 - cse74;
    const double cse76 = (1.0/(cse69*cse69));
    const double cse77 = 4*cse76;
    const double cse78 = 4*lam_0 + 8*lam_13 + lam_18;
    const double cse79 = -cse10*cse8 + cse17*cse5 - cse19*q_e_rotor_0 - cse24*cse4;
    const double cse80 = cse9*q_e_rotor_1;
    const double cse81 = cse18*cse80;
    const double cse82 = 16.0*cse0;
    const double cse83 = 4*q_e_rotor_0;
    const double cse84 = cse39*cse83;
    const double cse85 = cse32*q_e_rotor_3;
    const double cse86 = cse31*cse85 - cse84*q_e_rotor_2;
    const double cse87 = a_3*q_e_rotor_1;
    const double cse88 = a_6*q_e_rotor_2;
    const double cse89 = cse42*v_ed_rotor_0;
    const double cse90 = cse8*v_ed_rotor_2;
    const double cse91 = 2*cse18*cse31;
    const double cse92 = -cse91;
    const double cse93 = cse31*v_ed_rotor_3;
    const double cse94 = 2*cse17;
    const double cse95 = cse19*v_ed_rotor_0 + cse46*v_ed_rotor_3 + cse48*v_ed_rotor_3 - cse94*v_ed_rotor_0;
    const double cse96 = 1.4994423111710797*cse52;
    const double cse97 = 1.3235077466603398*cse56;
    const double cse98 = -cse97;
    const double cse99 = -cse73 + cse74;
    const double cse100 = 2*cse76;
    const double cse101 = cse100*cse99;
    const double cse102 = cse61*cse99;
    const double cse103 = lam_17*(-cse100*cse62 - cse101*cse75 + cse102*cse72);
    const double cse104 = a_5*q_e_rotor_3;
    const double cse105 = a_4*q_e_rotor_0;
    const double cse106 = -16.0*cse104 - 16.0*cse105;
    const double cse107 = cse9*q_e_rotor_3;
    const double cse108 = 16.0*q_e_rotor_1;
    const double cse109 = cse108*q_e_rotor_0;
    const double cse110 = cse107 - cse109;
    const double cse111 = cse15*cse8 + cse17*cse4 - cse19*q_e_rotor_3 + cse24*cse5;
    const double cse112 = cse31*cse83;
    const double cse113 = cse112*q_e_rotor_1;
    const double cse114 = cse108*cse8;
    const double cse115 = -cse114*q_e_rotor_2;
    const double cse116 = 8.0*cse2;
    const double cse117 = 4*q_e_rotor_3;
    const double cse118 = cse117*q_e_rotor_2;
    const double cse119 = cse118*cse39;
    const double cse120 = 16.0*a_3;
    const double cse121 = 2*cse39*cse8;
    const double cse122 = -cse121;
    const double cse123 = cse39*v_ed_rotor_3;
    const double cse124 = cse8*v_ed_rotor_1;
    const double cse125 = cse32*v_ed_rotor_0;
    const double cse126 = cse13*cse18;
    const double cse127 = cse19*v_ed_rotor_3 - cse46*v_ed_rotor_0 - cse48*v_ed_rotor_0 - cse94*v_ed_rotor_3;
    const double cse128 = a_5*cse15;
    const double cse129 = a_6*cse13;
    const double cse130 = (1.0/(cse69));
    const double cse131 = 4*cse130;
    const double cse132 = cse131*cse60;
    const double cse133 = cse71*cse76;
    const double cse134 = cse133*cse59;
    const double cse135 = cse59*cse7;
    const double cse136 = cse5*cse60;
    const double cse137 = cse135 - cse136;
    const double cse138 = cse5*cse59 + cse60*cse7;
    const double cse139 = cse100*cse138;
    const double cse140 = a_4*cse10;
    const double cse141 = 4*lam_15;
    const double cse142 = q_e_link2_0*q_e_link2_2;
    const double cse143 = 2*cse142 + cse51*q_e_link2_3;
    const double cse144 = cse143*lam_16;
    const double cse145 = 1.4994423111710797*cse144;
    const double cse146 = cse129 + cse140 - cse141 + cse145 + lam_17*(-cse100*cse137*cse61 - cse132 - cse134 + cse138*cse61*cse72 - cse139*cse75);
    const double cse147 = cse9*q_e_rotor_0;
    const double cse148 = cse108*q_e_rotor_3;
    const double cse149 = -cse147 - cse148;
    const double cse150 = cse13*cse8 - cse17*cse6 + cse19*q_e_rotor_2 + cse24*cse7;
    const double cse151 = cse15*q_e_rotor_1;
    const double cse152 = -cse151*cse18;
    const double cse153 = 4*cse31;
    const double cse154 = cse28*q_e_rotor_0;
    const double cse155 = cse154*cse8;
    const double cse156 = 4*cse39;
    const double cse157 = 16.0*a_5;
    const double cse158 = cse39*v_ed_rotor_2;
    const double cse159 = cse8*v_ed_rotor_0;
    const double cse160 = cse32*v_ed_rotor_1;
    const double cse161 = -cse19*v_ed_rotor_2 - cse24*cse47 - cse46*v_ed_rotor_1 + cse94*v_ed_rotor_2;
    const double cse162 = cse8*cse94;
    const double cse163 = cse18*cse48;
    const double cse164 = -cse162 - cse163;
    const double cse165 = 1.3235077466603398*cse144;
    const double cse166 = 4*lam_14;
    const double cse167 = -cse135 + cse136;
    const double cse168 = cse167*cse72;
    const double cse169 = cse100*cse167;
    const double cse170 = cse131*cse59 - cse133*cse60 - cse139*cse61;
    const double cse171 = 2*lam_1;
    const double cse172 = cse165 + cse166 - cse171 + lam_17*(cse168*cse61 - cse169*cse75 + cse170);
    const double cse173 = 1.4994423111710797*q_e_rotor_2;
    const double cse174 = cse173 + 1.3235077466603398*q_e_rotor_3;
    const double cse175 = 2*q_e_link2_2;
    const double cse176 = 1.4994423111710797*q_e_rotor_1;
    const double cse177 = -cse176 - 2.6470154933206795*q_e_rotor_0;
    const double cse178 = -1.3235077466603398*q_e_rotor_1;
    const double cse179 = 2.9988846223421595*q_e_rotor_0;
    const double cse180 = cse178 + cse179;
    const double cse181 = 4*cse180;
    const double cse182 = hq*lam_16;
    const double cse183 = cse182*(cse174*cse175 - cse177*cse51 + cse181*q_e_link2_0);
    const double cse184 = 2*q_e_link2_3;
    const double cse185 = 2*q_e_link2_0;
    const double cse186 = cse182*(cse174*cse184 - cse177*cse185);
    const double cse187 = cse182*(cse174*cse185 + cse177*cse184);
    const double cse188 = cse182*(cse174*cse51 + cse175*cse177 + cse181*q_e_link2_3);
    const double cse189 = -cse4;
    const double cse190 = 8*q_e_rotor_0;
    const double cse191 = -cse42;
    const double cse192 = cse143*cse174 + cse177*cse52 + cse180*cse56;
    const double cse193 = cse100*cse70;
    const double cse194 = 2*cse130;
    const double cse195 = -cse193*cse61 + cse194*cse75;
    const double cse196 = (q_e_rotor_3*q_e_rotor_3);
    const double cse197 = 16.0*cse196;
    const double cse198 = cse10*q_e_rotor_0;
    const double cse199 = cse18*cse198;
    const double cse200 = -cse112*q_e_rotor_2 + cse39*cse85;
    const double cse201 = 16.0*q_e_rotor_3;
    const double cse202 = cse117*v_ed_rotor_1;
    const double cse203 = 2.9988846223421595*cse50;
    const double cse204 = q_e_link2_0*q_e_link2_1;
    const double cse205 = 2.9988846223421595*cse204;
    const double cse206 = -2.6470154933206795*cse54 - 2.6470154933206795*cse55 + 1.3235077466603398;
    const double cse207 = -16.0*cse87 - 16.0*cse88;
    const double cse208 = 8.0*cse196;
    const double cse209 = (q_e_rotor_0*q_e_rotor_0);
    const double cse210 = 16.0*cse209;
    const double cse211 = cse147*cse18;
    const double cse212 = cse84*q_e_rotor_3;
    const double cse213 = cse112*q_e_rotor_3;
    const double cse214 = cse117*v_ed_rotor_0;
    const double cse215 = 16.0*cse90;
    const double cse216 = cse148*cse8;
    const double cse217 = 16.0*a_6;
    const double cse218 = cse15*cse18;
    const double cse219 = cse162 + cse163;
    const double cse220 = cse72*cse99;
    const double cse221 = -cse165 + cse166 + cse171 + lam_17*(-cse101*cse137 + cse138*cse220 + cse170);
    const double cse222 = cse201*cse8*q_e_rotor_0;
    const double cse223 = 8.0*cse209;
    const double cse224 = a_3*cse9;
    const double cse225 = cse128 + cse141 + cse145 + cse224 + lam_17*(-cse101*cse138 + cse132 + cse134 + cse167*cse220 - cse169*cse61);
    const double cse226 = -cse154 - cse26;
    const double cse227 = -1.3235077466603398*q_e_rotor_2;
    const double cse228 = 1.4994423111710797*q_e_rotor_3;
    const double cse229 = cse227 + cse228;
    const double cse230 = 5.294030986641359*q_e_link2_0;
    const double cse231 = cse182*(cse175*cse229 + cse179*q_e_link2_1 - cse230*q_e_rotor_0);
    const double cse232 = cse182*(cse179*q_e_link2_0 + cse184*cse229);
    const double cse233 = cse182*(-cse179*q_e_link2_3 + cse185*cse229);
    const double cse234 = 5.294030986641359*q_e_link2_3;
    const double cse235 = cse182*(-cse179*q_e_link2_2 + cse229*cse51 - cse234*q_e_rotor_0);
    const double cse236 = 8*q_e_rotor_1;
    const double cse237 = 1.4994423111710797*q_e_rotor_0;
    const double cse238 = cse143*cse229 - cse237*cse52 - cse97*q_e_rotor_0;
    const double cse239 = -cse193*cse99 + cse194*cse61;
    const double cse240 = cse84*q_e_rotor_1;
    const double cse241 = cse118*cse31;
    const double cse242 = cse18*v_ed_rotor_3;
    const double cse243 = 16.0*q_e_rotor_0;
    const double cse244 = cse107*cse18;
    const double cse245 = cse18*v_ed_rotor_2;
    const double cse246 = cse109*cse8;
    const double cse247 = (cse138*cse138);
    const double cse248 = cse138*cse77;
    const double cse249 = lam_17*(-cse100*cse247 - cse137*cse169 + cse138*cse168);
    const double cse250 = cse151 - cse29;
    const double cse251 = cse178 + cse237;
    const double cse252 = cse228 - 2.6470154933206795*q_e_rotor_2;
    const double cse253 = cse182*(cse175*cse251 - cse230*q_e_rotor_3 - cse252*cse51);
    const double cse254 = cse182*(cse184*cse251 - cse185*cse252);
    const double cse255 = cse182*(cse184*cse252 + cse185*cse251);
    const double cse256 = cse182*(cse175*cse252 - cse234*q_e_rotor_3 + cse251*cse51);
    const double cse257 = -cse83;
    const double cse258 = cse143*cse251 + cse252*cse52 - cse97*q_e_rotor_3;
    const double cse259 = cse137*cse194 - cse138*cse193;
    const double cse260 = 2.9988846223421595*q_e_rotor_2;
    const double cse261 = cse176 + 1.3235077466603398*q_e_rotor_0;
    const double cse262 = cse227 + 2.9988846223421595*q_e_rotor_3;
    const double cse263 = 4*cse262;
    const double cse264 = cse182*(cse175*cse261 - cse260*q_e_link2_1 + cse263*q_e_link2_0);
    const double cse265 = cse182*(cse184*cse261 - cse260*q_e_link2_0);
    const double cse266 = cse182*(cse185*cse261 + cse260*q_e_link2_3);
    const double cse267 = cse182*(cse260*q_e_link2_2 + cse261*cse51 + cse263*q_e_link2_3);
    const double cse268 = -cse5;
    const double cse269 = cse143*cse261 + cse173*cse52 + cse262*cse56;
    const double cse270 = cse138*cse194 - cse167*cse193;
    const double cse271 = (q_e_link2_2*q_e_link2_2);
    const double cse272 = 0.04*cse271;
    const double cse273 = (q_e_link2_1*q_e_link2_1);
    const double cse274 = 49.6*cse273;
    const double cse275 = 24.8*v_ed_link2_0;
    const double cse276 = 24.8*v_ed_link2_3;
    const double cse277 = 24.8*v_ed_link2_1;
    const double cse278 = 24.8*v_ed_link2_2;
    const double cse279 = -cse275*q_e_link2_2 + cse276*q_e_link2_1 - cse277*q_e_link2_3 + cse278*q_e_link2_0;
    const double cse280 = 2*v_ed_link2_2;
    const double cse281 = -cse175*v_ed_link2_3 + cse185*v_ed_link2_1 + cse280*q_e_link2_3 - cse51*v_ed_link2_0;
    const double cse282 = 24.8*cse281;
    const double cse283 = 0.02*q_e_link2_3;
    const double cse284 = 0.02*v_ed_link2_1;
    const double cse285 = 0.02*v_ed_link2_3;
    const double cse286 = 0.02*q_e_link2_1;
    const double cse287 = -cse283*v_ed_link2_2 - cse284*q_e_link2_0 + cse285*q_e_link2_2 + cse286*v_ed_link2_0;
    const double cse288 = -cse175*v_ed_link2_0 - cse184*v_ed_link2_1 + cse185*v_ed_link2_2 + cse51*v_ed_link2_3;
    const double cse289 = -cse175*cse287 - cse279*cse51 - cse282*q_e_link2_2 + cse286*cse288;
    const double cse290 = -cse283*v_ed_link2_0 + cse284*q_e_link2_2 + cse285*q_e_link2_0 - cse286*v_ed_link2_2;
    const double cse291 = 4*cse290;
    const double cse292 = cse291*q_e_link2_1;
    const double cse293 = cse292*q_e_link2_2;
    const double cse294 = 0.04*q_e_link2_1;
    const double cse295 = cse294*q_e_link2_3;
    const double cse296 = cse288*cse295;
    const double cse297 = cse275*q_e_link2_3 - cse276*q_e_link2_0 - cse277*q_e_link2_2 + cse278*q_e_link2_1;
    const double cse298 = 4*cse297;
    const double cse299 = cse298*q_e_link2_1;
    const double cse300 = cse299*q_e_link2_2;
    const double cse301 = 49.6*cse50;
    const double cse302 = cse281*cse301;
    const double cse303 = 0.04*a_12;
    const double cse304 = 49.6*q_e_link2_1;
    const double cse305 = 49.6*q_e_link2_2;
    const double cse306 = cse281*cse305;
    const double cse307 = cse291*v_ed_link2_2;
    const double cse308 = cse298*v_ed_link2_1;
    const double cse309 = cse288*cse294;
    const double cse310 = 2*cse279;
    const double cse311 = cse280*cse287 + cse282*v_ed_link2_2 - cse284*cse288 + cse310*v_ed_link2_1;
    const double cse312 = 2*cse209 - 1;
    const double cse313 = 2*cse196 + cse312;
    const double cse314 = cse6*q_e_rotor_3;
    const double cse315 = cse5*q_e_rotor_1;
    const double cse316 = cse314 + cse315;
    const double cse317 = lam_16*(2.9988846223421595*cse313 - 2.6470154933206795*cse316) + lam_19;
    const double cse318 = -24.4*lam_11 + 24.4*lam_14;
    const double cse319 = 2*cse287;
    const double cse320 = 0.02*cse288;
    const double cse321 = -cse282*q_e_link2_3 + cse310*q_e_link2_0 - cse319*q_e_link2_3 - cse320*q_e_link2_0;
    const double cse322 = cse309*q_e_link2_2;
    const double cse323 = 49.6*cse271;
    const double cse324 = -cse142*cse298 + cse292*q_e_link2_3;
    const double cse325 = a_10*q_e_link2_1;
    const double cse326 = a_13*q_e_link2_2;
    const double cse327 = cse298*v_ed_link2_0;
    const double cse328 = 2*cse288*cse290;
    const double cse329 = -cse328;
    const double cse330 = cse291*v_ed_link2_3;
    const double cse331 = cse282*v_ed_link2_3 - cse310*v_ed_link2_0 + cse319*v_ed_link2_3 + cse320*v_ed_link2_0;
    const double cse332 = a_11*q_e_link2_0;
    const double cse333 = a_12*q_e_link2_3;
    const double cse334 = -49.6*cse332 - 49.6*cse333;
    const double cse335 = cse314 - cse315;
    const double cse336 = 1.4994423111710797*cse335;
    const double cse337 = 2*cse0 + cse312;
    const double cse338 = 1.3235077466603398*cse337;
    const double cse339 = -12.2*lam_12 + 12.2*lam_15;
    const double cse340 = cse339 + lam_16*(-cse336 + cse338);
    const double cse341 = cse304*q_e_link2_0;
    const double cse342 = 0.04*cse50;
    const double cse343 = -cse341 + cse342;
    const double cse344 = cse185*cse287 + cse282*q_e_link2_0 - cse283*cse288 + cse310*q_e_link2_3;
    const double cse345 = cse204*cse291;
    const double cse346 = 0.04*cse273;
    const double cse347 = cse298*cse50;
    const double cse348 = cse281*cse304;
    const double cse349 = -cse348*q_e_link2_2;
    const double cse350 = 0.04*a_11;
    const double cse351 = cse350*q_e_link2_3;
    const double cse352 = 0.04*q_e_link2_0;
    const double cse353 = a_12*cse352;
    const double cse354 = 49.56*q_e_link2_1;
    const double cse355 = 2*cse281*cse297;
    const double cse356 = -cse355;
    const double cse357 = cse291*v_ed_link2_0;
    const double cse358 = cse298*v_ed_link2_3;
    const double cse359 = -cse282*v_ed_link2_0 + cse285*cse288 - cse310*v_ed_link2_3 - cse319*v_ed_link2_0;
    const double cse360 = cse66 + cse67;
    const double cse361 = cse63 - cse64;
    const double cse362 = lam_16*(1.4994423111710797*cse360 - 1.3235077466603398*cse361);
    const double cse363 = 0.04*cse142;
    const double cse364 = cse304*q_e_link2_3;
    const double cse365 = -cse363 - cse364;
    const double cse366 = cse354*q_e_link2_2;
    const double cse367 = cse282*q_e_link2_1 + cse287*cse51 - cse310*q_e_link2_2 + cse320*q_e_link2_2;
    const double cse368 = 0.04*cse204;
    const double cse369 = -cse288*cse368;
    const double cse370 = 49.6*cse142;
    const double cse371 = cse281*cse370;
    const double cse372 = cse298*v_ed_link2_2;
    const double cse373 = cse291*v_ed_link2_1;
    const double cse374 = -cse277*cse281 + cse310*v_ed_link2_2 - cse319*v_ed_link2_1 - cse320*v_ed_link2_2;
    const double cse375 = cse281*cse310;
    const double cse376 = cse288*cse319;
    const double cse377 = -cse375 - cse376;
    const double cse378 = 12.2*lam_13;
    const double cse379 = 12.2*lam_10;
    const double cse380 = -cse378 + cse379;
    const double cse381 = 12.2*q_e_link2_3;
    const double cse382 = 24.4*q_e_link2_0;
    const double cse383 = -cse382;
    const double cse384 = 12.2*q_e_link2_1;
    const double cse385 = -cse384;
    const double cse386 = -cse381;
    const double cse387 = 2.9988846223421595*cse313 - 2.6470154933206795*cse316;
    const double cse388 = 0.7497211555855399*cse335 - 0.6617538733301699*cse337;
    const double cse389 = 0.7497211555855399*cse360 - 0.6617538733301699*cse361;
    const double cse390 = cse175*cse389 + cse387*q_e_link2_0 - cse388*cse51;
    const double cse391 = 49.6*cse54;
    const double cse392 = q_e_link2_0*q_e_link2_3;
    const double cse393 = 0.04*cse288;
    const double cse394 = cse392*cse393;
    const double cse395 = -cse142*cse291 + cse299*q_e_link2_3;
    const double cse396 = cse288*cse352;
    const double cse397 = 49.6*cse281;
    const double cse398 = cse397*q_e_link2_3;
    const double cse399 = 49.56*a_12;
    const double cse400 = -49.6*cse325 - 49.6*cse326;
    const double cse401 = cse298*cse392;
    const double cse402 = cse291*cse392;
    const double cse403 = cse288*cse363;
    const double cse404 = 0.04*cse54;
    const double cse405 = 49.6*cse55;
    const double cse406 = 49.6*a_10;
    const double cse407 = 0.04*a_13;
    const double cse408 = cse291*q_e_link2_0;
    const double cse409 = 49.56*cse392;
    const double cse410 = cse281*cse364;
    const double cse411 = 0.04*a_10;
    const double cse412 = 49.6*a_13;
    const double cse413 = cse375 + cse376;
    const double cse414 = cse378 - cse379;
    const double cse415 = cse392*cse397;
    const double cse416 = 0.04*cse55;
    const double cse417 = cse411*q_e_link2_2;
    const double cse418 = cse407*q_e_link2_1;
    const double cse419 = -cse295 - cse370;
    const double cse420 = 12.2*q_e_link2_2;
    const double cse421 = -cse420;
    const double cse422 = 12.2*q_e_link2_0;
    const double cse423 = -cse422;
    const double cse424 = cse184*cse389 - cse185*cse388;
    const double cse425 = cse204*cse298;
    const double cse426 = cse291*cse50;
    const double cse427 = 49.56*a_11;
    const double cse428 = cse393*q_e_link2_3;
    const double cse429 = cse397*q_e_link2_0;
    const double cse430 = cse288*cse342;
    const double cse431 = cse281*cse341;
    const double cse432 = cse339 + lam_16*(cse336 - cse338);
    const double cse433 = -cse301 + cse368;
    const double cse434 = 24.4*q_e_link2_2;
    const double cse435 = -cse434;
    const double cse436 = cse184*cse388 + cse185*cse389;
    const double cse437 = cse393*q_e_link2_2;
    const double cse438 = 49.56*a_10;
    const double cse439 = cse175*cse388 + cse387*q_e_link2_3 + cse389*cse51;
    const double cse440 = (q_e_link3_1*q_e_link3_1);
    const double cse441 = 18.16*cse440;
    const double cse442 = (q_e_link3_2*q_e_link3_2);
    const double cse443 = 0.04*cse442;
    const double cse444 = 9.08*v_ed_link3_1;
    const double cse445 = 9.08*v_ed_link3_0;
    const double cse446 = 9.08*q_e_link3_1;
    const double cse447 = 9.08*q_e_link3_0;
    const double cse448 = -cse444*q_e_link3_3 - cse445*q_e_link3_2 + cse446*v_ed_link3_3 + cse447*v_ed_link3_2;
    const double cse449 = 2*q_e_link3_1;
    const double cse450 = 0.02*v_ed_link3_2;
    const double cse451 = 0.02*q_e_link3_0;
    const double cse452 = 0.02*q_e_link3_2;
    const double cse453 = 0.02*v_ed_link3_0;
    const double cse454 = -cse450*q_e_link3_3 - cse451*v_ed_link3_1 + cse452*v_ed_link3_3 + cse453*q_e_link3_1;
    const double cse455 = 2*q_e_link3_2;
    const double cse456 = 2*q_e_link3_3;
    const double cse457 = 2*q_e_link3_0;
    const double cse458 = -cse449*v_ed_link3_0 - cse455*v_ed_link3_3 + cse456*v_ed_link3_2 + cse457*v_ed_link3_1;
    const double cse459 = 9.08*cse458;
    const double cse460 = cse449*v_ed_link3_3 - cse455*v_ed_link3_0 - cse456*v_ed_link3_1 + cse457*v_ed_link3_2;
    const double cse461 = 0.02*cse460;
    const double cse462 = -cse448*cse449 - cse454*cse455 - cse459*q_e_link3_2 + cse461*q_e_link3_1;
    const double cse463 = -cse450*q_e_link3_1 + cse451*v_ed_link3_3 + cse452*v_ed_link3_1 - cse453*q_e_link3_3;
    const double cse464 = 4*q_e_link3_2;
    const double cse465 = cse463*cse464;
    const double cse466 = cse465*q_e_link3_1;
    const double cse467 = -cse444*q_e_link3_2 + cse445*q_e_link3_3 + cse446*v_ed_link3_2 - cse447*v_ed_link3_3;
    const double cse468 = cse464*cse467;
    const double cse469 = cse468*q_e_link3_1;
    const double cse470 = 0.04*q_e_link3_1;
    const double cse471 = cse470*q_e_link3_3;
    const double cse472 = cse460*cse471;
    const double cse473 = 18.16*q_e_link3_2;
    const double cse474 = cse473*q_e_link3_3;
    const double cse475 = cse458*cse474;
    const double cse476 = 0.04*a_19;
    const double cse477 = cse458*cse473;
    const double cse478 = cse460*v_ed_link3_3;
    const double cse479 = 4*cse463;
    const double cse480 = cse479*q_e_link3_1;
    const double cse481 = 2*cse454;
    const double cse482 = 2*cse448;
    const double cse483 = cse459*v_ed_link3_2 - cse461*v_ed_link3_1 + cse481*v_ed_link3_2 + cse482*v_ed_link3_1;
    const double cse484 = 18.16*q_e_link3_1;
    const double cse485 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8;
    const double cse486 = cse448*cse457 - cse451*cse460 - cse454*cse456 - cse459*q_e_link3_3;
    const double cse487 = cse460*cse470*q_e_link3_2;
    const double cse488 = 18.16*cse442;
    const double cse489 = -cse468*q_e_link3_0 + cse480*q_e_link3_3;
    const double cse490 = a_17*q_e_link3_1;
    const double cse491 = 18.12*q_e_link3_2;
    const double cse492 = 2*cse460*cse463;
    const double cse493 = -cse492;
    const double cse494 = cse460*v_ed_link3_2;
    const double cse495 = 2*v_ed_link3_0;
    const double cse496 = -cse448*cse495 + cse453*cse460 + cse459*v_ed_link3_3 + cse481*v_ed_link3_3;
    const double cse497 = 2*lam_5;
    const double cse498 = 7.4*lam_12 - 7.4*lam_9;
    const double cse499 = -cse497 + cse498;
    const double cse500 = a_18*q_e_link3_0;
    const double cse501 = a_19*q_e_link3_3;
    const double cse502 = -18.16*cse500 - 18.16*cse501;
    const double cse503 = 0.04*q_e_link3_2;
    const double cse504 = cse503*q_e_link3_3;
    const double cse505 = cse484*q_e_link3_0;
    const double cse506 = cse504 - cse505;
    const double cse507 = 4*q_e_link3_0;
    const double cse508 = cse463*cse507;
    const double cse509 = cse508*q_e_link3_1;
    const double cse510 = 0.04*cse440;
    const double cse511 = cse468*q_e_link3_3;
    const double cse512 = cse447*cse458 + cse448*cse456 + cse454*cse457 - cse461*q_e_link3_3;
    const double cse513 = -cse477*q_e_link3_1;
    const double cse514 = 2*cse458*cse467;
    const double cse515 = -cse514;
    const double cse516 = -cse445*cse458 - cse454*cse495 + cse461*v_ed_link3_3 - cse482*v_ed_link3_3;
    const double cse517 = cse460*v_ed_link3_1;
    const double cse518 = a_20*q_e_link3_1;
    const double cse519 = cse476*q_e_link3_0;
    const double cse520 = 0.04*a_18;
    const double cse521 = cse520*q_e_link3_3;
    const double cse522 = cse484*q_e_link3_3;
    const double cse523 = cse503*q_e_link3_0;
    const double cse524 = -cse522 - cse523;
    const double cse525 = cse491*q_e_link3_1;
    const double cse526 = cse446*cse458 - cse448*cse455 + cse449*cse454 + cse452*cse460;
    const double cse527 = cse470*q_e_link3_0;
    const double cse528 = -cse460*cse527;
    const double cse529 = 4*cse467;
    const double cse530 = cse473*q_e_link3_0;
    const double cse531 = cse458*cse530;
    const double cse532 = cse458*v_ed_link3_0;
    const double cse533 = cse460*v_ed_link3_0;
    const double cse534 = -cse444*cse458 - cse450*cse460 - cse481*v_ed_link3_1 + cse482*v_ed_link3_2;
    const double cse535 = cse458*cse482;
    const double cse536 = cse460*cse481;
    const double cse537 = -cse535 - cse536;
    const double cse538 = 7.4*lam_10;
    const double cse539 = 7.4*lam_7;
    const double cse540 = -cse538 + cse539;
    const double cse541 = -cse449;
    const double cse542 = 7.4*q_e_link3_3;
    const double cse543 = 14.8*q_e_link3_0;
    const double cse544 = -cse543;
    const double cse545 = 7.4*q_e_link3_1;
    const double cse546 = -cse545;
    const double cse547 = -cse542;
    const double cse548 = (q_e_link3_3*q_e_link3_3);
    const double cse549 = 18.16*cse548;
    const double cse550 = 0.04*cse460;
    const double cse551 = cse550*q_e_link3_3;
    const double cse552 = cse551*q_e_link3_0;
    const double cse553 = cse529*q_e_link3_1;
    const double cse554 = -cse465*q_e_link3_0 + cse553*q_e_link3_3;
    const double cse555 = 18.12*q_e_link3_3;
    const double cse556 = cse550*v_ed_link3_3;
    const double cse557 = cse529*q_e_link3_3;
    const double cse558 = 18.16*cse458;
    const double cse559 = cse558*q_e_link3_3;
    const double cse560 = a_20*q_e_link3_2;
    const double cse561 = -18.16*cse490 - 18.16*cse560;
    const double cse562 = (q_e_link3_0*q_e_link3_0);
    const double cse563 = 18.16*cse562;
    const double cse564 = cse467*cse507;
    const double cse565 = cse564*q_e_link3_3;
    const double cse566 = cse508*q_e_link3_3;
    const double cse567 = cse460*cse523;
    const double cse568 = 0.04*cse548;
    const double cse569 = 18.16*a_17;
    const double cse570 = 0.04*a_20;
    const double cse571 = q_e_link3_0*v_ed_link3_2;
    const double cse572 = cse529*v_ed_link3_0;
    const double cse573 = cse555*q_e_link3_0;
    const double cse574 = cse458*cse522;
    const double cse575 = 0.04*a_17;
    const double cse576 = 18.16*a_20;
    const double cse577 = q_e_link3_0*v_ed_link3_1;
    const double cse578 = cse535 + cse536;
    const double cse579 = cse538 - cse539;
    const double cse580 = cse559*q_e_link3_0;
    const double cse581 = 0.04*cse562;
    const double cse582 = cse550*v_ed_link3_0;
    const double cse583 = 18.16*cse532;
    const double cse584 = a_19*q_e_link3_0;
    const double cse585 = a_20*cse470;
    const double cse586 = cse575*q_e_link3_2;
    const double cse587 = -cse471 - cse530;
    const double cse588 = -cse457;
    const double cse589 = 7.4*q_e_link3_2;
    const double cse590 = -cse589;
    const double cse591 = 7.4*q_e_link3_0;
    const double cse592 = -cse591;
    const double cse593 = cse564*q_e_link3_1;
    const double cse594 = cse465*q_e_link3_3;
    const double cse595 = cse479*q_e_link3_3;
    const double cse596 = cse460*cse504;
    const double cse597 = cse458*cse505;
    const double cse598 = cse497 + cse498;
    const double cse599 = -cse474 + cse527;
    const double cse600 = 14.8*q_e_link3_2;
    const double cse601 = -cse600;
    const double cse602 = cse458*cse484;

    out[where[0]] = 2.0;  /* [0, 0] */
    out[where[1]] = -1;  /* [0, 23] */
    out[where[2]] = -1;  /* [0, 34] */
    out[where[3]] = 2.0;  /* [1, 1] */
    out[where[4]] = -1;  /* [1, 24] */
    out[where[5]] = -1;  /* [1, 35] */
    out[where[6]] = 2.0;  /* [2, 2] */
    out[where[7]] = -1;  /* [2, 25] */
    out[where[8]] = -1;  /* [2, 36] */
    out[where[9]] = cse1 + cse3 + hq*(-a_5*cse9 + cse14*cse18 - cse28*cse44 + cse32*cse45 + cse39*cse43 + cse4*cse49 - cse41*q_e_rotor_1 + cse78 + lam_16*(-cse53 + cse57) + lam_17*(-cse61*cse75*cse77 + cse62*cse72)) - hv*(-cse25*cse4 + cse27 - cse30 + cse34 + cse40);  /* [3, 3] */
    out[where[10]] = cse110 + hq*(cse103 + cse106 - cse18*cse38 + cse28*cse90 + cse32*cse93 - cse39*cse89 + cse4*cse95 + 32.0*cse87 + 8.0*cse88 - cse92 + lam_16*(-cse96 + cse98)) - hv*(-cse4*cse79 + cse8*cse82 - cse81 + cse86);  /* [3, 4] */
    out[where[11]] = cse149 + hq*(cse120*q_e_rotor_2 - cse122 - cse123*cse42 - cse124*cse28 - cse125*cse31 + cse126*v_ed_rotor_1 + cse127*cse4 - cse128 + cse146) - hv*(-cse111*cse4 - cse113 + cse115 + cse116*cse18 - cse119);  /* [3, 5] */
    out[where[12]] = cse80 + hq*(a_4*cse9 - cse126*v_ed_rotor_0 - cse157*q_e_rotor_1 + cse158*cse42 + cse159*cse28 - cse160*cse31 + cse161*cse4 - cse164 + cse172) - hv*(cse0*cse156 - cse150*cse4 + cse152 - cse153*cse2 + cse155);  /* [3, 6] */
    out[where[13]] = cse183;  /* [3, 10] */
    out[where[14]] = cse186;  /* [3, 11] */
    out[where[15]] = cse187;  /* [3, 12] */
    out[where[16]] = cse188;  /* [3, 13] */
    out[where[17]] = cse83;  /* [3, 21] */
    out[where[18]] = cse189;  /* [3, 22] */
    out[where[19]] = cse190;  /* [3, 34] */
    out[where[20]] = cse117;  /* [3, 35] */
    out[where[21]] = cse191;  /* [3, 36] */
    out[where[22]] = cse192;  /* [3, 37] */
    out[where[23]] = cse195;  /* [3, 38] */
    out[where[24]] = q_e_rotor_0;  /* [3, 39] */
    out[where[25]] = cse110 + hq*(cse103 + 8.0*cse104 + 32.0*cse105 - cse112*v_ed_rotor_2 - cse18*cse36 - cse201*cse44 + cse202*cse39 + cse207 - cse49*cse6 - cse91 + lam_16*(-cse203 + cse205 + cse206)) - hv*(-cse197*cse8 - cse199 + cse200 + cse25*cse6);  /* [4, 3] */
    out[where[26]] = cse208 + cse210 + hq*(-a_6*cse10 - cse112*v_ed_rotor_3 - cse120*q_e_rotor_0 + cse16*cse18 - cse214*cse39 + cse215*q_e_rotor_3 - cse6*cse95 + cse78 + lam_17*(-cse102*cse77 + cse72*(cse99*cse99))) - hv*(cse211 - cse212 - cse213 + cse30 + cse6*cse79);  /* [4, 4] */
    out[where[27]] = cse198 + hq*(a_3*cse10 + cse112*v_ed_rotor_0 - cse117*cse123 - cse124*cse201 - cse127*cse6 - cse217*q_e_rotor_0 - cse218*v_ed_rotor_1 - cse219 + cse221) - hv*(cse111*cse6 + cse152 + cse153*cse209 - cse156*cse196 - cse216);  /* [4, 5] */
    out[where[28]] = cse226 + hq*(cse112*v_ed_rotor_1 + cse117*cse158 - cse122 - cse129 + cse159*cse201 - cse161*cse6 + cse218*v_ed_rotor_0 + cse225 + cse41*q_e_rotor_3) - hv*(cse113 + cse119 + cse150*cse6 + cse18*cse223 + cse222);  /* [4, 6] */
    out[where[29]] = cse231;  /* [4, 10] */
    out[where[30]] = cse232;  /* [4, 11] */
    out[where[31]] = cse233;  /* [4, 12] */
    out[where[32]] = cse235;  /* [4, 13] */
    out[where[33]] = cse32;  /* [4, 21] */
    out[where[34]] = cse6;  /* [4, 22] */
    out[where[35]] = cse236;  /* [4, 34] */
    out[where[36]] = cse42;  /* [4, 35] */
    out[where[37]] = cse117;  /* [4, 36] */
    out[where[38]] = cse238;  /* [4, 37] */
    out[where[39]] = cse239;  /* [4, 38] */
    out[where[40]] = q_e_rotor_1;  /* [4, 39] */
    out[where[41]] = cse149 + hq*(-cse10*cse242 - cse117*cse45 - cse121 + cse146 + cse157*q_e_rotor_0 - cse224 + cse243*cse44 + cse49*cse7 - cse84*v_ed_rotor_1) - hv*(-cse18*cse208 + cse222 - cse240 - cse241 - cse25*cse7);  /* [5, 3] */
    out[where[42]] = cse198 + hq*(a_6*cse15 + cse10*cse245 - cse117*cse93 - cse120*q_e_rotor_3 - cse164 - cse215*q_e_rotor_0 + cse221 + cse7*cse95 + cse84*v_ed_rotor_0) - hv*(-cse153*cse196 - cse155 + cse156*cse209 + cse244 - cse7*cse79);  /* [5, 4] */
    out[where[43]] = cse197 + cse223 + hq*(-a_3*cse15 - cse11*cse18 + cse124*cse243 + cse127*cse7 + cse214*cse31 - cse217*q_e_rotor_3 - cse53*lam_16 + cse84*v_ed_rotor_3 + lam_17*(-cse137*cse248 + cse247*cse72) + lam_18) - hv*(-cse111*cse7 + cse212 + cse213 + cse246 - cse27);  /* [5, 5] */
    out[where[44]] = cse250 + hq*(32.0*cse104 + 8.0*cse105 - cse159*cse243 + cse161*cse7 + cse18*cse37 + cse202*cse31 + cse207 + cse249 - cse84*v_ed_rotor_2 - cse91 + lam_16*(cse206 + cse96)) - hv*(-cse150*cse7 + cse199 - cse210*cse8 + cse86);  /* [5, 6] */
    out[where[45]] = cse253;  /* [5, 10] */
    out[where[46]] = cse254;  /* [5, 11] */
    out[where[47]] = cse255;  /* [5, 12] */
    out[where[48]] = cse256;  /* [5, 13] */
    out[where[49]] = cse7;  /* [5, 22] */
    out[where[50]] = cse32;  /* [5, 35] */
    out[where[51]] = cse257;  /* [5, 36] */
    out[where[52]] = cse258;  /* [5, 37] */
    out[where[53]] = cse259;  /* [5, 38] */
    out[where[54]] = q_e_rotor_2;  /* [5, 39] */
    out[where[55]] = cse80 + hq*(a_5*cse13 + cse108*cse44 - cse160*cse39 + cse172 - cse219 + cse242*cse9 - cse41*q_e_rotor_2 + cse42*cse45 - cse49*cse5) - hv*(cse0*cse153 - cse156*cse2 + cse216 + cse244 + cse25*cse5);  /* [6, 3] */
    out[where[56]] = cse226 + hq*(-cse108*cse90 - cse121 + cse125*cse39 - cse140 + cse217*q_e_rotor_1 + cse225 - cse245*cse9 + cse42*cse93 - cse5*cse95) - hv*(-cse1*cse18 + cse115 + cse240 + cse241 + cse5*cse79);  /* [6, 4] */
    out[where[57]] = cse250 + hq*(cse106 + cse114*v_ed_rotor_1 + cse123*cse32 - cse127*cse5 + cse18*cse35 + cse249 - cse31*cse89 + 8.0*cse87 + 32.0*cse88 - cse92 + lam_16*(cse203 - cse205 + cse98)) - hv*(cse111*cse5 + cse200 + cse3*cse8 + cse81);  /* [6, 5] */
    out[where[58]] = cse116 + cse82 + hq*(-a_4*cse13 - cse114*v_ed_rotor_0 - cse12*cse18 - cse157*q_e_rotor_2 - cse158*cse32 - cse161*cse5 - cse31*cse43 + cse57*lam_16 + lam_17*((cse167*cse167)*cse72 - cse167*cse248) + lam_18) - hv*(cse150*cse5 - cse211 - cse246 - cse34 - cse40);  /* [6, 6] */
    out[where[59]] = cse264;  /* [6, 10] */
    out[where[60]] = cse265;  /* [6, 11] */
    out[where[61]] = cse266;  /* [6, 12] */
    out[where[62]] = cse267;  /* [6, 13] */
    out[where[63]] = cse268;  /* [6, 22] */
    out[where[64]] = cse83;  /* [6, 35] */
    out[where[65]] = cse32;  /* [6, 36] */
    out[where[66]] = cse269;  /* [6, 37] */
    out[where[67]] = cse270;  /* [6, 38] */
    out[where[68]] = q_e_rotor_3;  /* [6, 39] */
    out[where[69]] = 1.0;  /* [7, 7] */
    out[where[70]] = 1;  /* [7, 31] */
    out[where[71]] = 1;  /* [7, 34] */
    out[where[72]] = 1.0;  /* [8, 8] */
    out[where[73]] = 1;  /* [8, 32] */
    out[where[74]] = 1;  /* [8, 35] */
    out[where[75]] = 1.0;  /* [9, 9] */
    out[where[76]] = 1;  /* [9, 33] */
    out[where[77]] = 1;  /* [9, 36] */
    out[where[78]] = cse183;  /* [10, 3] */
    out[where[79]] = cse231;  /* [10, 4] */
    out[where[80]] = cse253;  /* [10, 5] */
    out[where[81]] = cse264;  /* [10, 6] */
    out[where[82]] = cse272 + cse274 + hq*(-a_11*cse304 + cse184*cse311 - cse303*q_e_link2_2 - cse306*v_ed_link2_3 + cse307*q_e_link2_1 + cse308*q_e_link2_2 + cse309*v_ed_link2_3 + cse317 + cse318) - hv*(-cse184*cse289 + cse293 + cse296 + cse300 - cse302);  /* [10, 10] */
    out[where[83]] = cse343 + hq*(cse184*cse331 + cse306*v_ed_link2_2 - cse309*v_ed_link2_2 + 99.2*cse325 + 49.56*cse326 - cse327*q_e_link2_2 - cse329 + cse330*q_e_link2_1 + cse334 + cse340) - hv*(-cse184*cse321 + cse281*cse323 - cse322 + cse324);  /* [10, 11] */
    out[where[84]] = cse365 + hq*(0.08*a_10*q_e_link2_2 + a_13*cse354 + cse184*cse359 - cse306*v_ed_link2_1 + cse309*v_ed_link2_1 + cse351 - cse353 - cse356 - cse357*q_e_link2_1 - cse358*q_e_link2_2 + cse362) - hv*(-cse184*cse344 + cse288*cse346 - cse345 - cse347 + cse349);  /* [10, 12] */
    out[where[85]] = cse366 + hq*(-a_12*cse304 + cse184*cse374 + cse306*v_ed_link2_0 - cse309*v_ed_link2_0 + cse350*q_e_link2_2 + cse372*q_e_link2_2 - cse373*q_e_link2_1 - cse377 + cse380) - hv*(-cse184*cse367 + cse271*cse298 - cse273*cse291 + cse369 + cse371);  /* [10, 13] */
    out[where[86]] = cse381;  /* [10, 31] */
    out[where[87]] = cse383;  /* [10, 32] */
    out[where[88]] = cse385;  /* [10, 33] */
    out[where[89]] = cse386;  /* [10, 34] */
    out[where[90]] = cse382;  /* [10, 35] */
    out[where[91]] = cse384;  /* [10, 36] */
    out[where[92]] = cse390;  /* [10, 37] */
    out[where[93]] = q_e_link2_0;  /* [10, 40] */
    out[where[94]] = cse186;  /* [11, 3] */
    out[where[95]] = cse232;  /* [11, 4] */
    out[where[96]] = cse254;  /* [11, 5] */
    out[where[97]] = cse265;  /* [11, 6] */
    out[where[98]] = cse343 + hq*(-cse175*cse311 - cse307*q_e_link2_0 + cse308*q_e_link2_3 - cse328 + 99.2*cse332 + cse340 - cse396*v_ed_link2_3 - cse398*v_ed_link2_3 + cse399*q_e_link2_3 + cse400) - hv*(cse175*cse289 - cse281*cse391 - cse394 + cse395);  /* [11, 10] */
    out[where[99]] = cse404 + cse405 + hq*(-cse175*cse331 - cse327*q_e_link2_3 + cse396*v_ed_link2_2 + cse398*v_ed_link2_2 - cse406*q_e_link2_0 - cse407*q_e_link2_3 - cse408*v_ed_link2_3 + lam_19) - hv*(cse175*cse321 + cse302 - cse401 - cse402 + cse403);  /* [11, 11] */
    out[where[100]] = cse409 + hq*(-cse175*cse359 + cse357*q_e_link2_0 - cse358*q_e_link2_3 - cse396*v_ed_link2_1 - cse398*v_ed_link2_1 + cse411*q_e_link2_3 - cse412*q_e_link2_0 - cse413 + cse414) - hv*(cse175*cse344 + cse291*cse55 - cse298*cse54 + cse369 - cse410);  /* [11, 12] */
    out[where[101]] = cse419 + hq*(0.08*a_11*q_e_link2_3 - cse175*cse374 - cse356 + cse362 + cse372*q_e_link2_3 + cse396*v_ed_link2_0 + cse398*v_ed_link2_0 + cse399*q_e_link2_0 + cse408*v_ed_link2_1 + cse417 - cse418) - hv*(cse175*cse367 + cse288*cse416 + cse345 + cse347 + cse415);  /* [11, 13] */
    out[where[102]] = cse421;  /* [11, 31] */
    out[where[103]] = cse423;  /* [11, 33] */
    out[where[104]] = cse420;  /* [11, 34] */
    out[where[105]] = cse422;  /* [11, 36] */
    out[where[106]] = cse424;  /* [11, 37] */
    out[where[107]] = q_e_link2_1;  /* [11, 40] */
    out[where[108]] = cse187;  /* [12, 3] */
    out[where[109]] = cse233;  /* [12, 4] */
    out[where[110]] = cse255;  /* [12, 5] */
    out[where[111]] = cse266;  /* [12, 6] */
    out[where[112]] = cse365 + hq*(0.08*a_12*q_e_link2_0 - cse307*q_e_link2_3 - cse308*q_e_link2_0 + cse311*cse51 - cse355 + cse362 - cse417 + cse418 + cse427*q_e_link2_3 - cse428*v_ed_link2_3 + cse429*v_ed_link2_3) - hv*(-cse288*cse404 - cse289*cse51 + cse415 - cse425 - cse426);  /* [12, 10] */
    out[where[113]] = cse409 + hq*(a_13*cse352 + cse327*q_e_link2_0 - cse330*q_e_link2_3 + cse331*cse51 - cse377 - cse406*q_e_link2_3 + cse414 + cse428*v_ed_link2_2 - cse429*v_ed_link2_2) - hv*(-cse291*cse54 + cse298*cse55 - cse321*cse51 - cse371 + cse430);  /* [12, 11] */
    out[where[114]] = cse391 + cse416 + hq*(-a_10*cse352 + cse318 + cse357*q_e_link2_3 + cse358*q_e_link2_0 + cse359*cse51 - cse412*q_e_link2_3 - cse428*v_ed_link2_1 + cse429*v_ed_link2_1 + lam_19) - hv*(-cse296 - cse344*cse51 + cse401 + cse402 + cse431);  /* [12, 12] */
    out[where[115]] = cse433 + hq*(-cse328 + 99.2*cse333 - cse372*q_e_link2_0 + cse373*q_e_link2_3 + cse374*cse51 + cse400 + cse427*q_e_link2_0 + cse428*v_ed_link2_0 - cse429*v_ed_link2_0 + cse432) - hv*(-cse281*cse405 + cse324 - cse367*cse51 + cse394);  /* [12, 13] */
    out[where[116]] = cse385;  /* [12, 31] */
    out[where[117]] = cse435;  /* [12, 32] */
    out[where[118]] = cse386;  /* [12, 33] */
    out[where[119]] = cse384;  /* [12, 34] */
    out[where[120]] = cse434;  /* [12, 35] */
    out[where[121]] = cse381;  /* [12, 36] */
    out[where[122]] = cse436;  /* [12, 37] */
    out[where[123]] = q_e_link2_2;  /* [12, 40] */
    out[where[124]] = cse188;  /* [13, 3] */
    out[where[125]] = cse235;  /* [13, 4] */
    out[where[126]] = cse256;  /* [13, 5] */
    out[where[127]] = cse267;  /* [13, 6] */
    out[where[128]] = cse366 + hq*(-a_11*cse305 - cse185*cse311 + cse303*q_e_link2_1 + cse307*q_e_link2_2 - cse308*q_e_link2_1 + cse348*v_ed_link2_3 + cse380 - cse413 + cse437*v_ed_link2_3) - hv*(cse185*cse289 + cse271*cse291 - cse273*cse298 + cse410 + cse430);  /* [13, 10] */
    out[where[129]] = cse419 + hq*(0.08*a_13*q_e_link2_1 - cse185*cse331 + cse327*q_e_link2_1 + cse330*q_e_link2_2 - cse348*v_ed_link2_2 - cse351 + cse353 - cse355 + cse362 - cse437*v_ed_link2_2 + cse438*q_e_link2_2) - hv*(cse185*cse321 - cse272*cse288 + cse349 + cse425 + cse426);  /* [13, 11] */
    out[where[130]] = cse433 + hq*(-cse185*cse359 + 99.2*cse326 - cse329 + cse334 + cse348*v_ed_link2_1 - cse357*q_e_link2_2 + cse358*q_e_link2_1 + cse432 + cse437*v_ed_link2_1 + cse438*q_e_link2_1) - hv*(cse185*cse344 + cse274*cse281 + cse322 + cse395);  /* [13, 12] */
    out[where[131]] = cse323 + cse346 + hq*(-a_12*cse305 - cse185*cse374 + cse317 - cse348*v_ed_link2_0 - cse350*q_e_link2_1 - cse372*q_e_link2_1 - cse373*q_e_link2_2 - cse437*v_ed_link2_0) - hv*(cse185*cse367 - cse293 - cse300 - cse403 - cse431);  /* [13, 13] */
    out[where[132]] = cse422;  /* [13, 31] */
    out[where[133]] = cse421;  /* [13, 33] */
    out[where[134]] = cse423;  /* [13, 34] */
    out[where[135]] = cse420;  /* [13, 36] */
    out[where[136]] = cse439;  /* [13, 37] */
    out[where[137]] = q_e_link2_3;  /* [13, 40] */
    out[where[138]] = 1.0;  /* [14, 14] */
    out[where[139]] = -1;  /* [14, 28] */
    out[where[140]] = -1;  /* [14, 31] */
    out[where[141]] = 1.0;  /* [15, 15] */
    out[where[142]] = -1;  /* [15, 29] */
    out[where[143]] = -1;  /* [15, 32] */
    out[where[144]] = 1.0;  /* [16, 16] */
    out[where[145]] = -1;  /* [16, 30] */
    out[where[146]] = -1;  /* [16, 33] */
    out[where[147]] = cse441 + cse443 + hq*(-a_18*cse484 + cse456*cse483 + cse468*v_ed_link3_1 + cse470*cse478 - cse476*q_e_link3_2 - cse477*v_ed_link3_3 + cse480*v_ed_link3_2 + cse485) - hv*(-cse456*cse462 + cse466 + cse469 + cse472 - cse475);  /* [17, 17] */
    out[where[148]] = cse506 + hq*(a_20*cse491 + cse456*cse496 - cse468*v_ed_link3_0 - cse470*cse494 + cse477*v_ed_link3_2 + cse480*v_ed_link3_3 + 36.32*cse490 - cse493 + cse499 + cse502) - hv*(-cse456*cse486 + cse458*cse488 - cse487 + cse489);  /* [17, 18] */
    out[where[149]] = cse524 + hq*(0.08*a_17*q_e_link3_2 + cse456*cse516 - cse468*v_ed_link3_3 + cse470*cse517 - cse477*v_ed_link3_1 - cse480*v_ed_link3_0 - cse515 + 18.12*cse518 - cse519 + cse521) - hv*(-cse456*cse512 + cse460*cse510 - cse509 - cse511 + cse513);  /* [17, 19] */
    out[where[150]] = cse525 + hq*(-a_19*cse484 + cse456*cse534 + cse468*v_ed_link3_2 - cse470*cse533 + cse473*cse532 - cse480*v_ed_link3_1 + cse520*q_e_link3_2 - cse537 + cse540) - hv*(-cse440*cse479 + cse442*cse529 - cse456*cse526 + cse528 + cse531);  /* [17, 20] */
    out[where[151]] = cse541;  /* [17, 26] */
    out[where[152]] = cse507;  /* [17, 27] */
    out[where[153]] = cse542;  /* [17, 28] */
    out[where[154]] = cse544;  /* [17, 29] */
    out[where[155]] = cse546;  /* [17, 30] */
    out[where[156]] = cse547;  /* [17, 31] */
    out[where[157]] = cse543;  /* [17, 32] */
    out[where[158]] = cse545;  /* [17, 33] */
    out[where[159]] = q_e_link3_0;  /* [17, 41] */
    out[where[160]] = cse506 + hq*(a_19*cse555 - cse455*cse483 - cse492 + cse499 + 36.32*cse500 - cse508*v_ed_link3_2 - cse556*q_e_link3_0 + cse557*v_ed_link3_1 - cse559*v_ed_link3_3 + cse561) - hv*(cse455*cse462 - cse458*cse549 - cse552 + cse554);  /* [18, 17] */
    out[where[161]] = cse563 + cse568 + hq*(-cse455*cse496 - cse508*v_ed_link3_3 + cse550*cse571 + cse559*v_ed_link3_2 - cse569*q_e_link3_0 - cse570*q_e_link3_3 - cse572*q_e_link3_3 + lam_20) - hv*(cse455*cse486 + cse475 - cse565 - cse566 + cse567);  /* [18, 18] */
    out[where[162]] = cse573 + hq*(-cse455*cse516 + cse508*v_ed_link3_0 - cse550*cse577 - cse557*v_ed_link3_3 - cse559*v_ed_link3_1 + cse575*q_e_link3_3 - cse576*q_e_link3_0 - cse578 + cse579) - hv*(cse455*cse512 + cse479*cse562 + cse528 - cse529*cse548 - cse574);  /* [18, 19] */
    out[where[163]] = cse587 + hq*(0.08*a_18*q_e_link3_3 - cse455*cse534 + cse508*v_ed_link3_1 - cse515 + cse557*v_ed_link3_2 + cse582*q_e_link3_0 + cse583*q_e_link3_3 + 18.12*cse584 - cse585 + cse586) - hv*(cse455*cse526 + cse460*cse581 + cse509 + cse511 + cse580);  /* [18, 20] */
    out[where[164]] = cse588;  /* [18, 26] */
    out[where[165]] = cse590;  /* [18, 28] */
    out[where[166]] = cse592;  /* [18, 30] */
    out[where[167]] = cse589;  /* [18, 31] */
    out[where[168]] = cse591;  /* [18, 33] */
    out[where[169]] = q_e_link3_1;  /* [18, 41] */
    out[where[170]] = cse524 + hq*(a_18*cse555 + cse449*cse483 - cse514 - cse556*q_e_link3_3 + cse558*q_e_link3_0*v_ed_link3_3 - cse564*v_ed_link3_1 + 0.08*cse584 + cse585 - cse586 - cse595*v_ed_link3_2) - hv*(-cse449*cse462 - cse460*cse568 + cse580 - cse593 - cse594);  /* [19, 17] */
    out[where[171]] = cse573 + hq*(cse449*cse496 - cse537 + cse551*v_ed_link3_2 - cse558*cse571 + cse564*v_ed_link3_0 - cse569*q_e_link3_3 + cse570*q_e_link3_0 + cse579 - cse595*v_ed_link3_3) - hv*(-cse449*cse486 - cse479*cse548 + cse529*cse562 - cse531 + cse596);  /* [19, 18] */
    out[where[172]] = cse549 + cse581 + hq*(cse449*cse516 + cse485 - cse551*v_ed_link3_1 + cse558*cse577 + cse564*v_ed_link3_3 - cse575*q_e_link3_0 - cse576*q_e_link3_3 + cse595*v_ed_link3_0) - hv*(-cse449*cse512 - cse472 + cse565 + cse566 + cse597);  /* [19, 19] */
    out[where[173]] = cse599 + hq*(cse449*cse534 - cse492 + 18.12*cse500 + 36.32*cse501 + cse561 - cse564*v_ed_link3_2 + cse582*q_e_link3_3 - cse583*q_e_link3_0 + cse595*v_ed_link3_1 + cse598) - hv*(-cse449*cse526 - cse458*cse563 + cse489 + cse552);  /* [19, 20] */
    out[where[174]] = cse456;  /* [19, 26] */
    out[where[175]] = cse464;  /* [19, 27] */
    out[where[176]] = cse546;  /* [19, 28] */
    out[where[177]] = cse601;  /* [19, 29] */
    out[where[178]] = cse547;  /* [19, 30] */
    out[where[179]] = cse545;  /* [19, 31] */
    out[where[180]] = cse600;  /* [19, 32] */
    out[where[181]] = cse542;  /* [19, 33] */
    out[where[182]] = q_e_link3_2;  /* [19, 41] */
    out[where[183]] = cse525 + hq*(-a_18*cse473 + a_19*cse470 - cse457*cse483 + cse465*v_ed_link3_2 + cse478*cse503 + cse540 - cse553*v_ed_link3_1 - cse578 + cse602*v_ed_link3_3) - hv*(-cse440*cse529 + cse442*cse479 + cse457*cse462 + cse574 + cse596);  /* [20, 17] */
    out[where[184]] = cse587 + hq*(a_17*cse491 - cse457*cse496 + cse465*v_ed_link3_3 - cse494*cse503 - cse514 + 0.08*cse518 + cse519 - cse521 + cse572*q_e_link3_1 - cse602*v_ed_link3_2) - hv*(-cse443*cse460 + cse457*cse486 + cse513 + cse593 + cse594);  /* [20, 18] */
    out[where[185]] = cse599 + hq*(-cse457*cse516 - cse465*v_ed_link3_0 + 18.12*cse490 - cse493 + cse502 + cse503*cse517 + cse553*v_ed_link3_3 + 36.32*cse560 + cse598 + cse602*v_ed_link3_1) - hv*(cse441*cse458 + cse457*cse512 + cse487 + cse554);  /* [20, 19] */
    out[where[186]] = cse488 + cse510 + hq*(-a_18*cse470 - a_19*cse473 - cse457*cse534 - cse465*v_ed_link3_1 - cse484*cse532 - cse503*cse533 - cse553*v_ed_link3_2 + lam_20) - hv*(cse457*cse526 - cse466 - cse469 - cse567 - cse597);  /* [20, 20] */
    out[where[187]] = cse455;  /* [20, 26] */
    out[where[188]] = cse591;  /* [20, 28] */
    out[where[189]] = cse590;  /* [20, 30] */
    out[where[190]] = cse592;  /* [20, 31] */
    out[where[191]] = cse589;  /* [20, 33] */
    out[where[192]] = q_e_link3_3;  /* [20, 41] */
    out[where[193]] = cse83;  /* [21, 3] */
    out[where[194]] = cse32;  /* [21, 4] */
    out[where[195]] = cse189;  /* [22, 3] */
    out[where[196]] = cse6;  /* [22, 4] */
    out[where[197]] = cse7;  /* [22, 5] */
    out[where[198]] = cse268;  /* [22, 6] */
    out[where[199]] = -1;  /* [23, 0] */
    out[where[200]] = -1;  /* [24, 1] */
    out[where[201]] = -1;  /* [25, 2] */
    out[where[202]] = cse541;  /* [26, 17] */
    out[where[203]] = cse588;  /* [26, 18] */
    out[where[204]] = cse456;  /* [26, 19] */
    out[where[205]] = cse455;  /* [26, 20] */
    out[where[206]] = cse507;  /* [27, 17] */
    out[where[207]] = cse464;  /* [27, 19] */
    out[where[208]] = -1;  /* [28, 14] */
    out[where[209]] = cse542;  /* [28, 17] */
    out[where[210]] = cse590;  /* [28, 18] */
    out[where[211]] = cse546;  /* [28, 19] */
    out[where[212]] = cse591;  /* [28, 20] */
    out[where[213]] = -1;  /* [29, 15] */
    out[where[214]] = cse544;  /* [29, 17] */
    out[where[215]] = cse601;  /* [29, 19] */
    out[where[216]] = -1;  /* [30, 16] */
    out[where[217]] = cse546;  /* [30, 17] */
    out[where[218]] = cse592;  /* [30, 18] */
    out[where[219]] = cse547;  /* [30, 19] */
    out[where[220]] = cse590;  /* [30, 20] */
    out[where[221]] = 1;  /* [31, 7] */
    out[where[222]] = cse381;  /* [31, 10] */
    out[where[223]] = cse421;  /* [31, 11] */
    out[where[224]] = cse385;  /* [31, 12] */
    out[where[225]] = cse422;  /* [31, 13] */
    out[where[226]] = -1;  /* [31, 14] */
    out[where[227]] = cse547;  /* [31, 17] */
    out[where[228]] = cse589;  /* [31, 18] */
    out[where[229]] = cse545;  /* [31, 19] */
    out[where[230]] = cse592;  /* [31, 20] */
    out[where[231]] = 1;  /* [32, 8] */
    out[where[232]] = cse383;  /* [32, 10] */
    out[where[233]] = cse435;  /* [32, 12] */
    out[where[234]] = -1;  /* [32, 15] */
    out[where[235]] = cse543;  /* [32, 17] */
    out[where[236]] = cse600;  /* [32, 19] */
    out[where[237]] = 1;  /* [33, 9] */
    out[where[238]] = cse385;  /* [33, 10] */
    out[where[239]] = cse423;  /* [33, 11] */
    out[where[240]] = cse386;  /* [33, 12] */
    out[where[241]] = cse421;  /* [33, 13] */
    out[where[242]] = -1;  /* [33, 16] */
    out[where[243]] = cse545;  /* [33, 17] */
    out[where[244]] = cse591;  /* [33, 18] */
    out[where[245]] = cse542;  /* [33, 19] */
    out[where[246]] = cse589;  /* [33, 20] */
    out[where[247]] = -1;  /* [34, 0] */
    out[where[248]] = cse190;  /* [34, 3] */
    out[where[249]] = cse236;  /* [34, 4] */
    out[where[250]] = 1;  /* [34, 7] */
    out[where[251]] = cse386;  /* [34, 10] */
    out[where[252]] = cse420;  /* [34, 11] */
    out[where[253]] = cse384;  /* [34, 12] */
    out[where[254]] = cse423;  /* [34, 13] */
    out[where[255]] = -1;  /* [35, 1] */
    out[where[256]] = cse117;  /* [35, 3] */
    out[where[257]] = cse42;  /* [35, 4] */
    out[where[258]] = cse32;  /* [35, 5] */
    out[where[259]] = cse83;  /* [35, 6] */
    out[where[260]] = 1;  /* [35, 8] */
    out[where[261]] = cse382;  /* [35, 10] */
    out[where[262]] = cse434;  /* [35, 12] */
    out[where[263]] = -1;  /* [36, 2] */
    out[where[264]] = cse191;  /* [36, 3] */
    out[where[265]] = cse117;  /* [36, 4] */
    out[where[266]] = cse257;  /* [36, 5] */
    out[where[267]] = cse32;  /* [36, 6] */
    out[where[268]] = 1;  /* [36, 9] */
    out[where[269]] = cse384;  /* [36, 10] */
    out[where[270]] = cse422;  /* [36, 11] */
    out[where[271]] = cse381;  /* [36, 12] */
    out[where[272]] = cse420;  /* [36, 13] */
    out[where[273]] = cse192;  /* [37, 3] */
    out[where[274]] = cse238;  /* [37, 4] */
    out[where[275]] = cse258;  /* [37, 5] */
    out[where[276]] = cse269;  /* [37, 6] */
    out[where[277]] = cse390;  /* [37, 10] */
    out[where[278]] = cse424;  /* [37, 11] */
    out[where[279]] = cse436;  /* [37, 12] */
    out[where[280]] = cse439;  /* [37, 13] */
    out[where[281]] = cse195;  /* [38, 3] */
    out[where[282]] = cse239;  /* [38, 4] */
    out[where[283]] = cse259;  /* [38, 5] */
    out[where[284]] = cse270;  /* [38, 6] */
    out[where[285]] = q_e_rotor_0;  /* [39, 3] */
    out[where[286]] = q_e_rotor_1;  /* [39, 4] */
    out[where[287]] = q_e_rotor_2;  /* [39, 5] */
    out[where[288]] = q_e_rotor_3;  /* [39, 6] */
    out[where[289]] = q_e_link2_0;  /* [40, 10] */
    out[where[290]] = q_e_link2_1;  /* [40, 11] */
    out[where[291]] = q_e_link2_2;  /* [40, 12] */
    out[where[292]] = q_e_link2_3;  /* [40, 13] */
    out[where[293]] = q_e_link3_0;  /* [41, 17] */
    out[where[294]] = q_e_link3_1;  /* [41, 18] */
    out[where[295]] = q_e_link3_2;  /* [41, 19] */
    out[where[296]] = q_e_link3_3;  /* [41, 20] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_four_link_rp_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_four_link_rp_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_four_link_rp_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 42 x 42 row-major, 297 nonzero (the cells of genalpha_matrix_band).
 */
void mg_four_link_rp_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 1764);
    mg_four_link_rp_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_four_link_rp_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 21); p (parameters, 0).
 * Output: out, 30 x 21 row-major, 213 nonzero.
 * 1157 operations after common subexpression elimination.
 */
void mg_four_link_rp_B(const double *q, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_r_link2_x = q[7];
    const double q_r_link2_y = q[8];
    const double q_r_link2_z = q[9];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_r_link3_x = q[14];
    const double q_r_link3_y = q[15];
    const double q_r_link3_z = q[16];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    (void)p;
    const double cse0 = (q_e_rotor_1*q_e_rotor_1);
    const double cse1 = (q_e_rotor_0*q_e_rotor_0);
    const double cse2 = 2*cse1 - 1;
    const double cse3 = 2*cse0 + cse2;
    const double cse4 = 2*q_e_rotor_1;
    const double cse5 = cse4*q_e_rotor_2;
    const double cse6 = 2*q_e_rotor_3;
    const double cse7 = cse6*q_e_rotor_0;
    const double cse8 = cse5 + cse7;
    const double cse9 = cse4*q_e_rotor_3;
    const double cse10 = 2*q_e_rotor_2;
    const double cse11 = cse10*q_e_rotor_0;
    const double cse12 = -cse11 + cse9;
    const double cse13 = cse5 - cse7;
    const double cse14 = cse2 + 2*(q_e_rotor_2*q_e_rotor_2);
    const double cse15 = cse10*q_e_rotor_3;
    const double cse16 = cse4*q_e_rotor_0;
    const double cse17 = cse15 + cse16;
    const double cse18 = cse11 + cse9;
    const double cse19 = cse15 - cse16;
    const double cse20 = cse2 + 2*(q_e_rotor_3*q_e_rotor_3);
    const double cse21 = cse12*cse4;
    const double cse22 = cse10*cse17;
    const double cse23 = cse20*cse6;
    const double cse24 = -cse21 - cse22 - cse23;
    const double cse25 = 2*cse19;
    const double cse26 = cse25*q_e_rotor_3;
    const double cse27 = cse4*cse8;
    const double cse28 = cse10*cse14;
    const double cse29 = -cse26 - cse27 - cse28;
    const double cse30 = 2*cse13;
    const double cse31 = cse30*q_e_rotor_2;
    const double cse32 = cse3*cse4;
    const double cse33 = 2*cse18;
    const double cse34 = cse33*q_e_rotor_3;
    const double cse35 = -cse31 - cse32 - cse34;
    const double cse36 = cse12*cse24 + cse29*cse8 + cse3*cse35;
    const double cse37 = 2*cse12;
    const double cse38 = cse37*q_e_rotor_0;
    const double cse39 = cse17*cse6;
    const double cse40 = cse10*cse20;
    const double cse41 = cse38 - cse39 + cse40;
    const double cse42 = 2*cse8;
    const double cse43 = cse42*q_e_rotor_0;
    const double cse44 = cse10*cse19;
    const double cse45 = cse14*cse6;
    const double cse46 = cse43 + cse44 - cse45;
    const double cse47 = cse30*q_e_rotor_3;
    const double cse48 = 2*q_e_rotor_0;
    const double cse49 = cse3*cse48;
    const double cse50 = cse33*q_e_rotor_2;
    const double cse51 = -cse47 + cse49 + cse50;
    const double cse52 = cse12*cse41 + cse3*cse51 + cse46*cse8;
    const double cse53 = cse19*cse4;
    const double cse54 = cse42*q_e_rotor_3;
    const double cse55 = cse14*cse48;
    const double cse56 = -cse53 + cse54 + cse55;
    const double cse57 = cse37*q_e_rotor_3;
    const double cse58 = cse17*cse48;
    const double cse59 = cse20*cse4;
    const double cse60 = cse57 + cse58 - cse59;
    const double cse61 = cse30*q_e_rotor_0;
    const double cse62 = cse3*cse6;
    const double cse63 = cse18*cse4;
    const double cse64 = cse61 + cse62 - cse63;
    const double cse65 = cse12*cse60 + cse3*cse64 + cse56*cse8;
    const double cse66 = cse37*q_e_rotor_2;
    const double cse67 = cse17*cse4;
    const double cse68 = cse20*cse48;
    const double cse69 = -cse66 + cse67 + cse68;
    const double cse70 = cse25*q_e_rotor_0;
    const double cse71 = cse42*q_e_rotor_2;
    const double cse72 = cse14*cse4;
    const double cse73 = cse70 - cse71 + cse72;
    const double cse74 = cse13*cse4;
    const double cse75 = cse10*cse3;
    const double cse76 = cse33*q_e_rotor_0;
    const double cse77 = cse74 - cse75 + cse76;
    const double cse78 = cse12*cse69 + cse3*cse77 + cse73*cse8;
    const double cse79 = cse13*cse35 + cse14*cse29 + cse17*cse24;
    const double cse80 = cse13*cse51 + cse14*cse46 + cse17*cse41;
    const double cse81 = cse13*cse64 + cse14*cse56 + cse17*cse60;
    const double cse82 = cse13*cse77 + cse14*cse73 + cse17*cse69;
    const double cse83 = cse18*cse35 + cse19*cse29 + cse20*cse24;
    const double cse84 = cse18*cse51 + cse19*cse46 + cse20*cse41;
    const double cse85 = cse18*cse64 + cse19*cse56 + cse20*cse60;
    const double cse86 = cse18*cse77 + cse19*cse73 + cse20*cse69;
    const double cse87 = (q_e_link3_0*q_e_link3_0);
    const double cse88 = 2*cse87 - 1;
    const double cse89 = cse88 + 2*(q_e_link3_1*q_e_link3_1);
    const double cse90 = 2*q_e_link3_2;
    const double cse91 = cse90*q_e_link3_1;
    const double cse92 = 2*q_e_link3_3;
    const double cse93 = cse92*q_e_link3_0;
    const double cse94 = cse91 + cse93;
    const double cse95 = cse92*q_e_link3_1;
    const double cse96 = cse90*q_e_link3_0;
    const double cse97 = cse95 - cse96;
    const double cse98 = cse91 - cse93;
    const double cse99 = 2*cse98;
    const double cse100 = cse95 + cse96;
    const double cse101 = 2*cse100;
    const double cse102 = 2*q_e_link3_1;
    const double cse103 = -cse101*q_e_link3_3 - cse102*cse89 - cse99*q_e_link3_2;
    const double cse104 = (q_e_link3_2*q_e_link3_2);
    const double cse105 = 7.4*cse104;
    const double cse106 = 7.4*cse87;
    const double cse107 = cse105 + cse106 - 3.7;
    const double cse108 = cse92*q_e_link3_2;
    const double cse109 = 2*q_e_link3_0;
    const double cse110 = cse109*q_e_link3_1;
    const double cse111 = cse108 - cse110;
    const double cse112 = 2*cse94;
    const double cse113 = 2*cse104 + cse88;
    const double cse114 = -cse111*cse92 - cse112*q_e_link3_1 - cse113*cse90;
    const double cse115 = 7.4*q_e_link3_0;
    const double cse116 = cse115*q_e_link3_3;
    const double cse117 = 7.4*q_e_link3_2;
    const double cse118 = cse117*q_e_link3_1;
    const double cse119 = -cse116 + cse118;
    const double cse120 = cse103*cse107 - cse114*cse119;
    const double cse121 = 2*cse97;
    const double cse122 = cse108 + cse110;
    const double cse123 = cse88 + 2*(q_e_link3_3*q_e_link3_3);
    const double cse124 = 2*cse123;
    const double cse125 = -cse121*q_e_link3_1 - cse122*cse90 - cse124*q_e_link3_3;
    const double cse126 = cse117*q_e_link3_3;
    const double cse127 = cse115*q_e_link3_1;
    const double cse128 = cse126 + cse127;
    const double cse129 = -cse103*cse128 + cse119*cse125;
    const double cse130 = -cse107*cse125 + cse114*cse128;
    const double cse131 = cse101*q_e_link3_2 + cse109*cse89 - cse99*q_e_link3_3;
    const double cse132 = cse111*cse90 + cse112*q_e_link3_0 - cse113*cse92;
    const double cse133 = cse107*cse131 - cse119*cse132;
    const double cse134 = cse121*q_e_link3_0 - cse122*cse92 + cse124*q_e_link3_2;
    const double cse135 = cse119*cse134 - cse128*cse131;
    const double cse136 = -cse107*cse134 + cse128*cse132;
    const double cse137 = -cse101*q_e_link3_1 + cse89*cse92 + cse99*q_e_link3_0;
    const double cse138 = -cse102*cse111 + cse109*cse113 + cse112*q_e_link3_3;
    const double cse139 = cse107*cse137 - cse119*cse138;
    const double cse140 = cse109*cse122 + cse121*q_e_link3_3 - cse124*q_e_link3_1;
    const double cse141 = cse119*cse140 - cse128*cse137;
    const double cse142 = -cse107*cse140 + cse128*cse138;
    const double cse143 = cse101*q_e_link3_0 - cse89*cse90 + cse99*q_e_link3_1;
    const double cse144 = cse102*cse113 + cse109*cse111 - cse112*q_e_link3_2;
    const double cse145 = cse107*cse143 - cse119*cse144;
    const double cse146 = cse102*cse122 - cse121*q_e_link3_2 + cse124*q_e_link3_0;
    const double cse147 = cse119*cse146 - cse128*cse143;
    const double cse148 = -cse107*cse146 + cse128*cse144;
    const double cse149 = cse103*cse89 + cse114*cse94 + cse125*cse97;
    const double cse150 = cse131*cse89 + cse132*cse94 + cse134*cse97;
    const double cse151 = cse137*cse89 + cse138*cse94 + cse140*cse97;
    const double cse152 = cse143*cse89 + cse144*cse94 + cse146*cse97;
    const double cse153 = cse103*cse98 + cse113*cse114 + cse122*cse125;
    const double cse154 = cse113*cse132 + cse122*cse134 + cse131*cse98;
    const double cse155 = cse113*cse138 + cse122*cse140 + cse137*cse98;
    const double cse156 = cse113*cse144 + cse122*cse146 + cse143*cse98;
    const double cse157 = cse100*cse103 + cse111*cse114 + cse123*cse125;
    const double cse158 = cse100*cse131 + cse111*cse132 + cse123*cse134;
    const double cse159 = cse100*cse137 + cse111*cse138 + cse123*cse140;
    const double cse160 = cse100*cse143 + cse111*cse144 + cse123*cse146;
    const double cse161 = -q_r_link2_y;
    const double cse162 = -cse105 - cse106 + 3.7;
    const double cse163 = cse161 + cse162 + q_r_link3_y;
    const double cse164 = 2*q_e_link2_1;
    const double cse165 = cse164*q_e_link2_2;
    const double cse166 = 2*q_e_link2_0;
    const double cse167 = cse166*q_e_link2_3;
    const double cse168 = cse165 - cse167;
    const double cse169 = 2*cse168;
    const double cse170 = cse169*q_e_link2_2;
    const double cse171 = cse164*q_e_link2_3;
    const double cse172 = cse166*q_e_link2_2;
    const double cse173 = cse171 + cse172;
    const double cse174 = 2*cse173;
    const double cse175 = cse174*q_e_link2_3;
    const double cse176 = 2*(q_e_link2_0*q_e_link2_0) - 1;
    const double cse177 = cse176 + 2*(q_e_link2_1*q_e_link2_1);
    const double cse178 = cse164*cse177;
    const double cse179 = -cse170 - cse175 - cse178;
    const double cse180 = 2*q_e_link2_2;
    const double cse181 = cse180*q_e_link2_3;
    const double cse182 = cse164*q_e_link2_0;
    const double cse183 = cse181 - cse182;
    const double cse184 = 2*q_e_link2_3;
    const double cse185 = cse183*cse184;
    const double cse186 = cse165 + cse167;
    const double cse187 = cse164*cse186;
    const double cse188 = cse176 + 2*(q_e_link2_2*q_e_link2_2);
    const double cse189 = cse180*cse188;
    const double cse190 = -cse185 - cse187 - cse189;
    const double cse191 = -q_r_link2_x;
    const double cse192 = cse116 - cse118;
    const double cse193 = cse191 + cse192 + q_r_link3_x;
    const double cse194 = -cse163*cse179 + cse190*cse193;
    const double cse195 = -q_r_link2_z;
    const double cse196 = -cse126 - cse127;
    const double cse197 = cse195 + cse196 + q_r_link3_z;
    const double cse198 = cse171 - cse172;
    const double cse199 = cse164*cse198;
    const double cse200 = cse176 + 2*(q_e_link2_3*q_e_link2_3);
    const double cse201 = cse184*cse200;
    const double cse202 = cse181 + cse182;
    const double cse203 = cse180*cse202;
    const double cse204 = -cse199 - cse201 - cse203;
    const double cse205 = cse179*cse197 - cse193*cse204;
    const double cse206 = cse163*cse204 - cse190*cse197;
    const double cse207 = cse169*q_e_link2_3;
    const double cse208 = cse174*q_e_link2_2;
    const double cse209 = cse166*cse177;
    const double cse210 = -cse207 + cse208 + cse209;
    const double cse211 = cse180*cse183;
    const double cse212 = cse166*cse186;
    const double cse213 = cse184*cse188;
    const double cse214 = cse211 + cse212 - cse213;
    const double cse215 = -cse163*cse210 + cse193*cse214;
    const double cse216 = cse166*cse198;
    const double cse217 = cse180*cse200;
    const double cse218 = cse184*cse202;
    const double cse219 = cse216 + cse217 - cse218;
    const double cse220 = -cse193*cse219 + cse197*cse210;
    const double cse221 = cse163*cse219 - cse197*cse214;
    const double cse222 = cse169*q_e_link2_0;
    const double cse223 = cse164*cse173;
    const double cse224 = cse177*cse184;
    const double cse225 = cse222 - cse223 + cse224;
    const double cse226 = cse164*cse183;
    const double cse227 = 2*cse186;
    const double cse228 = cse227*q_e_link2_3;
    const double cse229 = cse166*cse188;
    const double cse230 = -cse226 + cse228 + cse229;
    const double cse231 = -cse163*cse225 + cse193*cse230;
    const double cse232 = 2*cse198;
    const double cse233 = cse232*q_e_link2_3;
    const double cse234 = cse164*cse200;
    const double cse235 = cse166*cse202;
    const double cse236 = cse233 - cse234 + cse235;
    const double cse237 = -cse193*cse236 + cse197*cse225;
    const double cse238 = cse163*cse236 - cse197*cse230;
    const double cse239 = cse164*cse168;
    const double cse240 = cse166*cse173;
    const double cse241 = cse177*cse180;
    const double cse242 = cse239 + cse240 - cse241;
    const double cse243 = cse166*cse183;
    const double cse244 = cse227*q_e_link2_2;
    const double cse245 = cse164*cse188;
    const double cse246 = cse243 - cse244 + cse245;
    const double cse247 = -cse163*cse242 + cse193*cse246;
    const double cse248 = cse166*cse200;
    const double cse249 = cse232*q_e_link2_2;
    const double cse250 = cse164*cse202;
    const double cse251 = cse248 - cse249 + cse250;
    const double cse252 = -cse193*cse251 + cse197*cse242;
    const double cse253 = cse163*cse251 - cse197*cse246;
    const double cse254 = cse103*cse162 - cse114*cse192;
    const double cse255 = -cse103*cse196 + cse125*cse192;
    const double cse256 = cse114*cse196 - cse125*cse162;
    const double cse257 = cse131*cse162 - cse132*cse192;
    const double cse258 = -cse131*cse196 + cse134*cse192;
    const double cse259 = cse132*cse196 - cse134*cse162;
    const double cse260 = cse137*cse162 - cse138*cse192;
    const double cse261 = -cse137*cse196 + cse140*cse192;
    const double cse262 = cse138*cse196 - cse140*cse162;
    const double cse263 = cse143*cse162 - cse144*cse192;
    const double cse264 = -cse143*cse196 + cse146*cse192;
    const double cse265 = cse144*cse196 - cse146*cse162;
    const double cse266 = cse199 + cse201 + cse203;
    const double cse267 = cse185 + cse187 + cse189;
    const double cse268 = cse170 + cse175 + cse178;
    const double cse269 = -cse216 - cse217 + cse218;
    const double cse270 = -cse211 - cse212 + cse213;
    const double cse271 = cse207 - cse208 - cse209;
    const double cse272 = -cse233 + cse234 - cse235;
    const double cse273 = cse226 - cse228 - cse229;
    const double cse274 = -cse222 + cse223 - cse224;
    const double cse275 = -cse243 + cse244 - cse245;
    const double cse276 = -cse248 + cse249 - cse250;
    const double cse277 = -cse239 - cse240 + cse241;
    const double cse278 = 4*q_e_rotor_2;
    const double cse279 = 4*q_e_rotor_3;
    const double cse280 = -cse278*q_e_rotor_1 - cse279*q_e_rotor_0;
    const double cse281 = -4*cse0 - 4*cse1 + 2;
    const double cse282 = cse280*cse35 - cse281*cse29;
    const double cse283 = cse278*q_e_rotor_0 - cse279*q_e_rotor_1;
    const double cse284 = cse24*cse281 - cse283*cse35;
    const double cse285 = -cse24*cse280 + cse283*cse29;
    const double cse286 = cse280*cse51 - cse281*cse46;
    const double cse287 = cse281*cse41 - cse283*cse51;
    const double cse288 = -cse280*cse41 + cse283*cse46;
    const double cse289 = cse280*cse64 - cse281*cse56;
    const double cse290 = cse281*cse60 - cse283*cse64;
    const double cse291 = -cse280*cse60 + cse283*cse56;
    const double cse292 = cse280*cse77 - cse281*cse73;
    const double cse293 = cse281*cse69 - cse283*cse77;
    const double cse294 = -cse280*cse69 + cse283*cse73;
    const double cse295 = cse191 + cse281 + q_r_rotor_x;
    const double cse296 = cse161 + cse280 + q_r_rotor_y;
    const double cse297 = -cse179*cse296 + cse190*cse295;
    const double cse298 = cse195 + cse283 + q_r_rotor_z;
    const double cse299 = cse179*cse298 - cse204*cse295;
    const double cse300 = -cse190*cse298 + cse204*cse296;
    const double cse301 = -cse210*cse296 + cse214*cse295;
    const double cse302 = cse210*cse298 - cse219*cse295;
    const double cse303 = -cse214*cse298 + cse219*cse296;
    const double cse304 = -cse225*cse296 + cse230*cse295;
    const double cse305 = cse225*cse298 - cse236*cse295;
    const double cse306 = -cse230*cse298 + cse236*cse296;
    const double cse307 = -cse242*cse296 + cse246*cse295;
    const double cse308 = cse242*cse298 - cse251*cse295;
    const double cse309 = -cse246*cse298 + cse251*cse296;

    memset(out, 0, sizeof(double) * 630);
    out[0] = cse3;  /* [0, 0] */
    out[1] = cse8;  /* [0, 1] */
    out[2] = cse12;  /* [0, 2] */
    out[21] = cse13;  /* [1, 0] */
    out[22] = cse14;  /* [1, 1] */
    out[23] = cse17;  /* [1, 2] */
    out[42] = cse18;  /* [2, 0] */
    out[43] = cse19;  /* [2, 1] */
    out[44] = cse20;  /* [2, 2] */
    out[66] = cse36;  /* [3, 3] */
    out[67] = cse52;  /* [3, 4] */
    out[68] = cse65;  /* [3, 5] */
    out[69] = cse78;  /* [3, 6] */
    out[87] = cse79;  /* [4, 3] */
    out[88] = cse80;  /* [4, 4] */
    out[89] = cse81;  /* [4, 5] */
    out[90] = cse82;  /* [4, 6] */
    out[108] = cse83;  /* [5, 3] */
    out[109] = cse84;  /* [5, 4] */
    out[110] = cse85;  /* [5, 5] */
    out[111] = cse86;  /* [5, 6] */
    out[140] = cse89;  /* [6, 14] */
    out[141] = cse94;  /* [6, 15] */
    out[142] = cse97;  /* [6, 16] */
    out[143] = cse120*cse97 + cse129*cse94 + cse130*cse89;  /* [6, 17] */
    out[144] = cse133*cse97 + cse135*cse94 + cse136*cse89;  /* [6, 18] */
    out[145] = cse139*cse97 + cse141*cse94 + cse142*cse89;  /* [6, 19] */
    out[146] = cse145*cse97 + cse147*cse94 + cse148*cse89;  /* [6, 20] */
    out[161] = cse98;  /* [7, 14] */
    out[162] = cse113;  /* [7, 15] */
    out[163] = cse122;  /* [7, 16] */
    out[164] = cse113*cse129 + cse120*cse122 + cse130*cse98;  /* [7, 17] */
    out[165] = cse113*cse135 + cse122*cse133 + cse136*cse98;  /* [7, 18] */
    out[166] = cse113*cse141 + cse122*cse139 + cse142*cse98;  /* [7, 19] */
    out[167] = cse113*cse147 + cse122*cse145 + cse148*cse98;  /* [7, 20] */
    out[182] = cse100;  /* [8, 14] */
    out[183] = cse111;  /* [8, 15] */
    out[184] = cse123;  /* [8, 16] */
    out[185] = cse100*cse130 + cse111*cse129 + cse120*cse123;  /* [8, 17] */
    out[186] = cse100*cse136 + cse111*cse135 + cse123*cse133;  /* [8, 18] */
    out[187] = cse100*cse142 + cse111*cse141 + cse123*cse139;  /* [8, 19] */
    out[188] = cse100*cse148 + cse111*cse147 + cse123*cse145;  /* [8, 20] */
    out[206] = cse149;  /* [9, 17] */
    out[207] = cse150;  /* [9, 18] */
    out[208] = cse151;  /* [9, 19] */
    out[209] = cse152;  /* [9, 20] */
    out[227] = cse153;  /* [10, 17] */
    out[228] = cse154;  /* [10, 18] */
    out[229] = cse155;  /* [10, 19] */
    out[230] = cse156;  /* [10, 20] */
    out[248] = cse157;  /* [11, 17] */
    out[249] = cse158;  /* [11, 18] */
    out[250] = cse159;  /* [11, 19] */
    out[251] = cse160;  /* [11, 20] */
    out[259] = -cse89;  /* [12, 7] */
    out[260] = -cse94;  /* [12, 8] */
    out[261] = -cse97;  /* [12, 9] */
    out[262] = cse194*cse97 + cse205*cse94 + cse206*cse89;  /* [12, 10] */
    out[263] = cse215*cse97 + cse220*cse94 + cse221*cse89;  /* [12, 11] */
    out[264] = cse231*cse97 + cse237*cse94 + cse238*cse89;  /* [12, 12] */
    out[265] = cse247*cse97 + cse252*cse94 + cse253*cse89;  /* [12, 13] */
    out[266] = cse89;  /* [12, 14] */
    out[267] = cse94;  /* [12, 15] */
    out[268] = cse97;  /* [12, 16] */
    out[269] = cse254*cse97 + cse255*cse94 + cse256*cse89;  /* [12, 17] */
    out[270] = cse257*cse97 + cse258*cse94 + cse259*cse89;  /* [12, 18] */
    out[271] = cse260*cse97 + cse261*cse94 + cse262*cse89;  /* [12, 19] */
    out[272] = cse263*cse97 + cse264*cse94 + cse265*cse89;  /* [12, 20] */
    out[280] = -cse98;  /* [13, 7] */
    out[281] = -cse113;  /* [13, 8] */
    out[282] = -cse122;  /* [13, 9] */
    out[283] = cse113*cse205 + cse122*cse194 + cse206*cse98;  /* [13, 10] */
    out[284] = cse113*cse220 + cse122*cse215 + cse221*cse98;  /* [13, 11] */
    out[285] = cse113*cse237 + cse122*cse231 + cse238*cse98;  /* [13, 12] */
    out[286] = cse113*cse252 + cse122*cse247 + cse253*cse98;  /* [13, 13] */
    out[287] = cse98;  /* [13, 14] */
    out[288] = cse113;  /* [13, 15] */
    out[289] = cse122;  /* [13, 16] */
    out[290] = cse113*cse255 + cse122*cse254 + cse256*cse98;  /* [13, 17] */
    out[291] = cse113*cse258 + cse122*cse257 + cse259*cse98;  /* [13, 18] */
    out[292] = cse113*cse261 + cse122*cse260 + cse262*cse98;  /* [13, 19] */
    out[293] = cse113*cse264 + cse122*cse263 + cse265*cse98;  /* [13, 20] */
    out[301] = -cse100;  /* [14, 7] */
    out[302] = -cse111;  /* [14, 8] */
    out[303] = -cse123;  /* [14, 9] */
    out[304] = cse100*cse206 + cse111*cse205 + cse123*cse194;  /* [14, 10] */
    out[305] = cse100*cse221 + cse111*cse220 + cse123*cse215;  /* [14, 11] */
    out[306] = cse100*cse238 + cse111*cse237 + cse123*cse231;  /* [14, 12] */
    out[307] = cse100*cse253 + cse111*cse252 + cse123*cse247;  /* [14, 13] */
    out[308] = cse100;  /* [14, 14] */
    out[309] = cse111;  /* [14, 15] */
    out[310] = cse123;  /* [14, 16] */
    out[311] = cse100*cse256 + cse111*cse255 + cse123*cse254;  /* [14, 17] */
    out[312] = cse100*cse259 + cse111*cse258 + cse123*cse257;  /* [14, 18] */
    out[313] = cse100*cse262 + cse111*cse261 + cse123*cse260;  /* [14, 19] */
    out[314] = cse100*cse265 + cse111*cse264 + cse123*cse263;  /* [14, 20] */
    out[325] = cse266*cse97 + cse267*cse94 + cse268*cse89;  /* [15, 10] */
    out[326] = cse269*cse97 + cse270*cse94 + cse271*cse89;  /* [15, 11] */
    out[327] = cse272*cse97 + cse273*cse94 + cse274*cse89;  /* [15, 12] */
    out[328] = cse275*cse94 + cse276*cse97 + cse277*cse89;  /* [15, 13] */
    out[332] = cse149;  /* [15, 17] */
    out[333] = cse150;  /* [15, 18] */
    out[334] = cse151;  /* [15, 19] */
    out[335] = cse152;  /* [15, 20] */
    out[346] = cse113*cse267 + cse122*cse266 + cse268*cse98;  /* [16, 10] */
    out[347] = cse113*cse270 + cse122*cse269 + cse271*cse98;  /* [16, 11] */
    out[348] = cse113*cse273 + cse122*cse272 + cse274*cse98;  /* [16, 12] */
    out[349] = cse113*cse275 + cse122*cse276 + cse277*cse98;  /* [16, 13] */
    out[353] = cse153;  /* [16, 17] */
    out[354] = cse154;  /* [16, 18] */
    out[355] = cse155;  /* [16, 19] */
    out[356] = cse156;  /* [16, 20] */
    out[367] = cse100*cse268 + cse111*cse267 + cse123*cse266;  /* [17, 10] */
    out[368] = cse100*cse271 + cse111*cse270 + cse123*cse269;  /* [17, 11] */
    out[369] = cse100*cse274 + cse111*cse273 + cse123*cse272;  /* [17, 12] */
    out[370] = cse100*cse277 + cse111*cse275 + cse123*cse276;  /* [17, 13] */
    out[374] = cse157;  /* [17, 17] */
    out[375] = cse158;  /* [17, 18] */
    out[376] = cse159;  /* [17, 19] */
    out[377] = cse160;  /* [17, 20] */
    out[378] = cse3;  /* [18, 0] */
    out[379] = cse8;  /* [18, 1] */
    out[380] = cse12;  /* [18, 2] */
    out[381] = cse12*cse282 + cse284*cse8 + cse285*cse3;  /* [18, 3] */
    out[382] = cse12*cse286 + cse287*cse8 + cse288*cse3;  /* [18, 4] */
    out[383] = cse12*cse289 + cse290*cse8 + cse291*cse3;  /* [18, 5] */
    out[384] = cse12*cse292 + cse293*cse8 + cse294*cse3;  /* [18, 6] */
    out[385] = -cse3;  /* [18, 7] */
    out[386] = -cse8;  /* [18, 8] */
    out[387] = -cse12;  /* [18, 9] */
    out[388] = cse12*cse297 + cse299*cse8 + cse3*cse300;  /* [18, 10] */
    out[389] = cse12*cse301 + cse3*cse303 + cse302*cse8;  /* [18, 11] */
    out[390] = cse12*cse304 + cse3*cse306 + cse305*cse8;  /* [18, 12] */
    out[391] = cse12*cse307 + cse3*cse309 + cse308*cse8;  /* [18, 13] */
    out[399] = cse13;  /* [19, 0] */
    out[400] = cse14;  /* [19, 1] */
    out[401] = cse17;  /* [19, 2] */
    out[402] = cse13*cse285 + cse14*cse284 + cse17*cse282;  /* [19, 3] */
    out[403] = cse13*cse288 + cse14*cse287 + cse17*cse286;  /* [19, 4] */
    out[404] = cse13*cse291 + cse14*cse290 + cse17*cse289;  /* [19, 5] */
    out[405] = cse13*cse294 + cse14*cse293 + cse17*cse292;  /* [19, 6] */
    out[406] = -cse13;  /* [19, 7] */
    out[407] = -cse14;  /* [19, 8] */
    out[408] = -cse17;  /* [19, 9] */
    out[409] = cse13*cse300 + cse14*cse299 + cse17*cse297;  /* [19, 10] */
    out[410] = cse13*cse303 + cse14*cse302 + cse17*cse301;  /* [19, 11] */
    out[411] = cse13*cse306 + cse14*cse305 + cse17*cse304;  /* [19, 12] */
    out[412] = cse13*cse309 + cse14*cse308 + cse17*cse307;  /* [19, 13] */
    out[420] = cse18;  /* [20, 0] */
    out[421] = cse19;  /* [20, 1] */
    out[422] = cse20;  /* [20, 2] */
    out[423] = cse18*cse285 + cse19*cse284 + cse20*cse282;  /* [20, 3] */
    out[424] = cse18*cse288 + cse19*cse287 + cse20*cse286;  /* [20, 4] */
    out[425] = cse18*cse291 + cse19*cse290 + cse20*cse289;  /* [20, 5] */
    out[426] = cse18*cse294 + cse19*cse293 + cse20*cse292;  /* [20, 6] */
    out[427] = -cse18;  /* [20, 7] */
    out[428] = -cse19;  /* [20, 8] */
    out[429] = -cse20;  /* [20, 9] */
    out[430] = cse18*cse300 + cse19*cse299 + cse20*cse297;  /* [20, 10] */
    out[431] = cse18*cse303 + cse19*cse302 + cse20*cse301;  /* [20, 11] */
    out[432] = cse18*cse306 + cse19*cse305 + cse20*cse304;  /* [20, 12] */
    out[433] = cse18*cse309 + cse19*cse308 + cse20*cse307;  /* [20, 13] */
    out[444] = cse36;  /* [21, 3] */
    out[445] = cse52;  /* [21, 4] */
    out[446] = cse65;  /* [21, 5] */
    out[447] = cse78;  /* [21, 6] */
    out[451] = cse12*cse266 + cse267*cse8 + cse268*cse3;  /* [21, 10] */
    out[452] = cse12*cse269 + cse270*cse8 + cse271*cse3;  /* [21, 11] */
    out[453] = cse12*cse272 + cse273*cse8 + cse274*cse3;  /* [21, 12] */
    out[454] = cse12*cse276 + cse275*cse8 + cse277*cse3;  /* [21, 13] */
    out[465] = cse79;  /* [22, 3] */
    out[466] = cse80;  /* [22, 4] */
    out[467] = cse81;  /* [22, 5] */
    out[468] = cse82;  /* [22, 6] */
    out[472] = cse13*cse268 + cse14*cse267 + cse17*cse266;  /* [22, 10] */
    out[473] = cse13*cse271 + cse14*cse270 + cse17*cse269;  /* [22, 11] */
    out[474] = cse13*cse274 + cse14*cse273 + cse17*cse272;  /* [22, 12] */
    out[475] = cse13*cse277 + cse14*cse275 + cse17*cse276;  /* [22, 13] */
    out[486] = cse83;  /* [23, 3] */
    out[487] = cse84;  /* [23, 4] */
    out[488] = cse85;  /* [23, 5] */
    out[489] = cse86;  /* [23, 6] */
    out[493] = cse18*cse268 + cse19*cse267 + cse20*cse266;  /* [23, 10] */
    out[494] = cse18*cse271 + cse19*cse270 + cse20*cse269;  /* [23, 11] */
    out[495] = cse18*cse274 + cse19*cse273 + cse20*cse272;  /* [23, 12] */
    out[496] = cse18*cse277 + cse19*cse275 + cse20*cse276;  /* [23, 13] */
    out[504] = -1;  /* [24, 0] */
    out[507] = -cse24*q_r_rotor_y + cse29*q_r_rotor_z;  /* [24, 3] */
    out[508] = -cse41*q_r_rotor_y + cse46*q_r_rotor_z;  /* [24, 4] */
    out[509] = cse56*q_r_rotor_z - cse60*q_r_rotor_y;  /* [24, 5] */
    out[510] = -cse69*q_r_rotor_y + cse73*q_r_rotor_z;  /* [24, 6] */
    out[526] = -1;  /* [25, 1] */
    out[528] = cse24*q_r_rotor_x - cse35*q_r_rotor_z;  /* [25, 3] */
    out[529] = cse41*q_r_rotor_x - cse51*q_r_rotor_z;  /* [25, 4] */
    out[530] = cse60*q_r_rotor_x - cse64*q_r_rotor_z;  /* [25, 5] */
    out[531] = cse69*q_r_rotor_x - cse77*q_r_rotor_z;  /* [25, 6] */
    out[548] = -1;  /* [26, 2] */
    out[549] = -cse29*q_r_rotor_x + cse35*q_r_rotor_y;  /* [26, 3] */
    out[550] = -cse46*q_r_rotor_x + cse51*q_r_rotor_y;  /* [26, 4] */
    out[551] = -cse56*q_r_rotor_x + cse64*q_r_rotor_y;  /* [26, 5] */
    out[552] = -cse73*q_r_rotor_x + cse77*q_r_rotor_y;  /* [26, 6] */
    out[570] = cse31 + cse32 + cse34;  /* [27, 3] */
    out[571] = cse47 - cse49 - cse50;  /* [27, 4] */
    out[572] = -cse61 - cse62 + cse63;  /* [27, 5] */
    out[573] = -cse74 + cse75 - cse76;  /* [27, 6] */
    out[591] = cse26 + cse27 + cse28;  /* [28, 3] */
    out[592] = -cse43 - cse44 + cse45;  /* [28, 4] */
    out[593] = cse53 - cse54 - cse55;  /* [28, 5] */
    out[594] = -cse70 + cse71 - cse72;  /* [28, 6] */
    out[612] = cse21 + cse22 + cse23;  /* [29, 3] */
    out[613] = -cse38 + cse39 - cse40;  /* [29, 4] */
    out[614] = -cse57 - cse58 + cse59;  /* [29, 5] */
    out[615] = cse66 - cse67 - cse68;  /* [29, 6] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 21); p (parameters, 0).
 * Output: out, 7 x 24 row-major, 130 nonzero.
 * 487 operations after common subexpression elimination.
 */
void mg_four_link_rp_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_r_link2_x = q[7];
    const double q_r_link2_y = q[8];
    const double q_r_link2_z = q[9];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_r_link3_x = q[14];
    const double q_r_link3_y = q[15];
    const double q_r_link3_z = q[16];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    (void)p;
    const double cse0 = (q_e_rotor_1*q_e_rotor_1);
    const double cse1 = 2*cse0;
    const double cse2 = (q_e_rotor_0*q_e_rotor_0);
    const double cse3 = 2*cse2;
    const double cse4 = cse3 - 1;
    const double cse5 = cse1 + cse4;
    const double cse6 = 2*q_e_rotor_1*q_e_rotor_2;
    const double cse7 = 2*q_e_rotor_3;
    const double cse8 = cse7*q_e_rotor_0;
    const double cse9 = -cse8;
    const double cse10 = cse6 + cse9;
    const double cse11 = cse7*q_e_rotor_1;
    const double cse12 = 2*q_e_rotor_0;
    const double cse13 = cse12*q_e_rotor_2;
    const double cse14 = cse11 + cse13;
    const double cse15 = cse6 + cse8;
    const double cse16 = 2*(q_e_rotor_2*q_e_rotor_2);
    const double cse17 = cse16 + cse4;
    const double cse18 = cse7*q_e_rotor_2;
    const double cse19 = cse12*q_e_rotor_1;
    const double cse20 = -cse19;
    const double cse21 = cse18 + cse20;
    const double cse22 = cse11 - cse13;
    const double cse23 = cse18 + cse19;
    const double cse24 = cse4 + 2*(q_e_rotor_3*q_e_rotor_3);
    const double cse25 = 7.4*q_e_link3_0;
    const double cse26 = cse25*q_e_link3_3;
    const double cse27 = q_e_link3_1*q_e_link3_2;
    const double cse28 = 7.4*cse27;
    const double cse29 = (q_e_link3_2*q_e_link3_2);
    const double cse30 = 7.4*cse29;
    const double cse31 = (q_e_link3_0*q_e_link3_0);
    const double cse32 = 7.4*cse31;
    const double cse33 = q_e_link3_2*q_e_link3_3;
    const double cse34 = 7.4*cse33;
    const double cse35 = cse25*q_e_link3_1;
    const double cse36 = (q_e_link3_1*q_e_link3_1);
    const double cse37 = 2*cse31 - 1;
    const double cse38 = 2*cse36 + cse37;
    const double cse39 = 2*cse27;
    const double cse40 = 2*q_e_link3_3;
    const double cse41 = cse40*q_e_link3_0;
    const double cse42 = cse39 - cse41;
    const double cse43 = cse40*q_e_link3_1;
    const double cse44 = 2*q_e_link3_0;
    const double cse45 = cse44*q_e_link3_2;
    const double cse46 = cse43 + cse45;
    const double cse47 = cse39 + cse41;
    const double cse48 = 2*cse29 + cse37;
    const double cse49 = 2*cse33;
    const double cse50 = cse44*q_e_link3_1;
    const double cse51 = cse49 - cse50;
    const double cse52 = cse43 - cse45;
    const double cse53 = cse49 + cse50;
    const double cse54 = (q_e_link3_3*q_e_link3_3);
    const double cse55 = cse37 + 2*cse54;
    const double cse56 = q_e_link2_1*q_e_link2_3;
    const double cse57 = 0.012941133627978552*q_e_link2_0;
    const double cse58 = 12.207218310809363*q_e_link2_0;
    const double cse59 = q_e_link2_1*q_e_link2_2;
    const double cse60 = (q_e_link2_1*q_e_link2_1);
    const double cse61 = (q_e_link2_0*q_e_link2_0);
    const double cse62 = q_e_link2_0*q_e_link2_3;
    const double cse63 = q_e_link2_2*q_e_link2_3;
    const double cse64 = (q_e_link2_2*q_e_link2_2);
    const double cse65 = q_e_link2_0*q_e_link2_2;
    const double cse66 = (q_e_link2_3*q_e_link2_3);
    const double cse67 = 0.5561126742689201*cse56;
    const double cse68 = 0.5561126742689201*cse65;
    const double cse69 = 1.3934426222950296*cse62;
    const double cse70 = 1.3934426222950296*cse59;
    const double cse71 = 1.3225189419774002*cse60;
    const double cse72 = 1.3225189419774002*cse61;
    const double cse73 = 1.2353359192843194*q_e_link2_0;
    const double cse74 = 0.5561126742689201*cse63;
    const double cse75 = q_e_link2_0*q_e_link2_1;
    const double cse76 = 0.5561126742689201*cse75;
    const double cse77 = 1.3225189419774002*q_e_link2_0;
    const double cse78 = cse77*q_e_link2_3;
    const double cse79 = 1.3225189419774002*cse59;
    const double cse80 = 1.3934426222950296*cse64;
    const double cse81 = 1.3934426222950296*cse61;
    const double cse82 = 1.3934426222950296*cse75;
    const double cse83 = cse77*q_e_link2_2;
    const double cse84 = 1.3934426222950296*cse63;
    const double cse85 = 1.3225189419774002*cse56;
    const double cse86 = 0.5561126742689201*cse66;
    const double cse87 = 0.5561126742689201*cse61;
    const double cse88 = 4*q_e_rotor_2;
    const double cse89 = 4*q_e_rotor_3;
    const double cse90 = 12.200000002943934*q_e_link2_0;
    const double cse91 = 1.8573618581240325*q_e_link2_0;
    const double cse92 = 0.7417591595270534*q_e_link2_0;
    const double cse93 = 0.490862120664766*q_e_link2_3;
    const double cse94 = 1.2280517121152803*q_e_link2_0;
    const double cse95 = 0.490862120664766*q_e_link2_0;
    const double cse96 = 1.2280517121152803*q_e_link2_2;
    const double cse97 = 0.0005265394197281191*q_e_link2_0;
    const double cse98 = 1 - cse3;
    const double cse99 = -cse1 + cse98;
    const double cse100 = -cse6;
    const double cse101 = cse100 + cse9;
    const double cse102 = -cse11 + cse13;
    const double cse103 = 7.399973666762504*q_e_link3_0;
    const double cse104 = q_e_link3_1*q_e_link3_3;
    const double cse105 = 0.019743430640548176*q_e_link3_0;
    const double cse106 = 0.9482462695817502*q_e_link3_0;
    const double cse107 = 1.7609170940803245*q_e_link3_0;
    const double cse108 = 1.7609170940803245*q_e_link3_1;
    const double cse109 = -0.9482462695817502*cse33;
    const double cse110 = cse106*q_e_link3_1;
    const double cse111 = 1.7609170940803245*cse31;
    const double cse112 = 1.7609170940803245*cse33;
    const double cse113 = cse107*q_e_link3_1 - 0.9482462695817502*cse31 + 0.4741231347908751;
    const double cse114 = 2.0*q_e_link3_0;

    memset(out, 0, sizeof(double) * 168);
    out[0] = q_r_rotor_x;  /* [0, 0] */
    out[1] = q_r_rotor_y;  /* [0, 1] */
    out[2] = q_r_rotor_z;  /* [0, 2] */
    out[3] = cse5;  /* [0, 3] */
    out[4] = cse10;  /* [0, 4] */
    out[5] = cse14;  /* [0, 5] */
    out[6] = cse15;  /* [0, 6] */
    out[7] = cse17;  /* [0, 7] */
    out[8] = cse21;  /* [0, 8] */
    out[9] = cse22;  /* [0, 9] */
    out[10] = cse23;  /* [0, 10] */
    out[11] = cse24;  /* [0, 11] */
    out[17] = 1;  /* [0, 17] */
    out[19] = 1;  /* [0, 19] */
    out[21] = -1;  /* [0, 21] */
    out[24] = -cse26 + cse28 + q_r_link3_x;  /* [1, 0] */
    out[25] = cse30 + cse32 + q_r_link3_y - 3.7;  /* [1, 1] */
    out[26] = cse34 + cse35 + q_r_link3_z;  /* [1, 2] */
    out[27] = cse38;  /* [1, 3] */
    out[28] = cse42;  /* [1, 4] */
    out[29] = cse46;  /* [1, 5] */
    out[30] = cse47;  /* [1, 6] */
    out[31] = cse48;  /* [1, 7] */
    out[32] = cse51;  /* [1, 8] */
    out[33] = cse52;  /* [1, 9] */
    out[34] = cse53;  /* [1, 10] */
    out[35] = cse55;  /* [1, 11] */
    out[36] = -3.991302121273762;  /* [1, 12] */
    out[37] = -8.5;  /* [1, 13] */
    out[38] = 0.004668815951399452;  /* [1, 14] */
    out[40] = 0.4741231347908751;  /* [1, 16] */
    out[41] = 0.8804585470401622;  /* [1, 17] */
    out[42] = -1.0;  /* [1, 18] */
    out[46] = -0.8804585470401622;  /* [1, 22] */
    out[47] = 0.4741231347908751;  /* [1, 23] */
    out[48] = cse26 - cse28 + q_r_link3_x;  /* [2, 0] */
    out[49] = -cse30 - cse32 + q_r_link3_y + 3.7;  /* [2, 1] */
    out[50] = -cse34 - cse35 + q_r_link3_z;  /* [2, 2] */
    out[51] = cse38;  /* [2, 3] */
    out[52] = cse42;  /* [2, 4] */
    out[53] = cse46;  /* [2, 5] */
    out[54] = cse47;  /* [2, 6] */
    out[55] = cse48;  /* [2, 7] */
    out[56] = cse51;  /* [2, 8] */
    out[57] = cse52;  /* [2, 9] */
    out[58] = cse53;  /* [2, 10] */
    out[59] = cse55;  /* [2, 11] */
    out[60] = -0.012941133627978552*cse56 - cse57*q_e_link2_2 + cse58*q_e_link2_3 - 12.207218310809363*cse59 - 0.013047089024091673*cse60 - 0.013047089024091673*cse61 + q_r_link2_x + 0.006523544512045836;  /* [2, 12] */
    out[61] = cse57*q_e_link2_1 - 0.013047089024091673*cse59 - 12.207218310809363*cse61 - 0.013047089024091673*cse62 - 0.012941133627978552*cse63 - 12.207218310809363*cse64 + q_r_link2_y + 6.103609155404682;  /* [2, 13] */
    out[62] = -0.013047089024091673*cse56 - cse58*q_e_link2_1 - 0.012941133627978552*cse61 - 12.207218310809363*cse63 + 0.013047089024091673*cse65 - 0.012941133627978552*cse66 + q_r_link2_z + 0.006470566813989276;  /* [2, 14] */
    out[63] = -cse67 - cse68 + cse69 - cse70 + cse71 + cse72 - 0.6612594709887001;  /* [2, 15] */
    out[64] = -1.402601035532026*cse56 + 1.2353359192843194*cse59 + 0.7117973740120523*cse60 + 0.7117973740120523*cse61 - 1.402601035532026*cse65 - cse73*q_e_link2_3 - 0.35589868700602617;  /* [2, 16] */
    out[65] = 1.3128019761723235*cse56 + 0.729563448164392*cse59 + 1.3207150133395638*cse60 + 1.3207150133395638*cse61 - 0.729563448164392*cse62 + 1.3128019761723235*cse65 - 0.6603575066697819;  /* [2, 17] */
    out[66] = -cse74 + cse76 + cse78 + cse79 - cse80 - cse81 + 0.6967213111475148;  /* [2, 18] */
    out[67] = 0.7117973740120523*cse59 + 1.2353359192843194*cse61 + 0.7117973740120523*cse62 - 1.402601035532026*cse63 + 1.2353359192843194*cse64 + 1.402601035532026*cse75 - 0.6176679596421597;  /* [2, 19] */
    out[68] = 1.3207150133395638*cse59 + 0.729563448164392*cse61 + 1.3207150133395638*cse62 + 1.3128019761723235*cse63 + 0.729563448164392*cse64 - 1.3128019761723235*cse75 - 0.364781724082196;  /* [2, 20] */
    out[69] = -cse82 - cse83 - cse84 + cse85 - cse86 - cse87 + 0.27805633713446004;  /* [2, 21] */
    out[70] = 0.7117973740120523*cse56 - 1.402601035532026*cse61 + 1.2353359192843194*cse63 - 0.7117973740120523*cse65 - 1.402601035532026*cse66 + cse73*q_e_link2_1 + 0.701300517766013;  /* [2, 22] */
    out[71] = 1.3207150133395638*cse56 + 1.3128019761723235*cse61 + 0.729563448164392*cse63 - 1.3207150133395638*cse65 + 1.3128019761723235*cse66 + 0.729563448164392*cse75 - 0.6564009880861618;  /* [2, 23] */
    out[72] = -4*cse0 - 4*cse2 + q_r_rotor_x + 2;  /* [3, 0] */
    out[73] = -cse88*q_e_rotor_1 - cse89*q_e_rotor_0 + q_r_rotor_y;  /* [3, 1] */
    out[74] = cse88*q_e_rotor_0 - cse89*q_e_rotor_1 + q_r_rotor_z;  /* [3, 2] */
    out[75] = cse5;  /* [3, 3] */
    out[76] = cse10;  /* [3, 4] */
    out[77] = cse14;  /* [3, 5] */
    out[78] = cse15;  /* [3, 6] */
    out[79] = cse17;  /* [3, 7] */
    out[80] = cse21;  /* [3, 8] */
    out[81] = cse22;  /* [3, 9] */
    out[82] = cse23;  /* [3, 10] */
    out[83] = cse24;  /* [3, 11] */
    out[84] = -6.239598171475791e-09*cse56 + 12.200000002943934*cse59 - 5.571458490524414e-09*cse60 - 5.571458490524414e-09*cse61 - 6.239598171475791e-09*cse65 - cse90*q_e_link2_3 + q_r_link2_x + 2.785729245262207e-09;  /* [3, 12] */
    out[85] = -5.571458490524414e-09*cse59 + 12.200000002943934*cse61 - 5.571458490524414e-09*cse62 - 6.239598171475791e-09*cse63 + 12.200000002943934*cse64 + 6.239598171475791e-09*cse75 + q_r_link2_y - 6.100000001471967;  /* [3, 13] */
    out[86] = -5.571458490524414e-09*cse56 - 6.239598171475791e-09*cse61 + 12.200000002943934*cse63 + 5.571458490524414e-09*cse65 - 6.239598171475791e-09*cse66 + cse90*q_e_link2_1 + q_r_link2_z + 3.1197990857378954e-09;  /* [3, 14] */
    out[87] = -1.8573618581240325*cse56 + 0.7417591595270534*cse59 + 0.0005265394197281191*cse60 + 0.0005265394197281191*cse61 - cse91*q_e_link2_2 - cse92*q_e_link2_3 - 0.00026326970986405957;  /* [3, 15] */
    out[88] = cse67 + cse68 - cse69 + cse70 - cse71 - cse72 + 0.6612594709887001;  /* [3, 16] */
    out[89] = 1.5003144240015882*cse60 + 1.5003144240015882*cse61 + cse93*q_e_link2_1 - cse94*q_e_link2_3 + cse95*q_e_link2_2 + cse96*q_e_link2_1 - 0.7501572120007941;  /* [3, 17] */
    out[90] = 0.0005265394197281191*cse59 + 0.7417591595270534*cse61 - 1.8573618581240325*cse63 + 0.7417591595270534*cse64 + cse91*q_e_link2_1 + cse97*q_e_link2_3 - 0.3708795797635267;  /* [3, 18] */
    out[91] = cse74 - cse76 - cse78 - cse79 + cse80 + cse81 - 0.6967213111475148;  /* [3, 19] */
    out[92] = 1.5003144240015882*cse59 + 1.2280517121152803*cse61 + 1.5003144240015882*cse62 + 1.2280517121152803*cse64 + cse93*q_e_link2_2 - cse95*q_e_link2_1 - 0.6140258560576402;  /* [3, 20] */
    out[93] = 0.0005265394197281191*cse56 - 1.8573618581240325*cse61 + 0.7417591595270534*cse63 - 1.8573618581240325*cse66 + cse92*q_e_link2_1 - cse97*q_e_link2_2 + 0.9286809290620163;  /* [3, 21] */
    out[94] = cse82 + cse83 + cse84 - cse85 + cse86 + cse87 - 0.27805633713446004;  /* [3, 22] */
    out[95] = 1.5003144240015882*cse56 + 0.490862120664766*cse61 - 1.5003144240015882*cse65 + 0.490862120664766*cse66 + cse94*q_e_link2_1 + cse96*q_e_link2_3 - 0.245431060332383;  /* [3, 23] */
    out[99] = 1;  /* [4, 3] */
    out[103] = 1;  /* [4, 7] */
    out[107] = 1;  /* [4, 11] */
    out[108] = q_r_rotor_x;  /* [4, 12] */
    out[109] = q_r_rotor_y;  /* [4, 13] */
    out[110] = q_r_rotor_z;  /* [4, 14] */
    out[111] = cse14;  /* [4, 15] */
    out[112] = cse10;  /* [4, 16] */
    out[113] = cse99;  /* [4, 17] */
    out[114] = cse21;  /* [4, 18] */
    out[115] = cse17;  /* [4, 19] */
    out[116] = cse101;  /* [4, 20] */
    out[117] = cse24;  /* [4, 21] */
    out[118] = cse23;  /* [4, 22] */
    out[119] = cse102;  /* [4, 23] */
    out[125] = 1;  /* [5, 5] */
    out[127] = -1;  /* [5, 7] */
    out[129] = 1;  /* [5, 9] */
    out[132] = q_r_rotor_x;  /* [5, 12] */
    out[133] = q_r_rotor_y;  /* [5, 13] */
    out[134] = q_r_rotor_z;  /* [5, 14] */
    out[135] = cse99;  /* [5, 15] */
    out[136] = cse100 + cse8;  /* [5, 16] */
    out[137] = cse14;  /* [5, 17] */
    out[138] = cse101;  /* [5, 18] */
    out[139] = -cse16 + cse98;  /* [5, 19] */
    out[140] = cse21;  /* [5, 20] */
    out[141] = cse102;  /* [5, 21] */
    out[142] = -cse18 + cse20;  /* [5, 22] */
    out[143] = cse24;  /* [5, 23] */
    out[144] = -4;  /* [6, 0] */
    out[145] = -8.5;  /* [6, 1] */
    out[148] = -1;  /* [6, 4] */
    out[152] = 1;  /* [6, 8] */
    out[153] = -1;  /* [6, 9] */
    out[156] = -cse103*q_e_link3_3 - 0.019743430640548176*cse104 - cse105*q_e_link3_2 + 7.399973666762504*cse27 + q_r_link3_x;  /* [6, 12] */
    out[157] = cse105*q_e_link3_1 + 7.399973666762504*cse29 + 7.399973666762504*cse31 - 0.019743430640548176*cse33 + q_r_link3_y - 3.699986833381252;  /* [6, 13] */
    out[158] = cse103*q_e_link3_1 - 0.019743430640548176*cse31 + 7.399973666762504*cse33 - 0.019743430640548176*cse54 + q_r_link3_z + 0.009871715320274088;  /* [6, 14] */
    out[159] = -0.9482462695817502*cse104 - cse106*q_e_link3_2 - cse107*q_e_link3_3 + cse108*q_e_link3_2;  /* [6, 15] */
    out[160] = cse106*q_e_link3_3 - cse107*q_e_link3_2 - cse108*q_e_link3_3 - 0.9482462695817502*cse27;  /* [6, 16] */
    out[161] = -2.0*cse31 - 2.0*cse36 + 1.0;  /* [6, 17] */
    out[162] = cse109 + cse110 + cse111 + 1.7609170940803245*cse29 - 0.8804585470401622;  /* [6, 18] */
    out[163] = -cse112 + cse113 - 0.9482462695817502*cse29;  /* [6, 19] */
    out[164] = -cse114*q_e_link3_3 - 2.0*cse27;  /* [6, 20] */
    out[165] = cse112 + cse113 - 0.9482462695817502*cse54;  /* [6, 21] */
    out[166] = cse109 - cse110 - cse111 - 1.7609170940803245*cse54 + 0.8804585470401622;  /* [6, 22] */
    out[167] = -2.0*cse104 + cse114*q_e_link3_2;  /* [6, 23] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_four_link_rp_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_reaction_frames(q + (size_t)k * 21, p, out + (size_t)k * 168);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); p (parameters, 0).
 * Output: out, 2 x 18 row-major, 36 nonzero.
 * 253 operations after common subexpression elimination.
 */
void mg_four_link_rp_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_r_link3_x = q[14];
    const double q_r_link3_y = q[15];
    const double q_r_link3_z = q[16];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_rd_link3_x = v[14];
    const double v_rd_link3_y = v[15];
    const double v_rd_link3_z = v[16];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
    (void)p;
    const double cse0 = 2*q_e_rotor_0;
    const double cse1 = cse0*q_e_rotor_2;
    const double cse2 = 2*q_e_rotor_1;
    const double cse3 = cse2*q_e_rotor_3;
    const double cse4 = 2*q_e_rotor_3;
    const double cse5 = cse4*q_e_rotor_2;
    const double cse6 = -cse5;
    const double cse7 = cse0*q_e_rotor_1;
    const double cse8 = -cse7;
    const double cse9 = 2*(q_e_rotor_0*q_e_rotor_0);
    const double cse10 = cse9 - 1;
    const double cse11 = cse10 + 2*(q_e_rotor_3*q_e_rotor_3);
    const double cse12 = cse2*q_e_rotor_2;
    const double cse13 = cse0*q_e_rotor_3;
    const double cse14 = cse12 + cse13;
    const double cse15 = cse10 + 2*(q_e_rotor_2*q_e_rotor_2);
    const double cse16 = 2*(q_e_rotor_1*q_e_rotor_1);
    const double cse17 = cse1 + cse3;
    const double cse18 = 2*v_ed_rotor_1;
    const double cse19 = cse0*v_ed_rotor_3 + cse18*q_e_rotor_2 - cse2*v_ed_rotor_2 - cse4*v_ed_rotor_0;
    const double cse20 = 2*q_e_rotor_2;
    const double cse21 = cse0*v_ed_rotor_2 - cse18*q_e_rotor_3 + cse2*v_ed_rotor_3 - cse20*v_ed_rotor_0;
    const double cse22 = cse0*v_ed_rotor_1 - cse2*v_ed_rotor_0 - cse20*v_ed_rotor_3 + cse4*v_ed_rotor_2;
    const double cse23 = 1.7609170940803245*q_e_link3_2;
    const double cse24 = -cse23*q_e_link3_3;
    const double cse25 = q_e_link3_0*q_e_link3_1;
    const double cse26 = 1.7609170940803245*cse25;
    const double cse27 = (q_e_link3_3*q_e_link3_3);
    const double cse28 = (q_e_link3_0*q_e_link3_0);
    const double cse29 = 0.9482462695817502*cse28;
    const double cse30 = 0.9482462695817502*q_e_link3_2;
    const double cse31 = cse30*q_e_link3_3;
    const double cse32 = 0.9482462695817502*cse25 + 1.7609170940803245*cse28 - 0.8804585470401622;
    const double cse33 = 2.0*q_e_link3_2;
    const double cse34 = q_e_link3_1*q_e_link3_3;
    const double cse35 = 0.9482462695817502*q_e_link3_0;
    const double cse36 = 1.7609170940803245*q_e_link3_3;
    const double cse37 = (q_e_link3_1*q_e_link3_1);
    const double cse38 = (q_e_link3_2*q_e_link3_2);
    const double cse39 = q_e_link3_0*q_e_link3_3;
    const double cse40 = 7.399973666762504*q_e_link3_2;
    const double cse41 = cse40*q_e_link3_3;
    const double cse42 = 7.399973666762504*cse25;
    const double cse43 = 0.019743430640548176*cse27;
    const double cse44 = 0.019743430640548176*cse28;
    const double cse45 = cse40*q_e_link3_1;
    const double cse46 = 7.399973666762504*cse39;
    const double cse47 = 0.019743430640548176*cse34;
    const double cse48 = 0.019743430640548176*q_e_link3_2;
    const double cse49 = cse48*q_e_link3_0;
    const double cse50 = 0.019743430640548176*cse25 + 7.399973666762504*cse28 + 7.399973666762504*cse38 - cse48*q_e_link3_3;
    const double cse51 = 2*q_e_link3_2;
    const double cse52 = 2*q_e_link3_0;
    const double cse53 = 2*q_e_link3_3;
    const double cse54 = 2*q_e_link3_1;
    const double cse55 = cse51*v_ed_link3_1 + cse52*v_ed_link3_3 - cse53*v_ed_link3_0 - cse54*v_ed_link3_2;
    const double cse56 = 2*cse28 - 1;
    const double cse57 = cse55*(2*cse27 + cse56);
    const double cse58 = -cse51*v_ed_link3_0 + cse52*v_ed_link3_2 - cse53*v_ed_link3_1 + cse54*v_ed_link3_3;
    const double cse59 = cse51*q_e_link3_3;
    const double cse60 = 2*cse25;
    const double cse61 = cse58*(cse59 + cse60);
    const double cse62 = -cse51*v_ed_link3_3 + cse52*v_ed_link3_1 + cse53*v_ed_link3_2 - cse54*v_ed_link3_0;
    const double cse63 = cse53*q_e_link3_1;
    const double cse64 = cse51*q_e_link3_0;
    const double cse65 = cse62*(cse63 - cse64);
    const double cse66 = cse62*(2*cse37 + cse56);
    const double cse67 = cse55*(cse63 + cse64);
    const double cse68 = cse51*q_e_link3_1;
    const double cse69 = cse53*q_e_link3_0;
    const double cse70 = cse58*(cse68 - cse69);
    const double cse71 = cse55*(cse59 - cse60) + cse58*(2*cse38 + cse56) + cse62*(cse68 + cse69);
    const double cse72 = cse66 + cse67 + cse70;
    const double cse73 = cse50 - 3.699986833381252;
    const double cse74 = cse45 - cse46 - cse47 - cse49;
    const double cse75 = cse41 + cse42 - cse43 - cse44 + 0.009871715320274088;
    const double cse76 = cse57 + cse61 + cse65;

    out[0] = cse1 - cse3;  /* [0, 0] */
    out[1] = cse6 + cse8;  /* [0, 1] */
    out[2] = cse11;  /* [0, 2] */
    out[3] = cse14;  /* [0, 3] */
    out[4] = cse15;  /* [0, 4] */
    out[5] = cse6 + cse7;  /* [0, 5] */
    out[6] = -cse16 - cse9 + 1;  /* [0, 6] */
    out[7] = -cse12 + cse13;  /* [0, 7] */
    out[8] = cse17;  /* [0, 8] */
    out[9] = q_r_rotor_z;  /* [0, 9] */
    out[10] = -q_r_rotor_y;  /* [0, 10] */
    out[11] = q_r_rotor_x;  /* [0, 11] */
    out[12] = cse11*cse19 + cse21*(cse5 + cse7) + cse22*(-cse1 + cse3);  /* [0, 12] */
    out[13] = -cse14*cse22 - cse15*cse21 - cse19*(cse5 + cse8);  /* [0, 13] */
    out[14] = cse17*cse19 + cse21*(cse12 - cse13) + cse22*(cse10 + cse16);  /* [0, 14] */
    out[15] = v_rd_rotor_z;  /* [0, 15] */
    out[16] = -v_rd_rotor_y;  /* [0, 16] */
    out[17] = v_rd_rotor_x;  /* [0, 17] */
    out[18] = cse24 - cse26 + 0.9482462695817502*cse27 + cse29 - 0.4741231347908751;  /* [1, 0] */
    out[19] = 1.7609170940803245*cse27 + cse31 + cse32;  /* [1, 1] */
    out[20] = -cse33*q_e_link3_0 + 2.0*cse34;  /* [1, 2] */
    out[21] = -cse23*q_e_link3_1 + 0.9482462695817502*cse34 + cse35*q_e_link3_2 + cse36*q_e_link3_0;  /* [1, 3] */
    out[22] = cse23*q_e_link3_0 + cse30*q_e_link3_1 - cse35*q_e_link3_3 + cse36*q_e_link3_1;  /* [1, 4] */
    out[23] = 2.0*cse28 + 2.0*cse37 - 1.0;  /* [1, 5] */
    out[24] = -cse31 + cse32 + 1.7609170940803245*cse38;  /* [1, 6] */
    out[25] = cse24 + cse26 - cse29 - 0.9482462695817502*cse38 + 0.4741231347908751;  /* [1, 7] */
    out[26] = -cse33*q_e_link3_1 - 2.0*cse39;  /* [1, 8] */
    out[27] = -cse41 - cse42 + cse43 + cse44 - q_r_link3_z - 0.009871715320274088;  /* [1, 9] */
    out[28] = -cse45 + cse46 + cse47 + cse49 - q_r_link3_x - 4;  /* [1, 10] */
    out[29] = cse50 + q_r_link3_y + 4.800013166618748;  /* [1, 11] */
    out[30] = -cse57 - cse61 - cse65;  /* [1, 12] */
    out[31] = -cse66 - cse67 - cse70;  /* [1, 13] */
    out[32] = cse71;  /* [1, 14] */
    out[33] = cse71*cse74 - cse72*cse73 - v_rd_link3_z;  /* [1, 15] */
    out[34] = -cse71*cse75 + cse73*cse76 - v_rd_link3_x;  /* [1, 16] */
    out[35] = -cse72*cse75 + cse74*cse76 + v_rd_link3_y;  /* [1, 17] */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_four_link_rp_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_joint_motion(q + (size_t)k * 21, v + (size_t)k * 21, p, out + (size_t)k * 36);
    }
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 163 operations after common subexpression elimination.
 */
void mg_four_link_rp_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_rotor_z = q[2];
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_r_link2_z = q[9];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_r_link3_z = q[16];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_rd_link2_x = v[7];
    const double v_rd_link2_y = v[8];
    const double v_rd_link2_z = v[9];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_rd_link3_x = v[14];
    const double v_rd_link3_y = v[15];
    const double v_rd_link3_z = v[16];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
    (void)t;
    (void)p;
    const double cse0 = q_e_rotor_3*v_ed_rotor_1;
    const double cse1 = q_e_rotor_1*v_ed_rotor_3;
    const double cse2 = q_e_rotor_0*v_ed_rotor_2;
    const double cse3 = 2*v_ed_rotor_0;
    const double cse4 = q_e_rotor_3*v_ed_rotor_2;
    const double cse5 = q_e_rotor_2*v_ed_rotor_3;
    const double cse6 = q_e_rotor_0*v_ed_rotor_1;
    const double cse7 = 2*q_e_link3_1;
    const double cse8 = 2*v_ed_link3_2;
    const double cse9 = 2*v_ed_link3_1;
    const double cse10 = 2*q_e_link3_2;
    const double cse11 = q_e_link2_3*v_ed_link2_2;
    const double cse12 = 2*v_ed_link2_1;
    const double cse13 = q_e_link2_2*v_ed_link2_3;
    const double cse14 = q_e_link2_1*v_ed_link2_0;
    const double cse15 = q_e_link2_1*v_ed_link2_3;
    const double cse16 = q_e_link2_0*v_ed_link2_2;
    const double cse17 = q_e_link2_2*v_ed_link2_0;

    out[0] = 0.5*(v_rd_link2_x*v_rd_link2_x) + 0.5*(v_rd_link2_y*v_rd_link2_y) + 0.5*(v_rd_link2_z*v_rd_link2_z) + 0.5*(v_rd_link3_x*v_rd_link3_x) + 0.5*(v_rd_link3_y*v_rd_link3_y) + 0.5*(v_rd_link3_z*v_rd_link3_z) + 1.0*(v_rd_rotor_x*v_rd_rotor_x) + 1.0*(v_rd_rotor_y*v_rd_rotor_y) + 1.0*(v_rd_rotor_z*v_rd_rotor_z) + (1.0/2.0)*(-4.0*cse0 + 4.0*cse1 + 4.0*cse2 - 4.0*q_e_rotor_2*v_ed_rotor_0)*(-2*cse0 + 2*cse1 + 2*cse2 - cse3*q_e_rotor_2) + (1.0/2.0)*(2*cse11 + cse12*q_e_link2_0 - 2*cse13 - 2*cse14)*(24.8*cse11 - 24.8*cse13 - 24.8*cse14 + 24.8*q_e_link2_0*v_ed_link2_1) + (1.0/2.0)*(0.02*cse15 + 0.02*cse16 - 0.02*cse17 - 0.02*q_e_link2_3*v_ed_link2_1)*(-cse12*q_e_link2_3 + 2*cse15 + 2*cse16 - 2*cse17) + (1.0/2.0)*(8.0*cse4 - 8.0*cse5 + 8.0*cse6 - 8.0*q_e_rotor_1*v_ed_rotor_0)*(-cse3*q_e_rotor_1 + 2*cse4 - 2*cse5 + 2*cse6) + (1.0/2.0)*(-cse10*v_ed_link3_0 + cse7*v_ed_link3_3 + cse8*q_e_link3_0 - cse9*q_e_link3_3)*(0.02*q_e_link3_0*v_ed_link3_2 + 0.02*q_e_link3_1*v_ed_link3_3 - 0.02*q_e_link3_2*v_ed_link3_0 - 0.02*q_e_link3_3*v_ed_link3_1) + (1.0/2.0)*(-cse10*v_ed_link3_3 - cse7*v_ed_link3_0 + cse8*q_e_link3_3 + cse9*q_e_link3_0)*(9.08*q_e_link3_0*v_ed_link3_1 - 9.08*q_e_link3_1*v_ed_link3_0 - 9.08*q_e_link3_2*v_ed_link3_3 + 9.08*q_e_link3_3*v_ed_link3_2);  /* [0, 0] */
    out[1] = 9.81*q_r_link2_z + 9.81*q_r_link3_z + 19.62*q_r_rotor_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_rp_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_energy(q + (size_t)k * 21, v + (size_t)k * 21, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rp_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_rp_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_power(q + (size_t)k * 21, v + (size_t)k * 21, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); a (accelerations (time derivative of v), 21); p (parameters, 0).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rp_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_four_link_rp_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_markers(q + (size_t)k * 21, v + (size_t)k * 21, a + (size_t)k * 21, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 220 operations after common subexpression elimination.
 */
void mg_four_link_rp_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_r_link2_x = q[7];
    const double q_r_link2_y = q[8];
    const double q_r_link2_z = q[9];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_r_link3_x = q[14];
    const double q_r_link3_y = q[15];
    const double q_r_link3_z = q[16];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_rd_link2_x = v[7];
    const double v_rd_link2_y = v[8];
    const double v_rd_link2_z = v[9];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_rd_link3_x = v[14];
    const double v_rd_link3_y = v[15];
    const double v_rd_link3_z = v[16];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
    (void)p;
    const double cse0 = 2.0*v_rd_rotor_x;
    const double cse1 = 1.0*v_rd_link3_x;
    const double cse2 = 1.0*v_rd_link2_x;
    const double cse3 = 2.0*v_rd_rotor_y;
    const double cse4 = 1.0*v_rd_link3_y;
    const double cse5 = 1.0*v_rd_link2_y;
    const double cse6 = 2.0*v_rd_rotor_z;
    const double cse7 = 1.0*v_rd_link3_z;
    const double cse8 = 1.0*v_rd_link2_z;
    const double cse9 = 2*q_e_link2_3;
    const double cse10 = 2*q_e_link2_0;
    const double cse11 = 2*v_ed_link2_3;
    const double cse12 = 2*v_ed_link2_0;
    const double cse13 = cse10*v_ed_link2_1 - cse11*q_e_link2_2 - cse12*q_e_link2_1 + cse9*v_ed_link2_2;
    const double cse14 = (q_e_link2_0*q_e_link2_0);
    const double cse15 = 2*v_ed_rotor_2;
    const double cse16 = 2*v_ed_rotor_1;
    const double cse17 = 2*v_ed_rotor_3;
    const double cse18 = 2*v_ed_rotor_0;
    const double cse19 = cse15*q_e_rotor_3 + cse16*q_e_rotor_0 - cse17*q_e_rotor_2 - cse18*q_e_rotor_1;
    const double cse20 = (q_e_rotor_0*q_e_rotor_0);
    const double cse21 = 2*v_ed_link3_3;
    const double cse22 = 2*v_ed_link3_2;
    const double cse23 = 2*v_ed_link3_1;
    const double cse24 = 2*v_ed_link3_0;
    const double cse25 = cse21*q_e_link3_1 + cse22*q_e_link3_0 - cse23*q_e_link3_3 - cse24*q_e_link3_2;
    const double cse26 = 0.02*q_e_link3_0;
    const double cse27 = 0.02*q_e_link3_2;
    const double cse28 = cse10*v_ed_link2_2 + cse11*q_e_link2_1 - cse12*q_e_link2_2 - cse9*v_ed_link2_1;
    const double cse29 = 0.02*q_e_link2_0;
    const double cse30 = q_e_link2_1*q_e_link2_2;
    const double cse31 = -cse21*q_e_link3_2 + cse22*q_e_link3_3 + cse23*q_e_link3_0 - cse24*q_e_link3_1;
    const double cse32 = (q_e_link3_0*q_e_link3_0);
    const double cse33 = cse15*q_e_rotor_0 - cse16*q_e_rotor_3 + cse17*q_e_rotor_1 - cse18*q_e_rotor_2;
    const double cse34 = 4.0*q_e_rotor_0;
    const double cse35 = 4.0*q_e_rotor_2;
    const double cse36 = 24.8*q_e_link2_0;
    const double cse37 = 9.08*q_e_link3_1;
    const double cse38 = 9.08*q_e_link3_0;
    const double cse39 = 8.0*q_e_rotor_2;
    const double cse40 = 8.0*q_e_rotor_3;

    out[0] = cse0 + cse1 + cse2;  /* [0, 0] */
    out[1] = cse3 + cse4 + cse5;  /* [1, 0] */
    out[2] = cse6 + cse7 + cse8;  /* [2, 0] */
    out[3] = cse13*(24.8*cse14 + 24.8*(q_e_link2_1*q_e_link2_1) - 12.4) + cse19*(8.0*cse20 + 8.0*(q_e_rotor_1*q_e_rotor_1) - 4.0) + cse25*(-cse26*q_e_link3_3 + cse27*q_e_link3_1) + cse28*(-cse29*q_e_link2_3 + 0.02*cse30) - cse3*q_r_rotor_z + cse31*(9.08*cse32 + 9.08*(q_e_link3_1*q_e_link3_1) - 4.54) + cse33*(-cse34*q_e_rotor_3 + cse35*q_e_rotor_1) - cse4*q_r_link3_z - cse5*q_r_link2_z + cse6*q_r_rotor_y + cse7*q_r_link3_y + cse8*q_r_link2_y;  /* [3, 0] */
    out[4] = cse0*q_r_rotor_z + cse1*q_r_link3_z + cse13*(24.8*cse30 + cse36*q_e_link2_3) + cse19*(cse39*q_e_rotor_1 + cse40*q_e_rotor_0) + cse2*q_r_link2_z + cse25*(0.02*cse32 + 0.02*(q_e_link3_2*q_e_link3_2) - 0.01) + cse28*(0.02*cse14 + 0.02*(q_e_link2_2*q_e_link2_2) - 0.01) + cse31*(cse37*q_e_link3_2 + cse38*q_e_link3_3) + cse33*(4.0*cse20 + 4.0*(q_e_rotor_2*q_e_rotor_2) - 2.0) - cse6*q_r_rotor_x - cse7*q_r_link3_x - cse8*q_r_link2_x;  /* [4, 0] */
    out[5] = -cse0*q_r_rotor_y - cse1*q_r_link3_y + cse13*(-cse36*q_e_link2_2 + 24.8*q_e_link2_1*q_e_link2_3) + cse19*(-cse39*q_e_rotor_0 + cse40*q_e_rotor_1) - cse2*q_r_link2_y + cse25*(cse26*q_e_link3_1 + cse27*q_e_link3_3) + cse28*(cse29*q_e_link2_1 + 0.02*q_e_link2_2*q_e_link2_3) + cse3*q_r_rotor_x + cse31*(cse37*q_e_link3_3 - cse38*q_e_link3_2) + cse33*(cse34*q_e_rotor_1 + cse35*q_e_rotor_3) + cse4*q_r_link3_x + cse5*q_r_link2_x;  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_four_link_rp_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_momentum(q + (size_t)k * 21, v + (size_t)k * 21, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 21); p (parameters, 0).
 * Output: out, 3 x 12 row-major, 36 nonzero.
 * 81 operations after common subexpression elimination.
 */
void mg_four_link_rp_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_r_link2_x = q[7];
    const double q_r_link2_y = q[8];
    const double q_r_link2_z = q[9];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_r_link3_x = q[14];
    const double q_r_link3_y = q[15];
    const double q_r_link3_z = q[16];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    (void)p;
    const double cse0 = 2*(q_e_rotor_0*q_e_rotor_0) - 1;
    const double cse1 = 2*q_e_rotor_2;
    const double cse2 = cse1*q_e_rotor_1;
    const double cse3 = 2*q_e_rotor_3;
    const double cse4 = cse3*q_e_rotor_0;
    const double cse5 = cse3*q_e_rotor_1;
    const double cse6 = cse1*q_e_rotor_0;
    const double cse7 = cse3*q_e_rotor_2;
    const double cse8 = 2*q_e_rotor_0*q_e_rotor_1;
    const double cse9 = 2*(q_e_link2_0*q_e_link2_0) - 1;
    const double cse10 = 2*q_e_link2_1;
    const double cse11 = cse10*q_e_link2_2;
    const double cse12 = 2*q_e_link2_3;
    const double cse13 = cse12*q_e_link2_0;
    const double cse14 = cse10*q_e_link2_3;
    const double cse15 = 2*q_e_link2_0*q_e_link2_2;
    const double cse16 = cse12*q_e_link2_2;
    const double cse17 = cse10*q_e_link2_0;
    const double cse18 = 2*(q_e_link3_0*q_e_link3_0) - 1;
    const double cse19 = 2*q_e_link3_2;
    const double cse20 = cse19*q_e_link3_1;
    const double cse21 = 2*q_e_link3_3;
    const double cse22 = cse21*q_e_link3_0;
    const double cse23 = cse21*q_e_link3_1;
    const double cse24 = cse19*q_e_link3_0;
    const double cse25 = cse21*q_e_link3_2;
    const double cse26 = 2*q_e_link3_0*q_e_link3_1;

    out[0] = q_r_rotor_x;  /* [0, 0] */
    out[1] = q_r_rotor_y;  /* [0, 1] */
    out[2] = q_r_rotor_z;  /* [0, 2] */
    out[3] = cse0 + 2*(q_e_rotor_1*q_e_rotor_1);  /* [0, 3] */
    out[4] = cse2 - cse4;  /* [0, 4] */
    out[5] = cse5 + cse6;  /* [0, 5] */
    out[6] = cse2 + cse4;  /* [0, 6] */
    out[7] = cse0 + 2*(q_e_rotor_2*q_e_rotor_2);  /* [0, 7] */
    out[8] = cse7 - cse8;  /* [0, 8] */
    out[9] = cse5 - cse6;  /* [0, 9] */
    out[10] = cse7 + cse8;  /* [0, 10] */
    out[11] = cse0 + 2*(q_e_rotor_3*q_e_rotor_3);  /* [0, 11] */
    out[12] = q_r_link2_x;  /* [1, 0] */
    out[13] = q_r_link2_y;  /* [1, 1] */
    out[14] = q_r_link2_z;  /* [1, 2] */
    out[15] = cse9 + 2*(q_e_link2_1*q_e_link2_1);  /* [1, 3] */
    out[16] = cse11 - cse13;  /* [1, 4] */
    out[17] = cse14 + cse15;  /* [1, 5] */
    out[18] = cse11 + cse13;  /* [1, 6] */
    out[19] = cse9 + 2*(q_e_link2_2*q_e_link2_2);  /* [1, 7] */
    out[20] = cse16 - cse17;  /* [1, 8] */
    out[21] = cse14 - cse15;  /* [1, 9] */
    out[22] = cse16 + cse17;  /* [1, 10] */
    out[23] = cse9 + 2*(q_e_link2_3*q_e_link2_3);  /* [1, 11] */
    out[24] = q_r_link3_x;  /* [2, 0] */
    out[25] = q_r_link3_y;  /* [2, 1] */
    out[26] = q_r_link3_z;  /* [2, 2] */
    out[27] = cse18 + 2*(q_e_link3_1*q_e_link3_1);  /* [2, 3] */
    out[28] = cse20 - cse22;  /* [2, 4] */
    out[29] = cse23 + cse24;  /* [2, 5] */
    out[30] = cse20 + cse22;  /* [2, 6] */
    out[31] = cse18 + 2*(q_e_link3_2*q_e_link3_2);  /* [2, 7] */
    out[32] = cse25 - cse26;  /* [2, 8] */
    out[33] = cse23 - cse24;  /* [2, 9] */
    out[34] = cse25 + cse26;  /* [2, 10] */
    out[35] = cse18 + 2*(q_e_link3_3*q_e_link3_3);  /* [2, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_four_link_rp_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_body_frames(q + (size_t)k * 21, p, out + (size_t)k * 36);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); p (parameters, 0).
 * Output: out, 3 x 6 row-major, 18 nonzero.
 * 196 operations after common subexpression elimination.
 */
void mg_four_link_rp_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_e_rotor_0 = q[3];
    const double q_e_rotor_1 = q[4];
    const double q_e_rotor_2 = q[5];
    const double q_e_rotor_3 = q[6];
    const double q_e_link2_0 = q[10];
    const double q_e_link2_1 = q[11];
    const double q_e_link2_2 = q[12];
    const double q_e_link2_3 = q[13];
    const double q_e_link3_0 = q[17];
    const double q_e_link3_1 = q[18];
    const double q_e_link3_2 = q[19];
    const double q_e_link3_3 = q[20];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_ed_rotor_0 = v[3];
    const double v_ed_rotor_1 = v[4];
    const double v_ed_rotor_2 = v[5];
    const double v_ed_rotor_3 = v[6];
    const double v_rd_link2_x = v[7];
    const double v_rd_link2_y = v[8];
    const double v_rd_link2_z = v[9];
    const double v_ed_link2_0 = v[10];
    const double v_ed_link2_1 = v[11];
    const double v_ed_link2_2 = v[12];
    const double v_ed_link2_3 = v[13];
    const double v_rd_link3_x = v[14];
    const double v_rd_link3_y = v[15];
    const double v_rd_link3_z = v[16];
    const double v_ed_link3_0 = v[17];
    const double v_ed_link3_1 = v[18];
    const double v_ed_link3_2 = v[19];
    const double v_ed_link3_3 = v[20];
    (void)p;
    const double cse0 = 2*v_ed_rotor_1;
    const double cse1 = 2*v_ed_rotor_3;
    const double cse2 = 2*v_ed_rotor_0;
    const double cse3 = 2*v_ed_rotor_2;
    const double cse4 = cse0*q_e_rotor_2 + cse1*q_e_rotor_0 - cse2*q_e_rotor_3 - cse3*q_e_rotor_1;
    const double cse5 = 2*q_e_rotor_1*q_e_rotor_3;
    const double cse6 = 2*q_e_rotor_0;
    const double cse7 = cse6*q_e_rotor_2;
    const double cse8 = 2*(q_e_rotor_0*q_e_rotor_0) - 1;
    const double cse9 = cse0*q_e_rotor_0 - cse1*q_e_rotor_2 - cse2*q_e_rotor_1 + cse3*q_e_rotor_3;
    const double cse10 = -cse0*q_e_rotor_3 + cse1*q_e_rotor_1 - cse2*q_e_rotor_2 + cse3*q_e_rotor_0;
    const double cse11 = 2*q_e_rotor_2;
    const double cse12 = cse11*q_e_rotor_1;
    const double cse13 = cse6*q_e_rotor_3;
    const double cse14 = cse11*q_e_rotor_3;
    const double cse15 = cse6*q_e_rotor_1;
    const double cse16 = 2*q_e_link2_3;
    const double cse17 = 2*q_e_link2_0;
    const double cse18 = 2*q_e_link2_2;
    const double cse19 = 2*q_e_link2_1;
    const double cse20 = cse16*v_ed_link2_2 + cse17*v_ed_link2_1 - cse18*v_ed_link2_3 - cse19*v_ed_link2_0;
    const double cse21 = 2*(q_e_link2_0*q_e_link2_0) - 1;
    const double cse22 = -cse16*v_ed_link2_0 + cse17*v_ed_link2_3 + cse18*v_ed_link2_1 - cse19*v_ed_link2_2;
    const double cse23 = cse19*q_e_link2_3;
    const double cse24 = cse17*q_e_link2_2;
    const double cse25 = -cse16*v_ed_link2_1 + cse17*v_ed_link2_2 - cse18*v_ed_link2_0 + cse19*v_ed_link2_3;
    const double cse26 = cse19*q_e_link2_2;
    const double cse27 = cse16*q_e_link2_0;
    const double cse28 = cse16*q_e_link2_2;
    const double cse29 = cse19*q_e_link2_0;
    const double cse30 = 2*q_e_link3_3;
    const double cse31 = 2*q_e_link3_0;
    const double cse32 = 2*q_e_link3_2;
    const double cse33 = 2*v_ed_link3_0;
    const double cse34 = cse30*v_ed_link3_2 + cse31*v_ed_link3_1 - cse32*v_ed_link3_3 - cse33*q_e_link3_1;
    const double cse35 = 2*(q_e_link3_0*q_e_link3_0) - 1;
    const double cse36 = 2*q_e_link3_1;
    const double cse37 = cse31*v_ed_link3_3 + cse32*v_ed_link3_1 - cse33*q_e_link3_3 - cse36*v_ed_link3_2;
    const double cse38 = cse30*q_e_link3_1;
    const double cse39 = cse32*q_e_link3_0;
    const double cse40 = -cse30*v_ed_link3_1 + cse31*v_ed_link3_2 - cse32*v_ed_link3_0 + cse36*v_ed_link3_3;
    const double cse41 = cse32*q_e_link3_1;
    const double cse42 = cse31*q_e_link3_3;
    const double cse43 = cse32*q_e_link3_3;
    const double cse44 = cse31*q_e_link3_1;

    out[0] = v_rd_rotor_x;  /* [0, 0] */
    out[1] = v_rd_rotor_y;  /* [0, 1] */
    out[2] = v_rd_rotor_z;  /* [0, 2] */
    out[3] = cse10*(cse12 - cse13) + cse4*(cse5 + cse7) + cse9*(cse8 + 2*(q_e_rotor_1*q_e_rotor_1));  /* [0, 3] */
    out[4] = cse10*(cse8 + 2*(q_e_rotor_2*q_e_rotor_2)) + cse4*(cse14 - cse15) + cse9*(cse12 + cse13);  /* [0, 4] */
    out[5] = cse10*(cse14 + cse15) + cse4*(cse8 + 2*(q_e_rotor_3*q_e_rotor_3)) + cse9*(cse5 - cse7);  /* [0, 5] */
    out[6] = v_rd_link2_x;  /* [1, 0] */
    out[7] = v_rd_link2_y;  /* [1, 1] */
    out[8] = v_rd_link2_z;  /* [1, 2] */
    out[9] = cse20*(cse21 + 2*(q_e_link2_1*q_e_link2_1)) + cse22*(cse23 + cse24) + cse25*(cse26 - cse27);  /* [1, 3] */
    out[10] = cse20*(cse26 + cse27) + cse22*(cse28 - cse29) + cse25*(cse21 + 2*(q_e_link2_2*q_e_link2_2));  /* [1, 4] */
    out[11] = cse20*(cse23 - cse24) + cse22*(cse21 + 2*(q_e_link2_3*q_e_link2_3)) + cse25*(cse28 + cse29);  /* [1, 5] */
    out[12] = v_rd_link3_x;  /* [2, 0] */
    out[13] = v_rd_link3_y;  /* [2, 1] */
    out[14] = v_rd_link3_z;  /* [2, 2] */
    out[15] = cse34*(cse35 + 2*(q_e_link3_1*q_e_link3_1)) + cse37*(cse38 + cse39) + cse40*(cse41 - cse42);  /* [2, 3] */
    out[16] = cse34*(cse41 + cse42) + cse37*(cse43 - cse44) + cse40*(cse35 + 2*(q_e_link3_2*q_e_link3_2));  /* [2, 4] */
    out[17] = cse34*(cse38 - cse39) + cse37*(cse35 + 2*(q_e_link3_3*q_e_link3_3)) + cse40*(cse43 + cse44);  /* [2, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_four_link_rp_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rp_body_velocities(q + (size_t)k * 21, v + (size_t)k * 21, p, out + (size_t)k * 18);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 12 row-major, 27 nonzero.
 * 1 operations after common subexpression elimination.
 */
void mg_four_link_rp_initial_frames(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 36);
    out[5] = 1;  /* [0, 5] */
    out[7] = 1;  /* [0, 7] */
    out[9] = -1;  /* [0, 9] */
    out[12] = -3.74555772;  /* [1, 0] */
    out[13] = -4.25;  /* [1, 1] */
    out[14] = 4.26236544;  /* [1, 2] */
    out[15] = 0.7501572120007941;  /* [1, 3] */
    out[16] = 0.6140258560576402;  /* [1, 4] */
    out[17] = 0.245431060332383;  /* [1, 5] */
    out[18] = -0.6612594709887001;  /* [1, 6] */
    out[19] = 0.6967213111475148;  /* [1, 7] */
    out[20] = 0.27805633713446004;  /* [1, 8] */
    out[21] = -0.00026326970986405957;  /* [1, 9] */
    out[22] = -0.3708795797635267;  /* [1, 10] */
    out[23] = 0.9286809290620163;  /* [1, 11] */
    out[24] = -5.74555772;  /* [2, 0] */
    out[25] = -8.5;  /* [2, 1] */
    out[26] = 3.26236544;  /* [2, 2] */
    out[27] = 0.0;  /* [2, 3] */
    out[28] = 0.4741231347908751;  /* [2, 4] */
    out[29] = 0.8804585470401622;  /* [2, 5] */
    out[30] = -1.0;  /* [2, 6] */
    out[31] = 0.0;  /* [2, 7] */
    out[32] = 0.0;  /* [2, 8] */
    out[33] = 0.0;  /* [2, 9] */
    out[34] = -0.8804585470401622;  /* [2, 10] */
    out[35] = 0.4741231347908751;  /* [2, 11] */
}

/* initial_velocities: Initial velocities per body (rows), global frame.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 6 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rp_initial_velocities(const double *p, double *out)
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
void mg_four_link_rp_chart(const double *p, double *out)
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
void mg_four_link_rp_physical_data(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 30);
    out[0] = 2.0;  /* [0, 0] */
    out[1] = 4.0;  /* [1, 0] */
    out[5] = 2.0;  /* [5, 0] */
    out[9] = 0.0;  /* [9, 0] */
    out[10] = 1.0;  /* [10, 0] */
    out[11] = 12.4;  /* [11, 0] */
    out[15] = 0.01;  /* [15, 0] */
    out[19] = 0.0;  /* [19, 0] */
    out[20] = 1.0;  /* [20, 0] */
    out[21] = 4.54;  /* [21, 0] */
    out[25] = 0.01;  /* [25, 0] */
    out[29] = 0.0;  /* [29, 0] */
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
size_t mg_four_link_rp_forward_dynamics_work(void)
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
    mg_four_link_rp_M(q, p, M);
    mg_four_link_rp_Phi_q(q, t, p, C);
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
    mg_four_link_rp_Q(q, v, t, p, b);
    mg_four_link_rp_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_four_link_rp_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 21; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_four_link_rp_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_four_link_rp_index3_take(struct mg_arena *arena, struct mg_four_link_rp_index3_take_work *w)
{
    enum { NQ = 21, NV = 21, N = NV + 21 };
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

/* The doubles of work memory index3_run needs: mg_four_link_rp_index3_take counting what it takes. */
size_t mg_four_link_rp_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_four_link_rp_index3_take_work w;
    mg_four_link_rp_index3_take(&arena, &w);
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
int mg_four_link_rp_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 21, NV = 21, NC = 21, N = NV + NC };
    enum { KL = 15, KU = 15, LDAB = 46 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_four_link_rp_index3_take_work mem;
    mg_four_link_rp_index3_take(&arena, &mem);
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
            mg_four_link_rp_retract(q_n, dv, qs);
            mg_four_link_rp_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_four_link_rp_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_four_link_rp_genalpha_matrix_perm, g, y);
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
struct mg_four_link_rp_kinematics_take_work {
    double *q, *tmp, *dv, *b, *solve, *J;
    int *piv;
};

static void mg_four_link_rp_kinematics_take(struct mg_arena *arena, struct mg_four_link_rp_kinematics_take_work *w)
{
    enum { NQ = 21, NV = 21 };
    w->q = mg_doubles(arena, NQ);
    w->tmp = mg_doubles(arena, NQ);
    w->dv = mg_doubles(arena, NV);
    w->b = mg_doubles(arena, NV);
    w->solve = mg_doubles(arena, NV);
    w->J = mg_doubles(arena, (size_t)43 * NV);
    w->piv = mg_ints(arena, NV);
}

/* The doubles of work memory kinematics_run needs: mg_four_link_rp_kinematics_take counting what it takes. */
size_t mg_four_link_rp_kinematics_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_four_link_rp_kinematics_take_work w;
    mg_four_link_rp_kinematics_take(&arena, &w);
    return arena.used;
}

/* Kinematic analysis (seed 001 section 2): row 0 of q_out, v_out, a_out holds the state at
 * t0; rows 1..n_steps (t = t0 + step h) are filled. Position by Newton from q_{n-1} (+) h v_{n-1} (eq. 11),
 * corrections through retract (eq. 12), stop at ||delta|| <= tol + rtol ||q||; then Phi_q v = nu and
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 14,
 * ku = 14). */
int mg_four_link_rp_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, double rtol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 21, NV = 21, KL = 14, KU = 14 };
struct mg_arena arena = { work, 0 };
    struct mg_four_link_rp_kinematics_take_work mem;
    mg_four_link_rp_kinematics_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *q = mem.q, *tmp = mem.tmp, *dv = mem.dv, *b = mem.b, *J = mem.J;
    int *piv = mem.piv;
    const size_t band_size = sizeof(double) * 43 * NV;
    const int *perm = mg_four_link_rp_Phi_q_perm;
    for (int step = 1; step <= n_steps; ++step) {
        const double t = t0 + step * h;
        const double *q_prev = q_out + (step - 1) * NQ;
        const double *v_prev = v_out + (step - 1) * NV;
        for (int i = 0; i < NV; ++i) {
            dv[i] = h * v_prev[i];
        }
        mg_four_link_rp_retract(q_prev, dv, q);
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                *fail_step = step;
                return MG_NOT_CONVERGED;
            }
            memset(J, 0, band_size);
            mg_four_link_rp_Phi_q_band(q, t, p, J);
            mg_four_link_rp_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return MG_SINGULAR;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, mem.solve);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_four_link_rp_retract(q, dv, tmp);
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
        mg_four_link_rp_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return MG_SINGULAR;
        }
        mg_four_link_rp_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, mem.solve);
        mg_flush(NV, v);
        mg_four_link_rp_gamma(q, v, t, p, a);
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
struct mg_four_link_rp_pt_state {
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
static const int mg_four_link_rp_pt_choice_of[21] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* Sets the partition to the independent coordinates I (sorted) and D to the rest. */
static void mg_four_link_rp_pt_set(struct mg_four_link_rp_pt_state *s, const int *I)
{
    int a = 0, b = 0;
    for (int i = 0; i < 21; ++i) {
        if (a < s->k && I[a] == i) {
            s->I[a++] = i;
        } else {
            s->D[b++] = i;
        }
    }
    s->column = s->explicit_closure && s->k > 0 ? mg_four_link_rp_pt_choice_of[s->I[0]] : -1;
}

/* C_D = Phi_q restricted to the dependent coordinates, factored (from s->C). */
static int mg_four_link_rp_pt_factor_CD(struct mg_four_link_rp_pt_state *s)
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
static int mg_four_link_rp_pt_velocities(struct mg_four_link_rp_pt_state *s, const double *q, const double *vI, double t,
                              double *v)
{
    const int k = s->k, m = s->m;
    for (int c = 0; c < k; ++c) {
        v[s->I[c]] = vI[c];
    }
    if (m == 0) {
        return MG_OK;
    }
    mg_four_link_rp_Phi_q(q, t, s->p, s->C);
    if (mg_four_link_rp_pt_factor_CD(s)) {
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
    mg_four_link_rp_nu(q, t, s->p, s->x);
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
static int mg_four_link_rp_pt_accelerations(struct mg_four_link_rp_pt_state *s, const double *q, const double *vI,
                                 double t, double *v, double *a)
{
    const int k = s->k, m = s->m;
    if (mg_four_link_rp_pt_velocities(s, q, vI, t, v)) {
        return MG_SINGULAR;
    }
    memset(s->w, 0, sizeof(s->w));
    if (m > 0) {
        mg_four_link_rp_gamma(q, v, t, s->p, s->x);
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
    mg_four_link_rp_M(q, s->p, s->M);
    mg_four_link_rp_Q(q, v, t, s->p, s->Q);
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
static void mg_four_link_rp_pt_rates(const double *q, const double *v, double *out)
{
    (void)q;
    memcpy(out, v, sizeof(double) * 21);
}

/* One RK4 stage of (q' = T(q) v, v_I' = a_I) at (q, vI, t) into slot j (runtime/partitioning.py
 * _rk4): with the closed form, q is closed first. */
static int mg_four_link_rp_pt_stage(struct mg_four_link_rp_pt_state *s, const double *q, const double *vI, double t, int j)
{
    const double *qe = q;
    if (mg_four_link_rp_pt_accelerations(s, qe, vI, t, s->vstage, s->astage)) {
        return MG_SINGULAR;
    }
    mg_four_link_rp_pt_rates(qe, s->vstage, s->kq[j]);
    for (int c = 0; c < s->k; ++c) {
        s->kv[j][c] = s->astage[s->I[c]];
    }
    return MG_OK;
}

/* The dependent coordinates for the independent ones (Partition.correct): from the closed
 * form while it stays within the branch tolerance of the integrated step (else the partition
 * drops it: s->left = 1), else by Newton on Phi = 0 with I held. Returns 0, 1 (no closure in
 * max_iter iterations) or 2 (singular C_D); *iterations: Newton iterations. */
static int mg_four_link_rp_pt_correct(struct mg_four_link_rp_pt_state *s, double *q, double t, int *iterations)
{
    const int m = s->m;
    *iterations = 0;
    if (m == 0) {
        return MG_OK;
    }
    for (int it = 1; it <= s->max_iter; ++it) {
        mg_four_link_rp_Phi(q, t, s->p, s->phi);
        double big = 0.0;
        for (int r = 0; r < m; ++r) {
            big = fabs(s->phi[r]) > big ? fabs(s->phi[r]) : big;
        }
        if (big < s->closure) {
            *iterations = it - 1;
            return MG_OK;
        }
        mg_four_link_rp_Phi_q(q, t, s->p, s->C);
        if (mg_four_link_rp_pt_factor_CD(s)) {
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
static double mg_four_link_rp_pt_orthogonalize(int n, double *x, const double *basis, int nb)
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
static double mg_four_link_rp_pt_rook(const double *E, int rank, int *pr, int *pc)
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
static double mg_four_link_rp_pt_volume(struct mg_four_link_rp_pt_state *s, const int *set)
{
    double volume = 1.0;
    int kept = 0;
    for (int c = 0; c < s->k; ++c) {
        double *row = s->kept + kept * 21;
        memcpy(row, s->U + set[c] * 21, sizeof(double) * (size_t)s->nn);
        const double length = mg_four_link_rp_pt_orthogonalize(s->nn, row, s->kept, kept);
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
static int mg_four_link_rp_pt_criterion(struct mg_four_link_rp_pt_state *s, const double *q, double t, double *cos2)
{
    const int k = s->k;
    mg_four_link_rp_M(q, s->p, s->G);
    int rank = 0;
    for (int j = 0; j < 21; ++j) {
        s->colperm[j] = j;
    }
    mg_four_link_rp_Phi_q(q, t, s->p, s->C);
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
        double big = mg_four_link_rp_pt_rook(s->E, rank, &pr, &pc);
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
        const double length = mg_four_link_rp_pt_orthogonalize(21, b, s->basis, f);
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
struct mg_four_link_rp_partitioning_take_work {
    struct mg_four_link_rp_pt_state *s;
};

static void mg_four_link_rp_partitioning_take(struct mg_arena *arena, struct mg_four_link_rp_partitioning_take_work *w)
{
    w->s = mg_struct(arena, sizeof(struct mg_four_link_rp_pt_state));
}

/* The doubles of work memory partitioning_run needs: mg_four_link_rp_partitioning_take counting what it takes. */
size_t mg_four_link_rp_partitioning_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_four_link_rp_partitioning_take_work w;
    mg_four_link_rp_partitioning_take(&arena, &w);
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
int mg_four_link_rp_partitioning_run(const double *p, double h, double t0, int n_steps, int k, const int *independent, int column, int explicit_closure, const double *settings, int max_iter, double *q_out, double *v_out, double *a_out, double *criterion_out, int *independent_out, int *left_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    if (k < 0 || k > 21 || 21 - k != 21) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_four_link_rp_partitioning_take_work mem;
    mg_four_link_rp_partitioning_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    struct mg_four_link_rp_pt_state *s = mem.s;
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
    mg_four_link_rp_pt_set(s, independent);
    s->column = column;
    double q[21], v[21] = {0}, vI[21] = {0}, q1[21], vI1[21] = {0};
    double cos2[21] = {0};
    memcpy(q, q_out, sizeof(q));
    for (int c = 0; c < k; ++c) {
        vI[c] = v_out[s->I[c]];
    }
    int status = mg_four_link_rp_pt_criterion(s, q, t0, cos2);
    left_out[0] |= s->margin < s->near ? 2 : 0;
    int failing = 0;
    double previous = -1.0; /* no ratio before the first step */
    iterations[0] = 0;
    for (int step = 0; step <= n_steps && !status; ++step) {
        const double t = t0 + step * h;
        double *a = a_out + (size_t)step * 21;
        failing = step;
        status = mg_four_link_rp_pt_accelerations(s, q, vI, t, v, a);
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
        mg_four_link_rp_pt_rates(q, v, s->kq[0]);
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
            status = mg_four_link_rp_pt_stage(s, s->qs, s->vs, t + c_h, j);
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
        status = mg_four_link_rp_pt_correct(s, q1, t + h, &iterations[step + 1]);
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
        status = mg_four_link_rp_pt_criterion(s, q, t + h, cos2);
        left_out[step + 1] |= s->margin < s->near ? 2 : 0;
        if (status || k == 0) {
            continue;
        }
        /* Gamma of the current set against the best's, in geometric mean (_volume), now and
           one step ahead (runtime/partitioning.py ahead) */
        const double limit = pow(fmax(s->hysteresis, s->singular_fraction), k);
        const double best = mg_four_link_rp_pt_volume(s, s->best);
        const double ratio = best > 0.0 ? mg_four_link_rp_pt_volume(s, s->I) / best : 1.0;
        double next = ratio;
        if (previous >= 0.0) {
            const double root = 2.0 * sqrt(ratio) - sqrt(previous);
            next = root > 0.0 ? root * root : 0.0;
        }
        previous = ratio;
        if (fmin(ratio, next) < limit) {
            previous = 1.0;
            /* the new independent velocities from those of the old partition */
            if ((status = mg_four_link_rp_pt_velocities(s, q, vI, t + h, v))) {
                break;
            }
            mg_four_link_rp_pt_set(s, s->best);
            for (int c = 0; c < k; ++c) {
                vI[c] = v[s->I[c]];
            }
        }
    }
    *fail_step = failing;
    return status;
}
