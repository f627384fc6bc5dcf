"""AsyncClient has the same surface; iterators follow every cursor to the end."""

from __future__ import annotations

from typing import Any

import pytest

import callbridge as cb
from callbridge import AsyncClient, Client


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


def test_users_cursor_past_the_end_gives_an_empty_last_page(client: Client) -> None:
    page = client.users.list(cursor="999", limit=10)
    assert page.data == [] and page.next_cursor is None
