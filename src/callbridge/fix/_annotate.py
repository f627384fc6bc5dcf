"""Each finding of a scan annotated with the fix `migrate fix` would make, for the JSON and
SARIF reports: code-scanning UIs show a safe fix as a suggested change."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from callbridge.fix._plan import FindingFix, edits_json, plan_fixes
from callbridge.fix._source import Source
from callbridge.scanner import ScanResult


def _describe(item: FindingFix, src: Source | None) -> dict[str, Any]:
    if item.status == "manual":
        return {"safety": "manual", "guidance": item.reason}
    if item.status == "skipped" or src is None:
        return {"safety": item.safety, "skipped": item.reason}
    return {"safety": item.safety, "edits": edits_json(src, item.edits)}


def annotate_fixes(result: ScanResult) -> ScanResult:
    """A copy of `result` whose findings carry `fix` (every fix, unsafe ones included, as
    a report describes what could be done, not what will be)."""
    plan = plan_fixes(result, unsafe=True)
    described = {
        id(item.finding): _describe(item, file_fix.src)
        for file_fix in plan.files
        for item in file_fix.items
    }
    findings = [replace(f, fix=described.get(id(f))) for f in result.findings]
    return replace(result, findings=findings)
