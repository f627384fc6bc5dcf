"""`callbridge sandbox`: run the local v2 sandbox, or export its OpenAPI document."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from callbridge.cli._errors import EXIT_CONFIG, EXIT_ERROR, cli_errors
from callbridge.cli._options import connection_options, open_connection

if TYPE_CHECKING:
    from callbridge.connection import Connection
    from callbridge.sandbox.client.control import ControlError


@click.group()
def sandbox() -> None:
    """The local, stateful implementation of the Calling Service API v2."""


@sandbox.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to bind.")
@click.option(
    "--port",
    default=8765,
    show_default=True,
    type=click.IntRange(0, 65535),
    help="TCP port (0 picks a free one).",
)
@click.option(
    "--db",
    "db_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="SQLite file to keep state in (default: in memory, gone on exit).",
)
@click.option(
    "--environment",
    type=click.Choice(["test", "live"]),
    default="test",
    show_default=True,
    help="The one key environment this server answers.",
)
@click.option(
    "--seed",
    type=click.Choice(["demo"]),
    help="Create a demo workspace with members, keys and records; prints its keys.",
)
@click.option("--no-control", is_flag=True, help="Turn the /_sandbox control API off.")
@click.option(
    "--allow-loopback-receivers",
    is_flag=True,
    help="Let webhook subscriptions point at http://127.0.0.1:<port> or "
    "http://localhost:<port> (the allowLoopbackReceivers setting).",
)
def serve(
    host: str,
    port: int,
    db_path: Path | None,
    environment: str,
    seed: str | None,
    no_control: bool,
    allow_loopback_receivers: bool,
) -> None:
    """Serve the sandbox over HTTP until Ctrl-C.

    The v2 API is under /api/public/v2, the retired v1 paths answer 410, and the control
    API (workspaces, members, keys, records, clock, faults) is under /_sandbox.
    """
    from callbridge.sandbox.server import serve as run

    try:
        run(
            db_path,
            host=host,
            port=port,
            environment=environment,
            seed=seed,
            control=not no_control,
            allow_loopback_receivers=allow_loopback_receivers,
            echo=click.echo,
        )
    except OSError as error:
        if db_path is not None and not _db_usable(db_path):
            raise click.ClickException(f"cannot open the database {db_path}: {error}") from None
        raise click.ClickException(
            f"cannot listen on {host}:{port}: {error.strerror or error}"
        ) from None
    except sqlite3.Error as error:
        raise click.ClickException(f"cannot open the database {db_path}: {error}") from None
    except KeyboardInterrupt:
        pass
    click.echo("Sandbox stopped.")


def _db_usable(path: Path) -> bool:
    parent = path.parent if str(path.parent) else Path()
    return parent.is_dir() and (not path.exists() or path.is_file())


@sandbox.command()
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the document to this file instead of standard output.",
)
@click.option(
    "--base-url",
    default="http://127.0.0.1:8765",
    show_default=True,
    help="Scheme, host and port the document's server URLs name.",
)
def openapi(output: Path | None, base_url: str) -> None:
    """Print the OpenAPI 3.1 document of the sandbox's v2 routes."""
    from callbridge.sandbox.openapi import openapi as document

    if not base_url.startswith(("http://", "https://")):
        raise click.BadParameter("must start with http:// or https://", param_hint="--base-url")
    text = json.dumps(document(base_url), indent=2) + "\n"
    if output is None:
        click.echo(text, nl=False)
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as error:
        raise click.ClickException(f"cannot write {output}: {error}") from None
    click.echo(f"Wrote {output}", err=True)


@sandbox.command()
@click.argument("event_type", metavar="EVENT_TYPE")
@click.option(
    "--count",
    type=click.IntRange(1, 10_000),
    default=1,
    show_default=True,
    help="How many times to do the write that emits EVENT_TYPE.",
)
@connection_options
def trigger(event_type: str, count: int, base_url: str | None, api_key_file: str | None) -> None:
    """Make the sandbox emit real EVENT_TYPE events, to test a receiver.

    \b
    Like `stripe trigger`: it does the write that causes the event (a contact upsert for
    contact.created, a list rename for list.updated, a call completed with a recording for
    recording.available, ...) through the v2 API, and through the sandbox control API for
    what only the product does (calls and their evidence). Events some types need first
    (the contact before contact.updated) are emitted too and counted. Works against
    `migrate sandbox serve` (CALLBRIDGE_BASE_URL) and the embedded sandbox.
    """
    with cli_errors():
        from callbridge.sandbox.client.control import ControlError
        from callbridge.webhooks._trigger import TRIGGERS
        from callbridge.webhooks._trigger import trigger as run_trigger

        if event_type not in TRIGGERS:
            known = ", ".join(sorted(TRIGGERS))
            click.echo(
                f"error: the sandbox cannot emit {event_type!r}: no write causes it "
                f"(list.deleted has none; the spec names no list deletion).\n"
                f"  triggerable: {known}",
                err=True,
            )
            raise click.exceptions.Exit(EXIT_CONFIG)
        connection = open_connection(base_url, api_key_file)
        control = _control_for(connection)
        try:
            result = run_trigger(connection.client, control, event_type, count)
        except ControlError as exc:
            click.echo(f"error: {_control_message(exc, connection.target)}", err=True)
            raise click.exceptions.Exit(EXIT_ERROR) from None
        finally:
            if control is not connection.resources:
                control.close()
            connection.close()
    extra = ", ".join(
        f"{n} {kind}" for kind, n in sorted(result.emitted.items()) if kind != event_type
    )
    click.echo(
        f"Triggered {result.emitted[event_type]} {event_type} on {connection.target}"
        + (f" (also emitted: {extra})" if extra else "")
    )


def _control_for(connection: Connection) -> Any:
    """The sandbox control API behind the connection: the embedded sandbox itself, or the
    server root of a served one."""
    if connection.embedded:
        return connection.resources
    import httpx

    from callbridge.sandbox.client.control import ControlClient
    from callbridge.webhooks._trigger import control_root

    class Remote(ControlClient):
        def __init__(self, root: str) -> None:
            self._control_http = httpx.Client(base_url=root, trust_env=False, timeout=30.0)

        def close(self) -> None:
            self._control_http.close()

    return Remote(control_root(str(connection.base_url)))


def _control_message(exc: ControlError, target: str) -> str:
    body = exc.body
    error = body.get("error") if isinstance(body, dict) else None
    if exc.status == 404 and not isinstance(error, dict):
        return f"{target} has no sandbox control API: trigger works against a callbridge sandbox"
    if isinstance(error, dict):
        return f"the sandbox control API refused: {error.get('code')}: {error.get('message')}"
    return f"the sandbox control API answered HTTP {exc.status}"
