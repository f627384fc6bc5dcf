"""The change-feed consumer: cursor saved after whole pages, dedupe by event id, resumes."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from callbridge import (
    ChangeFeedConsumer,
    Client,
    FileCheckpoint,
    MemoryCheckpoint,
    SqliteCheckpoint,
)
from callbridge.api import AsyncChangeFeedConsumer
from callbridge.api.models import Change


class Boom(Exception):
    pass


def test_poll_handles_everything_once_and_saves_the_last_cursor(
    client: Client, tmp_path: Path
) -> None:
    checkpoint = SqliteCheckpoint(tmp_path / "feed.db")
    seen: list[str] = []
    handled = client.changes.poll(lambda c: seen.append(c.sequence), checkpoint=checkpoint, limit=4)
    all_changes = list(client.changes.iter(after="0"))
    assert handled == len(all_changes) == len(seen)
    assert seen == [c.sequence for c in all_changes]
    assert checkpoint.load() == all_changes[-1].sequence
    assert client.changes.poll(lambda c: seen.append(c.sequence), checkpoint=checkpoint) == 0


def test_cursor_is_not_saved_for_a_page_that_failed_midway(client: Client, tmp_path: Path) -> None:
    checkpoint = SqliteCheckpoint(tmp_path / "feed.db")
    handled: list[str] = []

    def flaky(change: Change) -> None:
        if change.sequence == "3":
            raise Boom
        handled.append(change.sequence)

    consumer = ChangeFeedConsumer(client, checkpoint, limit=4)
    with pytest.raises(Boom):
        consumer.poll(flaky)
    assert handled == ["1", "2"]
    assert checkpoint.load() is None  # page 1..4 was not finished

    again: list[str] = []
    consumer.poll(lambda c: again.append(c.sequence))
    # 1 and 2 are skipped by event id, 3 is handled now, the rest follows
    assert again[0] == "3"
    assert "1" not in again and "2" not in again


def test_a_new_process_resumes_from_the_saved_cursor(
    client: Client, seed: Any, tmp_path: Path
) -> None:
    path = tmp_path / "feed.db"
    first = SqliteCheckpoint(path)
    ChangeFeedConsumer(client, first).poll(lambda c: None)
    first.close()
    client.lists.create("after restart", seed.owner_id)
    got: list[Change] = []
    ChangeFeedConsumer(client, SqliteCheckpoint(path)).poll(got.append)
    assert [c.type for c in got] == ["list.created"]


def test_file_checkpoint_keeps_the_cursor_as_a_string(client: Client, tmp_path: Path) -> None:
    path = tmp_path / "cursor.json"
    ChangeFeedConsumer(client, FileCheckpoint(path)).poll(lambda c: None)
    saved = json.loads(path.read_text())
    assert isinstance(saved["cursor"], str)
    assert FileCheckpoint(path).load() == saved["cursor"]


def test_duplicate_event_ids_are_handled_once(client: Client) -> None:
    checkpoint = MemoryCheckpoint()
    first = next(iter(client.changes.iter(after="0")))
    with checkpoint.claim(first.event_id) as fresh:
        assert fresh
    seen: list[str] = []
    ChangeFeedConsumer(client, checkpoint).poll(lambda c: seen.append(c.event_id))
    assert first.event_id not in seen


def test_follow_keeps_polling_after_has_more_is_false(client: Client, seed: Any) -> None:
    checkpoint = MemoryCheckpoint()
    consumer = ChangeFeedConsumer(client, checkpoint)
    consumer.poll(lambda c: None)
    stop = threading.Event()
    arrived: list[Change] = []

    def handler(change: Change) -> None:
        arrived.append(change)
        stop.set()

    worker = threading.Thread(
        target=consumer.follow, args=(handler,), kwargs={"interval": 0.05, "stop": stop}
    )
    worker.start()
    client.lists.create("late", seed.owner_id)
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert [c.type for c in arrived] == ["list.created"]


async def test_async_consumer(aclient: Any, seed: Any) -> None:
    checkpoint = MemoryCheckpoint()
    seen: list[str] = []

    async def handler(change: Change) -> None:
        seen.append(change.sequence)

    count = await AsyncChangeFeedConsumer(aclient, checkpoint, limit=3).poll(handler)
    assert count == len(seen) > 0
    assert checkpoint.load() == seen[-1]
    assert await aclient.changes.poll(handler, checkpoint=checkpoint) == 0
