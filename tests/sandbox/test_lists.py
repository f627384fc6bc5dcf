"""Calling lists, their contacts and membership (spec /lists; gap G4)."""

from __future__ import annotations

import pytest

from .conftest import World, error_of, idem


def _create(world: World, token: str | None = None, **body: object) -> dict[str, object]:
    payload = {"name": "Prospects", "ownerId": world.ada, **body}
    response = world.client(token).post("/lists", json=payload, headers=idem())
    assert response.status_code == 201, response.text
    result: dict[str, object] = response.json()
    return result


def test_create_returns_the_list_with_no_contacts(world: World) -> None:
    created = _create(world, groupName="Q4")
    assert created | {"id": 0, "createdAt": "", "updatedAt": ""} == {
        "id": 0,
        "name": "Prospects",
        "ownerId": world.ada,
        "groupName": "Q4",
        "orgId": world.ws,
        "createdAt": "",
        "updatedAt": "",
        "contactsCount": 0,
    }
    assert created["createdAt"] == created["updatedAt"]
    assert str(created["createdAt"]).endswith("Z")


def test_names_are_not_unique_and_group_is_optional(world: World) -> None:
    first, second = _create(world), _create(world, groupName=None)
    assert first["id"] != second["id"]
    assert first["groupName"] is second["groupName"] is None


@pytest.mark.parametrize("owner", ["usr_nobody", "usr_left"])
def test_owner_must_be_a_current_member(world: World, owner: str) -> None:
    world.sb.create_member(world.ws, id="usr_left")
    world.sb.member_leave("usr_left")
    response = world.client().post("/lists", json={"name": "x", "ownerId": owner}, headers=idem())
    assert (response.status_code, error_of(response)["code"]) == (403, "invalid_owner")


def test_owner_must_be_permitted_by_the_key(world: World) -> None:
    personal = world.key("personal", owner_id=world.grace)
    restricted = world.key(allowed_user_ids=[world.alan])
    for token in (personal, restricted):
        response = world.client(token).post(
            "/lists", json={"name": "x", "ownerId": world.ada}, headers=idem()
        )
        assert (response.status_code, error_of(response)["code"]) == (403, "invalid_owner")
    assert _create(world, personal, ownerId=world.grace)["ownerId"] == world.grace


def test_a_member_of_another_workspace_is_no_owner(world: World) -> None:
    other = world.sb.create_workspace("Other")["id"]
    stranger = world.sb.create_member(other)["id"]
    response = world.client().post(
        "/lists", json={"name": "x", "ownerId": stranger}, headers=idem()
    )
    assert response.status_code == 403


def test_put_replaces_the_whole_write_shape(world: World) -> None:
    created = _create(world, groupName="Q4")
    client = world.client()
    world.sb.advance(5)
    response = client.put(
        f"/lists/{created['id']}", json={"name": "Renamed", "ownerId": world.ada}, headers=idem()
    )
    assert response.status_code == 200
    updated = response.json()
    assert (updated["id"], updated["name"], updated["groupName"]) == (
        created["id"],
        "Renamed",
        None,
    )
    assert updated["createdAt"] == created["createdAt"]
    assert updated["updatedAt"] > created["updatedAt"]


def test_put_keeps_contacts_and_their_owners(world: World) -> None:
    created = _create(world)
    contact = world.contact()
    world.sb.add_to_list(int(str(created["id"])), contact)
    client = world.client()
    response = client.put(
        f"/lists/{created['id']}", json={"name": "N", "ownerId": world.grace}, headers=idem()
    )
    assert response.json()["contactsCount"] == 1
    page = client.get(f"/lists/{created['id']}/contacts").json()
    assert [(c["id"], c["ownerId"]) for c in page["data"]] == [(contact, world.ada)]


def test_put_on_an_invisible_list_is_404(world: World) -> None:
    created = _create(world)
    grace_key = world.key("personal", owner_id=world.grace)
    response = world.client(grace_key).put(
        f"/lists/{created['id']}", json={"name": "mine", "ownerId": world.grace}, headers=idem()
    )
    assert (response.status_code, error_of(response)["code"]) == (404, "not_found")
    missing = world.client().put(
        "/lists/999", json={"name": "x", "ownerId": world.ada}, headers=idem()
    )
    assert missing.status_code == 404


def test_put_validates_the_body_before_looking_up_the_list(world: World) -> None:
    response = world.client().put("/lists/999", json={"name": ""}, headers=idem())
    assert response.status_code == 400
    assert {d["path"] for d in error_of(response)["details"]} == {"body.name", "body.ownerId"}


def test_contacts_page_in_ascending_id_order(world: World) -> None:
    list_id = int(str(_create(world)["id"]))
    ids = [world.contact(phoneNumber=f"+1415555{n:04d}") for n in range(7)]
    for contact in reversed(ids):
        world.sb.add_to_list(list_id, contact)
    world.contact()  # not a member
    client = world.client()
    seen: list[int] = []
    after = 0
    while True:
        page = client.get(f"/lists/{list_id}/contacts", params={"after": after, "limit": 3}).json()
        seen += [c["id"] for c in page["data"]]
        if page["nextCursor"] is None:
            break
        assert isinstance(page["nextCursor"], str)
        after = int(page["nextCursor"])
    assert seen == ids


def test_contacts_items_have_the_contact_shape(world: World) -> None:
    list_id = int(str(_create(world)["id"]))
    contact = world.contact(externalId="crm-1", firstName="Linus", timeZone="Europe/Paris")
    world.sb.add_to_list(list_id, contact)
    item = world.client().get(f"/lists/{list_id}/contacts").json()["data"][0]
    assert set(item) == {
        "id",
        "externalId",
        "phoneNumber",
        "firstName",
        "lastName",
        "email",
        "ownerId",
        "timeZone",
        "createdAt",
        "updatedAt",
    }
    assert (item["externalId"], item["firstName"], item["timeZone"]) == (
        "crm-1",
        "Linus",
        "Europe/Paris",
    )


@pytest.mark.parametrize(
    ("query", "path"),
    [
        ({"after": -1}, "query.after"),
        ({"after": 2147483648}, "query.after"),
        ({"limit": 0}, "query.limit"),
        ({"limit": 201}, "query.limit"),
        ({"after": "x"}, "query.after"),
    ],
)
def test_contacts_paging_bounds(world: World, query: dict[str, object], path: str) -> None:
    list_id = _create(world)["id"]
    response = world.client().get(f"/lists/{list_id}/contacts", params=query)
    assert response.status_code == 400
    assert [d["path"] for d in error_of(response)["details"]] == [path]


def test_restricted_keys_see_only_permitted_contacts_but_the_stored_count(world: World) -> None:
    list_id = int(str(_create(world)["id"]))
    mine = world.contact(world.ada)
    theirs = world.contact(world.grace)
    legacy = world.contact(world.ada, attributed=False)
    for contact in (mine, theirs, legacy):
        world.sb.add_to_list(list_id, contact)
    restricted = world.client(world.key(allowed_user_ids=[world.ada]))
    page = restricted.get(f"/lists/{list_id}/contacts").json()
    assert [c["id"] for c in page["data"]] == [mine]
    full = world.client().get(f"/lists/{list_id}/contacts").json()
    assert [c["id"] for c in full["data"]] == [mine, theirs]
    lists = world.client().put(
        f"/lists/{list_id}", json={"name": "n", "ownerId": world.ada}, headers=idem()
    )
    assert lists.json()["contactsCount"] == 3


def test_list_contacts_needs_lists_and_contacts_read(world: World) -> None:
    list_id = _create(world)["id"]
    for scopes in (["lists:read"], ["contacts:read"]):
        response = world.client(world.key(scopes=scopes)).get(f"/lists/{list_id}/contacts")
        assert response.status_code == 403
    both = world.client(world.key(scopes=["lists:read", "contacts:read"]))
    assert both.get(f"/lists/{list_id}/contacts").status_code == 200


def test_membership_add_and_remove(world: World) -> None:
    list_id = _create(world)["id"]
    contact = world.contact()
    client = world.client()
    path = f"/lists/{list_id}/contacts/{contact}"
    added = client.put(path, headers=idem())
    assert (added.status_code, added.json()) == (
        200,
        {"listId": list_id, "contactId": contact, "member": True},
    )
    assert client.put(path, headers=idem()).json()["member"] is True
    removed = client.delete(path, headers=idem())
    assert removed.json() == {"listId": list_id, "contactId": contact, "member": False}
    assert client.delete(path, headers=idem()).json()["member"] is False
    types = [c["type"] for c in client.get("/changes").json()["data"]]
    assert types.count("list.membership_updated") == 2
    assert client.get(f"/lists/{list_id}/contacts").json()["data"] == []
    # removing membership keeps the contact itself: it can be deleted afterwards
    assert client.delete(f"/contacts/{contact}", headers=idem()).status_code == 200


def test_membership_needs_visible_list_and_contact(world: World) -> None:
    list_id = _create(world)["id"]
    legacy = world.contact(attributed=False)
    graces = world.contact(world.grace)
    client = world.client()
    assert client.put(f"/lists/{list_id}/contacts/{legacy}", headers=idem()).status_code == 404
    assert client.put(f"/lists/999/contacts/{graces}", headers=idem()).status_code == 404
    restricted = world.client(world.key(allowed_user_ids=[world.ada]))
    response = restricted.put(f"/lists/{list_id}/contacts/{graces}", headers=idem())
    assert response.status_code == 404
    bad = client.put(f"/lists/{list_id}/contacts/0", headers=idem())
    assert [d["path"] for d in error_of(bad)["details"]] == ["path.contactId"]


def test_membership_counts_move_with_adds_and_removes(world: World) -> None:
    list_id = _create(world)["id"]
    client = world.client()
    contacts = [world.contact() for _ in range(3)]
    for contact in contacts:
        client.put(f"/lists/{list_id}/contacts/{contact}", headers=idem())
    client.delete(f"/lists/{list_id}/contacts/{contacts[0]}", headers=idem())
    body = client.put(
        f"/lists/{list_id}", json={"name": "n", "ownerId": world.ada}, headers=idem()
    ).json()
    assert body["contactsCount"] == 2
