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
    const double cse3 = cos(q_theta_rod);
    const double cse4 = sin(q_phi_rod);
    const double cse5 = cse3*cse4;
    const double cse6 = sin(q_psi_rod);
    const double cse7 = 0.33333535914981494*cse6;
    const double cse8 = cos(q_psi_rod);
    const double cse9 = cse5*cse8;
    const double cse10 = cos(q_phi_rod);
    const double cse11 = 0.33333535914981494*cse8;
    const double cse12 = sin(q_theta_rod);
    const double cse13 = 0.6666643557356875*cse12;
    const double cse14 = 0.666667964681058*cse6;
    const double cse15 = -0.15*cse10*cse11 + 0.15*cse10*cse14 + 0.15*cse13*cse4 + 0.15*cse5*cse7 + 0.1000001947021587*cse9;
    const double cse16 = -q_r_rod_x;
    const double cse17 = sin(q_phi_crank);
    const double cse18 = cos(q_psi_crank);
    const double cse19 = cse18*cse2;
    const double cse20 = sin(q_psi_crank);
    const double cse21 = cse10*cse3;
    const double cse22 = cse21*cse8;
    const double cse23 = -0.15*cse10*cse13 - 0.15*cse11*cse4 + 0.15*cse14*cse4 - 0.15*cse21*cse7 - 0.1000001947021587*cse22;
    const double cse24 = -q_r_rod_y;
    const double cse25 = cse0*cse19 - cse17*cse20;
    const double cse26 = -q_r_rod_z;
    const double cse27 = cse1*cse18;
    const double cse28 = cse12*cse6;
    const double cse29 = cse12*cse8;
    const double cse30 = -0.050000303872472236*cse28 - 0.1000001947021587*cse29 + 0.09999965336035312*cse3;
    const double cse31 = cos(q_theta_slider);
    const double cse32 = 0.8944266622941008*cse28 - 0.4472146529097166*cse29 + 5.254189828941647e-07*cse3;
    const double cse33 = 0.8944266622941008*cse6;
    const double cse34 = 5.254189828941647e-07*cse12;
    const double cse35 = 0.4472146529097166*cse6;
    const double cse36 = 0.8944266622941008*cse8;
    const double cse37 = -cse10*cse34 + cse21*cse33 - 0.4472146529097166*cse22 + cse35*cse4 + cse36*cse4;
    const double cse38 = sin(q_theta_slider);
    const double cse39 = cos(q_phi_slider);
    const double cse40 = cse38*cse39;
    const double cse41 = cse10*cse35 + cse10*cse36 - cse33*cse5 + cse34*cse4 + 0.4472146529097166*cse9;
    const double cse42 = sin(q_phi_slider);
    const double cse43 = cse38*cse42;
    const double cse44 = cse26 - cse30 + q_r_slider_z;
    const double cse45 = -cse23 + cse24 + q_r_slider_y;
    const double cse46 = -cse15 + cse16 + q_r_slider_x;
    const double cse47 = 0.2981417181776114*cse6;
    const double cse48 = 0.7453580594528005*cse12;
    const double cse49 = 0.5962825497118436*cse6;
    const double cse50 = 0.2981417181776114*cse8;
    const double cse51 = cos(q_psi_slider);
    const double cse52 = cse42*cse51;
    const double cse53 = sin(q_psi_slider);
    const double cse54 = cse39*cse53;
    const double cse55 = cse31*cse52 + cse54;
    const double cse56 = cse42*cse53;
    const double cse57 = cse39*cse51;
    const double cse58 = -cse31*cse56 + cse57;
    const double cse59 = cse38*q_r_slider_z;
    const double cse60 = -cse31*cse57 + cse56;
    const double cse61 = 0.2 - q_r_slider_x;
    const double cse62 = 2*3.141592653589793*t;

    out[0] = q_r_crank_x;  /* [0, 0] */
    out[1] = q_r_crank_y - 0.1;  /* [1, 0] */
    out[2] = q_r_crank_z - 0.12;  /* [2, 0] */
    out[3] = -cse0*cse1;  /* [3, 0] */
    out[4] = cse2;  /* [4, 0] */
    out[5] = -0.08*cse0*cse20 + cse15 + cse16 - 0.08*cse17*cse19 + q_r_crank_x;  /* [5, 0] */
    out[6] = cse23 + cse24 + 0.08*cse25 + q_r_crank_y;  /* [6, 0] */
    out[7] = cse26 + 0.08*cse27 + cse30 + q_r_crank_z;  /* [7, 0] */
    out[8] = cse31*cse32 - cse37*cse40 + cse41*cse43;  /* [8, 0] */
    out[9] = cse32*cse44 + cse37*cse45 + cse41*cse46;  /* [9, 0] */
    out[10] = cse44*(0.2981417181776114*cse28 + 0.5962825497118436*cse29 + 0.7453580594528005*cse3) + cse45*(-cse10*cse48 + cse21*cse47 + 0.5962825497118436*cse22 - cse4*cse49 + cse4*cse50) + cse46*(-cse10*cse49 + cse10*cse50 + cse4*cse48 - cse47*cse5 - 0.5962825497118436*cse9);  /* [10, 0] */
    out[11] = -cse55;  /* [11, 0] */
    out[12] = cse58;  /* [12, 0] */
    out[13] = -cse51*cse59 - cse55*cse61 + cse60*q_r_slider_y;  /* [13, 0] */
    out[14] = -cse53*cse59 + cse58*cse61 - q_r_slider_y*(cse31*cse54 + cse52);  /* [14, 0] */
    out[15] = -cse60;  /* [15, 0] */
    out[16] = ((cse31 + cse44)*(cse31 + cse44)) + ((-cse40 + cse45)*(-cse40 + cse45)) + ((cse43 + cse46)*(cse43 + cse46)) - 1;  /* [16, 0] */
    out[17] = -cse25*cos(cse62) + cse27*sin(cse62);  /* [17, 0] */
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_slider_crank_re_Phi_q_perm[18] = {8, 2, 16, 1, 15, 14, 13, 12, 10, 9, 11, 7, 6, 17, 4, 3, 5, 0};

/* Phi_q written into the column-major band storage of its permuted matrix
 * (n = 18, kl = 11, ku = 10, ldab = 33); ab is zeroed by the caller. */
void mg_slider_crank_re_Phi_q_band(const double *q, double t, const double *p, double *ab)
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
    const double cse7 = 0.08*cse0*cse6;
    const double cse8 = cos(q_psi_crank);
    const double cse9 = 0.08*cse8;
    const double cse10 = cse3*cse8;
    const double cse11 = 0.08*cse10;
    const double cse12 = sin(q_phi_rod);
    const double cse13 = sin(q_psi_rod);
    const double cse14 = cse12*cse13;
    const double cse15 = 0.1000001947021587*cse14;
    const double cse16 = cos(q_phi_rod);
    const double cse17 = sin(q_theta_rod);
    const double cse18 = 0.09999965336035312*cse17;
    const double cse19 = cse16*cse18;
    const double cse20 = cos(q_psi_rod);
    const double cse21 = cse12*cse20;
    const double cse22 = 0.050000303872472236*cse21;
    const double cse23 = cos(q_theta_rod);
    const double cse24 = cse16*cse20;
    const double cse25 = 0.1000001947021587*cse24;
    const double cse26 = cse23*cse25;
    const double cse27 = cse13*cse16;
    const double cse28 = 0.050000303872472236*cse27;
    const double cse29 = cse23*cse28;
    const double cse30 = 0.09999965336035312*cse23;
    const double cse31 = cse12*cse30;
    const double cse32 = cse17*cse20;
    const double cse33 = 0.1000001947021587*cse12*cse32;
    const double cse34 = 0.050000303872472236*cse14;
    const double cse35 = cse17*cse34;
    const double cse36 = cse15*cse23;
    const double cse37 = cse22*cse23;
    const double cse38 = cse3*cse6;
    const double cse39 = cse0*cse8;
    const double cse40 = cse39*cse4;
    const double cse41 = cse5*cse6;
    const double cse42 = 0.1000001947021587*cse27;
    const double cse43 = cse12*cse18;
    const double cse44 = 0.050000303872472236*cse24;
    const double cse45 = 0.1000001947021587*cse21;
    const double cse46 = cse23*cse45;
    const double cse47 = cse23*cse34;
    const double cse48 = cse16*cse30;
    const double cse49 = cse17*cse25;
    const double cse50 = cse17*cse28;
    const double cse51 = cse23*cse42;
    const double cse52 = cse23*cse44;
    const double cse53 = cse4*cse8;
    const double cse54 = cse1*cse6;
    const double cse55 = cse20*cse23;
    const double cse56 = 0.1000001947021587*cse55;
    const double cse57 = 0.050000303872472236*cse13*cse23;
    const double cse58 = cse13*cse17;
    const double cse59 = 0.1000001947021587*cse58;
    const double cse60 = 0.050000303872472236*cse32;
    const double cse61 = 0.8944266622941008*cse24;
    const double cse62 = 0.4472146529097166*cse27;
    const double cse63 = 5.254189828941647e-07*cse17;
    const double cse64 = 0.8944266622941008*cse14;
    const double cse65 = 0.4472146529097166*cse21;
    const double cse66 = cse12*cse63 - cse23*cse64 + cse23*cse65 + cse61 + cse62;
    const double cse67 = sin(q_theta_slider);
    const double cse68 = cos(q_phi_slider);
    const double cse69 = cse67*cse68;
    const double cse70 = cse66*cse69;
    const double cse71 = cse16*cse63;
    const double cse72 = 0.8944266622941008*cse21;
    const double cse73 = 0.4472146529097166*cse14;
    const double cse74 = 0.4472146529097166*cse24;
    const double cse75 = cse23*cse74;
    const double cse76 = 0.8944266622941008*cse13;
    const double cse77 = cse23*cse76;
    const double cse78 = cse16*cse77;
    const double cse79 = cse71 - cse72 - cse73 + cse75 - cse78;
    const double cse80 = sin(q_phi_slider);
    const double cse81 = cse67*cse80;
    const double cse82 = cos(q_theta_slider);
    const double cse83 = -0.4472146529097166*cse55 - cse63 + cse77;
    const double cse84 = 5.254189828941647e-07*cse23;
    const double cse85 = cse17*cse76;
    const double cse86 = -cse16*cse84 - cse16*cse85 + cse17*cse74;
    const double cse87 = 0.4472146529097166*cse32;
    const double cse88 = cse12*cse84 - cse12*cse87 + cse17*cse64;
    const double cse89 = 0.8944266622941008*cse32 + 0.4472146529097166*cse58;
    const double cse90 = cse23*cse61 + cse23*cse62 - cse64 + cse65;
    const double cse91 = -cse16*cse76 - cse23*cse72 - cse23*cse73 + cse74;
    const double cse92 = -cse71 + cse72 + cse73 - cse75 + cse78;
    const double cse93 = cse84 + cse85 - cse87;
    const double cse94 = cse68*cse82;
    const double cse95 = cse80*cse82;
    const double cse96 = 0.33333535914981494*cse23;
    const double cse97 = 0.666667964681058*cse23;
    const double cse98 = 0.6666643557356875*cse17;
    const double cse99 = -0.1000001947021587*cse14 + 0.15*cse16*cse98 + 0.050000303872472236*cse21 + 0.15*cse24*cse97 + 0.15*cse27*cse96 - q_r_rod_y + q_r_slider_y;
    const double cse100 = -cse42 - cse43 + cse44 - cse46 - cse47;
    const double cse101 = -0.15*cse12*cse98 - 0.15*cse14*cse96 - 0.15*cse21*cse97 + 0.050000303872472236*cse24 - 0.1000001947021587*cse27 - q_r_rod_x + q_r_slider_x;
    const double cse102 = cse15 - cse19 - cse22 - cse26 - cse29;
    const double cse103 = cse18 + cse56 + cse57;
    const double cse104 = -0.09999965336035312*cse23 + 0.1000001947021587*cse32 + 0.050000303872472236*cse58 - q_r_rod_z + q_r_slider_z;
    const double cse105 = cse48 - cse49 - cse50;
    const double cse106 = -cse31 + cse33 + cse35;
    const double cse107 = -cse59 + cse60;
    const double cse108 = -cse34 - cse45 - cse51 + cse52;
    const double cse109 = -cse25 - cse28 + cse36 - cse37;
    const double cse110 = 0.2981417181776114*cse12;
    const double cse111 = cse110*cse13;
    const double cse112 = 0.5962825497118436*cse21;
    const double cse113 = 0.5962825497118436*cse27;
    const double cse114 = 0.7453580594528005*cse17;
    const double cse115 = 0.2981417181776114*cse16;
    const double cse116 = cse115*cse20;
    const double cse117 = -cse111*cse23 - cse112*cse23 - cse113 + cse114*cse12 + cse116;
    const double cse118 = cse115*cse13;
    const double cse119 = cse118*cse23;
    const double cse120 = 0.5962825497118436*cse24;
    const double cse121 = cse120*cse23;
    const double cse122 = cse114*cse16;
    const double cse123 = 0.5962825497118436*cse14;
    const double cse124 = cse110*cse20;
    const double cse125 = cse119 + cse121 - cse122 - cse123 + cse124;
    const double cse126 = 0.2981417181776114*cse13;
    const double cse127 = 0.5962825497118436*cse32;
    const double cse128 = 0.7453580594528005*cse23;
    const double cse129 = cse126*cse17 + cse127 + cse128;
    const double cse130 = sin(q_psi_slider);
    const double cse131 = cse130*cse80;
    const double cse132 = cos(q_psi_slider);
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
    const double cse148 = 0.2 - q_r_slider_x;
    const double cse149 = cse82*q_r_slider_z;
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
    ab[321] = cse42 + cse43 - cse44 + cse46 + cse47;  /* [6, 9] */
    ab[289] = -cse48 + cse49 + cse50;  /* [6, 10] */
    ab[353] = cse34 + cse45 + cse51 - cse52;  /* [6, 11] */
    ab[64] = 1;  /* [7, 2] */
    ab[480] = 0.08*cse53;  /* [7, 4] */
    ab[544] = -0.08*cse54;  /* [7, 5] */
    ab[32] = -1;  /* [7, 8] */
    ab[288] = -cse18 - cse56 - cse57;  /* [7, 10] */
    ab[352] = cse59 - cse60;  /* [7, 11] */
    ab[309] = -cse70 + cse79*cse81;  /* [8, 9] */
    ab[277] = -cse69*cse86 + cse81*cse88 + cse82*cse83;  /* [8, 10] */
    ab[341] = -cse69*cse90 + cse81*cse91 + cse82*cse89;  /* [8, 11] */
    ab[149] = cse70 + cse81*cse92;  /* [8, 15] */
    ab[85] = cse66*cse95 - cse67*cse93 - cse92*cse94;  /* [8, 16] */
    ab[414] = -cse66;  /* [9, 6] */
    ab[382] = -cse92;  /* [9, 7] */
    ab[30] = -cse93;  /* [9, 8] */
    ab[318] = cse100*cse92 + cse101*cse79 + cse102*cse66 + cse66*cse99;  /* [9, 9] */
    ab[286] = cse101*cse88 + cse103*cse93 + cse104*cse83 + cse105*cse92 + cse106*cse66 + cse86*cse99;  /* [9, 10] */
    ab[350] = cse101*cse91 + cse104*cse89 + cse107*cse93 + cse108*cse92 + cse109*cse66 + cse90*cse99;  /* [9, 11] */
    ab[254] = cse66;  /* [9, 12] */
    ab[222] = cse92;  /* [9, 13] */
    ab[190] = cse93;  /* [9, 14] */
    ab[413] = -cse117;  /* [10, 6] */
    ab[381] = -cse125;  /* [10, 7] */
    ab[29] = -cse129;  /* [10, 8] */
    ab[317] = cse100*cse125 + cse101*(-cse119 - cse121 + cse122 + cse123 - cse124) + cse102*cse117 + cse117*cse99;  /* [10, 9] */
    ab[285] = cse101*(cse111*cse17 + cse12*cse127 + cse12*cse128) + cse103*cse129 + cse104*(-cse114 + cse126*cse23 + 0.5962825497118436*cse55) + cse105*cse125 + cse106*cse117 + cse99*(-cse118*cse17 - cse120*cse17 - cse128*cse16);  /* [10, 10] */
    ab[349] = cse101*(-cse118 - cse120 + cse123*cse23 - cse124*cse23) + cse104*(0.2981417181776114*cse32 - 0.5962825497118436*cse58) + cse107*cse129 + cse108*cse125 + cse109*cse117 + cse99*(-cse111 - cse112 - cse113*cse23 + cse116*cse23);  /* [10, 11] */
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
    ab[155] = -cse135*cse148 + cse146*q_r_slider_y;  /* [13, 15] */
    ab[91] = -cse132*cse149 + cse137*cse148 + cse150*q_r_slider_y;  /* [13, 16] */
    ab[443] = -cse138*cse148 + cse151*q_r_slider_z + cse152*q_r_slider_y;  /* [13, 17] */
    ab[250] = cse139;  /* [14, 12] */
    ab[218] = cse142;  /* [14, 13] */
    ab[186] = -cse151;  /* [14, 14] */
    ab[154] = -cse138*q_r_slider_y + cse142*cse148;  /* [14, 15] */
    ab[90] = -cse130*cse149 + cse140*cse67*q_r_slider_y + cse143*cse148;  /* [14, 16] */
    ab[442] = -cse135*q_r_slider_y + cse145*cse148 - cse147*q_r_slider_z;  /* [14, 17] */
    ab[153] = -cse146;  /* [15, 15] */
    ab[89] = -cse150;  /* [15, 16] */
    ab[441] = -cse152;  /* [15, 17] */
    ab[407] = -cse153;  /* [16, 6] */
    ab[375] = -cse154;  /* [16, 7] */
    ab[23] = -cse155;  /* [16, 8] */
    ab[311] = cse100*cse154 + cse102*cse153;  /* [16, 9] */
    ab[279] = cse103*cse155 + cse105*cse154 + cse106*cse153;  /* [16, 10] */
    ab[343] = cse107*cse155 + cse108*cse154 + cse109*cse153;  /* [16, 11] */
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
    const double q_phi_crank = q[3];
    const double q_theta_crank = q[4];
    const double q_psi_crank = q[5];
    (void)p;
    const double cse0 = 2*3.141592653589793;
    const double cse1 = cse0*t;
    const double cse2 = cos(q_psi_crank);

    memset(out, 0, sizeof(double) * 18);
    out[17] = -cse0*cse2*sin(q_theta_crank)*cos(cse1) - cse0*(cse2*cos(q_phi_crank)*cos(q_theta_crank) - sin(q_phi_crank)*sin(q_psi_crank))*sin(cse1);  /* [17, 0] */
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); t (time); p (parameters, 0).
 * Output: out, 18 x 1 row-major, 15 nonzero.
 * 1615 operations after common subexpression elimination.
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
    const double cse17 = cse12*cse16;
    const double cse18 = 0.050000303872472236*cse17;
    const double cse19 = cse16*cse7;
    const double cse20 = 0.1000001947021587*cse19;
    const double cse21 = cse11 - cse15 - cse18 - cse20;
    const double cse22 = cse18*cse6;
    const double cse23 = cse20*cse6;
    const double cse24 = -cse22 - cse23;
    const double cse25 = cse10*cse7;
    const double cse26 = cse12*cse9;
    const double cse27 = 0.1000001947021587*cse26;
    const double cse28 = cse25 - cse27;
    const double cse29 = sin(q_theta_rod);
    const double cse30 = 0.050000303872472236*cse19;
    const double cse31 = cse29*cse30;
    const double cse32 = 0.1000001947021587*cse17;
    const double cse33 = cse29*cse32;
    const double cse34 = -cse31 + cse33;
    const double cse35 = cse12*cse29;
    const double cse36 = cse10*cse35;
    const double cse37 = cse29*cse7;
    const double cse38 = 0.1000001947021587*cse37;
    const double cse39 = cse38*cse9;
    const double cse40 = 0.09999965336035312*cse6;
    const double cse41 = cse40*cse9;
    const double cse42 = -cse36 - cse39 + cse41;
    const double cse43 = 0.09999965336035312*cse29;
    const double cse44 = cse16*cse43;
    const double cse45 = cse24 - cse44;
    const double cse46 = cos(q_psi_crank);
    const double cse47 = cse0*cse46;
    const double cse48 = 0.08*cse47;
    const double cse49 = cse1*cse48;
    const double cse50 = sin(q_psi_crank);
    const double cse51 = cse3*cse50;
    const double cse52 = 0.08*cse51;
    const double cse53 = cse49 + cse52;
    const double cse54 = cse1*cse52 + cse48;
    const double cse55 = cse0*cse50;
    const double cse56 = 0.08*cse55;
    const double cse57 = cse4*v_thetad_crank;
    const double cse58 = cse4*v_psid_crank;
    const double cse59 = cse3*cse46;
    const double cse60 = 0.08*cse59;
    const double cse61 = cse4*v_phid_crank;
    const double cse62 = cse28 + cse45;
    const double cse63 = cse62*v_phid_rod;
    const double cse64 = cse21*v_psid_rod;
    const double cse65 = cse42*v_thetad_rod;
    const double cse66 = cse30*cse6;
    const double cse67 = cse32*cse6;
    const double cse68 = cse10*cse12;
    const double cse69 = cse7*cse9;
    const double cse70 = 0.1000001947021587*cse69;
    const double cse71 = cse66 - cse67 + cse68 + cse70;
    const double cse72 = cse10*cse37;
    const double cse73 = 0.1000001947021587*cse35;
    const double cse74 = cse73*cse9;
    const double cse75 = cse72 - cse74;
    const double cse76 = cse10*cse13;
    const double cse77 = 0.1000001947021587*cse8;
    const double cse78 = cse77*cse9;
    const double cse79 = cse76 + cse78;
    const double cse80 = cse30 - cse32;
    const double cse81 = cse18*cse29;
    const double cse82 = cse20*cse29;
    const double cse83 = cse16*cse40;
    const double cse84 = -cse81 - cse82 + cse83;
    const double cse85 = cse43*cse9;
    const double cse86 = cse79 + cse85;
    const double cse87 = cse1*cse56 - cse60;
    const double cse88 = cse1*cse60;
    const double cse89 = cse56 - cse88;
    const double cse90 = 0.050000303872472236*cse8;
    const double cse91 = cse14 - cse90;
    const double cse92 = 0.050000303872472236*cse35;
    const double cse93 = cse38 + cse92;
    const double cse94 = cse1*cse50;
    const double cse95 = 0.08*v_thetad_crank;
    const double cse96 = cse4*cse46;
    const double cse97 = 0.08*v_psid_crank;
    const double cse98 = 5.254189828941647e-07*cse29;
    const double cse99 = cse9*cse98;
    const double cse100 = 0.4472146529097166*cse9;
    const double cse101 = cse100*cse7;
    const double cse102 = cse101*cse6;
    const double cse103 = 0.8944266622941008*cse9;
    const double cse104 = cse103*cse12;
    const double cse105 = cse104*cse6;
    const double cse106 = cse102 - cse105;
    const double cse107 = cse106 + cse99;
    const double cse108 = 0.4472146529097166*cse17;
    const double cse109 = 0.8944266622941008*cse19;
    const double cse110 = -cse108 - cse109;
    const double cse111 = cse107 + cse110;
    const double cse112 = cos(q_theta_slider);
    const double cse113 = sin(q_phi_slider);
    const double cse114 = cse112*cse113;
    const double cse115 = 0.8944266622941008*cse17;
    const double cse116 = cse115*cse6;
    const double cse117 = 0.4472146529097166*cse19;
    const double cse118 = cse117*cse6;
    const double cse119 = cse100*cse12;
    const double cse120 = cse103*cse7;
    const double cse121 = cse16*cse98;
    const double cse122 = -cse116 + cse118 + cse119 + cse120 + cse121;
    const double cse123 = cos(q_phi_slider);
    const double cse124 = cse112*cse123;
    const double cse125 = cse122*cse124;
    const double cse126 = cse111*cse114 - cse125;
    const double cse127 = -cse102 + cse105 + cse108 + cse109 - cse99;
    const double cse128 = cse114*cse127 + cse125;
    const double cse129 = 5.254189828941647e-07*cse6;
    const double cse130 = cse115*cse29 - cse117*cse29 + cse129*cse16;
    const double cse131 = cse129*cse9;
    const double cse132 = cse104*cse29;
    const double cse133 = cse101*cse29;
    const double cse134 = -cse131 - cse132 + cse133;
    const double cse135 = sin(q_theta_slider);
    const double cse136 = 0.8944266622941008*cse12;
    const double cse137 = cse136*cse6 - 0.4472146529097166*cse8 - cse98;
    const double cse138 = cse114*cse130 - cse124*cse134 - cse135*cse137;
    const double cse139 = cse101 - cse104 - cse108*cse6 - cse109*cse6;
    const double cse140 = cse120*cse6;
    const double cse141 = cse119*cse6;
    const double cse142 = -cse115 + cse117 + cse140 + cse141;
    const double cse143 = 0.8944266622941008*cse7;
    const double cse144 = cse143*cse29 + 0.4472146529097166*cse35;
    const double cse145 = cse114*cse139 - cse124*cse142 - cse135*cse144;
    const double cse146 = 0.4472146529097166*cse37;
    const double cse147 = cse136*cse29;
    const double cse148 = cse129 - cse146 + cse147;
    const double cse149 = cse113*cse135;
    const double cse150 = cse122*cse149;
    const double cse151 = cse123*cse135;
    const double cse152 = cse127*cse151 - cse150;
    const double cse153 = cse111*cse151;
    const double cse154 = cse150 + cse153;
    const double cse155 = cse130*cse151;
    const double cse156 = cse134*cse149 + cse155;
    const double cse157 = cse139*cse151;
    const double cse158 = cse142*cse149 + cse157;
    const double cse159 = cse131 + cse132 - cse133;
    const double cse160 = cse149*cse159 - cse155;
    const double cse161 = cse116 - cse118;
    const double cse162 = -cse121 + cse161;
    const double cse163 = cse146 - cse147;
    const double cse164 = -cse129 + cse163;
    const double cse165 = cse108*cse29 + cse109*cse29;
    const double cse166 = -cse119*cse29 - cse120*cse29;
    const double cse167 = 0.4472146529097166*cse13 + cse143*cse6;
    const double cse168 = cse112*cse167 + cse149*cse165 - cse151*cse166;
    const double cse169 = cse115 - cse117 - cse140 - cse141;
    const double cse170 = cse149*cse169 - cse157;
    const double cse171 = -cse119 - cse120;
    const double cse172 = cse161 + cse171;
    const double cse173 = cse106 + cse110;
    const double cse174 = cse162 + cse171;
    const double cse175 = cse142*v_psid_rod;
    const double cse176 = cse122*v_phid_rod;
    const double cse177 = cse134*v_thetad_rod;
    const double cse178 = cse144*v_psid_rod;
    const double cse179 = cse137*v_thetad_rod;
    const double cse180 = cse139*v_psid_rod;
    const double cse181 = cse111*v_phid_rod;
    const double cse182 = cse130*v_thetad_rod;
    const double cse183 = cse31 - cse33;
    const double cse184 = 0.6666643557356875*cse29;
    const double cse185 = -0.15*cse16*cse184 - 0.050000303872472236*cse17*cse6 - 0.1000001947021587*cse19*cse6 - 0.1000001947021587*cse26 + 0.050000303872472236*cse69 - q_r_rod_x + q_r_slider_x;
    const double cse186 = 0.050000303872472236*cse13*cse9 - 0.1000001947021587*cse17 + 0.15*cse184*cse9 + 0.050000303872472236*cse19 + 0.1000001947021587*cse8*cse9 - q_r_rod_y + q_r_slider_y;
    const double cse187 = -cse66 + cse67 - cse68 - cse70;
    const double cse188 = cse81 + cse82 - cse83;
    const double cse189 = 0.050000303872472236*cse35 + 0.1000001947021587*cse37 - 0.09999965336035312*cse6 - q_r_rod_z + q_r_slider_z;
    const double cse190 = 0.050000303872472236*cse13 + cse43 + cse77;
    const double cse191 = -cse14 + cse90;
    const double cse192 = -cse72 + cse74;
    const double cse193 = 0.050000303872472236*cse37 - cse73;
    const double cse194 = cse122*cse183 + cse127*cse192 + cse130*cse187 + cse134*cse21 + cse137*cse193 + cse139*cse188 + cse142*cse42 + cse144*cse190 + cse148*cse191 + cse165*cse185 + cse166*cse186 + cse167*cse189;
    const double cse195 = -cse76 - cse78;
    const double cse196 = cse195 - cse85;
    const double cse197 = -cse30 + cse32;
    const double cse198 = cse196 + cse197;
    const double cse199 = cse36 + cse39 - cse41;
    const double cse200 = cse111*cse188 + cse122*cse199 + cse122*cse42 + cse127*cse188 + cse130*cse186 + cse130*cse198 + cse134*cse62 + cse159*cse185;
    const double cse201 = 2*cse188;
    const double cse202 = cse22 + cse23;
    const double cse203 = cse202 + cse44;
    const double cse204 = 2*cse42;
    const double cse205 = -cse38 - cse92;
    const double cse206 = cse205 + cse40;
    const double cse207 = 2*cse190;
    const double cse208 = -cse11 + cse15 + cse18 + cse20;
    const double cse209 = cse111*cse187 + cse122*cse208 + cse122*cse21 + cse127*cse187 + cse139*cse186 + cse139*cse198 + cse142*cse62 + cse169*cse185;
    const double cse210 = -cse25 + cse27;
    const double cse211 = cse203 + cse210;
    const double cse212 = 2*cse198;
    const double cse213 = 2*cse62;
    const double cse214 = 2*cse187;
    const double cse215 = cse202 + cse210;
    const double cse216 = 2*cse21;
    const double cse217 = cse195 + cse197;
    const double cse218 = 2*cse193;
    const double cse219 = 0.7453580594528005*cse29;
    const double cse220 = 0.5962825497118436*cse7;
    const double cse221 = 0.2981417181776114*cse13;
    const double cse222 = -cse219 + cse220*cse6 + cse221;
    const double cse223 = cse222*v_thetad_rod;
    const double cse224 = 0.2981417181776114*cse37;
    const double cse225 = cse224 - 0.5962825497118436*cse35;
    const double cse226 = cse225*v_psid_rod;
    const double cse227 = 0.2981417181776114*cse69;
    const double cse228 = 0.5962825497118436*cse9;
    const double cse229 = cse12*cse228;
    const double cse230 = cse16*cse219;
    const double cse231 = cse16*cse220;
    const double cse232 = cse231*cse6;
    const double cse233 = 0.2981417181776114*cse17;
    const double cse234 = cse233*cse6;
    const double cse235 = cse227 - cse229 + cse230 - cse232 - cse234;
    const double cse236 = cse235*v_phid_rod;
    const double cse237 = 0.7453580594528005*cse6;
    const double cse238 = cse237*cse9;
    const double cse239 = cse228*cse7;
    const double cse240 = cse239*cse29;
    const double cse241 = 0.2981417181776114*cse35;
    const double cse242 = cse241*cse9;
    const double cse243 = -cse238 - cse240 - cse242;
    const double cse244 = cse243*v_thetad_rod;
    const double cse245 = cse229*cse6;
    const double cse246 = 0.2981417181776114*cse8;
    const double cse247 = cse246*cse9;
    const double cse248 = -cse231 - cse233 - cse245 + cse247;
    const double cse249 = cse248*v_psid_rod;
    const double cse250 = cse219*cse9;
    const double cse251 = cse221*cse9;
    const double cse252 = cse239*cse6;
    const double cse253 = -cse251 - cse252;
    const double cse254 = cse250 + cse253;
    const double cse255 = 0.5962825497118436*cse17;
    const double cse256 = 0.2981417181776114*cse19;
    const double cse257 = cse255 - cse256;
    const double cse258 = cse254 + cse257;
    const double cse259 = cse258*v_phid_rod;
    const double cse260 = cse220*cse29;
    const double cse261 = cse16*cse237 + cse16*cse260 + cse233*cse29;
    const double cse262 = cse261*v_thetad_rod;
    const double cse263 = -cse239 + cse255*cse6 - cse256*cse6 - 0.2981417181776114*cse26;
    const double cse264 = cse263*v_psid_rod;
    const double cse265 = -cse250 + cse251 + cse252 - cse255 + cse256;
    const double cse266 = cse185*(cse231 + cse233 + cse245 - cse247) + cse186*cse263 + cse187*cse258 + cse187*cse265 + cse198*cse263 + cse208*cse235 + cse21*cse235 + cse248*cse62;
    const double cse267 = cse232 + cse234;
    const double cse268 = -cse227 + cse229;
    const double cse269 = -cse241 - cse260;
    const double cse270 = cse237 + cse241 + cse260;
    const double cse271 = cse183*cse235 + cse185*(-cse255*cse29 + cse256*cse29) + cse186*(-cse224*cse9 + cse229*cse29) + cse187*cse261 + cse188*cse263 + cse189*(-0.5962825497118436*cse13 + cse246) + cse190*cse225 + cse191*cse270 + cse192*cse265 + cse193*cse222 + cse21*cse243 + cse248*cse42;
    const double cse272 = cse185*(cse238 + cse240 + cse242) + cse186*cse261 + cse188*cse258 + cse188*cse265 + cse198*cse261 + cse199*cse235 + cse235*cse42 + cse243*cse62;
    const double cse273 = -cse230 + cse267;
    const double cse274 = sin(q_psi_slider);
    const double cse275 = cse123*cse274;
    const double cse276 = cse112*cse275;
    const double cse277 = cos(q_psi_slider);
    const double cse278 = cse113*cse277;
    const double cse279 = -cse276 - cse278;
    const double cse280 = cse112*cse278;
    const double cse281 = -cse275 - cse280;
    const double cse282 = cse113*cse274;
    const double cse283 = cse135*v_thetad_slider;
    const double cse284 = -cse279*v_phid_slider - cse281*v_psid_slider - cse282*cse283;
    const double cse285 = cse123*cse277;
    const double cse286 = cse135*v_phid_slider;
    const double cse287 = cse135*v_psid_slider;
    const double cse288 = cse112*v_thetad_slider;
    const double cse289 = cse283*cse285;
    const double cse290 = cse112*cse285;
    const double cse291 = cse282 - cse290;
    const double cse292 = cse278*cse283;
    const double cse293 = cse112*cse282;
    const double cse294 = -cse285 + cse293;
    const double cse295 = cse275*cse283;
    const double cse296 = cse291*v_psid_slider + cse294*v_phid_slider + cse295;
    const double cse297 = cse285 - cse293;
    const double cse298 = cse276 + cse278;
    const double cse299 = cse135*v_rd_slider_z;
    const double cse300 = cse135*q_r_slider_y;
    const double cse301 = 0.2 - q_r_slider_x;
    const double cse302 = cse135*cse301;
    const double cse303 = cse112*q_r_slider_z;
    const double cse304 = cse274*cse303 - cse275*cse300 - cse282*cse302;
    const double cse305 = -cse279*cse301 + cse297*q_r_slider_y;
    const double cse306 = cse135*q_r_slider_z;
    const double cse307 = cse277*cse306;
    const double cse308 = -cse282 + cse290;
    const double cse309 = -cse281*cse301 + cse308*q_r_slider_y;
    const double cse310 = cse135*cse285;
    const double cse311 = cse112*v_rd_slider_z;
    const double cse312 = -cse278*cse300 + cse301*cse310;
    const double cse313 = cse135*v_rd_slider_x;
    const double cse314 = cse275 + cse280;
    const double cse315 = cse308*v_phid_slider;
    const double cse316 = cse297*v_psid_slider;
    const double cse317 = -cse277*cse303 + cse278*cse302 + cse310*q_r_slider_y;
    const double cse318 = -cse281*q_r_slider_y + cse291*cse301;
    const double cse319 = cse274*cse306;
    const double cse320 = -cse279*q_r_slider_y + cse294*cse301;
    const double cse321 = cse275*cse302 - cse282*cse300;
    const double cse322 = 2*v_rd_rod_x;
    const double cse323 = cse149*cse204 + cse151*cse201;
    const double cse324 = 2*v_rd_rod_y;
    const double cse325 = cse149*cse213 + cse151*cse212;
    const double cse326 = 2*v_rd_slider_x;
    const double cse327 = cse149*cse216 + cse151*cse214;
    const double cse328 = (cse123*cse123);
    const double cse329 = 2*(cse135*cse135);
    const double cse330 = (cse113*cse113);
    const double cse331 = 2*cse149 + 2*cse185;
    const double cse332 = -cse151 + cse186;
    const double cse333 = 2*cse332;
    const double cse334 = -cse149*cse331 + cse151*cse333;
    const double cse335 = 2*v_rd_slider_y;
    const double cse336 = cse114*cse333 + cse124*cse331;
    const double cse337 = 0.10000060774494447*cse13;
    const double cse338 = 0.19999930672070623*cse29;
    const double cse339 = 2*v_rd_rod_z;
    const double cse340 = 2*v_rd_slider_z;
    const double cse341 = 2*cse283;
    const double cse342 = 0.2000003894043174*cse9;
    const double cse343 = 0.10000060774494447*cse19;
    const double cse344 = 0.2000003894043174*cse17;
    const double cse345 = 0.10000060774494447*cse17;
    const double cse346 = 0.2000003894043174*cse19;
    const double cse347 = 0.19999930672070623*cse6;
    const double cse348 = 0.10000060774494447*cse9;
    const double cse349 = 2*v_phid_slider;
    const double cse350 = cse151*cse349;
    const double cse351 = 2*v_thetad_slider;
    const double cse352 = cse114*cse351;
    const double cse353 = cse114*cse212 - cse124*cse213;
    const double cse354 = cse114*cse201 - cse124*cse204 - cse135*cse207;
    const double cse355 = cse114*cse214 - cse124*cse216 - cse135*cse218;
    const double cse356 = 2*(cse112*cse112);
    const double cse357 = 2*cse112 + 2*cse189;
    const double cse358 = cse187*cse212 + cse187*cse333 + cse208*cse331 + cse216*cse62;
    const double cse359 = cse183*cse331 + cse187*cse201 + cse191*cse357 + cse192*cse333 + cse193*cse207 + cse204*cse21;
    const double cse360 = cse188*cse212 + cse199*cse331 + cse201*cse332 + cse204*cse62;
    const double cse361 = cse149*cse349;
    const double cse362 = cse124*cse351;
    const double cse363 = 2*3.141592653589793;
    const double cse364 = cse363*t;
    const double cse365 = cos(cse364);
    const double cse366 = cse365*(cse1*cse55 - cse59);
    const double cse367 = cse1*cse59;
    const double cse368 = cse365*(-cse367 + cse55);
    const double cse369 = sin(cse364);
    const double cse370 = cse369*cse96;
    const double cse371 = -cse370;
    const double cse372 = cse365*cse4;
    const double cse373 = -cse369*cse94 - cse372*cse51;
    const double cse374 = cse363*cse369;
    const double cse375 = -cse363*cse372*cse50 + cse374*(-cse1*cse51 - cse47);
    const double cse376 = cse372*cse47;
    const double cse377 = cse1*cse363*cse365*cse46 - cse374*cse4*cse59;
    const double cse378 = cse374*(-cse1*cse47 - cse51);
    const double cse379 = 4*(3.141592653589793*3.141592653589793);

    memset(out, 0, sizeof(double) * 18);
    out[3] = -v_phid_crank*(cse2*v_thetad_crank + cse5*v_phid_crank) - v_thetad_crank*(cse2*v_phid_crank + cse5*v_thetad_crank);  /* [3, 0] */
    out[4] = cse1*(v_thetad_crank*v_thetad_crank);  /* [4, 0] */
    out[5] = -v_phid_crank*(cse53*v_phid_crank + cse54*v_psid_crank + cse57*cse60) - v_phid_rod*(cse63 + cse64 + cse65) - v_psid_crank*(cse53*v_psid_crank + cse54*v_phid_crank - cse56*cse57) - v_psid_rod*(cse21*v_phid_rod + cse34*v_thetad_rod + v_psid_rod*(cse24 + cse28)) - v_thetad_crank*(cse49*v_thetad_crank - cse56*cse58 + cse60*cse61) - v_thetad_rod*(cse34*v_psid_rod + cse42*v_phid_rod + cse45*v_thetad_rod);  /* [5, 0] */
    out[6] = -v_phid_crank*(cse48*cse57 + cse87*v_psid_crank + cse89*v_phid_crank) - v_phid_rod*(cse71*v_psid_rod + cse84*v_thetad_rod + v_phid_rod*(cse80 + cse86)) - v_psid_crank*(cse52*cse57 + cse87*v_phid_crank + cse89*v_psid_crank) - v_psid_rod*(cse71*v_phid_rod + cse75*v_thetad_rod + v_psid_rod*(cse79 + cse80)) - v_thetad_crank*(cse48*cse61 + cse52*cse58 - cse88*v_thetad_crank) - v_thetad_rod*(cse75*v_psid_rod + cse84*v_phid_rod + cse86*v_thetad_rod);  /* [6, 0] */
    out[7] = -v_psid_crank*(-cse94*cse95 - cse96*cse97) - v_psid_rod*(cse91*v_thetad_rod + cse93*v_psid_rod) - v_thetad_crank*(-cse94*cse97 - cse95*cse96) - v_thetad_rod*(cse91*v_psid_rod + v_thetad_rod*(-cse40 + cse93));  /* [7, 0] */
    out[8] = -v_phid_rod*(cse126*v_thetad_slider + cse154*v_phid_slider + cse160*v_thetad_rod + cse170*v_psid_rod + v_phid_rod*(cse149*cse174 - cse153)) - v_phid_slider*(cse128*v_thetad_slider + cse152*v_phid_slider + cse154*v_phid_rod + cse156*v_thetad_rod + cse158*v_psid_rod) - v_psid_rod*(cse145*v_thetad_slider + cse158*v_phid_slider + cse168*v_thetad_rod + cse170*v_phid_rod + v_psid_rod*(cse112*cse163 + cse149*cse172 - cse151*cse173)) - v_thetad_rod*(cse138*v_thetad_slider + cse156*v_phid_slider + cse160*v_phid_rod + cse168*v_psid_rod + v_thetad_rod*(-cse107*cse151 + cse112*cse164 + cse149*cse162)) - v_thetad_slider*(cse126*v_phid_rod + cse128*v_phid_slider + cse138*v_thetad_rod + cse145*v_psid_rod + v_thetad_slider*(-cse112*cse148 + cse152));  /* [8, 0] */
    out[9] = -v_phid_rod*(-cse111*v_rd_rod_x + cse111*v_rd_slider_x - cse122*v_rd_rod_y + cse122*v_rd_slider_y + cse200*v_thetad_rod + cse209*v_psid_rod + v_phid_rod*(cse111*cse186 + cse111*cse212 + cse122*cse211 + cse122*cse213 + cse127*cse198 + cse174*cse185)) - v_psid_rod*(-cse139*v_rd_rod_x + cse139*v_rd_slider_x - cse142*v_rd_rod_y + cse142*v_rd_slider_y - cse144*v_rd_rod_z + cse144*v_rd_slider_z + cse194*v_thetad_rod + cse209*v_phid_rod + v_psid_rod*(cse122*cse215 + cse127*cse217 + cse139*cse214 + cse142*cse216 + cse144*cse218 + cse148*cse205 + cse163*cse189 + cse172*cse185 + cse173*cse186)) - v_rd_rod_x*(-cse180 - cse181 - cse182) - v_rd_rod_y*(-cse175 - cse176 - cse177) - v_rd_rod_z*(-cse178 - cse179) - v_rd_slider_x*(cse180 + cse181 + cse182) - v_rd_slider_y*(cse175 + cse176 + cse177) - v_rd_slider_z*(cse178 + cse179) - v_thetad_rod*(-cse130*v_rd_rod_x + cse130*v_rd_slider_x - cse134*v_rd_rod_y + cse134*v_rd_slider_y - cse137*v_rd_rod_z + cse137*v_rd_slider_z + cse194*v_psid_rod + cse200*v_phid_rod + v_thetad_rod*(cse107*cse186 + cse122*cse203 + cse127*cse196 + cse130*cse201 + cse134*cse204 + cse137*cse207 + cse148*cse206 + cse162*cse185 + cse164*cse189));  /* [9, 0] */
    out[10] = -v_phid_rod*(-cse235*v_rd_rod_y + cse235*v_rd_slider_y - cse258*v_rd_rod_x + cse258*v_rd_slider_x + cse266*v_psid_rod + cse272*v_thetad_rod + v_phid_rod*(cse185*(cse268 + cse273) + cse186*cse258 + cse198*cse265 + cse211*cse235 + cse212*cse258 + cse213*cse235)) - v_psid_rod*(-cse225*v_rd_rod_z + cse225*v_rd_slider_z - cse248*v_rd_rod_y + cse248*v_rd_slider_y - cse263*v_rd_rod_x + cse263*v_rd_slider_x + cse266*v_phid_rod + cse271*v_thetad_rod + v_psid_rod*(cse185*(cse267 + cse268) + cse186*(cse253 + cse257) + cse189*cse269 + cse205*cse270 + cse214*cse263 + cse215*cse235 + cse216*cse248 + cse217*cse265 + cse218*cse225)) - v_rd_rod_x*(-cse259 - cse262 - cse264) - v_rd_rod_y*(-cse236 - cse244 - cse249) - v_rd_rod_z*(-cse223 - cse226) - v_rd_slider_x*(cse259 + cse262 + cse264) - v_rd_slider_y*(cse236 + cse244 + cse249) - v_rd_slider_z*(cse223 + cse226) - v_thetad_rod*(-cse222*v_rd_rod_z + cse222*v_rd_slider_z - cse243*v_rd_rod_y + cse243*v_rd_slider_y - cse261*v_rd_rod_x + cse261*v_rd_slider_x + cse271*v_psid_rod + cse272*v_phid_rod + v_thetad_rod*(cse185*cse273 + cse186*cse254 + cse189*(-cse237 + cse269) + cse196*cse265 + cse201*cse261 + cse203*cse235 + cse204*cse243 + cse206*cse270 + cse207*cse222));  /* [10, 0] */
    out[11] = -cse284*v_psid_slider - v_phid_slider*(-cse279*v_psid_slider - cse281*v_phid_slider + cse289) - v_thetad_slider*(cse278*cse288 - cse282*cse287 + cse285*cse286);  /* [11, 0] */
    out[12] = -cse296*v_phid_slider - v_psid_slider*(cse291*v_phid_slider + cse292 + cse294*v_psid_slider) - v_thetad_slider*(cse275*cse286 + cse278*cse287 + cse282*cse288);  /* [12, 0] */
    out[13] = -v_phid_slider*(cse305*v_psid_slider + cse308*v_rd_slider_x + cse309*v_phid_slider + cse312*v_thetad_slider + cse314*v_rd_slider_y) - v_psid_slider*(cse274*cse299 + cse297*v_rd_slider_x + cse298*v_rd_slider_y + cse304*v_thetad_slider + cse305*v_phid_slider + v_psid_slider*(cse307 + cse309)) - v_rd_slider_x*(-cse292 + cse315 + cse316) - v_rd_slider_y*(cse289 + cse298*v_psid_slider + cse314*v_phid_slider) - v_rd_slider_z*(cse274*cse287 - cse277*cse288) - v_thetad_slider*(-cse277*cse311 - cse278*cse313 + cse304*v_psid_slider + cse310*v_rd_slider_y + cse312*v_phid_slider + v_thetad_slider*(cse280*cse301 + cse290*q_r_slider_y + cse307));  /* [13, 0] */
    out[14] = -cse284*v_rd_slider_x - cse296*v_rd_slider_y - v_phid_slider*(-cse279*v_rd_slider_x + cse294*v_rd_slider_y + cse318*v_psid_slider + cse320*v_phid_slider + cse321*v_thetad_slider) - v_psid_slider*(-cse277*cse299 - cse281*v_rd_slider_x + cse291*v_rd_slider_y + cse317*v_thetad_slider + cse318*v_phid_slider + v_psid_slider*(cse319 + cse320)) - v_rd_slider_z*(-cse274*cse288 - cse277*cse287) - v_thetad_slider*(cse135*cse275*v_rd_slider_y - cse274*cse311 - cse282*cse313 + cse317*v_psid_slider + cse321*v_phid_slider + v_thetad_slider*(cse276*q_r_slider_y + cse293*cse301 + cse319));  /* [14, 0] */
    out[15] = -v_phid_slider*(cse292 - cse315 - cse316) - v_psid_slider*(cse295 - cse297*v_phid_slider - cse308*v_psid_slider) - v_thetad_slider*(cse275*cse287 + cse278*cse286 - cse285*cse288);  /* [15, 0] */
    out[16] = -v_phid_rod*(-cse198*cse322 + cse198*cse326 - cse324*cse62 + cse325*v_phid_slider + cse335*cse62 + cse353*v_thetad_slider + cse358*v_psid_rod + cse360*v_thetad_rod + v_phid_rod*(2*(cse198*cse198) + cse211*cse331 + cse212*cse332 + 2*(cse62*cse62))) - v_phid_slider*(-cse149*cse324 + cse149*cse335 - cse151*cse322 + cse151*cse326 + cse323*v_thetad_rod + cse325*v_phid_rod + cse327*v_psid_rod + cse336*v_thetad_slider + v_phid_slider*(cse328*cse329 + cse329*cse330 + cse334)) - v_psid_rod*(-cse187*cse322 + cse187*cse326 - cse193*cse339 + cse193*cse340 - cse21*cse324 + cse21*cse335 + cse327*v_phid_slider + cse355*v_thetad_slider + cse358*v_phid_rod + cse359*v_thetad_rod + v_psid_rod*(2*(cse187*cse187) + 2*(cse193*cse193) + cse205*cse357 + 2*(cse21*cse21) + cse215*cse331 + cse217*cse333)) - v_rd_rod_x*(-cse201*v_thetad_rod - cse212*v_phid_rod - cse214*v_psid_rod + cse322 - cse326 - cse350 - cse352) - v_rd_rod_y*(cse324 - cse335 - cse361 + cse362 - 2*cse63 - 2*cse64 - 2*cse65) - v_rd_rod_z*(-cse207*v_thetad_rod - cse218*v_psid_rod + cse339 - cse340 + cse341) - v_rd_slider_x*(-cse322 + cse326 + cse350 + cse352 + v_phid_rod*(-cse337*cse9 - cse338*cse9 - cse342*cse8 - cse343 + cse344) + v_psid_rod*(-cse12*cse348 - cse342*cse7 - cse343*cse6 + cse344*cse6) + v_thetad_rod*(-cse16*cse347 + cse29*cse345 + cse29*cse346)) - v_rd_slider_y*(-cse324 + cse335 + cse361 - cse362 + v_phid_rod*(-cse12*cse342 - cse16*cse338 - cse345*cse6 - cse346*cse6 + cse348*cse7) + v_psid_rod*(-cse13*cse342 - cse345 - cse346 + cse348*cse8) + v_thetad_rod*(-cse342*cse37 + cse347*cse9 - cse348*cse35)) - v_rd_slider_z*(-cse339 + cse340 - cse341 + v_psid_rod*(-0.2000003894043174*cse35 + 0.10000060774494447*cse37) + v_thetad_rod*(cse337 + cse338 + 0.2000003894043174*cse8)) - v_thetad_rod*(-cse188*cse322 + cse188*cse326 - cse190*cse339 + cse190*cse340 + cse323*v_phid_slider - cse324*cse42 + cse335*cse42 + cse354*v_thetad_slider + cse359*v_psid_rod + cse360*v_phid_rod + v_thetad_rod*(2*(cse188*cse188) + 2*(cse190*cse190) + cse196*cse333 + cse203*cse331 + cse206*cse357 + 2*(cse42*cse42))) - v_thetad_slider*(-cse114*cse322 + cse114*cse326 + cse124*cse324 - cse124*cse335 + cse135*cse339 - cse135*cse340 + cse336*v_phid_slider + cse353*v_phid_rod + cse354*v_thetad_rod + cse355*v_psid_rod + v_thetad_slider*(-cse112*cse357 + cse328*cse356 + cse329 + cse330*cse356 + cse334));  /* [16, 0] */
    out[17] = -cse365*cse379*(cse367 - cse55) + cse370*cse379 - cse375*v_psid_crank - cse377*v_thetad_crank - cse378*v_phid_crank - v_phid_crank*(-cse366*v_psid_crank - cse368*v_phid_crank - cse376*v_thetad_crank + cse378) - v_psid_crank*(-cse366*v_phid_crank + cse373*v_thetad_crank + cse375 + v_psid_crank*(-cse368 + cse371)) - v_thetad_crank*(cse373*v_psid_crank - cse376*v_phid_crank + cse377 + v_thetad_crank*(cse365*cse367 + cse371));  /* [17, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a).
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

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).
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
 * 1176 operations after common subexpression elimination.
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
    const double cse1 = cos(cse0);
    const double cse2 = cos(q_theta_crank);
    const double cse3 = cos(q_phi_crank);
    const double cse4 = cos(q_psi_crank);
    const double cse5 = cse3*cse4;
    const double cse6 = cse2*cse5;
    const double cse7 = sin(q_phi_crank);
    const double cse8 = sin(q_psi_crank);
    const double cse9 = cse7*cse8;
    const double cse10 = cse1*(-cse6 + cse9);
    const double cse11 = sin(q_theta_crank);
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
    const double cse38 = cos(q_phi_rod);
    const double cse39 = sin(q_theta_rod);
    const double cse40 = 0.09999965336035312*cse39;
    const double cse41 = cse38*cse40;
    const double cse42 = cos(q_theta_rod);
    const double cse43 = cos(q_psi_rod);
    const double cse44 = cse38*cse43;
    const double cse45 = 0.1000001947021587*cse44;
    const double cse46 = cse42*cse45;
    const double cse47 = sin(q_psi_rod);
    const double cse48 = cse38*cse47;
    const double cse49 = 0.050000303872472236*cse48;
    const double cse50 = cse42*cse49;
    const double cse51 = -cse46 - cse50;
    const double cse52 = -cse41 + cse51;
    const double cse53 = sin(q_phi_rod);
    const double cse54 = cse47*cse53;
    const double cse55 = 0.1000001947021587*cse54;
    const double cse56 = cse43*cse53;
    const double cse57 = 0.050000303872472236*cse56;
    const double cse58 = cse55 - cse57;
    const double cse59 = cse52 + cse58;
    const double cse60 = cse37*cse59;
    const double cse61 = 0.7453580594528005*cse39;
    const double cse62 = cse38*cse61;
    const double cse63 = 0.2981417181776114*cse38;
    const double cse64 = cse47*cse63;
    const double cse65 = cse42*cse64;
    const double cse66 = 0.5962825497118436*cse44;
    const double cse67 = cse42*cse66;
    const double cse68 = -cse65 - cse67;
    const double cse69 = cse62 + cse68;
    const double cse70 = 0.5962825497118436*cse54;
    const double cse71 = 0.2981417181776114*cse56;
    const double cse72 = cse70 - cse71;
    const double cse73 = cse69 + cse72;
    const double cse74 = cse73*lam_10;
    const double cse75 = 5.254189828941647e-07*cse39;
    const double cse76 = cse38*cse75;
    const double cse77 = 0.4472146529097166*cse44;
    const double cse78 = cse42*cse77;
    const double cse79 = 0.8944266622941008*cse48;
    const double cse80 = cse42*cse79;
    const double cse81 = cse78 - cse80;
    const double cse82 = cse76 + cse81;
    const double cse83 = 0.4472146529097166*cse54;
    const double cse84 = 0.8944266622941008*cse56;
    const double cse85 = -cse83 - cse84;
    const double cse86 = cse82 + cse85;
    const double cse87 = cse86*lam_9;
    const double cse88 = -cse60 - cse74 - cse87;
    const double cse89 = 0.050000303872472236*cse54;
    const double cse90 = cse39*cse89;
    const double cse91 = 0.1000001947021587*cse56;
    const double cse92 = cse39*cse91;
    const double cse93 = 0.09999965336035312*cse42;
    const double cse94 = cse53*cse93;
    const double cse95 = cse90 + cse92 - cse94;
    const double cse96 = cse37*cse95;
    const double cse97 = 0.7453580594528005*cse42;
    const double cse98 = 0.5962825497118436*cse56;
    const double cse99 = 0.2981417181776114*cse54;
    const double cse100 = cse39*cse98 + cse39*cse99 + cse53*cse97;
    const double cse101 = cse100*lam_10;
    const double cse102 = 5.254189828941647e-07*cse42;
    const double cse103 = 0.4472146529097166*cse56;
    const double cse104 = 0.8944266622941008*cse54;
    const double cse105 = cse102*cse53 - cse103*cse39 + cse104*cse39;
    const double cse106 = cse105*lam_9;
    const double cse107 = -cse101 - cse106 - cse96;
    const double cse108 = cse42*cse57;
    const double cse109 = cse42*cse55;
    const double cse110 = -cse108 + cse109 - cse45 - cse49;
    const double cse111 = cse110*cse37;
    const double cse112 = cse42*cse70 - cse42*cse71 - cse64 - cse66;
    const double cse113 = cse112*lam_10;
    const double cse114 = -cse42*cse83 - cse42*cse84 + cse77 - cse79;
    const double cse115 = cse114*lam_9;
    const double cse116 = -cse111 - cse113 - cse115;
    const double cse117 = -cse37;
    const double cse118 = sin(q_theta_slider);
    const double cse119 = cos(q_phi_slider);
    const double cse120 = cse118*cse119;
    const double cse121 = cse120*cse37;
    const double cse122 = -cse121;
    const double cse123 = cos(q_theta_slider);
    const double cse124 = sin(q_phi_slider);
    const double cse125 = cse123*cse124;
    const double cse126 = cse125*cse37;
    const double cse127 = -cse126;
    const double cse128 = cse40*cse53;
    const double cse129 = cse42*cse89;
    const double cse130 = cse42*cse91;
    const double cse131 = -cse129 - cse130;
    const double cse132 = -cse128 + cse131;
    const double cse133 = 0.050000303872472236*cse44;
    const double cse134 = 0.1000001947021587*cse48;
    const double cse135 = cse133 - cse134;
    const double cse136 = cse132 + cse135;
    const double cse137 = cse136*cse37;
    const double cse138 = cse43*cse63;
    const double cse139 = 0.5962825497118436*cse48;
    const double cse140 = cse53*cse61;
    const double cse141 = cse42*cse98;
    const double cse142 = cse42*cse99;
    const double cse143 = cse138 - cse139 + cse140 - cse141 - cse142;
    const double cse144 = cse143*lam_10;
    const double cse145 = 0.8944266622941008*cse44;
    const double cse146 = 0.4472146529097166*cse48;
    const double cse147 = cse53*cse75;
    const double cse148 = cse104*cse42;
    const double cse149 = cse103*cse42;
    const double cse150 = cse145 + cse146 + cse147 - cse148 + cse149;
    const double cse151 = cse150*lam_9;
    const double cse152 = -cse137 - cse144 - cse151;
    const double cse153 = cse39*cse49;
    const double cse154 = cse39*cse45;
    const double cse155 = cse38*cse93;
    const double cse156 = -cse153 - cse154 + cse155;
    const double cse157 = cse156*cse37;
    const double cse158 = cse38*cse97;
    const double cse159 = cse39*cse66;
    const double cse160 = cse39*cse64;
    const double cse161 = -cse158 - cse159 - cse160;
    const double cse162 = cse161*lam_10;
    const double cse163 = cse102*cse38;
    const double cse164 = cse39*cse79;
    const double cse165 = cse39*cse77;
    const double cse166 = -cse163 - cse164 + cse165;
    const double cse167 = cse166*lam_9;
    const double cse168 = -cse157 - cse162 - cse167;
    const double cse169 = cse133*cse42;
    const double cse170 = cse134*cse42;
    const double cse171 = cse169 - cse170 - cse89 - cse91;
    const double cse172 = cse171*cse37;
    const double cse173 = cse139*cse42;
    const double cse174 = cse138*cse42;
    const double cse175 = -cse173 + cse174 - cse98 - cse99;
    const double cse176 = cse175*lam_10;
    const double cse177 = cse145*cse42;
    const double cse178 = cse146*cse42;
    const double cse179 = cse103 - cse104 + cse177 + cse178;
    const double cse180 = cse179*lam_9;
    const double cse181 = -cse172 - cse176 - cse180;
    const double cse182 = cse118*cse124;
    const double cse183 = cse182*cse37;
    const double cse184 = -cse183;
    const double cse185 = cse119*cse123;
    const double cse186 = cse185*cse37;
    const double cse187 = cse42*cse47;
    const double cse188 = cse42*cse43;
    const double cse189 = 0.050000303872472236*cse187 + 0.1000001947021587*cse188 + cse40;
    const double cse190 = cse189*cse37;
    const double cse191 = 0.2981417181776114*cse187 + 0.5962825497118436*cse188 - cse61;
    const double cse192 = cse191*lam_10;
    const double cse193 = 0.8944266622941008*cse187 - 0.4472146529097166*cse188 - cse75;
    const double cse194 = cse193*lam_9;
    const double cse195 = -cse190 - cse192 - cse194;
    const double cse196 = cse39*cse43;
    const double cse197 = cse39*cse47;
    const double cse198 = 0.050000303872472236*cse196 - 0.1000001947021587*cse197;
    const double cse199 = cse198*cse37;
    const double cse200 = 0.2981417181776114*cse196 - 0.5962825497118436*cse197;
    const double cse201 = cse200*lam_10;
    const double cse202 = 0.8944266622941008*cse196 + 0.4472146529097166*cse197;
    const double cse203 = cse202*lam_9;
    const double cse204 = -cse199 - cse201 - cse203;
    const double cse205 = cse118*cse37;
    const double cse206 = cse129 + cse130;
    const double cse207 = cse128 + cse206;
    const double cse208 = -cse133 + cse134;
    const double cse209 = cse207 + cse208;
    const double cse210 = 0.33333535914981494*cse42;
    const double cse211 = 0.666667964681058*cse42;
    const double cse212 = 0.6666643557356875*cse39;
    const double cse213 = -0.15*cse210*cse54 - 0.15*cse211*cse56 - 0.15*cse212*cse53 + 0.050000303872472236*cse44 - 0.1000001947021587*cse48 - q_r_rod_x + q_r_slider_x;
    const double cse214 = 2*cse182 + 2*cse213;
    const double cse215 = 0.15*cse210*cse48 + 0.15*cse211*cse44 + 0.15*cse212*cse38 - 0.1000001947021587*cse54 + 0.050000303872472236*cse56 - q_r_rod_y + q_r_slider_y;
    const double cse216 = -2*cse120 + 2*cse215;
    const double cse217 = 2*cse59;
    const double cse218 = cse141 + cse142;
    const double cse219 = -cse140 + cse218;
    const double cse220 = -cse138 + cse139;
    const double cse221 = -cse62 + cse65 + cse67 - cse70 + cse71;
    const double cse222 = 2*cse136;
    const double cse223 = cse148 - cse149;
    const double cse224 = -cse147 + cse223;
    const double cse225 = -cse145 - cse146;
    const double cse226 = cse224 + cse225;
    const double cse227 = -cse76 - cse78 + cse80 + cse83 + cse84;
    const double cse228 = cse120*cse86;
    const double cse229 = cse46 + cse50;
    const double cse230 = cse229 + cse41;
    const double cse231 = -cse55 + cse57;
    const double cse232 = cse153 + cse154 - cse155;
    const double cse233 = 2*cse156;
    const double cse234 = cse163 + cse164 - cse165;
    const double cse235 = cse105*cse120;
    const double cse236 = cse156*lam_5 + lam_10*(cse100*cse215 + cse100*cse59 + cse136*cse161 + cse143*cse156 + cse143*cse232 + cse213*(cse158 + cse159 + cse160) + cse221*cse95 + cse73*cse95) + lam_16*(cse136*cse233 + cse214*cse232 + cse216*cse95 + cse217*cse95) + lam_6*(-cse90 - cse92 + cse94) + lam_8*(cse182*cse234 - cse235) + lam_9*(cse105*cse215 + cse105*cse59 + cse136*cse166 + cse150*cse156 + cse150*cse232 + cse213*cse234 + cse227*cse95 + cse86*cse95);
    const double cse237 = -cse169 + cse170 + cse89 + cse91;
    const double cse238 = 2*cse171;
    const double cse239 = -cse103 + cse104 - cse177 - cse178;
    const double cse240 = cse114*cse120;
    const double cse241 = cse171*lam_5 + lam_10*(cse110*cse221 + cse110*cse73 + cse112*cse215 + cse112*cse59 + cse136*cse175 + cse143*cse171 + cse143*cse237 + cse213*(cse173 - cse174 + cse98 + cse99)) + lam_16*(cse110*cse216 + cse110*cse217 + cse136*cse238 + cse214*cse237) + lam_6*(cse108 - cse109 + cse45 + cse49) + lam_8*(cse182*cse239 - cse240) + lam_9*(cse110*cse227 + cse110*cse86 + cse114*cse215 + cse114*cse59 + cse136*cse179 + cse150*cse171 + cse150*cse237 + cse213*cse239);
    const double cse242 = 0.10000060774494447*cse48;
    const double cse243 = 0.2000003894043174*cse44;
    const double cse244 = 0.10000060774494447*cse56;
    const double cse245 = 0.19999930672070623*cse39;
    const double cse246 = 0.2000003894043174*cse54;
    const double cse247 = cse74 + cse87;
    const double cse248 = 0.10000060774494447*cse54;
    const double cse249 = 0.2000003894043174*cse56;
    const double cse250 = 0.10000060774494447*cse44;
    const double cse251 = 0.2000003894043174*cse48;
    const double cse252 = cse144 + cse151;
    const double cse253 = cse150*cse182;
    const double cse254 = lam_16*(cse120*cse217 + cse182*cse222) + lam_8*(cse228 + cse253);
    const double cse255 = cse150*cse185;
    const double cse256 = lam_16*(cse125*cse217 - cse185*cse222) + lam_8*(cse125*cse86 - cse255);
    const double cse257 = 0.1000001947021587*cse196;
    const double cse258 = 0.050000303872472236*cse197;
    const double cse259 = -cse257 - cse258;
    const double cse260 = cse259 + cse93;
    const double cse261 = 0.1000001947021587*cse196 + 0.050000303872472236*cse197 - 0.09999965336035312*cse42 - q_r_rod_z + q_r_slider_z;
    const double cse262 = 2*cse123 + 2*cse261;
    const double cse263 = 2*cse95;
    const double cse264 = 0.2981417181776114*cse197;
    const double cse265 = 0.5962825497118436*cse196;
    const double cse266 = cse264 + cse265 + cse97;
    const double cse267 = -cse264 - cse265;
    const double cse268 = 2*cse189;
    const double cse269 = cse257 + cse258;
    const double cse270 = 0.4472146529097166*cse196;
    const double cse271 = 0.8944266622941008*cse197;
    const double cse272 = cse270 - cse271;
    const double cse273 = -cse102 + cse272;
    const double cse274 = cse102 - cse270 + cse271;
    const double cse275 = cse39*cse55;
    const double cse276 = cse39*cse57;
    const double cse277 = -cse275 + cse276;
    const double cse278 = cse134*cse39;
    const double cse279 = cse133*cse39;
    const double cse280 = cse278 - cse279;
    const double cse281 = 0.1000001947021587*cse187;
    const double cse282 = 0.050000303872472236*cse188;
    const double cse283 = -cse281 + cse282;
    const double cse284 = cse39*cse83 + cse39*cse84;
    const double cse285 = -cse145*cse39 - cse146*cse39;
    const double cse286 = 0.4472146529097166*cse187 + 0.8944266622941008*cse188;
    const double cse287 = lam_10*(cse100*cse110 + cse112*cse95 + cse143*cse277 + cse156*cse175 + cse161*cse171 + cse189*cse200 + cse191*cse198 + cse213*(-cse39*cse70 + cse39*cse71) + cse215*(-cse138*cse39 + cse139*cse39) + cse221*cse280 + cse261*(-0.5962825497118436*cse187 + 0.2981417181776114*cse188) + cse266*cse283) + lam_16*(cse110*cse263 + cse171*cse233 + cse198*cse268 + cse214*cse277 + cse216*cse280 + cse262*cse283) + lam_5*(cse275 - cse276) + lam_6*(-cse278 + cse279) + lam_7*(cse281 - cse282) + lam_8*(-cse120*cse285 + cse123*cse286 + cse182*cse284) + lam_9*(cse105*cse110 + cse114*cse95 + cse150*cse277 + cse156*cse179 + cse166*cse171 + cse189*cse202 + cse193*cse198 + cse213*cse284 + cse215*cse285 + cse227*cse280 + cse261*cse286 + cse274*cse283);
    const double cse288 = 0.19999930672070623*cse42;
    const double cse289 = cse101 + cse106;
    const double cse290 = cse162 + cse167;
    const double cse291 = cse192 + cse194;
    const double cse292 = lam_16*(cse120*cse263 + cse182*cse233) + lam_8*(cse166*cse182 + cse235);
    const double cse293 = lam_16*(-cse118*cse268 + cse125*cse263 - cse185*cse233) + lam_8*(cse105*cse125 - cse118*cse193 - cse166*cse185);
    const double cse294 = cse51 + cse58;
    const double cse295 = cse206 + cse208;
    const double cse296 = 2*cse198;
    const double cse297 = 2*cse110;
    const double cse298 = cse223 + cse225;
    const double cse299 = cse81 + cse85;
    const double cse300 = cse113 + cse115;
    const double cse301 = cse176 + cse180;
    const double cse302 = cse201 + cse203;
    const double cse303 = lam_16*(cse120*cse297 + cse182*cse238) + lam_8*(cse179*cse182 + cse240);
    const double cse304 = lam_16*(-cse118*cse296 + cse125*cse297 - cse185*cse238) + lam_8*(cse114*cse125 - cse118*cse202 - cse179*cse185);
    const double cse305 = cos(q_psi_slider);
    const double cse306 = cse124*cse305;
    const double cse307 = sin(q_psi_slider);
    const double cse308 = cse119*cse307;
    const double cse309 = cse123*cse308;
    const double cse310 = -cse306 - cse309;
    const double cse311 = cse119*cse305;
    const double cse312 = cse123*cse311;
    const double cse313 = cse124*cse307;
    const double cse314 = cse312 - cse313;
    const double cse315 = cse121 - cse310*lam_14 + cse314*lam_13;
    const double cse316 = cse118*lam_14;
    const double cse317 = cse118*lam_13;
    const double cse318 = cse126 - cse306*cse317 - cse313*cse316;
    const double cse319 = cse123*cse306;
    const double cse320 = -cse308 - cse319;
    const double cse321 = cse123*cse313;
    const double cse322 = cse311 - cse321;
    const double cse323 = -cse320*lam_14 + cse322*lam_13;
    const double cse324 = -cse311 + cse321;
    const double cse325 = cse183 + cse324*lam_14 + lam_13*(cse308 + cse319);
    const double cse326 = -cse186 + cse308*cse316 + cse311*cse317;
    const double cse327 = -cse312 + cse313;
    const double cse328 = cse327*lam_14 + lam_13*(cse306 + cse309);
    const double cse329 = cse123*cse307;
    const double cse330 = cse123*cse305;
    const double cse331 = -cse205 - cse329*lam_14 - cse330*lam_13;
    const double cse332 = cse118*cse305;
    const double cse333 = cse118*cse307;
    const double cse334 = -cse332*lam_14 + cse333*lam_13;
    const double cse335 = (cse119*cse119);
    const double cse336 = 2*(cse118*cse118);
    const double cse337 = (cse124*cse124);
    const double cse338 = cse120*cse216 - cse182*cse214;
    const double cse339 = cse120*cse227 - cse253;
    const double cse340 = 0.2 - q_r_slider_x;
    const double cse341 = -cse310*q_r_slider_y + cse324*cse340;
    const double cse342 = cse314*q_r_slider_y - cse320*cse340;
    const double cse343 = -cse314*lam_15 - cse320*lam_11 + cse324*lam_12;
    const double cse344 = cse118*cse308;
    const double cse345 = cse118*lam_11;
    const double cse346 = cse118*cse306;
    const double cse347 = cse118*cse313;
    const double cse348 = cse118*cse311;
    const double cse349 = cse311*cse345 + cse344*lam_12 + cse346*lam_15 + lam_13*(cse340*cse348 - cse346*q_r_slider_y) + lam_14*(cse340*cse344 - cse347*q_r_slider_y) + lam_16*(cse125*cse216 + cse185*cse214) + lam_8*(cse125*cse227 + cse255);
    const double cse350 = -cse310*lam_11 - cse322*lam_15 + cse327*lam_12 + lam_13*(-cse310*cse340 + cse322*q_r_slider_y) + lam_14*(-cse320*q_r_slider_y + cse327*cse340);
    const double cse351 = 2*(cse123*cse123);
    const double cse352 = cse332*q_r_slider_z;
    const double cse353 = cse333*q_r_slider_z;
    const double cse354 = -cse313*cse345 + cse344*lam_15 + cse346*lam_12 + lam_13*(cse329*q_r_slider_z - cse340*cse347 - cse344*q_r_slider_y) + lam_14*(-cse330*q_r_slider_z + cse340*cse346 + cse348*q_r_slider_y);

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
    out[117] = cse88;  /* [6, 9] */
    out[118] = cse107;  /* [6, 10] */
    out[119] = cse116;  /* [6, 11] */
    out[120] = cse117;  /* [6, 12] */
    out[123] = cse122;  /* [6, 15] */
    out[124] = cse127;  /* [6, 16] */
    out[133] = cse37;  /* [7, 7] */
    out[135] = cse152;  /* [7, 9] */
    out[136] = cse168;  /* [7, 10] */
    out[137] = cse181;  /* [7, 11] */
    out[139] = cse117;  /* [7, 13] */
    out[141] = cse184;  /* [7, 15] */
    out[142] = cse186;  /* [7, 16] */
    out[152] = cse37;  /* [8, 8] */
    out[154] = cse195;  /* [8, 10] */
    out[155] = cse204;  /* [8, 11] */
    out[158] = cse117;  /* [8, 14] */
    out[160] = cse205;  /* [8, 16] */
    out[168] = cse88;  /* [9, 6] */
    out[169] = cse152;  /* [9, 7] */
    out[171] = cse136*lam_5 + lam_10*(cse143*cse209 + cse143*cse222 + cse213*(cse219 + cse220) + cse215*cse73 + cse217*cse73 + cse221*cse59) + lam_16*(2*(cse136*cse136) + cse209*cse214 + cse216*cse59 + 2*(cse59*cse59)) + lam_6*(cse230 + cse231) + lam_8*(cse182*cse226 - cse228) + lam_9*(cse150*cse209 + cse150*cse222 + cse213*cse226 + cse215*cse86 + cse217*cse86 + cse227*cse59);  /* [9, 9] */
    out[172] = cse236;  /* [9, 10] */
    out[173] = cse241;  /* [9, 11] */
    out[174] = cse247 + lam_16*(-cse242*cse42 - cse243*cse42 - cse244 - cse245*cse38 + cse246);  /* [9, 12] */
    out[175] = cse252 + lam_16*(-cse245*cse53 - cse248*cse42 - cse249*cse42 + cse250 - cse251);  /* [9, 13] */
    out[177] = cse254;  /* [9, 15] */
    out[178] = cse256;  /* [9, 16] */
    out[186] = cse107;  /* [10, 6] */
    out[187] = cse168;  /* [10, 7] */
    out[188] = cse195;  /* [10, 8] */
    out[189] = cse236;  /* [10, 9] */
    out[190] = cse132*lam_5 + cse230*lam_6 + lam_10*(cse100*cse263 + cse143*cse207 + cse161*cse233 + cse191*cse268 + cse213*cse219 + cse215*cse69 + cse221*cse52 + cse260*cse266 + cse261*(cse267 - cse97)) + lam_16*(2*(cse156*cse156) + 2*(cse189*cse189) + cse207*cse214 + cse216*cse52 + cse260*cse262 + 2*(cse95*cse95)) + lam_7*(cse269 - cse93) + lam_8*(-cse120*cse82 + cse123*cse273 + cse182*cse224) + lam_9*(cse105*cse263 + cse150*cse207 + cse166*cse233 + cse193*cse268 + cse213*cse224 + cse215*cse82 + cse227*cse52 + cse260*cse274 + cse261*cse273);  /* [10, 10] */
    out[191] = cse287;  /* [10, 11] */
    out[192] = cse289 + lam_16*(cse248*cse39 + cse249*cse39 - cse288*cse53);  /* [10, 12] */
    out[193] = cse290 + lam_16*(-cse242*cse39 - cse243*cse39 + cse288*cse38);  /* [10, 13] */
    out[194] = cse291 + lam_16*(0.10000060774494447*cse187 + 0.2000003894043174*cse188 + cse245);  /* [10, 14] */
    out[195] = cse292;  /* [10, 15] */
    out[196] = cse293;  /* [10, 16] */
    out[204] = cse116;  /* [11, 6] */
    out[205] = cse181;  /* [11, 7] */
    out[206] = cse204;  /* [11, 8] */
    out[207] = cse241;  /* [11, 9] */
    out[208] = cse287;  /* [11, 10] */
    out[209] = cse269*lam_7 + lam_10*(cse112*cse297 + cse143*cse295 + cse175*cse238 + cse200*cse296 + cse213*(cse218 + cse220) + cse215*(cse68 + cse72) + cse221*cse294 + cse259*cse266 + cse261*cse267) + lam_16*(2*(cse110*cse110) + 2*(cse171*cse171) + 2*(cse198*cse198) + cse214*cse295 + cse216*cse294 + cse259*cse262) + lam_5*(cse131 + cse135) + lam_6*(cse229 + cse231) + lam_8*(-cse120*cse299 + cse123*cse272 + cse182*cse298) + lam_9*(cse114*cse297 + cse150*cse295 + cse179*cse238 + cse202*cse296 + cse213*cse298 + cse215*cse299 + cse227*cse294 + cse259*cse274 + cse261*cse272);  /* [11, 11] */
    out[210] = cse300 + lam_16*(-cse242 - cse243 - cse244*cse42 + cse246*cse42);  /* [11, 12] */
    out[211] = cse301 + lam_16*(-cse248 - cse249 + cse250*cse42 - cse251*cse42);  /* [11, 13] */
    out[212] = cse302 + lam_16*(0.10000060774494447*cse196 - 0.2000003894043174*cse197);  /* [11, 14] */
    out[213] = cse303;  /* [11, 15] */
    out[214] = cse304;  /* [11, 16] */
    out[222] = cse117;  /* [12, 6] */
    out[225] = cse247 + cse60;  /* [12, 9] */
    out[226] = cse289 + cse96;  /* [12, 10] */
    out[227] = cse111 + cse300;  /* [12, 11] */
    out[228] = cse37;  /* [12, 12] */
    out[231] = cse315;  /* [12, 15] */
    out[232] = cse318;  /* [12, 16] */
    out[233] = cse323;  /* [12, 17] */
    out[241] = cse117;  /* [13, 7] */
    out[243] = cse137 + cse252;  /* [13, 9] */
    out[244] = cse157 + cse290;  /* [13, 10] */
    out[245] = cse172 + cse301;  /* [13, 11] */
    out[247] = cse37;  /* [13, 13] */
    out[249] = cse325;  /* [13, 15] */
    out[250] = cse326;  /* [13, 16] */
    out[251] = cse328;  /* [13, 17] */
    out[260] = cse117;  /* [14, 8] */
    out[262] = cse190 + cse291;  /* [14, 10] */
    out[263] = cse199 + cse302;  /* [14, 11] */
    out[266] = cse37;  /* [14, 14] */
    out[268] = cse331;  /* [14, 16] */
    out[269] = cse334;  /* [14, 17] */
    out[276] = cse122;  /* [15, 6] */
    out[277] = cse184;  /* [15, 7] */
    out[279] = cse254;  /* [15, 9] */
    out[280] = cse292;  /* [15, 10] */
    out[281] = cse303;  /* [15, 11] */
    out[282] = cse315;  /* [15, 12] */
    out[283] = cse325;  /* [15, 13] */
    out[285] = cse339*lam_8 + cse341*lam_14 + cse342*lam_13 + cse343 + lam_16*(cse335*cse336 + cse336*cse337 + cse338);  /* [15, 15] */
    out[286] = cse349;  /* [15, 16] */
    out[287] = cse350;  /* [15, 17] */
    out[294] = cse127;  /* [16, 6] */
    out[295] = cse186;  /* [16, 7] */
    out[296] = cse205;  /* [16, 8] */
    out[297] = cse256;  /* [16, 9] */
    out[298] = cse293;  /* [16, 10] */
    out[299] = cse304;  /* [16, 11] */
    out[300] = cse318;  /* [16, 12] */
    out[301] = cse326;  /* [16, 13] */
    out[302] = cse331;  /* [16, 14] */
    out[303] = cse349;  /* [16, 15] */
    out[304] = -cse312*lam_15 + cse319*lam_11 + cse321*lam_12 + lam_13*(cse312*q_r_slider_y + cse319*cse340 + cse352) + lam_14*(cse309*q_r_slider_y + cse321*cse340 + cse353) + lam_16*(-cse123*cse262 + cse335*cse351 + cse336 + cse337*cse351 + cse338) + lam_8*(-cse123*cse274 + cse339);  /* [16, 16] */
    out[305] = cse354;  /* [16, 17] */
    out[318] = cse323;  /* [17, 12] */
    out[319] = cse328;  /* [17, 13] */
    out[320] = cse334;  /* [17, 14] */
    out[321] = cse350;  /* [17, 15] */
    out[322] = cse354;  /* [17, 16] */
    out[323] = cse343 + lam_13*(cse342 + cse352) + lam_14*(cse341 + cse353);  /* [17, 17] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 18); v (velocity coordinates, 18); a (accelerations (time derivative of v), 18); lam (Lagrange multipliers, one per constraint row, 18); t (time); p (parameters, 0); h (step size).
 * Output: out, 36 x 1 row-major, 36 nonzero.
 * 1106 operations after common subexpression elimination.
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
    const double cse23 = sin(q_phi_crank);
    const double cse24 = cse0*cse23;
    const double cse25 = 0.08*cse24;
    const double cse26 = cos(q_phi_crank);
    const double cse27 = cse2*cse6;
    const double cse28 = cse26*cse27;
    const double cse29 = cse0*cse26;
    const double cse30 = cse23*cse6;
    const double cse31 = cse2*cse30;
    const double cse32 = 9e-05*cse17*cse6;
    const double cse33 = 2*3.141592653589793*t;
    const double cse34 = cos(cse33);
    const double cse35 = -cse29 - cse31;
    const double cse36 = 0.0001*a_5;
    const double cse37 = (cse0*cse0);
    const double cse38 = (cse7*cse7);
    const double cse39 = (cse6*cse6);
    const double cse40 = 0.08*cse8;
    const double cse41 = 0.08*cse30;
    const double cse42 = 0.08*lam_7;
    const double cse43 = sin(cse33);
    const double cse44 = cse2*cse29;
    const double cse45 = sin(q_theta_slider);
    const double cse46 = sin(q_phi_slider);
    const double cse47 = cse45*cse46;
    const double cse48 = -q_r_rod_x;
    const double cse49 = sin(q_phi_rod);
    const double cse50 = sin(q_psi_rod);
    const double cse51 = cos(q_theta_rod);
    const double cse52 = cse50*cse51;
    const double cse53 = 0.33333535914981494*cse52;
    const double cse54 = cos(q_psi_rod);
    const double cse55 = cse49*cse54;
    const double cse56 = 0.666667964681058*cse51;
    const double cse57 = cos(q_phi_rod);
    const double cse58 = 0.33333535914981494*cse54;
    const double cse59 = sin(q_theta_rod);
    const double cse60 = 0.6666643557356875*cse59;
    const double cse61 = 0.666667964681058*cse50;
    const double cse62 = 0.15*cse49*cse53 + 0.15*cse49*cse60 + 0.15*cse55*cse56 - 0.15*cse57*cse58 + 0.15*cse57*cse61;
    const double cse63 = cse48 - cse62 + q_r_slider_x;
    const double cse64 = cse47 + cse63;
    const double cse65 = 2*cse64;
    const double cse66 = cse65*lam_16;
    const double cse67 = 0.2981417181776114*cse50;
    const double cse68 = cse49*cse67;
    const double cse69 = 0.5962825497118436*cse55;
    const double cse70 = 0.5962825497118436*cse50;
    const double cse71 = cse57*cse70;
    const double cse72 = 0.7453580594528005*cse59;
    const double cse73 = 0.2981417181776114*cse54;
    const double cse74 = cse57*cse73;
    const double cse75 = cse49*cse72 - cse51*cse68 - cse51*cse69 - cse71 + cse74;
    const double cse76 = cse75*lam_10;
    const double cse77 = 0.8944266622941008*cse50;
    const double cse78 = cse49*cse77;
    const double cse79 = 0.4472146529097166*cse55;
    const double cse80 = 0.4472146529097166*cse50;
    const double cse81 = cse57*cse80;
    const double cse82 = 0.8944266622941008*cse54;
    const double cse83 = cse57*cse82;
    const double cse84 = 5.254189828941647e-07*cse59;
    const double cse85 = cse49*cse84 - cse51*cse78 + cse51*cse79 + cse81 + cse83;
    const double cse86 = cse85*lam_9;
    const double cse87 = cos(q_phi_slider);
    const double cse88 = cse45*cse87;
    const double cse89 = cse54*cse57;
    const double cse90 = -0.15*cse49*cse58 + 0.15*cse49*cse61 - 0.15*cse53*cse57 - 0.15*cse56*cse89 - 0.15*cse57*cse60;
    const double cse91 = -q_r_rod_y;
    const double cse92 = -cse90 + cse91 + q_r_slider_y;
    const double cse93 = -cse88 + cse92;
    const double cse94 = 2*cse93;
    const double cse95 = cse94*lam_16;
    const double cse96 = cse57*cse67;
    const double cse97 = cse51*cse96;
    const double cse98 = 0.5962825497118436*cse89;
    const double cse99 = cse51*cse98;
    const double cse100 = cse57*cse72;
    const double cse101 = cse49*cse70;
    const double cse102 = cse49*cse73;
    const double cse103 = -cse100 - cse101 + cse102 + cse97 + cse99;
    const double cse104 = cse103*lam_10;
    const double cse105 = 0.4472146529097166*cse89;
    const double cse106 = cse105*cse51;
    const double cse107 = cse57*cse77;
    const double cse108 = cse107*cse51;
    const double cse109 = cse57*cse84;
    const double cse110 = cse49*cse80;
    const double cse111 = cse49*cse82;
    const double cse112 = -cse106 + cse108 - cse109 + cse110 + cse111;
    const double cse113 = cse112*lam_9;
    const double cse114 = cos(q_theta_slider);
    const double cse115 = cse50*cse59;
    const double cse116 = cse54*cse59;
    const double cse117 = -0.33333535914981494*cse115 - 0.666667964681058*cse116 + 0.6666643557356875*cse51;
    const double cse118 = 0.15*cse117;
    const double cse119 = -q_r_rod_z;
    const double cse120 = -cse118 + cse119 + q_r_slider_z;
    const double cse121 = cse114 + cse120;
    const double cse122 = 2*cse121;
    const double cse123 = cse122*lam_16;
    const double cse124 = 0.2981417181776114*cse115;
    const double cse125 = 0.7453580594528005*cse51;
    const double cse126 = 0.5962825497118436*cse116 + cse124 + cse125;
    const double cse127 = cse126*lam_10;
    const double cse128 = 5.254189828941647e-07*cse51;
    const double cse129 = -0.4472146529097166*cse116 + cse128 + cse59*cse77;
    const double cse130 = cse129*lam_9;
    const double cse131 = v_phid_rod*v_thetad_rod;
    const double cse132 = cse131*cse52;
    const double cse133 = 0.0011925668727104457*cse54;
    const double cse134 = cse59*v_phid_rod;
    const double cse135 = cse134*v_psid_rod;
    const double cse136 = cse51*cse54;
    const double cse137 = cse131*cse136;
    const double cse138 = 0.0023851301988473744*cse50;
    const double cse139 = v_psid_rod*v_thetad_rod;
    const double cse140 = cse139*cse54;
    const double cse141 = cse134*v_thetad_rod;
    const double cse142 = cse139*cse50;
    const double cse143 = -cse58 + cse61;
    const double cse144 = cse143*v_thetad_rod;
    const double cse145 = cse117*v_phid_rod;
    const double cse146 = cse129*v_phid_rod;
    const double cse147 = cse80 + cse82;
    const double cse148 = cse147*v_thetad_rod;
    const double cse149 = cse146 + cse148 + 5.254189828941647e-07*v_psid_rod;
    const double cse150 = cse149*(-0.0004*cse144 - 0.0004*cse145 - 0.000266665742294275*v_psid_rod);
    const double cse151 = cse144 + cse145 + 0.6666643557356875*v_psid_rod;
    const double cse152 = 0.004*cse146;
    const double cse153 = 0.004*cse148;
    const double cse154 = 2.101675931576659e-09*v_psid_rod;
    const double cse155 = cse151*(cse152 + cse153 + cse154);
    const double cse156 = -0.0011925668727104457*cse132 - cse133*cse135 + cse135*cse138 - 0.0023851301988473744*cse137 + 0.0023851301988473744*cse140 + 0.002981432237811202*cse141 + 0.0011925668727104457*cse142 + cse150 + cse155;
    const double cse157 = 0.00017888586116388667*cse50;
    const double cse158 = 0.00035777066491764035*cse54;
    const double cse159 = -cse70 + cse73;
    const double cse160 = cse159*v_thetad_rod;
    const double cse161 = cse126*v_phid_rod;
    const double cse162 = cse160 + cse161 + 0.7453580594528005*v_psid_rod;
    const double cse163 = cse162*(0.004*cse144 + 0.004*cse145 + 0.00266665742294275*v_psid_rod);
    const double cse164 = cse151*(-0.004*cse160 - 0.004*cse161 - 0.002981432237811202*v_psid_rod);
    const double cse165 = -0.00035777066491764035*cse132 - cse135*cse157 - cse135*cse158 + 0.00017888586116388667*cse137 - 0.00017888586116388667*cse140 + 2.101675931576659e-10*cse141 + 0.00035777066491764035*cse142 + cse163 + cse164;
    const double cse166 = 0.002666671858724232*cse50;
    const double cse167 = 0.0013333414365992598*cse54;
    const double cse168 = cse162*(-cse152 - cse153 - cse154);
    const double cse169 = cse149*(0.0004*cse160 + 0.0004*cse161 + 0.0002981432237811202*v_psid_rod);
    const double cse170 = 0.0013333414365992598*cse132 - cse135*cse166 + cse135*cse167 + 0.002666671858724232*cse137 - 0.002666671858724232*cse140 + 0.00266665742294275*cse141 - 0.0013333414365992598*cse142 + cse168 + cse169;
    const double cse171 = 0.1000001947021587*cse50;
    const double cse172 = cse171*cse49;
    const double cse173 = 0.09999965336035312*cse59;
    const double cse174 = cse173*cse57;
    const double cse175 = 0.050000303872472236*cse55;
    const double cse176 = 0.1000001947021587*cse89;
    const double cse177 = cse176*cse51;
    const double cse178 = 0.050000303872472236*cse50;
    const double cse179 = cse178*cse57;
    const double cse180 = cse179*cse51;
    const double cse181 = cse171*cse57;
    const double cse182 = cse173*cse49;
    const double cse183 = 0.050000303872472236*cse89;
    const double cse184 = 0.1000001947021587*cse55;
    const double cse185 = cse184*cse51;
    const double cse186 = cse178*cse49;
    const double cse187 = cse186*cse51;
    const double cse188 = cse85*cse88;
    const double cse189 = cse106 - cse108 + cse109 - cse110 - cse111;
    const double cse190 = -cse181 - cse182 + cse183 - cse185 - cse187;
    const double cse191 = cse172 - cse174 - cse175 - cse177 - cse180;
    const double cse192 = 0.00035777066491764035*cse115 - 0.00017888586116388667*cse116 + 2.101675931576659e-10*cse51;
    const double cse193 = 0.0011925668727104457*cse115 + 0.0023851301988473744*cse116 + 0.002981432237811202*cse51;
    const double cse194 = -0.0013333414365992598*cse115 - 0.002666671858724232*cse116 + 0.00266665742294275*cse51;
    const double cse195 = 0.003999999999999006*cse51;
    const double cse196 = 0.09999965336035312*cse51;
    const double cse197 = cse196*cse49;
    const double cse198 = cse184*cse59;
    const double cse199 = 0.050000303872472236*cse115;
    const double cse200 = cse199*cse49;
    const double cse201 = cse178*cse51;
    const double cse202 = 0.1000001947021587*cse136;
    const double cse203 = cse173 + cse201 + cse202;
    const double cse204 = -0.4472146529097166*cse136 + cse51*cse77 - cse84;
    const double cse205 = cse105*cse59 - cse107*cse59 - cse128*cse57;
    const double cse206 = cse199*cse57;
    const double cse207 = cse176*cse59;
    const double cse208 = cse196*cse57;
    const double cse209 = -cse206 - cse207 + cse208;
    const double cse210 = -cse197 + cse198 + cse200;
    const double cse211 = cse128*cse49 + cse59*cse78 - cse59*cse79;
    const double cse212 = cse133 - cse138;
    const double cse213 = cse166 - cse167;
    const double cse214 = cse157 + cse158;
    const double cse215 = 1.6918154898933405e-09*cse54;
    const double cse216 = 8.459102457131912e-10*cse50;
    const double cse217 = cse172*cse51;
    const double cse218 = cse175*cse51;
    const double cse219 = 0.1000001947021587*cse115;
    const double cse220 = 0.050000303872472236*cse116;
    const double cse221 = cse59*cse80 + cse59*cse82;
    const double cse222 = cse51*cse81 + cse51*cse83 - cse78 + cse79;
    const double cse223 = cse105 - cse107 - cse110*cse51 - cse111*cse51;
    const double cse224 = -cse219 + cse220;
    const double cse225 = cse183*cse51;
    const double cse226 = cse181*cse51;
    const double cse227 = -cse184 - cse186 + cse225 - cse226;
    const double cse228 = -cse176 - cse179 + cse217 - cse218;
    const double cse229 = sin(q_psi_slider);
    const double cse230 = cse229*cse46;
    const double cse231 = cos(q_psi_slider);
    const double cse232 = cse231*cse87;
    const double cse233 = -cse114*cse230 + cse232;
    const double cse234 = cse229*cse87;
    const double cse235 = cse231*cse46;
    const double cse236 = cse114*cse235;
    const double cse237 = cse234 + cse236;
    const double cse238 = cse114*cse234;
    const double cse239 = -cse235 - cse238;
    const double cse240 = cse114*cse232;
    const double cse241 = cse230 - cse240;
    const double cse242 = cse229*cse45;
    const double cse243 = cse231*cse45;
    const double cse244 = 0.0001*v_psid_slider;
    const double cse245 = cse242*v_phid_slider;
    const double cse246 = cse231*v_thetad_slider;
    const double cse247 = cse114*v_phid_slider;
    const double cse248 = 0.0001*cse247;
    const double cse249 = cse245 + cse246;
    const double cse250 = 0.0001*cse245;
    const double cse251 = 0.0001*cse246;
    const double cse252 = cse247 + v_psid_slider;
    const double cse253 = -cse244*cse245 - cse244*cse246 + cse246*cse248 + cse249*(cse244 + cse248) + cse252*(-cse250 - cse251);
    const double cse254 = cse229*v_thetad_slider;
    const double cse255 = cse243*v_phid_slider;
    const double cse256 = cse254 - cse255;
    const double cse257 = 0.0001*cse255;
    const double cse258 = 0.0001*cse254;
    const double cse259 = cse244*cse254 - cse244*cse255 - cse248*cse254 + cse252*(-cse257 + cse258) + cse256*(-cse244 - cse248);
    const double cse260 = cse249*(cse257 - cse258) + cse256*(cse250 + cse251) + 0.0001*cse45*v_phid_slider*v_thetad_slider;
    const double cse261 = -cse230 + cse240;
    const double cse262 = 0.2 - q_r_slider_x;
    const double cse263 = 0.0001*a_17;
    const double cse264 = (cse45*cse45);
    const double cse265 = 0.0001*(cse229*cse229);
    const double cse266 = 0.0001*(cse231*cse231);
    const double cse267 = cse114*cse87;
    const double cse268 = cse114*cse46;
    const double cse269 = cse232*cse45;
    const double cse270 = cse114*q_r_slider_z;
    const double cse271 = cse235*cse45;
    const double cse272 = cse230*cse45;
    const double cse273 = -cse234 - cse236;
    const double cse274 = cse242*q_r_slider_z;
    const double cse275 = cse235 + cse238;
    const double cse276 = cse275*q_r_slider_y;
    const double cse277 = cse233*cse262;
    const double cse278 = -cse243*q_r_slider_z;
    const double cse279 = (1.0/(h*h));
    const double cse280 = -cse24 + cse28;

    out[0] = 0.12*a_0 + lam_0 + lam_5;  /* [0, 0] */
    out[1] = 0.12*a_1 + lam_1 + lam_6;  /* [1, 0] */
    out[2] = 0.12*a_2 + lam_2 + lam_7 + 1.1772;  /* [2, 0] */
    out[3] = a_3*(0.0001*(cse2*cse2) + 0.0001*cse37*cse38 + 1e-05*cse38*cse39) + a_4*cse32 + cse16*cse17 - cse2*cse22 + cse2*cse36 - cse21*cse8 + cse23*cse7*lam_3 - cse34*cse35*lam_17 + lam_5*(cse25 - 0.08*cse28) + lam_6*(-0.08*cse29 - 0.08*cse31);  /* [3, 0] */
    out[4] = a_3*cse32 + a_4*(1e-05*cse37 + 0.0001*cse39) + cse0*cse21 + cse16*cse6 - cse2*cse26*lam_3 - cse26*cse40*lam_6 + cse27*cse42 + cse41*cse7*lam_5 - cse7*lam_4 + lam_17*(cse26*cse34*cse8 + cse27*cse43);  /* [4, 0] */
    out[5] = 0.0001*a_3*cse2 - cse17*cse42 - cse22 + cse36 + lam_17*(-cse17*cse43 - cse34*(-cse30 - cse44)) + lam_5*(cse2*cse25 - 0.08*cse26*cse6) + lam_6*(-cse41 - 0.08*cse44);  /* [5, 0] */
    out[6] = 0.5*a_6 - cse66 - cse76 - cse86 - lam_5;  /* [6, 0] */
    out[7] = 0.5*a_7 - cse104 - cse113 - cse95 - lam_6;  /* [7, 0] */
    out[8] = 0.5*a_8 - cse123 - cse127 - cse130 - lam_7 + 4.905;  /* [8, 0] */
    out[9] = a_10*(cse143*cse194 + cse147*cse192 + cse159*cse193) + a_11*(-1.6918154898933405e-09*cse115 + 8.459102457131912e-10*cse116 + cse195) + a_9*(cse117*cse194 + cse126*cse193 + cse129*cse192) - cse117*cse170 - cse126*cse156 - cse129*cse165 + lam_10*(cse103*cse190 + cse191*cse75 + cse63*(cse100 + cse101 - cse102 - cse97 - cse99) + cse75*cse92) + lam_16*(cse190*cse94 + cse191*cse65) + lam_5*(-cse172 + cse174 + cse175 + cse177 + cse180) + lam_6*(cse181 + cse182 - cse183 + cse185 + cse187) + lam_8*(-cse188 + cse189*cse47) + lam_9*(cse112*cse190 + cse189*cse63 + cse191*cse85 + cse85*cse92);  /* [9, 0] */
    out[10] = a_10*(cse143*cse213 + cse147*cse214 + cse159*cse212) + a_11*(-cse215 - cse216) + a_9*(cse117*cse213 + cse126*cse212 + cse129*cse214) - cse143*cse170 - cse147*cse165 - cse156*cse159 + lam_10*(cse103*cse209 + cse120*(0.5962825497118436*cse136 + cse51*cse67 - cse72) + cse126*cse203 + cse210*cse75 + cse63*(cse124*cse49 + cse125*cse49 + cse59*cse69) + cse92*(-cse124*cse57 - cse125*cse57 - cse59*cse98)) + lam_16*(cse122*cse203 + cse209*cse94 + cse210*cse65) + lam_5*(cse197 - cse198 - cse200) + lam_6*(cse206 + cse207 - cse208) + lam_7*(-cse173 - cse201 - cse202) + lam_8*(cse114*cse204 - cse205*cse88 + cse211*cse47) + lam_9*(cse112*cse209 + cse120*cse204 + cse129*cse203 + cse205*cse92 + cse210*cse85 + cse211*cse63);  /* [10, 0] */
    out[11] = a_10*(-8.459102454963507e-10*cse50 - 1.6918154900017607e-09*cse54) + 0.003999999999999006*a_11 + a_9*(-1.6918154900017607e-09*cse115 + 8.459102454963507e-10*cse116 + cse195) - 1.6918154898933405e-09*cse132 - cse135*cse215 - cse135*cse216 + 8.459102457131912e-10*cse137 - 8.459102457131912e-10*cse140 - 0.003999999999999006*cse141 + 1.6918154898933405e-09*cse142 - 0.7453580594528005*cse150 - 0.7453580594528005*cse155 - 5.254189828941647e-07*cse163 - 5.254189828941647e-07*cse164 - 0.6666643557356875*cse168 - 0.6666643557356875*cse169 + lam_10*(cse103*cse227 + cse120*(-cse59*cse70 + cse59*cse73) + cse126*cse224 + cse228*cse75 + cse63*(cse101*cse51 - cse102*cse51 - cse96 - cse98) + cse92*(-cse51*cse71 + cse51*cse74 - cse68 - cse69)) + lam_16*(cse122*cse224 + cse227*cse94 + cse228*cse65) + lam_5*(cse176 + cse179 - cse217 + cse218) + lam_6*(cse184 + cse186 - cse225 + cse226) + lam_7*(cse219 - cse220) + lam_8*(cse114*cse221 - cse222*cse88 + cse223*cse47) + lam_9*(cse112*cse227 + cse120*cse221 + cse129*cse224 + cse222*cse92 + cse223*cse63 + cse228*cse85);  /* [11, 0] */
    out[12] = 2.0*a_12 - cse233*lam_14 + cse237*lam_13 + cse66 + cse76 + cse86;  /* [12, 0] */
    out[13] = 2.0*a_13 + cse104 + cse113 + cse239*lam_14 + cse241*lam_13 + cse95;  /* [13, 0] */
    out[14] = 2.0*a_14 + cse123 + cse127 + cse130 - cse242*lam_14 - cse243*lam_13 + 19.62;  /* [14, 0] */
    out[15] = a_15*(0.0001*(cse114*cse114) + cse264*cse265 + cse264*cse266) - cse114*cse260 + cse114*cse263 - cse237*lam_15 + cse239*lam_12 - cse242*cse259 + cse243*cse253 - cse261*lam_11 + lam_13*(cse237*q_r_slider_y - cse261*cse262) + lam_14*(-cse233*q_r_slider_y + cse239*cse262) + lam_16*(cse47*cse94 + cse65*cse88) + lam_8*(cse112*cse47 + cse188);  /* [15, 0] */
    out[16] = a_16*(cse265 + cse266) - cse229*cse253 - cse231*cse259 - cse269*lam_15 + cse271*lam_11 + cse272*lam_12 + lam_13*(-cse231*cse270 + cse262*cse271 + cse269*q_r_slider_y) + lam_14*(-cse229*cse270 + cse234*cse45*q_r_slider_y + cse262*cse272) + lam_16*(-cse122*cse45 - cse267*cse94 + cse268*cse65) + lam_8*(-cse112*cse267 - cse129*cse45 + cse268*cse85);  /* [16, 0] */
    out[17] = 0.0001*a_15*cse114 - cse233*lam_11 - cse260 + cse263 + cse273*lam_12 - cse275*lam_15 + lam_13*(cse274 + cse276 - cse277) + lam_14*(-cse261*q_r_slider_y + cse262*cse273 + cse278);  /* [17, 0] */
    out[18] = cse279*q_r_crank_x;  /* [18, 0] */
    out[19] = cse279*(q_r_crank_y - 0.1);  /* [19, 0] */
    out[20] = cse279*(q_r_crank_z - 0.12);  /* [20, 0] */
    out[21] = -cse26*cse279*cse7;  /* [21, 0] */
    out[22] = cse2*cse279;  /* [22, 0] */
    out[23] = cse279*(0.08*cse35 + cse48 + cse62 + q_r_crank_x);  /* [23, 0] */
    out[24] = cse279*(0.08*cse280 + cse90 + cse91 + q_r_crank_y);  /* [24, 0] */
    out[25] = cse279*(cse118 + cse119 + cse40 + q_r_crank_z);  /* [25, 0] */
    out[26] = cse279*(-cse112*cse88 + cse114*cse129 + cse47*cse85);  /* [26, 0] */
    out[27] = cse279*(cse112*cse92 + cse120*cse129 + cse63*cse85);  /* [27, 0] */
    out[28] = cse279*(cse103*cse92 + cse120*cse126 + cse63*cse75);  /* [28, 0] */
    out[29] = -cse237*cse279;  /* [29, 0] */
    out[30] = cse233*cse279;  /* [30, 0] */
    out[31] = cse279*(-cse237*cse262 + cse241*q_r_slider_y + cse278);  /* [31, 0] */
    out[32] = cse279*(-cse274 - cse276 + cse277);  /* [32, 0] */
    out[33] = -cse241*cse279;  /* [33, 0] */
    out[34] = cse279*((cse121*cse121) + (cse64*cse64) + (cse93*cse93) - 1);  /* [34, 0] */
    out[35] = cse279*(-cse280*cse34 + cse43*cse8);  /* [35, 0] */
}

/* Reverse Cuthill-McKee order of index3_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_slider_crank_re_index3_matrix_perm[36] = {19, 18, 33, 30, 29, 17, 32, 31, 1, 0, 15, 9, 13, 12, 7, 6, 26, 16, 34, 14, 28, 27, 21, 22,
    24, 23, 3, 35, 11, 10, 8, 4, 5, 25, 2, 20};

/* index3_matrix written into the column-major band storage of its permuted matrix
 * (n = 36, kl = 19, ku = 19, ldab = 58); ab is zeroed by the caller. */
void mg_slider_crank_re_index3_matrix_band(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *ab)
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
    const double cse46 = cos(cse45);
    const double cse47 = cos(q_phi_crank);
    const double cse48 = cse0*cse47;
    const double cse49 = cse1*cse48;
    const double cse50 = sin(q_phi_crank);
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
    const double cse62 = 9e-05*cse1*cse18;
    const double cse63 = -cse1*cse17 - cse1*cse21 + cse11*cse5 + cse13 - cse23*cse5;
    const double cse64 = -cse1*cse36 + cse1*cse37 - cse1*cse41 + cse40;
    const double cse65 = cse35*cse5;
    const double cse66 = cse34*cse5;
    const double cse67 = -cse32 - cse42*cse5 - cse65 + cse66;
    const double cse68 = cse1*cse5;
    const double cse69 = a_4*cse68;
    const double cse70 = 9e-05*cse0;
    const double cse71 = cse1*cse34;
    const double cse72 = cse1*cse29;
    const double cse73 = -cse13*cse15 + cse21*cse7 + cse30*cse71 - cse39*cse7 + cse42*cse72 + cse71*v_psid_crank;
    const double cse74 = cse30*cse39;
    const double cse75 = cse15*cse34 - cse15*cse35 + cse19*cse35 + cse20*cse42 + cse74;
    const double cse76 = cse5*cse75;
    const double cse77 = cse29*cse5;
    const double cse78 = -cse11*cse72 - cse17*cse77 - cse21*cse77 + cse23*cse72 + cse34*v_thetad_crank;
    const double cse79 = cse10*cse36 + cse28*cse30 + cse37*cse8 + cse37*cse9 - cse41*cse9;
    const double cse80 = cse1*cse79;
    const double cse81 = -cse11*cse7 + cse22*cse7 - cse28*cse7 + cse30*cse66 - cse36*cse77 + cse37*cse77;
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
    const double cse95 = a_4*cse94;
    const double cse96 = cse10*cse42 + cse30*(-cse26 - cse27) + cse34*cse9 - cse35*cse9 - cse65*cse7;
    const double cse97 = cse15 - cse19;
    const double cse98 = -cse15*cse37 + cse15*cse41 + cse19*cse37 + cse36*cse97 + cse74;
    const double cse99 = cse10*cse23 + cse10*cse28 + cse17*cse97 + cse20*(1e-05*cse15 - 1e-05*cse19);
    const double cse100 = a_3*cse68;
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
    const double cse113 = a_3*cse94;
    const double cse114 = cse3*cse46;
    const double cse115 = cse0*cse109;
    const double cse116 = -cse0*cse111*cse5 + cse3*cse60*lam_6 - 0.08*cse5*cse84*lam_5 + lam_17*(-cse114*cse59 - cse115*cse5);
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
    const double cse128 = cos(q_phi_rod);
    const double cse129 = sin(q_theta_rod);
    const double cse130 = 0.09999965336035312*cse129;
    const double cse131 = cse128*cse130;
    const double cse132 = cos(q_psi_rod);
    const double cse133 = cos(q_theta_rod);
    const double cse134 = 0.1000001947021587*cse133;
    const double cse135 = cse132*cse134;
    const double cse136 = cse128*cse135;
    const double cse137 = sin(q_psi_rod);
    const double cse138 = 0.050000303872472236*cse128;
    const double cse139 = cse137*cse138;
    const double cse140 = cse133*cse139;
    const double cse141 = -cse136 - cse140;
    const double cse142 = -cse131 + cse141;
    const double cse143 = sin(q_phi_rod);
    const double cse144 = 0.1000001947021587*cse143;
    const double cse145 = cse137*cse144;
    const double cse146 = 0.050000303872472236*cse143;
    const double cse147 = cse132*cse146;
    const double cse148 = cse145 - cse147;
    const double cse149 = cse142 + cse148;
    const double cse150 = 2*cse149;
    const double cse151 = cse150*lam_16;
    const double cse152 = 0.7453580594528005*cse129;
    const double cse153 = cse128*cse152;
    const double cse154 = 0.2981417181776114*cse137;
    const double cse155 = cse128*cse154;
    const double cse156 = cse133*cse155;
    const double cse157 = 0.5962825497118436*cse132;
    const double cse158 = cse133*cse157;
    const double cse159 = cse128*cse158;
    const double cse160 = -cse156 - cse159;
    const double cse161 = cse153 + cse160;
    const double cse162 = 0.5962825497118436*cse137;
    const double cse163 = cse143*cse162;
    const double cse164 = 0.2981417181776114*cse132;
    const double cse165 = cse143*cse164;
    const double cse166 = cse163 - cse165;
    const double cse167 = cse161 + cse166;
    const double cse168 = cse167*lam_10;
    const double cse169 = 5.254189828941647e-07*cse129;
    const double cse170 = cse128*cse169;
    const double cse171 = 0.4472146529097166*cse132;
    const double cse172 = cse128*cse171;
    const double cse173 = cse133*cse172;
    const double cse174 = 0.8944266622941008*cse137;
    const double cse175 = cse133*cse174;
    const double cse176 = cse128*cse175;
    const double cse177 = cse173 - cse176;
    const double cse178 = cse170 + cse177;
    const double cse179 = 0.4472146529097166*cse137;
    const double cse180 = cse143*cse179;
    const double cse181 = 0.8944266622941008*cse132;
    const double cse182 = cse143*cse181;
    const double cse183 = -cse180 - cse182;
    const double cse184 = cse178 + cse183;
    const double cse185 = cse184*lam_9;
    const double cse186 = cse44*(-cse151 - cse168 - cse185);
    const double cse187 = 0.09999965336035312*cse133;
    const double cse188 = cse143*cse187;
    const double cse189 = cse129*cse132;
    const double cse190 = 0.1000001947021587*cse189;
    const double cse191 = cse143*cse190;
    const double cse192 = cse129*cse137;
    const double cse193 = cse146*cse192;
    const double cse194 = -cse188 + cse191 + cse193;
    const double cse195 = 2*cse194;
    const double cse196 = cse195*lam_16;
    const double cse197 = 0.7453580594528005*cse133;
    const double cse198 = cse129*cse157;
    const double cse199 = cse143*cse154;
    const double cse200 = cse129*cse199 + cse143*cse197 + cse143*cse198;
    const double cse201 = cse200*lam_10;
    const double cse202 = 5.254189828941647e-07*cse133;
    const double cse203 = cse143*cse171;
    const double cse204 = cse129*cse174;
    const double cse205 = -cse129*cse203 + cse143*cse202 + cse143*cse204;
    const double cse206 = cse205*lam_9;
    const double cse207 = cse44*(-cse196 - cse201 - cse206);
    const double cse208 = cse133*cse147;
    const double cse209 = cse134*cse137;
    const double cse210 = cse143*cse209;
    const double cse211 = 0.1000001947021587*cse128;
    const double cse212 = cse132*cse211;
    const double cse213 = -cse139 - cse208 + cse210 - cse212;
    const double cse214 = 2*cse213;
    const double cse215 = cse214*lam_16;
    const double cse216 = cse133*cse162;
    const double cse217 = -cse128*cse157 - cse133*cse165 + cse143*cse216 - cse155;
    const double cse218 = cse217*lam_10;
    const double cse219 = cse133*cse181;
    const double cse220 = -cse128*cse174 - cse133*cse180 - cse143*cse219 + cse172;
    const double cse221 = cse220*lam_9;
    const double cse222 = cse44*(-cse215 - cse218 - cse221);
    const double cse223 = -cse126;
    const double cse224 = sin(q_theta_slider);
    const double cse225 = cos(q_phi_slider);
    const double cse226 = cse224*cse225;
    const double cse227 = -cse126*cse226;
    const double cse228 = cos(q_theta_slider);
    const double cse229 = sin(q_phi_slider);
    const double cse230 = cse228*cse229;
    const double cse231 = -cse126*cse230;
    const double cse232 = cse143*cse175;
    const double cse233 = cse133*cse203;
    const double cse234 = cse128*cse179;
    const double cse235 = cse128*cse181;
    const double cse236 = cse143*cse169;
    const double cse237 = -cse232 + cse233 + cse234 + cse235 + cse236;
    const double cse238 = -cse237;
    const double cse239 = cse133*cse199;
    const double cse240 = cse143*cse158;
    const double cse241 = cse128*cse162;
    const double cse242 = cse143*cse152;
    const double cse243 = cse128*cse164;
    const double cse244 = -cse239 - cse240 - cse241 + cse242 + cse243;
    const double cse245 = -cse244;
    const double cse246 = cse224*cse229;
    const double cse247 = 0.33333535914981494*cse137;
    const double cse248 = cse133*cse247;
    const double cse249 = 0.666667964681058*cse132;
    const double cse250 = cse133*cse249;
    const double cse251 = 0.33333535914981494*cse132;
    const double cse252 = 0.6666643557356875*cse129;
    const double cse253 = 0.666667964681058*cse137;
    const double cse254 = 0.15*cse128*cse251 - 0.15*cse128*cse253 - 0.15*cse143*cse248 - 0.15*cse143*cse250 - 0.15*cse143*cse252 - q_r_rod_x + q_r_slider_x;
    const double cse255 = 2*cse246 + 2*cse254;
    const double cse256 = -cse255;
    const double cse257 = cse130*cse143;
    const double cse258 = cse137*cse146;
    const double cse259 = cse133*cse258;
    const double cse260 = cse135*cse143;
    const double cse261 = -cse259 - cse260;
    const double cse262 = -cse257 + cse261;
    const double cse263 = cse132*cse138;
    const double cse264 = cse137*cse211;
    const double cse265 = cse263 - cse264;
    const double cse266 = cse262 + cse265;
    const double cse267 = cse125*cse266;
    const double cse268 = cse244*lam_10;
    const double cse269 = cse237*lam_9;
    const double cse270 = cse44*(-cse267 - cse268 - cse269);
    const double cse271 = cse138*cse192;
    const double cse272 = cse128*cse190;
    const double cse273 = cse128*cse187;
    const double cse274 = -cse271 - cse272 + cse273;
    const double cse275 = 2*cse274;
    const double cse276 = cse275*lam_16;
    const double cse277 = cse128*cse197;
    const double cse278 = cse128*cse198;
    const double cse279 = cse129*cse155;
    const double cse280 = -cse277 - cse278 - cse279;
    const double cse281 = cse280*lam_10;
    const double cse282 = cse128*cse202;
    const double cse283 = cse128*cse204;
    const double cse284 = cse129*cse172;
    const double cse285 = -cse282 - cse283 + cse284;
    const double cse286 = cse285*lam_9;
    const double cse287 = cse44*(-cse276 - cse281 - cse286);
    const double cse288 = cse133*cse263;
    const double cse289 = cse128*cse209;
    const double cse290 = cse132*cse144;
    const double cse291 = -cse258 + cse288 - cse289 - cse290;
    const double cse292 = 2*cse291;
    const double cse293 = cse292*lam_16;
    const double cse294 = cse143*cse157;
    const double cse295 = cse128*cse216;
    const double cse296 = cse133*cse243;
    const double cse297 = -cse199 - cse294 - cse295 + cse296;
    const double cse298 = cse297*lam_10;
    const double cse299 = cse143*cse174;
    const double cse300 = cse128*cse219;
    const double cse301 = cse133*cse234;
    const double cse302 = cse203 - cse299 + cse300 + cse301;
    const double cse303 = cse302*lam_9;
    const double cse304 = cse44*(-cse293 - cse298 - cse303);
    const double cse305 = -cse126*cse246;
    const double cse306 = cse225*cse228;
    const double cse307 = cse126*cse306;
    const double cse308 = -cse170 - cse173 + cse176 + cse180 + cse182;
    const double cse309 = -cse308;
    const double cse310 = -cse153 + cse156 + cse159 - cse163 + cse165;
    const double cse311 = -cse310;
    const double cse312 = 0.15*cse128*cse248 + 0.15*cse128*cse250 + 0.15*cse128*cse252 + 0.15*cse143*cse251 - 0.15*cse143*cse253 - q_r_rod_y + q_r_slider_y;
    const double cse313 = -2*cse226 + 2*cse312;
    const double cse314 = -cse313;
    const double cse315 = 0.050000303872472236*cse133;
    const double cse316 = cse137*cse315;
    const double cse317 = cse130 + cse135 + cse316;
    const double cse318 = 2*cse317;
    const double cse319 = cse318*lam_16;
    const double cse320 = cse133*cse154 - cse152 + cse158;
    const double cse321 = cse320*lam_10;
    const double cse322 = -cse133*cse171 - cse169 + cse175;
    const double cse323 = cse322*lam_9;
    const double cse324 = cse44*(-cse319 - cse321 - cse323);
    const double cse325 = 0.050000303872472236*cse189;
    const double cse326 = 0.1000001947021587*cse192;
    const double cse327 = cse325 - cse326;
    const double cse328 = 2*cse327;
    const double cse329 = cse328*lam_16;
    const double cse330 = cse129*cse162;
    const double cse331 = cse129*cse164 - cse330;
    const double cse332 = cse331*lam_10;
    const double cse333 = cse129*cse181;
    const double cse334 = cse129*cse179 + cse333;
    const double cse335 = cse334*lam_9;
    const double cse336 = cse44*(-cse329 - cse332 - cse335);
    const double cse337 = cse126*cse224;
    const double cse338 = cse129*cse171;
    const double cse339 = cse202 + cse204 - cse338;
    const double cse340 = -cse339;
    const double cse341 = cse129*cse154;
    const double cse342 = cse197 + cse198 + cse341;
    const double cse343 = -cse342;
    const double cse344 = -cse129*cse247 - cse129*cse249 + 0.6666643557356875*cse133;
    const double cse345 = -0.15*cse344 - q_r_rod_z + q_r_slider_z;
    const double cse346 = 2*cse228 + 2*cse345;
    const double cse347 = -cse346;
    const double cse348 = 0.0013333414365992598*cse137;
    const double cse349 = cse129*cse348;
    const double cse350 = 0.002666671858724232*cse132;
    const double cse351 = cse129*cse350;
    const double cse352 = 0.00266665742294275*cse133;
    const double cse353 = -cse349 - cse351 + cse352;
    const double cse354 = 0.0011925668727104457*cse137;
    const double cse355 = cse129*cse354;
    const double cse356 = 0.0023851301988473744*cse132;
    const double cse357 = cse129*cse356;
    const double cse358 = 0.002981432237811202*cse133;
    const double cse359 = cse355 + cse357 + cse358;
    const double cse360 = 0.00017888586116388667*cse132;
    const double cse361 = 0.00035777066491764035*cse137;
    const double cse362 = cse129*cse361;
    const double cse363 = 2.101675931576659e-10*cse133;
    const double cse364 = -cse129*cse360 + cse362 + cse363;
    const double cse365 = -cse162 + cse164;
    const double cse366 = cse365*v_thetad_rod;
    const double cse367 = cse342*v_phid_rod;
    const double cse368 = 0.0004*cse366 + 0.0004*cse367 + 0.0002981432237811202*v_psid_rod;
    const double cse369 = cse339*cse368;
    const double cse370 = cse366 + cse367 + 0.7453580594528005*v_psid_rod;
    const double cse371 = 0.0017888586116388664*cse189;
    const double cse372 = 0.0035777066491764035*cse192;
    const double cse373 = 2.101675931576659e-09*cse133;
    const double cse374 = cse370*(cse371 - cse372 - cse373);
    const double cse375 = 0.00266665742294275*cse129;
    const double cse376 = cse375*v_thetad_rod;
    const double cse377 = cse339*v_phid_rod;
    const double cse378 = cse179 + cse181;
    const double cse379 = cse378*v_thetad_rod;
    const double cse380 = cse377 + cse379 + 5.254189828941647e-07*v_psid_rod;
    const double cse381 = cse380*(0.0002981432237811202*cse133 + 0.00023851301988473745*cse189 + 0.00011925668727104457*cse192);
    const double cse382 = 0.004*cse377;
    const double cse383 = 0.004*cse379;
    const double cse384 = 2.101675931576659e-09*v_psid_rod;
    const double cse385 = -cse382 - cse383 - cse384;
    const double cse386 = cse342*cse385;
    const double cse387 = cse133*cse350;
    const double cse388 = 0.0013333414365992598*cse132;
    const double cse389 = cse129*cse388;
    const double cse390 = cse389*v_psid_rod;
    const double cse391 = cse348*v_thetad_rod;
    const double cse392 = cse133*cse391;
    const double cse393 = 0.002666671858724232*cse137;
    const double cse394 = cse129*cse393;
    const double cse395 = cse394*v_psid_rod;
    const double cse396 = cse369 + cse374 + cse376 + cse381 + cse386 + cse387*v_thetad_rod + cse390 + cse392 - cse395;
    const double cse397 = -cse251 + cse253;
    const double cse398 = cse397*v_thetad_rod;
    const double cse399 = cse344*v_phid_rod;
    const double cse400 = cse398 + cse399 + 0.6666643557356875*v_psid_rod;
    const double cse401 = cse400*(-cse355 - cse357 - cse358);
    const double cse402 = 0.004*cse398 + 0.004*cse399 + 0.00266665742294275*v_psid_rod;
    const double cse403 = cse342*cse402;
    const double cse404 = cse353*cse370;
    const double cse405 = 2.101675931576659e-10*cse129;
    const double cse406 = cse405*v_thetad_rod;
    const double cse407 = cse360*v_thetad_rod;
    const double cse408 = cse133*cse407;
    const double cse409 = 0.00035777066491764035*cse132;
    const double cse410 = cse129*cse409;
    const double cse411 = cse133*cse361;
    const double cse412 = -0.004*cse366 - 0.004*cse367 - 0.002981432237811202*v_psid_rod;
    const double cse413 = cse344*cse412;
    const double cse414 = 0.00017888586116388667*cse137;
    const double cse415 = cse129*cse414;
    const double cse416 = cse401 + cse403 + cse404 + cse406 + cse408 - cse410*v_psid_rod - cse411*v_thetad_rod + cse413 - cse415*v_psid_rod;
    const double cse417 = cse400*(-cse371 + cse372 + cse373);
    const double cse418 = -0.0004*cse398 - 0.0004*cse399 - 0.000266665742294275*v_psid_rod;
    const double cse419 = cse339*cse418;
    const double cse420 = 0.002981432237811202*cse129;
    const double cse421 = cse420*v_thetad_rod;
    const double cse422 = 0.0023851301988473744*cse137;
    const double cse423 = cse129*cse422;
    const double cse424 = cse382 + cse383 + cse384;
    const double cse425 = cse344*cse424;
    const double cse426 = cse356*v_thetad_rod;
    const double cse427 = cse133*cse426;
    const double cse428 = 0.0011925668727104457*cse132;
    const double cse429 = cse129*cse428;
    const double cse430 = cse429*v_psid_rod;
    const double cse431 = cse380*(-0.000266665742294275*cse133 + 0.00026666718587242325*cse189 + 0.00013333414365992598*cse192);
    const double cse432 = cse133*cse354;
    const double cse433 = cse417 + cse419 + cse421 + cse423*v_psid_rod + cse425 - cse427 - cse430 + cse431 - cse432*v_thetad_rod;
    const double cse434 = cse259 + cse260;
    const double cse435 = cse257 + cse434;
    const double cse436 = -cse263 + cse264;
    const double cse437 = cse435 + cse436;
    const double cse438 = cse239 + cse240;
    const double cse439 = -cse242 + cse438;
    const double cse440 = cse241 - cse243;
    const double cse441 = 2*cse266;
    const double cse442 = cse232 - cse233;
    const double cse443 = -cse236 + cse442;
    const double cse444 = -cse234 - cse235;
    const double cse445 = cse443 + cse444;
    const double cse446 = cse184*cse226;
    const double cse447 = cse136 + cse140;
    const double cse448 = cse131 + cse447;
    const double cse449 = -cse145 + cse147;
    const double cse450 = cse448 + cse449;
    const double cse451 = cse368*cse378;
    const double cse452 = cse365*cse385;
    const double cse453 = cse350*v_psid_rod;
    const double cse454 = cse380*(0.00011925668727104457*cse132 - 0.00023851301988473745*cse137);
    const double cse455 = 0.0017888586116388664*cse137;
    const double cse456 = 0.0035777066491764035*cse132;
    const double cse457 = cse370*(-cse455 - cse456);
    const double cse458 = cse133*cse348;
    const double cse459 = -cse348*v_psid_rod + cse375*v_phid_rod + cse387*v_phid_rod + cse451 + cse452 - cse453 + cse454 + cse457 + cse458*v_phid_rod;
    const double cse460 = cse397*cse412;
    const double cse461 = cse365*cse402;
    const double cse462 = cse400*(cse422 - cse428);
    const double cse463 = -cse388 + cse393;
    const double cse464 = cse370*cse463;
    const double cse465 = cse360*v_psid_rod;
    const double cse466 = cse133*cse360;
    const double cse467 = cse411*v_phid_rod;
    const double cse468 = cse361*v_psid_rod + cse405*v_phid_rod + cse460 + cse461 + cse462 + cse464 - cse465 + cse466*v_phid_rod - cse467;
    const double cse469 = cse400*(cse455 + cse456);
    const double cse470 = cse380*(0.00013333414365992598*cse132 - 0.00026666718587242325*cse137);
    const double cse471 = cse378*cse418;
    const double cse472 = cse354*v_psid_rod;
    const double cse473 = cse397*cse424;
    const double cse474 = cse133*cse356;
    const double cse475 = cse356*v_psid_rod + cse420*v_phid_rod - cse432*v_phid_rod + cse469 + cse470 + cse471 + cse472 + cse473 - cse474*v_phid_rod;
    const double cse476 = -cse375 - cse387 - cse458;
    const double cse477 = -cse405 + cse411 - cse466;
    const double cse478 = -cse420 + cse432 + cse474;
    const double cse479 = -cse248 - cse250 - cse252;
    const double cse480 = cse479*v_phid_rod;
    const double cse481 = cse424*cse480;
    const double cse482 = cse322*v_phid_rod;
    const double cse483 = 0.004*cse482;
    const double cse484 = 0.0004*cse380;
    const double cse485 = cse418*cse482;
    const double cse486 = v_phid_rod*v_thetad_rod;
    const double cse487 = v_phid_rod*v_psid_rod;
    const double cse488 = cse133*cse487;
    const double cse489 = cse129*v_phid_rod;
    const double cse490 = cse355*cse486 + cse358*cse486 + cse400*cse483 + cse422*cse488 + cse426*cse489 - cse428*cse488 - cse480*cse484 + cse481 + cse485;
    const double cse491 = cse423*v_phid_rod;
    const double cse492 = cse380*cse418 + cse400*cse424 + cse421*v_phid_rod + cse426*v_psid_rod - cse427*v_phid_rod - cse430*v_phid_rod - cse432*cse486 + cse472*v_thetad_rod + cse491*v_psid_rod;
    const double cse493 = cse412*cse480;
    const double cse494 = cse320*v_phid_rod;
    const double cse495 = cse402*cse494;
    const double cse496 = cse362*cse486 + cse363*cse486 + 0.004*cse370*cse480 - 0.004*cse400*cse494 - cse407*cse489 - cse409*cse488 - cse414*cse488 + cse493 + cse495;
    const double cse497 = cse415*v_phid_rod;
    const double cse498 = cse410*v_phid_rod;
    const double cse499 = cse361*v_thetad_rod;
    const double cse500 = cse370*cse402 + cse400*cse412 + cse406*v_phid_rod - cse407*v_psid_rod + cse408*v_phid_rod - cse467*v_thetad_rod - cse497*v_psid_rod - cse498*v_psid_rod + cse499*v_psid_rod;
    const double cse501 = cse368*cse482;
    const double cse502 = cse385*cse494;
    const double cse503 = -cse351*cse486 + cse352*cse486 - cse370*cse483 + cse388*cse488 - cse391*cse489 - cse393*cse488 + cse484*cse494 + cse501 + cse502;
    const double cse504 = cse368*cse380 + cse370*cse385 + cse376*v_phid_rod + cse387*cse486 + cse390*v_phid_rod - cse391*v_psid_rod + cse392*v_phid_rod - cse395*v_phid_rod - cse453*v_thetad_rod;
    const double cse505 = 0.003999999999999006*cse129;
    const double cse506 = -cse505;
    const double cse507 = 8.459102457131912e-10*cse132;
    const double cse508 = cse133*cse507;
    const double cse509 = 1.6918154898933405e-09*cse137;
    const double cse510 = cse133*cse509;
    const double cse511 = cse271 + cse272 - cse273;
    const double cse512 = cse282 + cse283 - cse284;
    const double cse513 = cse205*cse226;
    const double cse514 = cse188 - cse191 - cse193;
    const double cse515 = cse274*lam_5 + cse514*lam_6 + lam_10*(cse149*cse200 + cse167*cse194 + cse194*cse310 + cse200*cse312 + cse244*cse274 + cse244*cse511 + cse254*(cse277 + cse278 + cse279) + cse266*cse280) + lam_16*(cse150*cse194 + cse194*cse313 + cse255*cse511 + cse266*cse275) + lam_8*(cse246*cse512 - cse513) + lam_9*(cse149*cse205 + cse184*cse194 + cse194*cse308 + cse205*cse312 + cse237*cse274 + cse237*cse511 + cse254*cse512 + cse266*cse285);
    const double cse516 = 0.003999999999999006*cse133;
    const double cse517 = 0.0002981432237811202*cse380;
    const double cse518 = 2.101675931576659e-09*cse370;
    const double cse519 = -cse350*v_thetad_rod + 5.254189828941647e-07*cse368 + 0.7453580594528005*cse385 + cse389*v_phid_rod - cse391 - cse394*v_phid_rod + cse517 - cse518;
    const double cse520 = 0.002981432237811202*cse400;
    const double cse521 = 0.00266665742294275*cse370;
    const double cse522 = 0.7453580594528005*cse402 - cse407 + 0.6666643557356875*cse412 - cse497 - cse498 + cse499 - cse520 + cse521;
    const double cse523 = 2.101675931576659e-09*cse400;
    const double cse524 = 0.000266665742294275*cse380;
    const double cse525 = cse354*v_thetad_rod + 5.254189828941647e-07*cse418 + 0.6666643557356875*cse424 + cse426 - cse429*v_phid_rod + cse491 + cse523 - cse524;
    const double cse526 = cse129*cse507;
    const double cse527 = 8.459102457131912e-10*cse137;
    const double cse528 = cse129*cse527;
    const double cse529 = 1.6918154898933405e-09*cse132;
    const double cse530 = cse129*cse529;
    const double cse531 = cse247 + cse249;
    const double cse532 = cse171 - cse174;
    const double cse533 = -cse389 + cse394;
    const double cse534 = cse410 + cse415;
    const double cse535 = -cse423 + cse429;
    const double cse536 = -cse154 - cse157;
    const double cse537 = -cse129*cse251 + cse129*cse253;
    const double cse538 = cse532*v_thetad_rod;
    const double cse539 = 0.004*cse538;
    const double cse540 = cse334*v_phid_rod;
    const double cse541 = 0.004*cse540;
    const double cse542 = cse400*(cse539 + cse541);
    const double cse543 = cse537*v_phid_rod;
    const double cse544 = cse531*v_thetad_rod;
    const double cse545 = cse380*(-0.0004*cse543 - 0.0004*cse544);
    const double cse546 = cse538 + cse540;
    const double cse547 = cse418*cse546;
    const double cse548 = v_psid_rod*v_thetad_rod;
    const double cse549 = cse133*cse486;
    const double cse550 = cse543 + cse544;
    const double cse551 = cse424*cse550;
    const double cse552 = cse355*cse487 + cse357*cse487 - cse422*cse548 + cse422*cse549 + cse428*cse548 - cse428*cse549 + cse542 + cse545 + cse547 + cse551;
    const double cse553 = cse331*v_phid_rod;
    const double cse554 = cse536*v_thetad_rod;
    const double cse555 = cse400*(-0.004*cse553 - 0.004*cse554);
    const double cse556 = cse553 + cse554;
    const double cse557 = cse402*cse556;
    const double cse558 = cse370*(0.004*cse543 + 0.004*cse544);
    const double cse559 = cse412*cse550;
    const double cse560 = cse362*cse487 + cse409*cse548 - cse409*cse549 + cse414*cse548 - cse414*cse549 - cse465*cse489 + cse555 + cse557 + cse558 + cse559;
    const double cse561 = cse380*(0.0004*cse553 + 0.0004*cse554);
    const double cse562 = cse385*cse556;
    const double cse563 = cse370*(-cse539 - cse541);
    const double cse564 = cse368*cse546;
    const double cse565 = -cse349*cse487 - cse351*cse487 - cse388*cse548 + cse388*cse549 + cse393*cse548 - cse393*cse549 + cse561 + cse562 + cse563 + cse564;
    const double cse566 = cse258 - cse288 + cse289 + cse290;
    const double cse567 = -cse203 + cse299 - cse300 - cse301;
    const double cse568 = cse220*cse226;
    const double cse569 = cse139 + cse208 - cse210 + cse212;
    const double cse570 = cse291*lam_5 + cse569*lam_6 + lam_10*(cse149*cse217 + cse167*cse213 + cse213*cse310 + cse217*cse312 + cse244*cse291 + cse244*cse566 + cse254*(cse199 + cse294 + cse295 - cse296) + cse266*cse297) + lam_16*(cse150*cse213 + cse213*cse313 + cse255*cse566 + cse266*cse292) + lam_8*(cse246*cse567 - cse568) + lam_9*(cse149*cse220 + cse184*cse213 + cse213*cse308 + cse220*cse312 + cse237*cse291 + cse237*cse566 + cse254*cse567 + cse266*cse302);
    const double cse571 = 0.10000060774494447*cse137;
    const double cse572 = cse133*cse571;
    const double cse573 = 0.2000003894043174*cse132;
    const double cse574 = cse133*cse573;
    const double cse575 = 0.10000060774494447*cse132;
    const double cse576 = cse143*cse575;
    const double cse577 = 0.19999930672070623*cse129;
    const double cse578 = 0.2000003894043174*cse137;
    const double cse579 = cse143*cse578;
    const double cse580 = cse168 + cse185;
    const double cse581 = cse128*cse575;
    const double cse582 = cse128*cse578;
    const double cse583 = cse268 + cse269;
    const double cse584 = cse237*cse246;
    const double cse585 = cse44*(lam_16*(cse150*cse226 + cse246*cse441) + lam_8*(cse446 + cse584));
    const double cse586 = cse237*cse306;
    const double cse587 = cse44*(lam_16*(cse150*cse230 - cse306*cse441) + lam_8*(cse184*cse230 - cse586));
    const double cse588 = cse226*cse237;
    const double cse589 = cse184*cse246 - cse588;
    const double cse590 = cse149*cse237 + cse184*cse254 + cse237*cse312 + cse266*cse308;
    const double cse591 = cse149*cse244 + cse167*cse254 + cse244*cse312 + cse266*cse310;
    const double cse592 = cse149*cse255 + cse266*cse313;
    const double cse593 = cse409 + cse414;
    const double cse594 = -cse422 + cse428;
    const double cse595 = 0.050000303872472236*cse192;
    const double cse596 = -cse190 - cse595;
    const double cse597 = cse187 + cse596;
    const double cse598 = -cse198 - cse341;
    const double cse599 = cse190 + cse595;
    const double cse600 = -cse204 + cse338;
    const double cse601 = -cse202 + cse600;
    const double cse602 = cse348 + cse350;
    const double cse603 = -cse354 - cse356;
    const double cse604 = cse360 - cse361;
    const double cse605 = cse143*cse326;
    const double cse606 = cse146*cse189;
    const double cse607 = -cse605 + cse606;
    const double cse608 = cse128*cse326;
    const double cse609 = cse138*cse189;
    const double cse610 = cse608 - cse609;
    const double cse611 = cse132*cse315;
    const double cse612 = -cse209 + cse611;
    const double cse613 = cse129*cse180 + cse143*cse333;
    const double cse614 = -cse128*cse333 - cse129*cse234;
    const double cse615 = cse133*cse179 + cse219;
    const double cse616 = lam_10*(cse194*cse217 + cse200*cse213 + cse244*cse607 + cse254*(cse129*cse165 - cse143*cse330) + cse274*cse297 + cse280*cse291 + cse310*cse610 + cse312*(cse128*cse330 - cse129*cse243) + cse317*cse331 + cse320*cse327 + cse342*cse612 + cse345*(cse133*cse164 - cse216)) + lam_16*(cse195*cse213 + cse255*cse607 + cse275*cse291 + cse313*cse610 + cse317*cse328 + cse346*cse612) + lam_5*(cse605 - cse606) + lam_6*(-cse608 + cse609) + lam_7*(cse209 - cse611) + lam_8*(-cse226*cse614 + cse228*cse615 + cse246*cse613) + lam_9*(cse194*cse220 + cse205*cse213 + cse237*cse607 + cse254*cse613 + cse274*cse302 + cse285*cse291 + cse308*cse610 + cse312*cse614 + cse317*cse334 + cse322*cse327 + cse339*cse612 + cse345*cse615);
    const double cse617 = 0.10000060774494447*cse192;
    const double cse618 = cse143*cse573;
    const double cse619 = 0.19999930672070623*cse133;
    const double cse620 = cse201 + cse206;
    const double cse621 = cse128*cse573;
    const double cse622 = cse281 + cse286;
    const double cse623 = cse321 + cse323;
    const double cse624 = cse44*(lam_16*(cse195*cse226 + cse246*cse275) + lam_8*(cse246*cse285 + cse513));
    const double cse625 = cse44*(lam_16*(cse195*cse230 - cse224*cse318 - cse275*cse306) + lam_8*(cse205*cse230 - cse224*cse322 - cse285*cse306));
    const double cse626 = -cse130 - cse135 - cse316;
    const double cse627 = cse205*cse246 - cse226*cse285 + cse228*cse322;
    const double cse628 = cse194*cse237 + cse205*cse254 + cse274*cse308 + cse285*cse312 + cse317*cse339 + cse322*cse345;
    const double cse629 = cse194*cse244 + cse200*cse254 + cse274*cse310 + cse280*cse312 + cse317*cse342 + cse320*cse345;
    const double cse630 = cse194*cse255 + cse274*cse313 + cse317*cse346;
    const double cse631 = 8.459102454963507e-10*cse132;
    const double cse632 = 1.6918154900017607e-09*cse137;
    const double cse633 = cse509*v_thetad_rod;
    const double cse634 = 8.459102454963507e-10*cse137;
    const double cse635 = 1.6918154900017607e-09*cse132;
    const double cse636 = cse509*v_psid_rod;
    const double cse637 = cse133*cse529;
    const double cse638 = cse141 + cse148;
    const double cse639 = cse434 + cse436;
    const double cse640 = cse442 + cse444;
    const double cse641 = cse177 + cse183;
    const double cse642 = cse218 + cse221;
    const double cse643 = cse298 + cse303;
    const double cse644 = cse332 + cse335;
    const double cse645 = cse44*(lam_16*(cse214*cse226 + cse246*cse292) + lam_8*(cse246*cse302 + cse568));
    const double cse646 = cse44*(lam_16*(cse214*cse230 - cse224*cse328 - cse292*cse306) + lam_8*(cse220*cse230 - cse224*cse334 - cse302*cse306));
    const double cse647 = -cse325 + cse326;
    const double cse648 = cse220*cse246 - cse226*cse302 + cse228*cse334;
    const double cse649 = cse213*cse237 + cse220*cse254 + cse291*cse308 + cse302*cse312 + cse327*cse339 + cse334*cse345;
    const double cse650 = cse213*cse244 + cse217*cse254 + cse291*cse310 + cse297*cse312 + cse327*cse342 + cse331*cse345;
    const double cse651 = cse213*cse255 + cse291*cse313 + cse327*cse346;
    const double cse652 = cse126 + 2.0;
    const double cse653 = cos(q_psi_slider);
    const double cse654 = cse229*cse653;
    const double cse655 = sin(q_psi_slider);
    const double cse656 = cse225*cse655;
    const double cse657 = cse228*cse656;
    const double cse658 = -cse654 - cse657;
    const double cse659 = cse225*cse653;
    const double cse660 = cse228*cse659;
    const double cse661 = cse229*cse655;
    const double cse662 = cse660 - cse661;
    const double cse663 = cse44*(cse125*cse226 - cse658*lam_14 + cse662*lam_13);
    const double cse664 = cse224*cse661;
    const double cse665 = cse224*cse654;
    const double cse666 = cse44*(cse125*cse230 - cse664*lam_14 - cse665*lam_13);
    const double cse667 = cse228*cse654;
    const double cse668 = -cse656 - cse667;
    const double cse669 = cse228*cse661;
    const double cse670 = cse659 - cse669;
    const double cse671 = cse44*(-cse668*lam_14 + cse670*lam_13);
    const double cse672 = cse656 + cse667;
    const double cse673 = -cse670;
    const double cse674 = -cse659 + cse669;
    const double cse675 = cse44*(cse125*cse246 + cse672*lam_13 + cse674*lam_14);
    const double cse676 = cse224*cse656;
    const double cse677 = cse224*cse659;
    const double cse678 = cse44*(-cse125*cse306 + cse676*lam_14 + cse677*lam_13);
    const double cse679 = -cse660 + cse661;
    const double cse680 = cse654 + cse657;
    const double cse681 = cse44*(cse679*lam_14 + cse680*lam_13);
    const double cse682 = cse228*cse655;
    const double cse683 = cse228*cse653;
    const double cse684 = cse44*(-cse125*cse224 - cse682*lam_14 - cse683*lam_13);
    const double cse685 = cse224*cse653;
    const double cse686 = cse224*cse655;
    const double cse687 = cse44*(-cse685*lam_14 + cse686*lam_13);
    const double cse688 = -cse685;
    const double cse689 = -cse686;
    const double cse690 = (cse228*cse228);
    const double cse691 = cse686*v_phid_slider;
    const double cse692 = cse653*v_thetad_slider;
    const double cse693 = cse691 + cse692;
    const double cse694 = 0.0001*cse693;
    const double cse695 = 0.0001*cse691;
    const double cse696 = 0.0001*cse692;
    const double cse697 = cse695 + cse696;
    const double cse698 = cse685*v_phid_slider;
    const double cse699 = cse655*v_thetad_slider;
    const double cse700 = -cse698 + cse699;
    const double cse701 = 0.0001*cse700;
    const double cse702 = 0.0001*cse698;
    const double cse703 = 0.0001*cse699;
    const double cse704 = cse702 - cse703;
    const double cse705 = 0.0001*cse224;
    const double cse706 = cse685*cse694 - cse685*cse697 + cse686*cse701 + cse686*cse704 + cse705*v_thetad_slider;
    const double cse707 = cse228*v_phid_slider;
    const double cse708 = 0.0001*cse707;
    const double cse709 = 0.0001*v_psid_slider;
    const double cse710 = -cse708 - cse709;
    const double cse711 = cse707 + v_psid_slider;
    const double cse712 = 0.0001*cse711;
    const double cse713 = -cse702 + cse703;
    const double cse714 = 0.0001*cse228;
    const double cse715 = cse228*cse713 - cse685*cse709 - cse685*cse710 - cse685*cse712 - cse699*cse714 - cse700*cse714;
    const double cse716 = -cse695 - cse696;
    const double cse717 = cse708 + cse709;
    const double cse718 = cse228*cse716 - cse686*cse709 - cse686*cse712 + cse686*cse717 + cse692*cse714 + cse693*cse714;
    const double cse719 = (cse224*cse224);
    const double cse720 = (cse653*cse653);
    const double cse721 = 0.0001*cse720;
    const double cse722 = (cse655*cse655);
    const double cse723 = 0.0001*cse722;
    const double cse724 = (cse225*cse225);
    const double cse725 = 2*cse719;
    const double cse726 = (cse229*cse229);
    const double cse727 = cse226*cse313 - cse246*cse255;
    const double cse728 = cse226*cse308 - cse584;
    const double cse729 = 0.2 - q_r_slider_x;
    const double cse730 = -cse658*q_r_slider_y + cse674*cse729;
    const double cse731 = cse668*cse729;
    const double cse732 = cse662*q_r_slider_y;
    const double cse733 = -cse731 + cse732;
    const double cse734 = -cse662*lam_15 - cse668*lam_11 + cse674*lam_12;
    const double cse735 = cse705*v_phid_slider;
    const double cse736 = cse653*cse701 + cse653*cse704 - cse655*cse694 + cse655*cse697 + cse735;
    const double cse737 = cse655*cse709;
    const double cse738 = cse655*cse708;
    const double cse739 = cse655*cse710 + cse655*cse712 + cse737 - cse738;
    const double cse740 = cse653*cse708;
    const double cse741 = cse653*cse709;
    const double cse742 = -cse653*cse712 + cse653*cse717 + cse740 - cse741;
    const double cse743 = 0.0002*cse224*cse228;
    const double cse744 = cse691*cse709;
    const double cse745 = cse692*cse709;
    const double cse746 = cse692*cse708;
    const double cse747 = cse693*cse717 + cse711*cse716 - cse744 - cse745 + cse746;
    const double cse748 = cse653*cse747;
    const double cse749 = cse655*cse707;
    const double cse750 = cse224*v_phid_slider;
    const double cse751 = -cse694*cse750 - cse702*v_thetad_slider - cse707*cse737 - cse711*cse738 - cse716*cse750 + cse717*cse749;
    const double cse752 = cse653*cse707;
    const double cse753 = cse695*v_thetad_slider + cse701*cse750 - cse707*cse741 - cse710*cse752 - cse711*cse740 - cse713*cse750;
    const double cse754 = -cse698*cse709 - cse699*cse708 + cse699*cse709 + cse711*cse713;
    const double cse755 = cse700*cse710 + cse754;
    const double cse756 = cse655*cse755;
    const double cse757 = cse694*cse752 - cse697*cse752 + cse701*cse749 + cse704*cse749 + cse708*v_thetad_slider;
    const double cse758 = cse665*lam_15 + cse676*lam_12 + cse677*lam_11 + lam_13*(-cse665*q_r_slider_y + cse677*cse729) + lam_14*(-cse664*q_r_slider_y + cse676*cse729) + lam_16*(cse230*cse313 + cse255*cse306) + lam_8*(cse230*cse308 + cse586);
    const double cse759 = -0.0002*cse698 + 0.0002*cse699 - cse701;
    const double cse760 = -0.0002*cse691 - 0.0002*cse692 + cse694;
    const double cse761 = cse698 - cse699;
    const double cse762 = cse717*cse761 + cse754;
    const double cse763 = cse693*cse710 + cse697*cse711 + cse744 + cse745 - cse746;
    const double cse764 = cse693*cse697 + cse693*cse716 + cse700*cse704 + cse704*cse761;
    const double cse765 = cse658*cse729;
    const double cse766 = cse670*q_r_slider_y;
    const double cse767 = -cse658*lam_11 - cse670*lam_15 + cse679*lam_12 + lam_13*(-cse765 + cse766) + lam_14*(-cse668*q_r_slider_y + cse679*cse729);
    const double cse768 = cse246*cse308 + cse588;
    const double cse769 = -cse662;
    const double cse770 = -cse662*cse729 + cse672*q_r_slider_y;
    const double cse771 = cse765 - cse766;
    const double cse772 = -cse672;
    const double cse773 = cse226*cse255 + cse246*cse313;
    const double cse774 = 2*cse690;
    const double cse775 = cse685*q_r_slider_z;
    const double cse776 = cse686*q_r_slider_z;
    const double cse777 = cse676*q_r_slider_y;
    const double cse778 = cse664*cse729;
    const double cse779 = cse682*q_r_slider_z;
    const double cse780 = cse665*cse729 + cse677*q_r_slider_y - cse683*q_r_slider_z;
    const double cse781 = -cse664*lam_11 + cse665*lam_12 + cse676*lam_15 + cse780*lam_14 + lam_13*(-cse777 - cse778 + cse779);
    const double cse782 = -cse224*cse339 + cse230*cse237 - cse306*cse308;
    const double cse783 = cse777 + cse778 - cse779;
    const double cse784 = -cse677;
    const double cse785 = -cse224*cse346 + cse230*cse255 - cse306*cse313;
    const double cse786 = -cse670*cse729 + cse680*q_r_slider_y + cse776;
    const double cse787 = cse731 - cse732 - cse775;
    const double cse788 = -cse680;

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
    ab[1831] = cse44*(a_3*(2e-05*cse2*cse82 + cse6*cse83 - cse83) - a_5*cse24 + cse0*cse76 - cse0*cse78 - cse0*cse80 - cse12*cse81 + cse18*cse73 + cse3*(cse10*cse17 + cse13*v_thetad_crank + cse20*cse23) + cse69*cse70 + cse91) + cse62 - h*(cse0*cse63 + cse12*cse64 - cse18*cse67);  /* [3, 4] */
    ab[1888] = cse33 + cse44*(-cse0*cse99 + 0.00018*cse100*cse4 + cse106 + cse12*cse75 - cse12*cse98 + cse18*cse79 + cse18*cse96 + cse2*cse95 - cse6*cse95) - h*(cse12*cse92 - cse18*cse93);  /* [3, 5] */
    ab[1318] = cse84;  /* [3, 21] */
    ab[1489] = cse55;  /* [3, 23] */
    ab[1432] = cse107;  /* [3, 24] */
    ab[1603] = cse108;  /* [3, 35] */
    ab[1551] = cse44*cse91 + cse62 - h*(-cse1*cse43 - cse38*cse5);  /* [4, 3] */
    ab[1836] = 0.0001*cse2 + cse44*(-cse0*lam_4 + cse1*cse73 + cse100*cse70 + cse112 + cse5*cse81 + cse53 - cse54*lam_6 + cse58*lam_5 + lam_17*(cse110 + cse46*cse49)) + 1e-05*cse6 - h*(-cse1*cse67 - cse5*cse64);  /* [4, 4] */
    ab[1893] = cse44*(cse1*cse96 + cse113*cse2 - cse113*cse6 + cse116 + cse5*cse98 - 0.00018*cse69 - cse76 + cse80) - h*(-cse1*cse93 - cse5*cse92);  /* [4, 5] */
    ab[1323] = cse117;  /* [4, 21] */
    ab[1380] = cse118;  /* [4, 22] */
    ab[1494] = cse86;  /* [4, 23] */
    ab[1437] = cse119;  /* [4, 24] */
    ab[1950] = cse120;  /* [4, 25] */
    ab[1608] = cse121;  /* [4, 35] */
    ab[1552] = cse106*cse44 - cse25*h + cse33;  /* [5, 3] */
    ab[1837] = cse44*(-a_3*cse24 + cse116 - cse78) - cse63*h;  /* [5, 4] */
    ab[1894] = cse44*(cse112 + cse61 - cse99 + lam_17*(cse110 - cse52)) + 0.0001;  /* [5, 5] */
    ab[1495] = cse102;  /* [5, 23] */
    ab[1438] = cse122;  /* [5, 24] */
    ab[1951] = cse123;  /* [5, 25] */
    ab[1609] = cse124;  /* [5, 35] */
    ab[908] = cse127;  /* [6, 6] */
    ab[680] = cse186;  /* [6, 9] */
    ab[1706] = cse207;  /* [6, 10] */
    ab[1649] = cse222;  /* [6, 11] */
    ab[794] = cse223;  /* [6, 12] */
    ab[623] = cse227;  /* [6, 15] */
    ab[1022] = cse231;  /* [6, 16] */
    ab[1478] = -1;  /* [6, 23] */
    ab[1250] = cse238;  /* [6, 27] */
    ab[1193] = cse245;  /* [6, 28] */
    ab[1079] = cse256;  /* [6, 34] */
    ab[850] = cse127;  /* [7, 7] */
    ab[679] = cse270;  /* [7, 9] */
    ab[1705] = cse287;  /* [7, 10] */
    ab[1648] = cse304;  /* [7, 11] */
    ab[736] = cse223;  /* [7, 13] */
    ab[622] = cse305;  /* [7, 15] */
    ab[1021] = cse307;  /* [7, 16] */
    ab[1420] = -1;  /* [7, 24] */
    ab[1249] = cse309;  /* [7, 27] */
    ab[1192] = cse311;  /* [7, 28] */
    ab[1078] = cse314;  /* [7, 34] */
    ab[1778] = cse127;  /* [8, 8] */
    ab[1721] = cse324;  /* [8, 10] */
    ab[1664] = cse336;  /* [8, 11] */
    ab[1151] = cse223;  /* [8, 14] */
    ab[1037] = cse337;  /* [8, 16] */
    ab[1949] = -1;  /* [8, 25] */
    ab[1265] = cse340;  /* [8, 27] */
    ab[1208] = cse343;  /* [8, 28] */
    ab[1094] = cse347;  /* [8, 34] */
    ab[904] = cse186;  /* [9, 6] */
    ab[847] = cse270;  /* [9, 7] */
    ab[676] = cse339*cse364 + cse342*cse359 + cse344*cse353 + cse44*(cse266*lam_5 + cse450*lam_6 + lam_10*(cse149*cse310 + cse150*cse167 + cse167*cse312 + cse244*cse437 + cse244*cse441 + cse254*(cse439 + cse440)) + lam_16*(2*(cse149*cse149) + cse149*cse313 + cse255*cse437 + 2*(cse266*cse266)) + lam_8*(cse246*cse445 - cse446) + lam_9*(cse149*cse308 + cse150*cse184 + cse184*cse312 + cse237*cse437 + cse237*cse441 + cse254*cse445)) - h*(cse339*cse416 + cse342*cse433 + cse344*cse396);  /* [9, 9] */
    ab[1702] = cse353*cse397 + cse359*cse365 + cse364*cse378 + cse44*(a_10*(cse365*cse478 + cse378*cse477 + cse397*cse476) + a_11*(cse506 + cse508 - cse510) + a_9*(cse320*cse359 + cse322*cse364 + cse339*cse477 + cse342*cse478 + cse344*cse476 + cse353*cse479) - cse320*cse492 - cse322*cse500 - cse339*cse496 - cse342*cse490 - cse344*cse503 - cse479*cse504 + cse515) - h*(cse339*cse468 + cse342*cse475 + cse344*cse459);  /* [9, 10] */
    ab[1645] = -cse129*cse509 + cse44*(a_10*(cse353*cse531 + cse359*cse536 + cse364*cse532 + cse365*cse535 + cse378*cse534 + cse397*cse533) + a_11*(-cse528 - cse530) + a_9*(cse331*cse359 + cse334*cse364 + cse339*cse534 + cse342*cse535 + cse344*cse533 + cse353*cse537) - cse331*cse492 - cse334*cse500 - cse339*cse560 - cse342*cse552 - cse344*cse565 - cse504*cse537 + cse570) + cse516 + cse526 - h*(cse339*cse522 + cse342*cse525 + cse344*cse519);  /* [9, 11] */
    ab[790] = cse44*(cse580 + lam_16*(-cse128*cse572 - cse128*cse574 - cse128*cse577 - cse576 + cse579));  /* [9, 12] */
    ab[733] = cse44*(cse583 + lam_16*(-cse143*cse572 - cse143*cse574 - cse143*cse577 + cse581 - cse582));  /* [9, 13] */
    ab[619] = cse585;  /* [9, 15] */
    ab[1018] = cse587;  /* [9, 16] */
    ab[1474] = cse450;  /* [9, 23] */
    ab[1417] = cse437;  /* [9, 24] */
    ab[961] = cse589;  /* [9, 26] */
    ab[1246] = cse590;  /* [9, 27] */
    ab[1189] = cse591;  /* [9, 28] */
    ab[1075] = cse592;  /* [9, 34] */
    ab[922] = cse207;  /* [10, 6] */
    ab[865] = cse287;  /* [10, 7] */
    ab[1777] = cse324;  /* [10, 8] */
    ab[694] = cse339*cse593 + cse342*cse594 + cse344*cse463 + cse44*cse515 - h*(cse365*cse433 + cse378*cse416 + cse396*cse397);  /* [10, 9] */
    ab[1720] = cse365*cse594 + cse378*cse593 + cse397*cse463 + cse44*(a_9*(cse320*cse594 + cse322*cse593 + cse463*cse479) + cse262*lam_5 - cse365*cse490 - cse378*cse496 - cse397*cse503 + cse448*lam_6 + lam_10*(cse142*cse310 + cse161*cse312 + cse195*cse200 + cse244*cse435 + cse254*cse439 + cse275*cse280 + cse318*cse320 + cse342*cse597 + cse345*(-cse197 + cse598)) + lam_16*(cse142*cse313 + 2*(cse194*cse194) + cse255*cse435 + 2*(cse274*cse274) + 2*(cse317*cse317) + cse346*cse597) + lam_7*(-cse187 + cse599) + lam_8*(-cse178*cse226 + cse228*cse601 + cse246*cse443) + lam_9*(cse142*cse308 + cse178*cse312 + cse195*cse205 + cse237*cse435 + cse254*cse443 + cse275*cse285 + cse318*cse322 + cse339*cse597 + cse345*cse601)) - h*(cse365*cse475 + cse378*cse468 + cse397*cse459);  /* [10, 10] */
    ab[1663] = cse44*(a_10*(cse365*cse603 + cse378*cse604 + cse397*cse602 + cse463*cse531 + cse532*cse593 + cse536*cse594) + a_11*(-cse507 + cse509) + a_9*(cse331*cse594 + cse334*cse593 + cse339*cse604 + cse342*cse603 + cse344*cse602 + cse463*cse537) - cse365*cse552 - cse378*cse560 - cse397*cse565 - cse492*cse536 - cse500*cse532 - cse504*cse531 + cse616) - cse527 - cse529 - h*(cse365*cse525 + cse378*cse522 + cse397*cse519);  /* [10, 11] */
    ab[808] = cse44*(cse620 + lam_16*(cse129*cse618 + cse143*cse617 - cse143*cse619));  /* [10, 12] */
    ab[751] = cse44*(cse622 + lam_16*(-cse128*cse617 + cse128*cse619 - cse129*cse621));  /* [10, 13] */
    ab[1150] = cse44*(cse623 + lam_16*(cse572 + cse574 + cse577));  /* [10, 14] */
    ab[637] = cse624;  /* [10, 15] */
    ab[1036] = cse625;  /* [10, 16] */
    ab[1492] = cse514;  /* [10, 23] */
    ab[1435] = cse511;  /* [10, 24] */
    ab[1948] = cse626;  /* [10, 25] */
    ab[979] = cse627;  /* [10, 26] */
    ab[1264] = cse628;  /* [10, 27] */
    ab[1207] = cse629;  /* [10, 28] */
    ab[1093] = cse630;  /* [10, 34] */
    ab[921] = cse222;  /* [11, 6] */
    ab[864] = cse304;  /* [11, 7] */
    ab[1776] = cse336;  /* [11, 8] */
    ab[693] = cse129*cse631 - cse129*cse632 + cse44*cse570 + cse516 - h*(cse133*cse633 + 0.6666643557356875*cse369 + 0.6666643557356875*cse374 + 0.6666643557356875*cse381 + 0.6666643557356875*cse386 + 5.254189828941647e-07*cse401 + 5.254189828941647e-07*cse403 + 5.254189828941647e-07*cse404 + 5.254189828941647e-07*cse413 + 0.7453580594528005*cse417 + 0.7453580594528005*cse419 + 0.7453580594528005*cse425 + 0.7453580594528005*cse431 + cse505*v_thetad_rod - cse508*v_thetad_rod + cse528*v_psid_rod + cse530*v_psid_rod);  /* [11, 9] */
    ab[1719] = cse44*(a_9*(cse133*cse631 - cse133*cse632 + cse506) + cse480*cse517 - cse480*cse518 - 0.7453580594528005*cse481 - cse482*cse520 + cse482*cse521 - 0.7453580594528005*cse485 - cse486*cse516 - cse486*cse526 - cse487*cse637 - cse488*cse527 + cse489*cse633 - 5.254189828941647e-07*cse493 + cse494*cse523 - cse494*cse524 - 5.254189828941647e-07*cse495 - 0.6666643557356875*cse501 - 0.6666643557356875*cse502 + cse616) - cse634 - cse635 - h*(0.6666643557356875*cse451 + 0.6666643557356875*cse452 + 0.6666643557356875*cse454 + 0.6666643557356875*cse457 + 5.254189828941647e-07*cse460 + 5.254189828941647e-07*cse461 + 5.254189828941647e-07*cse462 + 5.254189828941647e-07*cse464 + 0.7453580594528005*cse469 + 0.7453580594528005*cse470 + 0.7453580594528005*cse471 + 0.7453580594528005*cse473 + cse505*v_phid_rod + cse507*v_psid_rod - cse508*v_phid_rod + cse510*v_phid_rod - cse636);  /* [11, 10] */
    ab[1662] = cse44*(a_10*(-cse631 + cse632) + a_9*(-cse129*cse634 - cse129*cse635) - cse486*cse637 - cse487*cse526 + cse489*cse636 + cse527*cse548 - cse527*cse549 + cse529*cse548 - 0.7453580594528005*cse542 - 0.7453580594528005*cse545 - 0.7453580594528005*cse547 - 0.7453580594528005*cse551 - 5.254189828941647e-07*cse555 - 5.254189828941647e-07*cse557 - 5.254189828941647e-07*cse558 - 5.254189828941647e-07*cse559 - 0.6666643557356875*cse561 - 0.6666643557356875*cse562 - 0.6666643557356875*cse563 - 0.6666643557356875*cse564 + cse599*lam_7 + lam_10*(cse214*cse217 + cse244*cse639 + cse254*(cse438 + cse440) + cse292*cse297 + cse310*cse638 + cse312*(cse160 + cse166) + cse328*cse331 + cse342*cse596 + cse345*cse598) + lam_16*(2*(cse213*cse213) + cse255*cse639 + 2*(cse291*cse291) + cse313*cse638 + 2*(cse327*cse327) + cse346*cse596) + lam_5*(cse261 + cse265) + lam_6*(cse447 + cse449) + lam_8*(-cse226*cse641 + cse228*cse600 + cse246*cse640) + lam_9*(cse214*cse220 + cse237*cse639 + cse254*cse640 + cse292*cse302 + cse308*cse638 + cse312*cse641 + cse328*cse334 + cse339*cse596 + cse345*cse600)) - h*(3.5027810772243853e-07*cse368 - 2.0679515313825692e-25*cse370 - 2.710505431213761e-20*cse380 + 0.4969036504975035*cse385 + 2.0679515313825692e-25*cse400 + 3.916252734896588e-07*cse402 + 3.5027810772243853e-07*cse412 + 3.916252734896588e-07*cse418 + 0.4969036504975035*cse424 + cse507*v_thetad_rod + cse528*v_phid_rod + cse530*v_phid_rod - cse633) + 0.003999999999999006;  /* [11, 11] */
    ab[807] = cse44*(cse642 + lam_16*(-cse128*cse571 - cse133*cse576 + cse133*cse579 - cse621));  /* [11, 12] */
    ab[750] = cse44*(cse643 + lam_16*(cse133*cse581 - cse133*cse582 - cse143*cse571 - cse618));  /* [11, 13] */
    ab[1149] = cse44*(cse644 + lam_16*(0.10000060774494447*cse189 - 0.2000003894043174*cse192));  /* [11, 14] */
    ab[636] = cse645;  /* [11, 15] */
    ab[1035] = cse646;  /* [11, 16] */
    ab[1491] = cse569;  /* [11, 23] */
    ab[1434] = cse566;  /* [11, 24] */
    ab[1947] = cse647;  /* [11, 25] */
    ab[978] = cse648;  /* [11, 26] */
    ab[1263] = cse649;  /* [11, 27] */
    ab[1206] = cse650;  /* [11, 28] */
    ab[1092] = cse651;  /* [11, 34] */
    ab[906] = cse223;  /* [12, 6] */
    ab[678] = cse44*(cse151 + cse580);  /* [12, 9] */
    ab[1704] = cse44*(cse196 + cse620);  /* [12, 10] */
    ab[1647] = cse44*(cse215 + cse642);  /* [12, 11] */
    ab[792] = cse652;  /* [12, 12] */
    ab[621] = cse663;  /* [12, 15] */
    ab[1020] = cse666;  /* [12, 16] */
    ab[336] = cse671;  /* [12, 17] */
    ab[1248] = cse237;  /* [12, 27] */
    ab[1191] = cse244;  /* [12, 28] */
    ab[450] = cse672;  /* [12, 31] */
    ab[393] = cse673;  /* [12, 32] */
    ab[1077] = cse255;  /* [12, 34] */
    ab[848] = cse223;  /* [13, 7] */
    ab[677] = cse44*(cse267 + cse583);  /* [13, 9] */
    ab[1703] = cse44*(cse276 + cse622);  /* [13, 10] */
    ab[1646] = cse44*(cse293 + cse643);  /* [13, 11] */
    ab[734] = cse652;  /* [13, 13] */
    ab[620] = cse675;  /* [13, 15] */
    ab[1019] = cse678;  /* [13, 16] */
    ab[335] = cse681;  /* [13, 17] */
    ab[1247] = cse308;  /* [13, 27] */
    ab[1190] = cse310;  /* [13, 28] */
    ab[449] = cse679;  /* [13, 31] */
    ab[392] = cse658;  /* [13, 32] */
    ab[1076] = cse313;  /* [13, 34] */
    ab[1767] = cse223;  /* [14, 8] */
    ab[1710] = cse44*(cse319 + cse623);  /* [14, 10] */
    ab[1653] = cse44*(cse329 + cse644);  /* [14, 11] */
    ab[1140] = cse652;  /* [14, 14] */
    ab[1026] = cse684;  /* [14, 16] */
    ab[342] = cse687;  /* [14, 17] */
    ab[1254] = cse339;  /* [14, 27] */
    ab[1197] = cse342;  /* [14, 28] */
    ab[456] = cse688;  /* [14, 31] */
    ab[399] = cse689;  /* [14, 32] */
    ab[1083] = cse346;  /* [14, 34] */
    ab[903] = cse227;  /* [15, 6] */
    ab[846] = cse305;  /* [15, 7] */
    ab[675] = cse585;  /* [15, 9] */
    ab[1701] = cse624;  /* [15, 10] */
    ab[1644] = cse645;  /* [15, 11] */
    ab[789] = cse663;  /* [15, 12] */
    ab[732] = cse675;  /* [15, 13] */
    ab[618] = cse44*(cse728*lam_8 + cse730*lam_14 + cse733*lam_13 + cse734 + lam_16*(cse724*cse725 + cse725*cse726 + cse727)) + 0.0001*cse690 + cse719*cse721 + cse719*cse723 - h*(cse228*cse706 - cse685*cse718 + cse686*cse715);  /* [15, 15] */
    ab[1017] = cse44*(a_15*(cse720*cse743 + cse722*cse743 - cse743) - a_17*cse705 + cse224*(cse693*cse704 + cse697*cse700 + cse735*v_thetad_slider) + cse228*cse748 - cse228*cse756 - cse228*cse757 + cse685*cse751 - cse686*cse753 + cse758) - h*(cse228*cse736 - cse685*cse742 + cse686*cse739);  /* [15, 16] */
    ab[333] = cse44*(-cse228*cse764 - cse685*cse755 + cse685*cse762 - cse686*cse747 - cse686*cse763 + cse767) + cse714 - h*(-cse685*cse760 + cse686*cse759);  /* [15, 17] */
    ab[960] = cse768;  /* [15, 26] */
    ab[276] = cse769;  /* [15, 29] */
    ab[219] = cse658;  /* [15, 30] */
    ab[447] = cse770;  /* [15, 31] */
    ab[390] = cse771;  /* [15, 32] */
    ab[162] = cse772;  /* [15, 33] */
    ab[1074] = cse773;  /* [15, 34] */
    ab[910] = cse231;  /* [16, 6] */
    ab[853] = cse307;  /* [16, 7] */
    ab[1765] = cse337;  /* [16, 8] */
    ab[682] = cse587;  /* [16, 9] */
    ab[1708] = cse625;  /* [16, 10] */
    ab[1651] = cse646;  /* [16, 11] */
    ab[796] = cse666;  /* [16, 12] */
    ab[739] = cse678;  /* [16, 13] */
    ab[1138] = cse684;  /* [16, 14] */
    ab[625] = cse44*cse758 - h*(cse653*cse715 + cse655*cse718);  /* [16, 15] */
    ab[1024] = cse44*(-cse653*cse753 - cse655*cse751 - cse660*lam_15 + cse667*lam_11 + cse669*lam_12 + lam_13*(cse660*q_r_slider_y + cse667*cse729 + cse775) + lam_14*(cse657*q_r_slider_y + cse669*cse729 + cse776) + lam_16*(-cse228*cse346 + cse724*cse774 + cse725 + cse726*cse774 + cse727) + lam_8*(-cse228*cse339 + cse728)) + cse721 + cse723 - h*(cse653*cse739 + cse655*cse742);  /* [16, 16] */
    ab[340] = cse44*(-cse653*cse763 - cse655*cse762 - cse748 + cse756 + cse781) - h*(cse653*cse759 + cse655*cse760);  /* [16, 17] */
    ab[967] = cse782;  /* [16, 26] */
    ab[283] = cse665;  /* [16, 29] */
    ab[226] = cse664;  /* [16, 30] */
    ab[454] = cse780;  /* [16, 31] */
    ab[397] = cse783;  /* [16, 32] */
    ab[169] = cse784;  /* [16, 33] */
    ab[1081] = cse785;  /* [16, 34] */
    ab[784] = cse671;  /* [17, 12] */
    ab[727] = cse681;  /* [17, 13] */
    ab[1126] = cse687;  /* [17, 14] */
    ab[613] = cse44*cse767 - cse706*h + cse714;  /* [17, 15] */
    ab[1012] = cse44*(-a_15*cse705 - cse757 + cse781) - cse736*h;  /* [17, 16] */
    ab[328] = cse44*(cse734 - cse764 + lam_13*(cse733 + cse775) + lam_14*(cse730 + cse776)) + 0.0001;  /* [17, 17] */
    ab[271] = cse673;  /* [17, 29] */
    ab[214] = cse668;  /* [17, 30] */
    ab[442] = cse786;  /* [17, 31] */
    ab[385] = cse787;  /* [17, 32] */
    ab[157] = cse788;  /* [17, 33] */
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
    ab[690] = cse450;  /* [23, 9] */
    ab[1716] = cse514;  /* [23, 10] */
    ab[1659] = cse569;  /* [23, 11] */
    ab[518] = 1;  /* [24, 1] */
    ab[1544] = cse107;  /* [24, 3] */
    ab[1829] = cse119;  /* [24, 4] */
    ab[1886] = cse122;  /* [24, 5] */
    ab[860] = -1;  /* [24, 7] */
    ab[689] = cse437;  /* [24, 9] */
    ab[1715] = cse511;  /* [24, 10] */
    ab[1658] = cse566;  /* [24, 11] */
    ab[2009] = 1;  /* [25, 2] */
    ab[1838] = cse120;  /* [25, 4] */
    ab[1895] = cse123;  /* [25, 5] */
    ab[1781] = -1;  /* [25, 8] */
    ab[1724] = cse626;  /* [25, 10] */
    ab[1667] = cse647;  /* [25, 11] */
    ab[681] = cse589;  /* [26, 9] */
    ab[1707] = cse627;  /* [26, 10] */
    ab[1650] = cse648;  /* [26, 11] */
    ab[624] = cse768;  /* [26, 15] */
    ab[1023] = cse782;  /* [26, 16] */
    ab[914] = cse238;  /* [27, 6] */
    ab[857] = cse309;  /* [27, 7] */
    ab[1769] = cse340;  /* [27, 8] */
    ab[686] = cse590;  /* [27, 9] */
    ab[1712] = cse628;  /* [27, 10] */
    ab[1655] = cse649;  /* [27, 11] */
    ab[800] = cse237;  /* [27, 12] */
    ab[743] = cse308;  /* [27, 13] */
    ab[1142] = cse339;  /* [27, 14] */
    ab[913] = cse245;  /* [28, 6] */
    ab[856] = cse311;  /* [28, 7] */
    ab[1768] = cse343;  /* [28, 8] */
    ab[685] = cse591;  /* [28, 9] */
    ab[1711] = cse629;  /* [28, 10] */
    ab[1654] = cse650;  /* [28, 11] */
    ab[799] = cse244;  /* [28, 12] */
    ab[742] = cse310;  /* [28, 13] */
    ab[1141] = cse342;  /* [28, 14] */
    ab[612] = cse769;  /* [29, 15] */
    ab[1011] = cse665;  /* [29, 16] */
    ab[327] = cse673;  /* [29, 17] */
    ab[611] = cse658;  /* [30, 15] */
    ab[1010] = cse664;  /* [30, 16] */
    ab[326] = cse668;  /* [30, 17] */
    ab[786] = cse672;  /* [31, 12] */
    ab[729] = cse679;  /* [31, 13] */
    ab[1128] = cse688;  /* [31, 14] */
    ab[615] = cse770;  /* [31, 15] */
    ab[1014] = cse780;  /* [31, 16] */
    ab[330] = cse786;  /* [31, 17] */
    ab[785] = cse673;  /* [32, 12] */
    ab[728] = cse658;  /* [32, 13] */
    ab[1127] = cse689;  /* [32, 14] */
    ab[614] = cse771;  /* [32, 15] */
    ab[1013] = cse783;  /* [32, 16] */
    ab[329] = cse787;  /* [32, 17] */
    ab[610] = cse772;  /* [33, 15] */
    ab[1009] = cse784;  /* [33, 16] */
    ab[325] = cse788;  /* [33, 17] */
    ab[911] = cse256;  /* [34, 6] */
    ab[854] = cse314;  /* [34, 7] */
    ab[1766] = cse347;  /* [34, 8] */
    ab[683] = cse592;  /* [34, 9] */
    ab[1709] = cse630;  /* [34, 10] */
    ab[1652] = cse651;  /* [34, 11] */
    ab[797] = cse255;  /* [34, 12] */
    ab[740] = cse313;  /* [34, 13] */
    ab[1139] = cse346;  /* [34, 14] */
    ab[626] = cse773;  /* [34, 15] */
    ab[1025] = cse785;  /* [34, 16] */
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

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
 * columns, written by rows), global frame.
 * Inputs: q (position coordinates, 18); p (parameters, 0).
 * Output: out, 6 x 12 row-major, 56 nonzero.
 * 159 operations after common subexpression elimination.
 */
void mg_slider_crank_re_reaction_frames(const double *q, const double *p, double *out)
{
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
    const double cse0 = sin(q_phi_rod);
    const double cse1 = sin(q_psi_rod);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(q_theta_rod);
    const double cse4 = 0.050000303872472236*cse3;
    const double cse5 = cse2*cse4;
    const double cse6 = cos(q_psi_rod);
    const double cse7 = cse3*cse6;
    const double cse8 = 0.1000001947021587*cse7;
    const double cse9 = cse0*cse8;
    const double cse10 = sin(q_theta_rod);
    const double cse11 = 0.09999965336035312*cse10;
    const double cse12 = cse0*cse11;
    const double cse13 = cos(q_phi_rod);
    const double cse14 = cse1*cse13;
    const double cse15 = 0.1000001947021587*cse14;
    const double cse16 = 0.050000303872472236*cse6;
    const double cse17 = cse13*cse16;
    const double cse18 = cse14*cse4;
    const double cse19 = cse13*cse8;
    const double cse20 = 0.1000001947021587*cse2;
    const double cse21 = cse0*cse16;
    const double cse22 = cse11*cse13;
    const double cse23 = cse1*cse10;
    const double cse24 = 0.050000303872472236*cse23;
    const double cse25 = cse10*cse6;
    const double cse26 = 0.1000001947021587*cse25;
    const double cse27 = 0.09999965336035312*cse3;
    const double cse28 = 0.33333535914981494*cse3;
    const double cse29 = 0.666667964681058*cse7;
    const double cse30 = 0.33333535914981494*cse6;
    const double cse31 = 0.6666643557356875*cse10;
    const double cse32 = cse0*cse29 + cse0*cse31 - cse13*cse30 + 0.666667964681058*cse14 + cse2*cse28;
    const double cse33 = 0.8944266622941008*cse3;
    const double cse34 = 0.4472146529097166*cse7;
    const double cse35 = 0.8944266622941008*cse6;
    const double cse36 = 5.254189828941647e-07*cse10;
    const double cse37 = cse0*cse34 + cse0*cse36 + cse13*cse35 + 0.4472146529097166*cse14 - cse2*cse33;
    const double cse38 = 0.2981417181776114*cse3;
    const double cse39 = 0.5962825497118436*cse7;
    const double cse40 = 0.7453580594528005*cse10;
    const double cse41 = 0.2981417181776114*cse6;
    const double cse42 = -cse0*cse39 + cse0*cse40 + cse13*cse41 - 0.5962825497118436*cse14 - cse2*cse38;
    const double cse43 = -cse0*cse30 - cse13*cse29 - cse13*cse31 - cse14*cse28 + 0.666667964681058*cse2;
    const double cse44 = cse0*cse35 - cse13*cse34 - cse13*cse36 + cse14*cse33 + 0.4472146529097166*cse2;
    const double cse45 = cse0*cse41 + cse13*cse39 - cse13*cse40 + cse14*cse38 - 0.5962825497118436*cse2;
    const double cse46 = -0.33333535914981494*cse23 - 0.666667964681058*cse25 + 0.6666643557356875*cse3;
    const double cse47 = 0.8944266622941008*cse23 - 0.4472146529097166*cse25 + 5.254189828941647e-07*cse3;
    const double cse48 = 0.2981417181776114*cse23 + 0.5962825497118436*cse25 + 0.7453580594528005*cse3;
    const double cse49 = cse12 + cse15 - cse17 + cse5 + cse9 + q_r_rod_x;
    const double cse50 = -cse18 - cse19 + cse20 - cse21 - cse22 + q_r_rod_y;
    const double cse51 = -cse24 - cse26 + cse27 + q_r_rod_z;
    const double cse52 = cos(q_theta_slider);
    const double cse53 = sin(q_phi_slider);
    const double cse54 = cos(q_psi_slider);
    const double cse55 = cse53*cse54;
    const double cse56 = cos(q_phi_slider);
    const double cse57 = sin(q_psi_slider);
    const double cse58 = cse56*cse57;
    const double cse59 = cse53*cse57;
    const double cse60 = cse54*cse56;
    const double cse61 = sin(q_theta_slider);

    memset(out, 0, sizeof(double) * 72);
    out[1] = 0.1;  /* [0, 1] */
    out[2] = 0.12;  /* [0, 2] */
    out[3] = 1;  /* [0, 3] */
    out[7] = 1;  /* [0, 7] */
    out[11] = 1;  /* [0, 11] */
    out[12] = -cse12 - cse15 + cse17 - cse5 - cse9 + q_r_rod_x;  /* [1, 0] */
    out[13] = cse18 + cse19 - cse20 + cse21 + cse22 + q_r_rod_y;  /* [1, 1] */
    out[14] = cse24 + cse26 - cse27 + q_r_rod_z;  /* [1, 2] */
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
    out[36] = q_r_slider_x;  /* [3, 0] */
    out[37] = q_r_slider_y;  /* [3, 1] */
    out[38] = q_r_slider_z;  /* [3, 2] */
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
