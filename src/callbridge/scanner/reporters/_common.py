"""Small helpers the renderers share: grouping by v2 workflow and repository-relative paths."""

from __future__ import annotations

import os
from pathlib import Path

from callbridge.scanner._models import Finding, ScanResult


def by_workflow(findings: list[Finding]) -> list[tuple[str, str, list[Finding]]]:
    """Findings grouped by (v2 workflow, recipe), most severe and largest groups first."""
    groups: dict[tuple[str, str], list[Finding]] = {}
    for finding in findings:
        groups.setdefault((finding.v2_workflow, finding.recipe), []).append(finding)
    rank = {"error": 0, "warning": 1, "info": 2}

    def key(item: tuple[tuple[str, str], list[Finding]]) -> tuple[int, int, str]:
        (workflow, _), members = item
        return (min(rank[f.severity] for f in members), -len(members), workflow)

    return [(wf, recipe, members) for (wf, recipe), members in sorted(groups.items(), key=key)]


def repo_prefix(root: Path) -> str:
    """The scanned root's path inside its git work tree (`""` at the top or outside git)."""
    for folder in (root, *root.parents):
        if (folder / ".git").exists():
            rel = os.path.relpath(root, folder).replace(os.sep, "/")
            return "" if rel == "." else rel + "/"
    return ""


def summary_line(result: ScanResult) -> str:
    counts = result.counts_by_severity()
    stats = result.stats
    files = len({f.path for f in result.findings})
    mb = stats.bytes_scanned / 1_000_000
    parts = [
        f"{len(result.findings)} finding(s) ({counts['error']} error, {counts['warning']} "
        f"warning, {counts['info']} info) in {files} file(s)",
        f"{stats.files_scanned} file(s) scanned ({mb:.1f} MB) in {stats.seconds:.2f} s",
    ]
    if stats.skipped:
        parts.append("skipped: " + ", ".join(f"{k} {v}" for k, v in sorted(stats.skipped.items())))
    if stats.suppressed:
        parts.append(f"suppressed {stats.suppressed}")
    if stats.baseline_matched:
        parts.append(f"{stats.baseline_matched} already in the baseline")
    return "; ".join(parts)
