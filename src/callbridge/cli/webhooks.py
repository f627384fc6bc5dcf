"""`migrate webhooks listen`: a local receiver for v2 webhooks, for development."""

from __future__ import annotations

import contextlib
import os
import threading
from typing import TYPE_CHECKING

import click

from callbridge._terminal import shown
from callbridge.cli._errors import EXIT_CONFIG, EXIT_ERROR, cli_errors
from callbridge.cli._options import connection_options, open_connection

if TYPE_CHECKING:
    from callbridge.api.models import VerificationChallenge, WebhookSubscription
    from callbridge.connection import Connection
    from callbridge.webhooks import ReceivedEvent, Receiver

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
    By hand, against a sandbox with allowLoopbackReceivers on:
      1. PUT /webhooks/{id} with url http://127.0.0.1:8787/webhooks
      2. POST /webhooks/{id}/rotate-secret and export the secret:
         export CALLBRIDGE_WEBHOOK_SECRET=whsec_...
      3. migrate webhooks listen
      4. POST /webhooks/{id}/verify: this receiver answers the challenge

    Every request is verified over its raw bytes before its body is parsed; a bad, stale
    or future signature is rejected with 400. Events are deduplicated by event id (durably
    with --db) and printed with their delivery and attempt ids. Stop with Ctrl-C.
    """
    raw = os.environ.get(secret_env, "")
    secrets = [part.strip() for part in raw.split(",") if part.strip()]
    if not secrets and not subscribe:
        click.echo(
            f"configuration error: no signing secret in ${secret_env}; rotate the "
            "subscription's secret and export it there, or use --subscribe",
            err=True,
        )
        raise click.exceptions.Exit(EXIT_CONFIG)
    event_types = [e.strip() for e in events.split(",") if e.strip()] if events else None
    with cli_errors():
        from callbridge.api.checkpoint import DedupeStore
        from callbridge.webhooks import Receiver

        def on_event(received: ReceivedEvent) -> None:
            event = received.event
            click.echo(
                f"{event.created_at.isoformat()}  {shown(event.type):<26} "
                f"{shown(event.resource_type)}/{shown(event.resource_id)}  event={shown(event.id)}  "
                f"delivery={shown(received.delivery_id or '-')}  "
                f"attempt={shown(received.attempt_id or '-')}"
                + (f"  -> forwarded to {forward_to}" if forward_to else "")
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

        receiver = Receiver(
            secrets,
            host=host,
            port=port,
            on_event=on_event,
            on_duplicate=on_duplicate,
            on_verification=on_verification,
            on_rejected=on_rejected,
            on_failure=on_failure,
            dedupe=DedupeStore(db) if db else None,
            forward_to=forward_to,
        )
        try:
            receiver.start()
        except OSError as exc:
            click.echo(f"error: cannot listen on {host}:{port}: {exc.strerror}", err=True)
            raise click.exceptions.Exit(EXIT_ERROR) from None
        connection: Connection | None = None
        subscription: WebhookSubscription | None = None
        try:
            if subscribe:
                connection = open_connection(base_url, api_key_file)
                subscription = _subscribe(connection, receiver, event_types, subscription_id)
            click.echo(f"Ready: listening on {receiver.url} (Ctrl-C to stop)")
            with contextlib.suppress(KeyboardInterrupt):
                threading.Event().wait()
        finally:
            receiver.stop()
            if connection is not None:
                if subscription is not None:
                    connection.client.webhooks.set_active(subscription.id, False)
                    click.echo(f"subscription {subscription.id} paused", err=True)
                connection.close()


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
    subscription = receiver.subscribe(
        connection.client,
        event_types or tuple(EventType),
        subscription_id=subscription_id,
    )
    secret = receiver.secrets[0]
    count = len(subscription.events)
    click.echo(
        f"Subscribed {subscription.id} ({count} event type{'' if count == 1 else 's'}) on "
        f"{connection.target}; verified; secret {mask_secret(secret)} held by this receiver",
        err=True,
    )
    return subscription
