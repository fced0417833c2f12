"""Writes the reference pages of docs/reference/ from the code itself, never by hand: the
command line (the argparse parsers' help), the model-file schema (``mechgen schema``), the
JSON summary's keys (``SUMMARY_FIELDS``), the whole-loop kernels' interface and status codes
(``mechgen.core.kernel_interface``) and the Python API's index (``mechgen.__all__``, rendered
from the docstrings by mkdocstrings).

Run: python docs/reference.py (``--check`` exits 1 when a page is not what the code gives; the
test suite runs that check, tests/test_generated_pages.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

from written_pages import main

ROOT = Path(__file__).resolve().parent.parent
PAGES = ROOT / "docs" / "reference"
#: the line every written page starts its body with
WRITTEN = "Written by `python docs/reference.py` from {what}; do not edit."


def cli_page() -> str:
    """Every command's ``--help``, as the command line prints it."""
    from mechgen.arguments import parser

    grammar = parser()
    commands = grammar._subparsers._group_actions[0].choices  # the subparsers, by name
    lines = [
        "# Command line",
        "",
        WRITTEN.format(what="the argparse parsers of `mechgen.arguments`"),
        "",
        "```text",
        grammar.format_help().rstrip(),
        "```",
    ]
    for name, sub in commands.items():
        lines += ["", f"## mechgen {name}", "", "```text", sub.format_help().rstrip(), "```"]
    return "\n".join(lines) + "\n"


def _type(node: dict) -> str:
    choices = node.get("oneOf") or node.get("anyOf")
    if choices:
        return " or ".join(dict.fromkeys(_type(c) for c in choices))
    kind = node.get("type", "")
    if isinstance(kind, list):
        kind = " or ".join(kind)
    if kind == "array" and isinstance(node.get("items"), dict):
        inner = _type(node["items"])
        kind = f"array of {inner}" if inner else kind
    if "enum" in node:
        kind = (kind + ": " if kind else "") + ", ".join(f"`{v}`" for v in node["enum"])
    return kind


def _cell(text: str) -> str:
    """Text in a Markdown table cell: no column break, no line break, no HTML tag."""
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("|", "\\|")
        .replace("\n", " ")
    )


def _rows(node: dict, prefix: str, required: set[str]) -> list[str]:
    rows = []
    for name, child in node.get("properties", {}).items():
        key = f"{prefix}{name}"
        mark = " (required)" if name in required else ""
        rows.append(
            f"| `{key}`{mark} | {_cell(_type(child))} | {_cell(child.get('description', ''))} |"
        )
        items = child.get("items") if child.get("type") == "array" else None
        if isinstance(items, dict) and "properties" in items:
            rows += _rows(items, f"{key}[].", set(items.get("required", ())))
        if child.get("type") == "object" and "properties" in child:
            rows += _rows(child, f"{key}.", set(child.get("required", ())))
    return rows


def schema_page() -> str:
    """The model file's fields with their types and descriptions (units in them)."""
    from mechgen.symbolic.model_schema import SCHEMA

    lines = [
        "# Model-file schema",
        "",
        WRITTEN.format(what="`mechgen schema` (`mechgen.symbolic.model_schema.SCHEMA`)"),
        "",
        "A model file is YAML or JSON (the tutorial's [model file](../tutorial/describe.md)).",
        "Numbers may be expressions of the parameters where the description says so.",
        "",
        "| field | type | what |",
        "|---|---|---|",
        *_rows(SCHEMA, "", set(SCHEMA.get("required", ()))),
    ]
    return "\n".join(lines) + "\n"


def summary_page() -> str:
    """The JSON summary's keys (``mechgen.runtime.results.SUMMARY_FIELDS``)."""
    from mechgen.runtime.results import SUMMARY_FIELDS

    lines = [
        "# The JSON summary",
        "",
        WRITTEN.format(what="`mechgen.runtime.results.SUMMARY_FIELDS`"),
        "",
        "What `mechgen simulate --json` prints and `Result.summary()` returns; a sweep's table",
        "has one column per scalar key. A body at rest reads an energy error of about 1 of its",
        "scale (round-off against round-off; the absolute value says how small it is).",
        "",
        "| key | what |",
        "|---|---|",
    ]
    lines += [
        f"| {', '.join(f'`{k}`' for k in keys)} | {_cell(what)} |" for keys, what in SUMMARY_FIELDS
    ]
    return "\n".join(lines) + "\n"


def kernels_page() -> str:
    """Each whole-loop kernel's arguments and the status codes every kernel returns."""
    from mechgen.core.kernel_interface import HEAD, INTERFACES, STATUSES, TAIL

    lines = [
        "# Whole-loop kernels (C)",
        "",
        WRITTEN.format(what="`mechgen.core.kernel_interface`"),
        "",
        "A C module holds `<prefix><kernel>_run(...)` for each kernel its entries allow and",
        "`<prefix><kernel>_work(...)`, the doubles of work memory the caller passes. Every",
        "kernel's arguments are the common head, its own settings and per-row outputs, and the",
        "common tail. Shapes name the module's sizes or the kernel's integer settings; a per-row",
        "output has n_steps + 1 rows of its shape, row 0 the state it starts from.",
        "",
        "## Common head and tail",
        "",
        "| argument | C type | shape | what |",
        "|---|---|---|---|",
    ]
    lines += [_argument(a) for a in (*HEAD, *TAIL)]
    for kernel in INTERFACES.values():
        restart = {
            "": "runs on the runtime's start only",
            "state": "another program may run it on from its last row (the FMU)",
            "accelerations": "another program may run it on from its last row and restart it "
            "with the index-1 accelerations (the FMU)",
        }[kernel.restart]
        lines += [
            "",
            f"## {kernel.name}",
            "",
            f"{kernel.doc[0].upper()}{kernel.doc[1:]}: `<prefix>{kernel.symbol}_run`; {restart}.",
            "",
            "| argument | C type | shape | what |",
            "|---|---|---|---|",
        ]
        lines += [_argument(a) for a in (*kernel.settings, *kernel.outputs)]
    lines += ["", "## Status codes", "", "| code | name | meaning |", "|---|---|---|"]
    lines += [f"| {code} | `{name}` | {_cell(message)} |" for code, name, message in STATUSES]
    return "\n".join(lines) + "\n"


def _argument(a) -> str:
    shape = " x ".join(str(s) for s in a.shape) if a.shape else ""
    ctype = a.c_declaration.rsplit(a.name, 1)[0].strip()
    return f"| `{a.name}` | `{ctype}` | {shape} | {_cell(a.doc)} |"


def api_page() -> str:
    """The public API (``from mechgen import ...``), each name rendered from its docstring."""
    import mechgen

    lines = [
        "# Python API",
        "",
        WRITTEN.format(what="`mechgen.__all__`; each entry from its docstring by mkdocstrings"),
        "",
        "Everything a script needs is imported from the package itself, lazily",
        "(`import mechgen` loads neither sympy nor numpy):",
        "",
        "```python",
        "from mechgen import " + ", ".join(n for n in mechgen.__all__ if n != "__version__"),
        "```",
    ]
    for name in mechgen.__all__:
        if name == "__version__":
            continue
        target = getattr(mechgen, name)  # where it is defined, not where it is re-exported
        lines += ["", f"::: {target.__module__}.{target.__qualname__}"]
    return "\n".join(lines) + "\n"


#: each page: (file under docs/reference, writer)
PAGE_WRITERS = (
    ("cli.md", cli_page),
    ("schema.md", schema_page),
    ("summary.md", summary_page),
    ("kernels.md", kernels_page),
    ("api.md", api_page),
)


def pages() -> dict[Path, str]:
    return {PAGES / page: writer() for page, writer in PAGE_WRITERS}


if __name__ == "__main__":
    sys.exit(main(pages, "python docs/reference.py", __doc__.splitlines()[0]))
