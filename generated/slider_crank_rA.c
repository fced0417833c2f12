/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: slider_crank */
/* formulation: rA */
/* scheme: any */
/* input hash: 34dbff893cc005fa */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'slider_crank' in the rA formulation (C99).
 * Vectors: q (36), v (18), dv (18), a (18), lam (18), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "slider_crank_rA.h"

int mg_slider_crank_rA_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
{
    *n_q = 36;
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

int mg_slider_crank_rA_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_slider_crank_rA_entry_name(int i)
{
    return i >= 0 && i < mg_slider_crank_rA_n_entries() ? mg_entry_names[i] : NULL;
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
 * Inputs: q (position coordinates, 36); dv (increment in velocity coordinates (e.g. h v), 18).
 * Output: out, 36 x 1 row-major, 36 nonzero.
 * 252 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_retract(const double *q, const double *dv, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
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
    const double cse0 = (dv_5*dv_5);
    const double cse1 = (dv_4*dv_4);
    const double cse2 = (dv_3*dv_3);
    const double cse3 = sqrt(cse0 + cse1 + cse2);
    const double cse4 = (1.0/2.0)*(mg_sinc((1.0/2.0)*cse3)*mg_sinc((1.0/2.0)*cse3));
    const double cse5 = cse4*dv_3;
    const double cse6 = cse5*dv_5;
    const double cse7 = mg_sinc(cse3);
    const double cse8 = cse7*dv_4;
    const double cse9 = cse6 - cse8;
    const double cse10 = cse5*dv_4;
    const double cse11 = cse7*dv_5;
    const double cse12 = cse10 + cse11;
    const double cse13 = -cse1*cse4;
    const double cse14 = -cse0*cse4 + 1;
    const double cse15 = cse13 + cse14;
    const double cse16 = cse4*dv_4*dv_5;
    const double cse17 = cse7*dv_3;
    const double cse18 = cse16 + cse17;
    const double cse19 = -cse2*cse4;
    const double cse20 = cse14 + cse19;
    const double cse21 = cse10 - cse11;
    const double cse22 = cse13 + cse19 + 1;
    const double cse23 = cse16 - cse17;
    const double cse24 = cse6 + cse8;
    const double cse25 = (dv_9*dv_9);
    const double cse26 = (dv_11*dv_11);
    const double cse27 = (dv_10*dv_10);
    const double cse28 = sqrt(cse25 + cse26 + cse27);
    const double cse29 = (1.0/2.0)*(mg_sinc((1.0/2.0)*cse28)*mg_sinc((1.0/2.0)*cse28));
    const double cse30 = cse29*dv_9;
    const double cse31 = cse30*dv_11;
    const double cse32 = mg_sinc(cse28);
    const double cse33 = cse32*dv_10;
    const double cse34 = cse31 - cse33;
    const double cse35 = cse30*dv_10;
    const double cse36 = cse32*dv_11;
    const double cse37 = cse35 + cse36;
    const double cse38 = -cse27*cse29;
    const double cse39 = -cse26*cse29 + 1;
    const double cse40 = cse38 + cse39;
    const double cse41 = cse29*dv_10*dv_11;
    const double cse42 = cse32*dv_9;
    const double cse43 = cse41 + cse42;
    const double cse44 = -cse25*cse29;
    const double cse45 = cse39 + cse44;
    const double cse46 = cse35 - cse36;
    const double cse47 = cse38 + cse44 + 1;
    const double cse48 = cse41 - cse42;
    const double cse49 = cse31 + cse33;
    const double cse50 = (dv_17*dv_17);
    const double cse51 = (dv_16*dv_16);
    const double cse52 = (dv_15*dv_15);
    const double cse53 = sqrt(cse50 + cse51 + cse52);
    const double cse54 = (1.0/2.0)*(mg_sinc((1.0/2.0)*cse53)*mg_sinc((1.0/2.0)*cse53));
    const double cse55 = cse54*dv_16;
    const double cse56 = cse55*dv_15;
    const double cse57 = mg_sinc(cse53);
    const double cse58 = cse57*dv_17;
    const double cse59 = cse56 + cse58;
    const double cse60 = cse54*dv_15*dv_17;
    const double cse61 = cse57*dv_16;
    const double cse62 = cse60 - cse61;
    const double cse63 = -cse50*cse54;
    const double cse64 = -cse51*cse54 + 1;
    const double cse65 = cse63 + cse64;
    const double cse66 = cse55*dv_17;
    const double cse67 = cse57*dv_15;
    const double cse68 = cse66 + cse67;
    const double cse69 = -cse52*cse54;
    const double cse70 = cse63 + cse69 + 1;
    const double cse71 = cse56 - cse58;
    const double cse72 = cse64 + cse69;
    const double cse73 = cse66 - cse67;
    const double cse74 = cse60 + cse61;

    out[0] = dv_0 + q_r_crank_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_crank_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_crank_z;  /* [2, 0] */
    out[3] = cse12*q_A_crank_12 + cse15*q_A_crank_11 + cse9*q_A_crank_13;  /* [3, 0] */
    out[4] = cse18*q_A_crank_13 + cse20*q_A_crank_12 + cse21*q_A_crank_11;  /* [4, 0] */
    out[5] = cse22*q_A_crank_13 + cse23*q_A_crank_12 + cse24*q_A_crank_11;  /* [5, 0] */
    out[6] = cse12*q_A_crank_22 + cse15*q_A_crank_21 + cse9*q_A_crank_23;  /* [6, 0] */
    out[7] = cse18*q_A_crank_23 + cse20*q_A_crank_22 + cse21*q_A_crank_21;  /* [7, 0] */
    out[8] = cse22*q_A_crank_23 + cse23*q_A_crank_22 + cse24*q_A_crank_21;  /* [8, 0] */
    out[9] = cse12*q_A_crank_32 + cse15*q_A_crank_31 + cse9*q_A_crank_33;  /* [9, 0] */
    out[10] = cse18*q_A_crank_33 + cse20*q_A_crank_32 + cse21*q_A_crank_31;  /* [10, 0] */
    out[11] = cse22*q_A_crank_33 + cse23*q_A_crank_32 + cse24*q_A_crank_31;  /* [11, 0] */
    out[12] = dv_6 + q_r_rod_x;  /* [12, 0] */
    out[13] = dv_7 + q_r_rod_y;  /* [13, 0] */
    out[14] = dv_8 + q_r_rod_z;  /* [14, 0] */
    out[15] = cse34*q_A_rod_13 + cse37*q_A_rod_12 + cse40*q_A_rod_11;  /* [15, 0] */
    out[16] = cse43*q_A_rod_13 + cse45*q_A_rod_12 + cse46*q_A_rod_11;  /* [16, 0] */
    out[17] = cse47*q_A_rod_13 + cse48*q_A_rod_12 + cse49*q_A_rod_11;  /* [17, 0] */
    out[18] = cse34*q_A_rod_23 + cse37*q_A_rod_22 + cse40*q_A_rod_21;  /* [18, 0] */
    out[19] = cse43*q_A_rod_23 + cse45*q_A_rod_22 + cse46*q_A_rod_21;  /* [19, 0] */
    out[20] = cse47*q_A_rod_23 + cse48*q_A_rod_22 + cse49*q_A_rod_21;  /* [20, 0] */
    out[21] = cse34*q_A_rod_33 + cse37*q_A_rod_32 + cse40*q_A_rod_31;  /* [21, 0] */
    out[22] = cse43*q_A_rod_33 + cse45*q_A_rod_32 + cse46*q_A_rod_31;  /* [22, 0] */
    out[23] = cse47*q_A_rod_33 + cse48*q_A_rod_32 + cse49*q_A_rod_31;  /* [23, 0] */
    out[24] = dv_12 + q_r_slider_x;  /* [24, 0] */
    out[25] = dv_13 + q_r_slider_y;  /* [25, 0] */
    out[26] = dv_14 + q_r_slider_z;  /* [26, 0] */
    out[27] = cse59*q_A_slider_12 + cse62*q_A_slider_13 + cse65*q_A_slider_11;  /* [27, 0] */
    out[28] = cse68*q_A_slider_13 + cse70*q_A_slider_12 + cse71*q_A_slider_11;  /* [28, 0] */
    out[29] = cse72*q_A_slider_13 + cse73*q_A_slider_12 + cse74*q_A_slider_11;  /* [29, 0] */
    out[30] = cse59*q_A_slider_22 + cse62*q_A_slider_23 + cse65*q_A_slider_21;  /* [30, 0] */
    out[31] = cse68*q_A_slider_23 + cse70*q_A_slider_22 + cse71*q_A_slider_21;  /* [31, 0] */
    out[32] = cse72*q_A_slider_23 + cse73*q_A_slider_22 + cse74*q_A_slider_21;  /* [32, 0] */
    out[33] = cse59*q_A_slider_32 + cse62*q_A_slider_33 + cse65*q_A_slider_31;  /* [33, 0] */
    out[34] = cse68*q_A_slider_33 + cse70*q_A_slider_32 + cse71*q_A_slider_31;  /* [34, 0] */
    out[35] = cse72*q_A_slider_33 + cse73*q_A_slider_32 + cse74*q_A_slider_31;  /* [35, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 18).
 * Output: out, 18 x 18 row-major, 36 nonzero.
 * 81 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_tangent(const double *dv, double *out)
{
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];
    const double dv_9 = dv[9];
    const double dv_10 = dv[10];
    const double dv_11 = dv[11];
    const double dv_15 = dv[15];
    const double dv_16 = dv[16];
    const double dv_17 = dv[17];
    const double cse0 = -1.0/6.0*(dv_4*dv_4);
    const double cse1 = 1 - 1.0/6.0*(dv_5*dv_5);
    const double cse2 = (1.0/6.0)*dv_4;
    const double cse3 = cse2*dv_3;
    const double cse4 = (1.0/2.0)*dv_5;
    const double cse5 = (1.0/6.0)*dv_3*dv_5;
    const double cse6 = (1.0/2.0)*dv_4;
    const double cse7 = -1.0/6.0*(dv_3*dv_3);
    const double cse8 = cse2*dv_5;
    const double cse9 = (1.0/2.0)*dv_3;
    const double cse10 = -1.0/6.0*(dv_11*dv_11);
    const double cse11 = -1.0/6.0*(dv_10*dv_10);
    const double cse12 = (1.0/6.0)*dv_9;
    const double cse13 = cse12*dv_10;
    const double cse14 = (1.0/2.0)*dv_11;
    const double cse15 = cse12*dv_11;
    const double cse16 = (1.0/2.0)*dv_10;
    const double cse17 = 1 - 1.0/6.0*(dv_9*dv_9);
    const double cse18 = (1.0/6.0)*dv_10*dv_11;
    const double cse19 = (1.0/2.0)*dv_9;
    const double cse20 = -1.0/6.0*(dv_17*dv_17);
    const double cse21 = 1 - 1.0/6.0*(dv_16*dv_16);
    const double cse22 = (1.0/6.0)*dv_15;
    const double cse23 = cse22*dv_16;
    const double cse24 = (1.0/2.0)*dv_17;
    const double cse25 = cse22*dv_17;
    const double cse26 = (1.0/2.0)*dv_16;
    const double cse27 = -1.0/6.0*(dv_15*dv_15);
    const double cse28 = (1.0/6.0)*dv_16*dv_17;
    const double cse29 = (1.0/2.0)*dv_15;

    memset(out, 0, sizeof(double) * 324);
    out[0] = 1;  /* [0, 0] */
    out[19] = 1;  /* [1, 1] */
    out[38] = 1;  /* [2, 2] */
    out[57] = cse0 + cse1;  /* [3, 3] */
    out[58] = cse3 + cse4;  /* [3, 4] */
    out[59] = cse5 - cse6;  /* [3, 5] */
    out[75] = cse3 - cse4;  /* [4, 3] */
    out[76] = cse1 + cse7;  /* [4, 4] */
    out[77] = cse8 + cse9;  /* [4, 5] */
    out[93] = cse5 + cse6;  /* [5, 3] */
    out[94] = cse8 - cse9;  /* [5, 4] */
    out[95] = cse0 + cse7 + 1;  /* [5, 5] */
    out[114] = 1;  /* [6, 6] */
    out[133] = 1;  /* [7, 7] */
    out[152] = 1;  /* [8, 8] */
    out[171] = cse10 + cse11 + 1;  /* [9, 9] */
    out[172] = cse13 + cse14;  /* [9, 10] */
    out[173] = cse15 - cse16;  /* [9, 11] */
    out[189] = cse13 - cse14;  /* [10, 9] */
    out[190] = cse10 + cse17;  /* [10, 10] */
    out[191] = cse18 + cse19;  /* [10, 11] */
    out[207] = cse15 + cse16;  /* [11, 9] */
    out[208] = cse18 - cse19;  /* [11, 10] */
    out[209] = cse11 + cse17;  /* [11, 11] */
    out[228] = 1;  /* [12, 12] */
    out[247] = 1;  /* [13, 13] */
    out[266] = 1;  /* [14, 14] */
    out[285] = cse20 + cse21;  /* [15, 15] */
    out[286] = cse23 + cse24;  /* [15, 16] */
    out[287] = cse25 - cse26;  /* [15, 17] */
    out[303] = cse23 - cse24;  /* [16, 15] */
    out[304] = cse20 + cse27 + 1;  /* [16, 16] */
    out[305] = cse28 + cse29;  /* [16, 17] */
    out[321] = cse25 + cse26;  /* [17, 15] */
    out[322] = cse28 - cse29;  /* [17, 16] */
    out[323] = cse21 + cse27;  /* [17, 17] */
}

/* qdot: The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and re, A
 * omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the Euler
 * parameters of a ball joint or free body, A u for a free body's centre of mass (seed 001 eq.
 * 39c), the rates elsewhere.
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18).
 * Output: out, 36 x 1 row-major, 36 nonzero.
 * 81 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_qdot(const double *q, const double *v, double *out)
{
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_w_slider_x = v[15];
    const double v_w_slider_y = v[16];
    const double v_w_slider_z = v[17];

    out[0] = v_rd_crank_x;  /* [0, 0] */
    out[1] = v_rd_crank_y;  /* [1, 0] */
    out[2] = v_rd_crank_z;  /* [2, 0] */
    out[3] = q_A_crank_12*v_w_crank_z - q_A_crank_13*v_w_crank_y;  /* [3, 0] */
    out[4] = -q_A_crank_11*v_w_crank_z + q_A_crank_13*v_w_crank_x;  /* [4, 0] */
    out[5] = q_A_crank_11*v_w_crank_y - q_A_crank_12*v_w_crank_x;  /* [5, 0] */
    out[6] = q_A_crank_22*v_w_crank_z - q_A_crank_23*v_w_crank_y;  /* [6, 0] */
    out[7] = -q_A_crank_21*v_w_crank_z + q_A_crank_23*v_w_crank_x;  /* [7, 0] */
    out[8] = q_A_crank_21*v_w_crank_y - q_A_crank_22*v_w_crank_x;  /* [8, 0] */
    out[9] = q_A_crank_32*v_w_crank_z - q_A_crank_33*v_w_crank_y;  /* [9, 0] */
    out[10] = -q_A_crank_31*v_w_crank_z + q_A_crank_33*v_w_crank_x;  /* [10, 0] */
    out[11] = q_A_crank_31*v_w_crank_y - q_A_crank_32*v_w_crank_x;  /* [11, 0] */
    out[12] = v_rd_rod_x;  /* [12, 0] */
    out[13] = v_rd_rod_y;  /* [13, 0] */
    out[14] = v_rd_rod_z;  /* [14, 0] */
    out[15] = q_A_rod_12*v_w_rod_z - q_A_rod_13*v_w_rod_y;  /* [15, 0] */
    out[16] = -q_A_rod_11*v_w_rod_z + q_A_rod_13*v_w_rod_x;  /* [16, 0] */
    out[17] = q_A_rod_11*v_w_rod_y - q_A_rod_12*v_w_rod_x;  /* [17, 0] */
    out[18] = q_A_rod_22*v_w_rod_z - q_A_rod_23*v_w_rod_y;  /* [18, 0] */
    out[19] = -q_A_rod_21*v_w_rod_z + q_A_rod_23*v_w_rod_x;  /* [19, 0] */
    out[20] = q_A_rod_21*v_w_rod_y - q_A_rod_22*v_w_rod_x;  /* [20, 0] */
    out[21] = q_A_rod_32*v_w_rod_z - q_A_rod_33*v_w_rod_y;  /* [21, 0] */
    out[22] = -q_A_rod_31*v_w_rod_z + q_A_rod_33*v_w_rod_x;  /* [22, 0] */
    out[23] = q_A_rod_31*v_w_rod_y - q_A_rod_32*v_w_rod_x;  /* [23, 0] */
    out[24] = v_rd_slider_x;  /* [24, 0] */
    out[25] = v_rd_slider_y;  /* [25, 0] */
    out[26] = v_rd_slider_z;  /* [26, 0] */
    out[27] = q_A_slider_12*v_w_slider_z - q_A_slider_13*v_w_slider_y;  /* [27, 0] */
    out[28] = -q_A_slider_11*v_w_slider_z + q_A_slider_13*v_w_slider_x;  /* [28, 0] */
    out[29] = q_A_slider_11*v_w_slider_y - q_A_slider_12*v_w_slider_x;  /* [29, 0] */
    out[30] = q_A_slider_22*v_w_slider_z - q_A_slider_23*v_w_slider_y;  /* [30, 0] */
    out[31] = -q_A_slider_21*v_w_slider_z + q_A_slider_23*v_w_slider_x;  /* [31, 0] */
    out[32] = q_A_slider_21*v_w_slider_y - q_A_slider_22*v_w_slider_x;  /* [32, 0] */
    out[33] = q_A_slider_32*v_w_slider_z - q_A_slider_33*v_w_slider_y;  /* [33, 0] */
    out[34] = -q_A_slider_31*v_w_slider_z + q_A_slider_33*v_w_slider_x;  /* [34, 0] */
    out[35] = q_A_slider_31*v_w_slider_y - q_A_slider_32*v_w_slider_x;  /* [35, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 36); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 77 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    (void)p;
    const double cse0 = 0.15*q_A_rod_11;
    const double cse1 = -q_r_rod_x;
    const double cse2 = 0.15*q_A_rod_21;
    const double cse3 = -q_r_rod_y;
    const double cse4 = 0.15*q_A_rod_31;
    const double cse5 = -q_r_rod_z;
    const double cse6 = -cse4 + cse5 + q_r_slider_z;
    const double cse7 = -cse2 + cse3 + q_r_slider_y;
    const double cse8 = -cse0 + cse1 + q_r_slider_x;
    const double cse9 = 0.2 - q_r_slider_x;
    const double cse10 = 2*3.141592653589793*t;
    const double cse11 = sin(cse10);
    const double cse12 = cos(cse10);

    out[0] = q_r_crank_x;  /* [0, 0] */
    out[1] = q_r_crank_y - 0.1;  /* [1, 0] */
    out[2] = q_r_crank_z - 0.12;  /* [2, 0] */
    out[3] = q_A_crank_21;  /* [3, 0] */
    out[4] = q_A_crank_31;  /* [4, 0] */
    out[5] = cse0 + cse1 + 0.08*q_A_crank_12 + q_r_crank_x;  /* [5, 0] */
    out[6] = cse2 + cse3 + 0.08*q_A_crank_22 + q_r_crank_y;  /* [6, 0] */
    out[7] = cse4 + cse5 + 0.08*q_A_crank_32 + q_r_crank_z;  /* [7, 0] */
    out[8] = q_A_rod_12*q_A_slider_13 + q_A_rod_22*q_A_slider_23 + q_A_rod_32*q_A_slider_33;  /* [8, 0] */
    out[9] = cse6*q_A_rod_32 + cse7*q_A_rod_22 + cse8*q_A_rod_12;  /* [9, 0] */
    out[10] = cse6*q_A_rod_33 + cse7*q_A_rod_23 + cse8*q_A_rod_13;  /* [10, 0] */
    out[11] = -q_A_slider_11;  /* [11, 0] */
    out[12] = q_A_slider_12;  /* [12, 0] */
    out[13] = -cse9*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z;  /* [13, 0] */
    out[14] = cse9*q_A_slider_12 - q_A_slider_22*q_r_slider_y - q_A_slider_32*q_r_slider_z;  /* [14, 0] */
    out[15] = -q_A_slider_21;  /* [15, 0] */
    out[16] = ((cse6 + q_A_slider_33)*(cse6 + q_A_slider_33)) + ((cse7 + q_A_slider_23)*(cse7 + q_A_slider_23)) + ((cse8 + q_A_slider_13)*(cse8 + q_A_slider_13)) - 1;  /* [16, 0] */
    out[17] = 2*(cse11*q_A_crank_32 - cse12*q_A_crank_22)/(cse11*q_A_crank_22 + cse12*q_A_crank_32 + 1);  /* [17, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_rA_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_Phi(q + (size_t)k * 36, t[k], p, out + (size_t)k * 18);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 36); t (time); p (parameters, 0).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_rA_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_dropped_Phi(q + (size_t)k * 36, t[k], p, out + (size_t)k * 0);
    }
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_slider_crank_rA_Phi_q_perm[18] = {2, 8, 16, 9, 1, 14, 12, 13, 15, 10, 7, 11, 6, 17, 3, 4, 5, 0};

/* Where Phi_q's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 18, kl = 10, ku = 10, ldab = 31), and in the row-major 18 x 18 matrix. */
static const int mg_slider_crank_rA_Phi_q_in_band[75] = {547, 144, 20, 484, 514, 485, 515, 546, 456, 516, 396, 306, 366, 152, 452, 512, 332, 302,
    362, 30, 450, 510, 60, 300, 360, 111, 351, 261, 81, 383, 323, 53, 113, 293, 353, 203, 233,
    173, 389, 329, 59, 119, 299, 359, 209, 239, 179, 91, 421, 266, 416, 207, 237, 177, 87,
    417, 205, 235, 175, 265, 415, 88, 418, 382, 322, 52, 292, 352, 202, 232, 172, 262, 82,
    453, 513};
static const int mg_slider_crank_rA_Phi_q_in_dense[75] = {0, 19, 38, 58, 59, 76, 77, 90, 93, 95, 96, 100, 101, 109, 111, 113, 115, 118, 119, 128,
    129, 131, 134, 136, 137, 153, 155, 159, 160, 168, 169, 170, 171, 172, 173, 174, 175, 176,
    186, 187, 188, 189, 190, 191, 192, 193, 194, 214, 215, 231, 233, 246, 247, 248, 250, 251,
    264, 265, 266, 267, 269, 286, 287, 294, 295, 296, 298, 299, 300, 301, 302, 303, 304, 309,
    311};

/* Phi_q's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_slider_crank_rA_Phi_q_cells(const double *q, double t, const double *p, double *out, const int *where)
{
    const double q_A_crank_11 = q[3];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    (void)p;
    const double cse0 = 0.15*q_A_rod_13;
    const double cse1 = 0.15*q_A_rod_23;
    const double cse2 = 0.15*q_A_rod_32;
    const double cse3 = -0.15*q_A_rod_31 - q_r_rod_z + q_r_slider_z;
    const double cse4 = -0.15*q_A_rod_21 - q_r_rod_y + q_r_slider_y;
    const double cse5 = -0.15*q_A_rod_11 - q_r_rod_x + q_r_slider_x;
    const double cse6 = cse2*q_A_rod_33;
    const double cse7 = cse1*q_A_rod_22;
    const double cse8 = cse0*q_A_rod_12;
    const double cse9 = cse3*q_A_rod_31;
    const double cse10 = cse4*q_A_rod_21;
    const double cse11 = cse5*q_A_rod_11;
    const double cse12 = -q_A_slider_12;
    const double cse13 = q_r_slider_x - 0.2;
    const double cse14 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z;
    const double cse15 = -q_A_slider_22;
    const double cse16 = 0.2 - q_r_slider_x;
    const double cse17 = cse5 + q_A_slider_13;
    const double cse18 = 2*cse17;
    const double cse19 = cse4 + q_A_slider_23;
    const double cse20 = 2*cse19;
    const double cse21 = cse3 + q_A_slider_33;
    const double cse22 = 2*cse21;
    const double cse23 = 0.3*cse21;
    const double cse24 = 0.3*cse19;
    const double cse25 = 0.3*cse17;
    const double cse26 = 2*3.141592653589793*t;
    const double cse27 = sin(cse26);
    const double cse28 = cos(cse26);
    const double cse29 = cse27*q_A_crank_22 + cse28*q_A_crank_32 + 1;
    const double cse30 = 2/cse29;
    const double cse31 = 2*(cse27*q_A_crank_32 - cse28*q_A_crank_22)/(cse29*cse29);
    const double cse32 = cse27*cse30 - cse28*cse31;
    const double cse33 = -cse27*cse31 - cse28*cse30;

    out[where[0]] = 1;  /* [0, 0] */
    out[where[1]] = 1;  /* [1, 1] */
    out[where[2]] = 1;  /* [2, 2] */
    out[where[3]] = -q_A_crank_23;  /* [3, 4] */
    out[where[4]] = q_A_crank_22;  /* [3, 5] */
    out[where[5]] = -q_A_crank_33;  /* [4, 4] */
    out[where[6]] = q_A_crank_32;  /* [4, 5] */
    out[where[7]] = 1;  /* [5, 0] */
    out[where[8]] = 0.08*q_A_crank_13;  /* [5, 3] */
    out[where[9]] = -0.08*q_A_crank_11;  /* [5, 5] */
    out[where[10]] = -1;  /* [5, 6] */
    out[where[11]] = -cse0;  /* [5, 10] */
    out[where[12]] = 0.15*q_A_rod_12;  /* [5, 11] */
    out[where[13]] = 1;  /* [6, 1] */
    out[where[14]] = 0.08*q_A_crank_23;  /* [6, 3] */
    out[where[15]] = -0.08*q_A_crank_21;  /* [6, 5] */
    out[where[16]] = -1;  /* [6, 7] */
    out[where[17]] = -cse1;  /* [6, 10] */
    out[where[18]] = 0.15*q_A_rod_22;  /* [6, 11] */
    out[where[19]] = 1;  /* [7, 2] */
    out[where[20]] = 0.08*q_A_crank_33;  /* [7, 3] */
    out[where[21]] = -0.08*q_A_crank_31;  /* [7, 5] */
    out[where[22]] = -1;  /* [7, 8] */
    out[where[23]] = -0.15*q_A_rod_33;  /* [7, 10] */
    out[where[24]] = cse2;  /* [7, 11] */
    out[where[25]] = q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33;  /* [8, 9] */
    out[where[26]] = -q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33;  /* [8, 11] */
    out[where[27]] = -q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32;  /* [8, 15] */
    out[where[28]] = q_A_rod_12*q_A_slider_11 + q_A_rod_22*q_A_slider_21 + q_A_rod_32*q_A_slider_31;  /* [8, 16] */
    out[where[29]] = -q_A_rod_12;  /* [9, 6] */
    out[where[30]] = -q_A_rod_22;  /* [9, 7] */
    out[where[31]] = -q_A_rod_32;  /* [9, 8] */
    out[where[32]] = cse3*q_A_rod_33 + cse4*q_A_rod_23 + cse5*q_A_rod_13;  /* [9, 9] */
    out[where[33]] = cse6 + cse7 + cse8;  /* [9, 10] */
    out[where[34]] = -cse10 - cse11 - cse9 - 0.15*(q_A_rod_12*q_A_rod_12) - 0.15*(q_A_rod_22*q_A_rod_22) - 0.15*(q_A_rod_32*q_A_rod_32);  /* [9, 11] */
    out[where[35]] = q_A_rod_12;  /* [9, 12] */
    out[where[36]] = q_A_rod_22;  /* [9, 13] */
    out[where[37]] = q_A_rod_32;  /* [9, 14] */
    out[where[38]] = -q_A_rod_13;  /* [10, 6] */
    out[where[39]] = -q_A_rod_23;  /* [10, 7] */
    out[where[40]] = -q_A_rod_33;  /* [10, 8] */
    out[where[41]] = -cse3*q_A_rod_32 - cse4*q_A_rod_22 - cse5*q_A_rod_12;  /* [10, 9] */
    out[where[42]] = cse10 + cse11 + cse9 + 0.15*(q_A_rod_13*q_A_rod_13) + 0.15*(q_A_rod_23*q_A_rod_23) + 0.15*(q_A_rod_33*q_A_rod_33);  /* [10, 10] */
    out[where[43]] = -cse6 - cse7 - cse8;  /* [10, 11] */
    out[where[44]] = q_A_rod_13;  /* [10, 12] */
    out[where[45]] = q_A_rod_23;  /* [10, 13] */
    out[where[46]] = q_A_rod_33;  /* [10, 14] */
    out[where[47]] = q_A_slider_13;  /* [11, 16] */
    out[where[48]] = cse12;  /* [11, 17] */
    out[where[49]] = q_A_slider_13;  /* [12, 15] */
    out[where[50]] = -q_A_slider_11;  /* [12, 17] */
    out[where[51]] = q_A_slider_11;  /* [13, 12] */
    out[where[52]] = q_A_slider_21;  /* [13, 13] */
    out[where[53]] = q_A_slider_31;  /* [13, 14] */
    out[where[54]] = -cse13*q_A_slider_13 + cse14;  /* [13, 16] */
    out[where[55]] = cse13*q_A_slider_12 + q_A_slider_22*q_r_slider_y + q_A_slider_32*q_r_slider_z;  /* [13, 17] */
    out[where[56]] = cse12;  /* [14, 12] */
    out[where[57]] = cse15;  /* [14, 13] */
    out[where[58]] = -q_A_slider_32;  /* [14, 14] */
    out[where[59]] = cse14 + cse16*q_A_slider_13;  /* [14, 15] */
    out[where[60]] = -cse16*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z;  /* [14, 17] */
    out[where[61]] = q_A_slider_23;  /* [15, 16] */
    out[where[62]] = cse15;  /* [15, 17] */
    out[where[63]] = -cse18;  /* [16, 6] */
    out[where[64]] = -cse20;  /* [16, 7] */
    out[where[65]] = -cse22;  /* [16, 8] */
    out[where[66]] = cse23*q_A_rod_33 + cse24*q_A_rod_23 + cse25*q_A_rod_13;  /* [16, 10] */
    out[where[67]] = -cse23*q_A_rod_32 - cse24*q_A_rod_22 - cse25*q_A_rod_12;  /* [16, 11] */
    out[where[68]] = cse18;  /* [16, 12] */
    out[where[69]] = cse20;  /* [16, 13] */
    out[where[70]] = cse22;  /* [16, 14] */
    out[where[71]] = -cse18*q_A_slider_12 - cse20*q_A_slider_22 - cse22*q_A_slider_32;  /* [16, 15] */
    out[where[72]] = cse18*q_A_slider_11 + cse20*q_A_slider_21 + cse22*q_A_slider_31;  /* [16, 16] */
    out[where[73]] = cse32*q_A_crank_33 + cse33*q_A_crank_23;  /* [17, 3] */
    out[where[74]] = -cse32*q_A_crank_31 - cse33*q_A_crank_21;  /* [17, 5] */
}

/* Phi_q written into its band storage; ab is zeroed by the caller. */
void mg_slider_crank_rA_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    mg_slider_crank_rA_Phi_q_cells(q, t, p, ab, mg_slider_crank_rA_Phi_q_in_band);
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 18 x 18 row-major, 75 nonzero (the cells of Phi_q_band).
 */
void mg_slider_crank_rA_Phi_q(const double *q, double t, const double *p, double *out)
{
    memset(out, 0, sizeof(double) * 324);
    mg_slider_crank_rA_Phi_q_cells(q, t, p, out, mg_slider_crank_rA_Phi_q_in_dense);
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_rA_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_Phi_q(q + (size_t)k * 36, t[k], p, out + (size_t)k * 324);
    }
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 36); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 1 nonzero.
 * 25 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_nu(const double *q, double t, const double *p, double *out)
{
    const double q_A_crank_22 = q[7];
    const double q_A_crank_32 = q[10];
    (void)p;
    const double cse0 = 2*3.141592653589793;
    const double cse1 = cse0*t;
    const double cse2 = sin(cse1);
    const double cse3 = cse2*q_A_crank_22;
    const double cse4 = cos(cse1);
    const double cse5 = cse4*q_A_crank_32;
    const double cse6 = cse3 + cse5 + 1;
    const double cse7 = cse2*q_A_crank_32;
    const double cse8 = cse4*q_A_crank_22;

    memset(out, 0, sizeof(double) * 18);
    out[17] = -2*(cse0*cse3 + cse0*cse5)/cse6 + 2*(cse7 - cse8)*(-cse0*cse7 + cse0*cse8)/(cse6*cse6);  /* [17, 0] */
}

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_slider_crank_rA_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_nu(q + (size_t)k * 36, t[k], p, out + (size_t)k * 18);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 296 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_A_crank_11 = q[3];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_w_slider_x = v[15];
    const double v_w_slider_y = v[16];
    const double v_w_slider_z = v[17];
    (void)p;
    const double cse0 = 0.15*q_A_rod_12;
    const double cse1 = 0.15*v_w_rod_y;
    const double cse2 = 0.08*v_w_crank_z;
    const double cse3 = 0.08*v_w_crank_x;
    const double cse4 = 0.15*q_A_rod_22;
    const double cse5 = 0.15*q_A_rod_32;
    const double cse6 = -0.15*q_A_rod_31 - q_r_rod_z + q_r_slider_z;
    const double cse7 = cse6*q_A_rod_31;
    const double cse8 = -0.15*q_A_rod_21 - q_r_rod_y + q_r_slider_y;
    const double cse9 = cse8*q_A_rod_21;
    const double cse10 = -0.15*q_A_rod_11 - q_r_rod_x + q_r_slider_x;
    const double cse11 = cse10*q_A_rod_11;
    const double cse12 = cse5*q_A_rod_33;
    const double cse13 = cse4*q_A_rod_23;
    const double cse14 = cse0*q_A_rod_13;
    const double cse15 = q_r_slider_x - 0.2;
    const double cse16 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z;
    const double cse17 = 0.2 - q_r_slider_x;
    const double cse18 = cse6 + q_A_slider_33;
    const double cse19 = 2*cse18;
    const double cse20 = 0.3*cse18;
    const double cse21 = cse8 + q_A_slider_23;
    const double cse22 = 0.3*cse21;
    const double cse23 = cse10 + q_A_slider_13;
    const double cse24 = 0.3*cse23;
    const double cse25 = 2*cse21;
    const double cse26 = 2*cse23;
    const double cse27 = 2*3.141592653589793;
    const double cse28 = cse27*t;
    const double cse29 = sin(cse28);
    const double cse30 = cse29*q_A_crank_32;
    const double cse31 = cos(cse28);
    const double cse32 = cse31*q_A_crank_22;
    const double cse33 = cse29*q_A_crank_22;
    const double cse34 = cse31*q_A_crank_32;
    const double cse35 = cse33 + cse34 + 1;
    const double cse36 = 2*(cse30 - cse32)/(cse35*cse35);
    const double cse37 = 2/cse35;
    const double cse38 = cse29*cse37 - cse31*cse36;
    const double cse39 = -cse29*cse36 - cse31*cse37;

    out[0] = v_rd_crank_x;  /* [0, 0] */
    out[1] = v_rd_crank_y;  /* [1, 0] */
    out[2] = v_rd_crank_z;  /* [2, 0] */
    out[3] = q_A_crank_22*v_w_crank_z - q_A_crank_23*v_w_crank_y;  /* [3, 0] */
    out[4] = q_A_crank_32*v_w_crank_z - q_A_crank_33*v_w_crank_y;  /* [4, 0] */
    out[5] = cse0*v_w_rod_z - cse1*q_A_rod_13 - cse2*q_A_crank_11 + cse3*q_A_crank_13 + v_rd_crank_x - v_rd_rod_x;  /* [5, 0] */
    out[6] = -cse1*q_A_rod_23 - cse2*q_A_crank_21 + cse3*q_A_crank_23 + cse4*v_w_rod_z + v_rd_crank_y - v_rd_rod_y;  /* [6, 0] */
    out[7] = -cse1*q_A_rod_33 - cse2*q_A_crank_31 + cse3*q_A_crank_33 + cse5*v_w_rod_z + v_rd_crank_z - v_rd_rod_z;  /* [7, 0] */
    out[8] = v_w_rod_x*(q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33) + v_w_rod_z*(-q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33) + v_w_slider_x*(-q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32) + v_w_slider_y*(q_A_rod_12*q_A_slider_11 + q_A_rod_22*q_A_slider_21 + q_A_rod_32*q_A_slider_31);  /* [8, 0] */
    out[9] = -q_A_rod_12*v_rd_rod_x + q_A_rod_12*v_rd_slider_x - q_A_rod_22*v_rd_rod_y + q_A_rod_22*v_rd_slider_y - q_A_rod_32*v_rd_rod_z + q_A_rod_32*v_rd_slider_z + v_w_rod_x*(cse10*q_A_rod_13 + cse6*q_A_rod_33 + cse8*q_A_rod_23) + v_w_rod_y*(cse12 + cse13 + cse14) + v_w_rod_z*(-cse11 - cse7 - cse9 - 0.15*(q_A_rod_12*q_A_rod_12) - 0.15*(q_A_rod_22*q_A_rod_22) - 0.15*(q_A_rod_32*q_A_rod_32));  /* [9, 0] */
    out[10] = -q_A_rod_13*v_rd_rod_x + q_A_rod_13*v_rd_slider_x - q_A_rod_23*v_rd_rod_y + q_A_rod_23*v_rd_slider_y - q_A_rod_33*v_rd_rod_z + q_A_rod_33*v_rd_slider_z + v_w_rod_x*(-cse10*q_A_rod_12 - cse6*q_A_rod_32 - cse8*q_A_rod_22) + v_w_rod_y*(cse11 + cse7 + cse9 + 0.15*(q_A_rod_13*q_A_rod_13) + 0.15*(q_A_rod_23*q_A_rod_23) + 0.15*(q_A_rod_33*q_A_rod_33)) + v_w_rod_z*(-cse12 - cse13 - cse14);  /* [10, 0] */
    out[11] = -q_A_slider_12*v_w_slider_z + q_A_slider_13*v_w_slider_y;  /* [11, 0] */
    out[12] = -q_A_slider_11*v_w_slider_z + q_A_slider_13*v_w_slider_x;  /* [12, 0] */
    out[13] = q_A_slider_11*v_rd_slider_x + q_A_slider_21*v_rd_slider_y + q_A_slider_31*v_rd_slider_z + v_w_slider_y*(-cse15*q_A_slider_13 + cse16) + v_w_slider_z*(cse15*q_A_slider_12 + q_A_slider_22*q_r_slider_y + q_A_slider_32*q_r_slider_z);  /* [13, 0] */
    out[14] = -q_A_slider_12*v_rd_slider_x - q_A_slider_22*v_rd_slider_y - q_A_slider_32*v_rd_slider_z + v_w_slider_x*(cse16 + cse17*q_A_slider_13) + v_w_slider_z*(-cse17*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z);  /* [14, 0] */
    out[15] = -q_A_slider_22*v_w_slider_z + q_A_slider_23*v_w_slider_y;  /* [15, 0] */
    out[16] = -cse19*v_rd_rod_z + cse19*v_rd_slider_z - cse25*v_rd_rod_y + cse25*v_rd_slider_y - cse26*v_rd_rod_x + cse26*v_rd_slider_x + v_w_rod_y*(cse20*q_A_rod_33 + cse22*q_A_rod_23 + cse24*q_A_rod_13) + v_w_rod_z*(-cse20*q_A_rod_32 - cse22*q_A_rod_22 - cse24*q_A_rod_12) + v_w_slider_x*(-cse19*q_A_slider_32 - cse25*q_A_slider_22 - cse26*q_A_slider_12) + v_w_slider_y*(cse19*q_A_slider_31 + cse25*q_A_slider_21 + cse26*q_A_slider_11);  /* [16, 0] */
    out[17] = -cse36*(-cse27*cse30 + cse27*cse32) + cse37*(cse27*cse33 + cse27*cse34) + v_w_crank_x*(cse38*q_A_crank_33 + cse39*q_A_crank_23) + v_w_crank_z*(-cse38*q_A_crank_31 - cse39*q_A_crank_21);  /* [17, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_rA_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_velocity_residual(q + (size_t)k * 36, v + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 15 nonzero.
 * 699 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_w_slider_x = v[15];
    const double v_w_slider_y = v[16];
    const double v_w_slider_z = v[17];
    (void)p;
    const double cse0 = q_A_crank_21*v_w_crank_y - q_A_crank_22*v_w_crank_x;
    const double cse1 = -q_A_crank_21*v_w_crank_z + q_A_crank_23*v_w_crank_x;
    const double cse2 = q_A_crank_31*v_w_crank_y - q_A_crank_32*v_w_crank_x;
    const double cse3 = -q_A_crank_31*v_w_crank_z + q_A_crank_33*v_w_crank_x;
    const double cse4 = q_A_rod_12*v_w_rod_x;
    const double cse5 = q_A_rod_11*v_w_rod_y;
    const double cse6 = -cse4 + cse5;
    const double cse7 = 0.15*v_w_rod_y;
    const double cse8 = 0.08*v_w_crank_x;
    const double cse9 = q_A_rod_11*v_w_rod_z;
    const double cse10 = q_A_rod_13*v_w_rod_x;
    const double cse11 = cse10 - cse9;
    const double cse12 = 0.15*v_w_rod_z;
    const double cse13 = 0.08*v_w_crank_z;
    const double cse14 = q_A_rod_22*v_w_rod_x;
    const double cse15 = q_A_rod_21*v_w_rod_y;
    const double cse16 = -cse14 + cse15;
    const double cse17 = q_A_rod_21*v_w_rod_z;
    const double cse18 = q_A_rod_23*v_w_rod_x;
    const double cse19 = -cse17 + cse18;
    const double cse20 = q_A_crank_22*v_w_crank_z - q_A_crank_23*v_w_crank_y;
    const double cse21 = q_A_rod_32*v_w_rod_x;
    const double cse22 = q_A_rod_31*v_w_rod_y;
    const double cse23 = -cse21 + cse22;
    const double cse24 = q_A_rod_31*v_w_rod_z;
    const double cse25 = q_A_rod_33*v_w_rod_x;
    const double cse26 = -cse24 + cse25;
    const double cse27 = q_A_crank_32*v_w_crank_z - q_A_crank_33*v_w_crank_y;
    const double cse28 = q_A_slider_32*v_w_slider_z - q_A_slider_33*v_w_slider_y;
    const double cse29 = cse28*v_w_slider_y;
    const double cse30 = q_A_rod_13*v_w_rod_y;
    const double cse31 = q_A_rod_12*v_w_rod_z;
    const double cse32 = -cse30 + cse31;
    const double cse33 = q_A_slider_11*v_w_slider_y;
    const double cse34 = q_A_slider_12*v_w_slider_x;
    const double cse35 = cse33 - cse34;
    const double cse36 = q_A_slider_31*v_w_slider_z;
    const double cse37 = q_A_slider_33*v_w_slider_x;
    const double cse38 = -cse36 + cse37;
    const double cse39 = cse38*v_w_slider_x;
    const double cse40 = q_A_rod_23*v_w_rod_y;
    const double cse41 = q_A_rod_22*v_w_rod_z;
    const double cse42 = -cse40 + cse41;
    const double cse43 = q_A_slider_21*v_w_slider_y;
    const double cse44 = q_A_slider_22*v_w_slider_x;
    const double cse45 = cse43 - cse44;
    const double cse46 = q_A_slider_21*v_w_slider_z;
    const double cse47 = q_A_slider_23*v_w_slider_x;
    const double cse48 = -cse46 + cse47;
    const double cse49 = cse48*v_w_slider_x;
    const double cse50 = q_A_rod_33*v_w_rod_y;
    const double cse51 = q_A_rod_32*v_w_rod_z;
    const double cse52 = -cse50 + cse51;
    const double cse53 = q_A_slider_11*v_w_slider_z;
    const double cse54 = q_A_slider_13*v_w_slider_x;
    const double cse55 = -cse53 + cse54;
    const double cse56 = cse55*v_w_slider_x;
    const double cse57 = q_A_slider_31*v_w_slider_y;
    const double cse58 = q_A_slider_32*v_w_slider_x;
    const double cse59 = cse57 - cse58;
    const double cse60 = q_A_slider_12*v_w_slider_z - q_A_slider_13*v_w_slider_y;
    const double cse61 = cse60*v_w_slider_y;
    const double cse62 = q_A_slider_22*v_w_slider_z - q_A_slider_23*v_w_slider_y;
    const double cse63 = cse62*v_w_slider_y;
    const double cse64 = 0.15*q_A_rod_31;
    const double cse65 = -q_r_rod_z + q_r_slider_z;
    const double cse66 = 0.3*q_A_rod_11;
    const double cse67 = -q_r_slider_x;
    const double cse68 = cse67 + q_r_rod_x;
    const double cse69 = 0.3*cse31;
    const double cse70 = -cse69;
    const double cse71 = -v_rd_rod_x + v_rd_slider_x;
    const double cse72 = 0.15*q_A_rod_11;
    const double cse73 = -q_r_rod_x + q_r_slider_x;
    const double cse74 = 0.3*q_A_rod_21;
    const double cse75 = q_r_rod_y - q_r_slider_y;
    const double cse76 = 0.3*cse41;
    const double cse77 = -cse76;
    const double cse78 = -v_rd_rod_y + v_rd_slider_y;
    const double cse79 = 0.15*q_A_rod_21;
    const double cse80 = -q_r_rod_y + q_r_slider_y;
    const double cse81 = 0.3*q_A_rod_31;
    const double cse82 = q_r_rod_z - q_r_slider_z;
    const double cse83 = 0.3*cse51;
    const double cse84 = -cse83;
    const double cse85 = -v_rd_rod_z + v_rd_slider_z;
    const double cse86 = -cse74;
    const double cse87 = 0.3*cse50;
    const double cse88 = -cse66;
    const double cse89 = 0.3*cse30;
    const double cse90 = -cse81;
    const double cse91 = 0.3*cse40;
    const double cse92 = cse35*v_w_slider_y;
    const double cse93 = cse55*v_w_slider_z;
    const double cse94 = cse35*v_w_slider_x;
    const double cse95 = cse60*v_w_slider_z;
    const double cse96 = cse59*q_r_slider_z;
    const double cse97 = cse48*v_w_slider_z;
    const double cse98 = cse67 + 0.2;
    const double cse99 = cse45*v_w_slider_y;
    const double cse100 = 2*v_rd_slider_z;
    const double cse101 = q_r_slider_z*v_w_slider_z;
    const double cse102 = 2*v_rd_slider_y;
    const double cse103 = q_r_slider_x - 0.2;
    const double cse104 = 2*v_rd_slider_x;
    const double cse105 = 2*q_r_rod_z;
    const double cse106 = 2*q_A_slider_33;
    const double cse107 = 2*q_r_slider_z;
    const double cse108 = 2*q_r_rod_y;
    const double cse109 = 2*q_A_slider_23;
    const double cse110 = 2*q_r_slider_y;
    const double cse111 = 2*cse34;
    const double cse112 = 2*v_rd_rod_x;
    const double cse113 = 2*cse33;
    const double cse114 = cse104 - cse111 - cse112 + cse113 + cse70 + cse89;
    const double cse115 = 2*v_rd_rod_y;
    const double cse116 = 2*cse43;
    const double cse117 = 2*cse44;
    const double cse118 = cse102 - cse115 + cse116 - cse117 + cse77 + cse91;
    const double cse119 = 2*q_r_rod_x;
    const double cse120 = 2*q_A_slider_13;
    const double cse121 = 2*q_r_slider_x;
    const double cse122 = 2*cse58;
    const double cse123 = 2*cse57;
    const double cse124 = 2*v_rd_rod_z;
    const double cse125 = cse100 - cse122 + cse123 - cse124 + cse84 + cse87;
    const double cse126 = 0.3*q_r_rod_z;
    const double cse127 = 0.045*q_A_rod_31;
    const double cse128 = 0.3*q_A_slider_33;
    const double cse129 = 0.3*q_r_slider_z;
    const double cse130 = 0.045*q_A_rod_11;
    const double cse131 = 0.3*q_r_rod_x;
    const double cse132 = 0.3*q_A_slider_13;
    const double cse133 = 0.3*q_r_slider_x;
    const double cse134 = 0.3*q_r_rod_y;
    const double cse135 = 0.045*q_A_rod_21;
    const double cse136 = 0.3*q_A_slider_23;
    const double cse137 = 0.3*q_r_slider_y;
    const double cse138 = 2*3.141592653589793;
    const double cse139 = cse138*t;
    const double cse140 = sin(cse139);
    const double cse141 = cse140*q_A_crank_22;
    const double cse142 = cos(cse139);
    const double cse143 = cse142*q_A_crank_32;
    const double cse144 = cse141 + cse143 + 1;
    const double cse145 = (1.0/(cse144));
    const double cse146 = 2*cse145;
    const double cse147 = cse140*cse146;
    const double cse148 = cse140*q_A_crank_32;
    const double cse149 = cse142*q_A_crank_22;
    const double cse150 = cse148 - cse149;
    const double cse151 = (1.0/(cse144*cse144));
    const double cse152 = 2*cse151;
    const double cse153 = cse150*cse152;
    const double cse154 = cse142*cse153;
    const double cse155 = (cse140*cse140);
    const double cse156 = 4*cse150/(cse144*cse144*cse144);
    const double cse157 = 4*cse151;
    const double cse158 = cse142*cse157;
    const double cse159 = cse140*cse158;
    const double cse160 = cse155*cse156 + cse159;
    const double cse161 = cse140*cse156;
    const double cse162 = (cse142*cse142);
    const double cse163 = cse142*cse161 - cse152*cse155 + cse152*cse162;
    const double cse164 = -cse138*cse148 + cse138*cse149;
    const double cse165 = cse138*cse141 + cse138*cse143;
    const double cse166 = cse152*cse165;
    const double cse167 = 3.141592653589793*cse150;
    const double cse168 = cse142*cse164;
    const double cse169 = 4*3.141592653589793*cse145;
    const double cse170 = -cse140*cse166 + cse140*cse169 + cse152*cse168 - cse158*cse167 + cse161*cse164;
    const double cse171 = cse142*cse146;
    const double cse172 = cse140*cse152;
    const double cse173 = cse150*cse172;
    const double cse174 = 4*(3.141592653589793*3.141592653589793);
    const double cse175 = cse140*cse157*cse167 - cse142*cse166 + cse142*cse169 + cse156*cse168 - cse164*cse172;
    const double cse176 = cse156*cse162 - cse159;

    memset(out, 0, sizeof(double) * 18);
    out[3] = cse0*v_w_crank_y - cse1*v_w_crank_z;  /* [3, 0] */
    out[4] = cse2*v_w_crank_y - cse3*v_w_crank_z;  /* [4, 0] */
    out[5] = -cse11*cse12 + cse13*(q_A_crank_12*v_w_crank_z - q_A_crank_13*v_w_crank_y) + cse6*cse7 - cse8*(q_A_crank_11*v_w_crank_y - q_A_crank_12*v_w_crank_x);  /* [5, 0] */
    out[6] = -cse0*cse8 - cse12*cse19 + cse13*cse20 + cse16*cse7;  /* [6, 0] */
    out[7] = -cse12*cse26 + cse13*cse27 - cse2*cse8 + cse23*cse7;  /* [7, 0] */
    out[8] = -2*cse11*cse35 - cse16*q_A_slider_23*v_w_rod_x - 2*cse19*cse45 - cse23*q_A_slider_33*v_w_rod_x - 2*cse26*cse59 - cse29*q_A_rod_32 + cse32*q_A_slider_13*v_w_rod_z + cse39*q_A_rod_32 + cse42*q_A_slider_23*v_w_rod_z + cse49*q_A_rod_22 + cse52*q_A_slider_33*v_w_rod_z + cse56*q_A_rod_12 - cse6*q_A_slider_13*v_w_rod_x - cse61*q_A_rod_12 - cse63*q_A_rod_22;  /* [8, 0] */
    out[9] = -cse11*v_rd_slider_x - cse11*(0.15*cse30 + cse70 + cse71) - cse16*(cse7*q_A_rod_22 + v_w_rod_x*(-cse79 + cse80)) - cse19*v_rd_slider_y - cse19*(0.15*cse40 + cse77 + cse78) - cse23*(cse7*q_A_rod_32 + v_w_rod_x*(-cse64 + cse65)) - cse26*v_rd_slider_z - cse26*(0.15*cse50 + cse84 + cse85) - cse32*(-0.15*cse10 + v_w_rod_z*(cse66 + cse68)) - cse42*(-0.15*cse18 + v_w_rod_z*(cse74 + cse75)) - cse52*(-0.15*cse25 + v_w_rod_z*(cse81 + cse82)) - cse6*(cse7*q_A_rod_12 + v_w_rod_x*(-cse72 + cse73)) - v_rd_rod_x*(-cse10 + cse9) - v_rd_rod_y*(cse17 - cse18) - v_rd_rod_z*(cse24 - cse25);  /* [9, 0] */
    out[10] = -cse11*(-cse12*q_A_rod_13 + v_w_rod_x*(cse68 + cse72)) - cse16*v_rd_slider_y - cse16*(-0.15*cse41 + cse78 + cse91) - cse19*(-cse12*q_A_rod_23 + v_w_rod_x*(cse75 + cse79)) - cse23*v_rd_slider_z - cse23*(-0.15*cse51 + cse85 + cse87) - cse26*(-cse12*q_A_rod_33 + v_w_rod_x*(cse64 + cse82)) - cse32*(0.15*cse4 + v_w_rod_y*(cse73 + cse88)) - cse42*(0.15*cse14 + v_w_rod_y*(cse80 + cse86)) - cse52*(0.15*cse21 + v_w_rod_y*(cse65 + cse90)) - cse6*v_rd_slider_x - cse6*(-0.15*cse31 + cse71 + cse89) - v_rd_rod_x*(cse4 - cse5) - v_rd_rod_y*(cse14 - cse15) - v_rd_rod_z*(cse21 - cse22);  /* [10, 0] */
    out[11] = -cse92 + cse93;  /* [11, 0] */
    out[12] = -cse94 + cse95;  /* [12, 0] */
    out[13] = -cse100*cse28 - cse101*cse38 - cse102*cse62 - cse103*cse93 - cse104*cse60 - cse92*cse98 + cse96*v_w_slider_y - cse97*q_r_slider_y + cse99*q_r_slider_y;  /* [13, 0] */
    out[14] = -cse101*cse28 - cse103*cse95 + cse38*v_rd_slider_z + cse45*q_r_slider_y*v_w_slider_x + cse48*v_rd_slider_y + cse55*v_rd_slider_x - cse62*q_r_slider_y*v_w_slider_z - cse94*cse98 + cse96*v_w_slider_x - v_rd_slider_x*(cse53 - cse54) - v_rd_slider_y*(cse46 - cse47) - v_rd_slider_z*(cse36 - cse37);  /* [14, 0] */
    out[15] = cse97 - cse99;  /* [15, 0] */
    out[16] = -cse11*v_w_rod_z*(cse130 + cse131 - cse132 - cse133) - cse114*cse35 - cse114*v_rd_slider_x - cse118*cse45 - cse118*v_rd_slider_y - cse125*cse59 - cse125*v_rd_slider_z - cse16*v_w_rod_y*(-cse134 - cse135 + cse136 + cse137) - cse19*v_w_rod_z*(cse134 + cse135 - cse136 - cse137) - cse23*v_w_rod_y*(-cse126 - cse127 + cse128 + cse129) - cse26*v_w_rod_z*(cse126 + cse127 - cse128 - cse129) - cse29*(-cse105 + cse106 + cse107 + cse90) - cse32*(-0.045*cse30 + 0.045*cse31 - 0.3*cse33 + 0.3*cse34 + 0.3*v_rd_rod_x - 0.3*v_rd_slider_x) - cse39*(cse105 - cse106 - cse107 + cse81) - cse42*(-0.045*cse40 + 0.045*cse41 - 0.3*cse43 + 0.3*cse44 + 0.3*v_rd_rod_y - 0.3*v_rd_slider_y) - cse49*(cse108 - cse109 - cse110 + cse74) - cse52*(-0.045*cse50 + 0.045*cse51 - 0.3*cse57 + 0.3*cse58 + 0.3*v_rd_rod_z - 0.3*v_rd_slider_z) - cse56*(cse119 - cse120 - cse121 + cse66) - cse6*v_w_rod_y*(-cse130 - cse131 + cse132 + cse133) - cse61*(-cse119 + cse120 + cse121 + cse88) - cse63*(-cse108 + cse109 + cse110 + cse86) - v_rd_rod_x*(-cse104 + cse111 + cse112 - cse113 + cse69 - cse89) - v_rd_rod_y*(-cse102 + cse115 - cse116 + cse117 + cse76 - cse91) - v_rd_rod_z*(-cse100 + cse122 - cse123 + cse124 + cse83 - cse87);  /* [16, 0] */
    out[17] = -cse0*v_w_crank_x*(-cse171 - cse173) - cse1*(cse170 + v_w_crank_x*(cse160*q_A_crank_23 + cse163*q_A_crank_33) + v_w_crank_z*(-cse160*q_A_crank_21 - cse163*q_A_crank_31)) - cse146*(-cse148*cse174 + cse149*cse174) + cse153*(-cse141*cse174 - cse143*cse174) - cse156*(cse164*cse164) + cse157*cse164*cse165 - cse2*v_w_crank_x*(cse147 - cse154) - cse20*v_w_crank_z*(cse171 + cse173) - cse27*v_w_crank_z*(-cse147 + cse154) - cse3*(cse175 + v_w_crank_x*(cse163*q_A_crank_23 + cse176*q_A_crank_33) + v_w_crank_z*(-cse163*q_A_crank_21 - cse176*q_A_crank_31)) - v_w_crank_x*(cse170*q_A_crank_23 + cse175*q_A_crank_33) - v_w_crank_z*(-cse170*q_A_crank_21 - cse175*q_A_crank_31);  /* [17, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 36); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 18 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_M(const double *q, const double *p, double *out)
{
    (void)q;
    (void)p;

    memset(out, 0, sizeof(double) * 324);
    out[0] = 0.12;  /* [0, 0] */
    out[19] = 0.12;  /* [1, 1] */
    out[38] = 0.12;  /* [2, 2] */
    out[57] = 0.0001;  /* [3, 3] */
    out[76] = 1e-05;  /* [4, 4] */
    out[95] = 0.0001;  /* [5, 5] */
    out[114] = 0.5;  /* [6, 6] */
    out[133] = 0.5;  /* [7, 7] */
    out[152] = 0.5;  /* [8, 8] */
    out[171] = 0.004;  /* [9, 9] */
    out[190] = 0.0004;  /* [10, 10] */
    out[209] = 0.004;  /* [11, 11] */
    out[228] = 2.0;  /* [12, 12] */
    out[247] = 2.0;  /* [13, 13] */
    out[266] = 2.0;  /* [14, 14] */
    out[285] = 0.0001;  /* [15, 15] */
    out[304] = 0.0001;  /* [16, 16] */
    out[323] = 0.0001;  /* [17, 17] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_slider_crank_rA_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_M(q + (size_t)k * 36, p, out + (size_t)k * 324);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 7 nonzero.
 * 8 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    (void)t;
    (void)p;
    const double cse0 = 9e-05*v_w_crank_y;
    const double cse1 = 0.0036*v_w_rod_y;

    memset(out, 0, sizeof(double) * 18);
    out[2] = -1.1772;  /* [2, 0] */
    out[3] = -cse0*v_w_crank_z;  /* [3, 0] */
    out[5] = cse0*v_w_crank_x;  /* [5, 0] */
    out[8] = -4.905;  /* [8, 0] */
    out[9] = -cse1*v_w_rod_z;  /* [9, 0] */
    out[11] = cse1*v_w_rod_x;  /* [11, 0] */
    out[14] = -19.62;  /* [14, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_rA_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_Q(q + (size_t)k * 36, v + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 324);
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 8 nonzero.
 * 10 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    (void)t;
    (void)p;
    const double cse0 = 9e-05*v_w_crank_y;
    const double cse1 = 0.0036*v_w_rod_y;

    memset(out, 0, sizeof(double) * 324);
    out[58] = -9e-05*v_w_crank_z;  /* [3, 4] */
    out[59] = -cse0;  /* [3, 5] */
    out[93] = cse0;  /* [5, 3] */
    out[94] = 9e-05*v_w_crank_x;  /* [5, 4] */
    out[172] = -0.0036*v_w_rod_z;  /* [9, 10] */
    out[173] = -cse1;  /* [9, 11] */
    out[207] = cse1;  /* [11, 9] */
    out[208] = 0.0036*v_w_rod_x;  /* [11, 10] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 36); a (accelerations (time derivative of v), 18); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    (void)q;
    (void)a;
    (void)p;

    memset(out, 0, sizeof(double) * 324);
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 36); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 116 nonzero.
 * 641 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
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
    const double cse0 = 0.08*lam_7;
    const double cse1 = 2*3.141592653589793*t;
    const double cse2 = sin(cse1);
    const double cse3 = cos(cse1);
    const double cse4 = cse2*q_A_crank_22 + cse3*q_A_crank_32 + 1;
    const double cse5 = 2/cse4;
    const double cse6 = cse2*cse5;
    const double cse7 = cse2*q_A_crank_32 - cse3*q_A_crank_22;
    const double cse8 = (1.0/(cse4*cse4));
    const double cse9 = 2*cse8;
    const double cse10 = cse7*cse9;
    const double cse11 = cse10*cse3;
    const double cse12 = cse0 + lam_17*(-cse11 + cse6);
    const double cse13 = 4*cse2*cse3;
    const double cse14 = cse7/(cse4*cse4*cse4);
    const double cse15 = (cse2*cse2);
    const double cse16 = (cse3*cse3);
    const double cse17 = cse13*cse14 - cse15*cse9 + cse16*cse9;
    const double cse18 = 4*cse14;
    const double cse19 = cse13*cse8;
    const double cse20 = cse16*cse18 - cse19;
    const double cse21 = lam_17*(cse17*q_A_crank_23 + cse20*q_A_crank_33);
    const double cse22 = 0.08*lam_6;
    const double cse23 = cse3*cse5;
    const double cse24 = cse10*cse2;
    const double cse25 = cse22 + lam_17*(-cse23 - cse24);
    const double cse26 = cse15*cse18 + cse19;
    const double cse27 = lam_17*(cse17*q_A_crank_33 + cse26*q_A_crank_23);
    const double cse28 = 0.08*lam_5;
    const double cse29 = -cse28*q_A_crank_12;
    const double cse30 = lam_17*(-cse17*q_A_crank_21 - cse20*q_A_crank_31) + lam_4;
    const double cse31 = lam_17*(-cse17*q_A_crank_31 - cse26*q_A_crank_21) + lam_3;
    const double cse32 = -cse0 + lam_17*(cse11 - cse6);
    const double cse33 = -cse22 + lam_17*(cse23 + cse24);
    const double cse34 = 2*lam_16;
    const double cse35 = lam_10*q_A_rod_12;
    const double cse36 = lam_9*q_A_rod_13;
    const double cse37 = cse35 - cse36;
    const double cse38 = lam_10*q_A_rod_11;
    const double cse39 = 0.3*lam_16;
    const double cse40 = cse39*q_A_rod_13;
    const double cse41 = -cse38 - cse40;
    const double cse42 = lam_9*q_A_rod_11;
    const double cse43 = cse39*q_A_rod_12;
    const double cse44 = cse42 + cse43;
    const double cse45 = -cse34;
    const double cse46 = cse34*q_A_slider_12;
    const double cse47 = cse34*q_A_slider_11;
    const double cse48 = -cse47;
    const double cse49 = lam_10*q_A_rod_22;
    const double cse50 = lam_9*q_A_rod_23;
    const double cse51 = cse49 - cse50;
    const double cse52 = lam_10*q_A_rod_21;
    const double cse53 = cse39*q_A_rod_23;
    const double cse54 = -cse52 - cse53;
    const double cse55 = lam_9*q_A_rod_21;
    const double cse56 = cse39*q_A_rod_22;
    const double cse57 = cse55 + cse56;
    const double cse58 = cse34*q_A_slider_22;
    const double cse59 = cse34*q_A_slider_21;
    const double cse60 = -cse59;
    const double cse61 = lam_10*q_A_rod_32;
    const double cse62 = lam_9*q_A_rod_33;
    const double cse63 = cse61 - cse62;
    const double cse64 = lam_10*q_A_rod_31;
    const double cse65 = cse39*q_A_rod_33;
    const double cse66 = -cse64 - cse65;
    const double cse67 = lam_9*q_A_rod_31;
    const double cse68 = cse39*q_A_rod_32;
    const double cse69 = cse67 + cse68;
    const double cse70 = cse34*q_A_slider_32;
    const double cse71 = cse34*q_A_slider_31;
    const double cse72 = -cse71;
    const double cse73 = lam_8*q_A_slider_33;
    const double cse74 = 0.15*q_A_rod_31;
    const double cse75 = -q_r_rod_z + q_r_slider_z;
    const double cse76 = cse73 + lam_9*(-cse74 + cse75);
    const double cse77 = lam_8*q_A_slider_23;
    const double cse78 = 0.15*q_A_rod_21;
    const double cse79 = -q_r_rod_y + q_r_slider_y;
    const double cse80 = cse77 + lam_9*(-cse78 + cse79);
    const double cse81 = q_r_rod_y - q_r_slider_y;
    const double cse82 = cse78 + cse81;
    const double cse83 = q_r_rod_z - q_r_slider_z;
    const double cse84 = cse74 + cse83;
    const double cse85 = lam_8*q_A_slider_13;
    const double cse86 = 0.15*q_A_rod_11;
    const double cse87 = -q_r_rod_x + q_r_slider_x;
    const double cse88 = cse85 + lam_9*(-cse86 + cse87);
    const double cse89 = -q_r_slider_x;
    const double cse90 = cse89 + q_r_rod_x;
    const double cse91 = cse86 + cse90;
    const double cse92 = 0.15*cse61 - 0.15*cse62;
    const double cse93 = 0.15*cse49 - 0.15*cse50;
    const double cse94 = 0.15*cse35 - 0.15*cse36;
    const double cse95 = -cse35 + cse36;
    const double cse96 = -cse49 + cse50;
    const double cse97 = -cse61 + cse62;
    const double cse98 = lam_8*q_A_rod_33;
    const double cse99 = lam_8*q_A_rod_23;
    const double cse100 = lam_8*q_A_rod_13;
    const double cse101 = -cse100*q_A_slider_12 - cse98*q_A_slider_32 - cse99*q_A_slider_22;
    const double cse102 = cse100*q_A_slider_11 + cse98*q_A_slider_31 + cse99*q_A_slider_21;
    const double cse103 = 0.15*lam_7;
    const double cse104 = 0.3*lam_10;
    const double cse105 = 0.15*lam_9;
    const double cse106 = 0.3*q_r_rod_z;
    const double cse107 = 0.045*q_A_rod_31;
    const double cse108 = 0.3*q_A_slider_33;
    const double cse109 = 0.3*q_r_slider_z;
    const double cse110 = -cse103 + cse104*q_A_rod_33 + cse105*q_A_rod_32 + lam_16*(-cse106 - cse107 + cse108 + cse109);
    const double cse111 = 0.15*lam_6;
    const double cse112 = 0.3*q_r_rod_y;
    const double cse113 = 0.045*q_A_rod_21;
    const double cse114 = 0.3*q_A_slider_23;
    const double cse115 = 0.3*q_r_slider_y;
    const double cse116 = cse104*q_A_rod_23 + cse105*q_A_rod_22 - cse111 + lam_16*(-cse112 - cse113 + cse114 + cse115);
    const double cse117 = 0.15*lam_5;
    const double cse118 = 0.045*q_A_rod_11;
    const double cse119 = 0.3*q_r_rod_x;
    const double cse120 = 0.3*q_A_slider_13;
    const double cse121 = 0.3*q_r_slider_x;
    const double cse122 = cse104*q_A_rod_13 + cse105*q_A_rod_12 - cse117 + lam_16*(-cse118 - cse119 + cse120 + cse121);
    const double cse123 = 0.3*q_A_rod_31;
    const double cse124 = -cse123;
    const double cse125 = 0.045*lam_16;
    const double cse126 = -cse125*q_A_rod_33 + lam_10*(cse124 + cse75);
    const double cse127 = 0.3*q_A_rod_21;
    const double cse128 = -cse127;
    const double cse129 = -cse125*q_A_rod_23 + lam_10*(cse128 + cse79);
    const double cse130 = 0.3*q_A_rod_11;
    const double cse131 = -cse130;
    const double cse132 = -cse125*q_A_rod_13 + lam_10*(cse131 + cse87);
    const double cse133 = cse38 + cse40;
    const double cse134 = cse52 + cse53;
    const double cse135 = cse64 + cse65;
    const double cse136 = -cse40*q_A_slider_12 - cse53*q_A_slider_22 - cse65*q_A_slider_32;
    const double cse137 = cse40*q_A_slider_11 + cse53*q_A_slider_21 + cse65*q_A_slider_31;
    const double cse138 = 0.15*lam_10;
    const double cse139 = 0.3*lam_9;
    const double cse140 = cse103 - cse138*q_A_rod_33 - cse139*q_A_rod_32 + lam_16*(cse106 + cse107 - cse108 - cse109);
    const double cse141 = cse111 - cse138*q_A_rod_23 - cse139*q_A_rod_22 + lam_16*(cse112 + cse113 - cse114 - cse115);
    const double cse142 = cse117 - cse138*q_A_rod_13 - cse139*q_A_rod_12 + lam_16*(cse118 + cse119 - cse120 - cse121);
    const double cse143 = cse125*q_A_rod_32 - cse73 + lam_9*(cse123 + cse83);
    const double cse144 = cse125*q_A_rod_22 - cse77 + lam_9*(cse127 + cse81);
    const double cse145 = cse125*q_A_rod_12 - cse85 + lam_9*(cse130 + cse90);
    const double cse146 = -cse43;
    const double cse147 = cse146 - cse42;
    const double cse148 = -cse56;
    const double cse149 = cse148 - cse55;
    const double cse150 = -cse68;
    const double cse151 = cse150 - cse67;
    const double cse152 = lam_8*q_A_rod_21;
    const double cse153 = cse148 - cse152;
    const double cse154 = lam_8*q_A_rod_31;
    const double cse155 = cse150 - cse154;
    const double cse156 = lam_8*q_A_rod_11;
    const double cse157 = cse146 - cse156;
    const double cse158 = -cse46;
    const double cse159 = cse158 - lam_14*q_A_slider_13;
    const double cse160 = cse47 - lam_13*q_A_slider_13;
    const double cse161 = lam_13*q_A_slider_12 + lam_14*q_A_slider_11;
    const double cse162 = -cse58;
    const double cse163 = lam_14*q_A_slider_23;
    const double cse164 = cse162 - cse163;
    const double cse165 = cse59 - lam_13*q_A_slider_23;
    const double cse166 = lam_13*q_A_slider_22 + lam_14*q_A_slider_21;
    const double cse167 = -cse70;
    const double cse168 = lam_14*q_A_slider_33;
    const double cse169 = cse167 - cse168;
    const double cse170 = lam_13*q_A_slider_33;
    const double cse171 = -cse170 + cse71;
    const double cse172 = lam_13*q_A_slider_32 + lam_14*q_A_slider_31;
    const double cse173 = lam_14*q_r_slider_z;
    const double cse174 = cse167 - cse173;
    const double cse175 = lam_14*q_r_slider_y;
    const double cse176 = cse162 - cse175;
    const double cse177 = lam_8*q_A_rod_22;
    const double cse178 = 2*q_r_rod_y;
    const double cse179 = 2*q_A_slider_23;
    const double cse180 = 2*q_r_slider_y;
    const double cse181 = -cse177 + lam_16*(cse127 + cse178 - cse179 - cse180);
    const double cse182 = cse89 + 0.2;
    const double cse183 = cse158 + cse182*lam_14 + lam_12;
    const double cse184 = lam_8*q_A_rod_32;
    const double cse185 = 2*q_r_rod_z;
    const double cse186 = 2*q_A_slider_33;
    const double cse187 = 2*q_r_slider_z;
    const double cse188 = -cse184 + lam_16*(cse123 + cse185 - cse186 - cse187);
    const double cse189 = lam_8*q_A_rod_12;
    const double cse190 = 2*q_r_rod_x;
    const double cse191 = 2*q_A_slider_13;
    const double cse192 = 2*q_r_slider_x;
    const double cse193 = -cse189 + lam_16*(cse130 + cse190 - cse191 - cse192);
    const double cse194 = lam_13*q_r_slider_y;
    const double cse195 = -cse194 + cse59 + lam_15;
    const double cse196 = lam_13*q_r_slider_z;
    const double cse197 = -cse196 + cse71;
    const double cse198 = cse182*lam_13 + cse47 + lam_11;
    const double cse199 = cse184 + lam_16*(cse124 - cse185 + cse186 + cse187);
    const double cse200 = cse177 + lam_16*(cse128 - cse178 + cse179 + cse180);
    const double cse201 = cse189 + lam_16*(cse131 - cse190 + cse191 + cse192);
    const double cse202 = cse194 - lam_15;
    const double cse203 = q_r_slider_x - 0.2;
    const double cse204 = cse203*lam_13 - lam_11;
    const double cse205 = cse203*lam_14 - lam_12;

    memset(out, 0, sizeof(double) * 324);
    out[57] = -cse12*q_A_crank_32 + cse21*q_A_crank_33 - cse25*q_A_crank_22 + cse27*q_A_crank_23 + cse29;  /* [3, 3] */
    out[58] = cse12*q_A_crank_31 + cse25*q_A_crank_21 + cse28*q_A_crank_11;  /* [3, 4] */
    out[59] = -cse21*q_A_crank_31 - cse27*q_A_crank_21;  /* [3, 5] */
    out[75] = lam_3*q_A_crank_22 + lam_4*q_A_crank_32;  /* [4, 3] */
    out[76] = -lam_3*q_A_crank_21 - lam_4*q_A_crank_31;  /* [4, 4] */
    out[93] = cse30*q_A_crank_33 + cse31*q_A_crank_23;  /* [5, 3] */
    out[94] = cse28*q_A_crank_13 - cse32*q_A_crank_33 - cse33*q_A_crank_23;  /* [5, 4] */
    out[95] = cse29 - cse30*q_A_crank_31 - cse31*q_A_crank_21 + cse32*q_A_crank_32 + cse33*q_A_crank_22;  /* [5, 5] */
    out[114] = cse34;  /* [6, 6] */
    out[117] = cse37;  /* [6, 9] */
    out[118] = cse41;  /* [6, 10] */
    out[119] = cse44;  /* [6, 11] */
    out[120] = cse45;  /* [6, 12] */
    out[123] = cse46;  /* [6, 15] */
    out[124] = cse48;  /* [6, 16] */
    out[133] = cse34;  /* [7, 7] */
    out[135] = cse51;  /* [7, 9] */
    out[136] = cse54;  /* [7, 10] */
    out[137] = cse57;  /* [7, 11] */
    out[139] = cse45;  /* [7, 13] */
    out[141] = cse58;  /* [7, 15] */
    out[142] = cse60;  /* [7, 16] */
    out[152] = cse34;  /* [8, 8] */
    out[153] = cse63;  /* [8, 9] */
    out[154] = cse66;  /* [8, 10] */
    out[155] = cse69;  /* [8, 11] */
    out[158] = cse45;  /* [8, 14] */
    out[159] = cse70;  /* [8, 15] */
    out[160] = cse72;  /* [8, 16] */
    out[168] = cse37;  /* [9, 6] */
    out[169] = cse51;  /* [9, 7] */
    out[170] = cse63;  /* [9, 8] */
    out[171] = -cse76*q_A_rod_32 - cse80*q_A_rod_22 + cse82*lam_10*q_A_rod_23 + cse84*lam_10*q_A_rod_33 - cse88*q_A_rod_12 + cse91*lam_10*q_A_rod_13;  /* [9, 9] */
    out[172] = cse76*q_A_rod_31 + cse80*q_A_rod_21 + cse88*q_A_rod_11 - cse92*q_A_rod_33 - cse93*q_A_rod_23 - cse94*q_A_rod_13;  /* [9, 10] */
    out[173] = -cse38*cse91 - cse52*cse82 - cse64*cse84 + cse92*q_A_rod_32 + cse93*q_A_rod_22 + cse94*q_A_rod_12;  /* [9, 11] */
    out[174] = cse95;  /* [9, 12] */
    out[175] = cse96;  /* [9, 13] */
    out[176] = cse97;  /* [9, 14] */
    out[177] = cse101;  /* [9, 15] */
    out[178] = cse102;  /* [9, 16] */
    out[186] = cse41;  /* [10, 6] */
    out[187] = cse54;  /* [10, 7] */
    out[188] = cse66;  /* [10, 8] */
    out[189] = cse105*(q_A_rod_13*q_A_rod_13) + cse105*(q_A_rod_23*q_A_rod_23) + cse105*(q_A_rod_33*q_A_rod_33) - cse110*q_A_rod_32 - cse116*q_A_rod_22 - cse122*q_A_rod_12;  /* [10, 9] */
    out[190] = cse110*q_A_rod_31 + cse116*q_A_rod_21 + cse122*q_A_rod_11 - cse126*q_A_rod_33 - cse129*q_A_rod_23 - cse132*q_A_rod_13;  /* [10, 10] */
    out[191] = cse126*q_A_rod_32 + cse129*q_A_rod_22 + cse132*q_A_rod_12 - 0.15*cse42*q_A_rod_13 - 0.15*cse55*q_A_rod_23 - 0.15*cse67*q_A_rod_33;  /* [10, 11] */
    out[192] = cse133;  /* [10, 12] */
    out[193] = cse134;  /* [10, 13] */
    out[194] = cse135;  /* [10, 14] */
    out[195] = cse136;  /* [10, 15] */
    out[196] = cse137;  /* [10, 16] */
    out[204] = cse44;  /* [11, 6] */
    out[205] = cse57;  /* [11, 7] */
    out[206] = cse69;  /* [11, 8] */
    out[207] = cse138*(q_A_rod_12*q_A_rod_12) + cse138*(q_A_rod_22*q_A_rod_22) + cse138*(q_A_rod_32*q_A_rod_32) + cse140*q_A_rod_33 + cse141*q_A_rod_23 + cse142*q_A_rod_13;  /* [11, 9] */
    out[208] = -cse143*q_A_rod_33 - cse144*q_A_rod_23 - cse145*q_A_rod_13 - cse35*cse86 - cse49*cse78 - cse61*cse74;  /* [11, 10] */
    out[209] = -cse140*q_A_rod_31 - cse141*q_A_rod_21 - cse142*q_A_rod_11 + cse143*q_A_rod_32 + cse144*q_A_rod_22 + cse145*q_A_rod_12;  /* [11, 11] */
    out[210] = cse147;  /* [11, 12] */
    out[211] = cse149;  /* [11, 13] */
    out[212] = cse151;  /* [11, 14] */
    out[213] = -cse153*q_A_slider_22 - cse155*q_A_slider_32 - cse157*q_A_slider_12;  /* [11, 15] */
    out[214] = cse153*q_A_slider_21 + cse155*q_A_slider_31 + cse157*q_A_slider_11;  /* [11, 16] */
    out[222] = cse45;  /* [12, 6] */
    out[225] = cse95;  /* [12, 9] */
    out[226] = cse133;  /* [12, 10] */
    out[227] = cse147;  /* [12, 11] */
    out[228] = cse34;  /* [12, 12] */
    out[231] = cse159;  /* [12, 15] */
    out[232] = cse160;  /* [12, 16] */
    out[233] = cse161;  /* [12, 17] */
    out[241] = cse45;  /* [13, 7] */
    out[243] = cse96;  /* [13, 9] */
    out[244] = cse134;  /* [13, 10] */
    out[245] = cse149;  /* [13, 11] */
    out[247] = cse34;  /* [13, 13] */
    out[249] = cse164;  /* [13, 15] */
    out[250] = cse165;  /* [13, 16] */
    out[251] = cse166;  /* [13, 17] */
    out[260] = cse45;  /* [14, 8] */
    out[261] = cse97;  /* [14, 9] */
    out[262] = cse135;  /* [14, 10] */
    out[263] = cse151;  /* [14, 11] */
    out[266] = cse34;  /* [14, 14] */
    out[267] = cse169;  /* [14, 15] */
    out[268] = cse171;  /* [14, 16] */
    out[269] = cse172;  /* [14, 17] */
    out[276] = cse46;  /* [15, 6] */
    out[277] = cse58;  /* [15, 7] */
    out[278] = cse70;  /* [15, 8] */
    out[279] = cse101;  /* [15, 9] */
    out[280] = cse136;  /* [15, 10] */
    out[281] = cse152*q_A_slider_22 + cse154*q_A_slider_32 + cse156*q_A_slider_12 + cse43*q_A_slider_12 + cse56*q_A_slider_22 + cse68*q_A_slider_32;  /* [15, 11] */
    out[282] = cse159;  /* [15, 12] */
    out[283] = cse164;  /* [15, 13] */
    out[284] = cse169;  /* [15, 14] */
    out[285] = -cse174*q_A_slider_32 - cse176*q_A_slider_22 + cse181*q_A_slider_23 - cse183*q_A_slider_12 + cse188*q_A_slider_33 + cse193*q_A_slider_13;  /* [15, 15] */
    out[286] = cse174*q_A_slider_31 + cse176*q_A_slider_21 + cse183*q_A_slider_11;  /* [15, 16] */
    out[287] = -cse181*q_A_slider_21 - cse188*q_A_slider_31 - cse193*q_A_slider_11;  /* [15, 17] */
    out[294] = cse48;  /* [16, 6] */
    out[295] = cse60;  /* [16, 7] */
    out[296] = cse72;  /* [16, 8] */
    out[297] = cse102;  /* [16, 9] */
    out[298] = cse137;  /* [16, 10] */
    out[299] = -cse152*q_A_slider_21 - cse154*q_A_slider_31 - cse156*q_A_slider_11 - cse43*q_A_slider_11 - cse56*q_A_slider_21 - cse68*q_A_slider_31;  /* [16, 11] */
    out[300] = cse160;  /* [16, 12] */
    out[301] = cse165;  /* [16, 13] */
    out[302] = cse171;  /* [16, 14] */
    out[303] = -cse195*q_A_slider_22 - cse197*q_A_slider_32 - cse198*q_A_slider_12;  /* [16, 15] */
    out[304] = cse195*q_A_slider_21 + cse197*q_A_slider_31 + cse198*q_A_slider_11 - cse199*q_A_slider_33 - cse200*q_A_slider_23 - cse201*q_A_slider_13;  /* [16, 16] */
    out[305] = cse199*q_A_slider_32 + cse200*q_A_slider_22 + cse201*q_A_slider_12;  /* [16, 17] */
    out[318] = cse161;  /* [17, 12] */
    out[319] = cse166;  /* [17, 13] */
    out[320] = cse172;  /* [17, 14] */
    out[321] = cse170*q_r_slider_z + cse202*q_A_slider_23 + cse204*q_A_slider_13;  /* [17, 15] */
    out[322] = -cse163*q_r_slider_y - cse168*q_r_slider_z - cse205*q_A_slider_13;  /* [17, 16] */
    out[323] = cse173*q_A_slider_32 + cse175*q_A_slider_22 - cse196*q_A_slider_31 - cse202*q_A_slider_21 - cse204*q_A_slider_11 + cse205*q_A_slider_12;  /* [17, 17] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 1 row-major, 36 nonzero.
 * 384 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
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
    const double cse0 = 9e-05*v_w_crank_y;
    const double cse1 = 2*3.141592653589793*t;
    const double cse2 = sin(cse1);
    const double cse3 = cos(cse1);
    const double cse4 = cse2*q_A_crank_22 + cse3*q_A_crank_32 + 1;
    const double cse5 = 2/cse4;
    const double cse6 = cse2*q_A_crank_32 - cse3*q_A_crank_22;
    const double cse7 = 2*cse6/(cse4*cse4);
    const double cse8 = cse2*cse5 - cse3*cse7;
    const double cse9 = -cse2*cse7 - cse3*cse5;
    const double cse10 = 0.08*lam_7;
    const double cse11 = 0.08*lam_6;
    const double cse12 = 0.08*lam_5;
    const double cse13 = 0.15*q_A_rod_11;
    const double cse14 = -q_r_rod_x;
    const double cse15 = -cse13 + cse14 + q_r_slider_x;
    const double cse16 = cse15 + q_A_slider_13;
    const double cse17 = 2*cse16;
    const double cse18 = cse17*lam_16;
    const double cse19 = lam_10*q_A_rod_13;
    const double cse20 = lam_9*q_A_rod_12;
    const double cse21 = 0.15*q_A_rod_21;
    const double cse22 = -q_r_rod_y;
    const double cse23 = -cse21 + cse22 + q_r_slider_y;
    const double cse24 = cse23 + q_A_slider_23;
    const double cse25 = 2*cse24;
    const double cse26 = cse25*lam_16;
    const double cse27 = lam_10*q_A_rod_23;
    const double cse28 = lam_9*q_A_rod_22;
    const double cse29 = 0.15*q_A_rod_31;
    const double cse30 = -q_r_rod_z;
    const double cse31 = -cse29 + cse30 + q_r_slider_z;
    const double cse32 = cse31 + q_A_slider_33;
    const double cse33 = 2*cse32;
    const double cse34 = cse33*lam_16;
    const double cse35 = lam_10*q_A_rod_33;
    const double cse36 = lam_9*q_A_rod_32;
    const double cse37 = 0.0036*v_w_rod_y;
    const double cse38 = cse31*q_A_rod_32;
    const double cse39 = cse23*q_A_rod_22;
    const double cse40 = cse15*q_A_rod_12;
    const double cse41 = cse15*q_A_rod_13 + cse23*q_A_rod_23 + cse31*q_A_rod_33;
    const double cse42 = 0.3*cse32;
    const double cse43 = 0.3*cse24;
    const double cse44 = 0.3*cse16;
    const double cse45 = cse23*q_A_rod_21;
    const double cse46 = cse31*q_A_rod_31;
    const double cse47 = cse15*q_A_rod_11;
    const double cse48 = 0.15*q_A_rod_33;
    const double cse49 = cse48*q_A_rod_32;
    const double cse50 = 0.15*q_A_rod_22;
    const double cse51 = cse50*q_A_rod_23;
    const double cse52 = 0.15*q_A_rod_12;
    const double cse53 = cse52*q_A_rod_13;
    const double cse54 = 0.2 - q_r_slider_x;
    const double cse55 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z;
    const double cse56 = q_r_slider_x - 0.2;
    const double cse57 = -cse54*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z;
    const double cse58 = q_A_slider_32*q_r_slider_z;
    const double cse59 = q_A_slider_22*q_r_slider_y;
    const double cse60 = (1.0/(h*h));

    out[0] = 0.12*a_0 + lam_0 + lam_5;  /* [0, 0] */
    out[1] = 0.12*a_1 + lam_1 + lam_6;  /* [1, 0] */
    out[2] = 0.12*a_2 + lam_2 + lam_7 + 1.1772;  /* [2, 0] */
    out[3] = 0.0001*a_3 + cse0*v_w_crank_z + cse10*q_A_crank_33 + cse11*q_A_crank_23 + cse12*q_A_crank_13 + lam_17*(cse8*q_A_crank_33 + cse9*q_A_crank_23);  /* [3, 0] */
    out[4] = 1e-05*a_4 - lam_3*q_A_crank_23 - lam_4*q_A_crank_33;  /* [4, 0] */
    out[5] = 0.0001*a_5 - cse0*v_w_crank_x - cse10*q_A_crank_31 - cse11*q_A_crank_21 - cse12*q_A_crank_11 + lam_17*(-cse8*q_A_crank_31 - cse9*q_A_crank_21) + lam_3*q_A_crank_22 + lam_4*q_A_crank_32;  /* [5, 0] */
    out[6] = 0.5*a_6 - cse18 - cse19 - cse20 - lam_5;  /* [6, 0] */
    out[7] = 0.5*a_7 - cse26 - cse27 - cse28 - lam_6;  /* [7, 0] */
    out[8] = 0.5*a_8 - cse34 - cse35 - cse36 - lam_7 + 4.905;  /* [8, 0] */
    out[9] = 0.004*a_9 + cse37*v_w_rod_z + cse41*lam_9 + lam_10*(-cse38 - cse39 - cse40) + lam_8*(q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33);  /* [9, 0] */
    out[10] = 0.0004*a_10 - cse48*lam_7 + lam_10*(cse45 + cse46 + cse47 + 0.15*(q_A_rod_13*q_A_rod_13) + 0.15*(q_A_rod_23*q_A_rod_23) + 0.15*(q_A_rod_33*q_A_rod_33)) + lam_16*(cse42*q_A_rod_33 + cse43*q_A_rod_23 + cse44*q_A_rod_13) - 0.15*lam_5*q_A_rod_13 - 0.15*lam_6*q_A_rod_23 + lam_9*(cse49 + cse51 + cse53);  /* [10, 0] */
    out[11] = 0.004*a_11 - cse37*v_w_rod_x + cse50*lam_6 + cse52*lam_5 + lam_10*(-cse49 - cse51 - cse53) + lam_16*(-cse42*q_A_rod_32 - cse43*q_A_rod_22 - cse44*q_A_rod_12) + 0.15*lam_7*q_A_rod_32 + lam_8*(-q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33) + lam_9*(-cse45 - cse46 - cse47 - 0.15*(q_A_rod_12*q_A_rod_12) - 0.15*(q_A_rod_22*q_A_rod_22) - 0.15*(q_A_rod_32*q_A_rod_32));  /* [11, 0] */
    out[12] = 2.0*a_12 + cse18 + cse19 + cse20 + lam_13*q_A_slider_11 - lam_14*q_A_slider_12;  /* [12, 0] */
    out[13] = 2.0*a_13 + cse26 + cse27 + cse28 + lam_13*q_A_slider_21 - lam_14*q_A_slider_22;  /* [13, 0] */
    out[14] = 2.0*a_14 + cse34 + cse35 + cse36 + lam_13*q_A_slider_31 - lam_14*q_A_slider_32 + 19.62;  /* [14, 0] */
    out[15] = 0.0001*a_15 + lam_12*q_A_slider_13 + lam_14*(cse54*q_A_slider_13 + cse55) + lam_16*(-cse17*q_A_slider_12 - cse25*q_A_slider_22 - cse33*q_A_slider_32) + lam_8*(-q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32);  /* [15, 0] */
    out[16] = 0.0001*a_16 + lam_11*q_A_slider_13 + lam_13*(cse55 - cse56*q_A_slider_13) + lam_15*q_A_slider_23 + lam_16*(cse17*q_A_slider_11 + cse25*q_A_slider_21 + cse33*q_A_slider_31) + lam_8*(q_A_rod_12*q_A_slider_11 + q_A_rod_22*q_A_slider_21 + q_A_rod_32*q_A_slider_31);  /* [16, 0] */
    out[17] = 0.0001*a_17 + cse57*lam_14 - lam_11*q_A_slider_12 - lam_12*q_A_slider_11 + lam_13*(cse56*q_A_slider_12 + cse58 + cse59) - lam_15*q_A_slider_22;  /* [17, 0] */
    out[18] = cse60*q_r_crank_x;  /* [18, 0] */
    out[19] = cse60*(q_r_crank_y - 0.1);  /* [19, 0] */
    out[20] = cse60*(q_r_crank_z - 0.12);  /* [20, 0] */
    out[21] = cse60*q_A_crank_21;  /* [21, 0] */
    out[22] = cse60*q_A_crank_31;  /* [22, 0] */
    out[23] = cse60*(cse13 + cse14 + 0.08*q_A_crank_12 + q_r_crank_x);  /* [23, 0] */
    out[24] = cse60*(cse21 + cse22 + 0.08*q_A_crank_22 + q_r_crank_y);  /* [24, 0] */
    out[25] = cse60*(cse29 + cse30 + 0.08*q_A_crank_32 + q_r_crank_z);  /* [25, 0] */
    out[26] = cse60*(q_A_rod_12*q_A_slider_13 + q_A_rod_22*q_A_slider_23 + q_A_rod_32*q_A_slider_33);  /* [26, 0] */
    out[27] = cse60*(cse38 + cse39 + cse40);  /* [27, 0] */
    out[28] = cse41*cse60;  /* [28, 0] */
    out[29] = -cse60*q_A_slider_11;  /* [29, 0] */
    out[30] = cse60*q_A_slider_12;  /* [30, 0] */
    out[31] = cse57*cse60;  /* [31, 0] */
    out[32] = cse60*(cse54*q_A_slider_12 - cse58 - cse59);  /* [32, 0] */
    out[33] = -cse60*q_A_slider_21;  /* [33, 0] */
    out[34] = cse60*((cse16*cse16) + (cse24*cse24) + (cse32*cse32) - 1);  /* [34, 0] */
    out[35] = cse5*cse6*cse60;  /* [35, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 36 row-major, 294 nonzero.
 * 1555 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    const double v_w_slider_x = v[15];
    const double v_w_slider_y = v[16];
    const double v_w_slider_z = v[17];
    (void)a;
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
    const double cse0 = (h*h);
    const double cse1 = 2*3.141592653589793*t;
    const double cse2 = sin(cse1);
    const double cse3 = cos(cse1);
    const double cse4 = cse2*q_A_crank_22 + cse3*q_A_crank_32 + 1;
    const double cse5 = cse2*q_A_crank_32 - cse3*q_A_crank_22;
    const double cse6 = 4*cse5/(cse4*cse4*cse4);
    const double cse7 = cse2*cse3;
    const double cse8 = (cse2*cse2);
    const double cse9 = (1.0/(cse4*cse4));
    const double cse10 = 2*cse9;
    const double cse11 = (cse3*cse3);
    const double cse12 = cse10*cse11 - cse10*cse8 + cse6*cse7;
    const double cse13 = 4*cse7*cse9;
    const double cse14 = cse11*cse6 - cse13;
    const double cse15 = lam_17*(cse12*q_A_crank_23 + cse14*q_A_crank_33);
    const double cse16 = cse13 + cse6*cse8;
    const double cse17 = lam_17*(cse12*q_A_crank_33 + cse16*q_A_crank_23);
    const double cse18 = -cse15*q_A_crank_31 - cse17*q_A_crank_21;
    const double cse19 = (1.0/6.0)*cse0;
    const double cse20 = cse19*v_w_crank_x*v_w_crank_z;
    const double cse21 = (1.0/2.0)*h;
    const double cse22 = cse21*v_w_crank_y;
    const double cse23 = cse20 + cse22;
    const double cse24 = cse19*v_w_crank_y;
    const double cse25 = cse24*v_w_crank_x;
    const double cse26 = cse21*v_w_crank_z;
    const double cse27 = cse25 - cse26;
    const double cse28 = 0.08*lam_7;
    const double cse29 = 2/cse4;
    const double cse30 = cse2*cse29;
    const double cse31 = cse10*cse5;
    const double cse32 = cse3*cse31;
    const double cse33 = cse30 - cse32;
    const double cse34 = cse28 + cse33*lam_17;
    const double cse35 = 0.08*lam_6;
    const double cse36 = cse29*cse3;
    const double cse37 = cse2*cse31;
    const double cse38 = -cse36 - cse37;
    const double cse39 = cse35 + cse38*lam_17;
    const double cse40 = 0.08*q_A_crank_11;
    const double cse41 = cse34*q_A_crank_31 + cse39*q_A_crank_21 + cse40*lam_5;
    const double cse42 = -cse19*(v_w_crank_z*v_w_crank_z);
    const double cse43 = -cse19*(v_w_crank_y*v_w_crank_y) + 1;
    const double cse44 = cse42 + cse43;
    const double cse45 = -0.08*lam_5*q_A_crank_12;
    const double cse46 = cse15*q_A_crank_33 + cse17*q_A_crank_23 - cse34*q_A_crank_32 - cse39*q_A_crank_22 + cse45;
    const double cse47 = 9e-05*h;
    const double cse48 = cse24*v_w_crank_z;
    const double cse49 = cse21*v_w_crank_x;
    const double cse50 = cse48 - cse49;
    const double cse51 = -cse19*(v_w_crank_x*v_w_crank_x);
    const double cse52 = cse42 + cse51 + 1;
    const double cse53 = cse25 + cse26;
    const double cse54 = cse47*v_w_crank_y;
    const double cse55 = cse43 + cse51;
    const double cse56 = cse48 + cse49;
    const double cse57 = cse20 - cse22;
    const double cse58 = 0.08*q_A_crank_13;
    const double cse59 = 0.08*q_A_crank_23;
    const double cse60 = 0.08*q_A_crank_33;
    const double cse61 = cse33*q_A_crank_33 + cse38*q_A_crank_23;
    const double cse62 = -lam_3*q_A_crank_21 - lam_4*q_A_crank_31;
    const double cse63 = lam_3*q_A_crank_22 + lam_4*q_A_crank_32;
    const double cse64 = lam_17*(-cse12*q_A_crank_21 - cse14*q_A_crank_31) + lam_4;
    const double cse65 = lam_17*(-cse12*q_A_crank_31 - cse16*q_A_crank_21) + lam_3;
    const double cse66 = -cse35 + lam_17*(cse36 + cse37);
    const double cse67 = -cse28 + lam_17*(-cse30 + cse32);
    const double cse68 = cse45 - cse64*q_A_crank_31 - cse65*q_A_crank_21 + cse66*q_A_crank_22 + cse67*q_A_crank_32;
    const double cse69 = cse58*lam_5 - cse66*q_A_crank_23 - cse67*q_A_crank_33;
    const double cse70 = cse64*q_A_crank_33 + cse65*q_A_crank_23;
    const double cse71 = 0.08*q_A_crank_21;
    const double cse72 = 0.08*q_A_crank_31;
    const double cse73 = -cse33*q_A_crank_31 - cse38*q_A_crank_21;
    const double cse74 = 2*lam_16;
    const double cse75 = cse0*cse74;
    const double cse76 = cse75 + 0.5;
    const double cse77 = lam_9*q_A_rod_11;
    const double cse78 = 0.3*lam_16;
    const double cse79 = cse78*q_A_rod_12;
    const double cse80 = cse77 + cse79;
    const double cse81 = cse19*v_w_rod_z;
    const double cse82 = cse81*v_w_rod_x;
    const double cse83 = cse21*v_w_rod_y;
    const double cse84 = cse82 + cse83;
    const double cse85 = cse19*v_w_rod_x*v_w_rod_y;
    const double cse86 = cse21*v_w_rod_z;
    const double cse87 = cse85 - cse86;
    const double cse88 = lam_10*q_A_rod_11;
    const double cse89 = cse78*q_A_rod_13;
    const double cse90 = -cse88 - cse89;
    const double cse91 = -cse19*(v_w_rod_z*v_w_rod_z);
    const double cse92 = -cse19*(v_w_rod_y*v_w_rod_y) + 1;
    const double cse93 = cse91 + cse92;
    const double cse94 = lam_10*q_A_rod_12;
    const double cse95 = lam_9*q_A_rod_13;
    const double cse96 = cse94 - cse95;
    const double cse97 = cse81*v_w_rod_y;
    const double cse98 = cse21*v_w_rod_x;
    const double cse99 = cse97 - cse98;
    const double cse100 = -cse19*(v_w_rod_x*v_w_rod_x);
    const double cse101 = cse100 + cse91 + 1;
    const double cse102 = cse85 + cse86;
    const double cse103 = cse100 + cse92;
    const double cse104 = cse97 + cse98;
    const double cse105 = cse82 - cse83;
    const double cse106 = -cse75;
    const double cse107 = cse19*v_w_slider_y;
    const double cse108 = cse107*v_w_slider_x;
    const double cse109 = cse21*v_w_slider_z;
    const double cse110 = cse108 - cse109;
    const double cse111 = cse74*q_A_slider_11;
    const double cse112 = -cse19*(v_w_slider_y*v_w_slider_y);
    const double cse113 = -cse19*(v_w_slider_z*v_w_slider_z) + 1;
    const double cse114 = cse112 + cse113;
    const double cse115 = cse74*q_A_slider_12;
    const double cse116 = -cse19*(v_w_slider_x*v_w_slider_x);
    const double cse117 = cse113 + cse116;
    const double cse118 = cse108 + cse109;
    const double cse119 = cse107*v_w_slider_z;
    const double cse120 = cse21*v_w_slider_x;
    const double cse121 = cse119 + cse120;
    const double cse122 = cse19*v_w_slider_x*v_w_slider_z;
    const double cse123 = cse21*v_w_slider_y;
    const double cse124 = cse122 - cse123;
    const double cse125 = -q_A_rod_12;
    const double cse126 = -q_A_rod_13;
    const double cse127 = 0.15*q_A_rod_11;
    const double cse128 = -q_r_rod_x + q_r_slider_x;
    const double cse129 = -cse127 + cse128;
    const double cse130 = cse129 + q_A_slider_13;
    const double cse131 = 2*cse130;
    const double cse132 = -cse131;
    const double cse133 = lam_9*q_A_rod_21;
    const double cse134 = cse78*q_A_rod_22;
    const double cse135 = cse133 + cse134;
    const double cse136 = lam_10*q_A_rod_21;
    const double cse137 = cse78*q_A_rod_23;
    const double cse138 = -cse136 - cse137;
    const double cse139 = lam_10*q_A_rod_22;
    const double cse140 = lam_9*q_A_rod_23;
    const double cse141 = cse139 - cse140;
    const double cse142 = cse74*q_A_slider_21;
    const double cse143 = cse74*q_A_slider_22;
    const double cse144 = -q_A_rod_22;
    const double cse145 = -q_A_rod_23;
    const double cse146 = 0.15*q_A_rod_21;
    const double cse147 = -q_r_rod_y + q_r_slider_y;
    const double cse148 = -cse146 + cse147;
    const double cse149 = cse148 + q_A_slider_23;
    const double cse150 = 2*cse149;
    const double cse151 = -cse150;
    const double cse152 = lam_9*q_A_rod_31;
    const double cse153 = cse78*q_A_rod_32;
    const double cse154 = cse152 + cse153;
    const double cse155 = lam_10*q_A_rod_31;
    const double cse156 = cse78*q_A_rod_33;
    const double cse157 = -cse155 - cse156;
    const double cse158 = lam_10*q_A_rod_32;
    const double cse159 = lam_9*q_A_rod_33;
    const double cse160 = cse158 - cse159;
    const double cse161 = cse74*q_A_slider_31;
    const double cse162 = cse74*q_A_slider_32;
    const double cse163 = -q_A_rod_32;
    const double cse164 = -q_A_rod_33;
    const double cse165 = 0.15*q_A_rod_31;
    const double cse166 = -q_r_rod_z + q_r_slider_z;
    const double cse167 = -cse165 + cse166;
    const double cse168 = cse167 + q_A_slider_33;
    const double cse169 = 2*cse168;
    const double cse170 = -cse169;
    const double cse171 = 0.15*q_A_rod_32;
    const double cse172 = -0.15*cse159 + cse171*lam_10;
    const double cse173 = lam_8*q_A_slider_23;
    const double cse174 = cse148*lam_9 + cse173;
    const double cse175 = lam_8*q_A_slider_33;
    const double cse176 = cse167*lam_9 + cse175;
    const double cse177 = 0.15*q_A_rod_22;
    const double cse178 = -0.15*cse140 + cse177*lam_10;
    const double cse179 = lam_8*q_A_slider_13;
    const double cse180 = cse129*lam_9 + cse179;
    const double cse181 = 0.15*q_A_rod_12;
    const double cse182 = cse181*lam_10 - 0.15*cse95;
    const double cse183 = -cse172*q_A_rod_33 + cse174*q_A_rod_21 + cse176*q_A_rod_31 - cse178*q_A_rod_23 + cse180*q_A_rod_11 - cse182*q_A_rod_13;
    const double cse184 = q_r_rod_z - q_r_slider_z;
    const double cse185 = cse165 + cse184;
    const double cse186 = q_r_rod_y - q_r_slider_y;
    const double cse187 = cse146 + cse186;
    const double cse188 = -q_r_slider_x;
    const double cse189 = cse188 + q_r_rod_x;
    const double cse190 = cse127 + cse189;
    const double cse191 = -cse136*cse187 - cse155*cse185 + cse172*q_A_rod_32 + cse178*q_A_rod_22 + cse182*q_A_rod_12 - cse190*cse88;
    const double cse192 = -cse174*q_A_rod_22 - cse176*q_A_rod_32 - cse180*q_A_rod_12 + cse185*lam_10*q_A_rod_33 + cse187*lam_10*q_A_rod_23 + cse190*lam_10*q_A_rod_13;
    const double cse193 = 0.0036*h;
    const double cse194 = cse193*v_w_rod_y;
    const double cse195 = -cse94 + cse95;
    const double cse196 = -cse139 + cse140;
    const double cse197 = -cse158 + cse159;
    const double cse198 = lam_8*q_A_rod_33;
    const double cse199 = lam_8*q_A_rod_23;
    const double cse200 = lam_8*q_A_rod_13;
    const double cse201 = cse198*q_A_slider_31 + cse199*q_A_slider_21 + cse200*q_A_slider_11;
    const double cse202 = -cse198*q_A_slider_32 - cse199*q_A_slider_22 - cse200*q_A_slider_12;
    const double cse203 = q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33;
    const double cse204 = cse129*q_A_rod_13 + cse148*q_A_rod_23 + cse167*q_A_rod_33;
    const double cse205 = -cse129*q_A_rod_12 - cse148*q_A_rod_22 - cse167*q_A_rod_32;
    const double cse206 = 0.15*q_A_rod_33;
    const double cse207 = 0.15*q_A_rod_23;
    const double cse208 = 0.3*q_A_rod_31;
    const double cse209 = -cse208;
    const double cse210 = 0.045*lam_16;
    const double cse211 = -cse210*q_A_rod_33 + lam_10*(cse166 + cse209);
    const double cse212 = 0.3*q_A_rod_21;
    const double cse213 = -cse212;
    const double cse214 = -cse210*q_A_rod_23 + lam_10*(cse147 + cse213);
    const double cse215 = 0.15*q_A_rod_13;
    const double cse216 = 0.3*q_A_rod_11;
    const double cse217 = -cse216;
    const double cse218 = -cse210*q_A_rod_13 + lam_10*(cse128 + cse217);
    const double cse219 = -cse133*cse207 - cse152*cse206 + cse211*q_A_rod_32 + cse214*q_A_rod_22 - cse215*cse77 + cse218*q_A_rod_12;
    const double cse220 = 0.15*lam_7;
    const double cse221 = 0.3*lam_10;
    const double cse222 = 0.3*q_r_rod_z;
    const double cse223 = 0.045*q_A_rod_31;
    const double cse224 = 0.3*q_A_slider_33;
    const double cse225 = 0.3*q_r_slider_z;
    const double cse226 = cse171*lam_9 - cse220 + cse221*q_A_rod_33 + lam_16*(-cse222 - cse223 + cse224 + cse225);
    const double cse227 = 0.15*lam_6;
    const double cse228 = 0.3*q_r_rod_y;
    const double cse229 = 0.045*q_A_rod_21;
    const double cse230 = 0.3*q_A_slider_23;
    const double cse231 = 0.3*q_r_slider_y;
    const double cse232 = cse177*lam_9 + cse221*q_A_rod_23 - cse227 + lam_16*(-cse228 - cse229 + cse230 + cse231);
    const double cse233 = 0.15*lam_5;
    const double cse234 = 0.045*q_A_rod_11;
    const double cse235 = 0.3*q_r_rod_x;
    const double cse236 = 0.3*q_A_slider_13;
    const double cse237 = 0.3*q_r_slider_x;
    const double cse238 = cse181*lam_9 + cse221*q_A_rod_13 - cse233 + lam_16*(-cse234 - cse235 + cse236 + cse237);
    const double cse239 = -cse211*q_A_rod_33 - cse214*q_A_rod_23 - cse218*q_A_rod_13 + cse226*q_A_rod_31 + cse232*q_A_rod_21 + cse238*q_A_rod_11;
    const double cse240 = 0.15*(q_A_rod_33*q_A_rod_33);
    const double cse241 = 0.15*(q_A_rod_23*q_A_rod_23);
    const double cse242 = 0.15*(q_A_rod_13*q_A_rod_13);
    const double cse243 = -cse226*q_A_rod_32 - cse232*q_A_rod_22 - cse238*q_A_rod_12 + cse240*lam_9 + cse241*lam_9 + cse242*lam_9;
    const double cse244 = cse88 + cse89;
    const double cse245 = cse136 + cse137;
    const double cse246 = cse155 + cse156;
    const double cse247 = cse137*q_A_slider_21 + cse156*q_A_slider_31 + cse89*q_A_slider_11;
    const double cse248 = -cse137*q_A_slider_22 - cse156*q_A_slider_32 - cse89*q_A_slider_12;
    const double cse249 = cse206*q_A_rod_32;
    const double cse250 = cse177*q_A_rod_23;
    const double cse251 = cse181*q_A_rod_13;
    const double cse252 = cse249 + cse250 + cse251;
    const double cse253 = cse148*q_A_rod_21;
    const double cse254 = cse167*q_A_rod_31;
    const double cse255 = cse129*q_A_rod_11;
    const double cse256 = cse240 + cse241 + cse242 + cse253 + cse254 + cse255;
    const double cse257 = 0.3*cse168;
    const double cse258 = 0.3*cse149;
    const double cse259 = 0.3*cse130;
    const double cse260 = cse257*q_A_rod_33 + cse258*q_A_rod_23 + cse259*q_A_rod_13;
    const double cse261 = 0.3*lam_9;
    const double cse262 = -cse206*lam_10 + cse220 - cse261*q_A_rod_32 + lam_16*(cse222 + cse223 - cse224 - cse225);
    const double cse263 = -cse175 + cse210*q_A_rod_32 + lam_9*(cse184 + cse208);
    const double cse264 = -cse207*lam_10 + cse227 - cse261*q_A_rod_22 + lam_16*(cse228 + cse229 - cse230 - cse231);
    const double cse265 = -cse173 + cse210*q_A_rod_22 + lam_9*(cse186 + cse212);
    const double cse266 = -cse215*lam_10 + cse233 - cse261*q_A_rod_12 + lam_16*(cse234 + cse235 - cse236 - cse237);
    const double cse267 = -cse179 + cse210*q_A_rod_12 + lam_9*(cse189 + cse216);
    const double cse268 = -cse262*q_A_rod_31 + cse263*q_A_rod_32 - cse264*q_A_rod_21 + cse265*q_A_rod_22 - cse266*q_A_rod_11 + cse267*q_A_rod_12;
    const double cse269 = -cse139*cse146 - cse155*cse171 - cse181*cse88 - cse263*q_A_rod_33 - cse265*q_A_rod_23 - cse267*q_A_rod_13;
    const double cse270 = 0.15*(q_A_rod_32*q_A_rod_32);
    const double cse271 = 0.15*(q_A_rod_22*q_A_rod_22);
    const double cse272 = 0.15*(q_A_rod_12*q_A_rod_12);
    const double cse273 = cse262*q_A_rod_33 + cse264*q_A_rod_23 + cse266*q_A_rod_13 + cse270*lam_10 + cse271*lam_10 + cse272*lam_10;
    const double cse274 = -cse79;
    const double cse275 = cse274 - cse77;
    const double cse276 = -cse134;
    const double cse277 = -cse133 + cse276;
    const double cse278 = -cse153;
    const double cse279 = -cse152 + cse278;
    const double cse280 = lam_8*q_A_rod_31;
    const double cse281 = cse278 - cse280;
    const double cse282 = lam_8*q_A_rod_21;
    const double cse283 = cse276 - cse282;
    const double cse284 = lam_8*q_A_rod_11;
    const double cse285 = cse274 - cse284;
    const double cse286 = cse281*q_A_slider_31 + cse283*q_A_slider_21 + cse285*q_A_slider_11;
    const double cse287 = -cse281*q_A_slider_32 - cse283*q_A_slider_22 - cse285*q_A_slider_12;
    const double cse288 = -q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33;
    const double cse289 = -cse253 - cse254 - cse255 - cse270 - cse271 - cse272;
    const double cse290 = -cse249 - cse250 - cse251;
    const double cse291 = -cse257*q_A_rod_32 - cse258*q_A_rod_22 - cse259*q_A_rod_12;
    const double cse292 = cse75 + 2.0;
    const double cse293 = lam_13*q_A_slider_12 + lam_14*q_A_slider_11;
    const double cse294 = cse122 + cse123;
    const double cse295 = cse111 - lam_13*q_A_slider_13;
    const double cse296 = -cse115;
    const double cse297 = cse296 - lam_14*q_A_slider_13;
    const double cse298 = cse119 - cse120;
    const double cse299 = cse112 + cse116 + 1;
    const double cse300 = -q_A_slider_12;
    const double cse301 = lam_13*q_A_slider_22 + lam_14*q_A_slider_21;
    const double cse302 = cse142 - lam_13*q_A_slider_23;
    const double cse303 = -cse143;
    const double cse304 = lam_14*q_A_slider_23;
    const double cse305 = cse303 - cse304;
    const double cse306 = -q_A_slider_22;
    const double cse307 = lam_13*q_A_slider_33;
    const double cse308 = cse161 - cse307;
    const double cse309 = lam_13*q_A_slider_32 + lam_14*q_A_slider_31;
    const double cse310 = -cse162;
    const double cse311 = lam_14*q_A_slider_33;
    const double cse312 = cse310 - cse311;
    const double cse313 = -q_A_slider_32;
    const double cse314 = q_A_rod_22*q_A_slider_22;
    const double cse315 = q_A_rod_32*q_A_slider_32;
    const double cse316 = q_A_rod_12*q_A_slider_12;
    const double cse317 = cse280*q_A_slider_32 + cse282*q_A_slider_22 + cse284*q_A_slider_12 + cse314*cse78 + cse315*cse78 + cse316*cse78;
    const double cse318 = lam_8*q_A_rod_32;
    const double cse319 = 2*q_r_rod_z;
    const double cse320 = 2*q_A_slider_33;
    const double cse321 = 2*q_r_slider_z;
    const double cse322 = -cse318 + lam_16*(cse208 + cse319 - cse320 - cse321);
    const double cse323 = lam_8*q_A_rod_22;
    const double cse324 = 2*q_r_rod_y;
    const double cse325 = 2*q_A_slider_23;
    const double cse326 = 2*q_r_slider_y;
    const double cse327 = -cse323 + lam_16*(cse212 + cse324 - cse325 - cse326);
    const double cse328 = lam_8*q_A_rod_12;
    const double cse329 = 2*q_r_rod_x;
    const double cse330 = 2*q_A_slider_13;
    const double cse331 = 2*q_r_slider_x;
    const double cse332 = -cse328 + lam_16*(cse216 + cse329 - cse330 - cse331);
    const double cse333 = -cse322*q_A_slider_31 - cse327*q_A_slider_21 - cse332*q_A_slider_11;
    const double cse334 = cse310 - lam_14*q_r_slider_z;
    const double cse335 = cse303 - lam_14*q_r_slider_y;
    const double cse336 = cse188 + 0.2;
    const double cse337 = cse296 + cse336*lam_14 + lam_12;
    const double cse338 = cse334*q_A_slider_31 + cse335*q_A_slider_21 + cse337*q_A_slider_11;
    const double cse339 = cse322*q_A_slider_33 + cse327*q_A_slider_23 + cse332*q_A_slider_13 - cse334*q_A_slider_32 - cse335*q_A_slider_22 - cse337*q_A_slider_12;
    const double cse340 = -cse314 - cse315 - cse316;
    const double cse341 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z;
    const double cse342 = cse336*q_A_slider_13 + cse341;
    const double cse343 = -cse131*q_A_slider_12 - cse150*q_A_slider_22 - cse169*q_A_slider_32;
    const double cse344 = q_A_rod_32*q_A_slider_31;
    const double cse345 = q_A_rod_22*q_A_slider_21;
    const double cse346 = q_A_rod_12*q_A_slider_11;
    const double cse347 = -cse280*q_A_slider_31 - cse282*q_A_slider_21 - cse284*q_A_slider_11 - cse344*cse78 - cse345*cse78 - cse346*cse78;
    const double cse348 = cse318 + lam_16*(cse209 - cse319 + cse320 + cse321);
    const double cse349 = cse323 + lam_16*(cse213 - cse324 + cse325 + cse326);
    const double cse350 = cse328 + lam_16*(cse217 - cse329 + cse330 + cse331);
    const double cse351 = cse348*q_A_slider_32 + cse349*q_A_slider_22 + cse350*q_A_slider_12;
    const double cse352 = cse161 - lam_13*q_r_slider_z;
    const double cse353 = lam_13*q_r_slider_y;
    const double cse354 = cse142 - cse353 + lam_15;
    const double cse355 = cse111 + cse336*lam_13 + lam_11;
    const double cse356 = -cse348*q_A_slider_33 - cse349*q_A_slider_23 - cse350*q_A_slider_13 + cse352*q_A_slider_31 + cse354*q_A_slider_21 + cse355*q_A_slider_11;
    const double cse357 = -cse352*q_A_slider_32 - cse354*q_A_slider_22 - cse355*q_A_slider_12;
    const double cse358 = cse344 + cse345 + cse346;
    const double cse359 = q_r_slider_x - 0.2;
    const double cse360 = cse341 - cse359*q_A_slider_13;
    const double cse361 = cse131*q_A_slider_11 + cse150*q_A_slider_21 + cse169*q_A_slider_31;
    const double cse362 = q_A_slider_31*q_r_slider_z;
    const double cse363 = q_A_slider_32*q_r_slider_z;
    const double cse364 = cse353 - lam_15;
    const double cse365 = q_A_slider_22*q_r_slider_y;
    const double cse366 = cse359*lam_13 - lam_11;
    const double cse367 = cse359*lam_14 - lam_12;
    const double cse368 = -cse362*lam_13 + cse363*lam_14 - cse364*q_A_slider_21 + cse365*lam_14 - cse366*q_A_slider_11 + cse367*q_A_slider_12;
    const double cse369 = -cse304*q_r_slider_y - cse311*q_r_slider_z - cse367*q_A_slider_13;
    const double cse370 = cse307*q_r_slider_z + cse364*q_A_slider_23 + cse366*q_A_slider_13;
    const double cse371 = cse359*q_A_slider_12 + cse363 + cse365;
    const double cse372 = -cse336*q_A_slider_11 + cse362 + q_A_slider_21*q_r_slider_y;

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
    out[111] = cse0*(cse18*cse23 + cse27*cse41 + cse44*cse46) + 0.0001;  /* [3, 3] */
    out[112] = cse0*(cse18*cse50 + cse41*cse52 + cse46*cse53) + cse47*v_w_crank_z;  /* [3, 4] */
    out[113] = cse0*(cse18*cse55 + cse41*cse56 + cse46*cse57) + cse54;  /* [3, 5] */
    out[131] = cse58;  /* [3, 23] */
    out[132] = cse59;  /* [3, 24] */
    out[133] = cse60;  /* [3, 25] */
    out[143] = cse61;  /* [3, 35] */
    out[147] = cse0*(cse27*cse62 + cse44*cse63);  /* [4, 3] */
    out[148] = cse0*(cse52*cse62 + cse53*cse63) + 1e-05;  /* [4, 4] */
    out[149] = cse0*(cse56*cse62 + cse57*cse63);  /* [4, 5] */
    out[165] = -q_A_crank_23;  /* [4, 21] */
    out[166] = -q_A_crank_33;  /* [4, 22] */
    out[183] = cse0*(cse23*cse68 + cse27*cse69 + cse44*cse70) - cse54;  /* [5, 3] */
    out[184] = cse0*(cse50*cse68 + cse52*cse69 + cse53*cse70) - cse47*v_w_crank_x;  /* [5, 4] */
    out[185] = cse0*(cse55*cse68 + cse56*cse69 + cse57*cse70) + 0.0001;  /* [5, 5] */
    out[201] = q_A_crank_22;  /* [5, 21] */
    out[202] = q_A_crank_32;  /* [5, 22] */
    out[203] = -cse40;  /* [5, 23] */
    out[204] = -cse71;  /* [5, 24] */
    out[205] = -cse72;  /* [5, 25] */
    out[215] = cse73;  /* [5, 35] */
    out[222] = cse76;  /* [6, 6] */
    out[225] = cse0*(cse80*cse84 + cse87*cse90 + cse93*cse96);  /* [6, 9] */
    out[226] = cse0*(cse101*cse90 + cse102*cse96 + cse80*cse99);  /* [6, 10] */
    out[227] = cse0*(cse103*cse80 + cse104*cse90 + cse105*cse96);  /* [6, 11] */
    out[228] = cse106;  /* [6, 12] */
    out[231] = cse0*(-cse110*cse111 + cse114*cse115);  /* [6, 15] */
    out[232] = cse0*(-cse111*cse117 + cse115*cse118);  /* [6, 16] */
    out[233] = cse0*(-cse111*cse121 + cse115*cse124);  /* [6, 17] */
    out[239] = -1;  /* [6, 23] */
    out[243] = cse125;  /* [6, 27] */
    out[244] = cse126;  /* [6, 28] */
    out[250] = cse132;  /* [6, 34] */
    out[259] = cse76;  /* [7, 7] */
    out[261] = cse0*(cse135*cse84 + cse138*cse87 + cse141*cse93);  /* [7, 9] */
    out[262] = cse0*(cse101*cse138 + cse102*cse141 + cse135*cse99);  /* [7, 10] */
    out[263] = cse0*(cse103*cse135 + cse104*cse138 + cse105*cse141);  /* [7, 11] */
    out[265] = cse106;  /* [7, 13] */
    out[267] = cse0*(-cse110*cse142 + cse114*cse143);  /* [7, 15] */
    out[268] = cse0*(-cse117*cse142 + cse118*cse143);  /* [7, 16] */
    out[269] = cse0*(-cse121*cse142 + cse124*cse143);  /* [7, 17] */
    out[276] = -1;  /* [7, 24] */
    out[279] = cse144;  /* [7, 27] */
    out[280] = cse145;  /* [7, 28] */
    out[286] = cse151;  /* [7, 34] */
    out[296] = cse76;  /* [8, 8] */
    out[297] = cse0*(cse154*cse84 + cse157*cse87 + cse160*cse93);  /* [8, 9] */
    out[298] = cse0*(cse101*cse157 + cse102*cse160 + cse154*cse99);  /* [8, 10] */
    out[299] = cse0*(cse103*cse154 + cse104*cse157 + cse105*cse160);  /* [8, 11] */
    out[302] = cse106;  /* [8, 14] */
    out[303] = cse0*(-cse110*cse161 + cse114*cse162);  /* [8, 15] */
    out[304] = cse0*(-cse117*cse161 + cse118*cse162);  /* [8, 16] */
    out[305] = cse0*(-cse121*cse161 + cse124*cse162);  /* [8, 17] */
    out[313] = -1;  /* [8, 25] */
    out[315] = cse163;  /* [8, 27] */
    out[316] = cse164;  /* [8, 28] */
    out[322] = cse170;  /* [8, 34] */
    out[330] = cse0*cse96;  /* [9, 6] */
    out[331] = cse0*cse141;  /* [9, 7] */
    out[332] = cse0*cse160;  /* [9, 8] */
    out[333] = cse0*(cse183*cse87 + cse191*cse84 + cse192*cse93) + 0.004;  /* [9, 9] */
    out[334] = cse0*(cse101*cse183 + cse102*cse192 + cse191*cse99) + cse193*v_w_rod_z;  /* [9, 10] */
    out[335] = cse0*(cse103*cse191 + cse104*cse183 + cse105*cse192) + cse194;  /* [9, 11] */
    out[336] = cse0*cse195;  /* [9, 12] */
    out[337] = cse0*cse196;  /* [9, 13] */
    out[338] = cse0*cse197;  /* [9, 14] */
    out[339] = cse0*(cse110*cse201 + cse114*cse202);  /* [9, 15] */
    out[340] = cse0*(cse117*cse201 + cse118*cse202);  /* [9, 16] */
    out[341] = cse0*(cse121*cse201 + cse124*cse202);  /* [9, 17] */
    out[350] = cse203;  /* [9, 26] */
    out[351] = cse204;  /* [9, 27] */
    out[352] = cse205;  /* [9, 28] */
    out[366] = cse0*cse90;  /* [10, 6] */
    out[367] = cse0*cse138;  /* [10, 7] */
    out[368] = cse0*cse157;  /* [10, 8] */
    out[369] = cse0*(cse219*cse84 + cse239*cse87 + cse243*cse93);  /* [10, 9] */
    out[370] = cse0*(cse101*cse239 + cse102*cse243 + cse219*cse99) + 0.0004;  /* [10, 10] */
    out[371] = cse0*(cse103*cse219 + cse104*cse239 + cse105*cse243);  /* [10, 11] */
    out[372] = cse0*cse244;  /* [10, 12] */
    out[373] = cse0*cse245;  /* [10, 13] */
    out[374] = cse0*cse246;  /* [10, 14] */
    out[375] = cse0*(cse110*cse247 + cse114*cse248);  /* [10, 15] */
    out[376] = cse0*(cse117*cse247 + cse118*cse248);  /* [10, 16] */
    out[377] = cse0*(cse121*cse247 + cse124*cse248);  /* [10, 17] */
    out[383] = -cse215;  /* [10, 23] */
    out[384] = -cse207;  /* [10, 24] */
    out[385] = -cse206;  /* [10, 25] */
    out[387] = cse252;  /* [10, 27] */
    out[388] = cse256;  /* [10, 28] */
    out[394] = cse260;  /* [10, 34] */
    out[402] = cse0*cse80;  /* [11, 6] */
    out[403] = cse0*cse135;  /* [11, 7] */
    out[404] = cse0*cse154;  /* [11, 8] */
    out[405] = cse0*(cse268*cse84 + cse269*cse87 + cse273*cse93) - cse194;  /* [11, 9] */
    out[406] = cse0*(cse101*cse269 + cse102*cse273 + cse268*cse99) - cse193*v_w_rod_x;  /* [11, 10] */
    out[407] = cse0*(cse103*cse268 + cse104*cse269 + cse105*cse273) + 0.004;  /* [11, 11] */
    out[408] = cse0*cse275;  /* [11, 12] */
    out[409] = cse0*cse277;  /* [11, 13] */
    out[410] = cse0*cse279;  /* [11, 14] */
    out[411] = cse0*(cse110*cse286 + cse114*cse287);  /* [11, 15] */
    out[412] = cse0*(cse117*cse286 + cse118*cse287);  /* [11, 16] */
    out[413] = cse0*(cse121*cse286 + cse124*cse287);  /* [11, 17] */
    out[419] = cse181;  /* [11, 23] */
    out[420] = cse177;  /* [11, 24] */
    out[421] = cse171;  /* [11, 25] */
    out[422] = cse288;  /* [11, 26] */
    out[423] = cse289;  /* [11, 27] */
    out[424] = cse290;  /* [11, 28] */
    out[430] = cse291;  /* [11, 34] */
    out[438] = cse106;  /* [12, 6] */
    out[441] = cse0*(cse195*cse93 + cse244*cse87 + cse275*cse84);  /* [12, 9] */
    out[442] = cse0*(cse101*cse244 + cse102*cse195 + cse275*cse99);  /* [12, 10] */
    out[443] = cse0*(cse103*cse275 + cse104*cse244 + cse105*cse195);  /* [12, 11] */
    out[444] = cse292;  /* [12, 12] */
    out[447] = cse0*(cse110*cse295 + cse114*cse297 + cse293*cse294);  /* [12, 15] */
    out[448] = cse0*(cse117*cse295 + cse118*cse297 + cse293*cse298);  /* [12, 16] */
    out[449] = cse0*(cse121*cse295 + cse124*cse297 + cse293*cse299);  /* [12, 17] */
    out[459] = q_A_rod_12;  /* [12, 27] */
    out[460] = q_A_rod_13;  /* [12, 28] */
    out[463] = q_A_slider_11;  /* [12, 31] */
    out[464] = cse300;  /* [12, 32] */
    out[466] = cse131;  /* [12, 34] */
    out[475] = cse106;  /* [13, 7] */
    out[477] = cse0*(cse196*cse93 + cse245*cse87 + cse277*cse84);  /* [13, 9] */
    out[478] = cse0*(cse101*cse245 + cse102*cse196 + cse277*cse99);  /* [13, 10] */
    out[479] = cse0*(cse103*cse277 + cse104*cse245 + cse105*cse196);  /* [13, 11] */
    out[481] = cse292;  /* [13, 13] */
    out[483] = cse0*(cse110*cse302 + cse114*cse305 + cse294*cse301);  /* [13, 15] */
    out[484] = cse0*(cse117*cse302 + cse118*cse305 + cse298*cse301);  /* [13, 16] */
    out[485] = cse0*(cse121*cse302 + cse124*cse305 + cse299*cse301);  /* [13, 17] */
    out[495] = q_A_rod_22;  /* [13, 27] */
    out[496] = q_A_rod_23;  /* [13, 28] */
    out[499] = q_A_slider_21;  /* [13, 31] */
    out[500] = cse306;  /* [13, 32] */
    out[502] = cse150;  /* [13, 34] */
    out[512] = cse106;  /* [14, 8] */
    out[513] = cse0*(cse197*cse93 + cse246*cse87 + cse279*cse84);  /* [14, 9] */
    out[514] = cse0*(cse101*cse246 + cse102*cse197 + cse279*cse99);  /* [14, 10] */
    out[515] = cse0*(cse103*cse279 + cse104*cse246 + cse105*cse197);  /* [14, 11] */
    out[518] = cse292;  /* [14, 14] */
    out[519] = cse0*(cse110*cse308 + cse114*cse312 + cse294*cse309);  /* [14, 15] */
    out[520] = cse0*(cse117*cse308 + cse118*cse312 + cse298*cse309);  /* [14, 16] */
    out[521] = cse0*(cse121*cse308 + cse124*cse312 + cse299*cse309);  /* [14, 17] */
    out[531] = q_A_rod_32;  /* [14, 27] */
    out[532] = q_A_rod_33;  /* [14, 28] */
    out[535] = q_A_slider_31;  /* [14, 31] */
    out[536] = cse313;  /* [14, 32] */
    out[538] = cse169;  /* [14, 34] */
    out[546] = cse0*cse115;  /* [15, 6] */
    out[547] = cse0*cse143;  /* [15, 7] */
    out[548] = cse0*cse162;  /* [15, 8] */
    out[549] = cse0*(cse202*cse93 + cse248*cse87 + cse317*cse84);  /* [15, 9] */
    out[550] = cse0*(cse101*cse248 + cse102*cse202 + cse317*cse99);  /* [15, 10] */
    out[551] = cse0*(cse103*cse317 + cse104*cse248 + cse105*cse202);  /* [15, 11] */
    out[552] = cse0*cse297;  /* [15, 12] */
    out[553] = cse0*cse305;  /* [15, 13] */
    out[554] = cse0*cse312;  /* [15, 14] */
    out[555] = cse0*(cse110*cse338 + cse114*cse339 + cse294*cse333) + 0.0001;  /* [15, 15] */
    out[556] = cse0*(cse117*cse338 + cse118*cse339 + cse298*cse333);  /* [15, 16] */
    out[557] = cse0*(cse121*cse338 + cse124*cse339 + cse299*cse333);  /* [15, 17] */
    out[566] = cse340;  /* [15, 26] */
    out[570] = q_A_slider_13;  /* [15, 30] */
    out[572] = cse342;  /* [15, 32] */
    out[574] = cse343;  /* [15, 34] */
    out[582] = -cse0*cse111;  /* [16, 6] */
    out[583] = -cse0*cse142;  /* [16, 7] */
    out[584] = -cse0*cse161;  /* [16, 8] */
    out[585] = cse0*(cse201*cse93 + cse247*cse87 + cse347*cse84);  /* [16, 9] */
    out[586] = cse0*(cse101*cse247 + cse102*cse201 + cse347*cse99);  /* [16, 10] */
    out[587] = cse0*(cse103*cse347 + cse104*cse247 + cse105*cse201);  /* [16, 11] */
    out[588] = cse0*cse295;  /* [16, 12] */
    out[589] = cse0*cse302;  /* [16, 13] */
    out[590] = cse0*cse308;  /* [16, 14] */
    out[591] = cse0*(cse110*cse356 + cse114*cse357 + cse294*cse351);  /* [16, 15] */
    out[592] = cse0*(cse117*cse356 + cse118*cse357 + cse298*cse351) + 0.0001;  /* [16, 16] */
    out[593] = cse0*(cse121*cse356 + cse124*cse357 + cse299*cse351);  /* [16, 17] */
    out[602] = cse358;  /* [16, 26] */
    out[605] = q_A_slider_13;  /* [16, 29] */
    out[607] = cse360;  /* [16, 31] */
    out[609] = q_A_slider_23;  /* [16, 33] */
    out[610] = cse361;  /* [16, 34] */
    out[624] = cse0*cse293;  /* [17, 12] */
    out[625] = cse0*cse301;  /* [17, 13] */
    out[626] = cse0*cse309;  /* [17, 14] */
    out[627] = cse0*(cse110*cse369 + cse114*cse370 + cse294*cse368);  /* [17, 15] */
    out[628] = cse0*(cse117*cse369 + cse118*cse370 + cse298*cse368);  /* [17, 16] */
    out[629] = cse0*(cse121*cse369 + cse124*cse370 + cse299*cse368) + 0.0001;  /* [17, 17] */
    out[641] = cse300;  /* [17, 29] */
    out[642] = -q_A_slider_11;  /* [17, 30] */
    out[643] = cse371;  /* [17, 31] */
    out[644] = cse372;  /* [17, 32] */
    out[645] = cse306;  /* [17, 33] */
    out[648] = 1;  /* [18, 0] */
    out[685] = 1;  /* [19, 1] */
    out[722] = 1;  /* [20, 2] */
    out[759] = cse23*q_A_crank_22 - cse27*q_A_crank_23;  /* [21, 3] */
    out[760] = cse50*q_A_crank_22 - cse52*q_A_crank_23;  /* [21, 4] */
    out[761] = cse55*q_A_crank_22 - cse56*q_A_crank_23;  /* [21, 5] */
    out[795] = cse23*q_A_crank_32 - cse27*q_A_crank_33;  /* [22, 3] */
    out[796] = cse50*q_A_crank_32 - cse52*q_A_crank_33;  /* [22, 4] */
    out[797] = cse55*q_A_crank_32 - cse56*q_A_crank_33;  /* [22, 5] */
    out[828] = 1;  /* [23, 0] */
    out[831] = -cse23*cse40 + cse44*cse58;  /* [23, 3] */
    out[832] = -cse40*cse50 + cse53*cse58;  /* [23, 4] */
    out[833] = -cse40*cse55 + cse57*cse58;  /* [23, 5] */
    out[834] = -1;  /* [23, 6] */
    out[837] = cse181*cse84 - cse215*cse87;  /* [23, 9] */
    out[838] = -cse101*cse215 + cse181*cse99;  /* [23, 10] */
    out[839] = cse103*cse181 - cse104*cse215;  /* [23, 11] */
    out[865] = 1;  /* [24, 1] */
    out[867] = -cse23*cse71 + cse44*cse59;  /* [24, 3] */
    out[868] = -cse50*cse71 + cse53*cse59;  /* [24, 4] */
    out[869] = -cse55*cse71 + cse57*cse59;  /* [24, 5] */
    out[871] = -1;  /* [24, 7] */
    out[873] = cse177*cse84 - cse207*cse87;  /* [24, 9] */
    out[874] = -cse101*cse207 + cse177*cse99;  /* [24, 10] */
    out[875] = cse103*cse177 - cse104*cse207;  /* [24, 11] */
    out[902] = 1;  /* [25, 2] */
    out[903] = -cse23*cse72 + cse44*cse60;  /* [25, 3] */
    out[904] = -cse50*cse72 + cse53*cse60;  /* [25, 4] */
    out[905] = -cse55*cse72 + cse57*cse60;  /* [25, 5] */
    out[908] = -1;  /* [25, 8] */
    out[909] = cse171*cse84 - cse206*cse87;  /* [25, 9] */
    out[910] = -cse101*cse206 + cse171*cse99;  /* [25, 10] */
    out[911] = cse103*cse171 - cse104*cse206;  /* [25, 11] */
    out[945] = cse203*cse93 + cse288*cse84;  /* [26, 9] */
    out[946] = cse102*cse203 + cse288*cse99;  /* [26, 10] */
    out[947] = cse103*cse288 + cse105*cse203;  /* [26, 11] */
    out[951] = cse110*cse358 + cse114*cse340;  /* [26, 15] */
    out[952] = cse117*cse358 + cse118*cse340;  /* [26, 16] */
    out[953] = cse121*cse358 + cse124*cse340;  /* [26, 17] */
    out[978] = cse125;  /* [27, 6] */
    out[979] = cse144;  /* [27, 7] */
    out[980] = cse163;  /* [27, 8] */
    out[981] = cse204*cse93 + cse252*cse87 + cse289*cse84;  /* [27, 9] */
    out[982] = cse101*cse252 + cse102*cse204 + cse289*cse99;  /* [27, 10] */
    out[983] = cse103*cse289 + cse104*cse252 + cse105*cse204;  /* [27, 11] */
    out[984] = q_A_rod_12;  /* [27, 12] */
    out[985] = q_A_rod_22;  /* [27, 13] */
    out[986] = q_A_rod_32;  /* [27, 14] */
    out[1014] = cse126;  /* [28, 6] */
    out[1015] = cse145;  /* [28, 7] */
    out[1016] = cse164;  /* [28, 8] */
    out[1017] = cse205*cse93 + cse256*cse87 + cse290*cse84;  /* [28, 9] */
    out[1018] = cse101*cse256 + cse102*cse205 + cse290*cse99;  /* [28, 10] */
    out[1019] = cse103*cse290 + cse104*cse256 + cse105*cse205;  /* [28, 11] */
    out[1020] = q_A_rod_13;  /* [28, 12] */
    out[1021] = q_A_rod_23;  /* [28, 13] */
    out[1022] = q_A_rod_33;  /* [28, 14] */
    out[1059] = cse110*q_A_slider_13 - cse294*q_A_slider_12;  /* [29, 15] */
    out[1060] = cse117*q_A_slider_13 - cse298*q_A_slider_12;  /* [29, 16] */
    out[1061] = cse121*q_A_slider_13 - cse299*q_A_slider_12;  /* [29, 17] */
    out[1095] = cse114*q_A_slider_13 - cse294*q_A_slider_11;  /* [30, 15] */
    out[1096] = cse118*q_A_slider_13 - cse298*q_A_slider_11;  /* [30, 16] */
    out[1097] = cse124*q_A_slider_13 - cse299*q_A_slider_11;  /* [30, 17] */
    out[1128] = q_A_slider_11;  /* [31, 12] */
    out[1129] = q_A_slider_21;  /* [31, 13] */
    out[1130] = q_A_slider_31;  /* [31, 14] */
    out[1131] = cse110*cse360 + cse294*cse371;  /* [31, 15] */
    out[1132] = cse117*cse360 + cse298*cse371;  /* [31, 16] */
    out[1133] = cse121*cse360 + cse299*cse371;  /* [31, 17] */
    out[1164] = cse300;  /* [32, 12] */
    out[1165] = cse306;  /* [32, 13] */
    out[1166] = cse313;  /* [32, 14] */
    out[1167] = cse114*cse342 + cse294*cse372;  /* [32, 15] */
    out[1168] = cse118*cse342 + cse298*cse372;  /* [32, 16] */
    out[1169] = cse124*cse342 + cse299*cse372;  /* [32, 17] */
    out[1203] = cse110*q_A_slider_23 - cse294*q_A_slider_22;  /* [33, 15] */
    out[1204] = cse117*q_A_slider_23 - cse298*q_A_slider_22;  /* [33, 16] */
    out[1205] = cse121*q_A_slider_23 - cse299*q_A_slider_22;  /* [33, 17] */
    out[1230] = cse132;  /* [34, 6] */
    out[1231] = cse151;  /* [34, 7] */
    out[1232] = cse170;  /* [34, 8] */
    out[1233] = cse260*cse87 + cse291*cse84;  /* [34, 9] */
    out[1234] = cse101*cse260 + cse291*cse99;  /* [34, 10] */
    out[1235] = cse103*cse291 + cse104*cse260;  /* [34, 11] */
    out[1236] = cse131;  /* [34, 12] */
    out[1237] = cse150;  /* [34, 13] */
    out[1238] = cse169;  /* [34, 14] */
    out[1239] = cse110*cse361 + cse114*cse343;  /* [34, 15] */
    out[1240] = cse117*cse361 + cse118*cse343;  /* [34, 16] */
    out[1241] = cse121*cse361 + cse124*cse343;  /* [34, 17] */
    out[1263] = cse23*cse73 + cse44*cse61;  /* [35, 3] */
    out[1264] = cse50*cse73 + cse53*cse61;  /* [35, 4] */
    out[1265] = cse55*cse73 + cse57*cse61;  /* [35, 5] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_slider_crank_rA_genalpha_matrix_perm[36] = {20, 19, 33, 30, 29, 32, 31, 2, 1, 14, 13, 8, 7, 26, 17, 16, 15, 34, 12, 28, 27, 25, 24,
    35, 22, 21, 11, 10, 9, 6, 5, 4, 3, 23, 0, 18};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 36, kl = 19, ku = 19, ldab = 58), and in the row-major 36 x 36 matrix. */
static const int mg_slider_crank_rA_genalpha_matrix_in_band[294] = {2010, 2067, 1953, 502, 103, 1300, 444, 45, 1242, 1894, 1837, 1780, 1951, 1324, 1267, 1381,
    1893, 1836, 1779, 1494, 1437, 1892, 1835, 1778, 1493, 1436, 1949, 1322, 1265, 1379, 1720,
    1663, 1606, 1549, 1093, 979, 922, 865, 1948, 1207, 1150, 1036, 734, 1646, 1589, 1532, 620,
    962, 905, 848, 1304, 1190, 1133, 1019, 676, 1645, 1588, 1531, 562, 961, 904, 847, 1246,
    1189, 1132, 1018, 1719, 750, 693, 1662, 1605, 1548, 1092, 636, 579, 978, 921, 864, 807,
    1206, 1149, 1718, 749, 692, 1661, 1604, 1547, 1091, 635, 578, 977, 920, 863, 1946, 1319,
    1262, 1205, 1148, 1034, 1717, 748, 691, 1660, 1603, 1546, 1090, 634, 577, 976, 919, 862,
    1945, 1318, 1261, 805, 1204, 1147, 1033, 1709, 1652, 1595, 1538, 1082, 968, 911, 854,
    1196, 1139, 398, 341, 1025, 732, 1644, 1587, 1530, 618, 960, 903, 846, 1188, 1131, 390,
    333, 1017, 674, 1643, 1586, 1529, 560, 959, 902, 845, 1187, 1130, 389, 332, 1016, 1707,
    738, 681, 1650, 1593, 1536, 1080, 624, 567, 966, 909, 852, 795, 225, 339, 1023, 1706, 737,
    680, 1649, 1592, 1535, 1079, 623, 566, 965, 908, 851, 794, 281, 395, 167, 1022, 1078, 622,
    565, 964, 907, 850, 280, 223, 394, 337, 166, 2011, 495, 437, 1887, 1830, 1773, 1886, 1829,
    1772, 2009, 1895, 1838, 1781, 1724, 1667, 1610, 1553, 516, 1884, 1827, 1770, 744, 1656,
    1599, 1542, 458, 1883, 1826, 1769, 686, 1655, 1598, 1541, 1647, 1590, 1533, 963, 906, 849,
    1711, 742, 685, 1654, 1597, 1540, 1084, 628, 571, 1710, 741, 684, 1653, 1596, 1539, 1083,
    627, 570, 954, 897, 840, 953, 896, 839, 1070, 614, 557, 956, 899, 842, 1069, 613, 556,
    955, 898, 841, 952, 895, 838, 1708, 739, 682, 1651, 1594, 1537, 1081, 625, 568, 967, 910,
    853, 1885, 1828, 1771};
static const int mg_slider_crank_rA_genalpha_matrix_in_dense[294] = {0, 18, 23, 37, 55, 60, 74, 92, 97, 111, 112, 113, 131, 132, 133, 143, 147, 148, 149, 165,
    166, 183, 184, 185, 201, 202, 203, 204, 205, 215, 222, 225, 226, 227, 228, 231, 232, 233,
    239, 243, 244, 250, 259, 261, 262, 263, 265, 267, 268, 269, 276, 279, 280, 286, 296, 297,
    298, 299, 302, 303, 304, 305, 313, 315, 316, 322, 330, 331, 332, 333, 334, 335, 336, 337,
    338, 339, 340, 341, 350, 351, 352, 366, 367, 368, 369, 370, 371, 372, 373, 374, 375, 376,
    377, 383, 384, 385, 387, 388, 394, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412,
    413, 419, 420, 421, 422, 423, 424, 430, 438, 441, 442, 443, 444, 447, 448, 449, 459, 460,
    463, 464, 466, 475, 477, 478, 479, 481, 483, 484, 485, 495, 496, 499, 500, 502, 512, 513,
    514, 515, 518, 519, 520, 521, 531, 532, 535, 536, 538, 546, 547, 548, 549, 550, 551, 552,
    553, 554, 555, 556, 557, 566, 570, 572, 574, 582, 583, 584, 585, 586, 587, 588, 589, 590,
    591, 592, 593, 602, 605, 607, 609, 610, 624, 625, 626, 627, 628, 629, 641, 642, 643, 644,
    645, 648, 685, 722, 759, 760, 761, 795, 796, 797, 828, 831, 832, 833, 834, 837, 838, 839,
    865, 867, 868, 869, 871, 873, 874, 875, 902, 903, 904, 905, 908, 909, 910, 911, 945, 946,
    947, 951, 952, 953, 978, 979, 980, 981, 982, 983, 984, 985, 986, 1014, 1015, 1016, 1017,
    1018, 1019, 1020, 1021, 1022, 1059, 1060, 1061, 1095, 1096, 1097, 1128, 1129, 1130, 1131,
    1132, 1133, 1164, 1165, 1166, 1167, 1168, 1169, 1203, 1204, 1205, 1230, 1231, 1232, 1233,
    1234, 1235, 1236, 1237, 1238, 1239, 1240, 1241, 1263, 1264, 1265};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_slider_crank_rA_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];
    const double dv_9 = dv[9];
    const double dv_10 = dv[10];
    const double dv_11 = dv[11];
    const double dv_15 = dv[15];
    const double dv_16 = dv[16];
    const double dv_17 = dv[17];
    (void)a;
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
    const double cse0 = (1.0/6.0)*dv_3;
    const double cse1 = cse0*dv_5;
    const double cse2 = (1.0/2.0)*dv_4;
    const double cse3 = cse1 + cse2;
    const double cse4 = 2*3.141592653589793*t;
    const double cse5 = sin(cse4);
    const double cse6 = cos(cse4);
    const double cse7 = 4*cse5*cse6;
    const double cse8 = cse5*q_A_crank_32 - cse6*q_A_crank_22;
    const double cse9 = cse5*q_A_crank_22 + cse6*q_A_crank_32 + 1;
    const double cse10 = cse8/(cse9*cse9*cse9);
    const double cse11 = (cse5*cse5);
    const double cse12 = (1.0/(cse9*cse9));
    const double cse13 = 2*cse12;
    const double cse14 = (cse6*cse6);
    const double cse15 = cse10*cse7 - cse11*cse13 + cse13*cse14;
    const double cse16 = 4*cse10;
    const double cse17 = cse12*cse7;
    const double cse18 = cse14*cse16 - cse17;
    const double cse19 = lam_17*(cse15*q_A_crank_23 + cse18*q_A_crank_33);
    const double cse20 = cse11*cse16 + cse17;
    const double cse21 = lam_17*(cse15*q_A_crank_33 + cse20*q_A_crank_23);
    const double cse22 = -cse19*q_A_crank_31 - cse21*q_A_crank_21;
    const double cse23 = cse0*dv_4;
    const double cse24 = (1.0/2.0)*dv_5;
    const double cse25 = cse23 - cse24;
    const double cse26 = 0.08*lam_7;
    const double cse27 = 2/cse9;
    const double cse28 = cse27*cse5;
    const double cse29 = cse13*cse8;
    const double cse30 = cse29*cse6;
    const double cse31 = cse28 - cse30;
    const double cse32 = cse26 + cse31*lam_17;
    const double cse33 = 0.08*lam_6;
    const double cse34 = cse27*cse6;
    const double cse35 = cse29*cse5;
    const double cse36 = -cse34 - cse35;
    const double cse37 = cse33 + cse36*lam_17;
    const double cse38 = 0.08*q_A_crank_11;
    const double cse39 = cse32*q_A_crank_31 + cse37*q_A_crank_21 + cse38*lam_5;
    const double cse40 = -1.0/6.0*(dv_5*dv_5);
    const double cse41 = -1.0/6.0*(dv_4*dv_4);
    const double cse42 = cse40 + cse41 + 1;
    const double cse43 = -0.08*lam_5*q_A_crank_12;
    const double cse44 = cse19*q_A_crank_33 + cse21*q_A_crank_23 - cse32*q_A_crank_32 - cse37*q_A_crank_22 + cse43;
    const double cse45 = 9e-05*hv;
    const double cse46 = (1.0/6.0)*dv_4*dv_5;
    const double cse47 = (1.0/2.0)*dv_3;
    const double cse48 = cse46 - cse47;
    const double cse49 = 1 - 1.0/6.0*(dv_3*dv_3);
    const double cse50 = cse40 + cse49;
    const double cse51 = cse23 + cse24;
    const double cse52 = cse45*v_w_crank_y;
    const double cse53 = cse41 + cse49;
    const double cse54 = cse46 + cse47;
    const double cse55 = cse1 - cse2;
    const double cse56 = 0.08*q_A_crank_13;
    const double cse57 = 0.08*q_A_crank_23;
    const double cse58 = 0.08*q_A_crank_33;
    const double cse59 = cse31*q_A_crank_33 + cse36*q_A_crank_23;
    const double cse60 = -lam_3*q_A_crank_21 - lam_4*q_A_crank_31;
    const double cse61 = lam_3*q_A_crank_22 + lam_4*q_A_crank_32;
    const double cse62 = lam_17*(-cse15*q_A_crank_21 - cse18*q_A_crank_31) + lam_4;
    const double cse63 = lam_17*(-cse15*q_A_crank_31 - cse20*q_A_crank_21) + lam_3;
    const double cse64 = -cse33 + lam_17*(cse34 + cse35);
    const double cse65 = -cse26 + lam_17*(-cse28 + cse30);
    const double cse66 = cse43 - cse62*q_A_crank_31 - cse63*q_A_crank_21 + cse64*q_A_crank_22 + cse65*q_A_crank_32;
    const double cse67 = cse56*lam_5 - cse64*q_A_crank_23 - cse65*q_A_crank_33;
    const double cse68 = cse62*q_A_crank_33 + cse63*q_A_crank_23;
    const double cse69 = 0.08*q_A_crank_21;
    const double cse70 = 0.08*q_A_crank_31;
    const double cse71 = -cse31*q_A_crank_31 - cse36*q_A_crank_21;
    const double cse72 = 2*lam_16;
    const double cse73 = cse72*hq;
    const double cse74 = cse73 + 0.5;
    const double cse75 = lam_9*q_A_rod_11;
    const double cse76 = 0.3*lam_16;
    const double cse77 = cse76*q_A_rod_12;
    const double cse78 = cse75 + cse77;
    const double cse79 = (1.0/6.0)*dv_9;
    const double cse80 = cse79*dv_11;
    const double cse81 = (1.0/2.0)*dv_10;
    const double cse82 = cse80 + cse81;
    const double cse83 = cse79*dv_10;
    const double cse84 = (1.0/2.0)*dv_11;
    const double cse85 = cse83 - cse84;
    const double cse86 = lam_10*q_A_rod_11;
    const double cse87 = cse76*q_A_rod_13;
    const double cse88 = -cse86 - cse87;
    const double cse89 = -1.0/6.0*(dv_10*dv_10);
    const double cse90 = 1 - 1.0/6.0*(dv_11*dv_11);
    const double cse91 = cse89 + cse90;
    const double cse92 = lam_10*q_A_rod_12;
    const double cse93 = lam_9*q_A_rod_13;
    const double cse94 = cse92 - cse93;
    const double cse95 = (1.0/6.0)*dv_10*dv_11;
    const double cse96 = (1.0/2.0)*dv_9;
    const double cse97 = cse95 - cse96;
    const double cse98 = -1.0/6.0*(dv_9*dv_9);
    const double cse99 = cse90 + cse98;
    const double cse100 = cse83 + cse84;
    const double cse101 = cse89 + cse98 + 1;
    const double cse102 = cse95 + cse96;
    const double cse103 = cse80 - cse81;
    const double cse104 = -cse73;
    const double cse105 = (1.0/6.0)*dv_16;
    const double cse106 = cse105*dv_15;
    const double cse107 = (1.0/2.0)*dv_17;
    const double cse108 = cse106 - cse107;
    const double cse109 = cse72*q_A_slider_11;
    const double cse110 = -1.0/6.0*(dv_17*dv_17);
    const double cse111 = 1 - 1.0/6.0*(dv_16*dv_16);
    const double cse112 = cse110 + cse111;
    const double cse113 = cse72*q_A_slider_12;
    const double cse114 = -1.0/6.0*(dv_15*dv_15);
    const double cse115 = cse110 + cse114 + 1;
    const double cse116 = cse106 + cse107;
    const double cse117 = cse105*dv_17;
    const double cse118 = (1.0/2.0)*dv_15;
    const double cse119 = cse117 + cse118;
    const double cse120 = (1.0/6.0)*dv_15*dv_17;
    const double cse121 = (1.0/2.0)*dv_16;
    const double cse122 = cse120 - cse121;
    const double cse123 = -q_A_rod_12;
    const double cse124 = -q_A_rod_13;
    const double cse125 = 0.15*q_A_rod_11;
    const double cse126 = -q_r_rod_x + q_r_slider_x;
    const double cse127 = -cse125 + cse126;
    const double cse128 = cse127 + q_A_slider_13;
    const double cse129 = 2*cse128;
    const double cse130 = -cse129;
    const double cse131 = lam_9*q_A_rod_21;
    const double cse132 = cse76*q_A_rod_22;
    const double cse133 = cse131 + cse132;
    const double cse134 = lam_10*q_A_rod_21;
    const double cse135 = cse76*q_A_rod_23;
    const double cse136 = -cse134 - cse135;
    const double cse137 = lam_10*q_A_rod_22;
    const double cse138 = lam_9*q_A_rod_23;
    const double cse139 = cse137 - cse138;
    const double cse140 = cse72*q_A_slider_21;
    const double cse141 = cse72*q_A_slider_22;
    const double cse142 = -q_A_rod_22;
    const double cse143 = -q_A_rod_23;
    const double cse144 = 0.15*q_A_rod_21;
    const double cse145 = -q_r_rod_y + q_r_slider_y;
    const double cse146 = -cse144 + cse145;
    const double cse147 = cse146 + q_A_slider_23;
    const double cse148 = 2*cse147;
    const double cse149 = -cse148;
    const double cse150 = lam_9*q_A_rod_31;
    const double cse151 = cse76*q_A_rod_32;
    const double cse152 = cse150 + cse151;
    const double cse153 = lam_10*q_A_rod_31;
    const double cse154 = cse76*q_A_rod_33;
    const double cse155 = -cse153 - cse154;
    const double cse156 = lam_10*q_A_rod_32;
    const double cse157 = lam_9*q_A_rod_33;
    const double cse158 = cse156 - cse157;
    const double cse159 = cse72*q_A_slider_31;
    const double cse160 = cse72*q_A_slider_32;
    const double cse161 = -q_A_rod_32;
    const double cse162 = -q_A_rod_33;
    const double cse163 = 0.15*q_A_rod_31;
    const double cse164 = -q_r_rod_z + q_r_slider_z;
    const double cse165 = -cse163 + cse164;
    const double cse166 = cse165 + q_A_slider_33;
    const double cse167 = 2*cse166;
    const double cse168 = -cse167;
    const double cse169 = q_r_rod_z - q_r_slider_z;
    const double cse170 = cse163 + cse169;
    const double cse171 = 0.15*q_A_rod_32;
    const double cse172 = -0.15*cse157 + cse171*lam_10;
    const double cse173 = q_r_rod_y - q_r_slider_y;
    const double cse174 = cse144 + cse173;
    const double cse175 = 0.15*q_A_rod_22;
    const double cse176 = -0.15*cse138 + cse175*lam_10;
    const double cse177 = -q_r_slider_x;
    const double cse178 = cse177 + q_r_rod_x;
    const double cse179 = cse125 + cse178;
    const double cse180 = 0.15*q_A_rod_12;
    const double cse181 = cse180*lam_10 - 0.15*cse93;
    const double cse182 = -cse134*cse174 - cse153*cse170 + cse172*q_A_rod_32 + cse176*q_A_rod_22 - cse179*cse86 + cse181*q_A_rod_12;
    const double cse183 = lam_8*q_A_slider_23;
    const double cse184 = cse146*lam_9 + cse183;
    const double cse185 = lam_8*q_A_slider_33;
    const double cse186 = cse165*lam_9 + cse185;
    const double cse187 = lam_8*q_A_slider_13;
    const double cse188 = cse127*lam_9 + cse187;
    const double cse189 = -cse172*q_A_rod_33 - cse176*q_A_rod_23 - cse181*q_A_rod_13 + cse184*q_A_rod_21 + cse186*q_A_rod_31 + cse188*q_A_rod_11;
    const double cse190 = lam_10*q_A_rod_23;
    const double cse191 = lam_10*q_A_rod_33;
    const double cse192 = lam_10*q_A_rod_13;
    const double cse193 = cse170*cse191 + cse174*cse190 + cse179*cse192 - cse184*q_A_rod_22 - cse186*q_A_rod_32 - cse188*q_A_rod_12;
    const double cse194 = 0.0036*hv;
    const double cse195 = cse194*v_w_rod_y;
    const double cse196 = -cse92 + cse93;
    const double cse197 = -cse137 + cse138;
    const double cse198 = -cse156 + cse157;
    const double cse199 = lam_8*q_A_rod_33;
    const double cse200 = lam_8*q_A_rod_23;
    const double cse201 = lam_8*q_A_rod_13;
    const double cse202 = cse199*q_A_slider_31 + cse200*q_A_slider_21 + cse201*q_A_slider_11;
    const double cse203 = -cse199*q_A_slider_32 - cse200*q_A_slider_22 - cse201*q_A_slider_12;
    const double cse204 = q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33;
    const double cse205 = cse127*q_A_rod_13 + cse146*q_A_rod_23 + cse165*q_A_rod_33;
    const double cse206 = -cse127*q_A_rod_12 - cse146*q_A_rod_22 - cse165*q_A_rod_32;
    const double cse207 = 0.15*q_A_rod_33;
    const double cse208 = 0.15*q_A_rod_23;
    const double cse209 = 0.3*q_A_rod_31;
    const double cse210 = -cse209;
    const double cse211 = 0.045*lam_16;
    const double cse212 = -cse211*q_A_rod_33 + lam_10*(cse164 + cse210);
    const double cse213 = 0.3*q_A_rod_21;
    const double cse214 = -cse213;
    const double cse215 = -cse211*q_A_rod_23 + lam_10*(cse145 + cse214);
    const double cse216 = 0.15*q_A_rod_13;
    const double cse217 = 0.3*q_A_rod_11;
    const double cse218 = -cse217;
    const double cse219 = -cse211*q_A_rod_13 + lam_10*(cse126 + cse218);
    const double cse220 = -cse131*cse208 - cse150*cse207 + cse212*q_A_rod_32 + cse215*q_A_rod_22 - cse216*cse75 + cse219*q_A_rod_12;
    const double cse221 = 0.15*lam_7;
    const double cse222 = 0.3*q_r_rod_z;
    const double cse223 = 0.045*q_A_rod_31;
    const double cse224 = 0.3*q_A_slider_33;
    const double cse225 = 0.3*q_r_slider_z;
    const double cse226 = cse171*lam_9 + 0.3*cse191 - cse221 + lam_16*(-cse222 - cse223 + cse224 + cse225);
    const double cse227 = 0.15*lam_6;
    const double cse228 = 0.3*q_r_rod_y;
    const double cse229 = 0.045*q_A_rod_21;
    const double cse230 = 0.3*q_A_slider_23;
    const double cse231 = 0.3*q_r_slider_y;
    const double cse232 = cse175*lam_9 + 0.3*cse190 - cse227 + lam_16*(-cse228 - cse229 + cse230 + cse231);
    const double cse233 = 0.15*lam_5;
    const double cse234 = 0.045*q_A_rod_11;
    const double cse235 = 0.3*q_r_rod_x;
    const double cse236 = 0.3*q_A_slider_13;
    const double cse237 = 0.3*q_r_slider_x;
    const double cse238 = cse180*lam_9 + 0.3*cse192 - cse233 + lam_16*(-cse234 - cse235 + cse236 + cse237);
    const double cse239 = -cse212*q_A_rod_33 - cse215*q_A_rod_23 - cse219*q_A_rod_13 + cse226*q_A_rod_31 + cse232*q_A_rod_21 + cse238*q_A_rod_11;
    const double cse240 = 0.15*(q_A_rod_33*q_A_rod_33);
    const double cse241 = 0.15*(q_A_rod_23*q_A_rod_23);
    const double cse242 = 0.15*(q_A_rod_13*q_A_rod_13);
    const double cse243 = -cse226*q_A_rod_32 - cse232*q_A_rod_22 - cse238*q_A_rod_12 + cse240*lam_9 + cse241*lam_9 + cse242*lam_9;
    const double cse244 = cse86 + cse87;
    const double cse245 = cse134 + cse135;
    const double cse246 = cse153 + cse154;
    const double cse247 = cse135*q_A_slider_21 + cse154*q_A_slider_31 + cse87*q_A_slider_11;
    const double cse248 = -cse135*q_A_slider_22 - cse154*q_A_slider_32 - cse87*q_A_slider_12;
    const double cse249 = cse171*q_A_rod_33;
    const double cse250 = cse175*q_A_rod_23;
    const double cse251 = cse216*q_A_rod_12;
    const double cse252 = cse249 + cse250 + cse251;
    const double cse253 = cse146*q_A_rod_21;
    const double cse254 = cse165*q_A_rod_31;
    const double cse255 = cse127*q_A_rod_11;
    const double cse256 = cse240 + cse241 + cse242 + cse253 + cse254 + cse255;
    const double cse257 = 0.3*cse166;
    const double cse258 = 0.3*cse147;
    const double cse259 = 0.3*cse128;
    const double cse260 = cse257*q_A_rod_33 + cse258*q_A_rod_23 + cse259*q_A_rod_13;
    const double cse261 = 0.3*lam_9;
    const double cse262 = -cse207*lam_10 + cse221 - cse261*q_A_rod_32 + lam_16*(cse222 + cse223 - cse224 - cse225);
    const double cse263 = -cse185 + cse211*q_A_rod_32 + lam_9*(cse169 + cse209);
    const double cse264 = -cse208*lam_10 + cse227 - cse261*q_A_rod_22 + lam_16*(cse228 + cse229 - cse230 - cse231);
    const double cse265 = -cse183 + cse211*q_A_rod_22 + lam_9*(cse173 + cse213);
    const double cse266 = -cse216*lam_10 + cse233 - cse261*q_A_rod_12 + lam_16*(cse234 + cse235 - cse236 - cse237);
    const double cse267 = -cse187 + cse211*q_A_rod_12 + lam_9*(cse178 + cse217);
    const double cse268 = -cse262*q_A_rod_31 + cse263*q_A_rod_32 - cse264*q_A_rod_21 + cse265*q_A_rod_22 - cse266*q_A_rod_11 + cse267*q_A_rod_12;
    const double cse269 = -cse125*cse92 - cse137*cse144 - cse153*cse171 - cse263*q_A_rod_33 - cse265*q_A_rod_23 - cse267*q_A_rod_13;
    const double cse270 = 0.15*(q_A_rod_32*q_A_rod_32);
    const double cse271 = 0.15*(q_A_rod_22*q_A_rod_22);
    const double cse272 = 0.15*(q_A_rod_12*q_A_rod_12);
    const double cse273 = cse262*q_A_rod_33 + cse264*q_A_rod_23 + cse266*q_A_rod_13 + cse270*lam_10 + cse271*lam_10 + cse272*lam_10;
    const double cse274 = -cse77;
    const double cse275 = cse274 - cse75;
    const double cse276 = -cse132;
    const double cse277 = -cse131 + cse276;
    const double cse278 = -cse151;
    const double cse279 = -cse150 + cse278;
    const double cse280 = lam_8*q_A_rod_31;
    const double cse281 = cse278 - cse280;
    const double cse282 = lam_8*q_A_rod_21;
    const double cse283 = cse276 - cse282;
    const double cse284 = lam_8*q_A_rod_11;
    const double cse285 = cse274 - cse284;
    const double cse286 = cse281*q_A_slider_31 + cse283*q_A_slider_21 + cse285*q_A_slider_11;
    const double cse287 = -cse281*q_A_slider_32 - cse283*q_A_slider_22 - cse285*q_A_slider_12;
    const double cse288 = -q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33;
    const double cse289 = -cse253 - cse254 - cse255 - cse270 - cse271 - cse272;
    const double cse290 = -cse249 - cse250 - cse251;
    const double cse291 = -cse257*q_A_rod_32 - cse258*q_A_rod_22 - cse259*q_A_rod_12;
    const double cse292 = cse73 + 2.0;
    const double cse293 = lam_13*q_A_slider_12 + lam_14*q_A_slider_11;
    const double cse294 = cse120 + cse121;
    const double cse295 = cse109 - lam_13*q_A_slider_13;
    const double cse296 = -cse113;
    const double cse297 = cse296 - lam_14*q_A_slider_13;
    const double cse298 = cse117 - cse118;
    const double cse299 = cse111 + cse114;
    const double cse300 = -q_A_slider_12;
    const double cse301 = lam_13*q_A_slider_22 + lam_14*q_A_slider_21;
    const double cse302 = cse140 - lam_13*q_A_slider_23;
    const double cse303 = -cse141;
    const double cse304 = lam_14*q_A_slider_23;
    const double cse305 = cse303 - cse304;
    const double cse306 = -q_A_slider_22;
    const double cse307 = lam_13*q_A_slider_32 + lam_14*q_A_slider_31;
    const double cse308 = lam_13*q_A_slider_33;
    const double cse309 = cse159 - cse308;
    const double cse310 = -cse160;
    const double cse311 = lam_14*q_A_slider_33;
    const double cse312 = cse310 - cse311;
    const double cse313 = -q_A_slider_32;
    const double cse314 = q_A_rod_22*q_A_slider_22;
    const double cse315 = q_A_rod_32*q_A_slider_32;
    const double cse316 = q_A_rod_12*q_A_slider_12;
    const double cse317 = cse280*q_A_slider_32 + cse282*q_A_slider_22 + cse284*q_A_slider_12 + cse314*cse76 + cse315*cse76 + cse316*cse76;
    const double cse318 = lam_8*q_A_rod_32;
    const double cse319 = 2*q_r_rod_z;
    const double cse320 = 2*q_A_slider_33;
    const double cse321 = 2*q_r_slider_z;
    const double cse322 = -cse318 + lam_16*(cse209 + cse319 - cse320 - cse321);
    const double cse323 = lam_8*q_A_rod_22;
    const double cse324 = 2*q_r_rod_y;
    const double cse325 = 2*q_A_slider_23;
    const double cse326 = 2*q_r_slider_y;
    const double cse327 = -cse323 + lam_16*(cse213 + cse324 - cse325 - cse326);
    const double cse328 = lam_8*q_A_rod_12;
    const double cse329 = 2*q_r_rod_x;
    const double cse330 = 2*q_A_slider_13;
    const double cse331 = 2*q_r_slider_x;
    const double cse332 = -cse328 + lam_16*(cse217 + cse329 - cse330 - cse331);
    const double cse333 = -cse322*q_A_slider_31 - cse327*q_A_slider_21 - cse332*q_A_slider_11;
    const double cse334 = cse310 - lam_14*q_r_slider_z;
    const double cse335 = cse303 - lam_14*q_r_slider_y;
    const double cse336 = cse177 + 0.2;
    const double cse337 = cse296 + cse336*lam_14 + lam_12;
    const double cse338 = cse334*q_A_slider_31 + cse335*q_A_slider_21 + cse337*q_A_slider_11;
    const double cse339 = cse322*q_A_slider_33 + cse327*q_A_slider_23 + cse332*q_A_slider_13 - cse334*q_A_slider_32 - cse335*q_A_slider_22 - cse337*q_A_slider_12;
    const double cse340 = -cse314 - cse315 - cse316;
    const double cse341 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z;
    const double cse342 = cse336*q_A_slider_13 + cse341;
    const double cse343 = -cse129*q_A_slider_12 - cse148*q_A_slider_22 - cse167*q_A_slider_32;
    const double cse344 = q_A_rod_32*q_A_slider_31;
    const double cse345 = q_A_rod_22*q_A_slider_21;
    const double cse346 = q_A_rod_12*q_A_slider_11;
    const double cse347 = -cse280*q_A_slider_31 - cse282*q_A_slider_21 - cse284*q_A_slider_11 - cse344*cse76 - cse345*cse76 - cse346*cse76;
    const double cse348 = cse318 + lam_16*(cse210 - cse319 + cse320 + cse321);
    const double cse349 = cse323 + lam_16*(cse214 - cse324 + cse325 + cse326);
    const double cse350 = cse328 + lam_16*(cse218 - cse329 + cse330 + cse331);
    const double cse351 = cse348*q_A_slider_32 + cse349*q_A_slider_22 + cse350*q_A_slider_12;
    const double cse352 = cse159 - lam_13*q_r_slider_z;
    const double cse353 = lam_13*q_r_slider_y;
    const double cse354 = cse140 - cse353 + lam_15;
    const double cse355 = cse109 + cse336*lam_13 + lam_11;
    const double cse356 = -cse348*q_A_slider_33 - cse349*q_A_slider_23 - cse350*q_A_slider_13 + cse352*q_A_slider_31 + cse354*q_A_slider_21 + cse355*q_A_slider_11;
    const double cse357 = -cse352*q_A_slider_32 - cse354*q_A_slider_22 - cse355*q_A_slider_12;
    const double cse358 = cse344 + cse345 + cse346;
    const double cse359 = q_r_slider_x - 0.2;
    const double cse360 = cse341 - cse359*q_A_slider_13;
    const double cse361 = cse129*q_A_slider_11 + cse148*q_A_slider_21 + cse167*q_A_slider_31;
    const double cse362 = q_A_slider_31*q_r_slider_z;
    const double cse363 = q_A_slider_32*q_r_slider_z;
    const double cse364 = cse353 - lam_15;
    const double cse365 = q_A_slider_22*q_r_slider_y;
    const double cse366 = cse359*lam_13 - lam_11;
    const double cse367 = cse359*lam_14 - lam_12;
    const double cse368 = -cse362*lam_13 + cse363*lam_14 - cse364*q_A_slider_21 + cse365*lam_14 - cse366*q_A_slider_11 + cse367*q_A_slider_12;
    const double cse369 = -cse304*q_r_slider_y - cse311*q_r_slider_z - cse367*q_A_slider_13;
    const double cse370 = cse308*q_r_slider_z + cse364*q_A_slider_23 + cse366*q_A_slider_13;
    const double cse371 = cse359*q_A_slider_12 + cse363 + cse365;
    const double cse372 = -cse336*q_A_slider_11 + cse362 + q_A_slider_21*q_r_slider_y;

    out[where[0]] = 0.12;  /* [0, 0] */
    out[where[1]] = 1;  /* [0, 18] */
    out[where[2]] = 1;  /* [0, 23] */
    out[where[3]] = 0.12;  /* [1, 1] */
    out[where[4]] = 1;  /* [1, 19] */
    out[where[5]] = 1;  /* [1, 24] */
    out[where[6]] = 0.12;  /* [2, 2] */
    out[where[7]] = 1;  /* [2, 20] */
    out[where[8]] = 1;  /* [2, 25] */
    out[where[9]] = hq*(cse22*cse3 + cse25*cse39 + cse42*cse44) + 0.0001;  /* [3, 3] */
    out[where[10]] = cse45*v_w_crank_z + hq*(cse22*cse48 + cse39*cse50 + cse44*cse51);  /* [3, 4] */
    out[where[11]] = cse52 + hq*(cse22*cse53 + cse39*cse54 + cse44*cse55);  /* [3, 5] */
    out[where[12]] = cse56;  /* [3, 23] */
    out[where[13]] = cse57;  /* [3, 24] */
    out[where[14]] = cse58;  /* [3, 25] */
    out[where[15]] = cse59;  /* [3, 35] */
    out[where[16]] = hq*(cse25*cse60 + cse42*cse61);  /* [4, 3] */
    out[where[17]] = hq*(cse50*cse60 + cse51*cse61) + 1e-05;  /* [4, 4] */
    out[where[18]] = hq*(cse54*cse60 + cse55*cse61);  /* [4, 5] */
    out[where[19]] = -q_A_crank_23;  /* [4, 21] */
    out[where[20]] = -q_A_crank_33;  /* [4, 22] */
    out[where[21]] = -cse52 + hq*(cse25*cse67 + cse3*cse66 + cse42*cse68);  /* [5, 3] */
    out[where[22]] = -cse45*v_w_crank_x + hq*(cse48*cse66 + cse50*cse67 + cse51*cse68);  /* [5, 4] */
    out[where[23]] = hq*(cse53*cse66 + cse54*cse67 + cse55*cse68) + 0.0001;  /* [5, 5] */
    out[where[24]] = q_A_crank_22;  /* [5, 21] */
    out[where[25]] = q_A_crank_32;  /* [5, 22] */
    out[where[26]] = -cse38;  /* [5, 23] */
    out[where[27]] = -cse69;  /* [5, 24] */
    out[where[28]] = -cse70;  /* [5, 25] */
    out[where[29]] = cse71;  /* [5, 35] */
    out[where[30]] = cse74;  /* [6, 6] */
    out[where[31]] = hq*(cse78*cse82 + cse85*cse88 + cse91*cse94);  /* [6, 9] */
    out[where[32]] = hq*(cse100*cse94 + cse78*cse97 + cse88*cse99);  /* [6, 10] */
    out[where[33]] = hq*(cse101*cse78 + cse102*cse88 + cse103*cse94);  /* [6, 11] */
    out[where[34]] = cse104;  /* [6, 12] */
    out[where[35]] = hq*(-cse108*cse109 + cse112*cse113);  /* [6, 15] */
    out[where[36]] = hq*(-cse109*cse115 + cse113*cse116);  /* [6, 16] */
    out[where[37]] = hq*(-cse109*cse119 + cse113*cse122);  /* [6, 17] */
    out[where[38]] = -1;  /* [6, 23] */
    out[where[39]] = cse123;  /* [6, 27] */
    out[where[40]] = cse124;  /* [6, 28] */
    out[where[41]] = cse130;  /* [6, 34] */
    out[where[42]] = cse74;  /* [7, 7] */
    out[where[43]] = hq*(cse133*cse82 + cse136*cse85 + cse139*cse91);  /* [7, 9] */
    out[where[44]] = hq*(cse100*cse139 + cse133*cse97 + cse136*cse99);  /* [7, 10] */
    out[where[45]] = hq*(cse101*cse133 + cse102*cse136 + cse103*cse139);  /* [7, 11] */
    out[where[46]] = cse104;  /* [7, 13] */
    out[where[47]] = hq*(-cse108*cse140 + cse112*cse141);  /* [7, 15] */
    out[where[48]] = hq*(-cse115*cse140 + cse116*cse141);  /* [7, 16] */
    out[where[49]] = hq*(-cse119*cse140 + cse122*cse141);  /* [7, 17] */
    out[where[50]] = -1;  /* [7, 24] */
    out[where[51]] = cse142;  /* [7, 27] */
    out[where[52]] = cse143;  /* [7, 28] */
    out[where[53]] = cse149;  /* [7, 34] */
    out[where[54]] = cse74;  /* [8, 8] */
    out[where[55]] = hq*(cse152*cse82 + cse155*cse85 + cse158*cse91);  /* [8, 9] */
    out[where[56]] = hq*(cse100*cse158 + cse152*cse97 + cse155*cse99);  /* [8, 10] */
    out[where[57]] = hq*(cse101*cse152 + cse102*cse155 + cse103*cse158);  /* [8, 11] */
    out[where[58]] = cse104;  /* [8, 14] */
    out[where[59]] = hq*(-cse108*cse159 + cse112*cse160);  /* [8, 15] */
    out[where[60]] = hq*(-cse115*cse159 + cse116*cse160);  /* [8, 16] */
    out[where[61]] = hq*(-cse119*cse159 + cse122*cse160);  /* [8, 17] */
    out[where[62]] = -1;  /* [8, 25] */
    out[where[63]] = cse161;  /* [8, 27] */
    out[where[64]] = cse162;  /* [8, 28] */
    out[where[65]] = cse168;  /* [8, 34] */
    out[where[66]] = cse94*hq;  /* [9, 6] */
    out[where[67]] = cse139*hq;  /* [9, 7] */
    out[where[68]] = cse158*hq;  /* [9, 8] */
    out[where[69]] = hq*(cse182*cse82 + cse189*cse85 + cse193*cse91) + 0.004;  /* [9, 9] */
    out[where[70]] = cse194*v_w_rod_z + hq*(cse100*cse193 + cse182*cse97 + cse189*cse99);  /* [9, 10] */
    out[where[71]] = cse195 + hq*(cse101*cse182 + cse102*cse189 + cse103*cse193);  /* [9, 11] */
    out[where[72]] = cse196*hq;  /* [9, 12] */
    out[where[73]] = cse197*hq;  /* [9, 13] */
    out[where[74]] = cse198*hq;  /* [9, 14] */
    out[where[75]] = hq*(cse108*cse202 + cse112*cse203);  /* [9, 15] */
    out[where[76]] = hq*(cse115*cse202 + cse116*cse203);  /* [9, 16] */
    out[where[77]] = hq*(cse119*cse202 + cse122*cse203);  /* [9, 17] */
    out[where[78]] = cse204;  /* [9, 26] */
    out[where[79]] = cse205;  /* [9, 27] */
    out[where[80]] = cse206;  /* [9, 28] */
    out[where[81]] = cse88*hq;  /* [10, 6] */
    out[where[82]] = cse136*hq;  /* [10, 7] */
    out[where[83]] = cse155*hq;  /* [10, 8] */
    out[where[84]] = hq*(cse220*cse82 + cse239*cse85 + cse243*cse91);  /* [10, 9] */
    out[where[85]] = hq*(cse100*cse243 + cse220*cse97 + cse239*cse99) + 0.0004;  /* [10, 10] */
    out[where[86]] = hq*(cse101*cse220 + cse102*cse239 + cse103*cse243);  /* [10, 11] */
    out[where[87]] = cse244*hq;  /* [10, 12] */
    out[where[88]] = cse245*hq;  /* [10, 13] */
    out[where[89]] = cse246*hq;  /* [10, 14] */
    out[where[90]] = hq*(cse108*cse247 + cse112*cse248);  /* [10, 15] */
    out[where[91]] = hq*(cse115*cse247 + cse116*cse248);  /* [10, 16] */
    out[where[92]] = hq*(cse119*cse247 + cse122*cse248);  /* [10, 17] */
    out[where[93]] = -cse216;  /* [10, 23] */
    out[where[94]] = -cse208;  /* [10, 24] */
    out[where[95]] = -cse207;  /* [10, 25] */
    out[where[96]] = cse252;  /* [10, 27] */
    out[where[97]] = cse256;  /* [10, 28] */
    out[where[98]] = cse260;  /* [10, 34] */
    out[where[99]] = cse78*hq;  /* [11, 6] */
    out[where[100]] = cse133*hq;  /* [11, 7] */
    out[where[101]] = cse152*hq;  /* [11, 8] */
    out[where[102]] = -cse195 + hq*(cse268*cse82 + cse269*cse85 + cse273*cse91);  /* [11, 9] */
    out[where[103]] = -cse194*v_w_rod_x + hq*(cse100*cse273 + cse268*cse97 + cse269*cse99);  /* [11, 10] */
    out[where[104]] = hq*(cse101*cse268 + cse102*cse269 + cse103*cse273) + 0.004;  /* [11, 11] */
    out[where[105]] = cse275*hq;  /* [11, 12] */
    out[where[106]] = cse277*hq;  /* [11, 13] */
    out[where[107]] = cse279*hq;  /* [11, 14] */
    out[where[108]] = hq*(cse108*cse286 + cse112*cse287);  /* [11, 15] */
    out[where[109]] = hq*(cse115*cse286 + cse116*cse287);  /* [11, 16] */
    out[where[110]] = hq*(cse119*cse286 + cse122*cse287);  /* [11, 17] */
    out[where[111]] = cse180;  /* [11, 23] */
    out[where[112]] = cse175;  /* [11, 24] */
    out[where[113]] = cse171;  /* [11, 25] */
    out[where[114]] = cse288;  /* [11, 26] */
    out[where[115]] = cse289;  /* [11, 27] */
    out[where[116]] = cse290;  /* [11, 28] */
    out[where[117]] = cse291;  /* [11, 34] */
    out[where[118]] = cse104;  /* [12, 6] */
    out[where[119]] = hq*(cse196*cse91 + cse244*cse85 + cse275*cse82);  /* [12, 9] */
    out[where[120]] = hq*(cse100*cse196 + cse244*cse99 + cse275*cse97);  /* [12, 10] */
    out[where[121]] = hq*(cse101*cse275 + cse102*cse244 + cse103*cse196);  /* [12, 11] */
    out[where[122]] = cse292;  /* [12, 12] */
    out[where[123]] = hq*(cse108*cse295 + cse112*cse297 + cse293*cse294);  /* [12, 15] */
    out[where[124]] = hq*(cse115*cse295 + cse116*cse297 + cse293*cse298);  /* [12, 16] */
    out[where[125]] = hq*(cse119*cse295 + cse122*cse297 + cse293*cse299);  /* [12, 17] */
    out[where[126]] = q_A_rod_12;  /* [12, 27] */
    out[where[127]] = q_A_rod_13;  /* [12, 28] */
    out[where[128]] = q_A_slider_11;  /* [12, 31] */
    out[where[129]] = cse300;  /* [12, 32] */
    out[where[130]] = cse129;  /* [12, 34] */
    out[where[131]] = cse104;  /* [13, 7] */
    out[where[132]] = hq*(cse197*cse91 + cse245*cse85 + cse277*cse82);  /* [13, 9] */
    out[where[133]] = hq*(cse100*cse197 + cse245*cse99 + cse277*cse97);  /* [13, 10] */
    out[where[134]] = hq*(cse101*cse277 + cse102*cse245 + cse103*cse197);  /* [13, 11] */
    out[where[135]] = cse292;  /* [13, 13] */
    out[where[136]] = hq*(cse108*cse302 + cse112*cse305 + cse294*cse301);  /* [13, 15] */
    out[where[137]] = hq*(cse115*cse302 + cse116*cse305 + cse298*cse301);  /* [13, 16] */
    out[where[138]] = hq*(cse119*cse302 + cse122*cse305 + cse299*cse301);  /* [13, 17] */
    out[where[139]] = q_A_rod_22;  /* [13, 27] */
    out[where[140]] = q_A_rod_23;  /* [13, 28] */
    out[where[141]] = q_A_slider_21;  /* [13, 31] */
    out[where[142]] = cse306;  /* [13, 32] */
    out[where[143]] = cse148;  /* [13, 34] */
    out[where[144]] = cse104;  /* [14, 8] */
    out[where[145]] = hq*(cse198*cse91 + cse246*cse85 + cse279*cse82);  /* [14, 9] */
    out[where[146]] = hq*(cse100*cse198 + cse246*cse99 + cse279*cse97);  /* [14, 10] */
    out[where[147]] = hq*(cse101*cse279 + cse102*cse246 + cse103*cse198);  /* [14, 11] */
    out[where[148]] = cse292;  /* [14, 14] */
    out[where[149]] = hq*(cse108*cse309 + cse112*cse312 + cse294*cse307);  /* [14, 15] */
    out[where[150]] = hq*(cse115*cse309 + cse116*cse312 + cse298*cse307);  /* [14, 16] */
    out[where[151]] = hq*(cse119*cse309 + cse122*cse312 + cse299*cse307);  /* [14, 17] */
    out[where[152]] = q_A_rod_32;  /* [14, 27] */
    out[where[153]] = q_A_rod_33;  /* [14, 28] */
    out[where[154]] = q_A_slider_31;  /* [14, 31] */
    out[where[155]] = cse313;  /* [14, 32] */
    out[where[156]] = cse167;  /* [14, 34] */
    out[where[157]] = cse113*hq;  /* [15, 6] */
    out[where[158]] = cse141*hq;  /* [15, 7] */
    out[where[159]] = cse160*hq;  /* [15, 8] */
    out[where[160]] = hq*(cse203*cse91 + cse248*cse85 + cse317*cse82);  /* [15, 9] */
    out[where[161]] = hq*(cse100*cse203 + cse248*cse99 + cse317*cse97);  /* [15, 10] */
    out[where[162]] = hq*(cse101*cse317 + cse102*cse248 + cse103*cse203);  /* [15, 11] */
    out[where[163]] = cse297*hq;  /* [15, 12] */
    out[where[164]] = cse305*hq;  /* [15, 13] */
    out[where[165]] = cse312*hq;  /* [15, 14] */
    out[where[166]] = hq*(cse108*cse338 + cse112*cse339 + cse294*cse333) + 0.0001;  /* [15, 15] */
    out[where[167]] = hq*(cse115*cse338 + cse116*cse339 + cse298*cse333);  /* [15, 16] */
    out[where[168]] = hq*(cse119*cse338 + cse122*cse339 + cse299*cse333);  /* [15, 17] */
    out[where[169]] = cse340;  /* [15, 26] */
    out[where[170]] = q_A_slider_13;  /* [15, 30] */
    out[where[171]] = cse342;  /* [15, 32] */
    out[where[172]] = cse343;  /* [15, 34] */
    out[where[173]] = -cse109*hq;  /* [16, 6] */
    out[where[174]] = -cse140*hq;  /* [16, 7] */
    out[where[175]] = -cse159*hq;  /* [16, 8] */
    out[where[176]] = hq*(cse202*cse91 + cse247*cse85 + cse347*cse82);  /* [16, 9] */
    out[where[177]] = hq*(cse100*cse202 + cse247*cse99 + cse347*cse97);  /* [16, 10] */
    out[where[178]] = hq*(cse101*cse347 + cse102*cse247 + cse103*cse202);  /* [16, 11] */
    out[where[179]] = cse295*hq;  /* [16, 12] */
    out[where[180]] = cse302*hq;  /* [16, 13] */
    out[where[181]] = cse309*hq;  /* [16, 14] */
    out[where[182]] = hq*(cse108*cse356 + cse112*cse357 + cse294*cse351);  /* [16, 15] */
    out[where[183]] = hq*(cse115*cse356 + cse116*cse357 + cse298*cse351) + 0.0001;  /* [16, 16] */
    out[where[184]] = hq*(cse119*cse356 + cse122*cse357 + cse299*cse351);  /* [16, 17] */
    out[where[185]] = cse358;  /* [16, 26] */
    out[where[186]] = q_A_slider_13;  /* [16, 29] */
    out[where[187]] = cse360;  /* [16, 31] */
    out[where[188]] = q_A_slider_23;  /* [16, 33] */
    out[where[189]] = cse361;  /* [16, 34] */
    out[where[190]] = cse293*hq;  /* [17, 12] */
    out[where[191]] = cse301*hq;  /* [17, 13] */
    out[where[192]] = cse307*hq;  /* [17, 14] */
    out[where[193]] = hq*(cse108*cse369 + cse112*cse370 + cse294*cse368);  /* [17, 15] */
    out[where[194]] = hq*(cse115*cse369 + cse116*cse370 + cse298*cse368);  /* [17, 16] */
    out[where[195]] = hq*(cse119*cse369 + cse122*cse370 + cse299*cse368) + 0.0001;  /* [17, 17] */
    out[where[196]] = cse300;  /* [17, 29] */
    out[where[197]] = -q_A_slider_11;  /* [17, 30] */
    out[where[198]] = cse371;  /* [17, 31] */
    out[where[199]] = cse372;  /* [17, 32] */
    out[where[200]] = cse306;  /* [17, 33] */
    out[where[201]] = 1;  /* [18, 0] */
    out[where[202]] = 1;  /* [19, 1] */
    out[where[203]] = 1;  /* [20, 2] */
    out[where[204]] = -cse25*q_A_crank_23 + cse3*q_A_crank_22;  /* [21, 3] */
    out[where[205]] = cse48*q_A_crank_22 - cse50*q_A_crank_23;  /* [21, 4] */
    out[where[206]] = cse53*q_A_crank_22 - cse54*q_A_crank_23;  /* [21, 5] */
    out[where[207]] = -cse25*q_A_crank_33 + cse3*q_A_crank_32;  /* [22, 3] */
    out[where[208]] = cse48*q_A_crank_32 - cse50*q_A_crank_33;  /* [22, 4] */
    out[where[209]] = cse53*q_A_crank_32 - cse54*q_A_crank_33;  /* [22, 5] */
    out[where[210]] = 1;  /* [23, 0] */
    out[where[211]] = -cse3*cse38 + cse42*cse56;  /* [23, 3] */
    out[where[212]] = -cse38*cse48 + cse51*cse56;  /* [23, 4] */
    out[where[213]] = -cse38*cse53 + cse55*cse56;  /* [23, 5] */
    out[where[214]] = -1;  /* [23, 6] */
    out[where[215]] = cse180*cse82 - cse216*cse85;  /* [23, 9] */
    out[where[216]] = cse180*cse97 - cse216*cse99;  /* [23, 10] */
    out[where[217]] = cse101*cse180 - cse102*cse216;  /* [23, 11] */
    out[where[218]] = 1;  /* [24, 1] */
    out[where[219]] = -cse3*cse69 + cse42*cse57;  /* [24, 3] */
    out[where[220]] = -cse48*cse69 + cse51*cse57;  /* [24, 4] */
    out[where[221]] = -cse53*cse69 + cse55*cse57;  /* [24, 5] */
    out[where[222]] = -1;  /* [24, 7] */
    out[where[223]] = cse175*cse82 - cse208*cse85;  /* [24, 9] */
    out[where[224]] = cse175*cse97 - cse208*cse99;  /* [24, 10] */
    out[where[225]] = cse101*cse175 - cse102*cse208;  /* [24, 11] */
    out[where[226]] = 1;  /* [25, 2] */
    out[where[227]] = -cse3*cse70 + cse42*cse58;  /* [25, 3] */
    out[where[228]] = -cse48*cse70 + cse51*cse58;  /* [25, 4] */
    out[where[229]] = -cse53*cse70 + cse55*cse58;  /* [25, 5] */
    out[where[230]] = -1;  /* [25, 8] */
    out[where[231]] = cse171*cse82 - cse207*cse85;  /* [25, 9] */
    out[where[232]] = cse171*cse97 - cse207*cse99;  /* [25, 10] */
    out[where[233]] = cse101*cse171 - cse102*cse207;  /* [25, 11] */
    out[where[234]] = cse204*cse91 + cse288*cse82;  /* [26, 9] */
    out[where[235]] = cse100*cse204 + cse288*cse97;  /* [26, 10] */
    out[where[236]] = cse101*cse288 + cse103*cse204;  /* [26, 11] */
    out[where[237]] = cse108*cse358 + cse112*cse340;  /* [26, 15] */
    out[where[238]] = cse115*cse358 + cse116*cse340;  /* [26, 16] */
    out[where[239]] = cse119*cse358 + cse122*cse340;  /* [26, 17] */
    out[where[240]] = cse123;  /* [27, 6] */
    out[where[241]] = cse142;  /* [27, 7] */
    out[where[242]] = cse161;  /* [27, 8] */
    out[where[243]] = cse205*cse91 + cse252*cse85 + cse289*cse82;  /* [27, 9] */
    out[where[244]] = cse100*cse205 + cse252*cse99 + cse289*cse97;  /* [27, 10] */
    out[where[245]] = cse101*cse289 + cse102*cse252 + cse103*cse205;  /* [27, 11] */
    out[where[246]] = q_A_rod_12;  /* [27, 12] */
    out[where[247]] = q_A_rod_22;  /* [27, 13] */
    out[where[248]] = q_A_rod_32;  /* [27, 14] */
    out[where[249]] = cse124;  /* [28, 6] */
    out[where[250]] = cse143;  /* [28, 7] */
    out[where[251]] = cse162;  /* [28, 8] */
    out[where[252]] = cse206*cse91 + cse256*cse85 + cse290*cse82;  /* [28, 9] */
    out[where[253]] = cse100*cse206 + cse256*cse99 + cse290*cse97;  /* [28, 10] */
    out[where[254]] = cse101*cse290 + cse102*cse256 + cse103*cse206;  /* [28, 11] */
    out[where[255]] = q_A_rod_13;  /* [28, 12] */
    out[where[256]] = q_A_rod_23;  /* [28, 13] */
    out[where[257]] = q_A_rod_33;  /* [28, 14] */
    out[where[258]] = cse108*q_A_slider_13 - cse294*q_A_slider_12;  /* [29, 15] */
    out[where[259]] = cse115*q_A_slider_13 - cse298*q_A_slider_12;  /* [29, 16] */
    out[where[260]] = cse119*q_A_slider_13 - cse299*q_A_slider_12;  /* [29, 17] */
    out[where[261]] = cse112*q_A_slider_13 - cse294*q_A_slider_11;  /* [30, 15] */
    out[where[262]] = cse116*q_A_slider_13 - cse298*q_A_slider_11;  /* [30, 16] */
    out[where[263]] = cse122*q_A_slider_13 - cse299*q_A_slider_11;  /* [30, 17] */
    out[where[264]] = q_A_slider_11;  /* [31, 12] */
    out[where[265]] = q_A_slider_21;  /* [31, 13] */
    out[where[266]] = q_A_slider_31;  /* [31, 14] */
    out[where[267]] = cse108*cse360 + cse294*cse371;  /* [31, 15] */
    out[where[268]] = cse115*cse360 + cse298*cse371;  /* [31, 16] */
    out[where[269]] = cse119*cse360 + cse299*cse371;  /* [31, 17] */
    out[where[270]] = cse300;  /* [32, 12] */
    out[where[271]] = cse306;  /* [32, 13] */
    out[where[272]] = cse313;  /* [32, 14] */
    out[where[273]] = cse112*cse342 + cse294*cse372;  /* [32, 15] */
    out[where[274]] = cse116*cse342 + cse298*cse372;  /* [32, 16] */
    out[where[275]] = cse122*cse342 + cse299*cse372;  /* [32, 17] */
    out[where[276]] = cse108*q_A_slider_23 - cse294*q_A_slider_22;  /* [33, 15] */
    out[where[277]] = cse115*q_A_slider_23 - cse298*q_A_slider_22;  /* [33, 16] */
    out[where[278]] = cse119*q_A_slider_23 - cse299*q_A_slider_22;  /* [33, 17] */
    out[where[279]] = cse130;  /* [34, 6] */
    out[where[280]] = cse149;  /* [34, 7] */
    out[where[281]] = cse168;  /* [34, 8] */
    out[where[282]] = cse260*cse85 + cse291*cse82;  /* [34, 9] */
    out[where[283]] = cse260*cse99 + cse291*cse97;  /* [34, 10] */
    out[where[284]] = cse101*cse291 + cse102*cse260;  /* [34, 11] */
    out[where[285]] = cse129;  /* [34, 12] */
    out[where[286]] = cse148;  /* [34, 13] */
    out[where[287]] = cse167;  /* [34, 14] */
    out[where[288]] = cse108*cse361 + cse112*cse343;  /* [34, 15] */
    out[where[289]] = cse115*cse361 + cse116*cse343;  /* [34, 16] */
    out[where[290]] = cse119*cse361 + cse122*cse343;  /* [34, 17] */
    out[where[291]] = cse3*cse71 + cse42*cse59;  /* [35, 3] */
    out[where[292]] = cse48*cse71 + cse51*cse59;  /* [35, 4] */
    out[where[293]] = cse53*cse71 + cse55*cse59;  /* [35, 5] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_slider_crank_rA_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_slider_crank_rA_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_slider_crank_rA_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 36 x 36 row-major, 294 nonzero (the cells of genalpha_matrix_band).
 */
void mg_slider_crank_rA_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 1296);
    mg_slider_crank_rA_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_slider_crank_rA_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 36); p (parameters, 0).
 * Output: out, 36 x 18 row-major, 213 nonzero.
 * 490 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_B(const double *q, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    (void)p;
    const double cse0 = -q_r_crank_y;
    const double cse1 = cse0 + 0.1;
    const double cse2 = -q_r_crank_z;
    const double cse3 = cse2 + 0.12;
    const double cse4 = q_A_crank_31*q_r_crank_x;
    const double cse5 = q_A_crank_32*q_r_crank_x;
    const double cse6 = q_A_crank_33*q_r_crank_x;
    const double cse7 = -q_A_crank_21*q_r_crank_x;
    const double cse8 = -q_A_crank_22*q_r_crank_x;
    const double cse9 = -q_A_crank_23*q_r_crank_x;
    const double cse10 = -q_A_crank_11;
    const double cse11 = -q_A_crank_12;
    const double cse12 = -q_A_crank_13;
    const double cse13 = -q_A_crank_21;
    const double cse14 = -q_A_crank_22;
    const double cse15 = -q_A_crank_23;
    const double cse16 = -q_A_crank_31;
    const double cse17 = -q_A_crank_32;
    const double cse18 = -q_A_crank_33;
    const double cse19 = -q_A_rod_11;
    const double cse20 = -q_A_rod_21;
    const double cse21 = -q_A_rod_31;
    const double cse22 = 0.15*q_A_rod_21;
    const double cse23 = cse0 - cse22 + q_r_rod_y;
    const double cse24 = 0.15*q_A_rod_31;
    const double cse25 = cse2 - cse24 + q_r_rod_z;
    const double cse26 = cse23*q_A_crank_31 - cse25*q_A_crank_21;
    const double cse27 = 0.15*q_A_rod_11;
    const double cse28 = -cse27 - q_r_crank_x + q_r_rod_x;
    const double cse29 = cse25*q_A_crank_11 - cse28*q_A_crank_31;
    const double cse30 = -cse23*q_A_crank_11 + cse28*q_A_crank_21;
    const double cse31 = cse23*q_A_crank_32 - cse25*q_A_crank_22;
    const double cse32 = cse25*q_A_crank_12 - cse28*q_A_crank_32;
    const double cse33 = -cse23*q_A_crank_12 + cse28*q_A_crank_22;
    const double cse34 = cse23*q_A_crank_33 - cse25*q_A_crank_23;
    const double cse35 = cse25*q_A_crank_13 - cse28*q_A_crank_33;
    const double cse36 = -cse23*q_A_crank_13 + cse28*q_A_crank_23;
    const double cse37 = cse24*q_A_rod_22;
    const double cse38 = cse22*q_A_rod_32;
    const double cse39 = -cse37 + cse38;
    const double cse40 = cse27*q_A_rod_32;
    const double cse41 = cse24*q_A_rod_12;
    const double cse42 = -cse40 + cse41;
    const double cse43 = cse27*q_A_rod_22;
    const double cse44 = cse22*q_A_rod_12;
    const double cse45 = cse43 - cse44;
    const double cse46 = cse24*q_A_rod_23;
    const double cse47 = cse22*q_A_rod_33;
    const double cse48 = -cse46 + cse47;
    const double cse49 = cse27*q_A_rod_33;
    const double cse50 = cse24*q_A_rod_13;
    const double cse51 = -cse49 + cse50;
    const double cse52 = cse27*q_A_rod_23;
    const double cse53 = cse22*q_A_rod_13;
    const double cse54 = cse52 - cse53;
    const double cse55 = -q_A_rod_12;
    const double cse56 = -q_A_rod_22;
    const double cse57 = -q_A_rod_32;
    const double cse58 = -q_A_rod_13;
    const double cse59 = -q_A_rod_23;
    const double cse60 = -q_A_rod_33;
    const double cse61 = (q_A_rod_11*q_A_rod_11) + (q_A_rod_21*q_A_rod_21) + (q_A_rod_31*q_A_rod_31);
    const double cse62 = q_A_rod_11*q_A_rod_12 + q_A_rod_21*q_A_rod_22 + q_A_rod_31*q_A_rod_32;
    const double cse63 = q_A_rod_11*q_A_rod_13 + q_A_rod_21*q_A_rod_23 + q_A_rod_31*q_A_rod_33;
    const double cse64 = (q_A_rod_12*q_A_rod_12) + (q_A_rod_22*q_A_rod_22) + (q_A_rod_32*q_A_rod_32);
    const double cse65 = q_A_rod_12*q_A_rod_13 + q_A_rod_22*q_A_rod_23 + q_A_rod_32*q_A_rod_33;
    const double cse66 = (q_A_rod_13*q_A_rod_13) + (q_A_rod_23*q_A_rod_23) + (q_A_rod_33*q_A_rod_33);
    const double cse67 = cse37 - cse38;
    const double cse68 = cse40 - cse41;
    const double cse69 = -cse43 + cse44;
    const double cse70 = cse67*q_A_rod_11 + cse68*q_A_rod_21 + cse69*q_A_rod_31;
    const double cse71 = cse46 - cse47;
    const double cse72 = cse49 - cse50;
    const double cse73 = -cse52 + cse53;
    const double cse74 = cse71*q_A_rod_11 + cse72*q_A_rod_21 + cse73*q_A_rod_31;
    const double cse75 = cse22 + q_r_rod_y - q_r_slider_y;
    const double cse76 = cse24 + q_r_rod_z - q_r_slider_z;
    const double cse77 = cse75*q_A_slider_31 - cse76*q_A_slider_21;
    const double cse78 = cse27 + q_r_rod_x - q_r_slider_x;
    const double cse79 = cse76*q_A_slider_11 - cse78*q_A_slider_31;
    const double cse80 = -cse75*q_A_slider_11 + cse78*q_A_slider_21;
    const double cse81 = cse77*q_A_rod_11 + cse79*q_A_rod_21 + cse80*q_A_rod_31;
    const double cse82 = cse75*q_A_slider_32 - cse76*q_A_slider_22;
    const double cse83 = cse76*q_A_slider_12 - cse78*q_A_slider_32;
    const double cse84 = -cse75*q_A_slider_12 + cse78*q_A_slider_22;
    const double cse85 = cse82*q_A_rod_11 + cse83*q_A_rod_21 + cse84*q_A_rod_31;
    const double cse86 = cse75*q_A_slider_33 - cse76*q_A_slider_23;
    const double cse87 = cse76*q_A_slider_13 - cse78*q_A_slider_33;
    const double cse88 = -cse75*q_A_slider_13 + cse78*q_A_slider_23;
    const double cse89 = cse86*q_A_rod_11 + cse87*q_A_rod_21 + cse88*q_A_rod_31;
    const double cse90 = cse67*q_A_rod_12 + cse68*q_A_rod_22 + cse69*q_A_rod_32;
    const double cse91 = cse71*q_A_rod_12 + cse72*q_A_rod_22 + cse73*q_A_rod_32;
    const double cse92 = cse77*q_A_rod_12 + cse79*q_A_rod_22 + cse80*q_A_rod_32;
    const double cse93 = cse82*q_A_rod_12 + cse83*q_A_rod_22 + cse84*q_A_rod_32;
    const double cse94 = cse86*q_A_rod_12 + cse87*q_A_rod_22 + cse88*q_A_rod_32;
    const double cse95 = cse67*q_A_rod_13 + cse68*q_A_rod_23 + cse69*q_A_rod_33;
    const double cse96 = cse71*q_A_rod_13 + cse72*q_A_rod_23 + cse73*q_A_rod_33;
    const double cse97 = cse77*q_A_rod_13 + cse79*q_A_rod_23 + cse80*q_A_rod_33;
    const double cse98 = cse82*q_A_rod_13 + cse83*q_A_rod_23 + cse84*q_A_rod_33;
    const double cse99 = cse86*q_A_rod_13 + cse87*q_A_rod_23 + cse88*q_A_rod_33;
    const double cse100 = -q_A_rod_11*q_A_slider_11 - q_A_rod_21*q_A_slider_21 - q_A_rod_31*q_A_slider_31;
    const double cse101 = -q_A_rod_11*q_A_slider_12 - q_A_rod_21*q_A_slider_22 - q_A_rod_31*q_A_slider_32;
    const double cse102 = -q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33;
    const double cse103 = -q_A_rod_12*q_A_slider_11 - q_A_rod_22*q_A_slider_21 - q_A_rod_32*q_A_slider_31;
    const double cse104 = -q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32;
    const double cse105 = -q_A_rod_12*q_A_slider_13 - q_A_rod_22*q_A_slider_23 - q_A_rod_32*q_A_slider_33;
    const double cse106 = -q_A_rod_13*q_A_slider_11 - q_A_rod_23*q_A_slider_21 - q_A_rod_33*q_A_slider_31;
    const double cse107 = -q_A_rod_13*q_A_slider_12 - q_A_rod_23*q_A_slider_22 - q_A_rod_33*q_A_slider_32;
    const double cse108 = -q_A_rod_13*q_A_slider_13 - q_A_rod_23*q_A_slider_23 - q_A_rod_33*q_A_slider_33;
    const double cse109 = q_A_slider_11*q_A_slider_12 + q_A_slider_21*q_A_slider_22 + q_A_slider_31*q_A_slider_32;
    const double cse110 = q_A_slider_11*q_A_slider_13 + q_A_slider_21*q_A_slider_23 + q_A_slider_31*q_A_slider_33;
    const double cse111 = q_A_slider_12*q_A_slider_13 + q_A_slider_22*q_A_slider_23 + q_A_slider_32*q_A_slider_33;

    memset(out, 0, sizeof(double) * 648);
    out[0] = -1;  /* [0, 0] */
    out[3] = cse1*q_A_crank_31 - cse3*q_A_crank_21;  /* [0, 3] */
    out[4] = cse1*q_A_crank_32 - cse3*q_A_crank_22;  /* [0, 4] */
    out[5] = cse1*q_A_crank_33 - cse3*q_A_crank_23;  /* [0, 5] */
    out[19] = -1;  /* [1, 1] */
    out[21] = cse3*q_A_crank_11 + cse4;  /* [1, 3] */
    out[22] = cse3*q_A_crank_12 + cse5;  /* [1, 4] */
    out[23] = cse3*q_A_crank_13 + cse6;  /* [1, 5] */
    out[38] = -1;  /* [2, 2] */
    out[39] = -cse1*q_A_crank_11 + cse7;  /* [2, 3] */
    out[40] = -cse1*q_A_crank_12 + cse8;  /* [2, 4] */
    out[41] = -cse1*q_A_crank_13 + cse9;  /* [2, 5] */
    out[57] = cse10;  /* [3, 3] */
    out[58] = cse11;  /* [3, 4] */
    out[59] = cse12;  /* [3, 5] */
    out[75] = cse13;  /* [4, 3] */
    out[76] = cse14;  /* [4, 4] */
    out[77] = cse15;  /* [4, 5] */
    out[93] = cse16;  /* [5, 3] */
    out[94] = cse17;  /* [5, 4] */
    out[95] = cse18;  /* [5, 5] */
    out[108] = cse19;  /* [6, 0] */
    out[109] = cse20;  /* [6, 1] */
    out[110] = cse21;  /* [6, 2] */
    out[111] = cse26*q_A_rod_11 + cse29*q_A_rod_21 + cse30*q_A_rod_31;  /* [6, 3] */
    out[112] = cse31*q_A_rod_11 + cse32*q_A_rod_21 + cse33*q_A_rod_31;  /* [6, 4] */
    out[113] = cse34*q_A_rod_11 + cse35*q_A_rod_21 + cse36*q_A_rod_31;  /* [6, 5] */
    out[114] = q_A_rod_11;  /* [6, 6] */
    out[115] = q_A_rod_21;  /* [6, 7] */
    out[116] = q_A_rod_31;  /* [6, 8] */
    out[118] = cse39*q_A_rod_11 + cse42*q_A_rod_21 + cse45*q_A_rod_31;  /* [6, 10] */
    out[119] = cse48*q_A_rod_11 + cse51*q_A_rod_21 + cse54*q_A_rod_31;  /* [6, 11] */
    out[126] = cse55;  /* [7, 0] */
    out[127] = cse56;  /* [7, 1] */
    out[128] = cse57;  /* [7, 2] */
    out[129] = cse26*q_A_rod_12 + cse29*q_A_rod_22 + cse30*q_A_rod_32;  /* [7, 3] */
    out[130] = cse31*q_A_rod_12 + cse32*q_A_rod_22 + cse33*q_A_rod_32;  /* [7, 4] */
    out[131] = cse34*q_A_rod_12 + cse35*q_A_rod_22 + cse36*q_A_rod_32;  /* [7, 5] */
    out[132] = q_A_rod_12;  /* [7, 6] */
    out[133] = q_A_rod_22;  /* [7, 7] */
    out[134] = q_A_rod_32;  /* [7, 8] */
    out[136] = cse39*q_A_rod_12 + cse42*q_A_rod_22 + cse45*q_A_rod_32;  /* [7, 10] */
    out[137] = cse48*q_A_rod_12 + cse51*q_A_rod_22 + cse54*q_A_rod_32;  /* [7, 11] */
    out[144] = cse58;  /* [8, 0] */
    out[145] = cse59;  /* [8, 1] */
    out[146] = cse60;  /* [8, 2] */
    out[147] = cse26*q_A_rod_13 + cse29*q_A_rod_23 + cse30*q_A_rod_33;  /* [8, 3] */
    out[148] = cse31*q_A_rod_13 + cse32*q_A_rod_23 + cse33*q_A_rod_33;  /* [8, 4] */
    out[149] = cse34*q_A_rod_13 + cse35*q_A_rod_23 + cse36*q_A_rod_33;  /* [8, 5] */
    out[150] = q_A_rod_13;  /* [8, 6] */
    out[151] = q_A_rod_23;  /* [8, 7] */
    out[152] = q_A_rod_33;  /* [8, 8] */
    out[154] = cse39*q_A_rod_13 + cse42*q_A_rod_23 + cse45*q_A_rod_33;  /* [8, 10] */
    out[155] = cse48*q_A_rod_13 + cse51*q_A_rod_23 + cse54*q_A_rod_33;  /* [8, 11] */
    out[165] = -q_A_crank_11*q_A_rod_11 - q_A_crank_21*q_A_rod_21 - q_A_crank_31*q_A_rod_31;  /* [9, 3] */
    out[166] = -q_A_crank_12*q_A_rod_11 - q_A_crank_22*q_A_rod_21 - q_A_crank_32*q_A_rod_31;  /* [9, 4] */
    out[167] = -q_A_crank_13*q_A_rod_11 - q_A_crank_23*q_A_rod_21 - q_A_crank_33*q_A_rod_31;  /* [9, 5] */
    out[171] = cse61;  /* [9, 9] */
    out[172] = cse62;  /* [9, 10] */
    out[173] = cse63;  /* [9, 11] */
    out[183] = -q_A_crank_11*q_A_rod_12 - q_A_crank_21*q_A_rod_22 - q_A_crank_31*q_A_rod_32;  /* [10, 3] */
    out[184] = -q_A_crank_12*q_A_rod_12 - q_A_crank_22*q_A_rod_22 - q_A_crank_32*q_A_rod_32;  /* [10, 4] */
    out[185] = -q_A_crank_13*q_A_rod_12 - q_A_crank_23*q_A_rod_22 - q_A_crank_33*q_A_rod_32;  /* [10, 5] */
    out[189] = cse62;  /* [10, 9] */
    out[190] = cse64;  /* [10, 10] */
    out[191] = cse65;  /* [10, 11] */
    out[201] = -q_A_crank_11*q_A_rod_13 - q_A_crank_21*q_A_rod_23 - q_A_crank_31*q_A_rod_33;  /* [11, 3] */
    out[202] = -q_A_crank_12*q_A_rod_13 - q_A_crank_22*q_A_rod_23 - q_A_crank_32*q_A_rod_33;  /* [11, 4] */
    out[203] = -q_A_crank_13*q_A_rod_13 - q_A_crank_23*q_A_rod_23 - q_A_crank_33*q_A_rod_33;  /* [11, 5] */
    out[207] = cse63;  /* [11, 9] */
    out[208] = cse65;  /* [11, 10] */
    out[209] = cse66;  /* [11, 11] */
    out[222] = q_A_rod_11;  /* [12, 6] */
    out[223] = q_A_rod_21;  /* [12, 7] */
    out[224] = q_A_rod_31;  /* [12, 8] */
    out[226] = cse70;  /* [12, 10] */
    out[227] = cse74;  /* [12, 11] */
    out[228] = cse19;  /* [12, 12] */
    out[229] = cse20;  /* [12, 13] */
    out[230] = cse21;  /* [12, 14] */
    out[231] = cse81;  /* [12, 15] */
    out[232] = cse85;  /* [12, 16] */
    out[233] = cse89;  /* [12, 17] */
    out[240] = q_A_rod_12;  /* [13, 6] */
    out[241] = q_A_rod_22;  /* [13, 7] */
    out[242] = q_A_rod_32;  /* [13, 8] */
    out[244] = cse90;  /* [13, 10] */
    out[245] = cse91;  /* [13, 11] */
    out[246] = cse55;  /* [13, 12] */
    out[247] = cse56;  /* [13, 13] */
    out[248] = cse57;  /* [13, 14] */
    out[249] = cse92;  /* [13, 15] */
    out[250] = cse93;  /* [13, 16] */
    out[251] = cse94;  /* [13, 17] */
    out[258] = q_A_rod_13;  /* [14, 6] */
    out[259] = q_A_rod_23;  /* [14, 7] */
    out[260] = q_A_rod_33;  /* [14, 8] */
    out[262] = cse95;  /* [14, 10] */
    out[263] = cse96;  /* [14, 11] */
    out[264] = cse58;  /* [14, 12] */
    out[265] = cse59;  /* [14, 13] */
    out[266] = cse60;  /* [14, 14] */
    out[267] = cse97;  /* [14, 15] */
    out[268] = cse98;  /* [14, 16] */
    out[269] = cse99;  /* [14, 17] */
    out[279] = cse61;  /* [15, 9] */
    out[280] = cse62;  /* [15, 10] */
    out[281] = cse63;  /* [15, 11] */
    out[285] = cse100;  /* [15, 15] */
    out[286] = cse101;  /* [15, 16] */
    out[287] = cse102;  /* [15, 17] */
    out[297] = cse62;  /* [16, 9] */
    out[298] = cse64;  /* [16, 10] */
    out[299] = cse65;  /* [16, 11] */
    out[303] = cse103;  /* [16, 15] */
    out[304] = cse104;  /* [16, 16] */
    out[305] = cse105;  /* [16, 17] */
    out[315] = cse63;  /* [17, 9] */
    out[316] = cse65;  /* [17, 10] */
    out[317] = cse66;  /* [17, 11] */
    out[321] = cse106;  /* [17, 15] */
    out[322] = cse107;  /* [17, 16] */
    out[323] = cse108;  /* [17, 17] */
    out[336] = q_A_slider_11;  /* [18, 12] */
    out[337] = q_A_slider_21;  /* [18, 13] */
    out[338] = q_A_slider_31;  /* [18, 14] */
    out[354] = q_A_slider_12;  /* [19, 12] */
    out[355] = q_A_slider_22;  /* [19, 13] */
    out[356] = q_A_slider_32;  /* [19, 14] */
    out[372] = q_A_slider_13;  /* [20, 12] */
    out[373] = q_A_slider_23;  /* [20, 13] */
    out[374] = q_A_slider_33;  /* [20, 14] */
    out[393] = (q_A_slider_11*q_A_slider_11) + (q_A_slider_21*q_A_slider_21) + (q_A_slider_31*q_A_slider_31);  /* [21, 15] */
    out[394] = cse109;  /* [21, 16] */
    out[395] = cse110;  /* [21, 17] */
    out[411] = cse109;  /* [22, 15] */
    out[412] = (q_A_slider_12*q_A_slider_12) + (q_A_slider_22*q_A_slider_22) + (q_A_slider_32*q_A_slider_32);  /* [22, 16] */
    out[413] = cse111;  /* [22, 17] */
    out[429] = cse110;  /* [23, 15] */
    out[430] = cse111;  /* [23, 16] */
    out[431] = (q_A_slider_13*q_A_slider_13) + (q_A_slider_23*q_A_slider_23) + (q_A_slider_33*q_A_slider_33);  /* [23, 17] */
    out[438] = q_A_rod_11;  /* [24, 6] */
    out[439] = q_A_rod_21;  /* [24, 7] */
    out[440] = q_A_rod_31;  /* [24, 8] */
    out[442] = cse70;  /* [24, 10] */
    out[443] = cse74;  /* [24, 11] */
    out[444] = cse19;  /* [24, 12] */
    out[445] = cse20;  /* [24, 13] */
    out[446] = cse21;  /* [24, 14] */
    out[447] = cse81;  /* [24, 15] */
    out[448] = cse85;  /* [24, 16] */
    out[449] = cse89;  /* [24, 17] */
    out[456] = q_A_rod_12;  /* [25, 6] */
    out[457] = q_A_rod_22;  /* [25, 7] */
    out[458] = q_A_rod_32;  /* [25, 8] */
    out[460] = cse90;  /* [25, 10] */
    out[461] = cse91;  /* [25, 11] */
    out[462] = cse55;  /* [25, 12] */
    out[463] = cse56;  /* [25, 13] */
    out[464] = cse57;  /* [25, 14] */
    out[465] = cse92;  /* [25, 15] */
    out[466] = cse93;  /* [25, 16] */
    out[467] = cse94;  /* [25, 17] */
    out[474] = q_A_rod_13;  /* [26, 6] */
    out[475] = q_A_rod_23;  /* [26, 7] */
    out[476] = q_A_rod_33;  /* [26, 8] */
    out[478] = cse95;  /* [26, 10] */
    out[479] = cse96;  /* [26, 11] */
    out[480] = cse58;  /* [26, 12] */
    out[481] = cse59;  /* [26, 13] */
    out[482] = cse60;  /* [26, 14] */
    out[483] = cse97;  /* [26, 15] */
    out[484] = cse98;  /* [26, 16] */
    out[485] = cse99;  /* [26, 17] */
    out[495] = cse61;  /* [27, 9] */
    out[496] = cse62;  /* [27, 10] */
    out[497] = cse63;  /* [27, 11] */
    out[501] = cse100;  /* [27, 15] */
    out[502] = cse101;  /* [27, 16] */
    out[503] = cse102;  /* [27, 17] */
    out[513] = cse62;  /* [28, 9] */
    out[514] = cse64;  /* [28, 10] */
    out[515] = cse65;  /* [28, 11] */
    out[519] = cse103;  /* [28, 15] */
    out[520] = cse104;  /* [28, 16] */
    out[521] = cse105;  /* [28, 17] */
    out[531] = cse63;  /* [29, 9] */
    out[532] = cse65;  /* [29, 10] */
    out[533] = cse66;  /* [29, 11] */
    out[537] = cse106;  /* [29, 15] */
    out[538] = cse107;  /* [29, 16] */
    out[539] = cse108;  /* [29, 17] */
    out[540] = -1;  /* [30, 0] */
    out[543] = q_A_crank_21*q_r_crank_z - q_A_crank_31*q_r_crank_y;  /* [30, 3] */
    out[544] = q_A_crank_22*q_r_crank_z - q_A_crank_32*q_r_crank_y;  /* [30, 4] */
    out[545] = q_A_crank_23*q_r_crank_z - q_A_crank_33*q_r_crank_y;  /* [30, 5] */
    out[559] = -1;  /* [31, 1] */
    out[561] = cse4 - q_A_crank_11*q_r_crank_z;  /* [31, 3] */
    out[562] = cse5 - q_A_crank_12*q_r_crank_z;  /* [31, 4] */
    out[563] = cse6 - q_A_crank_13*q_r_crank_z;  /* [31, 5] */
    out[578] = -1;  /* [32, 2] */
    out[579] = cse7 + q_A_crank_11*q_r_crank_y;  /* [32, 3] */
    out[580] = cse8 + q_A_crank_12*q_r_crank_y;  /* [32, 4] */
    out[581] = cse9 + q_A_crank_13*q_r_crank_y;  /* [32, 5] */
    out[597] = cse10;  /* [33, 3] */
    out[598] = cse11;  /* [33, 4] */
    out[599] = cse12;  /* [33, 5] */
    out[615] = cse13;  /* [34, 3] */
    out[616] = cse14;  /* [34, 4] */
    out[617] = cse15;  /* [34, 5] */
    out[633] = cse16;  /* [35, 3] */
    out[634] = cse17;  /* [35, 4] */
    out[635] = cse18;  /* [35, 5] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 36); p (parameters, 0).
 * Output: out, 8 x 24 row-major, 153 nonzero.
 * 159 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    (void)p;
    const double cse0 = -q_A_crank_13;
    const double cse1 = -q_A_crank_23;
    const double cse2 = -q_A_crank_33;
    const double cse3 = 0.15*q_A_rod_11;
    const double cse4 = 0.15*q_A_rod_21;
    const double cse5 = 0.15*q_A_rod_31;
    const double cse6 = cse3 + q_r_rod_x;
    const double cse7 = cse4 + q_r_rod_y;
    const double cse8 = cse5 + q_r_rod_z;
    const double cse9 = 1.9470215870120988e-07*q_A_slider_11 - 3.0387247223345737e-07*q_A_slider_12 - 3.4663964687542403e-07*q_A_slider_13 + q_r_slider_x;
    const double cse10 = 1.9470215870120988e-07*q_A_slider_21 - 3.0387247223345737e-07*q_A_slider_22 - 3.4663964687542403e-07*q_A_slider_23 + q_r_slider_y;
    const double cse11 = 1.9470215870120988e-07*q_A_slider_31 - 3.0387247223345737e-07*q_A_slider_32 - 3.4663964687542403e-07*q_A_slider_33 + q_r_slider_z;
    const double cse12 = 0.666667964681058*q_A_slider_11 - 0.33333535914981494*q_A_slider_12 + 0.6666643557356875*q_A_slider_13;
    const double cse13 = 0.4472146529097166*q_A_slider_11 + 0.8944266622941008*q_A_slider_12 + 5.254189828941647e-07*q_A_slider_13;
    const double cse14 = -0.5962825497118436*q_A_slider_11 + 0.2981417181776114*q_A_slider_12 + 0.7453580594528005*q_A_slider_13;
    const double cse15 = 0.666667964681058*q_A_slider_21 - 0.33333535914981494*q_A_slider_22 + 0.6666643557356875*q_A_slider_23;
    const double cse16 = 0.4472146529097166*q_A_slider_21 + 0.8944266622941008*q_A_slider_22 + 5.254189828941647e-07*q_A_slider_23;
    const double cse17 = -0.5962825497118436*q_A_slider_21 + 0.2981417181776114*q_A_slider_22 + 0.7453580594528005*q_A_slider_23;
    const double cse18 = 0.666667964681058*q_A_slider_31 - 0.33333535914981494*q_A_slider_32 + 0.6666643557356875*q_A_slider_33;
    const double cse19 = 0.4472146529097166*q_A_slider_31 + 0.8944266622941008*q_A_slider_32 + 5.254189828941647e-07*q_A_slider_33;
    const double cse20 = -0.5962825497118436*q_A_slider_31 + 0.2981417181776114*q_A_slider_32 + 0.7453580594528005*q_A_slider_33;

    memset(out, 0, sizeof(double) * 192);
    out[1] = 0.1;  /* [0, 1] */
    out[2] = 0.12;  /* [0, 2] */
    out[3] = 1;  /* [0, 3] */
    out[7] = 1;  /* [0, 7] */
    out[11] = 1;  /* [0, 11] */
    out[12] = q_r_crank_x;  /* [0, 12] */
    out[13] = q_r_crank_y;  /* [0, 13] */
    out[14] = q_r_crank_z;  /* [0, 14] */
    out[15] = q_A_crank_11;  /* [0, 15] */
    out[16] = cse0;  /* [0, 16] */
    out[17] = q_A_crank_12;  /* [0, 17] */
    out[18] = q_A_crank_21;  /* [0, 18] */
    out[19] = cse1;  /* [0, 19] */
    out[20] = q_A_crank_22;  /* [0, 20] */
    out[21] = q_A_crank_31;  /* [0, 21] */
    out[22] = cse2;  /* [0, 22] */
    out[23] = q_A_crank_32;  /* [0, 23] */
    out[24] = -cse3 + q_r_rod_x;  /* [1, 0] */
    out[25] = -cse4 + q_r_rod_y;  /* [1, 1] */
    out[26] = -cse5 + q_r_rod_z;  /* [1, 2] */
    out[27] = q_A_rod_11;  /* [1, 3] */
    out[28] = q_A_rod_12;  /* [1, 4] */
    out[29] = q_A_rod_13;  /* [1, 5] */
    out[30] = q_A_rod_21;  /* [1, 6] */
    out[31] = q_A_rod_22;  /* [1, 7] */
    out[32] = q_A_rod_23;  /* [1, 8] */
    out[33] = q_A_rod_31;  /* [1, 9] */
    out[34] = q_A_rod_32;  /* [1, 10] */
    out[35] = q_A_rod_33;  /* [1, 11] */
    out[36] = 3.466396468893018e-07*q_A_crank_11 + 0.08000019470215872*q_A_crank_12 - 3.0387247224039626e-07*q_A_crank_13 + q_r_crank_x;  /* [1, 12] */
    out[37] = 3.466396468893018e-07*q_A_crank_21 + 0.08000019470215872*q_A_crank_22 - 3.0387247224039626e-07*q_A_crank_23 + q_r_crank_y;  /* [1, 13] */
    out[38] = 3.466396468893018e-07*q_A_crank_31 + 0.08000019470215872*q_A_crank_32 - 3.0387247224039626e-07*q_A_crank_33 + q_r_crank_z;  /* [1, 14] */
    out[39] = 0.6666643557356875*q_A_crank_11 - 0.666667964681058*q_A_crank_12 + 0.33333535914981494*q_A_crank_13;  /* [1, 15] */
    out[40] = 5.254189828941647e-07*q_A_crank_11 - 0.4472146529097166*q_A_crank_12 - 0.8944266622941008*q_A_crank_13;  /* [1, 16] */
    out[41] = 0.7453580594528005*q_A_crank_11 + 0.5962825497118436*q_A_crank_12 - 0.2981417181776114*q_A_crank_13;  /* [1, 17] */
    out[42] = 0.6666643557356875*q_A_crank_21 - 0.666667964681058*q_A_crank_22 + 0.33333535914981494*q_A_crank_23;  /* [1, 18] */
    out[43] = 5.254189828941647e-07*q_A_crank_21 - 0.4472146529097166*q_A_crank_22 - 0.8944266622941008*q_A_crank_23;  /* [1, 19] */
    out[44] = 0.7453580594528005*q_A_crank_21 + 0.5962825497118436*q_A_crank_22 - 0.2981417181776114*q_A_crank_23;  /* [1, 20] */
    out[45] = 0.6666643557356875*q_A_crank_31 - 0.666667964681058*q_A_crank_32 + 0.33333535914981494*q_A_crank_33;  /* [1, 21] */
    out[46] = 5.254189828941647e-07*q_A_crank_31 - 0.4472146529097166*q_A_crank_32 - 0.8944266622941008*q_A_crank_33;  /* [1, 22] */
    out[47] = 0.7453580594528005*q_A_crank_31 + 0.5962825497118436*q_A_crank_32 - 0.2981417181776114*q_A_crank_33;  /* [1, 23] */
    out[48] = cse6;  /* [2, 0] */
    out[49] = cse7;  /* [2, 1] */
    out[50] = cse8;  /* [2, 2] */
    out[51] = q_A_rod_11;  /* [2, 3] */
    out[52] = q_A_rod_12;  /* [2, 4] */
    out[53] = q_A_rod_13;  /* [2, 5] */
    out[54] = q_A_rod_21;  /* [2, 6] */
    out[55] = q_A_rod_22;  /* [2, 7] */
    out[56] = q_A_rod_23;  /* [2, 8] */
    out[57] = q_A_rod_31;  /* [2, 9] */
    out[58] = q_A_rod_32;  /* [2, 10] */
    out[59] = q_A_rod_33;  /* [2, 11] */
    out[60] = cse9;  /* [2, 12] */
    out[61] = cse10;  /* [2, 13] */
    out[62] = cse11;  /* [2, 14] */
    out[63] = cse12;  /* [2, 15] */
    out[64] = cse13;  /* [2, 16] */
    out[65] = cse14;  /* [2, 17] */
    out[66] = cse15;  /* [2, 18] */
    out[67] = cse16;  /* [2, 19] */
    out[68] = cse17;  /* [2, 20] */
    out[69] = cse18;  /* [2, 21] */
    out[70] = cse19;  /* [2, 22] */
    out[71] = cse20;  /* [2, 23] */
    out[72] = q_r_slider_x;  /* [3, 0] */
    out[73] = q_r_slider_y;  /* [3, 1] */
    out[74] = q_r_slider_z;  /* [3, 2] */
    out[75] = q_A_slider_11;  /* [3, 3] */
    out[76] = q_A_slider_12;  /* [3, 4] */
    out[77] = q_A_slider_13;  /* [3, 5] */
    out[78] = q_A_slider_21;  /* [3, 6] */
    out[79] = q_A_slider_22;  /* [3, 7] */
    out[80] = q_A_slider_23;  /* [3, 8] */
    out[81] = q_A_slider_31;  /* [3, 9] */
    out[82] = q_A_slider_32;  /* [3, 10] */
    out[83] = q_A_slider_33;  /* [3, 11] */
    out[84] = 0.2;  /* [3, 12] */
    out[89] = 1;  /* [3, 17] */
    out[91] = 1;  /* [3, 19] */
    out[93] = -1;  /* [3, 21] */
    out[96] = cse6;  /* [4, 0] */
    out[97] = cse7;  /* [4, 1] */
    out[98] = cse8;  /* [4, 2] */
    out[99] = q_A_rod_11;  /* [4, 3] */
    out[100] = q_A_rod_12;  /* [4, 4] */
    out[101] = q_A_rod_13;  /* [4, 5] */
    out[102] = q_A_rod_21;  /* [4, 6] */
    out[103] = q_A_rod_22;  /* [4, 7] */
    out[104] = q_A_rod_23;  /* [4, 8] */
    out[105] = q_A_rod_31;  /* [4, 9] */
    out[106] = q_A_rod_32;  /* [4, 10] */
    out[107] = q_A_rod_33;  /* [4, 11] */
    out[108] = cse9;  /* [4, 12] */
    out[109] = cse10;  /* [4, 13] */
    out[110] = cse11;  /* [4, 14] */
    out[111] = cse12;  /* [4, 15] */
    out[112] = cse13;  /* [4, 16] */
    out[113] = cse14;  /* [4, 17] */
    out[114] = cse15;  /* [4, 18] */
    out[115] = cse16;  /* [4, 19] */
    out[116] = cse17;  /* [4, 20] */
    out[117] = cse18;  /* [4, 21] */
    out[118] = cse19;  /* [4, 22] */
    out[119] = cse20;  /* [4, 23] */
    out[123] = 1;  /* [5, 3] */
    out[127] = 1;  /* [5, 7] */
    out[131] = 1;  /* [5, 11] */
    out[132] = -0.12*q_A_crank_12 + 0.1*q_A_crank_13 + q_r_crank_x;  /* [5, 12] */
    out[133] = -0.12*q_A_crank_22 + 0.1*q_A_crank_23 + q_r_crank_y;  /* [5, 13] */
    out[134] = -0.12*q_A_crank_32 + 0.1*q_A_crank_33 + q_r_crank_z;  /* [5, 14] */
    out[135] = q_A_crank_11;  /* [5, 15] */
    out[136] = cse0;  /* [5, 16] */
    out[137] = q_A_crank_12;  /* [5, 17] */
    out[138] = q_A_crank_21;  /* [5, 18] */
    out[139] = cse1;  /* [5, 19] */
    out[140] = q_A_crank_22;  /* [5, 20] */
    out[141] = q_A_crank_31;  /* [5, 21] */
    out[142] = cse2;  /* [5, 22] */
    out[143] = q_A_crank_32;  /* [5, 23] */
    out[145] = 0.1;  /* [6, 1] */
    out[146] = 0.12;  /* [6, 2] */
    out[149] = 1;  /* [6, 5] */
    out[151] = -1;  /* [6, 7] */
    out[153] = 1;  /* [6, 9] */
    out[156] = q_r_crank_x;  /* [6, 12] */
    out[157] = q_r_crank_y;  /* [6, 13] */
    out[158] = q_r_crank_z;  /* [6, 14] */
    out[159] = q_A_crank_12;  /* [6, 15] */
    out[160] = q_A_crank_13;  /* [6, 16] */
    out[161] = q_A_crank_11;  /* [6, 17] */
    out[162] = q_A_crank_22;  /* [6, 18] */
    out[163] = q_A_crank_23;  /* [6, 19] */
    out[164] = q_A_crank_21;  /* [6, 20] */
    out[165] = q_A_crank_32;  /* [6, 21] */
    out[166] = q_A_crank_33;  /* [6, 22] */
    out[167] = q_A_crank_31;  /* [6, 23] */
    out[168] = 0.2;  /* [7, 0] */
    out[173] = 1;  /* [7, 5] */
    out[175] = -1;  /* [7, 7] */
    out[177] = 1;  /* [7, 9] */
    out[180] = q_r_slider_x;  /* [7, 12] */
    out[181] = q_r_slider_y;  /* [7, 13] */
    out[182] = q_r_slider_z;  /* [7, 14] */
    out[183] = -q_A_slider_11;  /* [7, 15] */
    out[184] = -q_A_slider_12;  /* [7, 16] */
    out[185] = q_A_slider_13;  /* [7, 17] */
    out[186] = -q_A_slider_21;  /* [7, 18] */
    out[187] = -q_A_slider_22;  /* [7, 19] */
    out[188] = q_A_slider_23;  /* [7, 20] */
    out[189] = -q_A_slider_31;  /* [7, 21] */
    out[190] = -q_A_slider_32;  /* [7, 22] */
    out[191] = q_A_slider_33;  /* [7, 23] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_slider_crank_rA_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_reaction_frames(q + (size_t)k * 36, p, out + (size_t)k * 192);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 2 x 18 row-major, 36 nonzero.
 * 46 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_w_slider_x = v[15];
    const double v_w_slider_y = v[16];
    const double v_w_slider_z = v[17];
    (void)p;

    out[0] = q_A_crank_32;  /* [0, 0] */
    out[1] = q_A_crank_33;  /* [0, 1] */
    out[2] = q_A_crank_31;  /* [0, 2] */
    out[3] = -q_A_crank_22;  /* [0, 3] */
    out[4] = -q_A_crank_23;  /* [0, 4] */
    out[5] = -q_A_crank_21;  /* [0, 5] */
    out[6] = q_A_crank_12;  /* [0, 6] */
    out[7] = q_A_crank_13;  /* [0, 7] */
    out[8] = q_A_crank_11;  /* [0, 8] */
    out[9] = q_r_crank_z - 0.12;  /* [0, 9] */
    out[10] = 0.1 - q_r_crank_y;  /* [0, 10] */
    out[11] = q_r_crank_x;  /* [0, 11] */
    out[12] = q_A_crank_31*v_w_crank_x + q_A_crank_32*v_w_crank_y + q_A_crank_33*v_w_crank_z;  /* [0, 12] */
    out[13] = -q_A_crank_21*v_w_crank_x - q_A_crank_22*v_w_crank_y - q_A_crank_23*v_w_crank_z;  /* [0, 13] */
    out[14] = q_A_crank_11*v_w_crank_x + q_A_crank_12*v_w_crank_y + q_A_crank_13*v_w_crank_z;  /* [0, 14] */
    out[15] = v_rd_crank_z;  /* [0, 15] */
    out[16] = -v_rd_crank_y;  /* [0, 16] */
    out[17] = v_rd_crank_x;  /* [0, 17] */
    out[18] = -q_A_slider_31;  /* [1, 0] */
    out[19] = -q_A_slider_32;  /* [1, 1] */
    out[20] = q_A_slider_33;  /* [1, 2] */
    out[21] = q_A_slider_21;  /* [1, 3] */
    out[22] = q_A_slider_22;  /* [1, 4] */
    out[23] = -q_A_slider_23;  /* [1, 5] */
    out[24] = -q_A_slider_11;  /* [1, 6] */
    out[25] = -q_A_slider_12;  /* [1, 7] */
    out[26] = q_A_slider_13;  /* [1, 8] */
    out[27] = q_r_slider_z;  /* [1, 9] */
    out[28] = -q_r_slider_y;  /* [1, 10] */
    out[29] = q_r_slider_x - 0.2;  /* [1, 11] */
    out[30] = q_A_slider_31*v_w_slider_x + q_A_slider_32*v_w_slider_y + q_A_slider_33*v_w_slider_z;  /* [1, 12] */
    out[31] = -q_A_slider_21*v_w_slider_x - q_A_slider_22*v_w_slider_y - q_A_slider_23*v_w_slider_z;  /* [1, 13] */
    out[32] = q_A_slider_11*v_w_slider_x + q_A_slider_12*v_w_slider_y + q_A_slider_13*v_w_slider_z;  /* [1, 14] */
    out[33] = v_rd_slider_z;  /* [1, 15] */
    out[34] = -v_rd_slider_y;  /* [1, 16] */
    out[35] = v_rd_slider_x;  /* [1, 17] */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_slider_crank_rA_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_joint_motion(q + (size_t)k * 36, v + (size_t)k * 18, p, out + (size_t)k * 36);
    }
}

/* taylor_residual: Constraints at the second-order Taylor prediction of every body over one step (seed 003 eqs.
 * 12-20, 21-33).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 449 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_taylor_residual(const double *q, const double *v, const double *a, double t, const double *p, double h, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_w_slider_x = v[15];
    const double v_w_slider_y = v[16];
    const double v_w_slider_z = v[17];
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
    (void)p;
    const double cse0 = (1.0/2.0)*(h*h);
    const double cse1 = a_0*cse0 + h*v_rd_crank_x + q_r_crank_x;
    const double cse2 = a_1*cse0 + h*v_rd_crank_y + q_r_crank_y;
    const double cse3 = a_2*cse0 + h*v_rd_crank_z + q_r_crank_z;
    const double cse4 = -(v_w_crank_z*v_w_crank_z);
    const double cse5 = cse4 - (v_w_crank_y*v_w_crank_y);
    const double cse6 = v_w_crank_x*v_w_crank_y;
    const double cse7 = a_5 + cse6;
    const double cse8 = -a_4 + v_w_crank_x*v_w_crank_z;
    const double cse9 = -a_6*cse0 - h*v_rd_rod_x - q_r_rod_x;
    const double cse10 = -a_5 + cse6;
    const double cse11 = cse4 - (v_w_crank_x*v_w_crank_x);
    const double cse12 = a_3 + v_w_crank_y*v_w_crank_z;
    const double cse13 = -(v_w_rod_y*v_w_rod_y);
    const double cse14 = -(v_w_rod_z*v_w_rod_z);
    const double cse15 = cse13 + cse14;
    const double cse16 = v_w_rod_x*v_w_rod_y;
    const double cse17 = a_11 + cse16;
    const double cse18 = v_w_rod_x*v_w_rod_z;
    const double cse19 = -a_10 + cse18;
    const double cse20 = 0.15*cse0*(cse15*q_A_rod_11 + cse17*q_A_rod_12 + cse19*q_A_rod_13) + 0.15*h*(q_A_rod_12*v_w_rod_z - q_A_rod_13*v_w_rod_y) + 0.15*q_A_rod_11;
    const double cse21 = -a_7*cse0 - h*v_rd_rod_y - q_r_rod_y;
    const double cse22 = cse0*(cse10*q_A_crank_21 + cse11*q_A_crank_22 + cse12*q_A_crank_23) + h*(-q_A_crank_21*v_w_crank_z + q_A_crank_23*v_w_crank_x) + q_A_crank_22;
    const double cse23 = 0.15*cse0*(cse15*q_A_rod_21 + cse17*q_A_rod_22 + cse19*q_A_rod_23) + 0.15*h*(q_A_rod_22*v_w_rod_z - q_A_rod_23*v_w_rod_y) + 0.15*q_A_rod_21;
    const double cse24 = -a_8*cse0 - h*v_rd_rod_z - q_r_rod_z;
    const double cse25 = cse0*(cse10*q_A_crank_31 + cse11*q_A_crank_32 + cse12*q_A_crank_33) + h*(-q_A_crank_31*v_w_crank_z + q_A_crank_33*v_w_crank_x) + q_A_crank_32;
    const double cse26 = 0.15*cse0*(cse15*q_A_rod_31 + cse17*q_A_rod_32 + cse19*q_A_rod_33) + 0.15*h*(q_A_rod_32*v_w_rod_z - q_A_rod_33*v_w_rod_y) + 0.15*q_A_rod_31;
    const double cse27 = v_w_slider_x*v_w_slider_z;
    const double cse28 = a_16 + cse27;
    const double cse29 = v_w_slider_y*v_w_slider_z;
    const double cse30 = -a_15 + cse29;
    const double cse31 = -(v_w_slider_x*v_w_slider_x);
    const double cse32 = -(v_w_slider_y*v_w_slider_y);
    const double cse33 = cse31 + cse32;
    const double cse34 = cse0*(cse28*q_A_slider_11 + cse30*q_A_slider_12 + cse33*q_A_slider_13) + h*(q_A_slider_11*v_w_slider_y - q_A_slider_12*v_w_slider_x) + q_A_slider_13;
    const double cse35 = -a_11 + cse16;
    const double cse36 = -(v_w_rod_x*v_w_rod_x);
    const double cse37 = cse14 + cse36;
    const double cse38 = v_w_rod_y*v_w_rod_z;
    const double cse39 = a_9 + cse38;
    const double cse40 = cse0*(cse35*q_A_rod_11 + cse37*q_A_rod_12 + cse39*q_A_rod_13) + h*(-q_A_rod_11*v_w_rod_z + q_A_rod_13*v_w_rod_x) + q_A_rod_12;
    const double cse41 = cse0*(cse28*q_A_slider_21 + cse30*q_A_slider_22 + cse33*q_A_slider_23) + h*(q_A_slider_21*v_w_slider_y - q_A_slider_22*v_w_slider_x) + q_A_slider_23;
    const double cse42 = cse0*(cse35*q_A_rod_21 + cse37*q_A_rod_22 + cse39*q_A_rod_23) + h*(-q_A_rod_21*v_w_rod_z + q_A_rod_23*v_w_rod_x) + q_A_rod_22;
    const double cse43 = cse0*(cse28*q_A_slider_31 + cse30*q_A_slider_32 + cse33*q_A_slider_33) + h*(q_A_slider_31*v_w_slider_y - q_A_slider_32*v_w_slider_x) + q_A_slider_33;
    const double cse44 = cse0*(cse35*q_A_rod_31 + cse37*q_A_rod_32 + cse39*q_A_rod_33) + h*(-q_A_rod_31*v_w_rod_z + q_A_rod_33*v_w_rod_x) + q_A_rod_32;
    const double cse45 = a_12*cse0 + h*v_rd_slider_x + q_r_slider_x;
    const double cse46 = -cse20 + cse45 + cse9;
    const double cse47 = a_13*cse0 + h*v_rd_slider_y + q_r_slider_y;
    const double cse48 = cse21 - cse23 + cse47;
    const double cse49 = a_14*cse0 + h*v_rd_slider_z + q_r_slider_z;
    const double cse50 = cse24 - cse26 + cse49;
    const double cse51 = a_10 + cse18;
    const double cse52 = -a_9 + cse38;
    const double cse53 = cse13 + cse36;
    const double cse54 = -(v_w_slider_z*v_w_slider_z);
    const double cse55 = cse32 + cse54;
    const double cse56 = v_w_slider_x*v_w_slider_y;
    const double cse57 = a_17 + cse56;
    const double cse58 = -a_16 + cse27;
    const double cse59 = cse0*(cse55*q_A_slider_11 + cse57*q_A_slider_12 + cse58*q_A_slider_13) + h*(q_A_slider_12*v_w_slider_z - q_A_slider_13*v_w_slider_y) + q_A_slider_11;
    const double cse60 = -a_17 + cse56;
    const double cse61 = cse31 + cse54;
    const double cse62 = a_15 + cse29;
    const double cse63 = cse0*(cse60*q_A_slider_11 + cse61*q_A_slider_12 + cse62*q_A_slider_13) + h*(-q_A_slider_11*v_w_slider_z + q_A_slider_13*v_w_slider_x) + q_A_slider_12;
    const double cse64 = 0.2 - cse45;
    const double cse65 = cse0*(cse55*q_A_slider_21 + cse57*q_A_slider_22 + cse58*q_A_slider_23) + h*(q_A_slider_22*v_w_slider_z - q_A_slider_23*v_w_slider_y) + q_A_slider_21;
    const double cse66 = 2*3.141592653589793*(h + t);
    const double cse67 = cos(cse66);
    const double cse68 = sin(cse66);

    out[0] = cse1;  /* [0, 0] */
    out[1] = cse2 - 0.1;  /* [1, 0] */
    out[2] = cse3 - 0.12;  /* [2, 0] */
    out[3] = cse0*(cse5*q_A_crank_21 + cse7*q_A_crank_22 + cse8*q_A_crank_23) + h*(q_A_crank_22*v_w_crank_z - q_A_crank_23*v_w_crank_y) + q_A_crank_21;  /* [3, 0] */
    out[4] = cse0*(cse5*q_A_crank_31 + cse7*q_A_crank_32 + cse8*q_A_crank_33) + h*(q_A_crank_32*v_w_crank_z - q_A_crank_33*v_w_crank_y) + q_A_crank_31;  /* [4, 0] */
    out[5] = 0.08*cse0*(cse10*q_A_crank_11 + cse11*q_A_crank_12 + cse12*q_A_crank_13) + cse1 + cse20 + cse9 + 0.08*h*(-q_A_crank_11*v_w_crank_z + q_A_crank_13*v_w_crank_x) + 0.08*q_A_crank_12;  /* [5, 0] */
    out[6] = cse2 + cse21 + 0.08*cse22 + cse23;  /* [6, 0] */
    out[7] = cse24 + 0.08*cse25 + cse26 + cse3;  /* [7, 0] */
    out[8] = cse34*cse40 + cse41*cse42 + cse43*cse44;  /* [8, 0] */
    out[9] = cse40*cse46 + cse42*cse48 + cse44*cse50;  /* [9, 0] */
    out[10] = cse46*(cse0*(cse51*q_A_rod_11 + cse52*q_A_rod_12 + cse53*q_A_rod_13) + h*(q_A_rod_11*v_w_rod_y - q_A_rod_12*v_w_rod_x) + q_A_rod_13) + cse48*(cse0*(cse51*q_A_rod_21 + cse52*q_A_rod_22 + cse53*q_A_rod_23) + h*(q_A_rod_21*v_w_rod_y - q_A_rod_22*v_w_rod_x) + q_A_rod_23) + cse50*(cse0*(cse51*q_A_rod_31 + cse52*q_A_rod_32 + cse53*q_A_rod_33) + h*(q_A_rod_31*v_w_rod_y - q_A_rod_32*v_w_rod_x) + q_A_rod_33);  /* [10, 0] */
    out[11] = -cse59;  /* [11, 0] */
    out[12] = cse63;  /* [12, 0] */
    out[13] = cse47*cse65 + cse49*(cse0*(cse55*q_A_slider_31 + cse57*q_A_slider_32 + cse58*q_A_slider_33) + h*(q_A_slider_32*v_w_slider_z - q_A_slider_33*v_w_slider_y) + q_A_slider_31) - cse59*cse64;  /* [13, 0] */
    out[14] = -cse47*(cse0*(cse60*q_A_slider_21 + cse61*q_A_slider_22 + cse62*q_A_slider_23) + h*(-q_A_slider_21*v_w_slider_z + q_A_slider_23*v_w_slider_x) + q_A_slider_22) - cse49*(cse0*(cse60*q_A_slider_31 + cse61*q_A_slider_32 + cse62*q_A_slider_33) + h*(-q_A_slider_31*v_w_slider_z + q_A_slider_33*v_w_slider_x) + q_A_slider_32) + cse63*cse64;  /* [14, 0] */
    out[15] = -cse65;  /* [15, 0] */
    out[16] = ((cse34 + cse46)*(cse34 + cse46)) + ((cse41 + cse48)*(cse41 + cse48)) + ((cse43 + cse50)*(cse43 + cse50)) - 1;  /* [16, 0] */
    out[17] = 2*(-cse22*cse67 + cse25*cse68)/(cse22*cse68 + cse25*cse67 + 1);  /* [17, 0] */
}

/* taylor_matrix: Sensitivity of the predicted constraints to the accelerations; times M^-1 B^T it is the
 * reaction matrix of seed 003 eq. (36).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 18 x 18 row-major, 75 nonzero.
 * 541 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_taylor_matrix(const double *q, const double *v, const double *a, double t, const double *p, double h, double *out)
{
    const double q_A_crank_11 = q[3];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_w_slider_x = v[15];
    const double v_w_slider_y = v[16];
    const double v_w_slider_z = v[17];
    const double a_3 = a[3];
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
    (void)p;
    const double cse0 = (h*h);
    const double cse1 = (1.0/2.0)*cse0;
    const double cse2 = cse1*q_A_crank_23;
    const double cse3 = cse1*q_A_crank_33;
    const double cse4 = 0.04*cse0;
    const double cse5 = -cse1;
    const double cse6 = 0.075*cse0;
    const double cse7 = cse6*q_A_rod_13;
    const double cse8 = cse6*q_A_rod_12;
    const double cse9 = cse6*q_A_rod_23;
    const double cse10 = cse6*q_A_rod_22;
    const double cse11 = cse6*q_A_rod_33;
    const double cse12 = cse6*q_A_rod_32;
    const double cse13 = v_w_slider_x*v_w_slider_z;
    const double cse14 = a_16 + cse13;
    const double cse15 = v_w_slider_y*v_w_slider_z;
    const double cse16 = -a_15 + cse15;
    const double cse17 = -(v_w_slider_x*v_w_slider_x);
    const double cse18 = -(v_w_slider_y*v_w_slider_y);
    const double cse19 = cse17 + cse18;
    const double cse20 = cse1*(cse14*q_A_slider_21 + cse16*q_A_slider_22 + cse19*q_A_slider_23) + h*(q_A_slider_21*v_w_slider_y - q_A_slider_22*v_w_slider_x) + q_A_slider_23;
    const double cse21 = cse1*cse20;
    const double cse22 = cse1*(cse14*q_A_slider_31 + cse16*q_A_slider_32 + cse19*q_A_slider_33) + h*(q_A_slider_31*v_w_slider_y - q_A_slider_32*v_w_slider_x) + q_A_slider_33;
    const double cse23 = cse1*cse22;
    const double cse24 = cse1*(cse14*q_A_slider_11 + cse16*q_A_slider_12 + cse19*q_A_slider_13) + h*(q_A_slider_11*v_w_slider_y - q_A_slider_12*v_w_slider_x) + q_A_slider_13;
    const double cse25 = cse1*cse24;
    const double cse26 = v_w_rod_x*v_w_rod_y;
    const double cse27 = -a_11 + cse26;
    const double cse28 = -(v_w_rod_x*v_w_rod_x);
    const double cse29 = -(v_w_rod_z*v_w_rod_z);
    const double cse30 = cse28 + cse29;
    const double cse31 = v_w_rod_y*v_w_rod_z;
    const double cse32 = a_9 + cse31;
    const double cse33 = cse1*(cse27*q_A_rod_31 + cse30*q_A_rod_32 + cse32*q_A_rod_33) + h*(-q_A_rod_31*v_w_rod_z + q_A_rod_33*v_w_rod_x) + q_A_rod_32;
    const double cse34 = cse1*cse33;
    const double cse35 = cse1*(cse27*q_A_rod_21 + cse30*q_A_rod_22 + cse32*q_A_rod_23) + h*(-q_A_rod_21*v_w_rod_z + q_A_rod_23*v_w_rod_x) + q_A_rod_22;
    const double cse36 = cse1*q_A_slider_22;
    const double cse37 = cse1*(cse27*q_A_rod_11 + cse30*q_A_rod_12 + cse32*q_A_rod_13) + h*(-q_A_rod_11*v_w_rod_z + q_A_rod_13*v_w_rod_x) + q_A_rod_12;
    const double cse38 = cse1*cse37;
    const double cse39 = cse1*cse35;
    const double cse40 = -(v_w_rod_y*v_w_rod_y);
    const double cse41 = cse29 + cse40;
    const double cse42 = a_11 + cse26;
    const double cse43 = v_w_rod_x*v_w_rod_z;
    const double cse44 = -a_10 + cse43;
    const double cse45 = a_14*cse1 + h*v_rd_slider_z + q_r_slider_z;
    const double cse46 = -a_8*cse1 - 0.15*cse1*(cse41*q_A_rod_31 + cse42*q_A_rod_32 + cse44*q_A_rod_33) + cse45 - h*v_rd_rod_z - 0.15*h*(q_A_rod_32*v_w_rod_z - q_A_rod_33*v_w_rod_y) - 0.15*q_A_rod_31 - q_r_rod_z;
    const double cse47 = cse1*cse46;
    const double cse48 = a_13*cse1 + h*v_rd_slider_y + q_r_slider_y;
    const double cse49 = -a_7*cse1 - 0.15*cse1*(cse41*q_A_rod_21 + cse42*q_A_rod_22 + cse44*q_A_rod_23) + cse48 - h*v_rd_rod_y - 0.15*h*(q_A_rod_22*v_w_rod_z - q_A_rod_23*v_w_rod_y) - 0.15*q_A_rod_21 - q_r_rod_y;
    const double cse50 = cse1*cse49;
    const double cse51 = a_12*cse1 + h*v_rd_slider_x + q_r_slider_x;
    const double cse52 = -a_6*cse1 - 0.15*cse1*(cse41*q_A_rod_11 + cse42*q_A_rod_12 + cse44*q_A_rod_13) + cse51 - h*v_rd_rod_x - 0.15*h*(q_A_rod_12*v_w_rod_z - q_A_rod_13*v_w_rod_y) - 0.15*q_A_rod_11 - q_r_rod_x;
    const double cse53 = cse1*cse52;
    const double cse54 = cse47*q_A_rod_31;
    const double cse55 = cse50*q_A_rod_21;
    const double cse56 = cse53*q_A_rod_11;
    const double cse57 = a_10 + cse43;
    const double cse58 = -a_9 + cse31;
    const double cse59 = cse28 + cse40;
    const double cse60 = cse1*(cse57*q_A_rod_11 + cse58*q_A_rod_12 + cse59*q_A_rod_13) + h*(q_A_rod_11*v_w_rod_y - q_A_rod_12*v_w_rod_x) + q_A_rod_13;
    const double cse61 = cse1*cse60;
    const double cse62 = cse1*(cse57*q_A_rod_21 + cse58*q_A_rod_22 + cse59*q_A_rod_23) + h*(q_A_rod_21*v_w_rod_y - q_A_rod_22*v_w_rod_x) + q_A_rod_23;
    const double cse63 = cse1*cse62;
    const double cse64 = cse1*(cse57*q_A_rod_31 + cse58*q_A_rod_32 + cse59*q_A_rod_33) + h*(q_A_rod_31*v_w_rod_y - q_A_rod_32*v_w_rod_x) + q_A_rod_33;
    const double cse65 = cse1*cse64;
    const double cse66 = cse1*q_A_slider_13;
    const double cse67 = cse1*q_A_slider_12;
    const double cse68 = cse1*q_A_slider_11;
    const double cse69 = -(v_w_slider_z*v_w_slider_z);
    const double cse70 = cse18 + cse69;
    const double cse71 = v_w_slider_x*v_w_slider_y;
    const double cse72 = a_17 + cse71;
    const double cse73 = -a_16 + cse13;
    const double cse74 = cse1*cse45;
    const double cse75 = cse1*q_A_slider_23;
    const double cse76 = 0.2 - cse51;
    const double cse77 = -cse48*cse75 + cse66*cse76 - cse74*q_A_slider_33;
    const double cse78 = -a_17 + cse71;
    const double cse79 = cse17 + cse69;
    const double cse80 = a_15 + cse15;
    const double cse81 = cse0*(cse24 + cse52);
    const double cse82 = cse0*(cse20 + cse49);
    const double cse83 = cse0*(cse22 + cse46);
    const double cse84 = 0.15*cse83;
    const double cse85 = 0.15*cse82;
    const double cse86 = 0.15*cse81;
    const double cse87 = 2*3.141592653589793*(h + t);
    const double cse88 = sin(cse87);
    const double cse89 = cos(cse87);
    const double cse90 = -a_5 + v_w_crank_x*v_w_crank_y;
    const double cse91 = -(v_w_crank_x*v_w_crank_x) - (v_w_crank_z*v_w_crank_z);
    const double cse92 = a_3 + v_w_crank_y*v_w_crank_z;
    const double cse93 = cse1*(cse90*q_A_crank_31 + cse91*q_A_crank_32 + cse92*q_A_crank_33) + h*(-q_A_crank_31*v_w_crank_z + q_A_crank_33*v_w_crank_x) + q_A_crank_32;
    const double cse94 = cse1*(cse90*q_A_crank_21 + cse91*q_A_crank_22 + cse92*q_A_crank_23) + h*(-q_A_crank_21*v_w_crank_z + q_A_crank_23*v_w_crank_x) + q_A_crank_22;
    const double cse95 = cse88*cse94 + cse89*cse93 + 1;
    const double cse96 = 2/cse95;
    const double cse97 = 2*(cse88*cse93 - cse89*cse94)/(cse95*cse95);
    const double cse98 = cse1*q_A_crank_31;
    const double cse99 = cse1*q_A_crank_21;

    memset(out, 0, sizeof(double) * 324);
    out[0] = cse1;  /* [0, 0] */
    out[19] = cse1;  /* [1, 1] */
    out[38] = cse1;  /* [2, 2] */
    out[58] = -cse2;  /* [3, 4] */
    out[59] = cse1*q_A_crank_22;  /* [3, 5] */
    out[76] = -cse3;  /* [4, 4] */
    out[77] = cse1*q_A_crank_32;  /* [4, 5] */
    out[90] = cse1;  /* [5, 0] */
    out[93] = cse4*q_A_crank_13;  /* [5, 3] */
    out[95] = -cse4*q_A_crank_11;  /* [5, 5] */
    out[96] = cse5;  /* [5, 6] */
    out[100] = -cse7;  /* [5, 10] */
    out[101] = cse8;  /* [5, 11] */
    out[109] = cse1;  /* [6, 1] */
    out[111] = cse4*q_A_crank_23;  /* [6, 3] */
    out[113] = -cse4*q_A_crank_21;  /* [6, 5] */
    out[115] = cse5;  /* [6, 7] */
    out[118] = -cse9;  /* [6, 10] */
    out[119] = cse10;  /* [6, 11] */
    out[128] = cse1;  /* [7, 2] */
    out[129] = cse4*q_A_crank_33;  /* [7, 3] */
    out[131] = -cse4*q_A_crank_31;  /* [7, 5] */
    out[134] = cse5;  /* [7, 8] */
    out[136] = -cse11;  /* [7, 10] */
    out[137] = cse12;  /* [7, 11] */
    out[153] = cse21*q_A_rod_23 + cse23*q_A_rod_33 + cse25*q_A_rod_13;  /* [8, 9] */
    out[155] = -cse21*q_A_rod_21 - cse23*q_A_rod_31 - cse25*q_A_rod_11;  /* [8, 11] */
    out[159] = -cse34*q_A_slider_32 - cse35*cse36 - cse38*q_A_slider_12;  /* [8, 15] */
    out[160] = cse34*q_A_slider_31 + cse38*q_A_slider_11 + cse39*q_A_slider_21;  /* [8, 16] */
    out[168] = -cse38;  /* [9, 6] */
    out[169] = -cse39;  /* [9, 7] */
    out[170] = -cse34;  /* [9, 8] */
    out[171] = cse47*q_A_rod_33 + cse50*q_A_rod_23 + cse53*q_A_rod_13;  /* [9, 9] */
    out[172] = cse11*cse33 + cse35*cse9 + cse37*cse7;  /* [9, 10] */
    out[173] = -cse10*cse35 - cse12*cse33 - cse37*cse8 - cse54 - cse55 - cse56;  /* [9, 11] */
    out[174] = cse38;  /* [9, 12] */
    out[175] = cse39;  /* [9, 13] */
    out[176] = cse34;  /* [9, 14] */
    out[186] = -cse61;  /* [10, 6] */
    out[187] = -cse63;  /* [10, 7] */
    out[188] = -cse65;  /* [10, 8] */
    out[189] = -cse47*q_A_rod_32 - cse50*q_A_rod_22 - cse53*q_A_rod_12;  /* [10, 9] */
    out[190] = cse11*cse64 + cse54 + cse55 + cse56 + cse60*cse7 + cse62*cse9;  /* [10, 10] */
    out[191] = -cse10*cse62 - cse12*cse64 - cse60*cse8;  /* [10, 11] */
    out[192] = cse61;  /* [10, 12] */
    out[193] = cse63;  /* [10, 13] */
    out[194] = cse65;  /* [10, 14] */
    out[214] = cse66;  /* [11, 16] */
    out[215] = -cse67;  /* [11, 17] */
    out[231] = cse66;  /* [12, 15] */
    out[233] = -cse68;  /* [12, 17] */
    out[246] = cse1*(cse1*(cse70*q_A_slider_11 + cse72*q_A_slider_12 + cse73*q_A_slider_13) + h*(q_A_slider_12*v_w_slider_z - q_A_slider_13*v_w_slider_y) + q_A_slider_11);  /* [13, 12] */
    out[247] = cse1*(cse1*(cse70*q_A_slider_21 + cse72*q_A_slider_22 + cse73*q_A_slider_23) + h*(q_A_slider_22*v_w_slider_z - q_A_slider_23*v_w_slider_y) + q_A_slider_21);  /* [13, 13] */
    out[248] = cse1*(cse1*(cse70*q_A_slider_31 + cse72*q_A_slider_32 + cse73*q_A_slider_33) + h*(q_A_slider_32*v_w_slider_z - q_A_slider_33*v_w_slider_y) + q_A_slider_31);  /* [13, 14] */
    out[250] = cse77;  /* [13, 16] */
    out[251] = cse36*cse48 - cse67*cse76 + cse74*q_A_slider_32;  /* [13, 17] */
    out[264] = -cse1*(cse1*(cse78*q_A_slider_11 + cse79*q_A_slider_12 + cse80*q_A_slider_13) + h*(-q_A_slider_11*v_w_slider_z + q_A_slider_13*v_w_slider_x) + q_A_slider_12);  /* [14, 12] */
    out[265] = -cse1*(cse1*(cse78*q_A_slider_21 + cse79*q_A_slider_22 + cse80*q_A_slider_23) + h*(-q_A_slider_21*v_w_slider_z + q_A_slider_23*v_w_slider_x) + q_A_slider_22);  /* [14, 13] */
    out[266] = -cse1*(cse1*(cse78*q_A_slider_31 + cse79*q_A_slider_32 + cse80*q_A_slider_33) + h*(-q_A_slider_31*v_w_slider_z + q_A_slider_33*v_w_slider_x) + q_A_slider_32);  /* [14, 14] */
    out[267] = cse77;  /* [14, 15] */
    out[269] = cse1*cse48*q_A_slider_21 - cse68*cse76 + cse74*q_A_slider_31;  /* [14, 17] */
    out[286] = cse75;  /* [15, 16] */
    out[287] = -cse36;  /* [15, 17] */
    out[294] = -cse81;  /* [16, 6] */
    out[295] = -cse82;  /* [16, 7] */
    out[296] = -cse83;  /* [16, 8] */
    out[298] = cse84*q_A_rod_33 + cse85*q_A_rod_23 + cse86*q_A_rod_13;  /* [16, 10] */
    out[299] = -cse84*q_A_rod_32 - cse85*q_A_rod_22 - cse86*q_A_rod_12;  /* [16, 11] */
    out[300] = cse81;  /* [16, 12] */
    out[301] = cse82;  /* [16, 13] */
    out[302] = cse83;  /* [16, 14] */
    out[303] = -cse81*q_A_slider_12 - cse82*q_A_slider_22 - cse83*q_A_slider_32;  /* [16, 15] */
    out[304] = cse81*q_A_slider_11 + cse82*q_A_slider_21 + cse83*q_A_slider_31;  /* [16, 16] */
    out[309] = cse96*(-cse2*cse89 + cse3*cse88) - cse97*(cse2*cse88 + cse3*cse89);  /* [17, 3] */
    out[311] = cse96*(-cse88*cse98 + cse89*cse99) - cse97*(-cse88*cse99 - cse89*cse98);  /* [17, 5] */
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 58 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_crank_z = q[2];
    const double q_r_rod_z = q[14];
    const double q_r_slider_z = q[26];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_w_slider_x = v[15];
    const double v_w_slider_y = v[16];
    const double v_w_slider_z = v[17];
    (void)t;
    (void)p;

    out[0] = 0.06*(v_rd_crank_x*v_rd_crank_x) + 0.06*(v_rd_crank_y*v_rd_crank_y) + 0.06*(v_rd_crank_z*v_rd_crank_z) + 0.25*(v_rd_rod_x*v_rd_rod_x) + 0.25*(v_rd_rod_y*v_rd_rod_y) + 0.25*(v_rd_rod_z*v_rd_rod_z) + 1.0*(v_rd_slider_x*v_rd_slider_x) + 1.0*(v_rd_slider_y*v_rd_slider_y) + 1.0*(v_rd_slider_z*v_rd_slider_z) + 5e-05*(v_w_crank_x*v_w_crank_x) + 5e-06*(v_w_crank_y*v_w_crank_y) + 5e-05*(v_w_crank_z*v_w_crank_z) + 0.002*(v_w_rod_x*v_w_rod_x) + 0.0002*(v_w_rod_y*v_w_rod_y) + 0.002*(v_w_rod_z*v_w_rod_z) + 5e-05*(v_w_slider_x*v_w_slider_x) + 5e-05*(v_w_slider_y*v_w_slider_y) + 5e-05*(v_w_slider_z*v_w_slider_z);  /* [0, 0] */
    out[1] = 1.1772*q_r_crank_z + 4.905*q_r_rod_z + 19.62*q_r_slider_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_rA_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_energy(q + (size_t)k * 36, v + (size_t)k * 18, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_slider_crank_rA_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_power(q + (size_t)k * 36, v + (size_t)k * 18, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); p (parameters, 0).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_slider_crank_rA_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_markers(q + (size_t)k * 36, v + (size_t)k * 18, a + (size_t)k * 18, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 111 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_w_slider_x = v[15];
    const double v_w_slider_y = v[16];
    const double v_w_slider_z = v[17];
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
    const double cse9 = 1e-05*v_w_crank_y;
    const double cse10 = 0.0001*v_w_slider_z;
    const double cse11 = 0.004*v_w_rod_x;
    const double cse12 = 0.004*v_w_rod_z;
    const double cse13 = 0.0001*v_w_crank_x;
    const double cse14 = 0.0001*v_w_slider_x;
    const double cse15 = 0.0001*v_w_slider_y;
    const double cse16 = 0.0001*v_w_crank_z;
    const double cse17 = 0.0004*v_w_rod_y;

    out[0] = cse0 + cse1 + cse2;  /* [0, 0] */
    out[1] = cse3 + cse4 + cse5;  /* [1, 0] */
    out[2] = cse6 + cse7 + cse8;  /* [2, 0] */
    out[3] = cse10*q_A_slider_13 + cse11*q_A_rod_11 + cse12*q_A_rod_13 + cse13*q_A_crank_11 + cse14*q_A_slider_11 + cse15*q_A_slider_12 + cse16*q_A_crank_13 + cse17*q_A_rod_12 - cse3*q_r_crank_z - cse4*q_r_slider_z - cse5*q_r_rod_z + cse6*q_r_crank_y + cse7*q_r_slider_y + cse8*q_r_rod_y + cse9*q_A_crank_12;  /* [3, 0] */
    out[4] = cse0*q_r_crank_z + cse1*q_r_slider_z + cse10*q_A_slider_23 + cse11*q_A_rod_21 + cse12*q_A_rod_23 + cse13*q_A_crank_21 + cse14*q_A_slider_21 + cse15*q_A_slider_22 + cse16*q_A_crank_23 + cse17*q_A_rod_22 + cse2*q_r_rod_z - cse6*q_r_crank_x - cse7*q_r_slider_x - cse8*q_r_rod_x + cse9*q_A_crank_22;  /* [4, 0] */
    out[5] = -cse0*q_r_crank_y - cse1*q_r_slider_y + cse10*q_A_slider_33 + cse11*q_A_rod_31 + cse12*q_A_rod_33 + cse13*q_A_crank_31 + cse14*q_A_slider_31 + cse15*q_A_slider_32 + cse16*q_A_crank_33 + cse17*q_A_rod_32 - cse2*q_r_rod_y + cse3*q_r_crank_x + cse4*q_r_slider_x + cse5*q_r_rod_x + cse9*q_A_crank_32;  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_slider_crank_rA_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_momentum(q + (size_t)k * 36, v + (size_t)k * 18, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 36); p (parameters, 0).
 * Output: out, 3 x 12 row-major, 36 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_crank_x = q[0];
    const double q_r_crank_y = q[1];
    const double q_r_crank_z = q[2];
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_r_rod_x = q[12];
    const double q_r_rod_y = q[13];
    const double q_r_rod_z = q[14];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_r_slider_x = q[24];
    const double q_r_slider_y = q[25];
    const double q_r_slider_z = q[26];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    (void)p;

    out[0] = q_r_crank_x;  /* [0, 0] */
    out[1] = q_r_crank_y;  /* [0, 1] */
    out[2] = q_r_crank_z;  /* [0, 2] */
    out[3] = q_A_crank_11;  /* [0, 3] */
    out[4] = q_A_crank_12;  /* [0, 4] */
    out[5] = q_A_crank_13;  /* [0, 5] */
    out[6] = q_A_crank_21;  /* [0, 6] */
    out[7] = q_A_crank_22;  /* [0, 7] */
    out[8] = q_A_crank_23;  /* [0, 8] */
    out[9] = q_A_crank_31;  /* [0, 9] */
    out[10] = q_A_crank_32;  /* [0, 10] */
    out[11] = q_A_crank_33;  /* [0, 11] */
    out[12] = q_r_rod_x;  /* [1, 0] */
    out[13] = q_r_rod_y;  /* [1, 1] */
    out[14] = q_r_rod_z;  /* [1, 2] */
    out[15] = q_A_rod_11;  /* [1, 3] */
    out[16] = q_A_rod_12;  /* [1, 4] */
    out[17] = q_A_rod_13;  /* [1, 5] */
    out[18] = q_A_rod_21;  /* [1, 6] */
    out[19] = q_A_rod_22;  /* [1, 7] */
    out[20] = q_A_rod_23;  /* [1, 8] */
    out[21] = q_A_rod_31;  /* [1, 9] */
    out[22] = q_A_rod_32;  /* [1, 10] */
    out[23] = q_A_rod_33;  /* [1, 11] */
    out[24] = q_r_slider_x;  /* [2, 0] */
    out[25] = q_r_slider_y;  /* [2, 1] */
    out[26] = q_r_slider_z;  /* [2, 2] */
    out[27] = q_A_slider_11;  /* [2, 3] */
    out[28] = q_A_slider_12;  /* [2, 4] */
    out[29] = q_A_slider_13;  /* [2, 5] */
    out[30] = q_A_slider_21;  /* [2, 6] */
    out[31] = q_A_slider_22;  /* [2, 7] */
    out[32] = q_A_slider_23;  /* [2, 8] */
    out[33] = q_A_slider_31;  /* [2, 9] */
    out[34] = q_A_slider_32;  /* [2, 10] */
    out[35] = q_A_slider_33;  /* [2, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_slider_crank_rA_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_body_frames(q + (size_t)k * 36, p, out + (size_t)k * 36);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 3 x 6 row-major, 18 nonzero.
 * 45 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_A_crank_11 = q[3];
    const double q_A_crank_12 = q[4];
    const double q_A_crank_13 = q[5];
    const double q_A_crank_21 = q[6];
    const double q_A_crank_22 = q[7];
    const double q_A_crank_23 = q[8];
    const double q_A_crank_31 = q[9];
    const double q_A_crank_32 = q[10];
    const double q_A_crank_33 = q[11];
    const double q_A_rod_11 = q[15];
    const double q_A_rod_12 = q[16];
    const double q_A_rod_13 = q[17];
    const double q_A_rod_21 = q[18];
    const double q_A_rod_22 = q[19];
    const double q_A_rod_23 = q[20];
    const double q_A_rod_31 = q[21];
    const double q_A_rod_32 = q[22];
    const double q_A_rod_33 = q[23];
    const double q_A_slider_11 = q[27];
    const double q_A_slider_12 = q[28];
    const double q_A_slider_13 = q[29];
    const double q_A_slider_21 = q[30];
    const double q_A_slider_22 = q[31];
    const double q_A_slider_23 = q[32];
    const double q_A_slider_31 = q[33];
    const double q_A_slider_32 = q[34];
    const double q_A_slider_33 = q[35];
    const double v_rd_crank_x = v[0];
    const double v_rd_crank_y = v[1];
    const double v_rd_crank_z = v[2];
    const double v_w_crank_x = v[3];
    const double v_w_crank_y = v[4];
    const double v_w_crank_z = v[5];
    const double v_rd_rod_x = v[6];
    const double v_rd_rod_y = v[7];
    const double v_rd_rod_z = v[8];
    const double v_w_rod_x = v[9];
    const double v_w_rod_y = v[10];
    const double v_w_rod_z = v[11];
    const double v_rd_slider_x = v[12];
    const double v_rd_slider_y = v[13];
    const double v_rd_slider_z = v[14];
    const double v_w_slider_x = v[15];
    const double v_w_slider_y = v[16];
    const double v_w_slider_z = v[17];
    (void)p;

    out[0] = v_rd_crank_x;  /* [0, 0] */
    out[1] = v_rd_crank_y;  /* [0, 1] */
    out[2] = v_rd_crank_z;  /* [0, 2] */
    out[3] = q_A_crank_11*v_w_crank_x + q_A_crank_12*v_w_crank_y + q_A_crank_13*v_w_crank_z;  /* [0, 3] */
    out[4] = q_A_crank_21*v_w_crank_x + q_A_crank_22*v_w_crank_y + q_A_crank_23*v_w_crank_z;  /* [0, 4] */
    out[5] = q_A_crank_31*v_w_crank_x + q_A_crank_32*v_w_crank_y + q_A_crank_33*v_w_crank_z;  /* [0, 5] */
    out[6] = v_rd_rod_x;  /* [1, 0] */
    out[7] = v_rd_rod_y;  /* [1, 1] */
    out[8] = v_rd_rod_z;  /* [1, 2] */
    out[9] = q_A_rod_11*v_w_rod_x + q_A_rod_12*v_w_rod_y + q_A_rod_13*v_w_rod_z;  /* [1, 3] */
    out[10] = q_A_rod_21*v_w_rod_x + q_A_rod_22*v_w_rod_y + q_A_rod_23*v_w_rod_z;  /* [1, 4] */
    out[11] = q_A_rod_31*v_w_rod_x + q_A_rod_32*v_w_rod_y + q_A_rod_33*v_w_rod_z;  /* [1, 5] */
    out[12] = v_rd_slider_x;  /* [2, 0] */
    out[13] = v_rd_slider_y;  /* [2, 1] */
    out[14] = v_rd_slider_z;  /* [2, 2] */
    out[15] = q_A_slider_11*v_w_slider_x + q_A_slider_12*v_w_slider_y + q_A_slider_13*v_w_slider_z;  /* [2, 3] */
    out[16] = q_A_slider_21*v_w_slider_x + q_A_slider_22*v_w_slider_y + q_A_slider_23*v_w_slider_z;  /* [2, 4] */
    out[17] = q_A_slider_31*v_w_slider_x + q_A_slider_32*v_w_slider_y + q_A_slider_33*v_w_slider_z;  /* [2, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_slider_crank_rA_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_slider_crank_rA_body_velocities(q + (size_t)k * 36, v + (size_t)k * 18, p, out + (size_t)k * 18);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 12 row-major, 21 nonzero.
 * 2 operations after common subexpression elimination.
 */
void mg_slider_crank_rA_initial_frames(const double *p, double *out)
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
void mg_slider_crank_rA_initial_velocities(const double *p, double *out)
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
void mg_slider_crank_rA_chart(const double *p, double *out)
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
void mg_slider_crank_rA_physical_data(const double *p, double *out)
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
size_t mg_slider_crank_rA_forward_dynamics_work(void)
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
    mg_slider_crank_rA_M(q, p, M);
    mg_slider_crank_rA_Phi_q(q, t, p, C);
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
    mg_slider_crank_rA_Q(q, v, t, p, b);
    mg_slider_crank_rA_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_slider_crank_rA_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 18; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_slider_crank_rA_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_slider_crank_rA_index3_take(struct mg_arena *arena, struct mg_slider_crank_rA_index3_take_work *w)
{
    enum { NQ = 36, NV = 18, N = NV + 18 };
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

/* The doubles of work memory index3_run needs: mg_slider_crank_rA_index3_take counting what it takes. */
size_t mg_slider_crank_rA_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_slider_crank_rA_index3_take_work w;
    mg_slider_crank_rA_index3_take(&arena, &w);
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
int mg_slider_crank_rA_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 36, NV = 18, NC = 18, N = NV + NC };
    enum { KL = 19, KU = 19, LDAB = 58 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_slider_crank_rA_index3_take_work mem;
    mg_slider_crank_rA_index3_take(&arena, &mem);
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
            mg_slider_crank_rA_retract(q_n, dv, qs);
            mg_slider_crank_rA_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_slider_crank_rA_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_slider_crank_rA_genalpha_matrix_perm, g, y);
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
struct mg_slider_crank_rA_kinematics_take_work {
    double *q, *tmp, *dv, *b, *solve, *J;
    int *piv;
};

static void mg_slider_crank_rA_kinematics_take(struct mg_arena *arena, struct mg_slider_crank_rA_kinematics_take_work *w)
{
    enum { NQ = 36, NV = 18 };
    w->q = mg_doubles(arena, NQ);
    w->tmp = mg_doubles(arena, NQ);
    w->dv = mg_doubles(arena, NV);
    w->b = mg_doubles(arena, NV);
    w->solve = mg_doubles(arena, NV);
    w->J = mg_doubles(arena, (size_t)31 * NV);
    w->piv = mg_ints(arena, NV);
}

/* The doubles of work memory kinematics_run needs: mg_slider_crank_rA_kinematics_take counting what it takes. */
size_t mg_slider_crank_rA_kinematics_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_slider_crank_rA_kinematics_take_work w;
    mg_slider_crank_rA_kinematics_take(&arena, &w);
    return arena.used;
}

/* Kinematic analysis (seed 001 section 2): row 0 of q_out, v_out, a_out holds the state at
 * t0; rows 1..n_steps (t = t0 + step h) are filled. Position by Newton from q_{n-1} (+) h v_{n-1} (eq. 11),
 * corrections through retract (eq. 12), stop at ||delta|| <= tol + rtol ||q||; then Phi_q v = nu and
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 10,
 * ku = 10). */
int mg_slider_crank_rA_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, double rtol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 36, NV = 18, KL = 10, KU = 10 };
struct mg_arena arena = { work, 0 };
    struct mg_slider_crank_rA_kinematics_take_work mem;
    mg_slider_crank_rA_kinematics_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *q = mem.q, *tmp = mem.tmp, *dv = mem.dv, *b = mem.b, *J = mem.J;
    int *piv = mem.piv;
    const size_t band_size = sizeof(double) * 31 * NV;
    const int *perm = mg_slider_crank_rA_Phi_q_perm;
    for (int step = 1; step <= n_steps; ++step) {
        const double t = t0 + step * h;
        const double *q_prev = q_out + (step - 1) * NQ;
        const double *v_prev = v_out + (step - 1) * NV;
        for (int i = 0; i < NV; ++i) {
            dv[i] = h * v_prev[i];
        }
        mg_slider_crank_rA_retract(q_prev, dv, q);
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                *fail_step = step;
                return MG_NOT_CONVERGED;
            }
            memset(J, 0, band_size);
            mg_slider_crank_rA_Phi_q_band(q, t, p, J);
            mg_slider_crank_rA_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return MG_SINGULAR;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, mem.solve);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_slider_crank_rA_retract(q, dv, tmp);
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
        mg_slider_crank_rA_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return MG_SINGULAR;
        }
        mg_slider_crank_rA_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, mem.solve);
        mg_flush(NV, v);
        mg_slider_crank_rA_gamma(q, v, t, p, a);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, a, mem.solve);
        mg_flush(NV, a);
        iterations[step] = k;
    }
    return MG_OK;
}

/* The work arrays of taylor_run: one block of doubles (the nonzeros of Minv, Q, a0, dv, B,
 * Minv B^T, T, psi, S, f, q, v, C, Minv C^T, K, V, sigma, r, mu, v*) and one of integers (the
 * columns of Minv's nonzeros, their row starts, the pivots). */
struct mg_slider_crank_rA_taylor_take_work {
    double *block;
    int *index;
};

static void mg_slider_crank_rA_taylor_take(struct mg_arena *arena, struct mg_slider_crank_rA_taylor_take_work *w)
{
    enum { NQ = 36, NV = 18, NC = 18, NR = 36 };
    w->block = mg_doubles(arena, (size_t)NV * NV + 3 * NV + (size_t)NR * NV + (size_t)NV * NR
                                 + (size_t)NC * NV + NC + (size_t)NC * NC + NR + NQ + NV
                                 + 2 * (size_t)NC * NV + 2 * (size_t)NC * NC + 3 * (size_t)NC + NV);
    w->index = mg_ints(arena, (size_t)NV * NV + NV + 1 + (NC > 0 ? NC : 1));
}

/* The doubles of work memory taylor_run needs: mg_slider_crank_rA_taylor_take counting what it takes. */
size_t mg_slider_crank_rA_taylor_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_slider_crank_rA_taylor_take_work w;
    mg_slider_crank_rA_taylor_take(&arena, &w);
    return arena.used;
}

/* mu = K^+ r by a one-sided Jacobi SVD of K (destroyed; Vk, sig are work), singular values
 * below rank_tol of the largest dropped. */
static void mg_slider_crank_rA_taylor_pseudo_solve(double *K, double *Vk, double *sig, const double *r, double *mu, double rank_tol)
{
    enum { NC = 18 };
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
static void mg_slider_crank_rA_taylor_rattle(const double *q, const double *v_n, const double *a_n, double t, double h, const double *p, const int *start, const int *cols, const double *mv, double rank_tol, double *Qv, double *Cm, double *MC, double *K, double *Vk, double *sig, double *r, double *mu, double *vp, double *v)
{
    enum { NV = 18, NC = 18 };
    memcpy(vp, v, sizeof(double) * NV);
    mg_slider_crank_rA_Q(q, vp, t, p, Qv);
    for (int i = 0; i < NV; ++i) {
        double s = 0.0;
        for (int j = start[i]; j < start[i + 1]; ++j) {
            s += mv[j] * Qv[cols[j]];
        }
        v[i] = v_n[i] + 0.5 * h * (a_n[i] + s);
    }
    mg_slider_crank_rA_Phi_q(q, t, p, Cm);
    mg_slider_crank_rA_nu(q, t, p, r);
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
        mg_slider_crank_rA_taylor_pseudo_solve(K, Vk, sig, r, mu, rank_tol);
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
int mg_slider_crank_rA_taylor_run(const double *p, double h, double t0, int n_steps, const double *Minv, int rattle, double rank_tol, double *q_out, double *v_out, double *a_out, double *f_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 36, NV = 18, NC = 18, NR = 36 };
    if (NR != NC) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_slider_crank_rA_taylor_take_work mem;
    mg_slider_crank_rA_taylor_take(&arena, &mem);
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
            mg_slider_crank_rA_retract(q_n, dv, q);
            if (rattle) {
                mg_slider_crank_rA_taylor_rattle(q, v_n, a_n, t, h, p, start, cols, mv, rank_tol, Qv, Cm, MC, K, Vk, sig, r, mu, vp, v);
            }
        }
        mg_slider_crank_rA_Q(q, v, t, p, Qv);
        mg_slider_crank_rA_B(q, p, Bm);
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
        mg_slider_crank_rA_taylor_matrix(q, v, a0, t, p, h, T);
        mg_slider_crank_rA_taylor_residual(q, v, a0, t, p, h, psi);
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
