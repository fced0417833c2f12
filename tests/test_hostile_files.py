"""Hostile model files (issue 16): whatever a YAML or JSON file holds, loading it ends within
seconds with one short ModelError naming the file and, where there is one, the key path or the
line; never a RecursionError, a MemoryError, a hang or a message of megabytes. Each case builds
its file in tmp_path and pins the message; a few also go through the command line (exit code
2, one stderr line)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from mechgen.core.errors import ModelError
from mechgen.examples import load_mechanism
from mechgen.symbolic import bounded_document, model_file

ROOT = Path(__file__).resolve().parent.parent
#: seconds one case may take (before the fix: 30 to more than 60 s, or a crash)
SECONDS = 5.0
#: characters of an error message, whatever the file holds
LONGEST = 400
BODY = "name: m\nparameters: {L: 0.5}\nbodies:\n  - {name: bar, mass: MASS, inertia: [1, 1, 1]}\n"
DEEP = 100_000


def _mass(mass: str) -> str:
    return BODY.replace("MASS", mass)


def _laughs() -> str:
    """The billion laughs: nine lists of nine aliases of the list before, 9**9 strings."""
    lines = ["a: &a [x, x, x, x, x, x, x, x, x]"]
    for before, name in zip("abcdefgh", "bcdefghi", strict=True):
        lines.append(f"{name}: &{name} [" + ", ".join([f"*{before}"] * 9) + "]")
    return "name: m\n" + "\n".join(lines) + "\nbodies: *i\n"


def _json_mass(mass: str) -> str:
    return f'{{"name": "m", "bodies": [{{"name": "bar", "mass": {mass}, "inertia": [1, 1, 1]}}]}}'


#: case: (file name, its content, the message)
FILES = {
    "nested lists": (
        "m.yaml",
        lambda: "name: m\nbodies: " + "[" * DEEP + "]" * DEEP + "\n",
        r"file '.*m\.yaml': line 2, column 40: nested more than 32 levels deep$",
    ),
    "nested mappings": (
        "m.yaml",
        lambda: "name: m\nbodies: " + "{a: " * DEEP + "1" + "}" * DEEP + "\n",
        r"file '.*m\.yaml': line 2, column 130: nested more than 32 levels deep$",
    ),
    "nested json": (
        "m.json",
        lambda: '{"name": "m", "bodies": ' + "[" * DEEP + "]" * DEEP + "}",
        r"file '.*m\.json': line 1: nested more than 32 levels deep$",
    ),
    "billion laughs": (
        "m.yaml",
        _laughs,
        r"file '.*m\.yaml': line 2, column 4: YAML anchors and aliases \(&a\) are not "
        r"supported; write the value out$",
    ),
    "recursive alias": (
        "m.yaml",
        lambda: "name: m\nbodies: &loop [*loop]\n",
        r"line 2, column 9: YAML anchors and aliases \(&loop\) are not supported",
    ),
    "undefined alias": (
        "m.yaml",
        lambda: "name: m\nbodies: *nothing\n",
        r"line 2, column 9: YAML anchors and aliases \(\*nothing\) are not supported",
    ),
    "larger than 1 MiB": (
        "m.yaml",
        lambda: "#" * (bounded_document.MAX_BYTES + 1),
        r"file '.*m\.yaml': is larger than 1 MiB$",
    ),
    "latin-1": (
        "m.yaml",
        lambda: (_mass("1") + "# café\n").encode("latin-1"),
        r"file '.*m\.yaml': is not UTF-8 text \(byte 0xe9 on line 5\); save it as UTF-8$",
    ),
    "NUL character": (
        "m.yaml",
        lambda: "name: m\x00\nbodies: []\n",
        r"is not valid yaml: unacceptable character #x0000: special characters are not allowed",
    ),
    "python tag": (
        "m.yaml",
        lambda: "name: !!python/object/apply:os.system [echo]\nbodies: []\n",
        r"is not valid yaml: line 1, column 7: could not determine a constructor for the tag "
        r"'tag:yaml\.org,2002:python/object/apply:os\.system'$",
    ),
    "impossible date": (
        "m.yaml",
        lambda: _mass("2001-13-45"),
        r"is not valid yaml: month must be in 1\.\.12$",
    ),
    "power tower": (
        "m.yaml",
        lambda: _mass("'9**9**9'"),
        r"m\.yaml: bodies\[0\]\.mass: '9\*\*9\*\*9': the exponent of '9 \*\* 9 \*\* 9' is "
        r"larger than 64 in magnitude$",
    ),
    "power tower of 2": (
        "m.yaml",
        lambda: _mass("2**2**2**2**2**2"),
        r"bodies\[0\]\.mass: '2\*\*2\*\*2\*\*2\*\*2\*\*2': the exponent of "
        r"'2 \*\* 2 \*\* 2 \*\* 2 \*\* 2' is larger than 64 in magnitude$",
    ),
    "exponential tower": (
        "m.yaml",
        lambda: _mass("exp(exp(exp(100)))"),
        r"bodies\[0\]\.mass: 'exp\(exp\(exp\(100\)\)\)': 'exp\(exp\(100\)\)' is not a finite "
        r"real number \(math range error\)$",
    ),
    "400 digits": (
        "m.yaml",
        lambda: _mass("1" * 400),
        r"m\.yaml: bodies\[0\]\.mass: '1{77}\.\.\.': an integer of more than 30 digits$",
    ),
    "5000 digits": (
        "m.yaml",
        lambda: _mass("1" * 5000),
        r"bodies\[0\]\.mass: '1{77}\.\.\.': expression longer than 2000 characters$",
    ),
    "5000 digits in json": (
        "m.json",
        lambda: _json_mass("1" * 5000),
        r"m\.json: bodies\[0\]\.mass: '1{77}\.\.\.': expression longer than 2000 characters$",
    ),
    "long hexadecimal": (
        "m.yaml",
        lambda: _mass("0x" + "f" * 200),
        r"bodies\[0\]\.mass: '0xf{75}\.\.\.': an integer of more than 30 digits$",
    ),
    "sqrt(-1)": (
        "m.yaml",
        lambda: _mass("sqrt(-1)"),
        r"m\.yaml: bodies\[0\]\.mass: 'sqrt\(-1\)' is not a finite real number \(I\)$",
    ),
    "1/0": (
        "m.yaml",
        lambda: _mass("1/0"),
        r"m\.yaml: bodies\[0\]\.mass: '1/0' is not a finite real number \(zoo\)$",
    ),
    "acos(2)": (
        "m.yaml",
        lambda: _mass("2*acos(2)"),
        r"bodies\[0\]\.mass: '2\*acos\(2\)': 'acos\(2\)' is not a finite real number "
        r"\(math domain error\)$",
    ),
    "t/0": (
        "m.yaml",
        lambda: _mass("L + t/0"),
        r"bodies\[0\]\.mass: 'L \+ t/0': 't / 0' is not a finite real number \(zoo\*t\)$",
    ),
    "1e400": (
        "m.yaml",
        lambda: _mass("1e400"),
        r"bodies\[0\]\.mass: '1e400': inf is not finite$",
    ),
    "functions nested 11 deep": (
        "m.yaml",
        lambda: _mass("sin(" * 11 + "t" + ")" * 11),
        r"bodies\[0\]\.mass: 'sin\(sin\(.*': functions nested more than 10 deep$",
    ),
    "a sum of 101 terms": (
        "m.yaml",
        lambda: _mass("+".join(["t"] * 101)),
        r"bodies\[0\]\.mass: 't\+t\+.*\.\.\.': nested more than 100 levels deep",
    ),
    "1000 terms": (
        "m.yaml",
        lambda: _mass("+".join(["1"] * 600)),
        r"bodies\[0\]\.mass: '1\+1\+.*\.\.\.': more than 1000 terms, names and operations$",
    ),
    "a long unknown name": (
        "m.yaml",
        lambda: _mass("x" * 1500),
        r"bodies\[0\]\.mass: 'x{77}\.\.\.': unknown name 'x{77}\.\.\.' \(known: L, t, E, pi\)$",
    ),
    "a long name": (
        "m.yaml",
        lambda: "name: " + "x" * 100_000 + "\nbodies: []\n",
        r"m\.yaml: name: 'x{76}\.\.\. is too long$",
    ),
    "NaN parameter": (
        "m.yaml",
        lambda: BODY.replace("0.5", ".nan").replace("MASS", "L"),
        r"m\.yaml: parameters\.L: nan is not finite$",
    ),
    "number as parameter name": (
        "m.yaml",
        lambda: BODY.replace("L: 0.5", "1: 0.5").replace("MASS", "1"),
        r"m\.yaml: parameters: 1 is not of type 'string'$",
    ),
    "a list as a key": (  # issue 37: an internal TypeError (unhashable type)
        "m.yaml",
        lambda: "? [a, b]\n: 1\n" + _mass("1"),
        r"m\.yaml': line 1, column 3: a key that is a list \(keys are names\)$",
    ),
    "a mapping as a key in a body": (
        "m.yaml",
        lambda: BODY.replace("{name: bar,", "{? {p: q}: 1, name: bar,").replace("MASS", "1"),
        r"m\.yaml': line 4, column 8: a key that is a mapping \(keys are names\)$",
    ),
    "two documents": (
        "m.yaml",
        lambda: _mass("1") + "---\n" + _mass("2"),
        r"is not valid yaml: line 5, column 1: expected a single document in the stream, but "
        r"found another document$",
    ),
}


def _refused(path: Path, message: str, load=model_file.load) -> str:
    """The message of the ModelError that loading ``path`` raises: pinned, on one line, short,
    and raised within SECONDS."""
    start = time.perf_counter()
    with pytest.raises(ModelError, match=message) as info:
        load(path)
    assert time.perf_counter() - start < SECONDS
    text = str(info.value)
    assert text.startswith("invalid mechanism: ") and "\n" not in text, text
    assert len(text) < LONGEST, text
    return text


def _write(tmp_path: Path, name: str, content) -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    return path


@pytest.mark.parametrize("case", FILES)
def test_hostile_file_is_refused_quickly_with_one_short_line(case, tmp_path):
    name, content, message = FILES[case]
    _refused(_write(tmp_path, name, content()), message)


@pytest.mark.parametrize(
    "suffix, content",
    [
        (".yaml", "name: m\nbodies: [" + ", ".join(["1"] * 2000) + "]\n"),
        (".json", '{"name": "m", "bodies": [' + ", ".join(["1"] * 2000) + "]}"),
    ],
)
def test_documents_with_too_many_values_are_refused(suffix, content, tmp_path, monkeypatch):
    """Counted while the YAML is composed (before anything is constructed), on the JSON document;
    the limit is lowered to keep the case fast."""
    monkeypatch.setattr(bounded_document, "MAX_NODES", 1000)
    path = _write(tmp_path, f"m{suffix}", content)
    _refused(path, rf"file '.*m\{suffix}': (line 2, column \d+: )?more than 1000 values")


def test_expressions_of_a_file_have_a_budget(tmp_path, monkeypatch):
    """All expressions of a file together have MAX_EXPRESSION_TEXT characters (lowered here)."""
    monkeypatch.setattr(model_file, "MAX_EXPRESSION_TEXT", 100)
    doc = BODY.replace("MASS", "'" + "+".join(["L"] * 30) + "'").replace(
        "[1, 1, 1]", "['" + "+".join(["L"] * 30) + "', 1, 1]"
    )
    _refused(_write(tmp_path, "m.yaml", doc), r"m\.yaml': more than 100 characters of expressions")


def test_many_problems_are_cut_to_the_first_twenty(tmp_path):
    """500 schema violations: the first 20 are listed, and jsonschema stops looking after 21."""
    path = _write(tmp_path, "m.yaml", "name: m\nbodies: [" + ", ".join(["1"] * 500) + "]\n")
    with pytest.raises(ModelError, match=r"more than 20 problems, the first 20") as info:
        model_file.load(path)
    assert len(info.value.problems) == 21  # jsonschema stopped after 21; 20 listed
    assert str(info.value).count("\n  - ") == 20
    assert len(str(info.value)) < 20 * LONGEST


@pytest.mark.parametrize("name", ["m.PY", "m.YAML", "m.txt", "m"])
def test_unknown_suffixes_are_refused_with_the_accepted_ones(name, tmp_path):
    path = _write(tmp_path, name, "def build():\n    return None\n")
    suffix = Path(name).suffix
    has = rf"the suffix '\{suffix}'" if suffix else "no suffix"
    _refused(
        path,
        rf"file '.*{name}': has {has}; a mechanism file ends in \.py or \.urdf or \.xml or "
        r"\.yaml or \.yml or \.json$",
        load=lambda p: load_mechanism(str(p)),
    )
    _refused(path, rf"file '.*{name}': has {has}; a model file ends in \.yaml or \.yml or \.json$")


@pytest.mark.parametrize("case", ["billion laughs", "nested json", "power tower"])
def test_the_command_line_prints_one_short_line_and_exits_1(case, tmp_path):
    name, content, message = FILES[case]
    path = _write(tmp_path, name, content())
    env = dict(os.environ)
    out = subprocess.run(
        [sys.executable, "-m", "mechgen", "export", str(path), "-o", str(tmp_path / "out.yaml")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert out.returncode == 1, out.stderr  # a model that fails (README, "Exit codes")
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and len(lines[0]) < LONGEST, out.stderr
    assert lines[0].startswith("mechgen: error: invalid mechanism: ")
    assert re.search(message, lines[0]), lines[0]
    assert not (tmp_path / "out.yaml").exists()


def test_a_notice_quoting_a_name_cannot_reach_the_terminal(tmp_path):
    """Issue 37: the "redundant rows dropped" notice printed joint names raw, so a model could
    clear the screen or forge a line ("mechgen: all 3 checks passed"). Every notice is printed
    as one line with control characters spelled out."""
    model = tmp_path / "hinge.py"
    model.write_text(
        "from mechgen import Mechanism\n\n\n"
        "def build():\n"
        "    m = Mechanism('hinge')\n"
        "    b = m.add_body('b', mass=1.0, inertia=(1, 1, 1), position=(0, 1, 0))\n"
        "    m.add_joint('revolute', m.ground, b, point=(0, 0, 0), axis=(0, 0, 1), name='A')\n"
        "    m.add_joint('revolute', m.ground, b, point=(0, 0, 1), axis=(0, 0, 1),\n"
        "                name='B\\x1b[2J\\nmechgen: all 3 checks passed')\n"
        "    return m\n"
    )
    out = subprocess.run(
        [sys.executable, "-m", "mechgen", "generate", str(model), "--formulation", "rA"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "MECHGEN_CACHE_DIR": str(tmp_path / "cache")},
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert (
        "redundant constraint rows dropped: B\\x1b[2J\\nmechgen: all 3 checks passed" in out.stderr
    )
    assert "\x1b" not in out.stderr and "\nmechgen: all 3" not in out.stderr
