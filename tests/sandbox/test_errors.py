"""The error envelope, request ids, validation details and limits (spec Errors and Limits)."""

from __future__ import annotations

import uuid

import pytest

from callbridge.sandbox import Sandbox

from .conftest import World, error_of, idem


def test_every_response_carries_a_uuid_request_id(world: World) -> None:
    client = world.client()
    for response in (client.get("/me"), client.get("/nope"), client.post("/lists")):
        uuid.UUID(response.headers["x-request-id"])
    assert error_of(client.get("/nope"))["code"] == "not_found"


def test_unknown_routes_and_methods(world: World) -> None:
    client = world.client()
    missing = client.get("/no/such/route")
    assert (missing.status_code, error_of(missing)["code"]) == (404, "not_found")
    wrong = client.delete("/me")
    assert (wrong.status_code, error_of(wrong)["code"]) == (405, "method_not_allowed")
    anonymous = world.sb.client().get("/no/such/route")
    assert anonymous.status_code == 401


@pytest.mark.parametrize(
    ("raw", "path"),
    [
        (b"{not json", "body"),
        (b"[1, 2]", "body"),
        (b'"text"', "body"),
        (b"", "body"),
        (b"\xff\xfe", "body"),
        (b'{"name": NaN, "ownerId": "usr_ada"}', "body"),
    ],
)
def test_malformed_bodies_report_the_body_path(world: World, raw: bytes, path: str) -> None:
    response = world.client().post(
        "/lists", content=raw, headers={**idem(), "Content-Type": "application/json"}
    )
    error = error_of(response)
    assert (response.status_code, error["code"]) == (400, "invalid_request")
    assert [d["path"] for d in error["details"]] == [path]


@pytest.mark.parametrize(
    ("body", "paths"),
    [
        ({}, ["body.name", "body.ownerId"]),
        ({"name": 5, "ownerId": "usr_ada"}, ["body.name"]),
        ({"name": "x" * 151, "ownerId": "usr_ada"}, ["body.name"]),
        ({"name": "ok", "ownerId": ""}, ["body.ownerId"]),
        ({"name": "ok", "ownerId": "u" * 101}, ["body.ownerId"]),
        ({"name": "ok", "ownerId": "usr_ada", "groupName": "g" * 101}, ["body.groupName"]),
        ({"name": "ok", "ownerId": "usr_ada", "groupName": 3}, ["body.groupName"]),
        ({"name": "ok", "ownerId": "usr_ada", "contacts": []}, ["body.contacts"]),
        ({"name": None, "ownerId": ["usr_ada"]}, ["body.name", "body.ownerId"]),
    ],
)
def test_field_errors_name_each_field(
    world: World, body: dict[str, object], paths: list[str]
) -> None:
    client = world.client()
    response = client.post("/lists", json=body, headers=idem())
    error = error_of(response)
    assert (response.status_code, error["code"]) == (400, "invalid_request")
    assert sorted(d["path"] for d in error["details"]) == sorted(paths)
    assert client.get("/changes").json()["data"] == []


@pytest.mark.parametrize(
    ("raw", "path"),
    [
        (b'{"name": "\\ud800", "ownerId": "usr_ada"}', "body.name"),
        (b'{"name": "ok\\uDFFF", "ownerId": "usr_ada"}', "body.name"),
        (b'{"name": "n", "ownerId": "usr_ada", "\\ud800": 1}', "body"),
    ],
)
def test_a_lone_surrogate_escape_is_invalid_not_a_server_error(
    world: World, raw: bytes, path: str
) -> None:
    client = world.client()
    for method, url in (("POST", "/lists"), ("PUT", "/lists/1")):
        response = client.request(
            method, url, content=raw, headers={**idem(), "Content-Type": "application/json"}
        )
        error = error_of(response)
        assert (response.status_code, error["code"]) == (400, "invalid_request")
        assert [d["path"] for d in error["details"]] == [path]


def test_a_surrogate_pair_escape_is_ordinary_text(world: World) -> None:
    raw = b'{"name": "\\ud83d\\ude00", "ownerId": "usr_ada"}'
    response = world.client().post(
        "/lists", content=raw, headers={**idem(), "Content-Type": "application/json"}
    )
    assert (response.status_code, response.json()["name"]) == (201, "\U0001f600")


@pytest.mark.parametrize("raw_id", ["0", "-1", "2147483648", "abc", "1.5", "99999999999"])
def test_path_ids_out_of_range(world: World, raw_id: str) -> None:
    response = world.client().get(f"/lists/{raw_id}/contacts")
    error = error_of(response)
    assert (response.status_code, error["code"]) == (400, "invalid_request")
    assert error["details"] == [{"path": "path.id", "message": error["details"][0]["message"]}]


@pytest.mark.parametrize(
    ("method", "path", "detail"),
    [
        ("GET", "/calls/", "path.callSid"),
        ("GET", "/lists//contacts", "path.id"),
        ("PUT", "/lists/", "path.id"),
        ("DELETE", "/lists/1/contacts/", "path.contactId"),
        ("DELETE", "/contacts/", "path.id"),
        ("PATCH", "/scheduled-calls/", "path.id"),
        ("GET", "/webhooks//deliveries", "path.id"),
    ],
)
def test_an_empty_path_parameter_is_a_malformed_identifier(
    world: World, method: str, path: str, detail: str
) -> None:
    body = {"name": "n", "ownerId": world.ada} if method == "PUT" else None
    response = world.client().request(method, path, json=body, headers=idem())
    error = error_of(response)
    assert (response.status_code, error["code"]) == (400, "invalid_request")
    assert [d["path"] for d in error["details"]] == [detail]


@pytest.mark.parametrize(
    ("method", "path", "allow"),
    [
        ("DELETE", "/me", "GET"),
        ("GET", "/webhooks/00000000-0000-4000-8000-000000000000", "PATCH, PUT"),
        ("POST", "/lists/1/contacts/2", "DELETE, PUT"),
    ],
)
def test_a_wrong_method_names_the_allowed_ones(
    world: World, method: str, path: str, allow: str
) -> None:
    response = world.client().request(method, path, headers=idem())
    assert (response.status_code, error_of(response)["code"]) == (405, "method_not_allowed")
    assert response.headers["allow"] == allow


def test_the_largest_id_is_valid_and_simply_not_found(world: World) -> None:
    response = world.client().get("/lists/2147483647/contacts")
    assert (response.status_code, error_of(response)["code"]) == (404, "not_found")


def test_a_body_over_the_limit_is_413(world: World) -> None:
    world.sb.settings(max_body_bytes=100)
    client = world.client()
    body = {"name": "x" * 150, "ownerId": world.ada, "groupName": "y" * 100}
    response = client.post("/lists", json=body, headers=idem())
    assert (response.status_code, error_of(response)["code"]) == (413, "payload_too_large")
    assert client.get("/changes").json()["data"] == []


def test_the_default_body_limit_is_one_mebibyte(world: World) -> None:
    response = world.client().post(
        "/lists",
        content=b"{" + b" " * (1024 * 1024) + b"}",
        headers={**idem(), "Content-Type": "application/json"},
    )
    assert response.status_code == 413


@pytest.mark.parametrize(
    "content_type",
    ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", None],
)
def test_non_json_writes_are_415(world: World, content_type: str | None) -> None:
    headers = idem()
    if content_type:
        headers["Content-Type"] = content_type
    response = world.client().post(
        "/lists", content=b'{"name":"a","ownerId":"usr_ada"}', headers=headers
    )
    assert (response.status_code, error_of(response)["code"]) == (415, "unsupported_media_type")


def test_json_with_a_charset_is_accepted(world: World) -> None:
    response = world.client().post(
        "/lists",
        content=b'{"name":"a","ownerId":"usr_ada"}',
        headers={**idem(), "Content-Type": "application/json; charset=utf-8"},
    )
    assert response.status_code == 201


def test_check_order_scope_before_key_before_size_before_type(world: World) -> None:
    world.sb.settings(max_body_bytes=10)
    reader = world.client(world.key(scopes=["lists:read"]))
    big = b"x" * 50
    plain = {"Content-Type": "text/plain"}
    assert reader.post("/lists", content=big, headers=plain).status_code == 403
    writer = world.client()
    assert writer.post("/lists", content=big, headers=plain).status_code == 400
    assert writer.post("/lists", content=big, headers={**plain, **idem()}).status_code == 413
    small = b"x"
    assert writer.post("/lists", content=small, headers={**plain, **idem()}).status_code == 415


def test_odd_headers_never_cause_a_server_error(world: World) -> None:
    client = world.client()
    for headers in (
        {"Content-Length": "abc"},
        {"Authorization": "Bearer " + "x" * 10000},
        {"Idempotency-Key": "k" * 5000},
        {"Content-Type": ""},
        {"X-Request-Id": "not-a-uuid"},
    ):
        try:
            response = client.post(
                "/lists", json={"name": "a", "ownerId": world.ada}, headers=headers
            )
        except Exception:  # an invalid header the client library itself refuses to send
            continue
        assert 400 <= response.status_code < 500


def test_the_rate_limit_window(world: World) -> None:
    world.sb.set_clock("2030-01-01T00:00:00Z")
    world.sb.settings(rate_limit={"limit": 2, "windowSeconds": 60})
    client = world.client()
    first, second, third = (client.get("/me") for _ in range(3))
    assert (first.headers["ratelimit-limit"], first.headers["ratelimit-remaining"]) == ("2", "1")
    assert second.headers["ratelimit-remaining"] == "0"
    assert (third.status_code, error_of(third)["code"]) == (429, "rate_limited")
    assert third.headers["retry-after"] == "60"
    world.sb.advance(30.5)
    assert client.get("/me").headers["retry-after"] == "30"
    world.sb.advance(30)
    assert client.get("/me").status_code == 200


def test_rate_limits_count_per_credential(world: World) -> None:
    world.sb.settings(rate_limit={"limit": 1, "windowSeconds": 3600})
    assert world.client().get("/me").status_code == 200
    assert world.client(world.key()).get("/me").status_code == 200
    assert world.client().get("/me").status_code == 429
    world.sb.settings(rate_limit=None)
    response = world.client().get("/me")
    assert response.status_code == 200
    assert "ratelimit-limit" not in response.headers


def test_no_rate_limit_headers_without_a_limit(world: World) -> None:
    assert "ratelimit-limit" not in world.client().get("/me").headers


def test_errors_never_leak_internals(sandbox: Sandbox) -> None:
    with sandbox.client() as client:
        response = client.get("/me", headers={"Authorization": "Bearer cb_test_" + "z" * 50})
    assert response.status_code == 401
    assert "Traceback" not in response.text


def test_an_unexpected_failure_is_a_500_envelope(world: World, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def fail(*args: object, **kwargs: object) -> None:
        raise RuntimeError("injected")

    monkeypatch.setattr(world.sb.state.auth, "authenticate", fail)
    response = world.client().get("/me")
    error = error_of(response)
    assert (response.status_code, error["code"]) == (500, "internal_error")
    assert "injected" not in response.text
