"""What every step screen shares: the header, the step bar, the footer, and the session."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Container
from textual.message import Message
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.worker import Worker, WorkerState

from callbridge.tui.errors import describe
from callbridge.tui.steps import step
from callbridge.tui.widgets.chrome import AppHeader, StepBar

if TYPE_CHECKING:
    from callbridge.tui.app import CallbridgeApp
    from callbridge.tui.state import SessionState


class StepScreen(Screen[None]):
    """A walkthrough step. Subclasses fill the body; the frame around it is the same for all."""

    STEP_ID: ClassVar[str] = ""
    FAILURE_STATUS: ClassVar[str] = ""
    """The id of the Static that also shows a failure, if the screen has one."""

    class Failed(Message):
        """A worker's call failed: the text for the user and, optionally, what it was doing.
        Every step handles it the same way, in `on_step_screen_failed`."""

        def __init__(self, text: str, *, what: str = "") -> None:
            super().__init__()
            self.text = text
            self.what = what

    @property
    def cb_app(self) -> CallbridgeApp:
        return cast("CallbridgeApp", self.app)

    @property
    def session(self) -> SessionState:
        return self.cb_app.session

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """A notification whose text is shown as it is: the walkthrough's messages carry the
        service's errors (`… [request id req_…]`), paths and inputs, never markup."""
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def on_step_screen_failed(self, message: Failed) -> None:
        if self.FAILURE_STATUS:
            status = self.query_one(f"#{self.FAILURE_STATUS}", Static)
            status.update(Text(message.text, style="red"))
        doing = f": {message.what}" if message.what else ""
        title = f"{step(self.STEP_ID).title}{doing} failed"
        self.notify(message.text, title=title, severity="error")

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A worker that raised what it did not catch: an error state on the step, not a
        silent stop and not a crash (workers run with exit_on_error=False)."""
        if event.state is WorkerState.ERROR and event.worker.error is not None:
            self.post_message(self.Failed(describe(event.worker.error)))

    def compose(self) -> ComposeResult:
        yield AppHeader()
        yield StepBar(self.STEP_ID)
        with Container(classes="step-body"):
            yield from self.compose_body()
        yield Footer()

    def compose_body(self) -> ComposeResult:
        raise NotImplementedError

    def on_screen_resume(self) -> None:
        self.refresh_from_session()

    def refresh_from_session(self) -> None:
        """Redraw what depends on the session (another step may have changed it)."""
