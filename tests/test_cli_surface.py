"""The command line explains itself (issue 22): help with descriptions, examples and every
default, choices from the registries, one spelling of the output option, the documented exit
codes, a closed pipe that is not an error, shell completion, `mechgen list` and `mechgen
schema`."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
from mechgen.arguments import EXIT_FAILED, EXIT_OK, EXIT_USAGE, parser
from mechgen.cli import main
from mechgen.core.papers import PAPERS
from mechgen.examples import EXAMPLES, catalogue
from mechgen.listing import WIDTH
from mechgen.runtime import SCHEMES
from mechgen.runtime.coordinates import COORDINATES
from mechgen.symbolic.model_schema import SCHEMA

COMMANDS = ("list", "generate", "simulate", "latex", "sweep", "export", "schema", "plot", "animate")


def _subparsers(p: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    (action,) = (a for a in p._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def _help(*argv: str, capsys) -> str:
    with pytest.raises(SystemExit) as stop:
        main([*argv, "--help"])
    assert stop.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_a_description_examples_and_fits_the_width(command, capsys):
    text = _help(command, capsys=capsys)
    sub = _subparsers(parser())[command]
    assert sub.description and len(sub.description) > 40
    examples = text.split("examples:\n")[1].split("\n\n")[0].splitlines()
    assert examples[0].startswith("  mechgen " + command) and len(examples) >= 2, examples
    # the help formatter wraps at 100 columns; the examples are written to fit them too
    assert max(map(len, text.splitlines())) <= 100, text


def test_plot_help_names_every_figure(capsys):
    """plot --help names each figure it can write (its file suffix), from the figure list."""
    from mechgen.plotting import FIGURES

    text = " ".join(_help("plot", capsys=capsys).split())
    for name, _ in FIGURES:
        assert f"{name} (" in text, name


@pytest.mark.parametrize("command", COMMANDS)
def test_every_option_with_a_default_says_it(command):
    """Every option that takes a value says its default, '(default ...)', unless it is required:
    the formatter adds argparse's own, options without one say what happens when they are not
    given, scheme options give each scheme's. Flags are off unless given."""
    sub = _subparsers(parser())[command]
    formatter = sub._get_formatter()
    for action in sub._actions:
        if not action.option_strings or action.help in (None, argparse.SUPPRESS):
            continue
        if isinstance(action, argparse._StoreTrueAction | argparse._HelpAction):
            continue
        text = formatter._get_help_string(action) % {"default": action.default}
        assert "(default" in text or "(required)" in text, (action.option_strings, text)
        assert "(default None)" not in text and "(default: None)" not in text


def test_scheme_help_comes_from_the_registry(capsys):
    """Every scheme with its summary, its paper by author and year, and its formulations with
    the default first; every formulation with its summary."""
    text = " ".join(_help("simulate", capsys=capsys).split())
    for s in SCHEMES.values():
        first, *rest = s.formulations
        assert f"{s.name} {' '.join(s.summary.split())} ({PAPERS[s.source].cite})" in text
        assert f"Formulations: {', '.join([f'{first} (default)', *rest])}." in text
    for name, coordinates in COORDINATES.items():
        assert f"{name} {' '.join(coordinates.summary.split())}" in text
    # a scheme option's default is its scheme's
    assert "genalpha: spectral radius" in text and "(default 0.9)" in text


@pytest.mark.parametrize("spelling", ["-o", "--out", "--output"])
def test_one_spelling_of_the_output_everywhere(spelling, tmp_path, monkeypatch, capsys):
    """simulate -o x.npz used to be 'unrecognized arguments': -o, --out and --output are the
    same option in every command that writes something."""
    for command, sub in _subparsers(parser()).items():
        flags = {f for a in sub._actions for f in a.option_strings}
        if command not in ("list", "schema"):
            assert {"-o", "--out", "--output"} <= flags, command
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "run.npz"
    argv = ["simulate", "single_pendulum", "--scheme", "kinematics", "--h", "0.1", "--t-end", "0.2"]
    assert main([*argv, spelling, str(out), "--quiet"]) == EXIT_OK
    assert out.is_file()
    assert main(["export", "single_pendulum", spelling, str(tmp_path / "m.yaml")]) == EXIT_OK
    assert (tmp_path / "m.yaml").is_file()


def test_exit_codes(tmp_path, monkeypatch, capsys):
    """Usage errors 2 (argparse), a model or run that fails 1, success 0 (interrupts: 128 + the
    signal, tested in test_signals_and_streams)."""
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path / "cache"))
    with pytest.raises(SystemExit) as stop:
        main(["simulate", "single_pendulum", "--scheme", "kinematics", "--h", "-1", "--t-end", "1"])
    assert stop.value.code == EXIT_USAGE
    assert "argument --h: must be a positive number, got -1" in capsys.readouterr().err
    assert main(["simulate", "no_such_mechanism", "--scheme", "index3", "--h", "1", "--t-end", "1"])
    assert capsys.readouterr().err.startswith("mechgen: error: ")
    assert main(["export", "no_such_mechanism", "-o", str(tmp_path / "x.yaml")]) == EXIT_FAILED


def test_a_closed_pipe_is_not_an_error():
    """`mechgen schema | head -1` printed a BrokenPipeError and exited 3: the reader closing
    its end is the reader's choice. The read end is closed before mechgen writes, so every
    write meets a closed pipe."""
    process = subprocess.Popen(
        [sys.executable, "-m", "mechgen", "schema"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    process.stdout.close()
    _, err = process.communicate(timeout=120)
    assert process.returncode == EXIT_OK, err
    assert err == b""


def test_shell_completion_offers_examples_and_choices(tmp_path):
    """argcomplete's protocol: the shell sets _ARGCOMPLETE and COMP_LINE and reads the
    candidates (here from a file named by _ARGCOMPLETE_STDOUT_FILENAME)."""
    pytest.importorskip("argcomplete")

    def candidates(line: str) -> set[str]:
        answer = tmp_path / "answer"
        env = {
            **os.environ,
            "_ARGCOMPLETE": "1",
            "_ARGCOMPLETE_IFS": "\n",
            "COMP_LINE": line,
            "COMP_POINT": str(len(line)),
            "_ARGCOMPLETE_STDOUT_FILENAME": str(answer),
        }
        subprocess.run(
            [sys.executable, "-m", "mechgen"], env=env, cwd=tmp_path, timeout=120, check=True
        )
        return {c.strip() for c in answer.read_text().split("\n")}

    assert {"simulate", "sweep", "schema"} <= candidates("mechgen s")
    assert {"single_pendulum", "slider_crank", "six_body_linkage"} <= candidates(
        "mechgen simulate s"
    )
    assert candidates("mechgen simulate slider_crank --scheme gen") == {"genalpha"}
    (tmp_path / "crank.yaml").write_text("name: c\n")
    assert "crank.yaml" in candidates("mechgen simulate cr")


def test_list_is_a_table_of_papers_and_schemes(capsys):
    """`mechgen list` fits WIDTH columns, names each example's paper by author and year
    (never 'seed 001'), its schemes with their formulations, and lists the full references."""
    assert main(["list"]) == EXIT_OK
    text = capsys.readouterr().out
    assert max(map(len, text.splitlines())) <= WIDTH
    assert "seed" not in text and "issue" not in text
    flat = " ".join(text.split())
    for name, about in catalogue():
        assert name in text
        for scheme in about.schemes:
            assert scheme in SCHEMES, (name, scheme)
            assert scheme in flat
        if about.source is not None:
            paper = PAPERS[about.source]
            assert paper.cite in flat and " ".join(paper.title.split()) in flat
    assert [name for name, _ in catalogue()] == list(EXAMPLES)


def _properties(schema: dict, path: str):
    """Every property of the schema with its key path."""
    for key, value in schema.get("properties", {}).items():
        yield f"{path}.{key}", value
        yield from _properties(value, f"{path}.{key}")
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            yield from _properties(schema[key], f"{path}[]")


def test_schema_describes_every_property_with_its_units(capsys):
    assert main(["schema"]) == EXIT_OK
    printed = json.loads(capsys.readouterr().out)
    assert printed == SCHEMA
    found = dict(_properties(SCHEMA, ""))
    assert len(found) > 50
    missing = [path for path, value in found.items() if "description" not in value]
    assert not missing
    units = {
        ".bodies[].mass": "[kg]",
        ".bodies[].inertia": "[kg m^2]",
        ".bodies[].position": "[m]",
        ".bodies[].angular_velocity": "[rad/s]",
        ".gravity": "[m/s^2]",
        ".forces[].force": "[N]",
        ".forces[].torque": "[N m]",
        ".springs[].stiffness": "[N/m]",
        ".springs[].damping": "[N s/m]",
    }
    for path, unit in units.items():
        assert unit in found[path]["description"], path
    # where each point is measured
    assert "global at the initial configuration" in found[".joints[].point"]["description"]
    assert "body frame" in found[".forces[].point"]["description"]
    assert "body frame" in found[".springs[].point_i"]["description"]
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_a_wrong_shape_says_what_is_expected(tmp_path, capsys):
    """'inertia: 0.05 is not valid under any of the given schemas' said nothing of the shape."""
    path = Path(tmp_path / "bad.yaml")
    path.write_text("name: x\nbodies:\n  - {name: b, mass: 1, inertia: 0.05}\n")
    assert main(["export", str(path), "-o", str(tmp_path / "out.json")]) == EXIT_FAILED
    err = capsys.readouterr().err
    assert "bodies[0].inertia: 0.05 is not valid: expected inertia about the centre of mass" in err
    assert "3 principal values or a 3x3 matrix" in err


def test_the_papers_page_lists_every_paper():
    """The documentation's papers page holds each reference of mechgen.core.papers whole."""
    page = Path(__file__).resolve().parent.parent / "docs" / "theory" / "papers.md"
    text = " ".join(page.read_text().split())
    for paper in PAPERS.values():
        assert f"{paper.cite}" in text and " ".join(paper.reference.split()) in text
