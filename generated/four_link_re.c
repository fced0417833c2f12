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
    const double r_rotor_x = q[0];
    const double r_rotor_y = q[1];
    const double r_rotor_z = q[2];
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double r_link2_x = q[6];
    const double r_link2_y = q[7];
    const double r_link2_z = q[8];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double r_link3_x = q[12];
    const double r_link3_y = q[13];
    const double r_link3_z = q[14];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
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

    out[0] = dv_0 + r_rotor_x;  /* [0, 0] */
    out[1] = dv_1 + r_rotor_y;  /* [1, 0] */
    out[2] = dv_2 + r_rotor_z;  /* [2, 0] */
    out[3] = dv_3 + phi_rotor;  /* [3, 0] */
    out[4] = dv_4 + theta_rotor;  /* [4, 0] */
    out[5] = dv_5 + psi_rotor;  /* [5, 0] */
    out[6] = dv_6 + r_link2_x;  /* [6, 0] */
    out[7] = dv_7 + r_link2_y;  /* [7, 0] */
    out[8] = dv_8 + r_link2_z;  /* [8, 0] */
    out[9] = dv_9 + phi_link2;  /* [9, 0] */
    out[10] = dv_10 + theta_link2;  /* [10, 0] */
    out[11] = dv_11 + psi_link2;  /* [11, 0] */
    out[12] = dv_12 + r_link3_x;  /* [12, 0] */
    out[13] = dv_13 + r_link3_y;  /* [13, 0] */
    out[14] = dv_14 + r_link3_z;  /* [14, 0] */
    out[15] = dv_15 + phi_link3;  /* [15, 0] */
    out[16] = dv_16 + theta_link3;  /* [16, 0] */
    out[17] = dv_17 + psi_link3;  /* [17, 0] */
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
 * 182 operations after common subexpression elimination.
 */
void mg_four_link_re_Phi(const double *q, double t, const double *p, double *out)
{
    const double r_rotor_x = q[0];
    const double r_rotor_y = q[1];
    const double r_rotor_z = q[2];
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double r_link2_x = q[6];
    const double r_link2_y = q[7];
    const double r_link2_z = q[8];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double r_link3_x = q[12];
    const double r_link3_y = q[13];
    const double r_link3_z = q[14];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(theta_rotor);
    const double cse1 = sin(phi_rotor);
    const double cse2 = cos(psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cos(phi_rotor);
    const double cse5 = sin(psi_rotor);
    const double cse6 = cse4*cse5;
    const double cse7 = cse0*cse3 + cse6;
    const double cse8 = cse1*cse5;
    const double cse9 = cse2*cse4;
    const double cse10 = -cse0*cse8 + cse9;
    const double cse11 = -r_rotor_x;
    const double cse12 = -r_rotor_y;
    const double cse13 = -r_rotor_z;
    const double cse14 = cos(psi_link3);
    const double cse15 = cos(theta_link3);
    const double cse16 = cos(phi_link3);
    const double cse17 = cse15*cse16;
    const double cse18 = sin(phi_link3);
    const double cse19 = sin(psi_link3);
    const double cse20 = sin(theta_link3);
    const double cse21 = cse16*cse20;
    const double cse22 = 0.8804585470401624*cse14;
    const double cse23 = 0.8804585470401624*cse19;
    const double cse24 = -cse17*cse22 + cse18*cse23 - 0.47412313479087503*cse21;
    const double cse25 = 3.7*cse15*cse18*cse22 + 3.7*cse16*cse23 + 1.7542555987262378*cse18*cse20;
    const double cse26 = -r_link3_x;
    const double cse27 = 3.7*cse24;
    const double cse28 = -r_link3_y;
    const double cse29 = 1.7542555987262378*cse15 - 3.7*cse20*cse22;
    const double cse30 = -r_link3_z;
    const double cse31 = cos(psi_link2);
    const double cse32 = sin(phi_link2);
    const double cse33 = cse31*cse32;
    const double cse34 = cos(theta_link2);
    const double cse35 = 0.37087957976352476*cse34;
    const double cse36 = cos(phi_link2);
    const double cse37 = sin(psi_link2);
    const double cse38 = 0.37087957976352476*cse37;
    const double cse39 = cse31*cse36;
    const double cse40 = cse34*cse37;
    const double cse41 = cse32*cse40;
    const double cse42 = sin(theta_link2);
    const double cse43 = 0.6140258560576415*cse42;
    const double cse44 = 6.1*cse32*cse43 + 6.1*cse33*cse35 + 6.1*cse36*cse38 + 4.249999997999838*cse39 - 4.249999997999838*cse41;
    const double cse45 = cse36*cse40;
    const double cse46 = 6.1*cse32*cse38 + 4.249999997999838*cse33 - 6.1*cse35*cse39 - 6.1*cse36*cse43 + 4.249999997999838*cse45;
    const double cse47 = cse31*cse42;
    const double cse48 = cse37*cse42;
    const double cse49 = 3.745557721951613*cse34 - 2.2623654365575008*cse47 + 4.249999997999838*cse48;
    const double cse50 = -cse0*cse9 + cse8;
    const double cse51 = sin(theta_rotor);
    const double cse52 = cse2*cse51;
    const double cse53 = 0.928680929062017*cse34;
    const double cse54 = 0.24543106033238243*cse42;
    const double cse55 = 0.928680929062017*cse37;
    const double cse56 = 0.7497211555855399*cse51;
    const double cse57 = 3.141592653589793*t;

    out[0] = cse7;  /* [0, 0] */
    out[1] = cse10;  /* [1, 0] */
    out[2] = cse11;  /* [2, 0] */
    out[3] = cse12;  /* [3, 0] */
    out[4] = cse13;  /* [4, 0] */
    out[5] = 0.4741231347908755*cse14*cse17 - 0.4741231347908755*cse18*cse19 - 0.8804585470401622*cse21;  /* [5, 0] */
    out[6] = cse24;  /* [6, 0] */
    out[7] = -cse25 + cse26 - 4;  /* [7, 0] */
    out[8] = -cse27 + cse28 - 8.5;  /* [8, 0] */
    out[9] = -cse29 + cse30;  /* [9, 0] */
    out[10] = cse25 + cse26 - cse44 + r_link2_x;  /* [10, 0] */
    out[11] = cse27 + cse28 - cse46 + r_link2_y;  /* [11, 0] */
    out[12] = cse29 + cse30 - cse49 + r_link2_z;  /* [12, 0] */
    out[13] = cse11 + cse44 + 2*cse7 + r_link2_x;  /* [13, 0] */
    out[14] = cse12 + cse46 + 2*cse50 + r_link2_y;  /* [14, 0] */
    out[15] = cse13 + cse49 - 2*cse52 + r_link2_z;  /* [15, 0] */
    out[16] = (0.7497211555855399*cse0 - 0.6617538733301699*cse5*cse51)*(0.24543106033238243*cse34 + 0.928680929062017*cse47 + 0.278056337134458*cse48) + (cse1*cse56 - 0.6617538733301699*cse10)*(cse32*cse54 - cse33*cse53 - cse36*cse55 + 0.278056337134458*cse39 - 0.278056337134458*cse41) + (-0.6617538733301699*cse0*cse6 - 0.6617538733301699*cse3 - cse4*cse56)*(-cse32*cse55 + 0.278056337134458*cse33 - cse36*cse54 + cse39*cse53 + 0.278056337134458*cse45);  /* [16, 0] */
    out[17] = cse50*cos(cse57) - cse52*sin(cse57);  /* [17, 0] */
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_re_Phi_q_perm[18] = {12, 9, 11, 10, 7, 8, 6, 17, 16, 14, 1, 13, 5, 3, 15, 4, 0, 2};

/* Phi_q written into the column-major band storage of its permuted matrix
 * (n = 18, kl = 12, ku = 12, ldab = 37); ab is zeroed by the caller. */
void mg_four_link_re_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(theta_rotor);
    const double cse1 = cos(phi_rotor);
    const double cse2 = cos(psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = sin(phi_rotor);
    const double cse5 = sin(psi_rotor);
    const double cse6 = cse4*cse5;
    const double cse7 = sin(theta_rotor);
    const double cse8 = cse2*cse4;
    const double cse9 = cse0*cse6;
    const double cse10 = cse3 - cse9;
    const double cse11 = cse1*cse5;
    const double cse12 = cse0*cse11;
    const double cse13 = cse0*cse8;
    const double cse14 = cos(theta_link3);
    const double cse15 = cos(psi_link3);
    const double cse16 = sin(phi_link3);
    const double cse17 = cse15*cse16;
    const double cse18 = 0.4741231347908755*cse17;
    const double cse19 = sin(psi_link3);
    const double cse20 = cos(phi_link3);
    const double cse21 = cse19*cse20;
    const double cse22 = 0.4741231347908755*cse21;
    const double cse23 = sin(theta_link3);
    const double cse24 = cse16*cse23;
    const double cse25 = cse15*cse20*cse23;
    const double cse26 = cse14*cse20;
    const double cse27 = 0.8804585470401624*cse17;
    const double cse28 = 0.8804585470401624*cse21;
    const double cse29 = 3.257696624048601*cse19;
    const double cse30 = cse16*cse29;
    const double cse31 = 1.7542555987262378*cse23;
    const double cse32 = cse20*cse31;
    const double cse33 = 3.257696624048601*cse15;
    const double cse34 = cse20*cse33;
    const double cse35 = cse14*cse34;
    const double cse36 = 1.7542555987262378*cse14*cse16;
    const double cse37 = cse16*cse33;
    const double cse38 = cse23*cse37;
    const double cse39 = cse14*cse30;
    const double cse40 = cse20*cse29;
    const double cse41 = cse16*cse31;
    const double cse42 = cse14*cse37;
    const double cse43 = 1.7542555987262378*cse26;
    const double cse44 = cse23*cse34;
    const double cse45 = cse14*cse40;
    const double cse46 = cse14*cse33;
    const double cse47 = cse23*cse29;
    const double cse48 = cos(phi_link2);
    const double cse49 = sin(theta_link2);
    const double cse50 = 3.745557721951613*cse49;
    const double cse51 = cse48*cse50;
    const double cse52 = cos(theta_link2);
    const double cse53 = sin(psi_link2);
    const double cse54 = 4.249999997999838*cse48;
    const double cse55 = cse53*cse54;
    const double cse56 = cse52*cse55;
    const double cse57 = cos(psi_link2);
    const double cse58 = sin(phi_link2);
    const double cse59 = 4.249999997999838*cse58;
    const double cse60 = cse57*cse59;
    const double cse61 = 2.2623654365575008*cse53;
    const double cse62 = cse58*cse61;
    const double cse63 = 2.2623654365575008*cse57;
    const double cse64 = cse52*cse63;
    const double cse65 = cse48*cse64;
    const double cse66 = 3.745557721951613*cse52;
    const double cse67 = cse58*cse66;
    const double cse68 = cse53*cse59;
    const double cse69 = cse49*cse68;
    const double cse70 = cse49*cse57;
    const double cse71 = 2.2623654365575008*cse70;
    const double cse72 = cse58*cse71;
    const double cse73 = cse52*cse60;
    const double cse74 = cse48*cse63;
    const double cse75 = cse52*cse62;
    const double cse76 = cse54*cse57;
    const double cse77 = cse48*cse61;
    const double cse78 = cse50*cse58;
    const double cse79 = cse52*cse68;
    const double cse80 = cse58*cse64;
    const double cse81 = cse48*cse66;
    const double cse82 = cse49*cse55;
    const double cse83 = cse48*cse71;
    const double cse84 = cse58*cse63;
    const double cse85 = cse52*cse76;
    const double cse86 = cse52*cse77;
    const double cse87 = cse52*cse53;
    const double cse88 = 4.249999997999838*cse87;
    const double cse89 = 4.249999997999838*cse70;
    const double cse90 = cse49*cse53;
    const double cse91 = 2.2623654365575008*cse90;
    const double cse92 = 2*cse3;
    const double cse93 = 2*cse8;
    const double cse94 = 2*cse11;
    const double cse95 = cse0*cse2;
    const double cse96 = cse5*cse7;
    const double cse97 = 0.928680929062017*cse57;
    const double cse98 = cse52*cse97;
    const double cse99 = cse48*cse98;
    const double cse100 = 0.278056337134458*cse53;
    const double cse101 = cse100*cse52;
    const double cse102 = cse101*cse48;
    const double cse103 = 0.24543106033238243*cse49;
    const double cse104 = cse103*cse48;
    const double cse105 = 0.928680929062017*cse53;
    const double cse106 = cse105*cse58;
    const double cse107 = 0.278056337134458*cse57;
    const double cse108 = cse107*cse58;
    const double cse109 = cse102 - cse104 - cse106 + cse108 + cse99;
    const double cse110 = 0.6617538733301699*cse6;
    const double cse111 = 0.6617538733301699*cse3;
    const double cse112 = 0.7497211555855399*cse7;
    const double cse113 = cse112*cse4;
    const double cse114 = 0.6617538733301699*cse11;
    const double cse115 = 0.6617538733301699*cse8;
    const double cse116 = cse1*cse112;
    const double cse117 = cse107*cse48;
    const double cse118 = -cse101*cse58 + cse103*cse58 - cse105*cse48 + cse117 - cse58*cse98;
    const double cse119 = 0.928680929062017*cse70;
    const double cse120 = cse100*cse49;
    const double cse121 = 0.24543106033238243*cse52;
    const double cse122 = cse119 + cse120 + cse121;
    const double cse123 = 0.6617538733301699*cse5;
    const double cse124 = 0.7497211555855399*cse0;
    const double cse125 = cse12 + cse8;
    const double cse126 = -cse116 - 0.6617538733301699*cse125;
    const double cse127 = -0.6617538733301699*cse10 + cse113;
    const double cse128 = -cse123*cse7 + cse124;
    const double cse129 = 0.928680929062017*cse87;
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
    ab[540] = -cse14*cse18 - cse22 + 0.8804585470401622*cse24;  /* [5, 15] */
    ab[324] = -0.4741231347908755*cse25 - 0.8804585470401622*cse26;  /* [5, 16] */
    ab[288] = -cse14*cse22 - cse18;  /* [5, 17] */
    ab[534] = cse14*cse27 + 0.47412313479087503*cse24 + cse28;  /* [6, 15] */
    ab[318] = 0.8804585470401624*cse25 - 0.47412313479087503*cse26;  /* [6, 16] */
    ab[282] = cse14*cse28 + cse27;  /* [6, 17] */
    ab[28] = -1;  /* [7, 12] */
    ab[532] = cse30 - cse32 - cse35;  /* [7, 15] */
    ab[316] = -cse36 + cse38;  /* [7, 16] */
    ab[280] = -cse34 + cse39;  /* [7, 17] */
    ab[425] = -1;  /* [8, 13] */
    ab[533] = -cse40 - cse41 - cse42;  /* [8, 15] */
    ab[317] = cse43 - cse44;  /* [8, 16] */
    ab[281] = -cse37 - cse45;  /* [8, 17] */
    ab[349] = -1;  /* [9, 14] */
    ab[313] = cse31 + cse46;  /* [9, 16] */
    ab[277] = -cse47;  /* [9, 17] */
    ab[243] = 1;  /* [10, 6] */
    ab[63] = -cse51 + cse56 + cse60 + cse62 - cse65;  /* [10, 9] */
    ab[135] = -cse67 - cse69 + cse72;  /* [10, 10] */
    ab[99] = cse55 + cse73 - cse74 + cse75;  /* [10, 11] */
    ab[27] = -1;  /* [10, 12] */
    ab[531] = -cse30 + cse32 + cse35;  /* [10, 15] */
    ab[315] = cse36 - cse38;  /* [10, 16] */
    ab[279] = cse34 - cse39;  /* [10, 17] */
    ab[170] = 1;  /* [11, 7] */
    ab[62] = -cse76 - cse77 - cse78 + cse79 - cse80;  /* [11, 9] */
    ab[134] = cse81 + cse82 - cse83;  /* [11, 10] */
    ab[98] = cse68 - cse84 - cse85 - cse86;  /* [11, 11] */
    ab[422] = -1;  /* [11, 13] */
    ab[530] = cse40 + cse41 + cse42;  /* [11, 15] */
    ab[314] = -cse43 + cse44;  /* [11, 16] */
    ab[278] = cse37 + cse45;  /* [11, 17] */
    ab[204] = 1;  /* [12, 8] */
    ab[132] = cse50 + cse64 - cse88;  /* [12, 10] */
    ab[96] = -cse89 - cse91;  /* [12, 11] */
    ab[348] = -1;  /* [12, 14] */
    ab[312] = -cse31 - cse46;  /* [12, 16] */
    ab[276] = cse47;  /* [12, 17] */
    ab[611] = -1;  /* [13, 0] */
    ab[503] = cse0*cse92 - 2*cse6;  /* [13, 3] */
    ab[575] = -cse7*cse93;  /* [13, 4] */
    ab[467] = -2*cse9 + cse92;  /* [13, 5] */
    ab[251] = 1;  /* [13, 6] */
    ab[71] = cse51 - cse56 - cse60 - cse62 + cse65;  /* [13, 9] */
    ab[143] = cse67 + cse69 - cse72;  /* [13, 10] */
    ab[107] = -cse55 - cse73 + cse74 - cse75;  /* [13, 11] */
    ab[393] = -1;  /* [14, 1] */
    ab[501] = cse0*cse93 + cse94;  /* [14, 3] */
    ab[573] = cse7*cse92;  /* [14, 4] */
    ab[465] = cse0*cse94 + cse93;  /* [14, 5] */
    ab[177] = 1;  /* [14, 7] */
    ab[69] = cse76 + cse77 + cse78 - cse79 + cse80;  /* [14, 9] */
    ab[141] = -cse81 - cse82 + cse83;  /* [14, 10] */
    ab[105] = -cse68 + cse84 + cse85 + cse86;  /* [14, 11] */
    ab[650] = -1;  /* [15, 2] */
    ab[578] = -2*cse95;  /* [15, 4] */
    ab[470] = 2*cse96;  /* [15, 5] */
    ab[218] = 1;  /* [15, 8] */
    ab[146] = -cse50 - cse64 + cse88;  /* [15, 10] */
    ab[110] = cse89 + cse91;  /* [15, 11] */
    ab[500] = cse109*(cse0*cse110 - cse111 + cse113) + cse118*(cse0*cse114 + cse115 + cse116);  /* [16, 3] */
    ab[572] = cse109*(-cse1*cse124 + cse114*cse7) + cse118*(-cse110*cse7 + cse124*cse4) + cse122*(-cse0*cse123 - cse112);  /* [16, 4] */
    ab[464] = cse109*(-cse0*cse111 + cse110) + cse118*(cse0*cse115 + cse114) - 0.6617538733301699*cse122*cse2*cse7;  /* [16, 5] */
    ab[68] = cse118*cse126 + cse127*(-cse102 + cse104 + cse106 - cse108 - cse99);  /* [16, 9] */
    ab[140] = cse126*(-cse119*cse48 - cse120*cse48 - cse121*cse48) + cse127*(cse119*cse58 + cse120*cse58 + cse121*cse58) + cse128*(cse101 - cse103 + cse98);  /* [16, 10] */
    ab[104] = cse126*(-cse100*cse58 + cse117*cse52 - cse129*cse48 - cse58*cse97) + cse127*(-cse100*cse48 - cse108*cse52 + cse129*cse58 - cse48*cse97) + cse128*(0.278056337134458*cse70 - 0.928680929062017*cse90);  /* [16, 11] */
    ab[499] = cse131*(cse11 + cse13);  /* [17, 3] */
    ab[571] = cse131*cse3*cse7 - cse132*cse95;  /* [17, 4] */
    ab[463] = cse125*cse131 + cse132*cse96;  /* [17, 5] */
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
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    (void)p;
    const double cse0 = 3.141592653589793*t;
    const double cse1 = cos(psi_rotor);

    memset(out, 0, sizeof(double) * 18);
    out[17] = 3.141592653589793*cse1*sin(theta_rotor)*cos(cse0) + 3.141592653589793*(-cse1*cos(phi_rotor)*cos(theta_rotor) + sin(phi_rotor)*sin(psi_rotor))*sin(cse0);  /* [17, 0] */
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 15 nonzero.
 * 934 operations after common subexpression elimination.
 */
void mg_four_link_re_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double phid_rotor = v[3];
    const double thetad_rotor = v[4];
    const double psid_rotor = v[5];
    const double phid_link2 = v[9];
    const double thetad_link2 = v[10];
    const double psid_link2 = v[11];
    const double phid_link3 = v[15];
    const double thetad_link3 = v[16];
    const double psid_link3 = v[17];
    (void)p;
    const double cse0 = sin(phi_rotor);
    const double cse1 = cos(psi_rotor);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(theta_rotor);
    const double cse4 = cos(phi_rotor);
    const double cse5 = sin(psi_rotor);
    const double cse6 = cse4*cse5;
    const double cse7 = cse3*cse6;
    const double cse8 = -cse2 - cse7;
    const double cse9 = cse0*cse5;
    const double cse10 = sin(theta_rotor);
    const double cse11 = cse10*thetad_rotor;
    const double cse12 = cse2*cse3;
    const double cse13 = -cse12 - cse6;
    const double cse14 = cse1*cse4;
    const double cse15 = cse10*cse14;
    const double cse16 = cse12*thetad_rotor;
    const double cse17 = cse10*psid_rotor;
    const double cse18 = cse14*cse3;
    const double cse19 = -cse18 + cse9;
    const double cse20 = cse11*cse2;
    const double cse21 = cse3*cse9;
    const double cse22 = -cse14 + cse21;
    const double cse23 = cse10*cse6;
    const double cse24 = sin(theta_link3);
    const double cse25 = cos(phi_link3);
    const double cse26 = cse24*cse25;
    const double cse27 = cos(theta_link3);
    const double cse28 = cos(psi_link3);
    const double cse29 = cse25*cse28;
    const double cse30 = 0.4741231347908755*cse29;
    const double cse31 = -cse27*cse30;
    const double cse32 = 0.8804585470401622*cse26 + cse31;
    const double cse33 = sin(phi_link3);
    const double cse34 = cse27*cse33;
    const double cse35 = cse24*cse28*cse33;
    const double cse36 = 0.8804585470401622*cse34 + 0.4741231347908755*cse35;
    const double cse37 = sin(psi_link3);
    const double cse38 = cse26*psid_link3;
    const double cse39 = cse37*cse38;
    const double cse40 = cse33*cse37;
    const double cse41 = 0.4741231347908755*cse40;
    const double cse42 = cse27*cse41 - cse30;
    const double cse43 = cse26*thetad_link3;
    const double cse44 = cse37*cse43;
    const double cse45 = 0.47412313479087503*cse34 - 0.8804585470401624*cse35;
    const double cse46 = 0.8804585470401624*cse29;
    const double cse47 = cse27*cse46;
    const double cse48 = 0.47412313479087503*cse26 + cse47;
    const double cse49 = 0.8804585470401624*cse40;
    const double cse50 = -cse27*cse49 + cse46;
    const double cse51 = -cse49;
    const double cse52 = 3.257696624048601*cse40;
    const double cse53 = cse24*cse52;
    const double cse54 = cse53*thetad_link3;
    const double cse55 = 3.257696624048601*cse37;
    const double cse56 = cse25*cse55;
    const double cse57 = cse27*cse56;
    const double cse58 = 3.257696624048601*cse28;
    const double cse59 = cse33*cse58;
    const double cse60 = cse57 + cse59;
    const double cse61 = cse34*cse58;
    const double cse62 = cse24*cse58;
    const double cse63 = cse25*cse62;
    const double cse64 = 1.7542555987262378*cse27;
    const double cse65 = cse25*cse64;
    const double cse66 = cse63 - cse65;
    const double cse67 = 1.7542555987262378*cse24;
    const double cse68 = cse33*cse67;
    const double cse69 = cse61 + cse68;
    const double cse70 = cse53*psid_link3;
    const double cse71 = cse27*cse52;
    const double cse72 = cse25*cse58;
    const double cse73 = cse71 - cse72;
    const double cse74 = cse43*cse55;
    const double cse75 = cse27*cse72;
    const double cse76 = -cse75;
    const double cse77 = cse33*cse62;
    const double cse78 = cse33*cse64;
    const double cse79 = cse77 - cse78;
    const double cse80 = cse25*cse67;
    const double cse81 = cse76 - cse80;
    const double cse82 = cse38*cse55;
    const double cse83 = cse27*cse55;
    const double cse84 = cse83*thetad_link3;
    const double cse85 = cse62*psid_link3;
    const double cse86 = cse83*psid_link3;
    const double cse87 = -cse57 - cse59;
    const double cse88 = -cse61;
    const double cse89 = -cse56;
    const double cse90 = -cse68 + cse88;
    const double cse91 = -cse63 + cse65;
    const double cse92 = sin(theta_link2);
    const double cse93 = sin(phi_link2);
    const double cse94 = sin(psi_link2);
    const double cse95 = 2.2623654365575008*cse94;
    const double cse96 = cse93*cse95;
    const double cse97 = cse92*cse96;
    const double cse98 = cos(psi_link2);
    const double cse99 = cse92*cse98;
    const double cse100 = 4.249999997999838*cse93;
    const double cse101 = cse100*cse99;
    const double cse102 = -cse101 - cse97;
    const double cse103 = cos(phi_link2);
    const double cse104 = cos(theta_link2);
    const double cse105 = cse104*cse95;
    const double cse106 = cse103*cse105;
    const double cse107 = 2.2623654365575008*cse98;
    const double cse108 = cse107*cse93;
    const double cse109 = cse100*cse94;
    const double cse110 = cse104*cse98;
    const double cse111 = 4.249999997999838*cse110;
    const double cse112 = cse103*cse111;
    const double cse113 = cse106 + cse108 - cse109 + cse112;
    const double cse114 = cse104*cse108;
    const double cse115 = cse104*cse94;
    const double cse116 = cse100*cse115;
    const double cse117 = cse114 - cse116;
    const double cse118 = cse103*cse95;
    const double cse119 = 4.249999997999838*cse103;
    const double cse120 = cse119*cse98;
    const double cse121 = cse118 + cse120;
    const double cse122 = cse107*cse92;
    const double cse123 = cse103*cse122;
    const double cse124 = cse92*cse94;
    const double cse125 = 4.249999997999838*cse124;
    const double cse126 = cse103*cse125;
    const double cse127 = 3.745557721951613*cse104;
    const double cse128 = cse103*cse127;
    const double cse129 = cse123 - cse126 - cse128;
    const double cse130 = 3.745557721951613*cse92;
    const double cse131 = cse130*cse93;
    const double cse132 = cse117 + cse131;
    const double cse133 = -cse52;
    const double cse134 = -cse71 + cse72;
    const double cse135 = -cse77 + cse78;
    const double cse136 = cse75 + cse80;
    const double cse137 = cse118*cse92;
    const double cse138 = cse119*cse99;
    const double cse139 = cse137 + cse138;
    const double cse140 = cse105*cse93;
    const double cse141 = cse111*cse93;
    const double cse142 = cse103*cse107;
    const double cse143 = cse119*cse94;
    const double cse144 = cse140 + cse141 - cse142 + cse143;
    const double cse145 = cse104*cse142;
    const double cse146 = cse115*cse119;
    const double cse147 = -cse145 + cse146;
    const double cse148 = cse100*cse98;
    const double cse149 = cse148 + cse96;
    const double cse150 = cse122*cse93;
    const double cse151 = cse125*cse93;
    const double cse152 = cse127*cse93;
    const double cse153 = cse150 - cse151 - cse152;
    const double cse154 = cse103*cse130;
    const double cse155 = cse147 - cse154;
    const double cse156 = -cse105 - cse111;
    const double cse157 = -cse122 + cse125;
    const double cse158 = cse101 + cse97;
    const double cse159 = -cse106 - cse108 + cse109 - cse112;
    const double cse160 = -cse114 + cse116;
    const double cse161 = -cse118 - cse120;
    const double cse162 = -cse131 + cse160;
    const double cse163 = -cse123 + cse126 + cse128;
    const double cse164 = 2*cse14;
    const double cse165 = cse10*phid_rotor;
    const double cse166 = 2*cse9;
    const double cse167 = 2*cse2;
    const double cse168 = -cse167 - 2*cse7;
    const double cse169 = 2*cse6;
    const double cse170 = -2*cse12 - cse169;
    const double cse171 = -cse137 - cse138;
    const double cse172 = -cse140 - cse141 + cse142 - cse143;
    const double cse173 = cse145 - cse146;
    const double cse174 = -cse148 - cse96;
    const double cse175 = cse154 + cse173;
    const double cse176 = -cse150 + cse151 + cse152;
    const double cse177 = cse164 - 2*cse21;
    const double cse178 = -cse166 + 2*cse18;
    const double cse179 = 2*thetad_rotor;
    const double cse180 = cse105 + cse111;
    const double cse181 = cse122 - cse125;
    const double cse182 = cse3*cse5;
    const double cse183 = cse1*cse10;
    const double cse184 = 2*psid_rotor;
    const double cse185 = 0.6617538733301699*cse2;
    const double cse186 = 0.7497211555855399*cse10;
    const double cse187 = cse186*cse4;
    const double cse188 = 0.6617538733301699*cse7;
    const double cse189 = cse187 + cse188;
    const double cse190 = cse185 + cse189;
    const double cse191 = 0.928680929062017*cse94;
    const double cse192 = cse104*cse191;
    const double cse193 = 0.278056337134458*cse93;
    const double cse194 = cse193*cse98;
    const double cse195 = 0.928680929062017*cse98;
    const double cse196 = 0.278056337134458*cse103;
    const double cse197 = cse196*cse94;
    const double cse198 = -cse103*cse195 - cse104*cse194 + cse192*cse93 - cse197;
    const double cse199 = cse193*cse94;
    const double cse200 = cse195*cse93;
    const double cse201 = cse196*cse98;
    const double cse202 = cse104*cse201;
    const double cse203 = cse103*cse192;
    const double cse204 = -cse199 - cse200 + cse202 - cse203;
    const double cse205 = 0.6617538733301699*cse21;
    const double cse206 = 0.6617538733301699*cse14;
    const double cse207 = cse0*cse186;
    const double cse208 = cse205 - cse206 + cse207;
    const double cse209 = cse190*cse198 + cse204*cse208;
    const double cse210 = cse14 - cse21;
    const double cse211 = cse207 - 0.6617538733301699*cse210;
    const double cse212 = cse191*cse92;
    const double cse213 = cse2 + cse7;
    const double cse214 = -cse187 - 0.6617538733301699*cse213;
    const double cse215 = 0.7497211555855399*cse3;
    const double cse216 = cse10*cse5;
    const double cse217 = 0.6617538733301699*cse216;
    const double cse218 = cse215 - cse217;
    const double cse219 = cse211*(cse194*cse92 - cse212*cse93) + cse214*(cse103*cse212 - cse201*cse92) + cse218*(0.278056337134458*cse110 - cse192);
    const double cse220 = 0.6617538733301699*cse9;
    const double cse221 = cse0*cse215 - cse10*cse220;
    const double cse222 = 0.6617538733301699*cse6;
    const double cse223 = cse10*cse222;
    const double cse224 = cse215*cse4;
    const double cse225 = cse223 - cse224;
    const double cse226 = -cse212 + 0.278056337134458*cse99;
    const double cse227 = -0.6617538733301699*cse182 - cse186;
    const double cse228 = cse198*cse221 + cse204*cse225 + cse226*cse227;
    const double cse229 = 0.6617538733301699*cse12 + cse222;
    const double cse230 = 0.6617538733301699*cse18;
    const double cse231 = cse220 - cse230;
    const double cse232 = 0.6617538733301699*cse183;
    const double cse233 = cse198*cse229 + cse204*cse231 - cse226*cse232;
    const double cse234 = cse198*cse214 + cse211*(cse199 + cse200 - cse202 + cse203);
    const double cse235 = cse104*cse195;
    const double cse236 = cse235*cse93;
    const double cse237 = cse104*cse199;
    const double cse238 = cse236 + cse237;
    const double cse239 = cse103*cse191;
    const double cse240 = -cse201 + cse239;
    const double cse241 = cse103*cse235;
    const double cse242 = cse104*cse197;
    const double cse243 = -cse241 - cse242;
    const double cse244 = cse191*cse93;
    const double cse245 = -cse194 + cse244;
    const double cse246 = cse195*cse92;
    const double cse247 = 0.278056337134458*cse124;
    const double cse248 = -cse246 - cse247;
    const double cse249 = 0.24543106033238243*cse104;
    const double cse250 = cse199*cse92 + cse246*cse93 + cse249*cse93;
    const double cse251 = cse103*cse249;
    const double cse252 = cse197*cse92;
    const double cse253 = cse103*cse246;
    const double cse254 = -cse251 - cse252 - cse253;
    const double cse255 = cse190*cse250 + cse208*cse254;
    const double cse256 = 0.24543106033238243*cse92;
    const double cse257 = cse256*cse93;
    const double cse258 = cse238 - cse257;
    const double cse259 = cse103*cse256;
    const double cse260 = cse243 + cse259;
    const double cse261 = 0.278056337134458*cse115 + cse235 - cse256;
    const double cse262 = cse221*cse250 + cse225*cse254 + cse227*cse261;
    const double cse263 = cse229*cse250 + cse231*cse254 - cse232*cse261;
    const double cse264 = cse211*(cse251 + cse252 + cse253) + cse214*cse250;
    const double cse265 = cse245 + cse260;
    const double cse266 = cse201 - cse236 - cse237 - cse239 + cse257;
    const double cse267 = cse221*cse265 + cse225*cse266;
    const double cse268 = cse190*cse265 + cse208*cse266;
    const double cse269 = cse229*cse265 + cse231*cse266;
    const double cse270 = cse194 + cse241 + cse242 - cse244 - cse259;
    const double cse271 = cse246 + cse247 + cse249;
    const double cse272 = cse1*cse3;
    const double cse273 = -cse10*cse185*cse266 + cse10*cse206*cse270 - 0.6617538733301699*cse271*cse272;
    const double cse274 = -cse205;
    const double cse275 = cse206 + cse274;
    const double cse276 = cse229*cse270 + cse266*(-cse220 + cse230);
    const double cse277 = cse221*cse270 + cse266*(-cse223 + cse224);
    const double cse278 = -cse207;
    const double cse279 = 3.141592653589793*t;
    const double cse280 = cos(cse279);
    const double cse281 = sin(cse279);
    const double cse282 = cse183*cse281;
    const double cse283 = cse182*cse281 - cse23*cse280;
    const double cse284 = 3.141592653589793*cse281;
    const double cse285 = 3.141592653589793*cse280;
    const double cse286 = -cse15*cse284 - cse272*cse285;
    const double cse287 = cse280*(cse18 - cse9);
    const double cse288 = cse210*cse280;
    const double cse289 = cse284*(cse12 + cse6);
    const double cse290 = (3.141592653589793*3.141592653589793);
    const double cse291 = -cse213*cse284 + cse216*cse285;

    memset(out, 0, sizeof(double) * 18);
    out[0] = -phid_rotor*(-cse11*cse14 + cse13*phid_rotor + cse8*psid_rotor) - psid_rotor*(cse11*cse9 + cse13*psid_rotor + cse8*phid_rotor) - thetad_rotor*(-cse15*phid_rotor - cse16 + cse17*cse9);  /* [0, 0] */
    out[1] = -phid_rotor*(cse11*cse6 + cse19*psid_rotor + cse22*phid_rotor) - psid_rotor*(cse19*phid_rotor + cse20 + cse22*psid_rotor) - thetad_rotor*(cse17*cse2 + cse21*thetad_rotor + cse23*phid_rotor);  /* [1, 0] */
    out[5] = -phid_link3*(cse36*thetad_link3 + cse42*psid_link3 + phid_link3*(cse32 + cse41)) - psid_link3*(cse42*phid_link3 + 0.4741231347908755*cse44 + psid_link3*(cse31 + cse41)) - thetad_link3*(cse32*thetad_link3 + cse36*phid_link3 + 0.4741231347908755*cse39);  /* [5, 0] */
    out[6] = -phid_link3*(cse45*thetad_link3 + cse50*psid_link3 + phid_link3*(cse48 + cse51)) - psid_link3*(-0.8804585470401624*cse44 + cse50*phid_link3 + psid_link3*(cse47 + cse51)) - thetad_link3*(-0.8804585470401624*cse39 + cse45*phid_link3 + cse48*thetad_link3);  /* [6, 0] */
    out[7] = -phid_link3*(cse60*psid_link3 + cse66*thetad_link3 + phid_link3*(cse56 + cse69)) - psid_link3*(-cse54 + cse60*phid_link3 + psid_link3*(cse56 + cse61)) - thetad_link3*(cse66*phid_link3 + cse69*thetad_link3 - cse70);  /* [7, 0] */
    out[8] = -phid_link3*(cse73*psid_link3 + cse79*thetad_link3 + phid_link3*(cse52 + cse81)) - psid_link3*(cse73*phid_link3 + cse74 + psid_link3*(cse52 + cse76)) - thetad_link3*(cse79*phid_link3 + cse81*thetad_link3 + cse82);  /* [8, 0] */
    out[9] = -psid_link3*(-cse84 - cse85) - thetad_link3*(-cse86 + thetad_link3*(-cse62 + cse64));  /* [9, 0] */
    out[10] = -phid_link2*(cse113*psid_link2 + cse129*thetad_link2 + phid_link2*(cse121 + cse132)) - phid_link3*(cse87*psid_link3 + cse91*thetad_link3 + phid_link3*(cse89 + cse90)) - psid_link2*(cse102*thetad_link2 + cse113*phid_link2 + psid_link2*(cse117 + cse121)) - psid_link3*(cse54 + cse87*phid_link3 + psid_link3*(cse88 + cse89)) - thetad_link2*(cse102*psid_link2 + cse129*phid_link2 + cse132*thetad_link2) - thetad_link3*(cse70 + cse90*thetad_link3 + cse91*phid_link3);  /* [10, 0] */
    out[11] = -phid_link2*(cse144*psid_link2 + cse153*thetad_link2 + phid_link2*(cse149 + cse155)) - phid_link3*(cse134*psid_link3 + cse135*thetad_link3 + phid_link3*(cse133 + cse136)) - psid_link2*(cse139*thetad_link2 + cse144*phid_link2 + psid_link2*(cse147 + cse149)) - psid_link3*(cse134*phid_link3 - cse74 + psid_link3*(cse133 + cse75)) - thetad_link2*(cse139*psid_link2 + cse153*phid_link2 + cse155*thetad_link2) - thetad_link3*(cse135*phid_link3 + cse136*thetad_link3 - cse82);  /* [11, 0] */
    out[12] = -psid_link2*(cse156*thetad_link2 + cse157*psid_link2) - psid_link3*(cse84 + cse85) - thetad_link2*(cse156*psid_link2 + thetad_link2*(cse127 + cse157)) - thetad_link3*(cse86 + thetad_link3*(cse62 - cse64));  /* [12, 0] */
    out[13] = -phid_link2*(cse159*psid_link2 + cse163*thetad_link2 + phid_link2*(cse161 + cse162)) - phid_rotor*(-cse11*cse164 + cse168*psid_rotor + cse170*phid_rotor) - psid_link2*(cse158*thetad_link2 + cse159*phid_link2 + psid_link2*(cse160 + cse161)) - psid_rotor*(cse11*cse166 + cse168*phid_rotor + cse170*psid_rotor) - thetad_link2*(cse158*psid_link2 + cse162*thetad_link2 + cse163*phid_link2) - thetad_rotor*(-2*cse16 - cse164*cse165 + cse166*cse17);  /* [13, 0] */
    out[14] = -phid_link2*(cse172*psid_link2 + cse176*thetad_link2 + phid_link2*(cse174 + cse175)) - phid_rotor*(-cse11*cse167 + cse177*psid_rotor + cse178*phid_rotor) - psid_link2*(cse171*thetad_link2 + cse172*phid_link2 + psid_link2*(cse173 + cse174)) - psid_rotor*(-cse11*cse169 + cse177*phid_rotor + cse178*psid_rotor) - thetad_link2*(cse171*psid_link2 + cse175*thetad_link2 + cse176*phid_link2) - thetad_rotor*(-cse165*cse167 - cse169*cse17 + cse179*cse18);  /* [14, 0] */
    out[15] = -psid_link2*(cse180*thetad_link2 + cse181*psid_link2) - psid_rotor*(cse179*cse182 + cse183*cse184) - thetad_link2*(cse180*psid_link2 + thetad_link2*(-cse127 + cse181)) - thetad_rotor*(cse179*cse183 + cse182*cse184);  /* [15, 0] */
    out[16] = -phid_link2*(cse234*psid_link2 + cse264*thetad_link2 + cse267*thetad_rotor + cse268*phid_rotor + cse269*psid_rotor + phid_link2*(cse211*(cse240 + cse258) + cse214*cse265)) - phid_rotor*(cse209*psid_link2 + cse255*thetad_link2 + cse268*phid_link2 + cse276*psid_rotor + cse277*thetad_rotor + phid_rotor*(cse190*cse270 + cse266*(cse275 + cse278))) - psid_link2*(cse209*phid_rotor + cse219*thetad_link2 + cse228*thetad_rotor + cse233*psid_rotor + cse234*phid_link2 + psid_link2*(cse211*(cse238 + cse240) + cse214*(cse243 + cse245) + cse218*cse248)) - psid_rotor*(cse233*psid_link2 + cse263*thetad_link2 + cse269*phid_link2 + cse273*thetad_rotor + cse276*phid_rotor + psid_rotor*(cse217*cse271 + cse266*cse275 + cse270*(cse185 + cse188))) - thetad_link2*(cse219*psid_link2 + cse255*phid_rotor + cse262*thetad_rotor + cse263*psid_rotor + cse264*phid_link2 + thetad_link2*(cse211*cse258 + cse214*cse260 + cse218*(cse248 - cse249))) - thetad_rotor*(cse228*psid_link2 + cse262*thetad_link2 + cse267*phid_link2 + cse273*psid_rotor + cse277*phid_rotor + thetad_rotor*(cse189*cse270 + cse266*(cse274 + cse278) + cse271*(-cse215 + cse217)));  /* [16, 0] */
    out[17] = cse19*cse280*cse290 - cse282*cse290 - cse286*thetad_rotor + cse289*phid_rotor - cse291*psid_rotor - phid_rotor*(-cse20*cse280 + cse287*phid_rotor + cse288*psid_rotor - cse289) - psid_rotor*(cse283*thetad_rotor + cse288*phid_rotor + cse291 + psid_rotor*(cse282 + cse287)) - thetad_rotor*(-cse165*cse2*cse280 + cse283*psid_rotor + cse286 + thetad_rotor*(cse18*cse280 + cse282));  /* [17, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a).
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 31 nonzero.
 * 109 operations after common subexpression elimination.
 */
void mg_four_link_re_M(const double *q, const double *p, double *out)
{
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(psi_rotor);
    const double cse1 = (cse0*cse0);
    const double cse2 = sin(theta_rotor);
    const double cse3 = (cse2*cse2);
    const double cse4 = sin(psi_rotor);
    const double cse5 = (cse4*cse4);
    const double cse6 = -2.0*cse0*cse2*cse4;
    const double cse7 = cos(psi_link2);
    const double cse8 = sin(theta_link2);
    const double cse9 = cse7*cse8;
    const double cse10 = sin(psi_link2);
    const double cse11 = cse10*cse8;
    const double cse12 = cos(theta_link2);
    const double cse13 = -8.199617440259894*cse11 + 9.301949428809833*cse12 - 0.00326454440232023*cse9;
    const double cse14 = -0.6612594709887012*cse11 + 0.750157212000793*cse12 - 0.00026326970986453467*cse9;
    const double cse15 = 0.6967213111475145*cse11 + 0.6140258560576415*cse12 - 0.37087957976352476*cse9;
    const double cse16 = 0.006967213111475145*cse11 + 0.006140258560576415*cse12 - 0.0037087957976352478*cse9;
    const double cse17 = 0.37087957976352476*cse10 + 0.6967213111475145*cse7;
    const double cse18 = 0.00026326970986453467*cse10 - 0.6612594709887012*cse7;
    const double cse19 = -6.146724109463332*cse11 + 6.981694727207426*cse12 - 0.004726218041883305*cse9;
    const double cse20 = 0.00326454440232023*cse10 - 8.199617440259894*cse7;
    const double cse21 = 0.0037087957976352478*cse10 + 0.006967213111475145*cse7;
    const double cse22 = 0.004726218041883305*cse10 - 6.146724109463332*cse7;
    const double cse23 = sin(psi_link3);
    const double cse24 = (cse23*cse23);
    const double cse25 = sin(theta_link3);
    const double cse26 = cos(psi_link3);
    const double cse27 = cse25*cse26;
    const double cse28 = cos(theta_link3);
    const double cse29 = -0.8804585470401624*cse27 + 0.47412313479087503*cse28;
    const double cse30 = -0.008804585470401624*cse27 + 0.004741231347908751*cse28;
    const double cse31 = 4.54*cse23*cse27;
    const double cse32 = -0.004174457663761009*cse27 + 0.002247927469439263*cse28;
    const double cse33 = 0.004174457663761009*cse23;

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
    out[172] = cse13*cse18 + cse16*cse17;  /* [9, 10] */
    out[173] = cse19;  /* [9, 11] */
    out[189] = cse14*cse20 + cse15*cse21;  /* [10, 9] */
    out[190] = cse17*cse21 + cse18*cse20;  /* [10, 10] */
    out[191] = cse22;  /* [10, 11] */
    out[207] = cse19;  /* [11, 9] */
    out[208] = cse22;  /* [11, 10] */
    out[209] = 6.981694727207426;  /* [11, 11] */
    out[228] = 1.0;  /* [12, 12] */
    out[247] = 1.0;  /* [13, 13] */
    out[266] = 1.0;  /* [14, 14] */
    out[285] = 4.54*cse24*(cse25*cse25) + cse29*cse30;  /* [15, 15] */
    out[286] = 0.8804585470401624*cse23*cse30 + cse31;  /* [15, 16] */
    out[287] = cse32;  /* [15, 17] */
    out[303] = 0.008804585470401624*cse23*cse29 + cse31;  /* [16, 15] */
    out[304] = 0.007752072530560738*cse24 + 4.54*(cse26*cse26);  /* [16, 16] */
    out[305] = cse33;  /* [16, 17] */
    out[321] = cse32;  /* [17, 15] */
    out[322] = cse33;  /* [17, 16] */
    out[323] = 0.002247927469439263;  /* [17, 17] */
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 12 nonzero.
 * 290 operations after common subexpression elimination.
 */
void mg_four_link_re_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double phid_rotor = v[3];
    const double thetad_rotor = v[4];
    const double psid_rotor = v[5];
    const double phid_link2 = v[9];
    const double thetad_link2 = v[10];
    const double psid_link2 = v[11];
    const double phid_link3 = v[15];
    const double thetad_link3 = v[16];
    const double psid_link3 = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(theta_rotor);
    const double cse1 = cse0*phid_rotor;
    const double cse2 = cos(psi_rotor);
    const double cse3 = cse2*thetad_rotor;
    const double cse4 = 4.0*cse3;
    const double cse5 = 4.0*psid_rotor;
    const double cse6 = sin(psi_rotor);
    const double cse7 = sin(theta_rotor);
    const double cse8 = cse6*cse7;
    const double cse9 = cse8*phid_rotor;
    const double cse10 = cse3 + cse9;
    const double cse11 = 2.0*psid_rotor;
    const double cse12 = cse1*cse4 + cse10*(2.0*cse1 + cse11) - cse3*cse5 - cse5*cse9;
    const double cse13 = cse2*cse7;
    const double cse14 = cse6*thetad_rotor;
    const double cse15 = 2.0*cse14;
    const double cse16 = cse13*phid_rotor;
    const double cse17 = cse14 - cse16;
    const double cse18 = -cse1*cse15 + cse11*cse14 - cse11*cse16 + cse17*(-4.0*cse1 - cse5);
    const double cse19 = cse10*(-cse15 + 2.0*cse16) + cse17*(cse4 + 4.0*cse9);
    const double cse20 = cos(psi_link2);
    const double cse21 = sin(theta_link2);
    const double cse22 = cse20*cse21;
    const double cse23 = sin(psi_link2);
    const double cse24 = cse21*cse23;
    const double cse25 = cos(theta_link2);
    const double cse26 = -0.00026326970986453467*cse22 - 0.6612594709887012*cse24 + 0.750157212000793*cse25;
    const double cse27 = phid_link2*psid_link2;
    const double cse28 = cse24*cse27;
    const double cse29 = phid_link2*thetad_link2;
    const double cse30 = cse25*cse29;
    const double cse31 = cse20*cse30;
    const double cse32 = cse23*cse30;
    const double cse33 = psid_link2*thetad_link2;
    const double cse34 = cse20*cse33;
    const double cse35 = cse23*cse33;
    const double cse36 = cse21*cse29;
    const double cse37 = cse22*cse27;
    const double cse38 = 0.6967213111475145*cse20 + 0.37087957976352476*cse23;
    const double cse39 = cse38*thetad_link2;
    const double cse40 = -0.37087957976352476*cse22 + 0.6967213111475145*cse24 + 0.6140258560576415*cse25;
    const double cse41 = cse40*phid_link2;
    const double cse42 = cse39 + cse41 + 0.6140258560576415*psid_link2;
    const double cse43 = 0.278056337134458*cse20 - 0.928680929062017*cse23;
    const double cse44 = cse43*thetad_link2;
    const double cse45 = 0.928680929062017*cse22 + 0.278056337134458*cse24 + 0.24543106033238243*cse25;
    const double cse46 = cse45*phid_link2;
    const double cse47 = cse42*(0.01*cse44 + 0.01*cse46 + 0.0024543106033238244*psid_link2);
    const double cse48 = -0.00326454440232023*cse28 + 0.00326454440232023*cse31 + 8.199617440259894*cse32 - 0.00326454440232023*cse34 - 8.199617440259894*cse35 + 9.301949428809833*cse36 + 8.199617440259894*cse37 + cse47;
    const double cse49 = -0.6612594709887012*cse20 + 0.00026326970986453467*cse23;
    const double cse50 = cse49*thetad_link2;
    const double cse51 = cse26*phid_link2;
    const double cse52 = cse50 + cse51 + 0.750157212000793*psid_link2;
    const double cse53 = cse52*(-12.4*cse44 - 12.4*cse46 - 3.043345148121542*psid_link2);
    const double cse54 = -0.0037087957976352478*cse28 + 0.0037087957976352478*cse31 - 0.006967213111475145*cse32 - 0.0037087957976352478*cse34 + 0.006967213111475145*cse35 + 0.006140258560576415*cse36 - 0.006967213111475145*cse37 + cse53;
    const double cse55 = cse52*(12.4*cse39 + 12.4*cse41 + 7.613920615114755*psid_link2);
    const double cse56 = cse42*(-0.01*cse50 - 0.01*cse51 - 0.00750157212000793*psid_link2);
    const double cse57 = cse55 + cse56;
    const double cse58 = 0.004726218041883305*cse20;
    const double cse59 = sin(psi_link3);
    const double cse60 = cse59*thetad_link3;
    const double cse61 = cos(theta_link3);
    const double cse62 = cse61*phid_link3;
    const double cse63 = cos(psi_link3);
    const double cse64 = sin(theta_link3);
    const double cse65 = cse63*cse64;
    const double cse66 = 4.54*psid_link3;
    const double cse67 = 0.8804585470401624*cse59;
    const double cse68 = 0.47412313479087503*cse61 - 0.8804585470401624*cse65;
    const double cse69 = cse68*phid_link3;
    const double cse70 = cse67*thetad_link3 + cse69 + 0.47412313479087503*psid_link3;
    const double cse71 = 0.8804585470401622*cse61 + 0.4741231347908755*cse65;
    const double cse72 = cse71*phid_link3;
    const double cse73 = 4.54*cse60*cse62 - 1.0*cse60*cse66 + 1.0*cse65*cse66*phid_link3 + 1.0*cse70*(-0.004741231347908755*cse60 + 0.01*cse72 + 0.008804585470401622*psid_link3);
    const double cse74 = cse59*cse64;
    const double cse75 = cse74*phid_link3;
    const double cse76 = cse75*psid_link3;
    const double cse77 = cse63*thetad_link3;
    const double cse78 = cse77*psid_link3;
    const double cse79 = cse64*phid_link3*thetad_link3;
    const double cse80 = cse62*cse77;
    const double cse81 = -1.0*cse75 - 1.0*cse77;
    const double cse82 = cse81*(2.1525190319505745*cse60 - 4.54*cse72 - 3.9972818035623368*psid_link3);
    const double cse83 = -0.008804585470401624*cse76 - 0.008804585470401624*cse78 + 0.004741231347908751*cse79 + 0.008804585470401624*cse80 + cse82;
    const double cse84 = cse81*(3.997281803562337*cse60 + 4.54*cse69 + 2.1525190319505727*psid_link3);
    const double cse85 = cse70*(0.01*cse75 + 0.01*cse77);
    const double cse86 = cse84 + cse85;

    memset(out, 0, sizeof(double) * 18);
    out[2] = -19.62;  /* [2, 0] */
    out[3] = cse0*cse19 - cse12*cse13 + cse18*cse8;  /* [3, 0] */
    out[4] = cse12*cse6 + cse18*cse2;  /* [4, 0] */
    out[5] = cse19;  /* [5, 0] */
    out[8] = -9.81;  /* [8, 0] */
    out[9] = cse26*cse48 + cse40*cse54 + cse45*cse57;  /* [9, 0] */
    out[10] = cse38*cse54 + cse43*cse57 + cse48*cse49;  /* [10, 0] */
    out[11] = -0.004726218041883305*cse28 + cse30*cse58 + 6.146724109463332*cse32 - cse33*cse58 - 6.146724109463332*cse35 + 6.981694727207426*cse36 + 6.146724109463332*cse37 + 0.750157212000793*cse47 + 0.6140258560576415*cse53 + 0.24543106033238243*cse55 + 0.24543106033238243*cse56;  /* [11, 0] */
    out[14] = -9.81;  /* [14, 0] */
    out[15] = cse68*cse83 + cse71*cse86 - cse73*cse74;  /* [15, 0] */
    out[16] = -0.4741231347908755*cse59*cse86 - cse63*cse73 + cse67*cse83;  /* [16, 0] */
    out[17] = -0.004174457663761009*cse76 - 0.004174457663761009*cse78 + 0.002247927469439263*cse79 + 0.004174457663761009*cse80 + 0.47412313479087503*cse82 + 0.8804585470401622*cse84 + 0.8804585470401622*cse85;  /* [17, 0] */
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 18 nonzero.
 * 715 operations after common subexpression elimination.
 */
void mg_four_link_re_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double phid_rotor = v[3];
    const double thetad_rotor = v[4];
    const double psid_rotor = v[5];
    const double phid_link2 = v[9];
    const double thetad_link2 = v[10];
    const double psid_link2 = v[11];
    const double phid_link3 = v[15];
    const double thetad_link3 = v[16];
    const double psid_link3 = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(theta_rotor);
    const double cse1 = cos(psi_rotor);
    const double cse2 = cse1*thetad_rotor;
    const double cse3 = cse0*phid_rotor;
    const double cse4 = 4.0*cse3;
    const double cse5 = 4.0*psid_rotor;
    const double cse6 = sin(psi_rotor);
    const double cse7 = sin(theta_rotor);
    const double cse8 = cse6*cse7;
    const double cse9 = cse8*phid_rotor;
    const double cse10 = cse2 + cse9;
    const double cse11 = 2.0*cse3;
    const double cse12 = 2.0*psid_rotor;
    const double cse13 = cse11 + cse12;
    const double cse14 = cse10*cse13 + cse2*cse4 - cse2*cse5 - cse5*cse9;
    const double cse15 = cse1*cse14;
    const double cse16 = cse3*cse6;
    const double cse17 = cse7*phid_rotor;
    const double cse18 = 4.0*cse2;
    const double cse19 = -2.0*cse10*cse17 + cse13*cse16 - cse16*cse5 - cse17*cse18;
    const double cse20 = cse1*cse7;
    const double cse21 = cse6*thetad_rotor;
    const double cse22 = 2.0*cse21;
    const double cse23 = cse20*phid_rotor;
    const double cse24 = cse21 - cse23;
    const double cse25 = -cse4 - cse5;
    const double cse26 = cse12*cse21 - cse12*cse23 - cse22*cse3 + cse24*cse25;
    const double cse27 = cse26*cse6;
    const double cse28 = cse1*cse3;
    const double cse29 = -cse12*cse28 + cse17*cse22 + 4.0*cse17*cse24 - cse25*cse28;
    const double cse30 = cse18 + 4.0*cse9;
    const double cse31 = -cse22 + 2.0*cse23;
    const double cse32 = cse1*cse10*cse11 + cse16*cse31 + cse24*cse4*cse6 - cse28*cse30;
    const double cse33 = -cse21 + cse23;
    const double cse34 = cse13*cse33 - cse21*cse4 + cse21*cse5 - cse23*cse5;
    const double cse35 = 2.0*cse2;
    const double cse36 = cse10*cse25 + cse12*cse2 + cse12*cse9 - cse3*cse35;
    const double cse37 = cse10*cse30 + cse10*(-cse35 - 2.0*cse9) + cse24*(-4.0*cse21 + 4.0*cse23) + cse31*cse33;
    const double cse38 = sin(theta_link2);
    const double cse39 = cos(psi_link2);
    const double cse40 = 0.00026326970986453467*cse39;
    const double cse41 = sin(psi_link2);
    const double cse42 = 0.6612594709887012*cse41;
    const double cse43 = cos(theta_link2);
    const double cse44 = -cse38*cse40 - cse38*cse42 + 0.750157212000793*cse43;
    const double cse45 = 0.928680929062017*cse41;
    const double cse46 = 0.278056337134458*cse39;
    const double cse47 = -cse45 + cse46;
    const double cse48 = 0.01*thetad_link2;
    const double cse49 = 0.928680929062017*cse39;
    const double cse50 = 0.278056337134458*cse41;
    const double cse51 = cse38*cse49 + cse38*cse50 + 0.24543106033238243*cse43;
    const double cse52 = 0.01*phid_link2;
    const double cse53 = cse47*cse48 + cse51*cse52 + 0.0024543106033238244*psid_link2;
    const double cse54 = 0.6967213111475145*cse41;
    const double cse55 = 0.37087957976352476*cse39;
    const double cse56 = -0.6140258560576415*cse38 + cse43*cse54 - cse43*cse55;
    const double cse57 = cse56*phid_link2;
    const double cse58 = cse53*cse57;
    const double cse59 = -0.24543106033238243*cse38 + cse43*cse49 + cse43*cse50;
    const double cse60 = 0.37087957976352476*cse41;
    const double cse61 = 0.6967213111475145*cse39;
    const double cse62 = cse60 + cse61;
    const double cse63 = cse62*thetad_link2;
    const double cse64 = cse38*cse54 - cse38*cse55 + 0.6140258560576415*cse43;
    const double cse65 = cse64*phid_link2;
    const double cse66 = cse63 + cse65 + 0.6140258560576415*psid_link2;
    const double cse67 = cse59*cse66;
    const double cse68 = phid_link2*psid_link2;
    const double cse69 = cse43*cse68;
    const double cse70 = cse39*cse69;
    const double cse71 = phid_link2*thetad_link2;
    const double cse72 = cse43*cse71;
    const double cse73 = cse38*cse71;
    const double cse74 = cse41*cse73;
    const double cse75 = 0.00326454440232023*cse39;
    const double cse76 = 0.00326454440232023*cse41;
    const double cse77 = cse52*cse67 + cse58 - cse69*cse76 + 8.199617440259894*cse70 + 9.301949428809833*cse72 - cse73*cse75 - 8.199617440259894*cse74;
    const double cse78 = -0.750157212000793*cse38 - cse40*cse43 - cse42*cse43;
    const double cse79 = 0.6612594709887012*cse39;
    const double cse80 = 0.00026326970986453467*cse41;
    const double cse81 = -cse79 + cse80;
    const double cse82 = cse81*thetad_link2;
    const double cse83 = cse44*phid_link2;
    const double cse84 = -0.01*cse82 - 0.01*cse83 - 0.00750157212000793*psid_link2;
    const double cse85 = cse57*cse84;
    const double cse86 = 12.4*cse63 + 12.4*cse65 + 7.613920615114755*psid_link2;
    const double cse87 = cse78*phid_link2;
    const double cse88 = cse86*cse87;
    const double cse89 = cse82 + cse83 + 0.750157212000793*psid_link2;
    const double cse90 = 12.4*phid_link2;
    const double cse91 = -cse52*cse66*cse78 + cse56*cse89*cse90 + cse85 + cse88;
    const double cse92 = cse38*cse68;
    const double cse93 = 8.199617440259894*cse72;
    const double cse94 = psid_link2*thetad_link2;
    const double cse95 = cse39*cse94;
    const double cse96 = cse41*cse94;
    const double cse97 = cse39*cse92;
    const double cse98 = cse41*cse93 + cse53*cse66 + cse72*cse75 + 9.301949428809833*cse73 - cse76*cse92 - 0.00326454440232023*cse95 - 8.199617440259894*cse96 + 8.199617440259894*cse97;
    const double cse99 = cse41*cse92;
    const double cse100 = 0.0037087957976352478*cse39;
    const double cse101 = cse41*cse72;
    const double cse102 = 12.4*thetad_link2;
    const double cse103 = -cse102*cse47 - cse51*cse90 - 3.043345148121542*psid_link2;
    const double cse104 = cse100*cse72 - 0.006967213111475145*cse101 + cse103*cse89 + 0.006140258560576415*cse73 - 0.0037087957976352478*cse95 + 0.006967213111475145*cse96 - 0.006967213111475145*cse97 - 0.0037087957976352478*cse99;
    const double cse105 = cse59*cse89;
    const double cse106 = cse103*cse87;
    const double cse107 = cse41*cse69;
    const double cse108 = -cse100*cse73 - cse105*cse90 + cse106 - 0.0037087957976352478*cse107 - 0.006967213111475145*cse70 + 0.006140258560576415*cse72 + 0.006967213111475145*cse74;
    const double cse109 = cse66*cse84 + cse86*cse89;
    const double cse110 = cse38*cse60 + cse38*cse61;
    const double cse111 = cse110*phid_link2;
    const double cse112 = -cse54 + cse55;
    const double cse113 = cse112*thetad_link2;
    const double cse114 = cse111 + cse113;
    const double cse115 = cse114*cse53;
    const double cse116 = -cse38*cse45 + cse38*cse46;
    const double cse117 = -cse49 - cse50;
    const double cse118 = cse66*(cse116*cse52 + cse117*cse48);
    const double cse119 = cse115 + cse118 + cse39*cse93 - cse72*cse76 - 8.199617440259894*cse95 + 0.00326454440232023*cse96 - 0.00326454440232023*cse97 - 8.199617440259894*cse99;
    const double cse120 = -cse38*cse79 + cse38*cse80;
    const double cse121 = cse120*phid_link2;
    const double cse122 = cse40 + cse42;
    const double cse123 = cse122*thetad_link2;
    const double cse124 = cse121 + cse123;
    const double cse125 = cse103*cse124;
    const double cse126 = cse89*(-cse102*cse117 - cse116*cse90);
    const double cse127 = cse39*cse72;
    const double cse128 = -cse100*cse92 - 0.0037087957976352478*cse101 + cse125 + cse126 - 0.006967213111475145*cse127 + 0.006967213111475145*cse95 + 0.0037087957976352478*cse96 + 0.006967213111475145*cse99;
    const double cse129 = cse66*(-0.01*cse121 - 0.01*cse123);
    const double cse130 = cse114*cse84;
    const double cse131 = cse124*cse86;
    const double cse132 = cse89*(12.4*cse111 + 12.4*cse113);
    const double cse133 = cse129 + cse130 + cse131 + cse132;
    const double cse134 = sin(psi_link3);
    const double cse135 = cse134*thetad_link3;
    const double cse136 = sin(theta_link3);
    const double cse137 = cos(psi_link3);
    const double cse138 = 0.4741231347908755*cse137;
    const double cse139 = cos(theta_link3);
    const double cse140 = 0.8804585470401622*cse139;
    const double cse141 = cse136*cse138 + cse140;
    const double cse142 = cse141*phid_link3;
    const double cse143 = -0.004741231347908755*cse135 + 0.01*cse142 + 0.008804585470401622*psid_link3;
    const double cse144 = 0.8804585470401624*cse137;
    const double cse145 = -0.47412313479087503*cse136 - cse139*cse144;
    const double cse146 = cse145*phid_link3;
    const double cse147 = -0.8804585470401622*cse136 + cse138*cse139;
    const double cse148 = cse147*phid_link3;
    const double cse149 = 0.47412313479087503*cse139;
    const double cse150 = -cse136*cse144 + cse149;
    const double cse151 = cse150*phid_link3;
    const double cse152 = 0.8804585470401624*cse135 + cse151 + 0.47412313479087503*psid_link3;
    const double cse153 = 0.01*cse152;
    const double cse154 = cse139*phid_link3;
    const double cse155 = 4.54*psid_link3;
    const double cse156 = cse136*phid_link3;
    const double cse157 = -4.54*cse135*cse156 + cse137*cse154*cse155 + cse143*cse146 + cse148*cse153;
    const double cse158 = 1.0*cse134;
    const double cse159 = cse136*cse158;
    const double cse160 = cse135*cse154;
    const double cse161 = cse137*cse156;
    const double cse162 = cse135*psid_link3;
    const double cse163 = cse143*cse152 + cse155*cse161 + 4.54*cse160 - 4.54*cse162;
    const double cse164 = cse158*cse163;
    const double cse165 = 1.0*cse137;
    const double cse166 = -cse156*cse158 - cse165*thetad_link3;
    const double cse167 = cse148*cse166;
    const double cse168 = 2.1525190319505745*cse135 - 4.54*cse142 - 3.9972818035623368*psid_link3;
    const double cse169 = cse154*cse158;
    const double cse170 = 0.004741231347908751*thetad_link3;
    const double cse171 = cse137*thetad_link3;
    const double cse172 = cse156*cse171;
    const double cse173 = 0.008804585470401624*psid_link3;
    const double cse174 = cse134*cse154;
    const double cse175 = cse154*cse170 - 4.54*cse167 - cse168*cse169 - 0.008804585470401624*cse172 - cse173*cse174;
    const double cse176 = cse134*cse156;
    const double cse177 = cse154*cse171;
    const double cse178 = cse156*cse170 + cse166*cse168 - cse171*cse173 - cse173*cse176 + 0.008804585470401624*cse177;
    const double cse179 = 3.997281803562337*thetad_link3;
    const double cse180 = cse134*cse179 + 4.54*cse151 + 2.1525190319505727*psid_link3;
    const double cse181 = 0.01*cse171 + 0.01*cse176;
    const double cse182 = cse152*cse181 + cse166*cse180;
    const double cse183 = cse146*cse181;
    const double cse184 = cse146*cse166;
    const double cse185 = cse153*cse174 - cse169*cse180 + cse183 + 4.54*cse184;
    const double cse186 = 0.8804585470401624*cse134;
    const double cse187 = cse144*thetad_link3 + cse156*cse186;
    const double cse188 = cse143*cse187 + cse152*(-0.004741231347908755*cse171 - 0.004741231347908755*cse176) - cse155*cse171 - cse155*cse176 + 4.54*cse177;
    const double cse189 = cse166*(2.1525190319505745*cse171 + 2.1525190319505745*cse176);
    const double cse190 = -cse156*cse165 + cse158*thetad_link3;
    const double cse191 = cse168*cse190;
    const double cse192 = cse135*cse173 - 0.008804585470401624*cse160 - cse161*cse173 + cse189 + cse191;
    const double cse193 = 0.4741231347908755*cse134;
    const double cse194 = cse152*(-0.01*cse135 + 0.01*cse161);
    const double cse195 = cse181*cse187;
    const double cse196 = cse180*cse190;
    const double cse197 = cse166*(cse137*cse179 + 3.997281803562337*cse176);
    const double cse198 = cse194 + cse195 + cse196 + cse197;
    const double cse199 = 0.004174457663761009*psid_link3;
    const double cse200 = cse134*phid_link3;

    memset(out, 0, sizeof(double) * 324);
    out[58] = -cse0*cse15 + cse0*cse27 + cse0*cse32 - cse19*cse20 + cse29*cse8 - cse7*(cse10*cse31 + cse24*cse30);  /* [3, 4] */
    out[59] = cse0*cse37 + cse14*cse8 + cse20*cse26 - cse20*cse34 + cse36*cse8;  /* [3, 5] */
    out[76] = cse1*cse29 + cse19*cse6;  /* [4, 4] */
    out[77] = cse1*cse36 + cse15 - cse27 + cse34*cse6;  /* [4, 5] */
    out[94] = cse32;  /* [5, 4] */
    out[95] = cse37;  /* [5, 5] */
    out[172] = cse104*cse56 + cse108*cse64 + cse109*cse59 + cse44*cse77 + cse51*cse91 + cse78*cse98;  /* [9, 10] */
    out[173] = cse104*cse110 + cse109*cse116 + cse119*cse44 + cse120*cse98 + cse128*cse64 + cse133*cse51;  /* [9, 11] */
    out[190] = cse108*cse62 + cse47*cse91 + cse77*cse81;  /* [10, 10] */
    out[191] = cse104*cse112 + cse109*cse117 + cse119*cse81 + cse122*cse98 + cse128*cse62 + cse133*cse47;  /* [10, 11] */
    out[208] = -7.613920615114755*cse105*phid_link2 + 0.6140258560576415*cse106 - 0.004726218041883305*cse107 - 0.004726218041883305*cse39*cse73 + 3.043345148121542*cse57*cse89 + 0.750157212000793*cse58 - 0.0024543106033238244*cse66*cse87 + 0.00750157212000793*cse67*phid_link2 + 6.146724109463332*cse70 + 6.981694727207426*cse72 - 6.146724109463332*cse74 + 0.24543106033238243*cse85 + 0.24543106033238243*cse88;  /* [11, 10] */
    out[209] = -0.004726218041883305*cse101 + 0.750157212000793*cse115 + 0.750157212000793*cse118 + 0.6140258560576415*cse125 + 0.6140258560576415*cse126 + 6.146724109463332*cse127 + 0.24543106033238243*cse129 + 0.24543106033238243*cse130 + 0.24543106033238243*cse131 + 0.24543106033238243*cse132 - 6.146724109463332*cse95 + 0.004726218041883305*cse96 - 0.004726218041883305*cse97 - 6.146724109463332*cse99;  /* [11, 11] */
    out[286] = -cse139*cse164 + cse141*cse185 + cse145*cse178 + cse147*cse182 + cse150*cse175 - cse157*cse159;  /* [15, 16] */
    out[287] = -cse136*cse163*cse165 + cse136*cse178*cse186 - cse136*cse182*cse193 + cse141*cse198 + cse150*cse192 - cse159*cse188;  /* [15, 17] */
    out[304] = -cse157*cse165 + cse175*cse186 - cse185*cse193;  /* [16, 16] */
    out[305] = -cse138*cse182 + cse144*cse178 + cse164 - cse165*cse188 + cse186*cse192 - cse193*cse198;  /* [16, 17] */
    out[322] = -cse140*cse180*cse200 - cse149*cse168*cse200 + 0.008804585470401622*cse152*cse174 + 0.002247927469439263*cse154*thetad_link3 - 2.1525190319505727*cse167 - 0.004174457663761009*cse172 - cse174*cse199 + 0.8804585470401622*cse183 + 3.9972818035623368*cse184;  /* [17, 16] */
    out[323] = -0.004174457663761009*cse160 - cse161*cse199 + 0.004174457663761009*cse162 + 0.47412313479087503*cse189 + 0.47412313479087503*cse191 + 0.8804585470401622*cse194 + 0.8804585470401622*cse195 + 0.8804585470401622*cse196 + 0.8804585470401622*cse197;  /* [17, 17] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 26 nonzero.
 * 600 operations after common subexpression elimination.
 */
void mg_four_link_re_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double phid_rotor = v[3];
    const double thetad_rotor = v[4];
    const double psid_rotor = v[5];
    const double phid_link2 = v[9];
    const double thetad_link2 = v[10];
    const double psid_link2 = v[11];
    const double phid_link3 = v[15];
    const double thetad_link3 = v[16];
    const double psid_link3 = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(theta_rotor);
    const double cse1 = sin(psi_rotor);
    const double cse2 = sin(theta_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cse3*phid_rotor;
    const double cse5 = cos(psi_rotor);
    const double cse6 = cse5*thetad_rotor;
    const double cse7 = 2.0*cse4 + 2.0*cse6;
    const double cse8 = cse2*cse5;
    const double cse9 = cse8*phid_rotor;
    const double cse10 = 2.0*cse9;
    const double cse11 = cse1*thetad_rotor;
    const double cse12 = 2.0*cse11;
    const double cse13 = cse10 - cse12;
    const double cse14 = 4.0*cse4;
    const double cse15 = 4.0*cse6;
    const double cse16 = cse14 + cse15;
    const double cse17 = 4.0*cse11 - 4.0*cse9;
    const double cse18 = cse13*cse3 - cse16*cse8 + cse17*cse3 + cse7*cse8;
    const double cse19 = cse0*phid_rotor;
    const double cse20 = 4.0*cse19;
    const double cse21 = 4.0*psid_rotor;
    const double cse22 = -cse20 - cse21;
    const double cse23 = 2.0*psid_rotor;
    const double cse24 = -cse0*cse12 - cse0*cse17 - cse22*cse8 - cse23*cse8;
    const double cse25 = 2.0*cse19;
    const double cse26 = cse23 + cse25;
    const double cse27 = cse0*cse15 + cse0*cse7 - cse21*cse3 + cse26*cse3;
    const double cse28 = cse1*cse16 - cse1*cse7 + cse13*cse5 + cse17*cse5;
    const double cse29 = cse1*cse22 + cse1*cse23 - cse1*cse25;
    const double cse30 = cse20*cse5 - cse21*cse5 + cse26*cse5;
    const double cse31 = -cse10 + cse12 - cse17;
    const double cse32 = -cse14 - cse15 + cse7;
    const double cse33 = cos(psi_link2);
    const double cse34 = sin(theta_link2);
    const double cse35 = cse33*cse34;
    const double cse36 = sin(psi_link2);
    const double cse37 = cse34*cse36;
    const double cse38 = cos(theta_link2);
    const double cse39 = 0.928680929062017*cse35 + 0.278056337134458*cse37 + 0.24543106033238243*cse38;
    const double cse40 = -0.6612594709887012*cse33 + 0.00026326970986453467*cse36;
    const double cse41 = cse40*thetad_link2;
    const double cse42 = -0.00026326970986453467*cse35 - 0.6612594709887012*cse37 + 0.750157212000793*cse38;
    const double cse43 = cse42*phid_link2;
    const double cse44 = -0.01*cse41 - 0.01*cse43 - 0.00750157212000793*psid_link2;
    const double cse45 = -0.37087957976352476*cse35 + 0.6967213111475145*cse37 + 0.6140258560576415*cse38;
    const double cse46 = cse44*cse45;
    const double cse47 = 0.6967213111475145*cse33 + 0.37087957976352476*cse36;
    const double cse48 = cse47*thetad_link2;
    const double cse49 = cse45*phid_link2;
    const double cse50 = 12.4*cse48 + 12.4*cse49 + 7.613920615114755*psid_link2;
    const double cse51 = cse42*cse50;
    const double cse52 = cse48 + cse49 + 0.6140258560576415*psid_link2;
    const double cse53 = cse52*(2.632697098645347e-06*cse35 + 0.006612594709887012*cse37 - 0.00750157212000793*cse38);
    const double cse54 = cse41 + cse43 + 0.750157212000793*psid_link2;
    const double cse55 = cse54*(-4.598906789067708*cse35 + 8.63934425822918*cse37 + 7.613920615114755*cse38);
    const double cse56 = cse46 + cse51 + cse53 + cse55;
    const double cse57 = cse54*(-11.51564352036901*cse35 - 3.447898580467279*cse37 - 3.043345148121542*cse38);
    const double cse58 = cse34*thetad_link2;
    const double cse59 = 0.006967213111475145*cse36;
    const double cse60 = cse59*thetad_link2;
    const double cse61 = cse35*psid_link2;
    const double cse62 = 0.278056337134458*cse33 - 0.928680929062017*cse36;
    const double cse63 = cse62*thetad_link2;
    const double cse64 = cse39*phid_link2;
    const double cse65 = -12.4*cse63 - 12.4*cse64 - 3.043345148121542*psid_link2;
    const double cse66 = cse42*cse65;
    const double cse67 = 0.0037087957976352478*cse33;
    const double cse68 = cse67*thetad_link2;
    const double cse69 = 0.0037087957976352478*cse37;
    const double cse70 = -cse38*cse60 + cse38*cse68 + cse57 + 0.006140258560576415*cse58 - 0.006967213111475145*cse61 + cse66 - cse69*psid_link2;
    const double cse71 = 0.01*cse63 + 0.01*cse64 + 0.0024543106033238244*psid_link2;
    const double cse72 = cse45*cse71;
    const double cse73 = cse52*(0.00928680929062017*cse35 + 0.00278056337134458*cse37 + 0.0024543106033238244*cse38);
    const double cse74 = 8.199617440259894*cse36;
    const double cse75 = cse74*thetad_link2;
    const double cse76 = 0.00326454440232023*cse33;
    const double cse77 = cse76*thetad_link2;
    const double cse78 = 0.00326454440232023*cse37;
    const double cse79 = cse38*cse75 + cse38*cse77 + 9.301949428809833*cse58 + 8.199617440259894*cse61 + cse72 + cse73 - cse78*psid_link2;
    const double cse80 = cse52*(0.006612594709887012*cse33 - 2.632697098645347e-06*cse36);
    const double cse81 = cse44*cse47;
    const double cse82 = cse40*cse50;
    const double cse83 = cse54*(8.63934425822918*cse33 + 4.598906789067708*cse36);
    const double cse84 = cse80 + cse81 + cse82 + cse83;
    const double cse85 = cse40*cse65;
    const double cse86 = cse34*phid_link2;
    const double cse87 = cse54*(-3.447898580467279*cse33 + 11.51564352036901*cse36);
    const double cse88 = cse38*phid_link2;
    const double cse89 = -cse59*cse88 + cse59*psid_link2 + cse67*cse88 - cse67*psid_link2 + cse85 + 0.006140258560576415*cse86 + cse87;
    const double cse90 = cse47*cse71;
    const double cse91 = cse52*(0.00278056337134458*cse33 - 0.00928680929062017*cse36);
    const double cse92 = cse74*cse88 - cse74*psid_link2 + cse76*cse88 - cse76*psid_link2 + 9.301949428809833*cse86 + cse90 + cse91;
    const double cse93 = 0.6140258560576415*cse44 + 0.750157212000793*cse50 - 0.00750157212000793*cse52 + 7.613920615114755*cse54;
    const double cse94 = cse35*phid_link2;
    const double cse95 = -3.043345148121542*cse54 + cse60 + 0.750157212000793*cse65 - cse68 - cse69*phid_link2 - 0.006967213111475145*cse94;
    const double cse96 = 0.0024543106033238244*cse52 + 0.6140258560576415*cse71 - cse75 - cse77 - cse78*phid_link2 + 8.199617440259894*cse94;
    const double cse97 = 6.146724109463332*cse36;
    const double cse98 = cse97*thetad_link2;
    const double cse99 = 0.004726218041883305*cse33;
    const double cse100 = cse99*thetad_link2;
    const double cse101 = 0.004726218041883305*cse37;
    const double cse102 = sin(psi_link3);
    const double cse103 = 0.8804585470401624*cse102;
    const double cse104 = cos(psi_link3);
    const double cse105 = sin(theta_link3);
    const double cse106 = cse104*cse105;
    const double cse107 = cos(theta_link3);
    const double cse108 = -0.8804585470401624*cse106 + 0.47412313479087503*cse107;
    const double cse109 = cse108*phid_link3;
    const double cse110 = cse103*thetad_link3 + cse109 + 0.47412313479087503*psid_link3;
    const double cse111 = 0.01*cse110;
    const double cse112 = cse102*cse105;
    const double cse113 = cse112*phid_link3;
    const double cse114 = cse104*thetad_link3;
    const double cse115 = 0.01*cse113 + 0.01*cse114;
    const double cse116 = cse108*cse115;
    const double cse117 = cse102*thetad_link3;
    const double cse118 = 4.54*cse109 + 3.997281803562337*cse117 + 2.1525190319505727*psid_link3;
    const double cse119 = 1.0*cse112;
    const double cse120 = 1.0*cse104;
    const double cse121 = -cse119*phid_link3 - cse120*thetad_link3;
    const double cse122 = cse121*(-3.997281803562337*cse106 + 2.1525190319505727*cse107);
    const double cse123 = cse111*cse112 + cse116 - cse118*cse119 + cse122;
    const double cse124 = 0.4741231347908755*cse106 + 0.8804585470401622*cse107;
    const double cse125 = cse121*(-2.1525190319505745*cse106 - 3.9972818035623368*cse107);
    const double cse126 = cse124*phid_link3;
    const double cse127 = 2.1525190319505745*cse117 - 4.54*cse126 - 3.9972818035623368*psid_link3;
    const double cse128 = 0.008804585470401624*cse114;
    const double cse129 = 0.004741231347908751*cse105;
    const double cse130 = cse112*psid_link3;
    const double cse131 = cse107*cse128 - cse119*cse127 + cse125 + cse129*thetad_link3 - 0.008804585470401624*cse130;
    const double cse132 = -0.004741231347908755*cse117 + 0.01*cse126 + 0.008804585470401622*psid_link3;
    const double cse133 = 4.54*cse106;
    const double cse134 = 4.54*cse117;
    const double cse135 = cse107*cse134 + cse108*cse132 + cse110*(0.004741231347908755*cse106 + 0.008804585470401622*cse107) + cse133*psid_link3;
    const double cse136 = cse102*cse121;
    const double cse137 = cse104*cse107;
    const double cse138 = cse104*psid_link3;
    const double cse139 = -cse120*cse127 + cse129*phid_link3 + 2.1525190319505745*cse136 + 0.008804585470401624*cse137*phid_link3 - 0.008804585470401624*cse138;
    const double cse140 = cse103*cse115 + cse104*cse111 - cse118*cse120 + 3.997281803562337*cse136;
    const double cse141 = 4.54*cse102;
    const double cse142 = -0.004741231347908755*cse102*cse110 + cse103*cse132 + cse107*cse141*phid_link3 - cse141*psid_link3;
    const double cse143 = 0.47412313479087503*cse115 + 2.1525190319505727*cse121;
    const double cse144 = -0.008804585470401624*cse113 - 3.9972818035623368*cse121 - cse128;
    const double cse145 = 0.008804585470401622*cse110;
    const double cse146 = 0.47412313479087503*cse132 + cse133*phid_link3 - cse134 + cse145;
    const double cse147 = 0.4741231347908755*cse102;
    const double cse148 = 0.8804585470401622*cse118;
    const double cse149 = 0.47412313479087503*cse127;
    const double cse150 = 0.004174457663761009*cse114;
    const double cse151 = 0.002247927469439263*cse105;
    const double cse152 = 0.004174457663761009*phid_link3;

    memset(out, 0, sizeof(double) * 324);
    out[57] = cse0*cse18 + cse24*cse3 - cse27*cse8;  /* [3, 3] */
    out[58] = cse0*cse28 + cse29*cse3 - cse30*cse8;  /* [3, 4] */
    out[59] = cse3*cse31 - cse32*cse8;  /* [3, 5] */
    out[75] = cse1*cse27 + cse24*cse5;  /* [4, 3] */
    out[76] = cse1*cse30 + cse29*cse5;  /* [4, 4] */
    out[77] = cse1*cse32 + cse31*cse5;  /* [4, 5] */
    out[93] = cse18;  /* [5, 3] */
    out[94] = cse28;  /* [5, 4] */
    out[171] = cse39*cse56 + cse42*cse79 + cse45*cse70;  /* [9, 9] */
    out[172] = cse39*cse84 + cse42*cse92 + cse45*cse89;  /* [9, 10] */
    out[173] = cse39*cse93 + cse42*cse96 + cse45*cse95;  /* [9, 11] */
    out[189] = cse40*cse79 + cse47*cse70 + cse56*cse62;  /* [10, 9] */
    out[190] = cse40*cse92 + cse47*cse89 + cse62*cse84;  /* [10, 10] */
    out[191] = cse40*cse96 + cse47*cse95 + cse62*cse93;  /* [10, 11] */
    out[207] = cse100*cse38 - cse101*psid_link2 + cse38*cse98 + 0.24543106033238243*cse46 + 0.24543106033238243*cse51 + 0.24543106033238243*cse53 + 0.24543106033238243*cse55 + 0.6140258560576415*cse57 + 6.981694727207426*cse58 + 6.146724109463332*cse61 + 0.6140258560576415*cse66 + 0.750157212000793*cse72 + 0.750157212000793*cse73;  /* [11, 9] */
    out[208] = 0.24543106033238243*cse80 + 0.24543106033238243*cse81 + 0.24543106033238243*cse82 + 0.24543106033238243*cse83 + 0.6140258560576415*cse85 + 6.981694727207426*cse86 + 0.6140258560576415*cse87 + cse88*cse97 + cse88*cse99 + 0.750157212000793*cse90 + 0.750157212000793*cse91 - cse97*psid_link2 - cse99*psid_link2;  /* [11, 10] */
    out[209] = -cse100 - cse101*phid_link2 + 0.15070101692372578*cse44 + 0.18411187995733844*cse50 + 2.220446049250313e-16*cse54 + 0.4606159242766006*cse65 + 0.4606159242766006*cse71 + 6.146724109463332*cse94 - cse98;  /* [11, 11] */
    out[285] = cse108*cse131 - cse119*cse135 + cse123*cse124;  /* [15, 15] */
    out[286] = cse108*cse139 - cse119*cse142 + cse124*cse140;  /* [15, 16] */
    out[287] = cse108*cse144 - cse119*cse146 + cse124*cse143;  /* [15, 17] */
    out[303] = cse103*cse131 - cse120*cse135 - cse123*cse147;  /* [16, 15] */
    out[304] = cse103*cse139 - cse120*cse142 - cse140*cse147;  /* [16, 16] */
    out[305] = cse103*cse144 - cse120*cse146 - cse143*cse147;  /* [16, 17] */
    out[321] = cse107*cse150 + cse112*cse145 - cse112*cse148 - cse112*cse149 + 0.8804585470401622*cse116 + 0.8804585470401622*cse122 + 0.47412313479087503*cse125 - 0.004174457663761009*cse130 + cse151*thetad_link3;  /* [17, 15] */
    out[322] = 0.7752072530560737*cse102*cse115 + cse104*cse145 - cse104*cse148 - cse104*cse149 + 4.540000000000001*cse136 + cse137*cse152 - 0.004174457663761009*cse138 + cse151*phid_link3;  /* [17, 16] */
    out[323] = -cse112*cse152 + 0.4174457663761008*cse115 - cse150;  /* [17, 17] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 18); a (accelerations (time derivative of v), 18); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 16 nonzero.
 * 276 operations after common subexpression elimination.
 */
void mg_four_link_re_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_9 = a[9];
    const double acc_10 = a[10];
    const double acc_11 = a[11];
    const double acc_15 = a[15];
    const double acc_16 = a[16];
    const double acc_17 = a[17];
    (void)p;
    const double cse0 = 2.0*acc_4;
    const double cse1 = cos(theta_rotor);
    const double cse2 = sin(psi_rotor);
    const double cse3 = cos(psi_rotor);
    const double cse4 = cse2*cse3;
    const double cse5 = cse1*cse4;
    const double cse6 = sin(theta_rotor);
    const double cse7 = (cse2*cse2)*cse6;
    const double cse8 = (cse3*cse3)*cse6;
    const double cse9 = 4.0*cse4;
    const double cse10 = 2.0*acc_3;
    const double cse11 = sin(theta_link2);
    const double cse12 = cos(theta_link2);
    const double cse13 = sin(psi_link2);
    const double cse14 = 0.6967213111475145*cse13;
    const double cse15 = cos(psi_link2);
    const double cse16 = 0.37087957976352476*cse15;
    const double cse17 = -0.6140258560576415*cse11 + cse12*cse14 - cse12*cse16;
    const double cse18 = 0.0037087957976352478*cse15;
    const double cse19 = 0.006967213111475145*cse13;
    const double cse20 = -cse11*cse18 + cse11*cse19 + 0.006140258560576415*cse12;
    const double cse21 = -0.006140258560576415*cse11 - cse12*cse18 + cse12*cse19;
    const double cse22 = cse11*cse14 - cse11*cse16 + 0.6140258560576415*cse12;
    const double cse23 = 0.00026326970986453467*cse15;
    const double cse24 = 0.6612594709887012*cse13;
    const double cse25 = -cse11*cse23 - cse11*cse24 + 0.750157212000793*cse12;
    const double cse26 = 8.199617440259894*cse13;
    const double cse27 = 0.00326454440232023*cse15;
    const double cse28 = -9.301949428809833*cse11 - cse12*cse26 - cse12*cse27;
    const double cse29 = -cse11*cse26 - cse11*cse27 + 9.301949428809833*cse12;
    const double cse30 = -0.750157212000793*cse11 - cse12*cse23 - cse12*cse24;
    const double cse31 = 6.146724109463332*cse13;
    const double cse32 = 0.004726218041883305*cse15;
    const double cse33 = -6.981694727207426*cse11 - cse12*cse31 - cse12*cse32;
    const double cse34 = 0.6612594709887012*cse15;
    const double cse35 = 0.00026326970986453467*cse13;
    const double cse36 = -cse34 + cse35;
    const double cse37 = 0.37087957976352476*cse13;
    const double cse38 = 0.6967213111475145*cse15;
    const double cse39 = cse37 + cse38;
    const double cse40 = cse11*cse37 + cse11*cse38;
    const double cse41 = 0.006967213111475145*cse15;
    const double cse42 = 0.0037087957976352478*cse13;
    const double cse43 = cse11*cse41 + cse11*cse42;
    const double cse44 = 8.199617440259894*cse15;
    const double cse45 = 0.00326454440232023*cse13;
    const double cse46 = -cse11*cse44 + cse11*cse45;
    const double cse47 = -cse11*cse34 + cse11*cse35;
    const double cse48 = 0.004726218041883305*cse11*cse13 - 6.146724109463332*cse11*cse15;
    const double cse49 = cse23 + cse24;
    const double cse50 = -cse14 + cse16;
    const double cse51 = cse41 + cse42;
    const double cse52 = -cse44 + cse45;
    const double cse53 = cse31 + cse32;
    const double cse54 = cse18 - cse19;
    const double cse55 = cse26 + cse27;
    const double cse56 = sin(theta_link3);
    const double cse57 = cos(theta_link3);
    const double cse58 = cos(psi_link3);
    const double cse59 = 0.004174457663761009*cse58;
    const double cse60 = -0.002247927469439263*cse56 - cse57*cse59;
    const double cse61 = cse57*cse58;
    const double cse62 = -0.004741231347908751*cse56 - 0.008804585470401624*cse61;
    const double cse63 = sin(psi_link3);
    const double cse64 = 0.8804585470401624*cse63;
    const double cse65 = 4.54*cse61*cse63;
    const double cse66 = 0.008804585470401624*cse58;
    const double cse67 = -cse56*cse66 + 0.004741231347908751*cse57;
    const double cse68 = -0.47412313479087503*cse56 - 0.8804585470401624*cse61;
    const double cse69 = 0.8804585470401624*cse58;
    const double cse70 = -cse56*cse69 + 0.47412313479087503*cse57;
    const double cse71 = cse56*(cse63*cse63);
    const double cse72 = 0.004174457663761009*cse56*cse63;
    const double cse73 = 4.54*cse56*(cse58*cse58) - 4.532247927469439*cse71;
    const double cse74 = 0.008804585470401624*cse63;
    const double cse75 = cse58*cse63;

    memset(out, 0, sizeof(double) * 324);
    out[58] = acc_3*(4.0*cse1*cse7 + 8.0*cse1*cse8) - cse0*cse5;  /* [3, 4] */
    out[59] = -acc_3*(cse6*cse6)*cse9 + cse0*cse7 - cse0*cse8;  /* [3, 5] */
    out[76] = -cse10*cse5;  /* [4, 4] */
    out[77] = acc_4*cse9 + cse10*cse7 - cse10*cse8;  /* [4, 5] */
    out[172] = acc_10*(cse21*cse39 + cse28*cse36) + acc_11*cse33 + acc_9*(cse17*cse20 + cse21*cse22 + cse25*cse28 + cse29*cse30);  /* [9, 10] */
    out[173] = acc_10*(cse20*cse50 + cse29*cse49 + cse36*cse46 + cse39*cse43) + acc_11*cse48 + acc_9*(cse20*cse40 + cse22*cse43 + cse25*cse46 + cse29*cse47);  /* [9, 11] */
    out[190] = acc_9*(cse17*cse51 + cse30*cse52);  /* [10, 10] */
    out[191] = acc_10*(cse36*cse55 + cse39*cse54 + cse49*cse52 + cse50*cse51) + acc_11*cse53 + acc_9*(cse22*cse54 + cse25*cse55 + cse40*cse51 + cse47*cse52);  /* [10, 11] */
    out[208] = acc_9*cse33;  /* [11, 10] */
    out[209] = acc_10*cse53 + acc_9*cse48;  /* [11, 11] */
    out[286] = acc_15*(9.08*cse57*cse71 + cse62*cse70 + cse67*cse68) + acc_16*(cse62*cse64 + cse65) + acc_17*cse60;  /* [15, 16] */
    out[287] = acc_15*(9.08*(cse56*cse56)*cse75 + cse56*cse64*cse67 + cse56*cse70*cse74) + acc_16*(cse67*cse69 + cse73) + acc_17*cse72;  /* [15, 17] */
    out[304] = acc_15*(cse65 + cse68*cse74);  /* [16, 16] */
    out[305] = acc_15*(cse66*cse70 + cse73) - 9.064495854938878*acc_16*cse75 + acc_17*cse59;  /* [16, 17] */
    out[322] = acc_15*cse60;  /* [17, 16] */
    out[323] = acc_15*cse72 + acc_16*cse59;  /* [17, 17] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 45 nonzero.
 * 688 operations after common subexpression elimination.
 */
void mg_four_link_re_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
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
    const double cse0 = sin(phi_rotor);
    const double cse1 = sin(theta_rotor);
    const double cse2 = 0.7497211555855399*cse1;
    const double cse3 = cse0*cse2;
    const double cse4 = -cse3;
    const double cse5 = cos(phi_rotor);
    const double cse6 = cos(psi_rotor);
    const double cse7 = cse5*cse6;
    const double cse8 = 0.6617538733301699*cse7;
    const double cse9 = cos(theta_rotor);
    const double cse10 = sin(psi_rotor);
    const double cse11 = cse0*cse10;
    const double cse12 = cse11*cse9;
    const double cse13 = 0.6617538733301699*cse12;
    const double cse14 = -cse13;
    const double cse15 = cse14 + cse8;
    const double cse16 = cos(theta_link2);
    const double cse17 = cos(psi_link2);
    const double cse18 = sin(phi_link2);
    const double cse19 = 0.928680929062017*cse18;
    const double cse20 = cse17*cse19;
    const double cse21 = cse16*cse20;
    const double cse22 = sin(psi_link2);
    const double cse23 = cos(phi_link2);
    const double cse24 = 0.928680929062017*cse23;
    const double cse25 = cse22*cse24;
    const double cse26 = 0.278056337134458*cse22;
    const double cse27 = cse16*cse26;
    const double cse28 = cse18*cse27;
    const double cse29 = sin(theta_link2);
    const double cse30 = 0.24543106033238243*cse29;
    const double cse31 = cse18*cse30;
    const double cse32 = 0.278056337134458*cse17;
    const double cse33 = cse23*cse32;
    const double cse34 = -cse21 - cse25 - cse28 + cse31 + cse33;
    const double cse35 = cse0*cse6;
    const double cse36 = 0.6617538733301699*cse35;
    const double cse37 = cse2*cse5;
    const double cse38 = cse10*cse5;
    const double cse39 = cse38*cse9;
    const double cse40 = 0.6617538733301699*cse39;
    const double cse41 = cse37 + cse40;
    const double cse42 = cse36 + cse41;
    const double cse43 = cse17*cse24;
    const double cse44 = cse16*cse43;
    const double cse45 = cse23*cse27;
    const double cse46 = cse23*cse30;
    const double cse47 = cse19*cse22;
    const double cse48 = cse18*cse32;
    const double cse49 = cse44 + cse45 - cse46 - cse47 + cse48;
    const double cse50 = 3.141592653589793*t;
    const double cse51 = cos(cse50);
    const double cse52 = cse7*cse9;
    const double cse53 = cse51*(-cse11 + cse52);
    const double cse54 = cse35*cse9;
    const double cse55 = 2*cse7;
    const double cse56 = cse55*cse9;
    const double cse57 = 2*cse11;
    const double cse58 = 2*cse54;
    const double cse59 = 2*cse38;
    const double cse60 = lam_0*(-cse38 - cse54) + lam_1*(cse12 - cse7) + lam_13*(-cse58 - cse59) + lam_14*(cse56 - cse57);
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
    const double cse73 = -cse1*cse35*cse71 + cse38*cse68 - cse55*cse67 - cse69*cse70 - cse7*cse72 + lam_16*(cse34*(cse62 - cse64) + cse49*cse66);
    const double cse74 = 0.6617538733301699*cse52;
    const double cse75 = 0.6617538733301699*cse54 + cse63;
    const double cse76 = -cse12 + cse7;
    const double cse77 = cse71*cse76 + lam_0*(-cse35 - cse39) + lam_1*(cse11 - cse52) + lam_13*(-cse59*cse9 - cse69) + lam_14*(-2*cse12 + cse55) + lam_16*(cse34*(-cse65 + cse74) + cse49*cse75);
    const double cse78 = -cse44 - cse45;
    const double cse79 = cse46 + cse78;
    const double cse80 = cse47 - cse48;
    const double cse81 = cse79 + cse80;
    const double cse82 = cse13 + cse3 - cse8;
    const double cse83 = lam_16*(cse34*cse82 + cse42*cse81);
    const double cse84 = 0.24543106033238243*cse16;
    const double cse85 = cse26*cse29;
    const double cse86 = cse17*cse29;
    const double cse87 = cse18*cse84 + cse18*cse85 + cse19*cse86;
    const double cse88 = cse23*cse84;
    const double cse89 = cse23*cse85;
    const double cse90 = cse24*cse86;
    const double cse91 = -cse88 - cse89 - cse90;
    const double cse92 = lam_16*(cse42*cse87 + cse82*cse91);
    const double cse93 = cse16*cse32;
    const double cse94 = cse16*cse22;
    const double cse95 = -cse18*cse93 + cse19*cse94 - cse23*cse26 - cse43;
    const double cse96 = cse18*cse26;
    const double cse97 = cse23*cse93;
    const double cse98 = cse24*cse94;
    const double cse99 = -cse20 - cse96 + cse97 - cse98;
    const double cse100 = lam_16*(cse42*cse95 + cse82*cse99);
    const double cse101 = sin(cse50);
    const double cse102 = cse1*cse6;
    const double cse103 = cse101*cse102;
    const double cse104 = 0.6617538733301699*cse10;
    const double cse105 = cse1*cse104;
    const double cse106 = 0.928680929062017*cse86;
    const double cse107 = cse106 + cse84 + cse85;
    const double cse108 = 2*lam_15;
    const double cse109 = cse102*cse108;
    const double cse110 = cse10*cse9;
    const double cse111 = cse108*cse110 + cse11*cse72 + cse35*cse68 + cse57*cse67 - cse59*cse70 + lam_16*(-cse1*cse34*cse36 + cse1*cse49*cse8 - 0.6617538733301699*cse107*cse6*cse9) + lam_17*(-cse1*cse38*cse51 + cse101*cse110);
    const double cse112 = -cse62 + cse64;
    const double cse113 = lam_16*(cse112*cse34 + cse66*cse81);
    const double cse114 = -cse104*cse9 - cse2;
    const double cse115 = cse16*cse17;
    const double cse116 = 0.928680929062017*cse115 + cse27 - cse30;
    const double cse117 = lam_16*(cse112*cse91 + cse114*cse116 + cse66*cse87);
    const double cse118 = cse29*cse32;
    const double cse119 = cse22*cse29;
    const double cse120 = cse118 - 0.928680929062017*cse119;
    const double cse121 = lam_16*(cse112*cse99 + cse114*cse120 + cse66*cse95);
    const double cse122 = cse65 - cse74;
    const double cse123 = lam_16*(cse122*cse34 + cse75*cse81);
    const double cse124 = 0.6617538733301699*cse102;
    const double cse125 = lam_16*(-cse116*cse124 + cse122*cse91 + cse75*cse87);
    const double cse126 = lam_16*(-cse120*cse124 + cse122*cse99 + cse75*cse95);
    const double cse127 = cse3 - 0.6617538733301699*cse76;
    const double cse128 = cse21 + cse28;
    const double cse129 = cse128 - cse31;
    const double cse130 = cse25 - cse33;
    const double cse131 = -0.6617538733301699*cse35 - cse37 - 0.6617538733301699*cse39;
    const double cse132 = 3.745557721951613*cse29;
    const double cse133 = cse132*cse18;
    const double cse134 = 2.2623654365575008*cse18;
    const double cse135 = cse115*cse134;
    const double cse136 = 4.249999997999838*cse18;
    const double cse137 = cse136*cse22;
    const double cse138 = cse137*cse16;
    const double cse139 = -cse135 + cse138;
    const double cse140 = -cse133 + cse139;
    const double cse141 = 2.2623654365575008*cse23;
    const double cse142 = cse141*cse22;
    const double cse143 = 4.249999997999838*cse23;
    const double cse144 = cse143*cse17;
    const double cse145 = -cse142 - cse144;
    const double cse146 = cse132*cse23;
    const double cse147 = cse115*cse141;
    const double cse148 = cse143*cse22;
    const double cse149 = cse148*cse16;
    const double cse150 = -cse147 + cse149;
    const double cse151 = -cse146 + cse150;
    const double cse152 = cse134*cse22;
    const double cse153 = cse136*cse17;
    const double cse154 = cse152 + cse153;
    const double cse155 = cse147 - cse149;
    const double cse156 = cse146 + cse155;
    const double cse157 = -cse152 - cse153;
    const double cse158 = cse135 - cse138;
    const double cse159 = cse133 + cse158;
    const double cse160 = cse142 + cse144;
    const double cse161 = 2.2623654365575008*cse86;
    const double cse162 = cse161*cse18;
    const double cse163 = cse137*cse29;
    const double cse164 = 3.745557721951613*cse16;
    const double cse165 = cse164*cse18;
    const double cse166 = cse161*cse23;
    const double cse167 = cse148*cse29;
    const double cse168 = cse164*cse23;
    const double cse169 = lam_10*(cse166 - cse167 - cse168) + lam_11*(cse162 - cse163 - cse165) + lam_13*(-cse166 + cse167 + cse168) + lam_14*(-cse162 + cse163 + cse165) + lam_16*(cse127*(cse88 + cse89 + cse90) + cse131*cse87);
    const double cse170 = 2.2623654365575008*cse94;
    const double cse171 = cse170*cse18;
    const double cse172 = cse153*cse16;
    const double cse173 = cse141*cse17;
    const double cse174 = cse170*cse23;
    const double cse175 = cse134*cse17;
    const double cse176 = cse144*cse16;
    const double cse177 = lam_10*(-cse137 + cse174 + cse175 + cse176) + lam_11*(cse148 + cse171 + cse172 - cse173) + lam_13*(cse137 - cse174 - cse175 - cse176) + lam_14*(-cse148 - cse171 - cse172 + cse173) + lam_16*(cse127*(cse20 + cse96 - cse97 + cse98) + cse131*cse95);
    const double cse178 = -cse105 + cse61;
    const double cse179 = -cse106 - cse85;
    const double cse180 = 4.249999997999838*cse119;
    const double cse181 = cse161 - cse180;
    const double cse182 = -cse161 + cse180;
    const double cse183 = 4.249999997999838*cse115;
    const double cse184 = cse119*cse141;
    const double cse185 = cse144*cse29;
    const double cse186 = cse119*cse134;
    const double cse187 = cse153*cse29;
    const double cse188 = lam_10*(-cse186 - cse187) + lam_11*(cse184 + cse185) + lam_12*(-cse170 - cse183) + lam_13*(cse186 + cse187) + lam_14*(-cse184 - cse185) + lam_15*(cse170 + cse183) + lam_16*(cse127*(cse118*cse18 - cse119*cse19) + cse131*(-cse118*cse23 + cse119*cse24) + cse178*(cse93 - 0.928680929062017*cse94));
    const double cse189 = cos(phi_link3);
    const double cse190 = sin(theta_link3);
    const double cse191 = cse189*cse190;
    const double cse192 = 1.7542555987262378*cse191;
    const double cse193 = cos(theta_link3);
    const double cse194 = cos(psi_link3);
    const double cse195 = cse189*cse194;
    const double cse196 = 3.257696624048601*cse195;
    const double cse197 = cse193*cse196;
    const double cse198 = sin(phi_link3);
    const double cse199 = sin(psi_link3);
    const double cse200 = cse198*cse199;
    const double cse201 = 3.257696624048601*cse200;
    const double cse202 = cse197 - cse201;
    const double cse203 = 0.8804585470401624*cse200;
    const double cse204 = -cse203;
    const double cse205 = 0.8804585470401624*cse195;
    const double cse206 = cse193*cse205;
    const double cse207 = 0.47412313479087503*cse191 + cse206;
    const double cse208 = 3.257696624048601*cse199;
    const double cse209 = cse189*cse208;
    const double cse210 = -cse209;
    const double cse211 = cse193*cse198;
    const double cse212 = 3.257696624048601*cse194;
    const double cse213 = cse211*cse212;
    const double cse214 = -cse213;
    const double cse215 = cse190*cse198;
    const double cse216 = 1.7542555987262378*cse215;
    const double cse217 = cse214 - cse216;
    const double cse218 = -cse192;
    const double cse219 = -cse197;
    const double cse220 = cse201 + cse219;
    const double cse221 = cse213 + cse216;
    const double cse222 = 0.4741231347908755*cse200;
    const double cse223 = 0.4741231347908755*cse195;
    const double cse224 = -cse193*cse223;
    const double cse225 = 0.8804585470401622*cse191 + cse224;
    const double cse226 = cse212*cse215;
    const double cse227 = 1.7542555987262378*cse193;
    const double cse228 = cse198*cse227;
    const double cse229 = cse191*cse212;
    const double cse230 = cse189*cse227;
    const double cse231 = cse194*cse215;
    const double cse232 = lam_10*(-cse229 + cse230) + lam_11*(-cse226 + cse228) + lam_5*(0.8804585470401622*cse211 + 0.4741231347908755*cse231) + lam_6*(0.47412313479087503*cse211 - 0.8804585470401624*cse231) + lam_7*(cse229 - cse230) + lam_8*(cse226 - cse228);
    const double cse233 = cse193*cse201;
    const double cse234 = cse193*cse209;
    const double cse235 = cse198*cse212;
    const double cse236 = lam_10*(-cse234 - cse235) + lam_11*(cse196 - cse233) + lam_5*(cse193*cse222 - cse223) + lam_6*(-cse193*cse203 + cse205) + lam_7*(cse234 + cse235) + lam_8*(-cse196 + cse233);
    const double cse237 = cse190*cse212;
    const double cse238 = cse193*cse208;
    const double cse239 = cse190*cse201;
    const double cse240 = cse191*cse208;
    const double cse241 = cse191*cse199;
    const double cse242 = cse238*lam_12 - cse238*lam_9 + cse239*lam_10 - cse239*lam_7 - cse240*lam_11 + cse240*lam_8 + 0.4741231347908755*cse241*lam_5 - 0.8804585470401624*cse241*lam_6;

    memset(out, 0, sizeof(double) * 324);
    out[57] = cse53*lam_17 + cse60 + lam_16*(cse34*(cse15 + cse4) + cse42*cse49);  /* [3, 3] */
    out[58] = cse73;  /* [3, 4] */
    out[59] = cse77;  /* [3, 5] */
    out[63] = cse83;  /* [3, 9] */
    out[64] = cse92;  /* [3, 10] */
    out[65] = cse100;  /* [3, 11] */
    out[75] = cse73;  /* [4, 3] */
    out[76] = cse109 + cse12*lam_1 - cse54*lam_0 + cse56*lam_14 - cse58*lam_13 + lam_16*(cse107*(cse105 - cse61) + cse34*(cse14 + cse4) + cse41*cse49) + lam_17*(cse103 + cse51*cse52);  /* [4, 4] */
    out[77] = cse111;  /* [4, 5] */
    out[81] = cse113;  /* [4, 9] */
    out[82] = cse117;  /* [4, 10] */
    out[83] = cse121;  /* [4, 11] */
    out[93] = cse77;  /* [5, 3] */
    out[94] = cse111;  /* [5, 4] */
    out[95] = cse109 + cse60 + lam_16*(cse105*cse107 + cse15*cse34 + cse49*(cse36 + cse40)) + lam_17*(cse103 + cse53);  /* [5, 5] */
    out[99] = cse123;  /* [5, 9] */
    out[100] = cse125;  /* [5, 10] */
    out[101] = cse126;  /* [5, 11] */
    out[165] = cse83;  /* [9, 3] */
    out[166] = cse113;  /* [9, 4] */
    out[167] = cse123;  /* [9, 5] */
    out[171] = lam_10*(cse159 + cse160) + lam_11*(cse151 + cse154) + lam_13*(cse140 + cse145) + lam_14*(cse156 + cse157) + lam_16*(cse127*(cse129 + cse130) + cse131*cse81);  /* [9, 9] */
    out[172] = cse169;  /* [9, 10] */
    out[173] = cse177;  /* [9, 11] */
    out[183] = cse92;  /* [10, 3] */
    out[184] = cse117;  /* [10, 4] */
    out[185] = cse125;  /* [10, 5] */
    out[189] = cse169;  /* [10, 9] */
    out[190] = cse140*lam_13 + cse151*lam_11 + cse156*lam_14 + cse159*lam_10 + lam_12*(cse164 + cse182) + lam_15*(-cse164 + cse181) + lam_16*(cse127*cse129 + cse131*cse79 + cse178*(cse179 - cse84));  /* [10, 10] */
    out[191] = cse188;  /* [10, 11] */
    out[201] = cse100;  /* [11, 3] */
    out[202] = cse121;  /* [11, 4] */
    out[203] = cse126;  /* [11, 5] */
    out[207] = cse177;  /* [11, 9] */
    out[208] = cse188;  /* [11, 10] */
    out[209] = cse181*lam_15 + cse182*lam_12 + lam_10*(cse158 + cse160) + lam_11*(cse150 + cse154) + lam_13*(cse139 + cse145) + lam_14*(cse155 + cse157) + lam_16*(cse127*(cse128 + cse130) + cse131*(cse78 + cse80) + cse178*cse179);  /* [11, 11] */
    out[285] = lam_10*(cse210 + cse217) + lam_11*(cse192 + cse202) + lam_5*(cse222 + cse225) + lam_6*(cse204 + cse207) + lam_7*(cse209 + cse221) + lam_8*(cse218 + cse220);  /* [15, 15] */
    out[286] = cse232;  /* [15, 16] */
    out[287] = cse236;  /* [15, 17] */
    out[303] = cse232;  /* [16, 15] */
    out[304] = cse207*lam_6 + cse217*lam_10 + cse221*lam_7 + cse225*lam_5 + lam_11*(cse192 + cse197) + lam_12*(-cse227 + cse237) + lam_8*(cse218 + cse219) + lam_9*(cse227 - cse237);  /* [16, 16] */
    out[305] = cse242;  /* [16, 17] */
    out[321] = cse236;  /* [17, 15] */
    out[322] = cse242;  /* [17, 16] */
    out[323] = cse202*lam_11 + cse220*lam_8 + cse237*lam_12 - cse237*lam_9 + lam_10*(cse210 + cse214) + lam_5*(cse222 + cse224) + lam_6*(cse204 + cse206) + lam_7*(cse209 + cse213);  /* [17, 17] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 1 row-major, 36 nonzero.
 * 983 operations after common subexpression elimination.
 */
void mg_four_link_re_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double r_rotor_x = q[0];
    const double r_rotor_y = q[1];
    const double r_rotor_z = q[2];
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double r_link2_x = q[6];
    const double r_link2_y = q[7];
    const double r_link2_z = q[8];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double r_link3_x = q[12];
    const double r_link3_y = q[13];
    const double r_link3_z = q[14];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double phid_rotor = v[3];
    const double thetad_rotor = v[4];
    const double psid_rotor = v[5];
    const double phid_link2 = v[9];
    const double thetad_link2 = v[10];
    const double psid_link2 = v[11];
    const double phid_link3 = v[15];
    const double thetad_link3 = v[16];
    const double psid_link3 = v[17];
    const double acc_0 = a[0];
    const double acc_1 = a[1];
    const double acc_2 = a[2];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_6 = a[6];
    const double acc_7 = a[7];
    const double acc_8 = a[8];
    const double acc_9 = a[9];
    const double acc_10 = a[10];
    const double acc_11 = a[11];
    const double acc_12 = a[12];
    const double acc_13 = a[13];
    const double acc_14 = a[14];
    const double acc_15 = a[15];
    const double acc_16 = a[16];
    const double acc_17 = a[17];
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
    const double cse0 = cos(theta_rotor);
    const double cse1 = cos(phi_rotor);
    const double cse2 = cos(psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = sin(phi_rotor);
    const double cse6 = sin(psi_rotor);
    const double cse7 = cse5*cse6;
    const double cse8 = 3.141592653589793*t;
    const double cse9 = cos(cse8);
    const double cse10 = cse1*cse6;
    const double cse11 = cse2*cse5;
    const double cse12 = cse0*cse11;
    const double cse13 = cse10 + cse12;
    const double cse14 = cse0*cse10;
    const double cse15 = cse2*thetad_rotor;
    const double cse16 = 4.0*cse15;
    const double cse17 = cse0*phid_rotor;
    const double cse18 = 4.0*psid_rotor;
    const double cse19 = sin(theta_rotor);
    const double cse20 = cse19*cse6;
    const double cse21 = cse20*phid_rotor;
    const double cse22 = cse15 + cse21;
    const double cse23 = 2.0*psid_rotor;
    const double cse24 = -cse15*cse18 + cse16*cse17 - cse18*cse21 + cse22*(2.0*cse17 + cse23);
    const double cse25 = cse19*cse2;
    const double cse26 = cse6*thetad_rotor;
    const double cse27 = 2.0*cse26;
    const double cse28 = cse25*phid_rotor;
    const double cse29 = cse26 - cse28;
    const double cse30 = -cse17*cse27 + cse23*cse26 - cse23*cse28 + cse29*(-4.0*cse17 - cse18);
    const double cse31 = cse22*(-cse27 + 2.0*cse28) + cse29*(cse16 + 4.0*cse21);
    const double cse32 = 2*cse7;
    const double cse33 = 2*cse10;
    const double cse34 = 2*cse11;
    const double cse35 = cos(phi_link2);
    const double cse36 = cos(theta_link2);
    const double cse37 = cos(psi_link2);
    const double cse38 = 0.928680929062017*cse37;
    const double cse39 = cse36*cse38;
    const double cse40 = cse35*cse39;
    const double cse41 = sin(psi_link2);
    const double cse42 = cse36*cse41;
    const double cse43 = 0.278056337134458*cse42;
    const double cse44 = cse35*cse43;
    const double cse45 = sin(theta_link2);
    const double cse46 = 0.24543106033238243*cse45;
    const double cse47 = cse35*cse46;
    const double cse48 = sin(phi_link2);
    const double cse49 = 0.928680929062017*cse41;
    const double cse50 = cse48*cse49;
    const double cse51 = 0.278056337134458*cse37;
    const double cse52 = cse48*cse51;
    const double cse53 = cse40 + cse44 - cse47 - cse50 + cse52;
    const double cse54 = cse0*cse7;
    const double cse55 = 0.7497211555855399*cse19;
    const double cse56 = cse5*cse55;
    const double cse57 = cse1*cse55;
    const double cse58 = cse35*cse49;
    const double cse59 = cse35*cse51;
    const double cse60 = -cse39*cse48 - cse43*cse48 + cse46*cse48 - cse58 + cse59;
    const double cse61 = 2.0*cse25*cse6;
    const double cse62 = (cse2*cse2);
    const double cse63 = (cse19*cse19);
    const double cse64 = (cse6*cse6);
    const double cse65 = 2*cse3;
    const double cse66 = cse0*cse2;
    const double cse67 = 2*lam_15;
    const double cse68 = cse37*cse45;
    const double cse69 = 0.928680929062017*cse68;
    const double cse70 = cse41*cse45;
    const double cse71 = 0.278056337134458*cse70;
    const double cse72 = 0.24543106033238243*cse36;
    const double cse73 = cse69 + cse71 + cse72;
    const double cse74 = 0.6617538733301699*cse6;
    const double cse75 = 0.6617538733301699*cse10;
    const double cse76 = 0.7497211555855399*cse0;
    const double cse77 = 0.6617538733301699*cse7;
    const double cse78 = sin(cse8);
    const double cse79 = cse11 + cse14;
    const double cse80 = cse3 - cse54;
    const double cse81 = 0.750157212000793*cse36 - 0.00026326970986453467*cse68 - 0.6612594709887012*cse70;
    const double cse82 = 0.00326454440232023*cse41;
    const double cse83 = cse45*phid_link2;
    const double cse84 = cse83*psid_link2;
    const double cse85 = cse36*cse37;
    const double cse86 = phid_link2*thetad_link2;
    const double cse87 = cse85*cse86;
    const double cse88 = cse42*cse86;
    const double cse89 = psid_link2*thetad_link2;
    const double cse90 = cse37*cse89;
    const double cse91 = cse41*cse89;
    const double cse92 = cse83*thetad_link2;
    const double cse93 = 8.199617440259894*cse37;
    const double cse94 = 0.37087957976352476*cse41;
    const double cse95 = 0.6967213111475145*cse37;
    const double cse96 = cse94 + cse95;
    const double cse97 = cse96*thetad_link2;
    const double cse98 = 0.6140258560576415*cse36 - 0.37087957976352476*cse68 + 0.6967213111475145*cse70;
    const double cse99 = cse98*phid_link2;
    const double cse100 = cse97 + cse99 + 0.6140258560576415*psid_link2;
    const double cse101 = -cse49 + cse51;
    const double cse102 = cse101*thetad_link2;
    const double cse103 = cse73*phid_link2;
    const double cse104 = cse100*(0.01*cse102 + 0.01*cse103 + 0.0024543106033238244*psid_link2);
    const double cse105 = cse104 - cse82*cse84 + cse84*cse93 + 0.00326454440232023*cse87 + 8.199617440259894*cse88 - 0.00326454440232023*cse90 - 8.199617440259894*cse91 + 9.301949428809833*cse92;
    const double cse106 = 0.0037087957976352478*cse41;
    const double cse107 = 0.006967213111475145*cse37;
    const double cse108 = -0.6612594709887012*cse37 + 0.00026326970986453467*cse41;
    const double cse109 = cse108*thetad_link2;
    const double cse110 = cse81*phid_link2;
    const double cse111 = cse109 + cse110 + 0.750157212000793*psid_link2;
    const double cse112 = cse111*(-12.4*cse102 - 12.4*cse103 - 3.043345148121542*psid_link2);
    const double cse113 = -cse106*cse84 - cse107*cse84 + cse112 + 0.0037087957976352478*cse87 - 0.006967213111475145*cse88 - 0.0037087957976352478*cse90 + 0.006967213111475145*cse91 + 0.006140258560576415*cse92;
    const double cse114 = cse111*(12.4*cse97 + 12.4*cse99 + 7.613920615114755*psid_link2);
    const double cse115 = cse100*(-0.01*cse109 - 0.01*cse110 - 0.00750157212000793*psid_link2);
    const double cse116 = cse114 + cse115;
    const double cse117 = 3.745557721951613*cse45;
    const double cse118 = cse117*cse35;
    const double cse119 = 4.249999997999838*cse35;
    const double cse120 = cse119*cse41;
    const double cse121 = cse120*cse36;
    const double cse122 = 4.249999997999838*cse48;
    const double cse123 = cse122*cse37;
    const double cse124 = cse41*cse48;
    const double cse125 = 2.2623654365575008*cse124;
    const double cse126 = 2.2623654365575008*cse37;
    const double cse127 = cse126*cse36;
    const double cse128 = cse127*cse35;
    const double cse129 = cse119*cse37;
    const double cse130 = cse35*cse41;
    const double cse131 = 2.2623654365575008*cse130;
    const double cse132 = cse117*cse48;
    const double cse133 = cse122*cse41;
    const double cse134 = cse133*cse36;
    const double cse135 = cse127*cse48;
    const double cse136 = -cse57 - 0.6617538733301699*cse79;
    const double cse137 = cse56 - 0.6617538733301699*cse80;
    const double cse138 = 9.301949428809833*cse36 - 0.00326454440232023*cse68 - 8.199617440259894*cse70;
    const double cse139 = 0.006140258560576415*cse36 - 0.0037087957976352478*cse68 + 0.006967213111475145*cse70;
    const double cse140 = 6.981694727207426*cse36 - 0.004726218041883305*cse68 - 6.146724109463332*cse70;
    const double cse141 = 3.745557721951613*cse36;
    const double cse142 = cse141*cse48;
    const double cse143 = cse122*cse70;
    const double cse144 = cse126*cse48;
    const double cse145 = cse144*cse45;
    const double cse146 = cse141*cse35;
    const double cse147 = cse119*cse70;
    const double cse148 = cse126*cse35;
    const double cse149 = cse148*cse45;
    const double cse150 = 4.249999997999838*cse42;
    const double cse151 = -cse19*cse74 + cse76;
    const double cse152 = 6.146724109463332*cse37;
    const double cse153 = 0.004726218041883305*cse41;
    const double cse154 = -cse152 + cse153;
    const double cse155 = cse82 - cse93;
    const double cse156 = cse106 + cse107;
    const double cse157 = cse123*cse36;
    const double cse158 = 2.2623654365575008*cse42;
    const double cse159 = cse158*cse48;
    const double cse160 = 4.249999997999838*cse68;
    const double cse161 = 2.2623654365575008*cse70;
    const double cse162 = cse129*cse36;
    const double cse163 = cse158*cse35;
    const double cse164 = cos(theta_link3);
    const double cse165 = cos(psi_link3);
    const double cse166 = sin(phi_link3);
    const double cse167 = cse165*cse166;
    const double cse168 = 0.4741231347908755*cse167;
    const double cse169 = cos(phi_link3);
    const double cse170 = sin(psi_link3);
    const double cse171 = 0.4741231347908755*cse170;
    const double cse172 = cse169*cse171;
    const double cse173 = sin(theta_link3);
    const double cse174 = 0.8804585470401622*cse173;
    const double cse175 = cse170*thetad_link3;
    const double cse176 = 4.54*cse175;
    const double cse177 = cse164*phid_link3;
    const double cse178 = cse165*cse173;
    const double cse179 = 4.54*cse178;
    const double cse180 = 0.8804585470401624*cse170;
    const double cse181 = 0.8804585470401624*cse178;
    const double cse182 = 0.47412313479087503*cse164;
    const double cse183 = -cse181 + cse182;
    const double cse184 = cse183*phid_link3;
    const double cse185 = cse180*thetad_link3 + cse184 + 0.47412313479087503*psid_link3;
    const double cse186 = 0.4741231347908755*cse178;
    const double cse187 = 0.8804585470401622*cse164;
    const double cse188 = cse186 + cse187;
    const double cse189 = cse188*phid_link3;
    const double cse190 = 1.0*cse176*cse177 - 1.0*cse176*psid_link3 + 1.0*cse179*phid_link3*psid_link3 + 1.0*cse185*(-0.004741231347908755*cse175 + 0.01*cse189 + 0.008804585470401622*psid_link3);
    const double cse191 = cse170*cse173;
    const double cse192 = 0.008804585470401624*cse170;
    const double cse193 = cse173*phid_link3;
    const double cse194 = cse193*psid_link3;
    const double cse195 = cse165*thetad_link3;
    const double cse196 = cse195*psid_link3;
    const double cse197 = cse193*thetad_link3;
    const double cse198 = cse177*cse195;
    const double cse199 = cse191*phid_link3;
    const double cse200 = -1.0*cse195 - 1.0*cse199;
    const double cse201 = cse200*(2.1525190319505745*cse175 - 4.54*cse189 - 3.9972818035623368*psid_link3);
    const double cse202 = -cse192*cse194 - 0.008804585470401624*cse196 + 0.004741231347908751*cse197 + 0.008804585470401624*cse198 + cse201;
    const double cse203 = cse200*(3.997281803562337*cse175 + 4.54*cse184 + 2.1525190319505727*psid_link3);
    const double cse204 = cse185*(0.01*cse195 + 0.01*cse199);
    const double cse205 = cse203 + cse204;
    const double cse206 = 0.8804585470401624*cse167;
    const double cse207 = 0.47412313479087503*cse173;
    const double cse208 = cse169*cse180;
    const double cse209 = cse164*cse206 + cse166*cse207 + cse208;
    const double cse210 = 3.257696624048601*cse170;
    const double cse211 = cse166*cse210;
    const double cse212 = 1.7542555987262378*cse173;
    const double cse213 = cse169*cse212;
    const double cse214 = 3.257696624048601*cse165;
    const double cse215 = cse169*cse214;
    const double cse216 = cse164*cse215;
    const double cse217 = cse169*cse210;
    const double cse218 = cse166*cse212;
    const double cse219 = 3.257696624048601*cse167;
    const double cse220 = cse164*cse219;
    const double cse221 = 0.002247927469439263*cse164 - 0.004174457663761009*cse178;
    const double cse222 = cse170*cse179;
    const double cse223 = 0.004741231347908751*cse164 - 0.008804585470401624*cse178;
    const double cse224 = (cse170*cse170);
    const double cse225 = 1.7542555987262378*cse164;
    const double cse226 = cse166*cse225;
    const double cse227 = cse173*cse219;
    const double cse228 = cse164*cse214;
    const double cse229 = cse169*cse225;
    const double cse230 = 3.257696624048601*cse169*cse178;
    const double cse231 = 0.004174457663761009*cse170;
    const double cse232 = cse164*cse217;
    const double cse233 = cse164*cse211;
    const double cse234 = cse173*cse210;
    const double cse235 = (1.0/(h*h));
    const double cse236 = cse164*cse165*cse169;
    const double cse237 = cse166*cse180 - cse169*cse207 - 0.8804585470401624*cse236;
    const double cse238 = 3.7*cse209;
    const double cse239 = -r_link3_x;
    const double cse240 = 3.7*cse237;
    const double cse241 = -r_link3_y;
    const double cse242 = 3.7*cse183;
    const double cse243 = -r_link3_z;
    const double cse244 = 0.37087957976352476*cse85;
    const double cse245 = 0.6967213111475145*cse42;
    const double cse246 = 0.6140258560576415*cse45;
    const double cse247 = 6.1*cse244*cse48 - 6.1*cse245*cse48 + 6.1*cse246*cse48 + 6.1*cse35*cse94 + 6.1*cse35*cse95;
    const double cse248 = -6.1*cse244*cse35 + 6.1*cse245*cse35 - 6.1*cse246*cse35 + 6.1*cse48*cse94 + 6.1*cse48*cse95;
    const double cse249 = 6.1*cse98;
    const double cse250 = -cse4 + cse7;

    out[0] = 2.0*acc_0 - lam_13 - lam_2;  /* [0, 0] */
    out[1] = 2.0*acc_1 - lam_14 - lam_3;  /* [1, 0] */
    out[2] = 2.0*acc_2 - lam_15 - lam_4 + 19.62;  /* [2, 0] */
    out[3] = acc_3*(4.0*cse62*cse63 + 2.0*cse63*cse64) - acc_4*cse61 - cse0*cse31 + cse13*cse9*lam_17 - cse20*cse30 + cse24*cse25 + lam_0*(cse4 - cse7) + lam_1*(-cse11 - cse14) + lam_13*(-cse32 + 2*cse4) + lam_14*(cse0*cse34 + cse33) + lam_16*(cse53*(-0.6617538733301699*cse3 + 0.6617538733301699*cse54 + cse56) + cse60*(0.6617538733301699*cse11 + 0.6617538733301699*cse14 + cse57));  /* [3, 0] */
    out[4] = -acc_3*cse61 + acc_4*(2.0*cse62 + 4.0*cse64) - cse11*cse19*lam_0 - cse19*cse34*lam_13 + cse19*cse65*lam_14 + cse19*cse7*lam_1 - cse2*cse30 - cse24*cse6 - cse66*cse67 + lam_16*(cse53*(-cse1*cse76 + cse19*cse75) + cse60*(-cse19*cse77 + cse5*cse76) + cse73*(-cse0*cse74 - cse55)) + lam_17*(cse19*cse3*cse9 - cse66*cse78);  /* [4, 0] */
    out[5] = cse20*cse67 - cse31 + cse80*lam_0 + lam_1*(-cse10 - cse12) + lam_13*(-cse0*cse32 + cse65) + lam_14*(cse0*cse33 + cse34) + lam_16*(-0.6617538733301699*cse25*cse73 + cse53*(-0.6617538733301699*cse4 + cse77) + cse60*(0.6617538733301699*cse12 + cse75)) + lam_17*(cse20*cse78 + cse79*cse9);  /* [5, 0] */
    out[6] = 1.0*acc_6 + lam_10 + lam_13;  /* [6, 0] */
    out[7] = 1.0*acc_7 + lam_11 + lam_14;  /* [7, 0] */
    out[8] = 1.0*acc_8 + lam_12 + lam_15 + 9.81;  /* [8, 0] */
    out[9] = acc_10*(cse108*cse138 + cse139*cse96) + acc_11*cse140 + acc_9*(cse138*cse81 + cse139*cse98) - cse105*cse81 - cse113*cse98 - cse116*cse73 + lam_10*(-cse118 + cse121 + cse123 + cse125 - cse128) + lam_11*(-cse129 - cse131 - cse132 + cse134 - cse135) + lam_13*(cse118 - cse121 - cse123 - cse125 + cse128) + lam_14*(cse129 + cse131 + cse132 - cse134 + cse135) + lam_16*(cse136*cse60 + cse137*(-cse40 - cse44 + cse47 + cse50 - cse52));  /* [9, 0] */
    out[10] = acc_10*(cse108*cse155 + cse156*cse96) + acc_11*cse154 + acc_9*(cse155*cse81 + cse156*cse98) - cse101*cse116 - cse105*cse108 - cse113*cse96 + lam_10*(-cse142 - cse143 + cse145) + lam_11*(cse146 + cse147 - cse149) + lam_12*(cse117 + cse127 - cse150) + lam_13*(cse142 + cse143 - cse145) + lam_14*(-cse146 - cse147 + cse149) + lam_15*(-cse117 - cse127 + cse150) + lam_16*(cse136*(-cse35*cse69 - cse35*cse71 - cse35*cse72) + cse137*(cse48*cse69 + cse48*cse71 + cse48*cse72) + cse151*(cse39 + cse43 - cse46));  /* [10, 0] */
    out[11] = acc_10*cse154 + 6.981694727207426*acc_11 + acc_9*cse140 - 0.750157212000793*cse104 - 0.6140258560576415*cse112 - 0.24543106033238243*cse114 - 0.24543106033238243*cse115 - cse152*cse84 + cse153*cse84 - 0.004726218041883305*cse87 - 6.146724109463332*cse88 + 0.004726218041883305*cse90 + 6.146724109463332*cse91 - 6.981694727207426*cse92 + lam_10*(cse120 - cse148 + cse157 + cse159) + lam_11*(cse133 - cse144 - cse162 - cse163) + lam_12*(-cse160 - cse161) + lam_13*(-cse120 + cse148 - cse157 - cse159) + lam_14*(-cse133 + cse144 + cse162 + cse163) + lam_15*(cse160 + cse161) + lam_16*(cse136*(-0.278056337134458*cse124 - cse36*cse58 + cse36*cse59 - cse38*cse48) + cse137*(-0.278056337134458*cse130 - cse35*cse38 + cse36*cse50 - cse36*cse52) + cse151*(-cse45*cse49 + cse45*cse51));  /* [11, 0] */
    out[12] = 1.0*acc_12 - lam_10 - lam_7;  /* [12, 0] */
    out[13] = 1.0*acc_13 - lam_11 - lam_8;  /* [13, 0] */
    out[14] = 1.0*acc_14 - lam_12 - lam_9 + 9.81;  /* [14, 0] */
    out[15] = acc_15*(4.54*(cse173*cse173)*cse224 + cse183*cse223) + acc_16*(cse180*cse223 + cse222) + acc_17*cse221 - cse183*cse202 - cse188*cse205 + cse190*cse191 + cse209*lam_6 + lam_10*(-cse211 + cse213 + cse216) + lam_11*(cse217 + cse218 + cse220) + lam_5*(-cse164*cse168 + cse166*cse174 - cse172) + lam_7*(cse211 - cse213 - cse216) + lam_8*(-cse217 - cse218 - cse220);  /* [15, 0] */
    out[16] = acc_15*(cse183*cse192 + cse222) + acc_16*(4.54*(cse165*cse165) + 0.007752072530560738*cse224) + acc_17*cse231 + cse165*cse190 + cse171*cse205 - cse180*cse202 + lam_10*(cse226 - cse227) + lam_11*(-cse229 + cse230) + lam_12*(-cse212 - cse228) + lam_5*(-cse169*cse186 - cse169*cse187) + lam_6*(cse169*cse181 - cse169*cse182) + lam_7*(-cse226 + cse227) + lam_8*(cse229 - cse230) + lam_9*(cse212 + cse228);  /* [16, 0] */
    out[17] = acc_15*cse221 + acc_16*cse231 + 0.002247927469439263*acc_17 + cse194*cse231 + 0.004174457663761009*cse196 - 0.002247927469439263*cse197 - 0.004174457663761009*cse198 - 0.47412313479087503*cse201 - 0.8804585470401622*cse203 - 0.8804585470401622*cse204 + cse234*lam_12 - cse234*lam_9 + lam_10*(cse215 - cse233) + lam_11*(cse219 + cse232) + lam_5*(-cse164*cse172 - cse168) + lam_6*(cse164*cse208 + cse206) + lam_7*(-cse215 + cse233) + lam_8*(-cse219 - cse232);  /* [17, 0] */
    out[18] = cse13*cse235;  /* [18, 0] */
    out[19] = cse235*cse80;  /* [19, 0] */
    out[20] = -cse235*r_rotor_x;  /* [20, 0] */
    out[21] = -cse235*r_rotor_y;  /* [21, 0] */
    out[22] = -cse235*r_rotor_z;  /* [22, 0] */
    out[23] = cse235*(-cse166*cse171 - cse169*cse174 + 0.4741231347908755*cse236);  /* [23, 0] */
    out[24] = cse235*cse237;  /* [24, 0] */
    out[25] = cse235*(-cse238 + cse239 - 4);  /* [25, 0] */
    out[26] = cse235*(-cse240 + cse241 - 8.5);  /* [26, 0] */
    out[27] = cse235*(-cse242 + cse243);  /* [27, 0] */
    out[28] = cse235*(cse238 + cse239 - cse247 + r_link2_x);  /* [28, 0] */
    out[29] = cse235*(cse240 + cse241 - cse248 + r_link2_y);  /* [29, 0] */
    out[30] = cse235*(cse242 + cse243 - cse249 + r_link2_z);  /* [30, 0] */
    out[31] = cse235*(2*cse13 + cse247 + r_link2_x - r_rotor_x);  /* [31, 0] */
    out[32] = cse235*(cse248 + 2*cse250 + r_link2_y - r_rotor_y);  /* [32, 0] */
    out[33] = cse235*(cse249 - 2*cse25 + r_link2_z - r_rotor_z);  /* [33, 0] */
    out[34] = cse235*(cse136*cse53 + cse137*cse60 + cse151*cse73);  /* [34, 0] */
    out[35] = cse235*(-cse25*cse78 + cse250*cse9);  /* [35, 0] */
}

/* Reverse Cuthill-McKee order of index3_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_four_link_re_index3_matrix_perm[36] = {21, 20, 26, 25, 24, 23, 27, 13, 15, 12, 7, 1, 6, 0, 17, 16, 14, 29, 28, 3, 9, 32, 31, 34,
    35, 19, 18, 30, 11, 10, 5, 4, 8, 33, 2, 22};

/* index3_matrix written into the column-major band storage of its permuted matrix
 * (n = 36, kl = 13, ku = 13, ldab = 40); ab is zeroed by the caller. */
void mg_four_link_re_index3_matrix_band(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *ab)
{
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double phid_rotor = v[3];
    const double thetad_rotor = v[4];
    const double psid_rotor = v[5];
    const double phid_link2 = v[9];
    const double thetad_link2 = v[10];
    const double psid_link2 = v[11];
    const double phid_link3 = v[15];
    const double thetad_link3 = v[16];
    const double psid_link3 = v[17];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_9 = a[9];
    const double acc_10 = a[10];
    const double acc_11 = a[11];
    const double acc_15 = a[15];
    const double acc_16 = a[16];
    const double acc_17 = a[17];
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
    const double cse0 = sin(theta_rotor);
    const double cse1 = (cse0*cse0);
    const double cse2 = sin(psi_rotor);
    const double cse3 = (cse2*cse2);
    const double cse4 = 2.0*cse3;
    const double cse5 = cos(psi_rotor);
    const double cse6 = (cse5*cse5);
    const double cse7 = 4.0*cse1;
    const double cse8 = cos(theta_rotor);
    const double cse9 = cse0*cse2;
    const double cse10 = cse9*phid_rotor;
    const double cse11 = cse5*thetad_rotor;
    const double cse12 = cse10 + cse11;
    const double cse13 = 2.0*cse12;
    const double cse14 = cse0*cse5;
    const double cse15 = cse14*phid_rotor;
    const double cse16 = 2.0*cse15;
    const double cse17 = cse2*thetad_rotor;
    const double cse18 = 2.0*cse17;
    const double cse19 = cse16 - cse18;
    const double cse20 = 4.0*cse10;
    const double cse21 = 4.0*cse11;
    const double cse22 = cse20 + cse21;
    const double cse23 = -cse15 + cse17;
    const double cse24 = 4.0*cse23;
    const double cse25 = cse13*cse14 - cse14*cse22 + cse19*cse9 + cse24*cse9;
    const double cse26 = cse8*phid_rotor;
    const double cse27 = 4.0*psid_rotor;
    const double cse28 = -4.0*cse26 - cse27;
    const double cse29 = 2.0*psid_rotor;
    const double cse30 = -cse14*cse28 - cse14*cse29 - cse18*cse8 - cse24*cse8;
    const double cse31 = 2.0*cse26 + cse29;
    const double cse32 = cse13*cse8 + cse21*cse8 - cse27*cse9 + cse31*cse9;
    const double cse33 = (h*h);
    const double cse34 = cos(phi_rotor);
    const double cse35 = cse34*cse5;
    const double cse36 = 0.6617538733301699*cse35;
    const double cse37 = sin(phi_rotor);
    const double cse38 = 0.7497211555855399*cse0;
    const double cse39 = cse37*cse38;
    const double cse40 = cse2*cse37;
    const double cse41 = 0.6617538733301699*cse40;
    const double cse42 = cse41*cse8;
    const double cse43 = -cse42;
    const double cse44 = -cse39 + cse43;
    const double cse45 = sin(phi_link2);
    const double cse46 = cos(theta_link2);
    const double cse47 = cos(psi_link2);
    const double cse48 = 0.928680929062017*cse47;
    const double cse49 = cse46*cse48;
    const double cse50 = cse45*cse49;
    const double cse51 = cos(phi_link2);
    const double cse52 = sin(psi_link2);
    const double cse53 = 0.928680929062017*cse52;
    const double cse54 = cse51*cse53;
    const double cse55 = 0.278056337134458*cse52;
    const double cse56 = cse46*cse55;
    const double cse57 = cse45*cse56;
    const double cse58 = sin(theta_link2);
    const double cse59 = 0.24543106033238243*cse58;
    const double cse60 = cse45*cse59;
    const double cse61 = 0.278056337134458*cse47;
    const double cse62 = cse51*cse61;
    const double cse63 = -cse50 - cse54 - cse57 + cse60 + cse62;
    const double cse64 = cse37*cse5;
    const double cse65 = 0.6617538733301699*cse64;
    const double cse66 = cse34*cse38;
    const double cse67 = cse2*cse34;
    const double cse68 = cse67*cse8;
    const double cse69 = 0.6617538733301699*cse68;
    const double cse70 = cse66 + cse69;
    const double cse71 = cse65 + cse70;
    const double cse72 = cse49*cse51;
    const double cse73 = cse51*cse56;
    const double cse74 = cse51*cse59;
    const double cse75 = cse45*cse53;
    const double cse76 = cse45*cse61;
    const double cse77 = cse72 + cse73 - cse74 - cse75 + cse76;
    const double cse78 = 3.141592653589793*t;
    const double cse79 = cos(cse78);
    const double cse80 = cse35*cse8;
    const double cse81 = -cse40 + cse80;
    const double cse82 = cse79*cse81;
    const double cse83 = cse64*cse8;
    const double cse84 = -cse67 - cse83;
    const double cse85 = 2*cse80;
    const double cse86 = 2*cse40;
    const double cse87 = cse85 - cse86;
    const double cse88 = cse40*cse8;
    const double cse89 = 2*cse83;
    const double cse90 = 2*cse67;
    const double cse91 = cse84*lam_0 + cse87*lam_14 + lam_1*(-cse35 + cse88) + lam_13*(-cse89 - cse90);
    const double cse92 = 2.0*cse5;
    const double cse93 = -cse9*cse92;
    const double cse94 = -cse13*cse2 + cse19*cse5 + cse2*cse22 + cse24*cse5;
    const double cse95 = cse2*cse8;
    const double cse96 = cse95*phid_rotor;
    const double cse97 = cse2*cse28 + cse2*cse29 - 2.0*cse96;
    const double cse98 = cse5*cse8;
    const double cse99 = cse98*phid_rotor;
    const double cse100 = -cse27*cse5 + cse31*cse5 + 4.0*cse99;
    const double cse101 = 4.0*cse3;
    const double cse102 = cse0*cse8;
    const double cse103 = cse92*cse95;
    const double cse104 = -cse10*cse27 - cse11*cse27 + cse12*cse31 + cse21*cse26;
    const double cse105 = cse104*cse5;
    const double cse106 = cse0*phid_rotor;
    const double cse107 = -cse106*cse13 - cse106*cse21 - cse27*cse96 + cse31*cse96;
    const double cse108 = -cse15*cse29 + cse17*cse29 - cse18*cse26 + cse23*cse28;
    const double cse109 = cse108*cse2;
    const double cse110 = cse106*cse18 + cse106*cse24 - cse28*cse99 - cse29*cse99;
    const double cse111 = cse13*cse99 + cse19*cse96 - cse22*cse99 + cse24*cse96;
    const double cse112 = cse0*cse64;
    const double cse113 = cse79*lam_17;
    const double cse114 = 0.7497211555855399*cse8;
    const double cse115 = cse114*cse34;
    const double cse116 = 0.6617538733301699*cse67;
    const double cse117 = cse0*cse116;
    const double cse118 = -cse0*cse41 + cse114*cse37;
    const double cse119 = 2*cse35;
    const double cse120 = cse0*cse119;
    const double cse121 = 2*cse112;
    const double cse122 = -cse0*cse35*lam_0 + cse0*cse67*lam_1 - cse112*cse113 - cse120*lam_13 - cse121*lam_14 + lam_16*(cse118*cse77 + cse63*(cse115 - cse117));
    const double cse123 = -cse16 + cse18 - cse24;
    const double cse124 = cse13 - cse20 - cse21;
    const double cse125 = 2.0*cse6;
    const double cse126 = cse0*cse125;
    const double cse127 = cse0*cse4;
    const double cse128 = cse15 - cse17;
    const double cse129 = 4.0*cse17;
    const double cse130 = cse128*cse31 - cse129*cse26 - cse15*cse27 + cse17*cse27;
    const double cse131 = 2.0*cse11;
    const double cse132 = cse10*cse29 + cse11*cse29 + cse12*cse28 - cse131*cse26;
    const double cse133 = cse12*cse22 + cse12*(-2.0*cse10 - cse131) + cse128*cse19 + cse23*(-cse129 + 4.0*cse15);
    const double cse134 = cse2*cse5;
    const double cse135 = cse35 - cse88;
    const double cse136 = 0.6617538733301699*cse80;
    const double cse137 = cse116 + cse65*cse8;
    const double cse138 = cse119 - cse8*cse86;
    const double cse139 = 2*cse68;
    const double cse140 = 2*cse64;
    const double cse141 = -cse64 - cse68;
    const double cse142 = cse113*cse135 + cse138*lam_14 + cse141*lam_0 + lam_1*(cse40 - cse80) + lam_13*(-cse139 - cse140) + lam_16*(cse137*cse77 + cse63*(cse136 - cse41));
    const double cse143 = -cse72 - cse73;
    const double cse144 = cse143 + cse74;
    const double cse145 = cse75 - cse76;
    const double cse146 = cse144 + cse145;
    const double cse147 = -cse36 + cse39 + cse42;
    const double cse148 = cse33*lam_16;
    const double cse149 = cse148*(cse146*cse71 + cse147*cse63);
    const double cse150 = 0.24543106033238243*cse46;
    const double cse151 = cse55*cse58;
    const double cse152 = cse48*cse58;
    const double cse153 = cse150*cse45 + cse151*cse45 + cse152*cse45;
    const double cse154 = cse150*cse51;
    const double cse155 = cse151*cse51;
    const double cse156 = cse152*cse51;
    const double cse157 = -cse154 - cse155 - cse156;
    const double cse158 = cse148*(cse147*cse157 + cse153*cse71);
    const double cse159 = cse46*cse61;
    const double cse160 = cse46*cse53;
    const double cse161 = -cse159*cse45 + cse160*cse45 - cse48*cse51 - cse51*cse55;
    const double cse162 = cse45*cse55;
    const double cse163 = cse45*cse48;
    const double cse164 = cse159*cse51;
    const double cse165 = cse160*cse51;
    const double cse166 = -cse162 - cse163 + cse164 - cse165;
    const double cse167 = cse148*(cse147*cse166 + cse161*cse71);
    const double cse168 = cse89 + cse90;
    const double cse169 = cse147*cse77 + cse63*cse71;
    const double cse170 = cse79*(cse67 + cse83);
    const double cse171 = sin(cse78);
    const double cse172 = cse14*cse171;
    const double cse173 = 0.6617538733301699*cse9;
    const double cse174 = cse150 + cse151 + cse152;
    const double cse175 = 2*lam_15;
    const double cse176 = cse14*cse175;
    const double cse177 = cse0*cse79;
    const double cse178 = 0.6617538733301699*cse174;
    const double cse179 = cse0*cse40;
    const double cse180 = cse0*cse86*lam_13 - cse0*cse90*lam_14 + cse112*lam_1 + cse175*cse95 + cse179*lam_0 + lam_16*(cse0*cse36*cse77 - cse0*cse63*cse65 - cse178*cse98) + lam_17*(cse171*cse95 - cse177*cse67);
    const double cse181 = -cse115 + cse117;
    const double cse182 = cse148*(cse118*cse146 + cse181*cse63);
    const double cse183 = -cse38 - 0.6617538733301699*cse95;
    const double cse184 = cse49 + cse56 - cse59;
    const double cse185 = cse148*(cse118*cse153 + cse157*cse181 + cse183*cse184);
    const double cse186 = cse58*cse61;
    const double cse187 = cse53*cse58;
    const double cse188 = cse186 - cse187;
    const double cse189 = cse148*(cse118*cse161 + cse166*cse181 + cse183*cse188);
    const double cse190 = -cse112;
    const double cse191 = -cse121;
    const double cse192 = -2*cse98;
    const double cse193 = cse118*cse63 + cse174*cse183 + cse181*cse77;
    const double cse194 = -cse171*cse98 + cse177*cse35;
    const double cse195 = -cse136 + cse41;
    const double cse196 = cse148*(cse137*cse146 + cse195*cse63);
    const double cse197 = 0.6617538733301699*cse14;
    const double cse198 = cse148*(cse137*cse153 + cse157*cse195 - cse184*cse197);
    const double cse199 = cse148*(cse137*cse161 + cse166*cse195 - cse188*cse197);
    const double cse200 = cse139 + cse140;
    const double cse201 = 2*cse9;
    const double cse202 = cse137*cse63 - cse14*cse178 + cse195*cse77;
    const double cse203 = cse64 + cse68;
    const double cse204 = cse171*cse9 + cse203*cse79;
    const double cse205 = 0.37087957976352476*cse47;
    const double cse206 = 0.6967213111475145*cse52;
    const double cse207 = -cse205*cse58 + cse206*cse58 + 0.6140258560576415*cse46;
    const double cse208 = 0.0037087957976352478*cse47;
    const double cse209 = cse208*cse58;
    const double cse210 = 0.006967213111475145*cse52;
    const double cse211 = cse210*cse58;
    const double cse212 = 0.006140258560576415*cse46;
    const double cse213 = -cse209 + cse211 + cse212;
    const double cse214 = 0.00326454440232023*cse47;
    const double cse215 = cse214*cse58;
    const double cse216 = 8.199617440259894*cse52;
    const double cse217 = cse216*cse58;
    const double cse218 = 9.301949428809833*cse46;
    const double cse219 = -cse215 - cse217 + cse218;
    const double cse220 = 0.00026326970986453467*cse47;
    const double cse221 = 0.6612594709887012*cse52;
    const double cse222 = -cse220*cse58 - cse221*cse58 + 0.750157212000793*cse46;
    const double cse223 = 0.6612594709887012*cse47;
    const double cse224 = 0.00026326970986453467*cse52;
    const double cse225 = -cse223 + cse224;
    const double cse226 = cse225*thetad_link2;
    const double cse227 = cse222*phid_link2;
    const double cse228 = -0.01*cse226 - 0.01*cse227 - 0.00750157212000793*psid_link2;
    const double cse229 = cse207*cse228;
    const double cse230 = 0.37087957976352476*cse52;
    const double cse231 = 0.6967213111475145*cse47;
    const double cse232 = cse230 + cse231;
    const double cse233 = cse232*thetad_link2;
    const double cse234 = cse207*phid_link2;
    const double cse235 = 12.4*cse233 + 12.4*cse234 + 7.613920615114755*psid_link2;
    const double cse236 = cse222*cse235;
    const double cse237 = cse233 + cse234 + 0.6140258560576415*psid_link2;
    const double cse238 = cse47*cse58;
    const double cse239 = cse52*cse58;
    const double cse240 = cse237*(2.632697098645347e-06*cse238 + 0.006612594709887012*cse239 - 0.00750157212000793*cse46);
    const double cse241 = cse226 + cse227 + 0.750157212000793*psid_link2;
    const double cse242 = cse241*(-4.598906789067708*cse238 + 8.63934425822918*cse239 + 7.613920615114755*cse46);
    const double cse243 = cse229 + cse236 + cse240 + cse242;
    const double cse244 = cse241*(-11.51564352036901*cse238 - 3.447898580467279*cse239 - 3.043345148121542*cse46);
    const double cse245 = 0.006140258560576415*cse58;
    const double cse246 = cse245*thetad_link2;
    const double cse247 = cse210*cse46;
    const double cse248 = cse247*thetad_link2;
    const double cse249 = 0.006967213111475145*cse47;
    const double cse250 = cse249*cse58;
    const double cse251 = cse250*psid_link2;
    const double cse252 = -cse53 + cse61;
    const double cse253 = cse252*thetad_link2;
    const double cse254 = 12.4*phid_link2;
    const double cse255 = -cse174*cse254 - 12.4*cse253 - 3.043345148121542*psid_link2;
    const double cse256 = cse222*cse255;
    const double cse257 = cse208*cse46;
    const double cse258 = 0.0037087957976352478*cse52;
    const double cse259 = cse258*cse58;
    const double cse260 = cse244 + cse246 - cse248 - cse251 + cse256 + cse257*thetad_link2 - cse259*psid_link2;
    const double cse261 = 0.01*phid_link2;
    const double cse262 = cse174*cse261 + 0.01*cse253 + 0.0024543106033238244*psid_link2;
    const double cse263 = cse207*cse262;
    const double cse264 = cse237*(0.00928680929062017*cse238 + 0.00278056337134458*cse239 + 0.0024543106033238244*cse46);
    const double cse265 = 8.199617440259894*cse47;
    const double cse266 = cse265*cse58;
    const double cse267 = 9.301949428809833*cse58;
    const double cse268 = cse267*thetad_link2;
    const double cse269 = cse216*thetad_link2;
    const double cse270 = cse269*cse46;
    const double cse271 = cse214*thetad_link2;
    const double cse272 = cse271*cse46;
    const double cse273 = 0.00326454440232023*cse52;
    const double cse274 = cse273*cse58;
    const double cse275 = cse274*psid_link2;
    const double cse276 = cse263 + cse264 + cse266*psid_link2 + cse268 + cse270 + cse272 - cse275;
    const double cse277 = -0.6617538733301699*cse135 + cse39;
    const double cse278 = cse50 + cse57;
    const double cse279 = cse278 - cse60;
    const double cse280 = cse54 - cse62;
    const double cse281 = -0.6617538733301699*cse203 - cse66;
    const double cse282 = 3.745557721951613*cse58;
    const double cse283 = cse282*cse45;
    const double cse284 = 2.2623654365575008*cse46;
    const double cse285 = cse284*cse47;
    const double cse286 = cse285*cse45;
    const double cse287 = 4.249999997999838*cse45;
    const double cse288 = cse287*cse52;
    const double cse289 = cse288*cse46;
    const double cse290 = -cse286 + cse289;
    const double cse291 = -cse283 + cse290;
    const double cse292 = 2.2623654365575008*cse51;
    const double cse293 = cse292*cse52;
    const double cse294 = 4.249999997999838*cse51;
    const double cse295 = cse294*cse47;
    const double cse296 = -cse293 - cse295;
    const double cse297 = cse291 + cse296;
    const double cse298 = cse282*cse51;
    const double cse299 = cse285*cse51;
    const double cse300 = cse294*cse52;
    const double cse301 = cse300*cse46;
    const double cse302 = -cse299 + cse301;
    const double cse303 = -cse298 + cse302;
    const double cse304 = 2.2623654365575008*cse45;
    const double cse305 = cse304*cse52;
    const double cse306 = cse287*cse47;
    const double cse307 = cse305 + cse306;
    const double cse308 = cse303 + cse307;
    const double cse309 = cse299 - cse301;
    const double cse310 = cse298 + cse309;
    const double cse311 = -cse305 - cse306;
    const double cse312 = cse310 + cse311;
    const double cse313 = cse286 - cse289;
    const double cse314 = cse283 + cse313;
    const double cse315 = cse293 + cse295;
    const double cse316 = cse314 + cse315;
    const double cse317 = cse237*(0.006612594709887012*cse47 - 2.632697098645347e-06*cse52);
    const double cse318 = cse228*cse232;
    const double cse319 = cse225*cse235;
    const double cse320 = cse241*(8.63934425822918*cse47 + 4.598906789067708*cse52);
    const double cse321 = cse317 + cse318 + cse319 + cse320;
    const double cse322 = cse225*cse255;
    const double cse323 = cse210*psid_link2;
    const double cse324 = cse208*psid_link2;
    const double cse325 = cse241*(-3.447898580467279*cse47 + 11.51564352036901*cse52);
    const double cse326 = cse257*phid_link2;
    const double cse327 = cse245*phid_link2 - cse247*phid_link2 + cse322 + cse323 - cse324 + cse325 + cse326;
    const double cse328 = cse232*cse262;
    const double cse329 = cse237*(0.00278056337134458*cse47 - 0.00928680929062017*cse52);
    const double cse330 = cse216*cse46;
    const double cse331 = cse214*cse46;
    const double cse332 = -cse214*psid_link2 - cse216*psid_link2 + cse267*phid_link2 + cse328 + cse329 + cse330*phid_link2 + cse331*phid_link2;
    const double cse333 = 6.981694727207426*cse58;
    const double cse334 = 6.146724109463332*cse52;
    const double cse335 = cse334*cse46;
    const double cse336 = 0.004726218041883305*cse47;
    const double cse337 = cse336*cse46;
    const double cse338 = -cse333 - cse335 - cse337;
    const double cse339 = -cse205*cse46 + cse206*cse46 - 0.6140258560576415*cse58;
    const double cse340 = -cse245 + cse247 - cse257;
    const double cse341 = -cse267 - cse330 - cse331;
    const double cse342 = -cse220*cse46 - cse221*cse46 - 0.750157212000793*cse58;
    const double cse343 = cse339*phid_link2;
    const double cse344 = cse262*cse343;
    const double cse345 = cse237*cse261;
    const double cse346 = phid_link2*psid_link2;
    const double cse347 = cse346*cse46;
    const double cse348 = phid_link2*thetad_link2;
    const double cse349 = cse58*phid_link2;
    const double cse350 = cse184*cse345 + cse218*cse348 + cse265*cse347 - cse269*cse349 - cse271*cse349 - cse273*cse347 + cse344;
    const double cse351 = cse228*cse343;
    const double cse352 = cse342*phid_link2;
    const double cse353 = cse235*cse352;
    const double cse354 = cse241*cse254;
    const double cse355 = cse339*cse354 - cse342*cse345 + cse351 + cse353;
    const double cse356 = cse266*phid_link2;
    const double cse357 = cse237*cse262 + cse268*phid_link2 - cse269*psid_link2 + cse270*phid_link2 - cse271*psid_link2 + cse272*phid_link2 - cse275*phid_link2 + cse356*psid_link2;
    const double cse358 = cse259*phid_link2;
    const double cse359 = cse241*cse255 + cse246*phid_link2 - cse248*phid_link2 - cse251*phid_link2 + cse323*thetad_link2 - cse324*thetad_link2 + cse326*thetad_link2 - cse358*psid_link2;
    const double cse360 = cse255*cse352;
    const double cse361 = cse258*cse46;
    const double cse362 = -cse184*cse354 - cse209*cse348 + cse211*cse348 + cse212*cse348 - cse249*cse347 - cse346*cse361 + cse360;
    const double cse363 = cse228*cse237 + cse235*cse241;
    const double cse364 = 2.2623654365575008*cse238;
    const double cse365 = cse364*cse45;
    const double cse366 = cse239*cse287;
    const double cse367 = 3.745557721951613*cse46;
    const double cse368 = cse367*cse45;
    const double cse369 = -cse365 + cse366 + cse368;
    const double cse370 = cse364*cse51;
    const double cse371 = cse239*cse294;
    const double cse372 = cse367*cse51;
    const double cse373 = cse370 - cse371 - cse372;
    const double cse374 = -cse370 + cse371 + cse372;
    const double cse375 = cse365 - cse366 - cse368;
    const double cse376 = cse369*lam_14 + cse373*lam_10 + cse374*lam_13 + cse375*lam_11 + lam_16*(cse153*cse281 + cse277*(cse154 + cse155 + cse156));
    const double cse377 = 0.00750157212000793*cse237;
    const double cse378 = 7.613920615114755*cse241;
    const double cse379 = 0.6140258560576415*cse228 + 0.750157212000793*cse235 - cse377 + cse378;
    const double cse380 = 3.043345148121542*cse241;
    const double cse381 = -cse208*thetad_link2 + cse210*thetad_link2 - cse250*phid_link2 + 0.750157212000793*cse255 - cse358 - cse380;
    const double cse382 = 0.0024543106033238244*cse237;
    const double cse383 = 0.6140258560576415*cse262 - cse269 - cse271 - cse274*phid_link2 + cse356 + cse382;
    const double cse384 = -cse266 + cse274;
    const double cse385 = cse220 + cse221;
    const double cse386 = cse205 - cse206;
    const double cse387 = cse250 + cse259;
    const double cse388 = 6.146724109463332*cse47;
    const double cse389 = cse388*cse58;
    const double cse390 = 0.004726218041883305*cse52;
    const double cse391 = cse390*cse58;
    const double cse392 = -cse389 + cse391;
    const double cse393 = cse230*cse58 + cse231*cse58;
    const double cse394 = -cse223*cse58 + cse224*cse58;
    const double cse395 = cse393*phid_link2;
    const double cse396 = cse386*thetad_link2;
    const double cse397 = cse395 + cse396;
    const double cse398 = cse262*cse397;
    const double cse399 = -cse48 - cse55;
    const double cse400 = cse399*thetad_link2;
    const double cse401 = cse237*(cse188*cse261 + 0.01*cse400);
    const double cse402 = psid_link2*thetad_link2;
    const double cse403 = cse348*cse46;
    const double cse404 = -cse215*cse346 - cse217*cse346 - cse265*cse402 + cse265*cse403 + cse273*cse402 - cse273*cse403 + cse398 + cse401;
    const double cse405 = cse394*phid_link2;
    const double cse406 = cse385*thetad_link2;
    const double cse407 = cse405 + cse406;
    const double cse408 = cse255*cse407;
    const double cse409 = cse241*(-cse188*cse254 - 12.4*cse400);
    const double cse410 = cse249*cse402 - cse249*cse403 + cse258*cse402 + cse323*cse349 - cse324*cse349 - cse348*cse361 + cse408 + cse409;
    const double cse411 = cse237*(-0.01*cse405 - 0.01*cse406);
    const double cse412 = cse228*cse397;
    const double cse413 = cse235*cse407;
    const double cse414 = cse241*(12.4*cse395 + 12.4*cse396);
    const double cse415 = cse411 + cse412 + cse413 + cse414;
    const double cse416 = cse284*cse52;
    const double cse417 = cse416*cse45;
    const double cse418 = cse306*cse46;
    const double cse419 = cse292*cse47;
    const double cse420 = -cse300 - cse417 - cse418 + cse419;
    const double cse421 = cse416*cse51;
    const double cse422 = cse304*cse47;
    const double cse423 = cse295*cse46;
    const double cse424 = cse288 - cse421 - cse422 - cse423;
    const double cse425 = cse300 + cse417 + cse418 - cse419;
    const double cse426 = -cse288 + cse421 + cse422 + cse423;
    const double cse427 = cse420*lam_14 + cse424*lam_13 + cse425*lam_11 + cse426*lam_10 + lam_16*(cse161*cse281 + cse277*(cse162 + cse163 - cse164 + cse165));
    const double cse428 = 6.981694727207426*cse46;
    const double cse429 = cse334*cse58;
    const double cse430 = -cse336*cse58 + cse428 - cse429;
    const double cse431 = cse146*cse277 + cse281*cse63;
    const double cse432 = cse249 + cse258;
    const double cse433 = -cse265 + cse273;
    const double cse434 = cse114 - cse173;
    const double cse435 = -cse151 - cse152;
    const double cse436 = 4.249999997999838*cse239;
    const double cse437 = cse364 - cse436;
    const double cse438 = -cse364 + cse436;
    const double cse439 = cse208 - cse210;
    const double cse440 = cse214 + cse216;
    const double cse441 = cse334 + cse336;
    const double cse442 = 2.2623654365575008*cse239;
    const double cse443 = cse442*cse51;
    const double cse444 = cse238*cse294;
    const double cse445 = cse442*cse45;
    const double cse446 = cse238*cse287;
    const double cse447 = 4.249999997999838*cse46;
    const double cse448 = cse447*cse47;
    const double cse449 = lam_10*(-cse445 - cse446) + lam_11*(cse443 + cse444) + lam_12*(-cse416 - cse448) + lam_13*(cse445 + cse446) + lam_14*(-cse443 - cse444) + lam_15*(cse416 + cse448) + lam_16*(cse277*(cse186*cse45 - cse187*cse45) + cse281*(-cse186*cse51 + cse187*cse51) + cse434*(cse159 - cse160));
    const double cse450 = -cse388 + cse390;
    const double cse451 = cse447*cse52;
    const double cse452 = cse282 + cse285 - cse451;
    const double cse453 = -cse282 - cse285 + cse451;
    const double cse454 = cse153*cse277 + cse157*cse281 + cse184*cse434;
    const double cse455 = cse336*thetad_link2;
    const double cse456 = cse336*psid_link2;
    const double cse457 = cse390*cse46;
    const double cse458 = cse184*phid_link2;
    const double cse459 = 4.249999997999838*cse238;
    const double cse460 = -cse442 - cse459;
    const double cse461 = cse442 + cse459;
    const double cse462 = cse161*cse277 + cse166*cse281 + cse188*cse434;
    const double cse463 = sin(psi_link3);
    const double cse464 = (cse463*cse463);
    const double cse465 = sin(theta_link3);
    const double cse466 = (cse465*cse465);
    const double cse467 = cos(psi_link3);
    const double cse468 = 0.8804585470401624*cse467;
    const double cse469 = cos(theta_link3);
    const double cse470 = 0.47412313479087503*cse469;
    const double cse471 = -cse465*cse468 + cse470;
    const double cse472 = 0.008804585470401624*cse467;
    const double cse473 = cse465*cse472;
    const double cse474 = 0.004741231347908751*cse469;
    const double cse475 = -cse473 + cse474;
    const double cse476 = 0.8804585470401624*cse463;
    const double cse477 = cse471*phid_link3;
    const double cse478 = cse476*thetad_link3 + cse477 + 0.47412313479087503*psid_link3;
    const double cse479 = 0.01*cse478;
    const double cse480 = cse463*cse465;
    const double cse481 = cse465*phid_link3;
    const double cse482 = cse463*cse481;
    const double cse483 = cse467*thetad_link3;
    const double cse484 = 0.01*cse482 + 0.01*cse483;
    const double cse485 = cse471*cse484;
    const double cse486 = 3.997281803562337*thetad_link3;
    const double cse487 = cse463*cse486 + 4.54*cse477 + 2.1525190319505727*psid_link3;
    const double cse488 = 1.0*cse463;
    const double cse489 = cse465*cse488;
    const double cse490 = 1.0*cse467;
    const double cse491 = -cse489*phid_link3 - cse490*thetad_link3;
    const double cse492 = cse465*cse467;
    const double cse493 = cse491*(2.1525190319505727*cse469 - 3.997281803562337*cse492);
    const double cse494 = cse479*cse480 + cse485 - cse487*cse489 + cse493;
    const double cse495 = 0.8804585470401622*cse469;
    const double cse496 = 0.4741231347908755*cse492 + cse495;
    const double cse497 = cse491*(-3.9972818035623368*cse469 - 2.1525190319505745*cse492);
    const double cse498 = cse496*phid_link3;
    const double cse499 = cse463*thetad_link3;
    const double cse500 = -4.54*cse498 + 2.1525190319505745*cse499 - 3.9972818035623368*psid_link3;
    const double cse501 = cse469*cse472;
    const double cse502 = 0.004741231347908751*cse465;
    const double cse503 = 0.008804585470401624*cse463;
    const double cse504 = cse503*psid_link3;
    const double cse505 = -cse465*cse504 - cse489*cse500 + cse497 + cse501*thetad_link3 + cse502*thetad_link3;
    const double cse506 = 0.01*cse498 - 0.004741231347908755*cse499 + 0.008804585470401622*psid_link3;
    const double cse507 = 4.54*cse492;
    const double cse508 = 4.54*cse463;
    const double cse509 = cse508*thetad_link3;
    const double cse510 = cse469*cse509 + cse471*cse506 + cse478*(0.008804585470401622*cse469 + 0.004741231347908755*cse492) + cse507*psid_link3;
    const double cse511 = sin(phi_link3);
    const double cse512 = 3.257696624048601*cse511;
    const double cse513 = cse463*cse512;
    const double cse514 = -cse513;
    const double cse515 = cos(phi_link3);
    const double cse516 = 3.257696624048601*cse515;
    const double cse517 = cse467*cse516;
    const double cse518 = cse469*cse517;
    const double cse519 = 1.7542555987262378*cse465;
    const double cse520 = cse515*cse519;
    const double cse521 = cse518 + cse520;
    const double cse522 = cse514 + cse521;
    const double cse523 = cse476*cse511;
    const double cse524 = -cse523;
    const double cse525 = 0.47412313479087503*cse465;
    const double cse526 = cse468*cse515;
    const double cse527 = cse469*cse526;
    const double cse528 = cse515*cse525 + cse527;
    const double cse529 = cse463*cse516;
    const double cse530 = -cse529;
    const double cse531 = cse467*cse512;
    const double cse532 = cse469*cse531;
    const double cse533 = -cse532;
    const double cse534 = cse511*cse519;
    const double cse535 = cse533 - cse534;
    const double cse536 = cse530 + cse535;
    const double cse537 = -cse518;
    const double cse538 = -cse520 + cse537;
    const double cse539 = cse513 + cse538;
    const double cse540 = cse532 + cse534;
    const double cse541 = cse529 + cse540;
    const double cse542 = 0.4741231347908755*cse511;
    const double cse543 = cse463*cse542;
    const double cse544 = 0.8804585470401622*cse465;
    const double cse545 = 0.4741231347908755*cse515;
    const double cse546 = cse467*cse545;
    const double cse547 = -cse469*cse546;
    const double cse548 = cse515*cse544 + cse547;
    const double cse549 = cse475*cse476;
    const double cse550 = cse492*cse508;
    const double cse551 = cse463*cse491;
    const double cse552 = cse502*phid_link3;
    const double cse553 = cse472*psid_link3;
    const double cse554 = -cse490*cse500 + cse501*phid_link3 + 2.1525190319505745*cse551 + cse552 - cse553;
    const double cse555 = cse467*cse479 + cse476*cse484 - cse487*cse490 + 3.997281803562337*cse551;
    const double cse556 = 0.004741231347908755*cse463;
    const double cse557 = cse508*psid_link3;
    const double cse558 = cse469*phid_link3;
    const double cse559 = cse476*cse506 - cse478*cse556 + cse508*cse558 - cse557;
    const double cse560 = -cse468*cse469 - cse525;
    const double cse561 = -cse501 - cse502;
    const double cse562 = cse464*cse465;
    const double cse563 = cse467*cse469;
    const double cse564 = cse508*cse563;
    const double cse565 = 0.002247927469439263*cse465;
    const double cse566 = 0.004174457663761009*cse467;
    const double cse567 = cse469*cse566;
    const double cse568 = -cse565 - cse567;
    const double cse569 = cse560*phid_link3;
    const double cse570 = 0.4741231347908755*cse467;
    const double cse571 = cse469*cse570 - cse544;
    const double cse572 = cse571*phid_link3;
    const double cse573 = 4.54*psid_link3;
    const double cse574 = cse479*cse572 - cse481*cse509 + cse506*cse569 + cse563*cse573*phid_link3;
    const double cse575 = cse507*phid_link3;
    const double cse576 = cse478*cse506 + cse509*cse558 - cse557*thetad_link3 + cse575*psid_link3;
    const double cse577 = cse488*cse576;
    const double cse578 = 4.54*cse491;
    const double cse579 = cse488*cse558;
    const double cse580 = phid_link3*thetad_link3;
    const double cse581 = -cse473*cse580 + cse474*cse580 - cse500*cse579 - cse504*cse558 - cse572*cse578;
    const double cse582 = -cse481*cse504 + cse491*cse500 + cse501*cse580 + cse552*thetad_link3 - cse553*thetad_link3;
    const double cse583 = cse478*cse484 + cse487*cse491;
    const double cse584 = cse463*cse558;
    const double cse585 = cse484*cse569;
    const double cse586 = cse479*cse584 - cse487*cse579 + cse569*cse578 + cse585;
    const double cse587 = cse492*cse516;
    const double cse588 = 1.7542555987262378*cse469;
    const double cse589 = cse515*cse588;
    const double cse590 = -cse587 + cse589;
    const double cse591 = cse468*cse511;
    const double cse592 = cse492*cse512;
    const double cse593 = cse511*cse588;
    const double cse594 = cse592 - cse593;
    const double cse595 = -cse592 + cse593;
    const double cse596 = cse587 - cse589;
    const double cse597 = cse467*cse542;
    const double cse598 = cse590*lam_10 + cse594*lam_8 + cse595*lam_11 + cse596*lam_7 + lam_5*(cse465*cse597 + cse495*cse511) + lam_6*(-cse465*cse591 + cse470*cse511);
    const double cse599 = 2.1525190319505727*cse491;
    const double cse600 = 0.47412313479087503*cse484 + cse599;
    const double cse601 = 3.9972818035623368*cse491;
    const double cse602 = -cse472*thetad_link3 - cse481*cse503 - cse601;
    const double cse603 = 0.008804585470401622*cse478;
    const double cse604 = 0.47412313479087503*cse506 - cse509 + cse575 + cse603;
    const double cse605 = 0.004174457663761009*cse463;
    const double cse606 = cse465*cse605;
    const double cse607 = cse471*cse503;
    const double cse608 = cse463*cse467;
    const double cse609 = 4.54*(cse467*cse467);
    const double cse610 = cse465*cse609 - 4.532247927469439*cse562;
    const double cse611 = cse476*cse481 + 0.8804585470401624*cse483;
    const double cse612 = cse478*(-cse481*cse556 - 0.004741231347908755*cse483) - cse481*cse557 + 4.54*cse483*cse558 - cse483*cse573 + cse506*cse611;
    const double cse613 = cse491*(2.1525190319505745*cse482 + 2.1525190319505745*cse483);
    const double cse614 = -cse481*cse490 + 1.0*cse499;
    const double cse615 = cse500*cse614;
    const double cse616 = 0.008804585470401624*cse499;
    const double cse617 = -cse473*phid_link3*psid_link3 - cse558*cse616 + cse613 + cse615 + cse616*psid_link3;
    const double cse618 = 0.4741231347908755*cse463;
    const double cse619 = cse478*(0.01*cse492*phid_link3 - 0.01*cse499);
    const double cse620 = cse484*cse611;
    const double cse621 = cse487*cse614;
    const double cse622 = cse491*(cse467*cse486 + 3.997281803562337*cse482);
    const double cse623 = cse619 + cse620 + cse621 + cse622;
    const double cse624 = cse469*cse529;
    const double cse625 = -cse531 - cse624;
    const double cse626 = cse469*cse513;
    const double cse627 = -cse517 + cse626;
    const double cse628 = cse531 + cse624;
    const double cse629 = cse517 - cse626;
    const double cse630 = cse625*lam_10 + cse627*lam_8 + cse628*lam_7 + cse629*lam_11 + lam_5*(cse469*cse543 - cse546) + lam_6*(-cse469*cse523 + cse526);
    const double cse631 = 0.002247927469439263*cse469;
    const double cse632 = -cse465*cse566 + cse631;
    const double cse633 = cse463*cse545;
    const double cse634 = -cse469*cse597 + cse511*cse544 - cse633;
    const double cse635 = cse476*cse515;
    const double cse636 = cse469*cse591 + cse511*cse525 + cse635;
    const double cse637 = 3.257696624048601*cse492;
    const double cse638 = 3.257696624048601*cse463;
    const double cse639 = cse469*cse638;
    const double cse640 = cse465*cse513;
    const double cse641 = cse465*cse529;
    const double cse642 = cse465*cse633*lam_5 - cse465*cse635*lam_6 + cse639*lam_12 - cse639*lam_9 + cse640*lam_10 - cse640*lam_7 - cse641*lam_11 + cse641*lam_8;
    const double cse643 = -cse465*cse546 - cse495*cse515;
    const double cse644 = cse465*cse526 - cse470*cse515;
    const double cse645 = 3.257696624048601*cse563;
    const double cse646 = cse519 + cse645;
    const double cse647 = -cse519 - cse645;
    const double cse648 = cse463*cse487;
    const double cse649 = cse463*cse500;
    const double cse650 = 0.004174457663761009*cse483;
    const double cse651 = cse605*psid_link3;
    const double cse652 = cse566*psid_link3;
    const double cse653 = -cse469*cse633 - cse597;
    const double cse654 = cse469*cse635 + cse591;
    const double cse655 = cse465*cse638;
    const double cse656 = -cse655;

    ab[546] = 2.0;  /* [0, 0] */
    ab[78] = -1;  /* [0, 20] */
    ab[897] = -1;  /* [0, 31] */
    ab[466] = 2.0;  /* [1, 1] */
    ab[37] = -1;  /* [1, 21] */
    ab[856] = -1;  /* [1, 32] */
    ab[1386] = 2.0;  /* [2, 2] */
    ab[1425] = -1;  /* [2, 22] */
    ab[1347] = -1;  /* [2, 33] */
    ab[786] = cse1*cse4 + cse33*(cse82*lam_17 + cse91 + lam_16*(cse63*(cse36 + cse44) + cse71*cse77)) + cse6*cse7 - h*(-cse14*cse32 + cse25*cse8 + cse30*cse9);  /* [3, 3] */
    ab[1254] = cse33*(acc_3*(cse101*cse102 + 8.0*cse102*cse6) - acc_4*cse103 + cse0*(cse12*cse19 + cse22*cse23) + cse105*cse8 + cse107*cse14 - cse109*cse8 - cse110*cse9 - cse111*cse8 + cse122) + cse93 - h*(-cse100*cse14 + cse8*cse94 + cse9*cse97);  /* [3, 4] */
    ab[1215] = cse33*(-acc_3*cse134*cse7 - acc_4*cse126 + acc_4*cse127 - cse104*cse9 - cse108*cse14 + cse130*cse14 - cse132*cse9 - cse133*cse8 + cse142) - h*(cse123*cse9 - cse124*cse14);  /* [3, 5] */
    ab[825] = cse149;  /* [3, 9] */
    ab[1176] = cse158;  /* [3, 10] */
    ab[1137] = cse167;  /* [3, 11] */
    ab[1059] = cse81;  /* [3, 18] */
    ab[1020] = cse141;  /* [3, 19] */
    ab[903] = cse87;  /* [3, 31] */
    ab[864] = cse168;  /* [3, 32] */
    ab[942] = cse169;  /* [3, 34] */
    ab[981] = cse170;  /* [3, 35] */
    ab[798] = cse122*cse33 + cse93 - h*(cse2*cse32 + cse30*cse5);  /* [4, 3] */
    ab[1266] = cse101 + cse125 + cse33*(-acc_3*cse103 - cse107*cse2 - cse110*cse5 + cse176 - cse83*lam_0 + cse85*lam_14 + cse88*lam_1 - cse89*lam_13 + lam_16*(cse174*(-cse114 + cse173) + cse44*cse63 + cse70*cse77) + lam_17*(cse172 + cse79*cse80)) - h*(cse100*cse2 + cse5*cse97);  /* [4, 4] */
    ab[1227] = cse33*(-acc_3*cse126 + acc_3*cse127 + 4.0*acc_4*cse134 - cse105 + cse109 - cse130*cse2 - cse132*cse5 + cse180) - h*(cse123*cse5 + cse124*cse2);  /* [4, 5] */
    ab[837] = cse182;  /* [4, 9] */
    ab[1188] = cse185;  /* [4, 10] */
    ab[1149] = cse189;  /* [4, 11] */
    ab[1071] = cse190;  /* [4, 18] */
    ab[1032] = cse179;  /* [4, 19] */
    ab[915] = cse191;  /* [4, 31] */
    ab[876] = cse120;  /* [4, 32] */
    ab[1344] = cse192;  /* [4, 33] */
    ab[954] = cse193;  /* [4, 34] */
    ab[993] = cse194;  /* [4, 35] */
    ab[797] = cse142*cse33 - cse25*h;  /* [5, 3] */
    ab[1265] = cse33*(-cse111 + cse180) - cse94*h;  /* [5, 4] */
    ab[1226] = cse33*(-cse133 + cse176 + cse91 + lam_16*(cse173*cse174 + cse63*(cse36 + cse43) + cse77*(cse65 + cse69)) + lam_17*(cse172 + cse82));  /* [5, 5] */
    ab[836] = cse196;  /* [5, 9] */
    ab[1187] = cse198;  /* [5, 10] */
    ab[1148] = cse199;  /* [5, 11] */
    ab[1070] = cse135;  /* [5, 18] */
    ab[1031] = cse84;  /* [5, 19] */
    ab[914] = cse138;  /* [5, 31] */
    ab[875] = cse200;  /* [5, 32] */
    ab[1343] = cse201;  /* [5, 33] */
    ab[953] = cse202;  /* [5, 34] */
    ab[992] = cse204;  /* [5, 35] */
    ab[506] = 1.0;  /* [6, 6] */
    ab[740] = 1;  /* [6, 28] */
    ab[896] = 1;  /* [6, 31] */
    ab[426] = 1.0;  /* [7, 7] */
    ab[699] = 1;  /* [7, 29] */
    ab[855] = 1;  /* [7, 32] */
    ab[1306] = 1.0;  /* [8, 8] */
    ab[1111] = 1;  /* [8, 30] */
    ab[1345] = 1;  /* [8, 33] */
    ab[787] = cse149;  /* [9, 3] */
    ab[1255] = cse182;  /* [9, 4] */
    ab[1216] = cse196;  /* [9, 5] */
    ab[826] = cse207*cse213 + cse219*cse222 + cse33*(cse297*lam_13 + cse308*lam_11 + cse312*lam_14 + cse316*lam_10 + lam_16*(cse146*cse281 + cse277*(cse279 + cse280))) - h*(cse174*cse243 + cse207*cse260 + cse222*cse276);  /* [9, 9] */
    ab[1177] = cse213*cse232 + cse219*cse225 + cse33*(acc_10*(cse225*cse341 + cse232*cse340) + acc_11*cse338 + acc_9*(cse207*cse340 + cse213*cse339 + cse219*cse342 + cse222*cse341) - cse174*cse355 - cse184*cse363 - cse207*cse362 - cse222*cse350 - cse339*cse359 - cse342*cse357 + cse376) - h*(cse174*cse321 + cse207*cse327 + cse222*cse332);  /* [9, 10] */
    ab[1138] = cse33*(acc_10*(cse213*cse386 + cse219*cse385 + cse225*cse384 + cse232*cse387) + acc_11*cse392 + acc_9*(cse207*cse387 + cse213*cse393 + cse219*cse394 + cse222*cse384) - cse174*cse415 - cse188*cse363 - cse207*cse410 - cse222*cse404 - cse357*cse394 - cse359*cse393 + cse427) + cse430 - h*(cse174*cse379 + cse207*cse381 + cse222*cse383);  /* [9, 11] */
    ab[748] = cse308;  /* [9, 28] */
    ab[709] = cse297;  /* [9, 29] */
    ab[904] = cse312;  /* [9, 31] */
    ab[865] = cse316;  /* [9, 32] */
    ab[943] = cse431;  /* [9, 34] */
    ab[796] = cse158;  /* [10, 3] */
    ab[1264] = cse185;  /* [10, 4] */
    ab[1225] = cse198;  /* [10, 5] */
    ab[835] = cse207*cse432 + cse222*cse433 + cse33*cse376 - h*(cse225*cse276 + cse232*cse260 + cse243*cse252);  /* [10, 9] */
    ab[1186] = cse225*cse433 + cse232*cse432 + cse33*(acc_9*(cse339*cse432 + cse342*cse433) - cse225*cse350 - cse232*cse362 - cse252*cse355 + cse291*lam_13 + cse303*lam_11 + cse310*lam_14 + cse314*lam_10 + lam_12*(cse367 + cse438) + lam_15*(-cse367 + cse437) + lam_16*(cse144*cse281 + cse277*cse279 + cse434*(-cse150 + cse435))) - h*(cse225*cse332 + cse232*cse327 + cse252*cse321);  /* [10, 10] */
    ab[1147] = cse33*(acc_10*(cse225*cse440 + cse232*cse439 + cse385*cse433 + cse386*cse432) + acc_11*cse441 + acc_9*(cse207*cse439 + cse222*cse440 + cse393*cse432 + cse394*cse433) - cse225*cse404 - cse232*cse410 - cse252*cse415 - cse357*cse385 - cse359*cse386 - cse363*cse399 + cse449) + cse450 - h*(cse225*cse383 + cse232*cse381 + cse252*cse379);  /* [10, 11] */
    ab[757] = cse375;  /* [10, 28] */
    ab[718] = cse374;  /* [10, 29] */
    ab[1108] = cse452;  /* [10, 30] */
    ab[913] = cse369;  /* [10, 31] */
    ab[874] = cse373;  /* [10, 32] */
    ab[1342] = cse453;  /* [10, 33] */
    ab[952] = cse454;  /* [10, 34] */
    ab[795] = cse167;  /* [11, 3] */
    ab[1263] = cse189;  /* [11, 4] */
    ab[1224] = cse199;  /* [11, 5] */
    ab[834] = cse33*cse427 + cse430 - h*(0.24543106033238243*cse229 + 0.24543106033238243*cse236 + 0.24543106033238243*cse240 + 0.24543106033238243*cse242 + 0.6140258560576415*cse244 + 0.6140258560576415*cse256 + 0.750157212000793*cse263 + 0.750157212000793*cse264 + cse333*thetad_link2 + cse335*thetad_link2 + cse389*psid_link2 - cse391*psid_link2 + cse455*cse46);  /* [11, 9] */
    ab[1185] = cse33*(acc_9*cse338 - cse343*cse380 - 0.750157212000793*cse344 + cse346*cse457 - cse347*cse388 - cse348*cse428 + cse348*cse429 + cse349*cse455 - 0.24543106033238243*cse351 + cse352*cse382 - 0.24543106033238243*cse353 - 0.6140258560576415*cse360 - cse377*cse458 + cse378*cse458 + cse449) + cse450 - h*(0.24543106033238243*cse317 + 0.24543106033238243*cse318 + 0.24543106033238243*cse319 + 0.24543106033238243*cse320 + 0.6140258560576415*cse322 + 0.6140258560576415*cse325 + 0.750157212000793*cse328 + 0.750157212000793*cse329 + cse333*phid_link2 - cse334*psid_link2 + cse335*phid_link2 + cse337*phid_link2 - cse456);  /* [11, 10] */
    ab[1146] = cse33*(acc_10*cse441 + acc_9*cse392 + cse346*cse429 + cse348*cse457 + cse349*cse456 + cse388*cse402 - cse388*cse403 - cse390*cse402 - 0.750157212000793*cse398 - 0.750157212000793*cse401 - 0.6140258560576415*cse408 - 0.6140258560576415*cse409 - 0.24543106033238243*cse411 - 0.24543106033238243*cse412 - 0.24543106033238243*cse413 - 0.24543106033238243*cse414 + cse437*lam_15 + cse438*lam_12 + lam_10*(cse313 + cse315) + lam_11*(cse302 + cse307) + lam_13*(cse290 + cse296) + lam_14*(cse309 + cse311) + lam_16*(cse277*(cse278 + cse280) + cse281*(cse143 + cse145) + cse434*cse435)) - h*(0.15070101692372578*cse228 + 0.18411187995733844*cse235 + 2.220446049250313e-16*cse241 + 0.4606159242766006*cse255 + 0.4606159242766006*cse262 - cse334*thetad_link2 + cse389*phid_link2 - cse391*phid_link2 - cse455) + 6.981694727207426;  /* [11, 11] */
    ab[756] = cse425;  /* [11, 28] */
    ab[717] = cse424;  /* [11, 29] */
    ab[1107] = cse460;  /* [11, 30] */
    ab[912] = cse420;  /* [11, 31] */
    ab[873] = cse426;  /* [11, 32] */
    ab[1341] = cse461;  /* [11, 33] */
    ab[951] = cse462;  /* [11, 34] */
    ab[386] = 1.0;  /* [12, 12] */
    ab[152] = -1;  /* [12, 25] */
    ab[737] = -1;  /* [12, 28] */
    ab[306] = 1.0;  /* [13, 13] */
    ab[111] = -1;  /* [13, 26] */
    ab[696] = -1;  /* [13, 29] */
    ab[666] = 1.0;  /* [14, 14] */
    ab[276] = -1;  /* [14, 27] */
    ab[1095] = -1;  /* [14, 30] */
    ab[346] = cse33*(cse522*lam_11 + cse536*lam_10 + cse539*lam_8 + cse541*lam_7 + lam_5*(cse543 + cse548) + lam_6*(cse524 + cse528)) + 4.54*cse464*cse466 + cse471*cse475 - h*(cse471*cse505 - cse489*cse510 + cse494*cse496);  /* [15, 15] */
    ab[619] = cse33*(acc_15*(9.08*cse469*cse562 + cse471*cse561 + cse475*cse560) + acc_16*(cse476*cse561 + cse564) + acc_17*cse568 + cse469*cse577 - cse471*cse581 + cse489*cse574 - cse496*cse586 - cse560*cse582 - cse571*cse583 + cse598) + cse549 + cse550 - h*(cse471*cse554 - cse489*cse559 + cse496*cse555);  /* [15, 16] */
    ab[580] = cse33*(acc_15*(cse465*cse549 + cse465*cse607 + 9.08*cse466*cse608) + acc_16*(cse468*cse475 + cse610) + acc_17*cse606 - cse465*cse476*cse582 + cse465*cse490*cse576 + cse465*cse583*cse618 - cse471*cse617 + cse489*cse612 - cse496*cse623 + cse630) + cse632 - h*(cse471*cse602 - cse489*cse604 + cse496*cse600);  /* [15, 17] */
    ab[229] = cse634;  /* [15, 23] */
    ab[190] = cse636;  /* [15, 24] */
    ab[151] = cse539;  /* [15, 25] */
    ab[112] = cse536;  /* [15, 26] */
    ab[736] = cse522;  /* [15, 28] */
    ab[697] = cse541;  /* [15, 29] */
    ab[353] = cse33*cse598 + cse550 + cse607 - h*(cse476*cse505 - cse490*cse510 - cse494*cse618);  /* [16, 15] */
    ab[626] = cse33*(acc_15*(cse503*cse560 + cse564) - cse476*cse581 + cse490*cse574 + cse521*lam_11 + cse528*lam_6 + cse535*lam_10 + cse538*lam_8 + cse540*lam_7 + cse548*lam_5 + cse586*cse618 + lam_12*(-cse588 + cse637) + lam_9*(cse588 - cse637)) + 0.007752072530560738*cse464 + cse609 - h*(cse476*cse554 - cse490*cse559 - cse555*cse618);  /* [16, 16] */
    ab[587] = cse33*(acc_15*(cse471*cse472 + cse610) - 9.064495854938878*acc_16*cse608 + acc_17*cse566 - cse468*cse582 - cse476*cse617 + cse490*cse612 + cse570*cse583 - cse577 + cse618*cse623 + cse642) + cse605 - h*(cse476*cse602 - cse490*cse604 - cse600*cse618);  /* [16, 17] */
    ab[236] = cse643;  /* [16, 23] */
    ab[197] = cse644;  /* [16, 24] */
    ab[158] = cse594;  /* [16, 25] */
    ab[119] = cse590;  /* [16, 26] */
    ab[275] = cse646;  /* [16, 27] */
    ab[743] = cse595;  /* [16, 28] */
    ab[704] = cse596;  /* [16, 29] */
    ab[1094] = cse647;  /* [16, 30] */
    ab[352] = cse33*cse630 + cse632 - h*(-cse465*cse651 + cse469*cse650 + cse480*cse603 + 0.8804585470401622*cse485 + 0.8804585470401622*cse493 + 0.47412313479087503*cse497 - cse525*cse649 - cse544*cse648 + cse565*thetad_link3);  /* [17, 15] */
    ab[625] = cse33*(acc_15*cse568 + cse470*cse649*phid_link3 + cse481*cse650 + cse495*cse648*phid_link3 + cse558*cse651 - cse569*cse601 + cse572*cse599 - cse580*cse631 - cse584*cse603 - 0.8804585470401622*cse585 + cse642) + cse605 - h*(0.7752072530560737*cse463*cse484 - 0.8804585470401622*cse467*cse487 - 0.47412313479087503*cse467*cse500 + cse467*cse603 + 4.540000000000001*cse551 + cse565*phid_link3 + cse567*phid_link3 - cse652);  /* [17, 16] */
    ab[586] = cse33*(acc_15*cse606 + acc_16*cse566 + cse469*cse580*cse605 + cse481*cse652 - 0.47412313479087503*cse613 - 0.47412313479087503*cse615 - 0.8804585470401622*cse619 - 0.8804585470401622*cse620 - 0.8804585470401622*cse621 - 0.8804585470401622*cse622 + cse637*lam_12 - cse637*lam_9 - cse651*thetad_link3 + lam_10*(cse530 + cse533) + lam_11*(cse514 + cse518) + lam_5*(cse543 + cse547) + lam_6*(cse524 + cse527) + lam_7*(cse529 + cse532) + lam_8*(cse513 + cse537)) - h*(-cse481*cse605 + 0.4174457663761008*cse484 - cse650) + 0.002247927469439263;  /* [17, 17] */
    ab[235] = cse653;  /* [17, 23] */
    ab[196] = cse654;  /* [17, 24] */
    ab[157] = cse627;  /* [17, 25] */
    ab[118] = cse625;  /* [17, 26] */
    ab[274] = cse656;  /* [17, 27] */
    ab[742] = cse629;  /* [17, 28] */
    ab[703] = cse628;  /* [17, 29] */
    ab[1093] = cse655;  /* [17, 30] */
    ab[793] = cse81;  /* [18, 3] */
    ab[1261] = cse190;  /* [18, 4] */
    ab[1222] = cse135;  /* [18, 5] */
    ab[792] = cse141;  /* [19, 3] */
    ab[1260] = cse179;  /* [19, 4] */
    ab[1221] = cse84;  /* [19, 5] */
    ab[534] = -1;  /* [20, 0] */
    ab[455] = -1;  /* [21, 1] */
    ab[1387] = -1;  /* [22, 2] */
    ab[343] = cse634;  /* [23, 15] */
    ab[616] = cse643;  /* [23, 16] */
    ab[577] = cse653;  /* [23, 17] */
    ab[342] = cse636;  /* [24, 15] */
    ab[615] = cse644;  /* [24, 16] */
    ab[576] = cse654;  /* [24, 17] */
    ab[380] = -1;  /* [25, 12] */
    ab[341] = cse539;  /* [25, 15] */
    ab[614] = cse594;  /* [25, 16] */
    ab[575] = cse627;  /* [25, 17] */
    ab[301] = -1;  /* [26, 13] */
    ab[340] = cse536;  /* [26, 15] */
    ab[613] = cse590;  /* [26, 16] */
    ab[574] = cse625;  /* [26, 17] */
    ab[656] = -1;  /* [27, 14] */
    ab[617] = cse646;  /* [27, 16] */
    ab[578] = cse656;  /* [27, 17] */
    ab[512] = 1;  /* [28, 6] */
    ab[824] = cse308;  /* [28, 9] */
    ab[1175] = cse375;  /* [28, 10] */
    ab[1136] = cse425;  /* [28, 11] */
    ab[395] = -1;  /* [28, 12] */
    ab[356] = cse522;  /* [28, 15] */
    ab[629] = cse595;  /* [28, 16] */
    ab[590] = cse629;  /* [28, 17] */
    ab[433] = 1;  /* [29, 7] */
    ab[823] = cse297;  /* [29, 9] */
    ab[1174] = cse374;  /* [29, 10] */
    ab[1135] = cse424;  /* [29, 11] */
    ab[316] = -1;  /* [29, 13] */
    ab[355] = cse541;  /* [29, 15] */
    ab[628] = cse596;  /* [29, 16] */
    ab[589] = cse628;  /* [29, 17] */
    ab[1301] = 1;  /* [30, 8] */
    ab[1184] = cse452;  /* [30, 10] */
    ab[1145] = cse460;  /* [30, 11] */
    ab[677] = -1;  /* [30, 14] */
    ab[638] = cse647;  /* [30, 16] */
    ab[599] = cse655;  /* [30, 17] */
    ab[555] = -1;  /* [31, 0] */
    ab[789] = cse87;  /* [31, 3] */
    ab[1257] = cse191;  /* [31, 4] */
    ab[1218] = cse138;  /* [31, 5] */
    ab[516] = 1;  /* [31, 6] */
    ab[828] = cse312;  /* [31, 9] */
    ab[1179] = cse369;  /* [31, 10] */
    ab[1140] = cse420;  /* [31, 11] */
    ab[476] = -1;  /* [32, 1] */
    ab[788] = cse168;  /* [32, 3] */
    ab[1256] = cse120;  /* [32, 4] */
    ab[1217] = cse200;  /* [32, 5] */
    ab[437] = 1;  /* [32, 7] */
    ab[827] = cse316;  /* [32, 9] */
    ab[1178] = cse373;  /* [32, 10] */
    ab[1139] = cse426;  /* [32, 11] */
    ab[1385] = -1;  /* [33, 2] */
    ab[1268] = cse192;  /* [33, 4] */
    ab[1229] = cse201;  /* [33, 5] */
    ab[1307] = 1;  /* [33, 8] */
    ab[1190] = cse453;  /* [33, 10] */
    ab[1151] = cse461;  /* [33, 11] */
    ab[790] = cse169;  /* [34, 3] */
    ab[1258] = cse193;  /* [34, 4] */
    ab[1219] = cse202;  /* [34, 5] */
    ab[829] = cse431;  /* [34, 9] */
    ab[1180] = cse454;  /* [34, 10] */
    ab[1141] = cse462;  /* [34, 11] */
    ab[791] = cse170;  /* [35, 3] */
    ab[1259] = cse194;  /* [35, 4] */
    ab[1220] = cse204;  /* [35, 5] */
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
 * 946 operations after common subexpression elimination.
 */
void mg_four_link_re_B(const double *q, const double *p, double *out)
{
    const double r_rotor_x = q[0];
    const double r_rotor_y = q[1];
    const double r_rotor_z = q[2];
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double r_link2_x = q[6];
    const double r_link2_y = q[7];
    const double r_link2_z = q[8];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double r_link3_x = q[12];
    const double r_link3_y = q[13];
    const double r_link3_z = q[14];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(theta_rotor);
    const double cse1 = sin(phi_rotor);
    const double cse2 = cos(psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = cos(phi_rotor);
    const double cse6 = sin(psi_rotor);
    const double cse7 = cse5*cse6;
    const double cse8 = cse4 + cse7;
    const double cse9 = cse2*cse5;
    const double cse10 = cse0*cse9;
    const double cse11 = cse1*cse6;
    const double cse12 = -cse10 + cse11;
    const double cse13 = sin(theta_rotor);
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
    const double cse50 = sin(phi_link3);
    const double cse51 = cos(theta_link3);
    const double cse52 = sin(psi_link3);
    const double cse53 = 1.0*cse51*cse52;
    const double cse54 = cos(phi_link3);
    const double cse55 = cos(psi_link3);
    const double cse56 = 1.0*cse55;
    const double cse57 = cse50*cse53 - cse54*cse56;
    const double cse58 = -cse50*cse56 - cse53*cse54;
    const double cse59 = sin(theta_link3);
    const double cse60 = cse52*cse59;
    const double cse61 = 1.0*cse60;
    const double cse62 = -cse61;
    const double cse63 = cse51*cse55;
    const double cse64 = 0.4741231347908755*cse63;
    const double cse65 = 0.4741231347908755*cse52;
    const double cse66 = 0.8804585470401622*cse59;
    const double cse67 = -cse50*cse65 + cse54*cse64 - cse54*cse66;
    const double cse68 = cse55*cse59;
    const double cse69 = 0.8804585470401622*cse51 + 0.4741231347908755*cse68;
    const double cse70 = 0.47412313479087503*cse51 - 0.8804585470401624*cse68;
    const double cse71 = 0.8804585470401624*cse63;
    const double cse72 = 0.47412313479087503*cse59;
    const double cse73 = 0.8804585470401624*cse52;
    const double cse74 = cse50*cse73 - cse54*cse71 - cse54*cse72;
    const double cse75 = -cse58*cse61 + cse67*cse69 + cse70*cse74;
    const double cse76 = 3.257696624048601*cse68;
    const double cse77 = 1.7542555987262378*cse51;
    const double cse78 = -cse76 + cse77;
    const double cse79 = 3.257696624048601*cse63;
    const double cse80 = cse54*cse79;
    const double cse81 = 1.7542555987262378*cse59;
    const double cse82 = cse54*cse81;
    const double cse83 = 3.257696624048601*cse52;
    const double cse84 = cse50*cse83;
    const double cse85 = -cse80 - cse82 + cse84;
    const double cse86 = 1.0*(cse52*cse52)*(cse59*cse59) + (cse69*cse69) + (cse70*cse70);
    const double cse87 = cse75*cse78 - cse85*cse86;
    const double cse88 = -cse50*cse64 + cse50*cse66 - cse54*cse65;
    const double cse89 = cse50*cse71 + cse50*cse72 + cse54*cse73;
    const double cse90 = -cse57*cse61 + cse69*cse88 + cse70*cse89;
    const double cse91 = cse50*cse79;
    const double cse92 = cse50*cse81;
    const double cse93 = cse54*cse83;
    const double cse94 = cse91 + cse92 + cse93;
    const double cse95 = -cse78*cse90 + cse86*cse94;
    const double cse96 = -cse75*cse94 + cse85*cse90;
    const double cse97 = -cse56*cse58 - cse65*cse67 + cse73*cse74;
    const double cse98 = cse56*cse60 - cse65*cse69 + cse70*cse73;
    const double cse99 = cse78*cse97 - cse85*cse98;
    const double cse100 = -cse56*cse57 - cse65*cse88 + cse73*cse89;
    const double cse101 = -cse100*cse78 + cse94*cse98;
    const double cse102 = cse100*cse85 - cse94*cse97;
    const double cse103 = 0.8804585470401622*cse67 + 0.47412313479087503*cse74;
    const double cse104 = 0.8804585470401622*cse69 + 0.47412313479087503*cse70;
    const double cse105 = cse103*cse78 - cse104*cse85;
    const double cse106 = 0.8804585470401622*cse88 + 0.47412313479087503*cse89;
    const double cse107 = cse104*cse94 - cse106*cse78;
    const double cse108 = -cse103*cse94 + cse106*cse85;
    const double cse109 = cse57*cse90 + cse58*cse75 - cse61*cse86;
    const double cse110 = cse100*cse57 + cse58*cse97 - cse61*cse98;
    const double cse111 = cse103*cse58 - cse104*cse61 + cse106*cse57;
    const double cse112 = cse70*cse86 + cse74*cse75 + cse89*cse90;
    const double cse113 = cse100*cse89 + cse70*cse98 + cse74*cse97;
    const double cse114 = cse103*cse74 + cse104*cse70 + cse106*cse89;
    const double cse115 = cse67*cse75 + cse69*cse86 + cse88*cse90;
    const double cse116 = cse100*cse88 + cse67*cse97 + cse69*cse98;
    const double cse117 = cse103*cse67 + cse104*cse69 + cse106*cse88;
    const double cse118 = cos(psi_link2);
    const double cse119 = sin(theta_link2);
    const double cse120 = cse118*cse119;
    const double cse121 = sin(psi_link2);
    const double cse122 = cse119*cse121;
    const double cse123 = cos(theta_link2);
    const double cse124 = -0.37087957976352476*cse120 + 0.6967213111475145*cse122 + 0.6140258560576415*cse123;
    const double cse125 = (cse124*cse124);
    const double cse126 = 0.928680929062017*cse120 + 0.278056337134458*cse122 + 0.24543106033238243*cse123;
    const double cse127 = (cse126*cse126);
    const double cse128 = -0.00026326970986453467*cse120 - 0.6612594709887012*cse122 + 0.750157212000793*cse123;
    const double cse129 = (cse128*cse128);
    const double cse130 = cse125 + cse127 + cse129;
    const double cse131 = -r_link2_y;
    const double cse132 = cse80 + cse82 - cse84;
    const double cse133 = cse131 + cse132 + r_link3_y;
    const double cse134 = -r_link2_z;
    const double cse135 = cse76 - cse77;
    const double cse136 = cse134 + cse135 + r_link3_z;
    const double cse137 = cos(phi_link2);
    const double cse138 = cse118*cse123;
    const double cse139 = cse137*cse138;
    const double cse140 = cse121*cse123;
    const double cse141 = 0.6967213111475145*cse140;
    const double cse142 = 0.6140258560576415*cse119;
    const double cse143 = sin(phi_link2);
    const double cse144 = 0.37087957976352476*cse121;
    const double cse145 = 0.6967213111475145*cse118;
    const double cse146 = cse137*cse141 - cse137*cse142 - 0.37087957976352476*cse139 + cse143*cse144 + cse143*cse145;
    const double cse147 = cse124*cse146;
    const double cse148 = 0.278056337134458*cse140;
    const double cse149 = 0.24543106033238243*cse119;
    const double cse150 = 0.928680929062017*cse121;
    const double cse151 = 0.278056337134458*cse118;
    const double cse152 = cse137*cse148 - cse137*cse149 + 0.928680929062017*cse139 - cse143*cse150 + cse143*cse151;
    const double cse153 = cse126*cse152;
    const double cse154 = 0.6612594709887012*cse140;
    const double cse155 = 0.750157212000793*cse119;
    const double cse156 = 0.6612594709887012*cse118;
    const double cse157 = 0.00026326970986453467*cse121;
    const double cse158 = -cse137*cse154 - cse137*cse155 - 0.00026326970986453467*cse139 - cse143*cse156 + cse143*cse157;
    const double cse159 = cse128*cse158;
    const double cse160 = cse147 + cse153 + cse159;
    const double cse161 = cse130*cse133 - cse136*cse160;
    const double cse162 = -r_link2_x;
    const double cse163 = -cse91 - cse92 - cse93;
    const double cse164 = cse162 + cse163 + r_link3_x;
    const double cse165 = cse138*cse143;
    const double cse166 = cse137*cse144 + cse137*cse145 - cse141*cse143 + cse142*cse143 + 0.37087957976352476*cse165;
    const double cse167 = cse124*cse166;
    const double cse168 = -cse137*cse150 + cse137*cse151 - cse143*cse148 + cse143*cse149 - 0.928680929062017*cse165;
    const double cse169 = cse126*cse168;
    const double cse170 = -cse137*cse156 + cse137*cse157 + cse143*cse154 + cse143*cse155 + 0.00026326970986453467*cse165;
    const double cse171 = cse128*cse170;
    const double cse172 = cse167 + cse169 + cse171;
    const double cse173 = -cse133*cse172 + cse160*cse164;
    const double cse174 = -cse130*cse164 + cse136*cse172;
    const double cse175 = cse144 + cse145;
    const double cse176 = cse124*cse175;
    const double cse177 = -cse150 + cse151;
    const double cse178 = cse126*cse177;
    const double cse179 = -cse156 + cse157;
    const double cse180 = cse128*cse179;
    const double cse181 = cse176 + cse178 + cse180;
    const double cse182 = cse146*cse175;
    const double cse183 = cse152*cse177;
    const double cse184 = cse158*cse179;
    const double cse185 = cse182 + cse183 + cse184;
    const double cse186 = cse133*cse181 - cse136*cse185;
    const double cse187 = cse166*cse175;
    const double cse188 = cse168*cse177;
    const double cse189 = cse170*cse179;
    const double cse190 = cse187 + cse188 + cse189;
    const double cse191 = -cse133*cse190 + cse164*cse185;
    const double cse192 = cse136*cse190 - cse164*cse181;
    const double cse193 = 0.6140258560576415*cse124;
    const double cse194 = 0.24543106033238243*cse126;
    const double cse195 = 0.750157212000793*cse128;
    const double cse196 = cse193 + cse194 + cse195;
    const double cse197 = 0.6140258560576415*cse146;
    const double cse198 = 0.24543106033238243*cse152;
    const double cse199 = 0.750157212000793*cse158;
    const double cse200 = cse197 + cse198 + cse199;
    const double cse201 = cse133*cse196 - cse136*cse200;
    const double cse202 = 0.6140258560576415*cse166;
    const double cse203 = 0.24543106033238243*cse168;
    const double cse204 = 0.750157212000793*cse170;
    const double cse205 = cse202 + cse203 + cse204;
    const double cse206 = -cse133*cse205 + cse164*cse200;
    const double cse207 = cse136*cse205 - cse164*cse196;
    const double cse208 = -cse132*cse86 + cse135*cse75;
    const double cse209 = cse132*cse90 - cse163*cse75;
    const double cse210 = -cse135*cse90 + cse163*cse86;
    const double cse211 = -cse132*cse98 + cse135*cse97;
    const double cse212 = cse100*cse132 - cse163*cse97;
    const double cse213 = -cse100*cse135 + cse163*cse98;
    const double cse214 = cse103*cse135 - cse104*cse132;
    const double cse215 = -cse103*cse163 + cse106*cse132;
    const double cse216 = cse104*cse163 - cse106*cse135;
    const double cse217 = -cse167 - cse169 - cse171;
    const double cse218 = -cse125 - cse127 - cse129;
    const double cse219 = -cse147 - cse153 - cse159;
    const double cse220 = -cse187 - cse188 - cse189;
    const double cse221 = -cse176 - cse178 - cse180;
    const double cse222 = -cse182 - cse183 - cse184;
    const double cse223 = -cse202 - cse203 - cse204;
    const double cse224 = -cse193 - cse194 - cse195;
    const double cse225 = -cse197 - cse198 - cse199;
    const double cse226 = 2*cse10 - 2*cse11;
    const double cse227 = 2*cse14;
    const double cse228 = -cse226*cse34 + cse227*cse29;
    const double cse229 = -2*cse4 - 2*cse7;
    const double cse230 = -cse227*cse25 + cse229*cse34;
    const double cse231 = cse226*cse25 - cse229*cse29;
    const double cse232 = cse226*cse38 - cse229*cse41;
    const double cse233 = 2*cse31;
    const double cse234 = cse233*cse9;
    const double cse235 = -cse0*cse226 - cse234;
    const double cse236 = cse233*cse3;
    const double cse237 = cse0*cse229 - cse236;
    const double cse238 = cse19*cse226 + cse20*cse229;
    const double cse239 = cse131 + cse226 + r_rotor_y;
    const double cse240 = cse134 + cse227 + r_rotor_z;
    const double cse241 = cse130*cse239 - cse160*cse240;
    const double cse242 = cse162 + cse229 + r_rotor_x;
    const double cse243 = -cse130*cse242 + cse172*cse240;
    const double cse244 = cse160*cse242 - cse172*cse239;
    const double cse245 = cse181*cse239 - cse185*cse240;
    const double cse246 = -cse181*cse242 + cse190*cse240;
    const double cse247 = cse185*cse242 - cse190*cse239;
    const double cse248 = cse196*cse239 - cse200*cse240;
    const double cse249 = -cse196*cse242 + cse205*cse240;
    const double cse250 = cse200*cse242 - cse205*cse239;
    const double cse251 = 2*cse13;
    const double cse252 = -cse19;
    const double cse253 = -cse0;

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
    out[123] = cse57*cse87 + cse58*cse95 - cse61*cse96;  /* [6, 15] */
    out[124] = cse101*cse58 - cse102*cse61 + cse57*cse99;  /* [6, 16] */
    out[125] = cse105*cse57 + cse107*cse58 - cse108*cse61;  /* [6, 17] */
    out[138] = cse89;  /* [7, 12] */
    out[139] = cse74;  /* [7, 13] */
    out[140] = cse70;  /* [7, 14] */
    out[141] = cse70*cse96 + cse74*cse95 + cse87*cse89;  /* [7, 15] */
    out[142] = cse101*cse74 + cse102*cse70 + cse89*cse99;  /* [7, 16] */
    out[143] = cse105*cse89 + cse107*cse74 + cse108*cse70;  /* [7, 17] */
    out[156] = cse88;  /* [8, 12] */
    out[157] = cse67;  /* [8, 13] */
    out[158] = cse69;  /* [8, 14] */
    out[159] = cse67*cse95 + cse69*cse96 + cse87*cse88;  /* [8, 15] */
    out[160] = cse101*cse67 + cse102*cse69 + cse88*cse99;  /* [8, 16] */
    out[161] = cse105*cse88 + cse107*cse67 + cse108*cse69;  /* [8, 17] */
    out[177] = cse109;  /* [9, 15] */
    out[178] = cse110;  /* [9, 16] */
    out[179] = cse111;  /* [9, 17] */
    out[195] = cse112;  /* [10, 15] */
    out[196] = cse113;  /* [10, 16] */
    out[197] = cse114;  /* [10, 17] */
    out[213] = cse115;  /* [11, 15] */
    out[214] = cse116;  /* [11, 16] */
    out[215] = cse117;  /* [11, 17] */
    out[222] = -cse57;  /* [12, 6] */
    out[223] = -cse58;  /* [12, 7] */
    out[224] = cse61;  /* [12, 8] */
    out[225] = cse161*cse57 - cse173*cse61 + cse174*cse58;  /* [12, 9] */
    out[226] = cse186*cse57 - cse191*cse61 + cse192*cse58;  /* [12, 10] */
    out[227] = cse201*cse57 - cse206*cse61 + cse207*cse58;  /* [12, 11] */
    out[228] = cse57;  /* [12, 12] */
    out[229] = cse58;  /* [12, 13] */
    out[230] = cse62;  /* [12, 14] */
    out[231] = cse208*cse57 - cse209*cse61 + cse210*cse58;  /* [12, 15] */
    out[232] = cse211*cse57 - cse212*cse61 + cse213*cse58;  /* [12, 16] */
    out[233] = cse214*cse57 - cse215*cse61 + cse216*cse58;  /* [12, 17] */
    out[240] = -cse89;  /* [13, 6] */
    out[241] = -cse74;  /* [13, 7] */
    out[242] = -cse70;  /* [13, 8] */
    out[243] = cse161*cse89 + cse173*cse70 + cse174*cse74;  /* [13, 9] */
    out[244] = cse186*cse89 + cse191*cse70 + cse192*cse74;  /* [13, 10] */
    out[245] = cse201*cse89 + cse206*cse70 + cse207*cse74;  /* [13, 11] */
    out[246] = cse89;  /* [13, 12] */
    out[247] = cse74;  /* [13, 13] */
    out[248] = cse70;  /* [13, 14] */
    out[249] = cse208*cse89 + cse209*cse70 + cse210*cse74;  /* [13, 15] */
    out[250] = cse211*cse89 + cse212*cse70 + cse213*cse74;  /* [13, 16] */
    out[251] = cse214*cse89 + cse215*cse70 + cse216*cse74;  /* [13, 17] */
    out[258] = -cse88;  /* [14, 6] */
    out[259] = -cse67;  /* [14, 7] */
    out[260] = -cse69;  /* [14, 8] */
    out[261] = cse161*cse88 + cse173*cse69 + cse174*cse67;  /* [14, 9] */
    out[262] = cse186*cse88 + cse191*cse69 + cse192*cse67;  /* [14, 10] */
    out[263] = cse201*cse88 + cse206*cse69 + cse207*cse67;  /* [14, 11] */
    out[264] = cse88;  /* [14, 12] */
    out[265] = cse67;  /* [14, 13] */
    out[266] = cse69;  /* [14, 14] */
    out[267] = cse208*cse88 + cse209*cse69 + cse210*cse67;  /* [14, 15] */
    out[268] = cse211*cse88 + cse212*cse69 + cse213*cse67;  /* [14, 16] */
    out[269] = cse214*cse88 + cse215*cse69 + cse216*cse67;  /* [14, 17] */
    out[279] = cse217*cse57 - cse218*cse61 + cse219*cse58;  /* [15, 9] */
    out[280] = cse220*cse57 - cse221*cse61 + cse222*cse58;  /* [15, 10] */
    out[281] = cse223*cse57 - cse224*cse61 + cse225*cse58;  /* [15, 11] */
    out[285] = cse109;  /* [15, 15] */
    out[286] = cse110;  /* [15, 16] */
    out[287] = cse111;  /* [15, 17] */
    out[297] = cse217*cse89 + cse218*cse70 + cse219*cse74;  /* [16, 9] */
    out[298] = cse220*cse89 + cse221*cse70 + cse222*cse74;  /* [16, 10] */
    out[299] = cse223*cse89 + cse224*cse70 + cse225*cse74;  /* [16, 11] */
    out[303] = cse112;  /* [16, 15] */
    out[304] = cse113;  /* [16, 16] */
    out[305] = cse114;  /* [16, 17] */
    out[315] = cse217*cse88 + cse218*cse69 + cse219*cse67;  /* [17, 9] */
    out[316] = cse220*cse88 + cse221*cse69 + cse222*cse67;  /* [17, 10] */
    out[317] = cse223*cse88 + cse224*cse69 + cse225*cse67;  /* [17, 11] */
    out[321] = cse115;  /* [17, 15] */
    out[322] = cse116;  /* [17, 16] */
    out[323] = cse117;  /* [17, 17] */
    out[324] = cse8;  /* [18, 0] */
    out[325] = cse12;  /* [18, 1] */
    out[326] = cse15;  /* [18, 2] */
    out[327] = cse12*cse230 - cse14*cse231 + cse228*cse8;  /* [18, 3] */
    out[328] = -cse12*cse227*cse38 - cse14*cse232 + cse227*cse41*cse8;  /* [18, 4] */
    out[329] = cse12*cse237 - cse14*cse238 + cse235*cse8;  /* [18, 5] */
    out[330] = -cse8;  /* [18, 6] */
    out[331] = -cse12;  /* [18, 7] */
    out[332] = cse14;  /* [18, 8] */
    out[333] = cse12*cse243 - cse14*cse244 + cse241*cse8;  /* [18, 9] */
    out[334] = cse12*cse246 - cse14*cse247 + cse245*cse8;  /* [18, 10] */
    out[335] = cse12*cse249 - cse14*cse250 + cse248*cse8;  /* [18, 11] */
    out[342] = cse16;  /* [19, 0] */
    out[343] = cse17;  /* [19, 1] */
    out[344] = cse18;  /* [19, 2] */
    out[345] = cse16*cse228 + cse17*cse230 + cse18*cse231;  /* [19, 3] */
    out[346] = cse18*cse232 + cse251*cse36*cse41 - cse251*cse38*cse39;  /* [19, 4] */
    out[347] = cse16*cse235 + cse17*cse237 + cse18*cse238;  /* [19, 5] */
    out[348] = -cse16;  /* [19, 6] */
    out[349] = -cse17;  /* [19, 7] */
    out[350] = -cse18;  /* [19, 8] */
    out[351] = cse16*cse241 + cse17*cse243 + cse18*cse244;  /* [19, 9] */
    out[352] = cse16*cse245 + cse17*cse246 + cse18*cse247;  /* [19, 10] */
    out[353] = cse16*cse248 + cse17*cse249 + cse18*cse250;  /* [19, 11] */
    out[360] = cse19;  /* [20, 0] */
    out[361] = cse21;  /* [20, 1] */
    out[362] = cse0;  /* [20, 2] */
    out[363] = cse0*cse231 + cse19*cse228 - cse20*cse230;  /* [20, 3] */
    out[364] = cse0*cse232 + cse234*cse38 + cse236*cse41;  /* [20, 4] */
    out[365] = cse0*cse238 + cse19*cse235 - cse20*cse237;  /* [20, 5] */
    out[366] = cse252;  /* [20, 6] */
    out[367] = cse20;  /* [20, 7] */
    out[368] = cse253;  /* [20, 8] */
    out[369] = cse0*cse244 + cse19*cse241 - cse20*cse243;  /* [20, 9] */
    out[370] = cse0*cse247 + cse19*cse245 - cse20*cse246;  /* [20, 10] */
    out[371] = cse0*cse250 + cse19*cse248 - cse20*cse249;  /* [20, 11] */
    out[381] = cse35;  /* [21, 3] */
    out[382] = cse42;  /* [21, 4] */
    out[383] = cse43;  /* [21, 5] */
    out[387] = cse12*cse219 - cse14*cse218 + cse217*cse8;  /* [21, 9] */
    out[388] = cse12*cse222 - cse14*cse221 + cse220*cse8;  /* [21, 10] */
    out[389] = cse12*cse225 - cse14*cse224 + cse223*cse8;  /* [21, 11] */
    out[399] = cse44;  /* [22, 3] */
    out[400] = cse45;  /* [22, 4] */
    out[401] = cse46;  /* [22, 5] */
    out[405] = cse16*cse217 + cse17*cse219 + cse18*cse218;  /* [22, 9] */
    out[406] = cse16*cse220 + cse17*cse222 + cse18*cse221;  /* [22, 10] */
    out[407] = cse16*cse223 + cse17*cse225 + cse18*cse224;  /* [22, 11] */
    out[417] = cse47;  /* [23, 3] */
    out[418] = cse48;  /* [23, 4] */
    out[419] = cse49;  /* [23, 5] */
    out[423] = cse0*cse218 + cse19*cse217 - cse20*cse219;  /* [23, 9] */
    out[424] = cse0*cse221 + cse19*cse220 - cse20*cse222;  /* [23, 10] */
    out[425] = cse0*cse224 + cse19*cse223 - cse20*cse225;  /* [23, 11] */
    out[432] = -1;  /* [24, 0] */
    out[435] = cse29*r_rotor_z - cse34*r_rotor_y;  /* [24, 3] */
    out[436] = cse41*r_rotor_z;  /* [24, 4] */
    out[437] = -cse0*r_rotor_y - cse20*r_rotor_z;  /* [24, 5] */
    out[451] = -1;  /* [25, 1] */
    out[453] = -cse25*r_rotor_z + cse34*r_rotor_x;  /* [25, 3] */
    out[454] = -cse38*r_rotor_z;  /* [25, 4] */
    out[455] = cse0*r_rotor_x - cse19*r_rotor_z;  /* [25, 5] */
    out[470] = -1;  /* [26, 2] */
    out[471] = cse25*r_rotor_y - cse29*r_rotor_x;  /* [26, 3] */
    out[472] = cse38*r_rotor_y - cse41*r_rotor_x;  /* [26, 4] */
    out[473] = cse19*r_rotor_y + cse20*r_rotor_x;  /* [26, 5] */
    out[489] = -cse22 + cse23 - cse24;  /* [27, 3] */
    out[490] = -cse36 - cse37;  /* [27, 4] */
    out[491] = cse252;  /* [27, 5] */
    out[507] = -cse26 + cse27 + cse28;  /* [28, 3] */
    out[508] = -cse39 - cse40;  /* [28, 4] */
    out[509] = cse20;  /* [28, 5] */
    out[525] = -cse30 - cse32 - cse33;  /* [29, 3] */
    out[527] = cse253;  /* [29, 5] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
 * columns, written by rows), global frame.
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 5 x 12 row-major, 51 nonzero.
 * 113 operations after common subexpression elimination.
 */
void mg_four_link_re_reaction_frames(const double *q, const double *p, double *out)
{
    const double r_rotor_x = q[0];
    const double r_rotor_y = q[1];
    const double r_rotor_z = q[2];
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double r_link3_x = q[12];
    const double r_link3_y = q[13];
    const double r_link3_z = q[14];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    (void)p;
    const double cse0 = cos(theta_rotor);
    const double cse1 = sin(phi_rotor);
    const double cse2 = cos(psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = cos(phi_rotor);
    const double cse6 = sin(psi_rotor);
    const double cse7 = cse5*cse6;
    const double cse8 = cse4 + cse7;
    const double cse9 = cse1*cse6;
    const double cse10 = cse2*cse5;
    const double cse11 = -cse0*cse9 + cse10;
    const double cse12 = sin(theta_rotor);
    const double cse13 = cse1*cse12;
    const double cse14 = cse0*cse10;
    const double cse15 = -cse14 + cse9;
    const double cse16 = cse0*cse7 + cse3;
    const double cse17 = -cse12*cse5;
    const double cse18 = cse12*cse2;
    const double cse19 = -cse18;
    const double cse20 = cse12*cse6;
    const double cse21 = sin(phi_link3);
    const double cse22 = cos(theta_link3);
    const double cse23 = cos(psi_link3);
    const double cse24 = cse22*cse23;
    const double cse25 = cse21*cse24;
    const double cse26 = 3.257696624048601*cse25;
    const double cse27 = sin(theta_link3);
    const double cse28 = 1.7542555987262378*cse27;
    const double cse29 = cse21*cse28;
    const double cse30 = sin(psi_link3);
    const double cse31 = cos(phi_link3);
    const double cse32 = cse30*cse31;
    const double cse33 = 3.257696624048601*cse32;
    const double cse34 = cse24*cse31;
    const double cse35 = 3.257696624048601*cse34;
    const double cse36 = cse21*cse30;
    const double cse37 = 3.257696624048601*cse36;
    const double cse38 = cse28*cse31;
    const double cse39 = cse23*cse27;
    const double cse40 = 3.257696624048601*cse39;
    const double cse41 = 1.7542555987262378*cse22;
    const double cse42 = 1.0*cse23;
    const double cse43 = 1.0*cse22*cse36 - cse31*cse42;
    const double cse44 = 0.8804585470401624*cse24;
    const double cse45 = 0.47412313479087503*cse27;
    const double cse46 = cse21*cse44 + cse21*cse45 + 0.8804585470401624*cse32;
    const double cse47 = 0.8804585470401622*cse27;
    const double cse48 = cse21*cse47 - 0.4741231347908755*cse25 - 0.4741231347908755*cse32;
    const double cse49 = 1.0*cse30;
    const double cse50 = -cse21*cse42 - cse22*cse31*cse49;
    const double cse51 = -cse31*cse44 - cse31*cse45 + 0.8804585470401624*cse36;
    const double cse52 = -cse31*cse47 + 0.4741231347908755*cse34 - 0.4741231347908755*cse36;
    const double cse53 = -cse27*cse49;
    const double cse54 = 0.47412313479087503*cse22 - 0.8804585470401624*cse39;
    const double cse55 = 0.8804585470401622*cse22 + 0.4741231347908755*cse39;

    memset(out, 0, sizeof(double) * 60);
    out[0] = r_rotor_x;  /* [0, 0] */
    out[1] = r_rotor_y;  /* [0, 1] */
    out[2] = r_rotor_z;  /* [0, 2] */
    out[3] = cse8;  /* [0, 3] */
    out[4] = cse11;  /* [0, 4] */
    out[5] = cse13;  /* [0, 5] */
    out[6] = cse15;  /* [0, 6] */
    out[7] = cse16;  /* [0, 7] */
    out[8] = cse17;  /* [0, 8] */
    out[9] = cse19;  /* [0, 9] */
    out[10] = cse20;  /* [0, 10] */
    out[11] = cse0;  /* [0, 11] */
    out[12] = cse26 + cse29 + cse33 + r_link3_x;  /* [1, 0] */
    out[13] = -cse35 + cse37 - cse38 + r_link3_y;  /* [1, 1] */
    out[14] = -cse40 + cse41 + r_link3_z;  /* [1, 2] */
    out[15] = cse43;  /* [1, 3] */
    out[16] = cse46;  /* [1, 4] */
    out[17] = cse48;  /* [1, 5] */
    out[18] = cse50;  /* [1, 6] */
    out[19] = cse51;  /* [1, 7] */
    out[20] = cse52;  /* [1, 8] */
    out[21] = cse53;  /* [1, 9] */
    out[22] = cse54;  /* [1, 10] */
    out[23] = cse55;  /* [1, 11] */
    out[24] = -cse26 - cse29 - cse33 + r_link3_x;  /* [2, 0] */
    out[25] = cse35 - cse37 + cse38 + r_link3_y;  /* [2, 1] */
    out[26] = cse40 - cse41 + r_link3_z;  /* [2, 2] */
    out[27] = cse43;  /* [2, 3] */
    out[28] = cse46;  /* [2, 4] */
    out[29] = cse48;  /* [2, 5] */
    out[30] = cse50;  /* [2, 6] */
    out[31] = cse51;  /* [2, 7] */
    out[32] = cse52;  /* [2, 8] */
    out[33] = cse53;  /* [2, 9] */
    out[34] = cse54;  /* [2, 10] */
    out[35] = cse55;  /* [2, 11] */
    out[36] = -2*cse4 - 2*cse7 + r_rotor_x;  /* [3, 0] */
    out[37] = 2*cse14 - 2*cse9 + r_rotor_y;  /* [3, 1] */
    out[38] = 2*cse18 + r_rotor_z;  /* [3, 2] */
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
    const double r_rotor_z = q[2];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double r_link2_z = q[8];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double r_link3_z = q[14];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double rd_rotor_x = v[0];
    const double rd_rotor_y = v[1];
    const double rd_rotor_z = v[2];
    const double phid_rotor = v[3];
    const double thetad_rotor = v[4];
    const double rd_link2_x = v[6];
    const double rd_link2_y = v[7];
    const double rd_link2_z = v[8];
    const double phid_link2 = v[9];
    const double thetad_link2 = v[10];
    const double psid_link2 = v[11];
    const double rd_link3_x = v[12];
    const double rd_link3_y = v[13];
    const double rd_link3_z = v[14];
    const double phid_link3 = v[15];
    const double thetad_link3 = v[16];
    const double psid_link3 = v[17];
    (void)t;
    (void)p;
    const double cse0 = sin(psi_link3);
    const double cse1 = cse0*thetad_link3;
    const double cse2 = cos(psi_link3);
    const double cse3 = sin(theta_link3);
    const double cse4 = phid_link3*(-0.8804585470401624*cse2*cse3 + 0.47412313479087503*cos(theta_link3));
    const double cse5 = sin(psi_link2);
    const double cse6 = cos(psi_link2);
    const double cse7 = thetad_link2*(0.37087957976352476*cse5 + 0.6967213111475145*cse6);
    const double cse8 = sin(theta_link2);
    const double cse9 = cse6*cse8;
    const double cse10 = cse5*cse8;
    const double cse11 = cos(theta_link2);
    const double cse12 = phid_link2*(0.6967213111475145*cse10 + 0.6140258560576415*cse11 - 0.37087957976352476*cse9);
    const double cse13 = sin(psi_rotor);
    const double cse14 = phid_rotor*sin(theta_rotor);
    const double cse15 = cse13*cse14;
    const double cse16 = cos(psi_rotor);
    const double cse17 = cse16*thetad_rotor;
    const double cse18 = thetad_link2*(0.00026326970986453467*cse5 - 0.6612594709887012*cse6);
    const double cse19 = phid_link2*(-0.6612594709887012*cse10 + 0.750157212000793*cse11 - 0.00026326970986453467*cse9);
    const double cse20 = cse14*cse16;
    const double cse21 = cse13*thetad_rotor;
    const double cse22 = cse0*cse3*phid_link3;
    const double cse23 = cse2*thetad_link3;

    out[0] = 0.5*(rd_link2_x*rd_link2_x) + 0.5*(rd_link2_y*rd_link2_y) + 0.5*(rd_link2_z*rd_link2_z) + 0.5*(rd_link3_x*rd_link3_x) + 0.5*(rd_link3_y*rd_link3_y) + 0.5*(rd_link3_z*rd_link3_z) + 1.0*(rd_rotor_x*rd_rotor_x) + 1.0*(rd_rotor_y*rd_rotor_y) + 1.0*(rd_rotor_z*rd_rotor_z) + (1.0/2.0)*(cse15 + cse17)*(2.0*cse15 + 2.0*cse17) + (1.0/2.0)*(-4.0*cse20 + 4.0*cse21)*(-cse20 + cse21) + (1.0/2.0)*(-4.54*cse22 - 4.54*cse23)*(-1.0*cse22 - 1.0*cse23) + (1.0/2.0)*(0.008804585470401624*cse1 + 0.01*cse4 + 0.004741231347908751*psid_link3)*(0.8804585470401624*cse1 + cse4 + 0.47412313479087503*psid_link3) + (1.0/2.0)*(0.01*cse12 + 0.01*cse7 + 0.006140258560576415*psid_link2)*(cse12 + cse7 + 0.6140258560576415*psid_link2) + (1.0/2.0)*(cse18 + cse19 + 0.750157212000793*psid_link2)*(12.4*cse18 + 12.4*cse19 + 9.301949428809833*psid_link2);  /* [0, 0] */
    out[1] = 9.81*r_link2_z + 9.81*r_link3_z + 19.62*r_rotor_z;  /* [1, 0] */
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 260 operations after common subexpression elimination.
 */
void mg_four_link_re_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double r_rotor_x = q[0];
    const double r_rotor_y = q[1];
    const double r_rotor_z = q[2];
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double r_link2_x = q[6];
    const double r_link2_y = q[7];
    const double r_link2_z = q[8];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double r_link3_x = q[12];
    const double r_link3_y = q[13];
    const double r_link3_z = q[14];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double rd_rotor_x = v[0];
    const double rd_rotor_y = v[1];
    const double rd_rotor_z = v[2];
    const double phid_rotor = v[3];
    const double thetad_rotor = v[4];
    const double rd_link2_x = v[6];
    const double rd_link2_y = v[7];
    const double rd_link2_z = v[8];
    const double phid_link2 = v[9];
    const double thetad_link2 = v[10];
    const double psid_link2 = v[11];
    const double rd_link3_x = v[12];
    const double rd_link3_y = v[13];
    const double rd_link3_z = v[14];
    const double phid_link3 = v[15];
    const double thetad_link3 = v[16];
    const double psid_link3 = v[17];
    (void)p;
    const double cse0 = 2.0*rd_rotor_x;
    const double cse1 = 1.0*rd_link3_x;
    const double cse2 = 1.0*rd_link2_x;
    const double cse3 = 2.0*rd_rotor_y;
    const double cse4 = 1.0*rd_link3_y;
    const double cse5 = 1.0*rd_link2_y;
    const double cse6 = 2.0*rd_rotor_z;
    const double cse7 = 1.0*rd_link3_z;
    const double cse8 = 1.0*rd_link2_z;
    const double cse9 = sin(psi_link3);
    const double cse10 = cos(psi_link3);
    const double cse11 = sin(theta_link3);
    const double cse12 = cse10*cse11;
    const double cse13 = cos(theta_link3);
    const double cse14 = 0.8804585470401624*cse9*thetad_link3 + phid_link3*(-0.8804585470401624*cse12 + 0.47412313479087503*cse13) + 0.47412313479087503*psid_link3;
    const double cse15 = 0.008804585470401624*cse10;
    const double cse16 = sin(phi_link3);
    const double cse17 = cse13*cse16;
    const double cse18 = 0.004741231347908751*cse11;
    const double cse19 = cos(phi_link3);
    const double cse20 = 0.008804585470401624*cse9;
    const double cse21 = sin(psi_link2);
    const double cse22 = cos(psi_link2);
    const double cse23 = sin(theta_link2);
    const double cse24 = cse22*cse23;
    const double cse25 = cse21*cse23;
    const double cse26 = cos(theta_link2);
    const double cse27 = phid_link2*(-0.37087957976352476*cse24 + 0.6967213111475145*cse25 + 0.6140258560576415*cse26) + 0.6140258560576415*psid_link2 + thetad_link2*(0.37087957976352476*cse21 + 0.6967213111475145*cse22);
    const double cse28 = sin(phi_link2);
    const double cse29 = cse26*cse28;
    const double cse30 = 0.0037087957976352478*cse22;
    const double cse31 = 0.006967213111475145*cse21;
    const double cse32 = 0.006140258560576415*cse23;
    const double cse33 = cos(phi_link2);
    const double cse34 = 0.0037087957976352478*cse21;
    const double cse35 = 0.006967213111475145*cse22;
    const double cse36 = -1.0*cse10*thetad_link3 - 1.0*cse11*cse9*phid_link3;
    const double cse37 = 4.54*cse9;
    const double cse38 = 4.54*cse10;
    const double cse39 = cos(psi_rotor);
    const double cse40 = sin(theta_rotor);
    const double cse41 = cse40*phid_rotor;
    const double cse42 = sin(psi_rotor);
    const double cse43 = -cse39*cse41 + cse42*thetad_rotor;
    const double cse44 = 4.0*cse39;
    const double cse45 = sin(phi_rotor);
    const double cse46 = cos(theta_rotor);
    const double cse47 = cse45*cse46;
    const double cse48 = cos(phi_rotor);
    const double cse49 = 4.0*cse42;
    const double cse50 = phid_link2*(-0.00026326970986453467*cse24 - 0.6612594709887012*cse25 + 0.750157212000793*cse26) + 0.750157212000793*psid_link2 + thetad_link2*(0.00026326970986453467*cse21 - 0.6612594709887012*cse22);
    const double cse51 = 0.00326454440232023*cse22;
    const double cse52 = 8.199617440259894*cse22;
    const double cse53 = 0.00326454440232023*cse21;
    const double cse54 = 8.199617440259894*cse21;
    const double cse55 = 9.301949428809833*cse23;
    const double cse56 = cse39*thetad_rotor + cse41*cse42;
    const double cse57 = 2.0*cse42;
    const double cse58 = 2.0*cse39;
    const double cse59 = cse13*cse19;
    const double cse60 = cse26*cse33;
    const double cse61 = cse46*cse48;

    out[0] = cse0 + cse1 + cse2;  /* [0, 0] */
    out[1] = cse3 + cse4 + cse5;  /* [1, 0] */
    out[2] = cse6 + cse7 + cse8;  /* [2, 0] */
    out[3] = cse14*(cse15*cse17 + cse16*cse18 + cse19*cse20) + cse27*(cse28*cse32 + cse29*cse30 - cse29*cse31 + cse33*cse34 + cse33*cse35) - cse3*r_rotor_z + cse36*(cse17*cse37 - cse19*cse38) - cse4*r_link3_z + cse43*(cse44*cse47 + cse48*cse49) - cse5*r_link2_z + cse50*(cse28*cse55 + cse29*cse51 + cse29*cse54 - cse33*cse52 + cse33*cse53) + cse56*(-cse47*cse57 + cse48*cse58) + cse6*r_rotor_y + cse7*r_link3_y + cse8*r_link2_y;  /* [3, 0] */
    out[4] = cse0*r_rotor_z + cse1*r_link3_z + cse14*(-cse15*cse59 + cse16*cse20 - cse18*cse19) + cse2*r_link2_z + cse27*(cse28*cse34 + cse28*cse35 - cse30*cse60 + cse31*cse60 - cse32*cse33) + cse36*(-cse16*cse38 - cse37*cse59) + cse43*(-cse44*cse61 + cse45*cse49) + cse50*(-cse28*cse52 + cse28*cse53 - cse33*cse55 - cse51*cse60 - cse54*cse60) + cse56*(cse45*cse58 + cse57*cse61) - cse6*r_rotor_x - cse7*r_link3_x - cse8*r_link2_x;  /* [4, 0] */
    out[5] = -cse0*r_rotor_y - cse1*r_link3_y - cse11*cse36*cse37 + cse14*(-0.008804585470401624*cse12 + 0.004741231347908751*cse13) - cse2*r_link2_y + cse27*(-0.0037087957976352478*cse24 + 0.006967213111475145*cse25 + 0.006140258560576415*cse26) + cse3*r_rotor_x + cse4*r_link3_x - cse40*cse43*cse44 + cse40*cse56*cse57 + cse5*r_link2_x + cse50*(-0.00326454440232023*cse24 - 8.199617440259894*cse25 + 9.301949428809833*cse26);  /* [5, 0] */
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 18).
 * Output: out, 3 x 12 row-major, 36 nonzero.
 * 167 operations after common subexpression elimination.
 */
void mg_four_link_re_body_frames(const double *q, double *out)
{
    const double r_rotor_x = q[0];
    const double r_rotor_y = q[1];
    const double r_rotor_z = q[2];
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double r_link2_x = q[6];
    const double r_link2_y = q[7];
    const double r_link2_z = q[8];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double r_link3_x = q[12];
    const double r_link3_y = q[13];
    const double r_link3_z = q[14];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double cse0 = cos(theta_rotor);
    const double cse1 = sin(phi_rotor);
    const double cse2 = cos(psi_rotor);
    const double cse3 = cse1*cse2;
    const double cse4 = cos(phi_rotor);
    const double cse5 = sin(psi_rotor);
    const double cse6 = cse4*cse5;
    const double cse7 = cse1*cse5;
    const double cse8 = cse2*cse4;
    const double cse9 = sin(theta_rotor);
    const double cse10 = sin(phi_link2);
    const double cse11 = cos(theta_link2);
    const double cse12 = cos(psi_link2);
    const double cse13 = cse11*cse12;
    const double cse14 = cse10*cse13;
    const double cse15 = cos(phi_link2);
    const double cse16 = 0.6612594709887012*cse12;
    const double cse17 = sin(psi_link2);
    const double cse18 = cse10*cse17;
    const double cse19 = 0.6612594709887012*cse11;
    const double cse20 = sin(theta_link2);
    const double cse21 = 0.750157212000793*cse20;
    const double cse22 = cse15*cse17;
    const double cse23 = 0.6967213111475145*cse12;
    const double cse24 = 0.6967213111475145*cse11;
    const double cse25 = 0.6140258560576415*cse20;
    const double cse26 = 0.278056337134458*cse11;
    const double cse27 = 0.24543106033238243*cse20;
    const double cse28 = 0.278056337134458*cse12;
    const double cse29 = cse13*cse15;
    const double cse30 = cse12*cse20;
    const double cse31 = cse17*cse20;
    const double cse32 = sin(phi_link3);
    const double cse33 = cos(theta_link3);
    const double cse34 = sin(psi_link3);
    const double cse35 = 1.0*cse34;
    const double cse36 = cse33*cse35;
    const double cse37 = cos(phi_link3);
    const double cse38 = cos(psi_link3);
    const double cse39 = 1.0*cse38;
    const double cse40 = cse33*cse38;
    const double cse41 = 0.8804585470401624*cse40;
    const double cse42 = sin(theta_link3);
    const double cse43 = 0.47412313479087503*cse42;
    const double cse44 = 0.8804585470401624*cse34;
    const double cse45 = 0.4741231347908755*cse40;
    const double cse46 = 0.4741231347908755*cse34;
    const double cse47 = 0.8804585470401622*cse42;
    const double cse48 = cse38*cse42;

    out[0] = r_rotor_x;  /* [0, 0] */
    out[1] = r_rotor_y;  /* [0, 1] */
    out[2] = r_rotor_z;  /* [0, 2] */
    out[3] = cse0*cse3 + cse6;  /* [0, 3] */
    out[4] = -cse0*cse7 + cse8;  /* [0, 4] */
    out[5] = cse1*cse9;  /* [0, 5] */
    out[6] = -cse0*cse8 + cse7;  /* [0, 6] */
    out[7] = cse0*cse6 + cse3;  /* [0, 7] */
    out[8] = -cse4*cse9;  /* [0, 8] */
    out[9] = -cse2*cse9;  /* [0, 9] */
    out[10] = cse5*cse9;  /* [0, 10] */
    out[11] = cse0;  /* [0, 11] */
    out[12] = r_link2_x;  /* [1, 0] */
    out[13] = r_link2_y;  /* [1, 1] */
    out[14] = r_link2_z;  /* [1, 2] */
    out[15] = cse10*cse21 + 0.00026326970986453467*cse14 - cse15*cse16 + cse18*cse19 + 0.00026326970986453467*cse22;  /* [1, 3] */
    out[16] = cse10*cse25 + 0.37087957976352476*cse14 + cse15*cse23 - cse18*cse24 + 0.37087957976352476*cse22;  /* [1, 4] */
    out[17] = cse10*cse27 - 0.928680929062017*cse14 + cse15*cse28 - cse18*cse26 - 0.928680929062017*cse22;  /* [1, 5] */
    out[18] = -cse10*cse16 - cse15*cse21 + 0.00026326970986453467*cse18 - cse19*cse22 - 0.00026326970986453467*cse29;  /* [1, 6] */
    out[19] = cse10*cse23 - cse15*cse25 + 0.37087957976352476*cse18 + cse22*cse24 - 0.37087957976352476*cse29;  /* [1, 7] */
    out[20] = cse10*cse28 - cse15*cse27 - 0.928680929062017*cse18 + cse22*cse26 + 0.928680929062017*cse29;  /* [1, 8] */
    out[21] = 0.750157212000793*cse11 - 0.00026326970986453467*cse30 - 0.6612594709887012*cse31;  /* [1, 9] */
    out[22] = 0.6140258560576415*cse11 - 0.37087957976352476*cse30 + 0.6967213111475145*cse31;  /* [1, 10] */
    out[23] = 0.24543106033238243*cse11 + 0.928680929062017*cse30 + 0.278056337134458*cse31;  /* [1, 11] */
    out[24] = r_link3_x;  /* [2, 0] */
    out[25] = r_link3_y;  /* [2, 1] */
    out[26] = r_link3_z;  /* [2, 2] */
    out[27] = cse32*cse36 - cse37*cse39;  /* [2, 3] */
    out[28] = cse32*cse41 + cse32*cse43 + cse37*cse44;  /* [2, 4] */
    out[29] = -cse32*cse45 + cse32*cse47 - cse37*cse46;  /* [2, 5] */
    out[30] = -cse32*cse39 - cse36*cse37;  /* [2, 6] */
    out[31] = cse32*cse44 - cse37*cse41 - cse37*cse43;  /* [2, 7] */
    out[32] = -cse32*cse46 + cse37*cse45 - cse37*cse47;  /* [2, 8] */
    out[33] = -cse35*cse42;  /* [2, 9] */
    out[34] = 0.47412313479087503*cse33 - 0.8804585470401624*cse48;  /* [2, 10] */
    out[35] = 0.8804585470401622*cse33 + 0.4741231347908755*cse48;  /* [2, 11] */
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18).
 * Output: out, 3 x 6 row-major, 18 nonzero.
 * 250 operations after common subexpression elimination.
 */
void mg_four_link_re_body_velocities(const double *q, const double *v, double *out)
{
    const double phi_rotor = q[3];
    const double theta_rotor = q[4];
    const double psi_rotor = q[5];
    const double phi_link2 = q[9];
    const double theta_link2 = q[10];
    const double psi_link2 = q[11];
    const double phi_link3 = q[15];
    const double theta_link3 = q[16];
    const double psi_link3 = q[17];
    const double rd_rotor_x = v[0];
    const double rd_rotor_y = v[1];
    const double rd_rotor_z = v[2];
    const double phid_rotor = v[3];
    const double thetad_rotor = v[4];
    const double psid_rotor = v[5];
    const double rd_link2_x = v[6];
    const double rd_link2_y = v[7];
    const double rd_link2_z = v[8];
    const double phid_link2 = v[9];
    const double thetad_link2 = v[10];
    const double psid_link2 = v[11];
    const double rd_link3_x = v[12];
    const double rd_link3_y = v[13];
    const double rd_link3_z = v[14];
    const double phid_link3 = v[15];
    const double thetad_link3 = v[16];
    const double psid_link3 = v[17];
    const double cse0 = sin(phi_rotor);
    const double cse1 = cos(theta_rotor);
    const double cse2 = cse1*phid_rotor + psid_rotor;
    const double cse3 = sin(theta_rotor);
    const double cse4 = cse2*cse3;
    const double cse5 = cos(psi_rotor);
    const double cse6 = cse3*cse5;
    const double cse7 = sin(psi_rotor);
    const double cse8 = -cse6*phid_rotor + cse7*thetad_rotor;
    const double cse9 = cse0*cse5;
    const double cse10 = cos(phi_rotor);
    const double cse11 = cse10*cse7;
    const double cse12 = cse3*cse7;
    const double cse13 = cse12*phid_rotor + cse5*thetad_rotor;
    const double cse14 = cse0*cse7;
    const double cse15 = cse10*cse5;
    const double cse16 = cos(psi_link2);
    const double cse17 = 0.6612594709887012*cse16;
    const double cse18 = sin(psi_link2);
    const double cse19 = 0.00026326970986453467*cse18;
    const double cse20 = sin(theta_link2);
    const double cse21 = cse16*cse20;
    const double cse22 = cse18*cse20;
    const double cse23 = cos(theta_link2);
    const double cse24 = -0.00026326970986453467*cse21 - 0.6612594709887012*cse22 + 0.750157212000793*cse23;
    const double cse25 = cse24*phid_link2 + 0.750157212000793*psid_link2 + thetad_link2*(-cse17 + cse19);
    const double cse26 = 0.00026326970986453467*cse16;
    const double cse27 = sin(phi_link2);
    const double cse28 = cse23*cse27;
    const double cse29 = cos(phi_link2);
    const double cse30 = cse18*cse28;
    const double cse31 = 0.750157212000793*cse20;
    const double cse32 = 0.928680929062017*cse18;
    const double cse33 = 0.278056337134458*cse16;
    const double cse34 = 0.928680929062017*cse21 + 0.278056337134458*cse22 + 0.24543106033238243*cse23;
    const double cse35 = cse34*phid_link2 + 0.24543106033238243*psid_link2 + thetad_link2*(-cse32 + cse33);
    const double cse36 = 0.928680929062017*cse16;
    const double cse37 = 0.24543106033238243*cse20;
    const double cse38 = 0.37087957976352476*cse18;
    const double cse39 = 0.6967213111475145*cse16;
    const double cse40 = -0.37087957976352476*cse21 + 0.6967213111475145*cse22 + 0.6140258560576415*cse23;
    const double cse41 = cse40*phid_link2 + 0.6140258560576415*psid_link2 + thetad_link2*(cse38 + cse39);
    const double cse42 = 0.37087957976352476*cse16;
    const double cse43 = 0.6140258560576415*cse20;
    const double cse44 = cse23*cse29;
    const double cse45 = cse18*cse44;
    const double cse46 = sin(psi_link3);
    const double cse47 = 0.8804585470401624*cse46;
    const double cse48 = sin(theta_link3);
    const double cse49 = cos(psi_link3);
    const double cse50 = cse48*cse49;
    const double cse51 = cos(theta_link3);
    const double cse52 = -0.8804585470401624*cse50 + 0.47412313479087503*cse51;
    const double cse53 = cse47*thetad_link3 + cse52*phid_link3 + 0.47412313479087503*psid_link3;
    const double cse54 = sin(phi_link3);
    const double cse55 = cse49*cse51;
    const double cse56 = 0.8804585470401624*cse55;
    const double cse57 = 0.47412313479087503*cse48;
    const double cse58 = cos(phi_link3);
    const double cse59 = 0.4741231347908755*cse46;
    const double cse60 = 0.4741231347908755*cse50 + 0.8804585470401622*cse51;
    const double cse61 = -cse59*thetad_link3 + cse60*phid_link3 + 0.8804585470401622*psid_link3;
    const double cse62 = 0.4741231347908755*cse55;
    const double cse63 = 0.8804585470401622*cse48;
    const double cse64 = 1.0*cse46;
    const double cse65 = cse48*cse64;
    const double cse66 = 1.0*cse49;
    const double cse67 = -cse65*phid_link3 - cse66*thetad_link3;
    const double cse68 = cse51*cse64;

    out[0] = rd_rotor_x;  /* [0, 0] */
    out[1] = rd_rotor_y;  /* [0, 1] */
    out[2] = rd_rotor_z;  /* [0, 2] */
    out[3] = cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(cse1*cse9 + cse11);  /* [0, 3] */
    out[4] = -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(-cse1*cse15 + cse14);  /* [0, 4] */
    out[5] = cse1*cse2 + cse12*cse13 - cse6*cse8;  /* [0, 5] */
    out[6] = rd_link2_x;  /* [1, 0] */
    out[7] = rd_link2_y;  /* [1, 1] */
    out[8] = rd_link2_z;  /* [1, 2] */
    out[9] = cse25*(-cse17*cse29 + cse19*cse29 + cse26*cse28 + cse27*cse31 + 0.6612594709887012*cse30) + cse35*(cse27*cse37 - cse28*cse36 - cse29*cse32 + cse29*cse33 - 0.278056337134458*cse30) + cse41*(cse27*cse43 + cse28*cse42 + cse29*cse38 + cse29*cse39 - 0.6967213111475145*cse30);  /* [1, 3] */
    out[10] = cse25*(-cse17*cse27 + cse19*cse27 - cse26*cse44 - cse29*cse31 - 0.6612594709887012*cse45) + cse35*(-cse27*cse32 + cse27*cse33 - cse29*cse37 + cse36*cse44 + 0.278056337134458*cse45) + cse41*(cse27*cse38 + cse27*cse39 - cse29*cse43 - cse42*cse44 + 0.6967213111475145*cse45);  /* [1, 4] */
    out[11] = cse24*cse25 + cse34*cse35 + cse40*cse41;  /* [1, 5] */
    out[12] = rd_link3_x;  /* [2, 0] */
    out[13] = rd_link3_y;  /* [2, 1] */
    out[14] = rd_link3_z;  /* [2, 2] */
    out[15] = cse53*(cse47*cse58 + cse54*cse56 + cse54*cse57) + cse61*(-cse54*cse62 + cse54*cse63 - cse58*cse59) + cse67*(cse54*cse68 - cse58*cse66);  /* [2, 3] */
    out[16] = cse53*(cse47*cse54 - cse56*cse58 - cse57*cse58) + cse61*(-cse54*cse59 + cse58*cse62 - cse58*cse63) + cse67*(-cse54*cse66 - cse58*cse68);  /* [2, 4] */
    out[17] = cse52*cse53 + cse60*cse61 - cse65*cse67;  /* [2, 5] */
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
    out[15] = 0.750157212000793;  /* [1, 3] */
    out[16] = 0.6140258560576415;  /* [1, 4] */
    out[17] = 0.24543106033238243;  /* [1, 5] */
    out[18] = -0.6612594709887012;  /* [1, 6] */
    out[19] = 0.6967213111475145;  /* [1, 7] */
    out[20] = 0.278056337134458;  /* [1, 8] */
    out[21] = -0.00026326970986453467;  /* [1, 9] */
    out[22] = -0.37087957976352476;  /* [1, 10] */
    out[23] = 0.928680929062017;  /* [1, 11] */
    out[24] = -5.74555772;  /* [2, 0] */
    out[25] = -8.5;  /* [2, 1] */
    out[26] = 3.26236544;  /* [2, 2] */
    out[27] = 0.0;  /* [2, 3] */
    out[28] = 0.47412313479087503;  /* [2, 4] */
    out[29] = 0.8804585470401622;  /* [2, 5] */
    out[30] = -1.0;  /* [2, 6] */
    out[31] = 0.0;  /* [2, 7] */
    out[32] = 0.0;  /* [2, 8] */
    out[33] = 0.0;  /* [2, 9] */
    out[34] = -0.8804585470401624;  /* [2, 10] */
    out[35] = 0.4741231347908755;  /* [2, 11] */
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
    out[9] = -0.6612594709887012;  /* [1, 0] */
    out[10] = 0.6967213111475145;  /* [1, 1] */
    out[11] = 0.278056337134458;  /* [1, 2] */
    out[12] = -0.00026326970986453467;  /* [1, 3] */
    out[13] = -0.37087957976352476;  /* [1, 4] */
    out[14] = 0.928680929062017;  /* [1, 5] */
    out[15] = 0.750157212000793;  /* [1, 6] */
    out[16] = 0.6140258560576415;  /* [1, 7] */
    out[17] = 0.24543106033238243;  /* [1, 8] */
    out[18] = -1.0;  /* [2, 0] */
    out[22] = -0.8804585470401624;  /* [2, 4] */
    out[23] = 0.4741231347908755;  /* [2, 5] */
    out[25] = 0.47412313479087503;  /* [2, 7] */
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
