"""`migrate import`: upsert contacts from a CRM's CSV export (a thin layer over bulk)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from callbridge.cli._errors import cli_errors
from callbridge.cli._options import connection_options, contract_options, open_connection

if TYPE_CHECKING:
    from callbridge.api import AsyncClient
    from callbridge.connection import Connection


@click.command("import")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--list",
    "list_id",
    type=click.IntRange(1, 2_147_483_647),
    default=None,
    help="Add every upserted contact to this calling list.",
)
@click.option(
    "--mapping",
    "mapping_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="YAML file of `field: column` pairs (fields: externalId, phoneNumber, "
    "firstName, lastName, email, ownerId, timeZone).",
)
@click.option("--external-id-column", metavar="COL", help="Column holding the external id.")
@click.option("--phone-column", metavar="COL", help="Column holding the phone number.")
@click.option(
    "--owner-id",
    metavar="ID",
    help="Owner of new contacts whose row names none (a member id, email or name; "
    "`migrate users` lists them); existing contacts keep theirs. A workspace key needs one "
    "to create contacts.",
)
@click.option(
    "--allow-missing-owner",
    is_flag=True,
    help="Send rows without an owner even under a workspace key (when the contacts exist).",
)
@click.option(
    "--default-region",
    default="US",
    show_default=True,
    metavar="CC",
    help="Region of phone numbers written without a country code.",
)
@click.option("--dry-run", is_flag=True, help="Show the plan and send nothing.")
@click.option(
    "--concurrency",
    type=click.IntRange(1, 256),
    default=16,
    show_default=True,
    help="Most requests in flight; fewer while the service asks to slow down.",
)
@click.option(
    "--results-dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Where success.csv, errors.csv, unprocessed.csv and summary.json go "
    "(default: <state>/results).",
)
@click.option(
    "--state",
    "state_dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Ledger directory (default: .callbridge/imports/<file fingerprint>).",
)
@click.option(
    "--full-resync",
    is_flag=True,
    help="Send every valid row, even those unchanged since the last import.",
)
@click.option(
    "--fail-on-invalid",
    is_flag=True,
    help="Exit with 1 when any row is invalid (default: only failures do).",
)
@connection_options
@contract_options
def import_(
    file: Path,
    list_id: int | None,
    mapping_file: Path | None,
    external_id_column: str | None,
    phone_column: str | None,
    owner_id: str | None,
    allow_missing_owner: bool,
    default_region: str,
    dry_run: bool,
    concurrency: int,
    results_dir: Path | None,
    state_dir: Path | None,
    full_resync: bool,
    fail_on_invalid: bool,
    base_url: str | None,
    api_key_file: str | None,
) -> None:
    """Upsert contacts from FILE, a CSV export, by their external ids.

    Columns map to contact fields by --mapping, the column flags, or header names (the plan
    shows which). Owner columns (owner, owner_id, owner_email, sales_rep, assigned_to, ...)
    may hold member ids, emails or names: each is resolved to a member id through GET /users. Rows are validated and phones normalized to E.164 first; an external id
    repeated in the file keeps its last row. A ledger in --state remembers what was sent:
    an import can be stopped (Ctrl-C) or killed at any moment and run again without
    duplicating or losing a row, and rows unchanged since the last import are skipped.

    Every row ends up in exactly one of success.csv, errors.csv or unprocessed.csv.
    Exit codes: 0 all rows done, 1 some rows failed (or were invalid, with
    --fail-on-invalid), 2 usage error or unreadable file, 130 interrupted.
    """
    from callbridge.bulk import (
        EXIT_FAILED,
        EXIT_INTERRUPTED,
        EXIT_USAGE,
        ImportOptions,
        ImportUsageError,
        run_import,
    )
    from callbridge.bulk.progress import choose
    from callbridge.bulk.report import outcome_lines, plan_lines

    options = ImportOptions(
        file=file,
        list_id=list_id,
        mapping_file=mapping_file,
        external_id_column=external_id_column,
        phone_column=phone_column,
        owner_id=owner_id,
        allow_missing_owner=allow_missing_owner,
        default_region=default_region,
        dry_run=dry_run,
        concurrency=concurrency,
        results_dir=results_dir,
        state_dir=state_dir,
        full_resync=full_resync,
        fail_on_invalid=fail_on_invalid,
    )
    opened: list[Connection] = []

    def client() -> AsyncClient:
        connection = open_connection(base_url, api_key_file)
        opened.append(connection)
        # no retries inside the client: the importer retries (and paces) itself
        return connection.async_client(max_retries=0)

    def interrupted(hard: bool) -> None:
        if hard:
            click.echo("\nstopping now: requests in flight are cancelled", err=True)
        else:
            click.echo(
                "\nstopping: requests in flight finish, nothing new is sent "
                "(Ctrl-C again to cancel them)",
                err=True,
            )

    with cli_errors():
        try:
            summary = run_import(
                options,
                client,
                progress=choose(sys.stderr),
                on_plan=lambda plan: click.echo("\n".join(plan_lines(plan))),
                on_interrupt=interrupted,
            )
        except ImportUsageError as exc:
            click.echo(f"error: {exc}", err=True)
            raise click.exceptions.Exit(EXIT_USAGE) from None
        except KeyboardInterrupt:
            click.echo("\ninterrupted before sending: nothing was sent", err=True)
            raise click.exceptions.Exit(EXIT_INTERRUPTED) from None
        except OSError as exc:  # a local file failed after sending (the ledger has the state)
            where = f"{exc.filename}: " if exc.filename else ""
            click.echo(f"error: {where}{exc.strerror or exc}; run again to retry", err=True)
            raise click.exceptions.Exit(EXIT_FAILED) from None
        finally:
            for connection in opened:
                connection.close()
    click.echo("\n".join(outcome_lines(summary)))
    if summary.exit_code == EXIT_USAGE and summary.results_dir is not None:
        click.echo(
            f"error: no row could be sent: every row is invalid; "
            f"{summary.results_dir / 'errors.csv'} says why, row by row",
            err=True,
        )
    if summary.interrupted:
        click.echo("interrupted: rows not finished are in unprocessed.csv", err=True)
    raise click.exceptions.Exit(summary.exit_code)
