"""AsyncClient has the same surface; iterators follow every cursor to the end."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import pytest

import callbridge as cb
from callbridge import AsyncClient, Client
from callbridge.api._pagination import next_page
from callbridge.api.models import Change, ChangePage
from callbridge.webhooks import Receiver


async def test_async_surface_mirrors_the_sync_one(aclient: AsyncClient, seed: Any) -> None:
    me = await aclient.me()
    assert me.workspace_id == seed.workspace_id
    assert sorted([m.id async for m in aclient.users.iter(limit=2)]) == sorted(seed.member_ids)
    created = await aclient.lists.create("async list", seed.owner_id)
    replaced = await aclient.lists.replace(created.id, "async list 2", seed.owner_id, "grp")
    assert replaced.group_name == "grp"
    contact = await aclient.contacts.upsert(
        "async-1", phone_number="+14155550177", owner_id=seed.owner_id
    )
    assert contact.created
    assert (await aclient.lists.add_contact(created.id, contact.id)).member
    assert [c.id async for c in aclient.lists.iter_contacts(created.id)] == [contact.id]
    page = await aclient.lists.contacts(created.id, limit=1)
    assert [c.id for c in page.data] == [contact.id]
    assert not (await aclient.lists.remove_contact(created.id, contact.id)).member
    assert (await aclient.contacts.delete(contact.id)).deleted
    call = await aclient.calls.get(seed.call_sids[0])
    assert call.call_sid == seed.call_sids[0]
    sc = await aclient.scheduled_calls.update(seed.scheduled_call_ids[0], notes="async")
    assert sc.notes == "async"
    assert (await aclient.scheduled_calls.delete(sc.id)).status == "Cancelled"
    changes = [c async for c in aclient.changes.iter(after="0")]
    assert changes and all(isinstance(c.sequence, str) for c in changes)
    imported = await aclient.imports.create(
        created.id,
        [{"external_id": "async-2", "phone_number": "+14155550178", "owner_id": seed.owner_id}],
    )
    assert imported.created == 1
    assert (await aclient.analytics.summary()).totals.calls == len(seed.call_sids)
    assert (await aclient.availability()).api_version == "v2"
    raw = await aclient.request("GET", "/me")
    assert raw["credentialId"] == me.credential_id
    with pytest.raises(cb.NotFound):
        await aclient.calls.get("CA-missing")


def test_list_contacts_are_iterated_to_the_end_across_many_pages(
    sandbox: Any, client: Client, seed: Any
) -> None:
    target = client.lists.create("big", seed.owner_id)
    expected = []
    for n in range(23):
        contact = client.contacts.upsert(
            f"page-{n}", phone_number=f"+1415555{n:04d}", owner_id=seed.owner_id
        )
        client.lists.add_contact(target.id, contact.id)
        expected.append(contact.id)
    before = len(sandbox.requests(limit=1000))
    assert [c.id for c in client.lists.iter_contacts(target.id, limit=5)] == sorted(expected)
    pages = len(sandbox.requests(limit=1000)) - before
    assert pages == 5  # 5 + 5 + 5 + 5 + 3, the last page says nextCursor null


def test_change_feed_iteration_reaches_the_end_and_resumes_from_a_string_cursor(
    client: Client, seed: Any
) -> None:
    everything = list(client.changes.iter(after="0", limit=4))
    sequences = [c.sequence for c in everything]
    assert sequences == sorted(sequences, key=int)
    last = sequences[-1]
    assert list(client.changes.iter(after=last)) == []
    client.lists.create("later", seed.owner_id)
    newer = list(client.changes.iter(after=last))
    assert [c.type for c in newer] == ["list.created"]
    assert newer[0].sequence != last


def test_users_cursor_is_only_valid_with_the_key_and_page_size_that_got_it(
    client: Client, make_client: Any, seed: Any
) -> None:
    first = client.users.list(limit=1)
    assert first.next_cursor is not None
    assert client.users.list(limit=1, cursor=first.next_cursor).data
    with pytest.raises(cb.InvalidRequest) as info:
        client.users.list(limit=2, cursor=first.next_cursor)
    assert [d.path for d in info.value.details] == ["query.cursor"]
    with pytest.raises(cb.InvalidRequest):
        make_client(seed.personal_key).users.list(limit=1, cursor=first.next_cursor)
    with pytest.raises(cb.InvalidRequest):
        client.users.list(limit=1, cursor="999")  # never issued


async def test_async_webhook_surface_end_to_end(
    sandbox: Any, aclient: AsyncClient, seed: Any
) -> None:
    sandbox.settings(allow_loopback_receivers=True)
    with Receiver() as receiver:
        sub_id = uuid.uuid4()
        sub = await aclient.webhooks.put(sub_id, "async", receiver.url, ["list.created"])
        assert sub.active is False
        receiver.set_secrets((await aclient.webhooks.rotate_secret(sub_id)).signing_secret)
        assert (await aclient.webhooks.verify(sub_id)).active
        await aclient.lists.create("hooked async", seed.owner_id)
        assert sandbox.run_deliveries() == 1
        [delivery] = (await aclient.webhooks.deliveries(sub_id)).data
        [attempt] = (await aclient.webhooks.attempts(sub_id, delivery.id)).data
        assert attempt.delivery_id == delivery.id
        replayed = await aclient.webhooks.replay(sub_id, delivery.id)
        assert (replayed.id, replayed.state) == (delivery.id, "pending")
        assert (await aclient.webhooks.set_active(sub_id, False)).active is False


async def test_async_consumer_follow_keeps_polling(aclient: AsyncClient, seed: Any) -> None:
    consumer = cb.AsyncChangeFeedConsumer(aclient, cb.MemoryCheckpoint())
    await consumer.poll(lambda change: None)
    stop = asyncio.Event()
    arrived: list[str] = []

    async def handler(change: Change) -> None:
        arrived.append(str(change.type))
        stop.set()

    follower = asyncio.create_task(consumer.follow(handler, interval=0.05, stop=stop))
    await asyncio.sleep(0.1)  # at least one empty poll first
    await aclient.lists.create("late async", seed.owner_id)
    await asyncio.wait_for(follower, timeout=10)
    assert arrived == ["list.created"]


def test_changes_take_the_cursor_positionally_too(client: Client) -> None:
    page = client.changes.list("0", limit=1)
    assert [c.sequence for c in page.data] == ["1"]
    assert next(c.sequence for c in client.changes.iter(page.next_cursor, limit=2)) == "2"


def test_a_page_whose_cursor_does_not_move_ends_the_iteration() -> None:
    stuck = ChangePage(data=[], next_cursor="7", has_more=True)
    assert next_page(stuck, "7") is None
    assert next_page(stuck, "6") == "7"
    assert next_page(ChangePage(data=[], next_cursor="7", has_more=False), "6") is None
