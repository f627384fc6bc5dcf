"""Helpers for the walkthrough's tests: the app wired to the in-process sandbox.

The connection factory builds the same `Connection` the CLI builds, on the sandbox's
in-process transport, so every step talks to the real sandbox through the real client.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from callbridge.api import Client, ConfigurationError
from callbridge.connection import Connection
from callbridge.sandbox import Sandbox

FIXTURES = Path(__file__).parent / "fixtures"
LEGACY_APP = FIXTURES / "legacy_app"

Factory = Callable[[str | None, str | None], Connection]


def sandbox_factory(sandbox: Sandbox, env_key: str | None = None) -> Factory:
    """Like `connect()`: the typed key, else the configured one, else a configuration error."""

    def factory(base_url: str | None, api_key: str | None) -> Connection:
        key = api_key if api_key is not None else env_key
        if key is None:
            raise ConfigurationError("no API key: type one or set CALLBRIDGE_API_KEY")
        client = Client(key, base_url=sandbox.api_url, transport=sandbox.sync_transport)
        return Connection(
            client=client,
            target="in-process sandbox",
            embedded=False,
            api_key=key,
            base_url=sandbox.api_url,
            async_transport=sandbox.transport,
        )

    return factory


def screen_text(app: object) -> str:
    """What the terminal shows right now, as plain text (one line per row)."""
    strips = app.screen._compositor.render_strips()  # type: ignore[attr-defined]
    return "\n".join(strip.text for strip in strips)


FIXED_MASK = "cb_test_00000000…****"


def snapshot_factory(sandbox: Sandbox, key: str) -> Factory:
    """The sandbox factory with the header's masked key pinned, so snapshots are stable:
    the credential id inside a sandbox key is random, and even masked it would differ."""
    inner = sandbox_factory(sandbox, key)

    def factory(base_url: str | None, api_key: str | None) -> Connection:
        connection = inner(base_url, api_key)
        connection.masked_key = FIXED_MASK
        return connection

    return factory
