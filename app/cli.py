"""Command line interface (DESIGN.md, "CLI (contract)"): a thin layer over symbolic, codegen and
runtime. Errors go to stderr with a non-zero exit code and a message naming the cause."""

from __future__ import annotations

import argparse
import json
import signal
import sys
import warnings

from mechgen.core import __version__
from mechgen.core.errors import MechgenError, SolverError
from mechgen.core.outputs import atomic, check_output, interrupt, stop_signals

EXIT_ERROR = 2
EXIT_INTERNAL = 3


def _params(items: list[str]) -> dict[str, float]:
    out = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise MechgenError(f"--param expects NAME=VALUE, got '{item}'")
        try:
            out[name] = float(value)
        except ValueError:
            raise MechgenError(f"--param {name}: '{value}' is not a number") from None
    return out


def _non_negative(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be a non-negative integer, got {text}")
    return value


def _positive_float(text: str) -> float:
    """A positive finite number option (argparse names the option in its error)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a positive number, got '{text}'") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be a positive number, got {text}")
    return value


def _positive(text: str) -> int:
    """A positive integer option (argparse names the option in its error)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got '{text}'") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got {text}")
    return value


def cmd_list(args) -> int:
    from mechgen.examples import describe_bundled

    for name, doc in describe_bundled():
        print(f"{name:18s} {doc}")
    return 0


def cmd_generate(args) -> int:
    from mechgen.examples import load_mechanism
    from mechgen.pipeline import generate
    from mechgen.runtime.schemes import required_entries

    entries = required_entries(args.scheme) if args.scheme else None
    paths = generate(
        load_mechanism(args.mechanism),
        args.formulation,
        args.backend,
        entries,
        args.scheme or "",
        args.output,
        drop_redundant=not args.keep_redundant,
        strict=args.strict,
        assemble=args.assemble,
    )
    for path in paths:
        print(path)
    return 0


def cmd_latex(args) -> int:
    from mechgen.codegen.latex import compile_pdf, report
    from mechgen.examples import load_mechanism
    from mechgen.symbolic import derive

    only = tuple(x.strip() for x in args.only.split(",")) if args.only else None
    if args.output:
        check_output(args.output, (".tex",), "report")
    mechanism = load_mechanism(args.mechanism)
    eqs = derive(mechanism, args.formulation, only, assemble=args.assemble)
    out = check_output(args.output or f"{mechanism.name}_{args.formulation}.tex", (".tex",))
    text = report(eqs, only)
    with atomic(out) as tmp:
        tmp.write_text(text)
    print(out)
    if args.pdf:
        print(compile_pdf(out))
    return 0


def cmd_simulate(args) -> int:
    from mechgen.codegen.backends import backend_named
    from mechgen.pipeline import module_path, run_formulation
    from mechgen.progress import StepBar, status
    from mechgen.runtime import formulations, load_module, required_entries
    from mechgen.runtime.series_file import SUFFIXES
    from mechgen.runtime.stream import run_to_file

    if args.out:
        check_output(args.out, SUFFIXES, "--out")
    formulation = run_formulation(args.mechanism, args.formulation, formulations(args.scheme)[0])
    if formulation not in formulations(args.scheme):
        raise MechgenError(
            f"scheme '{args.scheme}' works on formulations "
            f"{', '.join(formulations(args.scheme))}, not '{formulation}'"
        )
    path = module_path(
        args.mechanism,
        formulation,
        args.backend,
        required_entries(args.scheme),
        args.scheme,
        on_generate=lambda: status(
            f"generating {args.mechanism} ({formulation}, {args.backend})", args.quiet
        ),
        assemble=args.assemble,
    )
    config = backend_named(args.backend)
    if config.built is not None and not config.built(path):
        status(config.build_note, args.quiet)
    module = load_module(path)
    options = scheme_options(args)
    try:
        with StepBar(f"{args.scheme}", args.quiet) as bar:
            summary = run_to_file(
                module,
                args.scheme,
                args.h,
                args.t_end,
                args.out,
                _params(args.param),
                reactions=args.reactions,
                progress=bar,
                chunk_steps=args.chunk_steps,
                retry_halving=args.retry_halving,
                singular_cond=args.singular_cond,
                save_every=args.every,
                blas_threads=args.blas_threads,
                drift_tol=args.drift_tol,
                strict=args.strict,
                **options,
            )
    except SolverError as exc:
        print(f"mechgen: error: {exc}", file=sys.stderr)
        _report_partial(exc)
        return EXIT_ERROR
    except KeyboardInterrupt as exc:
        code = _interrupted(exc)
        _report_partial(exc)
        return code
    for notice in summary.get("notices", []):
        _notice(notice)
    if args.json:
        print(json.dumps(summary))
    else:
        print(
            f"{summary['mechanism']}: {summary['scheme']} / {summary['formulation']} / "
            f"{summary['backend']}, {summary['steps']} steps of h = {args.h:g} in "
            f"{summary['wall_time_s']:.3f} s; Newton iterations mean "
            f"{summary['newton_iterations_mean']:.2f}, max {summary['newton_iterations_max']}; "
            f"energy drift {summary['energy_drift_max']:.2e} J "
            f"({summary['energy_drift_max_rel']:.2e} of {summary['energy_scale']:.3g} J); "
            "max |Phi| "
            f"{summary['constraint_violation_max']:.2e}"
        )
        if args.out:
            print(f"time series written to {args.out}")
    return 0


#: the notices this process printed (a model's notice is a warning when it is generated and
#: again in the run's summary: it is said once)
_SAID: set[str] = set()


def _notice(text: str) -> None:
    """Prints a notice on stderr, once."""
    if text not in _SAID:
        _SAID.add(text)
        print(f"mechgen: notice: {text}", file=sys.stderr)


def _stop(signum: int, frame) -> None:
    """SIGINT, SIGTERM and SIGHUP stop a command as Ctrl-C does (mechgen.core.outputs.stop_signals):
    a KeyboardInterrupt, so that partial results are saved and temporary files removed."""
    raise interrupt(signum)


def _interrupted(exc: KeyboardInterrupt) -> int:
    """Says which signal stopped the command; returns the shell's code for it, 128 + signum
    (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP)."""
    signum = getattr(exc, "signum", signal.SIGINT)
    print(f"mechgen: interrupted ({signal.Signals(signum).name})", file=sys.stderr)
    return 128 + signum


def _report_partial(exc: BaseException) -> None:
    """Says on stderr where the steps computed before a failure or an interrupt went."""
    saved, summary = getattr(exc, "saved", None), getattr(exc, "summary", None)
    if saved is not None and summary is not None:
        print(
            f"mechgen: the {summary['steps']} steps up to t = {summary['final']['t']:.6g} are "
            f"saved in {saved}",
            file=sys.stderr,
        )


def cmd_sweep(args) -> int:
    import time

    from mechgen import sweep
    from mechgen.pipeline import module_path, run_formulation
    from mechgen.progress import StepBar
    from mechgen.runtime import formulations, load_module, required_entries
    from mechgen.runtime.schemes import scheme as find_scheme

    if bool(args.param) == bool(args.samples):
        raise MechgenError("give the parameter grid (--param NAME=START:STOP:N ...) or --samples")
    points = sweep.grid(args.param) if args.param else sweep.samples(args.samples)
    options = scheme_options(args)
    find_scheme(args.scheme).options_for(options)  # a bad option fails here, not in every run
    check_output(args.output, (".csv", ".parquet"), "sweep output")
    formulation = run_formulation(args.mechanism, args.formulation, formulations(args.scheme)[0])
    path = module_path(
        args.mechanism, formulation, args.backend, required_entries(args.scheme), args.scheme
    )
    module = load_module(path)  # emits and compiles once, before the workers start
    unknown = sorted({k for point in points for k in point} - set(module.PARAMETERS))
    if unknown:
        raise MechgenError(
            f"unknown parameter(s) {', '.join(unknown)} "
            f"(known: {', '.join(module.PARAMETERS) or 'none'})"
        )
    start = time.perf_counter()
    try:
        with StepBar("sweep", args.quiet, unit="run", delay=0.0) as bar:
            rows = sweep.run(
                path,
                args.scheme,
                args.h,
                args.t_end,
                points,
                args.scheduler,
                args.workers,
                bar,
                options,
            )
    except KeyboardInterrupt as exc:
        code = _interrupted(exc)
        rows = getattr(exc, "rows", [])
        if rows:
            sweep.write_table(rows, args.output)
            done = f"the {len(rows)} finished runs are saved in {args.output}"
        else:
            done = "no run had finished; nothing written"
        print(f"mechgen: {done} ({len(points)} runs asked)", file=sys.stderr)
        return code
    elapsed = time.perf_counter() - start
    sweep.write_table(rows, args.output)
    failed = sum(1 for r in rows if r["error"])
    print(
        f"{len(rows)} runs ({failed} failed) in {elapsed:.1f} s "
        f"({len(rows) / elapsed:.2f} runs/s) -> {args.output}"
    )
    return 0


def cmd_export(args) -> int:
    from mechgen.examples import load_mechanism
    from mechgen.symbolic.model_file import SUFFIXES, write

    check_output(args.output, SUFFIXES, "model file")
    print(write(load_mechanism(args.mechanism), args.output))
    return 0


def cmd_schema(args) -> int:
    from mechgen.symbolic.model_file import SCHEMA

    print(json.dumps(SCHEMA, indent=2))
    return 0


def cmd_plot(args) -> int:
    from mechgen.plotting import plot

    for path in plot(args.run, args.output):
        print(path)
    return 0


def cmd_animate(args) -> int:
    from mechgen.plotting import animate

    print(animate(args.run, args.output, args.frames))
    return 0


#: scheme options the command line owns itself (they also steer generation)
MECHANISM_OPTIONS = ("assemble",)


def scheme_choices() -> tuple[str, ...]:
    from mechgen.runtime import SCHEMES

    return tuple(SCHEMES)


def scheme_help() -> str:
    """Each scheme with what it is and the formulations it works on, from the registry."""
    from mechgen.runtime import SCHEMES

    return "; ".join(
        f"{s.name}: {s.summary} (formulations {', '.join(s.formulations)})"
        for s in SCHEMES.values()
    )


def formulation_choices() -> tuple[str, ...]:
    """Every formulation, in the order the schemes name them."""
    from mechgen.runtime import SCHEMES

    return tuple(dict.fromkeys(f for s in SCHEMES.values() for f in s.formulations))


def formulation_help() -> str:
    """Each formulation with what its coordinates are, from the runtime's registry."""
    from mechgen.runtime.coordinates import COORDINATES

    return "; ".join(f"{name}: {COORDINATES[name].summary}" for name in formulation_choices())


def backend_choices() -> tuple[str, ...]:
    from mechgen.codegen.backends import names

    return names()


def _scheme_options() -> dict[str, list]:
    """Per option name, the (scheme, Option) pairs that declare it, in registry order."""
    from mechgen.runtime import SCHEMES

    found: dict[str, list] = {}
    for s in SCHEMES.values():
        for option in s.options:
            if option.kind != "api" and option.name not in MECHANISM_OPTIONS:
                found.setdefault(option.name, []).append((s.name, option))
    return found


def scheme_flags(parser) -> None:
    """One flag per scheme option (mechgen.runtime.scheme.Option), read from the registry; the
    help of an option several schemes declare says which, with each one's help where they
    differ."""
    from mechgen.runtime import SCHEMES

    for uses in _scheme_options().values():
        option = uses[0][1]
        helps = dict.fromkeys(o.help for _, o in uses)
        names = ", ".join(s for s, _ in uses)
        if len(uses) == len(SCHEMES) and len(helps) == 1:
            text = option.help
        elif len(helps) == 1:
            text = f"{names}: {option.help}"
        else:
            text = "; ".join(f"{s}: {o.help}" for s, o in uses)
        kwargs = {"dest": option.name, "default": None, "help": text}
        if option.kind == "flag":
            kwargs["action"] = "store_true"
        elif option.kind == "pair":
            kwargs.update(type=float, nargs=2, metavar=option.metavar)
        elif option.kind == "list":
            kwargs.update(type=lambda text: text.split(","), metavar="A,B,...")
        else:
            kwargs.update(type=option.parse, choices=option.choices, metavar=option.metavar)
        parser.add_argument(option.flag, **kwargs)


def scheme_options(args) -> dict:
    """The scheme options given on the command line (the scheme checks that they apply)."""
    options = {name: getattr(args, name) for name in MECHANISM_OPTIONS}
    for name, uses in _scheme_options().items():
        value = getattr(args, name)
        if value is not None:
            options[name] = tuple(value) if uses[0][1].kind == "pair" else value
    return options


def run_arguments(sp_) -> None:
    """What simulate and sweep share: scheme, formulation, backend, step and end time."""
    sp_.add_argument(
        "--scheme", required=True, choices=scheme_choices(), help=scheme_help(), metavar="SCHEME"
    )
    sp_.add_argument(
        "--formulation", choices=formulation_choices(), help=formulation_help(), metavar="FORM"
    )
    sp_.add_argument("--backend", default="numpy", choices=backend_choices())
    sp_.add_argument("--h", type=float, required=True, help="step size")
    sp_.add_argument("--t-end", type=float, required=True, help="end time")


def parser() -> argparse.ArgumentParser:
    from mechgen.runtime.drift import DRIFT_TOLERANCE

    p = argparse.ArgumentParser(
        prog="mechgen",
        description="Symbolic equation generator with "
        "code emission for constrained multibody systems.",
    )
    p.add_argument("--version", action="version", version=f"mechgen {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="list the bundled example mechanisms").set_defaults(func=cmd_list)

    def mech(sp_):
        sp_.add_argument(
            "mechanism",
            metavar="MECH",
            help="bundled example name (mechgen list), a Python file with build(), or a "
            "YAML/JSON model file",
        )
        sp_.add_argument(
            "--assemble",
            action="store_true",
            help="accept an initial configuration that violates the constraints and "
            "assemble it by Newton projection",
        )

    g = sub.add_parser("generate", help="emit the solver module of a mechanism")
    mech(g)
    g.add_argument(
        "--formulation",
        required=True,
        choices=formulation_choices(),
        help=formulation_help(),
        metavar="FORM",
    )
    g.add_argument("--backend", default="numpy", choices=backend_choices())
    g.add_argument("--scheme", help="emit only what this scheme needs")
    g.add_argument("-o", "--output", default=".", help="output directory")
    g.add_argument("--strict", action="store_true", help="redundant constraints are an error")
    g.add_argument(
        "--keep-redundant",
        action="store_true",
        help="keep redundant constraint rows instead of dropping them",
    )
    g.set_defaults(func=cmd_generate)

    s = sub.add_parser("simulate", help="run a scheme on a mechanism")
    mech(s)
    run_arguments(s)
    s.add_argument("--param", action="append", metavar="NAME=VALUE", help="parameter value")
    s.add_argument("--out", help="write the time series to FILE.npz or FILE.csv")
    s.add_argument("--json", action="store_true", help="print the JSON summary only")
    s.add_argument(
        "--reactions",
        action="store_true",
        help="add the physical joint reactions and driver efforts to the results",
    )
    scheme_flags(s)
    s.add_argument(
        "--retry-halving",
        type=_non_negative,
        default=0,
        metavar="K",
        help="redo a failed step with h/2, h/4, ..., h/2^K before giving up (default 0)",
    )
    s.add_argument(
        "--singular-cond",
        type=float,
        metavar="C",
        help="stop where the condition number of the constraint Jacobian exceeds C",
    )
    s.add_argument(
        "--chunk-steps",
        type=_positive,
        default=10_000,
        metavar="N",
        help="steps held in memory at a time; --out is written chunk by chunk (default 10000)",
    )
    s.add_argument(
        "--every",
        type=_positive,
        default=1,
        metavar="K",
        help="store every K-th step and the last (default 1); the summary judges every step",
    )
    s.add_argument(
        "--blas-threads",
        type=_positive,
        default=1,
        metavar="N",
        help="threads numpy's linear algebra may use during the run (default 1: the schemes "
        "solve small systems, where threads only cost)",
    )
    s.add_argument(
        "--drift-tol",
        type=_positive_float,
        default=DRIFT_TOLERANCE,
        metavar="TOL",
        help="constraint drift |Phi| past TOL of the mechanism's size gets a notice naming "
        f"the joint (default {DRIFT_TOLERANCE:g})",
    )
    s.add_argument(
        "--strict",
        action="store_true",
        help="stop at the first step whose constraint drift exceeds --drift-tol, or, on a "
        "conservative mechanism, whose energy drifts past 1e-2 of its scale (an error naming "
        "the joint or the energy, step and time; the steps before it are saved)",
    )
    s.add_argument("--quiet", action="store_true", help="no progress on stderr")
    s.set_defaults(func=cmd_simulate)

    la = sub.add_parser("latex", help="write the derived formulas as a .tex file")
    mech(la)
    la.add_argument("--formulation", required=True, choices=formulation_choices())
    la.add_argument("--only", help="comma-separated entries (default: every entry)")
    la.add_argument("--pdf", action="store_true", help="also compile it (latexmk or pdflatex)")
    la.add_argument("-o", "--output", help="output .tex file")
    la.set_defaults(func=cmd_latex)

    sw = sub.add_parser("sweep", help="run a scheme over a parameter grid on Dask")
    mech(sw)
    run_arguments(sw)
    scheme_flags(sw)
    sw.add_argument(
        "--param", action="append", metavar="NAME=START:STOP:N", help="a grid axis (repeatable)"
    )
    sw.add_argument("--samples", help="CSV file of parameter samples (one column per parameter)")
    sw.add_argument(
        "--scheduler", default="local", help="'local' (a LocalCluster) or a scheduler address"
    )
    sw.add_argument("--workers", type=_positive, default=2, help="LocalCluster workers (default 2)")
    sw.add_argument("-o", "--output", required=True, help="result table, .csv or .parquet")
    sw.add_argument("--quiet", action="store_true", help="no progress on stderr")
    sw.set_defaults(func=cmd_sweep)

    ex = sub.add_parser("export", help="write a mechanism as a YAML or JSON model file")
    mech(ex)
    ex.add_argument("-o", "--output", required=True, help="output .yaml, .yml or .json")
    ex.set_defaults(func=cmd_export)

    sc = sub.add_parser("schema", help="print the JSON Schema of model files")
    sc.set_defaults(func=cmd_schema)

    pl = sub.add_parser("plot", help="write PNG plots of a saved run (.npz)")
    pl.add_argument("run", help="a .npz written by simulate --out")
    pl.add_argument("-o", "--output", help="output directory (default: next to the run)")
    pl.set_defaults(func=cmd_plot)

    an = sub.add_parser("animate", help="write an animation (GIF, or MP4 with ffmpeg) of a run")
    an.add_argument("run", help="a .npz written by simulate --out")
    an.add_argument("-o", "--output", help="output .gif or .mp4 (default: RUN.gif)")
    an.add_argument("--frames", type=int, default=80, help="number of frames (default 80)")
    an.set_defaults(func=cmd_animate)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    _SAID.clear()
    warnings.simplefilter("default")
    warnings.showwarning = lambda msg, cat, *rest, **kw: _notice(str(msg))
    try:
        with stop_signals(_stop):
            return args.func(args)
    except KeyboardInterrupt as exc:
        return _interrupted(exc)
    except MechgenError as exc:
        print(f"mechgen: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as exc:  # a bug of ours: still no bare traceback for the user
        print(
            f"mechgen: internal error: {type(exc).__name__}: {exc} (please report it with the "
            "command line that caused it)",
            file=sys.stderr,
        )
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
