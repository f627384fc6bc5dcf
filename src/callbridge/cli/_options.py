"""Connection options shared by every command that talks to the service.

There is deliberately no `--api-key` flag: a key on a command line ends up in shell history
and process listings. It comes from `CALLBRIDGE_API_KEY` or a file.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import click

if TYPE_CHECKING:
    from callbridge.connection import Connection

__all__ = [
    "connection_options",
    "contract_options",
    "exclude_option",
    "open_connection",
    "rules_option",
]

F = TypeVar("F", bound=Callable[..., Any])

# The tree-walking commands' (scan, fix) way to leave paths out.
exclude_option = click.option(
    "--exclude",
    multiple=True,
    metavar="GLOB",
    help="Skip paths matching this gitignore-style glob (repeatable).",
)
rules_option = click.option(
    "--rules",
    "rule_files",
    multiple=True,
    type=click.Path(dir_okay=False),
    help="An extra YAML rule file (repeatable); a rule with a built-in id replaces it.",
)


_PROFILE = "callbridge.profile"


def _remember_profile(ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
    if value is not None:
        ctx.find_root().meta[_PROFILE] = value


def connection_options(command: F) -> F:
    """Add `--base-url`, `--api-key-file` and `--profile`; the command receives `base_url` and
    `api_key_file` and passes them to `open_connection` (which finds the profile itself)."""
    command = click.option(
        "--profile",
        metavar="NAME",
        default=None,
        expose_value=False,
        callback=_remember_profile,
        help="Use this profile (see `migrate login`; default: CALLBRIDGE_PROFILE, else the "
        "profile named 'default' when there is one).",
    )(command)
    command = click.option(
        "--api-key-file",
        type=click.Path(dir_okay=False, path_type=str),
        default=None,
        help="Read the API key from this file (default: the CALLBRIDGE_API_KEY variable).",
    )(command)
    command = click.option(
        "--base-url",
        default=None,
        metavar="URL",
        help="API root, e.g. http://127.0.0.1:8765/api/public/v2 "
        "(default: CALLBRIDGE_BASE_URL; with no URL and no key, the embedded sandbox).",
    )(command)
    return command


def contract_options(command: F) -> F:
    """Add `--validate-responses` and `--strict-contract`: drift checks of every answer against
    the client's models (`callbridge.api._drift`). The flags reach `open_connection` through
    the click context, so the command itself takes no extra parameters."""

    @functools.wraps(command)
    def run(*args: Any, validate_responses: bool, strict_contract: bool, **kwargs: Any) -> Any:
        click.get_current_context().meta["callbridge.contract"] = (
            validate_responses or strict_contract,
            strict_contract,
        )
        return command(*args, **kwargs)

    run = click.option(
        "--strict-contract",
        is_flag=True,
        help="Fail on the first answer that does not match the contract.",
    )(run)
    run = click.option(
        "--validate-responses",
        is_flag=True,
        help="Check every answer against the contract; report each mismatch once on stderr.",
    )(run)
    return run  # type: ignore[return-value]


def _report_drift(mismatch: Any) -> None:
    click.echo(f"contract drift: {mismatch}", err=True)  # paths arrive escaped


def open_connection(base_url: str | None, api_key_file: str | None) -> Connection:
    """The Connection for these options; the notice of the embedded sandbox goes to stderr,
    and with --verbose one line per request."""
    from callbridge.cli._globals import output
    from callbridge.connection import connect

    ctx = click.get_current_context(silent=True)
    settings = output(ctx)
    connection = connect(
        base_url,
        api_key_file,
        profile=ctx.find_root().meta.get(_PROFILE) if ctx else None,
        announce=lambda line: click.echo(line, err=True),
        trace=settings.trace if settings.verbose else None,
    )
    check, strict = (ctx.meta if ctx else {}).get("callbridge.contract", (False, False))
    if check:
        connection.client.check_contract(strict=strict, report=_report_drift)
    return connection
