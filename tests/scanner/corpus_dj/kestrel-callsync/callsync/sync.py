"""Nightly: push new carrier leads from the TMS into the Dialforge call list."""
import os

import click
import pandas as pd
import requests

from callsync.dialforge_api import Dialforge, DialforgeError, is_api_disabled, is_unknown_user, with_idp_retry

TMS_URL = os.environ.get("TMS_URL", "https://tms.kestrelfreight.com/api/v1")


def new_carriers(since: str) -> pd.DataFrame:
    r = requests.get(f"{TMS_URL}/carriers", params={"created_after": since},
                     headers={"x-api-key": os.environ["TMS_API_KEY"]}, timeout=30)
    if r.status_code == 502:
        raise click.ClickException("TMS gateway down")
    r.raise_for_status()
    return pd.DataFrame(r.json()["carriers"])


@click.command()
@click.option("--since", required=True)
@click.option("--list-id", type=int, required=True)
@click.option("--as-user", default="carrier-sales-bot@kestrelfreight.com")
def main(since, list_id, as_user):
    df = new_carriers(since)
    phones = df["dispatch_phone"].dropna().str.replace(r"[^\d+]", "", regex=True).unique().tolist()
    df_api = Dialforge(as_user)
    try:
        with_idp_retry(df_api.add_contacts, list_id, phones)
    except DialforgeError as e:
        if is_unknown_user(e):
            raise click.ClickException(f"{as_user} is not a Dialforge user")
        if is_api_disabled(e):
            raise click.ClickException("Dialforge API disabled for our account")
        for path, msg in e.field_errors.items():
            click.echo(f"{path}: {msg}", err=True)
        raise
    click.echo(f"queued {len(phones)} numbers on list {list_id}")


if __name__ == "__main__":
    main()
