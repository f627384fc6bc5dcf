"""`migrate run`: exit codes, JSON and human output, dry runs, resume and the destructive guard,
against a real localhost sandbox."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from callbridge.cli import cli
from callbridge.sandbox import DemoSeed, SandboxServer

ATTACH = """\
recipe: 1
name: attach
description: Create a list and attach contacts.
inputs:
  owner_id: {type: string, required: true}
  contact_ids: {type: list, default: []}
  label: {type: string, default: Attached, secret: true}
steps:
  - id: create_list
    action: lists.create
    with: {name: "{{ inputs.label }}", owner_id: "{{ inputs.owner_id }}"}
  - id: attach
    action: lists.add_contact
    for_each: "{{ inputs.contact_ids }}"
    as: contact_id
    with: {list_id: "{{ steps.create_list.outputs.id }}", contact_id: "{{ contact_id }}"}
outputs:
  list_id: "{{ steps.create_list.outputs.id }}"
"""


@pytest.fixture
def seeded(
    sandbox_server: SandboxServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[DemoSeed]:
    seed = sandbox_server.seed_demo()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CALLBRIDGE_BASE_URL", sandbox_server.api_url)
    monkeypatch.setenv("CALLBRIDGE_API_KEY", seed.workspace_key)
    monkeypatch.setenv("CI", "true")
    (tmp_path / "attach.yaml").write_text(ATTACH)
    yield seed


def migrate(*args: str) -> Result:
    return CliRunner().invoke(cli, ["run", *args], catch_exceptions=False)


def list_members(server: SandboxServer, key: str, list_id: int) -> list[int]:
    from callbridge import Client

    with Client(key, base_url=server.api_url) as client:
        return [c.id for c in client.lists.iter_contacts(list_id)]


def test_json_output_and_server_state(seeded: DemoSeed, sandbox_server: SandboxServer) -> None:
    ids = ",".join(map(str, seeded.contact_ids[:2]))
    result = migrate(
        "attach.yaml", "-i", f"owner_id={seeded.owner_id}", "-i", f"contact_ids={ids}", "--json"
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert {"run_id", "status", "steps", "outputs"} <= set(data)
    assert data["status"] == "succeeded"
    assert [(s["id"], s["status"]) for s in data["steps"]] == [
        ("create_list", "succeeded"),
        ("attach", "succeeded"),
    ]
    assert data["steps"][1]["outputs"][0]["member"] is True
    assert data["steps"][0]["idempotencyKey"] == f"cb.{data['run_id']}.create_list"
    read = json.loads(migrate("check-credential", "--json").stdout)
    assert read["status"] == "succeeded" and "idempotencyKey" not in read["steps"][0]
    list_id = data["outputs"]["list_id"]
    assert list_members(sandbox_server, seeded.workspace_key, list_id) == seeded.contact_ids[:2]
    journal = Path(".callbridge/runs") / f"{data['run_id']}.jsonl"
    assert journal.exists()
    assert "Attached" not in result.stdout and "Attached" not in journal.read_text()  # secret input


def test_human_output_shows_steps_without_colors(seeded: DemoSeed) -> None:
    result = migrate(
        "attach.yaml",
        "-i",
        f"owner_id={seeded.owner_id}",
        "-i",
        f"contact_ids={seeded.contact_ids[0]}",
    )
    assert result.exit_code == 0
    assert "ok  create_list (lists.create, write)" in result.stdout
    assert "attach[0] ok" in result.stdout and "status: succeeded" in result.stdout
    assert "\x1b[" not in result.output
    assert seeded.workspace_key not in result.output


def test_a_failed_step_exits_1_with_code_and_request_id(seeded: DemoSeed) -> None:
    result = migrate("attach.yaml", "-i", "owner_id=usr_nobody")
    assert result.exit_code == 1
    assert "invalid_owner (HTTP 403)" in result.stdout
    assert "request id: " in result.stdout
    # the same owner would be refused again: no resume hint, the fix instead
    assert "resume with" not in result.output
    assert "fix the inputs or the recipe and start a new run" in result.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["attach.yaml"], "input 'owner_id': required input is missing"),
        (["attach.yaml", "-i", "owner=x"], "did you mean 'owner_id'"),
        (["no-such-recipe"], "no such recipe file or built-in recipe"),
        (["."], ".: is a directory, not a recipe file"),
        (
            ["check-credential", "--journal-dir", "attach.yaml/runs"],
            "cannot write the run journal attach.yaml/runs/",
        ),
        (
            ["attach.yaml", "-i", "owner_id=x", "-i", "contact_ids=[1"],
            "expected a list (a,b,c or a JSON array), got '[1': the JSON is not valid at column 3",
        ),
        ([], "give a RECIPE, or --resume RUN_ID"),
        (["--resume", "20250101T000000Z-abcdef"], "no journal for run"),
    ],
)
def test_usage_recipe_and_input_errors_exit_2(
    seeded: DemoSeed, args: list[str], message: str
) -> None:
    result = migrate(*args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_a_broken_recipe_names_file_line_and_column(seeded: DemoSeed) -> None:
    Path("broken.yaml").write_text(ATTACH.replace("action: lists.create", "action: lists.craete"))
    result = migrate("broken.yaml", "--json")
    assert result.exit_code == 2
    assert "broken.yaml:10:5:" in result.stderr and "did you mean 'lists.create'" in result.stderr
    invalid = json.loads(result.stdout)
    assert invalid["status"] == "invalid" and "did you mean" in invalid["error"]
    assert (invalid["run_id"], invalid["steps"], invalid["outputs"]) == (None, [], {})


def test_destructive_steps_stop_in_ci_without_yes(
    seeded: DemoSeed, sandbox_server: SandboxServer
) -> None:
    args = ["remove-contact", "-i", f"list_id={seeded.list_id}", "-i", "phone=+14155550101"]
    stopped = migrate(*args, "--json")
    assert stopped.exit_code == 3
    assert json.loads(stopped.stdout)["status"] == "needs_confirmation"
    human = migrate(*args)
    assert human.exit_code == 3 and "needs confirmation: pass --yes" in human.stdout
    assert "--yes" in human.stderr.splitlines()[-1]
    assert seeded.contact_ids[0] in list_members(
        sandbox_server, seeded.workspace_key, seeded.list_id
    )
    done = migrate(*args, "--yes")
    assert done.exit_code == 0
    assert seeded.contact_ids[0] not in list_members(
        sandbox_server, seeded.workspace_key, seeded.list_id
    )


def test_dry_run_shows_writes_and_sends_none(
    seeded: DemoSeed, sandbox_server: SandboxServer
) -> None:
    before = len(sandbox_server.requests(limit=1000))
    result = migrate(
        "attach.yaml",
        "--dry-run",
        "-i",
        f"owner_id={seeded.owner_id}",
        "-i",
        f"contact_ids={seeded.contact_ids[0]}",
    )
    assert result.exit_code == 0
    assert "would send POST /lists" in result.stdout
    assert (
        f"would send PUT /lists/<steps.create_list.outputs.id>/contacts/{seeded.contact_ids[0]}"
        in result.stdout
    )
    assert "Idempotency-Key: cb." in result.stdout
    assert 'list_id: "<steps.create_list.outputs.id>"  (depends on a write)' in result.stdout
    sent = sandbox_server.requests(limit=1000)[: len(sandbox_server.requests(limit=1000)) - before]
    assert [r["method"] for r in sent if r["method"] != "GET"] == []


def test_resume_continues_without_sending_a_write_twice(
    seeded: DemoSeed, sandbox_server: SandboxServer
) -> None:
    ids = seeded.contact_ids[:3]
    blocked = f"/contacts/{ids[1]}$"
    sandbox_server.set_faults([{"method": "PUT", "path": blocked, "status": 400}])
    first = migrate(
        "attach.yaml",
        "-i",
        f"owner_id={seeded.owner_id}",
        "-i",
        f"contact_ids={','.join(map(str, ids))}",
        "--json",
    )
    assert first.exit_code == 1
    run_id = json.loads(first.stdout)["run_id"]
    sandbox_server.clear_faults()
    resumed = migrate("--resume", run_id, "--json")
    assert resumed.exit_code == 0, resumed.output
    data = json.loads(resumed.stdout)
    assert data["run_id"] == run_id and data["status"] == "succeeded"
    list_id = data["outputs"]["list_id"]
    assert list_members(sandbox_server, seeded.workspace_key, list_id) == ids
    log = sandbox_server.requests(limit=1000)
    writes = [(r["method"], r["path"]) for r in log if r["method"] in ("POST", "PUT")]
    assert writes.count(("POST", "/api/public/v2/lists")) == 1
    assert writes.count(("PUT", f"/api/public/v2/lists/{list_id}/contacts/{ids[0]}")) == 1
    assert (
        writes.count(("PUT", f"/api/public/v2/lists/{list_id}/contacts/{ids[1]}")) == 2
    )  # failed, then resumed


def test_inputs_file(seeded: DemoSeed) -> None:
    Path("inputs.yaml").write_text(
        textwrap.dedent(f"""\
        owner_id: {seeded.owner_id}
        contact_ids: [{seeded.contact_ids[4]}]
    """)
    )
    result = migrate("attach.yaml", "--inputs-file", "inputs.yaml", "--json")
    assert result.exit_code == 0
    data: dict[str, Any] = json.loads(result.stdout)
    assert data["steps"][1]["outputs"][0]["contactId"] == seeded.contact_ids[4]


def test_a_recipe_step_can_run_the_bulk_importer(
    seeded: DemoSeed, sandbox_server: SandboxServer
) -> None:
    Path("crm.csv").write_text(
        f"external_id,phone,owner_id\ncli-1,+14155550161,{seeded.owner_id}\n"
    )
    Path("import.yaml").write_text(
        textwrap.dedent("""\
        recipe: 1
        name: import-csv
        description: Import a CSV into a list.
        inputs:
          list_id: {type: integer, required: true}
        steps:
          - id: load
            action: contacts.import_csv
            with: {file: crm.csv, list_id: "{{ inputs.list_id }}", phone_column: phone}
        outputs:
          created: "{{ steps.load.outputs.outcome.created }}"
    """)
    )
    result = migrate("import.yaml", "-i", f"list_id={seeded.list_id}", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["outputs"] == {"created": 1}
    assert len(list_members(sandbox_server, seeded.workspace_key, seeded.list_id)) == 4


@pytest.mark.parametrize(("answer", "code"), [("n\n", 3), ("y\n", 0), ("", 3)])
def test_a_person_at_a_terminal_is_asked(
    seeded: DemoSeed,
    sandbox_server: SandboxServer,
    monkeypatch: pytest.MonkeyPatch,
    answer: str,
    code: int,
) -> None:
    monkeypatch.setattr("callbridge.cli.run.interactive", lambda: True)
    args = ["run", "remove-contact", "-i", f"list_id={seeded.list_id}", "-i", "phone=+14155550102"]
    result = CliRunner().invoke(cli, args, input=answer, catch_exceptions=False)
    assert result.exit_code == code
    assert "step remove_membership (lists.remove_contact) is destructive:" in result.stdout
    assert f"DELETE /lists/{seeded.list_id}/contacts/{seeded.contact_ids[1]}" in result.stdout
    assert "Go ahead? [y/N]" in result.stdout
    still_member = seeded.contact_ids[1] in list_members(
        sandbox_server, seeded.workspace_key, seeded.list_id
    )
    assert still_member is (code == 3)


@pytest.mark.network
def test_ctrl_c_exits_130_and_the_run_resumes_without_a_second_write(
    seeded: DemoSeed, sandbox_server: SandboxServer, tmp_path: Path
) -> None:
    Path("key").write_text(seeded.workspace_key)
    Path("many.yaml").write_text(
        textwrap.dedent("""\
        recipe: 1
        name: many-lists
        description: One list per name.
        inputs:
          count: {type: integer, default: 12}
        steps:
          - id: lists
            action: lists.create
            for_each: "{{ range(inputs.count) | list }}"
            with: {name: "Many {{ item }}", owner_id: "%s"}
        """)
        % seeded.owner_id
    )
    connection = ["--base-url", sandbox_server.api_url, "--api-key-file", "key"]
    before = created_lists(sandbox_server, seeded)
    sandbox_server.set_faults([{"method": "POST", "path": "/lists$", "latencyMs": 200}])
    process = subprocess.Popen(
        [sys.executable, "-m", "callbridge", "run", "many.yaml", *connection],
        cwd=tmp_path,
        env={**os.environ, "CI": "1"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    while "lists[1] ok" not in process.stdout.readline():
        pass
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert "Traceback" not in err
    run_id = err.split("migrate run --resume ")[1].split()[0]
    sandbox_server.clear_faults()
    resumed = migrate("--resume", run_id, *connection, "--json")
    assert resumed.exit_code == 0, resumed.output
    outputs = json.loads(resumed.stdout)["steps"][0]["outputs"]
    assert [item["name"] for item in outputs] == [f"Many {i}" for i in range(12)]
    assert created_lists(sandbox_server, seeded) == before + [str(item["id"]) for item in outputs]


def created_lists(server: SandboxServer, seed: DemoSeed) -> list[str]:
    """The ids of every list created, from the change feed: one entry per real creation."""
    from callbridge import Client

    with Client(seed.workspace_key, base_url=server.api_url) as client:
        return [c.resource_id for c in client.changes.iter(after="0") if c.type == "list.created"]


MISSPELT = """\
recipe: 1
name: misspelt
description: A name nobody defined, found before the list is created.
inputs:
  owner_id: {type: string, required: true}
steps:
  - id: create_list
    action: lists.create
    with: {name: Stray, owner_id: "{{ inputs.owner_id }}"}
  - id: attach
    action: lists.add_contact
    with:
      list_id: "{{ steps.create_list.outputs.id }}"
      contact_id: "{{ contact_idd }}"
"""


def test_a_misspelt_name_stops_the_run_before_its_first_write(
    seeded: DemoSeed, sandbox_server: SandboxServer
) -> None:
    Path("misspelt.yaml").write_text(MISSPELT)
    before = len(sandbox_server.requests(limit=1000))
    result = migrate("misspelt.yaml", "-i", f"owner_id={seeded.owner_id}")
    assert result.exit_code == 2
    assert "misspelt.yaml:14:7: steps[1] (attach).with.contact_id: unknown name 'contact_idd'" in (
        result.stderr
    )
    assert len(sandbox_server.requests(limit=1000)) == before  # nothing sent, no stray list


def test_every_problem_of_an_invalid_recipe_is_a_line_of_its_own(seeded: DemoSeed) -> None:
    Path("typo.yaml").write_text(MISSPELT.replace("name: Stray", 'name: "{{ nmae }}"'))
    result = migrate("typo.yaml", "-i", f"owner_id={seeded.owner_id}")
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert [line.split(":")[:2] for line in lines] == [["error", " typo.yaml"]] * 2, lines
    assert "'nmae'" in lines[0] and "'contact_idd'" in lines[1]
    assert "\\n" not in result.stderr


def test_every_missing_input_is_named_at_once(seeded: DemoSeed) -> None:
    result = migrate("rename-or-regroup-list")
    assert result.exit_code == 2
    assert "3 required inputs are missing" in result.stderr
    assert "--input list_id=... --input name=... --input owner_id=..." in result.stderr


def test_a_value_of_the_wrong_type_is_explained_without_python_words(seeded: DemoSeed) -> None:
    result = migrate("resolve-phone-to-contact", "-i", "list_id=abc", "-i", "phone=1")
    assert result.exit_code == 2
    assert "input 'list_id': expected a whole number (like 42), got 'abc'" in result.stderr
    assert "invalid literal" not in result.output and "int()" not in result.output


def test_resume_refuses_changed_inputs_up_front_unless_allowed(
    seeded: DemoSeed, sandbox_server: SandboxServer
) -> None:
    ids = seeded.contact_ids[:2]
    sandbox_server.set_faults([{"method": "PUT", "path": f"/contacts/{ids[1]}$", "status": 503}])
    first = migrate(
        "attach.yaml",
        "-i",
        f"owner_id={seeded.owner_id}",
        "-i",
        f"contact_ids={ids[0]},{ids[1]}",
    )
    assert first.exit_code == 1
    assert "resume with: migrate run --resume" in first.stderr  # a 503 can pass next time
    run_id = first.stderr.split("migrate run --resume ")[1].split()[0]
    sandbox_server.clear_faults()
    before = len(sandbox_server.requests(limit=1000))
    changed = migrate("--resume", run_id, "-i", f"contact_ids={ids[0]}")
    assert changed.exit_code == 2
    # attach sent its first item with the old list: no flag can take the new one
    assert f"run {run_id} cannot take new values of contact_ids (read by attach)" in changed.stderr
    assert "Start a new run with the new values" in changed.stderr
    forced = migrate("--resume", run_id, "--allow-input-change", "-i", f"contact_ids={ids[0]}")
    assert forced.exit_code == 2 and "(read by attach)" in forced.stderr
    assert len(sandbox_server.requests(limit=1000)) == before
    same = migrate("--resume", run_id, "-i", f"contact_ids=[{ids[0]}, {ids[1]}]", "--json")
    assert same.exit_code == 0, same.output  # the same values, written differently
    allowed = migrate("--allow-input-change", "attach.yaml")
    assert allowed.exit_code == 2 and "goes with --resume" in allowed.output


def test_the_plan_says_what_the_key_cannot_do(
    seeded: DemoSeed, sandbox_server: SandboxServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    narrow = sandbox_server.create_key(
        seeded.workspace_id, "personal", ["lists:read"], owner_id=seeded.owner_id
    )["token"]
    monkeypatch.setenv("CALLBRIDGE_API_KEY", narrow)
    planned = CliRunner().invoke(
        cli,
        [
            *("recipe", "plan", "rename-or-regroup-list"),
            *("-i", "list_id=1", "-i", "name=X", "-i", "owner_id=usr_grace"),
        ],
    )
    assert planned.exit_code == 0, planned.output
    assert (
        "warning: step replace (lists.replace) needs lists:write, which this key lacks"
        in planned.stdout
    )
    assert (
        "warning: owner_id 'usr_grace' is not an owner this personal key may assign (usr_ada)"
        in planned.stdout
    )
