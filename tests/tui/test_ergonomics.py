"""The walkthrough as a newcomer meets it: where the focus is and that it shows, fields that
keep their value when typed into, list inputs edited as lines or read from a CSV file, and
a header that keeps the target and the masked key at 80 columns."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Input, OptionList, TextArea
from tui_support import sandbox_factory, screen_text, settle

from callbridge.connection import Connection
from callbridge.sandbox import DemoSeed, Sandbox
from callbridge.tui.app import CallbridgeApp
from callbridge.tui.screens.list_editor import ListEditor
from callbridge.tui.widgets.chrome import header_text

EMBEDDED_TARGET = "embedded sandbox (./.callbridge/sandbox.db)"


def _app(sandbox: Sandbox, key: str) -> CallbridgeApp:
    inner = sandbox_factory(sandbox, key)

    def factory(base_url: str | None, api_key: str | None) -> Connection:
        connection = inner(base_url, api_key)
        connection.target = EMBEDDED_TARGET  # the longest target the header must keep
        return connection

    return CallbridgeApp(connection_factory=factory, environ={})


async def _connect(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("ctrl+o")
    await settle(pilot)


async def _choose(app: CallbridgeApp, pilot, recipe: str) -> OptionList:  # type: ignore[no-untyped-def]
    await pilot.press("f4")
    await settle(pilot)
    options = app.screen.query_one(OptionList)
    if recipe not in [options.get_option_at_index(i).id for i in range(options.option_count)]:
        await pilot.press("ctrl+t")
    ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
    options.focus()
    options.highlighted = ids.index(recipe)
    await pilot.press("enter")
    await settle(pilot)
    return options


async def test_the_header_keeps_target_and_masked_key_at_80_columns(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    app = _app(sandbox, demo.workspace_key)
    async with app.run_test(size=(80, 24)) as pilot:
        await _connect(pilot)
        assert app.connection is not None
        first_line = screen_text(app).splitlines()[0]
        assert EMBEDDED_TARGET in first_line
        assert app.connection.masked_key in first_line
    narrow = header_text(f"{EMBEDDED_TARGET}  key cb_test_12345678…****", 40)
    assert narrow.plain.endswith("key cb_test_12345678…****") and len(narrow.plain) == 40


async def test_the_recipe_list_keeps_focus_and_fields_keep_their_value(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    app = _app(sandbox, demo.workspace_key)
    async with app.run_test(size=(80, 24)) as pilot:
        await _connect(pilot)
        options = await _choose(app, pilot, "rename-or-regroup-list")
        assert app.focused is options  # chosen, and still in the list
        await pilot.press("right")
        field = app.focused
        assert isinstance(field, Input) and field.id == "input-list_id"

        # focus shows: the focused field is drawn unlike the others
        other = app.screen.query_one("#input-name", Input)
        assert field.rich_style.bgcolor != other.rich_style.bgcolor

        await pilot.press("6", "2")
        other.value = "Prospects"
        await pilot.press("tab")
        assert app.focused is other
        assert other.selected_text == "Prospects"  # selected, visibly, on focus
        await pilot.press(*" Q4")
        assert other.value == "Prospects Q4"  # typing added to it, nothing was wiped
        await pilot.press("shift+tab")
        await pilot.press("backspace")  # an explicit delete still clears the selection
        assert app.screen.query_one("#input-list_id", Input).value == ""

        # the Webhooks step's subscription id survives a stray key the same way
        await pilot.press("f6")
        await pilot.pause()
        hook_id = app.screen.query_one("#hook-id", Input)
        before = hook_id.value
        await pilot.press("tab")
        assert app.focused is hook_id or hook_id.value == before
        hook_id.focus()
        await pilot.press("tab", "shift+tab")
        assert app.focused is hook_id and hook_id.selected_text == before
        await pilot.press("x")
        assert hook_id.value == before + "x"


async def test_a_list_input_is_edited_one_item_per_line_or_read_from_csv(
    sandbox: Sandbox, demo: DemoSeed, tmp_path: Path
) -> None:
    contacts = tmp_path / "contacts.csv"
    contacts.write_text(
        "external_id,phone_number,first_name\ncrm-1,+14155550101,Ada\ncrm-2,+14155550102,\n",
        encoding="utf-8",
    )
    app = _app(sandbox, demo.workspace_key)
    async with app.run_test(size=(80, 24)) as pilot:
        await _connect(pilot)
        await _choose(app, pilot, "create-list-then-import")
        field = app.screen.query_one("#input-contacts", Input)
        field.focus()
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert isinstance(app.screen, ListEditor)
        lines = app.screen.query_one(TextArea)
        assert app.focused is lines
        lines.text = '{"external_id": "crm-9", "phone_number": "+14155550199"}\n\n'
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert json.loads(field.value) == [{"external_id": "crm-9", "phone_number": "+14155550199"}]

        await pilot.press("ctrl+l")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, ListEditor)
        csv_field = editor.query_one("#list-csv", Input)
        csv_field.focus()
        csv_field.value = str(contacts)
        await pilot.press("enter")
        await settle(pilot)
        assert "2 item(s)" in screen_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert json.loads(field.value) == [
            {"external_id": "crm-1", "phone_number": "+14155550101", "first_name": "Ada"},
            {"external_id": "crm-2", "phone_number": "+14155550102"},
        ]

        await pilot.press("ctrl+l")
        await pilot.pause()
        app.screen.query_one(TextArea).text = "{not json"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ListEditor)  # kept open, the line named
        assert "line 1: not valid JSON" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert len(json.loads(field.value)) == 2  # cancelled: unchanged
