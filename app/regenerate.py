"""Regenerates (or checks) the emitted modules (numpy and C) of the bundled examples in
``generated/``.

python -m mechgen.regenerate          # rewrite generated/ of the source checkout
python -m mechgen.regenerate --check  # exit 1 and list the files that differ

Writing needs mechgen installed from a checkout in editable mode (``pip install -e .``): the
files go into that checkout's ``generated/``, emitted by that checkout's code, never into
site-packages. ``--check`` also runs on an installed wheel (it only reads).
"""

from __future__ import annotations

import argparse
import sys
import warnings

from mechgen.pipeline import GENERATED_DIR

FORMULATIONS = ("rA", "rp", "re")


def fresh_emission(name: str, formulation: str) -> dict[str, str]:
    """File name -> text of a fresh numpy and C emission of one bundled example (all
    entries)."""
    from mechgen.codegen.emit import emit
    from mechgen.examples import load_mechanism
    from mechgen.symbolic import derive

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eqs = derive(load_mechanism(name), formulation)
    return {**emit(eqs, "numpy"), **emit(eqs, "c")}


def main(argv: list[str] | None = None) -> int:
    from mechgen.examples import BUNDLED

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    if not args.check and not (GENERATED_DIR.parent / "pyproject.toml").is_file():
        print(
            f"mechgen: {GENERATED_DIR} is not in a source checkout: mechgen.regenerate writes "
            "the generated/ folder of a checkout, with mechgen installed from it in editable "
            "mode (pip install -e .); --check only compares",
            file=sys.stderr,
        )
        return 2
    stale = []
    for name in BUNDLED:
        for formulation in FORMULATIONS:
            for fname, text in fresh_emission(name, formulation).items():
                path = GENERATED_DIR / fname
                if args.check:
                    if not path.is_file() or path.read_text() != text:
                        stale.append(str(path))
                else:
                    path.write_text(text)
                    print(path)
    if stale:
        print("stale generated files:\n  " + "\n  ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
