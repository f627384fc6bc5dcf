"""The receiver end to end with the sandbox: put, rotate, verify, deliver, replay, rotate."""

from __future__ import annotations

import json
import socket
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest

import callbridge as cb
from callbridge import Client
from callbridge.api.models import DeliveryState
from callbridge.webhooks import DedupeStore, Receiver, sign

EVENTS = ["list.created", "list.updated", "contact.created"]


def subscribe(client: Client, receiver: Receiver) -> tuple[uuid.UUID, str]:
    sub_id = uuid.uuid4()
    sub = client.webhooks.put(sub_id, "local dev", receiver.url, EVENTS)
    assert sub.active is False
    secret = client.webhooks.rotate_secret(sub_id).signing_secret
    receiver.set_secrets(secret)
    verified = client.webhooks.verify(sub_id)
    assert verified.active is True and verified.verified is True
    return sub_id, secret


def test_verify_deliver_and_dedupe_a_replay(
    sandbox: Any, client: Client, seed: Any, receiver: Receiver, inbox: Any
) -> None:
    sub_id, _ = subscribe(client, receiver)
    assert len(inbox.challenges) == 1

    created = client.lists.create("hooked", seed.owner_id)
    assert sandbox.run_deliveries() == 1
    [received] = inbox.events
    assert received.event.type == "list.created"
    assert received.event.resource_id == str(created.id)
    assert received.delivery_id and received.attempt_id

    [delivery] = client.webhooks.deliveries(sub_id).data
    assert delivery.id == received.delivery_id
    assert delivery.event_id == received.event.id
    assert delivery.state is DeliveryState.SUCCEEDED
    [attempt] = client.webhooks.attempts(sub_id, delivery.id).data
    assert attempt.id == received.attempt_id and attempt.status_code == 200

    replayed = client.webhooks.replay(sub_id, delivery.id)
    assert (replayed.id, replayed.event_id, replayed.state) == (
        delivery.id,
        delivery.event_id,
        "pending",
    )
    sandbox.run_deliveries()
    assert len(inbox.events) == 1  # the same event id is not handled twice
    [duplicate] = inbox.duplicates
    assert duplicate.delivery_id == delivery.id
    assert duplicate.attempt_id != received.attempt_id  # a new send, a new attempt id


def test_rotation_needs_the_new_secret_and_accepts_both_during_the_switch(
    sandbox: Any, client: Client, seed: Any, receiver: Receiver, inbox: Any
) -> None:
    sub_id, old = subscribe(client, receiver)
    new = client.webhooks.rotate_secret(sub_id).signing_secret
    assert new != old
    with pytest.raises(cb.VerificationFailed):
        client.webhooks.verify(sub_id)  # the receiver still only knows the old secret
    assert inbox.rejected and inbox.rejected[-1][0] == "SignatureMismatch"
    receiver.set_secrets([old, new])
    assert client.webhooks.verify(sub_id).active
    client.lists.create("after rotation", seed.owner_id)
    sandbox.run_deliveries()
    assert [e.event.type for e in inbox.events] == ["list.created"]


def test_bad_signatures_are_rejected_before_parsing(receiver: Receiver, inbox: Any) -> None:
    secret = "whsec_" + "k" * 43
    receiver.set_secrets(secret)
    body = json.dumps({"id": str(uuid.uuid4()), "type": "list.created"}).encode()
    with httpx.Client() as http:
        tampered = http.post(
            receiver.url, content=body + b" ", headers={"Service-Signature": sign(body, secret)}
        )
        missing = http.post(receiver.url, content=body)
        stale = http.post(
            receiver.url, content=body, headers={"Service-Signature": sign(body, secret, 1_000)}
        )
        not_an_event = http.post(
            receiver.url, content=b"[1]", headers={"Service-Signature": sign(b"[1]", secret)}
        )
    assert [r.status_code for r in (tampered, missing, stale, not_an_event)] == [400] * 4
    assert [kind for kind, _ in inbox.rejected] == [
        "SignatureMismatch",
        "MalformedSignatureHeader",
        "StaleTimestamp",
        "InvalidPayload",
    ]
    assert inbox.events == []


def test_a_failing_handler_gets_a_retry_and_the_event_is_handled_once(
    sandbox: Any, client: Client, seed: Any, tmp_path: Path
) -> None:
    handled: list[str] = []
    failures = iter([True])

    def on_event(received: Any) -> None:
        if next(failures, False):
            raise RuntimeError("database down")
        handled.append(received.event.id)

    # The sandbox signs with its virtual clock; the receiver follows it when it jumps.
    skew = [0.0]
    with Receiver(
        on_event=on_event,
        dedupe=DedupeStore(tmp_path / "seen.db"),
        clock=lambda: time.time() + skew[0],
    ) as receiver:
        sub_id, _ = subscribe(client, receiver)
        client.lists.create("retry me", seed.owner_id)
        sandbox.run_deliveries()
        [delivery] = client.webhooks.deliveries(sub_id).data
        assert delivery.state == "pending" and delivery.attempt_count == 1
        assert delivery.next_attempt_at is not None
        sandbox.advance(3600)
        skew[0] = 3600
        sandbox.run_deliveries()
    assert len(handled) == 1
    assert client.webhooks.deliveries(sub_id).data[0].state is DeliveryState.SUCCEEDED
    assert DedupeStore(tmp_path / "seen.db").seen(handled[0])


def test_replay_while_an_attempt_runs_is_delivery_in_progress(
    sandbox: Any, client: Client, seed: Any
) -> None:
    entered, release = threading.Event(), threading.Event()

    def slow(received: Any) -> None:
        entered.set()
        release.wait(10)

    with Receiver(on_event=slow) as receiver:
        sub_id, _ = subscribe(client, receiver)
        client.lists.create("slow", seed.owner_id)
        runner = threading.Thread(target=sandbox.run_deliveries)
        runner.start()
        try:
            assert entered.wait(10)
            [delivery] = client.webhooks.deliveries(sub_id).data
            with pytest.raises(cb.DeliveryInProgress):
                client.webhooks.replay(sub_id, delivery.id)
        finally:
            release.set()
            runner.join(10)


def test_replay_on_a_paused_subscription_is_inactive_webhook(
    sandbox: Any, client: Client, seed: Any, receiver: Receiver
) -> None:
    sub_id, _ = subscribe(client, receiver)
    client.lists.create("x", seed.owner_id)
    sandbox.run_deliveries()
    [delivery] = client.webhooks.deliveries(sub_id).data
    assert client.webhooks.set_active(sub_id, False).active is False
    with pytest.raises(cb.InactiveWebhook):
        client.webhooks.replay(sub_id, delivery.id)
    assert client.webhooks.set_active(sub_id, True).active is True  # verified before


def test_receiver_subscribe_wires_a_stable_subscription(
    sandbox: Any, client: Client, seed: Any, receiver: Receiver, inbox: Any
) -> None:
    first = receiver.subscribe(client, ["list.created"])
    again = receiver.subscribe(client, ["list.created"])
    assert first.id == again.id and again.active
    assert len(receiver.secrets) == 1 and receiver.secrets[0].startswith("whsec_")
    client.lists.create("subscribed", seed.owner_id)
    sandbox.run_deliveries()
    assert [e.event.type for e in inbox.events] == ["list.created"]


@pytest.mark.parametrize("length", [b"abc", b"-1", b"99999999999"])
def test_a_request_with_an_unusable_content_length_is_a_400(
    receiver: Receiver, inbox: Any, length: bytes, capfd: pytest.CaptureFixture[str]
) -> None:
    receiver.set_secrets("whsec_" + "k" * 43)
    host, port = receiver.url.split("//")[1].split("/")[0].split(":")
    with socket.create_connection((host, int(port)), timeout=10) as raw:
        raw.sendall(
            b"POST /webhooks HTTP/1.1\r\nHost: x\r\nContent-Length: " + length + b"\r\n\r\n{}"
        )
        status_line = raw.recv(1024).split(b"\r\n")[0]
    assert status_line.split()[1] == b"400"
    assert inbox.events == [] and inbox.rejected == []
    assert "Traceback" not in capfd.readouterr().err
