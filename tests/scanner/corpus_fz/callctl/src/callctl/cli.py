from __future__ import annotations

import csv
import sys

import click

from callctl import __version__, config
from callctl.api import Client


@click.group()
@click.option("--profile", default="default", show_default=True, help="Profile in ~/.config/callctl.toml")
@click.version_option(__version__)
@click.pass_context
def main(ctx: click.Context, profile: str):
    """Manage Callbridge contact lists from the terminal."""
    ctx.obj = Client(config.load(profile))


@main.group("lists")
def lists_group():
    """Contact lists."""


@lists_group.command("ls")
@click.option("--limit", default=50, show_default=True)
@click.pass_obj
def list_lists(client: Client, limit: int):
    for cl in client.lists(limit):
        click.echo(f"{cl['id']:<16} {cl['size']:>7}  {cl['name']}")


@lists_group.command("create")
@click.argument("name")
@click.pass_obj
def create(client: Client, name: str):
    cl = client.create_list(name)
    click.secho(f"created {cl['id']}", fg="green")


@lists_group.command("rm")
@click.argument("list_id")
@click.confirmation_option(prompt="Delete the whole list?")
@click.pass_obj
def remove(client: Client, list_id: str):
    client.delete_list(list_id)
    click.echo(f"deleted {list_id}")


@main.command("add")
@click.argument("list_id")
@click.argument("source", type=click.File("r"), default="-")
@click.option("--column", default="phone", show_default=True)
@click.pass_obj
def add(client: Client, list_id: str, source, column: str):
    """Append phone numbers from a CSV (or stdin) to LIST_ID."""
    phones = [row[column] for row in csv.DictReader(source) if row.get(column)]
    if not phones:
        click.echo("nothing to add", err=True)
        sys.exit(1)
    for i in range(0, len(phones), 500):
        client.add_contacts(list_id, phones[i : i + 500])
    click.echo(f"added {len(phones)} numbers to {list_id}")


@main.command("verify-webhook")
@click.argument("capture", type=click.File("r"))
@click.option("--secret", envvar="CALLCTL_WEBHOOK_SECRET", required=True)
def verify_webhook(capture, secret: str):
    """Check a captured webhook (JSON: {"headers": {...}, "body": "..."}) against our signing secret."""
    import hashlib
    import hmac
    import json

    req = json.load(capture)
    headers = {k.lower(): v for k, v in req["headers"].items()}
    got = headers.get("x-callbridge-signature", "")
    want = hmac.new(secret.encode(), req["body"].encode(), hashlib.sha256).hexdigest()
    if hmac.compare_digest(got, want):
        click.secho("signature OK", fg="green")
    else:
        click.secho("signature MISMATCH", fg="red")
        sys.exit(1)


@main.command("drop")
@click.argument("list_id")
@click.argument("phone")
@click.pass_obj
def drop(client: Client, list_id: str, phone: str):
    """Remove one number from a list."""
    client.remove_contact(list_id, phone)
    click.echo(f"removed {phone}")
