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
KEY_SEPARATOR = "  key "
"""Between target and masked key in the app's connection label."""


def header_text(label: str, width: int) -> Text:
    """The title, then the target and masked key. When the line is too narrow the title
    goes first, then the middle of the target: the masked key always stays whole."""
    if len(TITLE) + 2 + len(label) <= width:
        return Text.assemble((TITLE, "bold"), "  ", label)
    target, sep, key = label.rpartition(KEY_SEPARATOR)
    tail = sep + key if sep else ""
    head = target if sep else label
    room = width - len(tail)
    if len(head) > room:
        keep = max(room - 1, 0)
        head = head[: keep // 2] + "…" + head[len(head) - (keep - keep // 2) :] if keep else ""
    return Text(head + tail)


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
