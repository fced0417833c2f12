"""The numpy backend: one Python module of scalar straight-line code on floats.

After ``q.tolist()`` every operation is a float operation through the ``math`` module, several
times faster than numpy scalar arithmetic; arrays are used only for inputs and outputs.
"""

from __future__ import annotations

from mechgen.codegen.printer import StrictPrinter
from mechgen.core.errors import CodeGenerationError
from sympy.printing.pycode import PythonCodePrinter

from . import Backend


class NumpyModulePrinter(StrictPrinter, PythonCodePrinter):
    """Python/math printer of the numpy backend."""

    printmethod = "_mechgen_numpy"
    _default_settings = {
        **PythonCodePrinter._default_settings,
        "strict": True,
        "fully_qualified_modules": True,
    }
    MODULE_FUNCTIONS = {"sinc": "_sinc"}

    def emptyPrinter(self, expr) -> str:  # noqa: N802 (sympy's name)
        raise CodeGenerationError(f"cannot print {type(expr).__name__}: {expr}")


BACKEND = Backend(
    name="numpy",
    summary="a Python module (math on floats, numpy arrays in and out); no compiler needed",
    printer=NumpyModulePrinter,
    templates={".py": "numpy/module.py.j2"},
    module_suffix=".py",
)
