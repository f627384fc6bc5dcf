"""Reading one file: skip checks, the literal prefilter over raw bytes, then classification.

This module is what worker processes import, so it stays small and imports nothing heavy.
Most files end at the prefilter: a lowercase copy of the bytes and a handful of substring
searches, with no decoding and no regular expression.
"""

# One open() per file on the hot path, with the walker's str paths.
# ruff: noqa: PTH123

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from callbridge.scanner._languages import MINIFIABLE, language_from_shebang
from callbridge.scanner._matcher import FileAnalysis, analyze
from callbridge.scanner._rules import Rule
from callbridge.scanner._walker import Candidate

MAX_FILE_BYTES = 4 * 1024 * 1024
HEAD_BYTES = 8192


@dataclass
class FileOutcome:
    rel: str
    size: int = 0
    skipped: str | None = None
    error: str | None = None
    candidate: bool = False
    decode_replaced: bool = False
    analysis: FileAnalysis | None = None


class FileScanner:
    """Holds the compiled rules, split by language, and the prefilter literals."""

    def __init__(self, rules: list[Rule], literals: tuple[str, ...]) -> None:
        # Search only the literals no other literal contains ("x-user-" covers
        # "x-user-email"); a rule is woken by the searched literal inside any of its own.
        minimal = [a for a in literals if not any(b != a and b in a for b in literals)]
        self.literals = tuple(lit.encode("utf-8") for lit in minimal)
        # rule id -> [(searched literals the rule literal contains, the rule literal)]
        self.wakes: dict[str, list[tuple[frozenset[str], bytes | None]]] = {}
        self.by_language: dict[str, list[Rule]] = {}
        for rule in rules:
            self.wakes[rule.id] = [
                (
                    frozenset(m for m in minimal if m in lit),
                    None if lit in minimal else lit.encode("utf-8"),
                )
                for lit in rule.matcher.literals
            ]
            for language in rule.languages:
                self.by_language.setdefault(language, []).append(rule)

    def scan(self, cand: Candidate) -> FileOutcome:
        out = FileOutcome(cand.rel)
        try:
            with open(cand.path, "rb") as fh:
                size = os.fstat(fh.fileno()).st_size
                out.size = size
                if size > MAX_FILE_BYTES:
                    out.skipped = "too-large"
                    return out
                data = fh.read()
        except OSError as exc:
            out.error = f"{cand.rel}: cannot read: {exc.strerror or exc}"
            out.skipped = "unreadable"
            return out
        head = data[:HEAD_BYTES]
        utf16 = head.startswith((b"\xff\xfe", b"\xfe\xff"))
        if b"\0" in head and not utf16:
            out.skipped = "binary"
            return out
        language = cand.language or language_from_shebang(head)
        if language is None:
            out.skipped = "unsupported"
            return out
        out.size = len(data)
        if utf16:
            text16, out.decode_replaced = _decode(data)
            data = text16.encode("utf-8")
        if language in MINIFIABLE and _minified(cand.rel, data):
            out.skipped = "minified"
            return out
        low = data.lower()
        hits = {lit.decode() for lit in self.literals if lit in low}
        if not hits:
            return out
        confirmed: dict[re.Pattern[bytes], bool] = {}  # rules share prefilters: search once
        rules = []
        for rule in self.by_language.get(language, ()):
            if not any(
                needed <= hits and (full is None or full in low)
                for needed, full in self.wakes[rule.id]
            ):
                continue
            pre = rule.matcher.prefilter
            if pre is not None and hits.isdisjoint(rule.matcher.prefilter_unless):
                if pre not in confirmed:
                    confirmed[pre] = pre.search(low) is not None
                if not confirmed[pre]:
                    continue
            rules.append(rule)
        suppressions = b"callbridge:" in low
        if not rules and not suppressions:
            return out
        text, out.decode_replaced = _decode(data)
        rules = [
            r
            for r in rules
            if r.matcher.file_requires is None or r.matcher.file_requires.search(text)
        ]
        if not rules and not suppressions:
            return out
        out.candidate = True
        out.analysis = analyze(text, language, rules)
        return out


def _minified(rel: str, data: bytes) -> bool:
    if ".min." in rel.rsplit("/", 1)[-1]:
        return True
    return len(data) > 4096 and data.count(b"\n") * 500 < len(data)


def _decode(data: bytes) -> tuple[str, bool]:
    """UTF-8 (with or without BOM), UTF-16 with a BOM, else UTF-8 with replacement characters."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), False
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8-sig"), False
    except UnicodeDecodeError:
        return data.decode("utf-8", errors="replace"), True


_worker: FileScanner | None = None


def init_worker(rules: list[Rule], literals: tuple[str, ...]) -> None:
    """Process-pool initializer: compile once per worker."""
    global _worker
    _worker = FileScanner(rules, literals)


def scan_chunk(chunk: list[Candidate]) -> list[FileOutcome]:
    assert _worker is not None, "init_worker was not called"
    return [_worker.scan(cand) for cand in chunk]
