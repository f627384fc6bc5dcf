"""Control characters from a server or a file are printed escaped, never acted on."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_hostile_server import KEY, serve

from callbridge._terminal import escape_controls, shown

OSC_TITLE = "\x1b]0;pwned\x07"
OSC_CLIPBOARD = "\x1b]52;c;cHduZWQ=\x07"


def hostile_error(conn: socket.socket) -> None:
    body = json.dumps(
        {
            "error": {
                "code": "invalid_request",
                "message": f"bad {OSC_TITLE}value\nforged: line{OSC_CLIPBOARD}\r",
                "requestId": f"req{OSC_TITLE}",
                "details": [{"path": "body\x1b[2J", "message": "no\u202etxt.exe"}],
            }
        }
    ).encode()
    conn.sendall(
        b"HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(body), body)
    )


@pytest.fixture
def hostile_server() -> Iterator[str]:
    yield from serve(hostile_error)


RECIPE = "recipe: 1\nname: t\ndescription: d\nsteps:\n  - id: who\n    action: me\n"


@pytest.mark.network
def test_a_service_error_with_terminal_escapes_is_printed_escaped(  # type: ignore[no-untyped-def]
    tmp_path: Path, cli_in, hostile_server: str
) -> None:
    (tmp_path / "r.yaml").write_text(RECIPE)
    env = {"CALLBRIDGE_BASE_URL": hostile_server, "CALLBRIDGE_API_KEY": KEY}
    outcome = cli_in("run", "r.yaml", env=env)
    assert outcome.code == 1, outcome.output
    assert "\x1b" not in outcome.output and "\x07" not in outcome.output
    assert "\u202e" not in outcome.output and "\r" not in outcome.output
    assert "\\x1b]0;pwned\\x07" in outcome.output
    assert "value\\nforged: line" in outcome.output  # no forged line of output
    assert "S3cr3t" not in outcome.output


def test_escaping_keeps_ordinary_text_and_masks_secrets() -> None:
    assert escape_controls("Café 東京 ok") == "Café 東京 ok"
    assert escape_controls("a\tb\x00c\x9bd") == "a\\tb\\x00c\\x9bd"
    assert shown(f"key {KEY}") == "key cb_test_3fc07204…****"


def test_webhooks_listen_prints_a_hostile_event_escaped(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys
    import time

    import httpx

    from callbridge.webhooks._signature import SIGNATURE_HEADER, sign

    secret = "whsec_listenerTestSecret0123456789"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "CALLBRIDGE_WEBHOOK_SECRET": secret}
    proc = subprocess.Popen(
        [sys.executable, "-m", "callbridge", "webhooks", "listen", "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().startswith("Ready")
        event = {
            "id": f"evt{OSC_TITLE}",
            "type": "list.created",
            "apiVersion": "2",
            "createdAt": "2030-01-01T00:00:00.000Z",
            "workspaceId": "ws",
            "resourceType": "list",
            "resourceId": f"7\nforged line{OSC_CLIPBOARD}",
            "data": {},
        }
        body = json.dumps(event).encode()
        headers = {
            "Content-Type": "application/json",
            SIGNATURE_HEADER: sign(body, secret, int(time.time() * 1000)),
            "Service-Delivery-Id": f"d{OSC_TITLE}",
        }
        answer = httpx.post(f"http://127.0.0.1:{port}/webhooks", content=body, headers=headers)
        assert answer.status_code == 200, answer.text
        line = proc.stdout.readline()
    finally:
        proc.send_signal(2)
        try:
            proc.wait(timeout=20)
        finally:
            if proc.poll() is None:
                proc.kill()
    assert "\x1b" not in line and "\x07" not in line
    assert "list/7\\nforged line\\x1b]52;c;cHduZWQ=\\x07" in line
    assert "event=evt\\x1b]0;pwned\\x07" in line and "delivery=d\\x1b]0;pwned\\x07" in line


async def test_the_tui_run_log_and_deliveries_show_no_control_characters() -> None:
    from rich.text import Text
    from textual.app import App, ComposeResult

    from callbridge._terminal import same_width
    from callbridge.tui.widgets.run_view import RunLog

    class Harness(App[None]):
        def compose(self) -> ComposeResult:
            yield RunLog(id="log")

    hostile = f"✗ invalid_request: bad {OSC_TITLE}value{OSC_CLIPBOARD}"
    assert len(same_width(hostile)) == len(hostile)
    async with Harness().run_test() as pilot:
        log = pilot.app.query_one(RunLog)
        styled = Text(hostile, style="red")
        before = styled.plain
        log.write(styled)
        log.write(hostile)
        await pilot.pause()
        shown_text = "".join(segment.text for strip in log.lines for segment in strip)
    assert "\x1b" not in shown_text and "\x07" not in shown_text
    assert "pwned" in shown_text
    assert styled.plain == before  # the caller's text is left as it was
