"""pytest plugin (entry point `pytest11`): the `sandbox` and `sandbox_server` fixtures.

Users load it by installing callbridge; their suites then get a fresh in-process sandbox
per test, or a real localhost server for code that must speak HTTP over a socket.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from callbridge.sandbox import Sandbox, SandboxServer


@pytest.fixture
def sandbox() -> Iterator[Sandbox]:
    """A fresh in-memory sandbox, closed after the test."""
    from callbridge.sandbox import Sandbox

    with Sandbox() as sb:
        yield sb


@pytest.fixture
def sandbox_server() -> Iterator[SandboxServer]:
    """A started sandbox server on a free 127.0.0.1 port, stopped after the test."""
    from callbridge.sandbox import SandboxServer

    with SandboxServer() as server:
        yield server
