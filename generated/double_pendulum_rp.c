/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: double_pendulum */
/* formulation: rp */
/* scheme: any */
/* input hash: 928cfa01185d72a3 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'double_pendulum' in the rp formulation (C99).
 * Vectors: q (14), v (14), dv (14), a (14), lam (12), t, p (4), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "double_pendulum_rp.h"

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
 * Inputs: q (position coordinates, 14); dv (increment in velocity coordinates (e.g. h v), 14).
 * Output: out, 14 x 1 row-major, 14 nonzero.
 * 14 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_retract(const double *q, const double *dv, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double r_bar2_x = q[7];
    const double r_bar2_y = q[8];
    const double r_bar2_z = q[9];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
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

    out[0] = dv_0 + r_bar1_x;  /* [0, 0] */
    out[1] = dv_1 + r_bar1_y;  /* [1, 0] */
    out[2] = dv_2 + r_bar1_z;  /* [2, 0] */
    out[3] = dv_3 + e_bar1_0;  /* [3, 0] */
    out[4] = dv_4 + e_bar1_1;  /* [4, 0] */
    out[5] = dv_5 + e_bar1_2;  /* [5, 0] */
    out[6] = dv_6 + e_bar1_3;  /* [6, 0] */
    out[7] = dv_7 + r_bar2_x;  /* [7, 0] */
    out[8] = dv_8 + r_bar2_y;  /* [8, 0] */
    out[9] = dv_9 + r_bar2_z;  /* [9, 0] */
    out[10] = dv_10 + e_bar2_0;  /* [10, 0] */
    out[11] = dv_11 + e_bar2_1;  /* [11, 0] */
    out[12] = dv_12 + e_bar2_2;  /* [12, 0] */
    out[13] = dv_13 + e_bar2_3;  /* [13, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp and re.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 14).
 * Output: out, 14 x 14 row-major, 14 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_tangent(const double *dv, double *out)
{
    (void)dv;

    memset(out, 0, sizeof(double) * 196);
    out[0] = 1;  /* [0, 0] */
    out[15] = 1;  /* [1, 1] */
    out[30] = 1;  /* [2, 2] */
    out[45] = 1;  /* [3, 3] */
    out[60] = 1;  /* [4, 4] */
    out[75] = 1;  /* [5, 5] */
    out[90] = 1;  /* [6, 6] */
    out[105] = 1;  /* [7, 7] */
    out[120] = 1;  /* [8, 8] */
    out[135] = 1;  /* [9, 9] */
    out[150] = 1;  /* [10, 10] */
    out[165] = 1;  /* [11, 11] */
    out[180] = 1;  /* [12, 12] */
    out[195] = 1;  /* [13, 13] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 101 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Phi(const double *q, double t, const double *p, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double r_bar2_x = q[7];
    const double r_bar2_y = q[8];
    const double r_bar2_z = q[9];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double cse0 = (e_bar1_1*e_bar1_1);
    const double cse1 = (e_bar1_0*e_bar1_0);
    const double cse2 = 2*cse1 - 1;
    const double cse3 = 2*cse0 + cse2;
    const double cse4 = (1.0/2.0)*L1;
    const double cse5 = -cse3*cse4;
    const double cse6 = 2*e_bar1_1;
    const double cse7 = cse6*e_bar1_2;
    const double cse8 = 2*e_bar1_0*e_bar1_3;
    const double cse9 = cse7 + cse8;
    const double cse10 = -cse4*cse9;
    const double cse11 = 2*e_bar1_2;
    const double cse12 = -cse11*e_bar1_0 + cse6*e_bar1_3;
    const double cse13 = -cse12*cse4;
    const double cse14 = (e_bar1_3*e_bar1_3);
    const double cse15 = cse11*e_bar1_3;
    const double cse16 = cse6*e_bar1_0;
    const double cse17 = (e_bar2_1*e_bar2_1);
    const double cse18 = (e_bar2_0*e_bar2_0);
    const double cse19 = 2*cse18 - 1;
    const double cse20 = (1.0/2.0)*L2;
    const double cse21 = 2*e_bar2_2;
    const double cse22 = 2*e_bar2_0;
    const double cse23 = 2*e_bar2_1*e_bar2_3;
    const double cse24 = cse22*e_bar2_2;
    const double cse25 = (e_bar2_3*e_bar2_3);
    const double cse26 = cse19 + 2*cse25;
    const double cse27 = cse21*e_bar2_3 - cse22*e_bar2_1;
    const double cse28 = (e_bar1_2*e_bar1_2);
    const double cse29 = cse23 + cse24;

    out[0] = cse5 + r_bar1_x;  /* [0, 0] */
    out[1] = cse10 + r_bar1_y;  /* [1, 0] */
    out[2] = cse13 + r_bar1_z;  /* [2, 0] */
    out[3] = 2*cse14 + cse2;  /* [3, 0] */
    out[4] = -cse15 + cse16;  /* [4, 0] */
    out[5] = -cse20*(2*cse17 + cse19) + cse5 - r_bar1_x + r_bar2_x;  /* [5, 0] */
    out[6] = cse10 - cse20*(cse21*e_bar2_1 + cse22*e_bar2_3) - r_bar1_y + r_bar2_y;  /* [6, 0] */
    out[7] = cse13 - cse20*(cse23 - cse24) - r_bar1_z + r_bar2_z;  /* [7, 0] */
    out[8] = cse26*(cse15 + cse16) + cse27*(cse2 + 2*cse28) + cse29*(cse7 - cse8);  /* [8, 0] */
    out[9] = -cse12*cse26 - cse27*cse9 - cse29*cse3;  /* [9, 0] */
    out[10] = (1.0/2.0)*cse0 + (1.0/2.0)*cse1 + (1.0/2.0)*cse14 + (1.0/2.0)*cse28 - 1.0/2.0;  /* [10, 0] */
    out[11] = (1.0/2.0)*cse17 + (1.0/2.0)*cse18 + (1.0/2.0)*cse25 + (1.0/2.0)*(e_bar2_2*e_bar2_2) - 1.0/2.0;  /* [11, 0] */
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Inputs: q (position coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 12 x 14 row-major, 69 nonzero.
 * 142 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Phi_q(const double *q, double t, const double *p, double *out)
{
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double cse0 = 2*e_bar1_0;
    const double cse1 = -L1*cse0;
    const double cse2 = L1*e_bar1_1;
    const double cse3 = -2*cse2;
    const double cse4 = -L1*e_bar1_3;
    const double cse5 = L1*e_bar1_2;
    const double cse6 = -cse5;
    const double cse7 = -cse2;
    const double cse8 = L1*e_bar1_0;
    const double cse9 = -cse8;
    const double cse10 = 4*e_bar1_0;
    const double cse11 = 2*e_bar1_1;
    const double cse12 = 2*e_bar1_3;
    const double cse13 = 2*e_bar1_2;
    const double cse14 = L2*e_bar2_0;
    const double cse15 = L2*e_bar2_1;
    const double cse16 = -L2*e_bar2_3;
    const double cse17 = L2*e_bar2_2;
    const double cse18 = -cse15;
    const double cse19 = 2*(e_bar2_0*e_bar2_0) + 2*(e_bar2_3*e_bar2_3) - 1;
    const double cse20 = cse11*cse19;
    const double cse21 = 2*e_bar2_3;
    const double cse22 = 2*e_bar2_0;
    const double cse23 = cse21*e_bar2_2 - cse22*e_bar2_1;
    const double cse24 = cse21*e_bar2_1 + cse22*e_bar2_2;
    const double cse25 = cse0*cse19;
    const double cse26 = cse12*cse19;
    const double cse27 = cse13*cse19;
    const double cse28 = 4*cse0*e_bar1_1 + 4*cse13*e_bar1_3;
    const double cse29 = 2*(e_bar1_0*e_bar1_0) - 1;
    const double cse30 = cse29 + 2*(e_bar1_2*e_bar1_2);
    const double cse31 = 2*cse30;
    const double cse32 = cse13*e_bar1_1;
    const double cse33 = cse0*e_bar1_3;
    const double cse34 = cse32 - cse33;
    const double cse35 = 2*cse34;
    const double cse36 = -4*cse0*e_bar1_2 + 4*cse12*e_bar1_1;
    const double cse37 = cse29 + 2*(e_bar1_1*e_bar1_1);
    const double cse38 = 2*cse37;
    const double cse39 = cse32 + cse33;
    const double cse40 = 2*cse39;

    memset(out, 0, sizeof(double) * 168);
    out[0] = 1;  /* [0, 0] */
    out[3] = cse1;  /* [0, 3] */
    out[4] = cse3;  /* [0, 4] */
    out[15] = 1;  /* [1, 1] */
    out[17] = cse4;  /* [1, 3] */
    out[18] = cse6;  /* [1, 4] */
    out[19] = cse7;  /* [1, 5] */
    out[20] = cse9;  /* [1, 6] */
    out[30] = 1;  /* [2, 2] */
    out[31] = cse5;  /* [2, 3] */
    out[32] = cse4;  /* [2, 4] */
    out[33] = cse8;  /* [2, 5] */
    out[34] = cse7;  /* [2, 6] */
    out[45] = cse10;  /* [3, 3] */
    out[48] = 4*e_bar1_3;  /* [3, 6] */
    out[59] = cse11;  /* [4, 3] */
    out[60] = cse0;  /* [4, 4] */
    out[61] = -cse12;  /* [4, 5] */
    out[62] = -cse13;  /* [4, 6] */
    out[70] = -1;  /* [5, 0] */
    out[73] = cse1;  /* [5, 3] */
    out[74] = cse3;  /* [5, 4] */
    out[77] = 1;  /* [5, 7] */
    out[80] = -2*cse14;  /* [5, 10] */
    out[81] = -2*cse15;  /* [5, 11] */
    out[85] = -1;  /* [6, 1] */
    out[87] = cse4;  /* [6, 3] */
    out[88] = cse6;  /* [6, 4] */
    out[89] = cse7;  /* [6, 5] */
    out[90] = cse9;  /* [6, 6] */
    out[92] = 1;  /* [6, 8] */
    out[94] = cse16;  /* [6, 10] */
    out[95] = -cse17;  /* [6, 11] */
    out[96] = cse18;  /* [6, 12] */
    out[97] = -cse14;  /* [6, 13] */
    out[100] = -1;  /* [7, 2] */
    out[101] = cse5;  /* [7, 3] */
    out[102] = cse4;  /* [7, 4] */
    out[103] = cse8;  /* [7, 5] */
    out[104] = cse7;  /* [7, 6] */
    out[107] = 1;  /* [7, 9] */
    out[108] = cse17;  /* [7, 10] */
    out[109] = cse16;  /* [7, 11] */
    out[110] = cse14;  /* [7, 12] */
    out[111] = cse18;  /* [7, 13] */
    out[115] = cse10*cse23 - cse12*cse24 + cse20;  /* [8, 3] */
    out[116] = cse13*cse24 + cse25;  /* [8, 4] */
    out[117] = cse11*cse24 + 4*cse23*e_bar1_2 + cse26;  /* [8, 5] */
    out[118] = -cse0*cse24 + cse27;  /* [8, 6] */
    out[122] = cse28*e_bar2_0 - cse31*e_bar2_1 + cse35*e_bar2_2;  /* [8, 10] */
    out[123] = cse21*cse34 - cse22*cse30;  /* [8, 11] */
    out[124] = cse21*cse30 + cse35*e_bar2_0;  /* [8, 12] */
    out[125] = cse28*e_bar2_3 + cse31*e_bar2_2 + cse35*e_bar2_1;  /* [8, 13] */
    out[129] = -cse10*cse24 - cse12*cse23 + cse27;  /* [9, 3] */
    out[130] = -cse13*cse23 - 4*cse24*e_bar1_1 - cse26;  /* [9, 4] */
    out[131] = -cse11*cse23 + cse25;  /* [9, 5] */
    out[132] = -cse0*cse23 - cse20;  /* [9, 6] */
    out[136] = -cse36*e_bar2_0 - cse38*e_bar2_2 + cse40*e_bar2_1;  /* [9, 10] */
    out[137] = -cse21*cse37 + cse40*e_bar2_0;  /* [9, 11] */
    out[138] = -cse21*cse39 - cse22*cse37;  /* [9, 12] */
    out[139] = -cse36*e_bar2_3 - cse38*e_bar2_1 - cse40*e_bar2_2;  /* [9, 13] */
    out[143] = e_bar1_0;  /* [10, 3] */
    out[144] = e_bar1_1;  /* [10, 4] */
    out[145] = e_bar1_2;  /* [10, 5] */
    out[146] = e_bar1_3;  /* [10, 6] */
    out[164] = e_bar2_0;  /* [11, 10] */
    out[165] = e_bar2_1;  /* [11, 11] */
    out[166] = e_bar2_2;  /* [11, 12] */
    out[167] = e_bar2_3;  /* [11, 13] */
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 12 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_nu(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 12);
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 400 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double ed_bar1_0 = v[3];
    const double ed_bar1_1 = v[4];
    const double ed_bar1_2 = v[5];
    const double ed_bar1_3 = v[6];
    const double ed_bar2_0 = v[10];
    const double ed_bar2_1 = v[11];
    const double ed_bar2_2 = v[12];
    const double ed_bar2_3 = v[13];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double cse0 = (ed_bar1_1*ed_bar1_1);
    const double cse1 = 2*L1;
    const double cse2 = (ed_bar1_0*ed_bar1_0);
    const double cse3 = -cse0*cse1 - cse1*cse2;
    const double cse4 = cse1*ed_bar1_2;
    const double cse5 = cse1*ed_bar1_3;
    const double cse6 = -cse4*ed_bar1_1 - cse5*ed_bar1_0;
    const double cse7 = cse4*ed_bar1_0 - cse5*ed_bar1_1;
    const double cse8 = (ed_bar1_3*ed_bar1_3);
    const double cse9 = (ed_bar2_1*ed_bar2_1);
    const double cse10 = 2*L2;
    const double cse11 = (ed_bar2_0*ed_bar2_0);
    const double cse12 = cse10*ed_bar2_1;
    const double cse13 = cse10*ed_bar2_0;
    const double cse14 = 4*e_bar2_0;
    const double cse15 = cse14*e_bar1_3;
    const double cse16 = 8*e_bar2_3;
    const double cse17 = cse16*e_bar1_0;
    const double cse18 = -cse15 + cse17;
    const double cse19 = cse14*e_bar1_2;
    const double cse20 = cse14*e_bar1_1;
    const double cse21 = cse16*e_bar1_2;
    const double cse22 = cse20 + cse21;
    const double cse23 = e_bar1_0*ed_bar1_3;
    const double cse24 = cse14*cse23;
    const double cse25 = 4*e_bar1_2;
    const double cse26 = cse25*e_bar1_1;
    const double cse27 = 4*e_bar1_3;
    const double cse28 = cse27*e_bar1_0;
    const double cse29 = -cse28;
    const double cse30 = cse26 + cse29;
    const double cse31 = 4*(e_bar1_2*e_bar1_2);
    const double cse32 = 4*(e_bar1_0*e_bar1_0);
    const double cse33 = cse31 + cse32 - 2;
    const double cse34 = 4*e_bar2_3;
    const double cse35 = cse34*e_bar1_2;
    const double cse36 = cse34*e_bar1_1;
    const double cse37 = 8*e_bar2_0;
    const double cse38 = cse37*e_bar1_2;
    const double cse39 = cse36 - cse38;
    const double cse40 = 2 - cse32;
    const double cse41 = -cse31 + cse40;
    const double cse42 = cse37*e_bar1_0;
    const double cse43 = -cse34*e_bar1_3 - cse42;
    const double cse44 = -cse23*cse34 + cse43*ed_bar1_0;
    const double cse45 = cse37*e_bar1_1;
    const double cse46 = 8*e_bar1_0;
    const double cse47 = -cse27*e_bar2_2 - cse46*e_bar2_1;
    const double cse48 = cse45 + cse47;
    const double cse49 = cse25*e_bar2_2;
    const double cse50 = cse42 + cse49;
    const double cse51 = 4*e_bar1_1;
    const double cse52 = cse51*e_bar2_2;
    const double cse53 = e_bar1_2*e_bar2_1;
    const double cse54 = cse37*e_bar1_3;
    const double cse55 = cse52 - 8*cse53 + cse54;
    const double cse56 = 4*e_bar1_0;
    const double cse57 = -cse56*e_bar2_2;
    const double cse58 = cse38 + cse57;
    const double cse59 = 8*e_bar1_2;
    const double cse60 = 8*e_bar1_1;
    const double cse61 = cse59*e_bar1_3 + cse60*e_bar1_0;
    const double cse62 = 4*cse53;
    const double cse63 = cse17 + cse62;
    const double cse64 = cse27*e_bar2_1;
    const double cse65 = cse46*e_bar2_2;
    const double cse66 = cse16*e_bar1_1;
    const double cse67 = -cse64 + cse65 + cse66;
    const double cse68 = cse51*e_bar2_1;
    const double cse69 = cse16*e_bar1_3;
    const double cse70 = cse59*e_bar2_2 + cse68 + cse69;
    const double cse71 = cse56*e_bar2_1;
    const double cse72 = cse21 - cse71;
    const double cse73 = cse34*e_bar2_1;
    const double cse74 = cse14*e_bar2_2;
    const double cse75 = -cse73 - cse74;
    const double cse76 = e_bar1_0*ed_bar2_2;
    const double cse77 = 4*(e_bar2_3*e_bar2_3);
    const double cse78 = 4*(e_bar2_0*e_bar2_0);
    const double cse79 = cse77 + cse78 - 2;
    const double cse80 = cse79*ed_bar1_2;
    const double cse81 = e_bar1_0*ed_bar2_1;
    const double cse82 = cse73 + cse74;
    const double cse83 = cse16*e_bar2_2 - cse37*e_bar2_1;
    const double cse84 = cse79*ed_bar1_0;
    const double cse85 = cse21 + cse47;
    const double cse86 = -cse49 - cse60*e_bar2_1 - cse69;
    const double cse87 = cse17 - cse52;
    const double cse88 = cse46*e_bar1_2 - cse60*e_bar1_3;
    const double cse89 = -cse66;
    const double cse90 = cse57 + cse89;
    const double cse91 = cse40 - 4*(e_bar1_1*e_bar1_1);
    const double cse92 = -cse26 + cse29;
    const double cse93 = -cse45;
    const double cse94 = -cse35 + cse93;
    const double cse95 = cse19 + cse89;
    const double cse96 = cse15 - cse17;
    const double cse97 = cse26 + cse28;
    const double cse98 = -cse54 - cse60*e_bar2_2 + cse62;
    const double cse99 = cse42 + cse68;
    const double cse100 = cse71 + cse93;
    const double cse101 = cse38 + cse64 - cse65;
    const double cse102 = -cse77 - cse78 + 2;
    const double cse103 = cse14*e_bar2_1 - cse34*e_bar2_2;
    const double cse104 = -cse16*e_bar2_1 - cse37*e_bar2_2;

    out[0] = -cse3;  /* [0, 0] */
    out[1] = -cse6;  /* [1, 0] */
    out[2] = -cse7;  /* [2, 0] */
    out[3] = -4*cse2 - 4*cse8;  /* [3, 0] */
    out[4] = -4*ed_bar1_0*ed_bar1_1 + 4*ed_bar1_2*ed_bar1_3;  /* [4, 0] */
    out[5] = cse10*cse11 + cse10*cse9 - cse3;  /* [5, 0] */
    out[6] = cse12*ed_bar2_2 + cse13*ed_bar2_3 - cse6;  /* [6, 0] */
    out[7] = cse12*ed_bar2_3 - cse13*ed_bar2_2 - cse7;  /* [7, 0] */
    out[8] = -ed_bar1_0*(cse18*ed_bar2_2 + cse43*ed_bar2_1 + cse48*ed_bar2_0 + cse67*ed_bar2_3 + cse75*ed_bar1_3 + cse79*ed_bar1_1 + cse83*ed_bar1_0) - ed_bar1_1*(cse19*ed_bar2_2 + cse35*ed_bar2_1 + cse50*ed_bar2_0 + cse63*ed_bar2_3 + cse82*ed_bar1_2 + cse84) - ed_bar1_2*(cse22*ed_bar2_2 + cse39*ed_bar2_1 + cse55*ed_bar2_0 + cse70*ed_bar2_3 + cse79*ed_bar1_3 + cse82*ed_bar1_1 + cse83*ed_bar1_2) - ed_bar1_3*(-cse14*cse76 - cse34*cse81 + cse58*ed_bar2_0 + cse72*ed_bar2_3 + cse75*ed_bar1_0 + cse80) - ed_bar2_0*(cse30*ed_bar2_2 + cse41*ed_bar2_1 + cse48*ed_bar1_0 + cse50*ed_bar1_1 + cse55*ed_bar1_2 + cse58*ed_bar1_3 + cse61*ed_bar2_0) - ed_bar2_1*(cse30*ed_bar2_3 + cse35*ed_bar1_1 + cse39*ed_bar1_2 + cse41*ed_bar2_0 + cse44) - ed_bar2_2*(cse18*ed_bar1_0 + cse19*ed_bar1_1 + cse22*ed_bar1_2 - cse24 + cse30*ed_bar2_0 + cse33*ed_bar2_3) - ed_bar2_3*(cse30*ed_bar2_1 + cse33*ed_bar2_2 + cse61*ed_bar2_3 + cse63*ed_bar1_1 + cse67*ed_bar1_0 + cse70*ed_bar1_2 + cse72*ed_bar1_3);  /* [8, 0] */
    out[9] = -ed_bar1_0*(cse101*ed_bar2_0 + cse103*ed_bar1_3 + cse104*ed_bar1_0 + cse43*ed_bar2_2 + cse80 + cse85*ed_bar2_3 + cse96*ed_bar2_1) - ed_bar1_1*(cse102*ed_bar1_3 + cse103*ed_bar1_2 + cse104*ed_bar1_1 + cse86*ed_bar2_3 + cse94*ed_bar2_2 + cse95*ed_bar2_1 + cse98*ed_bar2_0) - ed_bar1_2*(cse103*ed_bar1_1 + cse20*ed_bar2_1 - cse36*ed_bar2_2 + cse84 + cse87*ed_bar2_3 + cse99*ed_bar2_0) - ed_bar1_3*(cse100*ed_bar2_0 + cse102*ed_bar1_1 + cse103*ed_bar1_0 + cse14*cse81 - cse34*cse76 + cse90*ed_bar2_3) - ed_bar2_0*(cse100*ed_bar1_3 + cse101*ed_bar1_0 + cse88*ed_bar2_0 + cse91*ed_bar2_2 + cse97*ed_bar2_1 + cse98*ed_bar1_1 + cse99*ed_bar1_2) - ed_bar2_1*(cse20*ed_bar1_2 + cse24 + cse91*ed_bar2_3 + cse95*ed_bar1_1 + cse96*ed_bar1_0 + cse97*ed_bar2_0) - ed_bar2_2*(-cse36*ed_bar1_2 + cse44 + cse91*ed_bar2_0 + cse92*ed_bar2_3 + cse94*ed_bar1_1) - ed_bar2_3*(cse85*ed_bar1_0 + cse86*ed_bar1_1 + cse87*ed_bar1_2 + cse88*ed_bar2_3 + cse90*ed_bar1_3 + cse91*ed_bar2_1 + cse92*ed_bar2_2);  /* [9, 0] */
    out[10] = -cse0 - cse2 - cse8 - (ed_bar1_2*ed_bar1_2);  /* [10, 0] */
    out[11] = -cse11 - cse9 - (ed_bar2_2*ed_bar2_2) - (ed_bar2_3*ed_bar2_3);  /* [11, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a).
 * Inputs: q (position coordinates, 14); p (parameters, 4).
 * Output: out, 14 x 14 row-major, 38 nonzero.
 * 104 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_M(const double *q, const double *p, double *out)
{
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = (w*w);
    const double cse1 = cse0*rho;
    const double cse2 = L1*cse1;
    const double cse3 = (e_bar1_1*e_bar1_1);
    const double cse4 = (2.0/3.0)*rho*(w*w*w*w);
    const double cse5 = L1*cse4;
    const double cse6 = (e_bar1_3*e_bar1_3);
    const double cse7 = (1.0/3.0)*cse2*((L1*L1) + cse0);
    const double cse8 = (e_bar1_2*e_bar1_2);
    const double cse9 = cse6*cse7 + cse7*cse8;
    const double cse10 = cse5*e_bar1_1;
    const double cse11 = -cse10*e_bar1_0;
    const double cse12 = cse7*e_bar1_3;
    const double cse13 = cse12*e_bar1_1;
    const double cse14 = cse7*e_bar1_2;
    const double cse15 = cse14*e_bar1_0;
    const double cse16 = -cse10*e_bar1_3 + cse13 - cse15;
    const double cse17 = -cse12*e_bar1_0 - cse14*e_bar1_1;
    const double cse18 = cse10*e_bar1_2 + cse17;
    const double cse19 = (e_bar1_0*e_bar1_0);
    const double cse20 = cse5*e_bar1_0;
    const double cse21 = cse17 + cse20*e_bar1_3;
    const double cse22 = -cse13 + cse15 - cse20*e_bar1_2;
    const double cse23 = cse19*cse7 + cse3*cse7;
    const double cse24 = -cse5*e_bar1_2*e_bar1_3;
    const double cse25 = L2*cse1;
    const double cse26 = (e_bar2_1*e_bar2_1);
    const double cse27 = L2*cse4;
    const double cse28 = (e_bar2_3*e_bar2_3);
    const double cse29 = (1.0/3.0)*cse25*((L2*L2) + cse0);
    const double cse30 = (e_bar2_2*e_bar2_2);
    const double cse31 = cse28*cse29 + cse29*cse30;
    const double cse32 = cse27*e_bar2_0;
    const double cse33 = -cse32*e_bar2_1;
    const double cse34 = cse29*e_bar2_3;
    const double cse35 = cse34*e_bar2_1;
    const double cse36 = cse29*e_bar2_0*e_bar2_2;
    const double cse37 = cse27*e_bar2_3;
    const double cse38 = cse35 - cse36 - cse37*e_bar2_1;
    const double cse39 = e_bar2_1*e_bar2_2;
    const double cse40 = -cse29*cse39 - cse34*e_bar2_0;
    const double cse41 = cse27*cse39 + cse40;
    const double cse42 = (e_bar2_0*e_bar2_0);
    const double cse43 = cse32*e_bar2_3 + cse40;
    const double cse44 = -cse32*e_bar2_2 - cse35 + cse36;
    const double cse45 = cse26*cse29 + cse29*cse42;
    const double cse46 = -cse37*e_bar2_2;

    memset(out, 0, sizeof(double) * 196);
    out[0] = cse2;  /* [0, 0] */
    out[15] = cse2;  /* [1, 1] */
    out[30] = cse2;  /* [2, 2] */
    out[45] = cse3*cse5 + cse9;  /* [3, 3] */
    out[46] = cse11;  /* [3, 4] */
    out[47] = cse16;  /* [3, 5] */
    out[48] = cse18;  /* [3, 6] */
    out[59] = cse11;  /* [4, 3] */
    out[60] = cse19*cse5 + cse9;  /* [4, 4] */
    out[61] = cse21;  /* [4, 5] */
    out[62] = cse22;  /* [4, 6] */
    out[73] = cse16;  /* [5, 3] */
    out[74] = cse21;  /* [5, 4] */
    out[75] = cse23 + cse5*cse6;  /* [5, 5] */
    out[76] = cse24;  /* [5, 6] */
    out[87] = cse18;  /* [6, 3] */
    out[88] = cse22;  /* [6, 4] */
    out[89] = cse24;  /* [6, 5] */
    out[90] = cse23 + cse5*cse8;  /* [6, 6] */
    out[105] = cse25;  /* [7, 7] */
    out[120] = cse25;  /* [8, 8] */
    out[135] = cse25;  /* [9, 9] */
    out[150] = cse26*cse27 + cse31;  /* [10, 10] */
    out[151] = cse33;  /* [10, 11] */
    out[152] = cse38;  /* [10, 12] */
    out[153] = cse41;  /* [10, 13] */
    out[164] = cse33;  /* [11, 10] */
    out[165] = cse27*cse42 + cse31;  /* [11, 11] */
    out[166] = cse43;  /* [11, 12] */
    out[167] = cse44;  /* [11, 13] */
    out[178] = cse38;  /* [12, 10] */
    out[179] = cse43;  /* [12, 11] */
    out[180] = cse27*cse28 + cse45;  /* [12, 12] */
    out[181] = cse46;  /* [12, 13] */
    out[192] = cse41;  /* [13, 10] */
    out[193] = cse44;  /* [13, 11] */
    out[194] = cse46;  /* [13, 12] */
    out[195] = cse27*cse30 + cse45;  /* [13, 13] */
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 14 x 1 row-major, 10 nonzero.
 * 166 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double ed_bar1_0 = v[3];
    const double ed_bar1_1 = v[4];
    const double ed_bar1_2 = v[5];
    const double ed_bar1_3 = v[6];
    const double ed_bar2_0 = v[10];
    const double ed_bar2_1 = v[11];
    const double ed_bar2_2 = v[12];
    const double ed_bar2_3 = v[13];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = L1*rho;
    const double cse1 = (w*w);
    const double cse2 = 9.81*cse1;
    const double cse3 = 2*ed_bar1_3;
    const double cse4 = cse3*e_bar1_1;
    const double cse5 = 2*ed_bar1_2;
    const double cse6 = cse5*e_bar1_0;
    const double cse7 = 2*e_bar1_3;
    const double cse8 = cse7*ed_bar1_1;
    const double cse9 = 2*ed_bar1_0;
    const double cse10 = cse9*e_bar1_2;
    const double cse11 = -cse10 + cse4 + cse6 - cse8;
    const double cse12 = cse3*e_bar1_2;
    const double cse13 = cse9*e_bar1_1;
    const double cse14 = cse7*ed_bar1_2;
    const double cse15 = 2*ed_bar1_1;
    const double cse16 = cse15*e_bar1_0;
    const double cse17 = (1.0/12.0)*cse1;
    const double cse18 = cse17*((L1*L1) + cse1);
    const double cse19 = (1.0/6.0)*(w*w*w*w);
    const double cse20 = cse0*(-cse12 - cse13 + cse14 + cse16);
    const double cse21 = cse19*cse20;
    const double cse22 = cse0*cse11*cse18*(cse12 + cse13 - cse14 - cse16) + cse11*cse21;
    const double cse23 = cse15*e_bar1_2;
    const double cse24 = cse3*e_bar1_0;
    const double cse25 = cse7*ed_bar1_0;
    const double cse26 = cse5*e_bar1_1;
    const double cse27 = cse18*(cse23 + cse24 - cse25 - cse26);
    const double cse28 = cse20*cse27 + cse21*(-cse23 - cse24 + cse25 + cse26);
    const double cse29 = 2*cse28;
    const double cse30 = cse0*cse27;
    const double cse31 = cse11*cse30 + cse30*(cse10 - cse4 - cse6 + cse8);
    const double cse32 = 2*cse31;
    const double cse33 = 2*cse22;
    const double cse34 = L2*rho;
    const double cse35 = 2*e_bar2_2;
    const double cse36 = cse35*ed_bar2_3;
    const double cse37 = 2*ed_bar2_0;
    const double cse38 = cse37*e_bar2_1;
    const double cse39 = 2*ed_bar2_2;
    const double cse40 = cse39*e_bar2_3;
    const double cse41 = 2*ed_bar2_1;
    const double cse42 = cse41*e_bar2_0;
    const double cse43 = cse17*((L2*L2) + cse1);
    const double cse44 = 2*ed_bar2_3;
    const double cse45 = cse44*e_bar2_1;
    const double cse46 = cse39*e_bar2_0;
    const double cse47 = cse41*e_bar2_3;
    const double cse48 = cse35*ed_bar2_0;
    const double cse49 = cse45 + cse46 - cse47 - cse48;
    const double cse50 = cse34*cse49;
    const double cse51 = cse34*(-cse36 - cse38 + cse40 + cse42);
    const double cse52 = cse19*cse51;
    const double cse53 = cse43*cse50*(cse36 + cse38 - cse40 - cse42) + cse49*cse52;
    const double cse54 = 2*e_bar2_3;
    const double cse55 = cse35*ed_bar2_1;
    const double cse56 = cse44*e_bar2_0;
    const double cse57 = cse37*e_bar2_3;
    const double cse58 = cse39*e_bar2_1;
    const double cse59 = cse43*(cse55 + cse56 - cse57 - cse58);
    const double cse60 = cse51*cse59 + cse52*(-cse55 - cse56 + cse57 + cse58);
    const double cse61 = cse34*cse59*(-cse45 - cse46 + cse47 + cse48) + cse50*cse59;
    const double cse62 = 2*cse61;
    const double cse63 = 2*cse60;
    const double cse64 = 2*cse53;

    memset(out, 0, sizeof(double) * 14);
    out[2] = -cse0*cse2;  /* [2, 0] */
    out[3] = -cse22*cse7 - cse29*e_bar1_2 - cse32*e_bar1_1;  /* [3, 0] */
    out[4] = -cse28*cse7 + cse32*e_bar1_0 + cse33*e_bar1_2;  /* [4, 0] */
    out[5] = cse29*e_bar1_0 + cse31*cse7 - cse33*e_bar1_1;  /* [5, 0] */
    out[6] = cse29*e_bar1_1 - cse32*e_bar1_2 + cse33*e_bar1_0;  /* [6, 0] */
    out[9] = -cse2*cse34;  /* [9, 0] */
    out[10] = -cse35*cse60 - cse53*cse54 - cse62*e_bar2_1;  /* [10, 0] */
    out[11] = cse35*cse53 - cse54*cse60 + cse62*e_bar2_0;  /* [11, 0] */
    out[12] = cse54*cse61 + cse63*e_bar2_0 - cse64*e_bar2_1;  /* [12, 0] */
    out[13] = -cse35*cse61 + cse63*e_bar2_1 + cse64*e_bar2_0;  /* [13, 0] */
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 14 x 14 row-major, 32 nonzero.
 * 461 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double ed_bar1_0 = v[3];
    const double ed_bar1_1 = v[4];
    const double ed_bar1_2 = v[5];
    const double ed_bar1_3 = v[6];
    const double ed_bar2_0 = v[10];
    const double ed_bar2_1 = v[11];
    const double ed_bar2_2 = v[12];
    const double ed_bar2_3 = v[13];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = 2*ed_bar1_2;
    const double cse1 = cse0*e_bar1_3;
    const double cse2 = 2*e_bar1_0;
    const double cse3 = cse2*ed_bar1_1;
    const double cse4 = 2*e_bar1_2;
    const double cse5 = cse4*ed_bar1_3;
    const double cse6 = 2*ed_bar1_0;
    const double cse7 = cse6*e_bar1_1;
    const double cse8 = cse1 + cse3 - cse5 - cse7;
    const double cse9 = (1.0/3.0)*(w*w*w*w);
    const double cse10 = L1*rho;
    const double cse11 = cse10*cse9;
    const double cse12 = cse11*cse8;
    const double cse13 = cse12*ed_bar1_2;
    const double cse14 = 2*ed_bar1_3;
    const double cse15 = cse14*e_bar1_1;
    const double cse16 = cse0*e_bar1_0;
    const double cse17 = 2*e_bar1_3;
    const double cse18 = cse17*ed_bar1_1;
    const double cse19 = cse4*ed_bar1_0;
    const double cse20 = cse15 + cse16 - cse18 - cse19;
    const double cse21 = cse11*cse20;
    const double cse22 = (w*w);
    const double cse23 = (1.0/6.0)*cse22;
    const double cse24 = cse10*cse23*((L1*L1) + cse22);
    const double cse25 = cse24*(-cse1 - cse3 + cse5 + cse7);
    const double cse26 = cse20*cse24;
    const double cse27 = cse26*ed_bar1_1;
    const double cse28 = cse13 + cse21*ed_bar1_1 + cse25*ed_bar1_2 - cse27;
    const double cse29 = cse12*ed_bar1_3;
    const double cse30 = cse0*e_bar1_1;
    const double cse31 = cse4*ed_bar1_1;
    const double cse32 = cse6*e_bar1_3;
    const double cse33 = cse14*e_bar1_0;
    const double cse34 = cse11*(cse30 - cse31 + cse32 - cse33);
    const double cse35 = cse24*cse8;
    const double cse36 = cse24*(-cse30 + cse31 - cse32 + cse33);
    const double cse37 = -cse29 + cse34*ed_bar1_1 + cse35*ed_bar1_3 + cse36*ed_bar1_1;
    const double cse38 = -cse15 - cse16 + cse18 + cse19;
    const double cse39 = cse24*cse38;
    const double cse40 = cse26*ed_bar1_3;
    const double cse41 = cse39*ed_bar1_3 + cse40;
    const double cse42 = 2*e_bar1_1;
    const double cse43 = cse26*ed_bar1_0;
    const double cse44 = -cse21*ed_bar1_0 + cse25*ed_bar1_3 + cse29 + cse43;
    const double cse45 = cse13 - cse34*ed_bar1_0 - cse35*ed_bar1_2 - cse36*ed_bar1_0;
    const double cse46 = -cse26*ed_bar1_2;
    const double cse47 = -cse39*ed_bar1_2 + cse46;
    const double cse48 = cse36*cse38;
    const double cse49 = cse20*cse36;
    const double cse50 = -cse48 - cse49;
    const double cse51 = cse12*ed_bar1_0;
    const double cse52 = -cse21*ed_bar1_3 - cse25*ed_bar1_0 + cse40 - cse51;
    const double cse53 = -cse12*ed_bar1_1;
    const double cse54 = -cse34*ed_bar1_3 + cse35*ed_bar1_1 - cse36*ed_bar1_3 + cse53;
    const double cse55 = cse27 + cse39*ed_bar1_1;
    const double cse56 = cse34*cse8;
    const double cse57 = cse36*cse8;
    const double cse58 = -cse56 - cse57;
    const double cse59 = cse34*ed_bar1_2 - cse35*ed_bar1_0 + cse36*ed_bar1_2 + cse51;
    const double cse60 = cse21*ed_bar1_2 - cse25*ed_bar1_1 + cse46 + cse53;
    const double cse61 = -cse39*ed_bar1_0 - cse43;
    const double cse62 = cse21*cse8;
    const double cse63 = cse20*cse25;
    const double cse64 = -cse62 - cse63;
    const double cse65 = cse48 + cse49;
    const double cse66 = cse62 + cse63;
    const double cse67 = cse56 + cse57;
    const double cse68 = 2*ed_bar2_2;
    const double cse69 = cse68*e_bar2_3;
    const double cse70 = 2*ed_bar2_1;
    const double cse71 = cse70*e_bar2_0;
    const double cse72 = 2*e_bar2_2;
    const double cse73 = cse72*ed_bar2_3;
    const double cse74 = 2*ed_bar2_0;
    const double cse75 = cse74*e_bar2_1;
    const double cse76 = cse69 + cse71 - cse73 - cse75;
    const double cse77 = cse76*cse9;
    const double cse78 = L2*rho;
    const double cse79 = cse78*ed_bar2_2;
    const double cse80 = cse77*cse79;
    const double cse81 = cse78*ed_bar2_1;
    const double cse82 = 2*ed_bar2_3;
    const double cse83 = cse82*e_bar2_1;
    const double cse84 = 2*e_bar2_0;
    const double cse85 = cse84*ed_bar2_2;
    const double cse86 = cse70*e_bar2_3;
    const double cse87 = cse72*ed_bar2_0;
    const double cse88 = cse83 + cse85 - cse86 - cse87;
    const double cse89 = cse88*cse9;
    const double cse90 = -cse69 - cse71 + cse73 + cse75;
    const double cse91 = cse23*((L2*L2) + cse22);
    const double cse92 = cse90*cse91;
    const double cse93 = cse88*cse91;
    const double cse94 = cse81*cse93;
    const double cse95 = cse79*cse92 + cse80 + cse81*cse89 - cse94;
    const double cse96 = 2*e_bar2_3;
    const double cse97 = cse78*ed_bar2_3;
    const double cse98 = cse77*cse97;
    const double cse99 = cse74*e_bar2_3;
    const double cse100 = cse68*e_bar2_1;
    const double cse101 = cse72*ed_bar2_1;
    const double cse102 = cse82*e_bar2_0;
    const double cse103 = cse9*(cse100 - cse101 - cse102 + cse99);
    const double cse104 = cse76*cse91;
    const double cse105 = -cse100 + cse101 + cse102 - cse99;
    const double cse106 = cse105*cse91;
    const double cse107 = cse103*cse81 + cse104*cse97 + cse106*cse81 - cse98;
    const double cse108 = -cse83 - cse85 + cse86 + cse87;
    const double cse109 = cse108*cse91;
    const double cse110 = cse93*cse97;
    const double cse111 = cse109*cse97 + cse110;
    const double cse112 = 2*e_bar2_1;
    const double cse113 = cse78*ed_bar2_0;
    const double cse114 = cse113*cse91;
    const double cse115 = cse114*cse88;
    const double cse116 = -cse113*cse89 + cse115 + cse92*cse97 + cse98;
    const double cse117 = cse103*cse78;
    const double cse118 = -cse104*cse79 - cse105*cse114 - cse117*ed_bar2_0 + cse80;
    const double cse119 = -cse79*cse93;
    const double cse120 = -cse109*cse79 + cse119;
    const double cse121 = cse106*cse78;
    const double cse122 = cse121*cse88;
    const double cse123 = cse108*cse121;
    const double cse124 = -cse122 - cse123;
    const double cse125 = cse113*cse77;
    const double cse126 = cse78*cse89;
    const double cse127 = cse110 - cse114*cse90 - cse125 - cse126*ed_bar2_3;
    const double cse128 = -cse77*cse81;
    const double cse129 = cse104*cse81 - cse106*cse97 - cse117*ed_bar2_3 + cse128;
    const double cse130 = cse109*cse81 + cse94;
    const double cse131 = cse117*cse76;
    const double cse132 = cse121*cse76;
    const double cse133 = -cse131 - cse132;
    const double cse134 = cse119 + cse126*ed_bar2_2 + cse128 - cse81*cse92;
    const double cse135 = 2*cse134;
    const double cse136 = cse106*cse79 - cse114*cse76 + cse117*ed_bar2_2 + cse125;
    const double cse137 = -cse108*cse114 - cse115;
    const double cse138 = cse126*cse76;
    const double cse139 = cse78*cse90*cse93;
    const double cse140 = -cse138 - cse139;
    const double cse141 = 2*cse107;
    const double cse142 = cse122 + cse123;
    const double cse143 = 2*cse118;
    const double cse144 = 2*cse129;
    const double cse145 = cse138 + cse139;
    const double cse146 = 2*cse136;
    const double cse147 = cse131 + cse132;

    memset(out, 0, sizeof(double) * 196);
    out[45] = -cse17*cse28 - cse37*cse4 - cse41*cse42;  /* [3, 3] */
    out[46] = -cse17*cse44 - cse4*cse45 - cse42*cse47 + cse50;  /* [3, 4] */
    out[47] = -cse17*cse52 - cse4*cse54 - cse42*cse55 + cse58;  /* [3, 5] */
    out[48] = -cse17*cse60 - cse4*cse59 - cse42*cse61 + cse64;  /* [3, 6] */
    out[59] = -cse17*cse37 + cse2*cse41 + cse28*cse4 + cse65;  /* [4, 3] */
    out[60] = -cse17*cse45 + cse2*cse47 + cse4*cse44;  /* [4, 4] */
    out[61] = -cse17*cse54 + cse2*cse55 + cse4*cse52 + cse66;  /* [4, 5] */
    out[62] = -cse17*cse59 + cse2*cse61 + cse4*cse60 + cse58;  /* [4, 6] */
    out[73] = cse17*cse41 + cse2*cse37 - cse28*cse42 + cse67;  /* [5, 3] */
    out[74] = cse17*cse47 + cse2*cse45 - cse42*cse44 + cse64;  /* [5, 4] */
    out[75] = cse17*cse55 + cse2*cse54 - cse42*cse52;  /* [5, 5] */
    out[76] = cse17*cse61 + cse2*cse59 - cse42*cse60 + cse65;  /* [5, 6] */
    out[87] = cse2*cse28 + cse37*cse42 - cse4*cse41 + cse66;  /* [6, 3] */
    out[88] = cse2*cse44 - cse4*cse47 + cse42*cse45 + cse67;  /* [6, 4] */
    out[89] = cse2*cse52 - cse4*cse55 + cse42*cse54 + cse50;  /* [6, 5] */
    out[90] = cse2*cse60 - cse4*cse61 + cse42*cse59;  /* [6, 6] */
    out[150] = -cse107*cse72 - cse111*cse112 - cse95*cse96;  /* [10, 10] */
    out[151] = -cse112*cse120 - cse116*cse96 - cse118*cse72 + cse124;  /* [10, 11] */
    out[152] = -cse112*cse130 - cse127*cse96 - cse129*cse72 + cse133;  /* [10, 12] */
    out[153] = -cse112*cse137 - cse135*e_bar2_3 - cse136*cse72 + cse140;  /* [10, 13] */
    out[164] = cse111*cse84 - cse141*e_bar2_3 + cse142 + cse72*cse95;  /* [11, 10] */
    out[165] = cse116*cse72 + cse120*cse84 - cse143*e_bar2_3;  /* [11, 11] */
    out[166] = cse127*cse72 + cse130*cse84 - cse144*e_bar2_3 + cse145;  /* [11, 12] */
    out[167] = cse133 + cse134*cse72 + cse137*cse84 - cse146*e_bar2_3;  /* [11, 13] */
    out[178] = cse111*cse96 - cse112*cse95 + cse141*e_bar2_0 + cse147;  /* [12, 10] */
    out[179] = -cse112*cse116 + cse120*cse96 + cse140 + cse143*e_bar2_0;  /* [12, 11] */
    out[180] = -cse112*cse127 + cse129*cse84 + cse130*cse96;  /* [12, 12] */
    out[181] = -cse135*e_bar2_1 + cse137*cse96 + cse142 + cse146*e_bar2_0;  /* [12, 13] */
    out[192] = -cse111*cse72 + cse141*e_bar2_1 + cse145 + cse84*cse95;  /* [13, 10] */
    out[193] = cse116*cse84 - cse120*cse72 + cse143*e_bar2_1 + cse147;  /* [13, 11] */
    out[194] = cse124 + cse127*cse84 - cse130*cse72 + cse144*e_bar2_1;  /* [13, 12] */
    out[195] = cse134*cse84 - cse137*cse72 + cse146*e_bar2_1;  /* [13, 13] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 14 x 14 row-major, 32 nonzero.
 * 421 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double ed_bar1_0 = v[3];
    const double ed_bar1_1 = v[4];
    const double ed_bar1_2 = v[5];
    const double ed_bar1_3 = v[6];
    const double ed_bar2_0 = v[10];
    const double ed_bar2_1 = v[11];
    const double ed_bar2_2 = v[12];
    const double ed_bar2_3 = v[13];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = 2*ed_bar1_0;
    const double cse1 = cse0*e_bar1_2;
    const double cse2 = 2*ed_bar1_3;
    const double cse3 = cse2*e_bar1_1;
    const double cse4 = 2*ed_bar1_1;
    const double cse5 = cse4*e_bar1_3;
    const double cse6 = 2*e_bar1_0;
    const double cse7 = cse6*ed_bar1_2;
    const double cse8 = (w*w);
    const double cse9 = L1*rho;
    const double cse10 = (1.0/6.0)*cse8;
    const double cse11 = cse10*cse9*((L1*L1) + cse8);
    const double cse12 = cse11*(cse1 - cse3 + cse5 - cse7);
    const double cse13 = -cse1 + cse3 - cse5 + cse7;
    const double cse14 = cse11*cse13;
    const double cse15 = -cse14*e_bar1_3;
    const double cse16 = -cse12*e_bar1_3 + cse15;
    const double cse17 = 2*e_bar1_1;
    const double cse18 = 2*e_bar1_3;
    const double cse19 = cse18*ed_bar1_2;
    const double cse20 = cse4*e_bar1_0;
    const double cse21 = cse2*e_bar1_2;
    const double cse22 = cse17*ed_bar1_0;
    const double cse23 = cse19 + cse20 - cse21 - cse22;
    const double cse24 = (1.0/3.0)*(w*w*w*w);
    const double cse25 = cse24*cse9;
    const double cse26 = cse23*cse25;
    const double cse27 = cse26*e_bar1_3;
    const double cse28 = cse17*ed_bar1_2;
    const double cse29 = cse4*e_bar1_2;
    const double cse30 = cse0*e_bar1_3;
    const double cse31 = cse2*e_bar1_0;
    const double cse32 = cse28 - cse29 + cse30 - cse31;
    const double cse33 = cse25*cse32;
    const double cse34 = cse11*cse23;
    const double cse35 = cse11*(-cse28 + cse29 - cse30 + cse31);
    const double cse36 = cse27 - cse33*e_bar1_1 - cse34*e_bar1_3 - cse35*e_bar1_1;
    const double cse37 = 2*e_bar1_2;
    const double cse38 = cse25*e_bar1_1;
    const double cse39 = cse11*(-cse19 - cse20 + cse21 + cse22);
    const double cse40 = cse25*e_bar1_2;
    const double cse41 = -cse23*cse40;
    const double cse42 = cse14*e_bar1_1;
    const double cse43 = -cse13*cse38 - cse39*e_bar1_2 + cse41 + cse42;
    const double cse44 = cse14*e_bar1_2;
    const double cse45 = cse12*e_bar1_2 + cse44;
    const double cse46 = cse33*e_bar1_0 + cse34*e_bar1_2 + cse35*e_bar1_0 + cse41;
    const double cse47 = cse13*cse25;
    const double cse48 = cse14*e_bar1_0;
    const double cse49 = -cse27 - cse39*e_bar1_3 + cse47*e_bar1_0 - cse48;
    const double cse50 = -cse12*e_bar1_1 - cse42;
    const double cse51 = cse23*cse38;
    const double cse52 = cse33*e_bar1_3 - cse34*e_bar1_1 + cse35*e_bar1_3 + cse51;
    const double cse53 = cse26*e_bar1_0;
    const double cse54 = cse15 + cse39*e_bar1_0 + cse47*e_bar1_3 + cse53;
    const double cse55 = cse12*e_bar1_0 + cse48;
    const double cse56 = -cse32*cse40 + cse34*e_bar1_0 - cse35*e_bar1_2 - cse53;
    const double cse57 = -cse13*cse40 + cse39*e_bar1_1 + cse44 + cse51;
    const double cse58 = 2*cse16;
    const double cse59 = 2*cse45;
    const double cse60 = 2*cse55;
    const double cse61 = 2*ed_bar2_1;
    const double cse62 = cse61*e_bar2_3;
    const double cse63 = 2*ed_bar2_0;
    const double cse64 = cse63*e_bar2_2;
    const double cse65 = 2*ed_bar2_3;
    const double cse66 = cse65*e_bar2_1;
    const double cse67 = 2*ed_bar2_2;
    const double cse68 = cse67*e_bar2_0;
    const double cse69 = cse62 + cse64 - cse66 - cse68;
    const double cse70 = L2*rho;
    const double cse71 = cse70*e_bar2_3;
    const double cse72 = cse10*((L2*L2) + cse8);
    const double cse73 = cse71*cse72;
    const double cse74 = -cse62 - cse64 + cse66 + cse68;
    const double cse75 = -cse73*cse74;
    const double cse76 = -cse69*cse73 + cse75;
    const double cse77 = 2*cse76;
    const double cse78 = cse67*e_bar2_3;
    const double cse79 = cse61*e_bar2_0;
    const double cse80 = cse65*e_bar2_2;
    const double cse81 = cse63*e_bar2_1;
    const double cse82 = cse78 + cse79 - cse80 - cse81;
    const double cse83 = cse71*cse82;
    const double cse84 = cse24*cse83;
    const double cse85 = cse63*e_bar2_3;
    const double cse86 = cse67*e_bar2_1;
    const double cse87 = cse61*e_bar2_2;
    const double cse88 = cse65*e_bar2_0;
    const double cse89 = cse85 + cse86 - cse87 - cse88;
    const double cse90 = cse24*cse70;
    const double cse91 = cse89*cse90;
    const double cse92 = -cse85 - cse86 + cse87 + cse88;
    const double cse93 = cse70*cse72;
    const double cse94 = cse93*e_bar2_1;
    const double cse95 = -cse72*cse83 + cse84 - cse91*e_bar2_1 - cse92*cse94;
    const double cse96 = 2*e_bar2_2;
    const double cse97 = cse82*cse90;
    const double cse98 = -cse97*e_bar2_2;
    const double cse99 = cse24*cse74;
    const double cse100 = cse70*cse99;
    const double cse101 = -cse78 - cse79 + cse80 + cse81;
    const double cse102 = cse101*cse93;
    const double cse103 = cse74*cse94;
    const double cse104 = -cse100*e_bar2_1 - cse102*e_bar2_2 + cse103 + cse98;
    const double cse105 = 2*cse104;
    const double cse106 = cse69*cse93;
    const double cse107 = cse74*cse93;
    const double cse108 = cse107*e_bar2_2;
    const double cse109 = cse106*e_bar2_2 + cse108;
    const double cse110 = 2*cse109;
    const double cse111 = cse82*cse93;
    const double cse112 = cse92*cse93;
    const double cse113 = cse111*e_bar2_2 + cse112*e_bar2_0 + cse91*e_bar2_0 + cse98;
    const double cse114 = 2*cse113;
    const double cse115 = cse107*e_bar2_0;
    const double cse116 = cse100*e_bar2_0 - cse101*cse73 - cse115 - cse84;
    const double cse117 = 2*cse116;
    const double cse118 = -cse103 - cse69*cse94;
    const double cse119 = 2*cse118;
    const double cse120 = cse97*e_bar2_1;
    const double cse121 = cse120 + cse24*cse71*cse89 + cse73*cse92 - cse82*cse94;
    const double cse122 = cse97*e_bar2_0;
    const double cse123 = cse102*e_bar2_0 + cse122 + cse71*cse99 + cse75;
    const double cse124 = 2*cse123;
    const double cse125 = cse106*e_bar2_0 + cse115;
    const double cse126 = 2*e_bar2_1;
    const double cse127 = cse111*e_bar2_0 - cse112*e_bar2_2 - cse122 - cse91*e_bar2_2;
    const double cse128 = 2*cse127;
    const double cse129 = -cse100*e_bar2_2 + cse102*e_bar2_1 + cse108 + cse120;
    const double cse130 = 2*cse129;
    const double cse131 = 2*e_bar2_3;
    const double cse132 = 2*e_bar2_0;

    memset(out, 0, sizeof(double) * 196);
    out[45] = -cse16*cse17 - cse18*cse43 - cse36*cse37;  /* [3, 3] */
    out[46] = -cse17*cse45 - cse18*cse49 - cse37*cse46;  /* [3, 4] */
    out[47] = -cse17*cse50 - cse18*cse54 - cse37*cse52;  /* [3, 5] */
    out[48] = -cse17*cse55 - cse18*cse57 - cse37*cse56;  /* [3, 6] */
    out[59] = cse16*cse6 - cse18*cse36 + cse37*cse43;  /* [4, 3] */
    out[60] = -cse18*cse46 + cse37*cse49 + cse45*cse6;  /* [4, 4] */
    out[61] = -cse18*cse52 + cse37*cse54 + cse50*cse6;  /* [4, 5] */
    out[62] = -cse18*cse56 + cse37*cse57 + cse55*cse6;  /* [4, 6] */
    out[73] = -cse17*cse43 + cse36*cse6 + cse58*e_bar1_3;  /* [5, 3] */
    out[74] = -cse17*cse49 + cse46*cse6 + cse59*e_bar1_3;  /* [5, 4] */
    out[75] = -cse17*cse54 + cse18*cse50 + cse52*cse6;  /* [5, 5] */
    out[76] = -cse17*cse57 + cse56*cse6 + cse60*e_bar1_3;  /* [5, 6] */
    out[87] = cse17*cse36 + cse43*cse6 - cse58*e_bar1_2;  /* [6, 3] */
    out[88] = cse17*cse46 + cse49*cse6 - cse59*e_bar1_2;  /* [6, 4] */
    out[89] = cse17*cse52 - cse37*cse50 + cse54*cse6;  /* [6, 5] */
    out[90] = cse17*cse56 + cse57*cse6 - cse60*e_bar1_2;  /* [6, 6] */
    out[150] = -cse105*e_bar2_3 - cse77*e_bar2_1 - cse95*cse96;  /* [10, 10] */
    out[151] = -cse110*e_bar2_1 - cse114*e_bar2_2 - cse117*e_bar2_3;  /* [10, 11] */
    out[152] = -cse119*e_bar2_1 - cse121*cse96 - cse124*e_bar2_3;  /* [10, 12] */
    out[153] = -cse125*cse126 - cse128*e_bar2_2 - cse130*e_bar2_3;  /* [10, 13] */
    out[164] = cse105*e_bar2_2 - cse131*cse95 + cse132*cse76;  /* [11, 10] */
    out[165] = cse109*cse132 - cse113*cse131 + cse117*e_bar2_2;  /* [11, 11] */
    out[166] = cse118*cse132 - cse121*cse131 + cse124*e_bar2_2;  /* [11, 12] */
    out[167] = cse125*cse132 - cse127*cse131 + cse130*e_bar2_2;  /* [11, 13] */
    out[178] = -cse105*e_bar2_1 + cse132*cse95 + cse77*e_bar2_3;  /* [12, 10] */
    out[179] = cse110*e_bar2_3 + cse113*cse132 - cse117*e_bar2_1;  /* [12, 11] */
    out[180] = cse119*e_bar2_3 + cse121*cse132 - cse124*e_bar2_1;  /* [12, 12] */
    out[181] = cse125*cse131 + cse127*cse132 - cse130*e_bar2_1;  /* [12, 13] */
    out[192] = cse104*cse132 + cse126*cse95 - cse77*e_bar2_2;  /* [13, 10] */
    out[193] = -cse110*e_bar2_2 + cse114*e_bar2_1 + cse116*cse132;  /* [13, 11] */
    out[194] = -cse119*e_bar2_2 + cse121*cse126 + cse123*cse132;  /* [13, 12] */
    out[195] = -cse125*cse96 + cse128*e_bar2_1 + cse129*cse132;  /* [13, 13] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 14); a (accelerations (time derivative of v), 14); p (parameters, 4).
 * Output: out, 14 x 14 row-major, 32 nonzero.
 * 246 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_5 = a[5];
    const double acc_6 = a[6];
    const double acc_10 = a[10];
    const double acc_11 = a[11];
    const double acc_12 = a[12];
    const double acc_13 = a[13];
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = rho*(w*w*w*w);
    const double cse1 = (2.0/3.0)*cse0;
    const double cse2 = L1*cse1;
    const double cse3 = cse2*e_bar1_1;
    const double cse4 = (w*w);
    const double cse5 = (L1*L1) + cse4;
    const double cse6 = cse4*rho;
    const double cse7 = (1.0/3.0)*cse6;
    const double cse8 = cse5*cse7;
    const double cse9 = L1*cse8;
    const double cse10 = cse9*e_bar1_3;
    const double cse11 = L1*e_bar1_2;
    const double cse12 = cse11*cse8;
    const double cse13 = -acc_5*cse12 - acc_6*cse10;
    const double cse14 = cse2*e_bar1_0;
    const double cse15 = cse2*e_bar1_3;
    const double cse16 = cse10 - cse15;
    const double cse17 = cse2*e_bar1_2;
    const double cse18 = -cse12 + cse17;
    const double cse19 = (4.0/3.0)*cse0;
    const double cse20 = L1*cse19;
    const double cse21 = cse9*e_bar1_1;
    const double cse22 = -cse21 + cse3;
    const double cse23 = cse9*e_bar1_0;
    const double cse24 = (2.0/3.0)*cse6;
    const double cse25 = cse24*cse5;
    const double cse26 = cse11*cse25;
    const double cse27 = cse21 - cse3;
    const double cse28 = L1*cse25;
    const double cse29 = cse28*e_bar1_3;
    const double cse30 = -cse10 + cse15;
    const double cse31 = cse12 - cse17;
    const double cse32 = -cse14 + cse23;
    const double cse33 = cse14 - cse23;
    const double cse34 = acc_5*cse28;
    const double cse35 = -acc_3*cse23 - acc_4*cse21;
    const double cse36 = acc_6*cse28;
    const double cse37 = L2*cse1;
    const double cse38 = cse37*e_bar2_1;
    const double cse39 = (L2*L2) + cse4;
    const double cse40 = cse39*cse7;
    const double cse41 = L2*cse40;
    const double cse42 = cse41*e_bar2_3;
    const double cse43 = cse41*e_bar2_2;
    const double cse44 = -acc_12*cse43 - acc_13*cse42;
    const double cse45 = L2*e_bar2_0;
    const double cse46 = cse1*cse45;
    const double cse47 = cse37*e_bar2_2;
    const double cse48 = -cse43 + cse47;
    const double cse49 = cse37*e_bar2_3;
    const double cse50 = cse42 - cse49;
    const double cse51 = L2*cse19;
    const double cse52 = cse41*e_bar2_1;
    const double cse53 = cse38 - cse52;
    const double cse54 = cse40*cse45;
    const double cse55 = cse24*cse39;
    const double cse56 = L2*cse55;
    const double cse57 = cse56*e_bar2_2;
    const double cse58 = -cse38 + cse52;
    const double cse59 = cse56*e_bar2_3;
    const double cse60 = cse43 - cse47;
    const double cse61 = -cse42 + cse49;
    const double cse62 = -cse46 + cse54;
    const double cse63 = cse46 - cse54;
    const double cse64 = acc_12*cse55;
    const double cse65 = L2*e_bar2_1;
    const double cse66 = -acc_10*cse54 - acc_11*cse52;
    const double cse67 = acc_13*cse55;

    memset(out, 0, sizeof(double) * 196);
    out[45] = -acc_4*cse3 + cse13;  /* [3, 3] */
    out[46] = acc_3*cse20*e_bar1_1 - acc_4*cse14 + acc_5*cse16 + acc_6*cse18;  /* [3, 4] */
    out[47] = acc_3*cse26 - acc_5*cse23 + acc_6*cse22;  /* [3, 5] */
    out[48] = acc_3*cse29 + acc_5*cse27 - acc_6*cse23;  /* [3, 6] */
    out[59] = -acc_3*cse3 + acc_4*cse20*e_bar1_0 + acc_5*cse30 + acc_6*cse31;  /* [4, 3] */
    out[60] = -acc_3*cse14 + cse13;  /* [4, 4] */
    out[61] = acc_4*cse26 - acc_5*cse21 + acc_6*cse32;  /* [4, 5] */
    out[62] = acc_4*cse29 + acc_5*cse33 - acc_6*cse21;  /* [4, 6] */
    out[73] = -acc_3*cse12 + acc_4*cse30 + cse34*e_bar1_0;  /* [5, 3] */
    out[74] = acc_3*cse16 - acc_4*cse12 + cse34*e_bar1_1;  /* [5, 4] */
    out[75] = -acc_6*cse15 + cse35;  /* [5, 5] */
    out[76] = acc_3*cse27 + acc_4*cse33 + acc_5*cse20*e_bar1_3 - acc_6*cse17;  /* [5, 6] */
    out[87] = -acc_3*cse10 + acc_4*cse31 + cse36*e_bar1_0;  /* [6, 3] */
    out[88] = acc_3*cse18 - acc_4*cse10 + cse36*e_bar1_1;  /* [6, 4] */
    out[89] = acc_3*cse22 + acc_4*cse32 - acc_5*cse15 + acc_6*cse11*cse19;  /* [6, 5] */
    out[90] = -acc_5*cse17 + cse35;  /* [6, 6] */
    out[150] = -acc_11*cse38 + cse44;  /* [10, 10] */
    out[151] = acc_10*cse51*e_bar2_1 - acc_11*cse46 + acc_12*cse50 + acc_13*cse48;  /* [10, 11] */
    out[152] = acc_10*cse57 - acc_12*cse54 + acc_13*cse53;  /* [10, 12] */
    out[153] = acc_10*cse59 + acc_12*cse58 - acc_13*cse54;  /* [10, 13] */
    out[164] = -acc_10*cse38 + acc_11*cse19*cse45 + acc_12*cse61 + acc_13*cse60;  /* [11, 10] */
    out[165] = -acc_10*cse46 + cse44;  /* [11, 11] */
    out[166] = acc_11*cse57 - acc_12*cse52 + acc_13*cse62;  /* [11, 12] */
    out[167] = acc_11*cse59 + acc_12*cse63 - acc_13*cse52;  /* [11, 13] */
    out[178] = -acc_10*cse43 + acc_11*cse61 + cse45*cse64;  /* [12, 10] */
    out[179] = acc_10*cse50 - acc_11*cse43 + cse64*cse65;  /* [12, 11] */
    out[180] = -acc_13*cse49 + cse66;  /* [12, 12] */
    out[181] = acc_10*cse58 + acc_11*cse63 + acc_12*cse51*e_bar2_3 - acc_13*cse47;  /* [12, 13] */
    out[192] = -acc_10*cse42 + acc_11*cse60 + cse45*cse67;  /* [13, 10] */
    out[193] = acc_10*cse48 - acc_11*cse42 + cse65*cse67;  /* [13, 11] */
    out[194] = acc_10*cse53 + acc_11*cse62 - acc_12*cse49 + acc_13*cse51*e_bar2_2;  /* [13, 12] */
    out[195] = -acc_12*cse47 + cse66;  /* [13, 13] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 14); lam (Lagrange multipliers, one per constraint row, 12); t (time); p (parameters, 4).
 * Output: out, 14 x 14 row-major, 64 nonzero.
 * 230 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
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
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double cse0 = 4*lam_3;
    const double cse1 = 8*e_bar2_3;
    const double cse2 = e_bar2_0*e_bar2_1;
    const double cse3 = lam_10 + lam_8*(cse1*e_bar2_2 - 8*cse2);
    const double cse4 = e_bar2_0*e_bar2_2;
    const double cse5 = 2*lam_5;
    const double cse6 = -L1*cse5 - 2*L1*lam_0 + lam_9*(-cse1*e_bar2_1 - 8*cse4);
    const double cse7 = 4*(e_bar2_3*e_bar2_3);
    const double cse8 = 4*(e_bar2_0*e_bar2_0);
    const double cse9 = cse7 + cse8 - 2;
    const double cse10 = cse9*lam_8;
    const double cse11 = 2*lam_4;
    const double cse12 = cse10 + cse11;
    const double cse13 = L1*lam_2;
    const double cse14 = L1*lam_7;
    const double cse15 = cse13 + cse14 + cse9*lam_9;
    const double cse16 = 4*e_bar2_3;
    const double cse17 = cse16*e_bar2_1;
    const double cse18 = 4*cse4;
    const double cse19 = -L1*lam_1 - L1*lam_6 + lam_9*(-cse16*e_bar2_2 + 4*cse2);
    const double cse20 = cse19 + lam_8*(-cse17 - cse18);
    const double cse21 = 8*e_bar1_0;
    const double cse22 = cse21*e_bar2_2;
    const double cse23 = 4*e_bar2_1;
    const double cse24 = cse23*e_bar1_3;
    const double cse25 = 8*e_bar1_2;
    const double cse26 = cse25*e_bar2_0;
    const double cse27 = 8*e_bar1_1;
    const double cse28 = cse27*e_bar2_0;
    const double cse29 = 4*e_bar1_3;
    const double cse30 = -cse21*e_bar2_1 - cse29*e_bar2_2;
    const double cse31 = lam_8*(cse28 + cse30) + lam_9*(-cse22 + cse24 + cse26);
    const double cse32 = cse21*e_bar2_3;
    const double cse33 = cse29*e_bar2_0;
    const double cse34 = cse21*e_bar2_0;
    const double cse35 = -cse16*e_bar1_3 - cse34;
    const double cse36 = cse35*lam_8 + lam_9*(-cse32 + cse33);
    const double cse37 = cse35*lam_9 + lam_8*(cse32 - cse33);
    const double cse38 = cse25*e_bar2_3;
    const double cse39 = cse27*e_bar2_3;
    const double cse40 = lam_8*(cse22 - cse24 + cse39) + lam_9*(cse30 + cse38);
    const double cse41 = cse19 + lam_8*(cse17 + cse18);
    const double cse42 = -cse13 - cse14 + lam_9*(-cse7 - cse8 + 2);
    const double cse43 = cse23*e_bar1_2;
    const double cse44 = 8*e_bar1_3;
    const double cse45 = cse44*e_bar2_0;
    const double cse46 = 4*e_bar1_2;
    const double cse47 = cse46*e_bar2_2;
    const double cse48 = lam_8*(cse34 + cse47) + lam_9*(-cse27*e_bar2_2 + cse43 - cse45);
    const double cse49 = -cse39;
    const double cse50 = cse46*e_bar2_0;
    const double cse51 = cse16*e_bar1_2;
    const double cse52 = cse51*lam_8 + lam_9*(cse49 + cse50);
    const double cse53 = -cse28;
    const double cse54 = cse50*lam_8 + lam_9*(-cse51 + cse53);
    const double cse55 = cse44*e_bar2_3;
    const double cse56 = lam_8*(cse32 + cse43) + lam_9*(-cse27*e_bar2_1 - cse47 - cse55);
    const double cse57 = cse10 - cse11;
    const double cse58 = cse23*e_bar1_1;
    const double cse59 = 4*e_bar1_1;
    const double cse60 = cse59*e_bar2_2;
    const double cse61 = lam_8*(-cse25*e_bar2_1 + cse45 + cse60) + lam_9*(cse34 + cse58);
    const double cse62 = cse59*e_bar2_0;
    const double cse63 = cse16*e_bar1_1;
    const double cse64 = cse62*lam_9 + lam_8*(-cse26 + cse63);
    const double cse65 = -cse63*lam_9 + lam_8*(cse38 + cse62);
    const double cse66 = lam_8*(cse25*e_bar2_2 + cse55 + cse58) + lam_9*(cse32 - cse60);
    const double cse67 = 4*e_bar1_0;
    const double cse68 = cse67*e_bar2_1;
    const double cse69 = -cse67*e_bar2_2;
    const double cse70 = lam_8*(cse26 + cse69) + lam_9*(cse53 + cse68);
    const double cse71 = cse67*lam_9;
    const double cse72 = cse67*lam_8;
    const double cse73 = cse71*e_bar2_0 - cse72*e_bar2_3;
    const double cse74 = -cse71*e_bar2_3 - cse72*e_bar2_0;
    const double cse75 = lam_8*(cse38 - cse68) + lam_9*(cse49 + cse69);
    const double cse76 = -L2*cse5 + lam_11;
    const double cse77 = lam_8*(cse25*e_bar1_3 + cse27*e_bar1_0) + lam_9*(cse25*e_bar1_0 - cse27*e_bar1_3);
    const double cse78 = cse59*e_bar1_2;
    const double cse79 = cse67*e_bar1_3;
    const double cse80 = 4*(e_bar1_2*e_bar1_2);
    const double cse81 = 4*(e_bar1_0*e_bar1_0);
    const double cse82 = 2 - cse81;
    const double cse83 = lam_8*(-cse80 + cse82) + lam_9*(cse78 + cse79);
    const double cse84 = L2*lam_7;
    const double cse85 = -cse79;
    const double cse86 = lam_8*(cse78 + cse85) + lam_9*(cse82 - 4*(e_bar1_1*e_bar1_1));
    const double cse87 = cse84 + cse86;
    const double cse88 = -L2*lam_6;
    const double cse89 = -cse84 + cse86;
    const double cse90 = lam_8*(cse80 + cse81 - 2) + lam_9*(-cse78 + cse85);

    memset(out, 0, sizeof(double) * 196);
    out[45] = cse0 + cse3 + cse6;  /* [3, 3] */
    out[46] = cse12;  /* [3, 4] */
    out[47] = cse15;  /* [3, 5] */
    out[48] = cse20;  /* [3, 6] */
    out[52] = cse31;  /* [3, 10] */
    out[53] = cse36;  /* [3, 11] */
    out[54] = cse37;  /* [3, 12] */
    out[55] = cse40;  /* [3, 13] */
    out[59] = cse12;  /* [4, 3] */
    out[60] = cse6 + lam_10;  /* [4, 4] */
    out[61] = cse41;  /* [4, 5] */
    out[62] = cse42;  /* [4, 6] */
    out[66] = cse48;  /* [4, 10] */
    out[67] = cse52;  /* [4, 11] */
    out[68] = cse54;  /* [4, 12] */
    out[69] = cse56;  /* [4, 13] */
    out[73] = cse15;  /* [5, 3] */
    out[74] = cse41;  /* [5, 4] */
    out[75] = cse3;  /* [5, 5] */
    out[76] = cse57;  /* [5, 6] */
    out[80] = cse61;  /* [5, 10] */
    out[81] = cse64;  /* [5, 11] */
    out[82] = cse65;  /* [5, 12] */
    out[83] = cse66;  /* [5, 13] */
    out[87] = cse20;  /* [6, 3] */
    out[88] = cse42;  /* [6, 4] */
    out[89] = cse57;  /* [6, 5] */
    out[90] = cse0 + lam_10;  /* [6, 6] */
    out[94] = cse70;  /* [6, 10] */
    out[95] = cse73;  /* [6, 11] */
    out[96] = cse74;  /* [6, 12] */
    out[97] = cse75;  /* [6, 13] */
    out[143] = cse31;  /* [10, 3] */
    out[144] = cse48;  /* [10, 4] */
    out[145] = cse61;  /* [10, 5] */
    out[146] = cse70;  /* [10, 6] */
    out[150] = cse76 + cse77;  /* [10, 10] */
    out[151] = cse83;  /* [10, 11] */
    out[152] = cse87;  /* [10, 12] */
    out[153] = cse88;  /* [10, 13] */
    out[157] = cse36;  /* [11, 3] */
    out[158] = cse52;  /* [11, 4] */
    out[159] = cse64;  /* [11, 5] */
    out[160] = cse73;  /* [11, 6] */
    out[164] = cse83;  /* [11, 10] */
    out[165] = cse76;  /* [11, 11] */
    out[166] = cse88;  /* [11, 12] */
    out[167] = cse89;  /* [11, 13] */
    out[171] = cse37;  /* [12, 3] */
    out[172] = cse54;  /* [12, 4] */
    out[173] = cse65;  /* [12, 5] */
    out[174] = cse74;  /* [12, 6] */
    out[178] = cse87;  /* [12, 10] */
    out[179] = cse88;  /* [12, 11] */
    out[180] = lam_11;  /* [12, 12] */
    out[181] = cse90;  /* [12, 13] */
    out[185] = cse40;  /* [13, 3] */
    out[186] = cse56;  /* [13, 4] */
    out[187] = cse66;  /* [13, 5] */
    out[188] = cse75;  /* [13, 6] */
    out[192] = cse88;  /* [13, 10] */
    out[193] = cse89;  /* [13, 11] */
    out[194] = cse90;  /* [13, 12] */
    out[195] = cse77 + lam_11;  /* [13, 13] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); a (accelerations (time derivative of v), 14); lam (Lagrange multipliers, one per constraint row, 12); t (time); p (parameters, 4); h (step size).
 * Output: out, 26 x 1 row-major, 26 nonzero.
 * 640 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double r_bar2_x = q[7];
    const double r_bar2_y = q[8];
    const double r_bar2_z = q[9];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double ed_bar1_0 = v[3];
    const double ed_bar1_1 = v[4];
    const double ed_bar1_2 = v[5];
    const double ed_bar1_3 = v[6];
    const double ed_bar2_0 = v[10];
    const double ed_bar2_1 = v[11];
    const double ed_bar2_2 = v[12];
    const double ed_bar2_3 = v[13];
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
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = (w*w);
    const double cse1 = cse0*rho;
    const double cse2 = L1*cse1;
    const double cse3 = 9.81*cse1;
    const double cse4 = 2*ed_bar1_3;
    const double cse5 = cse4*e_bar1_1;
    const double cse6 = 2*ed_bar1_2;
    const double cse7 = cse6*e_bar1_0;
    const double cse8 = 2*e_bar1_3;
    const double cse9 = cse8*ed_bar1_1;
    const double cse10 = 2*ed_bar1_0;
    const double cse11 = cse10*e_bar1_2;
    const double cse12 = -cse11 + cse5 + cse7 - cse9;
    const double cse13 = cse4*e_bar1_2;
    const double cse14 = cse10*e_bar1_1;
    const double cse15 = cse8*ed_bar1_2;
    const double cse16 = 2*ed_bar1_1;
    const double cse17 = cse16*e_bar1_0;
    const double cse18 = (L1*L1) + cse0;
    const double cse19 = cse18*cse2;
    const double cse20 = (1.0/12.0)*cse19;
    const double cse21 = -cse13 - cse14 + cse15 + cse17;
    const double cse22 = rho*(w*w*w*w);
    const double cse23 = (1.0/6.0)*cse22;
    const double cse24 = L1*cse21*cse23;
    const double cse25 = cse12*cse20*(cse13 + cse14 - cse15 - cse17) + cse12*cse24;
    const double cse26 = cse16*e_bar1_2;
    const double cse27 = cse4*e_bar1_0;
    const double cse28 = cse8*ed_bar1_0;
    const double cse29 = cse6*e_bar1_1;
    const double cse30 = cse20*(cse26 + cse27 - cse28 - cse29);
    const double cse31 = cse21*cse30 + cse24*(-cse26 - cse27 + cse28 + cse29);
    const double cse32 = 2*cse31;
    const double cse33 = 2*cse12*cse30 + 2*cse30*(cse11 - cse5 - cse7 + cse9);
    const double cse34 = (e_bar1_1*e_bar1_1);
    const double cse35 = (2.0/3.0)*cse22;
    const double cse36 = L1*cse35;
    const double cse37 = (e_bar1_3*e_bar1_3);
    const double cse38 = (1.0/3.0)*cse19;
    const double cse39 = (e_bar1_2*e_bar1_2);
    const double cse40 = cse37*cse38 + cse38*cse39;
    const double cse41 = cse38*e_bar1_3;
    const double cse42 = cse41*e_bar1_1;
    const double cse43 = L1*e_bar1_2;
    const double cse44 = (1.0/3.0)*cse1*cse18*cse43;
    const double cse45 = cse44*e_bar1_0;
    const double cse46 = cse36*e_bar1_3;
    const double cse47 = cse42 - cse45 - cse46*e_bar1_1;
    const double cse48 = cse36*e_bar1_0*e_bar1_1;
    const double cse49 = 2*lam_4;
    const double cse50 = (e_bar2_3*e_bar2_3);
    const double cse51 = (e_bar2_0*e_bar2_0);
    const double cse52 = 2*cse51 - 1;
    const double cse53 = 2*cse50 + cse52;
    const double cse54 = 2*cse53;
    const double cse55 = cse54*e_bar1_2;
    const double cse56 = 2*e_bar2_2;
    const double cse57 = 2*e_bar2_0;
    const double cse58 = cse56*e_bar2_3 - cse57*e_bar2_1;
    const double cse59 = 2*cse58;
    const double cse60 = 2*e_bar2_1;
    const double cse61 = cse60*e_bar2_3;
    const double cse62 = cse57*e_bar2_2;
    const double cse63 = cse61 + cse62;
    const double cse64 = 4*cse63;
    const double cse65 = L1*lam_1;
    const double cse66 = cse54*e_bar1_1;
    const double cse67 = 4*cse58;
    const double cse68 = 2*cse63;
    const double cse69 = 2*e_bar1_0;
    const double cse70 = L1*lam_0;
    const double cse71 = L1*lam_6;
    const double cse72 = cse35*cse43;
    const double cse73 = -cse41*e_bar1_0 - cse44*e_bar1_1;
    const double cse74 = cse72*e_bar1_1 + cse73;
    const double cse75 = L1*lam_5;
    const double cse76 = 4*lam_3;
    const double cse77 = 2*e_bar1_2;
    const double cse78 = 2*e_bar1_1;
    const double cse79 = (e_bar1_0*e_bar1_0);
    const double cse80 = -cse42 + cse45 - cse72*e_bar1_0;
    const double cse81 = L1*lam_2;
    const double cse82 = cse54*e_bar1_0;
    const double cse83 = cse54*e_bar1_3;
    const double cse84 = L1*lam_7;
    const double cse85 = cse46*e_bar1_0 + cse73;
    const double cse86 = cse72*e_bar1_3;
    const double cse87 = cse34*cse38 + cse38*cse79;
    const double cse88 = L2*cse1;
    const double cse89 = cse60*ed_bar2_3;
    const double cse90 = cse57*ed_bar2_2;
    const double cse91 = 2*e_bar2_3;
    const double cse92 = cse91*ed_bar2_1;
    const double cse93 = cse56*ed_bar2_0;
    const double cse94 = cse89 + cse90 - cse92 - cse93;
    const double cse95 = cse56*ed_bar2_3;
    const double cse96 = cse60*ed_bar2_0;
    const double cse97 = cse91*ed_bar2_2;
    const double cse98 = cse57*ed_bar2_1;
    const double cse99 = cse88*((L2*L2) + cse0);
    const double cse100 = (1.0/12.0)*cse99;
    const double cse101 = -cse95 - cse96 + cse97 + cse98;
    const double cse102 = L2*cse101*cse23;
    const double cse103 = cse100*cse94*(cse95 + cse96 - cse97 - cse98) + cse102*cse94;
    const double cse104 = 2*cse103;
    const double cse105 = cse56*ed_bar2_1;
    const double cse106 = cse57*ed_bar2_3;
    const double cse107 = cse91*ed_bar2_0;
    const double cse108 = cse60*ed_bar2_2;
    const double cse109 = cse100*(cse105 + cse106 - cse107 - cse108);
    const double cse110 = cse101*cse109 + cse102*(-cse105 - cse106 + cse107 + cse108);
    const double cse111 = 2*cse109*cse94 + 2*cse109*(-cse89 - cse90 + cse92 + cse93);
    const double cse112 = L2*lam_5;
    const double cse113 = L2*lam_7;
    const double cse114 = L2*lam_6;
    const double cse115 = cse8*e_bar1_2;
    const double cse116 = cse78*e_bar1_0;
    const double cse117 = cse115 + cse116;
    const double cse118 = 4*cse117;
    const double cse119 = 2*cse79 - 1;
    const double cse120 = cse119 + 2*cse39;
    const double cse121 = cse77*e_bar1_1;
    const double cse122 = cse8*e_bar1_0;
    const double cse123 = cse121 - cse122;
    const double cse124 = 2*cse123;
    const double cse125 = L2*cse35;
    const double cse126 = cse125*e_bar2_0;
    const double cse127 = cse126*e_bar2_1;
    const double cse128 = cse125*e_bar2_1;
    const double cse129 = (1.0/3.0)*cse99;
    const double cse130 = cse129*e_bar2_1;
    const double cse131 = cse129*e_bar2_0;
    const double cse132 = -cse130*e_bar2_2 - cse131*e_bar2_3;
    const double cse133 = cse128*e_bar2_2 + cse132;
    const double cse134 = cse130*e_bar2_3;
    const double cse135 = cse131*e_bar2_2;
    const double cse136 = -cse128*e_bar2_3 + cse134 - cse135;
    const double cse137 = -cse77*e_bar1_0 + cse8*e_bar1_1;
    const double cse138 = 4*cse137;
    const double cse139 = cse119 + 2*cse34;
    const double cse140 = cse121 + cse122;
    const double cse141 = (e_bar2_1*e_bar2_1);
    const double cse142 = (e_bar2_2*e_bar2_2);
    const double cse143 = cse129*cse142 + cse129*cse50;
    const double cse144 = -cse126*e_bar2_2 - cse134 + cse135;
    const double cse145 = cse126*e_bar2_3 + cse132;
    const double cse146 = 2*cse140;
    const double cse147 = cse129*cse141 + cse129*cse51;
    const double cse148 = cse125*e_bar2_2*e_bar2_3;
    const double cse149 = (1.0/(h*h));
    const double cse150 = (1.0/2.0)*L1;
    const double cse151 = -cse139*cse150;
    const double cse152 = -cse140*cse150;
    const double cse153 = -cse137*cse150;
    const double cse154 = (1.0/2.0)*L2;

    out[0] = acc_0*cse2 + lam_0 - lam_5;  /* [0, 0] */
    out[1] = acc_1*cse2 + lam_1 - lam_6;  /* [1, 0] */
    out[2] = L1*cse3 + acc_2*cse2 + lam_2 - lam_7;  /* [2, 0] */
    out[3] = acc_3*(cse34*cse36 + cse40) - acc_4*cse48 + acc_5*cse47 + acc_6*cse74 + cse25*cse8 + cse32*e_bar1_2 + cse33*e_bar1_1 + cse43*lam_2 + cse43*lam_7 + cse49*e_bar1_1 - cse65*e_bar1_3 - cse69*cse70 - cse69*cse75 - cse71*e_bar1_3 + cse76*e_bar1_0 + e_bar1_0*lam_10 + lam_8*(cse66 + cse67*e_bar1_0 - cse68*e_bar1_3) + lam_9*(cse55 - cse59*e_bar1_3 - cse64*e_bar1_0);  /* [3, 0] */
    out[4] = -acc_3*cse48 + acc_4*(cse36*cse79 + cse40) + acc_5*cse85 + acc_6*cse80 - cse25*cse77 + cse31*cse8 - cse33*e_bar1_0 - cse43*lam_1 - cse43*lam_6 + cse49*e_bar1_0 - cse70*cse78 - cse75*cse78 - cse81*e_bar1_3 - cse84*e_bar1_3 + e_bar1_1*lam_10 + lam_8*(cse68*e_bar1_2 + cse82) + lam_9*(-cse59*e_bar1_2 - cse64*e_bar1_1 - cse83);  /* [4, 0] */
    out[5] = acc_3*cse47 + acc_4*cse85 + acc_5*(cse36*cse37 + cse87) - acc_6*cse86 + cse25*cse78 - cse32*e_bar1_0 - cse33*e_bar1_3 - cse49*e_bar1_3 - cse65*e_bar1_1 - cse71*e_bar1_1 + cse81*e_bar1_0 + cse84*e_bar1_0 + e_bar1_2*lam_10 + lam_8*(cse67*e_bar1_2 + cse68*e_bar1_1 + cse83) + lam_9*(-cse59*e_bar1_1 + cse82);  /* [5, 0] */
    out[6] = acc_3*cse74 + acc_4*cse80 - acc_5*cse86 + acc_6*(cse36*cse39 + cse87) - cse25*cse69 - cse32*e_bar1_1 + cse33*e_bar1_2 - cse49*e_bar1_2 - cse65*e_bar1_0 - cse71*e_bar1_0 + cse76*e_bar1_3 - cse81*e_bar1_1 - cse84*e_bar1_1 + e_bar1_3*lam_10 + lam_8*(cse55 - cse68*e_bar1_0) + lam_9*(-cse59*e_bar1_0 - cse66);  /* [6, 0] */
    out[7] = acc_7*cse88 + lam_5;  /* [7, 0] */
    out[8] = acc_8*cse88 + lam_6;  /* [8, 0] */
    out[9] = L2*cse3 + acc_9*cse88 + lam_7;  /* [9, 0] */
    out[10] = acc_10*(cse125*cse141 + cse143) - acc_11*cse127 + acc_12*cse136 + acc_13*cse133 + cse104*e_bar2_3 + cse110*cse56 + cse111*e_bar2_1 - cse112*cse57 + cse113*e_bar2_2 - cse114*e_bar2_3 + e_bar2_0*lam_11 + lam_8*(cse118*e_bar2_0 - cse120*cse60 + cse124*e_bar2_2) + lam_9*(-cse138*e_bar2_0 - cse139*cse56 + cse140*cse60);  /* [10, 0] */
    out[11] = -acc_10*cse127 + acc_11*(cse125*cse51 + cse143) + acc_12*cse145 + acc_13*cse144 - cse104*e_bar2_2 + cse110*cse91 - cse111*e_bar2_0 - cse112*cse60 - cse113*e_bar2_3 - cse114*e_bar2_2 + e_bar2_1*lam_11 + lam_8*(-cse120*cse57 + cse124*e_bar2_3) + lam_9*(-cse139*cse91 + cse140*cse57);  /* [11, 0] */
    out[12] = acc_10*cse136 + acc_11*cse145 + acc_12*(cse125*cse50 + cse147) - acc_13*cse148 + cse103*cse60 - cse110*cse57 - cse111*e_bar2_3 + cse113*e_bar2_0 - cse114*e_bar2_1 + e_bar2_2*lam_11 + lam_8*(cse120*cse91 + cse123*cse57) + lam_9*(-cse139*cse57 - cse146*e_bar2_3);  /* [12, 0] */
    out[13] = acc_10*cse133 + acc_11*cse144 - acc_12*cse148 + acc_13*(cse125*cse142 + cse147) - cse103*cse57 - cse110*cse60 + cse111*e_bar2_2 - cse113*e_bar2_1 - cse114*e_bar2_0 + e_bar2_3*lam_11 + lam_8*(cse118*e_bar2_3 + cse120*cse56 + cse123*cse60) + lam_9*(-cse138*e_bar2_3 - cse139*cse60 - cse146*e_bar2_2);  /* [13, 0] */
    out[14] = cse149*(cse151 + r_bar1_x);  /* [14, 0] */
    out[15] = cse149*(cse152 + r_bar1_y);  /* [15, 0] */
    out[16] = cse149*(cse153 + r_bar1_z);  /* [16, 0] */
    out[17] = cse149*(cse119 + 2*cse37);  /* [17, 0] */
    out[18] = -cse149*(cse115 - cse116);  /* [18, 0] */
    out[19] = cse149*(cse151 - cse154*(2*cse141 + cse52) - r_bar1_x + r_bar2_x);  /* [19, 0] */
    out[20] = cse149*(cse152 - cse154*(cse57*e_bar2_3 + cse60*e_bar2_2) - r_bar1_y + r_bar2_y);  /* [20, 0] */
    out[21] = cse149*(cse153 - cse154*(cse61 - cse62) - r_bar1_z + r_bar2_z);  /* [21, 0] */
    out[22] = cse149*(cse117*cse53 + cse120*cse58 + cse123*cse63);  /* [22, 0] */
    out[23] = cse149*(-cse137*cse53 - cse139*cse63 - cse140*cse58);  /* [23, 0] */
    out[24] = cse149*((1.0/2.0)*cse34 + (1.0/2.0)*cse37 + (1.0/2.0)*cse39 + (1.0/2.0)*cse79 - 1.0/2.0);  /* [24, 0] */
    out[25] = cse149*((1.0/2.0)*cse141 + (1.0/2.0)*cse142 + (1.0/2.0)*cse50 + (1.0/2.0)*cse51 - 1.0/2.0);  /* [25, 0] */
}

/* Reverse Cuthill-McKee order of index3_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_double_pendulum_rp_index3_matrix_perm[26] = {2, 9, 1, 8, 17, 16, 15, 24, 18, 6, 5, 13, 12, 21, 20, 23, 22, 25, 14, 3, 4, 11, 10, 0, 19,
    7};

/* index3_matrix written into the column-major band storage of its permuted matrix
 * (n = 26, kl = 15, ku = 15, ldab = 46); ab is zeroed by the caller. */
void mg_double_pendulum_rp_index3_matrix_band(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *ab)
{
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double ed_bar1_0 = v[3];
    const double ed_bar1_1 = v[4];
    const double ed_bar1_2 = v[5];
    const double ed_bar1_3 = v[6];
    const double ed_bar2_0 = v[10];
    const double ed_bar2_1 = v[11];
    const double ed_bar2_2 = v[12];
    const double ed_bar2_3 = v[13];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_5 = a[5];
    const double acc_6 = a[6];
    const double acc_10 = a[10];
    const double acc_11 = a[11];
    const double acc_12 = a[12];
    const double acc_13 = a[13];
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
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = (w*w);
    const double cse1 = cse0*rho;
    const double cse2 = L1*cse1;
    const double cse3 = (e_bar1_1*e_bar1_1);
    const double cse4 = rho*(w*w*w*w);
    const double cse5 = (2.0/3.0)*cse4;
    const double cse6 = L1*cse5;
    const double cse7 = L1*e_bar1_3;
    const double cse8 = 2*e_bar1_2;
    const double cse9 = cse8*ed_bar1_0;
    const double cse10 = 2*e_bar1_1;
    const double cse11 = cse10*ed_bar1_3;
    const double cse12 = 2*e_bar1_3;
    const double cse13 = cse12*ed_bar1_1;
    const double cse14 = 2*e_bar1_0;
    const double cse15 = cse14*ed_bar1_2;
    const double cse16 = -cse11 + cse13 - cse15 + cse9;
    const double cse17 = (L1*L1) + cse0;
    const double cse18 = cse1*cse17;
    const double cse19 = (1.0/6.0)*cse18;
    const double cse20 = cse16*cse19;
    const double cse21 = cse11 - cse13 + cse15 - cse9;
    const double cse22 = cse19*cse21;
    const double cse23 = -cse22*cse7;
    const double cse24 = -cse20*cse7 + cse23;
    const double cse25 = cse12*ed_bar1_2;
    const double cse26 = cse14*ed_bar1_1;
    const double cse27 = cse8*ed_bar1_3;
    const double cse28 = cse10*ed_bar1_0;
    const double cse29 = cse25 + cse26 - cse27 - cse28;
    const double cse30 = (1.0/3.0)*cse4;
    const double cse31 = cse29*cse30;
    const double cse32 = cse31*cse7;
    const double cse33 = L1*e_bar1_1;
    const double cse34 = cse10*ed_bar1_2;
    const double cse35 = cse8*ed_bar1_1;
    const double cse36 = cse12*ed_bar1_0;
    const double cse37 = cse14*ed_bar1_3;
    const double cse38 = cse34 - cse35 + cse36 - cse37;
    const double cse39 = cse30*cse38;
    const double cse40 = cse19*cse29;
    const double cse41 = -1.0/6.0*cse34 + (1.0/6.0)*cse35 - 1.0/6.0*cse36 + (1.0/6.0)*cse37;
    const double cse42 = cse18*cse41;
    const double cse43 = cse32 - cse33*cse39 - cse33*cse42 - cse40*cse7;
    const double cse44 = cse21*cse30;
    const double cse45 = L1*e_bar1_2;
    const double cse46 = -cse25 - cse26 + cse27 + cse28;
    const double cse47 = cse19*cse46;
    const double cse48 = -cse31*cse45;
    const double cse49 = cse22*cse33;
    const double cse50 = -cse33*cse44 - cse45*cse47 + cse48 + cse49;
    const double cse51 = (h*h);
    const double cse52 = 8*e_bar2_3;
    const double cse53 = 8*e_bar2_0;
    const double cse54 = lam_8*(cse52*e_bar2_2 - cse53*e_bar2_1);
    const double cse55 = cse33*cse5;
    const double cse56 = L1*cse29;
    const double cse57 = cse30*cse56;
    const double cse58 = cse57*ed_bar1_2;
    const double cse59 = L1*cse44;
    const double cse60 = cse17*cse2;
    const double cse61 = (1.0/6.0)*cse60;
    const double cse62 = cse46*cse61;
    const double cse63 = cse21*cse61;
    const double cse64 = cse63*ed_bar1_1;
    const double cse65 = cse58 + cse59*ed_bar1_1 + cse62*ed_bar1_2 - cse64;
    const double cse66 = cse57*ed_bar1_3;
    const double cse67 = L1*cse39;
    const double cse68 = cse29*cse61;
    const double cse69 = cse41*cse60;
    const double cse70 = -cse66 + cse67*ed_bar1_1 + cse68*ed_bar1_3 + cse69*ed_bar1_1;
    const double cse71 = cse16*cse61;
    const double cse72 = cse63*ed_bar1_3;
    const double cse73 = cse71*ed_bar1_3 + cse72;
    const double cse74 = lam_10 + 4*lam_3;
    const double cse75 = (1.0/3.0)*cse17;
    const double cse76 = cse1*cse75;
    const double cse77 = cse45*cse76;
    const double cse78 = cse7*cse76;
    const double cse79 = 2*lam_5;
    const double cse80 = -L1*cse79 - 2*L1*lam_0 - acc_5*cse77 - acc_6*cse78 + lam_9*(-cse52*e_bar2_1 - cse53*e_bar2_2);
    const double cse81 = (e_bar1_2*e_bar1_2);
    const double cse82 = cse2*cse75;
    const double cse83 = (e_bar1_3*e_bar1_3);
    const double cse84 = cse81*cse82 + cse82*cse83;
    const double cse85 = -cse55*e_bar1_0;
    const double cse86 = cse22*cse45;
    const double cse87 = cse20*cse45 + cse86;
    const double cse88 = L1*e_bar1_0;
    const double cse89 = cse39*cse88 + cse40*cse45 + cse42*cse88 + cse48;
    const double cse90 = cse22*cse88;
    const double cse91 = -cse32 + cse44*cse88 - cse47*cse7 - cse90;
    const double cse92 = (4.0/3.0)*cse4;
    const double cse93 = cse45*cse5;
    const double cse94 = -cse77 + cse93;
    const double cse95 = cse5*cse7;
    const double cse96 = cse78 - cse95;
    const double cse97 = cse5*cse88;
    const double cse98 = L1*ed_bar1_0;
    const double cse99 = cse63*ed_bar1_0;
    const double cse100 = -cse44*cse98 + cse62*ed_bar1_3 + cse66 + cse99;
    const double cse101 = -cse39*cse98 + cse58 - cse68*ed_bar1_2 - cse69*ed_bar1_0;
    const double cse102 = -cse63*ed_bar1_2;
    const double cse103 = cse102 - cse71*ed_bar1_2;
    const double cse104 = cse16*cse69;
    const double cse105 = cse21*cse69;
    const double cse106 = -cse104 - cse105;
    const double cse107 = (e_bar2_3*e_bar2_3);
    const double cse108 = 4*cse107;
    const double cse109 = (e_bar2_0*e_bar2_0);
    const double cse110 = 4*cse109;
    const double cse111 = cse108 + cse110 - 2;
    const double cse112 = cse111*lam_8;
    const double cse113 = 2*lam_4;
    const double cse114 = cse112 + cse113;
    const double cse115 = -cse20*cse33 - cse49;
    const double cse116 = cse31*cse33;
    const double cse117 = cse116 - cse33*cse40 + cse39*cse7 + cse42*cse7;
    const double cse118 = cse31*cse88;
    const double cse119 = cse19*cse88;
    const double cse120 = cse118 + cse119*cse46 + cse23 + cse44*cse7;
    const double cse121 = (2.0/3.0)*cse18;
    const double cse122 = cse121*cse45;
    const double cse123 = cse76*cse88;
    const double cse124 = cse33*cse76;
    const double cse125 = -cse124 + cse55;
    const double cse126 = cse57*ed_bar1_0;
    const double cse127 = -cse126 - cse59*ed_bar1_3 - cse62*ed_bar1_0 + cse72;
    const double cse128 = -cse57*ed_bar1_1;
    const double cse129 = cse128 - cse67*ed_bar1_3 + cse68*ed_bar1_1 - cse69*ed_bar1_3;
    const double cse130 = cse64 + cse71*ed_bar1_1;
    const double cse131 = cse38*cse57;
    const double cse132 = cse29*cse69;
    const double cse133 = -cse131 - cse132;
    const double cse134 = L1*lam_7;
    const double cse135 = L1*lam_2;
    const double cse136 = cse111*lam_9 + cse134 + cse135;
    const double cse137 = cse123*e_bar1_2;
    const double cse138 = cse124*e_bar1_3;
    const double cse139 = -cse137 + cse138 - cse55*e_bar1_3;
    const double cse140 = cse119*cse16 + cse90;
    const double cse141 = -cse118 + cse119*cse29 - cse39*cse45 - cse42*cse45;
    const double cse142 = cse116 + cse33*cse47 - cse44*cse45 + cse86;
    const double cse143 = cse121*cse7;
    const double cse144 = cse124 - cse55;
    const double cse145 = cse126 + cse67*ed_bar1_2 - cse68*ed_bar1_0 + cse69*ed_bar1_2;
    const double cse146 = cse102 + cse128 + cse59*ed_bar1_2 - cse62*ed_bar1_1;
    const double cse147 = -cse71*ed_bar1_0 - cse99;
    const double cse148 = cse44*cse56;
    const double cse149 = cse21*cse62;
    const double cse150 = -cse148 - cse149;
    const double cse151 = 4*e_bar2_3;
    const double cse152 = cse151*e_bar2_1;
    const double cse153 = 4*e_bar2_0;
    const double cse154 = cse153*e_bar2_2;
    const double cse155 = -L1*lam_1 - L1*lam_6 + lam_9*(-cse151*e_bar2_2 + cse153*e_bar2_1);
    const double cse156 = cse155 + lam_8*(-cse152 - cse154);
    const double cse157 = -cse123*e_bar1_3 - cse124*e_bar1_2;
    const double cse158 = cse157 + cse55*e_bar1_2;
    const double cse159 = 8*e_bar1_0;
    const double cse160 = cse159*e_bar2_2;
    const double cse161 = 4*e_bar1_3;
    const double cse162 = cse161*e_bar2_1;
    const double cse163 = cse53*e_bar1_2;
    const double cse164 = cse53*e_bar1_1;
    const double cse165 = -cse159*e_bar2_1 - cse161*e_bar2_2;
    const double cse166 = cse51*(lam_8*(cse164 + cse165) + lam_9*(-cse160 + cse162 + cse163));
    const double cse167 = cse52*e_bar1_0;
    const double cse168 = cse161*e_bar2_0;
    const double cse169 = cse53*e_bar1_0;
    const double cse170 = -cse161*e_bar2_3 - cse169;
    const double cse171 = cse51*(cse170*lam_8 + lam_9*(-cse167 + cse168));
    const double cse172 = cse51*(cse170*lam_9 + lam_8*(cse167 - cse168));
    const double cse173 = cse52*e_bar1_2;
    const double cse174 = cse52*e_bar1_1;
    const double cse175 = cse51*(lam_8*(cse160 - cse162 + cse174) + lam_9*(cse165 + cse173));
    const double cse176 = -L1*cse14;
    const double cse177 = -cse7;
    const double cse178 = 4*e_bar1_0;
    const double cse179 = 2*cse107 + 2*cse109 - 1;
    const double cse180 = cse10*cse179;
    const double cse181 = 2*e_bar2_3;
    const double cse182 = 2*e_bar2_0;
    const double cse183 = cse181*e_bar2_2 - cse182*e_bar2_1;
    const double cse184 = cse181*e_bar2_1 + cse182*e_bar2_2;
    const double cse185 = -cse12*cse184 + cse178*cse183 + cse180;
    const double cse186 = cse179*cse8;
    const double cse187 = -cse12*cse183 - cse178*cse184 + cse186;
    const double cse188 = cse77 - cse93;
    const double cse189 = -cse78 + cse95;
    const double cse190 = cse104 + cse105;
    const double cse191 = (e_bar1_0*e_bar1_0);
    const double cse192 = cse123 - cse97;
    const double cse193 = cse148 + cse149;
    const double cse194 = cse155 + lam_8*(cse152 + cse154);
    const double cse195 = cse157 + cse97*e_bar1_3;
    const double cse196 = -cse123 + cse97;
    const double cse197 = -cse134 - cse135 + lam_9*(-cse108 - cse110 + 2);
    const double cse198 = cse137 - cse138 - cse97*e_bar1_2;
    const double cse199 = 8*e_bar1_1;
    const double cse200 = 4*e_bar1_2;
    const double cse201 = cse200*e_bar2_1;
    const double cse202 = cse53*e_bar1_3;
    const double cse203 = cse200*e_bar2_2;
    const double cse204 = cse51*(lam_8*(cse169 + cse203) + lam_9*(-cse199*e_bar2_2 + cse201 - cse202));
    const double cse205 = -cse174;
    const double cse206 = cse200*e_bar2_0;
    const double cse207 = cse200*e_bar2_3;
    const double cse208 = cse51*(cse207*lam_8 + lam_9*(cse205 + cse206));
    const double cse209 = -cse164;
    const double cse210 = cse51*(cse206*lam_8 + lam_9*(-cse207 + cse209));
    const double cse211 = cse52*e_bar1_3;
    const double cse212 = cse51*(lam_8*(cse167 + cse201) + lam_9*(-cse199*e_bar2_1 - cse203 - cse211));
    const double cse213 = -L1*cse10;
    const double cse214 = -cse45;
    const double cse215 = cse14*cse179;
    const double cse216 = cse184*cse8 + cse215;
    const double cse217 = cse12*cse179;
    const double cse218 = 4*e_bar1_1;
    const double cse219 = -cse183*cse8 - cse184*cse218 - cse217;
    const double cse220 = acc_5*cse121;
    const double cse221 = cse131 + cse132;
    const double cse222 = -acc_3*cse123 - acc_4*cse124;
    const double cse223 = cse191*cse82 + cse3*cse82;
    const double cse224 = -cse95*e_bar1_2;
    const double cse225 = cse112 - cse113;
    const double cse226 = cse218*e_bar2_1;
    const double cse227 = cse218*e_bar2_2;
    const double cse228 = 8*e_bar1_2;
    const double cse229 = cse51*(lam_8*(cse202 + cse227 - cse228*e_bar2_1) + lam_9*(cse169 + cse226));
    const double cse230 = cse218*e_bar2_0;
    const double cse231 = cse218*e_bar2_3;
    const double cse232 = cse51*(cse230*lam_9 + lam_8*(-cse163 + cse231));
    const double cse233 = cse51*(-cse231*lam_9 + lam_8*(cse173 + cse230));
    const double cse234 = cse51*(lam_8*(cse211 + cse226 + cse228*e_bar2_2) + lam_9*(cse167 - cse227));
    const double cse235 = -cse33;
    const double cse236 = -cse12;
    const double cse237 = cse10*cse184 + cse183*cse200 + cse217;
    const double cse238 = -cse10*cse183 + cse215;
    const double cse239 = acc_6*cse121;
    const double cse240 = cse178*e_bar2_1;
    const double cse241 = -cse178*e_bar2_2;
    const double cse242 = cse51*(lam_8*(cse163 + cse241) + lam_9*(cse209 + cse240));
    const double cse243 = cse178*e_bar2_0;
    const double cse244 = cse178*e_bar2_3;
    const double cse245 = cse51*(cse243*lam_9 - cse244*lam_8);
    const double cse246 = cse51*(-cse243*lam_8 - cse244*lam_9);
    const double cse247 = cse51*(lam_8*(cse173 - cse240) + lam_9*(cse205 + cse241));
    const double cse248 = -cse88;
    const double cse249 = -cse8;
    const double cse250 = -cse14*cse184 + cse186;
    const double cse251 = -cse14*cse183 - cse180;
    const double cse252 = L2*cse1;
    const double cse253 = (e_bar2_1*e_bar2_1);
    const double cse254 = L2*cse5;
    const double cse255 = L2*e_bar2_3;
    const double cse256 = cse1*cse255;
    const double cse257 = cse181*ed_bar2_1;
    const double cse258 = 2*ed_bar2_0;
    const double cse259 = cse258*e_bar2_2;
    const double cse260 = 2*ed_bar2_3;
    const double cse261 = cse260*e_bar2_1;
    const double cse262 = 2*ed_bar2_2;
    const double cse263 = cse262*e_bar2_0;
    const double cse264 = cse257 + cse259 - cse261 - cse263;
    const double cse265 = (L2*L2) + cse0;
    const double cse266 = (1.0/6.0)*cse265;
    const double cse267 = cse264*cse266;
    const double cse268 = -cse257 - cse259 + cse261 + cse263;
    const double cse269 = cse266*cse268;
    const double cse270 = -cse256*cse269;
    const double cse271 = -cse256*cse267 + cse270;
    const double cse272 = 2*e_bar2_1;
    const double cse273 = cse181*ed_bar2_2;
    const double cse274 = 2*ed_bar2_1;
    const double cse275 = cse274*e_bar2_0;
    const double cse276 = cse260*e_bar2_2;
    const double cse277 = cse258*e_bar2_1;
    const double cse278 = cse273 + cse275 - cse276 - cse277;
    const double cse279 = cse278*cse30;
    const double cse280 = cse255*cse279;
    const double cse281 = L2*e_bar2_1;
    const double cse282 = cse181*ed_bar2_0;
    const double cse283 = cse262*e_bar2_1;
    const double cse284 = cse274*e_bar2_2;
    const double cse285 = cse260*e_bar2_0;
    const double cse286 = cse282 + cse283 - cse284 - cse285;
    const double cse287 = cse286*cse30;
    const double cse288 = cse256*cse266;
    const double cse289 = -cse282 - cse283 + cse284 + cse285;
    const double cse290 = cse266*cse289;
    const double cse291 = cse1*cse290;
    const double cse292 = -cse278*cse288 + cse280 - cse281*cse287 - cse281*cse291;
    const double cse293 = 2*e_bar2_2;
    const double cse294 = L2*e_bar2_2;
    const double cse295 = -cse279*cse294;
    const double cse296 = cse268*cse30;
    const double cse297 = -cse273 - cse275 + cse276 + cse277;
    const double cse298 = cse1*cse266;
    const double cse299 = cse294*cse298;
    const double cse300 = cse1*cse269;
    const double cse301 = cse281*cse300;
    const double cse302 = -2*cse281*cse296 + 2*cse295 - 2*cse297*cse299 + 2*cse301;
    const double cse303 = cse281*cse5;
    const double cse304 = L2*cse279;
    const double cse305 = cse304*ed_bar2_2;
    const double cse306 = L2*cse268;
    const double cse307 = cse30*cse306;
    const double cse308 = cse252*cse266;
    const double cse309 = cse297*cse308;
    const double cse310 = cse252*cse269;
    const double cse311 = cse310*ed_bar2_1;
    const double cse312 = cse305 + cse307*ed_bar2_1 + cse309*ed_bar2_2 - cse311;
    const double cse313 = cse304*ed_bar2_3;
    const double cse314 = L2*cse287;
    const double cse315 = cse278*cse308;
    const double cse316 = cse252*cse289;
    const double cse317 = cse266*cse316;
    const double cse318 = -2*cse313 + 2*cse314*ed_bar2_1 + 2*cse315*ed_bar2_3 + 2*cse317*ed_bar2_1;
    const double cse319 = cse252*cse267;
    const double cse320 = cse310*ed_bar2_3;
    const double cse321 = cse319*ed_bar2_3 + cse320;
    const double cse322 = (1.0/3.0)*cse265;
    const double cse323 = cse1*cse322;
    const double cse324 = cse294*cse323;
    const double cse325 = cse255*cse323;
    const double cse326 = -L2*cse79 - acc_12*cse324 - acc_13*cse325 + lam_11;
    const double cse327 = lam_8*(cse199*e_bar1_0 + cse228*e_bar1_3) + lam_9*(-cse199*e_bar1_3 + cse228*e_bar1_0);
    const double cse328 = cse252*cse322;
    const double cse329 = (e_bar2_2*e_bar2_2);
    const double cse330 = cse107*cse328 + cse328*cse329;
    const double cse331 = L2*e_bar2_0;
    const double cse332 = cse331*cse5;
    const double cse333 = -cse332*e_bar2_1;
    const double cse334 = cse1*cse267;
    const double cse335 = cse294*cse300;
    const double cse336 = cse294*cse334 + cse335;
    const double cse337 = cse278*cse299 + cse287*cse331 + cse291*cse331 + cse295;
    const double cse338 = cse300*cse331;
    const double cse339 = -2*cse280 - 2*cse288*cse297 + 2*cse296*cse331 - 2*cse338;
    const double cse340 = cse255*cse5;
    const double cse341 = cse325 - cse340;
    const double cse342 = cse294*cse5;
    const double cse343 = -cse324 + cse342;
    const double cse344 = cse310*ed_bar2_0;
    const double cse345 = -cse307*ed_bar2_0 + cse309*ed_bar2_3 + cse313 + cse344;
    const double cse346 = 2*cse305 - 2*cse314*ed_bar2_0 - 2*cse315*ed_bar2_2 - 2*cse317*ed_bar2_0;
    const double cse347 = -cse310*ed_bar2_2;
    const double cse348 = -cse319*ed_bar2_2 + cse347;
    const double cse349 = cse269*cse316;
    const double cse350 = cse264*cse317;
    const double cse351 = -cse349 - cse350;
    const double cse352 = cse218*e_bar1_2;
    const double cse353 = cse161*e_bar1_0;
    const double cse354 = 4*cse81;
    const double cse355 = 4*cse191;
    const double cse356 = 2 - cse355;
    const double cse357 = lam_8*(-cse354 + cse356) + lam_9*(cse352 + cse353);
    const double cse358 = -cse281*cse334 - cse301;
    const double cse359 = cse278*cse281;
    const double cse360 = cse30*cse359;
    const double cse361 = cse255*cse287 + cse256*cse290 - cse298*cse359 + cse360;
    const double cse362 = cse279*cse331;
    const double cse363 = cse297*cse298;
    const double cse364 = cse255*cse296 + cse270 + cse331*cse363 + cse362;
    const double cse365 = (2.0/3.0)*cse265;
    const double cse366 = cse1*cse365;
    const double cse367 = cse294*cse366;
    const double cse368 = cse323*cse331;
    const double cse369 = cse281*cse323;
    const double cse370 = cse303 - cse369;
    const double cse371 = cse304*ed_bar2_0;
    const double cse372 = -cse307*ed_bar2_3 - cse309*ed_bar2_0 + cse320 - cse371;
    const double cse373 = -cse304*ed_bar2_1;
    const double cse374 = -cse314*ed_bar2_3 + cse315*ed_bar2_1 - cse317*ed_bar2_3 + cse373;
    const double cse375 = 2*cse374;
    const double cse376 = cse311 + cse319*ed_bar2_1;
    const double cse377 = cse286*cse304;
    const double cse378 = cse278*cse317;
    const double cse379 = -cse377 - cse378;
    const double cse380 = L2*lam_7;
    const double cse381 = -cse353;
    const double cse382 = lam_8*(cse352 + cse381) + lam_9*(-4*cse3 + cse356);
    const double cse383 = cse380 + cse382;
    const double cse384 = cse368*e_bar2_2;
    const double cse385 = cse325*e_bar2_1;
    const double cse386 = -cse340*e_bar2_1 - cse384 + cse385;
    const double cse387 = cse331*cse334 + cse338;
    const double cse388 = cse278*cse298*cse331 - cse287*cse294 - cse291*cse294 - cse362;
    const double cse389 = 2*cse281*cse363 - 2*cse294*cse296 + 2*cse335 + 2*cse360;
    const double cse390 = cse256*cse365;
    const double cse391 = -cse303 + cse369;
    const double cse392 = cse307*ed_bar2_2 - cse309*ed_bar2_1 + cse347 + cse373;
    const double cse393 = 2*cse314*ed_bar2_2 - 2*cse315*ed_bar2_0 + 2*cse317*ed_bar2_2 + 2*cse371;
    const double cse394 = -cse319*ed_bar2_0 - cse344;
    const double cse395 = cse279*cse306;
    const double cse396 = cse297*cse310;
    const double cse397 = -cse395 - cse396;
    const double cse398 = -L2*lam_6;
    const double cse399 = -cse324*e_bar2_1 - cse325*e_bar2_0;
    const double cse400 = cse342*e_bar2_1 + cse399;
    const double cse401 = -2*cse331;
    const double cse402 = -cse255;
    const double cse403 = 4*cse12*e_bar1_2 + 4*cse14*e_bar1_1;
    const double cse404 = 2*cse191 - 1;
    const double cse405 = cse404 + 2*cse81;
    const double cse406 = 2*cse405;
    const double cse407 = cse8*e_bar1_1;
    const double cse408 = cse12*e_bar1_0;
    const double cse409 = cse407 - cse408;
    const double cse410 = 2*cse409;
    const double cse411 = cse403*e_bar2_0 - cse406*e_bar2_1 + cse410*e_bar2_2;
    const double cse412 = 4*cse12*e_bar1_1 - 4*cse8*e_bar1_0;
    const double cse413 = 2*cse3 + cse404;
    const double cse414 = 2*cse413;
    const double cse415 = cse407 + cse408;
    const double cse416 = 2*cse415;
    const double cse417 = -cse412*e_bar2_0 - cse414*e_bar2_2 + cse416*e_bar2_1;
    const double cse418 = -cse325 + cse340;
    const double cse419 = cse324 - cse342;
    const double cse420 = cse349 + cse350;
    const double cse421 = 2*cse364;
    const double cse422 = -cse332 + cse368;
    const double cse423 = cse395 + cse396;
    const double cse424 = cse340*e_bar2_0 + cse399;
    const double cse425 = cse332 - cse368;
    const double cse426 = -cse380 + cse382;
    const double cse427 = -cse332*e_bar2_2 + cse384 - cse385;
    const double cse428 = -2*cse281;
    const double cse429 = -cse294;
    const double cse430 = cse181*cse409 - cse406*e_bar2_0;
    const double cse431 = -cse181*cse413 + cse416*e_bar2_0;
    const double cse432 = acc_12*cse366;
    const double cse433 = cse377 + cse378;
    const double cse434 = -acc_10*cse368 - acc_11*cse369 + lam_11;
    const double cse435 = cse109*cse328 + cse253*cse328;
    const double cse436 = -cse340*e_bar2_2;
    const double cse437 = lam_8*(cse354 + cse355 - 2) + lam_9*(-cse352 + cse381);
    const double cse438 = -cse281;
    const double cse439 = cse181*cse405 + cse410*e_bar2_0;
    const double cse440 = -cse181*cse415 - cse414*e_bar2_0;
    const double cse441 = acc_13*cse366;
    const double cse442 = -cse331;
    const double cse443 = cse403*e_bar2_3 + cse406*e_bar2_2 + cse410*e_bar2_1;
    const double cse444 = -cse412*e_bar2_3 - cse414*e_bar2_1 - cse416*e_bar2_2;

    ab[1088] = cse2;  /* [0, 0] */
    ab[863] = 1;  /* [0, 14] */
    ab[1133] = -1;  /* [0, 19] */
    ab[122] = cse2;  /* [1, 1] */
    ab[302] = 1;  /* [1, 15] */
    ab[662] = -1;  /* [1, 20] */
    ab[30] = cse2;  /* [2, 2] */
    ab[255] = 1;  /* [2, 16] */
    ab[615] = -1;  /* [2, 21] */
    ab[904] = cse3*cse6 + cse51*(-acc_4*cse55 + cse10*cse73 + cse12*cse65 + cse54 + cse70*cse8 + cse74 + cse80) + cse84 - h*(-cse10*cse24 - cse12*cse50 - cse43*cse8);  /* [3, 3] */
    ab[949] = cse51*(acc_3*cse33*cse92 - acc_4*cse97 + acc_5*cse96 + acc_6*cse94 + cse10*cse103 + cse100*cse12 + cse101*cse8 - cse106 + cse114) + cse85 - h*(-cse10*cse87 - cse12*cse91 - cse8*cse89);  /* [3, 4] */
    ab[499] = cse139 + cse51*(acc_3*cse122 - acc_5*cse123 + acc_6*cse125 + cse10*cse130 + cse12*cse127 + cse129*cse8 - cse133 + cse136) - h*(-cse10*cse115 - cse117*cse8 - cse12*cse120);  /* [3, 5] */
    ab[454] = cse158 + cse51*(acc_3*cse143 + acc_5*cse144 - acc_6*cse123 + cse10*cse147 + cse12*cse146 + cse145*cse8 - cse150 + cse156) - h*(-cse10*cse140 - cse12*cse142 - cse141*cse8);  /* [3, 6] */
    ab[1039] = cse166;  /* [3, 10] */
    ab[994] = cse171;  /* [3, 11] */
    ab[589] = cse172;  /* [3, 12] */
    ab[544] = cse175;  /* [3, 13] */
    ab[859] = cse176;  /* [3, 14] */
    ab[319] = cse177;  /* [3, 15] */
    ab[274] = cse45;  /* [3, 16] */
    ab[229] = cse178;  /* [3, 17] */
    ab[409] = cse10;  /* [3, 18] */
    ab[1129] = cse176;  /* [3, 19] */
    ab[679] = cse177;  /* [3, 20] */
    ab[634] = cse45;  /* [3, 21] */
    ab[769] = cse185;  /* [3, 22] */
    ab[724] = cse187;  /* [3, 23] */
    ab[364] = e_bar1_0;  /* [3, 24] */
    ab[905] = cse51*(-acc_3*cse55 + acc_4*cse88*cse92 + acc_5*cse189 + acc_6*cse188 + cse114 + cse12*cse70 - cse14*cse73 - cse190 - cse65*cse8) + cse85 - h*(-cse12*cse43 + cse14*cse24 + cse50*cse8);  /* [4, 3] */
    ab[950] = cse191*cse6 + cse51*(-acc_3*cse97 - cse100*cse8 + cse101*cse12 - cse103*cse14 + cse80 + lam_10) + cse84 - h*(-cse12*cse89 + cse14*cse87 + cse8*cse91);  /* [4, 4] */
    ab[500] = cse195 + cse51*(acc_4*cse122 - acc_5*cse124 + acc_6*cse192 + cse12*cse129 - cse127*cse8 - cse130*cse14 - cse193 + cse194) - h*(cse115*cse14 - cse117*cse12 + cse120*cse8);  /* [4, 5] */
    ab[455] = cse198 + cse51*(acc_4*cse143 + acc_5*cse196 - acc_6*cse124 + cse12*cse145 - cse133 - cse14*cse147 - cse146*cse8 + cse197) - h*(-cse12*cse141 + cse14*cse140 + cse142*cse8);  /* [4, 6] */
    ab[1040] = cse204;  /* [4, 10] */
    ab[995] = cse208;  /* [4, 11] */
    ab[590] = cse210;  /* [4, 12] */
    ab[545] = cse212;  /* [4, 13] */
    ab[860] = cse213;  /* [4, 14] */
    ab[320] = cse214;  /* [4, 15] */
    ab[275] = cse177;  /* [4, 16] */
    ab[410] = cse14;  /* [4, 18] */
    ab[1130] = cse213;  /* [4, 19] */
    ab[680] = cse214;  /* [4, 20] */
    ab[635] = cse177;  /* [4, 21] */
    ab[770] = cse216;  /* [4, 22] */
    ab[725] = cse219;  /* [4, 23] */
    ab[365] = e_bar1_1;  /* [4, 24] */
    ab[895] = cse139 + cse51*(-acc_3*cse77 + acc_4*cse189 + cse10*cse65 - cse12*cse73 + cse136 - cse14*cse70 + cse220*cse88 - cse221) - h*(-cse10*cse50 + cse12*cse24 + cse14*cse43);  /* [5, 3] */
    ab[940] = cse195 + cse51*(acc_3*cse96 - acc_4*cse77 + cse10*cse100 - cse101*cse14 - cse103*cse12 - cse150 + cse194 + cse220*cse33) - h*(-cse10*cse91 + cse12*cse87 + cse14*cse89);  /* [5, 4] */
    ab[490] = cse223 + cse51*(-acc_6*cse95 + cse10*cse127 - cse12*cse130 - cse129*cse14 + cse222 + cse54 + lam_10) + cse6*cse83 - h*(-cse10*cse120 + cse115*cse12 + cse117*cse14);  /* [5, 5] */
    ab[445] = cse224 + cse51*(acc_3*cse144 + acc_4*cse196 + acc_5*cse7*cse92 - acc_6*cse93 + cse10*cse146 - cse12*cse147 - cse14*cse145 - cse190 + cse225) - h*(-cse10*cse142 + cse12*cse140 + cse14*cse141);  /* [5, 6] */
    ab[1030] = cse229;  /* [5, 10] */
    ab[985] = cse232;  /* [5, 11] */
    ab[580] = cse233;  /* [5, 12] */
    ab[535] = cse234;  /* [5, 13] */
    ab[310] = cse235;  /* [5, 15] */
    ab[265] = cse88;  /* [5, 16] */
    ab[400] = cse236;  /* [5, 18] */
    ab[670] = cse235;  /* [5, 20] */
    ab[625] = cse88;  /* [5, 21] */
    ab[760] = cse237;  /* [5, 22] */
    ab[715] = cse238;  /* [5, 23] */
    ab[355] = e_bar1_2;  /* [5, 24] */
    ab[894] = cse158 + cse51*(-acc_3*cse78 + acc_4*cse188 - cse10*cse70 - cse14*cse65 + cse156 - cse193 + cse239*cse88 + cse73*cse8) - h*(cse10*cse43 + cse14*cse50 - cse24*cse8);  /* [6, 3] */
    ab[939] = cse198 + cse51*(acc_3*cse94 - acc_4*cse78 - cse10*cse101 - cse100*cse14 + cse103*cse8 + cse197 - cse221 + cse239*cse33) - h*(cse10*cse89 + cse14*cse91 - cse8*cse87);  /* [6, 4] */
    ab[489] = cse224 + cse51*(acc_3*cse125 + acc_4*cse192 - acc_5*cse95 + acc_6*cse45*cse92 - cse10*cse129 - cse106 - cse127*cse14 + cse130*cse8 + cse225) - h*(cse10*cse117 - cse115*cse8 + cse120*cse14);  /* [6, 5] */
    ab[444] = cse223 + cse51*(-acc_5*cse93 - cse10*cse145 - cse14*cse146 + cse147*cse8 + cse222 + cse74) + cse6*cse81 - h*(cse10*cse141 + cse14*cse142 - cse140*cse8);  /* [6, 6] */
    ab[1029] = cse242;  /* [6, 10] */
    ab[984] = cse245;  /* [6, 11] */
    ab[579] = cse246;  /* [6, 12] */
    ab[534] = cse247;  /* [6, 13] */
    ab[309] = cse248;  /* [6, 15] */
    ab[264] = cse235;  /* [6, 16] */
    ab[219] = cse161;  /* [6, 17] */
    ab[399] = cse249;  /* [6, 18] */
    ab[669] = cse248;  /* [6, 20] */
    ab[624] = cse235;  /* [6, 21] */
    ab[759] = cse250;  /* [6, 22] */
    ab[714] = cse251;  /* [6, 23] */
    ab[354] = e_bar1_3;  /* [6, 24] */
    ab[1180] = cse252;  /* [7, 7] */
    ab[1135] = 1;  /* [7, 19] */
    ab[168] = cse252;  /* [8, 8] */
    ab[663] = 1;  /* [8, 20] */
    ab[76] = cse252;  /* [9, 9] */
    ab[616] = 1;  /* [9, 21] */
    ab[907] = cse166;  /* [10, 3] */
    ab[952] = cse204;  /* [10, 4] */
    ab[502] = cse229;  /* [10, 5] */
    ab[457] = cse242;  /* [10, 6] */
    ab[1042] = cse253*cse254 + cse330 + cse51*(-acc_11*cse303 + cse181*cse312 + cse272*cse321 + cse318*e_bar2_2 + cse326 + cse327) - h*(-cse271*cse272 - cse292*cse293 - cse302*e_bar2_3);  /* [10, 10] */
    ab[997] = cse333 + cse51*(acc_10*cse281*cse92 - acc_11*cse332 + acc_12*cse341 + acc_13*cse343 + cse181*cse345 + cse272*cse348 + cse346*e_bar2_2 - cse351 + cse357) - h*(-cse272*cse336 - cse293*cse337 - cse339*e_bar2_3);  /* [10, 11] */
    ab[592] = cse386 + cse51*(acc_10*cse367 - acc_12*cse368 + acc_13*cse370 + cse181*cse372 + cse272*cse376 + cse375*e_bar2_2 - cse379 + cse383) - h*(-cse181*cse364 - cse272*cse358 - cse293*cse361);  /* [10, 12] */
    ab[547] = cse400 + cse51*(acc_10*cse390 + acc_12*cse391 - acc_13*cse368 + cse181*cse392 + cse272*cse394 + cse393*e_bar2_2 - cse397 + cse398) - h*(-cse272*cse387 - cse293*cse388 - cse389*e_bar2_3);  /* [10, 13] */
    ab[1132] = cse401;  /* [10, 19] */
    ab[682] = cse402;  /* [10, 20] */
    ab[637] = cse294;  /* [10, 21] */
    ab[772] = cse411;  /* [10, 22] */
    ab[727] = cse417;  /* [10, 23] */
    ab[817] = e_bar2_0;  /* [10, 25] */
    ab[906] = cse171;  /* [11, 3] */
    ab[951] = cse208;  /* [11, 4] */
    ab[501] = cse232;  /* [11, 5] */
    ab[456] = cse245;  /* [11, 6] */
    ab[1041] = cse333 + cse51*(-acc_10*cse303 + acc_11*cse331*cse92 + acc_12*cse418 + acc_13*cse419 - cse182*cse321 - cse293*cse312 + cse318*e_bar2_3 + cse357 - cse420) - h*(-cse181*cse292 + cse182*cse271 + cse302*e_bar2_2);  /* [11, 10] */
    ab[996] = cse109*cse254 + cse330 + cse51*(-acc_10*cse332 - cse182*cse348 - cse293*cse345 + cse326 + cse346*e_bar2_3) - h*(-cse181*cse337 + cse182*cse336 + cse339*e_bar2_2);  /* [11, 11] */
    ab[591] = cse424 + cse51*(acc_11*cse367 - acc_12*cse369 + acc_13*cse422 + cse181*cse374 - cse182*cse376 - cse293*cse372 + cse398 - cse423) - h*(-cse181*cse361 + cse182*cse358 + cse421*e_bar2_2);  /* [11, 12] */
    ab[546] = cse427 + cse51*(acc_11*cse390 + acc_12*cse425 - acc_13*cse369 - cse182*cse394 - cse293*cse392 - cse379 + cse393*e_bar2_3 + cse426) - h*(-cse181*cse388 + cse182*cse387 + cse389*e_bar2_2);  /* [11, 13] */
    ab[1131] = cse428;  /* [11, 19] */
    ab[681] = cse429;  /* [11, 20] */
    ab[636] = cse402;  /* [11, 21] */
    ab[771] = cse430;  /* [11, 22] */
    ab[726] = cse431;  /* [11, 23] */
    ab[816] = e_bar2_1;  /* [11, 25] */
    ab[897] = cse172;  /* [12, 3] */
    ab[942] = cse210;  /* [12, 4] */
    ab[492] = cse233;  /* [12, 5] */
    ab[447] = cse246;  /* [12, 6] */
    ab[1032] = cse386 + cse51*(-acc_10*cse324 + acc_11*cse418 - cse181*cse321 + cse272*cse312 - cse318*e_bar2_0 + cse331*cse432 + cse383 - cse433) - h*(cse181*cse271 + cse182*cse292 - cse302*e_bar2_1);  /* [12, 10] */
    ab[987] = cse424 + cse51*(acc_10*cse341 - acc_11*cse324 - cse181*cse348 + cse272*cse345 + cse281*cse432 - cse346*e_bar2_0 - cse397 + cse398) - h*(cse181*cse336 + cse182*cse337 - cse339*e_bar2_1);  /* [12, 11] */
    ab[582] = cse107*cse254 + cse435 + cse51*(-acc_13*cse340 - cse181*cse376 + cse272*cse372 - cse375*e_bar2_0 + cse434) - h*(cse181*cse358 + cse182*cse361 - cse421*e_bar2_1);  /* [12, 12] */
    ab[537] = cse436 + cse51*(acc_10*cse391 + acc_11*cse425 + acc_12*cse255*cse92 - acc_13*cse342 - cse181*cse394 + cse272*cse392 - cse393*e_bar2_0 - cse420 + cse437) - h*(cse181*cse387 + cse182*cse388 - cse389*e_bar2_1);  /* [12, 13] */
    ab[672] = cse438;  /* [12, 20] */
    ab[627] = cse331;  /* [12, 21] */
    ab[762] = cse439;  /* [12, 22] */
    ab[717] = cse440;  /* [12, 23] */
    ab[807] = e_bar2_2;  /* [12, 25] */
    ab[896] = cse175;  /* [13, 3] */
    ab[941] = cse212;  /* [13, 4] */
    ab[491] = cse234;  /* [13, 5] */
    ab[446] = cse247;  /* [13, 6] */
    ab[1031] = cse400 + cse51*(-acc_10*cse325 + acc_11*cse419 - cse182*cse312 + cse293*cse321 - cse318*e_bar2_1 + cse331*cse441 + cse398 - cse423) - h*(-cse271*cse293 + cse272*cse292 + cse302*e_bar2_0);  /* [13, 10] */
    ab[986] = cse427 + cse51*(acc_10*cse343 - acc_11*cse325 - cse182*cse345 + cse281*cse441 + cse293*cse348 - cse346*e_bar2_1 + cse426 - cse433) - h*(cse272*cse337 - cse293*cse336 + cse339*e_bar2_0);  /* [13, 11] */
    ab[581] = cse436 + cse51*(acc_10*cse370 + acc_11*cse422 - acc_12*cse340 + acc_13*cse294*cse92 - cse182*cse372 + cse293*cse376 - cse351 - cse375*e_bar2_1 + cse437) - h*(cse272*cse361 - cse293*cse358 + cse421*e_bar2_0);  /* [13, 12] */
    ab[536] = cse254*cse329 + cse435 + cse51*(-acc_12*cse342 - cse182*cse392 + cse293*cse394 + cse327 - cse393*e_bar2_1 + cse434) - h*(cse272*cse388 - cse293*cse387 + cse389*e_bar2_0);  /* [13, 13] */
    ab[671] = cse442;  /* [13, 20] */
    ab[626] = cse438;  /* [13, 21] */
    ab[761] = cse443;  /* [13, 22] */
    ab[716] = cse444;  /* [13, 23] */
    ab[806] = e_bar2_3;  /* [13, 25] */
    ab[1083] = 1;  /* [14, 0] */
    ab[903] = cse176;  /* [14, 3] */
    ab[948] = cse213;  /* [14, 4] */
    ab[126] = 1;  /* [15, 1] */
    ab[891] = cse177;  /* [15, 3] */
    ab[936] = cse214;  /* [15, 4] */
    ab[486] = cse235;  /* [15, 5] */
    ab[441] = cse248;  /* [15, 6] */
    ab[35] = 1;  /* [16, 2] */
    ab[890] = cse45;  /* [16, 3] */
    ab[935] = cse177;  /* [16, 4] */
    ab[485] = cse88;  /* [16, 5] */
    ab[440] = cse235;  /* [16, 6] */
    ab[889] = cse178;  /* [17, 3] */
    ab[439] = cse161;  /* [17, 6] */
    ab[893] = cse10;  /* [18, 3] */
    ab[938] = cse14;  /* [18, 4] */
    ab[488] = cse236;  /* [18, 5] */
    ab[443] = cse249;  /* [18, 6] */
    ab[1089] = -1;  /* [19, 0] */
    ab[909] = cse176;  /* [19, 3] */
    ab[954] = cse213;  /* [19, 4] */
    ab[1179] = 1;  /* [19, 7] */
    ab[1044] = cse401;  /* [19, 10] */
    ab[999] = cse428;  /* [19, 11] */
    ab[134] = -1;  /* [20, 1] */
    ab[899] = cse177;  /* [20, 3] */
    ab[944] = cse214;  /* [20, 4] */
    ab[494] = cse235;  /* [20, 5] */
    ab[449] = cse248;  /* [20, 6] */
    ab[179] = 1;  /* [20, 8] */
    ab[1034] = cse402;  /* [20, 10] */
    ab[989] = cse429;  /* [20, 11] */
    ab[584] = cse438;  /* [20, 12] */
    ab[539] = cse442;  /* [20, 13] */
    ab[43] = -1;  /* [21, 2] */
    ab[898] = cse45;  /* [21, 3] */
    ab[943] = cse177;  /* [21, 4] */
    ab[493] = cse88;  /* [21, 5] */
    ab[448] = cse235;  /* [21, 6] */
    ab[88] = 1;  /* [21, 9] */
    ab[1033] = cse294;  /* [21, 10] */
    ab[988] = cse402;  /* [21, 11] */
    ab[583] = cse331;  /* [21, 12] */
    ab[538] = cse438;  /* [21, 13] */
    ab[901] = cse185;  /* [22, 3] */
    ab[946] = cse216;  /* [22, 4] */
    ab[496] = cse237;  /* [22, 5] */
    ab[451] = cse250;  /* [22, 6] */
    ab[1036] = cse411;  /* [22, 10] */
    ab[991] = cse430;  /* [22, 11] */
    ab[586] = cse439;  /* [22, 12] */
    ab[541] = cse443;  /* [22, 13] */
    ab[900] = cse187;  /* [23, 3] */
    ab[945] = cse219;  /* [23, 4] */
    ab[495] = cse238;  /* [23, 5] */
    ab[450] = cse251;  /* [23, 6] */
    ab[1035] = cse417;  /* [23, 10] */
    ab[990] = cse431;  /* [23, 11] */
    ab[585] = cse440;  /* [23, 12] */
    ab[540] = cse444;  /* [23, 13] */
    ab[892] = e_bar1_0;  /* [24, 3] */
    ab[937] = e_bar1_1;  /* [24, 4] */
    ab[487] = e_bar1_2;  /* [24, 5] */
    ab[442] = e_bar1_3;  /* [24, 6] */
    ab[1037] = e_bar2_0;  /* [25, 10] */
    ab[992] = e_bar2_1;  /* [25, 11] */
    ab[587] = e_bar2_2;  /* [25, 12] */
    ab[542] = e_bar2_3;  /* [25, 13] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Output: out, 26 x 26 row-major, 208 nonzero, unpacked from index3_matrix_band (one copy
 * of the expressions serves both). On allocation failure every entry of out is NaN.
 */
static const int mg_double_pendulum_rp_index3_matrix_cells[208][2] = {
    {0, 1088},
    {14, 863},
    {19, 1133},
    {27, 122},
    {41, 302},
    {46, 662},
    {54, 30},
    {68, 255},
    {73, 615},
    {81, 904},
    {82, 949},
    {83, 499},
    {84, 454},
    {88, 1039},
    {89, 994},
    {90, 589},
    {91, 544},
    {92, 859},
    {93, 319},
    {94, 274},
    {95, 229},
    {96, 409},
    {97, 1129},
    {98, 679},
    {99, 634},
    {100, 769},
    {101, 724},
    {102, 364},
    {107, 905},
    {108, 950},
    {109, 500},
    {110, 455},
    {114, 1040},
    {115, 995},
    {116, 590},
    {117, 545},
    {118, 860},
    {119, 320},
    {120, 275},
    {122, 410},
    {123, 1130},
    {124, 680},
    {125, 635},
    {126, 770},
    {127, 725},
    {128, 365},
    {133, 895},
    {134, 940},
    {135, 490},
    {136, 445},
    {140, 1030},
    {141, 985},
    {142, 580},
    {143, 535},
    {145, 310},
    {146, 265},
    {148, 400},
    {150, 670},
    {151, 625},
    {152, 760},
    {153, 715},
    {154, 355},
    {159, 894},
    {160, 939},
    {161, 489},
    {162, 444},
    {166, 1029},
    {167, 984},
    {168, 579},
    {169, 534},
    {171, 309},
    {172, 264},
    {173, 219},
    {174, 399},
    {176, 669},
    {177, 624},
    {178, 759},
    {179, 714},
    {180, 354},
    {189, 1180},
    {201, 1135},
    {216, 168},
    {228, 663},
    {243, 76},
    {255, 616},
    {263, 907},
    {264, 952},
    {265, 502},
    {266, 457},
    {270, 1042},
    {271, 997},
    {272, 592},
    {273, 547},
    {279, 1132},
    {280, 682},
    {281, 637},
    {282, 772},
    {283, 727},
    {285, 817},
    {289, 906},
    {290, 951},
    {291, 501},
    {292, 456},
    {296, 1041},
    {297, 996},
    {298, 591},
    {299, 546},
    {305, 1131},
    {306, 681},
    {307, 636},
    {308, 771},
    {309, 726},
    {311, 816},
    {315, 897},
    {316, 942},
    {317, 492},
    {318, 447},
    {322, 1032},
    {323, 987},
    {324, 582},
    {325, 537},
    {332, 672},
    {333, 627},
    {334, 762},
    {335, 717},
    {337, 807},
    {341, 896},
    {342, 941},
    {343, 491},
    {344, 446},
    {348, 1031},
    {349, 986},
    {350, 581},
    {351, 536},
    {358, 671},
    {359, 626},
    {360, 761},
    {361, 716},
    {363, 806},
    {364, 1083},
    {367, 903},
    {368, 948},
    {391, 126},
    {393, 891},
    {394, 936},
    {395, 486},
    {396, 441},
    {418, 35},
    {419, 890},
    {420, 935},
    {421, 485},
    {422, 440},
    {445, 889},
    {448, 439},
    {471, 893},
    {472, 938},
    {473, 488},
    {474, 443},
    {494, 1089},
    {497, 909},
    {498, 954},
    {501, 1179},
    {504, 1044},
    {505, 999},
    {521, 134},
    {523, 899},
    {524, 944},
    {525, 494},
    {526, 449},
    {528, 179},
    {530, 1034},
    {531, 989},
    {532, 584},
    {533, 539},
    {548, 43},
    {549, 898},
    {550, 943},
    {551, 493},
    {552, 448},
    {555, 88},
    {556, 1033},
    {557, 988},
    {558, 583},
    {559, 538},
    {575, 901},
    {576, 946},
    {577, 496},
    {578, 451},
    {582, 1036},
    {583, 991},
    {584, 586},
    {585, 541},
    {601, 900},
    {602, 945},
    {603, 495},
    {604, 450},
    {608, 1035},
    {609, 990},
    {610, 585},
    {611, 540},
    {627, 892},
    {628, 937},
    {629, 487},
    {630, 442},
    {660, 1037},
    {661, 992},
    {662, 587},
    {663, 542},
};

void mg_double_pendulum_rp_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    double *ab = calloc((size_t)46 * 26, sizeof(double));
    if (ab == NULL) {
        for (int k = 0; k < 676; ++k) {
            out[k] = NAN;
        }
        return;
    }
    mg_double_pendulum_rp_index3_matrix_band(q, v, a, lam, t, p, h, ab);
    memset(out, 0, sizeof(double) * 676);
    for (int k = 0; k < 208; ++k) {
        out[mg_double_pendulum_rp_index3_matrix_cells[k][0]] = ab[mg_double_pendulum_rp_index3_matrix_cells[k][1]];
    }
    free(ab);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 14); p (parameters, 4).
 * Output: out, 10 x 14 row-major, 81 nonzero.
 * 564 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_B(const double *q, const double *p, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double r_bar2_x = q[7];
    const double r_bar2_y = q[8];
    const double r_bar2_z = q[9];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double L1 = p[0];
    const double cse0 = 2*e_bar1_1;
    const double cse1 = cse0*e_bar1_2;
    const double cse2 = 2*e_bar1_0;
    const double cse3 = cse2*e_bar1_3;
    const double cse4 = -cse3;
    const double cse5 = cse1 + cse4;
    const double cse6 = 2*cse5;
    const double cse7 = 2*e_bar1_3;
    const double cse8 = cse7*e_bar1_1;
    const double cse9 = cse2*e_bar1_2;
    const double cse10 = cse8 + cse9;
    const double cse11 = 2*cse10;
    const double cse12 = 2*(e_bar1_1*e_bar1_1);
    const double cse13 = 2*(e_bar1_0*e_bar1_0);
    const double cse14 = cse13 - 1;
    const double cse15 = cse12 + cse14;
    const double cse16 = 2*cse15;
    const double cse17 = -cse11*e_bar1_3 - cse16*e_bar1_1 - cse6*e_bar1_2;
    const double cse18 = cse7*e_bar1_2;
    const double cse19 = cse2*e_bar1_1;
    const double cse20 = cse18 - cse19;
    const double cse21 = cse1 + cse3;
    const double cse22 = 2*cse21;
    const double cse23 = cse14 + 2*(e_bar1_2*e_bar1_2);
    const double cse24 = 2*e_bar1_2;
    const double cse25 = -cse20*cse7 - cse22*e_bar1_1 - cse23*cse24;
    const double cse26 = cse11*e_bar1_2 + cse15*cse2 - cse5*cse7;
    const double cse27 = 2*cse20;
    const double cse28 = cse2*cse21 - cse23*cse7 + cse27*e_bar1_2;
    const double cse29 = -cse11*e_bar1_1 + cse15*cse7 + cse2*cse5;
    const double cse30 = cse2*cse23 + cse22*e_bar1_3 - cse27*e_bar1_1;
    const double cse31 = cse10*cse2 - cse16*e_bar1_2 + cse6*e_bar1_1;
    const double cse32 = cse0*cse23 + cse2*cse20 - cse22*e_bar1_2;
    const double cse33 = cse8 - cse9;
    const double cse34 = 2*cse33;
    const double cse35 = cse34*e_bar1_1;
    const double cse36 = cse18 + cse19;
    const double cse37 = 2*cse36;
    const double cse38 = cse37*e_bar1_2;
    const double cse39 = cse14 + 2*(e_bar1_3*e_bar1_3);
    const double cse40 = cse39*cse7;
    const double cse41 = -cse35 - cse38 - cse40;
    const double cse42 = cse2*cse33;
    const double cse43 = cse36*cse7;
    const double cse44 = cse24*cse39;
    const double cse45 = cse42 - cse43 + cse44;
    const double cse46 = cse33*cse7;
    const double cse47 = cse2*cse36;
    const double cse48 = cse0*cse39;
    const double cse49 = cse46 + cse47 - cse48;
    const double cse50 = cse34*e_bar1_2;
    const double cse51 = cse37*e_bar1_1;
    const double cse52 = cse2*cse39;
    const double cse53 = -cse50 + cse51 + cse52;
    const double cse54 = (1.0/2.0)*L1;
    const double cse55 = cse33*cse54;
    const double cse56 = cse21*cse54;
    const double cse57 = cse25*cse55 - cse41*cse56;
    const double cse58 = cse15*cse54;
    const double cse59 = cse17*cse56 - cse25*cse58;
    const double cse60 = -cse17*cse55 + cse41*cse58;
    const double cse61 = cse28*cse55 - cse45*cse56;
    const double cse62 = cse26*cse56 - cse28*cse58;
    const double cse63 = -cse26*cse55 + cse45*cse58;
    const double cse64 = cse30*cse55 - cse49*cse56;
    const double cse65 = cse29*cse56 - cse30*cse58;
    const double cse66 = -cse29*cse55 + cse49*cse58;
    const double cse67 = cse32*cse55 - cse53*cse56;
    const double cse68 = cse31*cse56 - cse32*cse58;
    const double cse69 = -cse31*cse55 + cse53*cse58;
    const double cse70 = cse56 + r_bar1_y - r_bar2_y;
    const double cse71 = 2*e_bar2_1;
    const double cse72 = cse71*e_bar2_3;
    const double cse73 = 2*e_bar2_0;
    const double cse74 = cse73*e_bar2_2;
    const double cse75 = 2*cse72 - 2*cse74;
    const double cse76 = cse75*e_bar2_1;
    const double cse77 = 2*e_bar2_2;
    const double cse78 = cse77*e_bar2_3;
    const double cse79 = cse73*e_bar2_1;
    const double cse80 = cse78 + cse79;
    const double cse81 = cse77*cse80;
    const double cse82 = 2*(e_bar2_0*e_bar2_0) - 1;
    const double cse83 = cse82 + 2*(e_bar2_3*e_bar2_3);
    const double cse84 = 2*e_bar2_3;
    const double cse85 = cse83*cse84;
    const double cse86 = -cse76 - cse81 - cse85;
    const double cse87 = cse55 + r_bar1_z - r_bar2_z;
    const double cse88 = cse78 - cse79;
    const double cse89 = cse84*cse88;
    const double cse90 = cse71*e_bar2_2;
    const double cse91 = cse73*e_bar2_3;
    const double cse92 = 2*cse90 + 2*cse91;
    const double cse93 = cse92*e_bar2_1;
    const double cse94 = cse82 + 2*(e_bar2_2*e_bar2_2);
    const double cse95 = cse77*cse94;
    const double cse96 = -cse89 - cse93 - cse95;
    const double cse97 = cse70*cse86 - cse87*cse96;
    const double cse98 = cse58 + r_bar1_x - r_bar2_x;
    const double cse99 = 2*cse90 - 2*cse91;
    const double cse100 = cse99*e_bar2_2;
    const double cse101 = 2*cse72 + 2*cse74;
    const double cse102 = cse101*e_bar2_3;
    const double cse103 = 2*cse82 + 4*(e_bar2_1*e_bar2_1);
    const double cse104 = cse103*e_bar2_1;
    const double cse105 = -cse100 - cse102 - cse104;
    const double cse106 = -cse105*cse70 + cse96*cse98;
    const double cse107 = cse105*cse87 - cse86*cse98;
    const double cse108 = cse75*e_bar2_0;
    const double cse109 = cse80*cse84;
    const double cse110 = cse77*cse83;
    const double cse111 = cse108 - cse109 + cse110;
    const double cse112 = cse77*cse88;
    const double cse113 = cse92*e_bar2_0;
    const double cse114 = cse84*cse94;
    const double cse115 = cse112 + cse113 - cse114;
    const double cse116 = cse111*cse70 - cse115*cse87;
    const double cse117 = cse99*e_bar2_3;
    const double cse118 = cse101*e_bar2_2;
    const double cse119 = cse103*e_bar2_0;
    const double cse120 = -cse117 + cse118 + cse119;
    const double cse121 = cse115*cse98 - cse120*cse70;
    const double cse122 = -cse111*cse98 + cse120*cse87;
    const double cse123 = cse75*e_bar2_3;
    const double cse124 = cse73*cse80;
    const double cse125 = cse71*cse83;
    const double cse126 = cse123 + cse124 - cse125;
    const double cse127 = cse71*cse88;
    const double cse128 = cse92*e_bar2_3;
    const double cse129 = cse73*cse94;
    const double cse130 = -cse127 + cse128 + cse129;
    const double cse131 = cse126*cse70 - cse130*cse87;
    const double cse132 = cse99*e_bar2_0;
    const double cse133 = cse101*e_bar2_1;
    const double cse134 = cse103*e_bar2_3;
    const double cse135 = cse132 - cse133 + cse134;
    const double cse136 = cse130*cse98 - cse135*cse70;
    const double cse137 = -cse126*cse98 + cse135*cse87;
    const double cse138 = cse75*e_bar2_2;
    const double cse139 = cse71*cse80;
    const double cse140 = cse73*cse83;
    const double cse141 = -cse138 + cse139 + cse140;
    const double cse142 = cse73*cse88;
    const double cse143 = cse92*e_bar2_2;
    const double cse144 = cse71*cse94;
    const double cse145 = cse142 - cse143 + cse144;
    const double cse146 = cse141*cse70 - cse145*cse87;
    const double cse147 = cse99*e_bar2_1;
    const double cse148 = cse101*e_bar2_0;
    const double cse149 = cse103*e_bar2_2;
    const double cse150 = cse147 + cse148 - cse149;
    const double cse151 = cse145*cse98 - cse150*cse70;
    const double cse152 = -cse141*cse98 + cse150*cse87;
    const double cse153 = -cse12 - cse13 + 1;
    const double cse154 = -cse1 + cse4;
    const double cse155 = -cse8 + cse9;
    const double cse156 = cse100 + cse102 + cse104;
    const double cse157 = cse76 + cse81 + cse85;
    const double cse158 = cse89 + cse93 + cse95;
    const double cse159 = cse117 - cse118 - cse119;
    const double cse160 = -cse108 + cse109 - cse110;
    const double cse161 = -cse112 - cse113 + cse114;
    const double cse162 = -cse132 + cse133 - cse134;
    const double cse163 = -cse123 - cse124 + cse125;
    const double cse164 = cse127 - cse128 - cse129;
    const double cse165 = -cse147 - cse148 + cse149;
    const double cse166 = cse138 - cse139 - cse140;
    const double cse167 = -cse142 + cse143 - cse144;

    memset(out, 0, sizeof(double) * 140);
    out[2] = -1;  /* [0, 2] */
    out[3] = cse17*r_bar1_y - cse25*r_bar1_x;  /* [0, 3] */
    out[4] = cse26*r_bar1_y - cse28*r_bar1_x;  /* [0, 4] */
    out[5] = cse29*r_bar1_y - cse30*r_bar1_x;  /* [0, 5] */
    out[6] = cse31*r_bar1_y - cse32*r_bar1_x;  /* [0, 6] */
    out[15] = 1;  /* [1, 1] */
    out[17] = cse17*r_bar1_z - cse41*r_bar1_x;  /* [1, 3] */
    out[18] = cse26*r_bar1_z - cse45*r_bar1_x;  /* [1, 4] */
    out[19] = cse29*r_bar1_z - cse49*r_bar1_x;  /* [1, 5] */
    out[20] = cse31*r_bar1_z - cse53*r_bar1_x;  /* [1, 6] */
    out[28] = -1;  /* [2, 0] */
    out[31] = cse25*r_bar1_z - cse41*r_bar1_y;  /* [2, 3] */
    out[32] = cse28*r_bar1_z - cse45*r_bar1_y;  /* [2, 4] */
    out[33] = cse30*r_bar1_z - cse49*r_bar1_y;  /* [2, 5] */
    out[34] = cse32*r_bar1_z - cse53*r_bar1_y;  /* [2, 6] */
    out[45] = cse35 + cse38 + cse40;  /* [3, 3] */
    out[46] = -cse42 + cse43 - cse44;  /* [3, 4] */
    out[47] = -cse46 - cse47 + cse48;  /* [3, 5] */
    out[48] = cse50 - cse51 - cse52;  /* [3, 6] */
    out[59] = cse25;  /* [4, 3] */
    out[60] = cse28;  /* [4, 4] */
    out[61] = cse30;  /* [4, 5] */
    out[62] = cse32;  /* [4, 6] */
    out[70] = cse5;  /* [5, 0] */
    out[71] = cse23;  /* [5, 1] */
    out[72] = cse36;  /* [5, 2] */
    out[73] = cse23*cse60 + cse36*cse59 + cse5*cse57;  /* [5, 3] */
    out[74] = cse23*cse63 + cse36*cse62 + cse5*cse61;  /* [5, 4] */
    out[75] = cse23*cse66 + cse36*cse65 + cse5*cse64;  /* [5, 5] */
    out[76] = cse23*cse69 + cse36*cse68 + cse5*cse67;  /* [5, 6] */
    out[77] = -cse5;  /* [5, 7] */
    out[78] = -cse23;  /* [5, 8] */
    out[79] = -cse36;  /* [5, 9] */
    out[80] = cse106*cse36 + cse107*cse23 + cse5*cse97;  /* [5, 10] */
    out[81] = cse116*cse5 + cse121*cse36 + cse122*cse23;  /* [5, 11] */
    out[82] = cse131*cse5 + cse136*cse36 + cse137*cse23;  /* [5, 12] */
    out[83] = cse146*cse5 + cse151*cse36 + cse152*cse23;  /* [5, 13] */
    out[84] = cse153;  /* [6, 0] */
    out[85] = cse154;  /* [6, 1] */
    out[86] = cse155;  /* [6, 2] */
    out[87] = cse153*cse57 + cse154*cse60 + cse155*cse59;  /* [6, 3] */
    out[88] = cse153*cse61 + cse154*cse63 + cse155*cse62;  /* [6, 4] */
    out[89] = cse153*cse64 + cse154*cse66 + cse155*cse65;  /* [6, 5] */
    out[90] = cse153*cse67 + cse154*cse69 + cse155*cse68;  /* [6, 6] */
    out[91] = -cse153;  /* [6, 7] */
    out[92] = -cse154;  /* [6, 8] */
    out[93] = -cse155;  /* [6, 9] */
    out[94] = cse106*cse155 + cse107*cse154 + cse153*cse97;  /* [6, 10] */
    out[95] = cse116*cse153 + cse121*cse155 + cse122*cse154;  /* [6, 11] */
    out[96] = cse131*cse153 + cse136*cse155 + cse137*cse154;  /* [6, 12] */
    out[97] = cse146*cse153 + cse151*cse155 + cse152*cse154;  /* [6, 13] */
    out[98] = cse10;  /* [7, 0] */
    out[99] = cse20;  /* [7, 1] */
    out[100] = cse39;  /* [7, 2] */
    out[101] = cse10*cse57 + cse20*cse60 + cse39*cse59;  /* [7, 3] */
    out[102] = cse10*cse61 + cse20*cse63 + cse39*cse62;  /* [7, 4] */
    out[103] = cse10*cse64 + cse20*cse66 + cse39*cse65;  /* [7, 5] */
    out[104] = cse10*cse67 + cse20*cse69 + cse39*cse68;  /* [7, 6] */
    out[105] = -cse10;  /* [7, 7] */
    out[106] = -cse20;  /* [7, 8] */
    out[107] = -cse39;  /* [7, 9] */
    out[108] = cse10*cse97 + cse106*cse39 + cse107*cse20;  /* [7, 10] */
    out[109] = cse10*cse116 + cse121*cse39 + cse122*cse20;  /* [7, 11] */
    out[110] = cse10*cse131 + cse136*cse39 + cse137*cse20;  /* [7, 12] */
    out[111] = cse10*cse146 + cse151*cse39 + cse152*cse20;  /* [7, 13] */
    out[115] = cse17*cse5 + cse23*cse25 + cse36*cse41;  /* [8, 3] */
    out[116] = cse23*cse28 + cse26*cse5 + cse36*cse45;  /* [8, 4] */
    out[117] = cse23*cse30 + cse29*cse5 + cse36*cse49;  /* [8, 5] */
    out[118] = cse23*cse32 + cse31*cse5 + cse36*cse53;  /* [8, 6] */
    out[122] = cse156*cse5 + cse157*cse36 + cse158*cse23;  /* [8, 10] */
    out[123] = cse159*cse5 + cse160*cse36 + cse161*cse23;  /* [8, 11] */
    out[124] = cse162*cse5 + cse163*cse36 + cse164*cse23;  /* [8, 12] */
    out[125] = cse165*cse5 + cse166*cse36 + cse167*cse23;  /* [8, 13] */
    out[129] = cse153*cse17 + cse154*cse25 + cse155*cse41;  /* [9, 3] */
    out[130] = cse153*cse26 + cse154*cse28 + cse155*cse45;  /* [9, 4] */
    out[131] = cse153*cse29 + cse154*cse30 + cse155*cse49;  /* [9, 5] */
    out[132] = cse153*cse31 + cse154*cse32 + cse155*cse53;  /* [9, 6] */
    out[136] = cse153*cse156 + cse154*cse158 + cse155*cse157;  /* [9, 10] */
    out[137] = cse153*cse159 + cse154*cse161 + cse155*cse160;  /* [9, 11] */
    out[138] = cse153*cse162 + cse154*cse164 + cse155*cse163;  /* [9, 12] */
    out[139] = cse153*cse165 + cse154*cse167 + cse155*cse166;  /* [9, 13] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
 * columns, written by rows), global frame.
 * Inputs: q (position coordinates, 14); p (parameters, 4).
 * Output: out, 2 x 12 row-major, 15 nonzero.
 * 40 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_reaction_frames(const double *q, const double *p, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double L1 = p[0];
    const double cse0 = 2*(e_bar1_1*e_bar1_1);
    const double cse1 = 2*(e_bar1_0*e_bar1_0);
    const double cse2 = cse1 - 1;
    const double cse3 = (1.0/2.0)*L1;
    const double cse4 = 2*e_bar1_2;
    const double cse5 = cse4*e_bar1_1;
    const double cse6 = 2*e_bar1_0;
    const double cse7 = cse6*e_bar1_3;
    const double cse8 = 2*e_bar1_1*e_bar1_3;
    const double cse9 = cse6*e_bar1_2;
    const double cse10 = -cse7;
    const double cse11 = cse4*e_bar1_3;
    const double cse12 = cse6*e_bar1_1;

    memset(out, 0, sizeof(double) * 24);
    out[5] = 1;  /* [0, 5] */
    out[7] = -1;  /* [0, 7] */
    out[9] = 1;  /* [0, 9] */
    out[12] = cse3*(cse0 + cse2) + r_bar1_x;  /* [1, 0] */
    out[13] = cse3*(cse5 + cse7) + r_bar1_y;  /* [1, 1] */
    out[14] = cse3*(cse8 - cse9) + r_bar1_z;  /* [1, 2] */
    out[15] = cse10 + cse5;  /* [1, 3] */
    out[16] = -cse0 - cse1 + 1;  /* [1, 4] */
    out[17] = cse8 + cse9;  /* [1, 5] */
    out[18] = cse2 + 2*(e_bar1_2*e_bar1_2);  /* [1, 6] */
    out[19] = cse10 - cse5;  /* [1, 7] */
    out[20] = cse11 - cse12;  /* [1, 8] */
    out[21] = cse11 + cse12;  /* [1, 9] */
    out[22] = -cse8 + cse9;  /* [1, 10] */
    out[23] = cse2 + 2*(e_bar1_3*e_bar1_3);  /* [1, 11] */
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); t (time); p (parameters, 4).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 106 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double r_bar1_z = q[2];
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double r_bar2_z = q[9];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double rd_bar1_x = v[0];
    const double rd_bar1_y = v[1];
    const double rd_bar1_z = v[2];
    const double ed_bar1_0 = v[3];
    const double ed_bar1_1 = v[4];
    const double ed_bar1_2 = v[5];
    const double ed_bar1_3 = v[6];
    const double rd_bar2_x = v[7];
    const double rd_bar2_y = v[8];
    const double rd_bar2_z = v[9];
    const double ed_bar2_0 = v[10];
    const double ed_bar2_1 = v[11];
    const double ed_bar2_2 = v[12];
    const double ed_bar2_3 = v[13];
    (void)t;
    const double L1 = p[0];
    const double L2 = p[1];
    const double w = p[2];
    const double rho = p[3];
    const double cse0 = 2*ed_bar2_3;
    const double cse1 = 2*ed_bar2_2;
    const double cse2 = 2*ed_bar2_1;
    const double cse3 = 2*ed_bar2_0;
    const double cse4 = (w*w);
    const double cse5 = L2*rho;
    const double cse6 = (1.0/24.0)*cse4;
    const double cse7 = cse5*cse6*((L2*L2) + cse4);
    const double cse8 = 2*ed_bar1_1;
    const double cse9 = 2*ed_bar1_3;
    const double cse10 = 2*ed_bar1_0;
    const double cse11 = 2*ed_bar1_2;
    const double cse12 = L1*rho;
    const double cse13 = cse12*cse6*((L1*L1) + cse4);
    const double cse14 = (1.0/12.0)*(w*w*w*w);
    const double cse15 = (1.0/2.0)*cse4;
    const double cse16 = 9.81*cse4;

    out[0] = cse12*cse14*((-cse10*e_bar1_1 + cse11*e_bar1_3 + cse8*e_bar1_0 - cse9*e_bar1_2)*(-cse10*e_bar1_1 + cse11*e_bar1_3 + cse8*e_bar1_0 - cse9*e_bar1_2)) + cse12*cse15*((rd_bar1_x*rd_bar1_x) + (rd_bar1_y*rd_bar1_y) + (rd_bar1_z*rd_bar1_z)) + cse13*((-cse10*e_bar1_2 + cse11*e_bar1_0 - cse8*e_bar1_3 + cse9*e_bar1_1)*(-cse10*e_bar1_2 + cse11*e_bar1_0 - cse8*e_bar1_3 + cse9*e_bar1_1)) + cse13*((-cse10*e_bar1_3 - cse11*e_bar1_1 + cse8*e_bar1_2 + cse9*e_bar1_0)*(-cse10*e_bar1_3 - cse11*e_bar1_1 + cse8*e_bar1_2 + cse9*e_bar1_0)) + cse14*cse5*((-cse0*e_bar2_2 + cse1*e_bar2_3 + cse2*e_bar2_0 - cse3*e_bar2_1)*(-cse0*e_bar2_2 + cse1*e_bar2_3 + cse2*e_bar2_0 - cse3*e_bar2_1)) + cse15*cse5*((rd_bar2_x*rd_bar2_x) + (rd_bar2_y*rd_bar2_y) + (rd_bar2_z*rd_bar2_z)) + cse7*((cse0*e_bar2_0 - cse1*e_bar2_1 + cse2*e_bar2_2 - cse3*e_bar2_3)*(cse0*e_bar2_0 - cse1*e_bar2_1 + cse2*e_bar2_2 - cse3*e_bar2_3)) + cse7*((cse0*e_bar2_1 + cse1*e_bar2_0 - cse2*e_bar2_3 - cse3*e_bar2_2)*(cse0*e_bar2_1 + cse1*e_bar2_0 - cse2*e_bar2_3 - cse3*e_bar2_2));  /* [0, 0] */
    out[1] = cse12*cse16*r_bar1_z + cse16*cse5*r_bar2_z;  /* [1, 0] */
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14); p (parameters, 4).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 192 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double r_bar2_x = q[7];
    const double r_bar2_y = q[8];
    const double r_bar2_z = q[9];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double rd_bar1_x = v[0];
    const double rd_bar1_y = v[1];
    const double rd_bar1_z = v[2];
    const double ed_bar1_0 = v[3];
    const double ed_bar1_1 = v[4];
    const double ed_bar1_2 = v[5];
    const double ed_bar1_3 = v[6];
    const double rd_bar2_x = v[7];
    const double rd_bar2_y = v[8];
    const double rd_bar2_z = v[9];
    const double ed_bar2_0 = v[10];
    const double ed_bar2_1 = v[11];
    const double ed_bar2_2 = v[12];
    const double ed_bar2_3 = v[13];
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
    const double cse10 = 2*e_bar2_1*e_bar2_2;
    const double cse11 = 2*e_bar2_0;
    const double cse12 = cse11*e_bar2_3;
    const double cse13 = 2*ed_bar2_3;
    const double cse14 = 2*ed_bar2_2;
    const double cse15 = 2*ed_bar2_1;
    const double cse16 = 2*ed_bar2_0;
    const double cse17 = (1.0/12.0)*cse2*((L2*L2) + cse0);
    const double cse18 = cse17*(cse13*e_bar2_1 + cse14*e_bar2_0 - cse15*e_bar2_3 - cse16*e_bar2_2);
    const double cse19 = 2*e_bar1_1;
    const double cse20 = cse19*e_bar1_3;
    const double cse21 = 2*e_bar1_2;
    const double cse22 = cse21*e_bar1_0;
    const double cse23 = 2*ed_bar1_1;
    const double cse24 = 2*ed_bar1_3;
    const double cse25 = 2*e_bar1_3;
    const double cse26 = (1.0/12.0)*cse4*((L1*L1) + cse0);
    const double cse27 = cse26*(-cse19*ed_bar1_2 + cse23*e_bar1_2 + cse24*e_bar1_0 - cse25*ed_bar1_0);
    const double cse28 = 2*(e_bar1_0*e_bar1_0) - 1;
    const double cse29 = 2*ed_bar1_2;
    const double cse30 = (1.0/6.0)*rho*(w*w*w*w);
    const double cse31 = L1*cse30*(-cse19*ed_bar1_0 + cse23*e_bar1_0 - cse24*e_bar1_2 + cse29*e_bar1_3);
    const double cse32 = 2*e_bar2_3;
    const double cse33 = cse32*e_bar2_1;
    const double cse34 = cse11*e_bar2_2;
    const double cse35 = cse17*(cse13*e_bar2_0 - cse14*e_bar2_1 + cse15*e_bar2_2 - cse16*e_bar2_3);
    const double cse36 = 2*(e_bar2_0*e_bar2_0) - 1;
    const double cse37 = L2*cse30*(-cse13*e_bar2_2 + cse14*e_bar2_3 + cse15*e_bar2_0 - cse16*e_bar2_1);
    const double cse38 = cse19*e_bar1_2;
    const double cse39 = cse25*e_bar1_0;
    const double cse40 = cse26*(cse19*ed_bar1_3 - cse21*ed_bar1_0 - cse23*e_bar1_3 + cse29*e_bar1_0);
    const double cse41 = cse32*e_bar2_2;
    const double cse42 = cse11*e_bar2_1;
    const double cse43 = cse21*e_bar1_3;
    const double cse44 = cse19*e_bar1_0;

    out[0] = cse3 + cse5;  /* [0, 0] */
    out[1] = cse6 + cse7;  /* [1, 0] */
    out[2] = cse8 + cse9;  /* [2, 0] */
    out[3] = cse18*(cse10 - cse12) + cse27*(cse20 + cse22) + cse31*(cse28 + 2*(e_bar1_1*e_bar1_1)) + cse35*(cse33 + cse34) + cse37*(cse36 + 2*(e_bar2_1*e_bar2_1)) + cse40*(cse38 - cse39) - cse6*r_bar2_z - cse7*r_bar1_z + cse8*r_bar2_y + cse9*r_bar1_y;  /* [3, 0] */
    out[4] = cse18*(cse36 + 2*(e_bar2_2*e_bar2_2)) + cse27*(cse43 - cse44) + cse3*r_bar2_z + cse31*(cse38 + cse39) + cse35*(cse41 - cse42) + cse37*(cse10 + cse12) + cse40*(cse28 + 2*(e_bar1_2*e_bar1_2)) + cse5*r_bar1_z - cse8*r_bar2_x - cse9*r_bar1_x;  /* [4, 0] */
    out[5] = cse18*(cse41 + cse42) + cse27*(cse28 + 2*(e_bar1_3*e_bar1_3)) - cse3*r_bar2_y + cse31*(cse20 - cse22) + cse35*(cse36 + 2*(e_bar2_3*e_bar2_3)) + cse37*(cse33 - cse34) + cse40*(cse43 + cse44) - cse5*r_bar1_y + cse6*r_bar2_x + cse7*r_bar1_x;  /* [5, 0] */
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 14).
 * Output: out, 2 x 12 row-major, 24 nonzero.
 * 54 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_body_frames(const double *q, double *out)
{
    const double r_bar1_x = q[0];
    const double r_bar1_y = q[1];
    const double r_bar1_z = q[2];
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double r_bar2_x = q[7];
    const double r_bar2_y = q[8];
    const double r_bar2_z = q[9];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double cse0 = 2*(e_bar1_0*e_bar1_0) - 1;
    const double cse1 = 2*e_bar1_1;
    const double cse2 = cse1*e_bar1_2;
    const double cse3 = 2*e_bar1_0*e_bar1_3;
    const double cse4 = cse1*e_bar1_3;
    const double cse5 = 2*e_bar1_2;
    const double cse6 = cse5*e_bar1_0;
    const double cse7 = cse5*e_bar1_3;
    const double cse8 = cse1*e_bar1_0;
    const double cse9 = 2*(e_bar2_0*e_bar2_0) - 1;
    const double cse10 = 2*e_bar2_1;
    const double cse11 = cse10*e_bar2_2;
    const double cse12 = 2*e_bar2_3;
    const double cse13 = cse12*e_bar2_0;
    const double cse14 = cse10*e_bar2_3;
    const double cse15 = 2*e_bar2_0*e_bar2_2;
    const double cse16 = cse12*e_bar2_2;
    const double cse17 = cse10*e_bar2_0;

    out[0] = r_bar1_x;  /* [0, 0] */
    out[1] = r_bar1_y;  /* [0, 1] */
    out[2] = r_bar1_z;  /* [0, 2] */
    out[3] = cse0 + 2*(e_bar1_1*e_bar1_1);  /* [0, 3] */
    out[4] = cse2 - cse3;  /* [0, 4] */
    out[5] = cse4 + cse6;  /* [0, 5] */
    out[6] = cse2 + cse3;  /* [0, 6] */
    out[7] = cse0 + 2*(e_bar1_2*e_bar1_2);  /* [0, 7] */
    out[8] = cse7 - cse8;  /* [0, 8] */
    out[9] = cse4 - cse6;  /* [0, 9] */
    out[10] = cse7 + cse8;  /* [0, 10] */
    out[11] = cse0 + 2*(e_bar1_3*e_bar1_3);  /* [0, 11] */
    out[12] = r_bar2_x;  /* [1, 0] */
    out[13] = r_bar2_y;  /* [1, 1] */
    out[14] = r_bar2_z;  /* [1, 2] */
    out[15] = cse9 + 2*(e_bar2_1*e_bar2_1);  /* [1, 3] */
    out[16] = cse11 - cse13;  /* [1, 4] */
    out[17] = cse14 + cse15;  /* [1, 5] */
    out[18] = cse11 + cse13;  /* [1, 6] */
    out[19] = cse9 + 2*(e_bar2_2*e_bar2_2);  /* [1, 7] */
    out[20] = cse16 - cse17;  /* [1, 8] */
    out[21] = cse14 - cse15;  /* [1, 9] */
    out[22] = cse16 + cse17;  /* [1, 10] */
    out[23] = cse9 + 2*(e_bar2_3*e_bar2_3);  /* [1, 11] */
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 14); v (velocity coordinates, 14).
 * Output: out, 2 x 6 row-major, 12 nonzero.
 * 131 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_body_velocities(const double *q, const double *v, double *out)
{
    const double e_bar1_0 = q[3];
    const double e_bar1_1 = q[4];
    const double e_bar1_2 = q[5];
    const double e_bar1_3 = q[6];
    const double e_bar2_0 = q[10];
    const double e_bar2_1 = q[11];
    const double e_bar2_2 = q[12];
    const double e_bar2_3 = q[13];
    const double rd_bar1_x = v[0];
    const double rd_bar1_y = v[1];
    const double rd_bar1_z = v[2];
    const double ed_bar1_0 = v[3];
    const double ed_bar1_1 = v[4];
    const double ed_bar1_2 = v[5];
    const double ed_bar1_3 = v[6];
    const double rd_bar2_x = v[7];
    const double rd_bar2_y = v[8];
    const double rd_bar2_z = v[9];
    const double ed_bar2_0 = v[10];
    const double ed_bar2_1 = v[11];
    const double ed_bar2_2 = v[12];
    const double ed_bar2_3 = v[13];
    const double cse0 = 2*e_bar1_3;
    const double cse1 = 2*e_bar1_0;
    const double cse2 = 2*e_bar1_2;
    const double cse3 = 2*e_bar1_1;
    const double cse4 = cse0*ed_bar1_2 + cse1*ed_bar1_1 - cse2*ed_bar1_3 - cse3*ed_bar1_0;
    const double cse5 = 2*(e_bar1_0*e_bar1_0) - 1;
    const double cse6 = cse0*e_bar1_1;
    const double cse7 = cse2*e_bar1_0;
    const double cse8 = -cse0*ed_bar1_0 + cse1*ed_bar1_3 + cse2*ed_bar1_1 - cse3*ed_bar1_2;
    const double cse9 = cse2*e_bar1_1;
    const double cse10 = cse0*e_bar1_0;
    const double cse11 = -cse0*ed_bar1_1 + cse1*ed_bar1_2 - cse2*ed_bar1_0 + cse3*ed_bar1_3;
    const double cse12 = cse2*e_bar1_3;
    const double cse13 = cse3*e_bar1_0;
    const double cse14 = 2*(e_bar2_0*e_bar2_0) - 1;
    const double cse15 = 2*ed_bar2_2;
    const double cse16 = 2*ed_bar2_1;
    const double cse17 = 2*ed_bar2_3;
    const double cse18 = 2*ed_bar2_0;
    const double cse19 = cse15*e_bar2_3 + cse16*e_bar2_0 - cse17*e_bar2_2 - cse18*e_bar2_1;
    const double cse20 = 2*e_bar2_3;
    const double cse21 = cse20*e_bar2_1;
    const double cse22 = 2*e_bar2_0;
    const double cse23 = cse22*e_bar2_2;
    const double cse24 = -cse15*e_bar2_1 + cse16*e_bar2_2 + cse17*e_bar2_0 - cse18*e_bar2_3;
    const double cse25 = 2*e_bar2_1*e_bar2_2;
    const double cse26 = cse20*e_bar2_0;
    const double cse27 = cse15*e_bar2_0 - cse16*e_bar2_3 + cse17*e_bar2_1 - cse18*e_bar2_2;
    const double cse28 = cse20*e_bar2_2;
    const double cse29 = cse22*e_bar2_1;

    out[0] = rd_bar1_x;  /* [0, 0] */
    out[1] = rd_bar1_y;  /* [0, 1] */
    out[2] = rd_bar1_z;  /* [0, 2] */
    out[3] = cse11*(-cse10 + cse9) + cse4*(cse5 + 2*(e_bar1_1*e_bar1_1)) + cse8*(cse6 + cse7);  /* [0, 3] */
    out[4] = cse11*(cse5 + 2*(e_bar1_2*e_bar1_2)) + cse4*(cse10 + cse9) + cse8*(cse12 - cse13);  /* [0, 4] */
    out[5] = cse11*(cse12 + cse13) + cse4*(cse6 - cse7) + cse8*(cse5 + 2*(e_bar1_3*e_bar1_3));  /* [0, 5] */
    out[6] = rd_bar2_x;  /* [1, 0] */
    out[7] = rd_bar2_y;  /* [1, 1] */
    out[8] = rd_bar2_z;  /* [1, 2] */
    out[9] = cse19*(cse14 + 2*(e_bar2_1*e_bar2_1)) + cse24*(cse21 + cse23) + cse27*(cse25 - cse26);  /* [1, 3] */
    out[10] = cse19*(cse25 + cse26) + cse24*(cse28 - cse29) + cse27*(cse14 + 2*(e_bar2_2*e_bar2_2));  /* [1, 4] */
    out[11] = cse19*(cse21 - cse23) + cse24*(cse14 + 2*(e_bar2_3*e_bar2_3)) + cse27*(cse28 + cse29);  /* [1, 5] */
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 4).
 * Output: out, 2 x 12 row-major, 9 nonzero.
 * 4 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_initial_frames(const double *p, double *out)
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
void mg_double_pendulum_rp_initial_velocities(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 12);
}

/* chart: Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and rp);
 * see symbolic.formulations.chart_offset.
 * Inputs: p (parameters, 4).
 * Output: out, 2 x 9 row-major, 6 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_rp_chart(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 18);
    out[0] = 1;  /* [0, 0] */
    out[4] = 1;  /* [0, 4] */
    out[8] = 1;  /* [0, 8] */
    out[9] = 1;  /* [1, 0] */
    out[13] = 1;  /* [1, 4] */
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
 * The iteration matrix is factored in band storage (kl = 15, ku = 15). */
int mg_double_pendulum_rp_index3_run(const double *p, double h, double t0, int n_steps, double theta, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step)
{
    enum { NQ = 14, NV = 14, NC = 12, N = NV + NC };
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
            mg_double_pendulum_rp_retract(q_n, dv, qs);
            mg_double_pendulum_rp_index3_residual(qs, v, x, x + NV, t, p, h, g);
            if (!factored || newton_mode == 2) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_double_pendulum_rp_index3_matrix_band(qs, v, x, x + NV, t, p, h, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = 2;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_double_pendulum_rp_index3_matrix_perm, g, y);
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
