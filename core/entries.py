"""Names of the equation-set entries, shared by the generator (which derives them) and the
runtime (which calls them); neither imports the other.

Every entry a derivation knows, in emission order, and the groups that only some formulations
have (each formulation object lists the groups it lacks, :mod:`mechgen.symbolic.formulations`).
"""

ALL_ENTRIES = (
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
    "taylor_residual",
    "taylor_matrix",
    "closing",
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
    "nullspace",
    "nullspace_T_w_q",
    "reparam",
    "potential_gradient",
    "potential_hessian",
)
#: The null-space method's entries (seed 000), director formulation only.
NULLSPACE = ("nullspace", "nullspace_T_w_q", "reparam", "potential_gradient", "potential_hessian")
#: Applied forces and the index-3 iteration, which the director formulation (constant mass
#: matrix, forces from a potential) does without.
APPLIED_FORCES = (
    "Q",
    "Q_q",
    "Q_v",
    "Ma_q",
    "index3_residual",
    "index3_matrix",
    "genalpha_matrix",
)
#: Entries of the index-3 Newton iterations (seed 001; generalized-alpha).
INDEX3 = (
    "tangent",
    "Q_q",
    "Q_v",
    "Ma_q",
    "Phi_qT_lam_q",
    "index3_residual",
    "index3_matrix",
    "genalpha_matrix",
)
#: Entries of the Taylor reaction-force scheme (seed 003).
TAYLOR = ("taylor_residual", "taylor_matrix")
#: Explicit closing conditions (seed 004 eqs. 27, 9, 10).
CLOSING = ("closing",)

#: Entries every emitted module carries, whatever the scheme: what the runtime needs for the
#: initial state and the results.
ALWAYS_EMITTED = (
    "retract",
    "Phi",
    "dropped_Phi",
    "Phi_q",
    "nu",
    "velocity_residual",
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
    "B",
    "reaction_frames",
    "joint_motion",
)

#: Entries a scheme uses where the formulation has them and does without elsewhere (the
#: closed-form closing conditions of the relative formulation, for partitioning); asking for
#: one in a formulation without it is not an error.
OPTIONAL_ENTRIES = ("closing",)

#: Entries also emitted over many rows at once, ``<entry>_rows(q[, v][, t], p)`` with q, v of
#: shape (n, N_Q), (n, N_V), t of shape (n,) and one parameter vector: the runtime's derived
#: series (frames, velocities, energy, momenta, violations) of a whole chunk in one call.
SERIES_ENTRIES = (
    "Phi",
    "dropped_Phi",
    "Phi_q",
    "nu",
    "velocity_residual",
    "M",
    "Q",
    "energy",
    "power",
    "markers",
    "momentum",
    "body_frames",
    "body_velocities",
    "reaction_frames",
    "joint_motion",
)
