"""mechgen: symbolic equation generator with code emission for constrained multibody systems.

This package holds what every layer shares without importing sympy: the version and the
exception hierarchy. The layers themselves are the top-level packages ``symbolic`` (model and
derivations), ``codegen`` (emission through templates) and ``runtime`` (time-stepping schemes).
"""

__version__ = "0.1.0"
