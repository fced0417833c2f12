"""The numpy backend: one Python module of scalar straight-line code on floats.

After ``q.tolist()`` every operation is a float operation through the ``math`` module, several
times faster than numpy scalar arithmetic; arrays are used only for inputs and outputs. The
rows form of the series entries (``<entry>_rows``) is the same code on arrays over rows.
"""

from __future__ import annotations

from mechgen.codegen.printer import StrictPrinter
from sympy.printing.numpy import NumPyPrinter
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


class NumpyRowsPrinter(StrictPrinter, NumPyPrinter):
    """numpy printer of the rows form of the series entries: every input component is an
    array over rows (``numpy.sin`` etc. act elementwise), parameters are floats."""

    printmethod = "_mechgen_numpy_rows"
    _default_settings = {
        **NumPyPrinter._default_settings,
        "strict": True,
        "fully_qualified_modules": True,
    }
    MODULE_FUNCTIONS = {"sinc": "_sinc_rows"}

    def _module_format(self, fqn: str, register: bool = True) -> str:
        """numpy under the module's own name for it, ``np``."""
        name = super()._module_format(fqn, register)
        return "np." + name.removeprefix("numpy.") if name.startswith("numpy.") else name


BACKEND = Backend(
    name="numpy",
    summary="a Python module (math on floats, numpy arrays in and out); no compiler needed",
    printer=NumpyModulePrinter,
    templates={".py": "numpy/module.py.j2"},
    module_suffix=".py",
    rows_printer=NumpyRowsPrinter,
)
