"""The runner: step-by-step driving, resume without double writes, the destructive guard,
masking, and the journal. Every effect is checked on the sandbox."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from recipe_helpers import ISSUE_EXAMPLE, RecordingTransport, changes_of, member_ids

from callbridge import Client
from callbridge.recipe import (
    ConfirmRequest,
    InputError,
    JournalError,
    Runner,
    load_recipe,
    resolve_inputs,
)
from callbridge.sandbox import DemoSeed, Sandbox

ATTACH = (
    ISSUE_EXAMPLE
    + """  attached: "{{ steps.attach.outputs | map(attribute='contactId') | list }}"\n"""
)

MANY_LISTS = """\
recipe: 1
name: many-lists
description: One list per name.
inputs:
  names: {type: list, required: true}
  owner_id: {type: string, required: true}
steps:
  - id: lists
    action: lists.create
    for_each: "{{ inputs.names }}"
    as: list_name
    with: {name: "{{ list_name }}", owner_id: "{{ inputs.owner_id }}"}
outputs:
  ids: "{{ steps.lists.outputs | map(attribute='id') | list }}"
"""

REMOVE = """\
recipe: 1
name: remove-members
description: Remove contacts from a list.
inputs:
  list_id: {type: integer, required: true}
  contact_ids: {type: list, required: true}
steps:
  - id: remove
    action: lists.remove_contact
    for_each: "{{ inputs.contact_ids }}"
    with: {list_id: "{{ inputs.list_id }}", contact_id: "{{ item }}"}
"""

MakeRunner = Callable[..., Runner]


def journal_lines(runner: Runner) -> list[dict[str, Any]]:
    return [json.loads(line) for line in runner.journal.path.read_text().splitlines()]


def test_a_run_creates_the_list_and_attaches_the_contacts(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner, client: Client, seed: DemoSeed
) -> None:
    ids = seed.contact_ids[:2]
    raw = {"list_name": "New", "owner_id": seed.owner_id, "contact_ids": ids}
    result = make_runner(write_recipe(ATTACH), raw).run_to_end()
    assert result.status == "succeeded" and result.exit_code == 0
    list_id = result.outputs["list_id"]
    assert member_ids(client, list_id) == ids
    assert result.outputs["attached"] == ids
    assert [s.status for s in result.steps] == ["succeeded", "succeeded"]


def test_next_drives_one_step_or_item_at_a_time(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner, client: Client, seed: DemoSeed
) -> None:
    ids = seed.contact_ids[:3]
    runner = make_runner(
        write_recipe(ATTACH), {"list_name": "N", "owner_id": seed.owner_id, "contact_ids": ids}
    )
    first = runner.next()
    assert first is not None and first.id == "create_list" and first.item is None
    list_id = first.outputs["id"]
    assert member_ids(client, list_id) == []
    item = runner.next()
    assert item is not None and (item.id, item.item, item.status) == ("attach", 0, "succeeded")
    assert member_ids(client, list_id) == ids[:1]  # exactly one write so far
    runner.next(), runner.next()
    step = runner.next()
    assert step is not None and step.item is None and step.items == 3
    assert runner.finished and runner.next() is None


def test_skip_leaves_a_step_out(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner, client: Client, seed: DemoSeed
) -> None:
    runner = make_runner(
        write_recipe(ATTACH),
        {"list_name": "S", "owner_id": seed.owner_id, "contact_ids": seed.contact_ids},
    )
    created = runner.next()
    skipped = runner.skip()
    assert skipped is not None and skipped.status == "skipped"
    assert runner.result().status == "succeeded"
    assert created is not None and member_ids(client, created.outputs["id"]) == []


def test_a_false_condition_skips_the_step(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner, client: Client, seed: DemoSeed
) -> None:
    raw = {
        "list_name": "C",
        "owner_id": seed.owner_id,
        "contact_ids": seed.contact_ids,
        "attach": "false",
    }
    result = make_runner(write_recipe(ATTACH), raw).run_to_end()
    assert [s.status for s in result.steps] == ["succeeded", "skipped"]
    assert member_ids(client, result.outputs["list_id"]) == []


def test_resume_after_a_failed_item_applies_no_write_twice(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    client: Client,
    transport: RecordingTransport,
    sandbox: Sandbox,
    seed: DemoSeed,
    tmp_path: Path,
) -> None:
    names = [f"L{i}" for i in range(5)]
    baseline = len(changes_of(client, "list.created"))
    path = write_recipe(MANY_LISTS)
    runner = make_runner(path, {"names": names, "owner_id": seed.owner_id})
    for _ in range(3):
        assert runner.next().status == "succeeded"  # type: ignore[union-attr]
    # The fourth create takes effect on the server, but its answer is lost.
    sandbox.set_faults([{"method": "POST", "path": "/lists$", "status": 503, "afterCommit": True}])
    failed_item = runner.next()
    assert failed_item is not None and failed_item.status == "failed"
    assert failed_item.error is not None and failed_item.error.status == 503
    step = runner.next()
    assert step is not None and step.status == "failed"
    assert runner.result().status == "failed" and runner.result().exit_code == 1
    assert len(changes_of(client, "list.created")) == baseline + 4
    sandbox.set_faults([])

    resumed = Runner.resume(
        runner.run_id, client, journal_dir=tmp_path / "runs", state_dir=tmp_path / "state"
    )
    result = resumed.run_to_end()
    assert result.status == "succeeded"
    created = changes_of(client, "list.created")[baseline:]
    assert len(created) == 5  # item 3 was replayed from its receipt, not created again
    assert sorted(result.outputs["ids"]) == sorted(int(c.resource_id) for c in created)
    sent = [r.headers["Idempotency-Key"] for r in transport.requests if r.method == "POST"]
    assert sent[-6:] == [f"cb.{runner.run_id}.lists.{i}" for i in [0, 1, 2, 3, 3, 4]]
    finished = [(line["i"], line["ok"]) for line in journal_lines(resumed) if "s" in line]
    assert finished == [(0, 1), (1, 1), (2, 1), (3, 0), (3, 1), (4, 1)]


def test_resume_checks_recipe_inputs_and_state(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    client: Client,
    seed: DemoSeed,
    tmp_path: Path,
) -> None:
    runs = tmp_path / "runs"
    with pytest.raises(JournalError, match="no journal for run"):
        Runner.resume("20250101T000000Z-abcdef", client, journal_dir=runs)
    with pytest.raises(JournalError, match="not a run id"):
        Runner.resume("../../etc/passwd", client, journal_dir=runs)
    path = write_recipe(MANY_LISTS)
    done = make_runner(path, {"names": ["a"], "owner_id": seed.owner_id})
    done.run_to_end()
    with pytest.raises(JournalError, match="already succeeded"):
        Runner.resume(done.run_id, client, journal_dir=runs)
    stopped = make_runner(path, {"names": ["a", "b"], "owner_id": seed.owner_id})
    stopped.next()
    path.write_text(path.read_text().replace("One list per name.", "Changed."))
    with pytest.raises(JournalError, match="changed since run"):
        Runner.resume(stopped.run_id, client, journal_dir=runs)


def test_destructive_steps_need_confirmation(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner, client: Client, seed: DemoSeed
) -> None:
    path = write_recipe(REMOVE)
    raw = {"list_id": seed.list_id, "contact_ids": seed.contact_ids[:2]}
    before = member_ids(client, seed.list_id)

    unattended = make_runner(path, raw).run_to_end()
    assert unattended.status == "needs_confirmation" and unattended.exit_code == 3
    assert "needs confirmation" in unattended.steps[0].error.message  # type: ignore[union-attr]
    declined = make_runner(path, raw, confirm=lambda request: False).run_to_end()
    assert declined.status == "declined" and declined.exit_code == 3
    assert member_ids(client, seed.list_id) == before

    asked: list[ConfirmRequest] = []
    confirmed = make_runner(path, raw, confirm=lambda r: asked.append(r) or True).run_to_end()
    assert confirmed.status == "succeeded"
    assert [r.path for r in asked[0].requests] == [
        f"/lists/{seed.list_id}/contacts/{cid}" for cid in seed.contact_ids[:2]
    ]
    assert asked[0].items == 2 and asked[0].effect.value == "destructive"
    assert member_ids(client, seed.list_id) == before[2:]


def test_assume_yes_and_resume_after_a_stop(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    client: Client,
    seed: DemoSeed,
    tmp_path: Path,
) -> None:
    path = write_recipe(REMOVE)
    raw = {"list_id": seed.list_id, "contact_ids": seed.contact_ids[:1]}
    stopped = make_runner(path, raw).run_to_end()
    assert stopped.status == "needs_confirmation"
    resumed = Runner.resume(stopped.run_id, client, journal_dir=tmp_path / "runs", assume_yes=True)
    assert resumed.run_to_end().status == "succeeded"
    assert seed.contact_ids[0] not in member_ids(client, seed.list_id)


def test_on_error_continue_keeps_the_service_error(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner, seed: DemoSeed
) -> None:
    path = write_recipe(
        """\
        recipe: 1
        name: calls
        description: Read calls, some missing.
        inputs:
          sids: {type: list, required: true}
        steps:
          - id: read
            action: calls.get
            for_each: "{{ inputs.sids }}"
            with: {call_sid: "{{ item }}"}
            on_error: continue
          - id: after
            action: me
        outputs:
          found: "{{ steps.read.outputs | select | map(attribute='callSid') | list }}"
        """
    )
    runner = make_runner(path, {"sids": ["CAmissing", seed.call_sids[0]]})
    result = runner.run_to_end()
    items = [line for line in journal_lines(runner) if "s" in line]
    assert [(i["i"], i["ok"]) for i in items] == [(0, 0), (1, 1)]
    assert not any("r" in i for i in items)  # reads are run again on resume, not kept
    assert result.status == "succeeded"
    read = result.steps[0]
    assert read.status == "failed" and read.continued
    assert read.error is not None and read.error.code == "not_found" and read.error.request_id
    assert result.outputs["found"] == [seed.call_sids[0]]


def test_expectations_and_recipe_errors_at_run_time(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner
) -> None:
    path = write_recipe(
        """\
        recipe: 1
        name: expect
        description: Expectations.
        inputs:
          kind: {type: string, default: personal}
        steps:
          - id: me
            action: me
            expect:
              - that: "{{ result.kind == inputs.kind }}"
                message: "a {{ result.kind }} key, expected {{ inputs.kind }}"
        """
    )
    failed = make_runner(path).run_to_end()
    assert failed.exit_code == 1
    assert (
        failed.steps[0].error.message == "expectation not met: a workspace key, expected personal"
    )  # type: ignore[union-attr]
    bad = write_recipe(
        """\
        recipe: 1
        name: bad
        description: A for_each over a number.
        steps:
          - id: loop
            action: me
            for_each: "{{ 3 }}"
        """,
        "bad.yaml",
    )
    result = make_runner(bad).run_to_end()
    assert result.exit_code == 2
    assert (
        "bad.yaml" in result.steps[0].error.message
        and "for_each must give a list" in result.steps[0].error.message
    )  # type: ignore[union-attr]


def test_secrets_are_masked_in_results_and_journal(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    client: Client,
    seed: DemoSeed,
    tmp_path: Path,
) -> None:
    path = write_recipe(
        """\
        recipe: 1
        name: masking
        description: Secrets stay masked.
        inputs:
          label: {type: string, secret: true}
          owner_id: {type: string}
          stop: {type: boolean, default: false}
        steps:
          - id: create
            action: lists.create
            with: {name: "{{ inputs.label }}", owner_id: "{{ inputs.owner_id }}"}
          - id: halt
            action: me
            if: "{{ inputs.stop }}"
            confirm: true
        outputs:
          name: "{{ steps.create.outputs.name }}"
          echo: "key {{ run.key }}"
        """.replace("{{ run.key }}", seed.personal_key)
    )
    secret = "s3cr3t-label-value-123"
    runner = make_runner(path, {"label": secret, "owner_id": seed.owner_id})
    result = runner.run_to_end()
    shown = json.dumps(result.as_dict())
    journal = runner.journal.path.read_text()
    for text in (shown, journal):
        assert secret not in text and seed.personal_key not in text
    assert "****" in shown and "cb_test_" in shown
    assert result.steps[0].outputs["name"] == "****-123"
    stopped = make_runner(path, {"label": secret, "owner_id": seed.owner_id, "stop": True})
    assert stopped.run_to_end().status == "needs_confirmation"
    with pytest.raises(InputError, match="pass it again"):
        Runner.resume(stopped.run_id, client, journal_dir=tmp_path / "runs")
    again = Runner.resume(
        stopped.run_id,
        client,
        journal_dir=tmp_path / "runs",
        inputs={"label": secret},
        assume_yes=True,
    )
    assert again.run_to_end().status == "succeeded"


def test_the_journal_has_one_short_line_per_item(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner, seed: DemoSeed
) -> None:
    runner = make_runner(
        write_recipe(ATTACH),
        {"list_name": "J", "owner_id": seed.owner_id, "contact_ids": seed.contact_ids[:2]},
    )
    runner.run_to_end()
    lines = journal_lines(runner)
    assert [(x.get("event"), x.get("step") or x.get("s"), x.get("i")) for x in lines] == [
        ("run_started", None, None),
        ("step", "create_list", None),
        ("started", "attach", None),  # marks a window of items started before any is sent
        (None, "attach", 0),
        (None, "attach", 1),
        ("step", "attach", None),
        ("run_finished", None, None),
    ]
    assert lines[1]["idempotencyKey"] == f"cb.{runner.run_id}.create_list"
    assert lines[2]["to"] >= 2
    member = lines[3]["r"]
    assert lines[3] == {"s": "attach", "i": 0, "ok": 1, "r": member}
    assert member["member"] is True
    assert lines[0]["recipe"]["name"] == "add-contacts-to-new-list"


def test_builtin_recipes_resume_by_name(
    make_runner: MakeRunner, client: Client, seed: DemoSeed, tmp_path: Path
) -> None:
    recipe = load_recipe("check-credential")
    runner = Runner(
        recipe, resolve_inputs(recipe, {"kind": "personal"}), client, journal_dir=tmp_path / "runs"
    )
    assert runner.run_to_end().status == "failed"
    resumed = Runner.resume(
        runner.run_id, client, journal_dir=tmp_path / "runs", inputs={"kind": "workspace"}
    )
    assert resumed.recipe.builtin and resumed.run_to_end().status == "succeeded"


def test_a_secret_quoted_in_an_error_is_masked(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner, seed: DemoSeed
) -> None:
    path = write_recipe(
        """\
        recipe: 1
        name: secret-phone
        description: A phone number treated as a secret.
        inputs:
          phone: {type: string, secret: true}
          list_id: {type: integer}
        steps:
          - id: resolve
            action: contacts.resolve_phone
            with: {phone: "{{ inputs.phone }}", list_id: "{{ inputs.list_id }}"}
        """
    )
    secret = "not-a-number-but-private"
    runner = make_runner(path, {"phone": secret, "list_id": seed.list_id})
    result = runner.run_to_end()
    assert result.exit_code == 1
    message = result.steps[0].error.message  # type: ignore[union-attr]
    assert "cannot read phone number" in message and secret not in message
    assert secret not in runner.journal.path.read_text()


def test_the_journal_is_private(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner, seed: DemoSeed, tmp_path: Path
) -> None:
    runner = make_runner(
        write_recipe(ATTACH),
        {"list_name": "P", "owner_id": seed.owner_id, "contact_ids": []},
        journal_dir=tmp_path / ".callbridge" / "runs",
    )
    runner.run_to_end()
    assert runner.journal.path.stat().st_mode & 0o777 == 0o600
    assert (tmp_path / ".callbridge" / "runs").stat().st_mode & 0o777 == 0o700
    assert (tmp_path / ".callbridge").stat().st_mode & 0o777 == 0o700
