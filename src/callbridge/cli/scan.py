"""`migrate scan`: find where a codebase still talks v1, for people and for CI.

A thin layer over `callbridge.scanner`: parse options, scan, render, pick the exit code.
"""

from __future__ import annotations

from pathlib import Path

import click

from callbridge.cli._options import exclude_option, rules_option

FAIL_ON = ("info", "warning", "error", "never")
FORMATS = ("text", "json", "sarif", "github", "markdown")

EPILOG = """\b
Exit codes:
  0  nothing at or above --fail-on
  1  findings at or above --fail-on
  2  usage error, unreadable path or file, bad rule file or baseline, internal error

\b
Suppress a finding with a comment on its line or the line before:
  callbridge: ignore               every rule
  callbridge: ignore[rule-id, ...] the named rules (or categories)
"""


@click.command("scan", epilog=EPILOG)
@click.argument("paths", nargs=-1, required=True)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(FORMATS),
    default="text",
    show_default=True,
    help="Report format: text for people, json/sarif for tools, github for annotations, "
    "markdown for a migration report.",
)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False),
    help="Write the report here instead of stdout.",
)
@click.option(
    "--fail-on",
    type=click.Choice(FAIL_ON),
    default="error",
    show_default=True,
    help="Exit 1 when a finding has this severity or higher (never: always exit 0 unless an error).",
)
@click.option(
    "--baseline",
    type=click.Path(dir_okay=False),
    help="A previous --format json report; report only findings not in it.",
)
@rules_option
@exclude_option
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    help="Processes to scan with (default: one per CPU, up to 8, once the tree is large).",
)
@click.option(
    "--no-ignore",
    is_flag=True,
    help="Do not read .gitignore files (.callbridgeignore and --exclude still apply).",
)
def scan(
    paths: tuple[str, ...],
    fmt: str,
    output: str | None,
    fail_on: str,
    baseline: str | None,
    rule_files: tuple[str, ...],
    exclude: tuple[str, ...],
    jobs: int | None,
    no_ignore: bool,
) -> None:
    """Find v1 habits in PATH... and the v2 workflow and recipe that replace each one.

    Looks for the /api/public/v1 base path, v1-only endpoints, acting-user and x-api-key
    headers, flat v1 error bodies and statuses, legacy webhook verifiers and committed keys,
    in Python, JavaScript/TypeScript, Go, Ruby, Java, Kotlin, PHP, C#, shell, JSON, YAML,
    .env and INI/TOML files. Comments and docstrings do not count; string literals do.
    """
    from callbridge.cli._errors import scanner_errors
    from callbridge.scanner import scan as run_scan
    from callbridge.scanner.reporters import render, summary_line

    with scanner_errors("scanner"):
        result = run_scan(
            list(paths),
            extra_rules=[Path(p) for p in rule_files],
            exclude=exclude,
            baseline=baseline,
            jobs=jobs,
            use_gitignore=not no_ignore,
        )
        report = render(result, fmt)

    if output is None:
        click.echo(report, nl=False)
    else:
        try:
            Path(output).write_text(report, encoding="utf-8")
        except OSError as exc:
            click.echo(f"Error: cannot write {output}: {exc.strerror or exc}", err=True)
            raise click.exceptions.Exit(2) from None
        click.echo(summary_line(result), err=True)
    if fmt != "text":
        for line in result.errors:
            click.echo(f"error: {line}", err=True)
    if result.errors:
        raise click.exceptions.Exit(2)
    if fail_on != "never" and result.at_or_above(fail_on):
        raise click.exceptions.Exit(1)
