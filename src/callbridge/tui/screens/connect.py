"""Step 1: choose the target and the key, and see what GET /me says about it."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Button, Input, Label, Static

from callbridge._redact import mask_key
from callbridge.tui.errors import describe
from callbridge.tui.needs import scopes_needed_by_steps
from callbridge.tui.screens.base import StepScreen
from callbridge.tui.widgets.checklist import MigrationChecklist
from callbridge.tui.widgets.credential import CredentialPanel, ScopeNeeds
from callbridge.tui.widgets.field_input import FieldInput

if TYPE_CHECKING:
    from callbridge.api.models import Credential
    from callbridge.connection import Connection
    from callbridge.recipe import Recipe

KEY_ENV = "CALLBRIDGE_API_KEY"


class ConnectScreen(StepScreen):
    HELP = """
## Connect
Leave **Base URL** empty for the embedded sandbox in `./.callbridge`, or give the service's
URL. The key comes from `CALLBRIDGE_API_KEY` unless one is pasted into the masked field;
it is never shown again. **Ctrl+O** (or Enter) connects and calls GET /me.
"""
    STEP_ID = "connect"
    FAILURE_STATUS = "connect-status"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+o", "connect", "Connect", tooltip="Connect and call GET /me"),
    ]

    class Connected(Message):
        def __init__(self, connection: Connection, credential: Credential) -> None:
            super().__init__()
            self.connection = connection
            self.credential = credential

    class NeedsKnown(Message):
        def __init__(self, scopes: list[str]) -> None:
            super().__init__()
            self.scopes = scopes

    def compose_body(self) -> ComposeResult:
        env_key = self.cb_app.environ.get(KEY_ENV)
        key_hint = f"env: {mask_key(env_key)}" if env_key else "paste the v2 API key"
        with Horizontal(id="connect-top"):
            with Vertical(classes="column", id="connect-form"):
                yield Label("Target", classes="section-title")
                with Horizontal(classes="field-row"):
                    yield Label("Base URL", classes="field-label")
                    yield FieldInput(
                        value=self.cb_app.initial_base_url,
                        placeholder="empty: embedded sandbox",
                        id="base-url",
                        compact=True,
                    )
                with Horizontal(classes="field-row"):
                    yield Label("API key", classes="field-label")
                    yield FieldInput(
                        placeholder=key_hint, password=True, id="api-key", compact=True
                    )
                yield Button("Connect", id="connect", variant="primary", compact=True)
                yield Static("", id="connect-status", classes="status-line")
                yield ScopeNeeds(id="scope-needs")
            with Vertical(classes="column", id="credential-column"):
                yield Label("Credential (GET /me)", classes="section-title")
                yield CredentialPanel(id="credential")
        yield Label("Migration checklist", classes="section-title")
        yield MigrationChecklist(id="checklist")

    def __init__(self) -> None:
        super().__init__()
        self.recipe_scopes: list[str] = []

    def on_mount(self) -> None:
        self.query_one("#api-key", Input).focus()

    def refresh_from_session(self) -> None:
        credential = self.session.credential
        self.query_one(CredentialPanel).show(credential)
        self.query_one(MigrationChecklist).show(self.session)
        self._show_needs(self.recipe_scopes)
        names = sorted({f.recipe for f in self.session.open_findings() if f.recipe})
        planned = self.session.planned
        if planned is not None or names:
            self._needs_worker(names, planned.recipe if planned is not None else None)

    def _show_needs(self, recipe_scopes: list[str]) -> None:
        self.recipe_scopes = recipe_scopes
        needed = scopes_needed_by_steps(recipe_scopes)
        self.query_one(ScopeNeeds).show(self.session.credential, needed)

    @work(thread=True, exclusive=True, group="needs", exit_on_error=False)
    def _needs_worker(self, names: list[str], planned: Recipe | None) -> None:
        """Scopes of the planned recipe and of every recipe the open findings suggest."""
        from callbridge.recipe import RecipeError, load_recipe, required_scopes

        recipes = [planned] if planned is not None else []
        for name in names:
            try:
                recipes.append(load_recipe(name))
            except RecipeError:
                continue  # a finding naming a recipe that is not built in: nothing to ask
        scopes = sorted({scope for recipe in recipes for scope in required_scopes(recipe)})
        self.post_message(self.NeedsKnown(scopes))

    def on_connect_screen_needs_known(self, message: NeedsKnown) -> None:
        self._show_needs(message.scopes)

    @on(Input.Submitted)
    @on(Button.Pressed, "#connect")
    def _submit(self) -> None:
        self.action_connect()

    def action_connect(self) -> None:
        base_url = self.query_one("#base-url", Input).value.strip() or None
        key_input = self.query_one("#api-key", Input)
        typed = key_input.value.strip() or None
        key_input.value = ""
        if typed is not None:
            self.cb_app.known_secrets.add(typed)
        self.query_one("#connect-status", Static).update("Connecting…")
        self._connect_worker(base_url, typed)

    @work(thread=True, exclusive=True, group="connect", exit_on_error=False)
    def _connect_worker(self, base_url: str | None, api_key: str | None) -> None:
        try:
            connection = self.cb_app.connection_factory(base_url, api_key)
        except Exception as exc:  # every failure becomes a message, never a crash
            self.post_message(self.Failed(describe(exc)))
            return
        try:
            credential = connection.client.me()
        except Exception as exc:
            connection.close()  # a rejected key keeps nothing open (the embedded sandbox)
            self.post_message(self.Failed(describe(exc)))
            return
        self.post_message(self.Connected(connection, credential))

    def on_connect_screen_connected(self, message: Connected) -> None:
        self.cb_app.set_connection(message.connection)
        self.session.credential = message.credential
        self.query_one("#connect-status", Static).update(
            Text(f"Connected to {message.connection.target}")
        )
        self.refresh_from_session()
        self.notify(f"Connected as a {message.credential.kind} key", title="Connect")
