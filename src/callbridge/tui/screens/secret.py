"""The one moment a signing secret exists on screen: masked until asked, copied or saved.

The secret lives in this modal and in the running local receiver only. It is written to
disk only at the path the user types here (mode 0600), and never enters the session state.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from callbridge._private import write_private_text
from callbridge._redact import mask_secret
from callbridge.tui.errors import describe
from callbridge.tui.widgets.field_input import FieldInput


def write_secret(path: Path, secret: str) -> None:
    """Create or replace the file readable by its owner only."""
    write_private_text(path, secret + "\n")


class SecretScreen(ModalScreen[Path | None]):
    """Dismissed with the path the secret was saved to, or None when it was not saved."""

    HELP = """
## New signing secret
The service shows a signing secret once. **Ctrl+R** reveals or hides it, **Ctrl+Y** copies
it to the clipboard, **Save** writes it to the file you name (mode 0600). Nothing else
keeps it: after **Escape** it is gone from the walkthrough (the local receiver still
uses it).
"""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("ctrl+r", "reveal", "Reveal", tooltip="Show or hide the secret"),
        Binding("ctrl+y", "copy", "Copy", tooltip="Copy the secret to the clipboard"),
    ]

    class Saved(Message):
        def __init__(self, path: Path) -> None:
            super().__init__()
            self.path = path

    class SaveFailed(Message):
        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, secret: str, subscription_id: str) -> None:
        super().__init__()
        self._secret = secret
        self.subscription_id = subscription_id
        self.revealed = False
        self.saved_to: Path | None = None

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="secret-dialog"):
            yield Label("New signing secret", classes="section-title")
            yield Static(
                "Shown this once: the service never returns it again. The local receiver "
                "already uses it. Copy it, or save it to a file you choose.",
            )
            yield Static(Text(mask_secret(self._secret)), id="secret-value", classes="secret")
            with Horizontal(classes="field-row"):
                yield Label("Save to", classes="field-label")
                yield FieldInput(
                    placeholder="path of a file (created with mode 0600)",
                    id="secret-path",
                    compact=True,
                )
            with Horizontal(classes="dialog-buttons"):
                yield Button("Reveal", id="reveal", compact=True)
                yield Button("Copy", id="copy", compact=True)
                yield Button("Save", id="save", compact=True)
                yield Button("Close", id="close", variant="primary", compact=True)

    @on(Button.Pressed, "#reveal")
    def action_reveal(self) -> None:
        self.revealed = not self.revealed
        shown = self._secret if self.revealed else mask_secret(self._secret)
        self.query_one("#secret-value", Static).update(Text(shown))

    @on(Button.Pressed, "#copy")
    def action_copy(self) -> None:
        self.app.copy_to_clipboard(self._secret)
        self.notify("Signing secret copied to the clipboard.", title="Secret")

    @on(Button.Pressed, "#save")
    @on(Input.Submitted, "#secret-path")
    def _save(self) -> None:
        raw = self.query_one("#secret-path", Input).value.strip()
        if not raw:
            self.notify("Type the path of the file to save the secret to.", severity="warning")
            return
        self._save_worker(Path(raw).expanduser())

    @work(thread=True, exclusive=True, group="secret", exit_on_error=False)
    def _save_worker(self, path: Path) -> None:
        try:
            write_secret(path, self._secret)
        except OSError as exc:
            self.post_message(self.SaveFailed(describe(exc)))
            return
        self.post_message(self.Saved(path))

    def on_secret_screen_saved(self, message: Saved) -> None:
        self.saved_to = message.path
        self.notify(
            f"Signing secret saved to {message.path} (mode 0600).", title="Secret", markup=False
        )

    def on_secret_screen_save_failed(self, message: SaveFailed) -> None:
        self.notify(message.text, title="Saving the secret failed", severity="error", markup=False)

    @on(Button.Pressed, "#close")
    def action_close(self) -> None:
        self._secret = ""
        self.dismiss(self.saved_to)
