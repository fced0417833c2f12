/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: four_link */
/* formulation: rA */
/* scheme: any */
/* input hash: 07d88c4c38ed37e5 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'four_link' in the rA formulation (C99).
 * Vectors: q (36), v (18), dv (18), a (18), lam (18), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "four_link_rA.h"

int mg_four_link_rA_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
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

int mg_four_link_rA_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_four_link_rA_entry_name(int i)
{
    return i >= 0 && i < mg_four_link_rA_n_entries() ? mg_entry_names[i] : NULL;
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
void mg_four_link_rA_retract(const double *q, const double *dv, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_r_link2_x = q[12];
    const double q_r_link2_y = q[13];
    const double q_r_link2_z = q[14];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_r_link3_x = q[24];
    const double q_r_link3_y = q[25];
    const double q_r_link3_z = q[26];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
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
    const double cse5 = cse4*dv_3*dv_5;
    const double cse6 = mg_sinc(cse3);
    const double cse7 = cse6*dv_4;
    const double cse8 = cse5 - cse7;
    const double cse9 = cse4*dv_4;
    const double cse10 = cse9*dv_3;
    const double cse11 = cse6*dv_5;
    const double cse12 = cse10 + cse11;
    const double cse13 = -cse0*cse4;
    const double cse14 = -cse1*cse4 + 1;
    const double cse15 = cse13 + cse14;
    const double cse16 = cse9*dv_5;
    const double cse17 = cse6*dv_3;
    const double cse18 = cse16 + cse17;
    const double cse19 = -cse2*cse4;
    const double cse20 = cse13 + cse19 + 1;
    const double cse21 = cse10 - cse11;
    const double cse22 = cse14 + cse19;
    const double cse23 = cse16 - cse17;
    const double cse24 = cse5 + cse7;
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
    const double cse38 = -cse26*cse29;
    const double cse39 = -cse27*cse29;
    const double cse40 = cse38 + cse39 + 1;
    const double cse41 = cse29*dv_10*dv_11;
    const double cse42 = cse32*dv_9;
    const double cse43 = cse41 + cse42;
    const double cse44 = -cse25*cse29 + 1;
    const double cse45 = cse38 + cse44;
    const double cse46 = cse35 - cse36;
    const double cse47 = cse39 + cse44;
    const double cse48 = cse41 - cse42;
    const double cse49 = cse31 + cse33;
    const double cse50 = (dv_17*dv_17);
    const double cse51 = (dv_16*dv_16);
    const double cse52 = (dv_15*dv_15);
    const double cse53 = sqrt(cse50 + cse51 + cse52);
    const double cse54 = (1.0/2.0)*(mg_sinc((1.0/2.0)*cse53)*mg_sinc((1.0/2.0)*cse53));
    const double cse55 = cse54*dv_15*dv_17;
    const double cse56 = mg_sinc(cse53);
    const double cse57 = cse56*dv_16;
    const double cse58 = cse55 - cse57;
    const double cse59 = cse54*dv_16;
    const double cse60 = cse59*dv_15;
    const double cse61 = cse56*dv_17;
    const double cse62 = cse60 + cse61;
    const double cse63 = -cse51*cse54;
    const double cse64 = -cse50*cse54 + 1;
    const double cse65 = cse63 + cse64;
    const double cse66 = cse59*dv_17;
    const double cse67 = cse56*dv_15;
    const double cse68 = cse66 + cse67;
    const double cse69 = -cse52*cse54;
    const double cse70 = cse64 + cse69;
    const double cse71 = cse60 - cse61;
    const double cse72 = cse63 + cse69 + 1;
    const double cse73 = cse66 - cse67;
    const double cse74 = cse55 + cse57;

    out[0] = dv_0 + q_r_rotor_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_rotor_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_rotor_z;  /* [2, 0] */
    out[3] = cse12*q_A_rotor_12 + cse15*q_A_rotor_11 + cse8*q_A_rotor_13;  /* [3, 0] */
    out[4] = cse18*q_A_rotor_13 + cse20*q_A_rotor_12 + cse21*q_A_rotor_11;  /* [4, 0] */
    out[5] = cse22*q_A_rotor_13 + cse23*q_A_rotor_12 + cse24*q_A_rotor_11;  /* [5, 0] */
    out[6] = cse12*q_A_rotor_22 + cse15*q_A_rotor_21 + cse8*q_A_rotor_23;  /* [6, 0] */
    out[7] = cse18*q_A_rotor_23 + cse20*q_A_rotor_22 + cse21*q_A_rotor_21;  /* [7, 0] */
    out[8] = cse22*q_A_rotor_23 + cse23*q_A_rotor_22 + cse24*q_A_rotor_21;  /* [8, 0] */
    out[9] = cse12*q_A_rotor_32 + cse15*q_A_rotor_31 + cse8*q_A_rotor_33;  /* [9, 0] */
    out[10] = cse18*q_A_rotor_33 + cse20*q_A_rotor_32 + cse21*q_A_rotor_31;  /* [10, 0] */
    out[11] = cse22*q_A_rotor_33 + cse23*q_A_rotor_32 + cse24*q_A_rotor_31;  /* [11, 0] */
    out[12] = dv_6 + q_r_link2_x;  /* [12, 0] */
    out[13] = dv_7 + q_r_link2_y;  /* [13, 0] */
    out[14] = dv_8 + q_r_link2_z;  /* [14, 0] */
    out[15] = cse34*q_A_link2_13 + cse37*q_A_link2_12 + cse40*q_A_link2_11;  /* [15, 0] */
    out[16] = cse43*q_A_link2_13 + cse45*q_A_link2_12 + cse46*q_A_link2_11;  /* [16, 0] */
    out[17] = cse47*q_A_link2_13 + cse48*q_A_link2_12 + cse49*q_A_link2_11;  /* [17, 0] */
    out[18] = cse34*q_A_link2_23 + cse37*q_A_link2_22 + cse40*q_A_link2_21;  /* [18, 0] */
    out[19] = cse43*q_A_link2_23 + cse45*q_A_link2_22 + cse46*q_A_link2_21;  /* [19, 0] */
    out[20] = cse47*q_A_link2_23 + cse48*q_A_link2_22 + cse49*q_A_link2_21;  /* [20, 0] */
    out[21] = cse34*q_A_link2_33 + cse37*q_A_link2_32 + cse40*q_A_link2_31;  /* [21, 0] */
    out[22] = cse43*q_A_link2_33 + cse45*q_A_link2_32 + cse46*q_A_link2_31;  /* [22, 0] */
    out[23] = cse47*q_A_link2_33 + cse48*q_A_link2_32 + cse49*q_A_link2_31;  /* [23, 0] */
    out[24] = dv_12 + q_r_link3_x;  /* [24, 0] */
    out[25] = dv_13 + q_r_link3_y;  /* [25, 0] */
    out[26] = dv_14 + q_r_link3_z;  /* [26, 0] */
    out[27] = cse58*q_A_link3_13 + cse62*q_A_link3_12 + cse65*q_A_link3_11;  /* [27, 0] */
    out[28] = cse68*q_A_link3_13 + cse70*q_A_link3_12 + cse71*q_A_link3_11;  /* [28, 0] */
    out[29] = cse72*q_A_link3_13 + cse73*q_A_link3_12 + cse74*q_A_link3_11;  /* [29, 0] */
    out[30] = cse58*q_A_link3_23 + cse62*q_A_link3_22 + cse65*q_A_link3_21;  /* [30, 0] */
    out[31] = cse68*q_A_link3_23 + cse70*q_A_link3_22 + cse71*q_A_link3_21;  /* [31, 0] */
    out[32] = cse72*q_A_link3_23 + cse73*q_A_link3_22 + cse74*q_A_link3_21;  /* [32, 0] */
    out[33] = cse58*q_A_link3_33 + cse62*q_A_link3_32 + cse65*q_A_link3_31;  /* [33, 0] */
    out[34] = cse68*q_A_link3_33 + cse70*q_A_link3_32 + cse71*q_A_link3_31;  /* [34, 0] */
    out[35] = cse72*q_A_link3_33 + cse73*q_A_link3_32 + cse74*q_A_link3_31;  /* [35, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 18).
 * Output: out, 18 x 18 row-major, 36 nonzero.
 * 81 operations after common subexpression elimination.
 */
void mg_four_link_rA_tangent(const double *dv, double *out)
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
void mg_four_link_rA_qdot(const double *q, const double *v, double *out)
{
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];

    out[0] = v_rd_rotor_x;  /* [0, 0] */
    out[1] = v_rd_rotor_y;  /* [1, 0] */
    out[2] = v_rd_rotor_z;  /* [2, 0] */
    out[3] = q_A_rotor_12*v_w_rotor_z - q_A_rotor_13*v_w_rotor_y;  /* [3, 0] */
    out[4] = -q_A_rotor_11*v_w_rotor_z + q_A_rotor_13*v_w_rotor_x;  /* [4, 0] */
    out[5] = q_A_rotor_11*v_w_rotor_y - q_A_rotor_12*v_w_rotor_x;  /* [5, 0] */
    out[6] = q_A_rotor_22*v_w_rotor_z - q_A_rotor_23*v_w_rotor_y;  /* [6, 0] */
    out[7] = -q_A_rotor_21*v_w_rotor_z + q_A_rotor_23*v_w_rotor_x;  /* [7, 0] */
    out[8] = q_A_rotor_21*v_w_rotor_y - q_A_rotor_22*v_w_rotor_x;  /* [8, 0] */
    out[9] = q_A_rotor_32*v_w_rotor_z - q_A_rotor_33*v_w_rotor_y;  /* [9, 0] */
    out[10] = -q_A_rotor_31*v_w_rotor_z + q_A_rotor_33*v_w_rotor_x;  /* [10, 0] */
    out[11] = q_A_rotor_31*v_w_rotor_y - q_A_rotor_32*v_w_rotor_x;  /* [11, 0] */
    out[12] = v_rd_link2_x;  /* [12, 0] */
    out[13] = v_rd_link2_y;  /* [13, 0] */
    out[14] = v_rd_link2_z;  /* [14, 0] */
    out[15] = q_A_link2_12*v_w_link2_z - q_A_link2_13*v_w_link2_y;  /* [15, 0] */
    out[16] = -q_A_link2_11*v_w_link2_z + q_A_link2_13*v_w_link2_x;  /* [16, 0] */
    out[17] = q_A_link2_11*v_w_link2_y - q_A_link2_12*v_w_link2_x;  /* [17, 0] */
    out[18] = q_A_link2_22*v_w_link2_z - q_A_link2_23*v_w_link2_y;  /* [18, 0] */
    out[19] = -q_A_link2_21*v_w_link2_z + q_A_link2_23*v_w_link2_x;  /* [19, 0] */
    out[20] = q_A_link2_21*v_w_link2_y - q_A_link2_22*v_w_link2_x;  /* [20, 0] */
    out[21] = q_A_link2_32*v_w_link2_z - q_A_link2_33*v_w_link2_y;  /* [21, 0] */
    out[22] = -q_A_link2_31*v_w_link2_z + q_A_link2_33*v_w_link2_x;  /* [22, 0] */
    out[23] = q_A_link2_31*v_w_link2_y - q_A_link2_32*v_w_link2_x;  /* [23, 0] */
    out[24] = v_rd_link3_x;  /* [24, 0] */
    out[25] = v_rd_link3_y;  /* [25, 0] */
    out[26] = v_rd_link3_z;  /* [26, 0] */
    out[27] = q_A_link3_12*v_w_link3_z - q_A_link3_13*v_w_link3_y;  /* [27, 0] */
    out[28] = -q_A_link3_11*v_w_link3_z + q_A_link3_13*v_w_link3_x;  /* [28, 0] */
    out[29] = q_A_link3_11*v_w_link3_y - q_A_link3_12*v_w_link3_x;  /* [29, 0] */
    out[30] = q_A_link3_22*v_w_link3_z - q_A_link3_23*v_w_link3_y;  /* [30, 0] */
    out[31] = -q_A_link3_21*v_w_link3_z + q_A_link3_23*v_w_link3_x;  /* [31, 0] */
    out[32] = q_A_link3_21*v_w_link3_y - q_A_link3_22*v_w_link3_x;  /* [32, 0] */
    out[33] = q_A_link3_32*v_w_link3_z - q_A_link3_33*v_w_link3_y;  /* [33, 0] */
    out[34] = -q_A_link3_31*v_w_link3_z + q_A_link3_33*v_w_link3_x;  /* [34, 0] */
    out[35] = q_A_link3_31*v_w_link3_y - q_A_link3_32*v_w_link3_x;  /* [35, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 36); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 65 operations after common subexpression elimination.
 */
void mg_four_link_rA_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_r_link2_x = q[12];
    const double q_r_link2_y = q[13];
    const double q_r_link2_z = q[14];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_r_link3_x = q[24];
    const double q_r_link3_y = q[25];
    const double q_r_link3_z = q[26];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_32 = q[34];
    (void)p;
    const double cse0 = -q_r_rotor_x;
    const double cse1 = -q_r_rotor_y;
    const double cse2 = -q_r_rotor_z;
    const double cse3 = 3.7*q_A_link3_12;
    const double cse4 = -q_r_link3_x;
    const double cse5 = 3.7*q_A_link3_22;
    const double cse6 = -q_r_link3_y;
    const double cse7 = 3.7*q_A_link3_32;
    const double cse8 = -q_r_link3_z;
    const double cse9 = 6.1*q_A_link2_12;
    const double cse10 = 6.1*q_A_link2_22;
    const double cse11 = 6.1*q_A_link2_32;
    const double cse12 = 3.141592653589793*t;
    const double cse13 = sin(cse12);
    const double cse14 = cos(cse12);

    out[0] = q_A_rotor_11;  /* [0, 0] */
    out[1] = q_A_rotor_12;  /* [1, 0] */
    out[2] = cse0;  /* [2, 0] */
    out[3] = cse1;  /* [3, 0] */
    out[4] = cse2;  /* [4, 0] */
    out[5] = q_A_link3_23;  /* [5, 0] */
    out[6] = q_A_link3_22;  /* [6, 0] */
    out[7] = -cse3 + cse4 - 4;  /* [7, 0] */
    out[8] = -cse5 + cse6 - 8.5;  /* [8, 0] */
    out[9] = -cse7 + cse8;  /* [9, 0] */
    out[10] = cse3 + cse4 - cse9 + q_r_link2_x;  /* [10, 0] */
    out[11] = -cse10 + cse5 + cse6 + q_r_link2_y;  /* [11, 0] */
    out[12] = -cse11 + cse7 + cse8 + q_r_link2_z;  /* [12, 0] */
    out[13] = cse0 + cse9 + 2*q_A_rotor_11 + q_r_link2_x;  /* [13, 0] */
    out[14] = cse1 + cse10 + 2*q_A_rotor_21 + q_r_link2_y;  /* [14, 0] */
    out[15] = cse11 + cse2 + 2*q_A_rotor_31 + q_r_link2_z;  /* [15, 0] */
    out[16] = q_A_link2_13*(-0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13) + q_A_link2_23*(-0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23) + q_A_link2_33*(-0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33);  /* [16, 0] */
    out[17] = 2*(cse13*q_A_rotor_31 + cse14*q_A_rotor_21)/(cse13*q_A_rotor_21 - cse14*q_A_rotor_31 + 1);  /* [17, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_rA_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_Phi(q + (size_t)k * 36, t[k], p, out + (size_t)k * 18);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 36); t (time); p (parameters, 0).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rA_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_rA_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_dropped_Phi(q + (size_t)k * 36, t[k], p, out + (size_t)k * 0);
    }
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_rA_Phi_q_perm[18] = {8, 6, 2, 12, 11, 7, 15, 17, 13, 0, 9, 10, 4, 14, 5, 16, 1, 3};

/* Where Phi_q's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 18, kl = 10, ku = 10, ldab = 31), and in the row-major 18 x 18 matrix. */
static const int mg_four_link_rA_Phi_q_in_band[63] = {389, 449, 546, 456, 292, 517, 92, 214, 484, 201, 231, 115, 205, 235, 260, 200, 230, 420,
    210, 240, 61, 331, 151, 121, 211, 241, 174, 324, 144, 264, 204, 234, 23, 323, 143, 413,
    203, 233, 298, 388, 448, 58, 328, 148, 513, 393, 453, 183, 333, 153, 86, 386, 446, 26,
    326, 146, 545, 395, 455, 335, 365, 387, 447};
static const int mg_four_link_rA_Phi_q_in_dense[63] = {4, 5, 21, 23, 36, 55, 74, 105, 106, 123, 125, 138, 141, 143, 157, 159, 161, 176, 177, 179,
    186, 189, 191, 192, 195, 197, 205, 207, 209, 211, 213, 215, 224, 225, 227, 230, 231, 233,
    234, 238, 239, 240, 243, 245, 253, 256, 257, 259, 261, 263, 272, 274, 275, 278, 279, 281,
    291, 292, 293, 297, 298, 310, 311};

/* Phi_q's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_four_link_rA_Phi_q_cells(const double *q, double t, const double *p, double *out, const int *where)
{
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_33 = q[35];
    (void)p;
    const double cse0 = 3.7*q_A_link3_13;
    const double cse1 = 3.7*q_A_link3_11;
    const double cse2 = 3.7*q_A_link3_23;
    const double cse3 = 3.7*q_A_link3_21;
    const double cse4 = 3.7*q_A_link3_33;
    const double cse5 = 3.7*q_A_link3_31;
    const double cse6 = 6.1*q_A_link2_13;
    const double cse7 = 6.1*q_A_link2_11;
    const double cse8 = 6.1*q_A_link2_23;
    const double cse9 = 6.1*q_A_link2_21;
    const double cse10 = 6.1*q_A_link2_33;
    const double cse11 = 6.1*q_A_link2_31;
    const double cse12 = 0.7497211555855399*q_A_link2_33;
    const double cse13 = 0.6617538733301699*q_A_link2_33;
    const double cse14 = 0.7497211555855399*q_A_link2_23;
    const double cse15 = 0.6617538733301699*q_A_link2_23;
    const double cse16 = 0.7497211555855399*q_A_link2_13;
    const double cse17 = 0.6617538733301699*q_A_link2_13;
    const double cse18 = -0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33;
    const double cse19 = -0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23;
    const double cse20 = -0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13;
    const double cse21 = 3.141592653589793*t;
    const double cse22 = cos(cse21);
    const double cse23 = sin(cse21);
    const double cse24 = -cse22*q_A_rotor_31 + cse23*q_A_rotor_21 + 1;
    const double cse25 = 2*(cse22*q_A_rotor_21 + cse23*q_A_rotor_31)/(cse24*cse24);
    const double cse26 = 2/cse24;
    const double cse27 = cse22*cse25 + cse23*cse26;
    const double cse28 = cse22*cse26 - cse23*cse25;

    out[where[0]] = -q_A_rotor_13;  /* [0, 4] */
    out[where[1]] = q_A_rotor_12;  /* [0, 5] */
    out[where[2]] = q_A_rotor_13;  /* [1, 3] */
    out[where[3]] = -q_A_rotor_11;  /* [1, 5] */
    out[where[4]] = -1;  /* [2, 0] */
    out[where[5]] = -1;  /* [3, 1] */
    out[where[6]] = -1;  /* [4, 2] */
    out[where[7]] = -q_A_link3_22;  /* [5, 15] */
    out[where[8]] = q_A_link3_21;  /* [5, 16] */
    out[where[9]] = q_A_link3_23;  /* [6, 15] */
    out[where[10]] = -q_A_link3_21;  /* [6, 17] */
    out[where[11]] = -1;  /* [7, 12] */
    out[where[12]] = -cse0;  /* [7, 15] */
    out[where[13]] = cse1;  /* [7, 17] */
    out[where[14]] = -1;  /* [8, 13] */
    out[where[15]] = -cse2;  /* [8, 15] */
    out[where[16]] = cse3;  /* [8, 17] */
    out[where[17]] = -1;  /* [9, 14] */
    out[where[18]] = -cse4;  /* [9, 15] */
    out[where[19]] = cse5;  /* [9, 17] */
    out[where[20]] = 1;  /* [10, 6] */
    out[where[21]] = -cse6;  /* [10, 9] */
    out[where[22]] = cse7;  /* [10, 11] */
    out[where[23]] = -1;  /* [10, 12] */
    out[where[24]] = cse0;  /* [10, 15] */
    out[where[25]] = -cse1;  /* [10, 17] */
    out[where[26]] = 1;  /* [11, 7] */
    out[where[27]] = -cse8;  /* [11, 9] */
    out[where[28]] = cse9;  /* [11, 11] */
    out[where[29]] = -1;  /* [11, 13] */
    out[where[30]] = cse2;  /* [11, 15] */
    out[where[31]] = -cse3;  /* [11, 17] */
    out[where[32]] = 1;  /* [12, 8] */
    out[where[33]] = -cse10;  /* [12, 9] */
    out[where[34]] = cse11;  /* [12, 11] */
    out[where[35]] = -1;  /* [12, 14] */
    out[where[36]] = cse4;  /* [12, 15] */
    out[where[37]] = -cse5;  /* [12, 17] */
    out[where[38]] = -1;  /* [13, 0] */
    out[where[39]] = -2*q_A_rotor_13;  /* [13, 4] */
    out[where[40]] = 2*q_A_rotor_12;  /* [13, 5] */
    out[where[41]] = 1;  /* [13, 6] */
    out[where[42]] = cse6;  /* [13, 9] */
    out[where[43]] = -cse7;  /* [13, 11] */
    out[where[44]] = -1;  /* [14, 1] */
    out[where[45]] = -2*q_A_rotor_23;  /* [14, 4] */
    out[where[46]] = 2*q_A_rotor_22;  /* [14, 5] */
    out[where[47]] = 1;  /* [14, 7] */
    out[where[48]] = cse8;  /* [14, 9] */
    out[where[49]] = -cse9;  /* [14, 11] */
    out[where[50]] = -1;  /* [15, 2] */
    out[where[51]] = -2*q_A_rotor_33;  /* [15, 4] */
    out[where[52]] = 2*q_A_rotor_32;  /* [15, 5] */
    out[where[53]] = 1;  /* [15, 8] */
    out[where[54]] = cse10;  /* [15, 9] */
    out[where[55]] = -cse11;  /* [15, 11] */
    out[where[56]] = -cse12*q_A_rotor_32 - cse13*q_A_rotor_33 - cse14*q_A_rotor_22 - cse15*q_A_rotor_23 - cse16*q_A_rotor_12 - cse17*q_A_rotor_13;  /* [16, 3] */
    out[where[57]] = cse12*q_A_rotor_31 + cse14*q_A_rotor_21 + cse16*q_A_rotor_11;  /* [16, 4] */
    out[where[58]] = cse13*q_A_rotor_31 + cse15*q_A_rotor_21 + cse17*q_A_rotor_11;  /* [16, 5] */
    out[where[59]] = -cse18*q_A_link2_32 - cse19*q_A_link2_22 - cse20*q_A_link2_12;  /* [16, 9] */
    out[where[60]] = cse18*q_A_link2_31 + cse19*q_A_link2_21 + cse20*q_A_link2_11;  /* [16, 10] */
    out[where[61]] = -cse27*q_A_rotor_33 - cse28*q_A_rotor_23;  /* [17, 4] */
    out[where[62]] = cse27*q_A_rotor_32 + cse28*q_A_rotor_22;  /* [17, 5] */
}

/* Phi_q written into its band storage; ab is zeroed by the caller. */
void mg_four_link_rA_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    mg_four_link_rA_Phi_q_cells(q, t, p, ab, mg_four_link_rA_Phi_q_in_band);
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 18 x 18 row-major, 63 nonzero (the cells of Phi_q_band).
 */
void mg_four_link_rA_Phi_q(const double *q, double t, const double *p, double *out)
{
    memset(out, 0, sizeof(double) * 324);
    mg_four_link_rA_Phi_q_cells(q, t, p, out, mg_four_link_rA_Phi_q_in_dense);
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_rA_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_Phi_q(q + (size_t)k * 36, t[k], p, out + (size_t)k * 324);
    }
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 36); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 1 nonzero.
 * 24 operations after common subexpression elimination.
 */
void mg_four_link_rA_nu(const double *q, double t, const double *p, double *out)
{
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_31 = q[9];
    (void)p;
    const double cse0 = 3.141592653589793*t;
    const double cse1 = sin(cse0);
    const double cse2 = cse1*q_A_rotor_31;
    const double cse3 = cos(cse0);
    const double cse4 = cse3*q_A_rotor_21;
    const double cse5 = cse1*q_A_rotor_21;
    const double cse6 = cse3*q_A_rotor_31;
    const double cse7 = cse5 - cse6 + 1;

    memset(out, 0, sizeof(double) * 18);
    out[17] = -2*(-3.141592653589793*cse5 + 3.141592653589793*cse6)/cse7 + 2*(cse2 + cse4)*(3.141592653589793*cse2 + 3.141592653589793*cse4)/(cse7*cse7);  /* [17, 0] */
}

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_four_link_rA_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_nu(q + (size_t)k * 36, t[k], p, out + (size_t)k * 18);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 176 operations after common subexpression elimination.
 */
void mg_four_link_rA_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_33 = q[35];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];
    (void)p;
    const double cse0 = q_A_rotor_12*v_w_rotor_z;
    const double cse1 = q_A_rotor_13*v_w_rotor_y;
    const double cse2 = -v_rd_rotor_x;
    const double cse3 = -v_rd_rotor_y;
    const double cse4 = -v_rd_rotor_z;
    const double cse5 = q_A_link3_21*v_w_link3_z;
    const double cse6 = q_A_link3_23*v_w_link3_x;
    const double cse7 = 3.7*v_w_link3_z;
    const double cse8 = cse7*q_A_link3_11;
    const double cse9 = 3.7*v_w_link3_x;
    const double cse10 = cse9*q_A_link3_13;
    const double cse11 = -v_rd_link3_x;
    const double cse12 = 3.7*cse5;
    const double cse13 = 3.7*cse6;
    const double cse14 = -v_rd_link3_y;
    const double cse15 = cse7*q_A_link3_31;
    const double cse16 = cse9*q_A_link3_33;
    const double cse17 = -v_rd_link3_z;
    const double cse18 = 6.1*v_w_link2_z;
    const double cse19 = cse18*q_A_link2_11;
    const double cse20 = 6.1*v_w_link2_x;
    const double cse21 = cse20*q_A_link2_13;
    const double cse22 = cse18*q_A_link2_21;
    const double cse23 = cse20*q_A_link2_23;
    const double cse24 = cse18*q_A_link2_31;
    const double cse25 = cse20*q_A_link2_33;
    const double cse26 = 2*v_w_rotor_z;
    const double cse27 = 2*v_w_rotor_y;
    const double cse28 = -0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33;
    const double cse29 = -0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23;
    const double cse30 = -0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13;
    const double cse31 = 0.6617538733301699*q_A_link2_33;
    const double cse32 = 0.6617538733301699*q_A_link2_23;
    const double cse33 = 0.6617538733301699*q_A_link2_13;
    const double cse34 = 0.7497211555855399*q_A_link2_33;
    const double cse35 = 0.7497211555855399*q_A_link2_23;
    const double cse36 = 0.7497211555855399*q_A_link2_13;
    const double cse37 = 3.141592653589793*t;
    const double cse38 = sin(cse37);
    const double cse39 = cse38*q_A_rotor_21;
    const double cse40 = cos(cse37);
    const double cse41 = cse40*q_A_rotor_31;
    const double cse42 = cse39 - cse41 + 1;
    const double cse43 = 2/cse42;
    const double cse44 = cse38*q_A_rotor_31;
    const double cse45 = cse40*q_A_rotor_21;
    const double cse46 = 2*(cse44 + cse45)/(cse42*cse42);
    const double cse47 = cse38*cse43 + cse40*cse46;
    const double cse48 = -cse38*cse46 + cse40*cse43;

    out[0] = cse0 - cse1;  /* [0, 0] */
    out[1] = -q_A_rotor_11*v_w_rotor_z + q_A_rotor_13*v_w_rotor_x;  /* [1, 0] */
    out[2] = cse2;  /* [2, 0] */
    out[3] = cse3;  /* [3, 0] */
    out[4] = cse4;  /* [4, 0] */
    out[5] = q_A_link3_21*v_w_link3_y - q_A_link3_22*v_w_link3_x;  /* [5, 0] */
    out[6] = -cse5 + cse6;  /* [6, 0] */
    out[7] = -cse10 + cse11 + cse8;  /* [7, 0] */
    out[8] = cse12 - cse13 + cse14;  /* [8, 0] */
    out[9] = cse15 - cse16 + cse17;  /* [9, 0] */
    out[10] = cse10 + cse11 + cse19 - cse21 - cse8 + v_rd_link2_x;  /* [10, 0] */
    out[11] = -cse12 + cse13 + cse14 + cse22 - cse23 + v_rd_link2_y;  /* [11, 0] */
    out[12] = -cse15 + cse16 + cse17 + cse24 - cse25 + v_rd_link2_z;  /* [12, 0] */
    out[13] = 2*cse0 - 2*cse1 - cse19 + cse2 + cse21 + v_rd_link2_x;  /* [13, 0] */
    out[14] = -cse22 + cse23 + cse26*q_A_rotor_22 - cse27*q_A_rotor_23 + cse3 + v_rd_link2_y;  /* [14, 0] */
    out[15] = -cse24 + cse25 + cse26*q_A_rotor_32 - cse27*q_A_rotor_33 + cse4 + v_rd_link2_z;  /* [15, 0] */
    out[16] = v_w_link2_x*(-cse28*q_A_link2_32 - cse29*q_A_link2_22 - cse30*q_A_link2_12) + v_w_link2_y*(cse28*q_A_link2_31 + cse29*q_A_link2_21 + cse30*q_A_link2_11) + v_w_rotor_x*(-cse31*q_A_rotor_33 - cse32*q_A_rotor_23 - cse33*q_A_rotor_13 - cse34*q_A_rotor_32 - cse35*q_A_rotor_22 - cse36*q_A_rotor_12) + v_w_rotor_y*(cse34*q_A_rotor_31 + cse35*q_A_rotor_21 + cse36*q_A_rotor_11) + v_w_rotor_z*(cse31*q_A_rotor_31 + cse32*q_A_rotor_21 + cse33*q_A_rotor_11);  /* [16, 0] */
    out[17] = cse43*(-3.141592653589793*cse39 + 3.141592653589793*cse41) - cse46*(3.141592653589793*cse44 + 3.141592653589793*cse45) + v_w_rotor_y*(-cse47*q_A_rotor_33 - cse48*q_A_rotor_23) + v_w_rotor_z*(cse47*q_A_rotor_32 + cse48*q_A_rotor_22);  /* [17, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_rA_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_velocity_residual(q + (size_t)k * 36, v + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 15 nonzero.
 * 389 operations after common subexpression elimination.
 */
void mg_four_link_rA_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];
    (void)p;
    const double cse0 = q_A_rotor_11*v_w_rotor_y;
    const double cse1 = cse0 - q_A_rotor_12*v_w_rotor_x;
    const double cse2 = cse1*v_w_rotor_y;
    const double cse3 = q_A_rotor_11*v_w_rotor_z;
    const double cse4 = -cse3 + q_A_rotor_13*v_w_rotor_x;
    const double cse5 = cse4*v_w_rotor_z;
    const double cse6 = q_A_rotor_12*v_w_rotor_z - q_A_rotor_13*v_w_rotor_y;
    const double cse7 = q_A_link3_22*v_w_link3_z - q_A_link3_23*v_w_link3_y;
    const double cse8 = v_w_link3_x*(q_A_link3_21*v_w_link3_y - q_A_link3_22*v_w_link3_x);
    const double cse9 = cse7*v_w_link3_z;
    const double cse10 = 3.7*v_w_link3_x;
    const double cse11 = cse10*(q_A_link3_11*v_w_link3_y - q_A_link3_12*v_w_link3_x);
    const double cse12 = 3.7*v_w_link3_z;
    const double cse13 = cse12*(q_A_link3_12*v_w_link3_z - q_A_link3_13*v_w_link3_y);
    const double cse14 = 3.7*cse8;
    const double cse15 = 3.7*cse9;
    const double cse16 = cse10*(q_A_link3_31*v_w_link3_y - q_A_link3_32*v_w_link3_x);
    const double cse17 = cse12*(q_A_link3_32*v_w_link3_z - q_A_link3_33*v_w_link3_y);
    const double cse18 = q_A_link2_12*v_w_link2_x;
    const double cse19 = q_A_link2_11*v_w_link2_y;
    const double cse20 = -cse18 + cse19;
    const double cse21 = 6.1*v_w_link2_x;
    const double cse22 = cse20*cse21;
    const double cse23 = q_A_link2_12*v_w_link2_z - q_A_link2_13*v_w_link2_y;
    const double cse24 = 6.1*v_w_link2_z;
    const double cse25 = cse23*cse24;
    const double cse26 = q_A_link2_22*v_w_link2_x;
    const double cse27 = q_A_link2_21*v_w_link2_y;
    const double cse28 = -cse26 + cse27;
    const double cse29 = cse21*cse28;
    const double cse30 = q_A_link2_22*v_w_link2_z - q_A_link2_23*v_w_link2_y;
    const double cse31 = cse24*cse30;
    const double cse32 = q_A_link2_32*v_w_link2_x;
    const double cse33 = q_A_link2_31*v_w_link2_y;
    const double cse34 = -cse32 + cse33;
    const double cse35 = cse21*cse34;
    const double cse36 = q_A_link2_32*v_w_link2_z - q_A_link2_33*v_w_link2_y;
    const double cse37 = cse24*cse36;
    const double cse38 = q_A_rotor_21*v_w_rotor_y;
    const double cse39 = cse38 - q_A_rotor_22*v_w_rotor_x;
    const double cse40 = cse39*v_w_rotor_y;
    const double cse41 = q_A_rotor_21*v_w_rotor_z;
    const double cse42 = -cse41 + q_A_rotor_23*v_w_rotor_x;
    const double cse43 = cse42*v_w_rotor_z;
    const double cse44 = q_A_rotor_31*v_w_rotor_y;
    const double cse45 = cse44 - q_A_rotor_32*v_w_rotor_x;
    const double cse46 = cse45*v_w_rotor_y;
    const double cse47 = q_A_rotor_31*v_w_rotor_z;
    const double cse48 = -cse47 + q_A_rotor_33*v_w_rotor_x;
    const double cse49 = cse48*v_w_rotor_z;
    const double cse50 = 0.7497211555855399*q_A_rotor_33;
    const double cse51 = 0.6617538733301699*q_A_rotor_32;
    const double cse52 = 0.7497211555855399*q_A_rotor_23;
    const double cse53 = 0.6617538733301699*q_A_rotor_22;
    const double cse54 = 0.7497211555855399*v_w_rotor_y;
    const double cse55 = 0.6617538733301699*q_A_link2_13;
    const double cse56 = 0.7497211555855399*v_w_rotor_x;
    const double cse57 = 0.7497211555855399*q_A_rotor_13;
    const double cse58 = 0.6617538733301699*q_A_rotor_12;
    const double cse59 = q_A_rotor_22*v_w_rotor_z - q_A_rotor_23*v_w_rotor_y;
    const double cse60 = 0.6617538733301699*v_w_rotor_z;
    const double cse61 = 0.6617538733301699*v_w_rotor_x;
    const double cse62 = q_A_rotor_32*v_w_rotor_z - q_A_rotor_33*v_w_rotor_y;
    const double cse63 = 3.141592653589793*t;
    const double cse64 = cos(cse63);
    const double cse65 = sin(cse63);
    const double cse66 = cse65*q_A_rotor_31;
    const double cse67 = cse64*q_A_rotor_21;
    const double cse68 = cse66 + cse67;
    const double cse69 = cse65*q_A_rotor_21;
    const double cse70 = cse64*q_A_rotor_31;
    const double cse71 = cse69 - cse70 + 1;
    const double cse72 = (1.0/(cse71*cse71));
    const double cse73 = 2*cse72;
    const double cse74 = cse68*cse73;
    const double cse75 = cse64*cse74;
    const double cse76 = 2/cse71;
    const double cse77 = cse65*cse76;
    const double cse78 = cse65*cse74;
    const double cse79 = cse64*cse76;
    const double cse80 = 4*cse72;
    const double cse81 = cse64*cse65;
    const double cse82 = cse80*cse81;
    const double cse83 = (cse65*cse65);
    const double cse84 = 4*cse68/(cse71*cse71*cse71);
    const double cse85 = -cse82 + cse83*cse84;
    const double cse86 = (cse64*cse64);
    const double cse87 = -cse73*cse83 + cse73*cse86 - cse81*cse84;
    const double cse88 = 3.141592653589793*cse66 + 3.141592653589793*cse67;
    const double cse89 = cse73*cse88;
    const double cse90 = -3.141592653589793*cse69 + 3.141592653589793*cse70;
    const double cse91 = cse73*cse90;
    const double cse92 = cse84*cse88;
    const double cse93 = -cse64*cse89 - cse65*cse91 + cse65*cse92 - 3.141592653589793*cse75 - 3.141592653589793*cse77;
    const double cse94 = (3.141592653589793*3.141592653589793);
    const double cse95 = cse64*cse91 - cse64*cse92 - cse65*cse89 - 3.141592653589793*cse78 + 3.141592653589793*cse79;
    const double cse96 = cse82 + cse84*cse86;

    memset(out, 0, sizeof(double) * 18);
    out[0] = cse2 - cse5;  /* [0, 0] */
    out[1] = -cse1*v_w_rotor_x + cse6*v_w_rotor_z;  /* [1, 0] */
    out[5] = -cse7*v_w_link3_y + v_w_link3_x*(-q_A_link3_21*v_w_link3_z + q_A_link3_23*v_w_link3_x);  /* [5, 0] */
    out[6] = -cse8 + cse9;  /* [6, 0] */
    out[7] = cse11 - cse13;  /* [7, 0] */
    out[8] = cse14 - cse15;  /* [8, 0] */
    out[9] = cse16 - cse17;  /* [9, 0] */
    out[10] = -cse11 + cse13 + cse22 - cse25;  /* [10, 0] */
    out[11] = -cse14 + cse15 + cse29 - cse31;  /* [11, 0] */
    out[12] = -cse16 + cse17 + cse35 - cse37;  /* [12, 0] */
    out[13] = 2*cse2 - cse22 + cse25 - 2*cse5;  /* [13, 0] */
    out[14] = -cse29 + cse31 + 2*cse40 - 2*cse43;  /* [14, 0] */
    out[15] = -cse35 + cse37 + 2*cse46 - 2*cse49;  /* [15, 0] */
    out[16] = -cse1*(-0.7497211555855399*cse18 + 0.7497211555855399*cse19 - cse55*v_w_rotor_x) - cse20*(0.7497211555855399*cse0 + 0.6617538733301699*cse3 + v_w_rotor_x*(-0.7497211555855399*q_A_rotor_12 - 0.6617538733301699*q_A_rotor_13)) - cse23*v_w_link2_y*(cse57 - cse58) - cse28*(0.7497211555855399*cse38 + 0.6617538733301699*cse41 + v_w_rotor_x*(-0.7497211555855399*q_A_rotor_22 - 0.6617538733301699*q_A_rotor_23)) - cse30*v_w_link2_y*(cse52 - cse53) - cse34*(0.7497211555855399*cse44 + 0.6617538733301699*cse47 + v_w_rotor_x*(-0.7497211555855399*q_A_rotor_32 - 0.6617538733301699*q_A_rotor_33)) - cse36*v_w_link2_y*(cse50 - cse51) - cse39*(-0.7497211555855399*cse26 + 0.7497211555855399*cse27 - cse61*q_A_link2_23) - cse4*(0.6617538733301699*cse18 - 0.6617538733301699*cse19 - cse56*q_A_link2_13) - cse42*(0.6617538733301699*cse26 - 0.6617538733301699*cse27 - cse56*q_A_link2_23) - cse45*(-0.7497211555855399*cse32 + 0.7497211555855399*cse33 - cse61*q_A_link2_33) - cse48*(0.6617538733301699*cse32 - 0.6617538733301699*cse33 - cse56*q_A_link2_33) - cse59*(cse54*q_A_link2_23 + cse60*q_A_link2_23) - cse6*(cse54*q_A_link2_13 + cse55*v_w_rotor_z) - cse62*(cse54*q_A_link2_33 + cse60*q_A_link2_33) - v_w_link2_x*(-cse50 + cse51)*(-q_A_link2_31*v_w_link2_z + q_A_link2_33*v_w_link2_x) - v_w_link2_x*(-cse52 + cse53)*(-q_A_link2_21*v_w_link2_z + q_A_link2_23*v_w_link2_x) - v_w_link2_x*(-cse57 + cse58)*(-q_A_link2_11*v_w_link2_z + q_A_link2_13*v_w_link2_x);  /* [16, 0] */
    out[17] = -cse40*(cse78 - cse79) - cse43*(-cse78 + cse79) - cse46*(-cse75 - cse77) - cse49*(cse75 + cse77) - cse59*(cse93 + v_w_rotor_y*(-cse85*q_A_rotor_23 - cse87*q_A_rotor_33) + v_w_rotor_z*(cse85*q_A_rotor_22 + cse87*q_A_rotor_32)) - cse62*(cse95 + v_w_rotor_y*(-cse87*q_A_rotor_23 - cse96*q_A_rotor_33) + v_w_rotor_z*(cse87*q_A_rotor_22 + cse96*q_A_rotor_32)) + cse74*(-cse69*cse94 + cse70*cse94) - cse76*(-cse66*cse94 - cse67*cse94) + cse80*cse88*cse90 - cse84*(cse88*cse88) - v_w_rotor_y*(-cse93*q_A_rotor_23 - cse95*q_A_rotor_33) - v_w_rotor_z*(cse93*q_A_rotor_22 + cse95*q_A_rotor_32);  /* [17, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 36); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 15 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rA_M(const double *q, const double *p, double *out)
{
    (void)q;
    (void)p;

    memset(out, 0, sizeof(double) * 324);
    out[0] = 2.0;  /* [0, 0] */
    out[19] = 2.0;  /* [1, 1] */
    out[38] = 2.0;  /* [2, 2] */
    out[57] = 4.0;  /* [3, 3] */
    out[76] = 2.0;  /* [4, 4] */
    out[114] = 1.0;  /* [6, 6] */
    out[133] = 1.0;  /* [7, 7] */
    out[152] = 1.0;  /* [8, 8] */
    out[171] = 12.4;  /* [9, 9] */
    out[190] = 0.01;  /* [10, 10] */
    out[228] = 1.0;  /* [12, 12] */
    out[247] = 1.0;  /* [13, 13] */
    out[266] = 1.0;  /* [14, 14] */
    out[285] = 4.54;  /* [15, 15] */
    out[304] = 0.01;  /* [16, 16] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_four_link_rA_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_M(q + (size_t)k * 36, p, out + (size_t)k * 324);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 12 nonzero.
 * 20 operations after common subexpression elimination.
 */
void mg_four_link_rA_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];
    (void)t;
    (void)p;
    const double cse0 = 2.0*v_w_rotor_y;

    memset(out, 0, sizeof(double) * 18);
    out[2] = -19.62;  /* [2, 0] */
    out[3] = cse0*v_w_rotor_z;  /* [3, 0] */
    out[4] = -4.0*v_w_rotor_x*v_w_rotor_z;  /* [4, 0] */
    out[5] = cse0*v_w_rotor_x;  /* [5, 0] */
    out[8] = -9.81;  /* [8, 0] */
    out[9] = 0.01*v_w_link2_y*v_w_link2_z;  /* [9, 0] */
    out[10] = -12.4*v_w_link2_x*v_w_link2_z;  /* [10, 0] */
    out[11] = 12.39*v_w_link2_x*v_w_link2_y;  /* [11, 0] */
    out[14] = -9.81;  /* [14, 0] */
    out[15] = 0.01*v_w_link3_y*v_w_link3_z;  /* [15, 0] */
    out[16] = -4.54*v_w_link3_x*v_w_link3_z;  /* [16, 0] */
    out[17] = 4.53*v_w_link3_x*v_w_link3_y;  /* [17, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_rA_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_Q(q + (size_t)k * 36, v + (size_t)k * 18, t[k], p, out + (size_t)k * 18);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rA_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 324);
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 18 nonzero.
 * 23 operations after common subexpression elimination.
 */
void mg_four_link_rA_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];
    (void)t;
    (void)p;
    const double cse0 = 2.0*v_w_rotor_y;

    memset(out, 0, sizeof(double) * 324);
    out[58] = 2.0*v_w_rotor_z;  /* [3, 4] */
    out[59] = cse0;  /* [3, 5] */
    out[75] = -4.0*v_w_rotor_z;  /* [4, 3] */
    out[77] = -4.0*v_w_rotor_x;  /* [4, 5] */
    out[93] = cse0;  /* [5, 3] */
    out[94] = 2.0*v_w_rotor_x;  /* [5, 4] */
    out[172] = 0.01*v_w_link2_z;  /* [9, 10] */
    out[173] = 0.01*v_w_link2_y;  /* [9, 11] */
    out[189] = -12.4*v_w_link2_z;  /* [10, 9] */
    out[191] = -12.4*v_w_link2_x;  /* [10, 11] */
    out[207] = 12.39*v_w_link2_y;  /* [11, 9] */
    out[208] = 12.39*v_w_link2_x;  /* [11, 10] */
    out[286] = 0.01*v_w_link3_z;  /* [15, 16] */
    out[287] = 0.01*v_w_link3_y;  /* [15, 17] */
    out[303] = -4.54*v_w_link3_z;  /* [16, 15] */
    out[305] = -4.54*v_w_link3_x;  /* [16, 17] */
    out[321] = 4.53*v_w_link3_y;  /* [17, 15] */
    out[322] = 4.53*v_w_link3_x;  /* [17, 16] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 36); a (accelerations (time derivative of v), 18); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rA_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    (void)q;
    (void)a;
    (void)p;

    memset(out, 0, sizeof(double) * 324);
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 36); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 35 nonzero.
 * 343 operations after common subexpression elimination.
 */
void mg_four_link_rA_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
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
    const double cse0 = 0.6617538733301699*q_A_rotor_32;
    const double cse1 = lam_16*q_A_link2_33;
    const double cse2 = 0.7497211555855399*q_A_rotor_33;
    const double cse3 = 0.6617538733301699*q_A_rotor_22;
    const double cse4 = lam_16*q_A_link2_23;
    const double cse5 = 0.7497211555855399*q_A_rotor_23;
    const double cse6 = lam_16*q_A_link2_13;
    const double cse7 = 0.6617538733301699*cse6;
    const double cse8 = -cse7 + lam_1;
    const double cse9 = 0.7497211555855399*q_A_rotor_13;
    const double cse10 = -cse6*cse9;
    const double cse11 = 0.6617538733301699*cse1;
    const double cse12 = 0.6617538733301699*cse4;
    const double cse13 = 0.7497211555855399*cse1;
    const double cse14 = 0.7497211555855399*cse4;
    const double cse15 = 0.7497211555855399*q_A_rotor_11;
    const double cse16 = 0.6617538733301699*q_A_rotor_33;
    const double cse17 = 0.7497211555855399*q_A_rotor_32;
    const double cse18 = lam_16*(-cse16 - cse17);
    const double cse19 = 0.6617538733301699*q_A_rotor_23;
    const double cse20 = 0.7497211555855399*q_A_rotor_22;
    const double cse21 = lam_16*(-cse19 - cse20);
    const double cse22 = 0.6617538733301699*q_A_rotor_13;
    const double cse23 = 0.7497211555855399*q_A_rotor_12;
    const double cse24 = -cse22 - cse23;
    const double cse25 = lam_16*q_A_link2_12;
    const double cse26 = lam_16*q_A_link2_11;
    const double cse27 = 2*lam_15;
    const double cse28 = 3.141592653589793*t;
    const double cse29 = cos(cse28);
    const double cse30 = sin(cse28);
    const double cse31 = cse29*q_A_rotor_21 + cse30*q_A_rotor_31;
    const double cse32 = -cse29*q_A_rotor_31 + cse30*q_A_rotor_21 + 1;
    const double cse33 = (1.0/(cse32*cse32));
    const double cse34 = 2*cse33;
    const double cse35 = cse31*cse34;
    const double cse36 = cse29*cse35;
    const double cse37 = 2/cse32;
    const double cse38 = cse30*cse37;
    const double cse39 = -cse27 + lam_17*(-cse36 - cse38);
    const double cse40 = 2*lam_14;
    const double cse41 = cse30*cse35;
    const double cse42 = cse29*cse37;
    const double cse43 = -cse40 + lam_17*(cse41 - cse42);
    const double cse44 = 2*lam_13;
    const double cse45 = -cse44 - lam_0;
    const double cse46 = (cse29*cse29);
    const double cse47 = (cse30*cse30);
    const double cse48 = 4*cse29*cse30;
    const double cse49 = cse31/(cse32*cse32*cse32);
    const double cse50 = cse34*cse46 - cse34*cse47 - cse48*cse49;
    const double cse51 = cse33*cse48;
    const double cse52 = 4*cse49;
    const double cse53 = cse46*cse52 + cse51;
    const double cse54 = cse13 + lam_17*(-cse50*q_A_rotor_23 - cse53*q_A_rotor_33);
    const double cse55 = cse47*cse52 - cse51;
    const double cse56 = cse14 + lam_17*(-cse50*q_A_rotor_33 - cse55*q_A_rotor_23);
    const double cse57 = lam_16*q_A_link2_32;
    const double cse58 = 0.7497211555855399*q_A_rotor_31;
    const double cse59 = lam_16*q_A_link2_22;
    const double cse60 = 0.7497211555855399*q_A_rotor_21;
    const double cse61 = -cse15*cse25 - cse57*cse58 - cse59*cse60;
    const double cse62 = lam_16*q_A_link2_31;
    const double cse63 = lam_16*q_A_link2_21;
    const double cse64 = cse15*cse26 + cse58*cse62 + cse60*cse63;
    const double cse65 = cse27 + lam_17*(cse36 + cse38);
    const double cse66 = cse40 + lam_17*(-cse41 + cse42);
    const double cse67 = cse44 + lam_0;
    const double cse68 = cse11 + lam_17*(cse50*q_A_rotor_22 + cse53*q_A_rotor_32);
    const double cse69 = cse12 + lam_17*(cse50*q_A_rotor_32 + cse55*q_A_rotor_22);
    const double cse70 = cse7 - lam_1;
    const double cse71 = 0.6617538733301699*q_A_rotor_31;
    const double cse72 = 0.6617538733301699*q_A_rotor_21;
    const double cse73 = 0.6617538733301699*q_A_rotor_11;
    const double cse74 = -cse25*cse73 - cse57*cse71 - cse59*cse72;
    const double cse75 = cse26*cse73 + cse62*cse71 + cse63*cse72;
    const double cse76 = 6.1*lam_11;
    const double cse77 = 6.1*lam_14;
    const double cse78 = -cse76 + cse77;
    const double cse79 = 6.1*lam_12;
    const double cse80 = 6.1*lam_15;
    const double cse81 = -cse79 + cse80;
    const double cse82 = cse0 - cse2;
    const double cse83 = cse3 - cse5;
    const double cse84 = 6.1*lam_10;
    const double cse85 = 6.1*lam_13;
    const double cse86 = -cse84 + cse85;
    const double cse87 = 0.6617538733301699*q_A_rotor_12;
    const double cse88 = lam_16*(cse87 - cse9);
    const double cse89 = -cse0 + cse2;
    const double cse90 = -cse3 + cse5;
    const double cse91 = -cse87 + cse9;
    const double cse92 = cse79 - cse80;
    const double cse93 = cse76 - cse77;
    const double cse94 = cse84 - cse85;
    const double cse95 = 3.7*lam_8;
    const double cse96 = 3.7*lam_11;
    const double cse97 = -cse95 + cse96 + lam_6;
    const double cse98 = 3.7*lam_9;
    const double cse99 = 3.7*lam_12;
    const double cse100 = -cse98 + cse99;
    const double cse101 = -lam_5*q_A_link3_23;
    const double cse102 = 3.7*lam_7;
    const double cse103 = 3.7*lam_10;
    const double cse104 = -cse102 + cse103;
    const double cse105 = cse98 - cse99;
    const double cse106 = cse95 - cse96 - lam_6;
    const double cse107 = cse102 - cse103;

    memset(out, 0, sizeof(double) * 324);
    out[57] = cse0*cse1 - cse1*cse2 + cse10 + cse3*cse4 - cse4*cse5 - cse8*q_A_rotor_12;  /* [3, 3] */
    out[58] = -cse11*q_A_rotor_31 - cse12*q_A_rotor_21 + cse8*q_A_rotor_11;  /* [3, 4] */
    out[59] = cse13*q_A_rotor_31 + cse14*q_A_rotor_21 + cse15*cse6;  /* [3, 5] */
    out[63] = -cse18*q_A_link2_32 - cse21*q_A_link2_22 - cse24*cse25;  /* [3, 9] */
    out[64] = cse18*q_A_link2_31 + cse21*q_A_link2_21 + cse24*cse26;  /* [3, 10] */
    out[75] = -cse39*q_A_rotor_32 - cse43*q_A_rotor_22 - cse45*q_A_rotor_12;  /* [4, 3] */
    out[76] = cse10 + cse39*q_A_rotor_31 + cse43*q_A_rotor_21 + cse45*q_A_rotor_11 - cse54*q_A_rotor_33 - cse56*q_A_rotor_23;  /* [4, 4] */
    out[77] = cse23*cse6 + cse54*q_A_rotor_32 + cse56*q_A_rotor_22;  /* [4, 5] */
    out[81] = cse61;  /* [4, 9] */
    out[82] = cse64;  /* [4, 10] */
    out[93] = cse65*q_A_rotor_33 + cse66*q_A_rotor_23 + cse67*q_A_rotor_13;  /* [5, 3] */
    out[94] = -cse68*q_A_rotor_33 - cse69*q_A_rotor_23 - cse70*q_A_rotor_13;  /* [5, 4] */
    out[95] = -cse65*q_A_rotor_31 - cse66*q_A_rotor_21 - cse67*q_A_rotor_11 + cse68*q_A_rotor_32 + cse69*q_A_rotor_22 + cse70*q_A_rotor_12;  /* [5, 5] */
    out[99] = cse74;  /* [5, 9] */
    out[100] = cse75;  /* [5, 10] */
    out[165] = cse16*cse57 + cse17*cse57 + cse19*cse59 + cse20*cse59 + cse22*cse25 + cse23*cse25;  /* [9, 3] */
    out[166] = cse61;  /* [9, 4] */
    out[167] = cse74;  /* [9, 5] */
    out[171] = cse1*cse82 + cse4*cse83 - cse78*q_A_link2_22 - cse81*q_A_link2_32 - cse86*q_A_link2_12 + cse88*q_A_link2_13;  /* [9, 9] */
    out[172] = cse78*q_A_link2_21 + cse81*q_A_link2_31 + cse86*q_A_link2_11;  /* [9, 10] */
    out[173] = -cse62*cse82 - cse63*cse83 - cse88*q_A_link2_11;  /* [9, 11] */
    out[183] = -cse16*cse62 - cse17*cse62 - cse19*cse63 - cse20*cse63 - cse22*cse26 - cse23*cse26;  /* [10, 3] */
    out[184] = cse64;  /* [10, 4] */
    out[185] = cse75;  /* [10, 5] */
    out[190] = -cse1*cse89 - cse4*cse90 - cse6*cse91;  /* [10, 10] */
    out[191] = cse25*cse91 + cse57*cse89 + cse59*cse90;  /* [10, 11] */
    out[208] = -cse92*q_A_link2_33 - cse93*q_A_link2_23 - cse94*q_A_link2_13;  /* [11, 10] */
    out[209] = cse92*q_A_link2_32 + cse93*q_A_link2_22 + cse94*q_A_link2_12;  /* [11, 11] */
    out[285] = -cse100*q_A_link3_32 + cse101 - cse104*q_A_link3_12 - cse97*q_A_link3_22;  /* [15, 15] */
    out[286] = cse100*q_A_link3_31 + cse104*q_A_link3_11 + cse97*q_A_link3_21;  /* [15, 16] */
    out[287] = lam_5*q_A_link3_21;  /* [15, 17] */
    out[304] = cse101;  /* [16, 16] */
    out[305] = lam_5*q_A_link3_22;  /* [16, 17] */
    out[322] = -cse105*q_A_link3_33 - cse106*q_A_link3_23 - cse107*q_A_link3_13;  /* [17, 16] */
    out[323] = cse105*q_A_link3_32 + cse106*q_A_link3_22 + cse107*q_A_link3_12;  /* [17, 17] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 1 row-major, 36 nonzero.
 * 303 operations after common subexpression elimination.
 */
void mg_four_link_rA_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_r_link2_x = q[12];
    const double q_r_link2_y = q[13];
    const double q_r_link2_z = q[14];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_r_link3_x = q[24];
    const double q_r_link3_y = q[25];
    const double q_r_link3_z = q[26];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];
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
    const double a_12 = a[12];
    const double a_13 = a[13];
    const double a_14 = a[14];
    const double a_15 = a[15];
    const double a_16 = a[16];
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
    const double cse0 = 2.0*v_w_rotor_y;
    const double cse1 = 0.7497211555855399*q_A_link2_33;
    const double cse2 = 0.6617538733301699*q_A_link2_33;
    const double cse3 = 0.7497211555855399*q_A_link2_23;
    const double cse4 = 0.6617538733301699*q_A_link2_23;
    const double cse5 = 0.7497211555855399*q_A_link2_13;
    const double cse6 = 0.6617538733301699*q_A_link2_13;
    const double cse7 = 3.141592653589793*t;
    const double cse8 = cos(cse7);
    const double cse9 = sin(cse7);
    const double cse10 = cse8*q_A_rotor_21 + cse9*q_A_rotor_31;
    const double cse11 = -cse8*q_A_rotor_31 + cse9*q_A_rotor_21 + 1;
    const double cse12 = 2*cse10/(cse11*cse11);
    const double cse13 = 2/cse11;
    const double cse14 = cse12*cse8 + cse13*cse9;
    const double cse15 = -cse12*cse9 + cse13*cse8;
    const double cse16 = 2*lam_15;
    const double cse17 = 2*lam_14;
    const double cse18 = 2*lam_13;
    const double cse19 = -0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33;
    const double cse20 = -0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23;
    const double cse21 = -0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13;
    const double cse22 = 6.1*lam_15;
    const double cse23 = 6.1*lam_14;
    const double cse24 = 6.1*lam_13;
    const double cse25 = 6.1*lam_12;
    const double cse26 = 6.1*lam_11;
    const double cse27 = 6.1*lam_10;
    const double cse28 = 3.7*lam_12;
    const double cse29 = 3.7*lam_11;
    const double cse30 = 3.7*lam_10;
    const double cse31 = 3.7*lam_9;
    const double cse32 = 3.7*lam_7;
    const double cse33 = 3.7*lam_8;
    const double cse34 = (1.0/(h*h));
    const double cse35 = 3.7*q_A_link3_12;
    const double cse36 = -q_r_link3_x;
    const double cse37 = 3.7*q_A_link3_22;
    const double cse38 = -q_r_link3_y;
    const double cse39 = 3.7*q_A_link3_32;
    const double cse40 = -q_r_link3_z;
    const double cse41 = 6.1*q_A_link2_12;
    const double cse42 = 6.1*q_A_link2_22;
    const double cse43 = 6.1*q_A_link2_32;

    out[0] = 2.0*a_0 - lam_13 - lam_2;  /* [0, 0] */
    out[1] = 2.0*a_1 - lam_14 - lam_3;  /* [1, 0] */
    out[2] = 2.0*a_2 - lam_15 - lam_4 + 19.62;  /* [2, 0] */
    out[3] = 4.0*a_3 - cse0*v_w_rotor_z + lam_1*q_A_rotor_13 + lam_16*(-cse1*q_A_rotor_32 - cse2*q_A_rotor_33 - cse3*q_A_rotor_22 - cse4*q_A_rotor_23 - cse5*q_A_rotor_12 - cse6*q_A_rotor_13);  /* [3, 0] */
    out[4] = 2.0*a_4 - cse16*q_A_rotor_33 - cse17*q_A_rotor_23 - cse18*q_A_rotor_13 - lam_0*q_A_rotor_13 + lam_16*(cse1*q_A_rotor_31 + cse3*q_A_rotor_21 + cse5*q_A_rotor_11) + lam_17*(-cse14*q_A_rotor_33 - cse15*q_A_rotor_23) + 4.0*v_w_rotor_x*v_w_rotor_z;  /* [4, 0] */
    out[5] = -cse0*v_w_rotor_x + cse16*q_A_rotor_32 + cse17*q_A_rotor_22 + cse18*q_A_rotor_12 + lam_0*q_A_rotor_12 - lam_1*q_A_rotor_11 + lam_16*(cse2*q_A_rotor_31 + cse4*q_A_rotor_21 + cse6*q_A_rotor_11) + lam_17*(cse14*q_A_rotor_32 + cse15*q_A_rotor_22);  /* [5, 0] */
    out[6] = 1.0*a_6 + lam_10 + lam_13;  /* [6, 0] */
    out[7] = 1.0*a_7 + lam_11 + lam_14;  /* [7, 0] */
    out[8] = 1.0*a_8 + lam_12 + lam_15 + 9.81;  /* [8, 0] */
    out[9] = 12.4*a_9 + cse22*q_A_link2_33 + cse23*q_A_link2_23 + cse24*q_A_link2_13 - cse25*q_A_link2_33 - cse26*q_A_link2_23 - cse27*q_A_link2_13 + lam_16*(-cse19*q_A_link2_32 - cse20*q_A_link2_22 - cse21*q_A_link2_12) - 0.01*v_w_link2_y*v_w_link2_z;  /* [9, 0] */
    out[10] = 0.01*a_10 + lam_16*(cse19*q_A_link2_31 + cse20*q_A_link2_21 + cse21*q_A_link2_11) + 12.4*v_w_link2_x*v_w_link2_z;  /* [10, 0] */
    out[11] = -cse22*q_A_link2_31 - cse23*q_A_link2_21 - cse24*q_A_link2_11 + cse25*q_A_link2_31 + cse26*q_A_link2_21 + cse27*q_A_link2_11 - 12.39*v_w_link2_x*v_w_link2_y;  /* [11, 0] */
    out[12] = 1.0*a_12 - lam_10 - lam_7;  /* [12, 0] */
    out[13] = 1.0*a_13 - lam_11 - lam_8;  /* [13, 0] */
    out[14] = 1.0*a_14 - lam_12 - lam_9 + 9.81;  /* [14, 0] */
    out[15] = 4.54*a_15 + cse28*q_A_link3_33 + cse29*q_A_link3_23 + cse30*q_A_link3_13 - cse31*q_A_link3_33 - cse32*q_A_link3_13 - cse33*q_A_link3_23 - lam_5*q_A_link3_22 + lam_6*q_A_link3_23 - 0.01*v_w_link3_y*v_w_link3_z;  /* [15, 0] */
    out[16] = 0.01*a_16 + lam_5*q_A_link3_21 + 4.54*v_w_link3_x*v_w_link3_z;  /* [16, 0] */
    out[17] = -cse28*q_A_link3_31 - cse29*q_A_link3_21 - cse30*q_A_link3_11 + cse31*q_A_link3_31 + cse32*q_A_link3_11 + cse33*q_A_link3_21 - lam_6*q_A_link3_21 - 4.53*v_w_link3_x*v_w_link3_y;  /* [17, 0] */
    out[18] = cse34*q_A_rotor_11;  /* [18, 0] */
    out[19] = cse34*q_A_rotor_12;  /* [19, 0] */
    out[20] = -cse34*q_r_rotor_x;  /* [20, 0] */
    out[21] = -cse34*q_r_rotor_y;  /* [21, 0] */
    out[22] = -cse34*q_r_rotor_z;  /* [22, 0] */
    out[23] = cse34*q_A_link3_23;  /* [23, 0] */
    out[24] = cse34*q_A_link3_22;  /* [24, 0] */
    out[25] = cse34*(-cse35 + cse36 - 4);  /* [25, 0] */
    out[26] = cse34*(-cse37 + cse38 - 8.5);  /* [26, 0] */
    out[27] = cse34*(-cse39 + cse40);  /* [27, 0] */
    out[28] = cse34*(cse35 + cse36 - cse41 + q_r_link2_x);  /* [28, 0] */
    out[29] = cse34*(cse37 + cse38 - cse42 + q_r_link2_y);  /* [29, 0] */
    out[30] = cse34*(cse39 + cse40 - cse43 + q_r_link2_z);  /* [30, 0] */
    out[31] = cse34*(cse41 + 2*q_A_rotor_11 + q_r_link2_x - q_r_rotor_x);  /* [31, 0] */
    out[32] = cse34*(cse42 + 2*q_A_rotor_21 + q_r_link2_y - q_r_rotor_y);  /* [32, 0] */
    out[33] = cse34*(cse43 + 2*q_A_rotor_31 + q_r_link2_z - q_r_rotor_z);  /* [33, 0] */
    out[34] = cse34*(cse19*q_A_link2_33 + cse20*q_A_link2_23 + cse21*q_A_link2_13);  /* [34, 0] */
    out[35] = cse10*cse13*cse34;  /* [35, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 36 row-major, 198 nonzero.
 * 960 operations after common subexpression elimination.
 */
void mg_four_link_rA_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];
    (void)a;
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
    const double cse0 = (h*h);
    const double cse1 = (1.0/6.0)*cse0;
    const double cse2 = cse1*v_w_rotor_x;
    const double cse3 = cse2*v_w_rotor_z;
    const double cse4 = (1.0/2.0)*h;
    const double cse5 = cse4*v_w_rotor_y;
    const double cse6 = cse3 + cse5;
    const double cse7 = 0.7497211555855399*lam_16;
    const double cse8 = cse7*q_A_link2_33;
    const double cse9 = q_A_link2_23*q_A_rotor_21;
    const double cse10 = q_A_link2_13*q_A_rotor_11;
    const double cse11 = cse10*cse7 + cse7*cse9 + cse8*q_A_rotor_31;
    const double cse12 = cse2*v_w_rotor_y;
    const double cse13 = h*v_w_rotor_z;
    const double cse14 = (1.0/2.0)*cse13;
    const double cse15 = cse12 - cse14;
    const double cse16 = q_A_link2_33*q_A_rotor_31;
    const double cse17 = 0.6617538733301699*lam_16;
    const double cse18 = 0.6617538733301699*cse9;
    const double cse19 = cse17*q_A_link2_13;
    const double cse20 = -cse19 + lam_1;
    const double cse21 = -cse16*cse17 - cse18*lam_16 + cse20*q_A_rotor_11;
    const double cse22 = -cse1*(v_w_rotor_z*v_w_rotor_z);
    const double cse23 = -cse1*(v_w_rotor_y*v_w_rotor_y) + 1;
    const double cse24 = cse22 + cse23;
    const double cse25 = 0.6617538733301699*q_A_rotor_32;
    const double cse26 = lam_16*q_A_link2_33;
    const double cse27 = 0.7497211555855399*q_A_rotor_33;
    const double cse28 = 0.6617538733301699*q_A_rotor_22;
    const double cse29 = lam_16*q_A_link2_23;
    const double cse30 = 0.7497211555855399*q_A_rotor_23;
    const double cse31 = 0.7497211555855399*q_A_rotor_13;
    const double cse32 = lam_16*q_A_link2_13;
    const double cse33 = -cse31*cse32;
    const double cse34 = -cse20*q_A_rotor_12 + cse25*cse26 - cse26*cse27 + cse28*cse29 - cse29*cse30 + cse33;
    const double cse35 = cse1*v_w_rotor_y*v_w_rotor_z;
    const double cse36 = cse4*v_w_rotor_x;
    const double cse37 = cse35 - cse36;
    const double cse38 = -cse1*(v_w_rotor_x*v_w_rotor_x);
    const double cse39 = cse22 + cse38 + 1;
    const double cse40 = cse12 + cse14;
    const double cse41 = 2.0*h;
    const double cse42 = -cse41*v_w_rotor_y;
    const double cse43 = cse35 + cse36;
    const double cse44 = cse23 + cse38;
    const double cse45 = cse3 - cse5;
    const double cse46 = cse1*v_w_link2_x;
    const double cse47 = cse46*v_w_link2_y;
    const double cse48 = cse4*v_w_link2_z;
    const double cse49 = cse47 - cse48;
    const double cse50 = 0.6617538733301699*q_A_rotor_33;
    const double cse51 = 0.7497211555855399*q_A_rotor_32;
    const double cse52 = lam_16*(-cse50 - cse51);
    const double cse53 = 0.6617538733301699*q_A_rotor_23;
    const double cse54 = 0.7497211555855399*q_A_rotor_22;
    const double cse55 = lam_16*(-cse53 - cse54);
    const double cse56 = 0.6617538733301699*q_A_rotor_13;
    const double cse57 = 0.7497211555855399*q_A_rotor_12;
    const double cse58 = -cse56 - cse57;
    const double cse59 = lam_16*q_A_link2_11;
    const double cse60 = cse52*q_A_link2_31 + cse55*q_A_link2_21 + cse58*cse59;
    const double cse61 = -cse1*(v_w_link2_y*v_w_link2_y);
    const double cse62 = -cse1*(v_w_link2_z*v_w_link2_z) + 1;
    const double cse63 = cse61 + cse62;
    const double cse64 = lam_16*q_A_link2_12;
    const double cse65 = -cse52*q_A_link2_32 - cse55*q_A_link2_22 - cse58*cse64;
    const double cse66 = -cse1*(v_w_link2_x*v_w_link2_x);
    const double cse67 = cse62 + cse66;
    const double cse68 = cse47 + cse48;
    const double cse69 = cse1*v_w_link2_y*v_w_link2_z;
    const double cse70 = cse4*v_w_link2_x;
    const double cse71 = cse69 + cse70;
    const double cse72 = cse46*v_w_link2_z;
    const double cse73 = cse4*v_w_link2_y;
    const double cse74 = cse72 - cse73;
    const double cse75 = cse57*q_A_link2_13;
    const double cse76 = -cse50*q_A_link2_33 - cse51*q_A_link2_33 - cse53*q_A_link2_23 - cse54*q_A_link2_23 - cse56*q_A_link2_13 - cse75;
    const double cse77 = 4.0*h;
    const double cse78 = 3.141592653589793*t;
    const double cse79 = cos(cse78);
    const double cse80 = (cse79*cse79);
    const double cse81 = sin(cse78);
    const double cse82 = -cse79*q_A_rotor_31 + cse81*q_A_rotor_21 + 1;
    const double cse83 = (1.0/(cse82*cse82));
    const double cse84 = 2*cse83;
    const double cse85 = (cse81*cse81);
    const double cse86 = 4*cse79*cse81;
    const double cse87 = cse79*q_A_rotor_21 + cse81*q_A_rotor_31;
    const double cse88 = cse87/(cse82*cse82*cse82);
    const double cse89 = cse80*cse84 - cse84*cse85 - cse86*cse88;
    const double cse90 = cse83*cse86;
    const double cse91 = 4*cse88;
    const double cse92 = cse80*cse91 + cse90;
    const double cse93 = cse8 + lam_17*(-cse89*q_A_rotor_23 - cse92*q_A_rotor_33);
    const double cse94 = cse85*cse91 - cse90;
    const double cse95 = cse7*q_A_link2_23 + lam_17*(-cse89*q_A_rotor_33 - cse94*q_A_rotor_23);
    const double cse96 = cse75*lam_16 + cse93*q_A_rotor_32 + cse95*q_A_rotor_22;
    const double cse97 = 2*lam_15;
    const double cse98 = cse84*cse87;
    const double cse99 = cse79*cse98;
    const double cse100 = 2/cse82;
    const double cse101 = cse100*cse81;
    const double cse102 = -cse97 + lam_17*(-cse101 - cse99);
    const double cse103 = 2*lam_14;
    const double cse104 = cse81*cse98;
    const double cse105 = cse100*cse79;
    const double cse106 = -cse103 + lam_17*(cse104 - cse105);
    const double cse107 = 2*lam_13;
    const double cse108 = -cse107 - lam_0;
    const double cse109 = cse102*q_A_rotor_31 + cse106*q_A_rotor_21 + cse108*q_A_rotor_11 + cse33 - cse93*q_A_rotor_33 - cse95*q_A_rotor_23;
    const double cse110 = -cse102*q_A_rotor_32 - cse106*q_A_rotor_22 - cse108*q_A_rotor_12;
    const double cse111 = cse7*q_A_rotor_31;
    const double cse112 = cse7*q_A_rotor_21;
    const double cse113 = cse7*q_A_rotor_11;
    const double cse114 = cse111*q_A_link2_31 + cse112*q_A_link2_21 + cse113*q_A_link2_11;
    const double cse115 = -cse111*q_A_link2_32 - cse112*q_A_link2_22 - cse113*q_A_link2_12;
    const double cse116 = 2*q_A_rotor_23;
    const double cse117 = 2*q_A_rotor_33;
    const double cse118 = 0.7497211555855399*cse10 + 0.7497211555855399*cse16 + 0.7497211555855399*cse9;
    const double cse119 = cse101 + cse99;
    const double cse120 = -cse104 + cse105;
    const double cse121 = -cse119*q_A_rotor_33 - cse120*q_A_rotor_23;
    const double cse122 = cse17*q_A_link2_33 + lam_17*(cse89*q_A_rotor_22 + cse92*q_A_rotor_32);
    const double cse123 = cse119*lam_17 + cse97;
    const double cse124 = cse103 + cse120*lam_17;
    const double cse125 = cse17*q_A_link2_23 + lam_17*(cse89*q_A_rotor_32 + cse94*q_A_rotor_22);
    const double cse126 = cse107 + lam_0;
    const double cse127 = cse19 - lam_1;
    const double cse128 = cse122*q_A_rotor_32 - cse123*q_A_rotor_31 - cse124*q_A_rotor_21 + cse125*q_A_rotor_22 - cse126*q_A_rotor_11 + cse127*q_A_rotor_12;
    const double cse129 = -cse122*q_A_rotor_33 - cse125*q_A_rotor_23 - cse127*q_A_rotor_13;
    const double cse130 = cse123*q_A_rotor_33 + cse124*q_A_rotor_23 + cse126*q_A_rotor_13;
    const double cse131 = cse17*q_A_rotor_31;
    const double cse132 = cse17*q_A_rotor_21;
    const double cse133 = cse17*q_A_rotor_11;
    const double cse134 = cse131*q_A_link2_31 + cse132*q_A_link2_21 + cse133*q_A_link2_11;
    const double cse135 = -cse131*q_A_link2_32 - cse132*q_A_link2_22 - cse133*q_A_link2_12;
    const double cse136 = 2*q_A_rotor_22;
    const double cse137 = 2*q_A_rotor_32;
    const double cse138 = 0.6617538733301699*cse10 + 0.6617538733301699*cse16 + cse18;
    const double cse139 = cse119*q_A_rotor_32 + cse120*q_A_rotor_22;
    const double cse140 = cse51*lam_16;
    const double cse141 = cse50*lam_16;
    const double cse142 = lam_16*q_A_link2_22;
    const double cse143 = cse140*q_A_link2_32 + cse141*q_A_link2_32 + cse142*cse53 + cse142*cse54 + cse56*cse64 + cse57*cse64;
    const double cse144 = lam_16*(cse25 - cse27);
    const double cse145 = cse28 - cse30;
    const double cse146 = lam_16*q_A_link2_21;
    const double cse147 = 0.6617538733301699*q_A_rotor_12;
    const double cse148 = cse147 - cse31;
    const double cse149 = -cse144*q_A_link2_31 - cse145*cse146 - cse148*cse59;
    const double cse150 = cse72 + cse73;
    const double cse151 = 6.1*lam_12;
    const double cse152 = 6.1*lam_15;
    const double cse153 = -cse151 + cse152;
    const double cse154 = 6.1*lam_11;
    const double cse155 = 6.1*lam_14;
    const double cse156 = -cse154 + cse155;
    const double cse157 = 6.1*lam_10;
    const double cse158 = 6.1*lam_13;
    const double cse159 = -cse157 + cse158;
    const double cse160 = cse153*q_A_link2_31 + cse156*q_A_link2_21 + cse159*q_A_link2_11;
    const double cse161 = cse144*q_A_link2_33 + cse145*cse29 + cse148*cse32 - cse153*q_A_link2_32 - cse156*q_A_link2_22 - cse159*q_A_link2_12;
    const double cse162 = 0.01*h;
    const double cse163 = cse69 - cse70;
    const double cse164 = cse61 + cse66 + 1;
    const double cse165 = 6.1*q_A_link2_13;
    const double cse166 = 6.1*q_A_link2_23;
    const double cse167 = 6.1*q_A_link2_33;
    const double cse168 = -cse25 + cse27;
    const double cse169 = cse168*q_A_link2_32;
    const double cse170 = -cse28 + cse30;
    const double cse171 = cse170*q_A_link2_22;
    const double cse172 = -cse147 + cse31;
    const double cse173 = cse172*q_A_link2_12;
    const double cse174 = -cse169 - cse171 - cse173;
    const double cse175 = -cse140*q_A_link2_31 - cse141*q_A_link2_31 - cse146*cse53 - cse146*cse54 - cse56*cse59 - cse57*cse59;
    const double cse176 = 12.4*h;
    const double cse177 = cse169*lam_16 + cse171*lam_16 + cse173*lam_16;
    const double cse178 = -cse168*cse26 - cse170*cse29 - cse172*cse32;
    const double cse179 = cse168*q_A_link2_31 + cse170*q_A_link2_21 + cse172*q_A_link2_11;
    const double cse180 = 12.39*h;
    const double cse181 = cse151 - cse152;
    const double cse182 = cse154 - cse155;
    const double cse183 = cse157 - cse158;
    const double cse184 = cse181*q_A_link2_32 + cse182*q_A_link2_22 + cse183*q_A_link2_12;
    const double cse185 = -cse181*q_A_link2_33 - cse182*q_A_link2_23 - cse183*q_A_link2_13;
    const double cse186 = 6.1*q_A_link2_11;
    const double cse187 = 6.1*q_A_link2_21;
    const double cse188 = 6.1*q_A_link2_31;
    const double cse189 = cse1*v_w_link3_x;
    const double cse190 = cse189*v_w_link3_z;
    const double cse191 = cse4*v_w_link3_y;
    const double cse192 = cse190 + cse191;
    const double cse193 = cse192*q_A_link3_21;
    const double cse194 = cse189*v_w_link3_y;
    const double cse195 = cse4*v_w_link3_z;
    const double cse196 = cse194 - cse195;
    const double cse197 = 3.7*lam_9;
    const double cse198 = 3.7*lam_12;
    const double cse199 = -cse197 + cse198;
    const double cse200 = 3.7*lam_8;
    const double cse201 = 3.7*lam_11;
    const double cse202 = -cse200 + cse201 + lam_6;
    const double cse203 = 3.7*lam_7;
    const double cse204 = 3.7*lam_10;
    const double cse205 = -cse203 + cse204;
    const double cse206 = cse199*q_A_link3_31 + cse202*q_A_link3_21 + cse205*q_A_link3_11;
    const double cse207 = -cse1*(v_w_link3_y*v_w_link3_y);
    const double cse208 = -cse1*(v_w_link3_z*v_w_link3_z) + 1;
    const double cse209 = cse207 + cse208;
    const double cse210 = lam_5*q_A_link3_23;
    const double cse211 = -cse199*q_A_link3_32 - cse202*q_A_link3_22 - cse205*q_A_link3_12 - cse210;
    const double cse212 = cse1*v_w_link3_y*v_w_link3_z;
    const double cse213 = cse4*v_w_link3_x;
    const double cse214 = cse212 - cse213;
    const double cse215 = cse214*q_A_link3_21;
    const double cse216 = -cse1*(v_w_link3_x*v_w_link3_x);
    const double cse217 = cse208 + cse216;
    const double cse218 = cse194 + cse195;
    const double cse219 = cse207 + cse216 + 1;
    const double cse220 = cse219*q_A_link3_21;
    const double cse221 = cse212 + cse213;
    const double cse222 = cse190 - cse191;
    const double cse223 = 3.7*q_A_link3_13;
    const double cse224 = 3.7*q_A_link3_23;
    const double cse225 = 3.7*q_A_link3_33;
    const double cse226 = 4.54*h;
    const double cse227 = lam_5*q_A_link3_22;
    const double cse228 = 4.53*h;
    const double cse229 = cse197 - cse198;
    const double cse230 = cse200 - cse201 - lam_6;
    const double cse231 = cse203 - cse204;
    const double cse232 = cse229*q_A_link3_32 + cse230*q_A_link3_22 + cse231*q_A_link3_12;
    const double cse233 = -cse229*q_A_link3_33 - cse230*q_A_link3_23 - cse231*q_A_link3_13;
    const double cse234 = 3.7*q_A_link3_11;
    const double cse235 = 3.7*q_A_link3_21;
    const double cse236 = 3.7*q_A_link3_31;
    const double cse237 = cse6*q_A_rotor_12;
    const double cse238 = cse15*q_A_rotor_13;
    const double cse239 = cse37*q_A_rotor_12;
    const double cse240 = cse39*q_A_rotor_13;
    const double cse241 = cse44*q_A_rotor_12;
    const double cse242 = cse43*q_A_rotor_13;
    const double cse243 = cse218*q_A_link3_23;
    const double cse244 = cse222*q_A_link3_23;
    const double cse245 = cse192*cse234;
    const double cse246 = cse209*cse223;
    const double cse247 = cse214*cse234;
    const double cse248 = cse218*cse223;
    const double cse249 = cse219*cse234;
    const double cse250 = cse222*cse223;
    const double cse251 = 3.7*cse193;
    const double cse252 = cse209*cse224;
    const double cse253 = 3.7*cse215;
    const double cse254 = 3.7*cse243;
    const double cse255 = cse219*cse235;
    const double cse256 = 3.7*cse244;
    const double cse257 = cse192*cse236;
    const double cse258 = cse209*cse225;
    const double cse259 = cse214*cse236;
    const double cse260 = cse218*cse225;
    const double cse261 = cse219*cse236;
    const double cse262 = cse222*cse225;
    const double cse263 = cse150*cse186;
    const double cse264 = cse165*cse63;
    const double cse265 = cse163*cse186;
    const double cse266 = cse165*cse68;
    const double cse267 = cse164*cse186;
    const double cse268 = cse165*cse74;
    const double cse269 = cse150*cse187;
    const double cse270 = cse166*cse63;
    const double cse271 = cse163*cse187;
    const double cse272 = cse166*cse68;
    const double cse273 = cse164*cse187;
    const double cse274 = cse166*cse74;
    const double cse275 = cse150*cse188;
    const double cse276 = cse167*cse63;
    const double cse277 = cse163*cse188;
    const double cse278 = cse167*cse68;
    const double cse279 = cse164*cse188;
    const double cse280 = cse167*cse74;

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
    out[111] = cse0*(cse11*cse6 + cse15*cse21 + cse24*cse34) + 4.0;  /* [3, 3] */
    out[112] = cse0*(cse11*cse37 + cse21*cse39 + cse34*cse40) - 2.0*cse13;  /* [3, 4] */
    out[113] = cse0*(cse11*cse44 + cse21*cse43 + cse34*cse45) + cse42;  /* [3, 5] */
    out[117] = cse0*(cse49*cse60 + cse63*cse65);  /* [3, 9] */
    out[118] = cse0*(cse60*cse67 + cse65*cse68);  /* [3, 10] */
    out[119] = cse0*(cse60*cse71 + cse65*cse74);  /* [3, 11] */
    out[127] = q_A_rotor_13;  /* [3, 19] */
    out[142] = cse76;  /* [3, 34] */
    out[147] = cse0*(cse109*cse15 + cse110*cse24 + cse6*cse96) + cse77*v_w_rotor_z;  /* [4, 3] */
    out[148] = cse0*(cse109*cse39 + cse110*cse40 + cse37*cse96) + 2.0;  /* [4, 4] */
    out[149] = cse0*(cse109*cse43 + cse110*cse45 + cse44*cse96) + cse77*v_w_rotor_x;  /* [4, 5] */
    out[153] = cse0*(cse114*cse49 + cse115*cse63);  /* [4, 9] */
    out[154] = cse0*(cse114*cse67 + cse115*cse68);  /* [4, 10] */
    out[155] = cse0*(cse114*cse71 + cse115*cse74);  /* [4, 11] */
    out[162] = -q_A_rotor_13;  /* [4, 18] */
    out[175] = -2*q_A_rotor_13;  /* [4, 31] */
    out[176] = -cse116;  /* [4, 32] */
    out[177] = -cse117;  /* [4, 33] */
    out[178] = cse118;  /* [4, 34] */
    out[179] = cse121;  /* [4, 35] */
    out[183] = cse0*(cse128*cse6 + cse129*cse15 + cse130*cse24) + cse42;  /* [5, 3] */
    out[184] = cse0*(cse128*cse37 + cse129*cse39 + cse130*cse40) - cse41*v_w_rotor_x;  /* [5, 4] */
    out[185] = cse0*(cse128*cse44 + cse129*cse43 + cse130*cse45);  /* [5, 5] */
    out[189] = cse0*(cse134*cse49 + cse135*cse63);  /* [5, 9] */
    out[190] = cse0*(cse134*cse67 + cse135*cse68);  /* [5, 10] */
    out[191] = cse0*(cse134*cse71 + cse135*cse74);  /* [5, 11] */
    out[198] = q_A_rotor_12;  /* [5, 18] */
    out[199] = -q_A_rotor_11;  /* [5, 19] */
    out[211] = 2*q_A_rotor_12;  /* [5, 31] */
    out[212] = cse136;  /* [5, 32] */
    out[213] = cse137;  /* [5, 33] */
    out[214] = cse138;  /* [5, 34] */
    out[215] = cse139;  /* [5, 35] */
    out[222] = 1.0;  /* [6, 6] */
    out[244] = 1;  /* [6, 28] */
    out[247] = 1;  /* [6, 31] */
    out[259] = 1.0;  /* [7, 7] */
    out[281] = 1;  /* [7, 29] */
    out[284] = 1;  /* [7, 32] */
    out[296] = 1.0;  /* [8, 8] */
    out[318] = 1;  /* [8, 30] */
    out[321] = 1;  /* [8, 33] */
    out[327] = cse0*(cse115*cse15 + cse135*cse6 + cse143*cse24);  /* [9, 3] */
    out[328] = cse0*(cse115*cse39 + cse135*cse37 + cse143*cse40);  /* [9, 4] */
    out[329] = cse0*(cse115*cse43 + cse135*cse44 + cse143*cse45);  /* [9, 5] */
    out[333] = cse0*(cse149*cse150 + cse160*cse49 + cse161*cse63) + 12.4;  /* [9, 9] */
    out[334] = cse0*(cse149*cse163 + cse160*cse67 + cse161*cse68) - cse162*v_w_link2_z;  /* [9, 10] */
    out[335] = cse0*(cse149*cse164 + cse160*cse71 + cse161*cse74) - cse162*v_w_link2_y;  /* [9, 11] */
    out[352] = -cse165;  /* [9, 28] */
    out[353] = -cse166;  /* [9, 29] */
    out[354] = -cse167;  /* [9, 30] */
    out[355] = cse165;  /* [9, 31] */
    out[356] = cse166;  /* [9, 32] */
    out[357] = cse167;  /* [9, 33] */
    out[358] = cse174;  /* [9, 34] */
    out[363] = cse0*(cse114*cse15 + cse134*cse6 + cse175*cse24);  /* [10, 3] */
    out[364] = cse0*(cse114*cse39 + cse134*cse37 + cse175*cse40);  /* [10, 4] */
    out[365] = cse0*(cse114*cse43 + cse134*cse44 + cse175*cse45);  /* [10, 5] */
    out[369] = cse0*(cse150*cse177 + cse178*cse49) + cse176*v_w_link2_z;  /* [10, 9] */
    out[370] = cse0*(cse163*cse177 + cse178*cse67) + 0.01;  /* [10, 10] */
    out[371] = cse0*(cse164*cse177 + cse178*cse71) + cse176*v_w_link2_x;  /* [10, 11] */
    out[394] = cse179;  /* [10, 34] */
    out[405] = cse0*(cse150*cse184 + cse185*cse49) - cse180*v_w_link2_y;  /* [11, 9] */
    out[406] = cse0*(cse163*cse184 + cse185*cse67) - cse180*v_w_link2_x;  /* [11, 10] */
    out[407] = cse0*(cse164*cse184 + cse185*cse71);  /* [11, 11] */
    out[424] = cse186;  /* [11, 28] */
    out[425] = cse187;  /* [11, 29] */
    out[426] = cse188;  /* [11, 30] */
    out[427] = -cse186;  /* [11, 31] */
    out[428] = -cse187;  /* [11, 32] */
    out[429] = -cse188;  /* [11, 33] */
    out[444] = 1.0;  /* [12, 12] */
    out[457] = -1;  /* [12, 25] */
    out[460] = -1;  /* [12, 28] */
    out[481] = 1.0;  /* [13, 13] */
    out[494] = -1;  /* [13, 26] */
    out[497] = -1;  /* [13, 29] */
    out[518] = 1.0;  /* [14, 14] */
    out[531] = -1;  /* [14, 27] */
    out[534] = -1;  /* [14, 30] */
    out[555] = cse0*(cse193*lam_5 + cse196*cse206 + cse209*cse211) + 4.54;  /* [15, 15] */
    out[556] = cse0*(cse206*cse217 + cse211*cse218 + cse215*lam_5) - cse162*v_w_link3_z;  /* [15, 16] */
    out[557] = cse0*(cse206*cse221 + cse211*cse222 + cse220*lam_5) - cse162*v_w_link3_y;  /* [15, 17] */
    out[563] = -q_A_link3_22;  /* [15, 23] */
    out[564] = q_A_link3_23;  /* [15, 24] */
    out[565] = -cse223;  /* [15, 25] */
    out[566] = -cse224;  /* [15, 26] */
    out[567] = -cse225;  /* [15, 27] */
    out[568] = cse223;  /* [15, 28] */
    out[569] = cse224;  /* [15, 29] */
    out[570] = cse225;  /* [15, 30] */
    out[591] = cse0*(cse192*cse227 - cse196*cse210) + cse226*v_w_link3_z;  /* [16, 15] */
    out[592] = cse0*(-cse210*cse217 + cse214*cse227) + 0.01;  /* [16, 16] */
    out[593] = cse0*(-cse210*cse221 + cse219*cse227) + cse226*v_w_link3_x;  /* [16, 17] */
    out[599] = q_A_link3_21;  /* [16, 23] */
    out[627] = cse0*(cse192*cse232 + cse196*cse233) - cse228*v_w_link3_y;  /* [17, 15] */
    out[628] = cse0*(cse214*cse232 + cse217*cse233) - cse228*v_w_link3_x;  /* [17, 16] */
    out[629] = cse0*(cse219*cse232 + cse221*cse233);  /* [17, 17] */
    out[636] = -q_A_link3_21;  /* [17, 24] */
    out[637] = cse234;  /* [17, 25] */
    out[638] = cse235;  /* [17, 26] */
    out[639] = cse236;  /* [17, 27] */
    out[640] = -cse234;  /* [17, 28] */
    out[641] = -cse235;  /* [17, 29] */
    out[642] = -cse236;  /* [17, 30] */
    out[651] = cse237 - cse238;  /* [18, 3] */
    out[652] = cse239 - cse240;  /* [18, 4] */
    out[653] = cse241 - cse242;  /* [18, 5] */
    out[687] = cse24*q_A_rotor_13 - cse6*q_A_rotor_11;  /* [19, 3] */
    out[688] = -cse37*q_A_rotor_11 + cse40*q_A_rotor_13;  /* [19, 4] */
    out[689] = -cse44*q_A_rotor_11 + cse45*q_A_rotor_13;  /* [19, 5] */
    out[720] = -1;  /* [20, 0] */
    out[757] = -1;  /* [21, 1] */
    out[794] = -1;  /* [22, 2] */
    out[843] = cse196*q_A_link3_21 - cse209*q_A_link3_22;  /* [23, 15] */
    out[844] = cse217*q_A_link3_21 - cse218*q_A_link3_22;  /* [23, 16] */
    out[845] = cse221*q_A_link3_21 - cse222*q_A_link3_22;  /* [23, 17] */
    out[879] = -cse193 + cse209*q_A_link3_23;  /* [24, 15] */
    out[880] = -cse215 + cse243;  /* [24, 16] */
    out[881] = -cse220 + cse244;  /* [24, 17] */
    out[912] = -1;  /* [25, 12] */
    out[915] = cse245 - cse246;  /* [25, 15] */
    out[916] = cse247 - cse248;  /* [25, 16] */
    out[917] = cse249 - cse250;  /* [25, 17] */
    out[949] = -1;  /* [26, 13] */
    out[951] = cse251 - cse252;  /* [26, 15] */
    out[952] = cse253 - cse254;  /* [26, 16] */
    out[953] = cse255 - cse256;  /* [26, 17] */
    out[986] = -1;  /* [27, 14] */
    out[987] = cse257 - cse258;  /* [27, 15] */
    out[988] = cse259 - cse260;  /* [27, 16] */
    out[989] = cse261 - cse262;  /* [27, 17] */
    out[1014] = 1;  /* [28, 6] */
    out[1017] = cse263 - cse264;  /* [28, 9] */
    out[1018] = cse265 - cse266;  /* [28, 10] */
    out[1019] = cse267 - cse268;  /* [28, 11] */
    out[1020] = -1;  /* [28, 12] */
    out[1023] = -cse245 + cse246;  /* [28, 15] */
    out[1024] = -cse247 + cse248;  /* [28, 16] */
    out[1025] = -cse249 + cse250;  /* [28, 17] */
    out[1051] = 1;  /* [29, 7] */
    out[1053] = cse269 - cse270;  /* [29, 9] */
    out[1054] = cse271 - cse272;  /* [29, 10] */
    out[1055] = cse273 - cse274;  /* [29, 11] */
    out[1057] = -1;  /* [29, 13] */
    out[1059] = -cse251 + cse252;  /* [29, 15] */
    out[1060] = -cse253 + cse254;  /* [29, 16] */
    out[1061] = -cse255 + cse256;  /* [29, 17] */
    out[1088] = 1;  /* [30, 8] */
    out[1089] = cse275 - cse276;  /* [30, 9] */
    out[1090] = cse277 - cse278;  /* [30, 10] */
    out[1091] = cse279 - cse280;  /* [30, 11] */
    out[1094] = -1;  /* [30, 14] */
    out[1095] = -cse257 + cse258;  /* [30, 15] */
    out[1096] = -cse259 + cse260;  /* [30, 16] */
    out[1097] = -cse261 + cse262;  /* [30, 17] */
    out[1116] = -1;  /* [31, 0] */
    out[1119] = 2*cse237 - 2*cse238;  /* [31, 3] */
    out[1120] = 2*cse239 - 2*cse240;  /* [31, 4] */
    out[1121] = 2*cse241 - 2*cse242;  /* [31, 5] */
    out[1122] = 1;  /* [31, 6] */
    out[1125] = -cse263 + cse264;  /* [31, 9] */
    out[1126] = -cse265 + cse266;  /* [31, 10] */
    out[1127] = -cse267 + cse268;  /* [31, 11] */
    out[1153] = -1;  /* [32, 1] */
    out[1155] = -cse116*cse15 + cse136*cse6;  /* [32, 3] */
    out[1156] = -cse116*cse39 + cse136*cse37;  /* [32, 4] */
    out[1157] = -cse116*cse43 + cse136*cse44;  /* [32, 5] */
    out[1159] = 1;  /* [32, 7] */
    out[1161] = -cse269 + cse270;  /* [32, 9] */
    out[1162] = -cse271 + cse272;  /* [32, 10] */
    out[1163] = -cse273 + cse274;  /* [32, 11] */
    out[1190] = -1;  /* [33, 2] */
    out[1191] = -cse117*cse15 + cse137*cse6;  /* [33, 3] */
    out[1192] = -cse117*cse39 + cse137*cse37;  /* [33, 4] */
    out[1193] = -cse117*cse43 + cse137*cse44;  /* [33, 5] */
    out[1196] = 1;  /* [33, 8] */
    out[1197] = -cse275 + cse276;  /* [33, 9] */
    out[1198] = -cse277 + cse278;  /* [33, 10] */
    out[1199] = -cse279 + cse280;  /* [33, 11] */
    out[1227] = cse118*cse15 + cse138*cse6 + cse24*cse76;  /* [34, 3] */
    out[1228] = cse118*cse39 + cse138*cse37 + cse40*cse76;  /* [34, 4] */
    out[1229] = cse118*cse43 + cse138*cse44 + cse45*cse76;  /* [34, 5] */
    out[1233] = cse174*cse63 + cse179*cse49;  /* [34, 9] */
    out[1234] = cse174*cse68 + cse179*cse67;  /* [34, 10] */
    out[1235] = cse174*cse74 + cse179*cse71;  /* [34, 11] */
    out[1263] = cse121*cse15 + cse139*cse6;  /* [35, 3] */
    out[1264] = cse121*cse39 + cse139*cse37;  /* [35, 4] */
    out[1265] = cse121*cse43 + cse139*cse44;  /* [35, 5] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_rA_genalpha_matrix_perm[36] = {21, 20, 26, 25, 24, 23, 27, 13, 12, 7, 1, 6, 0, 17, 16, 15, 14, 29, 28, 32, 31, 34, 35,
    19, 18, 30, 11, 10, 9, 5, 4, 3, 8, 33, 2, 22};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 36, kl = 13, ku = 13, ldab = 40), and in the row-major 36 x 36 matrix. */
static const int mg_four_link_rA_genalpha_matrix_in_band[198] = {506, 77, 818, 426, 36, 777, 1386, 1425, 1347, 1266, 1227, 1188, 1149, 1110, 1071, 954,
    876, 1265, 1226, 1187, 1148, 1109, 1070, 992, 836, 797, 1343, 875, 914, 1264, 1225, 1186,
    1147, 1108, 1069, 991, 952, 835, 796, 1342, 874, 913, 466, 739, 817, 386, 698, 776, 1306,
    1033, 1345, 1263, 1224, 1185, 1146, 1107, 1068, 756, 717, 1029, 834, 795, 1341, 873, 1262,
    1223, 1184, 1145, 1106, 1067, 872, 1144, 1105, 1066, 754, 715, 1027, 832, 793, 1339, 346,
    151, 736, 306, 111, 696, 666, 276, 1017, 626, 587, 548, 236, 197, 158, 119, 275, 743, 704,
    1016, 625, 586, 547, 235, 624, 585, 546, 195, 156, 117, 273, 741, 702, 1014, 1259, 1220,
    1181, 1258, 1219, 1180, 495, 416, 1387, 616, 577, 538, 615, 576, 537, 341, 614, 575, 536,
    301, 613, 574, 535, 656, 617, 578, 539, 473, 1136, 1097, 1058, 356, 629, 590, 551, 394,
    1135, 1096, 1057, 316, 628, 589, 550, 1299, 1143, 1104, 1065, 675, 636, 597, 558, 514,
    1255, 1216, 1177, 475, 1138, 1099, 1060, 435, 1254, 1215, 1176, 396, 1137, 1098, 1059,
    1385, 1268, 1229, 1190, 1307, 1151, 1112, 1073, 1256, 1217, 1178, 1139, 1100, 1061, 1257,
    1218, 1179};
static const int mg_four_link_rA_genalpha_matrix_in_dense[198] = {0, 20, 31, 37, 57, 68, 74, 94, 105, 111, 112, 113, 117, 118, 119, 127, 142, 147, 148, 149,
    153, 154, 155, 162, 175, 176, 177, 178, 179, 183, 184, 185, 189, 190, 191, 198, 199, 211,
    212, 213, 214, 215, 222, 244, 247, 259, 281, 284, 296, 318, 321, 327, 328, 329, 333, 334,
    335, 352, 353, 354, 355, 356, 357, 358, 363, 364, 365, 369, 370, 371, 394, 405, 406, 407,
    424, 425, 426, 427, 428, 429, 444, 457, 460, 481, 494, 497, 518, 531, 534, 555, 556, 557,
    563, 564, 565, 566, 567, 568, 569, 570, 591, 592, 593, 599, 627, 628, 629, 636, 637, 638,
    639, 640, 641, 642, 651, 652, 653, 687, 688, 689, 720, 757, 794, 843, 844, 845, 879, 880,
    881, 912, 915, 916, 917, 949, 951, 952, 953, 986, 987, 988, 989, 1014, 1017, 1018, 1019,
    1020, 1023, 1024, 1025, 1051, 1053, 1054, 1055, 1057, 1059, 1060, 1061, 1088, 1089, 1090,
    1091, 1094, 1095, 1096, 1097, 1116, 1119, 1120, 1121, 1122, 1125, 1126, 1127, 1153, 1155,
    1156, 1157, 1159, 1161, 1162, 1163, 1190, 1191, 1192, 1193, 1196, 1197, 1198, 1199, 1227,
    1228, 1229, 1233, 1234, 1235, 1263, 1264, 1265};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_four_link_rA_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];
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
    const double cse0 = (1.0/6.0)*dv_3*dv_5;
    const double cse1 = (1.0/2.0)*dv_4;
    const double cse2 = cse0 + cse1;
    const double cse3 = q_A_link2_33*q_A_rotor_31;
    const double cse4 = 0.7497211555855399*cse3;
    const double cse5 = q_A_link2_23*q_A_rotor_21;
    const double cse6 = 0.7497211555855399*cse5;
    const double cse7 = q_A_link2_13*q_A_rotor_11;
    const double cse8 = 0.7497211555855399*cse7;
    const double cse9 = cse4*lam_16 + cse6*lam_16 + cse8*lam_16;
    const double cse10 = (1.0/6.0)*dv_4;
    const double cse11 = cse10*dv_3;
    const double cse12 = (1.0/2.0)*dv_5;
    const double cse13 = cse11 - cse12;
    const double cse14 = 0.6617538733301699*cse3;
    const double cse15 = 0.6617538733301699*cse5;
    const double cse16 = lam_16*q_A_link2_13;
    const double cse17 = 0.6617538733301699*cse16;
    const double cse18 = -cse17 + lam_1;
    const double cse19 = -cse14*lam_16 - cse15*lam_16 + cse18*q_A_rotor_11;
    const double cse20 = -1.0/6.0*(dv_4*dv_4);
    const double cse21 = 1 - 1.0/6.0*(dv_5*dv_5);
    const double cse22 = cse20 + cse21;
    const double cse23 = 0.6617538733301699*q_A_rotor_32;
    const double cse24 = lam_16*q_A_link2_33;
    const double cse25 = 0.7497211555855399*q_A_rotor_33;
    const double cse26 = 0.6617538733301699*q_A_rotor_22;
    const double cse27 = lam_16*q_A_link2_23;
    const double cse28 = 0.7497211555855399*q_A_rotor_23;
    const double cse29 = 0.7497211555855399*q_A_rotor_13;
    const double cse30 = -cse16*cse29;
    const double cse31 = -cse18*q_A_rotor_12 + cse23*cse24 - cse24*cse25 + cse26*cse27 - cse27*cse28 + cse30;
    const double cse32 = 2.0*hv;
    const double cse33 = cse10*dv_5;
    const double cse34 = (1.0/2.0)*dv_3;
    const double cse35 = cse33 - cse34;
    const double cse36 = -1.0/6.0*(dv_3*dv_3);
    const double cse37 = cse21 + cse36;
    const double cse38 = cse11 + cse12;
    const double cse39 = -cse32*v_w_rotor_y;
    const double cse40 = cse20 + cse36 + 1;
    const double cse41 = cse33 + cse34;
    const double cse42 = cse0 - cse1;
    const double cse43 = 0.6617538733301699*q_A_rotor_33;
    const double cse44 = 0.7497211555855399*q_A_rotor_32;
    const double cse45 = lam_16*(-cse43 - cse44);
    const double cse46 = 0.6617538733301699*q_A_rotor_23;
    const double cse47 = 0.7497211555855399*q_A_rotor_22;
    const double cse48 = lam_16*(-cse46 - cse47);
    const double cse49 = 0.6617538733301699*q_A_rotor_13;
    const double cse50 = 0.7497211555855399*q_A_rotor_12;
    const double cse51 = -cse49 - cse50;
    const double cse52 = lam_16*q_A_link2_11;
    const double cse53 = cse45*q_A_link2_31 + cse48*q_A_link2_21 + cse51*cse52;
    const double cse54 = (1.0/6.0)*dv_10*dv_9;
    const double cse55 = (1.0/2.0)*dv_11;
    const double cse56 = cse54 - cse55;
    const double cse57 = -1.0/6.0*(dv_11*dv_11);
    const double cse58 = -1.0/6.0*(dv_10*dv_10);
    const double cse59 = cse57 + cse58 + 1;
    const double cse60 = lam_16*q_A_link2_12;
    const double cse61 = -cse45*q_A_link2_32 - cse48*q_A_link2_22 - cse51*cse60;
    const double cse62 = 1 - 1.0/6.0*(dv_9*dv_9);
    const double cse63 = cse57 + cse62;
    const double cse64 = cse54 + cse55;
    const double cse65 = (1.0/6.0)*dv_11;
    const double cse66 = cse65*dv_10;
    const double cse67 = (1.0/2.0)*dv_9;
    const double cse68 = cse66 + cse67;
    const double cse69 = cse65*dv_9;
    const double cse70 = (1.0/2.0)*dv_10;
    const double cse71 = cse69 - cse70;
    const double cse72 = -cse43*q_A_link2_33 - cse44*q_A_link2_33 - cse46*q_A_link2_23 - cse47*q_A_link2_23 - cse49*q_A_link2_13 - cse50*q_A_link2_13;
    const double cse73 = 4.0*hv;
    const double cse74 = 3.141592653589793*t;
    const double cse75 = cos(cse74);
    const double cse76 = (cse75*cse75);
    const double cse77 = sin(cse74);
    const double cse78 = -cse75*q_A_rotor_31 + cse77*q_A_rotor_21 + 1;
    const double cse79 = (1.0/(cse78*cse78));
    const double cse80 = 2*cse79;
    const double cse81 = (cse77*cse77);
    const double cse82 = 4*cse75*cse77;
    const double cse83 = cse75*q_A_rotor_21 + cse77*q_A_rotor_31;
    const double cse84 = cse83/(cse78*cse78*cse78);
    const double cse85 = cse76*cse80 - cse80*cse81 - cse82*cse84;
    const double cse86 = cse79*cse82;
    const double cse87 = 4*cse84;
    const double cse88 = cse76*cse87 + cse86;
    const double cse89 = 0.7497211555855399*cse24 + lam_17*(-cse85*q_A_rotor_23 - cse88*q_A_rotor_33);
    const double cse90 = cse81*cse87 - cse86;
    const double cse91 = 0.7497211555855399*cse27 + lam_17*(-cse85*q_A_rotor_33 - cse90*q_A_rotor_23);
    const double cse92 = cse16*cse50 + cse89*q_A_rotor_32 + cse91*q_A_rotor_22;
    const double cse93 = 2*lam_15;
    const double cse94 = cse80*cse83;
    const double cse95 = cse75*cse94;
    const double cse96 = 2/cse78;
    const double cse97 = cse77*cse96;
    const double cse98 = -cse93 + lam_17*(-cse95 - cse97);
    const double cse99 = 2*lam_14;
    const double cse100 = cse77*cse94;
    const double cse101 = cse75*cse96;
    const double cse102 = -cse99 + lam_17*(cse100 - cse101);
    const double cse103 = 2*lam_13;
    const double cse104 = -cse103 - lam_0;
    const double cse105 = cse102*q_A_rotor_21 + cse104*q_A_rotor_11 + cse30 - cse89*q_A_rotor_33 - cse91*q_A_rotor_23 + cse98*q_A_rotor_31;
    const double cse106 = -cse102*q_A_rotor_22 - cse104*q_A_rotor_12 - cse98*q_A_rotor_32;
    const double cse107 = lam_16*q_A_link2_31;
    const double cse108 = 0.7497211555855399*q_A_rotor_31;
    const double cse109 = lam_16*q_A_link2_21;
    const double cse110 = 0.7497211555855399*q_A_rotor_21;
    const double cse111 = 0.7497211555855399*q_A_rotor_11;
    const double cse112 = cse107*cse108 + cse109*cse110 + cse111*cse52;
    const double cse113 = lam_16*q_A_link2_32;
    const double cse114 = lam_16*q_A_link2_22;
    const double cse115 = -cse108*cse113 - cse110*cse114 - cse111*cse60;
    const double cse116 = 2*q_A_rotor_23;
    const double cse117 = 2*q_A_rotor_33;
    const double cse118 = cse4 + cse6 + cse8;
    const double cse119 = cse95 + cse97;
    const double cse120 = -cse100 + cse101;
    const double cse121 = -cse119*q_A_rotor_33 - cse120*q_A_rotor_23;
    const double cse122 = 0.6617538733301699*cse24 + lam_17*(cse85*q_A_rotor_22 + cse88*q_A_rotor_32);
    const double cse123 = cse119*lam_17 + cse93;
    const double cse124 = cse120*lam_17 + cse99;
    const double cse125 = 0.6617538733301699*cse27 + lam_17*(cse85*q_A_rotor_32 + cse90*q_A_rotor_22);
    const double cse126 = cse103 + lam_0;
    const double cse127 = cse17 - lam_1;
    const double cse128 = cse122*q_A_rotor_32 - cse123*q_A_rotor_31 - cse124*q_A_rotor_21 + cse125*q_A_rotor_22 - cse126*q_A_rotor_11 + cse127*q_A_rotor_12;
    const double cse129 = -cse122*q_A_rotor_33 - cse125*q_A_rotor_23 - cse127*q_A_rotor_13;
    const double cse130 = cse123*q_A_rotor_33 + cse124*q_A_rotor_23 + cse126*q_A_rotor_13;
    const double cse131 = 0.6617538733301699*q_A_rotor_31;
    const double cse132 = 0.6617538733301699*q_A_rotor_21;
    const double cse133 = 0.6617538733301699*q_A_rotor_11;
    const double cse134 = cse107*cse131 + cse109*cse132 + cse133*cse52;
    const double cse135 = -cse113*cse131 - cse114*cse132 - cse133*cse60;
    const double cse136 = 2*q_A_rotor_22;
    const double cse137 = 2*q_A_rotor_32;
    const double cse138 = cse14 + cse15 + 0.6617538733301699*cse7;
    const double cse139 = cse119*q_A_rotor_32 + cse120*q_A_rotor_22;
    const double cse140 = cse113*cse43 + cse113*cse44 + cse114*cse46 + cse114*cse47 + cse49*cse60 + cse50*cse60;
    const double cse141 = lam_16*(cse23 - cse25);
    const double cse142 = lam_16*(cse26 - cse28);
    const double cse143 = 0.6617538733301699*q_A_rotor_12;
    const double cse144 = cse143 - cse29;
    const double cse145 = -cse141*q_A_link2_31 - cse142*q_A_link2_21 - cse144*cse52;
    const double cse146 = cse69 + cse70;
    const double cse147 = 6.1*lam_12;
    const double cse148 = 6.1*lam_15;
    const double cse149 = -cse147 + cse148;
    const double cse150 = 6.1*lam_11;
    const double cse151 = 6.1*lam_14;
    const double cse152 = -cse150 + cse151;
    const double cse153 = 6.1*lam_10;
    const double cse154 = 6.1*lam_13;
    const double cse155 = -cse153 + cse154;
    const double cse156 = cse149*q_A_link2_31 + cse152*q_A_link2_21 + cse155*q_A_link2_11;
    const double cse157 = cse141*q_A_link2_33 + cse142*q_A_link2_23 + cse144*cse16 - cse149*q_A_link2_32 - cse152*q_A_link2_22 - cse155*q_A_link2_12;
    const double cse158 = 0.01*hv;
    const double cse159 = cse66 - cse67;
    const double cse160 = cse58 + cse62;
    const double cse161 = 6.1*q_A_link2_13;
    const double cse162 = 6.1*q_A_link2_23;
    const double cse163 = 6.1*q_A_link2_33;
    const double cse164 = -cse23 + cse25;
    const double cse165 = cse164*q_A_link2_32;
    const double cse166 = -cse26 + cse28;
    const double cse167 = cse166*q_A_link2_22;
    const double cse168 = -cse143 + cse29;
    const double cse169 = cse168*q_A_link2_12;
    const double cse170 = -cse165 - cse167 - cse169;
    const double cse171 = -cse107*cse43 - cse107*cse44 - cse109*cse46 - cse109*cse47 - cse49*cse52 - cse50*cse52;
    const double cse172 = 12.4*hv;
    const double cse173 = cse165*lam_16 + cse167*lam_16 + cse169*lam_16;
    const double cse174 = -cse16*cse168 - cse164*cse24 - cse166*cse27;
    const double cse175 = cse164*q_A_link2_31 + cse166*q_A_link2_21 + cse168*q_A_link2_11;
    const double cse176 = 12.39*hv;
    const double cse177 = cse147 - cse148;
    const double cse178 = cse150 - cse151;
    const double cse179 = cse153 - cse154;
    const double cse180 = cse177*q_A_link2_32 + cse178*q_A_link2_22 + cse179*q_A_link2_12;
    const double cse181 = -cse177*q_A_link2_33 - cse178*q_A_link2_23 - cse179*q_A_link2_13;
    const double cse182 = 6.1*q_A_link2_11;
    const double cse183 = 6.1*q_A_link2_21;
    const double cse184 = 6.1*q_A_link2_31;
    const double cse185 = (1.0/6.0)*dv_15;
    const double cse186 = cse185*dv_17;
    const double cse187 = (1.0/2.0)*dv_16;
    const double cse188 = cse186 + cse187;
    const double cse189 = cse188*q_A_link3_21;
    const double cse190 = cse185*dv_16;
    const double cse191 = (1.0/2.0)*dv_17;
    const double cse192 = cse190 - cse191;
    const double cse193 = 3.7*lam_9;
    const double cse194 = 3.7*lam_12;
    const double cse195 = -cse193 + cse194;
    const double cse196 = 3.7*lam_8;
    const double cse197 = 3.7*lam_11;
    const double cse198 = -cse196 + cse197 + lam_6;
    const double cse199 = 3.7*lam_7;
    const double cse200 = 3.7*lam_10;
    const double cse201 = -cse199 + cse200;
    const double cse202 = cse195*q_A_link3_31 + cse198*q_A_link3_21 + cse201*q_A_link3_11;
    const double cse203 = -1.0/6.0*(dv_17*dv_17);
    const double cse204 = 1 - 1.0/6.0*(dv_16*dv_16);
    const double cse205 = cse203 + cse204;
    const double cse206 = lam_5*q_A_link3_23;
    const double cse207 = -cse195*q_A_link3_32 - cse198*q_A_link3_22 - cse201*q_A_link3_12 - cse206;
    const double cse208 = (1.0/6.0)*dv_16*dv_17;
    const double cse209 = (1.0/2.0)*dv_15;
    const double cse210 = cse208 - cse209;
    const double cse211 = cse210*q_A_link3_21;
    const double cse212 = -1.0/6.0*(dv_15*dv_15);
    const double cse213 = cse203 + cse212 + 1;
    const double cse214 = cse190 + cse191;
    const double cse215 = cse204 + cse212;
    const double cse216 = cse215*q_A_link3_21;
    const double cse217 = cse208 + cse209;
    const double cse218 = cse186 - cse187;
    const double cse219 = 3.7*q_A_link3_13;
    const double cse220 = 3.7*q_A_link3_23;
    const double cse221 = 3.7*q_A_link3_33;
    const double cse222 = 4.54*hv;
    const double cse223 = lam_5*q_A_link3_22;
    const double cse224 = 4.53*hv;
    const double cse225 = cse193 - cse194;
    const double cse226 = cse196 - cse197 - lam_6;
    const double cse227 = cse199 - cse200;
    const double cse228 = cse225*q_A_link3_32 + cse226*q_A_link3_22 + cse227*q_A_link3_12;
    const double cse229 = -cse225*q_A_link3_33 - cse226*q_A_link3_23 - cse227*q_A_link3_13;
    const double cse230 = 3.7*q_A_link3_11;
    const double cse231 = 3.7*q_A_link3_21;
    const double cse232 = 3.7*q_A_link3_31;
    const double cse233 = cse2*q_A_rotor_12;
    const double cse234 = cse13*q_A_rotor_13;
    const double cse235 = cse35*q_A_rotor_12;
    const double cse236 = cse37*q_A_rotor_13;
    const double cse237 = cse40*q_A_rotor_12;
    const double cse238 = cse41*q_A_rotor_13;
    const double cse239 = cse188*cse230;
    const double cse240 = cse205*cse219;
    const double cse241 = cse210*cse230;
    const double cse242 = cse214*cse219;
    const double cse243 = cse215*cse230;
    const double cse244 = cse218*cse219;
    const double cse245 = cse188*cse231;
    const double cse246 = cse205*cse220;
    const double cse247 = cse210*cse231;
    const double cse248 = cse214*cse220;
    const double cse249 = cse215*cse231;
    const double cse250 = cse218*cse220;
    const double cse251 = cse188*cse232;
    const double cse252 = cse205*cse221;
    const double cse253 = cse210*cse232;
    const double cse254 = cse214*cse221;
    const double cse255 = cse215*cse232;
    const double cse256 = cse218*cse221;
    const double cse257 = cse146*cse182;
    const double cse258 = cse161*cse59;
    const double cse259 = cse159*cse182;
    const double cse260 = cse161*cse64;
    const double cse261 = cse160*cse182;
    const double cse262 = cse161*cse71;
    const double cse263 = cse146*cse183;
    const double cse264 = cse162*cse59;
    const double cse265 = cse159*cse183;
    const double cse266 = cse162*cse64;
    const double cse267 = cse160*cse183;
    const double cse268 = cse162*cse71;
    const double cse269 = cse146*cse184;
    const double cse270 = cse163*cse59;
    const double cse271 = cse159*cse184;
    const double cse272 = cse163*cse64;
    const double cse273 = cse160*cse184;
    const double cse274 = cse163*cse71;

    out[where[0]] = 2.0;  /* [0, 0] */
    out[where[1]] = -1;  /* [0, 20] */
    out[where[2]] = -1;  /* [0, 31] */
    out[where[3]] = 2.0;  /* [1, 1] */
    out[where[4]] = -1;  /* [1, 21] */
    out[where[5]] = -1;  /* [1, 32] */
    out[where[6]] = 2.0;  /* [2, 2] */
    out[where[7]] = -1;  /* [2, 22] */
    out[where[8]] = -1;  /* [2, 33] */
    out[where[9]] = hq*(cse13*cse19 + cse2*cse9 + cse22*cse31) + 4.0;  /* [3, 3] */
    out[where[10]] = -cse32*v_w_rotor_z + hq*(cse19*cse37 + cse31*cse38 + cse35*cse9);  /* [3, 4] */
    out[where[11]] = cse39 + hq*(cse19*cse41 + cse31*cse42 + cse40*cse9);  /* [3, 5] */
    out[where[12]] = hq*(cse53*cse56 + cse59*cse61);  /* [3, 9] */
    out[where[13]] = hq*(cse53*cse63 + cse61*cse64);  /* [3, 10] */
    out[where[14]] = hq*(cse53*cse68 + cse61*cse71);  /* [3, 11] */
    out[where[15]] = q_A_rotor_13;  /* [3, 19] */
    out[where[16]] = cse72;  /* [3, 34] */
    out[where[17]] = cse73*v_w_rotor_z + hq*(cse105*cse13 + cse106*cse22 + cse2*cse92);  /* [4, 3] */
    out[where[18]] = hq*(cse105*cse37 + cse106*cse38 + cse35*cse92) + 2.0;  /* [4, 4] */
    out[where[19]] = cse73*v_w_rotor_x + hq*(cse105*cse41 + cse106*cse42 + cse40*cse92);  /* [4, 5] */
    out[where[20]] = hq*(cse112*cse56 + cse115*cse59);  /* [4, 9] */
    out[where[21]] = hq*(cse112*cse63 + cse115*cse64);  /* [4, 10] */
    out[where[22]] = hq*(cse112*cse68 + cse115*cse71);  /* [4, 11] */
    out[where[23]] = -q_A_rotor_13;  /* [4, 18] */
    out[where[24]] = -2*q_A_rotor_13;  /* [4, 31] */
    out[where[25]] = -cse116;  /* [4, 32] */
    out[where[26]] = -cse117;  /* [4, 33] */
    out[where[27]] = cse118;  /* [4, 34] */
    out[where[28]] = cse121;  /* [4, 35] */
    out[where[29]] = cse39 + hq*(cse128*cse2 + cse129*cse13 + cse130*cse22);  /* [5, 3] */
    out[where[30]] = -cse32*v_w_rotor_x + hq*(cse128*cse35 + cse129*cse37 + cse130*cse38);  /* [5, 4] */
    out[where[31]] = hq*(cse128*cse40 + cse129*cse41 + cse130*cse42);  /* [5, 5] */
    out[where[32]] = hq*(cse134*cse56 + cse135*cse59);  /* [5, 9] */
    out[where[33]] = hq*(cse134*cse63 + cse135*cse64);  /* [5, 10] */
    out[where[34]] = hq*(cse134*cse68 + cse135*cse71);  /* [5, 11] */
    out[where[35]] = q_A_rotor_12;  /* [5, 18] */
    out[where[36]] = -q_A_rotor_11;  /* [5, 19] */
    out[where[37]] = 2*q_A_rotor_12;  /* [5, 31] */
    out[where[38]] = cse136;  /* [5, 32] */
    out[where[39]] = cse137;  /* [5, 33] */
    out[where[40]] = cse138;  /* [5, 34] */
    out[where[41]] = cse139;  /* [5, 35] */
    out[where[42]] = 1.0;  /* [6, 6] */
    out[where[43]] = 1;  /* [6, 28] */
    out[where[44]] = 1;  /* [6, 31] */
    out[where[45]] = 1.0;  /* [7, 7] */
    out[where[46]] = 1;  /* [7, 29] */
    out[where[47]] = 1;  /* [7, 32] */
    out[where[48]] = 1.0;  /* [8, 8] */
    out[where[49]] = 1;  /* [8, 30] */
    out[where[50]] = 1;  /* [8, 33] */
    out[where[51]] = hq*(cse115*cse13 + cse135*cse2 + cse140*cse22);  /* [9, 3] */
    out[where[52]] = hq*(cse115*cse37 + cse135*cse35 + cse140*cse38);  /* [9, 4] */
    out[where[53]] = hq*(cse115*cse41 + cse135*cse40 + cse140*cse42);  /* [9, 5] */
    out[where[54]] = hq*(cse145*cse146 + cse156*cse56 + cse157*cse59) + 12.4;  /* [9, 9] */
    out[where[55]] = -cse158*v_w_link2_z + hq*(cse145*cse159 + cse156*cse63 + cse157*cse64);  /* [9, 10] */
    out[where[56]] = -cse158*v_w_link2_y + hq*(cse145*cse160 + cse156*cse68 + cse157*cse71);  /* [9, 11] */
    out[where[57]] = -cse161;  /* [9, 28] */
    out[where[58]] = -cse162;  /* [9, 29] */
    out[where[59]] = -cse163;  /* [9, 30] */
    out[where[60]] = cse161;  /* [9, 31] */
    out[where[61]] = cse162;  /* [9, 32] */
    out[where[62]] = cse163;  /* [9, 33] */
    out[where[63]] = cse170;  /* [9, 34] */
    out[where[64]] = hq*(cse112*cse13 + cse134*cse2 + cse171*cse22);  /* [10, 3] */
    out[where[65]] = hq*(cse112*cse37 + cse134*cse35 + cse171*cse38);  /* [10, 4] */
    out[where[66]] = hq*(cse112*cse41 + cse134*cse40 + cse171*cse42);  /* [10, 5] */
    out[where[67]] = cse172*v_w_link2_z + hq*(cse146*cse173 + cse174*cse56);  /* [10, 9] */
    out[where[68]] = hq*(cse159*cse173 + cse174*cse63) + 0.01;  /* [10, 10] */
    out[where[69]] = cse172*v_w_link2_x + hq*(cse160*cse173 + cse174*cse68);  /* [10, 11] */
    out[where[70]] = cse175;  /* [10, 34] */
    out[where[71]] = -cse176*v_w_link2_y + hq*(cse146*cse180 + cse181*cse56);  /* [11, 9] */
    out[where[72]] = -cse176*v_w_link2_x + hq*(cse159*cse180 + cse181*cse63);  /* [11, 10] */
    out[where[73]] = hq*(cse160*cse180 + cse181*cse68);  /* [11, 11] */
    out[where[74]] = cse182;  /* [11, 28] */
    out[where[75]] = cse183;  /* [11, 29] */
    out[where[76]] = cse184;  /* [11, 30] */
    out[where[77]] = -cse182;  /* [11, 31] */
    out[where[78]] = -cse183;  /* [11, 32] */
    out[where[79]] = -cse184;  /* [11, 33] */
    out[where[80]] = 1.0;  /* [12, 12] */
    out[where[81]] = -1;  /* [12, 25] */
    out[where[82]] = -1;  /* [12, 28] */
    out[where[83]] = 1.0;  /* [13, 13] */
    out[where[84]] = -1;  /* [13, 26] */
    out[where[85]] = -1;  /* [13, 29] */
    out[where[86]] = 1.0;  /* [14, 14] */
    out[where[87]] = -1;  /* [14, 27] */
    out[where[88]] = -1;  /* [14, 30] */
    out[where[89]] = hq*(cse189*lam_5 + cse192*cse202 + cse205*cse207) + 4.54;  /* [15, 15] */
    out[where[90]] = -cse158*v_w_link3_z + hq*(cse202*cse213 + cse207*cse214 + cse211*lam_5);  /* [15, 16] */
    out[where[91]] = -cse158*v_w_link3_y + hq*(cse202*cse217 + cse207*cse218 + cse216*lam_5);  /* [15, 17] */
    out[where[92]] = -q_A_link3_22;  /* [15, 23] */
    out[where[93]] = q_A_link3_23;  /* [15, 24] */
    out[where[94]] = -cse219;  /* [15, 25] */
    out[where[95]] = -cse220;  /* [15, 26] */
    out[where[96]] = -cse221;  /* [15, 27] */
    out[where[97]] = cse219;  /* [15, 28] */
    out[where[98]] = cse220;  /* [15, 29] */
    out[where[99]] = cse221;  /* [15, 30] */
    out[where[100]] = cse222*v_w_link3_z + hq*(cse188*cse223 - cse192*cse206);  /* [16, 15] */
    out[where[101]] = hq*(-cse206*cse213 + cse210*cse223) + 0.01;  /* [16, 16] */
    out[where[102]] = cse222*v_w_link3_x + hq*(-cse206*cse217 + cse215*cse223);  /* [16, 17] */
    out[where[103]] = q_A_link3_21;  /* [16, 23] */
    out[where[104]] = -cse224*v_w_link3_y + hq*(cse188*cse228 + cse192*cse229);  /* [17, 15] */
    out[where[105]] = -cse224*v_w_link3_x + hq*(cse210*cse228 + cse213*cse229);  /* [17, 16] */
    out[where[106]] = hq*(cse215*cse228 + cse217*cse229);  /* [17, 17] */
    out[where[107]] = -q_A_link3_21;  /* [17, 24] */
    out[where[108]] = cse230;  /* [17, 25] */
    out[where[109]] = cse231;  /* [17, 26] */
    out[where[110]] = cse232;  /* [17, 27] */
    out[where[111]] = -cse230;  /* [17, 28] */
    out[where[112]] = -cse231;  /* [17, 29] */
    out[where[113]] = -cse232;  /* [17, 30] */
    out[where[114]] = cse233 - cse234;  /* [18, 3] */
    out[where[115]] = cse235 - cse236;  /* [18, 4] */
    out[where[116]] = cse237 - cse238;  /* [18, 5] */
    out[where[117]] = -cse2*q_A_rotor_11 + cse22*q_A_rotor_13;  /* [19, 3] */
    out[where[118]] = -cse35*q_A_rotor_11 + cse38*q_A_rotor_13;  /* [19, 4] */
    out[where[119]] = -cse40*q_A_rotor_11 + cse42*q_A_rotor_13;  /* [19, 5] */
    out[where[120]] = -1;  /* [20, 0] */
    out[where[121]] = -1;  /* [21, 1] */
    out[where[122]] = -1;  /* [22, 2] */
    out[where[123]] = cse192*q_A_link3_21 - cse205*q_A_link3_22;  /* [23, 15] */
    out[where[124]] = cse213*q_A_link3_21 - cse214*q_A_link3_22;  /* [23, 16] */
    out[where[125]] = cse217*q_A_link3_21 - cse218*q_A_link3_22;  /* [23, 17] */
    out[where[126]] = -cse189 + cse205*q_A_link3_23;  /* [24, 15] */
    out[where[127]] = -cse211 + cse214*q_A_link3_23;  /* [24, 16] */
    out[where[128]] = -cse216 + cse218*q_A_link3_23;  /* [24, 17] */
    out[where[129]] = -1;  /* [25, 12] */
    out[where[130]] = cse239 - cse240;  /* [25, 15] */
    out[where[131]] = cse241 - cse242;  /* [25, 16] */
    out[where[132]] = cse243 - cse244;  /* [25, 17] */
    out[where[133]] = -1;  /* [26, 13] */
    out[where[134]] = cse245 - cse246;  /* [26, 15] */
    out[where[135]] = cse247 - cse248;  /* [26, 16] */
    out[where[136]] = cse249 - cse250;  /* [26, 17] */
    out[where[137]] = -1;  /* [27, 14] */
    out[where[138]] = cse251 - cse252;  /* [27, 15] */
    out[where[139]] = cse253 - cse254;  /* [27, 16] */
    out[where[140]] = cse255 - cse256;  /* [27, 17] */
    out[where[141]] = 1;  /* [28, 6] */
    out[where[142]] = cse257 - cse258;  /* [28, 9] */
    out[where[143]] = cse259 - cse260;  /* [28, 10] */
    out[where[144]] = cse261 - cse262;  /* [28, 11] */
    out[where[145]] = -1;  /* [28, 12] */
    out[where[146]] = -cse239 + cse240;  /* [28, 15] */
    out[where[147]] = -cse241 + cse242;  /* [28, 16] */
    out[where[148]] = -cse243 + cse244;  /* [28, 17] */
    out[where[149]] = 1;  /* [29, 7] */
    out[where[150]] = cse263 - cse264;  /* [29, 9] */
    out[where[151]] = cse265 - cse266;  /* [29, 10] */
    out[where[152]] = cse267 - cse268;  /* [29, 11] */
    out[where[153]] = -1;  /* [29, 13] */
    out[where[154]] = -cse245 + cse246;  /* [29, 15] */
    out[where[155]] = -cse247 + cse248;  /* [29, 16] */
    out[where[156]] = -cse249 + cse250;  /* [29, 17] */
    out[where[157]] = 1;  /* [30, 8] */
    out[where[158]] = cse269 - cse270;  /* [30, 9] */
    out[where[159]] = cse271 - cse272;  /* [30, 10] */
    out[where[160]] = cse273 - cse274;  /* [30, 11] */
    out[where[161]] = -1;  /* [30, 14] */
    out[where[162]] = -cse251 + cse252;  /* [30, 15] */
    out[where[163]] = -cse253 + cse254;  /* [30, 16] */
    out[where[164]] = -cse255 + cse256;  /* [30, 17] */
    out[where[165]] = -1;  /* [31, 0] */
    out[where[166]] = 2*cse233 - 2*cse234;  /* [31, 3] */
    out[where[167]] = 2*cse235 - 2*cse236;  /* [31, 4] */
    out[where[168]] = 2*cse237 - 2*cse238;  /* [31, 5] */
    out[where[169]] = 1;  /* [31, 6] */
    out[where[170]] = -cse257 + cse258;  /* [31, 9] */
    out[where[171]] = -cse259 + cse260;  /* [31, 10] */
    out[where[172]] = -cse261 + cse262;  /* [31, 11] */
    out[where[173]] = -1;  /* [32, 1] */
    out[where[174]] = -cse116*cse13 + cse136*cse2;  /* [32, 3] */
    out[where[175]] = -cse116*cse37 + cse136*cse35;  /* [32, 4] */
    out[where[176]] = -cse116*cse41 + cse136*cse40;  /* [32, 5] */
    out[where[177]] = 1;  /* [32, 7] */
    out[where[178]] = -cse263 + cse264;  /* [32, 9] */
    out[where[179]] = -cse265 + cse266;  /* [32, 10] */
    out[where[180]] = -cse267 + cse268;  /* [32, 11] */
    out[where[181]] = -1;  /* [33, 2] */
    out[where[182]] = -cse117*cse13 + cse137*cse2;  /* [33, 3] */
    out[where[183]] = -cse117*cse37 + cse137*cse35;  /* [33, 4] */
    out[where[184]] = -cse117*cse41 + cse137*cse40;  /* [33, 5] */
    out[where[185]] = 1;  /* [33, 8] */
    out[where[186]] = -cse269 + cse270;  /* [33, 9] */
    out[where[187]] = -cse271 + cse272;  /* [33, 10] */
    out[where[188]] = -cse273 + cse274;  /* [33, 11] */
    out[where[189]] = cse118*cse13 + cse138*cse2 + cse22*cse72;  /* [34, 3] */
    out[where[190]] = cse118*cse37 + cse138*cse35 + cse38*cse72;  /* [34, 4] */
    out[where[191]] = cse118*cse41 + cse138*cse40 + cse42*cse72;  /* [34, 5] */
    out[where[192]] = cse170*cse59 + cse175*cse56;  /* [34, 9] */
    out[where[193]] = cse170*cse64 + cse175*cse63;  /* [34, 10] */
    out[where[194]] = cse170*cse71 + cse175*cse68;  /* [34, 11] */
    out[where[195]] = cse121*cse13 + cse139*cse2;  /* [35, 3] */
    out[where[196]] = cse121*cse37 + cse139*cse35;  /* [35, 4] */
    out[where[197]] = cse121*cse41 + cse139*cse40;  /* [35, 5] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_four_link_rA_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_four_link_rA_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_four_link_rA_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 36 x 36 row-major, 198 nonzero (the cells of genalpha_matrix_band).
 */
void mg_four_link_rA_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 1296);
    mg_four_link_rA_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_four_link_rA_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 36); p (parameters, 0).
 * Output: out, 30 x 18 row-major, 165 nonzero.
 * 513 operations after common subexpression elimination.
 */
void mg_four_link_rA_B(const double *q, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_r_link2_x = q[12];
    const double q_r_link2_y = q[13];
    const double q_r_link2_z = q[14];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_r_link3_x = q[24];
    const double q_r_link3_y = q[25];
    const double q_r_link3_z = q[26];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    (void)p;
    const double cse0 = (q_A_rotor_11*q_A_rotor_11) + (q_A_rotor_21*q_A_rotor_21) + (q_A_rotor_31*q_A_rotor_31);
    const double cse1 = q_A_rotor_11*q_A_rotor_12 + q_A_rotor_21*q_A_rotor_22 + q_A_rotor_31*q_A_rotor_32;
    const double cse2 = q_A_rotor_11*q_A_rotor_13 + q_A_rotor_21*q_A_rotor_23 + q_A_rotor_31*q_A_rotor_33;
    const double cse3 = (q_A_rotor_12*q_A_rotor_12) + (q_A_rotor_22*q_A_rotor_22) + (q_A_rotor_32*q_A_rotor_32);
    const double cse4 = q_A_rotor_12*q_A_rotor_13 + q_A_rotor_22*q_A_rotor_23 + q_A_rotor_32*q_A_rotor_33;
    const double cse5 = (q_A_rotor_13*q_A_rotor_13) + (q_A_rotor_23*q_A_rotor_23) + (q_A_rotor_33*q_A_rotor_33);
    const double cse6 = 3.7*q_A_link3_32;
    const double cse7 = cse6*q_A_link3_21;
    const double cse8 = 3.7*q_A_link3_22;
    const double cse9 = cse8*q_A_link3_31;
    const double cse10 = cse7 - cse9;
    const double cse11 = 3.7*q_A_link3_12;
    const double cse12 = cse11*q_A_link3_31;
    const double cse13 = cse6*q_A_link3_11;
    const double cse14 = cse12 - cse13;
    const double cse15 = cse8*q_A_link3_11;
    const double cse16 = cse11*q_A_link3_21;
    const double cse17 = cse15 - cse16;
    const double cse18 = cse6*q_A_link3_23;
    const double cse19 = cse8*q_A_link3_33;
    const double cse20 = cse18 - cse19;
    const double cse21 = cse11*q_A_link3_33;
    const double cse22 = cse6*q_A_link3_13;
    const double cse23 = cse21 - cse22;
    const double cse24 = cse8*q_A_link3_13;
    const double cse25 = cse11*q_A_link3_23;
    const double cse26 = cse24 - cse25;
    const double cse27 = (q_A_link3_11*q_A_link3_11) + (q_A_link3_21*q_A_link3_21) + (q_A_link3_31*q_A_link3_31);
    const double cse28 = q_A_link3_11*q_A_link3_12 + q_A_link3_21*q_A_link3_22 + q_A_link3_31*q_A_link3_32;
    const double cse29 = q_A_link3_11*q_A_link3_13 + q_A_link3_21*q_A_link3_23 + q_A_link3_31*q_A_link3_33;
    const double cse30 = (q_A_link3_12*q_A_link3_12) + (q_A_link3_22*q_A_link3_22) + (q_A_link3_32*q_A_link3_32);
    const double cse31 = q_A_link3_12*q_A_link3_13 + q_A_link3_22*q_A_link3_23 + q_A_link3_32*q_A_link3_33;
    const double cse32 = (q_A_link3_13*q_A_link3_13) + (q_A_link3_23*q_A_link3_23) + (q_A_link3_33*q_A_link3_33);
    const double cse33 = -q_r_link2_y;
    const double cse34 = cse33 - cse8 + q_r_link3_y;
    const double cse35 = -q_r_link2_z;
    const double cse36 = cse35 - cse6 + q_r_link3_z;
    const double cse37 = cse34*q_A_link2_31 - cse36*q_A_link2_21;
    const double cse38 = -q_r_link2_x;
    const double cse39 = -cse11 + cse38 + q_r_link3_x;
    const double cse40 = cse36*q_A_link2_11 - cse39*q_A_link2_31;
    const double cse41 = -cse34*q_A_link2_11 + cse39*q_A_link2_21;
    const double cse42 = cse36*q_A_link2_12 - cse39*q_A_link2_32;
    const double cse43 = cse34*q_A_link2_32 - cse36*q_A_link2_22;
    const double cse44 = -cse34*q_A_link2_12 + cse39*q_A_link2_22;
    const double cse45 = cse34*q_A_link2_33 - cse36*q_A_link2_23;
    const double cse46 = cse36*q_A_link2_13 - cse39*q_A_link2_33;
    const double cse47 = -cse34*q_A_link2_13 + cse39*q_A_link2_23;
    const double cse48 = -cse7 + cse9;
    const double cse49 = -cse12 + cse13;
    const double cse50 = -cse15 + cse16;
    const double cse51 = -cse18 + cse19;
    const double cse52 = -cse21 + cse22;
    const double cse53 = -cse24 + cse25;
    const double cse54 = 2*q_A_rotor_21;
    const double cse55 = 2*q_A_rotor_31;
    const double cse56 = cse54*q_A_rotor_32 - cse55*q_A_rotor_22;
    const double cse57 = 2*q_A_rotor_11;
    const double cse58 = -cse54*q_A_rotor_12 + cse57*q_A_rotor_22;
    const double cse59 = cse55*q_A_rotor_12 - cse57*q_A_rotor_32;
    const double cse60 = cse54*q_A_rotor_33 - cse55*q_A_rotor_23;
    const double cse61 = -cse54*q_A_rotor_13 + cse57*q_A_rotor_23;
    const double cse62 = cse55*q_A_rotor_13 - cse57*q_A_rotor_33;
    const double cse63 = -q_A_rotor_11;
    const double cse64 = -q_A_rotor_21;
    const double cse65 = -q_A_rotor_31;
    const double cse66 = cse33 - cse54 + q_r_rotor_y;
    const double cse67 = cse35 - cse55 + q_r_rotor_z;
    const double cse68 = cse66*q_A_link2_31 - cse67*q_A_link2_21;
    const double cse69 = cse38 - cse57 + q_r_rotor_x;
    const double cse70 = -cse66*q_A_link2_11 + cse69*q_A_link2_21;
    const double cse71 = cse67*q_A_link2_11 - cse69*q_A_link2_31;
    const double cse72 = cse66*q_A_link2_32 - cse67*q_A_link2_22;
    const double cse73 = -cse66*q_A_link2_12 + cse69*q_A_link2_22;
    const double cse74 = cse67*q_A_link2_12 - cse69*q_A_link2_32;
    const double cse75 = cse66*q_A_link2_33 - cse67*q_A_link2_23;
    const double cse76 = -cse66*q_A_link2_13 + cse69*q_A_link2_23;
    const double cse77 = cse67*q_A_link2_13 - cse69*q_A_link2_33;
    const double cse78 = -q_A_rotor_12;
    const double cse79 = -q_A_rotor_22;
    const double cse80 = -q_A_rotor_32;
    const double cse81 = -q_A_rotor_13;
    const double cse82 = -q_A_rotor_23;
    const double cse83 = -q_A_rotor_33;

    memset(out, 0, sizeof(double) * 540);
    out[0] = q_A_rotor_11;  /* [0, 0] */
    out[1] = q_A_rotor_21;  /* [0, 1] */
    out[2] = q_A_rotor_31;  /* [0, 2] */
    out[18] = q_A_rotor_12;  /* [1, 0] */
    out[19] = q_A_rotor_22;  /* [1, 1] */
    out[20] = q_A_rotor_32;  /* [1, 2] */
    out[36] = q_A_rotor_13;  /* [2, 0] */
    out[37] = q_A_rotor_23;  /* [2, 1] */
    out[38] = q_A_rotor_33;  /* [2, 2] */
    out[57] = cse0;  /* [3, 3] */
    out[58] = cse1;  /* [3, 4] */
    out[59] = cse2;  /* [3, 5] */
    out[75] = cse1;  /* [4, 3] */
    out[76] = cse3;  /* [4, 4] */
    out[77] = cse4;  /* [4, 5] */
    out[93] = cse2;  /* [5, 3] */
    out[94] = cse4;  /* [5, 4] */
    out[95] = cse5;  /* [5, 5] */
    out[120] = q_A_link3_11;  /* [6, 12] */
    out[121] = q_A_link3_21;  /* [6, 13] */
    out[122] = q_A_link3_31;  /* [6, 14] */
    out[123] = cse10*q_A_link3_11 + cse14*q_A_link3_21 + cse17*q_A_link3_31;  /* [6, 15] */
    out[125] = cse20*q_A_link3_11 + cse23*q_A_link3_21 + cse26*q_A_link3_31;  /* [6, 17] */
    out[138] = q_A_link3_12;  /* [7, 12] */
    out[139] = q_A_link3_22;  /* [7, 13] */
    out[140] = q_A_link3_32;  /* [7, 14] */
    out[141] = cse10*q_A_link3_12 + cse14*q_A_link3_22 + cse17*q_A_link3_32;  /* [7, 15] */
    out[143] = cse20*q_A_link3_12 + cse23*q_A_link3_22 + cse26*q_A_link3_32;  /* [7, 17] */
    out[156] = q_A_link3_13;  /* [8, 12] */
    out[157] = q_A_link3_23;  /* [8, 13] */
    out[158] = q_A_link3_33;  /* [8, 14] */
    out[159] = cse10*q_A_link3_13 + cse14*q_A_link3_23 + cse17*q_A_link3_33;  /* [8, 15] */
    out[161] = cse20*q_A_link3_13 + cse23*q_A_link3_23 + cse26*q_A_link3_33;  /* [8, 17] */
    out[177] = cse27;  /* [9, 15] */
    out[178] = cse28;  /* [9, 16] */
    out[179] = cse29;  /* [9, 17] */
    out[195] = cse28;  /* [10, 15] */
    out[196] = cse30;  /* [10, 16] */
    out[197] = cse31;  /* [10, 17] */
    out[213] = cse29;  /* [11, 15] */
    out[214] = cse31;  /* [11, 16] */
    out[215] = cse32;  /* [11, 17] */
    out[222] = -q_A_link3_11;  /* [12, 6] */
    out[223] = -q_A_link3_21;  /* [12, 7] */
    out[224] = -q_A_link3_31;  /* [12, 8] */
    out[225] = cse37*q_A_link3_11 + cse40*q_A_link3_21 + cse41*q_A_link3_31;  /* [12, 9] */
    out[226] = cse42*q_A_link3_21 + cse43*q_A_link3_11 + cse44*q_A_link3_31;  /* [12, 10] */
    out[227] = cse45*q_A_link3_11 + cse46*q_A_link3_21 + cse47*q_A_link3_31;  /* [12, 11] */
    out[228] = q_A_link3_11;  /* [12, 12] */
    out[229] = q_A_link3_21;  /* [12, 13] */
    out[230] = q_A_link3_31;  /* [12, 14] */
    out[231] = cse48*q_A_link3_11 + cse49*q_A_link3_21 + cse50*q_A_link3_31;  /* [12, 15] */
    out[233] = cse51*q_A_link3_11 + cse52*q_A_link3_21 + cse53*q_A_link3_31;  /* [12, 17] */
    out[240] = -q_A_link3_12;  /* [13, 6] */
    out[241] = -q_A_link3_22;  /* [13, 7] */
    out[242] = -q_A_link3_32;  /* [13, 8] */
    out[243] = cse37*q_A_link3_12 + cse40*q_A_link3_22 + cse41*q_A_link3_32;  /* [13, 9] */
    out[244] = cse42*q_A_link3_22 + cse43*q_A_link3_12 + cse44*q_A_link3_32;  /* [13, 10] */
    out[245] = cse45*q_A_link3_12 + cse46*q_A_link3_22 + cse47*q_A_link3_32;  /* [13, 11] */
    out[246] = q_A_link3_12;  /* [13, 12] */
    out[247] = q_A_link3_22;  /* [13, 13] */
    out[248] = q_A_link3_32;  /* [13, 14] */
    out[249] = cse48*q_A_link3_12 + cse49*q_A_link3_22 + cse50*q_A_link3_32;  /* [13, 15] */
    out[251] = cse51*q_A_link3_12 + cse52*q_A_link3_22 + cse53*q_A_link3_32;  /* [13, 17] */
    out[258] = -q_A_link3_13;  /* [14, 6] */
    out[259] = -q_A_link3_23;  /* [14, 7] */
    out[260] = -q_A_link3_33;  /* [14, 8] */
    out[261] = cse37*q_A_link3_13 + cse40*q_A_link3_23 + cse41*q_A_link3_33;  /* [14, 9] */
    out[262] = cse42*q_A_link3_23 + cse43*q_A_link3_13 + cse44*q_A_link3_33;  /* [14, 10] */
    out[263] = cse45*q_A_link3_13 + cse46*q_A_link3_23 + cse47*q_A_link3_33;  /* [14, 11] */
    out[264] = q_A_link3_13;  /* [14, 12] */
    out[265] = q_A_link3_23;  /* [14, 13] */
    out[266] = q_A_link3_33;  /* [14, 14] */
    out[267] = cse48*q_A_link3_13 + cse49*q_A_link3_23 + cse50*q_A_link3_33;  /* [14, 15] */
    out[269] = cse51*q_A_link3_13 + cse52*q_A_link3_23 + cse53*q_A_link3_33;  /* [14, 17] */
    out[279] = -q_A_link2_11*q_A_link3_11 - q_A_link2_21*q_A_link3_21 - q_A_link2_31*q_A_link3_31;  /* [15, 9] */
    out[280] = -q_A_link2_12*q_A_link3_11 - q_A_link2_22*q_A_link3_21 - q_A_link2_32*q_A_link3_31;  /* [15, 10] */
    out[281] = -q_A_link2_13*q_A_link3_11 - q_A_link2_23*q_A_link3_21 - q_A_link2_33*q_A_link3_31;  /* [15, 11] */
    out[285] = cse27;  /* [15, 15] */
    out[286] = cse28;  /* [15, 16] */
    out[287] = cse29;  /* [15, 17] */
    out[297] = -q_A_link2_11*q_A_link3_12 - q_A_link2_21*q_A_link3_22 - q_A_link2_31*q_A_link3_32;  /* [16, 9] */
    out[298] = -q_A_link2_12*q_A_link3_12 - q_A_link2_22*q_A_link3_22 - q_A_link2_32*q_A_link3_32;  /* [16, 10] */
    out[299] = -q_A_link2_13*q_A_link3_12 - q_A_link2_23*q_A_link3_22 - q_A_link2_33*q_A_link3_32;  /* [16, 11] */
    out[303] = cse28;  /* [16, 15] */
    out[304] = cse30;  /* [16, 16] */
    out[305] = cse31;  /* [16, 17] */
    out[315] = -q_A_link2_11*q_A_link3_13 - q_A_link2_21*q_A_link3_23 - q_A_link2_31*q_A_link3_33;  /* [17, 9] */
    out[316] = -q_A_link2_12*q_A_link3_13 - q_A_link2_22*q_A_link3_23 - q_A_link2_32*q_A_link3_33;  /* [17, 10] */
    out[317] = -q_A_link2_13*q_A_link3_13 - q_A_link2_23*q_A_link3_23 - q_A_link2_33*q_A_link3_33;  /* [17, 11] */
    out[321] = cse29;  /* [17, 15] */
    out[322] = cse31;  /* [17, 16] */
    out[323] = cse32;  /* [17, 17] */
    out[324] = q_A_rotor_11;  /* [18, 0] */
    out[325] = q_A_rotor_21;  /* [18, 1] */
    out[326] = q_A_rotor_31;  /* [18, 2] */
    out[328] = cse56*q_A_rotor_11 + cse58*q_A_rotor_31 + cse59*q_A_rotor_21;  /* [18, 4] */
    out[329] = cse60*q_A_rotor_11 + cse61*q_A_rotor_31 + cse62*q_A_rotor_21;  /* [18, 5] */
    out[330] = cse63;  /* [18, 6] */
    out[331] = cse64;  /* [18, 7] */
    out[332] = cse65;  /* [18, 8] */
    out[333] = cse68*q_A_rotor_11 + cse70*q_A_rotor_31 + cse71*q_A_rotor_21;  /* [18, 9] */
    out[334] = cse72*q_A_rotor_11 + cse73*q_A_rotor_31 + cse74*q_A_rotor_21;  /* [18, 10] */
    out[335] = cse75*q_A_rotor_11 + cse76*q_A_rotor_31 + cse77*q_A_rotor_21;  /* [18, 11] */
    out[342] = q_A_rotor_12;  /* [19, 0] */
    out[343] = q_A_rotor_22;  /* [19, 1] */
    out[344] = q_A_rotor_32;  /* [19, 2] */
    out[346] = cse56*q_A_rotor_12 + cse58*q_A_rotor_32 + cse59*q_A_rotor_22;  /* [19, 4] */
    out[347] = cse60*q_A_rotor_12 + cse61*q_A_rotor_32 + cse62*q_A_rotor_22;  /* [19, 5] */
    out[348] = cse78;  /* [19, 6] */
    out[349] = cse79;  /* [19, 7] */
    out[350] = cse80;  /* [19, 8] */
    out[351] = cse68*q_A_rotor_12 + cse70*q_A_rotor_32 + cse71*q_A_rotor_22;  /* [19, 9] */
    out[352] = cse72*q_A_rotor_12 + cse73*q_A_rotor_32 + cse74*q_A_rotor_22;  /* [19, 10] */
    out[353] = cse75*q_A_rotor_12 + cse76*q_A_rotor_32 + cse77*q_A_rotor_22;  /* [19, 11] */
    out[360] = q_A_rotor_13;  /* [20, 0] */
    out[361] = q_A_rotor_23;  /* [20, 1] */
    out[362] = q_A_rotor_33;  /* [20, 2] */
    out[364] = cse56*q_A_rotor_13 + cse58*q_A_rotor_33 + cse59*q_A_rotor_23;  /* [20, 4] */
    out[365] = cse60*q_A_rotor_13 + cse61*q_A_rotor_33 + cse62*q_A_rotor_23;  /* [20, 5] */
    out[366] = cse81;  /* [20, 6] */
    out[367] = cse82;  /* [20, 7] */
    out[368] = cse83;  /* [20, 8] */
    out[369] = cse68*q_A_rotor_13 + cse70*q_A_rotor_33 + cse71*q_A_rotor_23;  /* [20, 9] */
    out[370] = cse72*q_A_rotor_13 + cse73*q_A_rotor_33 + cse74*q_A_rotor_23;  /* [20, 10] */
    out[371] = cse75*q_A_rotor_13 + cse76*q_A_rotor_33 + cse77*q_A_rotor_23;  /* [20, 11] */
    out[381] = cse0;  /* [21, 3] */
    out[382] = cse1;  /* [21, 4] */
    out[383] = cse2;  /* [21, 5] */
    out[387] = -q_A_link2_11*q_A_rotor_11 - q_A_link2_21*q_A_rotor_21 - q_A_link2_31*q_A_rotor_31;  /* [21, 9] */
    out[388] = -q_A_link2_12*q_A_rotor_11 - q_A_link2_22*q_A_rotor_21 - q_A_link2_32*q_A_rotor_31;  /* [21, 10] */
    out[389] = -q_A_link2_13*q_A_rotor_11 - q_A_link2_23*q_A_rotor_21 - q_A_link2_33*q_A_rotor_31;  /* [21, 11] */
    out[399] = cse1;  /* [22, 3] */
    out[400] = cse3;  /* [22, 4] */
    out[401] = cse4;  /* [22, 5] */
    out[405] = -q_A_link2_11*q_A_rotor_12 - q_A_link2_21*q_A_rotor_22 - q_A_link2_31*q_A_rotor_32;  /* [22, 9] */
    out[406] = -q_A_link2_12*q_A_rotor_12 - q_A_link2_22*q_A_rotor_22 - q_A_link2_32*q_A_rotor_32;  /* [22, 10] */
    out[407] = -q_A_link2_13*q_A_rotor_12 - q_A_link2_23*q_A_rotor_22 - q_A_link2_33*q_A_rotor_32;  /* [22, 11] */
    out[417] = cse2;  /* [23, 3] */
    out[418] = cse4;  /* [23, 4] */
    out[419] = cse5;  /* [23, 5] */
    out[423] = -q_A_link2_11*q_A_rotor_13 - q_A_link2_21*q_A_rotor_23 - q_A_link2_31*q_A_rotor_33;  /* [23, 9] */
    out[424] = -q_A_link2_12*q_A_rotor_13 - q_A_link2_22*q_A_rotor_23 - q_A_link2_32*q_A_rotor_33;  /* [23, 10] */
    out[425] = -q_A_link2_13*q_A_rotor_13 - q_A_link2_23*q_A_rotor_23 - q_A_link2_33*q_A_rotor_33;  /* [23, 11] */
    out[432] = -1;  /* [24, 0] */
    out[435] = q_A_rotor_21*q_r_rotor_z - q_A_rotor_31*q_r_rotor_y;  /* [24, 3] */
    out[436] = q_A_rotor_22*q_r_rotor_z - q_A_rotor_32*q_r_rotor_y;  /* [24, 4] */
    out[437] = q_A_rotor_23*q_r_rotor_z - q_A_rotor_33*q_r_rotor_y;  /* [24, 5] */
    out[451] = -1;  /* [25, 1] */
    out[453] = -q_A_rotor_11*q_r_rotor_z + q_A_rotor_31*q_r_rotor_x;  /* [25, 3] */
    out[454] = -q_A_rotor_12*q_r_rotor_z + q_A_rotor_32*q_r_rotor_x;  /* [25, 4] */
    out[455] = -q_A_rotor_13*q_r_rotor_z + q_A_rotor_33*q_r_rotor_x;  /* [25, 5] */
    out[470] = -1;  /* [26, 2] */
    out[471] = q_A_rotor_11*q_r_rotor_y - q_A_rotor_21*q_r_rotor_x;  /* [26, 3] */
    out[472] = q_A_rotor_12*q_r_rotor_y - q_A_rotor_22*q_r_rotor_x;  /* [26, 4] */
    out[473] = q_A_rotor_13*q_r_rotor_y - q_A_rotor_23*q_r_rotor_x;  /* [26, 5] */
    out[489] = cse63;  /* [27, 3] */
    out[490] = cse78;  /* [27, 4] */
    out[491] = cse81;  /* [27, 5] */
    out[507] = cse64;  /* [28, 3] */
    out[508] = cse79;  /* [28, 4] */
    out[509] = cse82;  /* [28, 5] */
    out[525] = cse65;  /* [29, 3] */
    out[526] = cse80;  /* [29, 4] */
    out[527] = cse83;  /* [29, 5] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 36); p (parameters, 0).
 * Output: out, 7 x 24 row-major, 130 nonzero.
 * 182 operations after common subexpression elimination.
 */
void mg_four_link_rA_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_r_link2_x = q[12];
    const double q_r_link2_y = q[13];
    const double q_r_link2_z = q[14];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_r_link3_x = q[24];
    const double q_r_link3_y = q[25];
    const double q_r_link3_z = q[26];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    (void)p;
    const double cse0 = 3.7*q_A_link3_12;
    const double cse1 = 3.7*q_A_link3_22;
    const double cse2 = 3.7*q_A_link3_32;
    const double cse3 = 0.27805633713446004*q_A_link2_13;
    const double cse4 = 0.6967213111475148*q_A_link2_12;
    const double cse5 = 0.6612594709887001*q_A_link2_11;
    const double cse6 = 0.27805633713446004*q_A_link2_23;
    const double cse7 = 0.6967213111475148*q_A_link2_22;
    const double cse8 = 0.6612594709887001*q_A_link2_21;
    const double cse9 = 0.27805633713446004*q_A_link2_33;
    const double cse10 = 0.6967213111475148*q_A_link2_32;
    const double cse11 = 0.6612594709887001*q_A_link2_31;
    const double cse12 = -q_A_rotor_11;
    const double cse13 = -q_A_rotor_21;
    const double cse14 = -q_A_rotor_31;

    memset(out, 0, sizeof(double) * 168);
    out[0] = q_r_rotor_x;  /* [0, 0] */
    out[1] = q_r_rotor_y;  /* [0, 1] */
    out[2] = q_r_rotor_z;  /* [0, 2] */
    out[3] = q_A_rotor_11;  /* [0, 3] */
    out[4] = q_A_rotor_12;  /* [0, 4] */
    out[5] = q_A_rotor_13;  /* [0, 5] */
    out[6] = q_A_rotor_21;  /* [0, 6] */
    out[7] = q_A_rotor_22;  /* [0, 7] */
    out[8] = q_A_rotor_23;  /* [0, 8] */
    out[9] = q_A_rotor_31;  /* [0, 9] */
    out[10] = q_A_rotor_32;  /* [0, 10] */
    out[11] = q_A_rotor_33;  /* [0, 11] */
    out[17] = 1;  /* [0, 17] */
    out[19] = 1;  /* [0, 19] */
    out[21] = -1;  /* [0, 21] */
    out[24] = cse0 + q_r_link3_x;  /* [1, 0] */
    out[25] = cse1 + q_r_link3_y;  /* [1, 1] */
    out[26] = cse2 + q_r_link3_z;  /* [1, 2] */
    out[27] = q_A_link3_11;  /* [1, 3] */
    out[28] = q_A_link3_12;  /* [1, 4] */
    out[29] = q_A_link3_13;  /* [1, 5] */
    out[30] = q_A_link3_21;  /* [1, 6] */
    out[31] = q_A_link3_22;  /* [1, 7] */
    out[32] = q_A_link3_23;  /* [1, 8] */
    out[33] = q_A_link3_31;  /* [1, 9] */
    out[34] = q_A_link3_32;  /* [1, 10] */
    out[35] = q_A_link3_33;  /* [1, 11] */
    out[36] = -3.991302121273762;  /* [1, 12] */
    out[37] = -8.5;  /* [1, 13] */
    out[38] = 0.004668815951399452;  /* [1, 14] */
    out[40] = 0.4741231347908751;  /* [1, 16] */
    out[41] = 0.8804585470401622;  /* [1, 17] */
    out[42] = -1.0;  /* [1, 18] */
    out[46] = -0.8804585470401622;  /* [1, 22] */
    out[47] = 0.4741231347908751;  /* [1, 23] */
    out[48] = -cse0 + q_r_link3_x;  /* [2, 0] */
    out[49] = -cse1 + q_r_link3_y;  /* [2, 1] */
    out[50] = -cse2 + q_r_link3_z;  /* [2, 2] */
    out[51] = q_A_link3_11;  /* [2, 3] */
    out[52] = q_A_link3_12;  /* [2, 4] */
    out[53] = q_A_link3_13;  /* [2, 5] */
    out[54] = q_A_link3_21;  /* [2, 6] */
    out[55] = q_A_link3_22;  /* [2, 7] */
    out[56] = q_A_link3_23;  /* [2, 8] */
    out[57] = q_A_link3_31;  /* [2, 9] */
    out[58] = q_A_link3_32;  /* [2, 10] */
    out[59] = q_A_link3_33;  /* [2, 11] */
    out[60] = -0.006523544512045836*q_A_link2_11 - 6.103609155404682*q_A_link2_12 - 0.006470566813989276*q_A_link2_13 + q_r_link2_x;  /* [2, 12] */
    out[61] = -0.006523544512045836*q_A_link2_21 - 6.103609155404682*q_A_link2_22 - 0.006470566813989276*q_A_link2_23 + q_r_link2_y;  /* [2, 13] */
    out[62] = -0.006523544512045836*q_A_link2_31 - 6.103609155404682*q_A_link2_32 - 0.006470566813989276*q_A_link2_33 + q_r_link2_z;  /* [2, 14] */
    out[63] = -cse3 - cse4 + cse5;  /* [2, 15] */
    out[64] = 0.35589868700602617*q_A_link2_11 + 0.6176679596421597*q_A_link2_12 - 0.701300517766013*q_A_link2_13;  /* [2, 16] */
    out[65] = 0.6603575066697819*q_A_link2_11 + 0.364781724082196*q_A_link2_12 + 0.6564009880861618*q_A_link2_13;  /* [2, 17] */
    out[66] = -cse6 - cse7 + cse8;  /* [2, 18] */
    out[67] = 0.35589868700602617*q_A_link2_21 + 0.6176679596421597*q_A_link2_22 - 0.701300517766013*q_A_link2_23;  /* [2, 19] */
    out[68] = 0.6603575066697819*q_A_link2_21 + 0.364781724082196*q_A_link2_22 + 0.6564009880861618*q_A_link2_23;  /* [2, 20] */
    out[69] = -cse10 + cse11 - cse9;  /* [2, 21] */
    out[70] = 0.35589868700602617*q_A_link2_31 + 0.6176679596421597*q_A_link2_32 - 0.701300517766013*q_A_link2_33;  /* [2, 22] */
    out[71] = 0.6603575066697819*q_A_link2_31 + 0.364781724082196*q_A_link2_32 + 0.6564009880861618*q_A_link2_33;  /* [2, 23] */
    out[72] = -2*q_A_rotor_11 + q_r_rotor_x;  /* [3, 0] */
    out[73] = -2*q_A_rotor_21 + q_r_rotor_y;  /* [3, 1] */
    out[74] = -2*q_A_rotor_31 + q_r_rotor_z;  /* [3, 2] */
    out[75] = q_A_rotor_11;  /* [3, 3] */
    out[76] = q_A_rotor_12;  /* [3, 4] */
    out[77] = q_A_rotor_13;  /* [3, 5] */
    out[78] = q_A_rotor_21;  /* [3, 6] */
    out[79] = q_A_rotor_22;  /* [3, 7] */
    out[80] = q_A_rotor_23;  /* [3, 8] */
    out[81] = q_A_rotor_31;  /* [3, 9] */
    out[82] = q_A_rotor_32;  /* [3, 10] */
    out[83] = q_A_rotor_33;  /* [3, 11] */
    out[84] = -2.785729245262207e-09*q_A_link2_11 + 6.100000001471967*q_A_link2_12 - 3.1197990857378954e-09*q_A_link2_13 + q_r_link2_x;  /* [3, 12] */
    out[85] = -2.785729245262207e-09*q_A_link2_21 + 6.100000001471967*q_A_link2_22 - 3.1197990857378954e-09*q_A_link2_23 + q_r_link2_y;  /* [3, 13] */
    out[86] = -2.785729245262207e-09*q_A_link2_31 + 6.100000001471967*q_A_link2_32 - 3.1197990857378954e-09*q_A_link2_33 + q_r_link2_z;  /* [3, 14] */
    out[87] = 0.00026326970986405957*q_A_link2_11 + 0.3708795797635267*q_A_link2_12 - 0.9286809290620163*q_A_link2_13;  /* [3, 15] */
    out[88] = cse3 + cse4 - cse5;  /* [3, 16] */
    out[89] = 0.7501572120007941*q_A_link2_11 + 0.6140258560576402*q_A_link2_12 + 0.245431060332383*q_A_link2_13;  /* [3, 17] */
    out[90] = 0.00026326970986405957*q_A_link2_21 + 0.3708795797635267*q_A_link2_22 - 0.9286809290620163*q_A_link2_23;  /* [3, 18] */
    out[91] = cse6 + cse7 - cse8;  /* [3, 19] */
    out[92] = 0.7501572120007941*q_A_link2_21 + 0.6140258560576402*q_A_link2_22 + 0.245431060332383*q_A_link2_23;  /* [3, 20] */
    out[93] = 0.00026326970986405957*q_A_link2_31 + 0.3708795797635267*q_A_link2_32 - 0.9286809290620163*q_A_link2_33;  /* [3, 21] */
    out[94] = cse10 - cse11 + cse9;  /* [3, 22] */
    out[95] = 0.7501572120007941*q_A_link2_31 + 0.6140258560576402*q_A_link2_32 + 0.245431060332383*q_A_link2_33;  /* [3, 23] */
    out[99] = 1;  /* [4, 3] */
    out[103] = 1;  /* [4, 7] */
    out[107] = 1;  /* [4, 11] */
    out[108] = q_r_rotor_x;  /* [4, 12] */
    out[109] = q_r_rotor_y;  /* [4, 13] */
    out[110] = q_r_rotor_z;  /* [4, 14] */
    out[111] = q_A_rotor_13;  /* [4, 15] */
    out[112] = q_A_rotor_12;  /* [4, 16] */
    out[113] = cse12;  /* [4, 17] */
    out[114] = q_A_rotor_23;  /* [4, 18] */
    out[115] = q_A_rotor_22;  /* [4, 19] */
    out[116] = cse13;  /* [4, 20] */
    out[117] = q_A_rotor_33;  /* [4, 21] */
    out[118] = q_A_rotor_32;  /* [4, 22] */
    out[119] = cse14;  /* [4, 23] */
    out[125] = 1;  /* [5, 5] */
    out[127] = -1;  /* [5, 7] */
    out[129] = 1;  /* [5, 9] */
    out[132] = q_r_rotor_x;  /* [5, 12] */
    out[133] = q_r_rotor_y;  /* [5, 13] */
    out[134] = q_r_rotor_z;  /* [5, 14] */
    out[135] = cse12;  /* [5, 15] */
    out[136] = -q_A_rotor_12;  /* [5, 16] */
    out[137] = q_A_rotor_13;  /* [5, 17] */
    out[138] = cse13;  /* [5, 18] */
    out[139] = -q_A_rotor_22;  /* [5, 19] */
    out[140] = q_A_rotor_23;  /* [5, 20] */
    out[141] = cse14;  /* [5, 21] */
    out[142] = -q_A_rotor_32;  /* [5, 22] */
    out[143] = q_A_rotor_33;  /* [5, 23] */
    out[144] = -4;  /* [6, 0] */
    out[145] = -8.5;  /* [6, 1] */
    out[148] = -1;  /* [6, 4] */
    out[152] = 1;  /* [6, 8] */
    out[153] = -1;  /* [6, 9] */
    out[156] = 3.699986833381252*q_A_link3_12 - 0.009871715320274088*q_A_link3_13 + q_r_link3_x;  /* [6, 12] */
    out[157] = 3.699986833381252*q_A_link3_22 - 0.009871715320274088*q_A_link3_23 + q_r_link3_y;  /* [6, 13] */
    out[158] = 3.699986833381252*q_A_link3_32 - 0.009871715320274088*q_A_link3_33 + q_r_link3_z;  /* [6, 14] */
    out[159] = 0.8804585470401622*q_A_link3_12 - 0.4741231347908751*q_A_link3_13;  /* [6, 15] */
    out[160] = -0.4741231347908751*q_A_link3_12 - 0.8804585470401622*q_A_link3_13;  /* [6, 16] */
    out[161] = -1.0*q_A_link3_11;  /* [6, 17] */
    out[162] = 0.8804585470401622*q_A_link3_22 - 0.4741231347908751*q_A_link3_23;  /* [6, 18] */
    out[163] = -0.4741231347908751*q_A_link3_22 - 0.8804585470401622*q_A_link3_23;  /* [6, 19] */
    out[164] = -1.0*q_A_link3_21;  /* [6, 20] */
    out[165] = 0.8804585470401622*q_A_link3_32 - 0.4741231347908751*q_A_link3_33;  /* [6, 21] */
    out[166] = -0.4741231347908751*q_A_link3_32 - 0.8804585470401622*q_A_link3_33;  /* [6, 22] */
    out[167] = -1.0*q_A_link3_31;  /* [6, 23] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_four_link_rA_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_reaction_frames(q + (size_t)k * 36, p, out + (size_t)k * 168);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 2 x 18 row-major, 36 nonzero.
 * 95 operations after common subexpression elimination.
 */
void mg_four_link_rA_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_r_link3_x = q[24];
    const double q_r_link3_y = q[25];
    const double q_r_link3_z = q[26];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];
    (void)p;
    const double cse0 = 0.009871715320274088*q_A_link3_33;
    const double cse1 = 3.699986833381252*q_A_link3_32;
    const double cse2 = 3.699986833381252*q_A_link3_12;
    const double cse3 = 0.009871715320274088*q_A_link3_13;
    const double cse4 = 3.699986833381252*q_A_link3_22 - 0.009871715320274088*q_A_link3_23;
    const double cse5 = q_A_link3_33*v_w_link3_z;
    const double cse6 = q_A_link3_32*v_w_link3_y;
    const double cse7 = q_A_link3_31*v_w_link3_x;
    const double cse8 = q_A_link3_13*v_w_link3_z;
    const double cse9 = q_A_link3_12*v_w_link3_y;
    const double cse10 = q_A_link3_11*v_w_link3_x;
    const double cse11 = q_A_link3_21*v_w_link3_x + q_A_link3_22*v_w_link3_y + q_A_link3_23*v_w_link3_z;
    const double cse12 = cse10 + cse8 + cse9;
    const double cse13 = cse2 - cse3;
    const double cse14 = cse5 + cse6 + cse7;
    const double cse15 = -cse0 + cse1;

    out[0] = -q_A_rotor_31;  /* [0, 0] */
    out[1] = -q_A_rotor_32;  /* [0, 1] */
    out[2] = q_A_rotor_33;  /* [0, 2] */
    out[3] = q_A_rotor_21;  /* [0, 3] */
    out[4] = q_A_rotor_22;  /* [0, 4] */
    out[5] = -q_A_rotor_23;  /* [0, 5] */
    out[6] = -q_A_rotor_11;  /* [0, 6] */
    out[7] = -q_A_rotor_12;  /* [0, 7] */
    out[8] = q_A_rotor_13;  /* [0, 8] */
    out[9] = q_r_rotor_z;  /* [0, 9] */
    out[10] = -q_r_rotor_y;  /* [0, 10] */
    out[11] = q_r_rotor_x;  /* [0, 11] */
    out[12] = q_A_rotor_31*v_w_rotor_x + q_A_rotor_32*v_w_rotor_y + q_A_rotor_33*v_w_rotor_z;  /* [0, 12] */
    out[13] = -q_A_rotor_21*v_w_rotor_x - q_A_rotor_22*v_w_rotor_y - q_A_rotor_23*v_w_rotor_z;  /* [0, 13] */
    out[14] = q_A_rotor_11*v_w_rotor_x + q_A_rotor_12*v_w_rotor_y + q_A_rotor_13*v_w_rotor_z;  /* [0, 14] */
    out[15] = v_rd_rotor_z;  /* [0, 15] */
    out[16] = -v_rd_rotor_y;  /* [0, 16] */
    out[17] = v_rd_rotor_x;  /* [0, 17] */
    out[18] = -0.8804585470401622*q_A_link3_32 + 0.4741231347908751*q_A_link3_33;  /* [1, 0] */
    out[19] = 0.4741231347908751*q_A_link3_32 + 0.8804585470401622*q_A_link3_33;  /* [1, 1] */
    out[20] = 1.0*q_A_link3_31;  /* [1, 2] */
    out[21] = -0.8804585470401622*q_A_link3_12 + 0.4741231347908751*q_A_link3_13;  /* [1, 3] */
    out[22] = 0.4741231347908751*q_A_link3_12 + 0.8804585470401622*q_A_link3_13;  /* [1, 4] */
    out[23] = 1.0*q_A_link3_11;  /* [1, 5] */
    out[24] = 0.8804585470401622*q_A_link3_22 - 0.4741231347908751*q_A_link3_23;  /* [1, 6] */
    out[25] = -0.4741231347908751*q_A_link3_22 - 0.8804585470401622*q_A_link3_23;  /* [1, 7] */
    out[26] = -1.0*q_A_link3_21;  /* [1, 8] */
    out[27] = cse0 - cse1 - q_r_link3_z;  /* [1, 9] */
    out[28] = -cse2 + cse3 - q_r_link3_x - 4;  /* [1, 10] */
    out[29] = cse4 + q_r_link3_y + 8.5;  /* [1, 11] */
    out[30] = -cse5 - cse6 - cse7;  /* [1, 12] */
    out[31] = -cse10 - cse8 - cse9;  /* [1, 13] */
    out[32] = cse11;  /* [1, 14] */
    out[33] = cse11*cse13 - cse12*cse4 - v_rd_link3_z;  /* [1, 15] */
    out[34] = -cse11*cse15 + cse14*cse4 - v_rd_link3_x;  /* [1, 16] */
    out[35] = -cse12*cse15 + cse13*cse14 + v_rd_link3_y;  /* [1, 17] */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_four_link_rA_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_joint_motion(q + (size_t)k * 36, v + (size_t)k * 18, p, out + (size_t)k * 36);
    }
}

/* taylor_residual: Constraints at the second-order Taylor prediction of every body over one step (seed 003 eqs.
 * 12-20, 21-33).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 396 operations after common subexpression elimination.
 */
void mg_four_link_rA_taylor_residual(const double *q, const double *v, const double *a, double t, const double *p, double h, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_r_link2_x = q[12];
    const double q_r_link2_y = q[13];
    const double q_r_link2_z = q[14];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_r_link3_x = q[24];
    const double q_r_link3_y = q[25];
    const double q_r_link3_z = q[26];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];
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
    const double cse0 = -(v_w_rotor_y*v_w_rotor_y);
    const double cse1 = -(v_w_rotor_z*v_w_rotor_z);
    const double cse2 = cse0 + cse1;
    const double cse3 = v_w_rotor_x*v_w_rotor_y;
    const double cse4 = a_5 + cse3;
    const double cse5 = v_w_rotor_x*v_w_rotor_z;
    const double cse6 = -a_4 + cse5;
    const double cse7 = (1.0/2.0)*(h*h);
    const double cse8 = cse7*(cse2*q_A_rotor_11 + cse4*q_A_rotor_12 + cse6*q_A_rotor_13) + h*(q_A_rotor_12*v_w_rotor_z - q_A_rotor_13*v_w_rotor_y) + q_A_rotor_11;
    const double cse9 = -a_5 + cse3;
    const double cse10 = -(v_w_rotor_x*v_w_rotor_x);
    const double cse11 = cse1 + cse10;
    const double cse12 = v_w_rotor_y*v_w_rotor_z;
    const double cse13 = a_3 + cse12;
    const double cse14 = cse7*(cse11*q_A_rotor_12 + cse13*q_A_rotor_13 + cse9*q_A_rotor_11) + h*(-q_A_rotor_11*v_w_rotor_z + q_A_rotor_13*v_w_rotor_x) + q_A_rotor_12;
    const double cse15 = -a_0*cse7 - h*v_rd_rotor_x - q_r_rotor_x;
    const double cse16 = -a_1*cse7 - h*v_rd_rotor_y - q_r_rotor_y;
    const double cse17 = -a_2*cse7 - h*v_rd_rotor_z - q_r_rotor_z;
    const double cse18 = v_w_link3_y*v_w_link3_z;
    const double cse19 = -(v_w_link3_x*v_w_link3_x);
    const double cse20 = -a_17 + v_w_link3_x*v_w_link3_y;
    const double cse21 = cse19 - (v_w_link3_z*v_w_link3_z);
    const double cse22 = a_15 + cse18;
    const double cse23 = cse7*(cse20*q_A_link3_21 + cse21*q_A_link3_22 + cse22*q_A_link3_23) + h*(-q_A_link3_21*v_w_link3_z + q_A_link3_23*v_w_link3_x) + q_A_link3_22;
    const double cse24 = -a_12*cse7 - h*v_rd_link3_x - q_r_link3_x;
    const double cse25 = 3.7*cse7*(cse20*q_A_link3_11 + cse21*q_A_link3_12 + cse22*q_A_link3_13) + 3.7*h*(-q_A_link3_11*v_w_link3_z + q_A_link3_13*v_w_link3_x) + 3.7*q_A_link3_12;
    const double cse26 = -a_13*cse7 - h*v_rd_link3_y - q_r_link3_y;
    const double cse27 = 3.7*cse23;
    const double cse28 = -a_14*cse7 - h*v_rd_link3_z - q_r_link3_z;
    const double cse29 = 3.7*cse7*(cse20*q_A_link3_31 + cse21*q_A_link3_32 + cse22*q_A_link3_33) + 3.7*h*(-q_A_link3_31*v_w_link3_z + q_A_link3_33*v_w_link3_x) + 3.7*q_A_link3_32;
    const double cse30 = -a_11 + v_w_link2_x*v_w_link2_y;
    const double cse31 = v_w_link2_y*v_w_link2_z;
    const double cse32 = a_9 + cse31;
    const double cse33 = -(v_w_link2_x*v_w_link2_x);
    const double cse34 = cse33 - (v_w_link2_z*v_w_link2_z);
    const double cse35 = 6.1*cse7*(cse30*q_A_link2_11 + cse32*q_A_link2_13 + cse34*q_A_link2_12) + 6.1*h*(-q_A_link2_11*v_w_link2_z + q_A_link2_13*v_w_link2_x) + 6.1*q_A_link2_12;
    const double cse36 = a_6*cse7 + h*v_rd_link2_x + q_r_link2_x;
    const double cse37 = 6.1*cse7*(cse30*q_A_link2_21 + cse32*q_A_link2_23 + cse34*q_A_link2_22) + 6.1*h*(-q_A_link2_21*v_w_link2_z + q_A_link2_23*v_w_link2_x) + 6.1*q_A_link2_22;
    const double cse38 = a_7*cse7 + h*v_rd_link2_y + q_r_link2_y;
    const double cse39 = 6.1*cse7*(cse30*q_A_link2_31 + cse32*q_A_link2_33 + cse34*q_A_link2_32) + 6.1*h*(-q_A_link2_31*v_w_link2_z + q_A_link2_33*v_w_link2_x) + 6.1*q_A_link2_32;
    const double cse40 = a_8*cse7 + h*v_rd_link2_z + q_r_link2_z;
    const double cse41 = cse7*(cse2*q_A_rotor_21 + cse4*q_A_rotor_22 + cse6*q_A_rotor_23) + h*(q_A_rotor_22*v_w_rotor_z - q_A_rotor_23*v_w_rotor_y) + q_A_rotor_21;
    const double cse42 = cse7*(cse2*q_A_rotor_31 + cse4*q_A_rotor_32 + cse6*q_A_rotor_33) + h*(q_A_rotor_32*v_w_rotor_z - q_A_rotor_33*v_w_rotor_y) + q_A_rotor_31;
    const double cse43 = a_10 + v_w_link2_x*v_w_link2_z;
    const double cse44 = -a_9 + cse31;
    const double cse45 = cse33 - (v_w_link2_y*v_w_link2_y);
    const double cse46 = a_4 + cse5;
    const double cse47 = -a_3 + cse12;
    const double cse48 = cse0 + cse10;
    const double cse49 = 3.141592653589793*(h + t);
    const double cse50 = cos(cse49);
    const double cse51 = sin(cse49);

    out[0] = cse8;  /* [0, 0] */
    out[1] = cse14;  /* [1, 0] */
    out[2] = cse15;  /* [2, 0] */
    out[3] = cse16;  /* [3, 0] */
    out[4] = cse17;  /* [4, 0] */
    out[5] = cse7*(q_A_link3_21*(a_16 + v_w_link3_x*v_w_link3_z) + q_A_link3_22*(-a_15 + cse18) + q_A_link3_23*(cse19 - (v_w_link3_y*v_w_link3_y))) + h*(q_A_link3_21*v_w_link3_y - q_A_link3_22*v_w_link3_x) + q_A_link3_23;  /* [5, 0] */
    out[6] = cse23;  /* [6, 0] */
    out[7] = cse24 - cse25 - 4;  /* [7, 0] */
    out[8] = cse26 - cse27 - 8.5;  /* [8, 0] */
    out[9] = cse28 - cse29;  /* [9, 0] */
    out[10] = cse24 + cse25 - cse35 + cse36;  /* [10, 0] */
    out[11] = cse26 + cse27 - cse37 + cse38;  /* [11, 0] */
    out[12] = cse28 + cse29 - cse39 + cse40;  /* [12, 0] */
    out[13] = cse15 + cse35 + cse36 + 2*cse8;  /* [13, 0] */
    out[14] = cse16 + cse37 + cse38 + 2*cse41;  /* [14, 0] */
    out[15] = cse17 + cse39 + cse40 + 2*cse42;  /* [15, 0] */
    out[16] = (cse7*(cse43*q_A_link2_11 + cse44*q_A_link2_12 + cse45*q_A_link2_13) + h*(q_A_link2_11*v_w_link2_y - q_A_link2_12*v_w_link2_x) + q_A_link2_13)*(-0.6617538733301699*cse14 + 0.7497211555855399*cse7*(cse46*q_A_rotor_11 + cse47*q_A_rotor_12 + cse48*q_A_rotor_13) + 0.7497211555855399*h*(q_A_rotor_11*v_w_rotor_y - q_A_rotor_12*v_w_rotor_x) + 0.7497211555855399*q_A_rotor_13) + (cse7*(cse43*q_A_link2_21 + cse44*q_A_link2_22 + cse45*q_A_link2_23) + h*(q_A_link2_21*v_w_link2_y - q_A_link2_22*v_w_link2_x) + q_A_link2_23)*(-0.6617538733301699*cse7*(cse11*q_A_rotor_22 + cse13*q_A_rotor_23 + cse9*q_A_rotor_21) + 0.7497211555855399*cse7*(cse46*q_A_rotor_21 + cse47*q_A_rotor_22 + cse48*q_A_rotor_23) + 0.7497211555855399*h*(q_A_rotor_21*v_w_rotor_y - q_A_rotor_22*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_21*v_w_rotor_z + q_A_rotor_23*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23) + (cse7*(cse43*q_A_link2_31 + cse44*q_A_link2_32 + cse45*q_A_link2_33) + h*(q_A_link2_31*v_w_link2_y - q_A_link2_32*v_w_link2_x) + q_A_link2_33)*(-0.6617538733301699*cse7*(cse11*q_A_rotor_32 + cse13*q_A_rotor_33 + cse9*q_A_rotor_31) + 0.7497211555855399*cse7*(cse46*q_A_rotor_31 + cse47*q_A_rotor_32 + cse48*q_A_rotor_33) + 0.7497211555855399*h*(q_A_rotor_31*v_w_rotor_y - q_A_rotor_32*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_31*v_w_rotor_z + q_A_rotor_33*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33);  /* [16, 0] */
    out[17] = 2*(cse41*cse50 + cse42*cse51)/(cse41*cse51 - cse42*cse50 + 1);  /* [17, 0] */
}

/* taylor_matrix: Sensitivity of the predicted constraints to the accelerations; times M^-1 B^T it is the
 * reaction matrix of seed 003 eq. (36).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 18 x 18 row-major, 63 nonzero.
 * 310 operations after common subexpression elimination.
 */
void mg_four_link_rA_taylor_matrix(const double *q, const double *v, const double *a, double t, const double *p, double h, double *out)
{
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_33 = q[35];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_9 = a[9];
    const double a_10 = a[10];
    (void)p;
    const double cse0 = (h*h);
    const double cse1 = (1.0/2.0)*cse0;
    const double cse2 = cse1*q_A_rotor_13;
    const double cse3 = -cse1;
    const double cse4 = cse1*q_A_link3_21;
    const double cse5 = 1.85*cse0;
    const double cse6 = cse5*q_A_link3_13;
    const double cse7 = cse5*q_A_link3_11;
    const double cse8 = cse5*q_A_link3_23;
    const double cse9 = cse5*q_A_link3_21;
    const double cse10 = cse5*q_A_link3_33;
    const double cse11 = cse5*q_A_link3_31;
    const double cse12 = 3.05*cse0;
    const double cse13 = cse12*q_A_link2_13;
    const double cse14 = cse12*q_A_link2_11;
    const double cse15 = cse12*q_A_link2_23;
    const double cse16 = cse12*q_A_link2_21;
    const double cse17 = cse12*q_A_link2_33;
    const double cse18 = cse12*q_A_link2_31;
    const double cse19 = cse0*q_A_rotor_13;
    const double cse20 = cse0*q_A_rotor_12;
    const double cse21 = cse0*q_A_rotor_23;
    const double cse22 = cse0*q_A_rotor_22;
    const double cse23 = cse0*q_A_rotor_33;
    const double cse24 = cse0*q_A_rotor_32;
    const double cse25 = a_10 + v_w_link2_x*v_w_link2_z;
    const double cse26 = -a_9 + v_w_link2_y*v_w_link2_z;
    const double cse27 = -(v_w_link2_x*v_w_link2_x) - (v_w_link2_y*v_w_link2_y);
    const double cse28 = cse1*(cse25*q_A_link2_31 + cse26*q_A_link2_32 + cse27*q_A_link2_33) + h*(q_A_link2_31*v_w_link2_y - q_A_link2_32*v_w_link2_x) + q_A_link2_33;
    const double cse29 = cse1*(cse25*q_A_link2_21 + cse26*q_A_link2_22 + cse27*q_A_link2_23) + h*(q_A_link2_21*v_w_link2_y - q_A_link2_22*v_w_link2_x) + q_A_link2_23;
    const double cse30 = cse1*(cse25*q_A_link2_11 + cse26*q_A_link2_12 + cse27*q_A_link2_13) + h*(q_A_link2_11*v_w_link2_y - q_A_link2_12*v_w_link2_x) + q_A_link2_13;
    const double cse31 = 0.37486057779276993*cse0;
    const double cse32 = cse28*q_A_rotor_31;
    const double cse33 = cse29*q_A_rotor_21;
    const double cse34 = cse30*q_A_rotor_11;
    const double cse35 = 0.33087693666508494*cse0;
    const double cse36 = v_w_rotor_x*v_w_rotor_y;
    const double cse37 = -a_5 + cse36;
    const double cse38 = -(v_w_rotor_x*v_w_rotor_x);
    const double cse39 = -(v_w_rotor_z*v_w_rotor_z);
    const double cse40 = cse38 + cse39;
    const double cse41 = v_w_rotor_y*v_w_rotor_z;
    const double cse42 = a_3 + cse41;
    const double cse43 = v_w_rotor_x*v_w_rotor_z;
    const double cse44 = a_4 + cse43;
    const double cse45 = -a_3 + cse41;
    const double cse46 = -(v_w_rotor_y*v_w_rotor_y);
    const double cse47 = cse38 + cse46;
    const double cse48 = cse1*(-0.6617538733301699*cse1*(cse37*q_A_rotor_31 + cse40*q_A_rotor_32 + cse42*q_A_rotor_33) + 0.7497211555855399*cse1*(cse44*q_A_rotor_31 + cse45*q_A_rotor_32 + cse47*q_A_rotor_33) + 0.7497211555855399*h*(q_A_rotor_31*v_w_rotor_y - q_A_rotor_32*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_31*v_w_rotor_z + q_A_rotor_33*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33);
    const double cse49 = cse1*(-0.6617538733301699*cse1*(cse37*q_A_rotor_21 + cse40*q_A_rotor_22 + cse42*q_A_rotor_23) + 0.7497211555855399*cse1*(cse44*q_A_rotor_21 + cse45*q_A_rotor_22 + cse47*q_A_rotor_23) + 0.7497211555855399*h*(q_A_rotor_21*v_w_rotor_y - q_A_rotor_22*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_21*v_w_rotor_z + q_A_rotor_23*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23);
    const double cse50 = cse1*(-0.6617538733301699*cse1*(cse37*q_A_rotor_11 + cse40*q_A_rotor_12 + cse42*q_A_rotor_13) + 0.7497211555855399*cse1*(cse44*q_A_rotor_11 + cse45*q_A_rotor_12 + cse47*q_A_rotor_13) + 0.7497211555855399*h*(q_A_rotor_11*v_w_rotor_y - q_A_rotor_12*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_11*v_w_rotor_z + q_A_rotor_13*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13);
    const double cse51 = 3.141592653589793*(h + t);
    const double cse52 = sin(cse51);
    const double cse53 = cse1*cse52;
    const double cse54 = cos(cse51);
    const double cse55 = cse1*cse54;
    const double cse56 = cse39 + cse46;
    const double cse57 = a_5 + cse36;
    const double cse58 = -a_4 + cse43;
    const double cse59 = cse1*(cse56*q_A_rotor_31 + cse57*q_A_rotor_32 + cse58*q_A_rotor_33) + h*(q_A_rotor_32*v_w_rotor_z - q_A_rotor_33*v_w_rotor_y) + q_A_rotor_31;
    const double cse60 = cse1*(cse56*q_A_rotor_21 + cse57*q_A_rotor_22 + cse58*q_A_rotor_23) + h*(q_A_rotor_22*v_w_rotor_z - q_A_rotor_23*v_w_rotor_y) + q_A_rotor_21;
    const double cse61 = cse52*cse60 - cse54*cse59 + 1;
    const double cse62 = 2/cse61;
    const double cse63 = 2*(cse52*cse59 + cse54*cse60)/(cse61*cse61);

    memset(out, 0, sizeof(double) * 324);
    out[4] = -cse2;  /* [0, 4] */
    out[5] = cse1*q_A_rotor_12;  /* [0, 5] */
    out[21] = cse2;  /* [1, 3] */
    out[23] = -cse1*q_A_rotor_11;  /* [1, 5] */
    out[36] = cse3;  /* [2, 0] */
    out[55] = cse3;  /* [3, 1] */
    out[74] = cse3;  /* [4, 2] */
    out[105] = -cse1*q_A_link3_22;  /* [5, 15] */
    out[106] = cse4;  /* [5, 16] */
    out[123] = cse1*q_A_link3_23;  /* [6, 15] */
    out[125] = -cse4;  /* [6, 17] */
    out[138] = cse3;  /* [7, 12] */
    out[141] = -cse6;  /* [7, 15] */
    out[143] = cse7;  /* [7, 17] */
    out[157] = cse3;  /* [8, 13] */
    out[159] = -cse8;  /* [8, 15] */
    out[161] = cse9;  /* [8, 17] */
    out[176] = cse3;  /* [9, 14] */
    out[177] = -cse10;  /* [9, 15] */
    out[179] = cse11;  /* [9, 17] */
    out[186] = cse1;  /* [10, 6] */
    out[189] = -cse13;  /* [10, 9] */
    out[191] = cse14;  /* [10, 11] */
    out[192] = cse3;  /* [10, 12] */
    out[195] = cse6;  /* [10, 15] */
    out[197] = -cse7;  /* [10, 17] */
    out[205] = cse1;  /* [11, 7] */
    out[207] = -cse15;  /* [11, 9] */
    out[209] = cse16;  /* [11, 11] */
    out[211] = cse3;  /* [11, 13] */
    out[213] = cse8;  /* [11, 15] */
    out[215] = -cse9;  /* [11, 17] */
    out[224] = cse1;  /* [12, 8] */
    out[225] = -cse17;  /* [12, 9] */
    out[227] = cse18;  /* [12, 11] */
    out[230] = cse3;  /* [12, 14] */
    out[231] = cse10;  /* [12, 15] */
    out[233] = -cse11;  /* [12, 17] */
    out[234] = cse3;  /* [13, 0] */
    out[238] = -cse19;  /* [13, 4] */
    out[239] = cse20;  /* [13, 5] */
    out[240] = cse1;  /* [13, 6] */
    out[243] = cse13;  /* [13, 9] */
    out[245] = -cse14;  /* [13, 11] */
    out[253] = cse3;  /* [14, 1] */
    out[256] = -cse21;  /* [14, 4] */
    out[257] = cse22;  /* [14, 5] */
    out[259] = cse1;  /* [14, 7] */
    out[261] = cse15;  /* [14, 9] */
    out[263] = -cse16;  /* [14, 11] */
    out[272] = cse3;  /* [15, 2] */
    out[274] = -cse23;  /* [15, 4] */
    out[275] = cse24;  /* [15, 5] */
    out[278] = cse1;  /* [15, 8] */
    out[279] = cse17;  /* [15, 9] */
    out[281] = -cse18;  /* [15, 11] */
    out[291] = cse28*(-0.33087693666508494*cse23 - 0.37486057779276993*cse24) + cse29*(-0.33087693666508494*cse21 - 0.37486057779276993*cse22) + cse30*(-0.33087693666508494*cse19 - 0.37486057779276993*cse20);  /* [16, 3] */
    out[292] = cse31*cse32 + cse31*cse33 + cse31*cse34;  /* [16, 4] */
    out[293] = cse32*cse35 + cse33*cse35 + cse34*cse35;  /* [16, 5] */
    out[297] = -cse48*q_A_link2_32 - cse49*q_A_link2_22 - cse50*q_A_link2_12;  /* [16, 9] */
    out[298] = cse48*q_A_link2_31 + cse49*q_A_link2_21 + cse50*q_A_link2_11;  /* [16, 10] */
    out[310] = cse62*(-cse53*q_A_rotor_33 - cse55*q_A_rotor_23) - cse63*(-cse53*q_A_rotor_23 + cse55*q_A_rotor_33);  /* [17, 4] */
    out[311] = cse62*(cse53*q_A_rotor_32 + cse55*q_A_rotor_22) - cse63*(cse53*q_A_rotor_22 - cse55*q_A_rotor_32);  /* [17, 5] */
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 49 operations after common subexpression elimination.
 */
void mg_four_link_rA_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_rotor_z = q[2];
    const double q_r_link2_z = q[14];
    const double q_r_link3_z = q[26];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    (void)t;
    (void)p;

    out[0] = 0.5*(v_rd_link2_x*v_rd_link2_x) + 0.5*(v_rd_link2_y*v_rd_link2_y) + 0.5*(v_rd_link2_z*v_rd_link2_z) + 0.5*(v_rd_link3_x*v_rd_link3_x) + 0.5*(v_rd_link3_y*v_rd_link3_y) + 0.5*(v_rd_link3_z*v_rd_link3_z) + 1.0*(v_rd_rotor_x*v_rd_rotor_x) + 1.0*(v_rd_rotor_y*v_rd_rotor_y) + 1.0*(v_rd_rotor_z*v_rd_rotor_z) + 6.2*(v_w_link2_x*v_w_link2_x) + 0.005*(v_w_link2_y*v_w_link2_y) + 2.27*(v_w_link3_x*v_w_link3_x) + 0.005*(v_w_link3_y*v_w_link3_y) + 2.0*(v_w_rotor_x*v_w_rotor_x) + 1.0*(v_w_rotor_y*v_w_rotor_y);  /* [0, 0] */
    out[1] = 9.81*q_r_link2_z + 9.81*q_r_link3_z + 19.62*q_r_rotor_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_rA_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_energy(q + (size_t)k * 36, v + (size_t)k * 18, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rA_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_four_link_rA_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_power(q + (size_t)k * 36, v + (size_t)k * 18, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); p (parameters, 0).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rA_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_four_link_rA_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_markers(q + (size_t)k * 36, v + (size_t)k * 18, a + (size_t)k * 18, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 90 operations after common subexpression elimination.
 */
void mg_four_link_rA_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_r_link2_x = q[12];
    const double q_r_link2_y = q[13];
    const double q_r_link2_z = q[14];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_r_link3_x = q[24];
    const double q_r_link3_y = q[25];
    const double q_r_link3_z = q[26];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
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
    const double cse9 = 0.01*v_w_link2_y;
    const double cse10 = 12.4*v_w_link2_x;
    const double cse11 = 0.01*v_w_link3_y;
    const double cse12 = 4.54*v_w_link3_x;
    const double cse13 = 2.0*v_w_rotor_y;
    const double cse14 = 4.0*v_w_rotor_x;

    out[0] = cse0 + cse1 + cse2;  /* [0, 0] */
    out[1] = cse3 + cse4 + cse5;  /* [1, 0] */
    out[2] = cse6 + cse7 + cse8;  /* [2, 0] */
    out[3] = cse10*q_A_link2_11 + cse11*q_A_link3_12 + cse12*q_A_link3_11 + cse13*q_A_rotor_12 + cse14*q_A_rotor_11 - cse3*q_r_rotor_z - cse4*q_r_link3_z - cse5*q_r_link2_z + cse6*q_r_rotor_y + cse7*q_r_link3_y + cse8*q_r_link2_y + cse9*q_A_link2_12;  /* [3, 0] */
    out[4] = cse0*q_r_rotor_z + cse1*q_r_link3_z + cse10*q_A_link2_21 + cse11*q_A_link3_22 + cse12*q_A_link3_21 + cse13*q_A_rotor_22 + cse14*q_A_rotor_21 + cse2*q_r_link2_z - cse6*q_r_rotor_x - cse7*q_r_link3_x - cse8*q_r_link2_x + cse9*q_A_link2_22;  /* [4, 0] */
    out[5] = -cse0*q_r_rotor_y - cse1*q_r_link3_y + cse10*q_A_link2_31 + cse11*q_A_link3_32 + cse12*q_A_link3_31 + cse13*q_A_rotor_32 + cse14*q_A_rotor_31 - cse2*q_r_link2_y + cse3*q_r_rotor_x + cse4*q_r_link3_x + cse5*q_r_link2_x + cse9*q_A_link2_32;  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_four_link_rA_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_momentum(q + (size_t)k * 36, v + (size_t)k * 18, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 36); p (parameters, 0).
 * Output: out, 3 x 12 row-major, 36 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_four_link_rA_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_rotor_x = q[0];
    const double q_r_rotor_y = q[1];
    const double q_r_rotor_z = q[2];
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_r_link2_x = q[12];
    const double q_r_link2_y = q[13];
    const double q_r_link2_z = q[14];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_r_link3_x = q[24];
    const double q_r_link3_y = q[25];
    const double q_r_link3_z = q[26];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    (void)p;

    out[0] = q_r_rotor_x;  /* [0, 0] */
    out[1] = q_r_rotor_y;  /* [0, 1] */
    out[2] = q_r_rotor_z;  /* [0, 2] */
    out[3] = q_A_rotor_11;  /* [0, 3] */
    out[4] = q_A_rotor_12;  /* [0, 4] */
    out[5] = q_A_rotor_13;  /* [0, 5] */
    out[6] = q_A_rotor_21;  /* [0, 6] */
    out[7] = q_A_rotor_22;  /* [0, 7] */
    out[8] = q_A_rotor_23;  /* [0, 8] */
    out[9] = q_A_rotor_31;  /* [0, 9] */
    out[10] = q_A_rotor_32;  /* [0, 10] */
    out[11] = q_A_rotor_33;  /* [0, 11] */
    out[12] = q_r_link2_x;  /* [1, 0] */
    out[13] = q_r_link2_y;  /* [1, 1] */
    out[14] = q_r_link2_z;  /* [1, 2] */
    out[15] = q_A_link2_11;  /* [1, 3] */
    out[16] = q_A_link2_12;  /* [1, 4] */
    out[17] = q_A_link2_13;  /* [1, 5] */
    out[18] = q_A_link2_21;  /* [1, 6] */
    out[19] = q_A_link2_22;  /* [1, 7] */
    out[20] = q_A_link2_23;  /* [1, 8] */
    out[21] = q_A_link2_31;  /* [1, 9] */
    out[22] = q_A_link2_32;  /* [1, 10] */
    out[23] = q_A_link2_33;  /* [1, 11] */
    out[24] = q_r_link3_x;  /* [2, 0] */
    out[25] = q_r_link3_y;  /* [2, 1] */
    out[26] = q_r_link3_z;  /* [2, 2] */
    out[27] = q_A_link3_11;  /* [2, 3] */
    out[28] = q_A_link3_12;  /* [2, 4] */
    out[29] = q_A_link3_13;  /* [2, 5] */
    out[30] = q_A_link3_21;  /* [2, 6] */
    out[31] = q_A_link3_22;  /* [2, 7] */
    out[32] = q_A_link3_23;  /* [2, 8] */
    out[33] = q_A_link3_31;  /* [2, 9] */
    out[34] = q_A_link3_32;  /* [2, 10] */
    out[35] = q_A_link3_33;  /* [2, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_four_link_rA_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_body_frames(q + (size_t)k * 36, p, out + (size_t)k * 36);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 36); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 3 x 6 row-major, 18 nonzero.
 * 45 operations after common subexpression elimination.
 */
void mg_four_link_rA_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_A_rotor_11 = q[3];
    const double q_A_rotor_12 = q[4];
    const double q_A_rotor_13 = q[5];
    const double q_A_rotor_21 = q[6];
    const double q_A_rotor_22 = q[7];
    const double q_A_rotor_23 = q[8];
    const double q_A_rotor_31 = q[9];
    const double q_A_rotor_32 = q[10];
    const double q_A_rotor_33 = q[11];
    const double q_A_link2_11 = q[15];
    const double q_A_link2_12 = q[16];
    const double q_A_link2_13 = q[17];
    const double q_A_link2_21 = q[18];
    const double q_A_link2_22 = q[19];
    const double q_A_link2_23 = q[20];
    const double q_A_link2_31 = q[21];
    const double q_A_link2_32 = q[22];
    const double q_A_link2_33 = q[23];
    const double q_A_link3_11 = q[27];
    const double q_A_link3_12 = q[28];
    const double q_A_link3_13 = q[29];
    const double q_A_link3_21 = q[30];
    const double q_A_link3_22 = q[31];
    const double q_A_link3_23 = q[32];
    const double q_A_link3_31 = q[33];
    const double q_A_link3_32 = q[34];
    const double q_A_link3_33 = q[35];
    const double v_rd_rotor_x = v[0];
    const double v_rd_rotor_y = v[1];
    const double v_rd_rotor_z = v[2];
    const double v_w_rotor_x = v[3];
    const double v_w_rotor_y = v[4];
    const double v_w_rotor_z = v[5];
    const double v_rd_link2_x = v[6];
    const double v_rd_link2_y = v[7];
    const double v_rd_link2_z = v[8];
    const double v_w_link2_x = v[9];
    const double v_w_link2_y = v[10];
    const double v_w_link2_z = v[11];
    const double v_rd_link3_x = v[12];
    const double v_rd_link3_y = v[13];
    const double v_rd_link3_z = v[14];
    const double v_w_link3_x = v[15];
    const double v_w_link3_y = v[16];
    const double v_w_link3_z = v[17];
    (void)p;

    out[0] = v_rd_rotor_x;  /* [0, 0] */
    out[1] = v_rd_rotor_y;  /* [0, 1] */
    out[2] = v_rd_rotor_z;  /* [0, 2] */
    out[3] = q_A_rotor_11*v_w_rotor_x + q_A_rotor_12*v_w_rotor_y + q_A_rotor_13*v_w_rotor_z;  /* [0, 3] */
    out[4] = q_A_rotor_21*v_w_rotor_x + q_A_rotor_22*v_w_rotor_y + q_A_rotor_23*v_w_rotor_z;  /* [0, 4] */
    out[5] = q_A_rotor_31*v_w_rotor_x + q_A_rotor_32*v_w_rotor_y + q_A_rotor_33*v_w_rotor_z;  /* [0, 5] */
    out[6] = v_rd_link2_x;  /* [1, 0] */
    out[7] = v_rd_link2_y;  /* [1, 1] */
    out[8] = v_rd_link2_z;  /* [1, 2] */
    out[9] = q_A_link2_11*v_w_link2_x + q_A_link2_12*v_w_link2_y + q_A_link2_13*v_w_link2_z;  /* [1, 3] */
    out[10] = q_A_link2_21*v_w_link2_x + q_A_link2_22*v_w_link2_y + q_A_link2_23*v_w_link2_z;  /* [1, 4] */
    out[11] = q_A_link2_31*v_w_link2_x + q_A_link2_32*v_w_link2_y + q_A_link2_33*v_w_link2_z;  /* [1, 5] */
    out[12] = v_rd_link3_x;  /* [2, 0] */
    out[13] = v_rd_link3_y;  /* [2, 1] */
    out[14] = v_rd_link3_z;  /* [2, 2] */
    out[15] = q_A_link3_11*v_w_link3_x + q_A_link3_12*v_w_link3_y + q_A_link3_13*v_w_link3_z;  /* [2, 3] */
    out[16] = q_A_link3_21*v_w_link3_x + q_A_link3_22*v_w_link3_y + q_A_link3_23*v_w_link3_z;  /* [2, 4] */
    out[17] = q_A_link3_31*v_w_link3_x + q_A_link3_32*v_w_link3_y + q_A_link3_33*v_w_link3_z;  /* [2, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_four_link_rA_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_four_link_rA_body_velocities(q + (size_t)k * 36, v + (size_t)k * 18, p, out + (size_t)k * 18);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 0).
 * Output: out, 3 x 12 row-major, 27 nonzero.
 * 1 operations after common subexpression elimination.
 */
void mg_four_link_rA_initial_frames(const double *p, double *out)
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
void mg_four_link_rA_initial_velocities(const double *p, double *out)
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
void mg_four_link_rA_chart(const double *p, double *out)
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
void mg_four_link_rA_physical_data(const double *p, double *out)
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
size_t mg_four_link_rA_forward_dynamics_work(void)
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
    mg_four_link_rA_M(q, p, M);
    mg_four_link_rA_Phi_q(q, t, p, C);
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
    mg_four_link_rA_Q(q, v, t, p, b);
    mg_four_link_rA_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_four_link_rA_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 18; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_four_link_rA_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_four_link_rA_index3_take(struct mg_arena *arena, struct mg_four_link_rA_index3_take_work *w)
{
    enum { NQ = 36, NV = 18, N = NV + 18 };
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

/* The doubles of work memory index3_run needs: mg_four_link_rA_index3_take counting what it takes. */
size_t mg_four_link_rA_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_four_link_rA_index3_take_work w;
    mg_four_link_rA_index3_take(&arena, &w);
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
int mg_four_link_rA_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 36, NV = 18, NC = 18, N = NV + NC };
    enum { KL = 13, KU = 13, LDAB = 40 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_four_link_rA_index3_take_work mem;
    mg_four_link_rA_index3_take(&arena, &mem);
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
            mg_four_link_rA_retract(q_n, dv, qs);
            mg_four_link_rA_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_four_link_rA_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_four_link_rA_genalpha_matrix_perm, g, y);
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
struct mg_four_link_rA_kinematics_take_work {
    double *q, *tmp, *dv, *b, *solve, *J;
    int *piv;
};

static void mg_four_link_rA_kinematics_take(struct mg_arena *arena, struct mg_four_link_rA_kinematics_take_work *w)
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

/* The doubles of work memory kinematics_run needs: mg_four_link_rA_kinematics_take counting what it takes. */
size_t mg_four_link_rA_kinematics_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_four_link_rA_kinematics_take_work w;
    mg_four_link_rA_kinematics_take(&arena, &w);
    return arena.used;
}

/* Kinematic analysis (seed 001 section 2): row 0 of q_out, v_out, a_out holds the state at
 * t0; rows 1..n_steps (t = t0 + step h) are filled. Position by Newton from q_{n-1} (+) h v_{n-1} (eq. 11),
 * corrections through retract (eq. 12), stop at ||delta|| <= tol + rtol ||q||; then Phi_q v = nu and
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 10,
 * ku = 10). */
int mg_four_link_rA_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, double rtol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 36, NV = 18, KL = 10, KU = 10 };
struct mg_arena arena = { work, 0 };
    struct mg_four_link_rA_kinematics_take_work mem;
    mg_four_link_rA_kinematics_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *q = mem.q, *tmp = mem.tmp, *dv = mem.dv, *b = mem.b, *J = mem.J;
    int *piv = mem.piv;
    const size_t band_size = sizeof(double) * 31 * NV;
    const int *perm = mg_four_link_rA_Phi_q_perm;
    for (int step = 1; step <= n_steps; ++step) {
        const double t = t0 + step * h;
        const double *q_prev = q_out + (step - 1) * NQ;
        const double *v_prev = v_out + (step - 1) * NV;
        for (int i = 0; i < NV; ++i) {
            dv[i] = h * v_prev[i];
        }
        mg_four_link_rA_retract(q_prev, dv, q);
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                *fail_step = step;
                return MG_NOT_CONVERGED;
            }
            memset(J, 0, band_size);
            mg_four_link_rA_Phi_q_band(q, t, p, J);
            mg_four_link_rA_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return MG_SINGULAR;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, mem.solve);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_four_link_rA_retract(q, dv, tmp);
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
        mg_four_link_rA_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return MG_SINGULAR;
        }
        mg_four_link_rA_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, mem.solve);
        mg_flush(NV, v);
        mg_four_link_rA_gamma(q, v, t, p, a);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, a, mem.solve);
        mg_flush(NV, a);
        iterations[step] = k;
    }
    return MG_OK;
}

/* The work arrays of taylor_run: one block of doubles (the nonzeros of Minv, Q, a0, dv, B,
 * Minv B^T, T, psi, S, f, q, v, C, Minv C^T, K, V, sigma, r, mu, v*) and one of integers (the
 * columns of Minv's nonzeros, their row starts, the pivots). */
struct mg_four_link_rA_taylor_take_work {
    double *block;
    int *index;
};

static void mg_four_link_rA_taylor_take(struct mg_arena *arena, struct mg_four_link_rA_taylor_take_work *w)
{
    enum { NQ = 36, NV = 18, NC = 18, NR = 30 };
    w->block = mg_doubles(arena, (size_t)NV * NV + 3 * NV + (size_t)NR * NV + (size_t)NV * NR
                                 + (size_t)NC * NV + NC + (size_t)NC * NC + NR + NQ + NV
                                 + 2 * (size_t)NC * NV + 2 * (size_t)NC * NC + 3 * (size_t)NC + NV);
    w->index = mg_ints(arena, (size_t)NV * NV + NV + 1 + (NC > 0 ? NC : 1));
}

/* The doubles of work memory taylor_run needs: mg_four_link_rA_taylor_take counting what it takes. */
size_t mg_four_link_rA_taylor_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_four_link_rA_taylor_take_work w;
    mg_four_link_rA_taylor_take(&arena, &w);
    return arena.used;
}

/* mu = K^+ r by a one-sided Jacobi SVD of K (destroyed; Vk, sig are work), singular values
 * below rank_tol of the largest dropped. */
static void mg_four_link_rA_taylor_pseudo_solve(double *K, double *Vk, double *sig, const double *r, double *mu, double rank_tol)
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
static void mg_four_link_rA_taylor_rattle(const double *q, const double *v_n, const double *a_n, double t, double h, const double *p, const int *start, const int *cols, const double *mv, double rank_tol, double *Qv, double *Cm, double *MC, double *K, double *Vk, double *sig, double *r, double *mu, double *vp, double *v)
{
    enum { NV = 18, NC = 18 };
    memcpy(vp, v, sizeof(double) * NV);
    mg_four_link_rA_Q(q, vp, t, p, Qv);
    for (int i = 0; i < NV; ++i) {
        double s = 0.0;
        for (int j = start[i]; j < start[i + 1]; ++j) {
            s += mv[j] * Qv[cols[j]];
        }
        v[i] = v_n[i] + 0.5 * h * (a_n[i] + s);
    }
    mg_four_link_rA_Phi_q(q, t, p, Cm);
    mg_four_link_rA_nu(q, t, p, r);
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
        mg_four_link_rA_taylor_pseudo_solve(K, Vk, sig, r, mu, rank_tol);
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
int mg_four_link_rA_taylor_run(const double *p, double h, double t0, int n_steps, const double *Minv, int rattle, double rank_tol, double *q_out, double *v_out, double *a_out, double *f_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 36, NV = 18, NC = 18, NR = 30 };
    if (NR != NC) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_four_link_rA_taylor_take_work mem;
    mg_four_link_rA_taylor_take(&arena, &mem);
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
            mg_four_link_rA_retract(q_n, dv, q);
            if (rattle) {
                mg_four_link_rA_taylor_rattle(q, v_n, a_n, t, h, p, start, cols, mv, rank_tol, Qv, Cm, MC, K, Vk, sig, r, mu, vp, v);
            }
        }
        mg_four_link_rA_Q(q, v, t, p, Qv);
        mg_four_link_rA_B(q, p, Bm);
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
        mg_four_link_rA_taylor_matrix(q, v, a0, t, p, h, T);
        mg_four_link_rA_taylor_residual(q, v, a0, t, p, h, psi);
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
