"""Step 5: a v2 webhook subscription, end to end, against a local receiver.

The order is the contract's: the receiver listens first (its URL goes into the
subscription), PUT creates the subscription inactive, rotate-secret gives the one-time
secret (handed straight to the receiver, shown once in a modal), verify makes the service
send the signed challenge that the receiver answers, and from then on deliveries arrive.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, TypeVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.message import Message
from textual.notifications import SeverityLevel
from textual.widgets import Button, Input, Label, Static

from callbridge.tui.errors import describe
from callbridge.tui.needs import DEFAULT_WEBHOOK_EVENTS
from callbridge.tui.screens.base import StepScreen
from callbridge.tui.screens.secret import SecretScreen
from callbridge.tui.widgets.deliveries import DeliveriesTable
from callbridge.tui.widgets.field_input import FieldInput

if TYPE_CHECKING:
    from callbridge.api import Client
    from callbridge.api.models import Delivery, WebhookSubscription
    from callbridge.webhooks import ReceivedEvent, Receiver

T = TypeVar("T")
DEFAULT_NAME = "callbridge-migration"
CALL_TIMEOUT_SECONDS = 20.0  # verify alone may take the spec's 15 s
PAUSE_ON_EXIT_SECONDS = 0.8  # quitting must stay quick even when the service is not


def new_subscription_id() -> str:
    """The subscription id is the client's to choose and keep (PUT /webhooks/{id}): the one
    this step used last time in this directory, so a restart reuses its subscription."""
    from callbridge.connection import EMBEDDED_DIR
    from callbridge.webhooks import remembered_subscription_id

    return remembered_subscription_id(EMBEDDED_DIR, "tui", "walkthrough")


def _on_daemon_thread(call: Callable[[], T]) -> asyncio.Future[T]:
    """`call()` on a daemon thread, its outcome as a future of the running loop.

    Not a thread worker: those run on the loop's default executor, which the loop joins when
    the app ends, so a call the service never answers would hold the process (and the
    terminal) after Ctrl+Q for as long as the call's timeout. A daemon thread is left behind.
    """
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()

    def resolve(outcome: T) -> None:
        if not future.done():
            future.set_result(outcome)

    def reject(failure: BaseException) -> None:
        if not future.done():
            future.set_exception(failure)

    def run() -> None:
        try:
            outcome = call()
        except BaseException as exc:  # handed to the awaiting task
            with contextlib.suppress(RuntimeError):  # the loop is gone: nobody waits
                loop.call_soon_threadsafe(reject, exc)
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(resolve, outcome)

    threading.Thread(target=run, name="callbridge-webhooks-call", daemon=True).start()
    return future


def _within(seconds: float, call: Callable[[], T]) -> T:
    """`call()` on a daemon thread, abandoned (TimeoutError) if it has not answered in time:
    a hung service must not hold the app's exit."""
    outcome: list[T] = []
    failure: list[BaseException] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # handed to the caller's thread
            failure.append(exc)

    thread = threading.Thread(target=run, name="callbridge-webhooks-call", daemon=True)
    thread.start()
    thread.join(seconds)
    if failure:
        raise failure[0]
    if not outcome:
        raise TimeoutError(f"no answer within {seconds:.0f} s (the service may still finish it)")
    return outcome[0]


class WebhooksScreen(StepScreen):
    HELP = """
## Webhooks
In order: **Ctrl+L** start the local receiver, **Ctrl+O** save the subscription,
**Ctrl+R** rotate its secret (shown once), **Ctrl+Y** verify (a verified subscription is
active at once), then watch deliveries arrive (**Ctrl+G** asks the service). **Ctrl+T**
pauses an active subscription or enables a paused one.
"""
    STEP_ID = "webhooks"
    FAILURE_STATUS = "webhook-status"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+l", "listen", "Listen", tooltip="Start the local receiver"),
        Binding("ctrl+o", "save", "Save", tooltip="Create or update the subscription (PUT)"),
        Binding("ctrl+r", "rotate", "Rotate", tooltip="Rotate the signing secret"),
        Binding("ctrl+y", "verify", "Verify", tooltip="Ask the service to verify the receiver"),
        Binding("ctrl+t", "toggle_active", "Pause/Enable", tooltip="Pause or enable deliveries"),
        Binding("ctrl+g", "refresh_deliveries", "Deliveries", tooltip="GET the deliveries"),
    ]

    class Updated(Message):
        """A subscription call succeeded; `what` says which, for the log line."""

        def __init__(self, what: str, subscription: WebhookSubscription) -> None:
            super().__init__()
            self.what = what
            self.subscription = subscription

    class Rotated(Message):
        def __init__(self, subscription_id: str, secret: str) -> None:
            super().__init__()
            self.subscription_id = subscription_id
            self.secret = secret

    class Listening(Message):
        def __init__(self, receiver: Receiver) -> None:
            super().__init__()
            self.receiver = receiver

    class EventArrived(Message):
        def __init__(self, received: ReceivedEvent) -> None:
            super().__init__()
            self.received = received

    class DeliveriesRead(Message):
        def __init__(self, deliveries: list[Delivery]) -> None:
            super().__init__()
            self.deliveries = deliveries

    class Settled(Message):
        """A call finished, however it went: the spinner goes."""

    class Note(Message):
        """Something the receiver saw, from its own thread."""

        def __init__(self, text: str, severity: SeverityLevel) -> None:
            super().__init__()
            self.text = text
            self.severity = severity

    def __init__(self) -> None:
        super().__init__()
        self.receiver: Receiver | None = None

    def compose_body(self) -> ComposeResult:
        for label, field_id, value in (
            ("Id", "hook-id", new_subscription_id()),
            ("Name", "hook-name", DEFAULT_NAME),
            ("URL", "hook-url", ""),
            ("Events", "hook-events", ", ".join(DEFAULT_WEBHOOK_EVENTS)),
        ):
            with Horizontal(classes="field-row"):
                yield Label(label, classes="field-label")
                yield FieldInput(
                    value,
                    id=field_id,
                    compact=True,
                    placeholder="https://… or the local receiver (Listen)"
                    if field_id == "hook-url"
                    else "",
                )
        with Horizontal(classes="button-row"):
            for label, button_id in (
                ("Listen", "listen"),
                ("Save", "save"),
                ("Rotate secret", "rotate"),
                ("Verify", "verify"),
                ("Enable", "toggle_active"),
                ("Deliveries", "refresh_deliveries"),
            ):
                yield Button(label, id=f"do-{button_id}", compact=True)
        yield Static(id="webhook-status")
        yield DeliveriesTable(id="deliveries")

    def refresh_from_session(self) -> None:
        hook = self.session.webhook
        text = Text()
        text.append("receiver ", style="bold")
        text.append(hook.receiver_url or "not running", style="" if hook.receiver_url else "dim")
        text.append("\nsubscription ", style="bold")
        if hook.subscription_id is None:
            text.append("not created", style="dim")
        else:
            text.append(
                "active" if hook.active else "inactive", style="green" if hook.active else "yellow"
            )
            text.append(" · verified" if hook.verified else " · not verified")
            if hook.active:
                text.append(" (Ctrl+T pauses)", style="dim")
            elif hook.verified:
                text.append(" (Ctrl+T enables)", style="dim")
            else:
                text.append(" (Ctrl+Y verifies and enables)", style="dim")
        text.append("  secret ", style="bold")
        if not hook.secret_rotated:
            text.append("not rotated", style="dim")
        else:
            text.append(
                f"saved to {hook.secret_saved_to}" if hook.secret_saved_to else "rotated, not saved"
            )
        text.append(f"  events received {hook.events_received}")
        self.query_one("#webhook-status", Static).update(text)
        toggle = self.query_one("#do-toggle_active", Button)
        toggle.label = "Pause" if hook.active else "Enable"

    # --- form ---------------------------------------------------------------------------

    def _field(self, field_id: str) -> str:
        return self.query_one(f"#{field_id}", Input).value.strip()

    def _subscription_id(self) -> str | None:
        value = self._field("hook-id")
        try:
            return str(uuid.UUID(value))
        except ValueError:
            self.notify("The subscription id must be a UUID.", severity="error")
            return None

    def _events(self) -> list[str]:
        return [part.strip() for part in self._field("hook-events").split(",") if part.strip()]

    @on(Button.Pressed)
    async def _button(self, event: Button.Pressed) -> None:
        if event.button.id and event.button.id.startswith("do-"):
            await self.run_action(event.button.id.removeprefix("do-"))

    def _client_call(self, what: str, call: Callable[[Client], object]) -> None:
        connection = self.cb_app.connection
        if connection is None:
            self.notify("Connect first (F2).", severity="warning")
            return
        self.query_one("#webhook-status", Static).loading = True
        self._call_worker(what, connection.client, call)

    @work(group="webhook", exit_on_error=False)
    async def _call_worker(
        self, what: str, client: Client, call: Callable[[Client], object]
    ) -> None:
        """Each call on a daemon thread, awaited here within `CALL_TIMEOUT_SECONDS`: quitting
        cancels this worker at once, whatever the service does with the call."""
        from callbridge.api.models import Page, SigningSecret, WebhookSubscription

        try:
            result = await asyncio.wait_for(
                _on_daemon_thread(lambda: call(client)), CALL_TIMEOUT_SECONDS
            )
        except TimeoutError:
            self.post_message(
                self.Failed(
                    f"no answer within {CALL_TIMEOUT_SECONDS:.0f} s "
                    "(the service may still finish it)",
                    what=what,
                )
            )
            return
        except Exception as exc:  # service errors keep code and request id in the text
            self.post_message(self.Failed(describe(exc), what=what))
            return
        finally:
            self.post_message(self.Settled())
        if isinstance(result, SigningSecret):
            self.post_message(self.Rotated(result.id, result.signing_secret))
        elif isinstance(result, Page):
            self.post_message(self.DeliveriesRead(list(result.data)))
        elif isinstance(result, WebhookSubscription):
            self.post_message(self.Updated(what, result))

    # --- actions ------------------------------------------------------------------------

    def action_listen(self) -> None:
        if self.receiver is not None:
            self.notify(f"The receiver already listens on {self.receiver.url}.")
            return
        self._listen_worker()

    @work(thread=True, exclusive=True, group="receiver", exit_on_error=False)
    def _listen_worker(self) -> None:
        from callbridge.webhooks import Receiver

        # No secret until one is rotated: until then every request is rejected, as it should.
        receiver = Receiver(
            on_event=lambda received: self.post_message(self.EventArrived(received)),
            on_verification=lambda _challenge: self.post_message(
                self.Note("The receiver answered the verification challenge.", "information")
            ),
            on_rejected=lambda kind, text: self.post_message(
                self.Note(f"The receiver rejected a request ({kind}): {text}", "warning")
            ),
        )
        try:
            receiver.start()
            self._open_embedded_sandbox()
        except Exception as exc:  # a busy port or a closed sandbox: reported
            receiver.stop()
            self.post_message(self.Failed(describe(exc), what="listen"))
            return
        self.post_message(self.Listening(receiver))

    def _open_embedded_sandbox(self) -> None:
        """The embedded sandbox is a local stand-in for the service: let it deliver to the
        local receiver (its allowLoopbackReceivers setting) and send deliveries as they fall
        due, as the real service would. A real target is left as it is."""
        connection = self.cb_app.connection
        if connection is None or not connection.embedded:
            return
        from callbridge.sandbox import Sandbox

        sandbox = connection.resources
        if isinstance(sandbox, Sandbox):
            sandbox.settings(allow_loopback_receivers=True)
            sandbox.start_worker()

    def on_webhooks_screen_listening(self, message: Listening) -> None:
        self.receiver = message.receiver
        self.session.webhook.receiver_url = message.receiver.url
        url = self.query_one("#hook-url", Input)
        if not url.value.strip():
            url.value = message.receiver.url
        self.refresh_from_session()
        self.notify(f"Receiver listening on {message.receiver.url}", title="Webhooks")

    def action_save(self) -> None:
        hook_id = self._subscription_id()
        if hook_id is None:
            return
        name, url, events = self._field("hook-name"), self._field("hook-url"), self._events()
        self._client_call("save", lambda client: client.webhooks.put(hook_id, name, url, events))

    def action_rotate(self) -> None:
        hook_id = self._subscription_id()
        if hook_id is not None:
            self._client_call("rotate", lambda client: client.webhooks.rotate_secret(hook_id))

    def action_verify(self) -> None:
        hook_id = self._subscription_id()
        if hook_id is not None:
            self._client_call("verify", lambda client: client.webhooks.verify(hook_id))

    def action_toggle_active(self) -> None:
        hook_id = self._subscription_id()
        if hook_id is None:
            return
        active = not self.session.webhook.active
        what = "enable" if active else "pause"
        self._client_call(what, lambda client: client.webhooks.set_active(hook_id, active))

    def action_refresh_deliveries(self) -> None:
        hook_id = self._subscription_id()
        if hook_id is not None:
            self._client_call("deliveries", lambda client: client.webhooks.deliveries(hook_id))

    # --- results ------------------------------------------------------------------------

    def on_webhooks_screen_updated(self, message: Updated) -> None:
        sub = message.subscription
        hook = self.session.webhook
        hook.subscription_id = sub.id
        hook.name, hook.url, hook.events = sub.name, sub.url, [str(e) for e in sub.events]
        hook.active = sub.active
        if sub.verified is not None:  # gap G8; a service that leaves it out: verify says so
            hook.verified = sub.verified
        elif message.what == "verify":
            hook.verified = True
        self.refresh_from_session()
        if message.what == "verify" and sub.active:
            text = "Verified: the service enabled the subscription, deliveries flow now."
        else:
            text = f"{message.what}: subscription {'active' if sub.active else 'inactive'}"
        self.notify(text, title="Webhooks")

    def on_webhooks_screen_rotated(self, message: Rotated) -> None:
        self.cb_app.known_secrets.add(message.secret)
        hook = self.session.webhook
        hook.subscription_id = message.subscription_id
        hook.secret_rotated = True
        hook.active = False
        hook.secret_saved_to = None
        if self.receiver is not None:
            self.receiver.set_secrets(message.secret)

        def closed(saved_to: Path | None) -> None:
            hook.secret_saved_to = str(saved_to) if saved_to is not None else None
            self.refresh_from_session()

        self.app.push_screen(SecretScreen(message.secret, message.subscription_id), closed)
        self.refresh_from_session()

    def on_webhooks_screen_event_arrived(self, message: EventArrived) -> None:
        self.session.webhook.events_received += 1
        self.query_one(DeliveriesTable).received(message.received)
        self.refresh_from_session()

    def on_webhooks_screen_deliveries_read(self, message: DeliveriesRead) -> None:
        self.query_one(DeliveriesTable).service_view(message.deliveries)

    def on_webhooks_screen_settled(self, message: Settled) -> None:
        self.query_one("#webhook-status", Static).loading = False

    def on_webhooks_screen_note(self, message: Note) -> None:
        self.notify(message.text, title="Receiver", severity=message.severity)

    def on_mount(self) -> None:
        self.cb_app.before_quit.append(self._pause_on_exit)

    def on_unmount(self) -> None:
        if self.receiver is not None:
            self.receiver.stop()
        self._pause_on_exit()

    def _pause_on_exit(self) -> None:
        """The subscription this step enabled stops with it: paused (within a bound, so
        quitting stays quick), and said so once the terminal is back."""
        hook, connection = self.session.webhook, self.cb_app.connection
        if not (hook.active and hook.subscription_id and connection is not None):
            return
        hook_id, client = hook.subscription_id, connection.client
        try:
            _within(PAUSE_ON_EXIT_SECONDS, lambda: client.webhooks.set_active(hook_id, False))
        except Exception as exc:
            note = f"subscription {hook_id} NOT paused ({describe(exc)}); pause it with PATCH"
        else:
            hook.active = False
            note = f"subscription {hook_id} paused"
        self.cb_app.exit_notes.append(note)
