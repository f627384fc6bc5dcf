"""Contact upsert by external id, deletion and imports (gaps G1, G2, G3, G12)."""

from __future__ import annotations

import pytest

from .conftest import World, error_of, idem


def _upsert(world: World, body: dict[str, object], token: str | None = None):  # type: ignore[no-untyped-def]
    return world.client(token).post("/contacts", json=body, headers=idem())


def test_upsert_creates_then_updates(world: World) -> None:
    created = _upsert(
        world,
        {
            "externalId": "crm-1",
            "phoneNumber": "+14155550101",
            "firstName": "Ada",
            "ownerId": world.ada,
        },
    )
    assert created.status_code == 201
    contact = created.json()
    assert contact["externalId"] == "crm-1" and contact["lastName"] is None
    world.sb.advance(2)
    updated = _upsert(world, {"externalId": "crm-1", "lastName": "Lovelace", "firstName": None})
    assert updated.status_code == 200
    body = updated.json()
    assert (body["id"], body["firstName"], body["lastName"], body["phoneNumber"]) == (
        contact["id"],
        None,
        "Lovelace",
        "+14155550101",
    )
    assert body["updatedAt"] > contact["updatedAt"]
    types = [c["type"] for c in world.client().get("/changes").json()["data"]]
    assert types == ["contact.created", "contact.updated"]


def test_an_update_that_changes_nothing_emits_nothing(world: World) -> None:
    body = {"externalId": "crm-1", "phoneNumber": "+14155550101", "ownerId": world.ada}
    first = _upsert(world, body).json()
    again = _upsert(world, body)
    assert again.status_code == 200
    assert again.json() == first
    assert len(world.client().get("/changes").json()["data"]) == 1


def test_a_personal_key_owns_what_it_creates(world: World) -> None:
    key = world.key("personal", owner_id=world.grace)
    created = _upsert(world, {"externalId": "p-1", "phoneNumber": "+14155550101"}, key)
    assert (created.status_code, created.json()["ownerId"]) == (201, world.grace)


def test_a_workspace_key_must_name_the_owner_when_creating(world: World) -> None:
    response = _upsert(world, {"externalId": "w-1", "phoneNumber": "+14155550101"})
    assert response.status_code == 400
    assert [d["path"] for d in error_of(response)["details"]] == ["body.ownerId"]


def test_a_new_contact_needs_a_phone_number(world: World) -> None:
    response = _upsert(world, {"externalId": "w-1", "ownerId": world.ada})
    assert [d["path"] for d in error_of(response)["details"]] == ["body.phoneNumber"]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("externalId", ""),
        ("externalId", "x" * 201),
        ("externalId", "bad\nid"),
        ("phoneNumber", "4155550101"),
        ("phoneNumber", "+0155"),
        ("phoneNumber", 14155550101),
        ("firstName", "f" * 101),
        ("lastName", 7),
        ("email", "no-at-sign"),
        ("email", "a@b@c"),
        ("timeZone", "Mars/Olympus"),
        ("ownerId", ""),
        ("nickname", "x"),
    ],
)
def test_invalid_fields_name_their_path(world: World, field: str, value: object) -> None:
    body: dict[str, object] = {
        "externalId": "crm-9",
        "phoneNumber": "+14155550101",
        "ownerId": world.ada,
        field: value,
    }
    response = _upsert(world, body)
    assert response.status_code == 400
    assert [d["path"] for d in error_of(response)["details"]] == [f"body.{field}"]


def test_upsert_moves_the_owner_and_revokes_the_old_view(world: World) -> None:
    _upsert(world, {"externalId": "c", "phoneNumber": "+14155550101", "ownerId": world.ada})
    moved = _upsert(world, {"externalId": "c", "ownerId": world.grace})
    assert moved.json()["ownerId"] == world.grace
    changes = world.client().get("/changes").json()["data"]
    assert [(c["type"], c["ownerId"]) for c in changes] == [
        ("contact.created", world.ada),
        ("contact.access_revoked", world.ada),
        ("contact.updated", world.grace),
    ]


def test_an_existing_contact_outside_the_key_is_invalid_owner(world: World) -> None:
    _upsert(world, {"externalId": "c", "phoneNumber": "+14155550101", "ownerId": world.ada})
    key = world.key("personal", owner_id=world.grace)
    response = _upsert(world, {"externalId": "c", "firstName": "X"}, key)
    assert (response.status_code, error_of(response)["code"]) == (403, "invalid_owner")


def test_delete_removes_the_contact_from_every_list(world: World) -> None:
    client = world.client()
    contact = world.contact()
    lists = [
        client.post("/lists", json={"name": f"L{n}", "ownerId": world.ada}, headers=idem()).json()[
            "id"
        ]
        for n in range(2)
    ]
    for list_id in lists:
        world.sb.add_to_list(list_id, contact)
    response = client.delete(f"/contacts/{contact}", headers=idem())
    assert (response.status_code, response.json()) == (200, {"id": contact, "deleted": True})
    for list_id in lists:
        assert client.get(f"/lists/{list_id}/contacts").json()["data"] == []
        assert (
            client.put(
                f"/lists/{list_id}", json={"name": "n", "ownerId": world.ada}, headers=idem()
            ).json()["contactsCount"]
            == 0
        )
    types = [c["type"] for c in client.get("/changes").json()["data"]]
    assert types.count("list.membership_updated") == 4
    assert "contact.deleted" in types
    assert client.delete(f"/contacts/{contact}", headers=idem()).status_code == 404


def test_delete_needs_contacts_write_and_visibility(world: World) -> None:
    contact = world.contact(world.grace)
    reader = world.client(world.key(scopes=["contacts:read"]))
    assert reader.delete(f"/contacts/{contact}", headers=idem()).status_code == 403
    ada_only = world.client(world.key("personal", owner_id=world.ada))
    assert ada_only.delete(f"/contacts/{contact}", headers=idem()).status_code == 404


def test_import_upserts_and_adds_to_the_list_item_by_item(world: World) -> None:
    client = world.client()
    list_id = client.post(
        "/lists", json={"name": "Import", "ownerId": world.ada}, headers=idem()
    ).json()["id"]
    existing = client.post(
        "/contacts",
        json={"externalId": "e-1", "phoneNumber": "+14155550101", "ownerId": world.ada},
        headers=idem(),
    ).json()
    response = client.post(
        "/imports",
        headers=idem(),
        json={
            "listId": list_id,
            "contacts": [
                {"externalId": "e-1", "firstName": "Known"},
                {"externalId": "e-2", "phoneNumber": "+14155550102", "ownerId": world.ada},
                {"externalId": "e-3", "phoneNumber": "not-a-phone", "ownerId": world.ada},
                "not an object",
            ],
        },
    )
    assert response.status_code == 202
    result = response.json()
    assert (
        result["state"],
        result["total"],
        result["created"],
        result["updated"],
        result["failed"],
    ) == ("completed", 4, 1, 1, 2)
    assert [e["index"] for e in result["errors"]] == [2, 3]
    assert result["errors"][0]["details"][0]["path"] == "body.contacts.2.phoneNumber"
    members = client.get(f"/lists/{list_id}/contacts").json()["data"]
    assert [m["externalId"] for m in members] == ["e-1", "e-2"]
    assert members[0]["id"] == existing["id"] and members[0]["firstName"] == "Known"


@pytest.mark.parametrize(
    ("body", "path"),
    [
        ({"contacts": [{"externalId": "a"}]}, "body.listId"),
        ({"listId": 1, "contacts": []}, "body.contacts"),
        ({"listId": 1}, "body.contacts"),
        ({"listId": "1", "contacts": [{}]}, "body.listId"),
    ],
)
def test_import_validation(world: World, body: dict[str, object], path: str) -> None:
    response = world.client().post("/imports", json=body, headers=idem())
    assert response.status_code == 400
    assert path in [d["path"] for d in error_of(response)["details"]]


def test_import_needs_both_write_scopes(world: World) -> None:
    key = world.key(scopes=["contacts:write"])
    response = world.client(key).post(
        "/imports", json={"listId": 1, "contacts": [{}]}, headers=idem()
    )
    assert (response.status_code, error_of(response)["code"]) == (403, "insufficient_scope")


def test_an_import_of_a_thousand_contacts_fits_and_a_thousand_and_one_does_not(
    world: World,
) -> None:
    client = world.client()
    list_id = client.post(
        "/lists", json={"name": "Big", "ownerId": world.ada}, headers=idem()
    ).json()["id"]
    contacts = [
        {"externalId": f"big-{n}", "phoneNumber": f"+1415{n:07d}", "ownerId": world.ada}
        for n in range(1001)
    ]
    too_many = client.post(
        "/imports", json={"listId": list_id, "contacts": contacts}, headers=idem()
    )
    assert [d["path"] for d in error_of(too_many)["details"]] == ["body.contacts"]
    done = client.post(
        "/imports", json={"listId": list_id, "contacts": contacts[:1000]}, headers=idem()
    )
    assert (done.status_code, done.json()["created"], done.json()["failed"]) == (202, 1000, 0)
