"""`callpipe` command line."""
from __future__ import annotations

import json
import sys

import click
import pandas as pd

from callpipe import contact_lists, settings, transform, warehouse
from callpipe.client import CallwrightClient
from callpipe.errors import ActingUserNotFound, ApiDisabled, CallwrightError, IdpUnavailable


@click.group()
@click.option("--config", type=click.Path(dir_okay=False), default=None, help="TOML config path")
@click.option(
    "--base-url",
    envvar="CALLWRIGHT_BASE_URL",
    default="https://api.callwright.io/api/public/v1",
    show_default=True,
)
@click.option("--as-user", envvar="CALLWRIGHT_ACTING_USER", help="email of the acting Callwright user")
@click.pass_context
def main(ctx: click.Context, config: str | None, base_url: str, as_user: str | None) -> None:
    s = settings.load(settings.Path(config)) if config else settings.load()
    s = settings.Settings(api_key=s.api_key, acting_user=as_user or s.acting_user, base_url=base_url)
    ctx.obj = CallwrightClient(s)


@main.command("pull-calls")
@click.option("--since", required=True)
@click.option("--until", default=None)
@click.option("--dry-run", is_flag=True)
@click.pass_obj
def pull_calls(client: CallwrightClient, since: str, until: str | None, dry_run: bool) -> None:
    try:
        df = transform.calls_frame(list(client.iter_calls(since, until)))
    except IdpUnavailable:
        click.echo("Callwright could not reach Okta; rerun in a minute.", err=True)
        sys.exit(75)
    except ApiDisabled as e:
        click.echo(f"Callwright public API is disabled: {e.message}", err=True)
        sys.exit(69)
    except ActingUserNotFound:
        click.echo("Acting user is unknown to Callwright - check CALLWRIGHT_ACTING_USER", err=True)
        sys.exit(2)
    click.echo(f"{len(df)} calls")
    if not dry_run and not df.empty:
        warehouse.land(df, "raw_calls")


@main.group()
def lists() -> None:
    """Contact-list maintenance."""


@lists.command("show")
@click.argument("list_id", type=int)
@click.pass_obj
def show(client: CallwrightClient, list_id: int) -> None:
    lst = contact_lists.get_list(client, list_id)
    if lst is None:
        raise click.ClickException(f"list {list_id} not found")
    click.echo(json.dumps(lst, indent=2))


@lists.command("prune")
@click.argument("list_id", type=int)
@click.option("--dnc-csv", type=click.Path(exists=True), required=True)
@click.option("--dry-run", is_flag=True)
@click.pass_obj
def prune(client: CallwrightClient, list_id: int, dnc_csv: str, dry_run: bool) -> None:
    dnc = pd.read_csv(dnc_csv, dtype=str)["phone_e164"].dropna().unique()
    for phone in dnc:
        if dry_run:
            click.echo(f"would remove {phone}")
            continue
        try:
            contact_lists.remove_phone(client, list_id, phone)
        except CallwrightError as e:
            click.echo(f"skip {phone}: {e}", err=True)


if __name__ == "__main__":
    main()
