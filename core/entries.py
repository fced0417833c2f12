"""Names of the equation-set entries every emitted module carries, whatever the scheme: what
the runtime needs for the initial state and the results. Shared by the generator (which always
derives them) and the runtime (which always calls them); neither imports the other."""

ALWAYS_EMITTED = (
    "retract",
    "Phi",
    "Phi_q",
    "nu",
    "energy",
    "momentum",
    "body_frames",
    "body_velocities",
    "initial_frames",
    "initial_velocities",
    "chart",
    "physical_data",
    "B",
    "reaction_frames",
)

#: Formulations that store r and the nine entries of A, with the body angular velocity as the
#: rotational velocity coordinates (shared by the derivation and the runtime's conversions).
ROTATION_MATRIX = ("rA", "se3", "so3r3")

#: Entries a scheme uses where the formulation has them and does without elsewhere (the
#: closed-form closing conditions of the relative formulation, for partitioning); asking for
#: one in a formulation without it is not an error.
OPTIONAL_ENTRIES = ("closing",)
