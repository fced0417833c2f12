"""MkDocs hooks of the site (mkdocs.yml ``hooks``).

The docstrings cite Python objects with Sphinx's roles (``:func:`simulate```), which
mkdocstrings renders as the role's name before the code: the page keeps the code and drops the
role's name.
"""

from __future__ import annotations

import re

#: a Sphinx role's name left before the code it marks, as mkdocstrings renders it
_ROLE = re.compile(r":(?:data|func|class|mod|meth|attr|exc|obj):(?=<code>)")


def on_page_content(html: str, **kwargs) -> str:
    """The page's HTML without the names of Sphinx roles."""
    return _ROLE.sub("", html)
