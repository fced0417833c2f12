"""Values of command-line options: the argparse types of integer and number options
(argparse names the option in its error) and the ``--param NAME=VALUE`` items of simulate.
"""

from __future__ import annotations

import argparse

from mechgen.core.errors import MechgenError


def _integer(text: str, least: int, what: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be {what}, got '{text}'") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"must be {what}, got {text}")
    return value


def non_negative(text: str) -> int:
    """A non-negative integer option (argparse names the option in its error)."""
    return _integer(text, 0, "a non-negative integer")


def positive(text: str) -> int:
    """A positive integer option (argparse names the option in its error)."""
    return _integer(text, 1, "a positive integer")


def positive_float(text: str) -> float:
    """A positive finite number option (argparse names the option in its error)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a positive number, got '{text}'") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be a positive number, got {text}")
    return value


def tolerance_or_inf(text: str) -> float:
    """A positive number option that may be ``inf`` (argparse names the option in its error)."""
    if text.strip().lower() in ("inf", "infinity"):
        return float("inf")
    return positive_float(text)


def params(items: list[str] | None) -> dict[str, float]:
    """``--param NAME=VALUE`` items as a mapping.

    Raises:
        MechgenError: an item that is not NAME=VALUE with a number.
    """
    out = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise MechgenError(f"--param expects NAME=VALUE, got '{item}'")
        try:
            out[name] = float(value)
        except ValueError:
            raise MechgenError(f"--param {name}: '{value}' is not a number") from None
    return out
