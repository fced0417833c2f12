"""The runtime: schemes that integrate an emitted module (numpy and scipy only, never sympy)."""

from .loader import Model, load_module
from .results import Result
from .run_options import RunOptions
from .schemes import SCHEMES, formulations, required_entries, simulate
from .stream import run_to_file

__all__ = [
    "SCHEMES",
    "Model",
    "Result",
    "RunOptions",
    "formulations",
    "load_module",
    "required_entries",
    "run_to_file",
    "simulate",
]
