"""The terminal report: findings grouped by the v2 workflow that replaces them."""

from __future__ import annotations

from callbridge._terminal import escape_controls
from callbridge.scanner._models import ScanResult
from callbridge.scanner.reporters._common import by_workflow, summary_line


def render_text(result: ScanResult) -> str:
    lines: list[str] = []
    for workflow, recipe, members in by_workflow(result.findings):
        lines.append(f"== {workflow}")
        lines.append(f"   recipe: {recipe}")
        for f in members:
            lines.append(f"  {f.path}:{f.line}:{f.column}: {f.severity} [{f.rule_id}]")
            lines.append(f"      {escape_controls(f.snippet)}")
            lines.append(f"      {f.message}")
        lines.append("")
    if not result.findings and result.stats.baseline_matched:
        known = result.stats.baseline_matched
        lines.append(
            f"No new v1 usage: {known} known finding{'s' if known != 1 else ''} matched the baseline."
        )
    elif not result.findings:
        lines.append("No v1 usage found.")
    for warning in result.warnings:
        lines.append(f"warning: {warning}")
    for error in result.errors:
        lines.append(f"error: {error}")
    lines.append(summary_line(result))
    return "\n".join(lines) + "\n"
