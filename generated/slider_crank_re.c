/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: slider_crank */
/* formulation: re */
/* scheme: any */
/* input hash: cc3a417c48f88baa */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'slider_crank' in the re formulation (C99).
 * Vectors: q (18), v (18), dv (18), a (18), lam (18), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "slider_crank_re.h"

int mg_slider_crank_re_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
{
    *n_q = 18;
    *n_v = 18;
    *n_c = 18;
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

int mg_slider_crank_re_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_slider_crank_re_entry_name(int i)
{
    return i >= 0 && i < mg_slider_crank_re_n_entries() ? mg_entry_names[i] : NULL;
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
 * Inputs: q (position coordinates, 18); dv (increment in velocity coordinates (e.g. h v), 18).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 18 operations after common subexpression elimination.
 */
void mg_slider_crank_re_retract(const double *q, const double *dv, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
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

    out[0] = dv_0 + q_r_crank_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_crank_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_crank_z;  /* [2, 0] */
    out[3] = dv_3 + q_phi_crank;  /* [3, 0] */
    out[4] = dv_4 + q_theta_crank;  /* [4, 0] */
    out[5] = dv_5 + q_psi_crank;  /* [5, 0] */
    out[6] = dv_6 + q_r_rod_x;  /* [6, 0] */
    out[7] = dv_7 + q_r_rod_y;  /* [7, 0] */
    out[8] = dv_8 + q_r_rod_z;  /* [8, 0] */
    out[9] = dv_9 + q_phi_rod;  /* [9, 0] */
    out[10] = dv_10 + q_theta_rod;  /* [10, 0] */
    out[11] = dv_11 + q_psi_rod;  /* [11, 0] */
    out[12] = dv_12 + q_r_slider_x;  /* [12, 0] */
    out[13] = dv_13 + q_r_slider_y;  /* [13, 0] */
    out[14] = dv_14 + q_r_slider_z;  /* [14, 0] */
    out[15] = dv_15 + q_phi_slider;  /* [15, 0] */
    out[16] = dv_16 + q_theta_slider;  /* [16, 0] */
    out[17] = dv_17 + q_psi_slider;  /* [17, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 18).
 * Output: out, 18 x 18 row-major, 18 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_re_tangent(const double *dv, double *out)
{
    (void)dv;

    memset(out, 0, sizeof(double) * 324);
    out[0] = 1;  /* [0, 0] */
    out[19] = 1;  /* [1, 1] */
    out[38] = 1;  /* [2, 2] */
    out[57] = 1;  /* [3, 3] */
    out[76] = 1;  /* [4, 4] */
    out[95] = 1;  /* [5, 5] */
    out[114] = 1;  /* [6, 6] */
    out[133] = 1;  /* [7, 7] */
    out[152] = 1;  /* [8, 8] */
    out[171] = 1;  /* [9, 9] */
    out[190] = 1;  /* [10, 10] */
    out[209] = 1;  /* [11, 11] */
    out[228] = 1;  /* [12, 12] */
    out[247] = 1;  /* [13, 13] */
    out[266] = 1;  /* [14, 14] */
    out[285] = 1;  /* [15, 15] */
    out[304] = 1;  /* [16, 16] */
    out[323] = 1;  /* [17, 17] */
}

/* qdot: The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and re, A
 * omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the Euler
 * parameters of a ball joint or free body, A u for a free body's centre of mass (seed 001 eq.
 * 39c), the rates elsewhere.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_re_qdot(const double *q, const double *v, double *out)
{
    (void)q;
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];

    out[0] = v_rd_crank_x;  /* [0, 0] */
    out[1] = v_rd_crank_y;  /* [1, 0] */
    out[2] = v_rd_crank_z;  /* [2, 0] */
    out[3] = v_phid_crank;  /* [3, 0] */
    out[4] = v_thetad_crank;  /* [4, 0] */
    out[5] = v_psid_crank;  /* [5, 0] */
    out[6] = v_rd_rod_x;  /* [6, 0] */
    out[7] = v_rd_rod_y;  /* [7, 0] */
    out[8] = v_rd_rod_z;  /* [8, 0] */
    out[9] = v_phid_rod;  /* [9, 0] */
    out[10] = v_thetad_rod;  /* [10, 0] */
    out[11] = v_psid_rod;  /* [11, 0] */
    out[12] = v_rd_slider_x;  /* [12, 0] */
    out[13] = v_rd_slider_y;  /* [13, 0] */
    out[14] = v_rd_slider_z;  /* [14, 0] */
    out[15] = v_phid_slider;  /* [15, 0] */
    out[16] = v_thetad_slider;  /* [16, 0] */
    out[17] = v_psid_slider;  /* [17, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 209 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    (void)p;
    const double cse0 = cos(q_phi_crank);
    const double cse1 = sin(q_theta_crank);
    const double cse2 = cos(q_theta_crank);
    const double cse3 = sin(q_phi_rod);
    const double cse4 = cos(q_theta_rod);
    const double cse5 = sin(q_psi_rod);
    const double cse6 = cse4*cse5;
    const double cse7 = 0.33333535914981494*cse6;
    const double cse8 = cos(q_psi_rod);
    const double cse9 = cse3*cse8;
    const double cse10 = 0.666667964681058*cse4;
    const double cse11 = cos(q_phi_rod);
    const double cse12 = cse11*cse8;
    const double cse13 = sin(q_theta_rod);
    const double cse14 = cse13*cse3;
    const double cse15 = 0.666667964681058*cse5;
    const double cse16 = 0.15*cse10*cse9 + 0.15*cse11*cse15 - 0.050000303872472236*cse12 + 0.09999965336035312*cse14 + 0.15*cse3*cse7;
    const double cse17 = -q_r_rod_x;
    const double cse18 = sin(q_phi_crank);
    const double cse19 = cos(q_psi_crank);
    const double cse20 = cse19*cse2;
    const double cse21 = sin(q_psi_crank);
    const double cse22 = cse11*cse13;
    const double cse23 = -0.15*cse10*cse12 - 0.15*cse11*cse7 + 0.15*cse15*cse3 - 0.09999965336035312*cse22 - 0.050000303872472236*cse9;
    const double cse24 = -q_r_rod_y;
    const double cse25 = cse0*cse20 - cse18*cse21;
    const double cse26 = -q_r_rod_z;
    const double cse27 = cse1*cse19;
    const double cse28 = cse13*cse5;
    const double cse29 = cse13*cse8;
    const double cse30 = -0.050000303872472236*cse28 - 0.1000001947021587*cse29 + 0.09999965336035312*cse4;
    const double cse31 = cos(q_theta_slider);
    const double cse32 = 0.8944266622941008*cse28 - 0.4472146529097166*cse29 + 5.254189828941647e-07*cse4;
    const double cse33 = 0.4472146529097166*cse4;
    const double cse34 = 0.8944266622941008*cse6;
    const double cse35 = 0.4472146529097166*cse5;
    const double cse36 = cse11*cse34 - cse12*cse33 - 5.254189828941647e-07*cse22 + cse3*cse35 + 0.8944266622941008*cse9;
    const double cse37 = sin(q_theta_slider);
    const double cse38 = cos(q_phi_slider);
    const double cse39 = cse37*cse38;
    const double cse40 = cse11*cse35 + 0.8944266622941008*cse12 + 5.254189828941647e-07*cse14 - cse3*cse34 + cse33*cse9;
    const double cse41 = sin(q_phi_slider);
    const double cse42 = cse37*cse41;
    const double cse43 = cse26 - cse30 + q_r_slider_z;
    const double cse44 = -cse23 + cse24 + q_r_slider_y;
    const double cse45 = -cse16 + cse17 + q_r_slider_x;
    const double cse46 = 0.2981417181776114*cse6;
    const double cse47 = 0.5962825497118436*cse4;
    const double cse48 = 0.5962825497118436*cse5;
    const double cse49 = cos(q_psi_slider);
    const double cse50 = cse41*cse49;
    const double cse51 = sin(q_psi_slider);
    const double cse52 = cse38*cse51;
    const double cse53 = cse31*cse50 + cse52;
    const double cse54 = cse41*cse51;
    const double cse55 = cse38*cse49;
    const double cse56 = -cse31*cse54 + cse55;
    const double cse57 = cse37*q_r_slider_z;
    const double cse58 = -cse31*cse55 + cse54;
    const double cse59 = 0.2 - q_r_slider_x;
    const double cse60 = 2*3.141592653589793*t;
    const double cse61 = sin(cse60);
    const double cse62 = cos(cse60);

    out[0] = q_r_crank_x;  /* [0, 0] */
    out[1] = q_r_crank_y - 0.1;  /* [1, 0] */
    out[2] = q_r_crank_z - 0.12;  /* [2, 0] */
    out[3] = -cse0*cse1;  /* [3, 0] */
    out[4] = cse2;  /* [4, 0] */
    out[5] = -0.08*cse0*cse21 + cse16 + cse17 - 0.08*cse18*cse20 + q_r_crank_x;  /* [5, 0] */
    out[6] = cse23 + cse24 + 0.08*cse25 + q_r_crank_y;  /* [6, 0] */
    out[7] = cse26 + 0.08*cse27 + cse30 + q_r_crank_z;  /* [7, 0] */
    out[8] = cse31*cse32 - cse36*cse39 + cse40*cse42;  /* [8, 0] */
    out[9] = cse32*cse43 + cse36*cse44 + cse40*cse45;  /* [9, 0] */
    out[10] = cse43*(0.2981417181776114*cse28 + 0.5962825497118436*cse29 + 0.7453580594528005*cse4) + cse44*(cse11*cse46 + cse12*cse47 - 0.7453580594528005*cse22 - cse3*cse48 + 0.2981417181776114*cse9) + cse45*(-cse11*cse48 + 0.2981417181776114*cse12 + 0.7453580594528005*cse14 - cse3*cse46 - cse47*cse9);  /* [10, 0] */
    out[11] = -cse53;  /* [11, 0] */
    out[12] = cse56;  /* [12, 0] */
    out[13] = -cse49*cse57 - cse53*cse59 + cse58*q_r_slider_y;  /* [13, 0] */
    out[14] = -cse51*cse57 + cse56*cse59 - q_r_slider_y*(cse31*cse52 + cse50);  /* [14, 0] */
    out[15] = -cse58;  /* [15, 0] */
    out[16] = ((cse31 + cse43)*(cse31 + cse43)) + ((-cse39 + cse44)*(-cse39 + cse44)) + ((cse42 + cse45)*(cse42 + cse45)) - 1;  /* [16, 0] */
    out[17] = 2*(-cse25*cse62 + cse27*cse61)/(cse25*cse61 + cse27*cse62 + 1);  /* [17, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_re_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_Phi(q + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_re_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_re_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_dropped_Phi(q + (size_t)k * 18, t[k], p, out + (size_t)k * 0);
    }
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_slider_crank_re_Phi_q_perm[18] = {8, 2, 16, 1, 15, 14, 13, 12, 10, 9, 11, 7, 6, 17, 4, 3, 5, 0};

/* Where Phi_q's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 18, kl = 11, ku = 10, ldab = 33), and in the row-major 18 x 18 matrix. */
static const int mg_slider_crank_re_Phi_q_in_band[86] = {582, 120, 54, 516, 484, 483, 581, 517, 485, 549, 421, 325, 293, 357, 129, 513, 481, 545,
    385, 321, 289, 353, 64, 480, 544, 32, 288, 352, 309, 277, 341, 149, 85, 414, 382, 30, 318,
    286, 350, 254, 222, 190, 413, 381, 29, 317, 285, 349, 253, 221, 189, 159, 95, 447, 156,
    92, 444, 251, 219, 187, 155, 91, 443, 250, 218, 186, 154, 90, 442, 153, 89, 441, 407, 375,
    23, 311, 279, 343, 247, 215, 183, 151, 87, 514, 482, 546};
static const int mg_slider_crank_re_Phi_q_in_dense[86] = {0, 19, 38, 57, 58, 76, 90, 93, 94, 95, 96, 99, 100, 101, 109, 111, 112, 113, 115, 117,
    118, 119, 128, 130, 131, 134, 136, 137, 153, 154, 155, 159, 160, 168, 169, 170, 171, 172,
    173, 174, 175, 176, 186, 187, 188, 189, 190, 191, 192, 193, 194, 213, 214, 215, 231, 232,
    233, 246, 247, 248, 249, 250, 251, 264, 265, 266, 267, 268, 269, 285, 286, 287, 294, 295,
    296, 297, 298, 299, 300, 301, 302, 303, 304, 309, 310, 311};

/* Phi_q's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_slider_crank_re_Phi_q_cells(const double *q, double t, const double *p, double *out, const int *where)
{
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    (void)p;
    const double cse0 = sin(q_phi_crank);
    const double cse1 = sin(q_theta_crank);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(q_phi_crank);
    const double cse4 = cos(q_theta_crank);
    const double cse5 = cse3*cse4;
    const double cse6 = sin(q_psi_crank);
    const double cse7 = cse0*cse6;
    const double cse8 = 0.08*cse7;
    const double cse9 = cos(q_psi_crank);
    const double cse10 = cse5*cse9;
    const double cse11 = 0.08*cse9;
    const double cse12 = sin(q_psi_rod);
    const double cse13 = sin(q_phi_rod);
    const double cse14 = cse12*cse13;
    const double cse15 = 0.1000001947021587*cse14;
    const double cse16 = cos(q_phi_rod);
    const double cse17 = sin(q_theta_rod);
    const double cse18 = 0.09999965336035312*cse17;
    const double cse19 = cse16*cse18;
    const double cse20 = cos(q_psi_rod);
    const double cse21 = cse13*cse20;
    const double cse22 = 0.050000303872472236*cse21;
    const double cse23 = cos(q_theta_rod);
    const double cse24 = cse16*cse20;
    const double cse25 = 0.1000001947021587*cse24;
    const double cse26 = cse23*cse25;
    const double cse27 = 0.050000303872472236*cse12;
    const double cse28 = cse16*cse27;
    const double cse29 = cse23*cse28;
    const double cse30 = 0.09999965336035312*cse23;
    const double cse31 = cse13*cse30;
    const double cse32 = 0.1000001947021587*cse21;
    const double cse33 = cse17*cse32;
    const double cse34 = cse13*cse27;
    const double cse35 = cse17*cse34;
    const double cse36 = cse15*cse23;
    const double cse37 = cse22*cse23;
    const double cse38 = cse3*cse6;
    const double cse39 = cse0*cse9;
    const double cse40 = cse39*cse4;
    const double cse41 = 0.08*cse1;
    const double cse42 = cse5*cse6;
    const double cse43 = cse12*cse16;
    const double cse44 = 0.1000001947021587*cse43;
    const double cse45 = cse13*cse18;
    const double cse46 = 0.050000303872472236*cse24;
    const double cse47 = cse23*cse32;
    const double cse48 = cse23*cse34;
    const double cse49 = cse16*cse30;
    const double cse50 = cse17*cse25;
    const double cse51 = cse17*cse28;
    const double cse52 = cse23*cse44;
    const double cse53 = cse23*cse46;
    const double cse54 = cse4*cse9;
    const double cse55 = cse20*cse23;
    const double cse56 = 0.1000001947021587*cse55;
    const double cse57 = cse23*cse27;
    const double cse58 = cse12*cse17;
    const double cse59 = 0.1000001947021587*cse58;
    const double cse60 = cse17*cse20;
    const double cse61 = 0.050000303872472236*cse60;
    const double cse62 = 0.8944266622941008*cse12;
    const double cse63 = cse23*cse62;
    const double cse64 = 0.4472146529097166*cse13;
    const double cse65 = cse20*cse64;
    const double cse66 = 0.4472146529097166*cse43;
    const double cse67 = 0.8944266622941008*cse24;
    const double cse68 = 5.254189828941647e-07*cse17;
    const double cse69 = -cse13*cse63 + cse13*cse68 + cse23*cse65 + cse66 + cse67;
    const double cse70 = sin(q_theta_slider);
    const double cse71 = cos(q_phi_slider);
    const double cse72 = cse70*cse71;
    const double cse73 = cse69*cse72;
    const double cse74 = cse16*cse68;
    const double cse75 = 0.8944266622941008*cse21;
    const double cse76 = cse12*cse64;
    const double cse77 = 0.4472146529097166*cse24;
    const double cse78 = cse23*cse77;
    const double cse79 = 0.8944266622941008*cse43;
    const double cse80 = cse23*cse79;
    const double cse81 = cse74 - cse75 - cse76 + cse78 - cse80;
    const double cse82 = sin(q_phi_slider);
    const double cse83 = cse70*cse82;
    const double cse84 = cos(q_theta_slider);
    const double cse85 = -0.4472146529097166*cse55 + cse63 - cse68;
    const double cse86 = 5.254189828941647e-07*cse23;
    const double cse87 = -cse16*cse86 + cse17*cse77 - cse17*cse79;
    const double cse88 = cse13*cse62;
    const double cse89 = cse13*cse86 - cse17*cse65 + cse17*cse88;
    const double cse90 = 0.4472146529097166*cse58 + 0.8944266622941008*cse60;
    const double cse91 = cse23*cse66 + cse23*cse67 + cse65 - cse88;
    const double cse92 = -cse23*cse75 - cse23*cse76 + cse77 - cse79;
    const double cse93 = -cse74 + cse75 + cse76 - cse78 + cse80;
    const double cse94 = cse17*cse62 - 0.4472146529097166*cse60 + cse86;
    const double cse95 = cse71*cse84;
    const double cse96 = cse82*cse84;
    const double cse97 = 0.33333535914981494*cse23;
    const double cse98 = 0.666667964681058*cse23;
    const double cse99 = 0.6666643557356875*cse17;
    const double cse100 = -0.1000001947021587*cse14 + 0.15*cse16*cse99 + 0.050000303872472236*cse21 + 0.15*cse24*cse98 + 0.15*cse43*cse97 - q_r_rod_y + q_r_slider_y;
    const double cse101 = -cse44 - cse45 + cse46 - cse47 - cse48;
    const double cse102 = -0.15*cse13*cse99 - 0.15*cse14*cse97 - 0.15*cse21*cse98 + 0.050000303872472236*cse24 - 0.1000001947021587*cse43 - q_r_rod_x + q_r_slider_x;
    const double cse103 = cse15 - cse19 - cse22 - cse26 - cse29;
    const double cse104 = cse18 + cse56 + cse57;
    const double cse105 = -0.09999965336035312*cse23 + 0.050000303872472236*cse58 + 0.1000001947021587*cse60 - q_r_rod_z + q_r_slider_z;
    const double cse106 = cse49 - cse50 - cse51;
    const double cse107 = -cse31 + cse33 + cse35;
    const double cse108 = -cse59 + cse61;
    const double cse109 = -cse32 - cse34 - cse52 + cse53;
    const double cse110 = -cse25 - cse28 + cse36 - cse37;
    const double cse111 = 0.2981417181776114*cse13;
    const double cse112 = cse111*cse12;
    const double cse113 = 0.5962825497118436*cse21;
    const double cse114 = 0.5962825497118436*cse43;
    const double cse115 = 0.7453580594528005*cse17;
    const double cse116 = 0.2981417181776114*cse24;
    const double cse117 = -cse112*cse23 - cse113*cse23 - cse114 + cse115*cse13 + cse116;
    const double cse118 = 0.2981417181776114*cse43;
    const double cse119 = cse118*cse23;
    const double cse120 = 0.5962825497118436*cse24;
    const double cse121 = cse120*cse23;
    const double cse122 = cse115*cse16;
    const double cse123 = 0.5962825497118436*cse12;
    const double cse124 = cse123*cse13;
    const double cse125 = cse111*cse20;
    const double cse126 = cse119 + cse121 - cse122 - cse124 + cse125;
    const double cse127 = 0.7453580594528005*cse23;
    const double cse128 = cse127 + 0.2981417181776114*cse58 + 0.5962825497118436*cse60;
    const double cse129 = sin(q_psi_slider);
    const double cse130 = cse129*cse82;
    const double cse131 = cos(q_psi_slider);
    const double cse132 = cse131*cse71;
    const double cse133 = cse132*cse84;
    const double cse134 = -cse130 + cse133;
    const double cse135 = cse131*cse70;
    const double cse136 = cse135*cse82;
    const double cse137 = -cse130*cse84 + cse132;
    const double cse138 = -cse137;
    const double cse139 = cse129*cse71;
    const double cse140 = cse139*cse84;
    const double cse141 = cse131*cse82;
    const double cse142 = -cse140 - cse141;
    const double cse143 = cse129*cse70;
    const double cse144 = cse143*cse82;
    const double cse145 = cse141*cse84;
    const double cse146 = -cse139 - cse145;
    const double cse147 = cse139 + cse145;
    const double cse148 = 0.2 - q_r_slider_x;
    const double cse149 = cse84*q_r_slider_z;
    const double cse150 = cse135*cse71;
    const double cse151 = cse140 + cse141;
    const double cse152 = 2*cse102 + 2*cse83;
    const double cse153 = 2*cse100 - 2*cse72;
    const double cse154 = 2*cse105 + 2*cse84;
    const double cse155 = 2*3.141592653589793*t;
    const double cse156 = cos(cse155);
    const double cse157 = -cse38 - cse40;
    const double cse158 = sin(cse155);
    const double cse159 = cse10 - cse7;
    const double cse160 = cse1*cse156;
    const double cse161 = cse160*cse9;
    const double cse162 = cse158*cse159 + cse161 + 1;
    const double cse163 = 2/cse162;
    const double cse164 = cse1*cse158;
    const double cse165 = cse164*cse9;
    const double cse166 = 2*(-cse156*cse159 + cse165)/(cse162*cse162);
    const double cse167 = -cse39 - cse42;

    out[where[0]] = 1;  /* [0, 0] */
    out[where[1]] = 1;  /* [1, 1] */
    out[where[2]] = 1;  /* [2, 2] */
    out[where[3]] = cse2;  /* [3, 3] */
    out[where[4]] = -cse5;  /* [3, 4] */
    out[where[5]] = -cse1;  /* [4, 4] */
    out[where[6]] = 1;  /* [5, 0] */
    out[where[7]] = -0.08*cse10 + cse8;  /* [5, 3] */
    out[where[8]] = cse11*cse2;  /* [5, 4] */
    out[where[9]] = -cse11*cse3 + cse4*cse8;  /* [5, 5] */
    out[where[10]] = -1;  /* [5, 6] */
    out[where[11]] = -cse15 + cse19 + cse22 + cse26 + cse29;  /* [5, 9] */
    out[where[12]] = cse31 - cse33 - cse35;  /* [5, 10] */
    out[where[13]] = cse25 + cse28 - cse36 + cse37;  /* [5, 11] */
    out[where[14]] = 1;  /* [6, 1] */
    out[where[15]] = -0.08*cse38 - 0.08*cse40;  /* [6, 3] */
    out[where[16]] = -cse3*cse41*cse9;  /* [6, 4] */
    out[where[17]] = -0.08*cse39 - 0.08*cse42;  /* [6, 5] */
    out[where[18]] = -1;  /* [6, 7] */
    out[where[19]] = cse44 + cse45 - cse46 + cse47 + cse48;  /* [6, 9] */
    out[where[20]] = -cse49 + cse50 + cse51;  /* [6, 10] */
    out[where[21]] = cse32 + cse34 + cse52 - cse53;  /* [6, 11] */
    out[where[22]] = 1;  /* [7, 2] */
    out[where[23]] = 0.08*cse54;  /* [7, 4] */
    out[where[24]] = -cse41*cse6;  /* [7, 5] */
    out[where[25]] = -1;  /* [7, 8] */
    out[where[26]] = -cse18 - cse56 - cse57;  /* [7, 10] */
    out[where[27]] = cse59 - cse61;  /* [7, 11] */
    out[where[28]] = -cse73 + cse81*cse83;  /* [8, 9] */
    out[where[29]] = -cse72*cse87 + cse83*cse89 + cse84*cse85;  /* [8, 10] */
    out[where[30]] = -cse72*cse91 + cse83*cse92 + cse84*cse90;  /* [8, 11] */
    out[where[31]] = cse73 + cse83*cse93;  /* [8, 15] */
    out[where[32]] = cse69*cse96 - cse70*cse94 - cse93*cse95;  /* [8, 16] */
    out[where[33]] = -cse69;  /* [9, 6] */
    out[where[34]] = -cse93;  /* [9, 7] */
    out[where[35]] = -cse94;  /* [9, 8] */
    out[where[36]] = cse100*cse69 + cse101*cse93 + cse102*cse81 + cse103*cse69;  /* [9, 9] */
    out[where[37]] = cse100*cse87 + cse102*cse89 + cse104*cse94 + cse105*cse85 + cse106*cse93 + cse107*cse69;  /* [9, 10] */
    out[where[38]] = cse100*cse91 + cse102*cse92 + cse105*cse90 + cse108*cse94 + cse109*cse93 + cse110*cse69;  /* [9, 11] */
    out[where[39]] = cse69;  /* [9, 12] */
    out[where[40]] = cse93;  /* [9, 13] */
    out[where[41]] = cse94;  /* [9, 14] */
    out[where[42]] = -cse117;  /* [10, 6] */
    out[where[43]] = -cse126;  /* [10, 7] */
    out[where[44]] = -cse128;  /* [10, 8] */
    out[where[45]] = cse100*cse117 + cse101*cse126 + cse102*(-cse119 - cse121 + cse122 + cse124 - cse125) + cse103*cse117;  /* [10, 9] */
    out[where[46]] = cse100*(-cse118*cse17 - cse120*cse17 - cse127*cse16) + cse102*(cse112*cse17 + cse113*cse17 + cse127*cse13) + cse104*cse128 + cse105*(-cse115 + 0.2981417181776114*cse12*cse23 + 0.5962825497118436*cse55) + cse106*cse126 + cse107*cse117;  /* [10, 10] */
    out[where[47]] = cse100*(-cse112 - cse113 - cse114*cse23 + cse116*cse23) + cse102*(-cse118 - cse120 + cse124*cse23 - cse125*cse23) + cse105*(-cse123*cse17 + 0.2981417181776114*cse60) + cse108*cse128 + cse109*cse126 + cse110*cse117;  /* [10, 11] */
    out[where[48]] = cse117;  /* [10, 12] */
    out[where[49]] = cse126;  /* [10, 13] */
    out[where[50]] = cse128;  /* [10, 14] */
    out[where[51]] = -cse134;  /* [11, 15] */
    out[where[52]] = cse136;  /* [11, 16] */
    out[where[53]] = cse138;  /* [11, 17] */
    out[where[54]] = cse142;  /* [12, 15] */
    out[where[55]] = cse144;  /* [12, 16] */
    out[where[56]] = cse146;  /* [12, 17] */
    out[where[57]] = cse147;  /* [13, 12] */
    out[where[58]] = cse130 - cse133;  /* [13, 13] */
    out[where[59]] = -cse135;  /* [13, 14] */
    out[where[60]] = -cse134*cse148 + cse147*q_r_slider_y;  /* [13, 15] */
    out[where[61]] = -cse131*cse149 + cse136*cse148 + cse150*q_r_slider_y;  /* [13, 16] */
    out[where[62]] = -cse137*cse148 + cse143*q_r_slider_z + cse151*q_r_slider_y;  /* [13, 17] */
    out[where[63]] = cse138;  /* [14, 12] */
    out[where[64]] = cse142;  /* [14, 13] */
    out[where[65]] = -cse143;  /* [14, 14] */
    out[where[66]] = -cse137*q_r_slider_y + cse142*cse148;  /* [14, 15] */
    out[where[67]] = -cse129*cse149 + cse143*cse71*q_r_slider_y + cse144*cse148;  /* [14, 16] */
    out[where[68]] = -cse134*q_r_slider_y - cse135*q_r_slider_z + cse146*cse148;  /* [14, 17] */
    out[where[69]] = -cse147;  /* [15, 15] */
    out[where[70]] = -cse150;  /* [15, 16] */
    out[where[71]] = -cse151;  /* [15, 17] */
    out[where[72]] = -cse152;  /* [16, 6] */
    out[where[73]] = -cse153;  /* [16, 7] */
    out[where[74]] = -cse154;  /* [16, 8] */
    out[where[75]] = cse101*cse153 + cse103*cse152;  /* [16, 9] */
    out[where[76]] = cse104*cse154 + cse106*cse153 + cse107*cse152;  /* [16, 10] */
    out[where[77]] = cse108*cse154 + cse109*cse153 + cse110*cse152;  /* [16, 11] */
    out[where[78]] = cse152;  /* [16, 12] */
    out[where[79]] = cse153;  /* [16, 13] */
    out[where[80]] = cse154;  /* [16, 14] */
    out[where[81]] = cse152*cse72 + cse153*cse83;  /* [16, 15] */
    out[where[82]] = cse152*cse96 - cse153*cse95 - cse154*cse70;  /* [16, 16] */
    out[where[83]] = -cse156*cse157*cse163 - cse157*cse158*cse166;  /* [17, 3] */
    out[where[84]] = cse163*(cse158*cse54 + cse161*cse3) - cse166*(cse156*cse54 - cse165*cse3);  /* [17, 4] */
    out[where[85]] = cse163*(-cse156*cse167 - cse164*cse6) - cse166*(cse158*cse167 - cse160*cse6);  /* [17, 5] */
}

/* Phi_q written into its band storage; ab is zeroed by the caller. */
void mg_slider_crank_re_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    mg_slider_crank_re_Phi_q_cells(q, t, p, ab, mg_slider_crank_re_Phi_q_in_band);
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 18 x 18 row-major, 86 nonzero (the cells of Phi_q_band).
 */
void mg_slider_crank_re_Phi_q(const double *q, double t, const double *p, double *out)
{
    memset(out, 0, sizeof(double) * 324);
    mg_slider_crank_re_Phi_q_cells(q, t, p, out, mg_slider_crank_re_Phi_q_in_dense);
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_re_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_Phi_q(q + (size_t)k * 18, t[k], p, out + (size_t)k * 324);
    }
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 1 nonzero.
 * 36 operations after common subexpression elimination.
 */
void mg_slider_crank_re_nu(const double *q, double t, const double *p, double *out)
{
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    (void)p;
    const double cse0 = 2*3.141592653589793;
    const double cse1 = cse0*t;
    const double cse2 = sin(cse1);
    const double cse3 = cos(q_psi_crank);
    const double cse4 = cse3*sin(q_theta_crank);
    const double cse5 = cse2*cse4;
    const double cse6 = cos(cse1);
    const double cse7 = cse3*cos(q_phi_crank)*cos(q_theta_crank) - sin(q_phi_crank)*sin(q_psi_crank);
    const double cse8 = cse6*cse7;
    const double cse9 = cse2*cse7;
    const double cse10 = cse4*cse6;
    const double cse11 = cse10 + cse9 + 1;

    memset(out, 0, sizeof(double) * 18);
    out[17] = -2*(cse0*cse10 + cse0*cse9)/cse11 + 2*(cse5 - cse8)*(-cse0*cse5 + cse0*cse8)/(cse11*cse11);  /* [17, 0] */
}

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_re_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_nu(q + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 662 operations after common subexpression elimination.
 */
void mg_slider_crank_re_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
    (void)p;
    const double cse0 = cos(q_phi_crank);
    const double cse1 = cos(q_theta_crank);
    const double cse2 = cse1*v_thetad_crank;
    const double cse3 = sin(q_phi_crank);
    const double cse4 = sin(q_theta_crank);
    const double cse5 = cse4*v_thetad_crank;
    const double cse6 = sin(q_phi_rod);
    const double cse7 = cos(q_theta_rod);
    const double cse8 = 0.09999965336035312*cse7;
    const double cse9 = cse6*cse8;
    const double cse10 = sin(q_theta_rod);
    const double cse11 = cos(q_psi_rod);
    const double cse12 = cse10*cse11;
    const double cse13 = 0.1000001947021587*cse6;
    const double cse14 = cse12*cse13;
    const double cse15 = sin(q_psi_rod);
    const double cse16 = cse10*cse15;
    const double cse17 = 0.050000303872472236*cse16;
    const double cse18 = cse17*cse6;
    const double cse19 = cos(q_psi_crank);
    const double cse20 = cse19*cse3;
    const double cse21 = 0.08*cse20;
    const double cse22 = cos(q_phi_rod);
    const double cse23 = cse11*cse22;
    const double cse24 = 0.1000001947021587*cse23;
    const double cse25 = cse15*cse22;
    const double cse26 = 0.050000303872472236*cse25;
    const double cse27 = cse13*cse15;
    const double cse28 = cse27*cse7;
    const double cse29 = cse11*cse7;
    const double cse30 = cse29*cse6;
    const double cse31 = 0.050000303872472236*cse30;
    const double cse32 = 0.09999965336035312*cse10;
    const double cse33 = cse22*cse32;
    const double cse34 = cse11*cse6;
    const double cse35 = 0.050000303872472236*cse34;
    const double cse36 = 0.1000001947021587*cse29;
    const double cse37 = cse22*cse36;
    const double cse38 = cse26*cse7;
    const double cse39 = sin(q_psi_crank);
    const double cse40 = cse3*cse39;
    const double cse41 = 0.08*cse40;
    const double cse42 = cse0*cse19;
    const double cse43 = cse1*cse42;
    const double cse44 = 0.08*cse42;
    const double cse45 = cse11*cse13;
    const double cse46 = 0.050000303872472236*cse15;
    const double cse47 = cse46*cse6;
    const double cse48 = 0.1000001947021587*cse25;
    const double cse49 = cse48*cse7;
    const double cse50 = cse22*cse29;
    const double cse51 = 0.050000303872472236*cse50;
    const double cse52 = cse0*cse39;
    const double cse53 = cse1*cse52;
    const double cse54 = cse1*cse20;
    const double cse55 = cse22*cse8;
    const double cse56 = 0.1000001947021587*cse12*cse22;
    const double cse57 = cse17*cse22;
    const double cse58 = cse32*cse6;
    const double cse59 = 0.050000303872472236*cse23;
    const double cse60 = cse13*cse29;
    const double cse61 = cse47*cse7;
    const double cse62 = 0.1000001947021587*cse16;
    const double cse63 = 0.050000303872472236*cse12;
    const double cse64 = cse46*cse7;
    const double cse65 = cse39*cse4;
    const double cse66 = sin(q_theta_slider);
    const double cse67 = 0.4472146529097166*cse12;
    const double cse68 = 0.8944266622941008*cse15;
    const double cse69 = 5.254189828941647e-07*cse7;
    const double cse70 = cse10*cse68 - cse67 + cse69;
    const double cse71 = 0.4472146529097166*cse29;
    const double cse72 = cse22*cse71;
    const double cse73 = cse22*cse68;
    const double cse74 = cse7*cse73;
    const double cse75 = 5.254189828941647e-07*cse10;
    const double cse76 = cse22*cse75;
    const double cse77 = 0.4472146529097166*cse6;
    const double cse78 = cse15*cse77;
    const double cse79 = 0.8944266622941008*cse6;
    const double cse80 = cse11*cse79;
    const double cse81 = -cse72 + cse74 - cse76 + cse78 + cse80;
    const double cse82 = cos(q_theta_slider);
    const double cse83 = cos(q_phi_slider);
    const double cse84 = cse82*cse83;
    const double cse85 = cse15*cse79;
    const double cse86 = 0.4472146529097166*cse25;
    const double cse87 = 0.8944266622941008*cse23 + cse6*cse71 + cse6*cse75 - cse7*cse85 + cse86;
    const double cse88 = sin(q_phi_slider);
    const double cse89 = cse82*cse88;
    const double cse90 = 0.8944266622941008*cse12 + 0.4472146529097166*cse16;
    const double cse91 = cse11*cse77 + 0.8944266622941008*cse50 + cse7*cse86 - cse85;
    const double cse92 = cse66*cse83;
    const double cse93 = 0.4472146529097166*cse23 - cse7*cse78 - cse7*cse80 - cse73;
    const double cse94 = cse66*cse88;
    const double cse95 = cse68*cse7 - cse71 - cse75;
    const double cse96 = -cse10*cse73 + cse22*cse67 - cse22*cse69;
    const double cse97 = cse10*cse85 - cse6*cse67 + cse6*cse69;
    const double cse98 = cse87*cse92;
    const double cse99 = cse72 - cse74 + cse76 - cse78 - cse80;
    const double cse100 = cse32 + cse36 + cse64;
    const double cse101 = 0.1000001947021587*cse12 + 0.050000303872472236*cse16 - 0.09999965336035312*cse7 - q_r_rod_z + q_r_slider_z;
    const double cse102 = 0.33333535914981494*cse7;
    const double cse103 = 0.6666643557356875*cse10;
    const double cse104 = 0.666667964681058*cse15;
    const double cse105 = 0.15*cse102*cse25 + 0.15*cse103*cse22 - 0.15*cse104*cse6 + 0.050000303872472236*cse34 + 0.1000001947021587*cse50 - q_r_rod_y + q_r_slider_y;
    const double cse106 = cse55 - cse56 - cse57;
    const double cse107 = cse14 + cse18 - cse9;
    const double cse108 = -0.15*cse102*cse15*cse6 - 0.15*cse103*cse6 - 0.15*cse104*cse22 + 0.050000303872472236*cse23 - 0.1000001947021587*cse30 - q_r_rod_x + q_r_slider_x;
    const double cse109 = -cse48 - cse58 + cse59 - cse60 - cse61;
    const double cse110 = cse27 - cse33 - cse35 - cse37 - cse38;
    const double cse111 = -cse62 + cse63;
    const double cse112 = -cse45 - cse47 - cse49 + cse51;
    const double cse113 = -cse24 - cse26 + cse28 - cse31;
    const double cse114 = 0.7453580594528005*cse7;
    const double cse115 = 0.2981417181776114*cse15;
    const double cse116 = cse10*cse115;
    const double cse117 = cse114 + cse116 + 0.5962825497118436*cse12;
    const double cse118 = 0.2981417181776114*cse11;
    const double cse119 = cse118*cse6;
    const double cse120 = 0.5962825497118436*cse6;
    const double cse121 = cse120*cse15;
    const double cse122 = 0.7453580594528005*cse10;
    const double cse123 = cse122*cse22;
    const double cse124 = 0.5962825497118436*cse22;
    const double cse125 = cse11*cse124;
    const double cse126 = cse125*cse7;
    const double cse127 = cse115*cse7;
    const double cse128 = cse127*cse22;
    const double cse129 = cse119 - cse121 - cse123 + cse126 + cse128;
    const double cse130 = cse118*cse22;
    const double cse131 = cse124*cse15;
    const double cse132 = cse11*cse120;
    const double cse133 = cse122*cse6 - cse127*cse6 + cse130 - cse131 - cse132*cse7;
    const double cse134 = cse115*cse6;
    const double cse135 = cos(q_psi_slider);
    const double cse136 = cse135*cse88;
    const double cse137 = cse66*v_thetad_slider;
    const double cse138 = cse135*cse83;
    const double cse139 = sin(q_psi_slider);
    const double cse140 = cse139*cse88;
    const double cse141 = cse138 - cse140*cse82;
    const double cse142 = cse138*cse82;
    const double cse143 = -cse140 + cse142;
    const double cse144 = cse136*cse82;
    const double cse145 = cse139*cse83;
    const double cse146 = -cse144 - cse145;
    const double cse147 = cse145*cse82;
    const double cse148 = -cse136 - cse147;
    const double cse149 = cse139*q_r_slider_z;
    const double cse150 = cse136 + cse147;
    const double cse151 = 0.2 - q_r_slider_x;
    const double cse152 = cse135*q_r_slider_z;
    const double cse153 = cse66*q_r_slider_y;
    const double cse154 = cse151*cse66;
    const double cse155 = cse144 + cse145;
    const double cse156 = cse66*v_rd_slider_z;
    const double cse157 = 2*cse101 + 2*cse82;
    const double cse158 = 2*cse105 - 2*cse92;
    const double cse159 = 2*cse108 + 2*cse94;
    const double cse160 = 2*3.141592653589793;
    const double cse161 = cse160*t;
    const double cse162 = sin(cse161);
    const double cse163 = cse162*cse19;
    const double cse164 = cse163*cse4;
    const double cse165 = cos(cse161);
    const double cse166 = -cse40 + cse43;
    const double cse167 = cse165*cse166;
    const double cse168 = cse162*cse166;
    const double cse169 = cse165*cse19;
    const double cse170 = cse169*cse4;
    const double cse171 = cse168 + cse170 + 1;
    const double cse172 = 2*(cse164 - cse167)/(cse171*cse171);
    const double cse173 = -cse20 - cse53;
    const double cse174 = 2/cse171;
    const double cse175 = cse4*cse42;
    const double cse176 = -cse52 - cse54;

    out[0] = v_rd_crank_x;  /* [0, 0] */
    out[1] = v_rd_crank_y;  /* [1, 0] */
    out[2] = v_rd_crank_z;  /* [2, 0] */
    out[3] = -cse0*cse2 + cse3*cse4*v_phid_crank;  /* [3, 0] */
    out[4] = -cse5;  /* [4, 0] */
    out[5] = cse21*cse5 + v_phid_crank*(cse41 - 0.08*cse43) + v_phid_rod*(-cse27 + cse33 + cse35 + cse37 + cse38) + v_psid_crank*(cse1*cse41 - cse44) + v_psid_rod*(cse24 + cse26 - cse28 + cse31) + v_rd_crank_x - v_rd_rod_x + v_thetad_rod*(-cse14 - cse18 + cse9);  /* [5, 0] */
    out[6] = -cse44*cse5 + v_phid_crank*(-0.08*cse52 - 0.08*cse54) + v_phid_rod*(cse48 + cse58 - cse59 + cse60 + cse61) + v_psid_crank*(-cse21 - 0.08*cse53) + v_psid_rod*(cse45 + cse47 + cse49 - cse51) + v_rd_crank_y - v_rd_rod_y + v_thetad_rod*(-cse55 + cse56 + cse57);  /* [6, 0] */
    out[7] = 0.08*cse19*cse2 - 0.08*cse65*v_psid_crank + v_psid_rod*(cse62 - cse63) + v_rd_crank_z - v_rd_rod_z + v_thetad_rod*(-cse32 - cse36 - cse64);  /* [7, 0] */
    out[8] = v_phid_rod*(cse94*cse99 - cse98) + v_phid_slider*(cse81*cse94 + cse98) + v_psid_rod*(cse82*cse90 - cse91*cse92 + cse93*cse94) + v_thetad_rod*(cse82*cse95 - cse92*cse96 + cse94*cse97) + v_thetad_slider*(-cse66*cse70 - cse81*cse84 + cse87*cse89);  /* [8, 0] */
    out[9] = -cse70*v_rd_rod_z + cse70*v_rd_slider_z - cse81*v_rd_rod_y + cse81*v_rd_slider_y - cse87*v_rd_rod_x + cse87*v_rd_slider_x + v_phid_rod*(cse105*cse87 + cse108*cse99 + cse109*cse81 + cse110*cse87) + v_psid_rod*(cse101*cse90 + cse105*cse91 + cse108*cse93 + cse111*cse70 + cse112*cse81 + cse113*cse87) + v_thetad_rod*(cse100*cse70 + cse101*cse95 + cse105*cse96 + cse106*cse81 + cse107*cse87 + cse108*cse97);  /* [9, 0] */
    out[10] = -cse117*v_rd_rod_z + cse117*v_rd_slider_z - cse129*v_rd_rod_y + cse129*v_rd_slider_y - cse133*v_rd_rod_x + cse133*v_rd_slider_x + v_phid_rod*(cse105*cse133 + cse108*(-cse119 + cse121 + cse123 - cse126 - cse128) + cse109*cse129 + cse110*cse133) + v_psid_rod*(cse101*(cse10*cse118 - 0.5962825497118436*cse16) + cse105*(cse130*cse7 - cse131*cse7 - cse132 - cse134) + cse108*(-cse115*cse22 - cse119*cse7 + cse121*cse7 - cse125) + cse111*cse117 + cse112*cse129 + cse113*cse133) + v_thetad_rod*(cse100*cse117 + cse101*(-cse122 + cse127 + 0.5962825497118436*cse29) + cse105*(-cse114*cse22 - cse116*cse22 - cse12*cse124) + cse106*cse129 + cse107*cse133 + cse108*(cse10*cse134 + cse114*cse6 + cse12*cse120));  /* [10, 0] */
    out[11] = cse136*cse137 - cse141*v_psid_slider - cse143*v_phid_slider;  /* [11, 0] */
    out[12] = cse137*cse140 + cse146*v_psid_slider + cse148*v_phid_slider;  /* [12, 0] */
    out[13] = -cse135*cse156 + cse155*v_rd_slider_x + v_phid_slider*(-cse143*cse151 + cse155*q_r_slider_y) + v_psid_slider*(-cse141*cse151 + cse149*cse66 + cse150*q_r_slider_y) + v_rd_slider_y*(cse140 - cse142) + v_thetad_slider*(cse136*cse154 + cse138*cse153 - cse152*cse82);  /* [13, 0] */
    out[14] = -cse139*cse156 - cse141*v_rd_slider_x + cse148*v_rd_slider_y + v_phid_slider*(-cse141*q_r_slider_y + cse148*cse151) + v_psid_slider*(-cse143*q_r_slider_y + cse146*cse151 - cse152*cse66) + v_thetad_slider*(cse140*cse154 + cse145*cse153 - cse149*cse82);  /* [14, 0] */
    out[15] = -cse137*cse138 - cse150*v_psid_slider - cse155*v_phid_slider;  /* [15, 0] */
    out[16] = -cse157*v_rd_rod_z + cse157*v_rd_slider_z - cse158*v_rd_rod_y + cse158*v_rd_slider_y - cse159*v_rd_rod_x + cse159*v_rd_slider_x + v_phid_rod*(cse109*cse158 + cse110*cse159) + v_phid_slider*(cse158*cse94 + cse159*cse92) + v_psid_rod*(cse111*cse157 + cse112*cse158 + cse113*cse159) + v_thetad_rod*(cse100*cse157 + cse106*cse158 + cse107*cse159) + v_thetad_slider*(-cse157*cse66 - cse158*cse84 + cse159*cse89);  /* [16, 0] */
    out[17] = -cse172*(-cse160*cse164 + cse160*cse167) + cse174*(cse160*cse168 + cse160*cse170) + v_phid_crank*(-cse162*cse172*cse176 - cse165*cse174*cse176) + v_psid_crank*(-cse172*(cse162*cse173 - cse165*cse65) + cse174*(-cse162*cse65 - cse165*cse173)) + v_thetad_crank*(-cse172*(cse1*cse169 - cse162*cse175) + cse174*(cse1*cse163 + cse165*cse175));  /* [17, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_re_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_velocity_residual(q + (size_t)k * 18, v + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 15 nonzero.
 * 1784 operations after common subexpression elimination.
 */
void mg_slider_crank_re_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
    (void)p;
    const double cse0 = sin(q_phi_crank);
    const double cse1 = cos(q_theta_crank);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(q_phi_crank);
    const double cse4 = sin(q_theta_crank);
    const double cse5 = cse3*cse4;
    const double cse6 = cos(q_theta_rod);
    const double cse7 = cos(q_psi_rod);
    const double cse8 = cse6*cse7;
    const double cse9 = cos(q_phi_rod);
    const double cse10 = 0.050000303872472236*cse9;
    const double cse11 = cse10*cse8;
    const double cse12 = sin(q_psi_rod);
    const double cse13 = cse12*cse6;
    const double cse14 = 0.1000001947021587*cse13;
    const double cse15 = cse14*cse9;
    const double cse16 = sin(q_phi_rod);
    const double cse17 = 0.050000303872472236*cse16;
    const double cse18 = cse12*cse17;
    const double cse19 = 0.1000001947021587*cse16;
    const double cse20 = cse19*cse7;
    const double cse21 = cse11 - cse15 - cse18 - cse20;
    const double cse22 = cse13*cse17;
    const double cse23 = 0.1000001947021587*cse8;
    const double cse24 = cse16*cse23;
    const double cse25 = -cse22 - cse24;
    const double cse26 = cse10*cse7;
    const double cse27 = cse12*cse9;
    const double cse28 = 0.1000001947021587*cse27;
    const double cse29 = cse26 - cse28;
    const double cse30 = sin(q_theta_rod);
    const double cse31 = cse30*cse7;
    const double cse32 = cse17*cse31;
    const double cse33 = cse12*cse30;
    const double cse34 = 0.1000001947021587*cse33;
    const double cse35 = cse16*cse34;
    const double cse36 = -cse32 + cse35;
    const double cse37 = cse10*cse33;
    const double cse38 = 0.1000001947021587*cse31;
    const double cse39 = cse38*cse9;
    const double cse40 = 0.09999965336035312*cse6;
    const double cse41 = cse40*cse9;
    const double cse42 = -cse37 - cse39 + cse41;
    const double cse43 = 0.09999965336035312*cse30;
    const double cse44 = cse16*cse43;
    const double cse45 = cse25 - cse44;
    const double cse46 = cos(q_psi_crank);
    const double cse47 = cse0*cse46;
    const double cse48 = cse1*cse47;
    const double cse49 = sin(q_psi_crank);
    const double cse50 = cse3*cse49;
    const double cse51 = 0.08*cse50;
    const double cse52 = 0.08*cse48 + cse51;
    const double cse53 = cse1*cse50;
    const double cse54 = 0.08*cse47;
    const double cse55 = 0.08*cse53 + cse54;
    const double cse56 = cse0*cse49;
    const double cse57 = 0.08*cse56;
    const double cse58 = cse4*v_thetad_crank;
    const double cse59 = cse4*v_psid_crank;
    const double cse60 = cse3*cse46;
    const double cse61 = 0.08*cse60;
    const double cse62 = cse4*v_phid_crank;
    const double cse63 = 0.08*v_thetad_crank;
    const double cse64 = cse29 + cse45;
    const double cse65 = cse64*v_phid_rod;
    const double cse66 = cse21*v_psid_rod;
    const double cse67 = cse42*v_thetad_rod;
    const double cse68 = cse17*cse8;
    const double cse69 = cse14*cse16;
    const double cse70 = cse10*cse12;
    const double cse71 = cse7*cse9;
    const double cse72 = 0.1000001947021587*cse71;
    const double cse73 = cse68 - cse69 + cse70 + cse72;
    const double cse74 = cse10*cse31;
    const double cse75 = cse34*cse9;
    const double cse76 = cse74 - cse75;
    const double cse77 = cse10*cse13;
    const double cse78 = cse23*cse9;
    const double cse79 = cse77 + cse78;
    const double cse80 = cse17*cse7;
    const double cse81 = cse12*cse19;
    const double cse82 = cse80 - cse81;
    const double cse83 = cse17*cse33;
    const double cse84 = cse16*cse38;
    const double cse85 = cse16*cse40;
    const double cse86 = -cse83 - cse84 + cse85;
    const double cse87 = cse43*cse9;
    const double cse88 = cse79 + cse87;
    const double cse89 = cse1*cse56;
    const double cse90 = -cse61 + 0.08*cse89;
    const double cse91 = cse1*cse60;
    const double cse92 = cse57 - 0.08*cse91;
    const double cse93 = 0.050000303872472236*cse8;
    const double cse94 = cse14 - cse93;
    const double cse95 = 0.050000303872472236*cse33;
    const double cse96 = cse38 + cse95;
    const double cse97 = cse1*cse49;
    const double cse98 = cse4*cse46;
    const double cse99 = 0.08*v_psid_crank;
    const double cse100 = 5.254189828941647e-07*cse30;
    const double cse101 = cse100*cse9;
    const double cse102 = 0.4472146529097166*cse9;
    const double cse103 = cse102*cse8;
    const double cse104 = 0.8944266622941008*cse13;
    const double cse105 = cse104*cse9;
    const double cse106 = cse103 - cse105;
    const double cse107 = cse101 + cse106;
    const double cse108 = 0.4472146529097166*cse16;
    const double cse109 = cse108*cse12;
    const double cse110 = 0.8944266622941008*cse16;
    const double cse111 = cse110*cse7;
    const double cse112 = -cse109 - cse111;
    const double cse113 = cse107 + cse112;
    const double cse114 = sin(q_phi_slider);
    const double cse115 = cos(q_theta_slider);
    const double cse116 = cse114*cse115;
    const double cse117 = cse104*cse16;
    const double cse118 = cse108*cse8;
    const double cse119 = cse102*cse12;
    const double cse120 = 0.8944266622941008*cse9;
    const double cse121 = cse120*cse7;
    const double cse122 = cse100*cse16;
    const double cse123 = -cse117 + cse118 + cse119 + cse121 + cse122;
    const double cse124 = cos(q_phi_slider);
    const double cse125 = cse115*cse124;
    const double cse126 = cse123*cse125;
    const double cse127 = cse113*cse116 - cse126;
    const double cse128 = -cse101 - cse103 + cse105 + cse109 + cse111;
    const double cse129 = cse116*cse128 + cse126;
    const double cse130 = 0.8944266622941008*cse33;
    const double cse131 = 5.254189828941647e-07*cse6;
    const double cse132 = -cse108*cse31 + cse130*cse16 + cse131*cse16;
    const double cse133 = cse131*cse9;
    const double cse134 = cse130*cse9;
    const double cse135 = cse102*cse31;
    const double cse136 = -cse133 - cse134 + cse135;
    const double cse137 = sin(q_theta_slider);
    const double cse138 = -cse100 + cse104 - 0.4472146529097166*cse8;
    const double cse139 = cse116*cse132 - cse125*cse136 - cse137*cse138;
    const double cse140 = 0.8944266622941008*cse8;
    const double cse141 = cse102*cse7 - cse108*cse13 - cse12*cse120 - cse140*cse16;
    const double cse142 = cse110*cse12;
    const double cse143 = cse108*cse7;
    const double cse144 = cse140*cse9;
    const double cse145 = cse102*cse13;
    const double cse146 = -cse142 + cse143 + cse144 + cse145;
    const double cse147 = 0.8944266622941008*cse31;
    const double cse148 = cse147 + 0.4472146529097166*cse33;
    const double cse149 = cse116*cse141 - cse125*cse146 - cse137*cse148;
    const double cse150 = 0.4472146529097166*cse31;
    const double cse151 = cse130 + cse131 - cse150;
    const double cse152 = cse114*cse137;
    const double cse153 = cse123*cse152;
    const double cse154 = cse124*cse137;
    const double cse155 = cse128*cse154 - cse153;
    const double cse156 = cse113*cse154;
    const double cse157 = cse153 + cse156;
    const double cse158 = cse132*cse154;
    const double cse159 = cse136*cse152 + cse158;
    const double cse160 = cse141*cse154;
    const double cse161 = cse146*cse152 + cse160;
    const double cse162 = cse133 + cse134 - cse135;
    const double cse163 = cse152*cse162 - cse158;
    const double cse164 = cse117 - cse118;
    const double cse165 = -cse122 + cse164;
    const double cse166 = -cse130 + cse150;
    const double cse167 = -cse131 + cse166;
    const double cse168 = cse108*cse33 + cse147*cse16;
    const double cse169 = -cse102*cse33 - cse147*cse9;
    const double cse170 = 0.4472146529097166*cse13 + cse140;
    const double cse171 = cse115*cse170 + cse152*cse168 - cse154*cse169;
    const double cse172 = cse142 - cse143 - cse144 - cse145;
    const double cse173 = cse152*cse172 - cse160;
    const double cse174 = -cse119 - cse121;
    const double cse175 = cse164 + cse174;
    const double cse176 = cse106 + cse112;
    const double cse177 = cse165 + cse174;
    const double cse178 = cse146*v_psid_rod;
    const double cse179 = cse123*v_phid_rod;
    const double cse180 = cse136*v_thetad_rod;
    const double cse181 = cse148*v_psid_rod;
    const double cse182 = cse138*v_thetad_rod;
    const double cse183 = cse141*v_psid_rod;
    const double cse184 = cse113*v_phid_rod;
    const double cse185 = cse132*v_thetad_rod;
    const double cse186 = cse32 - cse35;
    const double cse187 = 0.33333535914981494*cse13;
    const double cse188 = 0.666667964681058*cse8;
    const double cse189 = 0.33333535914981494*cse7;
    const double cse190 = 0.6666643557356875*cse30;
    const double cse191 = -0.15*cse16*cse187 - 0.15*cse16*cse188 - 0.15*cse16*cse190 + 0.15*cse189*cse9 - 0.1000001947021587*cse27 - q_r_rod_x + q_r_slider_x;
    const double cse192 = cse12*cse16;
    const double cse193 = 0.15*cse16*cse189 + 0.15*cse187*cse9 + 0.15*cse188*cse9 + 0.15*cse190*cse9 - 0.1000001947021587*cse192 - q_r_rod_y + q_r_slider_y;
    const double cse194 = -cse68 + cse69 - cse70 - cse72;
    const double cse195 = cse83 + cse84 - cse85;
    const double cse196 = 0.1000001947021587*cse31 + 0.050000303872472236*cse33 - 0.09999965336035312*cse6 - q_r_rod_z + q_r_slider_z;
    const double cse197 = 0.050000303872472236*cse13 + cse23 + cse43;
    const double cse198 = -cse14 + cse93;
    const double cse199 = -cse74 + cse75;
    const double cse200 = 0.050000303872472236*cse31 - cse34;
    const double cse201 = cse123*cse186 + cse128*cse199 + cse132*cse194 + cse136*cse21 + cse138*cse200 + cse141*cse195 + cse146*cse42 + cse148*cse197 + cse151*cse198 + cse168*cse191 + cse169*cse193 + cse170*cse196;
    const double cse202 = -cse77 - cse78;
    const double cse203 = cse202 - cse87;
    const double cse204 = -cse80 + cse81;
    const double cse205 = cse203 + cse204;
    const double cse206 = cse37 + cse39 - cse41;
    const double cse207 = cse113*cse195 + cse123*cse206 + cse123*cse42 + cse128*cse195 + cse132*cse193 + cse132*cse205 + cse136*cse64 + cse162*cse191;
    const double cse208 = 2*cse195;
    const double cse209 = cse22 + cse24;
    const double cse210 = cse209 + cse44;
    const double cse211 = 2*cse42;
    const double cse212 = -cse38 - cse95;
    const double cse213 = cse212 + cse40;
    const double cse214 = 2*cse197;
    const double cse215 = -cse11 + cse15 + cse18 + cse20;
    const double cse216 = cse113*cse194 + cse123*cse21 + cse123*cse215 + cse128*cse194 + cse141*cse193 + cse141*cse205 + cse146*cse64 + cse172*cse191;
    const double cse217 = -cse26 + cse28;
    const double cse218 = cse210 + cse217;
    const double cse219 = 2*cse205;
    const double cse220 = 2*cse64;
    const double cse221 = 2*cse194;
    const double cse222 = cse209 + cse217;
    const double cse223 = 2*cse21;
    const double cse224 = cse202 + cse204;
    const double cse225 = 2*cse200;
    const double cse226 = 0.7453580594528005*cse30;
    const double cse227 = 0.5962825497118436*cse8;
    const double cse228 = 0.2981417181776114*cse13;
    const double cse229 = -cse226 + cse227 + cse228;
    const double cse230 = cse229*v_thetad_rod;
    const double cse231 = 0.2981417181776114*cse31;
    const double cse232 = cse231 - 0.5962825497118436*cse33;
    const double cse233 = cse232*v_psid_rod;
    const double cse234 = 0.2981417181776114*cse71;
    const double cse235 = 0.5962825497118436*cse9;
    const double cse236 = cse12*cse235;
    const double cse237 = cse16*cse226;
    const double cse238 = cse16*cse227;
    const double cse239 = cse16*cse228;
    const double cse240 = cse234 - cse236 + cse237 - cse238 - cse239;
    const double cse241 = cse240*v_phid_rod;
    const double cse242 = 0.7453580594528005*cse6;
    const double cse243 = cse242*cse9;
    const double cse244 = cse235*cse31;
    const double cse245 = 0.2981417181776114*cse33;
    const double cse246 = cse245*cse9;
    const double cse247 = -cse243 - cse244 - cse246;
    const double cse248 = cse247*v_thetad_rod;
    const double cse249 = 0.2981417181776114*cse16;
    const double cse250 = cse12*cse249;
    const double cse251 = 0.5962825497118436*cse16;
    const double cse252 = cse251*cse7;
    const double cse253 = cse13*cse235;
    const double cse254 = 0.2981417181776114*cse8;
    const double cse255 = cse254*cse9;
    const double cse256 = -cse250 - cse252 - cse253 + cse255;
    const double cse257 = cse256*v_psid_rod;
    const double cse258 = cse226*cse9;
    const double cse259 = cse228*cse9;
    const double cse260 = cse227*cse9;
    const double cse261 = -cse259 - cse260;
    const double cse262 = cse258 + cse261;
    const double cse263 = cse12*cse251;
    const double cse264 = cse249*cse7;
    const double cse265 = cse263 - cse264;
    const double cse266 = cse262 + cse265;
    const double cse267 = cse266*v_phid_rod;
    const double cse268 = cse16*cse242 + cse16*cse245 + cse251*cse31;
    const double cse269 = cse268*v_thetad_rod;
    const double cse270 = cse13*cse251 - cse16*cse254 - cse235*cse7 - 0.2981417181776114*cse27;
    const double cse271 = cse270*v_psid_rod;
    const double cse272 = -cse258 + cse259 + cse260 - cse263 + cse264;
    const double cse273 = cse191*(cse250 + cse252 + cse253 - cse255) + cse193*cse270 + cse194*cse266 + cse194*cse272 + cse205*cse270 + cse21*cse240 + cse215*cse240 + cse256*cse64;
    const double cse274 = cse238 + cse239;
    const double cse275 = -cse234 + cse236;
    const double cse276 = 0.5962825497118436*cse31;
    const double cse277 = -cse245 - cse276;
    const double cse278 = cse242 + cse245 + cse276;
    const double cse279 = cse186*cse240 + cse191*(cse16*cse231 - cse251*cse33) + cse193*(-cse231*cse9 + cse235*cse33) + cse194*cse268 + cse195*cse270 + cse196*(-0.5962825497118436*cse13 + cse254) + cse197*cse232 + cse198*cse278 + cse199*cse272 + cse200*cse229 + cse21*cse247 + cse256*cse42;
    const double cse280 = cse191*(cse243 + cse244 + cse246) + cse193*cse268 + cse195*cse266 + cse195*cse272 + cse205*cse268 + cse206*cse240 + cse240*cse42 + cse247*cse64;
    const double cse281 = -cse237 + cse274;
    const double cse282 = sin(q_psi_slider);
    const double cse283 = cse124*cse282;
    const double cse284 = cse115*cse283;
    const double cse285 = cos(q_psi_slider);
    const double cse286 = cse114*cse285;
    const double cse287 = -cse284 - cse286;
    const double cse288 = cse115*cse286;
    const double cse289 = -cse283 - cse288;
    const double cse290 = cse114*cse282;
    const double cse291 = cse137*v_thetad_slider;
    const double cse292 = -cse287*v_phid_slider - cse289*v_psid_slider - cse290*cse291;
    const double cse293 = cse124*cse285;
    const double cse294 = cse137*v_phid_slider;
    const double cse295 = cse137*v_psid_slider;
    const double cse296 = cse115*v_thetad_slider;
    const double cse297 = cse291*cse293;
    const double cse298 = cse115*cse293;
    const double cse299 = cse290 - cse298;
    const double cse300 = cse286*cse291;
    const double cse301 = cse115*cse290;
    const double cse302 = -cse293 + cse301;
    const double cse303 = cse283*cse291;
    const double cse304 = cse299*v_psid_slider + cse302*v_phid_slider + cse303;
    const double cse305 = cse293 - cse301;
    const double cse306 = cse284 + cse286;
    const double cse307 = cse137*cse282;
    const double cse308 = cse137*q_r_slider_y;
    const double cse309 = 0.2 - q_r_slider_x;
    const double cse310 = cse137*cse309;
    const double cse311 = cse282*q_r_slider_z;
    const double cse312 = cse115*cse311 - cse283*cse308 - cse290*cse310;
    const double cse313 = -cse287*cse309 + cse305*q_r_slider_y;
    const double cse314 = cse137*cse285;
    const double cse315 = cse314*q_r_slider_z;
    const double cse316 = -cse290 + cse298;
    const double cse317 = -cse289*cse309 + cse316*q_r_slider_y;
    const double cse318 = cse137*v_rd_slider_y;
    const double cse319 = cse115*v_rd_slider_z;
    const double cse320 = -cse286*cse308 + cse293*cse310;
    const double cse321 = cse137*v_rd_slider_x;
    const double cse322 = cse283 + cse288;
    const double cse323 = cse115*cse285;
    const double cse324 = cse316*v_phid_slider;
    const double cse325 = cse305*v_psid_slider;
    const double cse326 = cse286*cse310 + cse293*cse308 - cse323*q_r_slider_z;
    const double cse327 = -cse289*q_r_slider_y + cse299*cse309;
    const double cse328 = cse137*cse311;
    const double cse329 = -cse287*q_r_slider_y + cse302*cse309;
    const double cse330 = cse283*cse310 - cse290*cse308;
    const double cse331 = 2*v_rd_rod_x;
    const double cse332 = cse152*cse211 + cse154*cse208;
    const double cse333 = 2*v_rd_rod_y;
    const double cse334 = cse152*cse220 + cse154*cse219;
    const double cse335 = 2*v_rd_slider_x;
    const double cse336 = cse152*cse223 + cse154*cse221;
    const double cse337 = (cse124*cse124);
    const double cse338 = 2*(cse137*cse137);
    const double cse339 = (cse114*cse114);
    const double cse340 = 2*cse152 + 2*cse191;
    const double cse341 = -cse154 + cse193;
    const double cse342 = 2*cse341;
    const double cse343 = -cse152*cse340 + cse154*cse342;
    const double cse344 = 2*v_rd_slider_y;
    const double cse345 = cse116*cse342 + cse125*cse340;
    const double cse346 = 0.10000060774494447*cse13;
    const double cse347 = 0.19999930672070623*cse30;
    const double cse348 = 2*v_rd_rod_z;
    const double cse349 = 2*v_rd_slider_z;
    const double cse350 = 2*cse291;
    const double cse351 = 0.2000003894043174*cse9;
    const double cse352 = cse351*cse7;
    const double cse353 = 0.10000060774494447*cse16;
    const double cse354 = 0.2000003894043174*cse16;
    const double cse355 = 0.19999930672070623*cse6;
    const double cse356 = 0.10000060774494447*cse9;
    const double cse357 = 2*v_phid_slider;
    const double cse358 = cse154*cse357;
    const double cse359 = 2*cse296;
    const double cse360 = cse114*cse359;
    const double cse361 = cse116*cse219 - cse125*cse220;
    const double cse362 = cse116*cse208 - cse125*cse211 - cse137*cse214;
    const double cse363 = cse116*cse221 - cse125*cse223 - cse137*cse225;
    const double cse364 = 2*(cse115*cse115);
    const double cse365 = 2*cse115 + 2*cse196;
    const double cse366 = cse205*cse221 + cse215*cse340 + cse221*cse341 + cse223*cse64;
    const double cse367 = cse186*cse340 + cse194*cse208 + cse198*cse365 + cse199*cse342 + cse200*cse214 + cse21*cse211;
    const double cse368 = cse205*cse208 + cse206*cse340 + cse208*cse341 + cse211*cse64;
    const double cse369 = cse152*cse357;
    const double cse370 = cse124*cse359;
    const double cse371 = 2*3.141592653589793;
    const double cse372 = cse371*t;
    const double cse373 = sin(cse372);
    const double cse374 = -cse60 + cse89;
    const double cse375 = cse373*cse46;
    const double cse376 = cse375*cse4;
    const double cse377 = cos(cse372);
    const double cse378 = -cse56 + cse91;
    const double cse379 = cse377*cse378;
    const double cse380 = cse376 - cse379;
    const double cse381 = cse373*cse378;
    const double cse382 = cse377*cse4;
    const double cse383 = cse382*cse46;
    const double cse384 = cse381 + cse383 + 1;
    const double cse385 = (1.0/(cse384*cse384));
    const double cse386 = 2*cse385;
    const double cse387 = cse380*cse386;
    const double cse388 = -cse47 - cse53;
    const double cse389 = cse377*cse388;
    const double cse390 = cse373*cse49;
    const double cse391 = cse390*cse4;
    const double cse392 = -cse389 - cse391;
    const double cse393 = cse386*cse392;
    const double cse394 = -cse48 - cse50;
    const double cse395 = cse373*cse394;
    const double cse396 = cse382*cse49;
    const double cse397 = cse373*cse388;
    const double cse398 = -cse396 + cse397;
    const double cse399 = 4*cse380/(cse384*cse384*cse384);
    const double cse400 = (1.0/(cse384));
    const double cse401 = 2*cse400;
    const double cse402 = cse386*cse398;
    const double cse403 = cse377*cse394;
    const double cse404 = -cse373*cse374*cse387 - cse374*cse377*cse401 - cse393*cse395 + cse395*cse398*cse399 + cse402*cse403;
    const double cse405 = cse373*cse4;
    const double cse406 = cse1*cse377;
    const double cse407 = cse406*cse46;
    const double cse408 = cse405*cse60;
    const double cse409 = cse407 - cse408;
    const double cse410 = cse399*cse409;
    const double cse411 = cse382*cse60;
    const double cse412 = cse1*cse375;
    const double cse413 = cse411 + cse412;
    const double cse414 = -cse387*(cse405*cse50 - cse406*cse49) - cse393*cse409 + cse398*cse410 + cse401*(-cse1*cse390 - cse382*cse50) - cse402*cse413;
    const double cse415 = cse56 - cse91;
    const double cse416 = cse373*cse415;
    const double cse417 = -cse383;
    const double cse418 = -cse376;
    const double cse419 = cse377*cse415;
    const double cse420 = 4*cse385;
    const double cse421 = cse371*cse381 + cse371*cse383;
    const double cse422 = -cse371*cse376 + cse371*cse379;
    const double cse423 = cse399*cse422;
    const double cse424 = -cse387*(cse371*cse389 + cse371*cse391) - cse393*cse422 + cse398*cse423 + cse401*(-cse371*cse396 + cse371*cse397) - cse402*cse421;
    const double cse425 = cse386*cse395;
    const double cse426 = cse386*cse409;
    const double cse427 = -cse382*cse401*cse47 - cse387*cse405*cse47 + cse395*cse410 + cse403*cse426 - cse413*cse425;
    const double cse428 = cse386*cse422;
    const double cse429 = -cse387*(-cse371*cse411 - cse371*cse412) + cse401*(cse371*cse407 - cse371*cse408) + cse410*cse422 - cse413*cse428 - cse421*cse426;
    const double cse430 = (cse394*cse394);
    const double cse431 = -3.141592653589793*cse380*cse403*cse420 + 4*3.141592653589793*cse395*cse400 + cse395*cse423 + cse403*cse428 - cse421*cse425;
    const double cse432 = 4*(3.141592653589793*3.141592653589793);

    memset(out, 0, sizeof(double) * 18);
    out[3] = -v_phid_crank*(cse2*v_thetad_crank + cse5*v_phid_crank) - v_thetad_crank*(cse2*v_phid_crank + cse5*v_thetad_crank);  /* [3, 0] */
    out[4] = cse1*(v_thetad_crank*v_thetad_crank);  /* [4, 0] */
    out[5] = -v_phid_crank*(cse52*v_phid_crank + cse55*v_psid_crank + cse58*cse61) - v_phid_rod*(cse65 + cse66 + cse67) - v_psid_crank*(cse52*v_psid_crank + cse55*v_phid_crank - cse57*cse58) - v_psid_rod*(cse21*v_phid_rod + cse36*v_thetad_rod + v_psid_rod*(cse25 + cse29)) - v_thetad_crank*(cse48*cse63 - cse57*cse59 + cse61*cse62) - v_thetad_rod*(cse36*v_psid_rod + cse42*v_phid_rod + cse45*v_thetad_rod);  /* [5, 0] */
    out[6] = -v_phid_crank*(cse54*cse58 + cse90*v_psid_crank + cse92*v_phid_crank) - v_phid_rod*(cse73*v_psid_rod + cse86*v_thetad_rod + v_phid_rod*(cse82 + cse88)) - v_psid_crank*(cse51*cse58 + cse90*v_phid_crank + cse92*v_psid_crank) - v_psid_rod*(cse73*v_phid_rod + cse76*v_thetad_rod + v_psid_rod*(cse79 + cse82)) - v_thetad_crank*(cse51*cse59 + cse54*cse62 - cse63*cse91) - v_thetad_rod*(cse76*v_psid_rod + cse86*v_phid_rod + cse88*v_thetad_rod);  /* [6, 0] */
    out[7] = -v_psid_crank*(-cse63*cse97 - cse98*cse99) - v_psid_rod*(cse94*v_thetad_rod + cse96*v_psid_rod) - v_thetad_crank*(-cse63*cse98 - cse97*cse99) - v_thetad_rod*(cse94*v_psid_rod + v_thetad_rod*(-cse40 + cse96));  /* [7, 0] */
    out[8] = -v_phid_rod*(cse127*v_thetad_slider + cse157*v_phid_slider + cse163*v_thetad_rod + cse173*v_psid_rod + v_phid_rod*(cse152*cse177 - cse156)) - v_phid_slider*(cse129*v_thetad_slider + cse155*v_phid_slider + cse157*v_phid_rod + cse159*v_thetad_rod + cse161*v_psid_rod) - v_psid_rod*(cse149*v_thetad_slider + cse161*v_phid_slider + cse171*v_thetad_rod + cse173*v_phid_rod + v_psid_rod*(cse115*cse166 + cse152*cse175 - cse154*cse176)) - v_thetad_rod*(cse139*v_thetad_slider + cse159*v_phid_slider + cse163*v_phid_rod + cse171*v_psid_rod + v_thetad_rod*(-cse107*cse154 + cse115*cse167 + cse152*cse165)) - v_thetad_slider*(cse127*v_phid_rod + cse129*v_phid_slider + cse139*v_thetad_rod + cse149*v_psid_rod + v_thetad_slider*(-cse115*cse151 + cse155));  /* [8, 0] */
    out[9] = -v_phid_rod*(-cse113*v_rd_rod_x + cse113*v_rd_slider_x - cse123*v_rd_rod_y + cse123*v_rd_slider_y + cse207*v_thetad_rod + cse216*v_psid_rod + v_phid_rod*(cse113*cse193 + cse113*cse219 + cse123*cse218 + cse123*cse220 + cse128*cse205 + cse177*cse191)) - v_psid_rod*(-cse141*v_rd_rod_x + cse141*v_rd_slider_x - cse146*v_rd_rod_y + cse146*v_rd_slider_y - cse148*v_rd_rod_z + cse148*v_rd_slider_z + cse201*v_thetad_rod + cse216*v_phid_rod + v_psid_rod*(cse123*cse222 + cse128*cse224 + cse141*cse221 + cse146*cse223 + cse148*cse225 + cse151*cse212 + cse166*cse196 + cse175*cse191 + cse176*cse193)) - v_rd_rod_x*(-cse183 - cse184 - cse185) - v_rd_rod_y*(-cse178 - cse179 - cse180) - v_rd_rod_z*(-cse181 - cse182) - v_rd_slider_x*(cse183 + cse184 + cse185) - v_rd_slider_y*(cse178 + cse179 + cse180) - v_rd_slider_z*(cse181 + cse182) - v_thetad_rod*(-cse132*v_rd_rod_x + cse132*v_rd_slider_x - cse136*v_rd_rod_y + cse136*v_rd_slider_y - cse138*v_rd_rod_z + cse138*v_rd_slider_z + cse201*v_psid_rod + cse207*v_phid_rod + v_thetad_rod*(cse107*cse193 + cse123*cse210 + cse128*cse203 + cse132*cse208 + cse136*cse211 + cse138*cse214 + cse151*cse213 + cse165*cse191 + cse167*cse196));  /* [9, 0] */
    out[10] = -v_phid_rod*(-cse240*v_rd_rod_y + cse240*v_rd_slider_y - cse266*v_rd_rod_x + cse266*v_rd_slider_x + cse273*v_psid_rod + cse280*v_thetad_rod + v_phid_rod*(cse191*(cse275 + cse281) + cse193*cse266 + cse205*cse272 + cse218*cse240 + cse219*cse266 + cse220*cse240)) - v_psid_rod*(-cse232*v_rd_rod_z + cse232*v_rd_slider_z - cse256*v_rd_rod_y + cse256*v_rd_slider_y - cse270*v_rd_rod_x + cse270*v_rd_slider_x + cse273*v_phid_rod + cse279*v_thetad_rod + v_psid_rod*(cse191*(cse274 + cse275) + cse193*(cse261 + cse265) + cse196*cse277 + cse212*cse278 + cse221*cse270 + cse222*cse240 + cse223*cse256 + cse224*cse272 + cse225*cse232)) - v_rd_rod_x*(-cse267 - cse269 - cse271) - v_rd_rod_y*(-cse241 - cse248 - cse257) - v_rd_rod_z*(-cse230 - cse233) - v_rd_slider_x*(cse267 + cse269 + cse271) - v_rd_slider_y*(cse241 + cse248 + cse257) - v_rd_slider_z*(cse230 + cse233) - v_thetad_rod*(-cse229*v_rd_rod_z + cse229*v_rd_slider_z - cse247*v_rd_rod_y + cse247*v_rd_slider_y - cse268*v_rd_rod_x + cse268*v_rd_slider_x + cse279*v_psid_rod + cse280*v_phid_rod + v_thetad_rod*(cse191*cse281 + cse193*cse262 + cse196*(-cse242 + cse277) + cse203*cse272 + cse208*cse268 + cse210*cse240 + cse211*cse247 + cse213*cse278 + cse214*cse229));  /* [10, 0] */
    out[11] = -cse292*v_psid_slider - v_phid_slider*(-cse287*v_psid_slider - cse289*v_phid_slider + cse297) - v_thetad_slider*(cse286*cse296 - cse290*cse295 + cse293*cse294);  /* [11, 0] */
    out[12] = -cse304*v_phid_slider - v_psid_slider*(cse299*v_phid_slider + cse300 + cse302*v_psid_slider) - v_thetad_slider*(cse283*cse294 + cse286*cse295 + cse290*cse296);  /* [12, 0] */
    out[13] = -v_phid_slider*(cse313*v_psid_slider + cse316*v_rd_slider_x + cse317*v_phid_slider + cse320*v_thetad_slider + cse322*v_rd_slider_y) - v_psid_slider*(cse305*v_rd_slider_x + cse306*v_rd_slider_y + cse307*v_rd_slider_z + cse312*v_thetad_slider + cse313*v_phid_slider + v_psid_slider*(cse315 + cse317)) - v_rd_slider_x*(-cse300 + cse324 + cse325) - v_rd_slider_y*(cse297 + cse306*v_psid_slider + cse322*v_phid_slider) - v_rd_slider_z*(cse307*v_psid_slider - cse323*v_thetad_slider) - v_thetad_slider*(-cse285*cse319 - cse286*cse321 + cse293*cse318 + cse312*v_psid_slider + cse320*v_phid_slider + v_thetad_slider*(cse288*cse309 + cse298*q_r_slider_y + cse315));  /* [13, 0] */
    out[14] = -cse292*v_rd_slider_x - cse304*v_rd_slider_y - v_phid_slider*(-cse287*v_rd_slider_x + cse302*v_rd_slider_y + cse327*v_psid_slider + cse329*v_phid_slider + cse330*v_thetad_slider) - v_psid_slider*(-cse289*v_rd_slider_x + cse299*v_rd_slider_y - cse314*v_rd_slider_z + cse326*v_thetad_slider + cse327*v_phid_slider + v_psid_slider*(cse328 + cse329)) - v_rd_slider_z*(-cse282*cse296 - cse314*v_psid_slider) - v_thetad_slider*(-cse282*cse319 + cse283*cse318 - cse290*cse321 + cse326*v_psid_slider + cse330*v_phid_slider + v_thetad_slider*(cse284*q_r_slider_y + cse301*cse309 + cse328));  /* [14, 0] */
    out[15] = -v_phid_slider*(cse300 - cse324 - cse325) - v_psid_slider*(cse303 - cse305*v_phid_slider - cse316*v_psid_slider) - v_thetad_slider*(cse283*cse295 + cse286*cse294 - cse293*cse296);  /* [15, 0] */
    out[16] = -v_phid_rod*(-cse205*cse331 + cse205*cse335 - cse333*cse64 + cse334*v_phid_slider + cse344*cse64 + cse361*v_thetad_slider + cse366*v_psid_rod + cse368*v_thetad_rod + v_phid_rod*(2*(cse205*cse205) + cse218*cse340 + cse219*cse341 + 2*(cse64*cse64))) - v_phid_slider*(-cse152*cse333 + cse152*cse344 - cse154*cse331 + cse154*cse335 + cse332*v_thetad_rod + cse334*v_phid_rod + cse336*v_psid_rod + cse345*v_thetad_slider + v_phid_slider*(cse337*cse338 + cse338*cse339 + cse343)) - v_psid_rod*(-cse194*cse331 + cse194*cse335 - cse200*cse348 + cse200*cse349 - cse21*cse333 + cse21*cse344 + cse336*v_phid_slider + cse363*v_thetad_slider + cse366*v_phid_rod + cse367*v_thetad_rod + v_psid_rod*(2*(cse194*cse194) + 2*(cse200*cse200) + 2*(cse21*cse21) + cse212*cse365 + cse222*cse340 + cse224*cse342)) - v_rd_rod_x*(-cse208*v_thetad_rod - cse219*v_phid_rod - cse221*v_psid_rod + cse331 - cse335 - cse358 - cse360) - v_rd_rod_y*(cse333 - cse344 - cse369 + cse370 - 2*cse65 - 2*cse66 - 2*cse67) - v_rd_rod_z*(-cse214*v_thetad_rod - cse225*v_psid_rod + cse348 - cse349 + cse350) - v_rd_slider_x*(-cse331 + cse335 + cse358 + cse360 + v_phid_rod*(cse12*cse354 - cse346*cse9 - cse347*cse9 - cse352*cse6 - cse353*cse7) + v_psid_rod*(-cse12*cse356 + cse13*cse354 - cse352 - cse353*cse8) + v_thetad_rod*(-cse16*cse355 + cse31*cse354 + cse33*cse353)) - v_rd_slider_y*(-cse333 + cse344 + cse369 - cse370 + v_phid_rod*(-cse12*cse351 - cse16*cse346 - cse16*cse347 - cse354*cse8 + cse356*cse7) + v_psid_rod*(-cse13*cse351 - 0.10000060774494447*cse192 - cse354*cse7 + cse356*cse8) + v_thetad_rod*(-cse31*cse351 - cse33*cse356 + cse355*cse9)) - v_rd_slider_z*(-cse348 + cse349 - cse350 + v_psid_rod*(0.10000060774494447*cse31 - 0.2000003894043174*cse33) + v_thetad_rod*(cse346 + cse347 + 0.2000003894043174*cse8)) - v_thetad_rod*(-cse195*cse331 + cse195*cse335 - cse197*cse348 + cse197*cse349 + cse332*v_phid_slider - cse333*cse42 + cse344*cse42 + cse362*v_thetad_slider + cse367*v_psid_rod + cse368*v_phid_rod + v_thetad_rod*(2*(cse195*cse195) + 2*(cse197*cse197) + cse203*cse342 + cse210*cse340 + cse213*cse365 + 2*(cse42*cse42))) - v_thetad_slider*(-cse116*cse331 + cse116*cse335 + cse125*cse333 - cse125*cse344 + cse137*cse348 - cse137*cse349 + cse345*v_phid_slider + cse361*v_phid_rod + cse362*v_thetad_rod + cse363*v_psid_rod + v_thetad_slider*(-cse115*cse365 + cse337*cse364 + cse338 + cse339*cse364 + cse343));  /* [16, 0] */
    out[17] = cse387*(-cse381*cse432 - cse383*cse432) - cse399*(cse422*cse422) - cse401*(-cse376*cse432 + cse379*cse432) + cse420*cse421*cse422 - cse424*v_psid_crank - cse429*v_thetad_crank - cse431*v_phid_crank - v_phid_crank*(cse404*v_psid_crank + cse427*v_thetad_crank + cse431 + v_phid_crank*((cse373*cse373)*cse399*cse430 + cse373*cse377*cse420*cse430 - cse387*cse416 - cse401*cse419)) - v_psid_crank*(cse404*v_phid_crank + cse414*v_thetad_crank + cse424 + v_psid_crank*(-cse387*(cse416 + cse417) - cse392*cse398*cse420 + (cse398*cse398)*cse399 + cse401*(cse418 - cse419))) - v_thetad_crank*(cse414*v_psid_crank + cse427*v_phid_crank + cse429 + v_thetad_crank*(-cse387*(-cse373*cse91 + cse417) + cse399*(cse409*cse409) + cse401*(cse377*cse91 + cse418) - cse409*cse413*cse420));  /* [17, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 30 nonzero.
 * 130 operations after common subexpression elimination.
 */
void mg_slider_crank_re_M(const double *q, const double *p, double *out)
{
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    (void)p;
    const double cse0 = sin(q_psi_crank);
    const double cse1 = (cse0*cse0);
    const double cse2 = sin(q_theta_crank);
    const double cse3 = (cse2*cse2);
    const double cse4 = cos(q_psi_crank);
    const double cse5 = (cse4*cse4);
    const double cse6 = cos(q_theta_crank);
    const double cse7 = 9e-05*cse0*cse2*cse4;
    const double cse8 = 0.0001*cse6;
    const double cse9 = cos(q_psi_rod);
    const double cse10 = sin(q_theta_rod);
    const double cse11 = cse10*cse9;
    const double cse12 = sin(q_psi_rod);
    const double cse13 = cse10*cse12;
    const double cse14 = cos(q_theta_rod);
    const double cse15 = -0.00017888586116388667*cse11 + 0.00035777066491764035*cse13 + 2.101675931576659e-10*cse14;
    const double cse16 = -0.4472146529097166*cse11 + 0.8944266622941008*cse13 + 5.254189828941647e-07*cse14;
    const double cse17 = 0.0023851301988473744*cse11 + 0.0011925668727104457*cse13 + 0.002981432237811202*cse14;
    const double cse18 = 0.5962825497118436*cse11 + 0.2981417181776114*cse13 + 0.7453580594528005*cse14;
    const double cse19 = -0.002666671858724232*cse11 - 0.0013333414365992598*cse13 + 0.00266665742294275*cse14;
    const double cse20 = -0.666667964681058*cse11 - 0.33333535914981494*cse13 + 0.6666643557356875*cse14;
    const double cse21 = -0.5962825497118436*cse12 + 0.2981417181776114*cse9;
    const double cse22 = 0.4472146529097166*cse12 + 0.8944266622941008*cse9;
    const double cse23 = 0.666667964681058*cse12 - 0.33333535914981494*cse9;
    const double cse24 = 0.003999999999999006*cse14;
    const double cse25 = -0.0023851301988473744*cse12 + 0.0011925668727104457*cse9;
    const double cse26 = 0.002666671858724232*cse12 - 0.0013333414365992598*cse9;
    const double cse27 = 0.00017888586116388667*cse12 + 0.00035777066491764035*cse9;
    const double cse28 = (sin(q_theta_slider)*sin(q_theta_slider));
    const double cse29 = 0.0001*(sin(q_psi_slider)*sin(q_psi_slider));
    const double cse30 = 0.0001*(cos(q_psi_slider)*cos(q_psi_slider));
    const double cse31 = cos(q_theta_slider);
    const double cse32 = 0.0001*cse31;

    memset(out, 0, sizeof(double) * 324);
    out[0] = 0.12;  /* [0, 0] */
    out[19] = 0.12;  /* [1, 1] */
    out[38] = 0.12;  /* [2, 2] */
    out[57] = 0.0001*cse1*cse3 + 1e-05*cse3*cse5 + 0.0001*(cse6*cse6);  /* [3, 3] */
    out[58] = cse7;  /* [3, 4] */
    out[59] = cse8;  /* [3, 5] */
    out[75] = cse7;  /* [4, 3] */
    out[76] = 1e-05*cse1 + 0.0001*cse5;  /* [4, 4] */
    out[93] = cse8;  /* [5, 3] */
    out[95] = 0.0001;  /* [5, 5] */
    out[114] = 0.5;  /* [6, 6] */
    out[133] = 0.5;  /* [7, 7] */
    out[152] = 0.5;  /* [8, 8] */
    out[171] = cse15*cse16 + cse17*cse18 + cse19*cse20;  /* [9, 9] */
    out[172] = cse15*cse22 + cse17*cse21 + cse19*cse23;  /* [9, 10] */
    out[173] = 8.459102457131912e-10*cse11 - 1.6918154898933405e-09*cse13 + cse24;  /* [9, 11] */
    out[189] = cse16*cse27 + cse18*cse25 + cse20*cse26;  /* [10, 9] */
    out[190] = cse21*cse25 + cse22*cse27 + cse23*cse26;  /* [10, 10] */
    out[191] = -8.459102457131912e-10*cse12 - 1.6918154898933405e-09*cse9;  /* [10, 11] */
    out[207] = 8.459102454963507e-10*cse11 - 1.6918154900017607e-09*cse13 + cse24;  /* [11, 9] */
    out[208] = -8.459102454963507e-10*cse12 - 1.6918154900017607e-09*cse9;  /* [11, 10] */
    out[209] = 0.003999999999999006;  /* [11, 11] */
    out[228] = 2.0;  /* [12, 12] */
    out[247] = 2.0;  /* [13, 13] */
    out[266] = 2.0;  /* [14, 14] */
    out[285] = cse28*cse29 + cse28*cse30 + 0.0001*(cse31*cse31);  /* [15, 15] */
    out[287] = cse32;  /* [15, 17] */
    out[304] = cse29 + cse30;  /* [16, 16] */
    out[321] = cse32;  /* [17, 15] */
    out[323] = 0.0001;  /* [17, 17] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_slider_crank_re_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_M(q + (size_t)k * 18, p, out + (size_t)k * 324);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 12 nonzero.
 * 300 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
    (void)t;
    (void)p;
    const double cse0 = sin(q_psi_crank);
    const double cse1 = cse0*v_thetad_crank;
    const double cse2 = cos(q_theta_crank);
    const double cse3 = cse2*v_phid_crank;
    const double cse4 = 0.0001*cse3;
    const double cse5 = 0.0001*v_psid_crank;
    const double cse6 = cos(q_psi_crank);
    const double cse7 = sin(q_theta_crank);
    const double cse8 = cse6*cse7;
    const double cse9 = cse8*v_phid_crank;
    const double cse10 = -cse1 + cse9;
    const double cse11 = 1e-05*cse3;
    const double cse12 = 1e-05*v_psid_crank;
    const double cse13 = cse3 + v_psid_crank;
    const double cse14 = 0.0001*cse9;
    const double cse15 = 0.0001*cse1;
    const double cse16 = cse1*cse4 - cse1*cse5 + cse10*(-cse11 - cse12) + cse13*(cse14 - cse15) + cse5*cse9;
    const double cse17 = cse0*cse7;
    const double cse18 = cse6*v_thetad_crank;
    const double cse19 = cse17*v_phid_crank;
    const double cse20 = -cse18 - cse19;
    const double cse21 = -cse11*cse18 + cse12*cse18 + cse12*cse19 + cse13*(0.0001*cse18 + 0.0001*cse19) + cse20*(cse4 + cse5);
    const double cse22 = cse10*(-1e-05*cse18 - 1e-05*cse19) + cse20*(-cse14 + cse15) + 0.0001*cse7*v_phid_crank*v_thetad_crank;
    const double cse23 = sin(q_psi_rod);
    const double cse24 = sin(q_theta_rod);
    const double cse25 = cse23*cse24;
    const double cse26 = cos(q_psi_rod);
    const double cse27 = cse24*cse26;
    const double cse28 = cos(q_theta_rod);
    const double cse29 = 0.2981417181776114*cse25 + 0.5962825497118436*cse27 + 0.7453580594528005*cse28;
    const double cse30 = v_phid_rod*v_thetad_rod;
    const double cse31 = cse28*cse30;
    const double cse32 = cse23*cse31;
    const double cse33 = v_phid_rod*v_psid_rod;
    const double cse34 = cse27*cse33;
    const double cse35 = cse26*cse31;
    const double cse36 = cse25*cse33;
    const double cse37 = v_psid_rod*v_thetad_rod;
    const double cse38 = cse26*cse37;
    const double cse39 = cse24*cse30;
    const double cse40 = cse23*cse37;
    const double cse41 = 0.666667964681058*cse23 - 0.33333535914981494*cse26;
    const double cse42 = cse41*v_thetad_rod;
    const double cse43 = -0.33333535914981494*cse25 - 0.666667964681058*cse27 + 0.6666643557356875*cse28;
    const double cse44 = cse43*v_phid_rod;
    const double cse45 = 0.8944266622941008*cse25 - 0.4472146529097166*cse27 + 5.254189828941647e-07*cse28;
    const double cse46 = cse45*v_phid_rod;
    const double cse47 = 0.4472146529097166*cse23 + 0.8944266622941008*cse26;
    const double cse48 = cse47*v_thetad_rod;
    const double cse49 = cse46 + cse48 + 5.254189828941647e-07*v_psid_rod;
    const double cse50 = cse49*(-0.0004*cse42 - 0.0004*cse44 - 0.000266665742294275*v_psid_rod);
    const double cse51 = cse42 + cse44 + 0.6666643557356875*v_psid_rod;
    const double cse52 = 0.004*cse46;
    const double cse53 = 0.004*cse48;
    const double cse54 = 2.101675931576659e-09*v_psid_rod;
    const double cse55 = cse51*(cse52 + cse53 + cse54);
    const double cse56 = -0.0011925668727104457*cse32 - 0.0011925668727104457*cse34 - 0.0023851301988473744*cse35 + 0.0023851301988473744*cse36 + 0.0023851301988473744*cse38 + 0.002981432237811202*cse39 + 0.0011925668727104457*cse40 + cse50 + cse55;
    const double cse57 = -0.5962825497118436*cse23 + 0.2981417181776114*cse26;
    const double cse58 = cse57*v_thetad_rod;
    const double cse59 = cse29*v_phid_rod;
    const double cse60 = cse58 + cse59 + 0.7453580594528005*v_psid_rod;
    const double cse61 = cse60*(0.004*cse42 + 0.004*cse44 + 0.00266665742294275*v_psid_rod);
    const double cse62 = cse51*(-0.004*cse58 - 0.004*cse59 - 0.002981432237811202*v_psid_rod);
    const double cse63 = -0.00035777066491764035*cse32 - 0.00035777066491764035*cse34 + 0.00017888586116388667*cse35 - 0.00017888586116388667*cse36 - 0.00017888586116388667*cse38 + 2.101675931576659e-10*cse39 + 0.00035777066491764035*cse40 + cse61 + cse62;
    const double cse64 = cse60*(-cse52 - cse53 - cse54);
    const double cse65 = cse49*(0.0004*cse58 + 0.0004*cse59 + 0.0002981432237811202*v_psid_rod);
    const double cse66 = 0.0013333414365992598*cse32 + 0.0013333414365992598*cse34 + 0.002666671858724232*cse35 - 0.002666671858724232*cse36 - 0.002666671858724232*cse38 + 0.00266665742294275*cse39 - 0.0013333414365992598*cse40 + cse64 + cse65;
    const double cse67 = 0.0001*v_psid_slider;
    const double cse68 = sin(q_psi_slider);
    const double cse69 = sin(q_theta_slider);
    const double cse70 = cse68*cse69;
    const double cse71 = cse70*v_phid_slider;
    const double cse72 = cos(q_psi_slider);
    const double cse73 = cse72*v_thetad_slider;
    const double cse74 = cos(q_theta_slider);
    const double cse75 = cse74*v_phid_slider;
    const double cse76 = 0.0001*cse75;
    const double cse77 = cse71 + cse73;
    const double cse78 = 0.0001*cse71;
    const double cse79 = 0.0001*cse73;
    const double cse80 = cse75 + v_psid_slider;
    const double cse81 = -cse67*cse71 - cse67*cse73 + cse73*cse76 + cse77*(cse67 + cse76) + cse80*(-cse78 - cse79);
    const double cse82 = cse69*cse72;
    const double cse83 = cse68*v_thetad_slider;
    const double cse84 = cse82*v_phid_slider;
    const double cse85 = cse83 - cse84;
    const double cse86 = 0.0001*cse84;
    const double cse87 = 0.0001*cse83;
    const double cse88 = cse67*cse83 - cse67*cse84 - cse76*cse83 + cse80*(-cse86 + cse87) + cse85*(-cse67 - cse76);
    const double cse89 = 0.0001*cse69*v_phid_slider*v_thetad_slider + cse77*(cse86 - cse87) + cse85*(cse78 + cse79);

    memset(out, 0, sizeof(double) * 18);
    out[2] = -1.1772;  /* [2, 0] */
    out[3] = -cse16*cse17 + cse2*cse22 + cse21*cse8;  /* [3, 0] */
    out[4] = -cse0*cse21 - cse16*cse6;  /* [4, 0] */
    out[5] = cse22;  /* [5, 0] */
    out[8] = -4.905;  /* [8, 0] */
    out[9] = cse29*cse56 + cse43*cse66 + cse45*cse63;  /* [9, 0] */
    out[10] = cse41*cse66 + cse47*cse63 + cse56*cse57;  /* [10, 0] */
    out[11] = 1.6918154898933405e-09*cse32 + 1.6918154898933405e-09*cse34 - 8.459102457131912e-10*cse35 + 8.459102457131912e-10*cse36 + 8.459102457131912e-10*cse38 + 0.003999999999999006*cse39 - 1.6918154898933405e-09*cse40 + 0.7453580594528005*cse50 + 0.7453580594528005*cse55 + 5.254189828941647e-07*cse61 + 5.254189828941647e-07*cse62 + 0.6666643557356875*cse64 + 0.6666643557356875*cse65;  /* [11, 0] */
    out[14] = -19.62;  /* [14, 0] */
    out[15] = cse70*cse88 + cse74*cse89 - cse81*cse82;  /* [15, 0] */
    out[16] = cse68*cse81 + cse72*cse88;  /* [16, 0] */
    out[17] = cse89;  /* [17, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_re_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_Q(q + (size_t)k * 18, v + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 18 nonzero.
 * 721 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(q_psi_crank);
    const double cse1 = sin(q_theta_crank);
    const double cse2 = cse1*v_phid_crank;
    const double cse3 = cse0*cse2;
    const double cse4 = 0.0001*cse3;
    const double cse5 = sin(q_psi_crank);
    const double cse6 = cse5*v_thetad_crank;
    const double cse7 = 0.0001*cse6;
    const double cse8 = cse4 - cse7;
    const double cse9 = cos(q_theta_crank);
    const double cse10 = cse9*v_phid_crank;
    const double cse11 = cse10 + v_psid_crank;
    const double cse12 = 0.0001*cse10;
    const double cse13 = cse0*cse12;
    const double cse14 = 1e-05*cse10;
    const double cse15 = 1e-05*v_psid_crank;
    const double cse16 = -cse14 - cse15;
    const double cse17 = cse0*cse10;
    const double cse18 = cse3 - cse6;
    const double cse19 = 0.0001*v_psid_crank;
    const double cse20 = cse11*cse13 + cse16*cse17 + cse17*cse19 + 1e-05*cse18*cse2 - cse2*cse7 - cse2*cse8;
    const double cse21 = cse1*cse5;
    const double cse22 = cse11*cse8;
    const double cse23 = cse12*cse6 + cse16*cse18 + cse19*cse3 - cse19*cse6 + cse22;
    const double cse24 = cse23*cse5;
    const double cse25 = cse2*cse5;
    const double cse26 = cse0*v_thetad_crank;
    const double cse27 = -cse25 - cse26;
    const double cse28 = -cse4 + cse7;
    const double cse29 = cse10*cse5;
    const double cse30 = 1e-05*cse26;
    const double cse31 = -1e-05*cse25 - cse30;
    const double cse32 = cse12*v_thetad_crank - cse13*cse27 - cse14*cse18*cse5 + cse17*cse31 - cse28*cse29;
    const double cse33 = cse12 + cse19;
    const double cse34 = 0.0001*cse25;
    const double cse35 = 0.0001*cse26;
    const double cse36 = cse34 + cse35;
    const double cse37 = cse11*cse36 - cse14*cse26 + cse15*cse25 + cse15*cse26 + cse27*cse33;
    const double cse38 = cse0*cse37;
    const double cse39 = 0.0001*cse2;
    const double cse40 = cse11*cse12*cse5 + cse15*cse29 + cse2*cse30 - cse2*cse36 - cse27*cse39 - cse29*cse33;
    const double cse41 = cse0*cse1;
    const double cse42 = cse11*(-cse34 - cse35) + cse12*cse26 + cse16*cse27 - cse19*cse25 - cse19*cse26;
    const double cse43 = -cse3 + cse6;
    const double cse44 = 1e-05*cse6;
    const double cse45 = cse10*cse44 + cse15*cse3 - cse15*cse6 + cse22 + cse33*cse43;
    const double cse46 = cse18*(-1e-05*cse3 + cse44) + cse27*cse31 + cse27*cse36 + cse28*cse43;
    const double cse47 = sin(q_theta_rod);
    const double cse48 = sin(q_psi_rod);
    const double cse49 = 0.2981417181776114*cse48;
    const double cse50 = cos(q_psi_rod);
    const double cse51 = 0.5962825497118436*cse50;
    const double cse52 = cos(q_theta_rod);
    const double cse53 = cse47*cse49 + cse47*cse51 + 0.7453580594528005*cse52;
    const double cse54 = 0.4472146529097166*cse50;
    const double cse55 = 0.8944266622941008*cse48;
    const double cse56 = -cse47*cse54 + cse47*cse55 + 5.254189828941647e-07*cse52;
    const double cse57 = cse56*v_phid_rod;
    const double cse58 = 0.004*cse57;
    const double cse59 = 0.4472146529097166*cse48;
    const double cse60 = 0.8944266622941008*cse50;
    const double cse61 = cse59 + cse60;
    const double cse62 = cse61*v_thetad_rod;
    const double cse63 = 0.004*cse62;
    const double cse64 = 2.101675931576659e-09*v_psid_rod;
    const double cse65 = cse58 + cse63 + cse64;
    const double cse66 = 0.666667964681058*cse50;
    const double cse67 = 0.33333535914981494*cse48;
    const double cse68 = -0.6666643557356875*cse47 - cse52*cse66 - cse52*cse67;
    const double cse69 = cse68*v_phid_rod;
    const double cse70 = cse65*cse69;
    const double cse71 = 0.33333535914981494*cse50;
    const double cse72 = 0.666667964681058*cse48;
    const double cse73 = -cse71 + cse72;
    const double cse74 = cse73*v_thetad_rod;
    const double cse75 = -cse47*cse66 - cse47*cse67 + 0.6666643557356875*cse52;
    const double cse76 = cse75*v_phid_rod;
    const double cse77 = cse74 + cse76 + 0.6666643557356875*v_psid_rod;
    const double cse78 = -5.254189828941647e-07*cse47 - cse52*cse54 + cse52*cse55;
    const double cse79 = cse78*v_phid_rod;
    const double cse80 = cse77*cse79;
    const double cse81 = cse57 + cse62 + 5.254189828941647e-07*v_psid_rod;
    const double cse82 = cse69*cse81;
    const double cse83 = -0.0004*cse74 - 0.0004*cse76 - 0.000266665742294275*v_psid_rod;
    const double cse84 = cse79*cse83;
    const double cse85 = v_phid_rod*v_thetad_rod;
    const double cse86 = cse52*cse85;
    const double cse87 = v_phid_rod*v_psid_rod;
    const double cse88 = cse52*cse87;
    const double cse89 = cse48*cse88;
    const double cse90 = cse47*cse85;
    const double cse91 = cse50*cse90;
    const double cse92 = cse50*cse88;
    const double cse93 = cse48*cse90;
    const double cse94 = cse70 + 0.004*cse80 - 0.0004*cse82 + cse84 + 0.002981432237811202*cse86 + 0.0023851301988473744*cse89 + 0.0023851301988473744*cse91 - 0.0011925668727104457*cse92 + 0.0011925668727104457*cse93;
    const double cse95 = cse48*cse86;
    const double cse96 = cse47*cse87;
    const double cse97 = cse50*cse96;
    const double cse98 = cse50*cse86;
    const double cse99 = cse48*cse96;
    const double cse100 = v_psid_rod*v_thetad_rod;
    const double cse101 = cse100*cse50;
    const double cse102 = cse100*cse48;
    const double cse103 = 0.0023851301988473744*cse101 + 0.0011925668727104457*cse102 + cse65*cse77 + cse81*cse83 + 0.002981432237811202*cse90 - 0.0011925668727104457*cse95 - 0.0011925668727104457*cse97 - 0.0023851301988473744*cse98 + 0.0023851301988473744*cse99;
    const double cse104 = -0.7453580594528005*cse47 + cse49*cse52 + cse51*cse52;
    const double cse105 = 0.5962825497118436*cse48;
    const double cse106 = 0.2981417181776114*cse50;
    const double cse107 = -cse105 + cse106;
    const double cse108 = cse107*v_thetad_rod;
    const double cse109 = cse53*v_phid_rod;
    const double cse110 = cse108 + cse109 + 0.7453580594528005*v_psid_rod;
    const double cse111 = cse110*cse69;
    const double cse112 = 2.101675931576659e-10*cse85;
    const double cse113 = -0.004*cse108 - 0.004*cse109 - 0.002981432237811202*v_psid_rod;
    const double cse114 = cse113*cse69;
    const double cse115 = 0.004*cse74 + 0.004*cse76 + 0.00266665742294275*v_psid_rod;
    const double cse116 = cse104*v_phid_rod;
    const double cse117 = cse115*cse116;
    const double cse118 = cse116*cse77;
    const double cse119 = 0.004*cse111 + cse112*cse52 + cse114 + cse117 - 0.004*cse118 - 0.00017888586116388667*cse89 - 0.00017888586116388667*cse91 - 0.00035777066491764035*cse92 + 0.00035777066491764035*cse93;
    const double cse120 = -0.00017888586116388667*cse101 + 0.00035777066491764035*cse102 + cse110*cse115 + cse112*cse47 + cse113*cse77 - 0.00035777066491764035*cse95 - 0.00035777066491764035*cse97 + 0.00017888586116388667*cse98 - 0.00017888586116388667*cse99;
    const double cse121 = cse110*cse79;
    const double cse122 = cse116*cse81;
    const double cse123 = 0.0004*cse108 + 0.0004*cse109 + 0.0002981432237811202*v_psid_rod;
    const double cse124 = cse123*cse79;
    const double cse125 = -cse58 - cse63 - cse64;
    const double cse126 = cse116*cse125;
    const double cse127 = 0.0013333414365992598*cse48;
    const double cse128 = -0.004*cse121 + 0.0004*cse122 + cse124 + cse126 - cse127*cse90 + 0.00266665742294275*cse86 - 0.002666671858724232*cse89 - 0.002666671858724232*cse91 + 0.0013333414365992598*cse92;
    const double cse129 = -0.002666671858724232*cse101 - 0.0013333414365992598*cse102 + cse110*cse125 + cse123*cse81 + cse127*cse86 + 0.00266665742294275*cse90 + 0.0013333414365992598*cse97 + 0.002666671858724232*cse98 - 0.002666671858724232*cse99;
    const double cse130 = cse54 - cse55;
    const double cse131 = cse130*v_thetad_rod;
    const double cse132 = 0.004*cse131;
    const double cse133 = cse47*cse59 + cse47*cse60;
    const double cse134 = cse133*v_phid_rod;
    const double cse135 = 0.004*cse134;
    const double cse136 = cse77*(cse132 + cse135);
    const double cse137 = -cse47*cse71 + cse47*cse72;
    const double cse138 = cse137*v_phid_rod;
    const double cse139 = cse66 + cse67;
    const double cse140 = cse139*v_thetad_rod;
    const double cse141 = cse81*(-0.0004*cse138 - 0.0004*cse140);
    const double cse142 = cse131 + cse134;
    const double cse143 = cse142*cse83;
    const double cse144 = cse138 + cse140;
    const double cse145 = cse144*cse65;
    const double cse146 = 0.0011925668727104457*cse101 - 0.0023851301988473744*cse102 + cse136 + cse141 + cse143 + cse145 + 0.0023851301988473744*cse95 + 0.0023851301988473744*cse97 - 0.0011925668727104457*cse98 + 0.0011925668727104457*cse99;
    const double cse147 = -cse105*cse47 + cse106*cse47;
    const double cse148 = cse147*v_phid_rod;
    const double cse149 = -cse49 - cse51;
    const double cse150 = cse149*v_thetad_rod;
    const double cse151 = cse77*(-0.004*cse148 - 0.004*cse150);
    const double cse152 = cse148 + cse150;
    const double cse153 = cse115*cse152;
    const double cse154 = cse110*(0.004*cse138 + 0.004*cse140);
    const double cse155 = cse113*cse144;
    const double cse156 = 0.00035777066491764035*cse101 + 0.00017888586116388667*cse102 + cse151 + cse153 + cse154 + cse155 - 0.00017888586116388667*cse95 - 0.00017888586116388667*cse97 - 0.00035777066491764035*cse98 + 0.00035777066491764035*cse99;
    const double cse157 = cse81*(0.0004*cse148 + 0.0004*cse150);
    const double cse158 = cse125*cse152;
    const double cse159 = cse110*(-cse132 - cse135);
    const double cse160 = cse123*cse142;
    const double cse161 = -0.0013333414365992598*cse101 + 0.002666671858724232*cse102 - cse127*cse96 + cse157 + cse158 + cse159 + cse160 - 0.002666671858724232*cse95 - 0.002666671858724232*cse97 + 0.0013333414365992598*cse98;
    const double cse162 = 1.6918154898933405e-09*cse50;
    const double cse163 = cos(q_theta_slider);
    const double cse164 = 0.0001*v_psid_slider;
    const double cse165 = sin(q_theta_slider);
    const double cse166 = sin(q_psi_slider);
    const double cse167 = cse165*cse166;
    const double cse168 = cse167*v_phid_slider;
    const double cse169 = cse164*cse168;
    const double cse170 = cos(q_psi_slider);
    const double cse171 = cse170*v_thetad_slider;
    const double cse172 = cse164*cse171;
    const double cse173 = cse163*v_phid_slider;
    const double cse174 = 0.0001*cse173;
    const double cse175 = cse171*cse174;
    const double cse176 = cse168 + cse171;
    const double cse177 = cse164 + cse174;
    const double cse178 = 0.0001*cse168;
    const double cse179 = 0.0001*cse171;
    const double cse180 = -cse178 - cse179;
    const double cse181 = cse173 + v_psid_slider;
    const double cse182 = -cse169 - cse172 + cse175 + cse176*cse177 + cse180*cse181;
    const double cse183 = cse170*cse182;
    const double cse184 = cse174*cse181;
    const double cse185 = cse166*cse173;
    const double cse186 = cse165*v_phid_slider;
    const double cse187 = 0.0001*cse186;
    const double cse188 = -cse164*cse185 - cse166*cse184 - cse176*cse187 + cse177*cse185 - cse179*cse186 - cse180*cse186;
    const double cse189 = cse165*cse170;
    const double cse190 = cse189*v_phid_slider;
    const double cse191 = 0.0001*cse190;
    const double cse192 = cse166*v_thetad_slider;
    const double cse193 = 0.0001*cse192;
    const double cse194 = -cse191 + cse193;
    const double cse195 = -cse164 - cse174;
    const double cse196 = cse170*cse173;
    const double cse197 = -cse190 + cse192;
    const double cse198 = -cse164*cse196 - cse170*cse184 + cse186*cse193 - cse186*cse194 + cse187*cse197 - cse195*cse196;
    const double cse199 = -cse164*cse190 + cse164*cse192 - cse174*cse192 + cse181*cse194;
    const double cse200 = cse195*cse197 + cse199;
    const double cse201 = cse166*cse200;
    const double cse202 = cse178 + cse179;
    const double cse203 = cse191 - cse193;
    const double cse204 = cse166*cse174*cse197 + cse170*cse174*cse176 + cse174*v_thetad_slider + cse185*cse203 - cse196*cse202;
    const double cse205 = cse190 - cse192;
    const double cse206 = cse177*cse205 + cse199;
    const double cse207 = cse169 + cse172 - cse175 + cse176*cse195 + cse181*cse202;
    const double cse208 = cse176*cse180 + cse176*cse202 + cse197*cse203 + cse203*cse205;

    memset(out, 0, sizeof(double) * 324);
    out[58] = -cse1*(cse18*cse31 + cse27*cse28 + cse39*v_thetad_crank) - cse20*cse21 - cse24*cse9 + cse32*cse9 + cse38*cse9 + cse40*cse41;  /* [3, 4] */
    out[59] = -cse21*cse37 - cse21*cse42 - cse23*cse41 + cse41*cse45 + cse46*cse9;  /* [3, 5] */
    out[76] = -cse0*cse20 - cse40*cse5;  /* [4, 4] */
    out[77] = -cse0*cse42 + cse24 - cse38 - cse45*cse5;  /* [4, 5] */
    out[94] = cse32;  /* [5, 4] */
    out[95] = cse46;  /* [5, 5] */
    out[172] = cse103*cse104 + cse119*cse56 + cse120*cse78 + cse128*cse75 + cse129*cse68 + cse53*cse94;  /* [9, 10] */
    out[173] = cse103*cse147 + cse120*cse133 + cse129*cse137 + cse146*cse53 + cse156*cse56 + cse161*cse75;  /* [9, 11] */
    out[190] = cse107*cse94 + cse119*cse61 + cse128*cse73;  /* [10, 10] */
    out[191] = cse103*cse149 + cse107*cse146 + cse120*cse130 + cse129*cse139 + cse156*cse61 + cse161*cse73;  /* [10, 11] */
    out[208] = 2.101675931576659e-09*cse111 + 5.254189828941647e-07*cse114 + 5.254189828941647e-07*cse117 - 2.101675931576659e-09*cse118 - 0.00266665742294275*cse121 + 0.000266665742294275*cse122 + 0.6666643557356875*cse124 + 0.6666643557356875*cse126 + cse162*cse88 + 0.7453580594528005*cse70 + 0.002981432237811202*cse80 - 0.0002981432237811202*cse82 + 0.7453580594528005*cse84 + 0.003999999999999006*cse86 + 8.459102457131912e-10*cse89 + 8.459102457131912e-10*cse91 - 1.6918154898933405e-09*cse93;  /* [11, 10] */
    out[209] = -1.6918154898933405e-09*cse101 - 8.459102457131912e-10*cse102 + 0.7453580594528005*cse136 + 0.7453580594528005*cse141 + 0.7453580594528005*cse143 + 0.7453580594528005*cse145 + 5.254189828941647e-07*cse151 + 5.254189828941647e-07*cse153 + 5.254189828941647e-07*cse154 + 5.254189828941647e-07*cse155 + 0.6666643557356875*cse157 + 0.6666643557356875*cse158 + 0.6666643557356875*cse159 + 0.6666643557356875*cse160 + cse162*cse86 + 8.459102457131912e-10*cse95 + 8.459102457131912e-10*cse97 - 1.6918154898933405e-09*cse99;  /* [11, 11] */
    out[286] = -cse163*cse183 + cse163*cse201 + cse163*cse204 - cse165*(cse176*cse203 + cse187*v_thetad_slider + cse197*cse202) + cse167*cse198 - cse188*cse189;  /* [15, 16] */
    out[287] = cse163*cse208 + cse167*cse182 + cse167*cse207 + cse189*cse200 - cse189*cse206;  /* [15, 17] */
    out[304] = cse166*cse188 + cse170*cse198;  /* [16, 16] */
    out[305] = cse166*cse206 + cse170*cse207 + cse183 - cse201;  /* [16, 17] */
    out[322] = cse204;  /* [17, 16] */
    out[323] = cse208;  /* [17, 17] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 25 nonzero.
 * 649 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
    (void)t;
    (void)p;
    const double cse0 = sin(q_psi_crank);
    const double cse1 = sin(q_theta_crank);
    const double cse2 = cse0*cse1;
    const double cse3 = cse2*v_phid_crank;
    const double cse4 = cos(q_psi_crank);
    const double cse5 = cse4*v_thetad_crank;
    const double cse6 = -0.0001*cse3 - 0.0001*cse5;
    const double cse7 = cse1*cse4;
    const double cse8 = 0.0001*cse1;
    const double cse9 = cse8*v_phid_crank;
    const double cse10 = cse4*cse9;
    const double cse11 = cse0*v_thetad_crank;
    const double cse12 = 0.0001*cse11;
    const double cse13 = -cse10 + cse12;
    const double cse14 = cse7*v_phid_crank;
    const double cse15 = -1e-05*cse11 + 1e-05*cse14;
    const double cse16 = 1e-05*cse5;
    const double cse17 = -cse16 - 1e-05*cse3;
    const double cse18 = -cse13*cse2 - cse15*cse2 + cse17*cse7 - cse6*cse7 + cse8*v_thetad_crank;
    const double cse19 = cos(q_theta_crank);
    const double cse20 = cse19*v_phid_crank;
    const double cse21 = cse20 + v_psid_crank;
    const double cse22 = 0.0001*cse21;
    const double cse23 = 0.0001*cse20;
    const double cse24 = 0.0001*v_psid_crank;
    const double cse25 = cse23 + cse24;
    const double cse26 = 1e-05*v_psid_crank;
    const double cse27 = -cse16*cse19 + cse19*cse6 + cse19*(0.0001*cse3 + 0.0001*cse5) + cse2*cse22 - cse2*cse25 + cse2*cse26;
    const double cse28 = 1e-05*cse20;
    const double cse29 = -cse26 - cse28;
    const double cse30 = cse12*cse19 - cse15*cse19 + cse19*(cse10 - cse12) + cse21*cse4*cse8 + cse24*cse7 + cse29*cse7;
    const double cse31 = -cse0*cse17 + cse0*cse6 - cse13*cse4 - cse15*cse4 + cse9;
    const double cse32 = cse22*cse4 - cse25*cse4 + cse26*cse4 - cse28*cse4;
    const double cse33 = -cse0*cse22 + cse0*cse23 - cse0*cse24 - cse0*cse29;
    const double cse34 = 0.00011*cse3 + 0.00011*cse5 + cse6;
    const double cse35 = -0.0002*cse11 + 0.0002*cse14 - cse15;
    const double cse36 = sin(q_psi_rod);
    const double cse37 = sin(q_theta_rod);
    const double cse38 = cse36*cse37;
    const double cse39 = cos(q_psi_rod);
    const double cse40 = cse37*cse39;
    const double cse41 = cos(q_theta_rod);
    const double cse42 = -0.33333535914981494*cse38 - 0.666667964681058*cse40 + 0.6666643557356875*cse41;
    const double cse43 = -0.5962825497118436*cse36 + 0.2981417181776114*cse39;
    const double cse44 = cse43*v_thetad_rod;
    const double cse45 = 0.2981417181776114*cse38 + 0.5962825497118436*cse40 + 0.7453580594528005*cse41;
    const double cse46 = cse45*v_phid_rod;
    const double cse47 = 0.0004*cse44 + 0.0004*cse46 + 0.0002981432237811202*v_psid_rod;
    const double cse48 = 0.8944266622941008*cse38 - 0.4472146529097166*cse40 + 5.254189828941647e-07*cse41;
    const double cse49 = cse47*cse48;
    const double cse50 = cse44 + cse46 + 0.7453580594528005*v_psid_rod;
    const double cse51 = 0.0017888586116388664*cse40;
    const double cse52 = 0.0035777066491764035*cse38;
    const double cse53 = 2.101675931576659e-09*cse41;
    const double cse54 = cse50*(cse51 - cse52 - cse53);
    const double cse55 = cse37*v_thetad_rod;
    const double cse56 = cse48*v_phid_rod;
    const double cse57 = 0.4472146529097166*cse36 + 0.8944266622941008*cse39;
    const double cse58 = cse57*v_thetad_rod;
    const double cse59 = cse56 + cse58 + 5.254189828941647e-07*v_psid_rod;
    const double cse60 = cse59*(0.00011925668727104457*cse38 + 0.00023851301988473745*cse40 + 0.0002981432237811202*cse41);
    const double cse61 = 0.004*cse56;
    const double cse62 = 0.004*cse58;
    const double cse63 = 2.101675931576659e-09*v_psid_rod;
    const double cse64 = -cse61 - cse62 - cse63;
    const double cse65 = cse45*cse64;
    const double cse66 = cse39*v_thetad_rod;
    const double cse67 = 0.002666671858724232*cse66;
    const double cse68 = 0.0013333414365992598*cse39;
    const double cse69 = cse37*v_psid_rod;
    const double cse70 = cse36*v_thetad_rod;
    const double cse71 = 0.0013333414365992598*cse70;
    const double cse72 = 0.002666671858724232*cse36;
    const double cse73 = cse41*cse67 + cse41*cse71 + cse49 + cse54 + 0.00266665742294275*cse55 + cse60 + cse65 + cse68*cse69 - cse69*cse72;
    const double cse74 = 0.666667964681058*cse36 - 0.33333535914981494*cse39;
    const double cse75 = cse74*v_thetad_rod;
    const double cse76 = cse42*v_phid_rod;
    const double cse77 = cse75 + cse76 + 0.6666643557356875*v_psid_rod;
    const double cse78 = cse77*(-0.0011925668727104457*cse38 - 0.0023851301988473744*cse40 - 0.002981432237811202*cse41);
    const double cse79 = 0.004*cse75 + 0.004*cse76 + 0.00266665742294275*v_psid_rod;
    const double cse80 = cse45*cse79;
    const double cse81 = cse50*(-0.0013333414365992598*cse38 - 0.002666671858724232*cse40 + 0.00266665742294275*cse41);
    const double cse82 = 0.00017888586116388667*cse66;
    const double cse83 = cse40*v_psid_rod;
    const double cse84 = 0.00035777066491764035*cse70;
    const double cse85 = -0.004*cse44 - 0.004*cse46 - 0.002981432237811202*v_psid_rod;
    const double cse86 = cse42*cse85;
    const double cse87 = 0.00017888586116388667*cse38;
    const double cse88 = cse41*cse82 - cse41*cse84 + 2.101675931576659e-10*cse55 + cse78 + cse80 + cse81 - 0.00035777066491764035*cse83 + cse86 - cse87*v_psid_rod;
    const double cse89 = cse77*(-cse51 + cse52 + cse53);
    const double cse90 = -0.0004*cse75 - 0.0004*cse76 - 0.000266665742294275*v_psid_rod;
    const double cse91 = cse48*cse90;
    const double cse92 = 0.0023851301988473744*cse36;
    const double cse93 = cse61 + cse62 + cse63;
    const double cse94 = cse42*cse93;
    const double cse95 = 0.0023851301988473744*cse66;
    const double cse96 = 0.0011925668727104457*cse39;
    const double cse97 = cse59*(0.00013333414365992598*cse38 + 0.00026666718587242325*cse40 - 0.000266665742294275*cse41);
    const double cse98 = 0.0011925668727104457*cse70;
    const double cse99 = -cse41*cse95 - cse41*cse98 + 0.002981432237811202*cse55 + cse69*cse92 - cse69*cse96 + cse89 + cse91 + cse94 + cse97;
    const double cse100 = cse47*cse57;
    const double cse101 = cse43*cse64;
    const double cse102 = cse37*v_phid_rod;
    const double cse103 = cse36*v_psid_rod;
    const double cse104 = cse39*v_psid_rod;
    const double cse105 = cse41*v_phid_rod;
    const double cse106 = cse105*cse39;
    const double cse107 = cse59*(-0.00023851301988473745*cse36 + 0.00011925668727104457*cse39);
    const double cse108 = 0.0017888586116388664*cse36;
    const double cse109 = 0.0035777066491764035*cse39;
    const double cse110 = cse50*(-cse108 - cse109);
    const double cse111 = cse105*cse36;
    const double cse112 = cse100 + cse101 + 0.00266665742294275*cse102 - 0.0013333414365992598*cse103 - 0.002666671858724232*cse104 + 0.002666671858724232*cse106 + cse107 + cse110 + 0.0013333414365992598*cse111;
    const double cse113 = cse74*cse85;
    const double cse114 = cse43*cse79;
    const double cse115 = cse77*(cse92 - cse96);
    const double cse116 = cse50*(-cse68 + cse72);
    const double cse117 = 2.101675931576659e-10*cse102 + 0.00035777066491764035*cse103 - 0.00017888586116388667*cse104 + 0.00017888586116388667*cse106 - 0.00035777066491764035*cse111 + cse113 + cse114 + cse115 + cse116;
    const double cse118 = cse77*(cse108 + cse109);
    const double cse119 = cse59*(-0.00026666718587242325*cse36 + 0.00013333414365992598*cse39);
    const double cse120 = cse57*cse90;
    const double cse121 = cse74*cse93;
    const double cse122 = 0.002981432237811202*cse102 + 0.0011925668727104457*cse103 + 0.0023851301988473744*cse104 - 0.0023851301988473744*cse106 - 0.0011925668727104457*cse111 + cse118 + cse119 + cse120 + cse121;
    const double cse123 = cse102*cse68 - cse102*cse72 + 5.254189828941647e-07*cse47 - 2.101675931576659e-09*cse50 + 0.0002981432237811202*cse59 + 0.7453580594528005*cse64 - cse67 - cse71;
    const double cse124 = cse40*v_phid_rod;
    const double cse125 = -0.00035777066491764035*cse124 + 0.00266665742294275*cse50 - 0.002981432237811202*cse77 + 0.7453580594528005*cse79 - cse82 + cse84 + 0.6666643557356875*cse85 - cse87*v_phid_rod;
    const double cse126 = cse102*cse92 - cse102*cse96 - 0.000266665742294275*cse59 + 2.101675931576659e-09*cse77 + 5.254189828941647e-07*cse90 + 0.6666643557356875*cse93 + cse95 + cse98;
    const double cse127 = 8.459102457131912e-10*cse66;
    const double cse128 = 1.6918154898933405e-09*cse70;
    const double cse129 = 8.459102457131912e-10*cse38;
    const double cse130 = 0.003999999999999006*cse37;
    const double cse131 = sin(q_psi_slider);
    const double cse132 = sin(q_theta_slider);
    const double cse133 = cse131*cse132;
    const double cse134 = cse133*v_phid_slider;
    const double cse135 = cos(q_psi_slider);
    const double cse136 = cse135*v_thetad_slider;
    const double cse137 = 0.0001*cse134 + 0.0001*cse136;
    const double cse138 = cse132*cse135;
    const double cse139 = 0.0001*cse132;
    const double cse140 = cse139*v_phid_slider;
    const double cse141 = cse131*cse140;
    const double cse142 = 0.0001*cse136;
    const double cse143 = cse141 + cse142;
    const double cse144 = cse138*v_phid_slider;
    const double cse145 = cse131*v_thetad_slider;
    const double cse146 = -0.0001*cse144 + 0.0001*cse145;
    const double cse147 = cse135*cse140;
    const double cse148 = 0.0001*cse145;
    const double cse149 = cse147 - cse148;
    const double cse150 = cse133*cse146 + cse133*cse149 + cse137*cse138 - cse138*cse143 + cse139*v_thetad_slider;
    const double cse151 = cos(q_theta_slider);
    const double cse152 = cse151*v_phid_slider;
    const double cse153 = 0.0001*cse152;
    const double cse154 = 0.0001*v_psid_slider;
    const double cse155 = -cse153 - cse154;
    const double cse156 = cse152 + v_psid_slider;
    const double cse157 = cse139*cse156;
    const double cse158 = -cse135*cse157 - cse138*cse154 - cse138*cse155 - cse146*cse151 - cse148*cse151 + cse151*(-cse147 + cse148);
    const double cse159 = cse153 + cse154;
    const double cse160 = -cse131*cse157 - cse133*cse154 + cse133*cse159 + cse137*cse151 + cse142*cse151 + cse151*(-cse141 - cse142);
    const double cse161 = -cse131*cse137 + cse131*cse143 + cse135*cse146 + cse135*cse149 + cse140;
    const double cse162 = 0.0001*cse156;
    const double cse163 = -cse131*cse153 + cse131*cse154 + cse131*cse155 + cse131*cse162;
    const double cse164 = cse135*cse153 - cse135*cse154 + cse135*cse159 - cse135*cse162;
    const double cse165 = -0.0002*cse144 + 0.0002*cse145 - cse146;
    const double cse166 = -0.0002*cse134 - 0.0002*cse136 + cse137;

    memset(out, 0, sizeof(double) * 324);
    out[57] = cse18*cse19 - cse2*cse30 + cse27*cse7;  /* [3, 3] */
    out[58] = cse19*cse31 - cse2*cse33 + cse32*cse7;  /* [3, 4] */
    out[59] = -cse2*cse35 + cse34*cse7;  /* [3, 5] */
    out[75] = -cse0*cse27 - cse30*cse4;  /* [4, 3] */
    out[76] = -cse0*cse32 - cse33*cse4;  /* [4, 4] */
    out[77] = -cse0*cse34 - cse35*cse4;  /* [4, 5] */
    out[93] = cse18;  /* [5, 3] */
    out[94] = cse31;  /* [5, 4] */
    out[171] = cse42*cse73 + cse45*cse99 + cse48*cse88;  /* [9, 9] */
    out[172] = cse112*cse42 + cse117*cse48 + cse122*cse45;  /* [9, 10] */
    out[173] = cse123*cse42 + cse125*cse48 + cse126*cse45;  /* [9, 11] */
    out[189] = cse43*cse99 + cse57*cse88 + cse73*cse74;  /* [10, 9] */
    out[190] = cse112*cse74 + cse117*cse57 + cse122*cse43;  /* [10, 10] */
    out[191] = cse123*cse74 + cse125*cse57 + cse126*cse43;  /* [10, 11] */
    out[207] = -cse127*cse41 + cse128*cse41 + cse129*v_psid_rod + cse130*v_thetad_rod + 0.6666643557356875*cse49 + 0.6666643557356875*cse54 + 0.6666643557356875*cse60 + 0.6666643557356875*cse65 + 5.254189828941647e-07*cse78 + 5.254189828941647e-07*cse80 + 5.254189828941647e-07*cse81 + 1.6918154898933405e-09*cse83 + 5.254189828941647e-07*cse86 + 0.7453580594528005*cse89 + 0.7453580594528005*cse91 + 0.7453580594528005*cse94 + 0.7453580594528005*cse97;  /* [11, 9] */
    out[208] = 0.6666643557356875*cse100 + 0.6666643557356875*cse101 - 1.6918154898933405e-09*cse103 + 8.459102457131912e-10*cse104 - 8.459102457131912e-10*cse106 + 0.6666643557356875*cse107 + 0.6666643557356875*cse110 + 1.6918154898933405e-09*cse111 + 5.254189828941647e-07*cse113 + 5.254189828941647e-07*cse114 + 5.254189828941647e-07*cse115 + 5.254189828941647e-07*cse116 + 0.7453580594528005*cse118 + 0.7453580594528005*cse119 + 0.7453580594528005*cse120 + 0.7453580594528005*cse121 + cse130*v_phid_rod;  /* [11, 10] */
    out[209] = 1.6918154898933405e-09*cse124 + cse127 - cse128 + cse129*v_phid_rod + 3.5027810772243853e-07*cse47 - 2.0679515313825692e-25*cse50 - 2.710505431213761e-20*cse59 + 0.4969036504975035*cse64 + 2.0679515313825692e-25*cse77 + 3.916252734896588e-07*cse79 + 3.5027810772243853e-07*cse85 + 3.916252734896588e-07*cse90 + 0.4969036504975035*cse93;  /* [11, 11] */
    out[285] = cse133*cse158 - cse138*cse160 + cse150*cse151;  /* [15, 15] */
    out[286] = cse133*cse163 - cse138*cse164 + cse151*cse161;  /* [15, 16] */
    out[287] = cse133*cse165 - cse138*cse166;  /* [15, 17] */
    out[303] = cse131*cse160 + cse135*cse158;  /* [16, 15] */
    out[304] = cse131*cse164 + cse135*cse163;  /* [16, 16] */
    out[305] = cse131*cse166 + cse135*cse165;  /* [16, 17] */
    out[321] = cse150;  /* [17, 15] */
    out[322] = cse161;  /* [17, 16] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 18); a (accelerations (time derivative of v), 18); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 13 nonzero.
 * 292 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_15 = a[15];
    const double a_17 = a[17];
    (void)p;
    const double cse0 = cos(q_theta_crank);
    const double cse1 = sin(q_psi_crank);
    const double cse2 = cos(q_psi_crank);
    const double cse3 = cse1*cse2;
    const double cse4 = 9e-05*cse0*cse3;
    const double cse5 = sin(q_theta_crank);
    const double cse6 = 0.0001*cse5;
    const double cse7 = cse0*cse5;
    const double cse8 = 0.0002*cse7;
    const double cse9 = (cse2*cse2);
    const double cse10 = (cse1*cse1);
    const double cse11 = 9e-05*cse5;
    const double cse12 = a_4*cse11;
    const double cse13 = 0.00018*cse3;
    const double cse14 = a_3*cse11;
    const double cse15 = sin(q_theta_rod);
    const double cse16 = sin(q_psi_rod);
    const double cse17 = 0.0013333414365992598*cse16;
    const double cse18 = cos(q_psi_rod);
    const double cse19 = 0.002666671858724232*cse18;
    const double cse20 = cos(q_theta_rod);
    const double cse21 = -cse15*cse17 - cse15*cse19 + 0.00266665742294275*cse20;
    const double cse22 = 0.666667964681058*cse18;
    const double cse23 = 0.33333535914981494*cse16;
    const double cse24 = -0.6666643557356875*cse15 - cse20*cse22 - cse20*cse23;
    const double cse25 = -cse15*cse22 - cse15*cse23 + 0.6666643557356875*cse20;
    const double cse26 = -0.00266665742294275*cse15 - cse17*cse20 - cse19*cse20;
    const double cse27 = 0.0011925668727104457*cse16;
    const double cse28 = 0.0023851301988473744*cse18;
    const double cse29 = cse15*cse27 + cse15*cse28 + 0.002981432237811202*cse20;
    const double cse30 = 0.5962825497118436*cse18;
    const double cse31 = 0.2981417181776114*cse16;
    const double cse32 = -0.7453580594528005*cse15 + cse20*cse30 + cse20*cse31;
    const double cse33 = cse15*cse30 + cse15*cse31 + 0.7453580594528005*cse20;
    const double cse34 = -0.002981432237811202*cse15 + cse20*cse27 + cse20*cse28;
    const double cse35 = 0.00035777066491764035*cse16;
    const double cse36 = 0.00017888586116388667*cse18;
    const double cse37 = -2.101675931576659e-10*cse15 + cse20*cse35 - cse20*cse36;
    const double cse38 = 0.4472146529097166*cse18;
    const double cse39 = 0.8944266622941008*cse16;
    const double cse40 = -cse15*cse38 + cse15*cse39 + 5.254189828941647e-07*cse20;
    const double cse41 = -5.254189828941647e-07*cse15 - cse20*cse38 + cse20*cse39;
    const double cse42 = cse15*cse35 - cse15*cse36 + 2.101675931576659e-10*cse20;
    const double cse43 = -0.003999999999999006*cse15;
    const double cse44 = 8.459102457131912e-10*cse18;
    const double cse45 = 1.6918154898933405e-09*cse16;
    const double cse46 = 0.33333535914981494*cse18;
    const double cse47 = 0.666667964681058*cse16;
    const double cse48 = -cse46 + cse47;
    const double cse49 = 0.4472146529097166*cse16;
    const double cse50 = 0.8944266622941008*cse18;
    const double cse51 = cse49 + cse50;
    const double cse52 = 0.5962825497118436*cse16;
    const double cse53 = 0.2981417181776114*cse18;
    const double cse54 = -cse52 + cse53;
    const double cse55 = 0.002666671858724232*cse16;
    const double cse56 = 0.0013333414365992598*cse18;
    const double cse57 = cse15*cse55 - cse15*cse56;
    const double cse58 = -cse15*cse46 + cse15*cse47;
    const double cse59 = 0.0023851301988473744*cse16;
    const double cse60 = 0.0011925668727104457*cse18;
    const double cse61 = -cse15*cse59 + cse15*cse60;
    const double cse62 = -cse15*cse52 + cse15*cse53;
    const double cse63 = 0.00035777066491764035*cse18;
    const double cse64 = 0.00017888586116388667*cse16;
    const double cse65 = cse15*cse63 + cse15*cse64;
    const double cse66 = cse15*cse49 + cse15*cse50;
    const double cse67 = cse15*cse16;
    const double cse68 = cse15*cse18;
    const double cse69 = cse22 + cse23;
    const double cse70 = cse38 - cse39;
    const double cse71 = -cse30 - cse31;
    const double cse72 = cse63 + cse64;
    const double cse73 = cse55 - cse56;
    const double cse74 = -cse59 + cse60;
    const double cse75 = -cse35 + cse36;
    const double cse76 = cse17 + cse19;
    const double cse77 = -cse27 - cse28;
    const double cse78 = 8.459102454963507e-10*cse18;
    const double cse79 = 1.6918154900017607e-09*cse16;
    const double cse80 = sin(q_theta_slider);
    const double cse81 = 0.0001*cse80;
    const double cse82 = 0.0002*cse80*cos(q_theta_slider);

    memset(out, 0, sizeof(double) * 324);
    out[58] = a_3*(cse10*cse8 + 2e-05*cse7*cse9 - cse8) + a_4*cse4 - a_5*cse6;  /* [3, 4] */
    out[59] = a_3*cse13*(cse5*cse5) - cse10*cse12 + cse12*cse9;  /* [3, 5] */
    out[76] = a_3*cse4;  /* [4, 4] */
    out[77] = -a_4*cse13 - cse10*cse14 + cse14*cse9;  /* [4, 5] */
    out[94] = -a_3*cse6;  /* [5, 4] */
    out[172] = a_10*(cse26*cse48 + cse34*cse54 + cse37*cse51) + a_11*(cse20*cse44 - cse20*cse45 + cse43) + a_9*(cse21*cse24 + cse25*cse26 + cse29*cse32 + cse33*cse34 + cse37*cse40 + cse41*cse42);  /* [9, 10] */
    out[173] = a_10*(cse21*cse69 + cse29*cse71 + cse42*cse70 + cse48*cse57 + cse51*cse65 + cse54*cse61) + a_11*(-8.459102457131912e-10*cse67 - 1.6918154898933405e-09*cse68) + a_9*(cse21*cse58 + cse25*cse57 + cse29*cse62 + cse33*cse61 + cse40*cse65 + cse42*cse66);  /* [9, 11] */
    out[190] = a_9*(cse24*cse73 + cse32*cse74 + cse41*cse72);  /* [10, 10] */
    out[191] = a_10*(cse48*cse76 + cse51*cse75 + cse54*cse77 + cse69*cse73 + cse70*cse72 + cse71*cse74) + a_11*(-cse44 + cse45) + a_9*(cse25*cse76 + cse33*cse77 + cse40*cse75 + cse58*cse73 + cse62*cse74 + cse66*cse72);  /* [10, 11] */
    out[208] = a_9*(cse20*cse78 - cse20*cse79 + cse43);  /* [11, 10] */
    out[209] = a_10*(-cse78 + cse79) + a_9*(-8.459102454963507e-10*cse67 - 1.6918154900017607e-09*cse68);  /* [11, 11] */
    out[286] = a_15*(cse82*(sin(q_psi_slider)*sin(q_psi_slider)) + cse82*(cos(q_psi_slider)*cos(q_psi_slider)) - cse82) - a_17*cse81;  /* [15, 16] */
    out[322] = -a_15*cse81;  /* [17, 16] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 109 nonzero.
 * 1295 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
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
    (void)p;
    const double cse0 = 2*3.141592653589793*t;
    const double cse1 = sin(cse0);
    const double cse2 = cos(q_theta_crank);
    const double cse3 = cos(q_phi_crank);
    const double cse4 = cos(q_psi_crank);
    const double cse5 = cse3*cse4;
    const double cse6 = cse2*cse5;
    const double cse7 = sin(q_phi_crank);
    const double cse8 = sin(q_psi_crank);
    const double cse9 = cse7*cse8;
    const double cse10 = -cse6 + cse9;
    const double cse11 = cse1*cse10;
    const double cse12 = sin(q_theta_crank);
    const double cse13 = cse1*cse4;
    const double cse14 = cse12*cse13;
    const double cse15 = cos(cse0);
    const double cse16 = cse6 - cse9;
    const double cse17 = cse14 - cse15*cse16;
    const double cse18 = cse15*cse4;
    const double cse19 = cse12*cse18;
    const double cse20 = cse1*cse16 + cse19 + 1;
    const double cse21 = (1.0/(cse20*cse20));
    const double cse22 = 2*cse21;
    const double cse23 = cse17*cse22;
    const double cse24 = cse3*cse8;
    const double cse25 = cse4*cse7;
    const double cse26 = cse2*cse25;
    const double cse27 = -cse24 - cse26;
    const double cse28 = (cse27*cse27);
    const double cse29 = 4*cse17/(cse20*cse20*cse20);
    const double cse30 = cse10*cse15;
    const double cse31 = 2/cse20;
    const double cse32 = 4*cse21;
    const double cse33 = cse12*cse3*lam_3;
    const double cse34 = 0.08*cse6;
    const double cse35 = 0.08*cse9;
    const double cse36 = 0.08*cse26;
    const double cse37 = 0.08*cse24;
    const double cse38 = lam_5*(cse36 + cse37) + lam_6*(-cse34 + cse35);
    const double cse39 = cse1*cse23;
    const double cse40 = cse12*cse25;
    const double cse41 = cse12*cse5;
    const double cse42 = cse13*cse2 + cse15*cse41;
    const double cse43 = cse22*cse42;
    const double cse44 = cse1*cse27;
    const double cse45 = cse15*cse31;
    const double cse46 = -cse1*cse41 + cse18*cse2;
    const double cse47 = cse29*cse46;
    const double cse48 = cse15*cse22*cse27;
    const double cse49 = 0.08*cse25;
    const double cse50 = cse12*lam_6;
    const double cse51 = 0.08*cse5;
    const double cse52 = cse12*lam_5;
    const double cse53 = cse2*cse7*lam_3 + cse49*cse50 + cse51*cse52 + lam_17*(-cse39*cse40 - cse40*cse45 - cse43*cse44 + cse44*cse47 + cse46*cse48);
    const double cse54 = cse2*cse9;
    const double cse55 = -cse5 + cse54;
    const double cse56 = cse2*cse24;
    const double cse57 = -cse25 - cse56;
    const double cse58 = cse1*cse8;
    const double cse59 = -cse12*cse58 - cse15*cse57;
    const double cse60 = cse22*cse59;
    const double cse61 = cse15*cse8;
    const double cse62 = cse1*cse57 - cse12*cse61;
    const double cse63 = lam_17*(cse29*cse44*cse62 - cse39*cse55 - cse44*cse60 - cse45*cse55 + cse48*cse62) + lam_5*(cse49 + 0.08*cse56) + lam_6*(-cse51 + 0.08*cse54);
    const double cse64 = -cse19;
    const double cse65 = -cse14;
    const double cse66 = 0.08*lam_7;
    const double cse67 = -cse12*cse4*cse66;
    const double cse68 = cse12*cse24;
    const double cse69 = -cse2*cse66*cse8 - cse35*cse52 + cse37*cse50 + lam_17*(-cse23*(cse1*cse68 - cse2*cse61) + cse31*(-cse15*cse68 - cse2*cse58) - cse43*cse62 - cse46*cse60 + cse47*cse62);
    const double cse70 = 2*lam_16;
    const double cse71 = cos(q_phi_rod);
    const double cse72 = sin(q_theta_rod);
    const double cse73 = 0.09999965336035312*cse72;
    const double cse74 = cse71*cse73;
    const double cse75 = cos(q_theta_rod);
    const double cse76 = cos(q_psi_rod);
    const double cse77 = cse75*cse76;
    const double cse78 = 0.1000001947021587*cse77;
    const double cse79 = cse71*cse78;
    const double cse80 = sin(q_psi_rod);
    const double cse81 = cse75*cse80;
    const double cse82 = 0.050000303872472236*cse71;
    const double cse83 = cse81*cse82;
    const double cse84 = -cse79 - cse83;
    const double cse85 = -cse74 + cse84;
    const double cse86 = sin(q_phi_rod);
    const double cse87 = cse80*cse86;
    const double cse88 = 0.1000001947021587*cse87;
    const double cse89 = cse76*cse86;
    const double cse90 = 0.050000303872472236*cse89;
    const double cse91 = cse88 - cse90;
    const double cse92 = cse85 + cse91;
    const double cse93 = cse70*cse92;
    const double cse94 = 0.7453580594528005*cse72;
    const double cse95 = cse71*cse94;
    const double cse96 = 0.2981417181776114*cse80;
    const double cse97 = cse71*cse96;
    const double cse98 = cse75*cse97;
    const double cse99 = 0.5962825497118436*cse77;
    const double cse100 = cse71*cse99;
    const double cse101 = -cse100 - cse98;
    const double cse102 = cse101 + cse95;
    const double cse103 = 0.5962825497118436*cse87;
    const double cse104 = 0.2981417181776114*cse76;
    const double cse105 = cse104*cse86;
    const double cse106 = cse103 - cse105;
    const double cse107 = cse102 + cse106;
    const double cse108 = cse107*lam_10;
    const double cse109 = 5.254189828941647e-07*cse72;
    const double cse110 = cse109*cse71;
    const double cse111 = 0.4472146529097166*cse77;
    const double cse112 = cse111*cse71;
    const double cse113 = 0.8944266622941008*cse81;
    const double cse114 = cse113*cse71;
    const double cse115 = cse112 - cse114;
    const double cse116 = cse110 + cse115;
    const double cse117 = 0.4472146529097166*cse87;
    const double cse118 = 0.8944266622941008*cse89;
    const double cse119 = -cse117 - cse118;
    const double cse120 = cse116 + cse119;
    const double cse121 = cse120*lam_9;
    const double cse122 = -cse108 - cse121 - cse93;
    const double cse123 = 0.09999965336035312*cse75;
    const double cse124 = cse123*cse86;
    const double cse125 = 0.1000001947021587*cse89;
    const double cse126 = cse125*cse72;
    const double cse127 = cse72*cse80;
    const double cse128 = 0.050000303872472236*cse127;
    const double cse129 = cse128*cse86;
    const double cse130 = -cse124 + cse126 + cse129;
    const double cse131 = cse130*cse70;
    const double cse132 = 0.7453580594528005*cse75;
    const double cse133 = 0.5962825497118436*cse89;
    const double cse134 = 0.2981417181776114*cse127;
    const double cse135 = cse132*cse86 + cse133*cse72 + cse134*cse86;
    const double cse136 = cse135*lam_10;
    const double cse137 = 5.254189828941647e-07*cse75;
    const double cse138 = 0.4472146529097166*cse89;
    const double cse139 = 0.8944266622941008*cse127;
    const double cse140 = cse137*cse86 - cse138*cse72 + cse139*cse86;
    const double cse141 = cse140*lam_9;
    const double cse142 = -cse131 - cse136 - cse141;
    const double cse143 = cse71*cse76;
    const double cse144 = 0.1000001947021587*cse143;
    const double cse145 = cse80*cse82;
    const double cse146 = 0.1000001947021587*cse81;
    const double cse147 = cse146*cse86;
    const double cse148 = 0.050000303872472236*cse77;
    const double cse149 = cse148*cse86;
    const double cse150 = -cse144 - cse145 + cse147 - cse149;
    const double cse151 = cse150*cse70;
    const double cse152 = 0.5962825497118436*cse71;
    const double cse153 = 0.5962825497118436*cse81;
    const double cse154 = 0.2981417181776114*cse77;
    const double cse155 = -cse152*cse76 + cse153*cse86 - cse154*cse86 - cse97;
    const double cse156 = cse155*lam_10;
    const double cse157 = 0.8944266622941008*cse71;
    const double cse158 = 0.4472146529097166*cse71;
    const double cse159 = 0.4472146529097166*cse81;
    const double cse160 = 0.8944266622941008*cse77;
    const double cse161 = -cse157*cse80 + cse158*cse76 - cse159*cse86 - cse160*cse86;
    const double cse162 = cse161*lam_9;
    const double cse163 = -cse151 - cse156 - cse162;
    const double cse164 = -cse70;
    const double cse165 = sin(q_theta_slider);
    const double cse166 = cos(q_phi_slider);
    const double cse167 = cse165*cse166;
    const double cse168 = cse167*cse70;
    const double cse169 = -cse168;
    const double cse170 = sin(q_phi_slider);
    const double cse171 = cos(q_theta_slider);
    const double cse172 = cse170*cse171;
    const double cse173 = cse172*cse70;
    const double cse174 = -cse173;
    const double cse175 = cse73*cse86;
    const double cse176 = 0.050000303872472236*cse81;
    const double cse177 = cse176*cse86;
    const double cse178 = cse78*cse86;
    const double cse179 = -cse177 - cse178;
    const double cse180 = -cse175 + cse179;
    const double cse181 = cse76*cse82;
    const double cse182 = cse71*cse80;
    const double cse183 = 0.1000001947021587*cse182;
    const double cse184 = cse181 - cse183;
    const double cse185 = cse180 + cse184;
    const double cse186 = cse185*cse70;
    const double cse187 = cse104*cse71;
    const double cse188 = cse152*cse80;
    const double cse189 = cse86*cse94;
    const double cse190 = cse86*cse99;
    const double cse191 = cse86*cse96;
    const double cse192 = cse191*cse75;
    const double cse193 = cse187 - cse188 + cse189 - cse190 - cse192;
    const double cse194 = cse193*lam_10;
    const double cse195 = cse157*cse76;
    const double cse196 = cse158*cse80;
    const double cse197 = cse109*cse86;
    const double cse198 = cse113*cse86;
    const double cse199 = cse111*cse86;
    const double cse200 = cse195 + cse196 + cse197 - cse198 + cse199;
    const double cse201 = cse200*lam_9;
    const double cse202 = -cse186 - cse194 - cse201;
    const double cse203 = cse127*cse82;
    const double cse204 = cse72*cse76;
    const double cse205 = 0.1000001947021587*cse204;
    const double cse206 = cse205*cse71;
    const double cse207 = cse123*cse71;
    const double cse208 = -cse203 - cse206 + cse207;
    const double cse209 = cse208*cse70;
    const double cse210 = cse132*cse71;
    const double cse211 = 0.5962825497118436*cse204;
    const double cse212 = cse211*cse71;
    const double cse213 = cse134*cse71;
    const double cse214 = -cse210 - cse212 - cse213;
    const double cse215 = cse214*lam_10;
    const double cse216 = cse137*cse71;
    const double cse217 = cse139*cse71;
    const double cse218 = 0.4472146529097166*cse204;
    const double cse219 = cse218*cse71;
    const double cse220 = -cse216 - cse217 + cse219;
    const double cse221 = cse220*lam_9;
    const double cse222 = -cse209 - cse215 - cse221;
    const double cse223 = cse77*cse82;
    const double cse224 = cse146*cse71;
    const double cse225 = 0.050000303872472236*cse87;
    const double cse226 = -cse125 + cse223 - cse224 - cse225;
    const double cse227 = cse226*cse70;
    const double cse228 = cse153*cse71;
    const double cse229 = cse154*cse71;
    const double cse230 = -cse133 - cse191 - cse228 + cse229;
    const double cse231 = cse230*lam_10;
    const double cse232 = 0.8944266622941008*cse87;
    const double cse233 = cse160*cse71;
    const double cse234 = cse159*cse71;
    const double cse235 = cse138 - cse232 + cse233 + cse234;
    const double cse236 = cse235*lam_9;
    const double cse237 = -cse227 - cse231 - cse236;
    const double cse238 = cse165*cse170;
    const double cse239 = cse238*cse70;
    const double cse240 = -cse239;
    const double cse241 = cse166*cse171;
    const double cse242 = cse241*cse70;
    const double cse243 = cse176 + cse73 + cse78;
    const double cse244 = cse243*cse70;
    const double cse245 = cse75*cse96 - cse94 + cse99;
    const double cse246 = cse245*lam_10;
    const double cse247 = -cse109 - cse111 + cse113;
    const double cse248 = cse247*lam_9;
    const double cse249 = -cse244 - cse246 - cse248;
    const double cse250 = 0.1000001947021587*cse127;
    const double cse251 = 0.050000303872472236*cse204 - cse250;
    const double cse252 = cse251*cse70;
    const double cse253 = 0.5962825497118436*cse127;
    const double cse254 = cse104*cse72 - cse253;
    const double cse255 = cse254*lam_10;
    const double cse256 = 0.8944266622941008*cse204;
    const double cse257 = 0.4472146529097166*cse127;
    const double cse258 = cse256 + cse257;
    const double cse259 = cse258*lam_9;
    const double cse260 = -cse252 - cse255 - cse259;
    const double cse261 = cse165*cse70;
    const double cse262 = cse177 + cse178;
    const double cse263 = cse175 + cse262;
    const double cse264 = -cse181 + cse183;
    const double cse265 = cse263 + cse264;
    const double cse266 = cse81*cse86;
    const double cse267 = 0.666667964681058*cse77;
    const double cse268 = 0.6666643557356875*cse72;
    const double cse269 = 0.050000303872472236*cse143 - 0.1000001947021587*cse182 - 0.050000303872472236*cse266 - 0.15*cse267*cse86 - 0.15*cse268*cse86 - q_r_rod_x + q_r_slider_x;
    const double cse270 = 2*cse238 + 2*cse269;
    const double cse271 = 0.15*cse267*cse71 + 0.15*cse268*cse71 + 0.050000303872472236*cse71*cse81 - 0.1000001947021587*cse87 + 0.050000303872472236*cse89 - q_r_rod_y + q_r_slider_y;
    const double cse272 = -cse167 + cse271;
    const double cse273 = 2*cse272;
    const double cse274 = 2*cse92;
    const double cse275 = cse190 + cse192;
    const double cse276 = -cse189 + cse275;
    const double cse277 = -cse187 + cse188;
    const double cse278 = cse100 - cse103 + cse105 - cse95 + cse98;
    const double cse279 = 2*cse185;
    const double cse280 = cse198 - cse199;
    const double cse281 = -cse197 + cse280;
    const double cse282 = -cse195 - cse196;
    const double cse283 = cse281 + cse282;
    const double cse284 = -cse110 - cse112 + cse114 + cse117 + cse118;
    const double cse285 = cse120*cse167;
    const double cse286 = cse79 + cse83;
    const double cse287 = cse286 + cse74;
    const double cse288 = -cse88 + cse90;
    const double cse289 = 2*cse130;
    const double cse290 = cse203 + cse206 - cse207;
    const double cse291 = 2*cse208;
    const double cse292 = cse216 + cse217 - cse219;
    const double cse293 = cse140*cse167;
    const double cse294 = cse208*lam_5 + lam_10*(cse107*cse130 + cse130*cse278 + cse135*cse271 + cse135*cse92 + cse185*cse214 + cse193*cse208 + cse193*cse290 + cse269*(cse210 + cse212 + cse213)) + lam_16*(cse185*cse291 + cse270*cse290 + cse272*cse289 + cse289*cse92) + lam_6*(cse124 - cse126 - cse129) + lam_8*(cse238*cse292 - cse293) + lam_9*(cse120*cse130 + cse130*cse284 + cse140*cse271 + cse140*cse92 + cse185*cse220 + cse200*cse208 + cse200*cse290 + cse269*cse292);
    const double cse295 = cse125 - cse223 + cse224 + cse225;
    const double cse296 = 2*cse150;
    const double cse297 = 2*cse226;
    const double cse298 = -cse138 + cse232 - cse233 - cse234;
    const double cse299 = cse161*cse167;
    const double cse300 = cse226*lam_5 + lam_10*(cse107*cse150 + cse150*cse278 + cse155*cse271 + cse155*cse92 + cse185*cse230 + cse193*cse226 + cse193*cse295 + cse269*(cse133 + cse191 + cse228 - cse229)) + lam_16*(cse150*cse273 + cse185*cse297 + cse270*cse295 + cse296*cse92) + lam_6*(cse144 + cse145 - cse147 + cse149) + lam_8*(cse238*cse298 - cse299) + lam_9*(cse120*cse150 + cse150*cse284 + cse161*cse271 + cse161*cse92 + cse185*cse235 + cse200*cse226 + cse200*cse295 + cse269*cse298);
    const double cse301 = 0.10000060774494447*cse81;
    const double cse302 = 0.2000003894043174*cse77;
    const double cse303 = 0.19999930672070623*cse72;
    const double cse304 = cse108 + cse121;
    const double cse305 = 0.2000003894043174*cse71;
    const double cse306 = cse194 + cse201;
    const double cse307 = cse200*cse238;
    const double cse308 = lam_16*(cse167*cse274 + cse238*cse279) + lam_8*(cse285 + cse307);
    const double cse309 = cse200*cse241;
    const double cse310 = lam_16*(cse172*cse274 - cse241*cse279) + lam_8*(cse120*cse172 - cse309);
    const double cse311 = -cse128 - cse205;
    const double cse312 = cse123 + cse311;
    const double cse313 = 0.050000303872472236*cse127 + 0.1000001947021587*cse204 - 0.09999965336035312*cse75 - q_r_rod_z + q_r_slider_z;
    const double cse314 = 2*cse171 + 2*cse313;
    const double cse315 = cse132 + cse134 + cse211;
    const double cse316 = -cse134 - cse211;
    const double cse317 = 2*cse243;
    const double cse318 = cse128 + cse205;
    const double cse319 = -cse139 + cse218;
    const double cse320 = -cse137 + cse319;
    const double cse321 = cse137 + cse139 - cse218;
    const double cse322 = cse250*cse86;
    const double cse323 = cse72*cse90;
    const double cse324 = -cse322 + cse323;
    const double cse325 = cse250*cse71;
    const double cse326 = cse204*cse82;
    const double cse327 = cse325 - cse326;
    const double cse328 = -cse146 + cse148;
    const double cse329 = cse118*cse72 + cse257*cse86;
    const double cse330 = -cse256*cse71 - cse257*cse71;
    const double cse331 = cse159 + cse160;
    const double cse332 = lam_10*(cse130*cse155 + cse135*cse150 + cse193*cse324 + cse208*cse230 + cse214*cse226 + cse243*cse254 + cse245*cse251 + cse269*(cse105*cse72 - cse253*cse86) + cse271*(-cse187*cse72 + cse253*cse71) + cse278*cse327 + cse313*(-cse153 + cse154) + cse315*cse328) + lam_16*(cse150*cse289 + cse226*cse291 + cse251*cse317 + cse270*cse324 + cse273*cse327 + cse314*cse328) + lam_5*(cse322 - cse323) + lam_6*(-cse325 + cse326) + lam_7*(cse146 - cse148) + lam_8*(-cse167*cse330 + cse171*cse331 + cse238*cse329) + lam_9*(cse130*cse161 + cse140*cse150 + cse200*cse324 + cse208*cse235 + cse220*cse226 + cse243*cse258 + cse247*cse251 + cse269*cse329 + cse271*cse330 + cse284*cse327 + cse313*cse331 + cse321*cse328);
    const double cse333 = 0.10000060774494447*cse86;
    const double cse334 = 0.2000003894043174*cse89;
    const double cse335 = 0.19999930672070623*cse75;
    const double cse336 = cse136 + cse141;
    const double cse337 = 0.10000060774494447*cse71;
    const double cse338 = cse215 + cse221;
    const double cse339 = cse246 + cse248;
    const double cse340 = lam_16*(cse167*cse289 + cse238*cse291) + lam_8*(cse220*cse238 + cse293);
    const double cse341 = lam_16*(-cse165*cse317 + cse172*cse289 - cse241*cse291) + lam_8*(cse140*cse172 - cse165*cse247 - cse220*cse241);
    const double cse342 = cse84 + cse91;
    const double cse343 = cse262 + cse264;
    const double cse344 = 2*cse251;
    const double cse345 = cse280 + cse282;
    const double cse346 = cse115 + cse119;
    const double cse347 = cse156 + cse162;
    const double cse348 = cse231 + cse236;
    const double cse349 = cse255 + cse259;
    const double cse350 = lam_16*(cse167*cse296 + cse238*cse297) + lam_8*(cse235*cse238 + cse299);
    const double cse351 = lam_16*(-cse165*cse344 + cse172*cse296 - cse241*cse297) + lam_8*(cse161*cse172 - cse165*cse258 - cse235*cse241);
    const double cse352 = cos(q_psi_slider);
    const double cse353 = cse170*cse352;
    const double cse354 = sin(q_psi_slider);
    const double cse355 = cse166*cse354;
    const double cse356 = cse171*cse355;
    const double cse357 = -cse353 - cse356;
    const double cse358 = cse166*cse352;
    const double cse359 = cse171*cse358;
    const double cse360 = cse170*cse354;
    const double cse361 = cse359 - cse360;
    const double cse362 = cse168 - cse357*lam_14 + cse361*lam_13;
    const double cse363 = cse165*lam_14;
    const double cse364 = cse165*lam_13;
    const double cse365 = cse173 - cse353*cse364 - cse360*cse363;
    const double cse366 = cse171*cse353;
    const double cse367 = -cse355 - cse366;
    const double cse368 = cse171*cse360;
    const double cse369 = cse358 - cse368;
    const double cse370 = -cse367*lam_14 + cse369*lam_13;
    const double cse371 = -cse358 + cse368;
    const double cse372 = cse239 + cse371*lam_14 + lam_13*(cse355 + cse366);
    const double cse373 = -cse242 + cse355*cse363 + cse358*cse364;
    const double cse374 = -cse359 + cse360;
    const double cse375 = cse374*lam_14 + lam_13*(cse353 + cse356);
    const double cse376 = cse171*cse354;
    const double cse377 = cse171*cse352;
    const double cse378 = -cse261 - cse376*lam_14 - cse377*lam_13;
    const double cse379 = cse165*cse352;
    const double cse380 = cse165*cse354;
    const double cse381 = -cse379*lam_14 + cse380*lam_13;
    const double cse382 = (cse166*cse166);
    const double cse383 = 2*(cse165*cse165);
    const double cse384 = (cse170*cse170);
    const double cse385 = cse167*cse273 - cse238*cse270;
    const double cse386 = cse167*cse284 - cse307;
    const double cse387 = 0.2 - q_r_slider_x;
    const double cse388 = -cse357*q_r_slider_y + cse371*cse387;
    const double cse389 = cse361*q_r_slider_y - cse367*cse387;
    const double cse390 = -cse361*lam_15 - cse367*lam_11 + cse371*lam_12;
    const double cse391 = cse165*lam_12;
    const double cse392 = cse165*lam_11;
    const double cse393 = cse165*lam_15;
    const double cse394 = cse165*cse387;
    const double cse395 = cse165*q_r_slider_y;
    const double cse396 = cse353*cse393 + cse355*cse391 + cse358*cse392 + lam_13*(-cse353*cse395 + cse358*cse394) + lam_14*(cse355*cse394 - cse360*cse395) + lam_16*(cse172*cse273 + cse241*cse270) + lam_8*(cse172*cse284 + cse309);
    const double cse397 = -cse357*lam_11 - cse369*lam_15 + cse374*lam_12 + lam_13*(-cse357*cse387 + cse369*q_r_slider_y) + lam_14*(-cse367*q_r_slider_y + cse374*cse387);
    const double cse398 = 2*(cse171*cse171);
    const double cse399 = cse379*q_r_slider_z;
    const double cse400 = cse380*q_r_slider_z;
    const double cse401 = cse353*cse391 + cse355*cse393 - cse360*cse392 + lam_13*(-cse355*cse395 - cse360*cse394 + cse376*q_r_slider_z) + lam_14*(cse353*cse394 + cse358*cse395 - cse377*q_r_slider_z);

    memset(out, 0, sizeof(double) * 324);
    out[57] = cse33 + cse38 + lam_17*((cse1*cse1)*cse28*cse29 + cse1*cse15*cse28*cse32 - cse11*cse23 - cse30*cse31);  /* [3, 3] */
    out[58] = cse53;  /* [3, 4] */
    out[59] = cse63;  /* [3, 5] */
    out[75] = cse53;  /* [4, 3] */
    out[76] = -cse2*lam_4 + cse33 - cse34*lam_6 + cse36*lam_5 + cse67 + lam_17*(-cse23*(-cse1*cse6 + cse64) + cse29*(cse46*cse46) + cse31*(cse15*cse6 + cse65) - cse32*cse42*cse46);  /* [4, 4] */
    out[77] = cse69;  /* [4, 5] */
    out[93] = cse63;  /* [5, 3] */
    out[94] = cse69;  /* [5, 4] */
    out[95] = cse38 + cse67 + lam_17*(-cse23*(cse11 + cse64) + cse29*(cse62*cse62) + cse31*(-cse30 + cse65) - cse32*cse59*cse62);  /* [5, 5] */
    out[114] = cse70;  /* [6, 6] */
    out[117] = cse122;  /* [6, 9] */
    out[118] = cse142;  /* [6, 10] */
    out[119] = cse163;  /* [6, 11] */
    out[120] = cse164;  /* [6, 12] */
    out[123] = cse169;  /* [6, 15] */
    out[124] = cse174;  /* [6, 16] */
    out[133] = cse70;  /* [7, 7] */
    out[135] = cse202;  /* [7, 9] */
    out[136] = cse222;  /* [7, 10] */
    out[137] = cse237;  /* [7, 11] */
    out[139] = cse164;  /* [7, 13] */
    out[141] = cse240;  /* [7, 15] */
    out[142] = cse242;  /* [7, 16] */
    out[152] = cse70;  /* [8, 8] */
    out[154] = cse249;  /* [8, 10] */
    out[155] = cse260;  /* [8, 11] */
    out[158] = cse164;  /* [8, 14] */
    out[160] = cse261;  /* [8, 16] */
    out[168] = cse122;  /* [9, 6] */
    out[169] = cse202;  /* [9, 7] */
    out[171] = cse185*lam_5 + lam_10*(cse107*cse271 + cse107*cse274 + cse193*cse265 + cse193*cse279 + cse269*(cse276 + cse277) + cse278*cse92) + lam_16*(2*(cse185*cse185) + cse265*cse270 + cse273*cse92 + 2*(cse92*cse92)) + lam_6*(cse287 + cse288) + lam_8*(cse238*cse283 - cse285) + lam_9*(cse120*cse271 + cse120*cse274 + cse200*cse265 + cse200*cse279 + cse269*cse283 + cse284*cse92);  /* [9, 9] */
    out[172] = cse294;  /* [9, 10] */
    out[173] = cse300;  /* [9, 11] */
    out[174] = cse304 + lam_16*(-cse301*cse71 - cse302*cse71 - cse303*cse71 + 0.2000003894043174*cse87 - 0.10000060774494447*cse89);  /* [9, 12] */
    out[175] = cse306 + lam_16*(0.10000060774494447*cse143 - cse301*cse86 - cse302*cse86 - cse303*cse86 - cse305*cse80);  /* [9, 13] */
    out[177] = cse308;  /* [9, 15] */
    out[178] = cse310;  /* [9, 16] */
    out[186] = cse142;  /* [10, 6] */
    out[187] = cse222;  /* [10, 7] */
    out[188] = cse249;  /* [10, 8] */
    out[189] = cse294;  /* [10, 9] */
    out[190] = cse180*lam_5 + cse287*lam_6 + lam_10*(cse102*cse271 + cse135*cse289 + cse193*cse263 + cse214*cse291 + cse245*cse317 + cse269*cse276 + cse278*cse85 + cse312*cse315 + cse313*(-cse132 + cse316)) + lam_16*(2*(cse130*cse130) + 2*(cse208*cse208) + 2*(cse243*cse243) + cse263*cse270 + cse273*cse85 + cse312*cse314) + lam_7*(-cse123 + cse318) + lam_8*(-cse116*cse167 + cse171*cse320 + cse238*cse281) + lam_9*(cse116*cse271 + cse140*cse289 + cse200*cse263 + cse220*cse291 + cse247*cse317 + cse269*cse281 + cse284*cse85 + cse312*cse321 + cse313*cse320);  /* [10, 10] */
    out[191] = cse332;  /* [10, 11] */
    out[192] = cse336 + lam_16*(cse127*cse333 + cse334*cse72 - cse335*cse86);  /* [10, 12] */
    out[193] = cse338 + lam_16*(-cse127*cse337 - cse204*cse305 + cse335*cse71);  /* [10, 13] */
    out[194] = cse339 + lam_16*(cse301 + cse302 + cse303);  /* [10, 14] */
    out[195] = cse340;  /* [10, 15] */
    out[196] = cse341;  /* [10, 16] */
    out[204] = cse163;  /* [11, 6] */
    out[205] = cse237;  /* [11, 7] */
    out[206] = cse260;  /* [11, 8] */
    out[207] = cse300;  /* [11, 9] */
    out[208] = cse332;  /* [11, 10] */
    out[209] = cse318*lam_7 + lam_10*(cse155*cse296 + cse193*cse343 + cse230*cse297 + cse254*cse344 + cse269*(cse275 + cse277) + cse271*(cse101 + cse106) + cse278*cse342 + cse311*cse315 + cse313*cse316) + lam_16*(2*(cse150*cse150) + 2*(cse226*cse226) + 2*(cse251*cse251) + cse270*cse343 + cse273*cse342 + cse311*cse314) + lam_5*(cse179 + cse184) + lam_6*(cse286 + cse288) + lam_8*(-cse167*cse346 + cse171*cse319 + cse238*cse345) + lam_9*(cse161*cse296 + cse200*cse343 + cse235*cse297 + cse258*cse344 + cse269*cse345 + cse271*cse346 + cse284*cse342 + cse311*cse321 + cse313*cse319);  /* [11, 11] */
    out[210] = cse347 + lam_16*(-0.10000060774494447*cse182 + 0.2000003894043174*cse266 - cse305*cse76 - cse333*cse77);  /* [11, 12] */
    out[211] = cse348 + lam_16*(-cse305*cse81 - cse334 + cse337*cse77 - 0.10000060774494447*cse87);  /* [11, 13] */
    out[212] = cse349 + lam_16*(-0.2000003894043174*cse127 + 0.10000060774494447*cse204);  /* [11, 14] */
    out[213] = cse350;  /* [11, 15] */
    out[214] = cse351;  /* [11, 16] */
    out[222] = cse164;  /* [12, 6] */
    out[225] = cse304 + cse93;  /* [12, 9] */
    out[226] = cse131 + cse336;  /* [12, 10] */
    out[227] = cse151 + cse347;  /* [12, 11] */
    out[228] = cse70;  /* [12, 12] */
    out[231] = cse362;  /* [12, 15] */
    out[232] = cse365;  /* [12, 16] */
    out[233] = cse370;  /* [12, 17] */
    out[241] = cse164;  /* [13, 7] */
    out[243] = cse186 + cse306;  /* [13, 9] */
    out[244] = cse209 + cse338;  /* [13, 10] */
    out[245] = cse227 + cse348;  /* [13, 11] */
    out[247] = cse70;  /* [13, 13] */
    out[249] = cse372;  /* [13, 15] */
    out[250] = cse373;  /* [13, 16] */
    out[251] = cse375;  /* [13, 17] */
    out[260] = cse164;  /* [14, 8] */
    out[262] = cse244 + cse339;  /* [14, 10] */
    out[263] = cse252 + cse349;  /* [14, 11] */
    out[266] = cse70;  /* [14, 14] */
    out[268] = cse378;  /* [14, 16] */
    out[269] = cse381;  /* [14, 17] */
    out[276] = cse169;  /* [15, 6] */
    out[277] = cse240;  /* [15, 7] */
    out[279] = cse308;  /* [15, 9] */
    out[280] = cse340;  /* [15, 10] */
    out[281] = cse350;  /* [15, 11] */
    out[282] = cse362;  /* [15, 12] */
    out[283] = cse372;  /* [15, 13] */
    out[285] = cse386*lam_8 + cse388*lam_14 + cse389*lam_13 + cse390 + lam_16*(cse382*cse383 + cse383*cse384 + cse385);  /* [15, 15] */
    out[286] = cse396;  /* [15, 16] */
    out[287] = cse397;  /* [15, 17] */
    out[294] = cse174;  /* [16, 6] */
    out[295] = cse242;  /* [16, 7] */
    out[296] = cse261;  /* [16, 8] */
    out[297] = cse310;  /* [16, 9] */
    out[298] = cse341;  /* [16, 10] */
    out[299] = cse351;  /* [16, 11] */
    out[300] = cse365;  /* [16, 12] */
    out[301] = cse373;  /* [16, 13] */
    out[302] = cse378;  /* [16, 14] */
    out[303] = cse396;  /* [16, 15] */
    out[304] = -cse359*lam_15 + cse366*lam_11 + cse368*lam_12 + lam_13*(cse359*q_r_slider_y + cse366*cse387 + cse399) + lam_14*(cse356*q_r_slider_y + cse368*cse387 + cse400) + lam_16*(-cse171*cse314 + cse382*cse398 + cse383 + cse384*cse398 + cse385) + lam_8*(-cse171*cse321 + cse386);  /* [16, 16] */
    out[305] = cse401;  /* [16, 17] */
    out[318] = cse370;  /* [17, 12] */
    out[319] = cse375;  /* [17, 13] */
    out[320] = cse381;  /* [17, 14] */
    out[321] = cse397;  /* [17, 15] */
    out[322] = cse401;  /* [17, 16] */
    out[323] = cse390 + lam_13*(cse389 + cse399) + lam_14*(cse388 + cse400);  /* [17, 17] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 1 row-major, 36 nonzero.
 * 1139 operations after common subexpression elimination.
 */
void mg_slider_crank_re_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
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
    (void)p;
    const double cse0 = sin(q_phi_crank);
    const double cse1 = sin(q_theta_crank);
    const double cse2 = sin(q_psi_crank);
    const double cse3 = cse0*cse2;
    const double cse4 = 0.08*cse3;
    const double cse5 = cos(q_psi_crank);
    const double cse6 = cos(q_phi_crank);
    const double cse7 = cos(q_theta_crank);
    const double cse8 = cse6*cse7;
    const double cse9 = cse5*cse8;
    const double cse10 = cse2*cse6;
    const double cse11 = cse0*cse5;
    const double cse12 = cse11*cse7;
    const double cse13 = cse2*v_thetad_crank;
    const double cse14 = cse7*v_phid_crank;
    const double cse15 = 0.0001*cse14;
    const double cse16 = 0.0001*v_psid_crank;
    const double cse17 = cse1*cse5;
    const double cse18 = cse17*v_phid_crank;
    const double cse19 = -cse13 + cse18;
    const double cse20 = 1e-05*cse14;
    const double cse21 = 1e-05*v_psid_crank;
    const double cse22 = cse14 + v_psid_crank;
    const double cse23 = 0.0001*cse18;
    const double cse24 = 0.0001*cse13;
    const double cse25 = cse13*cse15 - cse13*cse16 + cse16*cse18 + cse19*(-cse20 - cse21) + cse22*(cse23 - cse24);
    const double cse26 = cse1*cse2;
    const double cse27 = cse5*v_thetad_crank;
    const double cse28 = cse26*v_phid_crank;
    const double cse29 = -cse27 - cse28;
    const double cse30 = -cse20*cse27 + cse21*cse27 + cse21*cse28 + cse22*(0.0001*cse27 + 0.0001*cse28) + cse29*(cse15 + cse16);
    const double cse31 = 0.0001*cse1*v_phid_crank*v_thetad_crank + cse19*(-1e-05*cse27 - 1e-05*cse28) + cse29*(-cse23 + cse24);
    const double cse32 = 2*3.141592653589793*t;
    const double cse33 = cos(cse32);
    const double cse34 = -cse10 - cse12;
    const double cse35 = sin(cse32);
    const double cse36 = -cse3 + cse9;
    const double cse37 = cse33*cse5;
    const double cse38 = cse1*cse37;
    const double cse39 = cse35*cse36 + cse38 + 1;
    const double cse40 = 2/cse39;
    const double cse41 = cse35*cse5;
    const double cse42 = cse1*cse41;
    const double cse43 = -cse33*cse36 + cse42;
    const double cse44 = 2*cse43/(cse39*cse39);
    const double cse45 = 9e-05*cse26*cse5;
    const double cse46 = 0.0001*a_5;
    const double cse47 = (cse2*cse2);
    const double cse48 = (cse1*cse1);
    const double cse49 = (cse5*cse5);
    const double cse50 = 0.08*cse17;
    const double cse51 = 0.08*cse11;
    const double cse52 = 0.08*cse5;
    const double cse53 = cse10*cse7;
    const double cse54 = -cse11 - cse53;
    const double cse55 = sin(q_theta_slider);
    const double cse56 = sin(q_phi_slider);
    const double cse57 = cse55*cse56;
    const double cse58 = -q_r_rod_x;
    const double cse59 = cos(q_theta_rod);
    const double cse60 = sin(q_psi_rod);
    const double cse61 = sin(q_phi_rod);
    const double cse62 = cse60*cse61;
    const double cse63 = cos(q_psi_rod);
    const double cse64 = cse61*cse63;
    const double cse65 = 0.666667964681058*cse59;
    const double cse66 = cos(q_phi_rod);
    const double cse67 = 0.33333535914981494*cse63;
    const double cse68 = sin(q_theta_rod);
    const double cse69 = 0.6666643557356875*cse68;
    const double cse70 = 0.666667964681058*cse60;
    const double cse71 = 0.050000303872472236*cse59*cse62 + 0.15*cse61*cse69 + 0.15*cse64*cse65 - 0.15*cse66*cse67 + 0.15*cse66*cse70;
    const double cse72 = cse58 - cse71 + q_r_slider_x;
    const double cse73 = cse57 + cse72;
    const double cse74 = 2*cse73;
    const double cse75 = cse74*lam_16;
    const double cse76 = 0.2981417181776114*cse60;
    const double cse77 = cse61*cse76;
    const double cse78 = 0.5962825497118436*cse63;
    const double cse79 = cse59*cse78;
    const double cse80 = 0.5962825497118436*cse60;
    const double cse81 = cse66*cse80;
    const double cse82 = 0.7453580594528005*cse68;
    const double cse83 = 0.2981417181776114*cse63;
    const double cse84 = cse66*cse83;
    const double cse85 = -cse59*cse77 - cse61*cse79 + cse61*cse82 - cse81 + cse84;
    const double cse86 = cse85*lam_10;
    const double cse87 = 0.8944266622941008*cse62;
    const double cse88 = 0.4472146529097166*cse63;
    const double cse89 = cse61*cse88;
    const double cse90 = 0.4472146529097166*cse60;
    const double cse91 = cse66*cse90;
    const double cse92 = 0.8944266622941008*cse63;
    const double cse93 = cse66*cse92;
    const double cse94 = 5.254189828941647e-07*cse68;
    const double cse95 = -cse59*cse87 + cse59*cse89 + cse61*cse94 + cse91 + cse93;
    const double cse96 = cse95*lam_9;
    const double cse97 = cos(q_phi_slider);
    const double cse98 = cse55*cse97;
    const double cse99 = cse59*cse60;
    const double cse100 = -0.15*cse61*cse67 + 0.15*cse61*cse70 - 0.15*cse63*cse65*cse66 - 0.15*cse66*cse69 - 0.050000303872472236*cse66*cse99;
    const double cse101 = -q_r_rod_y;
    const double cse102 = -cse100 + cse101 + q_r_slider_y;
    const double cse103 = cse102 - cse98;
    const double cse104 = 2*cse103;
    const double cse105 = cse104*lam_16;
    const double cse106 = cse66*cse76;
    const double cse107 = cse106*cse59;
    const double cse108 = cse66*cse79;
    const double cse109 = cse66*cse82;
    const double cse110 = cse61*cse80;
    const double cse111 = cse61*cse83;
    const double cse112 = cse107 + cse108 - cse109 - cse110 + cse111;
    const double cse113 = cse112*lam_10;
    const double cse114 = cse66*cse88;
    const double cse115 = cse114*cse59;
    const double cse116 = 0.8944266622941008*cse60;
    const double cse117 = cse116*cse66;
    const double cse118 = cse117*cse59;
    const double cse119 = cse66*cse94;
    const double cse120 = cse61*cse90;
    const double cse121 = cse61*cse92;
    const double cse122 = -cse115 + cse118 - cse119 + cse120 + cse121;
    const double cse123 = cse122*lam_9;
    const double cse124 = cos(q_theta_slider);
    const double cse125 = cse60*cse68;
    const double cse126 = cse63*cse68;
    const double cse127 = -0.33333535914981494*cse125 - 0.666667964681058*cse126 + 0.6666643557356875*cse59;
    const double cse128 = 0.15*cse127;
    const double cse129 = -q_r_rod_z;
    const double cse130 = -cse128 + cse129 + q_r_slider_z;
    const double cse131 = cse124 + cse130;
    const double cse132 = 2*cse131;
    const double cse133 = cse132*lam_16;
    const double cse134 = 0.2981417181776114*cse125;
    const double cse135 = 0.5962825497118436*cse126;
    const double cse136 = 0.7453580594528005*cse59;
    const double cse137 = cse134 + cse135 + cse136;
    const double cse138 = cse137*lam_10;
    const double cse139 = 0.4472146529097166*cse126;
    const double cse140 = 0.8944266622941008*cse125;
    const double cse141 = 5.254189828941647e-07*cse59;
    const double cse142 = -cse139 + cse140 + cse141;
    const double cse143 = cse142*lam_9;
    const double cse144 = v_phid_rod*v_thetad_rod;
    const double cse145 = cse144*cse99;
    const double cse146 = 0.0011925668727104457*cse63;
    const double cse147 = cse68*v_phid_rod;
    const double cse148 = cse147*v_psid_rod;
    const double cse149 = cse144*cse59*cse63;
    const double cse150 = 0.0023851301988473744*cse60;
    const double cse151 = v_psid_rod*v_thetad_rod;
    const double cse152 = cse151*cse63;
    const double cse153 = cse147*v_thetad_rod;
    const double cse154 = cse151*cse60;
    const double cse155 = -cse67 + cse70;
    const double cse156 = cse155*v_thetad_rod;
    const double cse157 = cse127*v_phid_rod;
    const double cse158 = cse142*v_phid_rod;
    const double cse159 = cse90 + cse92;
    const double cse160 = cse159*v_thetad_rod;
    const double cse161 = cse158 + cse160 + 5.254189828941647e-07*v_psid_rod;
    const double cse162 = cse161*(-0.0004*cse156 - 0.0004*cse157 - 0.000266665742294275*v_psid_rod);
    const double cse163 = cse156 + cse157 + 0.6666643557356875*v_psid_rod;
    const double cse164 = 0.004*cse158;
    const double cse165 = 0.004*cse160;
    const double cse166 = 2.101675931576659e-09*v_psid_rod;
    const double cse167 = cse163*(cse164 + cse165 + cse166);
    const double cse168 = -0.0011925668727104457*cse145 - cse146*cse148 + cse148*cse150 - 0.0023851301988473744*cse149 + 0.0023851301988473744*cse152 + 0.002981432237811202*cse153 + 0.0011925668727104457*cse154 + cse162 + cse167;
    const double cse169 = 0.00017888586116388667*cse60;
    const double cse170 = 0.00035777066491764035*cse63;
    const double cse171 = -cse80 + cse83;
    const double cse172 = cse171*v_thetad_rod;
    const double cse173 = cse137*v_phid_rod;
    const double cse174 = cse172 + cse173 + 0.7453580594528005*v_psid_rod;
    const double cse175 = cse174*(0.004*cse156 + 0.004*cse157 + 0.00266665742294275*v_psid_rod);
    const double cse176 = cse163*(-0.004*cse172 - 0.004*cse173 - 0.002981432237811202*v_psid_rod);
    const double cse177 = -0.00035777066491764035*cse145 - cse148*cse169 - cse148*cse170 + 0.00017888586116388667*cse149 - 0.00017888586116388667*cse152 + 2.101675931576659e-10*cse153 + 0.00035777066491764035*cse154 + cse175 + cse176;
    const double cse178 = 0.002666671858724232*cse60;
    const double cse179 = 0.0013333414365992598*cse63;
    const double cse180 = cse174*(-cse164 - cse165 - cse166);
    const double cse181 = cse161*(0.0004*cse172 + 0.0004*cse173 + 0.0002981432237811202*v_psid_rod);
    const double cse182 = 0.0013333414365992598*cse145 - cse148*cse178 + cse148*cse179 + 0.002666671858724232*cse149 - 0.002666671858724232*cse152 + 0.00266665742294275*cse153 - 0.0013333414365992598*cse154 + cse180 + cse181;
    const double cse183 = 0.1000001947021587*cse62;
    const double cse184 = 0.09999965336035312*cse68;
    const double cse185 = cse184*cse66;
    const double cse186 = 0.050000303872472236*cse64;
    const double cse187 = 0.1000001947021587*cse63;
    const double cse188 = cse187*cse59;
    const double cse189 = cse188*cse66;
    const double cse190 = 0.050000303872472236*cse66;
    const double cse191 = cse190*cse60;
    const double cse192 = cse191*cse59;
    const double cse193 = 0.1000001947021587*cse66;
    const double cse194 = cse193*cse60;
    const double cse195 = cse184*cse61;
    const double cse196 = cse190*cse63;
    const double cse197 = 0.1000001947021587*cse64;
    const double cse198 = cse197*cse59;
    const double cse199 = 0.050000303872472236*cse62;
    const double cse200 = cse199*cse59;
    const double cse201 = cse95*cse98;
    const double cse202 = cse115 - cse118 + cse119 - cse120 - cse121;
    const double cse203 = -cse194 - cse195 + cse196 - cse198 - cse200;
    const double cse204 = cse183 - cse185 - cse186 - cse189 - cse192;
    const double cse205 = 0.00035777066491764035*cse125 - 0.00017888586116388667*cse126 + 2.101675931576659e-10*cse59;
    const double cse206 = 0.0011925668727104457*cse125 + 0.0023851301988473744*cse126 + 0.002981432237811202*cse59;
    const double cse207 = -0.0013333414365992598*cse125 - 0.002666671858724232*cse126 + 0.00266665742294275*cse59;
    const double cse208 = 0.003999999999999006*cse59;
    const double cse209 = 0.09999965336035312*cse59;
    const double cse210 = cse209*cse61;
    const double cse211 = 0.1000001947021587*cse126*cse61;
    const double cse212 = 0.050000303872472236*cse125*cse61;
    const double cse213 = 0.050000303872472236*cse99;
    const double cse214 = cse184 + cse188 + cse213;
    const double cse215 = cse116*cse59 - cse59*cse88 - cse94;
    const double cse216 = cse139*cse66 - cse140*cse66 - cse141*cse66;
    const double cse217 = cse125*cse190;
    const double cse218 = cse126*cse193;
    const double cse219 = cse209*cse66;
    const double cse220 = -cse217 - cse218 + cse219;
    const double cse221 = -cse210 + cse211 + cse212;
    const double cse222 = -cse139*cse61 + cse140*cse61 + cse141*cse61;
    const double cse223 = cse146 - cse150;
    const double cse224 = cse178 - cse179;
    const double cse225 = cse169 + cse170;
    const double cse226 = 1.6918154898933405e-09*cse63;
    const double cse227 = 8.459102457131912e-10*cse60;
    const double cse228 = cse187*cse66;
    const double cse229 = cse183*cse59;
    const double cse230 = cse186*cse59;
    const double cse231 = 0.1000001947021587*cse125;
    const double cse232 = 0.050000303872472236*cse126;
    const double cse233 = cse68*cse90 + cse68*cse92;
    const double cse234 = cse59*cse91 + cse59*cse93 - cse87 + cse89;
    const double cse235 = cse114 - cse117 - cse120*cse59 - cse121*cse59;
    const double cse236 = -cse231 + cse232;
    const double cse237 = cse196*cse59;
    const double cse238 = cse194*cse59;
    const double cse239 = -cse197 - cse199 + cse237 - cse238;
    const double cse240 = -cse191 - cse228 + cse229 - cse230;
    const double cse241 = sin(q_psi_slider);
    const double cse242 = cse241*cse56;
    const double cse243 = cos(q_psi_slider);
    const double cse244 = cse243*cse97;
    const double cse245 = -cse124*cse242 + cse244;
    const double cse246 = cse241*cse97;
    const double cse247 = cse243*cse56;
    const double cse248 = cse124*cse247;
    const double cse249 = cse246 + cse248;
    const double cse250 = cse124*cse246;
    const double cse251 = -cse247 - cse250;
    const double cse252 = cse124*cse244;
    const double cse253 = cse242 - cse252;
    const double cse254 = cse241*cse55;
    const double cse255 = cse243*cse55;
    const double cse256 = 0.0001*v_psid_slider;
    const double cse257 = cse55*v_phid_slider;
    const double cse258 = cse241*cse257;
    const double cse259 = cse243*v_thetad_slider;
    const double cse260 = cse124*v_phid_slider;
    const double cse261 = 0.0001*cse260;
    const double cse262 = cse258 + cse259;
    const double cse263 = 0.0001*cse258;
    const double cse264 = 0.0001*cse259;
    const double cse265 = cse260 + v_psid_slider;
    const double cse266 = -cse256*cse258 - cse256*cse259 + cse259*cse261 + cse262*(cse256 + cse261) + cse265*(-cse263 - cse264);
    const double cse267 = cse241*v_thetad_slider;
    const double cse268 = cse243*cse257;
    const double cse269 = cse267 - cse268;
    const double cse270 = 0.0001*cse268;
    const double cse271 = 0.0001*cse267;
    const double cse272 = cse256*cse267 - cse256*cse268 - cse261*cse267 + cse265*(-cse270 + cse271) + cse269*(-cse256 - cse261);
    const double cse273 = 0.0001*cse257*v_thetad_slider + cse262*(cse270 - cse271) + cse269*(cse263 + cse264);
    const double cse274 = -cse242 + cse252;
    const double cse275 = 0.2 - q_r_slider_x;
    const double cse276 = 0.0001*a_17;
    const double cse277 = (cse55*cse55);
    const double cse278 = 0.0001*(cse241*cse241);
    const double cse279 = 0.0001*(cse243*cse243);
    const double cse280 = cse124*cse97;
    const double cse281 = cse124*cse56;
    const double cse282 = cse55*q_r_slider_y;
    const double cse283 = cse275*cse55;
    const double cse284 = cse241*q_r_slider_z;
    const double cse285 = -cse246 - cse248;
    const double cse286 = cse284*cse55;
    const double cse287 = cse247 + cse250;
    const double cse288 = cse287*q_r_slider_y;
    const double cse289 = cse245*cse275;
    const double cse290 = -cse255*q_r_slider_z;
    const double cse291 = (1.0/(h*h));

    out[0] = 0.12*a_0 + lam_0 + lam_5;  /* [0, 0] */
    out[1] = 0.12*a_1 + lam_1 + lam_6;  /* [1, 0] */
    out[2] = 0.12*a_2 + lam_2 + lam_7 + 1.1772;  /* [2, 0] */
    out[3] = a_3*(0.0001*cse47*cse48 + 1e-05*cse48*cse49 + 0.0001*(cse7*cse7)) + a_4*cse45 + cse0*cse1*lam_3 - cse17*cse30 + cse25*cse26 - cse31*cse7 + cse46*cse7 + lam_17*(-cse33*cse34*cse40 - cse34*cse35*cse44) + lam_5*(cse4 - 0.08*cse9) + lam_6*(-0.08*cse10 - 0.08*cse12);  /* [3, 0] */
    out[4] = a_3*cse45 + a_4*(1e-05*cse47 + 0.0001*cse49) + cse1*cse51*lam_5 - cse1*lam_4 + cse2*cse30 + cse25*cse5 - cse50*cse6*lam_6 + cse52*cse7*lam_7 - cse8*lam_3 + lam_17*(cse40*(cse38*cse6 + cse41*cse7) - cse44*(cse37*cse7 - cse42*cse6));  /* [4, 0] */
    out[5] = 0.0001*a_3*cse7 - 0.08*cse26*lam_7 - cse31 + cse46 + lam_17*(cse40*(-cse26*cse35 - cse33*cse54) - cse44*(-cse26*cse33 + cse35*cse54)) + lam_5*(cse4*cse7 - cse52*cse6) + lam_6*(-cse51 - 0.08*cse53);  /* [5, 0] */
    out[6] = 0.5*a_6 - cse75 - cse86 - cse96 - lam_5;  /* [6, 0] */
    out[7] = 0.5*a_7 - cse105 - cse113 - cse123 - lam_6;  /* [7, 0] */
    out[8] = 0.5*a_8 - cse133 - cse138 - cse143 - lam_7 + 4.905;  /* [8, 0] */
    out[9] = a_10*(cse155*cse207 + cse159*cse205 + cse171*cse206) + a_11*(-1.6918154898933405e-09*cse125 + 8.459102457131912e-10*cse126 + cse208) + a_9*(cse127*cse207 + cse137*cse206 + cse142*cse205) - cse127*cse182 - cse137*cse168 - cse142*cse177 + lam_10*(cse102*cse85 + cse112*cse203 + cse204*cse85 + cse72*(-cse107 - cse108 + cse109 + cse110 - cse111)) + lam_16*(cse104*cse203 + cse204*cse74) + lam_5*(-cse183 + cse185 + cse186 + cse189 + cse192) + lam_6*(cse194 + cse195 - cse196 + cse198 + cse200) + lam_8*(-cse201 + cse202*cse57) + lam_9*(cse102*cse95 + cse122*cse203 + cse202*cse72 + cse204*cse95);  /* [9, 0] */
    out[10] = a_10*(cse155*cse224 + cse159*cse225 + cse171*cse223) + a_11*(-cse226 - cse227) + a_9*(cse127*cse224 + cse137*cse223 + cse142*cse225) - cse155*cse182 - cse159*cse177 - cse168*cse171 + lam_10*(cse102*(-cse134*cse66 - cse135*cse66 - cse136*cse66) + cse112*cse220 + cse130*(cse59*cse76 + cse79 - cse82) + cse137*cse214 + cse221*cse85 + cse72*(cse134*cse61 + cse135*cse61 + cse136*cse61)) + lam_16*(cse104*cse220 + cse132*cse214 + cse221*cse74) + lam_5*(cse210 - cse211 - cse212) + lam_6*(cse217 + cse218 - cse219) + lam_7*(-cse184 - cse188 - cse213) + lam_8*(cse124*cse215 - cse216*cse98 + cse222*cse57) + lam_9*(cse102*cse216 + cse122*cse220 + cse130*cse215 + cse142*cse214 + cse221*cse95 + cse222*cse72);  /* [10, 0] */
    out[11] = a_10*(-8.459102454963507e-10*cse60 - 1.6918154900017607e-09*cse63) + 0.003999999999999006*a_11 + a_9*(-1.6918154900017607e-09*cse125 + 8.459102454963507e-10*cse126 + cse208) - 1.6918154898933405e-09*cse145 - cse148*cse226 - cse148*cse227 + 8.459102457131912e-10*cse149 - 8.459102457131912e-10*cse152 - 0.003999999999999006*cse153 + 1.6918154898933405e-09*cse154 - 0.7453580594528005*cse162 - 0.7453580594528005*cse167 - 5.254189828941647e-07*cse175 - 5.254189828941647e-07*cse176 - 0.6666643557356875*cse180 - 0.6666643557356875*cse181 + lam_10*(cse102*(-cse59*cse81 + cse59*cse84 - cse61*cse78 - cse77) + cse112*cse239 + cse130*(-cse68*cse80 + cse68*cse83) + cse137*cse236 + cse240*cse85 + cse72*(-cse106 + cse110*cse59 - cse111*cse59 - cse66*cse78)) + lam_16*(cse104*cse239 + cse132*cse236 + cse240*cse74) + lam_5*(cse191 + cse228 - cse229 + cse230) + lam_6*(cse197 + cse199 - cse237 + cse238) + lam_7*(cse231 - cse232) + lam_8*(cse124*cse233 - cse234*cse98 + cse235*cse57) + lam_9*(cse102*cse234 + cse122*cse239 + cse130*cse233 + cse142*cse236 + cse235*cse72 + cse240*cse95);  /* [11, 0] */
    out[12] = 2.0*a_12 - cse245*lam_14 + cse249*lam_13 + cse75 + cse86 + cse96;  /* [12, 0] */
    out[13] = 2.0*a_13 + cse105 + cse113 + cse123 + cse251*lam_14 + cse253*lam_13;  /* [13, 0] */
    out[14] = 2.0*a_14 + cse133 + cse138 + cse143 - cse254*lam_14 - cse255*lam_13 + 19.62;  /* [14, 0] */
    out[15] = a_15*(0.0001*(cse124*cse124) + cse277*cse278 + cse277*cse279) - cse124*cse273 + cse124*cse276 - cse249*lam_15 + cse251*lam_12 - cse254*cse272 + cse255*cse266 - cse274*lam_11 + lam_13*(cse249*q_r_slider_y - cse274*cse275) + lam_14*(-cse245*q_r_slider_y + cse251*cse275) + lam_16*(cse104*cse57 + cse74*cse98) + lam_8*(cse122*cse57 + cse201);  /* [15, 0] */
    out[16] = a_16*(cse278 + cse279) - cse241*cse266 + cse242*cse55*lam_12 - cse243*cse272 - cse244*cse55*lam_15 + cse247*cse55*lam_11 + lam_13*(-cse124*cse243*q_r_slider_z + cse244*cse282 + cse247*cse283) + lam_14*(-cse124*cse284 + cse242*cse283 + cse246*cse282) + lam_16*(-cse104*cse280 - cse132*cse55 + cse281*cse74) + lam_8*(-cse122*cse280 - cse142*cse55 + cse281*cse95);  /* [16, 0] */
    out[17] = 0.0001*a_15*cse124 - cse245*lam_11 - cse273 + cse276 + cse285*lam_12 - cse287*lam_15 + lam_13*(cse286 + cse288 - cse289) + lam_14*(-cse274*q_r_slider_y + cse275*cse285 + cse290);  /* [17, 0] */
    out[18] = cse291*q_r_crank_x;  /* [18, 0] */
    out[19] = cse291*(q_r_crank_y - 0.1);  /* [19, 0] */
    out[20] = cse291*(q_r_crank_z - 0.12);  /* [20, 0] */
    out[21] = -cse1*cse291*cse6;  /* [21, 0] */
    out[22] = cse291*cse7;  /* [22, 0] */
    out[23] = cse291*(0.08*cse34 + cse58 + cse71 + q_r_crank_x);  /* [23, 0] */
    out[24] = cse291*(cse100 + cse101 + 0.08*cse36 + q_r_crank_y);  /* [24, 0] */
    out[25] = cse291*(cse128 + cse129 + cse50 + q_r_crank_z);  /* [25, 0] */
    out[26] = cse291*(-cse122*cse98 + cse124*cse142 + cse57*cse95);  /* [26, 0] */
    out[27] = cse291*(cse102*cse122 + cse130*cse142 + cse72*cse95);  /* [27, 0] */
    out[28] = cse291*(cse102*cse112 + cse130*cse137 + cse72*cse85);  /* [28, 0] */
    out[29] = -cse249*cse291;  /* [29, 0] */
    out[30] = cse245*cse291;  /* [30, 0] */
    out[31] = cse291*(-cse249*cse275 + cse253*q_r_slider_y + cse290);  /* [31, 0] */
    out[32] = cse291*(-cse286 - cse288 + cse289);  /* [32, 0] */
    out[33] = -cse253*cse291;  /* [33, 0] */
    out[34] = cse291*((cse103*cse103) + (cse131*cse131) + (cse73*cse73) - 1);  /* [34, 0] */
    out[35] = cse291*cse40*cse43;  /* [35, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 36 row-major, 284 nonzero.
 * 3033 operations after common subexpression elimination.
 */
void mg_slider_crank_re_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_15 = a[15];
    const double a_17 = a[17];
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
    (void)p;
    const double cse0 = cos(q_theta_crank);
    const double cse1 = cos(q_psi_crank);
    const double cse2 = (cse1*cse1);
    const double cse3 = sin(q_theta_crank);
    const double cse4 = (cse3*cse3);
    const double cse5 = sin(q_psi_crank);
    const double cse6 = (cse5*cse5);
    const double cse7 = cse3*v_phid_crank;
    const double cse8 = cse5*cse7;
    const double cse9 = cse1*v_thetad_crank;
    const double cse10 = -cse8 - cse9;
    const double cse11 = 0.0001*cse10;
    const double cse12 = cse1*cse3;
    const double cse13 = 0.0001*cse7;
    const double cse14 = cse1*cse13;
    const double cse15 = cse5*v_thetad_crank;
    const double cse16 = 0.0001*cse15;
    const double cse17 = -cse14 + cse16;
    const double cse18 = cse3*cse5;
    const double cse19 = cse1*cse7;
    const double cse20 = -cse15 + cse19;
    const double cse21 = 1e-05*cse20;
    const double cse22 = 1e-05*cse9;
    const double cse23 = -cse22 - 1e-05*cse8;
    const double cse24 = 0.0001*cse3;
    const double cse25 = -cse11*cse12 + cse12*cse23 - cse17*cse18 - cse18*cse21 + cse24*v_thetad_crank;
    const double cse26 = cse13*cse5;
    const double cse27 = 0.0001*cse9;
    const double cse28 = cse26 + cse27;
    const double cse29 = cse0*v_phid_crank;
    const double cse30 = cse29 + v_psid_crank;
    const double cse31 = 0.0001*cse30;
    const double cse32 = cse31*cse5;
    const double cse33 = 0.0001*cse0;
    const double cse34 = cse33*v_phid_crank;
    const double cse35 = 0.0001*v_psid_crank;
    const double cse36 = cse34 + cse35;
    const double cse37 = 1e-05*v_psid_crank;
    const double cse38 = cse0*cse11 - cse0*cse22 + cse0*cse28 - cse18*cse36 + cse18*cse37 + cse3*cse32;
    const double cse39 = cse14 - cse16;
    const double cse40 = cse1*cse31;
    const double cse41 = 1e-05*cse29;
    const double cse42 = -cse37 - cse41;
    const double cse43 = -cse0*cse21 + cse0*cse39 + cse12*cse35 + cse12*cse42 + cse15*cse33 + cse3*cse40;
    const double cse44 = (h*h);
    const double cse45 = 2*3.141592653589793*t;
    const double cse46 = sin(cse45);
    const double cse47 = cos(q_phi_crank);
    const double cse48 = cse0*cse47;
    const double cse49 = cse1*cse48;
    const double cse50 = sin(q_phi_crank);
    const double cse51 = cse5*cse50;
    const double cse52 = -cse49 + cse51;
    const double cse53 = cse46*cse52;
    const double cse54 = cse49 - cse51;
    const double cse55 = cos(cse45);
    const double cse56 = cse12*cse55;
    const double cse57 = cse46*cse54 + cse56 + 1;
    const double cse58 = (1.0/(cse57*cse57));
    const double cse59 = cse12*cse46;
    const double cse60 = -cse54*cse55 + cse59;
    const double cse61 = 2*cse60;
    const double cse62 = cse58*cse61;
    const double cse63 = cse47*cse5;
    const double cse64 = cse1*cse50;
    const double cse65 = cse0*cse64;
    const double cse66 = -cse63 - cse65;
    const double cse67 = (cse66*cse66);
    const double cse68 = 4*cse60/(cse57*cse57*cse57);
    const double cse69 = cse52*cse55;
    const double cse70 = 2/cse57;
    const double cse71 = cse46*cse58;
    const double cse72 = cse3*cse47*lam_3;
    const double cse73 = 0.08*cse49;
    const double cse74 = 0.08*cse51 - cse73;
    const double cse75 = 0.08*cse65;
    const double cse76 = 0.08*cse63;
    const double cse77 = cse74*lam_6 + lam_5*(cse75 + cse76);
    const double cse78 = 9e-05*cse1;
    const double cse79 = cse18*cse78;
    const double cse80 = -cse1*cse17 - cse1*cse21 + cse11*cse5 + cse13 - cse23*cse5;
    const double cse81 = -cse1*cse36 + cse1*cse37 - cse1*cse41 + cse40;
    const double cse82 = cse35*cse5;
    const double cse83 = cse34*cse5;
    const double cse84 = -cse32 - cse42*cse5 - cse82 + cse83;
    const double cse85 = cse0*cse5;
    const double cse86 = cse78*cse85;
    const double cse87 = cse1*cse34;
    const double cse88 = cse1*cse29;
    const double cse89 = -cse13*cse15 + cse21*cse7 + cse30*cse87 - cse39*cse7 + cse42*cse88 + cse87*v_psid_crank;
    const double cse90 = cse30*cse39;
    const double cse91 = cse15*cse34 - cse15*cse35 + cse19*cse35 + cse20*cse42 + cse90;
    const double cse92 = cse5*cse91;
    const double cse93 = cse29*cse5;
    const double cse94 = -cse11*cse88 - cse17*cse93 - cse21*cse93 + cse23*cse88 + cse34*v_thetad_crank;
    const double cse95 = cse10*cse36 + cse28*cse30 + cse37*cse8 + cse37*cse9 - cse41*cse9;
    const double cse96 = cse1*cse95;
    const double cse97 = -cse11*cse7 + cse22*cse7 - cse28*cse7 + cse30*cse83 - cse36*cse93 + cse37*cse93;
    const double cse98 = cse0*cse3;
    const double cse99 = 0.0002*cse98;
    const double cse100 = cse46*cse62;
    const double cse101 = cse3*cse50;
    const double cse102 = cse1*cse101;
    const double cse103 = cse0*cse1;
    const double cse104 = cse1*cse47;
    const double cse105 = cse3*cse46;
    const double cse106 = cse103*cse55 - cse104*cse105;
    const double cse107 = cse106*cse58;
    const double cse108 = 2*cse55*cse66;
    const double cse109 = cse46*cse66;
    const double cse110 = cse55*cse70;
    const double cse111 = cse3*cse55;
    const double cse112 = cse103*cse46 + cse104*cse111;
    const double cse113 = 2*cse112;
    const double cse114 = cse66*cse71;
    const double cse115 = 0.08*cse101;
    const double cse116 = cse1*cse115;
    const double cse117 = 0.08*cse104;
    const double cse118 = cse117*cse3;
    const double cse119 = cse0*cse50*lam_3 + cse116*lam_6 + cse118*lam_5 + lam_17*(-cse100*cse102 - cse102*cse110 + cse106*cse109*cse68 + cse107*cse108 - cse113*cse114);
    const double cse120 = cse11 + 0.00011*cse8 + 0.00011*cse9;
    const double cse121 = -0.0002*cse15 + 0.0002*cse19 - cse21;
    const double cse122 = 9e-05*cse3;
    const double cse123 = a_4*cse122;
    const double cse124 = cse10*cse42 + cse30*(-cse26 - cse27) + cse34*cse9 - cse35*cse9 - cse7*cse82;
    const double cse125 = cse15 - cse19;
    const double cse126 = cse125*cse36 - cse15*cse37 + cse15*cse41 + cse19*cse37 + cse90;
    const double cse127 = cse10*cse23 + cse10*cse28 + cse125*cse17 + cse20*(1e-05*cse15 - 1e-05*cse19);
    const double cse128 = 0.00018*cse1*cse5;
    const double cse129 = cse48*cse5;
    const double cse130 = -cse129 - cse64;
    const double cse131 = cse130*cse46 - cse18*cse55;
    const double cse132 = cse131*cse58;
    const double cse133 = cse0*cse51;
    const double cse134 = -cse104 + cse133;
    const double cse135 = cse131*cse68;
    const double cse136 = -cse130*cse55 - cse18*cse46;
    const double cse137 = 2*cse136;
    const double cse138 = -cse117 + 0.08*cse133;
    const double cse139 = 0.08*cse129;
    const double cse140 = 0.08*cse64;
    const double cse141 = cse138*lam_6 + lam_17*(-cse100*cse134 + cse108*cse132 + cse109*cse135 - cse110*cse134 - cse114*cse137) + lam_5*(cse139 + cse140);
    const double cse142 = -cse75 - cse76;
    const double cse143 = -cse100*cse66 - cse110*cse66;
    const double cse144 = -cse56;
    const double cse145 = -cse59;
    const double cse146 = 0.08*lam_7;
    const double cse147 = -cse12*cse146;
    const double cse148 = a_3*cse122;
    const double cse149 = -cse115*cse5*lam_5 - cse146*cse85 + cse3*cse76*lam_6 + lam_17*(cse106*cse135 - cse107*cse137 - cse113*cse132 - cse62*(cse105*cse63 - cse55*cse85) + cse70*(-cse111*cse63 - cse46*cse85));
    const double cse150 = -cse48;
    const double cse151 = -cse3;
    const double cse152 = -cse118;
    const double cse153 = 0.08*cse103;
    const double cse154 = -cse107*cse61 + cse112*cse70;
    const double cse155 = -cse139 - cse140;
    const double cse156 = -0.08*cse18;
    const double cse157 = -cse131*cse62 + cse136*cse70;
    const double cse158 = 2*lam_16;
    const double cse159 = cse158*cse44;
    const double cse160 = cse159 + 0.5;
    const double cse161 = cos(q_phi_rod);
    const double cse162 = sin(q_theta_rod);
    const double cse163 = 0.09999965336035312*cse162;
    const double cse164 = cse161*cse163;
    const double cse165 = cos(q_psi_rod);
    const double cse166 = cos(q_theta_rod);
    const double cse167 = cse165*cse166;
    const double cse168 = 0.1000001947021587*cse167;
    const double cse169 = cse161*cse168;
    const double cse170 = sin(q_psi_rod);
    const double cse171 = cse166*cse170;
    const double cse172 = 0.050000303872472236*cse161;
    const double cse173 = cse171*cse172;
    const double cse174 = -cse169 - cse173;
    const double cse175 = -cse164 + cse174;
    const double cse176 = sin(q_phi_rod);
    const double cse177 = 0.1000001947021587*cse176;
    const double cse178 = cse170*cse177;
    const double cse179 = 0.050000303872472236*cse176;
    const double cse180 = cse165*cse179;
    const double cse181 = cse178 - cse180;
    const double cse182 = cse175 + cse181;
    const double cse183 = 2*cse182;
    const double cse184 = cse183*lam_16;
    const double cse185 = 0.7453580594528005*cse162;
    const double cse186 = cse161*cse185;
    const double cse187 = 0.2981417181776114*cse170;
    const double cse188 = cse161*cse187;
    const double cse189 = cse166*cse188;
    const double cse190 = 0.5962825497118436*cse165;
    const double cse191 = cse166*cse190;
    const double cse192 = cse161*cse191;
    const double cse193 = -cse189 - cse192;
    const double cse194 = cse186 + cse193;
    const double cse195 = 0.5962825497118436*cse170;
    const double cse196 = cse176*cse195;
    const double cse197 = 0.2981417181776114*cse165;
    const double cse198 = cse176*cse197;
    const double cse199 = cse196 - cse198;
    const double cse200 = cse194 + cse199;
    const double cse201 = cse200*lam_10;
    const double cse202 = 5.254189828941647e-07*cse162;
    const double cse203 = cse161*cse202;
    const double cse204 = 0.4472146529097166*cse165;
    const double cse205 = cse161*cse204;
    const double cse206 = cse166*cse205;
    const double cse207 = 0.8944266622941008*cse170;
    const double cse208 = cse166*cse207;
    const double cse209 = cse161*cse208;
    const double cse210 = cse206 - cse209;
    const double cse211 = cse203 + cse210;
    const double cse212 = 0.4472146529097166*cse170;
    const double cse213 = cse176*cse212;
    const double cse214 = 0.8944266622941008*cse165;
    const double cse215 = cse176*cse214;
    const double cse216 = -cse213 - cse215;
    const double cse217 = cse211 + cse216;
    const double cse218 = cse217*lam_9;
    const double cse219 = cse44*(-cse184 - cse201 - cse218);
    const double cse220 = 0.09999965336035312*cse166;
    const double cse221 = cse176*cse220;
    const double cse222 = cse162*cse165;
    const double cse223 = 0.1000001947021587*cse222;
    const double cse224 = cse176*cse223;
    const double cse225 = cse162*cse170;
    const double cse226 = cse179*cse225;
    const double cse227 = -cse221 + cse224 + cse226;
    const double cse228 = 2*cse227;
    const double cse229 = cse228*lam_16;
    const double cse230 = 0.7453580594528005*cse166;
    const double cse231 = cse162*cse190;
    const double cse232 = cse176*cse187;
    const double cse233 = cse162*cse232 + cse176*cse230 + cse176*cse231;
    const double cse234 = cse233*lam_10;
    const double cse235 = 5.254189828941647e-07*cse166;
    const double cse236 = cse176*cse204;
    const double cse237 = cse162*cse207;
    const double cse238 = -cse162*cse236 + cse176*cse235 + cse176*cse237;
    const double cse239 = cse238*lam_9;
    const double cse240 = cse44*(-cse229 - cse234 - cse239);
    const double cse241 = cse167*cse179;
    const double cse242 = 0.1000001947021587*cse171;
    const double cse243 = cse176*cse242;
    const double cse244 = cse170*cse172;
    const double cse245 = 0.1000001947021587*cse161;
    const double cse246 = cse165*cse245;
    const double cse247 = -cse241 + cse243 - cse244 - cse246;
    const double cse248 = cse158*cse247;
    const double cse249 = cse166*cse195;
    const double cse250 = -cse161*cse190 - cse166*cse198 + cse176*cse249 - cse188;
    const double cse251 = cse250*lam_10;
    const double cse252 = -cse161*cse207 - cse166*cse213 - cse166*cse215 + cse205;
    const double cse253 = cse252*lam_9;
    const double cse254 = cse44*(-cse248 - cse251 - cse253);
    const double cse255 = -cse159;
    const double cse256 = sin(q_theta_slider);
    const double cse257 = cos(q_phi_slider);
    const double cse258 = cse256*cse257;
    const double cse259 = -cse159*cse258;
    const double cse260 = cos(q_theta_slider);
    const double cse261 = sin(q_phi_slider);
    const double cse262 = cse260*cse261;
    const double cse263 = -cse159*cse262;
    const double cse264 = cse176*cse208;
    const double cse265 = cse166*cse236;
    const double cse266 = cse161*cse212;
    const double cse267 = cse161*cse214;
    const double cse268 = cse176*cse202;
    const double cse269 = -cse264 + cse265 + cse266 + cse267 + cse268;
    const double cse270 = -cse269;
    const double cse271 = cse166*cse232;
    const double cse272 = cse176*cse191;
    const double cse273 = cse161*cse195;
    const double cse274 = cse176*cse185;
    const double cse275 = cse161*cse197;
    const double cse276 = -cse271 - cse272 - cse273 + cse274 + cse275;
    const double cse277 = -cse276;
    const double cse278 = cse256*cse261;
    const double cse279 = 0.33333535914981494*cse170;
    const double cse280 = cse166*cse279;
    const double cse281 = 0.666667964681058*cse165;
    const double cse282 = cse166*cse281;
    const double cse283 = 0.33333535914981494*cse165;
    const double cse284 = 0.6666643557356875*cse162;
    const double cse285 = 0.666667964681058*cse170;
    const double cse286 = 0.15*cse161*cse283 - 0.15*cse161*cse285 - 0.15*cse176*cse280 - 0.15*cse176*cse282 - 0.15*cse176*cse284 - q_r_rod_x + q_r_slider_x;
    const double cse287 = 2*cse278 + 2*cse286;
    const double cse288 = -cse287;
    const double cse289 = cse163*cse176;
    const double cse290 = cse171*cse179;
    const double cse291 = cse168*cse176;
    const double cse292 = -cse290 - cse291;
    const double cse293 = -cse289 + cse292;
    const double cse294 = cse165*cse172;
    const double cse295 = cse170*cse245;
    const double cse296 = cse294 - cse295;
    const double cse297 = cse293 + cse296;
    const double cse298 = cse158*cse297;
    const double cse299 = cse276*lam_10;
    const double cse300 = cse269*lam_9;
    const double cse301 = cse44*(-cse298 - cse299 - cse300);
    const double cse302 = cse172*cse225;
    const double cse303 = cse161*cse223;
    const double cse304 = cse161*cse220;
    const double cse305 = -cse302 - cse303 + cse304;
    const double cse306 = 2*cse305;
    const double cse307 = cse306*lam_16;
    const double cse308 = cse161*cse230;
    const double cse309 = cse161*cse231;
    const double cse310 = cse162*cse188;
    const double cse311 = -cse308 - cse309 - cse310;
    const double cse312 = cse311*lam_10;
    const double cse313 = cse161*cse235;
    const double cse314 = cse161*cse237;
    const double cse315 = cse162*cse205;
    const double cse316 = -cse313 - cse314 + cse315;
    const double cse317 = cse316*lam_9;
    const double cse318 = cse44*(-cse307 - cse312 - cse317);
    const double cse319 = cse167*cse172;
    const double cse320 = cse161*cse242;
    const double cse321 = cse170*cse179;
    const double cse322 = cse165*cse177;
    const double cse323 = cse319 - cse320 - cse321 - cse322;
    const double cse324 = cse158*cse323;
    const double cse325 = cse176*cse190;
    const double cse326 = cse161*cse249;
    const double cse327 = cse166*cse275;
    const double cse328 = -cse232 - cse325 - cse326 + cse327;
    const double cse329 = cse328*lam_10;
    const double cse330 = cse176*cse207;
    const double cse331 = cse166*cse267;
    const double cse332 = cse166*cse266;
    const double cse333 = cse236 - cse330 + cse331 + cse332;
    const double cse334 = cse333*lam_9;
    const double cse335 = cse44*(-cse324 - cse329 - cse334);
    const double cse336 = -cse159*cse278;
    const double cse337 = cse257*cse260;
    const double cse338 = cse159*cse337;
    const double cse339 = -cse203 - cse206 + cse209 + cse213 + cse215;
    const double cse340 = -cse339;
    const double cse341 = -cse186 + cse189 + cse192 - cse196 + cse198;
    const double cse342 = -cse341;
    const double cse343 = 0.15*cse161*cse280 + 0.15*cse161*cse282 + 0.15*cse161*cse284 + 0.15*cse176*cse283 - 0.15*cse176*cse285 - q_r_rod_y + q_r_slider_y;
    const double cse344 = -2*cse258 + 2*cse343;
    const double cse345 = -cse344;
    const double cse346 = 0.050000303872472236*cse171;
    const double cse347 = cse163 + cse168 + cse346;
    const double cse348 = 2*cse347;
    const double cse349 = cse348*lam_16;
    const double cse350 = cse166*cse187 - cse185 + cse191;
    const double cse351 = cse350*lam_10;
    const double cse352 = -cse166*cse204 - cse202 + cse208;
    const double cse353 = cse352*lam_9;
    const double cse354 = cse44*(-cse349 - cse351 - cse353);
    const double cse355 = 0.050000303872472236*cse222;
    const double cse356 = 0.1000001947021587*cse225;
    const double cse357 = cse355 - cse356;
    const double cse358 = 2*cse357;
    const double cse359 = cse358*lam_16;
    const double cse360 = cse162*cse195;
    const double cse361 = cse162*cse197 - cse360;
    const double cse362 = cse361*lam_10;
    const double cse363 = cse162*cse214;
    const double cse364 = cse162*cse212 + cse363;
    const double cse365 = cse364*lam_9;
    const double cse366 = cse44*(-cse359 - cse362 - cse365);
    const double cse367 = cse159*cse256;
    const double cse368 = cse162*cse204;
    const double cse369 = cse235 + cse237 - cse368;
    const double cse370 = -cse369;
    const double cse371 = cse162*cse187;
    const double cse372 = cse230 + cse231 + cse371;
    const double cse373 = -cse372;
    const double cse374 = -cse162*cse279 - cse162*cse281 + 0.6666643557356875*cse166;
    const double cse375 = -0.15*cse374 - q_r_rod_z + q_r_slider_z;
    const double cse376 = 2*cse260 + 2*cse375;
    const double cse377 = -cse376;
    const double cse378 = 0.0013333414365992598*cse170;
    const double cse379 = cse162*cse378;
    const double cse380 = 0.002666671858724232*cse165;
    const double cse381 = cse162*cse380;
    const double cse382 = 0.00266665742294275*cse166;
    const double cse383 = -cse379 - cse381 + cse382;
    const double cse384 = 0.0011925668727104457*cse170;
    const double cse385 = cse162*cse384;
    const double cse386 = 0.0023851301988473744*cse165;
    const double cse387 = cse162*cse386;
    const double cse388 = 0.002981432237811202*cse166;
    const double cse389 = cse385 + cse387 + cse388;
    const double cse390 = 0.00017888586116388667*cse165;
    const double cse391 = 0.00035777066491764035*cse170;
    const double cse392 = cse162*cse391;
    const double cse393 = 2.101675931576659e-10*cse166;
    const double cse394 = -cse162*cse390 + cse392 + cse393;
    const double cse395 = -cse195 + cse197;
    const double cse396 = cse395*v_thetad_rod;
    const double cse397 = cse372*v_phid_rod;
    const double cse398 = 0.0004*cse396 + 0.0004*cse397 + 0.0002981432237811202*v_psid_rod;
    const double cse399 = cse369*cse398;
    const double cse400 = cse396 + cse397 + 0.7453580594528005*v_psid_rod;
    const double cse401 = 0.0017888586116388664*cse222;
    const double cse402 = 0.0035777066491764035*cse225;
    const double cse403 = 2.101675931576659e-09*cse166;
    const double cse404 = cse400*(cse401 - cse402 - cse403);
    const double cse405 = 0.00266665742294275*cse162;
    const double cse406 = cse369*v_phid_rod;
    const double cse407 = cse212 + cse214;
    const double cse408 = cse407*v_thetad_rod;
    const double cse409 = cse406 + cse408 + 5.254189828941647e-07*v_psid_rod;
    const double cse410 = cse409*(0.0002981432237811202*cse166 + 0.00023851301988473745*cse222 + 0.00011925668727104457*cse225);
    const double cse411 = 0.004*cse406;
    const double cse412 = 0.004*cse408;
    const double cse413 = 2.101675931576659e-09*v_psid_rod;
    const double cse414 = -cse411 - cse412 - cse413;
    const double cse415 = cse372*cse414;
    const double cse416 = cse166*cse380;
    const double cse417 = 0.0013333414365992598*cse165;
    const double cse418 = cse162*cse417;
    const double cse419 = cse166*cse378;
    const double cse420 = 0.002666671858724232*cse170;
    const double cse421 = cse162*cse420;
    const double cse422 = cse399 + cse404 + cse405*v_thetad_rod + cse410 + cse415 + cse416*v_thetad_rod + cse418*v_psid_rod + cse419*v_thetad_rod - cse421*v_psid_rod;
    const double cse423 = -cse283 + cse285;
    const double cse424 = cse423*v_thetad_rod;
    const double cse425 = cse374*v_phid_rod;
    const double cse426 = cse424 + cse425 + 0.6666643557356875*v_psid_rod;
    const double cse427 = cse426*(-cse385 - cse387 - cse388);
    const double cse428 = 0.004*cse424 + 0.004*cse425 + 0.00266665742294275*v_psid_rod;
    const double cse429 = cse372*cse428;
    const double cse430 = cse383*cse400;
    const double cse431 = 2.101675931576659e-10*cse162;
    const double cse432 = cse390*v_thetad_rod;
    const double cse433 = cse166*cse432;
    const double cse434 = 0.00035777066491764035*cse165;
    const double cse435 = cse162*cse434;
    const double cse436 = cse435*v_psid_rod;
    const double cse437 = cse166*cse391;
    const double cse438 = -0.004*cse396 - 0.004*cse397 - 0.002981432237811202*v_psid_rod;
    const double cse439 = cse374*cse438;
    const double cse440 = 0.00017888586116388667*cse170;
    const double cse441 = cse162*cse440;
    const double cse442 = cse427 + cse429 + cse430 + cse431*v_thetad_rod + cse433 - cse436 - cse437*v_thetad_rod + cse439 - cse441*v_psid_rod;
    const double cse443 = cse426*(-cse401 + cse402 + cse403);
    const double cse444 = -0.0004*cse424 - 0.0004*cse425 - 0.000266665742294275*v_psid_rod;
    const double cse445 = cse369*cse444;
    const double cse446 = 0.002981432237811202*cse162;
    const double cse447 = cse446*v_thetad_rod;
    const double cse448 = 0.0023851301988473744*cse170;
    const double cse449 = cse162*cse448;
    const double cse450 = cse411 + cse412 + cse413;
    const double cse451 = cse374*cse450;
    const double cse452 = cse386*v_thetad_rod;
    const double cse453 = cse166*cse452;
    const double cse454 = 0.0011925668727104457*cse165;
    const double cse455 = cse162*cse454;
    const double cse456 = cse455*v_psid_rod;
    const double cse457 = cse409*(-0.000266665742294275*cse166 + 0.00026666718587242325*cse222 + 0.00013333414365992598*cse225);
    const double cse458 = cse166*cse384;
    const double cse459 = cse443 + cse445 + cse447 + cse449*v_psid_rod + cse451 - cse453 - cse456 + cse457 - cse458*v_thetad_rod;
    const double cse460 = cse290 + cse291;
    const double cse461 = cse289 + cse460;
    const double cse462 = -cse294 + cse295;
    const double cse463 = cse461 + cse462;
    const double cse464 = cse271 + cse272;
    const double cse465 = -cse274 + cse464;
    const double cse466 = cse273 - cse275;
    const double cse467 = 2*cse297;
    const double cse468 = cse264 - cse265;
    const double cse469 = -cse268 + cse468;
    const double cse470 = -cse266 - cse267;
    const double cse471 = cse469 + cse470;
    const double cse472 = cse217*cse258;
    const double cse473 = cse169 + cse173;
    const double cse474 = cse164 + cse473;
    const double cse475 = -cse178 + cse180;
    const double cse476 = cse474 + cse475;
    const double cse477 = cse398*cse407;
    const double cse478 = cse395*cse414;
    const double cse479 = cse405*v_phid_rod;
    const double cse480 = cse380*v_psid_rod;
    const double cse481 = cse409*(0.00011925668727104457*cse165 - 0.00023851301988473745*cse170);
    const double cse482 = 0.0017888586116388664*cse170;
    const double cse483 = 0.0035777066491764035*cse165;
    const double cse484 = cse400*(-cse482 - cse483);
    const double cse485 = -cse378*v_psid_rod + cse416*v_phid_rod + cse419*v_phid_rod + cse477 + cse478 + cse479 - cse480 + cse481 + cse484;
    const double cse486 = cse423*cse438;
    const double cse487 = cse395*cse428;
    const double cse488 = cse426*(cse448 - cse454);
    const double cse489 = -cse417 + cse420;
    const double cse490 = cse400*cse489;
    const double cse491 = cse431*v_phid_rod;
    const double cse492 = cse390*v_psid_rod;
    const double cse493 = cse166*cse390;
    const double cse494 = cse437*v_phid_rod;
    const double cse495 = cse391*v_psid_rod + cse486 + cse487 + cse488 + cse490 + cse491 - cse492 + cse493*v_phid_rod - cse494;
    const double cse496 = cse426*(cse482 + cse483);
    const double cse497 = cse409*(0.00013333414365992598*cse165 - 0.00026666718587242325*cse170);
    const double cse498 = cse407*cse444;
    const double cse499 = cse384*v_psid_rod;
    const double cse500 = cse423*cse450;
    const double cse501 = cse166*cse386;
    const double cse502 = cse386*v_psid_rod + cse446*v_phid_rod - cse458*v_phid_rod + cse496 + cse497 + cse498 + cse499 + cse500 - cse501*v_phid_rod;
    const double cse503 = -cse405 - cse416 - cse419;
    const double cse504 = -cse431 + cse437 - cse493;
    const double cse505 = -cse446 + cse458 + cse501;
    const double cse506 = -cse280 - cse282 - cse284;
    const double cse507 = cse506*v_phid_rod;
    const double cse508 = cse450*cse507;
    const double cse509 = cse352*v_phid_rod;
    const double cse510 = 0.004*cse426;
    const double cse511 = 0.0004*cse409;
    const double cse512 = cse444*cse509;
    const double cse513 = v_phid_rod*v_thetad_rod;
    const double cse514 = v_phid_rod*v_psid_rod;
    const double cse515 = cse166*cse514;
    const double cse516 = cse162*v_phid_rod;
    const double cse517 = cse385*cse513 + cse388*cse513 + cse448*cse515 + cse452*cse516 - cse454*cse515 - cse507*cse511 + cse508 + cse509*cse510 + cse512;
    const double cse518 = cse449*v_phid_rod;
    const double cse519 = cse409*cse444 + cse426*cse450 + cse447*v_phid_rod + cse452*v_psid_rod - cse453*v_phid_rod - cse456*v_phid_rod - cse458*cse513 + cse499*v_thetad_rod + cse518*v_psid_rod;
    const double cse520 = 0.004*cse400;
    const double cse521 = cse438*cse507;
    const double cse522 = cse350*v_phid_rod;
    const double cse523 = cse428*cse522;
    const double cse524 = cse166*cse434;
    const double cse525 = cse392*cse513 + cse393*cse513 - cse432*cse516 - cse440*cse515 + cse507*cse520 - cse510*cse522 - cse514*cse524 + cse521 + cse523;
    const double cse526 = cse441*v_phid_rod;
    const double cse527 = cse391*v_thetad_rod;
    const double cse528 = cse400*cse428 + cse426*cse438 - cse432*v_psid_rod + cse433*v_phid_rod - cse436*v_phid_rod + cse491*v_thetad_rod - cse494*v_thetad_rod - cse526*v_psid_rod + cse527*v_psid_rod;
    const double cse529 = cse398*cse509;
    const double cse530 = cse414*cse522;
    const double cse531 = cse166*cse420;
    const double cse532 = -cse379*cse513 - cse381*cse513 + cse382*cse513 + cse417*cse515 - cse509*cse520 + cse511*cse522 - cse514*cse531 + cse529 + cse530;
    const double cse533 = cse421*v_phid_rod;
    const double cse534 = cse418*v_phid_rod;
    const double cse535 = cse378*v_thetad_rod;
    const double cse536 = cse398*cse409 + cse400*cse414 + cse416*cse513 + cse419*cse513 + cse479*v_thetad_rod - cse480*v_thetad_rod - cse533*v_psid_rod + cse534*v_psid_rod - cse535*v_psid_rod;
    const double cse537 = 0.003999999999999006*cse162;
    const double cse538 = -cse537;
    const double cse539 = 8.459102457131912e-10*cse165;
    const double cse540 = cse166*cse539;
    const double cse541 = 1.6918154898933405e-09*cse170;
    const double cse542 = cse166*cse541;
    const double cse543 = cse302 + cse303 - cse304;
    const double cse544 = cse313 + cse314 - cse315;
    const double cse545 = cse238*cse258;
    const double cse546 = cse221 - cse224 - cse226;
    const double cse547 = cse305*lam_5 + cse546*lam_6 + lam_10*(cse182*cse233 + cse200*cse227 + cse227*cse341 + cse233*cse343 + cse276*cse305 + cse276*cse543 + cse286*(cse308 + cse309 + cse310) + cse297*cse311) + lam_16*(cse183*cse227 + cse227*cse344 + cse287*cse543 + cse297*cse306) + lam_8*(cse278*cse544 - cse545) + lam_9*(cse182*cse238 + cse217*cse227 + cse227*cse339 + cse238*cse343 + cse269*cse305 + cse269*cse543 + cse286*cse544 + cse297*cse316);
    const double cse548 = 0.003999999999999006*cse166;
    const double cse549 = 0.0002981432237811202*cse409;
    const double cse550 = 2.101675931576659e-09*cse400;
    const double cse551 = -cse380*v_thetad_rod + 5.254189828941647e-07*cse398 + 0.7453580594528005*cse414 - cse533 + cse534 - cse535 + cse549 - cse550;
    const double cse552 = 0.002981432237811202*cse426;
    const double cse553 = 0.00266665742294275*cse400;
    const double cse554 = 0.7453580594528005*cse428 - cse432 - cse435*v_phid_rod + 0.6666643557356875*cse438 - cse526 + cse527 - cse552 + cse553;
    const double cse555 = 2.101675931576659e-09*cse426;
    const double cse556 = 0.000266665742294275*cse409;
    const double cse557 = cse384*v_thetad_rod + 5.254189828941647e-07*cse444 + 0.6666643557356875*cse450 + cse452 - cse455*v_phid_rod + cse518 + cse555 - cse556;
    const double cse558 = cse162*cse539;
    const double cse559 = 8.459102457131912e-10*cse170;
    const double cse560 = cse162*cse559;
    const double cse561 = 1.6918154898933405e-09*cse165;
    const double cse562 = cse162*cse561;
    const double cse563 = cse279 + cse281;
    const double cse564 = cse204 - cse207;
    const double cse565 = -cse418 + cse421;
    const double cse566 = cse435 + cse441;
    const double cse567 = -cse449 + cse455;
    const double cse568 = -cse187 - cse190;
    const double cse569 = -cse162*cse283 + cse162*cse285;
    const double cse570 = cse564*v_thetad_rod;
    const double cse571 = 0.004*cse570;
    const double cse572 = cse364*v_phid_rod;
    const double cse573 = 0.004*cse572;
    const double cse574 = cse426*(cse571 + cse573);
    const double cse575 = cse569*v_phid_rod;
    const double cse576 = cse563*v_thetad_rod;
    const double cse577 = cse409*(-0.0004*cse575 - 0.0004*cse576);
    const double cse578 = cse570 + cse572;
    const double cse579 = cse444*cse578;
    const double cse580 = v_psid_rod*v_thetad_rod;
    const double cse581 = cse166*cse513;
    const double cse582 = cse575 + cse576;
    const double cse583 = cse450*cse582;
    const double cse584 = cse385*cse514 + cse387*cse514 - cse448*cse580 + cse448*cse581 + cse454*cse580 - cse454*cse581 + cse574 + cse577 + cse579 + cse583;
    const double cse585 = cse361*v_phid_rod;
    const double cse586 = cse568*v_thetad_rod;
    const double cse587 = cse426*(-0.004*cse585 - 0.004*cse586);
    const double cse588 = cse585 + cse586;
    const double cse589 = cse428*cse588;
    const double cse590 = cse400*(0.004*cse575 + 0.004*cse576);
    const double cse591 = cse438*cse582;
    const double cse592 = cse392*cse514 + cse434*cse580 + cse440*cse580 - cse440*cse581 - cse492*cse516 - cse513*cse524 + cse587 + cse589 + cse590 + cse591;
    const double cse593 = cse409*(0.0004*cse585 + 0.0004*cse586);
    const double cse594 = cse414*cse588;
    const double cse595 = cse400*(-cse571 - cse573);
    const double cse596 = cse398*cse578;
    const double cse597 = -cse379*cse514 - cse381*cse514 - cse417*cse580 + cse417*cse581 + cse420*cse580 - cse513*cse531 + cse593 + cse594 + cse595 + cse596;
    const double cse598 = -cse319 + cse320 + cse321 + cse322;
    const double cse599 = 2*cse323;
    const double cse600 = -cse236 + cse330 - cse331 - cse332;
    const double cse601 = cse252*cse258;
    const double cse602 = cse241 - cse243 + cse244 + cse246;
    const double cse603 = cse323*lam_5 + cse602*lam_6 + lam_10*(cse182*cse250 + cse200*cse247 + cse247*cse341 + cse250*cse343 + cse276*cse323 + cse276*cse598 + cse286*(cse232 + cse325 + cse326 - cse327) + cse297*cse328) + lam_16*(cse183*cse247 + cse247*cse344 + cse287*cse598 + cse297*cse599) + lam_8*(cse278*cse600 - cse601) + lam_9*(cse182*cse252 + cse217*cse247 + cse247*cse339 + cse252*cse343 + cse269*cse323 + cse269*cse598 + cse286*cse600 + cse297*cse333);
    const double cse604 = 0.10000060774494447*cse171;
    const double cse605 = 0.2000003894043174*cse167;
    const double cse606 = 0.10000060774494447*cse165;
    const double cse607 = 0.19999930672070623*cse162;
    const double cse608 = 0.2000003894043174*cse176;
    const double cse609 = cse201 + cse218;
    const double cse610 = 0.2000003894043174*cse161;
    const double cse611 = cse299 + cse300;
    const double cse612 = cse269*cse278;
    const double cse613 = cse44*(lam_16*(cse183*cse258 + cse278*cse467) + lam_8*(cse472 + cse612));
    const double cse614 = cse269*cse337;
    const double cse615 = cse44*(lam_16*(cse183*cse262 - cse337*cse467) + lam_8*(cse217*cse262 - cse614));
    const double cse616 = cse258*cse269;
    const double cse617 = cse217*cse278 - cse616;
    const double cse618 = cse182*cse269 + cse217*cse286 + cse269*cse343 + cse297*cse339;
    const double cse619 = cse182*cse276 + cse200*cse286 + cse276*cse343 + cse297*cse341;
    const double cse620 = cse182*cse287 + cse297*cse344;
    const double cse621 = cse434 + cse440;
    const double cse622 = -cse448 + cse454;
    const double cse623 = 0.050000303872472236*cse225;
    const double cse624 = -cse223 - cse623;
    const double cse625 = cse220 + cse624;
    const double cse626 = -cse231 - cse371;
    const double cse627 = cse223 + cse623;
    const double cse628 = -cse237 + cse368;
    const double cse629 = -cse235 + cse628;
    const double cse630 = cse378 + cse380;
    const double cse631 = -cse384 - cse386;
    const double cse632 = cse390 - cse391;
    const double cse633 = cse176*cse356;
    const double cse634 = cse179*cse222;
    const double cse635 = -cse633 + cse634;
    const double cse636 = cse161*cse356;
    const double cse637 = cse172*cse222;
    const double cse638 = cse636 - cse637;
    const double cse639 = 0.050000303872472236*cse167;
    const double cse640 = -cse242 + cse639;
    const double cse641 = cse162*cse213 + cse162*cse215;
    const double cse642 = -cse161*cse363 - cse162*cse266;
    const double cse643 = cse166*cse212 + cse166*cse214;
    const double cse644 = lam_10*(cse227*cse250 + cse233*cse247 + cse276*cse635 + cse286*(cse162*cse198 - cse176*cse360) + cse305*cse328 + cse311*cse323 + cse341*cse638 + cse343*(cse161*cse360 - cse162*cse275) + cse347*cse361 + cse350*cse357 + cse372*cse640 + cse375*(cse166*cse197 - cse249)) + lam_16*(cse228*cse247 + cse287*cse635 + cse306*cse323 + cse344*cse638 + cse348*cse357 + cse376*cse640) + lam_5*(cse633 - cse634) + lam_6*(-cse636 + cse637) + lam_7*(cse242 - cse639) + lam_8*(-cse258*cse642 + cse260*cse643 + cse278*cse641) + lam_9*(cse227*cse252 + cse238*cse247 + cse269*cse635 + cse286*cse641 + cse305*cse333 + cse316*cse323 + cse339*cse638 + cse343*cse642 + cse347*cse364 + cse352*cse357 + cse369*cse640 + cse375*cse643);
    const double cse645 = 0.10000060774494447*cse176;
    const double cse646 = 0.19999930672070623*cse166;
    const double cse647 = cse234 + cse239;
    const double cse648 = 0.10000060774494447*cse161;
    const double cse649 = cse312 + cse317;
    const double cse650 = cse351 + cse353;
    const double cse651 = cse44*(lam_16*(cse228*cse258 + cse278*cse306) + lam_8*(cse278*cse316 + cse545));
    const double cse652 = cse44*(lam_16*(cse228*cse262 - cse256*cse348 - cse306*cse337) + lam_8*(cse238*cse262 - cse256*cse352 - cse316*cse337));
    const double cse653 = -cse163 - cse168 - cse346;
    const double cse654 = cse238*cse278 - cse258*cse316 + cse260*cse352;
    const double cse655 = cse227*cse269 + cse238*cse286 + cse305*cse339 + cse316*cse343 + cse347*cse369 + cse352*cse375;
    const double cse656 = cse227*cse276 + cse233*cse286 + cse305*cse341 + cse311*cse343 + cse347*cse372 + cse350*cse375;
    const double cse657 = cse227*cse287 + cse305*cse344 + cse347*cse376;
    const double cse658 = 8.459102454963507e-10*cse165;
    const double cse659 = 1.6918154900017607e-09*cse170;
    const double cse660 = cse541*v_thetad_rod;
    const double cse661 = 8.459102454963507e-10*cse170;
    const double cse662 = 1.6918154900017607e-09*cse165;
    const double cse663 = cse541*v_psid_rod;
    const double cse664 = cse174 + cse181;
    const double cse665 = cse460 + cse462;
    const double cse666 = 2*cse247;
    const double cse667 = cse468 + cse470;
    const double cse668 = cse210 + cse216;
    const double cse669 = 0.10000060774494447*cse170;
    const double cse670 = cse251 + cse253;
    const double cse671 = cse329 + cse334;
    const double cse672 = cse362 + cse365;
    const double cse673 = cse44*(lam_16*(cse258*cse666 + cse278*cse599) + lam_8*(cse278*cse333 + cse601));
    const double cse674 = cse44*(lam_16*(-cse256*cse358 + cse262*cse666 - cse337*cse599) + lam_8*(cse252*cse262 - cse256*cse364 - cse333*cse337));
    const double cse675 = -cse355 + cse356;
    const double cse676 = cse252*cse278 - cse258*cse333 + cse260*cse364;
    const double cse677 = cse247*cse269 + cse252*cse286 + cse323*cse339 + cse333*cse343 + cse357*cse369 + cse364*cse375;
    const double cse678 = cse247*cse276 + cse250*cse286 + cse323*cse341 + cse328*cse343 + cse357*cse372 + cse361*cse375;
    const double cse679 = cse247*cse287 + cse323*cse344 + cse357*cse376;
    const double cse680 = cse159 + 2.0;
    const double cse681 = cos(q_psi_slider);
    const double cse682 = cse261*cse681;
    const double cse683 = sin(q_psi_slider);
    const double cse684 = cse257*cse683;
    const double cse685 = cse260*cse684;
    const double cse686 = -cse682 - cse685;
    const double cse687 = cse257*cse681;
    const double cse688 = cse260*cse687;
    const double cse689 = cse261*cse683;
    const double cse690 = cse688 - cse689;
    const double cse691 = cse44*(cse158*cse258 - cse686*lam_14 + cse690*lam_13);
    const double cse692 = cse256*cse683;
    const double cse693 = cse261*cse692;
    const double cse694 = cse256*cse681;
    const double cse695 = cse261*cse694;
    const double cse696 = cse44*(cse158*cse262 - cse693*lam_14 - cse695*lam_13);
    const double cse697 = cse260*cse682;
    const double cse698 = -cse684 - cse697;
    const double cse699 = cse260*cse689;
    const double cse700 = cse687 - cse699;
    const double cse701 = cse44*(-cse698*lam_14 + cse700*lam_13);
    const double cse702 = cse684 + cse697;
    const double cse703 = -cse700;
    const double cse704 = -cse687 + cse699;
    const double cse705 = cse44*(cse158*cse278 + cse702*lam_13 + cse704*lam_14);
    const double cse706 = cse257*cse692;
    const double cse707 = cse257*cse694;
    const double cse708 = cse44*(-cse158*cse337 + cse706*lam_14 + cse707*lam_13);
    const double cse709 = -cse688 + cse689;
    const double cse710 = cse682 + cse685;
    const double cse711 = cse44*(cse709*lam_14 + cse710*lam_13);
    const double cse712 = cse260*cse683;
    const double cse713 = cse260*cse681;
    const double cse714 = cse44*(-cse158*cse256 - cse712*lam_14 - cse713*lam_13);
    const double cse715 = cse44*(cse692*lam_13 - cse694*lam_14);
    const double cse716 = -cse694;
    const double cse717 = -cse692;
    const double cse718 = (cse260*cse260);
    const double cse719 = cse692*v_phid_slider;
    const double cse720 = cse681*v_thetad_slider;
    const double cse721 = cse719 + cse720;
    const double cse722 = 0.0001*cse721;
    const double cse723 = 0.0001*cse719;
    const double cse724 = 0.0001*cse720;
    const double cse725 = cse723 + cse724;
    const double cse726 = cse694*v_phid_slider;
    const double cse727 = cse683*v_thetad_slider;
    const double cse728 = -cse726 + cse727;
    const double cse729 = 0.0001*cse728;
    const double cse730 = 0.0001*cse726;
    const double cse731 = 0.0001*cse727;
    const double cse732 = cse730 - cse731;
    const double cse733 = 0.0001*cse256;
    const double cse734 = cse692*cse729 + cse692*cse732 + cse694*cse722 - cse694*cse725 + cse733*v_thetad_slider;
    const double cse735 = 0.0001*cse260;
    const double cse736 = cse735*v_phid_slider;
    const double cse737 = 0.0001*v_psid_slider;
    const double cse738 = -cse736 - cse737;
    const double cse739 = cse260*v_phid_slider;
    const double cse740 = cse739 + v_psid_slider;
    const double cse741 = 0.0001*cse740;
    const double cse742 = -cse730 + cse731;
    const double cse743 = cse260*cse742 - cse694*cse737 - cse694*cse738 - cse694*cse741 - cse727*cse735 - cse728*cse735;
    const double cse744 = -cse723 - cse724;
    const double cse745 = cse736 + cse737;
    const double cse746 = cse260*cse744 - cse692*cse737 - cse692*cse741 + cse692*cse745 + cse720*cse735 + cse721*cse735;
    const double cse747 = (cse256*cse256);
    const double cse748 = (cse681*cse681);
    const double cse749 = 0.0001*cse748;
    const double cse750 = (cse683*cse683);
    const double cse751 = 0.0001*cse750;
    const double cse752 = (cse257*cse257);
    const double cse753 = 2*cse747;
    const double cse754 = (cse261*cse261);
    const double cse755 = cse258*cse344 - cse278*cse287;
    const double cse756 = cse258*cse339 - cse612;
    const double cse757 = 0.2 - q_r_slider_x;
    const double cse758 = -cse686*q_r_slider_y + cse704*cse757;
    const double cse759 = cse698*cse757;
    const double cse760 = cse690*q_r_slider_y;
    const double cse761 = -cse759 + cse760;
    const double cse762 = -cse690*lam_15 - cse698*lam_11 + cse704*lam_12;
    const double cse763 = cse256*v_phid_slider;
    const double cse764 = 0.0001*cse763;
    const double cse765 = cse681*cse729 + cse681*cse732 - cse683*cse722 + cse683*cse725 + cse764;
    const double cse766 = cse683*cse736;
    const double cse767 = cse683*cse737 + cse683*cse738 + cse683*cse741 - cse766;
    const double cse768 = cse681*cse736;
    const double cse769 = -cse681*cse737 - cse681*cse741 + cse681*cse745 + cse768;
    const double cse770 = 0.0002*cse256*cse260;
    const double cse771 = cse719*cse737;
    const double cse772 = cse720*cse737;
    const double cse773 = cse720*cse736;
    const double cse774 = cse721*cse745 + cse740*cse744 - cse771 - cse772 + cse773;
    const double cse775 = cse681*cse774;
    const double cse776 = cse683*cse739;
    const double cse777 = -cse722*cse763 - cse730*v_thetad_slider - cse740*cse766 - cse744*cse763 + cse745*cse776 - cse766*v_psid_slider;
    const double cse778 = cse681*cse739;
    const double cse779 = cse723*v_thetad_slider + cse729*cse763 - cse738*cse778 - cse740*cse768 - cse742*cse763 - cse768*v_psid_slider;
    const double cse780 = -cse726*cse737 - cse727*cse736 + cse727*cse737 + cse740*cse742;
    const double cse781 = cse728*cse738 + cse780;
    const double cse782 = cse683*cse781;
    const double cse783 = cse721*cse768 - cse725*cse778 + cse728*cse766 + cse732*cse776 + cse736*v_thetad_slider;
    const double cse784 = cse695*lam_15 + cse706*lam_12 + cse707*lam_11 + lam_13*(-cse695*q_r_slider_y + cse707*cse757) + lam_14*(-cse693*q_r_slider_y + cse706*cse757) + lam_16*(cse262*cse344 + cse287*cse337) + lam_8*(cse262*cse339 + cse614);
    const double cse785 = -0.0002*cse726 + 0.0002*cse727 - cse729;
    const double cse786 = -0.0002*cse719 - 0.0002*cse720 + cse722;
    const double cse787 = cse726 - cse727;
    const double cse788 = cse745*cse787 + cse780;
    const double cse789 = cse721*cse738 + cse725*cse740 + cse771 + cse772 - cse773;
    const double cse790 = cse721*cse725 + cse721*cse744 + cse728*cse732 + cse732*cse787;
    const double cse791 = cse686*cse757;
    const double cse792 = cse700*q_r_slider_y;
    const double cse793 = -cse686*lam_11 - cse700*lam_15 + cse709*lam_12 + lam_13*(-cse791 + cse792) + lam_14*(-cse698*q_r_slider_y + cse709*cse757);
    const double cse794 = cse278*cse339 + cse616;
    const double cse795 = -cse690;
    const double cse796 = -cse690*cse757 + cse702*q_r_slider_y;
    const double cse797 = cse791 - cse792;
    const double cse798 = -cse702;
    const double cse799 = cse258*cse287 + cse278*cse344;
    const double cse800 = 2*cse718;
    const double cse801 = cse694*q_r_slider_z;
    const double cse802 = cse692*q_r_slider_z;
    const double cse803 = cse706*q_r_slider_y;
    const double cse804 = cse693*cse757;
    const double cse805 = cse712*q_r_slider_z;
    const double cse806 = cse695*cse757 + cse707*q_r_slider_y - cse713*q_r_slider_z;
    const double cse807 = -cse693*lam_11 + cse695*lam_12 + cse706*lam_15 + cse806*lam_14 + lam_13*(-cse803 - cse804 + cse805);
    const double cse808 = -cse256*cse369 + cse262*cse269 - cse337*cse339;
    const double cse809 = cse803 + cse804 - cse805;
    const double cse810 = -cse707;
    const double cse811 = -cse256*cse376 + cse262*cse287 - cse337*cse344;
    const double cse812 = -cse700*cse757 + cse710*q_r_slider_y + cse802;
    const double cse813 = cse759 - cse760 - cse801;
    const double cse814 = -cse710;

    memset(out, 0, sizeof(double) * 1296);
    out[0] = 0.12;  /* [0, 0] */
    out[18] = 1;  /* [0, 18] */
    out[23] = 1;  /* [0, 23] */
    out[37] = 0.12;  /* [1, 1] */
    out[55] = 1;  /* [1, 19] */
    out[60] = 1;  /* [1, 24] */
    out[74] = 0.12;  /* [2, 2] */
    out[92] = 1;  /* [2, 20] */
    out[97] = 1;  /* [2, 25] */
    out[111] = 0.0001*(cse0*cse0) + 1e-05*cse2*cse4 + 0.0001*cse4*cse6 + cse44*(cse72 + cse77 + lam_17*((cse46*cse46)*cse67*cse68 - cse53*cse62 + 4*cse55*cse67*cse71 - cse69*cse70)) - h*(cse0*cse25 + cse12*cse38 - cse18*cse43);  /* [3, 3] */
    out[112] = cse44*(a_3*(2e-05*cse2*cse98 + cse6*cse99 - cse99) + a_4*cse86 - a_5*cse24 + cse0*cse92 - cse0*cse94 - cse0*cse96 + cse119 - cse12*cse97 + cse18*cse89 + cse3*(cse10*cse17 + cse13*v_thetad_crank + cse20*cse23)) + cse79 - h*(cse0*cse80 + cse12*cse81 - cse18*cse84);  /* [3, 4] */
    out[113] = cse33 + cse44*(a_3*cse128*cse4 - cse0*cse127 - cse12*cse126 + cse12*cse91 + cse123*cse2 - cse123*cse6 + cse124*cse18 + cse141 + cse18*cse95) - h*(cse12*cse120 - cse121*cse18);  /* [3, 5] */
    out[129] = cse101;  /* [3, 21] */
    out[131] = cse74;  /* [3, 23] */
    out[132] = cse142;  /* [3, 24] */
    out[143] = cse143;  /* [3, 35] */
    out[147] = cse119*cse44 + cse79 - h*(-cse1*cse43 - cse38*cse5);  /* [4, 3] */
    out[148] = 0.0001*cse2 + cse44*(a_3*cse86 - cse0*lam_4 + cse1*cse89 + cse147 + cse5*cse97 + cse72 - cse73*lam_6 + cse75*lam_5 + lam_17*((cse106*cse106)*cse68 - 4*cse107*cse112 - cse62*(cse144 - cse46*cse49) + cse70*(cse145 + cse49*cse55))) + 1e-05*cse6 - h*(-cse1*cse84 - cse5*cse81);  /* [4, 4] */
    out[149] = cse44*(-a_4*cse128 + cse1*cse124 + cse126*cse5 + cse148*cse2 - cse148*cse6 + cse149 - cse92 + cse96) - h*(-cse1*cse121 - cse120*cse5);  /* [4, 5] */
    out[165] = cse150;  /* [4, 21] */
    out[166] = cse151;  /* [4, 22] */
    out[167] = cse116;  /* [4, 23] */
    out[168] = cse152;  /* [4, 24] */
    out[169] = cse153;  /* [4, 25] */
    out[179] = cse154;  /* [4, 35] */
    out[183] = cse141*cse44 - cse25*h + cse33;  /* [5, 3] */
    out[184] = cse44*(-a_3*cse24 + cse149 - cse94) - cse80*h;  /* [5, 4] */
    out[185] = cse44*(-cse127 + cse147 + cse77 + lam_17*((cse131*cse131)*cse68 - 4*cse132*cse136 - cse62*(cse144 + cse53) + cse70*(cse145 - cse69))) + 0.0001;  /* [5, 5] */
    out[203] = cse138;  /* [5, 23] */
    out[204] = cse155;  /* [5, 24] */
    out[205] = cse156;  /* [5, 25] */
    out[215] = cse157;  /* [5, 35] */
    out[222] = cse160;  /* [6, 6] */
    out[225] = cse219;  /* [6, 9] */
    out[226] = cse240;  /* [6, 10] */
    out[227] = cse254;  /* [6, 11] */
    out[228] = cse255;  /* [6, 12] */
    out[231] = cse259;  /* [6, 15] */
    out[232] = cse263;  /* [6, 16] */
    out[239] = -1;  /* [6, 23] */
    out[243] = cse270;  /* [6, 27] */
    out[244] = cse277;  /* [6, 28] */
    out[250] = cse288;  /* [6, 34] */
    out[259] = cse160;  /* [7, 7] */
    out[261] = cse301;  /* [7, 9] */
    out[262] = cse318;  /* [7, 10] */
    out[263] = cse335;  /* [7, 11] */
    out[265] = cse255;  /* [7, 13] */
    out[267] = cse336;  /* [7, 15] */
    out[268] = cse338;  /* [7, 16] */
    out[276] = -1;  /* [7, 24] */
    out[279] = cse340;  /* [7, 27] */
    out[280] = cse342;  /* [7, 28] */
    out[286] = cse345;  /* [7, 34] */
    out[296] = cse160;  /* [8, 8] */
    out[298] = cse354;  /* [8, 10] */
    out[299] = cse366;  /* [8, 11] */
    out[302] = cse255;  /* [8, 14] */
    out[304] = cse367;  /* [8, 16] */
    out[313] = -1;  /* [8, 25] */
    out[315] = cse370;  /* [8, 27] */
    out[316] = cse373;  /* [8, 28] */
    out[322] = cse377;  /* [8, 34] */
    out[330] = cse219;  /* [9, 6] */
    out[331] = cse301;  /* [9, 7] */
    out[333] = cse369*cse394 + cse372*cse389 + cse374*cse383 + cse44*(cse297*lam_5 + cse476*lam_6 + lam_10*(cse182*cse341 + cse183*cse200 + cse200*cse343 + cse276*cse463 + cse276*cse467 + cse286*(cse465 + cse466)) + lam_16*(2*(cse182*cse182) + cse182*cse344 + cse287*cse463 + 2*(cse297*cse297)) + lam_8*(cse278*cse471 - cse472) + lam_9*(cse182*cse339 + cse183*cse217 + cse217*cse343 + cse269*cse463 + cse269*cse467 + cse286*cse471)) - h*(cse369*cse442 + cse372*cse459 + cse374*cse422);  /* [9, 9] */
    out[334] = cse383*cse423 + cse389*cse395 + cse394*cse407 + cse44*(a_10*(cse395*cse505 + cse407*cse504 + cse423*cse503) + a_11*(cse538 + cse540 - cse542) + a_9*(cse350*cse389 + cse352*cse394 + cse369*cse504 + cse372*cse505 + cse374*cse503 + cse383*cse506) - cse350*cse519 - cse352*cse528 - cse369*cse525 - cse372*cse517 - cse374*cse532 - cse506*cse536 + cse547) - h*(cse369*cse495 + cse372*cse502 + cse374*cse485);  /* [9, 10] */
    out[335] = -cse162*cse541 + cse44*(a_10*(cse383*cse563 + cse389*cse568 + cse394*cse564 + cse395*cse567 + cse407*cse566 + cse423*cse565) + a_11*(-cse560 - cse562) + a_9*(cse361*cse389 + cse364*cse394 + cse369*cse566 + cse372*cse567 + cse374*cse565 + cse383*cse569) - cse361*cse519 - cse364*cse528 - cse369*cse592 - cse372*cse584 - cse374*cse597 - cse536*cse569 + cse603) + cse548 + cse558 - h*(cse369*cse554 + cse372*cse557 + cse374*cse551);  /* [9, 11] */
    out[336] = cse44*(cse609 + lam_16*(-cse161*cse604 - cse161*cse605 - cse161*cse607 + cse170*cse608 - cse176*cse606));  /* [9, 12] */
    out[337] = cse44*(cse611 + lam_16*(cse161*cse606 - cse170*cse610 - cse176*cse604 - cse176*cse605 - cse176*cse607));  /* [9, 13] */
    out[339] = cse613;  /* [9, 15] */
    out[340] = cse615;  /* [9, 16] */
    out[347] = cse476;  /* [9, 23] */
    out[348] = cse463;  /* [9, 24] */
    out[350] = cse617;  /* [9, 26] */
    out[351] = cse618;  /* [9, 27] */
    out[352] = cse619;  /* [9, 28] */
    out[358] = cse620;  /* [9, 34] */
    out[366] = cse240;  /* [10, 6] */
    out[367] = cse318;  /* [10, 7] */
    out[368] = cse354;  /* [10, 8] */
    out[369] = cse369*cse621 + cse372*cse622 + cse374*cse489 + cse44*cse547 - h*(cse395*cse459 + cse407*cse442 + cse422*cse423);  /* [10, 9] */
    out[370] = cse395*cse622 + cse407*cse621 + cse423*cse489 + cse44*(a_9*(cse350*cse622 + cse352*cse621 + cse489*cse506) + cse293*lam_5 - cse395*cse517 - cse407*cse525 - cse423*cse532 + cse474*lam_6 + lam_10*(cse175*cse341 + cse194*cse343 + cse228*cse233 + cse276*cse461 + cse286*cse465 + cse306*cse311 + cse348*cse350 + cse372*cse625 + cse375*(-cse230 + cse626)) + lam_16*(cse175*cse344 + 2*(cse227*cse227) + cse287*cse461 + 2*(cse305*cse305) + 2*(cse347*cse347) + cse376*cse625) + lam_7*(-cse220 + cse627) + lam_8*(-cse211*cse258 + cse260*cse629 + cse278*cse469) + lam_9*(cse175*cse339 + cse211*cse343 + cse228*cse238 + cse269*cse461 + cse286*cse469 + cse306*cse316 + cse348*cse352 + cse369*cse625 + cse375*cse629)) - h*(cse395*cse502 + cse407*cse495 + cse423*cse485);  /* [10, 10] */
    out[371] = cse44*(a_10*(cse395*cse631 + cse407*cse632 + cse423*cse630 + cse489*cse563 + cse564*cse621 + cse568*cse622) + a_11*(-cse539 + cse541) + a_9*(cse361*cse622 + cse364*cse621 + cse369*cse632 + cse372*cse631 + cse374*cse630 + cse489*cse569) - cse395*cse584 - cse407*cse592 - cse423*cse597 - cse519*cse568 - cse528*cse564 - cse536*cse563 + cse644) - cse559 - cse561 - h*(cse395*cse557 + cse407*cse554 + cse423*cse551);  /* [10, 11] */
    out[372] = cse44*(cse647 + lam_16*(-cse176*cse646 + cse222*cse608 + cse225*cse645));  /* [10, 12] */
    out[373] = cse44*(cse649 + lam_16*(cse161*cse646 - cse222*cse610 - cse225*cse648));  /* [10, 13] */
    out[374] = cse44*(cse650 + lam_16*(cse604 + cse605 + cse607));  /* [10, 14] */
    out[375] = cse651;  /* [10, 15] */
    out[376] = cse652;  /* [10, 16] */
    out[383] = cse546;  /* [10, 23] */
    out[384] = cse543;  /* [10, 24] */
    out[385] = cse653;  /* [10, 25] */
    out[386] = cse654;  /* [10, 26] */
    out[387] = cse655;  /* [10, 27] */
    out[388] = cse656;  /* [10, 28] */
    out[394] = cse657;  /* [10, 34] */
    out[402] = cse254;  /* [11, 6] */
    out[403] = cse335;  /* [11, 7] */
    out[404] = cse366;  /* [11, 8] */
    out[405] = cse162*cse658 - cse162*cse659 + cse44*cse603 + cse548 - h*(cse166*cse660 + 0.6666643557356875*cse399 + 0.6666643557356875*cse404 + 0.6666643557356875*cse410 + 0.6666643557356875*cse415 + 5.254189828941647e-07*cse427 + 5.254189828941647e-07*cse429 + 5.254189828941647e-07*cse430 + 5.254189828941647e-07*cse439 + 0.7453580594528005*cse443 + 0.7453580594528005*cse445 + 0.7453580594528005*cse451 + 0.7453580594528005*cse457 + cse537*v_thetad_rod - cse540*v_thetad_rod + cse560*v_psid_rod + cse562*v_psid_rod);  /* [11, 9] */
    out[406] = cse44*(a_9*(cse166*cse658 - cse166*cse659 + cse538) + cse507*cse549 - cse507*cse550 - 0.7453580594528005*cse508 - cse509*cse552 + cse509*cse553 - 0.7453580594528005*cse512 - cse513*cse548 - cse513*cse558 - cse515*cse559 - cse515*cse561 + cse516*cse660 - 5.254189828941647e-07*cse521 + cse522*cse555 - cse522*cse556 - 5.254189828941647e-07*cse523 - 0.6666643557356875*cse529 - 0.6666643557356875*cse530 + cse644) - cse661 - cse662 - h*(0.6666643557356875*cse477 + 0.6666643557356875*cse478 + 0.6666643557356875*cse481 + 0.6666643557356875*cse484 + 5.254189828941647e-07*cse486 + 5.254189828941647e-07*cse487 + 5.254189828941647e-07*cse488 + 5.254189828941647e-07*cse490 + 0.7453580594528005*cse496 + 0.7453580594528005*cse497 + 0.7453580594528005*cse498 + 0.7453580594528005*cse500 + cse537*v_phid_rod + cse539*v_psid_rod - cse540*v_phid_rod + cse542*v_phid_rod - cse663);  /* [11, 10] */
    out[407] = cse44*(a_10*(-cse658 + cse659) + a_9*(-cse162*cse661 - cse162*cse662) - cse514*cse558 + cse516*cse663 + cse559*cse580 - cse559*cse581 + cse561*cse580 - cse561*cse581 - 0.7453580594528005*cse574 - 0.7453580594528005*cse577 - 0.7453580594528005*cse579 - 0.7453580594528005*cse583 - 5.254189828941647e-07*cse587 - 5.254189828941647e-07*cse589 - 5.254189828941647e-07*cse590 - 5.254189828941647e-07*cse591 - 0.6666643557356875*cse593 - 0.6666643557356875*cse594 - 0.6666643557356875*cse595 - 0.6666643557356875*cse596 + cse627*lam_7 + lam_10*(cse250*cse666 + cse276*cse665 + cse286*(cse464 + cse466) + cse328*cse599 + cse341*cse664 + cse343*(cse193 + cse199) + cse358*cse361 + cse372*cse624 + cse375*cse626) + lam_16*(2*(cse247*cse247) + cse287*cse665 + 2*(cse323*cse323) + cse344*cse664 + 2*(cse357*cse357) + cse376*cse624) + lam_5*(cse292 + cse296) + lam_6*(cse473 + cse475) + lam_8*(-cse258*cse668 + cse260*cse628 + cse278*cse667) + lam_9*(cse252*cse666 + cse269*cse665 + cse286*cse667 + cse333*cse599 + cse339*cse664 + cse343*cse668 + cse358*cse364 + cse369*cse624 + cse375*cse628)) - h*(3.5027810772243853e-07*cse398 - 2.0679515313825692e-25*cse400 - 2.710505431213761e-20*cse409 + 0.4969036504975035*cse414 + 2.0679515313825692e-25*cse426 + 3.916252734896588e-07*cse428 + 3.5027810772243853e-07*cse438 + 3.916252734896588e-07*cse444 + 0.4969036504975035*cse450 + cse539*v_thetad_rod + cse560*v_phid_rod + cse562*v_phid_rod - cse660) + 0.003999999999999006;  /* [11, 11] */
    out[408] = cse44*(cse670 + lam_16*(-cse161*cse669 - cse165*cse610 - cse167*cse645 + cse171*cse608));  /* [11, 12] */
    out[409] = cse44*(cse671 + lam_16*(-cse165*cse608 + cse167*cse648 - cse171*cse610 - cse176*cse669));  /* [11, 13] */
    out[410] = cse44*(cse672 + lam_16*(0.10000060774494447*cse222 - 0.2000003894043174*cse225));  /* [11, 14] */
    out[411] = cse673;  /* [11, 15] */
    out[412] = cse674;  /* [11, 16] */
    out[419] = cse602;  /* [11, 23] */
    out[420] = cse598;  /* [11, 24] */
    out[421] = cse675;  /* [11, 25] */
    out[422] = cse676;  /* [11, 26] */
    out[423] = cse677;  /* [11, 27] */
    out[424] = cse678;  /* [11, 28] */
    out[430] = cse679;  /* [11, 34] */
    out[438] = cse255;  /* [12, 6] */
    out[441] = cse44*(cse184 + cse609);  /* [12, 9] */
    out[442] = cse44*(cse229 + cse647);  /* [12, 10] */
    out[443] = cse44*(cse248 + cse670);  /* [12, 11] */
    out[444] = cse680;  /* [12, 12] */
    out[447] = cse691;  /* [12, 15] */
    out[448] = cse696;  /* [12, 16] */
    out[449] = cse701;  /* [12, 17] */
    out[459] = cse269;  /* [12, 27] */
    out[460] = cse276;  /* [12, 28] */
    out[463] = cse702;  /* [12, 31] */
    out[464] = cse703;  /* [12, 32] */
    out[466] = cse287;  /* [12, 34] */
    out[475] = cse255;  /* [13, 7] */
    out[477] = cse44*(cse298 + cse611);  /* [13, 9] */
    out[478] = cse44*(cse307 + cse649);  /* [13, 10] */
    out[479] = cse44*(cse324 + cse671);  /* [13, 11] */
    out[481] = cse680;  /* [13, 13] */
    out[483] = cse705;  /* [13, 15] */
    out[484] = cse708;  /* [13, 16] */
    out[485] = cse711;  /* [13, 17] */
    out[495] = cse339;  /* [13, 27] */
    out[496] = cse341;  /* [13, 28] */
    out[499] = cse709;  /* [13, 31] */
    out[500] = cse686;  /* [13, 32] */
    out[502] = cse344;  /* [13, 34] */
    out[512] = cse255;  /* [14, 8] */
    out[514] = cse44*(cse349 + cse650);  /* [14, 10] */
    out[515] = cse44*(cse359 + cse672);  /* [14, 11] */
    out[518] = cse680;  /* [14, 14] */
    out[520] = cse714;  /* [14, 16] */
    out[521] = cse715;  /* [14, 17] */
    out[531] = cse369;  /* [14, 27] */
    out[532] = cse372;  /* [14, 28] */
    out[535] = cse716;  /* [14, 31] */
    out[536] = cse717;  /* [14, 32] */
    out[538] = cse376;  /* [14, 34] */
    out[546] = cse259;  /* [15, 6] */
    out[547] = cse336;  /* [15, 7] */
    out[549] = cse613;  /* [15, 9] */
    out[550] = cse651;  /* [15, 10] */
    out[551] = cse673;  /* [15, 11] */
    out[552] = cse691;  /* [15, 12] */
    out[553] = cse705;  /* [15, 13] */
    out[555] = cse44*(cse756*lam_8 + cse758*lam_14 + cse761*lam_13 + cse762 + lam_16*(cse752*cse753 + cse753*cse754 + cse755)) + 0.0001*cse718 + cse747*cse749 + cse747*cse751 - h*(cse260*cse734 + cse692*cse743 - cse694*cse746);  /* [15, 15] */
    out[556] = cse44*(a_15*(cse748*cse770 + cse750*cse770 - cse770) - a_17*cse733 + cse256*(cse721*cse732 + cse725*cse728 + cse764*v_thetad_slider) + cse260*cse775 - cse260*cse782 - cse260*cse783 - cse692*cse779 + cse694*cse777 + cse784) - h*(cse260*cse765 + cse692*cse767 - cse694*cse769);  /* [15, 16] */
    out[557] = cse44*(-cse260*cse790 - cse692*cse774 - cse692*cse789 - cse694*cse781 + cse694*cse788 + cse793) + cse735 - h*(cse692*cse785 - cse694*cse786);  /* [15, 17] */
    out[566] = cse794;  /* [15, 26] */
    out[569] = cse795;  /* [15, 29] */
    out[570] = cse686;  /* [15, 30] */
    out[571] = cse796;  /* [15, 31] */
    out[572] = cse797;  /* [15, 32] */
    out[573] = cse798;  /* [15, 33] */
    out[574] = cse799;  /* [15, 34] */
    out[582] = cse263;  /* [16, 6] */
    out[583] = cse338;  /* [16, 7] */
    out[584] = cse367;  /* [16, 8] */
    out[585] = cse615;  /* [16, 9] */
    out[586] = cse652;  /* [16, 10] */
    out[587] = cse674;  /* [16, 11] */
    out[588] = cse696;  /* [16, 12] */
    out[589] = cse708;  /* [16, 13] */
    out[590] = cse714;  /* [16, 14] */
    out[591] = cse44*cse784 - h*(cse681*cse743 + cse683*cse746);  /* [16, 15] */
    out[592] = cse44*(-cse681*cse779 - cse683*cse777 - cse688*lam_15 + cse697*lam_11 + cse699*lam_12 + lam_13*(cse688*q_r_slider_y + cse697*cse757 + cse801) + lam_14*(cse685*q_r_slider_y + cse699*cse757 + cse802) + lam_16*(-cse260*cse376 + cse752*cse800 + cse753 + cse754*cse800 + cse755) + lam_8*(-cse260*cse369 + cse756)) + cse749 + cse751 - h*(cse681*cse767 + cse683*cse769);  /* [16, 16] */
    out[593] = cse44*(-cse681*cse789 - cse683*cse788 - cse775 + cse782 + cse807) - h*(cse681*cse785 + cse683*cse786);  /* [16, 17] */
    out[602] = cse808;  /* [16, 26] */
    out[605] = cse695;  /* [16, 29] */
    out[606] = cse693;  /* [16, 30] */
    out[607] = cse806;  /* [16, 31] */
    out[608] = cse809;  /* [16, 32] */
    out[609] = cse810;  /* [16, 33] */
    out[610] = cse811;  /* [16, 34] */
    out[624] = cse701;  /* [17, 12] */
    out[625] = cse711;  /* [17, 13] */
    out[626] = cse715;  /* [17, 14] */
    out[627] = cse44*cse793 - cse734*h + cse735;  /* [17, 15] */
    out[628] = cse44*(-a_15*cse733 - cse783 + cse807) - cse765*h;  /* [17, 16] */
    out[629] = cse44*(cse762 - cse790 + lam_13*(cse761 + cse801) + lam_14*(cse758 + cse802)) + 0.0001;  /* [17, 17] */
    out[641] = cse703;  /* [17, 29] */
    out[642] = cse698;  /* [17, 30] */
    out[643] = cse812;  /* [17, 31] */
    out[644] = cse813;  /* [17, 32] */
    out[645] = cse814;  /* [17, 33] */
    out[648] = 1;  /* [18, 0] */
    out[685] = 1;  /* [19, 1] */
    out[722] = 1;  /* [20, 2] */
    out[759] = cse101;  /* [21, 3] */
    out[760] = cse150;  /* [21, 4] */
    out[796] = cse151;  /* [22, 4] */
    out[828] = 1;  /* [23, 0] */
    out[831] = cse74;  /* [23, 3] */
    out[832] = cse116;  /* [23, 4] */
    out[833] = cse138;  /* [23, 5] */
    out[834] = -1;  /* [23, 6] */
    out[837] = cse476;  /* [23, 9] */
    out[838] = cse546;  /* [23, 10] */
    out[839] = cse602;  /* [23, 11] */
    out[865] = 1;  /* [24, 1] */
    out[867] = cse142;  /* [24, 3] */
    out[868] = cse152;  /* [24, 4] */
    out[869] = cse155;  /* [24, 5] */
    out[871] = -1;  /* [24, 7] */
    out[873] = cse463;  /* [24, 9] */
    out[874] = cse543;  /* [24, 10] */
    out[875] = cse598;  /* [24, 11] */
    out[902] = 1;  /* [25, 2] */
    out[904] = cse153;  /* [25, 4] */
    out[905] = cse156;  /* [25, 5] */
    out[908] = -1;  /* [25, 8] */
    out[910] = cse653;  /* [25, 10] */
    out[911] = cse675;  /* [25, 11] */
    out[945] = cse617;  /* [26, 9] */
    out[946] = cse654;  /* [26, 10] */
    out[947] = cse676;  /* [26, 11] */
    out[951] = cse794;  /* [26, 15] */
    out[952] = cse808;  /* [26, 16] */
    out[978] = cse270;  /* [27, 6] */
    out[979] = cse340;  /* [27, 7] */
    out[980] = cse370;  /* [27, 8] */
    out[981] = cse618;  /* [27, 9] */
    out[982] = cse655;  /* [27, 10] */
    out[983] = cse677;  /* [27, 11] */
    out[984] = cse269;  /* [27, 12] */
    out[985] = cse339;  /* [27, 13] */
    out[986] = cse369;  /* [27, 14] */
    out[1014] = cse277;  /* [28, 6] */
    out[1015] = cse342;  /* [28, 7] */
    out[1016] = cse373;  /* [28, 8] */
    out[1017] = cse619;  /* [28, 9] */
    out[1018] = cse656;  /* [28, 10] */
    out[1019] = cse678;  /* [28, 11] */
    out[1020] = cse276;  /* [28, 12] */
    out[1021] = cse341;  /* [28, 13] */
    out[1022] = cse372;  /* [28, 14] */
    out[1059] = cse795;  /* [29, 15] */
    out[1060] = cse695;  /* [29, 16] */
    out[1061] = cse703;  /* [29, 17] */
    out[1095] = cse686;  /* [30, 15] */
    out[1096] = cse693;  /* [30, 16] */
    out[1097] = cse698;  /* [30, 17] */
    out[1128] = cse702;  /* [31, 12] */
    out[1129] = cse709;  /* [31, 13] */
    out[1130] = cse716;  /* [31, 14] */
    out[1131] = cse796;  /* [31, 15] */
    out[1132] = cse806;  /* [31, 16] */
    out[1133] = cse812;  /* [31, 17] */
    out[1164] = cse703;  /* [32, 12] */
    out[1165] = cse686;  /* [32, 13] */
    out[1166] = cse717;  /* [32, 14] */
    out[1167] = cse797;  /* [32, 15] */
    out[1168] = cse809;  /* [32, 16] */
    out[1169] = cse813;  /* [32, 17] */
    out[1203] = cse798;  /* [33, 15] */
    out[1204] = cse810;  /* [33, 16] */
    out[1205] = cse814;  /* [33, 17] */
    out[1230] = cse288;  /* [34, 6] */
    out[1231] = cse345;  /* [34, 7] */
    out[1232] = cse377;  /* [34, 8] */
    out[1233] = cse620;  /* [34, 9] */
    out[1234] = cse657;  /* [34, 10] */
    out[1235] = cse679;  /* [34, 11] */
    out[1236] = cse287;  /* [34, 12] */
    out[1237] = cse344;  /* [34, 13] */
    out[1238] = cse376;  /* [34, 14] */
    out[1239] = cse799;  /* [34, 15] */
    out[1240] = cse811;  /* [34, 16] */
    out[1263] = cse143;  /* [35, 3] */
    out[1264] = cse154;  /* [35, 4] */
    out[1265] = cse157;  /* [35, 5] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_slider_crank_re_genalpha_matrix_perm[36] = {19, 18, 33, 30, 29, 17, 32, 31, 1, 0, 15, 9, 13, 12, 7, 6, 26, 16, 34, 14, 28, 27, 21, 22,
    24, 23, 3, 35, 11, 10, 8, 4, 5, 25, 2, 20};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 36, kl = 19, ku = 19, ldab = 58), and in the row-major 36 x 36 matrix. */
static const int mg_slider_crank_re_genalpha_matrix_in_band[284] = {560, 104, 1472, 502, 46, 1414, 2010, 2067, 1953, 1546, 1831, 1888, 1318, 1489, 1432, 1603,
    1551, 1836, 1893, 1323, 1380, 1494, 1437, 1950, 1608, 1552, 1837, 1894, 1495, 1438, 1951,
    1609, 908, 680, 1706, 1649, 794, 623, 1022, 1478, 1250, 1193, 1079, 850, 679, 1705, 1648,
    736, 622, 1021, 1420, 1249, 1192, 1078, 1778, 1721, 1664, 1151, 1037, 1949, 1265, 1208,
    1094, 904, 847, 676, 1702, 1645, 790, 733, 619, 1018, 1474, 1417, 961, 1246, 1189, 1075,
    922, 865, 1777, 694, 1720, 1663, 808, 751, 1150, 637, 1036, 1492, 1435, 1948, 979, 1264,
    1207, 1093, 921, 864, 1776, 693, 1719, 1662, 807, 750, 1149, 636, 1035, 1491, 1434, 1947,
    978, 1263, 1206, 1092, 906, 678, 1704, 1647, 792, 621, 1020, 336, 1248, 1191, 450, 393,
    1077, 848, 677, 1703, 1646, 734, 620, 1019, 335, 1247, 1190, 449, 392, 1076, 1767, 1710,
    1653, 1140, 1026, 342, 1254, 1197, 456, 399, 1083, 903, 846, 675, 1701, 1644, 789, 732,
    618, 1017, 333, 960, 276, 219, 447, 390, 162, 1074, 910, 853, 1765, 682, 1708, 1651, 796,
    739, 1138, 625, 1024, 340, 967, 283, 226, 454, 397, 169, 1081, 784, 727, 1126, 613, 1012,
    328, 271, 214, 442, 385, 157, 552, 494, 2011, 1542, 1827, 1828, 576, 1545, 1830, 1887,
    918, 690, 1716, 1659, 518, 1544, 1829, 1886, 860, 689, 1715, 1658, 2009, 1838, 1895, 1781,
    1724, 1667, 681, 1707, 1650, 624, 1023, 914, 857, 1769, 686, 1712, 1655, 800, 743, 1142,
    913, 856, 1768, 685, 1711, 1654, 799, 742, 1141, 612, 1011, 327, 611, 1010, 326, 786, 729,
    1128, 615, 1014, 330, 785, 728, 1127, 614, 1013, 329, 610, 1009, 325, 911, 854, 1766, 683,
    1709, 1652, 797, 740, 1139, 626, 1025, 1547, 1832, 1889};
static const int mg_slider_crank_re_genalpha_matrix_in_dense[284] = {0, 18, 23, 37, 55, 60, 74, 92, 97, 111, 112, 113, 129, 131, 132, 143, 147, 148, 149, 165,
    166, 167, 168, 169, 179, 183, 184, 185, 203, 204, 205, 215, 222, 225, 226, 227, 228, 231,
    232, 239, 243, 244, 250, 259, 261, 262, 263, 265, 267, 268, 276, 279, 280, 286, 296, 298,
    299, 302, 304, 313, 315, 316, 322, 330, 331, 333, 334, 335, 336, 337, 339, 340, 347, 348,
    350, 351, 352, 358, 366, 367, 368, 369, 370, 371, 372, 373, 374, 375, 376, 383, 384, 385,
    386, 387, 388, 394, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 419, 420, 421,
    422, 423, 424, 430, 438, 441, 442, 443, 444, 447, 448, 449, 459, 460, 463, 464, 466, 475,
    477, 478, 479, 481, 483, 484, 485, 495, 496, 499, 500, 502, 512, 514, 515, 518, 520, 521,
    531, 532, 535, 536, 538, 546, 547, 549, 550, 551, 552, 553, 555, 556, 557, 566, 569, 570,
    571, 572, 573, 574, 582, 583, 584, 585, 586, 587, 588, 589, 590, 591, 592, 593, 602, 605,
    606, 607, 608, 609, 610, 624, 625, 626, 627, 628, 629, 641, 642, 643, 644, 645, 648, 685,
    722, 759, 760, 796, 828, 831, 832, 833, 834, 837, 838, 839, 865, 867, 868, 869, 871, 873,
    874, 875, 902, 904, 905, 908, 910, 911, 945, 946, 947, 951, 952, 978, 979, 980, 981, 982,
    983, 984, 985, 986, 1014, 1015, 1016, 1017, 1018, 1019, 1020, 1021, 1022, 1059, 1060,
    1061, 1095, 1096, 1097, 1128, 1129, 1130, 1131, 1132, 1133, 1164, 1165, 1166, 1167, 1168,
    1169, 1203, 1204, 1205, 1230, 1231, 1232, 1233, 1234, 1235, 1236, 1237, 1238, 1239, 1240,
    1263, 1264, 1265};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_slider_crank_re_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
    (void)dv;
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_15 = a[15];
    const double a_17 = a[17];
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
    (void)p;
    const double cse0 = cos(q_theta_crank);
    const double cse1 = cos(q_psi_crank);
    const double cse2 = (cse1*cse1);
    const double cse3 = sin(q_theta_crank);
    const double cse4 = (cse3*cse3);
    const double cse5 = sin(q_psi_crank);
    const double cse6 = (cse5*cse5);
    const double cse7 = cse3*cse5;
    const double cse8 = cse7*v_phid_crank;
    const double cse9 = cse1*v_thetad_crank;
    const double cse10 = -cse8 - cse9;
    const double cse11 = 0.0001*cse10;
    const double cse12 = cse1*cse3;
    const double cse13 = 0.0001*cse3;
    const double cse14 = cse13*v_phid_crank;
    const double cse15 = cse1*cse14;
    const double cse16 = cse5*v_thetad_crank;
    const double cse17 = 0.0001*cse16;
    const double cse18 = -cse15 + cse17;
    const double cse19 = cse12*v_phid_crank;
    const double cse20 = -cse16 + cse19;
    const double cse21 = 1e-05*cse20;
    const double cse22 = 1e-05*cse9;
    const double cse23 = -cse22 - 1e-05*cse8;
    const double cse24 = cse13*v_thetad_crank;
    const double cse25 = -cse11*cse12 + cse12*cse23 - cse18*cse7 - cse21*cse7 + cse24;
    const double cse26 = cse14*cse5;
    const double cse27 = 0.0001*cse9;
    const double cse28 = cse26 + cse27;
    const double cse29 = cse0*v_phid_crank;
    const double cse30 = cse29 + v_psid_crank;
    const double cse31 = 0.0001*cse30;
    const double cse32 = 0.0001*cse0;
    const double cse33 = cse32*v_phid_crank;
    const double cse34 = 0.0001*v_psid_crank;
    const double cse35 = cse33 + cse34;
    const double cse36 = 1e-05*v_psid_crank;
    const double cse37 = cse0*cse11 - cse0*cse22 + cse0*cse28 + cse31*cse7 - cse35*cse7 + cse36*cse7;
    const double cse38 = cse15 - cse17;
    const double cse39 = cse1*cse31;
    const double cse40 = 1e-05*cse29;
    const double cse41 = -cse36 - cse40;
    const double cse42 = -cse0*cse21 + cse0*cse38 + cse12*cse34 + cse12*cse41 + cse16*cse32 + cse3*cse39;
    const double cse43 = 2*3.141592653589793*t;
    const double cse44 = sin(cse43);
    const double cse45 = cos(q_phi_crank);
    const double cse46 = cse0*cse45;
    const double cse47 = cse1*cse46;
    const double cse48 = sin(q_phi_crank);
    const double cse49 = cse48*cse5;
    const double cse50 = -cse47 + cse49;
    const double cse51 = cse44*cse50;
    const double cse52 = cse47 - cse49;
    const double cse53 = cos(cse43);
    const double cse54 = cse12*cse53;
    const double cse55 = cse44*cse52 + cse54 + 1;
    const double cse56 = (1.0/(cse55*cse55));
    const double cse57 = cse12*cse44;
    const double cse58 = -cse52*cse53 + cse57;
    const double cse59 = 2*cse58;
    const double cse60 = cse56*cse59;
    const double cse61 = cse45*cse5;
    const double cse62 = cse1*cse48;
    const double cse63 = cse0*cse62;
    const double cse64 = -cse61 - cse63;
    const double cse65 = (cse64*cse64);
    const double cse66 = 4*cse58/(cse55*cse55*cse55);
    const double cse67 = cse50*cse53;
    const double cse68 = 2/cse55;
    const double cse69 = cse44*cse56;
    const double cse70 = cse3*cse45*lam_3;
    const double cse71 = 0.08*cse47;
    const double cse72 = 0.08*cse49 - cse71;
    const double cse73 = 0.08*cse63;
    const double cse74 = 0.08*cse61;
    const double cse75 = cse72*lam_6 + lam_5*(cse73 + cse74);
    const double cse76 = -cse1*cse18 - cse1*cse21 + cse11*cse5 + cse14 - cse23*cse5;
    const double cse77 = -cse1*cse35 + cse1*cse36 - cse1*cse40 + cse39;
    const double cse78 = cse33*cse5;
    const double cse79 = -cse31*cse5 - cse34*cse5 - cse41*cse5 + cse78;
    const double cse80 = 9e-05*cse1;
    const double cse81 = cse7*cse80;
    const double cse82 = cse0*cse5;
    const double cse83 = cse80*cse82;
    const double cse84 = cse3*v_phid_crank;
    const double cse85 = cse1*cse33;
    const double cse86 = cse1*cse29;
    const double cse87 = -cse14*cse16 + cse21*cse84 + cse30*cse85 - cse38*cse84 + cse41*cse86 + cse85*v_psid_crank;
    const double cse88 = cse30*cse38;
    const double cse89 = cse16*cse33 - cse16*cse34 + cse19*cse34 + cse20*cse41 + cse88;
    const double cse90 = cse5*cse89;
    const double cse91 = cse29*cse5;
    const double cse92 = -cse11*cse86 - cse18*cse91 - cse21*cse91 + cse23*cse86 + cse33*v_thetad_crank;
    const double cse93 = cse10*cse35 + cse28*cse30 + cse36*cse8 + cse36*cse9 - cse40*cse9;
    const double cse94 = cse1*cse93;
    const double cse95 = -cse11*cse84 + cse22*cse84 - cse28*cse84 + cse30*cse78 - cse35*cse91 + cse36*cse91;
    const double cse96 = cse0*cse3;
    const double cse97 = 0.0002*cse96;
    const double cse98 = cse44*cse60;
    const double cse99 = cse3*cse48;
    const double cse100 = cse1*cse99;
    const double cse101 = cse0*cse1;
    const double cse102 = cse1*cse45;
    const double cse103 = cse3*cse44;
    const double cse104 = cse101*cse53 - cse102*cse103;
    const double cse105 = cse104*cse56;
    const double cse106 = 2*cse105;
    const double cse107 = cse53*cse64;
    const double cse108 = cse104*cse66;
    const double cse109 = cse44*cse64;
    const double cse110 = cse53*cse68;
    const double cse111 = cse3*cse53;
    const double cse112 = cse101*cse44 + cse102*cse111;
    const double cse113 = 2*cse112;
    const double cse114 = cse64*cse69;
    const double cse115 = 0.08*cse99;
    const double cse116 = cse1*cse115;
    const double cse117 = 0.08*cse102;
    const double cse118 = cse117*cse3;
    const double cse119 = cse0*cse48*lam_3 + cse116*lam_6 + cse118*lam_5 + lam_17*(-cse100*cse110 - cse100*cse98 + cse106*cse107 + cse108*cse109 - cse113*cse114);
    const double cse120 = cse11 + 0.00011*cse8 + 0.00011*cse9;
    const double cse121 = -0.0002*cse16 + 0.0002*cse19 - cse21;
    const double cse122 = 9e-05*cse3;
    const double cse123 = a_4*cse122;
    const double cse124 = cse10*cse41 + cse30*(-cse26 - cse27) + cse33*cse9 - cse34*cse8 - cse34*cse9;
    const double cse125 = cse16 - cse19;
    const double cse126 = cse125*cse35 - cse16*cse36 + cse16*cse40 + cse19*cse36 + cse88;
    const double cse127 = cse10*cse23 + cse10*cse28 + cse125*cse18 + cse20*(1e-05*cse16 - 1e-05*cse19);
    const double cse128 = 0.00018*cse1*cse5;
    const double cse129 = cse46*cse5;
    const double cse130 = -cse129 - cse62;
    const double cse131 = cse130*cse44 - cse53*cse7;
    const double cse132 = cse131*cse56;
    const double cse133 = cse0*cse49;
    const double cse134 = -cse102 + cse133;
    const double cse135 = -cse130*cse53 - cse44*cse7;
    const double cse136 = -cse117 + 0.08*cse133;
    const double cse137 = 0.08*cse129;
    const double cse138 = 0.08*cse62;
    const double cse139 = cse136*lam_6 + lam_17*(2*cse107*cse132 + cse109*cse131*cse66 - cse110*cse134 - 2*cse114*cse135 - cse134*cse98) + lam_5*(cse137 + cse138);
    const double cse140 = -cse73 - cse74;
    const double cse141 = -cse110*cse64 - cse64*cse98;
    const double cse142 = -cse54;
    const double cse143 = -cse57;
    const double cse144 = 0.08*lam_7;
    const double cse145 = -cse12*cse144;
    const double cse146 = a_3*cse122;
    const double cse147 = -cse115*cse5*lam_5 - cse144*cse82 + cse3*cse74*lam_6 + lam_17*(-cse106*cse135 + cse108*cse131 - cse113*cse132 - cse60*(cse103*cse61 - cse53*cse82) + cse68*(-cse111*cse61 - cse44*cse82));
    const double cse148 = -cse46;
    const double cse149 = -cse3;
    const double cse150 = -cse118;
    const double cse151 = 0.08*cse101;
    const double cse152 = -cse105*cse59 + cse112*cse68;
    const double cse153 = -cse137 - cse138;
    const double cse154 = -0.08*cse7;
    const double cse155 = -cse132*cse59 + cse135*cse68;
    const double cse156 = 2*lam_16;
    const double cse157 = cse156*hq;
    const double cse158 = cse157 + 0.5;
    const double cse159 = cos(q_phi_rod);
    const double cse160 = sin(q_theta_rod);
    const double cse161 = 0.09999965336035312*cse160;
    const double cse162 = cse159*cse161;
    const double cse163 = cos(q_psi_rod);
    const double cse164 = cos(q_theta_rod);
    const double cse165 = cse163*cse164;
    const double cse166 = 0.1000001947021587*cse165;
    const double cse167 = cse159*cse166;
    const double cse168 = sin(q_psi_rod);
    const double cse169 = cse164*cse168;
    const double cse170 = 0.050000303872472236*cse159;
    const double cse171 = cse169*cse170;
    const double cse172 = -cse167 - cse171;
    const double cse173 = -cse162 + cse172;
    const double cse174 = sin(q_phi_rod);
    const double cse175 = 0.1000001947021587*cse174;
    const double cse176 = cse168*cse175;
    const double cse177 = 0.050000303872472236*cse174;
    const double cse178 = cse163*cse177;
    const double cse179 = cse176 - cse178;
    const double cse180 = cse173 + cse179;
    const double cse181 = 2*cse180;
    const double cse182 = cse181*lam_16;
    const double cse183 = 0.7453580594528005*cse160;
    const double cse184 = cse159*cse183;
    const double cse185 = 0.2981417181776114*cse168;
    const double cse186 = cse159*cse185;
    const double cse187 = cse164*cse186;
    const double cse188 = 0.5962825497118436*cse163;
    const double cse189 = cse164*cse188;
    const double cse190 = cse159*cse189;
    const double cse191 = -cse187 - cse190;
    const double cse192 = cse184 + cse191;
    const double cse193 = 0.5962825497118436*cse168;
    const double cse194 = cse174*cse193;
    const double cse195 = 0.2981417181776114*cse163;
    const double cse196 = cse174*cse195;
    const double cse197 = cse194 - cse196;
    const double cse198 = cse192 + cse197;
    const double cse199 = cse198*lam_10;
    const double cse200 = 5.254189828941647e-07*cse160;
    const double cse201 = cse159*cse200;
    const double cse202 = 0.4472146529097166*cse163;
    const double cse203 = cse159*cse202;
    const double cse204 = cse164*cse203;
    const double cse205 = 0.8944266622941008*cse168;
    const double cse206 = cse159*cse205;
    const double cse207 = cse164*cse206;
    const double cse208 = cse204 - cse207;
    const double cse209 = cse201 + cse208;
    const double cse210 = 0.4472146529097166*cse168;
    const double cse211 = cse174*cse210;
    const double cse212 = 0.8944266622941008*cse163;
    const double cse213 = cse174*cse212;
    const double cse214 = -cse211 - cse213;
    const double cse215 = cse209 + cse214;
    const double cse216 = cse215*lam_9;
    const double cse217 = hq*(-cse182 - cse199 - cse216);
    const double cse218 = 0.09999965336035312*cse164;
    const double cse219 = cse174*cse218;
    const double cse220 = cse160*cse163;
    const double cse221 = 0.1000001947021587*cse220;
    const double cse222 = cse174*cse221;
    const double cse223 = cse160*cse168;
    const double cse224 = cse177*cse223;
    const double cse225 = -cse219 + cse222 + cse224;
    const double cse226 = 2*cse225;
    const double cse227 = cse226*lam_16;
    const double cse228 = 0.7453580594528005*cse164;
    const double cse229 = cse160*cse188;
    const double cse230 = cse174*cse185;
    const double cse231 = cse160*cse230 + cse174*cse228 + cse174*cse229;
    const double cse232 = cse231*lam_10;
    const double cse233 = 5.254189828941647e-07*cse164;
    const double cse234 = cse174*cse202;
    const double cse235 = cse174*cse205;
    const double cse236 = -cse160*cse234 + cse160*cse235 + cse174*cse233;
    const double cse237 = cse236*lam_9;
    const double cse238 = hq*(-cse227 - cse232 - cse237);
    const double cse239 = cse165*cse177;
    const double cse240 = 0.1000001947021587*cse169;
    const double cse241 = cse174*cse240;
    const double cse242 = cse168*cse170;
    const double cse243 = 0.1000001947021587*cse159;
    const double cse244 = cse163*cse243;
    const double cse245 = -cse239 + cse241 - cse242 - cse244;
    const double cse246 = cse156*cse245;
    const double cse247 = cse164*cse193;
    const double cse248 = -cse159*cse188 - cse164*cse196 + cse174*cse247 - cse186;
    const double cse249 = cse248*lam_10;
    const double cse250 = -cse164*cse211 - cse164*cse213 + cse203 - cse206;
    const double cse251 = cse250*lam_9;
    const double cse252 = hq*(-cse246 - cse249 - cse251);
    const double cse253 = -cse157;
    const double cse254 = sin(q_theta_slider);
    const double cse255 = cos(q_phi_slider);
    const double cse256 = cse254*cse255;
    const double cse257 = -cse157*cse256;
    const double cse258 = cos(q_theta_slider);
    const double cse259 = sin(q_phi_slider);
    const double cse260 = cse258*cse259;
    const double cse261 = -cse157*cse260;
    const double cse262 = cse164*cse235;
    const double cse263 = cse164*cse234;
    const double cse264 = cse159*cse210;
    const double cse265 = cse159*cse212;
    const double cse266 = cse174*cse200;
    const double cse267 = -cse262 + cse263 + cse264 + cse265 + cse266;
    const double cse268 = -cse267;
    const double cse269 = cse164*cse230;
    const double cse270 = cse174*cse189;
    const double cse271 = cse159*cse193;
    const double cse272 = cse174*cse183;
    const double cse273 = cse159*cse195;
    const double cse274 = -cse269 - cse270 - cse271 + cse272 + cse273;
    const double cse275 = -cse274;
    const double cse276 = cse254*cse259;
    const double cse277 = 0.33333535914981494*cse168;
    const double cse278 = cse164*cse277;
    const double cse279 = 0.666667964681058*cse163;
    const double cse280 = cse164*cse279;
    const double cse281 = 0.33333535914981494*cse163;
    const double cse282 = 0.6666643557356875*cse160;
    const double cse283 = 0.666667964681058*cse168;
    const double cse284 = 0.15*cse159*cse281 - 0.15*cse159*cse283 - 0.15*cse174*cse278 - 0.15*cse174*cse280 - 0.15*cse174*cse282 - q_r_rod_x + q_r_slider_x;
    const double cse285 = 2*cse276 + 2*cse284;
    const double cse286 = -cse285;
    const double cse287 = cse161*cse174;
    const double cse288 = cse169*cse177;
    const double cse289 = cse166*cse174;
    const double cse290 = -cse288 - cse289;
    const double cse291 = -cse287 + cse290;
    const double cse292 = cse163*cse170;
    const double cse293 = cse168*cse243;
    const double cse294 = cse292 - cse293;
    const double cse295 = cse291 + cse294;
    const double cse296 = cse156*cse295;
    const double cse297 = cse274*lam_10;
    const double cse298 = cse267*lam_9;
    const double cse299 = hq*(-cse296 - cse297 - cse298);
    const double cse300 = cse170*cse223;
    const double cse301 = cse159*cse221;
    const double cse302 = cse159*cse218;
    const double cse303 = -cse300 - cse301 + cse302;
    const double cse304 = 2*cse303;
    const double cse305 = cse304*lam_16;
    const double cse306 = cse159*cse228;
    const double cse307 = cse159*cse229;
    const double cse308 = cse160*cse186;
    const double cse309 = -cse306 - cse307 - cse308;
    const double cse310 = cse309*lam_10;
    const double cse311 = cse159*cse233;
    const double cse312 = cse160*cse206;
    const double cse313 = cse160*cse203;
    const double cse314 = -cse311 - cse312 + cse313;
    const double cse315 = cse314*lam_9;
    const double cse316 = hq*(-cse305 - cse310 - cse315);
    const double cse317 = cse165*cse170;
    const double cse318 = cse159*cse240;
    const double cse319 = cse168*cse177;
    const double cse320 = cse163*cse175;
    const double cse321 = cse317 - cse318 - cse319 - cse320;
    const double cse322 = cse156*cse321;
    const double cse323 = cse174*cse188;
    const double cse324 = cse159*cse247;
    const double cse325 = cse164*cse273;
    const double cse326 = -cse230 - cse323 - cse324 + cse325;
    const double cse327 = cse326*lam_10;
    const double cse328 = cse164*cse212;
    const double cse329 = cse159*cse328;
    const double cse330 = cse164*cse264;
    const double cse331 = cse234 - cse235 + cse329 + cse330;
    const double cse332 = cse331*lam_9;
    const double cse333 = hq*(-cse322 - cse327 - cse332);
    const double cse334 = -cse157*cse276;
    const double cse335 = cse255*cse258;
    const double cse336 = cse157*cse335;
    const double cse337 = -cse201 - cse204 + cse207 + cse211 + cse213;
    const double cse338 = -cse337;
    const double cse339 = -cse184 + cse187 + cse190 - cse194 + cse196;
    const double cse340 = -cse339;
    const double cse341 = 0.15*cse159*cse278 + 0.15*cse159*cse280 + 0.15*cse159*cse282 + 0.15*cse174*cse281 - 0.15*cse174*cse283 - q_r_rod_y + q_r_slider_y;
    const double cse342 = -2*cse256 + 2*cse341;
    const double cse343 = -cse342;
    const double cse344 = 0.050000303872472236*cse169;
    const double cse345 = cse161 + cse166 + cse344;
    const double cse346 = 2*cse345;
    const double cse347 = cse346*lam_16;
    const double cse348 = cse164*cse185 - cse183 + cse189;
    const double cse349 = cse348*lam_10;
    const double cse350 = -cse164*cse202 + cse164*cse205 - cse200;
    const double cse351 = cse350*lam_9;
    const double cse352 = hq*(-cse347 - cse349 - cse351);
    const double cse353 = 0.050000303872472236*cse220;
    const double cse354 = 0.1000001947021587*cse223;
    const double cse355 = cse353 - cse354;
    const double cse356 = 2*cse355;
    const double cse357 = cse356*lam_16;
    const double cse358 = cse160*cse193;
    const double cse359 = cse160*cse195 - cse358;
    const double cse360 = cse359*lam_10;
    const double cse361 = cse160*cse210 + cse160*cse212;
    const double cse362 = cse361*lam_9;
    const double cse363 = hq*(-cse357 - cse360 - cse362);
    const double cse364 = cse157*cse254;
    const double cse365 = cse160*cse202;
    const double cse366 = cse160*cse205;
    const double cse367 = cse233 - cse365 + cse366;
    const double cse368 = -cse367;
    const double cse369 = cse160*cse185;
    const double cse370 = cse228 + cse229 + cse369;
    const double cse371 = -cse370;
    const double cse372 = -cse160*cse277 - cse160*cse279 + 0.6666643557356875*cse164;
    const double cse373 = -0.15*cse372 - q_r_rod_z + q_r_slider_z;
    const double cse374 = 2*cse258 + 2*cse373;
    const double cse375 = -cse374;
    const double cse376 = 0.0013333414365992598*cse168;
    const double cse377 = cse160*cse376;
    const double cse378 = 0.002666671858724232*cse163;
    const double cse379 = cse160*cse378;
    const double cse380 = 0.00266665742294275*cse164;
    const double cse381 = -cse377 - cse379 + cse380;
    const double cse382 = 0.0011925668727104457*cse168;
    const double cse383 = cse160*cse382;
    const double cse384 = 0.0023851301988473744*cse163;
    const double cse385 = cse160*cse384;
    const double cse386 = 0.002981432237811202*cse164;
    const double cse387 = cse383 + cse385 + cse386;
    const double cse388 = 0.00017888586116388667*cse163;
    const double cse389 = 0.00035777066491764035*cse168;
    const double cse390 = cse160*cse389;
    const double cse391 = 2.101675931576659e-10*cse164;
    const double cse392 = -cse160*cse388 + cse390 + cse391;
    const double cse393 = -cse193 + cse195;
    const double cse394 = cse393*v_thetad_rod;
    const double cse395 = cse370*v_phid_rod;
    const double cse396 = 0.0004*cse394 + 0.0004*cse395 + 0.0002981432237811202*v_psid_rod;
    const double cse397 = cse367*cse396;
    const double cse398 = cse394 + cse395 + 0.7453580594528005*v_psid_rod;
    const double cse399 = 0.0017888586116388664*cse220;
    const double cse400 = 0.0035777066491764035*cse223;
    const double cse401 = 2.101675931576659e-09*cse164;
    const double cse402 = cse398*(cse399 - cse400 - cse401);
    const double cse403 = 0.00266665742294275*cse160;
    const double cse404 = cse367*v_phid_rod;
    const double cse405 = cse210 + cse212;
    const double cse406 = cse405*v_thetad_rod;
    const double cse407 = cse404 + cse406 + 5.254189828941647e-07*v_psid_rod;
    const double cse408 = cse407*(0.0002981432237811202*cse164 + 0.00023851301988473745*cse220 + 0.00011925668727104457*cse223);
    const double cse409 = 0.004*cse404;
    const double cse410 = 0.004*cse406;
    const double cse411 = 2.101675931576659e-09*v_psid_rod;
    const double cse412 = -cse409 - cse410 - cse411;
    const double cse413 = cse370*cse412;
    const double cse414 = cse164*cse378;
    const double cse415 = 0.0013333414365992598*cse163;
    const double cse416 = cse160*cse415;
    const double cse417 = cse416*v_psid_rod;
    const double cse418 = cse164*cse376;
    const double cse419 = cse418*v_thetad_rod;
    const double cse420 = 0.002666671858724232*cse168;
    const double cse421 = cse160*cse420;
    const double cse422 = cse397 + cse402 + cse403*v_thetad_rod + cse408 + cse413 + cse414*v_thetad_rod + cse417 + cse419 - cse421*v_psid_rod;
    const double cse423 = -cse281 + cse283;
    const double cse424 = cse423*v_thetad_rod;
    const double cse425 = cse372*v_phid_rod;
    const double cse426 = cse424 + cse425 + 0.6666643557356875*v_psid_rod;
    const double cse427 = cse426*(-cse383 - cse385 - cse386);
    const double cse428 = 0.004*cse424 + 0.004*cse425 + 0.00266665742294275*v_psid_rod;
    const double cse429 = cse370*cse428;
    const double cse430 = cse381*cse398;
    const double cse431 = 2.101675931576659e-10*cse160;
    const double cse432 = cse388*v_thetad_rod;
    const double cse433 = cse164*cse432;
    const double cse434 = 0.00035777066491764035*cse163;
    const double cse435 = cse160*cse434;
    const double cse436 = cse164*cse389;
    const double cse437 = -0.004*cse394 - 0.004*cse395 - 0.002981432237811202*v_psid_rod;
    const double cse438 = cse372*cse437;
    const double cse439 = 0.00017888586116388667*cse168;
    const double cse440 = cse160*cse439;
    const double cse441 = cse440*v_psid_rod;
    const double cse442 = cse427 + cse429 + cse430 + cse431*v_thetad_rod + cse433 - cse435*v_psid_rod - cse436*v_thetad_rod + cse438 - cse441;
    const double cse443 = cse426*(-cse399 + cse400 + cse401);
    const double cse444 = -0.0004*cse424 - 0.0004*cse425 - 0.000266665742294275*v_psid_rod;
    const double cse445 = cse367*cse444;
    const double cse446 = 0.002981432237811202*cse160;
    const double cse447 = cse446*v_thetad_rod;
    const double cse448 = 0.0023851301988473744*cse168;
    const double cse449 = cse160*cse448;
    const double cse450 = cse409 + cse410 + cse411;
    const double cse451 = cse372*cse450;
    const double cse452 = cse384*v_thetad_rod;
    const double cse453 = cse164*cse452;
    const double cse454 = 0.0011925668727104457*cse163;
    const double cse455 = cse160*cse454;
    const double cse456 = cse455*v_psid_rod;
    const double cse457 = cse407*(-0.000266665742294275*cse164 + 0.00026666718587242325*cse220 + 0.00013333414365992598*cse223);
    const double cse458 = cse164*cse382;
    const double cse459 = cse443 + cse445 + cse447 + cse449*v_psid_rod + cse451 - cse453 - cse456 + cse457 - cse458*v_thetad_rod;
    const double cse460 = cse288 + cse289;
    const double cse461 = cse287 + cse460;
    const double cse462 = -cse292 + cse293;
    const double cse463 = cse461 + cse462;
    const double cse464 = cse269 + cse270;
    const double cse465 = -cse272 + cse464;
    const double cse466 = cse271 - cse273;
    const double cse467 = 2*cse295;
    const double cse468 = cse262 - cse263;
    const double cse469 = -cse266 + cse468;
    const double cse470 = -cse264 - cse265;
    const double cse471 = cse469 + cse470;
    const double cse472 = cse215*cse256;
    const double cse473 = cse167 + cse171;
    const double cse474 = cse162 + cse473;
    const double cse475 = -cse176 + cse178;
    const double cse476 = cse474 + cse475;
    const double cse477 = cse396*cse405;
    const double cse478 = cse393*cse412;
    const double cse479 = cse403*v_phid_rod;
    const double cse480 = cse378*v_psid_rod;
    const double cse481 = cse407*(0.00011925668727104457*cse163 - 0.00023851301988473745*cse168);
    const double cse482 = 0.0017888586116388664*cse168;
    const double cse483 = 0.0035777066491764035*cse163;
    const double cse484 = cse398*(-cse482 - cse483);
    const double cse485 = -cse376*v_psid_rod + cse414*v_phid_rod + cse418*v_phid_rod + cse477 + cse478 + cse479 - cse480 + cse481 + cse484;
    const double cse486 = cse423*cse437;
    const double cse487 = cse393*cse428;
    const double cse488 = cse426*(cse448 - cse454);
    const double cse489 = -cse415 + cse420;
    const double cse490 = cse398*cse489;
    const double cse491 = cse431*v_phid_rod;
    const double cse492 = cse388*v_psid_rod;
    const double cse493 = cse164*cse388;
    const double cse494 = cse436*v_phid_rod;
    const double cse495 = cse389*v_psid_rod + cse486 + cse487 + cse488 + cse490 + cse491 - cse492 + cse493*v_phid_rod - cse494;
    const double cse496 = cse426*(cse482 + cse483);
    const double cse497 = cse407*(0.00013333414365992598*cse163 - 0.00026666718587242325*cse168);
    const double cse498 = cse405*cse444;
    const double cse499 = cse382*v_psid_rod;
    const double cse500 = cse423*cse450;
    const double cse501 = cse164*cse384;
    const double cse502 = cse384*v_psid_rod + cse446*v_phid_rod - cse458*v_phid_rod + cse496 + cse497 + cse498 + cse499 + cse500 - cse501*v_phid_rod;
    const double cse503 = -cse403 - cse414 - cse418;
    const double cse504 = -cse431 + cse436 - cse493;
    const double cse505 = -cse446 + cse458 + cse501;
    const double cse506 = -cse278 - cse280 - cse282;
    const double cse507 = cse506*v_phid_rod;
    const double cse508 = cse450*cse507;
    const double cse509 = cse350*v_phid_rod;
    const double cse510 = 0.004*cse509;
    const double cse511 = 0.0004*cse407;
    const double cse512 = cse444*cse509;
    const double cse513 = v_phid_rod*v_thetad_rod;
    const double cse514 = v_phid_rod*v_psid_rod;
    const double cse515 = cse164*cse514;
    const double cse516 = cse160*v_phid_rod;
    const double cse517 = cse383*cse513 + cse386*cse513 + cse426*cse510 + cse448*cse515 + cse452*cse516 - cse454*cse515 - cse507*cse511 + cse508 + cse512;
    const double cse518 = cse449*v_phid_rod;
    const double cse519 = cse407*cse444 + cse426*cse450 + cse447*v_phid_rod + cse452*v_psid_rod - cse453*v_phid_rod - cse456*v_phid_rod - cse458*cse513 + cse499*v_thetad_rod + cse518*v_psid_rod;
    const double cse520 = cse437*cse507;
    const double cse521 = cse348*v_phid_rod;
    const double cse522 = cse428*cse521;
    const double cse523 = cse390*cse513 + cse391*cse513 + 0.004*cse398*cse507 - 0.004*cse426*cse521 - cse432*cse516 - cse434*cse515 - cse439*cse515 + cse520 + cse522;
    const double cse524 = cse435*v_phid_rod;
    const double cse525 = cse389*v_thetad_rod;
    const double cse526 = cse398*cse428 + cse426*cse437 - cse432*v_psid_rod + cse433*v_phid_rod - cse441*v_phid_rod + cse491*v_thetad_rod - cse494*v_thetad_rod - cse524*v_psid_rod + cse525*v_psid_rod;
    const double cse527 = cse396*cse509;
    const double cse528 = cse412*cse521;
    const double cse529 = -cse377*cse513 - cse379*cse513 + cse380*cse513 - cse398*cse510 + cse415*cse515 - cse420*cse515 + cse511*cse521 + cse527 + cse528;
    const double cse530 = cse421*v_phid_rod;
    const double cse531 = cse376*v_thetad_rod;
    const double cse532 = cse396*cse407 + cse398*cse412 + cse414*cse513 + cse417*v_phid_rod + cse419*v_phid_rod + cse479*v_thetad_rod - cse480*v_thetad_rod - cse530*v_psid_rod - cse531*v_psid_rod;
    const double cse533 = 0.003999999999999006*cse160;
    const double cse534 = -cse533;
    const double cse535 = 8.459102457131912e-10*cse163;
    const double cse536 = cse164*cse535;
    const double cse537 = 1.6918154898933405e-09*cse168;
    const double cse538 = cse164*cse537;
    const double cse539 = cse300 + cse301 - cse302;
    const double cse540 = cse311 + cse312 - cse313;
    const double cse541 = cse236*cse256;
    const double cse542 = cse219 - cse222 - cse224;
    const double cse543 = cse303*lam_5 + cse542*lam_6 + lam_10*(cse180*cse231 + cse198*cse225 + cse225*cse339 + cse231*cse341 + cse274*cse303 + cse274*cse539 + cse284*(cse306 + cse307 + cse308) + cse295*cse309) + lam_16*(cse181*cse225 + cse225*cse342 + cse285*cse539 + cse295*cse304) + lam_8*(cse276*cse540 - cse541) + lam_9*(cse180*cse236 + cse215*cse225 + cse225*cse337 + cse236*cse341 + cse267*cse303 + cse267*cse539 + cse284*cse540 + cse295*cse314);
    const double cse544 = 0.003999999999999006*cse164;
    const double cse545 = cse160*cse535;
    const double cse546 = 0.0002981432237811202*cse407;
    const double cse547 = 2.101675931576659e-09*cse398;
    const double cse548 = -cse378*v_thetad_rod + 5.254189828941647e-07*cse396 + 0.7453580594528005*cse412 + cse416*v_phid_rod - cse530 - cse531 + cse546 - cse547;
    const double cse549 = 0.002981432237811202*cse426;
    const double cse550 = 0.00266665742294275*cse398;
    const double cse551 = 0.7453580594528005*cse428 - cse432 + 0.6666643557356875*cse437 - cse440*v_phid_rod - cse524 + cse525 - cse549 + cse550;
    const double cse552 = 2.101675931576659e-09*cse426;
    const double cse553 = 0.000266665742294275*cse407;
    const double cse554 = cse382*v_thetad_rod + 5.254189828941647e-07*cse444 + 0.6666643557356875*cse450 + cse452 - cse455*v_phid_rod + cse518 + cse552 - cse553;
    const double cse555 = 8.459102457131912e-10*cse168;
    const double cse556 = cse160*cse555;
    const double cse557 = 1.6918154898933405e-09*cse163;
    const double cse558 = cse160*cse557;
    const double cse559 = cse277 + cse279;
    const double cse560 = cse202 - cse205;
    const double cse561 = -cse416 + cse421;
    const double cse562 = cse435 + cse440;
    const double cse563 = -cse449 + cse455;
    const double cse564 = -cse185 - cse188;
    const double cse565 = -cse160*cse281 + cse160*cse283;
    const double cse566 = cse560*v_thetad_rod;
    const double cse567 = 0.004*cse566;
    const double cse568 = cse361*v_phid_rod;
    const double cse569 = 0.004*cse568;
    const double cse570 = cse426*(cse567 + cse569);
    const double cse571 = cse565*v_phid_rod;
    const double cse572 = cse559*v_thetad_rod;
    const double cse573 = cse407*(-0.0004*cse571 - 0.0004*cse572);
    const double cse574 = cse566 + cse568;
    const double cse575 = cse444*cse574;
    const double cse576 = v_psid_rod*v_thetad_rod;
    const double cse577 = cse164*cse513;
    const double cse578 = cse571 + cse572;
    const double cse579 = cse450*cse578;
    const double cse580 = cse383*cse514 + cse385*cse514 - cse448*cse576 + cse448*cse577 + cse454*cse576 - cse454*cse577 + cse570 + cse573 + cse575 + cse579;
    const double cse581 = cse359*v_phid_rod;
    const double cse582 = cse564*v_thetad_rod;
    const double cse583 = cse426*(-0.004*cse581 - 0.004*cse582);
    const double cse584 = cse581 + cse582;
    const double cse585 = cse428*cse584;
    const double cse586 = cse398*(0.004*cse571 + 0.004*cse572);
    const double cse587 = cse437*cse578;
    const double cse588 = cse390*cse514 + cse434*cse576 - cse434*cse577 + cse439*cse576 - cse439*cse577 - cse492*cse516 + cse583 + cse585 + cse586 + cse587;
    const double cse589 = cse407*(0.0004*cse581 + 0.0004*cse582);
    const double cse590 = cse412*cse584;
    const double cse591 = cse398*(-cse567 - cse569);
    const double cse592 = cse396*cse574;
    const double cse593 = -cse377*cse514 - cse415*cse576 + cse415*cse577 + cse420*cse576 - cse420*cse577 - cse480*cse516 + cse589 + cse590 + cse591 + cse592;
    const double cse594 = -cse317 + cse318 + cse319 + cse320;
    const double cse595 = 2*cse321;
    const double cse596 = -cse234 + cse235 - cse329 - cse330;
    const double cse597 = cse250*cse256;
    const double cse598 = cse239 - cse241 + cse242 + cse244;
    const double cse599 = cse321*lam_5 + cse598*lam_6 + lam_10*(cse180*cse248 + cse198*cse245 + cse245*cse339 + cse248*cse341 + cse274*cse321 + cse274*cse594 + cse284*(cse230 + cse323 + cse324 - cse325) + cse295*cse326) + lam_16*(cse181*cse245 + cse245*cse342 + cse285*cse594 + cse295*cse595) + lam_8*(cse276*cse596 - cse597) + lam_9*(cse180*cse250 + cse215*cse245 + cse245*cse337 + cse250*cse341 + cse267*cse321 + cse267*cse594 + cse284*cse596 + cse295*cse331);
    const double cse600 = 0.10000060774494447*cse169;
    const double cse601 = 0.2000003894043174*cse165;
    const double cse602 = 0.10000060774494447*cse174;
    const double cse603 = 0.19999930672070623*cse160;
    const double cse604 = 0.2000003894043174*cse174;
    const double cse605 = cse199 + cse216;
    const double cse606 = 0.10000060774494447*cse159;
    const double cse607 = 0.2000003894043174*cse159;
    const double cse608 = cse297 + cse298;
    const double cse609 = cse267*cse276;
    const double cse610 = hq*(lam_16*(cse181*cse256 + cse276*cse467) + lam_8*(cse472 + cse609));
    const double cse611 = cse267*cse335;
    const double cse612 = hq*(lam_16*(cse181*cse260 - cse335*cse467) + lam_8*(cse215*cse260 - cse611));
    const double cse613 = cse256*cse267;
    const double cse614 = cse215*cse276 - cse613;
    const double cse615 = cse180*cse267 + cse215*cse284 + cse267*cse341 + cse295*cse337;
    const double cse616 = cse180*cse274 + cse198*cse284 + cse274*cse341 + cse295*cse339;
    const double cse617 = cse180*cse285 + cse295*cse342;
    const double cse618 = cse434 + cse439;
    const double cse619 = -cse448 + cse454;
    const double cse620 = 0.050000303872472236*cse223;
    const double cse621 = -cse221 - cse620;
    const double cse622 = cse218 + cse621;
    const double cse623 = -cse229 - cse369;
    const double cse624 = cse221 + cse620;
    const double cse625 = cse365 - cse366;
    const double cse626 = -cse233 + cse625;
    const double cse627 = cse376 + cse378;
    const double cse628 = -cse382 - cse384;
    const double cse629 = cse388 - cse389;
    const double cse630 = cse174*cse354;
    const double cse631 = cse177*cse220;
    const double cse632 = -cse630 + cse631;
    const double cse633 = cse159*cse354;
    const double cse634 = cse170*cse220;
    const double cse635 = cse633 - cse634;
    const double cse636 = 0.050000303872472236*cse165;
    const double cse637 = -cse240 + cse636;
    const double cse638 = cse160*cse211 + cse160*cse213;
    const double cse639 = -cse160*cse264 - cse160*cse265;
    const double cse640 = cse164*cse210 + cse328;
    const double cse641 = lam_10*(cse225*cse248 + cse231*cse245 + cse274*cse632 + cse284*(cse160*cse196 - cse174*cse358) + cse303*cse326 + cse309*cse321 + cse339*cse635 + cse341*(cse159*cse358 - cse160*cse273) + cse345*cse359 + cse348*cse355 + cse370*cse637 + cse373*(cse164*cse195 - cse247)) + lam_16*(cse226*cse245 + cse285*cse632 + cse304*cse321 + cse342*cse635 + cse345*cse356 + cse374*cse637) + lam_5*(cse630 - cse631) + lam_6*(-cse633 + cse634) + lam_7*(cse240 - cse636) + lam_8*(-cse256*cse639 + cse258*cse640 + cse276*cse638) + lam_9*(cse225*cse250 + cse236*cse245 + cse267*cse632 + cse284*cse638 + cse303*cse331 + cse314*cse321 + cse337*cse635 + cse341*cse639 + cse345*cse361 + cse350*cse355 + cse367*cse637 + cse373*cse640);
    const double cse642 = 0.19999930672070623*cse164;
    const double cse643 = cse232 + cse237;
    const double cse644 = cse310 + cse315;
    const double cse645 = cse349 + cse351;
    const double cse646 = hq*(lam_16*(cse226*cse256 + cse276*cse304) + lam_8*(cse276*cse314 + cse541));
    const double cse647 = hq*(lam_16*(cse226*cse260 - cse254*cse346 - cse304*cse335) + lam_8*(cse236*cse260 - cse254*cse350 - cse314*cse335));
    const double cse648 = -cse161 - cse166 - cse344;
    const double cse649 = cse236*cse276 - cse256*cse314 + cse258*cse350;
    const double cse650 = cse225*cse267 + cse236*cse284 + cse303*cse337 + cse314*cse341 + cse345*cse367 + cse350*cse373;
    const double cse651 = cse225*cse274 + cse231*cse284 + cse303*cse339 + cse309*cse341 + cse345*cse370 + cse348*cse373;
    const double cse652 = cse225*cse285 + cse303*cse342 + cse345*cse374;
    const double cse653 = 8.459102454963507e-10*cse163;
    const double cse654 = 1.6918154900017607e-09*cse168;
    const double cse655 = cse537*v_thetad_rod;
    const double cse656 = 8.459102454963507e-10*cse168;
    const double cse657 = 1.6918154900017607e-09*cse163;
    const double cse658 = cse537*v_psid_rod;
    const double cse659 = cse172 + cse179;
    const double cse660 = cse460 + cse462;
    const double cse661 = 2*cse245;
    const double cse662 = cse468 + cse470;
    const double cse663 = cse208 + cse214;
    const double cse664 = cse249 + cse251;
    const double cse665 = cse327 + cse332;
    const double cse666 = cse360 + cse362;
    const double cse667 = hq*(lam_16*(cse256*cse661 + cse276*cse595) + lam_8*(cse276*cse331 + cse597));
    const double cse668 = hq*(lam_16*(-cse254*cse356 + cse260*cse661 - cse335*cse595) + lam_8*(cse250*cse260 - cse254*cse361 - cse331*cse335));
    const double cse669 = -cse353 + cse354;
    const double cse670 = cse250*cse276 - cse256*cse331 + cse258*cse361;
    const double cse671 = cse245*cse267 + cse250*cse284 + cse321*cse337 + cse331*cse341 + cse355*cse367 + cse361*cse373;
    const double cse672 = cse245*cse274 + cse248*cse284 + cse321*cse339 + cse326*cse341 + cse355*cse370 + cse359*cse373;
    const double cse673 = cse245*cse285 + cse321*cse342 + cse355*cse374;
    const double cse674 = cse157 + 2.0;
    const double cse675 = cos(q_psi_slider);
    const double cse676 = cse259*cse675;
    const double cse677 = sin(q_psi_slider);
    const double cse678 = cse255*cse677;
    const double cse679 = cse258*cse678;
    const double cse680 = -cse676 - cse679;
    const double cse681 = cse255*cse675;
    const double cse682 = cse258*cse681;
    const double cse683 = cse259*cse677;
    const double cse684 = cse682 - cse683;
    const double cse685 = hq*(cse156*cse256 - cse680*lam_14 + cse684*lam_13);
    const double cse686 = cse254*cse677;
    const double cse687 = cse259*cse686;
    const double cse688 = cse254*cse675;
    const double cse689 = cse259*cse688;
    const double cse690 = hq*(cse156*cse260 - cse687*lam_14 - cse689*lam_13);
    const double cse691 = cse258*cse676;
    const double cse692 = -cse678 - cse691;
    const double cse693 = cse258*cse683;
    const double cse694 = cse681 - cse693;
    const double cse695 = hq*(-cse692*lam_14 + cse694*lam_13);
    const double cse696 = cse678 + cse691;
    const double cse697 = -cse694;
    const double cse698 = -cse681 + cse693;
    const double cse699 = hq*(cse156*cse276 + cse696*lam_13 + cse698*lam_14);
    const double cse700 = cse255*cse686;
    const double cse701 = cse255*cse688;
    const double cse702 = hq*(-cse156*cse335 + cse700*lam_14 + cse701*lam_13);
    const double cse703 = -cse682 + cse683;
    const double cse704 = cse676 + cse679;
    const double cse705 = hq*(cse703*lam_14 + cse704*lam_13);
    const double cse706 = cse258*cse677;
    const double cse707 = cse258*cse675;
    const double cse708 = hq*(-cse156*cse254 - cse706*lam_14 - cse707*lam_13);
    const double cse709 = hq*(cse686*lam_13 - cse688*lam_14);
    const double cse710 = -cse688;
    const double cse711 = -cse686;
    const double cse712 = (cse258*cse258);
    const double cse713 = (cse254*cse254);
    const double cse714 = (cse675*cse675);
    const double cse715 = 0.0001*cse714;
    const double cse716 = (cse677*cse677);
    const double cse717 = 0.0001*cse716;
    const double cse718 = cse686*v_phid_slider;
    const double cse719 = cse675*v_thetad_slider;
    const double cse720 = cse718 + cse719;
    const double cse721 = 0.0001*cse720;
    const double cse722 = 0.0001*cse718;
    const double cse723 = 0.0001*cse719;
    const double cse724 = cse722 + cse723;
    const double cse725 = cse688*v_phid_slider;
    const double cse726 = cse677*v_thetad_slider;
    const double cse727 = -cse725 + cse726;
    const double cse728 = 0.0001*cse727;
    const double cse729 = 0.0001*cse725;
    const double cse730 = 0.0001*cse726;
    const double cse731 = cse729 - cse730;
    const double cse732 = 0.0001*cse254;
    const double cse733 = cse686*cse728 + cse686*cse731 + cse688*cse721 - cse688*cse724 + cse732*v_thetad_slider;
    const double cse734 = 0.0001*cse258;
    const double cse735 = cse734*v_phid_slider;
    const double cse736 = 0.0001*v_psid_slider;
    const double cse737 = -cse735 - cse736;
    const double cse738 = cse258*v_phid_slider;
    const double cse739 = cse738 + v_psid_slider;
    const double cse740 = 0.0001*cse739;
    const double cse741 = -cse729 + cse730;
    const double cse742 = cse258*cse741 - cse688*cse736 - cse688*cse737 - cse688*cse740 - cse726*cse734 - cse727*cse734;
    const double cse743 = -cse722 - cse723;
    const double cse744 = cse735 + cse736;
    const double cse745 = cse258*cse743 - cse686*cse736 - cse686*cse740 + cse686*cse744 + cse719*cse734 + cse720*cse734;
    const double cse746 = (cse255*cse255);
    const double cse747 = 2*cse713;
    const double cse748 = (cse259*cse259);
    const double cse749 = cse256*cse342 - cse276*cse285;
    const double cse750 = cse256*cse337 - cse609;
    const double cse751 = 0.2 - q_r_slider_x;
    const double cse752 = -cse680*q_r_slider_y + cse698*cse751;
    const double cse753 = cse692*cse751;
    const double cse754 = cse684*q_r_slider_y;
    const double cse755 = -cse753 + cse754;
    const double cse756 = -cse684*lam_15 - cse692*lam_11 + cse698*lam_12;
    const double cse757 = cse732*v_phid_slider;
    const double cse758 = cse675*cse728 + cse675*cse731 - cse677*cse721 + cse677*cse724 + cse757;
    const double cse759 = cse677*cse735;
    const double cse760 = cse677*cse736 + cse677*cse737 + cse677*cse740 - cse759;
    const double cse761 = cse675*cse735;
    const double cse762 = -cse675*cse736 - cse675*cse740 + cse675*cse744 + cse761;
    const double cse763 = 0.0002*cse254*cse258;
    const double cse764 = cse718*cse736;
    const double cse765 = cse719*cse736;
    const double cse766 = cse719*cse735;
    const double cse767 = cse720*cse744 + cse739*cse743 - cse764 - cse765 + cse766;
    const double cse768 = cse675*cse767;
    const double cse769 = cse677*cse738;
    const double cse770 = cse254*v_phid_slider;
    const double cse771 = -cse721*cse770 - cse729*v_thetad_slider - cse739*cse759 - cse743*cse770 + cse744*cse769 - cse759*v_psid_slider;
    const double cse772 = cse675*cse738;
    const double cse773 = cse722*v_thetad_slider + cse728*cse770 - cse737*cse772 - cse739*cse761 - cse741*cse770 - cse761*v_psid_slider;
    const double cse774 = -cse725*cse736 - cse726*cse735 + cse726*cse736 + cse739*cse741;
    const double cse775 = cse727*cse737 + cse774;
    const double cse776 = cse677*cse775;
    const double cse777 = cse720*cse761 - cse724*cse772 + cse727*cse759 + cse731*cse769 + cse735*v_thetad_slider;
    const double cse778 = cse689*lam_15 + cse700*lam_12 + cse701*lam_11 + lam_13*(-cse689*q_r_slider_y + cse701*cse751) + lam_14*(-cse687*q_r_slider_y + cse700*cse751) + lam_16*(cse260*cse342 + cse285*cse335) + lam_8*(cse260*cse337 + cse611);
    const double cse779 = -0.0002*cse725 + 0.0002*cse726 - cse728;
    const double cse780 = -0.0002*cse718 - 0.0002*cse719 + cse721;
    const double cse781 = cse725 - cse726;
    const double cse782 = cse744*cse781 + cse774;
    const double cse783 = cse720*cse737 + cse724*cse739 + cse764 + cse765 - cse766;
    const double cse784 = cse720*cse724 + cse720*cse743 + cse727*cse731 + cse731*cse781;
    const double cse785 = cse680*cse751;
    const double cse786 = cse694*q_r_slider_y;
    const double cse787 = -cse680*lam_11 - cse694*lam_15 + cse703*lam_12 + lam_13*(-cse785 + cse786) + lam_14*(-cse692*q_r_slider_y + cse703*cse751);
    const double cse788 = cse276*cse337 + cse613;
    const double cse789 = -cse684;
    const double cse790 = -cse684*cse751 + cse696*q_r_slider_y;
    const double cse791 = cse785 - cse786;
    const double cse792 = -cse696;
    const double cse793 = cse256*cse285 + cse276*cse342;
    const double cse794 = 2*cse712;
    const double cse795 = cse688*q_r_slider_z;
    const double cse796 = cse686*q_r_slider_z;
    const double cse797 = cse700*q_r_slider_y;
    const double cse798 = cse687*cse751;
    const double cse799 = cse706*q_r_slider_z;
    const double cse800 = cse689*cse751 + cse701*q_r_slider_y - cse707*q_r_slider_z;
    const double cse801 = -cse687*lam_11 + cse689*lam_12 + cse700*lam_15 + cse800*lam_14 + lam_13*(-cse797 - cse798 + cse799);
    const double cse802 = -cse254*cse367 + cse260*cse267 - cse335*cse337;
    const double cse803 = cse797 + cse798 - cse799;
    const double cse804 = -cse701;
    const double cse805 = -cse254*cse374 + cse260*cse285 - cse335*cse342;
    const double cse806 = -cse694*cse751 + cse704*q_r_slider_y + cse796;
    const double cse807 = cse753 - cse754 - cse795;
    const double cse808 = -cse704;

    out[where[0]] = 0.12;  /* [0, 0] */
    out[where[1]] = 1;  /* [0, 18] */
    out[where[2]] = 1;  /* [0, 23] */
    out[where[3]] = 0.12;  /* [1, 1] */
    out[where[4]] = 1;  /* [1, 19] */
    out[where[5]] = 1;  /* [1, 24] */
    out[where[6]] = 0.12;  /* [2, 2] */
    out[where[7]] = 1;  /* [2, 20] */
    out[where[8]] = 1;  /* [2, 25] */
    out[where[9]] = 0.0001*(cse0*cse0) + 1e-05*cse2*cse4 + 0.0001*cse4*cse6 + hq*(cse70 + cse75 + lam_17*((cse44*cse44)*cse65*cse66 - cse51*cse60 + 4*cse53*cse65*cse69 - cse67*cse68)) - hv*(cse0*cse25 + cse12*cse37 - cse42*cse7);  /* [3, 3] */
    out[where[10]] = cse81 + hq*(a_3*(2e-05*cse2*cse96 + cse6*cse97 - cse97) + a_4*cse83 - a_5*cse13 + cse0*cse90 - cse0*cse92 - cse0*cse94 + cse119 - cse12*cse95 + cse3*(cse10*cse18 + cse20*cse23 + cse24*v_phid_crank) + cse7*cse87) - hv*(cse0*cse76 + cse12*cse77 - cse7*cse79);  /* [3, 4] */
    out[where[11]] = cse32 + hq*(a_3*cse128*cse4 - cse0*cse127 - cse12*cse126 + cse12*cse89 + cse123*cse2 - cse123*cse6 + cse124*cse7 + cse139 + cse7*cse93) - hv*(cse12*cse120 - cse121*cse7);  /* [3, 5] */
    out[where[12]] = cse99;  /* [3, 21] */
    out[where[13]] = cse72;  /* [3, 23] */
    out[where[14]] = cse140;  /* [3, 24] */
    out[where[15]] = cse141;  /* [3, 35] */
    out[where[16]] = cse119*hq + cse81 - hv*(-cse1*cse42 - cse37*cse5);  /* [4, 3] */
    out[where[17]] = 0.0001*cse2 + 1e-05*cse6 + hq*(a_3*cse83 - cse0*lam_4 + cse1*cse87 + cse145 + cse5*cse95 + cse70 - cse71*lam_6 + cse73*lam_5 + lam_17*((cse104*cse104)*cse66 - 4*cse105*cse112 - cse60*(cse142 - cse44*cse47) + cse68*(cse143 + cse47*cse53))) - hv*(-cse1*cse79 - cse5*cse77);  /* [4, 4] */
    out[where[18]] = hq*(-a_4*cse128 + cse1*cse124 + cse126*cse5 + cse146*cse2 - cse146*cse6 + cse147 - cse90 + cse94) - hv*(-cse1*cse121 - cse120*cse5);  /* [4, 5] */
    out[where[19]] = cse148;  /* [4, 21] */
    out[where[20]] = cse149;  /* [4, 22] */
    out[where[21]] = cse116;  /* [4, 23] */
    out[where[22]] = cse150;  /* [4, 24] */
    out[where[23]] = cse151;  /* [4, 25] */
    out[where[24]] = cse152;  /* [4, 35] */
    out[where[25]] = cse139*hq - cse25*hv + cse32;  /* [5, 3] */
    out[where[26]] = -cse76*hv + hq*(-a_3*cse13 + cse147 - cse92);  /* [5, 4] */
    out[where[27]] = hq*(-cse127 + cse145 + cse75 + lam_17*((cse131*cse131)*cse66 - 4*cse132*cse135 - cse60*(cse142 + cse51) + cse68*(cse143 - cse67))) + 0.0001;  /* [5, 5] */
    out[where[28]] = cse136;  /* [5, 23] */
    out[where[29]] = cse153;  /* [5, 24] */
    out[where[30]] = cse154;  /* [5, 25] */
    out[where[31]] = cse155;  /* [5, 35] */
    out[where[32]] = cse158;  /* [6, 6] */
    out[where[33]] = cse217;  /* [6, 9] */
    out[where[34]] = cse238;  /* [6, 10] */
    out[where[35]] = cse252;  /* [6, 11] */
    out[where[36]] = cse253;  /* [6, 12] */
    out[where[37]] = cse257;  /* [6, 15] */
    out[where[38]] = cse261;  /* [6, 16] */
    out[where[39]] = -1;  /* [6, 23] */
    out[where[40]] = cse268;  /* [6, 27] */
    out[where[41]] = cse275;  /* [6, 28] */
    out[where[42]] = cse286;  /* [6, 34] */
    out[where[43]] = cse158;  /* [7, 7] */
    out[where[44]] = cse299;  /* [7, 9] */
    out[where[45]] = cse316;  /* [7, 10] */
    out[where[46]] = cse333;  /* [7, 11] */
    out[where[47]] = cse253;  /* [7, 13] */
    out[where[48]] = cse334;  /* [7, 15] */
    out[where[49]] = cse336;  /* [7, 16] */
    out[where[50]] = -1;  /* [7, 24] */
    out[where[51]] = cse338;  /* [7, 27] */
    out[where[52]] = cse340;  /* [7, 28] */
    out[where[53]] = cse343;  /* [7, 34] */
    out[where[54]] = cse158;  /* [8, 8] */
    out[where[55]] = cse352;  /* [8, 10] */
    out[where[56]] = cse363;  /* [8, 11] */
    out[where[57]] = cse253;  /* [8, 14] */
    out[where[58]] = cse364;  /* [8, 16] */
    out[where[59]] = -1;  /* [8, 25] */
    out[where[60]] = cse368;  /* [8, 27] */
    out[where[61]] = cse371;  /* [8, 28] */
    out[where[62]] = cse375;  /* [8, 34] */
    out[where[63]] = cse217;  /* [9, 6] */
    out[where[64]] = cse299;  /* [9, 7] */
    out[where[65]] = cse367*cse392 + cse370*cse387 + cse372*cse381 + hq*(cse295*lam_5 + cse476*lam_6 + lam_10*(cse180*cse339 + cse181*cse198 + cse198*cse341 + cse274*cse463 + cse274*cse467 + cse284*(cse465 + cse466)) + lam_16*(2*(cse180*cse180) + cse180*cse342 + cse285*cse463 + 2*(cse295*cse295)) + lam_8*(cse276*cse471 - cse472) + lam_9*(cse180*cse337 + cse181*cse215 + cse215*cse341 + cse267*cse463 + cse267*cse467 + cse284*cse471)) - hv*(cse367*cse442 + cse370*cse459 + cse372*cse422);  /* [9, 9] */
    out[where[66]] = cse381*cse423 + cse387*cse393 + cse392*cse405 + hq*(a_10*(cse393*cse505 + cse405*cse504 + cse423*cse503) + a_11*(cse534 + cse536 - cse538) + a_9*(cse348*cse387 + cse350*cse392 + cse367*cse504 + cse370*cse505 + cse372*cse503 + cse381*cse506) - cse348*cse519 - cse350*cse526 - cse367*cse523 - cse370*cse517 - cse372*cse529 - cse506*cse532 + cse543) - hv*(cse367*cse495 + cse370*cse502 + cse372*cse485);  /* [9, 10] */
    out[where[67]] = -cse160*cse537 + cse544 + cse545 + hq*(a_10*(cse381*cse559 + cse387*cse564 + cse392*cse560 + cse393*cse563 + cse405*cse562 + cse423*cse561) + a_11*(-cse556 - cse558) + a_9*(cse359*cse387 + cse361*cse392 + cse367*cse562 + cse370*cse563 + cse372*cse561 + cse381*cse565) - cse359*cse519 - cse361*cse526 - cse367*cse588 - cse370*cse580 - cse372*cse593 - cse532*cse565 + cse599) - hv*(cse367*cse551 + cse370*cse554 + cse372*cse548);  /* [9, 11] */
    out[where[68]] = hq*(cse605 + lam_16*(-cse159*cse600 - cse159*cse601 - cse159*cse603 - cse163*cse602 + cse168*cse604));  /* [9, 12] */
    out[where[69]] = hq*(cse608 + lam_16*(cse163*cse606 - cse168*cse607 - cse174*cse600 - cse174*cse601 - cse174*cse603));  /* [9, 13] */
    out[where[70]] = cse610;  /* [9, 15] */
    out[where[71]] = cse612;  /* [9, 16] */
    out[where[72]] = cse476;  /* [9, 23] */
    out[where[73]] = cse463;  /* [9, 24] */
    out[where[74]] = cse614;  /* [9, 26] */
    out[where[75]] = cse615;  /* [9, 27] */
    out[where[76]] = cse616;  /* [9, 28] */
    out[where[77]] = cse617;  /* [9, 34] */
    out[where[78]] = cse238;  /* [10, 6] */
    out[where[79]] = cse316;  /* [10, 7] */
    out[where[80]] = cse352;  /* [10, 8] */
    out[where[81]] = cse367*cse618 + cse370*cse619 + cse372*cse489 + cse543*hq - hv*(cse393*cse459 + cse405*cse442 + cse422*cse423);  /* [10, 9] */
    out[where[82]] = cse393*cse619 + cse405*cse618 + cse423*cse489 + hq*(a_9*(cse348*cse619 + cse350*cse618 + cse489*cse506) + cse291*lam_5 - cse393*cse517 - cse405*cse523 - cse423*cse529 + cse474*lam_6 + lam_10*(cse173*cse339 + cse192*cse341 + cse226*cse231 + cse274*cse461 + cse284*cse465 + cse304*cse309 + cse346*cse348 + cse370*cse622 + cse373*(-cse228 + cse623)) + lam_16*(cse173*cse342 + 2*(cse225*cse225) + cse285*cse461 + 2*(cse303*cse303) + 2*(cse345*cse345) + cse374*cse622) + lam_7*(-cse218 + cse624) + lam_8*(-cse209*cse256 + cse258*cse626 + cse276*cse469) + lam_9*(cse173*cse337 + cse209*cse341 + cse226*cse236 + cse267*cse461 + cse284*cse469 + cse304*cse314 + cse346*cse350 + cse367*cse622 + cse373*cse626)) - hv*(cse393*cse502 + cse405*cse495 + cse423*cse485);  /* [10, 10] */
    out[where[83]] = -cse555 - cse557 + hq*(a_10*(cse393*cse628 + cse405*cse629 + cse423*cse627 + cse489*cse559 + cse560*cse618 + cse564*cse619) + a_11*(-cse535 + cse537) + a_9*(cse359*cse619 + cse361*cse618 + cse367*cse629 + cse370*cse628 + cse372*cse627 + cse489*cse565) - cse393*cse580 - cse405*cse588 - cse423*cse593 - cse519*cse564 - cse526*cse560 - cse532*cse559 + cse641) - hv*(cse393*cse554 + cse405*cse551 + cse423*cse548);  /* [10, 11] */
    out[where[84]] = hq*(cse643 + lam_16*(-cse174*cse642 + cse220*cse604 + cse223*cse602));  /* [10, 12] */
    out[where[85]] = hq*(cse644 + lam_16*(cse159*cse642 - cse220*cse607 - cse223*cse606));  /* [10, 13] */
    out[where[86]] = hq*(cse645 + lam_16*(cse600 + cse601 + cse603));  /* [10, 14] */
    out[where[87]] = cse646;  /* [10, 15] */
    out[where[88]] = cse647;  /* [10, 16] */
    out[where[89]] = cse542;  /* [10, 23] */
    out[where[90]] = cse539;  /* [10, 24] */
    out[where[91]] = cse648;  /* [10, 25] */
    out[where[92]] = cse649;  /* [10, 26] */
    out[where[93]] = cse650;  /* [10, 27] */
    out[where[94]] = cse651;  /* [10, 28] */
    out[where[95]] = cse652;  /* [10, 34] */
    out[where[96]] = cse252;  /* [11, 6] */
    out[where[97]] = cse333;  /* [11, 7] */
    out[where[98]] = cse363;  /* [11, 8] */
    out[where[99]] = cse160*cse653 - cse160*cse654 + cse544 + cse599*hq - hv*(cse164*cse655 + 0.6666643557356875*cse397 + 0.6666643557356875*cse402 + 0.6666643557356875*cse408 + 0.6666643557356875*cse413 + 5.254189828941647e-07*cse427 + 5.254189828941647e-07*cse429 + 5.254189828941647e-07*cse430 + 5.254189828941647e-07*cse438 + 0.7453580594528005*cse443 + 0.7453580594528005*cse445 + 0.7453580594528005*cse451 + 0.7453580594528005*cse457 + cse533*v_thetad_rod - cse536*v_thetad_rod + cse556*v_psid_rod + cse558*v_psid_rod);  /* [11, 9] */
    out[where[100]] = -cse656 - cse657 + hq*(a_9*(cse164*cse653 - cse164*cse654 + cse534) + cse507*cse546 - cse507*cse547 - 0.7453580594528005*cse508 - cse509*cse549 + cse509*cse550 - 0.7453580594528005*cse512 - cse513*cse544 - cse513*cse545 - cse515*cse555 - cse515*cse557 + cse516*cse655 - 5.254189828941647e-07*cse520 + cse521*cse552 - cse521*cse553 - 5.254189828941647e-07*cse522 - 0.6666643557356875*cse527 - 0.6666643557356875*cse528 + cse641) - hv*(0.6666643557356875*cse477 + 0.6666643557356875*cse478 + 0.6666643557356875*cse481 + 0.6666643557356875*cse484 + 5.254189828941647e-07*cse486 + 5.254189828941647e-07*cse487 + 5.254189828941647e-07*cse488 + 5.254189828941647e-07*cse490 + 0.7453580594528005*cse496 + 0.7453580594528005*cse497 + 0.7453580594528005*cse498 + 0.7453580594528005*cse500 + cse533*v_phid_rod + cse535*v_psid_rod - cse536*v_phid_rod + cse538*v_phid_rod - cse658);  /* [11, 10] */
    out[where[101]] = hq*(a_10*(-cse653 + cse654) + a_9*(-cse160*cse656 - cse160*cse657) - cse514*cse545 + cse516*cse658 + cse555*cse576 - cse555*cse577 + cse557*cse576 - cse557*cse577 - 0.7453580594528005*cse570 - 0.7453580594528005*cse573 - 0.7453580594528005*cse575 - 0.7453580594528005*cse579 - 5.254189828941647e-07*cse583 - 5.254189828941647e-07*cse585 - 5.254189828941647e-07*cse586 - 5.254189828941647e-07*cse587 - 0.6666643557356875*cse589 - 0.6666643557356875*cse590 - 0.6666643557356875*cse591 - 0.6666643557356875*cse592 + cse624*lam_7 + lam_10*(cse248*cse661 + cse274*cse660 + cse284*(cse464 + cse466) + cse326*cse595 + cse339*cse659 + cse341*(cse191 + cse197) + cse356*cse359 + cse370*cse621 + cse373*cse623) + lam_16*(2*(cse245*cse245) + cse285*cse660 + 2*(cse321*cse321) + cse342*cse659 + 2*(cse355*cse355) + cse374*cse621) + lam_5*(cse290 + cse294) + lam_6*(cse473 + cse475) + lam_8*(-cse256*cse663 + cse258*cse625 + cse276*cse662) + lam_9*(cse250*cse661 + cse267*cse660 + cse284*cse662 + cse331*cse595 + cse337*cse659 + cse341*cse663 + cse356*cse361 + cse367*cse621 + cse373*cse625)) - hv*(3.5027810772243853e-07*cse396 - 2.0679515313825692e-25*cse398 - 2.710505431213761e-20*cse407 + 0.4969036504975035*cse412 + 2.0679515313825692e-25*cse426 + 3.916252734896588e-07*cse428 + 3.5027810772243853e-07*cse437 + 3.916252734896588e-07*cse444 + 0.4969036504975035*cse450 + cse535*v_thetad_rod + cse556*v_phid_rod + cse558*v_phid_rod - cse655) + 0.003999999999999006;  /* [11, 11] */
    out[where[102]] = hq*(cse664 + lam_16*(-cse163*cse607 - cse165*cse602 - cse168*cse606 + cse169*cse604));  /* [11, 12] */
    out[where[103]] = hq*(cse665 + lam_16*(-cse163*cse604 + cse165*cse606 - cse168*cse602 - cse169*cse607));  /* [11, 13] */
    out[where[104]] = hq*(cse666 + lam_16*(0.10000060774494447*cse220 - 0.2000003894043174*cse223));  /* [11, 14] */
    out[where[105]] = cse667;  /* [11, 15] */
    out[where[106]] = cse668;  /* [11, 16] */
    out[where[107]] = cse598;  /* [11, 23] */
    out[where[108]] = cse594;  /* [11, 24] */
    out[where[109]] = cse669;  /* [11, 25] */
    out[where[110]] = cse670;  /* [11, 26] */
    out[where[111]] = cse671;  /* [11, 27] */
    out[where[112]] = cse672;  /* [11, 28] */
    out[where[113]] = cse673;  /* [11, 34] */
    out[where[114]] = cse253;  /* [12, 6] */
    out[where[115]] = hq*(cse182 + cse605);  /* [12, 9] */
    out[where[116]] = hq*(cse227 + cse643);  /* [12, 10] */
    out[where[117]] = hq*(cse246 + cse664);  /* [12, 11] */
    out[where[118]] = cse674;  /* [12, 12] */
    out[where[119]] = cse685;  /* [12, 15] */
    out[where[120]] = cse690;  /* [12, 16] */
    out[where[121]] = cse695;  /* [12, 17] */
    out[where[122]] = cse267;  /* [12, 27] */
    out[where[123]] = cse274;  /* [12, 28] */
    out[where[124]] = cse696;  /* [12, 31] */
    out[where[125]] = cse697;  /* [12, 32] */
    out[where[126]] = cse285;  /* [12, 34] */
    out[where[127]] = cse253;  /* [13, 7] */
    out[where[128]] = hq*(cse296 + cse608);  /* [13, 9] */
    out[where[129]] = hq*(cse305 + cse644);  /* [13, 10] */
    out[where[130]] = hq*(cse322 + cse665);  /* [13, 11] */
    out[where[131]] = cse674;  /* [13, 13] */
    out[where[132]] = cse699;  /* [13, 15] */
    out[where[133]] = cse702;  /* [13, 16] */
    out[where[134]] = cse705;  /* [13, 17] */
    out[where[135]] = cse337;  /* [13, 27] */
    out[where[136]] = cse339;  /* [13, 28] */
    out[where[137]] = cse703;  /* [13, 31] */
    out[where[138]] = cse680;  /* [13, 32] */
    out[where[139]] = cse342;  /* [13, 34] */
    out[where[140]] = cse253;  /* [14, 8] */
    out[where[141]] = hq*(cse347 + cse645);  /* [14, 10] */
    out[where[142]] = hq*(cse357 + cse666);  /* [14, 11] */
    out[where[143]] = cse674;  /* [14, 14] */
    out[where[144]] = cse708;  /* [14, 16] */
    out[where[145]] = cse709;  /* [14, 17] */
    out[where[146]] = cse367;  /* [14, 27] */
    out[where[147]] = cse370;  /* [14, 28] */
    out[where[148]] = cse710;  /* [14, 31] */
    out[where[149]] = cse711;  /* [14, 32] */
    out[where[150]] = cse374;  /* [14, 34] */
    out[where[151]] = cse257;  /* [15, 6] */
    out[where[152]] = cse334;  /* [15, 7] */
    out[where[153]] = cse610;  /* [15, 9] */
    out[where[154]] = cse646;  /* [15, 10] */
    out[where[155]] = cse667;  /* [15, 11] */
    out[where[156]] = cse685;  /* [15, 12] */
    out[where[157]] = cse699;  /* [15, 13] */
    out[where[158]] = 0.0001*cse712 + cse713*cse715 + cse713*cse717 + hq*(cse750*lam_8 + cse752*lam_14 + cse755*lam_13 + cse756 + lam_16*(cse746*cse747 + cse747*cse748 + cse749)) - hv*(cse258*cse733 + cse686*cse742 - cse688*cse745);  /* [15, 15] */
    out[where[159]] = hq*(a_15*(cse714*cse763 + cse716*cse763 - cse763) - a_17*cse732 + cse254*(cse720*cse731 + cse724*cse727 + cse757*v_thetad_slider) + cse258*cse768 - cse258*cse776 - cse258*cse777 - cse686*cse773 + cse688*cse771 + cse778) - hv*(cse258*cse758 + cse686*cse760 - cse688*cse762);  /* [15, 16] */
    out[where[160]] = cse734 + hq*(-cse258*cse784 - cse686*cse767 - cse686*cse783 - cse688*cse775 + cse688*cse782 + cse787) - hv*(cse686*cse779 - cse688*cse780);  /* [15, 17] */
    out[where[161]] = cse788;  /* [15, 26] */
    out[where[162]] = cse789;  /* [15, 29] */
    out[where[163]] = cse680;  /* [15, 30] */
    out[where[164]] = cse790;  /* [15, 31] */
    out[where[165]] = cse791;  /* [15, 32] */
    out[where[166]] = cse792;  /* [15, 33] */
    out[where[167]] = cse793;  /* [15, 34] */
    out[where[168]] = cse261;  /* [16, 6] */
    out[where[169]] = cse336;  /* [16, 7] */
    out[where[170]] = cse364;  /* [16, 8] */
    out[where[171]] = cse612;  /* [16, 9] */
    out[where[172]] = cse647;  /* [16, 10] */
    out[where[173]] = cse668;  /* [16, 11] */
    out[where[174]] = cse690;  /* [16, 12] */
    out[where[175]] = cse702;  /* [16, 13] */
    out[where[176]] = cse708;  /* [16, 14] */
    out[where[177]] = cse778*hq - hv*(cse675*cse742 + cse677*cse745);  /* [16, 15] */
    out[where[178]] = cse715 + cse717 + hq*(-cse675*cse773 - cse677*cse771 - cse682*lam_15 + cse691*lam_11 + cse693*lam_12 + lam_13*(cse682*q_r_slider_y + cse691*cse751 + cse795) + lam_14*(cse679*q_r_slider_y + cse693*cse751 + cse796) + lam_16*(-cse258*cse374 + cse746*cse794 + cse747 + cse748*cse794 + cse749) + lam_8*(-cse258*cse367 + cse750)) - hv*(cse675*cse760 + cse677*cse762);  /* [16, 16] */
    out[where[179]] = hq*(-cse675*cse783 - cse677*cse782 - cse768 + cse776 + cse801) - hv*(cse675*cse779 + cse677*cse780);  /* [16, 17] */
    out[where[180]] = cse802;  /* [16, 26] */
    out[where[181]] = cse689;  /* [16, 29] */
    out[where[182]] = cse687;  /* [16, 30] */
    out[where[183]] = cse800;  /* [16, 31] */
    out[where[184]] = cse803;  /* [16, 32] */
    out[where[185]] = cse804;  /* [16, 33] */
    out[where[186]] = cse805;  /* [16, 34] */
    out[where[187]] = cse695;  /* [17, 12] */
    out[where[188]] = cse705;  /* [17, 13] */
    out[where[189]] = cse709;  /* [17, 14] */
    out[where[190]] = -cse733*hv + cse734 + cse787*hq;  /* [17, 15] */
    out[where[191]] = -cse758*hv + hq*(-a_15*cse732 - cse777 + cse801);  /* [17, 16] */
    out[where[192]] = hq*(cse756 - cse784 + lam_13*(cse755 + cse795) + lam_14*(cse752 + cse796)) + 0.0001;  /* [17, 17] */
    out[where[193]] = cse697;  /* [17, 29] */
    out[where[194]] = cse692;  /* [17, 30] */
    out[where[195]] = cse806;  /* [17, 31] */
    out[where[196]] = cse807;  /* [17, 32] */
    out[where[197]] = cse808;  /* [17, 33] */
    out[where[198]] = 1;  /* [18, 0] */
    out[where[199]] = 1;  /* [19, 1] */
    out[where[200]] = 1;  /* [20, 2] */
    out[where[201]] = cse99;  /* [21, 3] */
    out[where[202]] = cse148;  /* [21, 4] */
    out[where[203]] = cse149;  /* [22, 4] */
    out[where[204]] = 1;  /* [23, 0] */
    out[where[205]] = cse72;  /* [23, 3] */
    out[where[206]] = cse116;  /* [23, 4] */
    out[where[207]] = cse136;  /* [23, 5] */
    out[where[208]] = -1;  /* [23, 6] */
    out[where[209]] = cse476;  /* [23, 9] */
    out[where[210]] = cse542;  /* [23, 10] */
    out[where[211]] = cse598;  /* [23, 11] */
    out[where[212]] = 1;  /* [24, 1] */
    out[where[213]] = cse140;  /* [24, 3] */
    out[where[214]] = cse150;  /* [24, 4] */
    out[where[215]] = cse153;  /* [24, 5] */
    out[where[216]] = -1;  /* [24, 7] */
    out[where[217]] = cse463;  /* [24, 9] */
    out[where[218]] = cse539;  /* [24, 10] */
    out[where[219]] = cse594;  /* [24, 11] */
    out[where[220]] = 1;  /* [25, 2] */
    out[where[221]] = cse151;  /* [25, 4] */
    out[where[222]] = cse154;  /* [25, 5] */
    out[where[223]] = -1;  /* [25, 8] */
    out[where[224]] = cse648;  /* [25, 10] */
    out[where[225]] = cse669;  /* [25, 11] */
    out[where[226]] = cse614;  /* [26, 9] */
    out[where[227]] = cse649;  /* [26, 10] */
    out[where[228]] = cse670;  /* [26, 11] */
    out[where[229]] = cse788;  /* [26, 15] */
    out[where[230]] = cse802;  /* [26, 16] */
    out[where[231]] = cse268;  /* [27, 6] */
    out[where[232]] = cse338;  /* [27, 7] */
    out[where[233]] = cse368;  /* [27, 8] */
    out[where[234]] = cse615;  /* [27, 9] */
    out[where[235]] = cse650;  /* [27, 10] */
    out[where[236]] = cse671;  /* [27, 11] */
    out[where[237]] = cse267;  /* [27, 12] */
    out[where[238]] = cse337;  /* [27, 13] */
    out[where[239]] = cse367;  /* [27, 14] */
    out[where[240]] = cse275;  /* [28, 6] */
    out[where[241]] = cse340;  /* [28, 7] */
    out[where[242]] = cse371;  /* [28, 8] */
    out[where[243]] = cse616;  /* [28, 9] */
    out[where[244]] = cse651;  /* [28, 10] */
    out[where[245]] = cse672;  /* [28, 11] */
    out[where[246]] = cse274;  /* [28, 12] */
    out[where[247]] = cse339;  /* [28, 13] */
    out[where[248]] = cse370;  /* [28, 14] */
    out[where[249]] = cse789;  /* [29, 15] */
    out[where[250]] = cse689;  /* [29, 16] */
    out[where[251]] = cse697;  /* [29, 17] */
    out[where[252]] = cse680;  /* [30, 15] */
    out[where[253]] = cse687;  /* [30, 16] */
    out[where[254]] = cse692;  /* [30, 17] */
    out[where[255]] = cse696;  /* [31, 12] */
    out[where[256]] = cse703;  /* [31, 13] */
    out[where[257]] = cse710;  /* [31, 14] */
    out[where[258]] = cse790;  /* [31, 15] */
    out[where[259]] = cse800;  /* [31, 16] */
    out[where[260]] = cse806;  /* [31, 17] */
    out[where[261]] = cse697;  /* [32, 12] */
    out[where[262]] = cse680;  /* [32, 13] */
    out[where[263]] = cse711;  /* [32, 14] */
    out[where[264]] = cse791;  /* [32, 15] */
    out[where[265]] = cse803;  /* [32, 16] */
    out[where[266]] = cse807;  /* [32, 17] */
    out[where[267]] = cse792;  /* [33, 15] */
    out[where[268]] = cse804;  /* [33, 16] */
    out[where[269]] = cse808;  /* [33, 17] */
    out[where[270]] = cse286;  /* [34, 6] */
    out[where[271]] = cse343;  /* [34, 7] */
    out[where[272]] = cse375;  /* [34, 8] */
    out[where[273]] = cse617;  /* [34, 9] */
    out[where[274]] = cse652;  /* [34, 10] */
    out[where[275]] = cse673;  /* [34, 11] */
    out[where[276]] = cse285;  /* [34, 12] */
    out[where[277]] = cse342;  /* [34, 13] */
    out[where[278]] = cse374;  /* [34, 14] */
    out[where[279]] = cse793;  /* [34, 15] */
    out[where[280]] = cse805;  /* [34, 16] */
    out[where[281]] = cse141;  /* [35, 3] */
    out[where[282]] = cse152;  /* [35, 4] */
    out[where[283]] = cse155;  /* [35, 5] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_slider_crank_re_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_slider_crank_re_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_slider_crank_re_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 36 x 36 row-major, 284 nonzero (the cells of genalpha_matrix_band).
 */
void mg_slider_crank_re_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 1296);
    mg_slider_crank_re_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_slider_crank_re_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 36 x 18 row-major, 220 nonzero.
 * 819 operations after common subexpression elimination.
 */
void mg_slider_crank_re_B(const double *q, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    (void)p;
    const double cse0 = cos(q_theta_crank);
    const double cse1 = (cse0*cse0);
    const double cse2 = cos(q_psi_crank);
    const double cse3 = sin(q_theta_crank);
    const double cse4 = (cse3*cse3);
    const double cse5 = (cse2*cse2)*cse4;
    const double cse6 = sin(q_psi_crank);
    const double cse7 = cse4*(cse6*cse6);
    const double cse8 = cse1 + cse5 + cse7;
    const double cse9 = -q_r_crank_y;
    const double cse10 = cse9 + 0.1;
    const double cse11 = cos(q_phi_crank);
    const double cse12 = cse11*cse3;
    const double cse13 = cse0*cse12;
    const double cse14 = cse11*cse6;
    const double cse15 = sin(q_phi_crank);
    const double cse16 = cse15*cse2;
    const double cse17 = -cse0*cse14 - cse16;
    const double cse18 = cse3*cse6;
    const double cse19 = cse17*cse18;
    const double cse20 = cse11*cse2;
    const double cse21 = cse15*cse6;
    const double cse22 = cse0*cse20 - cse21;
    const double cse23 = cse2*cse3;
    const double cse24 = cse22*cse23;
    const double cse25 = -cse13 - cse19 + cse24;
    const double cse26 = -q_r_crank_z;
    const double cse27 = cse26 + 0.12;
    const double cse28 = cse17*cse2;
    const double cse29 = cse22*cse6;
    const double cse30 = -cse28 - cse29;
    const double cse31 = cse8*q_r_crank_x;
    const double cse32 = cse0*cse21 - cse20;
    const double cse33 = cse18*cse32;
    const double cse34 = -cse0*cse16 - cse14;
    const double cse35 = cse23*cse34;
    const double cse36 = cse15*cse3;
    const double cse37 = cse0*cse36;
    const double cse38 = -cse33 + cse35 + cse37;
    const double cse39 = cse2*cse32;
    const double cse40 = cse34*cse6;
    const double cse41 = -cse39 - cse40;
    const double cse42 = cse0*q_r_crank_x;
    const double cse43 = -cse25*q_r_crank_x;
    const double cse44 = -cse30*q_r_crank_x;
    const double cse45 = cse12*q_r_crank_x;
    const double cse46 = cse33 - cse35 - cse37;
    const double cse47 = cse39 + cse40;
    const double cse48 = -cse36;
    const double cse49 = cse13 + cse19 - cse24;
    const double cse50 = cse28 + cse29;
    const double cse51 = -cse1 - cse5 - cse7;
    const double cse52 = -cse0;
    const double cse53 = sin(q_psi_rod);
    const double cse54 = cos(q_theta_rod);
    const double cse55 = sin(q_phi_rod);
    const double cse56 = cse54*cse55;
    const double cse57 = cse53*cse56;
    const double cse58 = cos(q_psi_rod);
    const double cse59 = cse56*cse58;
    const double cse60 = cos(q_phi_rod);
    const double cse61 = 0.33333535914981494*cse58;
    const double cse62 = sin(q_theta_rod);
    const double cse63 = 0.6666643557356875*cse62;
    const double cse64 = 0.666667964681058*cse53;
    const double cse65 = cse55*cse63 + 0.33333535914981494*cse57 + 0.666667964681058*cse59 - cse60*cse61 + cse60*cse64;
    const double cse66 = -cse65;
    const double cse67 = cse54*cse60;
    const double cse68 = cse53*cse67;
    const double cse69 = cse58*cse67;
    const double cse70 = -cse55*cse61 + cse55*cse64 - cse60*cse63 - 0.33333535914981494*cse68 - 0.666667964681058*cse69;
    const double cse71 = -cse70;
    const double cse72 = cse53*cse62;
    const double cse73 = cse58*cse62;
    const double cse74 = 0.6666643557356875*cse54 - 0.33333535914981494*cse72 - 0.666667964681058*cse73;
    const double cse75 = -cse74;
    const double cse76 = 0.050000303872472236*cse57;
    const double cse77 = 0.1000001947021587*cse59;
    const double cse78 = 0.09999965336035312*cse62;
    const double cse79 = cse55*cse78;
    const double cse80 = 0.1000001947021587*cse53;
    const double cse81 = cse60*cse80;
    const double cse82 = 0.050000303872472236*cse58;
    const double cse83 = cse60*cse82;
    const double cse84 = -cse76 - cse77 - cse79 - cse81 + cse83;
    const double cse85 = cse84 - q_r_crank_x + q_r_rod_x;
    const double cse86 = 0.050000303872472236*cse68;
    const double cse87 = 0.1000001947021587*cse69;
    const double cse88 = cse55*cse80;
    const double cse89 = cse55*cse82;
    const double cse90 = cse60*cse78;
    const double cse91 = cse86 + cse87 - cse88 + cse89 + cse90;
    const double cse92 = cse9 + cse91 + q_r_rod_y;
    const double cse93 = cse25*cse85 - cse38*cse92;
    const double cse94 = 0.050000303872472236*cse72;
    const double cse95 = 0.1000001947021587*cse73;
    const double cse96 = 0.09999965336035312*cse54;
    const double cse97 = cse94 + cse95 - cse96;
    const double cse98 = cse26 + cse97 + q_r_rod_z;
    const double cse99 = -cse25*cse98 + cse8*cse92;
    const double cse100 = cse38*cse98 - cse8*cse85;
    const double cse101 = cse30*cse85 - cse41*cse92;
    const double cse102 = cse30*cse98;
    const double cse103 = cse41*cse98;
    const double cse104 = -cse12*cse85 - cse36*cse92;
    const double cse105 = cse0*cse92 + cse12*cse98;
    const double cse106 = -cse0*cse85 + cse36*cse98;
    const double cse107 = 0.8944266622941008*cse53;
    const double cse108 = 0.4472146529097166*cse53;
    const double cse109 = 0.8944266622941008*cse58;
    const double cse110 = 5.254189828941647e-07*cse62;
    const double cse111 = -cse107*cse56 + cse108*cse60 + cse109*cse60 + cse110*cse55 + 0.4472146529097166*cse59;
    const double cse112 = 5.254189828941647e-07*cse54 + 0.8944266622941008*cse72 - 0.4472146529097166*cse73;
    const double cse113 = 0.5962825497118436*cse53;
    const double cse114 = 0.7453580594528005*cse62;
    const double cse115 = 0.2981417181776114*cse58;
    const double cse116 = -cse113*cse60 + cse114*cse55 + cse115*cse60 - 0.2981417181776114*cse57 - 0.5962825497118436*cse59;
    const double cse117 = 0.7453580594528005*cse54 + 0.2981417181776114*cse72 + 0.5962825497118436*cse73;
    const double cse118 = cse111*cse112 + cse116*cse117 + cse65*cse74;
    const double cse119 = cse107*cse67 + cse108*cse55 + cse109*cse55 - cse110*cse60 - 0.4472146529097166*cse69;
    const double cse120 = -cse113*cse55 - cse114*cse60 + cse115*cse55 + 0.2981417181776114*cse68 + 0.5962825497118436*cse69;
    const double cse121 = cse112*cse119 + cse117*cse120 + cse70*cse74;
    const double cse122 = cse118*cse91 - cse121*cse84;
    const double cse123 = (cse112*cse112) + (cse117*cse117) + (cse74*cse74);
    const double cse124 = cse121*cse97 - cse123*cse91;
    const double cse125 = -cse118*cse97 + cse123*cse84;
    const double cse126 = -cse61 + cse64;
    const double cse127 = cse108 + cse109;
    const double cse128 = -cse113 + cse115;
    const double cse129 = cse111*cse127 + cse116*cse128 + cse126*cse65;
    const double cse130 = cse119*cse127 + cse120*cse128 + cse126*cse70;
    const double cse131 = cse129*cse91 - cse130*cse84;
    const double cse132 = cse112*cse127 + cse117*cse128 + cse126*cse74;
    const double cse133 = cse130*cse97 - cse132*cse91;
    const double cse134 = -cse129*cse97 + cse132*cse84;
    const double cse135 = 5.254189828941647e-07*cse111 + 0.7453580594528005*cse116 + 0.6666643557356875*cse65;
    const double cse136 = 5.254189828941647e-07*cse119 + 0.7453580594528005*cse120 + 0.6666643557356875*cse70;
    const double cse137 = cse135*cse91 - cse136*cse84;
    const double cse138 = 5.254189828941647e-07*cse112 + 0.7453580594528005*cse117 + 0.6666643557356875*cse74;
    const double cse139 = cse136*cse97 - cse138*cse91;
    const double cse140 = -cse135*cse97 + cse138*cse84;
    const double cse141 = -cse111;
    const double cse142 = -cse119;
    const double cse143 = -cse112;
    const double cse144 = -cse116;
    const double cse145 = -cse120;
    const double cse146 = -cse117;
    const double cse147 = cse118*cse65 + cse121*cse70 + cse123*cse74;
    const double cse148 = cse129*cse65 + cse130*cse70 + cse132*cse74;
    const double cse149 = cse135*cse65 + cse136*cse70 + cse138*cse74;
    const double cse150 = cse111*cse118 + cse112*cse123 + cse119*cse121;
    const double cse151 = cse111*cse129 + cse112*cse132 + cse119*cse130;
    const double cse152 = cse111*cse135 + cse112*cse138 + cse119*cse136;
    const double cse153 = cse116*cse118 + cse117*cse123 + cse120*cse121;
    const double cse154 = cse116*cse129 + cse117*cse132 + cse120*cse130;
    const double cse155 = cse116*cse135 + cse117*cse138 + cse120*cse136;
    const double cse156 = -cse86 - cse87 + cse88 - cse89 - cse90;
    const double cse157 = cse76 + cse77 + cse79 + cse81 - cse83;
    const double cse158 = cse118*cse156 - cse121*cse157;
    const double cse159 = -cse94 - cse95 + cse96;
    const double cse160 = cse121*cse159 - cse123*cse156;
    const double cse161 = -cse118*cse159 + cse123*cse157;
    const double cse162 = cse158*cse74 + cse160*cse65 + cse161*cse70;
    const double cse163 = cse130*cse159 - cse132*cse156;
    const double cse164 = cse129*cse156 - cse130*cse157;
    const double cse165 = -cse129*cse159 + cse132*cse157;
    const double cse166 = cse163*cse65 + cse164*cse74 + cse165*cse70;
    const double cse167 = cse135*cse156 - cse136*cse157;
    const double cse168 = cse136*cse159 - cse138*cse156;
    const double cse169 = -cse135*cse159 + cse138*cse157;
    const double cse170 = cse167*cse74 + cse168*cse65 + cse169*cse70;
    const double cse171 = cse157 + q_r_rod_x - q_r_slider_x;
    const double cse172 = cos(q_theta_slider);
    const double cse173 = cos(q_phi_slider);
    const double cse174 = sin(q_psi_slider);
    const double cse175 = cse173*cse174;
    const double cse176 = sin(q_phi_slider);
    const double cse177 = cos(q_psi_slider);
    const double cse178 = cse176*cse177;
    const double cse179 = cse172*cse175 + cse178;
    const double cse180 = sin(q_theta_slider);
    const double cse181 = cse174*cse180;
    const double cse182 = cse179*cse181;
    const double cse183 = cse173*cse177;
    const double cse184 = cse174*cse176;
    const double cse185 = -cse172*cse183 + cse184;
    const double cse186 = cse177*cse180;
    const double cse187 = cse185*cse186;
    const double cse188 = cse173*cse180;
    const double cse189 = cse172*cse188;
    const double cse190 = cse182 - cse187 - cse189;
    const double cse191 = -cse172*cse184 + cse183;
    const double cse192 = cse181*cse191;
    const double cse193 = cse172*cse178 + cse175;
    const double cse194 = cse186*cse193;
    const double cse195 = cse176*cse180;
    const double cse196 = cse172*cse195;
    const double cse197 = cse192 - cse194 + cse196;
    const double cse198 = cse156 + q_r_rod_y - q_r_slider_y;
    const double cse199 = cse171*cse190 - cse197*cse198;
    const double cse200 = (cse172*cse172);
    const double cse201 = (cse180*cse180);
    const double cse202 = (cse174*cse174)*cse201;
    const double cse203 = (cse177*cse177)*cse201;
    const double cse204 = cse200 + cse202 + cse203;
    const double cse205 = cse159 + q_r_rod_z - q_r_slider_z;
    const double cse206 = -cse190*cse205 + cse198*cse204;
    const double cse207 = -cse171*cse204 + cse197*cse205;
    const double cse208 = cse199*cse74 + cse206*cse65 + cse207*cse70;
    const double cse209 = cse177*cse179;
    const double cse210 = cse174*cse185;
    const double cse211 = cse209 + cse210;
    const double cse212 = cse177*cse191;
    const double cse213 = cse174*cse193;
    const double cse214 = cse212 + cse213;
    const double cse215 = cse171*cse211 - cse198*cse214;
    const double cse216 = cse205*cse211;
    const double cse217 = cse205*cse214;
    const double cse218 = cse215*cse74 - cse216*cse65 + cse217*cse70;
    const double cse219 = -cse171*cse188 - cse195*cse198;
    const double cse220 = cse172*cse198 + cse188*cse205;
    const double cse221 = -cse171*cse172 + cse195*cse205;
    const double cse222 = cse219*cse74 + cse220*cse65 + cse221*cse70;
    const double cse223 = cse111*cse160 + cse112*cse158 + cse119*cse161;
    const double cse224 = cse111*cse163 + cse112*cse164 + cse119*cse165;
    const double cse225 = cse111*cse168 + cse112*cse167 + cse119*cse169;
    const double cse226 = cse111*cse206 + cse112*cse199 + cse119*cse207;
    const double cse227 = -cse111*cse216 + cse112*cse215 + cse119*cse217;
    const double cse228 = cse111*cse220 + cse112*cse219 + cse119*cse221;
    const double cse229 = cse116*cse160 + cse117*cse158 + cse120*cse161;
    const double cse230 = cse116*cse163 + cse117*cse164 + cse120*cse165;
    const double cse231 = cse116*cse168 + cse117*cse167 + cse120*cse169;
    const double cse232 = cse116*cse206 + cse117*cse199 + cse120*cse207;
    const double cse233 = -cse116*cse216 + cse117*cse215 + cse120*cse217;
    const double cse234 = cse116*cse220 + cse117*cse219 + cse120*cse221;
    const double cse235 = -cse200 - cse202 - cse203;
    const double cse236 = -cse192 + cse194 - cse196;
    const double cse237 = -cse182 + cse187 + cse189;
    const double cse238 = cse235*cse74 + cse236*cse65 + cse237*cse70;
    const double cse239 = -cse212 - cse213;
    const double cse240 = -cse209 - cse210;
    const double cse241 = cse239*cse65 + cse240*cse70;
    const double cse242 = -cse172*cse74 + cse188*cse70 - cse195*cse65;
    const double cse243 = cse111*cse236 + cse112*cse235 + cse119*cse237;
    const double cse244 = cse111*cse239 + cse119*cse240;
    const double cse245 = -cse111*cse195 - cse112*cse172 + cse119*cse188;
    const double cse246 = cse116*cse236 + cse117*cse235 + cse120*cse237;
    const double cse247 = cse116*cse239 + cse120*cse240;
    const double cse248 = -cse116*cse195 - cse117*cse172 + cse120*cse188;

    memset(out, 0, sizeof(double) * 648);
    out[0] = -1;  /* [0, 0] */
    out[3] = cse10*cse8 - cse25*cse27;  /* [0, 3] */
    out[4] = -cse27*cse30;  /* [0, 4] */
    out[5] = cse0*cse10 + cse12*cse27;  /* [0, 5] */
    out[19] = -1;  /* [1, 1] */
    out[21] = cse27*cse38 + cse31;  /* [1, 3] */
    out[22] = cse27*cse41;  /* [1, 4] */
    out[23] = cse27*cse36 + cse42;  /* [1, 5] */
    out[38] = -1;  /* [2, 2] */
    out[39] = -cse10*cse38 + cse43;  /* [2, 3] */
    out[40] = -cse10*cse41 + cse44;  /* [2, 4] */
    out[41] = -cse10*cse36 + cse45;  /* [2, 5] */
    out[57] = cse46;  /* [3, 3] */
    out[58] = cse47;  /* [3, 4] */
    out[59] = cse48;  /* [3, 5] */
    out[75] = cse49;  /* [4, 3] */
    out[76] = cse50;  /* [4, 4] */
    out[77] = cse12;  /* [4, 5] */
    out[93] = cse51;  /* [5, 3] */
    out[95] = cse52;  /* [5, 5] */
    out[108] = cse66;  /* [6, 0] */
    out[109] = cse71;  /* [6, 1] */
    out[110] = cse75;  /* [6, 2] */
    out[111] = cse100*cse70 + cse65*cse99 + cse74*cse93;  /* [6, 3] */
    out[112] = cse101*cse74 - cse102*cse65 + cse103*cse70;  /* [6, 4] */
    out[113] = cse104*cse74 + cse105*cse65 + cse106*cse70;  /* [6, 5] */
    out[114] = cse65;  /* [6, 6] */
    out[115] = cse70;  /* [6, 7] */
    out[116] = cse74;  /* [6, 8] */
    out[117] = cse122*cse74 + cse124*cse65 + cse125*cse70;  /* [6, 9] */
    out[118] = cse131*cse74 + cse133*cse65 + cse134*cse70;  /* [6, 10] */
    out[119] = cse137*cse74 + cse139*cse65 + cse140*cse70;  /* [6, 11] */
    out[126] = cse141;  /* [7, 0] */
    out[127] = cse142;  /* [7, 1] */
    out[128] = cse143;  /* [7, 2] */
    out[129] = cse100*cse119 + cse111*cse99 + cse112*cse93;  /* [7, 3] */
    out[130] = cse101*cse112 - cse102*cse111 + cse103*cse119;  /* [7, 4] */
    out[131] = cse104*cse112 + cse105*cse111 + cse106*cse119;  /* [7, 5] */
    out[132] = cse111;  /* [7, 6] */
    out[133] = cse119;  /* [7, 7] */
    out[134] = cse112;  /* [7, 8] */
    out[135] = cse111*cse124 + cse112*cse122 + cse119*cse125;  /* [7, 9] */
    out[136] = cse111*cse133 + cse112*cse131 + cse119*cse134;  /* [7, 10] */
    out[137] = cse111*cse139 + cse112*cse137 + cse119*cse140;  /* [7, 11] */
    out[144] = cse144;  /* [8, 0] */
    out[145] = cse145;  /* [8, 1] */
    out[146] = cse146;  /* [8, 2] */
    out[147] = cse100*cse120 + cse116*cse99 + cse117*cse93;  /* [8, 3] */
    out[148] = cse101*cse117 - cse102*cse116 + cse103*cse120;  /* [8, 4] */
    out[149] = cse104*cse117 + cse105*cse116 + cse106*cse120;  /* [8, 5] */
    out[150] = cse116;  /* [8, 6] */
    out[151] = cse120;  /* [8, 7] */
    out[152] = cse117;  /* [8, 8] */
    out[153] = cse116*cse124 + cse117*cse122 + cse120*cse125;  /* [8, 9] */
    out[154] = cse116*cse133 + cse117*cse131 + cse120*cse134;  /* [8, 10] */
    out[155] = cse116*cse139 + cse117*cse137 + cse120*cse140;  /* [8, 11] */
    out[165] = cse46*cse65 + cse49*cse70 + cse51*cse74;  /* [9, 3] */
    out[166] = cse47*cse65 + cse50*cse70;  /* [9, 4] */
    out[167] = -cse0*cse74 + cse12*cse70 - cse36*cse65;  /* [9, 5] */
    out[171] = cse147;  /* [9, 9] */
    out[172] = cse148;  /* [9, 10] */
    out[173] = cse149;  /* [9, 11] */
    out[183] = cse111*cse46 + cse112*cse51 + cse119*cse49;  /* [10, 3] */
    out[184] = cse111*cse47 + cse119*cse50;  /* [10, 4] */
    out[185] = -cse0*cse112 - cse111*cse36 + cse119*cse12;  /* [10, 5] */
    out[189] = cse150;  /* [10, 9] */
    out[190] = cse151;  /* [10, 10] */
    out[191] = cse152;  /* [10, 11] */
    out[201] = cse116*cse46 + cse117*cse51 + cse120*cse49;  /* [11, 3] */
    out[202] = cse116*cse47 + cse120*cse50;  /* [11, 4] */
    out[203] = -cse0*cse117 - cse116*cse36 + cse12*cse120;  /* [11, 5] */
    out[207] = cse153;  /* [11, 9] */
    out[208] = cse154;  /* [11, 10] */
    out[209] = cse155;  /* [11, 11] */
    out[222] = cse65;  /* [12, 6] */
    out[223] = cse70;  /* [12, 7] */
    out[224] = cse74;  /* [12, 8] */
    out[225] = cse162;  /* [12, 9] */
    out[226] = cse166;  /* [12, 10] */
    out[227] = cse170;  /* [12, 11] */
    out[228] = cse66;  /* [12, 12] */
    out[229] = cse71;  /* [12, 13] */
    out[230] = cse75;  /* [12, 14] */
    out[231] = cse208;  /* [12, 15] */
    out[232] = cse218;  /* [12, 16] */
    out[233] = cse222;  /* [12, 17] */
    out[240] = cse111;  /* [13, 6] */
    out[241] = cse119;  /* [13, 7] */
    out[242] = cse112;  /* [13, 8] */
    out[243] = cse223;  /* [13, 9] */
    out[244] = cse224;  /* [13, 10] */
    out[245] = cse225;  /* [13, 11] */
    out[246] = cse141;  /* [13, 12] */
    out[247] = cse142;  /* [13, 13] */
    out[248] = cse143;  /* [13, 14] */
    out[249] = cse226;  /* [13, 15] */
    out[250] = cse227;  /* [13, 16] */
    out[251] = cse228;  /* [13, 17] */
    out[258] = cse116;  /* [14, 6] */
    out[259] = cse120;  /* [14, 7] */
    out[260] = cse117;  /* [14, 8] */
    out[261] = cse229;  /* [14, 9] */
    out[262] = cse230;  /* [14, 10] */
    out[263] = cse231;  /* [14, 11] */
    out[264] = cse144;  /* [14, 12] */
    out[265] = cse145;  /* [14, 13] */
    out[266] = cse146;  /* [14, 14] */
    out[267] = cse232;  /* [14, 15] */
    out[268] = cse233;  /* [14, 16] */
    out[269] = cse234;  /* [14, 17] */
    out[279] = cse147;  /* [15, 9] */
    out[280] = cse148;  /* [15, 10] */
    out[281] = cse149;  /* [15, 11] */
    out[285] = cse238;  /* [15, 15] */
    out[286] = cse241;  /* [15, 16] */
    out[287] = cse242;  /* [15, 17] */
    out[297] = cse150;  /* [16, 9] */
    out[298] = cse151;  /* [16, 10] */
    out[299] = cse152;  /* [16, 11] */
    out[303] = cse243;  /* [16, 15] */
    out[304] = cse244;  /* [16, 16] */
    out[305] = cse245;  /* [16, 17] */
    out[315] = cse153;  /* [17, 9] */
    out[316] = cse154;  /* [17, 10] */
    out[317] = cse155;  /* [17, 11] */
    out[321] = cse246;  /* [17, 15] */
    out[322] = cse247;  /* [17, 16] */
    out[323] = cse248;  /* [17, 17] */
    out[336] = cse193;  /* [18, 12] */
    out[337] = cse185;  /* [18, 13] */
    out[338] = -cse186;  /* [18, 14] */
    out[354] = cse191;  /* [19, 12] */
    out[355] = cse179;  /* [19, 13] */
    out[356] = cse181;  /* [19, 14] */
    out[372] = cse195;  /* [20, 12] */
    out[373] = -cse188;  /* [20, 13] */
    out[374] = cse172;  /* [20, 14] */
    out[393] = cse185*cse190 - cse186*cse204 + cse193*cse197;  /* [21, 15] */
    out[394] = cse185*cse211 + cse193*cse214;  /* [21, 16] */
    out[395] = -cse172*cse186 - cse185*cse188 + cse193*cse195;  /* [21, 17] */
    out[411] = cse179*cse190 + cse181*cse204 + cse191*cse197;  /* [22, 15] */
    out[412] = cse179*cse211 + cse191*cse214;  /* [22, 16] */
    out[413] = cse172*cse181 - cse179*cse188 + cse191*cse195;  /* [22, 17] */
    out[429] = cse172*cse204 - cse188*cse190 + cse195*cse197;  /* [23, 15] */
    out[430] = -cse188*cse211 + cse195*cse214;  /* [23, 16] */
    out[431] = (cse173*cse173)*cse201 + (cse176*cse176)*cse201 + cse200;  /* [23, 17] */
    out[438] = cse65;  /* [24, 6] */
    out[439] = cse70;  /* [24, 7] */
    out[440] = cse74;  /* [24, 8] */
    out[441] = cse162;  /* [24, 9] */
    out[442] = cse166;  /* [24, 10] */
    out[443] = cse170;  /* [24, 11] */
    out[444] = cse66;  /* [24, 12] */
    out[445] = cse71;  /* [24, 13] */
    out[446] = cse75;  /* [24, 14] */
    out[447] = cse208;  /* [24, 15] */
    out[448] = cse218;  /* [24, 16] */
    out[449] = cse222;  /* [24, 17] */
    out[456] = cse111;  /* [25, 6] */
    out[457] = cse119;  /* [25, 7] */
    out[458] = cse112;  /* [25, 8] */
    out[459] = cse223;  /* [25, 9] */
    out[460] = cse224;  /* [25, 10] */
    out[461] = cse225;  /* [25, 11] */
    out[462] = cse141;  /* [25, 12] */
    out[463] = cse142;  /* [25, 13] */
    out[464] = cse143;  /* [25, 14] */
    out[465] = cse226;  /* [25, 15] */
    out[466] = cse227;  /* [25, 16] */
    out[467] = cse228;  /* [25, 17] */
    out[474] = cse116;  /* [26, 6] */
    out[475] = cse120;  /* [26, 7] */
    out[476] = cse117;  /* [26, 8] */
    out[477] = cse229;  /* [26, 9] */
    out[478] = cse230;  /* [26, 10] */
    out[479] = cse231;  /* [26, 11] */
    out[480] = cse144;  /* [26, 12] */
    out[481] = cse145;  /* [26, 13] */
    out[482] = cse146;  /* [26, 14] */
    out[483] = cse232;  /* [26, 15] */
    out[484] = cse233;  /* [26, 16] */
    out[485] = cse234;  /* [26, 17] */
    out[495] = cse147;  /* [27, 9] */
    out[496] = cse148;  /* [27, 10] */
    out[497] = cse149;  /* [27, 11] */
    out[501] = cse238;  /* [27, 15] */
    out[502] = cse241;  /* [27, 16] */
    out[503] = cse242;  /* [27, 17] */
    out[513] = cse150;  /* [28, 9] */
    out[514] = cse151;  /* [28, 10] */
    out[515] = cse152;  /* [28, 11] */
    out[519] = cse243;  /* [28, 15] */
    out[520] = cse244;  /* [28, 16] */
    out[521] = cse245;  /* [28, 17] */
    out[531] = cse153;  /* [29, 9] */
    out[532] = cse154;  /* [29, 10] */
    out[533] = cse155;  /* [29, 11] */
    out[537] = cse246;  /* [29, 15] */
    out[538] = cse247;  /* [29, 16] */
    out[539] = cse248;  /* [29, 17] */
    out[540] = -1;  /* [30, 0] */
    out[543] = cse25*q_r_crank_z - cse8*q_r_crank_y;  /* [30, 3] */
    out[544] = cse30*q_r_crank_z;  /* [30, 4] */
    out[545] = -cse0*q_r_crank_y - cse12*q_r_crank_z;  /* [30, 5] */
    out[559] = -1;  /* [31, 1] */
    out[561] = cse31 - cse38*q_r_crank_z;  /* [31, 3] */
    out[562] = -cse41*q_r_crank_z;  /* [31, 4] */
    out[563] = -cse36*q_r_crank_z + cse42;  /* [31, 5] */
    out[578] = -1;  /* [32, 2] */
    out[579] = cse38*q_r_crank_y + cse43;  /* [32, 3] */
    out[580] = cse41*q_r_crank_y + cse44;  /* [32, 4] */
    out[581] = cse36*q_r_crank_y + cse45;  /* [32, 5] */
    out[597] = cse46;  /* [33, 3] */
    out[598] = cse47;  /* [33, 4] */
    out[599] = cse48;  /* [33, 5] */
    out[615] = cse49;  /* [34, 3] */
    out[616] = cse50;  /* [34, 4] */
    out[617] = cse12;  /* [34, 5] */
    out[633] = cse51;  /* [35, 3] */
    out[635] = cse52;  /* [35, 5] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 8 x 24 row-major, 153 nonzero.
 * 404 operations after common subexpression elimination.
 */
void mg_slider_crank_re_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    (void)p;
    const double cse0 = sin(q_phi_crank);
    const double cse1 = sin(q_theta_crank);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(q_theta_crank);
    const double cse4 = sin(q_psi_crank);
    const double cse5 = cse0*cse4;
    const double cse6 = cse3*cse5;
    const double cse7 = cos(q_phi_crank);
    const double cse8 = cos(q_psi_crank);
    const double cse9 = cse7*cse8;
    const double cse10 = -cse6 + cse9;
    const double cse11 = cse0*cse8;
    const double cse12 = cse11*cse3;
    const double cse13 = cse4*cse7;
    const double cse14 = -cse12 - cse13;
    const double cse15 = cse1*cse7;
    const double cse16 = -cse15;
    const double cse17 = cse13*cse3;
    const double cse18 = cse11 + cse17;
    const double cse19 = cse3*cse9;
    const double cse20 = cse19 - cse5;
    const double cse21 = cse1*cse4;
    const double cse22 = cse1*cse8;
    const double cse23 = sin(q_phi_rod);
    const double cse24 = cos(q_theta_rod);
    const double cse25 = sin(q_psi_rod);
    const double cse26 = cse24*cse25;
    const double cse27 = 0.050000303872472236*cse26;
    const double cse28 = cse23*cse27;
    const double cse29 = cos(q_psi_rod);
    const double cse30 = cse23*cse29;
    const double cse31 = 0.1000001947021587*cse24;
    const double cse32 = cse30*cse31;
    const double cse33 = sin(q_theta_rod);
    const double cse34 = cse23*cse33;
    const double cse35 = 0.09999965336035312*cse34;
    const double cse36 = cos(q_phi_rod);
    const double cse37 = 0.1000001947021587*cse25;
    const double cse38 = cse36*cse37;
    const double cse39 = cse29*cse36;
    const double cse40 = 0.050000303872472236*cse39;
    const double cse41 = cse27*cse36;
    const double cse42 = cse31*cse39;
    const double cse43 = cse23*cse37;
    const double cse44 = 0.050000303872472236*cse30;
    const double cse45 = cse33*cse36;
    const double cse46 = 0.09999965336035312*cse45;
    const double cse47 = cse25*cse33;
    const double cse48 = 0.050000303872472236*cse47;
    const double cse49 = cse29*cse33;
    const double cse50 = 0.1000001947021587*cse49;
    const double cse51 = 0.09999965336035312*cse24;
    const double cse52 = cse23*cse26;
    const double cse53 = cse24*cse30;
    const double cse54 = 0.666667964681058*cse25;
    const double cse55 = 0.6666643557356875*cse34 + cse36*cse54 - 0.33333535914981494*cse39 + 0.33333535914981494*cse52 + 0.666667964681058*cse53;
    const double cse56 = 0.4472146529097166*cse25;
    const double cse57 = 5.254189828941647e-07*cse34 + cse36*cse56 + 0.8944266622941008*cse39 - 0.8944266622941008*cse52 + 0.4472146529097166*cse53;
    const double cse58 = 0.5962825497118436*cse25;
    const double cse59 = 0.2981417181776114*cse29;
    const double cse60 = 0.7453580594528005*cse34 - cse36*cse58 + cse36*cse59 - 0.2981417181776114*cse52 - 0.5962825497118436*cse53;
    const double cse61 = cse26*cse36;
    const double cse62 = cse24*cse39;
    const double cse63 = cse23*cse54 - 0.33333535914981494*cse30 - 0.6666643557356875*cse45 - 0.33333535914981494*cse61 - 0.666667964681058*cse62;
    const double cse64 = cse23*cse56 + 0.8944266622941008*cse30 - 5.254189828941647e-07*cse45 + 0.8944266622941008*cse61 - 0.4472146529097166*cse62;
    const double cse65 = -cse23*cse58 + cse23*cse59 - 0.7453580594528005*cse45 + 0.2981417181776114*cse61 + 0.5962825497118436*cse62;
    const double cse66 = 0.6666643557356875*cse24 - 0.33333535914981494*cse47 - 0.666667964681058*cse49;
    const double cse67 = 5.254189828941647e-07*cse24 + 0.8944266622941008*cse47 - 0.4472146529097166*cse49;
    const double cse68 = 0.7453580594528005*cse24 + 0.2981417181776114*cse47 + 0.5962825497118436*cse49;
    const double cse69 = cse28 + cse32 + cse35 + cse38 - cse40 + q_r_rod_x;
    const double cse70 = -cse41 - cse42 + cse43 - cse44 - cse46 + q_r_rod_y;
    const double cse71 = -cse48 - cse50 + cse51 + q_r_rod_z;
    const double cse72 = cos(q_theta_slider);
    const double cse73 = sin(q_phi_slider);
    const double cse74 = cos(q_psi_slider);
    const double cse75 = cse73*cse74;
    const double cse76 = cse72*cse75;
    const double cse77 = cos(q_phi_slider);
    const double cse78 = cse74*cse77;
    const double cse79 = sin(q_theta_slider);
    const double cse80 = cse73*cse79;
    const double cse81 = sin(q_psi_slider);
    const double cse82 = cse73*cse81;
    const double cse83 = cse72*cse82;
    const double cse84 = cse77*cse81;
    const double cse85 = 1.9470215870120988e-07*cse76 - 3.0387247223345737e-07*cse78 - 3.4663964687542403e-07*cse80 + 3.0387247223345737e-07*cse83 + 1.9470215870120988e-07*cse84 + q_r_slider_x;
    const double cse86 = cse72*cse78;
    const double cse87 = cse72*cse84;
    const double cse88 = cse77*cse79;
    const double cse89 = -3.0387247223345737e-07*cse75 + 1.9470215870120988e-07*cse82 - 1.9470215870120988e-07*cse86 - 3.0387247223345737e-07*cse87 + 3.4663964687542403e-07*cse88 + q_r_slider_y;
    const double cse90 = cse79*cse81;
    const double cse91 = cse74*cse79;
    const double cse92 = -3.4663964687542403e-07*cse72 - 3.0387247223345737e-07*cse90 - 1.9470215870120988e-07*cse91 + q_r_slider_z;
    const double cse93 = 0.666667964681058*cse76 - 0.33333535914981494*cse78 + 0.6666643557356875*cse80 + 0.33333535914981494*cse83 + 0.666667964681058*cse84;
    const double cse94 = 0.4472146529097166*cse76 + 0.8944266622941008*cse78 + 5.254189828941647e-07*cse80 - 0.8944266622941008*cse83 + 0.4472146529097166*cse84;
    const double cse95 = -0.5962825497118436*cse76 + 0.2981417181776114*cse78 + 0.7453580594528005*cse80 - 0.2981417181776114*cse83 - 0.5962825497118436*cse84;
    const double cse96 = -0.33333535914981494*cse75 + 0.666667964681058*cse82 - 0.666667964681058*cse86 - 0.33333535914981494*cse87 - 0.6666643557356875*cse88;
    const double cse97 = 0.8944266622941008*cse75 + 0.4472146529097166*cse82 - 0.4472146529097166*cse86 + 0.8944266622941008*cse87 - 5.254189828941647e-07*cse88;
    const double cse98 = 0.2981417181776114*cse75 - 0.5962825497118436*cse82 + 0.5962825497118436*cse86 + 0.2981417181776114*cse87 - 0.7453580594528005*cse88;
    const double cse99 = 0.6666643557356875*cse72 - 0.33333535914981494*cse90 - 0.666667964681058*cse91;
    const double cse100 = 5.254189828941647e-07*cse72 + 0.8944266622941008*cse90 - 0.4472146529097166*cse91;
    const double cse101 = 0.7453580594528005*cse72 + 0.2981417181776114*cse90 + 0.5962825497118436*cse91;
    const double cse102 = -cse88;

    memset(out, 0, sizeof(double) * 192);
    out[1] = 0.1;  /* [0, 1] */
    out[2] = 0.12;  /* [0, 2] */
    out[3] = 1;  /* [0, 3] */
    out[7] = 1;  /* [0, 7] */
    out[11] = 1;  /* [0, 11] */
    out[12] = q_r_crank_x;  /* [0, 12] */
    out[13] = q_r_crank_y;  /* [0, 13] */
    out[14] = q_r_crank_z;  /* [0, 14] */
    out[15] = cse2;  /* [0, 15] */
    out[16] = cse10;  /* [0, 16] */
    out[17] = cse14;  /* [0, 17] */
    out[18] = cse16;  /* [0, 18] */
    out[19] = cse18;  /* [0, 19] */
    out[20] = cse20;  /* [0, 20] */
    out[21] = cse3;  /* [0, 21] */
    out[22] = cse21;  /* [0, 22] */
    out[23] = cse22;  /* [0, 23] */
    out[24] = -cse28 - cse32 - cse35 - cse38 + cse40 + q_r_rod_x;  /* [1, 0] */
    out[25] = cse41 + cse42 - cse43 + cse44 + cse46 + q_r_rod_y;  /* [1, 1] */
    out[26] = cse48 + cse50 - cse51 + q_r_rod_z;  /* [1, 2] */
    out[27] = cse55;  /* [1, 3] */
    out[28] = cse57;  /* [1, 4] */
    out[29] = cse60;  /* [1, 5] */
    out[30] = cse63;  /* [1, 6] */
    out[31] = cse64;  /* [1, 7] */
    out[32] = cse65;  /* [1, 8] */
    out[33] = cse66;  /* [1, 9] */
    out[34] = cse67;  /* [1, 10] */
    out[35] = cse68;  /* [1, 11] */
    out[36] = -0.08000019470215872*cse12 - 0.08000019470215872*cse13 + 3.466396468893018e-07*cse2 - 3.0387247224039626e-07*cse6 + 3.0387247224039626e-07*cse9 + q_r_crank_x;  /* [1, 12] */
    out[37] = 3.0387247224039626e-07*cse11 - 3.466396468893018e-07*cse15 + 3.0387247224039626e-07*cse17 + 0.08000019470215872*cse19 - 0.08000019470215872*cse5 + q_r_crank_y;  /* [1, 13] */
    out[38] = 3.0387247224039626e-07*cse21 + 0.08000019470215872*cse22 + 3.466396468893018e-07*cse3 + q_r_crank_z;  /* [1, 14] */
    out[39] = 0.666667964681058*cse12 + 0.666667964681058*cse13 + 0.6666643557356875*cse2 + 0.33333535914981494*cse6 - 0.33333535914981494*cse9;  /* [1, 15] */
    out[40] = 0.4472146529097166*cse12 + 0.4472146529097166*cse13 + 5.254189828941647e-07*cse2 - 0.8944266622941008*cse6 + 0.8944266622941008*cse9;  /* [1, 16] */
    out[41] = -0.5962825497118436*cse12 - 0.5962825497118436*cse13 + 0.7453580594528005*cse2 - 0.2981417181776114*cse6 + 0.2981417181776114*cse9;  /* [1, 17] */
    out[42] = -0.33333535914981494*cse11 - 0.6666643557356875*cse15 - 0.33333535914981494*cse17 - 0.666667964681058*cse19 + 0.666667964681058*cse5;  /* [1, 18] */
    out[43] = 0.8944266622941008*cse11 - 5.254189828941647e-07*cse15 + 0.8944266622941008*cse17 - 0.4472146529097166*cse19 + 0.4472146529097166*cse5;  /* [1, 19] */
    out[44] = 0.2981417181776114*cse11 - 0.7453580594528005*cse15 + 0.2981417181776114*cse17 + 0.5962825497118436*cse19 - 0.5962825497118436*cse5;  /* [1, 20] */
    out[45] = -0.33333535914981494*cse21 - 0.666667964681058*cse22 + 0.6666643557356875*cse3;  /* [1, 21] */
    out[46] = 0.8944266622941008*cse21 - 0.4472146529097166*cse22 + 5.254189828941647e-07*cse3;  /* [1, 22] */
    out[47] = 0.2981417181776114*cse21 + 0.5962825497118436*cse22 + 0.7453580594528005*cse3;  /* [1, 23] */
    out[48] = cse69;  /* [2, 0] */
    out[49] = cse70;  /* [2, 1] */
    out[50] = cse71;  /* [2, 2] */
    out[51] = cse55;  /* [2, 3] */
    out[52] = cse57;  /* [2, 4] */
    out[53] = cse60;  /* [2, 5] */
    out[54] = cse63;  /* [2, 6] */
    out[55] = cse64;  /* [2, 7] */
    out[56] = cse65;  /* [2, 8] */
    out[57] = cse66;  /* [2, 9] */
    out[58] = cse67;  /* [2, 10] */
    out[59] = cse68;  /* [2, 11] */
    out[60] = cse85;  /* [2, 12] */
    out[61] = cse89;  /* [2, 13] */
    out[62] = cse92;  /* [2, 14] */
    out[63] = cse93;  /* [2, 15] */
    out[64] = cse94;  /* [2, 16] */
    out[65] = cse95;  /* [2, 17] */
    out[66] = cse96;  /* [2, 18] */
    out[67] = cse97;  /* [2, 19] */
    out[68] = cse98;  /* [2, 20] */
    out[69] = cse99;  /* [2, 21] */
    out[70] = cse100;  /* [2, 22] */
    out[71] = cse101;  /* [2, 23] */
    out[72] = q_r_slider_x;  /* [3, 0] */
    out[73] = q_r_slider_y;  /* [3, 1] */
    out[74] = q_r_slider_z;  /* [3, 2] */
    out[75] = cse76 + cse84;  /* [3, 3] */
    out[76] = cse78 - cse83;  /* [3, 4] */
    out[77] = cse80;  /* [3, 5] */
    out[78] = cse82 - cse86;  /* [3, 6] */
    out[79] = cse75 + cse87;  /* [3, 7] */
    out[80] = cse102;  /* [3, 8] */
    out[81] = -cse91;  /* [3, 9] */
    out[82] = cse90;  /* [3, 10] */
    out[83] = cse72;  /* [3, 11] */
    out[84] = 0.2;  /* [3, 12] */
    out[89] = 1;  /* [3, 17] */
    out[91] = 1;  /* [3, 19] */
    out[93] = -1;  /* [3, 21] */
    out[96] = cse69;  /* [4, 0] */
    out[97] = cse70;  /* [4, 1] */
    out[98] = cse71;  /* [4, 2] */
    out[99] = cse55;  /* [4, 3] */
    out[100] = cse57;  /* [4, 4] */
    out[101] = cse60;  /* [4, 5] */
    out[102] = cse63;  /* [4, 6] */
    out[103] = cse64;  /* [4, 7] */
    out[104] = cse65;  /* [4, 8] */
    out[105] = cse66;  /* [4, 9] */
    out[106] = cse67;  /* [4, 10] */
    out[107] = cse68;  /* [4, 11] */
    out[108] = cse85;  /* [4, 12] */
    out[109] = cse89;  /* [4, 13] */
    out[110] = cse92;  /* [4, 14] */
    out[111] = cse93;  /* [4, 15] */
    out[112] = cse94;  /* [4, 16] */
    out[113] = cse95;  /* [4, 17] */
    out[114] = cse96;  /* [4, 18] */
    out[115] = cse97;  /* [4, 19] */
    out[116] = cse98;  /* [4, 20] */
    out[117] = cse99;  /* [4, 21] */
    out[118] = cse100;  /* [4, 22] */
    out[119] = cse101;  /* [4, 23] */
    out[123] = 1;  /* [5, 3] */
    out[127] = 1;  /* [5, 7] */
    out[131] = 1;  /* [5, 11] */
    out[132] = 0.12*cse12 + 0.12*cse13 + 0.1*cse6 - 0.1*cse9 + q_r_crank_x;  /* [5, 12] */
    out[133] = -0.1*cse11 - 0.1*cse17 - 0.12*cse19 + 0.12*cse5 + q_r_crank_y;  /* [5, 13] */
    out[134] = -0.1*cse21 - 0.12*cse22 + q_r_crank_z;  /* [5, 14] */
    out[135] = cse2;  /* [5, 15] */
    out[136] = cse10;  /* [5, 16] */
    out[137] = cse14;  /* [5, 17] */
    out[138] = cse16;  /* [5, 18] */
    out[139] = cse18;  /* [5, 19] */
    out[140] = cse20;  /* [5, 20] */
    out[141] = cse3;  /* [5, 21] */
    out[142] = cse21;  /* [5, 22] */
    out[143] = cse22;  /* [5, 23] */
    out[145] = 0.1;  /* [6, 1] */
    out[146] = 0.12;  /* [6, 2] */
    out[149] = 1;  /* [6, 5] */
    out[151] = -1;  /* [6, 7] */
    out[153] = 1;  /* [6, 9] */
    out[156] = q_r_crank_x;  /* [6, 12] */
    out[157] = q_r_crank_y;  /* [6, 13] */
    out[158] = q_r_crank_z;  /* [6, 14] */
    out[159] = cse14;  /* [6, 15] */
    out[160] = cse6 - cse9;  /* [6, 16] */
    out[161] = cse2;  /* [6, 17] */
    out[162] = cse20;  /* [6, 18] */
    out[163] = -cse11 - cse17;  /* [6, 19] */
    out[164] = cse16;  /* [6, 20] */
    out[165] = cse22;  /* [6, 21] */
    out[166] = -cse21;  /* [6, 22] */
    out[167] = cse3;  /* [6, 23] */
    out[168] = 0.2;  /* [7, 0] */
    out[173] = 1;  /* [7, 5] */
    out[175] = -1;  /* [7, 7] */
    out[177] = 1;  /* [7, 9] */
    out[180] = q_r_slider_x;  /* [7, 12] */
    out[181] = q_r_slider_y;  /* [7, 13] */
    out[182] = q_r_slider_z;  /* [7, 14] */
    out[183] = -cse76 - cse84;  /* [7, 15] */
    out[184] = -cse78 + cse83;  /* [7, 16] */
    out[185] = cse80;  /* [7, 17] */
    out[186] = -cse82 + cse86;  /* [7, 18] */
    out[187] = -cse75 - cse87;  /* [7, 19] */
    out[188] = cse102;  /* [7, 20] */
    out[189] = cse91;  /* [7, 21] */
    out[190] = -cse90;  /* [7, 22] */
    out[191] = cse72;  /* [7, 23] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_slider_crank_re_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_reaction_frames(q + (size_t)k * 18, p, out + (size_t)k * 192);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 2 x 18 row-major, 36 nonzero.
 * 106 operations after common subexpression elimination.
 */
void mg_slider_crank_re_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
    (void)p;
    const double cse0 = cos(q_psi_crank);
    const double cse1 = sin(q_theta_crank);
    const double cse2 = cse0*cse1;
    const double cse3 = sin(q_psi_crank);
    const double cse4 = cse1*cse3;
    const double cse5 = cos(q_theta_crank);
    const double cse6 = cos(q_phi_crank);
    const double cse7 = cse0*cse6;
    const double cse8 = cse5*cse7;
    const double cse9 = sin(q_phi_crank);
    const double cse10 = cse3*cse9;
    const double cse11 = cse3*cse6;
    const double cse12 = cse11*cse5;
    const double cse13 = cse0*cse9;
    const double cse14 = cse1*cse6;
    const double cse15 = -cse11 - cse13*cse5;
    const double cse16 = cse10*cse5 - cse7;
    const double cse17 = cse1*cse9;
    const double cse18 = -cse0*v_thetad_crank - cse4*v_phid_crank;
    const double cse19 = cse2*v_phid_crank - cse3*v_thetad_crank;
    const double cse20 = cse5*v_phid_crank + v_psid_crank;
    const double cse21 = sin(q_theta_slider);
    const double cse22 = cos(q_psi_slider);
    const double cse23 = cse21*cse22;
    const double cse24 = sin(q_psi_slider);
    const double cse25 = cse21*cse24;
    const double cse26 = cos(q_theta_slider);
    const double cse27 = cos(q_phi_slider);
    const double cse28 = cse22*cse27;
    const double cse29 = sin(q_phi_slider);
    const double cse30 = cse24*cse29;
    const double cse31 = -cse26*cse28 + cse30;
    const double cse32 = cse24*cse27;
    const double cse33 = cse22*cse29;
    const double cse34 = cse26*cse32 + cse33;
    const double cse35 = cse21*cse27;
    const double cse36 = cse26*cse33;
    const double cse37 = cse26*cse30;
    const double cse38 = cse21*cse29;
    const double cse39 = -cse23*v_phid_slider + cse24*v_thetad_slider;
    const double cse40 = cse22*v_thetad_slider + cse25*v_phid_slider;
    const double cse41 = cse26*v_phid_slider + v_psid_slider;

    out[0] = cse2;  /* [0, 0] */
    out[1] = -cse4;  /* [0, 1] */
    out[2] = cse5;  /* [0, 2] */
    out[3] = cse10 - cse8;  /* [0, 3] */
    out[4] = cse12 + cse13;  /* [0, 4] */
    out[5] = cse14;  /* [0, 5] */
    out[6] = cse15;  /* [0, 6] */
    out[7] = cse16;  /* [0, 7] */
    out[8] = cse17;  /* [0, 8] */
    out[9] = q_r_crank_z - 0.12;  /* [0, 9] */
    out[10] = 0.1 - q_r_crank_y;  /* [0, 10] */
    out[11] = q_r_crank_x;  /* [0, 11] */
    out[12] = -cse18*cse4 + cse19*cse2 + cse20*cse5;  /* [0, 12] */
    out[13] = cse14*cse20 - cse18*(-cse12 - cse13) - cse19*(-cse10 + cse8);  /* [0, 13] */
    out[14] = cse15*cse19 + cse16*cse18 + cse17*cse20;  /* [0, 14] */
    out[15] = v_rd_crank_z;  /* [0, 15] */
    out[16] = -v_rd_crank_y;  /* [0, 16] */
    out[17] = v_rd_crank_x;  /* [0, 17] */
    out[18] = cse23;  /* [1, 0] */
    out[19] = -cse25;  /* [1, 1] */
    out[20] = cse26;  /* [1, 2] */
    out[21] = cse31;  /* [1, 3] */
    out[22] = cse34;  /* [1, 4] */
    out[23] = cse35;  /* [1, 5] */
    out[24] = -cse32 - cse36;  /* [1, 6] */
    out[25] = -cse28 + cse37;  /* [1, 7] */
    out[26] = cse38;  /* [1, 8] */
    out[27] = q_r_slider_z;  /* [1, 9] */
    out[28] = -q_r_slider_y;  /* [1, 10] */
    out[29] = q_r_slider_x - 0.2;  /* [1, 11] */
    out[30] = -cse23*cse39 + cse25*cse40 + cse26*cse41;  /* [1, 12] */
    out[31] = -cse31*cse39 - cse34*cse40 + cse35*cse41;  /* [1, 13] */
    out[32] = cse38*cse41 + cse39*(cse32 + cse36) + cse40*(cse28 - cse37);  /* [1, 14] */
    out[33] = v_rd_slider_z;  /* [1, 15] */
    out[34] = -v_rd_slider_y;  /* [1, 16] */
    out[35] = v_rd_slider_x;  /* [1, 17] */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_slider_crank_re_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_joint_motion(q + (size_t)k * 18, v + (size_t)k * 18, p, out + (size_t)k * 36);
    }
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 164 operations after common subexpression elimination.
 */
void mg_slider_crank_re_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_crank_z = q[2];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_z = q[8];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_z = q[14];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(q_psi_rod);
    const double cse1 = sin(q_theta_rod);
    const double cse2 = cse0*cse1;
    const double cse3 = sin(q_psi_rod);
    const double cse4 = cse1*cse3;
    const double cse5 = cos(q_theta_rod);
    const double cse6 = v_phid_rod*(-0.4472146529097166*cse2 + 0.8944266622941008*cse4 + 5.254189828941647e-07*cse5);
    const double cse7 = v_thetad_rod*(0.8944266622941008*cse0 + 0.4472146529097166*cse3);
    const double cse8 = v_thetad_rod*(0.2981417181776114*cse0 - 0.5962825497118436*cse3);
    const double cse9 = v_phid_rod*(0.5962825497118436*cse2 + 0.2981417181776114*cse4 + 0.7453580594528005*cse5);
    const double cse10 = v_thetad_rod*(-0.33333535914981494*cse0 + 0.666667964681058*cse3);
    const double cse11 = v_phid_rod*(-0.666667964681058*cse2 - 0.33333535914981494*cse4 + 0.6666643557356875*cse5);
    const double cse12 = sin(q_psi_crank);
    const double cse13 = v_phid_crank*sin(q_theta_crank);
    const double cse14 = cse12*cse13;
    const double cse15 = cos(q_psi_crank);
    const double cse16 = cse15*v_thetad_crank;
    const double cse17 = cos(q_psi_slider);
    const double cse18 = v_phid_slider*sin(q_theta_slider);
    const double cse19 = cse17*cse18;
    const double cse20 = sin(q_psi_slider);
    const double cse21 = cse20*v_thetad_slider;
    const double cse22 = cse18*cse20;
    const double cse23 = cse17*v_thetad_slider;
    const double cse24 = cse13*cse15;
    const double cse25 = cse12*v_thetad_crank;
    const double cse26 = v_phid_crank*cos(q_theta_crank);
    const double cse27 = v_phid_slider*cos(q_theta_slider);

    out[0] = 0.06*(v_rd_crank_x*v_rd_crank_x) + 0.06*(v_rd_crank_y*v_rd_crank_y) + 0.06*(v_rd_crank_z*v_rd_crank_z) + 0.25*(v_rd_rod_x*v_rd_rod_x) + 0.25*(v_rd_rod_y*v_rd_rod_y) + 0.25*(v_rd_rod_z*v_rd_rod_z) + 1.0*(v_rd_slider_x*v_rd_slider_x) + 1.0*(v_rd_slider_y*v_rd_slider_y) + 1.0*(v_rd_slider_z*v_rd_slider_z) + (1.0/2.0)*(-cse14 - cse16)*(-0.0001*cse14 - 0.0001*cse16) + (1.0/2.0)*(-cse19 + cse21)*(-0.0001*cse19 + 0.0001*cse21) + (1.0/2.0)*(0.0001*cse22 + 0.0001*cse23)*(cse22 + cse23) + (1.0/2.0)*(1e-05*cse24 - 1e-05*cse25)*(cse24 - cse25) + (1.0/2.0)*(0.0001*cse26 + 0.0001*v_psid_crank)*(cse26 + v_psid_crank) + (1.0/2.0)*(0.0001*cse27 + 0.0001*v_psid_slider)*(cse27 + v_psid_slider) + (1.0/2.0)*(0.004*cse10 + 0.004*cse11 + 0.00266665742294275*v_psid_rod)*(cse10 + cse11 + 0.6666643557356875*v_psid_rod) + (1.0/2.0)*(0.0004*cse6 + 0.0004*cse7 + 2.101675931576659e-10*v_psid_rod)*(cse6 + cse7 + 5.254189828941647e-07*v_psid_rod) + (1.0/2.0)*(0.004*cse8 + 0.004*cse9 + 0.002981432237811202*v_psid_rod)*(cse8 + cse9 + 0.7453580594528005*v_psid_rod);  /* [0, 0] */
    out[1] = 1.1772*q_r_crank_z + 4.905*q_r_rod_z + 19.62*q_r_slider_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_re_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_energy(q + (size_t)k * 18, v + (size_t)k * 18, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_re_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_re_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_power(q + (size_t)k * 18, v + (size_t)k * 18, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); p (parameters, 0).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_re_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_slider_crank_re_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_markers(q + (size_t)k * 18, v + (size_t)k * 18, a + (size_t)k * 18, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 311 operations after common subexpression elimination.
 */
void mg_slider_crank_re_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
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
    const double cse9 = sin(q_phi_crank);
    const double cse10 = sin(q_theta_crank);
    const double cse11 = cos(q_theta_crank);
    const double cse12 = 0.0001*cse11*v_phid_crank + 0.0001*v_psid_crank;
    const double cse13 = cse10*cse12;
    const double cse14 = sin(q_psi_slider);
    const double cse15 = sin(q_theta_slider);
    const double cse16 = cse15*v_phid_slider;
    const double cse17 = cos(q_psi_slider);
    const double cse18 = cse14*cse16 + cse17*v_thetad_slider;
    const double cse19 = sin(q_phi_slider);
    const double cse20 = cos(q_theta_slider);
    const double cse21 = 0.0001*cse20;
    const double cse22 = cse19*cse21;
    const double cse23 = cos(q_phi_slider);
    const double cse24 = 0.0001*cse23;
    const double cse25 = cse14*v_thetad_slider - cse16*cse17;
    const double cse26 = cse11*cse9;
    const double cse27 = sin(q_psi_crank);
    const double cse28 = 0.0001*cse27;
    const double cse29 = cos(q_phi_crank);
    const double cse30 = cos(q_psi_crank);
    const double cse31 = 0.0001*cse30;
    const double cse32 = cse10*v_phid_crank;
    const double cse33 = -cse27*cse32 - cse30*v_thetad_crank;
    const double cse34 = 0.0001*cse19;
    const double cse35 = cse20*v_phid_slider + v_psid_slider;
    const double cse36 = cse15*cse35;
    const double cse37 = 1e-05*cse30;
    const double cse38 = 1e-05*cse27;
    const double cse39 = -cse27*v_thetad_crank + cse30*cse32;
    const double cse40 = sin(q_phi_rod);
    const double cse41 = cos(q_theta_rod);
    const double cse42 = sin(q_psi_rod);
    const double cse43 = cse41*cse42;
    const double cse44 = cse40*cse43;
    const double cse45 = cos(q_psi_rod);
    const double cse46 = cse40*cse45;
    const double cse47 = 0.002666671858724232*cse41;
    const double cse48 = cos(q_phi_rod);
    const double cse49 = cse45*cse48;
    const double cse50 = sin(q_theta_rod);
    const double cse51 = 0.00266665742294275*cse50;
    const double cse52 = 0.002666671858724232*cse42;
    const double cse53 = cse42*cse50;
    const double cse54 = cse45*cse50;
    const double cse55 = v_phid_rod*(0.6666643557356875*cse41 - 0.33333535914981494*cse53 - 0.666667964681058*cse54) + 0.6666643557356875*v_psid_rod + v_thetad_rod*(0.666667964681058*cse42 - 0.33333535914981494*cse45);
    const double cse56 = 0.00035777066491764035*cse43;
    const double cse57 = cse41*cse46;
    const double cse58 = 2.101675931576659e-10*cse50;
    const double cse59 = 0.00017888586116388667*cse42;
    const double cse60 = v_phid_rod*(5.254189828941647e-07*cse41 + 0.8944266622941008*cse53 - 0.4472146529097166*cse54) + 5.254189828941647e-07*v_psid_rod + v_thetad_rod*(0.4472146529097166*cse42 + 0.8944266622941008*cse45);
    const double cse61 = 0.0023851301988473744*cse42;
    const double cse62 = 0.0011925668727104457*cse45;
    const double cse63 = 0.002981432237811202*cse50;
    const double cse64 = v_phid_rod*(0.7453580594528005*cse41 + 0.2981417181776114*cse53 + 0.5962825497118436*cse54) + 0.7453580594528005*v_psid_rod + v_thetad_rod*(-0.5962825497118436*cse42 + 0.2981417181776114*cse45);
    const double cse65 = cse21*cse23;
    const double cse66 = cse43*cse48;
    const double cse67 = cse41*cse49;
    const double cse68 = cse11*cse29;
    const double cse69 = 0.0001*cse15;

    out[0] = cse0 + cse1 + cse2;  /* [0, 0] */
    out[1] = cse3 + cse4 + cse5;  /* [1, 0] */
    out[2] = cse6 + cse7 + cse8;  /* [2, 0] */
    out[3] = cse13*cse9 + cse18*(-cse14*cse22 + cse17*cse24) + cse25*(cse14*cse24 + cse17*cse22) - cse3*q_r_crank_z + cse33*(cse26*cse28 - cse29*cse31) + cse34*cse36 + cse39*(-cse26*cse37 - cse29*cse38) - cse4*q_r_slider_z - cse5*q_r_rod_z + cse55*(cse40*cse51 + 0.0013333414365992598*cse44 + cse46*cse47 + cse48*cse52 - 0.0013333414365992598*cse49) + cse6*q_r_crank_y + cse60*(-cse40*cse56 + cse40*cse58 + cse48*cse59 + 0.00035777066491764035*cse49 + 0.00017888586116388667*cse57) + cse64*(cse40*cse63 - 0.0011925668727104457*cse44 - cse48*cse61 + cse48*cse62 - 0.0023851301988473744*cse57) + cse7*q_r_slider_y + cse8*q_r_rod_y;  /* [3, 0] */
    out[4] = cse0*q_r_crank_z + cse1*q_r_slider_z - cse13*cse29 + cse18*(cse14*cse65 + cse17*cse34) + cse2*q_r_rod_z - cse24*cse36 + cse25*(cse14*cse34 - cse17*cse65) + cse33*(-cse28*cse68 - cse31*cse9) + cse39*(cse37*cse68 - cse38*cse9) + cse55*(cse40*cse52 - 0.0013333414365992598*cse46 - cse47*cse49 - cse48*cse51 - 0.0013333414365992598*cse66) - cse6*q_r_crank_x + cse60*(cse40*cse59 + 0.00035777066491764035*cse46 + cse48*cse56 - cse48*cse58 - 0.00017888586116388667*cse67) + cse64*(-cse40*cse61 + cse40*cse62 - cse48*cse63 + 0.0011925668727104457*cse66 + 0.0023851301988473744*cse67) - cse7*q_r_slider_x - cse8*q_r_rod_x;  /* [4, 0] */
    out[5] = -cse0*q_r_crank_y - cse1*q_r_slider_y - cse10*cse28*cse33 + cse10*cse37*cse39 + cse11*cse12 + cse14*cse18*cse69 - cse17*cse25*cse69 - cse2*q_r_rod_y + cse21*cse35 + cse3*q_r_crank_x + cse4*q_r_slider_x + cse5*q_r_rod_x + cse55*(0.00266665742294275*cse41 - 0.0013333414365992598*cse53 - 0.002666671858724232*cse54) + cse60*(2.101675931576659e-10*cse41 + 0.00035777066491764035*cse53 - 0.00017888586116388667*cse54) + cse64*(0.002981432237811202*cse41 + 0.0011925668727104457*cse53 + 0.0023851301988473744*cse54);  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_slider_crank_re_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_momentum(q + (size_t)k * 18, v + (size_t)k * 18, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 3 x 12 row-major, 36 nonzero.
 * 143 operations after common subexpression elimination.
 */
void mg_slider_crank_re_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_r_rod_x = q[6];
    const double q_r_rod_y = q[7];
    const double q_r_rod_z = q[8];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_r_slider_x = q[12];
    const double q_r_slider_y = q[13];
    const double q_r_slider_z = q[14];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    (void)p;
    const double cse0 = sin(q_phi_crank);
    const double cse1 = sin(q_theta_crank);
    const double cse2 = cos(q_theta_crank);
    const double cse3 = cos(q_psi_crank);
    const double cse4 = cse0*cse3;
    const double cse5 = cos(q_phi_crank);
    const double cse6 = sin(q_psi_crank);
    const double cse7 = cse5*cse6;
    const double cse8 = cse0*cse6;
    const double cse9 = cse3*cse5;
    const double cse10 = sin(q_phi_rod);
    const double cse11 = cos(q_theta_rod);
    const double cse12 = sin(q_psi_rod);
    const double cse13 = cse11*cse12;
    const double cse14 = cse10*cse13;
    const double cse15 = cos(q_psi_rod);
    const double cse16 = cse11*cse15;
    const double cse17 = 0.666667964681058*cse16;
    const double cse18 = cos(q_phi_rod);
    const double cse19 = 0.33333535914981494*cse15;
    const double cse20 = sin(q_theta_rod);
    const double cse21 = 0.6666643557356875*cse20;
    const double cse22 = 0.666667964681058*cse12;
    const double cse23 = 0.4472146529097166*cse16;
    const double cse24 = 0.4472146529097166*cse12;
    const double cse25 = 0.8944266622941008*cse15;
    const double cse26 = 5.254189828941647e-07*cse20;
    const double cse27 = 0.5962825497118436*cse16;
    const double cse28 = 0.5962825497118436*cse12;
    const double cse29 = 0.7453580594528005*cse20;
    const double cse30 = 0.2981417181776114*cse15;
    const double cse31 = cse13*cse18;
    const double cse32 = cse12*cse20;
    const double cse33 = cse15*cse20;
    const double cse34 = cos(q_theta_slider);
    const double cse35 = sin(q_phi_slider);
    const double cse36 = cos(q_psi_slider);
    const double cse37 = cse35*cse36;
    const double cse38 = cos(q_phi_slider);
    const double cse39 = sin(q_psi_slider);
    const double cse40 = cse38*cse39;
    const double cse41 = cse35*cse39;
    const double cse42 = cse36*cse38;
    const double cse43 = sin(q_theta_slider);

    out[0] = q_r_crank_x;  /* [0, 0] */
    out[1] = q_r_crank_y;  /* [0, 1] */
    out[2] = q_r_crank_z;  /* [0, 2] */
    out[3] = cse0*cse1;  /* [0, 3] */
    out[4] = -cse2*cse4 - cse7;  /* [0, 4] */
    out[5] = cse2*cse8 - cse9;  /* [0, 5] */
    out[6] = -cse1*cse5;  /* [0, 6] */
    out[7] = cse2*cse9 - cse8;  /* [0, 7] */
    out[8] = -cse2*cse7 - cse4;  /* [0, 8] */
    out[9] = cse2;  /* [0, 9] */
    out[10] = cse1*cse3;  /* [0, 10] */
    out[11] = -cse1*cse6;  /* [0, 11] */
    out[12] = q_r_rod_x;  /* [1, 0] */
    out[13] = q_r_rod_y;  /* [1, 1] */
    out[14] = q_r_rod_z;  /* [1, 2] */
    out[15] = cse10*cse17 + cse10*cse21 + 0.33333535914981494*cse14 - cse18*cse19 + cse18*cse22;  /* [1, 3] */
    out[16] = cse10*cse23 + cse10*cse26 - 0.8944266622941008*cse14 + cse18*cse24 + cse18*cse25;  /* [1, 4] */
    out[17] = -cse10*cse27 + cse10*cse29 - 0.2981417181776114*cse14 - cse18*cse28 + cse18*cse30;  /* [1, 5] */
    out[18] = -cse10*cse19 + cse10*cse22 - cse17*cse18 - cse18*cse21 - 0.33333535914981494*cse31;  /* [1, 6] */
    out[19] = cse10*cse24 + cse10*cse25 - cse18*cse23 - cse18*cse26 + 0.8944266622941008*cse31;  /* [1, 7] */
    out[20] = -cse10*cse28 + cse10*cse30 + cse18*cse27 - cse18*cse29 + 0.2981417181776114*cse31;  /* [1, 8] */
    out[21] = 0.6666643557356875*cse11 - 0.33333535914981494*cse32 - 0.666667964681058*cse33;  /* [1, 9] */
    out[22] = 5.254189828941647e-07*cse11 + 0.8944266622941008*cse32 - 0.4472146529097166*cse33;  /* [1, 10] */
    out[23] = 0.7453580594528005*cse11 + 0.2981417181776114*cse32 + 0.5962825497118436*cse33;  /* [1, 11] */
    out[24] = q_r_slider_x;  /* [2, 0] */
    out[25] = q_r_slider_y;  /* [2, 1] */
    out[26] = q_r_slider_z;  /* [2, 2] */
    out[27] = cse34*cse37 + cse40;  /* [2, 3] */
    out[28] = -cse34*cse41 + cse42;  /* [2, 4] */
    out[29] = cse35*cse43;  /* [2, 5] */
    out[30] = -cse34*cse42 + cse41;  /* [2, 6] */
    out[31] = cse34*cse40 + cse37;  /* [2, 7] */
    out[32] = -cse38*cse43;  /* [2, 8] */
    out[33] = -cse36*cse43;  /* [2, 9] */
    out[34] = cse39*cse43;  /* [2, 10] */
    out[35] = cse34;  /* [2, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_slider_crank_re_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_body_frames(q + (size_t)k * 18, p, out + (size_t)k * 36);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 3 x 6 row-major, 18 nonzero.
 * 218 operations after common subexpression elimination.
 */
void mg_slider_crank_re_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    const double q_phi_rod = q[9];
    const double q_theta_rod = q[10];
    const double q_psi_rod = q[11];
    const double q_phi_slider = q[15];
    const double q_theta_slider = q[16];
    const double q_psi_slider = q[17];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_phid_crank = v[3];
    const double v_thetad_crank = v[4];
    const double v_psid_crank = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_phid_rod = v[9];
    const double v_thetad_rod = v[10];
    const double v_psid_rod = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_phid_slider = v[15];
    const double v_thetad_slider = v[16];
    const double v_psid_slider = v[17];
    (void)p;
    const double cse0 = sin(q_phi_crank);
    const double cse1 = cos(q_theta_crank);
    const double cse2 = cse1*v_phid_crank + v_psid_crank;
    const double cse3 = sin(q_theta_crank);
    const double cse4 = cse2*cse3;
    const double cse5 = cos(q_psi_crank);
    const double cse6 = cse0*cse5;
    const double cse7 = cos(q_phi_crank);
    const double cse8 = sin(q_psi_crank);
    const double cse9 = cse7*cse8;
    const double cse10 = cse3*cse5;
    const double cse11 = cse10*v_phid_crank - cse8*v_thetad_crank;
    const double cse12 = cse0*cse8;
    const double cse13 = cse5*cse7;
    const double cse14 = cse3*cse8;
    const double cse15 = -cse14*v_phid_crank - cse5*v_thetad_crank;
    const double cse16 = sin(q_phi_rod);
    const double cse17 = cos(q_theta_rod);
    const double cse18 = sin(q_psi_rod);
    const double cse19 = cse17*cse18;
    const double cse20 = cse16*cse19;
    const double cse21 = cos(q_psi_rod);
    const double cse22 = cse17*cse21;
    const double cse23 = 0.5962825497118436*cse22;
    const double cse24 = cos(q_phi_rod);
    const double cse25 = 0.5962825497118436*cse18;
    const double cse26 = sin(q_theta_rod);
    const double cse27 = 0.7453580594528005*cse26;
    const double cse28 = 0.2981417181776114*cse21;
    const double cse29 = cse18*cse26;
    const double cse30 = cse21*cse26;
    const double cse31 = 0.7453580594528005*cse17 + 0.2981417181776114*cse29 + 0.5962825497118436*cse30;
    const double cse32 = cse31*v_phid_rod + 0.7453580594528005*v_psid_rod + v_thetad_rod*(-cse25 + cse28);
    const double cse33 = 0.4472146529097166*cse22;
    const double cse34 = 0.4472146529097166*cse18;
    const double cse35 = 0.8944266622941008*cse21;
    const double cse36 = 5.254189828941647e-07*cse26;
    const double cse37 = 5.254189828941647e-07*cse17 + 0.8944266622941008*cse29 - 0.4472146529097166*cse30;
    const double cse38 = cse37*v_phid_rod + 5.254189828941647e-07*v_psid_rod + v_thetad_rod*(cse34 + cse35);
    const double cse39 = 0.666667964681058*cse22;
    const double cse40 = 0.33333535914981494*cse21;
    const double cse41 = 0.6666643557356875*cse26;
    const double cse42 = 0.666667964681058*cse18;
    const double cse43 = 0.6666643557356875*cse17 - 0.33333535914981494*cse29 - 0.666667964681058*cse30;
    const double cse44 = cse43*v_phid_rod + 0.6666643557356875*v_psid_rod + v_thetad_rod*(-cse40 + cse42);
    const double cse45 = cse19*cse24;
    const double cse46 = sin(q_phi_slider);
    const double cse47 = cos(q_theta_slider);
    const double cse48 = cse47*v_phid_slider + v_psid_slider;
    const double cse49 = sin(q_theta_slider);
    const double cse50 = cse48*cse49;
    const double cse51 = cos(q_psi_slider);
    const double cse52 = cse49*v_phid_slider;
    const double cse53 = sin(q_psi_slider);
    const double cse54 = -cse51*cse52 + cse53*v_thetad_slider;
    const double cse55 = cse46*cse51;
    const double cse56 = cos(q_phi_slider);
    const double cse57 = cse53*cse56;
    const double cse58 = cse51*v_thetad_slider + cse52*cse53;
    const double cse59 = cse46*cse53;
    const double cse60 = cse51*cse56;

    out[0] = v_rd_crank_x;  /* [0, 0] */
    out[1] = v_rd_crank_y;  /* [0, 1] */
    out[2] = v_rd_crank_z;  /* [0, 2] */
    out[3] = cse0*cse4 + cse11*(-cse1*cse6 - cse9) + cse15*(cse1*cse12 - cse13);  /* [0, 3] */
    out[4] = cse11*(cse1*cse13 - cse12) + cse15*(-cse1*cse9 - cse6) - cse4*cse7;  /* [0, 4] */
    out[5] = cse1*cse2 + cse10*cse11 - cse14*cse15;  /* [0, 5] */
    out[6] = v_rd_rod_x;  /* [1, 0] */
    out[7] = v_rd_rod_y;  /* [1, 1] */
    out[8] = v_rd_rod_z;  /* [1, 2] */
    out[9] = cse32*(-cse16*cse23 + cse16*cse27 - 0.2981417181776114*cse20 - cse24*cse25 + cse24*cse28) + cse38*(cse16*cse33 + cse16*cse36 - 0.8944266622941008*cse20 + cse24*cse34 + cse24*cse35) + cse44*(cse16*cse39 + cse16*cse41 + 0.33333535914981494*cse20 - cse24*cse40 + cse24*cse42);  /* [1, 3] */
    out[10] = cse32*(-cse16*cse25 + cse16*cse28 + cse23*cse24 - cse24*cse27 + 0.2981417181776114*cse45) + cse38*(cse16*cse34 + cse16*cse35 - cse24*cse33 - cse24*cse36 + 0.8944266622941008*cse45) + cse44*(-cse16*cse40 + cse16*cse42 - cse24*cse39 - cse24*cse41 - 0.33333535914981494*cse45);  /* [1, 4] */
    out[11] = cse31*cse32 + cse37*cse38 + cse43*cse44;  /* [1, 5] */
    out[12] = v_rd_slider_x;  /* [2, 0] */
    out[13] = v_rd_slider_y;  /* [2, 1] */
    out[14] = v_rd_slider_z;  /* [2, 2] */
    out[15] = cse46*cse50 + cse54*(cse47*cse55 + cse57) + cse58*(-cse47*cse59 + cse60);  /* [2, 3] */
    out[16] = -cse50*cse56 + cse54*(-cse47*cse60 + cse59) + cse58*(cse47*cse57 + cse55);  /* [2, 4] */
    out[17] = cse47*cse48 - cse49*cse51*cse54 + cse49*cse53*cse58;  /* [2, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_slider_crank_re_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_re_body_velocities(q + (size_t)k * 18, v + (size_t)k * 18, p, out + (size_t)k * 18);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 12 row-major, 21 nonzero.
 * 2 operations after common subexpression elimination.
 */
void mg_slider_crank_re_initial_frames(const double *p, double *out)
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
void mg_slider_crank_re_initial_velocities(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 18);
}

/* chart: Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and rp);
 * see mechgen.symbolic.formulations.chart_offset.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 9 row-major, 15 nonzero.
 * 2 operations after common subexpression elimination.
 */
void mg_slider_crank_re_chart(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 27);
    out[2] = -1;  /* [0, 2] */
    out[4] = 1;  /* [0, 4] */
    out[6] = 1;  /* [0, 6] */
    out[9] = -0.33333535914981494;  /* [1, 0] */
    out[10] = 0.8944266622941008;  /* [1, 1] */
    out[11] = 0.2981417181776114;  /* [1, 2] */
    out[12] = -0.666667964681058;  /* [1, 3] */
    out[13] = -0.4472146529097166;  /* [1, 4] */
    out[14] = 0.5962825497118436;  /* [1, 5] */
    out[15] = 0.6666643557356875;  /* [1, 6] */
    out[16] = 5.254189828941647e-07;  /* [1, 7] */
    out[17] = 0.7453580594528005;  /* [1, 8] */
    out[19] = 1;  /* [2, 1] */
    out[21] = -1;  /* [2, 3] */
    out[26] = 1;  /* [2, 8] */
}

/* physical_data: Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
 * rest length: the numbers the runtime checks at run-time parameter values
 * (mechgen.core.physical).
 * Inputs: p (parameters, 0).
 * Output: out, 30 x 1 row-major, 12 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_re_physical_data(const double *p, double *out)
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
size_t mg_slider_crank_re_forward_dynamics_work(void)
{
    return 2016;
}

/* The index-1 equations [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002
 * eq. 3) solved by LU with partial pivoting, as the runtime's start does where the matrix is
 * regular, in the caller's work memory (forward_dynamics_work doubles): [a; lam] in its first
 * N_V + N_C doubles; MG_OK or MG_SINGULAR. */
static int mg_index1(const double *q, const double *v, double t, const double *p, double *work)
{
    enum { NV = 18, NC = 18, N = NV + NC };
    double *b = work, *S = b + N, *M = S + (size_t)N * N, *C = M + NV * NV;
    int *piv = (int *)(C + NC * NV);
    mg_slider_crank_re_M(q, p, M);
    mg_slider_crank_re_Phi_q(q, t, p, C);
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
    mg_slider_crank_re_Q(q, v, t, p, b);
    mg_slider_crank_re_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_slider_crank_re_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 18; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_slider_crank_re_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_slider_crank_re_index3_take(struct mg_arena *arena, struct mg_slider_crank_re_index3_take_work *w)
{
    enum { NQ = 18, NV = 18, N = NV + 18 };
    w->G = mg_doubles(arena, (size_t)58 * N);
    w->x = mg_doubles(arena, N);
    w->g = mg_doubles(arena, N);
    w->y = mg_doubles(arena, N);
    w->v = mg_doubles(arena, NV);
    w->dv = mg_doubles(arena, NV);
    w->a = mg_doubles(arena, NV);
    w->qs = mg_doubles(arena, NQ);
    w->piv = mg_ints(arena, N);
}

/* The doubles of work memory index3_run needs: mg_slider_crank_re_index3_take counting what it takes. */
size_t mg_slider_crank_re_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_slider_crank_re_index3_take_work w;
    mg_slider_crank_re_index3_take(&arena, &w);
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
 * The iteration matrix is factored in band storage (kl = 19, ku = 19). */
int mg_slider_crank_re_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 18, NV = 18, NC = 18, N = NV + NC };
    enum { KL = 19, KU = 19, LDAB = 58 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_slider_crank_re_index3_take_work mem;
    mg_slider_crank_re_index3_take(&arena, &mem);
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
            mg_slider_crank_re_retract(q_n, dv, qs);
            mg_slider_crank_re_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_slider_crank_re_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_slider_crank_re_genalpha_matrix_perm, g, y);
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
struct mg_slider_crank_re_kinematics_take_work {
    double *q, *tmp, *dv, *b, *solve, *J;
    int *piv;
};

static void mg_slider_crank_re_kinematics_take(struct mg_arena *arena, struct mg_slider_crank_re_kinematics_take_work *w)
{
    enum { NQ = 18, NV = 18 };
    w->q = mg_doubles(arena, NQ);
    w->tmp = mg_doubles(arena, NQ);
    w->dv = mg_doubles(arena, NV);
    w->b = mg_doubles(arena, NV);
    w->solve = mg_doubles(arena, NV);
    w->J = mg_doubles(arena, (size_t)33 * NV);
    w->piv = mg_ints(arena, NV);
}

/* The doubles of work memory kinematics_run needs: mg_slider_crank_re_kinematics_take counting what it takes. */
size_t mg_slider_crank_re_kinematics_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_slider_crank_re_kinematics_take_work w;
    mg_slider_crank_re_kinematics_take(&arena, &w);
    return arena.used;
}

/* Kinematic analysis (seed 001 section 2): row 0 of q_out, v_out, a_out holds the state at
 * t0; rows 1..n_steps (t = t0 + step h) are filled. Position by Newton from q_{n-1} (+) h v_{n-1} (eq. 11),
 * corrections through retract (eq. 12), stop at ||delta|| <= tol + rtol ||q||; then Phi_q v = nu and
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 11,
 * ku = 10). */
int mg_slider_crank_re_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, double rtol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 18, NV = 18, KL = 11, KU = 10 };
struct mg_arena arena = { work, 0 };
    struct mg_slider_crank_re_kinematics_take_work mem;
    mg_slider_crank_re_kinematics_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *q = mem.q, *tmp = mem.tmp, *dv = mem.dv, *b = mem.b, *J = mem.J;
    int *piv = mem.piv;
    const size_t band_size = sizeof(double) * 33 * NV;
    const int *perm = mg_slider_crank_re_Phi_q_perm;
    for (int step = 1; step <= n_steps; ++step) {
        const double t = t0 + step * h;
        const double *q_prev = q_out + (step - 1) * NQ;
        const double *v_prev = v_out + (step - 1) * NV;
        for (int i = 0; i < NV; ++i) {
            dv[i] = h * v_prev[i];
        }
        mg_slider_crank_re_retract(q_prev, dv, q);
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                *fail_step = step;
                return MG_NOT_CONVERGED;
            }
            memset(J, 0, band_size);
            mg_slider_crank_re_Phi_q_band(q, t, p, J);
            mg_slider_crank_re_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return MG_SINGULAR;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, mem.solve);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_slider_crank_re_retract(q, dv, tmp);
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
        mg_slider_crank_re_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return MG_SINGULAR;
        }
        mg_slider_crank_re_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, mem.solve);
        mg_flush(NV, v);
        mg_slider_crank_re_gamma(q, v, t, p, a);
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
struct mg_slider_crank_re_pt_state {
    const double *p;
    int k, m, column, explicit_closure, max_iter, left, nn;
    double hysteresis, closure, branch, singular_fraction, rank, metric, near, margin;
    int I[18], D[18], best[18], order[18], colperm[18], piv[18];
    double C[324], CD[324], A[324], x[18];
    double Dm[324], M[324], MDt[324], Md[324];
    double Q[18], w[18], r[18], g[18], phi[18];
    double E[324], N[324], G[324], NG[324];
    double ginv[18], basis[324], GN[324], kept[324], rest[18];
    double U[324];
    double qs[18], qc[18], vs[18], vstage[18], astage[18];
    double kq[4][18], kv[4][18], dv[18], qr[18];
};

/* the coordinate whose closed-form closing conditions exist (index in closing_choices), or -1 */
static const int mg_slider_crank_re_pt_choice_of[18] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* Sets the partition to the independent coordinates I (sorted) and D to the rest. */
static void mg_slider_crank_re_pt_set(struct mg_slider_crank_re_pt_state *s, const int *I)
{
    int a = 0, b = 0;
    for (int i = 0; i < 18; ++i) {
        if (a < s->k && I[a] == i) {
            s->I[a++] = i;
        } else {
            s->D[b++] = i;
        }
    }
    s->column = s->explicit_closure && s->k > 0 ? mg_slider_crank_re_pt_choice_of[s->I[0]] : -1;
}

/* C_D = Phi_q restricted to the dependent coordinates, factored (from s->C). */
static int mg_slider_crank_re_pt_factor_CD(struct mg_slider_crank_re_pt_state *s)
{
    for (int r = 0; r < s->m; ++r) {
        for (int j = 0; j < s->m; ++j) {
            s->CD[r * s->m + j] = s->C[r * 18 + s->D[j]];
        }
    }
    return mg_lu_factor(s->m, s->CD, s->piv);
}

/* v and A = -C_D^-1 C_I (m x k) from the independent velocities vI (eq. 7, Partition.velocities);
 * with the closed form v = dq/dq_I vI. Leaves C_D factored for the accelerations. */
static int mg_slider_crank_re_pt_velocities(struct mg_slider_crank_re_pt_state *s, const double *q, const double *vI, double t,
                              double *v)
{
    const int k = s->k, m = s->m;
    for (int c = 0; c < k; ++c) {
        v[s->I[c]] = vI[c];
    }
    if (m == 0) {
        return MG_OK;
    }
    mg_slider_crank_re_Phi_q(q, t, s->p, s->C);
    if (mg_slider_crank_re_pt_factor_CD(s)) {
        return MG_SINGULAR;
    }
    for (int c = 0; c < k; ++c) {
        for (int j = 0; j < m; ++j) {
            s->x[j] = s->C[j * 18 + s->I[c]];
        }
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->A[j * k + c] = -s->x[j];
        }
    }
    mg_slider_crank_re_nu(q, t, s->p, s->x);
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
static int mg_slider_crank_re_pt_accelerations(struct mg_slider_crank_re_pt_state *s, const double *q, const double *vI,
                                 double t, double *v, double *a)
{
    const int k = s->k, m = s->m;
    if (mg_slider_crank_re_pt_velocities(s, q, vI, t, v)) {
        return MG_SINGULAR;
    }
    memset(s->w, 0, sizeof(s->w));
    if (m > 0) {
        mg_slider_crank_re_gamma(q, v, t, s->p, s->x);
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->w[s->D[j]] = s->x[j];
        }
    }
    memset(s->Dm, 0, sizeof(double) * (size_t)k * 18);
    for (int c = 0; c < k; ++c) {
        s->Dm[c * 18 + s->I[c]] = 1.0;
        for (int j = 0; j < m; ++j) {
            s->Dm[c * 18 + s->D[j]] = s->A[j * k + c];
        }
    }
    mg_slider_crank_re_M(q, s->p, s->M);
    mg_slider_crank_re_Q(q, v, t, s->p, s->Q);
    for (int i = 0; i < 18; ++i) {
        double sum = s->Q[i];
        for (int j = 0; j < 18; ++j) {
            sum -= s->M[i * 18 + j] * s->w[j];
        }
        s->r[i] = sum;
        for (int c = 0; c < k; ++c) {
            double mdt = 0.0;
            for (int j = 0; j < 18; ++j) {
                mdt += s->M[i * 18 + j] * s->Dm[c * 18 + j];
            }
            s->MDt[i * k + c] = mdt;
        }
    }
    for (int c = 0; c < k; ++c) {
        double rhs = 0.0;
        for (int i = 0; i < 18; ++i) {
            rhs += s->Dm[c * 18 + i] * s->r[i];
        }
        s->x[c] = rhs;
        for (int d = 0; d < k; ++d) {
            double md = 0.0;
            for (int i = 0; i < 18; ++i) {
                md += s->Dm[c * 18 + i] * s->MDt[i * k + d];
            }
            s->Md[c * k + d] = md;
        }
    }
    if (mg_lu_factor(k, s->Md, s->piv)) {
        return MG_SINGULAR;
    }
    mg_lu_solve(k, s->Md, s->piv, s->x);
    for (int i = 0; i < 18; ++i) {
        double sum = s->w[i];
        for (int c = 0; c < k; ++c) {
            sum += s->Dm[c * 18 + i] * s->x[c];
        }
        a[i] = sum;
    }
    return MG_OK;
}

/* q' = T(q) v into out (runtime/partitioning.py _rk4: v itself where q' = v). */
static void mg_slider_crank_re_pt_rates(const double *q, const double *v, double *out)
{
    (void)q;
    memcpy(out, v, sizeof(double) * 18);
}

/* One RK4 stage of (q' = T(q) v, v_I' = a_I) at (q, vI, t) into slot j (runtime/partitioning.py
 * _rk4): with the closed form, q is closed first. */
static int mg_slider_crank_re_pt_stage(struct mg_slider_crank_re_pt_state *s, const double *q, const double *vI, double t, int j)
{
    const double *qe = q;
    if (mg_slider_crank_re_pt_accelerations(s, qe, vI, t, s->vstage, s->astage)) {
        return MG_SINGULAR;
    }
    mg_slider_crank_re_pt_rates(qe, s->vstage, s->kq[j]);
    for (int c = 0; c < s->k; ++c) {
        s->kv[j][c] = s->astage[s->I[c]];
    }
    return MG_OK;
}

/* The dependent coordinates for the independent ones (Partition.correct): from the closed
 * form while it stays within the branch tolerance of the integrated step (else the partition
 * drops it: s->left = 1), else by Newton on Phi = 0 with I held. Returns 0, 1 (no closure in
 * max_iter iterations) or 2 (singular C_D); *iterations: Newton iterations. */
static int mg_slider_crank_re_pt_correct(struct mg_slider_crank_re_pt_state *s, double *q, double t, int *iterations)
{
    const int m = s->m;
    *iterations = 0;
    if (m == 0) {
        return MG_OK;
    }
    for (int it = 1; it <= s->max_iter; ++it) {
        mg_slider_crank_re_Phi(q, t, s->p, s->phi);
        double big = 0.0;
        for (int r = 0; r < m; ++r) {
            big = fabs(s->phi[r]) > big ? fabs(s->phi[r]) : big;
        }
        if (big < s->closure) {
            *iterations = it - 1;
            return MG_OK;
        }
        mg_slider_crank_re_Phi_q(q, t, s->p, s->C);
        if (mg_slider_crank_re_pt_factor_CD(s)) {
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
 * stride 18), twice for round-off (modified Gram-Schmidt); returns the norm of the rest. */
static double mg_slider_crank_re_pt_orthogonalize(int n, double *x, const double *basis, int nb)
{
    for (int pass = 0; pass < 2; ++pass) {
        for (int b = 0; b < nb; ++b) {
            double dot = 0.0;
            for (int i = 0; i < n; ++i) {
                dot += basis[b * 18 + i] * x[i];
            }
            for (int i = 0; i < n; ++i) {
                x[i] -= dot * basis[b * 18 + i];
            }
        }
    }
    return mg_norm(n, x);
}

/* Rook pivoting in the rows and columns rank.. of E (NC x NV): from column *pc, alternately
 * the largest entry of the column and of the row, until one is largest in both (Foster's rook
 * pivoting, rank-revealing in practice like complete pivoting at the cost of a few rows and
 * columns instead of the whole rest). Returns its magnitude; *pr, *pc its place. */
static double mg_slider_crank_re_pt_rook(const double *E, int rank, int *pr, int *pc)
{
    double big = -1.0;
    for (int scan = 0; scan < 2 * 18; ++scan) {
        int moved = 0;
        if (scan % 2 == 0) {
            for (int r = rank; r < 18; ++r) {
                if (fabs(E[r * 18 + *pc]) > big) {
                    big = fabs(E[r * 18 + *pc]);
                    *pr = r;
                    moved = 1;
                }
            }
        } else {
            for (int c = rank; c < 18; ++c) {
                if (fabs(E[*pr * 18 + c]) > big) {
                    big = fabs(E[*pr * 18 + c]);
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
static double mg_slider_crank_re_pt_volume(struct mg_slider_crank_re_pt_state *s, const int *set)
{
    double volume = 1.0;
    int kept = 0;
    for (int c = 0; c < s->k; ++c) {
        double *row = s->kept + kept * 18;
        memcpy(row, s->U + set[c] * 18, sizeof(double) * (size_t)s->nn);
        const double length = mg_slider_crank_re_pt_orthogonalize(s->nn, row, s->kept, kept);
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
static int mg_slider_crank_re_pt_criterion(struct mg_slider_crank_re_pt_state *s, const double *q, double t, double *cos2)
{
    const int k = s->k;
    mg_slider_crank_re_M(q, s->p, s->G);
    int rank = 0;
    for (int j = 0; j < 18; ++j) {
        s->colperm[j] = j;
    }
    mg_slider_crank_re_Phi_q(q, t, s->p, s->C);
    double scale = 0.0, cmax = 0.0;
    for (int i = 0; i < 18; ++i) {
        scale = fabs(s->G[i * 18 + i]) > scale ? fabs(s->G[i * 18 + i]) : scale;
    }
    memcpy(s->E, s->C, sizeof(double) * 324);
    for (int i = 0; i < 324; ++i) {
        cmax = fabs(s->E[i]) > cmax ? fabs(s->E[i]) : cmax;
    }
    const double small = s->rank * fmax(cmax, 1.0);
    double pmin = INFINITY;
    for (; rank < 18; ++rank) {
        int pr = rank, pc = rank;
        double big = mg_slider_crank_re_pt_rook(s->E, rank, &pr, &pc);
        if (!(big > small)) {
            /* rook pivoting stops at an entry largest in its row and column; a small one
             * could hide larger entries elsewhere: search the whole rest before stopping */
            for (int r = rank; r < 18; ++r) {
                for (int c = rank; c < 18; ++c) {
                    if (fabs(s->E[r * 18 + c]) > big) {
                        big = fabs(s->E[r * 18 + c]);
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
        for (int c = 0; c < 18; ++c) {
            const double tmp = s->E[rank * 18 + c];
            s->E[rank * 18 + c] = s->E[pr * 18 + c];
            s->E[pr * 18 + c] = tmp;
        }
        for (int r = 0; r < 18; ++r) {
            const double tmp = s->E[r * 18 + rank];
            s->E[r * 18 + rank] = s->E[r * 18 + pc];
            s->E[r * 18 + pc] = tmp;
        }
        const int tmp = s->colperm[rank];
        s->colperm[rank] = s->colperm[pc];
        s->colperm[pc] = tmp;
        for (int r = rank + 1; r < 18; ++r) {
            const double f = s->E[r * 18 + rank] / s->E[rank * 18 + rank];
            for (int c = rank; c < 18; ++c) {
                s->E[r * 18 + c] -= f * s->E[rank * 18 + c];
            }
        }
    }
    /* the smallest pivot estimates the smallest singular value (rook pivoting reveals rank) */
    s->margin = rank < 18 ? 0.0 : pmin / cmax;
    /* the metric G (runtime/partitioning.py metric): M + s C_N^T C_N (normalization rows),
     * and + s C^T C where that is still singular (its Cholesky factor has a pivot below the
     * metric tolerance times the largest diagonal entry) */
    memcpy(s->NG, s->G, sizeof(double) * 324);
    if (!(mg_cholesky(18, s->NG) > s->metric * scale)) {
        for (int i = 0; i < 18; ++i) {
            for (int j = 0; j < 18; ++j) {
                double sum = 0.0;
                for (int r = 0; r < 18; ++r) {
                    sum += s->C[r * 18 + i] * s->C[r * 18 + j];
                }
                s->G[i * 18 + j] += scale * sum;
            }
        }
        memcpy(s->NG, s->G, sizeof(double) * 324);
        if (!(mg_cholesky(18, s->NG) > 0.0)) {
            return MG_SINGULAR;
        }
    }
    /* (G^-1)_ii = sum_r ((L^-1)_ri)^2, column i of L^-1 by forward substitution */
    for (int i = 0; i < 18; ++i) {
        double sum = 0.0;
        for (int r = 0; r < 18; ++r) {
            double x = r == i ? 1.0 : 0.0;
            for (int c = i; c < r; ++c) {
                x -= s->NG[r * 18 + c] * s->rest[c];
            }
            s->rest[r] = r < i ? 0.0 : x / s->NG[r * 18 + r];
            sum += s->rest[r] * s->rest[r];
        }
        s->ginv[i] = sum;
    }
    /* the null vectors: free columns rank.. of the elimination, back-substituted, in the
     * coordinates' own order; then orthonormalized (rows of s->basis, stride NV) */
    const int nn = 18 - rank;
    s->nn = nn;
    for (int f = 0; f < nn; ++f) {
        double *x = s->rest;
        for (int c = rank; c < 18; ++c) {
            x[c] = c == rank + f ? 1.0 : 0.0;
        }
        for (int r = rank - 1; r >= 0; --r) {
            double sum = 0.0;
            for (int c = r + 1; c < 18; ++c) {
                sum += s->E[r * 18 + c] * x[c];
            }
            x[r] = -sum / s->E[r * 18 + r];
        }
        double *b = s->basis + f * 18;
        for (int c = 0; c < 18; ++c) {
            b[s->colperm[c]] = x[c];
        }
        const double length = mg_slider_crank_re_pt_orthogonalize(18, b, s->basis, f);
        for (int c = 0; c < 18; ++c) {
            b[c] /= length;
        }
    }
    /* N (NV x nn), G N and N^T G N (nn x nn), factored by Cholesky */
    for (int i = 0; i < 18; ++i) {
        for (int f = 0; f < nn; ++f) {
            s->N[i * 18 + f] = s->basis[f * 18 + i];
            double sum = 0.0;
            for (int j = 0; j < 18; ++j) {
                sum += s->G[i * 18 + j] * s->basis[f * 18 + j];
            }
            s->GN[i * 18 + f] = sum;
        }
    }
    for (int f = 0; f < nn; ++f) {
        for (int e = 0; e < nn; ++e) {
            double sum = 0.0;
            for (int i = 0; i < 18; ++i) {
                sum += s->basis[f * 18 + i] * s->GN[i * 18 + e];
            }
            s->NG[f * nn + e] = sum;
        }
    }
    if (!(mg_cholesky(nn, s->NG) > 0.0)) {
        return MG_SINGULAR;
    }
    /* u_i = L^-1 N_i^T / sqrt((G^-1)_ii), cos^2 alpha_i = |u_i|^2 = N_i (N^T G N)^-1 N_i^T /
     * (G^-1)_ii */
    for (int i = 0; i < 18; ++i) {
        double sum = 0.0, *u = s->U + i * 18;
        for (int f = 0; f < nn; ++f) {
            double x = s->N[i * 18 + f];
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
    memcpy(s->kept, s->U, sizeof(double) * 324);
    for (int i = 0; i < 18; ++i) {
        s->order[i] = 0;
    }
    int chosen = 0;
    for (; chosen < k; ++chosen) {
        int pick = -1;
        double top = 0.0;
        for (int i = 0; i < 18; ++i) {
            if (s->order[i]) {
                continue;
            }
            double length = 0.0;
            for (int f = 0; f < nn; ++f) {
                length += s->kept[i * 18 + f] * s->kept[i * 18 + f];
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
            s->rest[f] = s->kept[pick * 18 + f] / sqrt(top);
        }
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = 0; i < 18; ++i) {
                double dot = 0.0, *row = s->kept + i * 18;
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
struct mg_slider_crank_re_partitioning_take_work {
    struct mg_slider_crank_re_pt_state *s;
};

static void mg_slider_crank_re_partitioning_take(struct mg_arena *arena, struct mg_slider_crank_re_partitioning_take_work *w)
{
    w->s = mg_struct(arena, sizeof(struct mg_slider_crank_re_pt_state));
}

/* The doubles of work memory partitioning_run needs: mg_slider_crank_re_partitioning_take counting what it takes. */
size_t mg_slider_crank_re_partitioning_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_slider_crank_re_partitioning_take_work w;
    mg_slider_crank_re_partitioning_take(&arena, &w);
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
int mg_slider_crank_re_partitioning_run(const double *p, double h, double t0, int n_steps, int k, const int *independent, int column, int explicit_closure, const double *settings, int max_iter, double *q_out, double *v_out, double *a_out, double *criterion_out, int *independent_out, int *left_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    if (k < 0 || k > 18 || 18 - k != 18) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_slider_crank_re_partitioning_take_work mem;
    mg_slider_crank_re_partitioning_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    struct mg_slider_crank_re_pt_state *s = mem.s;
    memset(s, 0, sizeof *s);
    s->p = p;
    s->k = k;
    s->m = 18 - k;
    s->explicit_closure = explicit_closure;
    s->max_iter = max_iter;
    s->hysteresis = settings[0];
    s->closure = settings[1];
    s->branch = settings[2];
    s->singular_fraction = settings[3];
    s->rank = settings[4];
    s->metric = settings[5];
    s->near = settings[6];
    mg_slider_crank_re_pt_set(s, independent);
    s->column = column;
    double q[18], v[18] = {0}, vI[18] = {0}, q1[18], vI1[18] = {0};
    double cos2[18] = {0};
    memcpy(q, q_out, sizeof(q));
    for (int c = 0; c < k; ++c) {
        vI[c] = v_out[s->I[c]];
    }
    int status = mg_slider_crank_re_pt_criterion(s, q, t0, cos2);
    left_out[0] |= s->margin < s->near ? 2 : 0;
    int failing = 0;
    double previous = -1.0; /* no ratio before the first step */
    iterations[0] = 0;
    for (int step = 0; step <= n_steps && !status; ++step) {
        const double t = t0 + step * h;
        double *a = a_out + (size_t)step * 18;
        failing = step;
        status = mg_slider_crank_re_pt_accelerations(s, q, vI, t, v, a);
        if (status) {
            break;
        }
        memcpy(q_out + (size_t)step * 18, q, sizeof(q));
        memcpy(v_out + (size_t)step * 18, v, sizeof(v));
        memcpy(criterion_out + (size_t)step * 18, cos2, sizeof(cos2));
        memcpy(independent_out + (size_t)step * k, s->I, sizeof(int) * (size_t)k);
        if (step == n_steps) {
            break;
        }
        /* RK4: the first stage is the row's own (v, a_I) */
        failing = step + 1;
        mg_slider_crank_re_pt_rates(q, v, s->kq[0]);
        for (int c = 0; c < k; ++c) {
            s->kv[0][c] = a[s->I[c]];
        }
        static const double nodes[3] = {0.5, 0.5, 1.0};
        for (int j = 1; j < 4 && !status; ++j) {
            const double c_h = nodes[j - 1] * h;
            for (int i = 0; i < 18; ++i) {
                s->qs[i] = q[i] + c_h * s->kq[j - 1][i];
            }
            for (int c = 0; c < k; ++c) {
                s->vs[c] = vI[c] + c_h * s->kv[j - 1][c];
            }
            status = mg_slider_crank_re_pt_stage(s, s->qs, s->vs, t + c_h, j);
        }
        if (status) {
            break;
        }
        for (int i = 0; i < 18; ++i) {
            q1[i] = q[i] + h / 6 * (s->kq[0][i] + 2 * s->kq[1][i] + 2 * s->kq[2][i] + s->kq[3][i]);
        }
        for (int c = 0; c < k; ++c) {
            vI1[c] = vI[c] + h / 6 * (s->kv[0][c] + 2 * s->kv[1][c] + 2 * s->kv[2][c] + s->kv[3][c]);
        }
        s->left = 0;
        status = mg_slider_crank_re_pt_correct(s, q1, t + h, &iterations[step + 1]);
        left_out[step + 1] = s->left;
        if (status) {
            break;
        }
        memcpy(q, q1, sizeof(q));
        memcpy(vI, vI1, sizeof(double) * (size_t)k);
        if (!(mg_norm(18, q) < 1e300) || !(mg_norm(k, vI) < 1e300)) {
            status = MG_NOT_FINITE;
            break;
        }
        status = mg_slider_crank_re_pt_criterion(s, q, t + h, cos2);
        left_out[step + 1] |= s->margin < s->near ? 2 : 0;
        if (status || k == 0) {
            continue;
        }
        /* Gamma of the current set against the best's, in geometric mean (_volume), now and
           one step ahead (runtime/partitioning.py ahead) */
        const double limit = pow(fmax(s->hysteresis, s->singular_fraction), k);
        const double best = mg_slider_crank_re_pt_volume(s, s->best);
        const double ratio = best > 0.0 ? mg_slider_crank_re_pt_volume(s, s->I) / best : 1.0;
        double next = ratio;
        if (previous >= 0.0) {
            const double root = 2.0 * sqrt(ratio) - sqrt(previous);
            next = root > 0.0 ? root * root : 0.0;
        }
        previous = ratio;
        if (fmin(ratio, next) < limit) {
            previous = 1.0;
            /* the new independent velocities from those of the old partition */
            if ((status = mg_slider_crank_re_pt_velocities(s, q, vI, t + h, v))) {
                break;
            }
            mg_slider_crank_re_pt_set(s, s->best);
            for (int c = 0; c < k; ++c) {
                vI[c] = v[s->I[c]];
            }
        }
    }
    *fail_step = failing;
    return status;
}
