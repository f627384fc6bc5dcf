"""The walkthrough's one-line text field.

Moving into a field selects its content, visibly, so it can be seen whole and copied; the
first key typed then goes to the end of it instead of replacing it (a subscription id or a
base URL is not wiped by a stray key). Backspace or Delete clears the selection as usual,
and a paste replaces it, which is what pasting a new key into the field means.
"""

from __future__ import annotations

from textual import events
from textual.widgets import Input
from textual.widgets.input import Selection


class FieldInput(Input):
    """Textual calls each class's own `_on_*` handler in turn (this one first, then
    Input's), so these only add to Input's behaviour and never call it themselves."""

    def __init__(self, value: str | None = None, **kwargs: object) -> None:
        kwargs.setdefault("compact", True)
        super().__init__(value, **kwargs)  # type: ignore[arg-type]
        self._selected_by_focus = False

    def _on_focus(self, event: events.Focus) -> None:
        self._selected_by_focus = self.select_on_focus and not event.from_app_focus

    def _on_blur(self, event: events.Blur) -> None:
        self._selected_by_focus = False

    async def _on_key(self, event: events.Key) -> None:
        whole = (0, len(self.value))
        selected = self.selection in (whole, whole[::-1])
        if self._selected_by_focus and event.is_printable and selected and self.value:
            self.selection = Selection.cursor(len(self.value))
        self._selected_by_focus = False

    def _on_paste(self, event: events.Paste) -> None:
        self._selected_by_focus = False
