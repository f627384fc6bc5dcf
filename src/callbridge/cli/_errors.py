"""One place that turns library errors into a clear message and an exit code.

Service errors keep their code, message and request id (what support needs); configuration
and usage problems exit with 2, like click's own usage errors; everything from the service or
the network exits with 1. No traceback reaches the user for an error they can cause.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import click

from callbridge._terminal import shown

__all__ = ["EXIT_CONFIG", "EXIT_ERROR", "cli_errors", "describe_error"]

EXIT_ERROR = 1
EXIT_CONFIG = 2


def describe_error(exc: BaseException) -> tuple[str, int] | None:
    """The message and exit code for a library error, or None for anything else."""
    from callbridge.api._errors import ApiConnectionError, ApiError, ConfigurationError

    if isinstance(exc, ConfigurationError):
        return f"configuration error: {exc}", EXIT_CONFIG
    if isinstance(exc, ApiError):
        text = f"error: {exc.code or 'http_' + str(exc.status)} (HTTP {exc.status}): {exc.message}"
        for detail in exc.details:
            text += f"\n  {detail.path}: {detail.message}"
        if exc.request_id:
            text += f"\n  request id: {exc.request_id}"
        return text, EXIT_ERROR
    if isinstance(exc, ApiConnectionError):
        return f"connection error: {exc}", EXIT_ERROR
    return None


@contextmanager
def cli_errors() -> Iterator[None]:
    """Run a command body; library errors become a stderr message and a non-zero exit."""
    try:
        yield
    except Exception as exc:
        described = describe_error(exc)  # None for click's own exits and usage errors
        if described is None:
            raise
        message, code = described
        click.echo(shown(message), err=True)
        raise click.exceptions.Exit(code) from None
