/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: single_pendulum */
/* formulation: re */
/* scheme: any */
/* input hash: 98376a4441b4a7f2 */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'single_pendulum' in the re formulation (C99).
 * Vectors: q (6), v (6), dv (6), a (6), lam (6), t, p (0), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "single_pendulum_re.h"

int mg_single_pendulum_re_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
{
    *n_q = 6;
    *n_v = 6;
    *n_c = 6;
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

int mg_single_pendulum_re_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_single_pendulum_re_entry_name(int i)
{
    return i >= 0 && i < mg_single_pendulum_re_n_entries() ? mg_entry_names[i] : NULL;
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
 * Inputs: q (position coordinates, 6); dv (increment in velocity coordinates (e.g. h v), 6).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 6 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_retract(const double *q, const double *dv, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double dv_0 = dv[0];
    const double dv_1 = dv[1];
    const double dv_2 = dv[2];
    const double dv_3 = dv[3];
    const double dv_4 = dv[4];
    const double dv_5 = dv[5];

    out[0] = dv_0 + q_r_bar_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_bar_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_bar_z;  /* [2, 0] */
    out[3] = dv_3 + q_phi_bar;  /* [3, 0] */
    out[4] = dv_4 + q_theta_bar;  /* [4, 0] */
    out[5] = dv_5 + q_psi_bar;  /* [5, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
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

/* qdot: The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and re, A
 * omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the Euler
 * parameters of a ball joint or free body, A u for a free body's centre of mass (seed 001 eq.
 * 39c), the rates elsewhere.
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_qdot(const double *q, const double *v, double *out)
{
    (void)q;
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];

    out[0] = v_rd_bar_x;  /* [0, 0] */
    out[1] = v_rd_bar_y;  /* [1, 0] */
    out[2] = v_rd_bar_z;  /* [2, 0] */
    out[3] = v_phid_bar;  /* [3, 0] */
    out[4] = v_thetad_bar;  /* [4, 0] */
    out[5] = v_psid_bar;  /* [5, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 44 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    (void)p;
    const double cse0 = cos(q_theta_bar);
    const double cse1 = sin(q_phi_bar);
    const double cse2 = 0.7071067811865475*cos(q_psi_bar);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = cos(q_phi_bar);
    const double cse6 = 0.7071067811865475*sin(q_psi_bar);
    const double cse7 = cse5*cse6;
    const double cse8 = cse1*cse6;
    const double cse9 = cse2*cse5;
    const double cse10 = -cse0*cse8 + cse9;
    const double cse11 = cse10 + cse4 + cse7;
    const double cse12 = sin(q_theta_bar);
    const double cse13 = cse12*cse2;
    const double cse14 = cse12*cse6;

    out[0] = cse11;  /* [0, 0] */
    out[1] = cse10 - cse4 - cse7;  /* [1, 0] */
    out[2] = 2*cse11 - q_r_bar_x;  /* [2, 0] */
    out[3] = 2*cse0*cse7 - 2*cse0*cse9 + 2*cse3 + 2*cse8 - q_r_bar_y;  /* [3, 0] */
    out[4] = -2*cse13 + 2*cse14 - q_r_bar_z;  /* [4, 0] */
    out[5] = -cse13 - cse14 + sin((1.0/4.0)*3.141592653589793*cos(2*t));  /* [5, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_re_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_Phi(q + (size_t)k * 6, t[k], p, out + (size_t)k * 6);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_re_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_dropped_Phi(q + (size_t)k * 6, t[k], p, out + (size_t)k * 0);
    }
}

/* Reverse Cuthill-McKee order of Phi_q: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_single_pendulum_re_Phi_q_perm[6] = {2, 0, 5, 4, 3, 1};

/* Where Phi_q's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 6, kl = 3, ku = 4, ldab = 11), and in the row-major 6 x 6 matrix. */
static const int mg_single_pendulum_re_Phi_q_in_band[19] = {48, 38, 28, 52, 42, 32, 17, 47, 37, 27, 61, 51, 41, 31, 10, 40, 30, 39, 29};
static const int mg_single_pendulum_re_Phi_q_in_dense[19] = {3, 4, 5, 9, 10, 11, 12, 15, 16, 17, 19, 21, 22, 23, 26, 28, 29, 34, 35};

/* Phi_q's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_single_pendulum_re_Phi_q_cells(const double *q, double t, const double *p, double *out, const int *where)
{
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    (void)t;
    (void)p;
    const double cse0 = cos(q_phi_bar);
    const double cse1 = cos(q_theta_bar);
    const double cse2 = cos(q_psi_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = cse0*cse4;
    const double cse6 = sin(q_phi_bar);
    const double cse7 = sin(q_psi_bar);
    const double cse8 = 0.7071067811865475*cse7;
    const double cse9 = cse6*cse8;
    const double cse10 = cse0*cse8;
    const double cse11 = cse3*cse6;
    const double cse12 = -cse1*cse10 - cse11;
    const double cse13 = sin(q_theta_bar);
    const double cse14 = cse13*cse9;
    const double cse15 = cse11*cse13;
    const double cse16 = cse1*cse9;
    const double cse17 = cse0*cse3;
    const double cse18 = -cse10 - cse4*cse6;
    const double cse19 = 1.414213562373095*cse6;
    const double cse20 = cse19*cse2;
    const double cse21 = 1.414213562373095*cse0;
    const double cse22 = cse21*cse7;
    const double cse23 = cse1*cse22;
    const double cse24 = cse19*cse7;
    const double cse25 = cse2*cse21;
    const double cse26 = cse1*cse25 - cse24;
    const double cse27 = cse1*cse20;
    const double cse28 = -cse1*cse24 + cse25;
    const double cse29 = 1.414213562373095*cse7;
    const double cse30 = 1.414213562373095*cse2;

    out[where[0]] = cse12 + cse5 - cse9;  /* [0, 3] */
    out[where[1]] = cse14 - cse15;  /* [0, 4] */
    out[where[2]] = -cse16 + cse17 + cse18;  /* [0, 5] */
    out[where[3]] = cse12 - cse5 + cse9;  /* [1, 3] */
    out[where[4]] = cse14 + cse15;  /* [1, 4] */
    out[where[5]] = cse16 - cse17 + cse18;  /* [1, 5] */
    out[where[6]] = -1;  /* [2, 0] */
    out[where[7]] = -cse20 - cse23 + cse26;  /* [2, 3] */
    out[where[8]] = -cse13*cse20 + cse13*cse24;  /* [2, 4] */
    out[where[9]] = -cse22 - cse27 + cse28;  /* [2, 5] */
    out[where[10]] = -1;  /* [3, 1] */
    out[where[11]] = cse22 + cse27 + cse28;  /* [3, 3] */
    out[where[12]] = -cse13*cse22 + cse13*cse25;  /* [3, 4] */
    out[where[13]] = cse20 + cse23 + cse26;  /* [3, 5] */
    out[where[14]] = -1;  /* [4, 2] */
    out[where[15]] = cse1*cse29 - cse1*cse30;  /* [4, 4] */
    out[where[16]] = cse13*cse29 + cse13*cse30;  /* [4, 5] */
    out[where[17]] = -cse1*cse8 - cse4;  /* [5, 4] */
    out[where[18]] = -cse13*cse3 + cse13*cse8;  /* [5, 5] */
}

/* Phi_q written into its band storage; ab is zeroed by the caller. */
void mg_single_pendulum_re_Phi_q_band(const double *q, double t, const double *p, double *ab)
{
    mg_single_pendulum_re_Phi_q_cells(q, t, p, ab, mg_single_pendulum_re_Phi_q_in_band);
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Output: out, 6 x 6 row-major, 19 nonzero (the cells of Phi_q_band).
 */
void mg_single_pendulum_re_Phi_q(const double *q, double t, const double *p, double *out)
{
    memset(out, 0, sizeof(double) * 36);
    mg_single_pendulum_re_Phi_q_cells(q, t, p, out, mg_single_pendulum_re_Phi_q_in_dense);
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_re_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_Phi_q(q + (size_t)k * 6, t[k], p, out + (size_t)k * 36);
    }
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

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_single_pendulum_re_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_nu(q + (size_t)k * 6, t[k], p, out + (size_t)k * 6);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 114 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    (void)p;
    const double cse0 = sin(q_phi_bar);
    const double cse1 = sin(q_psi_bar);
    const double cse2 = cos(q_theta_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = cse0*cse4;
    const double cse6 = cos(q_phi_bar);
    const double cse7 = cos(q_psi_bar);
    const double cse8 = cse6*cse7;
    const double cse9 = 0.7071067811865475*cse8;
    const double cse10 = cse3*cse7;
    const double cse11 = cse1*cse6;
    const double cse12 = 0.7071067811865475*cse11;
    const double cse13 = -cse0*cse10 - cse12;
    const double cse14 = sin(q_theta_bar);
    const double cse15 = 0.7071067811865475*cse1;
    const double cse16 = cse14*cse15;
    const double cse17 = cse0*cse16;
    const double cse18 = cse0*cse7;
    const double cse19 = 0.7071067811865475*cse18;
    const double cse20 = cse14*cse19;
    const double cse21 = cse3*cse8;
    const double cse22 = cse0*cse15;
    const double cse23 = -cse12*cse2 - cse19;
    const double cse24 = 1.414213562373095*cse11;
    const double cse25 = 1.414213562373095*cse18;
    const double cse26 = cse2*cse25;
    const double cse27 = 1.414213562373095*cse8;
    const double cse28 = 1.414213562373095*cse1;
    const double cse29 = cse0*cse28;
    const double cse30 = -cse2*cse29 + cse27;
    const double cse31 = cse2*cse24;
    const double cse32 = cse2*cse27 - cse29;
    const double cse33 = cse14*cse7;
    const double cse34 = 2*t;

    out[0] = v_phid_bar*(cse21 - cse22 + cse23) + v_psid_bar*(cse13 - cse5 + cse9) + v_thetad_bar*(cse17 - cse20);  /* [0, 0] */
    out[1] = v_phid_bar*(-cse21 + cse22 + cse23) + v_psid_bar*(cse13 + cse5 - cse9) + v_thetad_bar*(cse17 + cse20);  /* [1, 0] */
    out[2] = v_phid_bar*(-cse25 - cse31 + cse32) + v_psid_bar*(-cse24 - cse26 + cse30) - v_rd_bar_x + v_thetad_bar*(-cse14*cse25 + cse14*cse29);  /* [2, 0] */
    out[3] = v_phid_bar*(cse24 + cse26 + cse30) + v_psid_bar*(cse25 + cse31 + cse32) - v_rd_bar_y + v_thetad_bar*(-cse14*cse24 + cse14*cse27);  /* [3, 0] */
    out[4] = v_psid_bar*(cse14*cse28 + 1.414213562373095*cse33) - v_rd_bar_z + v_thetad_bar*(cse2*cse28 - 1.414213562373095*cse2*cse7);  /* [4, 0] */
    out[5] = v_psid_bar*(cse16 - 0.7071067811865475*cse33) + v_thetad_bar*(-cse10 - cse4) - 1.0/2.0*3.141592653589793*sin(cse34)*cos((1.0/4.0)*3.141592653589793*cos(cse34));  /* [5, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_re_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_velocity_residual(q + (size_t)k * 6, v + (size_t)k * 6, t[k], p, out + (size_t)k * 6);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 201 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    (void)p;
    const double cse0 = sin(q_phi_bar);
    const double cse1 = cos(q_psi_bar);
    const double cse2 = 0.7071067811865475*cse1;
    const double cse3 = cse0*cse2;
    const double cse4 = cos(q_phi_bar);
    const double cse5 = cos(q_theta_bar);
    const double cse6 = sin(q_psi_bar);
    const double cse7 = 0.7071067811865475*cse6;
    const double cse8 = cse5*cse7;
    const double cse9 = cse4*cse8;
    const double cse10 = cse2*cse5;
    const double cse11 = cse0*cse7 - cse10*cse4;
    const double cse12 = cse11 - cse3 - cse9;
    const double cse13 = sin(q_theta_bar);
    const double cse14 = cse13*cse7;
    const double cse15 = cse0*cse14;
    const double cse16 = cse13*cse2;
    const double cse17 = cse0*cse16;
    const double cse18 = cse15 + cse17;
    const double cse19 = -cse2*cse4;
    const double cse20 = cse4*cse7;
    const double cse21 = cse0*cse10;
    const double cse22 = cse0*cse8;
    const double cse23 = -cse21 + cse22;
    const double cse24 = cse19 - cse20 + cse23;
    const double cse25 = cse16*cse4;
    const double cse26 = cse14*cse4;
    const double cse27 = -cse25 + cse26;
    const double cse28 = cse11 + cse3 + cse9;
    const double cse29 = -cse15 + cse17;
    const double cse30 = cse21 + cse22;
    const double cse31 = cse19 + cse20 + cse30;
    const double cse32 = cse25 + cse26;
    const double cse33 = 1.414213562373095*cse1;
    const double cse34 = cse33*cse4;
    const double cse35 = cse34*cse5;
    const double cse36 = 1.414213562373095*cse6;
    const double cse37 = cse36*cse4;
    const double cse38 = -cse37*cse5;
    const double cse39 = cse0*cse33;
    const double cse40 = -cse39;
    const double cse41 = cse0*cse36;
    const double cse42 = -cse35 + cse38 + cse40 + cse41;
    const double cse43 = cse13*cse39;
    const double cse44 = cse13*cse41;
    const double cse45 = cse43 + cse44;
    const double cse46 = -cse37;
    const double cse47 = cse36*cse5;
    const double cse48 = cse0*cse47;
    const double cse49 = -cse39*cse5;
    const double cse50 = cse48 + cse49;
    const double cse51 = -cse34 + cse46 + cse50;
    const double cse52 = cse13*cse37;
    const double cse53 = -cse13*cse34;
    const double cse54 = cse52 + cse53;
    const double cse55 = -cse43 + cse44;
    const double cse56 = cse35 + cse38;
    const double cse57 = -cse52 + cse53;
    const double cse58 = cse34 + cse46 - cse48 + cse49;
    const double cse59 = cse40 - cse41 + cse56;
    const double cse60 = cse33*cse5 + cse47;
    const double cse61 = cse13*cse33 - cse13*cse36;
    const double cse62 = -cse10 + cse8;
    const double cse63 = cse14 + cse16;
    const double cse64 = 2*t;
    const double cse65 = 3.141592653589793*cos(cse64);
    const double cse66 = (1.0/4.0)*cse65;

    out[0] = -v_phid_bar*(cse12*v_psid_bar + cse24*v_phid_bar + cse27*v_thetad_bar) - v_psid_bar*(cse12*v_phid_bar + cse18*v_thetad_bar + cse24*v_psid_bar) - v_thetad_bar*(cse18*v_psid_bar + cse23*v_thetad_bar + cse27*v_phid_bar);  /* [0, 0] */
    out[1] = -v_phid_bar*(cse28*v_psid_bar + cse31*v_phid_bar + cse32*v_thetad_bar) - v_psid_bar*(cse28*v_phid_bar + cse29*v_thetad_bar + cse31*v_psid_bar) - v_thetad_bar*(cse29*v_psid_bar + cse30*v_thetad_bar + cse32*v_phid_bar);  /* [1, 0] */
    out[2] = -v_phid_bar*(cse42*v_psid_bar + cse51*v_phid_bar + cse54*v_thetad_bar) - v_psid_bar*(cse42*v_phid_bar + cse45*v_thetad_bar + cse51*v_psid_bar) - v_thetad_bar*(cse45*v_psid_bar + cse50*v_thetad_bar + cse54*v_phid_bar);  /* [2, 0] */
    out[3] = -v_phid_bar*(cse55*v_thetad_bar + cse58*v_psid_bar + cse59*v_phid_bar) - v_psid_bar*(cse57*v_thetad_bar + cse58*v_phid_bar + cse59*v_psid_bar) - v_thetad_bar*(cse55*v_phid_bar + cse56*v_thetad_bar + cse57*v_psid_bar);  /* [3, 0] */
    out[4] = -v_psid_bar*(cse60*v_thetad_bar + cse61*v_psid_bar) - v_thetad_bar*(cse60*v_psid_bar + cse61*v_thetad_bar);  /* [4, 0] */
    out[5] = cse65*cos(cse66) - v_psid_bar*(cse62*v_thetad_bar + cse63*v_psid_bar) - v_thetad_bar*(cse62*v_psid_bar + cse63*v_thetad_bar) + (1.0/4.0)*(3.141592653589793*3.141592653589793)*(sin(cse64)*sin(cse64))*sin(cse66);  /* [5, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 6); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 10 nonzero.
 * 40 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_M(const double *q, const double *p, double *out)
{
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    (void)p;
    const double cse0 = sin(q_theta_bar);
    const double cse1 = cos(q_psi_bar);
    const double cse2 = 0.7071067811865475*cse1;
    const double cse3 = cse0*cse2;
    const double cse4 = sin(q_psi_bar);
    const double cse5 = 0.7071067811865475*cse4;
    const double cse6 = cse0*cse5;
    const double cse7 = -cse3 + cse6;
    const double cse8 = 0.022980970388562793*cse1;
    const double cse9 = 0.022980970388562793*cse4;
    const double cse10 = -cse0*cse8 + cse0*cse9;
    const double cse11 = cse3 + cse6;
    const double cse12 = 73.55059572859521*cse4;
    const double cse13 = 73.55059572859521*cse1;
    const double cse14 = cse0*cse12 + cse0*cse13;
    const double cse15 = cos(q_theta_bar);
    const double cse16 = cse2 - cse5;
    const double cse17 = cse2 + cse5;
    const double cse18 = 104.01625*cse15;
    const double cse19 = cse8 + cse9;
    const double cse20 = -cse12 + cse13;

    memset(out, 0, sizeof(double) * 36);
    out[0] = 78.0;  /* [0, 0] */
    out[7] = 78.0;  /* [1, 1] */
    out[14] = 78.0;  /* [2, 2] */
    out[21] = cse10*cse7 + cse11*cse14 + 104.01625*(cse15*cse15);  /* [3, 3] */
    out[22] = cse10*cse17 + cse14*cse16;  /* [3, 4] */
    out[23] = cse18;  /* [3, 5] */
    out[27] = cse11*cse20 + cse19*cse7;  /* [4, 3] */
    out[28] = cse16*cse20 + cse17*cse19;  /* [4, 4] */
    out[33] = cse18;  /* [5, 3] */
    out[35] = 104.01625;  /* [5, 5] */
}

/* M at n rows: row k of out from row k of q (p shared). */
void mg_single_pendulum_re_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_M(q + (size_t)k * 6, p, out + (size_t)k * 36);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 4 nonzero.
 * 100 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    (void)t;
    (void)p;
    const double cse0 = sin(q_theta_bar);
    const double cse1 = cse0*v_phid_bar;
    const double cse2 = 104.01625*cse1*v_thetad_bar;
    const double cse3 = sin(q_psi_bar);
    const double cse4 = 0.7071067811865475*cse3;
    const double cse5 = cos(q_psi_bar);
    const double cse6 = 0.7071067811865475*cse5;
    const double cse7 = -cse4 + cse6;
    const double cse8 = cse7*v_thetad_bar;
    const double cse9 = cse0*cse4;
    const double cse10 = cse0*cse6;
    const double cse11 = cse10 + cse9;
    const double cse12 = cse11*v_phid_bar;
    const double cse13 = cse4 + cse6;
    const double cse14 = cse13*v_thetad_bar;
    const double cse15 = -cse10 + cse9;
    const double cse16 = cse15*v_phid_bar;
    const double cse17 = cse14 + cse16;
    const double cse18 = cse17*(0.0325*cse12 + 0.0325*cse8);
    const double cse19 = 104.01625*cse14;
    const double cse20 = 104.01625*cse16;
    const double cse21 = cse12 + cse8;
    const double cse22 = cse21*(-cse19 - cse20);
    const double cse23 = cos(q_theta_bar);
    const double cse24 = 1.0*cse23;
    const double cse25 = cse23*v_phid_bar;
    const double cse26 = cse25*v_thetad_bar;
    const double cse27 = 0.022980970388562793*cse3;
    const double cse28 = cse1*v_psid_bar;
    const double cse29 = 0.022980970388562793*cse5;
    const double cse30 = v_psid_bar*v_thetad_bar;
    const double cse31 = 0.022980970388562793*cse30;
    const double cse32 = cse24*v_phid_bar + 1.0*v_psid_bar;
    const double cse33 = cse21*(104.01625*cse25 + 104.01625*v_psid_bar) - cse26*cse27 + cse26*cse29 - cse27*cse28 - cse28*cse29 + cse3*cse31 - cse31*cse5 + cse32*(-104.01625*cse12 - 104.01625*cse8);
    const double cse34 = 73.55059572859521*cse3;
    const double cse35 = 73.55059572859521*cse5;
    const double cse36 = 73.55059572859521*cse30;
    const double cse37 = cse17*(-0.0325*cse25 - 0.0325*v_psid_bar) - cse26*cse34 - cse26*cse35 + cse28*cse34 - cse28*cse35 + cse3*cse36 + cse32*(cse19 + cse20) + cse36*cse5;

    memset(out, 0, sizeof(double) * 6);
    out[2] = -765.1800000000001;  /* [2, 0] */
    out[3] = cse11*cse37 + cse15*cse33 + cse24*(cse18 + cse2 + cse22);  /* [3, 0] */
    out[4] = cse13*cse33 + cse37*cse7;  /* [4, 0] */
    out[5] = 1.0*cse18 + cse2 + 1.0*cse22;  /* [5, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_re_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_Q(q + (size_t)k * 6, v + (size_t)k * 6, t[k], p, out + (size_t)k * 6);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 6 nonzero.
 * 217 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    (void)t;
    (void)p;
    const double cse0 = sin(q_theta_bar);
    const double cse1 = cse0*v_phid_bar;
    const double cse2 = 104.01625*cse1;
    const double cse3 = sin(q_psi_bar);
    const double cse4 = 0.7071067811865475*cse3;
    const double cse5 = -cse4;
    const double cse6 = cos(q_psi_bar);
    const double cse7 = 0.7071067811865475*cse6;
    const double cse8 = cse5 + cse7;
    const double cse9 = cse8*v_thetad_bar;
    const double cse10 = cse0*cse4;
    const double cse11 = cse0*cse7;
    const double cse12 = cse10 + cse11;
    const double cse13 = cse12*v_phid_bar;
    const double cse14 = 0.0325*cse13 + 0.0325*cse9;
    const double cse15 = cse4 + cse7;
    const double cse16 = cse15*v_thetad_bar;
    const double cse17 = cse10 - cse11;
    const double cse18 = cse17*v_phid_bar;
    const double cse19 = cse16 + cse18;
    const double cse20 = 104.01625*cse16;
    const double cse21 = 104.01625*cse18;
    const double cse22 = -cse20 - cse21;
    const double cse23 = cse13 + cse9;
    const double cse24 = 1.0*cse0;
    const double cse25 = 104.01625*cse9;
    const double cse26 = 104.01625*cse13;
    const double cse27 = -cse25 - cse26;
    const double cse28 = cse24*v_phid_bar;
    const double cse29 = cos(q_theta_bar);
    const double cse30 = 1.0*cse29;
    const double cse31 = cse30*v_phid_bar + 1.0*v_psid_bar;
    const double cse32 = cse29*cse7;
    const double cse33 = cse29*cse4;
    const double cse34 = cse32 + cse33;
    const double cse35 = cse34*v_phid_bar;
    const double cse36 = cse1*cse6;
    const double cse37 = 0.022980970388562793*v_thetad_bar;
    const double cse38 = cse29*v_phid_bar;
    const double cse39 = 104.01625*cse38;
    const double cse40 = cse39 + 104.01625*v_psid_bar;
    const double cse41 = cse38*cse6;
    const double cse42 = 0.022980970388562793*v_psid_bar;
    const double cse43 = cse3*cse38;
    const double cse44 = cse1*cse3;
    const double cse45 = -cse2*cse23 - cse27*cse28 - 104.01625*cse31*cse35 + cse35*cse40 - cse36*cse37 + cse37*cse44 - cse41*cse42 - cse42*cse43;
    const double cse46 = cse22*cse35;
    const double cse47 = -cse32 + cse33;
    const double cse48 = cse47*v_phid_bar;
    const double cse49 = cse14*cse48;
    const double cse50 = 0.0325*cse19;
    const double cse51 = 104.01625*cse48;
    const double cse52 = -cse23*cse51 + cse35*cse50 + cse39*v_thetad_bar;
    const double cse53 = cse42*cse44;
    const double cse54 = cse37*cse41;
    const double cse55 = v_psid_bar*v_thetad_bar;
    const double cse56 = 0.022980970388562793*cse55;
    const double cse57 = cse56*cse6;
    const double cse58 = cse3*cse56 - cse36*cse42 - cse37*cse43;
    const double cse59 = cse23*cse40 + cse27*cse31 - cse53 + cse54 - cse57 + cse58;
    const double cse60 = -0.0325*cse38 - 0.0325*v_psid_bar;
    const double cse61 = cse20 + cse21;
    const double cse62 = 73.55059572859521*v_psid_bar;
    const double cse63 = 73.55059572859521*v_thetad_bar;
    const double cse64 = cse1*cse50 - cse28*cse61 + cse31*cse51 + cse36*cse63 - cse41*cse62 + cse43*cse62 + cse44*cse63 + cse48*cse60;
    const double cse65 = cse38*cse63;
    const double cse66 = cse3*cse65;
    const double cse67 = cse36*cse62;
    const double cse68 = 73.55059572859521*cse55;
    const double cse69 = cse3*cse68;
    const double cse70 = cse44*cse62 - cse6*cse65 + cse6*cse68;
    const double cse71 = cse19*cse60 + cse31*cse61 - cse66 - cse67 + cse69 + cse70;
    const double cse72 = cse23*cse27;
    const double cse73 = -cse10 + cse11;
    const double cse74 = cse73*v_phid_bar;
    const double cse75 = cse5 - cse7;
    const double cse76 = cse75*v_thetad_bar;
    const double cse77 = cse74 + cse76;
    const double cse78 = cse22*cse77;
    const double cse79 = cse19*(0.0325*cse74 + 0.0325*cse76);
    const double cse80 = cse14*cse23;
    const double cse81 = cse31*(-104.01625*cse74 - 104.01625*cse76) + cse40*cse77 + cse53 - cse54 + cse57 + cse58;
    const double cse82 = cse23*cse60 + cse31*(cse25 + cse26) + cse66 + cse67 - cse69 + cse70;

    memset(out, 0, sizeof(double) * 36);
    out[22] = cse12*cse64 + cse17*cse45 - cse24*(cse14*cse19 + cse2*v_thetad_bar + cse22*cse23) + cse30*(cse46 + cse49 + cse52) + cse34*cse71 + cse47*cse59;  /* [3, 4] */
    out[23] = cse12*cse59 + cse12*cse82 + cse17*cse81 + cse30*(cse72 + cse78 + cse79 + cse80) + cse71*cse73;  /* [3, 5] */
    out[28] = cse15*cse45 + cse64*cse8;  /* [4, 4] */
    out[29] = cse15*cse81 + cse59*cse8 + cse71*cse75 + cse8*cse82;  /* [4, 5] */
    out[34] = 1.0*cse46 + 1.0*cse49 + cse52;  /* [5, 4] */
    out[35] = 1.0*cse72 + 1.0*cse78 + 1.0*cse79 + 1.0*cse80;  /* [5, 5] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 8 nonzero.
 * 192 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    (void)t;
    (void)p;
    const double cse0 = sin(q_theta_bar);
    const double cse1 = sin(q_psi_bar);
    const double cse2 = 0.7071067811865475*cse1;
    const double cse3 = cse0*cse2;
    const double cse4 = cos(q_psi_bar);
    const double cse5 = 0.7071067811865475*cse4;
    const double cse6 = cse0*cse5;
    const double cse7 = cse3 + cse6;
    const double cse8 = cos(q_theta_bar);
    const double cse9 = cse2 + cse5;
    const double cse10 = cse9*v_thetad_bar;
    const double cse11 = 104.01625*cse10;
    const double cse12 = cse3 - cse6;
    const double cse13 = cse12*v_phid_bar;
    const double cse14 = 104.01625*cse13;
    const double cse15 = 1.0*cse11 + 1.0*cse14;
    const double cse16 = 1.0*cse8;
    const double cse17 = cse16*v_phid_bar + 1.0*v_psid_bar;
    const double cse18 = 73.55059572859521*cse4;
    const double cse19 = cse0*cse18;
    const double cse20 = -cse19;
    const double cse21 = 73.55059572859521*cse1;
    const double cse22 = cse0*cse21;
    const double cse23 = cse10 + cse13;
    const double cse24 = 0.0325*cse23;
    const double cse25 = cse8*v_phid_bar;
    const double cse26 = -0.0325*cse25 - 0.0325*v_psid_bar;
    const double cse27 = cse21*v_psid_bar;
    const double cse28 = cse18*v_psid_bar;
    const double cse29 = cse18*v_thetad_bar;
    const double cse30 = cse21*v_thetad_bar;
    const double cse31 = cse0*cse27 - cse0*cse28 + cse12*cse26 + cse15*cse8 + cse17*(cse20 + cse22) - cse24*cse8 - cse29*cse8 - cse30*cse8;
    const double cse32 = -cse2 + cse5;
    const double cse33 = cse32*v_thetad_bar;
    const double cse34 = cse7*v_phid_bar;
    const double cse35 = -104.01625*cse33 - 104.01625*cse34;
    const double cse36 = cse33 + cse34;
    const double cse37 = 104.01625*cse36;
    const double cse38 = -cse22;
    const double cse39 = 104.01625*cse25 + 104.01625*v_psid_bar;
    const double cse40 = 0.022980970388562793*cse4;
    const double cse41 = cse40*v_thetad_bar;
    const double cse42 = cse40*v_psid_bar;
    const double cse43 = 0.022980970388562793*cse1;
    const double cse44 = cse43*v_psid_bar;
    const double cse45 = cse43*v_thetad_bar;
    const double cse46 = -cse0*cse42 - cse0*cse44 + cse17*(cse20 + cse38) + cse35*cse8 + cse37*cse8 + cse39*cse7 + cse41*cse8 - cse45*cse8;
    const double cse47 = cse36*(cse19 + cse38);
    const double cse48 = -cse11 - cse14;
    const double cse49 = cse48*cse7;
    const double cse50 = cse0*cse43;
    const double cse51 = cse0*cse40;
    const double cse52 = cse23*(cse50 + cse51);
    const double cse53 = 0.0325*cse33 + 0.0325*cse34;
    const double cse54 = cse12*cse53;
    const double cse55 = 104.01625*cse0;
    const double cse56 = cse55*v_thetad_bar;
    const double cse57 = cse17*(cse18 + cse21) - cse18*cse25 - cse21*cse25 + cse26*cse9 + cse27 + cse28;
    const double cse58 = -cse18;
    const double cse59 = cse17*(cse21 + cse58) + cse25*cse40 - cse25*cse43 + cse32*cse39 - cse42 + cse44;
    const double cse60 = cse36*(-cse21 + cse58);
    const double cse61 = cse32*cse48;
    const double cse62 = cse23*(cse40 - cse43);
    const double cse63 = cse53*cse9;
    const double cse64 = cse55*v_phid_bar;
    const double cse65 = cse15 - cse19*v_phid_bar + cse22*v_phid_bar - cse24 + cse29 + cse30;
    const double cse66 = cse35 + cse37 - cse41 + cse45 - cse50*v_phid_bar - cse51*v_phid_bar;

    memset(out, 0, sizeof(double) * 36);
    out[21] = cse12*cse46 + cse16*(cse47 + cse49 + cse52 + cse54 + cse56) + cse31*cse7;  /* [3, 3] */
    out[22] = cse12*cse59 + cse16*(cse60 + cse61 + cse62 + cse63 + cse64) + cse57*cse7;  /* [3, 4] */
    out[23] = cse12*cse66 + cse65*cse7;  /* [3, 5] */
    out[27] = cse31*cse32 + cse46*cse9;  /* [4, 3] */
    out[28] = cse32*cse57 + cse59*cse9;  /* [4, 4] */
    out[29] = cse32*cse65 + cse66*cse9;  /* [4, 5] */
    out[33] = 1.0*cse47 + 1.0*cse49 + 1.0*cse52 + 1.0*cse54 + cse56;  /* [5, 3] */
    out[34] = 1.0*cse60 + 1.0*cse61 + 1.0*cse62 + 1.0*cse63 + cse64;  /* [5, 4] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 6); a (accelerations (time derivative of v), 6); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 5 nonzero.
 * 101 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    (void)p;
    const double cse0 = sin(q_theta_bar);
    const double cse1 = 104.01625*cse0;
    const double cse2 = sin(q_psi_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cos(q_psi_bar);
    const double cse5 = 0.7071067811865475*cse4;
    const double cse6 = cse3 + cse5;
    const double cse7 = cos(q_theta_bar);
    const double cse8 = 0.022980970388562793*cse2;
    const double cse9 = 0.022980970388562793*cse4;
    const double cse10 = cse7*cse8 - cse7*cse9;
    const double cse11 = 73.55059572859521*cse4;
    const double cse12 = 73.55059572859521*cse2;
    const double cse13 = cse11*cse7 + cse12*cse7;
    const double cse14 = -cse3;
    const double cse15 = cse14 + cse5;
    const double cse16 = cse5*cse7;
    const double cse17 = cse3*cse7;
    const double cse18 = cse16 + cse17;
    const double cse19 = cse0*cse12;
    const double cse20 = cse0*cse11;
    const double cse21 = cse19 + cse20;
    const double cse22 = cse0*cse3;
    const double cse23 = cse0*cse5;
    const double cse24 = cse22 + cse23;
    const double cse25 = -cse16 + cse17;
    const double cse26 = cse0*cse9;
    const double cse27 = cse0*cse8;
    const double cse28 = -cse26 + cse27;
    const double cse29 = cse22 - cse23;
    const double cse30 = cse26 + cse27;
    const double cse31 = -cse19 + cse20;
    const double cse32 = cse14 - cse5;
    const double cse33 = -cse22 + cse23;
    const double cse34 = -cse12;
    const double cse35 = cse11 + cse34;
    const double cse36 = cse8 + cse9;
    const double cse37 = -cse8 + cse9;
    const double cse38 = -cse11 + cse34;

    memset(out, 0, sizeof(double) * 36);
    out[22] = a_3*(-208.0325*cse0*cse7 + cse10*cse29 + cse13*cse24 + cse18*cse21 + cse25*cse28) + a_4*(cse10*cse6 + cse13*cse15) - a_5*cse1;  /* [3, 4] */
    out[23] = a_3*(cse21*cse33 + cse24*cse28 + cse24*cse31 + cse29*cse30) + a_4*(cse15*cse28 + cse15*cse31 + cse21*cse32 + cse30*cse6);  /* [3, 5] */
    out[28] = a_3*(cse18*cse35 + cse25*cse36);  /* [4, 4] */
    out[29] = a_3*(cse24*cse36 + cse24*cse38 + cse29*cse37 + cse33*cse35) + a_4*(cse15*cse36 + cse15*cse38 + cse32*cse35 + cse37*cse6);  /* [4, 5] */
    out[34] = -a_3*cse1;  /* [5, 4] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 6); lam (Lagrange multipliers, one per constraint row, 6); t (time); p (parameters, 0).
 * Output: out, 6 x 6 row-major, 9 nonzero.
 * 131 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)t;
    (void)p;
    const double cse0 = sin(q_psi_bar);
    const double cse1 = cos(q_phi_bar);
    const double cse2 = 1.414213562373095*cse1;
    const double cse3 = cse0*cse2;
    const double cse4 = -cse3;
    const double cse5 = cos(q_psi_bar);
    const double cse6 = cse2*cse5;
    const double cse7 = cos(q_theta_bar);
    const double cse8 = sin(q_phi_bar);
    const double cse9 = 1.414213562373095*cse8;
    const double cse10 = cse0*cse9;
    const double cse11 = cse10*cse7;
    const double cse12 = cse5*cse9;
    const double cse13 = -cse12*cse7;
    const double cse14 = cse11 + cse13;
    const double cse15 = 0.7071067811865475*cse1;
    const double cse16 = cse15*cse5;
    const double cse17 = -cse16;
    const double cse18 = cse0*cse15;
    const double cse19 = 0.7071067811865475*cse8;
    const double cse20 = cse19*cse5;
    const double cse21 = cse20*cse7;
    const double cse22 = cse0*cse19;
    const double cse23 = cse22*cse7;
    const double cse24 = cse21 + cse23;
    const double cse25 = -cse12;
    const double cse26 = cse6*cse7;
    const double cse27 = -cse3*cse7;
    const double cse28 = cse26 + cse27;
    const double cse29 = -cse21 + cse23;
    const double cse30 = lam_0*(cse17 - cse18 + cse29) + lam_1*(cse17 + cse18 + cse24) + lam_2*(cse14 + cse4 - cse6) + lam_3*(-cse10 + cse25 + cse28);
    const double cse31 = sin(q_theta_bar);
    const double cse32 = cse3*cse31;
    const double cse33 = -cse31*cse6;
    const double cse34 = cse16*cse31;
    const double cse35 = cse18*cse31;
    const double cse36 = cse12*cse31;
    const double cse37 = cse10*cse31;
    const double cse38 = lam_0*(-cse34 + cse35) + lam_1*(cse34 + cse35) + lam_2*(cse32 + cse33) + lam_3*(-cse36 + cse37);
    const double cse39 = cse18*cse7;
    const double cse40 = -cse16*cse7 + cse22;
    const double cse41 = lam_0*(-cse20 - cse39 + cse40) + lam_1*(cse20 + cse39 + cse40) + lam_2*(cse10 + cse25 - cse26 + cse27) + lam_3*(-cse11 + cse13 + cse4 + cse6);
    const double cse42 = 0.7071067811865475*cse0;
    const double cse43 = 0.7071067811865475*cse5;
    const double cse44 = 1.414213562373095*cse5;
    const double cse45 = 1.414213562373095*cse0;
    const double cse46 = lam_4*(cse31*cse44 - cse31*cse45) + lam_5*(cse31*cse42 + cse31*cse43);
    const double cse47 = cse22*cse31;
    const double cse48 = cse20*cse31;
    const double cse49 = lam_0*(cse47 + cse48) + lam_1*(-cse47 + cse48) + lam_2*(cse36 + cse37) + lam_3*(-cse32 + cse33) + lam_4*(cse44*cse7 + cse45*cse7) + lam_5*(cse42*cse7 - cse43*cse7);

    memset(out, 0, sizeof(double) * 36);
    out[21] = cse30;  /* [3, 3] */
    out[22] = cse38;  /* [3, 4] */
    out[23] = cse41;  /* [3, 5] */
    out[27] = cse38;  /* [4, 3] */
    out[28] = cse14*lam_2 + cse24*lam_1 + cse28*lam_3 + cse29*lam_0 + cse46;  /* [4, 4] */
    out[29] = cse49;  /* [4, 5] */
    out[33] = cse41;  /* [5, 3] */
    out[34] = cse49;  /* [5, 4] */
    out[35] = cse30 + cse46;  /* [5, 5] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); a (accelerations (time derivative of v), 6); lam (Lagrange multipliers, one per constraint row, 6); t (time); p (parameters, 0); h (step size).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 265 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    const double a_0 = a[0];
    const double a_1 = a[1];
    const double a_2 = a[2];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)p;
    const double cse0 = sin(q_theta_bar);
    const double cse1 = 104.01625*cse0*v_phid_bar*v_thetad_bar;
    const double cse2 = sin(q_psi_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cos(q_psi_bar);
    const double cse5 = 0.7071067811865475*cse4;
    const double cse6 = -cse3 + cse5;
    const double cse7 = cse6*v_thetad_bar;
    const double cse8 = cse0*cse3;
    const double cse9 = cse0*cse5;
    const double cse10 = cse8 + cse9;
    const double cse11 = cse10*v_phid_bar;
    const double cse12 = cse3 + cse5;
    const double cse13 = cse12*v_thetad_bar;
    const double cse14 = cse8 - cse9;
    const double cse15 = cse14*v_phid_bar;
    const double cse16 = cse13 + cse15;
    const double cse17 = cse16*(0.0325*cse11 + 0.0325*cse7);
    const double cse18 = 104.01625*cse13;
    const double cse19 = 104.01625*cse15;
    const double cse20 = cse11 + cse7;
    const double cse21 = cse20*(-cse18 - cse19);
    const double cse22 = cos(q_theta_bar);
    const double cse23 = 1.0*cse22;
    const double cse24 = 0.022980970388562793*cse2;
    const double cse25 = cse22*v_phid_bar;
    const double cse26 = cse25*v_thetad_bar;
    const double cse27 = cse0*cse24;
    const double cse28 = v_phid_bar*v_psid_bar;
    const double cse29 = 0.022980970388562793*cse4;
    const double cse30 = cse0*cse29;
    const double cse31 = v_psid_bar*v_thetad_bar;
    const double cse32 = 104.01625*cse22;
    const double cse33 = cse23*v_phid_bar + 1.0*v_psid_bar;
    const double cse34 = cse20*(cse32*v_phid_bar + 104.01625*v_psid_bar) - cse24*cse26 + cse24*cse31 + cse26*cse29 - cse27*cse28 - cse28*cse30 - cse29*cse31 + cse33*(-104.01625*cse11 - 104.01625*cse7);
    const double cse35 = 73.55059572859521*cse2;
    const double cse36 = 73.55059572859521*cse4;
    const double cse37 = cse0*cse36;
    const double cse38 = cse0*cse35;
    const double cse39 = cse16*(-0.0325*cse25 - 0.0325*v_psid_bar) - cse26*cse35 - cse26*cse36 - cse28*cse37 + cse28*cse38 + cse31*cse35 + cse31*cse36 + cse33*(cse18 + cse19);
    const double cse40 = cos(q_phi_bar);
    const double cse41 = cse3*cse40;
    const double cse42 = cse22*cse41;
    const double cse43 = sin(q_phi_bar);
    const double cse44 = cse43*cse5;
    const double cse45 = -cse42 - cse44;
    const double cse46 = cse22*cse5;
    const double cse47 = cse40*cse46;
    const double cse48 = cse3*cse43;
    const double cse49 = -cse47 + cse48;
    const double cse50 = 1.414213562373095*cse43;
    const double cse51 = cse4*cse50;
    const double cse52 = 1.414213562373095*cse40;
    const double cse53 = cse2*cse52;
    const double cse54 = cse22*cse53;
    const double cse55 = cse2*cse50;
    const double cse56 = cse4*cse52;
    const double cse57 = cse22*cse56 - cse55;
    const double cse58 = 104.01625*a_5;
    const double cse59 = cse22*cse51;
    const double cse60 = -cse22*cse55 + cse56;
    const double cse61 = cse37 + cse38;
    const double cse62 = cse27 - cse30;
    const double cse63 = cse0*cse48;
    const double cse64 = cse0*cse44;
    const double cse65 = 1.414213562373095*cse2;
    const double cse66 = 1.414213562373095*cse4;
    const double cse67 = -cse35 + cse36;
    const double cse68 = cse24 + cse29;
    const double cse69 = cse43*cse46;
    const double cse70 = -cse41 - cse69;
    const double cse71 = cse22*cse48;
    const double cse72 = cse40*cse5;
    const double cse73 = -cse71 + cse72;
    const double cse74 = cse70 + cse73;
    const double cse75 = (1.0/(h*h));
    const double cse76 = cse41 + cse69 + cse73;

    out[0] = 78.0*a_0 - lam_2;  /* [0, 0] */
    out[1] = 78.0*a_1 - lam_3;  /* [1, 0] */
    out[2] = 78.0*a_2 - lam_4 + 765.1800000000001;  /* [2, 0] */
    out[3] = a_3*(cse10*cse61 + cse14*cse62 + 104.01625*(cse22*cse22)) + a_4*(cse12*cse62 + cse6*cse61) - cse10*cse39 - cse14*cse34 + cse22*cse58 - cse23*(cse1 + cse17 + cse21) + lam_0*(cse45 + cse47 - cse48) + lam_1*(cse45 + cse49) + lam_2*(-cse51 - cse54 + cse57) + lam_3*(cse53 + cse59 + cse60);  /* [3, 0] */
    out[4] = a_3*(cse10*cse67 + cse14*cse68) + a_4*(cse12*cse68 + cse6*cse67) - cse12*cse34 - cse39*cse6 + lam_0*(cse63 - cse64) + lam_1*(cse63 + cse64) + lam_2*(-cse0*cse51 + cse0*cse55) + lam_3*(-cse0*cse53 + cse0*cse56) + lam_4*(cse22*cse65 - cse22*cse66) + lam_5*(-cse22*cse3 - cse46);  /* [4, 0] */
    out[5] = a_3*cse32 - cse1 + cse14*lam_5 - 1.0*cse17 - 1.0*cse21 + cse58 + cse74*lam_0 + lam_1*(cse70 + cse71 - cse72) + lam_2*(-cse53 - cse59 + cse60) + lam_3*(cse51 + cse54 + cse57) + lam_4*(cse0*cse65 + cse0*cse66);  /* [5, 0] */
    out[6] = cse75*cse76;  /* [6, 0] */
    out[7] = cse74*cse75;  /* [7, 0] */
    out[8] = cse75*(2*cse76 - q_r_bar_x);  /* [8, 0] */
    out[9] = cse75*(2*cse42 + 2*cse44 + 2*cse49 - q_r_bar_y);  /* [9, 0] */
    out[10] = cse75*(2*cse14 - q_r_bar_z);  /* [10, 0] */
    out[11] = cse75*(-cse10 + sin((1.0/4.0)*3.141592653589793*cos(2*t)));  /* [11, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); a (accelerations (time derivative of v), 6); lam (Lagrange multipliers, one per constraint row, 6); t (time); p (parameters, 0); h (step size).
 * Output: out, 12 x 12 row-major, 50 nonzero.
 * 621 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)t;
    (void)p;
    const double cse0 = cos(q_theta_bar);
    const double cse1 = sin(q_theta_bar);
    const double cse2 = sin(q_psi_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = cos(q_psi_bar);
    const double cse6 = 0.7071067811865475*cse5;
    const double cse7 = cse1*cse6;
    const double cse8 = cse4 + cse7;
    const double cse9 = 73.55059572859521*cse2;
    const double cse10 = cse1*cse9;
    const double cse11 = 73.55059572859521*cse5;
    const double cse12 = cse1*cse11;
    const double cse13 = cse10 + cse12;
    const double cse14 = cse4 - cse7;
    const double cse15 = 0.022980970388562793*cse5;
    const double cse16 = cse1*cse15;
    const double cse17 = 0.022980970388562793*cse2;
    const double cse18 = cse1*cse17;
    const double cse19 = -cse16 + cse18;
    const double cse20 = cse3 + cse6;
    const double cse21 = cse20*v_thetad_bar;
    const double cse22 = 104.01625*cse21;
    const double cse23 = cse14*v_phid_bar;
    const double cse24 = 104.01625*cse23;
    const double cse25 = cse22 + cse24;
    const double cse26 = 1.0*cse25;
    const double cse27 = 1.0*cse0;
    const double cse28 = cse27*v_phid_bar + 1.0*v_psid_bar;
    const double cse29 = -cse12;
    const double cse30 = cse21 + cse23;
    const double cse31 = 0.0325*cse30;
    const double cse32 = cse0*v_phid_bar;
    const double cse33 = -0.0325*cse32 - 0.0325*v_psid_bar;
    const double cse34 = cse10*v_psid_bar;
    const double cse35 = cse11*v_thetad_bar;
    const double cse36 = cse9*v_thetad_bar;
    const double cse37 = cse0*cse26 - cse0*cse31 - cse0*cse35 - cse0*cse36 - cse12*v_psid_bar + cse14*cse33 + cse28*(cse10 + cse29) + cse34;
    const double cse38 = -cse3;
    const double cse39 = cse38 + cse6;
    const double cse40 = cse39*v_thetad_bar;
    const double cse41 = 104.01625*cse40;
    const double cse42 = cse8*v_phid_bar;
    const double cse43 = 104.01625*cse42;
    const double cse44 = -cse41 - cse43;
    const double cse45 = 1.0*cse44;
    const double cse46 = cse40 + cse42;
    const double cse47 = 104.01625*cse0;
    const double cse48 = -cse10;
    const double cse49 = cse47*v_phid_bar;
    const double cse50 = cse49 + 104.01625*v_psid_bar;
    const double cse51 = cse0*cse15;
    const double cse52 = cse51*v_thetad_bar;
    const double cse53 = cse15*v_psid_bar;
    const double cse54 = cse17*v_psid_bar;
    const double cse55 = cse17*v_thetad_bar;
    const double cse56 = cse0*cse45 - cse0*cse55 - cse1*cse53 - cse1*cse54 + cse28*(cse29 + cse48) + cse46*cse47 + cse50*cse8 + cse52;
    const double cse57 = cse12 + cse48;
    const double cse58 = cse46*cse57;
    const double cse59 = -cse22 - cse24;
    const double cse60 = cse59*cse8;
    const double cse61 = cse16 + cse18;
    const double cse62 = cse30*cse61;
    const double cse63 = 0.0325*cse40 + 0.0325*cse42;
    const double cse64 = cse14*cse63;
    const double cse65 = 104.01625*cse1;
    const double cse66 = cse65*v_thetad_bar;
    const double cse67 = (h*h);
    const double cse68 = cos(q_phi_bar);
    const double cse69 = 1.414213562373095*cse2;
    const double cse70 = cse68*cse69;
    const double cse71 = -cse70;
    const double cse72 = 1.414213562373095*cse5;
    const double cse73 = cse68*cse72;
    const double cse74 = sin(q_phi_bar);
    const double cse75 = cse69*cse74;
    const double cse76 = cse0*cse75;
    const double cse77 = cse72*cse74;
    const double cse78 = cse0*cse77;
    const double cse79 = -cse78;
    const double cse80 = cse76 + cse79;
    const double cse81 = cse6*cse68;
    const double cse82 = -cse81;
    const double cse83 = cse3*cse68;
    const double cse84 = cse6*cse74;
    const double cse85 = cse0*cse84;
    const double cse86 = cse3*cse74;
    const double cse87 = cse0*cse86;
    const double cse88 = cse85 + cse87;
    const double cse89 = -cse75;
    const double cse90 = -cse77;
    const double cse91 = cse0*cse73;
    const double cse92 = cse0*cse70;
    const double cse93 = -cse92;
    const double cse94 = cse91 + cse93;
    const double cse95 = cse89 + cse90 + cse94;
    const double cse96 = -cse83;
    const double cse97 = -cse85;
    const double cse98 = cse87 + cse97;
    const double cse99 = cse82 + cse96 + cse98;
    const double cse100 = cse95*lam_3 + cse99*lam_0 + lam_1*(cse82 + cse83 + cse88) + lam_2*(cse71 - cse73 + cse80);
    const double cse101 = cse0*cse11;
    const double cse102 = cse101*v_phid_bar;
    const double cse103 = cse0*cse9;
    const double cse104 = cse103*v_phid_bar;
    const double cse105 = -cse102 - cse104 + cse11*v_psid_bar + cse20*cse33 + cse28*(cse11 + cse9) + cse9*v_psid_bar;
    const double cse106 = -cse11;
    const double cse107 = cse51*v_phid_bar;
    const double cse108 = cse0*cse17;
    const double cse109 = cse107 - cse108*v_phid_bar + cse28*(cse106 + cse9) + cse39*cse50 - cse53 + cse54;
    const double cse110 = -cse9;
    const double cse111 = cse106 + cse110;
    const double cse112 = cse111*cse46;
    const double cse113 = cse39*cse59;
    const double cse114 = cse15 - cse17;
    const double cse115 = cse114*cse30;
    const double cse116 = cse20*cse63;
    const double cse117 = cse65*v_phid_bar;
    const double cse118 = cse108 - cse51;
    const double cse119 = cse101 + cse103;
    const double cse120 = cse1*v_phid_bar;
    const double cse121 = cse0*cse6;
    const double cse122 = cse0*cse3;
    const double cse123 = cse121 + cse122;
    const double cse124 = cse123*v_phid_bar;
    const double cse125 = 104.01625*cse28;
    const double cse126 = 104.01625*cse46;
    const double cse127 = cse15*v_thetad_bar;
    const double cse128 = -cse107*v_psid_bar - cse120*cse126 - cse120*cse127 - cse120*cse45 + cse120*cse55 - cse124*cse125 + cse124*cse50 - cse32*cse54;
    const double cse129 = cse124*cse59;
    const double cse130 = -cse121;
    const double cse131 = cse122 + cse130;
    const double cse132 = cse131*v_phid_bar;
    const double cse133 = cse132*cse63;
    const double cse134 = cse124*cse31 - cse126*cse132 + cse49*v_thetad_bar;
    const double cse135 = cse120*cse54;
    const double cse136 = cse52*v_phid_bar;
    const double cse137 = cse53*v_thetad_bar;
    const double cse138 = -cse120*cse53 - cse32*cse55 + cse54*v_thetad_bar;
    const double cse139 = -cse135 + cse136 - cse137 + cse138 + cse28*cse44 + cse46*cse50;
    const double cse140 = -cse102*v_psid_bar + cse104*v_psid_bar - cse120*cse26 + cse120*cse31 + cse120*cse35 + cse120*cse36 + cse125*cse132 + cse132*cse33;
    const double cse141 = cse32*cse36;
    const double cse142 = cse12*v_phid_bar;
    const double cse143 = cse142*v_psid_bar;
    const double cse144 = cse36*v_psid_bar;
    const double cse145 = -cse32*cse35 + cse34*v_phid_bar + cse35*v_psid_bar;
    const double cse146 = -cse141 - cse143 + cse144 + cse145 + cse25*cse28 + cse30*cse33;
    const double cse147 = cse1*cse72;
    const double cse148 = cse147*cse74;
    const double cse149 = cse1*cse75;
    const double cse150 = -cse148 + cse149;
    const double cse151 = cse1*cse70;
    const double cse152 = cse147*cse68;
    const double cse153 = -cse152;
    const double cse154 = cse1*cse81;
    const double cse155 = cse1*cse83;
    const double cse156 = cse150*lam_3 + lam_0*(-cse154 + cse155) + lam_1*(cse154 + cse155) + lam_2*(cse151 + cse153);
    const double cse157 = cse10*v_phid_bar - cse142 + cse26 - cse31 + cse35 + cse36;
    const double cse158 = cse126 - cse127 - cse16*v_phid_bar - cse18*v_phid_bar + cse45 + cse55;
    const double cse159 = -cse4 + cse7;
    const double cse160 = cse38 - cse6;
    const double cse161 = cse159*v_phid_bar;
    const double cse162 = cse160*v_thetad_bar;
    const double cse163 = cse161 + cse162;
    const double cse164 = cse163*cse59;
    const double cse165 = cse30*(0.0325*cse161 + 0.0325*cse162);
    const double cse166 = cse46*cse63;
    const double cse167 = cse135 - cse136 + cse137 + cse138 + cse163*cse50 + cse28*(-104.01625*cse161 - 104.01625*cse162);
    const double cse168 = cse141 + cse143 - cse144 + cse145 + cse28*(cse41 + cse43) + cse33*cse46;
    const double cse169 = cse73 - cse76;
    const double cse170 = cse169 + cse71 + cse79;
    const double cse171 = cse0*cse81;
    const double cse172 = -cse171 + cse86;
    const double cse173 = cse0*cse83;
    const double cse174 = -cse173 - cse84;
    const double cse175 = cse172 + cse174;
    const double cse176 = cse170*lam_3 + cse175*lam_0 + lam_1*(cse172 + cse173 + cse84) + lam_2*(cse75 + cse90 - cse91 + cse93);
    const double cse177 = cse171 + cse174 - cse86;
    const double cse178 = cse169 + cse70 + cse78;
    const double cse179 = cse15 + cse17;
    const double cse180 = cse11 + cse110;
    const double cse181 = cse1*cse69;
    const double cse182 = cse8*lam_5 + lam_4*(cse147 - cse181);
    const double cse183 = cse0*cse69;
    const double cse184 = cse0*cse72;
    const double cse185 = cse1*cse86;
    const double cse186 = cse1*cse84;
    const double cse187 = -cse151;
    const double cse188 = cse185 + cse186;
    const double cse189 = cse131*lam_5 + cse188*lam_0 + lam_1*(-cse185 + cse186) + lam_2*(cse148 + cse149) + lam_3*(cse153 + cse187) + lam_4*(cse183 + cse184);
    const double cse190 = cse185 - cse186;
    const double cse191 = cse152 + cse187;
    const double cse192 = cse183 - cse184;
    const double cse193 = -cse122 + cse130;
    const double cse194 = cse81 - cse87 + cse96 + cse97;
    const double cse195 = cse77 + cse89 + cse91 + cse92;
    const double cse196 = cse147 + cse181;

    memset(out, 0, sizeof(double) * 144);
    out[0] = 78.0;  /* [0, 0] */
    out[8] = -1;  /* [0, 8] */
    out[13] = 78.0;  /* [1, 1] */
    out[21] = -1;  /* [1, 9] */
    out[26] = 78.0;  /* [2, 2] */
    out[34] = -1;  /* [2, 10] */
    out[39] = 104.01625*(cse0*cse0) + cse100*cse67 + cse13*cse8 + cse14*cse19 - h*(cse14*cse56 + cse27*(cse58 + cse60 + cse62 + cse64 + cse66) + cse37*cse8);  /* [3, 3] */
    out[40] = cse13*cse39 + cse19*cse20 + cse67*(a_3*(-208.0325*cse0*cse1 + cse118*cse14 + cse119*cse8 + cse123*cse13 + cse131*cse19) + a_4*(cse118*cse20 + cse119*cse39) - a_5*cse65 + 1.0*cse1*(cse30*cse63 + cse46*cse59 + cse66*v_phid_bar) - cse123*cse146 - cse128*cse14 - cse131*cse139 - cse140*cse8 + cse156 - cse27*(cse129 + cse133 + cse134)) - h*(cse105*cse8 + cse109*cse14 + cse27*(cse112 + cse113 + cse115 + cse116 + cse117));  /* [3, 4] */
    out[41] = cse47 + cse67*(a_3*(cse13*cse159 + cse14*cse61 + cse19*cse8 + cse57*cse8) + a_4*(cse13*cse160 + cse19*cse39 + cse20*cse61 + cse39*cse57) - cse139*cse8 - cse14*cse167 - cse146*cse159 - cse168*cse8 + cse176 - cse27*(cse164 + cse165 + cse166 + cse44*cse46)) - h*(cse14*cse158 + cse157*cse8);  /* [3, 5] */
    out[42] = cse177;  /* [3, 6] */
    out[43] = cse175;  /* [3, 7] */
    out[44] = cse95;  /* [3, 8] */
    out[45] = cse178;  /* [3, 9] */
    out[51] = cse14*cse179 + cse156*cse67 + cse180*cse8 - h*(cse20*cse56 + cse37*cse39);  /* [4, 3] */
    out[52] = cse179*cse20 + cse180*cse39 + cse67*(a_3*(cse123*cse180 + cse131*cse179) - cse128*cse20 - cse140*cse39 + cse182 + cse80*lam_2 + cse88*lam_1 + cse94*lam_3 + cse98*lam_0) - h*(cse105*cse39 + cse109*cse20);  /* [4, 4] */
    out[53] = cse67*(a_3*(cse111*cse8 + cse114*cse14 + cse159*cse180 + cse179*cse8) + a_4*(cse111*cse39 + cse114*cse20 + cse160*cse180 + cse179*cse39) - cse139*cse39 - cse146*cse160 - cse167*cse20 - cse168*cse39 + cse189) - h*(cse157*cse39 + cse158*cse20);  /* [4, 5] */
    out[54] = cse190;  /* [4, 6] */
    out[55] = cse188;  /* [4, 7] */
    out[56] = cse150;  /* [4, 8] */
    out[57] = cse191;  /* [4, 9] */
    out[58] = cse192;  /* [4, 10] */
    out[59] = cse193;  /* [4, 11] */
    out[63] = cse176*cse67 + cse47 - h*(1.0*cse58 + 1.0*cse60 + 1.0*cse62 + 1.0*cse64 + cse66);  /* [5, 3] */
    out[64] = cse67*(-a_3*cse65 - 1.0*cse129 - 1.0*cse133 - cse134 + cse189) - h*(1.0*cse112 + 1.0*cse113 + 1.0*cse115 + 1.0*cse116 + cse117);  /* [5, 4] */
    out[65] = cse67*(cse100 - 1.0*cse164 - 1.0*cse165 - 1.0*cse166 + cse182 - cse45*cse46) + 104.01625;  /* [5, 5] */
    out[66] = cse194;  /* [5, 6] */
    out[67] = cse99;  /* [5, 7] */
    out[68] = cse170;  /* [5, 8] */
    out[69] = cse195;  /* [5, 9] */
    out[70] = cse196;  /* [5, 10] */
    out[71] = cse14;  /* [5, 11] */
    out[75] = cse177;  /* [6, 3] */
    out[76] = cse190;  /* [6, 4] */
    out[77] = cse194;  /* [6, 5] */
    out[87] = cse175;  /* [7, 3] */
    out[88] = cse188;  /* [7, 4] */
    out[89] = cse99;  /* [7, 5] */
    out[96] = -1;  /* [8, 0] */
    out[99] = cse95;  /* [8, 3] */
    out[100] = cse150;  /* [8, 4] */
    out[101] = cse170;  /* [8, 5] */
    out[109] = -1;  /* [9, 1] */
    out[111] = cse178;  /* [9, 3] */
    out[112] = cse191;  /* [9, 4] */
    out[113] = cse195;  /* [9, 5] */
    out[122] = -1;  /* [10, 2] */
    out[124] = cse192;  /* [10, 4] */
    out[125] = cse196;  /* [10, 5] */
    out[136] = cse193;  /* [11, 4] */
    out[137] = cse14;  /* [11, 5] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_single_pendulum_re_genalpha_matrix_perm[12] = {2, 1, 10, 11, 9, 7, 6, 5, 4, 3, 8, 0};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 12, kl = 6, ku = 6, ldab = 19), and in the row-major 12 x 12 matrix. */
static const int mg_single_pendulum_re_genalpha_matrix_in_band[50] = {221, 203, 31, 85, 12, 48, 183, 165, 147, 129, 111, 201, 93, 182, 164, 146, 128, 110, 200,
    92, 56, 74, 181, 163, 145, 127, 109, 199, 91, 55, 73, 180, 162, 144, 179, 161, 143, 220,
    184, 166, 148, 34, 178, 160, 142, 14, 158, 140, 159, 141};
static const int mg_single_pendulum_re_genalpha_matrix_in_dense[50] = {0, 8, 13, 21, 26, 34, 39, 40, 41, 42, 43, 44, 45, 51, 52, 53, 54, 55, 56, 57, 58, 59, 63,
    64, 65, 66, 67, 68, 69, 70, 71, 75, 76, 77, 87, 88, 89, 96, 99, 100, 101, 109, 111, 112,
    113, 122, 124, 125, 136, 137};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_single_pendulum_re_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    (void)dv;
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double lam_0 = lam[0];
    const double lam_1 = lam[1];
    const double lam_2 = lam[2];
    const double lam_3 = lam[3];
    const double lam_4 = lam[4];
    const double lam_5 = lam[5];
    (void)t;
    (void)p;
    const double cse0 = cos(q_theta_bar);
    const double cse1 = sin(q_theta_bar);
    const double cse2 = sin(q_psi_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = cos(q_psi_bar);
    const double cse6 = 0.7071067811865475*cse5;
    const double cse7 = cse1*cse6;
    const double cse8 = cse4 + cse7;
    const double cse9 = 73.55059572859521*cse2;
    const double cse10 = cse1*cse9;
    const double cse11 = 73.55059572859521*cse5;
    const double cse12 = cse1*cse11;
    const double cse13 = cse10 + cse12;
    const double cse14 = cse4 - cse7;
    const double cse15 = 0.022980970388562793*cse5;
    const double cse16 = cse1*cse15;
    const double cse17 = 0.022980970388562793*cse2;
    const double cse18 = cse1*cse17;
    const double cse19 = -cse16 + cse18;
    const double cse20 = cse3 + cse6;
    const double cse21 = cse20*v_thetad_bar;
    const double cse22 = 104.01625*cse21;
    const double cse23 = cse14*v_phid_bar;
    const double cse24 = 104.01625*cse23;
    const double cse25 = cse22 + cse24;
    const double cse26 = 1.0*cse25;
    const double cse27 = 1.0*cse0;
    const double cse28 = cse27*v_phid_bar + 1.0*v_psid_bar;
    const double cse29 = -cse12;
    const double cse30 = cse21 + cse23;
    const double cse31 = 0.0325*cse30;
    const double cse32 = cse0*v_phid_bar;
    const double cse33 = -0.0325*cse32 - 0.0325*v_psid_bar;
    const double cse34 = cse0*cse11;
    const double cse35 = cse0*cse9;
    const double cse36 = cse0*cse26 - cse0*cse31 + cse10*v_psid_bar - cse12*v_psid_bar + cse14*cse33 + cse28*(cse10 + cse29) - cse34*v_thetad_bar - cse35*v_thetad_bar;
    const double cse37 = -cse3;
    const double cse38 = cse37 + cse6;
    const double cse39 = cse38*v_thetad_bar;
    const double cse40 = 104.01625*cse39;
    const double cse41 = cse8*v_phid_bar;
    const double cse42 = 104.01625*cse41;
    const double cse43 = -cse40 - cse42;
    const double cse44 = 1.0*cse43;
    const double cse45 = cse39 + cse41;
    const double cse46 = 104.01625*cse0;
    const double cse47 = -cse10;
    const double cse48 = cse46*v_phid_bar;
    const double cse49 = cse48 + 104.01625*v_psid_bar;
    const double cse50 = cse0*cse15;
    const double cse51 = cse16*v_psid_bar;
    const double cse52 = cse17*v_psid_bar;
    const double cse53 = cse17*v_thetad_bar;
    const double cse54 = cse0*cse44 - cse0*cse53 - cse1*cse52 + cse28*(cse29 + cse47) + cse45*cse46 + cse49*cse8 + cse50*v_thetad_bar - cse51;
    const double cse55 = cse12 + cse47;
    const double cse56 = cse45*cse55;
    const double cse57 = -cse22 - cse24;
    const double cse58 = cse57*cse8;
    const double cse59 = cse16 + cse18;
    const double cse60 = cse30*cse59;
    const double cse61 = 0.0325*cse39 + 0.0325*cse41;
    const double cse62 = cse14*cse61;
    const double cse63 = 104.01625*cse1;
    const double cse64 = cse63*v_thetad_bar;
    const double cse65 = cos(q_phi_bar);
    const double cse66 = 1.414213562373095*cse2;
    const double cse67 = cse65*cse66;
    const double cse68 = -cse67;
    const double cse69 = 1.414213562373095*cse5;
    const double cse70 = cse65*cse69;
    const double cse71 = sin(q_phi_bar);
    const double cse72 = cse66*cse71;
    const double cse73 = cse0*cse72;
    const double cse74 = cse69*cse71;
    const double cse75 = cse0*cse74;
    const double cse76 = -cse75;
    const double cse77 = cse73 + cse76;
    const double cse78 = cse6*cse65;
    const double cse79 = -cse78;
    const double cse80 = cse3*cse65;
    const double cse81 = cse6*cse71;
    const double cse82 = cse0*cse81;
    const double cse83 = cse3*cse71;
    const double cse84 = cse0*cse83;
    const double cse85 = cse82 + cse84;
    const double cse86 = -cse72;
    const double cse87 = -cse74;
    const double cse88 = cse0*cse70;
    const double cse89 = cse0*cse67;
    const double cse90 = -cse89;
    const double cse91 = cse88 + cse90;
    const double cse92 = cse86 + cse87 + cse91;
    const double cse93 = -cse80;
    const double cse94 = -cse82;
    const double cse95 = cse84 + cse94;
    const double cse96 = cse79 + cse93 + cse95;
    const double cse97 = cse92*lam_3 + cse96*lam_0 + lam_1*(cse79 + cse80 + cse85) + lam_2*(cse68 - cse70 + cse77);
    const double cse98 = cse34*v_phid_bar;
    const double cse99 = cse35*v_phid_bar;
    const double cse100 = cse11*v_psid_bar + cse20*cse33 + cse28*(cse11 + cse9) + cse9*v_psid_bar - cse98 - cse99;
    const double cse101 = -cse11;
    const double cse102 = cse15*v_psid_bar;
    const double cse103 = cse50*v_phid_bar;
    const double cse104 = cse0*cse17;
    const double cse105 = -cse102 + cse103 - cse104*v_phid_bar + cse28*(cse101 + cse9) + cse38*cse49 + cse52;
    const double cse106 = -cse9;
    const double cse107 = cse101 + cse106;
    const double cse108 = cse107*cse45;
    const double cse109 = cse38*cse57;
    const double cse110 = cse15 - cse17;
    const double cse111 = cse110*cse30;
    const double cse112 = cse20*cse61;
    const double cse113 = cse63*v_phid_bar;
    const double cse114 = cse104 - cse50;
    const double cse115 = cse34 + cse35;
    const double cse116 = cse1*v_phid_bar;
    const double cse117 = cse0*cse6;
    const double cse118 = cse0*cse3;
    const double cse119 = cse117 + cse118;
    const double cse120 = cse119*v_phid_bar;
    const double cse121 = 104.01625*cse28;
    const double cse122 = 104.01625*cse45;
    const double cse123 = cse16*v_phid_bar;
    const double cse124 = -cse103*v_psid_bar - cse116*cse122 - cse116*cse44 + cse116*cse53 - cse120*cse121 + cse120*cse49 - cse123*v_thetad_bar - cse32*cse52;
    const double cse125 = cse120*cse57;
    const double cse126 = -cse117;
    const double cse127 = cse118 + cse126;
    const double cse128 = cse127*v_phid_bar;
    const double cse129 = cse128*cse61;
    const double cse130 = cse120*cse31 - cse122*cse128 + cse48*v_thetad_bar;
    const double cse131 = cse116*cse52;
    const double cse132 = cse103*v_thetad_bar;
    const double cse133 = cse102*v_thetad_bar;
    const double cse134 = -cse32*cse53 - cse51*v_phid_bar + cse52*v_thetad_bar;
    const double cse135 = -cse131 + cse132 - cse133 + cse134 + cse28*cse43 + cse45*cse49;
    const double cse136 = cse11*v_thetad_bar;
    const double cse137 = cse9*v_thetad_bar;
    const double cse138 = cse116*cse136 + cse116*cse137 - cse116*cse26 + cse116*cse31 + cse121*cse128 + cse128*cse33 - cse98*v_psid_bar + cse99*v_psid_bar;
    const double cse139 = cse99*v_thetad_bar;
    const double cse140 = cse12*v_phid_bar;
    const double cse141 = cse140*v_psid_bar;
    const double cse142 = cse137*v_psid_bar;
    const double cse143 = cse10*v_phid_bar;
    const double cse144 = cse136*v_psid_bar + cse143*v_psid_bar - cse98*v_thetad_bar;
    const double cse145 = -cse139 - cse141 + cse142 + cse144 + cse25*cse28 + cse30*cse33;
    const double cse146 = cse1*cse69;
    const double cse147 = cse146*cse71;
    const double cse148 = cse1*cse72;
    const double cse149 = -cse147 + cse148;
    const double cse150 = cse1*cse67;
    const double cse151 = cse146*cse65;
    const double cse152 = -cse151;
    const double cse153 = cse1*cse78;
    const double cse154 = cse1*cse80;
    const double cse155 = cse149*lam_3 + lam_0*(-cse153 + cse154) + lam_1*(cse153 + cse154) + lam_2*(cse150 + cse152);
    const double cse156 = cse136 + cse137 - cse140 + cse143 + cse26 - cse31;
    const double cse157 = cse122 - cse123 - cse15*v_thetad_bar - cse18*v_phid_bar + cse44 + cse53;
    const double cse158 = -cse4 + cse7;
    const double cse159 = cse37 - cse6;
    const double cse160 = cse158*v_phid_bar;
    const double cse161 = cse159*v_thetad_bar;
    const double cse162 = cse160 + cse161;
    const double cse163 = cse162*cse57;
    const double cse164 = cse30*(0.0325*cse160 + 0.0325*cse161);
    const double cse165 = cse45*cse61;
    const double cse166 = cse131 - cse132 + cse133 + cse134 + cse162*cse49 + cse28*(-104.01625*cse160 - 104.01625*cse161);
    const double cse167 = cse139 + cse141 - cse142 + cse144 + cse28*(cse40 + cse42) + cse33*cse45;
    const double cse168 = cse70 - cse73;
    const double cse169 = cse168 + cse68 + cse76;
    const double cse170 = cse0*cse78;
    const double cse171 = -cse170 + cse83;
    const double cse172 = cse0*cse80;
    const double cse173 = -cse172 - cse81;
    const double cse174 = cse171 + cse173;
    const double cse175 = cse169*lam_3 + cse174*lam_0 + lam_1*(cse171 + cse172 + cse81) + lam_2*(cse72 + cse87 - cse88 + cse90);
    const double cse176 = cse170 + cse173 - cse83;
    const double cse177 = cse168 + cse67 + cse75;
    const double cse178 = cse15 + cse17;
    const double cse179 = cse106 + cse11;
    const double cse180 = cse1*cse66;
    const double cse181 = cse8*lam_5 + lam_4*(cse146 - cse180);
    const double cse182 = cse0*cse66;
    const double cse183 = cse0*cse69;
    const double cse184 = cse1*cse83;
    const double cse185 = cse1*cse81;
    const double cse186 = -cse150;
    const double cse187 = cse184 + cse185;
    const double cse188 = cse127*lam_5 + cse187*lam_0 + lam_1*(-cse184 + cse185) + lam_2*(cse147 + cse148) + lam_3*(cse152 + cse186) + lam_4*(cse182 + cse183);
    const double cse189 = cse184 - cse185;
    const double cse190 = cse151 + cse186;
    const double cse191 = cse182 - cse183;
    const double cse192 = -cse118 + cse126;
    const double cse193 = cse78 - cse84 + cse93 + cse94;
    const double cse194 = cse74 + cse86 + cse88 + cse89;
    const double cse195 = cse146 + cse180;

    out[where[0]] = 78.0;  /* [0, 0] */
    out[where[1]] = -1;  /* [0, 8] */
    out[where[2]] = 78.0;  /* [1, 1] */
    out[where[3]] = -1;  /* [1, 9] */
    out[where[4]] = 78.0;  /* [2, 2] */
    out[where[5]] = -1;  /* [2, 10] */
    out[where[6]] = 104.01625*(cse0*cse0) + cse13*cse8 + cse14*cse19 + cse97*hq - hv*(cse14*cse54 + cse27*(cse56 + cse58 + cse60 + cse62 + cse64) + cse36*cse8);  /* [3, 3] */
    out[where[7]] = cse13*cse38 + cse19*cse20 + hq*(a_3*(-208.0325*cse0*cse1 + cse114*cse14 + cse115*cse8 + cse119*cse13 + cse127*cse19) + a_4*(cse114*cse20 + cse115*cse38) - a_5*cse63 + 1.0*cse1*(cse30*cse61 + cse45*cse57 + cse64*v_phid_bar) - cse119*cse145 - cse124*cse14 - cse127*cse135 - cse138*cse8 + cse155 - cse27*(cse125 + cse129 + cse130)) - hv*(cse100*cse8 + cse105*cse14 + cse27*(cse108 + cse109 + cse111 + cse112 + cse113));  /* [3, 4] */
    out[where[8]] = cse46 + hq*(a_3*(cse13*cse158 + cse14*cse59 + cse19*cse8 + cse55*cse8) + a_4*(cse13*cse159 + cse19*cse38 + cse20*cse59 + cse38*cse55) - cse135*cse8 - cse14*cse166 - cse145*cse158 - cse167*cse8 + cse175 - cse27*(cse163 + cse164 + cse165 + cse43*cse45)) - hv*(cse14*cse157 + cse156*cse8);  /* [3, 5] */
    out[where[9]] = cse176;  /* [3, 6] */
    out[where[10]] = cse174;  /* [3, 7] */
    out[where[11]] = cse92;  /* [3, 8] */
    out[where[12]] = cse177;  /* [3, 9] */
    out[where[13]] = cse14*cse178 + cse155*hq + cse179*cse8 - hv*(cse20*cse54 + cse36*cse38);  /* [4, 3] */
    out[where[14]] = cse178*cse20 + cse179*cse38 + hq*(a_3*(cse119*cse179 + cse127*cse178) - cse124*cse20 - cse138*cse38 + cse181 + cse77*lam_2 + cse85*lam_1 + cse91*lam_3 + cse95*lam_0) - hv*(cse100*cse38 + cse105*cse20);  /* [4, 4] */
    out[where[15]] = hq*(a_3*(cse107*cse8 + cse110*cse14 + cse158*cse179 + cse178*cse8) + a_4*(cse107*cse38 + cse110*cse20 + cse159*cse179 + cse178*cse38) - cse135*cse38 - cse145*cse159 - cse166*cse20 - cse167*cse38 + cse188) - hv*(cse156*cse38 + cse157*cse20);  /* [4, 5] */
    out[where[16]] = cse189;  /* [4, 6] */
    out[where[17]] = cse187;  /* [4, 7] */
    out[where[18]] = cse149;  /* [4, 8] */
    out[where[19]] = cse190;  /* [4, 9] */
    out[where[20]] = cse191;  /* [4, 10] */
    out[where[21]] = cse192;  /* [4, 11] */
    out[where[22]] = cse175*hq + cse46 - hv*(1.0*cse56 + 1.0*cse58 + 1.0*cse60 + 1.0*cse62 + cse64);  /* [5, 3] */
    out[where[23]] = hq*(-a_3*cse63 - 1.0*cse125 - 1.0*cse129 - cse130 + cse188) - hv*(1.0*cse108 + 1.0*cse109 + 1.0*cse111 + 1.0*cse112 + cse113);  /* [5, 4] */
    out[where[24]] = hq*(-1.0*cse163 - 1.0*cse164 - 1.0*cse165 + cse181 - cse44*cse45 + cse97) + 104.01625;  /* [5, 5] */
    out[where[25]] = cse193;  /* [5, 6] */
    out[where[26]] = cse96;  /* [5, 7] */
    out[where[27]] = cse169;  /* [5, 8] */
    out[where[28]] = cse194;  /* [5, 9] */
    out[where[29]] = cse195;  /* [5, 10] */
    out[where[30]] = cse14;  /* [5, 11] */
    out[where[31]] = cse176;  /* [6, 3] */
    out[where[32]] = cse189;  /* [6, 4] */
    out[where[33]] = cse193;  /* [6, 5] */
    out[where[34]] = cse174;  /* [7, 3] */
    out[where[35]] = cse187;  /* [7, 4] */
    out[where[36]] = cse96;  /* [7, 5] */
    out[where[37]] = -1;  /* [8, 0] */
    out[where[38]] = cse92;  /* [8, 3] */
    out[where[39]] = cse149;  /* [8, 4] */
    out[where[40]] = cse169;  /* [8, 5] */
    out[where[41]] = -1;  /* [9, 1] */
    out[where[42]] = cse177;  /* [9, 3] */
    out[where[43]] = cse190;  /* [9, 4] */
    out[where[44]] = cse194;  /* [9, 5] */
    out[where[45]] = -1;  /* [10, 2] */
    out[where[46]] = cse191;  /* [10, 4] */
    out[where[47]] = cse195;  /* [10, 5] */
    out[where[48]] = cse192;  /* [11, 4] */
    out[where[49]] = cse14;  /* [11, 5] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_single_pendulum_re_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_single_pendulum_re_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_single_pendulum_re_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 12 x 12 row-major, 50 nonzero (the cells of genalpha_matrix_band).
 */
void mg_single_pendulum_re_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 144);
    mg_single_pendulum_re_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_single_pendulum_re_genalpha_matrix_in_dense);
}

/* B: Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work: one
 * block of rows per joint, driver or constraint group, one row per reaction component it
 * transmits (metadata reaction_sites).
 * Inputs: q (position coordinates, 6); p (parameters, 0).
 * Output: out, 12 x 6 row-major, 45 nonzero.
 * 204 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_B(const double *q, const double *p, double *out)
{
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    (void)p;
    const double cse0 = cos(q_theta_bar);
    const double cse1 = sin(q_phi_bar);
    const double cse2 = cos(q_psi_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = cse0*cse4;
    const double cse6 = cos(q_phi_bar);
    const double cse7 = sin(q_psi_bar);
    const double cse8 = 0.7071067811865475*cse7;
    const double cse9 = cse6*cse8;
    const double cse10 = cse1*cse8;
    const double cse11 = cse3*cse6;
    const double cse12 = -cse0*cse10 + cse11;
    const double cse13 = cse12 + cse5 + cse9;
    const double cse14 = cse0*cse11;
    const double cse15 = cse0*cse9 + cse4;
    const double cse16 = cse10 - cse14 + cse15;
    const double cse17 = sin(q_theta_bar);
    const double cse18 = cse17*cse3;
    const double cse19 = cse17*cse8;
    const double cse20 = -cse18 + cse19;
    const double cse21 = cse18 + cse19;
    const double cse22 = cse12 - cse5 - cse9;
    const double cse23 = 1.0*cse0;
    const double cse24 = cse17*cse23;
    const double cse25 = cse1*cse24 + cse13*cse20 + cse21*cse22;
    const double cse26 = 1.414213562373095*cse6;
    const double cse27 = cse26*cse7;
    const double cse28 = cse2*cse26;
    const double cse29 = 1.414213562373095*cse1;
    const double cse30 = cse29*cse7;
    const double cse31 = cse2*cse29;
    const double cse32 = -cse0*cse27 + cse0*cse28 - cse30 - cse31;
    const double cse33 = cse0*cse30 - cse0*cse31 - cse27 - cse28;
    const double cse34 = -cse10 + cse14 + cse15;
    const double cse35 = cse16*cse20 + cse21*cse34 - cse24*cse6;
    const double cse36 = cse25*cse32 - cse33*cse35;
    const double cse37 = 1.414213562373095*cse17;
    const double cse38 = cse2*cse37 - cse37*cse7;
    const double cse39 = 1.0*(cse0*cse0);
    const double cse40 = (cse20*cse20) + (cse21*cse21) + cse39;
    const double cse41 = -cse32*cse40 + cse35*cse38;
    const double cse42 = -cse25*cse38 + cse33*cse40;
    const double cse43 = cse3 - cse8;
    const double cse44 = cse3 + cse8;
    const double cse45 = cse13*cse44 + cse22*cse43;
    const double cse46 = cse16*cse44 + cse34*cse43;
    const double cse47 = cse32*cse45 - cse33*cse46;
    const double cse48 = cse20*cse44 + cse21*cse43;
    const double cse49 = -cse32*cse48 + cse38*cse46;
    const double cse50 = cse33*cse48 - cse38*cse45;
    const double cse51 = 1.0*cse17;
    const double cse52 = cse1*cse51;
    const double cse53 = cse51*cse6;
    const double cse54 = cse32*cse52 + cse33*cse53;
    const double cse55 = -cse23*cse32 - cse38*cse53;
    const double cse56 = cse23*cse33 - cse38*cse52;
    const double cse57 = -cse53;
    const double cse58 = cse13*cse25 + cse16*cse35 + cse20*cse40;
    const double cse59 = cse13*cse45 + cse16*cse46 + cse20*cse48;
    const double cse60 = cse13*cse52 - cse16*cse53 + cse20*cse23;
    const double cse61 = cse21*cse40 + cse22*cse25 + cse34*cse35;
    const double cse62 = cse21*cse48 + cse22*cse45 + cse34*cse46;
    const double cse63 = cse21*cse23 + cse22*cse52 - cse34*cse53;
    const double cse64 = cse23*cse40 + cse25*cse52 - cse35*cse53;
    const double cse65 = cse23*cse48 + cse45*cse52 - cse46*cse53;
    const double cse66 = 1.0*(cse17*cse17);
    const double cse67 = (cse1*cse1)*cse66 + cse39 + (cse6*cse6)*cse66;

    memset(out, 0, sizeof(double) * 72);
    out[0] = cse13;  /* [0, 0] */
    out[1] = cse16;  /* [0, 1] */
    out[2] = cse20;  /* [0, 2] */
    out[3] = cse13*cse41 + cse16*cse42 + cse20*cse36;  /* [0, 3] */
    out[4] = cse13*cse49 + cse16*cse50 + cse20*cse47;  /* [0, 4] */
    out[5] = cse13*cse55 + cse16*cse56 + cse20*cse54;  /* [0, 5] */
    out[6] = cse22;  /* [1, 0] */
    out[7] = cse34;  /* [1, 1] */
    out[8] = cse21;  /* [1, 2] */
    out[9] = cse21*cse36 + cse22*cse41 + cse34*cse42;  /* [1, 3] */
    out[10] = cse21*cse47 + cse22*cse49 + cse34*cse50;  /* [1, 4] */
    out[11] = cse21*cse54 + cse22*cse55 + cse34*cse56;  /* [1, 5] */
    out[12] = cse52;  /* [2, 0] */
    out[13] = cse57;  /* [2, 1] */
    out[14] = cse23;  /* [2, 2] */
    out[15] = cse23*cse36 + cse41*cse52 - cse42*cse53;  /* [2, 3] */
    out[16] = cse23*cse47 + cse49*cse52 - cse50*cse53;  /* [2, 4] */
    out[17] = cse23*cse54 + cse52*cse55 - cse53*cse56;  /* [2, 5] */
    out[21] = cse58;  /* [3, 3] */
    out[22] = cse59;  /* [3, 4] */
    out[23] = cse60;  /* [3, 5] */
    out[27] = cse61;  /* [4, 3] */
    out[28] = cse62;  /* [4, 4] */
    out[29] = cse63;  /* [4, 5] */
    out[33] = cse64;  /* [5, 3] */
    out[34] = cse65;  /* [5, 4] */
    out[35] = cse67;  /* [5, 5] */
    out[36] = cse13;  /* [6, 0] */
    out[37] = cse16;  /* [6, 1] */
    out[38] = cse20;  /* [6, 2] */
    out[42] = cse22;  /* [7, 0] */
    out[43] = cse34;  /* [7, 1] */
    out[44] = cse21;  /* [7, 2] */
    out[48] = cse52;  /* [8, 0] */
    out[49] = cse57;  /* [8, 1] */
    out[50] = cse23;  /* [8, 2] */
    out[57] = cse58;  /* [9, 3] */
    out[58] = cse59;  /* [9, 4] */
    out[59] = cse60;  /* [9, 5] */
    out[63] = cse61;  /* [10, 3] */
    out[64] = cse62;  /* [10, 4] */
    out[65] = cse63;  /* [10, 5] */
    out[69] = cse64;  /* [11, 3] */
    out[70] = cse65;  /* [11, 4] */
    out[71] = cse67;  /* [11, 5] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 6); p (parameters, 0).
 * Output: out, 2 x 24 row-major, 38 nonzero.
 * 58 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    (void)p;
    const double cse0 = cos(q_theta_bar);
    const double cse1 = cos(q_psi_bar);
    const double cse2 = sin(q_phi_bar);
    const double cse3 = 1.414213562373095*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = sin(q_psi_bar);
    const double cse6 = cse3*cse5;
    const double cse7 = cos(q_phi_bar);
    const double cse8 = 1.414213562373095*cse7;
    const double cse9 = cse5*cse8;
    const double cse10 = cse1*cse8;
    const double cse11 = sin(q_theta_bar);
    const double cse12 = 1.414213562373095*cse11;
    const double cse13 = 0.7071067811865475*cse1;
    const double cse14 = cse13*cse2;
    const double cse15 = cse0*cse14;
    const double cse16 = 0.7071067811865475*cse5;
    const double cse17 = cse16*cse7;
    const double cse18 = cse16*cse2;
    const double cse19 = cse13*cse7;
    const double cse20 = -cse0*cse18 + cse19;
    const double cse21 = cse15 + cse17 + cse20;
    const double cse22 = -cse15 - cse17 + cse20;
    const double cse23 = 1.0*cse11;
    const double cse24 = cse2*cse23;
    const double cse25 = cse0*cse19;
    const double cse26 = cse0*cse17 + cse14;
    const double cse27 = cse18 - cse25 + cse26;
    const double cse28 = -cse18 + cse25 + cse26;
    const double cse29 = -cse23*cse7;
    const double cse30 = cse11*cse13;
    const double cse31 = cse11*cse16;
    const double cse32 = -cse30 + cse31;
    const double cse33 = cse30 + cse31;
    const double cse34 = 1.0*cse0;

    memset(out, 0, sizeof(double) * 48);
    out[0] = -cse0*cse4 + cse0*cse6 - cse10 - cse9 + q_r_bar_x;  /* [0, 0] */
    out[1] = cse0*cse10 - cse0*cse9 - cse4 - cse6 + q_r_bar_y;  /* [0, 1] */
    out[2] = cse1*cse12 - cse12*cse5 + q_r_bar_z;  /* [0, 2] */
    out[3] = cse21;  /* [0, 3] */
    out[4] = cse22;  /* [0, 4] */
    out[5] = cse24;  /* [0, 5] */
    out[6] = cse27;  /* [0, 6] */
    out[7] = cse28;  /* [0, 7] */
    out[8] = cse29;  /* [0, 8] */
    out[9] = cse32;  /* [0, 9] */
    out[10] = cse33;  /* [0, 10] */
    out[11] = cse34;  /* [0, 11] */
    out[13] = -2.3730948317535194e-09;  /* [0, 13] */
    out[14] = 2.3730948317535194e-09;  /* [0, 14] */
    out[17] = 1.0;  /* [0, 17] */
    out[18] = 0.7071067811865475;  /* [0, 18] */
    out[19] = 0.7071067811865475;  /* [0, 19] */
    out[21] = -0.7071067811865475;  /* [0, 21] */
    out[22] = 0.7071067811865475;  /* [0, 22] */
    out[24] = q_r_bar_x;  /* [1, 0] */
    out[25] = q_r_bar_y;  /* [1, 1] */
    out[26] = q_r_bar_z;  /* [1, 2] */
    out[27] = cse21;  /* [1, 3] */
    out[28] = cse22;  /* [1, 4] */
    out[29] = cse24;  /* [1, 5] */
    out[30] = cse27;  /* [1, 6] */
    out[31] = cse28;  /* [1, 7] */
    out[32] = cse29;  /* [1, 8] */
    out[33] = cse32;  /* [1, 9] */
    out[34] = cse33;  /* [1, 10] */
    out[35] = cse34;  /* [1, 11] */
    out[37] = 1.41421356;  /* [1, 13] */
    out[38] = -1.41421356;  /* [1, 14] */
    out[41] = 1.0;  /* [1, 17] */
    out[42] = 0.7071067811865475;  /* [1, 18] */
    out[43] = 0.7071067811865475;  /* [1, 19] */
    out[45] = -0.7071067811865475;  /* [1, 21] */
    out[46] = 0.7071067811865475;  /* [1, 22] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_single_pendulum_re_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_reaction_frames(q + (size_t)k * 6, p, out + (size_t)k * 48);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); p (parameters, 0).
 * Output: out, 0 x 18 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_single_pendulum_re_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_joint_motion(q + (size_t)k * 6, v + (size_t)k * 6, p, out + (size_t)k * 0);
    }
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 49 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_bar_z = q[2];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    (void)t;
    (void)p;
    const double cse0 = 0.7071067811865475*sin(q_psi_bar);
    const double cse1 = 0.7071067811865475*cos(q_psi_bar);
    const double cse2 = v_thetad_bar*(cse0 + cse1);
    const double cse3 = sin(q_theta_bar);
    const double cse4 = cse1*cse3;
    const double cse5 = cse0*cse3;
    const double cse6 = v_phid_bar*(-cse4 + cse5);
    const double cse7 = v_phid_bar*cos(q_theta_bar);
    const double cse8 = v_thetad_bar*(-cse0 + cse1);
    const double cse9 = v_phid_bar*(cse4 + cse5);

    out[0] = 39.0*(v_rd_bar_x*v_rd_bar_x) + 39.0*(v_rd_bar_y*v_rd_bar_y) + 39.0*(v_rd_bar_z*v_rd_bar_z) + (1.0/2.0)*(0.0325*cse2 + 0.0325*cse6)*(cse2 + cse6) + (1.0/2.0)*(1.0*cse7 + 1.0*v_psid_bar)*(104.01625*cse7 + 104.01625*v_psid_bar) + (1.0/2.0)*(cse8 + cse9)*(104.01625*cse8 + 104.01625*cse9);  /* [0, 0] */
    out[1] = 765.1800000000001*q_r_bar_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_re_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_energy(q + (size_t)k * 6, v + (size_t)k * 6, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); t (time); p (parameters, 0).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_single_pendulum_re_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_power(q + (size_t)k * 6, v + (size_t)k * 6, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); a (accelerations (time derivative of v), 6); p (parameters, 0).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_single_pendulum_re_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_markers(q + (size_t)k * 6, v + (size_t)k * 6, a + (size_t)k * 6, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); p (parameters, 0).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 94 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    (void)p;
    const double cse0 = 78.0*v_rd_bar_x;
    const double cse1 = 78.0*v_rd_bar_y;
    const double cse2 = 78.0*v_rd_bar_z;
    const double cse3 = sin(q_phi_bar);
    const double cse4 = sin(q_theta_bar);
    const double cse5 = cos(q_theta_bar);
    const double cse6 = 104.01625*cse5*v_phid_bar + 104.01625*v_psid_bar;
    const double cse7 = cse4*cse6;
    const double cse8 = sin(q_psi_bar);
    const double cse9 = 0.7071067811865475*cse8;
    const double cse10 = cos(q_psi_bar);
    const double cse11 = 0.7071067811865475*cse10;
    const double cse12 = cse11*cse4;
    const double cse13 = cse4*cse9;
    const double cse14 = v_phid_bar*(-cse12 + cse13) + v_thetad_bar*(cse11 + cse9);
    const double cse15 = 0.022980970388562793*cse3;
    const double cse16 = cse15*cse8;
    const double cse17 = cse10*cse15;
    const double cse18 = cos(q_phi_bar);
    const double cse19 = 0.022980970388562793*cse18;
    const double cse20 = cse19*cse8;
    const double cse21 = cse10*cse19;
    const double cse22 = 73.55059572859521*cse8;
    const double cse23 = cse22*cse3;
    const double cse24 = 73.55059572859521*cse10;
    const double cse25 = cse24*cse3;
    const double cse26 = cse18*cse22;
    const double cse27 = cse18*cse24;
    const double cse28 = v_phid_bar*(cse12 + cse13) + v_thetad_bar*(cse11 - cse9);
    const double cse29 = 0.022980970388562793*cse4;

    out[0] = cse0;  /* [0, 0] */
    out[1] = cse1;  /* [1, 0] */
    out[2] = cse2;  /* [2, 0] */
    out[3] = -cse1*q_r_bar_z + cse14*(-cse16*cse5 + cse17*cse5 + cse20 + cse21) + cse2*q_r_bar_y + cse28*(-cse23*cse5 - cse25*cse5 - cse26 + cse27) + cse3*cse7;  /* [3, 0] */
    out[4] = cse0*q_r_bar_z + cse14*(cse16 + cse17 + cse20*cse5 - cse21*cse5) - cse18*cse7 - cse2*q_r_bar_x + cse28*(-cse23 + cse25 + cse26*cse5 + cse27*cse5);  /* [4, 0] */
    out[5] = -cse0*q_r_bar_y + cse1*q_r_bar_x + cse14*(-cse10*cse29 + cse29*cse8) + cse28*(cse22*cse4 + cse24*cse4) + cse5*cse6;  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_single_pendulum_re_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_momentum(q + (size_t)k * 6, v + (size_t)k * 6, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 6); p (parameters, 0).
 * Output: out, 1 x 12 row-major, 12 nonzero.
 * 36 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar_x = q[0];
    const double q_r_bar_y = q[1];
    const double q_r_bar_z = q[2];
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    (void)p;
    const double cse0 = cos(q_theta_bar);
    const double cse1 = cos(q_psi_bar);
    const double cse2 = sin(q_phi_bar);
    const double cse3 = 0.7071067811865475*cse2;
    const double cse4 = cse1*cse3;
    const double cse5 = cse0*cse4;
    const double cse6 = sin(q_psi_bar);
    const double cse7 = cos(q_phi_bar);
    const double cse8 = 0.7071067811865475*cse7;
    const double cse9 = cse6*cse8;
    const double cse10 = cse3*cse6;
    const double cse11 = cse1*cse8;
    const double cse12 = -cse0*cse10 + cse11;
    const double cse13 = sin(q_theta_bar);
    const double cse14 = 1.0*cse13;
    const double cse15 = cse0*cse11;
    const double cse16 = cse0*cse9 + cse4;
    const double cse17 = 0.7071067811865475*cse13;
    const double cse18 = cse1*cse17;
    const double cse19 = cse17*cse6;

    out[0] = q_r_bar_x;  /* [0, 0] */
    out[1] = q_r_bar_y;  /* [0, 1] */
    out[2] = q_r_bar_z;  /* [0, 2] */
    out[3] = cse12 + cse5 + cse9;  /* [0, 3] */
    out[4] = cse12 - cse5 - cse9;  /* [0, 4] */
    out[5] = cse14*cse2;  /* [0, 5] */
    out[6] = cse10 - cse15 + cse16;  /* [0, 6] */
    out[7] = -cse10 + cse15 + cse16;  /* [0, 7] */
    out[8] = -cse14*cse7;  /* [0, 8] */
    out[9] = -cse18 + cse19;  /* [0, 9] */
    out[10] = cse18 + cse19;  /* [0, 10] */
    out[11] = 1.0*cse0;  /* [0, 11] */
}

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_single_pendulum_re_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_body_frames(q + (size_t)k * 6, p, out + (size_t)k * 12);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 6); v (velocity coordinates, 6); p (parameters, 0).
 * Output: out, 1 x 6 row-major, 6 nonzero.
 * 59 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_phi_bar = q[3];
    const double q_theta_bar = q[4];
    const double q_psi_bar = q[5];
    const double v_rd_bar_x = v[0];
    const double v_rd_bar_y = v[1];
    const double v_rd_bar_z = v[2];
    const double v_phid_bar = v[3];
    const double v_thetad_bar = v[4];
    const double v_psid_bar = v[5];
    (void)p;
    const double cse0 = 0.7071067811865475*sin(q_psi_bar);
    const double cse1 = 0.7071067811865475*cos(q_psi_bar);
    const double cse2 = sin(q_theta_bar);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse2;
    const double cse5 = -cse3 + cse4;
    const double cse6 = cse5*v_phid_bar + v_thetad_bar*(cse0 + cse1);
    const double cse7 = cos(q_theta_bar);
    const double cse8 = sin(q_phi_bar);
    const double cse9 = cse1*cse8;
    const double cse10 = cse7*cse9;
    const double cse11 = cos(q_phi_bar);
    const double cse12 = cse0*cse11;
    const double cse13 = cse0*cse8;
    const double cse14 = cse1*cse11;
    const double cse15 = -cse13*cse7 + cse14;
    const double cse16 = 1.0*cse7;
    const double cse17 = cse16*v_phid_bar + 1.0*v_psid_bar;
    const double cse18 = 1.0*cse17*cse2;
    const double cse19 = cse3 + cse4;
    const double cse20 = cse19*v_phid_bar + v_thetad_bar*(-cse0 + cse1);
    const double cse21 = cse14*cse7;
    const double cse22 = cse12*cse7 + cse9;

    out[0] = v_rd_bar_x;  /* [0, 0] */
    out[1] = v_rd_bar_y;  /* [0, 1] */
    out[2] = v_rd_bar_z;  /* [0, 2] */
    out[3] = cse18*cse8 + cse20*(-cse10 - cse12 + cse15) + cse6*(cse10 + cse12 + cse15);  /* [0, 3] */
    out[4] = -cse11*cse18 + cse20*(-cse13 + cse21 + cse22) + cse6*(cse13 - cse21 + cse22);  /* [0, 4] */
    out[5] = cse16*cse17 + cse19*cse20 + cse5*cse6;  /* [0, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_single_pendulum_re_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_single_pendulum_re_body_velocities(q + (size_t)k * 6, v + (size_t)k * 6, p, out + (size_t)k * 6);
    }
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
    out[4] = 0.0;  /* [0, 4] */
    out[5] = 1.0;  /* [0, 5] */
    out[6] = 0.7071067811865475;  /* [0, 6] */
    out[7] = 0.7071067811865475;  /* [0, 7] */
    out[8] = 0.0;  /* [0, 8] */
    out[9] = -0.7071067811865475;  /* [0, 9] */
    out[10] = 0.7071067811865475;  /* [0, 10] */
    out[11] = 0.0;  /* [0, 11] */
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
 * see mechgen.symbolic.formulations.chart_offset.
 * Inputs: p (parameters, 0).
 * Output: out, 1 x 9 row-major, 5 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_chart(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 9);
    out[0] = 0.7071067811865475;  /* [0, 0] */
    out[1] = 0.7071067811865475;  /* [0, 1] */
    out[3] = -0.7071067811865475;  /* [0, 3] */
    out[4] = 0.7071067811865475;  /* [0, 4] */
    out[8] = 1.0;  /* [0, 8] */
}

/* physical_data: Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
 * rest length: the numbers the runtime checks at run-time parameter values
 * (mechgen.core.physical).
 * Inputs: p (parameters, 0).
 * Output: out, 10 x 1 row-major, 4 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_single_pendulum_re_physical_data(const double *p, double *out)
{
    (void)p;

    memset(out, 0, sizeof(double) * 10);
    out[0] = 78.0;  /* [0, 0] */
    out[1] = 0.0325;  /* [1, 0] */
    out[5] = 104.01625;  /* [5, 0] */
    out[9] = 104.01625;  /* [9, 0] */
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
size_t mg_single_pendulum_re_forward_dynamics_work(void)
{
    return 240;
}

/* The index-1 equations [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002
 * eq. 3) solved by LU with partial pivoting, as the runtime's start does where the matrix is
 * regular, in the caller's work memory (forward_dynamics_work doubles): [a; lam] in its first
 * N_V + N_C doubles; MG_OK or MG_SINGULAR. */
static int mg_index1(const double *q, const double *v, double t, const double *p, double *work)
{
    enum { NV = 6, NC = 6, N = NV + NC };
    double *b = work, *S = b + N, *M = S + (size_t)N * N, *C = M + NV * NV;
    int *piv = (int *)(C + NC * NV);
    mg_single_pendulum_re_M(q, p, M);
    mg_single_pendulum_re_Phi_q(q, t, p, C);
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
    mg_single_pendulum_re_Q(q, v, t, p, b);
    mg_single_pendulum_re_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_single_pendulum_re_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 6; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_single_pendulum_re_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_single_pendulum_re_index3_take(struct mg_arena *arena, struct mg_single_pendulum_re_index3_take_work *w)
{
    enum { NQ = 6, NV = 6, N = NV + 6 };
    w->G = mg_doubles(arena, (size_t)19 * N);
    w->x = mg_doubles(arena, N);
    w->g = mg_doubles(arena, N);
    w->y = mg_doubles(arena, N);
    w->v = mg_doubles(arena, NV);
    w->dv = mg_doubles(arena, NV);
    w->a = mg_doubles(arena, NV);
    w->qs = mg_doubles(arena, NQ);
    w->piv = mg_ints(arena, N);
}

/* The doubles of work memory index3_run needs: mg_single_pendulum_re_index3_take counting what it takes. */
size_t mg_single_pendulum_re_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_single_pendulum_re_index3_take_work w;
    mg_single_pendulum_re_index3_take(&arena, &w);
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
 * The iteration matrix is factored in band storage (kl = 6, ku = 6). */
int mg_single_pendulum_re_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 6, NV = 6, NC = 6, N = NV + NC };
    enum { KL = 6, KU = 6, LDAB = 19 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_single_pendulum_re_index3_take_work mem;
    mg_single_pendulum_re_index3_take(&arena, &mem);
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
            mg_single_pendulum_re_retract(q_n, dv, qs);
            mg_single_pendulum_re_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_single_pendulum_re_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_single_pendulum_re_genalpha_matrix_perm, g, y);
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
struct mg_single_pendulum_re_kinematics_take_work {
    double *q, *tmp, *dv, *b, *solve, *J;
    int *piv;
};

static void mg_single_pendulum_re_kinematics_take(struct mg_arena *arena, struct mg_single_pendulum_re_kinematics_take_work *w)
{
    enum { NQ = 6, NV = 6 };
    w->q = mg_doubles(arena, NQ);
    w->tmp = mg_doubles(arena, NQ);
    w->dv = mg_doubles(arena, NV);
    w->b = mg_doubles(arena, NV);
    w->solve = mg_doubles(arena, NV);
    w->J = mg_doubles(arena, (size_t)11 * NV);
    w->piv = mg_ints(arena, NV);
}

/* The doubles of work memory kinematics_run needs: mg_single_pendulum_re_kinematics_take counting what it takes. */
size_t mg_single_pendulum_re_kinematics_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_single_pendulum_re_kinematics_take_work w;
    mg_single_pendulum_re_kinematics_take(&arena, &w);
    return arena.used;
}

/* Kinematic analysis (seed 001 section 2): row 0 of q_out, v_out, a_out holds the state at
 * t0; rows 1..n_steps (t = t0 + step h) are filled. Position by Newton from q_{n-1} (+) h v_{n-1} (eq. 11),
 * corrections through retract (eq. 12), stop at ||delta|| <= tol + rtol ||q||; then Phi_q v = nu and
 * Phi_q a = gamma (eqs. 15b, 16). Phi_q is factored in band storage (kl = 3,
 * ku = 4). */
int mg_single_pendulum_re_kinematics_run(const double *p, double h, double t0, int n_steps, double tol, double rtol, int max_iter, double *q_out, double *v_out, double *a_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 6, NV = 6, KL = 3, KU = 4 };
struct mg_arena arena = { work, 0 };
    struct mg_single_pendulum_re_kinematics_take_work mem;
    mg_single_pendulum_re_kinematics_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    double *q = mem.q, *tmp = mem.tmp, *dv = mem.dv, *b = mem.b, *J = mem.J;
    int *piv = mem.piv;
    const size_t band_size = sizeof(double) * 11 * NV;
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
                return MG_NOT_CONVERGED;
            }
            memset(J, 0, band_size);
            mg_single_pendulum_re_Phi_q_band(q, t, p, J);
            mg_single_pendulum_re_Phi(q, t, p, b);
            if (mg_band_factor(NV, KL, KU, J, piv)) {
                *fail_step = step;
                return MG_SINGULAR;
            }
            mg_perm_band_solve(NV, KL, KU, J, piv, perm, b, mem.solve);
            for (int i = 0; i < NV; ++i) {
                dv[i] = -b[i];
            }
            mg_single_pendulum_re_retract(q, dv, tmp);
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
        mg_single_pendulum_re_Phi_q_band(q, t, p, J);
        if (mg_band_factor(NV, KL, KU, J, piv)) {
            *fail_step = step;
            return MG_SINGULAR;
        }
        mg_single_pendulum_re_nu(q, t, p, v);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, v, mem.solve);
        mg_flush(NV, v);
        mg_single_pendulum_re_gamma(q, v, t, p, a);
        mg_perm_band_solve(NV, KL, KU, J, piv, perm, a, mem.solve);
        mg_flush(NV, a);
        iterations[step] = k;
    }
    return MG_OK;
}

/* The state of the partitioning kernel: the partition (k independent coordinates I, the
 * m = NC dependent ones D, the closing conditions in closed form for I[0] or -1), its settings
 * (runtime/partitioning.py: hysteresis, closure, branch, singular-fraction, rank, metric and
 * near-singular tolerances), the last criterion's smallest pivot over the largest entry of
 * Phi_q (margin) and its work arrays, sized at generation. */
struct mg_single_pendulum_re_pt_state {
    const double *p;
    int k, m, column, explicit_closure, max_iter, left, nn;
    double hysteresis, closure, branch, singular_fraction, rank, metric, near, margin;
    int I[6], D[6], best[6], order[6], colperm[6], piv[6];
    double C[36], CD[36], A[36], x[6];
    double Dm[36], M[36], MDt[36], Md[36];
    double Q[6], w[6], r[6], g[6], phi[6];
    double E[36], N[36], G[36], NG[36];
    double ginv[6], basis[36], GN[36], kept[36], rest[6];
    double U[36];
    double qs[6], qc[6], vs[6], vstage[6], astage[6];
    double kq[4][6], kv[4][6], dv[6], qr[6];
};

/* the coordinate whose closed-form closing conditions exist (index in closing_choices), or -1 */
static const int mg_single_pendulum_re_pt_choice_of[6] = {-1, -1, -1, -1, -1, -1};

/* Sets the partition to the independent coordinates I (sorted) and D to the rest. */
static void mg_single_pendulum_re_pt_set(struct mg_single_pendulum_re_pt_state *s, const int *I)
{
    int a = 0, b = 0;
    for (int i = 0; i < 6; ++i) {
        if (a < s->k && I[a] == i) {
            s->I[a++] = i;
        } else {
            s->D[b++] = i;
        }
    }
    s->column = s->explicit_closure && s->k > 0 ? mg_single_pendulum_re_pt_choice_of[s->I[0]] : -1;
}

/* C_D = Phi_q restricted to the dependent coordinates, factored (from s->C). */
static int mg_single_pendulum_re_pt_factor_CD(struct mg_single_pendulum_re_pt_state *s)
{
    for (int r = 0; r < s->m; ++r) {
        for (int j = 0; j < s->m; ++j) {
            s->CD[r * s->m + j] = s->C[r * 6 + s->D[j]];
        }
    }
    return mg_lu_factor(s->m, s->CD, s->piv);
}

/* v and A = -C_D^-1 C_I (m x k) from the independent velocities vI (eq. 7, Partition.velocities);
 * with the closed form v = dq/dq_I vI. Leaves C_D factored for the accelerations. */
static int mg_single_pendulum_re_pt_velocities(struct mg_single_pendulum_re_pt_state *s, const double *q, const double *vI, double t,
                              double *v)
{
    const int k = s->k, m = s->m;
    for (int c = 0; c < k; ++c) {
        v[s->I[c]] = vI[c];
    }
    if (m == 0) {
        return MG_OK;
    }
    mg_single_pendulum_re_Phi_q(q, t, s->p, s->C);
    if (mg_single_pendulum_re_pt_factor_CD(s)) {
        return MG_SINGULAR;
    }
    for (int c = 0; c < k; ++c) {
        for (int j = 0; j < m; ++j) {
            s->x[j] = s->C[j * 6 + s->I[c]];
        }
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->A[j * k + c] = -s->x[j];
        }
    }
    mg_single_pendulum_re_nu(q, t, s->p, s->x);
    mg_lu_solve(m, s->CD, s->piv, s->x);
    for (int j = 0; j < m; ++j) {
        double sum = 0.0;
        for (int c = 0; c < k; ++c) {
            sum += s->A[j * k + c] * vI[c];
        }
        v[s->D[j]] = sum + s->x[j];
    }
    return MG_OK;
}

/* (v, a) at the state (eqs. 10, 12-14, Partition.accelerations): D = [I A^T],
 * M_d = D M D^T, M_d a_I = D (Q - M xi), a = D^T a_I + xi. */
static int mg_single_pendulum_re_pt_accelerations(struct mg_single_pendulum_re_pt_state *s, const double *q, const double *vI,
                                 double t, double *v, double *a)
{
    const int k = s->k, m = s->m;
    if (mg_single_pendulum_re_pt_velocities(s, q, vI, t, v)) {
        return MG_SINGULAR;
    }
    memset(s->w, 0, sizeof(s->w));
    if (m > 0) {
        mg_single_pendulum_re_gamma(q, v, t, s->p, s->x);
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->w[s->D[j]] = s->x[j];
        }
    }
    memset(s->Dm, 0, sizeof(double) * (size_t)k * 6);
    for (int c = 0; c < k; ++c) {
        s->Dm[c * 6 + s->I[c]] = 1.0;
        for (int j = 0; j < m; ++j) {
            s->Dm[c * 6 + s->D[j]] = s->A[j * k + c];
        }
    }
    mg_single_pendulum_re_M(q, s->p, s->M);
    mg_single_pendulum_re_Q(q, v, t, s->p, s->Q);
    for (int i = 0; i < 6; ++i) {
        double sum = s->Q[i];
        for (int j = 0; j < 6; ++j) {
            sum -= s->M[i * 6 + j] * s->w[j];
        }
        s->r[i] = sum;
        for (int c = 0; c < k; ++c) {
            double mdt = 0.0;
            for (int j = 0; j < 6; ++j) {
                mdt += s->M[i * 6 + j] * s->Dm[c * 6 + j];
            }
            s->MDt[i * k + c] = mdt;
        }
    }
    for (int c = 0; c < k; ++c) {
        double rhs = 0.0;
        for (int i = 0; i < 6; ++i) {
            rhs += s->Dm[c * 6 + i] * s->r[i];
        }
        s->x[c] = rhs;
        for (int d = 0; d < k; ++d) {
            double md = 0.0;
            for (int i = 0; i < 6; ++i) {
                md += s->Dm[c * 6 + i] * s->MDt[i * k + d];
            }
            s->Md[c * k + d] = md;
        }
    }
    if (mg_lu_factor(k, s->Md, s->piv)) {
        return MG_SINGULAR;
    }
    mg_lu_solve(k, s->Md, s->piv, s->x);
    for (int i = 0; i < 6; ++i) {
        double sum = s->w[i];
        for (int c = 0; c < k; ++c) {
            sum += s->Dm[c * 6 + i] * s->x[c];
        }
        a[i] = sum;
    }
    return MG_OK;
}

/* q' = T(q) v into out (runtime/partitioning.py _rk4: v itself where q' = v). */
static void mg_single_pendulum_re_pt_rates(const double *q, const double *v, double *out)
{
    (void)q;
    memcpy(out, v, sizeof(double) * 6);
}

/* One RK4 stage of (q' = T(q) v, v_I' = a_I) at (q, vI, t) into slot j (runtime/partitioning.py
 * _rk4): with the closed form, q is closed first. */
static int mg_single_pendulum_re_pt_stage(struct mg_single_pendulum_re_pt_state *s, const double *q, const double *vI, double t, int j)
{
    const double *qe = q;
    if (mg_single_pendulum_re_pt_accelerations(s, qe, vI, t, s->vstage, s->astage)) {
        return MG_SINGULAR;
    }
    mg_single_pendulum_re_pt_rates(qe, s->vstage, s->kq[j]);
    for (int c = 0; c < s->k; ++c) {
        s->kv[j][c] = s->astage[s->I[c]];
    }
    return MG_OK;
}

/* The dependent coordinates for the independent ones (Partition.correct): from the closed
 * form while it stays within the branch tolerance of the integrated step (else the partition
 * drops it: s->left = 1), else by Newton on Phi = 0 with I held. Returns 0, 1 (no closure in
 * max_iter iterations) or 2 (singular C_D); *iterations: Newton iterations. */
static int mg_single_pendulum_re_pt_correct(struct mg_single_pendulum_re_pt_state *s, double *q, double t, int *iterations)
{
    const int m = s->m;
    *iterations = 0;
    if (m == 0) {
        return MG_OK;
    }
    for (int it = 1; it <= s->max_iter; ++it) {
        mg_single_pendulum_re_Phi(q, t, s->p, s->phi);
        double big = 0.0;
        for (int r = 0; r < m; ++r) {
            big = fabs(s->phi[r]) > big ? fabs(s->phi[r]) : big;
        }
        if (big < s->closure) {
            *iterations = it - 1;
            return MG_OK;
        }
        mg_single_pendulum_re_Phi_q(q, t, s->p, s->C);
        if (mg_single_pendulum_re_pt_factor_CD(s)) {
            return MG_SINGULAR;
        }
        mg_lu_solve(m, s->CD, s->piv, s->phi);
        for (int j = 0; j < m; ++j) {
            q[s->D[j]] -= s->phi[j];
        }
    }
    return MG_NOT_CONVERGED;
}

/* Removes from x (length n) its components along the nb orthonormal vectors in basis (rows of
 * stride 6), twice for round-off (modified Gram-Schmidt); returns the norm of the rest. */
static double mg_single_pendulum_re_pt_orthogonalize(int n, double *x, const double *basis, int nb)
{
    for (int pass = 0; pass < 2; ++pass) {
        for (int b = 0; b < nb; ++b) {
            double dot = 0.0;
            for (int i = 0; i < n; ++i) {
                dot += basis[b * 6 + i] * x[i];
            }
            for (int i = 0; i < n; ++i) {
                x[i] -= dot * basis[b * 6 + i];
            }
        }
    }
    return mg_norm(n, x);
}

/* Rook pivoting in the rows and columns rank.. of E (NC x NV): from column *pc, alternately
 * the largest entry of the column and of the row, until one is largest in both (Foster's rook
 * pivoting, rank-revealing in practice like complete pivoting at the cost of a few rows and
 * columns instead of the whole rest). Returns its magnitude; *pr, *pc its place. */
static double mg_single_pendulum_re_pt_rook(const double *E, int rank, int *pr, int *pc)
{
    double big = -1.0;
    for (int scan = 0; scan < 2 * 6; ++scan) {
        int moved = 0;
        if (scan % 2 == 0) {
            for (int r = rank; r < 6; ++r) {
                if (fabs(E[r * 6 + *pc]) > big) {
                    big = fabs(E[r * 6 + *pc]);
                    *pr = r;
                    moved = 1;
                }
            }
        } else {
            for (int c = rank; c < 6; ++c) {
                if (fabs(E[*pr * 6 + c]) > big) {
                    big = fabs(E[*pr * 6 + c]);
                    *pc = c;
                    moved = 1;
                }
            }
        }
        if (!moved && scan > 0) {
            break;
        }
    }
    return big;
}

/* Gamma of a set of coordinates (runtime/partitioning.py _volume): the product of the squared
 * lengths left of their vectors u_i (rows of s->U) by Gram-Schmidt over the set in order. */
static double mg_single_pendulum_re_pt_volume(struct mg_single_pendulum_re_pt_state *s, const int *set)
{
    double volume = 1.0;
    int kept = 0;
    for (int c = 0; c < s->k; ++c) {
        double *row = s->kept + kept * 6;
        memcpy(row, s->U + set[c] * 6, sizeof(double) * (size_t)s->nn);
        const double length = mg_single_pendulum_re_pt_orthogonalize(s->nn, row, s->kept, kept);
        volume *= length * length;
        if (length > 0.0) {
            for (int f = 0; f < s->nn; ++f) {
                row[f] /= length;
            }
            ++kept;
        }
    }
    return volume;
}

/* The projective criterion cos^2 alpha_i = |u_i|^2 of every coordinate at (q, t) (eq. 23a,
 * runtime/partitioning.py _projections) with an orthonormal basis N of the tangent space (any
 * basis gives the same values): from Gaussian elimination of Phi_q with rook pivoting (rank
 * where no entry of the rest exceeds the rank tolerance), its null vectors orthonormalized.
 * Writes cos2, the vectors u_i (rows of s->U) and the k best coordinates (s->best). Returns 0
 * or 2 (a singular metric or N^T G N). */
static int mg_single_pendulum_re_pt_criterion(struct mg_single_pendulum_re_pt_state *s, const double *q, double t, double *cos2)
{
    const int k = s->k;
    mg_single_pendulum_re_M(q, s->p, s->G);
    int rank = 0;
    for (int j = 0; j < 6; ++j) {
        s->colperm[j] = j;
    }
    mg_single_pendulum_re_Phi_q(q, t, s->p, s->C);
    double scale = 0.0, cmax = 0.0;
    for (int i = 0; i < 6; ++i) {
        scale = fabs(s->G[i * 6 + i]) > scale ? fabs(s->G[i * 6 + i]) : scale;
    }
    memcpy(s->E, s->C, sizeof(double) * 36);
    for (int i = 0; i < 36; ++i) {
        cmax = fabs(s->E[i]) > cmax ? fabs(s->E[i]) : cmax;
    }
    const double small = s->rank * fmax(cmax, 1.0);
    double pmin = INFINITY;
    for (; rank < 6; ++rank) {
        int pr = rank, pc = rank;
        double big = mg_single_pendulum_re_pt_rook(s->E, rank, &pr, &pc);
        if (!(big > small)) {
            /* rook pivoting stops at an entry largest in its row and column; a small one
             * could hide larger entries elsewhere: search the whole rest before stopping */
            for (int r = rank; r < 6; ++r) {
                for (int c = rank; c < 6; ++c) {
                    if (fabs(s->E[r * 6 + c]) > big) {
                        big = fabs(s->E[r * 6 + c]);
                        pr = r;
                        pc = c;
                    }
                }
            }
            if (!(big > small)) {
                break;
            }
        }
        pmin = fmin(pmin, big);
        for (int c = 0; c < 6; ++c) {
            const double tmp = s->E[rank * 6 + c];
            s->E[rank * 6 + c] = s->E[pr * 6 + c];
            s->E[pr * 6 + c] = tmp;
        }
        for (int r = 0; r < 6; ++r) {
            const double tmp = s->E[r * 6 + rank];
            s->E[r * 6 + rank] = s->E[r * 6 + pc];
            s->E[r * 6 + pc] = tmp;
        }
        const int tmp = s->colperm[rank];
        s->colperm[rank] = s->colperm[pc];
        s->colperm[pc] = tmp;
        for (int r = rank + 1; r < 6; ++r) {
            const double f = s->E[r * 6 + rank] / s->E[rank * 6 + rank];
            for (int c = rank; c < 6; ++c) {
                s->E[r * 6 + c] -= f * s->E[rank * 6 + c];
            }
        }
    }
    /* the smallest pivot estimates the smallest singular value (rook pivoting reveals rank) */
    s->margin = rank < 6 ? 0.0 : pmin / cmax;
    /* the metric G (runtime/partitioning.py metric): M + s C_N^T C_N (normalization rows),
     * and + s C^T C where that is still singular (its Cholesky factor has a pivot below the
     * metric tolerance times the largest diagonal entry) */
    memcpy(s->NG, s->G, sizeof(double) * 36);
    if (!(mg_cholesky(6, s->NG) > s->metric * scale)) {
        for (int i = 0; i < 6; ++i) {
            for (int j = 0; j < 6; ++j) {
                double sum = 0.0;
                for (int r = 0; r < 6; ++r) {
                    sum += s->C[r * 6 + i] * s->C[r * 6 + j];
                }
                s->G[i * 6 + j] += scale * sum;
            }
        }
        memcpy(s->NG, s->G, sizeof(double) * 36);
        if (!(mg_cholesky(6, s->NG) > 0.0)) {
            return MG_SINGULAR;
        }
    }
    /* (G^-1)_ii = sum_r ((L^-1)_ri)^2, column i of L^-1 by forward substitution */
    for (int i = 0; i < 6; ++i) {
        double sum = 0.0;
        for (int r = 0; r < 6; ++r) {
            double x = r == i ? 1.0 : 0.0;
            for (int c = i; c < r; ++c) {
                x -= s->NG[r * 6 + c] * s->rest[c];
            }
            s->rest[r] = r < i ? 0.0 : x / s->NG[r * 6 + r];
            sum += s->rest[r] * s->rest[r];
        }
        s->ginv[i] = sum;
    }
    /* the null vectors: free columns rank.. of the elimination, back-substituted, in the
     * coordinates' own order; then orthonormalized (rows of s->basis, stride NV) */
    const int nn = 6 - rank;
    s->nn = nn;
    for (int f = 0; f < nn; ++f) {
        double *x = s->rest;
        for (int c = rank; c < 6; ++c) {
            x[c] = c == rank + f ? 1.0 : 0.0;
        }
        for (int r = rank - 1; r >= 0; --r) {
            double sum = 0.0;
            for (int c = r + 1; c < 6; ++c) {
                sum += s->E[r * 6 + c] * x[c];
            }
            x[r] = -sum / s->E[r * 6 + r];
        }
        double *b = s->basis + f * 6;
        for (int c = 0; c < 6; ++c) {
            b[s->colperm[c]] = x[c];
        }
        const double length = mg_single_pendulum_re_pt_orthogonalize(6, b, s->basis, f);
        for (int c = 0; c < 6; ++c) {
            b[c] /= length;
        }
    }
    /* N (NV x nn), G N and N^T G N (nn x nn), factored by Cholesky */
    for (int i = 0; i < 6; ++i) {
        for (int f = 0; f < nn; ++f) {
            s->N[i * 6 + f] = s->basis[f * 6 + i];
            double sum = 0.0;
            for (int j = 0; j < 6; ++j) {
                sum += s->G[i * 6 + j] * s->basis[f * 6 + j];
            }
            s->GN[i * 6 + f] = sum;
        }
    }
    for (int f = 0; f < nn; ++f) {
        for (int e = 0; e < nn; ++e) {
            double sum = 0.0;
            for (int i = 0; i < 6; ++i) {
                sum += s->basis[f * 6 + i] * s->GN[i * 6 + e];
            }
            s->NG[f * nn + e] = sum;
        }
    }
    if (!(mg_cholesky(nn, s->NG) > 0.0)) {
        return MG_SINGULAR;
    }
    /* u_i = L^-1 N_i^T / sqrt((G^-1)_ii), cos^2 alpha_i = |u_i|^2 = N_i (N^T G N)^-1 N_i^T /
     * (G^-1)_ii */
    for (int i = 0; i < 6; ++i) {
        double sum = 0.0, *u = s->U + i * 6;
        for (int f = 0; f < nn; ++f) {
            double x = s->N[i * 6 + f];
            for (int c = 0; c < f; ++c) {
                x -= s->NG[f * nn + c] * u[c];
            }
            u[f] = x / s->NG[f * nn + f];
            sum += u[f] * u[f];
        }
        const double norm = sqrt(s->ginv[i]);
        for (int f = 0; f < nn; ++f) {
            u[f] /= norm;
        }
        cos2[i] = sum / s->ginv[i];
    }
    /* the best partition (_best): greedily the coordinate whose u_i, orthogonalized against
     * those taken (rows of s->kept), is longest (the first of equal ones; twice, for
     * round-off); s->order flags the coordinates taken */
    memcpy(s->kept, s->U, sizeof(double) * 36);
    for (int i = 0; i < 6; ++i) {
        s->order[i] = 0;
    }
    int chosen = 0;
    for (; chosen < k; ++chosen) {
        int pick = -1;
        double top = 0.0;
        for (int i = 0; i < 6; ++i) {
            if (s->order[i]) {
                continue;
            }
            double length = 0.0;
            for (int f = 0; f < nn; ++f) {
                length += s->kept[i * 6 + f] * s->kept[i * 6 + f];
            }
            if (pick < 0 || length > top) {
                pick = i;
                top = length;
            }
        }
        if (pick < 0 || !(sqrt(top) > s->rank)) {
            break;
        }
        s->order[pick] = 1;
        s->best[chosen] = pick;
        for (int f = 0; f < nn; ++f) {
            s->rest[f] = s->kept[pick * 6 + f] / sqrt(top);
        }
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = 0; i < 6; ++i) {
                double dot = 0.0, *row = s->kept + i * 6;
                for (int f = 0; f < nn; ++f) {
                    dot += row[f] * s->rest[f];
                }
                for (int f = 0; f < nn; ++f) {
                    row[f] -= dot * s->rest[f];
                }
            }
        }
    }
    for (int i = 1; i < chosen; ++i) {
        const int b = s->best[i];
        int j = i;
        while (j > 0 && s->best[j - 1] > b) {
            s->best[j] = s->best[j - 1];
            --j;
        }
        s->best[j] = b;
    }
    return chosen == k ? MG_OK : MG_SINGULAR;
}

/* The work memory of partitioning_run: its state, arrays sized at generation. */
struct mg_single_pendulum_re_partitioning_take_work {
    struct mg_single_pendulum_re_pt_state *s;
};

static void mg_single_pendulum_re_partitioning_take(struct mg_arena *arena, struct mg_single_pendulum_re_partitioning_take_work *w)
{
    w->s = mg_struct(arena, sizeof(struct mg_single_pendulum_re_pt_state));
}

/* The doubles of work memory partitioning_run needs: mg_single_pendulum_re_partitioning_take counting what it takes. */
size_t mg_single_pendulum_re_partitioning_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_single_pendulum_re_partitioning_take_work w;
    mg_single_pendulum_re_partitioning_take(&arena, &w);
    return arena.used;
}

/* Coordinate partitioning with RK4 on the independent coordinates and the projective
 * criterion (Blajer, Schiehlen & Schirm, seed 004; the loop of runtime/partitioning.py run):
 * row 0 of q_out, v_out holds the state at t0 and `independent` the k independent coordinates
 * of its partition (`column`: its closed-form closing conditions, or -1). Each row stores q,
 * v, a, cos^2 alpha of every coordinate, the partition its accelerations used
 * (independent_out, k per row) and left_out: bit 1 where the closed form left its assembly
 * branch in the step to it, bit 2 where the margin of Phi_q is below the near-singular
 * tolerance (a configuration singularity), bit 4 where the set switched to there is not on its
 * closed form's branch (Partition.follow). settings: hysteresis and the tolerances named in
 * struct state. */
int mg_single_pendulum_re_partitioning_run(const double *p, double h, double t0, int n_steps, int k, const int *independent, int column, int explicit_closure, const double *settings, int max_iter, double *q_out, double *v_out, double *a_out, double *criterion_out, int *independent_out, int *left_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    if (k < 0 || k > 6 || 6 - k != 6) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_single_pendulum_re_partitioning_take_work mem;
    mg_single_pendulum_re_partitioning_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    struct mg_single_pendulum_re_pt_state *s = mem.s;
    memset(s, 0, sizeof *s);
    s->p = p;
    s->k = k;
    s->m = 6 - k;
    s->explicit_closure = explicit_closure;
    s->max_iter = max_iter;
    s->hysteresis = settings[0];
    s->closure = settings[1];
    s->branch = settings[2];
    s->singular_fraction = settings[3];
    s->rank = settings[4];
    s->metric = settings[5];
    s->near = settings[6];
    mg_single_pendulum_re_pt_set(s, independent);
    s->column = column;
    double q[6], v[6] = {0}, vI[6] = {0}, q1[6], vI1[6] = {0};
    double cos2[6] = {0};
    memcpy(q, q_out, sizeof(q));
    for (int c = 0; c < k; ++c) {
        vI[c] = v_out[s->I[c]];
    }
    int status = mg_single_pendulum_re_pt_criterion(s, q, t0, cos2);
    left_out[0] |= s->margin < s->near ? 2 : 0;
    int failing = 0;
    double previous = -1.0; /* no ratio before the first step */
    iterations[0] = 0;
    for (int step = 0; step <= n_steps && !status; ++step) {
        const double t = t0 + step * h;
        double *a = a_out + (size_t)step * 6;
        failing = step;
        status = mg_single_pendulum_re_pt_accelerations(s, q, vI, t, v, a);
        if (status) {
            break;
        }
        memcpy(q_out + (size_t)step * 6, q, sizeof(q));
        memcpy(v_out + (size_t)step * 6, v, sizeof(v));
        memcpy(criterion_out + (size_t)step * 6, cos2, sizeof(cos2));
        memcpy(independent_out + (size_t)step * k, s->I, sizeof(int) * (size_t)k);
        if (step == n_steps) {
            break;
        }
        /* RK4: the first stage is the row's own (v, a_I) */
        failing = step + 1;
        mg_single_pendulum_re_pt_rates(q, v, s->kq[0]);
        for (int c = 0; c < k; ++c) {
            s->kv[0][c] = a[s->I[c]];
        }
        static const double nodes[3] = {0.5, 0.5, 1.0};
        for (int j = 1; j < 4 && !status; ++j) {
            const double c_h = nodes[j - 1] * h;
            for (int i = 0; i < 6; ++i) {
                s->qs[i] = q[i] + c_h * s->kq[j - 1][i];
            }
            for (int c = 0; c < k; ++c) {
                s->vs[c] = vI[c] + c_h * s->kv[j - 1][c];
            }
            status = mg_single_pendulum_re_pt_stage(s, s->qs, s->vs, t + c_h, j);
        }
        if (status) {
            break;
        }
        for (int i = 0; i < 6; ++i) {
            q1[i] = q[i] + h / 6 * (s->kq[0][i] + 2 * s->kq[1][i] + 2 * s->kq[2][i] + s->kq[3][i]);
        }
        for (int c = 0; c < k; ++c) {
            vI1[c] = vI[c] + h / 6 * (s->kv[0][c] + 2 * s->kv[1][c] + 2 * s->kv[2][c] + s->kv[3][c]);
        }
        s->left = 0;
        status = mg_single_pendulum_re_pt_correct(s, q1, t + h, &iterations[step + 1]);
        left_out[step + 1] = s->left;
        if (status) {
            break;
        }
        memcpy(q, q1, sizeof(q));
        memcpy(vI, vI1, sizeof(double) * (size_t)k);
        if (!(mg_norm(6, q) < 1e300) || !(mg_norm(k, vI) < 1e300)) {
            status = MG_NOT_FINITE;
            break;
        }
        status = mg_single_pendulum_re_pt_criterion(s, q, t + h, cos2);
        left_out[step + 1] |= s->margin < s->near ? 2 : 0;
        if (status || k == 0) {
            continue;
        }
        /* Gamma of the current set against the best's, in geometric mean (_volume), now and
           one step ahead (runtime/partitioning.py ahead) */
        const double limit = pow(fmax(s->hysteresis, s->singular_fraction), k);
        const double best = mg_single_pendulum_re_pt_volume(s, s->best);
        const double ratio = best > 0.0 ? mg_single_pendulum_re_pt_volume(s, s->I) / best : 1.0;
        double next = ratio;
        if (previous >= 0.0) {
            const double root = 2.0 * sqrt(ratio) - sqrt(previous);
            next = root > 0.0 ? root * root : 0.0;
        }
        previous = ratio;
        if (fmin(ratio, next) < limit) {
            previous = 1.0;
            /* the new independent velocities from those of the old partition */
            if ((status = mg_single_pendulum_re_pt_velocities(s, q, vI, t + h, v))) {
                break;
            }
            mg_single_pendulum_re_pt_set(s, s->best);
            for (int c = 0; c < k; ++c) {
                vI[c] = v[s->I[c]];
            }
        }
    }
    *fail_step = failing;
    return status;
}
