"""The `callbridge` / `migrate` command line: a root click group over the library.

Subcommands are loaded lazily from their own modules, so `migrate --help` and every command
start without importing FastAPI, polars or Textual unless that command needs them.
"""

from __future__ import annotations

import importlib
import importlib.util

import click

from callbridge import __version__
from callbridge.cli._globals import add_global_options, apply_color

# command name -> "module:attribute"; each module is a thin layer over the library
COMMANDS: dict[str, tuple[str, str]] = {
    "sandbox": ("callbridge.cli.sandbox:sandbox", "Run or export the local v2 sandbox."),
    "whoami": ("callbridge.cli.whoami:whoami", "Show the credential behind the configured key."),
    "webhooks": ("callbridge.cli.webhooks:webhooks", "Receive and inspect webhook deliveries."),
    "changes": ("callbridge.cli.changes:changes", "Read the change feed."),
    "run": ("callbridge.cli.run:run", "Run a recipe (a YAML workflow) against the service."),
    "recipe": ("callbridge.cli.recipe:recipe", "Validate, plan, list and scaffold recipes."),
    "scan": ("callbridge.cli.scan:scan", "Find v1 habits in a codebase."),
    "fix": ("callbridge.cli.fix:fix", "Rewrite v1 habits in a codebase into v2 (diff or apply)."),
    "import": ("callbridge.cli.imports:import_", "Upsert contacts from a CSV file."),
    "tui": ("callbridge.cli.tui:tui", "Walk through a v1→v2 migration interactively."),
    "users": ("callbridge.cli.users:users", "List workspace members and their ids (owner ids)."),
    "login": ("callbridge.cli.login:login", "Store a base URL and an API key as a profile."),
    "config": (
        "callbridge.cli.config:config",
        "Show or change profiles (base URLs; keys are never shown).",
    ),
    "completion": (
        "callbridge.cli.completion:completion",
        "Print the shell completion script (bash, zsh, fish).",
    ),
}


def _available(target: str) -> bool:
    module = target.split(":", 1)[0]
    return importlib.util.find_spec(module) is not None


class LazyGroup(click.Group):
    """A group whose subcommands are imported only when invoked (or when help lists them)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(name for name, (target, _) in COMMANDS.items() if _available(target))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        entry = COMMANDS.get(cmd_name)
        if entry is None or not _available(entry[0]):
            return None
        module_name, attr = entry[0].split(":", 1)
        command = getattr(importlib.import_module(module_name), attr)
        assert isinstance(command, click.Command)
        return add_global_options(command)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        # List commands with their one-line help without importing them.
        rows = [(name, COMMANDS[name][1]) for name in self.list_commands(ctx)]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="callbridge")
@click.pass_context
def cli(ctx: click.Context) -> None:
    """callbridge: integrate with the Calling Service API v2 and migrate off v1.

    Every command that talks to the service takes its base URL and key from --base-url and
    --api-key-file, else CALLBRIDGE_BASE_URL and CALLBRIDGE_API_KEY, else a profile
    (--profile NAME, see `migrate login`). With none of them, it runs against an embedded
    sandbox in the nearest .callbridge/ folder (here or above; CALLBRIDGE_HOME names one)
    and says so on stderr.
    """
    apply_color(ctx)


add_global_options(cli)


def main(prog_name: str | None = None) -> None:
    """Console-script entry point; the program name follows the script that was run."""
    cli(prog_name=prog_name)
