"""The command line's grammar: every subcommand's arguments, help, defaults and examples.

What a scheme, formulation or backend is and which options a scheme takes come from their
registries (:data:`mechgen.runtime.SCHEMES`, :data:`mechgen.runtime.coordinates.COORDINATES`,
:mod:`mechgen.codegen.backends`; read by :mod:`mechgen.registry_help` and
:mod:`mechgen.run_flags`), never from text written here. Every option's help ends with its
default (:class:`mechgen.help_format.HelpFormatter`); a scheme option's default is its scheme's
(:attr:`mechgen.runtime.scheme.Option.described`).

Shell completion: with argcomplete installed and ``eval "$(register-python-argcomplete
mechgen)"`` in the shell, :func:`complete` answers the shell's requests (mechanism names and
files, every choice) before anything else is parsed.
"""

from __future__ import annotations

import argparse
import os
import textwrap

from mechgen.core import __version__
from mechgen.core.outputs import IMPORTED_SUFFIXES, MODEL_FILE_SUFFIXES
from mechgen.help_format import WIDTH, HelpFormatter
from mechgen.option_values import non_negative, positive, positive_float, tolerance_or_inf
from mechgen.registry_help import (
    backend_choices,
    backends_table,
    formulation_choices,
    formulations_table,
    scheme_choices,
    schemes_table,
)
from mechgen.run_flags import scheme_flags

#: exit codes (README, "Exit codes")
EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3

_EXIT_CODES = """\
exit codes:
  0      success (also when the reader of the output closes the pipe early)
  1      the model, the generation or the run failed (the message names the cause)
  2      usage error (an unknown option, a missing argument)
  3      internal error (a bug of mechgen's: please report it with the command line)
  128+N  stopped by signal N (130 for Ctrl-C, 143 for SIGTERM); partial results are saved

shell completion: eval "$(register-python-argcomplete mechgen)" (bash, zsh)"""


# -- shared arguments ---------------------------------------------------------------------------
def _mechanism_names(prefix: str, **_) -> list[str]:
    """Completion of MECH: the bundled examples and the files that start with ``prefix``."""
    from mechgen.examples import EXAMPLES

    names = [name for name in EXAMPLES if name.startswith(prefix)]
    folder, start = os.path.split(prefix)
    try:
        entries = sorted(os.listdir(folder or "."))
    except OSError:
        entries = []
    for entry in entries:
        path = os.path.join(folder, entry)
        if entry.startswith(start) and (
            os.path.isdir(path) or entry.endswith((".py", *MODEL_FILE_SUFFIXES, *IMPORTED_SUFFIXES))
        ):
            names.append(path + ("/" if os.path.isdir(path) else ""))
    return names


def _mechanism(parser: argparse.ArgumentParser) -> None:
    action = parser.add_argument(
        "mechanism",
        metavar="MECH",
        help="bundled example name (mechgen list), a Python file with build(), a "
        "YAML/JSON model file (mechgen schema), a URDF file (.urdf), an MJCF file (.xml, "
        "read by MuJoCo) or, for simulate and fmu, an emitted module",
    )
    action.completer = _mechanism_names
    parser.add_argument(
        "--floating-base",
        action="store_true",
        help="a URDF file's root link moves freely (a free body: six degrees of freedom) "
        "instead of being fixed in space",
    )
    parser.add_argument(
        "--assemble",
        action="store_true",
        help="accept an initial configuration that violates the constraints and "
        "assemble it by Newton projection",
    )


def _out(parser: argparse.ArgumentParser, help: str, required: bool = False) -> None:
    """``-o/--out``, the one spelling of an output (``--output`` is accepted, not shown)."""
    group = parser.add_mutually_exclusive_group(required=required)
    group.add_argument("-o", "--out", metavar="PATH", help=help)
    group.add_argument("--output", dest="out", help=argparse.SUPPRESS)


def _formulation(parser: argparse.ArgumentParser, required: bool, help: str) -> None:
    parser.add_argument(
        "--formulation",
        required=required,
        choices=formulation_choices(),
        metavar="FORM",
        help=f"{help}: {', '.join(formulation_choices())}",
    )


def _backend(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--backend",
        default="numpy",
        choices=backend_choices(),
        help="language of the emitted module, see below",
    )


def _run(parser: argparse.ArgumentParser) -> None:
    """What simulate and sweep share: scheme, formulation, backend, step and end time."""
    parser.add_argument(
        "--scheme",
        required=True,
        choices=scheme_choices(),
        metavar="SCHEME",
        help=f"time-stepping scheme (required): {', '.join(scheme_choices())} (see below)",
    )
    _formulation(parser, False, "coordinates, see below (default: the scheme's first)")
    _backend(parser)
    parser.add_argument("--h", type=positive_float, required=True, help="step size [s] (required)")
    parser.add_argument("--t-end", type=float, required=True, help="end time [s] (required)")


def _command(sub, name: str, help: str, description: str, examples: str, *tables: str):
    """A subcommand with its description, then its examples and registry tables as epilog."""
    epilog = "examples:\n" + textwrap.indent(examples.strip(), "  ")
    if tables:
        epilog += "\n\n" + "\n\n".join(tables)
    parser = sub.add_parser(
        name,
        help=help,
        description=textwrap.fill(description, WIDTH),
        epilog=epilog,
        formatter_class=HelpFormatter,
    )
    parser.set_defaults(command=name)
    return parser


# -- the parser ---------------------------------------------------------------------------------
def parser() -> argparse.ArgumentParser:
    """The parser of ``mechgen``: one subparser per command, ``args.command`` its name."""
    p = argparse.ArgumentParser(
        prog="mechgen",
        description=textwrap.fill(
            "Symbolic equation generator with code emission for constrained multibody systems: "
            "derive a mechanism's equations, emit a numpy or C module, run the papers' "
            "time-stepping schemes on it. 'mechgen COMMAND --help' shows a command's options "
            "and examples.",
            WIDTH,
        ),
        epilog="examples:\n"
        "  mechgen list\n"
        "  mechgen simulate double_pendulum --scheme genalpha --h 1e-3 --t-end 5 -o pendulum.npz\n"
        "  mechgen plot pendulum.npz\n\n" + _EXIT_CODES,
        formatter_class=HelpFormatter,
    )
    p.add_argument("--version", action="version", version=f"mechgen {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for add in (
        _add_list,
        _add_generate,
        _add_simulate,
        _add_fmu,
        _add_latex,
        _add_sweep,
        _add_export,
        _add_schema,
        _add_plot,
        _add_animate,
    ):
        add(sub)
    return p


def _add_list(sub) -> None:
    """``mechgen list``: the bundled examples."""
    _command(
        sub,
        "list",
        "list the bundled example mechanisms",
        "The bundled examples: what each is, the paper it comes from and the schemes it runs "
        "with; then the papers' references.",
        "mechgen list\nmechgen list | grep Betsch\n"
        "mechgen simulate gyro_top --scheme nullspace --h 1e-3 --t-end 1   # run one",
    )


def _add_generate(sub) -> None:
    """``mechgen generate``: emit a mechanism's module."""
    g = _command(
        sub,
        "generate",
        "emit the solver module of a mechanism",
        "Derives the mechanism's equations in one formulation and writes the emitted module "
        "(and, for the C backend, its C source and library) into a directory. simulate does "
        "this itself when needed: generate is for using the module elsewhere.",
        "mechgen generate slider_crank --formulation rp --backend c -o build/\n"
        "mechgen generate crank.yaml --formulation relative --scheme partitioning\n"
        "mechgen generate six_body_linkage --formulation rA --keep-redundant",
        formulations_table(),
        backends_table(),
    )
    _mechanism(g)
    _formulation(g, True, "coordinates, see below (required)")
    _backend(g)
    g.add_argument(
        "--scheme",
        choices=scheme_choices(),
        metavar="SCHEME",
        help="emit only the entries this scheme needs (default: every entry)",
    )
    _out(g, "output directory (default: the current one)")
    g.add_argument("--strict", action="store_true", help="redundant constraints are an error")
    g.add_argument(
        "--keep-redundant",
        action="store_true",
        help="keep redundant constraint rows instead of dropping them (for genalpha "
        "--augmented at singular positions)",
    )


def _add_simulate(sub) -> None:
    """``mechgen simulate``: run a scheme, with the run's flags and the scheme options."""
    from mechgen.runtime.drift import DRIFT_TOLERANCE
    from mechgen.runtime.error_estimate import ERROR_TOL
    from mechgen.runtime.judgement import ABSURD_DRIFT, ABSURD_ENERGY, KEEP_GOING

    s = _command(
        sub,
        "simulate",
        "run a scheme on a mechanism",
        "Runs a time-stepping scheme on a mechanism (generating and caching its module when "
        "needed) and prints a summary: steps, wall time, Newton iterations, energy and "
        "constraint violation. -o writes the time series.",
        "mechgen simulate double_pendulum --scheme genalpha --h 1e-3 --t-end 10 -o dp.npz\n"
        "mechgen simulate slider_crank --scheme kinematics --formulation rp --h 1e-2 "
        "--t-end 1 --json\n"
        "mechgen simulate heavy_top --scheme lie-mk --formulation se3 --h 1e-3 --t-end 1 "
        "--backend c",
        schemes_table(),
        formulations_table(),
        backends_table(),
    )
    _mechanism(s)
    _run(s)
    s.add_argument(
        "--param",
        action="append",
        metavar="NAME=VALUE",
        help="a parameter's value, repeatable (default: the mechanism's own)",
    )
    _out(s, "write the time series to PATH.npz or PATH.csv (default: the summary only)")
    s.add_argument("--json", action="store_true", help="print the JSON summary only")
    s.add_argument(
        "--reactions",
        action="store_true",
        help="add the physical joint reactions and driver efforts to the results",
    )
    scheme_flags(s)
    s.add_argument(
        "--retry-halving",
        type=non_negative,
        default=0,
        metavar="K",
        help="redo a failed step with h/2, h/4, ..., h/2^K before giving up",
    )
    s.add_argument(
        "--singular-cond",
        type=float,
        metavar="C",
        help="stop where the condition number of the constraint Jacobian exceeds C "
        "(default: never)",
    )
    s.add_argument(
        "--chunk-steps",
        type=positive,
        default=10_000,
        metavar="N",
        help="steps held in memory at a time; -o is written chunk by chunk",
    )
    s.add_argument(
        "--every",
        type=positive,
        default=1,
        metavar="K",
        help="store every K-th step and the last; the summary judges every step",
    )
    s.add_argument(
        "--blas-threads",
        type=positive,
        default=1,
        metavar="N",
        help="threads numpy's linear algebra may use during the run (the schemes solve small "
        "systems, where threads only cost)",
    )
    s.add_argument(
        "--drift-tol",
        type=positive_float,
        default=DRIFT_TOLERANCE,
        metavar="TOL",
        help="constraint drift |Phi| past TOL of the mechanism's size gets a notice naming "
        "the joint",
    )
    s.add_argument(
        "--strict",
        action="store_true",
        help="stop at the first step whose constraint drift exceeds --drift-tol, or whose "
        "energy error passes 1e-2 of its scale: the drift of a conservative mechanism, else "
        "the balance E - E0 - W with the work W of drivers, loads and dampers (an error naming "
        "the joint or the energy, step and time; the steps before it are saved)",
    )
    s.add_argument(
        KEEP_GOING,
        action="store_true",
        help=f"finish a run whose answer is absurd (a constraint drift past {ABSURD_DRIFT:g} of "
        f"the mechanism's size, or an energy error past {ABSURD_ENERGY:g} times its physical "
        "scale), which otherwise stops with an error naming the quantity, step and time",
    )
    s.add_argument(
        ERROR_TOL,
        type=tolerance_or_inf,
        default=None,
        metavar="TOL",
        help="estimate the global error of the bodies' positions by the same run at 2h "
        "(Richardson, half the run's cost again) and stop with an error naming the time and "
        "body where it passes TOL [m]; inf reports it in the summary without judging "
        "(default: no estimate)",
    )
    s.add_argument("--quiet", action="store_true", help="no progress on stderr")


def _add_fmu(sub) -> None:
    """``mechgen fmu``: an FMI 2.0 co-simulation FMU of a scheme's compiled kernel."""
    from mechgen.runtime.kernel_start import continuable_schemes

    schemes = continuable_schemes()
    f = _command(
        sub,
        "fmu",
        "build an FMI 2.0 co-simulation FMU of a mechanism and scheme",
        "Builds an FMU (Functional Mock-up Unit, FMI 2.0 co-simulation) from the mechanism's C "
        "module and the scheme's compiled kernel: load it in FMPy, Simulink, a Modelica tool or "
        "any co-simulation master. Each communication step is a whole number of steps of h, "
        "and the FMU computes what mechgen simulate computes with the same scheme, options "
        "and h. Parameters that shape the constraints or the initial state are fixed at their "
        "values here (--param); the others are tunable.",
        "mechgen fmu double_pendulum --scheme genalpha --h 1e-3 -o pendulum.fmu\n"
        "mechgen fmu slider_crank --scheme lie-mk --formulation se3 --h 1e-3 --every 10 "
        "-o crank.fmu\n"
        "python -c \"import fmpy; print(fmpy.simulate_fmu('pendulum.fmu', stop_time=1)[-1])\"",
        schemes_table(schemes),
        formulations_table(),
    )
    _mechanism(f)
    f.add_argument(
        "--scheme",
        required=True,
        choices=schemes,
        metavar="SCHEME",
        help=f"time-stepping scheme (required): {', '.join(schemes)}, those whose compiled "
        "kernel an FMU can hold (see below)",
    )
    _formulation(f, False, "coordinates, see below (default: the scheme's first)")
    f.add_argument("--h", type=positive_float, required=True, help="step size [s] (required)")
    f.add_argument(
        "--t-end",
        type=positive_float,
        default=1.0,
        help="stop time of the FMU's default experiment [s] (default: 1)",
    )
    f.add_argument(
        "--every",
        type=positive,
        default=1,
        metavar="K",
        help="the default experiment's communication step: K steps of h (default: 1)",
    )
    f.add_argument(
        "--param",
        action="append",
        metavar="NAME=VALUE",
        help="a parameter's value, repeatable (default: the mechanism's own)",
    )
    f.add_argument(
        "--input",
        action="append",
        default=[],
        metavar="NAME",
        help="make a parameter an FMI input (a load, a stiffness: set by another tool at each "
        "communication point, held over the step), repeatable; not one that shapes the "
        "constraints or the initial state",
    )
    f.add_argument(
        "--poses",
        action="store_true",
        help="add each body's centre of mass and orientation to the outputs",
    )
    _out(f, "the FMU to write, PATH.fmu (required)", required=True)
    scheme_flags(f, schemes)


def _add_latex(sub) -> None:
    """``mechgen latex``: the derived formulas as a .tex file."""
    la = _command(
        sub,
        "latex",
        "write the derived formulas as a .tex file",
        "Writes the mechanism and its derived equations (constraints, Jacobians, gamma, mass "
        "matrix, the schemes' matrices) as a LaTeX document; --pdf compiles it.",
        "mechgen latex slider_crank --formulation rA --pdf\n"
        "mechgen latex double_pendulum --formulation rp --only Phi,Phi_q -o dp.tex",
        formulations_table(),
    )
    _mechanism(la)
    _formulation(la, True, "coordinates, see below (required)")
    la.add_argument("--only", help="comma-separated entries (default: every entry)")
    la.add_argument("--pdf", action="store_true", help="also compile it (latexmk or pdflatex)")
    _out(la, "output .tex file (default: MECH_FORM.tex)")


def _add_sweep(sub) -> None:
    """``mechgen sweep``: a scheme over a parameter grid on Dask."""
    sw = _command(
        sub,
        "sweep",
        "run a scheme over a parameter grid on Dask",
        "Runs one scheme over a grid or a table of parameter values, in parallel on a Dask "
        "cluster (a local one by default), and writes one row per run: the parameters, every "
        "scalar field of the JSON summary and 'error' (a failed run's message). .parquet "
        "needs pyarrow.",
        "mechgen sweep double_pendulum --scheme index3 --h 1e-3 --t-end 1 "
        "--param L1=2:4:16 -o sweep.csv\n"
        "mechgen sweep crank.yaml --scheme kinematics --h 1e-3 --t-end 1 --samples s.csv "
        "-o s.parquet",
        schemes_table(),
    )
    _mechanism(sw)
    _run(sw)
    scheme_flags(sw)
    sw.add_argument(
        "--param",
        action="append",
        metavar="NAME=START:STOP:N",
        help="a grid axis, repeatable (default: none; give --param or --samples)",
    )
    sw.add_argument(
        "--samples",
        metavar="CSV",
        help="file of parameter samples, one column per parameter (default: none)",
    )
    sw.add_argument(
        "--scheduler", default="local", help="'local' (a LocalCluster) or a scheduler address"
    )
    sw.add_argument("--workers", type=positive, default=2, help="LocalCluster workers")
    _out(sw, "result table, .csv or .parquet (required)", required=True)
    sw.add_argument("--quiet", action="store_true", help="no progress on stderr")


def _add_export(sub) -> None:
    """``mechgen export``: a mechanism as a model file."""
    ex = _command(
        sub,
        "export",
        "write a mechanism as a YAML or JSON model file",
        "Writes any mechanism (a bundled example, a Python file) as a model file that loads "
        "back to the same description.",
        "mechgen export slider_crank -o slider_crank.yaml\n"
        "mechgen export examples/four_link.py -o four_link.json\n"
        "mechgen export crank.yaml -o crank.json   # YAML to JSON",
    )
    _mechanism(ex)
    _out(ex, "output .yaml, .yml or .json (required)", required=True)


def _add_schema(sub) -> None:
    """``mechgen schema``: the JSON Schema of model files."""
    _command(
        sub,
        "schema",
        "print the JSON Schema of model files",
        "Prints the JSON Schema (draft 2020-12) that model files follow, with a description "
        "and the units of every property.",
        "mechgen schema > mechgen.schema.json   # for an editor's YAML/JSON validation\n"
        "mechgen schema | python3 -m json.tool | less",
    )


def _add_plot(sub) -> None:
    """``mechgen plot``: PNG plots of a saved run."""
    pl = _command(
        sub,
        "plot",
        "write PNG plots of a saved run (.npz)",
        "Writes PNG plots of a run saved by simulate -o, one per figure (RUN_FIGURE.png): "
        "energy (with the work done and the balance), constraints (violations), bodies "
        "(centres of mass), joints (joint coordinates), markers (position, velocity, "
        "acceleration), reactions (runs with "
        "--reactions), iterations (schemes that iterate).",
        "mechgen plot dp.npz\nmechgen plot dp.npz -o plots/",
    )
    pl.add_argument("run", help="a .npz written by simulate -o")
    _out(pl, "output directory (default: next to the run)")


def _add_animate(sub) -> None:
    """``mechgen animate``: an animation of a saved run."""
    an = _command(
        sub,
        "animate",
        "write an animation (GIF, or MP4 with ffmpeg) of a run",
        "Draws the bodies and joints of a run saved by simulate -o, frame by frame.",
        "mechgen animate dp.npz\nmechgen animate dp.npz -o dp.mp4 --frames 200",
    )
    an.add_argument("run", help="a .npz written by simulate -o")
    _out(an, "output .gif or .mp4 (default: RUN.gif)")
    an.add_argument("--frames", type=positive, default=80, help="number of frames")


def complete(p: argparse.ArgumentParser) -> None:
    """Answers a shell's completion request (argcomplete's protocol) and exits; returns at once
    when the shell asks nothing or argcomplete is not installed."""
    if "_ARGCOMPLETE" not in os.environ:
        return
    try:
        import argcomplete
    except ImportError:
        return
    argcomplete.autocomplete(p)
