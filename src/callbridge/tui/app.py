"""`migrate tui`: the v1→v2 migration walkthrough, one screen (a Textual mode) per step.

The app owns the session state and the connection; screens render the state and start
workers for anything that touches the network or the disk. The connection is made by an
injected factory, so tests point the app at the in-process sandbox and users at the
embedded sandbox or a real base URL, through the same code.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import App
from textual.binding import Binding, BindingType
from textual.reactive import reactive

from callbridge.tui.commands import StepCommands
from callbridge.tui.screens.connect import ConnectScreen
from callbridge.tui.screens.fix import FixScreen
from callbridge.tui.screens.plan import PlanScreen
from callbridge.tui.screens.report import ReportScreen
from callbridge.tui.screens.run import RunScreen
from callbridge.tui.screens.scan import ScanScreen
from callbridge.tui.screens.webhooks import WebhooksScreen
from callbridge.tui.state import SessionState
from callbridge.tui.steps import STEP_IDS, STEPS
from callbridge.tui.widgets.chrome import KEY_SEPARATOR

if TYPE_CHECKING:
    from callbridge.connection import Connection

ConnectionFactory = Callable[[str | None, str | None], "Connection"]
"""(base URL or None for the embedded sandbox, typed key or None for the configured one)."""


def default_connection_factory(
    base_url: str | None,
    api_key: str | None,
    *,
    api_key_file: Path | None = None,
    environ: Mapping[str, str] | None = None,
) -> Connection:
    """`connect()`, the CLI's own resolution, with the typed key (if any) winning.

    Its announcement of the embedded sandbox is dropped: the header names the target, and a
    line on stderr would tear the screen.
    """
    from callbridge.connection import connect

    return connect(
        base_url,
        api_key_file,
        api_key=api_key,
        environ=environ,
        announce=lambda _message: None,
    )


class CallbridgeApp(App[None]):
    """The walkthrough: Connect → Scan → Fix → Plan → Run → Webhooks → Report."""

    TITLE = "callbridge migrate"
    CSS_PATH = "app.tcss"
    COMMANDS = App.COMMANDS | {StepCommands}
    MODES: ClassVar[dict[str, str | Callable[[], object]]] = {  # type: ignore[assignment]
        "connect": ConnectScreen,
        "scan": ScanScreen,
        "fix": FixScreen,
        "plan": PlanScreen,
        "run": RunScreen,
        "webhooks": WebhooksScreen,
        "report": ReportScreen,
    }
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "toggle_help", "Help", tooltip="Help for the focused widget, and keys"),
        *(Binding(item.key, f"goto('{item.id}')", item.title, show=False) for item in STEPS),
    ]

    connection_label: reactive[str] = reactive("not connected")

    def __init__(
        self,
        *,
        connection_factory: ConnectionFactory = default_connection_factory,
        start_path: Path | None = None,
        base_url: str | None = None,
        environ: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__()
        self.connection_factory = connection_factory
        self.start_path = start_path
        self.environ: Mapping[str, str] = os.environ if environ is None else environ
        self.initial_base_url = base_url or self.environ.get("CALLBRIDGE_BASE_URL", "")
        self.session = SessionState()
        self.connection: Connection | None = None
        # steps that hold something outside the app (the Webhooks step's subscription) let
        # go of it here, while the connection is still open
        self.before_quit: list[Callable[[], None]] = []
        self.known_secrets: set[str] = set()
        """Secrets this session saw (typed keys, rotated signing secrets), to be masked in a
        crash report whatever their shape. Never shown, never written."""
        self.crash_report: Path | None = None
        self.crash_message: str | None = None
        self.exit_notes: list[str] = []
        """Lines for the terminal once it is back (what quitting did outside the app)."""

    async def on_mount(self) -> None:
        await self.switch_mode("scan" if self.start_path is not None else "connect")

    def action_goto(self, step_id: str) -> None:
        if step_id in STEP_IDS:
            self.switch_mode(step_id)

    def action_toggle_help(self) -> None:
        if self.screen.query("HelpPanel"):
            self.action_hide_help_panel()
        else:
            self.action_show_help_panel()

    def set_connection(self, connection: Connection) -> None:
        """Adopt a connection whose GET /me succeeded; the header shows it masked. The one it
        replaces is closed off the event loop (closing the embedded sandbox joins threads)."""
        previous = self.connection
        if previous is not None and previous is not connection:
            self.run_worker(previous.close, thread=True, group="close", exit_on_error=False)
        self.connection = connection
        self.session.target = connection.target
        self.session.masked_key = connection.masked_key
        self.connection_label = f"{connection.target}{KEY_SEPARATOR}{connection.masked_key}"

    def _handle_exception(self, error: Exception) -> None:
        """An error no step caught: write the crash report, end with status 1 and one line
        (instead of Textual's full-screen traceback with local variables)."""
        from callbridge.tui.crash import CRASH_EXIT_CODE, crash_line, write_crash_report

        secrets = set(self.known_secrets)
        env_key = self.environ.get("CALLBRIDGE_API_KEY")
        if env_key:
            secrets.add(env_key)
        try:
            self.crash_report = write_crash_report(error, secrets=secrets)
        except OSError:
            self.crash_report = None
        self.crash_message = crash_line(error, self.crash_report, secrets)
        self._return_code = CRASH_EXIT_CODE
        if self._exception is None:  # Pilot re-raises it at the end of a test
            self._exception = error
            self._exception_event.set()
        self._exit_renderables.append(Text(self.crash_message, style="bold red"))
        self._close_messages_no_wait()

    async def action_quit(self) -> None:
        for let_go in self.before_quit:
            let_go()
        if self.connection is not None:
            self.connection.close()
        self.exit()
