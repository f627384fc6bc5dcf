"""The change feed (spec "Change feed recovery", gap G11)."""

from __future__ import annotations

import pytest

from .conftest import World, error_of, idem


def _feed(world: World, token: str | None = None, **params: object) -> dict[str, object]:
    response = world.client(token).get("/changes", params=params)
    assert response.status_code == 200, response.text
    body: dict[str, object] = response.json()
    return body


def test_changes_are_ordered_decimal_strings_with_the_spec_fields(world: World) -> None:
    client = world.client()
    list_id = client.post(
        "/lists", json={"name": "L", "ownerId": world.ada}, headers=idem()
    ).json()["id"]
    contact = world.contact()
    client.put(f"/lists/{list_id}/contacts/{contact}", headers=idem())
    feed = _feed(world)
    data = feed["data"]
    assert isinstance(data, list)
    assert [c["type"] for c in data] == [
        "list.created",
        "contact.created",
        "list.membership_updated",
    ]
    sequences = [c["sequence"] for c in data]
    assert all(isinstance(s, str) and s.isdigit() for s in sequences)
    assert [int(s) for s in sequences] == sorted(int(s) for s in sequences)
    first = data[0]
    assert set(first) == {
        "sequence",
        "eventId",
        "orgId",
        "ownerId",
        "type",
        "resourceType",
        "resourceId",
        "createdAt",
    }
    assert (first["orgId"], first["ownerId"], first["resourceType"], first["resourceId"]) == (
        world.ws,
        world.ada,
        "lists",
        str(list_id),
    )
    assert (feed["nextCursor"], feed["hasMore"]) == (sequences[-1], False)


def test_paging_and_an_empty_page_keeps_the_cursor(world: World) -> None:
    for n in range(5):
        world.contact(phoneNumber=f"+1415555000{n}")
    page = _feed(world, limit=2)
    assert (len(page["data"]), page["hasMore"]) == (2, True)  # type: ignore[arg-type]
    cursor = page["nextCursor"]
    seen = 2
    while page["hasMore"]:
        page = _feed(world, after=cursor, limit=2)
        seen += len(page["data"])  # type: ignore[arg-type]
        cursor = page["nextCursor"]
    assert seen == 5
    empty = _feed(world, after=cursor)
    assert (empty["data"], empty["nextCursor"], empty["hasMore"]) == ([], cursor, False)
    world.contact()
    assert len(_feed(world, after=cursor)["data"]) == 1  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("params", "path"),
    [
        ({"after": "-1"}, "query.after"),
        ({"after": "abc"}, "query.after"),
        ({"after": "1" * 20}, "query.after"),
        ({"limit": 0}, "query.limit"),
        ({"limit": 2**31}, "query.limit"),
    ],
)
def test_changes_validation(world: World, params: dict[str, object], path: str) -> None:
    response = world.client().get("/changes", params=params)
    assert [d["path"] for d in error_of(response)["details"]] == [path]


def test_a_limit_above_any_page_size_is_accepted(world: World) -> None:
    for n in range(3):
        world.contact(phoneNumber=f"+1415555010{n}")
    feed = _feed(world, limit=5000)
    assert feed["hasMore"] is False
    assert len(feed["data"]) >= 3  # type: ignore[arg-type]


def test_a_huge_cursor_is_just_past_the_end(world: World) -> None:
    world.contact()
    assert _feed(world, after="9" * 19)["data"] == []


def test_changes_are_captured_only_while_a_workspace_key_exists(sandbox) -> None:  # type: ignore[no-untyped-def]
    ws = sandbox.create_workspace("Quiet")["id"]
    owner = sandbox.create_member(ws)["id"]
    personal = sandbox.create_key(
        ws, "personal", ["changes:read", "contacts:read"], owner_id=owner
    )["token"]
    sandbox.create_contact(owner, "+14155550101")  # no workspace key: not captured
    workspace = sandbox.create_key(ws, "workspace", ["changes:read"])
    sandbox.create_contact(owner, "+14155550102")  # captured
    sandbox.revoke_key(workspace["credentialId"])
    sandbox.create_contact(owner, "+14155550103")  # revoked: not captured
    sandbox.set_clock("2030-01-01T00:00:00Z")
    sandbox.create_key(ws, "workspace", ["changes:read"], expires_at="2030-01-01T00:00:10Z")
    sandbox.create_contact(owner, "+14155550104")  # captured
    sandbox.advance(10)
    sandbox.create_contact(owner, "+14155550105")  # expired: not captured
    with sandbox.client(personal) as client:
        data = client.get("/changes").json()["data"]
    assert [c["resourceId"] for c in data] == ["2", "4"]


def test_changes_are_filtered_by_scopes_and_owners(world: World) -> None:
    world.contact(world.ada)
    world.contact(world.grace)
    world.sb.create_list(world.ada, "L")
    call = world.sb.create_call(world.ada, "+14155550101", "+14155550199")["callSid"]
    world.sb.set_recording(call, "available")

    def types(token: str) -> list[tuple[str, str]]:
        data = world.client(token).get("/changes").json()["data"]
        return [(c["type"], c["ownerId"]) for c in data]

    contacts_only = world.key(scopes=["changes:read", "contacts:read"])
    assert types(contacts_only) == [
        ("contact.created", world.ada),
        ("contact.created", world.grace),
    ]
    grace_calls = world.key(
        "personal", owner_id=world.grace, scopes=["changes:read", "contacts:read", "calls:read"]
    )
    assert types(grace_calls) == [("contact.created", world.grace)]
    calls = world.key(scopes=["changes:read", "calls:read", "recordings:read"])
    assert types(calls) == [("call.created", world.ada), ("recording.available", world.ada)]
    no_feed = world.client(world.key(scopes=["contacts:read"])).get("/changes")
    assert no_feed.status_code == 403


def test_call_lifecycle_events(world: World) -> None:
    sid = world.sb.create_call(world.ada, "+14155550101", "+14155550199")["callSid"]
    world.sb.complete_call(sid)
    world.sb.set_disposition(sid, "won")
    world.sb.set_transcript(sid, "available", [{"speaker": "a", "text": "b"}])
    world.sb.set_recording(sid, "unavailable")
    world.sb.delete_call(sid)
    data = _feed(world)["data"]
    assert [c["type"] for c in data] == [  # type: ignore[union-attr]
        "call.created",
        "call.completed",
        "call.updated",
        "call.disposition_updated",
        "transcript.available",
        "call.deleted",
    ]
    assert {c["resourceId"] for c in data} == {sid}  # type: ignore[union-attr]


def test_list_owner_change_revokes_the_previous_owner(world: World) -> None:
    client = world.client()
    list_id = client.post(
        "/lists", json={"name": "L", "ownerId": world.ada}, headers=idem()
    ).json()["id"]
    client.put(f"/lists/{list_id}", json={"name": "L", "ownerId": world.grace}, headers=idem())
    ada_view = world.key("personal", owner_id=world.ada)
    data = world.client(ada_view).get("/changes").json()["data"]
    assert [c["type"] for c in data] == ["list.created", "list.access_revoked"]
