"""The control API (sandbox-control-api.md): state, clock, settings, records, faults, log."""

from __future__ import annotations

import time

import httpx
import pytest

from callbridge.sandbox import ControlError, Sandbox

from .conftest import World, error_of, idem


def test_reset_forgets_everything(world: World) -> None:
    world.sb.settings(max_body_bytes=10, allow_loopback_receivers=True)
    world.sb.set_faults([{"path": "/me", "status": 500}])
    world.sb.set_clock("2031-05-05T00:00:00Z")
    world.sb.reset()
    assert world.sb.settings() == {
        "allowLoopbackReceivers": False,
        "maxBodyBytes": 1048576,
        "rateLimit": None,
    }
    assert world.sb.requests() == []
    assert world.sb.clock()["now"] < "2031"
    response = world.client().get("/me")
    assert (response.status_code, error_of(response)["code"]) == (401, "invalid_api_key")
    ws = world.sb.create_workspace("Again", id="ws_acme")
    assert ws == {"id": "ws_acme", "name": "Again"}


def test_reset_answers_204(sandbox: Sandbox) -> None:
    with httpx.Client(transport=sandbox.sync_transport, base_url=sandbox.base_url) as client:
        response = client.post("/_sandbox/reset")
    assert (response.status_code, response.content) == (204, b"")


def test_clock_set_and_advance(sandbox: Sandbox) -> None:
    assert sandbox.set_clock("2030-01-01T12:00:00+02:00") == {"now": "2030-01-01T10:00:00.000Z"}
    assert sandbox.advance(90.5) == {"now": "2030-01-01T10:01:30.500Z"}
    assert sandbox.clock() == {"now": "2030-01-01T10:01:30.500Z"}
    time.sleep(0.01)
    assert sandbox.clock() == {"now": "2030-01-01T10:01:30.500Z"}  # frozen until moved


def test_clock_drives_timestamps(world: World) -> None:
    world.sb.set_clock("2030-06-01T00:00:00Z")
    created = (
        world.client()
        .post("/lists", json={"name": "L", "ownerId": world.ada}, headers=idem())
        .json()
    )
    assert created["createdAt"] == "2030-06-01T00:00:00.000Z"


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"advanceSeconds": "x"},
        {"now": "2030-01-01"},
        {"advanceSeconds": 1, "now": "2030-01-01T00:00:00Z"},
    ],
)
def test_clock_validation(sandbox: Sandbox, body: dict[str, object]) -> None:
    with pytest.raises(ControlError) as caught:
        sandbox.control("POST", "/clock", body)
    assert caught.value.status == 400


def test_settings_are_partial_updates(sandbox: Sandbox) -> None:
    assert sandbox.settings(max_body_bytes=2048)["maxBodyBytes"] == 2048
    assert sandbox.settings(rate_limit={"limit": 5, "windowSeconds": 1}) == {
        "allowLoopbackReceivers": False,
        "maxBodyBytes": 2048,
        "rateLimit": {"limit": 5, "windowSeconds": 1},
    }
    assert sandbox.settings(rate_limit=None)["rateLimit"] is None
    with pytest.raises(ControlError):
        sandbox.settings(rate_limit={"limit": 0, "windowSeconds": 1})


def test_members_keys_and_records(sandbox: Sandbox) -> None:
    ws = sandbox.create_workspace("W")["id"]
    member = sandbox.create_member(ws, firstName="Ada", lastName="L", email="a@x.io", role="admin")
    assert set(member) == {
        "id",
        "name",
        "firstName",
        "lastName",
        "identifier",
        "email",
        "role",
        "status",
        "joinedAt",
        "updatedAt",
    }
    assert (member["name"], member["role"], member["status"]) == ("Ada L", "admin", "active")
    with pytest.raises(ControlError) as caught:
        sandbox.create_key(ws, "personal", ["lists:read"])
    assert caught.value.status == 400
    with pytest.raises(ControlError):
        sandbox.create_key(ws, "workspace", ["lists:admin"])
    contact = sandbox.create_contact(member["id"], "+14155550101", externalId="e")
    assert isinstance(contact["id"], int)
    listing = sandbox.create_list(member["id"], "L", group_name="G")
    assert (listing["groupName"], listing["contactsCount"]) == ("G", 0)
    assert sandbox.add_to_list(listing["id"], contact["id"]) == {
        "listId": listing["id"],
        "contactId": contact["id"],
        "member": True,
    }
    call = sandbox.create_call(member["id"], "+1", "+2", callSid="CA1")
    assert call["recording"] == {"state": "unavailable"}
    with pytest.raises(ControlError) as duplicate:
        sandbox.create_call(member["id"], "+1", "+2", callSid="CA1")
    assert duplicate.value.status == 409
    scheduled = sandbox.create_scheduled_call(member["id"], "+1", "2030-01-01T00:00:00Z")
    assert (scheduled["status"], scheduled["contactId"]) == ("Pending", None)
    sandbox.delete_call("CA1")
    with pytest.raises(ControlError) as gone:
        sandbox.complete_call("CA1")
    assert gone.value.status == 404


def test_requests_lists_answered_v1_and_v2_requests_newest_first(world: World) -> None:
    client = world.client()
    client.get("/me")
    client.get(world.sb.base_url + "/api/public/v1/contact-lists")
    world.sb.clock()
    log = world.sb.requests()
    assert [(r["method"], r["path"], r["status"]) for r in log] == [
        ("GET", "/api/public/v1/contact-lists", 410),
        ("GET", "/api/public/v2/me", 200),
    ]
    assert set(log[0]) == {"requestId", "method", "path", "status", "at"}
    assert world.sb.requests(limit=1) == log[:1]


def test_a_fault_before_commit_changes_nothing(world: World) -> None:
    world.sb.set_faults([{"method": "POST", "path": "/lists$", "status": 503, "times": 1}])
    client = world.client()
    headers = idem()
    failed = client.post("/lists", json={"name": "L", "ownerId": world.ada}, headers=headers)
    assert (failed.status_code, error_of(failed)["code"]) == (503, "service_unavailable")
    assert client.get("/changes").json()["data"] == []
    retried = client.post("/lists", json={"name": "L", "ownerId": world.ada}, headers=headers)
    assert (retried.status_code, retried.headers["idempotency-replayed"]) == (201, "false")


def test_a_fault_after_commit_keeps_the_write_and_its_receipt(world: World) -> None:
    world.sb.set_faults([{"method": "POST", "path": "/lists", "afterCommit": True, "times": 1}])
    client = world.client()
    headers = idem()
    lost = client.post("/lists", json={"name": "L", "ownerId": world.ada}, headers=headers)
    assert (lost.status_code, error_of(lost)["code"]) == (503, "service_unavailable")
    assert len(client.get("/changes").json()["data"]) == 1
    retried = client.post("/lists", json={"name": "L", "ownerId": world.ada}, headers=headers)
    assert (retried.status_code, retried.headers["idempotency-replayed"]) == (201, "true")
    assert len(client.get("/changes").json()["data"]) == 1


@pytest.mark.parametrize("pattern", ["^/lists$", "^/api/public/v2/lists$", "lists"])
def test_a_fault_path_matches_the_full_or_the_v2_relative_path(world: World, pattern: str) -> None:
    world.sb.set_faults([{"method": "POST", "path": pattern, "status": 503}])
    client = world.client()
    response = client.post("/lists", json={"name": "L", "ownerId": world.ada}, headers=idem())
    assert response.status_code == 503
    assert client.get("/me").status_code == 200


def test_put_faults_answers_the_rules_as_sent(sandbox: Sandbox) -> None:
    rules = [
        {"path": "^/me$", "status": 429, "retryAfter": 3, "times": 2},
        {"method": "POST", "afterCommit": True},
        {"latencyMs": 10, "probability": 0.5},
    ]
    assert sandbox.set_faults(rules) == {"rules": rules}


def test_a_latency_rule_of_zero_without_status_only_delays(world: World) -> None:
    world.sb.set_faults([{"path": "^/me$", "latencyMs": 0}])
    assert world.client().get("/me").status_code == 200


def test_a_429_fault_carries_retry_after(world: World) -> None:
    world.sb.set_faults([{"path": "/me", "status": 429, "retryAfter": 7}])
    response = world.client().get("/me")
    assert (response.status_code, response.headers["retry-after"]) == (429, "7")
    assert error_of(response)["code"] == "rate_limited"
    world.sb.set_faults([{"path": "/me", "status": 429}])
    assert world.client().get("/me").headers["retry-after"] == "1"


def test_fault_matching_times_probability_and_latency(world: World) -> None:
    rules = world.sb.set_faults(
        [
            {"method": "GET", "path": "^/api/public/v2/users$", "status": 500, "times": 2},
            {"path": "/availability", "status": 502, "probability": 0},
            {"path": "/me", "latencyMs": 150},
        ]
    )
    assert len(rules["rules"]) == 3
    client = world.client()
    assert [client.get("/users").status_code for _ in range(3)] == [500, 500, 200]
    assert client.get("/availability").status_code == 200
    started = time.monotonic()
    assert client.get("/me").status_code == 200
    assert time.monotonic() - started >= 0.14
    world.sb.clear_faults()
    started = time.monotonic()
    client.get("/me")
    assert time.monotonic() - started < 0.14


def test_faults_never_touch_the_control_api(sandbox: Sandbox) -> None:
    sandbox.set_faults([{"status": 500}])
    assert "now" in sandbox.clock()
    sandbox.clear_faults()


def test_fault_validation(sandbox: Sandbox) -> None:
    for rules in ([{"status": 42}], [{"path": "("}], [{"probability": 2}], "x"):
        with pytest.raises(ControlError) as caught:
            sandbox.control("PUT", "/faults", {"rules": rules})
        assert caught.value.status == 400


def test_control_can_be_turned_off() -> None:
    with Sandbox(control=False) as sb:
        with pytest.raises(ControlError) as caught:
            sb.clock()
        assert caught.value.status == 404


def test_run_deliveries_with_nothing_due(sandbox: Sandbox) -> None:
    assert sandbox.run_deliveries() == 0
