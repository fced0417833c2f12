"""Command line interface (DESIGN.md, "CLI (contract)"): a thin layer over symbolic, codegen and
runtime, one function per command; the grammar and help are :mod:`mechgen.arguments`. Errors go
to stderr with a message naming the cause and the exit codes of :mod:`mechgen.arguments`
(README, "Exit codes")."""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import warnings

from mechgen.arguments import EXIT_FAILED, EXIT_INTERNAL, EXIT_OK, complete, parser
from mechgen.core.errors import MechgenError, SolverError
from mechgen.core.escaping import printable
from mechgen.core.outputs import Interrupts, atomic, check_output, interrupt, stop_signals
from mechgen.option_values import params
from mechgen.run_flags import run_options


def cmd_list(args: argparse.Namespace) -> int:
    from mechgen.listing import listing

    print(listing())
    return EXIT_OK


def _reading(args) -> dict:
    """How the mechanism file is read: ``--floating-base`` for a URDF file.

    Raises:
        MechgenError: --floating-base with anything but a URDF file.
    """
    if not args.floating_base:
        return {}
    if not str(args.mechanism).lower().endswith(".urdf"):
        raise MechgenError(
            f"--floating-base applies to a URDF file, not '{printable(str(args.mechanism))}' "
            "(an MJCF file states its free joints; a model or Python file its bodies' joints)"
        )
    return {"floating_base": True}


def cmd_generate(args) -> int:
    from mechgen.examples import load_mechanism
    from mechgen.pipeline import generate
    from mechgen.runtime.schemes import required_entries

    entries = required_entries(args.scheme) if args.scheme else None
    paths = generate(
        load_mechanism(args.mechanism, **_reading(args)),
        args.formulation,
        args.backend,
        entries,
        args.scheme or "",
        args.out or ".",
        drop_redundant=not args.keep_redundant,
        strict=args.strict,
        assemble=args.assemble,
    )
    for path in paths:
        print(path)
    return EXIT_OK


def cmd_latex(args) -> int:
    from mechgen.codegen.latex import compile_pdf, report
    from mechgen.examples import load_mechanism
    from mechgen.symbolic import derive

    only = tuple(x.strip() for x in args.only.split(",")) if args.only else None
    if args.out:
        check_output(args.out, (".tex",), "report")
    mechanism = load_mechanism(args.mechanism, **_reading(args))
    eqs = derive(mechanism, args.formulation, only, assemble=args.assemble)
    out = check_output(args.out or f"{mechanism.name}_{args.formulation}.tex", (".tex",))
    text = report(eqs, only)
    with atomic(out) as tmp:
        tmp.write_text(text)
    print(out)
    if args.pdf:
        print(compile_pdf(out))
    return EXIT_OK


def _run_formulation(args) -> str:
    """The formulation a command runs ``args.scheme`` in: ``--formulation``, the emitted
    module's own, or the scheme's first.

    Raises:
        MechgenError: a formulation the scheme does not work on.
    """
    from mechgen.pipeline import run_formulation
    from mechgen.runtime import formulations

    accepted = formulations(args.scheme)
    formulation = run_formulation(args.mechanism, args.formulation, accepted[0])
    if formulation not in accepted:
        raise MechgenError(
            f"scheme '{args.scheme}' works on formulations {', '.join(accepted)}, not "
            f"'{formulation}'"
        )
    return formulation


def cmd_simulate(args) -> int:
    from mechgen.codegen.backends import backend_named
    from mechgen.pipeline import module_path
    from mechgen.progress import StepBar, status
    from mechgen.runtime import load_module, required_entries
    from mechgen.runtime.series_file import SUFFIXES
    from mechgen.runtime.stream import run_to_file

    if args.out:
        check_output(args.out, SUFFIXES, "-o/--out")
    formulation = _run_formulation(args)
    path = module_path(
        args.mechanism,
        formulation,
        args.backend,
        required_entries(args.scheme),
        args.scheme,
        on_generate=lambda: status(
            f"generating {args.mechanism} ({formulation}, {args.backend})", args.quiet
        ),
        reading=_reading(args),
        assemble=args.assemble,
    )
    config = backend_named(args.backend)
    if config.built is not None and not config.built(path):
        status(config.build_note, args.quiet)
    module = load_module(path)
    options = run_options(args)
    try:
        with StepBar(f"{args.scheme}", args.quiet) as bar:
            summary = run_to_file(
                module,
                args.scheme,
                args.h,
                args.t_end,
                args.out,
                params(args.param),
                progress=bar,
                options=options,
            )
    except SolverError as exc:
        print(f"mechgen: error: {exc}", file=sys.stderr)
        _report_partial(exc)
        return EXIT_FAILED
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
            f"{_energy_line(summary)}; max |Phi| {summary['constraint_violation_max']:.2e}"
            + _condition_line(summary)
            + _estimate_line(summary)
        )
        if args.out:
            print(f"time series written to {args.out}")
    return EXIT_OK


def _estimate_line(summary: dict) -> str:
    """The estimated error of the bodies' positions when --error-tol asked for it."""
    estimate = summary.get("error_estimate")
    if estimate is None:
        return ""
    judged = "" if estimate["tolerance"] is None else f" (tolerance {estimate['tolerance']:g} m)"
    return (
        f"; estimated error {estimate['position_error_max']:.3g} m at body "
        f"'{printable(estimate['body'])}', t = {estimate['t']:.6g}{judged}"
    )


def _condition_line(summary: dict) -> str:
    """The iteration matrix's condition numbers when --record-cond recorded them."""
    cond = summary.get("iteration_matrix_condition")
    if cond is None:
        return ""
    return (
        f"; cond(iteration matrix) min {cond['min']:.3g}, median {cond['median']:.3g}, "
        f"max {cond['max']:.3g}"
    )


def _energy_line(summary: dict) -> str:
    """The energy error as the summary judges it: the drift of a conservative mechanism, else
    the balance E - E0 - W with the work W done on it (mechgen.runtime.balance)."""
    scale = f"of {summary['energy_scale']:.3g} J"
    if summary["energy_judged_by"] == "drift":
        return (
            f"energy drift {summary['energy_drift_max']:.2e} J "
            f"({summary['energy_drift_max_rel']:.2e} {scale}, conservative)"
        )
    return (
        f"energy balance |E - E0 - W| {summary['energy_balance_max']:.2e} J "
        f"({summary['energy_balance_max_rel']:.2e} {scale}; work done W = "
        f"{summary['work_final']['total']:.4g} J)"
    )


#: the notices this process printed (a model's notice is a warning when it is generated and
#: again in the run's summary: it is said once)
_SAID: set[str] = set()


def _notice(text: str) -> None:
    """Prints a notice on stderr, once, as one line whatever user text it quotes (labels and
    names of a model file: no terminal escape, no forged line; issue 37)."""
    if text not in _SAID:
        _SAID.add(text)
        print(f"mechgen: notice: {printable(text)}", file=sys.stderr)


def _stop(signum: int, frame) -> None:
    """SIGINT, SIGTERM, SIGHUP and SIGQUIT stop a command as Ctrl-C does
    (mechgen.core.outputs.stop_signals): a KeyboardInterrupt, so that partial results are saved
    and temporary files removed."""
    raise interrupt(signum)


def _interrupted(exc: KeyboardInterrupt) -> int:
    """Says which signal stopped the command; returns the shell's code for it, 128 + signum
    (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 131 for SIGQUIT)."""
    signum = getattr(exc, "signum", signal.SIGINT)
    print(f"mechgen: interrupted ({signal.Signals(signum).name})", file=sys.stderr)
    return 128 + signum


def _report_partial(exc: BaseException) -> None:
    """Says on stderr what the steps computed before a failure or an interrupt noticed (a
    kernel that stepped in Python, an assembled start, ...) and where they went."""
    saved, summary = getattr(exc, "saved", None), getattr(exc, "summary", None)
    for notice in (summary or {}).get("notices", []):
        _notice(notice)
    if saved is not None and summary is not None:
        print(
            f"mechgen: the {summary['steps']} steps up to t = {summary['final']['t']:.6g} are "
            f"saved in {saved}",
            file=sys.stderr,
        )


def cmd_fmu(args) -> int:
    from mechgen.fmu import build_fmu
    from mechgen.pipeline import module_path
    from mechgen.progress import status
    from mechgen.runtime import load_module, required_entries

    out = check_output(args.out, (".fmu",), "-o/--out")
    formulation = _run_formulation(args)
    path = module_path(
        args.mechanism,
        formulation,
        "c",
        required_entries(args.scheme),
        args.scheme,
        on_generate=lambda: status(f"generating {args.mechanism} ({formulation}, c)", False),
        reading=_reading(args),
        assemble=args.assemble,
    )
    module = load_module(path)
    for notice in module.METADATA["notices"]:  # what an imported file has that is not modelled
        _notice(notice)
    print(
        build_fmu(
            module,
            args.scheme,
            args.h,
            out,
            params=params(args.param),
            t_end=args.t_end,
            every=args.every,
            poses=args.poses,
            inputs=tuple(args.input),
            options=run_options(args),
        )
    )
    return EXIT_OK


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
    options = run_options(args)
    find_scheme(args.scheme).options_for(dict(options.scheme))  # here, not in every run
    sweep.table_target(args.out)
    formulation = run_formulation(args.mechanism, args.formulation, formulations(args.scheme)[0])
    path = module_path(
        args.mechanism,
        formulation,
        args.backend,
        required_entries(args.scheme),
        args.scheme,
        reading=_reading(args),
    )
    module = load_module(path)  # emits and compiles once, before the workers start
    unknown = sorted(set(points.names) - set(module.PARAMETERS))
    if unknown:
        raise MechgenError(
            f"unknown parameter(s) {', '.join(map(printable, unknown))} "
            f"(known: {', '.join(module.PARAMETERS) or 'none'})"
        )
    start = time.perf_counter()
    interrupts = Interrupts()  # the sweep stops at its safe points, its rows handed over
    with sweep.Table(args.out) as table, stop_signals(interrupts.handle):
        try:
            with StepBar("sweep", args.quiet, unit="run", delay=0.0) as bar:
                for row in sweep.stream(
                    path,
                    args.scheme,
                    args.h,
                    args.t_end,
                    points,
                    args.scheduler,
                    args.workers,
                    bar,
                    options,
                    interrupts.check,
                ):
                    table.add(row)
        except KeyboardInterrupt as exc:
            code = _interrupted(exc)
            for row in getattr(exc, "rows", []):
                table.add(row)
            if table.rows:
                table.write()
                done = f"the {table.rows} finished runs are saved in {args.out}"
            else:
                done = "no run had finished; nothing written"
            print(f"mechgen: {done} ({len(points)} runs asked)", file=sys.stderr)
            return code
        elapsed = time.perf_counter() - start
        table.write()
    print(
        f"{table.rows} runs ({table.failed} failed) in {elapsed:.1f} s "
        f"({table.rows / elapsed:.2f} runs/s) -> {args.out}"
    )
    return EXIT_OK


def cmd_export(args) -> int:
    from mechgen.examples import load_mechanism
    from mechgen.symbolic.model_export import write
    from mechgen.symbolic.model_file import SUFFIXES

    check_output(args.out, SUFFIXES, "model file")
    print(write(load_mechanism(args.mechanism, **_reading(args)), args.out))
    return EXIT_OK


def cmd_schema(args) -> int:
    from mechgen.symbolic.model_schema import SCHEMA

    print(json.dumps(SCHEMA, indent=2))
    return EXIT_OK


def cmd_plot(args) -> int:
    from mechgen.plotting import plot

    for path in plot(args.run, args.out):
        print(path)
    return EXIT_OK


def cmd_animate(args) -> int:
    from mechgen.animation import animate

    print(animate(args.run, args.out, args.frames))
    return EXIT_OK


#: the function of each command (mechgen.arguments.parser names them in ``args.command``)
COMMANDS = {
    "list": cmd_list,
    "generate": cmd_generate,
    "simulate": cmd_simulate,
    "fmu": cmd_fmu,
    "latex": cmd_latex,
    "sweep": cmd_sweep,
    "export": cmd_export,
    "schema": cmd_schema,
    "plot": cmd_plot,
    "animate": cmd_animate,
}


def _pipe_closed() -> int:
    """The reader of stdout went away (``mechgen schema | head -1``): not an error. Later
    writes, and Python's own flush at exit, go to /dev/null instead of raising again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return EXIT_OK


def main(argv: list[str] | None = None) -> int:
    """Runs one command line; returns its exit code (mechgen.arguments, EXIT_*)."""
    grammar = parser()
    complete(grammar)
    args = grammar.parse_args(argv)
    _SAID.clear()
    warnings.simplefilter("default")
    warnings.showwarning = lambda msg, cat, *rest, **kw: _notice(str(msg))
    try:
        with stop_signals(_stop):
            code = COMMANDS[args.command](args)
            sys.stdout.flush()
            return code
    except BrokenPipeError:
        return _pipe_closed()
    except KeyboardInterrupt as exc:
        return _interrupted(exc)
    except MechgenError as exc:
        print(f"mechgen: error: {exc}", file=sys.stderr)
        return EXIT_FAILED
    except Exception as exc:  # a bug of ours: still no bare traceback for the user
        print(
            f"mechgen: internal error: {type(exc).__name__}: {exc} (please report it with the "
            "command line that caused it)",
            file=sys.stderr,
        )
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
