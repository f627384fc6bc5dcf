"""Streamed for_each inputs: files, a list's contacts and the change feed, read in pages;
their plans, their bounds, and resuming them."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from recipe_helpers import RecordingTransport, member_ids, new_contacts

from callbridge import Client
from callbridge.recipe import (
    ConfirmRequest,
    RecipeError,
    Runner,
    load_recipe,
    plan,
    required_scopes,
    resolve_inputs,
    sources,
)
from callbridge.sandbox import DemoSeed, Sandbox

MakeRunner = Callable[..., Runner]

FROM_FILE = """\
recipe: 1
name: attach-from-file
description: Attach the contacts a file names to a new list.
inputs:
  file: {type: path, required: true}
  owner_id: {type: string, required: true}
steps:
  - id: create_list
    action: lists.create
    with: {name: From a file, owner_id: "{{ inputs.owner_id }}"}
  - id: attach
    action: lists.add_contact
    for_each: {file: "{{ inputs.file }}"}
    as: row
    concurrency: CONCURRENCY
    with: {list_id: "{{ steps.create_list.outputs.id }}", contact_id: "{{ row.contact_id }}"}
outputs:
  list_id: "{{ steps.create_list.outputs.id }}"
  attached: "{{ steps.attach.outputs.succeeded }}"
"""


def write_csv(path: Path, ids: list[int]) -> Path:
    path.write_text("contact_id,note\n" + "".join(f"{i},row {i}\n" for i in ids))
    return path


@pytest.mark.parametrize("concurrency", ["1", "auto"])
def test_a_csv_file_is_read_row_by_row_and_its_step_counts_what_it_did(
    concurrency: str,
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
    client: Client,
    tmp_path: Path,
) -> None:
    ids = new_contacts(sandbox, seed, 30)
    path = write_recipe(FROM_FILE.replace("CONCURRENCY", concurrency))
    csv_file = write_csv(tmp_path / "ids.csv", ids)
    result = make_runner(path, {"file": str(csv_file), "owner_id": seed.owner_id}).run_to_end()
    assert result.status == "succeeded"
    attach = result.steps[1]
    # A stream's results are counted, not kept: memory does not grow with the items.
    assert attach.outputs == {"items": 30, "succeeded": 30, "failed": 0}
    assert attach.items == 30
    assert result.outputs["attached"] == 30
    assert sorted(member_ids(client, result.outputs["list_id"])) == sorted(ids)


def test_json_lines_and_a_bad_line_named_by_file_and_number(
    make_runner: MakeRunner,
    write_recipe: Callable[[str], Path],
    sandbox: Sandbox,
    seed: DemoSeed,
    client: Client,
    tmp_path: Path,
) -> None:
    ids = new_contacts(sandbox, seed, 3)
    lines = tmp_path / "ids.jsonl"
    lines.write_text("".join(json.dumps({"contact_id": i}) + "\n" for i in ids) + "\n{oops\n")
    path = write_recipe(FROM_FILE.replace("CONCURRENCY", "2"))
    result = make_runner(path, {"file": str(lines), "owner_id": seed.owner_id}).run_to_end()
    attach = result.steps[1]
    assert attach.status == "failed" and attach.recipe_error and result.exit_code == 2
    assert attach.error is not None and f"{lines}:5: not a JSON value" in attach.error.message
    assert attach.succeeded_items == "0-2"
    assert sorted(member_ids(client, result.steps[0].outputs["id"])) == sorted(ids)


def test_every_contact_of_a_list_page_by_page(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
    client: Client,
) -> None:
    ids = new_contacts(sandbox, seed, 210)  # more than one page of 200
    source = sandbox.create_list(seed.owner_id, "Big source")["id"]
    for contact_id in ids:
        sandbox.add_to_list(source, contact_id)
    path = write_recipe(
        """\
        recipe: 1
        name: copy-list
        description: Copy a list's members into a new list.
        inputs:
          source: {type: integer, required: true}
          owner_id: {type: string, required: true}
        steps:
          - id: create_list
            action: lists.create
            with: {name: Copy, owner_id: "{{ inputs.owner_id }}"}
          - id: copy
            action: lists.add_contact
            for_each: {list_contacts: "{{ inputs.source }}"}
            as: contact
            concurrency: 8
            with: {list_id: "{{ steps.create_list.outputs.id }}", contact_id: "{{ contact.id }}"}
        outputs:
          list_id: "{{ steps.create_list.outputs.id }}"
        """
    )
    result = make_runner(path, {"source": source, "owner_id": seed.owner_id}).run_to_end()
    assert result.status == "succeeded"
    assert result.steps[1].outputs == {"items": 210, "succeeded": 210, "failed": 0}
    assert member_ids(client, result.outputs["list_id"]) == sorted(ids)


def test_the_change_feed_until_it_has_no_more(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
    client: Client,
) -> None:
    new_contacts(sandbox, seed, 60)
    total = len(list(client.changes.iter("0")))
    path = write_recipe(
        """\
        recipe: 1
        name: walk-changes
        description: Look at every change.
        steps:
          - id: walk
            action: me
            for_each: {changes: "0"}
            as: change
        outputs:
          seen: "{{ steps.walk.outputs['items'] }}"
        """
    )
    result = make_runner(path).run_to_end()
    assert result.status == "succeeded" and result.outputs["seen"] == total
    assert total > 50  # more than one page of the feed


def test_a_plan_reads_the_whole_stream_but_keeps_only_its_first_calls(
    write_recipe: Callable[[str], Path], client: Client, seed: DemoSeed, tmp_path: Path
) -> None:
    path = write_recipe(FROM_FILE.replace("CONCURRENCY", "auto"))
    csv_file = write_csv(tmp_path / "ids.csv", list(range(1, 1001)))
    recipe = load_recipe(path)
    planned = plan(
        recipe, resolve_inputs(recipe, {"file": str(csv_file), "owner_id": "usr_ada"}), client
    )
    attach = planned.steps[1]
    assert attach.items == 1000
    assert attach.source == f"rows of {csv_file} (about 1000 items)"
    assert attach.first_items[:2] == [
        {"contact_id": "1", "note": "row 1"},
        {"contact_id": "2", "note": "row 2"},
    ]
    assert len(attach.calls) == 5 and attach.calls[4].request is not None
    assert attach.calls[4].request.path.endswith("/contacts/5")
    # A bad row far down is found by the plan, before anything is sent.
    with csv_file.open("a") as handle:
        handle.write("not-a-number,oops\n")
    planned = plan(
        recipe, resolve_inputs(recipe, {"file": str(csv_file), "owner_id": "usr_ada"}), client
    )
    assert not planned.ok
    error = planned.steps[1].calls[-1].error
    assert error is not None and "contact_id" in error.message


def test_stream_bounds_are_enforced_with_clear_messages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, client: Client
) -> None:
    monkeypatch.setattr(sources, "MAX_LINE_BYTES", 64)
    long = tmp_path / "long.jsonl"
    long.write_text(json.dumps({"x": "y" * 100}) + "\n")
    source = sources.ItemSource(file=str(long))
    stream = sources.open_stream(source, lambda raw, _: raw, client)
    with pytest.raises(RecipeError, match=r"long.jsonl:1: a line is longer than 64 bytes"):
        list(stream.read())
    ragged = tmp_path / "ragged.csv"
    ragged.write_text("a,b\n1,2\n3\n")
    stream = sources.open_stream(sources.ItemSource(file=str(ragged)), lambda r, _: r, client)
    with pytest.raises(RecipeError, match=r"ragged.csv:3: 1 fields where the header has 2"):
        list(stream.read())
    with pytest.raises(RecipeError, match=r"missing\.csv"):
        sources.open_stream(
            sources.ItemSource(file=str(tmp_path / "missing.csv")), lambda r, _: r, client
        )


def test_resuming_a_stream_skips_finished_items_and_resends_the_rest_with_their_keys(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
    client: Client,
    transport: RecordingTransport,
    tmp_path: Path,
) -> None:
    ids = new_contacts(sandbox, seed, 20)
    path = write_recipe(FROM_FILE.replace("CONCURRENCY", "1"))
    csv_file = write_csv(tmp_path / "ids.csv", ids)
    sandbox.set_faults([{"method": "PUT", "path": f"/contacts/{ids[12]}$", "status": 500}])
    runner = make_runner(path, {"file": str(csv_file), "owner_id": seed.owner_id})
    first = runner.run_to_end()
    assert first.status == "failed" and first.steps[1].succeeded_items == "0-11"
    # A crash cut the journal's last line short: the resume drops it and goes on.
    text = runner.journal.path.read_text()
    runner.journal.path.write_text(text + '{"s":"attach","i":1')
    sandbox.clear_faults()
    sent_before = len(transport.requests)
    resumed = Runner.resume(
        runner.run_id, client, journal_dir=tmp_path / "runs", state_dir=tmp_path / "state"
    )
    result = resumed.run_to_end()
    assert result.status == "succeeded"
    assert result.outputs["attached"] == 20
    keys = [
        r.headers["Idempotency-Key"] for r in transport.requests[sent_before:] if r.method == "PUT"
    ]
    assert keys == [f"cb.{runner.run_id}.attach.{i}" for i in range(12, 20)]
    assert sorted(member_ids(client, result.outputs["list_id"])) == sorted(ids)
    assert all(json.loads(line) for line in runner.journal.path.read_text().splitlines())


def test_a_stream_adds_the_scopes_it_reads_with(write_recipe: Callable[[str], Path]) -> None:
    path = write_recipe(
        """\
        recipe: 1
        name: scopes
        description: Streams need their own read scopes.
        steps:
          - id: walk
            action: me
            for_each: {changes: "0"}
          - id: members
            action: me
            for_each: {list_contacts: 7}
        """
    )
    assert required_scopes(load_recipe(path)) == ["changes:read", "contacts:read", "lists:read"]


def test_a_destructive_stream_is_confirmed_on_its_first_requests_and_its_count(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    seed: DemoSeed,
    client: Client,
    tmp_path: Path,
) -> None:
    csv_file = write_csv(tmp_path / "ids.csv", seed.contact_ids[:3] * 4)
    path = write_recipe(
        """\
        recipe: 1
        name: remove-from-file
        description: Remove the contacts a file names from a list.
        inputs:
          file: {type: path, required: true}
          list_id: {type: integer, required: true}
        steps:
          - id: remove
            action: lists.remove_contact
            for_each: {file: "{{ inputs.file }}"}
            with: {list_id: "{{ inputs.list_id }}", contact_id: "{{ item.contact_id }}"}
        """
    )
    asked: list[ConfirmRequest] = []
    runner = make_runner(
        path,
        {"file": str(csv_file), "list_id": seed.list_id},
        confirm=lambda request: asked.append(request) or False,
    )
    result = runner.run_to_end()
    assert result.status == "declined"
    (request,) = asked
    assert request.items == 12 and len(request.requests) == 5
    assert request.requests[0].method == "DELETE"
    assert request.requests[0].idempotency_key == f"cb.{runner.run_id}.remove.0"
    assert sorted(member_ids(client, seed.list_id)) == sorted(seed.contact_ids[:3])
