"""How the command line's help is laid out: the width of its own text, the formatter that keeps
descriptions and epilogs as written and ends every option's help with its default, and the
two-column tables of names and what each is.
"""

from __future__ import annotations

import argparse
import textwrap

#: columns of the help's own tables
WIDTH = 100


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """Descriptions and epilogs as written (their examples and tables keep their lines); the
    help of every option that has a default ends with it, unless it says it already."""

    def __init__(self, prog: str) -> None:
        # argparse wraps the usage a column or two past its width
        super().__init__(prog, max_help_position=30, width=WIDTH - 2)

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        default = action.default
        if (
            not action.option_strings
            or default is None
            or default is False
            or default is argparse.SUPPRESS
            or "(default" in text
        ):
            return text
        return f"{text} (default %(default)s)"


def table(items: list[tuple[str, str]]) -> str:
    """``name  text`` lines, the text wrapped under itself."""
    column = max(len(name) for name, _ in items) + 4
    return "\n".join(
        textwrap.fill(
            text,
            WIDTH,
            initial_indent=f"  {name}".ljust(column),
            subsequent_indent=" " * column,
            break_on_hyphens=False,
        )
        for name, text in items
    )
