"""Precise classification of one candidate file: which rule matches where, and does it count.

Runs only on files that passed the literal prefilter. A match counts when it sits in the
lexical context its rule asks for (a string, code, anything but a comment), its line and
neighbourhood satisfy the rule's conditions, and, for rules about where a request goes, the
nearest destination marker is the calling service.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from itertools import accumulate

from callbridge._redact import mask_key
from callbridge.scanner._context import OTHER, SERVICE, Destinations, find_destinations
from callbridge.scanner._languages import FAMILY
from callbridge.scanner._lexer import CODE, COMMENT, STRING, Regions, lex
from callbridge.scanner._literals import finditer, fold, may_match
from callbridge.scanner._rules import Rule, Window
from callbridge.scanner._secrets import looks_like_real_v2_key, looks_like_shared_key, mask_line

SUPPRESS_RE = re.compile(r"callbridge:\s*ignore(?:\[(?P<ids>[^\]]*)\])?")
# A URL template that continues after the base path with something other than a literal version.
_TEMPLATE_RE = re.compile(r"/api/public(?:/(?!v\d)|[\"'`])")
_VERSION_TOKEN = re.compile(r"[A-Za-z_][\w.-]*")
_K8S_API_VERSION = re.compile(r"^\s*-?\s*apiVersion:\s*[\"']?v1[\"']?\s*$")
_NAME_TAIL = re.compile(r"[\w.-]+$")
MAX_SNIPPET = 240
NO_WINDOW = 1_000_000


@dataclass
class RawFinding:
    rule_id: str
    line: int
    column: int
    end_line: int
    end_column: int
    snippet: str
    matched: str
    message: str | None = None
    near: int = 0  # lines to the evidence of a `near` condition; NO_WINDOW without one


@dataclass
class VersionAssignment:
    """`API_VERSION = "v1"`-like line; a finding only if the name feeds a base-path template."""

    rule_id: str
    line: int
    column: int
    end_column: int
    names: frozenset[str]
    snippet: str
    matched: str


@dataclass
class FileAnalysis:
    findings: list[RawFinding] = field(default_factory=list)
    suppressions: list[tuple[int, tuple[str, ...] | None]] = field(default_factory=list)
    assignments: list[VersionAssignment] = field(default_factory=list)
    template_names: frozenset[str] = frozenset()
    language: str = ""


def _normalize_name(name: str) -> str:
    return re.sub(r"[-_.]", "", name).lower()


def _version_names(line: str, *, suffixes: bool = False) -> set[str]:
    """Normalized names that mention a version. A template's `settings.API_VERSION` also
    offers `API_VERSION`; an assignment's `search.api-version` stays whole, so it does not
    join a template that uses `calling.api-version`."""
    names: set[str] = set()
    for token in _VERSION_TOKEN.findall(line):
        if "ver" not in token.lower():
            continue
        parts = token.strip(".").split(".")
        count = len(parts) if suffixes else 1
        names.update(_normalize_name("".join(parts[i:])) for i in range(count))
    if not suffixes:  # CALLING_API_VERSION=v1 is what settings read as api_version
        names |= {n.removeprefix("calling") for n in names if n.startswith("callingapiver")}
    return names


def _context_ok(kind: str, wanted: str) -> bool:
    if wanted == "any":
        return True
    if wanted == "noncomment":
        return kind != COMMENT
    if wanted == "string":
        return kind == STRING
    return kind == CODE


class _File:
    """One candidate file with lazily computed line table, regions and destinations."""

    def __init__(self, text: str, language: str) -> None:
        self.text = text
        self.folded = fold(text)  # lowercased, for literal searches
        self.language = language
        # A line starts one past the end of the line before: accumulate each line's length + 1.
        widths = map((1).__add__, map(len, text.split("\n")[:-1]))
        self.line_starts = list(accumulate(widths, initial=0))
        self._regions: Regions | None = None
        self._destinations: Destinations | None = None
        self.secret_values: set[str] = set()

    @property
    def regions(self) -> Regions:
        """Comments and strings, lexed on first use: a file where no rule's pattern matches
        is never lexed."""
        if self._regions is None:
            self._regions = lex(self.text, FAMILY[self.language])
        return self._regions

    def in_context(self, pos: int, wanted: str) -> bool:
        """Is `pos` in the lexical context a rule wants? `any` needs no lexing."""
        return wanted == "any" or _context_ok(self.regions.kind_at(pos), wanted)

    @property
    def destinations(self) -> Destinations:
        if self._destinations is None:
            self._destinations = find_destinations(
                self.text, self.regions, self.line_starts, self.folded
            )
        return self._destinations

    def line_of(self, pos: int) -> int:
        return bisect_right(self.line_starts, pos)

    def line_text(self, line: int) -> str:
        start = self.line_starts[line - 1]
        end = self.line_starts[line] - 1 if line < len(self.line_starts) else len(self.text)
        return self.text[start:end].rstrip("\r")

    def lines_slice(self, first: int, last: int) -> tuple[int, str]:
        first = max(first, 1)
        last = min(last, len(self.line_starts))
        start = self.line_starts[first - 1]
        end = self.line_starts[last] if last < len(self.line_starts) else len(self.text)
        return start, self.text[start:end]

    def window_distance(self, window: Window, line: int) -> int | None:
        """Lines between `line` and the nearest hit of the window's pattern, if any.

        The window stops at blank lines: evidence from the next block of code (another curl
        command, another function) is not about this line.
        """
        first = line
        while first > max(1, line - window.lines) and self.line_text(first - 1).strip():
            first -= 1
        last = line
        while (
            last < min(len(self.line_starts), line + window.lines)
            and self.line_text(last + 1).strip()
        ):
            last += 1
        offset, chunk = self.lines_slice(first, last)
        best: int | None = None
        for hit in window.pattern.finditer(chunk):
            pos = offset + hit.start()
            if self.in_context(pos, window.context):
                distance = abs(self.line_of(pos) - line)
                if best is None or distance < best:
                    best = distance
        return best

    def destination_ok(self, wanted: str, line: int, span: tuple[int, int]) -> bool:
        if wanted == "any":
            return True
        where = self.destinations.resolve(line, span)
        if wanted == "service":
            return where == SERVICE
        return where != OTHER

    def masked(self, line: int) -> str:
        """The line with every key on it masked, and every secret value a rule found in
        this file (a value may leak again on a line no secret rule matched)."""
        text = mask_line(self.line_text(line))
        for value in self.secret_values:
            text = text.replace(value, mask_key(value))
        return text


def _snippet(masked: str) -> str:
    text = masked.strip()
    return text if len(text) <= MAX_SNIPPET else text[: MAX_SNIPPET - 1] + "…"


def _match_regex(f: _File, rule: Rule, out: list[RawFinding]) -> None:
    m = rule.matcher
    for match in finditer(m.pattern, f.text, f.folded):
        start, end = match.span()
        if end == start or not f.in_context(start, m.context):
            continue
        line = f.line_of(start)
        text = f.line_text(line)
        if m.line_requires is not None and m.line_requires.search(text) is None:
            continue
        if m.line_excludes is not None and m.line_excludes.search(text) is not None:
            continue
        if m.exclude_match is not None and m.exclude_match.search(match.group(0)):
            continue
        near = NO_WINDOW
        if m.near is not None:
            distance = f.window_distance(m.near, line)
            if distance is None:
                continue
            near = distance
        if m.not_near is not None and f.window_distance(m.not_near, line) is not None:
            continue
        message = None
        if m.secret_check is not None:
            group = 0 if m.secret_group in (None, "0") else m.secret_group
            value = match.group(group) or ""
            ok = (
                looks_like_real_v2_key(value)
                if m.secret_check == "v2-key"
                else looks_like_shared_key(value)
            )
            if not ok:
                continue
            f.secret_values.add(value)
            if "{masked}" in rule.message:
                message = rule.message.replace("{masked}", mask_key(value))
        named = match.groupdict().get("name")
        if named:  # the pattern may start mid-identifier (at "key"): take the whole name
            name_start = match.start("name")
            line_start = f.line_starts[line - 1]
            head = _NAME_TAIL.search(f.text, line_start, name_start)
            named = f.text[head.start() if head else name_start : match.end("name")]
        accepted = m.accept_name is not None and named and m.accept_name.search(named)
        if not accepted and not f.destination_ok(m.destination, line, (start, end)):
            continue
        end_line = f.line_of(max(end - 1, start))
        out.append(
            RawFinding(
                rule_id=rule.id,
                line=line,
                column=start - f.line_starts[line - 1] + 1,
                end_line=end_line,
                end_column=end - f.line_starts[end_line - 1] + 1,
                snippet="",
                matched=match.group(0),
                message=message,
                near=near,
            )
        )


def _match_version(f: _File, rule: Rule, analysis: FileAnalysis) -> None:
    m = rule.matcher
    for match in finditer(m.pattern, f.text, f.folded):
        pos = match.start("v") if "v" in m.pattern.groupindex else match.start()
        if not f.in_context(pos, m.context):
            continue
        line = f.line_of(pos)
        text = f.line_text(line)
        if f.language == "yaml" and _K8S_API_VERSION.match(text):
            continue
        names = frozenset(_version_names(text))
        if not names:
            continue
        col = pos - f.line_starts[line - 1] + 1
        analysis.assignments.append(
            VersionAssignment(rule.id, line, col, col + 2, names, "", " ".join(text.split()))
        )


def _template_names(f: _File) -> frozenset[str]:
    names: set[str] = set()
    for match in finditer(_TEMPLATE_RE, f.text, f.folded):
        if f.regions.kind_at(match.start()) == COMMENT:
            continue
        line = f.line_of(match.start())
        text = f.line_text(line)
        names |= _version_names(text, suffixes=True)
        if line < len(f.line_starts) and text.rstrip().endswith((",", "(", "+", ".")):
            names |= _version_names(f.line_text(line + 1), suffixes=True)  # next-line arguments
    return frozenset(names)


def _dedupe(findings: list[RawFinding], rules: dict[str, Rule]) -> list[RawFinding]:
    """One finding per line and category.

    The rule whose evidence is closest wins (a `POST` on the same line beats a `PATCH` three
    lines up), then the most specific one (highest priority).
    """
    best: dict[tuple[int, str], RawFinding] = {}

    def rank(finding: RawFinding) -> tuple[int, int]:
        return (finding.near, -rules[finding.rule_id].priority)

    for finding in findings:
        key = (finding.line, rules[finding.rule_id].category)
        held = best.get(key)
        if held is None or rank(finding) < rank(held):
            best[key] = finding
    return sorted(best.values(), key=lambda x: (x.line, x.column, x.rule_id))


def analyze(text: str, language: str, rules: list[Rule]) -> FileAnalysis:
    """Apply `rules` (already filtered by language and prefilter) to one file's text."""
    f = _File(text, language)
    analysis = FileAnalysis(language=language)
    raw: list[RawFinding] = []
    # Secret rules first, so their values are masked in every other finding's snippet too.
    ordered = sorted(rules, key=lambda r: r.matcher.secret_check is None)
    for rule in ordered:
        if not may_match(rule.matcher.pattern, text, f.folded):
            continue
        if rule.matcher.kind == "version-assignment":
            _match_version(f, rule, analysis)
        else:
            _match_regex(f, rule, raw)
    by_id = {rule.id: rule for rule in rules}
    analysis.findings = _dedupe(raw, by_id)
    for finding in analysis.findings:
        masked = f.masked(finding.line)
        finding.snippet = _snippet(masked)
        finding.matched = " ".join(masked.split())
    for assignment in analysis.assignments:
        assignment.snippet = _snippet(f.masked(assignment.line))
    if "/api/public" in text:
        analysis.template_names = _template_names(f)
    if "callbridge:" in text:
        for match in finditer(SUPPRESS_RE, text, f.folded):
            if f.regions.kind_at(match.start()) != COMMENT:
                continue  # a directive lives in a comment; in a string it is just text
            ids = match.group("ids")
            parsed = None if ids is None else tuple(x.strip() for x in ids.split(",") if x.strip())
            analysis.suppressions.append((f.line_of(match.start()), parsed))
    return analysis
