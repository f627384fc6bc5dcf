"""From a scan's findings to a plan: per file, the edits each finding's fix makes.

A finding's fix comes from its rule (`fix:` in the rule pack), per the file's language. It
is planned only when the file still holds what the scan saw, every edit stays inside text
that round-trips to the same bytes, and it does not overlap another finding's edits: the
first finding (in file order) keeps its fix, the other is reported as skipped.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from callbridge.fix._fixers import FIXERS, Fixer, Site, secret_value
from callbridge.fix._source import Edit, Source, Undecodable
from callbridge.scanner import Finding, Rule, ScanResult
from callbridge.scanner._languages import SHEBANGS, language_for

Status = Literal["fix", "unsafe", "skipped", "manual"]
MAX_FILE_BYTES = 4 * 1024 * 1024  # the scanner's own bound: larger files were never scanned


@dataclass
class FindingFix:
    """What happens to one finding.

    status: `fix` (its edits are in the plan), `unsafe` (a fix exists but needs
    --unsafe-fixes), `skipped` (the fixer could not or must not edit it; `reason` says
    why) or `manual` (no fixer: `reason` is the guidance).
    """

    finding: Finding
    safety: str
    status: Status
    reason: str = ""
    edits: list[Edit] = field(default_factory=list)

    def to_json(self, src: Source | None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "rule_id": self.finding.rule_id,
            "category": self.finding.category,
            "path": self.finding.path,
            "line": self.finding.line,
            "column": self.finding.column,
            "safety": self.safety,
            "status": self.status,
        }
        if self.reason:
            data["reason"] = self.reason
        if src is not None and self.edits:
            data["edits"] = edits_json(src, self.edits)
        return data


def edits_json(src: Source, edits: list[Edit]) -> list[dict[str, Any]]:
    """Edits as 1-based line/column ranges of the original file plus the new text."""
    out = []
    for edit in edits:
        line, column = src.position(edit.start)
        end_line, end_column = src.position(edit.end)
        out.append(
            {
                "line": line,
                "column": column,
                "end_line": end_line,
                "end_column": end_column,
                "replacement": edit.text,
            }
        )
    return out


@dataclass
class FileFix:
    """One file's planned change. `src` is None when the file could not be read as text."""

    path: str
    abspath: Path
    src: Source | None
    items: list[FindingFix]
    after: str | None = None  # the fixed text, when it differs

    @property
    def edits(self) -> list[Edit]:
        return sorted(e for item in self.items if item.status == "fix" for e in item.edits)

    @property
    def secrets(self) -> set[str]:
        """Committed key values in this file, to mask wherever its text is shown."""
        if self.src is None:
            return set()
        return file_secrets(self.src, [item.finding for item in self.items])


@dataclass
class FixPlan:
    root: Path
    files: list[FileFix]
    errors: list[str] = field(default_factory=list)

    @property
    def items(self) -> list[FindingFix]:
        return [item for f in self.files for item in f.items]

    @property
    def changed(self) -> list[FileFix]:
        return [f for f in self.files if f.after is not None]

    def count(self, status: Status) -> int:
        return sum(1 for item in self.items if item.status == status)

    def keep_only(self, accepted: Iterable[FindingFix]) -> FixPlan:
        """The plan with only the `accepted` fixes (a review that skipped the others)."""
        keep = {id(item) for item in accepted}
        files = []
        for file_fix in self.files:
            items = [
                item
                if item.status != "fix" or id(item) in keep
                else FindingFix(item.finding, item.safety, "skipped", "skipped in review")
                for item in file_fix.items
            ]
            kept = FileFix(file_fix.path, file_fix.abspath, file_fix.src, items)
            if file_fix.src is not None and kept.edits:
                after = file_fix.src.apply(kept.edits)
                kept.after = after if after != file_fix.src.text else None
            files.append(kept)
        return FixPlan(self.root, files, list(self.errors))


def language_of(path: Path, data: bytes) -> str | None:
    language = language_for(path.name)
    if language is None and data.startswith(b"#!"):
        first = data.split(b"\n", 1)[0]
        for needle, name in SHEBANGS:
            if needle in first:
                return name
    return language


def selected(finding: Finding, select: Iterable[str] | None) -> bool:
    if select is None:
        return True
    wanted = set(select)
    return finding.rule_id in wanted or finding.category in wanted


def _still_there(src: Source, finding: Finding, secrets: set[str]) -> bool:
    """Does the file still hold what the scan saw on the finding's line?"""
    from callbridge._redact import mask_key
    from callbridge.scanner import mask_line

    if finding.line > len(src.line_starts):
        return False
    masked = mask_line(src.line_text(finding.line))
    for value in secrets:
        masked = masked.replace(value, mask_key(value))
    return " ".join(masked.split()) == finding.matched


def _plan_file(
    rel: str,
    abspath: Path,
    findings: list[Finding],
    rules: dict[str, Rule],
    unsafe: bool,
    errors: list[str],
) -> FileFix:
    try:
        with abspath.open("rb") as fh:
            data = fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        errors.append(f"{rel}: cannot read: {exc.strerror or exc}")
        items = [FindingFix(f, "manual", "skipped", "the file cannot be read") for f in findings]
        return FileFix(rel, abspath, None, items)
    try:
        if len(data) > MAX_FILE_BYTES:
            raise Undecodable("it is larger than 4 MiB")
        src = Source(data)
    except Undecodable as exc:
        items = [
            FindingFix(f, "manual", "skipped", f"the file is not editable: {exc}") for f in findings
        ]
        return FileFix(rel, abspath, None, items)
    language = language_of(abspath, data) or ""
    file_fix = FileFix(rel, abspath, src, [])
    secrets = file_secrets(src, findings)
    if not all(_still_there(src, f, secrets) for f in findings):
        file_fix.items = [
            FindingFix(f, "manual", "skipped", "the file changed since the scan") for f in findings
        ]
        return file_fix
    taken: list[Edit] = []
    for index, finding in enumerate(findings):
        item = _plan_finding(src, language, finding, rules.get(finding.rule_id), unsafe, index)
        if item.status == "fix":
            fresh = [e for e in item.edits if e not in taken]
            clash = next((t for e in fresh for t in taken if e.overlaps(t)), None)
            if clash is not None:
                other = findings[clash.finding]
                item.status, item.edits = "skipped", []
                item.reason = f"overlaps the fix for {other.rule_id} at {other.line}:{other.column}"
            else:
                taken.extend(fresh)
                item.edits = fresh
        file_fix.items.append(item)
    if taken:
        after = src.apply(taken)
        if after != src.text:
            file_fix.after = after
    return file_fix


def file_secrets(src: Source, findings: list[Finding]) -> set[str]:
    values = set()
    for finding in findings:
        if finding.category == "hardcoded-api-key":
            value = secret_value(src, finding)
            if value:
                values.add(value)
    return values


def _plan_finding(
    src: Source,
    language: str,
    finding: Finding,
    rule: Rule | None,
    unsafe: bool,
    index: int,
) -> FindingFix:
    spec = rule.fix if rule is not None else None
    if spec is None:
        return FindingFix(finding, "manual", "manual", finding.v2_workflow)
    action, safety = spec.for_language(language)
    if action is None:
        return FindingFix(finding, "manual", "manual", spec.guidance or finding.v2_workflow)
    fixer = FIXERS.get(action)
    if fixer is None:
        return FindingFix(finding, safety, "skipped", f"unknown fix action {action!r}")
    try:
        start = src.offset(finding.line, finding.column)
        end = src.offset(finding.end_line, finding.end_column)
    except IndexError:
        return FindingFix(finding, safety, "skipped", "the finding's span is not in the file")
    outcome = fixer(Site(src, language, start, end, index))
    if isinstance(outcome, str):
        return FindingFix(finding, safety, "skipped", outcome)
    assert rule is not None
    outcome += _same_line(src, language, rule, (start, end), index, fixer)
    if safety == "unsafe" and not unsafe:
        return FindingFix(
            finding, safety, "unsafe", "an unsafe fix: review it, then use --unsafe-fixes", outcome
        )
    return FindingFix(finding, safety, "fix", "", outcome)


def _same_line(
    src: Source, language: str, rule: Rule, span: tuple[int, int], index: int, fixer: Fixer
) -> list[Edit]:
    """Edits for the rule's other matches on the finding's line: the scanner reports one
    finding per line and category, and a fix must leave nothing for a second run."""
    if rule.matcher.kind != "regex" or rule.matcher.secret_check is not None:
        return []
    line_start, line_end = src.line_span(src.line_of(span[0]))
    edits: list[Edit] = []
    for match in rule.matcher.pattern.finditer(src.text, line_start, line_end):
        if match.span() == span or match.end() == match.start():
            continue
        outcome = fixer(Site(src, language, match.start(), match.end(), index))
        if not isinstance(outcome, str):
            edits += outcome
    return edits


def plan_fixes(
    result: ScanResult,
    *,
    unsafe: bool = False,
    select: Iterable[str] | None = None,
) -> FixPlan:
    """Plan the fixes for `result`'s findings (those `select` names, by rule id or category).

    Reads each file with findings once; nothing is written.
    """
    rules = {rule.id: rule for rule in result.rules}
    by_path: dict[str, list[Finding]] = {}
    for finding in result.findings:
        if selected(finding, select):
            by_path.setdefault(finding.path, []).append(finding)
    plan = FixPlan(result.root, [])
    for rel, findings in sorted(by_path.items()):
        findings.sort(key=lambda f: (f.line, f.column, f.rule_id))
        abspath = Path(os.path.join(result.root, rel))  # noqa: PTH118 - rel uses "/" already
        plan.files.append(_plan_file(rel, abspath, findings, rules, unsafe, plan.errors))
    return plan
