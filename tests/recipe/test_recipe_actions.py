"""Every action against the in-process sandbox, checked on the server's state.

Write actions are also checked against what the client really sent: the request a plan
shows (method, path, body, idempotency key) must be the request a run sends.
"""

from __future__ import annotations

import json
import stat
from pathlib import Path
from typing import Any

import pytest
from recipe_helpers import RecordingTransport, changes_of

from callbridge import Client
from callbridge.recipe import Effect, get_action
from callbridge.recipe.actions import ActionContext, action_names
from callbridge.recipe.errors import ActionFailed
from callbridge.recipe.runner import with_key
from callbridge.sandbox import DemoSeed, Sandbox

WEBHOOK_ID = "6f1c2b9e-3c4d-4e5f-8a9b-0c1d2e3f4a5b"


class Call:
    def __init__(self, client: Client, transport: RecordingTransport, state: Path) -> None:
        self.client, self.transport, self.state = client, transport, state
        self.count = 0

    def __call__(self, name: str, /, **args: Any) -> Any:
        """Run one action; for a write, check its rendered request against the real one."""
        action = get_action(name)
        assert action is not None
        params = action.params.model_validate(args)
        self.count += 1
        key = f"cb.test.{name.replace('.', '_')}.{self.count}"
        sent_before = len(self.transport.requests)
        result = action.call(ActionContext(self.client, key, self.state), params)
        if action.effect_for(params) is not Effect.READ:
            assert action.render is not None
            rendered = with_key(action.render(params), key)
            sent = self.transport.requests[sent_before]
            assert sent.method == rendered.method
            assert sent.url.path == "/api/public/v2" + rendered.path
            assert sent.headers["Idempotency-Key"] == rendered.idempotency_key
            body = json.loads(sent.content) if sent.content else None
            assert body == rendered.body
        return result


@pytest.fixture
def call(client: Client, transport: RecordingTransport, tmp_path: Path) -> Call:
    return Call(client, transport, tmp_path / "state")


def members(client: Client, list_id: int) -> list[int]:
    return [c.id for c in client.lists.iter_contacts(list_id)]


def test_every_action_declares_an_effect_and_writes_render_a_request() -> None:
    for name in action_names():
        action = get_action(name)
        assert action is not None and action.summary
        if action.static_effect() is not Effect.READ:
            assert action.render is not None, name


def test_me_users_and_availability(call: Call, seed: DemoSeed) -> None:
    me = call("me")
    assert me["workspaceId"] == seed.workspace_id and me["kind"] == "workspace"
    assert sorted(m["id"] for m in call("users.list", all=True)["data"]) == sorted(seed.member_ids)
    page = call("users.list", limit=1)
    assert len(page["data"]) == 1 and page["nextCursor"] is not None
    assert call("availability")["apiVersion"] == "v2"


def test_lists_create_replace_and_read(call: Call, client: Client, seed: DemoSeed) -> None:
    created = call("lists.create", name="Spring", owner_id=seed.owner_id, group_name="G1")
    assert created["contactsCount"] == 0 and created["groupName"] == "G1"
    assert [c.resource_id for c in changes_of(client, "list.created")][-1] == str(created["id"])
    renamed = call("lists.replace", list_id=created["id"], name="Summer", owner_id=seed.owner_id)
    assert renamed["name"] == "Summer" and renamed["groupName"] is None
    action = get_action("lists.replace")
    assert action is not None
    params = action.params.model_validate(
        {"list_id": created["id"], "name": "x", "owner_id": seed.owner_id}
    )
    assert "clears the stored group" in action.warnings_for(params)[0]
    page = call("lists.contacts", list_id=seed.list_id, limit=2)
    assert [c["id"] for c in page["data"]] == seed.contact_ids[:2]
    full = call("lists.contacts", list_id=seed.list_id, all=True)
    assert [c["id"] for c in full["data"]] == seed.contact_ids[:3]


def test_membership_add_and_remove(call: Call, client: Client, seed: DemoSeed) -> None:
    contact = seed.contact_ids[3]
    assert call("lists.add_contact", list_id=seed.list_id, contact_id=contact)["member"] is True
    assert contact in members(client, seed.list_id)
    assert call("lists.remove_contact", list_id=seed.list_id, contact_id=contact)["member"] is False
    assert contact not in members(client, seed.list_id)
    assert get_action("lists.remove_contact").static_effect() is Effect.DESTRUCTIVE  # type: ignore[union-attr]


def test_contacts_upsert_normalizes_and_null_clears(
    call: Call, client: Client, seed: DemoSeed
) -> None:
    made = call(
        "contacts.upsert",
        external_id="crm-9",
        phone_number="(415) 555-0199",
        default_region="US",
        first_name="Ida",
        email="ida@example.org",
        owner_id=seed.owner_id,
    )
    assert made["created"] is True and made["phoneNumber"] == "+14155550199"
    cleared = call("contacts.upsert", external_id="crm-9", email=None)
    assert cleared["created"] is False and cleared["email"] is None
    assert cleared["firstName"] == "Ida"  # omitted fields stay as they were
    with pytest.raises(ActionFailed, match="default_region"):
        call("contacts.upsert", external_id="crm-10", phone_number="415 555 0100")


def test_contacts_delete_removes_it_everywhere(call: Call, client: Client, seed: DemoSeed) -> None:
    target = seed.contact_ids[0]
    assert call("contacts.delete", contact_id=target) == {"id": target, "deleted": True}
    assert target not in members(client, seed.list_id)
    assert changes_of(client, "contact.deleted")[-1].resource_id == str(target)


def test_resolve_phone_finds_one_contact_and_keeps_its_id(
    call: Call, client: Client, seed: DemoSeed, tmp_path: Path
) -> None:
    found = call(
        "contacts.resolve_phone", list_id=seed.list_id, phone="(415) 555-0102", default_region="us"
    )
    assert found["contactId"] == seed.contact_ids[1] and found["source"] == "list"
    client.lists.remove_contact(seed.list_id, seed.contact_ids[1], idempotency_key="t.rm.1")
    kept = call("contacts.resolve_phone", list_id=seed.list_id, phone="+14155550102")
    assert kept["contactId"] == seed.contact_ids[1] and kept["source"] == "id_map"
    id_map = json.loads((tmp_path / "state" / "contact-ids.json").read_text())
    assert id_map["contacts"] == {f"{seed.list_id}/+14155550102": seed.contact_ids[1]}
    not_a_dir = tmp_path / "state" / "contact-ids.json" / "map.json"
    with pytest.raises(ActionFailed, match=r"contact-ids\.json is a file, not a directory"):
        call(
            "contacts.resolve_phone",
            list_id=seed.list_id,
            phone="+14155550101",
            id_map=str(not_a_dir),
        )


def test_a_deleted_contact_is_forgotten_by_the_id_map(
    call: Call, client: Client, seed: DemoSeed
) -> None:
    first = call("contacts.resolve_phone", list_id=seed.list_id, phone="+14155550102")
    kept = call("contacts.resolve_phone", list_id=seed.list_id, phone="+14155550102")
    assert kept["source"] == "list" and kept["contact"]["id"] == first["contactId"]
    call("contacts.delete", contact_id=first["contactId"])
    with pytest.raises(ActionFailed, match="no contact with \\+14155550102"):
        call("contacts.resolve_phone", list_id=seed.list_id, phone="+14155550102")


def test_resolve_phone_refuses_to_guess(
    call: Call, client: Client, sandbox: Sandbox, seed: DemoSeed
) -> None:
    twin = sandbox.create_contact(
        seed.owner_id, "+14155550101", externalId="twin", firstName="Twin"
    )
    client.lists.add_contact(seed.list_id, twin["id"], idempotency_key="t.add.twin")
    with pytest.raises(ActionFailed) as several:
        call("contacts.resolve_phone", list_id=seed.list_id, phone="+14155550101")
    assert f"contact {seed.contact_ids[0]} (Linus Pauling" in several.value.message
    assert f"contact {twin['id']} (Twin" in several.value.message
    choices = f"-i contact_id={seed.contact_ids[0]} or -i contact_id={twin['id']}"
    assert f"Run again with the contact you mean: {choices}." in several.value.message
    picked = call("contacts.resolve_phone", list_id=seed.list_id, contact_id=twin["id"])
    assert (picked["contactId"], picked["source"]) == (twin["id"], "contact_id")
    assert picked["phoneNumber"] == "+14155550101"
    both = call(
        "contacts.resolve_phone", list_id=seed.list_id, phone="+14155550101", contact_id=twin["id"]
    )
    assert both["contactId"] == twin["id"]
    with pytest.raises(ActionFailed, match=r"has \+14155550101, not \+14155550102"):
        call(
            "contacts.resolve_phone",
            list_id=seed.list_id,
            phone="+14155550102",
            contact_id=twin["id"],
        )
    with pytest.raises(ActionFailed, match=f"contact 999999 is not in list {seed.list_id}"):
        call("contacts.resolve_phone", list_id=seed.list_id, contact_id=999999)
    with pytest.raises(ValueError, match="give phone or contact_id"):
        call("contacts.resolve_phone", list_id=seed.list_id)
    with pytest.raises(ActionFailed) as none:
        call("contacts.resolve_phone", list_id=seed.list_id, phone="+14155550109")
    assert "no contact with +14155550109" in none.value.message
    assert "Nearest numbers in the list" in none.value.message


def test_imports_create(call: Call, client: Client, seed: DemoSeed) -> None:
    new_list = client.lists.create("Imported", seed.owner_id, idempotency_key="t.list.imp")
    result = call(
        "imports.create",
        list_id=new_list.id,
        contacts=[
            {"external_id": "imp-1", "phone_number": "+15555550001", "owner_id": seed.owner_id},
            {"externalId": "imp-2", "phoneNumber": "+15555550002", "ownerId": seed.owner_id},
        ],
    )
    assert result["created"] == 2 and result["failed"] == 0
    assert len(members(client, new_list.id)) == 2


def test_calls_and_scheduled_calls(call: Call, seed: DemoSeed) -> None:
    got = call("calls.get", call_sid=seed.call_sids[0])
    assert got["callSid"] == seed.call_sids[0] and got["recording"]["state"] == "available"
    first = seed.scheduled_call_ids[0]
    updated = call(
        "scheduled_calls.update", id=first, notes="moved", scheduled_at="2030-02-01T10:00:00Z"
    )
    assert updated["notes"] == "moved" and updated["scheduledAt"].startswith("2030-02-01T10:00:00")
    assert call("scheduled_calls.delete", id=first)["status"] == "Cancelled"
    with pytest.raises(ValueError, match="at least one of"):
        call("scheduled_calls.update", id=first)


def test_webhook_put_rotate_and_enable_rules(call: Call, tmp_path: Path) -> None:
    hook = call(
        "webhooks.put",
        id=WEBHOOK_ID,
        name="crm",
        url="https://hooks.example.com/cb",
        events=["call.completed"],
    )
    assert hook["active"] is False
    secret_file = tmp_path / "secret"
    rotated = call("webhooks.rotate_secret", id=WEBHOOK_ID, secret_file=str(secret_file))
    secret = secret_file.read_text().strip()
    assert secret.startswith("whsec_") and secret not in json.dumps(rotated)
    assert stat.S_IMODE(secret_file.stat().st_mode) == 0o600
    env_file = tmp_path / "app.env"
    env_file.write_text("OTHER=1\nHOOK_SECRET=old\n")
    call("webhooks.rotate_secret", id=WEBHOOK_ID, env_file=str(env_file), env_name="HOOK_SECRET")
    lines = env_file.read_text().splitlines()
    assert lines[0] == "OTHER=1" and lines[1].startswith("HOOK_SECRET=whsec_") and len(lines) == 2
    from callbridge import ApiError

    with pytest.raises(ApiError) as never_verified:
        call("webhooks.set_active", id=WEBHOOK_ID, active=True)
    assert never_verified.value.code == "inactive_webhook"
    assert call("webhooks.deliveries", id=WEBHOOK_ID) == {"data": [], "nextCursor": None}
    with pytest.raises(ValueError, match="exactly one of secret_file or env_file"):
        call("webhooks.rotate_secret", id=WEBHOOK_ID)


def test_changes_drain_keeps_the_cursor(call: Call, client: Client, tmp_path: Path) -> None:
    cursor_file = tmp_path / "cursor"
    first = call("changes.drain", cursor_file=str(cursor_file), limit=3)
    everything = list(client.changes.iter(after="0"))
    assert first["count"] == len(everything) and first["from"] == "0"
    assert cursor_file.read_text().strip() == everything[-1].sequence == first["cursor"]
    refs = {(r["resourceType"], r["resourceId"]) for r in first["resources"]}
    assert refs == {(c.resource_type, c.resource_id) for c in everything}
    again = call("changes.drain", cursor_file=str(cursor_file))
    assert again["count"] == 0 and again["cursor"] == first["cursor"]
    only = call("changes.drain", after="0", types=["call.completed"])
    assert {c["type"] for c in only["changes"]} == {"call.completed"}


def test_analytics_summary(call: Call, seed: DemoSeed) -> None:
    summary = call("analytics.summary", group_by="list")
    assert summary["totals"]["calls"] == 2
    assert [g["key"] for g in summary["groups"]] == [str(seed.list_id)]


def test_request_reaches_any_v2_path_through_the_client(
    call: Call, client: Client, seed: DemoSeed
) -> None:
    action = get_action("request")
    assert action is not None
    assert call("request", method="GET", path="/me")["kind"] == "workspace"
    made = call(
        "request", method="POST", path="/lists", json={"name": "Raw", "ownerId": seed.owner_id}
    )
    assert made["name"] == "Raw"
    removal = {"method": "DELETE", "path": f"/lists/{made['id']}/contacts/{seed.contact_ids[0]}"}
    assert action.effect_for(action.params.model_validate(removal)) is Effect.DESTRUCTIVE
    assert call("request", **removal)["member"] is False


def test_contacts_import_csv_runs_the_bulk_importer_once_per_row(
    sandbox: Sandbox, client: Client, seed: DemoSeed, tmp_path: Path, transport: RecordingTransport
) -> None:
    from callbridge import AsyncClient

    csv = tmp_path / "crm.csv"
    csv.write_text(
        "external_id,phone,first_name,owner_id\n"
        f"csv-1,(415) 555-0141,Ann,{seed.owner_id}\ncsv-2,+12125550142,Bo,{seed.owner_id}\n"
    )
    action = get_action("contacts.import_csv")
    assert action is not None and action.static_effect() is Effect.WRITE
    params = action.params.model_validate(
        {
            "file": str(csv),
            "list_id": seed.list_id,
            "phone_column": "phone",
            "state_dir": str(tmp_path / "ledger"),
        }
    )
    rendered = action.render(params)  # type: ignore[misc]
    assert rendered.body == {"file": str(csv), "listId": seed.list_id, "defaultRegion": "US"}
    assert rendered.note and "idempotency key" in rendered.note

    def factory() -> AsyncClient:
        return AsyncClient(
            seed.workspace_key, base_url=sandbox.api_url, transport=sandbox.transport, max_retries=0
        )

    context = ActionContext(client, "cb.test.import", tmp_path / "state", async_client=factory)
    result = action.call(context, params)
    assert result["outcome"]["created"] == 2 and result["exitCode"] == 0
    phones = {c.external_id: c.phone_number for c in client.lists.iter_contacts(seed.list_id)}
    assert phones["csv-1"] == "+14155550141" and phones["csv-2"] == "+12125550142"
    again = action.call(context, params)
    assert again["outcome"]["unchanged"] == 2 and again["outcome"]["created"] == 0
    with pytest.raises(ActionFailed, match="needs an async client"):
        action.call(ActionContext(client, "k", tmp_path), params)
