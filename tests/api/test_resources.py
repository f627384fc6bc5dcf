"""Every client method against the in-process sandbox, checked through the contract."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

import callbridge as cb
from callbridge import CLEAR, Client
from callbridge.api.models import (
    CredentialKind,
    EvidenceState,
    ScheduledCallStatus,
    Scope,
)


def test_me_describes_the_workspace_key(client: Client, seed: Any) -> None:
    me = client.me()
    assert me.workspace_id == seed.workspace_id
    assert me.kind is CredentialKind.WORKSPACE
    assert me.owner_id is None
    assert Scope.LISTS_WRITE in me.scopes
    assert me.api_version == "v2"


def test_me_of_a_personal_key_names_its_owner(make_client: Any, seed: Any) -> None:
    me = make_client(seed.personal_key).me()
    assert me.kind is CredentialKind.PERSONAL
    assert me.owner_id == seed.owner_id


def test_users_iter_follows_cursors_to_the_end(client: Client, seed: Any) -> None:
    first = client.users.list(limit=1)
    assert len(first.data) == 1 and first.next_cursor is not None
    one_by_one = list(client.users.iter(limit=1))
    assert [m.id for m in one_by_one] == [m.id for m in client.users.iter()]
    assert sorted(m.id for m in one_by_one) == sorted(seed.member_ids)
    # ordered by join time, then member id (members seeded in one millisecond tie)
    assert one_by_one == sorted(one_by_one, key=lambda m: (m.joined_at, m.id))


def test_lists_create_and_replace(client: Client, seed: Any) -> None:
    created = client.lists.create("Spring push", seed.owner_id, group_name="Q2")
    assert (created.name, created.group_name, created.contacts_count) == ("Spring push", "Q2", 0)
    assert created.org_id == seed.workspace_id
    assert created.created_at.tzinfo is UTC
    replaced = client.lists.replace(created.id, "Spring push 2", seed.member_ids[1])
    assert replaced.id == created.id
    assert replaced.owner_id == seed.member_ids[1]
    assert replaced.group_name is None  # the full write shape: no group clears it


def test_list_contacts_page_and_iteration(client: Client, seed: Any) -> None:
    page = client.lists.contacts(seed.list_id, limit=2)
    assert [c.id for c in page.data] == seed.contact_ids[:2]
    assert page.next_cursor is not None
    rest = client.lists.contacts(seed.list_id, after=page.next_cursor, limit=2)
    assert [c.id for c in rest.data] == seed.contact_ids[2:3]
    assert rest.next_cursor is None
    assert [c.id for c in client.lists.iter_contacts(seed.list_id, limit=1)] == seed.contact_ids[:3]


def test_membership_add_and_remove(client: Client, seed: Any) -> None:
    contact = seed.contact_ids[4]
    added = client.lists.add_contact(seed.list_id, contact)
    assert (added.list_id, added.contact_id, added.member) == (seed.list_id, contact, True)
    assert contact in [c.id for c in client.lists.iter_contacts(seed.list_id)]
    removed = client.lists.remove_contact(seed.list_id, contact)
    assert removed.member is False
    assert contact not in [c.id for c in client.lists.iter_contacts(seed.list_id)]


def test_contact_upsert_creates_then_updates(client: Client, seed: Any) -> None:
    created = client.contacts.upsert(
        "crm-9001",
        phone_number="+14155550199",
        first_name="Ida",
        email="ida@example.org",
        owner_id=seed.owner_id,
        time_zone="Europe/Berlin",
    )
    assert created.created is True
    assert (created.external_id, created.first_name, created.time_zone) == (
        "crm-9001",
        "Ida",
        "Europe/Berlin",
    )
    updated = client.contacts.upsert("crm-9001", last_name="Noddack")
    assert updated.created is False
    assert updated.id == created.id
    # fields not passed stay as they were
    assert (updated.first_name, updated.last_name, updated.email) == (
        "Ida",
        "Noddack",
        "ida@example.org",
    )


def test_contact_upsert_clear_sends_null(client: Client, seed: Any) -> None:
    client.contacts.upsert(
        "crm-9002", phone_number="+14155550198", email="x@example.org", owner_id=seed.owner_id
    )
    cleared = client.contacts.upsert("crm-9002", email=CLEAR)
    assert cleared.email is None


def test_contact_delete_removes_it_from_lists(client: Client, seed: Any) -> None:
    contact = seed.contact_ids[0]
    deleted = client.contacts.delete(contact)
    assert (deleted.id, deleted.deleted) == (contact, True)
    assert contact not in [c.id for c in client.lists.iter_contacts(seed.list_id)]


def test_call_get_with_evidence(client: Client, seed: Any) -> None:
    call = client.calls.get(seed.call_sids[0])
    assert call.call_sid == seed.call_sids[0]
    assert call.recording.state is EvidenceState.AVAILABLE
    assert call.transcript.state is EvidenceState.AVAILABLE
    assert call.transcript.segments and call.transcript.segments[0].speaker == "agent"
    assert call.disposition is not None and call.disposition.type == "interested"


def test_call_evidence_is_restricted_without_its_scopes(
    sandbox: Any, make_client: Any, seed: Any
) -> None:
    key = sandbox.create_key(seed.workspace_id, "workspace", ["calls:read"])["token"]
    call = make_client(key).calls.get(seed.call_sids[0])
    assert call.recording.state is EvidenceState.RESTRICTED
    assert call.transcript.state is EvidenceState.RESTRICTED


def test_scheduled_call_update_and_delete(client: Client, seed: Any) -> None:
    sc_id = seed.scheduled_call_ids[0]
    when = datetime(2031, 3, 1, 9, 30, tzinfo=UTC) + timedelta(hours=1)
    updated = client.scheduled_calls.update(sc_id, scheduled_at=when, notes="moved")
    assert updated.scheduled_at == when
    assert updated.notes == "moved"
    assert updated.status is ScheduledCallStatus.PENDING
    cleared = client.scheduled_calls.update(sc_id, notes=None)
    assert cleared.notes is None
    cancelled = client.scheduled_calls.delete(sc_id)
    assert cancelled.status is ScheduledCallStatus.CANCELLED


def test_scheduled_call_update_needs_a_field(client: Client, seed: Any) -> None:
    with pytest.raises(ValueError, match="at least one"):
        client.scheduled_calls.update(seed.scheduled_call_ids[0])
    with pytest.raises(ValueError, match="timezone-aware"):
        client.scheduled_calls.update(seed.scheduled_call_ids[0], scheduled_at=datetime(2031, 1, 1))


def test_changes_list_and_iter_keep_string_cursors(client: Client) -> None:
    page = client.changes.list(after="0", limit=2)
    assert isinstance(page.next_cursor, str)
    assert [c.sequence for c in page.data] == ["1", "2"]
    everything = list(client.changes.iter(after="0", limit=3))
    assert [c.sequence for c in everything][:2] == ["1", "2"]
    last = everything[-1].sequence
    empty = client.changes.list(after=last)
    assert empty.data == [] and empty.next_cursor == last and empty.has_more is False
    with pytest.raises(TypeError):
        client.changes.list(after=0)  # type: ignore[arg-type]


def test_imports_create(client: Client, seed: Any) -> None:
    result = client.imports.create(
        seed.list_id,
        [
            {"external_id": "imp-1", "phone_number": "+14155550181", "owner_id": seed.owner_id},
            {"externalId": "imp-2", "phoneNumber": "not a phone", "ownerId": seed.owner_id},
        ],
    )
    assert (result.total, result.created, result.failed) == (2, 1, 1)
    assert result.errors[0].index == 1


def test_analytics_summary_grouped_by_owner(client: Client, seed: Any) -> None:
    summary = client.analytics.summary(group_by="owner", from_=datetime(2000, 1, 1, tzinfo=UTC))
    assert summary.totals.calls == len(seed.call_sids)
    assert [g.key for g in summary.groups] == [seed.owner_id]


def test_availability(client: Client) -> None:
    availability = client.availability()
    assert availability.api_version == "v2"
    assert availability.status == "available"


def test_request_is_a_raw_call_through_the_pipeline(client: Client, seed: Any) -> None:
    body = client.request("POST", "/lists", json={"name": "raw", "ownerId": seed.owner_id})
    assert body["name"] == "raw" and body["contactsCount"] == 0
    assert client.request("GET", f"/lists/{seed.list_id}/contacts", params={"limit": 1})["data"]


def test_models_dump_back_to_the_wire_shape(client: Client, seed: Any) -> None:
    raw = client.request("GET", f"/calls/{seed.call_sids[0]}")
    typed = client.calls.get(seed.call_sids[0])
    dumped = typed.model_dump(mode="json", by_alias=True, exclude_unset=True)
    assert set(raw) <= set(dumped)
    assert dumped["callSid"] == raw["callSid"]
    assert dumped["talkTimeSeconds"] == raw["talkTimeSeconds"]
    assert dumped["recording"]["state"] == raw["recording"]["state"]


def test_each_logical_write_gets_its_own_idempotency_key(client: Client, seed: Any) -> None:
    first = client.lists.create("twin", seed.owner_id)
    second = client.lists.create("twin", seed.owner_id)
    assert first.id != second.id  # not mistaken for a retry of the first


def test_membership_add_method_is_configurable(make_client: Any, seed: Any) -> None:
    posting = make_client(seed.workspace_key, membership_add_method="POST")
    # the sandbox adds membership with PUT (gap G4), so POST is refused there
    with pytest.raises(cb.MethodNotAllowed):
        posting.lists.add_contact(seed.list_id, seed.contact_ids[4])
