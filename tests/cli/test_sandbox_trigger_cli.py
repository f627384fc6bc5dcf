"""`migrate sandbox trigger`: real writes that emit the events a receiver is tested with, and
the CLI errors around the webhook flow (secret file, loopback receivers)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

from callbridge import Client
from callbridge.cli import cli
from callbridge.webhooks import Receiver


@pytest.fixture
def served(sandbox_server: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    sandbox_server.settings(allow_loopback_receivers=True)
    demo = sandbox_server.seed_demo()
    monkeypatch.setenv("CALLBRIDGE_BASE_URL", sandbox_server.api_url)
    monkeypatch.setenv("CALLBRIDGE_API_KEY", demo.workspace_key)
    yield demo


@pytest.mark.parametrize(
    ("event_type", "also"),
    [
        ("contact.deleted", {"contact.created"}),
        ("list.membership_updated", {"list.created", "contact.created"}),
        ("recording.available", {"call.created", "call.completed", "call.updated"}),
        ("call.disposition_updated", {"call.created"}),
    ],
)
def test_trigger_does_the_writes_that_emit_the_event(
    sandbox_server: Any, served: Any, event_type: str, also: set[str]
) -> None:
    received: list[Any] = []
    with (
        Receiver(on_event=received.append) as receiver,
        Client(served.workspace_key, base_url=sandbox_server.api_url) as client,
    ):
        receiver.subscribe(client, subscription_id=uuid.uuid4())
        result = CliRunner().invoke(cli, ["sandbox", "trigger", event_type, "--count", "2"])
        assert result.exit_code == 0, result.output
        assert result.stdout.startswith(f"Triggered 2 {event_type} on ")
        sandbox_server.run_deliveries()
    types = [str(item.event.type) for item in received]
    assert types.count(event_type) == 2
    assert set(types) == {event_type, *also}


def test_trigger_of_an_event_no_write_emits_is_a_usage_error(served: Any) -> None:
    result = CliRunner().invoke(cli, ["sandbox", "trigger", "list.deleted"])
    assert result.exit_code == 2
    assert "cannot emit 'list.deleted'" in result.stderr and "contact.created" in result.stderr


def test_a_loopback_receiver_refused_by_the_sandbox_says_how_to_allow_it(
    sandbox_server: Any,
) -> None:
    demo = sandbox_server.seed_demo()
    response = httpx.put(
        f"{sandbox_server.api_url}/webhooks/{uuid.uuid4()}",
        json={"name": "x", "url": "http://127.0.0.1:8787/webhooks", "events": ["list.created"]},
        headers={"Authorization": f"Bearer {demo.workspace_key}", "Idempotency-Key": "loop"},
    )
    assert response.status_code == 400
    [detail] = response.json()["error"]["details"]
    assert detail["path"] == "body.url"
    assert detail["message"].startswith("must use https (receiver rule: public HTTPS on port 443")
    assert "migrate sandbox serve --allow-loopback-receivers" in detail["message"]


def test_listen_refuses_a_secret_file_open_to_others(tmp_path: Path) -> None:
    secret = tmp_path / "webhook-secret"
    secret.write_text("whsec_" + "a" * 43)
    secret.chmod(0o644)
    result = CliRunner().invoke(
        cli, ["webhooks", "listen", "--port", "0", "--secret-file", str(secret)]
    )
    assert result.exit_code == 2
    assert f"chmod 600 {secret}" in result.stderr
    assert "whsec_" not in result.output + result.stderr


def test_listen_takes_one_source_of_secret(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CALLBRIDGE_")}
    result = CliRunner(env=env).invoke(
        cli, ["webhooks", "listen", "--secret-file", str(tmp_path / "s"), "--subscribe"]
    )
    assert result.exit_code == 2
    assert "pick one" in result.stderr
