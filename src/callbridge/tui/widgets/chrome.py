"""The two lines above every step: who we talk to, and where we are in the walkthrough.

Both read the app's reactive attributes, so a new connection or a step change redraws them
on every screen at once without the screens knowing about each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual.widgets import Static

from callbridge.tui.steps import STEPS

if TYPE_CHECKING:
    from callbridge.tui.app import CallbridgeApp


TITLE = "callbridge migrate"


def header_text(label: str, width: int) -> Text:
    """The title, then the target and masked key. When the line is too narrow the title
    goes first, and then the middle of the label: what is left always ends with the key."""
    if len(TITLE) + 2 + len(label) <= width:
        return Text.assemble((TITLE, "bold"), "  ", label)
    if len(label) > width > 1:
        keep = width - 1
        label = label[: keep // 2] + "…" + label[len(label) - (keep - keep // 2) :]
    return Text(label)


class AppHeader(Static):
    """Target and masked key; the full key is never handed to this widget."""

    DEFAULT_CLASSES = "app-header"

    def on_mount(self) -> None:
        app = cast("CallbridgeApp", self.app)
        self.watch(app, "connection_label", self._show, init=True)

    def on_resize(self) -> None:
        self._show(cast("CallbridgeApp", self.app).connection_label)

    def _show(self, label: str) -> None:
        self.update(header_text(label, self.content_size.width or 78))


class StepBar(Static):
    """The steps with their keys; the current one is highlighted."""

    DEFAULT_CLASSES = "step-bar"

    def __init__(self, current: str) -> None:
        super().__init__()
        self.current = current

    def on_mount(self) -> None:
        text = Text()
        for item in STEPS:
            style = "reverse bold" if item.id == self.current else ""
            text.append(f" {item.key.upper()} {item.title} ", style=style)
        self.update(text)
