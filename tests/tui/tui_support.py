"""Helpers for the walkthrough's tests: the app wired to the in-process sandbox.

The connection factory builds the same `Connection` the CLI builds, on the sandbox's
in-process transport, so every step talks to the real sandbox through the real client.
"""

from __future__ import annotations

import contextlib
import html
import re
from collections.abc import Callable
from pathlib import Path

from textual.app import App
from textual.pilot import Pilot
from textual.worker import WorkerFailed

from callbridge.api import Client, ConfigurationError
from callbridge.connection import Connection
from callbridge.sandbox import Sandbox
from callbridge.tui.app import CallbridgeApp

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


_SVG_TEXT = re.compile(
    r'<text class="[^"]*" x="([\d.]+)" y="[\d.]+" textLength="([\d.]+)" '
    r'clip-path="url\(#[\w-]*?-line-(\d+)\)">(.*?)</text>'
)


def svg_text(svg: str) -> str:
    """The characters of an SVG screenshot, one line per terminal row: each run of text in
    the SVG sits at a column (its x over the width of one character) of a row (its line)."""
    rows: dict[int, dict[int, str]] = {}
    for x, length, line, raw in _SVG_TEXT.findall(svg):
        text = html.unescape(raw).replace("\xa0", " ")  # spaces are written as &#160;
        if not text:
            continue
        column = round(float(x) / (float(length) / len(text)))
        cells = rows.setdefault(int(line), {})
        for offset, char in enumerate(text):
            cells[column + offset] = char
    lines = []
    for number in range(max(rows, default=-1) + 1):
        cells = rows.get(number, {})
        width = max(cells, default=-1) + 1
        lines.append("".join(cells.get(column, " ") for column in range(width)).rstrip())
    return "\n".join(lines)


def screen_text(app: App[object]) -> str:
    """What the terminal shows right now (modals over their screen), as plain text."""
    return svg_text(app.export_screenshot())


async def notifications(pilot: Pilot[object], severity: str | None = None) -> list[str]:
    """The notifications on screen (title and message), optionally of one severity, once
    the toasts of those already sent are up."""
    for _ in range(2):  # the app mounts toasts a moment after notify()
        await pilot.pause()
    selector = "Toast" if severity is None else f"Toast.-{severity}"
    return [str(toast.render()) for toast in pilot.app.screen.query(selector)]


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


def offline_app(start: Path | None = LEGACY_APP) -> CallbridgeApp:
    """The walkthrough for steps that must not need the service (Scan, Report)."""

    def no_service(base_url: str | None, api_key: str | None) -> Connection:
        raise AssertionError("these steps must not need the service")

    return CallbridgeApp(connection_factory=no_service, start_path=start, environ={})


async def settle(pilot: Pilot[object]) -> None:
    """Until the workers started so far (and the messages they sent) are done. A worker that
    failed is done too: waiting re-raises its error, which the screen has turned into its
    step's error state (`screens.base`), and that state is what a test looks at. Whether the
    failed worker is still in the manager when it is waited on is a race (one CI run in
    three saw the snippet worker's error raised here)."""
    for _ in range(3):
        with contextlib.suppress(WorkerFailed):
            await pilot.app.workers.wait_for_complete()
        await pilot.pause()
