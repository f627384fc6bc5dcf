"""The whole walkthrough on a realistic tree against the in-process sandbox: scan (hundreds
of findings, repeated lines, four languages), mark, connect, plan `create-list-then-import`
from a CSV file, run it, set up a webhook with the local receiver, export the report; then
the server's state and the report's content are checked."""

from __future__ import annotations

from pathlib import Path

from realistic_tree import build_tree
from textual.widgets import Input, OptionList
from tui_support import sandbox_factory, screen_text, settle

from callbridge.api import Client
from callbridge.sandbox import DemoSeed, Sandbox
from callbridge.tui.app import CallbridgeApp
from callbridge.tui.screens.list_editor import ListEditor
from callbridge.tui.screens.run import RunScreen
from callbridge.tui.screens.secret import SecretScreen
from callbridge.tui.state import Mark
from callbridge.tui.widgets.findings import FindingsTable

CONTACTS_CSV = """external_id,phone_number,first_name,last_name,owner_id
crm-101,+14155550101,Grace,Hopper,{owner}
crm-102,+14155550102,Alan,Turing,{owner}
crm-103,+14155550103,Katherine,Johnson,{owner}
"""


async def test_every_step_end_to_end_on_a_realistic_tree(
    sandbox: Sandbox, demo: DemoSeed, tmp_path: Path
) -> None:
    tree = build_tree(tmp_path / "monorepo")
    csv_file = tmp_path / "contacts.csv"
    csv_file.write_text(CONTACTS_CSV.format(owner=demo.owner_id), encoding="utf-8")
    key = demo.workspace_key
    app = CallbridgeApp(
        connection_factory=sandbox_factory(sandbox, key), start_path=tree, environ={}
    )
    async with app.run_test(size=(100, 30)) as pilot:
        # Scan: opened at the folder, every finding a row, repeated lines included
        await settle(pilot)
        total = len(app.session.findings)
        assert total == 408
        table = app.screen.query_one(FindingsTable)
        assert table.row_count == total + len(table._groups)
        # mark one finding done and one workflow's findings ignored
        first_key, first = app.session.keyed_findings()[0]
        table.move_cursor(row=table.get_row_index(first_key))
        await pilot.press("d")
        status_group = next(g for g in table._groups if "502" in g or "status" in g.lower())
        table.move_cursor(row=table.get_row_index(status_group))
        await pilot.press("i")
        ignored = len(table._groups[status_group])
        assert app.session.mark_of(first) is Mark.DONE
        assert app.session.counts().ignored == ignored

        # Connect
        await pilot.press("f2")
        await pilot.pause()
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert app.session.credential is not None
        assert key not in screen_text(app)

        # Plan create-list-then-import, its contacts read from a CSV file
        await pilot.press("f4")
        await settle(pilot)
        options = app.screen.query_one(OptionList)
        ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
        options.focus()
        options.highlighted = ids.index("create-list-then-import")
        await pilot.press("enter")
        await settle(pilot)
        app.screen.query_one("#input-list_name", Input).value = "Migrated from v1"
        app.screen.query_one("#input-owner_id", Input).value = demo.owner_id
        app.screen.query_one("#input-contacts", Input).focus()
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert isinstance(app.screen, ListEditor)
        csv_field = app.screen.query_one("#list-csv", Input)
        csv_field.value = str(csv_file)
        csv_field.focus()
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert app.session.planned is not None and app.session.planned.plan is not None
        assert app.session.planned.plan.ok

        # Run it to the end
        await pilot.press("ctrl+n")
        await settle(pilot)
        run_screen = app.screen
        assert isinstance(run_screen, RunScreen)
        await pilot.press("r")
        await settle(pilot)
        [record] = app.session.runs
        assert record.status == "succeeded", (record.last_error, screen_text(app))
        assert run_screen.runner is not None
        list_id = int(run_screen.runner.outputs["list_id"])

        # Webhooks: receiver, subscription, secret, verification (which activates it)
        await pilot.press("f6")
        await pilot.pause()
        hooks = app.screen
        try:
            await pilot.press("ctrl+l")
            await settle(pilot)
            await pilot.press("ctrl+o")
            await settle(pilot)
            await pilot.press("ctrl+r")
            await settle(pilot)
            assert isinstance(app.screen, SecretScreen)
            await pilot.press("escape")
            await settle(pilot)
            await pilot.press("ctrl+y")
            await settle(pilot)
            hook = app.session.webhook
            assert (hook.active, hook.verified) == (True, True)
            sandbox.set_disposition(demo.call_sids[0], "callback", "Call back on Monday.")
            assert sandbox.run_deliveries() == 1
            for _ in range(40):
                await pilot.pause(0.05)
                if hook.events_received:
                    break
            assert hook.events_received == 1
        finally:
            receiver = getattr(hooks, "receiver", None)
            if receiver is not None:
                receiver.stop()

        # Report: exported, and it tells the session's story
        await pilot.press("f7")
        await settle(pilot)
        report_path = tmp_path / "out" / "report.md"
        field = app.screen.query_one("#report-path", Input)
        field.value = str(report_path)
        await pilot.press("ctrl+o")
        await settle(pilot)

    # the server holds what the run made
    with Client(key, base_url=sandbox.api_url, transport=sandbox.sync_transport) as client:
        members = list(client.lists.iter_contacts(list_id))
    assert len(members) == 3
    subscription_id = app.session.webhook.subscription_id
    assert subscription_id is not None

    report = report_path.read_text(encoding="utf-8")
    left = total - 1 - ignored
    assert f"{total} found, 1 done, {ignored} ignored, {left} left" in report
    assert f"- done: `{first.path}:{first.line}` `{first.rule_id}`" in report
    assert "recipe `create-list-then-import`: run" in report and "succeeded" in report
    assert f"({subscription_id}): active, verified, 1 event(s) received" in report
    assert "services/sales0/calls_client.py" in report
    assert key not in report and key.split(".", 1)[1] not in report
