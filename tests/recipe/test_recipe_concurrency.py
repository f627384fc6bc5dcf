"""Concurrent for_each: item order, per-item errors, stopping on failure, 429 storms, and
exactly once after a SIGKILL with many items in flight."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
from recipe_helpers import (
    ATTACH_CONCURRENTLY,
    RecordingTransport,
    attach_recipe,
    changes_of,
    member_ids,
    new_contacts,
)

from callbridge import Client
from callbridge.recipe import RecipeFormatError, RunEvent, Runner, load_recipe
from callbridge.recipe.journal import IndexSet
from callbridge.recipe.runner import SHOWN_RANGES, item_ranges
from callbridge.sandbox import DemoSeed, Sandbox, SandboxServer

MakeRunner = Callable[..., Runner]


def test_results_and_outputs_keep_item_order_while_items_finish_out_of_order(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
) -> None:
    ids = new_contacts(sandbox, seed, 24)
    slow = "|".join(str(i) for i in ids[0:24:3])  # every third item answers late
    sandbox.set_faults([{"method": "PUT", "path": f"/contacts/({slow})$", "latencyMs": 150}])
    finished: list[int] = []

    def listen(event: RunEvent) -> None:
        if event.kind == "item_finished" and event.result is not None:
            finished.append(event.result.item or 0)

    runner = make_runner(
        attach_recipe(write_recipe, "8"),
        {"owner_id": seed.owner_id, "contact_ids": ids},
        on_event=listen,
    )
    result = runner.run_to_end()
    assert result.status == "succeeded"
    attach = result.steps[1]
    assert [o["contactId"] for o in attach.outputs] == ids
    assert attach.items == 24
    assert sorted(finished) == list(range(24))
    assert finished != sorted(finished)  # several were in flight; the slow ones came last


def test_on_error_continue_and_expect_hold_per_item(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
    client: Client,
) -> None:
    ids = new_contacts(sandbox, seed, 12)
    ids[4] = ids[9] = 2147483000  # no such contact: 404 for these two items
    unexpected = ids[2]
    path = write_recipe(
        ATTACH_CONCURRENTLY.replace("CONCURRENCY", "auto")
        .replace("ON_ERROR", "on_error: continue")
        .replace(
            "    with: {list_id",
            f"    expect: ['{{{{ result.contactId != {unexpected} }}}}']\n    with: {{list_id",
        )
    )
    result = make_runner(path, {"owner_id": seed.owner_id, "contact_ids": ids}).run_to_end()
    attach = result.steps[1]
    assert attach.status == "failed" and attach.continued
    assert attach.error is not None
    assert attach.succeeded_items == "0-1, 3, 5-8, 10-11"
    assert [o and o["contactId"] for o in attach.outputs] == [
        None if i in (4, 9) else cid for i, cid in enumerate(ids)
    ]
    assert result.status == "succeeded"  # on_error: continue lets the run go on
    assert sorted(member_ids(client, result.outputs["list_id"])) == sorted(
        cid for i, cid in enumerate(ids) if i not in (4, 9)
    )


def test_the_first_failure_stops_new_items_and_the_report_names_what_succeeded(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
    client: Client,
    transport: RecordingTransport,
) -> None:
    ids = new_contacts(sandbox, seed, 40)
    ids[6] = 2147483000
    sandbox.set_faults([{"method": "PUT", "latencyMs": 30}])
    runner = make_runner(
        attach_recipe(write_recipe, "4"), {"owner_id": seed.owner_id, "contact_ids": ids}
    )
    result = runner.run_to_end()
    assert result.status == "failed" and result.exit_code == 1
    attach = result.steps[1]
    assert attach.status == "failed" and attach.error is not None
    assert attach.error.code == "not_found"
    sent = [r for r in transport.requests if r.method == "PUT"]
    assert len(sent) < 15  # nothing new started after item 6 failed; only those in flight
    members = set(member_ids(client, int(sent[0].url.path.split("/")[-3])))
    succeeded = {i for i, cid in enumerate(ids) if cid in members}
    on_server = IndexSet()
    for index in succeeded:
        on_server.add(index)
    assert attach.succeeded_items == item_ranges(on_server, len(ids))
    assert {0, 1, 2, 3, 4, 5} <= succeeded and 6 not in succeeded
    journal = [json.loads(x) for x in runner.journal.path.read_text().splitlines()]
    assert {x["i"] for x in journal if x.get("s") == "attach" and x["ok"]} == succeeded


class TimedTransport(httpx.BaseTransport):
    """Keeps when each write went out, when its answer came, its status and its key."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.log: list[tuple[float, float, int, str]] = []
        self._lock = threading.Lock()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        sent = time.monotonic()
        response = self.inner.handle_request(request)
        if request.method == "PUT":
            with self._lock:
                key = request.headers["Idempotency-Key"]
                self.log.append((sent, time.monotonic(), response.status_code, key))
        return response


def test_a_429_storm_pauses_every_sender_and_loses_nothing(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
) -> None:
    ids = new_contacts(sandbox, seed, 30)
    timed = TimedTransport(sandbox.sync_transport)
    client = Client(seed.workspace_key, base_url=sandbox.api_url, transport=timed, max_retries=0)
    sandbox.set_faults([{"method": "PUT", "status": 429, "retryAfter": 1, "times": 10}])
    before = len(changes_of(client, "list.membership_updated"))
    runner = make_runner(
        attach_recipe(write_recipe, "auto"),
        {"owner_id": seed.owner_id, "contact_ids": ids},
        client=client,
    )
    result = runner.run_to_end()
    assert result.status == "succeeded"
    assert sorted(member_ids(client, result.outputs["list_id"])) == sorted(ids)
    applied = changes_of(client, "list.membership_updated")[before:]
    assert len(applied) == len(ids)  # each membership applied once, none lost
    limited = [(answered, key) for _, answered, status, key in timed.log if status == 429]
    assert len(limited) == 10
    # Each refused item went out again with its own key, and only after the Retry-After
    # pause (every sender waits it out, so a retry cannot slip in before it ends).
    for answered, key in limited:
        again = [sent for sent, _, _, sent_key in timed.log if sent_key == key and sent > answered]
        assert again and min(again) >= answered + 1.0
    # The pause held back new items too: after the first burst of 429s (and a margin for
    # the requests already on their way), nothing started until the pause was nearly over.
    first = min(answered for answered, _ in limited)
    burst_end = max(answered for answered, _ in limited if answered < first + 0.5)
    assert not [sent for sent, _, _, _ in timed.log if burst_end + 0.25 < sent < first + 0.9]


RECIPE_IN_FLIGHT = """\
recipe: 1
name: attach-under-kill
description: One list, many memberships, sixteen at a time.
inputs:
  owner_id: {type: string, required: true}
  contact_ids: {type: list, required: true}
steps:
  - id: create_list
    action: lists.create
    with: {name: Killed midway, owner_id: "{{ inputs.owner_id }}"}
  - id: attach
    action: lists.add_contact
    for_each: "{{ inputs.contact_ids }}"
    concurrency: 16
    with: {list_id: "{{ steps.create_list.outputs.id }}", contact_id: "{{ item }}"}
outputs:
  list_id: "{{ steps.create_list.outputs.id }}"
"""


def _migrate(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "callbridge", "run", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _finished_items(journal: Path) -> int:
    if not journal.exists():
        return 0
    return sum(1 for line in journal.read_text().splitlines() if line.startswith('{"s":'))


def test_sigkill_with_16_items_in_flight_then_resume_applies_every_write_once(
    sandbox_server: SandboxServer, tmp_path: Path
) -> None:
    seed = sandbox_server.seed_demo()
    ids = new_contacts(sandbox_server, seed, 96)
    # Every membership takes a while, so sixteen are in flight whenever the kill lands.
    sandbox_server.set_faults([{"method": "PUT", "latencyMs": 250}])
    (tmp_path / "recipe.yaml").write_text(RECIPE_IN_FLIGHT)
    (tmp_path / "inputs.json").write_text(
        json.dumps({"owner_id": seed.owner_id, "contact_ids": ids})
    )
    runs = tmp_path / "runs"
    env = {
        **os.environ,
        "CALLBRIDGE_API_KEY": seed.workspace_key,
        "CALLBRIDGE_BASE_URL": sandbox_server.api_url,
        "CI": "1",
    }
    args = ["--inputs-file", str(tmp_path / "inputs.json"), "--journal-dir", str(runs)]
    process = _migrate([str(tmp_path / "recipe.yaml"), *args], env)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            journals = list(runs.glob("*.jsonl"))
            if journals and _finished_items(journals[0]) >= 16:
                break
            time.sleep(0.05)
        else:
            raise AssertionError("the run never got going")
        time.sleep(0.1)  # the next sixteen are on the wire
        process.send_signal(signal.SIGKILL)
    finally:
        process.wait(10)
    journal = journals[0]
    lines = journal.read_text().splitlines()
    finished = _finished_items(journal)
    started = max(json.loads(x)["to"] for x in lines if '"event": "started"' in x)
    assert finished < len(ids) and started - finished >= 16

    sandbox_server.clear_faults()
    resumed = _migrate(["--resume", journal.stem, *args], env)
    out, err = resumed.communicate(timeout=60)
    assert resumed.returncode == 0, err
    assert "items of step 'attach' were started and not finished" in err
    assert "status: succeeded" in out
    steps = {
        record["step"]: record
        for record in map(json.loads, journal.read_text().splitlines())
        if record.get("event") == "step"
    }
    list_id = steps["create_list"]["outputs"]["id"]
    client = Client(seed.workspace_key, base_url=sandbox_server.api_url)
    created = changes_of(client, "list.created")
    assert len(created) == 2  # the demo seed's list and exactly one list of this run
    assert int(created[-1].resource_id) == list_id
    assert sorted(member_ids(client, list_id)) == sorted(ids)
    applied = Counter(
        c.resource_id for c in changes_of(client, "list.membership_updated")[3:]
    )  # the seed's three memberships come first
    assert applied == Counter({str(list_id): len(ids)})
    outputs = steps["attach"]["outputs"]
    assert [o["contactId"] for o in outputs] == ids  # taken back and new, in order


def test_an_item_refused_with_429_too_many_times_fails_with_the_service_error(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
    transport: RecordingTransport,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("callbridge.bulk.pacing.RATE_LIMITED_ATTEMPTS", 2)
    ids = new_contacts(sandbox, seed, 2)
    sandbox.set_faults(
        [{"method": "PUT", "path": f"/contacts/{ids[1]}$", "status": 429, "retryAfter": 0}]
    )
    result = make_runner(
        attach_recipe(write_recipe, "2"), {"owner_id": seed.owner_id, "contact_ids": ids}
    ).run_to_end()
    attach = result.steps[1]
    assert attach.status == "failed" and attach.succeeded_items == "0"
    assert attach.error is not None and attach.error.code == "rate_limited"
    tries = [r for r in transport.requests if r.url.path.endswith(f"/contacts/{ids[1]}")]
    assert len(tries) == 3  # the first try and two more, all with the item's key
    assert {r.headers["Idempotency-Key"] for r in tries} == {f"cb.{result.run_id}.attach.1"}


def test_concurrency_is_bounded_and_belongs_to_for_each(
    write_recipe: Callable[[str], Path],
) -> None:
    base = "recipe: 1\nname: c\ndescription: d\nsteps:\n  - id: s\n    action: me\n"
    for extra, message in [
        ("    for_each: [1]\n    concurrency: 65\n", "1 to 64, or auto"),
        ("    for_each: [1]\n    concurrency: 0\n", "1 to 64, or auto"),
        ("    concurrency: 4\n", "this step has none"),
        ("    for_each: {file: a.csv, changes: '0'}\n", "exactly one of"),
    ]:
        with pytest.raises(RecipeFormatError, match=message):
            load_recipe(write_recipe(base + extra))


def test_the_succeeded_items_of_a_failed_step_are_listed_up_to_a_bound() -> None:
    done = IndexSet()
    for index in range(0, 200, 2):  # every other item failed
        done.add(index)
    text = item_ranges(done, 200)
    assert text.startswith("0, 2, 4, ")
    assert text.count(",") == SHOWN_RANGES - 1
    assert text.endswith(f"and {100 - SHOWN_RANGES} more ranges (100 items in all)")
    assert item_ranges(IndexSet(), 5) == "none"
