import json

import click

from . import endpoints
from .config import load
from .http import Api


@click.group()
@click.option("--base-url", envvar="CALLHAVEN_BASE_URL", default=None, help="Override API base URL")
@click.option("--as", "acting_as", default=None, help="Email of the Callhaven user to act as")
@click.pass_context
def main(ctx, base_url, acting_as):
    ctx.obj = Api(load(base_url=base_url, acting_as=acting_as))


@main.group()
def lists():
    """Contact list commands."""


@lists.command("ls")
@click.option("--json", "as_json", is_flag=True)
@click.pass_obj
def ls(api, as_json):
    data = api.request("GET", endpoints.lists())["data"]
    if as_json:
        click.echo(json.dumps(data, indent=2))
        return
    for cl in data:
        click.echo(f"{cl['id']:<24} {cl['name']}  ({cl.get('size', '?')} contacts)")


@lists.command("create")
@click.argument("name")
@click.pass_obj
def create(api, name):
    cl = api.request("POST", endpoints.lists(), json={"name": name})
    click.echo(cl["id"])


@lists.command("rename")
@click.argument("list_id")
@click.argument("name")
@click.pass_obj
def rename(api, list_id, name):
    api.request("PATCH", endpoints.one_list(list_id), json={"name": name})


@lists.command("add")
@click.argument("list_id")
@click.argument("phones", nargs=-1, required=True)
@click.pass_obj
def add(api, list_id, phones):
    res = api.request("POST", endpoints.list_contacts(list_id), json={"contacts": [{"phone": p} for p in phones]})
    click.echo(f"added {res.get('added', len(phones))}")


@lists.command("rm-contact")
@click.argument("list_id")
@click.argument("phone")
@click.pass_obj
def rm_contact(api, list_id, phone):
    api.request("DELETE", endpoints.list_contact(list_id, phone))
    click.echo("removed")
