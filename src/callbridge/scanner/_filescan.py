"""One file's way through the scanner: the prefilter's verdict, then classification.

`build_spec` turns the rules into the plain data the byte prefilter (`_prefilter`) works
from, in this process or in a worker. `Classifier` takes the files the prefilter kept, with
the rules it woke, and runs the precise stage (`_matcher.analyze`) on them.
"""

# One open() per candidate file, with the walker's str paths; a stat of the code per scan.
# ruff: noqa: PTH116, PTH123

from __future__ import annotations

import importlib
import os
import re
import sys
from typing import TYPE_CHECKING, Any

from callbridge.scanner import _languages, _literals, _prefilter
from callbridge.scanner._cache import cached
from callbridge.scanner._languages import EMBEDS, MARKDOWN, MINIFIABLE, SHEBANGS
from callbridge.scanner._literals import gate_facts, split_alternatives
from callbridge.scanner._prefilter import (
    HELD,
    Outcome,
    RuleEntry,
    Spec,
    compile_gates,
    decode,
    hyperscan_version,
)
from callbridge.scanner._rules import Rule

SPEC_FIELDS = 6  # the length of a Spec tuple
ANCHOR_MIN = 3  # bytes of a literal worth anchoring a prefilter regex's search on
MAX_REACH = 256  # the farthest a match may start before its anchor literal

if TYPE_CHECKING:
    from collections.abc import Callable

    from callbridge.scanner._matcher import FileAnalysis

    # One file's result: path relative to the root, bytes read, why it was skipped, the
    # error that stopped its read, whether it was decoded with replacement characters, and
    # the classification of a file the prefilter kept.
    FileOutcome = tuple[str, int, str | None, str | None, bool, FileAnalysis | None]


def build_spec(rules: list[Rule], literals: tuple[str, ...]) -> Spec:
    """The prefilter's view of the rules.

    Only the literals no other literal contains are searched ("x-user-" covers
    "x-user-email"); a rule is woken by the searched literals inside one of its own, and
    then by that longer literal itself.

    Reading the prefilter regexes (which literals they need, where they can match) costs
    more than the rest of a small scan's set-up, so the spec is cached for the rules' own
    words and the code that derives it.
    """
    version = hyperscan_version()
    key = (
        version,
        literals,
        tuple(
            (
                rule.matcher.literals,
                None
                if rule.matcher.prefilter is None
                else (rule.matcher.prefilter.pattern, rule.matcher.prefilter.flags),
                tuple(sorted(rule.matcher.prefilter_unless)),
                tuple(sorted(rule.languages)),
            )
            for rule in rules
        ),
        SHEBANGS,
        tuple(sorted(MINIFIABLE)),
        _code_stamp(),
    )
    # One entry with Hyperscan and one without: a process that cannot import it (as the
    # speed benchmark makes one) must not evict the other's database.
    return cached(
        "spec" if version is not None else "spec-plain",
        key,
        lambda: _build_spec(rules, literals, version),
        lambda value: isinstance(value, tuple) and len(value) == SPEC_FIELDS,
    )


def _code_stamp() -> tuple[tuple[str, int, int], ...]:
    """Size and time of the modules that derive the spec: changed code, new spec."""
    stamp = []
    for module in (_literals, _prefilter, _languages, sys.modules[__name__]):
        source = module.__file__ or ""
        try:
            info = os.stat(source)
        except OSError:
            return ()
        stamp.append((source, info.st_size, info.st_mtime_ns))
    return tuple(stamp)


def _build_spec(rules: list[Rule], literals: tuple[str, ...], version: str | None) -> Spec:
    # Literals that only hold a file back (`key`) are searched on their own: folded into the
    # minimal set, they would stand for the longer literals holding them (`x-api-key`), and
    # every file with `key` in it would need a second search for those.
    waking = {x for rule in rules for x in rule.matcher.literals} | {"callbridge:"}
    wanted = [x for x in literals if x in waking]
    minimal = [a for a in wanted if not any(b != a and b in a for b in wanted)]
    minimal += [x for x in literals if x not in waking]
    index = {literal: i for i, literal in enumerate(minimal)}
    gates: dict[tuple[bytes, int], int] = {}
    by_language: dict[str, list[RuleEntry]] = {}
    for position, rule in enumerate(rules):
        wakes = tuple(
            (
                tuple(i for m, i in index.items() if m in literal),
                None if literal in index else literal.encode("utf-8"),
            )
            for literal in rule.matcher.literals
        )
        gate = -1
        if rule.matcher.prefilter is not None:
            key = (rule.matcher.prefilter.pattern, rule.matcher.prefilter.flags)
            gate = gates.setdefault(key, len(gates))
        unless = tuple(index[x] for x in sorted(rule.matcher.prefilter_unless) if x in index)
        # Markdown's code blocks may be in any language: every rule may wake for it; a file
        # that may embed a rule's language too (`EMBEDS`).
        embedded = {outer for outer, inner in EMBEDS.items() if rule.languages & inner}
        holds = tuple(((index[literal],), None) for literal in rule.matcher.hold_literals)
        for language in sorted(rule.languages | {MARKDOWN} | embedded):
            by_language.setdefault(language, []).append((position, wakes, gate, unless))
            if holds:  # these literals alone hold the file back (see `_prefilter.check`)
                by_language[language].append((HELD, holds, -1, ()))
    # compiling takes tens of milliseconds: cached with the spec
    database = compile_gates(tuple(gates)) if version is not None else None
    return (
        tuple(literal.encode("utf-8") for literal in minimal),
        {language: tuple(entries) for language, entries in by_language.items()},
        tuple(
            (
                pattern,
                flags,
                *gate_facts(pattern, flags),
                tuple(
                    (alternative, *anchor_of(alternative, flags))
                    for alternative in split_alternatives(pattern, flags)
                ),
            )
            for pattern, flags in gates
        ),
        SHEBANGS,
        tuple(sorted(MINIFIABLE)),
        database,
    )


def anchor_of(pattern: bytes, flags: int) -> tuple[bytes, int]:
    """A literal every match holds a bounded way from its start, and that bound: the first
    run of at least ANCHOR_MIN literal bytes at the pattern's top level, when what comes
    before it spans at most MAX_REACH bytes (`(?<![\\w.-])[\\w.-]{0,64}?key...`: b"key",
    64). Then a match can only start within the reach before one of the literal's
    occurrences, and the prefilter tries the regex only there (`_prefilter._Gate`).
    (b"", 0) when there is none."""
    parser: Any = importlib.import_module("re._parser")
    constants: Any = importlib.import_module("re._constants")
    try:
        tree = parser.parse(pattern, flags)
    except (re.error, TypeError, ValueError):
        return b"", 0
    items = list(tree)
    fold = bool(int(tree.state.flags) & re.IGNORECASE)
    start = 0
    while start < len(items):
        end = start
        while end < len(items) and items[end][0] is constants.LITERAL:
            end += 1
        if end - start >= ANCHOR_MIN:
            if start == 0:  # a leading literal: the regex engine scans for it itself
                return b"", 0
            reach = parser.SubPattern(tree.state, items[:start]).getwidth()[1]
            if reach > MAX_REACH:
                return b"", 0
            literal = bytes(av for _, av in items[start:end])
            return (literal.lower() if fold else literal), reach
        start = end + 1
    return b"", 0


class Classifier:
    """Runs the rules the prefilter woke on one file's text."""

    def __init__(self, rules: list[Rule]) -> None:
        self.rules = rules
        # one empty analysis per language stands for every file held back unread (shared:
        # nothing writes to it), not thousands of objects on a tree of small files
        self._held_only: dict[str, FileAnalysis] = {}

    def _held(self, language: str) -> FileAnalysis:
        held = self._held_only.get(language)
        if held is None:
            from callbridge.scanner._matcher import FileAnalysis

            held = self._held_only[language] = FileAnalysis(
                language=language, held=True, read=False
            )
        return held

    def outcome(self, rel: str, result: Outcome, data: bytes | None) -> FileOutcome:
        """The file's outcome: the prefilter's verdict, classified when it kept the file
        (then `data` holds its bytes)."""
        size, skipped, error, language, woken, suppression, replaced = result
        if woken is None or language is None:
            return (rel, size, skipped, error, replaced, None)
        held = HELD in woken
        # The precise stage is imported with the first file that needs it: while workers
        # are busy prefiltering, not before the walk.
        from callbridge.scanner._matcher import analyze

        if data is None:  # held back and not read: the scan may come back to it
            return (rel, size, skipped, error, replaced, self._held(language))
        text, decoded_with_replacement = decode(data)
        replaced = replaced or decoded_with_replacement
        rules = [self.rules[i] for i in woken if i != HELD]
        rules = [
            r
            for r in rules
            if r.matcher.file_requires is None or r.matcher.file_requires.search(text)
        ]
        if not rules and not suppression:
            analysis = self._held(language) if held else None
            return (rel, size, skipped, error, replaced, analysis)
        analysis = analyze(text, language, rules)
        analysis.held |= held
        return (rel, size, skipped, error, replaced, analysis)


def worker_classifier(rules: bytes) -> Callable[[str, Outcome, bytes], bytes]:
    """The classifier a worker process runs on the files it keeps (see `_prefilter.serve`):
    the parent's rules, pickled; each FileOutcome goes back pickled. Classifying where the
    file was read spreads the precise stage over every process, where the parent would
    otherwise read each kept file again and classify them all alone."""
    import pickle

    classifier = Classifier(pickle.loads(rules))  # sent by the parent process

    def classify(rel: str, result: Outcome, data: bytes) -> bytes:
        return pickle.dumps(classifier.outcome(rel, result, data), pickle.HIGHEST_PROTOCOL)

    return classify


def worker_classifier_spec(rules: list[Rule]) -> tuple[str, str, bytes] | None:
    """How a worker builds `worker_classifier` for these rules; None when they cannot be
    sent (a rule object that does not pickle): then workers only prefilter."""
    import pickle

    try:
        blob = pickle.dumps(rules, pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return None
    return __name__, worker_classifier.__name__, blob


def read_candidate(path: str, rel: str) -> tuple[bytes | None, str | None]:
    """A kept file read again in this process (a worker that could not classify it sent
    back only its verdict)."""
    try:
        with open(path, "rb") as fh:
            return fh.read(), None
    except OSError as exc:
        return None, f"{rel}: cannot read: {exc.strerror or exc}"
