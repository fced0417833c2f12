"""The documentation site (issue 41): built by MkDocs in strict mode (a broken link, a missing
page or reference, a docstring mkdocstrings cannot read fails it), a README a newcomer reads in
minutes, and the way from it to the extension points in two clicks."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import laid_out

ROOT = Path(__file__).resolve().parent.parent


def test_the_site_builds_in_strict_mode(tmp_path):
    pytest.importorskip("mkdocs", reason="the docs extras build the site (pip install '.[docs]')")
    pytest.importorskip("material", reason="the site's theme is mkdocs-material")
    pytest.importorskip("mkdocstrings", reason="the API reference needs mkdocstrings")
    tree = laid_out(tmp_path / "tree")  # mkdocstrings reads the package from folders
    env = {**os.environ, "MECHGEN_SOURCE_TREE": str(tree), "NO_MKDOCS_2_WARNING": "1"}
    built = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(tmp_path / "site")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stderr[-4000:]
    api = (tmp_path / "site" / "reference" / "api" / "index.html").read_text()
    assert 'id="mechgen.runtime.schemes.simulate"' in api  # each object where it is defined
    assert "on an emitted module" in api  # its docstring rendered
    assert ":func:" not in api and ":class:" not in api  # Sphinx roles dropped (docs/hooks.py)
    fmu = (tmp_path / "site" / "how-to" / "fmu" / "index.html").read_text()
    assert "co-simulation" in fmu


def test_the_readme_is_short_and_starts_with_the_set_up():
    text = (ROOT / "README.md").read_text()
    assert len(text.splitlines()) <= 300
    first_block = re.search(r"```bash\n(.*?)```", text, re.S).group(1)
    assert "pip install ." in first_block and "pytest" in first_block


def test_the_extension_points_are_two_clicks_from_the_readme():
    """README -> CONTRIBUTING.md#extension-points: the section is there and names how to add
    a joint kind."""
    assert "(CONTRIBUTING.md#extension-points)" in (ROOT / "README.md").read_text()
    contributing = (ROOT / "CONTRIBUTING.md").read_text()
    section = contributing.split("## Extension points", 1)[1]
    assert "**A joint kind**" in section and "**A scheme**" in section


def test_the_summary_reference_declares_every_key_a_run_reports():
    """``SUMMARY_FIELDS`` (the reference page's source) holds exactly the keys of runs'
    summaries: a partitioning run (partition switches) with an error estimate and a run
    recording condition numbers together report every optional key."""
    from helpers import bundled
    from mechgen.runtime import simulate
    from mechgen.runtime.results import SUMMARY_FIELDS

    declared = [key for keys, _ in SUMMARY_FIELDS for key in keys]
    assert len(declared) == len(set(declared))
    reported = set(
        simulate(bundled("double_pendulum", "rA"), "index3", 1e-3, 0.01, record_cond=True).summary()
    )
    reported |= set(
        simulate(
            bundled("double_pendulum", "rp"), "partitioning", 1e-3, 0.01, error_tol=1.0
        ).summary()
    )
    assert reported == set(declared)


def test_every_public_name_is_documented():
    """The API reference renders the docstrings of ``mechgen.__all__``: every public function,
    class, and public method or property of a class has one (an undocumented name would be an
    empty entry of the reference)."""
    import inspect

    import mechgen

    missing = []
    for name in mechgen.__all__:
        if name == "__version__":
            continue
        obj = getattr(mechgen, name)
        members = vars(obj).items() if inspect.isclass(obj) else ()
        for label, target in [(name, obj)] + [(f"{name}.{m}", f) for m, f in members]:
            if label != name and label.rsplit(".", 1)[1].startswith("_"):
                continue
            function = target.fget if isinstance(target, property) else target
            function = getattr(function, "__func__", function)
            if (label == name or callable(function)) and not (function.__doc__ or "").strip():
                missing.append(label)
    assert missing == []
