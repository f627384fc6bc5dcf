"""`migrate webhooks listen` against the in-process sandbox, as a developer would use it."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from click.testing import CliRunner

import callbridge as cb
from callbridge import Client, RetryPolicy
from callbridge.cli import cli
from callbridge.webhooks import Receiver


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def client(sandbox: Any) -> Iterator[Client]:
    sandbox.settings(allow_loopback_receivers=True)
    sandbox.demo = sandbox.seed_demo()
    with Client(
        sandbox.demo.workspace_key,
        base_url=sandbox.api_url,
        transport=sandbox.sync_transport,
        retry=RetryPolicy(sleep=False),
    ) as c:
        yield c


def listen(port: int, secret: str, *extra: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "CALLBRIDGE_WEBHOOK_SECRET": secret}
    return subprocess.Popen(
        [sys.executable, "-m", "callbridge", "webhooks", "listen", "--port", str(port), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def stop(proc: subprocess.Popen[str]) -> int:
    proc.send_signal(signal.SIGINT)
    try:
        return proc.wait(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()


def test_listen_verifies_prints_dedupes_and_forwards(
    sandbox: Any, client: Client, lines: Any
) -> None:
    port = free_port()
    sub_id = uuid.uuid4()
    client.webhooks.put(sub_id, "cli", f"http://127.0.0.1:{port}/webhooks", ["list.created"])
    secret = client.webhooks.rotate_secret(sub_id).signing_secret
    forwarded: list[Any] = []
    with Receiver(secret, on_event=forwarded.append) as downstream:
        proc = listen(port, secret, "--forward-to", downstream.url)
        try:
            out, err = lines(proc.stdout), lines(proc.stderr)
            assert out.next().startswith(f"Ready: listening on http://127.0.0.1:{port}/webhooks")
            assert client.webhooks.verify(sub_id).active
            assert out.next().startswith("verification challenge answered")

            created = client.lists.create("from the cli", sandbox.demo.owner_id)
            sandbox.run_deliveries()
            line = out.next()
            [delivery] = client.webhooks.deliveries(sub_id).data
            [attempt] = client.webhooks.attempts(sub_id, delivery.id).data
            assert "list.created" in line and f"lists/{created.id}" in line
            assert f"delivery={delivery.id}" in line and f"attempt={attempt.id}" in line

            client.webhooks.replay(sub_id, delivery.id)
            sandbox.run_deliveries()
            assert out.next().startswith(f"duplicate event={delivery.event_id}")

            with socket.create_connection(("127.0.0.1", port)) as raw:
                body = b'{"id":"x","type":"list.created"}'
                raw.sendall(
                    b"POST /webhooks HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    b"Service-Signature: t=1,v1=" + b"0" * 64 + b"\r\n"
                    b"Content-Length: "
                    + str(len(body)).encode()
                    + b"\r\nConnection: close\r\n\r\n"
                    + body
                )
                assert b" 400 " in raw.recv(1024).split(b"\r\n")[0] + b" "
            assert "rejected (SignatureMismatch)" in err.next()
        finally:
            code = stop(proc)
        assert code == 0
    # the forward target got the original bytes, so it could verify them itself
    assert [r.event.resource_id for r in forwarded] == [str(created.id)]


def test_listen_without_a_secret_is_a_configuration_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MY_SECRET", raising=False)
    result = CliRunner().invoke(cli, ["webhooks", "listen", "--secret-env", "MY_SECRET"])
    assert result.exit_code == 2
    assert "$MY_SECRET" in result.stderr


def test_listen_on_a_busy_port_fails_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CALLBRIDGE_WEBHOOK_SECRET", "whsec_x")
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = CliRunner().invoke(cli, ["webhooks", "listen", "--port", str(port)])
    assert result.exit_code == 1
    assert f"cannot listen on 127.0.0.1:{port}" in result.stderr


def test_listen_subscribe_wires_itself_up_and_pauses_on_exit(
    sandbox_server: Any, lines: Any
) -> None:
    sandbox_server.settings(allow_loopback_receivers=True)
    demo = sandbox_server.seed_demo()
    env = {
        **os.environ,
        "PYTHONUNBUFFERED": "1",
        "CALLBRIDGE_BASE_URL": sandbox_server.api_url,
        "CALLBRIDGE_API_KEY": demo.workspace_key,
    }
    env.pop("CALLBRIDGE_WEBHOOK_SECRET", None)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "callbridge",
            "webhooks",
            "listen",
            "--port",
            "0",
            "--subscribe",
            "--events",
            "list.created,contact.created",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        out, err = lines(proc.stdout), lines(proc.stderr)
        assert out.next().startswith("verification challenge answered")
        assert out.next().startswith("Ready: listening on http://127.0.0.1:")
        subscribed = err.next()
        assert subscribed.startswith("Subscribed ") and "(2 event types)" in subscribed
        assert "whsec_" not in subscribed  # the secret is only shown masked
        sub_id = subscribed.split()[1]
        with Client(demo.workspace_key, base_url=sandbox_server.api_url) as client:
            created = client.lists.create("delivered in real time", demo.owner_id)
            line = out.next()  # the server's worker sends it without being asked
            assert "list.created" in line and f"lists/{created.id}" in line
            code = stop(proc)
            assert code == 0
            assert err.next().strip() == f"subscription {sub_id} paused"
            [delivery] = client.webhooks.deliveries(sub_id).data
            with pytest.raises(cb.InactiveWebhook):
                client.webhooks.replay(sub_id, delivery.id)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_listen_with_an_unusable_db_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    monkeypatch.setenv("CALLBRIDGE_WEBHOOK_SECRET", "whsec_x")
    not_sqlite = tmp_path / "seen.db"
    not_sqlite.write_text("this is not a database" * 100)
    result = CliRunner().invoke(cli, ["webhooks", "listen", "--port", "0", "--db", str(not_sqlite)])
    assert result.exit_code == 2
    assert "cannot use" in result.stderr and "Traceback" not in result.output
