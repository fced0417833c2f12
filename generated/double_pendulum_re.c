/* generator: mechgen 0.1.0 */
/* template: c/source.c.j2 */
/* mechanism: double_pendulum */
/* formulation: re */
/* scheme: any */
/* input hash: 10d5e9ad8ba473be */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

/* Equations of mechanism 'double_pendulum' in the re formulation (C99).
 * Vectors: q (12), v (12), dv (12), a (12), lam (10), t, p (4), h;
 * component order as in the numpy module's docstring and METADATA. */

#include <float.h>
#include <math.h>
#include <string.h>

#include "double_pendulum_re.h"

int mg_double_pendulum_re_sizes(int *n_q, int *n_v, int *n_c, int *n_p)
{
    *n_q = 12;
    *n_v = 12;
    *n_c = 10;
    *n_p = 4;
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

int mg_double_pendulum_re_n_entries(void)
{
    return (int)(sizeof mg_entry_names / sizeof mg_entry_names[0]);
}

const char *mg_double_pendulum_re_entry_name(int i)
{
    return i >= 0 && i < mg_double_pendulum_re_n_entries() ? mg_entry_names[i] : NULL;
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
 * Inputs: q (position coordinates, 12); dv (increment in velocity coordinates (e.g. h v), 12).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 12 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_retract(const double *q, const double *dv, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_r_bar2_x = q[6];
    const double q_r_bar2_y = q[7];
    const double q_r_bar2_z = q[8];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
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

    out[0] = dv_0 + q_r_bar1_x;  /* [0, 0] */
    out[1] = dv_1 + q_r_bar1_y;  /* [1, 0] */
    out[2] = dv_2 + q_r_bar1_z;  /* [2, 0] */
    out[3] = dv_3 + q_phi_bar1;  /* [3, 0] */
    out[4] = dv_4 + q_theta_bar1;  /* [4, 0] */
    out[5] = dv_5 + q_psi_bar1;  /* [5, 0] */
    out[6] = dv_6 + q_r_bar2_x;  /* [6, 0] */
    out[7] = dv_7 + q_r_bar2_y;  /* [7, 0] */
    out[8] = dv_8 + q_r_bar2_z;  /* [8, 0] */
    out[9] = dv_9 + q_phi_bar2;  /* [9, 0] */
    out[10] = dv_10 + q_theta_bar2;  /* [10, 0] */
    out[11] = dv_11 + q_psi_bar2;  /* [11, 0] */
}

/* tangent: Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the right-
 * trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the truncation only
 * slows Newton convergence by O(|dtheta|^3), never changes the solution; seed 001 eq. 37 keeps
 * just I); identity for rp, re and relative.
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

/* qdot: The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and re, A
 * omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the Euler
 * parameters of a ball joint or free body, A u for a free body's centre of mass (seed 001 eq.
 * 39c), the rates elsewhere.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12).
 * Output: out, 12 x 1 row-major, 12 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_qdot(const double *q, const double *v, double *out)
{
    (void)q;
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];

    out[0] = v_rd_bar1_x;  /* [0, 0] */
    out[1] = v_rd_bar1_y;  /* [1, 0] */
    out[2] = v_rd_bar1_z;  /* [2, 0] */
    out[3] = v_phid_bar1;  /* [3, 0] */
    out[4] = v_thetad_bar1;  /* [4, 0] */
    out[5] = v_psid_bar1;  /* [5, 0] */
    out[6] = v_rd_bar2_x;  /* [6, 0] */
    out[7] = v_rd_bar2_y;  /* [7, 0] */
    out[8] = v_rd_bar2_z;  /* [8, 0] */
    out[9] = v_phid_bar2;  /* [9, 0] */
    out[10] = v_thetad_bar2;  /* [10, 0] */
    out[11] = v_psid_bar2;  /* [11, 0] */
}

/* Phi: Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).
 * Inputs: q (position coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 10 x 1 row-major, 10 nonzero.
 * 71 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Phi(const double *q, double t, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_r_bar2_x = q[6];
    const double q_r_bar2_y = q[7];
    const double q_r_bar2_z = q[8];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = cos(q_theta_bar1);
    const double cse1 = sin(q_psi_bar1);
    const double cse2 = sin(q_phi_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cos(q_psi_bar1);
    const double cse5 = cos(q_phi_bar1);
    const double cse6 = cse4*cse5;
    const double cse7 = -cse0*cse3 + cse6;
    const double cse8 = (1.0/2.0)*p_L1;
    const double cse9 = -cse7*cse8;
    const double cse10 = cse1*cse5;
    const double cse11 = cse2*cse4;
    const double cse12 = cse0*cse10 + cse11;
    const double cse13 = -cse12*cse8;
    const double cse14 = sin(q_theta_bar1);
    const double cse15 = -cse1*cse14*cse8;
    const double cse16 = sin(q_phi_bar2);
    const double cse17 = cos(q_theta_bar2);
    const double cse18 = cos(q_psi_bar2);
    const double cse19 = cse17*cse18;
    const double cse20 = sin(q_psi_bar2);
    const double cse21 = cos(q_phi_bar2);
    const double cse22 = (1.0/2.0)*p_L2;
    const double cse23 = sin(q_theta_bar2);
    const double cse24 = cse14*cse17;
    const double cse25 = cse21*cse23;
    const double cse26 = cse16*cse23;

    out[0] = cse9 + q_r_bar1_x;  /* [0, 0] */
    out[1] = cse13 + q_r_bar1_y;  /* [1, 0] */
    out[2] = cse15 + q_r_bar1_z;  /* [2, 0] */
    out[3] = cse0;  /* [3, 0] */
    out[4] = cse14*cse5;  /* [4, 0] */
    out[5] = -cse22*(cse16*cse19 + cse20*cse21) + cse9 - q_r_bar1_x + q_r_bar2_x;  /* [5, 0] */
    out[6] = cse13 - cse22*(cse16*cse20 - cse19*cse21) - q_r_bar1_y + q_r_bar2_y;  /* [6, 0] */
    out[7] = cse15 + cse18*cse22*cse23 - q_r_bar1_z + q_r_bar2_z;  /* [7, 0] */
    out[8] = cse24*cse4 - cse25*(cse0*cse6 - cse3) + cse26*(-cse0*cse11 - cse10);  /* [8, 0] */
    out[9] = -cse1*cse24 + cse12*cse25 - cse26*cse7;  /* [9, 0] */
}

/* Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_re_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_Phi(q + (size_t)k * 12, t[k], p, out + (size_t)k * 10);
    }
}

/* dropped_Phi: Residuals of the rows dropped as redundant at generation (none when none were): redundant at
 * the default parameters, they may not be for others, so the runtime checks that they still
 * hold (mechgen.runtime.initial, mechgen.runtime.judgement).
 * Inputs: q (position coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 0 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_dropped_Phi(const double *q, double t, const double *p, double *out)
{
    (void)q;
    (void)t;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* dropped_Phi at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_re_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_dropped_Phi(q + (size_t)k * 12, t[k], p, out + (size_t)k * 0);
    }
}

/* Phi_q: Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t (rA:
 * variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).
 * Inputs: q (position coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 10 x 12 row-major, 46 nonzero.
 * 134 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Phi_q(const double *q, double t, const double *p, double *out)
{
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = cos(q_psi_bar1);
    const double cse1 = sin(q_phi_bar1);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(q_theta_bar1);
    const double cse4 = sin(q_psi_bar1);
    const double cse5 = cos(q_phi_bar1);
    const double cse6 = cse4*cse5;
    const double cse7 = cse3*cse6;
    const double cse8 = -cse2 - cse7;
    const double cse9 = (1.0/2.0)*p_L1;
    const double cse10 = -cse8*cse9;
    const double cse11 = cse1*cse4;
    const double cse12 = sin(q_theta_bar1);
    const double cse13 = cse12*cse9;
    const double cse14 = -cse11*cse13;
    const double cse15 = -cse2*cse3 - cse6;
    const double cse16 = -cse15*cse9;
    const double cse17 = cse0*cse5;
    const double cse18 = cse11*cse3;
    const double cse19 = cse17 - cse18;
    const double cse20 = -cse19*cse9;
    const double cse21 = cse13*cse6;
    const double cse22 = cse17*cse3;
    const double cse23 = -cse11 + cse22;
    const double cse24 = -cse23*cse9;
    const double cse25 = -cse3*cse4*cse9;
    const double cse26 = -cse0*cse13;
    const double cse27 = sin(q_psi_bar2);
    const double cse28 = sin(q_phi_bar2);
    const double cse29 = cse27*cse28;
    const double cse30 = cos(q_theta_bar2);
    const double cse31 = cos(q_psi_bar2);
    const double cse32 = cos(q_phi_bar2);
    const double cse33 = cse31*cse32;
    const double cse34 = (1.0/2.0)*p_L2;
    const double cse35 = cse28*cse31;
    const double cse36 = sin(q_theta_bar2);
    const double cse37 = cse34*cse36;
    const double cse38 = cse27*cse32;
    const double cse39 = cse32*cse36;
    const double cse40 = cse15*cse39;
    const double cse41 = cse28*cse36;
    const double cse42 = cse3*cse30;
    const double cse43 = cse12*cse39;
    const double cse44 = cse12*cse41;
    const double cse45 = cse12*cse30;
    const double cse46 = cse12*cse36;
    const double cse47 = cse30*cse32;
    const double cse48 = cse28*cse30;
    const double cse49 = cse19*cse39;
    const double cse50 = cse2 + cse7;

    memset(out, 0, sizeof(double) * 120);
    out[0] = 1;  /* [0, 0] */
    out[3] = cse10;  /* [0, 3] */
    out[4] = cse14;  /* [0, 4] */
    out[5] = cse16;  /* [0, 5] */
    out[13] = 1;  /* [1, 1] */
    out[15] = cse20;  /* [1, 3] */
    out[16] = cse21;  /* [1, 4] */
    out[17] = cse24;  /* [1, 5] */
    out[26] = 1;  /* [2, 2] */
    out[28] = cse25;  /* [2, 4] */
    out[29] = cse26;  /* [2, 5] */
    out[40] = -cse12;  /* [3, 4] */
    out[51] = -cse1*cse12;  /* [4, 3] */
    out[52] = cse3*cse5;  /* [4, 4] */
    out[60] = -1;  /* [5, 0] */
    out[63] = cse10;  /* [5, 3] */
    out[64] = cse14;  /* [5, 4] */
    out[65] = cse16;  /* [5, 5] */
    out[66] = 1;  /* [5, 6] */
    out[69] = -cse34*(-cse29 + cse30*cse33);  /* [5, 9] */
    out[70] = cse35*cse37;  /* [5, 10] */
    out[71] = -cse34*(-cse29*cse30 + cse33);  /* [5, 11] */
    out[73] = -1;  /* [6, 1] */
    out[75] = cse20;  /* [6, 3] */
    out[76] = cse21;  /* [6, 4] */
    out[77] = cse24;  /* [6, 5] */
    out[79] = 1;  /* [6, 7] */
    out[81] = -cse34*(cse30*cse35 + cse38);  /* [6, 9] */
    out[82] = -cse33*cse37;  /* [6, 10] */
    out[83] = -cse34*(cse30*cse38 + cse35);  /* [6, 11] */
    out[86] = -1;  /* [7, 2] */
    out[88] = cse25;  /* [7, 4] */
    out[89] = cse26;  /* [7, 5] */
    out[92] = 1;  /* [7, 8] */
    out[94] = cse30*cse31*cse34;  /* [7, 10] */
    out[95] = -cse27*cse37;  /* [7, 11] */
    out[99] = -cse40 + cse41*(cse11 - cse22);  /* [8, 3] */
    out[100] = cse0*cse42 + cse17*cse43 + cse2*cse44;  /* [8, 4] */
    out[101] = -cse39*cse8 - cse4*cse45 + cse41*(-cse17 + cse18);  /* [8, 5] */
    out[105] = cse23*cse41 + cse40;  /* [8, 9] */
    out[106] = -cse0*cse46 + cse15*cse48 - cse23*cse47;  /* [8, 10] */
    out[111] = -cse41*cse8 + cse49;  /* [9, 3] */
    out[112] = -cse11*cse44 - cse4*cse42 - cse43*cse6;  /* [9, 4] */
    out[113] = -cse0*cse45 - cse15*cse41 + cse23*cse39;  /* [9, 5] */
    out[117] = -cse41*cse50 - cse49;  /* [9, 9] */
    out[118] = -cse19*cse48 + cse4*cse46 + cse47*cse50;  /* [9, 10] */
}

/* Phi_q at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_re_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_Phi_q(q + (size_t)k * 12, t[k], p, out + (size_t)k * 120);
    }
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

/* nu at n rows: row k of out from row k of q, t (p shared). */
void mg_double_pendulum_re_nu_rows(int n, const double *q, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_nu(q + (size_t)k * 12, t[k], p, out + (size_t)k * 10);
    }
}

/* velocity_residual: Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where the
 * velocities satisfy the constraints; the runtime's velocity violation.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 10 x 1 row-major, 10 nonzero.
 * 172 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_velocity_residual(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = sin(q_psi_bar1);
    const double cse1 = cos(q_phi_bar1);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(q_theta_bar1);
    const double cse4 = cos(q_psi_bar1);
    const double cse5 = sin(q_phi_bar1);
    const double cse6 = cse4*cse5;
    const double cse7 = -cse2 - cse3*cse6;
    const double cse8 = (1.0/2.0)*p_L1;
    const double cse9 = cse8*v_psid_bar1;
    const double cse10 = cse2*cse3;
    const double cse11 = -cse10 - cse6;
    const double cse12 = cse8*v_phid_bar1;
    const double cse13 = cse0*cse5;
    const double cse14 = sin(q_theta_bar1);
    const double cse15 = cse14*v_thetad_bar1;
    const double cse16 = cse15*cse8;
    const double cse17 = -cse11*cse12 - cse13*cse16 - cse7*cse9;
    const double cse18 = cse1*cse4;
    const double cse19 = cse18*cse3;
    const double cse20 = -cse13 + cse19;
    const double cse21 = cse13*cse3;
    const double cse22 = cse18 - cse21;
    const double cse23 = -cse12*cse22 + cse16*cse2 - cse20*cse9;
    const double cse24 = cse3*v_thetad_bar1;
    const double cse25 = -cse0*cse24*cse8 - cse14*cse4*cse9;
    const double cse26 = cos(q_psi_bar2);
    const double cse27 = cos(q_phi_bar2);
    const double cse28 = cse26*cse27;
    const double cse29 = cos(q_theta_bar2);
    const double cse30 = sin(q_psi_bar2);
    const double cse31 = sin(q_phi_bar2);
    const double cse32 = cse30*cse31;
    const double cse33 = (1.0/2.0)*p_L2;
    const double cse34 = cse33*v_psid_bar2;
    const double cse35 = cse26*cse31;
    const double cse36 = sin(q_theta_bar2);
    const double cse37 = cse33*v_thetad_bar2;
    const double cse38 = cse36*cse37;
    const double cse39 = cse33*v_phid_bar2;
    const double cse40 = cse27*cse30;
    const double cse41 = cse14*cse36;
    const double cse42 = cse20*cse27;
    const double cse43 = cse29*cse31;
    const double cse44 = cse14*cse29;
    const double cse45 = cse27*cse36;
    const double cse46 = cse31*cse36;
    const double cse47 = cse36*cse7;
    const double cse48 = cse27*cse47;
    const double cse49 = cse29*cse3;
    const double cse50 = cse27*cse41;
    const double cse51 = cse31*cse41;
    const double cse52 = cse10 + cse6;
    const double cse53 = cse22*cse45;

    out[0] = cse17 + v_rd_bar1_x;  /* [0, 0] */
    out[1] = cse23 + v_rd_bar1_y;  /* [1, 0] */
    out[2] = cse25 + v_rd_bar1_z;  /* [2, 0] */
    out[3] = -cse15;  /* [3, 0] */
    out[4] = cse1*cse24 - cse14*cse5*v_phid_bar1;  /* [4, 0] */
    out[5] = cse17 - cse34*(cse28 - cse29*cse32) + cse35*cse38 - cse39*(cse28*cse29 - cse32) - v_rd_bar1_x + v_rd_bar2_x;  /* [5, 0] */
    out[6] = cse23 - cse28*cse38 - cse34*(cse29*cse40 + cse35) - cse39*(cse29*cse35 + cse40) - v_rd_bar1_y + v_rd_bar2_y;  /* [6, 0] */
    out[7] = cse25 + cse26*cse29*cse37 - cse30*cse34*cse36 - v_rd_bar1_z + v_rd_bar2_z;  /* [7, 0] */
    out[8] = v_phid_bar1*(cse46*(cse13 - cse19) - cse48) + v_phid_bar2*(cse20*cse46 + cse48) + v_psid_bar1*(-cse0*cse44 - cse11*cse45 + cse46*(-cse18 + cse21)) + v_thetad_bar1*(cse18*cse50 + cse4*cse49 + cse51*cse6) + v_thetad_bar2*(-cse29*cse42 - cse4*cse41 + cse43*cse7);  /* [8, 0] */
    out[9] = v_phid_bar1*(-cse11*cse46 + cse53) + v_phid_bar2*(-cse46*cse52 - cse53) + v_psid_bar1*(-cse31*cse47 + cse36*cse42 - cse4*cse44) + v_thetad_bar1*(-cse0*cse49 - cse13*cse51 - cse2*cse50) + v_thetad_bar2*(cse0*cse41 - cse22*cse43 + cse27*cse29*cse52);  /* [9, 0] */
}

/* velocity_residual at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_re_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_velocity_residual(q + (size_t)k * 12, v + (size_t)k * 12, t[k], p, out + (size_t)k * 10);
    }
}

/* gamma: Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v +
 * Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 10 x 1 row-major, 10 nonzero.
 * 410 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_gamma(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = cos(q_psi_bar1);
    const double cse1 = sin(q_phi_bar1);
    const double cse2 = cse0*cse1;
    const double cse3 = sin(q_theta_bar1);
    const double cse4 = (1.0/2.0)*p_L1;
    const double cse5 = cse4*v_thetad_bar1;
    const double cse6 = cse3*cse5;
    const double cse7 = cos(q_theta_bar1);
    const double cse8 = cos(q_phi_bar1);
    const double cse9 = cse0*cse8;
    const double cse10 = cse7*cse9;
    const double cse11 = sin(q_psi_bar1);
    const double cse12 = cse1*cse11;
    const double cse13 = -cse10 + cse12;
    const double cse14 = cse4*v_phid_bar1;
    const double cse15 = cse12*cse7;
    const double cse16 = cse15 - cse9;
    const double cse17 = cse4*v_psid_bar1;
    const double cse18 = cse11*cse8;
    const double cse19 = cse14*cse3;
    const double cse20 = cse17*cse3;
    const double cse21 = v_phid_bar1*(-cse13*cse17 - cse14*cse16 - cse18*cse6) + v_psid_bar1*(-cse13*cse14 - cse16*cse17 - cse2*cse6) + v_thetad_bar1*(-cse15*cse5 - cse18*cse19 - cse2*cse20);
    const double cse22 = cse2*cse7;
    const double cse23 = -cse18 - cse22;
    const double cse24 = cse18*cse7;
    const double cse25 = -cse2 - cse24;
    const double cse26 = v_phid_bar1*(-cse12*cse6 - cse14*cse25 - cse17*cse23) + v_psid_bar1*(-cse14*cse23 - cse17*cse25 + cse6*cse9) + v_thetad_bar1*(-cse12*cse19 + cse20*cse9 + cse24*cse5);
    const double cse27 = cse0*cse7;
    const double cse28 = cse11*cse3;
    const double cse29 = v_psid_bar1*(cse17*cse28 - cse27*cse5) + v_thetad_bar1*(-cse17*cse27 + cse28*cse5);
    const double cse30 = cse1*cse7;
    const double cse31 = cse3*cse8;
    const double cse32 = cos(q_theta_bar2);
    const double cse33 = sin(q_psi_bar2);
    const double cse34 = cos(q_phi_bar2);
    const double cse35 = cse33*cse34;
    const double cse36 = cos(q_psi_bar2);
    const double cse37 = sin(q_phi_bar2);
    const double cse38 = cse36*cse37;
    const double cse39 = -cse32*cse35 - cse38;
    const double cse40 = (1.0/2.0)*p_L2;
    const double cse41 = cse40*v_phid_bar2;
    const double cse42 = cse40*v_thetad_bar2;
    const double cse43 = sin(q_theta_bar2);
    const double cse44 = cse33*cse37;
    const double cse45 = cse43*cse44;
    const double cse46 = cse32*cse38;
    const double cse47 = -cse35 - cse46;
    const double cse48 = cse40*v_psid_bar2;
    const double cse49 = cse34*cse36;
    const double cse50 = cse41*cse43;
    const double cse51 = cse42*cse43;
    const double cse52 = cse35*cse43;
    const double cse53 = -cse32*cse44 + cse49;
    const double cse54 = cse32*cse49;
    const double cse55 = -cse44 + cse54;
    const double cse56 = cse36*cse43;
    const double cse57 = cse32*cse33;
    const double cse58 = cse34*cse43;
    const double cse59 = cse13*cse58;
    const double cse60 = cse37*cse43;
    const double cse61 = cse23*cse60;
    const double cse62 = cse59 + cse61;
    const double cse63 = cse3*cse58;
    const double cse64 = cse2*cse63;
    const double cse65 = cse3*cse60;
    const double cse66 = cse65*cse9;
    const double cse67 = cse64 - cse66;
    const double cse68 = cse10 - cse12;
    const double cse69 = cse34*cse68;
    const double cse70 = cse43*cse69 - cse61;
    const double cse71 = cse16*cse58;
    const double cse72 = cse25*cse60 + cse71;
    const double cse73 = cse23*cse34;
    const double cse74 = cse32*cse73;
    const double cse75 = cse37*cse68;
    const double cse76 = cse32*cse75 + cse74;
    const double cse77 = cse2 + cse24;
    const double cse78 = cse60*cse77 - cse71;
    const double cse79 = cse32*cse7;
    const double cse80 = -cse11*cse79 - cse12*cse65 - cse18*cse63;
    const double cse81 = cse3*cse32;
    const double cse82 = -cse0*cse81;
    const double cse83 = -cse59 + cse60*(cse18 + cse22);
    const double cse84 = cse32*cse37;
    const double cse85 = cse32*cse34;
    const double cse86 = cse3*cse43;
    const double cse87 = cse11*cse86 + cse16*cse84 - cse25*cse85;
    const double cse88 = -cse64 + cse66;
    const double cse89 = cse3*cse84;
    const double cse90 = cse34*cse81;
    const double cse91 = cse43*cse7;
    const double cse92 = -cse0*cse91 + cse2*cse89 + cse9*cse90;
    const double cse93 = cse13*cse84 - cse74;
    const double cse94 = cse0*cse86 - cse23*cse84 + cse32*cse69;
    const double cse95 = -cse15 + cse9;
    const double cse96 = cse85*cse95;
    const double cse97 = -cse25*cse84 + cse96;
    const double cse98 = -cse77*cse84 - cse96;
    const double cse99 = cse11*cse91 - cse12*cse89 - cse18*cse90;
    const double cse100 = cse11*cse81;
    const double cse101 = cse60*cse95;
    const double cse102 = cse101 - cse58*cse77;
    const double cse103 = cse25*cse58;
    const double cse104 = -cse101 - cse103;
    const double cse105 = cse43*cse73;
    const double cse106 = -cse105 - cse43*cse75;
    const double cse107 = cse18*cse65;
    const double cse108 = cse12*cse63;
    const double cse109 = cse107 - cse108;
    const double cse110 = cse105 - cse13*cse60;
    const double cse111 = cse103 - cse16*cse60;
    const double cse112 = -cse0*cse79 - cse2*cse65 - cse63*cse9;
    const double cse113 = -cse107 + cse108;

    out[0] = -cse21;  /* [0, 0] */
    out[1] = -cse26;  /* [1, 0] */
    out[2] = -cse29;  /* [2, 0] */
    out[3] = cse7*(v_thetad_bar1*v_thetad_bar1);  /* [3, 0] */
    out[4] = -v_phid_bar1*(-cse30*v_thetad_bar1 - cse31*v_phid_bar1) - v_thetad_bar1*(-cse30*v_phid_bar1 - cse31*v_thetad_bar1);  /* [4, 0] */
    out[5] = -cse21 - v_phid_bar2*(-cse39*cse48 - cse41*cse47 + cse49*cse51) - v_psid_bar2*(-cse39*cse41 - cse42*cse45 - cse47*cse48) - v_thetad_bar2*(cse42*cse46 - cse45*cse48 + cse49*cse50);  /* [5, 0] */
    out[6] = -cse26 - v_phid_bar2*(cse38*cse51 - cse41*cse55 - cse48*cse53) - v_psid_bar2*(-cse41*cse53 + cse42*cse52 - cse48*cse55) - v_thetad_bar2*(cse38*cse50 - cse42*cse54 + cse48*cse52);  /* [6, 0] */
    out[7] = -cse29 - v_psid_bar2*(-cse42*cse57 - cse48*cse56) - v_thetad_bar2*(-cse42*cse56 - cse48*cse57);  /* [7, 0] */
    out[8] = -v_phid_bar1*(cse62*v_phid_bar2 + cse78*v_psid_bar1 + cse83*v_phid_bar1 + cse88*v_thetad_bar1 + cse93*v_thetad_bar2) - v_phid_bar2*(cse62*v_phid_bar1 + cse67*v_thetad_bar1 + cse70*v_phid_bar2 + cse72*v_psid_bar1 + cse76*v_thetad_bar2) - v_psid_bar1*(cse72*v_phid_bar2 + cse78*v_phid_bar1 + cse80*v_thetad_bar1 + cse87*v_thetad_bar2 + v_psid_bar1*(cse82 + cse83)) - v_thetad_bar1*(cse67*v_phid_bar2 + cse80*v_psid_bar1 + cse88*v_phid_bar1 + cse92*v_thetad_bar2 + v_thetad_bar1*(cse10*cse58 + cse22*cse60 + cse82)) - v_thetad_bar2*(cse76*v_phid_bar2 + cse87*v_psid_bar1 + cse92*v_thetad_bar1 + cse93*v_phid_bar1 + v_thetad_bar2*(cse70 + cse82));  /* [8, 0] */
    out[9] = -v_phid_bar1*(cse104*v_phid_bar2 + cse110*v_psid_bar1 + cse111*v_phid_bar1 + cse113*v_thetad_bar1 + cse97*v_thetad_bar2) - v_phid_bar2*(cse102*v_phid_bar2 + cse104*v_phid_bar1 + cse106*v_psid_bar1 + cse109*v_thetad_bar1 + cse98*v_thetad_bar2) - v_psid_bar1*(cse106*v_phid_bar2 + cse110*v_phid_bar1 + cse112*v_thetad_bar1 + cse94*v_thetad_bar2 + v_psid_bar1*(cse100 + cse111)) - v_thetad_bar1*(cse109*v_phid_bar2 + cse112*v_psid_bar1 + cse113*v_phid_bar1 + cse99*v_thetad_bar2 + v_thetad_bar1*(cse100 - cse15*cse60 - cse24*cse58)) - v_thetad_bar2*(cse94*v_psid_bar1 + cse97*v_phid_bar1 + cse98*v_phid_bar2 + cse99*v_thetad_bar1 + v_thetad_bar2*(cse100 + cse102));  /* [9, 0] */
}

/* M: Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W = 2G,
 * eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V + K^T J
 * K, u = V v and omega = K v their body-frame velocities (Kane's equations,
 * mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 12); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 20 nonzero.
 * 65 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_M(const double *q, const double *p, double *out)
{
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = cos(q_psi_bar1);
    const double cse4 = (cse3*cse3);
    const double cse5 = sin(q_theta_bar1);
    const double cse6 = (cse5*cse5);
    const double cse7 = (1.0/12.0)*cse2*(cse0 + (p_L1*p_L1));
    const double cse8 = cos(q_theta_bar1);
    const double cse9 = sin(q_psi_bar1);
    const double cse10 = (cse9*cse9);
    const double cse11 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse12 = cse11*p_L1;
    const double cse13 = cse3*cse5*cse9;
    const double cse14 = cse12*cse13 - cse13*cse7;
    const double cse15 = cse7*cse8;
    const double cse16 = cse1*p_L2;
    const double cse17 = sin(q_psi_bar2);
    const double cse18 = (cse17*cse17);
    const double cse19 = sin(q_theta_bar2);
    const double cse20 = (cse19*cse19);
    const double cse21 = (1.0/12.0)*cse16*(cse0 + (p_L2*p_L2));
    const double cse22 = cos(q_theta_bar2);
    const double cse23 = cos(q_psi_bar2);
    const double cse24 = (cse23*cse23);
    const double cse25 = cse11*p_L2;
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

/* M at n rows: row k of out from row k of q (p shared). */
void mg_double_pendulum_re_M_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_M(q + (size_t)k * 12, p, out + (size_t)k * 144);
    }
}

/* Q: Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-dampers
 * and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for relative, the body-
 * frame loads and the bias accelerations at frozen v projected by V^T and K^T
 * (mechgen.symbolic.relative).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 12 x 1 row-major, 8 nonzero.
 * 135 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = 9.81*cse0;
    const double cse2 = p_L1*p_rho;
    const double cse3 = sin(q_theta_bar1);
    const double cse4 = cos(q_psi_bar1);
    const double cse5 = cse3*v_phid_bar1;
    const double cse6 = cse4*cse5;
    const double cse7 = sin(q_psi_bar1);
    const double cse8 = cse7*v_thetad_bar1;
    const double cse9 = cse6 - cse8;
    const double cse10 = cos(q_theta_bar1);
    const double cse11 = cse10*v_phid_bar1;
    const double cse12 = (1.0/12.0)*cse0;
    const double cse13 = cse12*cse2*(cse0 + (p_L1*p_L1));
    const double cse14 = cse13*(cse11 + v_psid_bar1);
    const double cse15 = (1.0/6.0)*(p_w*p_w*p_w*p_w);
    const double cse16 = cse15*cse2;
    const double cse17 = cse14*cse9 + cse14*(-cse6 + cse8) - cse16*(cse11*cse8 + cse6*v_psid_bar1 - cse8*v_psid_bar1);
    const double cse18 = cse5*cse7;
    const double cse19 = cse4*v_thetad_bar1;
    const double cse20 = cse18 + cse19;
    const double cse21 = cse16*cse20;
    const double cse22 = -cse13*(cse11*cse19 - cse18*v_psid_bar1 - cse19*v_psid_bar1) + cse14*cse20 + cse21*(-cse11 - v_psid_bar1);
    const double cse23 = cse13*cse5*v_thetad_bar1 + cse13*cse9*(-cse18 - cse19) + cse21*cse9;
    const double cse24 = p_L2*p_rho;
    const double cse25 = sin(q_psi_bar2);
    const double cse26 = sin(q_theta_bar2);
    const double cse27 = cse25*cse26;
    const double cse28 = cse27*v_phid_bar2;
    const double cse29 = cos(q_psi_bar2);
    const double cse30 = cse29*v_thetad_bar2;
    const double cse31 = cos(q_theta_bar2);
    const double cse32 = cse31*v_phid_bar2;
    const double cse33 = cse12*cse24*(cse0 + (p_L2*p_L2));
    const double cse34 = cse33*(cse32 + v_psid_bar2);
    const double cse35 = cse28 + cse30;
    const double cse36 = cse15*cse24;
    const double cse37 = cse34*cse35 + cse34*(-cse28 - cse30) - cse36*(cse28*v_psid_bar2 - cse30*cse32 + cse30*v_psid_bar2);
    const double cse38 = cse26*cse29;
    const double cse39 = cse38*v_phid_bar2;
    const double cse40 = cse25*v_thetad_bar2;
    const double cse41 = -cse39 + cse40;
    const double cse42 = cse36*cse41;
    const double cse43 = -cse33*(cse32*cse40 + cse39*v_psid_bar2 - cse40*v_psid_bar2) + cse34*cse41 + cse42*(-cse32 - v_psid_bar2);
    const double cse44 = cse26*cse33*v_phid_bar2*v_thetad_bar2 + cse33*cse35*(cse39 - cse40) + cse35*cse42;

    memset(out, 0, sizeof(double) * 12);
    out[2] = -cse1*cse2;  /* [2, 0] */
    out[3] = cse10*cse23 + cse17*cse3*cse7 + cse22*cse3*cse4;  /* [3, 0] */
    out[4] = cse17*cse4 - cse22*cse7;  /* [4, 0] */
    out[5] = cse23;  /* [5, 0] */
    out[8] = -cse1*cse24;  /* [8, 0] */
    out[9] = cse27*cse43 + cse31*cse44 - cse37*cse38;  /* [9, 0] */
    out[10] = cse25*cse37 + cse29*cse43;  /* [10, 0] */
    out[11] = cse44;  /* [11, 0] */
}

/* Q at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_re_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_Q(q + (size_t)k * 12, v + (size_t)k * 12, t[k], p, out + (size_t)k * 12);
    }
}

/* Q_q: Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 12 nonzero.
 * 288 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Q_q(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = cos(q_psi_bar1);
    const double cse1 = cos(q_theta_bar1);
    const double cse2 = cse1*v_phid_bar1;
    const double cse3 = cse2*v_psid_bar1;
    const double cse4 = sin(q_psi_bar1);
    const double cse5 = cse4*v_thetad_bar1;
    const double cse6 = sin(q_theta_bar1);
    const double cse7 = cse6*v_phid_bar1;
    const double cse8 = (1.0/6.0)*(p_w*p_w*p_w*p_w);
    const double cse9 = p_L1*p_rho;
    const double cse10 = cse8*cse9;
    const double cse11 = cse0*cse6;
    const double cse12 = cse11*v_phid_bar1;
    const double cse13 = -cse12 + cse5;
    const double cse14 = (p_w*p_w);
    const double cse15 = (1.0/12.0)*cse14;
    const double cse16 = cse15*cse9*(cse14 + (p_L1*p_L1));
    const double cse17 = cse16*cse7;
    const double cse18 = cse12 - cse5;
    const double cse19 = cse16*cse18;
    const double cse20 = -cse10*(cse0*cse3 - cse5*cse7) - cse13*cse17 - cse19*cse7;
    const double cse21 = cse4*cse6;
    const double cse22 = cse2 + v_psid_bar1;
    const double cse23 = cse19*cse22;
    const double cse24 = cse16*cse22;
    const double cse25 = cse2*cse5;
    const double cse26 = cse12*v_psid_bar1;
    const double cse27 = cse5*v_psid_bar1;
    const double cse28 = -cse10*(cse25 + cse26 - cse27) + cse13*cse24 + cse23;
    const double cse29 = cse28*cse4;
    const double cse30 = cse0*v_thetad_bar1;
    const double cse31 = -cse2 - v_psid_bar1;
    const double cse32 = cse10*cse31;
    const double cse33 = cse2*cse4;
    const double cse34 = cse21*v_phid_bar1;
    const double cse35 = cse30 + cse34;
    const double cse36 = cse10*cse35;
    const double cse37 = -cse16*(-cse3*cse4 - cse30*cse7) - cse17*cse35 + cse24*cse33 + cse32*cse33 + cse36*cse7;
    const double cse38 = cse24*cse35;
    const double cse39 = cse2*cse30 - cse30*v_psid_bar1 - cse34*v_psid_bar1;
    const double cse40 = -cse16*cse39 + cse31*cse36 + cse38;
    const double cse41 = cse0*cse40;
    const double cse42 = -cse30 - cse34;
    const double cse43 = cse16*cse2;
    const double cse44 = cse0*cse2*cse36 + cse0*cse42*cse43 + cse10*cse18*cse33 - cse19*cse33 + cse43*v_thetad_bar1;
    const double cse45 = -cse10*cse39 + cse24*cse42 + cse38;
    const double cse46 = -cse16*(-cse25 - cse26 + cse27) + cse18*cse32 + cse23;
    const double cse47 = cse10*(cse18*cse18) + cse13*cse19 + cse16*(cse42*cse42) + cse36*cse42;
    const double cse48 = sin(q_psi_bar2);
    const double cse49 = cos(q_theta_bar2);
    const double cse50 = cse49*v_phid_bar2;
    const double cse51 = cse50*v_psid_bar2;
    const double cse52 = cos(q_psi_bar2);
    const double cse53 = cse52*v_thetad_bar2;
    const double cse54 = sin(q_theta_bar2);
    const double cse55 = cse54*v_phid_bar2;
    const double cse56 = p_L2*p_rho;
    const double cse57 = cse56*cse8;
    const double cse58 = cse48*cse54;
    const double cse59 = cse58*v_phid_bar2;
    const double cse60 = cse53 + cse59;
    const double cse61 = cse15*(cse14 + (p_L2*p_L2));
    const double cse62 = cse56*cse61;
    const double cse63 = cse60*cse62;
    const double cse64 = -cse53 - cse59;
    const double cse65 = cse55*cse62;
    const double cse66 = -cse55*cse63 - cse57*(cse48*cse51 + cse53*cse55) - cse64*cse65;
    const double cse67 = cse52*cse54;
    const double cse68 = cse62*(cse50 + v_psid_bar2);
    const double cse69 = cse60*cse68;
    const double cse70 = cse50*cse53;
    const double cse71 = cse59*v_psid_bar2;
    const double cse72 = cse53*v_psid_bar2;
    const double cse73 = -cse57*(-cse70 + cse71 + cse72) + cse64*cse68 + cse69;
    const double cse74 = cse52*cse73;
    const double cse75 = cse48*v_thetad_bar2;
    const double cse76 = -cse50 - v_psid_bar2;
    const double cse77 = cse57*cse76;
    const double cse78 = cse50*cse52;
    const double cse79 = cse67*v_phid_bar2;
    const double cse80 = cse75 - cse79;
    const double cse81 = cse57*cse80;
    const double cse82 = cse55*cse81 - cse62*(cse51*cse52 - cse55*cse75) - cse65*cse80 - cse68*cse78 - cse77*cse78;
    const double cse83 = cse68*cse80;
    const double cse84 = cse56*(cse50*cse75 - cse75*v_psid_bar2 + cse79*v_psid_bar2);
    const double cse85 = -cse61*cse84 + cse76*cse81 + cse83;
    const double cse86 = cse48*cse85;
    const double cse87 = cse48*cse50;
    const double cse88 = -cse75 + cse79;
    const double cse89 = cse50*cse62*v_thetad_bar2 - cse57*cse60*cse78 + cse62*cse87*cse88 + cse63*cse78 + cse81*cse87;
    const double cse90 = cse68*cse88 - cse8*cse84 + cse83;
    const double cse91 = cse60*cse77 - cse62*(cse70 - cse71 - cse72) + cse69;
    const double cse92 = cse57*(cse60*cse60) + cse62*(cse88*cse88) + cse63*cse64 + cse81*cse88;

    memset(out, 0, sizeof(double) * 144);
    out[40] = cse1*cse29 + cse1*cse41 + cse1*cse44 + cse11*cse37 + cse20*cse21 - cse6*(cse17*v_thetad_bar1 + cse18*cse36 + cse19*cse42);  /* [3, 4] */
    out[41] = cse1*cse47 + cse11*cse28 + cse11*cse46 - cse21*cse40 + cse21*cse45;  /* [3, 5] */
    out[52] = cse0*cse20 - cse37*cse4;  /* [4, 4] */
    out[53] = cse0*cse45 - cse29 - cse4*cse46 - cse41;  /* [4, 5] */
    out[64] = cse44;  /* [5, 4] */
    out[65] = cse47;  /* [5, 5] */
    out[118] = -cse49*cse74 + cse49*cse86 + cse49*cse89 - cse54*(cse60*cse81 + cse63*cse88 + cse65*v_thetad_bar2) + cse58*cse82 - cse66*cse67;  /* [9, 10] */
    out[119] = cse49*cse92 + cse58*cse73 + cse58*cse91 + cse67*cse85 - cse67*cse90;  /* [9, 11] */
    out[130] = cse48*cse66 + cse52*cse82;  /* [10, 10] */
    out[131] = cse48*cse90 + cse52*cse91 + cse74 - cse86;  /* [10, 11] */
    out[142] = cse89;  /* [11, 10] */
    out[143] = cse92;  /* [11, 11] */
}

/* Q_v: Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 16 nonzero.
 * 226 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Q_v(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = sin(q_psi_bar1);
    const double cse1 = sin(q_theta_bar1);
    const double cse2 = cse0*cse1;
    const double cse3 = (1.0/6.0)*(p_w*p_w*p_w*p_w);
    const double cse4 = cse0*v_thetad_bar1;
    const double cse5 = cos(q_psi_bar1);
    const double cse6 = cse1*cse5;
    const double cse7 = cse6*v_phid_bar1;
    const double cse8 = p_L1*p_rho;
    const double cse9 = cse8*(-cse4 + cse7);
    const double cse10 = cse3*cse9;
    const double cse11 = cse2*v_phid_bar1;
    const double cse12 = cse5*v_thetad_bar1;
    const double cse13 = cse11 + cse12;
    const double cse14 = cse3*cse8;
    const double cse15 = cse13*cse14;
    const double cse16 = (p_w*p_w);
    const double cse17 = (1.0/12.0)*cse16;
    const double cse18 = cse17*(cse16 + (p_L1*p_L1));
    const double cse19 = cse18*cse9;
    const double cse20 = cse18*cse8;
    const double cse21 = cse20*(-cse11 - cse12);
    const double cse22 = cse1*cse20;
    const double cse23 = cse10*cse2 + cse15*cse6 - cse19*cse2 + cse21*cse6 + cse22*v_thetad_bar1;
    const double cse24 = cos(q_theta_bar1);
    const double cse25 = cse0*v_psid_bar1;
    const double cse26 = cse24*v_phid_bar1;
    const double cse27 = -cse26 - v_psid_bar1;
    const double cse28 = cse14*cse2;
    const double cse29 = cse20*(cse26 + v_psid_bar1);
    const double cse30 = cse13*cse20;
    const double cse31 = -cse15*cse24 + cse2*cse29 - cse20*(-cse1*cse25 + cse12*cse24) + cse24*cse30 + cse27*cse28;
    const double cse32 = cse5*v_psid_bar1;
    const double cse33 = cse20*(cse4 - cse7);
    const double cse34 = -cse14*(cse1*cse32 + cse24*cse4) + cse19*cse24 + cse24*cse33;
    const double cse35 = -cse0*cse15 - cse0*cse21 + cse10*cse5 - cse19*cse5 + cse22*v_phid_bar1;
    const double cse36 = cse14*cse5;
    const double cse37 = -cse20*(cse26*cse5 - cse32) + cse27*cse36 + cse29*cse5;
    const double cse38 = cse0*cse26 - cse25;
    const double cse39 = -cse15 - cse21 + cse30;
    const double cse40 = -cse10 + cse19 + cse33;
    const double cse41 = cos(q_psi_bar2);
    const double cse42 = sin(q_theta_bar2);
    const double cse43 = cse41*cse42;
    const double cse44 = cse41*v_thetad_bar2;
    const double cse45 = sin(q_psi_bar2);
    const double cse46 = cse42*cse45;
    const double cse47 = cse46*v_phid_bar2;
    const double cse48 = cse44 + cse47;
    const double cse49 = p_L2*p_rho;
    const double cse50 = cse3*cse49;
    const double cse51 = cse48*cse50;
    const double cse52 = cse45*v_thetad_bar2;
    const double cse53 = cse43*v_phid_bar2;
    const double cse54 = cse17*cse49*(cse16 + (p_L2*p_L2));
    const double cse55 = cse54*(-cse52 + cse53);
    const double cse56 = cse52 - cse53;
    const double cse57 = cse50*cse56;
    const double cse58 = cse48*cse54;
    const double cse59 = cse42*cse54;
    const double cse60 = -cse43*cse51 + cse43*cse58 + cse46*cse55 + cse46*cse57 + cse59*v_thetad_bar2;
    const double cse61 = cos(q_theta_bar2);
    const double cse62 = cse61*v_phid_bar2;
    const double cse63 = -cse62 - v_psid_bar2;
    const double cse64 = cse43*cse50;
    const double cse65 = cse41*v_psid_bar2;
    const double cse66 = cse54*(cse62 + v_psid_bar2);
    const double cse67 = cse54*cse56;
    const double cse68 = -cse43*cse66 - cse54*(cse42*cse65 + cse52*cse61) - cse57*cse61 + cse61*cse67 - cse63*cse64;
    const double cse69 = cse45*v_psid_bar2;
    const double cse70 = cse54*(-cse44 - cse47);
    const double cse71 = -cse50*(cse42*cse69 - cse44*cse61) + cse58*cse61 + cse61*cse70;
    const double cse72 = cse45*cse50;
    const double cse73 = cse45*cse66 - cse54*(cse45*cse62 - cse69) + cse63*cse72;
    const double cse74 = cse41*cse55 + cse41*cse57 + cse45*cse51 - cse45*cse58 + cse59*v_phid_bar2;
    const double cse75 = -cse41*cse62 + cse65;
    const double cse76 = -cse55 - cse57 + cse67;
    const double cse77 = -cse51 + cse58 + cse70;

    memset(out, 0, sizeof(double) * 144);
    out[39] = cse2*cse34 + cse23*cse24 + cse31*cse6;  /* [3, 3] */
    out[40] = cse24*cse35 - cse28*cse38 + cse37*cse6;  /* [3, 4] */
    out[41] = cse2*cse40 + cse39*cse6;  /* [3, 5] */
    out[51] = -cse0*cse31 + cse34*cse5;  /* [4, 3] */
    out[52] = -cse0*cse37 - cse36*cse38;  /* [4, 4] */
    out[53] = -cse0*cse39 + cse40*cse5;  /* [4, 5] */
    out[63] = cse23;  /* [5, 3] */
    out[64] = cse35;  /* [5, 4] */
    out[117] = -cse43*cse71 + cse46*cse68 + cse60*cse61;  /* [9, 9] */
    out[118] = cse46*cse73 + cse61*cse74 + cse64*cse75;  /* [9, 10] */
    out[119] = -cse43*cse77 + cse46*cse76;  /* [9, 11] */
    out[129] = cse41*cse68 + cse45*cse71;  /* [10, 9] */
    out[130] = cse41*cse73 - cse72*cse75;  /* [10, 10] */
    out[131] = cse41*cse76 + cse45*cse77;  /* [10, 11] */
    out[141] = cse60;  /* [11, 9] */
    out[142] = cse74;  /* [11, 10] */
}

/* Ma_q: Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
 * constant).
 * Inputs: q (position coordinates, 12); a (accelerations (time derivative of v), 12); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 10 nonzero.
 * 121 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Ma_q(const double *q, const double *a, const double *p, double *out)
{
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = sin(q_theta_bar1);
    const double cse1 = (p_w*p_w);
    const double cse2 = cse1*p_rho;
    const double cse3 = cse2*p_L1*(cse1 + (p_L1*p_L1));
    const double cse4 = (1.0/12.0)*cse3;
    const double cse5 = cse0*cse4;
    const double cse6 = p_rho*(p_w*p_w*p_w*p_w);
    const double cse7 = cse6*p_L1;
    const double cse8 = (1.0/6.0)*cse7;
    const double cse9 = cos(q_theta_bar1);
    const double cse10 = sin(q_psi_bar1);
    const double cse11 = cos(q_psi_bar1);
    const double cse12 = cse10*cse11;
    const double cse13 = cse12*cse9;
    const double cse14 = -cse13*cse4 + cse13*cse8;
    const double cse15 = cse0*(cse10*cse10);
    const double cse16 = (1.0/3.0)*cse7;
    const double cse17 = (1.0/6.0)*cse3;
    const double cse18 = cse17*cse9;
    const double cse19 = cse0*(cse11*cse11);
    const double cse20 = cse15*cse4 - cse15*cse8 - cse19*cse4 + cse19*cse8;
    const double cse21 = (cse0*cse0);
    const double cse22 = cse12*cse16;
    const double cse23 = cse12*cse17;
    const double cse24 = sin(q_theta_bar2);
    const double cse25 = cse2*p_L2*(cse1 + (p_L2*p_L2));
    const double cse26 = (1.0/12.0)*cse24*cse25;
    const double cse27 = cos(q_psi_bar2);
    const double cse28 = (cse27*cse27);
    const double cse29 = cos(q_theta_bar2);
    const double cse30 = cse6*p_L2;
    const double cse31 = (1.0/3.0)*cse30;
    const double cse32 = (1.0/6.0)*cse24;
    const double cse33 = cse25*cse29;
    const double cse34 = cse32*cse33;
    const double cse35 = sin(q_psi_bar2);
    const double cse36 = (cse35*cse35);
    const double cse37 = cse27*cse35;
    const double cse38 = (1.0/6.0)*cse37;
    const double cse39 = -cse29*cse30*cse38 + (1.0/12.0)*cse33*cse37;
    const double cse40 = (cse24*cse24);
    const double cse41 = cse31*cse37;
    const double cse42 = cse25*cse38;
    const double cse43 = cse30*cse32;
    const double cse44 = cse26*cse28 - cse26*cse36 - cse28*cse43 + cse36*cse43;

    memset(out, 0, sizeof(double) * 144);
    out[40] = a_3*(-cse0*cse18 + cse15*cse16*cse9 + cse18*cse19) + a_4*cse14 - a_5*cse5;  /* [3, 4] */
    out[41] = a_3*(cse21*cse22 - cse21*cse23) + a_4*cse20;  /* [3, 5] */
    out[52] = a_3*cse14;  /* [4, 4] */
    out[53] = a_3*cse20 + a_4*(-cse22 + cse23);  /* [4, 5] */
    out[64] = -a_3*cse5;  /* [5, 4] */
    out[118] = a_10*cse39 - a_11*cse26 + a_9*(cse24*cse28*cse29*cse31 + cse34*cse36 - cse34);  /* [9, 10] */
    out[119] = a_10*cse44 + a_9*(-cse40*cse41 + cse40*cse42);  /* [9, 11] */
    out[130] = a_9*cse39;  /* [10, 10] */
    out[131] = a_10*(cse41 - cse42) + a_9*cse44;  /* [10, 11] */
    out[142] = -a_9*cse26;  /* [11, 10] */
}

/* Phi_qT_lam_q: Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq. 38c;
 * Tables 3-6 give its rA blocks per basic constraint).
 * Inputs: q (position coordinates, 12); lam (Lagrange multipliers, one per constraint row, 10); t (time); p (parameters, 4).
 * Output: out, 12 x 12 row-major, 30 nonzero.
 * 307 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out)
{
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
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
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = cos(q_psi_bar1);
    const double cse1 = cos(q_phi_bar1);
    const double cse2 = cse0*cse1;
    const double cse3 = cos(q_theta_bar1);
    const double cse4 = sin(q_psi_bar1);
    const double cse5 = sin(q_phi_bar1);
    const double cse6 = cse4*cse5;
    const double cse7 = cse3*cse6;
    const double cse8 = -cse2 + cse7;
    const double cse9 = sin(q_phi_bar2);
    const double cse10 = sin(q_theta_bar2);
    const double cse11 = cse10*cse9;
    const double cse12 = cse0*cse5;
    const double cse13 = cse1*cse4;
    const double cse14 = cse13*cse3;
    const double cse15 = -cse12 - cse14;
    const double cse16 = cos(q_phi_bar2);
    const double cse17 = cse10*cse16;
    const double cse18 = cse15*cse17;
    const double cse19 = -cse11*cse8 + cse18;
    const double cse20 = cse12*cse3;
    const double cse21 = cse2*cse3;
    const double cse22 = -cse21 + cse6;
    const double cse23 = cse17*cse22;
    const double cse24 = cse11*(cse13 + cse20) - cse23;
    const double cse25 = sin(q_theta_bar1);
    const double cse26 = -cse1*cse25*lam_4;
    const double cse27 = (1.0/2.0)*p_L1;
    const double cse28 = cse15*cse27;
    const double cse29 = cse27*lam_5;
    const double cse30 = cse27*lam_0;
    const double cse31 = -cse28*lam_1 - cse28*lam_6 - cse29*cse8 - cse30*cse8;
    const double cse32 = cse27*lam_6;
    const double cse33 = cse25*cse6;
    const double cse34 = cse11*cse25;
    const double cse35 = cse13*cse34;
    const double cse36 = cse17*cse25;
    const double cse37 = cse36*cse6;
    const double cse38 = cse13*cse25;
    const double cse39 = cse2*cse25;
    const double cse40 = cse11*cse39;
    const double cse41 = cse12*cse25;
    const double cse42 = cse17*cse41;
    const double cse43 = cse27*lam_1;
    const double cse44 = -cse29*cse38 - cse3*cse5*lam_4 - cse30*cse38 - cse32*cse33 - cse33*cse43 + lam_8*(cse40 - cse42) + lam_9*(-cse35 + cse37);
    const double cse45 = -cse13 - cse20;
    const double cse46 = cse27*cse45;
    const double cse47 = cse17*cse45;
    const double cse48 = cse12 + cse14;
    const double cse49 = cse10*cse48;
    const double cse50 = cse17*cse8;
    const double cse51 = -cse22*cse29 - cse22*cse30 - cse46*lam_1 - cse46*lam_6 + lam_8*(cse49*cse9 - cse50) + lam_9*(-cse11*cse22 + cse47);
    const double cse52 = cse2 - cse7;
    const double cse53 = cse11*cse52;
    const double cse54 = cse11*cse45;
    const double cse55 = lam_8*(cse23 + cse54) + lam_9*(-cse18 - cse53);
    const double cse56 = cos(q_theta_bar2);
    const double cse57 = cse15*cse56;
    const double cse58 = cse16*cse56;
    const double cse59 = cse52*cse58;
    const double cse60 = cse56*cse9;
    const double cse61 = cse45*cse58;
    const double cse62 = lam_8*(cse22*cse60 - cse61) + lam_9*(-cse57*cse9 + cse59);
    const double cse63 = cse10*cse3;
    const double cse64 = cse16*cse63;
    const double cse65 = cse63*cse9;
    const double cse66 = cse25*cse56;
    const double cse67 = cse4*cse66;
    const double cse68 = -cse0*cse66;
    const double cse69 = cse27*lam_2;
    const double cse70 = cse25*cse4;
    const double cse71 = cse27*lam_7;
    const double cse72 = cse69*cse70 + cse70*cse71;
    const double cse73 = cse3*cse56;
    const double cse74 = cse0*cse3;
    const double cse75 = -cse29*cse41 - cse30*cse41 + cse32*cse39 + cse39*cse43 - cse69*cse74 - cse71*cse74 + lam_8*(-cse13*cse36 - cse34*cse6 - cse4*cse73) + lam_9*(-cse0*cse73 - cse11*cse41 - cse17*cse39);
    const double cse76 = lam_8*(-cse40 + cse42) + lam_9*(cse35 - cse37);
    const double cse77 = cse25*cse60;
    const double cse78 = cse25*cse58;
    const double cse79 = lam_8*(-cse0*cse63 + cse12*cse77 + cse2*cse78) + lam_9*(-cse13*cse78 + cse4*cse63 - cse6*cse77);
    const double cse80 = cse21 - cse6;
    const double cse81 = lam_8*(cse11*cse15 + cse50) + lam_9*(-cse11*cse80 - cse47);
    const double cse82 = cse10*cse25;
    const double cse83 = lam_8*(-cse16*cse57 + cse4*cse82 + cse60*cse8) + lam_9*(cse0*cse82 - cse45*cse60 + cse58*cse80);
    const double cse84 = -cse16*cse49 + cse53;
    const double cse85 = cse17*cse80 - cse54;
    const double cse86 = cos(q_psi_bar2);
    const double cse87 = cse16*cse86;
    const double cse88 = cse56*cse87;
    const double cse89 = sin(q_psi_bar2);
    const double cse90 = cse89*cse9;
    const double cse91 = (1.0/2.0)*p_L2;
    const double cse92 = cse91*lam_6;
    const double cse93 = cse86*cse9;
    const double cse94 = cse56*cse93;
    const double cse95 = cse16*cse89;
    const double cse96 = cse91*lam_5;
    const double cse97 = -cse92*(cse88 - cse90) - cse96*(-cse94 - cse95);
    const double cse98 = cse10*cse92;
    const double cse99 = cse10*cse96;
    const double cse100 = cse87*cse99 + cse93*cse98 + lam_8*(cse60*cse80 + cse61) + lam_9*(-cse48*cse60 - cse59);
    const double cse101 = -cse92*(-cse56*cse90 + cse87) - cse96*(-cse56*cse95 - cse93);
    const double cse102 = cse91*lam_7;
    const double cse103 = -cse10*cse102*cse86;
    const double cse104 = -cse102*cse56*cse89 - cse90*cse99 + cse95*cse98;

    memset(out, 0, sizeof(double) * 144);
    out[39] = cse19*lam_9 + cse24*lam_8 + cse26 + cse31;  /* [3, 3] */
    out[40] = cse44;  /* [3, 4] */
    out[41] = cse51;  /* [3, 5] */
    out[45] = cse55;  /* [3, 9] */
    out[46] = cse62;  /* [3, 10] */
    out[51] = cse44;  /* [4, 3] */
    out[52] = cse14*cse32 + cse14*cse43 + cse26 - cse29*cse7 - cse3*lam_3 - cse30*cse7 + cse72 + lam_8*(cse12*cse65 + cse2*cse64 + cse68) + lam_9*(-cse13*cse64 - cse6*cse65 + cse67);  /* [4, 4] */
    out[53] = cse75;  /* [4, 5] */
    out[57] = cse76;  /* [4, 9] */
    out[58] = cse79;  /* [4, 10] */
    out[63] = cse51;  /* [5, 3] */
    out[64] = cse75;  /* [5, 4] */
    out[65] = cse31 + cse72 + lam_8*(cse24 + cse68) + lam_9*(cse19 + cse67);  /* [5, 5] */
    out[69] = cse81;  /* [5, 9] */
    out[70] = cse83;  /* [5, 10] */
    out[111] = cse55;  /* [9, 3] */
    out[112] = cse76;  /* [9, 4] */
    out[113] = cse81;  /* [9, 5] */
    out[117] = cse84*lam_9 + cse85*lam_8 + cse97;  /* [9, 9] */
    out[118] = cse100;  /* [9, 10] */
    out[119] = cse101;  /* [9, 11] */
    out[123] = cse62;  /* [10, 3] */
    out[124] = cse79;  /* [10, 4] */
    out[125] = cse83;  /* [10, 5] */
    out[129] = cse100;  /* [10, 9] */
    out[130] = cse103 - cse88*cse92 + cse94*cse96 + lam_8*(cse68 + cse85) + lam_9*(cse67 + cse84);  /* [10, 10] */
    out[131] = cse104;  /* [10, 11] */
    out[141] = cse101;  /* [11, 9] */
    out[142] = cse104;  /* [11, 10] */
    out[143] = cse103 + cse97;  /* [11, 11] */
}

/* index3_residual: Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41, 44).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); a (accelerations (time derivative of v), 12); lam (Lagrange multipliers, one per constraint row, 10); t (time); p (parameters, 4); h (step size).
 * Output: out, 22 x 1 row-major, 22 nonzero.
 * 437 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_r_bar2_x = q[6];
    const double q_r_bar2_y = q[7];
    const double q_r_bar2_z = q[8];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
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
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = cos(q_psi_bar1);
    const double cse4 = sin(q_theta_bar1);
    const double cse5 = cse4*v_phid_bar1;
    const double cse6 = cse3*cse5;
    const double cse7 = sin(q_psi_bar1);
    const double cse8 = cse7*v_thetad_bar1;
    const double cse9 = cse6 - cse8;
    const double cse10 = cos(q_theta_bar1);
    const double cse11 = cse10*v_phid_bar1;
    const double cse12 = (1.0/12.0)*cse2*(cse0 + (p_L1*p_L1));
    const double cse13 = cse12*(cse11 + v_psid_bar1);
    const double cse14 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse15 = cse14*p_L1;
    const double cse16 = cse13*cse9 + cse13*(-cse6 + cse8) - cse15*(cse11*cse8 + cse6*v_psid_bar1 - cse8*v_psid_bar1);
    const double cse17 = cse4*cse7;
    const double cse18 = cse5*cse7;
    const double cse19 = cse3*v_thetad_bar1;
    const double cse20 = cse18 + cse19;
    const double cse21 = cse15*cse20;
    const double cse22 = -cse12*(cse11*cse19 - cse18*v_psid_bar1 - cse19*v_psid_bar1) + cse13*cse20 + cse21*(-cse11 - v_psid_bar1);
    const double cse23 = cse3*cse4;
    const double cse24 = cse12*cse5*v_thetad_bar1 + cse12*cse9*(-cse18 - cse19) + cse21*cse9;
    const double cse25 = sin(q_phi_bar1);
    const double cse26 = cse25*cse3;
    const double cse27 = cos(q_phi_bar1);
    const double cse28 = cse27*cse7;
    const double cse29 = cse10*cse28;
    const double cse30 = -cse26 - cse29;
    const double cse31 = (1.0/2.0)*p_L1;
    const double cse32 = cse30*cse31;
    const double cse33 = cse25*cse7;
    const double cse34 = cse10*cse33;
    const double cse35 = cse27*cse3;
    const double cse36 = -cse34 + cse35;
    const double cse37 = cse31*cse36;
    const double cse38 = -cse10*cse26 - cse28;
    const double cse39 = cos(q_phi_bar2);
    const double cse40 = sin(q_theta_bar2);
    const double cse41 = cse39*cse40;
    const double cse42 = cse38*cse41;
    const double cse43 = cse10*cse35;
    const double cse44 = sin(q_phi_bar2);
    const double cse45 = cse40*cse44;
    const double cse46 = cse36*cse41;
    const double cse47 = cse30*cse40;
    const double cse48 = a_5*cse12;
    const double cse49 = cse17*cse3;
    const double cse50 = -cse12*cse49 + cse15*cse49;
    const double cse51 = (cse3*cse3);
    const double cse52 = (cse4*cse4);
    const double cse53 = (cse7*cse7);
    const double cse54 = cse31*cse4;
    const double cse55 = cse28*cse54;
    const double cse56 = cse31*lam_7;
    const double cse57 = cse10*cse7;
    const double cse58 = cse33*cse54;
    const double cse59 = cos(q_theta_bar2);
    const double cse60 = cse10*cse59;
    const double cse61 = cse4*cse40;
    const double cse62 = cse44*cse61;
    const double cse63 = cse39*cse61;
    const double cse64 = cse31*lam_2;
    const double cse65 = cse31*cse38;
    const double cse66 = -cse33 + cse43;
    const double cse67 = cse31*cse66;
    const double cse68 = cse4*cse59;
    const double cse69 = cse3*cse68;
    const double cse70 = cse41*cse66;
    const double cse71 = cse38*cse45;
    const double cse72 = -cse68*cse7;
    const double cse73 = cse1*p_L2;
    const double cse74 = sin(q_psi_bar2);
    const double cse75 = cse40*cse74;
    const double cse76 = cse75*v_phid_bar2;
    const double cse77 = cos(q_psi_bar2);
    const double cse78 = cse77*v_thetad_bar2;
    const double cse79 = cse59*v_phid_bar2;
    const double cse80 = cse79 + v_psid_bar2;
    const double cse81 = (1.0/12.0)*cse73*(cse0 + (p_L2*p_L2));
    const double cse82 = cse80*cse81;
    const double cse83 = cse76 + cse78;
    const double cse84 = cse81*cse83;
    const double cse85 = cse14*p_L2;
    const double cse86 = cse80*cse84 + cse82*(-cse76 - cse78) - cse85*(cse76*v_psid_bar2 - cse78*cse79 + cse78*v_psid_bar2);
    const double cse87 = cse40*cse77;
    const double cse88 = cse87*v_phid_bar2;
    const double cse89 = cse74*v_thetad_bar2;
    const double cse90 = -cse88 + cse89;
    const double cse91 = cse85*cse90;
    const double cse92 = -cse81*(cse79*cse89 + cse88*v_psid_bar2 - cse89*v_psid_bar2) + cse82*cse90 + cse91*(-cse79 - v_psid_bar2);
    const double cse93 = cse40*cse81*v_phid_bar2*v_thetad_bar2 + cse83*cse91 + cse84*(cse88 - cse89);
    const double cse94 = cse44*cse74;
    const double cse95 = cse39*cse77;
    const double cse96 = cse59*cse95;
    const double cse97 = (1.0/2.0)*p_L2;
    const double cse98 = cse97*lam_5;
    const double cse99 = cse44*cse77;
    const double cse100 = cse39*cse74;
    const double cse101 = cse97*(cse100 + cse59*cse99);
    const double cse102 = cse26 + cse29;
    const double cse103 = a_11*cse81;
    const double cse104 = (cse74*cse74);
    const double cse105 = (cse40*cse40);
    const double cse106 = (cse77*cse77);
    const double cse107 = cse75*cse77;
    const double cse108 = cse107*cse81 - cse107*cse85;
    const double cse109 = cse97*lam_7;
    const double cse110 = cse97*lam_6;
    const double cse111 = cse44*cse59;
    const double cse112 = cse102*cse39;
    const double cse113 = (1.0/(h*h));
    const double cse114 = -cse37;
    const double cse115 = -cse102*cse31;
    const double cse116 = -cse17*cse31;

    out[0] = a_0*cse2 + lam_0 - lam_5;  /* [0, 0] */
    out[1] = a_1*cse2 + lam_1 - lam_6;  /* [1, 0] */
    out[2] = a_2*cse2 + 9.81*cse2 + lam_2 - lam_7;  /* [2, 0] */
    out[3] = a_3*((cse10*cse10)*cse12 + cse12*cse51*cse52 + cse15*cse52*cse53) + a_4*cse50 - cse10*cse24 + cse10*cse48 - cse16*cse17 - cse22*cse23 - cse25*cse4*lam_4 - cse32*lam_0 - cse32*lam_5 - cse37*lam_1 - cse37*lam_6 + lam_8*(-cse42 + cse45*(cse33 - cse43)) + lam_9*(-cse44*cse47 + cse46);  /* [3, 0] */
    out[4] = a_3*cse50 + a_4*(cse12*cse53 + cse15*cse51) + cse10*cse27*lam_4 - cse16*cse3 + cse22*cse7 - cse4*lam_3 + cse55*lam_1 + cse55*lam_6 - cse56*cse57 - cse57*cse64 - cse58*lam_0 - cse58*lam_5 + lam_8*(cse26*cse62 + cse3*cse60 + cse35*cse63) + lam_9*(-cse28*cse63 - cse33*cse62 - cse60*cse7);  /* [4, 0] */
    out[5] = a_3*cse10*cse12 - cse23*cse56 - cse23*cse64 - cse24 + cse48 - cse65*lam_0 - cse65*lam_5 - cse67*lam_1 - cse67*lam_6 + lam_8*(-cse39*cse47 + cse45*(cse34 - cse35) + cse72) + lam_9*(-cse69 + cse70 - cse71);  /* [5, 0] */
    out[6] = a_6*cse73 + lam_5;  /* [6, 0] */
    out[7] = a_7*cse73 + lam_6;  /* [7, 0] */
    out[8] = a_8*cse73 + 9.81*cse73 + lam_7;  /* [8, 0] */
    out[9] = a_10*cse108 + a_9*(cse104*cse105*cse81 + cse105*cse106*cse85 + (cse59*cse59)*cse81) - cse101*lam_6 + cse103*cse59 - cse59*cse93 - cse75*cse92 + cse86*cse87 - cse98*(-cse94 + cse96) + lam_8*(cse42 + cse45*cse66) + lam_9*(-cse102*cse45 - cse46);  /* [9, 0] */
    out[10] = a_10*(cse104*cse85 + cse106*cse81) + a_9*cse108 + cse109*cse59*cse77 - cse110*cse40*cse95 + cse40*cse98*cse99 - cse74*cse86 - cse77*cse92 + lam_8*(cse111*cse38 - cse3*cse61 - cse39*cse59*cse66) + lam_9*(-cse111*cse36 + cse112*cse59 + cse61*cse7);  /* [10, 0] */
    out[11] = a_9*cse59*cse81 + cse103 - cse109*cse75 - cse110*(cse100*cse59 + cse99) - cse93 - cse98*(-cse59*cse94 + cse95);  /* [11, 0] */
    out[12] = cse113*(cse114 + q_r_bar1_x);  /* [12, 0] */
    out[13] = cse113*(cse115 + q_r_bar1_y);  /* [13, 0] */
    out[14] = cse113*(cse116 + q_r_bar1_z);  /* [14, 0] */
    out[15] = cse10*cse113;  /* [15, 0] */
    out[16] = cse113*cse27*cse4;  /* [16, 0] */
    out[17] = cse113*(-cse101 + cse114 - q_r_bar1_x + q_r_bar2_x);  /* [17, 0] */
    out[18] = cse113*(cse115 - cse97*(cse94 - cse96) - q_r_bar1_y + q_r_bar2_y);  /* [18, 0] */
    out[19] = cse113*(cse116 + cse87*cse97 - q_r_bar1_z + q_r_bar2_z);  /* [19, 0] */
    out[20] = cse113*(cse69 - cse70 + cse71);  /* [20, 0] */
    out[21] = cse113*(cse112*cse40 - cse36*cse45 + cse72);  /* [21, 0] */
}

/* index3_matrix: Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h v) -
 * h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule through q =
 * q_n (+) h v).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); a (accelerations (time derivative of v), 12); lam (Lagrange multipliers, one per constraint row, 10); t (time); p (parameters, 4); h (step size).
 * Output: out, 22 x 22 row-major, 128 nonzero.
 * 1000 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out)
{
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
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
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = sin(q_theta_bar1);
    const double cse4 = (cse3*cse3);
    const double cse5 = sin(q_psi_bar1);
    const double cse6 = (cse5*cse5);
    const double cse7 = p_rho*(p_w*p_w*p_w*p_w);
    const double cse8 = (1.0/6.0)*cse7;
    const double cse9 = cse8*p_L1;
    const double cse10 = cse6*cse9;
    const double cse11 = cos(q_theta_bar1);
    const double cse12 = cse2*(cse0 + (p_L1*p_L1));
    const double cse13 = (1.0/12.0)*cse12;
    const double cse14 = cos(q_psi_bar1);
    const double cse15 = (cse14*cse14);
    const double cse16 = cse3*cse5;
    const double cse17 = cse5*v_thetad_bar1;
    const double cse18 = cse14*cse3;
    const double cse19 = cse18*v_phid_bar1;
    const double cse20 = -cse17 + cse19;
    const double cse21 = cse20*cse9;
    const double cse22 = cse16*v_phid_bar1;
    const double cse23 = cse14*v_thetad_bar1;
    const double cse24 = cse22 + cse23;
    const double cse25 = cse24*cse9;
    const double cse26 = cse13*cse20;
    const double cse27 = -cse22 - cse23;
    const double cse28 = cse13*cse27;
    const double cse29 = cse13*cse3;
    const double cse30 = cse16*cse21 - cse16*cse26 + cse18*cse25 + cse18*cse28 + cse29*v_thetad_bar1;
    const double cse31 = cse5*v_psid_bar1;
    const double cse32 = cse3*cse31;
    const double cse33 = cse11*v_phid_bar1;
    const double cse34 = -cse33 - v_psid_bar1;
    const double cse35 = cse16*cse9;
    const double cse36 = cse33 + v_psid_bar1;
    const double cse37 = cse13*cse36;
    const double cse38 = cse13*cse24;
    const double cse39 = -cse11*cse25 + cse11*cse38 - cse13*(cse11*cse23 - cse32) + cse16*cse37 + cse34*cse35;
    const double cse40 = cse14*v_psid_bar1;
    const double cse41 = cse3*cse40;
    const double cse42 = cse17 - cse19;
    const double cse43 = cse13*cse42;
    const double cse44 = cse11*cse26 + cse11*cse43 - cse9*(cse11*cse17 + cse41);
    const double cse45 = (h*h);
    const double cse46 = cos(q_phi_bar1);
    const double cse47 = cse14*cse46;
    const double cse48 = sin(q_phi_bar1);
    const double cse49 = cse48*cse5;
    const double cse50 = cse11*cse49;
    const double cse51 = -cse47 + cse50;
    const double cse52 = sin(q_phi_bar2);
    const double cse53 = sin(q_theta_bar2);
    const double cse54 = cse52*cse53;
    const double cse55 = cse51*cse54;
    const double cse56 = cse14*cse48;
    const double cse57 = cse11*cse46;
    const double cse58 = cse5*cse57;
    const double cse59 = -cse56 - cse58;
    const double cse60 = cos(q_phi_bar2);
    const double cse61 = cse53*cse60;
    const double cse62 = cse59*cse61;
    const double cse63 = -cse55 + cse62;
    const double cse64 = cse11*cse56;
    const double cse65 = cse46*cse5;
    const double cse66 = cse14*cse57;
    const double cse67 = cse49 - cse66;
    const double cse68 = cse61*cse67;
    const double cse69 = cse54*(cse64 + cse65) - cse68;
    const double cse70 = -cse3*cse46*lam_4;
    const double cse71 = (1.0/2.0)*p_L1;
    const double cse72 = cse59*cse71;
    const double cse73 = cse71*lam_5;
    const double cse74 = cse71*lam_0;
    const double cse75 = -cse51*cse73 - cse51*cse74 - cse72*lam_1 - cse72*lam_6;
    const double cse76 = cse3*v_phid_bar1;
    const double cse77 = cse13*cse76;
    const double cse78 = cse14*cse21 - cse14*cse26 - cse25*cse5 - cse28*cse5 + cse77;
    const double cse79 = cse14*cse33;
    const double cse80 = cse14*cse9;
    const double cse81 = -cse13*(-cse40 + cse79) + cse14*cse37 + cse34*cse80;
    const double cse82 = cse33*cse5;
    const double cse83 = -cse31 + cse82;
    const double cse84 = cse14*cse5;
    const double cse85 = cse11*cse13;
    const double cse86 = cse11*cse5*cse80 - cse84*cse85;
    const double cse87 = -cse26*cse76 - cse43*cse76 - cse9*(-cse17*cse76 + cse33*cse40);
    const double cse88 = cse26*cse36;
    const double cse89 = cse17*cse33;
    const double cse90 = cse41*v_phid_bar1;
    const double cse91 = cse17*v_psid_bar1;
    const double cse92 = cse36*cse43 + cse88 - cse9*(cse89 + cse90 - cse91);
    const double cse93 = cse5*cse92;
    const double cse94 = -cse13*(-cse23*cse76 - cse31*cse33) + cse25*cse76 + cse34*cse82*cse9 + cse37*cse82 - cse38*cse76;
    const double cse95 = cse36*cse38;
    const double cse96 = cse23*cse33 - cse23*v_psid_bar1 - cse32*v_phid_bar1;
    const double cse97 = -cse13*cse96 + cse25*cse34 + cse95;
    const double cse98 = cse14*cse97;
    const double cse99 = cse13*cse33*v_thetad_bar1 + cse21*cse82 + cse25*cse79 - cse26*cse82 + cse28*cse79;
    const double cse100 = (1.0/3.0)*cse7;
    const double cse101 = cse100*p_L1;
    const double cse102 = cse11*cse3;
    const double cse103 = (1.0/6.0)*cse12;
    const double cse104 = cse102*cse103;
    const double cse105 = cse3*cse48;
    const double cse106 = cse105*cse5;
    const double cse107 = cse106*cse61;
    const double cse108 = cse3*cse65;
    const double cse109 = cse108*cse54;
    const double cse110 = cse106*cse71;
    const double cse111 = cse3*cse47;
    const double cse112 = cse111*cse54;
    const double cse113 = cse105*cse14;
    const double cse114 = cse113*cse61;
    const double cse115 = -cse108*cse73 - cse108*cse74 - cse11*cse48*lam_4 - cse110*lam_1 - cse110*lam_6 + lam_8*(cse112 - cse114) + lam_9*(cse107 - cse109);
    const double cse116 = cse18*cse5;
    const double cse117 = -cse116*cse13 + cse116*cse9;
    const double cse118 = -cse25 - cse28 + cse38;
    const double cse119 = -cse21 + cse26 + cse43;
    const double cse120 = cse101*cse84;
    const double cse121 = cse103*cse84;
    const double cse122 = cse28*cse36 - cse9*cse96 + cse95;
    const double cse123 = -cse13*(-cse89 - cse90 + cse91) + cse21*cse34 + cse88;
    const double cse124 = cse13*(cse27*cse27) + (cse20*cse20)*cse9 + cse25*cse27 + cse26*cse42;
    const double cse125 = cse15*cse9;
    const double cse126 = cse13*cse6;
    const double cse127 = -cse10*cse3 + cse125*cse3 + cse126*cse3 - cse15*cse29;
    const double cse128 = cse54*cse67;
    const double cse129 = -cse64 - cse65;
    const double cse130 = cse129*cse61;
    const double cse131 = cse129*cse71;
    const double cse132 = cse56 + cse58;
    const double cse133 = cse132*cse53;
    const double cse134 = cse133*cse52;
    const double cse135 = cse51*cse61;
    const double cse136 = -cse131*lam_1 - cse131*lam_6 - cse67*cse73 - cse67*cse74 + lam_8*(cse134 - cse135) + lam_9*(-cse128 + cse130);
    const double cse137 = -cse62;
    const double cse138 = cse47 - cse50;
    const double cse139 = cse138*cse54;
    const double cse140 = cse129*cse54;
    const double cse141 = cse45*(lam_8*(cse140 + cse68) + lam_9*(cse137 - cse139));
    const double cse142 = cos(q_theta_bar2);
    const double cse143 = cse142*cse59;
    const double cse144 = cse142*cse60;
    const double cse145 = cse138*cse144;
    const double cse146 = cse142*cse52;
    const double cse147 = cse129*cse144;
    const double cse148 = cse45*(lam_8*(cse146*cse67 - cse147) + lam_9*(-cse143*cse52 + cse145));
    const double cse149 = -cse72;
    const double cse150 = -cse138*cse71;
    const double cse151 = -cse105;
    const double cse152 = -cse130;
    const double cse153 = cse128 + cse152;
    const double cse154 = cse138*cse61;
    const double cse155 = cse54*cse59;
    const double cse156 = cse154 - cse155;
    const double cse157 = cse142*cse16;
    const double cse158 = cse71*lam_6;
    const double cse159 = -cse142*cse18;
    const double cse160 = cse71*lam_1;
    const double cse161 = cse16*cse71;
    const double cse162 = cse161*lam_2 + cse161*lam_7;
    const double cse163 = cse113*cse54;
    const double cse164 = cse111*cse61;
    const double cse165 = cse11*cse142;
    const double cse166 = cse14*cse165;
    const double cse167 = cse11*cse71;
    const double cse168 = cse14*cse167;
    const double cse169 = -cse106*cse54 - cse108*cse61 - cse165*cse5;
    const double cse170 = cse111*cse158 + cse111*cse160 - cse113*cse73 - cse113*cse74 - cse168*lam_2 - cse168*lam_7 + cse169*lam_8 + lam_9*(-cse163 - cse164 - cse166);
    const double cse171 = cse45*(lam_8*(-cse112 + cse114) + lam_9*(-cse107 + cse109));
    const double cse172 = cse11*cse53;
    const double cse173 = cse45*(lam_8*(cse111*cse144 + cse113*cse146 - cse14*cse172) + lam_9*(-cse106*cse146 - cse108*cse144 + cse172*cse5));
    const double cse174 = -cse110;
    const double cse175 = cse108*cse71;
    const double cse176 = -cse167*cse5;
    const double cse177 = -cse3;
    const double cse178 = cse163 + cse164 + cse166;
    const double cse179 = -cse49 + cse66;
    const double cse180 = cse179*cse54;
    const double cse181 = cse45*(lam_8*(cse135 + cse155) + lam_9*(cse152 - cse180));
    const double cse182 = cse129*cse146;
    const double cse183 = cse144*cse179;
    const double cse184 = cse18*cse53;
    const double cse185 = cse16*cse53;
    const double cse186 = cse45*(lam_8*(-cse143*cse60 + cse146*cse51 + cse185) + lam_9*(-cse182 + cse183 + cse184));
    const double cse187 = -cse131;
    const double cse188 = -cse179*cse71;
    const double cse189 = -cse18*cse71;
    const double cse190 = cse137 - cse157 + cse55;
    const double cse191 = -cse140 + cse179*cse61;
    const double cse192 = cse159 + cse191;
    const double cse193 = cse1*p_L2;
    const double cse194 = (cse53*cse53);
    const double cse195 = cos(q_psi_bar2);
    const double cse196 = (cse195*cse195);
    const double cse197 = cse8*p_L2;
    const double cse198 = cse196*cse197;
    const double cse199 = sin(q_psi_bar2);
    const double cse200 = (cse199*cse199);
    const double cse201 = cse193*(cse0 + (p_L2*p_L2));
    const double cse202 = (1.0/12.0)*cse201;
    const double cse203 = cse200*cse202;
    const double cse204 = cse195*cse53;
    const double cse205 = cse195*v_thetad_bar2;
    const double cse206 = cse199*cse53;
    const double cse207 = cse206*v_phid_bar2;
    const double cse208 = cse205 + cse207;
    const double cse209 = cse197*cse208;
    const double cse210 = cse199*v_thetad_bar2;
    const double cse211 = cse204*v_phid_bar2;
    const double cse212 = -cse210 + cse211;
    const double cse213 = cse202*cse212;
    const double cse214 = cse210 - cse211;
    const double cse215 = cse197*cse214;
    const double cse216 = cse202*cse208;
    const double cse217 = cse202*cse53;
    const double cse218 = -cse204*cse209 + cse204*cse216 + cse206*cse213 + cse206*cse215 + cse217*v_thetad_bar2;
    const double cse219 = cse142*v_phid_bar2;
    const double cse220 = -cse219 - v_psid_bar2;
    const double cse221 = cse197*cse204;
    const double cse222 = cse195*v_psid_bar2;
    const double cse223 = cse222*cse53;
    const double cse224 = cse219 + v_psid_bar2;
    const double cse225 = cse202*cse224;
    const double cse226 = cse202*cse214;
    const double cse227 = -cse142*cse215 + cse142*cse226 - cse202*(cse142*cse210 + cse223) - cse204*cse225 - cse220*cse221;
    const double cse228 = cse199*v_psid_bar2;
    const double cse229 = cse228*cse53;
    const double cse230 = cse202*(-cse205 - cse207);
    const double cse231 = cse142*cse216 + cse142*cse230 - cse197*(-cse142*cse205 + cse229);
    const double cse232 = -cse133*cse60 + cse139;
    const double cse233 = cse199*cse52;
    const double cse234 = cse195*cse60;
    const double cse235 = cse142*cse234;
    const double cse236 = (1.0/2.0)*p_L2;
    const double cse237 = cse236*(-cse233 + cse235);
    const double cse238 = cse195*cse52;
    const double cse239 = cse142*cse238;
    const double cse240 = cse199*cse60;
    const double cse241 = cse236*lam_5;
    const double cse242 = -cse237*lam_6 - cse241*(-cse239 - cse240);
    const double cse243 = cse199*cse219;
    const double cse244 = cse197*cse199;
    const double cse245 = cse199*cse225 - cse202*(-cse228 + cse243) + cse220*cse244;
    const double cse246 = cse53*v_phid_bar2;
    const double cse247 = cse202*cse246;
    const double cse248 = cse195*cse213 + cse195*cse215 + cse199*cse209 - cse199*cse216 + cse247;
    const double cse249 = cse195*cse219;
    const double cse250 = cse222 - cse249;
    const double cse251 = cse100*p_L2;
    const double cse252 = cse142*cse53;
    const double cse253 = (1.0/6.0)*cse201;
    const double cse254 = cse252*cse253;
    const double cse255 = -cse197*(cse205*cse246 + cse219*cse228) - cse216*cse246 - cse230*cse246;
    const double cse256 = cse216*cse224;
    const double cse257 = cse205*cse219;
    const double cse258 = cse229*v_phid_bar2;
    const double cse259 = cse205*v_psid_bar2;
    const double cse260 = -cse197*(-cse257 + cse258 + cse259) + cse224*cse230 + cse256;
    const double cse261 = cse195*cse260;
    const double cse262 = -cse197*cse220*cse249 - cse202*(-cse210*cse246 + cse219*cse222) + cse215*cse246 - cse225*cse249 - cse226*cse246;
    const double cse263 = cse224*cse226;
    const double cse264 = cse210*cse219 - cse210*v_psid_bar2 + cse223*v_phid_bar2;
    const double cse265 = -cse202*cse264 + cse215*cse220 + cse263;
    const double cse266 = cse199*cse265;
    const double cse267 = cse202*cse219*v_thetad_bar2 - cse209*cse249 + cse213*cse243 + cse215*cse243 + cse216*cse249;
    const double cse268 = cse195*cse199;
    const double cse269 = cse142*cse202;
    const double cse270 = -cse142*cse195*cse244 + cse268*cse269;
    const double cse271 = cse132*cse142;
    const double cse272 = cse236*cse53;
    const double cse273 = cse238*cse272;
    const double cse274 = cse241*cse53;
    const double cse275 = cse234*cse274 + cse273*lam_6 + lam_8*(cse146*cse179 + cse147) + lam_9*(-cse145 - cse271*cse52);
    const double cse276 = cse195*cse206;
    const double cse277 = -cse197*cse276 + cse202*cse276;
    const double cse278 = -cse213 - cse215 + cse226;
    const double cse279 = -cse209 + cse216 + cse230;
    const double cse280 = cse197*cse200;
    const double cse281 = cse196*cse202;
    const double cse282 = -cse198*cse53 - cse203*cse53 + cse280*cse53 + cse281*cse53;
    const double cse283 = cse251*cse268;
    const double cse284 = cse253*cse268;
    const double cse285 = -cse197*cse264 + cse213*cse224 + cse263;
    const double cse286 = -cse202*(cse257 - cse258 - cse259) + cse209*cse220 + cse256;
    const double cse287 = cse197*(cse208*cse208) + cse202*(cse212*cse212) + cse208*cse230 + cse212*cse215;
    const double cse288 = cse236*(-cse142*cse233 + cse234);
    const double cse289 = cse142*cse240;
    const double cse290 = -cse241*(-cse238 - cse289) - cse288*lam_6;
    const double cse291 = -cse237;
    const double cse292 = -cse236*(cse239 + cse240);
    const double cse293 = cse130 + cse180;
    const double cse294 = -cse134 - cse154;
    const double cse295 = -cse204*cse236*lam_7;
    const double cse296 = cse142*cse236;
    const double cse297 = -cse199*cse296*lam_7 - cse233*cse274 + cse240*cse272*lam_6;
    const double cse298 = -cse234*cse272;
    const double cse299 = cse195*cse296;
    const double cse300 = cse182 - cse183 - cse184;
    const double cse301 = -cse138*cse146 + cse185 + cse271*cse60;
    const double cse302 = -cse288;
    const double cse303 = -cse236*(cse238 + cse289);
    const double cse304 = -cse206*cse236;

    memset(out, 0, sizeof(double) * 484);
    out[0] = cse2;  /* [0, 0] */
    out[12] = 1;  /* [0, 12] */
    out[17] = -1;  /* [0, 17] */
    out[23] = cse2;  /* [1, 1] */
    out[35] = 1;  /* [1, 13] */
    out[40] = -1;  /* [1, 18] */
    out[46] = cse2;  /* [2, 2] */
    out[58] = 1;  /* [2, 14] */
    out[63] = -1;  /* [2, 19] */
    out[69] = cse10*cse4 + (cse11*cse11)*cse13 + cse13*cse15*cse4 + cse45*(cse63*lam_9 + cse69*lam_8 + cse70 + cse75) - h*(cse11*cse30 + cse16*cse44 + cse18*cse39);  /* [3, 3] */
    out[70] = cse117 + cse45*(a_3*(cse101*cse102*cse6 + cse104*cse15 - cse104) + a_4*cse86 - a_5*cse29 - cse11*cse93 - cse11*cse98 - cse11*cse99 + cse115 - cse16*cse87 - cse18*cse94 + cse3*(cse20*cse25 + cse20*cse28 + cse77*v_thetad_bar1)) - h*(cse11*cse78 + cse18*cse81 - cse35*cse83);  /* [3, 4] */
    out[71] = cse45*(a_3*(cse120*cse4 - cse121*cse4) + a_4*cse127 - cse11*cse124 - cse122*cse16 - cse123*cse18 + cse136 + cse16*cse97 - cse18*cse92) + cse85 - h*(cse118*cse18 + cse119*cse16);  /* [3, 5] */
    out[75] = cse141;  /* [3, 9] */
    out[76] = cse148;  /* [3, 10] */
    out[78] = cse149;  /* [3, 12] */
    out[79] = cse150;  /* [3, 13] */
    out[82] = cse151;  /* [3, 16] */
    out[83] = cse149;  /* [3, 17] */
    out[84] = cse150;  /* [3, 18] */
    out[86] = cse153;  /* [3, 20] */
    out[87] = cse156;  /* [3, 21] */
    out[91] = cse115*cse45 + cse117 - h*(cse14*cse44 - cse39*cse5);  /* [4, 3] */
    out[92] = cse125 + cse126 + cse45*(a_3*cse86 - cse11*lam_3 - cse14*cse87 + cse158*cse58 + cse160*cse58 + cse162 + cse5*cse94 - cse50*cse73 - cse50*cse74 + cse70 + lam_8*(cse159 + cse54*cse64 + cse61*cse66) + lam_9*(cse157 - cse50*cse54 - cse58*cse61)) - h*(-cse5*cse81 - cse80*cse83);  /* [4, 4] */
    out[93] = cse45*(a_3*cse127 + a_4*(-cse120 + cse121) - cse122*cse14 + cse123*cse5 + cse170 + cse93 + cse98) - h*(-cse118*cse5 + cse119*cse14);  /* [4, 5] */
    out[97] = cse171;  /* [4, 9] */
    out[98] = cse173;  /* [4, 10] */
    out[100] = cse174;  /* [4, 12] */
    out[101] = cse175;  /* [4, 13] */
    out[102] = cse176;  /* [4, 14] */
    out[103] = cse177;  /* [4, 15] */
    out[104] = cse57;  /* [4, 16] */
    out[105] = cse174;  /* [4, 17] */
    out[106] = cse175;  /* [4, 18] */
    out[107] = cse176;  /* [4, 19] */
    out[108] = cse178;  /* [4, 20] */
    out[109] = cse169;  /* [4, 21] */
    out[113] = cse136*cse45 - cse30*h + cse85;  /* [5, 3] */
    out[114] = cse45*(-a_3*cse29 + cse170 - cse99) - cse78*h;  /* [5, 4] */
    out[115] = cse13 + cse45*(-cse124 + cse162 + cse75 + lam_8*(cse159 + cse69) + lam_9*(cse157 + cse63));  /* [5, 5] */
    out[119] = cse181;  /* [5, 9] */
    out[120] = cse186;  /* [5, 10] */
    out[122] = cse187;  /* [5, 12] */
    out[123] = cse188;  /* [5, 13] */
    out[124] = cse189;  /* [5, 14] */
    out[127] = cse187;  /* [5, 17] */
    out[128] = cse188;  /* [5, 18] */
    out[129] = cse189;  /* [5, 19] */
    out[130] = cse190;  /* [5, 20] */
    out[131] = cse192;  /* [5, 21] */
    out[138] = cse193;  /* [6, 6] */
    out[149] = 1;  /* [6, 17] */
    out[161] = cse193;  /* [7, 7] */
    out[172] = 1;  /* [7, 18] */
    out[184] = cse193;  /* [8, 8] */
    out[195] = 1;  /* [8, 19] */
    out[201] = cse141;  /* [9, 3] */
    out[202] = cse171;  /* [9, 4] */
    out[203] = cse181;  /* [9, 5] */
    out[207] = (cse142*cse142)*cse202 + cse194*cse198 + cse194*cse203 + cse45*(cse191*lam_8 + cse232*lam_9 + cse242) - h*(cse142*cse218 - cse204*cse231 + cse206*cse227);  /* [9, 9] */
    out[208] = cse277 + cse45*(a_10*cse270 - a_11*cse217 + a_9*(cse196*cse251*cse252 + cse200*cse254 - cse254) + cse142*cse261 - cse142*cse266 - cse142*cse267 + cse204*cse255 - cse206*cse262 + cse275 + cse53*(cse208*cse215 + cse212*cse216 + cse247*v_thetad_bar2)) - h*(cse142*cse248 + cse206*cse245 + cse221*cse250);  /* [9, 10] */
    out[209] = cse269 + cse45*(a_10*cse282 + a_9*(-cse194*cse283 + cse194*cse284) - cse142*cse287 - cse204*cse265 + cse204*cse285 - cse206*cse260 - cse206*cse286 + cse290) - h*(-cse204*cse279 + cse206*cse278);  /* [9, 11] */
    out[215] = cse291;  /* [9, 17] */
    out[216] = cse292;  /* [9, 18] */
    out[218] = cse293;  /* [9, 20] */
    out[219] = cse294;  /* [9, 21] */
    out[223] = cse148;  /* [10, 3] */
    out[224] = cse173;  /* [10, 4] */
    out[225] = cse186;  /* [10, 5] */
    out[229] = cse275*cse45 + cse277 - h*(cse195*cse227 + cse199*cse231);  /* [10, 9] */
    out[230] = cse280 + cse281 + cse45*(a_9*cse270 + cse192*lam_8 - cse195*cse262 - cse199*cse255 - cse235*cse236*lam_6 + cse239*cse241 + cse295 + lam_9*(cse157 + cse232)) - h*(cse195*cse245 - cse244*cse250);  /* [10, 10] */
    out[231] = cse45*(a_10*(cse283 - cse284) + a_9*cse282 - cse195*cse286 - cse199*cse285 - cse261 + cse266 + cse297) - h*(cse195*cse278 + cse199*cse279);  /* [10, 11] */
    out[237] = cse273;  /* [10, 17] */
    out[238] = cse298;  /* [10, 18] */
    out[239] = cse299;  /* [10, 19] */
    out[240] = cse300;  /* [10, 20] */
    out[241] = cse301;  /* [10, 21] */
    out[251] = -cse218*h + cse269 + cse290*cse45;  /* [11, 9] */
    out[252] = -cse248*h + cse45*(-a_9*cse217 - cse267 + cse297);  /* [11, 10] */
    out[253] = cse202 + cse45*(cse242 - cse287 + cse295);  /* [11, 11] */
    out[259] = cse302;  /* [11, 17] */
    out[260] = cse303;  /* [11, 18] */
    out[261] = cse304;  /* [11, 19] */
    out[264] = 1;  /* [12, 0] */
    out[267] = cse149;  /* [12, 3] */
    out[268] = cse174;  /* [12, 4] */
    out[269] = cse187;  /* [12, 5] */
    out[287] = 1;  /* [13, 1] */
    out[289] = cse150;  /* [13, 3] */
    out[290] = cse175;  /* [13, 4] */
    out[291] = cse188;  /* [13, 5] */
    out[310] = 1;  /* [14, 2] */
    out[312] = cse176;  /* [14, 4] */
    out[313] = cse189;  /* [14, 5] */
    out[334] = cse177;  /* [15, 4] */
    out[355] = cse151;  /* [16, 3] */
    out[356] = cse57;  /* [16, 4] */
    out[374] = -1;  /* [17, 0] */
    out[377] = cse149;  /* [17, 3] */
    out[378] = cse174;  /* [17, 4] */
    out[379] = cse187;  /* [17, 5] */
    out[380] = 1;  /* [17, 6] */
    out[383] = cse291;  /* [17, 9] */
    out[384] = cse273;  /* [17, 10] */
    out[385] = cse302;  /* [17, 11] */
    out[397] = -1;  /* [18, 1] */
    out[399] = cse150;  /* [18, 3] */
    out[400] = cse175;  /* [18, 4] */
    out[401] = cse188;  /* [18, 5] */
    out[403] = 1;  /* [18, 7] */
    out[405] = cse292;  /* [18, 9] */
    out[406] = cse298;  /* [18, 10] */
    out[407] = cse303;  /* [18, 11] */
    out[420] = -1;  /* [19, 2] */
    out[422] = cse176;  /* [19, 4] */
    out[423] = cse189;  /* [19, 5] */
    out[426] = 1;  /* [19, 8] */
    out[428] = cse299;  /* [19, 10] */
    out[429] = cse304;  /* [19, 11] */
    out[443] = cse153;  /* [20, 3] */
    out[444] = cse178;  /* [20, 4] */
    out[445] = cse190;  /* [20, 5] */
    out[449] = cse293;  /* [20, 9] */
    out[450] = cse300;  /* [20, 10] */
    out[465] = cse156;  /* [21, 3] */
    out[466] = cse169;  /* [21, 4] */
    out[467] = cse192;  /* [21, 5] */
    out[471] = cse294;  /* [21, 9] */
    out[472] = cse301;  /* [21, 10] */
}

/* Reverse Cuthill-McKee order of genalpha_matrix: position k of the banded matrix holds row and
 * column perm[k] of the original. */
static const int mg_double_pendulum_re_genalpha_matrix_perm[22] = {1, 7, 2, 8, 15, 14, 13, 16, 21, 20, 18, 19, 12, 4, 5, 3, 10, 9, 11, 0, 17, 6};

/* Where genalpha_matrix's nonzeros go: in the column-major band storage of its permuted matrix
 * (n = 22, kl = 10, ku = 10, ldab = 31), and in the row-major 22 x 22 matrix. */
static const int mg_double_pendulum_re_genalpha_matrix_in_band[128] = {609, 399, 639, 20, 200, 320, 82, 172, 352, 485, 425, 455, 545, 515, 395, 215, 245, 635,
    335, 305, 275, 483, 423, 453, 543, 513, 393, 213, 183, 153, 243, 633, 333, 363, 303, 273,
    484, 424, 454, 544, 514, 394, 214, 184, 634, 334, 364, 304, 274, 671, 641, 51, 321, 113,
    353, 487, 427, 457, 547, 517, 577, 637, 337, 307, 277, 486, 426, 456, 546, 516, 576, 636,
    336, 366, 306, 276, 548, 518, 578, 638, 338, 368, 602, 482, 422, 452, 26, 476, 416, 446,
    85, 415, 445, 414, 477, 417, 610, 490, 430, 460, 670, 550, 520, 580, 30, 480, 420, 450,
    60, 540, 510, 570, 91, 421, 451, 121, 511, 571, 479, 419, 449, 539, 509, 478, 418, 448,
    538, 508};
static const int mg_double_pendulum_re_genalpha_matrix_in_dense[128] = {0, 12, 17, 23, 35, 40, 46, 58, 63, 69, 70, 71, 75, 76, 78, 79, 82, 83, 84, 86, 87, 91, 92,
    93, 97, 98, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 113, 114, 115, 119, 120,
    122, 123, 124, 127, 128, 129, 130, 131, 138, 149, 161, 172, 184, 195, 201, 202, 203, 207,
    208, 209, 215, 216, 218, 219, 223, 224, 225, 229, 230, 231, 237, 238, 239, 240, 241, 251,
    252, 253, 259, 260, 261, 264, 267, 268, 269, 287, 289, 290, 291, 310, 312, 313, 334, 355,
    356, 374, 377, 378, 379, 380, 383, 384, 385, 397, 399, 400, 401, 403, 405, 406, 407, 420,
    422, 423, 426, 428, 429, 443, 444, 445, 449, 450, 465, 466, 467, 471, 472};

/* genalpha_matrix's nonzeros written at out[where[k]]: one copy of the expressions serves the band
 * and the dense function. */
static void mg_double_pendulum_re_genalpha_matrix_cells(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out, const int *where)
{
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    (void)dv;
    const double a_3 = a[3];
    const double a_4 = a[4];
    const double a_5 = a[5];
    const double a_9 = a[9];
    const double a_10 = a[10];
    const double a_11 = a[11];
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
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = sin(q_theta_bar1);
    const double cse4 = (cse3*cse3);
    const double cse5 = sin(q_psi_bar1);
    const double cse6 = (cse5*cse5);
    const double cse7 = p_rho*(p_w*p_w*p_w*p_w);
    const double cse8 = (1.0/6.0)*cse7;
    const double cse9 = cse8*p_L1;
    const double cse10 = cse6*cse9;
    const double cse11 = cos(q_theta_bar1);
    const double cse12 = cse2*(cse0 + (p_L1*p_L1));
    const double cse13 = (1.0/12.0)*cse12;
    const double cse14 = cos(q_psi_bar1);
    const double cse15 = (cse14*cse14);
    const double cse16 = cse13*cse15;
    const double cse17 = cse3*cse5;
    const double cse18 = cse5*v_thetad_bar1;
    const double cse19 = cse14*cse3;
    const double cse20 = cse19*v_phid_bar1;
    const double cse21 = -cse18 + cse20;
    const double cse22 = cse21*cse9;
    const double cse23 = cse17*v_phid_bar1;
    const double cse24 = cse14*v_thetad_bar1;
    const double cse25 = cse23 + cse24;
    const double cse26 = cse25*cse9;
    const double cse27 = cse13*cse21;
    const double cse28 = -cse23 - cse24;
    const double cse29 = cse13*cse28;
    const double cse30 = cse13*cse3;
    const double cse31 = cse17*cse22 - cse17*cse27 + cse19*cse26 + cse19*cse29 + cse30*v_thetad_bar1;
    const double cse32 = cse5*v_psid_bar1;
    const double cse33 = cse3*cse32;
    const double cse34 = cse11*v_phid_bar1;
    const double cse35 = -cse34 - v_psid_bar1;
    const double cse36 = cse17*cse9;
    const double cse37 = cse34 + v_psid_bar1;
    const double cse38 = cse13*cse37;
    const double cse39 = cse11*cse13;
    const double cse40 = -cse11*cse26 - cse13*(cse11*cse24 - cse33) + cse17*cse38 + cse25*cse39 + cse35*cse36;
    const double cse41 = cse14*v_psid_bar1;
    const double cse42 = cse3*cse41;
    const double cse43 = cse18 - cse20;
    const double cse44 = cse21*cse39 + cse39*cse43 - cse9*(cse11*cse18 + cse42);
    const double cse45 = sin(q_phi_bar2);
    const double cse46 = sin(q_theta_bar2);
    const double cse47 = sin(q_phi_bar1);
    const double cse48 = cse47*cse5;
    const double cse49 = cse11*cse48;
    const double cse50 = cos(q_phi_bar1);
    const double cse51 = cse14*cse50;
    const double cse52 = cse49 - cse51;
    const double cse53 = cse46*cse52;
    const double cse54 = cse45*cse53;
    const double cse55 = cos(q_phi_bar2);
    const double cse56 = cse14*cse47;
    const double cse57 = cse11*cse50;
    const double cse58 = cse5*cse57;
    const double cse59 = -cse56 - cse58;
    const double cse60 = cse46*cse59;
    const double cse61 = cse55*cse60;
    const double cse62 = -cse54 + cse61;
    const double cse63 = cse11*cse56;
    const double cse64 = cse5*cse50;
    const double cse65 = cse45*cse46;
    const double cse66 = cse14*cse57;
    const double cse67 = cse48 - cse66;
    const double cse68 = cse46*cse55;
    const double cse69 = cse67*cse68;
    const double cse70 = cse65*(cse63 + cse64) - cse69;
    const double cse71 = -cse3*cse50*lam_4;
    const double cse72 = (1.0/2.0)*p_L1;
    const double cse73 = cse59*cse72;
    const double cse74 = cse52*cse72;
    const double cse75 = -cse73*lam_1 - cse73*lam_6 - cse74*lam_0 - cse74*lam_5;
    const double cse76 = cse3*v_phid_bar1;
    const double cse77 = cse13*cse76;
    const double cse78 = cse14*cse22 - cse14*cse27 - cse26*cse5 - cse29*cse5 + cse77;
    const double cse79 = cse14*cse34;
    const double cse80 = cse14*cse9;
    const double cse81 = -cse13*(-cse41 + cse79) + cse14*cse38 + cse35*cse80;
    const double cse82 = cse34*cse5;
    const double cse83 = -cse32 + cse82;
    const double cse84 = cse11*cse14;
    const double cse85 = cse5*cse9;
    const double cse86 = cse13*cse5;
    const double cse87 = cse84*cse85 - cse84*cse86;
    const double cse88 = cse13*cse43;
    const double cse89 = -cse27*cse76 - cse76*cse88 - cse9*(-cse18*cse76 + cse34*cse41);
    const double cse90 = cse27*cse37;
    const double cse91 = cse18*cse34;
    const double cse92 = cse42*v_phid_bar1;
    const double cse93 = cse18*v_psid_bar1;
    const double cse94 = cse37*cse88 - cse9*(cse91 + cse92 - cse93) + cse90;
    const double cse95 = cse5*cse94;
    const double cse96 = cse13*cse25;
    const double cse97 = -cse13*(-cse24*cse76 - cse32*cse34) + cse26*cse76 + cse35*cse82*cse9 + cse38*cse82 - cse76*cse96;
    const double cse98 = cse37*cse96;
    const double cse99 = cse24*cse34 - cse24*v_psid_bar1 - cse33*v_phid_bar1;
    const double cse100 = -cse13*cse99 + cse26*cse35 + cse98;
    const double cse101 = cse100*cse14;
    const double cse102 = cse13*cse34*v_thetad_bar1 + cse22*cse82 + cse26*cse79 - cse27*cse82 + cse29*cse79;
    const double cse103 = (1.0/3.0)*cse7;
    const double cse104 = cse103*p_L1;
    const double cse105 = cse11*cse3;
    const double cse106 = (1.0/6.0)*cse12;
    const double cse107 = cse105*cse106;
    const double cse108 = cse3*cse47;
    const double cse109 = cse108*cse5;
    const double cse110 = cse109*cse68;
    const double cse111 = cse3*cse64;
    const double cse112 = cse111*cse65;
    const double cse113 = cse5*cse72;
    const double cse114 = cse108*cse113;
    const double cse115 = cse111*cse72;
    const double cse116 = cse3*cse51;
    const double cse117 = cse116*cse65;
    const double cse118 = cse108*cse14;
    const double cse119 = cse118*cse68;
    const double cse120 = -cse11*cse47*lam_4 - cse114*lam_1 - cse114*lam_6 - cse115*lam_0 - cse115*lam_5 + lam_8*(cse117 - cse119) + lam_9*(cse110 - cse112);
    const double cse121 = cse19*cse85 - cse19*cse86;
    const double cse122 = -cse26 - cse29 + cse96;
    const double cse123 = -cse22 + cse27 + cse88;
    const double cse124 = cse14*cse5;
    const double cse125 = cse104*cse124;
    const double cse126 = cse106*cse124;
    const double cse127 = cse29*cse37 - cse9*cse99 + cse98;
    const double cse128 = -cse13*(-cse91 - cse92 + cse93) + cse22*cse35 + cse90;
    const double cse129 = cse13*(cse28*cse28) + (cse21*cse21)*cse9 + cse26*cse28 + cse27*cse43;
    const double cse130 = cse15*cse9;
    const double cse131 = cse13*cse6;
    const double cse132 = -cse10*cse3 + cse130*cse3 + cse131*cse3 - cse16*cse3;
    const double cse133 = cse65*cse67;
    const double cse134 = -cse63 - cse64;
    const double cse135 = cse134*cse68;
    const double cse136 = cse134*cse72;
    const double cse137 = cse67*cse72;
    const double cse138 = cse56 + cse58;
    const double cse139 = cse138*cse46;
    const double cse140 = cse139*cse45;
    const double cse141 = cse53*cse55;
    const double cse142 = -cse136*lam_1 - cse136*lam_6 - cse137*lam_0 - cse137*lam_5 + lam_8*(cse140 - cse141) + lam_9*(-cse133 + cse135);
    const double cse143 = -cse61;
    const double cse144 = -cse49 + cse51;
    const double cse145 = cse144*cse45;
    const double cse146 = cse145*cse46;
    const double cse147 = cse134*cse65;
    const double cse148 = hq*(lam_8*(cse147 + cse69) + lam_9*(cse143 - cse146));
    const double cse149 = cos(q_theta_bar2);
    const double cse150 = cse149*cse45;
    const double cse151 = cse149*cse55;
    const double cse152 = cse144*cse151;
    const double cse153 = cse134*cse151;
    const double cse154 = hq*(lam_8*(cse150*cse67 - cse153) + lam_9*(-cse150*cse59 + cse152));
    const double cse155 = -cse73;
    const double cse156 = -cse144*cse72;
    const double cse157 = -cse108;
    const double cse158 = -cse135;
    const double cse159 = cse133 + cse158;
    const double cse160 = cse144*cse68;
    const double cse161 = cse45*cse60;
    const double cse162 = cse160 - cse161;
    const double cse163 = cse149*cse17;
    const double cse164 = cse58*cse72;
    const double cse165 = cse49*cse72;
    const double cse166 = -cse149*cse19;
    const double cse167 = cse72*lam_2;
    const double cse168 = cse72*lam_7;
    const double cse169 = cse167*cse17 + cse168*cse17;
    const double cse170 = cse118*cse65;
    const double cse171 = cse116*cse68;
    const double cse172 = cse11*cse149;
    const double cse173 = cse14*cse172;
    const double cse174 = cse116*cse72;
    const double cse175 = -cse109*cse65 - cse111*cse68 - cse172*cse5;
    const double cse176 = cse118*cse72;
    const double cse177 = -cse167*cse84 - cse168*cse84 + cse174*lam_1 + cse174*lam_6 + cse175*lam_8 - cse176*lam_0 - cse176*lam_5 + lam_9*(-cse170 - cse171 - cse173);
    const double cse178 = hq*(lam_8*(-cse117 + cse119) + lam_9*(-cse110 + cse112));
    const double cse179 = cse11*cse46;
    const double cse180 = hq*(lam_8*(cse116*cse151 + cse118*cse150 - cse14*cse179) + lam_9*(-cse109*cse150 - cse111*cse151 + cse179*cse5));
    const double cse181 = -cse114;
    const double cse182 = -cse11*cse113;
    const double cse183 = -cse3;
    const double cse184 = cse170 + cse171 + cse173;
    const double cse185 = -cse48 + cse66;
    const double cse186 = cse185*cse65;
    const double cse187 = hq*(lam_8*(cse141 + cse161) + lam_9*(cse158 - cse186));
    const double cse188 = cse134*cse150;
    const double cse189 = cse151*cse185;
    const double cse190 = cse19*cse46;
    const double cse191 = cse17*cse46;
    const double cse192 = hq*(lam_8*(cse150*cse52 - cse151*cse59 + cse191) + lam_9*(-cse188 + cse189 + cse190));
    const double cse193 = -cse136;
    const double cse194 = -cse185*cse72;
    const double cse195 = -cse19*cse72;
    const double cse196 = cse143 - cse163 + cse54;
    const double cse197 = -cse147 + cse185*cse68;
    const double cse198 = cse166 + cse197;
    const double cse199 = cse1*p_L2;
    const double cse200 = (cse46*cse46);
    const double cse201 = cos(q_psi_bar2);
    const double cse202 = (cse201*cse201);
    const double cse203 = cse8*p_L2;
    const double cse204 = cse202*cse203;
    const double cse205 = cse199*(cse0 + (p_L2*p_L2));
    const double cse206 = (1.0/12.0)*cse205;
    const double cse207 = sin(q_psi_bar2);
    const double cse208 = (cse207*cse207);
    const double cse209 = cse201*cse46;
    const double cse210 = cse201*v_thetad_bar2;
    const double cse211 = cse207*cse46;
    const double cse212 = cse211*v_phid_bar2;
    const double cse213 = cse210 + cse212;
    const double cse214 = cse203*cse213;
    const double cse215 = cse207*v_thetad_bar2;
    const double cse216 = cse209*v_phid_bar2;
    const double cse217 = -cse215 + cse216;
    const double cse218 = cse206*cse217;
    const double cse219 = cse215 - cse216;
    const double cse220 = cse203*cse219;
    const double cse221 = cse206*cse213;
    const double cse222 = cse206*cse46;
    const double cse223 = -cse209*cse214 + cse209*cse221 + cse211*cse218 + cse211*cse220 + cse222*v_thetad_bar2;
    const double cse224 = cse149*v_phid_bar2;
    const double cse225 = -cse224 - v_psid_bar2;
    const double cse226 = cse203*cse209;
    const double cse227 = cse201*v_psid_bar2;
    const double cse228 = cse227*cse46;
    const double cse229 = cse224 + v_psid_bar2;
    const double cse230 = cse206*cse229;
    const double cse231 = cse206*cse219;
    const double cse232 = -cse149*cse220 + cse149*cse231 - cse206*(cse149*cse215 + cse228) - cse209*cse230 - cse225*cse226;
    const double cse233 = cse207*v_psid_bar2;
    const double cse234 = cse233*cse46;
    const double cse235 = cse149*cse206;
    const double cse236 = -cse210 - cse212;
    const double cse237 = -cse203*(-cse149*cse210 + cse234) + cse213*cse235 + cse235*cse236;
    const double cse238 = -cse139*cse55 + cse146;
    const double cse239 = cse207*cse45;
    const double cse240 = cse201*cse55;
    const double cse241 = cse149*cse240;
    const double cse242 = (1.0/2.0)*p_L2;
    const double cse243 = cse242*(-cse239 + cse241);
    const double cse244 = cse201*cse45;
    const double cse245 = cse149*cse244;
    const double cse246 = cse207*cse55;
    const double cse247 = cse242*lam_5;
    const double cse248 = -cse243*lam_6 - cse247*(-cse245 - cse246);
    const double cse249 = cse207*cse224;
    const double cse250 = cse203*cse207;
    const double cse251 = -cse206*(-cse233 + cse249) + cse207*cse230 + cse225*cse250;
    const double cse252 = cse46*v_phid_bar2;
    const double cse253 = cse206*cse252;
    const double cse254 = cse201*cse218 + cse201*cse220 + cse207*cse214 - cse207*cse221 + cse253;
    const double cse255 = cse201*cse224;
    const double cse256 = cse227 - cse255;
    const double cse257 = cse103*p_L2;
    const double cse258 = cse149*cse46;
    const double cse259 = (1.0/6.0)*cse205;
    const double cse260 = cse258*cse259;
    const double cse261 = cse206*cse236;
    const double cse262 = -cse203*(cse210*cse252 + cse224*cse233) - cse221*cse252 - cse252*cse261;
    const double cse263 = cse221*cse229;
    const double cse264 = cse210*cse224;
    const double cse265 = cse234*v_phid_bar2;
    const double cse266 = cse210*v_psid_bar2;
    const double cse267 = -cse203*(-cse264 + cse265 + cse266) + cse229*cse261 + cse263;
    const double cse268 = cse201*cse267;
    const double cse269 = -cse203*cse225*cse255 - cse206*(-cse215*cse252 + cse224*cse227) + cse220*cse252 - cse230*cse255 - cse231*cse252;
    const double cse270 = cse229*cse231;
    const double cse271 = cse215*cse224 - cse215*v_psid_bar2 + cse228*v_phid_bar2;
    const double cse272 = -cse206*cse271 + cse220*cse225 + cse270;
    const double cse273 = cse207*cse272;
    const double cse274 = cse206*cse224*v_thetad_bar2 - cse214*cse255 + cse218*cse249 + cse220*cse249 + cse221*cse255;
    const double cse275 = cse201*cse207;
    const double cse276 = -cse149*cse203*cse275 + cse235*cse275;
    const double cse277 = cse138*cse149;
    const double cse278 = cse242*cse46;
    const double cse279 = cse244*cse278;
    const double cse280 = cse247*cse46;
    const double cse281 = cse240*cse280 + cse279*lam_6 + lam_8*(cse150*cse185 + cse153) + lam_9*(-cse152 - cse277*cse45);
    const double cse282 = cse201*cse211;
    const double cse283 = -cse203*cse282 + cse206*cse282;
    const double cse284 = -cse218 - cse220 + cse231;
    const double cse285 = -cse214 + cse221 + cse261;
    const double cse286 = cse203*cse208;
    const double cse287 = cse202*cse206;
    const double cse288 = -cse204*cse46 - cse208*cse222 + cse286*cse46 + cse287*cse46;
    const double cse289 = cse257*cse275;
    const double cse290 = cse259*cse275;
    const double cse291 = -cse203*cse271 + cse218*cse229 + cse270;
    const double cse292 = -cse206*(cse264 - cse265 - cse266) + cse214*cse225 + cse263;
    const double cse293 = cse203*(cse213*cse213) + cse206*(cse217*cse217) + cse217*cse220 + cse221*cse236;
    const double cse294 = cse242*(-cse149*cse239 + cse240);
    const double cse295 = cse149*cse246;
    const double cse296 = -cse247*(-cse244 - cse295) - cse294*lam_6;
    const double cse297 = -cse243;
    const double cse298 = -cse242*(cse245 + cse246);
    const double cse299 = cse135 + cse186;
    const double cse300 = -cse140 - cse160;
    const double cse301 = -cse209*cse242*lam_7;
    const double cse302 = cse149*cse242;
    const double cse303 = -cse207*cse302*lam_7 - cse239*cse280 + cse246*cse278*lam_6;
    const double cse304 = -cse240*cse278;
    const double cse305 = cse201*cse302;
    const double cse306 = cse188 - cse189 - cse190;
    const double cse307 = -cse145*cse149 + cse191 + cse277*cse55;
    const double cse308 = -cse294;
    const double cse309 = -cse242*(cse244 + cse295);
    const double cse310 = -cse211*cse242;

    out[where[0]] = cse2;  /* [0, 0] */
    out[where[1]] = 1;  /* [0, 12] */
    out[where[2]] = -1;  /* [0, 17] */
    out[where[3]] = cse2;  /* [1, 1] */
    out[where[4]] = 1;  /* [1, 13] */
    out[where[5]] = -1;  /* [1, 18] */
    out[where[6]] = cse2;  /* [2, 2] */
    out[where[7]] = 1;  /* [2, 14] */
    out[where[8]] = -1;  /* [2, 19] */
    out[where[9]] = cse10*cse4 + (cse11*cse11)*cse13 + cse16*cse4 + hq*(cse62*lam_9 + cse70*lam_8 + cse71 + cse75) - hv*(cse11*cse31 + cse17*cse44 + cse19*cse40);  /* [3, 3] */
    out[where[10]] = cse121 + hq*(a_3*(cse104*cse105*cse6 + cse107*cse15 - cse107) + a_4*cse87 - a_5*cse30 - cse101*cse11 - cse102*cse11 - cse11*cse95 + cse120 - cse17*cse89 - cse19*cse97 + cse3*(cse21*cse26 + cse27*cse28 + cse77*v_thetad_bar1)) - hv*(cse11*cse78 + cse19*cse81 - cse36*cse83);  /* [3, 4] */
    out[where[11]] = cse39 + hq*(a_3*(cse125*cse4 - cse126*cse4) + a_4*cse132 + cse100*cse17 - cse11*cse129 - cse127*cse17 - cse128*cse19 + cse142 - cse19*cse94) - hv*(cse122*cse19 + cse123*cse17);  /* [3, 5] */
    out[where[12]] = cse148;  /* [3, 9] */
    out[where[13]] = cse154;  /* [3, 10] */
    out[where[14]] = cse155;  /* [3, 12] */
    out[where[15]] = cse156;  /* [3, 13] */
    out[where[16]] = cse157;  /* [3, 16] */
    out[where[17]] = cse155;  /* [3, 17] */
    out[where[18]] = cse156;  /* [3, 18] */
    out[where[19]] = cse159;  /* [3, 20] */
    out[where[20]] = cse162;  /* [3, 21] */
    out[where[21]] = cse120*hq + cse121 - hv*(cse14*cse44 - cse40*cse5);  /* [4, 3] */
    out[where[22]] = cse130 + cse131 + hq*(a_3*cse87 - cse11*lam_3 - cse14*cse89 + cse164*lam_1 + cse164*lam_6 - cse165*lam_0 - cse165*lam_5 + cse169 + cse5*cse97 + cse71 + lam_8*(cse166 + cse63*cse65 + cse66*cse68) + lam_9*(cse163 - cse49*cse65 - cse58*cse68)) - hv*(-cse5*cse81 - cse80*cse83);  /* [4, 4] */
    out[where[23]] = hq*(a_3*cse132 + a_4*(-cse125 + cse126) + cse101 - cse127*cse14 + cse128*cse5 + cse177 + cse95) - hv*(-cse122*cse5 + cse123*cse14);  /* [4, 5] */
    out[where[24]] = cse178;  /* [4, 9] */
    out[where[25]] = cse180;  /* [4, 10] */
    out[where[26]] = cse181;  /* [4, 12] */
    out[where[27]] = cse115;  /* [4, 13] */
    out[where[28]] = cse182;  /* [4, 14] */
    out[where[29]] = cse183;  /* [4, 15] */
    out[where[30]] = cse57;  /* [4, 16] */
    out[where[31]] = cse181;  /* [4, 17] */
    out[where[32]] = cse115;  /* [4, 18] */
    out[where[33]] = cse182;  /* [4, 19] */
    out[where[34]] = cse184;  /* [4, 20] */
    out[where[35]] = cse175;  /* [4, 21] */
    out[where[36]] = cse142*hq - cse31*hv + cse39;  /* [5, 3] */
    out[where[37]] = -cse78*hv + hq*(-a_3*cse30 - cse102 + cse177);  /* [5, 4] */
    out[where[38]] = cse13 + hq*(-cse129 + cse169 + cse75 + lam_8*(cse166 + cse70) + lam_9*(cse163 + cse62));  /* [5, 5] */
    out[where[39]] = cse187;  /* [5, 9] */
    out[where[40]] = cse192;  /* [5, 10] */
    out[where[41]] = cse193;  /* [5, 12] */
    out[where[42]] = cse194;  /* [5, 13] */
    out[where[43]] = cse195;  /* [5, 14] */
    out[where[44]] = cse193;  /* [5, 17] */
    out[where[45]] = cse194;  /* [5, 18] */
    out[where[46]] = cse195;  /* [5, 19] */
    out[where[47]] = cse196;  /* [5, 20] */
    out[where[48]] = cse198;  /* [5, 21] */
    out[where[49]] = cse199;  /* [6, 6] */
    out[where[50]] = 1;  /* [6, 17] */
    out[where[51]] = cse199;  /* [7, 7] */
    out[where[52]] = 1;  /* [7, 18] */
    out[where[53]] = cse199;  /* [8, 8] */
    out[where[54]] = 1;  /* [8, 19] */
    out[where[55]] = cse148;  /* [9, 3] */
    out[where[56]] = cse178;  /* [9, 4] */
    out[where[57]] = cse187;  /* [9, 5] */
    out[where[58]] = (cse149*cse149)*cse206 + cse200*cse204 + cse200*cse206*cse208 + hq*(cse197*lam_8 + cse238*lam_9 + cse248) - hv*(cse149*cse223 - cse209*cse237 + cse211*cse232);  /* [9, 9] */
    out[where[59]] = cse283 + hq*(a_10*cse276 - a_11*cse222 + a_9*(cse202*cse257*cse258 + cse208*cse260 - cse260) + cse149*cse268 - cse149*cse273 - cse149*cse274 + cse209*cse262 - cse211*cse269 + cse281 + cse46*(cse213*cse218 + cse213*cse220 + cse253*v_thetad_bar2)) - hv*(cse149*cse254 + cse211*cse251 + cse226*cse256);  /* [9, 10] */
    out[where[60]] = cse235 + hq*(a_10*cse288 + a_9*(-cse200*cse289 + cse200*cse290) - cse149*cse293 - cse209*cse272 + cse209*cse291 - cse211*cse267 - cse211*cse292 + cse296) - hv*(-cse209*cse285 + cse211*cse284);  /* [9, 11] */
    out[where[61]] = cse297;  /* [9, 17] */
    out[where[62]] = cse298;  /* [9, 18] */
    out[where[63]] = cse299;  /* [9, 20] */
    out[where[64]] = cse300;  /* [9, 21] */
    out[where[65]] = cse154;  /* [10, 3] */
    out[where[66]] = cse180;  /* [10, 4] */
    out[where[67]] = cse192;  /* [10, 5] */
    out[where[68]] = cse281*hq + cse283 - hv*(cse201*cse232 + cse207*cse237);  /* [10, 9] */
    out[where[69]] = cse286 + cse287 + hq*(a_9*cse276 + cse198*lam_8 - cse201*cse269 - cse207*cse262 - cse241*cse242*lam_6 + cse245*cse247 + cse301 + lam_9*(cse163 + cse238)) - hv*(cse201*cse251 - cse250*cse256);  /* [10, 10] */
    out[where[70]] = hq*(a_10*(cse289 - cse290) + a_9*cse288 - cse201*cse292 - cse207*cse291 - cse268 + cse273 + cse303) - hv*(cse201*cse284 + cse207*cse285);  /* [10, 11] */
    out[where[71]] = cse279;  /* [10, 17] */
    out[where[72]] = cse304;  /* [10, 18] */
    out[where[73]] = cse305;  /* [10, 19] */
    out[where[74]] = cse306;  /* [10, 20] */
    out[where[75]] = cse307;  /* [10, 21] */
    out[where[76]] = -cse223*hv + cse235 + cse296*hq;  /* [11, 9] */
    out[where[77]] = -cse254*hv + hq*(-a_9*cse222 - cse274 + cse303);  /* [11, 10] */
    out[where[78]] = cse206 + hq*(cse248 - cse293 + cse301);  /* [11, 11] */
    out[where[79]] = cse308;  /* [11, 17] */
    out[where[80]] = cse309;  /* [11, 18] */
    out[where[81]] = cse310;  /* [11, 19] */
    out[where[82]] = 1;  /* [12, 0] */
    out[where[83]] = cse155;  /* [12, 3] */
    out[where[84]] = cse181;  /* [12, 4] */
    out[where[85]] = cse193;  /* [12, 5] */
    out[where[86]] = 1;  /* [13, 1] */
    out[where[87]] = cse156;  /* [13, 3] */
    out[where[88]] = cse115;  /* [13, 4] */
    out[where[89]] = cse194;  /* [13, 5] */
    out[where[90]] = 1;  /* [14, 2] */
    out[where[91]] = cse182;  /* [14, 4] */
    out[where[92]] = cse195;  /* [14, 5] */
    out[where[93]] = cse183;  /* [15, 4] */
    out[where[94]] = cse157;  /* [16, 3] */
    out[where[95]] = cse57;  /* [16, 4] */
    out[where[96]] = -1;  /* [17, 0] */
    out[where[97]] = cse155;  /* [17, 3] */
    out[where[98]] = cse181;  /* [17, 4] */
    out[where[99]] = cse193;  /* [17, 5] */
    out[where[100]] = 1;  /* [17, 6] */
    out[where[101]] = cse297;  /* [17, 9] */
    out[where[102]] = cse279;  /* [17, 10] */
    out[where[103]] = cse308;  /* [17, 11] */
    out[where[104]] = -1;  /* [18, 1] */
    out[where[105]] = cse156;  /* [18, 3] */
    out[where[106]] = cse115;  /* [18, 4] */
    out[where[107]] = cse194;  /* [18, 5] */
    out[where[108]] = 1;  /* [18, 7] */
    out[where[109]] = cse298;  /* [18, 9] */
    out[where[110]] = cse304;  /* [18, 10] */
    out[where[111]] = cse309;  /* [18, 11] */
    out[where[112]] = -1;  /* [19, 2] */
    out[where[113]] = cse182;  /* [19, 4] */
    out[where[114]] = cse195;  /* [19, 5] */
    out[where[115]] = 1;  /* [19, 8] */
    out[where[116]] = cse305;  /* [19, 10] */
    out[where[117]] = cse310;  /* [19, 11] */
    out[where[118]] = cse159;  /* [20, 3] */
    out[where[119]] = cse184;  /* [20, 4] */
    out[where[120]] = cse196;  /* [20, 5] */
    out[where[121]] = cse299;  /* [20, 9] */
    out[where[122]] = cse306;  /* [20, 10] */
    out[where[123]] = cse162;  /* [21, 3] */
    out[where[124]] = cse175;  /* [21, 4] */
    out[where[125]] = cse198;  /* [21, 5] */
    out[where[126]] = cse300;  /* [21, 9] */
    out[where[127]] = cse307;  /* [21, 10] */
}

/* genalpha_matrix written into its band storage; ab is zeroed by the caller. */
void mg_double_pendulum_re_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab)
{
    mg_double_pendulum_re_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, ab, mg_double_pendulum_re_genalpha_matrix_in_band);
}

/* genalpha_matrix: Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q - Q_q)
 * T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at h =
 * sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv the
 * increment of q = q_n (+) dv.
 * Output: out, 22 x 22 row-major, 128 nonzero (the cells of genalpha_matrix_band).
 */
void mg_double_pendulum_re_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out)
{
    memset(out, 0, sizeof(double) * 484);
    mg_double_pendulum_re_genalpha_matrix_cells(q, v, dv, a, lam, t, p, hq, hv, out, mg_double_pendulum_re_genalpha_matrix_in_dense);
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
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_r_bar2_x = q[6];
    const double q_r_bar2_y = q[7];
    const double q_r_bar2_z = q[8];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double p_L1 = p[0];
    const double cse0 = cos(q_theta_bar1);
    const double cse1 = sin(q_psi_bar1);
    const double cse2 = sin(q_phi_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = cos(q_psi_bar1);
    const double cse6 = cos(q_phi_bar1);
    const double cse7 = cse5*cse6;
    const double cse8 = -cse4 + cse7;
    const double cse9 = sin(q_theta_bar1);
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
    const double cse31 = (1.0/2.0)*p_L1;
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
    const double cse47 = cse32 + q_r_bar1_y - q_r_bar2_y;
    const double cse48 = cos(q_theta_bar2);
    const double cse49 = (cse48*cse48);
    const double cse50 = sin(q_theta_bar2);
    const double cse51 = (cse50*cse50);
    const double cse52 = sin(q_psi_bar2);
    const double cse53 = cse51*(cse52*cse52);
    const double cse54 = cos(q_psi_bar2);
    const double cse55 = cse51*(cse54*cse54);
    const double cse56 = cse49 + cse53 + cse55;
    const double cse57 = cse33 + q_r_bar1_z - q_r_bar2_z;
    const double cse58 = cos(q_phi_bar2);
    const double cse59 = cse52*cse58;
    const double cse60 = sin(q_phi_bar2);
    const double cse61 = cse54*cse60;
    const double cse62 = cse48*cse59 + cse61;
    const double cse63 = cse50*cse52;
    const double cse64 = cse62*cse63;
    const double cse65 = cse54*cse58;
    const double cse66 = cse52*cse60;
    const double cse67 = -cse48*cse65 + cse66;
    const double cse68 = cse50*cse54;
    const double cse69 = cse67*cse68;
    const double cse70 = cse50*cse58;
    const double cse71 = cse48*cse70;
    const double cse72 = cse64 - cse69 - cse71;
    const double cse73 = cse47*cse56 - cse57*cse72;
    const double cse74 = cse48*cse61 + cse59;
    const double cse75 = cse68*cse74;
    const double cse76 = -cse48*cse66 + cse65;
    const double cse77 = cse63*cse76;
    const double cse78 = cse50*cse60;
    const double cse79 = cse48*cse78;
    const double cse80 = -cse75 + cse77 + cse79;
    const double cse81 = cse35 + q_r_bar1_x - q_r_bar2_x;
    const double cse82 = -cse56*cse81 + cse57*cse80;
    const double cse83 = -cse47*cse80 + cse72*cse81;
    const double cse84 = cse54*cse62;
    const double cse85 = cse52*cse67;
    const double cse86 = cse84 + cse85;
    const double cse87 = cse57*cse86;
    const double cse88 = cse54*cse76;
    const double cse89 = cse52*cse74;
    const double cse90 = cse88 + cse89;
    const double cse91 = cse57*cse90;
    const double cse92 = -cse47*cse90 + cse81*cse86;
    const double cse93 = cse47*cse48 + cse57*cse70;
    const double cse94 = -cse48*cse81 + cse57*cse78;
    const double cse95 = -cse47*cse78 - cse70*cse81;
    const double cse96 = cse4 - cse7;
    const double cse97 = -cse11 - cse18;
    const double cse98 = cse75 - cse77 - cse79;
    const double cse99 = -cse64 + cse69 + cse71;
    const double cse100 = -cse49 - cse53 - cse55;
    const double cse101 = -cse88 - cse89;
    const double cse102 = -cse84 - cse85;

    memset(out, 0, sizeof(double) * 120);
    out[2] = -1;  /* [0, 2] */
    out[3] = cse16*q_r_bar1_y - cse21*q_r_bar1_x;  /* [0, 3] */
    out[4] = cse22*q_r_bar1_y - cse23*q_r_bar1_x;  /* [0, 4] */
    out[5] = cse15*q_r_bar1_y + cse20*q_r_bar1_x;  /* [0, 5] */
    out[13] = 1;  /* [1, 1] */
    out[15] = cse16*q_r_bar1_z - cse28*q_r_bar1_x;  /* [1, 3] */
    out[16] = cse22*q_r_bar1_z;  /* [1, 4] */
    out[17] = -cse0*q_r_bar1_x + cse15*q_r_bar1_z;  /* [1, 5] */
    out[24] = -1;  /* [2, 0] */
    out[27] = cse21*q_r_bar1_z - cse28*q_r_bar1_y;  /* [2, 3] */
    out[28] = cse23*q_r_bar1_z;  /* [2, 4] */
    out[29] = -cse0*q_r_bar1_y - cse20*q_r_bar1_z;  /* [2, 5] */
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
    out[107] = -cse13*cse78 - cse14*cse48 + cse17*cse70;  /* [8, 11] */
    out[111] = -cse10*cse28 + cse16*cse96 + cse21*cse97;  /* [9, 3] */
    out[112] = cse22*cse96 + cse23*cse97;  /* [9, 4] */
    out[113] = -cse0*cse10 + cse15*cse96 - cse20*cse97;  /* [9, 5] */
    out[117] = -cse10*cse100 + cse96*cse98 + cse97*cse99;  /* [9, 9] */
    out[118] = cse101*cse96 + cse102*cse97;  /* [9, 10] */
    out[119] = cse10*cse48 + cse70*cse97 - cse78*cse96;  /* [9, 11] */
}

/* reaction_frames: Per reaction site (rows): the joint point c on body i and the frame E of its reaction
 * components (axes as columns, written by rows; the joint frame on body i, a universal joint's
 * y axis on body j), then the joint point and frame fixed in body j (they coincide at the
 * initial configuration), global frame.
 * Inputs: q (position coordinates, 12); p (parameters, 4).
 * Output: out, 2 x 24 row-major, 39 nonzero.
 * 74 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_reaction_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_r_bar2_x = q[6];
    const double q_r_bar2_y = q[7];
    const double q_r_bar2_z = q[8];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = cos(q_theta_bar1);
    const double cse1 = sin(q_psi_bar1);
    const double cse2 = sin(q_phi_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cse0*cse3;
    const double cse5 = cos(q_psi_bar1);
    const double cse6 = cos(q_phi_bar1);
    const double cse7 = cse5*cse6;
    const double cse8 = (1.0/2.0)*p_L1;
    const double cse9 = cse8*(-cse4 + cse7);
    const double cse10 = cse1*cse6;
    const double cse11 = cse0*cse10;
    const double cse12 = cse2*cse5;
    const double cse13 = cse8*(cse11 + cse12);
    const double cse14 = sin(q_theta_bar1);
    const double cse15 = cse1*cse14;
    const double cse16 = cse15*cse8;
    const double cse17 = -cse0*cse12 - cse10;
    const double cse18 = cse4 - cse7;
    const double cse19 = cse14*cse2;
    const double cse20 = cse0*cse7 - cse3;
    const double cse21 = -cse11 - cse12;
    const double cse22 = -cse14*cse6;
    const double cse23 = cse14*cse5;
    const double cse24 = -cse15;
    const double cse25 = cos(q_theta_bar2);
    const double cse26 = cos(q_psi_bar2);
    const double cse27 = sin(q_phi_bar2);
    const double cse28 = cse26*cse27;
    const double cse29 = cse25*cse28;
    const double cse30 = sin(q_psi_bar2);
    const double cse31 = cos(q_phi_bar2);
    const double cse32 = cse30*cse31;
    const double cse33 = (1.0/2.0)*p_L2;
    const double cse34 = cse26*cse31;
    const double cse35 = cse25*cse34;
    const double cse36 = cse27*cse30;
    const double cse37 = sin(q_theta_bar2);
    const double cse38 = cse26*cse37;

    memset(out, 0, sizeof(double) * 48);
    out[5] = 1;  /* [0, 5] */
    out[7] = -1;  /* [0, 7] */
    out[9] = 1;  /* [0, 9] */
    out[12] = -cse9 + q_r_bar1_x;  /* [0, 12] */
    out[13] = -cse13 + q_r_bar1_y;  /* [0, 13] */
    out[14] = -cse16 + q_r_bar1_z;  /* [0, 14] */
    out[15] = cse17;  /* [0, 15] */
    out[16] = cse18;  /* [0, 16] */
    out[17] = cse19;  /* [0, 17] */
    out[18] = cse20;  /* [0, 18] */
    out[19] = cse21;  /* [0, 19] */
    out[20] = cse22;  /* [0, 20] */
    out[21] = cse23;  /* [0, 21] */
    out[22] = cse24;  /* [0, 22] */
    out[23] = cse0;  /* [0, 23] */
    out[24] = cse9 + q_r_bar1_x;  /* [1, 0] */
    out[25] = cse13 + q_r_bar1_y;  /* [1, 1] */
    out[26] = cse16 + q_r_bar1_z;  /* [1, 2] */
    out[27] = cse17;  /* [1, 3] */
    out[28] = cse18;  /* [1, 4] */
    out[29] = cse19;  /* [1, 5] */
    out[30] = cse20;  /* [1, 6] */
    out[31] = cse21;  /* [1, 7] */
    out[32] = cse22;  /* [1, 8] */
    out[33] = cse23;  /* [1, 9] */
    out[34] = cse24;  /* [1, 10] */
    out[35] = cse0;  /* [1, 11] */
    out[36] = -cse33*(cse29 + cse32) + q_r_bar2_x;  /* [1, 12] */
    out[37] = -cse33*(-cse35 + cse36) + q_r_bar2_y;  /* [1, 13] */
    out[38] = cse33*cse38 + q_r_bar2_z;  /* [1, 14] */
    out[39] = -cse29 - cse32;  /* [1, 15] */
    out[40] = cse25*cse36 - cse34;  /* [1, 16] */
    out[41] = cse27*cse37;  /* [1, 17] */
    out[42] = cse35 - cse36;  /* [1, 18] */
    out[43] = -cse25*cse32 - cse28;  /* [1, 19] */
    out[44] = -cse31*cse37;  /* [1, 20] */
    out[45] = cse38;  /* [1, 21] */
    out[46] = -cse30*cse37;  /* [1, 22] */
    out[47] = cse25;  /* [1, 23] */
}

/* reaction_frames at n rows: row k of out from row k of q (p shared). */
void mg_double_pendulum_re_reaction_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_reaction_frames(q + (size_t)k * 12, p, out + (size_t)k * 48);
    }
}

/* joint_motion: Per joint with coordinates (rows, the reaction sites that list them): body j's rotation R =
 * E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their rates
 * omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's joint frame
 * (mechgen.symbolic.reactions.joint_motion).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); p (parameters, 4).
 * Output: out, 2 x 18 row-major, 36 nonzero.
 * 269 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_joint_motion(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_r_bar2_x = q[6];
    const double q_r_bar2_y = q[7];
    const double q_r_bar2_z = q[8];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double cse0 = sin(q_theta_bar1);
    const double cse1 = cos(q_psi_bar1);
    const double cse2 = cse0*cse1;
    const double cse3 = sin(q_psi_bar1);
    const double cse4 = cse0*cse3;
    const double cse5 = cos(q_theta_bar1);
    const double cse6 = cos(q_phi_bar1);
    const double cse7 = cse1*cse6;
    const double cse8 = cse5*cse7;
    const double cse9 = sin(q_phi_bar1);
    const double cse10 = cse3*cse9;
    const double cse11 = cse3*cse6;
    const double cse12 = cse11*cse5;
    const double cse13 = cse1*cse9;
    const double cse14 = cse12 + cse13;
    const double cse15 = cse0*cse6;
    const double cse16 = -cse11 - cse13*cse5;
    const double cse17 = cse10*cse5;
    const double cse18 = cse17 - cse7;
    const double cse19 = cse0*cse9;
    const double cse20 = (1.0/2.0)*p_L1;
    const double cse21 = cse20*cse4;
    const double cse22 = -cse21;
    const double cse23 = cse14*cse20;
    const double cse24 = -q_r_bar1_y;
    const double cse25 = -cse17 + cse7;
    const double cse26 = cse20*cse25;
    const double cse27 = -cse26;
    const double cse28 = cse2*v_phid_bar1 - cse3*v_thetad_bar1;
    const double cse29 = cse2*cse28;
    const double cse30 = cse1*v_thetad_bar1 + cse4*v_phid_bar1;
    const double cse31 = cse30*cse4;
    const double cse32 = cse5*v_phid_bar1 + v_psid_bar1;
    const double cse33 = cse32*cse5;
    const double cse34 = cse29 + cse31 + cse33;
    const double cse35 = cse15*cse32;
    const double cse36 = -cse10 + cse8;
    const double cse37 = cse28*cse36;
    const double cse38 = cse14*cse30;
    const double cse39 = cse35 - cse37 - cse38;
    const double cse40 = cse19*cse32;
    const double cse41 = cse16*cse28;
    const double cse42 = cse25*cse30;
    const double cse43 = cse40 + cse41 + cse42;
    const double cse44 = -cse35 + cse37 + cse38;
    const double cse45 = -cse23*cse43 + cse26*cse44;
    const double cse46 = cse21*cse43;
    const double cse47 = cse26*cse34;
    const double cse48 = -v_rd_bar1_y;
    const double cse49 = -cse21*cse44 + cse23*cse34;
    const double cse50 = cos(q_psi_bar2);
    const double cse51 = sin(q_theta_bar2);
    const double cse52 = cse50*cse51;
    const double cse53 = cos(q_theta_bar2);
    const double cse54 = cos(q_phi_bar2);
    const double cse55 = cse50*cse54;
    const double cse56 = cse53*cse55;
    const double cse57 = sin(q_psi_bar2);
    const double cse58 = sin(q_phi_bar2);
    const double cse59 = cse57*cse58;
    const double cse60 = cse56 - cse59;
    const double cse61 = cse50*cse58;
    const double cse62 = cse53*cse61;
    const double cse63 = cse54*cse57;
    const double cse64 = -cse62 - cse63;
    const double cse65 = cse51*cse57;
    const double cse66 = cse53*cse63;
    const double cse67 = -cse61 - cse66;
    const double cse68 = cse53*cse59;
    const double cse69 = -cse55 + cse68;
    const double cse70 = cse51*cse54;
    const double cse71 = cse51*cse58;
    const double cse72 = -cse12 - cse13;
    const double cse73 = (1.0/2.0)*p_L2;
    const double cse74 = cse52*cse73;
    const double cse75 = cse22 + cse74 - q_r_bar1_z + q_r_bar2_z;
    const double cse76 = -cse56 + cse59;
    const double cse77 = cse73*cse76;
    const double cse78 = -cse23 + cse24 - cse77 + q_r_bar2_y;
    const double cse79 = cse62 + cse63;
    const double cse80 = cse73*cse79;
    const double cse81 = cse27 - cse80 - q_r_bar1_x + q_r_bar2_x;
    const double cse82 = cse51*v_phid_bar2;
    const double cse83 = -cse50*cse82 + cse57*v_thetad_bar2;
    const double cse84 = cse50*v_thetad_bar2 + cse57*cse82;
    const double cse85 = cse53*v_phid_bar2 + v_psid_bar2;
    const double cse86 = -cse52*cse83 + cse53*cse85 + cse65*cse84;
    const double cse87 = -cse29 - cse31 - cse33 + cse86;
    const double cse88 = -cse70*cse85 + cse76*cse83 + cse84*(cse61 + cse66);
    const double cse89 = cse39 + cse88;
    const double cse90 = cse71*cse85 + cse79*cse83 + cse84*(cse55 - cse68);
    const double cse91 = -cse40 - cse41 - cse42 + cse90;
    const double cse92 = -cse43*cse78 + cse44*cse81 + cse45 - cse77*cse90 + cse80*cse88 - v_rd_bar1_z + v_rd_bar2_z;
    const double cse93 = -cse34*cse81 + cse43*cse75 + cse46 - cse47 + cse48 - cse74*cse90 - cse80*cse86 + v_rd_bar2_y;
    const double cse94 = cse34*cse78 - cse44*cse75 + cse49 + cse74*cse88 + cse77*cse86 - v_rd_bar1_x + v_rd_bar2_x;

    out[0] = cse2;  /* [0, 0] */
    out[1] = -cse4;  /* [0, 1] */
    out[2] = cse5;  /* [0, 2] */
    out[3] = cse10 - cse8;  /* [0, 3] */
    out[4] = cse14;  /* [0, 4] */
    out[5] = cse15;  /* [0, 5] */
    out[6] = cse16;  /* [0, 6] */
    out[7] = cse18;  /* [0, 7] */
    out[8] = cse19;  /* [0, 8] */
    out[9] = cse22 + q_r_bar1_z;  /* [0, 9] */
    out[10] = cse23 + cse24;  /* [0, 10] */
    out[11] = cse27 + q_r_bar1_x;  /* [0, 11] */
    out[12] = cse34;  /* [0, 12] */
    out[13] = cse39;  /* [0, 13] */
    out[14] = cse43;  /* [0, 14] */
    out[15] = cse45 + v_rd_bar1_z;  /* [0, 15] */
    out[16] = -cse46 + cse47 + cse48;  /* [0, 16] */
    out[17] = cse49 + v_rd_bar1_x;  /* [0, 17] */
    out[18] = cse16*cse64 + cse2*cse52 + cse36*cse60;  /* [1, 0] */
    out[19] = cse16*cse69 - cse2*cse65 + cse36*cse67;  /* [1, 1] */
    out[20] = cse16*cse71 + cse2*cse53 - cse36*cse70;  /* [1, 2] */
    out[21] = cse18*cse64 - cse4*cse52 + cse60*cse72;  /* [1, 3] */
    out[22] = cse18*cse69 + cse4*cse65 + cse67*cse72;  /* [1, 4] */
    out[23] = cse18*cse71 - cse4*cse53 - cse70*cse72;  /* [1, 5] */
    out[24] = -cse15*cse60 + cse19*cse64 + cse5*cse52;  /* [1, 6] */
    out[25] = -cse15*cse67 + cse19*cse69 - cse5*cse65;  /* [1, 7] */
    out[26] = cse15*cse70 + cse19*cse71 + cse5*cse53;  /* [1, 8] */
    out[27] = cse16*cse81 + cse2*cse75 + cse36*cse78;  /* [1, 9] */
    out[28] = cse18*cse81 - cse4*cse75 + cse72*cse78;  /* [1, 10] */
    out[29] = -cse15*cse78 + cse19*cse81 + cse5*cse75;  /* [1, 11] */
    out[30] = cse16*cse91 + cse2*cse87 + cse36*cse89;  /* [1, 12] */
    out[31] = cse18*cse91 - cse4*cse87 + cse72*cse89;  /* [1, 13] */
    out[32] = -cse15*cse89 + cse19*cse91 + cse5*cse87;  /* [1, 14] */
    out[33] = cse16*cse94 + cse2*cse92 + cse36*cse93;  /* [1, 15] */
    out[34] = cse18*cse94 - cse4*cse92 + cse72*cse93;  /* [1, 16] */
    out[35] = -cse15*cse93 + cse19*cse94 + cse5*cse92;  /* [1, 17] */
}

/* joint_motion at n rows: row k of out from row k of q, v (p shared). */
void mg_double_pendulum_re_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_joint_motion(q + (size_t)k * 12, v + (size_t)k * 12, p, out + (size_t)k * 36);
    }
}

/* energy: Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
 * gravity and springs (the total is T + V).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 2 x 1 row-major, 2 nonzero.
 * 81 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_energy(const double *q, const double *v, double t, const double *p, double *out)
{
    const double q_r_bar1_z = q[2];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_r_bar2_z = q[8];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    (void)t;
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = sin(q_psi_bar2);
    const double cse1 = v_phid_bar2*sin(q_theta_bar2);
    const double cse2 = cos(q_psi_bar2);
    const double cse3 = (p_w*p_w);
    const double cse4 = cse3*p_rho;
    const double cse5 = cse4*p_L2;
    const double cse6 = (1.0/24.0)*cse5*(cse3 + (p_L2*p_L2));
    const double cse7 = cse4*p_L1;
    const double cse8 = (1.0/24.0)*cse7*(cse3 + (p_L1*p_L1));
    const double cse9 = (1.0/12.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse10 = sin(q_psi_bar1);
    const double cse11 = v_phid_bar1*sin(q_theta_bar1);
    const double cse12 = cos(q_psi_bar1);

    out[0] = (1.0/2.0)*cse5*((v_rd_bar2_x*v_rd_bar2_x) + (v_rd_bar2_y*v_rd_bar2_y) + (v_rd_bar2_z*v_rd_bar2_z)) + cse6*((cse0*cse1 + cse2*v_thetad_bar2)*(cse0*cse1 + cse2*v_thetad_bar2)) + cse6*((v_phid_bar2*cos(q_theta_bar2) + v_psid_bar2)*(v_phid_bar2*cos(q_theta_bar2) + v_psid_bar2)) + (1.0/2.0)*cse7*((v_rd_bar1_x*v_rd_bar1_x) + (v_rd_bar1_y*v_rd_bar1_y) + (v_rd_bar1_z*v_rd_bar1_z)) + cse8*((-cse10*v_thetad_bar1 + cse11*cse12)*(-cse10*v_thetad_bar1 + cse11*cse12)) + cse8*((v_phid_bar1*cos(q_theta_bar1) + v_psid_bar1)*(v_phid_bar1*cos(q_theta_bar1) + v_psid_bar1)) + cse9*p_L1*((cse10*cse11 + cse12*v_thetad_bar1)*(cse10*cse11 + cse12*v_thetad_bar1)) + cse9*p_L2*((cse0*v_thetad_bar2 - cse1*cse2)*(cse0*v_thetad_bar2 - cse1*cse2));  /* [0, 0] */
    out[1] = 9.81*cse5*q_r_bar2_z + 9.81*cse7*q_r_bar1_z;  /* [1, 0] */
}

/* energy at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_re_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_energy(q + (size_t)k * 12, v + (size_t)k * 12, t[k], p, out + (size_t)k * 2);
    }
}

/* power: Power of the applied loads (their generalized forces times v) and of the springs' damping
 * (-c l'^2): with the drivers' power, the rate of the energy T + V.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); t (time); p (parameters, 4).
 * Output: out, 1 x 1 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_power(const double *q, const double *v, double t, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)t;
    (void)p;

    memset(out, 0, sizeof(double) * 1);
}

/* power at n rows: row k of out from row k of q, v, t (p shared). */
void mg_double_pendulum_re_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_power(q + (size_t)k * 12, v + (size_t)k * 12, t[k], p, out + (size_t)k * 1);
    }
}

/* markers: Per marker (rows): global position, velocity and acceleration of its body point
 * (mechgen.symbolic.markers).
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); a (accelerations (time derivative of v), 12); p (parameters, 4).
 * Output: out, 0 x 9 row-major, 0 nonzero.
 * 0 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_markers(const double *q, const double *v, const double *a, const double *p, double *out)
{
    (void)q;
    (void)v;
    (void)a;
    (void)p;

    (void)out;  /* an empty matrix (e.g. no constraint rows) */
}

/* markers at n rows: row k of out from row k of q, v, a (p shared). */
void mg_double_pendulum_re_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_markers(q + (size_t)k * 12, v + (size_t)k * 12, a + (size_t)k * 12, p, out + (size_t)k * 0);
    }
}

/* momentum: Linear momentum and angular momentum about the global origin, global frame.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); p (parameters, 4).
 * Output: out, 6 x 1 row-major, 6 nonzero.
 * 150 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_momentum(const double *q, const double *v, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_r_bar2_x = q[6];
    const double q_r_bar2_y = q[7];
    const double q_r_bar2_z = q[8];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L2;
    const double cse3 = cse2*v_rd_bar2_x;
    const double cse4 = cse1*p_L1;
    const double cse5 = cse4*v_rd_bar1_x;
    const double cse6 = cse2*v_rd_bar2_y;
    const double cse7 = cse4*v_rd_bar1_y;
    const double cse8 = cse2*v_rd_bar2_z;
    const double cse9 = cse4*v_rd_bar1_z;
    const double cse10 = sin(q_phi_bar1);
    const double cse11 = sin(q_theta_bar1);
    const double cse12 = cos(q_theta_bar1);
    const double cse13 = (1.0/12.0)*cse4*(cse0 + (p_L1*p_L1));
    const double cse14 = cse13*(cse12*v_phid_bar1 + v_psid_bar1);
    const double cse15 = cse11*cse14;
    const double cse16 = cos(q_psi_bar1);
    const double cse17 = cse10*cse16;
    const double cse18 = sin(q_psi_bar1);
    const double cse19 = cos(q_phi_bar1);
    const double cse20 = cse18*cse19;
    const double cse21 = cse11*v_phid_bar1;
    const double cse22 = cse13*(cse16*cse21 - cse18*v_thetad_bar1);
    const double cse23 = cos(q_theta_bar2);
    const double cse24 = sin(q_psi_bar2);
    const double cse25 = sin(q_phi_bar2);
    const double cse26 = cse24*cse25;
    const double cse27 = cos(q_psi_bar2);
    const double cse28 = cos(q_phi_bar2);
    const double cse29 = cse27*cse28;
    const double cse30 = sin(q_theta_bar2);
    const double cse31 = cse30*v_phid_bar2;
    const double cse32 = (1.0/12.0)*cse2*(cse0 + (p_L2*p_L2));
    const double cse33 = cse32*(cse24*cse31 + cse27*v_thetad_bar2);
    const double cse34 = cse25*cse27;
    const double cse35 = cse24*cse28;
    const double cse36 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse37 = cse36*p_L2*(cse24*v_thetad_bar2 - cse27*cse31);
    const double cse38 = cse10*cse18;
    const double cse39 = cse16*cse19;
    const double cse40 = cse36*p_L1*(cse16*v_thetad_bar1 + cse18*cse21);
    const double cse41 = cse32*(cse23*v_phid_bar2 + v_psid_bar2);
    const double cse42 = cse30*cse41;

    out[0] = cse3 + cse5;  /* [0, 0] */
    out[1] = cse6 + cse7;  /* [1, 0] */
    out[2] = cse8 + cse9;  /* [2, 0] */
    out[3] = cse10*cse15 + cse22*(-cse12*cse17 - cse20) + cse25*cse42 + cse33*(-cse23*cse26 + cse29) + cse37*(cse23*cse34 + cse35) + cse40*(-cse12*cse38 + cse39) - cse6*q_r_bar2_z - cse7*q_r_bar1_z + cse8*q_r_bar2_y + cse9*q_r_bar1_y;  /* [3, 0] */
    out[4] = -cse15*cse19 + cse22*(cse12*cse39 - cse38) - cse28*cse42 + cse3*q_r_bar2_z + cse33*(cse23*cse35 + cse34) + cse37*(-cse23*cse29 + cse26) + cse40*(cse12*cse20 + cse17) + cse5*q_r_bar1_z - cse8*q_r_bar2_x - cse9*q_r_bar1_x;  /* [4, 0] */
    out[5] = cse11*cse16*cse22 + cse11*cse18*cse40 + cse12*cse14 + cse23*cse41 + cse24*cse30*cse33 - cse27*cse30*cse37 - cse3*q_r_bar2_y - cse5*q_r_bar1_y + cse6*q_r_bar2_x + cse7*q_r_bar1_x;  /* [5, 0] */
}

/* momentum at n rows: row k of out from row k of q, v (p shared). */
void mg_double_pendulum_re_momentum_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_momentum(q + (size_t)k * 12, v + (size_t)k * 12, p, out + (size_t)k * 6);
    }
}

/* body_frames: Per body (rows): centre of mass r and orientation A by rows.
 * Inputs: q (position coordinates, 12); p (parameters, 4).
 * Output: out, 2 x 12 row-major, 24 nonzero.
 * 48 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_body_frames(const double *q, const double *p, double *out)
{
    const double q_r_bar1_x = q[0];
    const double q_r_bar1_y = q[1];
    const double q_r_bar1_z = q[2];
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_r_bar2_x = q[6];
    const double q_r_bar2_y = q[7];
    const double q_r_bar2_z = q[8];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    (void)p;
    const double cse0 = cos(q_theta_bar1);
    const double cse1 = sin(q_psi_bar1);
    const double cse2 = sin(q_phi_bar1);
    const double cse3 = cse1*cse2;
    const double cse4 = cos(q_psi_bar1);
    const double cse5 = cos(q_phi_bar1);
    const double cse6 = cse4*cse5;
    const double cse7 = cse2*cse4;
    const double cse8 = cse1*cse5;
    const double cse9 = sin(q_theta_bar1);
    const double cse10 = cos(q_theta_bar2);
    const double cse11 = cos(q_psi_bar2);
    const double cse12 = sin(q_phi_bar2);
    const double cse13 = cse11*cse12;
    const double cse14 = sin(q_psi_bar2);
    const double cse15 = cos(q_phi_bar2);
    const double cse16 = cse14*cse15;
    const double cse17 = cse12*cse14;
    const double cse18 = cse11*cse15;
    const double cse19 = sin(q_theta_bar2);

    out[0] = q_r_bar1_x;  /* [0, 0] */
    out[1] = q_r_bar1_y;  /* [0, 1] */
    out[2] = q_r_bar1_z;  /* [0, 2] */
    out[3] = -cse0*cse3 + cse6;  /* [0, 3] */
    out[4] = -cse0*cse7 - cse8;  /* [0, 4] */
    out[5] = cse2*cse9;  /* [0, 5] */
    out[6] = cse0*cse8 + cse7;  /* [0, 6] */
    out[7] = cse0*cse6 - cse3;  /* [0, 7] */
    out[8] = -cse5*cse9;  /* [0, 8] */
    out[9] = cse1*cse9;  /* [0, 9] */
    out[10] = cse4*cse9;  /* [0, 10] */
    out[11] = cse0;  /* [0, 11] */
    out[12] = q_r_bar2_x;  /* [1, 0] */
    out[13] = q_r_bar2_y;  /* [1, 1] */
    out[14] = q_r_bar2_z;  /* [1, 2] */
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

/* body_frames at n rows: row k of out from row k of q (p shared). */
void mg_double_pendulum_re_body_frames_rows(int n, const double *q, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_body_frames(q + (size_t)k * 12, p, out + (size_t)k * 24);
    }
}

/* body_velocities: Per body (rows): centre-of-mass velocity and angular velocity, global frame.
 * Inputs: q (position coordinates, 12); v (velocity coordinates, 12); p (parameters, 4).
 * Output: out, 2 x 6 row-major, 12 nonzero.
 * 90 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_body_velocities(const double *q, const double *v, const double *p, double *out)
{
    const double q_phi_bar1 = q[3];
    const double q_theta_bar1 = q[4];
    const double q_psi_bar1 = q[5];
    const double q_phi_bar2 = q[9];
    const double q_theta_bar2 = q[10];
    const double q_psi_bar2 = q[11];
    const double v_rd_bar1_x = v[0];
    const double v_rd_bar1_y = v[1];
    const double v_rd_bar1_z = v[2];
    const double v_phid_bar1 = v[3];
    const double v_thetad_bar1 = v[4];
    const double v_psid_bar1 = v[5];
    const double v_rd_bar2_x = v[6];
    const double v_rd_bar2_y = v[7];
    const double v_rd_bar2_z = v[8];
    const double v_phid_bar2 = v[9];
    const double v_thetad_bar2 = v[10];
    const double v_psid_bar2 = v[11];
    (void)p;
    const double cse0 = sin(q_phi_bar1);
    const double cse1 = cos(q_theta_bar1);
    const double cse2 = cse1*v_phid_bar1 + v_psid_bar1;
    const double cse3 = sin(q_theta_bar1);
    const double cse4 = cse2*cse3;
    const double cse5 = cos(q_psi_bar1);
    const double cse6 = cse3*cse5;
    const double cse7 = sin(q_psi_bar1);
    const double cse8 = cse6*v_phid_bar1 - cse7*v_thetad_bar1;
    const double cse9 = cse0*cse5;
    const double cse10 = cos(q_phi_bar1);
    const double cse11 = cse10*cse7;
    const double cse12 = cse3*cse7;
    const double cse13 = cse12*v_phid_bar1 + cse5*v_thetad_bar1;
    const double cse14 = cse0*cse7;
    const double cse15 = cse10*cse5;
    const double cse16 = sin(q_phi_bar2);
    const double cse17 = cos(q_theta_bar2);
    const double cse18 = cse17*v_phid_bar2 + v_psid_bar2;
    const double cse19 = sin(q_theta_bar2);
    const double cse20 = cse18*cse19;
    const double cse21 = cos(q_psi_bar2);
    const double cse22 = cse19*v_phid_bar2;
    const double cse23 = sin(q_psi_bar2);
    const double cse24 = -cse21*cse22 + cse23*v_thetad_bar2;
    const double cse25 = cse16*cse21;
    const double cse26 = cos(q_phi_bar2);
    const double cse27 = cse23*cse26;
    const double cse28 = cse21*v_thetad_bar2 + cse22*cse23;
    const double cse29 = cse16*cse23;
    const double cse30 = cse21*cse26;

    out[0] = v_rd_bar1_x;  /* [0, 0] */
    out[1] = v_rd_bar1_y;  /* [0, 1] */
    out[2] = v_rd_bar1_z;  /* [0, 2] */
    out[3] = cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(-cse1*cse9 - cse11);  /* [0, 3] */
    out[4] = -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(cse1*cse15 - cse14);  /* [0, 4] */
    out[5] = cse1*cse2 + cse12*cse13 + cse6*cse8;  /* [0, 5] */
    out[6] = v_rd_bar2_x;  /* [1, 0] */
    out[7] = v_rd_bar2_y;  /* [1, 1] */
    out[8] = v_rd_bar2_z;  /* [1, 2] */
    out[9] = cse16*cse20 + cse24*(cse17*cse25 + cse27) + cse28*(-cse17*cse29 + cse30);  /* [1, 3] */
    out[10] = -cse20*cse26 + cse24*(-cse17*cse30 + cse29) + cse28*(cse17*cse27 + cse25);  /* [1, 4] */
    out[11] = cse17*cse18 - cse19*cse21*cse24 + cse19*cse23*cse28;  /* [1, 5] */
}

/* body_velocities at n rows: row k of out from row k of q, v (p shared). */
void mg_double_pendulum_re_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out)
{
    for (int k = 0; k < n; ++k) {
        mg_double_pendulum_re_body_velocities(q + (size_t)k * 12, v + (size_t)k * 12, p, out + (size_t)k * 12);
    }
}

/* initial_frames: Initial pose per body (rows), orientation orthonormalized where it was off by round-off.
 * Inputs: p (parameters, 4).
 * Output: out, 2 x 12 row-major, 9 nonzero.
 * 4 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_initial_frames(const double *p, double *out)
{
    const double p_L1 = p[0];
    const double p_L2 = p[1];

    memset(out, 0, sizeof(double) * 24);
    out[1] = (1.0/2.0)*p_L1;  /* [0, 1] */
    out[5] = 1;  /* [0, 5] */
    out[6] = 1;  /* [0, 6] */
    out[10] = 1;  /* [0, 10] */
    out[13] = p_L1;  /* [1, 1] */
    out[14] = -1.0/2.0*p_L2;  /* [1, 2] */
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
 * see mechgen.symbolic.formulations.chart_offset.
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

/* physical_data: Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
 * rest length: the numbers the runtime checks at run-time parameter values
 * (mechgen.core.physical).
 * Inputs: p (parameters, 4).
 * Output: out, 20 x 1 row-major, 8 nonzero.
 * 17 operations after common subexpression elimination.
 */
void mg_double_pendulum_re_physical_data(const double *p, double *out)
{
    const double p_L1 = p[0];
    const double p_L2 = p[1];
    const double p_w = p[2];
    const double p_rho = p[3];
    const double cse0 = (p_w*p_w);
    const double cse1 = cse0*p_rho;
    const double cse2 = cse1*p_L1;
    const double cse3 = (1.0/6.0)*p_rho*(p_w*p_w*p_w*p_w);
    const double cse4 = (1.0/12.0)*cse2*(cse0 + (p_L1*p_L1));
    const double cse5 = cse1*p_L2;
    const double cse6 = (1.0/12.0)*cse5*(cse0 + (p_L2*p_L2));

    memset(out, 0, sizeof(double) * 20);
    out[0] = cse2;  /* [0, 0] */
    out[1] = cse3*p_L1;  /* [1, 0] */
    out[5] = cse4;  /* [5, 0] */
    out[9] = cse4;  /* [9, 0] */
    out[10] = cse5;  /* [10, 0] */
    out[11] = cse3*p_L2;  /* [11, 0] */
    out[15] = cse6;  /* [15, 0] */
    out[19] = cse6;  /* [19, 0] */
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
size_t mg_double_pendulum_re_forward_dynamics_work(void)
{
    return 792;
}

/* The index-1 equations [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002
 * eq. 3) solved by LU with partial pivoting, as the runtime's start does where the matrix is
 * regular, in the caller's work memory (forward_dynamics_work doubles): [a; lam] in its first
 * N_V + N_C doubles; MG_OK or MG_SINGULAR. */
static int mg_index1(const double *q, const double *v, double t, const double *p, double *work)
{
    enum { NV = 12, NC = 10, N = NV + NC };
    double *b = work, *S = b + N, *M = S + (size_t)N * N, *C = M + NV * NV;
    int *piv = (int *)(C + NC * NV);
    mg_double_pendulum_re_M(q, p, M);
    mg_double_pendulum_re_Phi_q(q, t, p, C);
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
    mg_double_pendulum_re_Q(q, v, t, p, b);
    mg_double_pendulum_re_gamma(q, v, t, p, b + NV);
    const int status = mg_lu_factor(N, S, piv);
    if (status == MG_OK) {
        mg_lu_solve(N, S, piv, b);
    }
    return status;
}

/* Forward dynamics: the accelerations a of the index-1 equations (mg_index1), in the caller's
 * work memory of forward_dynamics_work doubles; NaN where the matrix is singular. */
void mg_double_pendulum_re_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work)
{
    const int status = mg_index1(q, v, t, p, work);
    for (int r = 0; r < 12; ++r) {
        out[r] = status == MG_OK ? work[r] : NAN;
    }
}

/* The work arrays of index3_run: the band matrix and its pivots, the unknowns x = (a, lam),
 * the correction, the solve's scratch, v, dv, the pseudo-acceleration and q of the iterate. */
struct mg_double_pendulum_re_index3_take_work {
    double *G, *x, *g, *y, *v, *dv, *a, *qs;
    int *piv;
};

static void mg_double_pendulum_re_index3_take(struct mg_arena *arena, struct mg_double_pendulum_re_index3_take_work *w)
{
    enum { NQ = 12, NV = 12, N = NV + 10 };
    w->G = mg_doubles(arena, (size_t)31 * N);
    w->x = mg_doubles(arena, N);
    w->g = mg_doubles(arena, N);
    w->y = mg_doubles(arena, N);
    w->v = mg_doubles(arena, NV);
    w->dv = mg_doubles(arena, NV);
    w->a = mg_doubles(arena, NV);
    w->qs = mg_doubles(arena, NQ);
    w->piv = mg_ints(arena, N);
}

/* The doubles of work memory index3_run needs: mg_double_pendulum_re_index3_take counting what it takes. */
size_t mg_double_pendulum_re_index3_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_double_pendulum_re_index3_take_work w;
    mg_double_pendulum_re_index3_take(&arena, &w);
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
 * The iteration matrix is factored in band storage (kl = 10, ku = 10). */
int mg_double_pendulum_re_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    enum { NQ = 12, NV = 12, NC = 10, N = NV + NC };
    enum { KL = 10, KU = 10, LDAB = 31 };
    const size_t matrix_size = (size_t)LDAB * N;
struct mg_arena arena = { work, 0 };
    struct mg_double_pendulum_re_index3_take_work mem;
    mg_double_pendulum_re_index3_take(&arena, &mem);
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
            mg_double_pendulum_re_retract(q_n, dv, qs);
            mg_double_pendulum_re_index3_residual(qs, v, x, x + NV, t, p, h_residual, g);
            if (fresh) {
                memset(G, 0, sizeof(double) * matrix_size);
                mg_double_pendulum_re_genalpha_matrix_band(qs, v, dv, x, x + NV, t, p, hq, hv, G);
                if (mg_band_factor(N, KL, KU, G, piv)) {
                    status = MG_SINGULAR;
                    break;
                }
                factored = 1;
            }
            mg_perm_band_solve(N, KL, KU, G, piv, mg_double_pendulum_re_genalpha_matrix_perm, g, y);
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

/* The state of the partitioning kernel: the partition (k independent coordinates I, the
 * m = NC dependent ones D, the closing conditions in closed form for I[0] or -1), its settings
 * (runtime/partitioning.py: hysteresis, closure, branch, singular-fraction, rank, metric and
 * near-singular tolerances), the last criterion's smallest pivot over the largest entry of
 * Phi_q (margin) and its work arrays, sized at generation. */
struct mg_double_pendulum_re_pt_state {
    const double *p;
    int k, m, column, explicit_closure, max_iter, left, nn;
    double hysteresis, closure, branch, singular_fraction, rank, metric, near, margin;
    int I[12], D[12], best[12], order[12], colperm[12], piv[12];
    double C[120], CD[100], A[120], x[12];
    double Dm[144], M[144], MDt[144], Md[144];
    double Q[12], w[12], r[12], g[12], phi[10];
    double E[120], N[144], G[144], NG[144];
    double ginv[12], basis[144], GN[144], kept[144], rest[12];
    double U[144];
    double qs[12], qc[12], vs[12], vstage[12], astage[12];
    double kq[4][12], kv[4][12], dv[12], qr[12];
};

/* the coordinate whose closed-form closing conditions exist (index in closing_choices), or -1 */
static const int mg_double_pendulum_re_pt_choice_of[12] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* Sets the partition to the independent coordinates I (sorted) and D to the rest. */
static void mg_double_pendulum_re_pt_set(struct mg_double_pendulum_re_pt_state *s, const int *I)
{
    int a = 0, b = 0;
    for (int i = 0; i < 12; ++i) {
        if (a < s->k && I[a] == i) {
            s->I[a++] = i;
        } else {
            s->D[b++] = i;
        }
    }
    s->column = s->explicit_closure && s->k > 0 ? mg_double_pendulum_re_pt_choice_of[s->I[0]] : -1;
}

/* C_D = Phi_q restricted to the dependent coordinates, factored (from s->C). */
static int mg_double_pendulum_re_pt_factor_CD(struct mg_double_pendulum_re_pt_state *s)
{
    for (int r = 0; r < s->m; ++r) {
        for (int j = 0; j < s->m; ++j) {
            s->CD[r * s->m + j] = s->C[r * 12 + s->D[j]];
        }
    }
    return mg_lu_factor(s->m, s->CD, s->piv);
}

/* v and A = -C_D^-1 C_I (m x k) from the independent velocities vI (eq. 7, Partition.velocities);
 * with the closed form v = dq/dq_I vI. Leaves C_D factored for the accelerations. */
static int mg_double_pendulum_re_pt_velocities(struct mg_double_pendulum_re_pt_state *s, const double *q, const double *vI, double t,
                              double *v)
{
    const int k = s->k, m = s->m;
    for (int c = 0; c < k; ++c) {
        v[s->I[c]] = vI[c];
    }
    if (m == 0) {
        return MG_OK;
    }
    mg_double_pendulum_re_Phi_q(q, t, s->p, s->C);
    if (mg_double_pendulum_re_pt_factor_CD(s)) {
        return MG_SINGULAR;
    }
    for (int c = 0; c < k; ++c) {
        for (int j = 0; j < m; ++j) {
            s->x[j] = s->C[j * 12 + s->I[c]];
        }
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->A[j * k + c] = -s->x[j];
        }
    }
    mg_double_pendulum_re_nu(q, t, s->p, s->x);
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
static int mg_double_pendulum_re_pt_accelerations(struct mg_double_pendulum_re_pt_state *s, const double *q, const double *vI,
                                 double t, double *v, double *a)
{
    const int k = s->k, m = s->m;
    if (mg_double_pendulum_re_pt_velocities(s, q, vI, t, v)) {
        return MG_SINGULAR;
    }
    memset(s->w, 0, sizeof(s->w));
    if (m > 0) {
        mg_double_pendulum_re_gamma(q, v, t, s->p, s->x);
        mg_lu_solve(m, s->CD, s->piv, s->x);
        for (int j = 0; j < m; ++j) {
            s->w[s->D[j]] = s->x[j];
        }
    }
    memset(s->Dm, 0, sizeof(double) * (size_t)k * 12);
    for (int c = 0; c < k; ++c) {
        s->Dm[c * 12 + s->I[c]] = 1.0;
        for (int j = 0; j < m; ++j) {
            s->Dm[c * 12 + s->D[j]] = s->A[j * k + c];
        }
    }
    mg_double_pendulum_re_M(q, s->p, s->M);
    mg_double_pendulum_re_Q(q, v, t, s->p, s->Q);
    for (int i = 0; i < 12; ++i) {
        double sum = s->Q[i];
        for (int j = 0; j < 12; ++j) {
            sum -= s->M[i * 12 + j] * s->w[j];
        }
        s->r[i] = sum;
        for (int c = 0; c < k; ++c) {
            double mdt = 0.0;
            for (int j = 0; j < 12; ++j) {
                mdt += s->M[i * 12 + j] * s->Dm[c * 12 + j];
            }
            s->MDt[i * k + c] = mdt;
        }
    }
    for (int c = 0; c < k; ++c) {
        double rhs = 0.0;
        for (int i = 0; i < 12; ++i) {
            rhs += s->Dm[c * 12 + i] * s->r[i];
        }
        s->x[c] = rhs;
        for (int d = 0; d < k; ++d) {
            double md = 0.0;
            for (int i = 0; i < 12; ++i) {
                md += s->Dm[c * 12 + i] * s->MDt[i * k + d];
            }
            s->Md[c * k + d] = md;
        }
    }
    if (mg_lu_factor(k, s->Md, s->piv)) {
        return MG_SINGULAR;
    }
    mg_lu_solve(k, s->Md, s->piv, s->x);
    for (int i = 0; i < 12; ++i) {
        double sum = s->w[i];
        for (int c = 0; c < k; ++c) {
            sum += s->Dm[c * 12 + i] * s->x[c];
        }
        a[i] = sum;
    }
    return MG_OK;
}

/* q' = T(q) v into out (runtime/partitioning.py _rk4: v itself where q' = v). */
static void mg_double_pendulum_re_pt_rates(const double *q, const double *v, double *out)
{
    (void)q;
    memcpy(out, v, sizeof(double) * 12);
}

/* One RK4 stage of (q' = T(q) v, v_I' = a_I) at (q, vI, t) into slot j (runtime/partitioning.py
 * _rk4): with the closed form, q is closed first. */
static int mg_double_pendulum_re_pt_stage(struct mg_double_pendulum_re_pt_state *s, const double *q, const double *vI, double t, int j)
{
    const double *qe = q;
    if (mg_double_pendulum_re_pt_accelerations(s, qe, vI, t, s->vstage, s->astage)) {
        return MG_SINGULAR;
    }
    mg_double_pendulum_re_pt_rates(qe, s->vstage, s->kq[j]);
    for (int c = 0; c < s->k; ++c) {
        s->kv[j][c] = s->astage[s->I[c]];
    }
    return MG_OK;
}

/* The dependent coordinates for the independent ones (Partition.correct): from the closed
 * form while it stays within the branch tolerance of the integrated step (else the partition
 * drops it: s->left = 1), else by Newton on Phi = 0 with I held. Returns 0, 1 (no closure in
 * max_iter iterations) or 2 (singular C_D); *iterations: Newton iterations. */
static int mg_double_pendulum_re_pt_correct(struct mg_double_pendulum_re_pt_state *s, double *q, double t, int *iterations)
{
    const int m = s->m;
    *iterations = 0;
    if (m == 0) {
        return MG_OK;
    }
    for (int it = 1; it <= s->max_iter; ++it) {
        mg_double_pendulum_re_Phi(q, t, s->p, s->phi);
        double big = 0.0;
        for (int r = 0; r < m; ++r) {
            big = fabs(s->phi[r]) > big ? fabs(s->phi[r]) : big;
        }
        if (big < s->closure) {
            *iterations = it - 1;
            return MG_OK;
        }
        mg_double_pendulum_re_Phi_q(q, t, s->p, s->C);
        if (mg_double_pendulum_re_pt_factor_CD(s)) {
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
 * stride 12), twice for round-off (modified Gram-Schmidt); returns the norm of the rest. */
static double mg_double_pendulum_re_pt_orthogonalize(int n, double *x, const double *basis, int nb)
{
    for (int pass = 0; pass < 2; ++pass) {
        for (int b = 0; b < nb; ++b) {
            double dot = 0.0;
            for (int i = 0; i < n; ++i) {
                dot += basis[b * 12 + i] * x[i];
            }
            for (int i = 0; i < n; ++i) {
                x[i] -= dot * basis[b * 12 + i];
            }
        }
    }
    return mg_norm(n, x);
}

/* Rook pivoting in the rows and columns rank.. of E (NC x NV): from column *pc, alternately
 * the largest entry of the column and of the row, until one is largest in both (Foster's rook
 * pivoting, rank-revealing in practice like complete pivoting at the cost of a few rows and
 * columns instead of the whole rest). Returns its magnitude; *pr, *pc its place. */
static double mg_double_pendulum_re_pt_rook(const double *E, int rank, int *pr, int *pc)
{
    double big = -1.0;
    for (int scan = 0; scan < 2 * 12; ++scan) {
        int moved = 0;
        if (scan % 2 == 0) {
            for (int r = rank; r < 10; ++r) {
                if (fabs(E[r * 12 + *pc]) > big) {
                    big = fabs(E[r * 12 + *pc]);
                    *pr = r;
                    moved = 1;
                }
            }
        } else {
            for (int c = rank; c < 12; ++c) {
                if (fabs(E[*pr * 12 + c]) > big) {
                    big = fabs(E[*pr * 12 + c]);
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
static double mg_double_pendulum_re_pt_volume(struct mg_double_pendulum_re_pt_state *s, const int *set)
{
    double volume = 1.0;
    int kept = 0;
    for (int c = 0; c < s->k; ++c) {
        double *row = s->kept + kept * 12;
        memcpy(row, s->U + set[c] * 12, sizeof(double) * (size_t)s->nn);
        const double length = mg_double_pendulum_re_pt_orthogonalize(s->nn, row, s->kept, kept);
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
static int mg_double_pendulum_re_pt_criterion(struct mg_double_pendulum_re_pt_state *s, const double *q, double t, double *cos2)
{
    const int k = s->k;
    mg_double_pendulum_re_M(q, s->p, s->G);
    int rank = 0;
    for (int j = 0; j < 12; ++j) {
        s->colperm[j] = j;
    }
    mg_double_pendulum_re_Phi_q(q, t, s->p, s->C);
    double scale = 0.0, cmax = 0.0;
    for (int i = 0; i < 12; ++i) {
        scale = fabs(s->G[i * 12 + i]) > scale ? fabs(s->G[i * 12 + i]) : scale;
    }
    memcpy(s->E, s->C, sizeof(double) * 120);
    for (int i = 0; i < 120; ++i) {
        cmax = fabs(s->E[i]) > cmax ? fabs(s->E[i]) : cmax;
    }
    const double small = s->rank * fmax(cmax, 1.0);
    double pmin = INFINITY;
    for (; rank < 10; ++rank) {
        int pr = rank, pc = rank;
        double big = mg_double_pendulum_re_pt_rook(s->E, rank, &pr, &pc);
        if (!(big > small)) {
            /* rook pivoting stops at an entry largest in its row and column; a small one
             * could hide larger entries elsewhere: search the whole rest before stopping */
            for (int r = rank; r < 10; ++r) {
                for (int c = rank; c < 12; ++c) {
                    if (fabs(s->E[r * 12 + c]) > big) {
                        big = fabs(s->E[r * 12 + c]);
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
        for (int c = 0; c < 12; ++c) {
            const double tmp = s->E[rank * 12 + c];
            s->E[rank * 12 + c] = s->E[pr * 12 + c];
            s->E[pr * 12 + c] = tmp;
        }
        for (int r = 0; r < 10; ++r) {
            const double tmp = s->E[r * 12 + rank];
            s->E[r * 12 + rank] = s->E[r * 12 + pc];
            s->E[r * 12 + pc] = tmp;
        }
        const int tmp = s->colperm[rank];
        s->colperm[rank] = s->colperm[pc];
        s->colperm[pc] = tmp;
        for (int r = rank + 1; r < 10; ++r) {
            const double f = s->E[r * 12 + rank] / s->E[rank * 12 + rank];
            for (int c = rank; c < 12; ++c) {
                s->E[r * 12 + c] -= f * s->E[rank * 12 + c];
            }
        }
    }
    /* the smallest pivot estimates the smallest singular value (rook pivoting reveals rank) */
    s->margin = rank < 10 ? 0.0 : pmin / cmax;
    /* the metric G (runtime/partitioning.py metric): M + s C_N^T C_N (normalization rows),
     * and + s C^T C where that is still singular (its Cholesky factor has a pivot below the
     * metric tolerance times the largest diagonal entry) */
    memcpy(s->NG, s->G, sizeof(double) * 144);
    if (!(mg_cholesky(12, s->NG) > s->metric * scale)) {
        for (int i = 0; i < 12; ++i) {
            for (int j = 0; j < 12; ++j) {
                double sum = 0.0;
                for (int r = 0; r < 10; ++r) {
                    sum += s->C[r * 12 + i] * s->C[r * 12 + j];
                }
                s->G[i * 12 + j] += scale * sum;
            }
        }
        memcpy(s->NG, s->G, sizeof(double) * 144);
        if (!(mg_cholesky(12, s->NG) > 0.0)) {
            return MG_SINGULAR;
        }
    }
    /* (G^-1)_ii = sum_r ((L^-1)_ri)^2, column i of L^-1 by forward substitution */
    for (int i = 0; i < 12; ++i) {
        double sum = 0.0;
        for (int r = 0; r < 12; ++r) {
            double x = r == i ? 1.0 : 0.0;
            for (int c = i; c < r; ++c) {
                x -= s->NG[r * 12 + c] * s->rest[c];
            }
            s->rest[r] = r < i ? 0.0 : x / s->NG[r * 12 + r];
            sum += s->rest[r] * s->rest[r];
        }
        s->ginv[i] = sum;
    }
    /* the null vectors: free columns rank.. of the elimination, back-substituted, in the
     * coordinates' own order; then orthonormalized (rows of s->basis, stride NV) */
    const int nn = 12 - rank;
    s->nn = nn;
    for (int f = 0; f < nn; ++f) {
        double *x = s->rest;
        for (int c = rank; c < 12; ++c) {
            x[c] = c == rank + f ? 1.0 : 0.0;
        }
        for (int r = rank - 1; r >= 0; --r) {
            double sum = 0.0;
            for (int c = r + 1; c < 12; ++c) {
                sum += s->E[r * 12 + c] * x[c];
            }
            x[r] = -sum / s->E[r * 12 + r];
        }
        double *b = s->basis + f * 12;
        for (int c = 0; c < 12; ++c) {
            b[s->colperm[c]] = x[c];
        }
        const double length = mg_double_pendulum_re_pt_orthogonalize(12, b, s->basis, f);
        for (int c = 0; c < 12; ++c) {
            b[c] /= length;
        }
    }
    /* N (NV x nn), G N and N^T G N (nn x nn), factored by Cholesky */
    for (int i = 0; i < 12; ++i) {
        for (int f = 0; f < nn; ++f) {
            s->N[i * 12 + f] = s->basis[f * 12 + i];
            double sum = 0.0;
            for (int j = 0; j < 12; ++j) {
                sum += s->G[i * 12 + j] * s->basis[f * 12 + j];
            }
            s->GN[i * 12 + f] = sum;
        }
    }
    for (int f = 0; f < nn; ++f) {
        for (int e = 0; e < nn; ++e) {
            double sum = 0.0;
            for (int i = 0; i < 12; ++i) {
                sum += s->basis[f * 12 + i] * s->GN[i * 12 + e];
            }
            s->NG[f * nn + e] = sum;
        }
    }
    if (!(mg_cholesky(nn, s->NG) > 0.0)) {
        return MG_SINGULAR;
    }
    /* u_i = L^-1 N_i^T / sqrt((G^-1)_ii), cos^2 alpha_i = |u_i|^2 = N_i (N^T G N)^-1 N_i^T /
     * (G^-1)_ii */
    for (int i = 0; i < 12; ++i) {
        double sum = 0.0, *u = s->U + i * 12;
        for (int f = 0; f < nn; ++f) {
            double x = s->N[i * 12 + f];
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
    memcpy(s->kept, s->U, sizeof(double) * 144);
    for (int i = 0; i < 12; ++i) {
        s->order[i] = 0;
    }
    int chosen = 0;
    for (; chosen < k; ++chosen) {
        int pick = -1;
        double top = 0.0;
        for (int i = 0; i < 12; ++i) {
            if (s->order[i]) {
                continue;
            }
            double length = 0.0;
            for (int f = 0; f < nn; ++f) {
                length += s->kept[i * 12 + f] * s->kept[i * 12 + f];
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
            s->rest[f] = s->kept[pick * 12 + f] / sqrt(top);
        }
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = 0; i < 12; ++i) {
                double dot = 0.0, *row = s->kept + i * 12;
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
struct mg_double_pendulum_re_partitioning_take_work {
    struct mg_double_pendulum_re_pt_state *s;
};

static void mg_double_pendulum_re_partitioning_take(struct mg_arena *arena, struct mg_double_pendulum_re_partitioning_take_work *w)
{
    w->s = mg_struct(arena, sizeof(struct mg_double_pendulum_re_pt_state));
}

/* The doubles of work memory partitioning_run needs: mg_double_pendulum_re_partitioning_take counting what it takes. */
size_t mg_double_pendulum_re_partitioning_work(void)
{
    struct mg_arena arena = { NULL, 0 };
    struct mg_double_pendulum_re_partitioning_take_work w;
    mg_double_pendulum_re_partitioning_take(&arena, &w);
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
int mg_double_pendulum_re_partitioning_run(const double *p, double h, double t0, int n_steps, int k, const int *independent, int column, int explicit_closure, const double *settings, int max_iter, double *q_out, double *v_out, double *a_out, double *criterion_out, int *independent_out, int *left_out, int *iterations, int *fail_step, double *work, size_t n_work)
{
    if (k < 0 || k > 12 || 12 - k != 10) {
        *fail_step = 0;
        return MG_NOT_APPLICABLE;
    }
struct mg_arena arena = { work, 0 };
    struct mg_double_pendulum_re_partitioning_take_work mem;
    mg_double_pendulum_re_partitioning_take(&arena, &mem);
    if (arena.used > n_work) {
        *fail_step = 0;
        return MG_WORK_TOO_SMALL;
    }
    struct mg_double_pendulum_re_pt_state *s = mem.s;
    memset(s, 0, sizeof *s);
    s->p = p;
    s->k = k;
    s->m = 12 - k;
    s->explicit_closure = explicit_closure;
    s->max_iter = max_iter;
    s->hysteresis = settings[0];
    s->closure = settings[1];
    s->branch = settings[2];
    s->singular_fraction = settings[3];
    s->rank = settings[4];
    s->metric = settings[5];
    s->near = settings[6];
    mg_double_pendulum_re_pt_set(s, independent);
    s->column = column;
    double q[12], v[12] = {0}, vI[12] = {0}, q1[12], vI1[12] = {0};
    double cos2[12] = {0};
    memcpy(q, q_out, sizeof(q));
    for (int c = 0; c < k; ++c) {
        vI[c] = v_out[s->I[c]];
    }
    int status = mg_double_pendulum_re_pt_criterion(s, q, t0, cos2);
    left_out[0] |= s->margin < s->near ? 2 : 0;
    int failing = 0;
    double previous = -1.0; /* no ratio before the first step */
    iterations[0] = 0;
    for (int step = 0; step <= n_steps && !status; ++step) {
        const double t = t0 + step * h;
        double *a = a_out + (size_t)step * 12;
        failing = step;
        status = mg_double_pendulum_re_pt_accelerations(s, q, vI, t, v, a);
        if (status) {
            break;
        }
        memcpy(q_out + (size_t)step * 12, q, sizeof(q));
        memcpy(v_out + (size_t)step * 12, v, sizeof(v));
        memcpy(criterion_out + (size_t)step * 12, cos2, sizeof(cos2));
        memcpy(independent_out + (size_t)step * k, s->I, sizeof(int) * (size_t)k);
        if (step == n_steps) {
            break;
        }
        /* RK4: the first stage is the row's own (v, a_I) */
        failing = step + 1;
        mg_double_pendulum_re_pt_rates(q, v, s->kq[0]);
        for (int c = 0; c < k; ++c) {
            s->kv[0][c] = a[s->I[c]];
        }
        static const double nodes[3] = {0.5, 0.5, 1.0};
        for (int j = 1; j < 4 && !status; ++j) {
            const double c_h = nodes[j - 1] * h;
            for (int i = 0; i < 12; ++i) {
                s->qs[i] = q[i] + c_h * s->kq[j - 1][i];
            }
            for (int c = 0; c < k; ++c) {
                s->vs[c] = vI[c] + c_h * s->kv[j - 1][c];
            }
            status = mg_double_pendulum_re_pt_stage(s, s->qs, s->vs, t + c_h, j);
        }
        if (status) {
            break;
        }
        for (int i = 0; i < 12; ++i) {
            q1[i] = q[i] + h / 6 * (s->kq[0][i] + 2 * s->kq[1][i] + 2 * s->kq[2][i] + s->kq[3][i]);
        }
        for (int c = 0; c < k; ++c) {
            vI1[c] = vI[c] + h / 6 * (s->kv[0][c] + 2 * s->kv[1][c] + 2 * s->kv[2][c] + s->kv[3][c]);
        }
        s->left = 0;
        status = mg_double_pendulum_re_pt_correct(s, q1, t + h, &iterations[step + 1]);
        left_out[step + 1] = s->left;
        if (status) {
            break;
        }
        memcpy(q, q1, sizeof(q));
        memcpy(vI, vI1, sizeof(double) * (size_t)k);
        if (!(mg_norm(12, q) < 1e300) || !(mg_norm(k, vI) < 1e300)) {
            status = MG_NOT_FINITE;
            break;
        }
        status = mg_double_pendulum_re_pt_criterion(s, q, t + h, cos2);
        left_out[step + 1] |= s->margin < s->near ? 2 : 0;
        if (status || k == 0) {
            continue;
        }
        /* Gamma of the current set against the best's, in geometric mean (_volume), now and
           one step ahead (runtime/partitioning.py ahead) */
        const double limit = pow(fmax(s->hysteresis, s->singular_fraction), k);
        const double best = mg_double_pendulum_re_pt_volume(s, s->best);
        const double ratio = best > 0.0 ? mg_double_pendulum_re_pt_volume(s, s->I) / best : 1.0;
        double next = ratio;
        if (previous >= 0.0) {
            const double root = 2.0 * sqrt(ratio) - sqrt(previous);
            next = root > 0.0 ? root * root : 0.0;
        }
        previous = ratio;
        if (fmin(ratio, next) < limit) {
            previous = 1.0;
            /* the new independent velocities from those of the old partition */
            if ((status = mg_double_pendulum_re_pt_velocities(s, q, vI, t + h, v))) {
                break;
            }
            mg_double_pendulum_re_pt_set(s, s->best);
            for (int c = 0; c < k; ++c) {
                vI[c] = v[s->I[c]];
            }
        }
    }
    *fail_step = failing;
    return status;
}
