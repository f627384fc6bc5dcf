"""Authentication, acting-user headers, scopes and the retired v1 paths (spec Authentication)."""

from __future__ import annotations

import pytest

from callbridge.sandbox import ALL_SCOPES, Sandbox

from .conftest import World, error_of, idem


def test_me_describes_a_workspace_key(world: World) -> None:
    key = world.key(scopes=["lists:read"], allowed_user_ids=[world.grace])
    response = world.client(key).get("/me")
    assert response.status_code == 200
    body = response.json()
    assert body["credentialId"] in key
    assert body | {"credentialId": None} == {
        "credentialId": None,
        "workspaceId": world.ws,
        "kind": "workspace",
        "ownerId": None,
        "allowedUserIds": [world.grace],
        "scopes": ["lists:read"],
        "environment": "test",
        "apiVersion": "v2",
    }
    assert key.split(".", 1)[1] not in response.text  # the secret is never returned


def test_me_describes_a_personal_key(world: World) -> None:
    body = world.client(world.key("personal", owner_id=world.ada)).get("/me").json()
    assert (body["kind"], body["ownerId"], body["allowedUserIds"]) == ("personal", world.ada, [])


def test_issued_keys_follow_the_spec_format(world: World) -> None:
    prefix, env, rest = world.full_key.split("_", 2)
    credential, secret = rest.split(".", 1)
    assert (prefix, env, len(credential), len(secret)) == ("cb", "test", 36, 43)


@pytest.mark.parametrize(
    "header",
    [
        None,
        "",
        "Bearer",
        "Bearer nonsense",
        "Basic abc",
        "Bearer cb_test_00000000-0000-0000-0000-000000000000.secret",
    ],
)
def test_missing_or_malformed_keys_are_invalid(world: World, header: str | None) -> None:
    headers = {} if header is None else {"Authorization": header}
    response = world.sb.client().get("/me", headers=headers)
    assert response.status_code == 401
    assert error_of(response)["code"] == "invalid_api_key"
    assert response.headers["www-authenticate"].startswith("Bearer")


def test_a_wrong_secret_is_invalid(world: World) -> None:
    forged = world.full_key[:-4] + ("AAAA" if not world.full_key.endswith("AAAA") else "BBBB")
    response = world.client(forged).get("/me")
    assert (response.status_code, error_of(response)["code"]) == (401, "invalid_api_key")


def test_a_key_of_the_other_environment_is_invalid(world: World) -> None:
    live = world.key(environment="live")
    assert live.startswith("cb_live_")
    response = world.client(live).get("/me")
    assert (response.status_code, error_of(response)["code"]) == (401, "invalid_api_key")


def test_a_live_server_accepts_live_keys_only() -> None:
    with Sandbox(environment="live") as sb:
        ws = sb.create_workspace("Live")["id"]
        live = sb.create_key(ws, "workspace", ALL_SCOPES, environment="live")["token"]
        test = sb.create_key(ws, "workspace", ALL_SCOPES)["token"]
        with sb.client(live) as ok, sb.client(test) as wrong:
            assert ok.get("/me").json()["environment"] == "live"
            assert wrong.get("/me").status_code == 401


def test_a_revoked_key_is_invalid(world: World) -> None:
    created = world.sb.create_key(world.ws, "workspace", ALL_SCOPES)
    client = world.client(created["token"])
    assert client.get("/me").status_code == 200
    assert world.sb.revoke_key(created["credentialId"]) == {
        "credentialId": created["credentialId"],
        "revoked": True,
    }
    response = client.get("/me")
    assert (response.status_code, error_of(response)["code"]) == (401, "invalid_api_key")


def test_a_key_expires_on_the_sandbox_clock(world: World) -> None:
    world.sb.set_clock("2030-01-01T00:00:00Z")
    key = world.key(expires_at="2030-01-01T01:00:00Z")
    client = world.client(key)
    world.sb.advance(3599)
    assert client.get("/me").status_code == 200
    world.sb.advance(1)
    response = client.get("/me")
    assert (response.status_code, error_of(response)["code"]) == (401, "invalid_api_key")


def test_a_personal_key_of_a_member_who_left_is_inactive(world: World) -> None:
    client = world.client(world.key("personal", owner_id=world.grace))
    assert client.get("/me").status_code == 200
    left = world.sb.member_leave(world.grace)
    assert left["id"] == world.grace
    response = client.get("/me")
    assert (response.status_code, error_of(response)["code"]) == (401, "inactive_membership")


@pytest.mark.parametrize("name", ["x-user-email", "X-User-Id", "X-USER-EMAIL", "x-user-ID"])
def test_acting_user_headers_are_rejected_in_any_case(world: World, name: str) -> None:
    response = world.client().get("/me", headers={name: "someone@example.com"})
    assert (response.status_code, error_of(response)["code"]) == (400, "acting_user_not_supported")


def test_acting_user_headers_change_nothing_on_writes(world: World) -> None:
    client = world.client()
    response = client.post(
        "/lists",
        json={"name": "L", "ownerId": world.ada},
        headers={**idem(), "x-user-id": world.grace},
    )
    assert response.status_code == 400
    assert world.sb.requests(limit=1)[0]["status"] == 400
    assert client.get("/changes").json()["data"] == []


def test_the_credential_is_checked_before_acting_user_headers(world: World) -> None:
    response = world.sb.client("cb_test_bad").get("/me", headers={"x-user-id": "u"})
    assert response.status_code == 401


def test_a_missing_scope_is_403_naming_the_scope(world: World) -> None:
    client = world.client(world.key(scopes=["lists:read"]))
    response = client.post("/lists", json={"name": "L", "ownerId": world.ada}, headers=idem())
    error = error_of(response)
    assert (response.status_code, error["code"]) == (403, "insufficient_scope")
    assert "lists:write" in error["message"]


def test_me_and_users_need_no_scope(world: World) -> None:
    client = world.client(world.key(scopes=[]))
    assert client.get("/me").status_code == 200
    assert client.get("/users").status_code == 200


@pytest.mark.parametrize("method", ["GET", "POST", "PUT", "PATCH", "DELETE"])
@pytest.mark.parametrize(
    "path", ["/api/public/v1", "/api/public/v1/contact-lists/7", "/api/public/v1/anything/else"]
)
def test_v1_is_retired_for_every_method_with_or_without_a_key(
    world: World, method: str, path: str
) -> None:
    with world.sb.client() as anonymous:
        for headers in ({}, {"Authorization": f"Bearer {world.full_key}", "x-api-key": "k"}):
            response = anonymous.request(method, world.sb.base_url + path, headers=headers)
            assert response.status_code == 410
            assert error_of(response)["code"] == "api_v1_retired"


def test_users_visibility_follows_the_key(world: World) -> None:
    def ids(token: str) -> list[str]:
        return [m["id"] for m in world.client(token).get("/users").json()["data"]]

    assert sorted(ids(world.full_key)) == sorted([world.ada, world.grace, world.alan])
    assert ids(world.key("personal", owner_id=world.grace)) == [world.grace]
    restricted = world.key(allowed_user_ids=[world.alan, world.grace])
    assert sorted(ids(restricted)) == sorted([world.grace, world.alan])
    world.sb.member_leave(world.alan)
    assert ids(restricted) == [world.grace]
    assert sorted(ids(world.full_key)) == sorted([world.ada, world.grace])


def test_users_pages_follow_next_cursor_until_null(world: World) -> None:
    for n in range(4):
        world.sb.create_member(world.ws, id=f"usr_extra{n}")
    client = world.client()
    seen: list[dict[str, str]] = []
    params: dict[str, str | int] = {"limit": 3}
    while True:
        page = client.get("/users", params=params).json()
        assert len(page["data"]) <= 3
        seen += page["data"]
        if page["nextCursor"] is None:
            break
        params = {"limit": 3, "cursor": page["nextCursor"]}
    assert len({m["id"] for m in seen}) == len(seen) == 7
    assert seen == sorted(seen, key=lambda m: (m["joinedAt"], m["id"]))


@pytest.mark.parametrize(
    ("query", "path"),
    [
        ({"limit": 0}, "query.limit"),
        ({"limit": 101}, "query.limit"),
        ({"limit": "ten"}, "query.limit"),
        ({"cursor": "abc"}, "query.cursor"),
        ({"cursor": "1234567890"}, "query.cursor"),
        ({"cursor": "-1"}, "query.cursor"),
    ],
)
def test_users_rejects_bad_paging(world: World, query: dict[str, object], path: str) -> None:
    response = world.client().get("/users", params=query)
    error = error_of(response)
    assert (response.status_code, error["code"]) == (400, "invalid_request")
    assert [d["path"] for d in error["details"]] == [path]


def _first_cursor(world: World, token: str | None = None, limit: int = 2) -> str:
    page = world.client(token).get("/users", params={"limit": limit}).json()
    cursor: str = page["nextCursor"]
    assert cursor is not None and cursor.isdigit() and len(cursor) <= 9
    return cursor


def test_a_users_cursor_is_valid_only_with_the_key_that_received_it(world: World) -> None:
    cursor = _first_cursor(world)
    assert world.client().get("/users", params={"limit": 2, "cursor": cursor}).status_code == 200
    same_scopes_other_key = world.key()
    response = world.client(same_scopes_other_key).get(
        "/users", params={"limit": 2, "cursor": cursor}
    )
    error = error_of(response)
    assert (response.status_code, error["code"]) == (400, "invalid_request")
    assert [d["path"] for d in error["details"]] == ["query.cursor"]


@pytest.mark.parametrize("limit", [1, 3, None])
def test_a_users_cursor_is_valid_only_with_the_same_page_size(
    world: World, limit: int | None
) -> None:
    cursor = _first_cursor(world, limit=2)
    params: dict[str, object] = {"cursor": cursor}
    if limit is not None:
        params["limit"] = limit
    response = world.client().get("/users", params=params)
    assert (response.status_code, error_of(response)["code"]) == (400, "invalid_request")


def test_the_default_page_size_and_an_explicit_50_are_the_same_page_size(world: World) -> None:
    for n in range(50):
        world.sb.create_member(world.ws, id=f"usr_many{n:02d}")
    client = world.client()
    cursor = client.get("/users").json()["nextCursor"]
    rest = client.get("/users", params={"cursor": cursor, "limit": 50}).json()
    assert len(rest["data"]) == 3 and rest["nextCursor"] is None


def test_a_cursor_the_server_never_issued_is_invalid(world: World) -> None:
    response = world.client().get("/users", params={"cursor": "2", "limit": 1})
    assert (response.status_code, error_of(response)["code"]) == (400, "invalid_request")


def test_a_users_cursor_is_a_position_so_a_member_leaving_skips_nobody(world: World) -> None:
    world.sb.create_member(world.ws, id="usr_zed")
    client = world.client()
    everyone = [m["id"] for m in client.get("/users").json()["data"]]
    assert len(everyone) == 4
    first = client.get("/users", params={"limit": 2}).json()
    assert [m["id"] for m in first["data"]] == everyone[:2]
    world.sb.member_leave(everyone[0])
    rest = client.get("/users", params={"limit": 2, "cursor": first["nextCursor"]}).json()
    assert [m["id"] for m in rest["data"]] == everyone[2:]
    assert rest["nextCursor"] is None


def test_the_same_page_request_gets_the_same_cursor(world: World) -> None:
    assert _first_cursor(world) == _first_cursor(world)


def test_users_every_returned_id_is_a_valid_owner(world: World) -> None:
    client = world.client()
    for member in client.get("/users").json()["data"]:
        response = client.post(
            "/lists", json={"name": "n", "ownerId": member["id"]}, headers=idem()
        )
        assert response.status_code == 201


def test_the_demo_seed_issues_keys_of_the_server_environment() -> None:
    with Sandbox(environment="live") as sb:
        seed = sb.seed_demo()
        assert seed.workspace_key.startswith("cb_live_")
        with sb.client(seed.personal_key) as client:
            assert client.get("/me").json()["environment"] == "live"
