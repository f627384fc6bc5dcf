"""Webhook subscriptions, verification, signed deliveries, retries and replay."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime

import httpx
import pytest

from callbridge.sandbox import Sandbox

from .conftest import World, build_world, error_of, idem
from .receiver import Receiver, signature_ok

URL = "https://hooks.example.com/callbridge"


@dataclass
class Hooked:
    world: World
    receiver: Receiver
    sandbox: Sandbox

    def subscribe(
        self, events: list[str] | None = None, token: str | None = None, *, verify: bool = True
    ) -> tuple[str, str]:
        """A subscription (id, signing secret), verified and active unless told otherwise."""
        client = self.world.client(token)
        hook_id = str(uuid.uuid4())
        body = {"name": "CRM", "url": URL, "events": events or ["contact.created"]}
        assert client.put(f"/webhooks/{hook_id}", json=body, headers=idem()).status_code == 201
        secret = client.post(f"/webhooks/{hook_id}/rotate-secret", headers=idem()).json()[
            "signingSecret"
        ]
        if verify:
            response = client.post(f"/webhooks/{hook_id}/verify", headers=idem())
            assert response.status_code == 200, response.text
        return hook_id, secret

    def deliveries(self, hook_id: str, token: str | None = None) -> list[dict[str, object]]:
        data: list[dict[str, object]] = (
            self.world.client(token).get(f"/webhooks/{hook_id}/deliveries").json()["data"]
        )
        return data


@pytest.fixture
def hooked() -> Iterator[Hooked]:
    receiver = Receiver()
    with Sandbox(outbound_transport=httpx.ASGITransport(app=receiver)) as sb:
        world = build_world(sb)
        yield Hooked(world, receiver, sb)
        for client in world.clients:
            client.close()


@pytest.mark.parametrize(
    "url",
    [
        "http://hooks.example.com/x",
        "https://hooks.example.com:8443/x",
        "https://user:pw@hooks.example.com/x",
        "https://hooks.example.com/x#frag",
        "https://localhost/x",
        "https://127.0.0.1/x",
        "https://10.1.2.3/x",
        "https://192.168.1.5/x",
        "https://169.254.169.254/latest",
        "https://[::1]/x",
        "https://0.0.0.0/x",
        "https://printer.local/x",
        "https://svc.internal/x",
        "https://intranet/x",
        "https://[::ffff:10.0.0.1]/x",
        "ftp://hooks.example.com/x",
        "not a url",
        "http://127.0.0.1:8080/x",
    ],
)
def test_receiver_urls_that_break_the_rules(world: World, url: str) -> None:
    body = {"name": "n", "url": url, "events": ["contact.created"]}
    response = world.client().put(f"/webhooks/{uuid.uuid4()}", json=body, headers=idem())
    assert response.status_code == 400
    assert [d["path"] for d in error_of(response)["details"]] == ["body.url"]


@pytest.mark.parametrize(
    "url",
    [
        "https://hooks.example.com/x",
        "https://hooks.example.com:443/x",
        "https://93.184.216.34/hook",
    ],
)
def test_public_https_receivers_are_accepted(world: World, url: str) -> None:
    body = {"name": "n", "url": url, "events": ["contact.created"]}
    response = world.client().put(f"/webhooks/{uuid.uuid4()}", json=body, headers=idem())
    assert response.status_code == 201


def test_loopback_setting_relaxes_only_loopback(world: World) -> None:
    world.sb.settings(allow_loopback_receivers=True)
    client = world.client()

    def status(url: str) -> int:
        body = {"name": "n", "url": url, "events": ["contact.created"]}
        return client.put(f"/webhooks/{uuid.uuid4()}", json=body, headers=idem()).status_code

    assert status("http://127.0.0.1:8080/hook") == 201
    assert status("http://localhost:9000/hook") == 201
    assert status("http://10.0.0.1:8080/hook") == 400
    assert status("http://127.0.0.1:8080/hook#x") == 400
    assert status("http://u:p@localhost:9000/hook") == 400


def test_put_creates_an_inactive_subscription_without_a_secret(world: World) -> None:
    hook_id = str(uuid.uuid4())
    body = {"name": "CRM", "url": URL, "events": ["call.created", "call.created", "list.created"]}
    client = world.client()
    response = client.put(f"/webhooks/{hook_id}", json=body, headers=idem())
    assert response.status_code == 201
    created = response.json()
    assert created | {"createdAt": "", "updatedAt": ""} == {
        "id": hook_id,
        "name": "CRM",
        "url": URL,
        "events": ["call.created", "list.created"],
        "active": False,
        "verified": False,
        "createdAt": "",
        "updatedAt": "",
    }
    same = client.put(f"/webhooks/{hook_id}", json=body, headers=idem())
    assert (same.status_code, same.json()) == (200, created)


@pytest.mark.parametrize(
    ("body", "path"),
    [
        ({"name": "", "url": URL, "events": ["call.created"]}, "body.name"),
        ({"name": "n", "url": URL, "events": []}, "body.events"),
        ({"name": "n", "url": URL, "events": ["call.exploded"]}, "body.events.0"),
        ({"name": "n", "url": URL}, "body.events"),
        ({"name": "n", "url": URL, "events": ["call.created"], "secret": "x"}, "body.secret"),
    ],
)
def test_put_validation(world: World, body: dict[str, object], path: str) -> None:
    response = world.client().put(f"/webhooks/{uuid.uuid4()}", json=body, headers=idem())
    assert [d["path"] for d in error_of(response)["details"]] == [path]


def test_put_needs_a_uuid_id(world: World) -> None:
    body = {"name": "n", "url": URL, "events": ["call.created"]}
    response = world.client().put("/webhooks/not-a-uuid", json=body, headers=idem())
    assert [d["path"] for d in error_of(response)["details"]] == ["path.id"]


def test_put_needs_the_read_scope_of_every_event(world: World) -> None:
    key = world.key(scopes=["webhooks:manage", "calls:read"])
    body = {"name": "n", "url": URL, "events": ["call.created", "recording.available"]}
    response = world.client(key).put(f"/webhooks/{uuid.uuid4()}", json=body, headers=idem())
    error = error_of(response)
    assert (response.status_code, error["code"]) == (403, "insufficient_scope")
    assert "recordings:read" in error["message"]
    no_manage = world.key(scopes=["calls:read"])
    body["events"] = ["call.created"]
    assert (
        world.client(no_manage)
        .put(f"/webhooks/{uuid.uuid4()}", json=body, headers=idem())
        .status_code
        == 403
    )


def test_a_subscription_belongs_to_its_credential(world: World) -> None:
    hook_id = str(uuid.uuid4())
    body = {"name": "n", "url": URL, "events": ["call.created"]}
    world.client().put(f"/webhooks/{hook_id}", json=body, headers=idem())
    other = world.client(world.key())
    assert other.put(f"/webhooks/{hook_id}", json=body, headers=idem()).status_code == 404
    assert other.post(f"/webhooks/{hook_id}/rotate-secret", headers=idem()).status_code == 404
    assert other.get(f"/webhooks/{hook_id}/deliveries").status_code == 404


def test_rotate_secret_shows_a_new_secret_once_and_replays_it(world: World) -> None:
    hook_id = str(uuid.uuid4())
    client = world.client()
    client.put(
        f"/webhooks/{hook_id}",
        json={"name": "n", "url": URL, "events": ["call.created"]},
        headers=idem(),
    )
    headers = idem()
    first = client.post(f"/webhooks/{hook_id}/rotate-secret", headers=headers)
    assert first.status_code == 200
    body = first.json()
    assert (body["id"], body["active"]) == (hook_id, False)
    assert body["signingSecret"].startswith("whsec_") and len(body["signingSecret"]) == 49
    assert client.post(f"/webhooks/{hook_id}/rotate-secret", headers=headers).json() == body
    second = client.post(f"/webhooks/{hook_id}/rotate-secret", headers=idem()).json()
    assert second["signingSecret"] != body["signingSecret"]
    assert (
        "signingSecret"
        not in client.put(
            f"/webhooks/{hook_id}",
            json={"name": "n", "url": URL, "events": ["call.created"]},
            headers=idem(),
        ).json()
    )


def test_verify_sends_a_signed_challenge_and_activates(hooked: Hooked) -> None:
    hook_id, secret = hooked.subscribe()
    challenge = hooked.receiver.received[-1]
    assert challenge.json["type"] == "webhook.verification"
    assert set(challenge.json) == {"type", "challenge"}
    assert signature_ok(secret, challenge)
    stamp = int(challenge.headers["service-signature"].split(",")[0][2:])
    assert abs(stamp / 1000 - datetime.now().timestamp()) < 60
    body = (
        hooked.world.client()
        .patch(f"/webhooks/{hook_id}", json={"active": True}, headers=idem())
        .json()
    )
    assert (body["active"], body["verified"]) == (True, True)


def test_verify_without_a_secret_fails(hooked: Hooked) -> None:
    client = hooked.world.client()
    hook2 = str(uuid.uuid4())
    client.put(
        f"/webhooks/{hook2}",
        json={"name": "n", "url": URL, "events": ["call.created"]},
        headers=idem(),
    )
    response = client.post(f"/webhooks/{hook2}/verify", headers=idem())
    error = error_of(response)
    assert (response.status_code, error["code"]) == (422, "verification_failed")
    assert "secret" in error["message"]


@pytest.mark.parametrize(
    "answer", [500, 302, "text", "wrong-challenge", httpx.ConnectError("refused")]
)
def test_verify_fails_unless_the_challenge_is_echoed(hooked: Hooked, answer: object) -> None:
    hook_id, _ = hooked.subscribe(verify=False)
    hooked.receiver.plan.append(answer)
    client = hooked.world.client()
    response = client.post(f"/webhooks/{hook_id}/verify", headers=idem())
    assert (response.status_code, error_of(response)["code"]) == (422, "verification_failed")
    patch = client.patch(f"/webhooks/{hook_id}", json={"active": True}, headers=idem())
    assert (patch.status_code, error_of(patch)["code"]) == (409, "inactive_webhook")


def test_verify_accepts_the_challenge_echoed_as_a_bare_json_string(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe(verify=False)
    hooked.receiver.plan.append("bare-challenge")
    response = hooked.world.client().post(f"/webhooks/{hook_id}/verify", headers=idem())
    assert response.status_code == 200, response.text
    assert (response.json()["active"], response.json()["verified"]) == (True, True)


def test_pause_and_enable(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe()
    client = hooked.world.client()
    paused = client.patch(f"/webhooks/{hook_id}", json={"active": False}, headers=idem())
    assert paused.json()["active"] is False
    hooked.world.contact()
    assert hooked.deliveries(hook_id) == []  # nothing is delivered while paused
    enabled = client.patch(f"/webhooks/{hook_id}", json={"active": True}, headers=idem())
    assert enabled.json()["active"] is True
    bad = client.patch(f"/webhooks/{hook_id}", json={"active": "yes"}, headers=idem())
    assert [d["path"] for d in error_of(bad)["details"]] == ["body.active"]


def test_rotating_the_secret_pauses_delivery_until_enabled(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe()
    client = hooked.world.client()
    secret = client.post(f"/webhooks/{hook_id}/rotate-secret", headers=idem()).json()
    hooked.world.contact()
    assert hooked.deliveries(hook_id) == []
    client.patch(f"/webhooks/{hook_id}", json={"active": True}, headers=idem())
    hooked.world.contact()
    assert hooked.sandbox.run_deliveries() == 1
    assert signature_ok(secret["signingSecret"], hooked.receiver.received[-1])


def test_deliveries_are_signed_events_with_stable_ids(hooked: Hooked) -> None:
    hook_id, secret = hooked.subscribe(["contact.created", "list.created"])
    contact = hooked.world.contact()
    assert hooked.sandbox.run_deliveries() == 1
    sent = hooked.receiver.received[-1]
    assert signature_ok(secret, sent)
    event = sent.json
    assert event | {"id": "", "createdAt": ""} == {
        "id": "",
        "type": "contact.created",
        "apiVersion": "v2",
        "createdAt": "",
        "workspaceId": hooked.world.ws,
        "ownerId": hooked.world.ada,
        "resourceType": "contacts",
        "resourceId": str(contact),
        "data": {"id": contact},
    }
    deliveries = hooked.deliveries(hook_id)
    assert len(deliveries) == 1
    delivery = deliveries[0]
    assert (delivery["id"], delivery["eventId"], delivery["state"], delivery["attemptCount"]) == (
        sent.headers["service-delivery-id"],
        event["id"],
        "succeeded",
        1,
    )
    assert delivery["id"] == str(uuid.uuid5(uuid.UUID(hook_id), event["id"]))
    attempts = (
        hooked.world.client()
        .get(f"/webhooks/{hook_id}/deliveries/{delivery['id']}/attempts")
        .json()["data"]
    )
    assert [(a["id"], a["number"], a["state"], a["statusCode"]) for a in attempts] == [
        (sent.headers["service-attempt-id"], 1, "succeeded", 200)
    ]
    assert hooked.sandbox.run_deliveries() == 0


def test_only_subscribed_and_visible_events_are_delivered(hooked: Hooked) -> None:
    grace_key = hooked.world.key("personal", owner_id=hooked.world.grace)
    hook_id, _ = hooked.subscribe(["contact.created"], grace_key)
    hooked.world.contact(hooked.world.ada)
    hooked.world.contact(hooked.world.grace)
    hooked.world.sb.create_list(hooked.world.grace, "not subscribed")
    assert [d["eventType"] for d in hooked.deliveries(hook_id, grace_key)] == ["contact.created"]
    assert hooked.sandbox.run_deliveries() == 1
    assert hooked.receiver.received[-1].json["ownerId"] == hooked.world.grace


def test_transient_failures_retry_with_backoff_up_to_eight_attempts(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe()
    hooked.world.sb.set_clock("2030-01-01T00:00:00Z")
    hooked.world.contact()
    hooked.receiver.plan.extend([500, 503, 408, 429, httpx.ReadTimeout("slow"), 502, 500, 500])
    delays = []
    for attempt in range(1, 9):
        assert hooked.sandbox.run_deliveries() == 1
        delivery = hooked.deliveries(hook_id)[0]
        assert delivery["attemptCount"] == attempt
        if attempt == 8:
            assert (delivery["state"], delivery["nextAttemptAt"]) == ("failed", None)
            break
        assert delivery["state"] == "pending"
        now = datetime.fromisoformat(hooked.sandbox.clock()["now"])
        due = datetime.fromisoformat(str(delivery["nextAttemptAt"]))
        delay = (due - now).total_seconds()
        base = min(3600, 30 * 2 ** (attempt - 1))
        assert base <= delay <= min(3600, base * 1.1) + 0.001
        delays.append(delay)
        hooked.sandbox.advance(delay - 1)
        assert hooked.sandbox.run_deliveries() == 0  # not due yet
        hooked.sandbox.advance(1)
    assert len(hooked.receiver.received) == 1 + 8
    attempts = (
        hooked.world.client()
        .get(f"/webhooks/{hook_id}/deliveries/{hooked.deliveries(hook_id)[0]['id']}/attempts")
        .json()["data"]
    )
    assert [a["number"] for a in attempts] == list(range(8, 0, -1))
    assert attempts[3]["statusCode"] is None and "timed out" in attempts[3]["error"]
    assert len({r.headers["service-attempt-id"] for r in hooked.receiver.received[1:]}) == 8
    assert len({r.headers["service-delivery-id"] for r in hooked.receiver.received[1:]}) == 1


@pytest.mark.parametrize("status", [400, 404, 410, 301])
def test_other_non_2xx_answers_fail_at_once(hooked: Hooked, status: int) -> None:
    hook_id, _ = hooked.subscribe()
    hooked.world.contact()
    hooked.receiver.plan.append(status)
    hooked.sandbox.run_deliveries()
    delivery = hooked.deliveries(hook_id)[0]
    assert (delivery["state"], delivery["attemptCount"]) == ("failed", 1)


def test_redirects_are_not_followed(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe(verify=False)
    hooked.receiver.plan.append("redirect")
    client = hooked.world.client()
    response = client.post(f"/webhooks/{hook_id}/verify", headers=idem())
    assert (response.status_code, error_of(response)["code"]) == (422, "verification_failed")
    assert len(hooked.receiver.received) == 1
    client.post(f"/webhooks/{hook_id}/verify", headers=idem())
    hooked.world.contact()
    hooked.receiver.plan.append("redirect")
    received = len(hooked.receiver.received)
    assert hooked.sandbox.run_deliveries() == 1
    assert len(hooked.receiver.received) == received + 1
    delivery = hooked.deliveries(hook_id)[0]
    assert (delivery["state"], delivery["attemptCount"]) == ("failed", 1)


def test_a_new_subscription_does_not_backfill_earlier_events(hooked: Hooked) -> None:
    hooked.world.contact()
    hook_id, _ = hooked.subscribe()
    assert hooked.deliveries(hook_id) == []
    assert hooked.sandbox.run_deliveries() == 0
    hooked.world.contact()
    assert [d["eventType"] for d in hooked.deliveries(hook_id)] == ["contact.created"]


def test_a_config_change_cancels_queued_deliveries_and_needs_verification(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe()
    hooked.world.contact()
    client = hooked.world.client()
    body = {"name": "CRM", "url": URL + "/v2", "events": ["contact.created"]}
    changed = client.put(f"/webhooks/{hook_id}", json=body, headers=idem()).json()
    assert (changed["active"], changed["verified"]) == (False, False)
    assert [d["state"] for d in hooked.deliveries(hook_id)] == ["cancelled"]
    assert hooked.sandbox.run_deliveries() == 0
    assert (
        client.patch(f"/webhooks/{hook_id}", json={"active": True}, headers=idem()).status_code
        == 409
    )


def test_replay_requeues_the_same_delivery(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe()
    hooked.world.contact()
    hooked.receiver.plan.append(400)
    hooked.sandbox.run_deliveries()
    delivery = hooked.deliveries(hook_id)[0]
    client = hooked.world.client()
    headers = idem()
    path = f"/webhooks/{hook_id}/deliveries/{delivery['id']}/replay"
    response = client.post(path, headers=headers)
    assert (response.status_code, response.json()) == (
        202,
        {"id": delivery["id"], "eventId": delivery["eventId"], "state": "pending"},
    )
    queued = hooked.deliveries(hook_id)[0]
    assert (queued["state"], queued["attemptCount"]) == ("pending", 0)
    assert hooked.sandbox.run_deliveries() == 1
    first, second = hooked.receiver.received[-2:]
    assert first.headers["service-delivery-id"] == second.headers["service-delivery-id"]
    assert first.headers["service-attempt-id"] != second.headers["service-attempt-id"]
    assert first.body == second.body
    attempts = client.get(f"/webhooks/{hook_id}/deliveries/{delivery['id']}/attempts").json()
    assert [a["state"] for a in attempts["data"]] == ["succeeded", "failed"]
    # a matching retry of the replay replays its receipt: no extra work
    again = client.post(path, headers=headers)
    assert (again.status_code, again.headers["idempotency-replayed"]) == (202, "true")
    assert hooked.deliveries(hook_id)[0]["state"] == "succeeded"


def test_webhook_ids_are_uuids_in_any_case(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe()
    client = hooked.world.client()
    upper = client.get(f"/webhooks/{hook_id.upper()}/deliveries")
    assert (upper.status_code, upper.json()["data"]) == (200, [])
    bad = client.get(f"/webhooks/{hook_id}/deliveries/not-a-uuid/attempts")
    assert (bad.status_code, [d["path"] for d in error_of(bad)["details"]]) == (
        400,
        ["path.deliveryId"],
    )


def test_replay_rules(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe()
    hooked.world.contact()
    hooked.sandbox.run_deliveries()
    delivery = hooked.deliveries(hook_id)[0]
    client = hooked.world.client()
    base = f"/webhooks/{hook_id}/deliveries"
    assert client.post(f"{base}/{uuid.uuid4()}/replay", headers=idem()).status_code == 404
    assert client.post(f"{base}/{delivery['eventId']}/replay", headers=idem()).status_code == 404
    other_key = hooked.world.key()
    assert (
        hooked.world.client(other_key)
        .post(f"{base}/{delivery['id']}/replay", headers=idem())
        .status_code
        == 404
    )
    headers = idem()
    assert client.post(f"{base}/{delivery['id']}/replay", headers=headers).status_code == 202
    client.patch(f"/webhooks/{hook_id}", json={"active": False}, headers=idem())
    for attempt_headers in (headers, idem()):  # even a matching retry checks access first
        response = client.post(f"{base}/{delivery['id']}/replay", headers=attempt_headers)
        assert (response.status_code, error_of(response)["code"]) == (409, "inactive_webhook")


async def test_replay_of_a_delivery_in_progress_is_409(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe()
    hooked.world.contact()
    delivery_id = hooked.deliveries(hook_id)[0]["id"]
    hooked.receiver.gate = asyncio.Event()
    headers = {"Authorization": f"Bearer {hooked.world.full_key}"}
    async with httpx.AsyncClient(
        transport=hooked.sandbox.transport, base_url=hooked.sandbox.base_url
    ) as client:
        run = asyncio.create_task(client.post("/_sandbox/deliveries/run"))
        while len(hooked.receiver.received) < 2:
            await asyncio.sleep(0.01)
        response = await client.post(
            f"/api/public/v2/webhooks/{hook_id}/deliveries/{delivery_id}/replay",
            headers={**headers, **idem()},
        )
        assert (response.status_code, response.json()["error"]["code"]) == (
            409,
            "delivery_in_progress",
        )
        hooked.receiver.gate.set()
        assert (await run).json() == {"attempted": 1}


def test_history_keeps_the_latest_100_deliveries(hooked: Hooked) -> None:
    hook_id, _ = hooked.subscribe()
    for n in range(105):
        hooked.world.contact(phoneNumber=f"+1415556{n:04d}")
    assert hooked.sandbox.run_deliveries() == 105
    deliveries = hooked.deliveries(hook_id)
    assert len(deliveries) == 100
    assert all(d["state"] == "succeeded" for d in deliveries)
    newest = hooked.receiver.received[-1].headers["service-delivery-id"]
    assert deliveries[0]["id"] == newest


def test_webhook_ops_need_webhooks_manage(world: World) -> None:
    reader = world.client(world.key(scopes=["contacts:read"]))
    hook_id = uuid.uuid4()
    assert reader.get(f"/webhooks/{hook_id}/deliveries").status_code == 403
    assert reader.post(f"/webhooks/{hook_id}/verify", headers=idem()).status_code == 403


async def test_a_name_resolving_to_a_private_address_is_refused_at_send_time() -> None:
    import socket

    from callbridge.sandbox.outbound.receivers import resolution_problem

    host = socket.gethostname()
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(host, 443)}
    except OSError:
        pytest.skip("the machine's own name does not resolve here")
    if not any(a.startswith(("127.", "10.", "192.168.", "172.")) or a == "::1" for a in addresses):
        pytest.skip("the machine's own name resolves to a public address here")
    assert await resolution_problem(f"https://{host}/hook", False) is not None
    assert await resolution_problem("https://203.0.113.9/hook", False) is None


def test_verification_refuses_a_receiver_the_rules_no_longer_admit(world: World) -> None:
    world.sb.settings(allow_loopback_receivers=True)
    client = world.client()
    hook_id = str(uuid.uuid4())
    client.put(
        f"/webhooks/{hook_id}",
        headers=idem(),
        json={"name": "n", "url": "http://127.0.0.1:9/hook", "events": ["contact.created"]},
    )
    client.post(f"/webhooks/{hook_id}/rotate-secret", headers=idem())
    world.sb.settings(allow_loopback_receivers=False)
    response = client.post(f"/webhooks/{hook_id}/verify", headers=idem())
    assert response.status_code == 422
    assert "rejected" in error_of(response)["message"]
