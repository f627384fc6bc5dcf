"""The session a walkthrough builds up, as plain data the screens render.

Nothing here imports Textual: the state can be built, inspected and tested on its own, and
every screen reads the same object, so what one step records the others (and the report) see.
Marks live only for the session; the code is the source of truth for what is left to do.

A finding is keyed by its fingerprint and its occurrence (the n-th finding with that
fingerprint, in the scan's path/line order), the way baselines count them: the same v1 line
twice in one file (a retry that repeats the call) gives two findings with one fingerprint,
and each is its own row, marked on its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
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


def occurrence_keys(findings: Iterable[Finding]) -> list[str]:
    """`<fingerprint>#<n>` per finding, n counting from 0 in the order given."""
    seen: Counter[str] = Counter()
    keys = []
    for finding in findings:
        keys.append(f"{finding.fingerprint}#{seen[finding.fingerprint]}")
        seen[finding.fingerprint] += 1
    return keys


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
    _keys: dict[str, Finding] = field(default_factory=dict, repr=False)
    _by_finding: dict[Finding, str] = field(default_factory=dict, repr=False)

    @property
    def connected(self) -> bool:
        return self.credential is not None

    @property
    def findings(self) -> list[Finding]:
        return list(self.scan.findings) if self.scan is not None else []

    def keyed_findings(self) -> list[tuple[str, Finding]]:
        """Every finding with its session key, in the scan's order."""
        return list(self._keys.items())

    def key_of(self, finding: Finding) -> str:
        return self._by_finding[finding]

    def set_scan(self, root: Path, result: ScanResult) -> None:
        """A new scan replaces the old one; marks of findings that are still there are kept
        (the same line at the same occurrence)."""
        self.scan_root = root
        self.scan = result
        keys = occurrence_keys(result.findings)
        self._keys = dict(zip(keys, result.findings, strict=True))
        self._by_finding = {finding: key for key, finding in self._keys.items()}
        self.marks = {key: mark for key, mark in self.marks.items() if key in self._keys}

    def mark(self, finding: Finding, mark: Mark | None) -> None:
        key = self.key_of(finding)
        if mark is None:
            self.marks.pop(key, None)
        else:
            self.marks[key] = mark

    def mark_of(self, finding: Finding) -> Mark | None:
        """The mark of a finding of the current scan (None for one it no longer has)."""
        key = self._by_finding.get(finding)
        return self.marks.get(key) if key is not None else None

    def open_findings(self) -> list[Finding]:
        return [f for key, f in self._keys.items() if key not in self.marks]

    def counts(self) -> FindingCounts:
        tally = Counter(self.marks.values())
        return FindingCounts(
            found=len(self._keys), done=tally[Mark.DONE], ignored=tally[Mark.IGNORED]
        )

    def run(self, run_id: str) -> RunRecord | None:
        return next((record for record in self.runs if record.run_id == run_id), None)
