"""The symbolic layer: mechanism model, validation and derivations (sympy only).

Public API (DESIGN.md contract): :class:`Mechanism` to describe a mechanism, :func:`derive` to
turn it into an :class:`EquationSet` in one formulation.
"""

from mechgen.core.entries import ALL_ENTRIES

from .derive import derive
from .equation_set import Argument, Entry, EquationSet
from .formulations import FORMULATIONS
from .model import Body, Joint, Mechanism
from .validation import validate

__all__ = [
    "ALL_ENTRIES",
    "FORMULATIONS",
    "Argument",
    "Body",
    "Entry",
    "EquationSet",
    "Joint",
    "Mechanism",
    "derive",
    "validate",
]
