"""The document of a YAML or JSON file, read within bounds before anything is constructed.

A model file is untrusted input: whatever it holds, :func:`document` ends in bounded time and
memory, either with the document or with :class:`Refused` saying why. The file may have at most
:data:`MAX_BYTES` bytes of UTF-8 text, its document at most :data:`MAX_NODES` values nested at
most :data:`MAX_DEPTH` deep, and YAML anchors and aliases are refused (:class:`_Loader` says
why); a key given twice in one mapping or object is refused with the key; integer literals too
long to be numbers are kept as text, which the expression parser refuses with their key path.
YAML is read by a subclass of ``yaml.SafeLoader``, which builds plain data only.
"""

from __future__ import annotations

import json
import math
import re
from itertools import islice
from pathlib import Path

import yaml

from .expressions import MAX_DIGITS, shorten

#: bytes of a model file (bundled examples: at most 9 kB). The pure-Python YAML reader (the C
#: one cannot be bounded while it composes) scans text without values, such as comments or
#: blank lines, at 0.5 to 2 s per MiB.
MAX_BYTES = 2**20
#: levels of nesting in a document (a model file needs 6: bodies[0].inertia[0][0]); every
#: reader and walker of the document recurses per level
MAX_DEPTH = 32
#: values of a document: keys, scalars, lists and mappings (bundled examples: at most 637).
#: Composing one takes up to 40 us in YAML, so about 2 s at the limit.
MAX_NODES = 50_000
_JSON_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


class Refused(Exception):
    """A file refused before its document exists; the message says why (ModelFileError adds
    the file)."""


class _Loader(yaml.SafeLoader):
    """``yaml.SafeLoader`` that bounds the document while it is composed, before anything is
    constructed: at most :data:`MAX_NODES` nodes nested at most :data:`MAX_DEPTH` deep.

    Anchors and aliases are refused outright rather than counted. The schema never needs them
    (JSON, the other format, has none, and :func:`mechgen.symbolic.model_export.export` writes
    none), and they are what lets a small file stand for a huge document ("billion laughs":
    nine aliases of nine aliases of ... reach 10**9 nodes from 300 bytes) or a recursive one
    (``a: &a [*a]``). Without them the document is exactly as large as its text, so the bounds
    above also bound everything that walks it afterwards: the constructor, the schema
    validation, an error message's repr.
    """

    def __init__(self, stream: str):
        super().__init__(stream)
        self.depth = 0
        self.nodes = 0

    def compose_node(self, parent, index):
        event = self.peek_event()
        mark = event.start_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}"
        if event.anchor is not None:
            sign = "*" if isinstance(event, yaml.AliasEvent) else "&"
            raise Refused(
                f"{where}: YAML anchors and aliases ({sign}{shorten(event.anchor, 20)}) are not "
                "supported; write the value out"
            )
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise Refused(f"{where}: more than {MAX_NODES} values (keys, numbers, lists, ...)")
        if self.depth == MAX_DEPTH:
            raise Refused(f"{where}: nested more than {MAX_DEPTH} levels deep")
        self.depth += 1
        node = super().compose_node(parent, index)
        self.depth -= 1
        return node

    def construct_yaml_int(self, node) -> int | str:
        """An integer (YAML 1.1: also 0x.., 0o.., 0b.., with underscores), or its text where it
        is too long for one (:func:`_int_or_text`)."""
        if len(node.value) > 2 * MAX_DIGITS:
            return node.value
        return super().construct_yaml_int(node)

    def construct_yaml_float(self, node) -> float | str:
        """A float, or its text where it overflows (``1e400``): the expression parser then
        refuses the text with its key path, as JSON's too-long integers."""
        value = super().construct_yaml_float(node)
        return node.value if math.isinf(value) and "inf" not in node.value.lower() else value

    def construct_mapping(self, node, deep=False) -> dict:
        """A mapping whose keys are all distinct: YAML says they must be, and PyYAML would let
        the last one win silently (a second ``mass:`` would replace the first); a key that is a
        list or a mapping (YAML's complex keys) is refused where it is (an internal TypeError
        before, issue 37)."""
        seen: set = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if isinstance(key, list | dict):  # a complex key (``? [a, b]``): no field is one
                mark = key_node.start_mark
                raise Refused(
                    f"line {mark.line + 1}, column {mark.column + 1}: a key that is a "
                    f"{'list' if isinstance(key, list) else 'mapping'} (keys are names)"
                )
            if isinstance(key, str) and key in seen:
                mark = key_node.start_mark
                raise Refused(
                    f"line {mark.line + 1}, column {mark.column + 1}: duplicate key "
                    f"'{shorten(key, 40)}' (each key may appear once in a mapping)"
                )
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


_Loader.add_constructor("tag:yaml.org,2002:int", _Loader.construct_yaml_int)
_Loader.add_constructor("tag:yaml.org,2002:float", _Loader.construct_yaml_float)
#: YAML 1.2 (and JSON, and Python) read ``1e-3`` and ``1.5e3`` as numbers; PyYAML follows YAML
#: 1.1, whose floats need a dot and a signed exponent (``1.0e-3``, ``1.5e+3``), and would give
#: the strings '1e-3' and '1.5e3', refused where a number is expected. Here every exponent
#: literal is a float (the forms without an exponent resolve as before).
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9_]+)[eE][-+]?[0-9]+$"),
    list("-+.0123456789"),
)


def _int_or_text(text: str) -> int | str:
    """The integer of a literal, or the literal itself where it has far more digits than the
    expression parser allows (it then refuses the text with its key path): Python's ``int`` is
    quadratic in the digits and refuses more than 4300 of them."""
    return int(text) if len(text) <= 2 * MAX_DIGITS else text


def bounded_text(path: Path) -> str:
    """The text of a file of at most MAX_BYTES bytes of UTF-8 (model files and URDF files)."""
    try:
        with path.open("rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise Refused(f"cannot be read ({exc.strerror or exc})") from exc
    if len(data) > MAX_BYTES:
        raise Refused(f"is larger than {MAX_BYTES // 2**20} MiB")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise Refused(
            f"is not UTF-8 text (byte 0x{data[exc.start]:02x} on line {line}); save it as UTF-8"
        ) from exc


def _json(text: str) -> object:
    """The document of JSON text; the nesting is checked on the text first (the decoder is
    recursive), the number of values on the document."""
    depth = 0
    for match in _JSON_TOKEN.finditer(text):
        token = match.group()
        if token in ("[", "{"):
            depth += 1
            if depth > MAX_DEPTH:
                line = text.count("\n", 0, match.start()) + 1
                raise Refused(f"line {line}: nested more than {MAX_DEPTH} levels deep")
        elif token in ("]", "}"):
            depth -= 1
    try:
        doc = json.loads(text, parse_int=_int_or_text, object_pairs_hook=_distinct_keys)
    except json.JSONDecodeError as exc:
        raise Refused(f"is not valid json: {exc}") from exc
    count, stack = 0, [doc]
    while stack:
        item = stack.pop()
        count += 1 + (len(item) if isinstance(item, dict) else 0)  # keys count, as in YAML
        if count > MAX_NODES:
            raise Refused(f"more than {MAX_NODES} values (keys, numbers, lists, ...)")
        if isinstance(item, (dict, list)):
            stack.extend(item.values() if isinstance(item, dict) else item)
    return doc


def _distinct_keys(pairs: list[tuple[str, object]]) -> dict:
    """A JSON object whose keys are all distinct (``json`` would let the last one win)."""
    out: dict = {}
    for key, value in pairs:
        if key in out:
            keys = ", ".join(shorten(k, 40) for k in islice(out, 8))
            raise Refused(
                f"duplicate key '{shorten(key, 40)}' in the object with keys {keys} (each key "
                "may appear once in an object)"
            )
        out[key] = value
    return out


def _yaml(text: str) -> object:
    """The document of YAML text (:class:`_Loader`)."""
    try:
        loader = _Loader(text)
        try:
            return loader.get_single_data()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        what = ", ".join(str(x) for x in (exc.context, exc.problem) if x)
        raise Refused(f"is not valid yaml: {where}{what}") from exc
    except (yaml.YAMLError, ValueError) as exc:  # ReaderError; a bad !!int, !!float, date
        raise Refused(f"is not valid yaml: {' '.join(str(exc).split())}") from exc


def document(path: Path) -> object:
    """The document of a file: JSON where its suffix is ``.json``, else YAML.

    Raises:
        Refused: a file too large, nested too deep, with too many values, not UTF-8, with a
            syntax error (and its line), YAML anchors or a duplicate key.
    """
    text = bounded_text(path)
    return _json(text) if path.suffix == ".json" else _yaml(text)
