"""A list input edited as lines, or filled from a CSV file, in a modal over the Plan step."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static, TextArea

from callbridge.tui.list_items import (
    ListItemsError,
    items_to_text,
    read_csv_records,
    text_to_items,
)
from callbridge.tui.widgets.field_input import FieldInput
from callbridge.tui.widgets.path_input import PathSuggester


class ListEditor(ModalScreen[list[Any] | None]):
    """Dismissed with the items, or None when cancelled."""

    HELP = """
## List editor
One item per line; a line that starts with `{` is a JSON object (a contact, say). Or type
the path of a CSV file with a header row and press Enter: each row becomes one object.
**Ctrl+S** keeps the list, **Escape** leaves it as it was.
"""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "keep", "Keep", tooltip="Use these items"),
        Binding("escape", "cancel", "Cancel"),
    ]

    class CsvRead(Message):
        def __init__(self, path: Path, records: list[dict[str, str]]) -> None:
            super().__init__()
            self.path = path
            self.records = records

    class CsvFailed(Message):
        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, name: str, description: str, items: list[Any]) -> None:
        super().__init__()
        self.input_name = name
        self.description = description
        self.items = items

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="list-editor"):
            yield Label(f"{self.input_name}: one item per line", classes="section-title")
            yield Static(Text(self.description, style="dim"), id="list-about")
            yield TextArea(items_to_text(self.items), id="list-lines", soft_wrap=False)
            with Horizontal(classes="field-row"):
                yield Label("CSV file", classes="field-label")
                yield FieldInput(
                    placeholder="path of a CSV file with a header row (Enter reads it)",
                    suggester=PathSuggester((".csv",)),
                    id="list-csv",
                )
            yield Static("", id="list-status", classes="status-line")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Cancel", id="list-cancel", compact=True)
                yield Button("Keep", id="list-keep", variant="primary", compact=True)

    def on_mount(self) -> None:
        self.query_one(TextArea).focus()
        self._count()

    @on(TextArea.Changed)
    def _count(self) -> None:
        status = self.query_one("#list-status", Static)
        try:
            items = text_to_items(self.query_one(TextArea).text)
        except ListItemsError as exc:
            status.update(Text(str(exc), style="red"))
            return
        status.update(Text(f"{len(items)} item(s)"))

    @on(Input.Submitted, "#list-csv")
    def _csv_chosen(self, event: Input.Submitted) -> None:
        raw = event.value.strip()
        if raw:
            self._csv_worker(Path(raw).expanduser())

    @work(thread=True, exclusive=True, group="csv", exit_on_error=False)
    def _csv_worker(self, path: Path) -> None:
        try:
            records = read_csv_records(path)
        except ListItemsError as exc:
            self.post_message(self.CsvFailed(str(exc)))
            return
        self.post_message(self.CsvRead(path, records))

    def on_list_editor_csv_read(self, message: CsvRead) -> None:
        self.query_one(TextArea).text = items_to_text(message.records)
        self.notify(f"{len(message.records)} row(s) read from {message.path}", markup=False)

    def on_list_editor_csv_failed(self, message: CsvFailed) -> None:
        self.query_one("#list-status", Static).update(Text(message.text, style="red"))

    @on(Button.Pressed, "#list-keep")
    def action_keep(self) -> None:
        try:
            items = text_to_items(self.query_one(TextArea).text)
        except ListItemsError as exc:
            self.query_one("#list-status", Static).update(Text(str(exc), style="red"))
            return
        self.dismiss(items)

    @on(Button.Pressed, "#list-cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
