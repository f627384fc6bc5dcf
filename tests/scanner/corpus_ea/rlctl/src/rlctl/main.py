from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.table import Table

from . import api
from .config import load_profile

app = typer.Typer(help="Manage Ringlane contact lists from the terminal.", no_args_is_help=True)
lists_app = typer.Typer(help="Contact list commands")
app.add_typer(lists_app, name="lists")
console = Console()

ProfileOpt = Annotated[str, typer.Option("--profile", "-p", help="config.toml section")]


def _client(profile: str):
    return api.client(load_profile(profile))


def _fail(err: api.ApiError) -> None:
    console.print(f"[red]error {err.status}[/red]: {err.message}")
    if err.hint:
        console.print(f"[yellow]hint[/yellow]: {err.hint}")
    raise typer.Exit(code=1)


@lists_app.command("ls")
def ls(profile: ProfileOpt = "default") -> None:
    """List contact lists."""
    try:
        with _client(profile) as c:
            rows = api.list_lists(c)
    except api.ApiError as err:
        _fail(err)
    table = Table("id", "name", "contacts", "status")
    for r in rows:
        table.add_row(r["id"], r["name"], str(r.get("contactCount", 0)), r.get("status", ""))
    console.print(table)


@lists_app.command("add")
def add(
    list_id: str,
    numbers_file: Annotated[Path, typer.Argument(exists=True, readable=True)],
    profile: ProfileOpt = "default",
) -> None:
    """Append phone numbers (one per line) to a list."""
    phones = [ln.strip() for ln in numbers_file.read_text().splitlines() if ln.strip()]
    try:
        with _client(profile) as c:
            res = api.add_numbers(c, list_id, phones)
    except api.ApiError as err:
        _fail(err)
    console.print(f"added {res.get('added', 0)}, skipped {res.get('skipped', 0)}")


@lists_app.command("rm-number")
def rm_number(list_id: str, phone: str, profile: ProfileOpt = "default") -> None:
    try:
        with _client(profile) as c:
            api.remove_number(c, list_id, phone)
    except api.ApiError as err:
        _fail(err)
    console.print("removed")


@lists_app.command("archive")
def archive(list_id: str, yes: Annotated[Optional[bool], typer.Option("--yes")] = False,
            profile: ProfileOpt = "default") -> None:
    if not yes:
        typer.confirm(f"Archive {list_id}?", abort=True)
    try:
        with _client(profile) as c:
            api.archive_list(c, list_id)
    except api.ApiError as err:
        _fail(err)
    console.print(f"archived {list_id}")


if __name__ == "__main__":
    app()
