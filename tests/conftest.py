"""Shared fixtures (the helpers the tests import are in helpers.py)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def kernel_calls(monkeypatch) -> list[str]:
    """The schemes whose compiled whole-loop kernel ran during the test, in order (a spy on
    mechgen.runtime.kernels.run)."""
    from mechgen.runtime import kernels

    calls = []
    run = kernels.run
    monkeypatch.setattr(kernels, "run", lambda *a, **k: calls.append(a[1]) or run(*a, **k))
    return calls


@pytest.fixture(scope="session")
def module_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("emitted")
