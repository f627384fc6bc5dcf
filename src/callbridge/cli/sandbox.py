"""`callbridge sandbox`: run the local v2 sandbox, or export its OpenAPI document."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import click


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
def serve(
    host: str, port: int, db_path: Path | None, environment: str, seed: str | None, no_control: bool
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
