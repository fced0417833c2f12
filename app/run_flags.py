"""Scheme and run options on the command line: one flag per option of the schemes' registry
(:class:`mechgen.runtime.scheme.Option`), and the options of a run read back from the parsed
arguments, each flag checked against the scheme it is given to.
"""

from __future__ import annotations

import argparse

from mechgen.core.errors import MechgenError

#: scheme options the command line owns itself (they also steer generation)
MECHANISM_OPTIONS = ("assemble",)


def _scheme_options(names: tuple[str, ...] | None = None) -> dict[str, list]:
    """Per option name, the (scheme, Option) pairs that declare it, in registry order (of the
    schemes ``names``, default all)."""
    from mechgen.runtime import SCHEMES

    found: dict[str, list] = {}
    for s in SCHEMES.values():
        if names is not None and s.name not in names:
            continue
        for option in s.options:
            if option.kind != "api" and option.name not in MECHANISM_OPTIONS:
                found.setdefault(option.name, []).append((s.name, option))
    return found


def scheme_flags(parser: argparse.ArgumentParser, names: tuple[str, ...] | None = None) -> None:
    """One flag per scheme option (mechgen.runtime.scheme.Option), read from the registry, in a
    group of their own (the options of the schemes ``names``, default all); the help of an
    option several schemes declare says which, with each one's help and default where they
    differ."""
    from mechgen.runtime import SCHEMES

    group = parser.add_argument_group("scheme options (each applies to the schemes it names)")
    for uses in _scheme_options(names).values():
        option = uses[0][1]
        helps: dict[str, list[str]] = {}
        for name, o in uses:
            helps.setdefault(o.described, []).append(name)
        if len(uses) == len(names or SCHEMES) and len(helps) == 1:
            text = option.described
        else:
            text = "; ".join(
                f"{', '.join(schemes)}: {described}" for described, schemes in helps.items()
            )
        kwargs = {"dest": option.name, "default": None, "help": text.replace("%", "%%")}
        if option.kind == "flag":
            kwargs["action"] = "store_true"
        elif option.kind == "pair":
            kwargs.update(type=float, nargs=2, metavar=option.metavar)
        elif option.kind == "list":
            kwargs.update(type=lambda text: text.split(","), metavar="A,B,...")
        else:
            kwargs.update(type=option.parse, choices=option.choices, metavar=option.metavar)
        group.add_argument(option.flag, **kwargs)


#: the run options' flags (dest -> field of mechgen.runtime.run_options.RunOptions) of the
#: commands that have them (simulate; a sweep has only the scheme's own)
RUN_FLAGS = {
    "reactions": "reactions",
    "retry_halving": "retry_halving",
    "singular_cond": "singular_cond",
    "chunk_steps": "chunk_steps",
    "every": "save_every",
    "blas_threads": "blas_threads",
    "drift_tol": "drift_tol",
    "strict": "strict",
    "keep_going": "keep_going",
    "error_tol": "error_tol",
}


def run_options(args: argparse.Namespace):
    """The run's options from the command line, one record
    (:class:`mechgen.runtime.run_options.RunOptions`): the run flags the command has and the
    scheme's options (:func:`scheme_options`).

    Raises:
        MechgenError: as :func:`scheme_options`.
    """
    from mechgen.runtime.run_options import RunOptions

    own = {field: getattr(args, dest) for dest, field in RUN_FLAGS.items() if hasattr(args, dest)}
    return RunOptions.of(**own, **scheme_options(args))


def scheme_options(args: argparse.Namespace) -> dict:
    """The scheme options given on the command line.

    Raises:
        MechgenError: a flag of another scheme, naming the flags ``args.scheme`` takes (the
            runtime's own check names the Python keywords)."""
    from mechgen.runtime import SCHEMES

    taken = [o for o in SCHEMES[args.scheme].options if o.kind != "api"]
    names = {o.name for o in taken}
    options = {name: getattr(args, name) for name in MECHANISM_OPTIONS}
    foreign = []
    for name, uses in _scheme_options().items():
        value = getattr(args, name, None)  # a command may offer some schemes' flags only
        if value is None:
            continue
        options[name] = tuple(value) if uses[0][1].kind == "pair" else value
        if name not in names:
            foreign.append(uses[0][1].flag)
    if foreign:
        flags = [o.flag for o in taken if o.name not in MECHANISM_OPTIONS]
        verb = "does" if len(foreign) == 1 else "do"
        raise MechgenError(
            f"{', '.join(foreign)} {verb} not apply to scheme '{args.scheme}' (its options: "
            f"{', '.join(flags) or 'none'})"
        )
    return options
