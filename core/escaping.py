"""Escaping printers for user text (names, labels) in emitted files, one per target.

User text from a model file is untrusted: nothing in it may end a docstring, a comment or a
string, or reach LaTeX as a command. Every template that shows user text passes it through the
printer of its target (registered as jinja filters in :mod:`mechgen.codegen.emit`); identifiers that
validation guarantees (mechanism, body and parameter names) need none.

All printers start from :func:`visible`, which spells every non-printable or non-ASCII
character and the backslash as a Python escape (``\\n``, ``\\x00``, ``\\u00e9``, ``\\\\``), so
the result is one line of printable ASCII and ``codecs.decode(x, "unicode_escape")`` gives the
text back.
"""

from __future__ import annotations

import codecs

_TEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "_": r"\_",
    "^": r"\^{}",
    "~": r"\~{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "{": r"\{",
    "}": r"\}",
}


def visible(text: str) -> str:
    """One line of printable ASCII that decodes (``unicode_escape``) back to ``text``."""
    return text.encode("unicode_escape").decode("ascii")


def printable(text: str) -> str:
    """``text`` with its control characters (line breaks, NUL, terminal escapes) spelled as
    by :func:`visible`, other characters kept: user text inside one line of a message."""
    return "".join(visible(ch) if ch < " " or "\x7f" <= ch <= "\x9f" else ch for ch in text)


def unvisible(text: str) -> str:
    """The inverse of :func:`visible`."""
    return codecs.decode(text, "unicode_escape")


def python_docstring(text: str) -> str:
    """Text inside a non-raw triple-quoted Python string: Python reads it back as ``text``
    (the quote is escaped, so no run of quotes can close the string)."""
    return visible(text).replace('"', '\\"')


def python_comment(text: str) -> str:
    """Text after ``#``: one line, never code."""
    return visible(text)


def c_comment(text: str) -> str:
    """Text inside a C block comment: no line break, no ``*/`` or ``/*`` (every ``/`` spelled
    ``\\x2f``) and no trigraph (every ``?`` spelled ``\\x3f``); decodes back with
    :func:`unvisible`."""
    return visible(text).replace("/", "\\x2f").replace("?", "\\x3f")


def c_string(text: str) -> str:
    """Text inside a C string literal: C reads it as :func:`visible` spells ``text`` (every
    backslash and quote escaped, ``?`` spelled ``\\?`` against trigraphs); decodes back with
    :func:`unvisible`."""
    return visible(text).replace("\\", "\\\\").replace('"', '\\"').replace("?", "\\?")


def xml_text(text: str) -> str:
    """Text in an XML attribute value or element: one line of printable ASCII (as
    :func:`visible`), with ``&``, ``<``, ``>`` and both quotes as entities."""
    return (
        visible(text)
        .replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&apos;")
    )


def latex_text(text: str) -> str:
    """Text in LaTeX text mode: every special character printed as itself, no command runs;
    characters outside printable ASCII are spelled as by :func:`visible`."""
    return "".join(
        "".join(_TEX_SPECIAL.get(c, c) for c in (ch if " " <= ch <= "~" else visible(ch)))
        for ch in text
    )
