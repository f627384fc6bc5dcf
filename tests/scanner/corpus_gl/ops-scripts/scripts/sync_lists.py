#!/usr/bin/env python3
"""Inspect and maintain Dialfield contact lists from the command line."""
import json
import sys

import click

from _dialfield import DialfieldFailure, check, load_config, make_session


@click.group()
@click.option("--config", "config_path", type=click.Path(dir_okay=False), default=None)
@click.option("--as-user", default=None, help="Okta user id to act as (defaults to ini value)")
@click.pass_context
def cli(ctx, config_path, as_user):
    cfg = load_config(config_path)
    ctx.obj = {"cfg": cfg, "http": make_session(cfg, as_user)}


@cli.command("lists")
@click.pass_obj
def list_lists(obj):
    cfg, http = obj["cfg"], obj["http"]
    page = 1
    while True:
        resp = check(http.get(f"{cfg['base_url']}/contact-lists", params={"page": page}, timeout=cfg["timeout"]))
        data = resp.json()
        for row in data["items"]:
            click.echo(f"{row['id']:>6}  {row['contact_count']:>6}  {row['name']}")
        if not data.get("next_page"):
            break
        page = data["next_page"]


@cli.command()
@click.argument("name")
@click.pass_obj
def create(obj, name):
    cfg, http = obj["cfg"], obj["http"]
    resp = check(http.post(f"{cfg['base_url']}/contact-lists", json={"name": name}, timeout=cfg["timeout"]))
    click.echo(json.dumps(resp.json(), indent=2))


@cli.command()
@click.argument("list_id", type=int)
@click.argument("numbers", type=click.File("r"))
@click.option("--batch", default=200, show_default=True)
@click.pass_obj
def append(obj, list_id, numbers, batch):
    """Append phone numbers (one E.164 number per line) to LIST_ID."""
    cfg, http = obj["cfg"], obj["http"]
    url = f"{cfg['base_url']}/contact-lists/{list_id}/contacts"
    phones = [ln.strip() for ln in numbers if ln.strip()]
    for i in range(0, len(phones), batch):
        chunk = [{"phone": p} for p in phones[i : i + batch]]
        try:
            check(http.post(url, json={"contacts": chunk}, timeout=cfg["timeout"]))
        except DialfieldFailure as exc:
            click.secho(f"batch {i // batch} failed: {exc.message}", fg="red", err=True)
            sys.exit(1)
    click.echo(f"appended {len(phones)} numbers to list {list_id}")


@cli.command()
@click.argument("list_id", type=int)
@click.confirmation_option(prompt="Really delete this list?")
@click.pass_obj
def delete(obj, list_id):
    cfg, http = obj["cfg"], obj["http"]
    check(http.delete(f"{cfg['base_url']}/contact-lists/{list_id}", timeout=cfg["timeout"]))
    click.echo(f"deleted list {list_id}")


if __name__ == "__main__":
    cli()
