"""Plans: reads really run, writes are rendered and never sent, destructive steps marked."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from recipe_helpers import RecordingTransport, changes_of

from callbridge import Client
from callbridge.recipe import Runner, load_recipe, plan, resolve_inputs
from callbridge.recipe.planner import UNKNOWN
from callbridge.sandbox import DemoSeed

CLEANUP = """\
recipe: 1
name: cleanup
description: Read a list, create a new one, move the members over.
inputs:
  list_id: {type: integer, required: true}
  owner_id: {type: string, required: true}
steps:
  - id: members
    action: lists.contacts
    with: {list_id: "{{ inputs.list_id }}", all: true}
  - id: new_list
    action: lists.create
    with: {name: "Moved", owner_id: "{{ inputs.owner_id }}"}
  - id: move_in
    action: lists.add_contact
    for_each: "{{ steps.members.outputs.data }}"
    as: contact
    with: {list_id: "{{ steps.new_list.outputs.id }}", contact_id: "{{ contact.id }}"}
  - id: move_out
    action: lists.remove_contact
    for_each: "{{ steps.members.outputs.data }}"
    as: contact
    with: {list_id: "{{ inputs.list_id }}", contact_id: "{{ contact.id }}"}
  - id: check
    action: lists.contacts
    if: "{{ steps.new_list.outputs.contactsCount == 0 }}"
    with: {list_id: "{{ steps.new_list.outputs.id }}"}
outputs:
  moved: "{{ steps.members.outputs.data | length }}"
  new_list: "{{ steps.new_list.outputs.id }}"
"""


def test_a_plan_reads_but_never_writes(
    write_recipe: Callable[[str], Path],
    client: Client,
    transport: RecordingTransport,
    seed: DemoSeed,
) -> None:
    recipe = load_recipe(write_recipe(CLEANUP))
    before = list(client.changes.iter(after="0"))
    sent_before = len(transport.requests)
    planned = plan(
        recipe, resolve_inputs(recipe, {"list_id": seed.list_id, "owner_id": seed.owner_id}), client
    )
    assert planned.ok
    assert {r.method for r in transport.requests[sent_before:]} == {"GET"}
    assert list(client.changes.iter(after="0")) == before

    members, new_list, move_in, move_out, check = planned.steps
    assert members.calls[0].status == "ran" and members.effect.value == "read"
    assert [c["id"] for c in members.calls[0].outputs["data"]] == seed.contact_ids[:3]
    request = new_list.calls[0].request
    assert request is not None and (request.method, request.path) == ("POST", "/lists")
    assert request.body == {"name": "Moved", "ownerId": seed.owner_id}
    assert request.idempotency_key == f"cb.{planned.run_id}.new_list"
    assert move_in.items == 3 and not move_in.needs_confirmation
    assert (
        move_in.calls[0].request.path
        == f"/lists/<steps.new_list.outputs.id>/contacts/{seed.contact_ids[0]}"
    )  # type: ignore[union-attr]
    assert move_out.needs_confirmation and move_out.effect.value == "destructive"
    assert (
        [c.request.path for c in move_out.calls]
        == [  # type: ignore[union-attr]
            f"/lists/{seed.list_id}/contacts/{cid}" for cid in seed.contact_ids[:3]
        ]
    )
    assert check.condition == UNKNOWN and check.calls[0].status == "deferred"
    assert planned.outputs["moved"] == 3
    assert planned.pending_outputs == ["new_list"]
    assert planned.as_dict()["outputs"]["new_list"] == "<steps.new_list.outputs.id>"


def test_plan_and_run_use_the_same_idempotency_keys(
    write_recipe: Callable[[str], Path],
    client: Client,
    transport: RecordingTransport,
    seed: DemoSeed,
    tmp_path: Path,
) -> None:
    recipe = load_recipe(write_recipe(CLEANUP))
    values = resolve_inputs(recipe, {"list_id": seed.list_id, "owner_id": seed.owner_id})
    run_id = "20250101T000000Z-0a0b0c"
    planned = plan(recipe, values, client, run_id=run_id)
    shown = [c.request.idempotency_key for s in planned.steps for c in s.calls if c.request]
    start = len(transport.requests)
    result = Runner(
        recipe, values, client, run_id=run_id, assume_yes=True, journal_dir=tmp_path
    ).run_to_end()
    assert result.status == "succeeded"
    sent = [r.headers["Idempotency-Key"] for r in transport.requests[start:] if r.method != "GET"]
    assert sent == shown


def test_a_plan_with_a_skipped_step_and_a_failing_read(
    write_recipe: Callable[[str], Path], client: Client, seed: DemoSeed
) -> None:
    recipe = load_recipe(
        write_recipe(
            """\
            recipe: 1
            name: p
            description: Skips and failures.
            steps:
              - id: never
                action: contacts.delete
                if: false
                with: {contact_id: 1}
              - id: missing
                action: calls.get
                with: {call_sid: CAnothing}
              - id: after
                action: me
            """
        )
    )
    planned = plan(recipe, {}, client)
    assert planned.steps[0].skipped and not planned.steps[0].calls
    failure = planned.steps[1].calls[0]
    assert failure.status == "failed" and failure.error.code == "not_found"  # type: ignore[union-attr]
    assert failure.error.request_id  # type: ignore[union-attr]
    assert not planned.ok and len(planned.steps) == 2
    assert changes_of(client, "contact.deleted") == []
