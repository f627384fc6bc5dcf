import json

import click
import requests

from . import config
from .http import Api


@click.group()
@click.option("--host", envvar="RV_HOST", default=None, help="Override the Ringvale host.")
@click.pass_context
def cli(ctx, host):
    cfg = config.load()
    if not cfg["api_key"]:
        raise click.UsageError("No API key configured; see README.")
    ctx.obj = Api(config.base_url(host or cfg["host"]), cfg["api_key"], cfg["user"])


@cli.group()
def lists():
    """Manage dialer contact lists."""


@lists.command("ls")
@click.pass_obj
def ls(api):
    for row in api.get("/contact-lists"):
        click.echo(f"{row['id']:>6}  {row['name']}  ({row['contact_count']})")


@lists.command("show")
@click.argument("list_id", type=int)
@click.pass_obj
def show(api, list_id):
    click.echo(json.dumps(api.get(f"/contact-lists/{list_id}"), indent=2))


@lists.command("create")
@click.argument("name")
@click.pass_obj
def create(api, name):
    created = api.post("/contact-lists", json={"name": name})
    click.echo(created["id"])


@lists.command("rename")
@click.argument("list_id", type=int)
@click.argument("name")
@click.pass_obj
def rename(api, list_id, name):
    api.patch(f"/contact-lists/{list_id}", json={"name": name})


@lists.command("add")
@click.argument("list_id", type=int)
@click.argument("phones", nargs=-1, required=True)
@click.pass_obj
def add(api, list_id, phones):
    res = api.post(f"/contact-lists/{list_id}/contacts", json={"contacts": [{"phone": p} for p in phones]})
    click.echo(f"added {res['added']}")


@lists.command("rm")
@click.argument("list_id", type=int)
@click.confirmation_option(prompt="Delete this list?")
@click.pass_obj
def rm(api, list_id):
    api.delete(f"/contact-lists/{list_id}")


@cli.command()
@click.option("--token", envvar="SSO_TOKEN", required=True)
def whoami(token):
    resp = requests.get(config.SSO_USERINFO, headers={"Authorization": f"Bearer {token}"}, timeout=10)
    if resp.status_code == 404:
        raise click.ClickException("user not found in SSO")
    click.echo(resp.json()["email"])
