"""What the registries say, for the command line: the choices of ``--scheme``,
``--formulation`` and ``--backend``, and a table of each for the help (what a scheme is, its
paper and formulations; what a formulation's coordinates are; what a backend emits), read from
:data:`mechgen.runtime.SCHEMES`, :data:`mechgen.runtime.coordinates.COORDINATES` and
:mod:`mechgen.codegen.backends`, never from text written here.
"""

from __future__ import annotations

from mechgen.help_format import table


def scheme_choices() -> tuple[str, ...]:
    from mechgen.runtime import SCHEMES

    return tuple(SCHEMES)


def formulation_choices() -> tuple[str, ...]:
    """Every formulation, in the order the schemes name them."""
    from mechgen.runtime import SCHEMES

    return tuple(dict.fromkeys(f for s in SCHEMES.values() for f in s.formulations))


def backend_choices() -> tuple[str, ...]:
    from mechgen.codegen.backends import names

    return names()


def schemes_table(names: tuple[str, ...] | None = None) -> str:
    """Each scheme (of ``names``, default all): what it is, its paper, the formulations it
    takes (the first the default)."""
    from mechgen.core.papers import PAPERS
    from mechgen.runtime import SCHEMES

    items = []
    for s in SCHEMES.values():
        if names is not None and s.name not in names:
            continue
        cite = f" ({PAPERS[s.source].cite})" if s.source else ""
        first, *rest = s.formulations
        forms = ", ".join([f"{first} (default)", *rest])
        items.append((s.name, f"{s.summary}{cite}. Formulations: {forms}."))
    return "schemes (--scheme):\n" + table(items)


def formulations_table() -> str:
    """Each formulation with what its coordinates are."""
    from mechgen.runtime.coordinates import COORDINATES

    items = [(name, COORDINATES[name].summary) for name in formulation_choices()]
    return "formulations (--formulation):\n" + table(items)


def backends_table() -> str:
    """Each backend with what it emits."""
    from mechgen.codegen.backends import backend_named

    items = [(name, backend_named(name).summary) for name in backend_choices()]
    return "backends (--backend):\n" + table(items)
