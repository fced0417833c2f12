/* generator: mechgen 0.1.0 */
/* template: c/header.h.j2 */
/* mechanism: double_pendulum */
/* formulation: re */
/* scheme: any */
/* input hash: 10d5e9ad8ba473be */
/* sympy: 1.14.0 */
/* note: generated file, do not edit; regenerate with `mechgen generate` */

#ifndef MECHGEN_DOUBLE_PENDULUM_RE_H
#define MECHGEN_DOUBLE_PENDULUM_RE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MG_DOUBLE_PENDULUM_RE_N_Q 12
#define MG_DOUBLE_PENDULUM_RE_N_V 12
#define MG_DOUBLE_PENDULUM_RE_N_C 10
#define MG_DOUBLE_PENDULUM_RE_N_P 4
#define MG_DOUBLE_PENDULUM_RE_LAYOUT 11

/* What the module is, for a caller without its Python wrapper: fills the sizes of q, v, lam
 * and p and returns the metadata layout version. */
int mg_double_pendulum_re_sizes(int *n_q, int *n_v, int *n_c, int *n_p);
/* The number of entries, and the name of entry i (NULL outside 0 .. n - 1). */
int mg_double_pendulum_re_n_entries(void);
const char *mg_double_pendulum_re_entry_name(int i);

void mg_double_pendulum_re_retract(const double *q, const double *dv, double *out);
void mg_double_pendulum_re_tangent(const double *dv, double *out);
void mg_double_pendulum_re_qdot(const double *q, const double *v, double *out);
void mg_double_pendulum_re_Phi(const double *q, double t, const double *p, double *out);
void mg_double_pendulum_re_Phi_rows(int n, const double *q, const double *t, const double *p, double *out);
void mg_double_pendulum_re_dropped_Phi(const double *q, double t, const double *p, double *out);
void mg_double_pendulum_re_dropped_Phi_rows(int n, const double *q, const double *t, const double *p, double *out);
void mg_double_pendulum_re_Phi_q(const double *q, double t, const double *p, double *out);
void mg_double_pendulum_re_Phi_q_rows(int n, const double *q, const double *t, const double *p, double *out);
void mg_double_pendulum_re_nu(const double *q, double t, const double *p, double *out);
void mg_double_pendulum_re_nu_rows(int n, const double *q, const double *t, const double *p, double *out);
void mg_double_pendulum_re_velocity_residual(const double *q, const double *v, double t, const double *p, double *out);
void mg_double_pendulum_re_velocity_residual_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out);
void mg_double_pendulum_re_gamma(const double *q, const double *v, double t, const double *p, double *out);
void mg_double_pendulum_re_M(const double *q, const double *p, double *out);
void mg_double_pendulum_re_M_rows(int n, const double *q, const double *p, double *out);
void mg_double_pendulum_re_Q(const double *q, const double *v, double t, const double *p, double *out);
void mg_double_pendulum_re_Q_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out);
void mg_double_pendulum_re_Q_q(const double *q, const double *v, double t, const double *p, double *out);
void mg_double_pendulum_re_Q_v(const double *q, const double *v, double t, const double *p, double *out);
void mg_double_pendulum_re_Ma_q(const double *q, const double *a, const double *p, double *out);
void mg_double_pendulum_re_Phi_qT_lam_q(const double *q, const double *lam, double t, const double *p, double *out);
void mg_double_pendulum_re_index3_residual(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out);
void mg_double_pendulum_re_index3_matrix(const double *q, const double *v, const double *a, const double *lam, double t, const double *p, double h, double *out);
void mg_double_pendulum_re_genalpha_matrix(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *out);
void mg_double_pendulum_re_genalpha_matrix_band(const double *q, const double *v, const double *dv, const double *a, const double *lam, double t, const double *p, double hq, double hv, double *ab);
void mg_double_pendulum_re_B(const double *q, const double *p, double *out);
void mg_double_pendulum_re_reaction_frames(const double *q, const double *p, double *out);
void mg_double_pendulum_re_reaction_frames_rows(int n, const double *q, const double *p, double *out);
void mg_double_pendulum_re_joint_motion(const double *q, const double *v, const double *p, double *out);
void mg_double_pendulum_re_joint_motion_rows(int n, const double *q, const double *v, const double *p, double *out);
void mg_double_pendulum_re_energy(const double *q, const double *v, double t, const double *p, double *out);
void mg_double_pendulum_re_energy_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out);
void mg_double_pendulum_re_power(const double *q, const double *v, double t, const double *p, double *out);
void mg_double_pendulum_re_power_rows(int n, const double *q, const double *v, const double *t, const double *p, double *out);
void mg_double_pendulum_re_markers(const double *q, const double *v, const double *a, const double *p, double *out);
void mg_double_pendulum_re_markers_rows(int n, const double *q, const double *v, const double *a, const double *p, double *out);
void mg_double_pendulum_re_momentum(const double *q, const double *v, const double *p, double *out);
void mg_double_pendulum_re_momentum_rows(int n, const double *q, const double *v, const double *p, double *out);
void mg_double_pendulum_re_body_frames(const double *q, const double *p, double *out);
void mg_double_pendulum_re_body_frames_rows(int n, const double *q, const double *p, double *out);
void mg_double_pendulum_re_body_velocities(const double *q, const double *v, const double *p, double *out);
void mg_double_pendulum_re_body_velocities_rows(int n, const double *q, const double *v, const double *p, double *out);
void mg_double_pendulum_re_initial_frames(const double *p, double *out);
void mg_double_pendulum_re_initial_velocities(const double *p, double *out);
void mg_double_pendulum_re_chart(const double *p, double *out);
void mg_double_pendulum_re_physical_data(const double *p, double *out);
/* Forward dynamics: the accelerations a (N_V) of the index-1 equations
 * [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002 eq. 3; M a = Q without
 * constraint rows), by LU with partial pivoting; NaN where the matrix is singular. It takes
 * forward_dynamics_work() doubles of work memory from its caller. */
void mg_double_pendulum_re_forward_dynamics(const double *q, const double *v, double t, const double *p, double *out, double *work);
size_t mg_double_pendulum_re_forward_dynamics_work(void);

/* Whole-loop kernels (mechgen.core.kernel_interface): <name>_run runs n_steps steps of a scheme
 * into rows 1 .. n_steps of its outputs and returns one of these statuses; <name>_work is the
 * number of doubles of work memory, owned by the caller, that <name>_run needs. */
#ifndef MECHGEN_KERNEL_STATUSES
#define MECHGEN_KERNEL_STATUSES
enum {
    MG_OK = 0,  /* success */
    MG_NOT_CONVERGED = 1,  /* Newton did not converge in max_iter iterations; reduce the step size */
    MG_SINGULAR = 2,  /* singular matrix (the kernel's iteration or reaction matrix): redundant or inconsistent constraints, a singular configuration, or a driver that lost rank */
    MG_NOT_FINITE = 3,  /* non-finite values (a diverging Newton iteration, or a state that left all bounds) */
    MG_WORK_TOO_SMALL = 4,  /* the work memory given to the kernel is smaller than it asks for */
    MG_NOT_APPLICABLE = 5  /* the kernel does not apply to this module's matrices (a reaction matrix that is not square, or constraint rows that are not independent) */
};
#endif

/* the index-3 Newton schemes: backward Euler and generalized-alpha */
int mg_double_pendulum_re_index3_run(const double *p, double h, double t0, int n_steps, const double *method, double *pseudo, double theta, double rtol, double stall, double stall_ratio, double roundoff, int max_iter, int newton_mode, double *q_out, double *v_out, double *a_out, double *lam_out, int *iterations, int *fail_step, double *work, size_t n_work);
size_t mg_double_pendulum_re_index3_work(void);

/* coordinate partitioning with the projective criterion (seed 004) */
int mg_double_pendulum_re_partitioning_run(const double *p, double h, double t0, int n_steps, int k, const int *independent, int column, int explicit_closure, const double *settings, int max_iter, double *q_out, double *v_out, double *a_out, double *criterion_out, int *independent_out, int *left_out, int *iterations, int *fail_step, double *work, size_t n_work);
size_t mg_double_pendulum_re_partitioning_work(void);

#ifdef __cplusplus
}
#endif

#endif
