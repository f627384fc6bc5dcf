"""Calls with evidence, scheduled calls, analytics and availability."""

from __future__ import annotations

import pytest

from .conftest import World, error_of, idem

PHONE, FROM = "+14155550101", "+14155550199"


def _call(world: World, owner: str | None = None, **fields: object) -> str:
    call_sid: str = world.sb.create_call(owner or world.ada, PHONE, FROM, **fields)["callSid"]
    return call_sid


def test_evidence_states_follow_the_scopes(world: World) -> None:
    sid = _call(world)
    world.sb.set_recording(sid, "available", "https://rec.example.com/1.mp3")
    world.sb.set_transcript(sid, "available", [{"speaker": "agent", "text": "hi"}])
    other = _call(world)

    def evidence(scopes: list[str], call_sid: str) -> tuple[object, object]:
        body = world.client(world.key(scopes=scopes)).get(f"/calls/{call_sid}").json()
        return body["recording"], body["transcript"]

    assert evidence(["calls:read"], sid) == ({"state": "restricted"}, {"state": "restricted"})
    assert evidence(["calls:read", "recordings:read", "transcripts:read"], sid) == (
        {"state": "available", "url": "https://rec.example.com/1.mp3"},
        {"state": "available", "segments": [{"speaker": "agent", "text": "hi"}]},
    )
    assert evidence(["calls:read", "recordings:read"], other) == (
        {"state": "unavailable"},
        {"state": "restricted"},
    )


def test_a_call_has_the_spec_fields(world: World) -> None:
    contact = world.contact()
    sid = _call(
        world,
        contactId=contact,
        contactName="Linus",
        listId=3,
        direction="outbound",
        callStatus="ringing",
        talkTimeSeconds=12.5,
    )
    body = world.client().get(f"/calls/{sid}").json()
    assert set(body) == {
        "id",
        "callSid",
        "ownerId",
        "createdAt",
        "updatedAt",
        "contactId",
        "contactName",
        "phoneNumber",
        "fromPhoneNumber",
        "direction",
        "callStatus",
        "disposition",
        "listId",
        "talkTimeSeconds",
        "recording",
        "transcript",
    }
    assert (body["callSid"], body["contactId"], body["talkTimeSeconds"], body["disposition"]) == (
        sid,
        contact,
        12.5,
        None,
    )


def test_a_disposition_does_not_move_updated_at(world: World) -> None:
    sid = _call(world)
    before = world.client().get(f"/calls/{sid}").json()
    world.sb.advance(10)
    world.sb.set_disposition(sid, "interested", "call back")
    after = world.client().get(f"/calls/{sid}").json()
    assert after["disposition"] == {"type": "interested", "notes": "call back"}
    assert after["updatedAt"] == before["updatedAt"]
    world.sb.complete_call(sid, talkTimeSeconds=30)
    assert world.client().get(f"/calls/{sid}").json()["updatedAt"] > before["updatedAt"]


def test_calls_outside_the_key_are_not_found(world: World) -> None:
    graces = _call(world, world.grace)
    legacy = _call(world, attributed=False)
    ada_key = world.client(world.key("personal", owner_id=world.ada))
    for sid in (graces, "CA-missing"):
        response = ada_key.get(f"/calls/{sid}")
        assert (response.status_code, error_of(response)["code"]) == (404, "not_found")
    assert world.client().get(f"/calls/{legacy}").status_code == 404
    other_ws = world.sb.create_workspace("Other")["id"]
    outsider = world.sb.create_member(other_ws)["id"]
    foreign = world.sb.create_call(outsider, PHONE, FROM)["callSid"]
    assert world.client().get(f"/calls/{foreign}").status_code == 404


def test_a_malformed_call_sid_is_invalid(world: World) -> None:
    response = world.client().get("/calls/" + "c" * 201)
    assert [d["path"] for d in error_of(response)["details"]] == ["path.callSid"]
    assert world.client().get("/calls/has%20space").status_code == 400
    assert world.client().get("/calls/" + "c" * 200).status_code == 404


def test_calls_need_calls_read(world: World) -> None:
    sid = _call(world)
    response = world.client(world.key(scopes=["recordings:read"])).get(f"/calls/{sid}")
    assert "calls:read" in error_of(response)["message"]


# scheduled calls -------------------------------------------------------------------------


def _scheduled(world: World, owner: str | None = None, **fields: object) -> int:
    fields.setdefault("contactId", world.contact(owner or world.ada))
    record_id: int = world.sb.create_scheduled_call(
        owner or world.ada, PHONE, "2030-01-15T17:00:00Z", **fields
    )["id"]
    return record_id


def test_patch_applies_the_given_fields(world: World) -> None:
    record = _scheduled(world, notes="first")
    client = world.client()
    response = client.patch(
        f"/scheduled-calls/{record}",
        headers=idem(),
        json={"scheduledAt": "2030-02-01T09:00:00+02:00", "status": "Failed"},
    )
    assert response.status_code == 200
    body = response.json()
    assert (body["scheduledAt"], body["status"], body["notes"]) == (
        "2030-02-01T07:00:00.000Z",
        "Failed",
        "first",
    )
    cleared = client.patch(f"/scheduled-calls/{record}", json={"notes": None}, headers=idem())
    assert cleared.json()["notes"] is None
    assert set(body) == {
        "id",
        "ownerId",
        "contactId",
        "phoneNumber",
        "scheduledAt",
        "status",
        "notes",
        "callHistoryId",
        "createdAt",
        "updatedAt",
        "timeZone",
        "timeZoneSource",
    }


@pytest.mark.parametrize(
    ("body", "path"),
    [
        ({}, "body"),
        ({"scheduledAt": "2030-02-01T09:00:00"}, "body.scheduledAt"),
        ({"scheduledAt": "tomorrow"}, "body.scheduledAt"),
        ({"status": "Done"}, "body.status"),
        ({"notes": "n" * 16001}, "body.notes"),
        ({"callHistoryId": 4}, "body.callHistoryId"),
    ],
)
def test_patch_validation(world: World, body: dict[str, object], path: str) -> None:
    record = _scheduled(world)
    response = world.client().patch(f"/scheduled-calls/{record}", json=body, headers=idem())
    assert response.status_code == 400
    assert [d["path"] for d in error_of(response)["details"]] == [path]


def test_a_completed_record_cannot_be_cancelled(world: World) -> None:
    record = _scheduled(world, status="Completed")
    client = world.client()
    for response in (
        client.patch(f"/scheduled-calls/{record}", json={"status": "Cancelled"}, headers=idem()),
        client.delete(f"/scheduled-calls/{record}", headers=idem()),
    ):
        assert (response.status_code, error_of(response)["code"]) == (
            409,
            "scheduled_call_completed",
        )
    other = client.patch(f"/scheduled-calls/{record}", json={"status": "Pending"}, headers=idem())
    assert other.json()["status"] == "Pending"


def test_delete_cancels(world: World) -> None:
    record = _scheduled(world)
    client = world.client()
    first = client.delete(f"/scheduled-calls/{record}", headers=idem())
    assert (first.status_code, first.json()["status"]) == (200, "Cancelled")
    again = client.delete(f"/scheduled-calls/{record}", headers=idem())
    assert again.json() == first.json()


def test_scheduled_call_visibility(world: World) -> None:
    unlinked = _scheduled(world, contactId=None)
    legacy = _scheduled(world, contactId=world.contact(attributed=False))
    graces = _scheduled(world, world.grace)
    client = world.client()
    for record in (unlinked, legacy, 9999):
        response = client.patch(f"/scheduled-calls/{record}", json={"notes": "x"}, headers=idem())
        assert response.status_code == 404
    ada = world.client(world.key("personal", owner_id=world.ada))
    assert (
        ada.patch(f"/scheduled-calls/{graces}", json={"notes": "x"}, headers=idem()).status_code
        == 404
    )
    assert (
        client.patch(f"/scheduled-calls/{graces}", json={"notes": "x"}, headers=idem()).status_code
        == 200
    )


def test_a_scheduled_call_takes_its_contacts_time_zone_unless_given(world: World) -> None:
    contact = world.contact(timeZone="Europe/Paris")
    inherited = world.sb.create_scheduled_call(
        world.ada, PHONE, "2030-01-15T17:00:00Z", contactId=contact
    )
    assert (inherited["timeZone"], inherited["timeZoneSource"]) == ("Europe/Paris", "contact")
    given = world.sb.create_scheduled_call(
        world.ada, PHONE, "2030-01-15T17:00:00Z", contactId=contact, timeZone="Asia/Tokyo"
    )
    assert given["timeZone"] == "Asia/Tokyo"
    without = world.sb.create_scheduled_call(
        world.ada, PHONE, "2030-01-15T17:00:00Z", contactId=world.contact()
    )
    assert (without["timeZone"], without["timeZoneSource"]) == (None, "default")
    patched = world.client().patch(
        f"/scheduled-calls/{inherited['id']}", json={"notes": "n"}, headers=idem()
    )
    assert patched.json()["timeZone"] == "Europe/Paris"


def test_scheduled_calls_need_contacts_write(world: World) -> None:
    record = _scheduled(world)
    reader = world.client(world.key(scopes=["contacts:read"]))
    response = reader.patch(f"/scheduled-calls/{record}", json={"notes": "x"}, headers=idem())
    assert response.status_code == 403


# analytics and availability --------------------------------------------------------------


def test_analytics_summary_totals_and_groups(world: World) -> None:
    world.sb.set_clock("2030-01-01T00:00:00Z")
    first = _call(world, listId=1)
    world.sb.complete_call(first, talkTimeSeconds=60)
    world.sb.advance(3600)
    second = _call(world, world.grace, listId=2)
    world.sb.complete_call(second, talkTimeSeconds=30.5)
    _call(world, listId=1)
    client = world.client()
    summary = client.get("/analytics/summary", params={"groupBy": "owner"}).json()
    assert summary["totals"] == {"calls": 3, "completedCalls": 2, "talkTimeSeconds": 90.5}
    assert [(g["key"], g["calls"]) for g in summary["groups"]] == [(world.ada, 2), (world.grace, 1)]
    window = client.get(
        "/analytics/summary", params={"from": "2030-01-01T00:30:00Z", "to": "2030-01-02T00:00:00Z"}
    ).json()
    assert window["totals"]["calls"] == 2
    empty = client.get(
        "/analytics/summary", params={"from": "2000-01-01T00:00:00Z", "to": "2000-01-02T00:00:00Z"}
    )
    assert empty.status_code == 200
    assert empty.json()["totals"] == {"calls": 0, "completedCalls": 0, "talkTimeSeconds": 0}
    by_list = client.get("/analytics/summary", params={"listId": 1, "groupBy": "list"}).json()
    assert by_list["groups"] == [
        {"key": "1", "calls": 2, "completedCalls": 1, "talkTimeSeconds": 60}
    ]


@pytest.mark.parametrize(
    ("query", "path"),
    [
        ({"from": "yesterday"}, "query.from"),
        ({"to": "2030-01-01T00:00:00"}, "query.to"),
        ({"groupBy": "day"}, "query.groupBy"),
        ({"listId": "0"}, "query.listId"),
    ],
)
def test_analytics_validation(world: World, query: dict[str, str], path: str) -> None:
    response = world.client().get("/analytics/summary", params=query)
    assert [d["path"] for d in error_of(response)["details"]] == [path]


def test_availability(world: World) -> None:
    body = world.client(world.key(scopes=[])).get("/availability").json()
    assert body == {
        "apiVersion": "v2",
        "status": "available",
        "coverage": {"callsFrom": None, "contactsFrom": None},
        "backfill": "not_required",
    }
    world.contact()
    assert world.client().get("/availability").json()["coverage"]["contactsFrom"] is not None


def test_updated_at_moves_even_on_a_frozen_clock(world: World) -> None:
    world.sb.set_clock("2030-01-01T00:00:00Z")
    record = _scheduled(world)
    client = world.client()
    first = client.patch(f"/scheduled-calls/{record}", json={"notes": "a"}, headers=idem()).json()
    second = client.patch(f"/scheduled-calls/{record}", json={"notes": "b"}, headers=idem()).json()
    assert first["createdAt"] < first["updatedAt"] < second["updatedAt"]
