"""Event parsing and the durable, atomic dedupe store."""

from __future__ import annotations

import threading
from datetime import UTC
from pathlib import Path

import pytest

from callbridge.api.models import EventType, VerificationChallenge
from callbridge.webhooks import DedupeStore, InvalidPayload, parse_event, parse_payload

EVENT = (
    b'{"id":"9f1c7a52-5f0e-4d7b-9a58-0d6a3c3b2e11","type":"call.completed","apiVersion":"v2",'
    b'"createdAt":"2026-05-01T12:00:00+02:00","workspaceId":"ws_1","ownerId":"usr_ada",'
    b'"resourceType":"calls","resourceId":"CA123","data":{"id":"CA123"},"newField":1}'
)


def test_parse_event_gives_a_typed_event_in_utc() -> None:
    event = parse_event(EVENT)
    assert event.type is EventType.CALL_COMPLETED
    assert event.created_at.tzinfo is UTC and event.created_at.hour == 10
    assert event.data == {"id": "CA123"}
    assert event.model_dump(by_alias=True)["newField"] == 1  # unknown fields are kept


def test_an_event_type_the_client_does_not_know_stays_a_string() -> None:
    event = parse_event(EVENT.replace(b"call.completed", b"call.teleported"))
    assert event.type == "call.teleported"


def test_verification_body_is_a_challenge_not_an_event() -> None:
    body = b'{"type":"webhook.verification","challenge":"abc"}'
    assert parse_payload(body) == VerificationChallenge(
        type="webhook.verification", challenge="abc"
    )
    with pytest.raises(InvalidPayload):
        parse_event(body)


@pytest.mark.parametrize("body", [b"not json", b"[]", b'{"type":"call.created"}'])
def test_bodies_that_are_not_events(body: bytes) -> None:
    with pytest.raises(InvalidPayload):
        parse_event(body)


def test_claim_sticks_only_when_the_work_succeeds(tmp_path: Path) -> None:
    store = DedupeStore(tmp_path / "seen.db")
    with pytest.raises(RuntimeError), store.claim("evt-1") as fresh:
        assert fresh
        raise RuntimeError("crashed before acknowledging")
    assert not store.seen("evt-1")
    with store.claim("evt-1") as fresh:
        assert fresh
    with store.claim("evt-1") as fresh:
        assert not fresh
    store.close()
    assert DedupeStore(tmp_path / "seen.db").seen("evt-1")  # durable across restarts


def test_concurrent_claims_of_one_event_let_exactly_one_through(tmp_path: Path) -> None:
    store = DedupeStore(tmp_path / "seen.db")
    winners: list[int] = []
    start = threading.Barrier(8)

    def worker(n: int) -> None:
        start.wait()
        with store.claim("evt-shared") as fresh:
            if fresh:
                winners.append(n)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(winners) == 1
