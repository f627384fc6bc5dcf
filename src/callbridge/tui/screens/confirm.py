"""Asking before a destructive step: what it will send, and a yes or a no."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

if TYPE_CHECKING:
    from callbridge.recipe.runner import ConfirmRequest

MAX_REQUESTS_SHOWN = 5


def describe_request(request: ConfirmRequest) -> Text:
    text = Text()
    text.append(f"{request.step_id}", style="bold")
    text.append(f"  {request.action} · ")
    text.append(request.effect.value, style="bold red")
    text.append(f"\n{request.summary}\n")
    if request.description:
        text.append(f"{request.description}\n", style="dim")
    if request.items is not None:
        text.append(f"{request.items} item(s)\n")
    for rendered in request.requests[:MAX_REQUESTS_SHOWN]:
        text.append(f"{rendered.method} {rendered.path}", style="bold")
        if rendered.idempotency_key:
            text.append(f"  key {rendered.idempotency_key}", style="dim")
        text.append("\n")
        if rendered.body is not None:
            text.append(json.dumps(rendered.body, default=str)[:200] + "\n", style="dim")
    hidden = len(request.requests) - MAX_REQUESTS_SHOWN
    if hidden > 0:
        text.append(f"… and {hidden} more request(s)\n", style="dim")
    return text


class ConfirmScreen(ModalScreen[bool]):
    """Dismissed with True to go on, False to stop the run before the step."""

    HELP = """
## Confirm a destructive step
The step below deletes or removes something on the service. **y** sends it; **n** or
**Escape** stops the run before it (resume later with **c** on the Run step).
"""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Confirm"),
        Binding("n,escape", "answer(False)", "Cancel"),
    ]

    def __init__(self, request: ConfirmRequest) -> None:
        super().__init__()
        self.request = request

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="confirm-dialog"):
            yield Label(f"Confirm a {self.request.effect.value} step", classes="section-title")
            with VerticalScroll(id="confirm-body"):
                yield Static(describe_request(self.request))
            with Horizontal(classes="dialog-buttons"):
                yield Button("Cancel (n)", id="cancel", compact=True)
                yield Button("Confirm (y)", id="confirm", variant="error", compact=True)

    def on_mount(self) -> None:
        self.query_one("#cancel", Button).focus()

    @on(Button.Pressed, "#confirm")
    def _confirm(self) -> None:
        self.dismiss(True)

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(False)

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
