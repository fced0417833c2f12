/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: double_pendulum */
/* formulation: re */
/* scheme: any */
/* input hash: 0e6466396f352309 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'double_pendulum' in the re formulation (C99).
 * Vectors: q (12), v (12), dv (12), a (12), lam (10), t, p (4), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "double_pendulum_re.h"

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
 * Inputs: q (position coordinates, 12); dv (increment in velocity coordinates (e.g. h v), 12).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 12 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_retract(const double *q, const double *dv, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double r_bar2_x = q[6];
    const double r_bar2_y = q[7];
    const double r_bar2_z = q[8];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
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

    out[0] = dv_0 + r_bar1_x;  /* [0, 0] */
    out[1] = dv_1 + r_bar1_y;  /* [1, 0] */
    out[2] = dv_2 + r_bar1_z;  /* [2, 0] */
    out[3] = dv_3 + phi_bar1;  /* [3, 0] */
    out[4] = dv_4 + theta_bar1;  /* [4, 0] */
    out[5] = dv_5 + psi_bar1;  /* [5, 0] */
    out[6] = dv_6 + r_bar2_x;  /* [6, 0] */
    out[7] = dv_7 + r_bar2_y;  /* [7, 0] */
    out[8] = dv_8 + r_bar2_z;  /* [8, 0] */
    out[9] = dv_9 + phi_bar2;  /* [9, 0] */
    out[10] = dv_10 + theta_bar2;  /* [10, 0] */
    out[11] = dv_11 + psi_bar2;  /* [11, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp and re.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 12).
 * Output: out, 12 x 12 row-major, 12 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_tangent(const double *dv, double *out)
{
    (void)dv;

    memset(out, 0, sizeof(double) * 144);
    out[0] = 1;  /* [0, 0] */
    out[13] = 1;  /* [1, 1] */
    out[26] = 1;  /* [2, 2] */
    out[39] = 1;  /* [3, 3] */
    out[52] = 1;  /* [4, 4] */
    out[65] = 1;  /* [5, 5] */
    out[78] = 1;  /* [6, 6] */
    out[91] = 1;  /* [7, 7] */
    out[104] = 1;  /* [8, 8] */
    out[117] = 1;  /* [9, 9] */
    out[130] = 1;  /* [10, 10] */
    out[143] = 1;  /* [11, 11] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 10 x 1 row-major, 10 nonzero.
 * 71 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Phi(const double *q, double t, const double *p, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double r_bar2_x = q[6];
    const double r_bar2_y = q[7];
    const double r_bar2_z = q[8];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double cse0 = cos(theta_bar1);
    const double cse1 = sin(psi_bar1);
    const double cse2 = sin(phi_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cos(psi_bar1);
    const double cse5 = cos(phi_bar1);
    const double cse6 = cse4*cse5;
    const double cse7 = -cse0*cse3 + cse6;
    const double cse8 = (1.0/2.0)*L1;
    const double cse9 = -cse7*cse8;
    const double cse10 = cse1*cse5;
    const double cse11 = cse2*cse4;
    const double cse12 = cse0*cse10 + cse11;
    const double cse13 = -cse12*cse8;
    const double cse14 = sin(theta_bar1);
    const double cse15 = -cse1*cse14*cse8;
    const double cse16 = sin(phi_bar2);
    const double cse17 = cos(theta_bar2);
    const double cse18 = cos(psi_bar2);
    const double cse19 = cse17*cse18;
    const double cse20 = sin(psi_bar2);
    const double cse21 = cos(phi_bar2);
    const double cse22 = (1.0/2.0)*L2;
    const double cse23 = sin(theta_bar2);
    const double cse24 = cse14*cse17;
    const double cse25 = cse21*cse23;
    const double cse26 = cse16*cse23;

    out[0] = cse9 + r_bar1_x;  /* [0, 0] */
    out[1] = cse13 + r_bar1_y;  /* [1, 0] */
    out[2] = cse15 + r_bar1_z;  /* [2, 0] */
    out[3] = cse0;  /* [3, 0] */
    out[4] = cse14*cse5;  /* [4, 0] */
    out[5] = -cse22*(cse16*cse19 + cse20*cse21) + cse9 - r_bar1_x + r_bar2_x;  /* [5, 0] */
    out[6] = cse13 - cse22*(cse16*cse20 - cse19*cse21) - r_bar1_y + r_bar2_y;  /* [6, 0] */
    out[7] = cse15 + cse18*cse22*cse23 - r_bar1_z + r_bar2_z;  /* [7, 0] */
    out[8] = cse24*cse4 - cse25*(cse0*cse6 - cse3) + cse26*(-cse0*cse11 - cse10);  /* [8, 0] */
    out[9] = -cse1*cse24 + cse12*cse25 - cse26*cse7;  /* [9, 0] */
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Inputs: q (position coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 10 x 12 row-major, 46 nonzero.
 * 136 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Phi_q(const double *q, double t, const double *p, double *out)
{
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double cse0 = cos(psi_bar1);
    const double cse1 = sin(phi_bar1);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(theta_bar1);
    const double cse4 = sin(psi_bar1);
    const double cse5 = cos(phi_bar1);
    const double cse6 = cse4*cse5;
    const double cse7 = cse3*cse6;
    const double cse8 = -cse2 - cse7;
    const double cse9 = (1.0/2.0)*L1;
    const double cse10 = -cse8*cse9;
    const double cse11 = sin(theta_bar1);
    const double cse12 = cse1*cse11;
    const double cse13 = cse4*cse9;
    const double cse14 = -cse12*cse13;
    const double cse15 = -cse2*cse3 - cse6;
    const double cse16 = -cse15*cse9;
    const double cse17 = cse0*cse5;
    const double cse18 = cse1*cse4;
    const double cse19 = cse18*cse3;
    const double cse20 = cse17 - cse19;
    const double cse21 = -cse20*cse9;
    const double cse22 = cse11*cse9;
    const double cse23 = cse22*cse6;
    const double cse24 = cse17*cse3;
    const double cse25 = -cse18 + cse24;
    const double cse26 = -cse25*cse9;
    const double cse27 = -cse13*cse3;
    const double cse28 = -cse0*cse22;
    const double cse29 = sin(psi_bar2);
    const double cse30 = sin(phi_bar2);
    const double cse31 = cse29*cse30;
    const double cse32 = cos(theta_bar2);
    const double cse33 = cos(psi_bar2);
    const double cse34 = cos(phi_bar2);
    const double cse35 = cse33*cse34;
    const double cse36 = (1.0/2.0)*L2;
    const double cse37 = cse30*cse33;
    const double cse38 = sin(theta_bar2);
    const double cse39 = cse36*cse38;
    const double cse40 = cse29*cse34;
    const double cse41 = cse15*cse38;
    const double cse42 = cse34*cse41;
    const double cse43 = cse30*cse38;
    const double cse44 = cse3*cse32;
    const double cse45 = cse11*cse38;
    const double cse46 = cse34*cse45;
    const double cse47 = cse12*cse43;
    const double cse48 = cse11*cse32;
    const double cse49 = cse34*cse38;
    const double cse50 = cse25*cse34;
    const double cse51 = cse30*cse32;
    const double cse52 = cse20*cse49;
    const double cse53 = cse2 + cse7;

    memset(out, 0, sizeof(double) * 120);
    out[0] = 1;  /* [0, 0] */
    out[3] = cse10;  /* [0, 3] */
    out[4] = cse14;  /* [0, 4] */
    out[5] = cse16;  /* [0, 5] */
    out[13] = 1;  /* [1, 1] */
    out[15] = cse21;  /* [1, 3] */
    out[16] = cse23;  /* [1, 4] */
    out[17] = cse26;  /* [1, 5] */
    out[26] = 1;  /* [2, 2] */
    out[28] = cse27;  /* [2, 4] */
    out[29] = cse28;  /* [2, 5] */
    out[40] = -cse11;  /* [3, 4] */
    out[51] = -cse12;  /* [4, 3] */
    out[52] = cse3*cse5;  /* [4, 4] */
    out[60] = -1;  /* [5, 0] */
    out[63] = cse10;  /* [5, 3] */
    out[64] = cse14;  /* [5, 4] */
    out[65] = cse16;  /* [5, 5] */
    out[66] = 1;  /* [5, 6] */
    out[69] = -cse36*(-cse31 + cse32*cse35);  /* [5, 9] */
    out[70] = cse37*cse39;  /* [5, 10] */
    out[71] = -cse36*(-cse31*cse32 + cse35);  /* [5, 11] */
    out[73] = -1;  /* [6, 1] */
    out[75] = cse21;  /* [6, 3] */
    out[76] = cse23;  /* [6, 4] */
    out[77] = cse26;  /* [6, 5] */
    out[79] = 1;  /* [6, 7] */
    out[81] = -cse36*(cse32*cse37 + cse40);  /* [6, 9] */
    out[82] = -cse35*cse39;  /* [6, 10] */
    out[83] = -cse36*(cse32*cse40 + cse37);  /* [6, 11] */
    out[86] = -1;  /* [7, 2] */
    out[88] = cse27;  /* [7, 4] */
    out[89] = cse28;  /* [7, 5] */
    out[92] = 1;  /* [7, 8] */
    out[94] = cse32*cse33*cse36;  /* [7, 10] */
    out[95] = -cse29*cse39;  /* [7, 11] */
    out[99] = -cse42 + cse43*(cse18 - cse24);  /* [8, 3] */
    out[100] = cse0*cse44 + cse0*cse47 + cse17*cse46;  /* [8, 4] */
    out[101] = -cse4*cse48 + cse43*(-cse17 + cse19) - cse49*cse8;  /* [8, 5] */
    out[105] = cse25*cse43 + cse42;  /* [8, 9] */
    out[106] = -cse0*cse45 + cse15*cse51 - cse32*cse50;  /* [8, 10] */
    out[111] = -cse43*cse8 + cse52;  /* [9, 3] */
    out[112] = -cse4*cse44 - cse4*cse47 - cse46*cse6;  /* [9, 4] */
    out[113] = -cse0*cse48 - cse30*cse41 + cse38*cse50;  /* [9, 5] */
    out[117] = -cse43*cse53 - cse52;  /* [9, 9] */
    out[118] = -cse20*cse51 + cse32*cse34*cse53 + cse4*cse45;  /* [9, 10] */
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 10 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_nu(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 10);
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 10 x 1 row-major, 10 nonzero.
 * 409 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double phid_bar1 = v[3];
    const double thetad_bar1 = v[4];
    const double psid_bar1 = v[5];
    const double phid_bar2 = v[9];
    const double thetad_bar2 = v[10];
    const double psid_bar2 = v[11];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double cse0 = sin(psi_bar1);
    const double cse1 = sin(phi_bar1);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(theta_bar1);
    const double cse4 = cos(psi_bar1);
    const double cse5 = cos(phi_bar1);
    const double cse6 = cse4*cse5;
    const double cse7 = cse3*cse6;
    const double cse8 = cse2 - cse7;
    const double cse9 = (1.0/2.0)*L1;
    const double cse10 = cse9*phid_bar1;
    const double cse11 = cse2*cse3;
    const double cse12 = cse11 - cse6;
    const double cse13 = cse9*psid_bar1;
    const double cse14 = sin(theta_bar1);
    const double cse15 = cse1*cse4;
    const double cse16 = cse14*cse15;
    const double cse17 = cse9*thetad_bar1;
    const double cse18 = cse0*cse5;
    const double cse19 = cse14*cse18;
    const double cse20 = phid_bar1*(-cse10*cse12 - cse13*cse8 - cse17*cse19) + psid_bar1*(-cse10*cse8 - cse12*cse13 - cse16*cse17) + thetad_bar1*(-cse10*cse19 - cse11*cse17 - cse13*cse16);
    const double cse21 = cse15*cse3;
    const double cse22 = -cse18 - cse21;
    const double cse23 = cse14*cse6;
    const double cse24 = cse18*cse3;
    const double cse25 = -cse15 - cse24;
    const double cse26 = cse25*cse9;
    const double cse27 = cse14*cse2;
    const double cse28 = phid_bar1*(-cse13*cse22 - cse17*cse27 - cse26*phid_bar1) + psid_bar1*(-cse10*cse22 + cse17*cse23 - cse26*psid_bar1) + thetad_bar1*(-cse10*cse27 + cse13*cse23 + cse17*cse24);
    const double cse29 = cse3*cse4;
    const double cse30 = cse0*cse14;
    const double cse31 = psid_bar1*(cse13*cse30 - cse17*cse29) + thetad_bar1*(-cse13*cse29 + cse17*cse30);
    const double cse32 = cse1*cse3;
    const double cse33 = cse14*cse5;
    const double cse34 = cos(theta_bar2);
    const double cse35 = sin(psi_bar2);
    const double cse36 = cos(phi_bar2);
    const double cse37 = cse35*cse36;
    const double cse38 = cos(psi_bar2);
    const double cse39 = sin(phi_bar2);
    const double cse40 = cse38*cse39;
    const double cse41 = -cse34*cse37 - cse40;
    const double cse42 = (1.0/2.0)*L2;
    const double cse43 = cse42*phid_bar2;
    const double cse44 = cse35*cse39;
    const double cse45 = sin(theta_bar2);
    const double cse46 = cse42*thetad_bar2;
    const double cse47 = cse45*cse46;
    const double cse48 = cse34*cse40;
    const double cse49 = -cse37 - cse48;
    const double cse50 = cse42*psid_bar2;
    const double cse51 = cse36*cse38;
    const double cse52 = cse43*cse45;
    const double cse53 = -cse34*cse44 + cse51;
    const double cse54 = cse34*cse51;
    const double cse55 = -cse44 + cse54;
    const double cse56 = cse37*cse45;
    const double cse57 = cse38*cse45;
    const double cse58 = cse34*cse35;
    const double cse59 = cse36*cse45;
    const double cse60 = cse59*cse8;
    const double cse61 = cse39*cse45;
    const double cse62 = cse22*cse61;
    const double cse63 = cse60 + cse62;
    const double cse64 = cse14*cse45;
    const double cse65 = cse36*cse64;
    const double cse66 = cse15*cse65;
    const double cse67 = cse14*cse61;
    const double cse68 = cse6*cse67;
    const double cse69 = cse66 - cse68;
    const double cse70 = -cse2 + cse7;
    const double cse71 = cse59*cse70 - cse62;
    const double cse72 = cse12*cse59;
    const double cse73 = cse25*cse61 + cse72;
    const double cse74 = cse34*cse36;
    const double cse75 = cse22*cse74;
    const double cse76 = cse34*cse39;
    const double cse77 = cse70*cse76 + cse75;
    const double cse78 = cse15 + cse24;
    const double cse79 = cse61*cse78 - cse72;
    const double cse80 = cse18*cse36;
    const double cse81 = cse3*cse34;
    const double cse82 = -cse0*cse81 - cse2*cse67 - cse64*cse80;
    const double cse83 = cse14*cse34;
    const double cse84 = -cse4*cse83;
    const double cse85 = -cse60 + cse61*(cse18 + cse21);
    const double cse86 = cse0*cse64 + cse12*cse76 - cse25*cse74;
    const double cse87 = -cse66 + cse68;
    const double cse88 = cse3*cse45;
    const double cse89 = cse16*cse76 + cse36*cse6*cse83 - cse4*cse88;
    const double cse90 = -cse75 + cse76*cse8;
    const double cse91 = -cse22*cse76 + cse4*cse64 + cse70*cse74;
    const double cse92 = -cse11 + cse6;
    const double cse93 = cse74*cse92;
    const double cse94 = -cse25*cse76 + cse93;
    const double cse95 = -cse76*cse78 - cse93;
    const double cse96 = cse0*cse88 - cse27*cse76 - cse80*cse83;
    const double cse97 = cse0*cse83;
    const double cse98 = cse61*cse92;
    const double cse99 = -cse59*cse78 + cse98;
    const double cse100 = cse25*cse59;
    const double cse101 = -cse100 - cse98;
    const double cse102 = cse22*cse59;
    const double cse103 = -cse102 - cse61*cse70;
    const double cse104 = cse18*cse67;
    const double cse105 = cse2*cse65;
    const double cse106 = cse104 - cse105;
    const double cse107 = cse102 - cse61*cse8;
    const double cse108 = cse100 - cse12*cse61;
    const double cse109 = -cse16*cse61 - cse4*cse81 - cse6*cse65;
    const double cse110 = -cse104 + cse105;

    out[0] = -cse20;  /* [0, 0] */
    out[1] = -cse28;  /* [1, 0] */
    out[2] = -cse31;  /* [2, 0] */
    out[3] = cse3*(thetad_bar1*thetad_bar1);  /* [3, 0] */
    out[4] = -phid_bar1*(-cse32*thetad_bar1 - cse33*phid_bar1) - thetad_bar1*(-cse32*phid_bar1 - cse33*thetad_bar1);  /* [4, 0] */
    out[5] = -cse20 - phid_bar2*(-cse41*cse50 - cse43*cse49 + cse47*cse51) - psid_bar2*(-cse41*cse43 - cse44*cse47 - cse49*cse50) - thetad_bar2*(-cse44*cse45*cse50 + cse46*cse48 + cse51*cse52);  /* [5, 0] */
    out[6] = -cse28 - phid_bar2*(cse40*cse47 - cse43*cse55 - cse50*cse53) - psid_bar2*(-cse43*cse53 + cse46*cse56 - cse50*cse55) - thetad_bar2*(cse40*cse52 - cse46*cse54 + cse50*cse56);  /* [6, 0] */
    out[7] = -cse31 - psid_bar2*(-cse46*cse58 - cse50*cse57) - thetad_bar2*(-cse46*cse57 - cse50*cse58);  /* [7, 0] */
    out[8] = -phid_bar1*(cse63*phid_bar2 + cse79*psid_bar1 + cse85*phid_bar1 + cse87*thetad_bar1 + cse90*thetad_bar2) - phid_bar2*(cse63*phid_bar1 + cse69*thetad_bar1 + cse71*phid_bar2 + cse73*psid_bar1 + cse77*thetad_bar2) - psid_bar1*(cse73*phid_bar2 + cse79*phid_bar1 + cse82*thetad_bar1 + cse86*thetad_bar2 + psid_bar1*(cse84 + cse85)) - thetad_bar1*(cse69*phid_bar2 + cse82*psid_bar1 + cse87*phid_bar1 + cse89*thetad_bar2 + thetad_bar1*(cse21*cse61 + cse59*cse7 + cse84)) - thetad_bar2*(cse77*phid_bar2 + cse86*psid_bar1 + cse89*thetad_bar1 + cse90*phid_bar1 + thetad_bar2*(cse71 + cse84));  /* [8, 0] */
    out[9] = -phid_bar1*(cse101*phid_bar2 + cse107*psid_bar1 + cse108*phid_bar1 + cse110*thetad_bar1 + cse94*thetad_bar2) - phid_bar2*(cse101*phid_bar1 + cse103*psid_bar1 + cse106*thetad_bar1 + cse95*thetad_bar2 + cse99*phid_bar2) - psid_bar1*(cse103*phid_bar2 + cse107*phid_bar1 + cse109*thetad_bar1 + cse91*thetad_bar2 + psid_bar1*(cse108 + cse97)) - thetad_bar1*(cse106*phid_bar2 + cse109*psid_bar1 + cse110*phid_bar1 + cse96*thetad_bar2 + thetad_bar1*(-cse11*cse61 - cse24*cse59 + cse97)) - thetad_bar2*(cse91*psid_bar1 + cse94*phid_bar1 + cse95*phid_bar2 + cse96*thetad_bar1 + thetad_bar2*(cse97 + cse99));  /* [9, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a).
 * Inputs: q (position coordinates, 12); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 20 nonzero.
 * 65 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_M(const double *q, const double *p, double *out)
{
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = (w*w);
    const double cse1 = cse0*rho;
    const double cse2 = L1*cse1;
    const double cse3 = cos(psi_bar1);
    const double cse4 = (cse3*cse3);
    const double cse5 = sin(theta_bar1);
    const double cse6 = (cse5*cse5);
    const double cse7 = (1.0/12.0)*cse2*((L1*L1) + cse0);
    const double cse8 = cos(theta_bar1);
    const double cse9 = sin(psi_bar1);
    const double cse10 = (cse9*cse9);
    const double cse11 = (1.0/6.0)*rho*(w*w*w*w);
    const double cse12 = L1*cse11;
    const double cse13 = cse3*cse5*cse9;
    const double cse14 = cse12*cse13 - cse13*cse7;
    const double cse15 = cse7*cse8;
    const double cse16 = L2*cse1;
    const double cse17 = sin(psi_bar2);
    const double cse18 = (cse17*cse17);
    const double cse19 = sin(theta_bar2);
    const double cse20 = (cse19*cse19);
    const double cse21 = (1.0/12.0)*cse16*((L2*L2) + cse0);
    const double cse22 = cos(theta_bar2);
    const double cse23 = cos(psi_bar2);
    const double cse24 = (cse23*cse23);
    const double cse25 = L2*cse11;
    const double cse26 = cse17*cse19*cse23;
    const double cse27 = cse21*cse26 - cse25*cse26;
    const double cse28 = cse21*cse22;

    memset(out, 0, sizeof(double) * 144);
    out[0] = cse2;  /* [0, 0] */
    out[13] = cse2;  /* [1, 1] */
    out[26] = cse2;  /* [2, 2] */
    out[39] = cse10*cse12*cse6 + cse4*cse6*cse7 + cse7*(cse8*cse8);  /* [3, 3] */
    out[40] = cse14;  /* [3, 4] */
    out[41] = cse15;  /* [3, 5] */
    out[51] = cse14;  /* [4, 3] */
    out[52] = cse10*cse7 + cse12*cse4;  /* [4, 4] */
    out[63] = cse15;  /* [5, 3] */
    out[65] = cse7;  /* [5, 5] */
    out[78] = cse16;  /* [6, 6] */
    out[91] = cse16;  /* [7, 7] */
    out[104] = cse16;  /* [8, 8] */
    out[117] = cse18*cse20*cse21 + cse20*cse24*cse25 + cse21*(cse22*cse22);  /* [9, 9] */
    out[118] = cse27;  /* [9, 10] */
    out[119] = cse28;  /* [9, 11] */
    out[129] = cse27;  /* [10, 9] */
    out[130] = cse18*cse25 + cse21*cse24;  /* [10, 10] */
    out[141] = cse28;  /* [11, 9] */
    out[143] = cse21;  /* [11, 11] */
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 12 x 1 row-major, 8 nonzero.
 * 135 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double phid_bar1 = v[3];
    const double thetad_bar1 = v[4];
    const double psid_bar1 = v[5];
    const double phid_bar2 = v[9];
    const double thetad_bar2 = v[10];
    const double psid_bar2 = v[11];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = (w*w);
    const double cse1 = 9.81*cse0;
    const double cse2 = L1*rho;
    const double cse3 = sin(psi_bar1);
    const double cse4 = sin(theta_bar1);
    const double cse5 = cse3*cse4;
    const double cse6 = cse5*phid_bar1;
    const double cse7 = cos(psi_bar1);
    const double cse8 = cse7*thetad_bar1;
    const double cse9 = cse6 + cse8;
    const double cse10 = cos(theta_bar1);
    const double cse11 = cse10*phid_bar1;
    const double cse12 = (1.0/12.0)*cse0;
    const double cse13 = cse12*cse2*((L1*L1) + cse0);
    const double cse14 = cse13*(cse11 + psid_bar1);
    const double cse15 = (1.0/6.0)*(w*w*w*w);
    const double cse16 = cse15*cse2;
    const double cse17 = cse16*cse9;
    const double cse18 = -cse13*(cse11*cse8 - cse6*psid_bar1 - cse8*psid_bar1) + cse14*cse9 + cse17*(-cse11 - psid_bar1);
    const double cse19 = cse4*cse7;
    const double cse20 = cse19*phid_bar1;
    const double cse21 = cse3*thetad_bar1;
    const double cse22 = cse20 - cse21;
    const double cse23 = cse14*cse22 + cse14*(-cse20 + cse21) - cse16*(cse11*cse21 + cse20*psid_bar1 - cse21*psid_bar1);
    const double cse24 = cse13*cse22*(-cse6 - cse8) + cse13*cse4*phid_bar1*thetad_bar1 + cse17*cse22;
    const double cse25 = L2*rho;
    const double cse26 = sin(psi_bar2);
    const double cse27 = sin(theta_bar2);
    const double cse28 = cse26*cse27;
    const double cse29 = cse28*phid_bar2;
    const double cse30 = cos(psi_bar2);
    const double cse31 = cse30*thetad_bar2;
    const double cse32 = cos(theta_bar2);
    const double cse33 = cse32*phid_bar2;
    const double cse34 = cse33 + psid_bar2;
    const double cse35 = cse12*cse25*((L2*L2) + cse0);
    const double cse36 = cse34*cse35;
    const double cse37 = cse29 + cse31;
    const double cse38 = cse35*cse37;
    const double cse39 = cse15*cse25;
    const double cse40 = cse34*cse38 + cse36*(-cse29 - cse31) - cse39*(cse29*psid_bar2 - cse31*cse33 + cse31*psid_bar2);
    const double cse41 = cse27*cse30;
    const double cse42 = cse41*phid_bar2;
    const double cse43 = cse26*thetad_bar2;
    const double cse44 = -cse42 + cse43;
    const double cse45 = cse39*cse44;
    const double cse46 = -cse35*(cse33*cse43 + cse42*psid_bar2 - cse43*psid_bar2) + cse36*cse44 + cse45*(-cse33 - psid_bar2);
    const double cse47 = cse27*cse35*phid_bar2*thetad_bar2 + cse37*cse45 + cse38*(cse42 - cse43);

    memset(out, 0, sizeof(double) * 12);
    out[2] = -cse1*cse2;  /* [2, 0] */
    out[3] = cse10*cse24 + cse18*cse19 + cse23*cse5;  /* [3, 0] */
    out[4] = -cse18*cse3 + cse23*cse7;  /* [4, 0] */
    out[5] = cse24;  /* [5, 0] */
    out[8] = -cse1*cse25;  /* [8, 0] */
    out[9] = cse28*cse46 + cse32*cse47 - cse40*cse41;  /* [9, 0] */
    out[10] = cse26*cse40 + cse30*cse46;  /* [10, 0] */
    out[11] = cse47;  /* [11, 0] */
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 12 nonzero.
 * 287 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double phid_bar1 = v[3];
    const double thetad_bar1 = v[4];
    const double psid_bar1 = v[5];
    const double phid_bar2 = v[9];
    const double thetad_bar2 = v[10];
    const double psid_bar2 = v[11];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = cos(theta_bar1);
    const double cse1 = sin(psi_bar1);
    const double cse2 = sin(theta_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cse3*phid_bar1;
    const double cse5 = cos(psi_bar1);
    const double cse6 = cse5*thetad_bar1;
    const double cse7 = cse4 + cse6;
    const double cse8 = cse0*phid_bar1;
    const double cse9 = (w*w);
    const double cse10 = L1*rho;
    const double cse11 = (1.0/12.0)*cse9;
    const double cse12 = cse10*cse11*((L1*L1) + cse9);
    const double cse13 = cse12*(cse8 + psid_bar1);
    const double cse14 = cse13*cse7;
    const double cse15 = -cse8 - psid_bar1;
    const double cse16 = (1.0/6.0)*(w*w*w*w);
    const double cse17 = cse10*cse16;
    const double cse18 = cse17*cse7;
    const double cse19 = -cse4*psid_bar1 + cse6*cse8 - cse6*psid_bar1;
    const double cse20 = -cse12*cse19 + cse14 + cse15*cse18;
    const double cse21 = cse20*cse5;
    const double cse22 = cse2*cse5;
    const double cse23 = cse22*phid_bar1;
    const double cse24 = cse1*thetad_bar1;
    const double cse25 = cse23 - cse24;
    const double cse26 = cse13*cse25;
    const double cse27 = -cse23 + cse24;
    const double cse28 = cse24*cse8;
    const double cse29 = cse23*psid_bar1;
    const double cse30 = cse24*psid_bar1;
    const double cse31 = cse13*cse27 - cse17*(cse28 + cse29 - cse30) + cse26;
    const double cse32 = cse1*cse31;
    const double cse33 = cse2*phid_bar1;
    const double cse34 = cse8*psid_bar1;
    const double cse35 = cse15*cse17;
    const double cse36 = cse1*cse8;
    const double cse37 = cse12*cse33;
    const double cse38 = -cse12*(-cse1*cse34 - cse33*cse6) + cse13*cse36 + cse18*cse33 + cse35*cse36 - cse37*cse7;
    const double cse39 = cse12*cse25;
    const double cse40 = -cse17*(-cse24*cse33 + cse34*cse5) - cse27*cse37 - cse33*cse39;
    const double cse41 = -cse4 - cse6;
    const double cse42 = cse12*cse8;
    const double cse43 = cse17*cse25*cse36 + cse18*cse5*cse8 - cse36*cse39 + cse41*cse42*cse5 + cse42*thetad_bar1;
    const double cse44 = -cse12*(-cse28 - cse29 + cse30) + cse25*cse35 + cse26;
    const double cse45 = cse13*cse41 + cse14 - cse17*cse19;
    const double cse46 = cse12*(cse41*cse41) + cse17*(cse25*cse25) + cse18*cse41 + cse27*cse39;
    const double cse47 = sin(psi_bar2);
    const double cse48 = cos(theta_bar2);
    const double cse49 = cse48*phid_bar2;
    const double cse50 = cse49*psid_bar2;
    const double cse51 = cos(psi_bar2);
    const double cse52 = cse51*thetad_bar2;
    const double cse53 = sin(theta_bar2);
    const double cse54 = cse53*phid_bar2;
    const double cse55 = L2*rho;
    const double cse56 = cse16*cse55;
    const double cse57 = cse47*cse53;
    const double cse58 = cse57*phid_bar2;
    const double cse59 = cse52 + cse58;
    const double cse60 = cse11*cse55*((L2*L2) + cse9);
    const double cse61 = cse59*cse60;
    const double cse62 = -cse52 - cse58;
    const double cse63 = cse54*cse60;
    const double cse64 = -cse54*cse61 - cse56*(cse47*cse50 + cse52*cse54) - cse62*cse63;
    const double cse65 = cse51*cse53;
    const double cse66 = cse60*(cse49 + psid_bar2);
    const double cse67 = cse59*cse66;
    const double cse68 = cse49*cse52;
    const double cse69 = cse58*psid_bar2;
    const double cse70 = cse52*psid_bar2;
    const double cse71 = -cse56*(-cse68 + cse69 + cse70) + cse62*cse66 + cse67;
    const double cse72 = cse51*cse71;
    const double cse73 = cse65*phid_bar2;
    const double cse74 = cse47*thetad_bar2;
    const double cse75 = -cse73 + cse74;
    const double cse76 = cse56*cse75;
    const double cse77 = cse47*cse49;
    const double cse78 = cse49*cse51;
    const double cse79 = cse73 - cse74;
    const double cse80 = cse49*cse60*thetad_bar2 - cse56*cse59*cse78 + cse60*cse77*cse79 + cse61*cse78 + cse76*cse77;
    const double cse81 = -cse49 - psid_bar2;
    const double cse82 = cse56*cse81;
    const double cse83 = cse54*cse76 - cse60*(cse50*cse51 - cse54*cse74) - cse63*cse75 - cse66*cse78 - cse78*cse82;
    const double cse84 = cse66*cse75;
    const double cse85 = cse49*cse74 + cse73*psid_bar2 - cse74*psid_bar2;
    const double cse86 = -cse60*cse85 + cse76*cse81 + cse84;
    const double cse87 = cse47*cse86;
    const double cse88 = -cse56*cse85 + cse66*cse79 + cse84;
    const double cse89 = cse59*cse82 - cse60*(cse68 - cse69 - cse70) + cse67;
    const double cse90 = cse56*(cse59*cse59) + cse60*(cse79*cse79) + cse61*cse62 + cse76*cse79;

    memset(out, 0, sizeof(double) * 144);
    out[40] = cse0*cse21 + cse0*cse32 + cse0*cse43 - cse2*(cse18*cse25 + cse37*thetad_bar1 + cse39*cse41) + cse22*cse38 + cse3*cse40;  /* [3, 4] */
    out[41] = cse0*cse46 - cse20*cse3 + cse22*cse31 + cse22*cse44 + cse3*cse45;  /* [3, 5] */
    out[52] = -cse1*cse38 + cse40*cse5;  /* [4, 4] */
    out[53] = -cse1*cse44 - cse21 - cse32 + cse45*cse5;  /* [4, 5] */
    out[64] = cse43;  /* [5, 4] */
    out[65] = cse46;  /* [5, 5] */
    out[118] = -cse48*cse72 + cse48*cse80 + cse48*cse87 - cse53*(cse59*cse76 + cse61*cse79 + cse63*thetad_bar2) + cse57*cse83 - cse64*cse65;  /* [9, 10] */
    out[119] = cse48*cse90 + cse57*cse71 + cse57*cse89 + cse65*cse86 - cse65*cse88;  /* [9, 11] */
    out[130] = cse47*cse64 + cse51*cse83;  /* [10, 10] */
    out[131] = cse47*cse88 + cse51*cse89 + cse72 - cse87;  /* [10, 11] */
    out[142] = cse80;  /* [11, 10] */
    out[143] = cse90;  /* [11, 11] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 16 nonzero.
 * 226 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double phid_bar1 = v[3];
    const double thetad_bar1 = v[4];
    const double psid_bar1 = v[5];
    const double phid_bar2 = v[9];
    const double thetad_bar2 = v[10];
    const double psid_bar2 = v[11];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = cos(theta_bar1);
    const double cse1 = sin(psi_bar1);
    const double cse2 = sin(theta_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cse1*thetad_bar1;
    const double cse5 = cos(psi_bar1);
    const double cse6 = cse2*cse5;
    const double cse7 = cse6*phid_bar1;
    const double cse8 = -cse4 + cse7;
    const double cse9 = (1.0/6.0)*(w*w*w*w);
    const double cse10 = L1*rho;
    const double cse11 = cse10*cse9;
    const double cse12 = cse11*cse8;
    const double cse13 = cse3*phid_bar1;
    const double cse14 = cse5*thetad_bar1;
    const double cse15 = cse13 + cse14;
    const double cse16 = cse11*cse15;
    const double cse17 = (w*w);
    const double cse18 = (1.0/12.0)*cse17;
    const double cse19 = cse10*cse18*((L1*L1) + cse17);
    const double cse20 = cse19*cse8;
    const double cse21 = cse19*(-cse13 - cse14);
    const double cse22 = cse19*cse2;
    const double cse23 = cse12*cse3 + cse16*cse6 - cse20*cse3 + cse21*cse6 + cse22*thetad_bar1;
    const double cse24 = cse5*psid_bar1;
    const double cse25 = cse19*(cse4 - cse7);
    const double cse26 = cse0*cse20 + cse0*cse25 - cse11*(cse0*cse4 + cse2*cse24);
    const double cse27 = cse1*psid_bar1;
    const double cse28 = cse0*phid_bar1;
    const double cse29 = -cse28 - psid_bar1;
    const double cse30 = cse11*cse3;
    const double cse31 = cse19*(cse28 + psid_bar1);
    const double cse32 = cse15*cse19;
    const double cse33 = -cse0*cse16 + cse0*cse32 - cse19*(cse0*cse14 - cse2*cse27) + cse29*cse30 + cse3*cse31;
    const double cse34 = -cse1*cse16 - cse1*cse21 + cse12*cse5 - cse20*cse5 + cse22*phid_bar1;
    const double cse35 = cse1*cse28 - cse27;
    const double cse36 = cse11*cse5;
    const double cse37 = -cse19*(-cse24 + cse28*cse5) + cse29*cse36 + cse31*cse5;
    const double cse38 = -cse12 + cse20 + cse25;
    const double cse39 = -cse16 - cse21 + cse32;
    const double cse40 = cos(theta_bar2);
    const double cse41 = sin(psi_bar2);
    const double cse42 = sin(theta_bar2);
    const double cse43 = cse41*cse42;
    const double cse44 = cos(psi_bar2);
    const double cse45 = cse42*cse44;
    const double cse46 = cse45*phid_bar2;
    const double cse47 = cse41*thetad_bar2;
    const double cse48 = L2*rho;
    const double cse49 = cse48*(-cse46 + cse47);
    const double cse50 = cse49*cse9;
    const double cse51 = cse18*((L2*L2) + cse17);
    const double cse52 = cse48*cse51;
    const double cse53 = cse52*(cse46 - cse47);
    const double cse54 = cse44*thetad_bar2;
    const double cse55 = cse43*phid_bar2;
    const double cse56 = cse54 + cse55;
    const double cse57 = cse48*cse9;
    const double cse58 = cse56*cse57;
    const double cse59 = cse52*cse56;
    const double cse60 = cse42*cse52;
    const double cse61 = cse43*cse50 + cse43*cse53 - cse45*cse58 + cse45*cse59 + cse60*thetad_bar2;
    const double cse62 = cse44*psid_bar2;
    const double cse63 = cse40*phid_bar2;
    const double cse64 = -cse63 - psid_bar2;
    const double cse65 = cse45*cse57;
    const double cse66 = cse52*(cse63 + psid_bar2);
    const double cse67 = cse49*cse51;
    const double cse68 = -cse40*cse50 + cse40*cse67 - cse45*cse66 - cse52*(cse40*cse47 + cse42*cse62) - cse64*cse65;
    const double cse69 = cse41*psid_bar2;
    const double cse70 = cse52*(-cse54 - cse55);
    const double cse71 = cse40*cse59 + cse40*cse70 - cse57*(-cse40*cse54 + cse42*cse69);
    const double cse72 = cse41*cse57;
    const double cse73 = cse41*cse66 - cse52*(cse41*cse63 - cse69) + cse64*cse72;
    const double cse74 = cse41*cse58 - cse41*cse59 + cse44*cse50 + cse44*cse53 + cse60*phid_bar2;
    const double cse75 = -cse44*cse63 + cse62;
    const double cse76 = -cse50 - cse53 + cse67;
    const double cse77 = -cse58 + cse59 + cse70;

    memset(out, 0, sizeof(double) * 144);
    out[39] = cse0*cse23 + cse26*cse3 + cse33*cse6;  /* [3, 3] */
    out[40] = cse0*cse34 - cse30*cse35 + cse37*cse6;  /* [3, 4] */
    out[41] = cse3*cse38 + cse39*cse6;  /* [3, 5] */
    out[51] = -cse1*cse33 + cse26*cse5;  /* [4, 3] */
    out[52] = -cse1*cse37 - cse35*cse36;  /* [4, 4] */
    out[53] = -cse1*cse39 + cse38*cse5;  /* [4, 5] */
    out[63] = cse23;  /* [5, 3] */
    out[64] = cse34;  /* [5, 4] */
    out[117] = cse40*cse61 + cse43*cse68 - cse45*cse71;  /* [9, 9] */
    out[118] = cse40*cse74 + cse43*cse73 + cse65*cse75;  /* [9, 10] */
    out[119] = cse43*cse76 - cse45*cse77;  /* [9, 11] */
    out[129] = cse41*cse71 + cse44*cse68;  /* [10, 9] */
    out[130] = cse44*cse73 - cse72*cse75;  /* [10, 10] */
    out[131] = cse41*cse77 + cse44*cse76;  /* [10, 11] */
    out[141] = cse61;  /* [11, 9] */
    out[142] = cse74;  /* [11, 10] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 12); a (accelerations (time derivative of v), 12); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 10 nonzero.
 * 122 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_5 = a[5];
    const double acc_9 = a[9];
    const double acc_10 = a[10];
    const double acc_11 = a[11];
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = sin(theta_bar1);
    const double cse1 = (w*w);
    const double cse2 = cse1*rho;
    const double cse3 = (1.0/12.0)*cse2;
    const double cse4 = L1*((L1*L1) + cse1);
    const double cse5 = cse3*cse4;
    const double cse6 = cse0*cse5;
    const double cse7 = cos(theta_bar1);
    const double cse8 = rho*(w*w*w*w);
    const double cse9 = L1*cse8;
    const double cse10 = sin(psi_bar1);
    const double cse11 = cos(psi_bar1);
    const double cse12 = cse10*cse11;
    const double cse13 = (1.0/6.0)*cse12;
    const double cse14 = -cse12*cse5*cse7 + cse13*cse7*cse9;
    const double cse15 = (cse10*cse10);
    const double cse16 = (1.0/3.0)*cse9;
    const double cse17 = (1.0/6.0)*cse0;
    const double cse18 = cse2*cse4;
    const double cse19 = cse17*cse18*cse7;
    const double cse20 = (cse11*cse11);
    const double cse21 = cse17*cse9;
    const double cse22 = -cse15*cse21 + cse15*cse6 + cse20*cse21 - cse20*cse6;
    const double cse23 = (cse0*cse0);
    const double cse24 = cse12*cse16;
    const double cse25 = cse13*cse18;
    const double cse26 = sin(theta_bar2);
    const double cse27 = L2*((L2*L2) + cse1);
    const double cse28 = cse27*cse3;
    const double cse29 = cse26*cse28;
    const double cse30 = cos(theta_bar2);
    const double cse31 = L2*cse8;
    const double cse32 = (1.0/3.0)*cse31;
    const double cse33 = cos(psi_bar2);
    const double cse34 = cse26*(cse33*cse33);
    const double cse35 = (1.0/6.0)*cse2*cse27;
    const double cse36 = cse30*cse35;
    const double cse37 = sin(psi_bar2);
    const double cse38 = cse26*(cse37*cse37);
    const double cse39 = (1.0/6.0)*cse31;
    const double cse40 = cse33*cse37;
    const double cse41 = cse30*cse40;
    const double cse42 = cse28*cse41 - cse39*cse41;
    const double cse43 = (cse26*cse26);
    const double cse44 = cse32*cse40;
    const double cse45 = cse35*cse40;
    const double cse46 = cse28*cse34 - cse28*cse38 - cse34*cse39 + cse38*cse39;

    memset(out, 0, sizeof(double) * 144);
    out[40] = acc_3*(cse0*cse15*cse16*cse7 + cse19*cse20 - cse19) + acc_4*cse14 - acc_5*cse6;  /* [3, 4] */
    out[41] = acc_3*(cse23*cse24 - cse23*cse25) + acc_4*cse22;  /* [3, 5] */
    out[52] = acc_3*cse14;  /* [4, 4] */
    out[53] = acc_3*cse22 + acc_4*(-cse24 + cse25);  /* [4, 5] */
    out[64] = -acc_3*cse6;  /* [5, 4] */
    out[118] = acc_10*cse42 - acc_11*cse29 + acc_9*(-cse26*cse36 + cse30*cse32*cse34 + cse36*cse38);  /* [9, 10] */
    out[119] = acc_10*cse46 + acc_9*(-cse43*cse44 + cse43*cse45);  /* [9, 11] */
    out[130] = acc_9*cse42;  /* [10, 10] */
    out[131] = acc_10*(cse44 - cse45) + acc_9*cse46;  /* [10, 11] */
    out[142] = -acc_9*cse29;  /* [11, 10] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 12); lam (Lagrange multipliers, one per constraint row, 10); t (time); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 30 nonzero.
 * 303 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
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
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double cse0 = cos(theta_bar1);
    const double cse1 = cos(psi_bar1);
    const double cse2 = sin(phi_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = sin(psi_bar1);
    const double cse6 = cos(phi_bar1);
    const double cse7 = cse5*cse6;
    const double cse8 = sin(phi_bar2);
    const double cse9 = sin(theta_bar2);
    const double cse10 = cse8*cse9;
    const double cse11 = cse2*cse5;
    const double cse12 = cse1*cse6;
    const double cse13 = cse0*cse12;
    const double cse14 = cse11 - cse13;
    const double cse15 = cos(phi_bar2);
    const double cse16 = cse15*cse9;
    const double cse17 = cse14*cse16;
    const double cse18 = cse10*(cse4 + cse7) - cse17;
    const double cse19 = cse0*cse11;
    const double cse20 = -cse12 + cse19;
    const double cse21 = cse0*cse7;
    const double cse22 = -cse21 - cse3;
    const double cse23 = cse16*cse22;
    const double cse24 = -cse10*cse20 + cse23;
    const double cse25 = sin(theta_bar1);
    const double cse26 = -cse25*cse6*lam_4;
    const double cse27 = (1.0/2.0)*L1;
    const double cse28 = cse22*cse27;
    const double cse29 = cse27*lam_5;
    const double cse30 = cse27*lam_0;
    const double cse31 = -cse20*cse29 - cse20*cse30 - cse28*lam_1 - cse28*lam_6;
    const double cse32 = cse10*cse25;
    const double cse33 = cse12*cse32;
    const double cse34 = cse16*cse25;
    const double cse35 = cse3*cse34;
    const double cse36 = cse27*lam_6;
    const double cse37 = cse11*cse25;
    const double cse38 = cse25*cse7;
    const double cse39 = cse10*cse38;
    const double cse40 = cse11*cse34;
    const double cse41 = cse27*lam_1;
    const double cse42 = -cse0*cse2*lam_4 - cse29*cse38 - cse30*cse38 - cse36*cse37 - cse37*cse41 + lam_8*(cse33 - cse35) + lam_9*(-cse39 + cse40);
    const double cse43 = cse21 + cse3;
    const double cse44 = cse43*cse8;
    const double cse45 = cse16*cse20;
    const double cse46 = -cse4 - cse7;
    const double cse47 = cse27*cse46;
    const double cse48 = cse16*cse46;
    const double cse49 = -cse14*cse29 - cse14*cse30 - cse47*lam_1 - cse47*lam_6 + lam_8*(cse44*cse9 - cse45) + lam_9*(-cse10*cse14 + cse48);
    const double cse50 = cse10*cse46;
    const double cse51 = cse12 - cse19;
    const double cse52 = cse10*cse51;
    const double cse53 = lam_8*(cse17 + cse50) + lam_9*(-cse23 - cse52);
    const double cse54 = cos(theta_bar2);
    const double cse55 = cse54*cse8;
    const double cse56 = cse15*cse54;
    const double cse57 = cse46*cse56;
    const double cse58 = cse22*cse54;
    const double cse59 = cse51*cse56;
    const double cse60 = lam_8*(cse14*cse55 - cse57) + lam_9*(-cse58*cse8 + cse59);
    const double cse61 = cse25*cse5;
    const double cse62 = cse54*cse61;
    const double cse63 = cse1*cse25;
    const double cse64 = -cse54*cse63;
    const double cse65 = cse27*lam_7;
    const double cse66 = cse27*lam_2;
    const double cse67 = cse61*cse65 + cse61*cse66;
    const double cse68 = cse0*cse54;
    const double cse69 = cse0*cse1;
    const double cse70 = cse25*cse3;
    const double cse71 = cse12*cse25;
    const double cse72 = -cse29*cse70 - cse30*cse70 + cse36*cse71 + cse41*cse71 - cse65*cse69 - cse66*cse69 + lam_8*(-cse11*cse32 - cse16*cse38 - cse5*cse68) + lam_9*(-cse1*cse68 - cse12*cse34 - cse3*cse32);
    const double cse73 = lam_8*(-cse33 + cse35) + lam_9*(cse39 - cse40);
    const double cse74 = cse25*cse55;
    const double cse75 = cse0*cse9;
    const double cse76 = lam_8*(-cse1*cse75 + cse3*cse74 + cse56*cse71) + lam_9*(-cse11*cse74 - cse38*cse56 + cse5*cse75);
    const double cse77 = -cse11 + cse13;
    const double cse78 = lam_8*(cse10*cse22 + cse45) + lam_9*(-cse10*cse77 - cse48);
    const double cse79 = lam_8*(-cse15*cse58 + cse20*cse55 + cse61*cse9) + lam_9*(-cse46*cse55 + cse56*cse77 + cse63*cse9);
    const double cse80 = -cse16*cse43 + cse52;
    const double cse81 = cse16*cse77 - cse50;
    const double cse82 = cos(psi_bar2);
    const double cse83 = cse8*cse82;
    const double cse84 = cse54*cse83;
    const double cse85 = sin(psi_bar2);
    const double cse86 = cse15*cse85;
    const double cse87 = (1.0/2.0)*L2;
    const double cse88 = cse87*lam_5;
    const double cse89 = cse15*cse82;
    const double cse90 = cse54*cse89;
    const double cse91 = cse8*cse85;
    const double cse92 = cse87*lam_6;
    const double cse93 = -cse88*(-cse84 - cse86) - cse92*(cse90 - cse91);
    const double cse94 = cse9*cse92;
    const double cse95 = cse88*cse9;
    const double cse96 = cse83*cse94 + cse89*cse95 + lam_8*(cse55*cse77 + cse57) + lam_9*(-cse44*cse54 - cse59);
    const double cse97 = -cse88*(-cse54*cse86 - cse83) - cse92*(-cse54*cse91 + cse89);
    const double cse98 = cse87*lam_7;
    const double cse99 = -cse82*cse9*cse98;
    const double cse100 = -cse54*cse85*cse98 + cse86*cse94 - cse91*cse95;

    memset(out, 0, sizeof(double) * 144);
    out[39] = cse18*lam_8 + cse24*lam_9 + cse26 + cse31;  /* [3, 3] */
    out[40] = cse42;  /* [3, 4] */
    out[41] = cse49;  /* [3, 5] */
    out[45] = cse53;  /* [3, 9] */
    out[46] = cse60;  /* [3, 10] */
    out[51] = cse42;  /* [4, 3] */
    out[52] = -cse0*lam_3 - cse19*cse29 - cse19*cse30 + cse21*cse36 + cse21*cse41 + cse26 + cse67 + lam_8*(cse10*cse4 + cse13*cse16 + cse64) + lam_9*(-cse10*cse19 - cse16*cse21 + cse62);  /* [4, 4] */
    out[53] = cse72;  /* [4, 5] */
    out[57] = cse73;  /* [4, 9] */
    out[58] = cse76;  /* [4, 10] */
    out[63] = cse49;  /* [5, 3] */
    out[64] = cse72;  /* [5, 4] */
    out[65] = cse31 + cse67 + lam_8*(cse18 + cse64) + lam_9*(cse24 + cse62);  /* [5, 5] */
    out[69] = cse78;  /* [5, 9] */
    out[70] = cse79;  /* [5, 10] */
    out[111] = cse53;  /* [9, 3] */
    out[112] = cse73;  /* [9, 4] */
    out[113] = cse78;  /* [9, 5] */
    out[117] = cse80*lam_9 + cse81*lam_8 + cse93;  /* [9, 9] */
    out[118] = cse96;  /* [9, 10] */
    out[119] = cse97;  /* [9, 11] */
    out[123] = cse60;  /* [10, 3] */
    out[124] = cse76;  /* [10, 4] */
    out[125] = cse79;  /* [10, 5] */
    out[129] = cse96;  /* [10, 9] */
    out[130] = cse84*cse88 - cse90*cse92 + cse99 + lam_8*(cse64 + cse81) + lam_9*(cse62 + cse80);  /* [10, 10] */
    out[131] = cse100;  /* [10, 11] */
    out[141] = cse97;  /* [11, 9] */
    out[142] = cse100;  /* [11, 10] */
    out[143] = cse93 + cse99;  /* [11, 11] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); a (accelerations (time derivative of v), 12); lam (Lagrange multipliers, one per constraint row, 10); t (time); p (parameters, 4); h (step size).
 * Output: out, 22 x 1 row-major, 22 nonzero.
 * 433 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double r_bar2_x = q[6];
    const double r_bar2_y = q[7];
    const double r_bar2_z = q[8];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double phid_bar1 = v[3];
    const double thetad_bar1 = v[4];
    const double psid_bar1 = v[5];
    const double phid_bar2 = v[9];
    const double thetad_bar2 = v[10];
    const double psid_bar2 = v[11];
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
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = (w*w);
    const double cse1 = cse0*rho;
    const double cse2 = L1*cse1;
    const double cse3 = sin(psi_bar1);
    const double cse4 = sin(theta_bar1);
    const double cse5 = cse3*cse4;
    const double cse6 = cse5*phid_bar1;
    const double cse7 = cos(psi_bar1);
    const double cse8 = cse7*thetad_bar1;
    const double cse9 = cse6 + cse8;
    const double cse10 = cos(theta_bar1);
    const double cse11 = cse10*phid_bar1;
    const double cse12 = (1.0/12.0)*cse2*((L1*L1) + cse0);
    const double cse13 = cse12*(cse11 + psid_bar1);
    const double cse14 = (1.0/6.0)*rho*(w*w*w*w);
    const double cse15 = L1*cse14;
    const double cse16 = cse15*cse9;
    const double cse17 = -cse12*(cse11*cse8 - cse6*psid_bar1 - cse8*psid_bar1) + cse13*cse9 + cse16*(-cse11 - psid_bar1);
    const double cse18 = cse4*cse7;
    const double cse19 = cse18*phid_bar1;
    const double cse20 = cse3*thetad_bar1;
    const double cse21 = cse19 - cse20;
    const double cse22 = cse13*cse21 + cse13*(-cse19 + cse20) - cse15*(cse11*cse20 + cse19*psid_bar1 - cse20*psid_bar1);
    const double cse23 = cse12*cse21*(-cse6 - cse8) + cse12*cse4*phid_bar1*thetad_bar1 + cse16*cse21;
    const double cse24 = sin(phi_bar1);
    const double cse25 = cse24*cse7;
    const double cse26 = cos(phi_bar1);
    const double cse27 = cse26*cse3;
    const double cse28 = cse10*cse27;
    const double cse29 = -cse25 - cse28;
    const double cse30 = (1.0/2.0)*L1;
    const double cse31 = cse29*cse30;
    const double cse32 = cse24*cse3;
    const double cse33 = cse10*cse32;
    const double cse34 = cse26*cse7;
    const double cse35 = -cse33 + cse34;
    const double cse36 = cse30*cse35;
    const double cse37 = cos(phi_bar2);
    const double cse38 = sin(theta_bar2);
    const double cse39 = cse37*cse38;
    const double cse40 = cse35*cse39;
    const double cse41 = sin(phi_bar2);
    const double cse42 = cse38*cse41;
    const double cse43 = -cse10*cse25 - cse27;
    const double cse44 = cse39*cse43;
    const double cse45 = cse10*cse34;
    const double cse46 = acc_5*cse12;
    const double cse47 = cse5*cse7;
    const double cse48 = -cse12*cse47 + cse15*cse47;
    const double cse49 = (cse7*cse7);
    const double cse50 = (cse4*cse4);
    const double cse51 = (cse3*cse3);
    const double cse52 = cse30*cse4;
    const double cse53 = cse32*cse52;
    const double cse54 = cse27*cse52;
    const double cse55 = cse30*lam_2;
    const double cse56 = cse10*cse3;
    const double cse57 = cos(theta_bar2);
    const double cse58 = cse10*cse57;
    const double cse59 = cse39*cse4;
    const double cse60 = cse4*cse42;
    const double cse61 = cse30*lam_7;
    const double cse62 = cse30*cse43;
    const double cse63 = -cse32 + cse45;
    const double cse64 = cse30*cse63;
    const double cse65 = cse18*cse57;
    const double cse66 = cse39*cse63;
    const double cse67 = cse42*cse43;
    const double cse68 = -cse5*cse57;
    const double cse69 = L2*cse1;
    const double cse70 = sin(psi_bar2);
    const double cse71 = cse38*cse70;
    const double cse72 = cse71*phid_bar2;
    const double cse73 = cos(psi_bar2);
    const double cse74 = cse73*thetad_bar2;
    const double cse75 = cse57*phid_bar2;
    const double cse76 = cse75 + psid_bar2;
    const double cse77 = (1.0/12.0)*cse69*((L2*L2) + cse0);
    const double cse78 = cse76*cse77;
    const double cse79 = cse72 + cse74;
    const double cse80 = cse77*cse79;
    const double cse81 = L2*cse14;
    const double cse82 = cse76*cse80 + cse78*(-cse72 - cse74) - cse81*(cse72*psid_bar2 - cse74*cse75 + cse74*psid_bar2);
    const double cse83 = cse38*cse73;
    const double cse84 = cse83*phid_bar2;
    const double cse85 = cse70*thetad_bar2;
    const double cse86 = -cse84 + cse85;
    const double cse87 = cse81*cse86;
    const double cse88 = -cse77*(cse75*cse85 + cse84*psid_bar2 - cse85*psid_bar2) + cse78*cse86 + cse87*(-cse75 - psid_bar2);
    const double cse89 = cse38*cse77*phid_bar2*thetad_bar2 + cse79*cse87 + cse80*(cse84 - cse85);
    const double cse90 = cse41*cse70;
    const double cse91 = cse37*cse73;
    const double cse92 = cse57*cse91;
    const double cse93 = (1.0/2.0)*L2;
    const double cse94 = cse93*lam_5;
    const double cse95 = cse41*cse73;
    const double cse96 = cse37*cse70;
    const double cse97 = cse93*(cse57*cse95 + cse96);
    const double cse98 = cse25 + cse28;
    const double cse99 = acc_11*cse77;
    const double cse100 = (cse70*cse70);
    const double cse101 = (cse38*cse38);
    const double cse102 = (cse73*cse73);
    const double cse103 = cse70*cse83;
    const double cse104 = cse103*cse77 - cse103*cse81;
    const double cse105 = cse93*lam_7;
    const double cse106 = cse37*cse57;
    const double cse107 = cse41*cse57;
    const double cse108 = cse93*lam_6;
    const double cse109 = (1.0/(h*h));
    const double cse110 = -cse36;
    const double cse111 = -cse30*cse98;
    const double cse112 = -cse30*cse5;

    out[0] = acc_0*cse2 + lam_0 - lam_5;  /* [0, 0] */
    out[1] = acc_1*cse2 + lam_1 - lam_6;  /* [1, 0] */
    out[2] = acc_2*cse2 + 9.81*cse2 + lam_2 - lam_7;  /* [2, 0] */
    out[3] = acc_3*((cse10*cse10)*cse12 + cse12*cse49*cse50 + cse15*cse50*cse51) + acc_4*cse48 - cse10*cse23 + cse10*cse46 - cse17*cse18 - cse22*cse5 - cse24*cse4*lam_4 - cse31*lam_0 - cse31*lam_5 - cse36*lam_1 - cse36*lam_6 + lam_8*(cse42*(cse32 - cse45) - cse44) + lam_9*(-cse29*cse42 + cse40);  /* [3, 0] */
    out[4] = acc_3*cse48 + acc_4*(cse12*cse51 + cse15*cse49) + cse10*cse26*lam_4 + cse17*cse3 - cse22*cse7 - cse4*lam_3 - cse53*lam_0 - cse53*lam_5 + cse54*lam_1 + cse54*lam_6 - cse55*cse56 - cse56*cse61 + lam_8*(cse25*cse60 + cse34*cse59 + cse58*cse7) + lam_9*(-cse27*cse59 - cse3*cse58 - cse32*cse60);  /* [4, 0] */
    out[5] = acc_3*cse10*cse12 - cse18*cse55 - cse18*cse61 - cse23 + cse46 - cse62*lam_0 - cse62*lam_5 - cse64*lam_1 - cse64*lam_6 + lam_8*(-cse29*cse39 + cse42*(cse33 - cse34) + cse68) + lam_9*(-cse65 + cse66 - cse67);  /* [5, 0] */
    out[6] = acc_6*cse69 + lam_5;  /* [6, 0] */
    out[7] = acc_7*cse69 + lam_6;  /* [7, 0] */
    out[8] = acc_8*cse69 + 9.81*cse69 + lam_7;  /* [8, 0] */
    out[9] = acc_10*cse104 + acc_9*(cse100*cse101*cse77 + cse101*cse102*cse81 + (cse57*cse57)*cse77) - cse57*cse89 + cse57*cse99 - cse71*cse88 + cse82*cse83 - cse94*(-cse90 + cse92) - cse97*lam_6 + lam_8*(cse42*cse63 + cse44) + lam_9*(-cse40 - cse42*cse98);  /* [9, 0] */
    out[10] = acc_10*(cse100*cse81 + cse102*cse77) + acc_9*cse104 + cse105*cse57*cse73 - cse108*cse38*cse91 + cse38*cse94*cse95 - cse70*cse82 - cse73*cse88 + lam_8*(-cse106*cse63 + cse107*cse43 - cse18*cse38) + lam_9*(cse106*cse98 - cse107*cse35 + cse38*cse5);  /* [10, 0] */
    out[11] = acc_9*cse57*cse77 - cse105*cse71 - cse108*(cse57*cse96 + cse95) - cse89 - cse94*(-cse57*cse90 + cse91) + cse99;  /* [11, 0] */
    out[12] = cse109*(cse110 + r_bar1_x);  /* [12, 0] */
    out[13] = cse109*(cse111 + r_bar1_y);  /* [13, 0] */
    out[14] = cse109*(cse112 + r_bar1_z);  /* [14, 0] */
    out[15] = cse10*cse109;  /* [15, 0] */
    out[16] = cse109*cse26*cse4;  /* [16, 0] */
    out[17] = cse109*(cse110 - cse97 - r_bar1_x + r_bar2_x);  /* [17, 0] */
    out[18] = cse109*(cse111 - cse93*(cse90 - cse92) - r_bar1_y + r_bar2_y);  /* [18, 0] */
    out[19] = cse109*(cse112 + cse83*cse93 - r_bar1_z + r_bar2_z);  /* [19, 0] */
    out[20] = cse109*(cse65 - cse66 + cse67);  /* [20, 0] */
    out[21] = cse109*(-cse35*cse42 + cse39*cse98 + cse68);  /* [21, 0] */
}

/* Reverse Cuthill-McKee order of index3_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_double_pendulum_re_index3_matrix_perm[22] = {1, 7, 2, 8, 15, 14, 13, 16, 21, 20, 18, 19, 12, 4, 5, 3, 10, 9, 11, 0, 17, 6};

/* index3_matrix written into the column-major band storage of its permuted matrix
 * (n = 22, kl = 10, ku = 10, ldab = 31); ab is zeroed by the caller. */
void mg_double_pendulum_re_index3_matrix_band(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *ab)
{
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double phid_bar1 = v[3];
    const double thetad_bar1 = v[4];
    const double psid_bar1 = v[5];
    const double phid_bar2 = v[9];
    const double thetad_bar2 = v[10];
    const double psid_bar2 = v[11];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_5 = a[5];
    const double acc_9 = a[9];
    const double acc_10 = a[10];
    const double acc_11 = a[11];
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
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = (w*w);
    const double cse1 = cse0*rho;
    const double cse2 = L1*cse1;
    const double cse3 = sin(theta_bar1);
    const double cse4 = (cse3*cse3);
    const double cse5 = sin(psi_bar1);
    const double cse6 = (cse5*cse5);
    const double cse7 = rho*(w*w*w*w);
    const double cse8 = (1.0/6.0)*cse7;
    const double cse9 = L1*cse8;
    const double cse10 = cse6*cse9;
    const double cse11 = cos(theta_bar1);
    const double cse12 = cse2*((L1*L1) + cse0);
    const double cse13 = (1.0/12.0)*cse12;
    const double cse14 = cos(psi_bar1);
    const double cse15 = (cse14*cse14);
    const double cse16 = cse13*cse15;
    const double cse17 = cse3*cse5;
    const double cse18 = cse5*thetad_bar1;
    const double cse19 = cse14*cse3;
    const double cse20 = cse19*phid_bar1;
    const double cse21 = -cse18 + cse20;
    const double cse22 = cse21*cse9;
    const double cse23 = cse17*phid_bar1;
    const double cse24 = cse14*thetad_bar1;
    const double cse25 = cse23 + cse24;
    const double cse26 = cse25*cse9;
    const double cse27 = cse13*cse21;
    const double cse28 = -cse23 - cse24;
    const double cse29 = cse13*cse28;
    const double cse30 = cse13*cse3;
    const double cse31 = cse17*cse22 - cse17*cse27 + cse19*cse26 + cse19*cse29 + cse30*thetad_bar1;
    const double cse32 = cse14*psid_bar1;
    const double cse33 = cse3*cse32;
    const double cse34 = cse18 - cse20;
    const double cse35 = cse11*cse13;
    const double cse36 = cse21*cse35 + cse34*cse35 - cse9*(cse11*cse18 + cse33);
    const double cse37 = cse5*psid_bar1;
    const double cse38 = cse3*cse37;
    const double cse39 = cse11*phid_bar1;
    const double cse40 = -cse39 - psid_bar1;
    const double cse41 = cse17*cse9;
    const double cse42 = cse39 + psid_bar1;
    const double cse43 = cse13*cse42;
    const double cse44 = -cse11*cse26 - cse13*(cse11*cse24 - cse38) + cse17*cse43 + cse25*cse35 + cse40*cse41;
    const double cse45 = (h*h);
    const double cse46 = sin(phi_bar1);
    const double cse47 = cse14*cse46;
    const double cse48 = cse11*cse47;
    const double cse49 = cos(phi_bar1);
    const double cse50 = cse49*cse5;
    const double cse51 = sin(phi_bar2);
    const double cse52 = sin(theta_bar2);
    const double cse53 = cse51*cse52;
    const double cse54 = cse46*cse5;
    const double cse55 = cse11*cse49;
    const double cse56 = cse14*cse55;
    const double cse57 = cse54 - cse56;
    const double cse58 = cos(phi_bar2);
    const double cse59 = cse52*cse58;
    const double cse60 = cse57*cse59;
    const double cse61 = cse53*(cse48 + cse50) - cse60;
    const double cse62 = cse11*cse54;
    const double cse63 = cse14*cse49;
    const double cse64 = cse62 - cse63;
    const double cse65 = cse53*cse64;
    const double cse66 = cse11*cse50;
    const double cse67 = -cse47 - cse66;
    const double cse68 = cse59*cse67;
    const double cse69 = -cse65 + cse68;
    const double cse70 = -cse3*cse49*lam_4;
    const double cse71 = (1.0/2.0)*L1;
    const double cse72 = cse67*cse71;
    const double cse73 = cse64*cse71;
    const double cse74 = -cse72*lam_1 - cse72*lam_6 - cse73*lam_0 - cse73*lam_5;
    const double cse75 = cse3*phid_bar1;
    const double cse76 = cse13*cse75;
    const double cse77 = cse14*cse22 - cse14*cse27 - cse26*cse5 - cse29*cse5 + cse76;
    const double cse78 = cse39*cse5;
    const double cse79 = -cse37 + cse78;
    const double cse80 = cse14*cse39;
    const double cse81 = cse14*cse9;
    const double cse82 = -cse13*(-cse32 + cse80) + cse14*cse43 + cse40*cse81;
    const double cse83 = (1.0/3.0)*cse7;
    const double cse84 = L1*cse83;
    const double cse85 = cse11*cse3;
    const double cse86 = (1.0/6.0)*cse12;
    const double cse87 = cse85*cse86;
    const double cse88 = cse14*cse5;
    const double cse89 = cse11*cse5*cse81 - cse35*cse88;
    const double cse90 = cse13*cse25;
    const double cse91 = cse42*cse90;
    const double cse92 = cse24*cse39 - cse24*psid_bar1 - cse38*phid_bar1;
    const double cse93 = -cse13*cse92 + cse26*cse40 + cse91;
    const double cse94 = cse14*cse93;
    const double cse95 = cse27*cse42;
    const double cse96 = cse13*cse34;
    const double cse97 = cse18*cse39;
    const double cse98 = cse33*phid_bar1;
    const double cse99 = cse18*psid_bar1;
    const double cse100 = cse42*cse96 - cse9*(cse97 + cse98 - cse99) + cse95;
    const double cse101 = cse100*cse5;
    const double cse102 = -cse13*(-cse24*cse75 - cse37*cse39) + cse26*cse75 + cse40*cse78*cse9 + cse43*cse78 - cse75*cse90;
    const double cse103 = -cse27*cse75 - cse75*cse96 - cse9*(-cse18*cse75 + cse32*cse39);
    const double cse104 = cse13*cse39*thetad_bar1 + cse22*cse78 + cse26*cse80 - cse27*cse78 + cse29*cse80;
    const double cse105 = cse3*cse54;
    const double cse106 = cse105*cse59;
    const double cse107 = cse3*cse50;
    const double cse108 = cse107*cse53;
    const double cse109 = cse107*cse71;
    const double cse110 = cse105*cse71;
    const double cse111 = cse3*cse63;
    const double cse112 = cse111*cse53;
    const double cse113 = cse3*cse47;
    const double cse114 = cse113*cse59;
    const double cse115 = -cse109*lam_0 - cse109*lam_5 - cse11*cse46*lam_4 - cse110*lam_1 - cse110*lam_6 + lam_8*(cse112 - cse114) + lam_9*(cse106 - cse108);
    const double cse116 = cse19*cse5;
    const double cse117 = -cse116*cse13 + cse116*cse9;
    const double cse118 = -cse22 + cse27 + cse96;
    const double cse119 = -cse26 - cse29 + cse90;
    const double cse120 = cse84*cse88;
    const double cse121 = cse86*cse88;
    const double cse122 = -cse13*(-cse97 - cse98 + cse99) + cse22*cse40 + cse95;
    const double cse123 = cse29*cse42 - cse9*cse92 + cse91;
    const double cse124 = cse13*(cse28*cse28) + (cse21*cse21)*cse9 + cse21*cse96 + cse26*cse28;
    const double cse125 = cse15*cse9;
    const double cse126 = cse13*cse6;
    const double cse127 = -cse10*cse3 + cse125*cse3 + cse126*cse3 - cse16*cse3;
    const double cse128 = cse47 + cse66;
    const double cse129 = cse128*cse53;
    const double cse130 = cse59*cse64;
    const double cse131 = cse53*cse57;
    const double cse132 = -cse48 - cse50;
    const double cse133 = cse132*cse59;
    const double cse134 = cse132*cse71;
    const double cse135 = cse57*cse71;
    const double cse136 = -cse134*lam_1 - cse134*lam_6 - cse135*lam_0 - cse135*lam_5 + lam_8*(cse129 - cse130) + lam_9*(-cse131 + cse133);
    const double cse137 = cse132*cse53;
    const double cse138 = -cse68;
    const double cse139 = -cse62 + cse63;
    const double cse140 = cse139*cse53;
    const double cse141 = cse45*(lam_8*(cse137 + cse60) + lam_9*(cse138 - cse140));
    const double cse142 = cos(theta_bar2);
    const double cse143 = cse142*cse51;
    const double cse144 = cse142*cse58;
    const double cse145 = cse132*cse144;
    const double cse146 = cse139*cse144;
    const double cse147 = cse45*(lam_8*(cse143*cse57 - cse145) + lam_9*(-cse143*cse67 + cse146));
    const double cse148 = -cse72;
    const double cse149 = -cse139*cse71;
    const double cse150 = -cse3*cse46;
    const double cse151 = -cse133;
    const double cse152 = cse131 + cse151;
    const double cse153 = cse139*cse59;
    const double cse154 = cse53*cse67;
    const double cse155 = cse153 - cse154;
    const double cse156 = cse142*cse17;
    const double cse157 = -cse142*cse19;
    const double cse158 = cse71*lam_5;
    const double cse159 = cse66*cse71;
    const double cse160 = cse71*lam_0;
    const double cse161 = cse17*cse71;
    const double cse162 = cse161*lam_2 + cse161*lam_7;
    const double cse163 = cse11*cse142;
    const double cse164 = -cse105*cse53 - cse107*cse59 - cse163*cse5;
    const double cse165 = cse11*cse71;
    const double cse166 = cse14*cse165;
    const double cse167 = cse113*cse53;
    const double cse168 = cse111*cse59;
    const double cse169 = cse14*cse163;
    const double cse170 = cse111*cse71;
    const double cse171 = -cse113*cse158 - cse113*cse160 + cse164*lam_8 - cse166*lam_2 - cse166*lam_7 + cse170*lam_1 + cse170*lam_6 + lam_9*(-cse167 - cse168 - cse169);
    const double cse172 = cse45*(lam_8*(-cse112 + cse114) + lam_9*(-cse106 + cse108));
    const double cse173 = cse11*cse52;
    const double cse174 = cse45*(lam_8*(cse111*cse144 + cse113*cse143 - cse14*cse173) + lam_9*(-cse105*cse143 - cse107*cse144 + cse173*cse5));
    const double cse175 = -cse110;
    const double cse176 = -cse165*cse5;
    const double cse177 = -cse3;
    const double cse178 = cse167 + cse168 + cse169;
    const double cse179 = -cse54 + cse56;
    const double cse180 = cse179*cse53;
    const double cse181 = cse45*(lam_8*(cse130 + cse154) + lam_9*(cse151 - cse180));
    const double cse182 = cse17*cse52;
    const double cse183 = cse132*cse143;
    const double cse184 = cse144*cse179;
    const double cse185 = cse19*cse52;
    const double cse186 = cse45*(lam_8*(cse143*cse64 - cse144*cse67 + cse182) + lam_9*(-cse183 + cse184 + cse185));
    const double cse187 = -cse134;
    const double cse188 = -cse179*cse71;
    const double cse189 = -cse19*cse71;
    const double cse190 = cse138 - cse156 + cse65;
    const double cse191 = -cse137 + cse179*cse59;
    const double cse192 = cse157 + cse191;
    const double cse193 = L2*cse1;
    const double cse194 = (cse52*cse52);
    const double cse195 = cos(psi_bar2);
    const double cse196 = (cse195*cse195);
    const double cse197 = L2*cse8;
    const double cse198 = cse196*cse197;
    const double cse199 = cse193*((L2*L2) + cse0);
    const double cse200 = (1.0/12.0)*cse199;
    const double cse201 = sin(psi_bar2);
    const double cse202 = (cse201*cse201);
    const double cse203 = cse200*cse202;
    const double cse204 = cse201*cse52;
    const double cse205 = cse195*cse52;
    const double cse206 = cse205*phid_bar2;
    const double cse207 = cse201*thetad_bar2;
    const double cse208 = -cse206 + cse207;
    const double cse209 = cse197*cse208;
    const double cse210 = cse206 - cse207;
    const double cse211 = cse200*cse210;
    const double cse212 = cse195*thetad_bar2;
    const double cse213 = cse204*phid_bar2;
    const double cse214 = cse212 + cse213;
    const double cse215 = cse197*cse214;
    const double cse216 = cse200*cse214;
    const double cse217 = cse200*cse52;
    const double cse218 = cse204*cse209 + cse204*cse211 - cse205*cse215 + cse205*cse216 + cse217*thetad_bar2;
    const double cse219 = cse195*psid_bar2;
    const double cse220 = cse219*cse52;
    const double cse221 = cse142*phid_bar2;
    const double cse222 = -cse221 - psid_bar2;
    const double cse223 = cse197*cse205;
    const double cse224 = cse221 + psid_bar2;
    const double cse225 = cse200*cse224;
    const double cse226 = cse142*cse200;
    const double cse227 = -cse142*cse209 - cse200*(cse142*cse207 + cse220) - cse205*cse225 + cse208*cse226 - cse222*cse223;
    const double cse228 = cse201*psid_bar2;
    const double cse229 = cse228*cse52;
    const double cse230 = -cse212 - cse213;
    const double cse231 = -cse197*(-cse142*cse212 + cse229) + cse214*cse226 + cse226*cse230;
    const double cse232 = -cse128*cse59 + cse140;
    const double cse233 = cse195*cse51;
    const double cse234 = cse142*cse233;
    const double cse235 = cse201*cse58;
    const double cse236 = (1.0/2.0)*L2;
    const double cse237 = cse236*lam_5;
    const double cse238 = cse201*cse51;
    const double cse239 = cse195*cse58;
    const double cse240 = cse142*cse239;
    const double cse241 = cse236*(-cse238 + cse240);
    const double cse242 = -cse237*(-cse234 - cse235) - cse241*lam_6;
    const double cse243 = cse201*cse221;
    const double cse244 = cse197*cse201;
    const double cse245 = -cse200*(-cse228 + cse243) + cse201*cse225 + cse222*cse244;
    const double cse246 = cse52*phid_bar2;
    const double cse247 = cse200*cse246;
    const double cse248 = cse195*cse209 + cse195*cse211 + cse201*cse215 - cse201*cse216 + cse247;
    const double cse249 = cse195*cse221;
    const double cse250 = cse219 - cse249;
    const double cse251 = cse195*cse201;
    const double cse252 = -cse142*cse195*cse244 + cse226*cse251;
    const double cse253 = L2*cse83;
    const double cse254 = cse142*cse52;
    const double cse255 = (1.0/6.0)*cse199;
    const double cse256 = cse254*cse255;
    const double cse257 = cse200*cse230;
    const double cse258 = -cse197*(cse212*cse246 + cse221*cse228) - cse216*cse246 - cse246*cse257;
    const double cse259 = cse216*cse224;
    const double cse260 = cse212*cse221;
    const double cse261 = cse229*phid_bar2;
    const double cse262 = cse212*psid_bar2;
    const double cse263 = -cse197*(-cse260 + cse261 + cse262) + cse224*cse257 + cse259;
    const double cse264 = cse195*cse263;
    const double cse265 = cse200*cse221*thetad_bar2 + cse209*cse243 + cse211*cse243 - cse215*cse249 + cse216*cse249;
    const double cse266 = cse200*cse208;
    const double cse267 = -cse197*cse222*cse249 - cse200*(-cse207*cse246 + cse219*cse221) + cse209*cse246 - cse225*cse249 - cse246*cse266;
    const double cse268 = cse224*cse266;
    const double cse269 = cse207*cse221 - cse207*psid_bar2 + cse220*phid_bar2;
    const double cse270 = -cse200*cse269 + cse209*cse222 + cse268;
    const double cse271 = cse201*cse270;
    const double cse272 = cse236*cse52;
    const double cse273 = cse233*cse272;
    const double cse274 = cse237*cse52;
    const double cse275 = cse239*cse274 + cse273*lam_6 + lam_8*(cse143*cse179 + cse145) + lam_9*(-cse128*cse143 - cse146);
    const double cse276 = cse195*cse204;
    const double cse277 = -cse197*cse276 + cse200*cse276;
    const double cse278 = -cse209 - cse211 + cse266;
    const double cse279 = -cse215 + cse216 + cse257;
    const double cse280 = cse197*cse202;
    const double cse281 = cse196*cse200;
    const double cse282 = -cse198*cse52 - cse203*cse52 + cse280*cse52 + cse281*cse52;
    const double cse283 = cse251*cse253;
    const double cse284 = cse251*cse255;
    const double cse285 = -cse197*cse269 + cse211*cse224 + cse268;
    const double cse286 = -cse200*(cse260 - cse261 - cse262) + cse215*cse222 + cse259;
    const double cse287 = cse197*(cse214*cse214) + cse200*(cse210*cse210) + cse209*cse210 + cse214*cse257;
    const double cse288 = cse236*(-cse142*cse238 + cse239);
    const double cse289 = cse142*cse235;
    const double cse290 = -cse237*(-cse233 - cse289) - cse288*lam_6;
    const double cse291 = -cse241;
    const double cse292 = -cse236*(cse234 + cse235);
    const double cse293 = cse133 + cse180;
    const double cse294 = -cse129 - cse153;
    const double cse295 = -cse205*cse236*lam_7;
    const double cse296 = cse142*cse236;
    const double cse297 = -cse201*cse296*lam_7 + cse235*cse272*lam_6 - cse238*cse274;
    const double cse298 = -cse239*cse272;
    const double cse299 = cse195*cse296;
    const double cse300 = cse183 - cse184 - cse185;
    const double cse301 = cse128*cse144 - cse139*cse143 + cse182;
    const double cse302 = -cse288;
    const double cse303 = -cse236*(cse233 + cse289);
    const double cse304 = -cse204*cse236;

    ab[609] = cse2;  /* [0, 0] */
    ab[399] = 1;  /* [0, 12] */
    ab[639] = -1;  /* [0, 17] */
    ab[20] = cse2;  /* [1, 1] */
    ab[200] = 1;  /* [1, 13] */
    ab[320] = -1;  /* [1, 18] */
    ab[82] = cse2;  /* [2, 2] */
    ab[172] = 1;  /* [2, 14] */
    ab[352] = -1;  /* [2, 19] */
    ab[485] = cse10*cse4 + (cse11*cse11)*cse13 + cse16*cse4 + cse45*(cse61*lam_8 + cse69*lam_9 + cse70 + cse74) - h*(cse11*cse31 + cse17*cse36 + cse19*cse44);  /* [3, 3] */
    ab[425] = cse117 + cse45*(acc_3*(cse15*cse87 + cse6*cse84*cse85 - cse87) + acc_4*cse89 - acc_5*cse30 - cse101*cse11 - cse102*cse19 - cse103*cse17 - cse104*cse11 - cse11*cse94 + cse115 + cse3*(cse21*cse29 + cse22*cse25 + cse76*thetad_bar1)) - h*(cse11*cse77 + cse19*cse82 - cse41*cse79);  /* [3, 4] */
    ab[455] = cse35 + cse45*(acc_3*(cse120*cse4 - cse121*cse4) + acc_4*cse127 - cse100*cse19 - cse11*cse124 - cse122*cse19 - cse123*cse17 + cse136 + cse17*cse93) - h*(cse118*cse17 + cse119*cse19);  /* [3, 5] */
    ab[545] = cse141;  /* [3, 9] */
    ab[515] = cse147;  /* [3, 10] */
    ab[395] = cse148;  /* [3, 12] */
    ab[215] = cse149;  /* [3, 13] */
    ab[245] = cse150;  /* [3, 16] */
    ab[635] = cse148;  /* [3, 17] */
    ab[335] = cse149;  /* [3, 18] */
    ab[305] = cse152;  /* [3, 20] */
    ab[275] = cse155;  /* [3, 21] */
    ab[483] = cse115*cse45 + cse117 - h*(cse14*cse36 - cse44*cse5);  /* [4, 3] */
    ab[423] = cse125 + cse126 + cse45*(acc_3*cse89 + cse102*cse5 - cse103*cse14 - cse11*lam_3 - cse158*cse62 + cse159*lam_1 + cse159*lam_6 - cse160*cse62 + cse162 + cse70 + lam_8*(cse157 + cse48*cse53 + cse56*cse59) + lam_9*(cse156 - cse53*cse62 - cse59*cse66)) - h*(-cse5*cse82 - cse79*cse81);  /* [4, 4] */
    ab[453] = cse45*(acc_3*cse127 + acc_4*(-cse120 + cse121) + cse101 + cse122*cse5 - cse123*cse14 + cse171 + cse94) - h*(cse118*cse14 - cse119*cse5);  /* [4, 5] */
    ab[543] = cse172;  /* [4, 9] */
    ab[513] = cse174;  /* [4, 10] */
    ab[393] = cse175;  /* [4, 12] */
    ab[213] = cse109;  /* [4, 13] */
    ab[183] = cse176;  /* [4, 14] */
    ab[153] = cse177;  /* [4, 15] */
    ab[243] = cse55;  /* [4, 16] */
    ab[633] = cse175;  /* [4, 17] */
    ab[333] = cse109;  /* [4, 18] */
    ab[363] = cse176;  /* [4, 19] */
    ab[303] = cse178;  /* [4, 20] */
    ab[273] = cse164;  /* [4, 21] */
    ab[484] = cse136*cse45 - cse31*h + cse35;  /* [5, 3] */
    ab[424] = cse45*(-acc_3*cse30 - cse104 + cse171) - cse77*h;  /* [5, 4] */
    ab[454] = cse13 + cse45*(-cse124 + cse162 + cse74 + lam_8*(cse157 + cse61) + lam_9*(cse156 + cse69));  /* [5, 5] */
    ab[544] = cse181;  /* [5, 9] */
    ab[514] = cse186;  /* [5, 10] */
    ab[394] = cse187;  /* [5, 12] */
    ab[214] = cse188;  /* [5, 13] */
    ab[184] = cse189;  /* [5, 14] */
    ab[634] = cse187;  /* [5, 17] */
    ab[334] = cse188;  /* [5, 18] */
    ab[364] = cse189;  /* [5, 19] */
    ab[304] = cse190;  /* [5, 20] */
    ab[274] = cse192;  /* [5, 21] */
    ab[671] = cse193;  /* [6, 6] */
    ab[641] = 1;  /* [6, 17] */
    ab[51] = cse193;  /* [7, 7] */
    ab[321] = 1;  /* [7, 18] */
    ab[113] = cse193;  /* [8, 8] */
    ab[353] = 1;  /* [8, 19] */
    ab[487] = cse141;  /* [9, 3] */
    ab[427] = cse172;  /* [9, 4] */
    ab[457] = cse181;  /* [9, 5] */
    ab[547] = (cse142*cse142)*cse200 + cse194*cse198 + cse194*cse203 + cse45*(cse191*lam_8 + cse232*lam_9 + cse242) - h*(cse142*cse218 + cse204*cse227 - cse205*cse231);  /* [9, 9] */
    ab[517] = cse277 + cse45*(acc_10*cse252 - acc_11*cse217 + acc_9*(cse196*cse253*cse254 + cse202*cse256 - cse256) + cse142*cse264 - cse142*cse265 - cse142*cse271 - cse204*cse267 + cse205*cse258 + cse275 + cse52*(cse209*cse214 + cse210*cse216 + cse247*thetad_bar2)) - h*(cse142*cse248 + cse204*cse245 + cse223*cse250);  /* [9, 10] */
    ab[577] = cse226 + cse45*(acc_10*cse282 + acc_9*(-cse194*cse283 + cse194*cse284) - cse142*cse287 - cse204*cse263 - cse204*cse286 - cse205*cse270 + cse205*cse285 + cse290) - h*(cse204*cse278 - cse205*cse279);  /* [9, 11] */
    ab[637] = cse291;  /* [9, 17] */
    ab[337] = cse292;  /* [9, 18] */
    ab[307] = cse293;  /* [9, 20] */
    ab[277] = cse294;  /* [9, 21] */
    ab[486] = cse147;  /* [10, 3] */
    ab[426] = cse174;  /* [10, 4] */
    ab[456] = cse186;  /* [10, 5] */
    ab[546] = cse275*cse45 + cse277 - h*(cse195*cse227 + cse201*cse231);  /* [10, 9] */
    ab[516] = cse280 + cse281 + cse45*(acc_9*cse252 + cse192*lam_8 - cse195*cse267 - cse201*cse258 + cse234*cse237 - cse236*cse240*lam_6 + cse295 + lam_9*(cse156 + cse232)) - h*(cse195*cse245 - cse244*cse250);  /* [10, 10] */
    ab[576] = cse45*(acc_10*(cse283 - cse284) + acc_9*cse282 - cse195*cse286 - cse201*cse285 - cse264 + cse271 + cse297) - h*(cse195*cse278 + cse201*cse279);  /* [10, 11] */
    ab[636] = cse273;  /* [10, 17] */
    ab[336] = cse298;  /* [10, 18] */
    ab[366] = cse299;  /* [10, 19] */
    ab[306] = cse300;  /* [10, 20] */
    ab[276] = cse301;  /* [10, 21] */
    ab[548] = -cse218*h + cse226 + cse290*cse45;  /* [11, 9] */
    ab[518] = -cse248*h + cse45*(-acc_9*cse217 - cse265 + cse297);  /* [11, 10] */
    ab[578] = cse200 + cse45*(cse242 - cse287 + cse295);  /* [11, 11] */
    ab[638] = cse302;  /* [11, 17] */
    ab[338] = cse303;  /* [11, 18] */
    ab[368] = cse304;  /* [11, 19] */
    ab[602] = 1;  /* [12, 0] */
    ab[482] = cse148;  /* [12, 3] */
    ab[422] = cse175;  /* [12, 4] */
    ab[452] = cse187;  /* [12, 5] */
    ab[26] = 1;  /* [13, 1] */
    ab[476] = cse149;  /* [13, 3] */
    ab[416] = cse109;  /* [13, 4] */
    ab[446] = cse188;  /* [13, 5] */
    ab[85] = 1;  /* [14, 2] */
    ab[415] = cse176;  /* [14, 4] */
    ab[445] = cse189;  /* [14, 5] */
    ab[414] = cse177;  /* [15, 4] */
    ab[477] = cse150;  /* [16, 3] */
    ab[417] = cse55;  /* [16, 4] */
    ab[610] = -1;  /* [17, 0] */
    ab[490] = cse148;  /* [17, 3] */
    ab[430] = cse175;  /* [17, 4] */
    ab[460] = cse187;  /* [17, 5] */
    ab[670] = 1;  /* [17, 6] */
    ab[550] = cse291;  /* [17, 9] */
    ab[520] = cse273;  /* [17, 10] */
    ab[580] = cse302;  /* [17, 11] */
    ab[30] = -1;  /* [18, 1] */
    ab[480] = cse149;  /* [18, 3] */
    ab[420] = cse109;  /* [18, 4] */
    ab[450] = cse188;  /* [18, 5] */
    ab[60] = 1;  /* [18, 7] */
    ab[540] = cse292;  /* [18, 9] */
    ab[510] = cse298;  /* [18, 10] */
    ab[570] = cse303;  /* [18, 11] */
    ab[91] = -1;  /* [19, 2] */
    ab[421] = cse176;  /* [19, 4] */
    ab[451] = cse189;  /* [19, 5] */
    ab[121] = 1;  /* [19, 8] */
    ab[511] = cse299;  /* [19, 10] */
    ab[571] = cse304;  /* [19, 11] */
    ab[479] = cse152;  /* [20, 3] */
    ab[419] = cse178;  /* [20, 4] */
    ab[449] = cse190;  /* [20, 5] */
    ab[539] = cse293;  /* [20, 9] */
    ab[509] = cse300;  /* [20, 10] */
    ab[478] = cse155;  /* [21, 3] */
    ab[418] = cse164;  /* [21, 4] */
    ab[448] = cse192;  /* [21, 5] */
    ab[538] = cse294;  /* [21, 9] */
    ab[508] = cse301;  /* [21, 10] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Output: out, 22 x 22 row-major, 128 nonzero, unpacked from index3_matrix_band (one copy
 * of the expressions serves both). On allocation failure every entry of out is NaN.
 */
static const int mg_double_pendulum_re_index3_matrix_cells[128][2] = {
    {0, 609},
    {12, 399},
    {17, 639},
    {23, 20},
    {35, 200},
    {40, 320},
    {46, 82},
    {58, 172},
    {63, 352},
    {69, 485},
    {70, 425},
    {71, 455},
    {75, 545},
    {76, 515},
    {78, 395},
    {79, 215},
    {82, 245},
    {83, 635},
    {84, 335},
    {86, 305},
    {87, 275},
    {91, 483},
    {92, 423},
    {93, 453},
    {97, 543},
    {98, 513},
    {100, 393},
    {101, 213},
    {102, 183},
    {103, 153},
    {104, 243},
    {105, 633},
    {106, 333},
    {107, 363},
    {108, 303},
    {109, 273},
    {113, 484},
    {114, 424},
    {115, 454},
    {119, 544},
    {120, 514},
    {122, 394},
    {123, 214},
    {124, 184},
    {127, 634},
    {128, 334},
    {129, 364},
    {130, 304},
    {131, 274},
    {138, 671},
    {149, 641},
    {161, 51},
    {172, 321},
    {184, 113},
    {195, 353},
    {201, 487},
    {202, 427},
    {203, 457},
    {207, 547},
    {208, 517},
    {209, 577},
    {215, 637},
    {216, 337},
    {218, 307},
    {219, 277},
    {223, 486},
    {224, 426},
    {225, 456},
    {229, 546},
    {230, 516},
    {231, 576},
    {237, 636},
    {238, 336},
    {239, 366},
    {240, 306},
    {241, 276},
    {251, 548},
    {252, 518},
    {253, 578},
    {259, 638},
    {260, 338},
    {261, 368},
    {264, 602},
    {267, 482},
    {268, 422},
    {269, 452},
    {287, 26},
    {289, 476},
    {290, 416},
    {291, 446},
    {310, 85},
    {312, 415},
    {313, 445},
    {334, 414},
    {355, 477},
    {356, 417},
    {374, 610},
    {377, 490},
    {378, 430},
    {379, 460},
    {380, 670},
    {383, 550},
    {384, 520},
    {385, 580},
    {397, 30},
    {399, 480},
    {400, 420},
    {401, 450},
    {403, 60},
    {405, 540},
    {406, 510},
    {407, 570},
    {420, 91},
    {422, 421},
    {423, 451},
    {426, 121},
    {428, 511},
    {429, 571},
    {443, 479},
    {444, 419},
    {445, 449},
    {449, 539},
    {450, 509},
    {465, 478},
    {466, 418},
    {467, 448},
    {471, 538},
    {472, 508},
};

void mg_double_pendulum_re_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    double *ab = calloc((size_t)31 * 22, sizeof(double));
    if (ab == NULL) {
        for (int k = 0; k < 484; ++k) {
            out[k] = NAN;
        }
        return;
    }
    mg_double_pendulum_re_index3_matrix_band(q, v, a, lam, t, p, h, ab);
    memset(out, 0, sizeof(double) * 484);
    for (int k = 0; k < 128; ++k) {
        out[mg_double_pendulum_re_index3_matrix_cells[k][0]] = ab[mg_double_pendulum_re_index3_matrix_cells[k][1]];
    }
    free(ab);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 12); p (parameters, 4).
 * Output: out, 10 x 12 row-major, 65 nonzero.
 * 346 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_B(const double *q, const double *p, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double r_bar2_x = q[6];
    const double r_bar2_y = q[7];
    const double r_bar2_z = q[8];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double L1 = p[0];
    const double cse0 = cos(theta_bar1);
    const double cse1 = sin(psi_bar1);
    const double cse2 = sin(phi_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = cos(psi_bar1);
    const double cse6 = cos(phi_bar1);
    const double cse7 = cse5*cse6;
    const double cse8 = -cse4 + cse7;
    const double cse9 = sin(theta_bar1);
    const double cse10 = cse1*cse9;
    const double cse11 = cse2*cse5;
    const double cse12 = cse1*cse6;
    const double cse13 = -cse0*cse11 - cse12;
    const double cse14 = cse5*cse9;
    const double cse15 = cse2*cse9;
    const double cse16 = cse0*cse15 + cse10*cse8 + cse13*cse14;
    const double cse17 = cse0*cse7 - cse3;
    const double cse18 = cse0*cse12;
    const double cse19 = cse11 + cse18;
    const double cse20 = cse6*cse9;
    const double cse21 = -cse0*cse20 + cse10*cse19 + cse14*cse17;
    const double cse22 = -cse1*cse13 + cse5*cse8;
    const double cse23 = -cse1*cse17 + cse19*cse5;
    const double cse24 = (cse0*cse0);
    const double cse25 = (cse9*cse9);
    const double cse26 = (cse1*cse1)*cse25;
    const double cse27 = cse25*(cse5*cse5);
    const double cse28 = cse24 + cse26 + cse27;
    const double cse29 = -cse0;
    const double cse30 = -cse20;
    const double cse31 = (1.0/2.0)*L1;
    const double cse32 = cse19*cse31;
    const double cse33 = cse10*cse31;
    const double cse34 = cse21*cse33 - cse28*cse32;
    const double cse35 = cse31*cse8;
    const double cse36 = -cse16*cse33 + cse28*cse35;
    const double cse37 = cse16*cse32 - cse21*cse35;
    const double cse38 = cse23*cse33;
    const double cse39 = cse22*cse33;
    const double cse40 = cse22*cse32 - cse23*cse35;
    const double cse41 = cse25*cse31;
    const double cse42 = cse12*cse41;
    const double cse43 = -cse0*cse32 - cse42;
    const double cse44 = cse3*cse41;
    const double cse45 = cse0*cse35 - cse44;
    const double cse46 = cse15*cse32 + cse20*cse35;
    const double cse47 = cos(theta_bar2);
    const double cse48 = (cse47*cse47);
    const double cse49 = sin(theta_bar2);
    const double cse50 = (cse49*cse49);
    const double cse51 = sin(psi_bar2);
    const double cse52 = cse50*(cse51*cse51);
    const double cse53 = cos(psi_bar2);
    const double cse54 = cse50*(cse53*cse53);
    const double cse55 = cse48 + cse52 + cse54;
    const double cse56 = cse32 + r_bar1_y - r_bar2_y;
    const double cse57 = cos(phi_bar2);
    const double cse58 = cse51*cse57;
    const double cse59 = sin(phi_bar2);
    const double cse60 = cse53*cse59;
    const double cse61 = cse47*cse58 + cse60;
    const double cse62 = cse49*cse51;
    const double cse63 = cse61*cse62;
    const double cse64 = cse53*cse57;
    const double cse65 = cse51*cse59;
    const double cse66 = -cse47*cse64 + cse65;
    const double cse67 = cse49*cse53;
    const double cse68 = cse66*cse67;
    const double cse69 = cse49*cse57;
    const double cse70 = cse47*cse69;
    const double cse71 = cse63 - cse68 - cse70;
    const double cse72 = cse33 + r_bar1_z - r_bar2_z;
    const double cse73 = cse55*cse56 - cse71*cse72;
    const double cse74 = cse47*cse60 + cse58;
    const double cse75 = cse67*cse74;
    const double cse76 = -cse47*cse65 + cse64;
    const double cse77 = cse62*cse76;
    const double cse78 = cse49*cse59;
    const double cse79 = cse47*cse78;
    const double cse80 = -cse75 + cse77 + cse79;
    const double cse81 = cse35 + r_bar1_x - r_bar2_x;
    const double cse82 = -cse55*cse81 + cse72*cse80;
    const double cse83 = -cse56*cse80 + cse71*cse81;
    const double cse84 = cse53*cse61;
    const double cse85 = cse51*cse66;
    const double cse86 = cse84 + cse85;
    const double cse87 = cse72*cse86;
    const double cse88 = cse53*cse76;
    const double cse89 = cse51*cse74;
    const double cse90 = cse88 + cse89;
    const double cse91 = cse72*cse90;
    const double cse92 = -cse56*cse90 + cse81*cse86;
    const double cse93 = cse47*cse56 + cse69*cse72;
    const double cse94 = -cse47*cse81 + cse72*cse78;
    const double cse95 = -cse56*cse78 - cse69*cse81;
    const double cse96 = cse4 - cse7;
    const double cse97 = -cse11 - cse18;
    const double cse98 = cse75 - cse77 - cse79;
    const double cse99 = -cse63 + cse68 + cse70;
    const double cse100 = -cse48 - cse52 - cse54;
    const double cse101 = -cse88 - cse89;
    const double cse102 = -cse84 - cse85;

    memset(out, 0, sizeof(double) * 120);
    out[2] = -1;  /* [0, 2] */
    out[3] = cse16*r_bar1_y - cse21*r_bar1_x;  /* [0, 3] */
    out[4] = cse22*r_bar1_y - cse23*r_bar1_x;  /* [0, 4] */
    out[5] = cse15*r_bar1_y + cse20*r_bar1_x;  /* [0, 5] */
    out[13] = 1;  /* [1, 1] */
    out[15] = cse16*r_bar1_z - cse28*r_bar1_x;  /* [1, 3] */
    out[16] = cse22*r_bar1_z;  /* [1, 4] */
    out[17] = -cse0*r_bar1_x + cse15*r_bar1_z;  /* [1, 5] */
    out[24] = -1;  /* [2, 0] */
    out[27] = cse21*r_bar1_z - cse28*r_bar1_y;  /* [2, 3] */
    out[28] = cse23*r_bar1_z;  /* [2, 4] */
    out[29] = -cse0*r_bar1_y - cse20*r_bar1_z;  /* [2, 5] */
    out[39] = -cse24 - cse26 - cse27;  /* [3, 3] */
    out[41] = cse29;  /* [3, 5] */
    out[51] = cse21;  /* [4, 3] */
    out[52] = cse23;  /* [4, 4] */
    out[53] = cse30;  /* [4, 5] */
    out[60] = cse13;  /* [5, 0] */
    out[61] = cse17;  /* [5, 1] */
    out[62] = cse14;  /* [5, 2] */
    out[63] = cse13*cse34 + cse14*cse37 + cse17*cse36;  /* [5, 3] */
    out[64] = cse13*cse38 + cse14*cse40 - cse17*cse39;  /* [5, 4] */
    out[65] = cse13*cse43 + cse14*cse46 + cse17*cse45;  /* [5, 5] */
    out[66] = -cse13;  /* [5, 6] */
    out[67] = -cse17;  /* [5, 7] */
    out[68] = -cse14;  /* [5, 8] */
    out[69] = cse13*cse73 + cse14*cse83 + cse17*cse82;  /* [5, 9] */
    out[70] = -cse13*cse87 + cse14*cse92 + cse17*cse91;  /* [5, 10] */
    out[71] = cse13*cse93 + cse14*cse95 + cse17*cse94;  /* [5, 11] */
    out[72] = cse96;  /* [6, 0] */
    out[73] = cse97;  /* [6, 1] */
    out[74] = -cse10;  /* [6, 2] */
    out[75] = -cse10*cse37 + cse34*cse96 + cse36*cse97;  /* [6, 3] */
    out[76] = -cse10*cse40 + cse38*cse96 - cse39*cse97;  /* [6, 4] */
    out[77] = -cse10*cse46 + cse43*cse96 + cse45*cse97;  /* [6, 5] */
    out[78] = -cse96;  /* [6, 6] */
    out[79] = -cse97;  /* [6, 7] */
    out[80] = cse10;  /* [6, 8] */
    out[81] = -cse10*cse83 + cse73*cse96 + cse82*cse97;  /* [6, 9] */
    out[82] = -cse10*cse92 - cse87*cse96 + cse91*cse97;  /* [6, 10] */
    out[83] = -cse10*cse95 + cse93*cse96 + cse94*cse97;  /* [6, 11] */
    out[84] = cse15;  /* [7, 0] */
    out[85] = cse30;  /* [7, 1] */
    out[86] = cse0;  /* [7, 2] */
    out[87] = cse0*cse37 + cse15*cse34 - cse20*cse36;  /* [7, 3] */
    out[88] = cse0*cse40 + cse22*cse42 + cse23*cse44;  /* [7, 4] */
    out[89] = cse0*cse46 + cse15*cse43 - cse20*cse45;  /* [7, 5] */
    out[90] = -cse15;  /* [7, 6] */
    out[91] = cse20;  /* [7, 7] */
    out[92] = cse29;  /* [7, 8] */
    out[93] = cse0*cse83 + cse15*cse73 - cse20*cse82;  /* [7, 9] */
    out[94] = cse0*cse92 - cse15*cse87 - cse20*cse91;  /* [7, 10] */
    out[95] = cse0*cse95 + cse15*cse93 - cse20*cse94;  /* [7, 11] */
    out[99] = cse13*cse16 + cse14*cse28 + cse17*cse21;  /* [8, 3] */
    out[100] = cse13*cse22 + cse17*cse23;  /* [8, 4] */
    out[101] = cse0*cse14 + cse13*cse15 - cse17*cse20;  /* [8, 5] */
    out[105] = cse100*cse14 + cse13*cse98 + cse17*cse99;  /* [8, 9] */
    out[106] = cse101*cse13 + cse102*cse17;  /* [8, 10] */
    out[107] = -cse13*cse78 - cse14*cse47 + cse17*cse69;  /* [8, 11] */
    out[111] = -cse10*cse28 + cse16*cse96 + cse21*cse97;  /* [9, 3] */
    out[112] = cse22*cse96 + cse23*cse97;  /* [9, 4] */
    out[113] = -cse0*cse10 + cse15*cse96 - cse20*cse97;  /* [9, 5] */
    out[117] = -cse10*cse100 + cse96*cse98 + cse97*cse99;  /* [9, 9] */
    out[118] = cse101*cse96 + cse102*cse97;  /* [9, 10] */
    out[119] = cse10*cse47 + cse69*cse97 - cse78*cse96;  /* [9, 11] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
 * columns, written by rows), global frame.
 * Inputs: q (position coordinates, 12); p (parameters, 4).
 * Output: out, 2 x 12 row-major, 15 nonzero.
 * 36 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_reaction_frames(const double *q, const double *p, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double L1 = p[0];
    const double cse0 = cos(theta_bar1);
    const double cse1 = sin(psi_bar1);
    const double cse2 = sin(phi_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = cos(psi_bar1);
    const double cse6 = cos(phi_bar1);
    const double cse7 = cse5*cse6;
    const double cse8 = (1.0/2.0)*L1;
    const double cse9 = cse1*cse6;
    const double cse10 = cse0*cse9;
    const double cse11 = cse2*cse5;
    const double cse12 = sin(theta_bar1);
    const double cse13 = cse1*cse12;

    memset(out, 0, sizeof(double) * 24);
    out[5] = 1;  /* [0, 5] */
    out[7] = -1;  /* [0, 7] */
    out[9] = 1;  /* [0, 9] */
    out[12] = cse8*(-cse4 + cse7) + r_bar1_x;  /* [1, 0] */
    out[13] = cse8*(cse10 + cse11) + r_bar1_y;  /* [1, 1] */
    out[14] = cse13*cse8 + r_bar1_z;  /* [1, 2] */
    out[15] = -cse0*cse11 - cse9;  /* [1, 3] */
    out[16] = cse4 - cse7;  /* [1, 4] */
    out[17] = cse12*cse2;  /* [1, 5] */
    out[18] = cse0*cse7 - cse3;  /* [1, 6] */
    out[19] = -cse10 - cse11;  /* [1, 7] */
    out[20] = -cse12*cse6;  /* [1, 8] */
    out[21] = cse12*cse5;  /* [1, 9] */
    out[22] = -cse13;  /* [1, 10] */
    out[23] = cse0;  /* [1, 11] */
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 81 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double r_bar1_z = q[2];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double r_bar2_z = q[8];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double rd_bar1_x = v[0];
    const double rd_bar1_y = v[1];
    const double rd_bar1_z = v[2];
    const double phid_bar1 = v[3];
    const double thetad_bar1 = v[4];
    const double psid_bar1 = v[5];
    const double rd_bar2_x = v[6];
    const double rd_bar2_y = v[7];
    const double rd_bar2_z = v[8];
    const double phid_bar2 = v[9];
    const double thetad_bar2 = v[10];
    const double psid_bar2 = v[11];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = sin(psi_bar2);
    const double cse1 = phid_bar2*sin(theta_bar2);
    const double cse2 = cos(psi_bar2);
    const double cse3 = (w*w);
    const double cse4 = L2*rho;
    const double cse5 = cse3*cse4;
    const double cse6 = (1.0/24.0)*cse5*((L2*L2) + cse3);
    const double cse7 = cos(psi_bar1);
    const double cse8 = phid_bar1*sin(theta_bar1);
    const double cse9 = sin(psi_bar1);
    const double cse10 = L1*rho;
    const double cse11 = cse10*cse3;
    const double cse12 = (1.0/24.0)*cse11*((L1*L1) + cse3);
    const double cse13 = (1.0/12.0)*(w*w*w*w);

    out[0] = cse10*cse13*((cse7*thetad_bar1 + cse8*cse9)*(cse7*thetad_bar1 + cse8*cse9)) + (1.0/2.0)*cse11*((rd_bar1_x*rd_bar1_x) + (rd_bar1_y*rd_bar1_y) + (rd_bar1_z*rd_bar1_z)) + cse12*((cse7*cse8 - cse9*thetad_bar1)*(cse7*cse8 - cse9*thetad_bar1)) + cse12*((phid_bar1*cos(theta_bar1) + psid_bar1)*(phid_bar1*cos(theta_bar1) + psid_bar1)) + cse13*cse4*((cse0*thetad_bar2 - cse1*cse2)*(cse0*thetad_bar2 - cse1*cse2)) + (1.0/2.0)*cse5*((rd_bar2_x*rd_bar2_x) + (rd_bar2_y*rd_bar2_y) + (rd_bar2_z*rd_bar2_z)) + cse6*((cse0*cse1 + cse2*thetad_bar2)*(cse0*cse1 + cse2*thetad_bar2)) + cse6*((phid_bar2*cos(theta_bar2) + psid_bar2)*(phid_bar2*cos(theta_bar2) + psid_bar2));  /* [0, 0] */
    out[1] = 9.81*cse11*r_bar1_z + 9.81*cse5*r_bar2_z;  /* [1, 0] */
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); p (parameters, 4).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 150 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double r_bar2_x = q[6];
    const double r_bar2_y = q[7];
    const double r_bar2_z = q[8];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double rd_bar1_x = v[0];
    const double rd_bar1_y = v[1];
    const double rd_bar1_z = v[2];
    const double phid_bar1 = v[3];
    const double thetad_bar1 = v[4];
    const double psid_bar1 = v[5];
    const double rd_bar2_x = v[6];
    const double rd_bar2_y = v[7];
    const double rd_bar2_z = v[8];
    const double phid_bar2 = v[9];
    const double thetad_bar2 = v[10];
    const double psid_bar2 = v[11];
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = (w*w);
    const double cse1 = cse0*rho;
    const double cse2 = L2*cse1;
    const double cse3 = cse2*rd_bar2_x;
    const double cse4 = L1*cse1;
    const double cse5 = cse4*rd_bar1_x;
    const double cse6 = cse2*rd_bar2_y;
    const double cse7 = cse4*rd_bar1_y;
    const double cse8 = cse2*rd_bar2_z;
    const double cse9 = cse4*rd_bar1_z;
    const double cse10 = sin(phi_bar2);
    const double cse11 = sin(theta_bar2);
    const double cse12 = cos(theta_bar2);
    const double cse13 = (1.0/12.0)*cse2*((L2*L2) + cse0);
    const double cse14 = cse13*(cse12*phid_bar2 + psid_bar2);
    const double cse15 = cse11*cse14;
    const double cse16 = cos(theta_bar1);
    const double cse17 = cos(psi_bar1);
    const double cse18 = sin(phi_bar1);
    const double cse19 = cse17*cse18;
    const double cse20 = sin(psi_bar1);
    const double cse21 = cos(phi_bar1);
    const double cse22 = cse20*cse21;
    const double cse23 = sin(theta_bar1);
    const double cse24 = cse23*phid_bar1;
    const double cse25 = (1.0/12.0)*cse4*((L1*L1) + cse0);
    const double cse26 = cse25*(cse17*cse24 - cse20*thetad_bar1);
    const double cse27 = cse25*(cse16*phid_bar1 + psid_bar1);
    const double cse28 = cse23*cse27;
    const double cse29 = cos(psi_bar2);
    const double cse30 = cse10*cse29;
    const double cse31 = sin(psi_bar2);
    const double cse32 = cos(phi_bar2);
    const double cse33 = cse31*cse32;
    const double cse34 = cse11*phid_bar2;
    const double cse35 = (1.0/6.0)*rho*(w*w*w*w);
    const double cse36 = L2*cse35*(-cse29*cse34 + cse31*thetad_bar2);
    const double cse37 = cse18*cse20;
    const double cse38 = cse17*cse21;
    const double cse39 = L1*cse35*(cse17*thetad_bar1 + cse20*cse24);
    const double cse40 = cse10*cse31;
    const double cse41 = cse29*cse32;
    const double cse42 = cse13*(cse29*thetad_bar2 + cse31*cse34);

    out[0] = cse3 + cse5;  /* [0, 0] */
    out[1] = cse6 + cse7;  /* [1, 0] */
    out[2] = cse8 + cse9;  /* [2, 0] */
    out[3] = cse10*cse15 + cse18*cse28 + cse26*(-cse16*cse19 - cse22) + cse36*(cse12*cse30 + cse33) + cse39*(-cse16*cse37 + cse38) + cse42*(-cse12*cse40 + cse41) - cse6*r_bar2_z - cse7*r_bar1_z + cse8*r_bar2_y + cse9*r_bar1_y;  /* [3, 0] */
    out[4] = -cse15*cse32 - cse21*cse28 + cse26*(cse16*cse38 - cse37) + cse3*r_bar2_z + cse36*(-cse12*cse41 + cse40) + cse39*(cse16*cse22 + cse19) + cse42*(cse12*cse33 + cse30) + cse5*r_bar1_z - cse8*r_bar2_x - cse9*r_bar1_x;  /* [4, 0] */
    out[5] = -cse11*cse29*cse36 + cse11*cse31*cse42 + cse12*cse14 + cse16*cse27 + cse17*cse23*cse26 + cse20*cse23*cse39 - cse3*r_bar2_y - cse5*r_bar1_y + cse6*r_bar2_x + cse7*r_bar1_x;  /* [5, 0] */
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 12).
 * Output: out, 2 x 12 row-major, 24 nonzero.
 * 48 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_body_frames(const double *q, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double r_bar2_x = q[6];
    const double r_bar2_y = q[7];
    const double r_bar2_z = q[8];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double cse0 = cos(theta_bar1);
    const double cse1 = sin(psi_bar1);
    const double cse2 = sin(phi_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cos(psi_bar1);
    const double cse5 = cos(phi_bar1);
    const double cse6 = cse4*cse5;
    const double cse7 = cse2*cse4;
    const double cse8 = cse1*cse5;
    const double cse9 = sin(theta_bar1);
    const double cse10 = cos(theta_bar2);
    const double cse11 = cos(psi_bar2);
    const double cse12 = sin(phi_bar2);
    const double cse13 = cse11*cse12;
    const double cse14 = sin(psi_bar2);
    const double cse15 = cos(phi_bar2);
    const double cse16 = cse14*cse15;
    const double cse17 = cse12*cse14;
    const double cse18 = cse11*cse15;
    const double cse19 = sin(theta_bar2);

    out[0] = r_bar1_x;  /* [0, 0] */
    out[1] = r_bar1_y;  /* [0, 1] */
    out[2] = r_bar1_z;  /* [0, 2] */
    out[3] = -cse0*cse3 + cse6;  /* [0, 3] */
    out[4] = -cse0*cse7 - cse8;  /* [0, 4] */
    out[5] = cse2*cse9;  /* [0, 5] */
    out[6] = cse0*cse8 + cse7;  /* [0, 6] */
    out[7] = cse0*cse6 - cse3;  /* [0, 7] */
    out[8] = -cse5*cse9;  /* [0, 8] */
    out[9] = cse1*cse9;  /* [0, 9] */
    out[10] = cse4*cse9;  /* [0, 10] */
    out[11] = cse0;  /* [0, 11] */
    out[12] = r_bar2_x;  /* [1, 0] */
    out[13] = r_bar2_y;  /* [1, 1] */
    out[14] = r_bar2_z;  /* [1, 2] */
    out[15] = cse10*cse13 + cse16;  /* [1, 3] */
    out[16] = -cse10*cse17 + cse18;  /* [1, 4] */
    out[17] = cse12*cse19;  /* [1, 5] */
    out[18] = -cse10*cse18 + cse17;  /* [1, 6] */
    out[19] = cse10*cse16 + cse13;  /* [1, 7] */
    out[20] = -cse15*cse19;  /* [1, 8] */
    out[21] = -cse11*cse19;  /* [1, 9] */
    out[22] = cse14*cse19;  /* [1, 10] */
    out[23] = cse10;  /* [1, 11] */
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12).
 * Output: out, 2 x 6 row-major, 12 nonzero.
 * 90 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_body_velocities(const double *q, const double *v, double *out)
{
    const double phi_bar1 = q[3];
    const double theta_bar1 = q[4];
    const double psi_bar1 = q[5];
    const double phi_bar2 = q[9];
    const double theta_bar2 = q[10];
    const double psi_bar2 = q[11];
    const double rd_bar1_x = v[0];
    const double rd_bar1_y = v[1];
    const double rd_bar1_z = v[2];
    const double phid_bar1 = v[3];
    const double thetad_bar1 = v[4];
    const double psid_bar1 = v[5];
    const double rd_bar2_x = v[6];
    const double rd_bar2_y = v[7];
    const double rd_bar2_z = v[8];
    const double phid_bar2 = v[9];
    const double thetad_bar2 = v[10];
    const double psid_bar2 = v[11];
    const double cse0 = sin(phi_bar1);
    const double cse1 = cos(theta_bar1);
    const double cse2 = cse1*phid_bar1 + psid_bar1;
    const double cse3 = sin(theta_bar1);
    const double cse4 = cse2*cse3;
    const double cse5 = cos(psi_bar1);
    const double cse6 = cse3*cse5;
    const double cse7 = sin(psi_bar1);
    const double cse8 = cse6*phid_bar1 - cse7*thetad_bar1;
    const double cse9 = cse0*cse5;
    const double cse10 = cos(phi_bar1);
    const double cse11 = cse10*cse7;
    const double cse12 = cse3*cse7;
    const double cse13 = cse12*phid_bar1 + cse5*thetad_bar1;
    const double cse14 = cse0*cse7;
    const double cse15 = cse10*cse5;
    const double cse16 = sin(phi_bar2);
    const double cse17 = cos(theta_bar2);
    const double cse18 = cse17*phid_bar2 + psid_bar2;
    const double cse19 = sin(theta_bar2);
    const double cse20 = cse18*cse19;
    const double cse21 = cos(psi_bar2);
    const double cse22 = cse19*phid_bar2;
    const double cse23 = sin(psi_bar2);
    const double cse24 = -cse21*cse22 + cse23*thetad_bar2;
    const double cse25 = cse16*cse21;
    const double cse26 = cos(phi_bar2);
    const double cse27 = cse23*cse26;
    const double cse28 = cse21*thetad_bar2 + cse22*cse23;
    const double cse29 = cse16*cse23;
    const double cse30 = cse21*cse26;

    out[0] = rd_bar1_x;  /* [0, 0] */
    out[1] = rd_bar1_y;  /* [0, 1] */
    out[2] = rd_bar1_z;  /* [0, 2] */
    out[3] = cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(-cse1*cse9 - cse11);  /* [0, 3] */
    out[4] = -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(cse1*cse15 - cse14);  /* [0, 4] */
    out[5] = cse1*cse2 + cse12*cse13 + cse6*cse8;  /* [0, 5] */
    out[6] = rd_bar2_x;  /* [1, 0] */
    out[7] = rd_bar2_y;  /* [1, 1] */
    out[8] = rd_bar2_z;  /* [1, 2] */
    out[9] = cse16*cse20 + cse24*(cse17*cse25 + cse27) + cse28*(-cse17*cse29 + cse30);  /* [1, 3] */
    out[10] = -cse20*cse26 + cse24*(-cse17*cse30 + cse29) + cse28*(cse17*cse27 + cse25);  /* [1, 4] */
    out[11] = cse17*cse18 - cse19*cse21*cse24 + cse19*cse23*cse28;  /* [1, 5] */
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 4).
 * Output: out, 2 x 12 row-major, 9 nonzero.
 * 4 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_initial_frames(const double *p, double *out)
{
    const double L1 = p[0];
    const double L2 = p[1];

    memset(out, 0, sizeof(double) * 24);
    out[1] = (1.0/2.0)*L1;  /* [0, 1] */
    out[5] = 1;  /* [0, 5] */
    out[6] = 1;  /* [0, 6] */
    out[10] = 1;  /* [0, 10] */
    out[13] = L1;  /* [1, 1] */
    out[14] = -1.0/2.0*L2;  /* [1, 2] */
    out[17] = 1;  /* [1, 5] */
    out[19] = 1;  /* [1, 7] */
    out[21] = -1;  /* [1, 9] */
}

/* initial_velocities: Initial velocities per body (rows), global frame.
 * Inputs: p (parameters, 4).
 * Output: out, 2 x 6 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_initial_velocities(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 12);
}

/* chart: Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and rp);
 * see symbolic.formulations.chart_offset.
 * Inputs: p (parameters, 4).
 * Output: out, 2 x 9 row-major, 6 nonzero.
 * 1 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_chart(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 18);
    out[0] = 1;  /* [0, 0] */
    out[4] = 1;  /* [0, 4] */
    out[8] = 1;  /* [0, 8] */
    out[10] = 1;  /* [1, 1] */
    out[12] = -1;  /* [1, 3] */
    out[17] = 1;  /* [1, 8] */
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

/* Index-3 backward Euler (seed 001 section 3): row 0 of the outputs holds the consistent
 * state (q, v, a, lam) at t0; rows 1..n_steps (t = t0 + step h) are filled. Unknowns x = (a, lam); v = v_n + h a,
 * q = q_n (+) h v; residual and iteration matrix are the emitted index3_residual and
 * index3_matrix; stop at ||delta|| < theta (eq. 46) keeping that iterate. newton_mode 0 keeps
 * the factors across steps, 1 factors at each step's first iteration, 2 at every iteration;
 * modes 0 and 1 refactor when a correction fails to halve the previous one.
 * The iteration matrix is factored in band storage (kl = 10, ku = 10). */
int mg_double_pendulum_re_index3_run(const double *p, double h, double t0, int n_steps, double theta, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step)
{
    enum { NQ = 12, NV = 12, NC = 10, N = NV + NC };
    enum { KL = 10, KU = 10, LDAB = 31 };
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
            mg_double_pendulum_re_retract(q_n, dv, qs);
            mg_double_pendulum_re_index3_residual(qs, v, x, x + NV, t, p, h, g);
            if (!factored || newton_mode == 2) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_double_pendulum_re_index3_matrix_band(qs, v, x, x + NV, t, p, h, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = 2;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_double_pendulum_re_index3_matrix_perm, g, y);
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
