"""``mechgen list``: the bundled examples as a table that fits :data:`WIDTH` columns, with the
paper each comes from (author and year in the table, the full references below it) and the
schemes it runs with (each with its formulations, from the scheme registry)."""

from __future__ import annotations

import textwrap

from mechgen.core.papers import PAPERS
from mechgen.examples import About, catalogue
from mechgen.runtime import SCHEMES

#: columns of the listing
WIDTH = 100
_HEAD = ("example", "mechanism", "from", "schemes (formulations)")
#: column widths; with two spaces between columns they sum to WIDTH
_COLUMNS = (25, 29, 21, 19)
_GAP = "  "


def _runs(about: About) -> str:
    """ "kinematics, index3 (rA, rp, re)": schemes that share formulations are grouped."""
    groups: dict[tuple[str, ...], list[str]] = {}
    for name in about.schemes:
        groups.setdefault(SCHEMES[name].formulations, []).append(name)
    return "; ".join(f"{', '.join(names)} ({', '.join(forms)})" for forms, names in groups.items())


def _source(about: About) -> str:
    if about.source is None:
        return "mechgen's own"
    return f"{PAPERS[about.source].cite}, {about.where}"


def table(rows: list[tuple[str, ...]]) -> list[str]:
    """Rows of cells as lines: each cell wrapped to its column (:data:`_COLUMNS`), a row as
    tall as its tallest cell."""
    lines = []
    for row in rows:
        cells = [
            textwrap.wrap(text, width, break_on_hyphens=False) or [""]
            for text, width in zip(row, _COLUMNS, strict=True)
        ]
        for k in range(max(map(len, cells))):
            parts = [
                (cell[k] if k < len(cell) else "").ljust(width)
                for cell, width in zip(cells, _COLUMNS, strict=True)
            ]
            lines.append(_GAP.join(parts).rstrip())
    return lines


def listing() -> str:
    """The table of examples, then the references of the papers it cites."""
    examples = catalogue()
    rows = [(name, a.what, _source(a), _runs(a)) for name, a in examples]
    rule = tuple("-" * width for width in _COLUMNS)
    lines = table([_HEAD, rule, *rows])
    cited = dict.fromkeys(a.source for _, a in examples if a.source is not None)
    lines += ["", "papers:"]
    for key in cited:
        paper = PAPERS[key]
        lines += textwrap.wrap(
            f"{paper.cite}: {paper.reference}",
            WIDTH,
            initial_indent="  ",
            subsequent_indent="      ",
            break_on_hyphens=False,
        )
    return "\n".join(lines)
