"""Every built-in recipe, run from the CLI in an empty directory on the embedded sandbox with
only its required inputs, as a new user would, checked on the server's state."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from workflows import FOUR_WORKFLOWS, Migrate, Ran, server_state

from callbridge.api import NotFound
from callbridge.cli import cli
from callbridge.recipe import list_builtin


@pytest.fixture
def migrate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Migrate:
    monkeypatch.chdir(tmp_path)
    for name in ("CALLBRIDGE_BASE_URL", "CALLBRIDGE_API_KEY", "CALLBRIDGE_HOME", "CI"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("CALLBRIDGE_CONFIG_DIR", str(tmp_path / "config"))

    def run(*args: str) -> Ran:
        result = CliRunner().invoke(cli, list(args))
        if result.exception and not isinstance(result.exception, SystemExit):
            raise result.exception
        return Ran(result.exit_code, result.stdout, result.stderr)

    return run


@pytest.mark.parametrize("workflow", FOUR_WORKFLOWS, ids=lambda w: w.__name__)
def test_the_named_workflows_work_the_first_time(
    migrate: Migrate, tmp_path: Path, workflow: object
) -> None:
    workflow(migrate, tmp_path)  # type: ignore[operator]


REQUIRED_ONLY = {
    "check-credential": [],
    "initial-sync": [],
    "read-call-analytics": [],
    "resolve-phone-to-contact": ["list_id=1", "phone=4155550101"],
    "remove-contact": ["list_id=1", "phone=4155550102"],
    "append-contacts-by-phone": [
        "list_id=1",
        'contacts=[{"external_id":"n-1","phone_number":"4155550177"},'
        '{"external_id":"crm-1004","phone_number":"2125550104"}]',
    ],
    "rename-or-regroup-list": ["list_id=1", "name=Renamed", "owner_id=usr_ada"],
    "create-list-then-import": [
        "list_name=Spring promo",
        "owner_id=usr_ada",
        'contacts=[{"external_id":"s-1","phone_number":"+14155550188"}]',
    ],
}


def test_every_builtin_recipe_is_covered_here_or_by_a_workflow() -> None:
    by_workflow = {"rotate-and-verify-webhook", "replay-failed-deliveries"}
    assert {name for name, _ in list_builtin()} == set(REQUIRED_ONLY) | by_workflow


@pytest.mark.parametrize("name", sorted(REQUIRED_ONLY))
def test_builtin_recipe_runs_with_only_its_required_inputs(
    migrate: Migrate, tmp_path: Path, name: str
) -> None:
    args = [a for value in REQUIRED_ONLY[name] for a in ("-i", value)]
    ran = migrate("run", name, *args, "--yes", "--json")
    assert ran.code == 0, ran.stdout + ran.stderr
    assert json.loads(ran.stdout)["status"] == "succeeded"
    outputs = ran.outputs()
    with server_state(tmp_path) as client:
        demo = {c.external_id: c for c in client.lists.iter_contacts(1)}
        if name == "append-contacts-by-phone":
            # a workspace key with no owner given: the first member, announced in the plan;
            # an existing contact keeps its owner
            assert demo["n-1"].owner_id == "usr_ada"
            assert demo["crm-1004"].owner_id == "usr_grace"
        elif name == "create-list-then-import":
            [made] = list(client.lists.iter_contacts(outputs["list_id"]))
            assert (made.external_id, made.owner_id) == ("s-1", "usr_ada")
        elif name == "remove-contact":
            assert "crm-1002" not in demo
        elif name == "resolve-phone-to-contact":
            assert demo["crm-1001"].id == outputs["contact_id"]
        elif name == "rename-or-regroup-list":
            assert outputs["name"] == "Renamed"
        else:
            assert outputs  # reads only: the outputs are the result


def test_replay_failed_deliveries_on_a_subscription_with_nothing_failed(
    migrate: Migrate, tmp_path: Path
) -> None:
    from workflows import WEBHOOK_ID, rotate_and_verify_a_webhook

    rotate_and_verify_a_webhook(migrate, tmp_path)
    ran = migrate("run", "replay-failed-deliveries", "-i", f"webhook_id={WEBHOOK_ID}", "--json")
    assert ran.code == 0, ran.stderr
    assert ran.outputs()["count"] == 0


def test_the_plan_warns_when_the_key_picks_the_owner(migrate: Migrate) -> None:
    contacts = 'contacts=[{"external_id":"n-2","phone_number":"4155550178"}]'
    planned = migrate(
        "recipe", "plan", "append-contacts-by-phone", "-i", "list_id=1", "-i", contacts
    )
    assert planned.code == 0
    assert "warning: no owner_id given: new contacts will belong to usr_ada" in planned.stdout
    assert "pass --input owner_id=ID" in planned.stdout


def test_a_resume_refuses_a_new_value_of_an_input_a_finished_step_read(
    migrate: Migrate, tmp_path: Path
) -> None:
    first = migrate(
        "run", "remove-contact", "-i", "list_id=1", "-i", "phone=+14155550102", "--json"
    )
    assert first.code == 3, first.stderr  # waits for confirmation after resolving the phone
    run_id = json.loads(first.stdout)["run_id"]
    changed = migrate(
        *("run", "--resume", run_id, "--yes", "--allow-input-change"),
        *("-i", "phone=+14155550101", "-i", "mode=delete"),
    )
    assert changed.code == 2
    assert "new values of phone (read by resolve)" in changed.stderr
    assert "Start a new run" in changed.stderr
    with server_state(tmp_path) as client:
        assert {"crm-1001", "crm-1002"} <= {c.external_id for c in client.lists.iter_contacts(1)}
    # an input that only steps still to run read may change, when asked for
    unasked = migrate("run", "--resume", run_id, "--yes", "-i", "mode=delete")
    assert unasked.code == 2 and "started with other values of mode" in unasked.stderr
    resumed = migrate(
        "run", "--resume", run_id, "--yes", "--allow-input-change", "-i", "mode=delete", "--json"
    )
    assert resumed.code == 0, resumed.stderr
    with server_state(tmp_path) as client:
        left = {c.external_id for c in client.lists.iter_contacts(1)}
        assert "crm-1001" in left and "crm-1002" not in left
        with pytest.raises(NotFound):  # deleted, not only removed from the list
            client.lists.add_contact(1, json.loads(resumed.stdout)["outputs"]["contact_id"])


def test_a_phone_of_two_contacts_names_the_contact_id_to_pass(
    migrate: Migrate, tmp_path: Path
) -> None:
    assert migrate("run", "check-credential").code == 0  # seeds the embedded sandbox
    with server_state(tmp_path) as client:
        twin = client.contacts.upsert(
            "twin-1", phone_number="+14155550102", owner_id="usr_ada", idempotency_key="t.twin"
        )
        client.lists.add_contact(1, twin.id, idempotency_key="t.twin.add")
    ambiguous = migrate("run", "remove-contact", "-i", "list_id=1", "-i", "phone=+14155550102")
    assert ambiguous.code == 1
    assert f"-i contact_id=2 or -i contact_id={twin.id}." in ambiguous.stdout
    removed = migrate(
        *("run", "remove-contact", "-i", "list_id=1", "-i", f"contact_id={twin.id}"),
        *("--yes", "--json"),
    )
    assert removed.code == 0, removed.stderr
    assert removed.outputs()["contact_id"] == twin.id
    with server_state(tmp_path) as client:
        left = {c.external_id for c in client.lists.iter_contacts(1)}
    assert "twin-1" not in left and "crm-1002" in left


def test_a_contact_deleted_by_remove_contact_is_not_resolved_again(
    migrate: Migrate, tmp_path: Path
) -> None:
    args = ("-i", "list_id=1", "-i", "phone=+14155550102")
    deleted = migrate("run", "remove-contact", *args, "-i", "mode=delete", "--yes")
    assert deleted.code == 0, deleted.stderr
    again = migrate("run", "resolve-phone-to-contact", *args, "--json")
    assert again.code == 1
    assert json.loads(again.stdout)["status"] == "failed"
    assert "no contact with +14155550102 in list 1" in again.stdout
