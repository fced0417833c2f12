/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: four_link */
/* formulation: re */
/* scheme: any */
/* input hash: 2e9acce5859b6ac2 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'four_link' in the re formulation (C99).
 * Vectors: q (18), v (18), dv (18), a (18), lam (18), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "four_link_re.h"

int mg_four_link_re_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
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

int mg_four_link_re_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_four_link_re_entry_name(int i)
{
    return i >= 0 && i < mg_four_link_re_n_entries() ? mg_entry_names[i] : NULL;
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
void mg_four_link_re_retract(const double *q, const double *dv, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_r_link2_x = q[6];
    const double q_r_link2_y = q[7];
    const double q_r_link2_z = q[8];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_r_link3_x = q[12];
    const double q_r_link3_y = q[13];
    const double q_r_link3_z = q[14];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
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

    out[0] = dv_0 + q_r_rotor_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_rotor_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_rotor_z;  /* [2, 0] */
    out[3] = dv_3 + q_phi_rotor;  /* [3, 0] */
    out[4] = dv_4 + q_theta_rotor;  /* [4, 0] */
    out[5] = dv_5 + q_psi_rotor;  /* [5, 0] */
    out[6] = dv_6 + q_r_link2_x;  /* [6, 0] */
    out[7] = dv_7 + q_r_link2_y;  /* [7, 0] */
    out[8] = dv_8 + q_r_link2_z;  /* [8, 0] */
    out[9] = dv_9 + q_phi_link2;  /* [9, 0] */
    out[10] = dv_10 + q_theta_link2;  /* [10, 0] */
    out[11] = dv_11 + q_psi_link2;  /* [11, 0] */
    out[12] = dv_12 + q_r_link3_x;  /* [12, 0] */
    out[13] = dv_13 + q_r_link3_y;  /* [13, 0] */
    out[14] = dv_14 + q_r_link3_z;  /* [14, 0] */
    out[15] = dv_15 + q_phi_link3;  /* [15, 0] */
    out[16] = dv_16 + q_theta_link3;  /* [16, 0] */
    out[17] = dv_17 + q_psi_link3;  /* [17, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 18).
 * Output: out, 18 x 18 row-major, 18 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_re_tangent(const double *dv, double *out)
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
void mg_four_link_re_qdot(const double *q, const double *v, double *out)
{
    (void)q;
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];

    out[0] = v_rd_rotor_x;  /* [0, 0] */
    out[1] = v_rd_rotor_y;  /* [1, 0] */
    out[2] = v_rd_rotor_z;  /* [2, 0] */
    out[3] = v_phid_rotor;  /* [3, 0] */
    out[4] = v_thetad_rotor;  /* [4, 0] */
    out[5] = v_psid_rotor;  /* [5, 0] */
    out[6] = v_rd_link2_x;  /* [6, 0] */
    out[7] = v_rd_link2_y;  /* [7, 0] */
    out[8] = v_rd_link2_z;  /* [8, 0] */
    out[9] = v_phid_link2;  /* [9, 0] */
    out[10] = v_thetad_link2;  /* [10, 0] */
    out[11] = v_psid_link2;  /* [11, 0] */
    out[12] = v_rd_link3_x;  /* [12, 0] */
    out[13] = v_rd_link3_y;  /* [13, 0] */
    out[14] = v_rd_link3_z;  /* [14, 0] */
    out[15] = v_phid_link3;  /* [15, 0] */
    out[16] = v_thetad_link3;  /* [16, 0] */
    out[17] = v_psid_link3;  /* [17, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 190 operations after common subexpression elimination.
 */
void mg_four_link_re_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_r_link2_x = q[6];
    const double q_r_link2_y = q[7];
    const double q_r_link2_z = q[8];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_r_link3_x = q[12];
    const double q_r_link3_y = q[13];
    const double q_r_link3_z = q[14];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(q_theta_rotor);
    const double cse1 = sin(q_phi_rotor);
    const double cse2 = cos(q_psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cos(q_phi_rotor);
    const double cse5 = sin(q_psi_rotor);
    const double cse6 = cse4*cse5;
    const double cse7 = cse0*cse3 + cse6;
    const double cse8 = cse1*cse5;
    const double cse9 = cse2*cse4;
    const double cse10 = -cse0*cse8 + cse9;
    const double cse11 = -q_r_rotor_x;
    const double cse12 = -q_r_rotor_y;
    const double cse13 = -q_r_rotor_z;
    const double cse14 = cos(q_phi_link3);
    const double cse15 = cos(q_psi_link3);
    const double cse16 = cos(q_theta_link3);
    const double cse17 = 0.4741231347908751*cse16;
    const double cse18 = sin(q_phi_link3);
    const double cse19 = sin(q_psi_link3);
    const double cse20 = cse18*cse19;
    const double cse21 = sin(q_theta_link3);
    const double cse22 = 0.8804585470401622*cse14;
    const double cse23 = 0.4741231347908751*cse21;
    const double cse24 = -cse14*cse23 - cse15*cse16*cse22 + 0.8804585470401622*cse20;
    const double cse25 = 0.8804585470401622*cse15;
    const double cse26 = 3.7*cse16*cse18*cse25 + 3.7*cse18*cse23 + 3.7*cse19*cse22;
    const double cse27 = -q_r_link3_x;
    const double cse28 = 3.7*cse24;
    const double cse29 = -q_r_link3_y;
    const double cse30 = 3.7*cse17 - 3.7*cse21*cse25;
    const double cse31 = -q_r_link3_z;
    const double cse32 = sin(q_phi_link2);
    const double cse33 = cos(q_psi_link2);
    const double cse34 = cse32*cse33;
    const double cse35 = cos(q_theta_link2);
    const double cse36 = 0.3708795797635267*cse35;
    const double cse37 = cos(q_phi_link2);
    const double cse38 = cse33*cse37;
    const double cse39 = sin(q_psi_link2);
    const double cse40 = 0.3708795797635267*cse39;
    const double cse41 = cse35*cse39;
    const double cse42 = cse32*cse41;
    const double cse43 = sin(q_theta_link2);
    const double cse44 = 0.6140258560576402*cse43;
    const double cse45 = 6.1*cse32*cse44 + 6.1*cse34*cse36 + 6.1*cse37*cse40 + 4.24999999799984*cse38 - 4.24999999799984*cse42;
    const double cse46 = cse37*cse41;
    const double cse47 = 6.1*cse32*cse40 + 4.24999999799984*cse34 - 6.1*cse36*cse38 - 6.1*cse37*cse44 + 4.24999999799984*cse46;
    const double cse48 = cse33*cse43;
    const double cse49 = cse39*cse43;
    const double cse50 = 3.7455577219516045*cse35 - 2.2623654365575128*cse48 + 4.24999999799984*cse49;
    const double cse51 = -cse0*cse9 + cse8;
    const double cse52 = sin(q_theta_rotor);
    const double cse53 = cse2*cse52;
    const double cse54 = 0.9286809290620163*cse35;
    const double cse55 = 0.9286809290620163*cse39;
    const double cse56 = 0.245431060332383*cse43;
    const double cse57 = 0.7497211555855399*cse52;
    const double cse58 = 3.141592653589793*t;
    const double cse59 = sin(cse58);
    const double cse60 = cos(cse58);

    out[0] = cse7;  /* [0, 0] */
    out[1] = cse10;  /* [1, 0] */
    out[2] = cse11;  /* [2, 0] */
    out[3] = cse12;  /* [3, 0] */
    out[4] = cse13;  /* [4, 0] */
    out[5] = cse14*cse15*cse17 - 0.4741231347908751*cse20 - cse21*cse22;  /* [5, 0] */
    out[6] = cse24;  /* [6, 0] */
    out[7] = -cse26 + cse27 - 4;  /* [7, 0] */
    out[8] = -cse28 + cse29 - 8.5;  /* [8, 0] */
    out[9] = -cse30 + cse31;  /* [9, 0] */
    out[10] = cse26 + cse27 - cse45 + q_r_link2_x;  /* [10, 0] */
    out[11] = cse28 + cse29 - cse47 + q_r_link2_y;  /* [11, 0] */
    out[12] = cse30 + cse31 - cse50 + q_r_link2_z;  /* [12, 0] */
    out[13] = cse11 + cse45 + 2*cse7 + q_r_link2_x;  /* [13, 0] */
    out[14] = cse12 + cse47 + 2*cse51 + q_r_link2_y;  /* [14, 0] */
    out[15] = cse13 + cse50 - 2*cse53 + q_r_link2_z;  /* [15, 0] */
    out[16] = (0.7497211555855399*cse0 - 0.6617538733301699*cse5*cse52)*(0.245431060332383*cse35 + 0.9286809290620163*cse48 + 0.27805633713446004*cse49) + (cse1*cse57 - 0.6617538733301699*cse10)*(cse32*cse56 - cse34*cse54 - cse37*cse55 + 0.27805633713446004*cse38 - 0.27805633713446004*cse42) + (-0.6617538733301699*cse0*cse6 - 0.6617538733301699*cse3 - cse4*cse57)*(-cse32*cse55 + 0.27805633713446004*cse34 - cse37*cse56 + cse38*cse54 + 0.27805633713446004*cse46);  /* [16, 0] */
    out[17] = 2*(cse51*cse60 - cse53*cse59)/(cse51*cse59 + cse53*cse60 + 1);  /* [17, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_re_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_Phi(q + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_re_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_re_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_dropped_Phi(q + (size_t)k * 18, t[k], p, out + (size_t)k * 0);
    }
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_re_Phi_q_perm[18] = {12, 9, 11, 10, 7, 8, 6, 17, 16, 14, 1, 13, 5, 3, 15, 4, 0, 2};

/* Where Phi_q's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 18, kl = 12, ku = 12, ldab = 37), and in the row-major 18 x 18 matrix. */
static const int mg_four_link_re_Phi_q_in_band[79] = {508, 580, 472, 502, 574, 466, 617, 397, 651, 540, 324, 288, 534, 318, 282, 28, 532, 316,
    280, 425, 533, 317, 281, 349, 313, 277, 243, 63, 135, 99, 27, 531, 315, 279, 170, 62, 134,
    98, 422, 530, 314, 278, 204, 132, 96, 348, 312, 276, 611, 503, 575, 467, 251, 71, 143,
    107, 393, 501, 573, 465, 177, 69, 141, 105, 650, 578, 470, 218, 146, 110, 500, 572, 464,
    68, 140, 104, 499, 571, 463};
static const int mg_four_link_re_Phi_q_in_dense[79] = {3, 4, 5, 21, 22, 23, 36, 55, 74, 105, 106, 107, 123, 124, 125, 138, 141, 142, 143, 157,
    159, 160, 161, 176, 178, 179, 186, 189, 190, 191, 192, 195, 196, 197, 205, 207, 208, 209,
    211, 213, 214, 215, 224, 226, 227, 230, 232, 233, 234, 237, 238, 239, 240, 243, 244, 245,
    253, 255, 256, 257, 259, 261, 262, 263, 272, 274, 275, 278, 280, 281, 291, 292, 293, 297,
    298, 299, 309, 310, 311};

/* Phi_q's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_four_link_re_Phi_q_cells(const double *q, double t, const double *p, double *out, const int *where)
{
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(q_theta_rotor);
    const double cse1 = cos(q_phi_rotor);
    const double cse2 = cos(q_psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = sin(q_phi_rotor);
    const double cse6 = sin(q_psi_rotor);
    const double cse7 = cse5*cse6;
    const double cse8 = sin(q_theta_rotor);
    const double cse9 = cse2*cse5;
    const double cse10 = -cse0*cse7 + cse3;
    const double cse11 = cse1*cse6;
    const double cse12 = cse0*cse11;
    const double cse13 = cse0*cse9;
    const double cse14 = cos(q_psi_link3);
    const double cse15 = cos(q_theta_link3);
    const double cse16 = cse14*cse15;
    const double cse17 = sin(q_phi_link3);
    const double cse18 = 0.4741231347908751*cse17;
    const double cse19 = sin(q_psi_link3);
    const double cse20 = cos(q_phi_link3);
    const double cse21 = 0.4741231347908751*cse20;
    const double cse22 = cse19*cse21;
    const double cse23 = sin(q_theta_link3);
    const double cse24 = 0.8804585470401622*cse17;
    const double cse25 = cse14*cse23;
    const double cse26 = 0.8804585470401622*cse20;
    const double cse27 = cse19*cse26;
    const double cse28 = 3.2576966240486005*cse17;
    const double cse29 = cse19*cse28;
    const double cse30 = 1.7542555987262378*cse23;
    const double cse31 = cse20*cse30;
    const double cse32 = 3.2576966240486005*cse20;
    const double cse33 = cse14*cse32;
    const double cse34 = cse15*cse33;
    const double cse35 = 1.7542555987262378*cse15;
    const double cse36 = cse17*cse35;
    const double cse37 = cse14*cse28;
    const double cse38 = cse23*cse37;
    const double cse39 = cse15*cse29;
    const double cse40 = cse19*cse32;
    const double cse41 = cse17*cse30;
    const double cse42 = cse15*cse37;
    const double cse43 = cse20*cse35;
    const double cse44 = cse23*cse33;
    const double cse45 = cse15*cse40;
    const double cse46 = 3.2576966240486005*cse16;
    const double cse47 = 3.2576966240486005*cse19*cse23;
    const double cse48 = cos(q_phi_link2);
    const double cse49 = sin(q_theta_link2);
    const double cse50 = 3.7455577219516045*cse49;
    const double cse51 = cse48*cse50;
    const double cse52 = cos(q_theta_link2);
    const double cse53 = sin(q_psi_link2);
    const double cse54 = cse52*cse53;
    const double cse55 = 4.24999999799984*cse48;
    const double cse56 = cse54*cse55;
    const double cse57 = sin(q_phi_link2);
    const double cse58 = 2.2623654365575128*cse57;
    const double cse59 = cse53*cse58;
    const double cse60 = cos(q_psi_link2);
    const double cse61 = 4.24999999799984*cse57;
    const double cse62 = cse60*cse61;
    const double cse63 = cse52*cse60;
    const double cse64 = 2.2623654365575128*cse63;
    const double cse65 = cse48*cse64;
    const double cse66 = 3.7455577219516045*cse52;
    const double cse67 = cse57*cse66;
    const double cse68 = cse53*cse61;
    const double cse69 = cse49*cse68;
    const double cse70 = cse58*cse60;
    const double cse71 = cse49*cse70;
    const double cse72 = cse52*cse62;
    const double cse73 = 2.2623654365575128*cse48;
    const double cse74 = cse60*cse73;
    const double cse75 = cse53*cse55;
    const double cse76 = cse54*cse58;
    const double cse77 = cse53*cse73;
    const double cse78 = cse55*cse60;
    const double cse79 = cse50*cse57;
    const double cse80 = cse54*cse61;
    const double cse81 = cse57*cse64;
    const double cse82 = cse48*cse66;
    const double cse83 = cse49*cse75;
    const double cse84 = cse49*cse74;
    const double cse85 = cse52*cse78;
    const double cse86 = cse54*cse73;
    const double cse87 = 4.24999999799984*cse54;
    const double cse88 = 4.24999999799984*cse49*cse60;
    const double cse89 = cse49*cse53;
    const double cse90 = 2.2623654365575128*cse89;
    const double cse91 = 2*cse7;
    const double cse92 = 2*cse3;
    const double cse93 = 2*cse9;
    const double cse94 = 2*cse11;
    const double cse95 = cse0*cse2;
    const double cse96 = cse6*cse8;
    const double cse97 = 0.9286809290620163*cse63;
    const double cse98 = cse48*cse97;
    const double cse99 = 0.27805633713446004*cse54;
    const double cse100 = cse48*cse99;
    const double cse101 = 0.9286809290620163*cse53;
    const double cse102 = cse101*cse57;
    const double cse103 = 0.245431060332383*cse49;
    const double cse104 = cse103*cse48;
    const double cse105 = 0.27805633713446004*cse57;
    const double cse106 = cse105*cse60;
    const double cse107 = cse100 - cse102 - cse104 + cse106 + cse98;
    const double cse108 = 0.6617538733301699*cse7;
    const double cse109 = 0.6617538733301699*cse3;
    const double cse110 = 0.7497211555855399*cse8;
    const double cse111 = cse110*cse5;
    const double cse112 = 0.6617538733301699*cse11;
    const double cse113 = 0.6617538733301699*cse9;
    const double cse114 = cse1*cse110;
    const double cse115 = 0.27805633713446004*cse48;
    const double cse116 = -cse101*cse48 + cse103*cse57 + cse115*cse60 - cse57*cse97 - cse57*cse99;
    const double cse117 = 0.9286809290620163*cse60;
    const double cse118 = cse117*cse49;
    const double cse119 = 0.27805633713446004*cse49;
    const double cse120 = cse119*cse53;
    const double cse121 = 0.245431060332383*cse52;
    const double cse122 = cse118 + cse120 + cse121;
    const double cse123 = 0.6617538733301699*cse6;
    const double cse124 = 0.7497211555855399*cse0;
    const double cse125 = cse2*cse8;
    const double cse126 = cse12 + cse9;
    const double cse127 = -cse114 - 0.6617538733301699*cse126;
    const double cse128 = -0.6617538733301699*cse10 + cse111;
    const double cse129 = -cse123*cse8 + cse124;
    const double cse130 = 0.9286809290620163*cse54;
    const double cse131 = 3.141592653589793*t;
    const double cse132 = cos(cse131);
    const double cse133 = cse11 + cse13;
    const double cse134 = sin(cse131);
    const double cse135 = -cse4 + cse7;
    const double cse136 = cse125*cse132 + cse134*cse135 + 1;
    const double cse137 = 2/cse136;
    const double cse138 = 2*(-cse125*cse134 + cse132*cse135)/(cse136*cse136);
    const double cse139 = cse3*cse8;

    out[where[0]] = cse4 - cse7;  /* [0, 3] */
    out[where[1]] = -cse8*cse9;  /* [0, 4] */
    out[where[2]] = cse10;  /* [0, 5] */
    out[where[3]] = -cse12 - cse9;  /* [1, 3] */
    out[where[4]] = cse7*cse8;  /* [1, 4] */
    out[where[5]] = -cse11 - cse13;  /* [1, 5] */
    out[where[6]] = -1;  /* [2, 0] */
    out[where[7]] = -1;  /* [3, 1] */
    out[where[8]] = -1;  /* [4, 2] */
    out[where[9]] = -cse16*cse18 - cse22 + cse23*cse24;  /* [5, 15] */
    out[where[10]] = -cse15*cse26 - cse21*cse25;  /* [5, 16] */
    out[where[11]] = -cse14*cse18 - cse15*cse22;  /* [5, 17] */
    out[where[12]] = cse16*cse24 + cse18*cse23 + cse27;  /* [6, 15] */
    out[where[13]] = -cse15*cse21 + cse25*cse26;  /* [6, 16] */
    out[where[14]] = cse14*cse24 + cse15*cse27;  /* [6, 17] */
    out[where[15]] = -1;  /* [7, 12] */
    out[where[16]] = cse29 - cse31 - cse34;  /* [7, 15] */
    out[where[17]] = -cse36 + cse38;  /* [7, 16] */
    out[where[18]] = -cse33 + cse39;  /* [7, 17] */
    out[where[19]] = -1;  /* [8, 13] */
    out[where[20]] = -cse40 - cse41 - cse42;  /* [8, 15] */
    out[where[21]] = cse43 - cse44;  /* [8, 16] */
    out[where[22]] = -cse37 - cse45;  /* [8, 17] */
    out[where[23]] = -1;  /* [9, 14] */
    out[where[24]] = cse30 + cse46;  /* [9, 16] */
    out[where[25]] = -cse47;  /* [9, 17] */
    out[where[26]] = 1;  /* [10, 6] */
    out[where[27]] = -cse51 + cse56 + cse59 + cse62 - cse65;  /* [10, 9] */
    out[where[28]] = -cse67 - cse69 + cse71;  /* [10, 10] */
    out[where[29]] = cse72 - cse74 + cse75 + cse76;  /* [10, 11] */
    out[where[30]] = -1;  /* [10, 12] */
    out[where[31]] = -cse29 + cse31 + cse34;  /* [10, 15] */
    out[where[32]] = cse36 - cse38;  /* [10, 16] */
    out[where[33]] = cse33 - cse39;  /* [10, 17] */
    out[where[34]] = 1;  /* [11, 7] */
    out[where[35]] = -cse77 - cse78 - cse79 + cse80 - cse81;  /* [11, 9] */
    out[where[36]] = cse82 + cse83 - cse84;  /* [11, 10] */
    out[where[37]] = cse68 - cse70 - cse85 - cse86;  /* [11, 11] */
    out[where[38]] = -1;  /* [11, 13] */
    out[where[39]] = cse40 + cse41 + cse42;  /* [11, 15] */
    out[where[40]] = -cse43 + cse44;  /* [11, 16] */
    out[where[41]] = cse37 + cse45;  /* [11, 17] */
    out[where[42]] = 1;  /* [12, 8] */
    out[where[43]] = cse50 + cse64 - cse87;  /* [12, 10] */
    out[where[44]] = -cse88 - cse90;  /* [12, 11] */
    out[where[45]] = -1;  /* [12, 14] */
    out[where[46]] = -cse30 - cse46;  /* [12, 16] */
    out[where[47]] = cse47;  /* [12, 17] */
    out[where[48]] = -1;  /* [13, 0] */
    out[where[49]] = cse0*cse92 - cse91;  /* [13, 3] */
    out[where[50]] = -cse8*cse93;  /* [13, 4] */
    out[where[51]] = -cse0*cse91 + cse92;  /* [13, 5] */
    out[where[52]] = 1;  /* [13, 6] */
    out[where[53]] = cse51 - cse56 - cse59 - cse62 + cse65;  /* [13, 9] */
    out[where[54]] = cse67 + cse69 - cse71;  /* [13, 10] */
    out[where[55]] = -cse72 + cse74 - cse75 - cse76;  /* [13, 11] */
    out[where[56]] = -1;  /* [14, 1] */
    out[where[57]] = cse0*cse93 + cse94;  /* [14, 3] */
    out[where[58]] = cse8*cse92;  /* [14, 4] */
    out[where[59]] = cse0*cse94 + cse93;  /* [14, 5] */
    out[where[60]] = 1;  /* [14, 7] */
    out[where[61]] = cse77 + cse78 + cse79 - cse80 + cse81;  /* [14, 9] */
    out[where[62]] = -cse82 - cse83 + cse84;  /* [14, 10] */
    out[where[63]] = -cse68 + cse70 + cse85 + cse86;  /* [14, 11] */
    out[where[64]] = -1;  /* [15, 2] */
    out[where[65]] = -2*cse95;  /* [15, 4] */
    out[where[66]] = 2*cse96;  /* [15, 5] */
    out[where[67]] = 1;  /* [15, 8] */
    out[where[68]] = -cse50 - cse64 + cse87;  /* [15, 10] */
    out[where[69]] = cse88 + cse90;  /* [15, 11] */
    out[where[70]] = cse107*(cse0*cse108 - cse109 + cse111) + cse116*(cse0*cse112 + cse113 + cse114);  /* [16, 3] */
    out[where[71]] = cse107*(-cse1*cse124 + cse112*cse8) + cse116*(-cse108*cse8 + cse124*cse5) + cse122*(-cse0*cse123 - cse110);  /* [16, 4] */
    out[where[72]] = cse107*(-cse0*cse109 + cse108) + cse116*(cse0*cse113 + cse112) - 0.6617538733301699*cse122*cse125;  /* [16, 5] */
    out[where[73]] = cse116*cse127 + cse128*(-cse100 + cse102 + cse104 - cse106 - cse98);  /* [16, 9] */
    out[where[74]] = cse127*(-cse118*cse48 - cse120*cse48 - cse121*cse48) + cse128*(cse118*cse57 + cse120*cse57 + cse121*cse57) + cse129*(-cse103 + cse97 + cse99);  /* [16, 10] */
    out[where[75]] = cse127*(-cse105*cse53 + cse115*cse63 - cse117*cse57 - cse130*cse48) + cse128*(-cse105*cse63 - cse115*cse53 - cse117*cse48 + cse130*cse57) + cse129*(cse119*cse60 - 0.9286809290620163*cse89);  /* [16, 11] */
    out[where[76]] = cse132*cse133*cse137 - cse133*cse134*cse138;  /* [17, 3] */
    out[where[77]] = cse137*(cse132*cse139 - cse134*cse95) - cse138*(cse132*cse95 + cse134*cse139);  /* [17, 4] */
    out[where[78]] = cse137*(cse126*cse132 + cse134*cse96) - cse138*(cse126*cse134 - cse132*cse96);  /* [17, 5] */
}

/* Phi_q written into its band storage; ab is zeroed by the caller. */
void mg_four_link_re_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    mg_four_link_re_Phi_q_cells(q, t, p, ab, mg_four_link_re_Phi_q_in_band);
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 18 x 18 row-major, 79 nonzero (the cells of Phi_q_band).
 */
void mg_four_link_re_Phi_q(const double *q, double t, const double *p, double *out)
{
    memset(out, 0, sizeof(double) * 324);
    mg_four_link_re_Phi_q_cells(q, t, p, out, mg_four_link_re_Phi_q_in_dense);
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_re_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_Phi_q(q + (size_t)k * 18, t[k], p, out + (size_t)k * 324);
    }
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 1 nonzero.
 * 36 operations after common subexpression elimination.
 */
void mg_four_link_re_nu(const double *q, double t, const double *p, double *out)
{
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    (void)p;
    const double cse0 = 3.141592653589793*t;
    const double cse1 = sin(cse0);
    const double cse2 = cos(q_psi_rotor);
    const double cse3 = cse2*sin(q_theta_rotor);
    const double cse4 = cse1*cse3;
    const double cse5 = cos(cse0);
    const double cse6 = -cse2*cos(q_phi_rotor)*cos(q_theta_rotor) + sin(q_phi_rotor)*sin(q_psi_rotor);
    const double cse7 = cse5*cse6;
    const double cse8 = cse1*cse6;
    const double cse9 = cse3*cse5;
    const double cse10 = cse8 + cse9 + 1;

    memset(out, 0, sizeof(double) * 18);
    out[17] = -2*(-3.141592653589793*cse8 - 3.141592653589793*cse9)/cse10 + 2*(-cse4 + cse7)*(-3.141592653589793*cse4 + 3.141592653589793*cse7)/(cse10*cse10);  /* [17, 0] */
}

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_re_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_nu(q + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 510 operations after common subexpression elimination.
 */
void mg_four_link_re_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    (void)p;
    const double cse0 = cos(q_theta_rotor);
    const double cse1 = sin(q_phi_rotor);
    const double cse2 = sin(q_psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cos(q_phi_rotor);
    const double cse5 = cos(q_psi_rotor);
    const double cse6 = cse4*cse5;
    const double cse7 = -cse0*cse3 + cse6;
    const double cse8 = cse1*cse5;
    const double cse9 = sin(q_theta_rotor);
    const double cse10 = cse9*v_thetad_rotor;
    const double cse11 = cse0*cse6;
    const double cse12 = cse0*cse8;
    const double cse13 = cse2*cse4;
    const double cse14 = cse0*cse13;
    const double cse15 = -v_rd_rotor_x;
    const double cse16 = -v_rd_rotor_y;
    const double cse17 = -v_rd_rotor_z;
    const double cse18 = sin(q_theta_link3);
    const double cse19 = cos(q_phi_link3);
    const double cse20 = cos(q_psi_link3);
    const double cse21 = cse18*cse19*cse20;
    const double cse22 = cos(q_theta_link3);
    const double cse23 = cse19*cse22;
    const double cse24 = 0.8804585470401622*cse23;
    const double cse25 = sin(q_psi_link3);
    const double cse26 = 0.4741231347908751*cse23;
    const double cse27 = sin(q_phi_link3);
    const double cse28 = 0.4741231347908751*cse27;
    const double cse29 = cse20*cse28;
    const double cse30 = cse19*cse25;
    const double cse31 = 0.8804585470401622*cse27;
    const double cse32 = cse20*cse31;
    const double cse33 = 3.2576966240486005*cse20;
    const double cse34 = cse19*cse33;
    const double cse35 = 3.2576966240486005*cse25;
    const double cse36 = cse27*cse35;
    const double cse37 = cse22*cse36;
    const double cse38 = cse22*cse27;
    const double cse39 = 1.7542555987262378*cse38;
    const double cse40 = cse27*cse33;
    const double cse41 = cse18*cse40;
    const double cse42 = 1.7542555987262378*cse18;
    const double cse43 = cse19*cse42;
    const double cse44 = cse23*cse33;
    const double cse45 = -v_rd_link3_x;
    const double cse46 = cse23*cse35;
    const double cse47 = 1.7542555987262378*cse23;
    const double cse48 = cse18*cse34;
    const double cse49 = cse19*cse35;
    const double cse50 = cse27*cse42;
    const double cse51 = cse33*cse38;
    const double cse52 = -v_rd_link3_y;
    const double cse53 = cse18*cse35*v_psid_link3;
    const double cse54 = cse22*cse33;
    const double cse55 = -v_rd_link3_z;
    const double cse56 = sin(q_phi_link2);
    const double cse57 = cos(q_theta_link2);
    const double cse58 = 3.7455577219516045*cse57;
    const double cse59 = cse56*cse58;
    const double cse60 = sin(q_theta_link2);
    const double cse61 = sin(q_psi_link2);
    const double cse62 = cse60*cse61;
    const double cse63 = 4.24999999799984*cse56;
    const double cse64 = cse62*cse63;
    const double cse65 = cos(q_psi_link2);
    const double cse66 = cse60*cse65;
    const double cse67 = 2.2623654365575128*cse56;
    const double cse68 = cse66*cse67;
    const double cse69 = cse57*cse65;
    const double cse70 = cse63*cse69;
    const double cse71 = cos(q_phi_link2);
    const double cse72 = 2.2623654365575128*cse71;
    const double cse73 = cse65*cse72;
    const double cse74 = 4.24999999799984*cse71;
    const double cse75 = cse61*cse74;
    const double cse76 = cse57*cse61;
    const double cse77 = cse67*cse76;
    const double cse78 = 3.7455577219516045*cse60;
    const double cse79 = cse71*cse78;
    const double cse80 = cse57*cse75;
    const double cse81 = cse61*cse67;
    const double cse82 = cse63*cse65;
    const double cse83 = 2.2623654365575128*cse69;
    const double cse84 = cse71*cse83;
    const double cse85 = cse65*cse67;
    const double cse86 = cse61*cse63;
    const double cse87 = cse69*cse74;
    const double cse88 = cse72*cse76;
    const double cse89 = cse58*cse71;
    const double cse90 = cse62*cse74;
    const double cse91 = cse66*cse72;
    const double cse92 = cse61*cse72;
    const double cse93 = cse65*cse74;
    const double cse94 = cse56*cse78;
    const double cse95 = cse57*cse86;
    const double cse96 = cse56*cse83;
    const double cse97 = 4.24999999799984*cse66;
    const double cse98 = 2.2623654365575128*cse62;
    const double cse99 = 4.24999999799984*cse76;
    const double cse100 = 2*cse6;
    const double cse101 = 2*cse3;
    const double cse102 = 2*cse8;
    const double cse103 = 2*cse13;
    const double cse104 = cse0*cse5;
    const double cse105 = 0.7497211555855399*cse0;
    const double cse106 = 0.6617538733301699*cse2;
    const double cse107 = cse105 - cse106*cse9;
    const double cse108 = 0.27805633713446004*cse56;
    const double cse109 = 0.9286809290620163*cse65;
    const double cse110 = 0.27805633713446004*cse71;
    const double cse111 = 0.9286809290620163*cse76;
    const double cse112 = 0.7497211555855399*cse9;
    const double cse113 = cse112*cse4;
    const double cse114 = cse14 + cse8;
    const double cse115 = -cse113 - 0.6617538733301699*cse114;
    const double cse116 = cse1*cse112;
    const double cse117 = cse116 - 0.6617538733301699*cse7;
    const double cse118 = 0.245431060332383*cse60;
    const double cse119 = 0.27805633713446004*cse76;
    const double cse120 = 0.9286809290620163*cse69;
    const double cse121 = 0.245431060332383*cse57;
    const double cse122 = 0.27805633713446004*cse62;
    const double cse123 = 0.9286809290620163*cse66;
    const double cse124 = 0.9286809290620163*cse61;
    const double cse125 = cse110*cse65 + cse118*cse56 - cse119*cse56 - cse120*cse56 - cse124*cse71;
    const double cse126 = cse118*cse71;
    const double cse127 = cse119*cse71;
    const double cse128 = cse108*cse65;
    const double cse129 = cse124*cse56;
    const double cse130 = cse120*cse71;
    const double cse131 = cse121 + cse122 + cse123;
    const double cse132 = -cse126 + cse127 + cse128 - cse129 + cse130;
    const double cse133 = 0.6617538733301699*cse6;
    const double cse134 = 0.6617538733301699*cse3;
    const double cse135 = 0.6617538733301699*cse8;
    const double cse136 = 0.6617538733301699*cse13;
    const double cse137 = 3.141592653589793*t;
    const double cse138 = sin(cse137);
    const double cse139 = -cse11 + cse3;
    const double cse140 = cse138*cse139;
    const double cse141 = cos(cse137);
    const double cse142 = cse141*cse9;
    const double cse143 = cse142*cse5;
    const double cse144 = cse140 + cse143 + 1;
    const double cse145 = 2/cse144;
    const double cse146 = cse138*cse9;
    const double cse147 = cse146*cse5;
    const double cse148 = cse139*cse141;
    const double cse149 = 2*(-cse147 + cse148)/(cse144*cse144);
    const double cse150 = cse12 + cse13;

    out[0] = -cse10*cse8 + cse7*v_psid_rotor + v_phid_rotor*(cse11 - cse3);  /* [0, 0] */
    out[1] = cse10*cse3 + v_phid_rotor*(-cse14 - cse8) + v_psid_rotor*(-cse12 - cse13);  /* [1, 0] */
    out[2] = cse15;  /* [2, 0] */
    out[3] = cse16;  /* [3, 0] */
    out[4] = cse17;  /* [4, 0] */
    out[5] = v_phid_link3*(cse18*cse31 - cse22*cse29 - 0.4741231347908751*cse30) + v_psid_link3*(-cse25*cse26 - cse29) + v_thetad_link3*(-0.4741231347908751*cse21 - cse24);  /* [5, 0] */
    out[6] = v_phid_link3*(cse18*cse28 + cse22*cse32 + 0.8804585470401622*cse30) + v_psid_link3*(cse24*cse25 + cse32) + v_thetad_link3*(0.8804585470401622*cse21 - cse26);  /* [6, 0] */
    out[7] = cse45 + v_phid_link3*(cse36 - cse43 - cse44) + v_psid_link3*(-cse34 + cse37) + v_thetad_link3*(-cse39 + cse41);  /* [7, 0] */
    out[8] = cse52 + v_phid_link3*(-cse49 - cse50 - cse51) + v_psid_link3*(-cse40 - cse46) + v_thetad_link3*(cse47 - cse48);  /* [8, 0] */
    out[9] = -cse53 + cse55 + v_thetad_link3*(cse42 + cse54);  /* [9, 0] */
    out[10] = cse45 + v_phid_link2*(-cse79 + cse80 + cse81 + cse82 - cse84) + v_phid_link3*(-cse36 + cse43 + cse44) + v_psid_link2*(cse70 - cse73 + cse75 + cse77) + v_psid_link3*(cse34 - cse37) + v_rd_link2_x + v_thetad_link2*(-cse59 - cse64 + cse68) + v_thetad_link3*(cse39 - cse41);  /* [10, 0] */
    out[11] = cse52 + v_phid_link2*(-cse92 - cse93 - cse94 + cse95 - cse96) + v_phid_link3*(cse49 + cse50 + cse51) + v_psid_link2*(-cse85 + cse86 - cse87 - cse88) + v_psid_link3*(cse40 + cse46) + v_rd_link2_y + v_thetad_link2*(cse89 + cse90 - cse91) + v_thetad_link3*(-cse47 + cse48);  /* [11, 0] */
    out[12] = cse53 + cse55 + v_psid_link2*(-cse97 - cse98) + v_rd_link2_z + v_thetad_link2*(cse78 + cse83 - cse99) + v_thetad_link3*(-cse42 - cse54);  /* [12, 0] */
    out[13] = -cse10*cse102 + cse15 + v_phid_link2*(cse79 - cse80 - cse81 - cse82 + cse84) + v_phid_rotor*(cse0*cse100 - cse101) + v_psid_link2*(-cse70 + cse73 - cse75 - cse77) + v_psid_rotor*(-cse0*cse101 + cse100) + v_rd_link2_x + v_thetad_link2*(cse59 + cse64 - cse68);  /* [13, 0] */
    out[14] = cse10*cse100 + cse16 + v_phid_link2*(cse92 + cse93 + cse94 - cse95 + cse96) + v_phid_rotor*(cse0*cse102 + cse103) + v_psid_link2*(cse85 - cse86 + cse87 + cse88) + v_psid_rotor*(cse0*cse103 + cse102) + v_rd_link2_y + v_thetad_link2*(-cse89 - cse90 + cse91);  /* [14, 0] */
    out[15] = -2*cse104*v_thetad_rotor + cse17 + 2*cse2*cse9*v_psid_rotor + v_psid_link2*(cse97 + cse98) + v_rd_link2_z + v_thetad_link2*(-cse78 - cse83 + cse99);  /* [15, 0] */
    out[16] = v_phid_link2*(cse115*cse125 + cse117*(cse126 - cse127 - cse128 + cse129 - cse130)) + v_phid_rotor*(cse125*(cse0*cse136 + cse113 + cse135) + cse132*(cse0*cse134 + cse116 - cse133)) + v_psid_link2*(cse107*(-0.9286809290620163*cse62 + 0.27805633713446004*cse66) + cse115*(-cse108*cse61 - cse109*cse56 + cse110*cse69 - cse111*cse71) + cse117*(-cse108*cse69 - cse109*cse71 - cse110*cse61 + cse111*cse56)) + v_psid_rotor*(cse125*(cse0*cse135 + cse136) - 0.6617538733301699*cse131*cse5*cse9 + cse132*(-cse0*cse133 + cse134)) + v_thetad_link2*(cse107*(-cse118 + cse119 + cse120) + cse115*(-cse121*cse71 - cse122*cse71 - cse123*cse71) + cse117*(cse121*cse56 + cse122*cse56 + cse123*cse56)) + v_thetad_rotor*(cse125*(cse1*cse105 - cse134*cse9) + cse131*(-cse0*cse106 - cse112) + cse132*(-cse105*cse4 + cse136*cse9));  /* [16, 0] */
    out[17] = cse145*(-3.141592653589793*cse140 - 3.141592653589793*cse143) - cse149*(-3.141592653589793*cse147 + 3.141592653589793*cse148) + v_phid_rotor*(-cse138*cse149*cse150 + cse141*cse145*cse150) + v_psid_rotor*(cse145*(cse114*cse141 + cse146*cse2) - cse149*(cse114*cse138 - cse142*cse2)) + v_thetad_rotor*(cse145*(-cse104*cse138 + cse142*cse6) - cse149*(cse104*cse141 + cse146*cse6));  /* [17, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_re_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_velocity_residual(q + (size_t)k * 18, v + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 15 nonzero.
 * 1092 operations after common subexpression elimination.
 */
void mg_four_link_re_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    (void)p;
    const double cse0 = sin(q_phi_rotor);
    const double cse1 = cos(q_psi_rotor);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(q_theta_rotor);
    const double cse4 = cos(q_phi_rotor);
    const double cse5 = sin(q_psi_rotor);
    const double cse6 = cse4*cse5;
    const double cse7 = cse3*cse6;
    const double cse8 = -cse2 - cse7;
    const double cse9 = cse0*cse5;
    const double cse10 = sin(q_theta_rotor);
    const double cse11 = cse10*v_thetad_rotor;
    const double cse12 = cse2*cse3;
    const double cse13 = -cse12 - cse6;
    const double cse14 = cse1*cse4;
    const double cse15 = cse10*v_phid_rotor;
    const double cse16 = cse10*v_psid_rotor;
    const double cse17 = cse14*cse3;
    const double cse18 = -cse17 + cse9;
    const double cse19 = cse3*cse9;
    const double cse20 = -cse14 + cse19;
    const double cse21 = cos(q_theta_link3);
    const double cse22 = sin(q_phi_link3);
    const double cse23 = 0.8804585470401622*cse22;
    const double cse24 = cse21*cse23;
    const double cse25 = 0.4741231347908751*cse22;
    const double cse26 = sin(q_theta_link3);
    const double cse27 = cos(q_psi_link3);
    const double cse28 = cse26*cse27;
    const double cse29 = cse24 + cse25*cse28;
    const double cse30 = sin(q_psi_link3);
    const double cse31 = cos(q_phi_link3);
    const double cse32 = 0.4741231347908751*cse31;
    const double cse33 = cse26*cse32;
    const double cse34 = cse30*cse33;
    const double cse35 = 0.8804585470401622*cse31;
    const double cse36 = cse26*cse35;
    const double cse37 = cse27*cse32;
    const double cse38 = -cse21*cse37;
    const double cse39 = cse36 + cse38;
    const double cse40 = cse25*cse30;
    const double cse41 = cse21*cse40 - cse37;
    const double cse42 = cse27*cse35;
    const double cse43 = -cse24*cse30 + cse42;
    const double cse44 = cse30*cse36;
    const double cse45 = -cse23*cse30;
    const double cse46 = cse21*cse42;
    const double cse47 = cse21*cse25 - cse23*cse28;
    const double cse48 = cse33 + cse46;
    const double cse49 = 3.2576966240486005*cse27;
    const double cse50 = cse26*cse49;
    const double cse51 = cse31*cse50;
    const double cse52 = 1.7542555987262378*cse21;
    const double cse53 = cse31*cse52;
    const double cse54 = cse51 - cse53;
    const double cse55 = cse22*cse49;
    const double cse56 = cse21*cse55;
    const double cse57 = 1.7542555987262378*cse26;
    const double cse58 = cse22*cse57;
    const double cse59 = cse56 + cse58;
    const double cse60 = 3.2576966240486005*cse30;
    const double cse61 = cse22*cse60;
    const double cse62 = cse26*v_psid_link3;
    const double cse63 = cse61*cse62;
    const double cse64 = cse26*v_thetad_link3;
    const double cse65 = cse61*cse64;
    const double cse66 = cse31*cse60;
    const double cse67 = cse21*cse66;
    const double cse68 = cse55 + cse67;
    const double cse69 = cse21*cse61;
    const double cse70 = cse31*cse49;
    const double cse71 = cse69 - cse70;
    const double cse72 = cse64*cse66;
    const double cse73 = cse21*cse70;
    const double cse74 = -cse73;
    const double cse75 = cse22*cse50;
    const double cse76 = cse22*cse52;
    const double cse77 = cse75 - cse76;
    const double cse78 = cse31*cse57;
    const double cse79 = cse74 - cse78;
    const double cse80 = cse62*cse66;
    const double cse81 = cse21*cse60;
    const double cse82 = cse81*v_thetad_link3;
    const double cse83 = cse50*v_psid_link3;
    const double cse84 = cse81*v_psid_link3;
    const double cse85 = -cse55 - cse67;
    const double cse86 = -cse56;
    const double cse87 = -cse66;
    const double cse88 = -cse51 + cse53;
    const double cse89 = -cse58 + cse86;
    const double cse90 = cos(q_theta_link2);
    const double cse91 = cos(q_phi_link2);
    const double cse92 = sin(q_psi_link2);
    const double cse93 = cse91*cse92;
    const double cse94 = 2.2623654365575128*cse93;
    const double cse95 = cse90*cse94;
    const double cse96 = sin(q_phi_link2);
    const double cse97 = cse92*cse96;
    const double cse98 = 4.24999999799984*cse97;
    const double cse99 = cos(q_psi_link2);
    const double cse100 = 2.2623654365575128*cse99;
    const double cse101 = cse100*cse96;
    const double cse102 = 4.24999999799984*cse99;
    const double cse103 = cse102*cse91;
    const double cse104 = cse103*cse90;
    const double cse105 = cse101 + cse104 + cse95 - cse98;
    const double cse106 = cse101*cse90;
    const double cse107 = cse90*cse98;
    const double cse108 = cse106 - cse107;
    const double cse109 = cse103 + cse94;
    const double cse110 = sin(q_theta_link2);
    const double cse111 = 2.2623654365575128*cse92;
    const double cse112 = cse111*cse96;
    const double cse113 = cse110*cse112;
    const double cse114 = cse102*cse96;
    const double cse115 = cse110*cse114;
    const double cse116 = -cse113 - cse115;
    const double cse117 = cse100*cse110;
    const double cse118 = cse117*cse91;
    const double cse119 = 4.24999999799984*cse93;
    const double cse120 = cse110*cse119;
    const double cse121 = 3.7455577219516045*cse90;
    const double cse122 = cse121*cse91;
    const double cse123 = cse118 - cse120 - cse122;
    const double cse124 = 3.7455577219516045*cse110;
    const double cse125 = cse124*cse96;
    const double cse126 = cse108 + cse125;
    const double cse127 = -cse61;
    const double cse128 = -cse69 + cse70;
    const double cse129 = -cse75 + cse76;
    const double cse130 = cse73 + cse78;
    const double cse131 = cse111*cse90;
    const double cse132 = cse131*cse96;
    const double cse133 = cse114*cse90;
    const double cse134 = cse100*cse91;
    const double cse135 = cse119 + cse132 + cse133 - cse134;
    const double cse136 = cse110*cse94;
    const double cse137 = cse103*cse110;
    const double cse138 = cse136 + cse137;
    const double cse139 = cse134*cse90;
    const double cse140 = cse119*cse90;
    const double cse141 = -cse139 + cse140;
    const double cse142 = cse112 + cse114;
    const double cse143 = cse117*cse96;
    const double cse144 = cse110*cse98;
    const double cse145 = cse121*cse96;
    const double cse146 = cse143 - cse144 - cse145;
    const double cse147 = cse124*cse91;
    const double cse148 = cse141 - cse147;
    const double cse149 = cse102*cse90;
    const double cse150 = -cse131 - cse149;
    const double cse151 = 4.24999999799984*cse110*cse92;
    const double cse152 = -cse117 + cse151;
    const double cse153 = -cse101 - cse104 - cse95 + cse98;
    const double cse154 = cse113 + cse115;
    const double cse155 = -cse106 + cse107;
    const double cse156 = -cse103 - cse94;
    const double cse157 = -cse118 + cse120 + cse122;
    const double cse158 = -cse125 + cse155;
    const double cse159 = 2*cse14;
    const double cse160 = 2*cse2;
    const double cse161 = cse3*v_thetad_rotor;
    const double cse162 = 2*cse9;
    const double cse163 = 2*cse6;
    const double cse164 = -cse160 - cse163*cse3;
    const double cse165 = -cse160*cse3 - cse163;
    const double cse166 = -cse119 - cse132 - cse133 + cse134;
    const double cse167 = -cse136 - cse137;
    const double cse168 = cse139 - cse140;
    const double cse169 = -cse112 - cse114;
    const double cse170 = -cse143 + cse144 + cse145;
    const double cse171 = cse147 + cse168;
    const double cse172 = cse159 - cse162*cse3;
    const double cse173 = cse159*cse3 - cse162;
    const double cse174 = cse131 + cse149;
    const double cse175 = cse117 - cse151;
    const double cse176 = 2*cse5;
    const double cse177 = 2*cse1;
    const double cse178 = 0.27805633713446004*cse97;
    const double cse179 = 0.9286809290620163*cse99;
    const double cse180 = cse179*cse96;
    const double cse181 = 0.27805633713446004*cse99;
    const double cse182 = cse181*cse90;
    const double cse183 = cse182*cse91;
    const double cse184 = 0.9286809290620163*cse93;
    const double cse185 = cse184*cse90;
    const double cse186 = -cse178 - cse180 + cse183 - cse185;
    const double cse187 = 0.6617538733301699*cse14;
    const double cse188 = cse187*cse3;
    const double cse189 = 0.6617538733301699*cse9;
    const double cse190 = -cse188 + cse189;
    const double cse191 = 0.6617538733301699*cse2;
    const double cse192 = 0.6617538733301699*cse6;
    const double cse193 = cse191*cse3 + cse192;
    const double cse194 = 0.9286809290620163*cse97;
    const double cse195 = cse179*cse91;
    const double cse196 = 0.27805633713446004*cse93;
    const double cse197 = -cse182*cse96 + cse194*cse90 - cse195 - cse196;
    const double cse198 = cse110*cse181;
    const double cse199 = 0.9286809290620163*cse92;
    const double cse200 = -cse110*cse199 + cse198;
    const double cse201 = 0.6617538733301699*cse1;
    const double cse202 = cse10*cse201;
    const double cse203 = cse186*cse190 + cse193*cse197 - cse200*cse202;
    const double cse204 = 0.7497211555855399*cse3;
    const double cse205 = cse0*cse204 - cse10*cse189;
    const double cse206 = cse10*cse192;
    const double cse207 = cse204*cse4;
    const double cse208 = cse206 - cse207;
    const double cse209 = 0.6617538733301699*cse5;
    const double cse210 = 0.7497211555855399*cse10;
    const double cse211 = -cse209*cse3 - cse210;
    const double cse212 = cse186*cse208 + cse197*cse205 + cse200*cse211;
    const double cse213 = cse0*cse210;
    const double cse214 = cse14 - cse19;
    const double cse215 = cse213 - 0.6617538733301699*cse214;
    const double cse216 = cse210*cse4;
    const double cse217 = cse2 + cse7;
    const double cse218 = -cse216 - 0.6617538733301699*cse217;
    const double cse219 = cse197*cse218 + cse215*(cse178 + cse180 - cse183 + cse185);
    const double cse220 = cse10*cse209;
    const double cse221 = cse204 - cse220;
    const double cse222 = cse215*(-cse110*cse194 + cse198*cse96) + cse218*(cse110*cse184 - cse198*cse91) + cse221*(cse182 - cse199*cse90);
    const double cse223 = 0.6617538733301699*cse7;
    const double cse224 = cse216 + cse223;
    const double cse225 = cse191 + cse224;
    const double cse226 = 0.6617538733301699*cse19;
    const double cse227 = -cse187 + cse213 + cse226;
    const double cse228 = cse186*cse227 + cse197*cse225;
    const double cse229 = cse195*cse90;
    const double cse230 = cse196*cse90;
    const double cse231 = -cse229 - cse230;
    const double cse232 = cse181*cse96;
    const double cse233 = cse194 - cse232;
    const double cse234 = cse179*cse90;
    const double cse235 = cse234*cse96;
    const double cse236 = cse178*cse90;
    const double cse237 = cse235 + cse236;
    const double cse238 = cse181*cse91;
    const double cse239 = cse184 - cse238;
    const double cse240 = cse110*cse179;
    const double cse241 = 0.27805633713446004*cse92;
    const double cse242 = cse110*cse241;
    const double cse243 = -cse240 - cse242;
    const double cse244 = 0.245431060332383*cse110;
    const double cse245 = cse244*cse91;
    const double cse246 = cse231 + cse245;
    const double cse247 = cse233 + cse246;
    const double cse248 = cse244*cse96;
    const double cse249 = -cse184 - cse235 - cse236 + cse238 + cse248;
    const double cse250 = cse225*cse247 + cse227*cse249;
    const double cse251 = cse205*cse247 + cse208*cse249;
    const double cse252 = cse237 - cse248;
    const double cse253 = cse190*cse249 + cse193*cse247;
    const double cse254 = cse110*cse195;
    const double cse255 = cse110*cse196;
    const double cse256 = 0.245431060332383*cse90;
    const double cse257 = cse256*cse91;
    const double cse258 = cse110*cse178 + cse110*cse180 + cse256*cse96;
    const double cse259 = cse215*(cse254 + cse255 + cse257) + cse218*cse258;
    const double cse260 = -cse254 - cse255 - cse257;
    const double cse261 = cse225*cse258 + cse227*cse260;
    const double cse262 = cse234 + cse241*cse90 - cse244;
    const double cse263 = cse205*cse258 + cse208*cse260 + cse211*cse262;
    const double cse264 = cse190*cse260 + cse193*cse258 - cse202*cse262;
    const double cse265 = -cse194 + cse229 + cse230 + cse232 - cse245;
    const double cse266 = cse193*cse265 + cse249*(cse188 - cse189);
    const double cse267 = cse240 + cse242 + cse256;
    const double cse268 = cse10*cse187*cse265 - cse10*cse191*cse249 - cse201*cse267*cse3;
    const double cse269 = -cse226;
    const double cse270 = cse187 + cse269;
    const double cse271 = -cse213;
    const double cse272 = cse205*cse265 + cse249*(-cse206 + cse207);
    const double cse273 = 3.141592653589793*t;
    const double cse274 = sin(cse273);
    const double cse275 = cse1*cse274;
    const double cse276 = cse10*cse275;
    const double cse277 = cos(cse273);
    const double cse278 = cse18*cse277;
    const double cse279 = -cse276 + cse278;
    const double cse280 = cse18*cse274;
    const double cse281 = cse1*cse277;
    const double cse282 = cse10*cse281;
    const double cse283 = cse280 + cse282 + 1;
    const double cse284 = (1.0/(cse283*cse283));
    const double cse285 = 2*cse284;
    const double cse286 = cse279*cse285;
    const double cse287 = cse217*cse277;
    const double cse288 = cse274*cse5;
    const double cse289 = cse10*cse288;
    const double cse290 = cse287 + cse289;
    const double cse291 = cse12 + cse6;
    const double cse292 = cse274*cse291;
    const double cse293 = cse285*cse292;
    const double cse294 = cse277*cse5;
    const double cse295 = cse10*cse294;
    const double cse296 = cse217*cse274;
    const double cse297 = -cse295 + cse296;
    const double cse298 = 4*cse279/(cse283*cse283*cse283);
    const double cse299 = cse297*cse298;
    const double cse300 = (1.0/(cse283));
    const double cse301 = 2*cse300;
    const double cse302 = cse285*cse297;
    const double cse303 = cse277*cse291;
    const double cse304 = -cse214*cse274*cse286 + cse214*cse277*cse301 - cse290*cse293 + cse292*cse299 - cse302*cse303;
    const double cse305 = cse281*cse3;
    const double cse306 = cse10*cse14;
    const double cse307 = cse274*cse306;
    const double cse308 = cse305 + cse307;
    const double cse309 = cse285*cse308;
    const double cse310 = cse10*cse6;
    const double cse311 = cse277*cse306;
    const double cse312 = cse275*cse3;
    const double cse313 = cse311 - cse312;
    const double cse314 = -cse286*(-cse274*cse310 - cse294*cse3) - cse290*cse309 + cse299*cse308 + cse301*(-cse277*cse310 + cse288*cse3) - cse302*cse313;
    const double cse315 = cse17 - cse9;
    const double cse316 = cse274*cse315;
    const double cse317 = -cse282;
    const double cse318 = cse277*cse315;
    const double cse319 = 4*cse284;
    const double cse320 = -3.141592653589793*cse280 - 3.141592653589793*cse282;
    const double cse321 = -3.141592653589793*cse276 + 3.141592653589793*cse278;
    const double cse322 = cse285*cse321;
    const double cse323 = -cse286*(3.141592653589793*cse287 + 3.141592653589793*cse289) - cse290*cse322 + cse299*cse321 + cse301*(3.141592653589793*cse295 - 3.141592653589793*cse296) - cse302*cse320;
    const double cse324 = (cse291*cse291);
    const double cse325 = cse298*cse308;
    const double cse326 = cse10*cse160;
    const double cse327 = cse274*cse279*cse284*cse326 - cse277*cse300*cse326 + cse292*cse325 - cse293*cse313 - cse303*cse309;
    const double cse328 = -3.141592653589793*cse286*cse303 + cse292*cse298*cse321 - 3.141592653589793*cse292*cse301 - cse293*cse320 - cse303*cse322;
    const double cse329 = (3.141592653589793*3.141592653589793);
    const double cse330 = -cse286*(3.141592653589793*cse311 - 3.141592653589793*cse312) + cse301*(-3.141592653589793*cse305 - 3.141592653589793*cse307) - cse309*cse320 - cse313*cse322 + cse321*cse325;

    memset(out, 0, sizeof(double) * 18);
    out[0] = -v_phid_rotor*(-cse11*cse14 + cse13*v_phid_rotor + cse8*v_psid_rotor) - v_psid_rotor*(cse11*cse9 + cse13*v_psid_rotor + cse8*v_phid_rotor) - v_thetad_rotor*(-cse12*v_thetad_rotor - cse14*cse15 + cse16*cse9);  /* [0, 0] */
    out[1] = -v_phid_rotor*(cse11*cse6 + cse18*v_psid_rotor + cse20*v_phid_rotor) - v_psid_rotor*(cse11*cse2 + cse18*v_phid_rotor + cse20*v_psid_rotor) - v_thetad_rotor*(cse15*cse6 + cse16*cse2 + cse19*v_thetad_rotor);  /* [1, 0] */
    out[5] = -v_phid_link3*(cse29*v_thetad_link3 + cse41*v_psid_link3 + v_phid_link3*(cse39 + cse40)) - v_psid_link3*(cse34*v_thetad_link3 + cse41*v_phid_link3 + v_psid_link3*(cse38 + cse40)) - v_thetad_link3*(cse29*v_phid_link3 + cse34*v_psid_link3 + cse39*v_thetad_link3);  /* [5, 0] */
    out[6] = -v_phid_link3*(cse43*v_psid_link3 + cse47*v_thetad_link3 + v_phid_link3*(cse45 + cse48)) - v_psid_link3*(cse43*v_phid_link3 - cse44*v_thetad_link3 + v_psid_link3*(cse45 + cse46)) - v_thetad_link3*(-cse44*v_psid_link3 + cse47*v_phid_link3 + cse48*v_thetad_link3);  /* [6, 0] */
    out[7] = -v_phid_link3*(cse54*v_thetad_link3 + cse68*v_psid_link3 + v_phid_link3*(cse59 + cse66)) - v_psid_link3*(-cse65 + cse68*v_phid_link3 + v_psid_link3*(cse56 + cse66)) - v_thetad_link3*(cse54*v_phid_link3 + cse59*v_thetad_link3 - cse63);  /* [7, 0] */
    out[8] = -v_phid_link3*(cse71*v_psid_link3 + cse77*v_thetad_link3 + v_phid_link3*(cse61 + cse79)) - v_psid_link3*(cse71*v_phid_link3 + cse72 + v_psid_link3*(cse61 + cse74)) - v_thetad_link3*(cse77*v_phid_link3 + cse79*v_thetad_link3 + cse80);  /* [8, 0] */
    out[9] = -v_psid_link3*(-cse82 - cse83) - v_thetad_link3*(-cse84 + v_thetad_link3*(-cse50 + cse52));  /* [9, 0] */
    out[10] = -v_phid_link2*(cse105*v_psid_link2 + cse123*v_thetad_link2 + v_phid_link2*(cse109 + cse126)) - v_phid_link3*(cse85*v_psid_link3 + cse88*v_thetad_link3 + v_phid_link3*(cse87 + cse89)) - v_psid_link2*(cse105*v_phid_link2 + cse116*v_thetad_link2 + v_psid_link2*(cse108 + cse109)) - v_psid_link3*(cse65 + cse85*v_phid_link3 + v_psid_link3*(cse86 + cse87)) - v_thetad_link2*(cse116*v_psid_link2 + cse123*v_phid_link2 + cse126*v_thetad_link2) - v_thetad_link3*(cse63 + cse88*v_phid_link3 + cse89*v_thetad_link3);  /* [10, 0] */
    out[11] = -v_phid_link2*(cse135*v_psid_link2 + cse146*v_thetad_link2 + v_phid_link2*(cse142 + cse148)) - v_phid_link3*(cse128*v_psid_link3 + cse129*v_thetad_link3 + v_phid_link3*(cse127 + cse130)) - v_psid_link2*(cse135*v_phid_link2 + cse138*v_thetad_link2 + v_psid_link2*(cse141 + cse142)) - v_psid_link3*(cse128*v_phid_link3 - cse72 + v_psid_link3*(cse127 + cse73)) - v_thetad_link2*(cse138*v_psid_link2 + cse146*v_phid_link2 + cse148*v_thetad_link2) - v_thetad_link3*(cse129*v_phid_link3 + cse130*v_thetad_link3 - cse80);  /* [11, 0] */
    out[12] = -v_psid_link2*(cse150*v_thetad_link2 + cse152*v_psid_link2) - v_psid_link3*(cse82 + cse83) - v_thetad_link2*(cse150*v_psid_link2 + v_thetad_link2*(cse121 + cse152)) - v_thetad_link3*(cse84 + v_thetad_link3*(cse50 - cse52));  /* [12, 0] */
    out[13] = -v_phid_link2*(cse153*v_psid_link2 + cse157*v_thetad_link2 + v_phid_link2*(cse156 + cse158)) - v_phid_rotor*(-cse11*cse159 + cse164*v_psid_rotor + cse165*v_phid_rotor) - v_psid_link2*(cse153*v_phid_link2 + cse154*v_thetad_link2 + v_psid_link2*(cse155 + cse156)) - v_psid_rotor*(cse11*cse162 + cse164*v_phid_rotor + cse165*v_psid_rotor) - v_thetad_link2*(cse154*v_psid_link2 + cse157*v_phid_link2 + cse158*v_thetad_link2) - v_thetad_rotor*(-cse15*cse159 + cse16*cse162 - cse160*cse161);  /* [13, 0] */
    out[14] = -v_phid_link2*(cse166*v_psid_link2 + cse170*v_thetad_link2 + v_phid_link2*(cse169 + cse171)) - v_phid_rotor*(-cse11*cse160 + cse172*v_psid_rotor + cse173*v_phid_rotor) - v_psid_link2*(cse166*v_phid_link2 + cse167*v_thetad_link2 + v_psid_link2*(cse168 + cse169)) - v_psid_rotor*(-cse11*cse163 + cse172*v_phid_rotor + cse173*v_psid_rotor) - v_thetad_link2*(cse167*v_psid_link2 + cse170*v_phid_link2 + cse171*v_thetad_link2) - v_thetad_rotor*(-cse15*cse160 + cse159*cse161 - cse16*cse163);  /* [14, 0] */
    out[15] = -v_psid_link2*(cse174*v_thetad_link2 + cse175*v_psid_link2) - v_psid_rotor*(cse16*cse177 + cse161*cse176) - v_thetad_link2*(cse174*v_psid_link2 + v_thetad_link2*(-cse121 + cse175)) - v_thetad_rotor*(cse11*cse177 + cse176*cse3*v_psid_rotor);  /* [15, 0] */
    out[16] = -v_phid_link2*(cse219*v_psid_link2 + cse250*v_phid_rotor + cse251*v_thetad_rotor + cse253*v_psid_rotor + cse259*v_thetad_link2 + v_phid_link2*(cse215*(cse239 + cse252) + cse218*cse247)) - v_phid_rotor*(cse228*v_psid_link2 + cse250*v_phid_link2 + cse261*v_thetad_link2 + cse266*v_psid_rotor + cse272*v_thetad_rotor + v_phid_rotor*(cse225*cse265 + cse249*(cse270 + cse271))) - v_psid_link2*(cse203*v_psid_rotor + cse212*v_thetad_rotor + cse219*v_phid_link2 + cse222*v_thetad_link2 + cse228*v_phid_rotor + v_psid_link2*(cse215*(cse237 + cse239) + cse218*(cse231 + cse233) + cse221*cse243)) - v_psid_rotor*(cse203*v_psid_link2 + cse253*v_phid_link2 + cse264*v_thetad_link2 + cse266*v_phid_rotor + cse268*v_thetad_rotor + v_psid_rotor*(cse220*cse267 + cse249*cse270 + cse265*(cse191 + cse223))) - v_thetad_link2*(cse222*v_psid_link2 + cse259*v_phid_link2 + cse261*v_phid_rotor + cse263*v_thetad_rotor + cse264*v_psid_rotor + v_thetad_link2*(cse215*cse252 + cse218*cse246 + cse221*(cse243 - cse256))) - v_thetad_rotor*(cse212*v_psid_link2 + cse251*v_phid_link2 + cse263*v_thetad_link2 + cse268*v_psid_rotor + cse272*v_phid_rotor + v_thetad_rotor*(cse224*cse265 + cse249*(cse269 + cse271) + cse267*(-cse204 + cse220)));  /* [16, 0] */
    out[17] = cse286*(-cse280*cse329 - cse282*cse329) - cse298*(cse321*cse321) - cse301*(cse276*cse329 - cse278*cse329) + cse319*cse320*cse321 - cse323*v_psid_rotor - cse328*v_phid_rotor - cse330*v_thetad_rotor - v_phid_rotor*(cse304*v_psid_rotor + cse327*v_thetad_rotor + cse328 + v_phid_rotor*((cse274*cse274)*cse298*cse324 - cse274*cse277*cse319*cse324 - cse286*cse316 + cse301*cse318)) - v_psid_rotor*(cse304*v_phid_rotor + cse314*v_thetad_rotor + cse323 + v_psid_rotor*(-cse286*(cse316 + cse317) - cse290*cse297*cse319 + (cse297*cse297)*cse298 + cse301*(cse276 + cse318))) - v_thetad_rotor*(cse314*v_psid_rotor + cse327*v_phid_rotor + cse330 + v_thetad_rotor*(-cse286*(cse17*cse274 + cse317) + cse298*(cse308*cse308) + cse301*(cse17*cse277 + cse276) - cse308*cse313*cse319));  /* [17, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 31 nonzero.
 * 119 operations after common subexpression elimination.
 */
void mg_four_link_re_M(const double *q, const double *p, double *out)
{
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(q_psi_rotor);
    const double cse1 = (cse0*cse0);
    const double cse2 = sin(q_theta_rotor);
    const double cse3 = (cse2*cse2);
    const double cse4 = sin(q_psi_rotor);
    const double cse5 = (cse4*cse4);
    const double cse6 = -2.0*cse0*cse2*cse4;
    const double cse7 = cos(q_psi_link2);
    const double cse8 = sin(q_theta_link2);
    const double cse9 = cse7*cse8;
    const double cse10 = sin(q_psi_link2);
    const double cse11 = cse10*cse8;
    const double cse12 = cos(q_theta_link2);
    const double cse13 = -8.199617440259882*cse11 + 9.301949428809847*cse12 - 0.003264544402314339*cse9;
    const double cse14 = -0.6612594709887001*cse11 + 0.7501572120007941*cse12 - 0.00026326970986405957*cse9;
    const double cse15 = 0.6967213111475148*cse11 + 0.6140258560576402*cse12 - 0.3708795797635267*cse9;
    const double cse16 = 0.0069672131114751484*cse11 + 0.006140258560576401*cse12 - 0.0037087957976352673*cse9;
    const double cse17 = 0.00026326970986405957*cse10 - 0.6612594709887001*cse7;
    const double cse18 = 0.3708795797635267*cse10 + 0.6967213111475148*cse7;
    const double cse19 = 6.981694727207446*cse12;
    const double cse20 = 0.003264544402314339*cse10 - 8.199617440259882*cse7;
    const double cse21 = 0.0037087957976352673*cse10 + 0.0069672131114751484*cse7;
    const double cse22 = sin(q_psi_link3);
    const double cse23 = (cse22*cse22);
    const double cse24 = sin(q_theta_link3);
    const double cse25 = cos(q_psi_link3);
    const double cse26 = cse24*cse25;
    const double cse27 = cos(q_theta_link3);
    const double cse28 = -0.8804585470401622*cse26 + 0.4741231347908751*cse27;
    const double cse29 = -0.008804585470401622*cse26 + 0.004741231347908751*cse27;
    const double cse30 = 4.54*cse22*cse26;
    const double cse31 = 0.002247927469439263*cse27;

    memset(out, 0, sizeof(double) * 324);
    out[0] = 2.0;  /* [0, 0] */
    out[19] = 2.0;  /* [1, 1] */
    out[38] = 2.0;  /* [2, 2] */
    out[57] = 4.0*cse1*cse3 + 2.0*cse3*cse5;  /* [3, 3] */
    out[58] = cse6;  /* [3, 4] */
    out[75] = cse6;  /* [4, 3] */
    out[76] = 2.0*cse1 + 4.0*cse5;  /* [4, 4] */
    out[114] = 1.0;  /* [6, 6] */
    out[133] = 1.0;  /* [7, 7] */
    out[152] = 1.0;  /* [8, 8] */
    out[171] = cse13*cse14 + cse15*cse16;  /* [9, 9] */
    out[172] = cse13*cse17 + cse16*cse18;  /* [9, 10] */
    out[173] = -6.146724109463332*cse11 + cse19 - 0.004726218041878897*cse9;  /* [9, 11] */
    out[189] = cse14*cse20 + cse15*cse21;  /* [10, 9] */
    out[190] = cse17*cse20 + cse18*cse21;  /* [10, 10] */
    out[191] = 0.004726218041878897*cse10 - 6.146724109463332*cse7;  /* [10, 11] */
    out[207] = -6.146724109463331*cse11 + cse19 - 0.004726218041878896*cse9;  /* [11, 9] */
    out[208] = 0.004726218041878896*cse10 - 6.146724109463331*cse7;  /* [11, 10] */
    out[209] = 6.981694727207446;  /* [11, 11] */
    out[228] = 1.0;  /* [12, 12] */
    out[247] = 1.0;  /* [13, 13] */
    out[266] = 1.0;  /* [14, 14] */
    out[285] = 4.54*cse23*(cse24*cse24) + cse28*cse29;  /* [15, 15] */
    out[286] = 0.8804585470401622*cse22*cse29 + cse30;  /* [15, 16] */
    out[287] = -0.004174457663761009*cse26 + cse31;  /* [15, 17] */
    out[303] = 0.008804585470401622*cse22*cse28 + cse30;  /* [16, 15] */
    out[304] = 0.007752072530560736*cse23 + 4.54*(cse25*cse25);  /* [16, 16] */
    out[305] = 0.004174457663761009*cse22;  /* [16, 17] */
    out[321] = -0.004174457663761008*cse26 + cse31;  /* [17, 15] */
    out[322] = 0.004174457663761008*cse22;  /* [17, 16] */
    out[323] = 0.002247927469439263;  /* [17, 17] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_four_link_re_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_M(q + (size_t)k * 18, p, out + (size_t)k * 324);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 12 nonzero.
 * 288 operations after common subexpression elimination.
 */
void mg_four_link_re_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(q_psi_rotor);
    const double cse1 = cse0*v_thetad_rotor;
    const double cse2 = cos(q_theta_rotor);
    const double cse3 = cse2*v_phid_rotor;
    const double cse4 = 4.0*cse3;
    const double cse5 = 4.0*v_psid_rotor;
    const double cse6 = sin(q_psi_rotor);
    const double cse7 = sin(q_theta_rotor);
    const double cse8 = cse7*v_phid_rotor;
    const double cse9 = cse6*cse8;
    const double cse10 = cse1 + cse9;
    const double cse11 = 2.0*v_psid_rotor;
    const double cse12 = cse1*cse4 - cse1*cse5 + cse10*(cse11 + 2.0*cse3) - cse5*cse9;
    const double cse13 = cse6*v_thetad_rotor;
    const double cse14 = 2.0*cse13;
    const double cse15 = cse0*cse8;
    const double cse16 = cse13 - cse15;
    const double cse17 = cse11*cse13 - cse11*cse15 - cse14*cse3 + cse16*(-cse4 - cse5);
    const double cse18 = cse10*(-cse14 + 2.0*cse15) + cse16*(4.0*cse1 + 4.0*cse9);
    const double cse19 = cos(q_psi_link2);
    const double cse20 = sin(q_theta_link2);
    const double cse21 = cse19*cse20;
    const double cse22 = sin(q_psi_link2);
    const double cse23 = cse20*cse22;
    const double cse24 = cos(q_theta_link2);
    const double cse25 = -0.00026326970986405957*cse21 - 0.6612594709887001*cse23 + 0.7501572120007941*cse24;
    const double cse26 = v_phid_link2*v_psid_link2;
    const double cse27 = cse23*cse26;
    const double cse28 = v_phid_link2*v_thetad_link2;
    const double cse29 = cse24*cse28;
    const double cse30 = cse19*cse29;
    const double cse31 = cse21*cse26;
    const double cse32 = cse22*cse29;
    const double cse33 = v_psid_link2*v_thetad_link2;
    const double cse34 = cse19*cse33;
    const double cse35 = cse22*cse33;
    const double cse36 = cse20*cse28;
    const double cse37 = 0.6967213111475148*cse19 + 0.3708795797635267*cse22;
    const double cse38 = cse37*v_thetad_link2;
    const double cse39 = -0.3708795797635267*cse21 + 0.6967213111475148*cse23 + 0.6140258560576402*cse24;
    const double cse40 = cse39*v_phid_link2;
    const double cse41 = cse38 + cse40 + 0.6140258560576402*v_psid_link2;
    const double cse42 = 0.27805633713446004*cse19 - 0.9286809290620163*cse22;
    const double cse43 = cse42*v_thetad_link2;
    const double cse44 = 0.9286809290620163*cse21 + 0.27805633713446004*cse23 + 0.245431060332383*cse24;
    const double cse45 = cse44*v_phid_link2;
    const double cse46 = cse41*(0.01*cse43 + 0.01*cse45 + 0.00245431060332383*v_psid_link2);
    const double cse47 = -0.003264544402314339*cse27 + 0.003264544402314339*cse30 + 8.199617440259882*cse31 + 8.199617440259882*cse32 - 0.003264544402314339*cse34 - 8.199617440259882*cse35 + 9.301949428809847*cse36 + cse46;
    const double cse48 = -0.6612594709887001*cse19 + 0.00026326970986405957*cse22;
    const double cse49 = cse48*v_thetad_link2;
    const double cse50 = cse25*v_phid_link2;
    const double cse51 = cse49 + cse50 + 0.7501572120007941*v_psid_link2;
    const double cse52 = cse51*(-12.4*cse43 - 12.4*cse45 - 3.043345148121549*v_psid_link2);
    const double cse53 = -0.0037087957976352673*cse27 + 0.0037087957976352673*cse30 - 0.0069672131114751484*cse31 - 0.0069672131114751484*cse32 - 0.0037087957976352673*cse34 + 0.0069672131114751484*cse35 + 0.006140258560576401*cse36 + cse52;
    const double cse54 = cse51*(12.4*cse38 + 12.4*cse40 + 7.613920615114738*v_psid_link2);
    const double cse55 = cse41*(-0.01*cse49 - 0.01*cse50 - 0.007501572120007941*v_psid_link2);
    const double cse56 = cse54 + cse55;
    const double cse57 = cos(q_psi_link3);
    const double cse58 = sin(q_theta_link3);
    const double cse59 = cse57*cse58;
    const double cse60 = cos(q_theta_link3);
    const double cse61 = -0.8804585470401622*cse59 + 0.4741231347908751*cse60;
    const double cse62 = 0.008804585470401622*v_psid_link3;
    const double cse63 = sin(q_psi_link3);
    const double cse64 = cse58*cse63;
    const double cse65 = cse64*v_phid_link3;
    const double cse66 = cse57*v_thetad_link3;
    const double cse67 = cse60*v_phid_link3;
    const double cse68 = cse66*cse67;
    const double cse69 = cse58*v_phid_link3*v_thetad_link3;
    const double cse70 = 0.4741231347908751*cse59 + 0.8804585470401622*cse60;
    const double cse71 = cse70*v_phid_link3;
    const double cse72 = cse63*v_thetad_link3;
    const double cse73 = 1.0*cse64;
    const double cse74 = 1.0*cse57;
    const double cse75 = -cse73*v_phid_link3 - cse74*v_thetad_link3;
    const double cse76 = cse75*(-4.54*cse71 + 2.1525190319505727*cse72 - 3.9972818035623368*v_psid_link3);
    const double cse77 = -cse62*cse65 - cse62*cse66 + 0.008804585470401622*cse68 + 0.004741231347908751*cse69 + cse76;
    const double cse78 = 4.54*v_psid_link3;
    const double cse79 = 0.8804585470401622*cse63;
    const double cse80 = cse61*v_phid_link3;
    const double cse81 = cse79*v_thetad_link3 + cse80 + 0.4741231347908751*v_psid_link3;
    const double cse82 = cse59*cse78*v_phid_link3 + 4.54*cse67*cse72 - cse72*cse78 + cse81*(cse62 + 0.01*cse71 - 0.004741231347908751*cse72);
    const double cse83 = cse75*(3.9972818035623368*cse72 + 4.54*cse80 + 2.1525190319505727*v_psid_link3);
    const double cse84 = cse81*(0.01*cse65 + 0.01*cse66);
    const double cse85 = cse83 + cse84;
    const double cse86 = 0.004174457663761009*v_psid_link3;

    memset(out, 0, sizeof(double) * 18);
    out[2] = -19.62;  /* [2, 0] */
    out[3] = -cse0*cse12*cse7 + cse17*cse6*cse7 + cse18*cse2;  /* [3, 0] */
    out[4] = cse0*cse17 + cse12*cse6;  /* [4, 0] */
    out[5] = cse18;  /* [5, 0] */
    out[8] = -9.81;  /* [8, 0] */
    out[9] = cse25*cse47 + cse39*cse53 + cse44*cse56;  /* [9, 0] */
    out[10] = cse37*cse53 + cse42*cse56 + cse47*cse48;  /* [10, 0] */
    out[11] = -0.004726218041878897*cse27 + 0.004726218041878897*cse30 + 6.146724109463332*cse31 + 6.146724109463332*cse32 - 0.004726218041878897*cse34 - 6.146724109463332*cse35 + 6.981694727207446*cse36 + 0.7501572120007941*cse46 + 0.6140258560576402*cse52 + 0.245431060332383*cse54 + 0.245431060332383*cse55;  /* [11, 0] */
    out[14] = -9.81;  /* [14, 0] */
    out[15] = cse61*cse77 + cse70*cse85 - cse73*cse82;  /* [15, 0] */
    out[16] = -0.4741231347908751*cse63*cse85 - cse74*cse82 + cse77*cse79;  /* [16, 0] */
    out[17] = -cse65*cse86 - cse66*cse86 + 0.004174457663761009*cse68 + 0.002247927469439263*cse69 + 0.4741231347908751*cse76 + 0.8804585470401622*cse83 + 0.8804585470401622*cse84;  /* [17, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_re_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_Q(q + (size_t)k * 18, v + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 18 nonzero.
 * 712 operations after common subexpression elimination.
 */
void mg_four_link_re_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(q_theta_rotor);
    const double cse1 = cse0*v_phid_rotor;
    const double cse2 = cos(q_psi_rotor);
    const double cse3 = cse2*v_thetad_rotor;
    const double cse4 = 4.0*cse3;
    const double cse5 = 4.0*v_psid_rotor;
    const double cse6 = sin(q_psi_rotor);
    const double cse7 = sin(q_theta_rotor);
    const double cse8 = cse6*cse7;
    const double cse9 = cse8*v_phid_rotor;
    const double cse10 = cse3 + cse9;
    const double cse11 = 2.0*cse1;
    const double cse12 = 2.0*v_psid_rotor;
    const double cse13 = cse11 + cse12;
    const double cse14 = cse1*cse4 + cse10*cse13 - cse3*cse5 - cse5*cse9;
    const double cse15 = cse14*cse2;
    const double cse16 = cse1*cse6;
    const double cse17 = cse7*v_phid_rotor;
    const double cse18 = -2.0*cse10*cse17 + cse13*cse16 - cse16*cse5 - cse17*cse4;
    const double cse19 = cse2*cse7;
    const double cse20 = cse6*v_thetad_rotor;
    const double cse21 = 2.0*cse20;
    const double cse22 = cse19*v_phid_rotor;
    const double cse23 = cse20 - cse22;
    const double cse24 = 4.0*cse1;
    const double cse25 = -cse24 - cse5;
    const double cse26 = -cse1*cse21 + cse12*cse20 - cse12*cse22 + cse23*cse25;
    const double cse27 = cse26*cse6;
    const double cse28 = cse1*cse2;
    const double cse29 = -cse12*cse28 + cse17*cse21 + 4.0*cse17*cse23 - cse25*cse28;
    const double cse30 = cse4 + 4.0*cse9;
    const double cse31 = -cse21 + 2.0*cse22;
    const double cse32 = cse10*cse11*cse2 + cse16*cse31 + cse23*cse24*cse6 - cse28*cse30;
    const double cse33 = -cse20 + cse22;
    const double cse34 = 4.0*cse20;
    const double cse35 = -cse1*cse34 + cse13*cse33 + cse20*cse5 - cse22*cse5;
    const double cse36 = cse10*cse25 - cse11*cse3 + cse12*cse3 + cse12*cse9;
    const double cse37 = cse10*cse30 + cse10*(-2.0*cse3 - 2.0*cse9) + cse23*(4.0*cse22 - cse34) + cse31*cse33;
    const double cse38 = sin(q_psi_link2);
    const double cse39 = 0.9286809290620163*cse38;
    const double cse40 = cos(q_psi_link2);
    const double cse41 = 0.27805633713446004*cse40;
    const double cse42 = -cse39 + cse41;
    const double cse43 = 0.01*v_thetad_link2;
    const double cse44 = sin(q_theta_link2);
    const double cse45 = 0.9286809290620163*cse40;
    const double cse46 = 0.27805633713446004*cse38;
    const double cse47 = cos(q_theta_link2);
    const double cse48 = cse44*cse45 + cse44*cse46 + 0.245431060332383*cse47;
    const double cse49 = 0.01*v_phid_link2;
    const double cse50 = cse42*cse43 + cse48*cse49 + 0.00245431060332383*v_psid_link2;
    const double cse51 = 0.6967213111475148*cse38;
    const double cse52 = 0.3708795797635267*cse40;
    const double cse53 = -0.6140258560576402*cse44 + cse47*cse51 - cse47*cse52;
    const double cse54 = cse53*v_phid_link2;
    const double cse55 = cse50*cse54;
    const double cse56 = v_phid_link2*v_thetad_link2;
    const double cse57 = cse47*cse56;
    const double cse58 = cse44*cse56;
    const double cse59 = cse38*cse58;
    const double cse60 = v_phid_link2*v_psid_link2;
    const double cse61 = cse47*cse60;
    const double cse62 = cse40*cse61;
    const double cse63 = cse40*cse58;
    const double cse64 = -0.245431060332383*cse44 + cse45*cse47 + cse46*cse47;
    const double cse65 = 0.6967213111475148*cse40;
    const double cse66 = 0.3708795797635267*cse38;
    const double cse67 = cse65 + cse66;
    const double cse68 = cse67*v_thetad_link2;
    const double cse69 = cse44*cse51 - cse44*cse52 + 0.6140258560576402*cse47;
    const double cse70 = cse69*v_phid_link2;
    const double cse71 = cse68 + cse70 + 0.6140258560576402*v_psid_link2;
    const double cse72 = cse49*cse71;
    const double cse73 = 0.003264544402314339*cse38;
    const double cse74 = cse55 + 9.301949428809847*cse57 - 8.199617440259882*cse59 - cse61*cse73 + 8.199617440259882*cse62 - 0.003264544402314339*cse63 + cse64*cse72;
    const double cse75 = 0.00026326970986405957*cse40;
    const double cse76 = 0.6612594709887001*cse38;
    const double cse77 = -cse44*cse75 - cse44*cse76 + 0.7501572120007941*cse47;
    const double cse78 = cse44*cse60;
    const double cse79 = cse40*cse57;
    const double cse80 = cse40*cse78;
    const double cse81 = cse38*cse57;
    const double cse82 = v_psid_link2*v_thetad_link2;
    const double cse83 = 0.003264544402314339*cse82;
    const double cse84 = cse38*cse82;
    const double cse85 = -cse40*cse83 + cse50*cse71 + 9.301949428809847*cse58 - cse73*cse78 + 0.003264544402314339*cse79 + 8.199617440259882*cse80 + 8.199617440259882*cse81 - 8.199617440259882*cse84;
    const double cse86 = -0.7501572120007941*cse44 - cse47*cse75 - cse47*cse76;
    const double cse87 = cse38*cse78;
    const double cse88 = cse40*cse82;
    const double cse89 = 0.0069672131114751484*cse82;
    const double cse90 = 0.6612594709887001*cse40;
    const double cse91 = 0.00026326970986405957*cse38;
    const double cse92 = -cse90 + cse91;
    const double cse93 = cse92*v_thetad_link2;
    const double cse94 = cse77*v_phid_link2;
    const double cse95 = cse93 + cse94 + 0.7501572120007941*v_psid_link2;
    const double cse96 = 12.4*v_thetad_link2;
    const double cse97 = 12.4*v_phid_link2;
    const double cse98 = -cse42*cse96 - cse48*cse97 - 3.043345148121549*v_psid_link2;
    const double cse99 = cse38*cse89 + 0.006140258560576401*cse58 + 0.0037087957976352673*cse79 - 0.0069672131114751484*cse80 - 0.0069672131114751484*cse81 - 0.0037087957976352673*cse87 - 0.0037087957976352673*cse88 + cse95*cse98;
    const double cse100 = -0.01*cse93 - 0.01*cse94 - 0.007501572120007941*v_psid_link2;
    const double cse101 = cse100*cse54;
    const double cse102 = 12.4*cse68 + 12.4*cse70 + 7.613920615114738*v_psid_link2;
    const double cse103 = cse86*v_phid_link2;
    const double cse104 = cse102*cse103;
    const double cse105 = cse54*cse95;
    const double cse106 = cse101 + cse104 + 12.4*cse105 - cse72*cse86;
    const double cse107 = cse103*cse98;
    const double cse108 = cse38*cse61;
    const double cse109 = cse107 - 0.0037087957976352673*cse108 + 0.006140258560576401*cse57 + 0.0069672131114751484*cse59 - 0.0069672131114751484*cse62 - 0.0037087957976352673*cse63 - cse64*cse95*cse97;
    const double cse110 = cse100*cse71 + cse102*cse95;
    const double cse111 = cse44*cse65 + cse44*cse66;
    const double cse112 = cse111*v_phid_link2;
    const double cse113 = -cse51 + cse52;
    const double cse114 = cse113*v_thetad_link2;
    const double cse115 = cse112 + cse114;
    const double cse116 = cse115*cse50;
    const double cse117 = -cse39*cse44 + cse41*cse44;
    const double cse118 = -cse45 - cse46;
    const double cse119 = cse71*(cse117*cse49 + cse118*cse43);
    const double cse120 = cse116 + cse119 + cse38*cse83 - cse57*cse73 + 8.199617440259882*cse79 - 0.003264544402314339*cse80 - 8.199617440259882*cse87 - 8.199617440259882*cse88;
    const double cse121 = -cse44*cse90 + cse44*cse91;
    const double cse122 = cse121*v_phid_link2;
    const double cse123 = cse75 + cse76;
    const double cse124 = cse123*v_thetad_link2;
    const double cse125 = cse122 + cse124;
    const double cse126 = cse125*cse98;
    const double cse127 = cse95*(-cse117*cse97 - cse118*cse96);
    const double cse128 = cse126 + cse127 + cse40*cse89 - 0.0069672131114751484*cse79 - 0.0037087957976352673*cse80 - 0.0037087957976352673*cse81 + 0.0037087957976352673*cse84 + 0.0069672131114751484*cse87;
    const double cse129 = cse71*(-0.01*cse122 - 0.01*cse124);
    const double cse130 = cse100*cse115;
    const double cse131 = cse102*cse125;
    const double cse132 = cse95*(12.4*cse112 + 12.4*cse114);
    const double cse133 = cse129 + cse130 + cse131 + cse132;
    const double cse134 = cse64*v_phid_link2;
    const double cse135 = cos(q_psi_link3);
    const double cse136 = sin(q_theta_link3);
    const double cse137 = 0.8804585470401622*cse136;
    const double cse138 = cos(q_theta_link3);
    const double cse139 = 0.4741231347908751*cse138;
    const double cse140 = -cse135*cse137 + cse139;
    const double cse141 = sin(q_psi_link3);
    const double cse142 = 1.0*cse141;
    const double cse143 = cse136*cse142;
    const double cse144 = cse135*v_thetad_link3;
    const double cse145 = -cse143*v_phid_link3 - 1.0*cse144;
    const double cse146 = cse135*cse139 - cse137;
    const double cse147 = cse146*v_phid_link3;
    const double cse148 = cse145*cse147;
    const double cse149 = 0.4741231347908751*cse136;
    const double cse150 = 0.8804585470401622*cse138;
    const double cse151 = cse135*cse149 + cse150;
    const double cse152 = cse151*v_phid_link3;
    const double cse153 = cse141*v_thetad_link3;
    const double cse154 = -4.54*cse152 + 2.1525190319505727*cse153 - 3.9972818035623368*v_psid_link3;
    const double cse155 = cse138*v_phid_link3;
    const double cse156 = cse142*cse155;
    const double cse157 = v_phid_link3*v_thetad_link3;
    const double cse158 = cse138*cse157;
    const double cse159 = cse136*v_phid_link3;
    const double cse160 = cse144*cse159;
    const double cse161 = 0.008804585470401622*v_psid_link3;
    const double cse162 = cse141*v_phid_link3;
    const double cse163 = cse138*cse162;
    const double cse164 = -4.54*cse148 - cse154*cse156 + 0.004741231347908751*cse158 - 0.008804585470401622*cse160 - cse161*cse163;
    const double cse165 = cse140*v_phid_link3;
    const double cse166 = 3.9972818035623368*cse153 + 4.54*cse165 + 2.1525190319505727*v_psid_link3;
    const double cse167 = cse136*cse162;
    const double cse168 = 0.01*cse144 + 0.01*cse167;
    const double cse169 = 0.8804585470401622*cse153 + cse165 + 0.4741231347908751*v_psid_link3;
    const double cse170 = cse145*cse166 + cse168*cse169;
    const double cse171 = cse144*cse155;
    const double cse172 = 0.004741231347908751*cse136;
    const double cse173 = -cse144*cse161 + cse145*cse154 + cse157*cse172 - cse161*cse167 + 0.008804585470401622*cse171;
    const double cse174 = -cse135*cse150 - cse149;
    const double cse175 = 0.01*cse152 - 0.004741231347908751*cse153 + cse161;
    const double cse176 = cse174*v_phid_link3;
    const double cse177 = 0.01*cse169;
    const double cse178 = 4.54*v_psid_link3;
    const double cse179 = cse135*cse155*cse178 + cse147*cse177 - 4.54*cse153*cse159 + cse175*cse176;
    const double cse180 = cse135*cse159;
    const double cse181 = cse153*v_psid_link3;
    const double cse182 = cse153*cse155;
    const double cse183 = cse169*cse175 + cse178*cse180 - 4.54*cse181 + 4.54*cse182;
    const double cse184 = cse142*cse183;
    const double cse185 = cse168*cse176;
    const double cse186 = cse145*cse176;
    const double cse187 = -cse156*cse166 + cse163*cse177 + cse185 + 4.54*cse186;
    const double cse188 = 1.0*cse135;
    const double cse189 = 1.0*cse153 - cse159*cse188;
    const double cse190 = cse154*cse189;
    const double cse191 = cse145*(2.1525190319505727*cse144 + 2.1525190319505727*cse167);
    const double cse192 = cse153*cse161 - cse161*cse180 - 0.008804585470401622*cse182 + cse190 + cse191;
    const double cse193 = cse137*cse162 + 0.8804585470401622*cse144;
    const double cse194 = -cse144*cse178 - cse167*cse178 + cse169*(-0.004741231347908751*cse144 - cse162*cse172) + 4.54*cse171 + cse175*cse193;
    const double cse195 = cse169*(-0.01*cse153 + 0.01*cse180);
    const double cse196 = cse168*cse193;
    const double cse197 = cse166*cse189;
    const double cse198 = cse145*(3.9972818035623368*cse144 + 3.9972818035623368*cse167);
    const double cse199 = cse195 + cse196 + cse197 + cse198;
    const double cse200 = 0.4741231347908751*cse141;
    const double cse201 = 0.8804585470401622*cse141;
    const double cse202 = 0.004174457663761009*v_psid_link3;

    memset(out, 0, sizeof(double) * 324);
    out[58] = -cse0*cse15 + cse0*cse27 + cse0*cse32 - cse18*cse19 + cse29*cse8 - cse7*(cse10*cse31 + cse23*cse30);  /* [3, 4] */
    out[59] = cse0*cse37 + cse14*cse8 + cse19*cse26 - cse19*cse35 + cse36*cse8;  /* [3, 5] */
    out[76] = cse18*cse6 + cse2*cse29;  /* [4, 4] */
    out[77] = cse15 + cse2*cse36 - cse27 + cse35*cse6;  /* [4, 5] */
    out[94] = cse32;  /* [5, 4] */
    out[95] = cse37;  /* [5, 5] */
    out[172] = cse106*cse48 + cse109*cse69 + cse110*cse64 + cse53*cse99 + cse74*cse77 + cse85*cse86;  /* [9, 10] */
    out[173] = cse110*cse117 + cse111*cse99 + cse120*cse77 + cse121*cse85 + cse128*cse69 + cse133*cse48;  /* [9, 11] */
    out[190] = cse106*cse42 + cse109*cse67 + cse74*cse92;  /* [10, 10] */
    out[191] = cse110*cse118 + cse113*cse99 + cse120*cse92 + cse123*cse85 + cse128*cse67 + cse133*cse42;  /* [10, 11] */
    out[208] = 0.245431060332383*cse101 - 0.00245431060332383*cse103*cse71 + 0.245431060332383*cse104 + 3.043345148121549*cse105 + 0.6140258560576402*cse107 - 0.004726218041878897*cse108 + 0.007501572120007941*cse134*cse71 - 7.613920615114738*cse134*cse95 + 0.7501572120007941*cse55 + 6.981694727207446*cse57 - 6.146724109463332*cse59 + 6.146724109463332*cse62 - 0.004726218041878897*cse63;  /* [11, 10] */
    out[209] = 0.7501572120007941*cse116 + 0.7501572120007941*cse119 + 0.6140258560576402*cse126 + 0.6140258560576402*cse127 + 0.245431060332383*cse129 + 0.245431060332383*cse130 + 0.245431060332383*cse131 + 0.245431060332383*cse132 + 6.146724109463332*cse79 - 0.004726218041878897*cse80 - 0.004726218041878897*cse81 + 0.004726218041878897*cse84 - 6.146724109463332*cse87 - 6.146724109463332*cse88;  /* [11, 11] */
    out[286] = -cse138*cse184 + cse140*cse164 - cse143*cse179 + cse146*cse170 + cse151*cse187 + cse173*cse174;  /* [15, 16] */
    out[287] = -cse136*cse183*cse188 + cse137*cse141*cse173 + cse140*cse192 - cse141*cse149*cse170 - cse143*cse194 + cse151*cse199;  /* [15, 17] */
    out[304] = cse164*cse201 - cse179*cse188 - cse187*cse200;  /* [16, 16] */
    out[305] = -0.4741231347908751*cse135*cse170 + 0.8804585470401622*cse135*cse173 + cse184 - cse188*cse194 + cse192*cse201 - cse199*cse200;  /* [16, 17] */
    out[322] = -cse139*cse154*cse162 - 2.1525190319505727*cse148 - cse150*cse162*cse166 + 0.002247927469439263*cse158 - 0.004174457663761009*cse160 + 0.008804585470401622*cse163*cse169 - cse163*cse202 + 0.8804585470401622*cse185 + 3.9972818035623368*cse186;  /* [17, 16] */
    out[323] = -cse180*cse202 + 0.004174457663761009*cse181 - 0.004174457663761009*cse182 + 0.4741231347908751*cse190 + 0.4741231347908751*cse191 + 0.8804585470401622*cse195 + 0.8804585470401622*cse196 + 0.8804585470401622*cse197 + 0.8804585470401622*cse198;  /* [17, 17] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 26 nonzero.
 * 605 operations after common subexpression elimination.
 */
void mg_four_link_re_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(q_theta_rotor);
    const double cse1 = sin(q_psi_rotor);
    const double cse2 = sin(q_theta_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cse3*v_phid_rotor;
    const double cse5 = cos(q_psi_rotor);
    const double cse6 = cse5*v_thetad_rotor;
    const double cse7 = 2.0*cse4 + 2.0*cse6;
    const double cse8 = cse2*cse5;
    const double cse9 = cse8*v_phid_rotor;
    const double cse10 = 2.0*cse9;
    const double cse11 = cse1*v_thetad_rotor;
    const double cse12 = 2.0*cse11;
    const double cse13 = cse10 - cse12;
    const double cse14 = 4.0*cse4;
    const double cse15 = 4.0*cse6;
    const double cse16 = cse14 + cse15;
    const double cse17 = 4.0*cse11 - 4.0*cse9;
    const double cse18 = cse13*cse3 - cse16*cse8 + cse17*cse3 + cse7*cse8;
    const double cse19 = cse0*v_phid_rotor;
    const double cse20 = 4.0*cse19;
    const double cse21 = 4.0*v_psid_rotor;
    const double cse22 = -cse20 - cse21;
    const double cse23 = 2.0*v_psid_rotor;
    const double cse24 = -cse0*cse12 - cse0*cse17 - cse22*cse8 - cse23*cse8;
    const double cse25 = 2.0*cse19;
    const double cse26 = cse23 + cse25;
    const double cse27 = cse0*cse15 + cse0*cse7 - cse21*cse3 + cse26*cse3;
    const double cse28 = cse1*cse16 - cse1*cse7 + cse13*cse5 + cse17*cse5;
    const double cse29 = cse1*cse22 + cse1*cse23 - cse1*cse25;
    const double cse30 = cse20*cse5 - cse21*cse5 + cse26*cse5;
    const double cse31 = -cse10 + cse12 - cse17;
    const double cse32 = -cse14 - cse15 + cse7;
    const double cse33 = cos(q_psi_link2);
    const double cse34 = sin(q_theta_link2);
    const double cse35 = cse33*cse34;
    const double cse36 = sin(q_psi_link2);
    const double cse37 = cse34*cse36;
    const double cse38 = cos(q_theta_link2);
    const double cse39 = 0.9286809290620163*cse35 + 0.27805633713446004*cse37 + 0.245431060332383*cse38;
    const double cse40 = -0.6612594709887001*cse33 + 0.00026326970986405957*cse36;
    const double cse41 = cse40*v_thetad_link2;
    const double cse42 = -0.00026326970986405957*cse35 - 0.6612594709887001*cse37 + 0.7501572120007941*cse38;
    const double cse43 = cse42*v_phid_link2;
    const double cse44 = -0.01*cse41 - 0.01*cse43 - 0.007501572120007941*v_psid_link2;
    const double cse45 = -0.3708795797635267*cse35 + 0.6967213111475148*cse37 + 0.6140258560576402*cse38;
    const double cse46 = cse44*cse45;
    const double cse47 = 0.6967213111475148*cse33 + 0.3708795797635267*cse36;
    const double cse48 = cse47*v_thetad_link2;
    const double cse49 = cse45*v_phid_link2;
    const double cse50 = cse48 + cse49 + 0.6140258560576402*v_psid_link2;
    const double cse51 = cse50*(2.632697098640596e-06*cse35 + 0.006612594709887001*cse37 - 0.007501572120007941*cse38);
    const double cse52 = 12.4*cse48 + 12.4*cse49 + 7.613920615114738*v_psid_link2;
    const double cse53 = cse42*cse52;
    const double cse54 = cse41 + cse43 + 0.7501572120007941*v_psid_link2;
    const double cse55 = cse54*(-4.5989067890677315*cse35 + 8.639344258229183*cse37 + 7.613920615114738*cse38);
    const double cse56 = cse46 + cse51 + cse53 + cse55;
    const double cse57 = 0.27805633713446004*cse33 - 0.9286809290620163*cse36;
    const double cse58 = cse57*v_thetad_link2;
    const double cse59 = cse39*v_phid_link2;
    const double cse60 = -12.4*cse58 - 12.4*cse59 - 3.043345148121549*v_psid_link2;
    const double cse61 = cse42*cse60;
    const double cse62 = cse54*(-11.515643520369002*cse35 - 3.447898580467305*cse37 - 3.043345148121549*cse38);
    const double cse63 = cse34*v_thetad_link2;
    const double cse64 = cse36*v_thetad_link2;
    const double cse65 = 0.0069672131114751484*cse64;
    const double cse66 = cse35*v_psid_link2;
    const double cse67 = cse33*v_thetad_link2;
    const double cse68 = 0.0037087957976352673*cse67;
    const double cse69 = 0.0037087957976352673*cse37;
    const double cse70 = -cse38*cse65 + cse38*cse68 + cse61 + cse62 + 0.006140258560576401*cse63 - 0.0069672131114751484*cse66 - cse69*v_psid_link2;
    const double cse71 = 0.01*cse58 + 0.01*cse59 + 0.00245431060332383*v_psid_link2;
    const double cse72 = cse45*cse71;
    const double cse73 = cse50*(0.009286809290620163*cse35 + 0.0027805633713446003*cse37 + 0.00245431060332383*cse38);
    const double cse74 = 8.199617440259882*cse64;
    const double cse75 = 0.003264544402314339*cse67;
    const double cse76 = 0.003264544402314339*cse37;
    const double cse77 = cse38*cse74 + cse38*cse75 + 9.301949428809847*cse63 + 8.199617440259882*cse66 + cse72 + cse73 - cse76*v_psid_link2;
    const double cse78 = cse50*(0.006612594709887001*cse33 - 2.632697098640596e-06*cse36);
    const double cse79 = cse44*cse47;
    const double cse80 = cse40*cse52;
    const double cse81 = cse54*(8.639344258229183*cse33 + 4.5989067890677315*cse36);
    const double cse82 = cse78 + cse79 + cse80 + cse81;
    const double cse83 = cse40*cse60;
    const double cse84 = cse54*(-3.447898580467305*cse33 + 11.515643520369002*cse36);
    const double cse85 = cse36*v_psid_link2;
    const double cse86 = cse34*v_phid_link2;
    const double cse87 = cse33*v_psid_link2;
    const double cse88 = cse36*cse38;
    const double cse89 = 0.0069672131114751484*v_phid_link2;
    const double cse90 = cse38*v_phid_link2;
    const double cse91 = cse33*cse90;
    const double cse92 = cse83 + cse84 + 0.0069672131114751484*cse85 + 0.006140258560576401*cse86 - 0.0037087957976352673*cse87 - cse88*cse89 + 0.0037087957976352673*cse91;
    const double cse93 = cse47*cse71;
    const double cse94 = cse50*(0.0027805633713446003*cse33 - 0.009286809290620163*cse36);
    const double cse95 = 8.199617440259882*v_phid_link2;
    const double cse96 = -8.199617440259882*cse85 + 9.301949428809847*cse86 - 0.003264544402314339*cse87 + cse88*cse95 + 0.003264544402314339*cse91 + cse93 + cse94;
    const double cse97 = 0.6140258560576402*cse44 - 0.007501572120007941*cse50 + 0.7501572120007941*cse52 + 7.613920615114738*cse54;
    const double cse98 = -cse35*cse89 - 3.043345148121549*cse54 + 0.7501572120007941*cse60 + cse65 - cse68 - cse69*v_phid_link2;
    const double cse99 = cse35*cse95 + 0.00245431060332383*cse50 + 0.6140258560576402*cse71 - cse74 - cse75 - cse76*v_phid_link2;
    const double cse100 = 0.004726218041878897*cse37;
    const double cse101 = 0.004726218041878897*cse67;
    const double cse102 = 6.146724109463332*cse36;
    const double cse103 = cse102*v_thetad_link2;
    const double cse104 = sin(q_psi_link3);
    const double cse105 = 0.8804585470401622*cse104;
    const double cse106 = cos(q_psi_link3);
    const double cse107 = sin(q_theta_link3);
    const double cse108 = cse106*cse107;
    const double cse109 = cos(q_theta_link3);
    const double cse110 = -0.8804585470401622*cse108 + 0.4741231347908751*cse109;
    const double cse111 = cse110*v_phid_link3;
    const double cse112 = cse105*v_thetad_link3 + cse111 + 0.4741231347908751*v_psid_link3;
    const double cse113 = 0.01*cse112;
    const double cse114 = cse104*cse107;
    const double cse115 = cse114*v_phid_link3;
    const double cse116 = cse106*v_thetad_link3;
    const double cse117 = 0.01*cse115 + 0.01*cse116;
    const double cse118 = cse110*cse117;
    const double cse119 = cse104*v_thetad_link3;
    const double cse120 = 4.54*cse111 + 3.9972818035623368*cse119 + 2.1525190319505727*v_psid_link3;
    const double cse121 = 1.0*cse114;
    const double cse122 = 1.0*cse106;
    const double cse123 = -cse121*v_phid_link3 - cse122*v_thetad_link3;
    const double cse124 = cse123*(-3.9972818035623368*cse108 + 2.1525190319505727*cse109);
    const double cse125 = cse113*cse114 + cse118 - cse120*cse121 + cse124;
    const double cse126 = 0.4741231347908751*cse108 + 0.8804585470401622*cse109;
    const double cse127 = cse126*v_phid_link3;
    const double cse128 = 0.008804585470401622*v_psid_link3;
    const double cse129 = -0.004741231347908751*cse119 + 0.01*cse127 + cse128;
    const double cse130 = 0.008804585470401622*cse109;
    const double cse131 = 4.54*cse104;
    const double cse132 = cse131*v_thetad_link3;
    const double cse133 = 4.54*cse108;
    const double cse134 = cse109*cse132 + cse110*cse129 + cse112*(0.004741231347908751*cse108 + cse130) + cse133*v_psid_link3;
    const double cse135 = cse123*(-2.1525190319505727*cse108 - 3.9972818035623368*cse109);
    const double cse136 = 2.1525190319505727*cse119 - 4.54*cse127 - 3.9972818035623368*v_psid_link3;
    const double cse137 = 0.004741231347908751*cse107;
    const double cse138 = -cse114*cse128 + cse116*cse130 - cse121*cse136 + cse135 + cse137*v_thetad_link3;
    const double cse139 = 3.9972818035623368*cse123;
    const double cse140 = cse104*cse139 + cse105*cse117 + cse106*cse113 - cse120*cse122;
    const double cse141 = cse109*v_phid_link3;
    const double cse142 = -0.004741231347908751*cse104*cse112 + cse105*cse129 + cse131*cse141 - cse131*v_psid_link3;
    const double cse143 = 2.1525190319505727*cse123;
    const double cse144 = cse104*cse143 - cse106*cse128 + cse106*cse130*v_phid_link3 - cse122*cse136 + cse137*v_phid_link3;
    const double cse145 = 0.4741231347908751*cse117 + cse143;
    const double cse146 = 0.008804585470401622*cse112;
    const double cse147 = 0.4741231347908751*cse129 - cse132 + cse133*v_phid_link3 + cse146;
    const double cse148 = -0.008804585470401622*cse115 - 0.008804585470401622*cse116 - cse139;
    const double cse149 = 0.4741231347908751*cse104;
    const double cse150 = 0.002247927469439263*cse107;
    const double cse151 = 0.004174457663761009*cse116;
    const double cse152 = 0.004174457663761009*cse114;
    const double cse153 = 0.004174457663761009*cse106;

    memset(out, 0, sizeof(double) * 324);
    out[57] = cse0*cse18 + cse24*cse3 - cse27*cse8;  /* [3, 3] */
    out[58] = cse0*cse28 + cse29*cse3 - cse30*cse8;  /* [3, 4] */
    out[59] = cse3*cse31 - cse32*cse8;  /* [3, 5] */
    out[75] = cse1*cse27 + cse24*cse5;  /* [4, 3] */
    out[76] = cse1*cse30 + cse29*cse5;  /* [4, 4] */
    out[77] = cse1*cse32 + cse31*cse5;  /* [4, 5] */
    out[93] = cse18;  /* [5, 3] */
    out[94] = cse28;  /* [5, 4] */
    out[171] = cse39*cse56 + cse42*cse77 + cse45*cse70;  /* [9, 9] */
    out[172] = cse39*cse82 + cse42*cse96 + cse45*cse92;  /* [9, 10] */
    out[173] = cse39*cse97 + cse42*cse99 + cse45*cse98;  /* [9, 11] */
    out[189] = cse40*cse77 + cse47*cse70 + cse56*cse57;  /* [10, 9] */
    out[190] = cse40*cse96 + cse47*cse92 + cse57*cse82;  /* [10, 10] */
    out[191] = cse40*cse99 + cse47*cse98 + cse57*cse97;  /* [10, 11] */
    out[207] = -cse100*v_psid_link2 + cse101*cse38 + cse103*cse38 + 0.245431060332383*cse46 + 0.245431060332383*cse51 + 0.245431060332383*cse53 + 0.245431060332383*cse55 + 0.6140258560576402*cse61 + 0.6140258560576402*cse62 + 6.981694727207446*cse63 + 6.146724109463332*cse66 + 0.7501572120007941*cse72 + 0.7501572120007941*cse73;  /* [11, 9] */
    out[208] = cse102*cse90 - cse102*v_psid_link2 + 0.245431060332383*cse78 + 0.245431060332383*cse79 + 0.245431060332383*cse80 + 0.245431060332383*cse81 + 0.6140258560576402*cse83 + 0.6140258560576402*cse84 + 6.981694727207446*cse86 - 0.004726218041878897*cse87 + 0.004726218041878897*cse91 + 0.7501572120007941*cse93 + 0.7501572120007941*cse94;  /* [11, 10] */
    out[209] = -cse100*v_phid_link2 - cse101 - cse103 + 6.146724109463332*cse35*v_phid_link2 + 0.15070101692372578*cse44 + 2.168404344971009e-19*cse50 + 0.1841118799573391*cse52 + 0.46061592427660025*cse60 + 0.46061592427660025*cse71;  /* [11, 11] */
    out[285] = cse110*cse138 - cse121*cse134 + cse125*cse126;  /* [15, 15] */
    out[286] = cse110*cse144 - cse121*cse142 + cse126*cse140;  /* [15, 16] */
    out[287] = cse110*cse148 - cse121*cse147 + cse126*cse145;  /* [15, 17] */
    out[303] = cse105*cse138 - cse122*cse134 - cse125*cse149;  /* [16, 15] */
    out[304] = cse105*cse144 - cse122*cse142 - cse140*cse149;  /* [16, 16] */
    out[305] = cse105*cse148 - cse122*cse147 - cse145*cse149;  /* [16, 17] */
    out[321] = -cse105*cse107*cse120 - cse107*cse136*cse149 + cse109*cse151 + cse114*cse146 + 0.8804585470401622*cse118 + 0.8804585470401622*cse124 + 0.4741231347908751*cse135 + cse150*v_thetad_link3 - cse152*v_psid_link3;  /* [17, 15] */
    out[322] = 0.7752072530560736*cse104*cse117 + 4.539999999999999*cse104*cse123 - 0.8804585470401622*cse106*cse120 - 0.4741231347908751*cse106*cse136 + cse106*cse146 + cse141*cse153 + cse150*v_phid_link3 - cse153*v_psid_link3;  /* [17, 16] */
    out[323] = 0.41744576637610087*cse117 - 2.220446049250313e-16*cse123 - cse151 - cse152*v_phid_link3;  /* [17, 17] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 18); a (accelerations (time derivative of v), 18); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 16 nonzero.
 * 289 operations after common subexpression elimination.
 */
void mg_four_link_re_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_15 = a[15];
    const double a_16 = a[16];
    const double a_17 = a[17];
    (void)p;
    const double cse0 = 2.0*a_4;
    const double cse1 = cos(q_theta_rotor);
    const double cse2 = sin(q_psi_rotor);
    const double cse3 = cos(q_psi_rotor);
    const double cse4 = cse2*cse3;
    const double cse5 = cse1*cse4;
    const double cse6 = sin(q_theta_rotor);
    const double cse7 = (cse2*cse2)*cse6;
    const double cse8 = (cse3*cse3)*cse6;
    const double cse9 = 4.0*cse4;
    const double cse10 = 2.0*a_3;
    const double cse11 = sin(q_theta_link2);
    const double cse12 = cos(q_psi_link2);
    const double cse13 = 0.00026326970986405957*cse12;
    const double cse14 = sin(q_psi_link2);
    const double cse15 = 0.6612594709887001*cse14;
    const double cse16 = cos(q_theta_link2);
    const double cse17 = -cse11*cse13 - cse11*cse15 + 0.7501572120007941*cse16;
    const double cse18 = 8.199617440259882*cse14;
    const double cse19 = 0.003264544402314339*cse12;
    const double cse20 = -9.301949428809847*cse11 - cse16*cse18 - cse16*cse19;
    const double cse21 = 0.6967213111475148*cse14;
    const double cse22 = 0.3708795797635267*cse12;
    const double cse23 = -0.6140258560576402*cse11 + cse16*cse21 - cse16*cse22;
    const double cse24 = 0.0037087957976352673*cse12;
    const double cse25 = 0.0069672131114751484*cse14;
    const double cse26 = -cse11*cse24 + cse11*cse25 + 0.006140258560576401*cse16;
    const double cse27 = -0.006140258560576401*cse11 - cse16*cse24 + cse16*cse25;
    const double cse28 = cse11*cse21 - cse11*cse22 + 0.6140258560576402*cse16;
    const double cse29 = -cse11*cse18 - cse11*cse19 + 9.301949428809847*cse16;
    const double cse30 = -0.7501572120007941*cse11 - cse13*cse16 - cse15*cse16;
    const double cse31 = -6.981694727207446*cse11;
    const double cse32 = 6.146724109463332*cse14;
    const double cse33 = 0.004726218041878897*cse12;
    const double cse34 = 0.6967213111475148*cse12;
    const double cse35 = 0.3708795797635267*cse14;
    const double cse36 = cse34 + cse35;
    const double cse37 = 0.6612594709887001*cse12;
    const double cse38 = 0.00026326970986405957*cse14;
    const double cse39 = -cse37 + cse38;
    const double cse40 = cse11*cse34 + cse11*cse35;
    const double cse41 = 0.0069672131114751484*cse12;
    const double cse42 = 0.0037087957976352673*cse14;
    const double cse43 = cse11*cse41 + cse11*cse42;
    const double cse44 = 8.199617440259882*cse12;
    const double cse45 = 0.003264544402314339*cse14;
    const double cse46 = -cse11*cse44 + cse11*cse45;
    const double cse47 = -cse11*cse37 + cse11*cse38;
    const double cse48 = cse11*cse12;
    const double cse49 = cse11*cse14;
    const double cse50 = -cse21 + cse22;
    const double cse51 = cse13 + cse15;
    const double cse52 = cse41 + cse42;
    const double cse53 = -cse44 + cse45;
    const double cse54 = cse24 - cse25;
    const double cse55 = cse18 + cse19;
    const double cse56 = 6.146724109463331*cse14;
    const double cse57 = 0.004726218041878896*cse12;
    const double cse58 = sin(q_theta_link3);
    const double cse59 = -0.002247927469439263*cse58;
    const double cse60 = cos(q_theta_link3);
    const double cse61 = cos(q_psi_link3);
    const double cse62 = cse60*cse61;
    const double cse63 = 0.008804585470401622*cse61;
    const double cse64 = -0.004741231347908751*cse58 - cse60*cse63;
    const double cse65 = sin(q_psi_link3);
    const double cse66 = 0.8804585470401622*cse65;
    const double cse67 = 4.54*cse62*cse65;
    const double cse68 = -cse58*cse63 + 0.004741231347908751*cse60;
    const double cse69 = -0.4741231347908751*cse58 - 0.8804585470401622*cse62;
    const double cse70 = 0.8804585470401622*cse61;
    const double cse71 = -cse58*cse70 + 0.4741231347908751*cse60;
    const double cse72 = cse58*(cse65*cse65);
    const double cse73 = 0.004174457663761009*a_17;
    const double cse74 = cse58*cse65;
    const double cse75 = 4.54*cse58*(cse61*cse61) - 4.532247927469439*cse72;
    const double cse76 = 0.008804585470401622*cse65;
    const double cse77 = cse61*cse65;
    const double cse78 = 0.004174457663761008*cse61;

    memset(out, 0, sizeof(double) * 324);
    out[58] = a_3*(4.0*cse1*cse7 + 8.0*cse1*cse8) - cse0*cse5;  /* [3, 4] */
    out[59] = -a_3*(cse6*cse6)*cse9 + cse0*cse7 - cse0*cse8;  /* [3, 5] */
    out[76] = -cse10*cse5;  /* [4, 4] */
    out[77] = a_4*cse9 + cse10*cse7 - cse10*cse8;  /* [4, 5] */
    out[172] = a_10*(cse20*cse39 + cse27*cse36) + a_11*(-cse16*cse32 - cse16*cse33 + cse31) + a_9*(cse17*cse20 + cse23*cse26 + cse27*cse28 + cse29*cse30);  /* [9, 10] */
    out[173] = a_10*(cse26*cse50 + cse29*cse51 + cse36*cse43 + cse39*cse46) + a_11*(-6.146724109463332*cse48 + 0.004726218041878897*cse49) + a_9*(cse17*cse46 + cse26*cse40 + cse28*cse43 + cse29*cse47);  /* [9, 11] */
    out[190] = a_9*(cse23*cse52 + cse30*cse53);  /* [10, 10] */
    out[191] = a_10*(cse36*cse54 + cse39*cse55 + cse50*cse52 + cse51*cse53) + a_11*(cse32 + cse33) + a_9*(cse17*cse55 + cse28*cse54 + cse40*cse52 + cse47*cse53);  /* [10, 11] */
    out[208] = a_9*(-cse16*cse56 - cse16*cse57 + cse31);  /* [11, 10] */
    out[209] = a_10*(cse56 + cse57) + a_9*(-6.146724109463331*cse48 + 0.004726218041878896*cse49);  /* [11, 11] */
    out[286] = a_15*(9.08*cse60*cse72 + cse64*cse71 + cse68*cse69) + a_16*(cse64*cse66 + cse67) + a_17*(cse59 - 0.004174457663761009*cse62);  /* [15, 16] */
    out[287] = a_15*(9.08*(cse58*cse58)*cse77 + cse58*cse66*cse68 + cse58*cse71*cse76) + a_16*(cse68*cse70 + cse75) + cse73*cse74;  /* [15, 17] */
    out[304] = a_15*(cse67 + cse69*cse76);  /* [16, 16] */
    out[305] = a_15*(cse63*cse71 + cse75) - 9.064495854938878*a_16*cse77 + cse61*cse73;  /* [16, 17] */
    out[322] = a_15*(cse59 - cse60*cse78);  /* [17, 16] */
    out[323] = 0.004174457663761008*a_15*cse74 + a_16*cse78;  /* [17, 17] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 45 nonzero.
 * 794 operations after common subexpression elimination.
 */
void mg_four_link_re_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
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
    (void)p;
    const double cse0 = 3.141592653589793*t;
    const double cse1 = sin(cse0);
    const double cse2 = cos(q_theta_rotor);
    const double cse3 = cos(q_phi_rotor);
    const double cse4 = cos(q_psi_rotor);
    const double cse5 = cse3*cse4;
    const double cse6 = cse2*cse5;
    const double cse7 = sin(q_phi_rotor);
    const double cse8 = sin(q_psi_rotor);
    const double cse9 = cse7*cse8;
    const double cse10 = cse6 - cse9;
    const double cse11 = cse1*cse10;
    const double cse12 = sin(q_theta_rotor);
    const double cse13 = cse12*cse4;
    const double cse14 = cse1*cse13;
    const double cse15 = cos(cse0);
    const double cse16 = -cse6 + cse9;
    const double cse17 = -cse14 + cse15*cse16;
    const double cse18 = cse13*cse15;
    const double cse19 = cse1*cse16 + cse18 + 1;
    const double cse20 = (1.0/(cse19*cse19));
    const double cse21 = 2*cse20;
    const double cse22 = cse17*cse21;
    const double cse23 = cse3*cse8;
    const double cse24 = cse4*cse7;
    const double cse25 = cse2*cse24;
    const double cse26 = cse23 + cse25;
    const double cse27 = (cse26*cse26);
    const double cse28 = 4*cse17/(cse19*cse19*cse19);
    const double cse29 = cse10*cse15;
    const double cse30 = 2/cse19;
    const double cse31 = 4*cse20;
    const double cse32 = 0.7497211555855399*cse12;
    const double cse33 = cse32*cse7;
    const double cse34 = -cse33;
    const double cse35 = 0.6617538733301699*cse5;
    const double cse36 = 0.6617538733301699*cse9;
    const double cse37 = cse2*cse36;
    const double cse38 = -cse37;
    const double cse39 = cse35 + cse38;
    const double cse40 = cos(q_theta_link2);
    const double cse41 = cos(q_psi_link2);
    const double cse42 = sin(q_phi_link2);
    const double cse43 = 0.9286809290620163*cse42;
    const double cse44 = cse41*cse43;
    const double cse45 = cse40*cse44;
    const double cse46 = sin(q_psi_link2);
    const double cse47 = cos(q_phi_link2);
    const double cse48 = 0.9286809290620163*cse47;
    const double cse49 = cse46*cse48;
    const double cse50 = 0.27805633713446004*cse47;
    const double cse51 = cse41*cse50;
    const double cse52 = cse40*cse46;
    const double cse53 = 0.27805633713446004*cse42;
    const double cse54 = cse52*cse53;
    const double cse55 = sin(q_theta_link2);
    const double cse56 = 0.245431060332383*cse55;
    const double cse57 = cse42*cse56;
    const double cse58 = -cse45 - cse49 + cse51 - cse54 + cse57;
    const double cse59 = 0.6617538733301699*cse24;
    const double cse60 = cse3*cse32;
    const double cse61 = 0.6617538733301699*cse23;
    const double cse62 = cse2*cse61;
    const double cse63 = cse60 + cse62;
    const double cse64 = cse59 + cse63;
    const double cse65 = cse41*cse48;
    const double cse66 = cse40*cse65;
    const double cse67 = cse50*cse52;
    const double cse68 = cse43*cse46;
    const double cse69 = cse47*cse56;
    const double cse70 = cse41*cse53;
    const double cse71 = cse66 + cse67 - cse68 - cse69 + cse70;
    const double cse72 = 2*cse5;
    const double cse73 = cse2*cse72;
    const double cse74 = 2*cse9;
    const double cse75 = cse2*cse9;
    const double cse76 = 2*cse25;
    const double cse77 = 2*cse23;
    const double cse78 = lam_0*(-cse23 - cse25) + lam_1*(-cse5 + cse75) + lam_13*(-cse76 - cse77) + lam_14*(cse73 - cse74);
    const double cse79 = 2*cse24;
    const double cse80 = cse2*cse4;
    const double cse81 = cse12*cse5;
    const double cse82 = cse1*cse81 + cse15*cse80;
    const double cse83 = cse1*cse26;
    const double cse84 = -cse1*cse80 + cse15*cse81;
    const double cse85 = cse21*cse84;
    const double cse86 = cse15*cse30;
    const double cse87 = cse12*cse24;
    const double cse88 = cse21*cse82;
    const double cse89 = cse15*cse26;
    const double cse90 = cse12*lam_14;
    const double cse91 = 0.7497211555855399*cse2;
    const double cse92 = cse3*cse91;
    const double cse93 = cse12*cse61;
    const double cse94 = -cse12*cse36 + cse7*cse91;
    const double cse95 = cse12*lam_13;
    const double cse96 = cse12*cse23;
    const double cse97 = cse12*lam_0;
    const double cse98 = -cse5*cse97 - cse72*cse95 - cse79*cse90 + cse96*lam_1 + lam_16*(cse58*(cse92 - cse93) + cse71*cse94) + lam_17*(cse1*cse12*cse17*cse20*cse79 + cse28*cse82*cse83 - cse83*cse85 - cse86*cse87 - cse88*cse89);
    const double cse99 = cse5 - cse75;
    const double cse100 = cse2*cse23;
    const double cse101 = cse100 + cse24;
    const double cse102 = cse1*cse8;
    const double cse103 = cse101*cse15 + cse102*cse12;
    const double cse104 = cse15*cse8;
    const double cse105 = cse1*cse101 - cse104*cse12;
    const double cse106 = cse105*cse28;
    const double cse107 = cse2*cse35;
    const double cse108 = cse2*cse59 + cse61;
    const double cse109 = cse16*lam_1 + lam_0*(-cse100 - cse24) + lam_13*(-2*cse100 - cse79) + lam_14*(cse72 - 2*cse75) + lam_16*(cse108*cse71 + cse58*(cse107 - cse36)) + lam_17*(-cse1*cse22*cse99 - cse103*cse21*cse83 - cse105*cse21*cse89 + cse106*cse83 + cse86*cse99);
    const double cse110 = -cse66 - cse67;
    const double cse111 = cse110 + cse69;
    const double cse112 = cse68 - cse70;
    const double cse113 = cse111 + cse112;
    const double cse114 = cse33 - cse35 + cse37;
    const double cse115 = lam_16*(cse113*cse64 + cse114*cse58);
    const double cse116 = 0.245431060332383*cse40;
    const double cse117 = cse46*cse53;
    const double cse118 = cse41*cse55;
    const double cse119 = cse116*cse42 + cse117*cse55 + cse118*cse43;
    const double cse120 = cse116*cse47;
    const double cse121 = cse46*cse50;
    const double cse122 = cse121*cse55;
    const double cse123 = cse118*cse48;
    const double cse124 = -cse120 - cse122 - cse123;
    const double cse125 = lam_16*(cse114*cse124 + cse119*cse64);
    const double cse126 = -cse121 - cse40*cse70 + cse43*cse52 - cse65;
    const double cse127 = cse40*cse51;
    const double cse128 = cse48*cse52;
    const double cse129 = -cse117 + cse127 - cse128 - cse44;
    const double cse130 = lam_16*(cse114*cse129 + cse126*cse64);
    const double cse131 = -cse18;
    const double cse132 = 2*lam_15;
    const double cse133 = cse13*cse132;
    const double cse134 = 0.6617538733301699*cse8;
    const double cse135 = cse12*cse134;
    const double cse136 = 0.9286809290620163*cse118;
    const double cse137 = cse46*cse55;
    const double cse138 = 0.27805633713446004*cse137;
    const double cse139 = cse116 + cse136 + cse138;
    const double cse140 = cse132*cse2*cse8 + cse74*cse95 - cse77*cse90 + cse87*lam_1 + cse9*cse97 + lam_16*(cse12*cse35*cse71 - cse12*cse58*cse59 - 0.6617538733301699*cse139*cse80) + lam_17*(-cse103*cse88 - cse105*cse85 + cse106*cse82 - cse22*(-cse1*cse96 - cse104*cse2) + cse30*(cse102*cse2 - cse15*cse96));
    const double cse141 = -cse92 + cse93;
    const double cse142 = lam_16*(cse113*cse94 + cse141*cse58);
    const double cse143 = -cse134*cse2 - cse32;
    const double cse144 = cse40*cse41;
    const double cse145 = 0.9286809290620163*cse144 + 0.27805633713446004*cse52 - cse56;
    const double cse146 = lam_16*(cse119*cse94 + cse124*cse141 + cse143*cse145);
    const double cse147 = 0.27805633713446004*cse118 - 0.9286809290620163*cse137;
    const double cse148 = lam_16*(cse126*cse94 + cse129*cse141 + cse143*cse147);
    const double cse149 = -cse107 + cse36;
    const double cse150 = lam_16*(cse108*cse113 + cse149*cse58);
    const double cse151 = 0.6617538733301699*cse13;
    const double cse152 = lam_16*(cse108*cse119 + cse124*cse149 - cse145*cse151);
    const double cse153 = lam_16*(cse108*cse126 + cse129*cse149 - cse147*cse151);
    const double cse154 = cse33 - 0.6617538733301699*cse99;
    const double cse155 = cse45 + cse54;
    const double cse156 = cse155 - cse57;
    const double cse157 = cse49 - cse51;
    const double cse158 = -0.6617538733301699*cse101 - cse60;
    const double cse159 = 3.7455577219516045*cse55;
    const double cse160 = cse159*cse47;
    const double cse161 = 2.2623654365575128*cse47;
    const double cse162 = cse144*cse161;
    const double cse163 = 4.24999999799984*cse47;
    const double cse164 = cse163*cse52;
    const double cse165 = cse162 - cse164;
    const double cse166 = cse160 + cse165;
    const double cse167 = 4.24999999799984*cse42;
    const double cse168 = cse167*cse41;
    const double cse169 = 2.2623654365575128*cse42;
    const double cse170 = cse169*cse46;
    const double cse171 = -cse168 - cse170;
    const double cse172 = cse159*cse42;
    const double cse173 = cse144*cse169;
    const double cse174 = cse167*cse52;
    const double cse175 = -cse173 + cse174;
    const double cse176 = -cse172 + cse175;
    const double cse177 = cse163*cse41;
    const double cse178 = cse161*cse46;
    const double cse179 = -cse177 - cse178;
    const double cse180 = -cse162 + cse164;
    const double cse181 = -cse160 + cse180;
    const double cse182 = cse168 + cse170;
    const double cse183 = cse173 - cse174;
    const double cse184 = cse172 + cse183;
    const double cse185 = cse177 + cse178;
    const double cse186 = 2.2623654365575128*cse118;
    const double cse187 = cse186*cse47;
    const double cse188 = cse163*cse46;
    const double cse189 = cse188*cse55;
    const double cse190 = 3.7455577219516045*cse40;
    const double cse191 = cse190*cse47;
    const double cse192 = cse186*cse42;
    const double cse193 = cse167*cse46;
    const double cse194 = cse193*cse55;
    const double cse195 = cse190*cse42;
    const double cse196 = lam_10*(cse187 - cse189 - cse191) + lam_11*(cse192 - cse194 - cse195) + lam_13*(-cse187 + cse189 + cse191) + lam_14*(-cse192 + cse194 + cse195) + lam_16*(cse119*cse158 + cse154*(cse120 + cse122 + cse123));
    const double cse197 = 2.2623654365575128*cse52;
    const double cse198 = cse197*cse42;
    const double cse199 = cse168*cse40;
    const double cse200 = cse161*cse41;
    const double cse201 = cse197*cse47;
    const double cse202 = cse169*cse41;
    const double cse203 = cse177*cse40;
    const double cse204 = lam_10*(-cse193 + cse201 + cse202 + cse203) + lam_11*(cse188 + cse198 + cse199 - cse200) + lam_13*(cse193 - cse201 - cse202 - cse203) + lam_14*(-cse188 - cse198 - cse199 + cse200) + lam_16*(cse126*cse158 + cse154*(cse117 - cse127 + cse128 + cse44));
    const double cse205 = -cse135 + cse91;
    const double cse206 = -cse136 - cse138;
    const double cse207 = 4.24999999799984*cse137;
    const double cse208 = cse186 - cse207;
    const double cse209 = -cse186 + cse207;
    const double cse210 = 4.24999999799984*cse144;
    const double cse211 = cse137*cse161;
    const double cse212 = cse118*cse163;
    const double cse213 = cse137*cse169;
    const double cse214 = cse118*cse167;
    const double cse215 = lam_10*(-cse213 - cse214) + lam_11*(cse211 + cse212) + lam_12*(-cse197 - cse210) + lam_13*(cse213 + cse214) + lam_14*(-cse211 - cse212) + lam_15*(cse197 + cse210) + lam_16*(cse154*(cse118*cse53 - cse55*cse68) + cse158*(-cse118*cse50 + cse49*cse55) + cse205*(0.27805633713446004*cse144 - 0.9286809290620163*cse52));
    const double cse216 = cos(q_phi_link3);
    const double cse217 = sin(q_theta_link3);
    const double cse218 = cse216*cse217;
    const double cse219 = 1.7542555987262378*cse218;
    const double cse220 = cos(q_theta_link3);
    const double cse221 = cos(q_psi_link3);
    const double cse222 = cse216*cse221;
    const double cse223 = 3.2576966240486005*cse222;
    const double cse224 = cse220*cse223;
    const double cse225 = sin(q_phi_link3);
    const double cse226 = sin(q_psi_link3);
    const double cse227 = 3.2576966240486005*cse226;
    const double cse228 = cse225*cse227;
    const double cse229 = cse224 - cse228;
    const double cse230 = cse216*cse227;
    const double cse231 = -cse230;
    const double cse232 = 3.2576966240486005*cse221;
    const double cse233 = cse225*cse232;
    const double cse234 = cse220*cse233;
    const double cse235 = -cse234;
    const double cse236 = cse217*cse225;
    const double cse237 = 1.7542555987262378*cse236;
    const double cse238 = cse235 - cse237;
    const double cse239 = -cse219;
    const double cse240 = -cse224;
    const double cse241 = cse228 + cse240;
    const double cse242 = cse234 + cse237;
    const double cse243 = 0.8804585470401622*cse225;
    const double cse244 = -cse226*cse243;
    const double cse245 = 0.4741231347908751*cse218;
    const double cse246 = 0.8804585470401622*cse222;
    const double cse247 = cse220*cse246;
    const double cse248 = cse245 + cse247;
    const double cse249 = 0.4741231347908751*cse225;
    const double cse250 = cse226*cse249;
    const double cse251 = 0.8804585470401622*cse218;
    const double cse252 = 0.4741231347908751*cse222;
    const double cse253 = -cse220*cse252;
    const double cse254 = cse251 + cse253;
    const double cse255 = cse232*cse236;
    const double cse256 = 1.7542555987262378*cse220;
    const double cse257 = cse225*cse256;
    const double cse258 = cse220*cse249;
    const double cse259 = cse221*cse236;
    const double cse260 = cse218*cse232;
    const double cse261 = cse216*cse256;
    const double cse262 = cse220*cse243;
    const double cse263 = lam_10*(-cse260 + cse261) + lam_11*(-cse255 + cse257) + lam_5*(0.4741231347908751*cse259 + cse262) + lam_6*(cse258 - 0.8804585470401622*cse259) + lam_7*(cse260 - cse261) + lam_8*(cse255 - cse257);
    const double cse264 = cse220*cse228;
    const double cse265 = cse220*cse230;
    const double cse266 = lam_10*(-cse233 - cse265) + lam_11*(cse223 - cse264) + lam_5*(cse226*cse258 - cse252) + lam_6*(-cse226*cse262 + cse246) + lam_7*(cse233 + cse265) + lam_8*(-cse223 + cse264);
    const double cse267 = cse217*cse232;
    const double cse268 = cse220*cse227;
    const double cse269 = cse218*cse227;
    const double cse270 = cse227*cse236;
    const double cse271 = cse226*cse245*lam_5 - cse226*cse251*lam_6 + cse268*lam_12 - cse268*lam_9 - cse269*lam_11 + cse269*lam_8 + cse270*lam_10 - cse270*lam_7;

    memset(out, 0, sizeof(double) * 324);
    out[57] = cse78 + lam_16*(cse58*(cse34 + cse39) + cse64*cse71) + lam_17*((cse1*cse1)*cse27*cse28 - cse1*cse15*cse27*cse31 - cse11*cse22 + cse29*cse30);  /* [3, 3] */
    out[58] = cse98;  /* [3, 4] */
    out[59] = cse109;  /* [3, 5] */
    out[63] = cse115;  /* [3, 9] */
    out[64] = cse125;  /* [3, 10] */
    out[65] = cse130;  /* [3, 11] */
    out[75] = cse98;  /* [4, 3] */
    out[76] = cse133 - cse25*lam_0 + cse73*lam_14 + cse75*lam_1 - cse76*lam_13 + lam_16*(cse139*(cse135 - cse91) + cse58*(cse34 + cse38) + cse63*cse71) + lam_17*(-cse22*(cse1*cse6 + cse131) + cse28*(cse82*cse82) + cse30*(cse14 + cse15*cse6) - cse31*cse82*cse84);  /* [4, 4] */
    out[77] = cse140;  /* [4, 5] */
    out[81] = cse142;  /* [4, 9] */
    out[82] = cse146;  /* [4, 10] */
    out[83] = cse148;  /* [4, 11] */
    out[93] = cse109;  /* [5, 3] */
    out[94] = cse140;  /* [5, 4] */
    out[95] = cse133 + cse78 + lam_16*(cse135*cse139 + cse39*cse58 + cse71*(cse59 + cse62)) + lam_17*(-cse103*cse105*cse31 + (cse105*cse105)*cse28 - cse22*(cse11 + cse131) + cse30*(cse14 + cse29));  /* [5, 5] */
    out[99] = cse150;  /* [5, 9] */
    out[100] = cse152;  /* [5, 10] */
    out[101] = cse153;  /* [5, 11] */
    out[165] = cse115;  /* [9, 3] */
    out[166] = cse142;  /* [9, 4] */
    out[167] = cse150;  /* [9, 5] */
    out[171] = lam_10*(cse184 + cse185) + lam_11*(cse181 + cse182) + lam_13*(cse176 + cse179) + lam_14*(cse166 + cse171) + lam_16*(cse113*cse158 + cse154*(cse156 + cse157));  /* [9, 9] */
    out[172] = cse196;  /* [9, 10] */
    out[173] = cse204;  /* [9, 11] */
    out[183] = cse125;  /* [10, 3] */
    out[184] = cse146;  /* [10, 4] */
    out[185] = cse152;  /* [10, 5] */
    out[189] = cse196;  /* [10, 9] */
    out[190] = cse166*lam_14 + cse176*lam_13 + cse181*lam_11 + cse184*lam_10 + lam_12*(cse190 + cse209) + lam_15*(-cse190 + cse208) + lam_16*(cse111*cse158 + cse154*cse156 + cse205*(-cse116 + cse206));  /* [10, 10] */
    out[191] = cse215;  /* [10, 11] */
    out[201] = cse130;  /* [11, 3] */
    out[202] = cse148;  /* [11, 4] */
    out[203] = cse153;  /* [11, 5] */
    out[207] = cse204;  /* [11, 9] */
    out[208] = cse215;  /* [11, 10] */
    out[209] = cse208*lam_15 + cse209*lam_12 + lam_10*(cse183 + cse185) + lam_11*(cse180 + cse182) + lam_13*(cse175 + cse179) + lam_14*(cse165 + cse171) + lam_16*(cse154*(cse155 + cse157) + cse158*(cse110 + cse112) + cse205*cse206);  /* [11, 11] */
    out[285] = lam_10*(cse231 + cse238) + lam_11*(cse219 + cse229) + lam_5*(cse250 + cse254) + lam_6*(cse244 + cse248) + lam_7*(cse230 + cse242) + lam_8*(cse239 + cse241);  /* [15, 15] */
    out[286] = cse263;  /* [15, 16] */
    out[287] = cse266;  /* [15, 17] */
    out[303] = cse263;  /* [16, 15] */
    out[304] = cse238*lam_10 + cse242*lam_7 + cse248*lam_6 + cse254*lam_5 + lam_11*(cse219 + cse224) + lam_12*(-cse256 + cse267) + lam_8*(cse239 + cse240) + lam_9*(cse256 - cse267);  /* [16, 16] */
    out[305] = cse271;  /* [16, 17] */
    out[321] = cse266;  /* [17, 15] */
    out[322] = cse271;  /* [17, 16] */
    out[323] = cse229*lam_11 + cse241*lam_8 + cse267*lam_12 - cse267*lam_9 + lam_10*(cse231 + cse235) + lam_5*(cse250 + cse253) + lam_6*(cse244 + cse247) + lam_7*(cse230 + cse234);  /* [17, 17] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 1 row-major, 36 nonzero.
 * 1019 operations after common subexpression elimination.
 */
void mg_four_link_re_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_r_link2_x = q[6];
    const double q_r_link2_y = q[7];
    const double q_r_link2_z = q[8];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_r_link3_x = q[12];
    const double q_r_link3_y = q[13];
    const double q_r_link3_z = q[14];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    const double a_0 = a[0];
    const double a_1 = a[1];
    const double a_2 = a[2];
    const double a_3 = a[3];
    const double a_4 = a[4];
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
    const double cse0 = cos(q_theta_rotor);
    const double cse1 = cos(q_phi_rotor);
    const double cse2 = cos(q_psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = sin(q_phi_rotor);
    const double cse6 = sin(q_psi_rotor);
    const double cse7 = cse5*cse6;
    const double cse8 = cse1*cse6;
    const double cse9 = cse0*cse8;
    const double cse10 = cse2*cse5;
    const double cse11 = cse2*v_thetad_rotor;
    const double cse12 = 4.0*cse11;
    const double cse13 = cse0*v_phid_rotor;
    const double cse14 = 4.0*v_psid_rotor;
    const double cse15 = sin(q_theta_rotor);
    const double cse16 = cse15*cse6;
    const double cse17 = cse16*v_phid_rotor;
    const double cse18 = cse11 + cse17;
    const double cse19 = 2.0*v_psid_rotor;
    const double cse20 = -cse11*cse14 + cse12*cse13 - cse14*cse17 + cse18*(2.0*cse13 + cse19);
    const double cse21 = cse15*cse2;
    const double cse22 = cse6*v_thetad_rotor;
    const double cse23 = 2.0*cse22;
    const double cse24 = cse21*v_phid_rotor;
    const double cse25 = cse22 - cse24;
    const double cse26 = -cse13*cse23 + cse19*cse22 - cse19*cse24 + cse25*(-4.0*cse13 - cse14);
    const double cse27 = cse18*(-cse23 + 2.0*cse24) + cse25*(cse12 + 4.0*cse17);
    const double cse28 = cse0*cse10;
    const double cse29 = cos(q_theta_link2);
    const double cse30 = cos(q_phi_link2);
    const double cse31 = cos(q_psi_link2);
    const double cse32 = 0.9286809290620163*cse31;
    const double cse33 = cse30*cse32;
    const double cse34 = cse29*cse33;
    const double cse35 = sin(q_psi_link2);
    const double cse36 = 0.27805633713446004*cse35;
    const double cse37 = cse29*cse36;
    const double cse38 = cse30*cse37;
    const double cse39 = sin(q_phi_link2);
    const double cse40 = 0.9286809290620163*cse35;
    const double cse41 = cse39*cse40;
    const double cse42 = sin(q_theta_link2);
    const double cse43 = 0.245431060332383*cse42;
    const double cse44 = cse30*cse43;
    const double cse45 = 0.27805633713446004*cse31;
    const double cse46 = cse39*cse45;
    const double cse47 = cse34 + cse38 - cse41 - cse44 + cse46;
    const double cse48 = cse0*cse7;
    const double cse49 = 0.7497211555855399*cse15;
    const double cse50 = cse49*cse5;
    const double cse51 = cse1*cse49;
    const double cse52 = cse32*cse39;
    const double cse53 = cse30*cse40;
    const double cse54 = cse30*cse45;
    const double cse55 = -cse29*cse52 - cse37*cse39 + cse39*cse43 - cse53 + cse54;
    const double cse56 = 3.141592653589793*t;
    const double cse57 = cos(cse56);
    const double cse58 = sin(cse56);
    const double cse59 = -cse4 + cse7;
    const double cse60 = cse21*cse57 + cse58*cse59 + 1;
    const double cse61 = (1.0/(cse60));
    const double cse62 = cse28 + cse8;
    const double cse63 = 2*cse62;
    const double cse64 = -cse21*cse58 + cse57*cse59;
    const double cse65 = cse64/(cse60*cse60);
    const double cse66 = 2.0*cse21*cse6;
    const double cse67 = (cse2*cse2);
    const double cse68 = (cse15*cse15);
    const double cse69 = (cse6*cse6);
    const double cse70 = 2*cse3;
    const double cse71 = 2*cse10;
    const double cse72 = cse31*cse42;
    const double cse73 = 0.9286809290620163*cse72;
    const double cse74 = cse36*cse42;
    const double cse75 = 0.245431060332383*cse29;
    const double cse76 = cse73 + cse74 + cse75;
    const double cse77 = 0.6617538733301699*cse6;
    const double cse78 = 0.6617538733301699*cse8;
    const double cse79 = 0.7497211555855399*cse0;
    const double cse80 = 0.6617538733301699*cse7;
    const double cse81 = cse0*cse2;
    const double cse82 = 2*lam_15;
    const double cse83 = cse15*cse3;
    const double cse84 = 2*cse61;
    const double cse85 = 2*cse65;
    const double cse86 = cse10 + cse9;
    const double cse87 = cse3 - cse48;
    const double cse88 = 3.7455577219516045*cse42;
    const double cse89 = cse30*cse88;
    const double cse90 = 4.24999999799984*cse30;
    const double cse91 = cse35*cse90;
    const double cse92 = cse29*cse91;
    const double cse93 = 2.2623654365575128*cse35;
    const double cse94 = cse39*cse93;
    const double cse95 = 4.24999999799984*cse39;
    const double cse96 = cse31*cse95;
    const double cse97 = 2.2623654365575128*cse31;
    const double cse98 = cse29*cse97;
    const double cse99 = cse30*cse98;
    const double cse100 = cse30*cse93;
    const double cse101 = cse31*cse90;
    const double cse102 = cse39*cse88;
    const double cse103 = cse35*cse95;
    const double cse104 = cse103*cse29;
    const double cse105 = cse39*cse98;
    const double cse106 = cse35*cse42;
    const double cse107 = -0.6612594709887001*cse106 + 0.7501572120007941*cse29 - 0.00026326970986405957*cse72;
    const double cse108 = 0.003264544402314339*cse35;
    const double cse109 = cse42*v_phid_link2;
    const double cse110 = cse109*v_psid_link2;
    const double cse111 = cse29*cse31;
    const double cse112 = v_phid_link2*v_thetad_link2;
    const double cse113 = cse111*cse112;
    const double cse114 = 8.199617440259882*cse31;
    const double cse115 = cse29*cse35;
    const double cse116 = cse112*cse115;
    const double cse117 = v_psid_link2*v_thetad_link2;
    const double cse118 = cse117*cse31;
    const double cse119 = cse117*cse35;
    const double cse120 = cse109*v_thetad_link2;
    const double cse121 = 0.6967213111475148*cse31;
    const double cse122 = 0.3708795797635267*cse35;
    const double cse123 = cse121 + cse122;
    const double cse124 = cse123*v_thetad_link2;
    const double cse125 = 0.6967213111475148*cse106 + 0.6140258560576402*cse29 - 0.3708795797635267*cse72;
    const double cse126 = cse125*v_phid_link2;
    const double cse127 = cse124 + cse126 + 0.6140258560576402*v_psid_link2;
    const double cse128 = -cse40 + cse45;
    const double cse129 = cse128*v_thetad_link2;
    const double cse130 = cse76*v_phid_link2;
    const double cse131 = cse127*(0.01*cse129 + 0.01*cse130 + 0.00245431060332383*v_psid_link2);
    const double cse132 = -cse108*cse110 + cse110*cse114 + 0.003264544402314339*cse113 + 8.199617440259882*cse116 - 0.003264544402314339*cse118 - 8.199617440259882*cse119 + 9.301949428809847*cse120 + cse131;
    const double cse133 = 0.0037087957976352673*cse35;
    const double cse134 = 0.0069672131114751484*cse31;
    const double cse135 = -0.6612594709887001*cse31 + 0.00026326970986405957*cse35;
    const double cse136 = cse135*v_thetad_link2;
    const double cse137 = cse107*v_phid_link2;
    const double cse138 = cse136 + cse137 + 0.7501572120007941*v_psid_link2;
    const double cse139 = cse138*(-12.4*cse129 - 12.4*cse130 - 3.043345148121549*v_psid_link2);
    const double cse140 = -cse110*cse133 - cse110*cse134 + 0.0037087957976352673*cse113 - 0.0069672131114751484*cse116 - 0.0037087957976352673*cse118 + 0.0069672131114751484*cse119 + 0.006140258560576401*cse120 + cse139;
    const double cse141 = cse138*(12.4*cse124 + 12.4*cse126 + 7.613920615114738*v_psid_link2);
    const double cse142 = cse127*(-0.01*cse136 - 0.01*cse137 - 0.007501572120007941*v_psid_link2);
    const double cse143 = cse141 + cse142;
    const double cse144 = -cse51 - 0.6617538733301699*cse86;
    const double cse145 = cse50 - 0.6617538733301699*cse87;
    const double cse146 = -8.199617440259882*cse106 + 9.301949428809847*cse29 - 0.003264544402314339*cse72;
    const double cse147 = 0.0069672131114751484*cse106 + 0.006140258560576401*cse29 - 0.0037087957976352673*cse72;
    const double cse148 = 6.981694727207446*cse29;
    const double cse149 = 3.7455577219516045*cse29;
    const double cse150 = cse149*cse39;
    const double cse151 = cse106*cse95;
    const double cse152 = 2.2623654365575128*cse72;
    const double cse153 = cse152*cse39;
    const double cse154 = cse149*cse30;
    const double cse155 = cse106*cse90;
    const double cse156 = cse152*cse30;
    const double cse157 = 4.24999999799984*cse115;
    const double cse158 = -cse15*cse77 + cse79;
    const double cse159 = 6.146724109463332*cse31;
    const double cse160 = 0.004726218041878897*cse35;
    const double cse161 = cse108 - cse114;
    const double cse162 = cse133 + cse134;
    const double cse163 = cse29*cse96;
    const double cse164 = cse30*cse97;
    const double cse165 = 2.2623654365575128*cse115;
    const double cse166 = cse165*cse39;
    const double cse167 = 4.24999999799984*cse72;
    const double cse168 = 2.2623654365575128*cse106;
    const double cse169 = cse39*cse97;
    const double cse170 = cse101*cse29;
    const double cse171 = cse165*cse30;
    const double cse172 = sin(q_theta_link3);
    const double cse173 = cos(q_psi_link3);
    const double cse174 = cse172*cse173;
    const double cse175 = cos(q_theta_link3);
    const double cse176 = 0.4741231347908751*cse175;
    const double cse177 = -0.8804585470401622*cse174 + cse176;
    const double cse178 = 0.008804585470401622*v_psid_link3;
    const double cse179 = sin(q_psi_link3);
    const double cse180 = cse172*v_phid_link3;
    const double cse181 = cse179*cse180;
    const double cse182 = cse173*v_thetad_link3;
    const double cse183 = cse175*v_phid_link3;
    const double cse184 = cse180*v_thetad_link3;
    const double cse185 = 0.4741231347908751*cse172;
    const double cse186 = 0.8804585470401622*cse175;
    const double cse187 = cse173*cse185 + cse186;
    const double cse188 = cse187*v_phid_link3;
    const double cse189 = cse179*v_thetad_link3;
    const double cse190 = -1.0*cse181 - 1.0*cse182;
    const double cse191 = cse190*(-4.54*cse188 + 2.1525190319505727*cse189 - 3.9972818035623368*v_psid_link3);
    const double cse192 = -cse178*cse181 - cse178*cse182 + 0.008804585470401622*cse182*cse183 + 0.004741231347908751*cse184 + cse191;
    const double cse193 = 4.54*cse174;
    const double cse194 = 4.54*cse189;
    const double cse195 = cse177*v_phid_link3;
    const double cse196 = 0.8804585470401622*cse189 + cse195 + 0.4741231347908751*v_psid_link3;
    const double cse197 = 1.0*cse183*cse194 + 1.0*cse193*v_phid_link3*v_psid_link3 - 1.0*cse194*v_psid_link3 + 1.0*cse196*(cse178 + 0.01*cse188 - 0.004741231347908751*cse189);
    const double cse198 = cse190*(3.9972818035623368*cse189 + 4.54*cse195 + 2.1525190319505727*v_psid_link3);
    const double cse199 = cse196*(0.01*cse181 + 0.01*cse182);
    const double cse200 = cse198 + cse199;
    const double cse201 = sin(q_phi_link3);
    const double cse202 = cse173*cse201;
    const double cse203 = cos(q_phi_link3);
    const double cse204 = 0.4741231347908751*cse179;
    const double cse205 = 0.8804585470401622*cse201;
    const double cse206 = 0.8804585470401622*cse203;
    const double cse207 = cse179*cse206 + cse185*cse201 + cse186*cse202;
    const double cse208 = 3.2576966240486005*cse179;
    const double cse209 = cse201*cse208;
    const double cse210 = 1.7542555987262378*cse172;
    const double cse211 = cse203*cse210;
    const double cse212 = 3.2576966240486005*cse173;
    const double cse213 = cse203*cse212;
    const double cse214 = cse175*cse213;
    const double cse215 = cse203*cse208;
    const double cse216 = cse201*cse210;
    const double cse217 = 3.2576966240486005*cse202;
    const double cse218 = cse175*cse217;
    const double cse219 = 0.002247927469439263*cse175;
    const double cse220 = cse179*cse193;
    const double cse221 = -0.008804585470401622*cse174 + 0.004741231347908751*cse175;
    const double cse222 = 0.8804585470401622*cse179;
    const double cse223 = (cse179*cse179);
    const double cse224 = cse175*cse212;
    const double cse225 = 1.7542555987262378*cse175;
    const double cse226 = cse201*cse225;
    const double cse227 = 3.2576966240486005*cse174;
    const double cse228 = cse201*cse227;
    const double cse229 = cse203*cse225;
    const double cse230 = cse203*cse227;
    const double cse231 = 0.004174457663761009*cse179;
    const double cse232 = cse185*cse203;
    const double cse233 = cse186*cse203;
    const double cse234 = cse172*cse206;
    const double cse235 = cse176*cse203;
    const double cse236 = cse175*cse215;
    const double cse237 = cse175*cse209;
    const double cse238 = 0.004174457663761009*cse182;
    const double cse239 = cse172*cse208;
    const double cse240 = (1.0/(h*h));
    const double cse241 = -cse173*cse233 + cse179*cse205 - cse232;
    const double cse242 = 3.7*cse207;
    const double cse243 = -q_r_link3_x;
    const double cse244 = 3.7*cse241;
    const double cse245 = -q_r_link3_y;
    const double cse246 = 3.7*cse177;
    const double cse247 = -q_r_link3_z;
    const double cse248 = 0.3708795797635267*cse111;
    const double cse249 = 0.6967213111475148*cse115;
    const double cse250 = 0.6140258560576402*cse42;
    const double cse251 = 6.1*cse121*cse30 + 6.1*cse122*cse30 + 6.1*cse248*cse39 - 6.1*cse249*cse39 + 6.1*cse250*cse39;
    const double cse252 = 6.1*cse121*cse39 + 6.1*cse122*cse39 - 6.1*cse248*cse30 + 6.1*cse249*cse30 - 6.1*cse250*cse30;
    const double cse253 = 6.1*cse125;

    out[0] = 2.0*a_0 - lam_13 - lam_2;  /* [0, 0] */
    out[1] = 2.0*a_1 - lam_14 - lam_3;  /* [1, 0] */
    out[2] = 2.0*a_2 - lam_15 - lam_4 + 19.62;  /* [2, 0] */
    out[3] = a_3*(4.0*cse67*cse68 + 2.0*cse68*cse69) - a_4*cse66 - cse0*cse27 - cse16*cse26 + cse20*cse21 + lam_0*(cse4 - cse7) + lam_1*(-cse10 - cse9) + lam_13*(2*cse4 - 2*cse7) + lam_14*(2*cse28 + 2*cse8) + lam_16*(cse47*(-0.6617538733301699*cse3 + 0.6617538733301699*cse48 + cse50) + cse55*(0.6617538733301699*cse10 + cse51 + 0.6617538733301699*cse9)) + lam_17*(cse57*cse61*cse63 - cse58*cse63*cse65);  /* [3, 0] */
    out[4] = -a_3*cse66 + a_4*(2.0*cse67 + 4.0*cse69) - cse10*cse15*lam_0 + cse15*cse7*lam_1 + cse15*cse70*lam_14 - cse15*cse71*lam_13 - cse2*cse26 - cse20*cse6 - cse81*cse82 + lam_16*(cse47*(-cse1*cse79 + cse15*cse78) + cse55*(-cse15*cse80 + cse5*cse79) + cse76*(-cse0*cse77 - cse49)) + lam_17*(cse84*(cse57*cse83 - cse58*cse81) - cse85*(cse57*cse81 + cse58*cse83));  /* [4, 0] */
    out[5] = cse16*cse82 - cse27 + cse87*lam_0 + lam_1*(-cse28 - cse8) + lam_13*(-2*cse48 + cse70) + lam_14*(cse71 + 2*cse9) + lam_16*(-0.6617538733301699*cse21*cse76 + cse47*(-0.6617538733301699*cse4 + cse80) + cse55*(0.6617538733301699*cse28 + cse78)) + lam_17*(cse84*(cse16*cse58 + cse57*cse86) - cse85*(-cse16*cse57 + cse58*cse86));  /* [5, 0] */
    out[6] = 1.0*a_6 + lam_10 + lam_13;  /* [6, 0] */
    out[7] = 1.0*a_7 + lam_11 + lam_14;  /* [7, 0] */
    out[8] = 1.0*a_8 + lam_12 + lam_15 + 9.81;  /* [8, 0] */
    out[9] = a_10*(cse123*cse147 + cse135*cse146) + a_11*(-6.146724109463332*cse106 + cse148 - 0.004726218041878897*cse72) + a_9*(cse107*cse146 + cse125*cse147) - cse107*cse132 - cse125*cse140 - cse143*cse76 + lam_10*(-cse89 + cse92 + cse94 + cse96 - cse99) + lam_11*(-cse100 - cse101 - cse102 + cse104 - cse105) + lam_13*(cse89 - cse92 - cse94 - cse96 + cse99) + lam_14*(cse100 + cse101 + cse102 - cse104 + cse105) + lam_16*(cse144*cse55 + cse145*(-cse34 - cse38 + cse41 + cse44 - cse46));  /* [9, 0] */
    out[10] = a_10*(cse123*cse162 + cse135*cse161) + a_11*(-cse159 + cse160) + a_9*(cse107*cse161 + cse125*cse162) - cse123*cse140 - cse128*cse143 - cse132*cse135 + lam_10*(-cse150 - cse151 + cse153) + lam_11*(cse154 + cse155 - cse156) + lam_12*(-cse157 + cse88 + cse98) + lam_13*(cse150 + cse151 - cse153) + lam_14*(-cse154 - cse155 + cse156) + lam_15*(cse157 - cse88 - cse98) + lam_16*(cse144*(-cse30*cse73 - cse30*cse74 - cse30*cse75) + cse145*(cse39*cse73 + cse39*cse74 + cse39*cse75) + cse158*(cse29*cse32 + cse37 - cse43));  /* [10, 0] */
    out[11] = a_10*(-6.146724109463331*cse31 + 0.004726218041878896*cse35) + 6.981694727207446*a_11 + a_9*(-6.146724109463331*cse106 + cse148 - 0.004726218041878896*cse72) - cse110*cse159 + cse110*cse160 - 0.004726218041878897*cse113 - 6.146724109463332*cse116 + 0.004726218041878897*cse118 + 6.146724109463332*cse119 - 6.981694727207446*cse120 - 0.7501572120007941*cse131 - 0.6140258560576402*cse139 - 0.245431060332383*cse141 - 0.245431060332383*cse142 + lam_10*(cse163 - cse164 + cse166 + cse91) + lam_11*(cse103 - cse169 - cse170 - cse171) + lam_12*(-cse167 - cse168) + lam_13*(-cse163 + cse164 - cse166 - cse91) + lam_14*(-cse103 + cse169 + cse170 + cse171) + lam_15*(cse167 + cse168) + lam_16*(cse144*(-cse29*cse53 + cse29*cse54 - cse36*cse39 - cse52) + cse145*(cse29*cse41 - cse29*cse46 - cse30*cse36 - cse33) + cse158*(-cse40*cse42 + cse42*cse45));  /* [11, 0] */
    out[12] = 1.0*a_12 - lam_10 - lam_7;  /* [12, 0] */
    out[13] = 1.0*a_13 - lam_11 - lam_8;  /* [13, 0] */
    out[14] = 1.0*a_14 - lam_12 - lam_9 + 9.81;  /* [14, 0] */
    out[15] = a_15*(4.54*(cse172*cse172)*cse223 + cse177*cse221) + a_16*(cse220 + cse221*cse222) + a_17*(-0.004174457663761009*cse174 + cse219) + cse172*cse179*cse197 - cse177*cse192 - cse187*cse200 + cse207*lam_6 + lam_10*(-cse209 + cse211 + cse214) + lam_11*(cse215 + cse216 + cse218) + lam_5*(cse172*cse205 - cse176*cse202 - cse203*cse204) + lam_7*(cse209 - cse211 - cse214) + lam_8*(-cse215 - cse216 - cse218);  /* [15, 0] */
    out[16] = a_15*(0.008804585470401622*cse177*cse179 + cse220) + a_16*(4.54*(cse173*cse173) + 0.007752072530560736*cse223) + a_17*cse231 + cse173*cse197 - cse192*cse222 + cse200*cse204 + lam_10*(cse226 - cse228) + lam_11*(-cse229 + cse230) + lam_12*(-cse210 - cse224) + lam_5*(-cse173*cse232 - cse233) + lam_6*(cse173*cse234 - cse235) + lam_7*(-cse226 + cse228) + lam_8*(cse229 - cse230) + lam_9*(cse210 + cse224);  /* [16, 0] */
    out[17] = a_15*(-0.004174457663761008*cse174 + cse219) + 0.004174457663761008*a_16*cse179 + 0.002247927469439263*a_17 + cse180*cse231*v_psid_link3 - cse183*cse238 - 0.002247927469439263*cse184 - 0.4741231347908751*cse191 - 0.8804585470401622*cse198 - 0.8804585470401622*cse199 + cse238*v_psid_link3 + cse239*lam_12 - cse239*lam_9 + lam_10*(cse213 - cse237) + lam_11*(cse217 + cse236) + lam_5*(-cse179*cse235 - 0.4741231347908751*cse202) + lam_6*(cse173*cse205 + cse179*cse233) + lam_7*(-cse213 + cse237) + lam_8*(-cse217 - cse236);  /* [17, 0] */
    out[18] = cse240*cse62;  /* [18, 0] */
    out[19] = cse240*cse87;  /* [19, 0] */
    out[20] = -cse240*q_r_rotor_x;  /* [20, 0] */
    out[21] = -cse240*q_r_rotor_y;  /* [21, 0] */
    out[22] = -cse240*q_r_rotor_z;  /* [22, 0] */
    out[23] = cse240*(cse173*cse235 - cse201*cse204 - cse234);  /* [23, 0] */
    out[24] = cse240*cse241;  /* [24, 0] */
    out[25] = cse240*(-cse242 + cse243 - 4);  /* [25, 0] */
    out[26] = cse240*(-cse244 + cse245 - 8.5);  /* [26, 0] */
    out[27] = cse240*(-cse246 + cse247);  /* [27, 0] */
    out[28] = cse240*(cse242 + cse243 - cse251 + q_r_link2_x);  /* [28, 0] */
    out[29] = cse240*(cse244 + cse245 - cse252 + q_r_link2_y);  /* [29, 0] */
    out[30] = cse240*(cse246 + cse247 - cse253 + q_r_link2_z);  /* [30, 0] */
    out[31] = cse240*(cse251 + cse63 + q_r_link2_x - q_r_rotor_x);  /* [31, 0] */
    out[32] = cse240*(cse252 + 2*cse59 + q_r_link2_y - q_r_rotor_y);  /* [32, 0] */
    out[33] = cse240*(-2*cse21 + cse253 + q_r_link2_z - q_r_rotor_z);  /* [33, 0] */
    out[34] = cse240*(cse144*cse47 + cse145*cse55 + cse158*cse76);  /* [34, 0] */
    out[35] = cse240*cse64*cse84;  /* [35, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 36 row-major, 212 nonzero.
 * 2406 operations after common subexpression elimination.
 */
void mg_four_link_re_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_15 = a[15];
    const double a_16 = a[16];
    const double a_17 = a[17];
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
    (void)p;
    const double cse0 = sin(q_theta_rotor);
    const double cse1 = (cse0*cse0);
    const double cse2 = sin(q_psi_rotor);
    const double cse3 = (cse2*cse2);
    const double cse4 = 2.0*cse3;
    const double cse5 = cos(q_theta_rotor);
    const double cse6 = cse0*cse2;
    const double cse7 = cse6*v_phid_rotor;
    const double cse8 = cos(q_psi_rotor);
    const double cse9 = cse8*v_thetad_rotor;
    const double cse10 = cse7 + cse9;
    const double cse11 = 2.0*cse10;
    const double cse12 = cse0*cse8;
    const double cse13 = cse12*v_phid_rotor;
    const double cse14 = 2.0*cse13;
    const double cse15 = cse2*v_thetad_rotor;
    const double cse16 = 2.0*cse15;
    const double cse17 = cse14 - cse16;
    const double cse18 = 4.0*cse7;
    const double cse19 = 4.0*cse9;
    const double cse20 = cse18 + cse19;
    const double cse21 = -cse13 + cse15;
    const double cse22 = 4.0*cse21;
    const double cse23 = cse11*cse12 - cse12*cse20 + cse17*cse6 + cse22*cse6;
    const double cse24 = cse5*v_phid_rotor;
    const double cse25 = 4.0*cse24;
    const double cse26 = 4.0*v_psid_rotor;
    const double cse27 = -cse25 - cse26;
    const double cse28 = 2.0*v_psid_rotor;
    const double cse29 = -cse12*cse27 - cse12*cse28 - cse16*cse5 - cse22*cse5;
    const double cse30 = 2.0*cse24;
    const double cse31 = cse28 + cse30;
    const double cse32 = cse11*cse5 + cse19*cse5 - cse26*cse6 + cse31*cse6;
    const double cse33 = (cse8*cse8);
    const double cse34 = 4.0*cse1;
    const double cse35 = (h*h);
    const double cse36 = 3.141592653589793*t;
    const double cse37 = sin(cse36);
    const double cse38 = cos(q_phi_rotor);
    const double cse39 = cse38*cse8;
    const double cse40 = cse39*cse5;
    const double cse41 = sin(q_phi_rotor);
    const double cse42 = cse2*cse41;
    const double cse43 = cse40 - cse42;
    const double cse44 = cse37*cse43;
    const double cse45 = cse12*cse37;
    const double cse46 = cos(cse36);
    const double cse47 = -cse40 + cse42;
    const double cse48 = -cse45 + cse46*cse47;
    const double cse49 = cse12*cse46;
    const double cse50 = cse37*cse47 + cse49 + 1;
    const double cse51 = (1.0/(cse50*cse50));
    const double cse52 = 2*cse51;
    const double cse53 = cse48*cse52;
    const double cse54 = cse2*cse38;
    const double cse55 = cse41*cse8;
    const double cse56 = cse5*cse55;
    const double cse57 = cse54 + cse56;
    const double cse58 = (cse57*cse57);
    const double cse59 = 4*cse48/(cse50*cse50*cse50);
    const double cse60 = cse43*cse46;
    const double cse61 = 2/cse50;
    const double cse62 = 4*cse51;
    const double cse63 = 0.6617538733301699*cse39;
    const double cse64 = 0.7497211555855399*cse0;
    const double cse65 = cse41*cse64;
    const double cse66 = cse42*cse5;
    const double cse67 = 0.6617538733301699*cse66;
    const double cse68 = -cse67;
    const double cse69 = -cse65 + cse68;
    const double cse70 = sin(q_phi_link2);
    const double cse71 = cos(q_theta_link2);
    const double cse72 = cos(q_psi_link2);
    const double cse73 = 0.9286809290620163*cse72;
    const double cse74 = cse71*cse73;
    const double cse75 = cse70*cse74;
    const double cse76 = cos(q_phi_link2);
    const double cse77 = sin(q_psi_link2);
    const double cse78 = 0.9286809290620163*cse77;
    const double cse79 = cse76*cse78;
    const double cse80 = 0.27805633713446004*cse72;
    const double cse81 = cse76*cse80;
    const double cse82 = 0.27805633713446004*cse77;
    const double cse83 = cse71*cse82;
    const double cse84 = cse70*cse83;
    const double cse85 = sin(q_theta_link2);
    const double cse86 = 0.245431060332383*cse85;
    const double cse87 = cse70*cse86;
    const double cse88 = -cse75 - cse79 + cse81 - cse84 + cse87;
    const double cse89 = 0.6617538733301699*cse55;
    const double cse90 = cse38*cse64;
    const double cse91 = cse5*cse54;
    const double cse92 = 0.6617538733301699*cse91;
    const double cse93 = cse90 + cse92;
    const double cse94 = cse89 + cse93;
    const double cse95 = cse74*cse76;
    const double cse96 = cse76*cse83;
    const double cse97 = cse70*cse78;
    const double cse98 = cse76*cse86;
    const double cse99 = cse70*cse80;
    const double cse100 = cse95 + cse96 - cse97 - cse98 + cse99;
    const double cse101 = 2*cse40;
    const double cse102 = cse101 - 2*cse42;
    const double cse103 = 2*cse56;
    const double cse104 = 2*cse54;
    const double cse105 = -cse54 - cse56;
    const double cse106 = cse102*lam_14 + cse105*lam_0 + lam_1*(-cse39 + cse66) + lam_13*(-cse103 - cse104);
    const double cse107 = 2.0*cse8;
    const double cse108 = -cse107*cse6;
    const double cse109 = -cse11*cse2 + cse17*cse8 + cse2*cse20 + cse22*cse8;
    const double cse110 = cse2*cse5;
    const double cse111 = cse110*v_phid_rotor;
    const double cse112 = -2.0*cse111 + cse2*cse27 + cse2*cse28;
    const double cse113 = cse26*cse8;
    const double cse114 = -cse113 + cse25*cse8 + cse31*cse8;
    const double cse115 = 4.0*cse3;
    const double cse116 = cse0*cse5;
    const double cse117 = cse107*cse110;
    const double cse118 = cse10*cse31 + cse25*cse9 - cse26*cse7 - cse26*cse9;
    const double cse119 = cse118*cse8;
    const double cse120 = cse0*v_phid_rotor;
    const double cse121 = -cse11*cse120 - cse111*cse26 + cse111*cse31 - cse120*cse19;
    const double cse122 = -cse13*cse28 + cse15*cse28 - cse15*cse30 + cse21*cse27;
    const double cse123 = cse122*cse2;
    const double cse124 = cse24*cse8;
    const double cse125 = cse120*cse16 + cse120*cse22 - cse124*cse27 - cse124*cse28;
    const double cse126 = cse11*cse124 + cse111*cse17 + cse111*cse22 - cse124*cse20;
    const double cse127 = cse5*cse8;
    const double cse128 = cse0*cse39;
    const double cse129 = cse127*cse46 + cse128*cse37;
    const double cse130 = cse129*cse52;
    const double cse131 = cse46*cse57;
    const double cse132 = cse129*cse59;
    const double cse133 = cse37*cse57;
    const double cse134 = cse0*cse55;
    const double cse135 = cse37*cse53;
    const double cse136 = -cse127*cse37 + cse128*cse46;
    const double cse137 = cse136*cse52;
    const double cse138 = cse46*cse61;
    const double cse139 = 2*cse134;
    const double cse140 = 0.7497211555855399*cse5;
    const double cse141 = cse140*cse38;
    const double cse142 = 0.6617538733301699*cse54;
    const double cse143 = cse0*cse142;
    const double cse144 = cse0*cse42;
    const double cse145 = cse140*cse41 - 0.6617538733301699*cse144;
    const double cse146 = 2*cse39;
    const double cse147 = cse0*cse146;
    const double cse148 = cse0*cse54;
    const double cse149 = -cse128*lam_0 - cse139*lam_14 - cse147*lam_13 + cse148*lam_1 + lam_16*(cse100*cse145 + cse88*(cse141 - cse143)) + lam_17*(-cse130*cse131 + cse132*cse133 - cse133*cse137 + cse134*cse135 - cse134*cse138);
    const double cse150 = -cse14 + cse16 - cse22;
    const double cse151 = cse11 - cse18 - cse19;
    const double cse152 = cse2*cse8;
    const double cse153 = 2.0*cse33;
    const double cse154 = a_4*cse0;
    const double cse155 = cse13 - cse15;
    const double cse156 = -cse113*cse120 - cse15*cse25 + cse15*cse26 + cse155*cse31;
    const double cse157 = cse10*cse27 + cse28*cse7 + cse28*cse9 - cse30*cse9;
    const double cse158 = cse10*cse20 + cse10*(-2.0*cse7 - 2.0*cse9) + cse155*cse17 + cse21*(4.0*cse13 - 4.0*cse15);
    const double cse159 = cse55 + cse91;
    const double cse160 = cse159*cse37 - cse46*cse6;
    const double cse161 = cse39 - cse66;
    const double cse162 = cse159*cse46 + cse37*cse6;
    const double cse163 = cse146 - 2*cse66;
    const double cse164 = 0.6617538733301699*cse42;
    const double cse165 = 0.6617538733301699*cse40;
    const double cse166 = cse142 + 0.6617538733301699*cse56;
    const double cse167 = 2*cse91;
    const double cse168 = 2*cse55;
    const double cse169 = -cse55 - cse91;
    const double cse170 = cse163*lam_14 + cse169*lam_0 + cse47*lam_1 + lam_13*(-cse167 - cse168) + lam_16*(cse100*cse166 + cse88*(-cse164 + cse165)) + lam_17*(-cse131*cse160*cse52 + cse133*cse160*cse59 - cse133*cse162*cse52 - cse135*cse161 + cse138*cse161);
    const double cse171 = -cse95 - cse96;
    const double cse172 = cse171 + cse98;
    const double cse173 = cse97 - cse99;
    const double cse174 = cse172 + cse173;
    const double cse175 = -cse63 + cse65 + cse67;
    const double cse176 = cse35*lam_16;
    const double cse177 = cse176*(cse174*cse94 + cse175*cse88);
    const double cse178 = 0.245431060332383*cse71;
    const double cse179 = cse82*cse85;
    const double cse180 = cse73*cse85;
    const double cse181 = cse178*cse70 + cse179*cse70 + cse180*cse70;
    const double cse182 = cse178*cse76;
    const double cse183 = cse179*cse76;
    const double cse184 = cse180*cse76;
    const double cse185 = -cse182 - cse183 - cse184;
    const double cse186 = cse176*(cse175*cse185 + cse181*cse94);
    const double cse187 = cse71*cse80;
    const double cse188 = cse71*cse78;
    const double cse189 = -cse187*cse70 + cse188*cse70 - cse73*cse76 - cse76*cse82;
    const double cse190 = cse70*cse82;
    const double cse191 = cse70*cse73;
    const double cse192 = cse187*cse76;
    const double cse193 = cse188*cse76;
    const double cse194 = -cse190 - cse191 + cse192 - cse193;
    const double cse195 = cse176*(cse175*cse194 + cse189*cse94);
    const double cse196 = cse103 + cse104;
    const double cse197 = cse100*cse175 + cse88*cse94;
    const double cse198 = -cse135*cse57 + cse138*cse57;
    const double cse199 = -cse49;
    const double cse200 = 2*lam_15;
    const double cse201 = cse12*cse200;
    const double cse202 = 0.6617538733301699*cse6;
    const double cse203 = cse178 + cse179 + cse180;
    const double cse204 = a_3*cse0;
    const double cse205 = 0.6617538733301699*cse203;
    const double cse206 = -cse0*cse104*lam_14 + cse110*cse200 + cse134*lam_1 + cse144*lam_0 + 2*cse144*lam_13 + lam_16*(cse0*cse100*cse63 - cse127*cse205 - 0.6617538733301699*cse134*cse88) + lam_17*(-cse130*cse162 + cse132*cse160 - cse137*cse160 - cse53*(-cse110*cse46 - cse148*cse37) + cse61*(cse110*cse37 - cse148*cse46));
    const double cse207 = -cse141 + cse143;
    const double cse208 = cse176*(cse145*cse174 + cse207*cse88);
    const double cse209 = -0.6617538733301699*cse110 - cse64;
    const double cse210 = cse74 + cse83 - cse86;
    const double cse211 = cse176*(cse145*cse181 + cse185*cse207 + cse209*cse210);
    const double cse212 = cse80*cse85;
    const double cse213 = cse78*cse85;
    const double cse214 = cse212 - cse213;
    const double cse215 = cse176*(cse145*cse189 + cse194*cse207 + cse209*cse214);
    const double cse216 = -cse134;
    const double cse217 = -cse139;
    const double cse218 = -2*cse127;
    const double cse219 = cse100*cse207 + cse145*cse88 + cse203*cse209;
    const double cse220 = -cse129*cse53 + cse136*cse61;
    const double cse221 = cse164 - cse165;
    const double cse222 = cse176*(cse166*cse174 + cse221*cse88);
    const double cse223 = 0.6617538733301699*cse12;
    const double cse224 = cse176*(cse166*cse181 + cse185*cse221 - cse210*cse223);
    const double cse225 = cse176*(cse166*cse189 + cse194*cse221 - cse214*cse223);
    const double cse226 = cse167 + cse168;
    const double cse227 = 2*cse6;
    const double cse228 = cse100*cse221 - cse12*cse205 + cse166*cse88;
    const double cse229 = -cse160*cse53 + cse162*cse61;
    const double cse230 = 0.3708795797635267*cse72;
    const double cse231 = 0.6967213111475148*cse77;
    const double cse232 = -cse230*cse85 + cse231*cse85 + 0.6140258560576402*cse71;
    const double cse233 = 0.0037087957976352673*cse72;
    const double cse234 = cse233*cse85;
    const double cse235 = 0.0069672131114751484*cse77;
    const double cse236 = cse235*cse85;
    const double cse237 = 0.006140258560576401*cse71;
    const double cse238 = -cse234 + cse236 + cse237;
    const double cse239 = 0.003264544402314339*cse72;
    const double cse240 = cse239*cse85;
    const double cse241 = 8.199617440259882*cse77;
    const double cse242 = cse241*cse85;
    const double cse243 = 9.301949428809847*cse71;
    const double cse244 = -cse240 - cse242 + cse243;
    const double cse245 = 0.00026326970986405957*cse72;
    const double cse246 = 0.6612594709887001*cse77;
    const double cse247 = -cse245*cse85 - cse246*cse85 + 0.7501572120007941*cse71;
    const double cse248 = 0.6612594709887001*cse72;
    const double cse249 = 0.00026326970986405957*cse77;
    const double cse250 = -cse248 + cse249;
    const double cse251 = cse250*v_thetad_link2;
    const double cse252 = cse247*v_phid_link2;
    const double cse253 = -0.01*cse251 - 0.01*cse252 - 0.007501572120007941*v_psid_link2;
    const double cse254 = cse232*cse253;
    const double cse255 = 0.6967213111475148*cse72;
    const double cse256 = 0.3708795797635267*cse77;
    const double cse257 = cse255 + cse256;
    const double cse258 = cse257*v_thetad_link2;
    const double cse259 = cse232*v_phid_link2;
    const double cse260 = cse258 + cse259 + 0.6140258560576402*v_psid_link2;
    const double cse261 = cse72*cse85;
    const double cse262 = cse77*cse85;
    const double cse263 = cse260*(2.632697098640596e-06*cse261 + 0.006612594709887001*cse262 - 0.007501572120007941*cse71);
    const double cse264 = 12.4*cse258 + 12.4*cse259 + 7.613920615114738*v_psid_link2;
    const double cse265 = cse247*cse264;
    const double cse266 = cse251 + cse252 + 0.7501572120007941*v_psid_link2;
    const double cse267 = cse266*(-4.5989067890677315*cse261 + 8.639344258229183*cse262 + 7.613920615114738*cse71);
    const double cse268 = cse254 + cse263 + cse265 + cse267;
    const double cse269 = -cse78 + cse80;
    const double cse270 = cse269*v_thetad_link2;
    const double cse271 = cse203*v_phid_link2;
    const double cse272 = -12.4*cse270 - 12.4*cse271 - 3.043345148121549*v_psid_link2;
    const double cse273 = cse247*cse272;
    const double cse274 = cse266*(-11.515643520369002*cse261 - 3.447898580467305*cse262 - 3.043345148121549*cse71);
    const double cse275 = 0.006140258560576401*cse85;
    const double cse276 = cse275*v_thetad_link2;
    const double cse277 = cse235*cse71;
    const double cse278 = 0.0069672131114751484*cse72;
    const double cse279 = cse278*cse85;
    const double cse280 = cse279*v_psid_link2;
    const double cse281 = cse233*cse71;
    const double cse282 = 0.0037087957976352673*cse77;
    const double cse283 = cse282*cse85;
    const double cse284 = cse283*v_psid_link2;
    const double cse285 = cse273 + cse274 + cse276 - cse277*v_thetad_link2 - cse280 + cse281*v_thetad_link2 - cse284;
    const double cse286 = 0.01*cse270 + 0.01*cse271 + 0.00245431060332383*v_psid_link2;
    const double cse287 = cse232*cse286;
    const double cse288 = cse260*(0.009286809290620163*cse261 + 0.0027805633713446003*cse262 + 0.00245431060332383*cse71);
    const double cse289 = 9.301949428809847*cse85;
    const double cse290 = cse289*v_thetad_link2;
    const double cse291 = cse241*v_thetad_link2;
    const double cse292 = cse291*cse71;
    const double cse293 = 8.199617440259882*cse72;
    const double cse294 = cse293*cse85;
    const double cse295 = cse239*v_thetad_link2;
    const double cse296 = cse295*cse71;
    const double cse297 = 0.003264544402314339*cse77;
    const double cse298 = cse297*cse85;
    const double cse299 = cse287 + cse288 + cse290 + cse292 + cse294*v_psid_link2 + cse296 - cse298*v_psid_link2;
    const double cse300 = -0.6617538733301699*cse161 + cse65;
    const double cse301 = cse75 + cse84;
    const double cse302 = cse301 - cse87;
    const double cse303 = cse79 - cse81;
    const double cse304 = -0.6617538733301699*cse159 - cse90;
    const double cse305 = 3.7455577219516045*cse85;
    const double cse306 = cse305*cse76;
    const double cse307 = 2.2623654365575128*cse72;
    const double cse308 = cse307*cse76;
    const double cse309 = cse308*cse71;
    const double cse310 = 4.24999999799984*cse76;
    const double cse311 = cse310*cse77;
    const double cse312 = cse311*cse71;
    const double cse313 = cse309 - cse312;
    const double cse314 = cse306 + cse313;
    const double cse315 = 4.24999999799984*cse70;
    const double cse316 = cse315*cse72;
    const double cse317 = 2.2623654365575128*cse77;
    const double cse318 = cse317*cse70;
    const double cse319 = -cse316 - cse318;
    const double cse320 = cse314 + cse319;
    const double cse321 = cse305*cse70;
    const double cse322 = cse307*cse70;
    const double cse323 = cse322*cse71;
    const double cse324 = cse315*cse77;
    const double cse325 = cse324*cse71;
    const double cse326 = -cse323 + cse325;
    const double cse327 = -cse321 + cse326;
    const double cse328 = cse310*cse72;
    const double cse329 = cse317*cse76;
    const double cse330 = -cse328 - cse329;
    const double cse331 = cse327 + cse330;
    const double cse332 = -cse309 + cse312;
    const double cse333 = -cse306 + cse332;
    const double cse334 = cse316 + cse318;
    const double cse335 = cse333 + cse334;
    const double cse336 = cse323 - cse325;
    const double cse337 = cse321 + cse336;
    const double cse338 = cse328 + cse329;
    const double cse339 = cse337 + cse338;
    const double cse340 = cse260*(0.006612594709887001*cse72 - 2.632697098640596e-06*cse77);
    const double cse341 = cse253*cse257;
    const double cse342 = cse250*cse264;
    const double cse343 = cse266*(8.639344258229183*cse72 + 4.5989067890677315*cse77);
    const double cse344 = cse340 + cse341 + cse342 + cse343;
    const double cse345 = cse250*cse272;
    const double cse346 = cse266*(-3.447898580467305*cse72 + 11.515643520369002*cse77);
    const double cse347 = cse235*v_psid_link2;
    const double cse348 = cse233*v_psid_link2;
    const double cse349 = cse281*v_phid_link2;
    const double cse350 = cse275*v_phid_link2 - cse277*v_phid_link2 + cse345 + cse346 + cse347 - cse348 + cse349;
    const double cse351 = cse257*cse286;
    const double cse352 = cse260*(0.0027805633713446003*cse72 - 0.009286809290620163*cse77);
    const double cse353 = cse241*cse71;
    const double cse354 = cse239*cse71;
    const double cse355 = -cse239*v_psid_link2 - cse241*v_psid_link2 + cse289*v_phid_link2 + cse351 + cse352 + cse353*v_phid_link2 + cse354*v_phid_link2;
    const double cse356 = 6.981694727207446*cse85;
    const double cse357 = -cse356;
    const double cse358 = 6.146724109463332*cse77;
    const double cse359 = cse358*cse71;
    const double cse360 = 0.004726218041878897*cse72;
    const double cse361 = cse360*cse71;
    const double cse362 = -cse289 - cse353 - cse354;
    const double cse363 = -cse230*cse71 + cse231*cse71 - 0.6140258560576402*cse85;
    const double cse364 = -cse275 + cse277 - cse281;
    const double cse365 = -cse245*cse71 - cse246*cse71 - 0.7501572120007941*cse85;
    const double cse366 = cse363*v_phid_link2;
    const double cse367 = cse286*cse366;
    const double cse368 = v_phid_link2*v_thetad_link2;
    const double cse369 = cse85*v_phid_link2;
    const double cse370 = v_phid_link2*v_psid_link2;
    const double cse371 = cse370*cse71;
    const double cse372 = cse210*v_phid_link2;
    const double cse373 = 0.01*cse260;
    const double cse374 = cse243*cse368 - cse291*cse369 + cse293*cse371 - cse295*cse369 - cse297*cse371 + cse367 + cse372*cse373;
    const double cse375 = cse298*v_phid_link2;
    const double cse376 = cse294*v_phid_link2;
    const double cse377 = cse260*cse286 + cse290*v_phid_link2 - cse291*v_psid_link2 + cse292*v_phid_link2 - cse295*v_psid_link2 + cse296*v_phid_link2 - cse375*v_psid_link2 + cse376*v_psid_link2;
    const double cse378 = cse266*cse272 + cse276*v_phid_link2 - cse277*cse368 - cse280*v_phid_link2 - cse284*v_phid_link2 + cse347*v_thetad_link2 - cse348*v_thetad_link2 + cse349*v_thetad_link2;
    const double cse379 = cse365*v_phid_link2;
    const double cse380 = cse253*cse366;
    const double cse381 = cse264*cse379;
    const double cse382 = 12.4*cse266;
    const double cse383 = cse366*cse382 - cse373*cse379 + cse380 + cse381;
    const double cse384 = cse272*cse379;
    const double cse385 = -cse234*cse368 + cse236*cse368 + cse237*cse368 - cse278*cse371 - cse282*cse371 - cse372*cse382 + cse384;
    const double cse386 = cse253*cse260 + cse264*cse266;
    const double cse387 = cse308*cse85;
    const double cse388 = cse311*cse85;
    const double cse389 = 3.7455577219516045*cse71;
    const double cse390 = cse389*cse76;
    const double cse391 = -cse387 + cse388 + cse390;
    const double cse392 = cse322*cse85;
    const double cse393 = cse324*cse85;
    const double cse394 = cse389*cse70;
    const double cse395 = -cse392 + cse393 + cse394;
    const double cse396 = cse392 - cse393 - cse394;
    const double cse397 = cse387 - cse388 - cse390;
    const double cse398 = cse391*lam_13 + cse395*lam_14 + cse396*lam_11 + cse397*lam_10 + lam_16*(cse181*cse304 + cse300*(cse182 + cse183 + cse184));
    const double cse399 = 6.981694727207446*cse71;
    const double cse400 = 0.007501572120007941*cse260;
    const double cse401 = 7.613920615114738*cse266;
    const double cse402 = 0.6140258560576402*cse253 + 0.7501572120007941*cse264 - cse400 + cse401;
    const double cse403 = 3.043345148121549*cse266;
    const double cse404 = -cse233*v_thetad_link2 + cse235*v_thetad_link2 + 0.7501572120007941*cse272 - cse279*v_phid_link2 - cse283*v_phid_link2 - cse403;
    const double cse405 = 0.00245431060332383*cse260;
    const double cse406 = 0.6140258560576402*cse286 - cse291 - cse295 - cse375 + cse376 + cse405;
    const double cse407 = cse279 + cse283;
    const double cse408 = -cse294 + cse298;
    const double cse409 = cse230 - cse231;
    const double cse410 = cse245 + cse246;
    const double cse411 = 6.146724109463332*cse72;
    const double cse412 = cse411*cse85;
    const double cse413 = 0.004726218041878897*cse77;
    const double cse414 = cse413*cse85;
    const double cse415 = cse255*cse85 + cse256*cse85;
    const double cse416 = cse415*v_phid_link2;
    const double cse417 = cse409*v_thetad_link2;
    const double cse418 = cse416 + cse417;
    const double cse419 = cse286*cse418;
    const double cse420 = cse214*v_phid_link2;
    const double cse421 = -cse73 - cse82;
    const double cse422 = cse421*v_thetad_link2;
    const double cse423 = cse260*(0.01*cse420 + 0.01*cse422);
    const double cse424 = v_psid_link2*v_thetad_link2;
    const double cse425 = cse368*cse71;
    const double cse426 = -cse240*cse370 - cse242*cse370 - cse293*cse424 + cse293*cse425 + cse297*cse424 - cse297*cse425 + cse419 + cse423;
    const double cse427 = -cse248*cse85 + cse249*cse85;
    const double cse428 = cse427*v_phid_link2;
    const double cse429 = cse410*v_thetad_link2;
    const double cse430 = cse428 + cse429;
    const double cse431 = cse272*cse430;
    const double cse432 = cse266*(-12.4*cse420 - 12.4*cse422);
    const double cse433 = cse236*cse370 + cse278*cse424 - cse278*cse425 + cse282*cse424 - cse282*cse425 - cse348*cse369 + cse431 + cse432;
    const double cse434 = cse260*(-0.01*cse428 - 0.01*cse429);
    const double cse435 = cse253*cse418;
    const double cse436 = cse264*cse430;
    const double cse437 = cse266*(12.4*cse416 + 12.4*cse417);
    const double cse438 = cse434 + cse435 + cse436 + cse437;
    const double cse439 = cse318*cse71;
    const double cse440 = cse316*cse71;
    const double cse441 = cse308 - cse311 - cse439 - cse440;
    const double cse442 = cse329*cse71;
    const double cse443 = cse328*cse71;
    const double cse444 = -cse322 + cse324 - cse442 - cse443;
    const double cse445 = -cse308 + cse311 + cse439 + cse440;
    const double cse446 = cse322 - cse324 + cse442 + cse443;
    const double cse447 = cse441*lam_14 + cse444*lam_13 + cse445*lam_11 + cse446*lam_10 + lam_16*(cse189*cse304 + cse300*(cse190 + cse191 - cse192 + cse193));
    const double cse448 = cse174*cse300 + cse304*cse88;
    const double cse449 = cse278 + cse282;
    const double cse450 = -cse293 + cse297;
    const double cse451 = cse140 - cse202;
    const double cse452 = -cse179 - cse180;
    const double cse453 = cse307*cse85;
    const double cse454 = 4.24999999799984*cse262;
    const double cse455 = cse453 - cse454;
    const double cse456 = -cse453 + cse454;
    const double cse457 = cse233 - cse235;
    const double cse458 = cse239 + cse241;
    const double cse459 = cse329*cse85;
    const double cse460 = cse261*cse310;
    const double cse461 = cse317*cse71;
    const double cse462 = 4.24999999799984*cse71;
    const double cse463 = cse462*cse72;
    const double cse464 = cse318*cse85;
    const double cse465 = cse261*cse315;
    const double cse466 = lam_10*(-cse464 - cse465) + lam_11*(cse459 + cse460) + lam_12*(-cse461 - cse463) + lam_13*(cse464 + cse465) + lam_14*(-cse459 - cse460) + lam_15*(cse461 + cse463) + lam_16*(cse300*(cse212*cse70 - cse213*cse70) + cse304*(-cse212*cse76 + cse213*cse76) + cse451*(cse187 - cse188));
    const double cse467 = cse462*cse77;
    const double cse468 = cse307*cse71;
    const double cse469 = cse305 - cse467 + cse468;
    const double cse470 = -cse305 + cse467 - cse468;
    const double cse471 = cse181*cse300 + cse185*cse304 + cse210*cse451;
    const double cse472 = 6.146724109463331*cse77;
    const double cse473 = 0.004726218041878896*cse72;
    const double cse474 = cse360*v_thetad_link2;
    const double cse475 = cse358*v_thetad_link2;
    const double cse476 = 0.004726218041878896*cse77;
    const double cse477 = 6.146724109463331*cse72;
    const double cse478 = cse360*v_psid_link2;
    const double cse479 = cse358*v_psid_link2;
    const double cse480 = 4.24999999799984*cse261;
    const double cse481 = cse317*cse85;
    const double cse482 = -cse480 - cse481;
    const double cse483 = cse480 + cse481;
    const double cse484 = cse189*cse300 + cse194*cse304 + cse214*cse451;
    const double cse485 = cos(q_psi_link3);
    const double cse486 = sin(q_theta_link3);
    const double cse487 = 0.8804585470401622*cse486;
    const double cse488 = cos(q_theta_link3);
    const double cse489 = 0.4741231347908751*cse488;
    const double cse490 = -cse485*cse487 + cse489;
    const double cse491 = cse485*cse486;
    const double cse492 = 0.008804585470401622*cse491;
    const double cse493 = 0.004741231347908751*cse488;
    const double cse494 = -cse492 + cse493;
    const double cse495 = sin(q_psi_link3);
    const double cse496 = (cse495*cse495);
    const double cse497 = (cse486*cse486);
    const double cse498 = 0.8804585470401622*cse495;
    const double cse499 = cse490*v_phid_link3;
    const double cse500 = cse498*v_thetad_link3 + cse499 + 0.4741231347908751*v_psid_link3;
    const double cse501 = cse495*cse500;
    const double cse502 = 0.01*cse501;
    const double cse503 = cse486*cse495;
    const double cse504 = cse503*v_phid_link3;
    const double cse505 = 0.01*v_thetad_link3;
    const double cse506 = cse485*cse505 + 0.01*cse504;
    const double cse507 = cse490*cse506;
    const double cse508 = cse495*v_thetad_link3;
    const double cse509 = 4.54*cse499 + 3.9972818035623368*cse508 + 2.1525190319505727*v_psid_link3;
    const double cse510 = 1.0*cse495;
    const double cse511 = cse486*cse510;
    const double cse512 = cse486*v_phid_link3;
    const double cse513 = 1.0*cse485;
    const double cse514 = -cse510*cse512 - cse513*v_thetad_link3;
    const double cse515 = cse514*(2.1525190319505727*cse488 - 3.9972818035623368*cse491);
    const double cse516 = cse486*cse502 + cse507 - cse509*cse511 + cse515;
    const double cse517 = 0.4741231347908751*cse486;
    const double cse518 = 0.8804585470401622*cse488;
    const double cse519 = cse485*cse517 + cse518;
    const double cse520 = 0.004741231347908751*v_thetad_link3;
    const double cse521 = cse519*v_phid_link3;
    const double cse522 = 0.008804585470401622*v_psid_link3;
    const double cse523 = -cse495*cse520 + 0.01*cse521 + cse522;
    const double cse524 = 0.004741231347908751*cse486;
    const double cse525 = 0.008804585470401622*cse488;
    const double cse526 = 4.54*cse495;
    const double cse527 = cse526*v_thetad_link3;
    const double cse528 = cse488*cse527;
    const double cse529 = 4.54*cse491;
    const double cse530 = cse529*v_psid_link3;
    const double cse531 = cse490*cse523 + cse500*(cse485*cse524 + cse525) + cse528 + cse530;
    const double cse532 = cse514*(-3.9972818035623368*cse488 - 2.1525190319505727*cse491);
    const double cse533 = 2.1525190319505727*v_thetad_link3;
    const double cse534 = cse495*cse533 - 4.54*cse521 - 3.9972818035623368*v_psid_link3;
    const double cse535 = cse485*cse525;
    const double cse536 = -cse503*cse522 - cse511*cse534 + cse524*v_thetad_link3 + cse532 + cse535*v_thetad_link3;
    const double cse537 = sin(q_phi_link3);
    const double cse538 = 3.2576966240486005*cse537;
    const double cse539 = cse495*cse538;
    const double cse540 = -cse539;
    const double cse541 = cos(q_phi_link3);
    const double cse542 = 3.2576966240486005*cse541;
    const double cse543 = cse485*cse542;
    const double cse544 = cse488*cse543;
    const double cse545 = 1.7542555987262378*cse486;
    const double cse546 = cse541*cse545;
    const double cse547 = cse544 + cse546;
    const double cse548 = cse540 + cse547;
    const double cse549 = cse495*cse542;
    const double cse550 = -cse549;
    const double cse551 = cse485*cse538;
    const double cse552 = cse488*cse551;
    const double cse553 = -cse552;
    const double cse554 = cse537*cse545;
    const double cse555 = cse553 - cse554;
    const double cse556 = cse550 + cse555;
    const double cse557 = -cse544;
    const double cse558 = -cse546 + cse557;
    const double cse559 = cse539 + cse558;
    const double cse560 = cse552 + cse554;
    const double cse561 = cse549 + cse560;
    const double cse562 = 0.8804585470401622*cse537;
    const double cse563 = -cse495*cse562;
    const double cse564 = cse517*cse541;
    const double cse565 = cse518*cse541;
    const double cse566 = cse485*cse565;
    const double cse567 = cse564 + cse566;
    const double cse568 = 0.4741231347908751*cse495;
    const double cse569 = cse537*cse568;
    const double cse570 = cse487*cse541;
    const double cse571 = cse489*cse541;
    const double cse572 = -cse485*cse571;
    const double cse573 = cse570 + cse572;
    const double cse574 = cse491*cse526;
    const double cse575 = 0.01*cse500;
    const double cse576 = 3.9972818035623368*cse514;
    const double cse577 = cse485*cse575 + cse495*cse576 + cse498*cse506 - cse509*cse513;
    const double cse578 = cse488*cse526;
    const double cse579 = cse526*v_psid_link3;
    const double cse580 = cse498*cse523 - 0.004741231347908751*cse501 + cse578*v_phid_link3 - cse579;
    const double cse581 = 2.1525190319505727*cse514;
    const double cse582 = cse485*cse534;
    const double cse583 = cse524*v_phid_link3;
    const double cse584 = cse485*cse522;
    const double cse585 = cse535*v_phid_link3;
    const double cse586 = cse495*cse581 - 1.0*cse582 + cse583 - cse584 + cse585;
    const double cse587 = cse485*cse489 - cse487;
    const double cse588 = cse587*v_phid_link3;
    const double cse589 = 4.54*cse514;
    const double cse590 = cse488*v_phid_link3;
    const double cse591 = cse510*cse590;
    const double cse592 = v_phid_link3*v_thetad_link3;
    const double cse593 = cse525*v_phid_link3;
    const double cse594 = -cse492*cse592 + cse493*cse592 - cse495*cse593*v_psid_link3 - cse534*cse591 - cse588*cse589;
    const double cse595 = cse500*cse506 + cse509*cse514;
    const double cse596 = -cse504*cse522 + cse514*cse534 + cse583*v_thetad_link3 - cse584*v_thetad_link3 + cse585*v_thetad_link3;
    const double cse597 = -cse485*cse518 - cse517;
    const double cse598 = cse597*v_phid_link3;
    const double cse599 = 4.54*cse485*cse590*v_psid_link3 - cse512*cse527 + cse523*cse598 + cse575*cse588;
    const double cse600 = cse500*cse523 + cse528*v_phid_link3 + cse530*v_phid_link3 - cse579*v_thetad_link3;
    const double cse601 = cse510*cse600;
    const double cse602 = cse506*cse598;
    const double cse603 = cse502*cse590 - cse509*cse591 + cse589*cse598 + cse602;
    const double cse604 = -cse524 - cse535;
    const double cse605 = cse486*cse496;
    const double cse606 = cse485*cse578;
    const double cse607 = 0.002247927469439263*cse486;
    const double cse608 = -cse607;
    const double cse609 = 0.004174457663761009*cse485;
    const double cse610 = cse488*cse609;
    const double cse611 = cse491*cse538;
    const double cse612 = 1.7542555987262378*cse488;
    const double cse613 = cse537*cse612;
    const double cse614 = -cse611 + cse613;
    const double cse615 = cse489*cse537;
    const double cse616 = cse487*cse537;
    const double cse617 = cse491*cse542;
    const double cse618 = cse541*cse612;
    const double cse619 = -cse617 + cse618;
    const double cse620 = cse617 - cse618;
    const double cse621 = cse611 - cse613;
    const double cse622 = cse518*cse537;
    const double cse623 = cse517*cse537;
    const double cse624 = cse614*lam_11 + cse619*lam_10 + cse620*lam_7 + cse621*lam_8 + lam_5*(cse485*cse623 + cse622) + lam_6*(-cse485*cse616 + cse615);
    const double cse625 = 0.002247927469439263*cse488;
    const double cse626 = cse486*cse609;
    const double cse627 = 0.4741231347908751*cse506 + cse581;
    const double cse628 = 0.008804585470401622*cse500;
    const double cse629 = 0.4741231347908751*cse523 - cse527 + cse529*v_phid_link3 + cse628;
    const double cse630 = cse485*v_thetad_link3;
    const double cse631 = 0.008804585470401622*cse495;
    const double cse632 = -cse512*cse631 - cse576 - 0.008804585470401622*cse630;
    const double cse633 = 0.004174457663761009*cse495;
    const double cse634 = cse486*cse633;
    const double cse635 = 0.8804585470401622*cse485;
    const double cse636 = 4.54*(cse485*cse485);
    const double cse637 = cse486*cse636 - 4.532247927469439*cse605;
    const double cse638 = cse491*v_phid_link3;
    const double cse639 = 1.0*cse508 - 1.0*cse638;
    const double cse640 = cse534*cse639;
    const double cse641 = cse514*(cse485*cse533 + 2.1525190319505727*cse504);
    const double cse642 = cse508*cse522 - cse508*cse593 - cse522*cse638 + cse640 + cse641;
    const double cse643 = cse495*cse517;
    const double cse644 = cse487*cse495;
    const double cse645 = cse635*v_thetad_link3 + cse644*v_phid_link3;
    const double cse646 = 4.54*cse630;
    const double cse647 = cse500*(-cse485*cse520 - cse495*cse583) - cse512*cse579 + cse523*cse645 + cse590*cse646 - cse646*v_psid_link3;
    const double cse648 = cse500*(-cse495*cse505 + 0.01*cse638);
    const double cse649 = cse506*cse645;
    const double cse650 = cse509*cse639;
    const double cse651 = cse514*(3.9972818035623368*cse504 + 3.9972818035623368*cse630);
    const double cse652 = cse648 + cse649 + cse650 + cse651;
    const double cse653 = cse490*cse631;
    const double cse654 = cse485*cse495;
    const double cse655 = cse488*cse549;
    const double cse656 = -cse551 - cse655;
    const double cse657 = cse488*cse539;
    const double cse658 = -cse543 + cse657;
    const double cse659 = cse551 + cse655;
    const double cse660 = cse543 - cse657;
    const double cse661 = 0.8804585470401622*cse541;
    const double cse662 = 0.4741231347908751*cse485;
    const double cse663 = cse656*lam_10 + cse658*lam_8 + cse659*lam_7 + cse660*lam_11 + lam_5*(cse495*cse615 - cse541*cse662) + lam_6*(cse485*cse661 - cse495*cse622);
    const double cse664 = -cse485*cse615 - cse541*cse568 + cse616;
    const double cse665 = cse485*cse622 + cse495*cse661 + cse623;
    const double cse666 = 3.2576966240486005*cse491;
    const double cse667 = 3.2576966240486005*cse488;
    const double cse668 = cse495*cse667;
    const double cse669 = cse486*cse539;
    const double cse670 = cse486*cse549;
    const double cse671 = cse495*cse564*lam_5 - cse495*cse570*lam_6 + cse668*lam_12 - cse668*lam_9 + cse669*lam_10 - cse669*lam_7 - cse670*lam_11 + cse670*lam_8;
    const double cse672 = -cse485*cse564 - cse565;
    const double cse673 = cse485*cse570 - cse571;
    const double cse674 = cse485*cse667;
    const double cse675 = cse545 + cse674;
    const double cse676 = -cse545 - cse674;
    const double cse677 = 0.004174457663761008*cse485;
    const double cse678 = 0.004174457663761008*cse495;
    const double cse679 = cse609*v_psid_link3;
    const double cse680 = cse633*v_psid_link3;
    const double cse681 = cse495*v_phid_link3;
    const double cse682 = -cse495*cse571 - cse537*cse662;
    const double cse683 = cse485*cse562 + cse495*cse565;
    const double cse684 = 3.2576966240486005*cse503;
    const double cse685 = -cse684;

    memset(out, 0, sizeof(double) * 1296);
    out[0] = 2.0;  /* [0, 0] */
    out[20] = -1;  /* [0, 20] */
    out[31] = -1;  /* [0, 31] */
    out[37] = 2.0;  /* [1, 1] */
    out[57] = -1;  /* [1, 21] */
    out[68] = -1;  /* [1, 32] */
    out[74] = 2.0;  /* [2, 2] */
    out[94] = -1;  /* [2, 22] */
    out[105] = -1;  /* [2, 33] */
    out[111] = cse1*cse4 + cse33*cse34 + cse35*(cse106 + lam_16*(cse100*cse94 + cse88*(cse63 + cse69)) + lam_17*((cse37*cse37)*cse58*cse59 - cse37*cse46*cse58*cse62 - cse44*cse53 + cse60*cse61)) - h*(-cse12*cse32 + cse23*cse5 + cse29*cse6);  /* [3, 3] */
    out[112] = cse108 + cse35*(a_3*(cse115*cse116 + 8.0*cse116*cse33) - a_4*cse117 + cse0*(cse10*cse17 + cse20*cse21) + cse119*cse5 + cse12*cse121 - cse123*cse5 - cse125*cse6 - cse126*cse5 + cse149) - h*(cse109*cse5 + cse112*cse6 - cse114*cse12);  /* [3, 4] */
    out[113] = cse35*(-a_3*cse152*cse34 - cse118*cse6 - cse12*cse122 + cse12*cse156 - cse153*cse154 + cse154*cse4 - cse157*cse6 - cse158*cse5 + cse170) - h*(-cse12*cse151 + cse150*cse6);  /* [3, 5] */
    out[117] = cse177;  /* [3, 9] */
    out[118] = cse186;  /* [3, 10] */
    out[119] = cse195;  /* [3, 11] */
    out[126] = cse43;  /* [3, 18] */
    out[127] = cse169;  /* [3, 19] */
    out[139] = cse102;  /* [3, 31] */
    out[140] = cse196;  /* [3, 32] */
    out[142] = cse197;  /* [3, 34] */
    out[143] = cse198;  /* [3, 35] */
    out[147] = cse108 + cse149*cse35 - h*(cse2*cse32 + cse29*cse8);  /* [4, 3] */
    out[148] = cse115 + cse153 + cse35*(-a_3*cse117 + cse101*lam_14 - cse103*lam_13 - cse121*cse2 - cse125*cse8 + cse201 - cse56*lam_0 + cse66*lam_1 + lam_16*(cse100*cse93 + cse203*(-cse140 + cse202) + cse69*cse88) + lam_17*((cse129*cse129)*cse59 - cse129*cse136*cse62 - cse53*(cse199 + cse37*cse40) + cse61*(cse40*cse46 + cse45))) - h*(cse112*cse8 + cse114*cse2);  /* [4, 4] */
    out[149] = cse35*(4.0*a_4*cse152 - cse119 + cse123 - cse153*cse204 - cse156*cse2 - cse157*cse8 + cse204*cse4 + cse206) - h*(cse150*cse8 + cse151*cse2);  /* [4, 5] */
    out[153] = cse208;  /* [4, 9] */
    out[154] = cse211;  /* [4, 10] */
    out[155] = cse215;  /* [4, 11] */
    out[162] = cse216;  /* [4, 18] */
    out[163] = cse144;  /* [4, 19] */
    out[175] = cse217;  /* [4, 31] */
    out[176] = cse147;  /* [4, 32] */
    out[177] = cse218;  /* [4, 33] */
    out[178] = cse219;  /* [4, 34] */
    out[179] = cse220;  /* [4, 35] */
    out[183] = cse170*cse35 - cse23*h;  /* [5, 3] */
    out[184] = -cse109*h + cse35*(-cse126 + cse206);  /* [5, 4] */
    out[185] = cse35*(cse106 - cse158 + cse201 + lam_16*(cse100*(cse89 + cse92) + cse202*cse203 + cse88*(cse63 + cse68)) + lam_17*((cse160*cse160)*cse59 - cse160*cse162*cse62 - cse53*(cse199 + cse44) + cse61*(cse45 + cse60)));  /* [5, 5] */
    out[189] = cse222;  /* [5, 9] */
    out[190] = cse224;  /* [5, 10] */
    out[191] = cse225;  /* [5, 11] */
    out[198] = cse161;  /* [5, 18] */
    out[199] = cse105;  /* [5, 19] */
    out[211] = cse163;  /* [5, 31] */
    out[212] = cse226;  /* [5, 32] */
    out[213] = cse227;  /* [5, 33] */
    out[214] = cse228;  /* [5, 34] */
    out[215] = cse229;  /* [5, 35] */
    out[222] = 1.0;  /* [6, 6] */
    out[244] = 1;  /* [6, 28] */
    out[247] = 1;  /* [6, 31] */
    out[259] = 1.0;  /* [7, 7] */
    out[281] = 1;  /* [7, 29] */
    out[284] = 1;  /* [7, 32] */
    out[296] = 1.0;  /* [8, 8] */
    out[318] = 1;  /* [8, 30] */
    out[321] = 1;  /* [8, 33] */
    out[327] = cse177;  /* [9, 3] */
    out[328] = cse208;  /* [9, 4] */
    out[329] = cse222;  /* [9, 5] */
    out[333] = cse232*cse238 + cse244*cse247 + cse35*(cse320*lam_14 + cse331*lam_13 + cse335*lam_11 + cse339*lam_10 + lam_16*(cse174*cse304 + cse300*(cse302 + cse303))) - h*(cse203*cse268 + cse232*cse285 + cse247*cse299);  /* [9, 9] */
    out[334] = cse238*cse257 + cse244*cse250 + cse35*(a_10*(cse250*cse362 + cse257*cse364) + a_11*(cse357 - cse359 - cse361) + a_9*(cse232*cse364 + cse238*cse363 + cse244*cse365 + cse247*cse362) - cse203*cse383 - cse210*cse386 - cse232*cse385 - cse247*cse374 - cse363*cse378 - cse365*cse377 + cse398) - h*(cse203*cse344 + cse232*cse350 + cse247*cse355);  /* [9, 10] */
    out[335] = cse35*(a_10*(cse238*cse409 + cse244*cse410 + cse250*cse408 + cse257*cse407) + a_11*(-cse412 + cse414) + a_9*(cse232*cse407 + cse238*cse415 + cse244*cse427 + cse247*cse408) - cse203*cse438 - cse214*cse386 - cse232*cse433 - cse247*cse426 - cse377*cse427 - cse378*cse415 + cse447) - cse358*cse85 - cse360*cse85 + cse399 - h*(cse203*cse402 + cse232*cse404 + cse247*cse406);  /* [9, 11] */
    out[352] = cse335;  /* [9, 28] */
    out[353] = cse331;  /* [9, 29] */
    out[355] = cse320;  /* [9, 31] */
    out[356] = cse339;  /* [9, 32] */
    out[358] = cse448;  /* [9, 34] */
    out[363] = cse186;  /* [10, 3] */
    out[364] = cse211;  /* [10, 4] */
    out[365] = cse224;  /* [10, 5] */
    out[369] = cse232*cse449 + cse247*cse450 + cse35*cse398 - h*(cse250*cse299 + cse257*cse285 + cse268*cse269);  /* [10, 9] */
    out[370] = cse250*cse450 + cse257*cse449 + cse35*(a_9*(cse363*cse449 + cse365*cse450) - cse250*cse374 - cse257*cse385 - cse269*cse383 + cse314*lam_14 + cse327*lam_13 + cse333*lam_11 + cse337*lam_10 + lam_12*(cse389 + cse456) + lam_15*(-cse389 + cse455) + lam_16*(cse172*cse304 + cse300*cse302 + cse451*(-cse178 + cse452))) - h*(cse250*cse355 + cse257*cse350 + cse269*cse344);  /* [10, 10] */
    out[371] = cse35*(a_10*(cse250*cse458 + cse257*cse457 + cse409*cse449 + cse410*cse450) + a_11*(cse358 + cse360) + a_9*(cse232*cse457 + cse247*cse458 + cse415*cse449 + cse427*cse450) - cse250*cse426 - cse257*cse433 - cse269*cse438 - cse377*cse410 - cse378*cse409 - cse386*cse421 + cse466) - cse411 + cse413 - h*(cse250*cse406 + cse257*cse404 + cse269*cse402);  /* [10, 11] */
    out[388] = cse396;  /* [10, 28] */
    out[389] = cse391;  /* [10, 29] */
    out[390] = cse469;  /* [10, 30] */
    out[391] = cse395;  /* [10, 31] */
    out[392] = cse397;  /* [10, 32] */
    out[393] = cse470;  /* [10, 33] */
    out[394] = cse471;  /* [10, 34] */
    out[399] = cse195;  /* [11, 3] */
    out[400] = cse215;  /* [11, 4] */
    out[401] = cse225;  /* [11, 5] */
    out[405] = cse35*cse447 + cse399 - cse472*cse85 - cse473*cse85 - h*(0.245431060332383*cse254 + 0.245431060332383*cse263 + 0.245431060332383*cse265 + 0.245431060332383*cse267 + 0.6140258560576402*cse273 + 0.6140258560576402*cse274 + 0.7501572120007941*cse287 + 0.7501572120007941*cse288 + cse356*v_thetad_link2 + cse412*v_psid_link2 - cse414*v_psid_link2 + cse474*cse71 + cse475*cse71);  /* [11, 9] */
    out[406] = cse35*(a_9*(cse357 - cse472*cse71 - cse473*cse71) - cse366*cse403 - 0.7501572120007941*cse367 - cse368*cse399 + cse369*cse474 + cse369*cse475 - cse371*cse411 + cse371*cse413 - cse372*cse400 + cse372*cse401 + cse379*cse405 - 0.245431060332383*cse380 - 0.245431060332383*cse381 - 0.6140258560576402*cse384 + cse466) + cse476 - cse477 - h*(0.245431060332383*cse340 + 0.245431060332383*cse341 + 0.245431060332383*cse342 + 0.245431060332383*cse343 + 0.6140258560576402*cse345 + 0.6140258560576402*cse346 + 0.7501572120007941*cse351 + 0.7501572120007941*cse352 + cse356*v_phid_link2 + cse359*v_phid_link2 + cse361*v_phid_link2 - cse478 - cse479);  /* [11, 10] */
    out[407] = cse35*(a_10*(cse472 + cse473) + a_9*(cse476*cse85 - cse477*cse85) + cse369*cse478 + cse369*cse479 + cse411*cse424 - cse411*cse425 - cse413*cse424 + cse413*cse425 - 0.7501572120007941*cse419 - 0.7501572120007941*cse423 - 0.6140258560576402*cse431 - 0.6140258560576402*cse432 - 0.245431060332383*cse434 - 0.245431060332383*cse435 - 0.245431060332383*cse436 - 0.245431060332383*cse437 + cse455*lam_15 + cse456*lam_12 + lam_10*(cse336 + cse338) + lam_11*(cse332 + cse334) + lam_13*(cse326 + cse330) + lam_14*(cse313 + cse319) + lam_16*(cse300*(cse301 + cse303) + cse304*(cse171 + cse173) + cse451*cse452)) - h*(0.15070101692372578*cse253 + 2.168404344971009e-19*cse260 + 0.1841118799573391*cse264 + 0.46061592427660025*cse272 + 0.46061592427660025*cse286 + cse412*v_phid_link2 - cse414*v_phid_link2 - cse474 - cse475) + 6.981694727207446;  /* [11, 11] */
    out[424] = cse445;  /* [11, 28] */
    out[425] = cse444;  /* [11, 29] */
    out[426] = cse482;  /* [11, 30] */
    out[427] = cse441;  /* [11, 31] */
    out[428] = cse446;  /* [11, 32] */
    out[429] = cse483;  /* [11, 33] */
    out[430] = cse484;  /* [11, 34] */
    out[444] = 1.0;  /* [12, 12] */
    out[457] = -1;  /* [12, 25] */
    out[460] = -1;  /* [12, 28] */
    out[481] = 1.0;  /* [13, 13] */
    out[494] = -1;  /* [13, 26] */
    out[497] = -1;  /* [13, 29] */
    out[518] = 1.0;  /* [14, 14] */
    out[531] = -1;  /* [14, 27] */
    out[534] = -1;  /* [14, 30] */
    out[555] = cse35*(cse548*lam_11 + cse556*lam_10 + cse559*lam_8 + cse561*lam_7 + lam_5*(cse569 + cse573) + lam_6*(cse563 + cse567)) + cse490*cse494 + 4.54*cse496*cse497 - h*(cse490*cse536 - cse511*cse531 + cse516*cse519);  /* [15, 15] */
    out[556] = cse35*(a_15*(9.08*cse488*cse605 + cse490*cse604 + cse494*cse597) + a_16*(cse498*cse604 + cse606) + a_17*(cse608 - cse610) + cse488*cse601 - cse490*cse594 + cse511*cse599 - cse519*cse603 - cse587*cse595 - cse596*cse597 + cse624) + cse494*cse498 + cse574 - h*(cse490*cse586 - cse511*cse580 + cse519*cse577);  /* [15, 16] */
    out[557] = cse35*(a_15*(cse486*cse653 + cse494*cse644 + 9.08*cse497*cse654) + a_16*(cse494*cse635 + cse637) + a_17*cse634 - cse490*cse642 + 1.0*cse491*cse600 + cse511*cse647 - cse519*cse652 + cse595*cse643 - cse596*cse644 + cse663) + cse625 - cse626 - h*(cse490*cse632 - cse511*cse629 + cse519*cse627);  /* [15, 17] */
    out[563] = cse664;  /* [15, 23] */
    out[564] = cse665;  /* [15, 24] */
    out[565] = cse559;  /* [15, 25] */
    out[566] = cse556;  /* [15, 26] */
    out[568] = cse548;  /* [15, 28] */
    out[569] = cse561;  /* [15, 29] */
    out[591] = cse35*cse624 + cse574 + cse653 - h*(cse498*cse536 - cse513*cse531 - cse516*cse568);  /* [16, 15] */
    out[592] = cse35*(a_15*(cse597*cse631 + cse606) - cse498*cse594 + cse513*cse599 + cse547*lam_11 + cse555*lam_10 + cse558*lam_8 + cse560*lam_7 + cse567*lam_6 + cse568*cse603 + cse573*lam_5 + lam_12*(-cse612 + cse666) + lam_9*(cse612 - cse666)) + 0.007752072530560736*cse496 + cse636 - h*(cse498*cse586 - cse513*cse580 - cse568*cse577);  /* [16, 16] */
    out[593] = cse35*(a_15*(0.008804585470401622*cse485*cse490 + cse637) - 9.064495854938878*a_16*cse654 + a_17*cse609 - cse498*cse642 + cse513*cse647 + cse568*cse652 + cse595*cse662 - cse596*cse635 - cse601 + cse671) + cse633 - h*(cse498*cse632 - cse513*cse629 - cse568*cse627);  /* [16, 17] */
    out[599] = cse672;  /* [16, 23] */
    out[600] = cse673;  /* [16, 24] */
    out[601] = cse621;  /* [16, 25] */
    out[602] = cse619;  /* [16, 26] */
    out[603] = cse675;  /* [16, 27] */
    out[604] = cse614;  /* [16, 28] */
    out[605] = cse620;  /* [16, 29] */
    out[606] = cse676;  /* [16, 30] */
    out[627] = cse35*cse663 - cse486*cse677 + cse625 - h*(cse503*cse628 + 0.8804585470401622*cse507 - cse509*cse644 + 0.8804585470401622*cse515 + 0.4741231347908751*cse532 - cse534*cse643 + cse607*v_thetad_link3 + cse610*v_thetad_link3 - cse634*v_psid_link3);  /* [17, 15] */
    out[628] = cse35*(a_15*(-cse488*cse677 + cse608) + cse489*cse534*cse681 - cse501*cse593 + cse509*cse518*cse681 - cse576*cse598 + cse581*cse588 + cse590*cse680 - cse592*cse625 + cse592*cse626 - 0.8804585470401622*cse602 + cse671) + cse678 - h*(cse485*cse628 + 0.7752072530560736*cse495*cse506 + 4.539999999999999*cse495*cse514 - cse509*cse635 - 0.4741231347908751*cse582 + cse607*v_phid_link3 + cse610*v_phid_link3 - cse679);  /* [17, 16] */
    out[629] = cse35*(a_15*cse486*cse678 + a_16*cse677 + cse488*cse592*cse633 + cse512*cse679 - 0.4741231347908751*cse640 - 0.4741231347908751*cse641 - 0.8804585470401622*cse648 - 0.8804585470401622*cse649 - 0.8804585470401622*cse650 - 0.8804585470401622*cse651 + cse666*lam_12 - cse666*lam_9 - cse680*v_thetad_link3 + lam_10*(cse550 + cse553) + lam_11*(cse540 + cse544) + lam_5*(cse569 + cse572) + lam_6*(cse563 + cse566) + lam_7*(cse549 + cse552) + lam_8*(cse539 + cse557)) - h*(0.41744576637610087*cse506 - cse512*cse633 - 2.220446049250313e-16*cse514 - cse609*v_thetad_link3) + 0.002247927469439263;  /* [17, 17] */
    out[635] = cse682;  /* [17, 23] */
    out[636] = cse683;  /* [17, 24] */
    out[637] = cse658;  /* [17, 25] */
    out[638] = cse656;  /* [17, 26] */
    out[639] = cse685;  /* [17, 27] */
    out[640] = cse660;  /* [17, 28] */
    out[641] = cse659;  /* [17, 29] */
    out[642] = cse684;  /* [17, 30] */
    out[651] = cse43;  /* [18, 3] */
    out[652] = cse216;  /* [18, 4] */
    out[653] = cse161;  /* [18, 5] */
    out[687] = cse169;  /* [19, 3] */
    out[688] = cse144;  /* [19, 4] */
    out[689] = cse105;  /* [19, 5] */
    out[720] = -1;  /* [20, 0] */
    out[757] = -1;  /* [21, 1] */
    out[794] = -1;  /* [22, 2] */
    out[843] = cse664;  /* [23, 15] */
    out[844] = cse672;  /* [23, 16] */
    out[845] = cse682;  /* [23, 17] */
    out[879] = cse665;  /* [24, 15] */
    out[880] = cse673;  /* [24, 16] */
    out[881] = cse683;  /* [24, 17] */
    out[912] = -1;  /* [25, 12] */
    out[915] = cse559;  /* [25, 15] */
    out[916] = cse621;  /* [25, 16] */
    out[917] = cse658;  /* [25, 17] */
    out[949] = -1;  /* [26, 13] */
    out[951] = cse556;  /* [26, 15] */
    out[952] = cse619;  /* [26, 16] */
    out[953] = cse656;  /* [26, 17] */
    out[986] = -1;  /* [27, 14] */
    out[988] = cse675;  /* [27, 16] */
    out[989] = cse685;  /* [27, 17] */
    out[1014] = 1;  /* [28, 6] */
    out[1017] = cse335;  /* [28, 9] */
    out[1018] = cse396;  /* [28, 10] */
    out[1019] = cse445;  /* [28, 11] */
    out[1020] = -1;  /* [28, 12] */
    out[1023] = cse548;  /* [28, 15] */
    out[1024] = cse614;  /* [28, 16] */
    out[1025] = cse660;  /* [28, 17] */
    out[1051] = 1;  /* [29, 7] */
    out[1053] = cse331;  /* [29, 9] */
    out[1054] = cse391;  /* [29, 10] */
    out[1055] = cse444;  /* [29, 11] */
    out[1057] = -1;  /* [29, 13] */
    out[1059] = cse561;  /* [29, 15] */
    out[1060] = cse620;  /* [29, 16] */
    out[1061] = cse659;  /* [29, 17] */
    out[1088] = 1;  /* [30, 8] */
    out[1090] = cse469;  /* [30, 10] */
    out[1091] = cse482;  /* [30, 11] */
    out[1094] = -1;  /* [30, 14] */
    out[1096] = cse676;  /* [30, 16] */
    out[1097] = cse684;  /* [30, 17] */
    out[1116] = -1;  /* [31, 0] */
    out[1119] = cse102;  /* [31, 3] */
    out[1120] = cse217;  /* [31, 4] */
    out[1121] = cse163;  /* [31, 5] */
    out[1122] = 1;  /* [31, 6] */
    out[1125] = cse320;  /* [31, 9] */
    out[1126] = cse395;  /* [31, 10] */
    out[1127] = cse441;  /* [31, 11] */
    out[1153] = -1;  /* [32, 1] */
    out[1155] = cse196;  /* [32, 3] */
    out[1156] = cse147;  /* [32, 4] */
    out[1157] = cse226;  /* [32, 5] */
    out[1159] = 1;  /* [32, 7] */
    out[1161] = cse339;  /* [32, 9] */
    out[1162] = cse397;  /* [32, 10] */
    out[1163] = cse446;  /* [32, 11] */
    out[1190] = -1;  /* [33, 2] */
    out[1192] = cse218;  /* [33, 4] */
    out[1193] = cse227;  /* [33, 5] */
    out[1196] = 1;  /* [33, 8] */
    out[1198] = cse470;  /* [33, 10] */
    out[1199] = cse483;  /* [33, 11] */
    out[1227] = cse197;  /* [34, 3] */
    out[1228] = cse219;  /* [34, 4] */
    out[1229] = cse228;  /* [34, 5] */
    out[1233] = cse448;  /* [34, 9] */
    out[1234] = cse471;  /* [34, 10] */
    out[1235] = cse484;  /* [34, 11] */
    out[1263] = cse198;  /* [35, 3] */
    out[1264] = cse220;  /* [35, 4] */
    out[1265] = cse229;  /* [35, 5] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_re_genalpha_matrix_perm[36] = {21, 20, 26, 25, 24, 23, 27, 13, 15, 12, 7, 1, 6, 0, 17, 16, 14, 29, 28, 3, 9, 32, 31, 34,
    35, 19, 18, 30, 11, 10, 5, 4, 8, 33, 2, 22};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 36, kl = 13, ku = 13, ldab = 40), and in the row-major 36 x 36 matrix. */
static const int mg_four_link_re_genalpha_matrix_in_band[212] = {546, 78, 897, 466, 37, 856, 1386, 1425, 1347, 786, 1254, 1215, 825, 1176, 1137, 1059,
    1020, 903, 864, 942, 981, 798, 1266, 1227, 837, 1188, 1149, 1071, 1032, 915, 876, 1344,
    954, 993, 797, 1265, 1226, 836, 1187, 1148, 1070, 1031, 914, 875, 1343, 953, 992, 506,
    740, 896, 426, 699, 855, 1306, 1111, 1345, 787, 1255, 1216, 826, 1177, 1138, 748, 709,
    904, 865, 943, 796, 1264, 1225, 835, 1186, 1147, 757, 718, 1108, 913, 874, 1342, 952, 795,
    1263, 1224, 834, 1185, 1146, 756, 717, 1107, 912, 873, 1341, 951, 386, 152, 737, 306, 111,
    696, 666, 276, 1095, 346, 619, 580, 229, 190, 151, 112, 736, 697, 353, 626, 587, 236, 197,
    158, 119, 275, 743, 704, 1094, 352, 625, 586, 235, 196, 157, 118, 274, 742, 703, 1093,
    793, 1261, 1222, 792, 1260, 1221, 534, 455, 1387, 343, 616, 577, 342, 615, 576, 380, 341,
    614, 575, 301, 340, 613, 574, 656, 617, 578, 512, 824, 1175, 1136, 395, 356, 629, 590,
    433, 823, 1174, 1135, 316, 355, 628, 589, 1301, 1184, 1145, 677, 638, 599, 555, 789, 1257,
    1218, 516, 828, 1179, 1140, 476, 788, 1256, 1217, 437, 827, 1178, 1139, 1385, 1268, 1229,
    1307, 1190, 1151, 790, 1258, 1219, 829, 1180, 1141, 791, 1259, 1220};
static const int mg_four_link_re_genalpha_matrix_in_dense[212] = {0, 20, 31, 37, 57, 68, 74, 94, 105, 111, 112, 113, 117, 118, 119, 126, 127, 139, 140, 142,
    143, 147, 148, 149, 153, 154, 155, 162, 163, 175, 176, 177, 178, 179, 183, 184, 185, 189,
    190, 191, 198, 199, 211, 212, 213, 214, 215, 222, 244, 247, 259, 281, 284, 296, 318, 321,
    327, 328, 329, 333, 334, 335, 352, 353, 355, 356, 358, 363, 364, 365, 369, 370, 371, 388,
    389, 390, 391, 392, 393, 394, 399, 400, 401, 405, 406, 407, 424, 425, 426, 427, 428, 429,
    430, 444, 457, 460, 481, 494, 497, 518, 531, 534, 555, 556, 557, 563, 564, 565, 566, 568,
    569, 591, 592, 593, 599, 600, 601, 602, 603, 604, 605, 606, 627, 628, 629, 635, 636, 637,
    638, 639, 640, 641, 642, 651, 652, 653, 687, 688, 689, 720, 757, 794, 843, 844, 845, 879,
    880, 881, 912, 915, 916, 917, 949, 951, 952, 953, 986, 988, 989, 1014, 1017, 1018, 1019,
    1020, 1023, 1024, 1025, 1051, 1053, 1054, 1055, 1057, 1059, 1060, 1061, 1088, 1090, 1091,
    1094, 1096, 1097, 1116, 1119, 1120, 1121, 1122, 1125, 1126, 1127, 1153, 1155, 1156, 1157,
    1159, 1161, 1162, 1163, 1190, 1192, 1193, 1196, 1198, 1199, 1227, 1228, 1229, 1233, 1234,
    1235, 1263, 1264, 1265};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_four_link_re_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    (void)dv;
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double a_15 = a[15];
    const double a_16 = a[16];
    const double a_17 = a[17];
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
    (void)p;
    const double cse0 = sin(q_theta_rotor);
    const double cse1 = (cse0*cse0);
    const double cse2 = sin(q_psi_rotor);
    const double cse3 = (cse2*cse2);
    const double cse4 = 2.0*cse3;
    const double cse5 = cos(q_psi_rotor);
    const double cse6 = (cse5*cse5);
    const double cse7 = 4.0*cse1;
    const double cse8 = cos(q_theta_rotor);
    const double cse9 = cse0*cse2;
    const double cse10 = cse9*v_phid_rotor;
    const double cse11 = cse5*v_thetad_rotor;
    const double cse12 = cse10 + cse11;
    const double cse13 = 2.0*cse12;
    const double cse14 = cse0*cse5;
    const double cse15 = cse14*v_phid_rotor;
    const double cse16 = 2.0*cse15;
    const double cse17 = cse2*v_thetad_rotor;
    const double cse18 = 2.0*cse17;
    const double cse19 = cse16 - cse18;
    const double cse20 = 4.0*cse10;
    const double cse21 = 4.0*cse11;
    const double cse22 = cse20 + cse21;
    const double cse23 = -cse15 + cse17;
    const double cse24 = 4.0*cse23;
    const double cse25 = cse13*cse14 - cse14*cse22 + cse19*cse9 + cse24*cse9;
    const double cse26 = cse8*v_phid_rotor;
    const double cse27 = 4.0*cse26;
    const double cse28 = 4.0*v_psid_rotor;
    const double cse29 = -cse27 - cse28;
    const double cse30 = 2.0*v_psid_rotor;
    const double cse31 = -cse14*cse29 - cse14*cse30 - cse18*cse8 - cse24*cse8;
    const double cse32 = 2.0*cse26;
    const double cse33 = cse30 + cse32;
    const double cse34 = cse13*cse8 + cse21*cse8 - cse28*cse9 + cse33*cse9;
    const double cse35 = 3.141592653589793*t;
    const double cse36 = sin(cse35);
    const double cse37 = cos(q_phi_rotor);
    const double cse38 = cse37*cse5;
    const double cse39 = cse38*cse8;
    const double cse40 = sin(q_phi_rotor);
    const double cse41 = cse2*cse40;
    const double cse42 = cse39 - cse41;
    const double cse43 = cse36*cse42;
    const double cse44 = cse14*cse36;
    const double cse45 = cos(cse35);
    const double cse46 = -cse39 + cse41;
    const double cse47 = -cse44 + cse45*cse46;
    const double cse48 = cse14*cse45;
    const double cse49 = cse36*cse46 + cse48 + 1;
    const double cse50 = (1.0/(cse49*cse49));
    const double cse51 = 2*cse50;
    const double cse52 = cse47*cse51;
    const double cse53 = cse2*cse37;
    const double cse54 = cse40*cse5;
    const double cse55 = cse54*cse8;
    const double cse56 = cse53 + cse55;
    const double cse57 = (cse56*cse56);
    const double cse58 = 4*cse47/(cse49*cse49*cse49);
    const double cse59 = cse42*cse45;
    const double cse60 = 2/cse49;
    const double cse61 = 4*cse50;
    const double cse62 = 0.6617538733301699*cse38;
    const double cse63 = 0.7497211555855399*cse0;
    const double cse64 = cse40*cse63;
    const double cse65 = 0.6617538733301699*cse41;
    const double cse66 = cse65*cse8;
    const double cse67 = -cse66;
    const double cse68 = -cse64 + cse67;
    const double cse69 = sin(q_phi_link2);
    const double cse70 = cos(q_theta_link2);
    const double cse71 = cos(q_psi_link2);
    const double cse72 = 0.9286809290620163*cse71;
    const double cse73 = cse70*cse72;
    const double cse74 = cse69*cse73;
    const double cse75 = cos(q_phi_link2);
    const double cse76 = sin(q_psi_link2);
    const double cse77 = 0.9286809290620163*cse76;
    const double cse78 = cse75*cse77;
    const double cse79 = 0.27805633713446004*cse71;
    const double cse80 = cse75*cse79;
    const double cse81 = 0.27805633713446004*cse76;
    const double cse82 = cse70*cse81;
    const double cse83 = cse69*cse82;
    const double cse84 = sin(q_theta_link2);
    const double cse85 = 0.245431060332383*cse84;
    const double cse86 = cse69*cse85;
    const double cse87 = -cse74 - cse78 + cse80 - cse83 + cse86;
    const double cse88 = 0.6617538733301699*cse54;
    const double cse89 = cse37*cse63;
    const double cse90 = 0.6617538733301699*cse53;
    const double cse91 = cse8*cse90;
    const double cse92 = cse89 + cse91;
    const double cse93 = cse88 + cse92;
    const double cse94 = cse73*cse75;
    const double cse95 = cse75*cse82;
    const double cse96 = cse69*cse77;
    const double cse97 = cse75*cse85;
    const double cse98 = cse69*cse79;
    const double cse99 = cse94 + cse95 - cse96 - cse97 + cse98;
    const double cse100 = 2*cse39;
    const double cse101 = cse100 - 2*cse41;
    const double cse102 = cse41*cse8;
    const double cse103 = 2*cse55;
    const double cse104 = 2*cse53;
    const double cse105 = -cse53 - cse55;
    const double cse106 = cse101*lam_14 + cse105*lam_0 + lam_1*(cse102 - cse38) + lam_13*(-cse103 - cse104);
    const double cse107 = 2.0*cse2;
    const double cse108 = -cse107*cse14;
    const double cse109 = -cse13*cse2 + cse19*cse5 + cse2*cse22 + cse24*cse5;
    const double cse110 = cse2*cse29 + cse2*cse30 - cse2*cse32;
    const double cse111 = cse27*cse5 - cse28*cse5 + cse33*cse5;
    const double cse112 = 4.0*cse3;
    const double cse113 = cse0*cse8;
    const double cse114 = cse5*cse8;
    const double cse115 = cse107*cse114;
    const double cse116 = -cse10*cse28 - cse11*cse28 + cse12*cse33 + cse21*cse26;
    const double cse117 = cse116*cse5;
    const double cse118 = cse2*cse26;
    const double cse119 = cse0*v_phid_rotor;
    const double cse120 = -cse118*cse28 + cse118*cse33 - cse119*cse13 - cse119*cse21;
    const double cse121 = -cse15*cse30 + cse17*cse30 - cse17*cse32 + cse23*cse29;
    const double cse122 = cse121*cse2;
    const double cse123 = cse26*cse5;
    const double cse124 = cse119*cse18 + cse119*cse24 - cse123*cse29 - cse123*cse30;
    const double cse125 = cse118*cse19 + cse118*cse24 + cse123*cse13 - cse123*cse22;
    const double cse126 = cse0*cse38;
    const double cse127 = cse114*cse45 + cse126*cse36;
    const double cse128 = cse127*cse51;
    const double cse129 = cse45*cse56;
    const double cse130 = cse36*cse56;
    const double cse131 = cse0*cse54;
    const double cse132 = cse36*cse52;
    const double cse133 = -cse114*cse36 + cse126*cse45;
    const double cse134 = cse133*cse51;
    const double cse135 = cse45*cse60;
    const double cse136 = 2*cse131;
    const double cse137 = 0.7497211555855399*cse8;
    const double cse138 = cse137*cse37;
    const double cse139 = cse0*cse90;
    const double cse140 = -cse0*cse65 + cse137*cse40;
    const double cse141 = 2*cse38;
    const double cse142 = cse0*cse141;
    const double cse143 = cse0*cse53;
    const double cse144 = -cse126*lam_0 - cse136*lam_14 - cse142*lam_13 + cse143*lam_1 + lam_16*(cse140*cse99 + cse87*(cse138 - cse139)) + lam_17*(cse127*cse130*cse58 - cse128*cse129 - cse130*cse134 + cse131*cse132 - cse131*cse135);
    const double cse145 = -cse16 + cse18 - cse24;
    const double cse146 = cse13 - cse20 - cse21;
    const double cse147 = cse2*cse5;
    const double cse148 = 2.0*cse6;
    const double cse149 = a_4*cse0;
    const double cse150 = cse15 - cse17;
    const double cse151 = 4.0*cse17;
    const double cse152 = -cse15*cse28 + cse150*cse33 - cse151*cse26 + cse17*cse28;
    const double cse153 = cse10*cse30 + cse11*cse30 - cse11*cse32 + cse12*cse29;
    const double cse154 = cse12*cse22 + cse12*(-2.0*cse10 - 2.0*cse11) + cse150*cse19 + cse23*(4.0*cse15 - cse151);
    const double cse155 = cse53*cse8;
    const double cse156 = cse155 + cse54;
    const double cse157 = cse156*cse36 - cse45*cse9;
    const double cse158 = cse157*cse58;
    const double cse159 = -cse102 + cse38;
    const double cse160 = cse156*cse45 + cse36*cse9;
    const double cse161 = -2*cse102 + cse141;
    const double cse162 = cse62*cse8;
    const double cse163 = cse8*cse88 + cse90;
    const double cse164 = 2*cse155;
    const double cse165 = 2*cse54;
    const double cse166 = -cse155 - cse54;
    const double cse167 = cse161*lam_14 + cse166*lam_0 + cse46*lam_1 + lam_13*(-cse164 - cse165) + lam_16*(cse163*cse99 + cse87*(cse162 - cse65)) + lam_17*(-cse129*cse157*cse51 + cse130*cse158 - cse130*cse160*cse51 - cse132*cse159 + cse135*cse159);
    const double cse168 = -cse94 - cse95;
    const double cse169 = cse168 + cse97;
    const double cse170 = cse96 - cse98;
    const double cse171 = cse169 + cse170;
    const double cse172 = -cse62 + cse64 + cse66;
    const double cse173 = hq*lam_16;
    const double cse174 = cse173*(cse171*cse93 + cse172*cse87);
    const double cse175 = 0.245431060332383*cse70;
    const double cse176 = cse81*cse84;
    const double cse177 = cse72*cse84;
    const double cse178 = cse175*cse69 + cse176*cse69 + cse177*cse69;
    const double cse179 = cse175*cse75;
    const double cse180 = cse176*cse75;
    const double cse181 = cse177*cse75;
    const double cse182 = -cse179 - cse180 - cse181;
    const double cse183 = cse173*(cse172*cse182 + cse178*cse93);
    const double cse184 = cse70*cse79;
    const double cse185 = cse70*cse77;
    const double cse186 = -cse184*cse69 + cse185*cse69 - cse72*cse75 - cse75*cse81;
    const double cse187 = cse69*cse81;
    const double cse188 = cse69*cse72;
    const double cse189 = cse184*cse75;
    const double cse190 = cse185*cse75;
    const double cse191 = -cse187 - cse188 + cse189 - cse190;
    const double cse192 = cse173*(cse172*cse191 + cse186*cse93);
    const double cse193 = cse103 + cse104;
    const double cse194 = cse172*cse99 + cse87*cse93;
    const double cse195 = -cse130*cse52 + cse135*cse56;
    const double cse196 = -cse48;
    const double cse197 = 2*lam_15;
    const double cse198 = cse14*cse197;
    const double cse199 = 0.6617538733301699*cse2;
    const double cse200 = cse0*cse199;
    const double cse201 = cse175 + cse176 + cse177;
    const double cse202 = a_3*cse0;
    const double cse203 = cse2*cse8;
    const double cse204 = cse0*cse41;
    const double cse205 = -cse0*cse104*lam_14 + cse131*lam_1 + cse197*cse203 + cse204*lam_0 + 2*cse204*lam_13 + lam_16*(cse0*cse62*cse99 - cse0*cse87*cse88 - 0.6617538733301699*cse114*cse201) + lam_17*(cse127*cse158 - cse128*cse160 - cse134*cse157 - cse52*(-cse143*cse36 - cse203*cse45) + cse60*(-cse143*cse45 + cse203*cse36));
    const double cse206 = -cse138 + cse139;
    const double cse207 = cse173*(cse140*cse171 + cse206*cse87);
    const double cse208 = -cse199*cse8 - cse63;
    const double cse209 = cse73 + cse82 - cse85;
    const double cse210 = cse173*(cse140*cse178 + cse182*cse206 + cse208*cse209);
    const double cse211 = cse79*cse84;
    const double cse212 = cse77*cse84;
    const double cse213 = cse211 - cse212;
    const double cse214 = cse173*(cse140*cse186 + cse191*cse206 + cse208*cse213);
    const double cse215 = -cse131;
    const double cse216 = -cse136;
    const double cse217 = -2*cse114;
    const double cse218 = cse140*cse87 + cse201*cse208 + cse206*cse99;
    const double cse219 = -cse127*cse52 + cse133*cse60;
    const double cse220 = -cse162 + cse65;
    const double cse221 = cse173*(cse163*cse171 + cse220*cse87);
    const double cse222 = 0.6617538733301699*cse14;
    const double cse223 = cse173*(cse163*cse178 + cse182*cse220 - cse209*cse222);
    const double cse224 = cse173*(cse163*cse186 + cse191*cse220 - cse213*cse222);
    const double cse225 = cse164 + cse165;
    const double cse226 = 2*cse9;
    const double cse227 = cse163*cse87 - cse201*cse222 + cse220*cse99;
    const double cse228 = -cse157*cse52 + cse160*cse60;
    const double cse229 = 0.003264544402314339*cse71;
    const double cse230 = cse229*cse84;
    const double cse231 = 8.199617440259882*cse76;
    const double cse232 = cse231*cse84;
    const double cse233 = 9.301949428809847*cse70;
    const double cse234 = -cse230 - cse232 + cse233;
    const double cse235 = 0.00026326970986405957*cse71;
    const double cse236 = 0.6612594709887001*cse76;
    const double cse237 = -cse235*cse84 - cse236*cse84 + 0.7501572120007941*cse70;
    const double cse238 = 0.3708795797635267*cse71;
    const double cse239 = 0.6967213111475148*cse76;
    const double cse240 = -cse238*cse84 + cse239*cse84 + 0.6140258560576402*cse70;
    const double cse241 = 0.0037087957976352673*cse71;
    const double cse242 = cse241*cse84;
    const double cse243 = 0.0069672131114751484*cse76;
    const double cse244 = cse243*cse84;
    const double cse245 = 0.006140258560576401*cse70;
    const double cse246 = -cse242 + cse244 + cse245;
    const double cse247 = 0.6612594709887001*cse71;
    const double cse248 = 0.00026326970986405957*cse76;
    const double cse249 = -cse247 + cse248;
    const double cse250 = cse249*v_thetad_link2;
    const double cse251 = cse237*v_phid_link2;
    const double cse252 = -0.01*cse250 - 0.01*cse251 - 0.007501572120007941*v_psid_link2;
    const double cse253 = cse240*cse252;
    const double cse254 = 0.6967213111475148*cse71;
    const double cse255 = 0.3708795797635267*cse76;
    const double cse256 = cse254 + cse255;
    const double cse257 = cse256*v_thetad_link2;
    const double cse258 = cse240*v_phid_link2;
    const double cse259 = cse257 + cse258 + 0.6140258560576402*v_psid_link2;
    const double cse260 = cse71*cse84;
    const double cse261 = cse76*cse84;
    const double cse262 = cse259*(2.632697098640596e-06*cse260 + 0.006612594709887001*cse261 - 0.007501572120007941*cse70);
    const double cse263 = 12.4*cse257 + 12.4*cse258 + 7.613920615114738*v_psid_link2;
    const double cse264 = cse237*cse263;
    const double cse265 = cse250 + cse251 + 0.7501572120007941*v_psid_link2;
    const double cse266 = cse265*(-4.5989067890677315*cse260 + 8.639344258229183*cse261 + 7.613920615114738*cse70);
    const double cse267 = cse253 + cse262 + cse264 + cse266;
    const double cse268 = -cse77 + cse79;
    const double cse269 = cse268*v_thetad_link2;
    const double cse270 = cse201*v_phid_link2;
    const double cse271 = -12.4*cse269 - 12.4*cse270 - 3.043345148121549*v_psid_link2;
    const double cse272 = cse237*cse271;
    const double cse273 = cse265*(-11.515643520369002*cse260 - 3.447898580467305*cse261 - 3.043345148121549*cse70);
    const double cse274 = 0.006140258560576401*cse84;
    const double cse275 = cse274*v_thetad_link2;
    const double cse276 = cse243*cse70;
    const double cse277 = cse276*v_thetad_link2;
    const double cse278 = 0.0069672131114751484*cse71;
    const double cse279 = cse278*cse84;
    const double cse280 = cse279*v_psid_link2;
    const double cse281 = cse241*cse70;
    const double cse282 = cse281*v_thetad_link2;
    const double cse283 = 0.0037087957976352673*cse76;
    const double cse284 = cse283*cse84;
    const double cse285 = cse284*v_psid_link2;
    const double cse286 = cse272 + cse273 + cse275 - cse277 - cse280 + cse282 - cse285;
    const double cse287 = 0.01*cse269 + 0.01*cse270 + 0.00245431060332383*v_psid_link2;
    const double cse288 = cse240*cse287;
    const double cse289 = cse259*(0.009286809290620163*cse260 + 0.0027805633713446003*cse261 + 0.00245431060332383*cse70);
    const double cse290 = 9.301949428809847*cse84;
    const double cse291 = cse290*v_thetad_link2;
    const double cse292 = cse231*cse70;
    const double cse293 = 8.199617440259882*cse71;
    const double cse294 = cse293*cse84;
    const double cse295 = cse294*v_psid_link2;
    const double cse296 = cse229*v_thetad_link2;
    const double cse297 = cse296*cse70;
    const double cse298 = 0.003264544402314339*cse76;
    const double cse299 = cse298*cse84;
    const double cse300 = cse288 + cse289 + cse291 + cse292*v_thetad_link2 + cse295 + cse297 - cse299*v_psid_link2;
    const double cse301 = -0.6617538733301699*cse159 + cse64;
    const double cse302 = cse74 + cse83;
    const double cse303 = cse302 - cse86;
    const double cse304 = cse78 - cse80;
    const double cse305 = -0.6617538733301699*cse156 - cse89;
    const double cse306 = 3.7455577219516045*cse84;
    const double cse307 = cse306*cse75;
    const double cse308 = 2.2623654365575128*cse75;
    const double cse309 = cse308*cse71;
    const double cse310 = cse309*cse70;
    const double cse311 = 4.24999999799984*cse75;
    const double cse312 = cse311*cse76;
    const double cse313 = cse312*cse70;
    const double cse314 = cse310 - cse313;
    const double cse315 = cse307 + cse314;
    const double cse316 = 4.24999999799984*cse69;
    const double cse317 = cse316*cse71;
    const double cse318 = 2.2623654365575128*cse69;
    const double cse319 = cse318*cse76;
    const double cse320 = -cse317 - cse319;
    const double cse321 = cse315 + cse320;
    const double cse322 = cse306*cse69;
    const double cse323 = cse318*cse71;
    const double cse324 = cse323*cse70;
    const double cse325 = cse316*cse76;
    const double cse326 = cse325*cse70;
    const double cse327 = -cse324 + cse326;
    const double cse328 = -cse322 + cse327;
    const double cse329 = cse311*cse71;
    const double cse330 = cse308*cse76;
    const double cse331 = -cse329 - cse330;
    const double cse332 = cse328 + cse331;
    const double cse333 = -cse310 + cse313;
    const double cse334 = -cse307 + cse333;
    const double cse335 = cse317 + cse319;
    const double cse336 = cse334 + cse335;
    const double cse337 = cse324 - cse326;
    const double cse338 = cse322 + cse337;
    const double cse339 = cse329 + cse330;
    const double cse340 = cse338 + cse339;
    const double cse341 = cse259*(0.006612594709887001*cse71 - 2.632697098640596e-06*cse76);
    const double cse342 = cse252*cse256;
    const double cse343 = cse249*cse263;
    const double cse344 = cse265*(8.639344258229183*cse71 + 4.5989067890677315*cse76);
    const double cse345 = cse341 + cse342 + cse343 + cse344;
    const double cse346 = cse249*cse271;
    const double cse347 = cse265*(-3.447898580467305*cse71 + 11.515643520369002*cse76);
    const double cse348 = cse241*v_psid_link2;
    const double cse349 = cse243*v_psid_link2 + cse274*v_phid_link2 - cse276*v_phid_link2 + cse281*v_phid_link2 + cse346 + cse347 - cse348;
    const double cse350 = cse256*cse287;
    const double cse351 = cse259*(0.0027805633713446003*cse71 - 0.009286809290620163*cse76);
    const double cse352 = cse229*cse70;
    const double cse353 = -cse229*v_psid_link2 - cse231*v_psid_link2 + cse290*v_phid_link2 + cse292*v_phid_link2 + cse350 + cse351 + cse352*v_phid_link2;
    const double cse354 = 6.981694727207446*cse84;
    const double cse355 = -cse354;
    const double cse356 = 6.146724109463332*cse76;
    const double cse357 = cse356*cse70;
    const double cse358 = 0.004726218041878897*cse71;
    const double cse359 = cse358*cse70;
    const double cse360 = -cse290 - cse292 - cse352;
    const double cse361 = -cse238*cse70 + cse239*cse70 - 0.6140258560576402*cse84;
    const double cse362 = -cse274 + cse276 - cse281;
    const double cse363 = -cse235*cse70 - cse236*cse70 - 0.7501572120007941*cse84;
    const double cse364 = cse361*v_phid_link2;
    const double cse365 = cse287*cse364;
    const double cse366 = v_phid_link2*v_thetad_link2;
    const double cse367 = v_phid_link2*v_psid_link2;
    const double cse368 = cse367*cse70;
    const double cse369 = cse84*v_phid_link2;
    const double cse370 = cse209*v_phid_link2;
    const double cse371 = 0.01*cse259;
    const double cse372 = -cse232*cse366 + cse233*cse366 + cse293*cse368 - cse296*cse369 - cse298*cse368 + cse365 + cse370*cse371;
    const double cse373 = cse299*v_phid_link2;
    const double cse374 = cse231*v_thetad_link2;
    const double cse375 = cse259*cse287 + cse291*v_phid_link2 + cse292*cse366 + cse295*v_phid_link2 - cse296*v_psid_link2 + cse297*v_phid_link2 - cse373*v_psid_link2 - cse374*v_psid_link2;
    const double cse376 = cse243*v_thetad_link2;
    const double cse377 = cse265*cse271 + cse275*v_phid_link2 - cse277*v_phid_link2 - cse280*v_phid_link2 + cse282*v_phid_link2 - cse285*v_phid_link2 - cse348*v_thetad_link2 + cse376*v_psid_link2;
    const double cse378 = cse363*v_phid_link2;
    const double cse379 = cse252*cse364;
    const double cse380 = cse263*cse378;
    const double cse381 = 12.4*cse265;
    const double cse382 = cse364*cse381 - cse371*cse378 + cse379 + cse380;
    const double cse383 = cse271*cse378;
    const double cse384 = -cse242*cse366 + cse244*cse366 + cse245*cse366 - cse278*cse368 - cse283*cse368 - cse370*cse381 + cse383;
    const double cse385 = cse252*cse259 + cse263*cse265;
    const double cse386 = cse309*cse84;
    const double cse387 = cse312*cse84;
    const double cse388 = 3.7455577219516045*cse70;
    const double cse389 = cse388*cse75;
    const double cse390 = -cse386 + cse387 + cse389;
    const double cse391 = cse323*cse84;
    const double cse392 = cse325*cse84;
    const double cse393 = cse388*cse69;
    const double cse394 = -cse391 + cse392 + cse393;
    const double cse395 = cse391 - cse392 - cse393;
    const double cse396 = cse386 - cse387 - cse389;
    const double cse397 = cse390*lam_13 + cse394*lam_14 + cse395*lam_11 + cse396*lam_10 + lam_16*(cse178*cse305 + cse301*(cse179 + cse180 + cse181));
    const double cse398 = 6.981694727207446*cse70;
    const double cse399 = cse356*cse84;
    const double cse400 = 0.007501572120007941*cse259;
    const double cse401 = 7.613920615114738*cse265;
    const double cse402 = 0.6140258560576402*cse252 + 0.7501572120007941*cse263 - cse400 + cse401;
    const double cse403 = 3.043345148121549*cse265;
    const double cse404 = -cse241*v_thetad_link2 + 0.7501572120007941*cse271 - cse279*v_phid_link2 - cse284*v_phid_link2 + cse376 - cse403;
    const double cse405 = 0.00245431060332383*cse259;
    const double cse406 = 0.6140258560576402*cse287 + cse294*v_phid_link2 - cse296 - cse373 - cse374 + cse405;
    const double cse407 = cse279 + cse284;
    const double cse408 = -cse294 + cse299;
    const double cse409 = cse238 - cse239;
    const double cse410 = cse235 + cse236;
    const double cse411 = 6.146724109463332*cse71;
    const double cse412 = cse411*cse84;
    const double cse413 = 0.004726218041878897*cse76;
    const double cse414 = cse413*cse84;
    const double cse415 = cse254*cse84 + cse255*cse84;
    const double cse416 = cse415*v_phid_link2;
    const double cse417 = cse409*v_thetad_link2;
    const double cse418 = cse416 + cse417;
    const double cse419 = cse287*cse418;
    const double cse420 = cse213*v_phid_link2;
    const double cse421 = -cse72 - cse81;
    const double cse422 = cse421*v_thetad_link2;
    const double cse423 = cse259*(0.01*cse420 + 0.01*cse422);
    const double cse424 = v_psid_link2*v_thetad_link2;
    const double cse425 = cse366*cse70;
    const double cse426 = -cse230*cse367 - cse232*cse367 - cse293*cse424 + cse293*cse425 + cse298*cse424 - cse298*cse425 + cse419 + cse423;
    const double cse427 = -cse247*cse84 + cse248*cse84;
    const double cse428 = cse427*v_phid_link2;
    const double cse429 = cse410*v_thetad_link2;
    const double cse430 = cse428 + cse429;
    const double cse431 = cse271*cse430;
    const double cse432 = cse265*(-12.4*cse420 - 12.4*cse422);
    const double cse433 = -cse242*cse367 + cse244*cse367 + cse278*cse424 - cse278*cse425 + cse283*cse424 - cse283*cse425 + cse431 + cse432;
    const double cse434 = cse259*(-0.01*cse428 - 0.01*cse429);
    const double cse435 = cse252*cse418;
    const double cse436 = cse263*cse430;
    const double cse437 = cse265*(12.4*cse416 + 12.4*cse417);
    const double cse438 = cse434 + cse435 + cse436 + cse437;
    const double cse439 = cse319*cse70;
    const double cse440 = cse317*cse70;
    const double cse441 = cse309 - cse312 - cse439 - cse440;
    const double cse442 = cse330*cse70;
    const double cse443 = cse329*cse70;
    const double cse444 = -cse323 + cse325 - cse442 - cse443;
    const double cse445 = -cse309 + cse312 + cse439 + cse440;
    const double cse446 = cse323 - cse325 + cse442 + cse443;
    const double cse447 = cse441*lam_14 + cse444*lam_13 + cse445*lam_11 + cse446*lam_10 + lam_16*(cse186*cse305 + cse301*(cse187 + cse188 - cse189 + cse190));
    const double cse448 = cse171*cse301 + cse305*cse87;
    const double cse449 = cse278 + cse283;
    const double cse450 = -cse293 + cse298;
    const double cse451 = cse137 - cse200;
    const double cse452 = -cse176 - cse177;
    const double cse453 = 2.2623654365575128*cse260;
    const double cse454 = 4.24999999799984*cse261;
    const double cse455 = cse453 - cse454;
    const double cse456 = -cse453 + cse454;
    const double cse457 = cse241 - cse243;
    const double cse458 = cse229 + cse231;
    const double cse459 = cse330*cse84;
    const double cse460 = cse329*cse84;
    const double cse461 = 2.2623654365575128*cse76;
    const double cse462 = cse461*cse70;
    const double cse463 = 4.24999999799984*cse71;
    const double cse464 = cse463*cse70;
    const double cse465 = cse319*cse84;
    const double cse466 = cse317*cse84;
    const double cse467 = lam_10*(-cse465 - cse466) + lam_11*(cse459 + cse460) + lam_12*(-cse462 - cse464) + lam_13*(cse465 + cse466) + lam_14*(-cse459 - cse460) + lam_15*(cse462 + cse464) + lam_16*(cse301*(cse211*cse69 - cse212*cse69) + cse305*(-cse211*cse75 + cse212*cse75) + cse451*(cse184 - cse185));
    const double cse468 = 4.24999999799984*cse70*cse76;
    const double cse469 = 2.2623654365575128*cse70*cse71;
    const double cse470 = cse306 - cse468 + cse469;
    const double cse471 = -cse306 + cse468 - cse469;
    const double cse472 = cse178*cse301 + cse182*cse305 + cse209*cse451;
    const double cse473 = 6.146724109463331*cse76;
    const double cse474 = 0.004726218041878896*cse71;
    const double cse475 = cse358*v_thetad_link2;
    const double cse476 = 0.004726218041878896*cse76;
    const double cse477 = 6.146724109463331*cse71;
    const double cse478 = cse358*v_psid_link2;
    const double cse479 = cse356*v_psid_link2;
    const double cse480 = cse463*cse84;
    const double cse481 = cse461*cse84;
    const double cse482 = -cse480 - cse481;
    const double cse483 = cse480 + cse481;
    const double cse484 = cse186*cse301 + cse191*cse305 + cse213*cse451;
    const double cse485 = cos(q_psi_link3);
    const double cse486 = sin(q_theta_link3);
    const double cse487 = 0.8804585470401622*cse486;
    const double cse488 = cos(q_theta_link3);
    const double cse489 = 0.4741231347908751*cse488;
    const double cse490 = -cse485*cse487 + cse489;
    const double cse491 = cse485*cse486;
    const double cse492 = 0.008804585470401622*cse491;
    const double cse493 = 0.004741231347908751*cse488;
    const double cse494 = -cse492 + cse493;
    const double cse495 = sin(q_psi_link3);
    const double cse496 = (cse495*cse495);
    const double cse497 = (cse486*cse486);
    const double cse498 = 0.8804585470401622*cse495;
    const double cse499 = cse490*v_phid_link3;
    const double cse500 = cse498*v_thetad_link3 + cse499 + 0.4741231347908751*v_psid_link3;
    const double cse501 = 0.01*cse500;
    const double cse502 = cse486*cse495;
    const double cse503 = cse486*v_phid_link3;
    const double cse504 = cse495*cse503;
    const double cse505 = cse485*v_thetad_link3;
    const double cse506 = 0.01*cse504 + 0.01*cse505;
    const double cse507 = cse490*cse506;
    const double cse508 = cse495*v_thetad_link3;
    const double cse509 = 4.54*cse499 + 3.9972818035623368*cse508 + 2.1525190319505727*v_psid_link3;
    const double cse510 = 1.0*cse495;
    const double cse511 = cse486*cse510;
    const double cse512 = 1.0*cse485;
    const double cse513 = -cse511*v_phid_link3 - cse512*v_thetad_link3;
    const double cse514 = cse513*(2.1525190319505727*cse488 - 3.9972818035623368*cse491);
    const double cse515 = cse501*cse502 + cse507 - cse509*cse511 + cse514;
    const double cse516 = 0.4741231347908751*cse486;
    const double cse517 = cse485*cse516;
    const double cse518 = 0.8804585470401622*cse488;
    const double cse519 = cse517 + cse518;
    const double cse520 = 0.004741231347908751*cse495;
    const double cse521 = cse519*v_phid_link3;
    const double cse522 = 0.008804585470401622*v_psid_link3;
    const double cse523 = -cse520*v_thetad_link3 + 0.01*cse521 + cse522;
    const double cse524 = 0.004741231347908751*cse486;
    const double cse525 = 0.008804585470401622*cse488;
    const double cse526 = 4.54*cse495;
    const double cse527 = cse526*v_thetad_link3;
    const double cse528 = cse488*cse527;
    const double cse529 = 4.54*cse491;
    const double cse530 = cse529*v_psid_link3;
    const double cse531 = cse490*cse523 + cse500*(cse485*cse524 + cse525) + cse528 + cse530;
    const double cse532 = cse513*(-3.9972818035623368*cse488 - 2.1525190319505727*cse491);
    const double cse533 = 2.1525190319505727*v_thetad_link3;
    const double cse534 = cse495*cse533 - 4.54*cse521 - 3.9972818035623368*v_psid_link3;
    const double cse535 = cse485*cse525;
    const double cse536 = -cse502*cse522 - cse511*cse534 + cse524*v_thetad_link3 + cse532 + cse535*v_thetad_link3;
    const double cse537 = sin(q_phi_link3);
    const double cse538 = 3.2576966240486005*cse495;
    const double cse539 = cse537*cse538;
    const double cse540 = -cse539;
    const double cse541 = cos(q_phi_link3);
    const double cse542 = 3.2576966240486005*cse485;
    const double cse543 = cse488*cse542;
    const double cse544 = cse541*cse543;
    const double cse545 = 1.7542555987262378*cse486;
    const double cse546 = cse541*cse545;
    const double cse547 = cse544 + cse546;
    const double cse548 = cse540 + cse547;
    const double cse549 = cse538*cse541;
    const double cse550 = -cse549;
    const double cse551 = cse537*cse543;
    const double cse552 = -cse551;
    const double cse553 = cse537*cse545;
    const double cse554 = cse552 - cse553;
    const double cse555 = cse550 + cse554;
    const double cse556 = -cse544;
    const double cse557 = -cse546 + cse556;
    const double cse558 = cse539 + cse557;
    const double cse559 = cse551 + cse553;
    const double cse560 = cse549 + cse559;
    const double cse561 = cse516*cse541;
    const double cse562 = cse518*cse541;
    const double cse563 = cse485*cse562;
    const double cse564 = -cse498*cse537 + cse563;
    const double cse565 = cse487*cse541;
    const double cse566 = 0.4741231347908751*cse495;
    const double cse567 = cse485*cse489;
    const double cse568 = -cse541*cse567;
    const double cse569 = cse537*cse566 + cse568;
    const double cse570 = cse491*cse526;
    const double cse571 = 3.9972818035623368*cse513;
    const double cse572 = cse485*cse501 + cse495*cse571 + cse498*cse506 - cse509*cse512;
    const double cse573 = cse488*cse526;
    const double cse574 = cse526*v_psid_link3;
    const double cse575 = cse498*cse523 - cse500*cse520 + cse573*v_phid_link3 - cse574;
    const double cse576 = 2.1525190319505727*cse513;
    const double cse577 = cse524*v_phid_link3;
    const double cse578 = -cse485*cse522 + cse495*cse576 - cse512*cse534 + cse535*v_phid_link3 + cse577;
    const double cse579 = -cse487 + cse567;
    const double cse580 = cse579*v_phid_link3;
    const double cse581 = 4.54*cse513;
    const double cse582 = cse488*v_phid_link3;
    const double cse583 = cse510*cse582;
    const double cse584 = v_phid_link3*v_thetad_link3;
    const double cse585 = cse495*v_phid_link3;
    const double cse586 = cse488*cse585;
    const double cse587 = -cse492*cse584 + cse493*cse584 - cse522*cse586 - cse534*cse583 - cse580*cse581;
    const double cse588 = cse500*cse506 + cse509*cse513;
    const double cse589 = -cse504*cse522 - cse505*cse522 + cse513*cse534 + cse535*cse584 + cse577*v_thetad_link3;
    const double cse590 = -cse485*cse518 - cse516;
    const double cse591 = cse590*v_phid_link3;
    const double cse592 = 4.54*v_psid_link3;
    const double cse593 = cse485*cse582*cse592 + cse501*cse580 - cse503*cse527 + cse523*cse591;
    const double cse594 = cse500*cse523 + cse528*v_phid_link3 + cse530*v_phid_link3 - cse574*v_thetad_link3;
    const double cse595 = cse510*cse594;
    const double cse596 = cse506*cse591;
    const double cse597 = cse501*cse586 - cse509*cse583 + cse581*cse591 + cse596;
    const double cse598 = -cse524 - cse535;
    const double cse599 = cse486*cse496;
    const double cse600 = cse485*cse573;
    const double cse601 = 0.002247927469439263*cse486;
    const double cse602 = -cse601;
    const double cse603 = 0.004174457663761009*cse485;
    const double cse604 = cse488*cse603;
    const double cse605 = 3.2576966240486005*cse491;
    const double cse606 = cse537*cse605;
    const double cse607 = 1.7542555987262378*cse488;
    const double cse608 = cse537*cse607;
    const double cse609 = -cse606 + cse608;
    const double cse610 = cse489*cse537;
    const double cse611 = cse487*cse537;
    const double cse612 = cse541*cse605;
    const double cse613 = cse541*cse607;
    const double cse614 = -cse612 + cse613;
    const double cse615 = cse612 - cse613;
    const double cse616 = cse606 - cse608;
    const double cse617 = cse518*cse537;
    const double cse618 = cse609*lam_11 + cse614*lam_10 + cse615*lam_7 + cse616*lam_8 + lam_5*(cse517*cse537 + cse617) + lam_6*(-cse485*cse611 + cse610);
    const double cse619 = 0.002247927469439263*cse488;
    const double cse620 = 0.4741231347908751*cse506 + cse576;
    const double cse621 = 0.008804585470401622*cse500;
    const double cse622 = 0.4741231347908751*cse523 - cse527 + cse529*v_phid_link3 + cse621;
    const double cse623 = 0.008804585470401622*cse495;
    const double cse624 = -cse503*cse623 - 0.008804585470401622*cse505 - cse571;
    const double cse625 = 0.004174457663761009*cse495;
    const double cse626 = 0.8804585470401622*cse485;
    const double cse627 = 4.54*(cse485*cse485);
    const double cse628 = cse486*cse627 - 4.532247927469439*cse599;
    const double cse629 = -cse503*cse512 + 1.0*cse508;
    const double cse630 = cse534*cse629;
    const double cse631 = cse513*(cse485*cse533 + 2.1525190319505727*cse504);
    const double cse632 = cse491*v_phid_link3;
    const double cse633 = cse508*cse522 - cse508*cse525*v_phid_link3 - cse522*cse632 + cse630 + cse631;
    const double cse634 = cse495*cse516;
    const double cse635 = cse487*cse495;
    const double cse636 = cse626*v_thetad_link3 + cse635*v_phid_link3;
    const double cse637 = cse500*(-cse495*cse577 - 0.004741231347908751*cse505) - cse503*cse574 + 4.54*cse505*cse582 - cse505*cse592 + cse523*cse636;
    const double cse638 = cse500*(-0.01*cse508 + 0.01*cse632);
    const double cse639 = cse506*cse636;
    const double cse640 = cse509*cse629;
    const double cse641 = cse513*(3.9972818035623368*cse504 + 3.9972818035623368*cse505);
    const double cse642 = cse638 + cse639 + cse640 + cse641;
    const double cse643 = cse490*cse623;
    const double cse644 = cse485*cse495;
    const double cse645 = cse488*cse549;
    const double cse646 = cse537*cse542;
    const double cse647 = -cse645 - cse646;
    const double cse648 = cse488*cse539;
    const double cse649 = cse541*cse542;
    const double cse650 = cse648 - cse649;
    const double cse651 = cse645 + cse646;
    const double cse652 = -cse648 + cse649;
    const double cse653 = 0.4741231347908751*cse485;
    const double cse654 = cse647*lam_10 + cse650*lam_8 + cse651*lam_7 + cse652*lam_11 + lam_5*(cse495*cse610 - cse541*cse653) + lam_6*(-cse495*cse617 + cse541*cse626);
    const double cse655 = -cse537*cse567 - cse541*cse566 + cse611;
    const double cse656 = cse485*cse617 + cse498*cse541 + cse516*cse537;
    const double cse657 = cse488*cse538;
    const double cse658 = cse486*cse538;
    const double cse659 = cse537*cse658;
    const double cse660 = cse541*cse658;
    const double cse661 = cse495*cse561*lam_5 - cse495*cse565*lam_6 + cse657*lam_12 - cse657*lam_9 + cse659*lam_10 - cse659*lam_7 - cse660*lam_11 + cse660*lam_8;
    const double cse662 = -cse517*cse541 - cse562;
    const double cse663 = cse489*cse541;
    const double cse664 = cse485*cse565 - cse663;
    const double cse665 = cse543 + cse545;
    const double cse666 = -cse543 - cse545;
    const double cse667 = 0.004174457663761008*cse485;
    const double cse668 = cse603*v_thetad_link3;
    const double cse669 = cse625*v_psid_link3;
    const double cse670 = 0.004174457663761008*cse495;
    const double cse671 = cse603*v_psid_link3;
    const double cse672 = -cse495*cse663 - cse537*cse653;
    const double cse673 = cse495*cse562 + cse537*cse626;
    const double cse674 = -cse658;

    out[where[0]] = 2.0;  /* [0, 0] */
    out[where[1]] = -1;  /* [0, 20] */
    out[where[2]] = -1;  /* [0, 31] */
    out[where[3]] = 2.0;  /* [1, 1] */
    out[where[4]] = -1;  /* [1, 21] */
    out[where[5]] = -1;  /* [1, 32] */
    out[where[6]] = 2.0;  /* [2, 2] */
    out[where[7]] = -1;  /* [2, 22] */
    out[where[8]] = -1;  /* [2, 33] */
    out[where[9]] = cse1*cse4 + cse6*cse7 + hq*(cse106 + lam_16*(cse87*(cse62 + cse68) + cse93*cse99) + lam_17*((cse36*cse36)*cse57*cse58 - cse36*cse45*cse57*cse61 - cse43*cse52 + cse59*cse60)) - hv*(-cse14*cse34 + cse25*cse8 + cse31*cse9);  /* [3, 3] */
    out[where[10]] = cse108 + hq*(a_3*(cse112*cse113 + 8.0*cse113*cse6) - a_4*cse115 + cse0*(cse12*cse19 + cse22*cse23) + cse117*cse8 + cse120*cse14 - cse122*cse8 - cse124*cse9 - cse125*cse8 + cse144) - hv*(cse109*cse8 + cse110*cse9 - cse111*cse14);  /* [3, 4] */
    out[where[11]] = hq*(-a_3*cse147*cse7 - cse116*cse9 - cse121*cse14 + cse14*cse152 - cse148*cse149 + cse149*cse4 - cse153*cse9 - cse154*cse8 + cse167) - hv*(-cse14*cse146 + cse145*cse9);  /* [3, 5] */
    out[where[12]] = cse174;  /* [3, 9] */
    out[where[13]] = cse183;  /* [3, 10] */
    out[where[14]] = cse192;  /* [3, 11] */
    out[where[15]] = cse42;  /* [3, 18] */
    out[where[16]] = cse166;  /* [3, 19] */
    out[where[17]] = cse101;  /* [3, 31] */
    out[where[18]] = cse193;  /* [3, 32] */
    out[where[19]] = cse194;  /* [3, 34] */
    out[where[20]] = cse195;  /* [3, 35] */
    out[where[21]] = cse108 + cse144*hq - hv*(cse2*cse34 + cse31*cse5);  /* [4, 3] */
    out[where[22]] = cse112 + cse148 + hq*(-a_3*cse115 + cse100*lam_14 + cse102*lam_1 - cse103*lam_13 - cse120*cse2 - cse124*cse5 + cse198 - cse55*lam_0 + lam_16*(cse201*(-cse137 + cse200) + cse68*cse87 + cse92*cse99) + lam_17*((cse127*cse127)*cse58 - cse127*cse133*cse61 - cse52*(cse196 + cse36*cse39) + cse60*(cse39*cse45 + cse44))) - hv*(cse110*cse5 + cse111*cse2);  /* [4, 4] */
    out[where[23]] = hq*(4.0*a_4*cse147 - cse117 + cse122 - cse148*cse202 - cse152*cse2 - cse153*cse5 + cse202*cse4 + cse205) - hv*(cse145*cse5 + cse146*cse2);  /* [4, 5] */
    out[where[24]] = cse207;  /* [4, 9] */
    out[where[25]] = cse210;  /* [4, 10] */
    out[where[26]] = cse214;  /* [4, 11] */
    out[where[27]] = cse215;  /* [4, 18] */
    out[where[28]] = cse204;  /* [4, 19] */
    out[where[29]] = cse216;  /* [4, 31] */
    out[where[30]] = cse142;  /* [4, 32] */
    out[where[31]] = cse217;  /* [4, 33] */
    out[where[32]] = cse218;  /* [4, 34] */
    out[where[33]] = cse219;  /* [4, 35] */
    out[where[34]] = cse167*hq - cse25*hv;  /* [5, 3] */
    out[where[35]] = -cse109*hv + hq*(-cse125 + cse205);  /* [5, 4] */
    out[where[36]] = hq*(cse106 - cse154 + cse198 + lam_16*(cse200*cse201 + cse87*(cse62 + cse67) + cse99*(cse88 + cse91)) + lam_17*((cse157*cse157)*cse58 - cse157*cse160*cse61 - cse52*(cse196 + cse43) + cse60*(cse44 + cse59)));  /* [5, 5] */
    out[where[37]] = cse221;  /* [5, 9] */
    out[where[38]] = cse223;  /* [5, 10] */
    out[where[39]] = cse224;  /* [5, 11] */
    out[where[40]] = cse159;  /* [5, 18] */
    out[where[41]] = cse105;  /* [5, 19] */
    out[where[42]] = cse161;  /* [5, 31] */
    out[where[43]] = cse225;  /* [5, 32] */
    out[where[44]] = cse226;  /* [5, 33] */
    out[where[45]] = cse227;  /* [5, 34] */
    out[where[46]] = cse228;  /* [5, 35] */
    out[where[47]] = 1.0;  /* [6, 6] */
    out[where[48]] = 1;  /* [6, 28] */
    out[where[49]] = 1;  /* [6, 31] */
    out[where[50]] = 1.0;  /* [7, 7] */
    out[where[51]] = 1;  /* [7, 29] */
    out[where[52]] = 1;  /* [7, 32] */
    out[where[53]] = 1.0;  /* [8, 8] */
    out[where[54]] = 1;  /* [8, 30] */
    out[where[55]] = 1;  /* [8, 33] */
    out[where[56]] = cse174;  /* [9, 3] */
    out[where[57]] = cse207;  /* [9, 4] */
    out[where[58]] = cse221;  /* [9, 5] */
    out[where[59]] = cse234*cse237 + cse240*cse246 + hq*(cse321*lam_14 + cse332*lam_13 + cse336*lam_11 + cse340*lam_10 + lam_16*(cse171*cse305 + cse301*(cse303 + cse304))) - hv*(cse201*cse267 + cse237*cse300 + cse240*cse286);  /* [9, 9] */
    out[where[60]] = cse234*cse249 + cse246*cse256 + hq*(a_10*(cse249*cse360 + cse256*cse362) + a_11*(cse355 - cse357 - cse359) + a_9*(cse234*cse363 + cse237*cse360 + cse240*cse362 + cse246*cse361) - cse201*cse382 - cse209*cse385 - cse237*cse372 - cse240*cse384 - cse361*cse377 - cse363*cse375 + cse397) - hv*(cse201*cse345 + cse237*cse353 + cse240*cse349);  /* [9, 10] */
    out[where[61]] = -cse358*cse84 + cse398 - cse399 + hq*(a_10*(cse234*cse410 + cse246*cse409 + cse249*cse408 + cse256*cse407) + a_11*(-cse412 + cse414) + a_9*(cse234*cse427 + cse237*cse408 + cse240*cse407 + cse246*cse415) - cse201*cse438 - cse213*cse385 - cse237*cse426 - cse240*cse433 - cse375*cse427 - cse377*cse415 + cse447) - hv*(cse201*cse402 + cse237*cse406 + cse240*cse404);  /* [9, 11] */
    out[where[62]] = cse336;  /* [9, 28] */
    out[where[63]] = cse332;  /* [9, 29] */
    out[where[64]] = cse321;  /* [9, 31] */
    out[where[65]] = cse340;  /* [9, 32] */
    out[where[66]] = cse448;  /* [9, 34] */
    out[where[67]] = cse183;  /* [10, 3] */
    out[where[68]] = cse210;  /* [10, 4] */
    out[where[69]] = cse223;  /* [10, 5] */
    out[where[70]] = cse237*cse450 + cse240*cse449 + cse397*hq - hv*(cse249*cse300 + cse256*cse286 + cse267*cse268);  /* [10, 9] */
    out[where[71]] = cse249*cse450 + cse256*cse449 + hq*(a_9*(cse361*cse449 + cse363*cse450) - cse249*cse372 - cse256*cse384 - cse268*cse382 + cse315*lam_14 + cse328*lam_13 + cse334*lam_11 + cse338*lam_10 + lam_12*(cse388 + cse456) + lam_15*(-cse388 + cse455) + lam_16*(cse169*cse305 + cse301*cse303 + cse451*(-cse175 + cse452))) - hv*(cse249*cse353 + cse256*cse349 + cse268*cse345);  /* [10, 10] */
    out[where[72]] = -cse411 + cse413 + hq*(a_10*(cse249*cse458 + cse256*cse457 + cse409*cse449 + cse410*cse450) + a_11*(cse356 + cse358) + a_9*(cse237*cse458 + cse240*cse457 + cse415*cse449 + cse427*cse450) - cse249*cse426 - cse256*cse433 - cse268*cse438 - cse375*cse410 - cse377*cse409 - cse385*cse421 + cse467) - hv*(cse249*cse406 + cse256*cse404 + cse268*cse402);  /* [10, 11] */
    out[where[73]] = cse395;  /* [10, 28] */
    out[where[74]] = cse390;  /* [10, 29] */
    out[where[75]] = cse470;  /* [10, 30] */
    out[where[76]] = cse394;  /* [10, 31] */
    out[where[77]] = cse396;  /* [10, 32] */
    out[where[78]] = cse471;  /* [10, 33] */
    out[where[79]] = cse472;  /* [10, 34] */
    out[where[80]] = cse192;  /* [11, 3] */
    out[where[81]] = cse214;  /* [11, 4] */
    out[where[82]] = cse224;  /* [11, 5] */
    out[where[83]] = cse398 + cse447*hq - cse473*cse84 - cse474*cse84 - hv*(0.245431060332383*cse253 + 0.245431060332383*cse262 + 0.245431060332383*cse264 + 0.245431060332383*cse266 + 0.6140258560576402*cse272 + 0.6140258560576402*cse273 + 0.7501572120007941*cse288 + 0.7501572120007941*cse289 + cse354*v_thetad_link2 + cse357*v_thetad_link2 + cse412*v_psid_link2 - cse414*v_psid_link2 + cse475*cse70);  /* [11, 9] */
    out[where[84]] = cse476 - cse477 + hq*(a_9*(cse355 - cse473*cse70 - cse474*cse70) - cse364*cse403 - 0.7501572120007941*cse365 - cse366*cse398 + cse366*cse399 - cse368*cse411 + cse368*cse413 + cse369*cse475 - cse370*cse400 + cse370*cse401 + cse378*cse405 - 0.245431060332383*cse379 - 0.245431060332383*cse380 - 0.6140258560576402*cse383 + cse467) - hv*(0.245431060332383*cse341 + 0.245431060332383*cse342 + 0.245431060332383*cse343 + 0.245431060332383*cse344 + 0.6140258560576402*cse346 + 0.6140258560576402*cse347 + 0.7501572120007941*cse350 + 0.7501572120007941*cse351 + cse354*v_phid_link2 + cse357*v_phid_link2 + cse359*v_phid_link2 - cse478 - cse479);  /* [11, 10] */
    out[where[85]] = hq*(a_10*(cse473 + cse474) + a_9*(cse476*cse84 - cse477*cse84) + cse369*cse478 + cse369*cse479 + cse411*cse424 - cse411*cse425 - cse413*cse424 + cse413*cse425 - 0.7501572120007941*cse419 - 0.7501572120007941*cse423 - 0.6140258560576402*cse431 - 0.6140258560576402*cse432 - 0.245431060332383*cse434 - 0.245431060332383*cse435 - 0.245431060332383*cse436 - 0.245431060332383*cse437 + cse455*lam_15 + cse456*lam_12 + lam_10*(cse337 + cse339) + lam_11*(cse333 + cse335) + lam_13*(cse327 + cse331) + lam_14*(cse314 + cse320) + lam_16*(cse301*(cse302 + cse304) + cse305*(cse168 + cse170) + cse451*cse452)) - hv*(0.15070101692372578*cse252 + 2.168404344971009e-19*cse259 + 0.1841118799573391*cse263 + 0.46061592427660025*cse271 + 0.46061592427660025*cse287 - cse356*v_thetad_link2 + cse412*v_phid_link2 - cse414*v_phid_link2 - cse475) + 6.981694727207446;  /* [11, 11] */
    out[where[86]] = cse445;  /* [11, 28] */
    out[where[87]] = cse444;  /* [11, 29] */
    out[where[88]] = cse482;  /* [11, 30] */
    out[where[89]] = cse441;  /* [11, 31] */
    out[where[90]] = cse446;  /* [11, 32] */
    out[where[91]] = cse483;  /* [11, 33] */
    out[where[92]] = cse484;  /* [11, 34] */
    out[where[93]] = 1.0;  /* [12, 12] */
    out[where[94]] = -1;  /* [12, 25] */
    out[where[95]] = -1;  /* [12, 28] */
    out[where[96]] = 1.0;  /* [13, 13] */
    out[where[97]] = -1;  /* [13, 26] */
    out[where[98]] = -1;  /* [13, 29] */
    out[where[99]] = 1.0;  /* [14, 14] */
    out[where[100]] = -1;  /* [14, 27] */
    out[where[101]] = -1;  /* [14, 30] */
    out[where[102]] = cse490*cse494 + 4.54*cse496*cse497 + hq*(cse548*lam_11 + cse555*lam_10 + cse558*lam_8 + cse560*lam_7 + lam_5*(cse565 + cse569) + lam_6*(cse561 + cse564)) - hv*(cse490*cse536 - cse511*cse531 + cse515*cse519);  /* [15, 15] */
    out[where[103]] = cse494*cse498 + cse570 + hq*(a_15*(9.08*cse488*cse599 + cse490*cse598 + cse494*cse590) + a_16*(cse498*cse598 + cse600) + a_17*(cse602 - cse604) + cse488*cse595 - cse490*cse587 + cse511*cse593 - cse519*cse597 - cse579*cse588 - cse589*cse590 + cse618) - hv*(cse490*cse578 - cse511*cse575 + cse519*cse572);  /* [15, 16] */
    out[where[104]] = -cse486*cse603 + cse619 + hq*(a_15*(cse486*cse643 + cse494*cse635 + 9.08*cse497*cse644) + a_16*(cse494*cse626 + cse628) + a_17*cse486*cse625 + cse486*cse512*cse594 - cse490*cse633 + cse511*cse637 - cse519*cse642 + cse588*cse634 - cse589*cse635 + cse654) - hv*(cse490*cse624 - cse511*cse622 + cse519*cse620);  /* [15, 17] */
    out[where[105]] = cse655;  /* [15, 23] */
    out[where[106]] = cse656;  /* [15, 24] */
    out[where[107]] = cse558;  /* [15, 25] */
    out[where[108]] = cse555;  /* [15, 26] */
    out[where[109]] = cse548;  /* [15, 28] */
    out[where[110]] = cse560;  /* [15, 29] */
    out[where[111]] = cse570 + cse618*hq + cse643 - hv*(cse498*cse536 - cse512*cse531 - cse515*cse566);  /* [16, 15] */
    out[where[112]] = 0.007752072530560736*cse496 + cse627 + hq*(a_15*(cse590*cse623 + cse600) - cse498*cse587 + cse512*cse593 + cse547*lam_11 + cse554*lam_10 + cse557*lam_8 + cse559*lam_7 + cse566*cse597 + lam_12*(cse605 - cse607) + lam_5*(cse565 + cse568) + lam_6*(cse561 + cse563) + lam_9*(-cse605 + cse607)) - hv*(cse498*cse578 - cse512*cse575 - cse566*cse572);  /* [16, 16] */
    out[where[113]] = cse625 + hq*(a_15*(0.008804585470401622*cse485*cse490 + cse628) - 9.064495854938878*a_16*cse644 + a_17*cse603 - cse498*cse633 + cse512*cse637 + cse566*cse642 + cse588*cse653 - cse589*cse626 - cse595 + cse661) - hv*(cse498*cse624 - cse512*cse622 - cse566*cse620);  /* [16, 17] */
    out[where[114]] = cse662;  /* [16, 23] */
    out[where[115]] = cse664;  /* [16, 24] */
    out[where[116]] = cse616;  /* [16, 25] */
    out[where[117]] = cse614;  /* [16, 26] */
    out[where[118]] = cse665;  /* [16, 27] */
    out[where[119]] = cse609;  /* [16, 28] */
    out[where[120]] = cse615;  /* [16, 29] */
    out[where[121]] = cse666;  /* [16, 30] */
    out[where[122]] = -cse486*cse667 + cse619 + cse654*hq - hv*(-cse486*cse669 + cse488*cse668 + cse502*cse621 + 0.8804585470401622*cse507 - cse509*cse635 + 0.8804585470401622*cse514 + 0.4741231347908751*cse532 - cse534*cse634 + cse601*v_thetad_link3);  /* [17, 15] */
    out[where[123]] = cse670 + hq*(a_15*(-cse488*cse667 + cse602) + cse489*cse534*cse585 + cse503*cse668 + cse509*cse518*cse585 - cse571*cse591 + cse576*cse580 + cse582*cse669 - cse584*cse619 - cse586*cse621 - 0.8804585470401622*cse596 + cse661) - hv*(cse485*cse621 + 0.7752072530560736*cse495*cse506 + 4.539999999999999*cse495*cse513 - cse509*cse626 - cse534*cse653 + cse601*v_phid_link3 + cse604*v_phid_link3 - cse671);  /* [17, 16] */
    out[where[124]] = hq*(a_15*cse486*cse670 + a_16*cse667 + cse488*cse584*cse625 + cse503*cse671 + cse564*lam_6 + cse569*lam_5 + cse605*lam_12 - cse605*lam_9 - 0.4741231347908751*cse630 - 0.4741231347908751*cse631 - 0.8804585470401622*cse638 - 0.8804585470401622*cse639 - 0.8804585470401622*cse640 - 0.8804585470401622*cse641 - cse669*v_thetad_link3 + lam_10*(cse550 + cse552) + lam_11*(cse540 + cse544) + lam_7*(cse549 + cse551) + lam_8*(cse539 + cse556)) - hv*(-cse503*cse625 + 0.41744576637610087*cse506 - 2.220446049250313e-16*cse513 - cse668) + 0.002247927469439263;  /* [17, 17] */
    out[where[125]] = cse672;  /* [17, 23] */
    out[where[126]] = cse673;  /* [17, 24] */
    out[where[127]] = cse650;  /* [17, 25] */
    out[where[128]] = cse647;  /* [17, 26] */
    out[where[129]] = cse674;  /* [17, 27] */
    out[where[130]] = cse652;  /* [17, 28] */
    out[where[131]] = cse651;  /* [17, 29] */
    out[where[132]] = cse658;  /* [17, 30] */
    out[where[133]] = cse42;  /* [18, 3] */
    out[where[134]] = cse215;  /* [18, 4] */
    out[where[135]] = cse159;  /* [18, 5] */
    out[where[136]] = cse166;  /* [19, 3] */
    out[where[137]] = cse204;  /* [19, 4] */
    out[where[138]] = cse105;  /* [19, 5] */
    out[where[139]] = -1;  /* [20, 0] */
    out[where[140]] = -1;  /* [21, 1] */
    out[where[141]] = -1;  /* [22, 2] */
    out[where[142]] = cse655;  /* [23, 15] */
    out[where[143]] = cse662;  /* [23, 16] */
    out[where[144]] = cse672;  /* [23, 17] */
    out[where[145]] = cse656;  /* [24, 15] */
    out[where[146]] = cse664;  /* [24, 16] */
    out[where[147]] = cse673;  /* [24, 17] */
    out[where[148]] = -1;  /* [25, 12] */
    out[where[149]] = cse558;  /* [25, 15] */
    out[where[150]] = cse616;  /* [25, 16] */
    out[where[151]] = cse650;  /* [25, 17] */
    out[where[152]] = -1;  /* [26, 13] */
    out[where[153]] = cse555;  /* [26, 15] */
    out[where[154]] = cse614;  /* [26, 16] */
    out[where[155]] = cse647;  /* [26, 17] */
    out[where[156]] = -1;  /* [27, 14] */
    out[where[157]] = cse665;  /* [27, 16] */
    out[where[158]] = cse674;  /* [27, 17] */
    out[where[159]] = 1;  /* [28, 6] */
    out[where[160]] = cse336;  /* [28, 9] */
    out[where[161]] = cse395;  /* [28, 10] */
    out[where[162]] = cse445;  /* [28, 11] */
    out[where[163]] = -1;  /* [28, 12] */
    out[where[164]] = cse548;  /* [28, 15] */
    out[where[165]] = cse609;  /* [28, 16] */
    out[where[166]] = cse652;  /* [28, 17] */
    out[where[167]] = 1;  /* [29, 7] */
    out[where[168]] = cse332;  /* [29, 9] */
    out[where[169]] = cse390;  /* [29, 10] */
    out[where[170]] = cse444;  /* [29, 11] */
    out[where[171]] = -1;  /* [29, 13] */
    out[where[172]] = cse560;  /* [29, 15] */
    out[where[173]] = cse615;  /* [29, 16] */
    out[where[174]] = cse651;  /* [29, 17] */
    out[where[175]] = 1;  /* [30, 8] */
    out[where[176]] = cse470;  /* [30, 10] */
    out[where[177]] = cse482;  /* [30, 11] */
    out[where[178]] = -1;  /* [30, 14] */
    out[where[179]] = cse666;  /* [30, 16] */
    out[where[180]] = cse658;  /* [30, 17] */
    out[where[181]] = -1;  /* [31, 0] */
    out[where[182]] = cse101;  /* [31, 3] */
    out[where[183]] = cse216;  /* [31, 4] */
    out[where[184]] = cse161;  /* [31, 5] */
    out[where[185]] = 1;  /* [31, 6] */
    out[where[186]] = cse321;  /* [31, 9] */
    out[where[187]] = cse394;  /* [31, 10] */
    out[where[188]] = cse441;  /* [31, 11] */
    out[where[189]] = -1;  /* [32, 1] */
    out[where[190]] = cse193;  /* [32, 3] */
    out[where[191]] = cse142;  /* [32, 4] */
    out[where[192]] = cse225;  /* [32, 5] */
    out[where[193]] = 1;  /* [32, 7] */
    out[where[194]] = cse340;  /* [32, 9] */
    out[where[195]] = cse396;  /* [32, 10] */
    out[where[196]] = cse446;  /* [32, 11] */
    out[where[197]] = -1;  /* [33, 2] */
    out[where[198]] = cse217;  /* [33, 4] */
    out[where[199]] = cse226;  /* [33, 5] */
    out[where[200]] = 1;  /* [33, 8] */
    out[where[201]] = cse471;  /* [33, 10] */
    out[where[202]] = cse483;  /* [33, 11] */
    out[where[203]] = cse194;  /* [34, 3] */
    out[where[204]] = cse218;  /* [34, 4] */
    out[where[205]] = cse227;  /* [34, 5] */
    out[where[206]] = cse448;  /* [34, 9] */
    out[where[207]] = cse472;  /* [34, 10] */
    out[where[208]] = cse484;  /* [34, 11] */
    out[where[209]] = cse195;  /* [35, 3] */
    out[where[210]] = cse219;  /* [35, 4] */
    out[where[211]] = cse228;  /* [35, 5] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_four_link_re_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_four_link_re_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_four_link_re_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 36 x 36 row-major, 212 nonzero (the cells of genalpha_matrix_band).
 */
void mg_four_link_re_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 1296);
    mg_four_link_re_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_four_link_re_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 30 x 18 row-major, 173 nonzero.
 * 945 operations after common subexpression elimination.
 */
void mg_four_link_re_B(const double *q, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_r_link2_x = q[6];
    const double q_r_link2_y = q[7];
    const double q_r_link2_z = q[8];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_r_link3_x = q[12];
    const double q_r_link3_y = q[13];
    const double q_r_link3_z = q[14];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(q_theta_rotor);
    const double cse1 = sin(q_phi_rotor);
    const double cse2 = cos(q_psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = cos(q_phi_rotor);
    const double cse6 = sin(q_psi_rotor);
    const double cse7 = cse5*cse6;
    const double cse8 = cse4 + cse7;
    const double cse9 = cse2*cse5;
    const double cse10 = cse0*cse9;
    const double cse11 = cse1*cse6;
    const double cse12 = -cse10 + cse11;
    const double cse13 = sin(q_theta_rotor);
    const double cse14 = cse13*cse2;
    const double cse15 = -cse14;
    const double cse16 = -cse0*cse11 + cse9;
    const double cse17 = cse0*cse7 + cse3;
    const double cse18 = cse13*cse6;
    const double cse19 = cse1*cse13;
    const double cse20 = cse13*cse5;
    const double cse21 = -cse20;
    const double cse22 = cse16*cse18;
    const double cse23 = cse14*cse8;
    const double cse24 = cse0*cse19;
    const double cse25 = cse22 - cse23 + cse24;
    const double cse26 = cse17*cse18;
    const double cse27 = cse12*cse14;
    const double cse28 = cse0*cse20;
    const double cse29 = cse26 - cse27 - cse28;
    const double cse30 = (cse0*cse0);
    const double cse31 = (cse13*cse13);
    const double cse32 = cse31*(cse6*cse6);
    const double cse33 = (cse2*cse2)*cse31;
    const double cse34 = cse30 + cse32 + cse33;
    const double cse35 = cse12*cse29 - cse14*cse34 + cse25*cse8;
    const double cse36 = cse16*cse2;
    const double cse37 = cse6*cse8;
    const double cse38 = cse36 + cse37;
    const double cse39 = cse17*cse2;
    const double cse40 = cse12*cse6;
    const double cse41 = cse39 + cse40;
    const double cse42 = cse12*cse41 + cse38*cse8;
    const double cse43 = -cse0*cse14 - cse12*cse20 + cse19*cse8;
    const double cse44 = cse16*cse25 + cse17*cse29 + cse18*cse34;
    const double cse45 = cse16*cse38 + cse17*cse41;
    const double cse46 = cse0*cse18 + cse16*cse19 - cse17*cse20;
    const double cse47 = cse0*cse34 + cse19*cse25 - cse20*cse29;
    const double cse48 = cse19*cse38 - cse20*cse41;
    const double cse49 = (cse1*cse1)*cse31 + cse30 + cse31*(cse5*cse5);
    const double cse50 = sin(q_phi_link3);
    const double cse51 = cos(q_theta_link3);
    const double cse52 = sin(q_psi_link3);
    const double cse53 = 1.0*cse51*cse52;
    const double cse54 = cos(q_phi_link3);
    const double cse55 = cos(q_psi_link3);
    const double cse56 = 1.0*cse55;
    const double cse57 = cse50*cse53 - cse54*cse56;
    const double cse58 = -cse50*cse56 - cse53*cse54;
    const double cse59 = sin(q_theta_link3);
    const double cse60 = cse52*cse59;
    const double cse61 = 1.0*cse60;
    const double cse62 = -cse61;
    const double cse63 = 0.4741231347908751*cse51;
    const double cse64 = cse54*cse55;
    const double cse65 = 0.4741231347908751*cse50;
    const double cse66 = cse54*cse59;
    const double cse67 = -cse52*cse65 + cse63*cse64 - 0.8804585470401622*cse66;
    const double cse68 = cse55*cse59;
    const double cse69 = 0.8804585470401622*cse51;
    const double cse70 = 0.4741231347908751*cse68 + cse69;
    const double cse71 = cse63 - 0.8804585470401622*cse68;
    const double cse72 = 0.8804585470401622*cse52;
    const double cse73 = cse50*cse72 - cse64*cse69 - 0.4741231347908751*cse66;
    const double cse74 = -cse58*cse61 + cse67*cse70 + cse71*cse73;
    const double cse75 = 3.2576966240486005*cse68;
    const double cse76 = 1.7542555987262378*cse51;
    const double cse77 = -cse75 + cse76;
    const double cse78 = 3.2576966240486005*cse51;
    const double cse79 = cse64*cse78;
    const double cse80 = 1.7542555987262378*cse66;
    const double cse81 = 3.2576966240486005*cse52;
    const double cse82 = cse50*cse81;
    const double cse83 = -cse79 - cse80 + cse82;
    const double cse84 = 1.0*(cse52*cse52)*(cse59*cse59) + (cse70*cse70) + (cse71*cse71);
    const double cse85 = cse74*cse77 - cse83*cse84;
    const double cse86 = cse50*cse55;
    const double cse87 = cse78*cse86;
    const double cse88 = cse50*cse59;
    const double cse89 = 1.7542555987262378*cse88;
    const double cse90 = cse54*cse81;
    const double cse91 = cse87 + cse89 + cse90;
    const double cse92 = 0.4741231347908751*cse52;
    const double cse93 = -cse54*cse92 - cse63*cse86 + 0.8804585470401622*cse88;
    const double cse94 = cse54*cse72 + cse59*cse65 + cse69*cse86;
    const double cse95 = -cse57*cse61 + cse70*cse93 + cse71*cse94;
    const double cse96 = -cse77*cse95 + cse84*cse91;
    const double cse97 = -cse74*cse91 + cse83*cse95;
    const double cse98 = -cse56*cse58 - cse67*cse92 + cse72*cse73;
    const double cse99 = cse56*cse60 - cse70*cse92 + cse71*cse72;
    const double cse100 = cse77*cse98 - cse83*cse99;
    const double cse101 = -cse56*cse57 + cse72*cse94 - cse92*cse93;
    const double cse102 = -cse101*cse77 + cse91*cse99;
    const double cse103 = cse101*cse83 - cse91*cse98;
    const double cse104 = 0.8804585470401622*cse70 + 0.4741231347908751*cse71;
    const double cse105 = 0.8804585470401622*cse93 + 0.4741231347908751*cse94;
    const double cse106 = cse104*cse91 - cse105*cse77;
    const double cse107 = 0.8804585470401622*cse67 + 0.4741231347908751*cse73;
    const double cse108 = -cse104*cse83 + cse107*cse77;
    const double cse109 = cse105*cse83 - cse107*cse91;
    const double cse110 = cse57*cse95 + cse58*cse74 - cse61*cse84;
    const double cse111 = cse101*cse57 + cse58*cse98 - cse61*cse99;
    const double cse112 = -cse104*cse61 + cse105*cse57 + cse107*cse58;
    const double cse113 = cse71*cse84 + cse73*cse74 + cse94*cse95;
    const double cse114 = cse101*cse94 + cse71*cse99 + cse73*cse98;
    const double cse115 = cse104*cse71 + cse105*cse94 + cse107*cse73;
    const double cse116 = cse67*cse74 + cse70*cse84 + cse93*cse95;
    const double cse117 = cse101*cse93 + cse67*cse98 + cse70*cse99;
    const double cse118 = cse104*cse70 + cse105*cse93 + cse107*cse67;
    const double cse119 = cos(q_psi_link2);
    const double cse120 = sin(q_theta_link2);
    const double cse121 = cse119*cse120;
    const double cse122 = sin(q_psi_link2);
    const double cse123 = cse120*cse122;
    const double cse124 = cos(q_theta_link2);
    const double cse125 = -0.3708795797635267*cse121 + 0.6967213111475148*cse123 + 0.6140258560576402*cse124;
    const double cse126 = (cse125*cse125);
    const double cse127 = 0.9286809290620163*cse121 + 0.27805633713446004*cse123 + 0.245431060332383*cse124;
    const double cse128 = (cse127*cse127);
    const double cse129 = -0.00026326970986405957*cse121 - 0.6612594709887001*cse123 + 0.7501572120007941*cse124;
    const double cse130 = (cse129*cse129);
    const double cse131 = cse126 + cse128 + cse130;
    const double cse132 = -q_r_link2_y;
    const double cse133 = cse79 + cse80 - cse82;
    const double cse134 = cse132 + cse133 + q_r_link3_y;
    const double cse135 = -q_r_link2_z;
    const double cse136 = cse75 - cse76;
    const double cse137 = cse135 + cse136 + q_r_link3_z;
    const double cse138 = cos(q_phi_link2);
    const double cse139 = cse119*cse124;
    const double cse140 = 0.3708795797635267*cse139;
    const double cse141 = cse122*cse124;
    const double cse142 = cse138*cse141;
    const double cse143 = 0.6140258560576402*cse120;
    const double cse144 = sin(q_phi_link2);
    const double cse145 = 0.6967213111475148*cse119;
    const double cse146 = 0.3708795797635267*cse122;
    const double cse147 = -cse138*cse140 - cse138*cse143 + 0.6967213111475148*cse142 + cse144*cse145 + cse144*cse146;
    const double cse148 = cse125*cse147;
    const double cse149 = 0.9286809290620163*cse139;
    const double cse150 = 0.27805633713446004*cse141;
    const double cse151 = 0.9286809290620163*cse122;
    const double cse152 = 0.245431060332383*cse120;
    const double cse153 = 0.27805633713446004*cse119;
    const double cse154 = cse138*cse149 + cse138*cse150 - cse138*cse152 - cse144*cse151 + cse144*cse153;
    const double cse155 = cse127*cse154;
    const double cse156 = 0.00026326970986405957*cse139;
    const double cse157 = 0.7501572120007941*cse120;
    const double cse158 = 0.6612594709887001*cse119;
    const double cse159 = 0.00026326970986405957*cse122;
    const double cse160 = -cse138*cse156 - cse138*cse157 - 0.6612594709887001*cse142 - cse144*cse158 + cse144*cse159;
    const double cse161 = cse129*cse160;
    const double cse162 = cse148 + cse155 + cse161;
    const double cse163 = cse131*cse134 - cse137*cse162;
    const double cse164 = -q_r_link2_x;
    const double cse165 = -cse87 - cse89 - cse90;
    const double cse166 = cse164 + cse165 + q_r_link3_x;
    const double cse167 = cse141*cse144;
    const double cse168 = cse138*cse145 + cse138*cse146 + cse140*cse144 + cse143*cse144 - 0.6967213111475148*cse167;
    const double cse169 = cse125*cse168;
    const double cse170 = -cse138*cse151 + cse138*cse153 - cse144*cse149 - cse144*cse150 + cse144*cse152;
    const double cse171 = cse127*cse170;
    const double cse172 = -cse138*cse158 + cse138*cse159 + cse144*cse156 + cse144*cse157 + 0.6612594709887001*cse167;
    const double cse173 = cse129*cse172;
    const double cse174 = cse169 + cse171 + cse173;
    const double cse175 = -cse131*cse166 + cse137*cse174;
    const double cse176 = -cse134*cse174 + cse162*cse166;
    const double cse177 = cse145 + cse146;
    const double cse178 = cse125*cse177;
    const double cse179 = -cse151 + cse153;
    const double cse180 = cse127*cse179;
    const double cse181 = -cse158 + cse159;
    const double cse182 = cse129*cse181;
    const double cse183 = cse178 + cse180 + cse182;
    const double cse184 = cse147*cse177;
    const double cse185 = cse154*cse179;
    const double cse186 = cse160*cse181;
    const double cse187 = cse184 + cse185 + cse186;
    const double cse188 = cse134*cse183 - cse137*cse187;
    const double cse189 = cse168*cse177;
    const double cse190 = cse170*cse179;
    const double cse191 = cse172*cse181;
    const double cse192 = cse189 + cse190 + cse191;
    const double cse193 = cse137*cse192 - cse166*cse183;
    const double cse194 = -cse134*cse192 + cse166*cse187;
    const double cse195 = 0.6140258560576402*cse125;
    const double cse196 = 0.245431060332383*cse127;
    const double cse197 = 0.7501572120007941*cse129;
    const double cse198 = cse195 + cse196 + cse197;
    const double cse199 = 0.6140258560576402*cse147;
    const double cse200 = 0.245431060332383*cse154;
    const double cse201 = 0.7501572120007941*cse160;
    const double cse202 = cse199 + cse200 + cse201;
    const double cse203 = cse134*cse198 - cse137*cse202;
    const double cse204 = 0.6140258560576402*cse168;
    const double cse205 = 0.245431060332383*cse170;
    const double cse206 = 0.7501572120007941*cse172;
    const double cse207 = cse204 + cse205 + cse206;
    const double cse208 = cse137*cse207 - cse166*cse198;
    const double cse209 = -cse134*cse207 + cse166*cse202;
    const double cse210 = -cse133*cse84 + cse136*cse74;
    const double cse211 = -cse136*cse95 + cse165*cse84;
    const double cse212 = cse133*cse95 - cse165*cse74;
    const double cse213 = -cse133*cse99 + cse136*cse98;
    const double cse214 = -cse101*cse136 + cse165*cse99;
    const double cse215 = cse101*cse133 - cse165*cse98;
    const double cse216 = -cse104*cse133 + cse107*cse136;
    const double cse217 = cse104*cse165 - cse105*cse136;
    const double cse218 = cse105*cse133 - cse107*cse165;
    const double cse219 = -cse169 - cse171 - cse173;
    const double cse220 = -cse148 - cse155 - cse161;
    const double cse221 = -cse126 - cse128 - cse130;
    const double cse222 = -cse189 - cse190 - cse191;
    const double cse223 = -cse184 - cse185 - cse186;
    const double cse224 = -cse178 - cse180 - cse182;
    const double cse225 = -cse204 - cse205 - cse206;
    const double cse226 = -cse199 - cse200 - cse201;
    const double cse227 = -cse195 - cse196 - cse197;
    const double cse228 = 2*cse10 - 2*cse11;
    const double cse229 = 2*cse14;
    const double cse230 = -cse228*cse34 + cse229*cse29;
    const double cse231 = -2*cse4 - 2*cse7;
    const double cse232 = -cse229*cse25 + cse231*cse34;
    const double cse233 = cse228*cse25 - cse231*cse29;
    const double cse234 = cse228*cse38 - cse231*cse41;
    const double cse235 = 2*cse31;
    const double cse236 = cse235*cse9;
    const double cse237 = -cse0*cse228 - cse236;
    const double cse238 = cse235*cse3;
    const double cse239 = cse0*cse231 - cse238;
    const double cse240 = cse19*cse228 + cse20*cse231;
    const double cse241 = cse132 + cse228 + q_r_rotor_y;
    const double cse242 = cse135 + cse229 + q_r_rotor_z;
    const double cse243 = cse131*cse241 - cse162*cse242;
    const double cse244 = cse164 + cse231 + q_r_rotor_x;
    const double cse245 = -cse131*cse244 + cse174*cse242;
    const double cse246 = cse162*cse244 - cse174*cse241;
    const double cse247 = cse183*cse241 - cse187*cse242;
    const double cse248 = -cse183*cse244 + cse192*cse242;
    const double cse249 = cse187*cse244 - cse192*cse241;
    const double cse250 = cse198*cse241 - cse202*cse242;
    const double cse251 = -cse198*cse244 + cse207*cse242;
    const double cse252 = cse202*cse244 - cse207*cse241;
    const double cse253 = -cse19;
    const double cse254 = -cse0;

    memset(out, 0, sizeof(double) * 540);
    out[0] = cse8;  /* [0, 0] */
    out[1] = cse12;  /* [0, 1] */
    out[2] = cse15;  /* [0, 2] */
    out[18] = cse16;  /* [1, 0] */
    out[19] = cse17;  /* [1, 1] */
    out[20] = cse18;  /* [1, 2] */
    out[36] = cse19;  /* [2, 0] */
    out[37] = cse21;  /* [2, 1] */
    out[38] = cse0;  /* [2, 2] */
    out[57] = cse35;  /* [3, 3] */
    out[58] = cse42;  /* [3, 4] */
    out[59] = cse43;  /* [3, 5] */
    out[75] = cse44;  /* [4, 3] */
    out[76] = cse45;  /* [4, 4] */
    out[77] = cse46;  /* [4, 5] */
    out[93] = cse47;  /* [5, 3] */
    out[94] = cse48;  /* [5, 4] */
    out[95] = cse49;  /* [5, 5] */
    out[120] = cse57;  /* [6, 12] */
    out[121] = cse58;  /* [6, 13] */
    out[122] = cse62;  /* [6, 14] */
    out[123] = cse57*cse85 + cse58*cse96 - cse61*cse97;  /* [6, 15] */
    out[124] = cse100*cse57 + cse102*cse58 - cse103*cse61;  /* [6, 16] */
    out[125] = cse106*cse58 + cse108*cse57 - cse109*cse61;  /* [6, 17] */
    out[138] = cse94;  /* [7, 12] */
    out[139] = cse73;  /* [7, 13] */
    out[140] = cse71;  /* [7, 14] */
    out[141] = cse71*cse97 + cse73*cse96 + cse85*cse94;  /* [7, 15] */
    out[142] = cse100*cse94 + cse102*cse73 + cse103*cse71;  /* [7, 16] */
    out[143] = cse106*cse73 + cse108*cse94 + cse109*cse71;  /* [7, 17] */
    out[156] = cse93;  /* [8, 12] */
    out[157] = cse67;  /* [8, 13] */
    out[158] = cse70;  /* [8, 14] */
    out[159] = cse67*cse96 + cse70*cse97 + cse85*cse93;  /* [8, 15] */
    out[160] = cse100*cse93 + cse102*cse67 + cse103*cse70;  /* [8, 16] */
    out[161] = cse106*cse67 + cse108*cse93 + cse109*cse70;  /* [8, 17] */
    out[177] = cse110;  /* [9, 15] */
    out[178] = cse111;  /* [9, 16] */
    out[179] = cse112;  /* [9, 17] */
    out[195] = cse113;  /* [10, 15] */
    out[196] = cse114;  /* [10, 16] */
    out[197] = cse115;  /* [10, 17] */
    out[213] = cse116;  /* [11, 15] */
    out[214] = cse117;  /* [11, 16] */
    out[215] = cse118;  /* [11, 17] */
    out[222] = -cse57;  /* [12, 6] */
    out[223] = -cse58;  /* [12, 7] */
    out[224] = cse61;  /* [12, 8] */
    out[225] = cse163*cse57 + cse175*cse58 - cse176*cse61;  /* [12, 9] */
    out[226] = cse188*cse57 + cse193*cse58 - cse194*cse61;  /* [12, 10] */
    out[227] = cse203*cse57 + cse208*cse58 - cse209*cse61;  /* [12, 11] */
    out[228] = cse57;  /* [12, 12] */
    out[229] = cse58;  /* [12, 13] */
    out[230] = cse62;  /* [12, 14] */
    out[231] = cse210*cse57 + cse211*cse58 - cse212*cse61;  /* [12, 15] */
    out[232] = cse213*cse57 + cse214*cse58 - cse215*cse61;  /* [12, 16] */
    out[233] = cse216*cse57 + cse217*cse58 - cse218*cse61;  /* [12, 17] */
    out[240] = -cse94;  /* [13, 6] */
    out[241] = -cse73;  /* [13, 7] */
    out[242] = -cse71;  /* [13, 8] */
    out[243] = cse163*cse94 + cse175*cse73 + cse176*cse71;  /* [13, 9] */
    out[244] = cse188*cse94 + cse193*cse73 + cse194*cse71;  /* [13, 10] */
    out[245] = cse203*cse94 + cse208*cse73 + cse209*cse71;  /* [13, 11] */
    out[246] = cse94;  /* [13, 12] */
    out[247] = cse73;  /* [13, 13] */
    out[248] = cse71;  /* [13, 14] */
    out[249] = cse210*cse94 + cse211*cse73 + cse212*cse71;  /* [13, 15] */
    out[250] = cse213*cse94 + cse214*cse73 + cse215*cse71;  /* [13, 16] */
    out[251] = cse216*cse94 + cse217*cse73 + cse218*cse71;  /* [13, 17] */
    out[258] = -cse93;  /* [14, 6] */
    out[259] = -cse67;  /* [14, 7] */
    out[260] = -cse70;  /* [14, 8] */
    out[261] = cse163*cse93 + cse175*cse67 + cse176*cse70;  /* [14, 9] */
    out[262] = cse188*cse93 + cse193*cse67 + cse194*cse70;  /* [14, 10] */
    out[263] = cse203*cse93 + cse208*cse67 + cse209*cse70;  /* [14, 11] */
    out[264] = cse93;  /* [14, 12] */
    out[265] = cse67;  /* [14, 13] */
    out[266] = cse70;  /* [14, 14] */
    out[267] = cse210*cse93 + cse211*cse67 + cse212*cse70;  /* [14, 15] */
    out[268] = cse213*cse93 + cse214*cse67 + cse215*cse70;  /* [14, 16] */
    out[269] = cse216*cse93 + cse217*cse67 + cse218*cse70;  /* [14, 17] */
    out[279] = cse219*cse57 + cse220*cse58 - cse221*cse61;  /* [15, 9] */
    out[280] = cse222*cse57 + cse223*cse58 - cse224*cse61;  /* [15, 10] */
    out[281] = cse225*cse57 + cse226*cse58 - cse227*cse61;  /* [15, 11] */
    out[285] = cse110;  /* [15, 15] */
    out[286] = cse111;  /* [15, 16] */
    out[287] = cse112;  /* [15, 17] */
    out[297] = cse219*cse94 + cse220*cse73 + cse221*cse71;  /* [16, 9] */
    out[298] = cse222*cse94 + cse223*cse73 + cse224*cse71;  /* [16, 10] */
    out[299] = cse225*cse94 + cse226*cse73 + cse227*cse71;  /* [16, 11] */
    out[303] = cse113;  /* [16, 15] */
    out[304] = cse114;  /* [16, 16] */
    out[305] = cse115;  /* [16, 17] */
    out[315] = cse219*cse93 + cse220*cse67 + cse221*cse70;  /* [17, 9] */
    out[316] = cse222*cse93 + cse223*cse67 + cse224*cse70;  /* [17, 10] */
    out[317] = cse225*cse93 + cse226*cse67 + cse227*cse70;  /* [17, 11] */
    out[321] = cse116;  /* [17, 15] */
    out[322] = cse117;  /* [17, 16] */
    out[323] = cse118;  /* [17, 17] */
    out[324] = cse8;  /* [18, 0] */
    out[325] = cse12;  /* [18, 1] */
    out[326] = cse15;  /* [18, 2] */
    out[327] = cse12*cse232 - cse14*cse233 + cse230*cse8;  /* [18, 3] */
    out[328] = -cse14*cse234 + 2*cse23*cse41 - 2*cse27*cse38;  /* [18, 4] */
    out[329] = cse12*cse239 - cse14*cse240 + cse237*cse8;  /* [18, 5] */
    out[330] = -cse8;  /* [18, 6] */
    out[331] = -cse12;  /* [18, 7] */
    out[332] = cse14;  /* [18, 8] */
    out[333] = cse12*cse245 - cse14*cse246 + cse243*cse8;  /* [18, 9] */
    out[334] = cse12*cse248 - cse14*cse249 + cse247*cse8;  /* [18, 10] */
    out[335] = cse12*cse251 - cse14*cse252 + cse250*cse8;  /* [18, 11] */
    out[342] = cse16;  /* [19, 0] */
    out[343] = cse17;  /* [19, 1] */
    out[344] = cse18;  /* [19, 2] */
    out[345] = cse16*cse230 + cse17*cse232 + cse18*cse233;  /* [19, 3] */
    out[346] = cse16*cse229*cse41 - cse17*cse229*cse38 + cse18*cse234;  /* [19, 4] */
    out[347] = cse16*cse237 + cse17*cse239 + cse18*cse240;  /* [19, 5] */
    out[348] = -cse16;  /* [19, 6] */
    out[349] = -cse17;  /* [19, 7] */
    out[350] = -cse18;  /* [19, 8] */
    out[351] = cse16*cse243 + cse17*cse245 + cse18*cse246;  /* [19, 9] */
    out[352] = cse16*cse247 + cse17*cse248 + cse18*cse249;  /* [19, 10] */
    out[353] = cse16*cse250 + cse17*cse251 + cse18*cse252;  /* [19, 11] */
    out[360] = cse19;  /* [20, 0] */
    out[361] = cse21;  /* [20, 1] */
    out[362] = cse0;  /* [20, 2] */
    out[363] = cse0*cse233 + cse19*cse230 - cse20*cse232;  /* [20, 3] */
    out[364] = cse0*cse234 + cse236*cse38 + cse238*cse41;  /* [20, 4] */
    out[365] = cse0*cse240 + cse19*cse237 - cse20*cse239;  /* [20, 5] */
    out[366] = cse253;  /* [20, 6] */
    out[367] = cse20;  /* [20, 7] */
    out[368] = cse254;  /* [20, 8] */
    out[369] = cse0*cse246 + cse19*cse243 - cse20*cse245;  /* [20, 9] */
    out[370] = cse0*cse249 + cse19*cse247 - cse20*cse248;  /* [20, 10] */
    out[371] = cse0*cse252 + cse19*cse250 - cse20*cse251;  /* [20, 11] */
    out[381] = cse35;  /* [21, 3] */
    out[382] = cse42;  /* [21, 4] */
    out[383] = cse43;  /* [21, 5] */
    out[387] = cse12*cse220 - cse14*cse221 + cse219*cse8;  /* [21, 9] */
    out[388] = cse12*cse223 - cse14*cse224 + cse222*cse8;  /* [21, 10] */
    out[389] = cse12*cse226 - cse14*cse227 + cse225*cse8;  /* [21, 11] */
    out[399] = cse44;  /* [22, 3] */
    out[400] = cse45;  /* [22, 4] */
    out[401] = cse46;  /* [22, 5] */
    out[405] = cse16*cse219 + cse17*cse220 + cse18*cse221;  /* [22, 9] */
    out[406] = cse16*cse222 + cse17*cse223 + cse18*cse224;  /* [22, 10] */
    out[407] = cse16*cse225 + cse17*cse226 + cse18*cse227;  /* [22, 11] */
    out[417] = cse47;  /* [23, 3] */
    out[418] = cse48;  /* [23, 4] */
    out[419] = cse49;  /* [23, 5] */
    out[423] = cse0*cse221 + cse19*cse219 - cse20*cse220;  /* [23, 9] */
    out[424] = cse0*cse224 + cse19*cse222 - cse20*cse223;  /* [23, 10] */
    out[425] = cse0*cse227 + cse19*cse225 - cse20*cse226;  /* [23, 11] */
    out[432] = -1;  /* [24, 0] */
    out[435] = cse29*q_r_rotor_z - cse34*q_r_rotor_y;  /* [24, 3] */
    out[436] = cse41*q_r_rotor_z;  /* [24, 4] */
    out[437] = -cse0*q_r_rotor_y - cse20*q_r_rotor_z;  /* [24, 5] */
    out[451] = -1;  /* [25, 1] */
    out[453] = -cse25*q_r_rotor_z + cse34*q_r_rotor_x;  /* [25, 3] */
    out[454] = -cse38*q_r_rotor_z;  /* [25, 4] */
    out[455] = cse0*q_r_rotor_x - cse19*q_r_rotor_z;  /* [25, 5] */
    out[470] = -1;  /* [26, 2] */
    out[471] = cse25*q_r_rotor_y - cse29*q_r_rotor_x;  /* [26, 3] */
    out[472] = cse38*q_r_rotor_y - cse41*q_r_rotor_x;  /* [26, 4] */
    out[473] = cse19*q_r_rotor_y + cse20*q_r_rotor_x;  /* [26, 5] */
    out[489] = -cse22 + cse23 - cse24;  /* [27, 3] */
    out[490] = -cse36 - cse37;  /* [27, 4] */
    out[491] = cse253;  /* [27, 5] */
    out[507] = -cse26 + cse27 + cse28;  /* [28, 3] */
    out[508] = -cse39 - cse40;  /* [28, 4] */
    out[509] = cse20;  /* [28, 5] */
    out[525] = -cse30 - cse32 - cse33;  /* [29, 3] */
    out[527] = cse254;  /* [29, 5] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 7 x 24 row-major, 130 nonzero.
 * 323 operations after common subexpression elimination.
 */
void mg_four_link_re_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_r_link2_x = q[6];
    const double q_r_link2_y = q[7];
    const double q_r_link2_z = q[8];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_r_link3_x = q[12];
    const double q_r_link3_y = q[13];
    const double q_r_link3_z = q[14];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(q_theta_rotor);
    const double cse1 = sin(q_phi_rotor);
    const double cse2 = cos(q_psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = cos(q_phi_rotor);
    const double cse6 = sin(q_psi_rotor);
    const double cse7 = cse5*cse6;
    const double cse8 = cse4 + cse7;
    const double cse9 = cse1*cse6;
    const double cse10 = cse0*cse9;
    const double cse11 = cse2*cse5;
    const double cse12 = -cse10 + cse11;
    const double cse13 = sin(q_theta_rotor);
    const double cse14 = cse1*cse13;
    const double cse15 = cse0*cse11;
    const double cse16 = -cse15 + cse9;
    const double cse17 = cse0*cse7;
    const double cse18 = cse17 + cse3;
    const double cse19 = -cse13*cse5;
    const double cse20 = cse13*cse2;
    const double cse21 = -cse20;
    const double cse22 = cse13*cse6;
    const double cse23 = sin(q_phi_link3);
    const double cse24 = cos(q_theta_link3);
    const double cse25 = cos(q_psi_link3);
    const double cse26 = cse24*cse25;
    const double cse27 = cse23*cse26;
    const double cse28 = 3.2576966240486005*cse27;
    const double cse29 = sin(q_theta_link3);
    const double cse30 = cse23*cse29;
    const double cse31 = 1.7542555987262378*cse30;
    const double cse32 = cos(q_phi_link3);
    const double cse33 = sin(q_psi_link3);
    const double cse34 = 3.2576966240486005*cse33;
    const double cse35 = cse32*cse34;
    const double cse36 = cse26*cse32;
    const double cse37 = 3.2576966240486005*cse36;
    const double cse38 = cse23*cse34;
    const double cse39 = cse29*cse32;
    const double cse40 = 1.7542555987262378*cse39;
    const double cse41 = cse25*cse29;
    const double cse42 = 3.2576966240486005*cse41;
    const double cse43 = 1.7542555987262378*cse24;
    const double cse44 = 1.0*cse24;
    const double cse45 = cse33*cse44;
    const double cse46 = cse23*cse45;
    const double cse47 = 1.0*cse32;
    const double cse48 = cse25*cse47;
    const double cse49 = cse46 - cse48;
    const double cse50 = 0.8804585470401622*cse24;
    const double cse51 = cse25*cse50;
    const double cse52 = 0.8804585470401622*cse33;
    const double cse53 = cse23*cse51 + 0.4741231347908751*cse30 + cse32*cse52;
    const double cse54 = 0.4741231347908751*cse24;
    const double cse55 = cse25*cse54;
    const double cse56 = 0.4741231347908751*cse33;
    const double cse57 = -cse23*cse55 + 0.8804585470401622*cse30 - cse32*cse56;
    const double cse58 = cse32*cse45;
    const double cse59 = 1.0*cse23;
    const double cse60 = cse25*cse59;
    const double cse61 = -cse58 - cse60;
    const double cse62 = cse23*cse52 - cse32*cse51 - 0.4741231347908751*cse39;
    const double cse63 = -cse23*cse56 + cse32*cse55 - 0.8804585470401622*cse39;
    const double cse64 = 1.0*cse29*cse33;
    const double cse65 = -cse64;
    const double cse66 = -0.8804585470401622*cse41 + cse54;
    const double cse67 = 0.4741231347908751*cse41 + cse50;
    const double cse68 = cos(q_theta_link2);
    const double cse69 = cos(q_psi_link2);
    const double cse70 = sin(q_phi_link2);
    const double cse71 = cse69*cse70;
    const double cse72 = cse68*cse71;
    const double cse73 = 4.250000000000001*cse68;
    const double cse74 = sin(q_psi_link2);
    const double cse75 = cse70*cse74;
    const double cse76 = cse73*cse75;
    const double cse77 = sin(q_theta_link2);
    const double cse78 = 3.7542555987262376*cse77;
    const double cse79 = cos(q_phi_link2);
    const double cse80 = 4.250000000000001*cse69;
    const double cse81 = cse79*cse80;
    const double cse82 = 2.2576966240486005*cse74;
    const double cse83 = cse74*cse79;
    const double cse84 = cse73*cse83;
    const double cse85 = cse70*cse80;
    const double cse86 = cse69*cse79;
    const double cse87 = cse68*cse86;
    const double cse88 = cse69*cse77;
    const double cse89 = cse74*cse77;
    const double cse90 = 4.250000000000001*cse89;
    const double cse91 = 1.0000000000000002*cse86;
    const double cse92 = 1.0000000000000002*cse68;
    const double cse93 = cse75*cse92;
    const double cse94 = 5.551115123125783e-17*cse77;
    const double cse95 = cse70*cse94;
    const double cse96 = 0.8804585470401622*cse68;
    const double cse97 = 8.326672684688674e-17*cse68;
    const double cse98 = 0.4741231347908751*cse77;
    const double cse99 = 0.8804585470401622*cse74;
    const double cse100 = 0.4741231347908751*cse68;
    const double cse101 = 0.4741231347908751*cse74;
    const double cse102 = 1.1102230246251565e-16*cse68;
    const double cse103 = 0.8804585470401622*cse77;
    const double cse104 = cse83*cse92;
    const double cse105 = 1.0000000000000002*cse71;
    const double cse106 = cse79*cse94;
    const double cse107 = 1.0000000000000002*cse89;
    const double cse108 = 5.551115123125783e-17*cse68;
    const double cse109 = 3.7455577200000003*cse77;
    const double cse110 = 2.2623654400000004*cse74;
    const double cse111 = 1.0*cse68;
    const double cse112 = 1.0*cse74;
    const double cse113 = 0.9999999999999999*cse77;
    const double cse114 = -cse4 - cse7;
    const double cse115 = cse15 - cse9;
    const double cse116 = 3.2623654399999995*cse33;
    const double cse117 = cse25*cse44;

    memset(out, 0, sizeof(double) * 168);
    out[0] = q_r_rotor_x;  /* [0, 0] */
    out[1] = q_r_rotor_y;  /* [0, 1] */
    out[2] = q_r_rotor_z;  /* [0, 2] */
    out[3] = cse8;  /* [0, 3] */
    out[4] = cse12;  /* [0, 4] */
    out[5] = cse14;  /* [0, 5] */
    out[6] = cse16;  /* [0, 6] */
    out[7] = cse18;  /* [0, 7] */
    out[8] = cse19;  /* [0, 8] */
    out[9] = cse21;  /* [0, 9] */
    out[10] = cse22;  /* [0, 10] */
    out[11] = cse0;  /* [0, 11] */
    out[17] = 1;  /* [0, 17] */
    out[19] = 1;  /* [0, 19] */
    out[21] = -1;  /* [0, 21] */
    out[24] = cse28 + cse31 + cse35 + q_r_link3_x;  /* [1, 0] */
    out[25] = -cse37 + cse38 - cse40 + q_r_link3_y;  /* [1, 1] */
    out[26] = -cse42 + cse43 + q_r_link3_z;  /* [1, 2] */
    out[27] = cse49;  /* [1, 3] */
    out[28] = cse53;  /* [1, 4] */
    out[29] = cse57;  /* [1, 5] */
    out[30] = cse61;  /* [1, 6] */
    out[31] = cse62;  /* [1, 7] */
    out[32] = cse63;  /* [1, 8] */
    out[33] = cse65;  /* [1, 9] */
    out[34] = cse66;  /* [1, 10] */
    out[35] = cse67;  /* [1, 11] */
    out[36] = -3.991302121273762;  /* [1, 12] */
    out[37] = -8.5;  /* [1, 13] */
    out[38] = 0.004668815951399452;  /* [1, 14] */
    out[40] = 0.4741231347908751;  /* [1, 16] */
    out[41] = 0.8804585470401622;  /* [1, 17] */
    out[42] = -1.0;  /* [1, 18] */
    out[46] = -0.8804585470401622;  /* [1, 22] */
    out[47] = 0.4741231347908751;  /* [1, 23] */
    out[48] = -cse28 - cse31 - cse35 + q_r_link3_x;  /* [2, 0] */
    out[49] = cse37 - cse38 + cse40 + q_r_link3_y;  /* [2, 1] */
    out[50] = cse42 - cse43 + q_r_link3_z;  /* [2, 2] */
    out[51] = cse49;  /* [2, 3] */
    out[52] = cse53;  /* [2, 4] */
    out[53] = cse57;  /* [2, 5] */
    out[54] = cse61;  /* [2, 6] */
    out[55] = cse62;  /* [2, 7] */
    out[56] = cse63;  /* [2, 8] */
    out[57] = cse65;  /* [2, 9] */
    out[58] = cse66;  /* [2, 10] */
    out[59] = cse67;  /* [2, 11] */
    out[60] = -cse70*cse78 - 2.2576966240486005*cse72 + cse76 - cse79*cse82 - cse81 + q_r_link2_x;  /* [2, 12] */
    out[61] = -cse70*cse82 + cse78*cse79 - cse84 - cse85 + 2.2576966240486005*cse87 + q_r_link2_y;  /* [2, 13] */
    out[62] = -3.7542555987262376*cse68 + 2.2576966240486005*cse88 - cse90 + q_r_link2_z;  /* [2, 14] */
    out[63] = -cse91 + cse93 - cse95;  /* [2, 15] */
    out[64] = cse70*cse98 + cse71*cse96 - cse75*cse97 + cse79*cse99 + 8.326672684688674e-17*cse86;  /* [2, 16] */
    out[65] = -cse100*cse71 - cse101*cse79 - cse102*cse75 + cse103*cse70 + 1.1102230246251565e-16*cse86;  /* [2, 17] */
    out[66] = -cse104 - cse105 + cse106;  /* [2, 18] */
    out[67] = cse70*cse99 + 8.326672684688674e-17*cse71 - cse79*cse98 + cse83*cse97 - cse86*cse96;  /* [2, 19] */
    out[68] = cse100*cse86 - cse101*cse70 + cse102*cse83 - cse103*cse79 + 1.1102230246251565e-16*cse71;  /* [2, 20] */
    out[69] = -cse107 - cse108;  /* [2, 21] */
    out[70] = cse100 - 0.8804585470401622*cse88 + 8.326672684688674e-17*cse89;  /* [2, 22] */
    out[71] = 0.4741231347908751*cse88 + 1.1102230246251565e-16*cse89 + cse96;  /* [2, 23] */
    out[72] = -2*cse4 - 2*cse7 + q_r_rotor_x;  /* [3, 0] */
    out[73] = 2*cse15 - 2*cse9 + q_r_rotor_y;  /* [3, 1] */
    out[74] = 2*cse20 + q_r_rotor_z;  /* [3, 2] */
    out[75] = cse8;  /* [3, 3] */
    out[76] = cse12;  /* [3, 4] */
    out[77] = cse14;  /* [3, 5] */
    out[78] = cse16;  /* [3, 6] */
    out[79] = cse18;  /* [3, 7] */
    out[80] = cse19;  /* [3, 8] */
    out[81] = cse21;  /* [3, 9] */
    out[82] = cse22;  /* [3, 10] */
    out[83] = cse0;  /* [3, 11] */
    out[84] = cse109*cse70 + cse110*cse79 + 2.2623654400000004*cse72 - cse76 + cse81 + q_r_link2_x;  /* [3, 12] */
    out[85] = -cse109*cse79 + cse110*cse70 + cse84 + cse85 - 2.2623654400000004*cse87 + q_r_link2_y;  /* [3, 13] */
    out[86] = 3.7455577200000003*cse68 - 2.2623654400000004*cse88 + cse90 + q_r_link2_z;  /* [3, 14] */
    out[87] = cse111*cse71 + cse112*cse79;  /* [3, 15] */
    out[88] = cse91 - cse93 + cse95;  /* [3, 16] */
    out[89] = -cse108*cse75 + cse113*cse70 + 5.551115123125783e-17*cse86;  /* [3, 17] */
    out[90] = -cse111*cse86 + cse112*cse70;  /* [3, 18] */
    out[91] = cse104 + cse105 - cse106;  /* [3, 19] */
    out[92] = cse108*cse83 - cse113*cse79 + 5.551115123125783e-17*cse71;  /* [3, 20] */
    out[93] = -1.0*cse88;  /* [3, 21] */
    out[94] = cse107 + cse108;  /* [3, 22] */
    out[95] = 0.9999999999999999*cse68 + cse74*cse94;  /* [3, 23] */
    out[99] = 1;  /* [4, 3] */
    out[103] = 1;  /* [4, 7] */
    out[107] = 1;  /* [4, 11] */
    out[108] = q_r_rotor_x;  /* [4, 12] */
    out[109] = q_r_rotor_y;  /* [4, 13] */
    out[110] = q_r_rotor_z;  /* [4, 14] */
    out[111] = cse14;  /* [4, 15] */
    out[112] = cse12;  /* [4, 16] */
    out[113] = cse114;  /* [4, 17] */
    out[114] = cse19;  /* [4, 18] */
    out[115] = cse18;  /* [4, 19] */
    out[116] = cse115;  /* [4, 20] */
    out[117] = cse0;  /* [4, 21] */
    out[118] = cse22;  /* [4, 22] */
    out[119] = cse20;  /* [4, 23] */
    out[125] = 1;  /* [5, 5] */
    out[127] = -1;  /* [5, 7] */
    out[129] = 1;  /* [5, 9] */
    out[132] = q_r_rotor_x;  /* [5, 12] */
    out[133] = q_r_rotor_y;  /* [5, 13] */
    out[134] = q_r_rotor_z;  /* [5, 14] */
    out[135] = cse114;  /* [5, 15] */
    out[136] = cse10 - cse11;  /* [5, 16] */
    out[137] = cse14;  /* [5, 17] */
    out[138] = cse115;  /* [5, 18] */
    out[139] = -cse17 - cse3;  /* [5, 19] */
    out[140] = cse19;  /* [5, 20] */
    out[141] = cse20;  /* [5, 21] */
    out[142] = -cse22;  /* [5, 22] */
    out[143] = cse0;  /* [5, 23] */
    out[144] = -4;  /* [6, 0] */
    out[145] = -8.5;  /* [6, 1] */
    out[148] = -1;  /* [6, 4] */
    out[152] = 1;  /* [6, 8] */
    out[153] = -1;  /* [6, 9] */
    out[156] = cse116*cse32 + 3.2623654399999995*cse27 + 1.7455577199999999*cse30 + q_r_link3_x;  /* [6, 12] */
    out[157] = cse116*cse23 - 3.2623654399999995*cse36 - 1.7455577199999999*cse39 + q_r_link3_y;  /* [6, 13] */
    out[158] = 1.7455577199999999*cse24 - 3.2623654399999995*cse41 + q_r_link3_z;  /* [6, 14] */
    out[159] = cse117*cse23 + cse33*cse47;  /* [6, 15] */
    out[160] = -1.0*cse30;  /* [6, 16] */
    out[161] = -cse46 + cse48;  /* [6, 17] */
    out[162] = -cse117*cse32 + cse33*cse59;  /* [6, 18] */
    out[163] = 1.0*cse39;  /* [6, 19] */
    out[164] = cse58 + cse60;  /* [6, 20] */
    out[165] = -1.0*cse41;  /* [6, 21] */
    out[166] = -cse44;  /* [6, 22] */
    out[167] = cse64;  /* [6, 23] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_four_link_re_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_reaction_frames(q + (size_t)k * 18, p, out + (size_t)k * 168);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 2 x 18 row-major, 36 nonzero.
 * 187 operations after common subexpression elimination.
 */
void mg_four_link_re_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_r_link3_x = q[12];
    const double q_r_link3_y = q[13];
    const double q_r_link3_z = q[14];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    (void)p;
    const double cse0 = cos(q_psi_rotor);
    const double cse1 = sin(q_theta_rotor);
    const double cse2 = cse0*cse1;
    const double cse3 = sin(q_psi_rotor);
    const double cse4 = cse1*cse3;
    const double cse5 = cos(q_theta_rotor);
    const double cse6 = cos(q_phi_rotor);
    const double cse7 = cse0*cse6;
    const double cse8 = sin(q_phi_rotor);
    const double cse9 = cse3*cse8;
    const double cse10 = -cse5*cse7 + cse9;
    const double cse11 = cse3*cse6;
    const double cse12 = cse0*cse8;
    const double cse13 = cse11*cse5 + cse12;
    const double cse14 = cse1*cse6;
    const double cse15 = cse12*cse5;
    const double cse16 = cse5*cse9;
    const double cse17 = cse1*cse8;
    const double cse18 = -cse2*v_phid_rotor + cse3*v_thetad_rotor;
    const double cse19 = cse0*v_thetad_rotor + cse4*v_phid_rotor;
    const double cse20 = cse5*v_phid_rotor + v_psid_rotor;
    const double cse21 = sin(q_theta_link3);
    const double cse22 = cos(q_psi_link3);
    const double cse23 = 1.0*cse22;
    const double cse24 = cos(q_theta_link3);
    const double cse25 = 1.0*cse24;
    const double cse26 = sin(q_psi_link3);
    const double cse27 = 1.0*cse21*cse26;
    const double cse28 = sin(q_phi_link3);
    const double cse29 = cse22*cse28;
    const double cse30 = cos(q_phi_link3);
    const double cse31 = 1.0*cse30;
    const double cse32 = cse21*cse28;
    const double cse33 = cse26*cse28;
    const double cse34 = -cse22*cse31 + cse25*cse33;
    const double cse35 = cse22*cse30;
    const double cse36 = 1.0*cse28;
    const double cse37 = cse21*cse30;
    const double cse38 = cse26*cse30;
    const double cse39 = cse25*cse38;
    const double cse40 = cse22*cse36;
    const double cse41 = cse21*cse22;
    const double cse42 = 3.2623654399999995*cse41;
    const double cse43 = 1.7455577199999999*cse24;
    const double cse44 = 3.2623654399999995*cse24;
    const double cse45 = cse29*cse44;
    const double cse46 = 3.2623654399999995*cse38;
    const double cse47 = 1.7455577199999999*cse32;
    const double cse48 = 3.2623654399999995*cse33 - cse35*cse44 - 1.7455577199999999*cse37;
    const double cse49 = 0.4741231347908751*cse24;
    const double cse50 = -0.8804585470401622*cse41 + cse49;
    const double cse51 = 0.8804585470401622*cse26*v_thetad_link3 + cse50*v_phid_link3 + 0.4741231347908751*v_psid_link3;
    const double cse52 = cse50*cse51;
    const double cse53 = -cse23*v_thetad_link3 - cse27*v_phid_link3;
    const double cse54 = cse27*cse53;
    const double cse55 = 0.4741231347908751*cse26;
    const double cse56 = 0.4741231347908751*cse21;
    const double cse57 = 0.8804585470401622*cse24;
    const double cse58 = cse22*cse56 + cse57;
    const double cse59 = -cse55*v_thetad_link3 + cse58*v_phid_link3 + 0.8804585470401622*v_psid_link3;
    const double cse60 = cse58*cse59;
    const double cse61 = cse51*(cse28*cse56 + cse29*cse57 + 0.8804585470401622*cse38);
    const double cse62 = cse59*(-cse29*cse49 - cse30*cse55 + 0.8804585470401622*cse32);
    const double cse63 = cse34*cse53;
    const double cse64 = cse51*(-cse30*cse56 + 0.8804585470401622*cse33 - cse35*cse57) + cse53*(-cse39 - cse40) + cse59*(-cse28*cse55 + cse35*cse49 - 0.8804585470401622*cse37);
    const double cse65 = cse61 + cse62 + cse63;
    const double cse66 = cse45 + cse46 + cse47;
    const double cse67 = -cse42 + cse43;
    const double cse68 = cse52 - cse54 + cse60;

    out[0] = cse2;  /* [0, 0] */
    out[1] = -cse4;  /* [0, 1] */
    out[2] = cse5;  /* [0, 2] */
    out[3] = cse10;  /* [0, 3] */
    out[4] = cse13;  /* [0, 4] */
    out[5] = cse14;  /* [0, 5] */
    out[6] = -cse11 - cse15;  /* [0, 6] */
    out[7] = cse16 - cse7;  /* [0, 7] */
    out[8] = cse17;  /* [0, 8] */
    out[9] = q_r_rotor_z;  /* [0, 9] */
    out[10] = -q_r_rotor_y;  /* [0, 10] */
    out[11] = q_r_rotor_x;  /* [0, 11] */
    out[12] = -cse18*cse2 + cse19*cse4 + cse20*cse5;  /* [0, 12] */
    out[13] = -cse10*cse18 - cse13*cse19 + cse14*cse20;  /* [0, 13] */
    out[14] = cse17*cse20 + cse18*(cse11 + cse15) + cse19*(-cse16 + cse7);  /* [0, 14] */
    out[15] = v_rd_rotor_z;  /* [0, 15] */
    out[16] = -v_rd_rotor_y;  /* [0, 16] */
    out[17] = v_rd_rotor_x;  /* [0, 17] */
    out[18] = cse21*cse23;  /* [1, 0] */
    out[19] = cse25;  /* [1, 1] */
    out[20] = -cse27;  /* [1, 2] */
    out[21] = -cse25*cse29 - cse26*cse31;  /* [1, 3] */
    out[22] = 1.0*cse32;  /* [1, 4] */
    out[23] = cse34;  /* [1, 5] */
    out[24] = -cse25*cse35 + cse26*cse36;  /* [1, 6] */
    out[25] = 1.0*cse37;  /* [1, 7] */
    out[26] = cse39 + cse40;  /* [1, 8] */
    out[27] = cse42 - cse43 - q_r_link3_z;  /* [1, 9] */
    out[28] = -cse45 - cse46 - cse47 - q_r_link3_x - 4;  /* [1, 10] */
    out[29] = cse48 + q_r_link3_y + 8.5;  /* [1, 11] */
    out[30] = -cse52 + cse54 - cse60;  /* [1, 12] */
    out[31] = -cse61 - cse62 - cse63;  /* [1, 13] */
    out[32] = cse64;  /* [1, 14] */
    out[33] = -cse48*cse65 + cse64*cse66 - v_rd_link3_z;  /* [1, 15] */
    out[34] = cse48*cse68 - cse64*cse67 - v_rd_link3_x;  /* [1, 16] */
    out[35] = -cse65*cse67 + cse66*cse68 + v_rd_link3_y;  /* [1, 17] */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_four_link_re_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_joint_motion(q + (size_t)k * 18, v + (size_t)k * 18, p, out + (size_t)k * 36);
    }
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 137 operations after common subexpression elimination.
 */
void mg_four_link_re_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_rotor_z = q[2];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_r_link2_z = q[8];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_r_link3_z = q[14];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(q_psi_link2);
    const double cse1 = sin(q_psi_link2);
    const double cse2 = v_thetad_link2*(-0.6612594709887001*cse0 + 0.00026326970986405957*cse1);
    const double cse3 = sin(q_theta_link2);
    const double cse4 = cse0*cse3;
    const double cse5 = cse1*cse3;
    const double cse6 = cos(q_theta_link2);
    const double cse7 = v_phid_link2*(-0.00026326970986405957*cse4 - 0.6612594709887001*cse5 + 0.7501572120007941*cse6);
    const double cse8 = sin(q_psi_link3);
    const double cse9 = cse8*v_thetad_link3;
    const double cse10 = cos(q_psi_link3);
    const double cse11 = sin(q_theta_link3);
    const double cse12 = v_phid_link3*(-0.8804585470401622*cse10*cse11 + 0.4741231347908751*cos(q_theta_link3));
    const double cse13 = sin(q_psi_rotor);
    const double cse14 = v_phid_rotor*sin(q_theta_rotor);
    const double cse15 = cse13*cse14;
    const double cse16 = cos(q_psi_rotor);
    const double cse17 = cse16*v_thetad_rotor;
    const double cse18 = v_thetad_link2*(0.6967213111475148*cse0 + 0.3708795797635267*cse1);
    const double cse19 = v_phid_link2*(-0.3708795797635267*cse4 + 0.6967213111475148*cse5 + 0.6140258560576402*cse6);
    const double cse20 = cse14*cse16;
    const double cse21 = cse13*v_thetad_rotor;
    const double cse22 = cse11*cse8*v_phid_link3;
    const double cse23 = cse10*v_thetad_link3;

    out[0] = 0.5*(v_rd_link2_x*v_rd_link2_x) + 0.5*(v_rd_link2_y*v_rd_link2_y) + 0.5*(v_rd_link2_z*v_rd_link2_z) + 0.5*(v_rd_link3_x*v_rd_link3_x) + 0.5*(v_rd_link3_y*v_rd_link3_y) + 0.5*(v_rd_link3_z*v_rd_link3_z) + 1.0*(v_rd_rotor_x*v_rd_rotor_x) + 1.0*(v_rd_rotor_y*v_rd_rotor_y) + 1.0*(v_rd_rotor_z*v_rd_rotor_z) + (1.0/2.0)*(cse15 + cse17)*(2.0*cse15 + 2.0*cse17) + (1.0/2.0)*(-4.0*cse20 + 4.0*cse21)*(-cse20 + cse21) + (1.0/2.0)*(-4.54*cse22 - 4.54*cse23)*(-1.0*cse22 - 1.0*cse23) + (1.0/2.0)*(0.01*cse12 + 0.008804585470401622*cse9 + 0.004741231347908751*v_psid_link3)*(cse12 + 0.8804585470401622*cse9 + 0.4741231347908751*v_psid_link3) + (1.0/2.0)*(0.01*cse18 + 0.01*cse19 + 0.006140258560576401*v_psid_link2)*(cse18 + cse19 + 0.6140258560576402*v_psid_link2) + (1.0/2.0)*(cse2 + cse7 + 0.7501572120007941*v_psid_link2)*(12.4*cse2 + 12.4*cse7 + 9.301949428809847*v_psid_link2);  /* [0, 0] */
    out[1] = 9.81*q_r_link2_z + 9.81*q_r_link3_z + 19.62*q_r_rotor_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_re_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_energy(q + (size_t)k * 18, v + (size_t)k * 18, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_re_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_re_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_power(q + (size_t)k * 18, v + (size_t)k * 18, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); p (parameters, 0).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_re_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_four_link_re_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_markers(q + (size_t)k * 18, v + (size_t)k * 18, a + (size_t)k * 18, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 260 operations after common subexpression elimination.
 */
void mg_four_link_re_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_r_link2_x = q[6];
    const double q_r_link2_y = q[7];
    const double q_r_link2_z = q[8];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_r_link3_x = q[12];
    const double q_r_link3_y = q[13];
    const double q_r_link3_z = q[14];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
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
    const double cse9 = cos(q_psi_link2);
    const double cse10 = sin(q_psi_link2);
    const double cse11 = sin(q_theta_link2);
    const double cse12 = cse11*cse9;
    const double cse13 = cse10*cse11;
    const double cse14 = cos(q_theta_link2);
    const double cse15 = v_phid_link2*(-0.00026326970986405957*cse12 - 0.6612594709887001*cse13 + 0.7501572120007941*cse14) + 0.7501572120007941*v_psid_link2 + v_thetad_link2*(0.00026326970986405957*cse10 - 0.6612594709887001*cse9);
    const double cse16 = sin(q_phi_link2);
    const double cse17 = cse14*cse9;
    const double cse18 = 0.003264544402314339*cse17;
    const double cse19 = cos(q_phi_link2);
    const double cse20 = 8.199617440259882*cse9;
    const double cse21 = 0.003264544402314339*cse10;
    const double cse22 = cse10*cse14;
    const double cse23 = 8.199617440259882*cse22;
    const double cse24 = cse11*cse16;
    const double cse25 = sin(q_psi_link3);
    const double cse26 = cos(q_psi_link3);
    const double cse27 = sin(q_theta_link3);
    const double cse28 = cse26*cse27;
    const double cse29 = cos(q_theta_link3);
    const double cse30 = 0.8804585470401622*cse25*v_thetad_link3 + v_phid_link3*(-0.8804585470401622*cse28 + 0.4741231347908751*cse29) + 0.4741231347908751*v_psid_link3;
    const double cse31 = 0.008804585470401622*cse26;
    const double cse32 = sin(q_phi_link3);
    const double cse33 = cse29*cse32;
    const double cse34 = cos(q_phi_link3);
    const double cse35 = 0.008804585470401622*cse25;
    const double cse36 = 0.004741231347908751*cse27;
    const double cse37 = v_phid_link2*(-0.3708795797635267*cse12 + 0.6967213111475148*cse13 + 0.6140258560576402*cse14) + 0.6140258560576402*v_psid_link2 + v_thetad_link2*(0.3708795797635267*cse10 + 0.6967213111475148*cse9);
    const double cse38 = 0.0037087957976352673*cse17;
    const double cse39 = 0.0037087957976352673*cse10;
    const double cse40 = 0.0069672131114751484*cse22;
    const double cse41 = 0.0069672131114751484*cse9;
    const double cse42 = -1.0*cse25*cse27*v_phid_link3 - 1.0*cse26*v_thetad_link3;
    const double cse43 = 4.54*cse25;
    const double cse44 = 4.54*cse26;
    const double cse45 = cos(q_psi_rotor);
    const double cse46 = sin(q_theta_rotor);
    const double cse47 = cse46*v_phid_rotor;
    const double cse48 = sin(q_psi_rotor);
    const double cse49 = -cse45*cse47 + cse48*v_thetad_rotor;
    const double cse50 = sin(q_phi_rotor);
    const double cse51 = cos(q_theta_rotor);
    const double cse52 = cse50*cse51;
    const double cse53 = 4.0*cse45;
    const double cse54 = cos(q_phi_rotor);
    const double cse55 = 4.0*cse48;
    const double cse56 = cse45*v_thetad_rotor + cse47*cse48;
    const double cse57 = 2.0*cse48;
    const double cse58 = 2.0*cse45;
    const double cse59 = cse11*cse19;
    const double cse60 = cse29*cse34;
    const double cse61 = cse51*cse54;

    out[0] = cse0 + cse1 + cse2;  /* [0, 0] */
    out[1] = cse3 + cse4 + cse5;  /* [1, 0] */
    out[2] = cse6 + cse7 + cse8;  /* [2, 0] */
    out[3] = cse15*(cse16*cse18 + cse16*cse23 - cse19*cse20 + cse19*cse21 + 9.301949428809847*cse24) - cse3*q_r_rotor_z + cse30*(cse31*cse33 + cse32*cse36 + cse34*cse35) + cse37*(cse16*cse38 - cse16*cse40 + cse19*cse39 + cse19*cse41 + 0.006140258560576401*cse24) - cse4*q_r_link3_z + cse42*(cse33*cse43 - cse34*cse44) + cse49*(cse52*cse53 + cse54*cse55) - cse5*q_r_link2_z + cse56*(-cse52*cse57 + cse54*cse58) + cse6*q_r_rotor_y + cse7*q_r_link3_y + cse8*q_r_link2_y;  /* [3, 0] */
    out[4] = cse0*q_r_rotor_z + cse1*q_r_link3_z + cse15*(-cse16*cse20 + cse16*cse21 - cse18*cse19 - cse19*cse23 - 9.301949428809847*cse59) + cse2*q_r_link2_z + cse30*(-cse31*cse60 + cse32*cse35 - cse34*cse36) + cse37*(cse16*cse39 + cse16*cse41 - cse19*cse38 + cse19*cse40 - 0.006140258560576401*cse59) + cse42*(-cse32*cse44 - cse43*cse60) + cse49*(cse50*cse55 - cse53*cse61) + cse56*(cse50*cse58 + cse57*cse61) - cse6*q_r_rotor_x - cse7*q_r_link3_x - cse8*q_r_link2_x;  /* [4, 0] */
    out[5] = -cse0*q_r_rotor_y - cse1*q_r_link3_y + cse15*(-0.003264544402314339*cse12 - 8.199617440259882*cse13 + 9.301949428809847*cse14) - cse2*q_r_link2_y - cse27*cse42*cse43 + cse3*q_r_rotor_x + cse30*(-0.008804585470401622*cse28 + 0.004741231347908751*cse29) + cse37*(-0.0037087957976352673*cse12 + 0.0069672131114751484*cse13 + 0.006140258560576401*cse14) + cse4*q_r_link3_x - cse46*cse49*cse53 + cse46*cse56*cse57 + cse5*q_r_link2_x;  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_four_link_re_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_momentum(q + (size_t)k * 18, v + (size_t)k * 18, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 3 x 12 row-major, 36 nonzero.
 * 165 operations after common subexpression elimination.
 */
void mg_four_link_re_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_r_link2_x = q[6];
    const double q_r_link2_y = q[7];
    const double q_r_link2_z = q[8];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_r_link3_x = q[12];
    const double q_r_link3_y = q[13];
    const double q_r_link3_z = q[14];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(q_theta_rotor);
    const double cse1 = sin(q_phi_rotor);
    const double cse2 = cos(q_psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cos(q_phi_rotor);
    const double cse5 = sin(q_psi_rotor);
    const double cse6 = cse4*cse5;
    const double cse7 = cse1*cse5;
    const double cse8 = cse2*cse4;
    const double cse9 = sin(q_theta_rotor);
    const double cse10 = sin(q_phi_link2);
    const double cse11 = cos(q_theta_link2);
    const double cse12 = cos(q_psi_link2);
    const double cse13 = cse11*cse12;
    const double cse14 = cse10*cse13;
    const double cse15 = cos(q_phi_link2);
    const double cse16 = 0.6612594709887001*cse12;
    const double cse17 = sin(q_psi_link2);
    const double cse18 = cse10*cse17;
    const double cse19 = 0.6612594709887001*cse11;
    const double cse20 = sin(q_theta_link2);
    const double cse21 = 0.7501572120007941*cse20;
    const double cse22 = cse15*cse17;
    const double cse23 = 0.6967213111475148*cse12;
    const double cse24 = 0.6967213111475148*cse11;
    const double cse25 = 0.6140258560576402*cse20;
    const double cse26 = 0.27805633713446004*cse12;
    const double cse27 = 0.27805633713446004*cse11;
    const double cse28 = 0.245431060332383*cse20;
    const double cse29 = cse13*cse15;
    const double cse30 = cse12*cse20;
    const double cse31 = cse17*cse20;
    const double cse32 = sin(q_phi_link3);
    const double cse33 = cos(q_theta_link3);
    const double cse34 = sin(q_psi_link3);
    const double cse35 = 1.0*cse34;
    const double cse36 = cse33*cse35;
    const double cse37 = cos(q_phi_link3);
    const double cse38 = cos(q_psi_link3);
    const double cse39 = 1.0*cse38;
    const double cse40 = 0.8804585470401622*cse33;
    const double cse41 = cse38*cse40;
    const double cse42 = sin(q_theta_link3);
    const double cse43 = 0.4741231347908751*cse42;
    const double cse44 = 0.8804585470401622*cse34;
    const double cse45 = 0.4741231347908751*cse33;
    const double cse46 = cse38*cse45;
    const double cse47 = 0.4741231347908751*cse34;
    const double cse48 = 0.8804585470401622*cse42;

    out[0] = q_r_rotor_x;  /* [0, 0] */
    out[1] = q_r_rotor_y;  /* [0, 1] */
    out[2] = q_r_rotor_z;  /* [0, 2] */
    out[3] = cse0*cse3 + cse6;  /* [0, 3] */
    out[4] = -cse0*cse7 + cse8;  /* [0, 4] */
    out[5] = cse1*cse9;  /* [0, 5] */
    out[6] = -cse0*cse8 + cse7;  /* [0, 6] */
    out[7] = cse0*cse6 + cse3;  /* [0, 7] */
    out[8] = -cse4*cse9;  /* [0, 8] */
    out[9] = -cse2*cse9;  /* [0, 9] */
    out[10] = cse5*cse9;  /* [0, 10] */
    out[11] = cse0;  /* [0, 11] */
    out[12] = q_r_link2_x;  /* [1, 0] */
    out[13] = q_r_link2_y;  /* [1, 1] */
    out[14] = q_r_link2_z;  /* [1, 2] */
    out[15] = cse10*cse21 + 0.00026326970986405957*cse14 - cse15*cse16 + cse18*cse19 + 0.00026326970986405957*cse22;  /* [1, 3] */
    out[16] = cse10*cse25 + 0.3708795797635267*cse14 + cse15*cse23 - cse18*cse24 + 0.3708795797635267*cse22;  /* [1, 4] */
    out[17] = cse10*cse28 - 0.9286809290620163*cse14 + cse15*cse26 - cse18*cse27 - 0.9286809290620163*cse22;  /* [1, 5] */
    out[18] = -cse10*cse16 - cse15*cse21 + 0.00026326970986405957*cse18 - cse19*cse22 - 0.00026326970986405957*cse29;  /* [1, 6] */
    out[19] = cse10*cse23 - cse15*cse25 + 0.3708795797635267*cse18 + cse22*cse24 - 0.3708795797635267*cse29;  /* [1, 7] */
    out[20] = cse10*cse26 - cse15*cse28 - 0.9286809290620163*cse18 + cse22*cse27 + 0.9286809290620163*cse29;  /* [1, 8] */
    out[21] = 0.7501572120007941*cse11 - 0.00026326970986405957*cse30 - 0.6612594709887001*cse31;  /* [1, 9] */
    out[22] = 0.6140258560576402*cse11 - 0.3708795797635267*cse30 + 0.6967213111475148*cse31;  /* [1, 10] */
    out[23] = 0.245431060332383*cse11 + 0.9286809290620163*cse30 + 0.27805633713446004*cse31;  /* [1, 11] */
    out[24] = q_r_link3_x;  /* [2, 0] */
    out[25] = q_r_link3_y;  /* [2, 1] */
    out[26] = q_r_link3_z;  /* [2, 2] */
    out[27] = cse32*cse36 - cse37*cse39;  /* [2, 3] */
    out[28] = cse32*cse41 + cse32*cse43 + cse37*cse44;  /* [2, 4] */
    out[29] = -cse32*cse46 + cse32*cse48 - cse37*cse47;  /* [2, 5] */
    out[30] = -cse32*cse39 - cse36*cse37;  /* [2, 6] */
    out[31] = cse32*cse44 - cse37*cse41 - cse37*cse43;  /* [2, 7] */
    out[32] = -cse32*cse47 + cse37*cse46 - cse37*cse48;  /* [2, 8] */
    out[33] = -cse35*cse42;  /* [2, 9] */
    out[34] = -cse38*cse48 + cse45;  /* [2, 10] */
    out[35] = cse38*cse43 + cse40;  /* [2, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_four_link_re_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_body_frames(q + (size_t)k * 18, p, out + (size_t)k * 36);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 3 x 6 row-major, 18 nonzero.
 * 248 operations after common subexpression elimination.
 */
void mg_four_link_re_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    const double q_phi_link2 = q[9];
    const double q_theta_link2 = q[10];
    const double q_psi_link2 = q[11];
    const double q_phi_link3 = q[15];
    const double q_theta_link3 = q[16];
    const double q_psi_link3 = q[17];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_phid_rotor = v[3];
    const double v_thetad_rotor = v[4];
    const double v_psid_rotor = v[5];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_phid_link2 = v[9];
    const double v_thetad_link2 = v[10];
    const double v_psid_link2 = v[11];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_phid_link3 = v[15];
    const double v_thetad_link3 = v[16];
    const double v_psid_link3 = v[17];
    (void)p;
    const double cse0 = sin(q_phi_rotor);
    const double cse1 = cos(q_theta_rotor);
    const double cse2 = cse1*v_phid_rotor + v_psid_rotor;
    const double cse3 = sin(q_theta_rotor);
    const double cse4 = cse2*cse3;
    const double cse5 = cos(q_psi_rotor);
    const double cse6 = cse3*cse5;
    const double cse7 = sin(q_psi_rotor);
    const double cse8 = -cse6*v_phid_rotor + cse7*v_thetad_rotor;
    const double cse9 = cse0*cse5;
    const double cse10 = cos(q_phi_rotor);
    const double cse11 = cse10*cse7;
    const double cse12 = cse3*cse7;
    const double cse13 = cse12*v_phid_rotor + cse5*v_thetad_rotor;
    const double cse14 = cse0*cse7;
    const double cse15 = cse10*cse5;
    const double cse16 = cos(q_psi_link2);
    const double cse17 = 0.6612594709887001*cse16;
    const double cse18 = sin(q_psi_link2);
    const double cse19 = 0.00026326970986405957*cse18;
    const double cse20 = sin(q_theta_link2);
    const double cse21 = cse16*cse20;
    const double cse22 = cse18*cse20;
    const double cse23 = cos(q_theta_link2);
    const double cse24 = -0.00026326970986405957*cse21 - 0.6612594709887001*cse22 + 0.7501572120007941*cse23;
    const double cse25 = cse24*v_phid_link2 + 0.7501572120007941*v_psid_link2 + v_thetad_link2*(-cse17 + cse19);
    const double cse26 = sin(q_phi_link2);
    const double cse27 = cse23*cse26;
    const double cse28 = cse16*cse27;
    const double cse29 = cos(q_phi_link2);
    const double cse30 = 0.6612594709887001*cse18;
    const double cse31 = cse20*cse26;
    const double cse32 = 0.9286809290620163*cse18;
    const double cse33 = 0.27805633713446004*cse16;
    const double cse34 = 0.9286809290620163*cse21 + 0.27805633713446004*cse22 + 0.245431060332383*cse23;
    const double cse35 = cse34*v_phid_link2 + 0.245431060332383*v_psid_link2 + v_thetad_link2*(-cse32 + cse33);
    const double cse36 = 0.27805633713446004*cse18;
    const double cse37 = 0.6967213111475148*cse16;
    const double cse38 = 0.3708795797635267*cse18;
    const double cse39 = -0.3708795797635267*cse21 + 0.6967213111475148*cse22 + 0.6140258560576402*cse23;
    const double cse40 = cse39*v_phid_link2 + 0.6140258560576402*v_psid_link2 + v_thetad_link2*(cse37 + cse38);
    const double cse41 = 0.6967213111475148*cse18;
    const double cse42 = 0.6140258560576402*cse20;
    const double cse43 = cse23*cse29;
    const double cse44 = cse16*cse43;
    const double cse45 = cse20*cse29;
    const double cse46 = sin(q_psi_link3);
    const double cse47 = 0.8804585470401622*cse46;
    const double cse48 = cos(q_psi_link3);
    const double cse49 = sin(q_theta_link3);
    const double cse50 = 0.8804585470401622*cse49;
    const double cse51 = cos(q_theta_link3);
    const double cse52 = 0.4741231347908751*cse51;
    const double cse53 = -cse48*cse50 + cse52;
    const double cse54 = cse47*v_thetad_link3 + cse53*v_phid_link3 + 0.4741231347908751*v_psid_link3;
    const double cse55 = sin(q_phi_link3);
    const double cse56 = 0.8804585470401622*cse51;
    const double cse57 = cse48*cse56;
    const double cse58 = 0.4741231347908751*cse49;
    const double cse59 = cos(q_phi_link3);
    const double cse60 = 0.4741231347908751*cse46;
    const double cse61 = cse48*cse58 + cse56;
    const double cse62 = -cse60*v_thetad_link3 + cse61*v_phid_link3 + 0.8804585470401622*v_psid_link3;
    const double cse63 = cse48*cse52;
    const double cse64 = 1.0*cse46;
    const double cse65 = cse49*cse64;
    const double cse66 = 1.0*cse48;
    const double cse67 = -cse65*v_phid_link3 - cse66*v_thetad_link3;
    const double cse68 = cse51*cse64;

    out[0] = v_rd_rotor_x;  /* [0, 0] */
    out[1] = v_rd_rotor_y;  /* [0, 1] */
    out[2] = v_rd_rotor_z;  /* [0, 2] */
    out[3] = cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(cse1*cse9 + cse11);  /* [0, 3] */
    out[4] = -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(-cse1*cse15 + cse14);  /* [0, 4] */
    out[5] = cse1*cse2 + cse12*cse13 - cse6*cse8;  /* [0, 5] */
    out[6] = v_rd_link2_x;  /* [1, 0] */
    out[7] = v_rd_link2_y;  /* [1, 1] */
    out[8] = v_rd_link2_z;  /* [1, 2] */
    out[9] = cse25*(-cse17*cse29 + cse19*cse29 + cse27*cse30 + 0.00026326970986405957*cse28 + 0.7501572120007941*cse31) + cse35*(-cse27*cse36 - 0.9286809290620163*cse28 - cse29*cse32 + cse29*cse33 + 0.245431060332383*cse31) + cse40*(cse26*cse42 - cse27*cse41 + 0.3708795797635267*cse28 + cse29*cse37 + cse29*cse38);  /* [1, 3] */
    out[10] = cse25*(-cse17*cse26 + cse19*cse26 - cse30*cse43 - 0.00026326970986405957*cse44 - 0.7501572120007941*cse45) + cse35*(-cse26*cse32 + cse26*cse33 + cse36*cse43 + 0.9286809290620163*cse44 - 0.245431060332383*cse45) + cse40*(cse26*cse37 + cse26*cse38 - cse29*cse42 + cse41*cse43 - 0.3708795797635267*cse44);  /* [1, 4] */
    out[11] = cse24*cse25 + cse34*cse35 + cse39*cse40;  /* [1, 5] */
    out[12] = v_rd_link3_x;  /* [2, 0] */
    out[13] = v_rd_link3_y;  /* [2, 1] */
    out[14] = v_rd_link3_z;  /* [2, 2] */
    out[15] = cse54*(cse47*cse59 + cse55*cse57 + cse55*cse58) + cse62*(cse50*cse55 - cse55*cse63 - cse59*cse60) + cse67*(cse55*cse68 - cse59*cse66);  /* [2, 3] */
    out[16] = cse54*(cse47*cse55 - cse57*cse59 - cse58*cse59) + cse62*(-cse50*cse59 - cse55*cse60 + cse59*cse63) + cse67*(-cse55*cse66 - cse59*cse68);  /* [2, 4] */
    out[17] = cse53*cse54 + cse61*cse62 - cse65*cse67;  /* [2, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_four_link_re_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_re_body_velocities(q + (size_t)k * 18, v + (size_t)k * 18, p, out + (size_t)k * 18);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 12 row-major, 27 nonzero.
 * 1 operations after common subexpression elimination.
 */
void mg_four_link_re_initial_frames(const double *p, double *out)
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
void mg_four_link_re_initial_velocities(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 18);
}

/* chart: Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and rp);
 * see mechgen.symbolic.formulations.chart_offset.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 9 row-major, 17 nonzero.
 * 1 operations after common subexpression elimination.
 */
void mg_four_link_re_chart(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 27);
    out[1] = 1;  /* [0, 1] */
    out[3] = -1;  /* [0, 3] */
    out[8] = 1;  /* [0, 8] */
    out[9] = -0.6612594709887001;  /* [1, 0] */
    out[10] = 0.6967213111475148;  /* [1, 1] */
    out[11] = 0.27805633713446004;  /* [1, 2] */
    out[12] = -0.00026326970986405957;  /* [1, 3] */
    out[13] = -0.3708795797635267;  /* [1, 4] */
    out[14] = 0.9286809290620163;  /* [1, 5] */
    out[15] = 0.7501572120007941;  /* [1, 6] */
    out[16] = 0.6140258560576402;  /* [1, 7] */
    out[17] = 0.245431060332383;  /* [1, 8] */
    out[18] = -1.0;  /* [2, 0] */
    out[22] = -0.8804585470401622;  /* [2, 4] */
    out[23] = 0.4741231347908751;  /* [2, 5] */
    out[25] = 0.4741231347908751;  /* [2, 7] */
    out[26] = 0.8804585470401622;  /* [2, 8] */
}

/* physical_data: Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
 * rest length: the numbers the runtime checks at run-time parameter values
 * (mechgen.core.physical).
 * Inputs: p (parameters, 0).
 * Output: out, 30 x 1 row-major, 12 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_re_physical_data(const double *p, double *out)
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
size_t mg_four_link_re_forward_dynamics_work(void)
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
    mg_four_link_re_M(q, p, M);
    mg_four_link_re_Phi_q(q, t, p, C);
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
    mg_four_link_re_Q(q, v, t, p, b);
    mg_four_link_re_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_four_link_re_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 18; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_four_link_re_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_four_link_re_index3_take(struct mg_arena *arena, struct mg_four_link_re_index3_take_work *w)
{
    enum { NQ = 18, NV = 18, N = NV + 18 };
    w->G = mg_doubles(arena, (size_t)40 * N);
    w->x = mg_doubles(arena, N);
    w->g = mg_doubles(arena, N);
    w->y = mg_doubles(arena, N);
    w->v = mg_doubles(arena, NV);
    w->dv = mg_doubles(arena, NV);
    w->a = mg_doubles(arena, NV);
    w->qs = mg_doubles(arena, NQ);
    w->piv = mg_ints(arena, N);
}

/* The doubles of work memory index3_run needs: mg_four_link_re_index3_take counting what it takes. */
size_t mg_four_link_re_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_four_link_re_index3_take_work w;
    mg_four_link_re_index3_take(&arena, &w);
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
 * The iteration matrix is factored in band storage (kl = 13, ku = 13). */
int mg_four_link_re_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 18, NV = 18, NC = 18, N = NV + NC };
    enum { KL = 13, KU = 13, LDAB = 40 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_four_link_re_index3_take_work mem;
    mg_four_link_re_index3_take(&arena, &mem);
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
            mg_four_link_re_retract(q_n, dv, qs);
            mg_four_link_re_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_four_link_re_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_four_link_re_genalpha_matrix_perm, g, y);
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
struct mg_four_link_re_kinematics_take_work {
    double *q, *tmp, *dv, *b, *solve, *J;
    int *piv;
};

static void mg_four_link_re_kinematics_take(struct mg_arena *arena, struct mg_four_link_re_kinematics_take_work *w)
{
    enum { NQ = 18, NV = 18 };
    w->q = mg_doubles(arena, NQ);
    w->tmp = mg_doubles(arena, NQ);
    w->dv = mg_doubles(arena, NV);
    w->b = mg_doubles(arena, NV);
    w->solve = mg_doubles(arena, NV);
    w->J = mg_doubles(arena, (size_t)37 * NV);
    w->piv = mg_ints(arena, NV);
}

/* The doubles of work memory kinematics_run needs: mg_four_link_re_kinematics_take counting what it takes. */
size_t mg_four_link_re_kinematics_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_four_link_re_kinematics_take_work w;
    mg_four_link_re_kinematics_take(&arena, &w);
    return arena.used;
}

/* Kinematic analysis (seed 001 section 2): row 0 of q_out, v_out, a_out holds the state at
 * t0; rows 1..n_steps (t = t0 + step h) are filled. Position by Newton from q_{n-1} (+) h v_{n-1} (eq. 11),
 * corrections through retract (eq. 12), stop at ||delta|| <= tol + rtol ||q||; then Phi_q v = nu and
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 12,
 * ku = 12). */
int mg_four_link_re_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, double rtol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 18, NV = 18, KL = 12, KU = 12 };
struct mg_arena arena = { work, 0 };
    struct mg_four_link_re_kinematics_take_work mem;
    mg_four_link_re_kinematics_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *q = mem.q, *tmp = mem.tmp, *dv = mem.dv, *b = mem.b, *J = mem.J;
    int *piv = mem.piv;
    const size_t band_size = sizeof(double) * 37 * NV;
    const int *perm = mg_four_link_re_Phi_q_perm;
    for (int step = 1; step <= n_steps; ++step) {
        const double t = t0 + step * h;
        const double *q_prev = q_out + (step - 1) * NQ;
        const double *v_prev = v_out + (step - 1) * NV;
        for (int i = 0; i < NV; ++i) {
            dv[i] = h * v_prev[i];
        }
        mg_four_link_re_retract(q_prev, dv, q);
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                *fail_step = step;
                return MG_NOT_CONVERGED;
            }
            memset(J, 0, band_size);
            mg_four_link_re_Phi_q_band(q, t, p, J);
            mg_four_link_re_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return MG_SINGULAR;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, mem.solve);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_four_link_re_retract(q, dv, tmp);
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
        mg_four_link_re_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return MG_SINGULAR;
        }
        mg_four_link_re_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, mem.solve);
        mg_flush(NV, v);
        mg_four_link_re_gamma(q, v, t, p, a);
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
struct mg_four_link_re_pt_state {
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
static const int mg_four_link_re_pt_choice_of[18] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* Sets the partition to the independent coordinates I (sorted) and D to the rest. */
static void mg_four_link_re_pt_set(struct mg_four_link_re_pt_state *s, const int *I)
{
    int a = 0, b = 0;
    for (int i = 0; i < 18; ++i) {
        if (a < s->k && I[a] == i) {
            s->I[a++] = i;
        } else {
            s->D[b++] = i;
        }
    }
    s->column = s->explicit_closure && s->k > 0 ? mg_four_link_re_pt_choice_of[s->I[0]] : -1;
}

/* C_D = Phi_q restricted to the dependent coordinates, factored (from s->C). */
static int mg_four_link_re_pt_factor_CD(struct mg_four_link_re_pt_state *s)
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
static int mg_four_link_re_pt_velocities(struct mg_four_link_re_pt_state *s, const double *q, const double *vI, double t,
                              double *v)
{
    const int k = s->k, m = s->m;
    for (int c = 0; c < k; ++c) {
        v[s->I[c]] = vI[c];
    }
    if (m == 0) {
        return MG_OK;
    }
    mg_four_link_re_Phi_q(q, t, s->p, s->C);
    if (mg_four_link_re_pt_factor_CD(s)) {
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
    mg_four_link_re_nu(q, t, s->p, s->x);
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
static int mg_four_link_re_pt_accelerations(struct mg_four_link_re_pt_state *s, const double *q, const double *vI,
                                 double t, double *v, double *a)
{
    const int k = s->k, m = s->m;
    if (mg_four_link_re_pt_velocities(s, q, vI, t, v)) {
        return MG_SINGULAR;
    }
    memset(s->w, 0, sizeof(s->w));
    if (m > 0) {
        mg_four_link_re_gamma(q, v, t, s->p, s->x);
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
    mg_four_link_re_M(q, s->p, s->M);
    mg_four_link_re_Q(q, v, t, s->p, s->Q);
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
static void mg_four_link_re_pt_rates(const double *q, const double *v, double *out)
{
    (void)q;
    memcpy(out, v, sizeof(double) * 18);
}

/* One RK4 stage of (q' = T(q) v, v_I' = a_I) at (q, vI, t) into slot j (runtime/partitioning.py
 * _rk4): with the closed form, q is closed first. */
static int mg_four_link_re_pt_stage(struct mg_four_link_re_pt_state *s, const double *q, const double *vI, double t, int j)
{
    const double *qe = q;
    if (mg_four_link_re_pt_accelerations(s, qe, vI, t, s->vstage, s->astage)) {
        return MG_SINGULAR;
    }
    mg_four_link_re_pt_rates(qe, s->vstage, s->kq[j]);
    for (int c = 0; c < s->k; ++c) {
        s->kv[j][c] = s->astage[s->I[c]];
    }
    return MG_OK;
}

/* The dependent coordinates for the independent ones (Partition.correct): from the closed
 * form while it stays within the branch tolerance of the integrated step (else the partition
 * drops it: s->left = 1), else by Newton on Phi = 0 with I held. Returns 0, 1 (no closure in
 * max_iter iterations) or 2 (singular C_D); *iterations: Newton iterations. */
static int mg_four_link_re_pt_correct(struct mg_four_link_re_pt_state *s, double *q, double t, int *iterations)
{
    const int m = s->m;
    *iterations = 0;
    if (m == 0) {
        return MG_OK;
    }
    for (int it = 1; it <= s->max_iter; ++it) {
        mg_four_link_re_Phi(q, t, s->p, s->phi);
        double big = 0.0;
        for (int r = 0; r < m; ++r) {
            big = fabs(s->phi[r]) > big ? fabs(s->phi[r]) : big;
        }
        if (big < s->closure) {
            *iterations = it - 1;
            return MG_OK;
        }
        mg_four_link_re_Phi_q(q, t, s->p, s->C);
        if (mg_four_link_re_pt_factor_CD(s)) {
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
static double mg_four_link_re_pt_orthogonalize(int n, double *x, const double *basis, int nb)
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
static double mg_four_link_re_pt_rook(const double *E, int rank, int *pr, int *pc)
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
static double mg_four_link_re_pt_volume(struct mg_four_link_re_pt_state *s, const int *set)
{
    double volume = 1.0;
    int kept = 0;
    for (int c = 0; c < s->k; ++c) {
        double *row = s->kept + kept * 18;
        memcpy(row, s->U + set[c] * 18, sizeof(double) * (size_t)s->nn);
        const double length = mg_four_link_re_pt_orthogonalize(s->nn, row, s->kept, kept);
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
static int mg_four_link_re_pt_criterion(struct mg_four_link_re_pt_state *s, const double *q, double t, double *cos2)
{
    const int k = s->k;
    mg_four_link_re_M(q, s->p, s->G);
    int rank = 0;
    for (int j = 0; j < 18; ++j) {
        s->colperm[j] = j;
    }
    mg_four_link_re_Phi_q(q, t, s->p, s->C);
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
        double big = mg_four_link_re_pt_rook(s->E, rank, &pr, &pc);
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
        const double length = mg_four_link_re_pt_orthogonalize(18, b, s->basis, f);
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
struct mg_four_link_re_partitioning_take_work {
    struct mg_four_link_re_pt_state *s;
};

static void mg_four_link_re_partitioning_take(struct mg_arena *arena, struct mg_four_link_re_partitioning_take_work *w)
{
    w->s = mg_struct(arena, sizeof(struct mg_four_link_re_pt_state));
}

/* The doubles of work memory partitioning_run needs: mg_four_link_re_partitioning_take counting what it takes. */
size_t mg_four_link_re_partitioning_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_four_link_re_partitioning_take_work w;
    mg_four_link_re_partitioning_take(&arena, &w);
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
int mg_four_link_re_partitioning_run(const double *p, double h, double t0, int n_steps, int k, const int *independent, int column, int explicit_closure, const double *settings, int max_iter, double *q_out, double *v_out, double *a_out, double *criterion_out, int *independent_out, int *left_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    if (k < 0 || k > 18 || 18 - k != 18) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_four_link_re_partitioning_take_work mem;
    mg_four_link_re_partitioning_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    struct mg_four_link_re_pt_state *s = mem.s;
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
    mg_four_link_re_pt_set(s, independent);
    s->column = column;
    double q[18], v[18] = {0}, vI[18] = {0}, q1[18], vI1[18] = {0};
    double cos2[18] = {0};
    memcpy(q, q_out, sizeof(q));
    for (int c = 0; c < k; ++c) {
        vI[c] = v_out[s->I[c]];
    }
    int status = mg_four_link_re_pt_criterion(s, q, t0, cos2);
    left_out[0] |= s->margin < s->near ? 2 : 0;
    int failing = 0;
    double previous = -1.0; /* no ratio before the first step */
    iterations[0] = 0;
    for (int step = 0; step <= n_steps && !status; ++step) {
        const double t = t0 + step * h;
        double *a = a_out + (size_t)step * 18;
        failing = step;
        status = mg_four_link_re_pt_accelerations(s, q, vI, t, v, a);
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
        mg_four_link_re_pt_rates(q, v, s->kq[0]);
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
            status = mg_four_link_re_pt_stage(s, s->qs, s->vs, t + c_h, j);
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
        status = mg_four_link_re_pt_correct(s, q1, t + h, &iterations[step + 1]);
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
        status = mg_four_link_re_pt_criterion(s, q, t + h, cos2);
        left_out[step + 1] |= s->margin < s->near ? 2 : 0;
        if (status || k == 0) {
            continue;
        }
        /* Gamma of the current set against the best's, in geometric mean (_volume), now and
           one step ahead (runtime/partitioning.py ahead) */
        const double limit = pow(fmax(s->hysteresis, s->singular_fraction), k);
        const double best = mg_four_link_re_pt_volume(s, s->best);
        const double ratio = best > 0.0 ? mg_four_link_re_pt_volume(s, s->I) / best : 1.0;
        double next = ratio;
        if (previous >= 0.0) {
            const double root = 2.0 * sqrt(ratio) - sqrt(previous);
            next = root > 0.0 ? root * root : 0.0;
        }
        previous = ratio;
        if (fmin(ratio, next) < limit) {
            previous = 1.0;
            /* the new independent velocities from those of the old partition */
            if ((status = mg_four_link_re_pt_velocities(s, q, vI, t + h, v))) {
                break;
            }
            mg_four_link_re_pt_set(s, s->best);
            for (int c = 0; c < k; ++c) {
                vI[c] = v[s->I[c]];
            }
        }
    }
    *fail_step = failing;
    return status;
}
