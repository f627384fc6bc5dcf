"""Options every command takes: --color, -q/--quiet, -v/--verbose.

They are given to the root group and to every subcommand (the lazy group adds them when it
loads a command), so `migrate -q run X` and `migrate run X -q` mean the same. Their values
live in one `Output` object on the root context; commands read it through `output()`.

Colour follows the conventions of the ecosystem: `--color always|never` wins, then
`NO_COLOR` (any non-empty value: never), then `FORCE_COLOR` (non-empty and not 0: always),
else colour only on a terminal outside CI. `--quiet` keeps stdout silent and lets through
only the error lines on stderr; `--verbose` prints one line per HTTP request.
"""

from __future__ import annotations

import io
import os
import sys
from dataclasses import dataclass
from typing import IO

import click

__all__ = ["Output", "add_global_options", "apply_color", "output"]

_KEY = "callbridge.output"
# stderr lines a quiet command still prints: errors in every form this CLI writes them
_ERROR_PREFIXES = ("error", "configuration error", "connection error", "Error:", "Usage:", "Try ")


@dataclass
class Output:
    color: str = "auto"  # auto, always, never
    quiet: bool = False
    verbose: bool = False

    def use_color(self, stream: IO[str] | None = None) -> bool:
        """Whether to colour output for `stream` (default stdout)."""
        if self.color != "auto":
            return self.color == "always"
        if os.environ.get("NO_COLOR"):
            return False
        forced = os.environ.get("FORCE_COLOR")
        if forced and forced != "0":
            return True
        if os.environ.get("CI"):
            return False
        target = stream or sys.stdout
        return bool(getattr(target, "isatty", lambda: False)())

    def trace(self, line: str) -> None:
        if self.verbose:
            click.echo(line, err=True)


def output(ctx: click.Context | None = None) -> Output:
    """The output settings of the running command (defaults outside a command)."""
    current = ctx or click.get_current_context(silent=True)
    if current is None:
        return Output()
    root = current.find_root()
    found = root.meta.get(_KEY)
    if found is None:
        found = root.meta[_KEY] = Output()
    assert isinstance(found, Output)
    return found


class _ErrorsOnly(io.TextIOBase):
    """A stderr for --quiet: whole lines that are errors (and their indented details) pass."""

    def __init__(self, inner: IO[str]) -> None:
        self._inner = inner
        self._pending = ""
        self._keeping = False

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self._pending += text
        while "\n" in self._pending:
            line, self._pending = self._pending.split("\n", 1)
            self._line(line + "\n")
        return len(text)

    def _line(self, line: str) -> None:
        stripped = line.lstrip("\n")
        if stripped.startswith(_ERROR_PREFIXES):
            self._keeping = True
        elif not stripped[:1].isspace():
            self._keeping = False
        if self._keeping:
            self._inner.write(line)

    def flush(self) -> None:
        if self._pending:
            self._line(self._pending)
            self._pending = ""
        self._inner.flush()


def _quiet(ctx: click.Context) -> None:
    """Silence stdout and non-error stderr for the rest of the command."""
    root = ctx.find_root()
    if root.meta.get("callbridge.silenced"):
        return
    root.meta["callbridge.silenced"] = True
    saved = sys.stdout, sys.stderr
    sys.stdout = io.StringIO()
    sys.stderr = _ErrorsOnly(saved[1])

    def restore() -> None:
        sys.stderr.flush()
        sys.stdout, sys.stderr = saved

    root.call_on_close(restore)


def _set_color(ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
    if value is None:
        return
    output(ctx).color = value
    ctx.color = ctx.find_root().color = value == "always" if value != "auto" else None


def _set_quiet(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value:
        output(ctx).quiet = True
        _quiet(ctx)


def _set_verbose(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value:
        output(ctx).verbose = True


def _options() -> list[click.Option]:
    return [
        click.Option(
            ["--color"],
            type=click.Choice(["auto", "always", "never"]),
            default=None,
            expose_value=False,
            is_eager=True,
            callback=_set_color,
            help="Colour output: auto (a terminal, unless NO_COLOR), always or never.",
        ),
        click.Option(
            ["-q", "--quiet"],
            is_flag=True,
            expose_value=False,
            is_eager=True,
            callback=_set_quiet,
            help="Print nothing but errors.",
        ),
        click.Option(
            ["-v", "--verbose"],
            is_flag=True,
            expose_value=False,
            callback=_set_verbose,
            help="Also print each HTTP request: method, path, status, request id and time.",
        ),
    ]


def add_global_options(command: click.Command) -> click.Command:
    """Give `command` (and, for a group, every subcommand it has) the global options."""
    names = {param.name for param in command.params}
    command.params.extend(opt for opt in _options() if opt.name not in names)
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            add_global_options(sub)
    return command


def apply_color(ctx: click.Context) -> None:
    """Make click's own styling follow NO_COLOR/FORCE_COLOR when no --color was given."""
    root = ctx.find_root()
    settings = output(ctx)
    if settings.color == "auto" and root.color is None:
        if os.environ.get("NO_COLOR"):
            ctx.color = root.color = False
        elif os.environ.get("FORCE_COLOR") not in (None, "", "0"):
            ctx.color = root.color = True
