"""`migrate login`: check a key against a base URL, then keep both as a named profile."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from callbridge.cli._errors import cli_errors
from callbridge.cli._text import plural


@click.command()
@click.option("--profile", "name", default="default", show_default=True, help="Profile name.")
@click.option(
    "--base-url",
    metavar="URL",
    help="API root of the service, e.g. https://calling.example.com/api/public/v2 "
    "(asked for when not given).",
)
@click.option(
    "--api-key-file",
    type=click.Path(dir_okay=False, exists=True),
    help="Read the key from this file, or '-' for standard input (else it is asked for, hidden).",
)
@click.option("--no-check", is_flag=True, help="Store without checking the key (GET /me) first.")
def login(name: str, base_url: str | None, api_key_file: str | None, no_check: bool) -> None:
    """Store a base URL and an API key as profile NAME (`--profile NAME` uses it later).

    The key goes to the system keyring where one is available, else to a file readable by
    you alone (0600) in the config directory; the config file itself never holds it. The
    key is checked first with GET /me and only ever shown masked.
    """
    from callbridge._redact import mask_key
    from callbridge.api._config import resolve_api_key, resolve_base_url
    from callbridge.connection import connect
    from callbridge.profiles import check_name, config_dir, save_profile, store_key

    with cli_errors():
        check_name(name)
        url = resolve_base_url(base_url or click.prompt("Base URL"))
        if api_key_file == "-":
            typed = sys.stdin.readline()
        elif api_key_file:
            typed = Path(api_key_file).read_text(encoding="utf-8")
        else:
            typed = click.prompt("API key", hide_input=True)
        key = resolve_api_key(typed.strip())
        if not no_check:
            with connect(url, api_key=key, environ={}) as connection:
                credential = connection.client.me()
            click.echo(
                f"key {mask_key(key)}: {credential.kind} key of workspace "
                f"{credential.workspace_id}, {plural(len(credential.scopes), 'scope')}"
            )
        store = store_key(name, key)
        path = save_profile(name, url, store)
        where = "the system keyring" if store == "keyring" else f"{config_dir() / 'keys' / name}"
        click.echo(f"profile {name}: base URL {url} in {path}; key in {where}")
