"""`migrate users`: the workspace members the key may assign, with the ids ownerId takes."""

from __future__ import annotations

import json

import click

from callbridge.cli._errors import cli_errors
from callbridge.cli._options import connection_options, open_connection
from callbridge.cli._text import printable


@click.command()
@connection_options
@click.option("--json", "as_json", is_flag=True, help="Print the members as a JSON array.")
def users(base_url: str | None, api_key_file: str | None, as_json: bool) -> None:
    """List the workspace members this key may assign as owners (GET /users, every page).

    The id column is what ownerId takes: `migrate import --owner-id`, recipe inputs named
    owner_id, owner columns of a CSV file (which may also hold the email or the name).
    """
    with cli_errors():
        with open_connection(base_url, api_key_file) as connection:
            members = list(connection.client.users.iter(limit=100))
        if as_json:
            data = [m.model_dump(mode="json", by_alias=True) for m in members]
            click.echo(json.dumps(data, indent=2))
            return
        if not members:
            click.echo("no member this key may assign (a personal key lists only its owner)")
            return
        rows = [("ID", "NAME", "EMAIL", "ROLE", "STATUS")]
        for m in members:
            name = m.name or " ".join(p for p in (m.first_name, m.last_name) if p)
            rows.append(
                tuple(printable(value or "-") for value in (m.id, name, m.email, m.role, m.status))  # type: ignore[arg-type]
            )
        widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        for row in rows:
            click.echo(
                "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
            )
