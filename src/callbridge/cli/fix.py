"""`migrate fix`: rewrite v1 code to v2, as a diff to review or in place.

A thin layer over `callbridge.fix`: scan, plan, print the diff (or write and scan again),
pick the exit code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from callbridge.cli._options import exclude_option, rules_option

if TYPE_CHECKING:
    from callbridge.fix import ApplyResult, FixPlan
    from callbridge.scanner import Finding, ScanResult

EPILOG = """\b
Exit codes:
  0  nothing to fix (or every fix was applied)
  1  fixes pending (without --apply), or a file changed before it could be written
  2  usage error, unreadable path or file, internal error

\b
Safe fixes are applied by default; unsafe ones (error reads, committed keys) only with
--unsafe-fixes. Findings without a fix are listed as manual work with their guidance.
Suppressed findings (callbridge: ignore) are never fixed.
"""


def _split(values: tuple[str, ...]) -> list[str] | None:
    names = [x.strip() for value in values for x in value.split(",") if x.strip()]
    return names or None


@click.command("fix", epilog=EPILOG)
@click.argument("paths", nargs=-1, required=True)
@click.option("--diff", "mode", flag_value="diff", default=True, help="Print the diff (default).")
@click.option("--apply", "mode", flag_value="apply", help="Write the fixes, then scan again.")
@click.option("--unsafe-fixes", is_flag=True, help="Also apply fixes that need review.")
@click.option(
    "--select",
    multiple=True,
    metavar="RULE_OR_CATEGORY,...",
    help="Fix only these rule ids or categories (repeatable, comma-separated).",
)
@exclude_option
@rules_option
@click.option(
    "--format",
    "fmt",
    type=click.Choice(("text", "json")),
    default="text",
    show_default=True,
    help="text: the diff on stdout, the summary on stderr; json: one document on stdout.",
)
def fix(
    paths: tuple[str, ...],
    mode: str,
    unsafe_fixes: bool,
    select: tuple[str, ...],
    exclude: tuple[str, ...],
    rule_files: tuple[str, ...],
    fmt: str,
) -> None:
    """Rewrite the v1 habits `migrate scan` finds in PATH... into their v2 form.

    Changes the base path to /api/public/v2, sends the key as Authorization: Bearer,
    removes acting-user headers and, with --unsafe-fixes, reads error.message instead of
    the flat v1 error and reads committed keys from the environment.
    """
    from callbridge.cli._errors import scanner_errors
    from callbridge.fix import apply_plan, plan_fixes
    from callbridge.scanner import scan

    with scanner_errors("fixer"):
        result = scan(list(paths), exclude=exclude, extra_rules=rule_files)
        plan = plan_fixes(result, unsafe=unsafe_fixes, select=_split(select))
        applied = apply_plan(plan, result) if mode == "apply" else None

    if fmt == "json":
        _json_report(result, plan, applied)
    else:
        _text_report(result, plan, applied)
    errors = result.errors + plan.errors + (applied.errors if applied else [])
    if errors:
        raise click.exceptions.Exit(2)
    if applied is None and plan.changed:
        raise click.exceptions.Exit(1)
    if applied is not None and applied.skipped:
        raise click.exceptions.Exit(1)


def _escape(text: str) -> str:
    return "".join(ch if ch.isprintable() or ch == "\t" else f"\\x{ord(ch):02x}" for ch in text)


def _summary(plan: FixPlan) -> str:
    fixes, files = plan.count("fix"), len(plan.changed)
    parts = [f"{fixes} fix(es) in {files} file(s)"]
    if unsafe := plan.count("unsafe"):
        parts.append(f"{unsafe} unsafe fix(es) available with --unsafe-fixes")
    parts.append(f"{plan.count('skipped')} skipped")
    parts.append(f"{plan.count('manual')} manual")
    return "; ".join(parts)


def _text_report(result: ScanResult, plan: FixPlan, applied: ApplyResult | None) -> None:
    from callbridge.fix import file_diff

    if applied is None:
        for file_fix in plan.changed:
            click.echo(file_diff(file_fix), nl=False)
    for item in plan.items:
        if item.status == "skipped":
            f = item.finding
            where = _escape(f"{f.path}:{f.line}:{f.column}")
            click.echo(f"skipped: {where} [{f.rule_id}] {item.reason}", err=True)
    for path, reason in applied.skipped.items() if applied else ():
        click.echo(f"not written: {_escape(path)}: {reason}", err=True)
    for line in result.errors + plan.errors + (applied.errors if applied else []):
        click.echo(f"error: {_escape(line)}", err=True)
    if applied is None:
        click.echo(_summary(plan) + (" pending" if plan.changed else ""), err=True)
        return
    click.echo(f"applied {plan.count('fix')} fix(es) in {len(applied.written)} file(s)")
    _remaining(result, applied.remaining)


def _remaining(result: ScanResult, remaining: list[Finding]) -> None:
    """What is left after the fixes, grouped by the v2 workflow and the recipe for it."""
    from callbridge.scanner.reporters._common import by_workflow

    if not remaining:
        click.echo("Nothing left: no v1 usage found in the fixed tree.")
        return
    guidance = {rule.id: rule.fix.guidance for rule in result.rules if rule.fix is not None}
    click.echo(f"{len(remaining)} finding(s) left for manual work:")
    for workflow, recipe, members in by_workflow(remaining):
        click.echo(f"== {workflow}")
        click.echo(f"   recipe: {recipe}")
        for f in members:
            click.echo(f"  {_escape(f.path)}:{f.line}:{f.column}: [{f.rule_id}]")
            click.echo(f"      {_escape(f.snippet)}")
            if guidance.get(f.rule_id):
                click.echo(f"      {guidance[f.rule_id]}")


def _json_report(result: ScanResult, plan: FixPlan, applied: ApplyResult | None) -> None:
    import json

    from callbridge.fix import file_diff

    data: dict[str, Any] = {
        "version": 1,
        "mode": "diff" if applied is None else "apply",
        "summary": {
            "fixes": plan.count("fix"),
            "unsafe": plan.count("unsafe"),
            "skipped": plan.count("skipped"),
            "manual": plan.count("manual"),
            "files": len(plan.changed),
        },
        "files": [
            {
                "path": f.path,
                "diff": file_diff(f),
                "findings": [item.to_json(f.src) for item in f.items],
            }
            for f in plan.files
        ],
        "errors": result.errors + plan.errors + (applied.errors if applied else []),
    }
    if applied is not None:
        data["written"] = applied.written
        data["not_written"] = applied.skipped
        data["remaining"] = [f.to_json() for f in applied.remaining]
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))
