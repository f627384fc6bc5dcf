"""The session a walkthrough builds up, as plain data the screens render.

Nothing here imports Textual: the state can be built, inspected and tested on its own, and
every screen reads the same object, so what one step records the others (and the report) see.
Marks live only for the session; the code is the source of truth for what is left to do.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from callbridge.api.models import Credential
    from callbridge.recipe.planner import Plan
    from callbridge.recipe.schema import Recipe
    from callbridge.scanner import Finding, ScanResult


class Mark(StrEnum):
    DONE = "done"
    IGNORED = "ignored"


@dataclass
class RunRecord:
    """One recipe run started from the walkthrough; `status` is the runner's own word
    (running, succeeded, failed, declined), or paused while the user holds it."""

    recipe: str
    run_id: str
    status: str = "running"
    steps_total: int = 0
    steps_done: int = 0
    last_error: str | None = None

    @property
    def resumable(self) -> bool:
        return self.status in ("failed", "declined", "needs_confirmation")


@dataclass
class PlannedRun:
    """A recipe with checked inputs, planned in step 3 and waiting to run in step 4."""

    recipe: Recipe
    inputs: dict[str, Any]
    plan: Plan | None = None


@dataclass
class WebhookStatus:
    """Where the v2 subscription stands; the signing secret itself is never kept here."""

    subscription_id: str | None = None
    name: str = ""
    url: str = ""
    events: list[str] = field(default_factory=list)
    active: bool = False
    verified: bool = False
    secret_rotated: bool = False
    secret_saved_to: str | None = None
    receiver_url: str | None = None
    events_received: int = 0


@dataclass
class FindingCounts:
    found: int
    done: int
    ignored: int

    @property
    def left(self) -> int:
        return self.found - self.done - self.ignored


@dataclass
class SessionState:
    target: str = ""
    masked_key: str = ""
    credential: Credential | None = None
    scan_root: Path | None = None
    scan: ScanResult | None = None
    marks: dict[str, Mark] = field(default_factory=dict)
    planned: PlannedRun | None = None
    runs: list[RunRecord] = field(default_factory=list)
    webhook: WebhookStatus = field(default_factory=WebhookStatus)

    @property
    def connected(self) -> bool:
        return self.credential is not None

    @property
    def findings(self) -> list[Finding]:
        return list(self.scan.findings) if self.scan is not None else []

    def set_scan(self, root: Path, result: ScanResult) -> None:
        """A new scan replaces the old one; marks of findings that are still there are kept."""
        self.scan_root = root
        self.scan = result
        present = {finding.fingerprint for finding in result.findings}
        self.marks = {fp: mark for fp, mark in self.marks.items() if fp in present}

    def mark(self, finding: Finding, mark: Mark | None) -> None:
        if mark is None:
            self.marks.pop(finding.fingerprint, None)
        else:
            self.marks[finding.fingerprint] = mark

    def mark_of(self, finding: Finding) -> Mark | None:
        return self.marks.get(finding.fingerprint)

    def open_findings(self) -> list[Finding]:
        return [f for f in self.findings if f.fingerprint not in self.marks]

    def counts(self) -> FindingCounts:
        tally = Counter(self.marks.get(f.fingerprint) for f in self.findings)
        return FindingCounts(
            found=len(self.findings), done=tally[Mark.DONE], ignored=tally[Mark.IGNORED]
        )

    def run(self, run_id: str) -> RunRecord | None:
        return next((record for record in self.runs if record.run_id == run_id), None)
