"""The numpy backend's printers: scalar code on floats, and the rows form's code on arrays."""

from __future__ import annotations

from mechgen.codegen.printer import StrictPrinter
from sympy.printing.numpy import NumPyPrinter
from sympy.printing.pycode import PythonCodePrinter


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


PRINTER = NumpyModulePrinter
ROWS_PRINTER = NumpyRowsPrinter
