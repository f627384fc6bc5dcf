"""GitHub Actions workflow commands: one annotation per finding on the pull request diff."""

from __future__ import annotations

from callbridge.scanner._models import ScanResult
from callbridge.scanner.reporters._common import repo_prefix, summary_line

_LEVEL = {"error": "error", "warning": "warning", "info": "notice"}


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _prop(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def render_github(result: ScanResult) -> str:
    prefix = repo_prefix(result.root)
    lines = []
    for f in result.findings:
        props = ",".join(
            [
                f"file={_prop(prefix + f.path)}",
                f"line={f.line}",
                f"col={f.column}",
                f"endLine={f.end_line}",
                f"endColumn={f.end_column}",
                f"title={_prop(f'{f.rule_id} → {f.recipe}')}",
            ]
        )
        body = f"{f.message}\nv2: {f.v2_workflow}\nrecipe: {f.recipe}"
        lines.append(f"::{_LEVEL[f.severity]} {props}::{_data(body)}")
    for warning in result.warnings:
        lines.append(f"::warning::{_data(warning)}")
    for error in result.errors:
        lines.append(f"::error::{_data(error)}")
    lines.append(f"::notice title=callbridge scan::{_data(summary_line(result))}")
    return "\n".join(lines) + "\n"
