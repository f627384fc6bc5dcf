"""Connection options shared by every command that talks to the service.

There is deliberately no `--api-key` flag: a key on a command line ends up in shell history
and process listings. It comes from `CALLBRIDGE_API_KEY` or a file.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import click

if TYPE_CHECKING:
    from callbridge.connection import Connection

__all__ = ["connection_options", "open_connection"]

F = TypeVar("F", bound=Callable[..., Any])


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


def open_connection(base_url: str | None, api_key_file: str | None) -> Connection:
    """The Connection for these options; the notice of the embedded sandbox goes to stderr,
    and with --verbose one line per request."""
    from callbridge.cli._globals import output
    from callbridge.connection import connect

    ctx = click.get_current_context(silent=True)
    settings = output(ctx)
    return connect(
        base_url,
        api_key_file,
        profile=ctx.find_root().meta.get(_PROFILE) if ctx else None,
        announce=lambda line: click.echo(line, err=True),
        trace=settings.trace if settings.verbose else None,
    )
