from __future__ import annotations

import typer
from rich.console import Console
from rich.table import Table

from .api import ApiError, legacy_client, raise_for_legacy, raise_for_v2, v2_client
from .config import CliConfig

app = typer.Typer(help="CallNest ops CLI")
lists_app = typer.Typer(help="Contact lists (legacy API only)")
app.add_typer(lists_app, name="lists")
console = Console()


@app.callback()
def _root(ctx: typer.Context, v2: bool = typer.Option(False, "--v2", help="Use the v2 API")):
    ctx.obj = {"cfg": CliConfig(), "v2": v2}


@app.command()
def whoami(ctx: typer.Context):
    cfg: CliConfig = ctx.obj["cfg"]
    if ctx.obj["v2"]:
        with v2_client(cfg) as c:
            r = c.get("/me")
            raise_for_v2(r)
    else:
        with legacy_client(cfg) as c:
            r = c.get("/me")
            raise_for_legacy(r)
    console.print_json(data=r.json())


@lists_app.command("ls")
def lists_ls(ctx: typer.Context, limit: int = 50):
    with legacy_client(ctx.obj["cfg"]) as c:
        r = c.get("/contact-lists", params={"limit": limit})
        raise_for_legacy(r)
    t = Table("id", "name", "contacts")
    for cl in r.json()["data"]:
        t.add_row(cl["id"], cl["name"], str(cl.get("contact_count", "?")))
    console.print(t)


@lists_app.command("show")
def lists_show(ctx: typer.Context, list_id: str):
    with legacy_client(ctx.obj["cfg"]) as c:
        r = c.get(f"/contact-lists/{list_id}")
        raise_for_legacy(r)
    console.print_json(data=r.json())


@lists_app.command("create")
def lists_create(ctx: typer.Context, name: str):
    with legacy_client(ctx.obj["cfg"]) as c:
        r = c.post("/contact-lists", json={"name": name})
        raise_for_legacy(r)
    console.print(f"created {r.json()['id']}")


@lists_app.command("add-phones")
def lists_add(ctx: typer.Context, list_id: str, phones: list[str]):
    with legacy_client(ctx.obj["cfg"]) as c:
        r = c.post(f"/contact-lists/{list_id}/contacts", json={"contacts": [{"phone": p} for p in phones]})
        raise_for_legacy(r)
    console.print(f"[green]added {len(phones)} phone(s) to {list_id}[/green]")


@lists_app.command("rm")
def lists_rm(ctx: typer.Context, list_id: str, yes: bool = typer.Option(False, "--yes", "-y")):
    if not yes:
        typer.confirm(f"Delete contact list {list_id}?", abort=True)
    with legacy_client(ctx.obj["cfg"]) as c:
        raise_for_legacy(c.delete(f"/contact-lists/{list_id}"))
    console.print(f"deleted {list_id}")


def run():
    try:
        app()
    except ApiError as e:
        console.print(f"[red]error {e.status}[/red]: {e.message}")
        if e.hint:
            console.print(f"hint: {e.hint}")
        raise typer.Exit(1)
