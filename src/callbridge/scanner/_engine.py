"""`scan()`: walk, prefilter and classify (in parallel when the tree is big), then join.

The join is where per-file results become findings: a version variable set to `v1` counts
only when some file uses it in a base-path template, suppression comments are applied (and
the unused ones reported), and a baseline removes findings that were already known.
Parallel workers are started with the spawn method, never fork, so the scanner behaves the
same on every platform and inside a threaded host such as the TUI.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path

from callbridge.scanner._filescan import FileOutcome, FileScanner, init_worker, scan_chunk
from callbridge.scanner._matcher import RawFinding, VersionAssignment
from callbridge.scanner._models import Finding, ScanError, ScanResult, ScanStats
from callbridge.scanner._rules import Rule, load_rules, prefilter_literals
from callbridge.scanner._walker import Candidate, Walker, common_root, resolve_paths

PARALLEL_MIN_FILES = 3000
CHUNK_FILES = 256

Progress = Callable[[int, int], None]


def fingerprint(rule_id: str, path: str, matched: str) -> str:
    """Stable across line moves: rule, path and the normalized matched text, no line number."""
    digest = hashlib.sha256(f"{rule_id}\0{path}\0{matched}".encode()).hexdigest()
    return digest[:32]


def load_baseline(path: str | os.PathLike[str]) -> Counter[str]:
    """Fingerprints of a previous `--format json` report, counted (a line can repeat)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise ScanError(f"cannot read baseline {path}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ScanError(
            f"baseline {path} is not a JSON report from `migrate scan --format json`"
        ) from None
    findings = data.get("findings") if isinstance(data, dict) else None
    if not isinstance(findings, list):
        raise ScanError(f"baseline {path} has no `findings` list")
    return Counter(
        f["fingerprint"]
        for f in findings
        if isinstance(f, dict) and isinstance(f.get("fingerprint"), str)
    )


class _Dispatcher:
    """Receives files from the walk; classifies them here, or in spawned workers once the
    tree proves big enough for worker start-up to pay off."""

    def __init__(
        self,
        rules: list[Rule],
        literals: tuple[str, ...],
        jobs: int | None,
        progress: Progress | None,
    ) -> None:
        if jobs is not None and jobs < 1:
            raise ScanError("jobs must be at least 1")
        self.rules = rules
        self.literals = literals
        self.progress = progress
        cpus = os.cpu_count() or 1
        self.workers = min(cpus, 8) if jobs is None else jobs
        self.threshold = PARALLEL_MIN_FILES if jobs is None else 2 * jobs
        self.pending: list[Candidate] = []
        self.total = 0
        self.pool: ProcessPoolExecutor | None = None
        self.futures: list[Future[list[FileOutcome]]] = []

    def add(self, cand: Candidate) -> None:
        self.pending.append(cand)
        self.total += 1
        if self.pool is None and self.workers > 1 and self.total >= self.threshold:
            self.pool = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=init_worker,
                initargs=(self.rules, self.literals),
            )
        if self.pool is not None and len(self.pending) >= CHUNK_FILES:
            self._submit()

    def _submit(self) -> None:
        assert self.pool is not None
        for i in range(0, len(self.pending), CHUNK_FILES):
            self.futures.append(self.pool.submit(scan_chunk, self.pending[i : i + CHUNK_FILES]))
        self.pending = []

    def finish(self) -> tuple[list[FileOutcome], int]:
        """All outcomes in walk order, and the number of processes that produced them."""
        outcomes: list[FileOutcome] = []
        if self.pool is None:
            scanner = FileScanner(self.rules, self.literals)
            for i, cand in enumerate(self.pending, 1):
                outcomes.append(scanner.scan(cand))
                if self.progress is not None and (i % 64 == 0 or i == self.total):
                    self.progress(i, self.total)
            return outcomes, 1
        self._submit()
        with self.pool:
            for future in self.futures:
                outcomes.extend(future.result())
                if self.progress is not None:
                    self.progress(len(outcomes), self.total)
        return outcomes, self.workers


def _finding(rule: Rule, rel: str, raw: RawFinding | VersionAssignment) -> Finding:
    if isinstance(raw, VersionAssignment):
        end_line, end_column = raw.line, raw.end_column
        message = rule.message
    else:
        end_line, end_column = raw.end_line, raw.end_column
        message = raw.message or rule.message
    return Finding(
        rule_id=rule.id,
        category=rule.category,
        severity=rule.severity,  # type: ignore[arg-type]
        path=rel,
        line=raw.line,
        column=raw.column,
        end_line=end_line,
        end_column=end_column,
        message=message,
        v2_workflow=rule.v2_workflow,
        recipe=rule.recipe,
        fingerprint=fingerprint(rule.id, rel, raw.matched),
        snippet=raw.snippet,
        matched=raw.matched,
        docs=rule.docs,
    )


def _apply_suppressions(
    rel: str,
    findings: list[Finding],
    suppressions: list[tuple[int, tuple[str, ...] | None]],
    known: set[str],
    result: ScanResult,
) -> list[Finding]:
    used: set[int] = set()
    kept = []
    for finding in findings:
        hit = None
        for index, (line, ids) in enumerate(suppressions):
            if line in (finding.line, finding.line - 1) and (
                ids is None or finding.rule_id in ids or finding.category in ids
            ):
                hit = index
                break
        if hit is None:
            kept.append(finding)
        else:
            used.add(hit)
            result.stats.suppressed += 1
    for index, (line, ids) in enumerate(suppressions):
        for rule_id in ids or ():
            if rule_id not in known:
                result.warnings.append(f"{rel}:{line}: unknown rule id {rule_id!r} in suppression")
        if index not in used:
            result.stats.unused_suppressions += 1
            result.warnings.append(f"{rel}:{line}: unused suppression")
    return kept


def scan(
    paths: Sequence[str | os.PathLike[str]] | str | os.PathLike[str],
    *,
    rules: Iterable[Rule] | None = None,
    extra_rules: Iterable[str | os.PathLike[str]] = (),
    exclude: Iterable[str] = (),
    baseline: str | os.PathLike[str] | None = None,
    jobs: int | None = None,
    progress: Progress | None = None,
    use_gitignore: bool = True,
) -> ScanResult:
    """Scan files and directories for v1 habits.

    Raises ScanError for what the user can fix (a missing path, a bad rule file or baseline);
    files that cannot be read are reported in `result.errors` and the scan goes on.
    """
    started = time.perf_counter()
    if isinstance(paths, str | os.PathLike):
        paths = [paths]
    resolved = resolve_paths(paths)
    root = common_root(resolved)
    extra = [Path(p) for p in extra_rules]
    if rules is None:
        rule_list = load_rules(extra)
    else:
        rule_list = list(rules) + (load_rules(extra, builtin=False) if extra else [])
    seen_baseline = load_baseline(baseline) if baseline is not None else None

    dispatcher = _Dispatcher(rule_list, prefilter_literals(rule_list), jobs, progress)
    walker = Walker(root, exclude, use_gitignore=use_gitignore, sink=dispatcher.add)
    if baseline is not None:  # the baseline holds v1 snippets by design: never scan it
        walker.skip_files.add(os.path.abspath(baseline))  # noqa: PTH100 - same form as walked paths
    walked = walker.walk(resolved)
    stats = ScanStats()
    result = ScanResult(root=root, findings=[], stats=stats, rules=rule_list)
    result.warnings.extend(walked.warnings)
    result.errors.extend(walked.errors)
    for reason, count in walked.skipped.items():
        stats.skip(reason, count)

    outcomes, stats.jobs = dispatcher.finish()

    by_id = {rule.id: rule for rule in rule_list}
    known = set(by_id) | {rule.category for rule in rule_list}
    template_names: set[str] = set()
    for outcome in outcomes:
        if outcome.analysis is not None:
            template_names |= outcome.analysis.template_names

    findings: list[Finding] = []
    stats.files_seen = len(outcomes) + walked.skipped.get("unsupported", 0)
    for outcome in outcomes:
        if outcome.skipped is not None:
            stats.skip(outcome.skipped)
        else:
            stats.files_scanned += 1
            stats.bytes_scanned += outcome.size
        if outcome.error is not None:
            result.errors.append(outcome.error)
        if outcome.decode_replaced:
            stats.decode_replaced += 1
            result.warnings.append(
                f"{outcome.rel}: not valid UTF-8; read with replacement characters"
            )
        analysis = outcome.analysis
        if analysis is None:
            continue
        stats.files_candidate += 1
        local: list[Finding] = [
            _finding(by_id[r.rule_id], outcome.rel, r) for r in analysis.findings
        ]
        for assignment in analysis.assignments:
            if assignment.names & (template_names | analysis.template_names):
                local.append(_finding(by_id[assignment.rule_id], outcome.rel, assignment))
        local.sort(key=lambda f: (f.line, f.column, f.rule_id))
        if analysis.suppressions:
            local = _apply_suppressions(outcome.rel, local, analysis.suppressions, known, result)
        findings.extend(local)

    findings.sort(key=lambda f: (f.path, f.line, f.column, f.rule_id))
    if seen_baseline is not None:
        remaining = Counter(seen_baseline)
        fresh = []
        for finding in findings:
            if remaining[finding.fingerprint] > 0:
                remaining[finding.fingerprint] -= 1
                stats.baseline_matched += 1
            else:
                fresh.append(finding)
        findings = fresh
    result.findings = findings
    stats.seconds = time.perf_counter() - started
    return result
