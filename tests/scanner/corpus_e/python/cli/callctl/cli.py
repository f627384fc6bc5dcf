"""callctl - small ops CLI for the Voxtera calling service.

    callctl whoami
    callctl list-members 4711 --limit 100
"""
import json
import os
import sys
import uuid

import click
import requests

DEFAULT_BASE = "https://voxtera.corp.albion-insure.com/api/public/v1"


class Ctx:
    def __init__(self, base: str, key: str):
        self.base = base.rstrip("/")
        self.s = requests.Session()
        self.s.headers["Authorization"] = f"Bearer {key}"

    def get(self, path, **params):
        r = self.s.get(self.base + path, params=params, timeout=20)
        return self._handle(r)

    def put(self, path, body):
        r = self.s.put(self.base + path, json=body, headers={"Idempotency-Key": str(uuid.uuid4())}, timeout=20)
        return self._handle(r)

    @staticmethod
    def _handle(r: requests.Response):
        if r.ok:
            return r.json()
        try:
            err = r.json()["error"]
            click.secho(f"{err['code']}: {err['message']} (request {err['requestId']})", fg="red", err=True)
        except (ValueError, KeyError, TypeError):
            click.secho(f"HTTP {r.status_code}", fg="red", err=True)
        sys.exit(1)


@click.group()
@click.option("--base", envvar="VOXTERA_BASE", default=DEFAULT_BASE, show_default=True)
@click.option("--key", envvar="VOXTERA_KEY", required=True, help="API key (never commit it)")
@click.pass_context
def cli(ctx, base, key):
    ctx.obj = Ctx(base, key)


@cli.command()
@click.pass_obj
def whoami(c: Ctx):
    click.echo(json.dumps(c.get("/me"), indent=2))


@cli.command("list-members")
@click.argument("list_id", type=int)
@click.option("--limit", default=50, type=click.IntRange(1, 200))
@click.pass_obj
def list_members(c: Ctx, list_id, limit):
    after = 0
    while True:
        page = c.get(f"/lists/{list_id}/contacts", after=after, limit=limit)
        for item in page["data"]:
            click.echo(json.dumps(item))
        if page["nextCursor"] is None:
            break
        after = page["nextCursor"]


@cli.command("rename-list")
@click.argument("list_id", type=int)
@click.argument("name")
@click.option("--owner", required=True)
@click.option("--group", default=None)
@click.pass_obj
def rename_list(c: Ctx, list_id, name, owner, group):
    click.echo(json.dumps(c.put(f"/lists/{list_id}", {"name": name, "ownerId": owner, "groupName": group})))


if __name__ == "__main__":
    cli(prog_name=os.path.basename(sys.argv[0]))
