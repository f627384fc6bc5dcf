"""Steps 3 and 4, Plan and Run: a recipe form, its plan, and a run checked on the server."""

from __future__ import annotations

import textwrap
from pathlib import Path

from textual import events
from textual.widgets import Input, OptionList, Static
from tui_support import LEGACY_APP, notifications, sandbox_factory, screen_text

from callbridge.api import Client
from callbridge.sandbox import DemoSeed, Sandbox
from callbridge.tui.app import CallbridgeApp
from callbridge.tui.screens.confirm import ConfirmScreen
from callbridge.tui.screens.plan import PlanTable
from callbridge.tui.screens.run import RunScreen
from callbridge.tui.widgets.recipe_form import InputRow
from callbridge.tui.widgets.run_view import RunLog


async def _settle(app: CallbridgeApp, pilot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        await app.workers.wait_for_complete()
        await pilot.pause()


async def _connected(app: CallbridgeApp, pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("f2")
    await pilot.pause()
    await pilot.press("ctrl+o")
    await _settle(app, pilot)
    assert app.session.credential is not None


async def _open_recipe(app: CallbridgeApp, pilot, name: str) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("f4")
    await _settle(app, pilot)
    options = app.screen.query_one(OptionList)
    ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
    if name not in ids:
        await pilot.press("ctrl+t")  # every built-in recipe, not only the suggested ones
        ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
    options.focus()
    options.highlighted = ids.index(name)
    await pilot.press("enter")
    await _settle(app, pilot)


async def _type(app: CallbridgeApp, pilot, name: str, text: str) -> None:  # type: ignore[no-untyped-def]
    field = app.screen.query_one(f"#input-{name}", Input)
    field.focus()
    field.value = ""
    await pilot.press(*text)


async def _plan(app: CallbridgeApp, pilot, recipe: str, **inputs: str) -> None:  # type: ignore[no-untyped-def]
    """Open a recipe, fill its form and plan it (ctrl+o)."""
    await _open_recipe(app, pilot, recipe)
    for name, text in inputs.items():
        await _type(app, pilot, name, text)
    await pilot.press("ctrl+o")
    await _settle(app, pilot)


def _membership(sandbox: Sandbox, key: str, list_id: int) -> set[int]:
    with Client(key, base_url=sandbox.api_url, transport=sandbox.sync_transport) as client:
        return {contact.id for contact in client.lists.iter_contacts(list_id)}


async def test_scan_suggests_the_recipe_whose_form_checks_inputs_like_the_cli(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    app = CallbridgeApp(
        connection_factory=sandbox_factory(sandbox, demo.workspace_key),
        start_path=LEGACY_APP,
        environ={},
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await _settle(app, pilot)
        await _connected(app, pilot)
        await pilot.press("f4")
        await _settle(app, pilot)
        options = app.screen.query_one(OptionList)
        suggested = [options.get_option_at_index(i).id for i in range(options.option_count)]
        assert "rename-or-regroup-list" in suggested
        assert "replay-failed-deliveries" not in suggested  # no finding points at it
        await _open_recipe(app, pilot, "rename-or-regroup-list")
        rows = {row.input_name: row for row in app.screen.query(InputRow)}
        assert set(rows) == {"list_id", "name", "owner_id", "group_name"}

        await _type(app, pilot, "list_id", "twelve")
        await pilot.pause()
        assert "expected a whole number" in str(rows["list_id"].query_one(".input-error").render())
        await pilot.press("ctrl+o")
        await _settle(app, pilot)
        assert app.session.planned is None  # nothing is planned with a bad input


async def test_a_recipe_file_that_cannot_be_read_is_reported_on_the_plan_step(
    tmp_path: Path,
) -> None:
    app = CallbridgeApp(environ={})
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("f4")
        await _settle(app, pilot)
        missing = tmp_path / "missing.yaml"
        field = app.screen.query_one("#recipe-file", Input)
        field.focus()
        field.value = str(missing)
        await pilot.press("enter")
        await _settle(app, pilot)
        [note] = await notifications(pilot, "error")
        assert f"Plan: loading {missing} failed" in " ".join(note.split())
        assert "missing.yaml" in str(app.screen.query_one("#plan-summary", Static).render())
        assert app.session.planned is None
        assert app.is_running


async def test_a_recipe_is_planned_then_run_and_the_server_holds_the_result(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox, demo.workspace_key), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _connected(app, pilot)
        await _plan(
            app,
            pilot,
            "rename-or-regroup-list",
            list_id=str(demo.list_id),
            name="Renamed",
            owner_id=demo.owner_id,
        )

        planned = app.session.planned
        assert planned is not None and planned.plan is not None
        assert planned.inputs["list_id"] == demo.list_id  # typed by the engine's rules
        text = screen_text(app)
        assert f"would send PUT /lists/{demo.list_id}" in text
        assert app.screen.query_one(PlanTable).row_count == 1

        await pilot.press("ctrl+n")
        await _settle(app, pilot)
        assert isinstance(app.screen, RunScreen)
        await pilot.press("r")
        await _settle(app, pilot)

        [record] = app.session.runs
        assert record.status == "succeeded"
        assert record.run_id == planned.plan.run_id
        text = screen_text(app)
        assert f"key cb.{record.run_id}.replace" in text
        with Client(
            demo.workspace_key, base_url=sandbox.api_url, transport=sandbox.sync_transport
        ) as client:
            changes = client.changes.list(after="0", limit=200).data
        updated = [c for c in changes if c.type == "list.updated"]
        assert [c.resource_id for c in updated] == [str(demo.list_id)]


async def test_a_destructive_step_asks_first_and_a_declined_run_resumes(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    contact = demo.contact_ids[0]
    assert contact in _membership(sandbox, demo.workspace_key, demo.list_id)
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox, demo.workspace_key), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _connected(app, pilot)
        await _plan(app, pilot, "remove-contact", list_id=str(demo.list_id), phone="+14155550101")
        assert app.session.planned is not None
        await pilot.press("ctrl+n")
        await _settle(app, pilot)

        await pilot.press("r")
        for _ in range(20):
            await pilot.pause(0.05)
            if isinstance(app.screen, ConfirmScreen):
                break
        assert isinstance(app.screen, ConfirmScreen)
        assert "destructive" in screen_text(app)
        await pilot.press("n")
        await _settle(app, pilot)
        [record] = app.session.runs
        assert record.status == "declined"
        assert contact in _membership(sandbox, demo.workspace_key, demo.list_id)

        await pilot.press("c")
        for _ in range(20):
            await pilot.pause(0.05)
            if isinstance(app.screen, ConfirmScreen):
                break
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await _settle(app, pilot)
        assert record.status == "succeeded"
        assert contact not in _membership(sandbox, demo.workspace_key, demo.list_id)


async def test_next_runs_one_step_and_skip_passes_one_by(sandbox: Sandbox, demo: DemoSeed) -> None:
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox, demo.workspace_key), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _connected(app, pilot)
        await _plan(app, pilot, "initial-sync")
        await pilot.press("ctrl+n")
        await _settle(app, pilot)
        table = app.screen.query_one("#run-steps")

        def status(step: str) -> str:
            return str(table.get_cell(step, "status"))

        await pilot.press("n")
        await _settle(app, pilot)
        [record] = app.session.runs
        assert (status("members"), status("contacts"), record.status) == (
            "succeeded",
            "pending",
            "paused",
        )
        await pilot.press("s")
        await _settle(app, pilot)
        assert status("contacts") == "skipped"
        await pilot.press("n")
        await _settle(app, pilot)
        assert (status("changes"), record.status) == ("succeeded", "succeeded")


async def test_a_service_error_is_logged_with_its_request_id_and_resumes_once_fixed(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    narrow = sandbox.create_key(demo.workspace_id, "workspace", ["lists:read"])["token"]
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox, narrow), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _connected(app, pilot)
        await _plan(
            app,
            pilot,
            "rename-or-regroup-list",
            list_id=str(demo.list_id),
            name="Renamed",
            owner_id=demo.owner_id,
        )
        await pilot.press("ctrl+n")
        await _settle(app, pilot)
        await pilot.press("r")
        await _settle(app, pilot)
        [record] = app.session.runs
        assert record.status == "failed"
        log = " ".join(" ".join(strip.text for strip in app.screen.query_one(RunLog).lines).split())
        assert "insufficient_scope" in log and "[request id " in log
        assert app.screen.check_action("resume", ()) is True

        # the cause fixed (a key with lists:write), `c` finishes the same run
        await pilot.press("f2")
        await pilot.pause()
        app.screen.query_one("#api-key", Input).post_message(events.Paste(demo.workspace_key))
        await pilot.pause()
        await pilot.press("enter")
        await _settle(app, pilot)
        await pilot.press("f5")
        await pilot.pause()
        await pilot.press("c")
        await _settle(app, pilot)
        assert record.status == "succeeded"
        assert app.is_running
    with Client(
        demo.workspace_key, base_url=sandbox.api_url, transport=sandbox.sync_transport
    ) as client:
        changes = client.changes.list(after="0", limit=200).data
    assert [c.resource_id for c in changes if c.type == "list.updated"] == [str(demo.list_id)]


async def test_pause_stops_a_run_to_the_end_after_the_current_unit(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    # every list read takes a while, so the pause lands while the run is under way
    sandbox.set_faults([{"method": "GET", "path": r"^/api/public/v2/lists/", "latencyMs": 300}])
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox, demo.workspace_key), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _connected(app, pilot)
        await _plan(app, pilot, "initial-sync", list_ids=",".join([str(demo.list_id)] * 4))
        await pilot.press("ctrl+n")
        await _settle(app, pilot)
        table = app.screen.query_one("#run-steps")

        await pilot.press("r")
        await pilot.pause(0.2)
        await pilot.press("p")
        await _settle(app, pilot)
        [record] = app.session.runs
        assert record.status == "paused"
        assert str(table.get_cell("changes", "status")) == "pending"

        sandbox.clear_faults()
        await pilot.press("r")
        await _settle(app, pilot)
        assert record.status == "succeeded"
        assert str(table.get_cell("contacts", "items")) == "4"


IMPORT_RECIPE = """\
recipe: 1
name: import-crm-export
description: Import the CRM export into a list.
inputs:
  list_id: {type: integer, required: true}
steps:
  - id: load
    action: contacts.import_csv
    with: {file: crm.csv, list_id: "{{ inputs.list_id }}", phone_column: phone}
outputs:
  created: "{{ steps.load.outputs.outcome.created }}"
"""


async def test_a_recipe_file_that_runs_the_bulk_importer_runs_here_too(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    """The runner gets the async client `migrate run` gives it, so contacts.import_csv works."""
    Path("crm.csv").write_text(
        "external_id,phone,owner_id\n"
        f"tui-1,+14155550161,{demo.owner_id}\n"
        f"tui-2,+14155550162,{demo.owner_id}\n"
    )
    Path("import-crm.yaml").write_text(textwrap.dedent(IMPORT_RECIPE))
    before = _membership(sandbox, demo.workspace_key, demo.list_id)
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox, demo.workspace_key), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _connected(app, pilot)
        await pilot.press("f4")
        await _settle(app, pilot)
        field = app.screen.query_one("#recipe-file", Input)
        field.focus()
        await pilot.press(*"imp")
        await pilot.pause()
        await pilot.press("right")  # accept the completed file name
        assert field.value == "import-crm.yaml"
        await pilot.press("enter")
        await _settle(app, pilot)
        assert "import-crm-export  from import-crm.yaml" in screen_text(app)
        await _type(app, pilot, "list_id", str(demo.list_id))
        await pilot.press("ctrl+o")
        await _settle(app, pilot)
        assert app.session.planned is not None
        await pilot.press("ctrl+n")
        await _settle(app, pilot)
        await pilot.press("r")
        await _settle(app, pilot)

        [record] = app.session.runs
        assert record.status == "succeeded", record.last_error
    after = _membership(sandbox, demo.workspace_key, demo.list_id)
    assert len(after - before) == 2


async def test_a_paused_run_goes_on_with_the_connection_made_after_it(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    scopes = ["contacts:read", "lists:read", "changes:read"]
    first = sandbox.create_key(demo.workspace_id, "workspace", scopes)
    second = sandbox.create_key(demo.workspace_id, "workspace", scopes)
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox), environ={})

    async def connect(key: str) -> None:
        await pilot.press("f2")
        await pilot.pause()
        app.screen.query_one("#api-key").post_message(events.Paste(key))
        await pilot.press("enter")
        await _settle(app, pilot)

    async with app.run_test(size=(80, 24)) as pilot:
        await connect(first["token"])
        await _plan(app, pilot, "initial-sync")
        await pilot.press("ctrl+n")
        await _settle(app, pilot)
        await pilot.press("n")
        await _settle(app, pilot)
        [record] = app.session.runs
        assert record.status == "paused"

        # the first key is revoked while the run waits; the user connects with another
        sandbox.revoke_key(first["credentialId"])
        await connect(second["token"])
        await pilot.press("f5")
        await _settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, RunScreen) and screen.runner is not None
        assert app.connection is not None and screen.runner.client is app.connection.client
        await pilot.press("r")
        await _settle(app, pilot)
        assert record.status == "succeeded"  # with the revoked key it would fail with 401
        assert "Now using in-process sandbox" in screen_text(app)
