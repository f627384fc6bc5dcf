"""Every built-in recipe, run against the sandbox, checked on the server's resulting state."""

from __future__ import annotations

import stat
from pathlib import Path
from typing import Any

import pytest
from recipe_helpers import changes_of

from callbridge import AsyncClient, Client
from callbridge.recipe import Runner, RunResult, get_action, load_recipe, resolve_inputs
from callbridge.recipe.actions import ActionContext
from callbridge.sandbox import ALL_SCOPES, DemoSeed, Sandbox
from callbridge.webhooks import ReceivedEvent, Receiver

WEBHOOK_ID = "0b7c4e1a-2f3d-4c5b-9a8e-7d6c5b4a3f2e"


def runner(name: str, raw: dict[str, Any], client: Client, tmp_path: Path, **kw: Any) -> Runner:
    recipe = load_recipe(name)
    kw.setdefault("journal_dir", tmp_path / "runs")
    kw.setdefault("state_dir", tmp_path / "state")
    return Runner(recipe, resolve_inputs(recipe, raw), client, **kw)


def run(name: str, raw: dict[str, Any], client: Client, tmp_path: Path, **kw: Any) -> RunResult:
    return runner(name, raw, client, tmp_path, **kw).run_to_end()


def members(client: Client, list_id: int) -> list[Any]:
    return list(client.lists.iter_contacts(list_id))


def test_check_credential(client: Client, sandbox: Sandbox, seed: DemoSeed, tmp_path: Path) -> None:
    ok = run(
        "check-credential",
        {"required_scopes": "lists:write,contacts:write", "kind": "workspace"},
        client,
        tmp_path,
    )
    assert ok.status == "succeeded"
    assert ok.outputs["workspace_id"] == seed.workspace_id and ok.outputs["kind"] == "workspace"
    assert sorted(ok.outputs["scopes"]) == sorted(ALL_SCOPES)
    narrow_key = sandbox.create_key(seed.workspace_id, "workspace", ["lists:read"])["token"]
    narrow = Client(narrow_key, base_url=sandbox.api_url, transport=sandbox.sync_transport)
    missing = run(
        "check-credential", {"required_scopes": "lists:read,lists:write"}, narrow, tmp_path
    )
    assert missing.exit_code == 1
    assert "the key lacks lists:write" in missing.steps[0].error.message  # type: ignore[union-attr]


def test_create_list_then_import(client: Client, seed: DemoSeed, tmp_path: Path) -> None:
    contacts = [
        {"external_id": f"imp-{i}", "phone_number": f"+1555555010{i}", "owner_id": seed.owner_id}
        for i in range(3)
    ]
    result = run(
        "create-list-then-import",
        {
            "list_name": "Imported",
            "owner_id": seed.owner_id,
            "group_name": "Spring",
            "contacts": contacts,
        },
        client,
        tmp_path,
    )
    assert result.status == "succeeded" and result.outputs["created"] == 3
    on_server = members(client, result.outputs["list_id"])
    assert sorted(c.external_id for c in on_server) == ["imp-0", "imp-1", "imp-2"]
    assert result.steps[1].outputs["groupName"] == "Spring"


def test_create_list_then_import_gives_new_contacts_the_lists_owner(
    client: Client, seed: DemoSeed, tmp_path: Path
) -> None:
    # the fixture's key is a workspace key: without an owner the service refuses creation
    assert client.me().kind == "workspace"
    contacts = [
        {"external_id": "own-1", "phone_number": "+15555550111"},
        {"external_id": "crm-1001", "phone_number": "+14155550101"},  # exists, usr_ada's
    ]
    owner = seed.member_ids[1]
    assert owner != seed.owner_id
    raw = {"list_name": "Owned", "owner_id": owner, "contacts": contacts}
    result = run("create-list-then-import", raw, client, tmp_path)
    assert result.status == "succeeded", result.steps
    assert (result.outputs["created"], result.outputs["failed"]) == (1, 0)
    owners = {c.external_id: c.owner_id for c in members(client, result.outputs["list_id"])}
    assert owners == {"own-1": owner, "crm-1001": seed.owner_id}  # an existing one keeps its own


def test_create_list_then_import_from_a_csv_file(
    client: Client, sandbox: Sandbox, seed: DemoSeed, tmp_path: Path
) -> None:
    def async_factory() -> AsyncClient:
        return AsyncClient(
            seed.workspace_key, base_url=sandbox.api_url, transport=sandbox.transport, max_retries=0
        )

    csv = tmp_path / "crm.csv"
    csv.write_text("Record,Mobile,Name\nr-1,(555) 555-0121,Ann\nr-2,555 555 0122,Bob\n")
    raw = {
        "list_name": "From CSV",
        "owner_id": seed.owner_id,
        "csv": str(csv),
        "external_id_column": "Record",
        "phone_column": "Mobile",
    }
    result = run("create-list-then-import", raw, client, tmp_path, async_client=async_factory)
    assert result.status == "succeeded", result.steps
    assert (result.outputs["created"], result.outputs["failed"]) == (2, 0)
    on_server = members(client, result.outputs["list_id"])
    assert sorted((c.external_id, c.owner_id) for c in on_server) == [
        ("r-1", seed.owner_id),
        ("r-2", seed.owner_id),
    ]


def test_create_list_then_import_wants_one_source_of_contacts_before_writing(
    client: Client, seed: DemoSeed, tmp_path: Path
) -> None:
    raw = {"list_name": "Nothing", "owner_id": seed.owner_id}
    result = run("create-list-then-import", raw, client, tmp_path)
    assert result.status == "failed" and [s.id for s in result.steps] == ["source"]
    assert "--input csv=FILE" in result.steps[0].error.message  # type: ignore[union-attr]


def test_rename_or_regroup_list_warns_and_clears_an_omitted_group(
    client: Client, seed: DemoSeed, tmp_path: Path
) -> None:
    kept = run(
        "rename-or-regroup-list",
        {
            "list_id": seed.list_id,
            "name": "Renamed",
            "owner_id": seed.owner_id,
            "group_name": "Q4 outreach",
        },
        client,
        tmp_path,
    )
    assert kept.outputs == {"list_id": seed.list_id, "name": "Renamed", "group_name": "Q4 outreach"}
    assert not kept.steps[0].warnings
    cleared = run(
        "rename-or-regroup-list",
        {"list_id": seed.list_id, "name": "Renamed", "owner_id": seed.owner_id},
        client,
        tmp_path,
    )
    assert cleared.outputs["group_name"] is None
    assert "clears the stored group" in cleared.steps[0].warnings[0]
    updates = [c for c in changes_of(client, "list.updated") if c.resource_id == str(seed.list_id)]
    assert len(updates) == 2
    assert len(members(client, seed.list_id)) == 3  # list details only; no contact touched


def test_append_contacts_by_phone(client: Client, seed: DemoSeed, tmp_path: Path) -> None:
    contacts = [
        {"external_id": "crm-1001", "phone_number": "(415) 555-0101", "first_name": "Linus"},
        {"external_id": "crm-2001", "phone_number": "212 555 0177", "first_name": "New"},
    ]
    new_list = client.lists.create("Append", seed.owner_id, idempotency_key="t.append.list")
    raw = {"list_id": new_list.id, "contacts": contacts, "owner_id": seed.owner_id}
    result = run("append-contacts-by-phone", raw, client, tmp_path)
    assert result.status == "succeeded" and result.outputs["created"] == 1
    on_server = {c.external_id: c.phone_number for c in members(client, new_list.id)}
    assert on_server == {"crm-1001": "+14155550101", "crm-2001": "+12125550177"}
    assert result.outputs["contact_ids"][0] == seed.contact_ids[0]  # the existing contact, kept
    again = run("append-contacts-by-phone", raw, client, tmp_path)
    assert again.outputs["created"] == 0 and len(members(client, new_list.id)) == 2


def test_resolve_phone_to_contact(client: Client, seed: DemoSeed, tmp_path: Path) -> None:
    result = run(
        "resolve-phone-to-contact",
        {"list_id": seed.list_id, "phone": "415.555.0103"},
        client,
        tmp_path,
    )
    assert result.outputs == {
        "contact_id": seed.contact_ids[2],
        "phone_number": "+14155550103",
        "source": "list",
    }
    assert (tmp_path / "state" / "contact-ids.json").exists()


def test_remove_contact_membership_keeps_the_contact(
    client: Client, seed: DemoSeed, tmp_path: Path
) -> None:
    raw = {"list_id": seed.list_id, "phone": "+14155550101", "mode": "membership"}
    stopped = run("remove-contact", raw, client, tmp_path)
    assert stopped.exit_code == 3 and len(members(client, seed.list_id)) == 3
    result = run("remove-contact", raw, client, tmp_path, assume_yes=True)
    assert [s.status for s in result.steps] == ["succeeded", "succeeded", "skipped"]
    assert seed.contact_ids[0] not in [c.id for c in members(client, seed.list_id)]
    still_there = client.contacts.upsert("crm-1001", idempotency_key="t.exists")
    assert still_there.id == seed.contact_ids[0] and still_there.created is False
    # A second run still knows the stable id, from the local id map.
    again = run("remove-contact", raw, client, tmp_path, assume_yes=True)
    assert again.status == "succeeded" and again.outputs["contact_id"] == seed.contact_ids[0]


def test_remove_contact_delete_removes_it_everywhere(
    client: Client, seed: DemoSeed, tmp_path: Path
) -> None:
    raw = {"list_id": seed.list_id, "phone": "+14155550102", "mode": "delete"}
    result = run("remove-contact", raw, client, tmp_path, assume_yes=True)
    assert [s.status for s in result.steps] == ["succeeded", "skipped", "succeeded"]
    assert [c.resource_id for c in changes_of(client, "contact.deleted")] == [
        str(seed.contact_ids[1])
    ]
    assert seed.contact_ids[1] not in [c.id for c in members(client, seed.list_id)]


@pytest.fixture
def receiver(sandbox: Sandbox) -> Any:
    sandbox.settings(allow_loopback_receivers=True)
    got: list[ReceivedEvent] = []
    with Receiver(on_event=got.append) as rec:
        rec.received = got  # type: ignore[attr-defined]
        yield rec


def set_up_webhook(client: Client, receiver: Receiver, tmp_path: Path, events: str) -> RunResult:
    """Run rotate-and-verify-webhook; the receiver learns the secret from the file in between,
    as a deployed receiver would."""
    secret_file = tmp_path / "hook.secret"
    raw = {
        "webhook_id": WEBHOOK_ID,
        "name": "crm",
        "url": receiver.url,
        "events": events,
        "secret_file": str(secret_file),
    }
    steps = runner("rotate-and-verify-webhook", raw, client, tmp_path, assume_yes=True)
    assert steps.next().status == "succeeded"  # type: ignore[union-attr]
    rotated = steps.next()
    assert rotated is not None and rotated.status == "succeeded"
    receiver.set_secrets(secret_file.read_text().strip())
    return steps.run_to_end()


def test_rotate_and_verify_webhook(
    client: Client, sandbox: Sandbox, seed: DemoSeed, receiver: Any, tmp_path: Path
) -> None:
    result = set_up_webhook(client, receiver, tmp_path, "contact.created")
    assert result.status == "succeeded" and result.outputs["active"] is True
    secret_file = tmp_path / "hook.secret"
    secret = secret_file.read_text().strip()
    assert stat.S_IMODE(secret_file.stat().st_mode) == 0o600
    journal = (tmp_path / "runs" / f"{result.run_id}.jsonl").read_text()
    assert secret not in journal and secret not in str(result.as_dict())
    sandbox.create_contact(seed.owner_id, "+15555550123", externalId="hooked")
    sandbox.run_deliveries()
    assert [r.event.type for r in receiver.received] == ["contact.created"]


def test_replay_failed_deliveries(
    client: Client, sandbox: Sandbox, seed: DemoSeed, receiver: Any, tmp_path: Path
) -> None:
    assert set_up_webhook(client, receiver, tmp_path, "contact.created").status == "succeeded"
    secret = (tmp_path / "hook.secret").read_text().strip()
    receiver.set_secrets("whsec_" + "x" * 43)  # the receiver rejects: the delivery fails
    sandbox.create_contact(seed.owner_id, "+15555550124", externalId="replayed")
    sandbox.run_deliveries()
    failed = client.webhooks.deliveries(WEBHOOK_ID).data
    assert [d.state for d in failed] == ["failed"]
    attempts = get_action("webhooks.attempts")
    assert attempts is not None
    params = attempts.params.model_validate({"id": WEBHOOK_ID, "delivery_id": failed[0].id})
    tried = attempts.call(ActionContext(client, "unused", tmp_path), params)
    assert [(a["state"], a["statusCode"]) for a in tried["data"]] == [("failed", 400)]
    receiver.set_secrets(secret)
    result = run("replay-failed-deliveries", {"webhook_id": WEBHOOK_ID}, client, tmp_path)
    assert result.outputs == {"replayed": [failed[0].id], "count": 1}
    assert client.webhooks.deliveries(WEBHOOK_ID).data[0].state == "pending"
    sandbox.run_deliveries()
    assert client.webhooks.deliveries(WEBHOOK_ID).data[0].state == "succeeded"
    assert [r.event.type for r in receiver.received] == ["contact.created"]


def test_read_call_analytics(client: Client, seed: DemoSeed, tmp_path: Path) -> None:
    result = run(
        "read-call-analytics", {"group_by": "owner", "list_id": str(seed.list_id)}, client, tmp_path
    )
    assert result.outputs["calls"] == 2 and result.outputs["completed_calls"] >= 1
    assert result.outputs["talk_time_seconds"] == pytest.approx(184.5)
    assert [g["key"] for g in result.outputs["groups"]] == [seed.owner_id]
    window = run(
        "read-call-analytics",
        {"from_time": "2000-01-01T00:00:00Z", "to_time": "2000-01-02T00:00:00Z"},
        client,
        tmp_path,
    )
    assert window.outputs["calls"] == 0


def test_initial_sync(client: Client, sandbox: Sandbox, seed: DemoSeed, tmp_path: Path) -> None:
    cursor_file = tmp_path / "cursor"
    raw = {"list_ids": [seed.list_id], "cursor_file": str(cursor_file)}
    result = run("initial-sync", raw, client, tmp_path)
    assert result.status == "succeeded"
    assert sorted(result.outputs["member_ids"]) == sorted(seed.member_ids)
    assert result.outputs["contact_ids"] == seed.contact_ids[:3]
    latest = list(client.changes.iter(after="0"))[-1].sequence
    assert result.outputs["cursor"] == latest == cursor_file.read_text().strip()
    sandbox.delete_call(seed.call_sids[1])
    later = run("initial-sync", raw, client, tmp_path)
    assert seed.call_sids[1] in later.outputs["removed"]
