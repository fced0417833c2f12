/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: single_pendulum */
/* formulation: re */
/* scheme: any */
/* input hash: 5405b2d207a860b9 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'single_pendulum' in the re formulation (C99).
 * Vectors: q (6), v (6), dv (6), a (6), lam (6), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "single_pendulum_re.h"

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
 * Inputs: q (position coordinates, 6); dv (increment in velocity coordinates (e.g. h v), 6).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 6 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_retract(const double *q, const double *dv, double *out)
{
    const double r_bar_x = q[0];
    const double r_bar_y = q[1];
    const double r_bar_z = q[2];
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double dv_0 = dv[0];
    const double dv_1 = dv[1];
    const double dv_2 = dv[2];
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];

    out[0] = dv_0 + r_bar_x;  /* [0, 0] */
    out[1] = dv_1 + r_bar_y;  /* [1, 0] */
    out[2] = dv_2 + r_bar_z;  /* [2, 0] */
    out[3] = dv_3 + phi_bar;  /* [3, 0] */
    out[4] = dv_4 + theta_bar;  /* [4, 0] */
    out[5] = dv_5 + psi_bar;  /* [5, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp and re.
 * Inputs: dv (increment in velocity coordinates (e.g. h v), 6).
 * Output: out, 6 x 6 row-major, 6 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_tangent(const double *dv, double *out)
{
    (void)dv;

    memset(out, 0, sizeof(double) * 36);
    out[0] = 1;  /* [0, 0] */
    out[7] = 1;  /* [1, 1] */
    out[14] = 1;  /* [2, 2] */
    out[21] = 1;  /* [3, 3] */
    out[28] = 1;  /* [4, 4] */
    out[35] = 1;  /* [5, 5] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 60 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Phi(const double *q, double t, const double *p, double *out)
{
    const double r_bar_x = q[0];
    const double r_bar_y = q[1];
    const double r_bar_z = q[2];
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    (void)p;
    const double cse0 = cos(theta_bar);
    const double cse1 = sin(phi_bar);
    const double cse2 = sin(psi_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = cos(psi_bar);
    const double cse6 = 0.7071067811865475*cse5;
    const double cse7 = cse1*cse6;
    const double cse8 = cos(phi_bar);
    const double cse9 = cse3*cse8;
    const double cse10 = cse6*cse8;
    const double cse11 = -cse0*cse4 + cse0*cse7 + cse10 + cse9;
    const double cse12 = 0.7071067811865476*cse0*cse1;
    const double cse13 = 0.7071067811865476*cse8;
    const double cse14 = sin(theta_bar);
    const double cse15 = 0.7071067811865476*cse14;

    out[0] = cse11;  /* [0, 0] */
    out[1] = -1.9967346175427393e-16*cse1*cse14 - cse12*cse2 - cse12*cse5 - cse13*cse2 + cse13*cse5;  /* [1, 0] */
    out[2] = 2*cse11 - r_bar_x;  /* [2, 0] */
    out[3] = -2*cse0*cse10 + 2*cse0*cse9 + 2*cse4 + 2*cse7 - r_bar_y;  /* [3, 0] */
    out[4] = 2*cse14*cse3 - 2*cse14*cse6 - r_bar_z;  /* [4, 0] */
    out[5] = 1.9967346175427393e-16*cse0 - cse15*cse2 - cse15*cse5 + sin((1.0/4.0)*3.141592653589793*cos(2*t));  /* [5, 0] */
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_single_pendulum_re_Phi_q_perm[6] = {2, 0, 5, 4, 3, 1};

/* Phi_q written into the column-major band storage of its permuted matrix
 * (n = 6, kl = 3, ku = 4, ldab = 11); ab is zeroed by the caller. */
void mg_single_pendulum_re_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    (void)t;
    (void)p;
    const double cse0 = cos(theta_bar);
    const double cse1 = sin(psi_bar);
    const double cse2 = cos(phi_bar);
    const double cse3 = cse1*cse2;
    const double cse4 = 0.7071067811865475*cse3;
    const double cse5 = cos(psi_bar);
    const double cse6 = 0.7071067811865475*cse5;
    const double cse7 = cse2*cse6;
    const double cse8 = sin(phi_bar);
    const double cse9 = 0.7071067811865475*cse1*cse8;
    const double cse10 = cse6*cse8;
    const double cse11 = sin(theta_bar);
    const double cse12 = 0.7071067811865476*cse3;
    const double cse13 = 0.7071067811865476*cse5;
    const double cse14 = cse13*cse2;
    const double cse15 = 0.7071067811865476*cse1;
    const double cse16 = cse15*cse8;
    const double cse17 = 1.9967346175427393e-16*cse11;
    const double cse18 = cse13*cse8;
    const double cse19 = cse11*cse15;
    const double cse20 = 1.414213562373095*cse5;
    const double cse21 = cse20*cse8;
    const double cse22 = 1.414213562373095*cse1;
    const double cse23 = cse0*cse22;
    const double cse24 = cse2*cse23;
    const double cse25 = cse0*cse20;
    const double cse26 = cse2*cse25 - cse22*cse8;
    const double cse27 = cse11*cse20;
    const double cse28 = cse11*cse22;
    const double cse29 = cse2*cse22;
    const double cse30 = cse25*cse8;
    const double cse31 = cse2*cse20 - cse23*cse8;

    ab[48] = -cse0*cse4 + cse0*cse7 - cse10 - cse9;  /* [0, 3] */
    ab[38] = -cse10*cse11 + cse11*cse9;  /* [0, 4] */
    ab[28] = -cse0*cse10 - cse0*cse9 - cse4 + cse7;  /* [0, 5] */
    ab[52] = -cse0*cse12 - cse0*cse14 + cse16 - cse17*cse2 - cse18;  /* [1, 3] */
    ab[42] = -1.9967346175427393e-16*cse0*cse8 + cse11*cse18 + cse19*cse8;  /* [1, 4] */
    ab[32] = cse0*cse16 - cse0*cse18 - cse12 - cse14;  /* [1, 5] */
    ab[17] = -1;  /* [2, 0] */
    ab[47] = -cse21 - cse24 + cse26;  /* [2, 3] */
    ab[37] = -cse27*cse8 + cse28*cse8;  /* [2, 4] */
    ab[27] = -cse29 - cse30 + cse31;  /* [2, 5] */
    ab[61] = -1;  /* [3, 1] */
    ab[51] = cse29 + cse30 + cse31;  /* [3, 3] */
    ab[41] = cse2*cse27 - cse2*cse28;  /* [3, 4] */
    ab[31] = cse21 + cse24 + cse26;  /* [3, 5] */
    ab[10] = -1;  /* [4, 2] */
    ab[40] = cse23 - cse25;  /* [4, 4] */
    ab[30] = cse27 + cse28;  /* [4, 5] */
    ab[39] = -cse0*cse13 - cse0*cse15 - cse17;  /* [5, 4] */
    ab[29] = -cse11*cse13 + cse19;  /* [5, 5] */
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 6 x 6 row-major, 19 nonzero, unpacked from Phi_q_band (one copy
 * of the expressions serves both). On allocation failure every entry of out is NaN.
 */
static const int mg_single_pendulum_re_Phi_q_cells[19][2] = {
    {3, 48},
    {4, 38},
    {5, 28},
    {9, 52},
    {10, 42},
    {11, 32},
    {12, 17},
    {15, 47},
    {16, 37},
    {17, 27},
    {19, 61},
    {21, 51},
    {22, 41},
    {23, 31},
    {26, 10},
    {28, 40},
    {29, 30},
    {34, 39},
    {35, 29},
};

void mg_single_pendulum_re_Phi_q(const double *q, double t, const double *p, double *out)
{
    double *ab = calloc((size_t)11 * 6, sizeof(double));
    if (ab == NULL) {
        for (int k = 0; k < 36; ++k) {
            out[k] = NAN;
        }
        return;
    }
    mg_single_pendulum_re_Phi_q_band(q, t, p, ab);
    memset(out, 0, sizeof(double) * 36);
    for (int k = 0; k < 19; ++k) {
        out[mg_single_pendulum_re_Phi_q_cells[k][0]] = ab[mg_single_pendulum_re_Phi_q_cells[k][1]];
    }
    free(ab);
}

/* nu: Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).
 * Inputs: q (position coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 1 nonzero.
 * 9 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_nu(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)p;
    const double cse0 = 2*t;

    memset(out, 0, sizeof(double) * 6);
    out[5] = (1.0/2.0)*3.141592653589793*sin(cse0)*cos((1.0/4.0)*3.141592653589793*cos(cse0));  /* [5, 0] */
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 224 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double phid_bar = v[3];
    const double thetad_bar = v[4];
    const double psid_bar = v[5];
    (void)p;
    const double cse0 = sin(phi_bar);
    const double cse1 = sin(psi_bar);
    const double cse2 = 0.7071067811865475*cse1;
    const double cse3 = cse0*cse2;
    const double cse4 = cos(psi_bar);
    const double cse5 = 0.7071067811865475*cse4;
    const double cse6 = cse0*cse5;
    const double cse7 = cos(theta_bar);
    const double cse8 = cos(phi_bar);
    const double cse9 = cse2*cse8;
    const double cse10 = cse4*cse8;
    const double cse11 = 0.7071067811865475*cse10;
    const double cse12 = -cse11*cse7 + cse3 - cse6 - cse7*cse9;
    const double cse13 = sin(theta_bar);
    const double cse14 = cse0*cse13;
    const double cse15 = cse14*cse2 + cse14*cse5;
    const double cse16 = cse3*cse7 - cse6*cse7;
    const double cse17 = -cse11 + cse16 - cse9;
    const double cse18 = -cse11*cse13 + cse13*cse9;
    const double cse19 = 0.7071067811865476*cse1;
    const double cse20 = 0.7071067811865476*cse4;
    const double cse21 = cse19*cse7;
    const double cse22 = 0.7071067811865476*cse10;
    const double cse23 = cse0*cse19 + cse0*cse20 + cse21*cse8 - cse22*cse7;
    const double cse24 = cse20*cse7;
    const double cse25 = cse0*cse21 + cse0*cse24;
    const double cse26 = cse19*cse8 - cse22;
    const double cse27 = -cse14*cse19 + cse14*cse20;
    const double cse28 = 1.9967346175427393e-16*cse7;
    const double cse29 = cse13*cse19;
    const double cse30 = cse13*cse22 - cse28*cse8 + cse29*cse8;
    const double cse31 = 1.9967346175427393e-16*cse14 + cse25;
    const double cse32 = 1.414213562373095*cse10;
    const double cse33 = cse32*cse7;
    const double cse34 = 1.414213562373095*cse1;
    const double cse35 = cse34*cse8;
    const double cse36 = -cse35*cse7;
    const double cse37 = 1.414213562373095*cse4;
    const double cse38 = cse0*cse37;
    const double cse39 = -cse38;
    const double cse40 = cse0*cse34;
    const double cse41 = -cse33 + cse36 + cse39 + cse40;
    const double cse42 = cse14*cse37;
    const double cse43 = cse14*cse34;
    const double cse44 = cse42 + cse43;
    const double cse45 = -cse35;
    const double cse46 = cse40*cse7;
    const double cse47 = -cse38*cse7;
    const double cse48 = cse46 + cse47;
    const double cse49 = -cse32 + cse45 + cse48;
    const double cse50 = cse13*cse35;
    const double cse51 = -cse13*cse32;
    const double cse52 = cse50 + cse51;
    const double cse53 = -cse42 + cse43;
    const double cse54 = cse33 + cse36;
    const double cse55 = -cse50 + cse51;
    const double cse56 = cse32 + cse45 - cse46 + cse47;
    const double cse57 = cse39 - cse40 + cse54;
    const double cse58 = cse34*cse7 + cse37*cse7;
    const double cse59 = -cse13*cse34 + cse13*cse37;
    const double cse60 = cse21 - cse24;
    const double cse61 = cse13*cse20 + cse29;
    const double cse62 = 2*t;
    const double cse63 = 3.141592653589793*cos(cse62);
    const double cse64 = (1.0/4.0)*cse63;

    out[0] = -phid_bar*(cse12*psid_bar + cse17*phid_bar + cse18*thetad_bar) - psid_bar*(cse12*phid_bar + cse15*thetad_bar + cse17*psid_bar) - thetad_bar*(cse15*psid_bar + cse16*thetad_bar + cse18*phid_bar);  /* [0, 0] */
    out[1] = -phid_bar*(cse23*psid_bar + cse30*thetad_bar + phid_bar*(cse26 + cse31)) - psid_bar*(cse23*phid_bar + cse27*thetad_bar + psid_bar*(cse25 + cse26)) - thetad_bar*(cse27*psid_bar + cse30*phid_bar + cse31*thetad_bar);  /* [1, 0] */
    out[2] = -phid_bar*(cse41*psid_bar + cse49*phid_bar + cse52*thetad_bar) - psid_bar*(cse41*phid_bar + cse44*thetad_bar + cse49*psid_bar) - thetad_bar*(cse44*psid_bar + cse48*thetad_bar + cse52*phid_bar);  /* [2, 0] */
    out[3] = -phid_bar*(cse53*thetad_bar + cse56*psid_bar + cse57*phid_bar) - psid_bar*(cse55*thetad_bar + cse56*phid_bar + cse57*psid_bar) - thetad_bar*(cse53*phid_bar + cse54*thetad_bar + cse55*psid_bar);  /* [3, 0] */
    out[4] = -psid_bar*(cse58*thetad_bar + cse59*psid_bar) - thetad_bar*(cse58*psid_bar + cse59*thetad_bar);  /* [4, 0] */
    out[5] = cse63*cos(cse64) - psid_bar*(cse60*thetad_bar + cse61*psid_bar) - thetad_bar*(cse60*psid_bar + thetad_bar*(-cse28 + cse61)) + (1.0/4.0)*(3.141592653589793*3.141592653589793)*(sin(cse62)*sin(cse62))*sin(cse64);  /* [5, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a).
 * Inputs: q (position coordinates, 6); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 12 nonzero.
 * 85 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_M(const double *q, const double *p, double *out)
{
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    (void)p;
    const double cse0 = sin(theta_bar);
    const double cse1 = sin(psi_bar);
    const double cse2 = 0.7071067811865476*cse1;
    const double cse3 = cos(psi_bar);
    const double cse4 = 0.7071067811865476*cse3;
    const double cse5 = cos(theta_bar);
    const double cse6 = cse0*cse2 + cse0*cse4 - 1.9967346175427393e-16*cse5;
    const double cse7 = 73.55059572859523*cse1;
    const double cse8 = 73.55059572859523*cse3;
    const double cse9 = cse0*cse7 + cse0*cse8 - 2.0769284716197995e-14*cse5;
    const double cse10 = cse0*cse1;
    const double cse11 = cse0*cse3;
    const double cse12 = -8.16575648527831e-15*cse10 + 1.9713880053794953e-14*cse11 + 104.01624999999999*cse5;
    const double cse13 = -7.850462293418875e-17*cse10 + 1.895269253967044e-16*cse11 + 0.9999999999999999*cse5;
    const double cse14 = 0.7071067811865475*cse3;
    const double cse15 = 0.7071067811865475*cse1;
    const double cse16 = -cse0*cse14 + cse0*cse15;
    const double cse17 = 0.022980970388562793*cse3;
    const double cse18 = 0.022980970388562793*cse1;
    const double cse19 = -cse0*cse17 + cse0*cse18;
    const double cse20 = -1.895269253967044e-16*cse1 - 7.850462293418875e-17*cse3;
    const double cse21 = -cse2 + cse4;
    const double cse22 = cse14 + cse15;
    const double cse23 = 5.027777990577228e-15*cse11 + 104.01624999999997*cse5;
    const double cse24 = -1.9713880053794953e-14*cse1 - 8.16575648527831e-15*cse3;
    const double cse25 = cse17 + cse18;
    const double cse26 = -cse7 + cse8;
    const double cse27 = -5.027777990577228e-15*cse1;

    memset(out, 0, sizeof(double) * 36);
    out[0] = 78.0;  /* [0, 0] */
    out[7] = 78.0;  /* [1, 1] */
    out[14] = 78.0;  /* [2, 2] */
    out[21] = cse12*cse13 + cse16*cse19 + cse6*cse9;  /* [3, 3] */
    out[22] = cse12*cse20 + cse19*cse22 + cse21*cse9;  /* [3, 4] */
    out[23] = -2.285185854849603e-14*cse10 + cse23;  /* [3, 5] */
    out[27] = cse13*cse24 + cse16*cse25 + cse26*cse6;  /* [4, 3] */
    out[28] = cse20*cse24 + cse21*cse26 + cse22*cse25;  /* [4, 4] */
    out[29] = cse27 - 2.285185854849603e-14*cse3;  /* [4, 5] */
    out[33] = -2.2851858548496034e-14*cse10 + cse23;  /* [5, 3] */
    out[34] = cse27 - 2.2851858548496034e-14*cse3;  /* [5, 4] */
    out[35] = 104.01624999999997;  /* [5, 5] */
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 4 nonzero.
 * 159 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double phid_bar = v[3];
    const double thetad_bar = v[4];
    const double psid_bar = v[5];
    (void)t;
    (void)p;
    const double cse0 = sin(psi_bar);
    const double cse1 = cos(theta_bar);
    const double cse2 = phid_bar*thetad_bar;
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = cos(psi_bar);
    const double cse6 = cse3*cse5;
    const double cse7 = sin(theta_bar);
    const double cse8 = cse0*cse7;
    const double cse9 = phid_bar*psid_bar;
    const double cse10 = cse8*cse9;
    const double cse11 = psid_bar*thetad_bar;
    const double cse12 = cse0*cse11;
    const double cse13 = cse11*cse5;
    const double cse14 = cse2*cse7;
    const double cse15 = 0.7071067811865475*cse0;
    const double cse16 = 0.7071067811865475*cse5;
    const double cse17 = cse15 + cse16;
    const double cse18 = cse17*thetad_bar;
    const double cse19 = 104.01625*cse18;
    const double cse20 = cse15*cse7 - cse16*cse7;
    const double cse21 = cse20*phid_bar;
    const double cse22 = 104.01625*cse21;
    const double cse23 = -1.895269253967044e-16*cse0 - 7.850462293418875e-17*cse5;
    const double cse24 = cse23*thetad_bar;
    const double cse25 = cse5*cse7;
    const double cse26 = 0.9999999999999999*cse1 + 1.895269253967044e-16*cse25 - 7.850462293418875e-17*cse8;
    const double cse27 = cse26*phid_bar;
    const double cse28 = cse24 + cse27 + 0.9999999999999999*psid_bar;
    const double cse29 = cse28*(cse19 + cse22);
    const double cse30 = cse25*cse9;
    const double cse31 = cse18 + cse21;
    const double cse32 = cse31*(-0.0325*cse24 - 0.0325*cse27 - 0.032499999999999994*psid_bar);
    const double cse33 = 73.55059572859523*cse10 + 73.55059572859523*cse12 + 73.55059572859523*cse13 - 2.0769284716197995e-14*cse14 + cse29 - 73.55059572859523*cse30 + cse32 - 73.55059572859523*cse4 - 73.55059572859523*cse6;
    const double cse34 = 0.7071067811865476*cse0;
    const double cse35 = 0.7071067811865476*cse5;
    const double cse36 = -1.9967346175427393e-16*cse1 + cse34*cse7 + cse35*cse7;
    const double cse37 = -cse34 + cse35;
    const double cse38 = cse37*thetad_bar;
    const double cse39 = cse36*phid_bar;
    const double cse40 = cse38 + cse39 - 1.9967346175427393e-16*psid_bar;
    const double cse41 = cse40*(-cse19 - cse22);
    const double cse42 = cse31*(0.0325*cse38 + 0.0325*cse39 - 6.489387507013903e-18*psid_bar);
    const double cse43 = 1.9713880053794953e-14*cse10 - 8.16575648527831e-15*cse12 + 1.9713880053794953e-14*cse13 + 104.01624999999999*cse14 + 8.16575648527831e-15*cse30 + 8.16575648527831e-15*cse4 + cse41 + cse42 - 1.9713880053794953e-14*cse6;
    const double cse44 = -0.022980970388562793*cse10 + 0.022980970388562793*cse12 - 0.022980970388562793*cse13 + cse28*(-104.01625*cse38 - 104.01625*cse39 + 2.0769284716197995e-14*psid_bar) - 0.022980970388562793*cse30 - 0.022980970388562793*cse4 + cse40*(104.01625*cse24 + 104.01625*cse27 + 104.01624999999999*psid_bar) + 0.022980970388562793*cse6;

    memset(out, 0, sizeof(double) * 6);
    out[2] = -765.1800000000001;  /* [2, 0] */
    out[3] = cse20*cse44 + cse26*cse43 + cse33*cse36;  /* [3, 0] */
    out[4] = cse17*cse44 + cse23*cse43 + cse33*cse37;  /* [4, 0] */
    out[5] = 5.027777990577228e-15*cse10 - 2.285185854849603e-14*cse12 + 5.027777990577228e-15*cse13 + 104.01624999999997*cse14 - 1.9967346175427393e-16*cse29 + 2.285185854849603e-14*cse30 - 1.9967346175427393e-16*cse32 + 2.285185854849603e-14*cse4 + 0.9999999999999999*cse41 + 0.9999999999999999*cse42 - 5.027777990577228e-15*cse6;  /* [5, 0] */
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 6 nonzero.
 * 382 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double phid_bar = v[3];
    const double thetad_bar = v[4];
    const double psid_bar = v[5];
    (void)t;
    (void)p;
    const double cse0 = cos(theta_bar);
    const double cse1 = phid_bar*thetad_bar;
    const double cse2 = cse0*cse1;
    const double cse3 = sin(psi_bar);
    const double cse4 = 73.55059572859523*cse3;
    const double cse5 = cse2*cse4;
    const double cse6 = psid_bar*thetad_bar;
    const double cse7 = cse3*cse6;
    const double cse8 = 73.55059572859523*cse7;
    const double cse9 = sin(theta_bar);
    const double cse10 = cse1*cse9;
    const double cse11 = 0.7071067811865475*cse3;
    const double cse12 = cos(psi_bar);
    const double cse13 = 0.7071067811865475*cse12;
    const double cse14 = cse11 + cse13;
    const double cse15 = cse14*thetad_bar;
    const double cse16 = 104.01625*cse15;
    const double cse17 = cse13*cse9;
    const double cse18 = cse11*cse9;
    const double cse19 = -cse17 + cse18;
    const double cse20 = cse19*phid_bar;
    const double cse21 = 104.01625*cse20;
    const double cse22 = cse16 + cse21;
    const double cse23 = 1.895269253967044e-16*cse3;
    const double cse24 = 7.850462293418875e-17*cse12;
    const double cse25 = -cse23 - cse24;
    const double cse26 = cse25*thetad_bar;
    const double cse27 = 7.850462293418875e-17*cse3;
    const double cse28 = 1.895269253967044e-16*cse12;
    const double cse29 = 0.9999999999999999*cse0 - cse27*cse9 + cse28*cse9;
    const double cse30 = cse29*phid_bar;
    const double cse31 = cse26 + cse30 + 0.9999999999999999*psid_bar;
    const double cse32 = phid_bar*psid_bar;
    const double cse33 = cse32*cse9;
    const double cse34 = 73.55059572859523*cse12;
    const double cse35 = cse33*cse34;
    const double cse36 = cse15 + cse20;
    const double cse37 = -0.0325*cse26 - 0.0325*cse30 - 0.032499999999999994*psid_bar;
    const double cse38 = cse12*cse2;
    const double cse39 = cse12*cse6;
    const double cse40 = cse33*cse4 - 73.55059572859523*cse38 + 73.55059572859523*cse39;
    const double cse41 = -2.0769284716197995e-14*cse10 + cse22*cse31 - cse35 + cse36*cse37 + cse40 - cse5 + cse8;
    const double cse42 = 0.7071067811865476*cse12;
    const double cse43 = 0.7071067811865476*cse3;
    const double cse44 = cse0*cse42 + cse0*cse43 + 1.9967346175427393e-16*cse9;
    const double cse45 = cse0*cse11 - cse0*cse13;
    const double cse46 = cse45*phid_bar;
    const double cse47 = cse37*cse46;
    const double cse48 = -cse0*cse27 + cse0*cse28 - 0.9999999999999999*cse9;
    const double cse49 = cse48*phid_bar;
    const double cse50 = cse36*cse49;
    const double cse51 = cse0*cse32;
    const double cse52 = 104.01625*cse31;
    const double cse53 = cse22*cse49;
    const double cse54 = cse10*cse12;
    const double cse55 = cse10*cse4 - 2.0769284716197995e-14*cse2 - cse34*cse51 + cse4*cse51 + cse46*cse52 + cse47 - 0.0325*cse50 + cse53 + 73.55059572859523*cse54;
    const double cse56 = cse43*cse9;
    const double cse57 = cse42*cse9;
    const double cse58 = -1.9967346175427393e-16*cse0 + cse56 + cse57;
    const double cse59 = -cse16 - cse21;
    const double cse60 = cse44*phid_bar;
    const double cse61 = cse59*cse60;
    const double cse62 = -cse43;
    const double cse63 = cse42 + cse62;
    const double cse64 = cse63*thetad_bar;
    const double cse65 = cse58*phid_bar;
    const double cse66 = cse64 + cse65 - 1.9967346175427393e-16*psid_bar;
    const double cse67 = 104.01625*cse66;
    const double cse68 = 0.0325*cse64 + 0.0325*cse65 - 6.489387507013903e-18*psid_bar;
    const double cse69 = cse46*cse68;
    const double cse70 = cse12*cse51;
    const double cse71 = cse36*cse60;
    const double cse72 = -8.16575648527831e-15*cse10*cse3 + 104.01624999999999*cse2 + 1.9713880053794953e-14*cse3*cse51 - cse46*cse67 + 1.9713880053794953e-14*cse54 + cse61 + cse69 + 8.16575648527831e-15*cse70 + 0.0325*cse71;
    const double cse73 = 0.022980970388562793*cse3;
    const double cse74 = cse33*cse73;
    const double cse75 = 0.022980970388562793*cse38;
    const double cse76 = 0.022980970388562793*cse6;
    const double cse77 = cse12*cse76;
    const double cse78 = -104.01625*cse64 - 104.01625*cse65 + 2.0769284716197995e-14*psid_bar;
    const double cse79 = 104.01625*cse26 + 104.01625*cse30 + 104.01624999999999*psid_bar;
    const double cse80 = 0.022980970388562793*cse12;
    const double cse81 = -cse2*cse73 + cse3*cse76 - cse33*cse80;
    const double cse82 = cse31*cse78 + cse66*cse79 - cse74 + cse75 - cse77 + cse81;
    const double cse83 = cse3*cse33;
    const double cse84 = cse2*cse3;
    const double cse85 = cse12*cse33;
    const double cse86 = 8.16575648527831e-15*cse6;
    const double cse87 = 104.01624999999999*cse10 - cse3*cse86 + cse36*cse68 - 1.9713880053794953e-14*cse38 + 1.9713880053794953e-14*cse39 + cse59*cse66 + 1.9713880053794953e-14*cse83 + 8.16575648527831e-15*cse84 + 8.16575648527831e-15*cse85;
    const double cse88 = cse10*cse73 + cse49*cse67 + cse49*cse78 - cse51*cse73 - cse51*cse80 - cse52*cse60 - 0.022980970388562793*cse54 + cse60*cse79;
    const double cse89 = -cse56 + cse57;
    const double cse90 = cse89*phid_bar;
    const double cse91 = -cse42 + cse62;
    const double cse92 = cse91*thetad_bar;
    const double cse93 = cse36*(0.0325*cse90 + 0.0325*cse92);
    const double cse94 = cse17 + cse18;
    const double cse95 = cse94*phid_bar;
    const double cse96 = -cse11 + cse13;
    const double cse97 = cse96*thetad_bar;
    const double cse98 = cse95 + cse97;
    const double cse99 = cse68*cse98;
    const double cse100 = cse90 + cse92;
    const double cse101 = cse100*cse59;
    const double cse102 = 104.01625*cse95;
    const double cse103 = 104.01625*cse97;
    const double cse104 = cse66*(-cse102 - cse103);
    const double cse105 = cse101 + cse104 - cse12*cse86 + 8.16575648527831e-15*cse38 - 1.9713880053794953e-14*cse7 - 8.16575648527831e-15*cse83 + 1.9713880053794953e-14*cse84 + 1.9713880053794953e-14*cse85 + cse93 + cse99;
    const double cse106 = -cse23*cse9 - cse24*cse9;
    const double cse107 = cse106*phid_bar;
    const double cse108 = cse27 - cse28;
    const double cse109 = cse108*thetad_bar;
    const double cse110 = cse36*(-0.0325*cse107 - 0.0325*cse109);
    const double cse111 = cse107 + cse109;
    const double cse112 = cse111*cse22;
    const double cse113 = cse31*(cse102 + cse103);
    const double cse114 = cse37*cse98;
    const double cse115 = cse110 + cse112 + cse113 + cse114 + cse35 + cse40 + cse5 - cse8;
    const double cse116 = cse100*cse79 + cse111*cse78 + cse31*(-104.01625*cse90 - 104.01625*cse92) + cse66*(104.01625*cse107 + 104.01625*cse109) + cse74 - cse75 + cse77 + cse81;
    const double cse117 = 2.285185854849603e-14*cse3;
    const double cse118 = 5.027777990577228e-15*cse3;

    memset(out, 0, sizeof(double) * 36);
    out[22] = cse19*cse88 + cse29*cse72 + cse41*cse44 + cse45*cse82 + cse48*cse87 + cse55*cse58;  /* [3, 4] */
    out[23] = cse105*cse29 + cse106*cse87 + cse115*cse58 + cse116*cse19 + cse41*cse89 + cse82*cse94;  /* [3, 5] */
    out[28] = cse14*cse88 + cse25*cse72 + cse55*cse63;  /* [4, 4] */
    out[29] = cse105*cse25 + cse108*cse87 + cse115*cse63 + cse116*cse14 + cse41*cse91 + cse82*cse96;  /* [4, 5] */
    out[34] = -cse10*cse117 + cse118*cse51 + 104.01624999999997*cse2 - 2.0769284716197995e-14*cse31*cse46 - 104.01624999999999*cse46*cse66 - 1.9967346175427393e-16*cse47 + 6.489387507013903e-18*cse50 - 1.9967346175427393e-16*cse53 + 5.027777990577228e-15*cse54 + 0.9999999999999999*cse61 + 0.9999999999999999*cse69 + 2.285185854849603e-14*cse70 + 0.032499999999999994*cse71;  /* [5, 4] */
    out[35] = 0.9999999999999999*cse101 + 0.9999999999999999*cse104 - 1.9967346175427393e-16*cse110 - 1.9967346175427393e-16*cse112 - 1.9967346175427393e-16*cse113 - 1.9967346175427393e-16*cse114 - cse117*cse33 + cse118*cse2 + 2.285185854849603e-14*cse38 - 2.285185854849603e-14*cse39 - 5.027777990577228e-15*cse7 + 5.027777990577228e-15*cse85 + 0.9999999999999999*cse93 + 0.9999999999999999*cse99;  /* [5, 5] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 9 nonzero.
 * 354 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double phid_bar = v[3];
    const double thetad_bar = v[4];
    const double psid_bar = v[5];
    (void)t;
    (void)p;
    const double cse0 = sin(psi_bar);
    const double cse1 = 0.7071067811865476*cse0;
    const double cse2 = cos(psi_bar);
    const double cse3 = 0.7071067811865476*cse2;
    const double cse4 = -cse1 + cse3;
    const double cse5 = cse4*thetad_bar;
    const double cse6 = sin(theta_bar);
    const double cse7 = cos(theta_bar);
    const double cse8 = cse1*cse6 + cse3*cse6 - 1.9967346175427393e-16*cse7;
    const double cse9 = cse8*phid_bar;
    const double cse10 = cse5 + cse9 - 1.9967346175427393e-16*psid_bar;
    const double cse11 = cse0*cse6;
    const double cse12 = 1.9713880053794953e-14*cse2;
    const double cse13 = 73.55059572859523*cse0;
    const double cse14 = 73.55059572859523*cse2;
    const double cse15 = -1.895269253967044e-16*cse0 - 7.850462293418875e-17*cse2;
    const double cse16 = cse15*thetad_bar;
    const double cse17 = cse2*cse6;
    const double cse18 = -7.850462293418875e-17*cse11 + 1.895269253967044e-16*cse17 + 0.9999999999999999*cse7;
    const double cse19 = cse18*phid_bar;
    const double cse20 = cse16 + cse19 + 0.9999999999999999*psid_bar;
    const double cse21 = -104.01625*cse5 - 104.01625*cse9 + 2.0769284716197995e-14*psid_bar;
    const double cse22 = 104.01625*cse16 + 104.01625*cse19 + 104.01624999999999*psid_bar;
    const double cse23 = cse2*thetad_bar;
    const double cse24 = 0.022980970388562793*cse23;
    const double cse25 = 0.022980970388562793*psid_bar;
    const double cse26 = cse0*cse25;
    const double cse27 = cse0*thetad_bar;
    const double cse28 = 0.022980970388562793*cse27;
    const double cse29 = cse10*(-8.16575648527831e-15*cse11 + cse12*cse6 + 104.01624999999999*cse7) - cse17*cse25 + cse18*cse21 + cse20*(-cse13*cse6 - cse14*cse6 + 2.0769284716197995e-14*cse7) + cse22*cse8 + cse24*cse7 - cse26*cse6 - cse28*cse7;
    const double cse30 = 0.7071067811865475*cse2;
    const double cse31 = 0.7071067811865475*cse0;
    const double cse32 = -cse30*cse6 + cse31*cse6;
    const double cse33 = cse30 + cse31;
    const double cse34 = cse33*thetad_bar;
    const double cse35 = cse32*phid_bar;
    const double cse36 = cse34 + cse35;
    const double cse37 = 0.022980970388562796*cse0;
    const double cse38 = 0.022980970388562796*cse2;
    const double cse39 = cse36*(cse37*cse6 + cse38*cse6 - 6.489387507013903e-18*cse7);
    const double cse40 = 104.01625*cse34;
    const double cse41 = 104.01625*cse35;
    const double cse42 = -cse40 - cse41;
    const double cse43 = cse42*cse8;
    const double cse44 = 73.55059572859521*cse2;
    const double cse45 = cse44*cse6;
    const double cse46 = 73.55059572859521*cse0;
    const double cse47 = cse46*cse6;
    const double cse48 = cse10*(cse45 - cse47);
    const double cse49 = cse6*thetad_bar;
    const double cse50 = 8.16575648527831e-15*cse2;
    const double cse51 = cse6*psid_bar;
    const double cse52 = 0.0325*cse5 + 0.0325*cse9 - 6.489387507013903e-18*psid_bar;
    const double cse53 = cse32*cse52;
    const double cse54 = 8.16575648527831e-15*cse27;
    const double cse55 = 1.9713880053794953e-14*cse0;
    const double cse56 = cse12*thetad_bar;
    const double cse57 = cse39 + cse43 + cse48 + 104.01624999999999*cse49 + cse50*cse51 + cse51*cse55 + cse53 + cse54*cse7 - cse56*cse7;
    const double cse58 = cse20*(-cse45 + cse47);
    const double cse59 = -0.0325*cse16 - 0.0325*cse19 - 0.032499999999999994*psid_bar;
    const double cse60 = cse32*cse59;
    const double cse61 = cse36*(2.5514002453611343e-18*cse11 - 6.1596250753928936e-18*cse17 - 0.032499999999999994*cse7);
    const double cse62 = cse14*psid_bar;
    const double cse63 = cse40 + cse41;
    const double cse64 = cse18*cse63;
    const double cse65 = cse13*psid_bar;
    const double cse66 = cse14*thetad_bar;
    const double cse67 = cse13*thetad_bar;
    const double cse68 = -2.0769284716197995e-14*cse49 + cse58 - cse6*cse62 + cse6*cse65 + cse60 + cse61 + cse64 - cse66*cse7 - cse67*cse7;
    const double cse69 = cse7*phid_bar;
    const double cse70 = cse0*cse69;
    const double cse71 = cse10*(-cse50 - cse55) + cse15*cse21 - cse2*cse25 + 0.022980970388562793*cse2*cse69 + cse20*(cse13 - cse14) + cse22*cse4 + cse26 - 0.022980970388562793*cse70;
    const double cse72 = cse36*(-cse37 + cse38);
    const double cse73 = cse33*cse52;
    const double cse74 = cse0*psid_bar;
    const double cse75 = cse6*phid_bar;
    const double cse76 = cse4*cse42;
    const double cse77 = cse10*(-cse44 - cse46);
    const double cse78 = -cse12*cse69 + cse12*psid_bar + 8.16575648527831e-15*cse70 + cse72 + cse73 - 8.16575648527831e-15*cse74 + 104.01624999999999*cse75 + cse76 + cse77;
    const double cse79 = cse36*(6.1596250753928936e-18*cse0 + 2.5514002453611343e-18*cse2);
    const double cse80 = cse20*(cse44 + cse46);
    const double cse81 = cse33*cse59;
    const double cse82 = cse15*cse63;
    const double cse83 = -cse13*cse69 - cse14*cse69 + cse62 + cse65 - 2.0769284716197995e-14*cse75 + cse79 + cse80 + cse81 + cse82;
    const double cse84 = cse0*cse75;
    const double cse85 = 104.01624999999999*cse10 - 0.022980970388562793*cse17*phid_bar + 2.0769284716197995e-14*cse20 + 0.9999999999999999*cse21 - 1.9967346175427393e-16*cse22 - cse24 + cse28 - 0.022980970388562793*cse84;
    const double cse86 = -6.489387507013903e-18*cse36 - 1.9967346175427393e-16*cse42 + cse50*cse75 - cse54 + cse55*cse75 + cse56;
    const double cse87 = cse13*cse75 - cse14*cse75 - 0.032499999999999994*cse36 + 0.9999999999999999*cse63 + cse66 + cse67;
    const double cse88 = 2.285185854849603e-14*cse17;
    const double cse89 = 2.285185854849603e-14*cse27;
    const double cse90 = 5.027777990577228e-15*cse23;
    const double cse91 = 5.027777990577228e-15*cse2;

    memset(out, 0, sizeof(double) * 36);
    out[21] = cse18*cse57 + cse29*cse32 + cse68*cse8;  /* [3, 3] */
    out[22] = cse18*cse78 + cse32*cse71 + cse8*cse83;  /* [3, 4] */
    out[23] = cse18*cse86 + cse32*cse85 + cse8*cse87;  /* [3, 5] */
    out[27] = cse15*cse57 + cse29*cse33 + cse4*cse68;  /* [4, 3] */
    out[28] = cse15*cse78 + cse33*cse71 + cse4*cse83;  /* [4, 4] */
    out[29] = cse15*cse86 + cse33*cse85 + cse4*cse87;  /* [4, 5] */
    out[33] = 5.027777990577228e-15*cse11*psid_bar + 0.9999999999999999*cse39 + 0.9999999999999999*cse43 + 0.9999999999999999*cse48 + 104.01624999999997*cse49 + 0.9999999999999999*cse53 - 1.9967346175427393e-16*cse58 - 1.9967346175427393e-16*cse60 - 1.9967346175427393e-16*cse61 - 1.9967346175427393e-16*cse64 + cse7*cse89 - cse7*cse90 + cse88*psid_bar;  /* [5, 3] */
    out[34] = -cse69*cse91 + 2.285185854849603e-14*cse70 + 0.9999999999999999*cse72 + 0.9999999999999999*cse73 - 2.285185854849603e-14*cse74 + 104.01624999999997*cse75 + 0.9999999999999999*cse76 + 0.9999999999999999*cse77 - 1.9967346175427393e-16*cse79 - 1.9967346175427393e-16*cse80 - 1.9967346175427393e-16*cse81 - 1.9967346175427393e-16*cse82 + cse91*psid_bar;  /* [5, 4] */
    out[35] = -7.703719777548943e-34*cse36 - 1.996734617542739e-16*cse42 - 1.996734617542739e-16*cse63 + 5.027777990577228e-15*cse84 + cse88*phid_bar - cse89 + cse90;  /* [5, 5] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 6); a (accelerations (time derivative of v), 6); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 6 nonzero.
 * 206 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_5 = a[5];
    (void)p;
    const double cse0 = cos(theta_bar);
    const double cse1 = sin(psi_bar);
    const double cse2 = 2.285185854849603e-14*cse1;
    const double cse3 = sin(theta_bar);
    const double cse4 = cos(psi_bar);
    const double cse5 = 5.027777990577228e-15*cse4;
    const double cse6 = cse0*cse5 - 104.01624999999997*cse3;
    const double cse7 = 0.7071067811865475*cse1;
    const double cse8 = 0.7071067811865475*cse4;
    const double cse9 = cse7 + cse8;
    const double cse10 = 0.022980970388562793*cse1;
    const double cse11 = 0.022980970388562793*cse4;
    const double cse12 = cse0*cse10 - cse0*cse11;
    const double cse13 = 73.55059572859523*cse4;
    const double cse14 = 73.55059572859523*cse1;
    const double cse15 = cse0*cse13 + cse0*cse14 + 2.0769284716197995e-14*cse3;
    const double cse16 = 0.7071067811865476*cse1;
    const double cse17 = -cse16;
    const double cse18 = 0.7071067811865476*cse4;
    const double cse19 = cse17 + cse18;
    const double cse20 = 1.895269253967044e-16*cse1;
    const double cse21 = 7.850462293418875e-17*cse4;
    const double cse22 = -cse20 - cse21;
    const double cse23 = 1.9713880053794953e-14*cse4;
    const double cse24 = 8.16575648527831e-15*cse1;
    const double cse25 = cse0*cse23 - cse0*cse24 - 104.01624999999999*cse3;
    const double cse26 = cse0*cse7 - cse0*cse8;
    const double cse27 = cse11*cse3;
    const double cse28 = cse10*cse3;
    const double cse29 = -cse27 + cse28;
    const double cse30 = cse3*cse8;
    const double cse31 = cse3*cse7;
    const double cse32 = -cse30 + cse31;
    const double cse33 = 7.850462293418875e-17*cse1;
    const double cse34 = 1.895269253967044e-16*cse4;
    const double cse35 = 0.9999999999999999*cse0 - cse3*cse33 + cse3*cse34;
    const double cse36 = -cse0*cse33 + cse0*cse34 - 0.9999999999999999*cse3;
    const double cse37 = 104.01624999999999*cse0 + cse23*cse3 - cse24*cse3;
    const double cse38 = cse0*cse16 + cse0*cse18 + 1.9967346175427393e-16*cse3;
    const double cse39 = cse14*cse3;
    const double cse40 = cse13*cse3;
    const double cse41 = -2.0769284716197995e-14*cse0 + cse39 + cse40;
    const double cse42 = cse16*cse3;
    const double cse43 = cse18*cse3;
    const double cse44 = -1.9967346175427393e-16*cse0 + cse42 + cse43;
    const double cse45 = -5.027777990577228e-15*cse1*cse3;
    const double cse46 = cse3*cse4;
    const double cse47 = -cse7 + cse8;
    const double cse48 = cse27 + cse28;
    const double cse49 = -cse39 + cse40;
    const double cse50 = cse33 - cse34;
    const double cse51 = cse17 - cse18;
    const double cse52 = 1.9713880053794953e-14*cse1;
    const double cse53 = 8.16575648527831e-15*cse4;
    const double cse54 = -cse3*cse52 - cse3*cse53;
    const double cse55 = cse30 + cse31;
    const double cse56 = -cse20*cse3 - cse21*cse3;
    const double cse57 = -cse42 + cse43;
    const double cse58 = -cse14;
    const double cse59 = cse13 + cse58;
    const double cse60 = cse10 + cse11;
    const double cse61 = -cse52 - cse53;
    const double cse62 = -cse5;
    const double cse63 = -cse13 + cse58;
    const double cse64 = -cse10 + cse11;
    const double cse65 = -cse23 + cse24;
    const double cse66 = 2.2851858548496034e-14*cse1;

    memset(out, 0, sizeof(double) * 36);
    out[22] = acc_3*(cse12*cse32 + cse15*cse44 + cse25*cse35 + cse26*cse29 + cse36*cse37 + cse38*cse41) + acc_4*(cse12*cse9 + cse15*cse19 + cse22*cse25) + acc_5*(-cse0*cse2 + cse6);  /* [3, 4] */
    out[23] = acc_3*(cse29*cse55 + cse32*cse48 + cse35*cse54 + cse37*cse56 + cse41*cse57 + cse44*cse49) + acc_4*(cse19*cse49 + cse22*cse54 + cse29*cse47 + cse37*cse50 + cse41*cse51 + cse48*cse9) + acc_5*(cse45 - 2.285185854849603e-14*cse46);  /* [3, 5] */
    out[28] = acc_3*(cse26*cse60 + cse36*cse61 + cse38*cse59);  /* [4, 4] */
    out[29] = acc_3*(cse32*cse64 + cse35*cse65 + cse44*cse63 + cse55*cse60 + cse56*cse61 + cse57*cse59) + acc_4*(cse19*cse63 + cse22*cse65 + cse47*cse60 + cse50*cse61 + cse51*cse59 + cse64*cse9) + acc_5*(cse2 + cse62);  /* [4, 5] */
    out[34] = acc_3*(-cse0*cse66 + cse6);  /* [5, 4] */
    out[35] = acc_3*(cse45 - 2.2851858548496034e-14*cse46) + acc_4*(cse62 + cse66);  /* [5, 5] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 6); lam (Lagrange multipliers, one per constraint row, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 9 nonzero.
 * 155 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)t;
    (void)p;
    const double cse0 = sin(phi_bar);
    const double cse1 = sin(theta_bar);
    const double cse2 = cos(theta_bar);
    const double cse3 = cos(psi_bar);
    const double cse4 = 0.7071067811865476*cse0;
    const double cse5 = cse3*cse4;
    const double cse6 = sin(psi_bar);
    const double cse7 = cse4*cse6;
    const double cse8 = cse2*cse5 + cse2*cse7;
    const double cse9 = 1.9967346175427393e-16*cse0*cse1 + cse8;
    const double cse10 = cos(phi_bar);
    const double cse11 = 0.7071067811865476*cse10;
    const double cse12 = cse11*cse3;
    const double cse13 = cse11*cse6;
    const double cse14 = -cse12 + cse13;
    const double cse15 = 1.414213562373095*cse6;
    const double cse16 = -cse10*cse15;
    const double cse17 = 1.414213562373095*cse3;
    const double cse18 = cse10*cse17;
    const double cse19 = cse15*cse2;
    const double cse20 = cse0*cse19;
    const double cse21 = cse17*cse2;
    const double cse22 = -cse0*cse21;
    const double cse23 = cse20 + cse22;
    const double cse24 = cse0*cse15;
    const double cse25 = -cse0*cse17;
    const double cse26 = cse10*cse21;
    const double cse27 = -cse10*cse19;
    const double cse28 = cse26 + cse27;
    const double cse29 = 0.7071067811865475*cse10;
    const double cse30 = cse29*cse3;
    const double cse31 = cse29*cse6;
    const double cse32 = 0.7071067811865475*cse0;
    const double cse33 = cse3*cse32;
    const double cse34 = cse32*cse6;
    const double cse35 = -cse2*cse33 + cse2*cse34;
    const double cse36 = lam_0*(-cse30 - cse31 + cse35) + lam_2*(cse16 - cse18 + cse23) + lam_3*(-cse24 + cse25 + cse28);
    const double cse37 = cse1*cse15;
    const double cse38 = cse10*cse37;
    const double cse39 = cse1*cse17;
    const double cse40 = -cse10*cse39;
    const double cse41 = 1.9967346175427393e-16*cse2;
    const double cse42 = cse0*cse39;
    const double cse43 = cse0*cse37;
    const double cse44 = lam_0*(-cse1*cse30 + cse1*cse31) + lam_1*(cse1*cse12 + cse1*cse13 - cse10*cse41) + lam_2*(cse38 + cse40) + lam_3*(-cse42 + cse43);
    const double cse45 = lam_0*(-cse2*cse30 - cse2*cse31 - cse33 + cse34) + lam_1*(-cse12*cse2 + cse13*cse2 + cse5 + cse7) + lam_2*(cse24 + cse25 - cse26 + cse27) + lam_3*(cse16 + cse18 - cse20 + cse22);
    const double cse46 = 0.7071067811865476*cse6;
    const double cse47 = 0.7071067811865476*cse3;
    const double cse48 = cse1*cse46 + cse1*cse47;
    const double cse49 = lam_4*(-cse37 + cse39);
    const double cse50 = lam_0*(cse1*cse33 + cse1*cse34) + lam_1*(cse1*cse5 - cse1*cse7) + lam_2*(cse42 + cse43) + lam_3*(-cse38 + cse40) + lam_4*(cse19 + cse21) + lam_5*(cse2*cse46 - cse2*cse47);

    memset(out, 0, sizeof(double) * 36);
    out[21] = cse36 + lam_1*(cse14 + cse9);  /* [3, 3] */
    out[22] = cse44;  /* [3, 4] */
    out[23] = cse45;  /* [3, 5] */
    out[27] = cse44;  /* [4, 3] */
    out[28] = cse23*lam_2 + cse28*lam_3 + cse35*lam_0 + cse49 + cse9*lam_1 + lam_5*(-cse41 + cse48);  /* [4, 4] */
    out[29] = cse50;  /* [4, 5] */
    out[33] = cse45;  /* [5, 3] */
    out[34] = cse50;  /* [5, 4] */
    out[35] = cse36 + cse48*lam_5 + cse49 + lam_1*(cse14 + cse8);  /* [5, 5] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); a (accelerations (time derivative of v), 6); lam (Lagrange multipliers, one per constraint row, 6); t (time); p (parameters, 0); h (step size).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 385 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double r_bar_x = q[0];
    const double r_bar_y = q[1];
    const double r_bar_z = q[2];
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double phid_bar = v[3];
    const double thetad_bar = v[4];
    const double psid_bar = v[5];
    const double acc_0 = a[0];
    const double acc_1 = a[1];
    const double acc_2 = a[2];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_5 = a[5];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)p;
    const double cse0 = cos(theta_bar);
    const double cse1 = cos(phi_bar);
    const double cse2 = sin(psi_bar);
    const double cse3 = 0.7071067811865476*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = cos(psi_bar);
    const double cse6 = 0.7071067811865476*cse5;
    const double cse7 = cse1*cse6;
    const double cse8 = sin(phi_bar);
    const double cse9 = cse3*cse8;
    const double cse10 = sin(theta_bar);
    const double cse11 = 1.9967346175427393e-16*cse10;
    const double cse12 = 1.414213562373095*cse8;
    const double cse13 = cse12*cse5;
    const double cse14 = 1.414213562373095*cse1;
    const double cse15 = cse14*cse2;
    const double cse16 = cse0*cse15;
    const double cse17 = cse12*cse2;
    const double cse18 = cse14*cse5;
    const double cse19 = cse0*cse18 - cse17;
    const double cse20 = 73.55059572859523*cse2;
    const double cse21 = cse0*phid_bar*thetad_bar;
    const double cse22 = 73.55059572859523*cse5;
    const double cse23 = cse10*cse20;
    const double cse24 = phid_bar*psid_bar;
    const double cse25 = psid_bar*thetad_bar;
    const double cse26 = cse10*phid_bar;
    const double cse27 = cse26*thetad_bar;
    const double cse28 = 0.7071067811865475*cse2;
    const double cse29 = 0.7071067811865475*cse5;
    const double cse30 = cse28 + cse29;
    const double cse31 = cse30*thetad_bar;
    const double cse32 = 104.01625*cse31;
    const double cse33 = cse10*cse28 - cse10*cse29;
    const double cse34 = cse33*phid_bar;
    const double cse35 = 104.01625*cse34;
    const double cse36 = -1.895269253967044e-16*cse2 - 7.850462293418875e-17*cse5;
    const double cse37 = cse36*thetad_bar;
    const double cse38 = cse10*cse2;
    const double cse39 = cse10*cse5;
    const double cse40 = 0.9999999999999999*cse0 - 7.850462293418875e-17*cse38 + 1.895269253967044e-16*cse39;
    const double cse41 = cse40*phid_bar;
    const double cse42 = cse37 + cse41 + 0.9999999999999999*psid_bar;
    const double cse43 = cse42*(cse32 + cse35);
    const double cse44 = cse10*cse22;
    const double cse45 = cse31 + cse34;
    const double cse46 = cse45*(-0.0325*cse37 - 0.0325*cse41 - 0.032499999999999994*psid_bar);
    const double cse47 = -cse20*cse21 + cse20*cse25 - cse21*cse22 + cse22*cse25 + cse23*cse24 - cse24*cse44 - 2.0769284716197995e-14*cse27 + cse43 + cse46;
    const double cse48 = cse10*cse3;
    const double cse49 = cse10*cse6;
    const double cse50 = 1.9967346175427393e-16*cse0;
    const double cse51 = cse48 + cse49 - cse50;
    const double cse52 = cse21*cse5;
    const double cse53 = 1.9713880053794953e-14*cse2;
    const double cse54 = cse26*psid_bar;
    const double cse55 = cse2*cse21;
    const double cse56 = 8.16575648527831e-15*cse5;
    const double cse57 = cse25*cse5;
    const double cse58 = cse2*cse25;
    const double cse59 = -cse3 + cse6;
    const double cse60 = cse59*thetad_bar;
    const double cse61 = cse51*phid_bar;
    const double cse62 = cse60 + cse61 - 1.9967346175427393e-16*psid_bar;
    const double cse63 = cse62*(-cse32 - cse35);
    const double cse64 = cse45*(0.0325*cse60 + 0.0325*cse61 - 6.489387507013903e-18*psid_bar);
    const double cse65 = 104.01624999999999*cse27 - 1.9713880053794953e-14*cse52 + cse53*cse54 + cse54*cse56 + 8.16575648527831e-15*cse55 + 1.9713880053794953e-14*cse57 - 8.16575648527831e-15*cse58 + cse63 + cse64;
    const double cse66 = 0.022980970388562793*cse2;
    const double cse67 = cse10*cse66;
    const double cse68 = 0.022980970388562793*cse5;
    const double cse69 = cse10*cse68;
    const double cse70 = -cse21*cse66 + cse21*cse68 - cse24*cse67 - cse24*cse69 + cse25*cse66 - cse25*cse68 + cse42*(-104.01625*cse60 - 104.01625*cse61 + 2.0769284716197995e-14*psid_bar) + cse62*(104.01625*cse37 + 104.01625*cse41 + 104.01624999999999*psid_bar);
    const double cse71 = 104.01624999999997*cse0 + 5.027777990577228e-15*cse39;
    const double cse72 = 104.01624999999999*cse0 - 8.16575648527831e-15*cse38 + 1.9713880053794953e-14*cse39;
    const double cse73 = -2.0769284716197995e-14*cse0 + cse23 + cse44;
    const double cse74 = cse67 - cse69;
    const double cse75 = cse1*cse28;
    const double cse76 = cse0*cse75;
    const double cse77 = cse1*cse29;
    const double cse78 = cse0*cse77;
    const double cse79 = cse28*cse8;
    const double cse80 = cse29*cse8;
    const double cse81 = cse0*cse13;
    const double cse82 = -cse0*cse17 + cse18;
    const double cse83 = 1.414213562373095*cse0;
    const double cse84 = cse0*cse6;
    const double cse85 = 2.285185854849603e-14*cse5;
    const double cse86 = 5.027777990577228e-15*cse2;
    const double cse87 = -cse86;
    const double cse88 = -cse53 - cse56;
    const double cse89 = cse66 + cse68;
    const double cse90 = -cse20 + cse22;
    const double cse91 = cse0*cse9;
    const double cse92 = -cse4 - cse8*cse84;
    const double cse93 = cse0*cse80;
    const double cse94 = -cse0*cse79 + cse77;
    const double cse95 = (1.0/(h*h));
    const double cse96 = cse75 + cse93 + cse94;

    out[0] = 78.0*acc_0 - lam_2;  /* [0, 0] */
    out[1] = 78.0*acc_1 - lam_3;  /* [1, 0] */
    out[2] = 78.0*acc_2 - lam_4 + 765.1800000000001;  /* [2, 0] */
    out[3] = acc_3*(cse33*cse74 + cse40*cse72 + cse51*cse73) + acc_4*(cse30*cse74 + cse36*cse72 + cse59*cse73) + acc_5*(-2.285185854849603e-14*cse38 + cse71) - cse33*cse70 - cse40*cse65 - cse47*cse51 + lam_0*(-cse76 + cse78 - cse79 - cse80) + lam_1*(-cse0*cse4 - cse0*cse7 - cse1*cse11 - cse6*cse8 + cse9) + lam_2*(-cse13 - cse16 + cse19) + lam_3*(cse15 + cse81 + cse82);  /* [3, 0] */
    out[4] = acc_3*(cse33*cse89 + cse40*cse88 + cse51*cse90) + acc_4*(cse30*cse89 + cse36*cse88 + cse59*cse90) + acc_5*(-cse85 + cse87) - cse30*cse70 - cse36*cse65 - cse47*cse59 + lam_0*(cse10*cse79 - cse10*cse80) + lam_1*(cse10*cse9 + cse49*cse8 - cse50*cse8) + lam_2*(cse12*cse38 - cse12*cse39) + lam_3*(-cse14*cse38 + cse14*cse39) + lam_4*(cse2*cse83 - cse5*cse83) + lam_5*(-cse0*cse3 - cse11 - cse84);  /* [4, 0] */
    out[5] = acc_3*(-2.2851858548496034e-14*cse38 + cse71) + acc_4*(-2.2851858548496034e-14*cse5 + cse87) + 104.01624999999997*acc_5 - 104.01624999999997*cse27 + 1.9967346175427393e-16*cse43 + 1.9967346175427393e-16*cse46 + 5.027777990577228e-15*cse52 - cse54*cse85 - cse54*cse86 - 2.285185854849603e-14*cse55 - 5.027777990577228e-15*cse57 + 2.285185854849603e-14*cse58 - 0.9999999999999999*cse63 - 0.9999999999999999*cse64 + lam_0*(-cse75 - cse93 + cse94) + lam_1*(-cse7 + cse91 + cse92) + lam_2*(-cse15 - cse81 + cse82) + lam_3*(cse13 + cse16 + cse19) + lam_4*(1.414213562373095*cse38 + 1.414213562373095*cse39) + lam_5*(cse48 - cse49);  /* [5, 0] */
    out[6] = cse95*cse96;  /* [6, 0] */
    out[7] = cse95*(-cse11*cse8 + cse7 - cse91 + cse92);  /* [7, 0] */
    out[8] = cse95*(2*cse96 - r_bar_x);  /* [8, 0] */
    out[9] = cse95*(2*cse76 - 2*cse78 + 2*cse79 + 2*cse80 - r_bar_y);  /* [9, 0] */
    out[10] = cse95*(2*cse33 - r_bar_z);  /* [10, 0] */
    out[11] = cse95*(-cse51 + sin((1.0/4.0)*3.141592653589793*cos(2*t)));  /* [11, 0] */
}

/* Reverse Cuthill-McKee order of index3_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_single_pendulum_re_index3_matrix_perm[12] = {2, 1, 10, 11, 9, 7, 6, 5, 4, 3, 8, 0};

/* index3_matrix written into the column-major band storage of its permuted matrix
 * (n = 12, kl = 6, ku = 6, ldab = 19); ab is zeroed by the caller. */
void mg_single_pendulum_re_index3_matrix_band(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *ab)
{
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double phid_bar = v[3];
    const double thetad_bar = v[4];
    const double psid_bar = v[5];
    const double acc_3 = a[3];
    const double acc_4 = a[4];
    const double acc_5 = a[5];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)t;
    (void)p;
    const double cse0 = sin(theta_bar);
    const double cse1 = cos(psi_bar);
    const double cse2 = 0.7071067811865475*cse1;
    const double cse3 = cse0*cse2;
    const double cse4 = sin(psi_bar);
    const double cse5 = 0.7071067811865475*cse4;
    const double cse6 = cse0*cse5;
    const double cse7 = -cse3 + cse6;
    const double cse8 = 0.022980970388562793*cse1;
    const double cse9 = cse0*cse8;
    const double cse10 = 0.022980970388562793*cse4;
    const double cse11 = cse0*cse10;
    const double cse12 = cse11 - cse9;
    const double cse13 = 8.16575648527831e-15*cse4;
    const double cse14 = cse0*cse13;
    const double cse15 = 1.9713880053794953e-14*cse1;
    const double cse16 = cos(theta_bar);
    const double cse17 = 104.01624999999999*cse16;
    const double cse18 = cse0*cse15 - cse14 + cse17;
    const double cse19 = 7.850462293418875e-17*cse4;
    const double cse20 = 1.895269253967044e-16*cse1;
    const double cse21 = -cse0*cse19 + cse0*cse20 + 0.9999999999999999*cse16;
    const double cse22 = 1.9967346175427393e-16*cse16;
    const double cse23 = 0.7071067811865476*cse4;
    const double cse24 = cse0*cse23;
    const double cse25 = 0.7071067811865476*cse1;
    const double cse26 = cse0*cse25;
    const double cse27 = cse24 + cse26;
    const double cse28 = -cse22 + cse27;
    const double cse29 = 73.55059572859523*cse4;
    const double cse30 = cse0*cse29;
    const double cse31 = 73.55059572859523*cse1;
    const double cse32 = cse0*cse31;
    const double cse33 = 2.0769284716197995e-14*cse16;
    const double cse34 = cse30 + cse32 - cse33;
    const double cse35 = -cse23;
    const double cse36 = cse25 + cse35;
    const double cse37 = cse36*thetad_bar;
    const double cse38 = cse28*phid_bar;
    const double cse39 = cse37 + cse38 - 1.9967346175427393e-16*psid_bar;
    const double cse40 = -cse30;
    const double cse41 = 1.895269253967044e-16*cse4;
    const double cse42 = 7.850462293418875e-17*cse1;
    const double cse43 = -cse41 - cse42;
    const double cse44 = cse43*thetad_bar;
    const double cse45 = cse21*phid_bar;
    const double cse46 = cse44 + cse45 + 0.9999999999999999*psid_bar;
    const double cse47 = -104.01625*cse37 - 104.01625*cse38 + 2.0769284716197995e-14*psid_bar;
    const double cse48 = 104.01625*cse44 + 104.01625*cse45 + 104.01624999999999*psid_bar;
    const double cse49 = cse16*cse8;
    const double cse50 = cse49*thetad_bar;
    const double cse51 = cse10*psid_bar;
    const double cse52 = cse0*cse51;
    const double cse53 = cse10*thetad_bar;
    const double cse54 = cse16*cse53;
    const double cse55 = cse18*cse39 + cse21*cse47 + cse28*cse48 + cse46*(-cse32 + cse33 + cse40) + cse50 - cse52 - cse54 - cse9*psid_bar;
    const double cse56 = cse2 + cse5;
    const double cse57 = cse56*thetad_bar;
    const double cse58 = cse7*phid_bar;
    const double cse59 = cse57 + cse58;
    const double cse60 = 0.022980970388562796*cse4;
    const double cse61 = 0.022980970388562796*cse1;
    const double cse62 = cse59*(cse0*cse60 + cse0*cse61 - 6.489387507013903e-18*cse16);
    const double cse63 = 104.01625*cse57;
    const double cse64 = 104.01625*cse58;
    const double cse65 = -cse63 - cse64;
    const double cse66 = cse28*cse65;
    const double cse67 = 73.55059572859521*cse1;
    const double cse68 = cse0*cse67;
    const double cse69 = 73.55059572859521*cse4;
    const double cse70 = cse0*cse69;
    const double cse71 = cse39*(cse68 - cse70);
    const double cse72 = 104.01624999999999*cse0;
    const double cse73 = 8.16575648527831e-15*cse1;
    const double cse74 = cse0*cse73;
    const double cse75 = cse74*psid_bar;
    const double cse76 = 0.0325*cse37 + 0.0325*cse38 - 6.489387507013903e-18*psid_bar;
    const double cse77 = cse7*cse76;
    const double cse78 = cse13*cse16;
    const double cse79 = cse78*thetad_bar;
    const double cse80 = 1.9713880053794953e-14*cse4;
    const double cse81 = cse0*cse80;
    const double cse82 = cse15*thetad_bar;
    const double cse83 = cse16*cse82;
    const double cse84 = cse62 + cse66 + cse71 + cse72*thetad_bar + cse75 + cse77 + cse79 + cse81*psid_bar - cse83;
    const double cse85 = cse46*(-cse68 + cse70);
    const double cse86 = -0.0325*cse44 - 0.0325*cse45 - 0.032499999999999994*psid_bar;
    const double cse87 = cse7*cse86;
    const double cse88 = cse59*(-6.1596250753928936e-18*cse0*cse1 + 2.5514002453611343e-18*cse0*cse4 - 0.032499999999999994*cse16);
    const double cse89 = cse32*psid_bar;
    const double cse90 = cse63 + cse64;
    const double cse91 = cse21*cse90;
    const double cse92 = 2.0769284716197995e-14*cse0;
    const double cse93 = cse92*thetad_bar;
    const double cse94 = cse30*psid_bar;
    const double cse95 = cse16*cse31;
    const double cse96 = cse16*cse29;
    const double cse97 = cse96*thetad_bar;
    const double cse98 = cse85 + cse87 + cse88 - cse89 + cse91 - cse93 + cse94 - cse95*thetad_bar - cse97;
    const double cse99 = (h*h);
    const double cse100 = sin(phi_bar);
    const double cse101 = 1.9967346175427393e-16*cse0;
    const double cse102 = cse100*cse25;
    const double cse103 = cse102*cse16;
    const double cse104 = cse100*cse23;
    const double cse105 = cse104*cse16;
    const double cse106 = cse103 + cse105;
    const double cse107 = cse100*cse101 + cse106;
    const double cse108 = cos(phi_bar);
    const double cse109 = cse108*cse25;
    const double cse110 = -cse109;
    const double cse111 = cse108*cse23;
    const double cse112 = cse110 + cse111;
    const double cse113 = 1.414213562373095*cse4;
    const double cse114 = cse108*cse113;
    const double cse115 = -cse114;
    const double cse116 = 1.414213562373095*cse1;
    const double cse117 = cse108*cse116;
    const double cse118 = cse100*cse113;
    const double cse119 = cse118*cse16;
    const double cse120 = cse116*cse16;
    const double cse121 = cse100*cse120;
    const double cse122 = -cse121;
    const double cse123 = cse119 + cse122;
    const double cse124 = cse100*cse116;
    const double cse125 = -cse124;
    const double cse126 = -cse118;
    const double cse127 = cse108*cse120;
    const double cse128 = cse113*cse16;
    const double cse129 = cse108*cse128;
    const double cse130 = -cse129;
    const double cse131 = cse127 + cse130;
    const double cse132 = cse125 + cse126 + cse131;
    const double cse133 = cse108*cse2;
    const double cse134 = cse108*cse5;
    const double cse135 = -cse134;
    const double cse136 = cse100*cse2;
    const double cse137 = -cse136*cse16;
    const double cse138 = cse100*cse5;
    const double cse139 = cse138*cse16;
    const double cse140 = cse137 + cse139;
    const double cse141 = cse132*lam_3 + lam_0*(-cse133 + cse135 + cse140) + lam_2*(cse115 - cse117 + cse123);
    const double cse142 = cse8*psid_bar;
    const double cse143 = -cse73 - cse80;
    const double cse144 = cse49*phid_bar;
    const double cse145 = -cse31;
    const double cse146 = cse10*cse16;
    const double cse147 = -cse142 + cse143*cse39 + cse144 - cse146*phid_bar + cse36*cse48 + cse43*cse47 + cse46*(cse145 + cse29) + cse51;
    const double cse148 = cse59*(-cse60 + cse61);
    const double cse149 = cse56*cse76;
    const double cse150 = cse13*psid_bar;
    const double cse151 = cse72*phid_bar;
    const double cse152 = cse36*cse65;
    const double cse153 = cse15*psid_bar;
    const double cse154 = cse39*(-cse67 - cse69);
    const double cse155 = cse15*cse16;
    const double cse156 = cse148 + cse149 - cse150 + cse151 + cse152 + cse153 + cse154 - cse155*phid_bar + cse78*phid_bar;
    const double cse157 = cse59*(2.5514002453611343e-18*cse1 + 6.1596250753928936e-18*cse4);
    const double cse158 = cse46*(cse67 + cse69);
    const double cse159 = cse56*cse86;
    const double cse160 = cse95*phid_bar;
    const double cse161 = cse43*cse90;
    const double cse162 = cse96*phid_bar;
    const double cse163 = cse157 + cse158 + cse159 - cse160 + cse161 - cse162 + cse29*psid_bar + cse31*psid_bar - cse92*phid_bar;
    const double cse164 = -cse16*cse2 + cse16*cse5;
    const double cse165 = cse146 - cse49;
    const double cse166 = cse155 - cse72 - cse78;
    const double cse167 = -0.9999999999999999*cse0 - cse16*cse19 + cse16*cse20;
    const double cse168 = cse16*cse25;
    const double cse169 = cse16*cse23;
    const double cse170 = cse101 + cse168 + cse169;
    const double cse171 = cse92 + cse95 + cse96;
    const double cse172 = 2.285185854849603e-14*cse4;
    const double cse173 = cse16*cse172;
    const double cse174 = 104.01624999999997*cse0;
    const double cse175 = 5.027777990577228e-15*cse1;
    const double cse176 = cse16*cse175;
    const double cse177 = -cse174 + cse176;
    const double cse178 = cse97*phid_bar;
    const double cse179 = cse29*thetad_bar;
    const double cse180 = cse179*psid_bar;
    const double cse181 = cse89*phid_bar;
    const double cse182 = cse31*thetad_bar;
    const double cse183 = -cse160*thetad_bar + cse182*psid_bar + cse94*phid_bar;
    const double cse184 = -cse178 + cse180 - cse181 + cse183 + cse46*cse90 + cse59*cse86 - cse93*phid_bar;
    const double cse185 = cse164*phid_bar;
    const double cse186 = cse185*cse86;
    const double cse187 = cse167*phid_bar;
    const double cse188 = 0.0325*cse59;
    const double cse189 = 104.01625*cse46;
    const double cse190 = cse187*cse90;
    const double cse191 = phid_bar*thetad_bar;
    const double cse192 = cse32*phid_bar;
    const double cse193 = cse30*phid_bar;
    const double cse194 = -cse160*psid_bar + cse162*psid_bar + cse185*cse189 + cse186 - cse187*cse188 + cse190 - cse191*cse33 + cse192*thetad_bar + cse193*thetad_bar;
    const double cse195 = cse170*phid_bar;
    const double cse196 = cse195*cse65;
    const double cse197 = 104.01625*cse39;
    const double cse198 = cse185*cse76;
    const double cse199 = cse16*phid_bar;
    const double cse200 = cse199*psid_bar;
    const double cse201 = cse0*phid_bar;
    const double cse202 = -cse14*cse191 + cse17*cse191 - cse185*cse197 + cse188*cse195 + cse196 + cse198 + cse200*cse73 + cse200*cse80 + cse201*cse82;
    const double cse203 = cse52*phid_bar;
    const double cse204 = cse50*phid_bar;
    const double cse205 = cse142*thetad_bar;
    const double cse206 = cse9*phid_bar;
    const double cse207 = -cse206*psid_bar + cse51*thetad_bar - cse54*phid_bar;
    const double cse208 = -cse203 + cse204 - cse205 + cse207 + cse39*cse48 + cse46*cse47;
    const double cse209 = cse81*phid_bar;
    const double cse210 = -cse150*thetad_bar + cse151*thetad_bar + cse209*psid_bar + cse39*cse65 + cse59*cse76 + cse75*phid_bar + cse79*phid_bar + cse82*psid_bar - cse83*phid_bar;
    const double cse211 = -cse144*psid_bar + cse187*cse197 + cse187*cse47 - cse189*cse195 + cse195*cse48 - cse199*cse51 + cse201*cse53 - cse206*thetad_bar;
    const double cse212 = cse0*cse116;
    const double cse213 = cse100*cse212;
    const double cse214 = cse0*cse113;
    const double cse215 = cse100*cse214;
    const double cse216 = -cse213 + cse215;
    const double cse217 = cse108*cse214;
    const double cse218 = cse108*cse212;
    const double cse219 = -cse218;
    const double cse220 = cse216*lam_3 + lam_0*(-cse0*cse133 + cse0*cse134) + lam_1*(cse0*cse109 + cse0*cse111 - cse108*cse22) + lam_2*(cse217 + cse219);
    const double cse221 = 104.01624999999999*cse39;
    const double cse222 = 2.0769284716197995e-14*cse46;
    const double cse223 = -cse11*phid_bar - cse206 + cse221 + cse222 + 0.9999999999999999*cse47 - 1.9967346175427393e-16*cse48 + cse53 - cse8*thetad_bar;
    const double cse224 = 6.489387507013903e-18*cse59;
    const double cse225 = -cse13*thetad_bar + cse209 - cse224 - 1.9967346175427393e-16*cse65 + cse74*phid_bar + cse82;
    const double cse226 = 0.032499999999999994*cse59;
    const double cse227 = cse179 + cse182 - cse192 + cse193 - cse226 + 0.9999999999999999*cse90;
    const double cse228 = cse3 + cse6;
    const double cse229 = cse11 + cse9;
    const double cse230 = -cse0*cse41 - cse0*cse42;
    const double cse231 = -cse74 - cse81;
    const double cse232 = -cse24 + cse26;
    const double cse233 = cse32 + cse40;
    const double cse234 = cse2 - cse5;
    const double cse235 = cse19 - cse20;
    const double cse236 = -cse25 + cse35;
    const double cse237 = 5.027777990577228e-15*cse4;
    const double cse238 = cse0*cse237;
    const double cse239 = -cse238;
    const double cse240 = 2.285185854849603e-14*cse1;
    const double cse241 = cse0*cse240;
    const double cse242 = cse232*phid_bar;
    const double cse243 = cse236*thetad_bar;
    const double cse244 = cse59*(0.0325*cse242 + 0.0325*cse243);
    const double cse245 = cse228*phid_bar;
    const double cse246 = cse234*thetad_bar;
    const double cse247 = cse245 + cse246;
    const double cse248 = cse247*cse76;
    const double cse249 = cse242 + cse243;
    const double cse250 = cse249*cse65;
    const double cse251 = 104.01625*cse245;
    const double cse252 = 104.01625*cse246;
    const double cse253 = cse39*(-cse251 - cse252);
    const double cse254 = psid_bar*thetad_bar;
    const double cse255 = cse16*cse191;
    const double cse256 = -cse150*cse201 + cse153*cse201 + cse244 + cse248 + cse250 + cse253 - cse254*cse73 - cse254*cse80 + cse255*cse73 + cse255*cse80;
    const double cse257 = cse230*phid_bar;
    const double cse258 = cse235*thetad_bar;
    const double cse259 = cse59*(-0.0325*cse257 - 0.0325*cse258);
    const double cse260 = cse257 + cse258;
    const double cse261 = cse260*cse90;
    const double cse262 = cse46*(cse251 + cse252);
    const double cse263 = cse247*cse86;
    const double cse264 = cse178 - cse180 + cse181 + cse183 + cse259 + cse261 + cse262 + cse263;
    const double cse265 = cse203 - cse204 + cse205 + cse207 + cse249*cse48 + cse260*cse47 + cse39*(104.01625*cse257 + 104.01625*cse258) + cse46*(-104.01625*cse242 - 104.01625*cse243);
    const double cse266 = cse117 - cse119;
    const double cse267 = cse115 + cse122 + cse266;
    const double cse268 = cse133*cse16;
    const double cse269 = -cse134*cse16 - cse136;
    const double cse270 = cse111*cse16;
    const double cse271 = cse104 - cse109*cse16;
    const double cse272 = cse267*lam_3 + lam_0*(cse138 - cse268 + cse269) + lam_1*(cse102 + cse270 + cse271) + lam_2*(cse118 + cse125 - cse127 + cse130);
    const double cse273 = 104.01624999999997*cse16;
    const double cse274 = cse0*cse175;
    const double cse275 = cse273 + cse274;
    const double cse276 = -cse138 + cse268 + cse269;
    const double cse277 = -cse101*cse108 - cse102 - cse270 + cse271;
    const double cse278 = cse114 + cse121 + cse266;
    const double cse279 = -cse29;
    const double cse280 = cse279 + cse31;
    const double cse281 = cse10 + cse8;
    const double cse282 = lam_4*(cse212 - cse214);
    const double cse283 = -cse237;
    const double cse284 = cse145 + cse279;
    const double cse285 = -cse10 + cse8;
    const double cse286 = cse13 - cse15;
    const double cse287 = -cse175;
    const double cse288 = -cse168;
    const double cse289 = -cse217;
    const double cse290 = cse0*cse104;
    const double cse291 = cse0*cse102;
    const double cse292 = cse0*cse138;
    const double cse293 = cse0*cse136;
    const double cse294 = lam_0*(cse292 + cse293) + lam_1*(-cse290 + cse291) + lam_2*(cse213 + cse215) + lam_3*(cse219 + cse289) + lam_4*(cse120 + cse128) + lam_5*(cse169 + cse288);
    const double cse295 = cse292 - cse293;
    const double cse296 = -cse100*cse22 + cse290 + cse291;
    const double cse297 = cse218 + cse289;
    const double cse298 = -cse120 + cse128;
    const double cse299 = -cse101 - cse169 + cse288;
    const double cse300 = 2.2851858548496034e-14*cse4;
    const double cse301 = cse172*thetad_bar;
    const double cse302 = 2.2851858548496034e-14*cse1;
    const double cse303 = cse172*psid_bar;
    const double cse304 = cse175*psid_bar;
    const double cse305 = cse133 + cse135 + cse137 - cse139;
    const double cse306 = -cse103 + cse105 + cse110 - cse111;
    const double cse307 = cse124 + cse126 + cse127 + cse129;
    const double cse308 = cse212 + cse214;
    const double cse309 = cse24 - cse26;

    ab[221] = 78.0;  /* [0, 0] */
    ab[203] = -1;  /* [0, 8] */
    ab[31] = 78.0;  /* [1, 1] */
    ab[85] = -1;  /* [1, 9] */
    ab[12] = 78.0;  /* [2, 2] */
    ab[48] = -1;  /* [2, 10] */
    ab[183] = cse12*cse7 + cse18*cse21 + cse28*cse34 + cse99*(cse141 + lam_1*(cse107 + cse112)) - h*(cse21*cse84 + cse28*cse98 + cse55*cse7);  /* [3, 3] */
    ab[165] = cse12*cse56 + cse18*cse43 + cse34*cse36 + cse99*(acc_3*(cse12*cse164 + cse165*cse7 + cse166*cse21 + cse167*cse18 + cse170*cse34 + cse171*cse28) + acc_4*(cse165*cse56 + cse166*cse43 + cse171*cse36) + acc_5*(-cse173 + cse177) - cse164*cse208 - cse167*cse210 - cse170*cse184 - cse194*cse28 - cse202*cse21 - cse211*cse7 + cse220) - h*(cse147*cse7 + cse156*cse21 + cse163*cse28);  /* [3, 4] */
    ab[147] = -cse0*cse172 + cse275 + cse99*(acc_3*(cse12*cse228 + cse18*cse230 + cse21*cse231 + cse229*cse7 + cse232*cse34 + cse233*cse28) + acc_4*(cse12*cse234 + cse18*cse235 + cse229*cse56 + cse231*cse43 + cse233*cse36 + cse236*cse34) + acc_5*(cse239 - cse241) - cse184*cse232 - cse208*cse228 - cse21*cse256 - cse210*cse230 - cse264*cse28 - cse265*cse7 + cse272) - h*(cse21*cse225 + cse223*cse7 + cse227*cse28);  /* [3, 5] */
    ab[129] = cse276;  /* [3, 6] */
    ab[111] = cse277;  /* [3, 7] */
    ab[201] = cse132;  /* [3, 8] */
    ab[93] = cse278;  /* [3, 9] */
    ab[182] = cse143*cse21 + cse220*cse99 + cse28*cse280 + cse281*cse7 - h*(cse36*cse98 + cse43*cse84 + cse55*cse56);  /* [4, 3] */
    ab[164] = cse143*cse43 + cse280*cse36 + cse281*cse56 + cse99*(acc_3*(cse143*cse167 + cse164*cse281 + cse170*cse280) + cse107*lam_1 + cse123*lam_2 + cse131*lam_3 + cse140*lam_0 - cse194*cse36 - cse202*cse43 - cse211*cse56 + cse28*lam_5 + cse282) - h*(cse147*cse56 + cse156*cse43 + cse163*cse36);  /* [4, 4] */
    ab[146] = -cse240 + cse283 + cse99*(acc_3*(cse143*cse230 + cse21*cse286 + cse228*cse281 + cse232*cse280 + cse28*cse284 + cse285*cse7) + acc_4*(cse143*cse235 + cse234*cse281 + cse236*cse280 + cse284*cse36 + cse285*cse56 + cse286*cse43) + acc_5*(cse172 + cse287) - cse184*cse236 - cse208*cse234 - cse210*cse235 - cse256*cse43 - cse264*cse36 - cse265*cse56 + cse294) - h*(cse223*cse56 + cse225*cse43 + cse227*cse36);  /* [4, 5] */
    ab[128] = cse295;  /* [4, 6] */
    ab[110] = cse296;  /* [4, 7] */
    ab[200] = cse216;  /* [4, 8] */
    ab[92] = cse297;  /* [4, 9] */
    ab[56] = cse298;  /* [4, 10] */
    ab[74] = cse299;  /* [4, 11] */
    ab[181] = -cse0*cse300 + cse272*cse99 + cse275 - h*(cse16*cse301 + cse174*thetad_bar - cse176*thetad_bar + cse238*psid_bar + cse241*psid_bar + 0.9999999999999999*cse62 + 0.9999999999999999*cse66 + 0.9999999999999999*cse71 + 0.9999999999999999*cse77 - 1.9967346175427393e-16*cse85 - 1.9967346175427393e-16*cse87 - 1.9967346175427393e-16*cse88 - 1.9967346175427393e-16*cse91);  /* [5, 3] */
    ab[163] = cse283 - cse302 + cse99*(acc_3*(-cse16*cse300 + cse177) + cse185*cse221 + cse185*cse222 + 1.9967346175427393e-16*cse186 - cse187*cse224 + 1.9967346175427393e-16*cse190 - cse191*cse273 - cse191*cse274 - cse195*cse226 - 0.9999999999999999*cse196 - 0.9999999999999999*cse198 - cse200*cse237 - cse200*cse240 + cse201*cse301 + cse294) - h*(0.9999999999999999*cse148 + 0.9999999999999999*cse149 + 0.9999999999999999*cse152 + 0.9999999999999999*cse154 - 1.9967346175427393e-16*cse157 - 1.9967346175427393e-16*cse158 - 1.9967346175427393e-16*cse159 - 1.9967346175427393e-16*cse161 + cse173*phid_bar + cse174*phid_bar - cse176*phid_bar - cse303 + cse304);  /* [5, 4] */
    ab[145] = cse99*(acc_3*(-cse0*cse302 + cse239) + acc_4*(cse287 + cse300) + cse141 + cse201*cse303 - cse201*cse304 + cse237*cse254 - cse237*cse255 + cse240*cse254 - cse240*cse255 - 0.9999999999999999*cse244 - 0.9999999999999999*cse248 - 0.9999999999999999*cse250 - 0.9999999999999999*cse253 + 1.9967346175427393e-16*cse259 + 1.9967346175427393e-16*cse261 + 1.9967346175427393e-16*cse262 + 1.9967346175427393e-16*cse263 + cse27*lam_5 + cse282 + lam_1*(cse106 + cse112)) - h*(cse175*thetad_bar + cse238*phid_bar + cse241*phid_bar - cse301 - 7.703719777548943e-34*cse59 - 1.996734617542739e-16*cse65 - 1.996734617542739e-16*cse90) + 104.01624999999997;  /* [5, 5] */
    ab[127] = cse305;  /* [5, 6] */
    ab[109] = cse306;  /* [5, 7] */
    ab[199] = cse267;  /* [5, 8] */
    ab[91] = cse307;  /* [5, 9] */
    ab[55] = cse308;  /* [5, 10] */
    ab[73] = cse309;  /* [5, 11] */
    ab[180] = cse276;  /* [6, 3] */
    ab[162] = cse295;  /* [6, 4] */
    ab[144] = cse305;  /* [6, 5] */
    ab[179] = cse277;  /* [7, 3] */
    ab[161] = cse296;  /* [7, 4] */
    ab[143] = cse306;  /* [7, 5] */
    ab[220] = -1;  /* [8, 0] */
    ab[184] = cse132;  /* [8, 3] */
    ab[166] = cse216;  /* [8, 4] */
    ab[148] = cse267;  /* [8, 5] */
    ab[34] = -1;  /* [9, 1] */
    ab[178] = cse278;  /* [9, 3] */
    ab[160] = cse297;  /* [9, 4] */
    ab[142] = cse307;  /* [9, 5] */
    ab[14] = -1;  /* [10, 2] */
    ab[158] = cse298;  /* [10, 4] */
    ab[140] = cse308;  /* [10, 5] */
    ab[159] = cse299;  /* [11, 4] */
    ab[141] = cse309;  /* [11, 5] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Output: out, 12 x 12 row-major, 50 nonzero, unpacked from index3_matrix_band (one copy
 * of the expressions serves both). On allocation failure every entry of out is NaN.
 */
static const int mg_single_pendulum_re_index3_matrix_cells[50][2] = {
    {0, 221},
    {8, 203},
    {13, 31},
    {21, 85},
    {26, 12},
    {34, 48},
    {39, 183},
    {40, 165},
    {41, 147},
    {42, 129},
    {43, 111},
    {44, 201},
    {45, 93},
    {51, 182},
    {52, 164},
    {53, 146},
    {54, 128},
    {55, 110},
    {56, 200},
    {57, 92},
    {58, 56},
    {59, 74},
    {63, 181},
    {64, 163},
    {65, 145},
    {66, 127},
    {67, 109},
    {68, 199},
    {69, 91},
    {70, 55},
    {71, 73},
    {75, 180},
    {76, 162},
    {77, 144},
    {87, 179},
    {88, 161},
    {89, 143},
    {96, 220},
    {99, 184},
    {100, 166},
    {101, 148},
    {109, 34},
    {111, 178},
    {112, 160},
    {113, 142},
    {122, 14},
    {124, 158},
    {125, 140},
    {136, 159},
    {137, 141},
};

void mg_single_pendulum_re_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    double *ab = calloc((size_t)19 * 12, sizeof(double));
    if (ab == NULL) {
        for (int k = 0; k < 144; ++k) {
            out[k] = NAN;
        }
        return;
    }
    mg_single_pendulum_re_index3_matrix_band(q, v, a, lam, t, p, h, ab);
    memset(out, 0, sizeof(double) * 144);
    for (int k = 0; k < 50; ++k) {
        out[mg_single_pendulum_re_index3_matrix_cells[k][0]] = ab[mg_single_pendulum_re_index3_matrix_cells[k][1]];
    }
    free(ab);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 6); p (parameters, 0).
 * Output: out, 12 x 6 row-major, 45 nonzero.
 * 260 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_B(const double *q, const double *p, double *out)
{
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    (void)p;
    const double cse0 = cos(theta_bar);
    const double cse1 = sin(phi_bar);
    const double cse2 = sin(psi_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = cos(psi_bar);
    const double cse6 = 0.7071067811865475*cse5;
    const double cse7 = cse1*cse6;
    const double cse8 = cos(phi_bar);
    const double cse9 = cse3*cse8;
    const double cse10 = cse6*cse8;
    const double cse11 = -cse0*cse4 + cse0*cse7 + cse10 + cse9;
    const double cse12 = -cse0*cse10 + cse0*cse9 + cse4 + cse7;
    const double cse13 = sin(theta_bar);
    const double cse14 = cse13*cse3 - cse13*cse6;
    const double cse15 = 1.414213562373095*cse2;
    const double cse16 = cse15*cse8;
    const double cse17 = 1.414213562373095*cse5;
    const double cse18 = cse17*cse8;
    const double cse19 = cse1*cse15;
    const double cse20 = cse1*cse17;
    const double cse21 = -cse0*cse16 + cse0*cse18 - cse19 - cse20;
    const double cse22 = 1.895269253967044e-16*cse5;
    const double cse23 = cse0*cse22;
    const double cse24 = 7.850462293418875e-17*cse2;
    const double cse25 = cse0*cse24;
    const double cse26 = 1.895269253967044e-16*cse2;
    const double cse27 = 7.850462293418875e-17*cse5;
    const double cse28 = 0.9999999999999999*cse13;
    const double cse29 = -cse1*cse23 + cse1*cse25 + cse1*cse28 - cse26*cse8 - cse27*cse8;
    const double cse30 = 0.9999999999999999*cse0 + cse13*cse22 - cse13*cse24;
    const double cse31 = 0.7071067811865476*cse2;
    const double cse32 = cse1*cse31;
    const double cse33 = 0.7071067811865476*cse5;
    const double cse34 = cse1*cse33;
    const double cse35 = cse31*cse8;
    const double cse36 = 1.9967346175427393e-16*cse13;
    const double cse37 = cse33*cse8;
    const double cse38 = -cse0*cse32 - cse0*cse34 - cse1*cse36 - cse35 + cse37;
    const double cse39 = -1.9967346175427393e-16*cse0 + cse13*cse31 + cse13*cse33;
    const double cse40 = cse11*cse14 + cse29*cse30 + cse38*cse39;
    const double cse41 = -cse1*cse26 - cse1*cse27 + cse23*cse8 - cse25*cse8 - cse28*cse8;
    const double cse42 = cse0*cse35 + cse0*cse37 - cse32 + cse34 + cse36*cse8;
    const double cse43 = cse12*cse14 + cse30*cse41 + cse39*cse42;
    const double cse44 = cse0*cse19 - cse0*cse20 - cse16 - cse18;
    const double cse45 = cse21*cse40 - cse43*cse44;
    const double cse46 = -cse13*cse15 + cse13*cse17;
    const double cse47 = (cse14*cse14) + (cse30*cse30) + (cse39*cse39);
    const double cse48 = -cse21*cse47 + cse43*cse46;
    const double cse49 = -cse40*cse46 + cse44*cse47;
    const double cse50 = cse3 + cse6;
    const double cse51 = -cse26 - cse27;
    const double cse52 = -cse31 + cse33;
    const double cse53 = cse11*cse50 + cse29*cse51 + cse38*cse52;
    const double cse54 = cse12*cse50 + cse41*cse51 + cse42*cse52;
    const double cse55 = cse21*cse53 - cse44*cse54;
    const double cse56 = cse14*cse50 + cse30*cse51 + cse39*cse52;
    const double cse57 = -cse21*cse56 + cse46*cse54;
    const double cse58 = cse44*cse56 - cse46*cse53;
    const double cse59 = 0.9999999999999999*cse29 - 1.9967346175427393e-16*cse38;
    const double cse60 = 0.9999999999999999*cse41 - 1.9967346175427393e-16*cse42;
    const double cse61 = cse21*cse59 - cse44*cse60;
    const double cse62 = 0.9999999999999999*cse30 - 1.9967346175427393e-16*cse39;
    const double cse63 = -cse21*cse62 + cse46*cse60;
    const double cse64 = cse44*cse62 - cse46*cse59;
    const double cse65 = cse11*cse40 + cse12*cse43 + cse14*cse47;
    const double cse66 = cse11*cse53 + cse12*cse54 + cse14*cse56;
    const double cse67 = cse11*cse59 + cse12*cse60 + cse14*cse62;
    const double cse68 = cse38*cse40 + cse39*cse47 + cse42*cse43;
    const double cse69 = cse38*cse53 + cse39*cse56 + cse42*cse54;
    const double cse70 = cse38*cse59 + cse39*cse62 + cse42*cse60;
    const double cse71 = cse29*cse40 + cse30*cse47 + cse41*cse43;
    const double cse72 = cse29*cse53 + cse30*cse56 + cse41*cse54;
    const double cse73 = cse29*cse59 + cse30*cse62 + cse41*cse60;

    memset(out, 0, sizeof(double) * 72);
    out[0] = cse11;  /* [0, 0] */
    out[1] = cse12;  /* [0, 1] */
    out[2] = cse14;  /* [0, 2] */
    out[3] = cse11*cse48 + cse12*cse49 + cse14*cse45;  /* [0, 3] */
    out[4] = cse11*cse57 + cse12*cse58 + cse14*cse55;  /* [0, 4] */
    out[5] = cse11*cse63 + cse12*cse64 + cse14*cse61;  /* [0, 5] */
    out[6] = cse38;  /* [1, 0] */
    out[7] = cse42;  /* [1, 1] */
    out[8] = cse39;  /* [1, 2] */
    out[9] = cse38*cse48 + cse39*cse45 + cse42*cse49;  /* [1, 3] */
    out[10] = cse38*cse57 + cse39*cse55 + cse42*cse58;  /* [1, 4] */
    out[11] = cse38*cse63 + cse39*cse61 + cse42*cse64;  /* [1, 5] */
    out[12] = cse29;  /* [2, 0] */
    out[13] = cse41;  /* [2, 1] */
    out[14] = cse30;  /* [2, 2] */
    out[15] = cse29*cse48 + cse30*cse45 + cse41*cse49;  /* [2, 3] */
    out[16] = cse29*cse57 + cse30*cse55 + cse41*cse58;  /* [2, 4] */
    out[17] = cse29*cse63 + cse30*cse61 + cse41*cse64;  /* [2, 5] */
    out[21] = cse65;  /* [3, 3] */
    out[22] = cse66;  /* [3, 4] */
    out[23] = cse67;  /* [3, 5] */
    out[27] = cse68;  /* [4, 3] */
    out[28] = cse69;  /* [4, 4] */
    out[29] = cse70;  /* [4, 5] */
    out[33] = cse71;  /* [5, 3] */
    out[34] = cse72;  /* [5, 4] */
    out[35] = cse73;  /* [5, 5] */
    out[36] = cse11;  /* [6, 0] */
    out[37] = cse12;  /* [6, 1] */
    out[38] = cse14;  /* [6, 2] */
    out[42] = cse38;  /* [7, 0] */
    out[43] = cse42;  /* [7, 1] */
    out[44] = cse39;  /* [7, 2] */
    out[48] = cse29;  /* [8, 0] */
    out[49] = cse41;  /* [8, 1] */
    out[50] = cse30;  /* [8, 2] */
    out[57] = cse65;  /* [9, 3] */
    out[58] = cse66;  /* [9, 4] */
    out[59] = cse67;  /* [9, 5] */
    out[63] = cse68;  /* [10, 3] */
    out[64] = cse69;  /* [10, 4] */
    out[65] = cse70;  /* [10, 5] */
    out[69] = cse71;  /* [11, 3] */
    out[70] = cse72;  /* [11, 4] */
    out[71] = cse73;  /* [11, 5] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
 * columns, written by rows), global frame.
 * Inputs: q (position coordinates, 6); p (parameters, 0).
 * Output: out, 2 x 12 row-major, 24 nonzero.
 * 102 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_reaction_frames(const double *q, const double *p, double *out)
{
    const double r_bar_x = q[0];
    const double r_bar_y = q[1];
    const double r_bar_z = q[2];
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    (void)p;
    const double cse0 = cos(theta_bar);
    const double cse1 = sin(phi_bar);
    const double cse2 = cos(psi_bar);
    const double cse3 = 1.414213562373095*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = sin(psi_bar);
    const double cse6 = cse1*cse5;
    const double cse7 = 1.414213562373095*cse6;
    const double cse8 = cos(phi_bar);
    const double cse9 = cse5*cse8;
    const double cse10 = 1.414213562373095*cse9;
    const double cse11 = cse3*cse8;
    const double cse12 = sin(theta_bar);
    const double cse13 = cse12*cse5;
    const double cse14 = cse12*cse2;
    const double cse15 = 0.7071067811865475*cse6;
    const double cse16 = 0.7071067811865475*cse2;
    const double cse17 = cse1*cse16;
    const double cse18 = 0.7071067811865475*cse9;
    const double cse19 = cse16*cse8;
    const double cse20 = -cse0*cse15 + cse0*cse17 + cse18 + cse19;
    const double cse21 = 0.7071067811865476*cse6;
    const double cse22 = 0.7071067811865476*cse2;
    const double cse23 = cse1*cse22;
    const double cse24 = 0.7071067811865476*cse9;
    const double cse25 = 1.9967346175427393e-16*cse12;
    const double cse26 = cse22*cse8;
    const double cse27 = -cse0*cse21 - cse0*cse23 - cse1*cse25 - cse24 + cse26;
    const double cse28 = 1.895269253967044e-16*cse0*cse2;
    const double cse29 = 7.850462293418875e-17*cse0;
    const double cse30 = 7.850462293418875e-17*cse2;
    const double cse31 = 0.9999999999999999*cse12;
    const double cse32 = -cse1*cse28 + cse1*cse31 + cse29*cse6 - cse30*cse8 - 1.895269253967044e-16*cse9;
    const double cse33 = cse0*cse18 - cse0*cse19 + cse15 + cse17;
    const double cse34 = cse0*cse24 + cse0*cse26 - cse21 + cse23 + cse25*cse8;
    const double cse35 = -cse1*cse30 + cse28*cse8 - cse29*cse9 - cse31*cse8 - 1.895269253967044e-16*cse6;
    const double cse36 = -cse12*cse16 + 0.7071067811865475*cse13;
    const double cse37 = -1.9967346175427393e-16*cse0 + cse12*cse22 + 0.7071067811865476*cse13;
    const double cse38 = 0.9999999999999999*cse0 - 7.850462293418875e-17*cse13 + 1.895269253967044e-16*cse14;

    out[0] = -cse0*cse4 + cse0*cse7 - cse10 - cse11 + r_bar_x;  /* [0, 0] */
    out[1] = -cse0*cse10 + cse0*cse11 - cse4 - cse7 + r_bar_y;  /* [0, 1] */
    out[2] = -1.414213562373095*cse13 + 1.414213562373095*cse14 + r_bar_z;  /* [0, 2] */
    out[3] = cse20;  /* [0, 3] */
    out[4] = cse27;  /* [0, 4] */
    out[5] = cse32;  /* [0, 5] */
    out[6] = cse33;  /* [0, 6] */
    out[7] = cse34;  /* [0, 7] */
    out[8] = cse35;  /* [0, 8] */
    out[9] = cse36;  /* [0, 9] */
    out[10] = cse37;  /* [0, 10] */
    out[11] = cse38;  /* [0, 11] */
    out[12] = r_bar_x;  /* [1, 0] */
    out[13] = r_bar_y;  /* [1, 1] */
    out[14] = r_bar_z;  /* [1, 2] */
    out[15] = cse20;  /* [1, 3] */
    out[16] = cse27;  /* [1, 4] */
    out[17] = cse32;  /* [1, 5] */
    out[18] = cse33;  /* [1, 6] */
    out[19] = cse34;  /* [1, 7] */
    out[20] = cse35;  /* [1, 8] */
    out[21] = cse36;  /* [1, 9] */
    out[22] = cse37;  /* [1, 10] */
    out[23] = cse38;  /* [1, 11] */
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 73 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double r_bar_z = q[2];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double rd_bar_x = v[0];
    const double rd_bar_y = v[1];
    const double rd_bar_z = v[2];
    const double phid_bar = v[3];
    const double thetad_bar = v[4];
    const double psid_bar = v[5];
    (void)t;
    (void)p;
    const double cse0 = sin(psi_bar);
    const double cse1 = 0.7071067811865476*cse0;
    const double cse2 = cos(psi_bar);
    const double cse3 = 0.7071067811865476*cse2;
    const double cse4 = thetad_bar*(-cse1 + cse3);
    const double cse5 = sin(theta_bar);
    const double cse6 = cos(theta_bar);
    const double cse7 = phid_bar*(cse1*cse5 + cse3*cse5 - 1.9967346175427393e-16*cse6);
    const double cse8 = thetad_bar*(-1.895269253967044e-16*cse0 - 7.850462293418875e-17*cse2);
    const double cse9 = phid_bar*(-7.850462293418875e-17*cse0*cse5 + 1.895269253967044e-16*cse2*cse5 + 0.9999999999999999*cse6);
    const double cse10 = 0.7071067811865475*cse0;
    const double cse11 = 0.7071067811865475*cse2;
    const double cse12 = thetad_bar*(cse10 + cse11);
    const double cse13 = phid_bar*(cse10*cse5 - cse11*cse5);

    out[0] = 39.0*(rd_bar_x*rd_bar_x) + 39.0*(rd_bar_y*rd_bar_y) + 39.0*(rd_bar_z*rd_bar_z) + (1.0/2.0)*(0.0325*cse12 + 0.0325*cse13)*(cse12 + cse13) + (1.0/2.0)*(cse4 + cse7 - 1.9967346175427393e-16*psid_bar)*(104.01625*cse4 + 104.01625*cse7 - 2.0769284716197995e-14*psid_bar) + (1.0/2.0)*(cse8 + cse9 + 0.9999999999999999*psid_bar)*(104.01625*cse8 + 104.01625*cse9 + 104.01624999999999*psid_bar);  /* [0, 0] */
    out[1] = 765.1800000000001*r_bar_z;  /* [1, 0] */
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 150 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double r_bar_x = q[0];
    const double r_bar_y = q[1];
    const double r_bar_z = q[2];
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double rd_bar_x = v[0];
    const double rd_bar_y = v[1];
    const double rd_bar_z = v[2];
    const double phid_bar = v[3];
    const double thetad_bar = v[4];
    const double psid_bar = v[5];
    (void)p;
    const double cse0 = 78.0*rd_bar_x;
    const double cse1 = 78.0*rd_bar_y;
    const double cse2 = 78.0*rd_bar_z;
    const double cse3 = sin(psi_bar);
    const double cse4 = 0.7071067811865476*cse3;
    const double cse5 = cos(psi_bar);
    const double cse6 = 0.7071067811865476*cse5;
    const double cse7 = sin(theta_bar);
    const double cse8 = cos(theta_bar);
    const double cse9 = phid_bar*(cse4*cse7 + cse6*cse7 - 1.9967346175427393e-16*cse8) - 1.9967346175427393e-16*psid_bar + thetad_bar*(-cse4 + cse6);
    const double cse10 = sin(phi_bar);
    const double cse11 = 73.55059572859523*cse10;
    const double cse12 = cse11*cse3;
    const double cse13 = cse11*cse5;
    const double cse14 = 2.0769284716197995e-14*cse7;
    const double cse15 = cos(phi_bar);
    const double cse16 = cse15*cse3;
    const double cse17 = 73.55059572859523*cse16;
    const double cse18 = cse15*cse5;
    const double cse19 = 73.55059572859523*cse18;
    const double cse20 = 1.9713880053794953e-14*cse8;
    const double cse21 = 8.16575648527831e-15*cse10;
    const double cse22 = 1.9713880053794953e-14*cse3;
    const double cse23 = 104.01624999999999*cse7;
    const double cse24 = cse3*cse7;
    const double cse25 = cse5*cse7;
    const double cse26 = phid_bar*(-7.850462293418875e-17*cse24 + 1.895269253967044e-16*cse25 + 0.9999999999999999*cse8) + 0.9999999999999999*psid_bar + thetad_bar*(-1.895269253967044e-16*cse3 - 7.850462293418875e-17*cse5);
    const double cse27 = 0.7071067811865475*cse3;
    const double cse28 = 0.7071067811865475*cse5;
    const double cse29 = phid_bar*(cse27*cse7 - cse28*cse7) + thetad_bar*(cse27 + cse28);
    const double cse30 = 0.022980970388562793*cse10;
    const double cse31 = cse3*cse30;
    const double cse32 = cse30*cse5;
    const double cse33 = 0.022980970388562793*cse15;
    const double cse34 = cse3*cse33;
    const double cse35 = cse33*cse5;

    out[0] = cse0;  /* [0, 0] */
    out[1] = cse1;  /* [1, 0] */
    out[2] = cse2;  /* [2, 0] */
    out[3] = -cse1*r_bar_z + cse2*r_bar_y + cse26*(-cse10*cse20*cse5 + cse10*cse23 - cse15*cse22 - 8.16575648527831e-15*cse18 + cse21*cse3*cse8) + cse29*(-cse31*cse8 + cse32*cse8 + cse34 + cse35) + cse9*(-cse10*cse14 - cse12*cse8 - cse13*cse8 - cse17 + cse19);  /* [3, 0] */
    out[4] = cse0*r_bar_z - cse2*r_bar_x + cse26*(-cse10*cse22 - cse15*cse23 - 8.16575648527831e-15*cse16*cse8 + cse18*cse20 - cse21*cse5) + cse29*(cse31 + cse32 + cse34*cse8 - cse35*cse8) + cse9*(-cse12 + cse13 + cse14*cse15 + cse17*cse8 + cse19*cse8);  /* [4, 0] */
    out[5] = -cse0*r_bar_y + cse1*r_bar_x + cse26*(-8.16575648527831e-15*cse24 + 1.9713880053794953e-14*cse25 + 104.01624999999999*cse8) + cse29*(0.022980970388562793*cse24 - 0.022980970388562793*cse25) + cse9*(73.55059572859523*cse24 + 73.55059572859523*cse25 - 2.0769284716197995e-14*cse8);  /* [5, 0] */
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 6).
 * Output: out, 1 x 12 row-major, 12 nonzero.
 * 81 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_body_frames(const double *q, double *out)
{
    const double r_bar_x = q[0];
    const double r_bar_y = q[1];
    const double r_bar_z = q[2];
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double cse0 = cos(theta_bar);
    const double cse1 = sin(psi_bar);
    const double cse2 = sin(phi_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = cos(psi_bar);
    const double cse6 = cse3*cse5;
    const double cse7 = cos(phi_bar);
    const double cse8 = cse1*cse7;
    const double cse9 = 0.7071067811865475*cse8;
    const double cse10 = cse5*cse7;
    const double cse11 = 0.7071067811865475*cse10;
    const double cse12 = 0.7071067811865476*cse2;
    const double cse13 = cse1*cse12;
    const double cse14 = cse12*cse5;
    const double cse15 = 0.7071067811865476*cse8;
    const double cse16 = sin(theta_bar);
    const double cse17 = 1.9967346175427393e-16*cse16;
    const double cse18 = 0.7071067811865476*cse10;
    const double cse19 = cse2*cse5;
    const double cse20 = 1.895269253967044e-16*cse0;
    const double cse21 = cse1*cse2;
    const double cse22 = 7.850462293418875e-17*cse0;
    const double cse23 = 0.9999999999999999*cse16;
    const double cse24 = cse16*cse5;
    const double cse25 = cse1*cse16;

    out[0] = r_bar_x;  /* [0, 0] */
    out[1] = r_bar_y;  /* [0, 1] */
    out[2] = r_bar_z;  /* [0, 2] */
    out[3] = -cse0*cse4 + cse0*cse6 + cse11 + cse9;  /* [0, 3] */
    out[4] = -cse0*cse13 - cse0*cse14 - cse15 - cse17*cse2 + cse18;  /* [0, 4] */
    out[5] = -7.850462293418875e-17*cse10 - cse19*cse20 + cse2*cse23 + cse21*cse22 - 1.895269253967044e-16*cse8;  /* [0, 5] */
    out[6] = -cse0*cse11 + cse0*cse9 + cse4 + cse6;  /* [0, 6] */
    out[7] = cse0*cse15 + cse0*cse18 - cse13 + cse14 + cse17*cse7;  /* [0, 7] */
    out[8] = cse10*cse20 - 7.850462293418875e-17*cse19 - 1.895269253967044e-16*cse21 - cse22*cse8 - cse23*cse7;  /* [0, 8] */
    out[9] = -0.7071067811865475*cse24 + 0.7071067811865475*cse25;  /* [0, 9] */
    out[10] = -1.9967346175427393e-16*cse0 + 0.7071067811865476*cse24 + 0.7071067811865476*cse25;  /* [0, 10] */
    out[11] = 0.9999999999999999*cse0 + 1.895269253967044e-16*cse24 - 7.850462293418875e-17*cse25;  /* [0, 11] */
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6).
 * Output: out, 1 x 6 row-major, 6 nonzero.
 * 113 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_body_velocities(const double *q, const double *v, double *out)
{
    const double phi_bar = q[3];
    const double theta_bar = q[4];
    const double psi_bar = q[5];
    const double rd_bar_x = v[0];
    const double rd_bar_y = v[1];
    const double rd_bar_z = v[2];
    const double phid_bar = v[3];
    const double thetad_bar = v[4];
    const double psid_bar = v[5];
    const double cse0 = sin(psi_bar);
    const double cse1 = 0.7071067811865476*cse0;
    const double cse2 = cos(psi_bar);
    const double cse3 = 0.7071067811865476*cse2;
    const double cse4 = sin(theta_bar);
    const double cse5 = cos(theta_bar);
    const double cse6 = cse1*cse4 + cse3*cse4 - 1.9967346175427393e-16*cse5;
    const double cse7 = cse6*phid_bar - 1.9967346175427393e-16*psid_bar + thetad_bar*(-cse1 + cse3);
    const double cse8 = sin(phi_bar);
    const double cse9 = cse1*cse8;
    const double cse10 = cse3*cse8;
    const double cse11 = cos(phi_bar);
    const double cse12 = cse1*cse11;
    const double cse13 = 1.9967346175427393e-16*cse4;
    const double cse14 = cse11*cse3;
    const double cse15 = 1.895269253967044e-16*cse2;
    const double cse16 = cse5*cse8;
    const double cse17 = 7.850462293418875e-17*cse0;
    const double cse18 = 1.895269253967044e-16*cse0;
    const double cse19 = 7.850462293418875e-17*cse2;
    const double cse20 = 0.9999999999999999*cse4;
    const double cse21 = cse15*cse4 - cse17*cse4 + 0.9999999999999999*cse5;
    const double cse22 = cse21*phid_bar + 0.9999999999999999*psid_bar + thetad_bar*(-cse18 - cse19);
    const double cse23 = 0.7071067811865475*cse0;
    const double cse24 = 0.7071067811865475*cse2;
    const double cse25 = cse23*cse4 - cse24*cse4;
    const double cse26 = cse25*phid_bar + thetad_bar*(cse23 + cse24);
    const double cse27 = cse23*cse8;
    const double cse28 = cse24*cse8;
    const double cse29 = cse11*cse23;
    const double cse30 = cse11*cse24;
    const double cse31 = cse11*cse5;

    out[0] = rd_bar_x;  /* [0, 0] */
    out[1] = rd_bar_y;  /* [0, 1] */
    out[2] = rd_bar_z;  /* [0, 2] */
    out[3] = cse22*(-cse11*cse18 - cse11*cse19 - cse15*cse16 + cse16*cse17 + cse20*cse8) + cse26*(-cse27*cse5 + cse28*cse5 + cse29 + cse30) + cse7*(-cse10*cse5 - cse12 - cse13*cse8 + cse14 - cse5*cse9);  /* [0, 3] */
    out[4] = cse22*(-cse11*cse20 + cse15*cse31 - cse17*cse31 - cse18*cse8 - cse19*cse8) + cse26*(cse27 + cse28 + cse29*cse5 - cse30*cse5) + cse7*(cse10 + cse11*cse13 + cse12*cse5 + cse14*cse5 - cse9);  /* [0, 4] */
    out[5] = cse21*cse22 + cse25*cse26 + cse6*cse7;  /* [0, 5] */
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 0).
 * Output: out, 1 x 12 row-major, 11 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_initial_frames(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 12);
    out[1] = 1.41421356;  /* [0, 1] */
    out[2] = -1.41421356;  /* [0, 2] */
    out[3] = 0.0;  /* [0, 3] */
    out[4] = -1.9967346175427393e-16;  /* [0, 4] */
    out[5] = 0.9999999999999999;  /* [0, 5] */
    out[6] = 0.7071067811865475;  /* [0, 6] */
    out[7] = 0.7071067811865476;  /* [0, 7] */
    out[8] = -7.850462293418875e-17;  /* [0, 8] */
    out[9] = -0.7071067811865475;  /* [0, 9] */
    out[10] = 0.7071067811865476;  /* [0, 10] */
    out[11] = 1.895269253967044e-16;  /* [0, 11] */
}

/* initial_velocities: Initial velocities per body (rows), global frame.
 * Inputs: p (parameters, 0).
 * Output: out, 1 x 6 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_initial_velocities(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 6);
}

/* chart: Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and rp);
 * see symbolic.formulations.chart_offset.
 * Inputs: p (parameters, 0).
 * Output: out, 1 x 9 row-major, 8 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_chart(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 9);
    out[0] = 0.7071067811865475;  /* [0, 0] */
    out[1] = 0.7071067811865476;  /* [0, 1] */
    out[2] = -7.850462293418875e-17;  /* [0, 2] */
    out[3] = -0.7071067811865475;  /* [0, 3] */
    out[4] = 0.7071067811865476;  /* [0, 4] */
    out[5] = 1.895269253967044e-16;  /* [0, 5] */
    out[7] = -1.9967346175427393e-16;  /* [0, 7] */
    out[8] = 0.9999999999999999;  /* [0, 8] */
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
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 3,
 * ku = 4). */
int mg_single_pendulum_re_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step)
{
    enum { NQ = 6, NV = 6, KL = 3, KU = 4,
           SIZE = 11 * 6 };
    double q[NQ], tmp[NQ], dv[NV], b[NV], work[NV], J[SIZE];
    int piv[NV];
    const int *perm = mg_single_pendulum_re_Phi_q_perm;
    for (int step = 1; step <= n_steps; ++step) {
        const double t = t0 + step * h;
        const double *q_prev = q_out + (step - 1) * NQ;
        const double *v_prev = v_out + (step - 1) * NV;
        for (int i = 0; i < NV; ++i) {
            dv[i] = h * v_prev[i];
        }
        mg_single_pendulum_re_retract(q_prev, dv, q);
        int k = 1;
        for (;; ++k) {
            if (k > max_iter) {
                *fail_step = step;
                return 1;
            }
            memset(J, 0, sizeof J);
            mg_single_pendulum_re_Phi_q_band(q, t, p, J);
            mg_single_pendulum_re_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return 2;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, work);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_single_pendulum_re_retract(q, dv, tmp);
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
        mg_single_pendulum_re_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return 2;
        }
        mg_single_pendulum_re_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, work);
        mg_flush(NV, v);
        mg_single_pendulum_re_gamma(q, v, t, p, a);
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
 * The iteration matrix is factored in band storage (kl = 6, ku = 6). */
int mg_single_pendulum_re_index3_run(const double *p, double h, double t0, int n_steps, double theta, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step)
{
    enum { NQ = 6, NV = 6, NC = 6, N = NV + NC };
    enum { KL = 6, KU = 6, LDAB = 19 };
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
            mg_single_pendulum_re_retract(q_n, dv, qs);
            mg_single_pendulum_re_index3_residual(qs, v, x, x + NV, t, p, h, g);
            if (!factored || newton_mode == 2) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_single_pendulum_re_index3_matrix_band(qs, v, x, x + NV, t, p, h, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = 2;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_single_pendulum_re_index3_matrix_perm, g, y);
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
