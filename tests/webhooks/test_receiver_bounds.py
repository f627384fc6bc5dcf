"""The receiver's bounds and its secret file: every limit is met with an answer or a closed
connection, never a hung thread; a rotated secret in the file is picked up before the next
request."""

from __future__ import annotations

import json
import os
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from callbridge.webhooks import (
    ForwardFailed,
    Receiver,
    SecretFile,
    SecretFileError,
    sign,
)
from callbridge.webhooks._events import MAX_JSON_DEPTH

SECRET = "whsec_" + "a" * 43
ROTATED = "whsec_" + "b" * 43


def _address(receiver: Receiver) -> tuple[str, int]:
    host, port = receiver.url.split("//")[1].split("/")[0].split(":")
    return host, int(port)


def _post(receiver: Receiver, body: bytes, secret: str = SECRET) -> httpx.Response:
    header = sign(body, secret)
    return httpx.post(
        receiver.url,
        content=body,
        headers={"Service-Signature": header, "Content-Type": "application/json"},
        timeout=10,
    )


def _closed_within(sock: socket.socket, seconds: float) -> bool:
    """True when the receiver closes the connection (EOF or reset) within `seconds`."""
    sock.settimeout(seconds)
    try:
        while sock.recv(1024):
            pass
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True
    return True


def _event(n: int = 1) -> bytes:
    return json.dumps(
        {
            "id": f"00000000-0000-4000-8000-{n:012d}",
            "type": "list.created",
            "apiVersion": "v2",
            "createdAt": "2030-01-01T00:00:00Z",
            "workspaceId": "ws_1",
            "ownerId": "usr_1",
            "resourceType": "lists",
            "resourceId": str(n),
            "data": {"id": n},
        }
    ).encode()


@pytest.fixture
def events() -> list[Any]:
    return []


@pytest.fixture
def tight(events: list[Any]) -> Iterator[Receiver]:
    with Receiver(
        SECRET,
        on_event=events.append,
        read_timeout=0.3,
        request_deadline=0.8,
        max_connections=2,
    ) as receiver:
        yield receiver


def test_a_silent_connection_is_closed_after_the_read_timeout(tight: Receiver) -> None:
    with socket.create_connection(_address(tight)) as silent:
        assert _closed_within(silent, 3)


def test_a_request_that_dribbles_in_is_cut_at_its_deadline(tight: Receiver) -> None:
    with socket.create_connection(_address(tight)) as slow:
        started = time.monotonic()
        slow.sendall(b"POST /webhooks HTTP/1.1\r\n")
        with pytest.raises(OSError):  # each byte comes before the read timeout, yet...
            for _ in range(40):
                time.sleep(0.1)
                slow.sendall(b"X-Slow: 1\r\n")
        assert time.monotonic() - started < 3  # ...the deadline ended it


def test_connections_beyond_the_bound_are_answered_503_not_queued(
    tight: Receiver, events: list[Any]
) -> None:
    held = [socket.create_connection(_address(tight)) for _ in range(2)]
    try:
        time.sleep(0.1)
        with socket.create_connection(_address(tight)) as extra:
            extra.settimeout(3)
            assert extra.recv(1024).startswith(b"HTTP/1.1 503")
    finally:
        for sock in held:
            sock.close()
    time.sleep(0.4)  # the held slots come back
    assert _post(tight, _event()).status_code == 200
    assert len(events) == 1


def test_json_nested_absurdly_deep_is_refused_with_a_400(
    tight: Receiver, events: list[Any]
) -> None:
    for body in (b"[" * 100_000 + b"]" * 100_000, b"[" * (MAX_JSON_DEPTH + 1)):
        answer = _post(tight, body)
        assert answer.status_code == 400
        assert f"deeper than {MAX_JSON_DEPTH}" in answer.json()["message"]
    # brackets inside strings are text, not nesting
    deep_text = json.loads(_event())
    deep_text["data"]["note"] = "[" * 1000
    assert _post(tight, json.dumps(deep_text).encode()).status_code == 200
    assert len(events) == 1


def test_the_forward_outcome_is_the_real_one() -> None:
    failures: list[Exception] = []
    forwarded: list[Any] = []
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        nowhere = f"http://127.0.0.1:{closed.getsockname()[1]}/hook"
    with Receiver(
        SECRET, forward_to=nowhere, on_failure=lambda _r, exc: failures.append(exc)
    ) as refusing:
        assert _post(refusing, _event()).status_code == 500
    [failure] = failures
    assert isinstance(failure, ForwardFailed) and f"forward to {nowhere} failed" in str(failure)
    with (
        Receiver(SECRET) as downstream,
        Receiver(SECRET, forward_to=downstream.url, on_event=forwarded.append) as forwarding,
    ):
        assert _post(forwarding, _event(2)).status_code == 200
    assert [item.forwarded for item in forwarded] == ["200"]


def _write(path: Path, text: str, mode: int = 0o600) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with os.fdopen(fd, "w") as handle:
        handle.write(text)
    path.chmod(mode)


def test_a_secret_file_is_read_before_each_request_so_a_rotation_is_picked_up(
    tmp_path: Path,
) -> None:
    path = tmp_path / "webhook-secret"
    changes: list[tuple[tuple[str, ...], Any]] = []
    source = SecretFile(path)
    with Receiver(
        secret_file=source, on_secret_change=lambda v, p: changes.append((v, p))
    ) as receiver:
        assert _post(receiver, _event()).status_code == 400  # no secret yet
        _write(path, SECRET + "\n")
        assert _post(receiver, _event(1)).status_code == 200
        _write(path, ROTATED + "\n")
        assert _post(receiver, _event(2)).status_code == 400  # the old secret is gone
        assert _post(receiver, _event(3), ROTATED).status_code == 200
        path.chmod(0o644)
        os.utime(path, ns=(time.time_ns(), time.time_ns() + 1_000_000))
        _write(path, SECRET + "\n", mode=0o644)
        # a file others can read is not used: the secret held so far stays
        assert _post(receiver, _event(4), ROTATED).status_code == 200
    assert [values for values, problem in changes if problem is None] == [(SECRET,), (ROTATED,)]
    assert isinstance(changes[-1][1], SecretFileError)
    assert "chmod 600" in str(changes[-1][1])


def test_a_secret_file_open_to_others_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "webhook-secret"
    _write(path, SECRET, mode=0o640)
    with pytest.raises(SecretFileError, match="mode 0640"):
        SecretFile(path).read()
