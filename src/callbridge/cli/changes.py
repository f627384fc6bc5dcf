"""`migrate changes tail`: print the change feed as it grows."""

from __future__ import annotations

import contextlib
import json
from typing import TYPE_CHECKING

import click

from callbridge._terminal import shown
from callbridge.cli._errors import cli_errors
from callbridge.cli._options import connection_options, open_connection

if TYPE_CHECKING:
    from callbridge.api.models import Change


@click.group()
def changes() -> None:
    """Read the change feed (GET /changes), the pull-based way to recover events."""


@changes.command()
@connection_options
@click.option(
    "--cursor-file",
    type=click.Path(dir_okay=False, path_type=str),
    default=None,
    help="Resume from and save the cursor here; it is saved only after a page is printed.",
)
@click.option(
    "--from",
    "start",
    default="0",
    show_default=True,
    metavar="CURSOR",
    help="Start after this cursor when the cursor file has none (0: from the beginning).",
)
@click.option("--follow", "-f", is_flag=True, help="Keep polling for new changes until Ctrl-C.")
@click.option(
    "--interval",
    type=click.FloatRange(min=0.1),
    default=2.0,
    show_default=True,
    help="Seconds between polls with --follow.",
)
@click.option("--limit", type=click.IntRange(1, 200), default=None, help="Page size.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per change.")
def tail(
    base_url: str | None,
    api_key_file: str | None,
    cursor_file: str | None,
    start: str,
    follow: bool,
    interval: float,
    limit: int | None,
    as_json: bool,
) -> None:
    """Print changes after a cursor, oldest first; with --follow, keep going.

    Cursors are decimal strings; a late transaction can appear after a later one, so
    following continues after the feed reports no more.
    """
    if not (start.isascii() and start.isdigit()):
        raise click.BadParameter("a cursor is a decimal string such as 0", param_hint="--from")
    with cli_errors():
        from callbridge.api.changefeed import ChangeFeedConsumer
        from callbridge.api.checkpoint import Checkpoint, FileCheckpoint, MemoryCheckpoint

        checkpoint: Checkpoint = FileCheckpoint(cursor_file) if cursor_file else MemoryCheckpoint()

        def show(change: Change) -> None:
            if as_json:
                click.echo(json.dumps(change.model_dump(mode="json", by_alias=True)))
            else:
                click.echo(
                    f"{change.sequence}  {change.created_at.isoformat()}  {shown(change.type):<26} "
                    f"{shown(change.resource_type)}/{shown(change.resource_id)}  "
                    f"event={shown(change.event_id)}  owner={shown(change.owner_id or '-')}"
                )

        with open_connection(base_url, api_key_file) as connection:
            consumer = ChangeFeedConsumer(connection.client, checkpoint, start=start, limit=limit)
            if not follow:
                consumer.poll(show)
                return
            with contextlib.suppress(KeyboardInterrupt):
                consumer.follow(show, interval=interval)
