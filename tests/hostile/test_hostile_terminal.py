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
