"""The numpy backend: one Python module of scalar straight-line code on floats.

After ``q.tolist()`` every operation is a float operation through the ``math`` module, several
times faster than numpy scalar arithmetic; arrays are used only for inputs and outputs. The
rows form of the series entries (``<entry>_rows``) is the same code on arrays over rows.
"""

from __future__ import annotations

from .. import Backend

BACKEND = Backend(
    name="numpy",
    summary="a Python module (math on floats, numpy arrays in and out); no compiler needed",
    templates={".py": "numpy/module.py.j2"},
    module_suffix=".py",
)
