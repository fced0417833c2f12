"""Line layout of long formulas for the LaTeX report: every display line fits the page.

TeX breaks no line inside a display, so a cell of the report has to arrive in lines that fit.
A cell is broken between the terms of its sum; a term still too wide has its widest inner sum
replaced by an auxiliary term :math:`\\mathsf{T}_k`, defined after the entry, and so on until
it fits (an auxiliary's own definition is laid out the same way). Equal sums share one
auxiliary within an entry.

Widths are estimated from the LaTeX source in *units* of about one digit of 10 pt math (5 pt):
a lower-case letter or digit 1, a capital 1.4, a binary operator with its spacing 2.2, a
fraction the wider of its numerator and denominator, a sub- or superscript 0.7 of its content,
``\\left``/``\\right`` one delimiter, a named function its name. A unit is then taken at the
widest that TeX was measured to set (:data:`PT_PER_UNIT`), so that a line that fits by
estimate fits on paper; the report test compiles every bundled example and reads TeX's log.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import sympy as sp
from sympy.printing.latex import LatexPrinter

#: The report's text width: landscape A4 with 1.5 cm margins (templates/latex/report.tex.j2).
TEXT_WIDTH_PT = 759.0
#: Points per unit of :func:`width`, taken wide: on 300 lines of a report, TeX set 4.6-5.85 pt
#: per estimated unit (5.2 the median).
PT_PER_UNIT = 6.0

_TOKEN = re.compile(r"\\[A-Za-z]+|\\.|[{}_^\[\]]|[^\s]")
_FRACTIONS = {r"\frac", r"\dfrac", r"\tfrac", r"\binom"}
_SPACES = {r"\quad": 2.0, r"\qquad": 4.0, r"\,": 0.3, r"\:": 0.4, r"\;": 0.5, r"\ ": 0.5}
_OPERATORS = {r"\cdot", r"\times", r"\pm", r"\mp", r"\leq", r"\geq", r"\neq", r"\equiv"}
_ONE_ARGUMENT = {
    r"\mathrm",
    r"\mathsf",
    r"\mathbf",
    r"\mathit",
    r"\mathtt",
    r"\mathcal",
    r"\mathscr",
    r"\mathfrak",
    r"\mathbb",
    r"\boldsymbol",
    r"\bm",
    r"\text",
    r"\operatorname",
    r"\dot",
    r"\ddot",
    r"\dddot",
    r"\ddddot",
    r"\bar",
    r"\hat",
    r"\check",
    r"\breve",
    r"\acute",
    r"\grave",
    r"\tilde",
    r"\vec",
    r"\mathring",
    r"\overline",
    r"\underline",
}
_FUNCTIONS = {
    r"\sin", r"\cos", r"\tan", r"\cot", r"\sec", r"\csc", r"\sinh", r"\cosh", r"\tanh",
    r"\coth", r"\arcsin", r"\arccos", r"\arctan", r"\log", r"\ln", r"\exp", r"\max", r"\min",
    r"\arg", r"\det", r"\sup", r"\inf", r"\lim",
}  # fmt: skip
_BINARY = {"+": 2.2, "-": 2.2, "=": 2.4, "<": 2.4, ">": 2.4, ",": 0.8, "(": 0.8, ")": 0.8}


class _WidthReader:
    """A recursive reader of sympy's LaTeX output that adds up the estimated width."""

    def __init__(self, tex: str) -> None:
        self.tokens = _TOKEN.findall(tex)
        self.at = 0

    def _next(self) -> str | None:
        if self.at >= len(self.tokens):
            return None
        self.at += 1
        return self.tokens[self.at - 1]

    def sequence(self, closing: str | None = None) -> float:
        """Items up to ``closing`` (consumed) or the end."""
        total = 0.0
        while self.at < len(self.tokens) and self.tokens[self.at] != closing:
            total += self.item()
        self._next()
        return total

    def item(self) -> float:
        """One atom and the scripts on it."""
        width = self.atom()
        while self.at < len(self.tokens) and self.tokens[self.at] in ("_", "^"):
            self._next()
            width += 0.7 * self.atom()
        return width

    def atom(self) -> float:
        token = self._next()
        if token is None or token in ("}", "]"):
            return 0.0
        if token == "{":
            return self.sequence("}")
        if token in _FRACTIONS:
            return max(self.atom(), self.atom()) + 0.4
        if token in _ONE_ARGUMENT:
            return self.atom()
        if token == r"\sqrt":
            index = 0.0
            if self.at < len(self.tokens) and self.tokens[self.at] == "[":
                self._next()
                index = 0.7 * self.sequence("]")
            return index + self.atom() + 1.5
        if token in (r"\left", r"\right"):
            delimiter = self._next()
            return 0.0 if delimiter == "." else 0.8
        if token in _SPACES:
            return _SPACES[token]
        if token in _OPERATORS:
            return 2.2
        if token in _FUNCTIONS:
            return len(token) - 1 + 0.3
        if token.startswith("\\") and len(token) > 2:
            return 1.2
        if token.isupper():
            return 1.4
        return _BINARY.get(token, 1.0)


def width(tex: str, limit: float = math.inf) -> float:
    """The estimated printed width of sympy's LaTeX ``tex`` in units (module docstring); the
    reading stops once the width is known to exceed ``limit``."""
    reader = _WidthReader(tex)
    total = 0.0
    while reader.at < len(reader.tokens) and total <= limit:
        total += reader.item()
    return total


class _RememberingPrinter(LatexPrinter):
    """sympy's LaTeX printer that prints each subexpression once: a report prints the same
    sums again and again as it narrows terms (a LatexPrinter has no state but its settings, so
    a subexpression printed without keyword arguments prints the same everywhere)."""

    def __init__(self, names: dict[sp.Symbol, str]) -> None:
        super().__init__({"symbol_names": names})
        self._printed: dict[sp.Basic, str] = {}

    def _print(self, expr, **kwargs) -> str:
        if kwargs:
            return super()._print(expr, **kwargs)
        if expr not in self._printed:
            self._printed[expr] = super()._print(expr)
        return self._printed[expr]


def _maximal_sums(expr: sp.Basic) -> Iterator[sp.Add]:
    """The sums inside ``expr`` that are not inside another sum (``expr`` itself excluded)."""
    for arg in expr.args:
        if isinstance(arg, sp.Add):
            yield arg
        else:
            yield from _maximal_sums(arg)


@dataclass
class EntryLayout:
    """The layout of one entry's cells, with the auxiliary terms they share.

    Attributes:
        names: the LaTeX name of every symbol (the equation set's); auxiliaries are added.
        label: the widest label of a line (``\\left(M\\right)_{35,35}``), which shares the
            page with it.
        auxiliaries: each auxiliary symbol and the sum it stands for, in order of creation.
    """

    names: dict[sp.Symbol, str] = field(repr=False)
    label: str
    line: float = field(init=False)
    auxiliaries: list[tuple[sp.Symbol, sp.Expr]] = field(default_factory=list, repr=False)
    _printer: _RememberingPrinter = field(init=False, repr=False)
    _by_sum: dict[sp.Expr, sp.Symbol] = field(default_factory=dict, repr=False)
    _widths: dict[sp.Expr, float] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.names = dict(self.names)
        self._printer = _RememberingPrinter(self.names)
        # the rest of the page after the label, "=" or the continuation's "\quad", and a unit
        self.line = TEXT_WIDTH_PT / PT_PER_UNIT - width(self.label) - 3.5

    def latex(self, expr: sp.Basic) -> str:
        return self._printer.doprint(expr)

    def _width(self, expr: sp.Basic) -> float:
        """The width of ``expr``, exact up to a line (wider ones are only known to be wider)."""
        if expr not in self._widths:
            self._widths[expr] = width(self.latex(expr), self.line)
        return self._widths[expr]

    def _auxiliary(self, total: sp.Add) -> sp.Symbol:
        if total not in self._by_sum:
            k = len(self.auxiliaries) + 1
            # A name no identifier can have (a space): never equal to a symbol of the model.
            symbol = sp.Symbol(f"T {k}")
            self.names[symbol] = rf"\mathsf{{T}}_{{{k}}}"
            self._by_sum[total] = symbol
            self.auxiliaries.append((symbol, total))
        return self._by_sum[total]

    def _narrowed(self, term: sp.Expr) -> sp.Expr:
        """``term`` with its widest inner sums replaced by auxiliaries until it fits a line
        after a sign (or no sum is left: a product of symbols is shown as it is)."""
        while self._width(term) > self.line - _BINARY["+"]:
            sums = list(_maximal_sums(term))
            if not sums:
                break
            widest = max(
                sums,
                key=lambda s: (self._width(s), len(self.latex(s)), sp.default_sort_key(s)),
            )
            term = term.xreplace({widest: self._auxiliary(widest)})
        return term

    def terms(self, expr: sp.Expr) -> list[sp.Expr]:
        """``expr`` as terms that each fit a line: itself if it fits, else the terms of its
        sum, each narrowed (:meth:`_narrowed`). Their sum, with every auxiliary replaced by the
        sum it stands for, is ``expr``."""
        if self._width(expr) <= self.line:
            return [expr]
        return [
            self._narrowed(term) for term in (expr.as_ordered_terms() if expr.is_Add else [expr])
        ]

    def lines(self, expr: sp.Expr) -> list[str]:
        """The display lines of ``expr``: its :meth:`terms`, as many on a line as fit."""
        lines: list[tuple[str, float]] = []
        for k, term in enumerate(self.terms(expr)):
            tex, size = self.latex(term), self._width(term)
            if k and not tex.startswith("-"):
                tex, size = f"+ {tex}", size + _BINARY["+"]
            if lines and lines[-1][1] + size <= self.line:
                lines[-1] = (f"{lines[-1][0]} {tex}", lines[-1][1] + size)
            else:
                lines.append((tex, size))
        return [tex for tex, _ in lines]

    def definitions(self) -> list[tuple[str, list[str]]]:
        """Each auxiliary's LaTeX name and the display lines of its sum; laying one out may
        create more, which follow."""
        done: list[tuple[str, list[str]]] = []
        while len(done) < len(self.auxiliaries):
            symbol, total = self.auxiliaries[len(done)]
            name = self.names[symbol]
            done.append((name, self.lines(total)))
        return done
