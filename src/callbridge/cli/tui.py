"""`migrate tui [PATH]`: open the migration walkthrough in the terminal."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import click


@click.command()
@click.argument(
    "path",
    required=False,
    type=click.Path(exists=True, file_okay=False, path_type=Path),
)
@click.option(
    "--base-url",
    envvar="CALLBRIDGE_BASE_URL",
    help="The v2 API to connect to (default: CALLBRIDGE_BASE_URL; with no URL and no key, "
    "the embedded sandbox in the nearest .callbridge/ folder).",
)
@click.option(
    "--api-key-file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Read the API key from this file instead of CALLBRIDGE_API_KEY.",
)
def tui(path: Path | None, base_url: str | None, api_key_file: Path | None) -> None:
    """Walk through a v1→v2 migration: connect, scan, plan, run, webhooks, report.

    With PATH the walkthrough opens at the Scan step and scans PATH at once. A key typed
    on the Connect step takes the place of CALLBRIDGE_API_KEY for this session only.

    Keys: F2–F7 jump between steps, F1 shows help for the focused widget, Ctrl+P lists
    the current step's actions, Ctrl+Q quits. Made for a terminal of 80×24 or more.
    """
    from callbridge.tui.app import CallbridgeApp, default_connection_factory

    factory = partial(default_connection_factory, api_key_file=api_key_file)
    app = CallbridgeApp(connection_factory=factory, start_path=path, base_url=base_url)
    app.run()
    for note in app.exit_notes:
        click.echo(f"callbridge: {note}", err=True)
    if app.return_code:  # the app printed the one line naming its crash report
        raise SystemExit(app.return_code)
