"""What every step screen shares: the header, the step bar, the footer, and the session."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from textual.app import ComposeResult
from textual.containers import Container
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.widgets import Footer

from callbridge.tui.widgets.chrome import AppHeader, StepBar

if TYPE_CHECKING:
    from callbridge.tui.app import CallbridgeApp
    from callbridge.tui.state import SessionState


class StepScreen(Screen[None]):
    """A walkthrough step. Subclasses fill the body; the frame around it is the same for all."""

    STEP_ID: ClassVar[str] = ""

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
