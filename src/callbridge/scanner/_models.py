"""The scanner's result types, shared by the engine, the reporters, the CLI and the TUI.

They are plain dataclasses so that worker processes can send them back by pickling and the
TUI can hold them without importing anything heavy.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from callbridge.scanner._rules import Rule

Severity = Literal["info", "warning", "error"]
SEVERITY_RANK: dict[str, int] = {"info": 0, "warning": 1, "error": 2}


class ScanError(Exception):
    """A problem the user can fix: a missing path, a broken rule file, an unreadable baseline."""


@dataclass(frozen=True)
class Finding:
    """One place in the code that must change before it can talk to v2.

    `snippet` is the source line with every secret on it masked; `matched` is the
    normalized (and masked) text that the fingerprint is computed from.
    """

    rule_id: str
    category: str
    severity: Severity
    path: str
    line: int
    column: int
    end_line: int
    end_column: int
    message: str
    v2_workflow: str
    recipe: str
    fingerprint: str
    snippet: str
    matched: str
    docs: str = ""
    # How `migrate fix` would change it ({safety, edits} or {safety: manual, guidance});
    # filled in by the JSON and SARIF reporters, None elsewhere.
    fix: dict[str, Any] | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        """The stable JSON shape of a finding (the `findings[]` items of `--format json`)."""
        data = {
            "rule_id": self.rule_id,
            "category": self.category,
            "severity": self.severity,
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
            "message": self.message,
            "v2_workflow": self.v2_workflow,
            "recipe": self.recipe,
            "fingerprint": self.fingerprint,
            "snippet": self.snippet,
        }
        if self.fix is not None:
            data["fix"] = self.fix
        return data


@dataclass
class ScanStats:
    """What the scan looked at, so that nothing is dropped without being counted."""

    files_seen: int = 0
    files_scanned: int = 0
    files_candidate: int = 0
    bytes_scanned: int = 0
    seconds: float = 0.0
    skipped: dict[str, int] = field(default_factory=dict)
    suppressed: int = 0
    unused_suppressions: int = 0
    baseline_matched: int = 0
    decode_replaced: int = 0
    jobs: int = 1

    def skip(self, reason: str, count: int = 1) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + count

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["seconds"] = round(self.seconds, 3)
        data["skipped"] = dict(sorted(self.skipped.items()))
        return data


@dataclass
class ScanResult:
    """Everything one scan produced. `root` is the directory paths are relative to."""

    root: Path
    findings: list[Finding]
    stats: ScanStats
    warnings: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    rules: list[Rule] = field(default_factory=list)

    def counts_by_severity(self) -> dict[str, int]:
        counts = {"error": 0, "warning": 0, "info": 0}
        for finding in self.findings:
            counts[finding.severity] += 1
        return counts

    def counts_by_category(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for finding in self.findings:
            counts[finding.category] = counts.get(finding.category, 0) + 1
        return dict(sorted(counts.items()))

    def at_or_above(self, severity: str) -> list[Finding]:
        floor = SEVERITY_RANK[severity]
        return [f for f in self.findings if SEVERITY_RANK[f.severity] >= floor]
