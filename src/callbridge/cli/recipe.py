"""`migrate recipe ...`: validate, plan, list, show, scaffold recipes and print their schema."""

from __future__ import annotations

import json
from pathlib import Path

import click

from callbridge.cli._errors import cli_errors
from callbridge.cli._options import connection_options, open_connection
from callbridge.cli._text import plural
from callbridge.cli.run import fail_recipe, input_options, load_and_resolve, show_plan


@click.group()
def recipe() -> None:
    """Validate, plan, list, show and scaffold recipes (YAML workflows for `migrate run`)."""


@recipe.command()
@click.argument("recipes", nargs=-1, required=True)
def validate(recipes: tuple[str, ...]) -> None:
    """Check recipe files (or built-in names) without running anything.

    Besides the format, every name in every expression (inputs, steps and their declared
    outputs, loop variables) and every step reference must resolve. All problems are listed,
    each with file, line and column and the path of the field; exit code 2 when any recipe
    is invalid.
    """
    from callbridge.recipe import RecipeError
    from callbridge.recipe.checks import checked_recipe

    failed = False
    for ref in recipes:
        try:
            loaded = checked_recipe(ref)
        except RecipeError as exc:
            failed = True
            click.echo(str(exc), err=True)
        else:
            click.echo(f"{ref}: ok ({loaded.name}, {plural(len(loaded.steps), 'step')})")
    if failed:
        raise click.exceptions.Exit(2)


@recipe.command()
@click.argument("recipe_ref", metavar="RECIPE")
@input_options
@click.option("--json", "as_json", is_flag=True, help="Print the plan as JSON.")
@connection_options
def plan(
    recipe_ref: str,
    inputs: tuple[str, ...],
    inputs_file: str | None,
    as_json: bool,
    base_url: str | None,
    api_key_file: str | None,
) -> None:
    """Show what RECIPE would do: reads run, writes are shown (with idempotency keys), not sent.

    Destructive steps are marked; outputs that depend on a write say so.
    """
    from callbridge.recipe import RecipeError

    with cli_errors():
        try:
            loaded, values = load_and_resolve(recipe_ref, inputs, inputs_file)
        except RecipeError as exc:
            fail_recipe(exc, as_json)
        with open_connection(base_url, api_key_file) as connection:
            show_plan(loaded, values, connection.client, as_json)


@recipe.command(name="list")
@click.option("--json", "as_json", is_flag=True, help="Print names and descriptions as JSON.")
def list_(as_json: bool) -> None:
    """List the built-in recipes (run one with `migrate run NAME`)."""
    from callbridge.recipe import list_builtin

    entries = list_builtin()
    if as_json:
        click.echo(json.dumps([{"name": n, "description": d} for n, d in entries], indent=2))
        return
    width = max(len(name) for name, _ in entries)
    for name, description in entries:
        click.echo(f"{name.ljust(width)}  {description.splitlines()[0] if description else ''}")


@recipe.command()
@click.argument("recipe_ref", metavar="RECIPE")
def show(recipe_ref: str) -> None:
    """Print a recipe's inputs and steps, then its YAML text."""
    from callbridge.recipe import RecipeError, builtin_text, get_action, load_recipe

    try:
        loaded = load_recipe(recipe_ref)
    except RecipeError as exc:
        fail_recipe(exc, False)
    text = (
        builtin_text(recipe_ref) if loaded.builtin else Path(recipe_ref).read_text(encoding="utf-8")
    )
    click.echo(f"{loaded.name}: {loaded.description.strip()}")
    if loaded.inputs:
        click.echo("inputs:")
        for name, spec in loaded.inputs.items():
            flags = [spec.type.value, "required" if spec.required else f"default {spec.default!r}"]
            if spec.secret:
                flags.append("secret")
            about = f"  {spec.description}" if spec.description else ""
            click.echo(f"  {name} ({', '.join(flags)}){about}")
    click.echo("steps:")
    for step in loaded.steps:
        action = get_action(step.action)
        effect = action.static_effect().value if action else "?"
        click.echo(f"  {step.id}: {step.action} ({effect})")
    click.echo("---")
    click.echo(text.rstrip("\n"))


@recipe.command()
@click.argument("name")
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False),
    help="File to write (default: NAME.yaml in the current directory).",
)
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
def new(name: str, output: str | None, force: bool) -> None:
    """Scaffold a new recipe file named NAME, ready for `migrate recipe validate`."""
    from callbridge.recipe import RecipeError
    from callbridge.recipe.scaffold import render_new

    target = Path(output or f"{name}.yaml")
    if target.exists() and not force:
        raise click.UsageError(f"{target} exists; pass --force to overwrite it")
    try:
        text = render_new(name, target.parent)
    except RecipeError as exc:
        fail_recipe(exc, False)
    write_text(target, text)
    click.echo(f"wrote {target}; check it with: migrate recipe validate {target}")


@recipe.command()
@click.option("--output", "-o", type=click.Path(dir_okay=False), help="Write to this file.")
def schema(output: str | None) -> None:
    """Print the JSON Schema of the recipe format (for editors and CI checks)."""
    from callbridge.recipe.schema import json_schema_text

    text = json_schema_text()
    if output:
        write_text(Path(output), text)
        click.echo(f"wrote {output}")
    else:
        click.echo(text, nl=False)


def write_text(path: Path, text: str) -> None:
    """Write a file the user named; a failure is a clear message and exit code 2."""
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        click.echo(f"error: cannot write {path}: {exc.strerror or exc}", err=True)
        raise click.exceptions.Exit(2) from None
