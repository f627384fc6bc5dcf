"""Idempotency keys and receipts (spec "Idempotency", gap G7)."""

from __future__ import annotations

import asyncio

import pytest

from callbridge.sandbox import Sandbox

from .conftest import World, error_of, idem


def _list_body(world: World, name: str = "Prospects") -> dict[str, str]:
    return {"name": name, "ownerId": world.ada}


def test_a_write_without_a_key_is_rejected_and_changes_nothing(world: World) -> None:
    client = world.client()
    response = client.post("/lists", json=_list_body(world))
    assert (response.status_code, error_of(response)["code"]) == (400, "idempotency_key_required")
    assert client.get("/changes").json()["data"] == []


@pytest.mark.parametrize("key", ["", "has space", "x" * 201, "semi;colon", "ünïcode", "a/b"])
def test_a_key_outside_the_pattern_is_invalid(world: World, key: str) -> None:
    response = world.client().post(
        "/lists", json=_list_body(world), headers={"Idempotency-Key": key.encode()}
    )
    assert (response.status_code, error_of(response)["code"]) == (400, "idempotency_key_invalid")


@pytest.mark.parametrize("key", ["a", "A.b_c:d-1", "x" * 200])
def test_keys_inside_the_pattern_are_accepted(world: World, key: str) -> None:
    response = world.client().post(
        "/lists", json=_list_body(world), headers={"Idempotency-Key": key}
    )
    assert response.status_code == 201


def test_the_same_request_replays_the_original_answer(world: World) -> None:
    client = world.client()
    headers = idem()
    first = client.post("/lists", json=_list_body(world), headers=headers)
    second = client.post("/lists", json=_list_body(world), headers=headers)
    assert (first.status_code, second.status_code) == (201, 201)
    assert first.json() == second.json()
    assert first.headers["idempotency-replayed"] == "false"
    assert second.headers["idempotency-replayed"] == "true"
    assert first.headers["x-request-id"] != second.headers["x-request-id"]
    changes = client.get("/changes").json()["data"]
    assert [c["type"] for c in changes] == ["list.created"]


@pytest.mark.parametrize("change", ["body", "path", "method"])
def test_a_changed_request_with_the_same_key_conflicts(world: World, change: str) -> None:
    client = world.client()
    headers = idem()
    created = client.post("/lists", json=_list_body(world), headers=headers).json()
    if change == "body":
        response = client.post("/lists", json=_list_body(world, "Other"), headers=headers)
    elif change == "path":
        other = client.post("/lists", json=_list_body(world), headers=idem()).json()
        response = client.put(f"/lists/{other['id']}", json=_list_body(world), headers=headers)
    else:
        response = client.put(f"/lists/{created['id']}", json=_list_body(world), headers=headers)
    assert (response.status_code, error_of(response)["code"]) == (409, "idempotency_conflict")


def test_the_receipt_path_is_the_literal_request_path(world: World) -> None:
    client = world.client()
    created = client.post("/lists", json=_list_body(world), headers=idem()).json()
    headers = idem()
    first = client.put(f"/lists/{created['id']}", json=_list_body(world), headers=headers)
    padded = client.put(f"/lists/0{created['id']}", json=_list_body(world), headers=headers)
    assert first.status_code == 200
    assert (padded.status_code, error_of(padded)["code"]) == (409, "idempotency_conflict")


def test_a_re_serialized_body_replays_but_a_changed_value_conflicts(world: World) -> None:
    client = world.client()
    headers = {**idem(), "Content-Type": "application/json"}
    first = client.post(
        "/lists", content=f'{{"name":"A","ownerId":"{world.ada}"}}'.encode(), headers=headers
    )
    reordered = client.post(
        "/lists",
        content=f'{{ "ownerId": "{world.ada}",\n  "name": "A" }}'.encode(),
        headers=headers,
    )
    assert (first.status_code, reordered.status_code) == (201, 201)
    assert reordered.json() == first.json()
    assert reordered.headers["idempotency-replayed"] == "true"
    changed = client.post(
        "/lists", content=f'{{"name":"B","ownerId":"{world.ada}"}}'.encode(), headers=headers
    )
    assert (changed.status_code, error_of(changed)["code"]) == (409, "idempotency_conflict")


def test_receipts_belong_to_one_credential(world: World) -> None:
    headers = idem()
    first = world.client().post("/lists", json=_list_body(world), headers=headers)
    second = world.client(world.key()).post("/lists", json=_list_body(world), headers=headers)
    assert (first.status_code, second.status_code) == (201, 201)
    assert first.json()["id"] != second.json()["id"]


def test_receipts_survive_deletion_of_the_resource(world: World) -> None:
    contact = world.contact()
    client = world.client()
    headers = idem()
    first = client.delete(f"/contacts/{contact}", headers=headers)
    again = client.delete(f"/contacts/{contact}", headers=headers)
    fresh = client.delete(f"/contacts/{contact}", headers=idem())
    assert first.status_code == again.status_code == 200
    assert again.json() == {"id": contact, "deleted": True}
    assert again.headers["idempotency-replayed"] == "true"
    assert fresh.status_code == 404


def test_a_rejected_request_stores_no_receipt(world: World) -> None:
    client = world.client()
    headers = idem()
    rejected = client.post("/lists", json={"name": "", "ownerId": world.ada}, headers=headers)
    assert rejected.status_code == 400
    accepted = client.post("/lists", json={"name": "fixed", "ownerId": world.ada}, headers=headers)
    assert accepted.status_code == 201


def test_replay_rechecks_the_credential_and_scopes(world: World) -> None:
    created = world.sb.create_key(world.ws, "workspace", ["lists:write"])
    client = world.client(created["token"])
    headers = idem()
    assert client.post("/lists", json=_list_body(world), headers=headers).status_code == 201
    world.sb.revoke_key(created["credentialId"])
    response = client.post("/lists", json=_list_body(world), headers=headers)
    assert (response.status_code, error_of(response)["code"]) == (401, "invalid_api_key")


def test_reads_need_no_key(world: World) -> None:
    assert world.client().get("/users").status_code == 200


def test_reads_ignore_an_idempotency_key_even_outside_the_pattern(world: World) -> None:
    response = world.client().get("/users", headers={"Idempotency-Key": "not valid!"})
    assert (response.status_code, "idempotency-replayed" in response.headers) == (200, False)


async def test_concurrent_requests_with_one_key_execute_once(
    sandbox: Sandbox, world: World
) -> None:
    headers = {**idem(), "Authorization": f"Bearer {world.full_key}"}
    async with sandbox.async_client() as client:
        responses = await asyncio.gather(
            *(client.post("/lists", json=_list_body(world), headers=headers) for _ in range(8))
        )
    assert {r.status_code for r in responses} == {201}
    assert len({r.json()["id"] for r in responses}) == 1
    assert sorted(r.headers["idempotency-replayed"] for r in responses) == ["false"] + ["true"] * 7
    with sandbox.client(world.full_key) as sync:
        assert len(sync.get("/changes").json()["data"]) == 1


def test_threads_sharing_one_key_execute_once(world: World) -> None:
    from concurrent.futures import ThreadPoolExecutor

    headers = idem()

    def post(_: int) -> tuple[int, int]:
        with world.sb.client(world.full_key) as client:
            response = client.post("/lists", json=_list_body(world), headers=headers)
            return response.status_code, response.json()["id"]

    with ThreadPoolExecutor(max_workers=6) as pool:
        results = list(pool.map(post, range(12)))
    assert {status for status, _ in results} == {201}
    assert len({list_id for _, list_id in results}) == 1
