/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: four_link */
/* formulation: re */
/* scheme: any */
/* input hash: 183d1ed32509c8b0 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'four_link' in the re formulation (C99).
 * Vectors: q (18), v (18), dv (18), a (18), lam (18), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "four_link_re.h"

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
 * just I); identity for rp and re.
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

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 186 operations after common subexpression elimination.
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
    const double cse32 = cos(q_theta_link2);
    const double cse33 = sin(q_phi_link2);
    const double cse34 = cse32*cse33;
    const double cse35 = cos(q_psi_link2);
    const double cse36 = 0.3708795797635267*cse35;
    const double cse37 = cos(q_phi_link2);
    const double cse38 = 0.6967213111475148*cse35;
    const double cse39 = sin(q_psi_link2);
    const double cse40 = 0.3708795797635267*cse39;
    const double cse41 = cse34*cse39;
    const double cse42 = sin(q_theta_link2);
    const double cse43 = 0.6140258560576402*cse42;
    const double cse44 = 6.1*cse33*cse43 + 6.1*cse34*cse36 + 6.1*cse37*cse38 + 6.1*cse37*cse40 - 4.24999999799984*cse41;
    const double cse45 = cse32*cse37;
    const double cse46 = cse39*cse45;
    const double cse47 = 6.1*cse33*cse38 + 6.1*cse33*cse40 - 6.1*cse36*cse45 - 6.1*cse37*cse43 + 4.24999999799984*cse46;
    const double cse48 = cse35*cse42;
    const double cse49 = cse39*cse42;
    const double cse50 = 3.7455577219516045*cse32 - 2.2623654365575128*cse48 + 4.24999999799984*cse49;
    const double cse51 = -cse0*cse9 + cse8;
    const double cse52 = sin(q_theta_rotor);
    const double cse53 = cse2*cse52;
    const double cse54 = 0.9286809290620163*cse35;
    const double cse55 = 0.9286809290620163*cse39;
    const double cse56 = 0.245431060332383*cse42;
    const double cse57 = 0.27805633713446004*cse35;
    const double cse58 = 0.7497211555855399*cse52;
    const double cse59 = 3.141592653589793*t;

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
    out[10] = cse26 + cse27 - cse44 + q_r_link2_x;  /* [10, 0] */
    out[11] = cse28 + cse29 - cse47 + q_r_link2_y;  /* [11, 0] */
    out[12] = cse30 + cse31 - cse50 + q_r_link2_z;  /* [12, 0] */
    out[13] = cse11 + cse44 + 2*cse7 + q_r_link2_x;  /* [13, 0] */
    out[14] = cse12 + cse47 + 2*cse51 + q_r_link2_y;  /* [14, 0] */
    out[15] = cse13 + cse50 - 2*cse53 + q_r_link2_z;  /* [15, 0] */
    out[16] = (0.7497211555855399*cse0 - 0.6617538733301699*cse5*cse52)*(0.245431060332383*cse32 + 0.9286809290620163*cse48 + 0.27805633713446004*cse49) + (cse1*cse58 - 0.6617538733301699*cse10)*(cse33*cse56 - cse34*cse54 - cse37*cse55 + cse37*cse57 - 0.27805633713446004*cse41) + (-0.6617538733301699*cse0*cse6 - 0.6617538733301699*cse3 - cse4*cse58)*(-cse33*cse55 + cse33*cse57 - cse37*cse56 + cse45*cse54 + 0.27805633713446004*cse46);  /* [16, 0] */
    out[17] = cse51*cos(cse59) - cse53*sin(cse59);  /* [17, 0] */
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_re_Phi_q_perm[18] = {12, 9, 11, 10, 7, 8, 6, 17, 16, 14, 1, 13, 5, 3, 15, 4, 0, 2};

/* Phi_q written into the column-major band storage of its permuted matrix
 * (n = 18, kl = 12, ku = 12, ldab = 37); ab is zeroed by the caller. */
void mg_four_link_re_Phi_q_band(const double *q, double t, const double *p, double *ab)
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
    const double cse4 = sin(q_phi_rotor);
    const double cse5 = sin(q_psi_rotor);
    const double cse6 = cse4*cse5;
    const double cse7 = sin(q_theta_rotor);
    const double cse8 = cse2*cse4;
    const double cse9 = cse0*cse6;
    const double cse10 = cse3 - cse9;
    const double cse11 = cse1*cse5;
    const double cse12 = cse0*cse11;
    const double cse13 = cse0*cse8;
    const double cse14 = cos(q_theta_link3);
    const double cse15 = cos(q_psi_link3);
    const double cse16 = sin(q_phi_link3);
    const double cse17 = 0.4741231347908751*cse16;
    const double cse18 = cse15*cse17;
    const double cse19 = sin(q_psi_link3);
    const double cse20 = cos(q_phi_link3);
    const double cse21 = 0.4741231347908751*cse20;
    const double cse22 = cse19*cse21;
    const double cse23 = sin(q_theta_link3);
    const double cse24 = 0.8804585470401622*cse16;
    const double cse25 = cse15*cse23;
    const double cse26 = 0.8804585470401622*cse20;
    const double cse27 = cse15*cse24;
    const double cse28 = cse19*cse26;
    const double cse29 = 3.2576966240486005*cse19;
    const double cse30 = cse16*cse29;
    const double cse31 = 1.7542555987262378*cse23;
    const double cse32 = cse20*cse31;
    const double cse33 = 3.2576966240486005*cse15;
    const double cse34 = cse20*cse33;
    const double cse35 = cse14*cse34;
    const double cse36 = 1.7542555987262378*cse14;
    const double cse37 = cse16*cse36;
    const double cse38 = cse16*cse33;
    const double cse39 = cse23*cse38;
    const double cse40 = cse14*cse30;
    const double cse41 = cse20*cse29;
    const double cse42 = cse16*cse31;
    const double cse43 = cse14*cse38;
    const double cse44 = cse20*cse36;
    const double cse45 = cse23*cse34;
    const double cse46 = cse14*cse41;
    const double cse47 = cse14*cse33;
    const double cse48 = cse23*cse29;
    const double cse49 = cos(q_phi_link2);
    const double cse50 = sin(q_theta_link2);
    const double cse51 = 3.7455577219516045*cse50;
    const double cse52 = cse49*cse51;
    const double cse53 = cos(q_theta_link2);
    const double cse54 = sin(q_psi_link2);
    const double cse55 = 4.24999999799984*cse49;
    const double cse56 = cse54*cse55;
    const double cse57 = cse53*cse56;
    const double cse58 = sin(q_phi_link2);
    const double cse59 = 2.2623654365575128*cse54;
    const double cse60 = cse58*cse59;
    const double cse61 = cos(q_psi_link2);
    const double cse62 = 4.24999999799984*cse58;
    const double cse63 = cse61*cse62;
    const double cse64 = cse53*cse61;
    const double cse65 = 2.2623654365575128*cse64;
    const double cse66 = cse49*cse65;
    const double cse67 = 3.7455577219516045*cse53;
    const double cse68 = cse58*cse67;
    const double cse69 = cse54*cse62;
    const double cse70 = cse50*cse69;
    const double cse71 = 2.2623654365575128*cse61;
    const double cse72 = cse58*cse71;
    const double cse73 = cse50*cse72;
    const double cse74 = cse53*cse63;
    const double cse75 = cse49*cse71;
    const double cse76 = cse53*cse60;
    const double cse77 = cse49*cse59;
    const double cse78 = cse55*cse61;
    const double cse79 = cse51*cse58;
    const double cse80 = cse53*cse69;
    const double cse81 = cse58*cse65;
    const double cse82 = cse49*cse67;
    const double cse83 = cse50*cse56;
    const double cse84 = cse50*cse75;
    const double cse85 = cse53*cse78;
    const double cse86 = cse53*cse77;
    const double cse87 = cse53*cse54;
    const double cse88 = 4.24999999799984*cse87;
    const double cse89 = 4.24999999799984*cse50*cse61;
    const double cse90 = cse50*cse59;
    const double cse91 = 2*cse3;
    const double cse92 = 2*cse8;
    const double cse93 = 2*cse11;
    const double cse94 = cse0*cse2;
    const double cse95 = cse5*cse7;
    const double cse96 = 0.9286809290620163*cse64;
    const double cse97 = cse49*cse96;
    const double cse98 = 0.27805633713446004*cse54;
    const double cse99 = cse53*cse98;
    const double cse100 = cse49*cse99;
    const double cse101 = 0.9286809290620163*cse58;
    const double cse102 = cse101*cse54;
    const double cse103 = 0.245431060332383*cse50;
    const double cse104 = cse103*cse49;
    const double cse105 = 0.27805633713446004*cse61;
    const double cse106 = cse105*cse58;
    const double cse107 = cse100 - cse102 - cse104 + cse106 + cse97;
    const double cse108 = 0.6617538733301699*cse6;
    const double cse109 = 0.6617538733301699*cse3;
    const double cse110 = 0.7497211555855399*cse7;
    const double cse111 = cse110*cse4;
    const double cse112 = 0.6617538733301699*cse11;
    const double cse113 = 0.6617538733301699*cse8;
    const double cse114 = cse1*cse110;
    const double cse115 = 0.9286809290620163*cse49;
    const double cse116 = cse103*cse58 + cse105*cse49 - cse115*cse54 - cse58*cse96 - cse58*cse99;
    const double cse117 = 0.9286809290620163*cse50;
    const double cse118 = cse117*cse61;
    const double cse119 = 0.27805633713446004*cse50;
    const double cse120 = cse119*cse54;
    const double cse121 = 0.245431060332383*cse53;
    const double cse122 = cse118 + cse120 + cse121;
    const double cse123 = 0.6617538733301699*cse5;
    const double cse124 = 0.7497211555855399*cse0;
    const double cse125 = cse12 + cse8;
    const double cse126 = -cse114 - 0.6617538733301699*cse125;
    const double cse127 = -0.6617538733301699*cse10 + cse111;
    const double cse128 = -cse123*cse7 + cse124;
    const double cse129 = 0.27805633713446004*cse64;
    const double cse130 = 3.141592653589793*t;
    const double cse131 = cos(cse130);
    const double cse132 = sin(cse130);

    ab[508] = cse0*cse3 - cse6;  /* [0, 3] */
    ab[580] = -cse7*cse8;  /* [0, 4] */
    ab[472] = cse10;  /* [0, 5] */
    ab[502] = -cse12 - cse8;  /* [1, 3] */
    ab[574] = cse6*cse7;  /* [1, 4] */
    ab[466] = -cse11 - cse13;  /* [1, 5] */
    ab[617] = -1;  /* [2, 0] */
    ab[397] = -1;  /* [3, 1] */
    ab[651] = -1;  /* [4, 2] */
    ab[540] = -cse14*cse18 - cse22 + cse23*cse24;  /* [5, 15] */
    ab[324] = -cse14*cse26 - cse21*cse25;  /* [5, 16] */
    ab[288] = -cse14*cse22 - cse18;  /* [5, 17] */
    ab[534] = cse14*cse27 + cse17*cse23 + cse28;  /* [6, 15] */
    ab[318] = -cse14*cse21 + cse25*cse26;  /* [6, 16] */
    ab[282] = cse14*cse28 + cse27;  /* [6, 17] */
    ab[28] = -1;  /* [7, 12] */
    ab[532] = cse30 - cse32 - cse35;  /* [7, 15] */
    ab[316] = -cse37 + cse39;  /* [7, 16] */
    ab[280] = -cse34 + cse40;  /* [7, 17] */
    ab[425] = -1;  /* [8, 13] */
    ab[533] = -cse41 - cse42 - cse43;  /* [8, 15] */
    ab[317] = cse44 - cse45;  /* [8, 16] */
    ab[281] = -cse38 - cse46;  /* [8, 17] */
    ab[349] = -1;  /* [9, 14] */
    ab[313] = cse31 + cse47;  /* [9, 16] */
    ab[277] = -cse48;  /* [9, 17] */
    ab[243] = 1;  /* [10, 6] */
    ab[63] = -cse52 + cse57 + cse60 + cse63 - cse66;  /* [10, 9] */
    ab[135] = -cse68 - cse70 + cse73;  /* [10, 10] */
    ab[99] = cse56 + cse74 - cse75 + cse76;  /* [10, 11] */
    ab[27] = -1;  /* [10, 12] */
    ab[531] = -cse30 + cse32 + cse35;  /* [10, 15] */
    ab[315] = cse37 - cse39;  /* [10, 16] */
    ab[279] = cse34 - cse40;  /* [10, 17] */
    ab[170] = 1;  /* [11, 7] */
    ab[62] = -cse77 - cse78 - cse79 + cse80 - cse81;  /* [11, 9] */
    ab[134] = cse82 + cse83 - cse84;  /* [11, 10] */
    ab[98] = cse69 - cse72 - cse85 - cse86;  /* [11, 11] */
    ab[422] = -1;  /* [11, 13] */
    ab[530] = cse41 + cse42 + cse43;  /* [11, 15] */
    ab[314] = -cse44 + cse45;  /* [11, 16] */
    ab[278] = cse38 + cse46;  /* [11, 17] */
    ab[204] = 1;  /* [12, 8] */
    ab[132] = cse51 + cse65 - cse88;  /* [12, 10] */
    ab[96] = -cse89 - cse90;  /* [12, 11] */
    ab[348] = -1;  /* [12, 14] */
    ab[312] = -cse31 - cse47;  /* [12, 16] */
    ab[276] = cse48;  /* [12, 17] */
    ab[611] = -1;  /* [13, 0] */
    ab[503] = cse0*cse91 - 2*cse6;  /* [13, 3] */
    ab[575] = -cse7*cse92;  /* [13, 4] */
    ab[467] = -2*cse9 + cse91;  /* [13, 5] */
    ab[251] = 1;  /* [13, 6] */
    ab[71] = cse52 - cse57 - cse60 - cse63 + cse66;  /* [13, 9] */
    ab[143] = cse68 + cse70 - cse73;  /* [13, 10] */
    ab[107] = -cse56 - cse74 + cse75 - cse76;  /* [13, 11] */
    ab[393] = -1;  /* [14, 1] */
    ab[501] = cse0*cse92 + cse93;  /* [14, 3] */
    ab[573] = cse7*cse91;  /* [14, 4] */
    ab[465] = cse0*cse93 + cse92;  /* [14, 5] */
    ab[177] = 1;  /* [14, 7] */
    ab[69] = cse77 + cse78 + cse79 - cse80 + cse81;  /* [14, 9] */
    ab[141] = -cse82 - cse83 + cse84;  /* [14, 10] */
    ab[105] = -cse69 + cse72 + cse85 + cse86;  /* [14, 11] */
    ab[650] = -1;  /* [15, 2] */
    ab[578] = -2*cse94;  /* [15, 4] */
    ab[470] = 2*cse95;  /* [15, 5] */
    ab[218] = 1;  /* [15, 8] */
    ab[146] = -cse51 - cse65 + cse88;  /* [15, 10] */
    ab[110] = cse89 + cse90;  /* [15, 11] */
    ab[500] = cse107*(cse0*cse108 - cse109 + cse111) + cse116*(cse0*cse112 + cse113 + cse114);  /* [16, 3] */
    ab[572] = cse107*(-cse1*cse124 + cse112*cse7) + cse116*(-cse108*cse7 + cse124*cse4) + cse122*(-cse0*cse123 - cse110);  /* [16, 4] */
    ab[464] = cse107*(-cse0*cse109 + cse108) + cse116*(cse0*cse113 + cse112) - 0.6617538733301699*cse122*cse2*cse7;  /* [16, 5] */
    ab[68] = cse116*cse126 + cse127*(-cse100 + cse102 + cse104 - cse106 - cse97);  /* [16, 9] */
    ab[140] = cse126*(-cse118*cse49 - cse120*cse49 - cse121*cse49) + cse127*(cse118*cse58 + cse120*cse58 + cse121*cse58) + cse128*(-cse103 + cse96 + cse99);  /* [16, 10] */
    ab[104] = cse126*(-cse101*cse61 - cse115*cse87 + cse129*cse49 - cse58*cse98) + cse127*(cse101*cse87 - cse115*cse61 - cse129*cse58 - cse49*cse98) + cse128*(-cse117*cse54 + cse119*cse61);  /* [16, 11] */
    ab[499] = cse131*(cse11 + cse13);  /* [17, 3] */
    ab[571] = cse131*cse3*cse7 - cse132*cse94;  /* [17, 4] */
    ab[463] = cse125*cse131 + cse132*cse95;  /* [17, 5] */
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 18 x 18 row-major, 79 nonzero, unpacked from Phi_q_band (one copy
 * of the expressions serves both). On allocation failure every entry of out is NaN.
 */
static const int mg_four_link_re_Phi_q_cells[79][2] = {
    {3, 508},
    {4, 580},
    {5, 472},
    {21, 502},
    {22, 574},
    {23, 466},
    {36, 617},
    {55, 397},
    {74, 651},
    {105, 540},
    {106, 324},
    {107, 288},
    {123, 534},
    {124, 318},
    {125, 282},
    {138, 28},
    {141, 532},
    {142, 316},
    {143, 280},
    {157, 425},
    {159, 533},
    {160, 317},
    {161, 281},
    {176, 349},
    {178, 313},
    {179, 277},
    {186, 243},
    {189, 63},
    {190, 135},
    {191, 99},
    {192, 27},
    {195, 531},
    {196, 315},
    {197, 279},
    {205, 170},
    {207, 62},
    {208, 134},
    {209, 98},
    {211, 422},
    {213, 530},
    {214, 314},
    {215, 278},
    {224, 204},
    {226, 132},
    {227, 96},
    {230, 348},
    {232, 312},
    {233, 276},
    {234, 611},
    {237, 503},
    {238, 575},
    {239, 467},
    {240, 251},
    {243, 71},
    {244, 143},
    {245, 107},
    {253, 393},
    {255, 501},
    {256, 573},
    {257, 465},
    {259, 177},
    {261, 69},
    {262, 141},
    {263, 105},
    {272, 650},
    {274, 578},
    {275, 470},
    {278, 218},
    {280, 146},
    {281, 110},
    {291, 500},
    {292, 572},
    {293, 464},
    {297, 68},
    {298, 140},
    {299, 104},
    {309, 499},
    {310, 571},
    {311, 463},
};

void mg_four_link_re_Phi_q(const double *q, double t, const double *p, double *out)
{
    double *ab = calloc((size_t)37 * 18, sizeof(double));
    if (ab == NULL) {
        for (int k = 0; k < 324; ++k) {
            out[k] = NAN;
        }
        return;
    }
    mg_four_link_re_Phi_q_band(q, t, p, ab);
    memset(out, 0, sizeof(double) * 324);
    for (int k = 0; k < 79; ++k) {
        out[mg_four_link_re_Phi_q_cells[k][0]] = ab[mg_four_link_re_Phi_q_cells[k][1]];
    }
    free(ab);
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 1 nonzero.
 * 19 operations after common subexpression elimination.
 */
void mg_four_link_re_nu(const double *q, double t, const double *p, double *out)
{
    const double q_phi_rotor = q[3];
    const double q_theta_rotor = q[4];
    const double q_psi_rotor = q[5];
    (void)p;
    const double cse0 = 3.141592653589793*t;
    const double cse1 = cos(q_psi_rotor);

    memset(out, 0, sizeof(double) * 18);
    out[17] = 3.141592653589793*cse1*sin(q_theta_rotor)*cos(cse0) + 3.141592653589793*(-cse1*cos(q_phi_rotor)*cos(q_theta_rotor) + sin(q_phi_rotor)*sin(q_psi_rotor))*sin(cse0);  /* [17, 0] */
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 15 nonzero.
 * 932 operations after common subexpression elimination.
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
    const double cse19 = cse11*cse2;
    const double cse20 = cse3*cse9;
    const double cse21 = -cse14 + cse20;
    const double cse22 = cse10*cse6;
    const double cse23 = cos(q_theta_link3);
    const double cse24 = sin(q_phi_link3);
    const double cse25 = cse23*cse24;
    const double cse26 = cos(q_psi_link3);
    const double cse27 = sin(q_theta_link3);
    const double cse28 = cse24*cse27;
    const double cse29 = cse26*cse28;
    const double cse30 = 0.8804585470401622*cse25 + 0.4741231347908751*cse29;
    const double cse31 = sin(q_psi_link3);
    const double cse32 = cos(q_phi_link3);
    const double cse33 = cse27*cse32;
    const double cse34 = 0.4741231347908751*cse33;
    const double cse35 = cse31*cse34;
    const double cse36 = 0.8804585470401622*cse33;
    const double cse37 = cse26*cse32;
    const double cse38 = 0.4741231347908751*cse37;
    const double cse39 = -cse23*cse38;
    const double cse40 = cse36 + cse39;
    const double cse41 = cse24*cse31;
    const double cse42 = 0.4741231347908751*cse41;
    const double cse43 = cse23*cse42 - cse38;
    const double cse44 = 0.8804585470401622*cse37;
    const double cse45 = 0.8804585470401622*cse41;
    const double cse46 = -cse23*cse45 + cse44;
    const double cse47 = cse31*cse36;
    const double cse48 = -cse45;
    const double cse49 = cse23*cse44;
    const double cse50 = 0.4741231347908751*cse25 - 0.8804585470401622*cse29;
    const double cse51 = cse34 + cse49;
    const double cse52 = 3.2576966240486005*cse37;
    const double cse53 = cse27*cse52;
    const double cse54 = 1.7542555987262378*cse23;
    const double cse55 = cse32*cse54;
    const double cse56 = cse53 - cse55;
    const double cse57 = 3.2576966240486005*cse26;
    const double cse58 = cse25*cse57;
    const double cse59 = 1.7542555987262378*cse28;
    const double cse60 = cse58 + cse59;
    const double cse61 = 3.2576966240486005*cse41;
    const double cse62 = cse27*cse61;
    const double cse63 = cse62*v_psid_link3;
    const double cse64 = cse62*v_thetad_link3;
    const double cse65 = 3.2576966240486005*cse31;
    const double cse66 = cse32*cse65;
    const double cse67 = cse23*cse66;
    const double cse68 = cse24*cse57;
    const double cse69 = cse67 + cse68;
    const double cse70 = cse23*cse61;
    const double cse71 = -cse52 + cse70;
    const double cse72 = cse33*cse65;
    const double cse73 = cse72*v_thetad_link3;
    const double cse74 = cse23*cse52;
    const double cse75 = -cse74;
    const double cse76 = cse28*cse57;
    const double cse77 = cse24*cse54;
    const double cse78 = cse76 - cse77;
    const double cse79 = 1.7542555987262378*cse33;
    const double cse80 = cse75 - cse79;
    const double cse81 = cse72*v_psid_link3;
    const double cse82 = cse23*cse65;
    const double cse83 = cse82*v_thetad_link3;
    const double cse84 = cse27*cse57;
    const double cse85 = cse84*v_psid_link3;
    const double cse86 = cse82*v_psid_link3;
    const double cse87 = -cse67 - cse68;
    const double cse88 = -cse58;
    const double cse89 = -cse66;
    const double cse90 = -cse53 + cse55;
    const double cse91 = -cse59 + cse88;
    const double cse92 = cos(q_phi_link2);
    const double cse93 = cos(q_theta_link2);
    const double cse94 = sin(q_psi_link2);
    const double cse95 = 2.2623654365575128*cse94;
    const double cse96 = cse93*cse95;
    const double cse97 = cse92*cse96;
    const double cse98 = sin(q_phi_link2);
    const double cse99 = 4.24999999799984*cse94;
    const double cse100 = cse98*cse99;
    const double cse101 = cos(q_psi_link2);
    const double cse102 = 2.2623654365575128*cse101;
    const double cse103 = cse102*cse98;
    const double cse104 = cse101*cse93;
    const double cse105 = 4.24999999799984*cse104;
    const double cse106 = cse105*cse92;
    const double cse107 = -cse100 + cse103 + cse106 + cse97;
    const double cse108 = cse103*cse93;
    const double cse109 = cse100*cse93;
    const double cse110 = cse108 - cse109;
    const double cse111 = 4.24999999799984*cse101;
    const double cse112 = cse111*cse92;
    const double cse113 = cse92*cse95;
    const double cse114 = cse112 + cse113;
    const double cse115 = sin(q_theta_link2);
    const double cse116 = cse95*cse98;
    const double cse117 = cse115*cse116;
    const double cse118 = cse111*cse98;
    const double cse119 = cse115*cse118;
    const double cse120 = -cse117 - cse119;
    const double cse121 = cse102*cse115;
    const double cse122 = cse121*cse92;
    const double cse123 = cse115*cse94;
    const double cse124 = 4.24999999799984*cse123;
    const double cse125 = cse124*cse92;
    const double cse126 = 3.7455577219516045*cse93;
    const double cse127 = cse126*cse92;
    const double cse128 = cse122 - cse125 - cse127;
    const double cse129 = 3.7455577219516045*cse115;
    const double cse130 = cse129*cse98;
    const double cse131 = cse110 + cse130;
    const double cse132 = -cse61;
    const double cse133 = cse52 - cse70;
    const double cse134 = -cse76 + cse77;
    const double cse135 = cse74 + cse79;
    const double cse136 = cse96*cse98;
    const double cse137 = cse105*cse98;
    const double cse138 = cse92*cse99;
    const double cse139 = cse102*cse92;
    const double cse140 = cse136 + cse137 + cse138 - cse139;
    const double cse141 = cse113*cse115;
    const double cse142 = cse112*cse115;
    const double cse143 = cse141 + cse142;
    const double cse144 = cse139*cse93;
    const double cse145 = cse138*cse93;
    const double cse146 = -cse144 + cse145;
    const double cse147 = cse116 + cse118;
    const double cse148 = cse121*cse98;
    const double cse149 = cse124*cse98;
    const double cse150 = cse126*cse98;
    const double cse151 = cse148 - cse149 - cse150;
    const double cse152 = cse129*cse92;
    const double cse153 = cse146 - cse152;
    const double cse154 = -cse105 - cse96;
    const double cse155 = -cse121 + cse124;
    const double cse156 = cse100 - cse103 - cse106 - cse97;
    const double cse157 = cse117 + cse119;
    const double cse158 = -cse108 + cse109;
    const double cse159 = -cse112 - cse113;
    const double cse160 = -cse122 + cse125 + cse127;
    const double cse161 = -cse130 + cse158;
    const double cse162 = 2*cse14;
    const double cse163 = 2*cse2;
    const double cse164 = cse163*cse3;
    const double cse165 = 2*cse9;
    const double cse166 = 2*cse6;
    const double cse167 = -cse163 - cse166*cse3;
    const double cse168 = -cse164 - cse166;
    const double cse169 = -cse136 - cse137 - cse138 + cse139;
    const double cse170 = -cse141 - cse142;
    const double cse171 = cse144 - cse145;
    const double cse172 = -cse116 - cse118;
    const double cse173 = -cse148 + cse149 + cse150;
    const double cse174 = cse152 + cse171;
    const double cse175 = cse162 - cse165*cse3;
    const double cse176 = cse162*cse3;
    const double cse177 = -cse165 + cse176;
    const double cse178 = cse105 + cse96;
    const double cse179 = cse121 - cse124;
    const double cse180 = cse3*cse5;
    const double cse181 = 2*cse180;
    const double cse182 = cse1*cse10;
    const double cse183 = 2*cse182;
    const double cse184 = 0.27805633713446004*cse98;
    const double cse185 = cse184*cse94;
    const double cse186 = 0.9286809290620163*cse101;
    const double cse187 = cse186*cse98;
    const double cse188 = 0.27805633713446004*cse104;
    const double cse189 = cse188*cse92;
    const double cse190 = 0.9286809290620163*cse94;
    const double cse191 = cse190*cse93;
    const double cse192 = cse191*cse92;
    const double cse193 = -cse185 - cse187 + cse189 - cse192;
    const double cse194 = 0.6617538733301699*cse17;
    const double cse195 = 0.6617538733301699*cse9;
    const double cse196 = -cse194 + cse195;
    const double cse197 = 0.6617538733301699*cse12 + 0.6617538733301699*cse6;
    const double cse198 = 0.27805633713446004*cse94;
    const double cse199 = -cse104*cse184 - cse186*cse92 + cse191*cse98 - cse198*cse92;
    const double cse200 = 0.27805633713446004*cse101;
    const double cse201 = cse115*cse200;
    const double cse202 = 0.9286809290620163*cse123;
    const double cse203 = cse201 - cse202;
    const double cse204 = 0.6617538733301699*cse182;
    const double cse205 = cse193*cse196 + cse197*cse199 - cse203*cse204;
    const double cse206 = 0.6617538733301699*cse10;
    const double cse207 = 0.7497211555855399*cse3;
    const double cse208 = cse0*cse207 - cse206*cse9;
    const double cse209 = cse206*cse6;
    const double cse210 = cse207*cse4;
    const double cse211 = cse209 - cse210;
    const double cse212 = 0.7497211555855399*cse10;
    const double cse213 = -0.6617538733301699*cse180 - cse212;
    const double cse214 = cse193*cse211 + cse199*cse208 + cse203*cse213;
    const double cse215 = cse0*cse212;
    const double cse216 = cse14 - cse20;
    const double cse217 = cse215 - 0.6617538733301699*cse216;
    const double cse218 = cse212*cse4;
    const double cse219 = cse2 + cse7;
    const double cse220 = -cse218 - 0.6617538733301699*cse219;
    const double cse221 = cse199*cse220 + cse217*(cse185 + cse187 - cse189 + cse192);
    const double cse222 = cse101*cse184;
    const double cse223 = cse206*cse5;
    const double cse224 = cse207 - cse223;
    const double cse225 = cse217*(cse115*cse222 - cse202*cse98) + cse220*(-cse201*cse92 + cse202*cse92) + cse224*(cse188 - cse191);
    const double cse226 = 0.6617538733301699*cse2;
    const double cse227 = 0.6617538733301699*cse7;
    const double cse228 = cse218 + cse227;
    const double cse229 = cse226 + cse228;
    const double cse230 = 0.6617538733301699*cse20;
    const double cse231 = 0.6617538733301699*cse14;
    const double cse232 = cse215 + cse230 - cse231;
    const double cse233 = cse193*cse232 + cse199*cse229;
    const double cse234 = 0.9286809290620163*cse104;
    const double cse235 = cse234*cse92;
    const double cse236 = cse198*cse93;
    const double cse237 = cse236*cse92;
    const double cse238 = -cse235 - cse237;
    const double cse239 = cse190*cse98;
    const double cse240 = -cse222 + cse239;
    const double cse241 = cse234*cse98;
    const double cse242 = cse185*cse93;
    const double cse243 = cse241 + cse242;
    const double cse244 = cse190*cse92;
    const double cse245 = cse200*cse92;
    const double cse246 = cse244 - cse245;
    const double cse247 = cse115*cse186;
    const double cse248 = 0.27805633713446004*cse123;
    const double cse249 = -cse247 - cse248;
    const double cse250 = 0.245431060332383*cse115;
    const double cse251 = cse250*cse92;
    const double cse252 = cse238 + cse251;
    const double cse253 = cse240 + cse252;
    const double cse254 = cse250*cse98;
    const double cse255 = -cse241 - cse242 - cse244 + cse245 + cse254;
    const double cse256 = cse229*cse253 + cse232*cse255;
    const double cse257 = cse208*cse253 + cse211*cse255;
    const double cse258 = cse243 - cse254;
    const double cse259 = cse196*cse255 + cse197*cse253;
    const double cse260 = cse247*cse92;
    const double cse261 = cse248*cse92;
    const double cse262 = 0.245431060332383*cse93;
    const double cse263 = cse262*cse92;
    const double cse264 = cse123*cse184 + cse247*cse98 + cse262*cse98;
    const double cse265 = cse217*(cse260 + cse261 + cse263) + cse220*cse264;
    const double cse266 = -cse260 - cse261 - cse263;
    const double cse267 = cse229*cse264 + cse232*cse266;
    const double cse268 = cse234 + cse236 - cse250;
    const double cse269 = cse208*cse264 + cse211*cse266 + cse213*cse268;
    const double cse270 = cse196*cse266 + cse197*cse264 - cse204*cse268;
    const double cse271 = cse222 + cse235 + cse237 - cse239 - cse251;
    const double cse272 = cse197*cse271 + cse255*(cse194 - cse195);
    const double cse273 = cse247 + cse248 + cse262;
    const double cse274 = cse1*cse3;
    const double cse275 = cse14*cse206*cse271 - cse2*cse206*cse255 - 0.6617538733301699*cse273*cse274;
    const double cse276 = -cse230;
    const double cse277 = cse231 + cse276;
    const double cse278 = -cse215;
    const double cse279 = cse208*cse271 + cse255*(-cse209 + cse210);
    const double cse280 = 3.141592653589793*t;
    const double cse281 = cos(cse280);
    const double cse282 = sin(cse280);
    const double cse283 = cse182*cse282;
    const double cse284 = cse180*cse282 - cse22*cse281;
    const double cse285 = 3.141592653589793*cse282;
    const double cse286 = 3.141592653589793*cse281;
    const double cse287 = -cse10*cse14*cse285 - cse274*cse286;
    const double cse288 = cse281*(cse17 - cse9);
    const double cse289 = cse216*cse281;
    const double cse290 = cse285*(cse12 + cse6);
    const double cse291 = (3.141592653589793*3.141592653589793);
    const double cse292 = cse10*cse286*cse5 - cse219*cse285;

    memset(out, 0, sizeof(double) * 18);
    out[0] = -v_phid_rotor*(-cse11*cse14 + cse13*v_phid_rotor + cse8*v_psid_rotor) - v_psid_rotor*(cse11*cse9 + cse13*v_psid_rotor + cse8*v_phid_rotor) - v_thetad_rotor*(-cse12*v_thetad_rotor - cse14*cse15 + cse16*cse9);  /* [0, 0] */
    out[1] = -v_phid_rotor*(cse18*v_psid_rotor + cse21*v_phid_rotor + cse22*v_thetad_rotor) - v_psid_rotor*(cse18*v_phid_rotor + cse19 + cse21*v_psid_rotor) - v_thetad_rotor*(cse16*cse2 + cse20*v_thetad_rotor + cse22*v_phid_rotor);  /* [1, 0] */
    out[5] = -v_phid_link3*(cse30*v_thetad_link3 + cse43*v_psid_link3 + v_phid_link3*(cse40 + cse42)) - v_psid_link3*(cse35*v_thetad_link3 + cse43*v_phid_link3 + v_psid_link3*(cse39 + cse42)) - v_thetad_link3*(cse30*v_phid_link3 + cse35*v_psid_link3 + cse40*v_thetad_link3);  /* [5, 0] */
    out[6] = -v_phid_link3*(cse46*v_psid_link3 + cse50*v_thetad_link3 + v_phid_link3*(cse48 + cse51)) - v_psid_link3*(cse46*v_phid_link3 - cse47*v_thetad_link3 + v_psid_link3*(cse48 + cse49)) - v_thetad_link3*(-cse47*v_psid_link3 + cse50*v_phid_link3 + cse51*v_thetad_link3);  /* [6, 0] */
    out[7] = -v_phid_link3*(cse56*v_thetad_link3 + cse69*v_psid_link3 + v_phid_link3*(cse60 + cse66)) - v_psid_link3*(-cse64 + cse69*v_phid_link3 + v_psid_link3*(cse58 + cse66)) - v_thetad_link3*(cse56*v_phid_link3 + cse60*v_thetad_link3 - cse63);  /* [7, 0] */
    out[8] = -v_phid_link3*(cse71*v_psid_link3 + cse78*v_thetad_link3 + v_phid_link3*(cse61 + cse80)) - v_psid_link3*(cse71*v_phid_link3 + cse73 + v_psid_link3*(cse61 + cse75)) - v_thetad_link3*(cse78*v_phid_link3 + cse80*v_thetad_link3 + cse81);  /* [8, 0] */
    out[9] = -v_psid_link3*(-cse83 - cse85) - v_thetad_link3*(-cse86 + v_thetad_link3*(cse54 - cse84));  /* [9, 0] */
    out[10] = -v_phid_link2*(cse107*v_psid_link2 + cse128*v_thetad_link2 + v_phid_link2*(cse114 + cse131)) - v_phid_link3*(cse87*v_psid_link3 + cse90*v_thetad_link3 + v_phid_link3*(cse89 + cse91)) - v_psid_link2*(cse107*v_phid_link2 + cse120*v_thetad_link2 + v_psid_link2*(cse110 + cse114)) - v_psid_link3*(cse64 + cse87*v_phid_link3 + v_psid_link3*(cse88 + cse89)) - v_thetad_link2*(cse120*v_psid_link2 + cse128*v_phid_link2 + cse131*v_thetad_link2) - v_thetad_link3*(cse63 + cse90*v_phid_link3 + cse91*v_thetad_link3);  /* [10, 0] */
    out[11] = -v_phid_link2*(cse140*v_psid_link2 + cse151*v_thetad_link2 + v_phid_link2*(cse147 + cse153)) - v_phid_link3*(cse133*v_psid_link3 + cse134*v_thetad_link3 + v_phid_link3*(cse132 + cse135)) - v_psid_link2*(cse140*v_phid_link2 + cse143*v_thetad_link2 + v_psid_link2*(cse146 + cse147)) - v_psid_link3*(cse133*v_phid_link3 - cse73 + v_psid_link3*(cse132 + cse74)) - v_thetad_link2*(cse143*v_psid_link2 + cse151*v_phid_link2 + cse153*v_thetad_link2) - v_thetad_link3*(cse134*v_phid_link3 + cse135*v_thetad_link3 - cse81);  /* [11, 0] */
    out[12] = -v_psid_link2*(cse154*v_thetad_link2 + cse155*v_psid_link2) - v_psid_link3*(cse83 + cse85) - v_thetad_link2*(cse154*v_psid_link2 + v_thetad_link2*(cse126 + cse155)) - v_thetad_link3*(cse86 + v_thetad_link3*(-cse54 + cse84));  /* [12, 0] */
    out[13] = -v_phid_link2*(cse156*v_psid_link2 + cse160*v_thetad_link2 + v_phid_link2*(cse159 + cse161)) - v_phid_rotor*(-cse11*cse162 + cse167*v_psid_rotor + cse168*v_phid_rotor) - v_psid_link2*(cse156*v_phid_link2 + cse157*v_thetad_link2 + v_psid_link2*(cse158 + cse159)) - v_psid_rotor*(cse11*cse165 + cse167*v_phid_rotor + cse168*v_psid_rotor) - v_thetad_link2*(cse157*v_psid_link2 + cse160*v_phid_link2 + cse161*v_thetad_link2) - v_thetad_rotor*(-cse15*cse162 + cse16*cse165 - cse164*v_thetad_rotor);  /* [13, 0] */
    out[14] = -v_phid_link2*(cse169*v_psid_link2 + cse173*v_thetad_link2 + v_phid_link2*(cse172 + cse174)) - v_phid_rotor*(-cse11*cse163 + cse175*v_psid_rotor + cse177*v_phid_rotor) - v_psid_link2*(cse169*v_phid_link2 + cse170*v_thetad_link2 + v_psid_link2*(cse171 + cse172)) - v_psid_rotor*(-cse11*cse166 + cse175*v_phid_rotor + cse177*v_psid_rotor) - v_thetad_link2*(cse170*v_psid_link2 + cse173*v_phid_link2 + cse174*v_thetad_link2) - v_thetad_rotor*(-cse15*cse163 - cse16*cse166 + cse176*v_thetad_rotor);  /* [14, 0] */
    out[15] = -v_psid_link2*(cse178*v_thetad_link2 + cse179*v_psid_link2) - v_psid_rotor*(cse181*v_thetad_rotor + cse183*v_psid_rotor) - v_thetad_link2*(cse178*v_psid_link2 + v_thetad_link2*(-cse126 + cse179)) - v_thetad_rotor*(cse181*v_psid_rotor + cse183*v_thetad_rotor);  /* [15, 0] */
    out[16] = -v_phid_link2*(cse221*v_psid_link2 + cse256*v_phid_rotor + cse257*v_thetad_rotor + cse259*v_psid_rotor + cse265*v_thetad_link2 + v_phid_link2*(cse217*(cse246 + cse258) + cse220*cse253)) - v_phid_rotor*(cse233*v_psid_link2 + cse256*v_phid_link2 + cse267*v_thetad_link2 + cse272*v_psid_rotor + cse279*v_thetad_rotor + v_phid_rotor*(cse229*cse271 + cse255*(cse277 + cse278))) - v_psid_link2*(cse205*v_psid_rotor + cse214*v_thetad_rotor + cse221*v_phid_link2 + cse225*v_thetad_link2 + cse233*v_phid_rotor + v_psid_link2*(cse217*(cse243 + cse246) + cse220*(cse238 + cse240) + cse224*cse249)) - v_psid_rotor*(cse205*v_psid_link2 + cse259*v_phid_link2 + cse270*v_thetad_link2 + cse272*v_phid_rotor + cse275*v_thetad_rotor + v_psid_rotor*(cse223*cse273 + cse255*cse277 + cse271*(cse226 + cse227))) - v_thetad_link2*(cse225*v_psid_link2 + cse265*v_phid_link2 + cse267*v_phid_rotor + cse269*v_thetad_rotor + cse270*v_psid_rotor + v_thetad_link2*(cse217*cse258 + cse220*cse252 + cse224*(cse249 - cse262))) - v_thetad_rotor*(cse214*v_psid_link2 + cse257*v_phid_link2 + cse269*v_thetad_link2 + cse275*v_psid_rotor + cse279*v_phid_rotor + v_thetad_rotor*(cse228*cse271 + cse255*(cse276 + cse278) + cse273*(-cse207 + cse223)));  /* [16, 0] */
    out[17] = cse18*cse281*cse291 - cse283*cse291 - cse287*v_thetad_rotor + cse290*v_phid_rotor - cse292*v_psid_rotor - v_phid_rotor*(-cse19*cse281 + cse288*v_phid_rotor + cse289*v_psid_rotor - cse290) - v_psid_rotor*(cse284*v_thetad_rotor + cse289*v_phid_rotor + cse292 + v_psid_rotor*(cse283 + cse288)) - v_thetad_rotor*(-cse15*cse2*cse281 + cse284*v_psid_rotor + cse287 + v_thetad_rotor*(cse17*cse281 + cse283));  /* [17, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a).
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

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).
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
 * 689 operations after common subexpression elimination.
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
    const double cse0 = sin(q_phi_rotor);
    const double cse1 = sin(q_theta_rotor);
    const double cse2 = 0.7497211555855399*cse1;
    const double cse3 = cse0*cse2;
    const double cse4 = -cse3;
    const double cse5 = cos(q_phi_rotor);
    const double cse6 = cos(q_psi_rotor);
    const double cse7 = cse5*cse6;
    const double cse8 = 0.6617538733301699*cse7;
    const double cse9 = cos(q_theta_rotor);
    const double cse10 = sin(q_psi_rotor);
    const double cse11 = cse0*cse10;
    const double cse12 = cse11*cse9;
    const double cse13 = 0.6617538733301699*cse12;
    const double cse14 = -cse13;
    const double cse15 = cse14 + cse8;
    const double cse16 = sin(q_phi_link2);
    const double cse17 = cos(q_psi_link2);
    const double cse18 = cos(q_theta_link2);
    const double cse19 = 0.9286809290620163*cse18;
    const double cse20 = cse17*cse19;
    const double cse21 = cse16*cse20;
    const double cse22 = sin(q_psi_link2);
    const double cse23 = cos(q_phi_link2);
    const double cse24 = 0.9286809290620163*cse23;
    const double cse25 = cse22*cse24;
    const double cse26 = 0.27805633713446004*cse17;
    const double cse27 = cse23*cse26;
    const double cse28 = 0.27805633713446004*cse22;
    const double cse29 = cse18*cse28;
    const double cse30 = cse16*cse29;
    const double cse31 = sin(q_theta_link2);
    const double cse32 = 0.245431060332383*cse31;
    const double cse33 = cse16*cse32;
    const double cse34 = -cse21 - cse25 + cse27 - cse30 + cse33;
    const double cse35 = cse0*cse6;
    const double cse36 = 0.6617538733301699*cse35;
    const double cse37 = cse2*cse5;
    const double cse38 = cse10*cse5;
    const double cse39 = cse38*cse9;
    const double cse40 = 0.6617538733301699*cse39;
    const double cse41 = cse37 + cse40;
    const double cse42 = cse36 + cse41;
    const double cse43 = cse20*cse23;
    const double cse44 = cse23*cse29;
    const double cse45 = 0.9286809290620163*cse16;
    const double cse46 = cse22*cse45;
    const double cse47 = cse23*cse32;
    const double cse48 = cse16*cse26;
    const double cse49 = cse43 + cse44 - cse46 - cse47 + cse48;
    const double cse50 = 3.141592653589793*t;
    const double cse51 = cos(cse50);
    const double cse52 = cse7*cse9;
    const double cse53 = cse51*(-cse11 + cse52);
    const double cse54 = 2*cse7;
    const double cse55 = cse54*cse9;
    const double cse56 = 2*cse11;
    const double cse57 = cse35*cse9;
    const double cse58 = 2*cse57;
    const double cse59 = 2*cse38;
    const double cse60 = lam_0*(-cse38 - cse57) + lam_1*(cse12 - cse7) + lam_13*(-cse58 - cse59) + lam_14*(cse55 - cse56);
    const double cse61 = 0.7497211555855399*cse9;
    const double cse62 = cse5*cse61;
    const double cse63 = 0.6617538733301699*cse38;
    const double cse64 = cse1*cse63;
    const double cse65 = 0.6617538733301699*cse11;
    const double cse66 = cse0*cse61 - cse1*cse65;
    const double cse67 = cse1*lam_13;
    const double cse68 = cse1*lam_1;
    const double cse69 = 2*cse35;
    const double cse70 = cse1*lam_14;
    const double cse71 = cse51*lam_17;
    const double cse72 = cse1*lam_0;
    const double cse73 = -cse1*cse35*cse71 + cse38*cse68 - cse54*cse67 - cse69*cse70 - cse7*cse72 + lam_16*(cse34*(cse62 - cse64) + cse49*cse66);
    const double cse74 = 0.6617538733301699*cse52;
    const double cse75 = 0.6617538733301699*cse57 + cse63;
    const double cse76 = -cse12 + cse7;
    const double cse77 = cse71*cse76 + lam_0*(-cse35 - cse39) + lam_1*(cse11 - cse52) + lam_13*(-cse59*cse9 - cse69) + lam_14*(cse54 - cse56*cse9) + lam_16*(cse34*(-cse65 + cse74) + cse49*cse75);
    const double cse78 = -cse43 - cse44;
    const double cse79 = cse47 + cse78;
    const double cse80 = cse46 - cse48;
    const double cse81 = cse79 + cse80;
    const double cse82 = cse13 + cse3 - cse8;
    const double cse83 = lam_16*(cse34*cse82 + cse42*cse81);
    const double cse84 = 0.245431060332383*cse18;
    const double cse85 = cse28*cse31;
    const double cse86 = 0.9286809290620163*cse31;
    const double cse87 = cse17*cse86;
    const double cse88 = cse16*cse84 + cse16*cse85 + cse16*cse87;
    const double cse89 = cse23*cse84;
    const double cse90 = cse23*cse85;
    const double cse91 = cse23*cse87;
    const double cse92 = -cse89 - cse90 - cse91;
    const double cse93 = lam_16*(cse42*cse88 + cse82*cse92);
    const double cse94 = cse18*cse26;
    const double cse95 = cse19*cse22;
    const double cse96 = -cse16*cse94 + cse16*cse95 - cse17*cse24 - cse23*cse28;
    const double cse97 = cse16*cse28;
    const double cse98 = cse17*cse45;
    const double cse99 = cse23*cse94;
    const double cse100 = cse23*cse95;
    const double cse101 = -cse100 - cse97 - cse98 + cse99;
    const double cse102 = lam_16*(cse101*cse82 + cse42*cse96);
    const double cse103 = sin(cse50);
    const double cse104 = cse1*cse6;
    const double cse105 = cse103*cse104;
    const double cse106 = 2*lam_15;
    const double cse107 = cse104*cse106;
    const double cse108 = 0.6617538733301699*cse10;
    const double cse109 = cse1*cse108;
    const double cse110 = cse84 + cse85 + cse87;
    const double cse111 = cse10*cse9;
    const double cse112 = cse106*cse111 + cse11*cse72 + cse35*cse68 + cse56*cse67 - cse59*cse70 + lam_16*(-cse1*cse34*cse36 + cse1*cse49*cse8 - 0.6617538733301699*cse110*cse6*cse9) + lam_17*(-cse1*cse38*cse51 + cse103*cse111);
    const double cse113 = -cse62 + cse64;
    const double cse114 = lam_16*(cse113*cse34 + cse66*cse81);
    const double cse115 = -cse108*cse9 - cse2;
    const double cse116 = cse20 + cse29 - cse32;
    const double cse117 = lam_16*(cse113*cse92 + cse115*cse116 + cse66*cse88);
    const double cse118 = cse26*cse31;
    const double cse119 = cse22*cse86;
    const double cse120 = cse118 - cse119;
    const double cse121 = lam_16*(cse101*cse113 + cse115*cse120 + cse66*cse96);
    const double cse122 = cse65 - cse74;
    const double cse123 = lam_16*(cse122*cse34 + cse75*cse81);
    const double cse124 = 0.6617538733301699*cse104;
    const double cse125 = lam_16*(-cse116*cse124 + cse122*cse92 + cse75*cse88);
    const double cse126 = lam_16*(cse101*cse122 - cse120*cse124 + cse75*cse96);
    const double cse127 = cse3 - 0.6617538733301699*cse76;
    const double cse128 = cse21 + cse30;
    const double cse129 = cse128 - cse33;
    const double cse130 = cse25 - cse27;
    const double cse131 = -0.6617538733301699*cse35 - cse37 - 0.6617538733301699*cse39;
    const double cse132 = 3.7455577219516045*cse31;
    const double cse133 = cse132*cse23;
    const double cse134 = 2.2623654365575128*cse17;
    const double cse135 = cse134*cse23;
    const double cse136 = cse135*cse18;
    const double cse137 = 4.24999999799984*cse23;
    const double cse138 = cse137*cse22;
    const double cse139 = cse138*cse18;
    const double cse140 = cse136 - cse139;
    const double cse141 = cse133 + cse140;
    const double cse142 = 4.24999999799984*cse16;
    const double cse143 = cse142*cse17;
    const double cse144 = 2.2623654365575128*cse22;
    const double cse145 = cse144*cse16;
    const double cse146 = -cse143 - cse145;
    const double cse147 = cse132*cse16;
    const double cse148 = cse134*cse16;
    const double cse149 = cse148*cse18;
    const double cse150 = cse142*cse22;
    const double cse151 = cse150*cse18;
    const double cse152 = -cse149 + cse151;
    const double cse153 = -cse147 + cse152;
    const double cse154 = cse137*cse17;
    const double cse155 = cse144*cse23;
    const double cse156 = -cse154 - cse155;
    const double cse157 = -cse136 + cse139;
    const double cse158 = -cse133 + cse157;
    const double cse159 = cse143 + cse145;
    const double cse160 = cse149 - cse151;
    const double cse161 = cse147 + cse160;
    const double cse162 = cse154 + cse155;
    const double cse163 = cse134*cse31;
    const double cse164 = cse163*cse23;
    const double cse165 = cse138*cse31;
    const double cse166 = 3.7455577219516045*cse18;
    const double cse167 = cse166*cse23;
    const double cse168 = cse16*cse163;
    const double cse169 = cse150*cse31;
    const double cse170 = cse16*cse166;
    const double cse171 = lam_10*(cse164 - cse165 - cse167) + lam_11*(cse168 - cse169 - cse170) + lam_13*(-cse164 + cse165 + cse167) + lam_14*(-cse168 + cse169 + cse170) + lam_16*(cse127*(cse89 + cse90 + cse91) + cse131*cse88);
    const double cse172 = cse144*cse18;
    const double cse173 = cse16*cse172;
    const double cse174 = cse143*cse18;
    const double cse175 = cse155*cse18;
    const double cse176 = cse154*cse18;
    const double cse177 = lam_10*(cse148 - cse150 + cse175 + cse176) + lam_11*(-cse135 + cse138 + cse173 + cse174) + lam_13*(-cse148 + cse150 - cse175 - cse176) + lam_14*(cse135 - cse138 - cse173 - cse174) + lam_16*(cse127*(cse100 + cse97 + cse98 - cse99) + cse131*cse96);
    const double cse178 = -cse109 + cse61;
    const double cse179 = -cse85 - cse87;
    const double cse180 = 4.24999999799984*cse22*cse31;
    const double cse181 = cse163 - cse180;
    const double cse182 = -cse163 + cse180;
    const double cse183 = 4.24999999799984*cse17*cse18;
    const double cse184 = cse155*cse31;
    const double cse185 = cse154*cse31;
    const double cse186 = cse145*cse31;
    const double cse187 = cse143*cse31;
    const double cse188 = lam_10*(-cse186 - cse187) + lam_11*(cse184 + cse185) + lam_12*(-cse172 - cse183) + lam_13*(cse186 + cse187) + lam_14*(-cse184 - cse185) + lam_15*(cse172 + cse183) + lam_16*(cse127*(cse118*cse16 - cse119*cse16) + cse131*(-cse118*cse23 + cse119*cse23) + cse178*(cse94 - cse95));
    const double cse189 = cos(q_phi_link3);
    const double cse190 = sin(q_theta_link3);
    const double cse191 = cse189*cse190;
    const double cse192 = 1.7542555987262378*cse191;
    const double cse193 = cos(q_theta_link3);
    const double cse194 = cos(q_psi_link3);
    const double cse195 = cse189*cse194;
    const double cse196 = 3.2576966240486005*cse195;
    const double cse197 = cse193*cse196;
    const double cse198 = sin(q_phi_link3);
    const double cse199 = sin(q_psi_link3);
    const double cse200 = cse198*cse199;
    const double cse201 = 3.2576966240486005*cse200;
    const double cse202 = cse197 - cse201;
    const double cse203 = 3.2576966240486005*cse199;
    const double cse204 = cse189*cse203;
    const double cse205 = -cse204;
    const double cse206 = 3.2576966240486005*cse194;
    const double cse207 = cse193*cse198;
    const double cse208 = cse206*cse207;
    const double cse209 = -cse208;
    const double cse210 = cse190*cse198;
    const double cse211 = 1.7542555987262378*cse210;
    const double cse212 = cse209 - cse211;
    const double cse213 = -cse192;
    const double cse214 = -cse197;
    const double cse215 = cse201 + cse214;
    const double cse216 = cse208 + cse211;
    const double cse217 = 0.8804585470401622*cse198;
    const double cse218 = -cse199*cse217;
    const double cse219 = 0.4741231347908751*cse191;
    const double cse220 = 0.8804585470401622*cse195;
    const double cse221 = cse193*cse220;
    const double cse222 = cse219 + cse221;
    const double cse223 = 0.4741231347908751*cse200;
    const double cse224 = 0.8804585470401622*cse191;
    const double cse225 = 0.4741231347908751*cse195;
    const double cse226 = -cse193*cse225;
    const double cse227 = cse224 + cse226;
    const double cse228 = cse190*cse206;
    const double cse229 = cse198*cse228;
    const double cse230 = 1.7542555987262378*cse193;
    const double cse231 = cse198*cse230;
    const double cse232 = cse191*cse206;
    const double cse233 = cse189*cse230;
    const double cse234 = cse193*cse217;
    const double cse235 = lam_10*(-cse232 + cse233) + lam_11*(-cse229 + cse231) + lam_5*(0.4741231347908751*cse194*cse210 + cse234) + lam_6*(-cse190*cse194*cse217 + 0.4741231347908751*cse207) + lam_7*(cse232 - cse233) + lam_8*(cse229 - cse231);
    const double cse236 = cse193*cse201;
    const double cse237 = cse193*cse204;
    const double cse238 = cse198*cse206;
    const double cse239 = lam_10*(-cse237 - cse238) + lam_11*(cse196 - cse236) + lam_5*(cse193*cse223 - cse225) + lam_6*(-cse199*cse234 + cse220) + lam_7*(cse237 + cse238) + lam_8*(-cse196 + cse236);
    const double cse240 = cse193*cse203;
    const double cse241 = cse191*cse203;
    const double cse242 = cse190*cse201;
    const double cse243 = cse199*cse219*lam_5 - cse199*cse224*lam_6 + cse240*lam_12 - cse240*lam_9 - cse241*lam_11 + cse241*lam_8 + cse242*lam_10 - cse242*lam_7;

    memset(out, 0, sizeof(double) * 324);
    out[57] = cse53*lam_17 + cse60 + lam_16*(cse34*(cse15 + cse4) + cse42*cse49);  /* [3, 3] */
    out[58] = cse73;  /* [3, 4] */
    out[59] = cse77;  /* [3, 5] */
    out[63] = cse83;  /* [3, 9] */
    out[64] = cse93;  /* [3, 10] */
    out[65] = cse102;  /* [3, 11] */
    out[75] = cse73;  /* [4, 3] */
    out[76] = cse107 + cse12*lam_1 + cse55*lam_14 - cse57*lam_0 - cse58*lam_13 + lam_16*(cse110*(cse109 - cse61) + cse34*(cse14 + cse4) + cse41*cse49) + lam_17*(cse105 + cse51*cse52);  /* [4, 4] */
    out[77] = cse112;  /* [4, 5] */
    out[81] = cse114;  /* [4, 9] */
    out[82] = cse117;  /* [4, 10] */
    out[83] = cse121;  /* [4, 11] */
    out[93] = cse77;  /* [5, 3] */
    out[94] = cse112;  /* [5, 4] */
    out[95] = cse107 + cse60 + lam_16*(cse109*cse110 + cse15*cse34 + cse49*(cse36 + cse40)) + lam_17*(cse105 + cse53);  /* [5, 5] */
    out[99] = cse123;  /* [5, 9] */
    out[100] = cse125;  /* [5, 10] */
    out[101] = cse126;  /* [5, 11] */
    out[165] = cse83;  /* [9, 3] */
    out[166] = cse114;  /* [9, 4] */
    out[167] = cse123;  /* [9, 5] */
    out[171] = lam_10*(cse161 + cse162) + lam_11*(cse158 + cse159) + lam_13*(cse153 + cse156) + lam_14*(cse141 + cse146) + lam_16*(cse127*(cse129 + cse130) + cse131*cse81);  /* [9, 9] */
    out[172] = cse171;  /* [9, 10] */
    out[173] = cse177;  /* [9, 11] */
    out[183] = cse93;  /* [10, 3] */
    out[184] = cse117;  /* [10, 4] */
    out[185] = cse125;  /* [10, 5] */
    out[189] = cse171;  /* [10, 9] */
    out[190] = cse141*lam_14 + cse153*lam_13 + cse158*lam_11 + cse161*lam_10 + lam_12*(cse166 + cse182) + lam_15*(-cse166 + cse181) + lam_16*(cse127*cse129 + cse131*cse79 + cse178*(cse179 - cse84));  /* [10, 10] */
    out[191] = cse188;  /* [10, 11] */
    out[201] = cse102;  /* [11, 3] */
    out[202] = cse121;  /* [11, 4] */
    out[203] = cse126;  /* [11, 5] */
    out[207] = cse177;  /* [11, 9] */
    out[208] = cse188;  /* [11, 10] */
    out[209] = cse181*lam_15 + cse182*lam_12 + lam_10*(cse160 + cse162) + lam_11*(cse157 + cse159) + lam_13*(cse152 + cse156) + lam_14*(cse140 + cse146) + lam_16*(cse127*(cse128 + cse130) + cse131*(cse78 + cse80) + cse178*cse179);  /* [11, 11] */
    out[285] = lam_10*(cse205 + cse212) + lam_11*(cse192 + cse202) + lam_5*(cse223 + cse227) + lam_6*(cse218 + cse222) + lam_7*(cse204 + cse216) + lam_8*(cse213 + cse215);  /* [15, 15] */
    out[286] = cse235;  /* [15, 16] */
    out[287] = cse239;  /* [15, 17] */
    out[303] = cse235;  /* [16, 15] */
    out[304] = cse212*lam_10 + cse216*lam_7 + cse222*lam_6 + cse227*lam_5 + lam_11*(cse192 + cse197) + lam_12*(cse228 - cse230) + lam_8*(cse213 + cse214) + lam_9*(-cse228 + cse230);  /* [16, 16] */
    out[305] = cse243;  /* [16, 17] */
    out[321] = cse239;  /* [17, 15] */
    out[322] = cse243;  /* [17, 16] */
    out[323] = cse202*lam_11 + cse215*lam_8 + cse228*lam_12 - cse228*lam_9 + lam_10*(cse205 + cse209) + lam_5*(cse223 + cse226) + lam_6*(cse218 + cse221) + lam_7*(cse204 + cse208);  /* [17, 17] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 1 row-major, 36 nonzero.
 * 996 operations after common subexpression elimination.
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
    const double cse8 = 3.141592653589793*t;
    const double cse9 = cos(cse8);
    const double cse10 = cse1*cse6;
    const double cse11 = cse2*cse5;
    const double cse12 = cse0*cse11;
    const double cse13 = cse10 + cse12;
    const double cse14 = cse0*cse10;
    const double cse15 = cse2*v_thetad_rotor;
    const double cse16 = 4.0*cse15;
    const double cse17 = cse0*v_phid_rotor;
    const double cse18 = 4.0*v_psid_rotor;
    const double cse19 = sin(q_theta_rotor);
    const double cse20 = cse19*cse6;
    const double cse21 = cse20*v_phid_rotor;
    const double cse22 = cse15 + cse21;
    const double cse23 = 2.0*v_psid_rotor;
    const double cse24 = -cse15*cse18 + cse16*cse17 - cse18*cse21 + cse22*(2.0*cse17 + cse23);
    const double cse25 = cse19*cse2;
    const double cse26 = cse6*v_thetad_rotor;
    const double cse27 = 2.0*cse26;
    const double cse28 = cse25*v_phid_rotor;
    const double cse29 = cse26 - cse28;
    const double cse30 = -cse17*cse27 + cse23*cse26 - cse23*cse28 + cse29*(-4.0*cse17 - cse18);
    const double cse31 = cse22*(-cse27 + 2.0*cse28) + cse29*(cse16 + 4.0*cse21);
    const double cse32 = 2*cse7;
    const double cse33 = 2*cse10;
    const double cse34 = 2*cse11;
    const double cse35 = cos(q_theta_link2);
    const double cse36 = cos(q_psi_link2);
    const double cse37 = cos(q_phi_link2);
    const double cse38 = cse36*cse37;
    const double cse39 = 0.9286809290620163*cse38;
    const double cse40 = cse35*cse39;
    const double cse41 = sin(q_psi_link2);
    const double cse42 = 0.27805633713446004*cse41;
    const double cse43 = cse35*cse42;
    const double cse44 = cse37*cse43;
    const double cse45 = sin(q_phi_link2);
    const double cse46 = 0.9286809290620163*cse41;
    const double cse47 = cse45*cse46;
    const double cse48 = sin(q_theta_link2);
    const double cse49 = 0.245431060332383*cse48;
    const double cse50 = cse37*cse49;
    const double cse51 = 0.27805633713446004*cse36;
    const double cse52 = cse45*cse51;
    const double cse53 = cse40 + cse44 - cse47 - cse50 + cse52;
    const double cse54 = cse0*cse7;
    const double cse55 = 0.7497211555855399*cse19;
    const double cse56 = cse5*cse55;
    const double cse57 = cse1*cse55;
    const double cse58 = 0.9286809290620163*cse36;
    const double cse59 = cse45*cse58;
    const double cse60 = cse37*cse46;
    const double cse61 = cse37*cse51;
    const double cse62 = -cse35*cse59 - cse43*cse45 + cse45*cse49 - cse60 + cse61;
    const double cse63 = 2.0*cse25*cse6;
    const double cse64 = (cse2*cse2);
    const double cse65 = (cse19*cse19);
    const double cse66 = (cse6*cse6);
    const double cse67 = 2*cse3;
    const double cse68 = cse36*cse48;
    const double cse69 = 0.9286809290620163*cse68;
    const double cse70 = cse41*cse48;
    const double cse71 = 0.27805633713446004*cse70;
    const double cse72 = 0.245431060332383*cse35;
    const double cse73 = cse69 + cse71 + cse72;
    const double cse74 = 0.6617538733301699*cse6;
    const double cse75 = 0.6617538733301699*cse10;
    const double cse76 = 0.7497211555855399*cse0;
    const double cse77 = 0.6617538733301699*cse7;
    const double cse78 = cse0*cse2;
    const double cse79 = 2*lam_15;
    const double cse80 = sin(cse8);
    const double cse81 = cse11 + cse14;
    const double cse82 = cse3 - cse54;
    const double cse83 = 3.7455577219516045*cse48;
    const double cse84 = cse37*cse83;
    const double cse85 = 4.24999999799984*cse41;
    const double cse86 = cse37*cse85;
    const double cse87 = cse35*cse86;
    const double cse88 = 2.2623654365575128*cse41;
    const double cse89 = cse45*cse88;
    const double cse90 = 4.24999999799984*cse45;
    const double cse91 = cse36*cse90;
    const double cse92 = 2.2623654365575128*cse38;
    const double cse93 = cse35*cse92;
    const double cse94 = cse37*cse88;
    const double cse95 = 4.24999999799984*cse38;
    const double cse96 = cse45*cse83;
    const double cse97 = cse41*cse90;
    const double cse98 = cse35*cse97;
    const double cse99 = 2.2623654365575128*cse36;
    const double cse100 = cse35*cse99;
    const double cse101 = cse100*cse45;
    const double cse102 = 0.7501572120007941*cse35 - 0.00026326970986405957*cse68 - 0.6612594709887001*cse70;
    const double cse103 = 0.003264544402314339*cse41;
    const double cse104 = cse48*v_phid_link2*v_psid_link2;
    const double cse105 = v_phid_link2*v_thetad_link2;
    const double cse106 = cse105*cse35*cse36;
    const double cse107 = 8.199617440259882*cse36;
    const double cse108 = cse35*cse41;
    const double cse109 = cse105*cse108;
    const double cse110 = v_psid_link2*v_thetad_link2;
    const double cse111 = cse110*cse36;
    const double cse112 = cse110*cse41;
    const double cse113 = cse105*cse48;
    const double cse114 = 0.6967213111475148*cse36;
    const double cse115 = 0.3708795797635267*cse41;
    const double cse116 = cse114 + cse115;
    const double cse117 = cse116*v_thetad_link2;
    const double cse118 = 0.6140258560576402*cse35 - 0.3708795797635267*cse68 + 0.6967213111475148*cse70;
    const double cse119 = cse118*v_phid_link2;
    const double cse120 = cse117 + cse119 + 0.6140258560576402*v_psid_link2;
    const double cse121 = -cse46 + cse51;
    const double cse122 = cse121*v_thetad_link2;
    const double cse123 = cse73*v_phid_link2;
    const double cse124 = cse120*(0.01*cse122 + 0.01*cse123 + 0.00245431060332383*v_psid_link2);
    const double cse125 = -cse103*cse104 + cse104*cse107 + 0.003264544402314339*cse106 + 8.199617440259882*cse109 - 0.003264544402314339*cse111 - 8.199617440259882*cse112 + 9.301949428809847*cse113 + cse124;
    const double cse126 = 0.0037087957976352673*cse41;
    const double cse127 = 0.0069672131114751484*cse36;
    const double cse128 = -0.6612594709887001*cse36 + 0.00026326970986405957*cse41;
    const double cse129 = cse128*v_thetad_link2;
    const double cse130 = cse102*v_phid_link2;
    const double cse131 = cse129 + cse130 + 0.7501572120007941*v_psid_link2;
    const double cse132 = cse131*(-12.4*cse122 - 12.4*cse123 - 3.043345148121549*v_psid_link2);
    const double cse133 = -cse104*cse126 - cse104*cse127 + 0.0037087957976352673*cse106 - 0.0069672131114751484*cse109 - 0.0037087957976352673*cse111 + 0.0069672131114751484*cse112 + 0.006140258560576401*cse113 + cse132;
    const double cse134 = cse131*(12.4*cse117 + 12.4*cse119 + 7.613920615114738*v_psid_link2);
    const double cse135 = cse120*(-0.01*cse129 - 0.01*cse130 - 0.007501572120007941*v_psid_link2);
    const double cse136 = cse134 + cse135;
    const double cse137 = -cse57 - 0.6617538733301699*cse81;
    const double cse138 = cse56 - 0.6617538733301699*cse82;
    const double cse139 = 9.301949428809847*cse35 - 0.003264544402314339*cse68 - 8.199617440259882*cse70;
    const double cse140 = 0.006140258560576401*cse35 - 0.0037087957976352673*cse68 + 0.0069672131114751484*cse70;
    const double cse141 = 6.981694727207446*cse35;
    const double cse142 = 3.7455577219516045*cse35;
    const double cse143 = cse142*cse45;
    const double cse144 = cse70*cse90;
    const double cse145 = 2.2623654365575128*cse45*cse68;
    const double cse146 = cse142*cse37;
    const double cse147 = 4.24999999799984*cse37*cse70;
    const double cse148 = cse48*cse92;
    const double cse149 = cse35*cse85;
    const double cse150 = -cse19*cse74 + cse76;
    const double cse151 = 6.146724109463332*cse36;
    const double cse152 = 0.004726218041878897*cse41;
    const double cse153 = cse103 - cse107;
    const double cse154 = cse126 + cse127;
    const double cse155 = cse35*cse91;
    const double cse156 = cse35*cse89;
    const double cse157 = 4.24999999799984*cse68;
    const double cse158 = 2.2623654365575128*cse70;
    const double cse159 = cse45*cse99;
    const double cse160 = cse35*cse95;
    const double cse161 = cse35*cse94;
    const double cse162 = sin(q_theta_link3);
    const double cse163 = cos(q_psi_link3);
    const double cse164 = cse162*cse163;
    const double cse165 = 0.8804585470401622*cse164;
    const double cse166 = cos(q_theta_link3);
    const double cse167 = 0.4741231347908751*cse166;
    const double cse168 = -cse165 + cse167;
    const double cse169 = 0.008804585470401622*v_psid_link3;
    const double cse170 = sin(q_psi_link3);
    const double cse171 = cse162*v_phid_link3;
    const double cse172 = cse170*cse171;
    const double cse173 = cse163*v_thetad_link3;
    const double cse174 = cse166*v_phid_link3;
    const double cse175 = cse171*v_thetad_link3;
    const double cse176 = 0.4741231347908751*cse162;
    const double cse177 = 0.8804585470401622*cse166;
    const double cse178 = cse163*cse176 + cse177;
    const double cse179 = cse178*v_phid_link3;
    const double cse180 = cse170*v_thetad_link3;
    const double cse181 = -1.0*cse172 - 1.0*cse173;
    const double cse182 = cse181*(-4.54*cse179 + 2.1525190319505727*cse180 - 3.9972818035623368*v_psid_link3);
    const double cse183 = -cse169*cse172 - cse169*cse173 + 0.008804585470401622*cse173*cse174 + 0.004741231347908751*cse175 + cse182;
    const double cse184 = 4.54*cse164;
    const double cse185 = 4.54*cse180;
    const double cse186 = 0.8804585470401622*cse170;
    const double cse187 = cse168*v_phid_link3;
    const double cse188 = cse186*v_thetad_link3 + cse187 + 0.4741231347908751*v_psid_link3;
    const double cse189 = 1.0*cse174*cse185 + 1.0*cse184*v_phid_link3*v_psid_link3 - 1.0*cse185*v_psid_link3 + 1.0*cse188*(cse169 + 0.01*cse179 - 0.004741231347908751*cse180);
    const double cse190 = cse162*cse170;
    const double cse191 = cse181*(3.9972818035623368*cse180 + 4.54*cse187 + 2.1525190319505727*v_psid_link3);
    const double cse192 = cse188*(0.01*cse172 + 0.01*cse173);
    const double cse193 = cse191 + cse192;
    const double cse194 = sin(q_phi_link3);
    const double cse195 = cse163*cse194;
    const double cse196 = cos(q_phi_link3);
    const double cse197 = cse170*cse196;
    const double cse198 = 0.8804585470401622*cse162;
    const double cse199 = cse176*cse194 + cse177*cse195 + cse186*cse196;
    const double cse200 = 3.2576966240486005*cse194;
    const double cse201 = cse170*cse200;
    const double cse202 = 1.7542555987262378*cse162;
    const double cse203 = cse196*cse202;
    const double cse204 = 3.2576966240486005*cse163;
    const double cse205 = cse166*cse204;
    const double cse206 = cse196*cse205;
    const double cse207 = 3.2576966240486005*cse197;
    const double cse208 = cse194*cse202;
    const double cse209 = 3.2576966240486005*cse195;
    const double cse210 = cse166*cse209;
    const double cse211 = 0.002247927469439263*cse166;
    const double cse212 = cse170*cse184;
    const double cse213 = -0.008804585470401622*cse164 + 0.004741231347908751*cse166;
    const double cse214 = (cse170*cse170);
    const double cse215 = 1.7542555987262378*cse166;
    const double cse216 = cse194*cse215;
    const double cse217 = cse164*cse200;
    const double cse218 = cse196*cse215;
    const double cse219 = 3.2576966240486005*cse164*cse196;
    const double cse220 = 0.004174457663761009*cse170;
    const double cse221 = cse176*cse196;
    const double cse222 = cse177*cse196;
    const double cse223 = cse167*cse196;
    const double cse224 = 0.4741231347908751*cse194;
    const double cse225 = cse166*cse207;
    const double cse226 = cse196*cse204;
    const double cse227 = cse166*cse201;
    const double cse228 = 0.004174457663761009*cse173;
    const double cse229 = 3.2576966240486005*cse190;
    const double cse230 = (1.0/(h*h));
    const double cse231 = -cse163*cse222 + cse186*cse194 - cse221;
    const double cse232 = 3.7*cse199;
    const double cse233 = -q_r_link3_x;
    const double cse234 = 3.7*cse231;
    const double cse235 = -q_r_link3_y;
    const double cse236 = 3.7*cse168;
    const double cse237 = -q_r_link3_z;
    const double cse238 = 0.3708795797635267*cse35;
    const double cse239 = 0.6967213111475148*cse108;
    const double cse240 = 0.6140258560576402*cse48;
    const double cse241 = 6.1*cse114*cse37 + 6.1*cse115*cse37 + 6.1*cse238*cse36*cse45 - 6.1*cse239*cse45 + 6.1*cse240*cse45;
    const double cse242 = 6.1*cse114*cse45 + 6.1*cse115*cse45 - 6.1*cse238*cse38 + 6.1*cse239*cse37 - 6.1*cse240*cse37;
    const double cse243 = 6.1*cse118;
    const double cse244 = -cse4 + cse7;

    out[0] = 2.0*a_0 - lam_13 - lam_2;  /* [0, 0] */
    out[1] = 2.0*a_1 - lam_14 - lam_3;  /* [1, 0] */
    out[2] = 2.0*a_2 - lam_15 - lam_4 + 19.62;  /* [2, 0] */
    out[3] = a_3*(4.0*cse64*cse65 + 2.0*cse65*cse66) - a_4*cse63 - cse0*cse31 + cse13*cse9*lam_17 - cse20*cse30 + cse24*cse25 + lam_0*(cse4 - cse7) + lam_1*(-cse11 - cse14) + lam_13*(-cse32 + 2*cse4) + lam_14*(cse0*cse34 + cse33) + lam_16*(cse53*(-0.6617538733301699*cse3 + 0.6617538733301699*cse54 + cse56) + cse62*(0.6617538733301699*cse11 + 0.6617538733301699*cse14 + cse57));  /* [3, 0] */
    out[4] = -a_3*cse63 + a_4*(2.0*cse64 + 4.0*cse66) - cse11*cse19*lam_0 - cse19*cse34*lam_13 + cse19*cse67*lam_14 + cse19*cse7*lam_1 - cse2*cse30 - cse24*cse6 - cse78*cse79 + lam_16*(cse53*(-cse1*cse76 + cse19*cse75) + cse62*(-cse19*cse77 + cse5*cse76) + cse73*(-cse0*cse74 - cse55)) + lam_17*(cse19*cse3*cse9 - cse78*cse80);  /* [4, 0] */
    out[5] = cse20*cse79 - cse31 + cse82*lam_0 + lam_1*(-cse10 - cse12) + lam_13*(-cse0*cse32 + cse67) + lam_14*(cse0*cse33 + cse34) + lam_16*(-0.6617538733301699*cse25*cse73 + cse53*(-0.6617538733301699*cse4 + cse77) + cse62*(0.6617538733301699*cse12 + cse75)) + lam_17*(cse20*cse80 + cse81*cse9);  /* [5, 0] */
    out[6] = 1.0*a_6 + lam_10 + lam_13;  /* [6, 0] */
    out[7] = 1.0*a_7 + lam_11 + lam_14;  /* [7, 0] */
    out[8] = 1.0*a_8 + lam_12 + lam_15 + 9.81;  /* [8, 0] */
    out[9] = a_10*(cse116*cse140 + cse128*cse139) + a_11*(cse141 - 0.004726218041878897*cse68 - 6.146724109463332*cse70) + a_9*(cse102*cse139 + cse118*cse140) - cse102*cse125 - cse118*cse133 - cse136*cse73 + lam_10*(-cse84 + cse87 + cse89 + cse91 - cse93) + lam_11*(-cse101 - cse94 - cse95 - cse96 + cse98) + lam_13*(cse84 - cse87 - cse89 - cse91 + cse93) + lam_14*(cse101 + cse94 + cse95 + cse96 - cse98) + lam_16*(cse137*cse62 + cse138*(-cse40 - cse44 + cse47 + cse50 - cse52));  /* [9, 0] */
    out[10] = a_10*(cse116*cse154 + cse128*cse153) + a_11*(-cse151 + cse152) + a_9*(cse102*cse153 + cse118*cse154) - cse116*cse133 - cse121*cse136 - cse125*cse128 + lam_10*(-cse143 - cse144 + cse145) + lam_11*(cse146 + cse147 - cse148) + lam_12*(cse100 - cse149 + cse83) + lam_13*(cse143 + cse144 - cse145) + lam_14*(-cse146 - cse147 + cse148) + lam_15*(-cse100 + cse149 - cse83) + lam_16*(cse137*(-cse37*cse71 - cse37*cse72 - cse39*cse48) + cse138*(cse45*cse69 + cse45*cse71 + cse45*cse72) + cse150*(cse35*cse58 + cse43 - cse49));  /* [10, 0] */
    out[11] = a_10*(-6.146724109463331*cse36 + 0.004726218041878896*cse41) + 6.981694727207446*a_11 + a_9*(cse141 - 0.004726218041878896*cse68 - 6.146724109463331*cse70) - cse104*cse151 + cse104*cse152 - 0.004726218041878897*cse106 - 6.146724109463332*cse109 + 0.004726218041878897*cse111 + 6.146724109463332*cse112 - 6.981694727207446*cse113 - 0.7501572120007941*cse124 - 0.6140258560576402*cse132 - 0.245431060332383*cse134 - 0.245431060332383*cse135 + lam_10*(cse155 + cse156 + cse86 - cse92) + lam_11*(-cse159 - cse160 - cse161 + cse97) + lam_12*(-cse157 - cse158) + lam_13*(-cse155 - cse156 - cse86 + cse92) + lam_14*(cse159 + cse160 + cse161 - cse97) + lam_15*(cse157 + cse158) + lam_16*(cse137*(-cse35*cse60 + cse35*cse61 - cse42*cse45 - cse59) + cse138*(cse35*cse47 - cse35*cse52 - cse37*cse42 - cse39) + cse150*(-cse46*cse48 + cse48*cse51));  /* [11, 0] */
    out[12] = 1.0*a_12 - lam_10 - lam_7;  /* [12, 0] */
    out[13] = 1.0*a_13 - lam_11 - lam_8;  /* [13, 0] */
    out[14] = 1.0*a_14 - lam_12 - lam_9 + 9.81;  /* [14, 0] */
    out[15] = a_15*(4.54*(cse162*cse162)*cse214 + cse168*cse213) + a_16*(cse186*cse213 + cse212) + a_17*(-0.004174457663761009*cse164 + cse211) - cse168*cse183 - cse178*cse193 + cse189*cse190 + cse199*lam_6 + lam_10*(-cse201 + cse203 + cse206) + lam_11*(cse207 + cse208 + cse210) + lam_5*(-cse167*cse195 + cse194*cse198 - 0.4741231347908751*cse197) + lam_7*(cse201 - cse203 - cse206) + lam_8*(-cse207 - cse208 - cse210);  /* [15, 0] */
    out[16] = a_15*(0.008804585470401622*cse168*cse170 + cse212) + a_16*(4.54*(cse163*cse163) + 0.007752072530560736*cse214) + a_17*cse220 + cse163*cse189 + 0.4741231347908751*cse170*cse193 - cse183*cse186 + lam_10*(cse216 - cse217) + lam_11*(-cse218 + cse219) + lam_12*(-cse202 - cse205) + lam_5*(-cse163*cse221 - cse222) + lam_6*(cse165*cse196 - cse223) + lam_7*(-cse216 + cse217) + lam_8*(cse218 - cse219) + lam_9*(cse202 + cse205);  /* [16, 0] */
    out[17] = a_15*(-0.004174457663761008*cse164 + cse211) + 0.004174457663761008*a_16*cse170 + 0.002247927469439263*a_17 + cse171*cse220*v_psid_link3 - cse174*cse228 - 0.002247927469439263*cse175 - 0.4741231347908751*cse182 - 0.8804585470401622*cse191 - 0.8804585470401622*cse192 + cse228*v_psid_link3 + cse229*lam_12 - cse229*lam_9 + lam_10*(cse226 - cse227) + lam_11*(cse209 + cse225) + lam_5*(-cse163*cse224 - cse170*cse223) + lam_6*(cse177*cse197 + 0.8804585470401622*cse195) + lam_7*(-cse226 + cse227) + lam_8*(-cse209 - cse225);  /* [17, 0] */
    out[18] = cse13*cse230;  /* [18, 0] */
    out[19] = cse230*cse82;  /* [19, 0] */
    out[20] = -cse230*q_r_rotor_x;  /* [20, 0] */
    out[21] = -cse230*q_r_rotor_y;  /* [21, 0] */
    out[22] = -cse230*q_r_rotor_z;  /* [22, 0] */
    out[23] = cse230*(cse163*cse223 - cse170*cse224 - cse196*cse198);  /* [23, 0] */
    out[24] = cse230*cse231;  /* [24, 0] */
    out[25] = cse230*(-cse232 + cse233 - 4);  /* [25, 0] */
    out[26] = cse230*(-cse234 + cse235 - 8.5);  /* [26, 0] */
    out[27] = cse230*(-cse236 + cse237);  /* [27, 0] */
    out[28] = cse230*(cse232 + cse233 - cse241 + q_r_link2_x);  /* [28, 0] */
    out[29] = cse230*(cse234 + cse235 - cse242 + q_r_link2_y);  /* [29, 0] */
    out[30] = cse230*(cse236 + cse237 - cse243 + q_r_link2_z);  /* [30, 0] */
    out[31] = cse230*(2*cse13 + cse241 + q_r_link2_x - q_r_rotor_x);  /* [31, 0] */
    out[32] = cse230*(cse242 + 2*cse244 + q_r_link2_y - q_r_rotor_y);  /* [32, 0] */
    out[33] = cse230*(cse243 - 2*cse25 + q_r_link2_z - q_r_rotor_z);  /* [33, 0] */
    out[34] = cse230*(cse137*cse53 + cse138*cse62 + cse150*cse73);  /* [34, 0] */
    out[35] = cse230*(cse244*cse9 - cse25*cse80);  /* [35, 0] */
}

/* Reverse Cuthill-McKee order of index3_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_re_index3_matrix_perm[36] = {21, 20, 26, 25, 24, 23, 27, 13, 15, 12, 7, 1, 6, 0, 17, 16, 14, 29, 28, 3, 9, 32, 31, 34,
    35, 19, 18, 30, 11, 10, 5, 4, 8, 33, 2, 22};

/* index3_matrix written into the column-major band storage of its permuted matrix
 * (n = 36, kl = 13, ku = 13, ldab = 40); ab is zeroed by the caller. */
void mg_four_link_re_index3_matrix_band(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *ab)
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
    const double cse27 = 4.0*v_psid_rotor;
    const double cse28 = -4.0*cse26 - cse27;
    const double cse29 = 2.0*v_psid_rotor;
    const double cse30 = -cse14*cse28 - cse14*cse29 - cse18*cse8 - cse24*cse8;
    const double cse31 = 2.0*cse26 + cse29;
    const double cse32 = cse13*cse8 + cse21*cse8 - cse27*cse9 + cse31*cse9;
    const double cse33 = (h*h);
    const double cse34 = cos(q_phi_rotor);
    const double cse35 = cse34*cse5;
    const double cse36 = 0.6617538733301699*cse35;
    const double cse37 = sin(q_phi_rotor);
    const double cse38 = 0.7497211555855399*cse0;
    const double cse39 = cse37*cse38;
    const double cse40 = cse2*cse37;
    const double cse41 = 0.6617538733301699*cse40;
    const double cse42 = cse41*cse8;
    const double cse43 = -cse42;
    const double cse44 = -cse39 + cse43;
    const double cse45 = cos(q_theta_link2);
    const double cse46 = sin(q_phi_link2);
    const double cse47 = cos(q_psi_link2);
    const double cse48 = 0.9286809290620163*cse47;
    const double cse49 = cse46*cse48;
    const double cse50 = cse45*cse49;
    const double cse51 = cos(q_phi_link2);
    const double cse52 = sin(q_psi_link2);
    const double cse53 = 0.9286809290620163*cse52;
    const double cse54 = cse51*cse53;
    const double cse55 = 0.27805633713446004*cse47;
    const double cse56 = cse51*cse55;
    const double cse57 = 0.27805633713446004*cse52;
    const double cse58 = cse45*cse57;
    const double cse59 = cse46*cse58;
    const double cse60 = sin(q_theta_link2);
    const double cse61 = 0.245431060332383*cse60;
    const double cse62 = cse46*cse61;
    const double cse63 = -cse50 - cse54 + cse56 - cse59 + cse62;
    const double cse64 = cse37*cse5;
    const double cse65 = 0.6617538733301699*cse64;
    const double cse66 = cse34*cse38;
    const double cse67 = cse2*cse34;
    const double cse68 = cse67*cse8;
    const double cse69 = 0.6617538733301699*cse68;
    const double cse70 = cse66 + cse69;
    const double cse71 = cse65 + cse70;
    const double cse72 = cse48*cse51;
    const double cse73 = cse45*cse72;
    const double cse74 = cse51*cse58;
    const double cse75 = cse46*cse53;
    const double cse76 = cse51*cse61;
    const double cse77 = cse46*cse55;
    const double cse78 = cse73 + cse74 - cse75 - cse76 + cse77;
    const double cse79 = 3.141592653589793*t;
    const double cse80 = cos(cse79);
    const double cse81 = cse35*cse8;
    const double cse82 = -cse40 + cse81;
    const double cse83 = cse80*cse82;
    const double cse84 = 2*cse81;
    const double cse85 = -2*cse40 + cse84;
    const double cse86 = cse40*cse8;
    const double cse87 = cse64*cse8;
    const double cse88 = 2*cse87;
    const double cse89 = 2*cse67;
    const double cse90 = -cse67 - cse87;
    const double cse91 = cse85*lam_14 + cse90*lam_0 + lam_1*(-cse35 + cse86) + lam_13*(-cse88 - cse89);
    const double cse92 = 2.0*cse5;
    const double cse93 = -cse9*cse92;
    const double cse94 = -cse13*cse2 + cse19*cse5 + cse2*cse22 + cse24*cse5;
    const double cse95 = cse2*cse8;
    const double cse96 = cse95*v_phid_rotor;
    const double cse97 = cse2*cse28 + cse2*cse29 - 2.0*cse96;
    const double cse98 = cse5*cse8;
    const double cse99 = cse98*v_phid_rotor;
    const double cse100 = -cse27*cse5 + cse31*cse5 + 4.0*cse99;
    const double cse101 = 4.0*cse3;
    const double cse102 = cse0*cse8;
    const double cse103 = cse92*cse95;
    const double cse104 = -cse10*cse27 - cse11*cse27 + cse12*cse31 + cse21*cse26;
    const double cse105 = cse104*cse5;
    const double cse106 = cse0*v_phid_rotor;
    const double cse107 = -cse106*cse13 - cse106*cse21 - cse27*cse96 + cse31*cse96;
    const double cse108 = -cse15*cse29 + cse17*cse29 - cse18*cse26 + cse23*cse28;
    const double cse109 = cse108*cse2;
    const double cse110 = cse106*cse18 + cse106*cse24 - cse28*cse99 - cse29*cse99;
    const double cse111 = cse13*cse99 + cse19*cse96 - cse22*cse99 + cse24*cse96;
    const double cse112 = cse0*cse64;
    const double cse113 = cse80*lam_17;
    const double cse114 = 0.7497211555855399*cse8;
    const double cse115 = cse114*cse34;
    const double cse116 = 0.6617538733301699*cse67;
    const double cse117 = cse0*cse116;
    const double cse118 = -cse0*cse41 + cse114*cse37;
    const double cse119 = 2*cse35;
    const double cse120 = cse0*cse119;
    const double cse121 = cse0*cse67;
    const double cse122 = 2*cse112;
    const double cse123 = cse0*cse35;
    const double cse124 = -cse112*cse113 - cse120*lam_13 + cse121*lam_1 - cse122*lam_14 - cse123*lam_0 + lam_16*(cse118*cse78 + cse63*(cse115 - cse117));
    const double cse125 = -cse16 + cse18 - cse24;
    const double cse126 = cse13 - cse20 - cse21;
    const double cse127 = 2.0*cse6;
    const double cse128 = a_4*cse0;
    const double cse129 = cse15 - cse17;
    const double cse130 = 4.0*cse17;
    const double cse131 = cse129*cse31 - cse130*cse26 - cse15*cse27 + cse17*cse27;
    const double cse132 = 2.0*cse11;
    const double cse133 = cse10*cse29 + cse11*cse29 + cse12*cse28 - cse132*cse26;
    const double cse134 = cse12*cse22 + cse12*(-2.0*cse10 - cse132) + cse129*cse19 + cse23*(-cse130 + 4.0*cse15);
    const double cse135 = cse2*cse5;
    const double cse136 = cse35 - cse86;
    const double cse137 = 0.6617538733301699*cse81;
    const double cse138 = cse116 + cse65*cse8;
    const double cse139 = cse119 - 2*cse86;
    const double cse140 = 2*cse68;
    const double cse141 = 2*cse64;
    const double cse142 = -cse64 - cse68;
    const double cse143 = cse113*cse136 + cse139*lam_14 + cse142*lam_0 + lam_1*(cse40 - cse81) + lam_13*(-cse140 - cse141) + lam_16*(cse138*cse78 + cse63*(cse137 - cse41));
    const double cse144 = -cse73 - cse74;
    const double cse145 = cse144 + cse76;
    const double cse146 = cse75 - cse77;
    const double cse147 = cse145 + cse146;
    const double cse148 = -cse36 + cse39 + cse42;
    const double cse149 = cse33*lam_16;
    const double cse150 = cse149*(cse147*cse71 + cse148*cse63);
    const double cse151 = 0.245431060332383*cse45;
    const double cse152 = cse57*cse60;
    const double cse153 = cse151*cse46 + cse152*cse46 + cse49*cse60;
    const double cse154 = cse151*cse51;
    const double cse155 = cse152*cse51;
    const double cse156 = cse60*cse72;
    const double cse157 = -cse154 - cse155 - cse156;
    const double cse158 = cse149*(cse148*cse157 + cse153*cse71);
    const double cse159 = cse45*cse55;
    const double cse160 = -cse159*cse46 + cse45*cse75 - cse51*cse57 - cse72;
    const double cse161 = cse46*cse57;
    const double cse162 = cse159*cse51;
    const double cse163 = cse45*cse54;
    const double cse164 = -cse161 + cse162 - cse163 - cse49;
    const double cse165 = cse149*(cse148*cse164 + cse160*cse71);
    const double cse166 = cse88 + cse89;
    const double cse167 = cse148*cse78 + cse63*cse71;
    const double cse168 = cse80*(cse67 + cse87);
    const double cse169 = sin(cse79);
    const double cse170 = cse14*cse169;
    const double cse171 = 2*lam_15;
    const double cse172 = cse14*cse171;
    const double cse173 = 0.6617538733301699*cse9;
    const double cse174 = cse48*cse60;
    const double cse175 = cse151 + cse152 + cse174;
    const double cse176 = a_3*cse0;
    const double cse177 = 0.6617538733301699*cse175;
    const double cse178 = cse0*cse40;
    const double cse179 = -cse0*cse89*lam_14 + cse112*lam_1 + cse171*cse95 + cse178*lam_0 + 2*cse178*lam_13 + lam_16*(cse0*cse36*cse78 - cse0*cse63*cse65 - cse177*cse98) + lam_17*(-cse121*cse80 + cse169*cse95);
    const double cse180 = -cse115 + cse117;
    const double cse181 = cse149*(cse118*cse147 + cse180*cse63);
    const double cse182 = -cse38 - 0.6617538733301699*cse95;
    const double cse183 = cse45*cse48 + cse58 - cse61;
    const double cse184 = cse149*(cse118*cse153 + cse157*cse180 + cse182*cse183);
    const double cse185 = cse55*cse60;
    const double cse186 = cse185 - cse53*cse60;
    const double cse187 = cse149*(cse118*cse160 + cse164*cse180 + cse182*cse186);
    const double cse188 = -cse112;
    const double cse189 = -cse122;
    const double cse190 = -2*cse98;
    const double cse191 = cse118*cse63 + cse175*cse182 + cse180*cse78;
    const double cse192 = cse123*cse80 - cse169*cse98;
    const double cse193 = -cse137 + cse41;
    const double cse194 = cse149*(cse138*cse147 + cse193*cse63);
    const double cse195 = 0.6617538733301699*cse14;
    const double cse196 = cse149*(cse138*cse153 + cse157*cse193 - cse183*cse195);
    const double cse197 = cse149*(cse138*cse160 + cse164*cse193 - cse186*cse195);
    const double cse198 = cse140 + cse141;
    const double cse199 = 2*cse9;
    const double cse200 = cse138*cse63 - cse14*cse177 + cse193*cse78;
    const double cse201 = cse64 + cse68;
    const double cse202 = cse169*cse9 + cse201*cse80;
    const double cse203 = 0.3708795797635267*cse47;
    const double cse204 = 0.6967213111475148*cse52;
    const double cse205 = -cse203*cse60 + cse204*cse60 + 0.6140258560576402*cse45;
    const double cse206 = 0.0037087957976352673*cse47;
    const double cse207 = cse206*cse60;
    const double cse208 = 0.0069672131114751484*cse52;
    const double cse209 = cse208*cse60;
    const double cse210 = 0.006140258560576401*cse45;
    const double cse211 = -cse207 + cse209 + cse210;
    const double cse212 = 0.003264544402314339*cse47;
    const double cse213 = 8.199617440259882*cse52;
    const double cse214 = cse213*cse60;
    const double cse215 = 9.301949428809847*cse45;
    const double cse216 = -cse212*cse60 - cse214 + cse215;
    const double cse217 = 0.00026326970986405957*cse47;
    const double cse218 = 0.6612594709887001*cse52;
    const double cse219 = -cse217*cse60 - cse218*cse60 + 0.7501572120007941*cse45;
    const double cse220 = 0.6612594709887001*cse47;
    const double cse221 = 0.00026326970986405957*cse52;
    const double cse222 = -cse220 + cse221;
    const double cse223 = cse222*v_thetad_link2;
    const double cse224 = cse219*v_phid_link2;
    const double cse225 = -0.01*cse223 - 0.01*cse224 - 0.007501572120007941*v_psid_link2;
    const double cse226 = cse205*cse225;
    const double cse227 = 0.6967213111475148*cse47;
    const double cse228 = 0.3708795797635267*cse52;
    const double cse229 = cse227 + cse228;
    const double cse230 = cse229*v_thetad_link2;
    const double cse231 = cse205*v_phid_link2;
    const double cse232 = cse230 + cse231 + 0.6140258560576402*v_psid_link2;
    const double cse233 = cse47*cse60;
    const double cse234 = cse52*cse60;
    const double cse235 = cse232*(2.632697098640596e-06*cse233 + 0.006612594709887001*cse234 - 0.007501572120007941*cse45);
    const double cse236 = 12.4*cse230 + 12.4*cse231 + 7.613920615114738*v_psid_link2;
    const double cse237 = cse219*cse236;
    const double cse238 = cse223 + cse224 + 0.7501572120007941*v_psid_link2;
    const double cse239 = cse238*(-4.5989067890677315*cse233 + 8.639344258229183*cse234 + 7.613920615114738*cse45);
    const double cse240 = cse226 + cse235 + cse237 + cse239;
    const double cse241 = -cse53 + cse55;
    const double cse242 = cse241*v_thetad_link2;
    const double cse243 = cse175*v_phid_link2;
    const double cse244 = -12.4*cse242 - 12.4*cse243 - 3.043345148121549*v_psid_link2;
    const double cse245 = cse219*cse244;
    const double cse246 = cse238*(-11.515643520369002*cse233 - 3.447898580467305*cse234 - 3.043345148121549*cse45);
    const double cse247 = 0.006140258560576401*cse60;
    const double cse248 = cse247*v_thetad_link2;
    const double cse249 = cse208*v_thetad_link2;
    const double cse250 = cse249*cse45;
    const double cse251 = 0.0069672131114751484*cse47;
    const double cse252 = cse251*cse60;
    const double cse253 = cse252*v_psid_link2;
    const double cse254 = cse206*cse45;
    const double cse255 = 0.0037087957976352673*cse52;
    const double cse256 = cse255*cse60;
    const double cse257 = cse245 + cse246 + cse248 - cse250 - cse253 + cse254*v_thetad_link2 - cse256*v_psid_link2;
    const double cse258 = 0.01*cse242 + 0.01*cse243 + 0.00245431060332383*v_psid_link2;
    const double cse259 = cse205*cse258;
    const double cse260 = cse232*(0.009286809290620163*cse233 + 0.0027805633713446003*cse234 + 0.00245431060332383*cse45);
    const double cse261 = 9.301949428809847*cse60;
    const double cse262 = cse261*v_thetad_link2;
    const double cse263 = cse213*v_thetad_link2;
    const double cse264 = cse263*cse45;
    const double cse265 = 8.199617440259882*cse47;
    const double cse266 = cse265*cse60;
    const double cse267 = cse212*v_thetad_link2;
    const double cse268 = cse267*cse45;
    const double cse269 = 0.003264544402314339*cse52;
    const double cse270 = cse269*cse60;
    const double cse271 = cse270*v_psid_link2;
    const double cse272 = cse259 + cse260 + cse262 + cse264 + cse266*v_psid_link2 + cse268 - cse271;
    const double cse273 = -0.6617538733301699*cse136 + cse39;
    const double cse274 = cse50 + cse59;
    const double cse275 = cse274 - cse62;
    const double cse276 = cse54 - cse56;
    const double cse277 = -0.6617538733301699*cse201 - cse66;
    const double cse278 = 3.7455577219516045*cse60;
    const double cse279 = cse278*cse51;
    const double cse280 = 2.2623654365575128*cse47;
    const double cse281 = cse280*cse45;
    const double cse282 = cse281*cse51;
    const double cse283 = 4.24999999799984*cse51;
    const double cse284 = cse283*cse52;
    const double cse285 = cse284*cse45;
    const double cse286 = cse282 - cse285;
    const double cse287 = cse279 + cse286;
    const double cse288 = 4.24999999799984*cse46;
    const double cse289 = cse288*cse47;
    const double cse290 = 2.2623654365575128*cse52;
    const double cse291 = cse290*cse46;
    const double cse292 = -cse289 - cse291;
    const double cse293 = cse287 + cse292;
    const double cse294 = cse278*cse46;
    const double cse295 = cse281*cse46;
    const double cse296 = cse288*cse52;
    const double cse297 = cse296*cse45;
    const double cse298 = -cse295 + cse297;
    const double cse299 = -cse294 + cse298;
    const double cse300 = cse283*cse47;
    const double cse301 = cse290*cse51;
    const double cse302 = -cse300 - cse301;
    const double cse303 = cse299 + cse302;
    const double cse304 = -cse282 + cse285;
    const double cse305 = -cse279 + cse304;
    const double cse306 = cse289 + cse291;
    const double cse307 = cse305 + cse306;
    const double cse308 = cse295 - cse297;
    const double cse309 = cse294 + cse308;
    const double cse310 = cse300 + cse301;
    const double cse311 = cse309 + cse310;
    const double cse312 = cse232*(0.006612594709887001*cse47 - 2.632697098640596e-06*cse52);
    const double cse313 = cse225*cse229;
    const double cse314 = cse222*cse236;
    const double cse315 = cse238*(8.639344258229183*cse47 + 4.5989067890677315*cse52);
    const double cse316 = cse312 + cse313 + cse314 + cse315;
    const double cse317 = cse222*cse244;
    const double cse318 = cse238*(-3.447898580467305*cse47 + 11.515643520369002*cse52);
    const double cse319 = cse208*v_psid_link2;
    const double cse320 = cse206*v_psid_link2;
    const double cse321 = cse208*cse45;
    const double cse322 = cse254*v_phid_link2;
    const double cse323 = cse247*v_phid_link2 + cse317 + cse318 + cse319 - cse320 - cse321*v_phid_link2 + cse322;
    const double cse324 = cse229*cse258;
    const double cse325 = cse212*v_psid_link2;
    const double cse326 = cse232*(0.0027805633713446003*cse47 - 0.009286809290620163*cse52);
    const double cse327 = cse213*cse45;
    const double cse328 = cse212*cse45;
    const double cse329 = -cse213*v_psid_link2 + cse261*v_phid_link2 + cse324 - cse325 + cse326 + cse327*v_phid_link2 + cse328*v_phid_link2;
    const double cse330 = 6.981694727207446*cse60;
    const double cse331 = -cse330;
    const double cse332 = 6.146724109463332*cse52;
    const double cse333 = cse332*cse45;
    const double cse334 = 0.004726218041878897*cse47;
    const double cse335 = cse334*cse45;
    const double cse336 = -cse261 - cse327 - cse328;
    const double cse337 = -cse203*cse45 + cse204*cse45 - 0.6140258560576402*cse60;
    const double cse338 = -cse247 - cse254 + cse321;
    const double cse339 = -cse217*cse45 - cse218*cse45 - 0.7501572120007941*cse60;
    const double cse340 = cse337*v_phid_link2;
    const double cse341 = cse258*cse340;
    const double cse342 = v_phid_link2*v_thetad_link2;
    const double cse343 = cse60*v_phid_link2;
    const double cse344 = v_phid_link2*v_psid_link2;
    const double cse345 = cse344*cse45;
    const double cse346 = cse183*v_phid_link2;
    const double cse347 = 0.01*cse232;
    const double cse348 = cse215*cse342 - cse263*cse343 + cse265*cse345 - cse267*cse343 - cse269*cse345 + cse341 + cse346*cse347;
    const double cse349 = cse266*v_phid_link2;
    const double cse350 = cse232*cse258 + cse262*v_phid_link2 - cse263*v_psid_link2 + cse264*v_phid_link2 - cse267*v_psid_link2 + cse268*v_phid_link2 - cse271*v_phid_link2 + cse349*v_psid_link2;
    const double cse351 = cse256*v_phid_link2;
    const double cse352 = cse238*cse244 + cse248*v_phid_link2 - cse250*v_phid_link2 - cse253*v_phid_link2 + cse319*v_thetad_link2 - cse320*v_thetad_link2 + cse322*v_thetad_link2 - cse351*v_psid_link2;
    const double cse353 = cse339*v_phid_link2;
    const double cse354 = cse225*cse340;
    const double cse355 = cse236*cse353;
    const double cse356 = 12.4*cse238;
    const double cse357 = cse340*cse356 - cse347*cse353 + cse354 + cse355;
    const double cse358 = cse244*cse353;
    const double cse359 = -cse207*cse342 + cse209*cse342 + cse210*cse342 - cse251*cse345 - cse255*cse345 - cse346*cse356 + cse358;
    const double cse360 = cse225*cse232 + cse236*cse238;
    const double cse361 = cse280*cse60;
    const double cse362 = cse361*cse51;
    const double cse363 = cse234*cse283;
    const double cse364 = 3.7455577219516045*cse45;
    const double cse365 = cse364*cse51;
    const double cse366 = -cse362 + cse363 + cse365;
    const double cse367 = cse361*cse46;
    const double cse368 = cse234*cse288;
    const double cse369 = cse364*cse46;
    const double cse370 = -cse367 + cse368 + cse369;
    const double cse371 = cse367 - cse368 - cse369;
    const double cse372 = cse362 - cse363 - cse365;
    const double cse373 = cse366*lam_13 + cse370*lam_14 + cse371*lam_11 + cse372*lam_10 + lam_16*(cse153*cse277 + cse273*(cse154 + cse155 + cse156));
    const double cse374 = 6.981694727207446*cse45;
    const double cse375 = cse332*cse60;
    const double cse376 = 0.007501572120007941*cse232;
    const double cse377 = 7.613920615114738*cse238;
    const double cse378 = 0.6140258560576402*cse225 + 0.7501572120007941*cse236 - cse376 + cse377;
    const double cse379 = 3.043345148121549*cse238;
    const double cse380 = -cse206*v_thetad_link2 + 0.7501572120007941*cse244 + cse249 - cse252*v_phid_link2 - cse351 - cse379;
    const double cse381 = 0.00245431060332383*cse232;
    const double cse382 = 0.6140258560576402*cse258 - cse263 - cse267 - cse270*v_phid_link2 + cse349 + cse381;
    const double cse383 = cse252 + cse256;
    const double cse384 = -cse266 + cse270;
    const double cse385 = cse203 - cse204;
    const double cse386 = cse217 + cse218;
    const double cse387 = 6.146724109463332*cse47;
    const double cse388 = cse387*cse60;
    const double cse389 = 0.004726218041878897*cse52;
    const double cse390 = cse389*cse60;
    const double cse391 = cse227*cse60 + cse228*cse60;
    const double cse392 = cse391*v_phid_link2;
    const double cse393 = cse385*v_thetad_link2;
    const double cse394 = cse392 + cse393;
    const double cse395 = cse258*cse394;
    const double cse396 = cse186*v_phid_link2;
    const double cse397 = -cse48 - cse57;
    const double cse398 = cse397*v_thetad_link2;
    const double cse399 = cse232*(0.01*cse396 + 0.01*cse398);
    const double cse400 = v_psid_link2*v_thetad_link2;
    const double cse401 = cse342*cse45;
    const double cse402 = -cse214*cse344 - cse265*cse400 + cse265*cse401 + cse269*cse400 - cse269*cse401 - cse325*cse343 + cse395 + cse399;
    const double cse403 = -cse220*cse60 + cse221*cse60;
    const double cse404 = cse403*v_phid_link2;
    const double cse405 = cse386*v_thetad_link2;
    const double cse406 = cse404 + cse405;
    const double cse407 = cse244*cse406;
    const double cse408 = cse238*(-12.4*cse396 - 12.4*cse398);
    const double cse409 = cse251*cse400 - cse251*cse401 + cse255*cse400 - cse255*cse401 + cse319*cse343 - cse320*cse343 + cse407 + cse408;
    const double cse410 = cse232*(-0.01*cse404 - 0.01*cse405);
    const double cse411 = cse225*cse394;
    const double cse412 = cse236*cse406;
    const double cse413 = cse238*(12.4*cse392 + 12.4*cse393);
    const double cse414 = cse410 + cse411 + cse412 + cse413;
    const double cse415 = cse290*cse45;
    const double cse416 = cse415*cse46;
    const double cse417 = cse289*cse45;
    const double cse418 = cse280*cse51;
    const double cse419 = -cse284 - cse416 - cse417 + cse418;
    const double cse420 = cse415*cse51;
    const double cse421 = cse280*cse46;
    const double cse422 = cse300*cse45;
    const double cse423 = cse296 - cse420 - cse421 - cse422;
    const double cse424 = cse284 + cse416 + cse417 - cse418;
    const double cse425 = -cse296 + cse420 + cse421 + cse422;
    const double cse426 = cse419*lam_14 + cse423*lam_13 + cse424*lam_11 + cse425*lam_10 + lam_16*(cse160*cse277 + cse273*(cse161 - cse162 + cse163 + cse49));
    const double cse427 = cse147*cse273 + cse277*cse63;
    const double cse428 = cse251 + cse255;
    const double cse429 = -cse265 + cse269;
    const double cse430 = cse114 - cse173;
    const double cse431 = -cse152 - cse174;
    const double cse432 = 4.24999999799984*cse234;
    const double cse433 = cse361 - cse432;
    const double cse434 = -cse361 + cse432;
    const double cse435 = cse206 - cse208;
    const double cse436 = cse212 + cse213;
    const double cse437 = cse290*cse60;
    const double cse438 = cse437*cse51;
    const double cse439 = cse233*cse283;
    const double cse440 = 4.24999999799984*cse45;
    const double cse441 = cse440*cse47;
    const double cse442 = cse437*cse46;
    const double cse443 = cse233*cse288;
    const double cse444 = lam_10*(-cse442 - cse443) + lam_11*(cse438 + cse439) + lam_12*(-cse415 - cse441) + lam_13*(cse442 + cse443) + lam_14*(-cse438 - cse439) + lam_15*(cse415 + cse441) + lam_16*(cse273*(cse185*cse46 - cse60*cse75) + cse277*(-cse185*cse51 + cse54*cse60) + cse430*(cse159 - cse45*cse53));
    const double cse445 = cse440*cse52;
    const double cse446 = cse278 + cse281 - cse445;
    const double cse447 = -cse278 - cse281 + cse445;
    const double cse448 = cse153*cse273 + cse157*cse277 + cse183*cse430;
    const double cse449 = 6.146724109463331*cse52;
    const double cse450 = 0.004726218041878896*cse47;
    const double cse451 = cse334*v_thetad_link2;
    const double cse452 = 0.004726218041878896*cse52;
    const double cse453 = 6.146724109463331*cse47;
    const double cse454 = cse334*v_psid_link2;
    const double cse455 = 4.24999999799984*cse233;
    const double cse456 = -cse437 - cse455;
    const double cse457 = cse437 + cse455;
    const double cse458 = cse160*cse273 + cse164*cse277 + cse186*cse430;
    const double cse459 = cos(q_psi_link3);
    const double cse460 = sin(q_theta_link3);
    const double cse461 = 0.8804585470401622*cse460;
    const double cse462 = cse459*cse461;
    const double cse463 = cos(q_theta_link3);
    const double cse464 = 0.4741231347908751*cse463;
    const double cse465 = -cse462 + cse464;
    const double cse466 = cse459*cse460;
    const double cse467 = 0.008804585470401622*cse466;
    const double cse468 = 0.004741231347908751*cse463;
    const double cse469 = -cse467 + cse468;
    const double cse470 = sin(q_psi_link3);
    const double cse471 = (cse470*cse470);
    const double cse472 = (cse460*cse460);
    const double cse473 = 0.8804585470401622*cse470;
    const double cse474 = cse465*v_phid_link3;
    const double cse475 = cse473*v_thetad_link3 + cse474 + 0.4741231347908751*v_psid_link3;
    const double cse476 = cse470*cse475;
    const double cse477 = 0.01*cse476;
    const double cse478 = cse460*v_phid_link3;
    const double cse479 = cse470*cse478;
    const double cse480 = 0.01*cse459;
    const double cse481 = 0.01*cse479 + cse480*v_thetad_link3;
    const double cse482 = cse465*cse481;
    const double cse483 = 3.9972818035623368*v_thetad_link3;
    const double cse484 = cse470*cse483 + 4.54*cse474 + 2.1525190319505727*v_psid_link3;
    const double cse485 = 1.0*cse470;
    const double cse486 = cse460*cse485;
    const double cse487 = 1.0*cse459;
    const double cse488 = -cse486*v_phid_link3 - cse487*v_thetad_link3;
    const double cse489 = cse488*(2.1525190319505727*cse463 - 3.9972818035623368*cse466);
    const double cse490 = cse460*cse477 + cse482 - cse484*cse486 + cse489;
    const double cse491 = 0.4741231347908751*cse460;
    const double cse492 = 0.8804585470401622*cse463;
    const double cse493 = cse459*cse491 + cse492;
    const double cse494 = 0.004741231347908751*v_thetad_link3;
    const double cse495 = cse493*v_phid_link3;
    const double cse496 = 0.008804585470401622*v_psid_link3;
    const double cse497 = -cse470*cse494 + 0.01*cse495 + cse496;
    const double cse498 = 0.004741231347908751*cse460;
    const double cse499 = 0.008804585470401622*cse463;
    const double cse500 = 4.54*cse470;
    const double cse501 = cse500*v_thetad_link3;
    const double cse502 = cse463*cse501;
    const double cse503 = 4.54*cse466;
    const double cse504 = cse465*cse497 + cse475*(cse459*cse498 + cse499) + cse502 + cse503*v_psid_link3;
    const double cse505 = cse488*(-3.9972818035623368*cse463 - 2.1525190319505727*cse466);
    const double cse506 = 2.1525190319505727*v_thetad_link3;
    const double cse507 = cse470*cse506 - 4.54*cse495 - 3.9972818035623368*v_psid_link3;
    const double cse508 = cse459*cse499;
    const double cse509 = cse460*cse470;
    const double cse510 = -cse486*cse507 - cse496*cse509 + cse498*v_thetad_link3 + cse505 + cse508*v_thetad_link3;
    const double cse511 = sin(q_phi_link3);
    const double cse512 = 3.2576966240486005*cse470;
    const double cse513 = cse511*cse512;
    const double cse514 = -cse513;
    const double cse515 = cos(q_phi_link3);
    const double cse516 = 3.2576966240486005*cse459;
    const double cse517 = cse463*cse516;
    const double cse518 = cse515*cse517;
    const double cse519 = 1.7542555987262378*cse460;
    const double cse520 = cse515*cse519;
    const double cse521 = cse518 + cse520;
    const double cse522 = cse514 + cse521;
    const double cse523 = cse512*cse515;
    const double cse524 = -cse523;
    const double cse525 = cse511*cse517;
    const double cse526 = -cse525;
    const double cse527 = cse511*cse519;
    const double cse528 = cse526 - cse527;
    const double cse529 = cse524 + cse528;
    const double cse530 = -cse518;
    const double cse531 = -cse520 + cse530;
    const double cse532 = cse513 + cse531;
    const double cse533 = cse523 + cse525;
    const double cse534 = cse527 + cse533;
    const double cse535 = 0.8804585470401622*cse511;
    const double cse536 = -cse470*cse535;
    const double cse537 = cse491*cse515;
    const double cse538 = cse459*cse492;
    const double cse539 = cse515*cse538;
    const double cse540 = cse537 + cse539;
    const double cse541 = 0.4741231347908751*cse470;
    const double cse542 = cse511*cse541;
    const double cse543 = cse461*cse515;
    const double cse544 = cse464*cse515;
    const double cse545 = -cse459*cse544;
    const double cse546 = cse543 + cse545;
    const double cse547 = cse466*cse500;
    const double cse548 = 3.9972818035623368*cse488;
    const double cse549 = cse470*cse548 + cse473*cse481 + cse475*cse480 - cse484*cse487;
    const double cse550 = cse463*cse500;
    const double cse551 = cse500*v_psid_link3;
    const double cse552 = cse473*cse497 - 0.004741231347908751*cse476 + cse550*v_phid_link3 - cse551;
    const double cse553 = 2.1525190319505727*cse488;
    const double cse554 = cse498*v_phid_link3;
    const double cse555 = cse459*cse496;
    const double cse556 = cse470*cse553 - cse487*cse507 + cse508*v_phid_link3 + cse554 - cse555;
    const double cse557 = cse459*cse464 - cse461;
    const double cse558 = cse557*v_phid_link3;
    const double cse559 = 4.54*cse488;
    const double cse560 = cse463*v_phid_link3;
    const double cse561 = cse485*cse560;
    const double cse562 = v_phid_link3*v_thetad_link3;
    const double cse563 = cse470*cse560;
    const double cse564 = -cse467*cse562 + cse468*cse562 - cse496*cse563 - cse507*cse561 - cse558*cse559;
    const double cse565 = cse475*cse481 + cse484*cse488;
    const double cse566 = -cse479*cse496 + cse488*cse507 + cse508*cse562 + cse554*v_thetad_link3 - cse555*v_thetad_link3;
    const double cse567 = -cse491 - cse538;
    const double cse568 = cse567*v_phid_link3;
    const double cse569 = v_phid_link3*v_psid_link3;
    const double cse570 = 4.54*cse459;
    const double cse571 = cse463*cse570;
    const double cse572 = 0.01*cse475*cse558 - cse478*cse501 + cse497*cse568 + cse569*cse571;
    const double cse573 = cse503*v_phid_link3;
    const double cse574 = cse475*cse497 + cse502*v_phid_link3 - cse551*v_thetad_link3 + cse573*v_psid_link3;
    const double cse575 = cse485*cse574;
    const double cse576 = cse481*cse568;
    const double cse577 = cse477*cse560 - cse484*cse561 + cse559*cse568 + cse576;
    const double cse578 = -cse498 - cse508;
    const double cse579 = cse460*cse471;
    const double cse580 = cse459*cse550;
    const double cse581 = 0.002247927469439263*cse460;
    const double cse582 = -cse581;
    const double cse583 = 0.004174457663761009*cse459;
    const double cse584 = cse463*cse583;
    const double cse585 = 3.2576966240486005*cse466;
    const double cse586 = cse511*cse585;
    const double cse587 = 1.7542555987262378*cse463;
    const double cse588 = cse511*cse587;
    const double cse589 = -cse586 + cse588;
    const double cse590 = cse464*cse511;
    const double cse591 = cse515*cse585;
    const double cse592 = cse515*cse587;
    const double cse593 = -cse591 + cse592;
    const double cse594 = cse591 - cse592;
    const double cse595 = cse586 - cse588;
    const double cse596 = cse492*cse511;
    const double cse597 = cse491*cse511;
    const double cse598 = cse589*lam_11 + cse593*lam_10 + cse594*lam_7 + cse595*lam_8 + lam_5*(cse459*cse597 + cse596) + lam_6*(-cse462*cse511 + cse590);
    const double cse599 = 0.002247927469439263*cse463;
    const double cse600 = 0.004174457663761009*cse466;
    const double cse601 = 0.4741231347908751*cse481 + cse553;
    const double cse602 = 0.008804585470401622*cse475;
    const double cse603 = 0.4741231347908751*cse497 - cse501 + cse573 + cse602;
    const double cse604 = 0.008804585470401622*cse459;
    const double cse605 = 0.008804585470401622*cse470;
    const double cse606 = -cse478*cse605 - cse548 - cse604*v_thetad_link3;
    const double cse607 = 0.004174457663761009*cse470;
    const double cse608 = cse460*cse607;
    const double cse609 = 0.8804585470401622*cse459;
    const double cse610 = 4.54*(cse459*cse459);
    const double cse611 = cse460*cse610 - 4.532247927469439*cse579;
    const double cse612 = cse470*v_thetad_link3;
    const double cse613 = -cse478*cse487 + 1.0*cse612;
    const double cse614 = cse507*cse613;
    const double cse615 = cse488*(cse459*cse506 + 2.1525190319505727*cse479);
    const double cse616 = cse466*v_phid_link3;
    const double cse617 = cse496*cse612 - cse496*cse616 - cse499*cse612*v_phid_link3 + cse614 + cse615;
    const double cse618 = cse470*cse491;
    const double cse619 = cse461*cse470;
    const double cse620 = cse609*v_thetad_link3 + cse619*v_phid_link3;
    const double cse621 = v_psid_link3*v_thetad_link3;
    const double cse622 = cse475*(-cse459*cse494 - cse470*cse554) - cse478*cse551 + cse497*cse620 + cse562*cse571 - cse570*cse621;
    const double cse623 = cse475*(-0.01*cse612 + 0.01*cse616);
    const double cse624 = cse481*cse620;
    const double cse625 = cse484*cse613;
    const double cse626 = cse488*(cse459*cse483 + 3.9972818035623368*cse479);
    const double cse627 = cse623 + cse624 + cse625 + cse626;
    const double cse628 = cse465*cse605;
    const double cse629 = cse459*cse470;
    const double cse630 = cse463*cse523;
    const double cse631 = cse511*cse516;
    const double cse632 = -cse630 - cse631;
    const double cse633 = cse463*cse513;
    const double cse634 = cse515*cse516;
    const double cse635 = cse633 - cse634;
    const double cse636 = cse630 + cse631;
    const double cse637 = -cse633 + cse634;
    const double cse638 = 0.8804585470401622*cse515;
    const double cse639 = 0.4741231347908751*cse459;
    const double cse640 = cse632*lam_10 + cse635*lam_8 + cse636*lam_7 + cse637*lam_11 + lam_5*(cse470*cse590 - cse515*cse639) + lam_6*(cse459*cse638 - cse470*cse596);
    const double cse641 = -cse459*cse590 + cse461*cse511 - cse515*cse541;
    const double cse642 = cse470*cse638 + cse511*cse538 + cse597;
    const double cse643 = cse463*cse512;
    const double cse644 = cse460*cse512;
    const double cse645 = cse511*cse644;
    const double cse646 = cse515*cse644;
    const double cse647 = cse470*cse537*lam_5 - cse470*cse543*lam_6 + cse643*lam_12 - cse643*lam_9 + cse645*lam_10 - cse645*lam_7 - cse646*lam_11 + cse646*lam_8;
    const double cse648 = cse492*cse515;
    const double cse649 = -cse459*cse537 - cse648;
    const double cse650 = cse462*cse515 - cse544;
    const double cse651 = cse517 + cse519;
    const double cse652 = -cse517 - cse519;
    const double cse653 = cse583*v_thetad_link3;
    const double cse654 = 0.004174457663761008*cse470;
    const double cse655 = cse463*cse607;
    const double cse656 = cse470*v_phid_link3;
    const double cse657 = 0.004174457663761008*cse459;
    const double cse658 = -cse470*cse544 - cse511*cse639;
    const double cse659 = cse459*cse535 + cse470*cse648;
    const double cse660 = -cse644;

    ab[546] = 2.0;  /* [0, 0] */
    ab[78] = -1;  /* [0, 20] */
    ab[897] = -1;  /* [0, 31] */
    ab[466] = 2.0;  /* [1, 1] */
    ab[37] = -1;  /* [1, 21] */
    ab[856] = -1;  /* [1, 32] */
    ab[1386] = 2.0;  /* [2, 2] */
    ab[1425] = -1;  /* [2, 22] */
    ab[1347] = -1;  /* [2, 33] */
    ab[786] = cse1*cse4 + cse33*(cse83*lam_17 + cse91 + lam_16*(cse63*(cse36 + cse44) + cse71*cse78)) + cse6*cse7 - h*(-cse14*cse32 + cse25*cse8 + cse30*cse9);  /* [3, 3] */
    ab[1254] = cse33*(a_3*(cse101*cse102 + 8.0*cse102*cse6) - a_4*cse103 + cse0*(cse12*cse19 + cse22*cse23) + cse105*cse8 + cse107*cse14 - cse109*cse8 - cse110*cse9 - cse111*cse8 + cse124) + cse93 - h*(-cse100*cse14 + cse8*cse94 + cse9*cse97);  /* [3, 4] */
    ab[1215] = cse33*(-a_3*cse135*cse7 - cse104*cse9 - cse108*cse14 - cse127*cse128 + cse128*cse4 + cse131*cse14 - cse133*cse9 - cse134*cse8 + cse143) - h*(cse125*cse9 - cse126*cse14);  /* [3, 5] */
    ab[825] = cse150;  /* [3, 9] */
    ab[1176] = cse158;  /* [3, 10] */
    ab[1137] = cse165;  /* [3, 11] */
    ab[1059] = cse82;  /* [3, 18] */
    ab[1020] = cse142;  /* [3, 19] */
    ab[903] = cse85;  /* [3, 31] */
    ab[864] = cse166;  /* [3, 32] */
    ab[942] = cse167;  /* [3, 34] */
    ab[981] = cse168;  /* [3, 35] */
    ab[798] = cse124*cse33 + cse93 - h*(cse2*cse32 + cse30*cse5);  /* [4, 3] */
    ab[1266] = cse101 + cse127 + cse33*(-a_3*cse103 - cse107*cse2 - cse110*cse5 + cse172 + cse84*lam_14 + cse86*lam_1 - cse87*lam_0 - cse88*lam_13 + lam_16*(cse175*(-cse114 + cse173) + cse44*cse63 + cse70*cse78) + lam_17*(cse170 + cse80*cse81)) - h*(cse100*cse2 + cse5*cse97);  /* [4, 4] */
    ab[1227] = cse33*(4.0*a_4*cse135 - cse105 + cse109 - cse127*cse176 - cse131*cse2 - cse133*cse5 + cse176*cse4 + cse179) - h*(cse125*cse5 + cse126*cse2);  /* [4, 5] */
    ab[837] = cse181;  /* [4, 9] */
    ab[1188] = cse184;  /* [4, 10] */
    ab[1149] = cse187;  /* [4, 11] */
    ab[1071] = cse188;  /* [4, 18] */
    ab[1032] = cse178;  /* [4, 19] */
    ab[915] = cse189;  /* [4, 31] */
    ab[876] = cse120;  /* [4, 32] */
    ab[1344] = cse190;  /* [4, 33] */
    ab[954] = cse191;  /* [4, 34] */
    ab[993] = cse192;  /* [4, 35] */
    ab[797] = cse143*cse33 - cse25*h;  /* [5, 3] */
    ab[1265] = cse33*(-cse111 + cse179) - cse94*h;  /* [5, 4] */
    ab[1226] = cse33*(-cse134 + cse172 + cse91 + lam_16*(cse173*cse175 + cse63*(cse36 + cse43) + cse78*(cse65 + cse69)) + lam_17*(cse170 + cse83));  /* [5, 5] */
    ab[836] = cse194;  /* [5, 9] */
    ab[1187] = cse196;  /* [5, 10] */
    ab[1148] = cse197;  /* [5, 11] */
    ab[1070] = cse136;  /* [5, 18] */
    ab[1031] = cse90;  /* [5, 19] */
    ab[914] = cse139;  /* [5, 31] */
    ab[875] = cse198;  /* [5, 32] */
    ab[1343] = cse199;  /* [5, 33] */
    ab[953] = cse200;  /* [5, 34] */
    ab[992] = cse202;  /* [5, 35] */
    ab[506] = 1.0;  /* [6, 6] */
    ab[740] = 1;  /* [6, 28] */
    ab[896] = 1;  /* [6, 31] */
    ab[426] = 1.0;  /* [7, 7] */
    ab[699] = 1;  /* [7, 29] */
    ab[855] = 1;  /* [7, 32] */
    ab[1306] = 1.0;  /* [8, 8] */
    ab[1111] = 1;  /* [8, 30] */
    ab[1345] = 1;  /* [8, 33] */
    ab[787] = cse150;  /* [9, 3] */
    ab[1255] = cse181;  /* [9, 4] */
    ab[1216] = cse194;  /* [9, 5] */
    ab[826] = cse205*cse211 + cse216*cse219 + cse33*(cse293*lam_14 + cse303*lam_13 + cse307*lam_11 + cse311*lam_10 + lam_16*(cse147*cse277 + cse273*(cse275 + cse276))) - h*(cse175*cse240 + cse205*cse257 + cse219*cse272);  /* [9, 9] */
    ab[1177] = cse211*cse229 + cse216*cse222 + cse33*(a_10*(cse222*cse336 + cse229*cse338) + a_11*(cse331 - cse333 - cse335) + a_9*(cse205*cse338 + cse211*cse337 + cse216*cse339 + cse219*cse336) - cse175*cse357 - cse183*cse360 - cse205*cse359 - cse219*cse348 - cse337*cse352 - cse339*cse350 + cse373) - h*(cse175*cse316 + cse205*cse323 + cse219*cse329);  /* [9, 10] */
    ab[1138] = cse33*(a_10*(cse211*cse385 + cse216*cse386 + cse222*cse384 + cse229*cse383) + a_11*(-cse388 + cse390) + a_9*(cse205*cse383 + cse211*cse391 + cse216*cse403 + cse219*cse384) - cse175*cse414 - cse186*cse360 - cse205*cse409 - cse219*cse402 - cse350*cse403 - cse352*cse391 + cse426) - cse334*cse60 + cse374 - cse375 - h*(cse175*cse378 + cse205*cse380 + cse219*cse382);  /* [9, 11] */
    ab[748] = cse307;  /* [9, 28] */
    ab[709] = cse303;  /* [9, 29] */
    ab[904] = cse293;  /* [9, 31] */
    ab[865] = cse311;  /* [9, 32] */
    ab[943] = cse427;  /* [9, 34] */
    ab[796] = cse158;  /* [10, 3] */
    ab[1264] = cse184;  /* [10, 4] */
    ab[1225] = cse196;  /* [10, 5] */
    ab[835] = cse205*cse428 + cse219*cse429 + cse33*cse373 - h*(cse222*cse272 + cse229*cse257 + cse240*cse241);  /* [10, 9] */
    ab[1186] = cse222*cse429 + cse229*cse428 + cse33*(a_9*(cse337*cse428 + cse339*cse429) - cse222*cse348 - cse229*cse359 - cse241*cse357 + cse287*lam_14 + cse299*lam_13 + cse305*lam_11 + cse309*lam_10 + lam_12*(cse364 + cse434) + lam_15*(-cse364 + cse433) + lam_16*(cse145*cse277 + cse273*cse275 + cse430*(-cse151 + cse431))) - h*(cse222*cse329 + cse229*cse323 + cse241*cse316);  /* [10, 10] */
    ab[1147] = cse33*(a_10*(cse222*cse436 + cse229*cse435 + cse385*cse428 + cse386*cse429) + a_11*(cse332 + cse334) + a_9*(cse205*cse435 + cse219*cse436 + cse391*cse428 + cse403*cse429) - cse222*cse402 - cse229*cse409 - cse241*cse414 - cse350*cse386 - cse352*cse385 - cse360*cse397 + cse444) - cse387 + cse389 - h*(cse222*cse382 + cse229*cse380 + cse241*cse378);  /* [10, 11] */
    ab[757] = cse371;  /* [10, 28] */
    ab[718] = cse366;  /* [10, 29] */
    ab[1108] = cse446;  /* [10, 30] */
    ab[913] = cse370;  /* [10, 31] */
    ab[874] = cse372;  /* [10, 32] */
    ab[1342] = cse447;  /* [10, 33] */
    ab[952] = cse448;  /* [10, 34] */
    ab[795] = cse165;  /* [11, 3] */
    ab[1263] = cse187;  /* [11, 4] */
    ab[1224] = cse197;  /* [11, 5] */
    ab[834] = cse33*cse426 + cse374 - cse449*cse60 - cse450*cse60 - h*(0.245431060332383*cse226 + 0.245431060332383*cse235 + 0.245431060332383*cse237 + 0.245431060332383*cse239 + 0.6140258560576402*cse245 + 0.6140258560576402*cse246 + 0.7501572120007941*cse259 + 0.7501572120007941*cse260 + cse330*v_thetad_link2 + cse333*v_thetad_link2 + cse388*v_psid_link2 - cse390*v_psid_link2 + cse45*cse451);  /* [11, 9] */
    ab[1185] = cse33*(a_9*(cse331 - cse449*cse45 - cse45*cse450) - cse340*cse379 - 0.7501572120007941*cse341 - cse342*cse374 + cse342*cse375 + cse343*cse451 - cse345*cse387 + cse345*cse389 - cse346*cse376 + cse346*cse377 + cse353*cse381 - 0.245431060332383*cse354 - 0.245431060332383*cse355 - 0.6140258560576402*cse358 + cse444) + cse452 - cse453 - h*(0.245431060332383*cse312 + 0.245431060332383*cse313 + 0.245431060332383*cse314 + 0.245431060332383*cse315 + 0.6140258560576402*cse317 + 0.6140258560576402*cse318 + 0.7501572120007941*cse324 + 0.7501572120007941*cse326 + cse330*v_phid_link2 - cse332*v_psid_link2 + cse333*v_phid_link2 + cse335*v_phid_link2 - cse454);  /* [11, 10] */
    ab[1146] = cse33*(a_10*(cse449 + cse450) + a_9*(cse452*cse60 - cse453*cse60) + cse343*cse454 + cse344*cse375 + cse387*cse400 - cse387*cse401 - cse389*cse400 + cse389*cse401 - 0.7501572120007941*cse395 - 0.7501572120007941*cse399 - 0.6140258560576402*cse407 - 0.6140258560576402*cse408 - 0.245431060332383*cse410 - 0.245431060332383*cse411 - 0.245431060332383*cse412 - 0.245431060332383*cse413 + cse433*lam_15 + cse434*lam_12 + lam_10*(cse308 + cse310) + lam_11*(cse304 + cse306) + lam_13*(cse298 + cse302) + lam_14*(cse286 + cse292) + lam_16*(cse273*(cse274 + cse276) + cse277*(cse144 + cse146) + cse430*cse431)) - h*(0.15070101692372578*cse225 + 2.168404344971009e-19*cse232 + 0.1841118799573391*cse236 + 0.46061592427660025*cse244 + 0.46061592427660025*cse258 - cse332*v_thetad_link2 + cse388*v_phid_link2 - cse390*v_phid_link2 - cse451) + 6.981694727207446;  /* [11, 11] */
    ab[756] = cse424;  /* [11, 28] */
    ab[717] = cse423;  /* [11, 29] */
    ab[1107] = cse456;  /* [11, 30] */
    ab[912] = cse419;  /* [11, 31] */
    ab[873] = cse425;  /* [11, 32] */
    ab[1341] = cse457;  /* [11, 33] */
    ab[951] = cse458;  /* [11, 34] */
    ab[386] = 1.0;  /* [12, 12] */
    ab[152] = -1;  /* [12, 25] */
    ab[737] = -1;  /* [12, 28] */
    ab[306] = 1.0;  /* [13, 13] */
    ab[111] = -1;  /* [13, 26] */
    ab[696] = -1;  /* [13, 29] */
    ab[666] = 1.0;  /* [14, 14] */
    ab[276] = -1;  /* [14, 27] */
    ab[1095] = -1;  /* [14, 30] */
    ab[346] = cse33*(cse522*lam_11 + cse529*lam_10 + cse532*lam_8 + cse534*lam_7 + lam_5*(cse542 + cse546) + lam_6*(cse536 + cse540)) + cse465*cse469 + 4.54*cse471*cse472 - h*(cse465*cse510 - cse486*cse504 + cse490*cse493);  /* [15, 15] */
    ab[619] = cse33*(a_15*(9.08*cse463*cse579 + cse465*cse578 + cse469*cse567) + a_16*(cse473*cse578 + cse580) + a_17*(cse582 - cse584) + cse463*cse575 - cse465*cse564 + cse486*cse572 - cse493*cse577 - cse557*cse565 - cse566*cse567 + cse598) + cse469*cse473 + cse547 - h*(cse465*cse556 - cse486*cse552 + cse493*cse549);  /* [15, 16] */
    ab[580] = cse33*(a_15*(cse460*cse628 + cse469*cse619 + 9.08*cse472*cse629) + a_16*(cse469*cse609 + cse611) + a_17*cse608 + cse460*cse487*cse574 - cse465*cse617 + cse486*cse622 - cse493*cse627 + cse565*cse618 - cse566*cse619 + cse640) + cse599 - cse600 - h*(cse465*cse606 - cse486*cse603 + cse493*cse601);  /* [15, 17] */
    ab[229] = cse641;  /* [15, 23] */
    ab[190] = cse642;  /* [15, 24] */
    ab[151] = cse532;  /* [15, 25] */
    ab[112] = cse529;  /* [15, 26] */
    ab[736] = cse522;  /* [15, 28] */
    ab[697] = cse534;  /* [15, 29] */
    ab[353] = cse33*cse598 + cse547 + cse628 - h*(cse473*cse510 - cse487*cse504 - cse490*cse541);  /* [16, 15] */
    ab[626] = cse33*(a_15*(cse567*cse605 + cse580) - cse473*cse564 + cse487*cse572 + cse521*lam_11 + cse528*lam_10 + cse531*lam_8 + cse540*lam_6 + cse541*cse577 + cse546*lam_5 + lam_12*(cse585 - cse587) + lam_7*(cse525 + cse527) + lam_9*(-cse585 + cse587)) + 0.007752072530560736*cse471 + cse610 - h*(cse473*cse556 - cse487*cse552 - cse541*cse549);  /* [16, 16] */
    ab[587] = cse33*(a_15*(cse465*cse604 + cse611) - 9.064495854938878*a_16*cse629 + a_17*cse583 - cse473*cse617 + cse487*cse622 + cse541*cse627 + cse565*cse639 - cse566*cse609 - cse575 + cse647) + cse607 - h*(cse473*cse606 - cse487*cse603 - cse541*cse601);  /* [16, 17] */
    ab[236] = cse649;  /* [16, 23] */
    ab[197] = cse650;  /* [16, 24] */
    ab[158] = cse595;  /* [16, 25] */
    ab[119] = cse593;  /* [16, 26] */
    ab[275] = cse651;  /* [16, 27] */
    ab[743] = cse589;  /* [16, 28] */
    ab[704] = cse594;  /* [16, 29] */
    ab[1094] = cse652;  /* [16, 30] */
    ab[352] = cse33*cse640 - 0.004174457663761008*cse466 + cse599 - h*(cse463*cse653 + 0.8804585470401622*cse482 - cse484*cse619 + 0.8804585470401622*cse489 + 0.4741231347908751*cse505 - cse507*cse618 + cse509*cse602 + cse581*v_thetad_link3 - cse608*v_psid_link3);  /* [17, 15] */
    ab[625] = cse33*(a_15*(-cse463*cse657 + cse582) + cse464*cse507*cse656 + cse484*cse492*cse656 - cse548*cse568 + cse553*cse558 - cse562*cse599 + cse562*cse600 - cse563*cse602 + cse569*cse655 - 0.8804585470401622*cse576 + cse647) + cse654 - h*(cse459*cse602 + 0.7752072530560736*cse470*cse481 + 4.539999999999999*cse470*cse488 - cse484*cse609 - cse507*cse639 + cse581*v_phid_link3 - cse583*v_psid_link3 + cse584*v_phid_link3);  /* [17, 16] */
    ab[586] = cse33*(a_15*cse460*cse654 + a_16*cse657 + cse533*lam_7 + cse562*cse655 + cse569*cse600 + cse585*lam_12 - cse585*lam_9 - cse607*cse621 - 0.4741231347908751*cse614 - 0.4741231347908751*cse615 - 0.8804585470401622*cse623 - 0.8804585470401622*cse624 - 0.8804585470401622*cse625 - 0.8804585470401622*cse626 + lam_10*(cse524 + cse526) + lam_11*(cse514 + cse518) + lam_5*(cse542 + cse545) + lam_6*(cse536 + cse539) + lam_8*(cse513 + cse530)) - h*(-cse478*cse607 + 0.41744576637610087*cse481 - 2.220446049250313e-16*cse488 - cse653) + 0.002247927469439263;  /* [17, 17] */
    ab[235] = cse658;  /* [17, 23] */
    ab[196] = cse659;  /* [17, 24] */
    ab[157] = cse635;  /* [17, 25] */
    ab[118] = cse632;  /* [17, 26] */
    ab[274] = cse660;  /* [17, 27] */
    ab[742] = cse637;  /* [17, 28] */
    ab[703] = cse636;  /* [17, 29] */
    ab[1093] = cse644;  /* [17, 30] */
    ab[793] = cse82;  /* [18, 3] */
    ab[1261] = cse188;  /* [18, 4] */
    ab[1222] = cse136;  /* [18, 5] */
    ab[792] = cse142;  /* [19, 3] */
    ab[1260] = cse178;  /* [19, 4] */
    ab[1221] = cse90;  /* [19, 5] */
    ab[534] = -1;  /* [20, 0] */
    ab[455] = -1;  /* [21, 1] */
    ab[1387] = -1;  /* [22, 2] */
    ab[343] = cse641;  /* [23, 15] */
    ab[616] = cse649;  /* [23, 16] */
    ab[577] = cse658;  /* [23, 17] */
    ab[342] = cse642;  /* [24, 15] */
    ab[615] = cse650;  /* [24, 16] */
    ab[576] = cse659;  /* [24, 17] */
    ab[380] = -1;  /* [25, 12] */
    ab[341] = cse532;  /* [25, 15] */
    ab[614] = cse595;  /* [25, 16] */
    ab[575] = cse635;  /* [25, 17] */
    ab[301] = -1;  /* [26, 13] */
    ab[340] = cse529;  /* [26, 15] */
    ab[613] = cse593;  /* [26, 16] */
    ab[574] = cse632;  /* [26, 17] */
    ab[656] = -1;  /* [27, 14] */
    ab[617] = cse651;  /* [27, 16] */
    ab[578] = cse660;  /* [27, 17] */
    ab[512] = 1;  /* [28, 6] */
    ab[824] = cse307;  /* [28, 9] */
    ab[1175] = cse371;  /* [28, 10] */
    ab[1136] = cse424;  /* [28, 11] */
    ab[395] = -1;  /* [28, 12] */
    ab[356] = cse522;  /* [28, 15] */
    ab[629] = cse589;  /* [28, 16] */
    ab[590] = cse637;  /* [28, 17] */
    ab[433] = 1;  /* [29, 7] */
    ab[823] = cse303;  /* [29, 9] */
    ab[1174] = cse366;  /* [29, 10] */
    ab[1135] = cse423;  /* [29, 11] */
    ab[316] = -1;  /* [29, 13] */
    ab[355] = cse534;  /* [29, 15] */
    ab[628] = cse594;  /* [29, 16] */
    ab[589] = cse636;  /* [29, 17] */
    ab[1301] = 1;  /* [30, 8] */
    ab[1184] = cse446;  /* [30, 10] */
    ab[1145] = cse456;  /* [30, 11] */
    ab[677] = -1;  /* [30, 14] */
    ab[638] = cse652;  /* [30, 16] */
    ab[599] = cse644;  /* [30, 17] */
    ab[555] = -1;  /* [31, 0] */
    ab[789] = cse85;  /* [31, 3] */
    ab[1257] = cse189;  /* [31, 4] */
    ab[1218] = cse139;  /* [31, 5] */
    ab[516] = 1;  /* [31, 6] */
    ab[828] = cse293;  /* [31, 9] */
    ab[1179] = cse370;  /* [31, 10] */
    ab[1140] = cse419;  /* [31, 11] */
    ab[476] = -1;  /* [32, 1] */
    ab[788] = cse166;  /* [32, 3] */
    ab[1256] = cse120;  /* [32, 4] */
    ab[1217] = cse198;  /* [32, 5] */
    ab[437] = 1;  /* [32, 7] */
    ab[827] = cse311;  /* [32, 9] */
    ab[1178] = cse372;  /* [32, 10] */
    ab[1139] = cse425;  /* [32, 11] */
    ab[1385] = -1;  /* [33, 2] */
    ab[1268] = cse190;  /* [33, 4] */
    ab[1229] = cse199;  /* [33, 5] */
    ab[1307] = 1;  /* [33, 8] */
    ab[1190] = cse447;  /* [33, 10] */
    ab[1151] = cse457;  /* [33, 11] */
    ab[790] = cse167;  /* [34, 3] */
    ab[1258] = cse191;  /* [34, 4] */
    ab[1219] = cse200;  /* [34, 5] */
    ab[829] = cse427;  /* [34, 9] */
    ab[1180] = cse448;  /* [34, 10] */
    ab[1141] = cse458;  /* [34, 11] */
    ab[791] = cse168;  /* [35, 3] */
    ab[1259] = cse192;  /* [35, 4] */
    ab[1220] = cse202;  /* [35, 5] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Output: out, 36 x 36 row-major, 212 nonzero, unpacked from index3_matrix_band (one copy
 * of the expressions serves both). On allocation failure every entry of out is NaN.
 */
static const int mg_four_link_re_index3_matrix_cells[212][2] = {
    {0, 546},
    {20, 78},
    {31, 897},
    {37, 466},
    {57, 37},
    {68, 856},
    {74, 1386},
    {94, 1425},
    {105, 1347},
    {111, 786},
    {112, 1254},
    {113, 1215},
    {117, 825},
    {118, 1176},
    {119, 1137},
    {126, 1059},
    {127, 1020},
    {139, 903},
    {140, 864},
    {142, 942},
    {143, 981},
    {147, 798},
    {148, 1266},
    {149, 1227},
    {153, 837},
    {154, 1188},
    {155, 1149},
    {162, 1071},
    {163, 1032},
    {175, 915},
    {176, 876},
    {177, 1344},
    {178, 954},
    {179, 993},
    {183, 797},
    {184, 1265},
    {185, 1226},
    {189, 836},
    {190, 1187},
    {191, 1148},
    {198, 1070},
    {199, 1031},
    {211, 914},
    {212, 875},
    {213, 1343},
    {214, 953},
    {215, 992},
    {222, 506},
    {244, 740},
    {247, 896},
    {259, 426},
    {281, 699},
    {284, 855},
    {296, 1306},
    {318, 1111},
    {321, 1345},
    {327, 787},
    {328, 1255},
    {329, 1216},
    {333, 826},
    {334, 1177},
    {335, 1138},
    {352, 748},
    {353, 709},
    {355, 904},
    {356, 865},
    {358, 943},
    {363, 796},
    {364, 1264},
    {365, 1225},
    {369, 835},
    {370, 1186},
    {371, 1147},
    {388, 757},
    {389, 718},
    {390, 1108},
    {391, 913},
    {392, 874},
    {393, 1342},
    {394, 952},
    {399, 795},
    {400, 1263},
    {401, 1224},
    {405, 834},
    {406, 1185},
    {407, 1146},
    {424, 756},
    {425, 717},
    {426, 1107},
    {427, 912},
    {428, 873},
    {429, 1341},
    {430, 951},
    {444, 386},
    {457, 152},
    {460, 737},
    {481, 306},
    {494, 111},
    {497, 696},
    {518, 666},
    {531, 276},
    {534, 1095},
    {555, 346},
    {556, 619},
    {557, 580},
    {563, 229},
    {564, 190},
    {565, 151},
    {566, 112},
    {568, 736},
    {569, 697},
    {591, 353},
    {592, 626},
    {593, 587},
    {599, 236},
    {600, 197},
    {601, 158},
    {602, 119},
    {603, 275},
    {604, 743},
    {605, 704},
    {606, 1094},
    {627, 352},
    {628, 625},
    {629, 586},
    {635, 235},
    {636, 196},
    {637, 157},
    {638, 118},
    {639, 274},
    {640, 742},
    {641, 703},
    {642, 1093},
    {651, 793},
    {652, 1261},
    {653, 1222},
    {687, 792},
    {688, 1260},
    {689, 1221},
    {720, 534},
    {757, 455},
    {794, 1387},
    {843, 343},
    {844, 616},
    {845, 577},
    {879, 342},
    {880, 615},
    {881, 576},
    {912, 380},
    {915, 341},
    {916, 614},
    {917, 575},
    {949, 301},
    {951, 340},
    {952, 613},
    {953, 574},
    {986, 656},
    {988, 617},
    {989, 578},
    {1014, 512},
    {1017, 824},
    {1018, 1175},
    {1019, 1136},
    {1020, 395},
    {1023, 356},
    {1024, 629},
    {1025, 590},
    {1051, 433},
    {1053, 823},
    {1054, 1174},
    {1055, 1135},
    {1057, 316},
    {1059, 355},
    {1060, 628},
    {1061, 589},
    {1088, 1301},
    {1090, 1184},
    {1091, 1145},
    {1094, 677},
    {1096, 638},
    {1097, 599},
    {1116, 555},
    {1119, 789},
    {1120, 1257},
    {1121, 1218},
    {1122, 516},
    {1125, 828},
    {1126, 1179},
    {1127, 1140},
    {1153, 476},
    {1155, 788},
    {1156, 1256},
    {1157, 1217},
    {1159, 437},
    {1161, 827},
    {1162, 1178},
    {1163, 1139},
    {1190, 1385},
    {1192, 1268},
    {1193, 1229},
    {1196, 1307},
    {1198, 1190},
    {1199, 1151},
    {1227, 790},
    {1228, 1258},
    {1229, 1219},
    {1233, 829},
    {1234, 1180},
    {1235, 1141},
    {1263, 791},
    {1264, 1259},
    {1265, 1220},
};

void mg_four_link_re_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    double *ab = calloc((size_t)40 * 36, sizeof(double));
    if (ab == NULL) {
        for (int k = 0; k < 1296; ++k) {
            out[k] = NAN;
        }
        return;
    }
    mg_four_link_re_index3_matrix_band(q, v, a, lam, t, p, h, ab);
    memset(out, 0, sizeof(double) * 1296);
    for (int k = 0; k < 212; ++k) {
        out[mg_four_link_re_index3_matrix_cells[k][0]] = ab[mg_four_link_re_index3_matrix_cells[k][1]];
    }
    free(ab);
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

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
 * columns, written by rows), global frame.
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 5 x 12 row-major, 51 nonzero.
 * 112 operations after common subexpression elimination.
 */
void mg_four_link_re_reaction_frames(const double *q, const double *p, double *out)
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
    const double cse10 = cse2*cse5;
    const double cse11 = -cse0*cse9 + cse10;
    const double cse12 = sin(q_theta_rotor);
    const double cse13 = cse1*cse12;
    const double cse14 = cse0*cse10;
    const double cse15 = -cse14 + cse9;
    const double cse16 = cse0*cse7 + cse3;
    const double cse17 = -cse12*cse5;
    const double cse18 = cse12*cse2;
    const double cse19 = -cse18;
    const double cse20 = cse12*cse6;
    const double cse21 = sin(q_phi_link3);
    const double cse22 = cos(q_theta_link3);
    const double cse23 = cos(q_psi_link3);
    const double cse24 = 3.2576966240486005*cse23;
    const double cse25 = cse22*cse24;
    const double cse26 = cse21*cse25;
    const double cse27 = sin(q_theta_link3);
    const double cse28 = 1.7542555987262378*cse27;
    const double cse29 = cse21*cse28;
    const double cse30 = sin(q_psi_link3);
    const double cse31 = cos(q_phi_link3);
    const double cse32 = cse30*cse31;
    const double cse33 = 3.2576966240486005*cse32;
    const double cse34 = cse25*cse31;
    const double cse35 = cse21*cse30;
    const double cse36 = 3.2576966240486005*cse35;
    const double cse37 = cse28*cse31;
    const double cse38 = cse24*cse27;
    const double cse39 = 1.7542555987262378*cse22;
    const double cse40 = 1.0*cse23;
    const double cse41 = 1.0*cse22*cse35 - cse31*cse40;
    const double cse42 = 0.8804585470401622*cse22;
    const double cse43 = cse23*cse42;
    const double cse44 = 0.4741231347908751*cse27;
    const double cse45 = cse21*cse43 + cse21*cse44 + 0.8804585470401622*cse32;
    const double cse46 = 0.4741231347908751*cse22;
    const double cse47 = cse23*cse46;
    const double cse48 = 0.8804585470401622*cse27;
    const double cse49 = -cse21*cse47 + cse21*cse48 - 0.4741231347908751*cse32;
    const double cse50 = 1.0*cse30;
    const double cse51 = -cse21*cse40 - cse22*cse31*cse50;
    const double cse52 = -cse31*cse43 - cse31*cse44 + 0.8804585470401622*cse35;
    const double cse53 = cse31*cse47 - cse31*cse48 - 0.4741231347908751*cse35;
    const double cse54 = -cse27*cse50;
    const double cse55 = -cse23*cse48 + cse46;
    const double cse56 = cse23*cse44 + cse42;

    memset(out, 0, sizeof(double) * 60);
    out[0] = q_r_rotor_x;  /* [0, 0] */
    out[1] = q_r_rotor_y;  /* [0, 1] */
    out[2] = q_r_rotor_z;  /* [0, 2] */
    out[3] = cse8;  /* [0, 3] */
    out[4] = cse11;  /* [0, 4] */
    out[5] = cse13;  /* [0, 5] */
    out[6] = cse15;  /* [0, 6] */
    out[7] = cse16;  /* [0, 7] */
    out[8] = cse17;  /* [0, 8] */
    out[9] = cse19;  /* [0, 9] */
    out[10] = cse20;  /* [0, 10] */
    out[11] = cse0;  /* [0, 11] */
    out[12] = cse26 + cse29 + cse33 + q_r_link3_x;  /* [1, 0] */
    out[13] = -cse34 + cse36 - cse37 + q_r_link3_y;  /* [1, 1] */
    out[14] = -cse38 + cse39 + q_r_link3_z;  /* [1, 2] */
    out[15] = cse41;  /* [1, 3] */
    out[16] = cse45;  /* [1, 4] */
    out[17] = cse49;  /* [1, 5] */
    out[18] = cse51;  /* [1, 6] */
    out[19] = cse52;  /* [1, 7] */
    out[20] = cse53;  /* [1, 8] */
    out[21] = cse54;  /* [1, 9] */
    out[22] = cse55;  /* [1, 10] */
    out[23] = cse56;  /* [1, 11] */
    out[24] = -cse26 - cse29 - cse33 + q_r_link3_x;  /* [2, 0] */
    out[25] = cse34 - cse36 + cse37 + q_r_link3_y;  /* [2, 1] */
    out[26] = cse38 - cse39 + q_r_link3_z;  /* [2, 2] */
    out[27] = cse41;  /* [2, 3] */
    out[28] = cse45;  /* [2, 4] */
    out[29] = cse49;  /* [2, 5] */
    out[30] = cse51;  /* [2, 6] */
    out[31] = cse52;  /* [2, 7] */
    out[32] = cse53;  /* [2, 8] */
    out[33] = cse54;  /* [2, 9] */
    out[34] = cse55;  /* [2, 10] */
    out[35] = cse56;  /* [2, 11] */
    out[36] = -2*cse4 - 2*cse7 + q_r_rotor_x;  /* [3, 0] */
    out[37] = 2*cse14 - 2*cse9 + q_r_rotor_y;  /* [3, 1] */
    out[38] = 2*cse18 + q_r_rotor_z;  /* [3, 2] */
    out[39] = cse8;  /* [3, 3] */
    out[40] = cse11;  /* [3, 4] */
    out[41] = cse13;  /* [3, 5] */
    out[42] = cse15;  /* [3, 6] */
    out[43] = cse16;  /* [3, 7] */
    out[44] = cse17;  /* [3, 8] */
    out[45] = cse19;  /* [3, 9] */
    out[46] = cse20;  /* [3, 10] */
    out[47] = cse0;  /* [3, 11] */
    out[51] = 1;  /* [4, 3] */
    out[55] = 1;  /* [4, 7] */
    out[59] = 1;  /* [4, 11] */
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
 * see symbolic.formulations.chart_offset.
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
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 12,
 * ku = 12). */
int mg_four_link_re_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step)
{
    enum { NQ = 18, NV = 18, KL = 12, KU = 12,
           SIZE = 37 * 18 };
    double q[NQ], tmp[NQ], dv[NV], b[NV], work[NV], J[SIZE];
    int piv[NV];
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
                return 1;
            }
            memset(J, 0, sizeof J);
            mg_four_link_re_Phi_q_band(q, t, p, J);
            mg_four_link_re_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return 2;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, work);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_four_link_re_retract(q, dv, tmp);
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
        mg_four_link_re_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return 2;
        }
        mg_four_link_re_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, work);
        mg_flush(NV, v);
        mg_four_link_re_gamma(q, v, t, p, a);
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
 * The iteration matrix is factored in band storage (kl = 13, ku = 13). */
int mg_four_link_re_index3_run(const double *p, double h, double t0, int n_steps, double theta, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step)
{
    enum { NQ = 18, NV = 18, NC = 18, N = NV + NC };
    enum { KL = 13, KU = 13, LDAB = 40 };
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
            mg_four_link_re_retract(q_n, dv, qs);
            mg_four_link_re_index3_residual(qs, v, x, x + NV, t, p, h, g);
            if (!factored || newton_mode == 2) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_four_link_re_index3_matrix_band(qs, v, x, x + NV, t, p, h, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = 2;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_four_link_re_index3_matrix_perm, g, y);
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
