/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: slider_crank */
/* formulation: re */
/* scheme: any */
/* input hash: 7ae7897f7c5ad760 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'slider_crank' in the re formulation (C99).
 * Vectors: q (18), v (18), dv (18), a (18), lam (18), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "slider_crank_re.h"

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
void mg_slider_crank_re_retract(const double *q, const double *dv, double *out)
{
    const double r_crank_x = q[0];
    const double r_crank_y = q[1];
    const double r_crank_z = q[2];
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
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

    out[0] = dv_0 + r_crank_x;  /* [0, 0] */
    out[1] = dv_1 + r_crank_y;  /* [1, 0] */
    out[2] = dv_2 + r_crank_z;  /* [2, 0] */
    out[3] = dv_3 + phi_crank;  /* [3, 0] */
    out[4] = dv_4 + theta_crank;  /* [4, 0] */
    out[5] = dv_5 + psi_crank;  /* [5, 0] */
    out[6] = dv_6 + r_rod_x;  /* [6, 0] */
    out[7] = dv_7 + r_rod_y;  /* [7, 0] */
    out[8] = dv_8 + r_rod_z;  /* [8, 0] */
    out[9] = dv_9 + phi_rod;  /* [9, 0] */
    out[10] = dv_10 + theta_rod;  /* [10, 0] */
    out[11] = dv_11 + psi_rod;  /* [11, 0] */
    out[12] = dv_12 + r_slider_x;  /* [12, 0] */
    out[13] = dv_13 + r_slider_y;  /* [13, 0] */
    out[14] = dv_14 + r_slider_z;  /* [14, 0] */
    out[15] = dv_15 + phi_slider;  /* [15, 0] */
    out[16] = dv_16 + theta_slider;  /* [16, 0] */
    out[17] = dv_17 + psi_slider;  /* [17, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp and re.
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

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 18 nonzero.
 * 206 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Phi(const double *q, double t, const double *p, double *out)
{
    const double r_crank_x = q[0];
    const double r_crank_y = q[1];
    const double r_crank_z = q[2];
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    (void)p;
    const double cse0 = cos(phi_crank);
    const double cse1 = sin(theta_crank);
    const double cse2 = cos(theta_crank);
    const double cse3 = cos(theta_rod);
    const double cse4 = sin(phi_rod);
    const double cse5 = cse3*cse4;
    const double cse6 = sin(psi_rod);
    const double cse7 = 0.3333353591498149*cse6;
    const double cse8 = cos(psi_rod);
    const double cse9 = cse5*cse8;
    const double cse10 = cos(phi_rod);
    const double cse11 = 0.3333353591498149*cse8;
    const double cse12 = sin(theta_rod);
    const double cse13 = 0.6666643557356874*cse12;
    const double cse14 = 0.666667964681058*cse6;
    const double cse15 = -0.15*cse10*cse11 + 0.15*cse10*cse14 + 0.15*cse13*cse4 + 0.15*cse5*cse7 + 0.1000001947021587*cse9;
    const double cse16 = -r_rod_x;
    const double cse17 = sin(phi_crank);
    const double cse18 = cos(psi_crank);
    const double cse19 = cse18*cse2;
    const double cse20 = sin(psi_crank);
    const double cse21 = cse10*cse3;
    const double cse22 = cse21*cse8;
    const double cse23 = -0.15*cse10*cse13 - 0.15*cse11*cse4 + 0.15*cse14*cse4 - 0.15*cse21*cse7 - 0.1000001947021587*cse22;
    const double cse24 = -r_rod_y;
    const double cse25 = cse0*cse19 - cse17*cse20;
    const double cse26 = cse12*cse6;
    const double cse27 = cse12*cse8;
    const double cse28 = -0.05000030387247223*cse26 - 0.1000001947021587*cse27 + 0.0999996533603531*cse3;
    const double cse29 = -r_rod_z;
    const double cse30 = cse1*cse18;
    const double cse31 = cos(theta_slider);
    const double cse32 = 0.8944266622941005*cse26 - 0.4472146529097166*cse27 + 5.254189828548538e-07*cse3;
    const double cse33 = 0.8944266622941005*cse6;
    const double cse34 = 5.254189828548538e-07*cse12;
    const double cse35 = 0.8944266622941005*cse8;
    const double cse36 = 0.4472146529097166*cse6;
    const double cse37 = -cse10*cse34 + cse21*cse33 - 0.4472146529097166*cse22 + cse35*cse4 + cse36*cse4;
    const double cse38 = sin(theta_slider);
    const double cse39 = cos(phi_slider);
    const double cse40 = cse38*cse39;
    const double cse41 = cse10*cse35 + cse10*cse36 - cse33*cse5 + cse34*cse4 + 0.4472146529097166*cse9;
    const double cse42 = sin(phi_slider);
    const double cse43 = cse38*cse42;
    const double cse44 = -cse28 + cse29 + r_slider_z;
    const double cse45 = -cse23 + cse24 + r_slider_y;
    const double cse46 = -cse15 + cse16 + r_slider_x;
    const double cse47 = 0.2981417181776111*cse6;
    const double cse48 = 0.7453580594528001*cse12;
    const double cse49 = 0.5962825497118434*cse6;
    const double cse50 = 0.2981417181776111*cse8;
    const double cse51 = cos(psi_slider);
    const double cse52 = cse42*cse51;
    const double cse53 = sin(psi_slider);
    const double cse54 = cse39*cse53;
    const double cse55 = cse31*cse52 + cse54;
    const double cse56 = cse42*cse53;
    const double cse57 = cse39*cse51;
    const double cse58 = -cse31*cse56 + cse57;
    const double cse59 = cse38*r_slider_z;
    const double cse60 = -cse31*cse57 + cse56;
    const double cse61 = 0.2 - r_slider_x;
    const double cse62 = 2*3.141592653589793*t;

    out[0] = r_crank_x;  /* [0, 0] */
    out[1] = r_crank_y - 0.1;  /* [1, 0] */
    out[2] = r_crank_z - 0.12;  /* [2, 0] */
    out[3] = -cse0*cse1;  /* [3, 0] */
    out[4] = cse2;  /* [4, 0] */
    out[5] = -0.08*cse0*cse20 + cse15 + cse16 - 0.08*cse17*cse19 + r_crank_x;  /* [5, 0] */
    out[6] = cse23 + cse24 + 0.08*cse25 + r_crank_y;  /* [6, 0] */
    out[7] = cse28 + cse29 + 0.08*cse30 + r_crank_z;  /* [7, 0] */
    out[8] = cse31*cse32 - cse37*cse40 + cse41*cse43;  /* [8, 0] */
    out[9] = cse32*cse44 + cse37*cse45 + cse41*cse46;  /* [9, 0] */
    out[10] = cse44*(0.2981417181776111*cse26 + 0.5962825497118434*cse27 + 0.7453580594528001*cse3) + cse45*(-cse10*cse48 + cse21*cse47 + 0.5962825497118434*cse22 - cse4*cse49 + cse4*cse50) + cse46*(-cse10*cse49 + cse10*cse50 + cse4*cse48 - cse47*cse5 - 0.5962825497118434*cse9);  /* [10, 0] */
    out[11] = -cse55;  /* [11, 0] */
    out[12] = cse58;  /* [12, 0] */
    out[13] = -cse51*cse59 - cse55*cse61 + cse60*r_slider_y;  /* [13, 0] */
    out[14] = -cse53*cse59 + cse58*cse61 - r_slider_y*(cse31*cse54 + cse52);  /* [14, 0] */
    out[15] = -cse60;  /* [15, 0] */
    out[16] = ((cse31 + cse44)*(cse31 + cse44)) + ((-cse40 + cse45)*(-cse40 + cse45)) + ((cse43 + cse46)*(cse43 + cse46)) - 1;  /* [16, 0] */
    out[17] = -cse25*cos(cse62) + cse30*sin(cse62);  /* [17, 0] */
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_slider_crank_re_Phi_q_perm[18] = {8, 2, 16, 1, 15, 14, 13, 12, 10, 9, 11, 7, 6, 17, 4, 3, 5, 0};

/* Phi_q written into the column-major band storage of its permuted matrix
 * (n = 18, kl = 11, ku = 10, ldab = 33); ab is zeroed by the caller. */
void mg_slider_crank_re_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    (void)p;
    const double cse0 = sin(phi_crank);
    const double cse1 = sin(theta_crank);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(phi_crank);
    const double cse4 = cos(theta_crank);
    const double cse5 = cse3*cse4;
    const double cse6 = sin(psi_crank);
    const double cse7 = 0.08*cse0*cse6;
    const double cse8 = cos(psi_crank);
    const double cse9 = 0.08*cse8;
    const double cse10 = cse3*cse8;
    const double cse11 = 0.08*cse10;
    const double cse12 = sin(phi_rod);
    const double cse13 = sin(psi_rod);
    const double cse14 = cse12*cse13;
    const double cse15 = 0.1000001947021587*cse14;
    const double cse16 = cos(phi_rod);
    const double cse17 = sin(theta_rod);
    const double cse18 = 0.0999996533603531*cse17;
    const double cse19 = cse16*cse18;
    const double cse20 = cos(psi_rod);
    const double cse21 = cse12*cse20;
    const double cse22 = 0.05000030387247223*cse21;
    const double cse23 = cos(theta_rod);
    const double cse24 = cse16*cse20;
    const double cse25 = 0.1000001947021587*cse24;
    const double cse26 = cse23*cse25;
    const double cse27 = cse13*cse16;
    const double cse28 = 0.05000030387247223*cse27;
    const double cse29 = cse23*cse28;
    const double cse30 = 0.0999996533603531*cse23;
    const double cse31 = cse12*cse30;
    const double cse32 = 0.1000001947021587*cse21;
    const double cse33 = cse17*cse32;
    const double cse34 = 0.05000030387247223*cse14;
    const double cse35 = cse17*cse34;
    const double cse36 = cse15*cse23;
    const double cse37 = cse22*cse23;
    const double cse38 = cse3*cse6;
    const double cse39 = cse0*cse8;
    const double cse40 = cse39*cse4;
    const double cse41 = cse5*cse6;
    const double cse42 = 0.1000001947021587*cse27;
    const double cse43 = cse12*cse18;
    const double cse44 = 0.05000030387247223*cse24;
    const double cse45 = cse23*cse32;
    const double cse46 = cse23*cse34;
    const double cse47 = cse16*cse30;
    const double cse48 = cse17*cse20;
    const double cse49 = 0.1000001947021587*cse16*cse48;
    const double cse50 = cse17*cse28;
    const double cse51 = cse23*cse42;
    const double cse52 = cse23*cse44;
    const double cse53 = cse4*cse8;
    const double cse54 = cse1*cse6;
    const double cse55 = cse20*cse23;
    const double cse56 = 0.1000001947021587*cse55;
    const double cse57 = 0.05000030387247223*cse13*cse23;
    const double cse58 = cse13*cse17;
    const double cse59 = 0.1000001947021587*cse58;
    const double cse60 = 0.05000030387247223*cse48;
    const double cse61 = 0.4472146529097166*cse27;
    const double cse62 = 0.8944266622941005*cse24;
    const double cse63 = 5.254189828548538e-07*cse17;
    const double cse64 = 0.8944266622941005*cse14;
    const double cse65 = 0.4472146529097166*cse21;
    const double cse66 = cse12*cse63 - cse23*cse64 + cse23*cse65 + cse61 + cse62;
    const double cse67 = sin(theta_slider);
    const double cse68 = cos(phi_slider);
    const double cse69 = cse67*cse68;
    const double cse70 = cse66*cse69;
    const double cse71 = 0.4472146529097166*cse14;
    const double cse72 = cse16*cse63;
    const double cse73 = 0.8944266622941005*cse21;
    const double cse74 = 0.4472146529097166*cse24;
    const double cse75 = cse23*cse74;
    const double cse76 = 0.8944266622941005*cse13;
    const double cse77 = cse23*cse76;
    const double cse78 = cse16*cse77;
    const double cse79 = -cse71 + cse72 - cse73 + cse75 - cse78;
    const double cse80 = sin(phi_slider);
    const double cse81 = cse67*cse80;
    const double cse82 = cos(theta_slider);
    const double cse83 = -0.4472146529097166*cse55 - cse63 + cse77;
    const double cse84 = 5.254189828548538e-07*cse23;
    const double cse85 = cse17*cse76;
    const double cse86 = 0.4472146529097166*cse48;
    const double cse87 = -cse16*cse84 - cse16*cse85 + cse16*cse86;
    const double cse88 = cse12*cse84 + cse17*cse64 - cse17*cse65;
    const double cse89 = 0.8944266622941005*cse48 + 0.4472146529097166*cse58;
    const double cse90 = cse23*cse61 + cse23*cse62 - cse64 + cse65;
    const double cse91 = -cse16*cse76 - cse23*cse71 - cse23*cse73 + cse74;
    const double cse92 = cse71 - cse72 + cse73 - cse75 + cse78;
    const double cse93 = cse84 + cse85 - cse86;
    const double cse94 = cse68*cse82;
    const double cse95 = cse80*cse82;
    const double cse96 = 0.3333353591498149*cse23;
    const double cse97 = 0.666667964681058*cse23;
    const double cse98 = 0.6666643557356874*cse17;
    const double cse99 = -0.1000001947021587*cse14 + 0.15*cse16*cse98 + 0.05000030387247223*cse21 + 0.15*cse24*cse97 + 0.15*cse27*cse96 - r_rod_y + r_slider_y;
    const double cse100 = -cse42 - cse43 + cse44 - cse45 - cse46;
    const double cse101 = -0.15*cse12*cse98 - 0.15*cse14*cse96 - 0.15*cse21*cse97 + 0.05000030387247223*cse24 - 0.1000001947021587*cse27 - r_rod_x + r_slider_x;
    const double cse102 = cse15 - cse19 - cse22 - cse26 - cse29;
    const double cse103 = cse18 + cse56 + cse57;
    const double cse104 = -0.0999996533603531*cse23 + 0.1000001947021587*cse48 + 0.05000030387247223*cse58 - r_rod_z + r_slider_z;
    const double cse105 = cse47 - cse49 - cse50;
    const double cse106 = -cse31 + cse33 + cse35;
    const double cse107 = -cse59 + cse60;
    const double cse108 = -cse25 - cse28 + cse36 - cse37;
    const double cse109 = -cse32 - cse34 - cse51 + cse52;
    const double cse110 = 0.2981417181776111*cse12;
    const double cse111 = cse110*cse13;
    const double cse112 = 0.5962825497118434*cse21;
    const double cse113 = 0.5962825497118434*cse27;
    const double cse114 = 0.7453580594528001*cse17;
    const double cse115 = 0.2981417181776111*cse16;
    const double cse116 = cse115*cse20;
    const double cse117 = -cse111*cse23 - cse112*cse23 - cse113 + cse114*cse12 + cse116;
    const double cse118 = cse115*cse13;
    const double cse119 = cse118*cse23;
    const double cse120 = 0.5962825497118434*cse24;
    const double cse121 = cse120*cse23;
    const double cse122 = cse114*cse16;
    const double cse123 = 0.5962825497118434*cse14;
    const double cse124 = cse110*cse20;
    const double cse125 = cse119 + cse121 - cse122 - cse123 + cse124;
    const double cse126 = 0.2981417181776111*cse13;
    const double cse127 = 0.5962825497118434*cse48;
    const double cse128 = 0.7453580594528001*cse23;
    const double cse129 = cse126*cse17 + cse127 + cse128;
    const double cse130 = sin(psi_slider);
    const double cse131 = cse130*cse80;
    const double cse132 = cos(psi_slider);
    const double cse133 = cse132*cse68;
    const double cse134 = cse133*cse82;
    const double cse135 = -cse131 + cse134;
    const double cse136 = cse132*cse80;
    const double cse137 = cse136*cse67;
    const double cse138 = -cse131*cse82 + cse133;
    const double cse139 = -cse138;
    const double cse140 = cse130*cse68;
    const double cse141 = cse140*cse82;
    const double cse142 = -cse136 - cse141;
    const double cse143 = cse131*cse67;
    const double cse144 = cse136*cse82;
    const double cse145 = -cse140 - cse144;
    const double cse146 = cse140 + cse144;
    const double cse147 = cse132*cse67;
    const double cse148 = 0.2 - r_slider_x;
    const double cse149 = cse82*r_slider_z;
    const double cse150 = cse133*cse67;
    const double cse151 = cse130*cse67;
    const double cse152 = cse136 + cse141;
    const double cse153 = 2*cse101 + 2*cse81;
    const double cse154 = -2*cse69 + 2*cse99;
    const double cse155 = 2*cse104 + 2*cse82;
    const double cse156 = 2*3.141592653589793*t;
    const double cse157 = cos(cse156);
    const double cse158 = sin(cse156);

    ab[582] = 1;  /* [0, 0] */
    ab[120] = 1;  /* [1, 1] */
    ab[54] = 1;  /* [2, 2] */
    ab[516] = cse2;  /* [3, 3] */
    ab[484] = -cse5;  /* [3, 4] */
    ab[483] = -cse1;  /* [4, 4] */
    ab[581] = 1;  /* [5, 0] */
    ab[517] = -cse5*cse9 + cse7;  /* [5, 3] */
    ab[485] = cse2*cse9;  /* [5, 4] */
    ab[549] = -cse11 + cse4*cse7;  /* [5, 5] */
    ab[421] = -1;  /* [5, 6] */
    ab[325] = -cse15 + cse19 + cse22 + cse26 + cse29;  /* [5, 9] */
    ab[293] = cse31 - cse33 - cse35;  /* [5, 10] */
    ab[357] = cse25 + cse28 - cse36 + cse37;  /* [5, 11] */
    ab[129] = 1;  /* [6, 1] */
    ab[513] = -0.08*cse38 - 0.08*cse40;  /* [6, 3] */
    ab[481] = -cse1*cse11;  /* [6, 4] */
    ab[545] = -0.08*cse39 - 0.08*cse41;  /* [6, 5] */
    ab[385] = -1;  /* [6, 7] */
    ab[321] = cse42 + cse43 - cse44 + cse45 + cse46;  /* [6, 9] */
    ab[289] = -cse47 + cse49 + cse50;  /* [6, 10] */
    ab[353] = cse32 + cse34 + cse51 - cse52;  /* [6, 11] */
    ab[64] = 1;  /* [7, 2] */
    ab[480] = 0.08*cse53;  /* [7, 4] */
    ab[544] = -0.08*cse54;  /* [7, 5] */
    ab[32] = -1;  /* [7, 8] */
    ab[288] = -cse18 - cse56 - cse57;  /* [7, 10] */
    ab[352] = cse59 - cse60;  /* [7, 11] */
    ab[309] = -cse70 + cse79*cse81;  /* [8, 9] */
    ab[277] = -cse69*cse87 + cse81*cse88 + cse82*cse83;  /* [8, 10] */
    ab[341] = -cse69*cse90 + cse81*cse91 + cse82*cse89;  /* [8, 11] */
    ab[149] = cse70 + cse81*cse92;  /* [8, 15] */
    ab[85] = cse66*cse95 - cse67*cse93 - cse92*cse94;  /* [8, 16] */
    ab[414] = -cse66;  /* [9, 6] */
    ab[382] = -cse92;  /* [9, 7] */
    ab[30] = -cse93;  /* [9, 8] */
    ab[318] = cse100*cse92 + cse101*cse79 + cse102*cse66 + cse66*cse99;  /* [9, 9] */
    ab[286] = cse101*cse88 + cse103*cse93 + cse104*cse83 + cse105*cse92 + cse106*cse66 + cse87*cse99;  /* [9, 10] */
    ab[350] = cse101*cse91 + cse104*cse89 + cse107*cse93 + cse108*cse66 + cse109*cse92 + cse90*cse99;  /* [9, 11] */
    ab[254] = cse66;  /* [9, 12] */
    ab[222] = cse92;  /* [9, 13] */
    ab[190] = cse93;  /* [9, 14] */
    ab[413] = -cse117;  /* [10, 6] */
    ab[381] = -cse125;  /* [10, 7] */
    ab[29] = -cse129;  /* [10, 8] */
    ab[317] = cse100*cse125 + cse101*(-cse119 - cse121 + cse122 + cse123 - cse124) + cse102*cse117 + cse117*cse99;  /* [10, 9] */
    ab[285] = cse101*(cse111*cse17 + cse112*cse17 + cse12*cse128) + cse103*cse129 + cse104*(-cse114 + cse126*cse23 + 0.5962825497118434*cse55) + cse105*cse125 + cse106*cse117 + cse99*(-cse118*cse17 - cse127*cse16 - cse128*cse16);  /* [10, 10] */
    ab[349] = cse101*(-cse118 - cse120 + cse123*cse23 - cse124*cse23) + cse104*(0.2981417181776111*cse48 - 0.5962825497118434*cse58) + cse107*cse129 + cse108*cse117 + cse109*cse125 + cse99*(-cse111 - cse112 - cse113*cse23 + cse116*cse23);  /* [10, 11] */
    ab[253] = cse117;  /* [10, 12] */
    ab[221] = cse125;  /* [10, 13] */
    ab[189] = cse129;  /* [10, 14] */
    ab[159] = -cse135;  /* [11, 15] */
    ab[95] = cse137;  /* [11, 16] */
    ab[447] = cse139;  /* [11, 17] */
    ab[156] = cse142;  /* [12, 15] */
    ab[92] = cse143;  /* [12, 16] */
    ab[444] = cse145;  /* [12, 17] */
    ab[251] = cse146;  /* [13, 12] */
    ab[219] = cse131 - cse134;  /* [13, 13] */
    ab[187] = -cse147;  /* [13, 14] */
    ab[155] = -cse135*cse148 + cse146*r_slider_y;  /* [13, 15] */
    ab[91] = -cse132*cse149 + cse137*cse148 + cse150*r_slider_y;  /* [13, 16] */
    ab[443] = -cse138*cse148 + cse151*r_slider_z + cse152*r_slider_y;  /* [13, 17] */
    ab[250] = cse139;  /* [14, 12] */
    ab[218] = cse142;  /* [14, 13] */
    ab[186] = -cse151;  /* [14, 14] */
    ab[154] = -cse138*r_slider_y + cse142*cse148;  /* [14, 15] */
    ab[90] = -cse130*cse149 + cse140*cse67*r_slider_y + cse143*cse148;  /* [14, 16] */
    ab[442] = -cse135*r_slider_y + cse145*cse148 - cse147*r_slider_z;  /* [14, 17] */
    ab[153] = -cse146;  /* [15, 15] */
    ab[89] = -cse150;  /* [15, 16] */
    ab[441] = -cse152;  /* [15, 17] */
    ab[407] = -cse153;  /* [16, 6] */
    ab[375] = -cse154;  /* [16, 7] */
    ab[23] = -cse155;  /* [16, 8] */
    ab[311] = cse100*cse154 + cse102*cse153;  /* [16, 9] */
    ab[279] = cse103*cse155 + cse105*cse154 + cse106*cse153;  /* [16, 10] */
    ab[343] = cse107*cse155 + cse108*cse153 + cse109*cse154;  /* [16, 11] */
    ab[247] = cse153;  /* [16, 12] */
    ab[215] = cse154;  /* [16, 13] */
    ab[183] = cse155;  /* [16, 14] */
    ab[151] = cse153*cse69 + cse154*cse81;  /* [16, 15] */
    ab[87] = cse153*cse95 - cse154*cse94 - cse155*cse67;  /* [16, 16] */
    ab[514] = -cse157*(-cse38 - cse40);  /* [17, 3] */
    ab[482] = cse1*cse10*cse157 + cse158*cse53;  /* [17, 4] */
    ab[546] = -cse157*(-cse39 - cse41) - cse158*cse54;  /* [17, 5] */
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 18 x 18 row-major, 86 nonzero, unpacked from Phi_q_band (one copy
 * of the expressions serves both). On allocation failure every entry of out is NaN.
 */
static const int mg_slider_crank_re_Phi_q_cells[86][2] = {
    {0, 582},
    {19, 120},
    {38, 54},
    {57, 516},
    {58, 484},
    {76, 483},
    {90, 581},
    {93, 517},
    {94, 485},
    {95, 549},
    {96, 421},
    {99, 325},
    {100, 293},
    {101, 357},
    {109, 129},
    {111, 513},
    {112, 481},
    {113, 545},
    {115, 385},
    {117, 321},
    {118, 289},
    {119, 353},
    {128, 64},
    {130, 480},
    {131, 544},
    {134, 32},
    {136, 288},
    {137, 352},
    {153, 309},
    {154, 277},
    {155, 341},
    {159, 149},
    {160, 85},
    {168, 414},
    {169, 382},
    {170, 30},
    {171, 318},
    {172, 286},
    {173, 350},
    {174, 254},
    {175, 222},
    {176, 190},
    {186, 413},
    {187, 381},
    {188, 29},
    {189, 317},
    {190, 285},
    {191, 349},
    {192, 253},
    {193, 221},
    {194, 189},
    {213, 159},
    {214, 95},
    {215, 447},
    {231, 156},
    {232, 92},
    {233, 444},
    {246, 251},
    {247, 219},
    {248, 187},
    {249, 155},
    {250, 91},
    {251, 443},
    {264, 250},
    {265, 218},
    {266, 186},
    {267, 154},
    {268, 90},
    {269, 442},
    {285, 153},
    {286, 89},
    {287, 441},
    {294, 407},
    {295, 375},
    {296, 23},
    {297, 311},
    {298, 279},
    {299, 343},
    {300, 247},
    {301, 215},
    {302, 183},
    {303, 151},
    {304, 87},
    {309, 514},
    {310, 482},
    {311, 546},
};

void mg_slider_crank_re_Phi_q(const double *q, double t, const double *p, double *out)
{
    double *ab = calloc((size_t)33 * 18, sizeof(double));
    if (ab == NULL) {
        for (int k = 0; k < 324; ++k) {
            out[k] = NAN;
        }
        return;
    }
    mg_slider_crank_re_Phi_q_band(q, t, p, ab);
    memset(out, 0, sizeof(double) * 324);
    for (int k = 0; k < 86; ++k) {
        out[mg_slider_crank_re_Phi_q_cells[k][0]] = ab[mg_slider_crank_re_Phi_q_cells[k][1]];
    }
    free(ab);
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 1 nonzero.
 * 21 operations after common subexpression elimination.
 */
void mg_slider_crank_re_nu(const double *q, double t, const double *p, double *out)
{
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    (void)p;
    const double cse0 = 2*3.141592653589793;
    const double cse1 = cse0*t;
    const double cse2 = cos(psi_crank);

    memset(out, 0, sizeof(double) * 18);
    out[17] = -cse0*cse2*sin(theta_crank)*cos(cse1) - cse0*(cse2*cos(phi_crank)*cos(theta_crank) - sin(phi_crank)*sin(psi_crank))*sin(cse1);  /* [17, 0] */
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 15 nonzero.
 * 1621 operations after common subexpression elimination.
 */
void mg_slider_crank_re_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double phid_crank = v[3];
    const double thetad_crank = v[4];
    const double psid_crank = v[5];
    const double rd_rod_x = v[6];
    const double rd_rod_y = v[7];
    const double rd_rod_z = v[8];
    const double phid_rod = v[9];
    const double thetad_rod = v[10];
    const double psid_rod = v[11];
    const double rd_slider_x = v[12];
    const double rd_slider_y = v[13];
    const double rd_slider_z = v[14];
    const double phid_slider = v[15];
    const double thetad_slider = v[16];
    const double psid_slider = v[17];
    (void)p;
    const double cse0 = sin(phi_crank);
    const double cse1 = cos(theta_crank);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(phi_crank);
    const double cse4 = sin(theta_crank);
    const double cse5 = cse3*cse4;
    const double cse6 = cos(theta_rod);
    const double cse7 = sin(psi_rod);
    const double cse8 = sin(phi_rod);
    const double cse9 = cse7*cse8;
    const double cse10 = 0.05000030387247223*cse9;
    const double cse11 = cse10*cse6;
    const double cse12 = cos(psi_rod);
    const double cse13 = cse12*cse8;
    const double cse14 = 0.1000001947021587*cse13;
    const double cse15 = cse14*cse6;
    const double cse16 = -cse11 - cse15;
    const double cse17 = cos(phi_rod);
    const double cse18 = 0.05000030387247223*cse17;
    const double cse19 = cse12*cse18;
    const double cse20 = cse17*cse7;
    const double cse21 = 0.1000001947021587*cse20;
    const double cse22 = cse19 - cse21;
    const double cse23 = cse19*cse6;
    const double cse24 = cse6*cse7;
    const double cse25 = 0.1000001947021587*cse24;
    const double cse26 = cse17*cse25;
    const double cse27 = -cse10 - cse14 + cse23 - cse26;
    const double cse28 = sin(theta_rod);
    const double cse29 = 0.05000030387247223*cse13;
    const double cse30 = cse28*cse29;
    const double cse31 = 0.1000001947021587*cse9;
    const double cse32 = cse28*cse31;
    const double cse33 = -cse30 + cse32;
    const double cse34 = cse18*cse7;
    const double cse35 = cse28*cse34;
    const double cse36 = 0.1000001947021587*cse12;
    const double cse37 = cse28*cse36;
    const double cse38 = cse17*cse37;
    const double cse39 = 0.0999996533603531*cse6;
    const double cse40 = cse17*cse39;
    const double cse41 = -cse35 - cse38 + cse40;
    const double cse42 = 0.0999996533603531*cse28;
    const double cse43 = cse42*cse8;
    const double cse44 = cse16 - cse43;
    const double cse45 = cse27*psid_rod;
    const double cse46 = cse22 + cse44;
    const double cse47 = cse46*phid_rod;
    const double cse48 = cse41*thetad_rod;
    const double cse49 = cos(psi_crank);
    const double cse50 = cse0*cse49;
    const double cse51 = 0.08*cse50;
    const double cse52 = cse1*cse51;
    const double cse53 = sin(psi_crank);
    const double cse54 = cse3*cse53;
    const double cse55 = 0.08*cse54;
    const double cse56 = cse52 + cse55;
    const double cse57 = cse1*cse55 + cse51;
    const double cse58 = cse0*cse53;
    const double cse59 = 0.08*cse58;
    const double cse60 = cse4*thetad_crank;
    const double cse61 = cse4*psid_crank;
    const double cse62 = cse3*cse49;
    const double cse63 = 0.08*cse62;
    const double cse64 = cse4*phid_crank;
    const double cse65 = cse29*cse6;
    const double cse66 = cse31*cse6;
    const double cse67 = cse17*cse36;
    const double cse68 = cse34 + cse65 - cse66 + cse67;
    const double cse69 = cse19*cse28;
    const double cse70 = cse28*cse7;
    const double cse71 = 0.1000001947021587*cse70;
    const double cse72 = cse17*cse71;
    const double cse73 = cse69 - cse72;
    const double cse74 = cse18*cse24;
    const double cse75 = cse36*cse6;
    const double cse76 = cse17*cse75;
    const double cse77 = cse74 + cse76;
    const double cse78 = cse29 - cse31;
    const double cse79 = cse10*cse28;
    const double cse80 = cse14*cse28;
    const double cse81 = cse39*cse8;
    const double cse82 = -cse79 - cse80 + cse81;
    const double cse83 = cse17*cse42;
    const double cse84 = cse77 + cse83;
    const double cse85 = cse1*cse59 - cse63;
    const double cse86 = cse1*cse63;
    const double cse87 = cse59 - cse86;
    const double cse88 = 0.05000030387247223*cse70;
    const double cse89 = cse37 + cse88;
    const double cse90 = 0.05000030387247223*cse12;
    const double cse91 = cse6*cse90;
    const double cse92 = cse25 - cse91;
    const double cse93 = cse1*cse53;
    const double cse94 = 0.08*thetad_crank;
    const double cse95 = cse4*cse49;
    const double cse96 = 0.08*psid_crank;
    const double cse97 = 5.254189828548538e-07*cse28;
    const double cse98 = cse17*cse97;
    const double cse99 = 0.4472146529097166*cse17;
    const double cse100 = cse12*cse99;
    const double cse101 = cse100*cse6;
    const double cse102 = 0.8944266622941005*cse17;
    const double cse103 = cse102*cse7;
    const double cse104 = cse103*cse6;
    const double cse105 = cse101 - cse104;
    const double cse106 = cse105 + cse98;
    const double cse107 = 0.8944266622941005*cse12;
    const double cse108 = cse107*cse8;
    const double cse109 = 0.4472146529097166*cse8;
    const double cse110 = cse109*cse7;
    const double cse111 = -cse108 - cse110;
    const double cse112 = cse106 + cse111;
    const double cse113 = cos(theta_slider);
    const double cse114 = sin(phi_slider);
    const double cse115 = cse113*cse114;
    const double cse116 = cse7*cse99;
    const double cse117 = cse102*cse12;
    const double cse118 = cse8*cse97;
    const double cse119 = 0.8944266622941005*cse9;
    const double cse120 = cse119*cse6;
    const double cse121 = cse109*cse12;
    const double cse122 = cse121*cse6;
    const double cse123 = cse116 + cse117 + cse118 - cse120 + cse122;
    const double cse124 = cos(phi_slider);
    const double cse125 = cse113*cse124;
    const double cse126 = cse123*cse125;
    const double cse127 = cse112*cse115 - cse126;
    const double cse128 = cse107*cse6;
    const double cse129 = cse100 - cse103 - cse110*cse6 - cse128*cse8;
    const double cse130 = cse116*cse6;
    const double cse131 = cse117*cse6;
    const double cse132 = -cse119 + cse121 + cse130 + cse131;
    const double cse133 = cse107*cse28;
    const double cse134 = 0.4472146529097166*cse7;
    const double cse135 = cse133 + cse134*cse28;
    const double cse136 = sin(theta_slider);
    const double cse137 = cse115*cse129 - cse125*cse132 - cse135*cse136;
    const double cse138 = -cse101 + cse104 + cse108 + cse110 - cse98;
    const double cse139 = cse115*cse138 + cse126;
    const double cse140 = 5.254189828548538e-07*cse6;
    const double cse141 = cse119*cse28 - cse121*cse28 + cse140*cse8;
    const double cse142 = cse100*cse28;
    const double cse143 = cse103*cse28;
    const double cse144 = cse140*cse17;
    const double cse145 = cse142 - cse143 - cse144;
    const double cse146 = 0.4472146529097166*cse12;
    const double cse147 = -cse146*cse6 + 0.8944266622941005*cse24 - cse97;
    const double cse148 = cse115*cse141 - cse125*cse145 - cse136*cse147;
    const double cse149 = cse146*cse28;
    const double cse150 = 0.8944266622941005*cse70;
    const double cse151 = cse140 - cse149 + cse150;
    const double cse152 = cse114*cse136;
    const double cse153 = cse123*cse152;
    const double cse154 = cse124*cse136;
    const double cse155 = cse138*cse154 - cse153;
    const double cse156 = cse112*cse154;
    const double cse157 = cse153 + cse156;
    const double cse158 = cse129*cse154;
    const double cse159 = cse132*cse152 + cse158;
    const double cse160 = cse141*cse154;
    const double cse161 = cse145*cse152 + cse160;
    const double cse162 = -cse142 + cse143 + cse144;
    const double cse163 = cse152*cse162 - cse160;
    const double cse164 = cse120 - cse122;
    const double cse165 = -cse118 + cse164;
    const double cse166 = cse149 - cse150;
    const double cse167 = -cse140 + cse166;
    const double cse168 = cse110*cse28 + cse133*cse8;
    const double cse169 = -cse116*cse28 - cse117*cse28;
    const double cse170 = cse128 + cse134*cse6;
    const double cse171 = cse113*cse170 + cse152*cse168 - cse154*cse169;
    const double cse172 = cse119 - cse121 - cse130 - cse131;
    const double cse173 = cse152*cse172 - cse158;
    const double cse174 = -cse116 - cse117;
    const double cse175 = cse164 + cse174;
    const double cse176 = cse105 + cse111;
    const double cse177 = cse165 + cse174;
    const double cse178 = cse135*psid_rod;
    const double cse179 = cse147*thetad_rod;
    const double cse180 = cse123*phid_rod;
    const double cse181 = cse132*psid_rod;
    const double cse182 = cse145*thetad_rod;
    const double cse183 = cse112*phid_rod;
    const double cse184 = cse129*psid_rod;
    const double cse185 = cse141*thetad_rod;
    const double cse186 = cse30 - cse32;
    const double cse187 = 0.666667964681058*cse6;
    const double cse188 = cse12*cse17;
    const double cse189 = 0.6666643557356874*cse28;
    const double cse190 = -0.15*cse13*cse187 + 0.05000030387247223*cse188 - 0.15*cse189*cse8 - 0.1000001947021587*cse20 - 0.05000030387247223*cse6*cse9 - r_rod_x + r_slider_x;
    const double cse191 = -cse69 + cse72;
    const double cse192 = cse79 + cse80 - cse81;
    const double cse193 = cse17*cse24;
    const double cse194 = 0.05000030387247223*cse13 + 0.15*cse17*cse189 + 0.15*cse187*cse188 + 0.05000030387247223*cse193 - 0.1000001947021587*cse9 - r_rod_y + r_slider_y;
    const double cse195 = 0.1000001947021587*cse12*cse28 - 0.0999996533603531*cse6 + 0.05000030387247223*cse70 - r_rod_z + r_slider_z;
    const double cse196 = cse28*cse90 - cse71;
    const double cse197 = -cse25 + cse91;
    const double cse198 = -cse34 - cse65 + cse66 - cse67;
    const double cse199 = 0.05000030387247223*cse24 + cse42 + cse75;
    const double cse200 = cse123*cse186 + cse129*cse192 + cse132*cse41 + cse135*cse199 + cse138*cse191 + cse141*cse198 + cse145*cse27 + cse147*cse196 + cse151*cse197 + cse168*cse190 + cse169*cse194 + cse170*cse195;
    const double cse201 = -cse74 - cse76;
    const double cse202 = cse201 - cse83;
    const double cse203 = -cse29 + cse31;
    const double cse204 = cse202 + cse203;
    const double cse205 = cse10 + cse14 - cse23 + cse26;
    const double cse206 = cse112*cse198 + cse123*cse205 + cse123*cse27 + cse129*cse194 + cse129*cse204 + cse132*cse46 + cse138*cse198 + cse172*cse190;
    const double cse207 = cse201 + cse203;
    const double cse208 = 2*cse198;
    const double cse209 = cse11 + cse15;
    const double cse210 = -cse19 + cse21;
    const double cse211 = cse209 + cse210;
    const double cse212 = 2*cse27;
    const double cse213 = -cse37 - cse88;
    const double cse214 = 2*cse196;
    const double cse215 = cse35 + cse38 - cse40;
    const double cse216 = cse112*cse192 + cse123*cse215 + cse123*cse41 + cse138*cse192 + cse141*cse194 + cse141*cse204 + cse145*cse46 + cse162*cse190;
    const double cse217 = cse209 + cse43;
    const double cse218 = 2*cse41;
    const double cse219 = cse213 + cse39;
    const double cse220 = 2*cse192;
    const double cse221 = 2*cse199;
    const double cse222 = 2*cse204;
    const double cse223 = cse210 + cse217;
    const double cse224 = 2*cse46;
    const double cse225 = 0.7453580594528001*cse28;
    const double cse226 = 0.5962825497118434*cse6;
    const double cse227 = cse12*cse226;
    const double cse228 = 0.2981417181776111*cse24;
    const double cse229 = -cse225 + cse227 + cse228;
    const double cse230 = cse229*thetad_rod;
    const double cse231 = 0.5962825497118434*cse28;
    const double cse232 = cse231*cse7;
    const double cse233 = 0.2981417181776111*cse12;
    const double cse234 = cse233*cse28;
    const double cse235 = -cse232 + cse234;
    const double cse236 = cse235*psid_rod;
    const double cse237 = cse17*cse233;
    const double cse238 = 0.5962825497118434*cse17;
    const double cse239 = cse238*cse7;
    const double cse240 = cse225*cse8;
    const double cse241 = cse227*cse8;
    const double cse242 = 0.2981417181776111*cse9;
    const double cse243 = cse242*cse6;
    const double cse244 = cse237 - cse239 + cse240 - cse241 - cse243;
    const double cse245 = cse244*phid_rod;
    const double cse246 = 0.7453580594528001*cse6;
    const double cse247 = cse17*cse246;
    const double cse248 = cse12*cse231;
    const double cse249 = cse17*cse248;
    const double cse250 = 0.2981417181776111*cse70;
    const double cse251 = cse17*cse250;
    const double cse252 = -cse247 - cse249 - cse251;
    const double cse253 = cse252*thetad_rod;
    const double cse254 = 0.5962825497118434*cse13;
    const double cse255 = cse226*cse7;
    const double cse256 = cse17*cse255;
    const double cse257 = cse233*cse6;
    const double cse258 = cse17*cse257;
    const double cse259 = -cse242 - cse254 - cse256 + cse258;
    const double cse260 = cse259*psid_rod;
    const double cse261 = cse17*cse225;
    const double cse262 = cse17*cse228;
    const double cse263 = cse17*cse227;
    const double cse264 = -cse262 - cse263;
    const double cse265 = cse261 + cse264;
    const double cse266 = 0.5962825497118434*cse9;
    const double cse267 = 0.2981417181776111*cse13;
    const double cse268 = cse266 - cse267;
    const double cse269 = cse265 + cse268;
    const double cse270 = cse269*phid_rod;
    const double cse271 = cse242*cse28 + cse246*cse8 + cse248*cse8;
    const double cse272 = cse271*thetad_rod;
    const double cse273 = -cse12*cse238 - 0.2981417181776111*cse20 + cse255*cse8 - cse267*cse6;
    const double cse274 = cse273*psid_rod;
    const double cse275 = -cse261 + cse262 + cse263 - cse266 + cse267;
    const double cse276 = cse190*(cse247 + cse249 + cse251) + cse192*cse269 + cse192*cse275 + cse194*cse271 + cse204*cse271 + cse215*cse244 + cse244*cse41 + cse252*cse46;
    const double cse277 = cse241 + cse243;
    const double cse278 = -cse240 + cse277;
    const double cse279 = -cse248 - cse250;
    const double cse280 = cse246 + cse248 + cse250;
    const double cse281 = cse186*cse244 + cse190*(-cse232*cse8 + cse267*cse28) + cse191*cse275 + cse192*cse273 + cse194*(cse17*cse232 - cse17*cse234) + cse195*(-cse255 + cse257) + cse196*cse229 + cse197*cse280 + cse198*cse271 + cse199*cse235 + cse252*cse27 + cse259*cse41;
    const double cse282 = -cse237 + cse239;
    const double cse283 = cse190*(cse242 + cse254 + cse256 - cse258) + cse194*cse273 + cse198*cse269 + cse198*cse275 + cse204*cse273 + cse205*cse244 + cse244*cse27 + cse259*cse46;
    const double cse284 = sin(psi_slider);
    const double cse285 = cse124*cse284;
    const double cse286 = cse113*cse285;
    const double cse287 = cos(psi_slider);
    const double cse288 = cse114*cse287;
    const double cse289 = -cse286 - cse288;
    const double cse290 = cse113*cse288;
    const double cse291 = -cse285 - cse290;
    const double cse292 = cse114*cse284;
    const double cse293 = cse136*thetad_slider;
    const double cse294 = -cse289*phid_slider - cse291*psid_slider - cse292*cse293;
    const double cse295 = cse124*cse287;
    const double cse296 = cse136*phid_slider;
    const double cse297 = cse136*psid_slider;
    const double cse298 = cse113*thetad_slider;
    const double cse299 = cse293*cse295;
    const double cse300 = cse113*cse295;
    const double cse301 = cse292 - cse300;
    const double cse302 = cse288*cse293;
    const double cse303 = cse113*cse292;
    const double cse304 = -cse295 + cse303;
    const double cse305 = cse285*cse293;
    const double cse306 = cse301*psid_slider + cse304*phid_slider + cse305;
    const double cse307 = cse295 - cse303;
    const double cse308 = cse286 + cse288;
    const double cse309 = cse136*rd_slider_z;
    const double cse310 = cse136*r_slider_y;
    const double cse311 = 0.2 - r_slider_x;
    const double cse312 = cse136*cse311;
    const double cse313 = cse113*r_slider_z;
    const double cse314 = cse284*cse313 - cse285*cse310 - cse292*cse312;
    const double cse315 = -cse289*cse311 + cse307*r_slider_y;
    const double cse316 = cse136*r_slider_z;
    const double cse317 = cse287*cse316;
    const double cse318 = -cse292 + cse300;
    const double cse319 = -cse291*cse311 + cse318*r_slider_y;
    const double cse320 = cse136*rd_slider_y;
    const double cse321 = cse113*rd_slider_z;
    const double cse322 = -cse288*cse310 + cse295*cse312;
    const double cse323 = cse136*rd_slider_x;
    const double cse324 = cse285 + cse290;
    const double cse325 = cse318*phid_slider;
    const double cse326 = cse307*psid_slider;
    const double cse327 = -cse287*cse313 + cse288*cse312 + cse295*cse310;
    const double cse328 = -cse291*r_slider_y + cse301*cse311;
    const double cse329 = cse284*cse316;
    const double cse330 = -cse289*r_slider_y + cse304*cse311;
    const double cse331 = cse285*cse312 - cse292*cse310;
    const double cse332 = 0.10000060774494446*cse24;
    const double cse333 = 0.1999993067207062*cse28;
    const double cse334 = 2*cse293;
    const double cse335 = 2*rd_rod_z;
    const double cse336 = 2*rd_slider_z;
    const double cse337 = 0.10000060774494446*cse12;
    const double cse338 = 0.2000003894043174*cse188;
    const double cse339 = 0.1999993067207062*cse6;
    const double cse340 = 2*thetad_slider;
    const double cse341 = cse125*cse340;
    const double cse342 = cse17*cse337;
    const double cse343 = 0.10000060774494446*cse9;
    const double cse344 = 0.2000003894043174*cse13;
    const double cse345 = 2*rd_slider_y;
    const double cse346 = 2*rd_rod_y;
    const double cse347 = 2*phid_slider;
    const double cse348 = cse152*cse347;
    const double cse349 = 2*rd_slider_x;
    const double cse350 = 2*rd_rod_x;
    const double cse351 = cse115*cse340;
    const double cse352 = cse337*cse8;
    const double cse353 = 0.2000003894043174*cse9;
    const double cse354 = cse154*cse347;
    const double cse355 = 2*cse152 + 2*cse190;
    const double cse356 = -cse154 + cse194;
    const double cse357 = 2*cse356;
    const double cse358 = 2*cse113 + 2*cse195;
    const double cse359 = cse186*cse355 + cse191*cse357 + cse196*cse221 + cse197*cse358 + cse198*cse220 + cse218*cse27;
    const double cse360 = cse198*cse222 + cse198*cse357 + cse205*cse355 + cse212*cse46;
    const double cse361 = cse115*cse208 - cse125*cse212 - cse136*cse214;
    const double cse362 = cse152*cse212 + cse154*cse208;
    const double cse363 = cse152*cse218 + cse154*cse220;
    const double cse364 = cse152*cse224 + cse154*cse222;
    const double cse365 = cse115*cse357 + cse125*cse355;
    const double cse366 = (cse124*cse124);
    const double cse367 = 2*(cse136*cse136);
    const double cse368 = (cse114*cse114);
    const double cse369 = -cse152*cse355 + cse154*cse357;
    const double cse370 = cse115*cse220 - cse125*cse218 - cse136*cse221;
    const double cse371 = cse192*cse222 + cse215*cse355 + cse218*cse46 + cse220*cse356;
    const double cse372 = cse115*cse222 - cse125*cse224;
    const double cse373 = 2*(cse113*cse113);
    const double cse374 = 2*3.141592653589793;
    const double cse375 = cse374*t;
    const double cse376 = cos(cse375);
    const double cse377 = cse376*(cse1*cse58 - cse62);
    const double cse378 = cse1*cse62;
    const double cse379 = cse376*(-cse378 + cse58);
    const double cse380 = sin(cse375);
    const double cse381 = cse380*cse95;
    const double cse382 = -cse381;
    const double cse383 = cse376*cse4;
    const double cse384 = -cse380*cse93 - cse383*cse54;
    const double cse385 = cse374*cse380;
    const double cse386 = -cse374*cse383*cse53 + cse385*(-cse1*cse54 - cse50);
    const double cse387 = cse383*cse50;
    const double cse388 = cse1*cse374*cse376*cse49 - cse385*cse4*cse62;
    const double cse389 = cse385*(-cse1*cse50 - cse54);
    const double cse390 = 4*(3.141592653589793*3.141592653589793);

    memset(out, 0, sizeof(double) * 18);
    out[3] = -phid_crank*(cse2*thetad_crank + cse5*phid_crank) - thetad_crank*(cse2*phid_crank + cse5*thetad_crank);  /* [3, 0] */
    out[4] = cse1*(thetad_crank*thetad_crank);  /* [4, 0] */
    out[5] = -phid_crank*(cse56*phid_crank + cse57*psid_crank + cse60*cse63) - phid_rod*(cse45 + cse47 + cse48) - psid_crank*(cse56*psid_crank + cse57*phid_crank - cse59*cse60) - psid_rod*(cse27*phid_rod + cse33*thetad_rod + psid_rod*(cse16 + cse22)) - thetad_crank*(cse52*thetad_crank - cse59*cse61 + cse63*cse64) - thetad_rod*(cse33*psid_rod + cse41*phid_rod + cse44*thetad_rod);  /* [5, 0] */
    out[6] = -phid_crank*(cse51*cse60 + cse85*psid_crank + cse87*phid_crank) - phid_rod*(cse68*psid_rod + cse82*thetad_rod + phid_rod*(cse78 + cse84)) - psid_crank*(cse55*cse60 + cse85*phid_crank + cse87*psid_crank) - psid_rod*(cse68*phid_rod + cse73*thetad_rod + psid_rod*(cse77 + cse78)) - thetad_crank*(cse51*cse64 + cse55*cse61 - cse86*thetad_crank) - thetad_rod*(cse73*psid_rod + cse82*phid_rod + cse84*thetad_rod);  /* [6, 0] */
    out[7] = -psid_crank*(-cse93*cse94 - cse95*cse96) - psid_rod*(cse89*psid_rod + cse92*thetad_rod) - thetad_crank*(-cse93*cse96 - cse94*cse95) - thetad_rod*(cse92*psid_rod + thetad_rod*(-cse39 + cse89));  /* [7, 0] */
    out[8] = -phid_rod*(cse127*thetad_slider + cse157*phid_slider + cse163*thetad_rod + cse173*psid_rod + phid_rod*(cse152*cse177 - cse156)) - phid_slider*(cse139*thetad_slider + cse155*phid_slider + cse157*phid_rod + cse159*psid_rod + cse161*thetad_rod) - psid_rod*(cse137*thetad_slider + cse159*phid_slider + cse171*thetad_rod + cse173*phid_rod + psid_rod*(cse113*cse166 + cse152*cse175 - cse154*cse176)) - thetad_rod*(cse148*thetad_slider + cse161*phid_slider + cse163*phid_rod + cse171*psid_rod + thetad_rod*(-cse106*cse154 + cse113*cse167 + cse152*cse165)) - thetad_slider*(cse127*phid_rod + cse137*psid_rod + cse139*phid_slider + cse148*thetad_rod + thetad_slider*(-cse113*cse151 + cse155));  /* [8, 0] */
    out[9] = -phid_rod*(-cse112*rd_rod_x + cse112*rd_slider_x - cse123*rd_rod_y + cse123*rd_slider_y + cse206*psid_rod + cse216*thetad_rod + phid_rod*(cse112*cse194 + cse112*cse222 + cse123*cse223 + cse123*cse224 + cse138*cse204 + cse177*cse190)) - psid_rod*(-cse129*rd_rod_x + cse129*rd_slider_x - cse132*rd_rod_y + cse132*rd_slider_y - cse135*rd_rod_z + cse135*rd_slider_z + cse200*thetad_rod + cse206*phid_rod + psid_rod*(cse123*cse211 + cse129*cse208 + cse132*cse212 + cse135*cse214 + cse138*cse207 + cse151*cse213 + cse166*cse195 + cse175*cse190 + cse176*cse194)) - rd_rod_x*(-cse183 - cse184 - cse185) - rd_rod_y*(-cse180 - cse181 - cse182) - rd_rod_z*(-cse178 - cse179) - rd_slider_x*(cse183 + cse184 + cse185) - rd_slider_y*(cse180 + cse181 + cse182) - rd_slider_z*(cse178 + cse179) - thetad_rod*(-cse141*rd_rod_x + cse141*rd_slider_x - cse145*rd_rod_y + cse145*rd_slider_y - cse147*rd_rod_z + cse147*rd_slider_z + cse200*psid_rod + cse216*phid_rod + thetad_rod*(cse106*cse194 + cse123*cse217 + cse138*cse202 + cse141*cse220 + cse145*cse218 + cse147*cse221 + cse151*cse219 + cse165*cse190 + cse167*cse195));  /* [9, 0] */
    out[10] = -phid_rod*(-cse244*rd_rod_y + cse244*rd_slider_y - cse269*rd_rod_x + cse269*rd_slider_x + cse276*thetad_rod + cse283*psid_rod + phid_rod*(cse190*(cse278 + cse282) + cse194*cse269 + cse204*cse275 + cse222*cse269 + cse223*cse244 + cse224*cse244)) - psid_rod*(-cse235*rd_rod_z + cse235*rd_slider_z - cse259*rd_rod_y + cse259*rd_slider_y - cse273*rd_rod_x + cse273*rd_slider_x + cse281*thetad_rod + cse283*phid_rod + psid_rod*(cse190*(cse277 + cse282) + cse194*(cse264 + cse268) + cse195*cse279 + cse207*cse275 + cse208*cse273 + cse211*cse244 + cse212*cse259 + cse213*cse280 + cse214*cse235)) - rd_rod_x*(-cse270 - cse272 - cse274) - rd_rod_y*(-cse245 - cse253 - cse260) - rd_rod_z*(-cse230 - cse236) - rd_slider_x*(cse270 + cse272 + cse274) - rd_slider_y*(cse245 + cse253 + cse260) - rd_slider_z*(cse230 + cse236) - thetad_rod*(-cse229*rd_rod_z + cse229*rd_slider_z - cse252*rd_rod_y + cse252*rd_slider_y - cse271*rd_rod_x + cse271*rd_slider_x + cse276*phid_rod + cse281*psid_rod + thetad_rod*(cse190*cse278 + cse194*cse265 + cse195*(-cse246 + cse279) + cse202*cse275 + cse217*cse244 + cse218*cse252 + cse219*cse280 + cse220*cse271 + cse221*cse229));  /* [10, 0] */
    out[11] = -cse294*psid_slider - phid_slider*(-cse289*psid_slider - cse291*phid_slider + cse299) - thetad_slider*(cse288*cse298 - cse292*cse297 + cse295*cse296);  /* [11, 0] */
    out[12] = -cse306*phid_slider - psid_slider*(cse301*phid_slider + cse302 + cse304*psid_slider) - thetad_slider*(cse285*cse296 + cse288*cse297 + cse292*cse298);  /* [12, 0] */
    out[13] = -phid_slider*(cse315*psid_slider + cse318*rd_slider_x + cse319*phid_slider + cse322*thetad_slider + cse324*rd_slider_y) - psid_slider*(cse284*cse309 + cse307*rd_slider_x + cse308*rd_slider_y + cse314*thetad_slider + cse315*phid_slider + psid_slider*(cse317 + cse319)) - rd_slider_x*(-cse302 + cse325 + cse326) - rd_slider_y*(cse299 + cse308*psid_slider + cse324*phid_slider) - rd_slider_z*(cse284*cse297 - cse287*cse298) - thetad_slider*(-cse287*cse321 - cse288*cse323 + cse295*cse320 + cse314*psid_slider + cse322*phid_slider + thetad_slider*(cse290*cse311 + cse300*r_slider_y + cse317));  /* [13, 0] */
    out[14] = -cse294*rd_slider_x - cse306*rd_slider_y - phid_slider*(-cse289*rd_slider_x + cse304*rd_slider_y + cse328*psid_slider + cse330*phid_slider + cse331*thetad_slider) - psid_slider*(-cse287*cse309 - cse291*rd_slider_x + cse301*rd_slider_y + cse327*thetad_slider + cse328*phid_slider + psid_slider*(cse329 + cse330)) - rd_slider_z*(-cse284*cse298 - cse287*cse297) - thetad_slider*(-cse284*cse321 + cse285*cse320 - cse292*cse323 + cse327*psid_slider + cse331*phid_slider + thetad_slider*(cse286*r_slider_y + cse303*cse311 + cse329));  /* [14, 0] */
    out[15] = -phid_slider*(cse302 - cse325 - cse326) - psid_slider*(cse305 - cse307*phid_slider - cse318*psid_slider) - thetad_slider*(cse285*cse297 + cse288*cse296 - cse295*cse298);  /* [15, 0] */
    out[16] = -phid_rod*(cse204*cse349 - cse204*cse350 + cse345*cse46 - cse346*cse46 + cse360*psid_rod + cse364*phid_slider + cse371*thetad_rod + cse372*thetad_slider + phid_rod*(2*(cse204*cse204) + cse222*cse356 + cse223*cse355 + 2*(cse46*cse46))) - phid_slider*(cse152*cse345 - cse152*cse346 + cse154*cse349 - cse154*cse350 + cse362*psid_rod + cse363*thetad_rod + cse364*phid_rod + cse365*thetad_slider + phid_slider*(cse366*cse367 + cse367*cse368 + cse369)) - psid_rod*(-cse196*cse335 + cse196*cse336 + cse198*cse349 - cse198*cse350 + cse27*cse345 - cse27*cse346 + cse359*thetad_rod + cse360*phid_rod + cse361*thetad_slider + cse362*phid_slider + psid_rod*(2*(cse196*cse196) + 2*(cse198*cse198) + cse207*cse357 + cse211*cse355 + cse213*cse358 + 2*(cse27*cse27))) - rd_rod_x*(-cse208*psid_rod - cse220*thetad_rod - cse222*phid_rod - cse349 + cse350 - cse351 - cse354) - rd_rod_y*(cse341 - cse345 + cse346 - cse348 - 2*cse45 - 2*cse47 - 2*cse48) - rd_rod_z*(-cse214*psid_rod - cse221*thetad_rod + cse334 + cse335 - cse336) - rd_slider_x*(cse349 - cse350 + cse351 + cse354 + phid_rod*(-cse17*cse332 - cse17*cse333 - cse338*cse6 - cse352 + cse353) + psid_rod*(-0.10000060774494446*cse20 - cse338 - cse352*cse6 + cse353*cse6) + thetad_rod*(cse28*cse343 + cse28*cse344 - cse339*cse8)) - rd_slider_y*(-cse341 + cse345 - cse346 + cse348 + phid_rod*(-0.2000003894043174*cse20 - cse333*cse8 + cse342 - cse343*cse6 - cse344*cse6) + psid_rod*(-0.2000003894043174*cse193 + cse342*cse6 - cse343 - cse344) + thetad_rod*(cse17*cse339 - 0.10000060774494446*cse17*cse70 - cse28*cse338)) - rd_slider_z*(-cse334 - cse335 + cse336 + psid_rod*(cse28*cse337 - 0.2000003894043174*cse70) + thetad_rod*(0.2000003894043174*cse12*cse6 + cse332 + cse333)) - thetad_rod*(cse192*cse349 - cse192*cse350 - cse199*cse335 + cse199*cse336 + cse345*cse41 - cse346*cse41 + cse359*psid_rod + cse363*phid_slider + cse370*thetad_slider + cse371*phid_rod + thetad_rod*(2*(cse192*cse192) + 2*(cse199*cse199) + cse202*cse357 + cse217*cse355 + cse219*cse358 + 2*(cse41*cse41))) - thetad_slider*(cse115*cse349 - cse115*cse350 - cse125*cse345 + cse125*cse346 + cse136*cse335 - cse136*cse336 + cse361*psid_rod + cse365*phid_slider + cse370*thetad_rod + cse372*phid_rod + thetad_slider*(-cse113*cse358 + cse366*cse373 + cse367 + cse368*cse373 + cse369));  /* [16, 0] */
    out[17] = -cse376*cse390*(cse378 - cse58) + cse381*cse390 - cse386*psid_crank - cse388*thetad_crank - cse389*phid_crank - phid_crank*(-cse377*psid_crank - cse379*phid_crank - cse387*thetad_crank + cse389) - psid_crank*(-cse377*phid_crank + cse384*thetad_crank + cse386 + psid_crank*(-cse379 + cse382)) - thetad_crank*(cse384*psid_crank - cse387*phid_crank + cse388 + thetad_crank*(cse376*cse378 + cse382));  /* [17, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a).
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 30 nonzero.
 * 130 operations after common subexpression elimination.
 */
void mg_slider_crank_re_M(const double *q, const double *p, double *out)
{
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    (void)p;
    const double cse0 = sin(psi_crank);
    const double cse1 = (cse0*cse0);
    const double cse2 = sin(theta_crank);
    const double cse3 = (cse2*cse2);
    const double cse4 = cos(psi_crank);
    const double cse5 = (cse4*cse4);
    const double cse6 = cos(theta_crank);
    const double cse7 = 9e-05*cse0*cse2*cse4;
    const double cse8 = 0.0001*cse6;
    const double cse9 = cos(psi_rod);
    const double cse10 = sin(theta_rod);
    const double cse11 = cse10*cse9;
    const double cse12 = sin(psi_rod);
    const double cse13 = cse10*cse12;
    const double cse14 = cos(theta_rod);
    const double cse15 = -0.00017888586116388667*cse11 + 0.00035777066491764025*cse13 + 2.1016759314194154e-10*cse14;
    const double cse16 = -0.4472146529097166*cse11 + 0.8944266622941005*cse13 + 5.254189828548538e-07*cse14;
    const double cse17 = -0.002666671858724232*cse11 - 0.0013333414365992596*cse13 + 0.0026666574229427496*cse14;
    const double cse18 = -0.666667964681058*cse11 - 0.3333353591498149*cse13 + 0.6666643557356874*cse14;
    const double cse19 = 0.0023851301988473735*cse11 + 0.0011925668727104444*cse13 + 0.0029814322378112004*cse14;
    const double cse20 = 0.5962825497118434*cse11 + 0.2981417181776111*cse13 + 0.7453580594528001*cse14;
    const double cse21 = -0.5962825497118434*cse12 + 0.2981417181776111*cse9;
    const double cse22 = 0.4472146529097166*cse12 + 0.8944266622941005*cse9;
    const double cse23 = 0.666667964681058*cse12 - 0.3333353591498149*cse9;
    const double cse24 = 0.003999999999999003*cse14;
    const double cse25 = -0.0023851301988473735*cse12 + 0.0011925668727104444*cse9;
    const double cse26 = 0.002666671858724232*cse12 - 0.0013333414365992596*cse9;
    const double cse27 = 0.00017888586116388667*cse12 + 0.00035777066491764025*cse9;
    const double cse28 = (sin(theta_slider)*sin(theta_slider));
    const double cse29 = 0.0001*(sin(psi_slider)*sin(psi_slider));
    const double cse30 = 0.0001*(cos(psi_slider)*cos(psi_slider));
    const double cse31 = cos(theta_slider);
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
    out[172] = cse15*cse22 + cse17*cse23 + cse19*cse21;  /* [9, 10] */
    out[173] = 8.459102441953081e-10*cse11 - 1.6918154910859629e-09*cse13 + cse24;  /* [9, 11] */
    out[189] = cse16*cse27 + cse18*cse26 + cse20*cse25;  /* [10, 9] */
    out[190] = cse21*cse25 + cse22*cse27 + cse23*cse26;  /* [10, 10] */
    out[191] = -8.459102441953081e-10*cse12 - 1.6918154910859629e-09*cse9;  /* [10, 11] */
    out[207] = 8.459102439784677e-10*cse11 - 1.691815491194383e-09*cse13 + cse24;  /* [11, 9] */
    out[208] = -8.459102439784677e-10*cse12 - 1.691815491194383e-09*cse9;  /* [11, 10] */
    out[209] = 0.003999999999999003;  /* [11, 11] */
    out[228] = 2.0;  /* [12, 12] */
    out[247] = 2.0;  /* [13, 13] */
    out[266] = 2.0;  /* [14, 14] */
    out[285] = cse28*cse29 + cse28*cse30 + 0.0001*(cse31*cse31);  /* [15, 15] */
    out[287] = cse32;  /* [15, 17] */
    out[304] = cse29 + cse30;  /* [16, 16] */
    out[321] = cse32;  /* [17, 15] */
    out[323] = 0.0001;  /* [17, 17] */
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 12 nonzero.
 * 300 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double phid_crank = v[3];
    const double thetad_crank = v[4];
    const double psid_crank = v[5];
    const double phid_rod = v[9];
    const double thetad_rod = v[10];
    const double psid_rod = v[11];
    const double phid_slider = v[15];
    const double thetad_slider = v[16];
    const double psid_slider = v[17];
    (void)t;
    (void)p;
    const double cse0 = sin(psi_crank);
    const double cse1 = cse0*thetad_crank;
    const double cse2 = cos(theta_crank);
    const double cse3 = cse2*phid_crank;
    const double cse4 = 0.0001*cse3;
    const double cse5 = 0.0001*psid_crank;
    const double cse6 = cos(psi_crank);
    const double cse7 = sin(theta_crank);
    const double cse8 = cse6*cse7;
    const double cse9 = cse8*phid_crank;
    const double cse10 = -cse1 + cse9;
    const double cse11 = 1e-05*psid_crank;
    const double cse12 = cse3 + psid_crank;
    const double cse13 = 0.0001*cse9;
    const double cse14 = 0.0001*cse1;
    const double cse15 = cse1*cse4 - cse1*cse5 + cse10*(-cse11 - 1e-05*cse3) + cse12*(cse13 - cse14) + cse5*cse9;
    const double cse16 = cse0*cse7;
    const double cse17 = cse6*thetad_crank;
    const double cse18 = 1e-05*cse17;
    const double cse19 = cse16*phid_crank;
    const double cse20 = -cse17 - cse19;
    const double cse21 = cse11*cse17 + cse11*cse19 + cse12*(0.0001*cse17 + 0.0001*cse19) - cse18*cse3 + cse20*(cse4 + cse5);
    const double cse22 = cse10*(-cse18 - 1e-05*cse19) + cse20*(-cse13 + cse14) + 0.0001*cse7*phid_crank*thetad_crank;
    const double cse23 = sin(psi_rod);
    const double cse24 = sin(theta_rod);
    const double cse25 = cse23*cse24;
    const double cse26 = phid_rod*psid_rod;
    const double cse27 = cse25*cse26;
    const double cse28 = cos(theta_rod);
    const double cse29 = phid_rod*thetad_rod;
    const double cse30 = cse28*cse29;
    const double cse31 = cse23*cse30;
    const double cse32 = cos(psi_rod);
    const double cse33 = cse24*cse32;
    const double cse34 = cse26*cse33;
    const double cse35 = psid_rod*thetad_rod;
    const double cse36 = cse23*cse35;
    const double cse37 = cse32*cse35;
    const double cse38 = cse24*cse29;
    const double cse39 = cse30*cse32;
    const double cse40 = 0.4472146529097166*cse23 + 0.8944266622941005*cse32;
    const double cse41 = cse40*thetad_rod;
    const double cse42 = 0.004*cse41;
    const double cse43 = 0.8944266622941005*cse25 + 5.254189828548538e-07*cse28 - 0.4472146529097166*cse33;
    const double cse44 = cse43*phid_rod;
    const double cse45 = 0.004*cse44;
    const double cse46 = 2.1016759314194155e-09*psid_rod;
    const double cse47 = -0.5962825497118434*cse23 + 0.2981417181776111*cse32;
    const double cse48 = cse47*thetad_rod;
    const double cse49 = 0.2981417181776111*cse25 + 0.7453580594528001*cse28 + 0.5962825497118434*cse33;
    const double cse50 = cse49*phid_rod;
    const double cse51 = cse48 + cse50 + 0.7453580594528001*psid_rod;
    const double cse52 = cse51*(-cse42 - cse45 - cse46);
    const double cse53 = cse41 + cse44 + 5.254189828548538e-07*psid_rod;
    const double cse54 = cse53*(0.0004*cse48 + 0.0004*cse50 + 0.00029814322378112005*psid_rod);
    const double cse55 = -0.002666671858724232*cse27 + 0.0013333414365992596*cse31 + 0.0013333414365992596*cse34 - 0.0013333414365992596*cse36 - 0.002666671858724232*cse37 + 0.0026666574229427496*cse38 + 0.002666671858724232*cse39 + cse52 + cse54;
    const double cse56 = -0.3333353591498149*cse25 + 0.6666643557356874*cse28 - 0.666667964681058*cse33;
    const double cse57 = 0.666667964681058*cse23 - 0.3333353591498149*cse32;
    const double cse58 = cse57*thetad_rod;
    const double cse59 = cse56*phid_rod;
    const double cse60 = cse53*(-0.0004*cse58 - 0.0004*cse59 - 0.00026666574229427495*psid_rod);
    const double cse61 = cse58 + cse59 + 0.6666643557356874*psid_rod;
    const double cse62 = cse61*(cse42 + cse45 + cse46);
    const double cse63 = 0.0023851301988473735*cse27 - 0.0011925668727104444*cse31 - 0.0011925668727104444*cse34 + 0.0011925668727104444*cse36 + 0.0023851301988473735*cse37 + 0.0029814322378112004*cse38 - 0.0023851301988473735*cse39 + cse60 + cse62;
    const double cse64 = cse61*(-0.004*cse48 - 0.004*cse50 - 0.0029814322378112004*psid_rod);
    const double cse65 = cse51*(0.004*cse58 + 0.004*cse59 + 0.0026666574229427496*psid_rod);
    const double cse66 = -0.00017888586116388667*cse27 - 0.00035777066491764025*cse31 - 0.00035777066491764025*cse34 + 0.00035777066491764025*cse36 - 0.00017888586116388667*cse37 + 2.1016759314194154e-10*cse38 + 0.00017888586116388667*cse39 + cse64 + cse65;
    const double cse67 = 0.0001*psid_slider;
    const double cse68 = sin(psi_slider);
    const double cse69 = sin(theta_slider);
    const double cse70 = cse69*phid_slider;
    const double cse71 = cse68*cse70;
    const double cse72 = cos(psi_slider);
    const double cse73 = cse72*thetad_slider;
    const double cse74 = cos(theta_slider);
    const double cse75 = cse74*phid_slider;
    const double cse76 = 0.0001*cse75;
    const double cse77 = cse71 + cse73;
    const double cse78 = 0.0001*cse71;
    const double cse79 = 0.0001*cse73;
    const double cse80 = cse75 + psid_slider;
    const double cse81 = -cse67*cse71 - cse67*cse73 + cse73*cse76 + cse77*(cse67 + cse76) + cse80*(-cse78 - cse79);
    const double cse82 = cse68*thetad_slider;
    const double cse83 = cse70*cse72;
    const double cse84 = cse82 - cse83;
    const double cse85 = 0.0001*cse83;
    const double cse86 = 0.0001*cse82;
    const double cse87 = cse67*cse82 - cse67*cse83 - cse76*cse82 + cse80*(-cse85 + cse86) + cse84*(-cse67 - cse76);
    const double cse88 = 0.0001*cse70*thetad_slider + cse77*(cse85 - cse86) + cse84*(cse78 + cse79);

    memset(out, 0, sizeof(double) * 18);
    out[2] = -1.1772;  /* [2, 0] */
    out[3] = -cse15*cse16 + cse2*cse22 + cse21*cse8;  /* [3, 0] */
    out[4] = -cse0*cse21 - cse15*cse6;  /* [4, 0] */
    out[5] = cse22;  /* [5, 0] */
    out[8] = -4.905;  /* [8, 0] */
    out[9] = cse43*cse66 + cse49*cse63 + cse55*cse56;  /* [9, 0] */
    out[10] = cse40*cse66 + cse47*cse63 + cse55*cse57;  /* [10, 0] */
    out[11] = 8.459102441953081e-10*cse27 + 1.6918154910859629e-09*cse31 + 1.6918154910859629e-09*cse34 - 1.6918154910859629e-09*cse36 + 8.459102441953081e-10*cse37 + 0.003999999999999003*cse38 - 8.459102441953081e-10*cse39 + 0.6666643557356874*cse52 + 0.6666643557356874*cse54 + 0.7453580594528001*cse60 + 0.7453580594528001*cse62 + 5.254189828548538e-07*cse64 + 5.254189828548538e-07*cse65;  /* [11, 0] */
    out[14] = -19.62;  /* [14, 0] */
    out[15] = cse68*cse69*cse87 - cse69*cse72*cse81 + cse74*cse88;  /* [15, 0] */
    out[16] = cse68*cse81 + cse72*cse87;  /* [16, 0] */
    out[17] = cse88;  /* [17, 0] */
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 18 nonzero.
 * 725 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double phid_crank = v[3];
    const double thetad_crank = v[4];
    const double psid_crank = v[5];
    const double phid_rod = v[9];
    const double thetad_rod = v[10];
    const double psid_rod = v[11];
    const double phid_slider = v[15];
    const double thetad_slider = v[16];
    const double psid_slider = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(psi_crank);
    const double cse1 = sin(theta_crank);
    const double cse2 = cse1*phid_crank;
    const double cse3 = cse0*cse2;
    const double cse4 = 0.0001*cse3;
    const double cse5 = sin(psi_crank);
    const double cse6 = cse5*thetad_crank;
    const double cse7 = 0.0001*cse6;
    const double cse8 = cse4 - cse7;
    const double cse9 = cos(theta_crank);
    const double cse10 = cse9*phid_crank;
    const double cse11 = cse10 + psid_crank;
    const double cse12 = 0.0001*cse10;
    const double cse13 = cse11*cse12;
    const double cse14 = 1e-05*cse10;
    const double cse15 = 1e-05*psid_crank;
    const double cse16 = -cse14 - cse15;
    const double cse17 = cse0*cse10;
    const double cse18 = cse3 - cse6;
    const double cse19 = 0.0001*psid_crank;
    const double cse20 = cse0*cse13 + cse16*cse17 + cse17*cse19 + 1e-05*cse18*cse2 - cse2*cse7 - cse2*cse8;
    const double cse21 = cse1*cse5;
    const double cse22 = cse11*cse8;
    const double cse23 = cse12*cse6 + cse16*cse18 + cse19*cse3 - cse19*cse6 + cse22;
    const double cse24 = cse23*cse5;
    const double cse25 = cse2*cse5;
    const double cse26 = cse0*thetad_crank;
    const double cse27 = -cse25 - cse26;
    const double cse28 = -cse4 + cse7;
    const double cse29 = cse10*cse5;
    const double cse30 = 1e-05*cse26;
    const double cse31 = -1e-05*cse25 - cse30;
    const double cse32 = -cse0*cse12*cse27 + cse12*thetad_crank - cse14*cse18*cse5 + cse17*cse31 - cse28*cse29;
    const double cse33 = cse12 + cse19;
    const double cse34 = 0.0001*cse25;
    const double cse35 = 0.0001*cse26;
    const double cse36 = cse34 + cse35;
    const double cse37 = cse11*cse36 - cse14*cse26 + cse15*cse25 + cse15*cse26 + cse27*cse33;
    const double cse38 = cse0*cse37;
    const double cse39 = 0.0001*cse2;
    const double cse40 = cse13*cse5 + cse15*cse29 + cse2*cse30 - cse2*cse36 - cse27*cse39 - cse29*cse33;
    const double cse41 = cse0*cse1;
    const double cse42 = cse11*(-cse34 - cse35) + cse12*cse26 + cse16*cse27 - cse19*cse25 - cse19*cse26;
    const double cse43 = -cse3 + cse6;
    const double cse44 = cse14*cse6 + cse15*cse3 - cse15*cse6 + cse22 + cse33*cse43;
    const double cse45 = cse18*(-1e-05*cse3 + 1e-05*cse6) + cse27*cse31 + cse27*cse36 + cse28*cse43;
    const double cse46 = sin(psi_rod);
    const double cse47 = sin(theta_rod);
    const double cse48 = phid_rod*psid_rod;
    const double cse49 = cse47*cse48;
    const double cse50 = cse46*cse49;
    const double cse51 = cos(theta_rod);
    const double cse52 = phid_rod*thetad_rod;
    const double cse53 = cse51*cse52;
    const double cse54 = cse46*cse53;
    const double cse55 = cos(psi_rod);
    const double cse56 = cse49*cse55;
    const double cse57 = psid_rod*thetad_rod;
    const double cse58 = 0.0013333414365992596*cse57;
    const double cse59 = cse55*cse57;
    const double cse60 = 0.0026666574229427496*cse52;
    const double cse61 = cse53*cse55;
    const double cse62 = 0.8944266622941005*cse55;
    const double cse63 = 0.4472146529097166*cse46;
    const double cse64 = cse62 + cse63;
    const double cse65 = cse64*thetad_rod;
    const double cse66 = 0.004*cse65;
    const double cse67 = 0.4472146529097166*cse55;
    const double cse68 = 0.8944266622941005*cse46;
    const double cse69 = -cse47*cse67 + cse47*cse68 + 5.254189828548538e-07*cse51;
    const double cse70 = cse69*phid_rod;
    const double cse71 = 0.004*cse70;
    const double cse72 = 2.1016759314194155e-09*psid_rod;
    const double cse73 = -cse66 - cse71 - cse72;
    const double cse74 = 0.5962825497118434*cse46;
    const double cse75 = 0.2981417181776111*cse55;
    const double cse76 = -cse74 + cse75;
    const double cse77 = cse76*thetad_rod;
    const double cse78 = 0.2981417181776111*cse46;
    const double cse79 = 0.5962825497118434*cse55;
    const double cse80 = cse47*cse78 + cse47*cse79 + 0.7453580594528001*cse51;
    const double cse81 = cse80*phid_rod;
    const double cse82 = cse77 + cse81 + 0.7453580594528001*psid_rod;
    const double cse83 = 0.0004*cse77 + 0.0004*cse81 + 0.00029814322378112005*psid_rod;
    const double cse84 = cse65 + cse70 + 5.254189828548538e-07*psid_rod;
    const double cse85 = -cse46*cse58 + cse47*cse60 - 0.002666671858724232*cse50 + 0.0013333414365992596*cse54 + 0.0013333414365992596*cse56 - 0.002666671858724232*cse59 + 0.002666671858724232*cse61 + cse73*cse82 + cse83*cse84;
    const double cse86 = 0.666667964681058*cse55;
    const double cse87 = 0.3333353591498149*cse46;
    const double cse88 = -0.6666643557356874*cse47 - cse51*cse86 - cse51*cse87;
    const double cse89 = -cse47*cse86 - cse47*cse87 + 0.6666643557356874*cse51;
    const double cse90 = -0.7453580594528001*cse47 + cse51*cse78 + cse51*cse79;
    const double cse91 = cse90*phid_rod;
    const double cse92 = cse84*cse91;
    const double cse93 = -5.254189828548538e-07*cse47 - cse51*cse67 + cse51*cse68;
    const double cse94 = cse93*phid_rod;
    const double cse95 = cse82*cse94;
    const double cse96 = cse73*cse91;
    const double cse97 = cse47*cse52;
    const double cse98 = cse55*cse97;
    const double cse99 = cse48*cse51;
    const double cse100 = cse55*cse99;
    const double cse101 = cse46*cse97;
    const double cse102 = cse83*cse94;
    const double cse103 = cse46*cse99;
    const double cse104 = 0.0013333414365992596*cse100 - 0.0013333414365992596*cse101 + cse102 - 0.002666671858724232*cse103 + cse51*cse60 + 0.0004*cse92 - 0.004*cse95 + cse96 - 0.002666671858724232*cse98;
    const double cse105 = 0.3333353591498149*cse55;
    const double cse106 = 0.666667964681058*cse46;
    const double cse107 = -cse105 + cse106;
    const double cse108 = cse107*thetad_rod;
    const double cse109 = cse89*phid_rod;
    const double cse110 = -0.0004*cse108 - 0.0004*cse109 - 0.00026666574229427495*psid_rod;
    const double cse111 = cse110*cse94;
    const double cse112 = cse108 + cse109 + 0.6666643557356874*psid_rod;
    const double cse113 = cse112*cse94;
    const double cse114 = cse66 + cse71 + cse72;
    const double cse115 = cse88*phid_rod;
    const double cse116 = cse114*cse115;
    const double cse117 = cse115*cse84;
    const double cse118 = -0.0011925668727104444*cse100 + 0.0011925668727104444*cse101 + 0.0023851301988473735*cse103 + cse111 + 0.004*cse113 + cse116 - 0.0004*cse117 + 0.0029814322378112004*cse53 + 0.0023851301988473735*cse98;
    const double cse119 = 0.0011925668727104444*cse57;
    const double cse120 = cse110*cse84 + cse112*cse114 + cse119*cse46 + 0.0023851301988473735*cse50 - 0.0011925668727104444*cse54 - 0.0011925668727104444*cse56 + 0.0023851301988473735*cse59 - 0.0023851301988473735*cse61 + 0.0029814322378112004*cse97;
    const double cse121 = cse115*cse82;
    const double cse122 = cse112*cse91;
    const double cse123 = 0.004*cse108 + 0.004*cse109 + 0.0026666574229427496*psid_rod;
    const double cse124 = cse123*cse91;
    const double cse125 = 2.1016759314194154e-10*cse52;
    const double cse126 = -0.004*cse77 - 0.004*cse81 - 0.0029814322378112004*psid_rod;
    const double cse127 = cse115*cse126;
    const double cse128 = 0.00017888586116388667*cse46;
    const double cse129 = -0.00035777066491764025*cse100 + 0.00035777066491764025*cse101 + 0.004*cse121 - 0.004*cse122 + cse124 + cse125*cse51 + cse127 - cse128*cse99 - 0.00017888586116388667*cse98;
    const double cse130 = 0.00017888586116388667*cse57;
    const double cse131 = 0.00035777066491764025*cse57;
    const double cse132 = cse112*cse126 + cse123*cse82 + cse125*cse47 - cse128*cse49 - cse130*cse55 + cse131*cse46 - 0.00035777066491764025*cse54 - 0.00035777066491764025*cse56 + 0.00017888586116388667*cse61;
    const double cse133 = -cse105*cse47 + cse106*cse47;
    const double cse134 = cse47*cse62 + cse47*cse63;
    const double cse135 = cse134*phid_rod;
    const double cse136 = cse67 - cse68;
    const double cse137 = cse136*thetad_rod;
    const double cse138 = cse135 + cse137;
    const double cse139 = cse138*cse83;
    const double cse140 = 0.004*cse135;
    const double cse141 = 0.004*cse137;
    const double cse142 = cse82*(-cse140 - cse141);
    const double cse143 = -cse47*cse74 + cse47*cse75;
    const double cse144 = cse143*phid_rod;
    const double cse145 = -cse78 - cse79;
    const double cse146 = cse145*thetad_rod;
    const double cse147 = cse84*(0.0004*cse144 + 0.0004*cse146);
    const double cse148 = cse46*cse57;
    const double cse149 = cse144 + cse146;
    const double cse150 = cse149*cse73;
    const double cse151 = cse139 + cse142 + cse147 + 0.002666671858724232*cse148 + cse150 - 0.0013333414365992596*cse50 - 0.002666671858724232*cse54 - cse55*cse58 - 0.002666671858724232*cse56 + 0.0013333414365992596*cse61;
    const double cse152 = cse133*phid_rod;
    const double cse153 = cse86 + cse87;
    const double cse154 = cse153*thetad_rod;
    const double cse155 = cse152 + cse154;
    const double cse156 = cse114*cse155;
    const double cse157 = cse112*(cse140 + cse141);
    const double cse158 = cse84*(-0.0004*cse152 - 0.0004*cse154);
    const double cse159 = cse110*cse138;
    const double cse160 = cse119*cse55 - 0.0023851301988473735*cse148 + cse156 + cse157 + cse158 + cse159 + 0.0011925668727104444*cse50 + 0.0023851301988473735*cse54 + 0.0023851301988473735*cse56 - 0.0011925668727104444*cse61;
    const double cse161 = cse123*cse149;
    const double cse162 = cse82*(0.004*cse152 + 0.004*cse154);
    const double cse163 = cse112*(-0.004*cse144 - 0.004*cse146);
    const double cse164 = cse126*cse155;
    const double cse165 = -cse128*cse53 + cse130*cse46 + cse131*cse55 + cse161 + cse162 + cse163 + cse164 + 0.00035777066491764025*cse50 - 0.00017888586116388667*cse56 - 0.00035777066491764025*cse61;
    const double cse166 = 1.6918154910859629e-09*cse55;
    const double cse167 = cos(theta_slider);
    const double cse168 = 0.0001*psid_slider;
    const double cse169 = sin(theta_slider);
    const double cse170 = sin(psi_slider);
    const double cse171 = cse169*cse170;
    const double cse172 = cse171*phid_slider;
    const double cse173 = cse168*cse172;
    const double cse174 = cos(psi_slider);
    const double cse175 = cse174*thetad_slider;
    const double cse176 = cse168*cse175;
    const double cse177 = cse167*phid_slider;
    const double cse178 = 0.0001*cse177;
    const double cse179 = cse175*cse178;
    const double cse180 = cse172 + cse175;
    const double cse181 = cse168 + cse178;
    const double cse182 = 0.0001*cse172;
    const double cse183 = 0.0001*cse175;
    const double cse184 = -cse182 - cse183;
    const double cse185 = cse177 + psid_slider;
    const double cse186 = -cse173 - cse176 + cse179 + cse180*cse181 + cse184*cse185;
    const double cse187 = cse174*cse186;
    const double cse188 = cse170*cse178;
    const double cse189 = cse170*cse177;
    const double cse190 = cse169*phid_slider;
    const double cse191 = 0.0001*cse190;
    const double cse192 = -cse168*cse189 - cse180*cse191 + cse181*cse189 - cse183*cse190 - cse184*cse190 - cse185*cse188;
    const double cse193 = cse169*cse174;
    const double cse194 = cse174*cse178;
    const double cse195 = cse174*cse190;
    const double cse196 = 0.0001*cse195;
    const double cse197 = cse170*thetad_slider;
    const double cse198 = 0.0001*cse197;
    const double cse199 = -cse196 + cse198;
    const double cse200 = -cse168 - cse178;
    const double cse201 = cse174*cse177;
    const double cse202 = -cse195 + cse197;
    const double cse203 = -cse168*cse201 - cse185*cse194 + cse190*cse198 - cse190*cse199 + cse191*cse202 - cse200*cse201;
    const double cse204 = -cse168*cse195 + cse168*cse197 - cse178*cse197 + cse185*cse199;
    const double cse205 = cse200*cse202 + cse204;
    const double cse206 = cse170*cse205;
    const double cse207 = cse182 + cse183;
    const double cse208 = cse196 - cse198;
    const double cse209 = cse178*thetad_slider + cse180*cse194 + cse188*cse202 + cse189*cse208 - cse201*cse207;
    const double cse210 = cse195 - cse197;
    const double cse211 = cse181*cse210 + cse204;
    const double cse212 = cse173 + cse176 - cse179 + cse180*cse200 + cse185*cse207;
    const double cse213 = cse180*cse184 + cse180*cse207 + cse202*cse208 + cse208*cse210;

    memset(out, 0, sizeof(double) * 324);
    out[58] = -cse1*(cse18*cse31 + cse27*cse28 + cse39*thetad_crank) - cse20*cse21 - cse24*cse9 + cse32*cse9 + cse38*cse9 + cse40*cse41;  /* [3, 4] */
    out[59] = -cse21*cse37 - cse21*cse42 - cse23*cse41 + cse41*cse44 + cse45*cse9;  /* [3, 5] */
    out[76] = -cse0*cse20 - cse40*cse5;  /* [4, 4] */
    out[77] = -cse0*cse42 + cse24 - cse38 - cse44*cse5;  /* [4, 5] */
    out[94] = cse32;  /* [5, 4] */
    out[95] = cse45;  /* [5, 5] */
    out[172] = cse104*cse89 + cse118*cse80 + cse120*cse90 + cse129*cse69 + cse132*cse93 + cse85*cse88;  /* [9, 10] */
    out[173] = cse120*cse143 + cse132*cse134 + cse133*cse85 + cse151*cse89 + cse160*cse80 + cse165*cse69;  /* [9, 11] */
    out[190] = cse104*cse107 + cse118*cse76 + cse129*cse64;  /* [10, 10] */
    out[191] = cse107*cse151 + cse120*cse145 + cse132*cse136 + cse153*cse85 + cse160*cse76 + cse165*cse64;  /* [10, 11] */
    out[208] = -1.6918154910859629e-09*cse101 + 0.6666643557356874*cse102 + 8.459102441953081e-10*cse103 + 0.7453580594528001*cse111 + 0.0029814322378112004*cse113 + 0.7453580594528001*cse116 - 0.00029814322378112005*cse117 + 2.1016759314194155e-09*cse121 - 2.1016759314194155e-09*cse122 + 5.254189828548538e-07*cse124 + 5.254189828548538e-07*cse127 + cse166*cse99 + 0.003999999999999003*cse53 + 0.00026666574229427495*cse92 - 0.0026666574229427496*cse95 + 0.6666643557356874*cse96 + 8.459102441953081e-10*cse98;  /* [11, 10] */
    out[209] = 0.6666643557356874*cse139 + 0.6666643557356874*cse142 + 0.6666643557356874*cse147 - 8.459102441953081e-10*cse148 + 0.6666643557356874*cse150 + 0.7453580594528001*cse156 + 0.7453580594528001*cse157 + 0.7453580594528001*cse158 + 0.7453580594528001*cse159 + 5.254189828548538e-07*cse161 + 5.254189828548538e-07*cse162 + 5.254189828548538e-07*cse163 + 5.254189828548538e-07*cse164 + cse166*cse53 - cse166*cse57 - 1.6918154910859629e-09*cse50 + 8.459102441953081e-10*cse54 + 8.459102441953081e-10*cse56;  /* [11, 11] */
    out[286] = -cse167*cse187 + cse167*cse206 + cse167*cse209 - cse169*(cse180*cse208 + cse191*thetad_slider + cse202*cse207) + cse171*cse203 - cse192*cse193;  /* [15, 16] */
    out[287] = cse167*cse213 + cse171*cse186 + cse171*cse212 + cse193*cse205 - cse193*cse211;  /* [15, 17] */
    out[304] = cse170*cse192 + cse174*cse203;  /* [16, 16] */
    out[305] = cse170*cse211 + cse174*cse212 + cse187 - cse206;  /* [16, 17] */
    out[322] = cse209;  /* [17, 16] */
    out[323] = cse213;  /* [17, 17] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 25 nonzero.
 * 647 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double phid_crank = v[3];
    const double thetad_crank = v[4];
    const double psid_crank = v[5];
    const double phid_rod = v[9];
    const double thetad_rod = v[10];
    const double psid_rod = v[11];
    const double phid_slider = v[15];
    const double thetad_slider = v[16];
    const double psid_slider = v[17];
    (void)t;
    (void)p;
    const double cse0 = sin(psi_crank);
    const double cse1 = sin(theta_crank);
    const double cse2 = cse0*cse1;
    const double cse3 = cse2*phid_crank;
    const double cse4 = cos(psi_crank);
    const double cse5 = cse4*thetad_crank;
    const double cse6 = -0.0001*cse3 - 0.0001*cse5;
    const double cse7 = cse1*cse4;
    const double cse8 = 0.0001*cse1;
    const double cse9 = cse8*phid_crank;
    const double cse10 = cse4*cse9;
    const double cse11 = cse0*thetad_crank;
    const double cse12 = 0.0001*cse11;
    const double cse13 = -cse10 + cse12;
    const double cse14 = cse7*phid_crank;
    const double cse15 = -1e-05*cse11 + 1e-05*cse14;
    const double cse16 = 1e-05*cse5;
    const double cse17 = -cse16 - 1e-05*cse3;
    const double cse18 = -cse13*cse2 - cse15*cse2 + cse17*cse7 - cse6*cse7 + cse8*thetad_crank;
    const double cse19 = cos(theta_crank);
    const double cse20 = cse19*phid_crank;
    const double cse21 = cse20 + psid_crank;
    const double cse22 = cse21*cse8;
    const double cse23 = 0.0001*cse20;
    const double cse24 = 0.0001*psid_crank;
    const double cse25 = cse23 + cse24;
    const double cse26 = 1e-05*psid_crank;
    const double cse27 = cse0*cse22 - cse16*cse19 + cse19*cse6 + cse19*(cse0*cse9 + 0.0001*cse5) - cse2*cse25 + cse2*cse26;
    const double cse28 = 1e-05*cse20;
    const double cse29 = -cse26 - cse28;
    const double cse30 = cse12*cse19 - cse15*cse19 + cse19*(cse10 - cse12) + cse22*cse4 + cse24*cse7 + cse29*cse7;
    const double cse31 = -cse0*cse17 + cse0*cse6 - cse13*cse4 - cse15*cse4 + cse9;
    const double cse32 = 0.0001*cse21;
    const double cse33 = -cse25*cse4 + cse26*cse4 - cse28*cse4 + cse32*cse4;
    const double cse34 = cse0*cse23 - cse0*cse24 - cse0*cse29 - cse0*cse32;
    const double cse35 = 0.00011*cse3 + 0.00011*cse5 + cse6;
    const double cse36 = -0.0002*cse11 + 0.0002*cse14 - cse15;
    const double cse37 = sin(psi_rod);
    const double cse38 = cos(psi_rod);
    const double cse39 = -0.5962825497118434*cse37 + 0.2981417181776111*cse38;
    const double cse40 = cse39*thetad_rod;
    const double cse41 = sin(theta_rod);
    const double cse42 = cse37*cse41;
    const double cse43 = cse38*cse41;
    const double cse44 = cos(theta_rod);
    const double cse45 = 0.2981417181776111*cse42 + 0.5962825497118434*cse43 + 0.7453580594528001*cse44;
    const double cse46 = cse45*phid_rod;
    const double cse47 = cse40 + cse46 + 0.7453580594528001*psid_rod;
    const double cse48 = cse47*(-0.0013333414365992596*cse42 - 0.002666671858724232*cse43 + 0.0026666574229427496*cse44);
    const double cse49 = cse37*thetad_rod;
    const double cse50 = 0.00035777066491764025*cse49;
    const double cse51 = -0.3333353591498149*cse42 - 0.666667964681058*cse43 + 0.6666643557356874*cse44;
    const double cse52 = -0.004*cse40 - 0.004*cse46 - 0.0029814322378112004*psid_rod;
    const double cse53 = cse51*cse52;
    const double cse54 = 0.666667964681058*cse37 - 0.3333353591498149*cse38;
    const double cse55 = cse54*thetad_rod;
    const double cse56 = cse51*phid_rod;
    const double cse57 = cse55 + cse56 + 0.6666643557356874*psid_rod;
    const double cse58 = cse57*(-0.0011925668727104444*cse42 - 0.0023851301988473735*cse43 - 0.0029814322378112004*cse44);
    const double cse59 = 2.1016759314194154e-10*cse41;
    const double cse60 = 0.004*cse55 + 0.004*cse56 + 0.0026666574229427496*psid_rod;
    const double cse61 = cse45*cse60;
    const double cse62 = cse38*thetad_rod;
    const double cse63 = 0.00017888586116388667*cse62;
    const double cse64 = 0.00017888586116388667*cse42;
    const double cse65 = cse43*psid_rod;
    const double cse66 = -cse44*cse50 + cse44*cse63 + cse48 + cse53 + cse58 + cse59*thetad_rod + cse61 - cse64*psid_rod - 0.00035777066491764025*cse65;
    const double cse67 = 0.8944266622941005*cse42 - 0.4472146529097166*cse43 + 5.254189828548538e-07*cse44;
    const double cse68 = 0.4472146529097166*cse37 + 0.8944266622941005*cse38;
    const double cse69 = cse68*thetad_rod;
    const double cse70 = cse67*phid_rod;
    const double cse71 = cse69 + cse70 + 5.254189828548538e-07*psid_rod;
    const double cse72 = cse71*(0.00013333414365992595*cse42 + 0.00026666718587242325*cse43 - 0.00026666574229427495*cse44);
    const double cse73 = 0.0017888586116388664*cse43;
    const double cse74 = 0.0035777066491764022*cse42;
    const double cse75 = 2.1016759314194155e-09*cse44;
    const double cse76 = cse57*(-cse73 + cse74 + cse75);
    const double cse77 = -0.0004*cse55 - 0.0004*cse56 - 0.00026666574229427495*psid_rod;
    const double cse78 = cse67*cse77;
    const double cse79 = 0.004*cse69;
    const double cse80 = 0.004*cse70;
    const double cse81 = 2.1016759314194155e-09*psid_rod;
    const double cse82 = cse79 + cse80 + cse81;
    const double cse83 = cse51*cse82;
    const double cse84 = 0.0023851301988473735*cse37;
    const double cse85 = cse41*psid_rod;
    const double cse86 = 0.0029814322378112004*cse41;
    const double cse87 = 0.0023851301988473735*cse62;
    const double cse88 = 0.0011925668727104444*cse38;
    const double cse89 = 0.0011925668727104444*cse49;
    const double cse90 = -cse44*cse87 - cse44*cse89 + cse72 + cse76 + cse78 + cse83 + cse84*cse85 - cse85*cse88 + cse86*thetad_rod;
    const double cse91 = cse47*(cse73 - cse74 - cse75);
    const double cse92 = 0.002666671858724232*cse62;
    const double cse93 = 0.0026666574229427496*cse41;
    const double cse94 = cse71*(0.00011925668727104445*cse42 + 0.00023851301988473734*cse43 + 0.00029814322378112005*cse44);
    const double cse95 = -cse79 - cse80 - cse81;
    const double cse96 = cse45*cse95;
    const double cse97 = 0.0013333414365992596*cse38;
    const double cse98 = 0.0004*cse40 + 0.0004*cse46 + 0.00029814322378112005*psid_rod;
    const double cse99 = cse67*cse98;
    const double cse100 = 0.0013333414365992596*cse49;
    const double cse101 = 0.002666671858724232*cse37;
    const double cse102 = cse100*cse44 - cse101*cse85 + cse44*cse92 + cse85*cse97 + cse91 + cse93*thetad_rod + cse94 + cse96 + cse99;
    const double cse103 = cse47*(cse101 - cse97);
    const double cse104 = cse44*phid_rod;
    const double cse105 = cse104*cse37;
    const double cse106 = cse39*cse60;
    const double cse107 = cse52*cse54;
    const double cse108 = cse57*(cse84 - cse88);
    const double cse109 = cse37*psid_rod;
    const double cse110 = cse38*psid_rod;
    const double cse111 = cse104*cse38;
    const double cse112 = cse103 - 0.00035777066491764025*cse105 + cse106 + cse107 + cse108 + 0.00035777066491764025*cse109 - 0.00017888586116388667*cse110 + 0.00017888586116388667*cse111 + cse59*phid_rod;
    const double cse113 = cse54*cse82;
    const double cse114 = 0.0035777066491764022*cse38;
    const double cse115 = 0.0017888586116388664*cse37;
    const double cse116 = cse57*(cse114 + cse115);
    const double cse117 = cse71*(-0.00026666718587242325*cse37 + 0.00013333414365992595*cse38);
    const double cse118 = cse68*cse77;
    const double cse119 = -0.0011925668727104444*cse105 + 0.0011925668727104444*cse109 + 0.0023851301988473735*cse110 - 0.0023851301988473735*cse111 + cse113 + cse116 + cse117 + cse118 + cse86*phid_rod;
    const double cse120 = cse71*(-0.00023851301988473734*cse37 + 0.00011925668727104445*cse38);
    const double cse121 = cse47*(-cse114 - cse115);
    const double cse122 = cse68*cse98;
    const double cse123 = cse39*cse95;
    const double cse124 = 0.0013333414365992596*cse105 - 0.0013333414365992596*cse109 - 0.002666671858724232*cse110 + 0.002666671858724232*cse111 + cse120 + cse121 + cse122 + cse123 + cse93*phid_rod;
    const double cse125 = cse41*phid_rod;
    const double cse126 = cse125*cse84 - cse125*cse88 + 2.1016759314194155e-09*cse57 - 0.00026666574229427495*cse71 + 5.254189828548538e-07*cse77 + 0.6666643557356874*cse82 + cse87 + cse89;
    const double cse127 = cse43*phid_rod;
    const double cse128 = -0.00035777066491764025*cse127 + 0.0026666574229427496*cse47 + cse50 + 0.6666643557356874*cse52 - 0.0029814322378112004*cse57 + 0.7453580594528001*cse60 - cse63 - cse64*phid_rod;
    const double cse129 = -cse100 - cse101*cse125 + cse125*cse97 - 2.1016759314194155e-09*cse47 + 0.00029814322378112005*cse71 - cse92 + 0.7453580594528001*cse95 + 5.254189828548538e-07*cse98;
    const double cse130 = 0.003999999999999003*cse41;
    const double cse131 = 1.6918154910859629e-09*cse49;
    const double cse132 = 8.459102441953081e-10*cse42;
    const double cse133 = 8.459102441953081e-10*cse62;
    const double cse134 = sin(psi_slider);
    const double cse135 = sin(theta_slider);
    const double cse136 = cse134*cse135;
    const double cse137 = cse136*phid_slider;
    const double cse138 = cos(psi_slider);
    const double cse139 = cse138*thetad_slider;
    const double cse140 = 0.0001*cse137 + 0.0001*cse139;
    const double cse141 = cse135*cse138;
    const double cse142 = 0.0001*cse135;
    const double cse143 = cse142*phid_slider;
    const double cse144 = cse134*cse143;
    const double cse145 = 0.0001*cse139;
    const double cse146 = cse144 + cse145;
    const double cse147 = cse141*phid_slider;
    const double cse148 = cse134*thetad_slider;
    const double cse149 = -0.0001*cse147 + 0.0001*cse148;
    const double cse150 = cse138*cse143;
    const double cse151 = 0.0001*cse148;
    const double cse152 = cse150 - cse151;
    const double cse153 = cse136*cse149 + cse136*cse152 + cse140*cse141 - cse141*cse146 + cse142*thetad_slider;
    const double cse154 = cos(theta_slider);
    const double cse155 = cse154*phid_slider;
    const double cse156 = 0.0001*cse155;
    const double cse157 = 0.0001*psid_slider;
    const double cse158 = -cse156 - cse157;
    const double cse159 = cse155 + psid_slider;
    const double cse160 = cse142*cse159;
    const double cse161 = -cse138*cse160 - cse141*cse157 - cse141*cse158 - cse149*cse154 - cse151*cse154 + cse154*(-cse150 + cse151);
    const double cse162 = cse156 + cse157;
    const double cse163 = -cse134*cse160 - cse136*cse157 + cse136*cse162 + cse140*cse154 + cse145*cse154 + cse154*(-cse144 - cse145);
    const double cse164 = -cse134*cse140 + cse134*cse146 + cse138*cse149 + cse138*cse152 + cse143;
    const double cse165 = 0.0001*cse159;
    const double cse166 = -cse134*cse156 + cse134*cse157 + cse134*cse158 + cse134*cse165;
    const double cse167 = cse138*cse156 - cse138*cse157 + cse138*cse162 - cse138*cse165;
    const double cse168 = -0.0002*cse147 + 0.0002*cse148 - cse149;
    const double cse169 = -0.0002*cse137 - 0.0002*cse139 + cse140;

    memset(out, 0, sizeof(double) * 324);
    out[57] = cse18*cse19 - cse2*cse30 + cse27*cse7;  /* [3, 3] */
    out[58] = cse19*cse31 - cse2*cse34 + cse33*cse7;  /* [3, 4] */
    out[59] = -cse2*cse36 + cse35*cse7;  /* [3, 5] */
    out[75] = -cse0*cse27 - cse30*cse4;  /* [4, 3] */
    out[76] = -cse0*cse33 - cse34*cse4;  /* [4, 4] */
    out[77] = -cse0*cse35 - cse36*cse4;  /* [4, 5] */
    out[93] = cse18;  /* [5, 3] */
    out[94] = cse31;  /* [5, 4] */
    out[171] = cse102*cse51 + cse45*cse90 + cse66*cse67;  /* [9, 9] */
    out[172] = cse112*cse67 + cse119*cse45 + cse124*cse51;  /* [9, 10] */
    out[173] = cse126*cse45 + cse128*cse67 + cse129*cse51;  /* [9, 11] */
    out[189] = cse102*cse54 + cse39*cse90 + cse66*cse68;  /* [10, 9] */
    out[190] = cse112*cse68 + cse119*cse39 + cse124*cse54;  /* [10, 10] */
    out[191] = cse126*cse39 + cse128*cse68 + cse129*cse54;  /* [10, 11] */
    out[207] = cse130*thetad_rod + cse131*cse44 + cse132*psid_rod - cse133*cse44 + 5.254189828548538e-07*cse48 + 5.254189828548538e-07*cse53 + 5.254189828548538e-07*cse58 + 5.254189828548538e-07*cse61 + 1.6918154910859629e-09*cse65 + 0.7453580594528001*cse72 + 0.7453580594528001*cse76 + 0.7453580594528001*cse78 + 0.7453580594528001*cse83 + 0.6666643557356874*cse91 + 0.6666643557356874*cse94 + 0.6666643557356874*cse96 + 0.6666643557356874*cse99;  /* [11, 9] */
    out[208] = 5.254189828548538e-07*cse103 + 1.6918154910859629e-09*cse105 + 5.254189828548538e-07*cse106 + 5.254189828548538e-07*cse107 + 5.254189828548538e-07*cse108 - 1.6918154910859629e-09*cse109 + 8.459102441953081e-10*cse110 - 8.459102441953081e-10*cse111 + 0.7453580594528001*cse113 + 0.7453580594528001*cse116 + 0.7453580594528001*cse117 + 0.7453580594528001*cse118 + 0.6666643557356874*cse120 + 0.6666643557356874*cse121 + 0.6666643557356874*cse122 + 0.6666643557356874*cse123 + cse130*phid_rod;  /* [11, 10] */
    out[209] = 1.6918154910859629e-09*cse127 - cse131 + cse132*phid_rod + cse133 + 3.5027810769623133e-07*cse52 + 2.0679515313825692e-25*cse57 + 3.916252734603579e-07*cse60 + 3.916252734603579e-07*cse77 + 0.4969036504975031*cse82 + 0.4969036504975031*cse95 + 3.5027810769623133e-07*cse98;  /* [11, 11] */
    out[285] = cse136*cse161 - cse141*cse163 + cse153*cse154;  /* [15, 15] */
    out[286] = cse136*cse166 - cse141*cse167 + cse154*cse164;  /* [15, 16] */
    out[287] = cse136*cse168 - cse141*cse169;  /* [15, 17] */
    out[303] = cse134*cse163 + cse138*cse161;  /* [16, 15] */
    out[304] = cse134*cse167 + cse138*cse166;  /* [16, 16] */
    out[305] = cse134*cse169 + cse138*cse168;  /* [16, 17] */
    out[321] = cse153;  /* [17, 15] */
    out[322] = cse164;  /* [17, 16] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 18); a (accelerations (time derivative of v), 18); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 13 nonzero.
 * 292 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_5 = a[5];
    const double acc_9 = a[9];
    const double acc_10 = a[10];
    const double acc_11 = a[11];
    const double acc_15 = a[15];
    const double acc_17 = a[17];
    (void)p;
    const double cse0 = cos(theta_crank);
    const double cse1 = sin(psi_crank);
    const double cse2 = cos(psi_crank);
    const double cse3 = cse1*cse2;
    const double cse4 = 9e-05*cse0*cse3;
    const double cse5 = sin(theta_crank);
    const double cse6 = 0.0001*cse5;
    const double cse7 = cse0*cse5;
    const double cse8 = 0.0002*cse7;
    const double cse9 = (cse2*cse2);
    const double cse10 = (cse1*cse1);
    const double cse11 = 9e-05*cse5;
    const double cse12 = acc_4*cse11;
    const double cse13 = 0.00018*cse3;
    const double cse14 = acc_3*cse11;
    const double cse15 = sin(theta_rod);
    const double cse16 = sin(psi_rod);
    const double cse17 = 0.2981417181776111*cse16;
    const double cse18 = cos(psi_rod);
    const double cse19 = 0.5962825497118434*cse18;
    const double cse20 = cos(theta_rod);
    const double cse21 = cse15*cse17 + cse15*cse19 + 0.7453580594528001*cse20;
    const double cse22 = 0.0023851301988473735*cse18;
    const double cse23 = 0.0011925668727104444*cse16;
    const double cse24 = -0.0029814322378112004*cse15 + cse20*cse22 + cse20*cse23;
    const double cse25 = cse15*cse22 + cse15*cse23 + 0.0029814322378112004*cse20;
    const double cse26 = -0.7453580594528001*cse15 + cse17*cse20 + cse19*cse20;
    const double cse27 = 0.0013333414365992596*cse16;
    const double cse28 = 0.002666671858724232*cse18;
    const double cse29 = -cse15*cse27 - cse15*cse28 + 0.0026666574229427496*cse20;
    const double cse30 = 0.666667964681058*cse18;
    const double cse31 = 0.3333353591498149*cse16;
    const double cse32 = -0.6666643557356874*cse15 - cse20*cse30 - cse20*cse31;
    const double cse33 = -cse15*cse30 - cse15*cse31 + 0.6666643557356874*cse20;
    const double cse34 = -0.0026666574229427496*cse15 - cse20*cse27 - cse20*cse28;
    const double cse35 = 0.00035777066491764025*cse16;
    const double cse36 = 0.00017888586116388667*cse18;
    const double cse37 = -2.1016759314194154e-10*cse15 + cse20*cse35 - cse20*cse36;
    const double cse38 = 0.4472146529097166*cse18;
    const double cse39 = 0.8944266622941005*cse16;
    const double cse40 = -cse15*cse38 + cse15*cse39 + 5.254189828548538e-07*cse20;
    const double cse41 = -5.254189828548538e-07*cse15 - cse20*cse38 + cse20*cse39;
    const double cse42 = cse15*cse35 - cse15*cse36 + 2.1016759314194154e-10*cse20;
    const double cse43 = -0.003999999999999003*cse15;
    const double cse44 = 8.459102441953081e-10*cse18;
    const double cse45 = 1.6918154910859629e-09*cse16;
    const double cse46 = 0.3333353591498149*cse18;
    const double cse47 = 0.666667964681058*cse16;
    const double cse48 = -cse46 + cse47;
    const double cse49 = 0.8944266622941005*cse18;
    const double cse50 = 0.4472146529097166*cse16;
    const double cse51 = cse49 + cse50;
    const double cse52 = 0.5962825497118434*cse16;
    const double cse53 = 0.2981417181776111*cse18;
    const double cse54 = -cse52 + cse53;
    const double cse55 = -cse15*cse52 + cse15*cse53;
    const double cse56 = 0.002666671858724232*cse16;
    const double cse57 = 0.0013333414365992596*cse18;
    const double cse58 = cse15*cse56 - cse15*cse57;
    const double cse59 = -cse15*cse46 + cse15*cse47;
    const double cse60 = 0.00035777066491764025*cse18;
    const double cse61 = 0.00017888586116388667*cse16;
    const double cse62 = cse15*cse60 + cse15*cse61;
    const double cse63 = 0.0023851301988473735*cse16;
    const double cse64 = 0.0011925668727104444*cse18;
    const double cse65 = -cse15*cse63 + cse15*cse64;
    const double cse66 = cse15*cse49 + cse15*cse50;
    const double cse67 = cse15*cse16;
    const double cse68 = cse15*cse18;
    const double cse69 = cse30 + cse31;
    const double cse70 = cse38 - cse39;
    const double cse71 = -cse17 - cse19;
    const double cse72 = cse60 + cse61;
    const double cse73 = cse56 - cse57;
    const double cse74 = -cse63 + cse64;
    const double cse75 = -cse35 + cse36;
    const double cse76 = cse27 + cse28;
    const double cse77 = -cse22 - cse23;
    const double cse78 = 8.459102439784677e-10*cse18;
    const double cse79 = 1.691815491194383e-09*cse16;
    const double cse80 = sin(theta_slider);
    const double cse81 = 0.0001*cse80;
    const double cse82 = 0.0002*cse80*cos(theta_slider);

    memset(out, 0, sizeof(double) * 324);
    out[58] = acc_3*(cse10*cse8 + 2e-05*cse7*cse9 - cse8) + acc_4*cse4 - acc_5*cse6;  /* [3, 4] */
    out[59] = acc_3*cse13*(cse5*cse5) - cse10*cse12 + cse12*cse9;  /* [3, 5] */
    out[76] = acc_3*cse4;  /* [4, 4] */
    out[77] = -acc_4*cse13 - cse10*cse14 + cse14*cse9;  /* [4, 5] */
    out[94] = -acc_3*cse6;  /* [5, 4] */
    out[172] = acc_10*(cse24*cse54 + cse34*cse48 + cse37*cse51) + acc_11*(cse20*cse44 - cse20*cse45 + cse43) + acc_9*(cse21*cse24 + cse25*cse26 + cse29*cse32 + cse33*cse34 + cse37*cse40 + cse41*cse42);  /* [9, 10] */
    out[173] = acc_10*(cse25*cse71 + cse29*cse69 + cse42*cse70 + cse48*cse58 + cse51*cse62 + cse54*cse65) + acc_11*(-8.459102441953081e-10*cse67 - 1.6918154910859629e-09*cse68) + acc_9*(cse21*cse65 + cse25*cse55 + cse29*cse59 + cse33*cse58 + cse40*cse62 + cse42*cse66);  /* [9, 11] */
    out[190] = acc_9*(cse26*cse74 + cse32*cse73 + cse41*cse72);  /* [10, 10] */
    out[191] = acc_10*(cse48*cse76 + cse51*cse75 + cse54*cse77 + cse69*cse73 + cse70*cse72 + cse71*cse74) + acc_11*(-cse44 + cse45) + acc_9*(cse21*cse77 + cse33*cse76 + cse40*cse75 + cse55*cse74 + cse59*cse73 + cse66*cse72);  /* [10, 11] */
    out[208] = acc_9*(cse20*cse78 - cse20*cse79 + cse43);  /* [11, 10] */
    out[209] = acc_10*(-cse78 + cse79) + acc_9*(-8.459102439784677e-10*cse67 - 1.691815491194383e-09*cse68);  /* [11, 11] */
    out[286] = acc_15*(cse82*(sin(psi_slider)*sin(psi_slider)) + cse82*(cos(psi_slider)*cos(psi_slider)) - cse82) - acc_17*cse81;  /* [15, 16] */
    out[322] = -acc_15*cse81;  /* [17, 16] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 18 row-major, 109 nonzero.
 * 1180 operations after common subexpression elimination.
 */
void mg_slider_crank_re_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
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
    const double cse1 = cos(cse0);
    const double cse2 = cos(theta_crank);
    const double cse3 = cos(phi_crank);
    const double cse4 = cos(psi_crank);
    const double cse5 = cse3*cse4;
    const double cse6 = cse2*cse5;
    const double cse7 = sin(phi_crank);
    const double cse8 = sin(psi_crank);
    const double cse9 = cse7*cse8;
    const double cse10 = cse1*(-cse6 + cse9);
    const double cse11 = sin(theta_crank);
    const double cse12 = cse11*cse3;
    const double cse13 = cse12*lam_3;
    const double cse14 = 0.08*cse6;
    const double cse15 = 0.08*cse9;
    const double cse16 = cse2*cse7;
    const double cse17 = 0.08*cse4;
    const double cse18 = cse16*cse17;
    const double cse19 = 0.08*cse3;
    const double cse20 = lam_5*(cse18 + cse19*cse8) + lam_6*(-cse14 + cse15);
    const double cse21 = cse1*lam_17;
    const double cse22 = cse11*cse4;
    const double cse23 = cse22*cse7;
    const double cse24 = 0.08*lam_6;
    const double cse25 = 0.08*cse5;
    const double cse26 = cse11*lam_5;
    const double cse27 = cse16*lam_3 - cse21*cse23 + cse23*cse24 + cse25*cse26;
    const double cse28 = cse2*cse9;
    const double cse29 = cse2*cse8;
    const double cse30 = -cse21*(cse28 - cse5) + lam_5*(cse17*cse7 + cse19*cse29) + lam_6*(-cse25 + 0.08*cse28);
    const double cse31 = sin(cse0);
    const double cse32 = -cse22*cse31;
    const double cse33 = 0.08*lam_7;
    const double cse34 = -cse22*cse33;
    const double cse35 = cse12*cse8;
    const double cse36 = -cse15*cse26 + cse24*cse35 - cse29*cse33 + lam_17*(-cse1*cse35 - cse29*cse31);
    const double cse37 = 2*lam_16;
    const double cse38 = cos(phi_rod);
    const double cse39 = sin(theta_rod);
    const double cse40 = 0.0999996533603531*cse39;
    const double cse41 = cse38*cse40;
    const double cse42 = cos(theta_rod);
    const double cse43 = cos(psi_rod);
    const double cse44 = cse38*cse43;
    const double cse45 = 0.1000001947021587*cse44;
    const double cse46 = cse42*cse45;
    const double cse47 = sin(psi_rod);
    const double cse48 = cse38*cse47;
    const double cse49 = 0.05000030387247223*cse48;
    const double cse50 = cse42*cse49;
    const double cse51 = -cse46 - cse50;
    const double cse52 = -cse41 + cse51;
    const double cse53 = sin(phi_rod);
    const double cse54 = cse47*cse53;
    const double cse55 = 0.1000001947021587*cse54;
    const double cse56 = 0.05000030387247223*cse53;
    const double cse57 = cse43*cse56;
    const double cse58 = cse55 - cse57;
    const double cse59 = cse52 + cse58;
    const double cse60 = cse37*cse59;
    const double cse61 = 5.254189828548538e-07*cse39;
    const double cse62 = cse38*cse61;
    const double cse63 = 0.4472146529097166*cse43;
    const double cse64 = cse38*cse63;
    const double cse65 = cse42*cse64;
    const double cse66 = 0.8944266622941005*cse48;
    const double cse67 = cse42*cse66;
    const double cse68 = cse65 - cse67;
    const double cse69 = cse62 + cse68;
    const double cse70 = 0.8944266622941005*cse53;
    const double cse71 = cse43*cse70;
    const double cse72 = 0.4472146529097166*cse47;
    const double cse73 = cse53*cse72;
    const double cse74 = -cse71 - cse73;
    const double cse75 = cse69 + cse74;
    const double cse76 = cse75*lam_9;
    const double cse77 = 0.7453580594528001*cse39;
    const double cse78 = cse38*cse77;
    const double cse79 = 0.2981417181776111*cse47;
    const double cse80 = cse38*cse79;
    const double cse81 = cse42*cse80;
    const double cse82 = 0.5962825497118434*cse44;
    const double cse83 = cse42*cse82;
    const double cse84 = -cse81 - cse83;
    const double cse85 = cse78 + cse84;
    const double cse86 = 0.5962825497118434*cse53;
    const double cse87 = cse47*cse86;
    const double cse88 = 0.2981417181776111*cse43;
    const double cse89 = cse53*cse88;
    const double cse90 = cse87 - cse89;
    const double cse91 = cse85 + cse90;
    const double cse92 = cse91*lam_10;
    const double cse93 = -cse60 - cse76 - cse92;
    const double cse94 = cse39*cse47;
    const double cse95 = cse56*cse94;
    const double cse96 = cse39*cse43;
    const double cse97 = 0.1000001947021587*cse96;
    const double cse98 = cse53*cse97;
    const double cse99 = 0.0999996533603531*cse42;
    const double cse100 = cse53*cse99;
    const double cse101 = -cse100 + cse95 + cse98;
    const double cse102 = cse101*cse37;
    const double cse103 = 0.7453580594528001*cse42;
    const double cse104 = cse43*cse86;
    const double cse105 = cse53*cse79;
    const double cse106 = cse103*cse53 + cse104*cse39 + cse105*cse39;
    const double cse107 = cse106*lam_10;
    const double cse108 = 5.254189828548538e-07*cse42;
    const double cse109 = cse53*cse63;
    const double cse110 = cse47*cse70;
    const double cse111 = cse108*cse53 - cse109*cse39 + cse110*cse39;
    const double cse112 = cse111*lam_9;
    const double cse113 = -cse102 - cse107 - cse112;
    const double cse114 = cse42*cse43;
    const double cse115 = cse114*cse56;
    const double cse116 = cse42*cse47;
    const double cse117 = 0.1000001947021587*cse116;
    const double cse118 = cse117*cse53;
    const double cse119 = -cse115 + cse118 - cse45 - cse49;
    const double cse120 = cse119*cse37;
    const double cse121 = cse42*cse87 - cse42*cse89 - cse80 - cse82;
    const double cse122 = cse121*lam_10;
    const double cse123 = -cse42*cse71 - cse42*cse73 + cse64 - cse66;
    const double cse124 = cse123*lam_9;
    const double cse125 = -cse120 - cse122 - cse124;
    const double cse126 = -cse37;
    const double cse127 = sin(theta_slider);
    const double cse128 = cos(phi_slider);
    const double cse129 = cse127*cse128;
    const double cse130 = cse129*cse37;
    const double cse131 = -cse130;
    const double cse132 = cos(theta_slider);
    const double cse133 = sin(phi_slider);
    const double cse134 = cse132*cse133;
    const double cse135 = cse134*cse37;
    const double cse136 = -cse135;
    const double cse137 = cse40*cse53;
    const double cse138 = cse116*cse56;
    const double cse139 = 0.1000001947021587*cse114;
    const double cse140 = cse139*cse53;
    const double cse141 = -cse138 - cse140;
    const double cse142 = -cse137 + cse141;
    const double cse143 = 0.05000030387247223*cse44;
    const double cse144 = 0.1000001947021587*cse48;
    const double cse145 = cse143 - cse144;
    const double cse146 = cse142 + cse145;
    const double cse147 = cse146*cse37;
    const double cse148 = cse38*cse88;
    const double cse149 = 0.5962825497118434*cse48;
    const double cse150 = cse53*cse77;
    const double cse151 = cse104*cse42;
    const double cse152 = cse105*cse42;
    const double cse153 = cse148 - cse149 + cse150 - cse151 - cse152;
    const double cse154 = cse153*lam_10;
    const double cse155 = 0.4472146529097166*cse48;
    const double cse156 = 0.8944266622941005*cse44;
    const double cse157 = cse53*cse61;
    const double cse158 = cse110*cse42;
    const double cse159 = cse109*cse42;
    const double cse160 = cse155 + cse156 + cse157 - cse158 + cse159;
    const double cse161 = cse160*lam_9;
    const double cse162 = -cse147 - cse154 - cse161;
    const double cse163 = cse39*cse49;
    const double cse164 = cse39*cse45;
    const double cse165 = cse38*cse99;
    const double cse166 = -cse163 - cse164 + cse165;
    const double cse167 = cse166*cse37;
    const double cse168 = cse103*cse38;
    const double cse169 = cse39*cse82;
    const double cse170 = cse39*cse80;
    const double cse171 = -cse168 - cse169 - cse170;
    const double cse172 = cse171*lam_10;
    const double cse173 = cse108*cse38;
    const double cse174 = cse39*cse66;
    const double cse175 = cse39*cse64;
    const double cse176 = -cse173 - cse174 + cse175;
    const double cse177 = cse176*lam_9;
    const double cse178 = -cse167 - cse172 - cse177;
    const double cse179 = cse143*cse42;
    const double cse180 = cse144*cse42;
    const double cse181 = cse47*cse56;
    const double cse182 = cse43*cse53;
    const double cse183 = 0.1000001947021587*cse182;
    const double cse184 = cse179 - cse180 - cse181 - cse183;
    const double cse185 = cse184*cse37;
    const double cse186 = cse149*cse42;
    const double cse187 = cse148*cse42;
    const double cse188 = -cse104 - cse105 - cse186 + cse187;
    const double cse189 = cse188*lam_10;
    const double cse190 = cse156*cse42;
    const double cse191 = cse155*cse42;
    const double cse192 = cse109 - cse110 + cse190 + cse191;
    const double cse193 = cse192*lam_9;
    const double cse194 = -cse185 - cse189 - cse193;
    const double cse195 = cse127*cse133;
    const double cse196 = cse195*cse37;
    const double cse197 = -cse196;
    const double cse198 = cse128*cse132;
    const double cse199 = cse198*cse37;
    const double cse200 = 0.05000030387247223*cse116 + cse139 + cse40;
    const double cse201 = cse200*cse37;
    const double cse202 = 0.5962825497118434*cse114 + cse42*cse79 - cse77;
    const double cse203 = cse202*lam_10;
    const double cse204 = 0.8944266622941005*cse116 - cse42*cse63 - cse61;
    const double cse205 = cse204*lam_9;
    const double cse206 = -cse201 - cse203 - cse205;
    const double cse207 = 0.1000001947021587*cse94;
    const double cse208 = -cse207 + 0.05000030387247223*cse96;
    const double cse209 = cse208*cse37;
    const double cse210 = cse39*cse88 - 0.5962825497118434*cse94;
    const double cse211 = cse210*lam_10;
    const double cse212 = cse39*cse72 + 0.8944266622941005*cse96;
    const double cse213 = cse212*lam_9;
    const double cse214 = -cse209 - cse211 - cse213;
    const double cse215 = cse127*cse37;
    const double cse216 = cse138 + cse140;
    const double cse217 = cse137 + cse216;
    const double cse218 = -cse143 + cse144;
    const double cse219 = cse217 + cse218;
    const double cse220 = 0.6666643557356874*cse39;
    const double cse221 = -0.1000001947021587*cse114*cse53 - 0.05000030387247223*cse116*cse53 - 0.15*cse220*cse53 + 0.05000030387247223*cse44 - 0.1000001947021587*cse48 - r_rod_x + r_slider_x;
    const double cse222 = 2*cse195 + 2*cse221;
    const double cse223 = 0.05000030387247223*cse182 + 0.15*cse220*cse38 + 0.1000001947021587*cse42*cse44 + 0.05000030387247223*cse42*cse48 - 0.1000001947021587*cse54 - r_rod_y + r_slider_y;
    const double cse224 = -2*cse129 + 2*cse223;
    const double cse225 = 2*cse59;
    const double cse226 = cse151 + cse152;
    const double cse227 = -cse150 + cse226;
    const double cse228 = -cse148 + cse149;
    const double cse229 = -cse78 + cse81 + cse83 - cse87 + cse89;
    const double cse230 = 2*cse146;
    const double cse231 = cse158 - cse159;
    const double cse232 = -cse157 + cse231;
    const double cse233 = -cse155 - cse156;
    const double cse234 = cse232 + cse233;
    const double cse235 = -cse62 - cse65 + cse67 + cse71 + cse73;
    const double cse236 = cse46 + cse50;
    const double cse237 = cse236 + cse41;
    const double cse238 = -cse55 + cse57;
    const double cse239 = cse129*cse75;
    const double cse240 = cse163 + cse164 - cse165;
    const double cse241 = 2*cse166;
    const double cse242 = cse173 + cse174 - cse175;
    const double cse243 = cse111*cse129;
    const double cse244 = cse166*lam_5 + lam_10*(cse101*cse229 + cse101*cse91 + cse106*cse223 + cse106*cse59 + cse146*cse171 + cse153*cse166 + cse153*cse240 + cse221*(cse168 + cse169 + cse170)) + lam_16*(cse101*cse224 + cse101*cse225 + cse146*cse241 + cse222*cse240) + lam_6*(cse100 - cse95 - cse98) + lam_8*(cse195*cse242 - cse243) + lam_9*(cse101*cse235 + cse101*cse75 + cse111*cse223 + cse111*cse59 + cse146*cse176 + cse160*cse166 + cse160*cse240 + cse221*cse242);
    const double cse245 = -cse179 + cse180 + cse181 + cse183;
    const double cse246 = 2*cse184;
    const double cse247 = -cse109 + cse110 - cse190 - cse191;
    const double cse248 = cse123*cse129;
    const double cse249 = cse184*lam_5 + lam_10*(cse119*cse229 + cse119*cse91 + cse121*cse223 + cse121*cse59 + cse146*cse188 + cse153*cse184 + cse153*cse245 + cse221*(cse104 + cse105 + cse186 - cse187)) + lam_16*(cse119*cse224 + cse119*cse225 + cse146*cse246 + cse222*cse245) + lam_6*(cse115 - cse118 + cse45 + cse49) + lam_8*(cse195*cse247 - cse248) + lam_9*(cse119*cse235 + cse119*cse75 + cse123*cse223 + cse123*cse59 + cse146*cse192 + cse160*cse184 + cse160*cse245 + cse221*cse247);
    const double cse250 = 0.10000060774494446*cse48;
    const double cse251 = 0.2000003894043174*cse44;
    const double cse252 = 0.1999993067207062*cse39;
    const double cse253 = 0.2000003894043174*cse53;
    const double cse254 = cse76 + cse92;
    const double cse255 = 0.10000060774494446*cse116;
    const double cse256 = 0.2000003894043174*cse114;
    const double cse257 = 0.10000060774494446*cse44;
    const double cse258 = 0.2000003894043174*cse48;
    const double cse259 = cse154 + cse161;
    const double cse260 = cse160*cse195;
    const double cse261 = lam_16*(cse129*cse225 + cse195*cse230) + lam_8*(cse239 + cse260);
    const double cse262 = cse160*cse198;
    const double cse263 = lam_16*(cse134*cse225 - cse198*cse230) + lam_8*(cse134*cse75 - cse262);
    const double cse264 = 0.05000030387247223*cse94;
    const double cse265 = -cse264 - cse97;
    const double cse266 = cse265 + cse99;
    const double cse267 = -0.0999996533603531*cse42 + 0.05000030387247223*cse94 + 0.1000001947021587*cse96 - r_rod_z + r_slider_z;
    const double cse268 = 2*cse132 + 2*cse267;
    const double cse269 = cse264 + cse97;
    const double cse270 = 2*cse101;
    const double cse271 = cse39*cse79;
    const double cse272 = 0.5962825497118434*cse96;
    const double cse273 = -cse271 - cse272;
    const double cse274 = cse103 + cse271 + cse272;
    const double cse275 = 2*cse200;
    const double cse276 = cse39*cse63;
    const double cse277 = 0.8944266622941005*cse94;
    const double cse278 = cse276 - cse277;
    const double cse279 = -cse108 + cse278;
    const double cse280 = cse108 - cse276 + cse277;
    const double cse281 = cse207*cse53;
    const double cse282 = cse56*cse96;
    const double cse283 = -cse281 + cse282;
    const double cse284 = cse144*cse39;
    const double cse285 = cse143*cse39;
    const double cse286 = cse284 - cse285;
    const double cse287 = 0.05000030387247223*cse114;
    const double cse288 = -cse117 + cse287;
    const double cse289 = cse39*cse71 + cse39*cse73;
    const double cse290 = -cse155*cse39 - cse156*cse39;
    const double cse291 = 0.8944266622941005*cse114 + cse42*cse72;
    const double cse292 = lam_10*(cse101*cse121 + cse106*cse119 + cse153*cse283 + cse166*cse188 + cse171*cse184 + cse200*cse210 + cse202*cse208 + cse221*(-cse39*cse87 + cse39*cse89) + cse223*(-cse148*cse39 + cse149*cse39) + cse229*cse286 + cse267*(-0.5962825497118434*cse116 + cse42*cse88) + cse274*cse288) + lam_16*(cse119*cse270 + cse184*cse241 + cse208*cse275 + cse222*cse283 + cse224*cse286 + cse268*cse288) + lam_5*(cse281 - cse282) + lam_6*(-cse284 + cse285) + lam_7*(cse117 - cse287) + lam_8*(-cse129*cse290 + cse132*cse291 + cse195*cse289) + lam_9*(cse101*cse123 + cse111*cse119 + cse160*cse283 + cse166*cse192 + cse176*cse184 + cse200*cse212 + cse204*cse208 + cse221*cse289 + cse223*cse290 + cse235*cse286 + cse267*cse291 + cse280*cse288);
    const double cse293 = 0.10000060774494446*cse53;
    const double cse294 = 0.1999993067207062*cse42;
    const double cse295 = cse107 + cse112;
    const double cse296 = cse172 + cse177;
    const double cse297 = cse203 + cse205;
    const double cse298 = lam_16*(cse129*cse270 + cse195*cse241) + lam_8*(cse176*cse195 + cse243);
    const double cse299 = lam_16*(-cse127*cse275 + cse134*cse270 - cse198*cse241) + lam_8*(cse111*cse134 - cse127*cse204 - cse176*cse198);
    const double cse300 = cse216 + cse218;
    const double cse301 = 2*cse119;
    const double cse302 = cse51 + cse58;
    const double cse303 = 2*cse208;
    const double cse304 = cse68 + cse74;
    const double cse305 = cse231 + cse233;
    const double cse306 = cse122 + cse124;
    const double cse307 = cse189 + cse193;
    const double cse308 = cse211 + cse213;
    const double cse309 = lam_16*(cse129*cse301 + cse195*cse246) + lam_8*(cse192*cse195 + cse248);
    const double cse310 = lam_16*(-cse127*cse303 + cse134*cse301 - cse198*cse246) + lam_8*(cse123*cse134 - cse127*cse212 - cse192*cse198);
    const double cse311 = cos(psi_slider);
    const double cse312 = cse133*cse311;
    const double cse313 = sin(psi_slider);
    const double cse314 = cse128*cse313;
    const double cse315 = cse132*cse314;
    const double cse316 = -cse312 - cse315;
    const double cse317 = cse128*cse311;
    const double cse318 = cse132*cse317;
    const double cse319 = cse133*cse313;
    const double cse320 = cse318 - cse319;
    const double cse321 = cse130 - cse316*lam_14 + cse320*lam_13;
    const double cse322 = cse127*cse319;
    const double cse323 = cse127*lam_13;
    const double cse324 = cse135 - cse312*cse323 - cse322*lam_14;
    const double cse325 = cse132*cse312;
    const double cse326 = -cse314 - cse325;
    const double cse327 = cse132*cse319;
    const double cse328 = cse317 - cse327;
    const double cse329 = -cse326*lam_14 + cse328*lam_13;
    const double cse330 = -cse317 + cse327;
    const double cse331 = cse196 + cse330*lam_14 + lam_13*(cse314 + cse325);
    const double cse332 = cse127*cse314;
    const double cse333 = -cse199 + cse317*cse323 + cse332*lam_14;
    const double cse334 = -cse318 + cse319;
    const double cse335 = cse334*lam_14 + lam_13*(cse312 + cse315);
    const double cse336 = cse132*cse313;
    const double cse337 = cse132*cse311;
    const double cse338 = -cse215 - cse336*lam_14 - cse337*lam_13;
    const double cse339 = cse127*cse311;
    const double cse340 = cse127*cse313;
    const double cse341 = -cse339*lam_14 + cse340*lam_13;
    const double cse342 = (cse128*cse128);
    const double cse343 = 2*(cse127*cse127);
    const double cse344 = (cse133*cse133);
    const double cse345 = cse129*cse224 - cse195*cse222;
    const double cse346 = 0.2 - r_slider_x;
    const double cse347 = cse320*r_slider_y - cse326*cse346;
    const double cse348 = -cse316*r_slider_y + cse330*cse346;
    const double cse349 = cse129*cse235 - cse260;
    const double cse350 = -cse320*lam_15 - cse326*lam_11 + cse330*lam_12;
    const double cse351 = cse127*cse312;
    const double cse352 = cse127*cse317;
    const double cse353 = cse332*lam_12 + cse351*lam_15 + cse352*lam_11 + lam_13*(cse346*cse352 - cse351*r_slider_y) + lam_14*(-cse322*r_slider_y + cse332*cse346) + lam_16*(cse134*cse224 + cse198*cse222) + lam_8*(cse134*cse235 + cse262);
    const double cse354 = -cse316*lam_11 - cse328*lam_15 + cse334*lam_12 + lam_13*(-cse316*cse346 + cse328*r_slider_y) + lam_14*(-cse326*r_slider_y + cse334*cse346);
    const double cse355 = 2*(cse132*cse132);
    const double cse356 = cse340*r_slider_z;
    const double cse357 = cse339*r_slider_z;
    const double cse358 = -cse322*lam_11 + cse332*lam_15 + cse351*lam_12 + lam_13*(-cse322*cse346 - cse332*r_slider_y + cse336*r_slider_z) + lam_14*(-cse337*r_slider_z + cse346*cse351 + cse352*r_slider_y);

    memset(out, 0, sizeof(double) * 324);
    out[57] = -cse10*lam_17 + cse13 + cse20;  /* [3, 3] */
    out[58] = cse27;  /* [3, 4] */
    out[59] = cse30;  /* [3, 5] */
    out[75] = cse27;  /* [4, 3] */
    out[76] = cse13 - cse14*lam_6 + cse18*lam_5 - cse2*lam_4 + cse34 + lam_17*(cse1*cse6 + cse32);  /* [4, 4] */
    out[77] = cse36;  /* [4, 5] */
    out[93] = cse30;  /* [5, 3] */
    out[94] = cse36;  /* [5, 4] */
    out[95] = cse20 + cse34 + lam_17*(-cse10 + cse32);  /* [5, 5] */
    out[114] = cse37;  /* [6, 6] */
    out[117] = cse93;  /* [6, 9] */
    out[118] = cse113;  /* [6, 10] */
    out[119] = cse125;  /* [6, 11] */
    out[120] = cse126;  /* [6, 12] */
    out[123] = cse131;  /* [6, 15] */
    out[124] = cse136;  /* [6, 16] */
    out[133] = cse37;  /* [7, 7] */
    out[135] = cse162;  /* [7, 9] */
    out[136] = cse178;  /* [7, 10] */
    out[137] = cse194;  /* [7, 11] */
    out[139] = cse126;  /* [7, 13] */
    out[141] = cse197;  /* [7, 15] */
    out[142] = cse199;  /* [7, 16] */
    out[152] = cse37;  /* [8, 8] */
    out[154] = cse206;  /* [8, 10] */
    out[155] = cse214;  /* [8, 11] */
    out[158] = cse126;  /* [8, 14] */
    out[160] = cse215;  /* [8, 16] */
    out[168] = cse93;  /* [9, 6] */
    out[169] = cse162;  /* [9, 7] */
    out[171] = cse146*lam_5 + lam_10*(cse153*cse219 + cse153*cse230 + cse221*(cse227 + cse228) + cse223*cse91 + cse225*cse91 + cse229*cse59) + lam_16*(2*(cse146*cse146) + cse219*cse222 + cse224*cse59 + 2*(cse59*cse59)) + lam_6*(cse237 + cse238) + lam_8*(cse195*cse234 - cse239) + lam_9*(cse160*cse219 + cse160*cse230 + cse221*cse234 + cse223*cse75 + cse225*cse75 + cse235*cse59);  /* [9, 9] */
    out[172] = cse244;  /* [9, 10] */
    out[173] = cse249;  /* [9, 11] */
    out[174] = cse254 + lam_16*(-0.10000060774494446*cse182 - cse250*cse42 - cse251*cse42 - cse252*cse38 + cse253*cse47);  /* [9, 12] */
    out[175] = cse259 + lam_16*(-cse252*cse53 - cse255*cse53 - cse256*cse53 + cse257 - cse258);  /* [9, 13] */
    out[177] = cse261;  /* [9, 15] */
    out[178] = cse263;  /* [9, 16] */
    out[186] = cse113;  /* [10, 6] */
    out[187] = cse178;  /* [10, 7] */
    out[188] = cse206;  /* [10, 8] */
    out[189] = cse244;  /* [10, 9] */
    out[190] = cse142*lam_5 + cse237*lam_6 + lam_10*(cse106*cse270 + cse153*cse217 + cse171*cse241 + cse202*cse275 + cse221*cse227 + cse223*cse85 + cse229*cse52 + cse266*cse274 + cse267*(-cse103 + cse273)) + lam_16*(2*(cse101*cse101) + 2*(cse166*cse166) + 2*(cse200*cse200) + cse217*cse222 + cse224*cse52 + cse266*cse268) + lam_7*(cse269 - cse99) + lam_8*(-cse129*cse69 + cse132*cse279 + cse195*cse232) + lam_9*(cse111*cse270 + cse160*cse217 + cse176*cse241 + cse204*cse275 + cse221*cse232 + cse223*cse69 + cse235*cse52 + cse266*cse280 + cse267*cse279);  /* [10, 10] */
    out[191] = cse292;  /* [10, 11] */
    out[192] = cse295 + lam_16*(cse253*cse96 + cse293*cse94 - cse294*cse53);  /* [10, 12] */
    out[193] = cse296 + lam_16*(-cse250*cse39 - cse251*cse39 + cse294*cse38);  /* [10, 13] */
    out[194] = cse297 + lam_16*(cse252 + cse255 + cse256);  /* [10, 14] */
    out[195] = cse298;  /* [10, 15] */
    out[196] = cse299;  /* [10, 16] */
    out[204] = cse125;  /* [11, 6] */
    out[205] = cse194;  /* [11, 7] */
    out[206] = cse214;  /* [11, 8] */
    out[207] = cse249;  /* [11, 9] */
    out[208] = cse292;  /* [11, 10] */
    out[209] = cse269*lam_7 + lam_10*(cse121*cse301 + cse153*cse300 + cse188*cse246 + cse210*cse303 + cse221*(cse226 + cse228) + cse223*(cse84 + cse90) + cse229*cse302 + cse265*cse274 + cse267*cse273) + lam_16*(2*(cse119*cse119) + 2*(cse184*cse184) + 2*(cse208*cse208) + cse222*cse300 + cse224*cse302 + cse265*cse268) + lam_5*(cse141 + cse145) + lam_6*(cse236 + cse238) + lam_8*(-cse129*cse304 + cse132*cse278 + cse195*cse305) + lam_9*(cse123*cse301 + cse160*cse300 + cse192*cse246 + cse212*cse303 + cse221*cse305 + cse223*cse304 + cse235*cse302 + cse265*cse280 + cse267*cse278);  /* [11, 11] */
    out[210] = cse306 + lam_16*(-cse114*cse293 + cse116*cse253 - cse250 - cse251);  /* [11, 12] */
    out[211] = cse307 + lam_16*(-cse253*cse43 + cse257*cse42 - cse258*cse42 - 0.10000060774494446*cse54);  /* [11, 13] */
    out[212] = cse308 + lam_16*(-0.2000003894043174*cse94 + 0.10000060774494446*cse96);  /* [11, 14] */
    out[213] = cse309;  /* [11, 15] */
    out[214] = cse310;  /* [11, 16] */
    out[222] = cse126;  /* [12, 6] */
    out[225] = cse254 + cse60;  /* [12, 9] */
    out[226] = cse102 + cse295;  /* [12, 10] */
    out[227] = cse120 + cse306;  /* [12, 11] */
    out[228] = cse37;  /* [12, 12] */
    out[231] = cse321;  /* [12, 15] */
    out[232] = cse324;  /* [12, 16] */
    out[233] = cse329;  /* [12, 17] */
    out[241] = cse126;  /* [13, 7] */
    out[243] = cse147 + cse259;  /* [13, 9] */
    out[244] = cse167 + cse296;  /* [13, 10] */
    out[245] = cse185 + cse307;  /* [13, 11] */
    out[247] = cse37;  /* [13, 13] */
    out[249] = cse331;  /* [13, 15] */
    out[250] = cse333;  /* [13, 16] */
    out[251] = cse335;  /* [13, 17] */
    out[260] = cse126;  /* [14, 8] */
    out[262] = cse201 + cse297;  /* [14, 10] */
    out[263] = cse209 + cse308;  /* [14, 11] */
    out[266] = cse37;  /* [14, 14] */
    out[268] = cse338;  /* [14, 16] */
    out[269] = cse341;  /* [14, 17] */
    out[276] = cse131;  /* [15, 6] */
    out[277] = cse197;  /* [15, 7] */
    out[279] = cse261;  /* [15, 9] */
    out[280] = cse298;  /* [15, 10] */
    out[281] = cse309;  /* [15, 11] */
    out[282] = cse321;  /* [15, 12] */
    out[283] = cse331;  /* [15, 13] */
    out[285] = cse347*lam_13 + cse348*lam_14 + cse349*lam_8 + cse350 + lam_16*(cse342*cse343 + cse343*cse344 + cse345);  /* [15, 15] */
    out[286] = cse353;  /* [15, 16] */
    out[287] = cse354;  /* [15, 17] */
    out[294] = cse136;  /* [16, 6] */
    out[295] = cse199;  /* [16, 7] */
    out[296] = cse215;  /* [16, 8] */
    out[297] = cse263;  /* [16, 9] */
    out[298] = cse299;  /* [16, 10] */
    out[299] = cse310;  /* [16, 11] */
    out[300] = cse324;  /* [16, 12] */
    out[301] = cse333;  /* [16, 13] */
    out[302] = cse338;  /* [16, 14] */
    out[303] = cse353;  /* [16, 15] */
    out[304] = -cse318*lam_15 + cse325*lam_11 + cse327*lam_12 + lam_13*(cse318*r_slider_y + cse325*cse346 + cse357) + lam_14*(cse315*r_slider_y + cse327*cse346 + cse356) + lam_16*(-cse132*cse268 + cse342*cse355 + cse343 + cse344*cse355 + cse345) + lam_8*(-cse132*cse280 + cse349);  /* [16, 16] */
    out[305] = cse358;  /* [16, 17] */
    out[318] = cse329;  /* [17, 12] */
    out[319] = cse335;  /* [17, 13] */
    out[320] = cse341;  /* [17, 14] */
    out[321] = cse354;  /* [17, 15] */
    out[322] = cse358;  /* [17, 16] */
    out[323] = cse350 + lam_13*(cse347 + cse357) + lam_14*(cse348 + cse356);  /* [17, 17] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 1 row-major, 36 nonzero.
 * 1111 operations after common subexpression elimination.
 */
void mg_slider_crank_re_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double r_crank_x = q[0];
    const double r_crank_y = q[1];
    const double r_crank_z = q[2];
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double phid_crank = v[3];
    const double thetad_crank = v[4];
    const double psid_crank = v[5];
    const double phid_rod = v[9];
    const double thetad_rod = v[10];
    const double psid_rod = v[11];
    const double phid_slider = v[15];
    const double thetad_slider = v[16];
    const double psid_slider = v[17];
    const double acc_0 = a[0];
    const double acc_1 = a[1];
    const double acc_2 = a[2];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_5 = a[5];
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
    const double cse0 = cos(theta_crank);
    const double cse1 = cse0*phid_crank;
    const double cse2 = sin(psi_crank);
    const double cse3 = cse2*thetad_crank;
    const double cse4 = 0.0001*cse3;
    const double cse5 = 0.0001*psid_crank;
    const double cse6 = cos(psi_crank);
    const double cse7 = sin(theta_crank);
    const double cse8 = cse6*cse7;
    const double cse9 = cse8*phid_crank;
    const double cse10 = -cse3 + cse9;
    const double cse11 = 1e-05*psid_crank;
    const double cse12 = cse1 + psid_crank;
    const double cse13 = 0.0001*cse9;
    const double cse14 = cse1*cse4 + cse10*(-1e-05*cse1 - cse11) + cse12*(cse13 - cse4) - cse3*cse5 + cse5*cse9;
    const double cse15 = cse2*cse7;
    const double cse16 = cse6*thetad_crank;
    const double cse17 = 1e-05*cse16;
    const double cse18 = cse15*phid_crank;
    const double cse19 = -cse16 - cse18;
    const double cse20 = -cse1*cse17 + cse11*cse16 + cse11*cse18 + cse12*(0.0001*cse16 + 0.0001*cse18) + cse19*(0.0001*cse1 + cse5);
    const double cse21 = cse10*(-cse17 - 1e-05*cse18) + cse19*(-cse13 + cse4) + 0.0001*cse7*phid_crank*thetad_crank;
    const double cse22 = sin(phi_crank);
    const double cse23 = cse2*cse22;
    const double cse24 = 0.08*cse23;
    const double cse25 = cos(phi_crank);
    const double cse26 = cse0*cse6;
    const double cse27 = cse25*cse26;
    const double cse28 = cse2*cse25;
    const double cse29 = cse22*cse6;
    const double cse30 = cse0*cse29;
    const double cse31 = 9e-05*cse2*cse8;
    const double cse32 = 2*3.141592653589793*t;
    const double cse33 = cos(cse32);
    const double cse34 = -cse28 - cse30;
    const double cse35 = 0.0001*acc_5;
    const double cse36 = (cse2*cse2);
    const double cse37 = (cse7*cse7);
    const double cse38 = (cse6*cse6);
    const double cse39 = cse25*cse7;
    const double cse40 = 0.08*cse6;
    const double cse41 = 0.08*cse29;
    const double cse42 = 0.08*lam_7;
    const double cse43 = sin(cse32);
    const double cse44 = cse0*cse28;
    const double cse45 = sin(theta_slider);
    const double cse46 = sin(phi_slider);
    const double cse47 = cse45*cse46;
    const double cse48 = sin(phi_rod);
    const double cse49 = cos(theta_rod);
    const double cse50 = sin(psi_rod);
    const double cse51 = cse49*cse50;
    const double cse52 = 0.3333353591498149*cse51;
    const double cse53 = cos(psi_rod);
    const double cse54 = cse49*cse53;
    const double cse55 = 0.666667964681058*cse54;
    const double cse56 = cos(phi_rod);
    const double cse57 = 0.3333353591498149*cse53;
    const double cse58 = sin(theta_rod);
    const double cse59 = 0.6666643557356874*cse58;
    const double cse60 = 0.666667964681058*cse50;
    const double cse61 = 0.15*cse48*cse52 + 0.15*cse48*cse55 + 0.15*cse48*cse59 - 0.15*cse56*cse57 + 0.15*cse56*cse60;
    const double cse62 = -r_rod_x;
    const double cse63 = -cse61 + cse62 + r_slider_x;
    const double cse64 = cse47 + cse63;
    const double cse65 = 2*cse64;
    const double cse66 = cse65*lam_16;
    const double cse67 = 0.2981417181776111*cse50;
    const double cse68 = cse48*cse67;
    const double cse69 = 0.5962825497118434*cse53;
    const double cse70 = cse49*cse69;
    const double cse71 = 0.5962825497118434*cse50;
    const double cse72 = cse56*cse71;
    const double cse73 = 0.7453580594528001*cse58;
    const double cse74 = 0.2981417181776111*cse53;
    const double cse75 = cse56*cse74;
    const double cse76 = -cse48*cse70 + cse48*cse73 - cse49*cse68 - cse72 + cse75;
    const double cse77 = cse76*lam_10;
    const double cse78 = 0.8944266622941005*cse50;
    const double cse79 = cse48*cse78;
    const double cse80 = 0.4472146529097166*cse54;
    const double cse81 = 0.8944266622941005*cse53;
    const double cse82 = cse56*cse81;
    const double cse83 = 5.254189828548538e-07*cse58;
    const double cse84 = 0.4472146529097166*cse50;
    const double cse85 = cse56*cse84;
    const double cse86 = cse48*cse80 + cse48*cse83 - cse49*cse79 + cse82 + cse85;
    const double cse87 = cse86*lam_9;
    const double cse88 = cos(phi_slider);
    const double cse89 = cse45*cse88;
    const double cse90 = -0.15*cse48*cse57 + 0.15*cse48*cse60 - 0.15*cse52*cse56 - 0.15*cse55*cse56 - 0.15*cse56*cse59;
    const double cse91 = -r_rod_y;
    const double cse92 = -cse90 + cse91 + r_slider_y;
    const double cse93 = -cse89 + cse92;
    const double cse94 = 2*cse93;
    const double cse95 = cse94*lam_16;
    const double cse96 = cse56*cse67;
    const double cse97 = cse49*cse96;
    const double cse98 = cse56*cse70;
    const double cse99 = cse56*cse73;
    const double cse100 = cse48*cse71;
    const double cse101 = cse48*cse74;
    const double cse102 = -cse100 + cse101 + cse97 + cse98 - cse99;
    const double cse103 = cse102*lam_10;
    const double cse104 = cse56*cse80;
    const double cse105 = cse56*cse78;
    const double cse106 = cse105*cse49;
    const double cse107 = cse56*cse83;
    const double cse108 = cse48*cse81;
    const double cse109 = cse48*cse84;
    const double cse110 = -cse104 + cse106 - cse107 + cse108 + cse109;
    const double cse111 = cse110*lam_9;
    const double cse112 = cos(theta_slider);
    const double cse113 = cse50*cse58;
    const double cse114 = cse53*cse58;
    const double cse115 = -0.3333353591498149*cse113 - 0.666667964681058*cse114 + 0.6666643557356874*cse49;
    const double cse116 = 0.15*cse115;
    const double cse117 = -r_rod_z;
    const double cse118 = -cse116 + cse117 + r_slider_z;
    const double cse119 = cse112 + cse118;
    const double cse120 = 2*cse119;
    const double cse121 = cse120*lam_16;
    const double cse122 = 0.2981417181776111*cse113;
    const double cse123 = cse58*cse69;
    const double cse124 = 0.7453580594528001*cse49;
    const double cse125 = cse122 + cse123 + cse124;
    const double cse126 = cse125*lam_10;
    const double cse127 = 0.4472146529097166*cse114;
    const double cse128 = 0.8944266622941005*cse113;
    const double cse129 = 5.254189828548538e-07*cse49;
    const double cse130 = -cse127 + cse128 + cse129;
    const double cse131 = cse130*lam_9;
    const double cse132 = 0.002666671858724232*cse50;
    const double cse133 = cse58*phid_rod;
    const double cse134 = cse133*psid_rod;
    const double cse135 = phid_rod*thetad_rod;
    const double cse136 = cse135*cse51;
    const double cse137 = 0.0013333414365992596*cse53;
    const double cse138 = psid_rod*thetad_rod;
    const double cse139 = cse138*cse50;
    const double cse140 = cse138*cse53;
    const double cse141 = cse133*thetad_rod;
    const double cse142 = cse135*cse54;
    const double cse143 = cse81 + cse84;
    const double cse144 = cse143*thetad_rod;
    const double cse145 = 0.004*cse144;
    const double cse146 = cse130*phid_rod;
    const double cse147 = 0.004*cse146;
    const double cse148 = 2.1016759314194155e-09*psid_rod;
    const double cse149 = -cse71 + cse74;
    const double cse150 = cse149*thetad_rod;
    const double cse151 = cse125*phid_rod;
    const double cse152 = cse150 + cse151 + 0.7453580594528001*psid_rod;
    const double cse153 = cse152*(-cse145 - cse147 - cse148);
    const double cse154 = cse144 + cse146 + 5.254189828548538e-07*psid_rod;
    const double cse155 = cse154*(0.0004*cse150 + 0.0004*cse151 + 0.00029814322378112005*psid_rod);
    const double cse156 = -cse132*cse134 + cse134*cse137 + 0.0013333414365992596*cse136 - 0.0013333414365992596*cse139 - 0.002666671858724232*cse140 + 0.0026666574229427496*cse141 + 0.002666671858724232*cse142 + cse153 + cse155;
    const double cse157 = 0.0011925668727104444*cse53;
    const double cse158 = 0.0023851301988473735*cse50;
    const double cse159 = -cse57 + cse60;
    const double cse160 = cse159*thetad_rod;
    const double cse161 = cse115*phid_rod;
    const double cse162 = cse154*(-0.0004*cse160 - 0.0004*cse161 - 0.00026666574229427495*psid_rod);
    const double cse163 = cse160 + cse161 + 0.6666643557356874*psid_rod;
    const double cse164 = cse163*(cse145 + cse147 + cse148);
    const double cse165 = -cse134*cse157 + cse134*cse158 - 0.0011925668727104444*cse136 + 0.0011925668727104444*cse139 + 0.0023851301988473735*cse140 + 0.0029814322378112004*cse141 - 0.0023851301988473735*cse142 + cse162 + cse164;
    const double cse166 = 0.00035777066491764025*cse53;
    const double cse167 = 0.00017888586116388667*cse50;
    const double cse168 = cse163*(-0.004*cse150 - 0.004*cse151 - 0.0029814322378112004*psid_rod);
    const double cse169 = cse152*(0.004*cse160 + 0.004*cse161 + 0.0026666574229427496*psid_rod);
    const double cse170 = -cse134*cse166 - cse134*cse167 - 0.00035777066491764025*cse136 + 0.00035777066491764025*cse139 - 0.00017888586116388667*cse140 + 2.1016759314194154e-10*cse141 + 0.00017888586116388667*cse142 + cse168 + cse169;
    const double cse171 = 0.1000001947021587*cse50;
    const double cse172 = cse171*cse48;
    const double cse173 = 0.0999996533603531*cse58;
    const double cse174 = cse173*cse56;
    const double cse175 = 0.05000030387247223*cse48;
    const double cse176 = cse175*cse53;
    const double cse177 = 0.1000001947021587*cse54;
    const double cse178 = cse177*cse56;
    const double cse179 = 0.05000030387247223*cse56;
    const double cse180 = cse179*cse51;
    const double cse181 = cse86*cse89;
    const double cse182 = cse104 - cse106 + cse107 - cse108 - cse109;
    const double cse183 = cse171*cse56;
    const double cse184 = cse173*cse48;
    const double cse185 = cse179*cse53;
    const double cse186 = cse177*cse48;
    const double cse187 = cse175*cse50;
    const double cse188 = cse187*cse49;
    const double cse189 = -cse183 - cse184 + cse185 - cse186 - cse188;
    const double cse190 = cse172 - cse174 - cse176 - cse178 - cse180;
    const double cse191 = 0.00035777066491764025*cse113 - 0.00017888586116388667*cse114 + 2.1016759314194154e-10*cse49;
    const double cse192 = -0.0013333414365992596*cse113 - 0.002666671858724232*cse114 + 0.0026666574229427496*cse49;
    const double cse193 = 0.0011925668727104444*cse113 + 0.0023851301988473735*cse114 + 0.0029814322378112004*cse49;
    const double cse194 = 0.003999999999999003*cse49;
    const double cse195 = 0.0999996533603531*cse49;
    const double cse196 = cse195*cse56;
    const double cse197 = 0.1000001947021587*cse114;
    const double cse198 = cse197*cse56;
    const double cse199 = cse113*cse179;
    const double cse200 = 0.05000030387247223*cse51;
    const double cse201 = cse173 + cse177 + cse200;
    const double cse202 = cse49*cse78 - cse80 - cse83;
    const double cse203 = cse127*cse56 - cse128*cse56 - cse129*cse56;
    const double cse204 = cse196 - cse198 - cse199;
    const double cse205 = -cse127*cse48 + cse128*cse48 + cse129*cse48;
    const double cse206 = cse113*cse175;
    const double cse207 = cse197*cse48;
    const double cse208 = cse195*cse48;
    const double cse209 = cse206 + cse207 - cse208;
    const double cse210 = cse157 - cse158;
    const double cse211 = cse132 - cse137;
    const double cse212 = cse166 + cse167;
    const double cse213 = 1.6918154910859629e-09*cse53;
    const double cse214 = 8.459102441953081e-10*cse50;
    const double cse215 = cse53*cse56;
    const double cse216 = 0.1000001947021587*cse215;
    const double cse217 = cse179*cse50;
    const double cse218 = 0.1000001947021587*cse51;
    const double cse219 = cse218*cse48;
    const double cse220 = cse175*cse54;
    const double cse221 = 0.1000001947021587*cse113;
    const double cse222 = 0.05000030387247223*cse114;
    const double cse223 = cse58*cse81 + cse58*cse84;
    const double cse224 = cse48*cse53;
    const double cse225 = 0.4472146529097166*cse224 + cse49*cse82 + cse49*cse85 - cse79;
    const double cse226 = -cse105 - cse108*cse49 - cse109*cse49 + 0.4472146529097166*cse215;
    const double cse227 = -cse221 + cse222;
    const double cse228 = -cse216 - cse217 + cse219 - cse220;
    const double cse229 = cse179*cse54;
    const double cse230 = cse218*cse56;
    const double cse231 = 0.1000001947021587*cse224;
    const double cse232 = -cse187 + cse229 - cse230 - cse231;
    const double cse233 = sin(psi_slider);
    const double cse234 = cse233*cse46;
    const double cse235 = cos(psi_slider);
    const double cse236 = cse235*cse88;
    const double cse237 = -cse112*cse234 + cse236;
    const double cse238 = cse233*cse88;
    const double cse239 = cse235*cse46;
    const double cse240 = cse112*cse239;
    const double cse241 = cse238 + cse240;
    const double cse242 = cse112*cse238;
    const double cse243 = -cse239 - cse242;
    const double cse244 = cse112*cse236;
    const double cse245 = cse234 - cse244;
    const double cse246 = cse233*cse45;
    const double cse247 = cse235*cse45;
    const double cse248 = 0.2 - r_slider_x;
    const double cse249 = 0.0001*psid_slider;
    const double cse250 = cse45*phid_slider;
    const double cse251 = cse233*cse250;
    const double cse252 = cse235*thetad_slider;
    const double cse253 = cse112*phid_slider;
    const double cse254 = 0.0001*cse252;
    const double cse255 = cse251 + cse252;
    const double cse256 = 0.0001*cse253;
    const double cse257 = 0.0001*cse251;
    const double cse258 = cse253 + psid_slider;
    const double cse259 = -cse249*cse251 - cse249*cse252 + cse253*cse254 + cse255*(cse249 + cse256) + cse258*(-cse254 - cse257);
    const double cse260 = cse233*thetad_slider;
    const double cse261 = 0.0001*cse260;
    const double cse262 = cse235*cse250;
    const double cse263 = cse260 - cse262;
    const double cse264 = 0.0001*cse262;
    const double cse265 = cse249*cse260 - cse249*cse262 - cse253*cse261 + cse258*(cse261 - cse264) + cse263*(-cse249 - cse256);
    const double cse266 = 0.0001*cse250*thetad_slider + cse255*(-cse261 + cse264) + cse263*(cse254 + cse257);
    const double cse267 = -cse234 + cse244;
    const double cse268 = 0.0001*acc_17;
    const double cse269 = (cse45*cse45);
    const double cse270 = 0.0001*(cse233*cse233);
    const double cse271 = 0.0001*(cse235*cse235);
    const double cse272 = cse112*cse88;
    const double cse273 = cse112*cse46;
    const double cse274 = cse112*r_slider_z;
    const double cse275 = cse248*cse45;
    const double cse276 = cse45*r_slider_y;
    const double cse277 = -cse238 - cse240;
    const double cse278 = cse45*r_slider_z;
    const double cse279 = cse233*cse278;
    const double cse280 = cse239 + cse242;
    const double cse281 = cse280*r_slider_y;
    const double cse282 = cse237*cse248;
    const double cse283 = -cse235*cse278;
    const double cse284 = (1.0/(h*h));
    const double cse285 = -cse23 + cse27;

    out[0] = 0.12*acc_0 + lam_0 + lam_5;  /* [0, 0] */
    out[1] = 0.12*acc_1 + lam_1 + lam_6;  /* [1, 0] */
    out[2] = 0.12*acc_2 + lam_2 + lam_7 + 1.1772;  /* [2, 0] */
    out[3] = acc_3*(0.0001*(cse0*cse0) + 0.0001*cse36*cse37 + 1e-05*cse37*cse38) + acc_4*cse31 - cse0*cse21 + cse0*cse35 + cse14*cse15 - cse20*cse8 + cse22*cse7*lam_3 - cse33*cse34*lam_17 + lam_5*(cse24 - 0.08*cse27) + lam_6*(-0.08*cse28 - 0.08*cse30);  /* [3, 0] */
    out[4] = acc_3*cse31 + acc_4*(1e-05*cse36 + 0.0001*cse38) - cse0*cse25*lam_3 + cse14*cse6 + cse2*cse20 + cse26*cse42 - cse39*cse40*lam_6 + cse41*cse7*lam_5 - cse7*lam_4 + lam_17*(cse26*cse43 + cse33*cse39*cse6);  /* [4, 0] */
    out[5] = 0.0001*acc_3*cse0 - cse15*cse42 - cse21 + cse35 + lam_17*(-cse15*cse43 - cse33*(-cse29 - cse44)) + lam_5*(cse0*cse24 - cse25*cse40) + lam_6*(-cse41 - 0.08*cse44);  /* [5, 0] */
    out[6] = 0.5*acc_6 - cse66 - cse77 - cse87 - lam_5;  /* [6, 0] */
    out[7] = 0.5*acc_7 - cse103 - cse111 - cse95 - lam_6;  /* [7, 0] */
    out[8] = 0.5*acc_8 - cse121 - cse126 - cse131 - lam_7 + 4.905;  /* [8, 0] */
    out[9] = acc_10*(cse143*cse191 + cse149*cse193 + cse159*cse192) + acc_11*(-1.6918154910859629e-09*cse113 + 8.459102441953081e-10*cse114 + cse194) + acc_9*(cse115*cse192 + cse125*cse193 + cse130*cse191) - cse115*cse156 - cse125*cse165 - cse130*cse170 + lam_10*(cse102*cse189 + cse190*cse76 + cse63*(cse100 - cse101 - cse97 - cse98 + cse99) + cse76*cse92) + lam_16*(cse189*cse94 + cse190*cse65) + lam_5*(-cse172 + cse174 + cse176 + cse178 + cse180) + lam_6*(cse183 + cse184 - cse185 + cse186 + cse188) + lam_8*(-cse181 + cse182*cse47) + lam_9*(cse110*cse189 + cse182*cse63 + cse190*cse86 + cse86*cse92);  /* [9, 0] */
    out[10] = acc_10*(cse143*cse212 + cse149*cse210 + cse159*cse211) + acc_11*(-cse213 - cse214) + acc_9*(cse115*cse211 + cse125*cse210 + cse130*cse212) - cse143*cse170 - cse149*cse165 - cse156*cse159 + lam_10*(cse102*cse204 + cse118*(cse49*cse67 + cse70 - cse73) + cse125*cse201 + cse209*cse76 + cse63*(cse122*cse48 + cse123*cse48 + cse124*cse48) + cse92*(-cse122*cse56 - cse123*cse56 - cse124*cse56)) + lam_16*(cse120*cse201 + cse204*cse94 + cse209*cse65) + lam_5*(-cse206 - cse207 + cse208) + lam_6*(-cse196 + cse198 + cse199) + lam_7*(-cse173 - cse177 - cse200) + lam_8*(cse112*cse202 - cse203*cse89 + cse205*cse47) + lam_9*(cse110*cse204 + cse118*cse202 + cse130*cse201 + cse203*cse92 + cse205*cse63 + cse209*cse86);  /* [10, 0] */
    out[11] = acc_10*(-8.459102439784677e-10*cse50 - 1.691815491194383e-09*cse53) + 0.003999999999999003*acc_11 + acc_9*(-1.691815491194383e-09*cse113 + 8.459102439784677e-10*cse114 + cse194) - cse134*cse213 - cse134*cse214 - 1.6918154910859629e-09*cse136 + 1.6918154910859629e-09*cse139 - 8.459102441953081e-10*cse140 - 0.003999999999999003*cse141 + 8.459102441953081e-10*cse142 - 0.6666643557356874*cse153 - 0.6666643557356874*cse155 - 0.7453580594528001*cse162 - 0.7453580594528001*cse164 - 5.254189828548538e-07*cse168 - 5.254189828548538e-07*cse169 + lam_10*(cse102*cse232 + cse118*(-cse58*cse71 + cse58*cse74) + cse125*cse227 + cse228*cse76 + cse63*(cse100*cse49 - cse101*cse49 - cse56*cse69 - cse96) + cse92*(-cse48*cse69 - cse49*cse72 + cse49*cse75 - cse68)) + lam_16*(cse120*cse227 + cse228*cse65 + cse232*cse94) + lam_5*(cse216 + cse217 - cse219 + cse220) + lam_6*(cse187 - cse229 + cse230 + cse231) + lam_7*(cse221 - cse222) + lam_8*(cse112*cse223 - cse225*cse89 + cse226*cse47) + lam_9*(cse110*cse232 + cse118*cse223 + cse130*cse227 + cse225*cse92 + cse226*cse63 + cse228*cse86);  /* [11, 0] */
    out[12] = 2.0*acc_12 - cse237*lam_14 + cse241*lam_13 + cse66 + cse77 + cse87;  /* [12, 0] */
    out[13] = 2.0*acc_13 + cse103 + cse111 + cse243*lam_14 + cse245*lam_13 + cse95;  /* [13, 0] */
    out[14] = 2.0*acc_14 + cse121 + cse126 + cse131 - cse246*lam_14 - cse247*lam_13 + 19.62;  /* [14, 0] */
    out[15] = acc_15*(0.0001*(cse112*cse112) + cse269*cse270 + cse269*cse271) - cse112*cse266 + cse112*cse268 - cse241*lam_15 + cse243*lam_12 - cse246*cse265 + cse247*cse259 - cse267*lam_11 + lam_13*(cse241*r_slider_y - cse248*cse267) + lam_14*(-cse237*r_slider_y + cse243*cse248) + lam_16*(cse47*cse94 + cse65*cse89) + lam_8*(cse110*cse47 + cse181);  /* [15, 0] */
    out[16] = acc_16*(cse270 + cse271) - cse233*cse259 + cse234*cse45*lam_12 - cse235*cse265 - cse236*cse45*lam_15 + cse239*cse45*lam_11 + lam_13*(-cse235*cse274 + cse236*cse276 + cse239*cse275) + lam_14*(-cse233*cse274 + cse234*cse275 + cse238*cse276) + lam_16*(-cse120*cse45 - cse272*cse94 + cse273*cse65) + lam_8*(-cse110*cse272 - cse130*cse45 + cse273*cse86);  /* [16, 0] */
    out[17] = 0.0001*acc_15*cse112 - cse237*lam_11 - cse266 + cse268 + cse277*lam_12 - cse280*lam_15 + lam_13*(cse279 + cse281 - cse282) + lam_14*(cse248*cse277 - cse267*r_slider_y + cse283);  /* [17, 0] */
    out[18] = cse284*r_crank_x;  /* [18, 0] */
    out[19] = cse284*(r_crank_y - 0.1);  /* [19, 0] */
    out[20] = cse284*(r_crank_z - 0.12);  /* [20, 0] */
    out[21] = -cse284*cse39;  /* [21, 0] */
    out[22] = cse0*cse284;  /* [22, 0] */
    out[23] = cse284*(0.08*cse34 + cse61 + cse62 + r_crank_x);  /* [23, 0] */
    out[24] = cse284*(0.08*cse285 + cse90 + cse91 + r_crank_y);  /* [24, 0] */
    out[25] = cse284*(cse116 + cse117 + 0.08*cse8 + r_crank_z);  /* [25, 0] */
    out[26] = cse284*(-cse110*cse89 + cse112*cse130 + cse47*cse86);  /* [26, 0] */
    out[27] = cse284*(cse110*cse92 + cse118*cse130 + cse63*cse86);  /* [27, 0] */
    out[28] = cse284*(cse102*cse92 + cse118*cse125 + cse63*cse76);  /* [28, 0] */
    out[29] = -cse241*cse284;  /* [29, 0] */
    out[30] = cse237*cse284;  /* [30, 0] */
    out[31] = cse284*(-cse241*cse248 + cse245*r_slider_y + cse283);  /* [31, 0] */
    out[32] = cse284*(-cse279 - cse281 + cse282);  /* [32, 0] */
    out[33] = -cse245*cse284;  /* [33, 0] */
    out[34] = cse284*((cse119*cse119) + (cse64*cse64) + (cse93*cse93) - 1);  /* [34, 0] */
    out[35] = cse284*(-cse285*cse33 + cse43*cse8);  /* [35, 0] */
}

/* Reverse Cuthill-McKee order of index3_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_slider_crank_re_index3_matrix_perm[36] = {19, 18, 33, 30, 29, 17, 32, 31, 1, 0, 15, 9, 13, 12, 7, 6, 26, 16, 34, 14, 28, 27, 21, 22,
    24, 23, 3, 35, 11, 10, 8, 4, 5, 25, 2, 20};

/* index3_matrix written into the column-major band storage of its permuted matrix
 * (n = 36, kl = 19, ku = 19, ldab = 58); ab is zeroed by the caller. */
void mg_slider_crank_re_index3_matrix_band(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *ab)
{
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double phid_crank = v[3];
    const double thetad_crank = v[4];
    const double psid_crank = v[5];
    const double phid_rod = v[9];
    const double thetad_rod = v[10];
    const double psid_rod = v[11];
    const double phid_slider = v[15];
    const double thetad_slider = v[16];
    const double psid_slider = v[17];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_5 = a[5];
    const double acc_9 = a[9];
    const double acc_10 = a[10];
    const double acc_11 = a[11];
    const double acc_15 = a[15];
    const double acc_17 = a[17];
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
    const double cse0 = cos(theta_crank);
    const double cse1 = cos(psi_crank);
    const double cse2 = (cse1*cse1);
    const double cse3 = sin(theta_crank);
    const double cse4 = (cse3*cse3);
    const double cse5 = sin(psi_crank);
    const double cse6 = (cse5*cse5);
    const double cse7 = cse3*phid_crank;
    const double cse8 = cse5*cse7;
    const double cse9 = cse1*thetad_crank;
    const double cse10 = -cse8 - cse9;
    const double cse11 = 0.0001*cse10;
    const double cse12 = cse1*cse3;
    const double cse13 = 0.0001*cse7;
    const double cse14 = cse1*cse13;
    const double cse15 = cse5*thetad_crank;
    const double cse16 = 0.0001*cse15;
    const double cse17 = -cse14 + cse16;
    const double cse18 = cse3*cse5;
    const double cse19 = cse1*cse7;
    const double cse20 = -cse15 + cse19;
    const double cse21 = 1e-05*cse20;
    const double cse22 = 1e-05*cse9;
    const double cse23 = -cse22 - 1e-05*cse8;
    const double cse24 = 0.0001*cse3;
    const double cse25 = -cse11*cse12 + cse12*cse23 - cse17*cse18 - cse18*cse21 + cse24*thetad_crank;
    const double cse26 = cse13*cse5;
    const double cse27 = 0.0001*cse9;
    const double cse28 = cse26 + cse27;
    const double cse29 = cse0*phid_crank;
    const double cse30 = cse29 + psid_crank;
    const double cse31 = 0.0001*cse30;
    const double cse32 = cse31*cse5;
    const double cse33 = 0.0001*cse0;
    const double cse34 = cse33*phid_crank;
    const double cse35 = 0.0001*psid_crank;
    const double cse36 = cse34 + cse35;
    const double cse37 = 1e-05*psid_crank;
    const double cse38 = cse0*cse11 - cse0*cse22 + cse0*cse28 - cse18*cse36 + cse18*cse37 + cse3*cse32;
    const double cse39 = cse14 - cse16;
    const double cse40 = cse1*cse31;
    const double cse41 = 1e-05*cse29;
    const double cse42 = -cse37 - cse41;
    const double cse43 = -cse0*cse21 + cse0*cse39 + cse12*cse35 + cse12*cse42 + cse15*cse33 + cse3*cse40;
    const double cse44 = (h*h);
    const double cse45 = 2*3.141592653589793*t;
    const double cse46 = cos(cse45);
    const double cse47 = cos(phi_crank);
    const double cse48 = cse0*cse47;
    const double cse49 = cse1*cse48;
    const double cse50 = sin(phi_crank);
    const double cse51 = cse5*cse50;
    const double cse52 = cse46*(-cse49 + cse51);
    const double cse53 = cse3*cse47*lam_3;
    const double cse54 = 0.08*cse49;
    const double cse55 = 0.08*cse51 - cse54;
    const double cse56 = cse1*cse50;
    const double cse57 = cse0*cse56;
    const double cse58 = 0.08*cse57;
    const double cse59 = cse47*cse5;
    const double cse60 = 0.08*cse59;
    const double cse61 = cse55*lam_6 + lam_5*(cse58 + cse60);
    const double cse62 = 9e-05*cse1;
    const double cse63 = cse18*cse62;
    const double cse64 = -cse1*cse17 - cse1*cse21 + cse11*cse5 + cse13 - cse23*cse5;
    const double cse65 = -cse1*cse36 + cse1*cse37 - cse1*cse41 + cse40;
    const double cse66 = cse35*cse5;
    const double cse67 = cse34*cse5;
    const double cse68 = -cse32 - cse42*cse5 - cse66 + cse67;
    const double cse69 = cse0*cse5;
    const double cse70 = cse62*cse69;
    const double cse71 = cse1*cse34;
    const double cse72 = cse1*cse29;
    const double cse73 = -cse13*cse15 + cse21*cse7 + cse30*cse71 - cse39*cse7 + cse42*cse72 + cse71*psid_crank;
    const double cse74 = cse30*cse39;
    const double cse75 = cse15*cse34 - cse15*cse35 + cse19*cse35 + cse20*cse42 + cse74;
    const double cse76 = cse5*cse75;
    const double cse77 = cse29*cse5;
    const double cse78 = -cse11*cse72 - cse17*cse77 - cse21*cse77 + cse23*cse72 + cse34*thetad_crank;
    const double cse79 = cse10*cse36 + cse28*cse30 + cse37*cse8 + cse37*cse9 - cse41*cse9;
    const double cse80 = cse1*cse79;
    const double cse81 = -cse11*cse7 + cse22*cse7 - cse28*cse7 + cse30*cse67 - cse36*cse77 + cse37*cse77;
    const double cse82 = cse0*cse3;
    const double cse83 = 0.0002*cse82;
    const double cse84 = cse3*cse50;
    const double cse85 = 0.08*cse1;
    const double cse86 = cse84*cse85;
    const double cse87 = cse46*lam_17;
    const double cse88 = cse1*cse47;
    const double cse89 = 0.08*cse88;
    const double cse90 = cse3*cse89;
    const double cse91 = cse0*cse50*lam_3 - cse1*cse84*cse87 + cse86*lam_6 + cse90*lam_5;
    const double cse92 = cse11 + 0.00011*cse8 + 0.00011*cse9;
    const double cse93 = -0.0002*cse15 + 0.0002*cse19 - cse21;
    const double cse94 = 9e-05*cse3;
    const double cse95 = acc_4*cse94;
    const double cse96 = cse10*cse42 + cse30*(-cse26 - cse27) + cse34*cse9 - cse35*cse9 - cse66*cse7;
    const double cse97 = cse15 - cse19;
    const double cse98 = -cse15*cse37 + cse15*cse41 + cse19*cse37 + cse36*cse97 + cse74;
    const double cse99 = cse10*cse23 + cse10*cse28 + cse17*cse97 + cse20*(1e-05*cse15 - 1e-05*cse19);
    const double cse100 = 0.00018*cse1*cse5;
    const double cse101 = cse0*cse51;
    const double cse102 = 0.08*cse101 - cse89;
    const double cse103 = cse48*cse5;
    const double cse104 = 0.08*cse103;
    const double cse105 = 0.08*cse56;
    const double cse106 = cse102*lam_6 - cse87*(cse101 - cse88) + lam_5*(cse104 + cse105);
    const double cse107 = -cse58 - cse60;
    const double cse108 = -cse46*(-cse57 - cse59);
    const double cse109 = sin(cse45);
    const double cse110 = -cse109*cse12;
    const double cse111 = 0.08*lam_7;
    const double cse112 = -cse111*cse12;
    const double cse113 = acc_3*cse94;
    const double cse114 = cse3*cse46;
    const double cse115 = cse0*cse109;
    const double cse116 = -cse111*cse69 + cse3*cse60*lam_6 - 0.08*cse5*cse84*lam_5 + lam_17*(-cse114*cse59 - cse115*cse5);
    const double cse117 = -cse48;
    const double cse118 = -cse3;
    const double cse119 = -cse90;
    const double cse120 = cse0*cse85;
    const double cse121 = cse1*cse115 + cse114*cse88;
    const double cse122 = -cse104 - cse105;
    const double cse123 = -0.08*cse18;
    const double cse124 = -cse109*cse18 - cse46*(-cse103 - cse56);
    const double cse125 = 2*lam_16;
    const double cse126 = cse125*cse44;
    const double cse127 = cse126 + 0.5;
    const double cse128 = cos(phi_rod);
    const double cse129 = sin(theta_rod);
    const double cse130 = 0.0999996533603531*cse129;
    const double cse131 = cse128*cse130;
    const double cse132 = cos(psi_rod);
    const double cse133 = cos(theta_rod);
    const double cse134 = cse132*cse133;
    const double cse135 = 0.1000001947021587*cse134;
    const double cse136 = cse128*cse135;
    const double cse137 = sin(psi_rod);
    const double cse138 = cse133*cse137;
    const double cse139 = 0.05000030387247223*cse128;
    const double cse140 = cse138*cse139;
    const double cse141 = -cse136 - cse140;
    const double cse142 = -cse131 + cse141;
    const double cse143 = sin(phi_rod);
    const double cse144 = 0.1000001947021587*cse143;
    const double cse145 = cse137*cse144;
    const double cse146 = 0.05000030387247223*cse143;
    const double cse147 = cse132*cse146;
    const double cse148 = cse145 - cse147;
    const double cse149 = cse142 + cse148;
    const double cse150 = 2*cse149;
    const double cse151 = cse150*lam_16;
    const double cse152 = 5.254189828548538e-07*cse129;
    const double cse153 = cse128*cse152;
    const double cse154 = 0.4472146529097166*cse132;
    const double cse155 = cse128*cse154;
    const double cse156 = cse133*cse155;
    const double cse157 = 0.8944266622941005*cse137;
    const double cse158 = cse128*cse157;
    const double cse159 = cse133*cse158;
    const double cse160 = cse156 - cse159;
    const double cse161 = cse153 + cse160;
    const double cse162 = 0.8944266622941005*cse132;
    const double cse163 = cse143*cse162;
    const double cse164 = 0.4472146529097166*cse137;
    const double cse165 = cse143*cse164;
    const double cse166 = -cse163 - cse165;
    const double cse167 = cse161 + cse166;
    const double cse168 = cse167*lam_9;
    const double cse169 = 0.7453580594528001*cse129;
    const double cse170 = cse128*cse169;
    const double cse171 = 0.2981417181776111*cse137;
    const double cse172 = cse128*cse171;
    const double cse173 = cse133*cse172;
    const double cse174 = 0.5962825497118434*cse132;
    const double cse175 = cse128*cse174;
    const double cse176 = cse133*cse175;
    const double cse177 = -cse173 - cse176;
    const double cse178 = cse170 + cse177;
    const double cse179 = 0.5962825497118434*cse137;
    const double cse180 = cse143*cse179;
    const double cse181 = 0.2981417181776111*cse132;
    const double cse182 = cse143*cse181;
    const double cse183 = cse180 - cse182;
    const double cse184 = cse178 + cse183;
    const double cse185 = cse184*lam_10;
    const double cse186 = cse44*(-cse151 - cse168 - cse185);
    const double cse187 = 0.0999996533603531*cse133;
    const double cse188 = cse143*cse187;
    const double cse189 = cse129*cse132;
    const double cse190 = 0.1000001947021587*cse189;
    const double cse191 = cse143*cse190;
    const double cse192 = cse129*cse137;
    const double cse193 = cse146*cse192;
    const double cse194 = -cse188 + cse191 + cse193;
    const double cse195 = 2*cse194;
    const double cse196 = cse195*lam_16;
    const double cse197 = 0.7453580594528001*cse133;
    const double cse198 = cse143*cse174;
    const double cse199 = cse143*cse171;
    const double cse200 = cse129*cse198 + cse129*cse199 + cse143*cse197;
    const double cse201 = cse200*lam_10;
    const double cse202 = 5.254189828548538e-07*cse133;
    const double cse203 = cse143*cse154;
    const double cse204 = cse129*cse157;
    const double cse205 = -cse129*cse203 + cse143*cse202 + cse143*cse204;
    const double cse206 = cse205*lam_9;
    const double cse207 = cse44*(-cse196 - cse201 - cse206);
    const double cse208 = cse134*cse146;
    const double cse209 = 0.1000001947021587*cse138;
    const double cse210 = cse143*cse209;
    const double cse211 = cse137*cse139;
    const double cse212 = 0.1000001947021587*cse128;
    const double cse213 = cse132*cse212;
    const double cse214 = -cse208 + cse210 - cse211 - cse213;
    const double cse215 = cse125*cse214;
    const double cse216 = cse133*cse180 - cse133*cse182 - cse172 - cse175;
    const double cse217 = cse216*lam_10;
    const double cse218 = -cse133*cse163 - cse133*cse165 + cse155 - cse158;
    const double cse219 = cse218*lam_9;
    const double cse220 = cse44*(-cse215 - cse217 - cse219);
    const double cse221 = -cse126;
    const double cse222 = sin(theta_slider);
    const double cse223 = cos(phi_slider);
    const double cse224 = cse222*cse223;
    const double cse225 = -cse126*cse224;
    const double cse226 = cos(theta_slider);
    const double cse227 = sin(phi_slider);
    const double cse228 = cse226*cse227;
    const double cse229 = -cse126*cse228;
    const double cse230 = cse143*cse157;
    const double cse231 = cse133*cse230;
    const double cse232 = cse133*cse203;
    const double cse233 = cse128*cse162;
    const double cse234 = cse143*cse152;
    const double cse235 = cse128*cse164;
    const double cse236 = -cse231 + cse232 + cse233 + cse234 + cse235;
    const double cse237 = -cse236;
    const double cse238 = cse133*cse199;
    const double cse239 = cse133*cse198;
    const double cse240 = cse128*cse179;
    const double cse241 = cse143*cse169;
    const double cse242 = cse128*cse181;
    const double cse243 = -cse238 - cse239 - cse240 + cse241 + cse242;
    const double cse244 = -cse243;
    const double cse245 = cse222*cse227;
    const double cse246 = 0.3333353591498149*cse137;
    const double cse247 = cse133*cse246;
    const double cse248 = 0.666667964681058*cse132;
    const double cse249 = cse133*cse248;
    const double cse250 = 0.3333353591498149*cse132;
    const double cse251 = 0.6666643557356874*cse129;
    const double cse252 = 0.666667964681058*cse137;
    const double cse253 = 0.15*cse128*cse250 - 0.15*cse128*cse252 - 0.15*cse143*cse247 - 0.15*cse143*cse249 - 0.15*cse143*cse251 - r_rod_x + r_slider_x;
    const double cse254 = 2*cse245 + 2*cse253;
    const double cse255 = -cse254;
    const double cse256 = cse130*cse143;
    const double cse257 = cse138*cse146;
    const double cse258 = cse135*cse143;
    const double cse259 = -cse257 - cse258;
    const double cse260 = -cse256 + cse259;
    const double cse261 = cse132*cse139;
    const double cse262 = cse137*cse212;
    const double cse263 = cse261 - cse262;
    const double cse264 = cse260 + cse263;
    const double cse265 = cse125*cse264;
    const double cse266 = cse243*lam_10;
    const double cse267 = cse236*lam_9;
    const double cse268 = cse44*(-cse265 - cse266 - cse267);
    const double cse269 = cse139*cse192;
    const double cse270 = cse128*cse190;
    const double cse271 = cse128*cse187;
    const double cse272 = -cse269 - cse270 + cse271;
    const double cse273 = 2*cse272;
    const double cse274 = cse273*lam_16;
    const double cse275 = cse128*cse197;
    const double cse276 = cse129*cse175;
    const double cse277 = cse129*cse172;
    const double cse278 = -cse275 - cse276 - cse277;
    const double cse279 = cse278*lam_10;
    const double cse280 = cse128*cse202;
    const double cse281 = cse128*cse204;
    const double cse282 = cse129*cse155;
    const double cse283 = -cse280 - cse281 + cse282;
    const double cse284 = cse283*lam_9;
    const double cse285 = cse44*(-cse274 - cse279 - cse284);
    const double cse286 = cse134*cse139;
    const double cse287 = cse128*cse209;
    const double cse288 = cse137*cse146;
    const double cse289 = cse132*cse144;
    const double cse290 = cse286 - cse287 - cse288 - cse289;
    const double cse291 = cse125*cse290;
    const double cse292 = cse133*cse240;
    const double cse293 = cse133*cse242;
    const double cse294 = -cse198 - cse199 - cse292 + cse293;
    const double cse295 = cse294*lam_10;
    const double cse296 = cse133*cse233;
    const double cse297 = cse133*cse164;
    const double cse298 = cse128*cse297;
    const double cse299 = cse203 - cse230 + cse296 + cse298;
    const double cse300 = cse299*lam_9;
    const double cse301 = cse44*(-cse291 - cse295 - cse300);
    const double cse302 = -cse126*cse245;
    const double cse303 = cse223*cse226;
    const double cse304 = cse126*cse303;
    const double cse305 = -cse153 - cse156 + cse159 + cse163 + cse165;
    const double cse306 = -cse305;
    const double cse307 = -cse170 + cse173 + cse176 - cse180 + cse182;
    const double cse308 = -cse307;
    const double cse309 = 0.15*cse128*cse247 + 0.15*cse128*cse249 + 0.15*cse128*cse251 + 0.15*cse143*cse250 - 0.15*cse143*cse252 - r_rod_y + r_slider_y;
    const double cse310 = -2*cse224 + 2*cse309;
    const double cse311 = -cse310;
    const double cse312 = 0.05000030387247223*cse138;
    const double cse313 = cse130 + cse135 + cse312;
    const double cse314 = 2*cse313;
    const double cse315 = cse314*lam_16;
    const double cse316 = cse133*cse171 + cse133*cse174 - cse169;
    const double cse317 = cse316*lam_10;
    const double cse318 = -cse133*cse154 + cse133*cse157 - cse152;
    const double cse319 = cse318*lam_9;
    const double cse320 = cse44*(-cse315 - cse317 - cse319);
    const double cse321 = 0.05000030387247223*cse189;
    const double cse322 = 0.1000001947021587*cse192;
    const double cse323 = cse321 - cse322;
    const double cse324 = 2*cse323;
    const double cse325 = cse324*lam_16;
    const double cse326 = -cse129*cse179 + cse129*cse181;
    const double cse327 = cse326*lam_10;
    const double cse328 = cse129*cse162;
    const double cse329 = cse129*cse164 + cse328;
    const double cse330 = cse329*lam_9;
    const double cse331 = cse44*(-cse325 - cse327 - cse330);
    const double cse332 = cse126*cse222;
    const double cse333 = cse129*cse154;
    const double cse334 = cse202 + cse204 - cse333;
    const double cse335 = -cse334;
    const double cse336 = cse129*cse171;
    const double cse337 = cse129*cse174;
    const double cse338 = cse197 + cse336 + cse337;
    const double cse339 = -cse338;
    const double cse340 = -cse129*cse246 - cse129*cse248 + 0.6666643557356874*cse133;
    const double cse341 = -0.15*cse340 - r_rod_z + r_slider_z;
    const double cse342 = 2*cse226 + 2*cse341;
    const double cse343 = -cse342;
    const double cse344 = 0.0013333414365992596*cse137;
    const double cse345 = cse129*cse344;
    const double cse346 = 0.002666671858724232*cse132;
    const double cse347 = cse129*cse346;
    const double cse348 = 0.0026666574229427496*cse133;
    const double cse349 = -cse345 - cse347 + cse348;
    const double cse350 = 0.00017888586116388667*cse132;
    const double cse351 = 0.00035777066491764025*cse137;
    const double cse352 = cse129*cse351;
    const double cse353 = 2.1016759314194154e-10*cse133;
    const double cse354 = -cse129*cse350 + cse352 + cse353;
    const double cse355 = -cse179 + cse181;
    const double cse356 = cse355*thetad_rod;
    const double cse357 = cse338*phid_rod;
    const double cse358 = cse356 + cse357 + 0.7453580594528001*psid_rod;
    const double cse359 = cse349*cse358;
    const double cse360 = cse133*cse351;
    const double cse361 = -0.004*cse356 - 0.004*cse357 - 0.0029814322378112004*psid_rod;
    const double cse362 = cse340*cse361;
    const double cse363 = -cse250 + cse252;
    const double cse364 = cse363*thetad_rod;
    const double cse365 = cse340*phid_rod;
    const double cse366 = cse364 + cse365 + 0.6666643557356874*psid_rod;
    const double cse367 = 0.0011925668727104444*cse137;
    const double cse368 = cse129*cse367;
    const double cse369 = 0.0023851301988473735*cse132;
    const double cse370 = cse129*cse369;
    const double cse371 = 0.0029814322378112004*cse133;
    const double cse372 = cse366*(-cse368 - cse370 - cse371);
    const double cse373 = 2.1016759314194154e-10*cse129;
    const double cse374 = cse373*thetad_rod;
    const double cse375 = 0.004*cse364 + 0.004*cse365 + 0.0026666574229427496*psid_rod;
    const double cse376 = cse338*cse375;
    const double cse377 = cse350*thetad_rod;
    const double cse378 = cse133*cse377;
    const double cse379 = 0.00017888586116388667*cse137;
    const double cse380 = cse129*cse379;
    const double cse381 = cse380*psid_rod;
    const double cse382 = 0.00035777066491764025*cse132;
    const double cse383 = cse129*cse382;
    const double cse384 = cse383*psid_rod;
    const double cse385 = cse359 - cse360*thetad_rod + cse362 + cse372 + cse374 + cse376 + cse378 - cse381 - cse384;
    const double cse386 = cse162 + cse164;
    const double cse387 = cse386*thetad_rod;
    const double cse388 = cse334*phid_rod;
    const double cse389 = cse387 + cse388 + 5.254189828548538e-07*psid_rod;
    const double cse390 = cse389*(-0.00026666574229427495*cse133 + 0.00026666718587242325*cse189 + 0.00013333414365992595*cse192);
    const double cse391 = 0.0017888586116388664*cse189;
    const double cse392 = 0.0035777066491764022*cse192;
    const double cse393 = 2.1016759314194155e-09*cse133;
    const double cse394 = cse366*(-cse391 + cse392 + cse393);
    const double cse395 = -0.0004*cse364 - 0.0004*cse365 - 0.00026666574229427495*psid_rod;
    const double cse396 = cse334*cse395;
    const double cse397 = 0.004*cse387;
    const double cse398 = 0.004*cse388;
    const double cse399 = 2.1016759314194155e-09*psid_rod;
    const double cse400 = cse397 + cse398 + cse399;
    const double cse401 = cse340*cse400;
    const double cse402 = 0.0023851301988473735*cse137;
    const double cse403 = cse129*cse402;
    const double cse404 = cse403*psid_rod;
    const double cse405 = 0.0029814322378112004*cse129;
    const double cse406 = cse405*thetad_rod;
    const double cse407 = cse369*thetad_rod;
    const double cse408 = cse133*cse407;
    const double cse409 = 0.0011925668727104444*cse132;
    const double cse410 = cse129*cse409;
    const double cse411 = cse133*cse367;
    const double cse412 = cse390 + cse394 + cse396 + cse401 + cse404 + cse406 - cse408 - cse410*psid_rod - cse411*thetad_rod;
    const double cse413 = cse358*(cse391 - cse392 - cse393);
    const double cse414 = cse133*cse346;
    const double cse415 = 0.0026666574229427496*cse129;
    const double cse416 = cse389*(0.00029814322378112005*cse133 + 0.00023851301988473734*cse189 + 0.00011925668727104445*cse192);
    const double cse417 = -cse397 - cse398 - cse399;
    const double cse418 = cse338*cse417;
    const double cse419 = 0.0013333414365992596*cse132;
    const double cse420 = cse129*cse419;
    const double cse421 = 0.0004*cse356 + 0.0004*cse357 + 0.00029814322378112005*psid_rod;
    const double cse422 = cse334*cse421;
    const double cse423 = cse344*thetad_rod;
    const double cse424 = cse133*cse423;
    const double cse425 = 0.002666671858724232*cse137;
    const double cse426 = cse129*cse425;
    const double cse427 = cse426*psid_rod;
    const double cse428 = cse413 + cse414*thetad_rod + cse415*thetad_rod + cse416 + cse418 + cse420*psid_rod + cse422 + cse424 - cse427;
    const double cse429 = cse368 + cse370 + cse371;
    const double cse430 = cse257 + cse258;
    const double cse431 = cse256 + cse430;
    const double cse432 = -cse261 + cse262;
    const double cse433 = cse431 + cse432;
    const double cse434 = cse238 + cse239;
    const double cse435 = -cse241 + cse434;
    const double cse436 = cse240 - cse242;
    const double cse437 = 2*cse264;
    const double cse438 = cse231 - cse232;
    const double cse439 = -cse234 + cse438;
    const double cse440 = -cse233 - cse235;
    const double cse441 = cse439 + cse440;
    const double cse442 = cse136 + cse140;
    const double cse443 = cse131 + cse442;
    const double cse444 = -cse145 + cse147;
    const double cse445 = cse443 + cse444;
    const double cse446 = cse167*cse224;
    const double cse447 = -cse419 + cse425;
    const double cse448 = cse358*cse447;
    const double cse449 = cse360*phid_rod;
    const double cse450 = cse355*cse375;
    const double cse451 = cse361*cse363;
    const double cse452 = cse366*(cse402 - cse409);
    const double cse453 = cse351*psid_rod;
    const double cse454 = cse350*psid_rod;
    const double cse455 = cse133*cse350;
    const double cse456 = cse373*phid_rod + cse448 - cse449 + cse450 + cse451 + cse452 + cse453 - cse454 + cse455*phid_rod;
    const double cse457 = cse363*cse400;
    const double cse458 = 0.0035777066491764022*cse132;
    const double cse459 = 0.0017888586116388664*cse137;
    const double cse460 = cse366*(cse458 + cse459);
    const double cse461 = cse389*(0.00013333414365992595*cse132 - 0.00026666718587242325*cse137);
    const double cse462 = cse386*cse395;
    const double cse463 = cse133*cse369;
    const double cse464 = cse411*phid_rod;
    const double cse465 = cse367*psid_rod + cse369*psid_rod + cse405*phid_rod + cse457 + cse460 + cse461 + cse462 - cse463*phid_rod - cse464;
    const double cse466 = cse389*(0.00011925668727104445*cse132 - 0.00023851301988473734*cse137);
    const double cse467 = cse358*(-cse458 - cse459);
    const double cse468 = cse386*cse421;
    const double cse469 = cse355*cse417;
    const double cse470 = cse415*phid_rod;
    const double cse471 = cse414*phid_rod;
    const double cse472 = cse346*psid_rod;
    const double cse473 = cse133*cse344;
    const double cse474 = -cse344*psid_rod + cse466 + cse467 + cse468 + cse469 + cse470 + cse471 - cse472 + cse473*phid_rod;
    const double cse475 = -cse414 - cse415 - cse473;
    const double cse476 = cse360 - cse373 - cse455;
    const double cse477 = -cse405 + cse411 + cse463;
    const double cse478 = 0.003999999999999003*cse129;
    const double cse479 = -cse478;
    const double cse480 = 8.459102441953081e-10*cse132;
    const double cse481 = cse133*cse480;
    const double cse482 = 1.6918154910859629e-09*cse137;
    const double cse483 = cse133*cse482;
    const double cse484 = cse420*phid_rod;
    const double cse485 = cse358*cse417 + cse389*cse421 - cse423*psid_rod + cse424*phid_rod - cse427*phid_rod + cse470*thetad_rod + cse471*thetad_rod - cse472*thetad_rod + cse484*psid_rod;
    const double cse486 = -cse247 - cse249 - cse251;
    const double cse487 = cse316*phid_rod;
    const double cse488 = 0.0004*cse389;
    const double cse489 = cse318*phid_rod;
    const double cse490 = 0.004*cse358;
    const double cse491 = cse417*cse487;
    const double cse492 = phid_rod*thetad_rod;
    const double cse493 = phid_rod*psid_rod;
    const double cse494 = cse133*cse493;
    const double cse495 = cse129*phid_rod;
    const double cse496 = cse421*cse489;
    const double cse497 = -cse347*cse492 + cse348*cse492 + cse419*cse494 - cse423*cse495 - cse425*cse494 + cse487*cse488 - cse489*cse490 + cse491 + cse496;
    const double cse498 = cse395*cse489;
    const double cse499 = 0.004*cse366;
    const double cse500 = cse486*phid_rod;
    const double cse501 = cse400*cse500;
    const double cse502 = cse368*cse492 + cse371*cse492 + cse402*cse494 + cse407*cse495 - cse409*cse494 - cse488*cse500 + cse489*cse499 + cse498 + cse501;
    const double cse503 = cse410*phid_rod;
    const double cse504 = cse367*thetad_rod;
    const double cse505 = cse366*cse400 + cse389*cse395 + cse404*phid_rod + cse406*phid_rod + cse407*psid_rod - cse408*phid_rod - cse464*thetad_rod - cse503*psid_rod + cse504*psid_rod;
    const double cse506 = cse375*cse487;
    const double cse507 = cse361*cse500;
    const double cse508 = cse352*cse492 + cse353*cse492 - cse377*cse495 - cse379*cse494 - cse382*cse494 - cse487*cse499 + cse490*cse500 + cse506 + cse507;
    const double cse509 = cse358*cse375 + cse361*cse366 + cse374*phid_rod - cse377*psid_rod + cse378*phid_rod - cse381*phid_rod - cse384*phid_rod - cse449*thetad_rod + cse453*thetad_rod;
    const double cse510 = cse269 + cse270 - cse271;
    const double cse511 = cse280 + cse281 - cse282;
    const double cse512 = cse205*cse224;
    const double cse513 = cse188 - cse191 - cse193;
    const double cse514 = cse272*lam_5 + cse513*lam_6 + lam_10*(cse149*cse200 + cse184*cse194 + cse194*cse307 + cse200*cse309 + cse243*cse272 + cse243*cse510 + cse253*(cse275 + cse276 + cse277) + cse264*cse278) + lam_16*(cse150*cse194 + cse194*cse310 + cse254*cse510 + cse264*cse273) + lam_8*(cse245*cse511 - cse512) + lam_9*(cse149*cse205 + cse167*cse194 + cse194*cse305 + cse205*cse309 + cse236*cse272 + cse236*cse510 + cse253*cse511 + cse264*cse283);
    const double cse515 = 0.003999999999999003*cse133;
    const double cse516 = cse129*cse480;
    const double cse517 = 2.1016759314194155e-09*cse366;
    const double cse518 = 0.00026666574229427495*cse389;
    const double cse519 = 5.254189828548538e-07*cse395 + 0.6666643557356874*cse400 + cse403*phid_rod + cse407 - cse503 + cse504 + cse517 - cse518;
    const double cse520 = 0.0029814322378112004*cse366;
    const double cse521 = 0.0026666574229427496*cse358;
    const double cse522 = cse351*thetad_rod + 0.6666643557356874*cse361 + 0.7453580594528001*cse375 - cse377 - cse380*phid_rod - cse383*phid_rod - cse520 + cse521;
    const double cse523 = 0.00029814322378112005*cse389;
    const double cse524 = 2.1016759314194155e-09*cse358;
    const double cse525 = -cse346*thetad_rod + 0.7453580594528001*cse417 + 5.254189828548538e-07*cse421 - cse423 - cse426*phid_rod + cse484 + cse523 - cse524;
    const double cse526 = 8.459102441953081e-10*cse137;
    const double cse527 = cse129*cse526;
    const double cse528 = 1.6918154910859629e-09*cse132;
    const double cse529 = cse129*cse528;
    const double cse530 = -cse420 + cse426;
    const double cse531 = -cse129*cse250 + cse129*cse252;
    const double cse532 = cse380 + cse383;
    const double cse533 = -cse403 + cse410;
    const double cse534 = cse329*phid_rod;
    const double cse535 = cse154 - cse157;
    const double cse536 = cse535*thetad_rod;
    const double cse537 = cse534 + cse536;
    const double cse538 = cse421*cse537;
    const double cse539 = 0.004*cse534;
    const double cse540 = 0.004*cse536;
    const double cse541 = cse358*(-cse539 - cse540);
    const double cse542 = cse133*cse492;
    const double cse543 = cse326*phid_rod;
    const double cse544 = -cse171 - cse174;
    const double cse545 = cse544*thetad_rod;
    const double cse546 = cse389*(0.0004*cse543 + 0.0004*cse545);
    const double cse547 = psid_rod*thetad_rod;
    const double cse548 = cse543 + cse545;
    const double cse549 = cse417*cse548;
    const double cse550 = -cse345*cse493 - cse347*cse493 + cse419*cse542 - cse419*cse547 - cse425*cse542 + cse425*cse547 + cse538 + cse541 + cse546 + cse549;
    const double cse551 = cse531*phid_rod;
    const double cse552 = cse246 + cse248;
    const double cse553 = cse552*thetad_rod;
    const double cse554 = cse551 + cse553;
    const double cse555 = cse400*cse554;
    const double cse556 = cse366*(cse539 + cse540);
    const double cse557 = cse389*(-0.0004*cse551 - 0.0004*cse553);
    const double cse558 = cse395*cse537;
    const double cse559 = cse368*cse493 + cse370*cse493 + cse402*cse542 - cse402*cse547 - cse409*cse542 + cse409*cse547 + cse555 + cse556 + cse557 + cse558;
    const double cse560 = cse375*cse548;
    const double cse561 = cse358*(0.004*cse551 + 0.004*cse553);
    const double cse562 = cse366*(-0.004*cse543 - 0.004*cse545);
    const double cse563 = cse361*cse554;
    const double cse564 = cse352*cse493 - cse379*cse542 + cse379*cse547 - cse382*cse542 + cse382*cse547 - cse454*cse495 + cse560 + cse561 + cse562 + cse563;
    const double cse565 = -cse286 + cse287 + cse288 + cse289;
    const double cse566 = 2*cse290;
    const double cse567 = -cse203 + cse230 - cse296 - cse298;
    const double cse568 = cse218*cse224;
    const double cse569 = cse208 - cse210 + cse211 + cse213;
    const double cse570 = cse290*lam_5 + cse569*lam_6 + lam_10*(cse149*cse216 + cse184*cse214 + cse214*cse307 + cse216*cse309 + cse243*cse290 + cse243*cse565 + cse253*(cse198 + cse199 + cse292 - cse293) + cse264*cse294) + lam_16*(cse150*cse214 + cse214*cse310 + cse254*cse565 + cse264*cse566) + lam_8*(cse245*cse567 - cse568) + lam_9*(cse149*cse218 + cse167*cse214 + cse214*cse305 + cse218*cse309 + cse236*cse290 + cse236*cse565 + cse253*cse567 + cse264*cse299);
    const double cse571 = 0.10000060774494446*cse138;
    const double cse572 = 0.2000003894043174*cse134;
    const double cse573 = 0.10000060774494446*cse143;
    const double cse574 = 0.1999993067207062*cse129;
    const double cse575 = 0.2000003894043174*cse143;
    const double cse576 = cse168 + cse185;
    const double cse577 = 0.10000060774494446*cse128;
    const double cse578 = 0.2000003894043174*cse128;
    const double cse579 = cse266 + cse267;
    const double cse580 = cse236*cse245;
    const double cse581 = cse44*(lam_16*(cse150*cse224 + cse245*cse437) + lam_8*(cse446 + cse580));
    const double cse582 = cse236*cse303;
    const double cse583 = cse44*(lam_16*(cse150*cse228 - cse303*cse437) + lam_8*(cse167*cse228 - cse582));
    const double cse584 = cse224*cse236;
    const double cse585 = cse167*cse245 - cse584;
    const double cse586 = cse149*cse236 + cse167*cse253 + cse236*cse309 + cse264*cse305;
    const double cse587 = cse149*cse243 + cse184*cse253 + cse243*cse309 + cse264*cse307;
    const double cse588 = cse149*cse254 + cse264*cse310;
    const double cse589 = cse379 + cse382;
    const double cse590 = -cse402 + cse409;
    const double cse591 = 0.05000030387247223*cse192;
    const double cse592 = -cse190 - cse591;
    const double cse593 = cse187 + cse592;
    const double cse594 = cse190 + cse591;
    const double cse595 = -cse336 - cse337;
    const double cse596 = -cse204 + cse333;
    const double cse597 = -cse202 + cse596;
    const double cse598 = cse344 + cse346;
    const double cse599 = cse350 - cse351;
    const double cse600 = -cse367 - cse369;
    const double cse601 = cse143*cse322;
    const double cse602 = cse146*cse189;
    const double cse603 = -cse601 + cse602;
    const double cse604 = cse128*cse322;
    const double cse605 = cse139*cse189;
    const double cse606 = cse604 - cse605;
    const double cse607 = 0.05000030387247223*cse134;
    const double cse608 = -cse209 + cse607;
    const double cse609 = -cse129*cse233 - cse129*cse235;
    const double cse610 = cse129*cse165 + cse143*cse328;
    const double cse611 = cse133*cse162 + cse297;
    const double cse612 = lam_10*(cse194*cse216 + cse200*cse214 + cse243*cse603 + cse253*(-cse129*cse180 + cse129*cse182) + cse272*cse294 + cse278*cse290 + cse307*cse606 + cse309*(cse129*cse240 - cse129*cse242) + cse313*cse326 + cse316*cse323 + cse338*cse608 + cse341*(-cse133*cse179 + cse133*cse181)) + lam_16*(cse195*cse214 + cse254*cse603 + cse273*cse290 + cse310*cse606 + cse314*cse323 + cse342*cse608) + lam_5*(cse601 - cse602) + lam_6*(-cse604 + cse605) + lam_7*(cse209 - cse607) + lam_8*(-cse224*cse609 + cse226*cse611 + cse245*cse610) + lam_9*(cse194*cse218 + cse205*cse214 + cse236*cse603 + cse253*cse610 + cse272*cse299 + cse283*cse290 + cse305*cse606 + cse309*cse609 + cse313*cse329 + cse318*cse323 + cse334*cse608 + cse341*cse611);
    const double cse613 = 0.1999993067207062*cse133;
    const double cse614 = cse201 + cse206;
    const double cse615 = cse279 + cse284;
    const double cse616 = cse317 + cse319;
    const double cse617 = cse44*(lam_16*(cse195*cse224 + cse245*cse273) + lam_8*(cse245*cse283 + cse512));
    const double cse618 = cse44*(lam_16*(cse195*cse228 - cse222*cse314 - cse273*cse303) + lam_8*(cse205*cse228 - cse222*cse318 - cse283*cse303));
    const double cse619 = -cse130 - cse135 - cse312;
    const double cse620 = cse205*cse245 - cse224*cse283 + cse226*cse318;
    const double cse621 = cse194*cse236 + cse205*cse253 + cse272*cse305 + cse283*cse309 + cse313*cse334 + cse318*cse341;
    const double cse622 = cse194*cse243 + cse200*cse253 + cse272*cse307 + cse278*cse309 + cse313*cse338 + cse316*cse341;
    const double cse623 = cse194*cse254 + cse272*cse310 + cse313*cse342;
    const double cse624 = 8.459102439784677e-10*cse132;
    const double cse625 = 1.691815491194383e-09*cse137;
    const double cse626 = cse482*thetad_rod;
    const double cse627 = 8.459102439784677e-10*cse137;
    const double cse628 = 1.691815491194383e-09*cse132;
    const double cse629 = cse482*psid_rod;
    const double cse630 = cse133*cse528;
    const double cse631 = cse430 + cse432;
    const double cse632 = 2*cse214;
    const double cse633 = cse141 + cse148;
    const double cse634 = cse160 + cse166;
    const double cse635 = cse438 + cse440;
    const double cse636 = cse217 + cse219;
    const double cse637 = cse295 + cse300;
    const double cse638 = cse327 + cse330;
    const double cse639 = cse44*(lam_16*(cse224*cse632 + cse245*cse566) + lam_8*(cse245*cse299 + cse568));
    const double cse640 = cse44*(lam_16*(-cse222*cse324 + cse228*cse632 - cse303*cse566) + lam_8*(cse218*cse228 - cse222*cse329 - cse299*cse303));
    const double cse641 = -cse321 + cse322;
    const double cse642 = cse218*cse245 - cse224*cse299 + cse226*cse329;
    const double cse643 = cse214*cse236 + cse218*cse253 + cse290*cse305 + cse299*cse309 + cse323*cse334 + cse329*cse341;
    const double cse644 = cse214*cse243 + cse216*cse253 + cse290*cse307 + cse294*cse309 + cse323*cse338 + cse326*cse341;
    const double cse645 = cse214*cse254 + cse290*cse310 + cse323*cse342;
    const double cse646 = cse126 + 2.0;
    const double cse647 = cos(psi_slider);
    const double cse648 = cse227*cse647;
    const double cse649 = sin(psi_slider);
    const double cse650 = cse223*cse649;
    const double cse651 = cse226*cse650;
    const double cse652 = -cse648 - cse651;
    const double cse653 = cse223*cse647;
    const double cse654 = cse226*cse653;
    const double cse655 = cse227*cse649;
    const double cse656 = cse654 - cse655;
    const double cse657 = cse44*(cse125*cse224 - cse652*lam_14 + cse656*lam_13);
    const double cse658 = cse222*cse649;
    const double cse659 = cse227*cse658;
    const double cse660 = cse222*cse647;
    const double cse661 = cse227*cse660;
    const double cse662 = cse44*(cse125*cse228 - cse659*lam_14 - cse661*lam_13);
    const double cse663 = cse226*cse648;
    const double cse664 = -cse650 - cse663;
    const double cse665 = cse226*cse655;
    const double cse666 = cse653 - cse665;
    const double cse667 = cse44*(-cse664*lam_14 + cse666*lam_13);
    const double cse668 = cse650 + cse663;
    const double cse669 = -cse666;
    const double cse670 = -cse653 + cse665;
    const double cse671 = cse44*(cse125*cse245 + cse668*lam_13 + cse670*lam_14);
    const double cse672 = cse223*cse658;
    const double cse673 = cse223*cse660;
    const double cse674 = cse44*(-cse125*cse303 + cse672*lam_14 + cse673*lam_13);
    const double cse675 = -cse654 + cse655;
    const double cse676 = cse648 + cse651;
    const double cse677 = cse44*(cse675*lam_14 + cse676*lam_13);
    const double cse678 = cse226*cse649;
    const double cse679 = cse226*cse647;
    const double cse680 = cse44*(-cse125*cse222 - cse678*lam_14 - cse679*lam_13);
    const double cse681 = cse44*(cse658*lam_13 - cse660*lam_14);
    const double cse682 = -cse660;
    const double cse683 = -cse658;
    const double cse684 = (cse226*cse226);
    const double cse685 = (cse222*cse222);
    const double cse686 = (cse647*cse647);
    const double cse687 = 0.0001*cse686;
    const double cse688 = (cse649*cse649);
    const double cse689 = 0.0001*cse688;
    const double cse690 = cse658*phid_slider;
    const double cse691 = cse647*thetad_slider;
    const double cse692 = cse690 + cse691;
    const double cse693 = 0.0001*cse692;
    const double cse694 = 0.0001*cse690;
    const double cse695 = 0.0001*cse691;
    const double cse696 = cse694 + cse695;
    const double cse697 = cse660*phid_slider;
    const double cse698 = cse649*thetad_slider;
    const double cse699 = -cse697 + cse698;
    const double cse700 = 0.0001*cse699;
    const double cse701 = 0.0001*cse697;
    const double cse702 = 0.0001*cse698;
    const double cse703 = cse701 - cse702;
    const double cse704 = 0.0001*cse222;
    const double cse705 = cse658*cse700 + cse658*cse703 + cse660*cse693 - cse660*cse696 + cse704*thetad_slider;
    const double cse706 = cse226*phid_slider;
    const double cse707 = 0.0001*cse706;
    const double cse708 = 0.0001*psid_slider;
    const double cse709 = -cse707 - cse708;
    const double cse710 = cse706 + psid_slider;
    const double cse711 = 0.0001*cse710;
    const double cse712 = -cse701 + cse702;
    const double cse713 = 0.0001*cse226;
    const double cse714 = cse226*cse712 - cse660*cse708 - cse660*cse709 - cse660*cse711 - cse698*cse713 - cse699*cse713;
    const double cse715 = -cse694 - cse695;
    const double cse716 = cse707 + cse708;
    const double cse717 = cse226*cse715 - cse658*cse708 - cse658*cse711 + cse658*cse716 + cse691*cse713 + cse692*cse713;
    const double cse718 = (cse223*cse223);
    const double cse719 = 2*cse685;
    const double cse720 = (cse227*cse227);
    const double cse721 = cse224*cse310 - cse245*cse254;
    const double cse722 = 0.2 - r_slider_x;
    const double cse723 = cse664*cse722;
    const double cse724 = cse656*r_slider_y;
    const double cse725 = -cse723 + cse724;
    const double cse726 = -cse652*r_slider_y + cse670*cse722;
    const double cse727 = cse224*cse305 - cse580;
    const double cse728 = -cse656*lam_15 - cse664*lam_11 + cse670*lam_12;
    const double cse729 = cse704*phid_slider;
    const double cse730 = cse647*cse700 + cse647*cse703 - cse649*cse693 + cse649*cse696 + cse729;
    const double cse731 = cse649*cse708;
    const double cse732 = cse649*cse707;
    const double cse733 = cse649*cse709 + cse649*cse711 + cse731 - cse732;
    const double cse734 = cse647*cse707;
    const double cse735 = cse647*cse708;
    const double cse736 = -cse647*cse711 + cse647*cse716 + cse734 - cse735;
    const double cse737 = 0.0002*cse222*cse226;
    const double cse738 = cse690*cse708;
    const double cse739 = cse691*cse708;
    const double cse740 = cse691*cse707;
    const double cse741 = cse692*cse716 + cse710*cse715 - cse738 - cse739 + cse740;
    const double cse742 = cse647*cse741;
    const double cse743 = cse649*cse706;
    const double cse744 = cse222*phid_slider;
    const double cse745 = -cse693*cse744 - cse701*thetad_slider - cse706*cse731 - cse710*cse732 - cse715*cse744 + cse716*cse743;
    const double cse746 = cse647*cse706;
    const double cse747 = cse694*thetad_slider + cse700*cse744 - cse706*cse735 - cse709*cse746 - cse710*cse734 - cse712*cse744;
    const double cse748 = -cse697*cse708 - cse698*cse707 + cse698*cse708 + cse710*cse712;
    const double cse749 = cse699*cse709 + cse748;
    const double cse750 = cse649*cse749;
    const double cse751 = cse693*cse746 - cse696*cse746 + cse700*cse743 + cse703*cse743 + cse707*thetad_slider;
    const double cse752 = cse661*lam_15 + cse672*lam_12 + cse673*lam_11 + lam_13*(-cse661*r_slider_y + cse673*cse722) + lam_14*(-cse659*r_slider_y + cse672*cse722) + lam_16*(cse228*cse310 + cse254*cse303) + lam_8*(cse228*cse305 + cse582);
    const double cse753 = -0.0002*cse697 + 0.0002*cse698 - cse700;
    const double cse754 = -0.0002*cse690 - 0.0002*cse691 + cse693;
    const double cse755 = cse697 - cse698;
    const double cse756 = cse716*cse755 + cse748;
    const double cse757 = cse692*cse709 + cse696*cse710 + cse738 + cse739 - cse740;
    const double cse758 = cse692*cse696 + cse692*cse715 + cse699*cse703 + cse703*cse755;
    const double cse759 = cse652*cse722;
    const double cse760 = cse666*r_slider_y;
    const double cse761 = -cse652*lam_11 - cse666*lam_15 + cse675*lam_12 + lam_13*(-cse759 + cse760) + lam_14*(-cse664*r_slider_y + cse675*cse722);
    const double cse762 = cse245*cse305 + cse584;
    const double cse763 = -cse656;
    const double cse764 = -cse656*cse722 + cse668*r_slider_y;
    const double cse765 = cse759 - cse760;
    const double cse766 = -cse668;
    const double cse767 = cse224*cse254 + cse245*cse310;
    const double cse768 = 2*cse684;
    const double cse769 = cse658*r_slider_z;
    const double cse770 = cse660*r_slider_z;
    const double cse771 = cse672*r_slider_y;
    const double cse772 = cse659*cse722;
    const double cse773 = cse678*r_slider_z;
    const double cse774 = cse661*cse722 + cse673*r_slider_y - cse679*r_slider_z;
    const double cse775 = -cse659*lam_11 + cse661*lam_12 + cse672*lam_15 + cse774*lam_14 + lam_13*(-cse771 - cse772 + cse773);
    const double cse776 = -cse222*cse334 + cse228*cse236 - cse303*cse305;
    const double cse777 = cse771 + cse772 - cse773;
    const double cse778 = -cse673;
    const double cse779 = -cse222*cse342 + cse228*cse254 - cse303*cse310;
    const double cse780 = -cse666*cse722 + cse676*r_slider_y + cse769;
    const double cse781 = cse723 - cse724 - cse770;
    const double cse782 = -cse676;

    ab[560] = 0.12;  /* [0, 0] */
    ab[104] = 1;  /* [0, 18] */
    ab[1472] = 1;  /* [0, 23] */
    ab[502] = 0.12;  /* [1, 1] */
    ab[46] = 1;  /* [1, 19] */
    ab[1414] = 1;  /* [1, 24] */
    ab[2010] = 0.12;  /* [2, 2] */
    ab[2067] = 1;  /* [2, 20] */
    ab[1953] = 1;  /* [2, 25] */
    ab[1546] = 0.0001*(cse0*cse0) + 1e-05*cse2*cse4 + 0.0001*cse4*cse6 + cse44*(-cse52*lam_17 + cse53 + cse61) - h*(cse0*cse25 + cse12*cse38 - cse18*cse43);  /* [3, 3] */
    ab[1831] = cse44*(acc_3*(2e-05*cse2*cse82 + cse6*cse83 - cse83) + acc_4*cse70 - acc_5*cse24 + cse0*cse76 - cse0*cse78 - cse0*cse80 - cse12*cse81 + cse18*cse73 + cse3*(cse10*cse17 + cse13*thetad_crank + cse20*cse23) + cse91) + cse63 - h*(cse0*cse64 + cse12*cse65 - cse18*cse68);  /* [3, 4] */
    ab[1888] = cse33 + cse44*(acc_3*cse100*cse4 - cse0*cse99 + cse106 + cse12*cse75 - cse12*cse98 + cse18*cse79 + cse18*cse96 + cse2*cse95 - cse6*cse95) - h*(cse12*cse92 - cse18*cse93);  /* [3, 5] */
    ab[1318] = cse84;  /* [3, 21] */
    ab[1489] = cse55;  /* [3, 23] */
    ab[1432] = cse107;  /* [3, 24] */
    ab[1603] = cse108;  /* [3, 35] */
    ab[1551] = cse44*cse91 + cse63 - h*(-cse1*cse43 - cse38*cse5);  /* [4, 3] */
    ab[1836] = 0.0001*cse2 + cse44*(acc_3*cse70 - cse0*lam_4 + cse1*cse73 + cse112 + cse5*cse81 + cse53 - cse54*lam_6 + cse58*lam_5 + lam_17*(cse110 + cse46*cse49)) + 1e-05*cse6 - h*(-cse1*cse68 - cse5*cse65);  /* [4, 4] */
    ab[1893] = cse44*(-acc_4*cse100 + cse1*cse96 + cse113*cse2 - cse113*cse6 + cse116 + cse5*cse98 - cse76 + cse80) - h*(-cse1*cse93 - cse5*cse92);  /* [4, 5] */
    ab[1323] = cse117;  /* [4, 21] */
    ab[1380] = cse118;  /* [4, 22] */
    ab[1494] = cse86;  /* [4, 23] */
    ab[1437] = cse119;  /* [4, 24] */
    ab[1950] = cse120;  /* [4, 25] */
    ab[1608] = cse121;  /* [4, 35] */
    ab[1552] = cse106*cse44 - cse25*h + cse33;  /* [5, 3] */
    ab[1837] = cse44*(-acc_3*cse24 + cse116 - cse78) - cse64*h;  /* [5, 4] */
    ab[1894] = cse44*(cse112 + cse61 - cse99 + lam_17*(cse110 - cse52)) + 0.0001;  /* [5, 5] */
    ab[1495] = cse102;  /* [5, 23] */
    ab[1438] = cse122;  /* [5, 24] */
    ab[1951] = cse123;  /* [5, 25] */
    ab[1609] = cse124;  /* [5, 35] */
    ab[908] = cse127;  /* [6, 6] */
    ab[680] = cse186;  /* [6, 9] */
    ab[1706] = cse207;  /* [6, 10] */
    ab[1649] = cse220;  /* [6, 11] */
    ab[794] = cse221;  /* [6, 12] */
    ab[623] = cse225;  /* [6, 15] */
    ab[1022] = cse229;  /* [6, 16] */
    ab[1478] = -1;  /* [6, 23] */
    ab[1250] = cse237;  /* [6, 27] */
    ab[1193] = cse244;  /* [6, 28] */
    ab[1079] = cse255;  /* [6, 34] */
    ab[850] = cse127;  /* [7, 7] */
    ab[679] = cse268;  /* [7, 9] */
    ab[1705] = cse285;  /* [7, 10] */
    ab[1648] = cse301;  /* [7, 11] */
    ab[736] = cse221;  /* [7, 13] */
    ab[622] = cse302;  /* [7, 15] */
    ab[1021] = cse304;  /* [7, 16] */
    ab[1420] = -1;  /* [7, 24] */
    ab[1249] = cse306;  /* [7, 27] */
    ab[1192] = cse308;  /* [7, 28] */
    ab[1078] = cse311;  /* [7, 34] */
    ab[1778] = cse127;  /* [8, 8] */
    ab[1721] = cse320;  /* [8, 10] */
    ab[1664] = cse331;  /* [8, 11] */
    ab[1151] = cse221;  /* [8, 14] */
    ab[1037] = cse332;  /* [8, 16] */
    ab[1949] = -1;  /* [8, 25] */
    ab[1265] = cse335;  /* [8, 27] */
    ab[1208] = cse339;  /* [8, 28] */
    ab[1094] = cse343;  /* [8, 34] */
    ab[904] = cse186;  /* [9, 6] */
    ab[847] = cse268;  /* [9, 7] */
    ab[676] = cse334*cse354 + cse338*cse429 + cse340*cse349 + cse44*(cse264*lam_5 + cse445*lam_6 + lam_10*(cse149*cse307 + cse150*cse184 + cse184*cse309 + cse243*cse433 + cse243*cse437 + cse253*(cse435 + cse436)) + lam_16*(2*(cse149*cse149) + cse149*cse310 + cse254*cse433 + 2*(cse264*cse264)) + lam_8*(cse245*cse441 - cse446) + lam_9*(cse149*cse305 + cse150*cse167 + cse167*cse309 + cse236*cse433 + cse236*cse437 + cse253*cse441)) - h*(cse334*cse385 + cse338*cse412 + cse340*cse428);  /* [9, 9] */
    ab[1702] = cse349*cse363 + cse354*cse386 + cse355*cse429 + cse44*(acc_10*(cse355*cse477 + cse363*cse475 + cse386*cse476) + acc_11*(cse479 + cse481 - cse483) + acc_9*(cse316*cse429 + cse318*cse354 + cse334*cse476 + cse338*cse477 + cse340*cse475 + cse349*cse486) - cse316*cse505 - cse318*cse509 - cse334*cse508 - cse338*cse502 - cse340*cse497 - cse485*cse486 + cse514) - h*(cse334*cse456 + cse338*cse465 + cse340*cse474);  /* [9, 10] */
    ab[1645] = -cse129*cse482 + cse44*(acc_10*(cse349*cse552 + cse354*cse535 + cse355*cse533 + cse363*cse530 + cse386*cse532 + cse429*cse544) + acc_11*(-cse527 - cse529) + acc_9*(cse326*cse429 + cse329*cse354 + cse334*cse532 + cse338*cse533 + cse340*cse530 + cse349*cse531) - cse326*cse505 - cse329*cse509 - cse334*cse564 - cse338*cse559 - cse340*cse550 - cse485*cse531 + cse570) + cse515 + cse516 - h*(cse334*cse522 + cse338*cse519 + cse340*cse525);  /* [9, 11] */
    ab[790] = cse44*(cse576 + lam_16*(-cse128*cse571 - cse128*cse572 - cse128*cse574 - cse132*cse573 + cse137*cse575));  /* [9, 12] */
    ab[733] = cse44*(cse579 + lam_16*(cse132*cse577 - cse137*cse578 - cse143*cse571 - cse143*cse572 - cse143*cse574));  /* [9, 13] */
    ab[619] = cse581;  /* [9, 15] */
    ab[1018] = cse583;  /* [9, 16] */
    ab[1474] = cse445;  /* [9, 23] */
    ab[1417] = cse433;  /* [9, 24] */
    ab[961] = cse585;  /* [9, 26] */
    ab[1246] = cse586;  /* [9, 27] */
    ab[1189] = cse587;  /* [9, 28] */
    ab[1075] = cse588;  /* [9, 34] */
    ab[922] = cse207;  /* [10, 6] */
    ab[865] = cse285;  /* [10, 7] */
    ab[1777] = cse320;  /* [10, 8] */
    ab[694] = cse334*cse589 + cse338*cse590 + cse340*cse447 + cse44*cse514 - h*(cse355*cse412 + cse363*cse428 + cse385*cse386);  /* [10, 9] */
    ab[1720] = cse355*cse590 + cse363*cse447 + cse386*cse589 + cse44*(acc_9*(cse316*cse590 + cse318*cse589 + cse447*cse486) + cse260*lam_5 - cse355*cse502 - cse363*cse497 - cse386*cse508 + cse443*lam_6 + lam_10*(cse142*cse307 + cse178*cse309 + cse195*cse200 + cse243*cse431 + cse253*cse435 + cse273*cse278 + cse314*cse316 + cse338*cse593 + cse341*(-cse197 + cse595)) + lam_16*(cse142*cse310 + 2*(cse194*cse194) + cse254*cse431 + 2*(cse272*cse272) + 2*(cse313*cse313) + cse342*cse593) + lam_7*(-cse187 + cse594) + lam_8*(-cse161*cse224 + cse226*cse597 + cse245*cse439) + lam_9*(cse142*cse305 + cse161*cse309 + cse195*cse205 + cse236*cse431 + cse253*cse439 + cse273*cse283 + cse314*cse318 + cse334*cse593 + cse341*cse597)) - h*(cse355*cse465 + cse363*cse474 + cse386*cse456);  /* [10, 10] */
    ab[1663] = cse44*(acc_10*(cse355*cse600 + cse363*cse598 + cse386*cse599 + cse447*cse552 + cse535*cse589 + cse544*cse590) + acc_11*(-cse480 + cse482) + acc_9*(cse326*cse590 + cse329*cse589 + cse334*cse599 + cse338*cse600 + cse340*cse598 + cse447*cse531) - cse355*cse559 - cse363*cse550 - cse386*cse564 - cse485*cse552 - cse505*cse544 - cse509*cse535 + cse612) - cse526 - cse528 - h*(cse355*cse519 + cse363*cse525 + cse386*cse522);  /* [10, 11] */
    ab[808] = cse44*(cse614 + lam_16*(-cse143*cse613 + cse189*cse575 + cse192*cse573));  /* [10, 12] */
    ab[751] = cse44*(cse615 + lam_16*(cse128*cse613 - cse189*cse578 - cse192*cse577));  /* [10, 13] */
    ab[1150] = cse44*(cse616 + lam_16*(cse571 + cse572 + cse574));  /* [10, 14] */
    ab[637] = cse617;  /* [10, 15] */
    ab[1036] = cse618;  /* [10, 16] */
    ab[1492] = cse513;  /* [10, 23] */
    ab[1435] = cse510;  /* [10, 24] */
    ab[1948] = cse619;  /* [10, 25] */
    ab[979] = cse620;  /* [10, 26] */
    ab[1264] = cse621;  /* [10, 27] */
    ab[1207] = cse622;  /* [10, 28] */
    ab[1093] = cse623;  /* [10, 34] */
    ab[921] = cse220;  /* [11, 6] */
    ab[864] = cse301;  /* [11, 7] */
    ab[1776] = cse331;  /* [11, 8] */
    ab[693] = cse129*cse624 - cse129*cse625 + cse44*cse570 + cse515 - h*(cse133*cse626 + 5.254189828548538e-07*cse359 + 5.254189828548538e-07*cse362 + 5.254189828548538e-07*cse372 + 5.254189828548538e-07*cse376 + 0.7453580594528001*cse390 + 0.7453580594528001*cse394 + 0.7453580594528001*cse396 + 0.7453580594528001*cse401 + 0.6666643557356874*cse413 + 0.6666643557356874*cse416 + 0.6666643557356874*cse418 + 0.6666643557356874*cse422 + cse478*thetad_rod - cse481*thetad_rod + cse527*psid_rod + cse529*psid_rod);  /* [11, 9] */
    ab[1719] = cse44*(acc_9*(cse133*cse624 - cse133*cse625 + cse479) + cse487*cse517 - cse487*cse518 - cse489*cse520 + cse489*cse521 - 0.6666643557356874*cse491 - cse492*cse515 - cse492*cse516 - cse493*cse630 - cse494*cse526 + cse495*cse626 - 0.6666643557356874*cse496 - 0.7453580594528001*cse498 + cse500*cse523 - cse500*cse524 - 0.7453580594528001*cse501 - 5.254189828548538e-07*cse506 - 5.254189828548538e-07*cse507 + cse612) - cse627 - cse628 - h*(5.254189828548538e-07*cse448 + 5.254189828548538e-07*cse450 + 5.254189828548538e-07*cse451 + 5.254189828548538e-07*cse452 + 0.7453580594528001*cse457 + 0.7453580594528001*cse460 + 0.7453580594528001*cse461 + 0.7453580594528001*cse462 + 0.6666643557356874*cse466 + 0.6666643557356874*cse467 + 0.6666643557356874*cse468 + 0.6666643557356874*cse469 + cse478*phid_rod + cse480*psid_rod - cse481*phid_rod + cse483*phid_rod - cse629);  /* [11, 10] */
    ab[1662] = cse44*(acc_10*(-cse624 + cse625) + acc_9*(-cse129*cse627 - cse129*cse628) - cse492*cse630 - cse493*cse516 + cse495*cse629 - cse526*cse542 + cse526*cse547 + cse528*cse547 - 0.6666643557356874*cse538 - 0.6666643557356874*cse541 - 0.6666643557356874*cse546 - 0.6666643557356874*cse549 - 0.7453580594528001*cse555 - 0.7453580594528001*cse556 - 0.7453580594528001*cse557 - 0.7453580594528001*cse558 - 5.254189828548538e-07*cse560 - 5.254189828548538e-07*cse561 - 5.254189828548538e-07*cse562 - 5.254189828548538e-07*cse563 + cse594*lam_7 + lam_10*(cse216*cse632 + cse243*cse631 + cse253*(cse434 + cse436) + cse294*cse566 + cse307*cse633 + cse309*(cse177 + cse183) + cse324*cse326 + cse338*cse592 + cse341*cse595) + lam_16*(2*(cse214*cse214) + cse254*cse631 + 2*(cse290*cse290) + cse310*cse633 + 2*(cse323*cse323) + cse342*cse592) + lam_5*(cse259 + cse263) + lam_6*(cse442 + cse444) + lam_8*(-cse224*cse634 + cse226*cse596 + cse245*cse635) + lam_9*(cse218*cse632 + cse236*cse631 + cse253*cse635 + cse299*cse566 + cse305*cse633 + cse309*cse634 + cse324*cse329 + cse334*cse592 + cse341*cse596)) - h*(3.5027810769623133e-07*cse361 + 2.0679515313825692e-25*cse366 + 3.916252734603579e-07*cse375 + 3.916252734603579e-07*cse395 + 0.4969036504975031*cse400 + 0.4969036504975031*cse417 + 3.5027810769623133e-07*cse421 + cse480*thetad_rod + cse527*phid_rod + cse529*phid_rod - cse626) + 0.003999999999999003;  /* [11, 11] */
    ab[807] = cse44*(cse636 + lam_16*(-cse132*cse578 - cse134*cse573 - cse137*cse577 + cse138*cse575));  /* [11, 12] */
    ab[750] = cse44*(cse637 + lam_16*(-cse132*cse575 + cse134*cse577 - cse137*cse573 - cse138*cse578));  /* [11, 13] */
    ab[1149] = cse44*(cse638 + lam_16*(0.10000060774494446*cse189 - 0.2000003894043174*cse192));  /* [11, 14] */
    ab[636] = cse639;  /* [11, 15] */
    ab[1035] = cse640;  /* [11, 16] */
    ab[1491] = cse569;  /* [11, 23] */
    ab[1434] = cse565;  /* [11, 24] */
    ab[1947] = cse641;  /* [11, 25] */
    ab[978] = cse642;  /* [11, 26] */
    ab[1263] = cse643;  /* [11, 27] */
    ab[1206] = cse644;  /* [11, 28] */
    ab[1092] = cse645;  /* [11, 34] */
    ab[906] = cse221;  /* [12, 6] */
    ab[678] = cse44*(cse151 + cse576);  /* [12, 9] */
    ab[1704] = cse44*(cse196 + cse614);  /* [12, 10] */
    ab[1647] = cse44*(cse215 + cse636);  /* [12, 11] */
    ab[792] = cse646;  /* [12, 12] */
    ab[621] = cse657;  /* [12, 15] */
    ab[1020] = cse662;  /* [12, 16] */
    ab[336] = cse667;  /* [12, 17] */
    ab[1248] = cse236;  /* [12, 27] */
    ab[1191] = cse243;  /* [12, 28] */
    ab[450] = cse668;  /* [12, 31] */
    ab[393] = cse669;  /* [12, 32] */
    ab[1077] = cse254;  /* [12, 34] */
    ab[848] = cse221;  /* [13, 7] */
    ab[677] = cse44*(cse265 + cse579);  /* [13, 9] */
    ab[1703] = cse44*(cse274 + cse615);  /* [13, 10] */
    ab[1646] = cse44*(cse291 + cse637);  /* [13, 11] */
    ab[734] = cse646;  /* [13, 13] */
    ab[620] = cse671;  /* [13, 15] */
    ab[1019] = cse674;  /* [13, 16] */
    ab[335] = cse677;  /* [13, 17] */
    ab[1247] = cse305;  /* [13, 27] */
    ab[1190] = cse307;  /* [13, 28] */
    ab[449] = cse675;  /* [13, 31] */
    ab[392] = cse652;  /* [13, 32] */
    ab[1076] = cse310;  /* [13, 34] */
    ab[1767] = cse221;  /* [14, 8] */
    ab[1710] = cse44*(cse315 + cse616);  /* [14, 10] */
    ab[1653] = cse44*(cse325 + cse638);  /* [14, 11] */
    ab[1140] = cse646;  /* [14, 14] */
    ab[1026] = cse680;  /* [14, 16] */
    ab[342] = cse681;  /* [14, 17] */
    ab[1254] = cse334;  /* [14, 27] */
    ab[1197] = cse338;  /* [14, 28] */
    ab[456] = cse682;  /* [14, 31] */
    ab[399] = cse683;  /* [14, 32] */
    ab[1083] = cse342;  /* [14, 34] */
    ab[903] = cse225;  /* [15, 6] */
    ab[846] = cse302;  /* [15, 7] */
    ab[675] = cse581;  /* [15, 9] */
    ab[1701] = cse617;  /* [15, 10] */
    ab[1644] = cse639;  /* [15, 11] */
    ab[789] = cse657;  /* [15, 12] */
    ab[732] = cse671;  /* [15, 13] */
    ab[618] = cse44*(cse725*lam_13 + cse726*lam_14 + cse727*lam_8 + cse728 + lam_16*(cse718*cse719 + cse719*cse720 + cse721)) + 0.0001*cse684 + cse685*cse687 + cse685*cse689 - h*(cse226*cse705 + cse658*cse714 - cse660*cse717);  /* [15, 15] */
    ab[1017] = cse44*(acc_15*(cse686*cse737 + cse688*cse737 - cse737) - acc_17*cse704 + cse222*(cse692*cse703 + cse696*cse699 + cse729*thetad_slider) + cse226*cse742 - cse226*cse750 - cse226*cse751 - cse658*cse747 + cse660*cse745 + cse752) - h*(cse226*cse730 + cse658*cse733 - cse660*cse736);  /* [15, 16] */
    ab[333] = cse44*(-cse226*cse758 - cse658*cse741 - cse658*cse757 - cse660*cse749 + cse660*cse756 + cse761) + cse713 - h*(cse658*cse753 - cse660*cse754);  /* [15, 17] */
    ab[960] = cse762;  /* [15, 26] */
    ab[276] = cse763;  /* [15, 29] */
    ab[219] = cse652;  /* [15, 30] */
    ab[447] = cse764;  /* [15, 31] */
    ab[390] = cse765;  /* [15, 32] */
    ab[162] = cse766;  /* [15, 33] */
    ab[1074] = cse767;  /* [15, 34] */
    ab[910] = cse229;  /* [16, 6] */
    ab[853] = cse304;  /* [16, 7] */
    ab[1765] = cse332;  /* [16, 8] */
    ab[682] = cse583;  /* [16, 9] */
    ab[1708] = cse618;  /* [16, 10] */
    ab[1651] = cse640;  /* [16, 11] */
    ab[796] = cse662;  /* [16, 12] */
    ab[739] = cse674;  /* [16, 13] */
    ab[1138] = cse680;  /* [16, 14] */
    ab[625] = cse44*cse752 - h*(cse647*cse714 + cse649*cse717);  /* [16, 15] */
    ab[1024] = cse44*(-cse647*cse747 - cse649*cse745 - cse654*lam_15 + cse663*lam_11 + cse665*lam_12 + lam_13*(cse654*r_slider_y + cse663*cse722 + cse770) + lam_14*(cse651*r_slider_y + cse665*cse722 + cse769) + lam_16*(-cse226*cse342 + cse718*cse768 + cse719 + cse720*cse768 + cse721) + lam_8*(-cse226*cse334 + cse727)) + cse687 + cse689 - h*(cse647*cse733 + cse649*cse736);  /* [16, 16] */
    ab[340] = cse44*(-cse647*cse757 - cse649*cse756 - cse742 + cse750 + cse775) - h*(cse647*cse753 + cse649*cse754);  /* [16, 17] */
    ab[967] = cse776;  /* [16, 26] */
    ab[283] = cse661;  /* [16, 29] */
    ab[226] = cse659;  /* [16, 30] */
    ab[454] = cse774;  /* [16, 31] */
    ab[397] = cse777;  /* [16, 32] */
    ab[169] = cse778;  /* [16, 33] */
    ab[1081] = cse779;  /* [16, 34] */
    ab[784] = cse667;  /* [17, 12] */
    ab[727] = cse677;  /* [17, 13] */
    ab[1126] = cse681;  /* [17, 14] */
    ab[613] = cse44*cse761 - cse705*h + cse713;  /* [17, 15] */
    ab[1012] = cse44*(-acc_15*cse704 - cse751 + cse775) - cse730*h;  /* [17, 16] */
    ab[328] = cse44*(cse728 - cse758 + lam_13*(cse725 + cse770) + lam_14*(cse726 + cse769)) + 0.0001;  /* [17, 17] */
    ab[271] = cse669;  /* [17, 29] */
    ab[214] = cse664;  /* [17, 30] */
    ab[442] = cse780;  /* [17, 31] */
    ab[385] = cse781;  /* [17, 32] */
    ab[157] = cse782;  /* [17, 33] */
    ab[552] = 1;  /* [18, 0] */
    ab[494] = 1;  /* [19, 1] */
    ab[2011] = 1;  /* [20, 2] */
    ab[1542] = cse84;  /* [21, 3] */
    ab[1827] = cse117;  /* [21, 4] */
    ab[1828] = cse118;  /* [22, 4] */
    ab[576] = 1;  /* [23, 0] */
    ab[1545] = cse55;  /* [23, 3] */
    ab[1830] = cse86;  /* [23, 4] */
    ab[1887] = cse102;  /* [23, 5] */
    ab[918] = -1;  /* [23, 6] */
    ab[690] = cse445;  /* [23, 9] */
    ab[1716] = cse513;  /* [23, 10] */
    ab[1659] = cse569;  /* [23, 11] */
    ab[518] = 1;  /* [24, 1] */
    ab[1544] = cse107;  /* [24, 3] */
    ab[1829] = cse119;  /* [24, 4] */
    ab[1886] = cse122;  /* [24, 5] */
    ab[860] = -1;  /* [24, 7] */
    ab[689] = cse433;  /* [24, 9] */
    ab[1715] = cse510;  /* [24, 10] */
    ab[1658] = cse565;  /* [24, 11] */
    ab[2009] = 1;  /* [25, 2] */
    ab[1838] = cse120;  /* [25, 4] */
    ab[1895] = cse123;  /* [25, 5] */
    ab[1781] = -1;  /* [25, 8] */
    ab[1724] = cse619;  /* [25, 10] */
    ab[1667] = cse641;  /* [25, 11] */
    ab[681] = cse585;  /* [26, 9] */
    ab[1707] = cse620;  /* [26, 10] */
    ab[1650] = cse642;  /* [26, 11] */
    ab[624] = cse762;  /* [26, 15] */
    ab[1023] = cse776;  /* [26, 16] */
    ab[914] = cse237;  /* [27, 6] */
    ab[857] = cse306;  /* [27, 7] */
    ab[1769] = cse335;  /* [27, 8] */
    ab[686] = cse586;  /* [27, 9] */
    ab[1712] = cse621;  /* [27, 10] */
    ab[1655] = cse643;  /* [27, 11] */
    ab[800] = cse236;  /* [27, 12] */
    ab[743] = cse305;  /* [27, 13] */
    ab[1142] = cse334;  /* [27, 14] */
    ab[913] = cse244;  /* [28, 6] */
    ab[856] = cse308;  /* [28, 7] */
    ab[1768] = cse339;  /* [28, 8] */
    ab[685] = cse587;  /* [28, 9] */
    ab[1711] = cse622;  /* [28, 10] */
    ab[1654] = cse644;  /* [28, 11] */
    ab[799] = cse243;  /* [28, 12] */
    ab[742] = cse307;  /* [28, 13] */
    ab[1141] = cse338;  /* [28, 14] */
    ab[612] = cse763;  /* [29, 15] */
    ab[1011] = cse661;  /* [29, 16] */
    ab[327] = cse669;  /* [29, 17] */
    ab[611] = cse652;  /* [30, 15] */
    ab[1010] = cse659;  /* [30, 16] */
    ab[326] = cse664;  /* [30, 17] */
    ab[786] = cse668;  /* [31, 12] */
    ab[729] = cse675;  /* [31, 13] */
    ab[1128] = cse682;  /* [31, 14] */
    ab[615] = cse764;  /* [31, 15] */
    ab[1014] = cse774;  /* [31, 16] */
    ab[330] = cse780;  /* [31, 17] */
    ab[785] = cse669;  /* [32, 12] */
    ab[728] = cse652;  /* [32, 13] */
    ab[1127] = cse683;  /* [32, 14] */
    ab[614] = cse765;  /* [32, 15] */
    ab[1013] = cse777;  /* [32, 16] */
    ab[329] = cse781;  /* [32, 17] */
    ab[610] = cse766;  /* [33, 15] */
    ab[1009] = cse778;  /* [33, 16] */
    ab[325] = cse782;  /* [33, 17] */
    ab[911] = cse255;  /* [34, 6] */
    ab[854] = cse311;  /* [34, 7] */
    ab[1766] = cse343;  /* [34, 8] */
    ab[683] = cse588;  /* [34, 9] */
    ab[1709] = cse623;  /* [34, 10] */
    ab[1652] = cse645;  /* [34, 11] */
    ab[797] = cse254;  /* [34, 12] */
    ab[740] = cse310;  /* [34, 13] */
    ab[1139] = cse342;  /* [34, 14] */
    ab[626] = cse767;  /* [34, 15] */
    ab[1025] = cse779;  /* [34, 16] */
    ab[1547] = cse108;  /* [35, 3] */
    ab[1832] = cse121;  /* [35, 4] */
    ab[1889] = cse124;  /* [35, 5] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Output: out, 36 x 36 row-major, 284 nonzero, unpacked from index3_matrix_band (one copy
 * of the expressions serves both). On allocation failure every entry of out is NaN.
 */
static const int mg_slider_crank_re_index3_matrix_cells[284][2] = {
    {0, 560},
    {18, 104},
    {23, 1472},
    {37, 502},
    {55, 46},
    {60, 1414},
    {74, 2010},
    {92, 2067},
    {97, 1953},
    {111, 1546},
    {112, 1831},
    {113, 1888},
    {129, 1318},
    {131, 1489},
    {132, 1432},
    {143, 1603},
    {147, 1551},
    {148, 1836},
    {149, 1893},
    {165, 1323},
    {166, 1380},
    {167, 1494},
    {168, 1437},
    {169, 1950},
    {179, 1608},
    {183, 1552},
    {184, 1837},
    {185, 1894},
    {203, 1495},
    {204, 1438},
    {205, 1951},
    {215, 1609},
    {222, 908},
    {225, 680},
    {226, 1706},
    {227, 1649},
    {228, 794},
    {231, 623},
    {232, 1022},
    {239, 1478},
    {243, 1250},
    {244, 1193},
    {250, 1079},
    {259, 850},
    {261, 679},
    {262, 1705},
    {263, 1648},
    {265, 736},
    {267, 622},
    {268, 1021},
    {276, 1420},
    {279, 1249},
    {280, 1192},
    {286, 1078},
    {296, 1778},
    {298, 1721},
    {299, 1664},
    {302, 1151},
    {304, 1037},
    {313, 1949},
    {315, 1265},
    {316, 1208},
    {322, 1094},
    {330, 904},
    {331, 847},
    {333, 676},
    {334, 1702},
    {335, 1645},
    {336, 790},
    {337, 733},
    {339, 619},
    {340, 1018},
    {347, 1474},
    {348, 1417},
    {350, 961},
    {351, 1246},
    {352, 1189},
    {358, 1075},
    {366, 922},
    {367, 865},
    {368, 1777},
    {369, 694},
    {370, 1720},
    {371, 1663},
    {372, 808},
    {373, 751},
    {374, 1150},
    {375, 637},
    {376, 1036},
    {383, 1492},
    {384, 1435},
    {385, 1948},
    {386, 979},
    {387, 1264},
    {388, 1207},
    {394, 1093},
    {402, 921},
    {403, 864},
    {404, 1776},
    {405, 693},
    {406, 1719},
    {407, 1662},
    {408, 807},
    {409, 750},
    {410, 1149},
    {411, 636},
    {412, 1035},
    {419, 1491},
    {420, 1434},
    {421, 1947},
    {422, 978},
    {423, 1263},
    {424, 1206},
    {430, 1092},
    {438, 906},
    {441, 678},
    {442, 1704},
    {443, 1647},
    {444, 792},
    {447, 621},
    {448, 1020},
    {449, 336},
    {459, 1248},
    {460, 1191},
    {463, 450},
    {464, 393},
    {466, 1077},
    {475, 848},
    {477, 677},
    {478, 1703},
    {479, 1646},
    {481, 734},
    {483, 620},
    {484, 1019},
    {485, 335},
    {495, 1247},
    {496, 1190},
    {499, 449},
    {500, 392},
    {502, 1076},
    {512, 1767},
    {514, 1710},
    {515, 1653},
    {518, 1140},
    {520, 1026},
    {521, 342},
    {531, 1254},
    {532, 1197},
    {535, 456},
    {536, 399},
    {538, 1083},
    {546, 903},
    {547, 846},
    {549, 675},
    {550, 1701},
    {551, 1644},
    {552, 789},
    {553, 732},
    {555, 618},
    {556, 1017},
    {557, 333},
    {566, 960},
    {569, 276},
    {570, 219},
    {571, 447},
    {572, 390},
    {573, 162},
    {574, 1074},
    {582, 910},
    {583, 853},
    {584, 1765},
    {585, 682},
    {586, 1708},
    {587, 1651},
    {588, 796},
    {589, 739},
    {590, 1138},
    {591, 625},
    {592, 1024},
    {593, 340},
    {602, 967},
    {605, 283},
    {606, 226},
    {607, 454},
    {608, 397},
    {609, 169},
    {610, 1081},
    {624, 784},
    {625, 727},
    {626, 1126},
    {627, 613},
    {628, 1012},
    {629, 328},
    {641, 271},
    {642, 214},
    {643, 442},
    {644, 385},
    {645, 157},
    {648, 552},
    {685, 494},
    {722, 2011},
    {759, 1542},
    {760, 1827},
    {796, 1828},
    {828, 576},
    {831, 1545},
    {832, 1830},
    {833, 1887},
    {834, 918},
    {837, 690},
    {838, 1716},
    {839, 1659},
    {865, 518},
    {867, 1544},
    {868, 1829},
    {869, 1886},
    {871, 860},
    {873, 689},
    {874, 1715},
    {875, 1658},
    {902, 2009},
    {904, 1838},
    {905, 1895},
    {908, 1781},
    {910, 1724},
    {911, 1667},
    {945, 681},
    {946, 1707},
    {947, 1650},
    {951, 624},
    {952, 1023},
    {978, 914},
    {979, 857},
    {980, 1769},
    {981, 686},
    {982, 1712},
    {983, 1655},
    {984, 800},
    {985, 743},
    {986, 1142},
    {1014, 913},
    {1015, 856},
    {1016, 1768},
    {1017, 685},
    {1018, 1711},
    {1019, 1654},
    {1020, 799},
    {1021, 742},
    {1022, 1141},
    {1059, 612},
    {1060, 1011},
    {1061, 327},
    {1095, 611},
    {1096, 1010},
    {1097, 326},
    {1128, 786},
    {1129, 729},
    {1130, 1128},
    {1131, 615},
    {1132, 1014},
    {1133, 330},
    {1164, 785},
    {1165, 728},
    {1166, 1127},
    {1167, 614},
    {1168, 1013},
    {1169, 329},
    {1203, 610},
    {1204, 1009},
    {1205, 325},
    {1230, 911},
    {1231, 854},
    {1232, 1766},
    {1233, 683},
    {1234, 1709},
    {1235, 1652},
    {1236, 797},
    {1237, 740},
    {1238, 1139},
    {1239, 626},
    {1240, 1025},
    {1263, 1547},
    {1264, 1832},
    {1265, 1889},
};

void mg_slider_crank_re_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    double *ab = calloc((size_t)58 * 36, sizeof(double));
    if (ab == NULL) {
        for (int k = 0; k < 1296; ++k) {
            out[k] = NAN;
        }
        return;
    }
    mg_slider_crank_re_index3_matrix_band(q, v, a, lam, t, p, h, ab);
    memset(out, 0, sizeof(double) * 1296);
    for (int k = 0; k < 284; ++k) {
        out[mg_slider_crank_re_index3_matrix_cells[k][0]] = ab[mg_slider_crank_re_index3_matrix_cells[k][1]];
    }
    free(ab);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 36 x 18 row-major, 220 nonzero.
 * 818 operations after common subexpression elimination.
 */
void mg_slider_crank_re_B(const double *q, const double *p, double *out)
{
    const double r_crank_x = q[0];
    const double r_crank_y = q[1];
    const double r_crank_z = q[2];
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    (void)p;
    const double cse0 = cos(theta_crank);
    const double cse1 = (cse0*cse0);
    const double cse2 = cos(psi_crank);
    const double cse3 = sin(theta_crank);
    const double cse4 = (cse3*cse3);
    const double cse5 = (cse2*cse2)*cse4;
    const double cse6 = sin(psi_crank);
    const double cse7 = cse4*(cse6*cse6);
    const double cse8 = cse1 + cse5 + cse7;
    const double cse9 = -r_crank_y;
    const double cse10 = cse9 + 0.1;
    const double cse11 = cos(phi_crank);
    const double cse12 = cse11*cse3;
    const double cse13 = cse0*cse12;
    const double cse14 = cse11*cse6;
    const double cse15 = sin(phi_crank);
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
    const double cse26 = -r_crank_z;
    const double cse27 = cse26 + 0.12;
    const double cse28 = cse17*cse2;
    const double cse29 = cse22*cse6;
    const double cse30 = -cse28 - cse29;
    const double cse31 = cse8*r_crank_x;
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
    const double cse42 = cse0*r_crank_x;
    const double cse43 = -cse25*r_crank_x;
    const double cse44 = -cse30*r_crank_x;
    const double cse45 = cse12*r_crank_x;
    const double cse46 = cse33 - cse35 - cse37;
    const double cse47 = cse39 + cse40;
    const double cse48 = -cse36;
    const double cse49 = cse13 + cse19 - cse24;
    const double cse50 = cse28 + cse29;
    const double cse51 = -cse1 - cse5 - cse7;
    const double cse52 = -cse0;
    const double cse53 = sin(phi_rod);
    const double cse54 = cos(theta_rod);
    const double cse55 = sin(psi_rod);
    const double cse56 = cse54*cse55;
    const double cse57 = cse53*cse56;
    const double cse58 = cos(psi_rod);
    const double cse59 = cse54*cse58;
    const double cse60 = cse53*cse59;
    const double cse61 = cos(phi_rod);
    const double cse62 = 0.3333353591498149*cse58;
    const double cse63 = sin(theta_rod);
    const double cse64 = 0.6666643557356874*cse63;
    const double cse65 = 0.666667964681058*cse55;
    const double cse66 = cse53*cse64 + 0.3333353591498149*cse57 + 0.666667964681058*cse60 - cse61*cse62 + cse61*cse65;
    const double cse67 = -cse66;
    const double cse68 = cse56*cse61;
    const double cse69 = cse59*cse61;
    const double cse70 = -cse53*cse62 + cse53*cse65 - cse61*cse64 - 0.3333353591498149*cse68 - 0.666667964681058*cse69;
    const double cse71 = -cse70;
    const double cse72 = cse55*cse63;
    const double cse73 = cse58*cse63;
    const double cse74 = 0.6666643557356874*cse54 - 0.3333353591498149*cse72 - 0.666667964681058*cse73;
    const double cse75 = -cse74;
    const double cse76 = 0.05000030387247223*cse57;
    const double cse77 = 0.1000001947021587*cse60;
    const double cse78 = 0.1000001947021587*cse55;
    const double cse79 = cse61*cse78;
    const double cse80 = 0.0999996533603531*cse63;
    const double cse81 = cse53*cse80;
    const double cse82 = 0.05000030387247223*cse58;
    const double cse83 = cse61*cse82;
    const double cse84 = -cse76 - cse77 - cse79 - cse81 + cse83;
    const double cse85 = cse84 - r_crank_x + r_rod_x;
    const double cse86 = 0.05000030387247223*cse68;
    const double cse87 = 0.1000001947021587*cse69;
    const double cse88 = cse53*cse78;
    const double cse89 = cse53*cse82;
    const double cse90 = cse61*cse80;
    const double cse91 = cse86 + cse87 - cse88 + cse89 + cse90;
    const double cse92 = cse9 + cse91 + r_rod_y;
    const double cse93 = cse25*cse85 - cse38*cse92;
    const double cse94 = 0.05000030387247223*cse72;
    const double cse95 = 0.1000001947021587*cse73;
    const double cse96 = 0.0999996533603531*cse54;
    const double cse97 = cse94 + cse95 - cse96;
    const double cse98 = cse26 + cse97 + r_rod_z;
    const double cse99 = -cse25*cse98 + cse8*cse92;
    const double cse100 = cse38*cse98 - cse8*cse85;
    const double cse101 = cse30*cse85 - cse41*cse92;
    const double cse102 = cse30*cse98;
    const double cse103 = cse41*cse98;
    const double cse104 = -cse12*cse85 - cse36*cse92;
    const double cse105 = cse0*cse92 + cse12*cse98;
    const double cse106 = -cse0*cse85 + cse36*cse98;
    const double cse107 = 0.8944266622941005*cse58;
    const double cse108 = 5.254189828548538e-07*cse63;
    const double cse109 = 0.4472146529097166*cse55;
    const double cse110 = cse107*cse61 + cse108*cse53 + cse109*cse61 - 0.8944266622941005*cse57 + 0.4472146529097166*cse60;
    const double cse111 = 5.254189828548538e-07*cse54 + 0.8944266622941005*cse72 - 0.4472146529097166*cse73;
    const double cse112 = 0.5962825497118434*cse55;
    const double cse113 = 0.7453580594528001*cse63;
    const double cse114 = 0.2981417181776111*cse58;
    const double cse115 = -cse112*cse61 + cse113*cse53 + cse114*cse61 - 0.2981417181776111*cse57 - 0.5962825497118434*cse60;
    const double cse116 = 0.7453580594528001*cse54 + 0.2981417181776111*cse72 + 0.5962825497118434*cse73;
    const double cse117 = cse110*cse111 + cse115*cse116 + cse66*cse74;
    const double cse118 = cse107*cse53 - cse108*cse61 + cse109*cse53 + 0.8944266622941005*cse68 - 0.4472146529097166*cse69;
    const double cse119 = -cse112*cse53 - cse113*cse61 + cse114*cse53 + 0.2981417181776111*cse68 + 0.5962825497118434*cse69;
    const double cse120 = cse111*cse118 + cse116*cse119 + cse70*cse74;
    const double cse121 = cse117*cse91 - cse120*cse84;
    const double cse122 = (cse111*cse111) + (cse116*cse116) + (cse74*cse74);
    const double cse123 = cse120*cse97 - cse122*cse91;
    const double cse124 = -cse117*cse97 + cse122*cse84;
    const double cse125 = cse107 + cse109;
    const double cse126 = -cse62 + cse65;
    const double cse127 = -cse112 + cse114;
    const double cse128 = cse110*cse125 + cse115*cse127 + cse126*cse66;
    const double cse129 = cse118*cse125 + cse119*cse127 + cse126*cse70;
    const double cse130 = cse128*cse91 - cse129*cse84;
    const double cse131 = cse111*cse125 + cse116*cse127 + cse126*cse74;
    const double cse132 = cse129*cse97 - cse131*cse91;
    const double cse133 = -cse128*cse97 + cse131*cse84;
    const double cse134 = 5.254189828548538e-07*cse110 + 0.7453580594528001*cse115 + 0.6666643557356874*cse66;
    const double cse135 = 5.254189828548538e-07*cse118 + 0.7453580594528001*cse119 + 0.6666643557356874*cse70;
    const double cse136 = cse134*cse91 - cse135*cse84;
    const double cse137 = 5.254189828548538e-07*cse111 + 0.7453580594528001*cse116 + 0.6666643557356874*cse74;
    const double cse138 = cse135*cse97 - cse137*cse91;
    const double cse139 = -cse134*cse97 + cse137*cse84;
    const double cse140 = -cse110;
    const double cse141 = -cse118;
    const double cse142 = -cse111;
    const double cse143 = -cse115;
    const double cse144 = -cse119;
    const double cse145 = -cse116;
    const double cse146 = cse117*cse66 + cse120*cse70 + cse122*cse74;
    const double cse147 = cse128*cse66 + cse129*cse70 + cse131*cse74;
    const double cse148 = cse134*cse66 + cse135*cse70 + cse137*cse74;
    const double cse149 = cse110*cse117 + cse111*cse122 + cse118*cse120;
    const double cse150 = cse110*cse128 + cse111*cse131 + cse118*cse129;
    const double cse151 = cse110*cse134 + cse111*cse137 + cse118*cse135;
    const double cse152 = cse115*cse117 + cse116*cse122 + cse119*cse120;
    const double cse153 = cse115*cse128 + cse116*cse131 + cse119*cse129;
    const double cse154 = cse115*cse134 + cse116*cse137 + cse119*cse135;
    const double cse155 = -cse86 - cse87 + cse88 - cse89 - cse90;
    const double cse156 = cse76 + cse77 + cse79 + cse81 - cse83;
    const double cse157 = cse117*cse155 - cse120*cse156;
    const double cse158 = -cse94 - cse95 + cse96;
    const double cse159 = cse120*cse158 - cse122*cse155;
    const double cse160 = -cse117*cse158 + cse122*cse156;
    const double cse161 = cse157*cse74 + cse159*cse66 + cse160*cse70;
    const double cse162 = cse128*cse155 - cse129*cse156;
    const double cse163 = cse129*cse158 - cse131*cse155;
    const double cse164 = -cse128*cse158 + cse131*cse156;
    const double cse165 = cse162*cse74 + cse163*cse66 + cse164*cse70;
    const double cse166 = cse134*cse155 - cse135*cse156;
    const double cse167 = cse135*cse158 - cse137*cse155;
    const double cse168 = -cse134*cse158 + cse137*cse156;
    const double cse169 = cse166*cse74 + cse167*cse66 + cse168*cse70;
    const double cse170 = cse156 + r_rod_x - r_slider_x;
    const double cse171 = cos(theta_slider);
    const double cse172 = cos(phi_slider);
    const double cse173 = sin(psi_slider);
    const double cse174 = cse172*cse173;
    const double cse175 = sin(phi_slider);
    const double cse176 = cos(psi_slider);
    const double cse177 = cse175*cse176;
    const double cse178 = cse171*cse174 + cse177;
    const double cse179 = sin(theta_slider);
    const double cse180 = cse173*cse179;
    const double cse181 = cse178*cse180;
    const double cse182 = cse172*cse176;
    const double cse183 = cse173*cse175;
    const double cse184 = -cse171*cse182 + cse183;
    const double cse185 = cse176*cse179;
    const double cse186 = cse184*cse185;
    const double cse187 = cse172*cse179;
    const double cse188 = cse171*cse187;
    const double cse189 = cse181 - cse186 - cse188;
    const double cse190 = -cse171*cse183 + cse182;
    const double cse191 = cse180*cse190;
    const double cse192 = cse171*cse177 + cse174;
    const double cse193 = cse185*cse192;
    const double cse194 = cse175*cse179;
    const double cse195 = cse171*cse194;
    const double cse196 = cse191 - cse193 + cse195;
    const double cse197 = cse155 + r_rod_y - r_slider_y;
    const double cse198 = cse170*cse189 - cse196*cse197;
    const double cse199 = (cse171*cse171);
    const double cse200 = (cse179*cse179);
    const double cse201 = (cse173*cse173)*cse200;
    const double cse202 = (cse176*cse176)*cse200;
    const double cse203 = cse199 + cse201 + cse202;
    const double cse204 = cse158 + r_rod_z - r_slider_z;
    const double cse205 = -cse189*cse204 + cse197*cse203;
    const double cse206 = -cse170*cse203 + cse196*cse204;
    const double cse207 = cse198*cse74 + cse205*cse66 + cse206*cse70;
    const double cse208 = cse176*cse178;
    const double cse209 = cse173*cse184;
    const double cse210 = cse208 + cse209;
    const double cse211 = cse176*cse190;
    const double cse212 = cse173*cse192;
    const double cse213 = cse211 + cse212;
    const double cse214 = cse170*cse210 - cse197*cse213;
    const double cse215 = cse204*cse210;
    const double cse216 = cse204*cse213;
    const double cse217 = cse214*cse74 - cse215*cse66 + cse216*cse70;
    const double cse218 = -cse170*cse187 - cse194*cse197;
    const double cse219 = cse171*cse197 + cse187*cse204;
    const double cse220 = -cse170*cse171 + cse194*cse204;
    const double cse221 = cse218*cse74 + cse219*cse66 + cse220*cse70;
    const double cse222 = cse110*cse159 + cse111*cse157 + cse118*cse160;
    const double cse223 = cse110*cse163 + cse111*cse162 + cse118*cse164;
    const double cse224 = cse110*cse167 + cse111*cse166 + cse118*cse168;
    const double cse225 = cse110*cse205 + cse111*cse198 + cse118*cse206;
    const double cse226 = -cse110*cse215 + cse111*cse214 + cse118*cse216;
    const double cse227 = cse110*cse219 + cse111*cse218 + cse118*cse220;
    const double cse228 = cse115*cse159 + cse116*cse157 + cse119*cse160;
    const double cse229 = cse115*cse163 + cse116*cse162 + cse119*cse164;
    const double cse230 = cse115*cse167 + cse116*cse166 + cse119*cse168;
    const double cse231 = cse115*cse205 + cse116*cse198 + cse119*cse206;
    const double cse232 = -cse115*cse215 + cse116*cse214 + cse119*cse216;
    const double cse233 = cse115*cse219 + cse116*cse218 + cse119*cse220;
    const double cse234 = -cse191 + cse193 - cse195;
    const double cse235 = -cse199 - cse201 - cse202;
    const double cse236 = -cse181 + cse186 + cse188;
    const double cse237 = cse234*cse66 + cse235*cse74 + cse236*cse70;
    const double cse238 = -cse211 - cse212;
    const double cse239 = -cse208 - cse209;
    const double cse240 = cse238*cse66 + cse239*cse70;
    const double cse241 = -cse171*cse74 + cse187*cse70 - cse194*cse66;
    const double cse242 = cse110*cse234 + cse111*cse235 + cse118*cse236;
    const double cse243 = cse110*cse238 + cse118*cse239;
    const double cse244 = -cse110*cse194 - cse111*cse171 + cse118*cse187;
    const double cse245 = cse115*cse234 + cse116*cse235 + cse119*cse236;
    const double cse246 = cse115*cse238 + cse119*cse239;
    const double cse247 = -cse115*cse194 - cse116*cse171 + cse119*cse187;

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
    out[108] = cse67;  /* [6, 0] */
    out[109] = cse71;  /* [6, 1] */
    out[110] = cse75;  /* [6, 2] */
    out[111] = cse100*cse70 + cse66*cse99 + cse74*cse93;  /* [6, 3] */
    out[112] = cse101*cse74 - cse102*cse66 + cse103*cse70;  /* [6, 4] */
    out[113] = cse104*cse74 + cse105*cse66 + cse106*cse70;  /* [6, 5] */
    out[114] = cse66;  /* [6, 6] */
    out[115] = cse70;  /* [6, 7] */
    out[116] = cse74;  /* [6, 8] */
    out[117] = cse121*cse74 + cse123*cse66 + cse124*cse70;  /* [6, 9] */
    out[118] = cse130*cse74 + cse132*cse66 + cse133*cse70;  /* [6, 10] */
    out[119] = cse136*cse74 + cse138*cse66 + cse139*cse70;  /* [6, 11] */
    out[126] = cse140;  /* [7, 0] */
    out[127] = cse141;  /* [7, 1] */
    out[128] = cse142;  /* [7, 2] */
    out[129] = cse100*cse118 + cse110*cse99 + cse111*cse93;  /* [7, 3] */
    out[130] = cse101*cse111 - cse102*cse110 + cse103*cse118;  /* [7, 4] */
    out[131] = cse104*cse111 + cse105*cse110 + cse106*cse118;  /* [7, 5] */
    out[132] = cse110;  /* [7, 6] */
    out[133] = cse118;  /* [7, 7] */
    out[134] = cse111;  /* [7, 8] */
    out[135] = cse110*cse123 + cse111*cse121 + cse118*cse124;  /* [7, 9] */
    out[136] = cse110*cse132 + cse111*cse130 + cse118*cse133;  /* [7, 10] */
    out[137] = cse110*cse138 + cse111*cse136 + cse118*cse139;  /* [7, 11] */
    out[144] = cse143;  /* [8, 0] */
    out[145] = cse144;  /* [8, 1] */
    out[146] = cse145;  /* [8, 2] */
    out[147] = cse100*cse119 + cse115*cse99 + cse116*cse93;  /* [8, 3] */
    out[148] = cse101*cse116 - cse102*cse115 + cse103*cse119;  /* [8, 4] */
    out[149] = cse104*cse116 + cse105*cse115 + cse106*cse119;  /* [8, 5] */
    out[150] = cse115;  /* [8, 6] */
    out[151] = cse119;  /* [8, 7] */
    out[152] = cse116;  /* [8, 8] */
    out[153] = cse115*cse123 + cse116*cse121 + cse119*cse124;  /* [8, 9] */
    out[154] = cse115*cse132 + cse116*cse130 + cse119*cse133;  /* [8, 10] */
    out[155] = cse115*cse138 + cse116*cse136 + cse119*cse139;  /* [8, 11] */
    out[165] = cse46*cse66 + cse49*cse70 + cse51*cse74;  /* [9, 3] */
    out[166] = cse47*cse66 + cse50*cse70;  /* [9, 4] */
    out[167] = -cse0*cse74 + cse12*cse70 - cse36*cse66;  /* [9, 5] */
    out[171] = cse146;  /* [9, 9] */
    out[172] = cse147;  /* [9, 10] */
    out[173] = cse148;  /* [9, 11] */
    out[183] = cse110*cse46 + cse111*cse51 + cse118*cse49;  /* [10, 3] */
    out[184] = cse110*cse47 + cse118*cse50;  /* [10, 4] */
    out[185] = -cse0*cse111 - cse110*cse36 + cse118*cse12;  /* [10, 5] */
    out[189] = cse149;  /* [10, 9] */
    out[190] = cse150;  /* [10, 10] */
    out[191] = cse151;  /* [10, 11] */
    out[201] = cse115*cse46 + cse116*cse51 + cse119*cse49;  /* [11, 3] */
    out[202] = cse115*cse47 + cse119*cse50;  /* [11, 4] */
    out[203] = -cse0*cse116 - cse115*cse36 + cse119*cse12;  /* [11, 5] */
    out[207] = cse152;  /* [11, 9] */
    out[208] = cse153;  /* [11, 10] */
    out[209] = cse154;  /* [11, 11] */
    out[222] = cse66;  /* [12, 6] */
    out[223] = cse70;  /* [12, 7] */
    out[224] = cse74;  /* [12, 8] */
    out[225] = cse161;  /* [12, 9] */
    out[226] = cse165;  /* [12, 10] */
    out[227] = cse169;  /* [12, 11] */
    out[228] = cse67;  /* [12, 12] */
    out[229] = cse71;  /* [12, 13] */
    out[230] = cse75;  /* [12, 14] */
    out[231] = cse207;  /* [12, 15] */
    out[232] = cse217;  /* [12, 16] */
    out[233] = cse221;  /* [12, 17] */
    out[240] = cse110;  /* [13, 6] */
    out[241] = cse118;  /* [13, 7] */
    out[242] = cse111;  /* [13, 8] */
    out[243] = cse222;  /* [13, 9] */
    out[244] = cse223;  /* [13, 10] */
    out[245] = cse224;  /* [13, 11] */
    out[246] = cse140;  /* [13, 12] */
    out[247] = cse141;  /* [13, 13] */
    out[248] = cse142;  /* [13, 14] */
    out[249] = cse225;  /* [13, 15] */
    out[250] = cse226;  /* [13, 16] */
    out[251] = cse227;  /* [13, 17] */
    out[258] = cse115;  /* [14, 6] */
    out[259] = cse119;  /* [14, 7] */
    out[260] = cse116;  /* [14, 8] */
    out[261] = cse228;  /* [14, 9] */
    out[262] = cse229;  /* [14, 10] */
    out[263] = cse230;  /* [14, 11] */
    out[264] = cse143;  /* [14, 12] */
    out[265] = cse144;  /* [14, 13] */
    out[266] = cse145;  /* [14, 14] */
    out[267] = cse231;  /* [14, 15] */
    out[268] = cse232;  /* [14, 16] */
    out[269] = cse233;  /* [14, 17] */
    out[279] = cse146;  /* [15, 9] */
    out[280] = cse147;  /* [15, 10] */
    out[281] = cse148;  /* [15, 11] */
    out[285] = cse237;  /* [15, 15] */
    out[286] = cse240;  /* [15, 16] */
    out[287] = cse241;  /* [15, 17] */
    out[297] = cse149;  /* [16, 9] */
    out[298] = cse150;  /* [16, 10] */
    out[299] = cse151;  /* [16, 11] */
    out[303] = cse242;  /* [16, 15] */
    out[304] = cse243;  /* [16, 16] */
    out[305] = cse244;  /* [16, 17] */
    out[315] = cse152;  /* [17, 9] */
    out[316] = cse153;  /* [17, 10] */
    out[317] = cse154;  /* [17, 11] */
    out[321] = cse245;  /* [17, 15] */
    out[322] = cse246;  /* [17, 16] */
    out[323] = cse247;  /* [17, 17] */
    out[336] = cse192;  /* [18, 12] */
    out[337] = cse184;  /* [18, 13] */
    out[338] = -cse185;  /* [18, 14] */
    out[354] = cse190;  /* [19, 12] */
    out[355] = cse178;  /* [19, 13] */
    out[356] = cse180;  /* [19, 14] */
    out[372] = cse194;  /* [20, 12] */
    out[373] = -cse187;  /* [20, 13] */
    out[374] = cse171;  /* [20, 14] */
    out[393] = cse184*cse189 - cse185*cse203 + cse192*cse196;  /* [21, 15] */
    out[394] = cse184*cse210 + cse192*cse213;  /* [21, 16] */
    out[395] = -cse171*cse185 - cse184*cse187 + cse192*cse194;  /* [21, 17] */
    out[411] = cse178*cse189 + cse180*cse203 + cse190*cse196;  /* [22, 15] */
    out[412] = cse178*cse210 + cse190*cse213;  /* [22, 16] */
    out[413] = cse171*cse180 - cse178*cse187 + cse190*cse194;  /* [22, 17] */
    out[429] = cse171*cse203 - cse187*cse189 + cse194*cse196;  /* [23, 15] */
    out[430] = -cse187*cse210 + cse194*cse213;  /* [23, 16] */
    out[431] = (cse172*cse172)*cse200 + (cse175*cse175)*cse200 + cse199;  /* [23, 17] */
    out[438] = cse66;  /* [24, 6] */
    out[439] = cse70;  /* [24, 7] */
    out[440] = cse74;  /* [24, 8] */
    out[441] = cse161;  /* [24, 9] */
    out[442] = cse165;  /* [24, 10] */
    out[443] = cse169;  /* [24, 11] */
    out[444] = cse67;  /* [24, 12] */
    out[445] = cse71;  /* [24, 13] */
    out[446] = cse75;  /* [24, 14] */
    out[447] = cse207;  /* [24, 15] */
    out[448] = cse217;  /* [24, 16] */
    out[449] = cse221;  /* [24, 17] */
    out[456] = cse110;  /* [25, 6] */
    out[457] = cse118;  /* [25, 7] */
    out[458] = cse111;  /* [25, 8] */
    out[459] = cse222;  /* [25, 9] */
    out[460] = cse223;  /* [25, 10] */
    out[461] = cse224;  /* [25, 11] */
    out[462] = cse140;  /* [25, 12] */
    out[463] = cse141;  /* [25, 13] */
    out[464] = cse142;  /* [25, 14] */
    out[465] = cse225;  /* [25, 15] */
    out[466] = cse226;  /* [25, 16] */
    out[467] = cse227;  /* [25, 17] */
    out[474] = cse115;  /* [26, 6] */
    out[475] = cse119;  /* [26, 7] */
    out[476] = cse116;  /* [26, 8] */
    out[477] = cse228;  /* [26, 9] */
    out[478] = cse229;  /* [26, 10] */
    out[479] = cse230;  /* [26, 11] */
    out[480] = cse143;  /* [26, 12] */
    out[481] = cse144;  /* [26, 13] */
    out[482] = cse145;  /* [26, 14] */
    out[483] = cse231;  /* [26, 15] */
    out[484] = cse232;  /* [26, 16] */
    out[485] = cse233;  /* [26, 17] */
    out[495] = cse146;  /* [27, 9] */
    out[496] = cse147;  /* [27, 10] */
    out[497] = cse148;  /* [27, 11] */
    out[501] = cse237;  /* [27, 15] */
    out[502] = cse240;  /* [27, 16] */
    out[503] = cse241;  /* [27, 17] */
    out[513] = cse149;  /* [28, 9] */
    out[514] = cse150;  /* [28, 10] */
    out[515] = cse151;  /* [28, 11] */
    out[519] = cse242;  /* [28, 15] */
    out[520] = cse243;  /* [28, 16] */
    out[521] = cse244;  /* [28, 17] */
    out[531] = cse152;  /* [29, 9] */
    out[532] = cse153;  /* [29, 10] */
    out[533] = cse154;  /* [29, 11] */
    out[537] = cse245;  /* [29, 15] */
    out[538] = cse246;  /* [29, 16] */
    out[539] = cse247;  /* [29, 17] */
    out[540] = -1;  /* [30, 0] */
    out[543] = cse25*r_crank_z - cse8*r_crank_y;  /* [30, 3] */
    out[544] = cse30*r_crank_z;  /* [30, 4] */
    out[545] = -cse0*r_crank_y - cse12*r_crank_z;  /* [30, 5] */
    out[559] = -1;  /* [31, 1] */
    out[561] = cse31 - cse38*r_crank_z;  /* [31, 3] */
    out[562] = -cse41*r_crank_z;  /* [31, 4] */
    out[563] = -cse36*r_crank_z + cse42;  /* [31, 5] */
    out[578] = -1;  /* [32, 2] */
    out[579] = cse38*r_crank_y + cse43;  /* [32, 3] */
    out[580] = cse41*r_crank_y + cse44;  /* [32, 4] */
    out[581] = cse36*r_crank_y + cse45;  /* [32, 5] */
    out[597] = cse46;  /* [33, 3] */
    out[598] = cse47;  /* [33, 4] */
    out[599] = cse48;  /* [33, 5] */
    out[615] = cse49;  /* [34, 3] */
    out[616] = cse50;  /* [34, 4] */
    out[617] = cse12;  /* [34, 5] */
    out[633] = cse51;  /* [35, 3] */
    out[635] = cse52;  /* [35, 5] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
 * columns, written by rows), global frame.
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 6 x 12 row-major, 56 nonzero.
 * 159 operations after common subexpression elimination.
 */
void mg_slider_crank_re_reaction_frames(const double *q, const double *p, double *out)
{
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    (void)p;
    const double cse0 = sin(phi_rod);
    const double cse1 = sin(psi_rod);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(theta_rod);
    const double cse4 = 0.05000030387247223*cse3;
    const double cse5 = cse2*cse4;
    const double cse6 = cos(psi_rod);
    const double cse7 = cse3*cse6;
    const double cse8 = 0.1000001947021587*cse7;
    const double cse9 = cse0*cse8;
    const double cse10 = cos(phi_rod);
    const double cse11 = cse1*cse10;
    const double cse12 = 0.1000001947021587*cse11;
    const double cse13 = sin(theta_rod);
    const double cse14 = 0.0999996533603531*cse13;
    const double cse15 = cse0*cse14;
    const double cse16 = 0.05000030387247223*cse6;
    const double cse17 = cse10*cse16;
    const double cse18 = cse11*cse4;
    const double cse19 = cse10*cse8;
    const double cse20 = 0.1000001947021587*cse2;
    const double cse21 = cse0*cse16;
    const double cse22 = cse10*cse14;
    const double cse23 = cse1*cse13;
    const double cse24 = 0.05000030387247223*cse23;
    const double cse25 = cse13*cse6;
    const double cse26 = 0.1000001947021587*cse25;
    const double cse27 = 0.0999996533603531*cse3;
    const double cse28 = 0.3333353591498149*cse3;
    const double cse29 = 0.666667964681058*cse7;
    const double cse30 = 0.3333353591498149*cse6;
    const double cse31 = 0.6666643557356874*cse13;
    const double cse32 = cse0*cse29 + cse0*cse31 - cse10*cse30 + 0.666667964681058*cse11 + cse2*cse28;
    const double cse33 = 0.8944266622941005*cse3;
    const double cse34 = 0.4472146529097166*cse7;
    const double cse35 = 0.8944266622941005*cse6;
    const double cse36 = 5.254189828548538e-07*cse13;
    const double cse37 = cse0*cse34 + cse0*cse36 + cse10*cse35 + 0.4472146529097166*cse11 - cse2*cse33;
    const double cse38 = 0.2981417181776111*cse3;
    const double cse39 = 0.5962825497118434*cse7;
    const double cse40 = 0.7453580594528001*cse13;
    const double cse41 = 0.2981417181776111*cse6;
    const double cse42 = -cse0*cse39 + cse0*cse40 + cse10*cse41 - 0.5962825497118434*cse11 - cse2*cse38;
    const double cse43 = -cse0*cse30 - cse10*cse29 - cse10*cse31 - cse11*cse28 + 0.666667964681058*cse2;
    const double cse44 = cse0*cse35 - cse10*cse34 - cse10*cse36 + cse11*cse33 + 0.4472146529097166*cse2;
    const double cse45 = cse0*cse41 + cse10*cse39 - cse10*cse40 + cse11*cse38 - 0.5962825497118434*cse2;
    const double cse46 = -0.3333353591498149*cse23 - 0.666667964681058*cse25 + 0.6666643557356874*cse3;
    const double cse47 = 0.8944266622941005*cse23 - 0.4472146529097166*cse25 + 5.254189828548538e-07*cse3;
    const double cse48 = 0.2981417181776111*cse23 + 0.5962825497118434*cse25 + 0.7453580594528001*cse3;
    const double cse49 = cse12 + cse15 - cse17 + cse5 + cse9 + r_rod_x;
    const double cse50 = -cse18 - cse19 + cse20 - cse21 - cse22 + r_rod_y;
    const double cse51 = -cse24 - cse26 + cse27 + r_rod_z;
    const double cse52 = cos(theta_slider);
    const double cse53 = sin(phi_slider);
    const double cse54 = cos(psi_slider);
    const double cse55 = cse53*cse54;
    const double cse56 = cos(phi_slider);
    const double cse57 = sin(psi_slider);
    const double cse58 = cse56*cse57;
    const double cse59 = cse53*cse57;
    const double cse60 = cse54*cse56;
    const double cse61 = sin(theta_slider);

    memset(out, 0, sizeof(double) * 72);
    out[1] = 0.1;  /* [0, 1] */
    out[2] = 0.12;  /* [0, 2] */
    out[3] = 1;  /* [0, 3] */
    out[7] = 1;  /* [0, 7] */
    out[11] = 1;  /* [0, 11] */
    out[12] = -cse12 - cse15 + cse17 - cse5 - cse9 + r_rod_x;  /* [1, 0] */
    out[13] = cse18 + cse19 - cse20 + cse21 + cse22 + r_rod_y;  /* [1, 1] */
    out[14] = cse24 + cse26 - cse27 + r_rod_z;  /* [1, 2] */
    out[15] = cse32;  /* [1, 3] */
    out[16] = cse37;  /* [1, 4] */
    out[17] = cse42;  /* [1, 5] */
    out[18] = cse43;  /* [1, 6] */
    out[19] = cse44;  /* [1, 7] */
    out[20] = cse45;  /* [1, 8] */
    out[21] = cse46;  /* [1, 9] */
    out[22] = cse47;  /* [1, 10] */
    out[23] = cse48;  /* [1, 11] */
    out[24] = cse49;  /* [2, 0] */
    out[25] = cse50;  /* [2, 1] */
    out[26] = cse51;  /* [2, 2] */
    out[27] = cse32;  /* [2, 3] */
    out[28] = cse37;  /* [2, 4] */
    out[29] = cse42;  /* [2, 5] */
    out[30] = cse43;  /* [2, 6] */
    out[31] = cse44;  /* [2, 7] */
    out[32] = cse45;  /* [2, 8] */
    out[33] = cse46;  /* [2, 9] */
    out[34] = cse47;  /* [2, 10] */
    out[35] = cse48;  /* [2, 11] */
    out[36] = r_slider_x;  /* [3, 0] */
    out[37] = r_slider_y;  /* [3, 1] */
    out[38] = r_slider_z;  /* [3, 2] */
    out[39] = cse52*cse55 + cse58;  /* [3, 3] */
    out[40] = -cse52*cse59 + cse60;  /* [3, 4] */
    out[41] = cse53*cse61;  /* [3, 5] */
    out[42] = -cse52*cse60 + cse59;  /* [3, 6] */
    out[43] = cse52*cse58 + cse55;  /* [3, 7] */
    out[44] = -cse56*cse61;  /* [3, 8] */
    out[45] = -cse54*cse61;  /* [3, 9] */
    out[46] = cse57*cse61;  /* [3, 10] */
    out[47] = cse52;  /* [3, 11] */
    out[48] = cse49;  /* [4, 0] */
    out[49] = cse50;  /* [4, 1] */
    out[50] = cse51;  /* [4, 2] */
    out[51] = cse32;  /* [4, 3] */
    out[52] = cse37;  /* [4, 4] */
    out[53] = cse42;  /* [4, 5] */
    out[54] = cse43;  /* [4, 6] */
    out[55] = cse44;  /* [4, 7] */
    out[56] = cse45;  /* [4, 8] */
    out[57] = cse46;  /* [4, 9] */
    out[58] = cse47;  /* [4, 10] */
    out[59] = cse48;  /* [4, 11] */
    out[63] = 1;  /* [5, 3] */
    out[67] = 1;  /* [5, 7] */
    out[71] = 1;  /* [5, 11] */
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 164 operations after common subexpression elimination.
 */
void mg_slider_crank_re_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double r_crank_z = q[2];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_z = q[8];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_z = q[14];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double rd_crank_x = v[0];
    const double rd_crank_y = v[1];
    const double rd_crank_z = v[2];
    const double phid_crank = v[3];
    const double thetad_crank = v[4];
    const double psid_crank = v[5];
    const double rd_rod_x = v[6];
    const double rd_rod_y = v[7];
    const double rd_rod_z = v[8];
    const double phid_rod = v[9];
    const double thetad_rod = v[10];
    const double psid_rod = v[11];
    const double rd_slider_x = v[12];
    const double rd_slider_y = v[13];
    const double rd_slider_z = v[14];
    const double phid_slider = v[15];
    const double thetad_slider = v[16];
    const double psid_slider = v[17];
    (void)t;
    (void)p;
    const double cse0 = cos(psi_rod);
    const double cse1 = sin(psi_rod);
    const double cse2 = thetad_rod*(0.8944266622941005*cse0 + 0.4472146529097166*cse1);
    const double cse3 = sin(theta_rod);
    const double cse4 = cse0*cse3;
    const double cse5 = cse1*cse3;
    const double cse6 = cos(theta_rod);
    const double cse7 = phid_rod*(-0.4472146529097166*cse4 + 0.8944266622941005*cse5 + 5.254189828548538e-07*cse6);
    const double cse8 = thetad_rod*(-0.3333353591498149*cse0 + 0.666667964681058*cse1);
    const double cse9 = phid_rod*(-0.666667964681058*cse4 - 0.3333353591498149*cse5 + 0.6666643557356874*cse6);
    const double cse10 = thetad_rod*(0.2981417181776111*cse0 - 0.5962825497118434*cse1);
    const double cse11 = phid_rod*(0.5962825497118434*cse4 + 0.2981417181776111*cse5 + 0.7453580594528001*cse6);
    const double cse12 = sin(psi_crank);
    const double cse13 = phid_crank*sin(theta_crank);
    const double cse14 = cse12*cse13;
    const double cse15 = cos(psi_crank);
    const double cse16 = cse15*thetad_crank;
    const double cse17 = cos(psi_slider);
    const double cse18 = phid_slider*sin(theta_slider);
    const double cse19 = cse17*cse18;
    const double cse20 = sin(psi_slider);
    const double cse21 = cse20*thetad_slider;
    const double cse22 = cse18*cse20;
    const double cse23 = cse17*thetad_slider;
    const double cse24 = cse13*cse15;
    const double cse25 = cse12*thetad_crank;
    const double cse26 = phid_crank*cos(theta_crank);
    const double cse27 = phid_slider*cos(theta_slider);

    out[0] = 0.06*(rd_crank_x*rd_crank_x) + 0.06*(rd_crank_y*rd_crank_y) + 0.06*(rd_crank_z*rd_crank_z) + 0.25*(rd_rod_x*rd_rod_x) + 0.25*(rd_rod_y*rd_rod_y) + 0.25*(rd_rod_z*rd_rod_z) + 1.0*(rd_slider_x*rd_slider_x) + 1.0*(rd_slider_y*rd_slider_y) + 1.0*(rd_slider_z*rd_slider_z) + (1.0/2.0)*(-cse14 - cse16)*(-0.0001*cse14 - 0.0001*cse16) + (1.0/2.0)*(-cse19 + cse21)*(-0.0001*cse19 + 0.0001*cse21) + (1.0/2.0)*(0.0001*cse22 + 0.0001*cse23)*(cse22 + cse23) + (1.0/2.0)*(1e-05*cse24 - 1e-05*cse25)*(cse24 - cse25) + (1.0/2.0)*(0.0001*cse26 + 0.0001*psid_crank)*(cse26 + psid_crank) + (1.0/2.0)*(0.0001*cse27 + 0.0001*psid_slider)*(cse27 + psid_slider) + (1.0/2.0)*(0.004*cse10 + 0.004*cse11 + 0.0029814322378112004*psid_rod)*(cse10 + cse11 + 0.7453580594528001*psid_rod) + (1.0/2.0)*(0.0004*cse2 + 0.0004*cse7 + 2.1016759314194154e-10*psid_rod)*(cse2 + cse7 + 5.254189828548538e-07*psid_rod) + (1.0/2.0)*(0.004*cse8 + 0.004*cse9 + 0.0026666574229427496*psid_rod)*(cse8 + cse9 + 0.6666643557356874*psid_rod);  /* [0, 0] */
    out[1] = 1.1772*r_crank_z + 4.905*r_rod_z + 19.62*r_slider_z;  /* [1, 0] */
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 306 operations after common subexpression elimination.
 */
void mg_slider_crank_re_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double r_crank_x = q[0];
    const double r_crank_y = q[1];
    const double r_crank_z = q[2];
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double rd_crank_x = v[0];
    const double rd_crank_y = v[1];
    const double rd_crank_z = v[2];
    const double phid_crank = v[3];
    const double thetad_crank = v[4];
    const double psid_crank = v[5];
    const double rd_rod_x = v[6];
    const double rd_rod_y = v[7];
    const double rd_rod_z = v[8];
    const double phid_rod = v[9];
    const double thetad_rod = v[10];
    const double psid_rod = v[11];
    const double rd_slider_x = v[12];
    const double rd_slider_y = v[13];
    const double rd_slider_z = v[14];
    const double phid_slider = v[15];
    const double thetad_slider = v[16];
    const double psid_slider = v[17];
    (void)p;
    const double cse0 = 0.12*rd_crank_x;
    const double cse1 = 2.0*rd_slider_x;
    const double cse2 = 0.5*rd_rod_x;
    const double cse3 = 0.12*rd_crank_y;
    const double cse4 = 2.0*rd_slider_y;
    const double cse5 = 0.5*rd_rod_y;
    const double cse6 = 0.12*rd_crank_z;
    const double cse7 = 2.0*rd_slider_z;
    const double cse8 = 0.5*rd_rod_z;
    const double cse9 = sin(phi_crank);
    const double cse10 = sin(theta_crank);
    const double cse11 = cos(theta_crank);
    const double cse12 = 0.0001*cse11*phid_crank + 0.0001*psid_crank;
    const double cse13 = cse10*cse12;
    const double cse14 = sin(psi_slider);
    const double cse15 = sin(theta_slider);
    const double cse16 = cse15*phid_slider;
    const double cse17 = cos(psi_slider);
    const double cse18 = cse14*cse16 + cse17*thetad_slider;
    const double cse19 = cos(theta_slider);
    const double cse20 = sin(phi_slider);
    const double cse21 = 0.0001*cse14;
    const double cse22 = cse20*cse21;
    const double cse23 = cos(phi_slider);
    const double cse24 = 0.0001*cse17;
    const double cse25 = cse23*cse24;
    const double cse26 = cse14*thetad_slider - cse16*cse17;
    const double cse27 = cse20*cse24;
    const double cse28 = cse21*cse23;
    const double cse29 = sin(psi_crank);
    const double cse30 = 0.0001*cse29;
    const double cse31 = cse11*cse30;
    const double cse32 = cos(phi_crank);
    const double cse33 = cos(psi_crank);
    const double cse34 = 0.0001*cse33;
    const double cse35 = cse10*phid_crank;
    const double cse36 = -cse29*cse35 - cse33*thetad_crank;
    const double cse37 = cos(theta_rod);
    const double cse38 = sin(psi_rod);
    const double cse39 = sin(phi_rod);
    const double cse40 = cse38*cse39;
    const double cse41 = cse37*cse40;
    const double cse42 = cos(psi_rod);
    const double cse43 = cse39*cse42;
    const double cse44 = 0.0023851301988473735*cse37;
    const double cse45 = cos(phi_rod);
    const double cse46 = cse38*cse45;
    const double cse47 = cse42*cse45;
    const double cse48 = sin(theta_rod);
    const double cse49 = cse39*cse48;
    const double cse50 = cse38*cse48;
    const double cse51 = cse42*cse48;
    const double cse52 = phid_rod*(0.7453580594528001*cse37 + 0.2981417181776111*cse50 + 0.5962825497118434*cse51) + 0.7453580594528001*psid_rod + thetad_rod*(-0.5962825497118434*cse38 + 0.2981417181776111*cse42);
    const double cse53 = 0.0001*cse19*phid_slider + 0.0001*psid_slider;
    const double cse54 = cse15*cse53;
    const double cse55 = 1e-05*cse33;
    const double cse56 = cse11*cse55;
    const double cse57 = 1e-05*cse29;
    const double cse58 = -cse29*thetad_crank + cse33*cse35;
    const double cse59 = 0.00035777066491764025*cse37;
    const double cse60 = 0.00017888586116388667*cse37;
    const double cse61 = phid_rod*(5.254189828548538e-07*cse37 + 0.8944266622941005*cse50 - 0.4472146529097166*cse51) + 5.254189828548538e-07*psid_rod + thetad_rod*(0.4472146529097166*cse38 + 0.8944266622941005*cse42);
    const double cse62 = 0.002666671858724232*cse37;
    const double cse63 = 0.0026666574229427496*cse48;
    const double cse64 = phid_rod*(0.6666643557356874*cse37 - 0.3333353591498149*cse50 - 0.666667964681058*cse51) + 0.6666643557356874*psid_rod + thetad_rod*(0.666667964681058*cse38 - 0.3333353591498149*cse42);
    const double cse65 = cse45*cse48;
    const double cse66 = cse37*cse46;

    out[0] = cse0 + cse1 + cse2;  /* [0, 0] */
    out[1] = cse3 + cse4 + cse5;  /* [1, 0] */
    out[2] = cse6 + cse7 + cse8;  /* [2, 0] */
    out[3] = cse13*cse9 + cse18*(-cse19*cse22 + cse25) + cse20*cse54 + cse26*(cse19*cse27 + cse28) - cse3*r_crank_z + cse36*(cse31*cse9 - cse32*cse34) - cse4*r_slider_z - cse5*r_rod_z + cse52*(-0.0011925668727104444*cse41 - cse43*cse44 - 0.0023851301988473735*cse46 + 0.0011925668727104444*cse47 + 0.0029814322378112004*cse49) + cse58*(-cse32*cse57 - cse56*cse9) + cse6*r_crank_y + cse61*(-cse40*cse59 + cse43*cse60 + 0.00017888586116388667*cse46 + 0.00035777066491764025*cse47 + 2.1016759314194154e-10*cse49) + cse64*(cse39*cse63 + 0.0013333414365992596*cse41 + cse43*cse62 + 0.002666671858724232*cse46 - 0.0013333414365992596*cse47) + cse7*r_slider_y + cse8*r_rod_y;  /* [3, 0] */
    out[4] = cse0*r_crank_z + cse1*r_slider_z - cse13*cse32 + cse18*(cse19*cse28 + cse27) + cse2*r_rod_z - cse23*cse54 + cse26*(-cse19*cse25 + cse22) + cse36*(-cse31*cse32 - cse34*cse9) + cse52*(-0.0023851301988473735*cse40 + 0.0011925668727104444*cse43 + cse44*cse47 - 0.0029814322378112004*cse65 + 0.0011925668727104444*cse66) + cse58*(cse32*cse56 - cse57*cse9) - cse6*r_crank_x + cse61*(0.00017888586116388667*cse40 + 0.00035777066491764025*cse43 + cse46*cse59 - cse47*cse60 - 2.1016759314194154e-10*cse65) + cse64*(0.002666671858724232*cse40 - 0.0013333414365992596*cse43 - cse45*cse63 - cse47*cse62 - 0.0013333414365992596*cse66) - cse7*r_slider_x - cse8*r_rod_x;  /* [4, 0] */
    out[5] = -cse0*r_crank_y - cse1*r_slider_y - cse10*cse30*cse36 + cse10*cse55*cse58 + cse11*cse12 + cse15*cse18*cse21 - cse15*cse24*cse26 + cse19*cse53 - cse2*r_rod_y + cse3*r_crank_x + cse4*r_slider_x + cse5*r_rod_x + cse52*(0.0029814322378112004*cse37 + 0.0011925668727104444*cse50 + 0.0023851301988473735*cse51) + cse61*(2.1016759314194154e-10*cse37 + 0.00035777066491764025*cse50 - 0.00017888586116388667*cse51) + cse64*(0.0026666574229427496*cse37 - 0.0013333414365992596*cse50 - 0.002666671858724232*cse51);  /* [5, 0] */
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 18).
 * Output: out, 3 x 12 row-major, 36 nonzero.
 * 143 operations after common subexpression elimination.
 */
void mg_slider_crank_re_body_frames(const double *q, double *out)
{
    const double r_crank_x = q[0];
    const double r_crank_y = q[1];
    const double r_crank_z = q[2];
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double r_rod_x = q[6];
    const double r_rod_y = q[7];
    const double r_rod_z = q[8];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double r_slider_x = q[12];
    const double r_slider_y = q[13];
    const double r_slider_z = q[14];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double cse0 = sin(phi_crank);
    const double cse1 = sin(theta_crank);
    const double cse2 = cos(theta_crank);
    const double cse3 = cos(psi_crank);
    const double cse4 = cse0*cse3;
    const double cse5 = cos(phi_crank);
    const double cse6 = sin(psi_crank);
    const double cse7 = cse5*cse6;
    const double cse8 = cse0*cse6;
    const double cse9 = cse3*cse5;
    const double cse10 = sin(phi_rod);
    const double cse11 = cos(theta_rod);
    const double cse12 = sin(psi_rod);
    const double cse13 = cse11*cse12;
    const double cse14 = cse10*cse13;
    const double cse15 = cos(psi_rod);
    const double cse16 = cse11*cse15;
    const double cse17 = 0.666667964681058*cse16;
    const double cse18 = cos(phi_rod);
    const double cse19 = 0.3333353591498149*cse15;
    const double cse20 = sin(theta_rod);
    const double cse21 = 0.6666643557356874*cse20;
    const double cse22 = 0.666667964681058*cse12;
    const double cse23 = 0.4472146529097166*cse16;
    const double cse24 = 0.8944266622941005*cse15;
    const double cse25 = 5.254189828548538e-07*cse20;
    const double cse26 = 0.4472146529097166*cse12;
    const double cse27 = 0.5962825497118434*cse16;
    const double cse28 = 0.5962825497118434*cse12;
    const double cse29 = 0.7453580594528001*cse20;
    const double cse30 = 0.2981417181776111*cse15;
    const double cse31 = cse13*cse18;
    const double cse32 = cse12*cse20;
    const double cse33 = cse15*cse20;
    const double cse34 = cos(theta_slider);
    const double cse35 = sin(phi_slider);
    const double cse36 = cos(psi_slider);
    const double cse37 = cse35*cse36;
    const double cse38 = cos(phi_slider);
    const double cse39 = sin(psi_slider);
    const double cse40 = cse38*cse39;
    const double cse41 = cse35*cse39;
    const double cse42 = cse36*cse38;
    const double cse43 = sin(theta_slider);

    out[0] = r_crank_x;  /* [0, 0] */
    out[1] = r_crank_y;  /* [0, 1] */
    out[2] = r_crank_z;  /* [0, 2] */
    out[3] = cse0*cse1;  /* [0, 3] */
    out[4] = -cse2*cse4 - cse7;  /* [0, 4] */
    out[5] = cse2*cse8 - cse9;  /* [0, 5] */
    out[6] = -cse1*cse5;  /* [0, 6] */
    out[7] = cse2*cse9 - cse8;  /* [0, 7] */
    out[8] = -cse2*cse7 - cse4;  /* [0, 8] */
    out[9] = cse2;  /* [0, 9] */
    out[10] = cse1*cse3;  /* [0, 10] */
    out[11] = -cse1*cse6;  /* [0, 11] */
    out[12] = r_rod_x;  /* [1, 0] */
    out[13] = r_rod_y;  /* [1, 1] */
    out[14] = r_rod_z;  /* [1, 2] */
    out[15] = cse10*cse17 + cse10*cse21 + 0.3333353591498149*cse14 - cse18*cse19 + cse18*cse22;  /* [1, 3] */
    out[16] = cse10*cse23 + cse10*cse25 - 0.8944266622941005*cse14 + cse18*cse24 + cse18*cse26;  /* [1, 4] */
    out[17] = -cse10*cse27 + cse10*cse29 - 0.2981417181776111*cse14 - cse18*cse28 + cse18*cse30;  /* [1, 5] */
    out[18] = -cse10*cse19 + cse10*cse22 - cse17*cse18 - cse18*cse21 - 0.3333353591498149*cse31;  /* [1, 6] */
    out[19] = cse10*cse24 + cse10*cse26 - cse18*cse23 - cse18*cse25 + 0.8944266622941005*cse31;  /* [1, 7] */
    out[20] = -cse10*cse28 + cse10*cse30 + cse18*cse27 - cse18*cse29 + 0.2981417181776111*cse31;  /* [1, 8] */
    out[21] = 0.6666643557356874*cse11 - 0.3333353591498149*cse32 - 0.666667964681058*cse33;  /* [1, 9] */
    out[22] = 5.254189828548538e-07*cse11 + 0.8944266622941005*cse32 - 0.4472146529097166*cse33;  /* [1, 10] */
    out[23] = 0.7453580594528001*cse11 + 0.2981417181776111*cse32 + 0.5962825497118434*cse33;  /* [1, 11] */
    out[24] = r_slider_x;  /* [2, 0] */
    out[25] = r_slider_y;  /* [2, 1] */
    out[26] = r_slider_z;  /* [2, 2] */
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

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18).
 * Output: out, 3 x 6 row-major, 18 nonzero.
 * 218 operations after common subexpression elimination.
 */
void mg_slider_crank_re_body_velocities(const double *q, const double *v, double *out)
{
    const double phi_crank = q[3];
    const double theta_crank = q[4];
    const double psi_crank = q[5];
    const double phi_rod = q[9];
    const double theta_rod = q[10];
    const double psi_rod = q[11];
    const double phi_slider = q[15];
    const double theta_slider = q[16];
    const double psi_slider = q[17];
    const double rd_crank_x = v[0];
    const double rd_crank_y = v[1];
    const double rd_crank_z = v[2];
    const double phid_crank = v[3];
    const double thetad_crank = v[4];
    const double psid_crank = v[5];
    const double rd_rod_x = v[6];
    const double rd_rod_y = v[7];
    const double rd_rod_z = v[8];
    const double phid_rod = v[9];
    const double thetad_rod = v[10];
    const double psid_rod = v[11];
    const double rd_slider_x = v[12];
    const double rd_slider_y = v[13];
    const double rd_slider_z = v[14];
    const double phid_slider = v[15];
    const double thetad_slider = v[16];
    const double psid_slider = v[17];
    const double cse0 = sin(phi_crank);
    const double cse1 = cos(theta_crank);
    const double cse2 = cse1*phid_crank + psid_crank;
    const double cse3 = sin(theta_crank);
    const double cse4 = cse2*cse3;
    const double cse5 = cos(psi_crank);
    const double cse6 = cse0*cse5;
    const double cse7 = cos(phi_crank);
    const double cse8 = sin(psi_crank);
    const double cse9 = cse7*cse8;
    const double cse10 = cse3*cse5;
    const double cse11 = cse10*phid_crank - cse8*thetad_crank;
    const double cse12 = cse0*cse8;
    const double cse13 = cse5*cse7;
    const double cse14 = cse3*cse8;
    const double cse15 = -cse14*phid_crank - cse5*thetad_crank;
    const double cse16 = sin(phi_rod);
    const double cse17 = cos(theta_rod);
    const double cse18 = sin(psi_rod);
    const double cse19 = cse17*cse18;
    const double cse20 = cse16*cse19;
    const double cse21 = cos(psi_rod);
    const double cse22 = cse17*cse21;
    const double cse23 = 0.5962825497118434*cse22;
    const double cse24 = cos(phi_rod);
    const double cse25 = 0.5962825497118434*cse18;
    const double cse26 = sin(theta_rod);
    const double cse27 = 0.7453580594528001*cse26;
    const double cse28 = 0.2981417181776111*cse21;
    const double cse29 = cse18*cse26;
    const double cse30 = cse21*cse26;
    const double cse31 = 0.7453580594528001*cse17 + 0.2981417181776111*cse29 + 0.5962825497118434*cse30;
    const double cse32 = cse31*phid_rod + 0.7453580594528001*psid_rod + thetad_rod*(-cse25 + cse28);
    const double cse33 = 0.666667964681058*cse22;
    const double cse34 = 0.3333353591498149*cse21;
    const double cse35 = 0.6666643557356874*cse26;
    const double cse36 = 0.666667964681058*cse18;
    const double cse37 = 0.6666643557356874*cse17 - 0.3333353591498149*cse29 - 0.666667964681058*cse30;
    const double cse38 = cse37*phid_rod + 0.6666643557356874*psid_rod + thetad_rod*(-cse34 + cse36);
    const double cse39 = 0.4472146529097166*cse22;
    const double cse40 = 0.8944266622941005*cse21;
    const double cse41 = 5.254189828548538e-07*cse26;
    const double cse42 = 0.4472146529097166*cse18;
    const double cse43 = 5.254189828548538e-07*cse17 + 0.8944266622941005*cse29 - 0.4472146529097166*cse30;
    const double cse44 = cse43*phid_rod + 5.254189828548538e-07*psid_rod + thetad_rod*(cse40 + cse42);
    const double cse45 = cse19*cse24;
    const double cse46 = sin(phi_slider);
    const double cse47 = cos(theta_slider);
    const double cse48 = cse47*phid_slider + psid_slider;
    const double cse49 = sin(theta_slider);
    const double cse50 = cse48*cse49;
    const double cse51 = cos(psi_slider);
    const double cse52 = cse49*phid_slider;
    const double cse53 = sin(psi_slider);
    const double cse54 = -cse51*cse52 + cse53*thetad_slider;
    const double cse55 = cse46*cse51;
    const double cse56 = cos(phi_slider);
    const double cse57 = cse53*cse56;
    const double cse58 = cse51*thetad_slider + cse52*cse53;
    const double cse59 = cse46*cse53;
    const double cse60 = cse51*cse56;

    out[0] = rd_crank_x;  /* [0, 0] */
    out[1] = rd_crank_y;  /* [0, 1] */
    out[2] = rd_crank_z;  /* [0, 2] */
    out[3] = cse0*cse4 + cse11*(-cse1*cse6 - cse9) + cse15*(cse1*cse12 - cse13);  /* [0, 3] */
    out[4] = cse11*(cse1*cse13 - cse12) + cse15*(-cse1*cse9 - cse6) - cse4*cse7;  /* [0, 4] */
    out[5] = cse1*cse2 + cse10*cse11 - cse14*cse15;  /* [0, 5] */
    out[6] = rd_rod_x;  /* [1, 0] */
    out[7] = rd_rod_y;  /* [1, 1] */
    out[8] = rd_rod_z;  /* [1, 2] */
    out[9] = cse32*(-cse16*cse23 + cse16*cse27 - 0.2981417181776111*cse20 - cse24*cse25 + cse24*cse28) + cse38*(cse16*cse33 + cse16*cse35 + 0.3333353591498149*cse20 - cse24*cse34 + cse24*cse36) + cse44*(cse16*cse39 + cse16*cse41 - 0.8944266622941005*cse20 + cse24*cse40 + cse24*cse42);  /* [1, 3] */
    out[10] = cse32*(-cse16*cse25 + cse16*cse28 + cse23*cse24 - cse24*cse27 + 0.2981417181776111*cse45) + cse38*(-cse16*cse34 + cse16*cse36 - cse24*cse33 - cse24*cse35 - 0.3333353591498149*cse45) + cse44*(cse16*cse40 + cse16*cse42 - cse24*cse39 - cse24*cse41 + 0.8944266622941005*cse45);  /* [1, 4] */
    out[11] = cse31*cse32 + cse37*cse38 + cse43*cse44;  /* [1, 5] */
    out[12] = rd_slider_x;  /* [2, 0] */
    out[13] = rd_slider_y;  /* [2, 1] */
    out[14] = rd_slider_z;  /* [2, 2] */
    out[15] = cse46*cse50 + cse54*(cse47*cse55 + cse57) + cse58*(-cse47*cse59 + cse60);  /* [2, 3] */
    out[16] = -cse50*cse56 + cse54*(-cse47*cse60 + cse59) + cse58*(cse47*cse57 + cse55);  /* [2, 4] */
    out[17] = cse47*cse48 - cse49*cse51*cse54 + cse49*cse53*cse58;  /* [2, 5] */
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
    out[15] = 0.6666643557356874;  /* [1, 3] */
    out[16] = 5.254189828548538e-07;  /* [1, 4] */
    out[17] = 0.7453580594528001;  /* [1, 5] */
    out[18] = -0.3333353591498149;  /* [1, 6] */
    out[19] = 0.8944266622941005;  /* [1, 7] */
    out[20] = 0.2981417181776111;  /* [1, 8] */
    out[21] = -0.666667964681058;  /* [1, 9] */
    out[22] = -0.4472146529097166;  /* [1, 10] */
    out[23] = 0.5962825497118434;  /* [1, 11] */
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
 * see symbolic.formulations.chart_offset.
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
    out[9] = -0.3333353591498149;  /* [1, 0] */
    out[10] = 0.8944266622941005;  /* [1, 1] */
    out[11] = 0.2981417181776111;  /* [1, 2] */
    out[12] = -0.666667964681058;  /* [1, 3] */
    out[13] = -0.4472146529097166;  /* [1, 4] */
    out[14] = 0.5962825497118434;  /* [1, 5] */
    out[15] = 0.6666643557356874;  /* [1, 6] */
    out[16] = 5.254189828548538e-07;  /* [1, 7] */
    out[17] = 0.7453580594528001;  /* [1, 8] */
    out[19] = 1;  /* [2, 1] */
    out[21] = -1;  /* [2, 3] */
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
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 11,
 * ku = 10). */
int mg_slider_crank_re_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step)
{
    enum { NQ = 18, NV = 18, KL = 11, KU = 10,
           SIZE = 33 * 18 };
    double q[NQ], tmp[NQ], dv[NV], b[NV], work[NV], J[SIZE];
    int piv[NV];
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
                return 1;
            }
            memset(J, 0, sizeof J);
            mg_slider_crank_re_Phi_q_band(q, t, p, J);
            mg_slider_crank_re_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return 2;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, work);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_slider_crank_re_retract(q, dv, tmp);
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
        mg_slider_crank_re_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return 2;
        }
        mg_slider_crank_re_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, work);
        mg_flush(NV, v);
        mg_slider_crank_re_gamma(q, v, t, p, a);
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
 * The iteration matrix is factored in band storage (kl = 19, ku = 19). */
int mg_slider_crank_re_index3_run(const double *p, double h, double t0, int n_steps, double theta, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step)
{
    enum { NQ = 18, NV = 18, NC = 18, N = NV + NC };
    enum { KL = 19, KU = 19, LDAB = 58 };
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
            mg_slider_crank_re_retract(q_n, dv, qs);
            mg_slider_crank_re_index3_residual(qs, v, x, x + NV, t, p, h, g);
            if (!factored || newton_mode == 2) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_slider_crank_re_index3_matrix_band(qs, v, x, x + NV, t, p, h, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = 2;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_slider_crank_re_index3_matrix_perm, g, y);
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
