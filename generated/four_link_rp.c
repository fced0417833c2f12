/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: four_link */
/* formulation: rp */
/* scheme: any */
/* input hash: 0dade68cfe6532a7 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'four_link' in the rp formulation (C99).
 * Vectors: q (21), v (21), dv (21), a (21), lam (21), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "four_link_rp.h"

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
 * addition for rp and re.
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
 * just I); identity for rp and re.
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

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 21 nonzero.
 * 159 operations after common subexpression elimination.
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
    out[17] = cse35*cos(cse44) + cse38*sin(cse44);  /* [17, 0] */
    out[18] = (1.0/2.0)*cse0 + (1.0/2.0)*cse1 + (1.0/2.0)*cse40 + (1.0/2.0)*cse43 - 1.0/2.0;  /* [18, 0] */
    out[19] = (1.0/2.0)*cse28 + (1.0/2.0)*cse29 + (1.0/2.0)*cse39 + (1.0/2.0)*(q_e_link2_1*q_e_link2_1) - 1.0/2.0;  /* [19, 0] */
    out[20] = (1.0/2.0)*cse16 + (1.0/2.0)*cse17 + (1.0/2.0)*(q_e_link3_1*q_e_link3_1) + (1.0/2.0)*(q_e_link3_3*q_e_link3_3) - 1.0/2.0;  /* [20, 0] */
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_rp_Phi_q_perm[21] = {20, 19, 7, 12, 10, 11, 5, 9, 6, 8, 17, 18, 16, 14, 1, 13, 3, 15, 4, 0, 2};

/* Phi_q written into the column-major band storage of its permuted matrix
 * (n = 21, kl = 14, ku = 14, ldab = 43); ab is zeroed by the caller. */
void mg_four_link_rp_Phi_q_band(const double *q, double t, const double *p, double *ab)
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
    const double cse30 = 2*q_e_link2_3;
    const double cse31 = 2*q_e_link2_0;
    const double cse32 = cse30*q_e_link2_2 - cse31*q_e_link2_1;
    const double cse33 = 1.4994423111710797*q_e_rotor_1;
    const double cse34 = cse30*q_e_link2_1 + cse31*q_e_link2_2;
    const double cse35 = 1.3235077466603398*q_e_rotor_3;
    const double cse36 = 1.4994423111710797*q_e_rotor_2;
    const double cse37 = 1.3235077466603398*q_e_rotor_0;
    const double cse38 = 1.4994423111710797*q_e_rotor_0;
    const double cse39 = -1.3235077466603398*q_e_rotor_2;
    const double cse40 = 1.4994423111710797*q_e_rotor_3;
    const double cse41 = 2*(q_e_rotor_0*q_e_rotor_0) - 1;
    const double cse42 = cse3*q_e_rotor_3;
    const double cse43 = cse5*q_e_rotor_1;
    const double cse44 = 2.9988846223421595*cse41 - 2.6470154933206795*cse42 - 2.6470154933206795*cse43 + 5.997769244684319*(q_e_rotor_3*q_e_rotor_3);
    const double cse45 = -0.6617538733301699*cse41 + 0.7497211555855399*cse42 - 0.7497211555855399*cse43 - 1.3235077466603398*(q_e_rotor_2*q_e_rotor_2);
    const double cse46 = 2*cse45;
    const double cse47 = 0.6617538733301699*cse2*q_e_rotor_0 + 0.7497211555855399*cse2*q_e_rotor_1 + 0.7497211555855399*cse3*q_e_rotor_0 - 0.6617538733301699*cse3*q_e_rotor_1;
    const double cse48 = 2*cse47;
    const double cse49 = 3.141592653589793*t;
    const double cse50 = sin(cse49);
    const double cse51 = cos(cse49);

    ab[719] = cse0;  /* [0, 3] */
    ab[803] = cse1;  /* [0, 4] */
    ab[714] = -cse2;  /* [1, 3] */
    ab[798] = cse3;  /* [1, 4] */
    ab[294] = cse4;  /* [1, 5] */
    ab[378] = -cse5;  /* [1, 6] */
    ab[846] = -1;  /* [2, 0] */
    ab[632] = -1;  /* [3, 1] */
    ab[886] = -1;  /* [4, 2] */
    ab[454] = -2*q_e_link3_1;  /* [5, 17] */
    ab[496] = -2*q_e_link3_0;  /* [5, 18] */
    ab[76] = 2*q_e_link3_3;  /* [5, 19] */
    ab[34] = 2*q_e_link3_2;  /* [5, 20] */
    ab[456] = 4*q_e_link3_0;  /* [6, 17] */
    ab[78] = 4*q_e_link3_2;  /* [6, 19] */
    ab[576] = -1;  /* [7, 14] */
    ab[450] = cse6;  /* [7, 17] */
    ab[492] = cse8;  /* [7, 18] */
    ab[72] = cse10;  /* [7, 19] */
    ab[30] = cse11;  /* [7, 20] */
    ab[751] = -1;  /* [8, 15] */
    ab[457] = -cse12;  /* [8, 17] */
    ab[79] = -cse13;  /* [8, 19] */
    ab[539] = -1;  /* [9, 16] */
    ab[455] = cse10;  /* [9, 17] */
    ab[497] = cse14;  /* [9, 18] */
    ab[77] = cse15;  /* [9, 19] */
    ab[35] = cse8;  /* [9, 20] */
    ab[116] = 1;  /* [10, 7] */
    ab[200] = cse16;  /* [10, 10] */
    ab[242] = cse18;  /* [10, 11] */
    ab[158] = cse20;  /* [10, 12] */
    ab[662] = cse21;  /* [10, 13] */
    ab[578] = -1;  /* [10, 14] */
    ab[452] = cse15;  /* [10, 17] */
    ab[494] = cse7;  /* [10, 18] */
    ab[74] = cse9;  /* [10, 19] */
    ab[32] = cse14;  /* [10, 20] */
    ab[411] = 1;  /* [11, 8] */
    ab[201] = -cse22;  /* [11, 10] */
    ab[159] = -cse23;  /* [11, 12] */
    ab[747] = -1;  /* [11, 15] */
    ab[453] = cse12;  /* [11, 17] */
    ab[75] = cse13;  /* [11, 19] */
    ab[325] = 1;  /* [12, 9] */
    ab[199] = cse20;  /* [12, 10] */
    ab[241] = cse24;  /* [12, 11] */
    ab[157] = cse25;  /* [12, 12] */
    ab[661] = cse18;  /* [12, 13] */
    ab[535] = -1;  /* [12, 16] */
    ab[451] = cse9;  /* [12, 17] */
    ab[493] = cse11;  /* [12, 18] */
    ab[73] = cse6;  /* [12, 19] */
    ab[31] = cse7;  /* [12, 20] */
    ab[841] = -1;  /* [13, 0] */
    ab[715] = 8*q_e_rotor_0;  /* [13, 3] */
    ab[799] = 8*q_e_rotor_1;  /* [13, 4] */
    ab[127] = 1;  /* [13, 7] */
    ab[211] = cse25;  /* [13, 10] */
    ab[253] = cse17;  /* [13, 11] */
    ab[169] = cse19;  /* [13, 12] */
    ab[673] = cse24;  /* [13, 13] */
    ab[629] = -1;  /* [14, 1] */
    ab[713] = cse26;  /* [14, 3] */
    ab[797] = cse27;  /* [14, 4] */
    ab[293] = cse1;  /* [14, 5] */
    ab[377] = cse0;  /* [14, 6] */
    ab[419] = 1;  /* [14, 8] */
    ab[209] = cse22;  /* [14, 10] */
    ab[167] = cse23;  /* [14, 12] */
    ab[885] = -1;  /* [15, 2] */
    ab[717] = -cse27;  /* [15, 3] */
    ab[801] = cse26;  /* [15, 4] */
    ab[297] = -cse0;  /* [15, 5] */
    ab[381] = cse1;  /* [15, 6] */
    ab[339] = 1;  /* [15, 9] */
    ab[213] = cse19;  /* [15, 10] */
    ab[255] = cse21;  /* [15, 11] */
    ab[171] = cse16;  /* [15, 12] */
    ab[675] = cse17;  /* [15, 13] */
    ab[712] = cse28*(cse29 + 2.9988846223421595*q_e_rotor_0) + cse32*(-cse33 - 2.6470154933206795*q_e_rotor_0) + cse34*(cse35 + cse36);  /* [16, 3] */
    ab[796] = -cse28*cse37 - cse32*cse38 + cse34*(cse39 + cse40);  /* [16, 4] */
    ab[292] = -cse28*cse35 + cse32*(cse40 - 2.6470154933206795*q_e_rotor_2) + cse34*(cse29 + cse38);  /* [16, 5] */
    ab[376] = cse28*(cse39 + 2.9988846223421595*q_e_rotor_3) + cse32*cse36 + cse34*(cse33 + cse37);  /* [16, 6] */
    ab[208] = cse44*q_e_link2_0 - cse46*q_e_link2_1 + cse48*q_e_link2_2;  /* [16, 10] */
    ab[250] = cse30*cse47 - cse31*cse45;  /* [16, 11] */
    ab[166] = cse30*cse45 + cse31*cse47;  /* [16, 12] */
    ab[670] = cse44*q_e_link2_3 + cse46*q_e_link2_2 + cse48*q_e_link2_1;  /* [16, 13] */
    ab[710] = cse2*cse51 - cse3*cse50;  /* [17, 3] */
    ab[794] = cse2*cse50 + cse3*cse51;  /* [17, 4] */
    ab[290] = cse4*cse51 - cse5*cse50;  /* [17, 5] */
    ab[374] = cse4*cse50 + cse5*cse51;  /* [17, 6] */
    ab[711] = q_e_rotor_0;  /* [18, 3] */
    ab[795] = q_e_rotor_1;  /* [18, 4] */
    ab[291] = q_e_rotor_2;  /* [18, 5] */
    ab[375] = q_e_rotor_3;  /* [18, 6] */
    ab[197] = q_e_link2_0;  /* [19, 10] */
    ab[239] = q_e_link2_1;  /* [19, 11] */
    ab[155] = q_e_link2_2;  /* [19, 12] */
    ab[659] = q_e_link2_3;  /* [19, 13] */
    ab[448] = q_e_link3_0;  /* [20, 17] */
    ab[490] = q_e_link3_1;  /* [20, 18] */
    ab[70] = q_e_link3_2;  /* [20, 19] */
    ab[28] = q_e_link3_3;  /* [20, 20] */
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 21 x 21 row-major, 104 nonzero, unpacked from Phi_q_band (one copy
 * of the expressions serves both). On allocation failure every entry of out is NaN.
 */
static const int mg_four_link_rp_Phi_q_cells[104][2] = {
    {3, 719},
    {4, 803},
    {24, 714},
    {25, 798},
    {26, 294},
    {27, 378},
    {42, 846},
    {64, 632},
    {86, 886},
    {122, 454},
    {123, 496},
    {124, 76},
    {125, 34},
    {143, 456},
    {145, 78},
    {161, 576},
    {164, 450},
    {165, 492},
    {166, 72},
    {167, 30},
    {183, 751},
    {185, 457},
    {187, 79},
    {205, 539},
    {206, 455},
    {207, 497},
    {208, 77},
    {209, 35},
    {217, 116},
    {220, 200},
    {221, 242},
    {222, 158},
    {223, 662},
    {224, 578},
    {227, 452},
    {228, 494},
    {229, 74},
    {230, 32},
    {239, 411},
    {241, 201},
    {243, 159},
    {246, 747},
    {248, 453},
    {250, 75},
    {261, 325},
    {262, 199},
    {263, 241},
    {264, 157},
    {265, 661},
    {268, 535},
    {269, 451},
    {270, 493},
    {271, 73},
    {272, 31},
    {273, 841},
    {276, 715},
    {277, 799},
    {280, 127},
    {283, 211},
    {284, 253},
    {285, 169},
    {286, 673},
    {295, 629},
    {297, 713},
    {298, 797},
    {299, 293},
    {300, 377},
    {302, 419},
    {304, 209},
    {306, 167},
    {317, 885},
    {318, 717},
    {319, 801},
    {320, 297},
    {321, 381},
    {324, 339},
    {325, 213},
    {326, 255},
    {327, 171},
    {328, 675},
    {339, 712},
    {340, 796},
    {341, 292},
    {342, 376},
    {346, 208},
    {347, 250},
    {348, 166},
    {349, 670},
    {360, 710},
    {361, 794},
    {362, 290},
    {363, 374},
    {381, 711},
    {382, 795},
    {383, 291},
    {384, 375},
    {409, 197},
    {410, 239},
    {411, 155},
    {412, 659},
    {437, 448},
    {438, 490},
    {439, 70},
    {440, 28},
};

void mg_four_link_rp_Phi_q(const double *q, double t, const double *p, double *out)
{
    double *ab = calloc((size_t)43 * 21, sizeof(double));
    if (ab == NULL) {
        for (int k = 0; k < 441; ++k) {
            out[k] = NAN;
        }
        return;
    }
    mg_four_link_rp_Phi_q_band(q, t, p, ab);
    memset(out, 0, sizeof(double) * 441);
    for (int k = 0; k < 104; ++k) {
        out[mg_four_link_rp_Phi_q_cells[k][0]] = ab[mg_four_link_rp_Phi_q_cells[k][1]];
    }
    free(ab);
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 1 nonzero.
 * 16 operations after common subexpression elimination.
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
    const double cse2 = 3.141592653589793*t;

    memset(out, 0, sizeof(double) * 21);
    out[17] = -3.141592653589793*(-cse0*q_e_rotor_0 + cse1*q_e_rotor_1)*cos(cse2) + 3.141592653589793*(cse0*q_e_rotor_1 + cse1*q_e_rotor_0)*sin(cse2);  /* [17, 0] */
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); t (time); p (parameters, 0).
 * Output: out, 21 x 1 row-major, 18 nonzero.
 * 442 operations after common subexpression elimination.
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
    const double cse2 = v_ed_rotor_1*v_ed_rotor_2;
    const double cse3 = v_ed_link3_2*v_ed_link3_3;
    const double cse4 = v_ed_link3_0*v_ed_link3_1;
    const double cse5 = (v_ed_link3_2*v_ed_link3_2);
    const double cse6 = (v_ed_link3_0*v_ed_link3_0);
    const double cse7 = 14.8*v_ed_link3_1*v_ed_link3_2;
    const double cse8 = 14.8*v_ed_link3_0*v_ed_link3_3;
    const double cse9 = 14.8*cse5;
    const double cse10 = 14.8*cse6;
    const double cse11 = 14.8*cse3;
    const double cse12 = 14.8*cse4;
    const double cse13 = 24.4*v_ed_link2_2;
    const double cse14 = cse13*v_ed_link2_1;
    const double cse15 = 24.4*v_ed_link2_0;
    const double cse16 = cse15*v_ed_link2_3;
    const double cse17 = (v_ed_link2_2*v_ed_link2_2);
    const double cse18 = 24.4*cse17;
    const double cse19 = (v_ed_link2_0*v_ed_link2_0);
    const double cse20 = 24.4*cse19;
    const double cse21 = cse13*v_ed_link2_3;
    const double cse22 = cse15*v_ed_link2_1;
    const double cse23 = 8*v_ed_rotor_0;
    const double cse24 = 1.4994423111710797*q_e_rotor_1;
    const double cse25 = -cse24 - 2.6470154933206795*q_e_rotor_0;
    const double cse26 = 2*q_e_link2_2;
    const double cse27 = 1.4994423111710797*q_e_rotor_2 + 1.3235077466603398*q_e_rotor_3;
    const double cse28 = 2*q_e_link2_1;
    const double cse29 = -1.3235077466603398*q_e_rotor_1;
    const double cse30 = 2.9988846223421595*q_e_rotor_0;
    const double cse31 = cse29 + cse30;
    const double cse32 = 4*q_e_link2_3;
    const double cse33 = cse25*cse26 + cse27*cse28 + cse31*cse32;
    const double cse34 = 2*q_e_rotor_2;
    const double cse35 = cse34*q_e_rotor_3;
    const double cse36 = 2*q_e_rotor_0;
    const double cse37 = cse36*q_e_rotor_1;
    const double cse38 = 1.4994423111710797*cse35 - 1.4994423111710797*cse37;
    const double cse39 = 2*(q_e_rotor_0*q_e_rotor_0) - 1;
    const double cse40 = 1.3235077466603398*cse39 + 2.6470154933206795*(q_e_rotor_2*q_e_rotor_2);
    const double cse41 = cse38 - cse40;
    const double cse42 = -1.3235077466603398*q_e_rotor_2;
    const double cse43 = 1.4994423111710797*q_e_rotor_3;
    const double cse44 = cse42 + cse43;
    const double cse45 = 2*cse44;
    const double cse46 = 5.294030986641359*q_e_link2_3;
    const double cse47 = -cse30*q_e_link2_2 + cse45*q_e_link2_1 - cse46*q_e_rotor_0;
    const double cse48 = cse29 + 1.4994423111710797*q_e_rotor_0;
    const double cse49 = 2*cse48;
    const double cse50 = cse43 - 2.6470154933206795*q_e_rotor_2;
    const double cse51 = cse26*cse50 - cse46*q_e_rotor_3 + cse49*q_e_link2_1;
    const double cse52 = 2.9988846223421595*q_e_rotor_2;
    const double cse53 = cse24 + 1.3235077466603398*q_e_rotor_0;
    const double cse54 = cse42 + 2.9988846223421595*q_e_rotor_3;
    const double cse55 = cse28*cse53 + cse32*cse54 + cse52*q_e_link2_2;
    const double cse56 = 2*q_e_rotor_1;
    const double cse57 = cse56*q_e_rotor_3;
    const double cse58 = cse34*q_e_rotor_0;
    const double cse59 = cse34*q_e_rotor_1;
    const double cse60 = cse36*q_e_rotor_3;
    const double cse61 = 1.4994423111710797*cse57 + 1.4994423111710797*cse58 - 1.3235077466603398*cse59 + 1.3235077466603398*cse60;
    const double cse62 = -2.6470154933206795*cse35 - 2.6470154933206795*cse37 + 2.9988846223421595*cse39 + 5.997769244684319*(q_e_rotor_3*q_e_rotor_3);
    const double cse63 = 2*q_e_link2_3;
    const double cse64 = 2*q_e_link2_0;
    const double cse65 = -cse25*cse64 + cse27*cse63;
    const double cse66 = cse48*cse63 - cse50*cse64;
    const double cse67 = -cse52*q_e_link2_0 + cse53*cse63;
    const double cse68 = cse30*q_e_link2_0 + cse44*cse63;
    const double cse69 = -cse38 + cse40;
    const double cse70 = cse25*cse63 + cse27*cse64;
    const double cse71 = cse48*cse64 + cse50*cse63;
    const double cse72 = -cse30*q_e_link2_3 + cse44*cse64;
    const double cse73 = 2.9988846223421595*q_e_link2_3;
    const double cse74 = cse53*cse64 + cse73*q_e_rotor_2;
    const double cse75 = 5.294030986641359*q_e_link2_0;
    const double cse76 = -cse28*cse50 + cse49*q_e_link2_2 - cse75*q_e_rotor_3;
    const double cse77 = cse30*q_e_link2_1 + cse45*q_e_link2_2 - cse75*q_e_rotor_0;
    const double cse78 = 4*q_e_link2_0;
    const double cse79 = cse26*cse53 - cse52*q_e_link2_1 + cse54*cse78;
    const double cse80 = -cse25*cse28 + cse26*cse27 + cse31*cse78;
    const double cse81 = cse63*q_e_link2_1 + cse64*q_e_link2_2;
    const double cse82 = 1.3235077466603398*cse81;
    const double cse83 = cse63*q_e_link2_2 - cse64*q_e_link2_1;
    const double cse84 = 1.4994423111710797*cse83;
    const double cse85 = (q_e_link2_3*q_e_link2_3);
    const double cse86 = (q_e_link2_0*q_e_link2_0);
    const double cse87 = -2.6470154933206795*cse85 - 2.6470154933206795*cse86 + 1.3235077466603398;
    const double cse88 = 2*cse85 + 2*cse86 - 1;
    const double cse89 = 2.9988846223421595*cse88;
    const double cse90 = cse81*v_ed_rotor_1;
    const double cse91 = 1.4994423111710797*cse81;
    const double cse92 = 2.6470154933206795*cse83;
    const double cse93 = cse73*q_e_link2_2;
    const double cse94 = 2.9988846223421595*q_e_link2_0*q_e_link2_1;
    const double cse95 = -1.3235077466603398*cse88;
    const double cse96 = cse81*v_ed_rotor_3;
    const double cse97 = 3.141592653589793*t;
    const double cse98 = cos(cse97);
    const double cse99 = 2*cse98;
    const double cse100 = sin(cse97);
    const double cse101 = 2*cse100;
    const double cse102 = 3.141592653589793*cse100;
    const double cse103 = 3.141592653589793*q_e_rotor_3;
    const double cse104 = -cse102*cse34 + cse103*cse99;
    const double cse105 = 3.141592653589793*cse98;
    const double cse106 = -cse102*cse56 - cse105*cse36;
    const double cse107 = -cse101*cse103 - cse105*cse34;
    const double cse108 = -cse102*cse36 + cse105*cse56;
    const double cse109 = (3.141592653589793*3.141592653589793);

    memset(out, 0, sizeof(double) * 21);
    out[0] = -4*cse0 - 4*cse1;  /* [0, 0] */
    out[1] = -4*cse2 + 4*v_ed_rotor_0*v_ed_rotor_3;  /* [1, 0] */
    out[5] = -4*cse3 + 4*cse4;  /* [5, 0] */
    out[6] = -4*cse5 - 4*cse6;  /* [6, 0] */
    out[7] = cse7 - cse8;  /* [7, 0] */
    out[8] = cse10 + cse9;  /* [8, 0] */
    out[9] = cse11 + cse12;  /* [9, 0] */
    out[10] = cse14 - cse16 - cse7 + cse8;  /* [10, 0] */
    out[11] = -cse10 + cse18 + cse20 - cse9;  /* [11, 0] */
    out[12] = -cse11 - cse12 + cse21 + cse22;  /* [12, 0] */
    out[13] = -8*cse0 - 8*cse1 - cse14 + cse16;  /* [13, 0] */
    out[14] = -cse18 - 8*cse2 - cse20 - cse23*v_ed_rotor_3;  /* [14, 0] */
    out[15] = -cse21 - cse22 + cse23*v_ed_rotor_2 - 8*v_ed_rotor_1*v_ed_rotor_3;  /* [15, 0] */
    out[16] = -v_ed_link2_0*(cse61*v_ed_link2_2 + cse62*v_ed_link2_0 + cse69*v_ed_link2_1 + cse76*v_ed_rotor_2 + cse77*v_ed_rotor_1 + cse79*v_ed_rotor_3 + cse80*v_ed_rotor_0) - v_ed_link2_1*(cse61*v_ed_link2_3 + cse65*v_ed_rotor_0 + cse66*v_ed_rotor_2 + cse67*v_ed_rotor_3 + cse68*v_ed_rotor_1 + cse69*v_ed_link2_0) - v_ed_link2_2*(cse41*v_ed_link2_3 + cse61*v_ed_link2_0 + cse70*v_ed_rotor_0 + cse71*v_ed_rotor_2 + cse72*v_ed_rotor_1 + cse74*v_ed_rotor_3) - v_ed_link2_3*(cse33*v_ed_rotor_0 + cse41*v_ed_link2_2 + cse47*v_ed_rotor_1 + cse51*v_ed_rotor_2 + cse55*v_ed_rotor_3 + cse61*v_ed_link2_1 + cse62*v_ed_link2_3) - v_ed_rotor_0*(cse33*v_ed_link2_3 + cse65*v_ed_link2_1 + cse70*v_ed_link2_2 + cse80*v_ed_link2_0 + cse91*v_ed_rotor_2 + 1.3235077466603398*cse96 + v_ed_rotor_0*(cse89 - cse92) + v_ed_rotor_1*(cse87 - cse93 + cse94)) - v_ed_rotor_1*(cse47*v_ed_link2_3 + cse68*v_ed_link2_1 + cse72*v_ed_link2_2 + cse77*v_ed_link2_0 - cse82*v_ed_rotor_2 + 1.4994423111710797*cse96 + v_ed_rotor_0*(-cse84 + cse95)) - v_ed_rotor_2*(cse51*v_ed_link2_3 + cse66*v_ed_link2_1 + cse71*v_ed_link2_2 + cse76*v_ed_link2_0 - 1.3235077466603398*cse90 + cse91*v_ed_rotor_0 - cse92*v_ed_rotor_2 + v_ed_rotor_3*(cse93 - cse94 + cse95)) - v_ed_rotor_3*(cse55*v_ed_link2_3 + cse67*v_ed_link2_1 + cse74*v_ed_link2_2 + cse79*v_ed_link2_0 + cse82*v_ed_rotor_0 + cse89*v_ed_rotor_3 + 1.4994423111710797*cse90 + v_ed_rotor_2*(cse84 + cse87));  /* [16, 0] */
    out[17] = cse100*cse109*(cse57 - cse58) - cse104*v_ed_rotor_1 - cse106*v_ed_rotor_2 - cse107*v_ed_rotor_0 - cse108*v_ed_rotor_3 + cse109*cse98*(cse59 + cse60) - v_ed_rotor_0*(-cse101*v_ed_rotor_2 + cse107 + cse99*v_ed_rotor_3) - v_ed_rotor_1*(cse101*v_ed_rotor_3 + cse104 + cse99*v_ed_rotor_2) - v_ed_rotor_2*(-cse101*v_ed_rotor_0 + cse106 + cse99*v_ed_rotor_1) - v_ed_rotor_3*(cse101*v_ed_rotor_1 + cse108 + cse99*v_ed_rotor_0);  /* [17, 0] */
    out[18] = -cse0 - cse1 - (v_ed_rotor_2*v_ed_rotor_2) - (v_ed_rotor_3*v_ed_rotor_3);  /* [18, 0] */
    out[19] = -cse17 - cse19 - (v_ed_link2_1*v_ed_link2_1) - (v_ed_link2_3*v_ed_link2_3);  /* [19, 0] */
    out[20] = -cse5 - cse6 - (v_ed_link3_1*v_ed_link3_1) - (v_ed_link3_3*v_ed_link3_3);  /* [20, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a).
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

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).
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
 * 254 operations after common subexpression elimination.
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
    const double cse0 = 2*q_e_link2_2;
    const double cse1 = 2*q_e_link2_1;
    const double cse2 = cse0*q_e_link2_3 - cse1*q_e_link2_0;
    const double cse3 = 2.6470154933206795*cse2;
    const double cse4 = (q_e_link2_3*q_e_link2_3);
    const double cse5 = (q_e_link2_0*q_e_link2_0);
    const double cse6 = 2*cse4 + 2*cse5 - 1;
    const double cse7 = 2.9988846223421595*cse6;
    const double cse8 = 4*lam_0 + 8*lam_13 + lam_18;
    const double cse9 = 1.4994423111710797*cse2;
    const double cse10 = -1.3235077466603398*cse6;
    const double cse11 = 3.141592653589793*t;
    const double cse12 = 2*lam_17;
    const double cse13 = cse12*sin(cse11);
    const double cse14 = lam_16*(cse0*q_e_link2_0 + cse1*q_e_link2_3);
    const double cse15 = 1.4994423111710797*cse14;
    const double cse16 = 4*lam_15;
    const double cse17 = -cse13 + cse15 - cse16;
    const double cse18 = 1.3235077466603398*cse14;
    const double cse19 = 2*lam_1;
    const double cse20 = cse12*cos(cse11) + 4*lam_14;
    const double cse21 = cse18 - cse19 + cse20;
    const double cse22 = 1.4994423111710797*q_e_rotor_2 + 1.3235077466603398*q_e_rotor_3;
    const double cse23 = 1.4994423111710797*q_e_rotor_1;
    const double cse24 = -cse23 - 2.6470154933206795*q_e_rotor_0;
    const double cse25 = -1.3235077466603398*q_e_rotor_1;
    const double cse26 = 2.9988846223421595*q_e_rotor_0;
    const double cse27 = 4*cse25 + 4*cse26;
    const double cse28 = lam_16*(cse0*cse22 - cse1*cse24 + cse27*q_e_link2_0);
    const double cse29 = 2*cse22;
    const double cse30 = 2*cse24;
    const double cse31 = lam_16*(cse29*q_e_link2_3 - cse30*q_e_link2_0);
    const double cse32 = lam_16*(cse29*q_e_link2_0 + cse30*q_e_link2_3);
    const double cse33 = lam_16*(cse0*cse24 + cse1*cse22 + cse27*q_e_link2_3);
    const double cse34 = 2.9988846223421595*q_e_link2_2*q_e_link2_3;
    const double cse35 = 2.9988846223421595*q_e_link2_0*q_e_link2_1;
    const double cse36 = -2.6470154933206795*cse4 - 2.6470154933206795*cse5 + 1.3235077466603398;
    const double cse37 = -cse18 + cse19 + cse20;
    const double cse38 = cse13 + cse15 + cse16;
    const double cse39 = -1.3235077466603398*q_e_rotor_2;
    const double cse40 = 1.4994423111710797*q_e_rotor_3;
    const double cse41 = cse39 + cse40;
    const double cse42 = 5.294030986641359*q_e_rotor_0;
    const double cse43 = lam_16*(cse0*cse41 + cse26*q_e_link2_1 - cse42*q_e_link2_0);
    const double cse44 = 2*cse41;
    const double cse45 = lam_16*(cse26*q_e_link2_0 + cse44*q_e_link2_3);
    const double cse46 = lam_16*(-cse26*q_e_link2_3 + cse44*q_e_link2_0);
    const double cse47 = lam_16*(cse1*cse41 - cse26*q_e_link2_2 - cse42*q_e_link2_3);
    const double cse48 = 2*cse25 + 2.9988846223421595*q_e_rotor_0;
    const double cse49 = cse40 - 2.6470154933206795*q_e_rotor_2;
    const double cse50 = 5.294030986641359*q_e_rotor_3;
    const double cse51 = lam_16*(-cse1*cse49 + cse48*q_e_link2_2 - cse50*q_e_link2_0);
    const double cse52 = 2*cse49;
    const double cse53 = lam_16*(cse48*q_e_link2_3 - cse52*q_e_link2_0);
    const double cse54 = lam_16*(cse48*q_e_link2_0 + cse52*q_e_link2_3);
    const double cse55 = lam_16*(cse0*cse49 + cse48*q_e_link2_1 - cse50*q_e_link2_3);
    const double cse56 = 2.9988846223421595*q_e_rotor_2;
    const double cse57 = 2*cse23 + 2.6470154933206795*q_e_rotor_0;
    const double cse58 = 4*cse39 + 11.995538489368638*q_e_rotor_3;
    const double cse59 = lam_16*(-cse56*q_e_link2_1 + cse57*q_e_link2_2 + cse58*q_e_link2_0);
    const double cse60 = lam_16*(-cse56*q_e_link2_0 + cse57*q_e_link2_3);
    const double cse61 = lam_16*(cse56*q_e_link2_3 + cse57*q_e_link2_0);
    const double cse62 = lam_16*(cse56*q_e_link2_2 + cse57*q_e_link2_1 + cse58*q_e_link2_3);
    const double cse63 = 2*(q_e_rotor_0*q_e_rotor_0) - 1;
    const double cse64 = 2*q_e_rotor_2;
    const double cse65 = cse64*q_e_rotor_3;
    const double cse66 = 2*q_e_rotor_1;
    const double cse67 = cse66*q_e_rotor_0;
    const double cse68 = lam_16*(2.9988846223421595*cse63 - 2.6470154933206795*cse65 - 2.6470154933206795*cse67 + 5.997769244684319*(q_e_rotor_3*q_e_rotor_3)) + lam_19;
    const double cse69 = -24.4*lam_11 + 24.4*lam_14;
    const double cse70 = 1.4994423111710797*cse65 - 1.4994423111710797*cse67;
    const double cse71 = 1.3235077466603398*cse63 + 2.6470154933206795*(q_e_rotor_2*q_e_rotor_2);
    const double cse72 = -12.2*lam_12 + 12.2*lam_15;
    const double cse73 = cse72 + lam_16*(-cse70 + cse71);
    const double cse74 = lam_16*(1.4994423111710797*cse64*q_e_rotor_0 - 1.3235077466603398*cse64*q_e_rotor_1 + 1.4994423111710797*cse66*q_e_rotor_3 + 2.6470154933206795*q_e_rotor_0*q_e_rotor_3);
    const double cse75 = 12.2*lam_13;
    const double cse76 = 12.2*lam_10;
    const double cse77 = -cse75 + cse76;
    const double cse78 = cse75 - cse76;
    const double cse79 = cse72 + lam_16*(cse70 - cse71);
    const double cse80 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8;
    const double cse81 = 2*lam_5;
    const double cse82 = 7.4*lam_12 - 7.4*lam_9;
    const double cse83 = -cse81 + cse82;
    const double cse84 = 7.4*lam_10;
    const double cse85 = 7.4*lam_7;
    const double cse86 = -cse84 + cse85;
    const double cse87 = cse84 - cse85;
    const double cse88 = cse81 + cse82;

    memset(out, 0, sizeof(double) * 441);
    out[66] = cse8 + lam_16*(-cse3 + cse7);  /* [3, 3] */
    out[67] = lam_16*(cse10 - cse9);  /* [3, 4] */
    out[68] = cse17;  /* [3, 5] */
    out[69] = cse21;  /* [3, 6] */
    out[73] = cse28;  /* [3, 10] */
    out[74] = cse31;  /* [3, 11] */
    out[75] = cse32;  /* [3, 12] */
    out[76] = cse33;  /* [3, 13] */
    out[87] = lam_16*(-cse34 + cse35 + cse36);  /* [4, 3] */
    out[88] = cse8;  /* [4, 4] */
    out[89] = cse37;  /* [4, 5] */
    out[90] = cse38;  /* [4, 6] */
    out[94] = cse43;  /* [4, 10] */
    out[95] = cse45;  /* [4, 11] */
    out[96] = cse46;  /* [4, 12] */
    out[97] = cse47;  /* [4, 13] */
    out[108] = cse17;  /* [5, 3] */
    out[109] = cse37;  /* [5, 4] */
    out[110] = -cse3*lam_16 + lam_18;  /* [5, 5] */
    out[111] = lam_16*(cse36 + cse9);  /* [5, 6] */
    out[115] = cse51;  /* [5, 10] */
    out[116] = cse53;  /* [5, 11] */
    out[117] = cse54;  /* [5, 12] */
    out[118] = cse55;  /* [5, 13] */
    out[129] = cse21;  /* [6, 3] */
    out[130] = cse38;  /* [6, 4] */
    out[131] = lam_16*(cse10 + cse34 - cse35);  /* [6, 5] */
    out[132] = cse7*lam_16 + lam_18;  /* [6, 6] */
    out[136] = cse59;  /* [6, 10] */
    out[137] = cse60;  /* [6, 11] */
    out[138] = cse61;  /* [6, 12] */
    out[139] = cse62;  /* [6, 13] */
    out[213] = cse28;  /* [10, 3] */
    out[214] = cse43;  /* [10, 4] */
    out[215] = cse51;  /* [10, 5] */
    out[216] = cse59;  /* [10, 6] */
    out[220] = cse68 + cse69;  /* [10, 10] */
    out[221] = cse73;  /* [10, 11] */
    out[222] = cse74;  /* [10, 12] */
    out[223] = cse77;  /* [10, 13] */
    out[234] = cse31;  /* [11, 3] */
    out[235] = cse45;  /* [11, 4] */
    out[236] = cse53;  /* [11, 5] */
    out[237] = cse60;  /* [11, 6] */
    out[241] = cse73;  /* [11, 10] */
    out[242] = lam_19;  /* [11, 11] */
    out[243] = cse78;  /* [11, 12] */
    out[244] = cse74;  /* [11, 13] */
    out[255] = cse32;  /* [12, 3] */
    out[256] = cse46;  /* [12, 4] */
    out[257] = cse54;  /* [12, 5] */
    out[258] = cse61;  /* [12, 6] */
    out[262] = cse74;  /* [12, 10] */
    out[263] = cse78;  /* [12, 11] */
    out[264] = cse69 + lam_19;  /* [12, 12] */
    out[265] = cse79;  /* [12, 13] */
    out[276] = cse33;  /* [13, 3] */
    out[277] = cse47;  /* [13, 4] */
    out[278] = cse55;  /* [13, 5] */
    out[279] = cse62;  /* [13, 6] */
    out[283] = cse77;  /* [13, 10] */
    out[284] = cse74;  /* [13, 11] */
    out[285] = cse79;  /* [13, 12] */
    out[286] = cse68;  /* [13, 13] */
    out[374] = cse80;  /* [17, 17] */
    out[375] = cse83;  /* [17, 18] */
    out[377] = cse86;  /* [17, 20] */
    out[395] = cse83;  /* [18, 17] */
    out[396] = lam_20;  /* [18, 18] */
    out[397] = cse87;  /* [18, 19] */
    out[417] = cse87;  /* [19, 18] */
    out[418] = cse80;  /* [19, 19] */
    out[419] = cse88;  /* [19, 20] */
    out[437] = cse86;  /* [20, 17] */
    out[439] = cse88;  /* [20, 19] */
    out[440] = lam_20;  /* [20, 20] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 21); v (velocity coordinates, 21); a (accelerations (time derivative of v), 21); lam (Lagrange multipliers, one per constraint row, 21); t (time); p (parameters, 0); h (step size).
 * Output: out, 42 x 1 row-major, 42 nonzero.
 * 905 operations after common subexpression elimination.
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
    const double cse3 = 4*lam_15;
    const double cse4 = 3.141592653589793*t;
    const double cse5 = sin(cse4);
    const double cse6 = 2*q_e_rotor_2;
    const double cse7 = cos(cse4);
    const double cse8 = 8*lam_13;
    const double cse9 = 8.0*q_e_rotor_2;
    const double cse10 = cse9*q_e_rotor_1;
    const double cse11 = 2*q_e_rotor_0;
    const double cse12 = 2*q_e_rotor_1;
    const double cse13 = cse1*v_ed_rotor_2 + cse11*v_ed_rotor_1 - cse12*v_ed_rotor_0 - cse6*v_ed_rotor_3;
    const double cse14 = 8.0*q_e_rotor_0;
    const double cse15 = 8.0*q_e_rotor_3;
    const double cse16 = 8.0*q_e_rotor_1;
    const double cse17 = cse13*(-cse14*v_ed_rotor_3 + cse15*v_ed_rotor_0 + cse16*v_ed_rotor_2 - cse9*v_ed_rotor_1);
    const double cse18 = -cse1*v_ed_rotor_1 + cse11*v_ed_rotor_2 + cse12*v_ed_rotor_3 - cse6*v_ed_rotor_0;
    const double cse19 = 4.0*v_ed_rotor_0;
    const double cse20 = 4.0*v_ed_rotor_2;
    const double cse21 = 4.0*v_ed_rotor_1;
    const double cse22 = 4.0*v_ed_rotor_3;
    const double cse23 = cse18*(-cse19*q_e_rotor_3 - cse20*q_e_rotor_1 + cse21*q_e_rotor_2 + cse22*q_e_rotor_0);
    const double cse24 = cse13*(cse14*v_ed_rotor_2 - cse15*v_ed_rotor_1 + cse16*v_ed_rotor_3 - cse9*v_ed_rotor_0) + cse18*(cse19*q_e_rotor_1 - cse20*q_e_rotor_3 - cse21*q_e_rotor_0 + cse22*q_e_rotor_2);
    const double cse25 = q_e_rotor_1*q_e_rotor_3;
    const double cse26 = -16.0*cse25 - cse9*q_e_rotor_0;
    const double cse27 = (q_e_link2_3*q_e_link2_3);
    const double cse28 = (q_e_link2_0*q_e_link2_0);
    const double cse29 = 2*cse28 - 1;
    const double cse30 = 2*cse27 + cse29;
    const double cse31 = -1.3235077466603398*q_e_rotor_1;
    const double cse32 = 2*q_e_link2_2;
    const double cse33 = cse32*q_e_link2_3;
    const double cse34 = 2*q_e_link2_1;
    const double cse35 = cse34*q_e_link2_0;
    const double cse36 = cse33 - cse35;
    const double cse37 = 1.4994423111710797*q_e_rotor_1;
    const double cse38 = cse32*q_e_link2_0 + cse34*q_e_link2_3;
    const double cse39 = 1.3235077466603398*q_e_rotor_3;
    const double cse40 = 1.4994423111710797*q_e_rotor_2;
    const double cse41 = cse9*q_e_rotor_3 - 16.0*q_e_rotor_0*q_e_rotor_1;
    const double cse42 = (q_e_rotor_1*q_e_rotor_1);
    const double cse43 = (q_e_rotor_2*q_e_rotor_2);
    const double cse44 = 1.3235077466603398*q_e_rotor_0;
    const double cse45 = 1.4994423111710797*q_e_rotor_0;
    const double cse46 = -1.3235077466603398*q_e_rotor_2;
    const double cse47 = 1.4994423111710797*q_e_rotor_3;
    const double cse48 = 16.0*q_e_rotor_2;
    const double cse49 = -8.0*cse25 - cse48*q_e_rotor_0;
    const double cse50 = cse14*q_e_rotor_3;
    const double cse51 = (q_e_rotor_0*q_e_rotor_0);
    const double cse52 = (q_e_rotor_3*q_e_rotor_3);
    const double cse53 = cse14*q_e_rotor_1 - cse48*q_e_rotor_3;
    const double cse54 = 12.2*lam_10;
    const double cse55 = 24.4*lam_14;
    const double cse56 = 12.2*lam_12;
    const double cse57 = 2*v_ed_link2_2;
    const double cse58 = 2*v_ed_link2_1;
    const double cse59 = -cse32*v_ed_link2_3 - cse34*v_ed_link2_0 + cse57*q_e_link2_3 + cse58*q_e_link2_0;
    const double cse60 = 24.8*v_ed_link2_1;
    const double cse61 = 24.8*v_ed_link2_3;
    const double cse62 = q_e_link2_3*v_ed_link2_0;
    const double cse63 = 24.8*v_ed_link2_2;
    const double cse64 = cse59*(-cse60*q_e_link2_2 - cse61*q_e_link2_0 + 24.8*cse62 + cse63*q_e_link2_1);
    const double cse65 = q_e_link2_2*v_ed_link2_0;
    const double cse66 = cse34*v_ed_link2_3 + cse57*q_e_link2_0 - cse58*q_e_link2_3 - 2*cse65;
    const double cse67 = 0.02*q_e_link2_1;
    const double cse68 = 0.02*v_ed_link2_1;
    const double cse69 = 0.02*v_ed_link2_3;
    const double cse70 = cse66*(-0.02*cse62 - cse67*v_ed_link2_2 + cse68*q_e_link2_2 + cse69*q_e_link2_0);
    const double cse71 = cse59*(-cse60*q_e_link2_3 + cse61*q_e_link2_1 + cse63*q_e_link2_0 - 24.8*cse65) + cse66*(cse67*v_ed_link2_0 - cse68*q_e_link2_0 + cse69*q_e_link2_2 - 0.02*q_e_link2_3*v_ed_link2_2);
    const double cse72 = 2*q_e_link2_3;
    const double cse73 = 12.2*lam_13;
    const double cse74 = 12.2*lam_15;
    const double cse75 = 2*cse51 - 1;
    const double cse76 = cse6*q_e_rotor_3;
    const double cse77 = cse11*q_e_rotor_1;
    const double cse78 = 1.4994423111710797*cse52 + 0.7497211555855399*cse75 - 0.6617538733301699*cse76 - 0.6617538733301699*cse77;
    const double cse79 = 4*cse78;
    const double cse80 = -1.3235077466603398*cse43 - 0.6617538733301699*cse75 + 0.7497211555855399*cse76 - 0.7497211555855399*cse77;
    const double cse81 = 2*cse25;
    const double cse82 = cse11*q_e_rotor_2;
    const double cse83 = cse6*q_e_rotor_1;
    const double cse84 = cse11*q_e_rotor_3;
    const double cse85 = cse83 - cse84;
    const double cse86 = 0.7497211555855399*cse81 + 0.7497211555855399*cse82 - 0.6617538733301699*cse85;
    const double cse87 = 49.56*q_e_link2_1*q_e_link2_2;
    const double cse88 = 49.6*q_e_link2_3;
    const double cse89 = 0.04*q_e_link2_0;
    const double cse90 = -cse88*q_e_link2_1 - cse89*q_e_link2_2;
    const double cse91 = 24.4*lam_11;
    const double cse92 = 49.6*q_e_link2_0;
    const double cse93 = 0.04*q_e_link2_3;
    const double cse94 = -cse92*q_e_link2_1 + cse93*q_e_link2_2;
    const double cse95 = (q_e_link2_1*q_e_link2_1);
    const double cse96 = (q_e_link2_2*q_e_link2_2);
    const double cse97 = 12.2*q_e_link2_2;
    const double cse98 = 2*cse80;
    const double cse99 = 49.56*q_e_link2_0*q_e_link2_3;
    const double cse100 = -cse92*q_e_link2_2 - cse93*q_e_link2_1;
    const double cse101 = 2*q_e_link2_0;
    const double cse102 = -cse88*q_e_link2_2 + cse89*q_e_link2_1;
    const double cse103 = (q_e_link3_2*q_e_link3_2);
    const double cse104 = (q_e_link3_1*q_e_link3_1);
    const double cse105 = 7.4*lam_12;
    const double cse106 = 2*q_e_link3_2;
    const double cse107 = 2*q_e_link3_3;
    const double cse108 = 2*q_e_link3_0;
    const double cse109 = 2*v_ed_link3_3;
    const double cse110 = 2*v_ed_link3_0;
    const double cse111 = cse107*v_ed_link3_2 + cse108*v_ed_link3_1 - cse109*q_e_link3_2 - cse110*q_e_link3_1;
    const double cse112 = 9.08*v_ed_link3_1;
    const double cse113 = 9.08*v_ed_link3_3;
    const double cse114 = 9.08*v_ed_link3_0;
    const double cse115 = 9.08*v_ed_link3_2;
    const double cse116 = cse111*(-cse112*q_e_link3_2 - cse113*q_e_link3_0 + cse114*q_e_link3_3 + cse115*q_e_link3_1);
    const double cse117 = 2*q_e_link3_1;
    const double cse118 = -cse107*v_ed_link3_1 + cse108*v_ed_link3_2 + cse109*q_e_link3_1 - cse110*q_e_link3_2;
    const double cse119 = 0.02*v_ed_link3_0;
    const double cse120 = 0.02*v_ed_link3_2;
    const double cse121 = 0.02*v_ed_link3_1;
    const double cse122 = 0.02*v_ed_link3_3;
    const double cse123 = cse118*(-cse119*q_e_link3_3 - cse120*q_e_link3_1 + cse121*q_e_link3_2 + cse122*q_e_link3_0);
    const double cse124 = cse111*(-cse112*q_e_link3_3 + cse113*q_e_link3_1 - cse114*q_e_link3_2 + cse115*q_e_link3_0) + cse118*(cse119*q_e_link3_1 - cse120*q_e_link3_3 - cse121*q_e_link3_0 + cse122*q_e_link3_2);
    const double cse125 = 2*cse124;
    const double cse126 = 18.16*q_e_link3_1;
    const double cse127 = 0.04*q_e_link3_2;
    const double cse128 = -cse126*q_e_link3_0 + cse127*q_e_link3_3;
    const double cse129 = 7.4*lam_10;
    const double cse130 = -cse126*q_e_link3_3 - cse127*q_e_link3_0;
    const double cse131 = 18.12*q_e_link3_1*q_e_link3_2;
    const double cse132 = 14.8*lam_11;
    const double cse133 = 7.4*lam_9;
    const double cse134 = 14.8*lam_8;
    const double cse135 = 7.4*lam_7;
    const double cse136 = 4*lam_6;
    const double cse137 = 18.12*q_e_link3_0*q_e_link3_3;
    const double cse138 = (q_e_link3_3*q_e_link3_3);
    const double cse139 = (q_e_link3_0*q_e_link3_0);
    const double cse140 = 0.04*q_e_link3_1;
    const double cse141 = 18.16*q_e_link3_2;
    const double cse142 = -cse140*q_e_link3_3 - cse141*q_e_link3_0;
    const double cse143 = cse140*q_e_link3_0 - cse141*q_e_link3_3;
    const double cse144 = 2*cse42 + cse75;
    const double cse145 = (1.0/(h*h));
    const double cse146 = cse107*q_e_link3_2;
    const double cse147 = cse108*q_e_link3_1;
    const double cse148 = 2*cse103 + 2*cse139 - 1;
    const double cse149 = 3.7*cse106*q_e_link3_1 - 3.7*cse108*q_e_link3_3;
    const double cse150 = -q_r_link3_x;
    const double cse151 = 3.7*cse148;
    const double cse152 = -q_r_link3_y;
    const double cse153 = 3.7*cse146 + 3.7*cse147;
    const double cse154 = -q_r_link3_z;
    const double cse155 = 6.1*cse34*q_e_link2_2 - 6.1*cse72*q_e_link2_0;
    const double cse156 = 6.1*cse29 + 12.2*cse96;
    const double cse157 = 6.1*cse33 + 6.1*cse35;
    const double cse158 = cse83 + cse84;
    const double cse159 = cse81 - cse82;

    out[0] = 2.0*a_0 - lam_13 - lam_2;  /* [0, 0] */
    out[1] = 2.0*a_1 - lam_14 - lam_3;  /* [1, 0] */
    out[2] = 2.0*a_2 - lam_15 - lam_4 + 19.62;  /* [2, 0] */
    out[3] = a_3*(16.0*cse42 + 8.0*cse43) + a_4*cse41 + a_5*cse26 + a_6*cse10 + cse0*q_e_rotor_0 + cse1*cse24 - cse1*lam_1 + cse12*cse23 + cse17*cse6 + cse2*q_e_rotor_3 - cse3*q_e_rotor_2 + cse8*q_e_rotor_0 + lam_16*(cse30*(cse31 + 2.9988846223421595*q_e_rotor_0) + cse36*(-cse37 - 2.6470154933206795*q_e_rotor_0) + cse38*(cse39 + cse40)) + lam_17*(cse1*cse7 - cse5*cse6) + lam_18*q_e_rotor_0;  /* [3, 0] */
    out[4] = a_3*cse41 + a_4*(16.0*cse51 + 8.0*cse52) + a_5*cse50 + a_6*cse49 + cse0*q_e_rotor_1 + cse1*cse17 - cse11*cse23 + cse2*q_e_rotor_2 - cse24*cse6 + cse3*q_e_rotor_3 + cse6*lam_1 + cse8*q_e_rotor_1 + lam_16*(-cse30*cse44 - cse36*cse45 + cse38*(cse46 + cse47)) + lam_17*(cse1*cse5 + cse6*cse7) + lam_18*q_e_rotor_1;  /* [4, 0] */
    out[5] = a_3*cse26 + a_4*cse50 + a_5*(8.0*cse51 + 16.0*cse52) + a_6*cse53 - cse1*cse23 - cse11*cse17 + cse12*cse24 + cse12*lam_1 + cse2*q_e_rotor_1 - cse3*q_e_rotor_0 + lam_16*(-cse30*cse39 + cse36*(cse47 - 2.6470154933206795*q_e_rotor_2) + cse38*(cse31 + cse45)) + lam_17*(-cse11*cse5 + cse12*cse7) + lam_18*q_e_rotor_2;  /* [5, 0] */
    out[6] = a_3*cse10 + a_4*cse49 + a_5*cse53 + a_6*(8.0*cse42 + 16.0*cse43) - cse11*cse24 - cse11*lam_1 - cse12*cse17 + cse2*q_e_rotor_0 + cse23*cse6 + cse3*q_e_rotor_1 + lam_16*(cse30*(cse46 + 2.9988846223421595*q_e_rotor_3) + cse36*cse40 + cse38*(cse37 + cse44)) + lam_17*(cse11*cse7 + cse12*cse5) + lam_18*q_e_rotor_3;  /* [6, 0] */
    out[7] = 1.0*a_7 + lam_10 + lam_13;  /* [7, 0] */
    out[8] = 1.0*a_8 + lam_11 + lam_14;  /* [8, 0] */
    out[9] = 1.0*a_9 + lam_12 + lam_15 + 9.81;  /* [9, 0] */
    out[10] = a_10*(49.6*cse95 + 0.04*cse96) + a_11*cse94 + a_12*cse90 + a_13*cse87 + cse32*cse64 + cse34*cse70 + cse54*q_e_link2_3 + cse55*q_e_link2_0 - cse56*q_e_link2_1 + cse71*cse72 - cse73*q_e_link2_3 + cse74*q_e_link2_1 - cse91*q_e_link2_0 + lam_16*(cse32*cse86 - cse34*cse80 + cse79*q_e_link2_0) + lam_19*q_e_link2_0;  /* [10, 0] */
    out[11] = a_10*cse94 + a_11*(0.04*cse27 + 49.6*cse28) + a_12*cse99 + a_13*cse100 - cse101*cse70 - cse32*cse71 - cse56*q_e_link2_0 + cse64*cse72 + cse74*q_e_link2_0 - cse97*lam_10 + cse97*lam_13 + lam_16*(cse72*cse86 - cse98*q_e_link2_0) + lam_19*q_e_link2_1;  /* [11, 0] */
    out[12] = a_10*cse90 + a_11*cse99 + a_12*(49.6*cse27 + 0.04*cse28) + a_13*cse102 - cse101*cse64 + cse34*cse71 - cse54*q_e_link2_1 + cse55*q_e_link2_2 - cse56*q_e_link2_3 - cse70*cse72 + cse73*q_e_link2_1 + cse74*q_e_link2_3 - cse91*q_e_link2_2 + lam_16*(cse101*cse86 + cse98*q_e_link2_3) + lam_19*q_e_link2_2;  /* [12, 0] */
    out[13] = a_10*cse87 + a_11*cse100 + a_12*cse102 + a_13*(0.04*cse95 + 49.6*cse96) - cse101*cse71 + cse32*cse70 - cse34*cse64 + cse54*q_e_link2_0 - cse73*q_e_link2_0 - cse97*lam_12 + cse97*lam_15 + lam_16*(cse32*cse80 + cse34*cse86 + cse79*q_e_link2_3) + lam_19*q_e_link2_3;  /* [13, 0] */
    out[14] = 1.0*a_14 - lam_10 - lam_7;  /* [14, 0] */
    out[15] = 1.0*a_15 - lam_11 - lam_8;  /* [15, 0] */
    out[16] = 1.0*a_16 - lam_12 - lam_9 + 9.81;  /* [16, 0] */
    out[17] = a_17*(0.04*cse103 + 18.16*cse104) + a_18*cse128 + a_19*cse130 + a_20*cse131 + cse105*q_e_link3_1 + cse106*cse116 + cse117*cse123 - cse117*lam_5 + cse125*q_e_link3_3 - cse129*q_e_link3_3 + cse132*q_e_link3_0 - cse133*q_e_link3_1 - cse134*q_e_link3_0 + cse135*q_e_link3_3 + cse136*q_e_link3_0 + lam_20*q_e_link3_0;  /* [17, 0] */
    out[18] = a_17*cse128 + a_18*(0.04*cse138 + 18.16*cse139) + a_19*cse137 + a_20*cse142 + cse105*q_e_link3_0 + cse107*cse116 - cse108*cse123 - cse108*lam_5 - cse125*q_e_link3_2 + cse129*q_e_link3_2 - cse133*q_e_link3_0 - cse135*q_e_link3_2 + lam_20*q_e_link3_1;  /* [18, 0] */
    out[19] = a_17*cse130 + a_18*cse137 + a_19*(18.16*cse138 + 0.04*cse139) + a_20*cse143 + cse105*q_e_link3_3 - cse107*cse123 + cse107*lam_5 - cse108*cse116 + cse125*q_e_link3_1 + cse129*q_e_link3_1 + cse132*q_e_link3_2 - cse133*q_e_link3_3 - cse134*q_e_link3_2 - cse135*q_e_link3_1 + cse136*q_e_link3_2 + lam_20*q_e_link3_2;  /* [19, 0] */
    out[20] = a_17*cse131 + a_18*cse142 + a_19*cse143 + a_20*(18.16*cse103 + 0.04*cse104) + cse105*q_e_link3_2 + cse106*cse123 + cse106*lam_5 - cse108*cse124 - cse116*cse117 - cse129*q_e_link3_0 - cse133*q_e_link3_2 + cse135*q_e_link3_0 + lam_20*q_e_link3_3;  /* [20, 0] */
    out[21] = cse144*cse145;  /* [21, 0] */
    out[22] = cse145*cse85;  /* [22, 0] */
    out[23] = -cse145*q_r_rotor_x;  /* [23, 0] */
    out[24] = -cse145*q_r_rotor_y;  /* [24, 0] */
    out[25] = -cse145*q_r_rotor_z;  /* [25, 0] */
    out[26] = cse145*(cse146 - cse147);  /* [26, 0] */
    out[27] = cse145*cse148;  /* [27, 0] */
    out[28] = cse145*(-cse149 + cse150 - 4);  /* [28, 0] */
    out[29] = cse145*(-cse151 + cse152 - 8.5);  /* [29, 0] */
    out[30] = cse145*(-cse153 + cse154);  /* [30, 0] */
    out[31] = cse145*(cse149 + cse150 - cse155 + q_r_link2_x);  /* [31, 0] */
    out[32] = cse145*(cse151 + cse152 - cse156 + q_r_link2_y);  /* [32, 0] */
    out[33] = cse145*(cse153 + cse154 - cse157 + q_r_link2_z);  /* [33, 0] */
    out[34] = cse145*(2*cse144 + cse155 + q_r_link2_x - q_r_rotor_x);  /* [34, 0] */
    out[35] = cse145*(cse156 + 2*cse158 + q_r_link2_y - q_r_rotor_y);  /* [35, 0] */
    out[36] = cse145*(cse157 + 2*cse159 + q_r_link2_z - q_r_rotor_z);  /* [36, 0] */
    out[37] = cse145*(cse30*cse78 + cse36*cse80 + cse38*cse86);  /* [37, 0] */
    out[38] = cse145*(cse158*cse7 + cse159*cse5);  /* [38, 0] */
    out[39] = cse145*((1.0/2.0)*cse42 + (1.0/2.0)*cse43 + (1.0/2.0)*cse51 + (1.0/2.0)*cse52 - 1.0/2.0);  /* [39, 0] */
    out[40] = cse145*((1.0/2.0)*cse27 + (1.0/2.0)*cse28 + (1.0/2.0)*cse95 + (1.0/2.0)*cse96 - 1.0/2.0);  /* [40, 0] */
    out[41] = cse145*((1.0/2.0)*cse103 + (1.0/2.0)*cse104 + (1.0/2.0)*cse138 + (1.0/2.0)*cse139 - 1.0/2.0);  /* [41, 0] */
}

/* Reverse Cuthill-McKee order of index3_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_rp_index3_matrix_perm[42] = {23, 25, 30, 28, 41, 26, 27, 29, 16, 20, 18, 14, 7, 0, 9, 2, 19, 17, 15, 33, 31, 40, 34,
    21, 13, 11, 36, 37, 39, 38, 22, 32, 12, 10, 4, 3, 6, 5, 8, 35, 1, 24};

/* index3_matrix written into the column-major band storage of its permuted matrix
 * (n = 42, kl = 15, ku = 15, ldab = 46); ab is zeroed by the caller. */
void mg_four_link_rp_index3_matrix_band(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *ab)
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
    const double cse7 = 8.0*cse6;
    const double cse8 = 8.0*q_e_rotor_3;
    const double cse9 = cse8*v_ed_rotor_1;
    const double cse10 = 8.0*q_e_rotor_2;
    const double cse11 = cse10*v_ed_rotor_0;
    const double cse12 = 8.0*q_e_rotor_1;
    const double cse13 = cse12*v_ed_rotor_3;
    const double cse14 = 8.0*q_e_rotor_0;
    const double cse15 = cse14*v_ed_rotor_2;
    const double cse16 = -cse11 + cse13 + cse15 - cse9;
    const double cse17 = -cse2*v_ed_rotor_1 + cse3*v_ed_rotor_2 - cse4*v_ed_rotor_0 + cse5*v_ed_rotor_3;
    const double cse18 = 4.0*cse17;
    const double cse19 = 4.0*v_ed_rotor_2;
    const double cse20 = 4.0*v_ed_rotor_1;
    const double cse21 = 4.0*v_ed_rotor_3;
    const double cse22 = 4.0*v_ed_rotor_0;
    const double cse23 = -cse19*q_e_rotor_3 - cse20*q_e_rotor_0 + cse21*q_e_rotor_2 + cse22*q_e_rotor_1;
    const double cse24 = -cse16*cse5 + cse18*q_e_rotor_1 - cse23*cse4 - cse7*q_e_rotor_2;
    const double cse25 = cse8*q_e_rotor_1;
    const double cse26 = cse17*cse25;
    const double cse27 = 16.0*q_e_rotor_2;
    const double cse28 = cse27*q_e_rotor_3;
    const double cse29 = cse28*cse6;
    const double cse30 = -cse19*q_e_rotor_1 + cse20*q_e_rotor_2 + cse21*q_e_rotor_0 - cse22*q_e_rotor_3;
    const double cse31 = 4*q_e_rotor_1;
    const double cse32 = cse31*q_e_rotor_2;
    const double cse33 = cse30*cse32;
    const double cse34 = cse10*v_ed_rotor_1;
    const double cse35 = cse14*v_ed_rotor_3;
    const double cse36 = cse8*v_ed_rotor_0;
    const double cse37 = cse12*v_ed_rotor_2;
    const double cse38 = -cse34 - cse35 + cse36 + cse37;
    const double cse39 = cse32*cse38;
    const double cse40 = (q_e_rotor_1*q_e_rotor_1);
    const double cse41 = 16.0*cse40;
    const double cse42 = (h*h);
    const double cse43 = 16.0*a_4;
    const double cse44 = 8.0*a_5;
    const double cse45 = 4*q_e_rotor_2;
    const double cse46 = cse38*v_ed_rotor_1;
    const double cse47 = cse6*v_ed_rotor_3;
    const double cse48 = cse31*v_ed_rotor_2;
    const double cse49 = 2*cse16;
    const double cse50 = 2*cse23;
    const double cse51 = -cse18*v_ed_rotor_1 + cse49*v_ed_rotor_1 + cse50*v_ed_rotor_2 + cse7*v_ed_rotor_2;
    const double cse52 = 2*q_e_link2_2;
    const double cse53 = 2*q_e_link2_1;
    const double cse54 = cse52*q_e_link2_3 - cse53*q_e_link2_0;
    const double cse55 = 2.6470154933206795*cse54;
    const double cse56 = (q_e_link2_3*q_e_link2_3);
    const double cse57 = (q_e_link2_0*q_e_link2_0);
    const double cse58 = 2*cse56 + 2*cse57 - 1;
    const double cse59 = 2.9988846223421595*cse58;
    const double cse60 = 4*lam_0 + 8*lam_13 + lam_18;
    const double cse61 = cse16*cse3 - cse18*q_e_rotor_0 - cse2*cse23 - cse7*q_e_rotor_3;
    const double cse62 = cse10*q_e_rotor_1;
    const double cse63 = cse17*cse62;
    const double cse64 = 16.0*cse0;
    const double cse65 = cse31*q_e_rotor_3;
    const double cse66 = 4*q_e_rotor_0;
    const double cse67 = cse66*q_e_rotor_2;
    const double cse68 = cse30*cse65 - cse38*cse67;
    const double cse69 = a_3*q_e_rotor_1;
    const double cse70 = 8.0*a_6;
    const double cse71 = cse45*v_ed_rotor_0;
    const double cse72 = cse6*v_ed_rotor_2;
    const double cse73 = 2*cse17*cse30;
    const double cse74 = -cse73;
    const double cse75 = cse30*v_ed_rotor_3;
    const double cse76 = cse18*v_ed_rotor_0 - cse49*v_ed_rotor_0 + cse50*v_ed_rotor_3 + cse7*v_ed_rotor_3;
    const double cse77 = 1.4994423111710797*cse54;
    const double cse78 = 1.3235077466603398*cse58;
    const double cse79 = -cse78;
    const double cse80 = 16.0*q_e_rotor_0;
    const double cse81 = a_5*q_e_rotor_3;
    const double cse82 = -a_4*cse80 - 16.0*cse81;
    const double cse83 = cse80*q_e_rotor_1;
    const double cse84 = cse10*q_e_rotor_3;
    const double cse85 = -cse83 + cse84;
    const double cse86 = cse16*cse2 - cse18*q_e_rotor_3 + cse23*cse3 + cse7*q_e_rotor_0;
    const double cse87 = cse31*q_e_rotor_0;
    const double cse88 = cse30*cse87;
    const double cse89 = -cse27*cse6*q_e_rotor_1;
    const double cse90 = 8.0*cse40;
    const double cse91 = 4*q_e_rotor_3;
    const double cse92 = cse91*q_e_rotor_2;
    const double cse93 = cse38*cse92;
    const double cse94 = 2*cse38*cse6;
    const double cse95 = -cse94;
    const double cse96 = cse38*v_ed_rotor_3;
    const double cse97 = cse6*v_ed_rotor_1;
    const double cse98 = cse31*v_ed_rotor_0;
    const double cse99 = cse12*cse17;
    const double cse100 = cse18*v_ed_rotor_3 - cse49*v_ed_rotor_3 - cse50*v_ed_rotor_0 - cse7*v_ed_rotor_0;
    const double cse101 = cse44*q_e_rotor_0;
    const double cse102 = cse52*q_e_link2_0 + cse53*q_e_link2_3;
    const double cse103 = cse102*lam_16;
    const double cse104 = 1.4994423111710797*cse103;
    const double cse105 = cse70*q_e_rotor_1;
    const double cse106 = 3.141592653589793*t;
    const double cse107 = sin(cse106);
    const double cse108 = 2*lam_17;
    const double cse109 = cse107*cse108;
    const double cse110 = 8.0*a_4;
    const double cse111 = cse110*q_e_rotor_3;
    const double cse112 = 4*lam_15;
    const double cse113 = cse104 + cse105 - cse109 + cse111 - cse112;
    const double cse114 = cse10*q_e_rotor_0;
    const double cse115 = 16.0*q_e_rotor_1;
    const double cse116 = cse115*q_e_rotor_3;
    const double cse117 = -cse114 - cse116;
    const double cse118 = -cse16*cse4 + cse18*q_e_rotor_2 + cse23*cse5 + cse7*q_e_rotor_1;
    const double cse119 = cse14*q_e_rotor_1;
    const double cse120 = -cse119*cse17;
    const double cse121 = 4*cse40;
    const double cse122 = cse27*q_e_rotor_0;
    const double cse123 = cse122*cse6;
    const double cse124 = 4*cse0;
    const double cse125 = cse45*v_ed_rotor_2;
    const double cse126 = cse6*v_ed_rotor_0;
    const double cse127 = cse30*v_ed_rotor_1;
    const double cse128 = -cse18*v_ed_rotor_2 + cse49*v_ed_rotor_2 - cse50*v_ed_rotor_1 - cse7*v_ed_rotor_1;
    const double cse129 = cse49*cse6;
    const double cse130 = cse17*cse50;
    const double cse131 = -cse129 - cse130;
    const double cse132 = 1.3235077466603398*cse103;
    const double cse133 = 2*lam_1;
    const double cse134 = cos(cse106);
    const double cse135 = cse108*cse134 + 4*lam_14;
    const double cse136 = cse132 - cse133 + cse135;
    const double cse137 = 1.4994423111710797*q_e_rotor_2;
    const double cse138 = cse137 + 1.3235077466603398*q_e_rotor_3;
    const double cse139 = 1.4994423111710797*q_e_rotor_1;
    const double cse140 = -cse139 - 2.6470154933206795*q_e_rotor_0;
    const double cse141 = -1.3235077466603398*q_e_rotor_1;
    const double cse142 = 2.9988846223421595*q_e_rotor_0;
    const double cse143 = cse141 + cse142;
    const double cse144 = 4*cse143;
    const double cse145 = cse42*lam_16;
    const double cse146 = cse145*(cse138*cse52 - cse140*cse53 + cse144*q_e_link2_0);
    const double cse147 = 2*q_e_link2_3;
    const double cse148 = 2*q_e_link2_0;
    const double cse149 = cse145*(cse138*cse147 - cse140*cse148);
    const double cse150 = cse145*(cse138*cse148 + cse140*cse147);
    const double cse151 = cse145*(cse138*cse53 + cse140*cse52 + cse144*q_e_link2_3);
    const double cse152 = -cse2;
    const double cse153 = 8*q_e_rotor_0;
    const double cse154 = -cse45;
    const double cse155 = cse102*cse138 + cse140*cse54 + cse143*cse58;
    const double cse156 = -cse107*cse4 + cse134*cse2;
    const double cse157 = (q_e_rotor_3*q_e_rotor_3);
    const double cse158 = 16.0*cse157;
    const double cse159 = cse8*q_e_rotor_0;
    const double cse160 = cse159*cse17;
    const double cse161 = -cse30*cse67 + cse38*cse65;
    const double cse162 = cse66*v_ed_rotor_2;
    const double cse163 = 16.0*q_e_rotor_3;
    const double cse164 = 2.9988846223421595*q_e_link2_2;
    const double cse165 = cse164*q_e_link2_3;
    const double cse166 = 2.9988846223421595*q_e_link2_1;
    const double cse167 = cse166*q_e_link2_0;
    const double cse168 = -2.6470154933206795*cse56 - 2.6470154933206795*cse57 + 1.3235077466603398;
    const double cse169 = -a_6*cse27 - 16.0*cse69;
    const double cse170 = 8.0*cse157;
    const double cse171 = (q_e_rotor_0*q_e_rotor_0);
    const double cse172 = 16.0*cse171;
    const double cse173 = cse114*cse17;
    const double cse174 = cse66*q_e_rotor_3;
    const double cse175 = cse174*cse38;
    const double cse176 = cse174*cse30;
    const double cse177 = cse38*cse91;
    const double cse178 = cse116*cse6;
    const double cse179 = 4*cse157;
    const double cse180 = 4*cse171;
    const double cse181 = 8.0*a_3;
    const double cse182 = 16.0*a_6;
    const double cse183 = cse66*v_ed_rotor_0;
    const double cse184 = cse14*cse17;
    const double cse185 = cse129 + cse130;
    const double cse186 = -cse132 + cse133 + cse135;
    const double cse187 = cse6*cse80*q_e_rotor_3;
    const double cse188 = 8.0*cse171;
    const double cse189 = cse181*q_e_rotor_2;
    const double cse190 = cse101 + cse104 + cse109 + cse112 + cse189;
    const double cse191 = -cse122 - cse25;
    const double cse192 = -1.3235077466603398*q_e_rotor_2;
    const double cse193 = 1.4994423111710797*q_e_rotor_3;
    const double cse194 = cse192 + cse193;
    const double cse195 = 5.294030986641359*q_e_link2_0;
    const double cse196 = cse145*(cse142*q_e_link2_1 + cse194*cse52 - cse195*q_e_rotor_0);
    const double cse197 = cse145*(cse142*q_e_link2_0 + cse147*cse194);
    const double cse198 = cse145*(-cse142*q_e_link2_3 + cse148*cse194);
    const double cse199 = 5.294030986641359*q_e_link2_3;
    const double cse200 = cse145*(-cse142*q_e_link2_2 + cse194*cse53 - cse199*q_e_rotor_0);
    const double cse201 = 8*q_e_rotor_1;
    const double cse202 = 1.4994423111710797*q_e_rotor_0;
    const double cse203 = cse102*cse194 - cse202*cse54 - cse78*q_e_rotor_0;
    const double cse204 = cse107*cse2 + cse134*cse4;
    const double cse205 = cse38*cse87;
    const double cse206 = cse30*cse92;
    const double cse207 = cse30*cse91;
    const double cse208 = cse17*v_ed_rotor_3;
    const double cse209 = cse17*cse84;
    const double cse210 = cse17*v_ed_rotor_2;
    const double cse211 = cse6*cse83;
    const double cse212 = cse119 - cse28;
    const double cse213 = cse141 + cse202;
    const double cse214 = cse193 - 2.6470154933206795*q_e_rotor_2;
    const double cse215 = cse145*(-cse195*q_e_rotor_3 + cse213*cse52 - cse214*cse53);
    const double cse216 = cse145*(cse147*cse213 - cse148*cse214);
    const double cse217 = cse145*(cse147*cse214 + cse148*cse213);
    const double cse218 = cse145*(-cse199*q_e_rotor_3 + cse213*cse53 + cse214*cse52);
    const double cse219 = -cse66;
    const double cse220 = cse102*cse213 + cse214*cse54 - cse78*q_e_rotor_3;
    const double cse221 = -cse107*cse3 + cse134*cse5;
    const double cse222 = cse139 + 1.3235077466603398*q_e_rotor_0;
    const double cse223 = cse192 + 2.9988846223421595*q_e_rotor_3;
    const double cse224 = 4*cse223;
    const double cse225 = cse145*(-cse166*q_e_rotor_2 + cse222*cse52 + cse224*q_e_link2_0);
    const double cse226 = 2.9988846223421595*q_e_rotor_2;
    const double cse227 = cse145*(cse147*cse222 - cse226*q_e_link2_0);
    const double cse228 = cse145*(cse148*cse222 + cse226*q_e_link2_3);
    const double cse229 = cse145*(cse164*q_e_rotor_2 + cse222*cse53 + cse224*q_e_link2_3);
    const double cse230 = -cse3;
    const double cse231 = cse102*cse222 + cse137*cse54 + cse223*cse58;
    const double cse232 = cse107*cse5 + cse134*cse3;
    const double cse233 = (q_e_link2_2*q_e_link2_2);
    const double cse234 = 0.04*cse233;
    const double cse235 = (q_e_link2_1*q_e_link2_1);
    const double cse236 = 49.6*cse235;
    const double cse237 = 24.8*v_ed_link2_0;
    const double cse238 = 24.8*v_ed_link2_3;
    const double cse239 = 24.8*v_ed_link2_1;
    const double cse240 = 24.8*v_ed_link2_2;
    const double cse241 = -2*cse237*q_e_link2_2 + 2*cse238*q_e_link2_1 - 2*cse239*q_e_link2_3 + 2*cse240*q_e_link2_0;
    const double cse242 = cse147*v_ed_link2_2 + cse148*v_ed_link2_1 - cse52*v_ed_link2_3 - cse53*v_ed_link2_0;
    const double cse243 = 24.8*cse242;
    const double cse244 = 0.02*v_ed_link2_2;
    const double cse245 = 0.02*v_ed_link2_1;
    const double cse246 = 0.02*v_ed_link2_3;
    const double cse247 = 0.02*v_ed_link2_0;
    const double cse248 = -cse244*q_e_link2_3 - cse245*q_e_link2_0 + cse246*q_e_link2_2 + cse247*q_e_link2_1;
    const double cse249 = -cse147*v_ed_link2_1 + cse148*v_ed_link2_2 - cse52*v_ed_link2_0 + cse53*v_ed_link2_3;
    const double cse250 = 0.02*cse249;
    const double cse251 = -cse241*q_e_link2_1 - cse243*q_e_link2_2 - cse248*cse52 + cse250*q_e_link2_1;
    const double cse252 = -cse244*q_e_link2_1 + cse245*q_e_link2_2 + cse246*q_e_link2_0 - cse247*q_e_link2_3;
    const double cse253 = 4*cse252;
    const double cse254 = q_e_link2_1*q_e_link2_2;
    const double cse255 = cse253*cse254;
    const double cse256 = 0.04*q_e_link2_3;
    const double cse257 = cse256*q_e_link2_1;
    const double cse258 = cse249*cse257;
    const double cse259 = cse237*q_e_link2_3 - cse238*q_e_link2_0 - cse239*q_e_link2_2 + cse240*q_e_link2_1;
    const double cse260 = 4*cse259;
    const double cse261 = cse254*cse260;
    const double cse262 = 49.6*q_e_link2_3;
    const double cse263 = cse262*q_e_link2_2;
    const double cse264 = cse242*cse263;
    const double cse265 = 0.04*a_12;
    const double cse266 = 49.6*a_11;
    const double cse267 = 49.6*cse242;
    const double cse268 = cse267*v_ed_link2_3;
    const double cse269 = cse253*v_ed_link2_2;
    const double cse270 = cse260*v_ed_link2_1;
    const double cse271 = 0.04*cse249;
    const double cse272 = cse271*q_e_link2_1;
    const double cse273 = 2*cse248;
    const double cse274 = cse240*cse242 + cse241*v_ed_link2_1 - cse245*cse249 + cse273*v_ed_link2_2;
    const double cse275 = 2*cse171 - 1;
    const double cse276 = 2*cse157 + cse275;
    const double cse277 = cse4*q_e_rotor_3;
    const double cse278 = cse3*q_e_rotor_1;
    const double cse279 = cse277 + cse278;
    const double cse280 = lam_16*(2.9988846223421595*cse276 - 2.6470154933206795*cse279) + lam_19;
    const double cse281 = -24.4*lam_11 + 24.4*lam_14;
    const double cse282 = cse241*q_e_link2_0 - cse243*q_e_link2_3 - cse250*q_e_link2_0 - cse273*q_e_link2_3;
    const double cse283 = cse254*cse271;
    const double cse284 = 49.6*cse233;
    const double cse285 = cse260*q_e_link2_2;
    const double cse286 = cse253*q_e_link2_3;
    const double cse287 = -cse285*q_e_link2_0 + cse286*q_e_link2_1;
    const double cse288 = a_10*q_e_link2_1;
    const double cse289 = a_13*q_e_link2_2;
    const double cse290 = cse267*v_ed_link2_2;
    const double cse291 = cse260*v_ed_link2_0;
    const double cse292 = 2*cse249*cse252;
    const double cse293 = -cse292;
    const double cse294 = cse253*v_ed_link2_3;
    const double cse295 = cse238*cse242 - cse241*v_ed_link2_0 + cse247*cse249 + cse273*v_ed_link2_3;
    const double cse296 = cse277 - cse278;
    const double cse297 = 1.4994423111710797*cse296;
    const double cse298 = 2*cse0 + cse275;
    const double cse299 = 1.3235077466603398*cse298;
    const double cse300 = -12.2*lam_12 + 12.2*lam_15;
    const double cse301 = cse300 + lam_16*(-cse297 + cse299);
    const double cse302 = a_11*q_e_link2_0;
    const double cse303 = a_12*q_e_link2_3;
    const double cse304 = -49.6*cse302 - 49.6*cse303;
    const double cse305 = cse256*q_e_link2_2;
    const double cse306 = 49.6*q_e_link2_0;
    const double cse307 = cse306*q_e_link2_1;
    const double cse308 = cse305 - cse307;
    const double cse309 = cse148*cse248 + cse241*q_e_link2_3 + cse243*q_e_link2_0 - cse250*q_e_link2_3;
    const double cse310 = cse253*q_e_link2_0;
    const double cse311 = cse310*q_e_link2_1;
    const double cse312 = 0.04*cse235;
    const double cse313 = cse285*q_e_link2_3;
    const double cse314 = -cse254*cse267;
    const double cse315 = a_10*q_e_link2_2;
    const double cse316 = a_11*q_e_link2_3;
    const double cse317 = 0.04*cse316;
    const double cse318 = cse265*q_e_link2_0;
    const double cse319 = 49.56*q_e_link2_1;
    const double cse320 = 2*cse242*cse259;
    const double cse321 = -cse320;
    const double cse322 = cse253*v_ed_link2_0;
    const double cse323 = cse267*v_ed_link2_1;
    const double cse324 = cse260*v_ed_link2_3;
    const double cse325 = -cse237*cse242 - cse241*v_ed_link2_3 + cse246*cse249 - cse273*v_ed_link2_0;
    const double cse326 = cse2*q_e_rotor_1 + cse4*q_e_rotor_0;
    const double cse327 = -cse2*q_e_rotor_0 + cse4*q_e_rotor_1;
    const double cse328 = lam_16*(1.4994423111710797*cse326 - 1.3235077466603398*cse327);
    const double cse329 = 0.04*q_e_link2_0;
    const double cse330 = cse329*q_e_link2_2;
    const double cse331 = cse262*q_e_link2_1;
    const double cse332 = -cse330 - cse331;
    const double cse333 = cse319*q_e_link2_2;
    const double cse334 = -cse241*q_e_link2_2 + cse243*q_e_link2_1 + cse248*cse53 + cse250*q_e_link2_2;
    const double cse335 = cse329*q_e_link2_1;
    const double cse336 = -cse249*cse335;
    const double cse337 = cse306*q_e_link2_2;
    const double cse338 = cse242*cse337;
    const double cse339 = 0.04*a_11;
    const double cse340 = cse267*v_ed_link2_0;
    const double cse341 = cse260*v_ed_link2_2;
    const double cse342 = cse253*v_ed_link2_1;
    const double cse343 = -cse239*cse242 + cse241*v_ed_link2_2 - cse244*cse249 - cse273*v_ed_link2_1;
    const double cse344 = cse241*cse242;
    const double cse345 = cse249*cse273;
    const double cse346 = -cse344 - cse345;
    const double cse347 = 49.6*a_12;
    const double cse348 = 12.2*lam_13;
    const double cse349 = 12.2*lam_10;
    const double cse350 = -cse348 + cse349;
    const double cse351 = 12.2*q_e_link2_3;
    const double cse352 = 24.4*q_e_link2_0;
    const double cse353 = -cse352;
    const double cse354 = 12.2*q_e_link2_1;
    const double cse355 = -cse354;
    const double cse356 = -cse351;
    const double cse357 = 2.9988846223421595*cse276 - 2.6470154933206795*cse279;
    const double cse358 = 0.7497211555855399*cse296 - 0.6617538733301699*cse298;
    const double cse359 = 0.7497211555855399*cse326 - 0.6617538733301699*cse327;
    const double cse360 = cse357*q_e_link2_0 - cse358*cse53 + cse359*cse52;
    const double cse361 = 49.6*cse56;
    const double cse362 = cse249*cse256;
    const double cse363 = cse362*q_e_link2_0;
    const double cse364 = cse260*q_e_link2_1;
    const double cse365 = -cse310*q_e_link2_2 + cse364*q_e_link2_3;
    const double cse366 = cse249*cse329;
    const double cse367 = cse242*cse262;
    const double cse368 = -49.6*cse288 - 49.6*cse289;
    const double cse369 = 0.04*cse56;
    const double cse370 = 49.6*cse57;
    const double cse371 = q_e_link2_0*q_e_link2_3;
    const double cse372 = cse260*cse371;
    const double cse373 = cse253*cse371;
    const double cse374 = cse249*cse330;
    const double cse375 = 0.04*a_13;
    const double cse376 = 49.56*q_e_link2_0;
    const double cse377 = cse376*q_e_link2_3;
    const double cse378 = 4*cse56;
    const double cse379 = cse242*cse331;
    const double cse380 = 0.04*a_10;
    const double cse381 = cse344 + cse345;
    const double cse382 = cse348 - cse349;
    const double cse383 = cse242*cse306;
    const double cse384 = cse383*q_e_link2_3;
    const double cse385 = 0.04*cse57;
    const double cse386 = 0.04*cse315;
    const double cse387 = cse375*q_e_link2_1;
    const double cse388 = -cse257 - cse337;
    const double cse389 = 12.2*q_e_link2_2;
    const double cse390 = -cse389;
    const double cse391 = 12.2*q_e_link2_0;
    const double cse392 = -cse391;
    const double cse393 = cse147*cse359 - cse148*cse358;
    const double cse394 = cse364*q_e_link2_0;
    const double cse395 = cse286*q_e_link2_2;
    const double cse396 = cse249*cse305;
    const double cse397 = cse242*cse307;
    const double cse398 = cse300 + lam_16*(cse297 - cse299);
    const double cse399 = -cse263 + cse335;
    const double cse400 = 24.4*q_e_link2_2;
    const double cse401 = -cse400;
    const double cse402 = cse147*cse358 + cse148*cse359;
    const double cse403 = cse271*q_e_link2_2;
    const double cse404 = cse357*q_e_link2_3 + cse358*cse52 + cse359*cse53;
    const double cse405 = (q_e_link3_1*q_e_link3_1);
    const double cse406 = 18.16*cse405;
    const double cse407 = (q_e_link3_2*q_e_link3_2);
    const double cse408 = 0.04*cse407;
    const double cse409 = 9.08*v_ed_link3_1;
    const double cse410 = 9.08*v_ed_link3_0;
    const double cse411 = 9.08*v_ed_link3_3;
    const double cse412 = 9.08*v_ed_link3_2;
    const double cse413 = -cse409*q_e_link3_3 - cse410*q_e_link3_2 + cse411*q_e_link3_1 + cse412*q_e_link3_0;
    const double cse414 = 2*q_e_link3_1;
    const double cse415 = 0.02*v_ed_link3_2;
    const double cse416 = 0.02*q_e_link3_0;
    const double cse417 = 0.02*q_e_link3_2;
    const double cse418 = 0.02*v_ed_link3_0;
    const double cse419 = -cse415*q_e_link3_3 - cse416*v_ed_link3_1 + cse417*v_ed_link3_3 + cse418*q_e_link3_1;
    const double cse420 = 2*q_e_link3_2;
    const double cse421 = 2*q_e_link3_3;
    const double cse422 = 2*q_e_link3_0;
    const double cse423 = -cse414*v_ed_link3_0 - cse420*v_ed_link3_3 + cse421*v_ed_link3_2 + cse422*v_ed_link3_1;
    const double cse424 = 9.08*cse423;
    const double cse425 = cse414*v_ed_link3_3 - cse420*v_ed_link3_0 - cse421*v_ed_link3_1 + cse422*v_ed_link3_2;
    const double cse426 = 0.02*cse425;
    const double cse427 = -cse413*cse414 - cse419*cse420 - cse424*q_e_link3_2 + cse426*q_e_link3_1;
    const double cse428 = -cse415*q_e_link3_1 + cse416*v_ed_link3_3 + cse417*v_ed_link3_1 - cse418*q_e_link3_3;
    const double cse429 = 4*q_e_link3_2;
    const double cse430 = cse428*cse429;
    const double cse431 = cse430*q_e_link3_1;
    const double cse432 = -cse409*q_e_link3_2 + cse410*q_e_link3_3 - cse411*q_e_link3_0 + cse412*q_e_link3_1;
    const double cse433 = cse429*cse432;
    const double cse434 = cse433*q_e_link3_1;
    const double cse435 = 0.04*q_e_link3_3;
    const double cse436 = cse435*q_e_link3_1;
    const double cse437 = cse425*cse436;
    const double cse438 = 18.16*q_e_link3_3;
    const double cse439 = cse438*q_e_link3_2;
    const double cse440 = cse423*cse439;
    const double cse441 = 0.04*a_19;
    const double cse442 = 18.16*cse423;
    const double cse443 = cse442*v_ed_link3_3;
    const double cse444 = cse425*v_ed_link3_3;
    const double cse445 = 0.04*cse444;
    const double cse446 = 4*cse428;
    const double cse447 = cse446*q_e_link3_1;
    const double cse448 = 2*cse419;
    const double cse449 = 2*cse413;
    const double cse450 = cse412*cse423 - cse426*v_ed_link3_1 + cse448*v_ed_link3_2 + cse449*v_ed_link3_1;
    const double cse451 = 18.16*a_18;
    const double cse452 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8;
    const double cse453 = cse413*cse422 - cse416*cse425 - cse419*cse421 - cse424*q_e_link3_3;
    const double cse454 = q_e_link3_1*q_e_link3_2;
    const double cse455 = 0.04*cse425*cse454;
    const double cse456 = 18.16*cse407;
    const double cse457 = cse446*q_e_link3_3;
    const double cse458 = -cse433*q_e_link3_0 + cse457*q_e_link3_1;
    const double cse459 = a_17*q_e_link3_1;
    const double cse460 = 18.12*q_e_link3_2;
    const double cse461 = cse442*v_ed_link3_2;
    const double cse462 = 2*cse425*cse428;
    const double cse463 = -cse462;
    const double cse464 = cse425*v_ed_link3_2;
    const double cse465 = 0.04*cse464;
    const double cse466 = cse411*cse423 + cse418*cse425 + cse448*v_ed_link3_3 - cse449*v_ed_link3_0;
    const double cse467 = a_19*q_e_link3_3;
    const double cse468 = a_18*q_e_link3_0;
    const double cse469 = -18.16*cse467 - 18.16*cse468;
    const double cse470 = 2*lam_5;
    const double cse471 = 7.4*lam_12 - 7.4*lam_9;
    const double cse472 = -cse470 + cse471;
    const double cse473 = cse435*q_e_link3_2;
    const double cse474 = 18.16*q_e_link3_0;
    const double cse475 = cse474*q_e_link3_1;
    const double cse476 = cse473 - cse475;
    const double cse477 = 4*q_e_link3_0;
    const double cse478 = cse428*cse477;
    const double cse479 = cse478*q_e_link3_1;
    const double cse480 = 0.04*cse405;
    const double cse481 = cse433*q_e_link3_3;
    const double cse482 = cse413*cse421 + cse419*cse422 + cse424*q_e_link3_0 - cse426*q_e_link3_3;
    const double cse483 = -cse442*cse454;
    const double cse484 = 2*cse423*cse432;
    const double cse485 = -cse484;
    const double cse486 = -cse410*cse423 + cse426*v_ed_link3_3 - cse448*v_ed_link3_0 - cse449*v_ed_link3_3;
    const double cse487 = cse442*v_ed_link3_1;
    const double cse488 = cse425*v_ed_link3_1;
    const double cse489 = 0.04*cse488;
    const double cse490 = cse446*v_ed_link3_0;
    const double cse491 = a_20*q_e_link3_1;
    const double cse492 = cse441*q_e_link3_0;
    const double cse493 = 0.04*a_18;
    const double cse494 = cse493*q_e_link3_3;
    const double cse495 = cse438*q_e_link3_1;
    const double cse496 = 0.04*q_e_link3_0;
    const double cse497 = cse496*q_e_link3_2;
    const double cse498 = -cse495 - cse497;
    const double cse499 = cse460*q_e_link3_1;
    const double cse500 = -cse413*cse420 + cse414*cse419 + cse417*cse425 + cse424*q_e_link3_1;
    const double cse501 = cse496*q_e_link3_1;
    const double cse502 = -cse425*cse501;
    const double cse503 = 4*cse432;
    const double cse504 = cse474*q_e_link3_2;
    const double cse505 = cse423*cse504;
    const double cse506 = 18.16*a_19;
    const double cse507 = cse423*v_ed_link3_0;
    const double cse508 = 18.16*cse507;
    const double cse509 = cse425*v_ed_link3_0;
    const double cse510 = 0.04*cse509;
    const double cse511 = -cse409*cse423 - cse415*cse425 - cse448*v_ed_link3_1 + cse449*v_ed_link3_2;
    const double cse512 = cse423*cse449;
    const double cse513 = cse425*cse448;
    const double cse514 = -cse512 - cse513;
    const double cse515 = 7.4*lam_10;
    const double cse516 = 7.4*lam_7;
    const double cse517 = -cse515 + cse516;
    const double cse518 = -cse414;
    const double cse519 = 7.4*q_e_link3_3;
    const double cse520 = 14.8*q_e_link3_0;
    const double cse521 = -cse520;
    const double cse522 = 7.4*q_e_link3_1;
    const double cse523 = -cse522;
    const double cse524 = -cse519;
    const double cse525 = (q_e_link3_3*q_e_link3_3);
    const double cse526 = 18.16*cse525;
    const double cse527 = cse425*cse435;
    const double cse528 = cse527*q_e_link3_0;
    const double cse529 = cse503*q_e_link3_3;
    const double cse530 = -cse430*q_e_link3_0 + cse529*q_e_link3_1;
    const double cse531 = 18.12*q_e_link3_3;
    const double cse532 = cse423*cse438;
    const double cse533 = a_20*q_e_link3_2;
    const double cse534 = -18.16*cse459 - 18.16*cse533;
    const double cse535 = (q_e_link3_0*q_e_link3_0);
    const double cse536 = 18.16*cse535;
    const double cse537 = 0.04*cse525;
    const double cse538 = cse432*cse477;
    const double cse539 = cse538*q_e_link3_3;
    const double cse540 = cse478*q_e_link3_3;
    const double cse541 = cse425*cse497;
    const double cse542 = 18.16*a_17;
    const double cse543 = 0.04*a_20;
    const double cse544 = cse531*q_e_link3_0;
    const double cse545 = cse423*cse495;
    const double cse546 = 0.04*a_17;
    const double cse547 = cse428*v_ed_link3_0;
    const double cse548 = cse512 + cse513;
    const double cse549 = cse515 - cse516;
    const double cse550 = cse423*cse474;
    const double cse551 = cse550*q_e_link3_3;
    const double cse552 = 0.04*cse535;
    const double cse553 = a_19*q_e_link3_0;
    const double cse554 = cse543*q_e_link3_1;
    const double cse555 = cse546*q_e_link3_2;
    const double cse556 = -cse436 - cse504;
    const double cse557 = -cse422;
    const double cse558 = 7.4*q_e_link3_2;
    const double cse559 = -cse558;
    const double cse560 = 7.4*q_e_link3_0;
    const double cse561 = -cse560;
    const double cse562 = cse538*q_e_link3_1;
    const double cse563 = cse430*q_e_link3_3;
    const double cse564 = cse425*cse473;
    const double cse565 = cse423*cse475;
    const double cse566 = cse470 + cse471;
    const double cse567 = -cse439 + cse501;
    const double cse568 = 14.8*q_e_link3_2;
    const double cse569 = -cse568;
    const double cse570 = cse503*q_e_link3_1;

    ab[628] = 2.0;  /* [0, 0] */
    ab[43] = -1;  /* [0, 23] */
    ab[1033] = -1;  /* [0, 34] */
    ab[1870] = 2.0;  /* [1, 1] */
    ab[1915] = -1;  /* [1, 24] */
    ab[1825] = -1;  /* [1, 35] */
    ab[720] = 2.0;  /* [2, 2] */
    ab[90] = -1;  /* [2, 25] */
    ab[1215] = -1;  /* [2, 36] */
    ab[1640] = cse1 + cse41 + cse42*(cse13*cse17 + cse2*cse51 - cse27*cse47 + cse30*cse48 - cse43*q_e_rotor_1 - cse44*q_e_rotor_2 + cse45*cse46 + cse60 + lam_16*(-cse55 + cse59)) - h*(-cse2*cse24 + cse26 - cse29 + cse33 + cse39);  /* [3, 3] */
    ab[1595] = cse42*(-cse17*cse37 + cse2*cse76 + cse27*cse72 + cse31*cse75 - cse38*cse71 + 32.0*cse69 + cse70*q_e_rotor_2 - cse74 + cse82 + lam_16*(-cse77 + cse79)) + cse85 - h*(-cse2*cse61 + cse6*cse64 - cse63 + cse68);  /* [3, 4] */
    ab[1730] = cse117 + cse42*(a_3*cse27 + cse100*cse2 - cse101 + cse113 - cse27*cse97 - cse30*cse98 - cse45*cse96 - cse95 + cse99*v_ed_rotor_1) - h*(cse17*cse90 - cse2*cse86 - cse88 + cse89 - cse93);  /* [3, 5] */
    ab[1685] = cse42*(-a_5*cse115 + cse110*q_e_rotor_2 + cse125*cse38 + cse126*cse27 - cse127*cse31 + cse128*cse2 - cse131 + cse136 - cse99*v_ed_rotor_0) + cse62 - h*(-cse118*cse2 + cse120 - cse121*cse30 + cse123 + cse124*cse38);  /* [3, 6] */
    ab[1550] = cse146;  /* [3, 10] */
    ab[1190] = cse149;  /* [3, 11] */
    ab[1505] = cse150;  /* [3, 12] */
    ab[1145] = cse151;  /* [3, 13] */
    ab[1100] = cse66;  /* [3, 21] */
    ab[1415] = cse152;  /* [3, 22] */
    ab[1055] = cse153;  /* [3, 34] */
    ab[1820] = cse91;  /* [3, 35] */
    ab[1235] = cse154;  /* [3, 36] */
    ab[1280] = cse155;  /* [3, 37] */
    ab[1370] = cse156;  /* [3, 38] */
    ab[1325] = q_e_rotor_0;  /* [3, 39] */
    ab[1639] = cse42*(32.0*a_4*q_e_rotor_0 - cse162*cse30 - cse163*cse47 + cse169 - cse17*cse35 - cse4*cse51 + cse44*q_e_rotor_3 + cse46*cse91 - cse73 + lam_16*(-cse165 + cse167 + cse168)) + cse85 - h*(-cse158*cse6 - cse160 + cse161 + cse24*cse4);  /* [4, 3] */
    ab[1594] = cse170 + cse172 + cse42*(-a_3*cse80 + cse15*cse17 + cse163*cse72 - cse177*v_ed_rotor_0 - cse4*cse76 + cse60 - cse66*cse75 - cse70*q_e_rotor_3) - h*(cse173 - cse175 - cse176 + cse29 + cse4*cse61);  /* [4, 4] */
    ab[1729] = cse159 + cse42*(-cse100*cse4 - cse163*cse97 + cse181*q_e_rotor_3 - cse182*q_e_rotor_0 + cse183*cse30 - cse184*v_ed_rotor_1 - cse185 + cse186 - cse91*cse96) - h*(cse120 - cse178 - cse179*cse38 + cse180*cse30 + cse4*cse86);  /* [4, 5] */
    ab[1684] = cse191 + cse42*(-cse105 + cse126*cse163 + cse127*cse66 - cse128*cse4 + cse177*v_ed_rotor_2 + cse184*v_ed_rotor_0 + cse190 + cse43*q_e_rotor_3 - cse95) - h*(cse118*cse4 + cse17*cse188 + cse187 + cse88 + cse93);  /* [4, 6] */
    ab[1549] = cse196;  /* [4, 10] */
    ab[1189] = cse197;  /* [4, 11] */
    ab[1504] = cse198;  /* [4, 12] */
    ab[1144] = cse200;  /* [4, 13] */
    ab[1099] = cse31;  /* [4, 21] */
    ab[1414] = cse4;  /* [4, 22] */
    ab[1054] = cse201;  /* [4, 34] */
    ab[1819] = cse45;  /* [4, 35] */
    ab[1234] = cse91;  /* [4, 36] */
    ab[1279] = cse203;  /* [4, 37] */
    ab[1369] = cse204;  /* [4, 38] */
    ab[1324] = q_e_rotor_1;  /* [4, 39] */
    ab[1642] = cse117 + cse42*(a_5*cse80 + cse113 - cse189 - cse207*v_ed_rotor_2 - cse208*cse8 - cse46*cse66 + cse47*cse80 + cse5*cse51 - cse94) - h*(-cse17*cse170 + cse187 - cse205 - cse206 - cse24*cse5);  /* [5, 3] */
    ab[1597] = cse159 + cse42*(-a_3*cse163 - cse131 + cse183*cse38 + cse186 + cse210*cse8 + cse5*cse76 + cse70*q_e_rotor_0 - cse72*cse80 - cse75*cse91) - h*(-cse123 - cse179*cse30 + cse180*cse38 + cse209 - cse5*cse61);  /* [5, 4] */
    ab[1732] = cse158 + cse188 + cse42*(cse100*cse5 - cse17*cse9 - cse181*q_e_rotor_0 - cse182*q_e_rotor_3 + cse207*v_ed_rotor_0 - cse55*lam_16 + cse66*cse96 + cse80*cse97 + lam_18) - h*(cse175 + cse176 + cse211 - cse26 - cse5*cse86);  /* [5, 5] */
    ab[1687] = cse212 + cse42*(cse110*q_e_rotor_0 - cse126*cse80 + cse127*cse91 + cse128*cse5 - cse162*cse38 + cse169 + cse17*cse36 - cse73 + 32.0*cse81 + lam_16*(cse168 + cse77)) - h*(-cse118*cse5 + cse160 - cse172*cse6 + cse68);  /* [5, 6] */
    ab[1552] = cse215;  /* [5, 10] */
    ab[1192] = cse216;  /* [5, 11] */
    ab[1507] = cse217;  /* [5, 12] */
    ab[1147] = cse218;  /* [5, 13] */
    ab[1417] = cse5;  /* [5, 22] */
    ab[1822] = cse31;  /* [5, 35] */
    ab[1237] = cse219;  /* [5, 36] */
    ab[1282] = cse220;  /* [5, 37] */
    ab[1372] = cse221;  /* [5, 38] */
    ab[1327] = q_e_rotor_2;  /* [5, 39] */
    ab[1641] = cse42*(-a_4*cse27 + cse10*cse208 + cse115*cse47 + cse125*cse30 + cse136 - cse185 - cse3*cse51 - cse31*cse46 + cse44*q_e_rotor_1) + cse62 - h*(-cse121*cse38 + cse124*cse30 + cse178 + cse209 + cse24*cse3);  /* [6, 3] */
    ab[1596] = cse191 + cse42*(-cse10*cse210 - cse111 - cse115*cse72 + cse182*q_e_rotor_1 + cse190 - cse3*cse76 + cse38*cse98 + cse45*cse75 - cse94) - h*(-cse1*cse17 + cse205 + cse206 + cse3*cse61 + cse89);  /* [6, 4] */
    ab[1731] = cse212 + cse42*(32.0*a_6*q_e_rotor_2 - cse100*cse3 + cse115*cse97 + cse17*cse34 + cse181*q_e_rotor_1 - cse30*cse71 + cse31*cse96 - cse74 + cse82 + lam_16*(cse165 - cse167 + cse79)) - h*(cse161 + cse3*cse86 + cse41*cse6 + cse63);  /* [6, 5] */
    ab[1686] = cse42*(-a_5*cse27 - cse11*cse17 - cse110*q_e_rotor_1 - cse115*cse126 - cse127*cse45 - cse128*cse3 - cse38*cse48 + cse59*lam_16 + lam_18) + cse64 + cse90 - h*(cse118*cse3 - cse173 - cse211 - cse33 - cse39);  /* [6, 6] */
    ab[1551] = cse225;  /* [6, 10] */
    ab[1191] = cse227;  /* [6, 11] */
    ab[1506] = cse228;  /* [6, 12] */
    ab[1146] = cse229;  /* [6, 13] */
    ab[1416] = cse230;  /* [6, 22] */
    ab[1821] = cse66;  /* [6, 35] */
    ab[1236] = cse31;  /* [6, 36] */
    ab[1281] = cse231;  /* [6, 37] */
    ab[1371] = cse232;  /* [6, 38] */
    ab[1326] = q_e_rotor_3;  /* [6, 39] */
    ab[582] = 1.0;  /* [7, 7] */
    ab[942] = 1;  /* [7, 31] */
    ab[1032] = 1;  /* [7, 34] */
    ab[1778] = 1.0;  /* [8, 8] */
    ab[1463] = 1;  /* [8, 32] */
    ab[1823] = 1;  /* [8, 35] */
    ab[674] = 1.0;  /* [9, 9] */
    ab[899] = 1;  /* [9, 33] */
    ab[1214] = 1;  /* [9, 36] */
    ab[1638] = cse146;  /* [10, 3] */
    ab[1593] = cse196;  /* [10, 4] */
    ab[1728] = cse215;  /* [10, 5] */
    ab[1683] = cse225;  /* [10, 6] */
    ab[1548] = cse234 + cse236 + cse42*(cse147*cse274 - cse265*q_e_link2_2 - cse266*q_e_link2_1 - cse268*q_e_link2_2 + cse269*q_e_link2_1 + cse270*q_e_link2_2 + cse272*v_ed_link2_3 + cse280 + cse281) - h*(-cse147*cse251 + cse255 + cse258 + cse261 - cse264);  /* [10, 10] */
    ab[1188] = cse308 + cse42*(cse147*cse295 - cse272*v_ed_link2_2 + 99.2*cse288 + 49.56*cse289 + cse290*q_e_link2_2 - cse291*q_e_link2_2 - cse293 + cse294*q_e_link2_1 + cse301 + cse304) - h*(-cse147*cse282 + cse242*cse284 - cse283 + cse287);  /* [10, 11] */
    ab[1503] = cse332 + cse42*(a_13*cse319 + cse147*cse325 + cse272*v_ed_link2_1 + 0.08*cse315 + cse317 - cse318 - cse321 - cse322*q_e_link2_1 - cse323*q_e_link2_2 - cse324*q_e_link2_2 + cse328) - h*(-cse147*cse309 + cse249*cse312 - cse311 - cse313 + cse314);  /* [10, 12] */
    ab[1143] = cse333 + cse42*(cse147*cse343 - cse272*v_ed_link2_0 + cse339*q_e_link2_2 + cse340*q_e_link2_2 + cse341*q_e_link2_2 - cse342*q_e_link2_1 - cse346 - cse347*q_e_link2_1 + cse350) - h*(-cse147*cse334 + cse233*cse260 - cse235*cse253 + cse336 + cse338);  /* [10, 13] */
    ab[963] = cse351;  /* [10, 31] */
    ab[1458] = cse353;  /* [10, 32] */
    ab[918] = cse355;  /* [10, 33] */
    ab[1053] = cse356;  /* [10, 34] */
    ab[1818] = cse352;  /* [10, 35] */
    ab[1233] = cse354;  /* [10, 36] */
    ab[1278] = cse360;  /* [10, 37] */
    ab[1008] = q_e_link2_0;  /* [10, 40] */
    ab[1630] = cse149;  /* [11, 3] */
    ab[1585] = cse197;  /* [11, 4] */
    ab[1720] = cse216;  /* [11, 5] */
    ab[1675] = cse227;  /* [11, 6] */
    ab[1540] = cse308 + cse42*(cse270*q_e_link2_3 - cse274*cse52 - cse292 + cse301 + 99.2*cse302 + 49.56*cse303 - cse310*v_ed_link2_2 - cse366*v_ed_link2_3 - cse367*v_ed_link2_3 + cse368) - h*(-cse242*cse361 + cse251*cse52 - cse363 + cse365);  /* [11, 10] */
    ab[1180] = cse369 + cse370 + cse42*(-a_10*cse306 - cse291*q_e_link2_3 - cse295*cse52 - cse310*v_ed_link2_3 + cse366*v_ed_link2_2 + cse367*v_ed_link2_2 - cse375*q_e_link2_3 + lam_19) - h*(cse264 + cse282*cse52 - cse372 - cse373 + cse374);  /* [11, 11] */
    ab[1495] = cse377 + cse42*(-a_13*cse306 + cse310*v_ed_link2_0 - cse324*q_e_link2_3 - cse325*cse52 - cse366*v_ed_link2_1 - cse367*v_ed_link2_1 + cse380*q_e_link2_3 - cse381 + cse382) - h*(cse253*cse57 - cse259*cse378 + cse309*cse52 + cse336 - cse379);  /* [11, 12] */
    ab[1135] = cse388 + cse42*(a_12*cse376 + cse310*v_ed_link2_1 + 0.08*cse316 - cse321 + cse328 + cse341*q_e_link2_3 - cse343*cse52 + cse366*v_ed_link2_0 + cse367*v_ed_link2_0 + cse386 - cse387) - h*(cse249*cse385 + cse311 + cse313 + cse334*cse52 + cse384);  /* [11, 13] */
    ab[955] = cse390;  /* [11, 31] */
    ab[910] = cse392;  /* [11, 33] */
    ab[1045] = cse389;  /* [11, 34] */
    ab[1225] = cse391;  /* [11, 36] */
    ab[1270] = cse393;  /* [11, 37] */
    ab[1000] = q_e_link2_1;  /* [11, 40] */
    ab[1637] = cse150;  /* [12, 3] */
    ab[1592] = cse198;  /* [12, 4] */
    ab[1727] = cse217;  /* [12, 5] */
    ab[1682] = cse228;  /* [12, 6] */
    ab[1547] = cse332 + cse42*(0.08*a_12*q_e_link2_0 - cse269*q_e_link2_3 - cse270*q_e_link2_0 + cse274*cse53 + 49.56*cse316 - cse320 + cse328 - cse362*v_ed_link2_3 + cse383*v_ed_link2_3 - cse386 + cse387) - h*(-cse249*cse369 - cse251*cse53 + cse384 - cse394 - cse395);  /* [12, 10] */
    ab[1187] = cse377 + cse42*(-a_10*cse262 + cse291*q_e_link2_0 - cse294*q_e_link2_3 + cse295*cse53 - cse346 + cse362*v_ed_link2_2 + cse375*q_e_link2_0 + cse382 - cse383*v_ed_link2_2) - h*(-cse252*cse378 + cse260*cse57 - cse282*cse53 - cse338 + cse396);  /* [12, 11] */
    ab[1502] = cse361 + cse385 + cse42*(-a_13*cse262 + cse281 + cse322*q_e_link2_3 + cse324*q_e_link2_0 + cse325*cse53 - cse362*v_ed_link2_1 - cse380*q_e_link2_0 + cse383*v_ed_link2_1 + lam_19) - h*(-cse258 - cse309*cse53 + cse372 + cse373 + cse397);  /* [12, 12] */
    ab[1142] = cse399 + cse42*(-cse292 + 49.56*cse302 + 99.2*cse303 - cse341*q_e_link2_0 + cse342*q_e_link2_3 + cse343*cse53 + cse362*v_ed_link2_0 + cse368 - cse383*v_ed_link2_0 + cse398) - h*(-cse242*cse370 + cse287 - cse334*cse53 + cse363);  /* [12, 13] */
    ab[962] = cse355;  /* [12, 31] */
    ab[1457] = cse401;  /* [12, 32] */
    ab[917] = cse356;  /* [12, 33] */
    ab[1052] = cse354;  /* [12, 34] */
    ab[1817] = cse400;  /* [12, 35] */
    ab[1232] = cse351;  /* [12, 36] */
    ab[1277] = cse402;  /* [12, 37] */
    ab[1007] = q_e_link2_2;  /* [12, 40] */
    ab[1629] = cse151;  /* [13, 3] */
    ab[1584] = cse200;  /* [13, 4] */
    ab[1719] = cse218;  /* [13, 5] */
    ab[1674] = cse229;  /* [13, 6] */
    ab[1539] = cse333 + cse42*(-cse148*cse274 + cse265*q_e_link2_1 - cse266*q_e_link2_2 + cse268*q_e_link2_1 + cse269*q_e_link2_2 + cse350 - cse364*v_ed_link2_1 - cse381 + cse403*v_ed_link2_3) - h*(cse148*cse251 + cse233*cse253 - cse235*cse260 + cse379 + cse396);  /* [13, 10] */
    ab[1179] = cse388 + cse42*(0.08*a_13*q_e_link2_1 - cse148*cse295 - cse290*q_e_link2_1 + cse294*q_e_link2_2 + 49.56*cse315 - cse317 + cse318 - cse320 + cse328 + cse364*v_ed_link2_0 - cse403*v_ed_link2_2) - h*(cse148*cse282 - cse234*cse249 + cse314 + cse394 + cse395);  /* [13, 11] */
    ab[1494] = cse399 + cse42*(-cse148*cse325 + 49.56*cse288 + 99.2*cse289 - cse293 + cse304 - cse322*q_e_link2_2 + cse323*q_e_link2_1 + cse364*v_ed_link2_3 + cse398 + cse403*v_ed_link2_1) - h*(cse148*cse309 + cse236*cse242 + cse283 + cse365);  /* [13, 12] */
    ab[1134] = cse284 + cse312 + cse42*(-cse148*cse343 + cse280 - cse339*q_e_link2_1 - cse340*q_e_link2_1 - cse342*q_e_link2_2 - cse347*q_e_link2_2 - cse364*v_ed_link2_2 - cse403*v_ed_link2_0) - h*(cse148*cse334 - cse255 - cse261 - cse374 - cse397);  /* [13, 13] */
    ab[954] = cse391;  /* [13, 31] */
    ab[909] = cse390;  /* [13, 33] */
    ab[1044] = cse392;  /* [13, 34] */
    ab[1224] = cse389;  /* [13, 36] */
    ab[1269] = cse404;  /* [13, 37] */
    ab[999] = q_e_link2_3;  /* [13, 40] */
    ab[536] = 1.0;  /* [14, 14] */
    ab[176] = -1;  /* [14, 28] */
    ab[941] = -1;  /* [14, 31] */
    ab[858] = 1.0;  /* [15, 15] */
    ab[363] = -1;  /* [15, 29] */
    ab[1443] = -1;  /* [15, 32] */
    ab[398] = 1.0;  /* [16, 16] */
    ab[128] = -1;  /* [16, 30] */
    ab[893] = -1;  /* [16, 33] */
    ab[812] = cse406 + cse408 + cse42*(cse421*cse450 + cse433*v_ed_link3_1 - cse441*q_e_link3_2 - cse443*q_e_link3_2 + cse445*q_e_link3_1 + cse447*v_ed_link3_2 - cse451*q_e_link3_1 + cse452) - h*(-cse421*cse427 + cse431 + cse434 + cse437 - cse440);  /* [17, 17] */
    ab[497] = cse42*(a_20*cse460 + cse421*cse466 - cse433*v_ed_link3_0 + cse447*v_ed_link3_3 + 36.32*cse459 + cse461*q_e_link3_2 - cse463 - cse465*q_e_link3_1 + cse469 + cse472) + cse476 - h*(-cse421*cse453 + cse423*cse456 - cse455 + cse458);  /* [17, 18] */
    ab[767] = cse42*(0.08*a_17*q_e_link3_2 + cse421*cse486 - cse433*v_ed_link3_3 - cse485 - cse487*q_e_link3_2 + cse489*q_e_link3_1 - cse490*q_e_link3_1 + 18.12*cse491 - cse492 + cse494) + cse498 - h*(-cse421*cse482 + cse425*cse480 - cse479 - cse481 + cse483);  /* [17, 19] */
    ab[452] = cse42*(cse421*cse511 + cse433*v_ed_link3_2 - cse447*v_ed_link3_1 + cse493*q_e_link3_2 - cse506*q_e_link3_1 + cse508*q_e_link3_2 - cse510*q_e_link3_1 - cse514 + cse517) + cse499 - h*(-cse405*cse446 + cse407*cse503 - cse421*cse500 + cse502 + cse505);  /* [17, 20] */
    ab[272] = cse518;  /* [17, 26] */
    ab[317] = cse477;  /* [17, 27] */
    ab[182] = cse519;  /* [17, 28] */
    ab[362] = cse521;  /* [17, 29] */
    ab[137] = cse523;  /* [17, 30] */
    ab[947] = cse524;  /* [17, 31] */
    ab[1442] = cse520;  /* [17, 32] */
    ab[902] = cse522;  /* [17, 33] */
    ab[227] = q_e_link3_0;  /* [17, 41] */
    ab[805] = cse42*(a_19*cse531 - cse420*cse450 - cse444*cse496 - cse462 + 36.32*cse468 + cse472 - cse478*v_ed_link3_2 + cse529*v_ed_link3_1 - cse532*v_ed_link3_3 + cse534) + cse476 - h*(cse420*cse427 - cse423*cse526 - cse528 + cse530);  /* [18, 17] */
    ab[490] = cse42*(-cse420*cse466 + cse464*cse496 - cse478*v_ed_link3_3 - cse529*v_ed_link3_0 + cse532*v_ed_link3_2 - cse542*q_e_link3_0 - cse543*q_e_link3_3 + lam_20) + cse536 + cse537 - h*(cse420*cse453 + cse440 - cse539 - cse540 + cse541);  /* [18, 18] */
    ab[760] = cse42*(-a_20*cse474 - cse420*cse486 + cse477*cse547 - cse488*cse496 - cse529*v_ed_link3_3 - cse532*v_ed_link3_1 + cse546*q_e_link3_3 - cse548 + cse549) + cse544 - h*(cse420*cse482 + cse446*cse535 + cse502 - cse503*cse525 - cse545);  /* [18, 19] */
    ab[445] = cse42*(0.08*a_18*q_e_link3_3 - cse420*cse511 + cse438*cse507 + cse478*v_ed_link3_1 - cse485 + cse496*cse509 + cse529*v_ed_link3_2 + 18.12*cse553 - cse554 + cse555) + cse556 - h*(cse420*cse500 + cse425*cse552 + cse479 + cse481 + cse551);  /* [18, 20] */
    ab[265] = cse557;  /* [18, 26] */
    ab[175] = cse559;  /* [18, 28] */
    ab[130] = cse561;  /* [18, 30] */
    ab[940] = cse558;  /* [18, 31] */
    ab[895] = cse560;  /* [18, 33] */
    ab[220] = q_e_link3_1;  /* [18, 41] */
    ab[811] = cse42*(a_18*cse531 + cse414*cse450 - cse457*v_ed_link3_2 - cse484 - cse527*v_ed_link3_3 - cse538*v_ed_link3_1 + cse550*v_ed_link3_3 + 0.08*cse553 + cse554 - cse555) + cse498 - h*(-cse414*cse427 - cse425*cse537 + cse551 - cse562 - cse563);  /* [19, 17] */
    ab[496] = cse42*(cse414*cse466 - cse457*v_ed_link3_3 - cse514 + cse527*v_ed_link3_2 + cse538*v_ed_link3_0 - cse542*q_e_link3_3 + cse543*q_e_link3_0 + cse549 - cse550*v_ed_link3_2) + cse544 - h*(-cse414*cse453 - cse446*cse525 + cse503*cse535 - cse505 + cse564);  /* [19, 18] */
    ab[766] = cse42*(-a_20*cse438 + cse414*cse486 + cse452 + cse490*q_e_link3_3 - cse527*v_ed_link3_1 + cse538*v_ed_link3_3 - cse546*q_e_link3_0 + cse550*v_ed_link3_1) + cse526 + cse552 - h*(-cse414*cse482 - cse437 + cse539 + cse540 + cse565);  /* [19, 19] */
    ab[451] = cse42*(cse414*cse511 + cse457*v_ed_link3_1 - cse462 + 36.32*cse467 + 18.12*cse468 - cse474*cse507 + cse527*v_ed_link3_0 + cse534 - cse538*v_ed_link3_2 + cse566) + cse567 - h*(-cse414*cse500 - cse423*cse536 + cse458 + cse528);  /* [19, 20] */
    ab[271] = cse421;  /* [19, 26] */
    ab[316] = cse429;  /* [19, 27] */
    ab[181] = cse523;  /* [19, 28] */
    ab[361] = cse569;  /* [19, 29] */
    ab[136] = cse524;  /* [19, 30] */
    ab[946] = cse522;  /* [19, 31] */
    ab[1441] = cse568;  /* [19, 32] */
    ab[901] = cse519;  /* [19, 33] */
    ab[226] = q_e_link3_2;  /* [19, 41] */
    ab[804] = cse42*(-cse422*cse450 + cse430*v_ed_link3_2 + cse441*q_e_link3_1 + cse443*q_e_link3_1 + cse445*q_e_link3_2 - cse451*q_e_link3_2 + cse517 - cse548 - cse570*v_ed_link3_1) + cse499 - h*(-cse405*cse503 + cse407*cse446 + cse422*cse427 + cse545 + cse564);  /* [20, 17] */
    ab[489] = cse42*(a_17*cse460 - cse422*cse466 + cse430*v_ed_link3_3 - cse461*q_e_link3_1 - cse465*q_e_link3_2 - cse484 + 0.08*cse491 + cse492 - cse494 + cse570*v_ed_link3_0) + cse556 - h*(-cse408*cse425 + cse422*cse453 + cse483 + cse562 + cse563);  /* [20, 18] */
    ab[759] = cse42*(-cse422*cse486 - cse429*cse547 + 18.12*cse459 - cse463 + cse469 + cse487*q_e_link3_1 + cse489*q_e_link3_2 + 36.32*cse533 + cse566 + cse570*v_ed_link3_3) + cse567 - h*(cse406*cse423 + cse422*cse482 + cse455 + cse530);  /* [20, 19] */
    ab[444] = cse42*(-cse422*cse511 - cse430*v_ed_link3_1 - cse493*q_e_link3_1 - cse506*q_e_link3_2 - cse508*q_e_link3_1 - cse510*q_e_link3_2 - cse570*v_ed_link3_2 + lam_20) + cse456 + cse480 - h*(cse422*cse500 - cse431 - cse434 - cse541 - cse565);  /* [20, 20] */
    ab[264] = cse420;  /* [20, 26] */
    ab[174] = cse560;  /* [20, 28] */
    ab[129] = cse559;  /* [20, 30] */
    ab[939] = cse561;  /* [20, 31] */
    ab[894] = cse558;  /* [20, 33] */
    ab[219] = q_e_link3_3;  /* [20, 41] */
    ab[1628] = cse66;  /* [21, 3] */
    ab[1583] = cse31;  /* [21, 4] */
    ab[1635] = cse152;  /* [22, 3] */
    ab[1590] = cse4;  /* [22, 4] */
    ab[1725] = cse5;  /* [22, 5] */
    ab[1680] = cse230;  /* [22, 6] */
    ab[615] = -1;  /* [23, 0] */
    ab[1871] = -1;  /* [24, 1] */
    ab[706] = -1;  /* [25, 2] */
    ab[800] = cse518;  /* [26, 17] */
    ab[485] = cse557;  /* [26, 18] */
    ab[755] = cse421;  /* [26, 19] */
    ab[440] = cse420;  /* [26, 20] */
    ab[801] = cse477;  /* [27, 17] */
    ab[756] = cse429;  /* [27, 19] */
    ab[528] = -1;  /* [28, 14] */
    ab[798] = cse519;  /* [28, 17] */
    ab[483] = cse559;  /* [28, 18] */
    ab[753] = cse523;  /* [28, 19] */
    ab[438] = cse560;  /* [28, 20] */
    ab[847] = -1;  /* [29, 15] */
    ab[802] = cse521;  /* [29, 17] */
    ab[757] = cse569;  /* [29, 19] */
    ab[392] = -1;  /* [30, 16] */
    ab[797] = cse523;  /* [30, 17] */
    ab[482] = cse561;  /* [30, 18] */
    ab[752] = cse524;  /* [30, 19] */
    ab[437] = cse559;  /* [30, 20] */
    ab[590] = 1;  /* [31, 7] */
    ab[1535] = cse351;  /* [31, 10] */
    ab[1175] = cse390;  /* [31, 11] */
    ab[1490] = cse355;  /* [31, 12] */
    ab[1130] = cse391;  /* [31, 13] */
    ab[545] = -1;  /* [31, 14] */
    ab[815] = cse524;  /* [31, 17] */
    ab[500] = cse558;  /* [31, 18] */
    ab[770] = cse522;  /* [31, 19] */
    ab[455] = cse561;  /* [31, 20] */
    ab[1771] = 1;  /* [32, 8] */
    ab[1546] = cse353;  /* [32, 10] */
    ab[1501] = cse401;  /* [32, 12] */
    ab[871] = -1;  /* [32, 15] */
    ab[826] = cse520;  /* [32, 17] */
    ab[781] = cse568;  /* [32, 19] */
    ab[679] = 1;  /* [33, 9] */
    ab[1534] = cse355;  /* [33, 10] */
    ab[1174] = cse392;  /* [33, 11] */
    ab[1489] = cse356;  /* [33, 12] */
    ab[1129] = cse390;  /* [33, 13] */
    ab[409] = -1;  /* [33, 16] */
    ab[814] = cse522;  /* [33, 17] */
    ab[499] = cse560;  /* [33, 18] */
    ab[769] = cse519;  /* [33, 19] */
    ab[454] = cse558;  /* [33, 20] */
    ab[637] = -1;  /* [34, 0] */
    ab[1627] = cse153;  /* [34, 3] */
    ab[1582] = cse201;  /* [34, 4] */
    ab[592] = 1;  /* [34, 7] */
    ab[1537] = cse356;  /* [34, 10] */
    ab[1177] = cse389;  /* [34, 11] */
    ab[1492] = cse354;  /* [34, 12] */
    ab[1132] = cse392;  /* [34, 13] */
    ab[1869] = -1;  /* [35, 1] */
    ab[1644] = cse91;  /* [35, 3] */
    ab[1599] = cse45;  /* [35, 4] */
    ab[1734] = cse31;  /* [35, 5] */
    ab[1689] = cse66;  /* [35, 6] */
    ab[1779] = 1;  /* [35, 8] */
    ab[1554] = cse352;  /* [35, 10] */
    ab[1509] = cse400;  /* [35, 12] */
    ab[731] = -1;  /* [36, 2] */
    ab[1631] = cse154;  /* [36, 3] */
    ab[1586] = cse91;  /* [36, 4] */
    ab[1721] = cse219;  /* [36, 5] */
    ab[1676] = cse31;  /* [36, 6] */
    ab[686] = 1;  /* [36, 9] */
    ab[1541] = cse354;  /* [36, 10] */
    ab[1181] = cse391;  /* [36, 11] */
    ab[1496] = cse351;  /* [36, 12] */
    ab[1136] = cse389;  /* [36, 13] */
    ab[1632] = cse155;  /* [37, 3] */
    ab[1587] = cse203;  /* [37, 4] */
    ab[1722] = cse220;  /* [37, 5] */
    ab[1677] = cse231;  /* [37, 6] */
    ab[1542] = cse360;  /* [37, 10] */
    ab[1182] = cse393;  /* [37, 11] */
    ab[1497] = cse402;  /* [37, 12] */
    ab[1137] = cse404;  /* [37, 13] */
    ab[1634] = cse156;  /* [38, 3] */
    ab[1589] = cse204;  /* [38, 4] */
    ab[1724] = cse221;  /* [38, 5] */
    ab[1679] = cse232;  /* [38, 6] */
    ab[1633] = q_e_rotor_0;  /* [39, 3] */
    ab[1588] = q_e_rotor_1;  /* [39, 4] */
    ab[1723] = q_e_rotor_2;  /* [39, 5] */
    ab[1678] = q_e_rotor_3;  /* [39, 6] */
    ab[1536] = q_e_link2_0;  /* [40, 10] */
    ab[1176] = q_e_link2_1;  /* [40, 11] */
    ab[1491] = q_e_link2_2;  /* [40, 12] */
    ab[1131] = q_e_link2_3;  /* [40, 13] */
    ab[799] = q_e_link3_0;  /* [41, 17] */
    ab[484] = q_e_link3_1;  /* [41, 18] */
    ab[754] = q_e_link3_2;  /* [41, 19] */
    ab[439] = q_e_link3_3;  /* [41, 20] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Output: out, 42 x 42 row-major, 297 nonzero, unpacked from index3_matrix_band (one copy
 * of the expressions serves both). On allocation failure every entry of out is NaN.
 */
static const int mg_four_link_rp_index3_matrix_cells[297][2] = {
    {0, 628},
    {23, 43},
    {34, 1033},
    {43, 1870},
    {66, 1915},
    {77, 1825},
    {86, 720},
    {109, 90},
    {120, 1215},
    {129, 1640},
    {130, 1595},
    {131, 1730},
    {132, 1685},
    {136, 1550},
    {137, 1190},
    {138, 1505},
    {139, 1145},
    {147, 1100},
    {148, 1415},
    {160, 1055},
    {161, 1820},
    {162, 1235},
    {163, 1280},
    {164, 1370},
    {165, 1325},
    {171, 1639},
    {172, 1594},
    {173, 1729},
    {174, 1684},
    {178, 1549},
    {179, 1189},
    {180, 1504},
    {181, 1144},
    {189, 1099},
    {190, 1414},
    {202, 1054},
    {203, 1819},
    {204, 1234},
    {205, 1279},
    {206, 1369},
    {207, 1324},
    {213, 1642},
    {214, 1597},
    {215, 1732},
    {216, 1687},
    {220, 1552},
    {221, 1192},
    {222, 1507},
    {223, 1147},
    {232, 1417},
    {245, 1822},
    {246, 1237},
    {247, 1282},
    {248, 1372},
    {249, 1327},
    {255, 1641},
    {256, 1596},
    {257, 1731},
    {258, 1686},
    {262, 1551},
    {263, 1191},
    {264, 1506},
    {265, 1146},
    {274, 1416},
    {287, 1821},
    {288, 1236},
    {289, 1281},
    {290, 1371},
    {291, 1326},
    {301, 582},
    {325, 942},
    {328, 1032},
    {344, 1778},
    {368, 1463},
    {371, 1823},
    {387, 674},
    {411, 899},
    {414, 1214},
    {423, 1638},
    {424, 1593},
    {425, 1728},
    {426, 1683},
    {430, 1548},
    {431, 1188},
    {432, 1503},
    {433, 1143},
    {451, 963},
    {452, 1458},
    {453, 918},
    {454, 1053},
    {455, 1818},
    {456, 1233},
    {457, 1278},
    {460, 1008},
    {465, 1630},
    {466, 1585},
    {467, 1720},
    {468, 1675},
    {472, 1540},
    {473, 1180},
    {474, 1495},
    {475, 1135},
    {493, 955},
    {495, 910},
    {496, 1045},
    {498, 1225},
    {499, 1270},
    {502, 1000},
    {507, 1637},
    {508, 1592},
    {509, 1727},
    {510, 1682},
    {514, 1547},
    {515, 1187},
    {516, 1502},
    {517, 1142},
    {535, 962},
    {536, 1457},
    {537, 917},
    {538, 1052},
    {539, 1817},
    {540, 1232},
    {541, 1277},
    {544, 1007},
    {549, 1629},
    {550, 1584},
    {551, 1719},
    {552, 1674},
    {556, 1539},
    {557, 1179},
    {558, 1494},
    {559, 1134},
    {577, 954},
    {579, 909},
    {580, 1044},
    {582, 1224},
    {583, 1269},
    {586, 999},
    {602, 536},
    {616, 176},
    {619, 941},
    {645, 858},
    {659, 363},
    {662, 1443},
    {688, 398},
    {702, 128},
    {705, 893},
    {731, 812},
    {732, 497},
    {733, 767},
    {734, 452},
    {740, 272},
    {741, 317},
    {742, 182},
    {743, 362},
    {744, 137},
    {745, 947},
    {746, 1442},
    {747, 902},
    {755, 227},
    {773, 805},
    {774, 490},
    {775, 760},
    {776, 445},
    {782, 265},
    {784, 175},
    {786, 130},
    {787, 940},
    {789, 895},
    {797, 220},
    {815, 811},
    {816, 496},
    {817, 766},
    {818, 451},
    {824, 271},
    {825, 316},
    {826, 181},
    {827, 361},
    {828, 136},
    {829, 946},
    {830, 1441},
    {831, 901},
    {839, 226},
    {857, 804},
    {858, 489},
    {859, 759},
    {860, 444},
    {866, 264},
    {868, 174},
    {870, 129},
    {871, 939},
    {873, 894},
    {881, 219},
    {885, 1628},
    {886, 1583},
    {927, 1635},
    {928, 1590},
    {929, 1725},
    {930, 1680},
    {966, 615},
    {1009, 1871},
    {1052, 706},
    {1109, 800},
    {1110, 485},
    {1111, 755},
    {1112, 440},
    {1151, 801},
    {1153, 756},
    {1190, 528},
    {1193, 798},
    {1194, 483},
    {1195, 753},
    {1196, 438},
    {1233, 847},
    {1235, 802},
    {1237, 757},
    {1276, 392},
    {1277, 797},
    {1278, 482},
    {1279, 752},
    {1280, 437},
    {1309, 590},
    {1312, 1535},
    {1313, 1175},
    {1314, 1490},
    {1315, 1130},
    {1316, 545},
    {1319, 815},
    {1320, 500},
    {1321, 770},
    {1322, 455},
    {1352, 1771},
    {1354, 1546},
    {1356, 1501},
    {1359, 871},
    {1361, 826},
    {1363, 781},
    {1395, 679},
    {1396, 1534},
    {1397, 1174},
    {1398, 1489},
    {1399, 1129},
    {1402, 409},
    {1403, 814},
    {1404, 499},
    {1405, 769},
    {1406, 454},
    {1428, 637},
    {1431, 1627},
    {1432, 1582},
    {1435, 592},
    {1438, 1537},
    {1439, 1177},
    {1440, 1492},
    {1441, 1132},
    {1471, 1869},
    {1473, 1644},
    {1474, 1599},
    {1475, 1734},
    {1476, 1689},
    {1478, 1779},
    {1480, 1554},
    {1482, 1509},
    {1514, 731},
    {1515, 1631},
    {1516, 1586},
    {1517, 1721},
    {1518, 1676},
    {1521, 686},
    {1522, 1541},
    {1523, 1181},
    {1524, 1496},
    {1525, 1136},
    {1557, 1632},
    {1558, 1587},
    {1559, 1722},
    {1560, 1677},
    {1564, 1542},
    {1565, 1182},
    {1566, 1497},
    {1567, 1137},
    {1599, 1634},
    {1600, 1589},
    {1601, 1724},
    {1602, 1679},
    {1641, 1633},
    {1642, 1588},
    {1643, 1723},
    {1644, 1678},
    {1690, 1536},
    {1691, 1176},
    {1692, 1491},
    {1693, 1131},
    {1739, 799},
    {1740, 484},
    {1741, 754},
    {1742, 439},
};

void mg_four_link_rp_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    double *ab = calloc((size_t)46 * 42, sizeof(double));
    if (ab == NULL) {
        for (int k = 0; k < 1764; ++k) {
            out[k] = NAN;
        }
        return;
    }
    mg_four_link_rp_index3_matrix_band(q, v, a, lam, t, p, h, ab);
    memset(out, 0, sizeof(double) * 1764);
    for (int k = 0; k < 297; ++k) {
        out[mg_four_link_rp_index3_matrix_cells[k][0]] = ab[mg_four_link_rp_index3_matrix_cells[k][1]];
    }
    free(ab);
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

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
 * columns, written by rows), global frame.
 * Inputs: q (position coordinates, 21); p (parameters, 0).
 * Output: out, 5 x 12 row-major, 51 nonzero.
 * 91 operations after common subexpression elimination.
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
    const double cse9 = cse6*q_e_rotor_1;
    const double cse10 = cse4*q_e_rotor_0;
    const double cse11 = cse10 + cse9;
    const double cse12 = cse5 + cse7;
    const double cse13 = cse2 + 2*(q_e_rotor_2*q_e_rotor_2);
    const double cse14 = cse6*q_e_rotor_2;
    const double cse15 = 2*q_e_rotor_0*q_e_rotor_1;
    const double cse16 = cse14 - cse15;
    const double cse17 = -cse10 + cse9;
    const double cse18 = cse14 + cse15;
    const double cse19 = cse2 + 2*(q_e_rotor_3*q_e_rotor_3);
    const double cse20 = 7.4*q_e_link3_0;
    const double cse21 = cse20*q_e_link3_3;
    const double cse22 = q_e_link3_1*q_e_link3_2;
    const double cse23 = 7.4*cse22;
    const double cse24 = (q_e_link3_2*q_e_link3_2);
    const double cse25 = 7.4*cse24;
    const double cse26 = (q_e_link3_0*q_e_link3_0);
    const double cse27 = 7.4*cse26;
    const double cse28 = 7.4*q_e_link3_2*q_e_link3_3;
    const double cse29 = cse20*q_e_link3_1;
    const double cse30 = 2*cse26 - 1;
    const double cse31 = cse30 + 2*(q_e_link3_1*q_e_link3_1);
    const double cse32 = 2*cse22;
    const double cse33 = 2*q_e_link3_3;
    const double cse34 = cse33*q_e_link3_0;
    const double cse35 = cse32 - cse34;
    const double cse36 = cse33*q_e_link3_1;
    const double cse37 = 2*q_e_link3_0;
    const double cse38 = cse37*q_e_link3_2;
    const double cse39 = cse36 + cse38;
    const double cse40 = cse32 + cse34;
    const double cse41 = 2*cse24 + cse30;
    const double cse42 = cse33*q_e_link3_2;
    const double cse43 = cse37*q_e_link3_1;
    const double cse44 = cse42 - cse43;
    const double cse45 = cse36 - cse38;
    const double cse46 = cse42 + cse43;
    const double cse47 = cse30 + 2*(q_e_link3_3*q_e_link3_3);
    const double cse48 = 4*q_e_rotor_2;
    const double cse49 = 4*q_e_rotor_3;

    memset(out, 0, sizeof(double) * 60);
    out[0] = q_r_rotor_x;  /* [0, 0] */
    out[1] = q_r_rotor_y;  /* [0, 1] */
    out[2] = q_r_rotor_z;  /* [0, 2] */
    out[3] = cse3;  /* [0, 3] */
    out[4] = cse8;  /* [0, 4] */
    out[5] = cse11;  /* [0, 5] */
    out[6] = cse12;  /* [0, 6] */
    out[7] = cse13;  /* [0, 7] */
    out[8] = cse16;  /* [0, 8] */
    out[9] = cse17;  /* [0, 9] */
    out[10] = cse18;  /* [0, 10] */
    out[11] = cse19;  /* [0, 11] */
    out[12] = -cse21 + cse23 + q_r_link3_x;  /* [1, 0] */
    out[13] = cse25 + cse27 + q_r_link3_y - 3.7;  /* [1, 1] */
    out[14] = cse28 + cse29 + q_r_link3_z;  /* [1, 2] */
    out[15] = cse31;  /* [1, 3] */
    out[16] = cse35;  /* [1, 4] */
    out[17] = cse39;  /* [1, 5] */
    out[18] = cse40;  /* [1, 6] */
    out[19] = cse41;  /* [1, 7] */
    out[20] = cse44;  /* [1, 8] */
    out[21] = cse45;  /* [1, 9] */
    out[22] = cse46;  /* [1, 10] */
    out[23] = cse47;  /* [1, 11] */
    out[24] = cse21 - cse23 + q_r_link3_x;  /* [2, 0] */
    out[25] = -cse25 - cse27 + q_r_link3_y + 3.7;  /* [2, 1] */
    out[26] = -cse28 - cse29 + q_r_link3_z;  /* [2, 2] */
    out[27] = cse31;  /* [2, 3] */
    out[28] = cse35;  /* [2, 4] */
    out[29] = cse39;  /* [2, 5] */
    out[30] = cse40;  /* [2, 6] */
    out[31] = cse41;  /* [2, 7] */
    out[32] = cse44;  /* [2, 8] */
    out[33] = cse45;  /* [2, 9] */
    out[34] = cse46;  /* [2, 10] */
    out[35] = cse47;  /* [2, 11] */
    out[36] = -4*cse0 - 4*cse1 + q_r_rotor_x + 2;  /* [3, 0] */
    out[37] = -cse48*q_e_rotor_1 - cse49*q_e_rotor_0 + q_r_rotor_y;  /* [3, 1] */
    out[38] = cse48*q_e_rotor_0 - cse49*q_e_rotor_1 + q_r_rotor_z;  /* [3, 2] */
    out[39] = cse3;  /* [3, 3] */
    out[40] = cse8;  /* [3, 4] */
    out[41] = cse11;  /* [3, 5] */
    out[42] = cse12;  /* [3, 6] */
    out[43] = cse13;  /* [3, 7] */
    out[44] = cse16;  /* [3, 8] */
    out[45] = cse17;  /* [3, 9] */
    out[46] = cse18;  /* [3, 10] */
    out[47] = cse19;  /* [3, 11] */
    out[51] = 1;  /* [4, 3] */
    out[55] = 1;  /* [4, 7] */
    out[59] = 1;  /* [4, 11] */
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
 * see symbolic.formulations.chart_offset.
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
            return 2;
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
    return 0;
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

/* Sets entries below 1e-250 in magnitude to zero. Components that should vanish decay
 * geometrically under backward Euler and would otherwise turn subnormal within a few hundred
 * steps; subnormal arithmetic is slower by two orders of magnitude on common CPUs (measured:
 * the slider crank kernel ran 1.7x slower). The change is far below any tolerance. */
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

static inline double mg_norm(int n, const double *x)
{
    double s = 0.0;
    for (int i = 0; i < n; ++i) {
        s += x[i] * x[i];
    }
    return sqrt(s);
}

/* Kinematic analysis (seed 001 section 2): row 0 of q_out, v_out, a_out holds the state at
 * t0; rows 1..n_steps (t = t0 + step h) are filled. Position by Newton from q_{n-1} (+) h v_{n-1} (eq. 11),
 * corrections through retract (eq. 12), stop at ||delta|| < tol; then Phi_q v = nu and
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 14,
 * ku = 14). */
int mg_four_link_rp_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step)
{
    enum { NQ = 21, NV = 21, KL = 14, KU = 14,
           SIZE = 43 * 21 };
    double q[NQ], tmp[NQ], dv[NV], b[NV], work[NV], J[SIZE];
    int piv[NV];
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
                return 1;
            }
            memset(J, 0, sizeof J);
            mg_four_link_rp_Phi_q_band(q, t, p, J);
            mg_four_link_rp_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return 2;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, work);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_four_link_rp_retract(q, dv, tmp);
            memcpy(q, tmp, sizeof q);
            const double norm = mg_norm(NV, dv);
            if (!(norm < 1e300)) {
                *fail_step = step;
                return 3;
            }
            if (norm < tol) {
                break;
            }
        }
        double *v = v_out + step * NV;
        double *a = a_out + step * NV;
        mg_flush(NQ, q);
        memcpy(q_out + step * NQ, q, sizeof q);
        memset(J, 0, sizeof J);
        mg_four_link_rp_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return 2;
        }
        mg_four_link_rp_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, work);
        mg_flush(NV, v);
        mg_four_link_rp_gamma(q, v, t, p, a);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, a, work);
        mg_flush(NV, a);
        iterations[step] = k;
    }
    return 0;
}

/* Index-3 backward Euler (seed 001 section 3): row 0 of the outputs holds the consistent
 * state (q, v, a, lam) at t0; rows 1..n_steps (t = t0 + step h) are filled. Unknowns x = (a, lam); v = v_n + h a,
 * q = q_n (+) h v; residual and iteration matrix are the emitted index3_residual and
 * index3_matrix; stop at ||delta|| < theta (eq. 46) keeping that iterate. newton_mode 0 keeps
 * the factors across steps, 1 factors at each step's first iteration, 2 at every iteration;
 * modes 0 and 1 refactor when a correction fails to halve the previous one.
 * The iteration matrix is factored in band storage (kl = 15, ku = 15). */
int mg_four_link_rp_index3_run(const double *p, double h, double t0, int n_steps, double theta, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step)
{
    enum { NQ = 21, NV = 21, NC = 21, N = NV + NC };
    enum { KL = 15, KU = 15, LDAB = 46 };
    const size_t matrix_size = (size_t)LDAB * N;
    double *G = malloc(sizeof(double) * matrix_size);
    double *work = malloc(sizeof(double) * 5 * N);
    int *piv = malloc(sizeof(int) * N);
    if (G == NULL || work == NULL || piv == NULL) {
        free(G);
        free(work);
        free(piv);
        *fail_step = 0;
        return 4;
    }
    double *x = work, *g = work + N, *y = work + 2 * N, *v = work + 3 * N, *dv = work + 4 * N;
    int status = 0;
    memcpy(x, a_out, sizeof(double) * NV);
    memcpy(x + NV, lam_out, sizeof(double) * NC);
    double *qs = malloc(sizeof(double) * NQ);
    if (qs == NULL) {
        free(G);
        free(work);
        free(piv);
        return 4;
    }
    int factored = 0;
    for (int step = 1; step <= n_steps && status == 0; ++step) {
        const double t = t0 + step * h;
        const double *q_n = q_out + (step - 1) * NQ;
        const double *v_n = v_out + (step - 1) * NV;
        if (newton_mode != 0) {
            factored = 0;
        }
        double last = INFINITY;
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                status = 1;
                break;
            }
            for (int i = 0; i < NV; ++i) {
                v[i] = v_n[i] + h * x[i];
                dv[i] = h * v[i];
            }
            mg_four_link_rp_retract(q_n, dv, qs);
            mg_four_link_rp_index3_residual(qs, v, x, x + NV, t, p, h, g);
            if (!factored || newton_mode == 2) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_four_link_rp_index3_matrix_band(qs, v, x, x + NV, t, p, h, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = 2;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_four_link_rp_index3_matrix_perm, g, y);
            const double norm = mg_norm(N, g);
            if (!(norm < 1e300)) {
                status = 3;
                break;
            }
            if (norm < theta) {
                break;
            }
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
        iterations[step] = k;
    }
    free(G);
    free(work);
    free(piv);
    free(qs);
    return status;
}
