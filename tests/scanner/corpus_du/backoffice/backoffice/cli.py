"""Ops commands: ``flask dialer prune-lists``, ``flask dialer whoami``."""
import os
import sys

import click
import requests
from flask import current_app
from flask.cli import AppGroup

from .models import Campaign

dialer = AppGroup("dialer", help="Ringlane dialer maintenance")


def _headers(acting_email=None):
    return {
        "X-API-KEY": current_app.config["RINGLANE_API_KEY"],
        "X-USER-EMAIL": acting_email or current_app.config["RINGLANE_SERVICE_EMAIL"],
    }


@dialer.command("prune-lists")
@click.option("--dry-run/--no-dry-run", default=True)
def prune_lists(dry_run):
    """Delete dialer contact lists that no longer belong to a campaign."""
    base = current_app.config["RINGLANE_BASE_URL"]
    known = {cid for (cid,) in Campaign.query.with_entities(Campaign.ringlane_list_id) if cid}
    page = 1
    while True:
        resp = requests.get(f"{base}/contact-lists", params={"page": page}, headers=_headers(), timeout=15)
        if resp.status_code == 503:
            click.echo("dialer API is disabled for this tenant - nothing to do", err=True)
            sys.exit(2)
        resp.raise_for_status()
        items = resp.json()["items"]
        if not items:
            break
        for cl in items:
            if cl["id"] in known or not (cl.get("externalId") or "").startswith("cmp-"):
                continue
            click.echo(f"{'would delete' if dry_run else 'deleting'} {cl['id']} {cl['name']}")
            if not dry_run:
                d = requests.delete(f"{base}/contact-lists/{cl['id']}", headers=_headers(), timeout=15)
                if d.status_code >= 400:
                    click.echo(f"  failed: {d.json().get('error')}", err=True)
        page += 1


@dialer.command("whoami")
@click.argument("email", default=lambda: os.environ.get("USER_EMAIL", ""))
def whoami(email):
    """Check that EMAIL is a known Ringlane user (acting-user header)."""
    base = current_app.config["RINGLANE_BASE_URL"]
    resp = requests.get(f"{base}/contact-lists", params={"page": 1}, headers=_headers(email), timeout=15)
    if resp.status_code == 404:
        click.echo(f"{email}: not a Ringlane user ({resp.json().get('error')})")
        sys.exit(1)
    if resp.status_code == 502:
        click.echo("Ringlane could not reach its identity provider, try again later")
        sys.exit(3)
    resp.raise_for_status()
    click.echo(f"{email}: ok")
