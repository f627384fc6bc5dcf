"""One place that turns library errors into a clear message and an exit code.

Service errors keep their code, message and request id (what support needs); configuration
and usage problems exit with 2, like click's own usage errors; everything from the service or
the network exits with 1. No traceback reaches the user for an error they can cause.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import click

from callbridge._redact import redact_text

__all__ = ["EXIT_CONFIG", "EXIT_ERROR", "cli_errors", "describe_error", "scanner_errors"]

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
        click.echo(redact_text(message), err=True)
        raise click.exceptions.Exit(code) from None


@contextmanager
def scanner_errors(what: str) -> Iterator[None]:
    """For commands that walk a tree (scan, fix): a ScanError is the user's to fix (exit 2
    with its message); anything else is an internal error in `what`, which must never look
    like a clean tree (exit 2; CALLBRIDGE_DEBUG=1 shows the traceback).

    Also skips the interpreter's final garbage collection, a few percent of a large scan's
    time spent on memory the exit frees anyway (registered once however often it runs).
    """
    import atexit
    import gc
    import os

    from callbridge.scanner import ScanError

    atexit.unregister(gc.freeze)
    atexit.register(gc.freeze)
    try:
        yield
    except ScanError as exc:
        click.echo(f"Error: {exc}", err=True)
        raise click.exceptions.Exit(EXIT_CONFIG) from None
    except click.exceptions.Exit:
        raise
    except Exception as exc:
        if os.environ.get("CALLBRIDGE_DEBUG"):
            raise
        click.echo(f"Error: internal error in the {what}: {type(exc).__name__}: {exc}", err=True)
        raise click.exceptions.Exit(EXIT_CONFIG) from None
