"""`scan()`: walk, prefilter and classify (in parallel when the tree is big), then join.

The walk streams files in chunks. Once it has found enough files to pay for them, worker
processes (fresh interpreters, never forked: see `_pool`) take chunks while the walk goes
on, prefilter them and classify the files they keep; when the walk is done this process
takes chunks too. Every process thus classifies what it read, and a chunk a worker could
not finish is done here.

The join is where per-file results become findings: what a file held back (a header
constant, an error type, a version variable set to `v1`) is decided with what the whole scan
learned (`_learned`), suppression comments are applied (and the unused ones reported), and a
baseline removes findings that were already known.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from callbridge.scanner._filescan import (
    Classifier,
    build_spec,
    read_candidate,
    worker_classifier_spec,
)
from callbridge.scanner._learned import Learned, used_names
from callbridge.scanner._models import Finding, ScanError, ScanResult, ScanStats
from callbridge.scanner._prefilter import HELD, Prefilter
from callbridge.scanner._rules import Rule, load_rules, prefilter_literals
from callbridge.scanner._second_pass import read_helpers, reread_knowing
from callbridge.scanner._walker import Candidate, Walker, common_root, resolve_paths

if TYPE_CHECKING:
    from callbridge.scanner._filescan import FileOutcome
    from callbridge.scanner._matcher import RawFinding, VersionAssignment
    from callbridge.scanner._pool import Done, WorkerPool

PARALLEL_MIN_FILES = 1000  # below this, starting a worker costs about what it saves
MAX_PROCESSES = 8
CHUNK_FILES = 128

Progress = Callable[[int, int], None]


def fingerprint(rule_id: str, path: str, matched: str) -> str:
    """Stable across line moves: rule, path and the normalized matched text, no line number."""
    import hashlib  # only scans with findings need it

    digest = hashlib.sha256(f"{rule_id}\0{path}\0{matched}".encode()).hexdigest()
    return digest[:32]


def load_baseline(path: str | os.PathLike[str]) -> Counter[str]:
    """Fingerprints of a previous `--format json` report, counted (a line can repeat)."""
    import json

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


def _cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


class _Dispatcher:
    """Receives files from the walk in chunks; prefilters and classifies them here, with
    worker processes taking chunks once the tree proves big enough to pay for them."""

    def __init__(self, rules: list[Rule], jobs: int | None, progress: Progress | None) -> None:
        if jobs is not None and jobs < 1:
            raise ScanError("jobs must be at least 1")
        self.spec = build_spec(rules, prefilter_literals(rules))
        self.prefilter = Prefilter(self.spec)
        self.classifier = Classifier(rules)
        self.progress = progress
        self.workers = (min(_cpus(), MAX_PROCESSES) if jobs is None else jobs) - 1
        self.threshold = PARALLEL_MIN_FILES if jobs is None else 2 * jobs
        self.pending: list[Candidate] = []
        self.chunks = 0
        self.total = 0
        self.finished = 0
        self.pool: WorkerPool | None = None
        self.outcomes: dict[int, list[FileOutcome]] = {}

    def add(self, found: list[Candidate]) -> None:
        self.pending += found
        self.total += len(found)
        if self.pool is None:
            if self.workers > 0 and self.total >= self.threshold:
                self._start_pool()
        elif len(self.pending) >= CHUNK_FILES:
            self._flush(self.pool, whole=False)

    def _start_pool(self) -> None:
        from callbridge.scanner._pool import WorkerPool, worker_command

        command = worker_command()
        pool = None
        if command is not None:
            classifier = worker_classifier_spec(self.classifier.rules)
            pool = WorkerPool(self.spec, self.workers, command, classifier)
        if pool is None or not pool.procs:
            self.workers = 0  # no worker can start here: go on in this process
            return
        self.pool = pool
        self._flush(pool, whole=False)

    def _flush(self, pool: WorkerPool, *, whole: bool) -> None:
        """Queue the pending files in chunks (all of them, or only full chunks)."""
        stop = len(self.pending) if whole else len(self.pending) - len(self.pending) % CHUNK_FILES
        for i in range(0, stop, CHUNK_FILES):
            pool.put((self.chunks, self.pending[i : i + CHUNK_FILES]))
            self.chunks += 1
        self.pending = self.pending[stop:]

    def finish(self) -> tuple[list[FileOutcome], int]:
        """All outcomes in walk order, and the number of processes that produced them."""
        pool = self.pool
        if pool is None:
            for i in range(0, len(self.pending), CHUNK_FILES):
                self._run(self.chunks, self.pending[i : i + CHUNK_FILES])
                self.chunks += 1
        else:
            try:
                self._finish_parallel(pool)
            finally:
                pool.shutdown()
        outcomes = [out for i in range(self.chunks) for out in self.outcomes[i]]
        return outcomes, 1 + (len(pool.procs) if pool is not None else 0)

    def _finish_parallel(self, pool: WorkerPool) -> None:
        self._flush(pool, whole=True)
        pool.close()
        while (chunk := pool.take()) is not None:
            self._run(*chunk)
            self._collect(pool, block=False)
        while len(self.outcomes) < self.chunks:
            self._collect(pool, block=True)

    def _collect(self, pool: WorkerPool, *, block: bool) -> None:
        """Take in the workers' results (one chunk when blocking, else all that arrived):
        files they classified as they are, files they kept but could not classify read and
        classified here; redo here any chunk a worker could not finish."""
        import pickle
        import queue

        while True:
            try:
                done: Done = pool.done.get(block=block)
            except queue.Empty:
                return
            chunk_id, items, results = done
            if results is None:
                self._run(chunk_id, items)
            else:
                classify = self.classifier.outcome
                outs: list[FileOutcome] = []
                for (path, rel, _), result in zip(items, results, strict=True):
                    if isinstance(result, bytes):  # kept, and classified by the worker
                        outs.append(pickle.loads(result))  # from our own worker
                        continue
                    data = None
                    if result[4] is not None and result[4] != (HELD,):  # kept: read it here
                        data, error = read_candidate(path, rel)
                        if data is None:
                            result = (0, "unreadable", error, None, None, False, False)
                    outs.append(classify(rel, result, data))
                self._store(chunk_id, outs)
            if block:
                return

    def _run(self, chunk_id: int, items: list[Candidate]) -> None:
        check, classify = self.prefilter.check, self.classifier.outcome
        self._store(chunk_id, [classify(rel, *check(path, rel, lang)) for path, rel, lang in items])

    def _store(self, chunk_id: int, outs: list[FileOutcome]) -> None:
        self.outcomes[chunk_id] = outs
        self.finished += len(outs)
        if self.progress is not None:
            self.progress(self.finished, self.total)


def _finding(rule: Rule, rel: str, raw: RawFinding | VersionAssignment) -> Finding:
    from callbridge.scanner._matcher import VersionAssignment  # loaded by then

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

    dispatcher = _Dispatcher(rule_list, jobs, progress)
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
    learned = Learned.gather(outcomes)
    learned.name_the_parties(root, outcomes)
    siblings, learned.helpers = read_helpers(str(root), outcomes, rule_list, learned.brands)
    learned.helpers |= set(siblings)
    for helper in siblings.values():
        learned.service_uses.update(used_names(helper))
    # a sibling's own names, which `service_uses` counted: not another file's uses of them
    sibling_names = {rel: a.identifiers for rel, a in siblings.items()}
    siblings = {rel: a for rel, a in siblings.items() if a.undecided or a.constants}
    if learned.service_words:
        from callbridge.scanner._names import Known

        knowing = Known(
            frozenset(learned.service_words), learned.brands, learned.vendors - learned.brands
        )
        learned.vendor_re = knowing.other_re
        reread = reread_knowing(str(root), outcomes, rule_list, knowing)
        for rel, names in sibling_names.items():
            if rel in reread:
                reread[rel].identifiers |= names
        outcomes = [(*o[:5], reread.get(o[0], o[5])) for o in outcomes]
    findings: list[Finding] = []
    stats.files_seen = len(outcomes) + walked.skipped.get("binary", 0)
    for rel, size, skipped, error, replaced, analysis in outcomes:
        if skipped is not None:
            stats.skip(skipped)
        else:
            stats.files_scanned += 1
            stats.bytes_scanned += size
        if error is not None:
            result.errors.append(error)
        if replaced:
            stats.decode_replaced += 1
            result.warnings.append(f"{rel}: not valid UTF-8; read with replacement characters")
        if (analysis is None or not analysis.read) and (analysis := siblings.get(rel)) is None:
            continue
        stats.files_candidate += 1
        local: list[Finding] = [
            _finding(by_id[raw.rule_id], rel, raw)
            for raw in (*analysis.findings, *learned.decided(rel, analysis))
        ]
        if local and learned.own_backend(rel, analysis):
            # its paths, headers and errors are the backend's; a committed key is still a leak
            local = [f for f in local if by_id[f.rule_id].matcher.secret_check is not None]
        if len(local) > 1:
            # a file with findings was classified: the matcher is loaded by then
            from callbridge.scanner._matcher import one_per_line

            # a setting found by its own name and by the template it feeds is one finding
            local = one_per_line(local, by_id, lambda f: (-by_id[f.rule_id].priority,))
        if analysis.suppressions:
            local = _apply_suppressions(rel, local, analysis.suppressions, known, result)
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
    from callbridge.scanner._literals import save_facts

    save_facts()  # what this scan learned of its regexes, for the next one
    stats.seconds = time.perf_counter() - started
    return result
