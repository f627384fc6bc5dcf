"""`migrate webhooks listen`: a local receiver for v2 webhooks, for development."""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from callbridge._terminal import shown
from callbridge.cli._errors import EXIT_CONFIG, EXIT_ERROR, cli_errors, describe_error
from callbridge.cli._options import connection_options, open_connection

if TYPE_CHECKING:
    from callbridge.api.models import VerificationChallenge, WebhookSubscription
    from callbridge.connection import Connection
    from callbridge.webhooks import ReceivedEvent, Receiver, SecretFile

DEFAULT_SECRET_ENV = "CALLBRIDGE_WEBHOOK_SECRET"


@click.group()
def webhooks() -> None:
    """Receive and inspect v2 webhook deliveries."""


@webhooks.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to bind.")
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=8787,
    show_default=True,
    help="Port to listen on (0: any free port).",
)
@click.option(
    "--secret-env",
    default=DEFAULT_SECRET_ENV,
    show_default=True,
    metavar="NAME",
    help="Environment variable holding the signing secret (several, comma-separated, "
    "while rotating). Not needed with --subscribe.",
)
@click.option(
    "--secret-file",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    metavar="FILE",
    help="Read the signing secret from this 0600 file (one per line while rotating), and "
    "again whenever it changes; it may not exist yet. Overrides --secret-env.",
)
@click.option(
    "--forward-to",
    default=None,
    metavar="URL",
    help="Also POST each new verified event, raw and with its headers, to this URL.",
)
@click.option(
    "--db",
    type=click.Path(dir_okay=False, path_type=str),
    default=None,
    help="SQLite file remembering handled event ids across restarts (default: memory).",
)
@click.option(
    "--subscribe",
    is_flag=True,
    help="Point a subscription at this receiver, rotate its secret into it and verify it; "
    "the subscription is paused again on exit.",
)
@click.option(
    "--events",
    default=None,
    metavar="TYPES",
    help="Comma-separated event types for --subscribe (default: every type).",
)
@click.option(
    "--subscription-id",
    default=None,
    metavar="UUID",
    help="Subscription to use with --subscribe (default: one derived from the receiver URL).",
)
@connection_options
def listen(
    host: str,
    port: int,
    secret_env: str,
    secret_file: Path | None,
    forward_to: str | None,
    db: str | None,
    subscribe: bool,
    events: str | None,
    subscription_id: str | None,
    base_url: str | None,
    api_key_file: str | None,
) -> None:
    """Verify, deduplicate and print v2 webhook deliveries on a local port.

    \b
    Quickest: `migrate webhooks listen --subscribe` creates (or updates) a subscription
    pointing here, rotates its secret into the receiver and verifies it. Against the
    embedded sandbox it also admits loopback receivers and sends deliveries in real time.
    \b
    With a recipe, in two terminals (`sandbox serve --allow-loopback-receivers`):
      migrate webhooks listen --secret-file .callbridge/webhook-secret
      migrate run rotate-and-verify-webhook --input webhook_id=<uuid> \\
        --input name=local --input events=contact.created \\
        --input url=http://127.0.0.1:8787/webhooks \\
        --input secret_file=.callbridge/webhook-secret
    The recipe rotates the secret into the file; this receiver reads it before the
    verification challenge arrives.

    Every request is verified over its raw bytes before its body is parsed; a bad, stale
    or future signature is rejected with 400. Events are deduplicated by event id (durably
    with --db) and printed with their delivery and attempt ids. Stop with Ctrl-C (or
    SIGTERM, SIGHUP): a subscription made with --subscribe is paused on every way out.
    """
    if secret_file is not None and subscribe:
        raise click.UsageError("--secret-file and --subscribe each supply the secret; pick one")
    raw = os.environ.get(secret_env, "")
    secrets = [part.strip() for part in raw.split(",") if part.strip()]
    if not secrets and not subscribe and secret_file is None:
        click.echo(
            f"configuration error: no signing secret in ${secret_env}; give --secret-file "
            "FILE (a 0600 file the secret is rotated into), export the secret there, or use "
            "--subscribe",
            err=True,
        )
        raise click.exceptions.Exit(EXIT_CONFIG)
    event_types = [e.strip() for e in events.split(",") if e.strip()] if events else None
    with cli_errors():
        from callbridge.api.checkpoint import DedupeStore
        from callbridge.webhooks import Receiver, SecretFile

        source = SecretFile(secret_file) if secret_file is not None else None
        receiver = Receiver(
            () if source is not None else secrets,
            host=host,
            port=port,
            dedupe=DedupeStore(db) if db else None,
            forward_to=forward_to,
            secret_file=source,
            **_printers(forward_to, source),
        )
        if source is not None:
            _load_secret_file(receiver, source)
        try:
            receiver.start()
        except OSError as exc:
            click.echo(f"error: cannot listen on {host}:{port}: {exc.strerror}", err=True)
            raise click.exceptions.Exit(EXIT_ERROR) from None
        _serve(receiver, subscribe, event_types, subscription_id, base_url, api_key_file)


def _printers(forward_to: str | None, source: SecretFile | None) -> dict[str, Any]:
    """The receiver's callbacks: one line per thing it saw, escaped where it came from afar."""
    from callbridge._redact import mask_secret

    def on_event(received: ReceivedEvent) -> None:
        event = received.event
        click.echo(
            f"{event.created_at.isoformat()}  {shown(event.type):<26} "
            f"{shown(event.resource_type)}/{shown(event.resource_id)}  event={shown(event.id)}  "
            f"delivery={shown(received.delivery_id or '-')}  "
            f"attempt={shown(received.attempt_id or '-')}"
            + (
                f"  -> forwarded to {forward_to} ({shown(received.forwarded)})"
                if forward_to
                else ""
            )
        )

    def on_duplicate(received: ReceivedEvent) -> None:
        click.echo(
            f"duplicate event={shown(received.event.id)}  "
            f"delivery={shown(received.delivery_id or '-')}  "
            f"attempt={shown(received.attempt_id or '-')} (already handled, acknowledged)"
        )

    def on_verification(challenge: VerificationChallenge) -> None:
        click.echo("verification challenge answered")

    def on_rejected(kind: str, message: str) -> None:
        click.echo(f"rejected ({kind}): {shown(message)}", err=True)

    def on_failure(received: ReceivedEvent, exc: Exception) -> None:
        click.echo(
            f"failed event={shown(received.event.id)}: {shown(exc)} "
            "(answered 500; the sender retries)",
            err=True,
        )

    def on_secret_change(values: tuple[str, ...], problem: Exception | None) -> None:
        assert source is not None
        if problem is not None:
            click.echo(f"secret file not used: {shown(problem)}; keeping the secret held", err=True)
        elif values:
            masked = ", ".join(mask_secret(value) for value in values)
            click.echo(f"signing secret loaded from {source.path}: {masked}", err=True)
        else:
            click.echo(f"waiting for a signing secret in {source.path}", err=True)

    return {
        "on_event": on_event,
        "on_duplicate": on_duplicate,
        "on_verification": on_verification,
        "on_rejected": on_rejected,
        "on_failure": on_failure,
        "on_secret_change": on_secret_change,
    }


def _load_secret_file(receiver: Receiver, source: SecretFile) -> None:
    """The first read: a file open to others is a configuration error at start."""
    from callbridge.webhooks import SecretFileError

    try:
        source.read()
    except SecretFileError as exc:
        click.echo(f"configuration error: {exc}", err=True)
        raise click.exceptions.Exit(EXIT_CONFIG) from None
    source.forget()
    receiver.reload_secrets()
    if not receiver.secrets:
        click.echo(
            f"waiting for a signing secret in {source.path} (every request is rejected "
            "until one is there)",
            err=True,
        )


class _Stop(Exception):
    """A signal asked the receiver to stop (SIGTERM, SIGHUP)."""


def _serve(
    receiver: Receiver,
    subscribe: bool,
    event_types: list[str] | None,
    subscription_id: str | None,
    base_url: str | None,
    api_key_file: str | None,
) -> None:
    """Run until a signal or Ctrl-C; pause the subscription on every way out."""

    def stop(signum: int, _frame: object) -> None:
        raise _Stop(signal.Signals(signum).name)

    stoppable = [signal.SIGTERM] + ([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])
    previous = {sig: signal.signal(sig, stop) for sig in stoppable}
    connection: Connection | None = None
    subscription: WebhookSubscription | None = None
    try:
        if subscribe:
            connection = open_connection(base_url, api_key_file)
            subscription = _subscribe(connection, receiver, event_types, subscription_id)
        click.echo(f"Ready: listening on {receiver.url} (Ctrl-C to stop)")
        threading.Event().wait()
    except (KeyboardInterrupt, _Stop):
        pass
    finally:
        # a second signal must not cut the clean-up short
        for sig in [*stoppable, signal.SIGINT]:
            signal.signal(sig, signal.SIG_IGN)
        receiver.stop()
        if connection is not None:
            if subscription is not None:
                _pause(connection, subscription.id)
            connection.close()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        signal.signal(signal.SIGINT, signal.default_int_handler)


def _pause(connection: Connection, subscription_id: str) -> None:
    try:
        connection.client.webhooks.set_active(subscription_id, False)
    except Exception as exc:
        described = describe_error(exc)
        reason = described[0] if described is not None else str(exc)
        click.echo(
            f"subscription {subscription_id} NOT paused: {reason}\n"
            f'  pause it with: PATCH /webhooks/{subscription_id} {{"active": false}}',
            err=True,
        )
        return
    click.echo(f"subscription {subscription_id} paused", err=True)


def _subscribe(
    connection: Connection,
    receiver: Receiver,
    event_types: list[str] | None,
    subscription_id: str | None,
) -> WebhookSubscription:
    from callbridge._redact import mask_secret
    from callbridge.api.models import EventType

    if connection.embedded:
        # The embedded sandbox is this process's own: let it call back to loopback and send
        # deliveries as they fall due, as a real service would.
        sandbox = connection.resources
        sandbox.settings(allow_loopback_receivers=True)
        sandbox.start_worker()
    from callbridge.connection import EMBEDDED_DIR
    from callbridge.webhooks import remembered_subscription_id

    subscription = receiver.subscribe(
        connection.client,
        event_types or tuple(EventType),
        subscription_id=subscription_id
        or remembered_subscription_id(EMBEDDED_DIR, "listen", connection.target),
    )
    secret = receiver.secrets[0]
    count = len(subscription.events)
    click.echo(
        f"Subscribed {subscription.id} ({count} event type{'' if count == 1 else 's'}) on "
        f"{connection.target}; verified; secret {mask_secret(secret)} held by this receiver",
        err=True,
    )
    return subscription
