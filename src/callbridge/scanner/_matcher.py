"""Precise classification of one candidate file: which rule matches where, and does it count.

Runs only on files that passed the literal prefilter. A match counts when it sits in the
lexical context its rule asks for (a string, code, anything but a comment), its line and
neighbourhood satisfy the rule's conditions, and, for rules about where a request goes, the
nearest destination marker is the calling service.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import accumulate, pairwise
from typing import Protocol, TypeVar

from callbridge._redact import mask_key
from callbridge.scanner._context import (
    NAMED,
    OTHER,
    OTHER_NAMED,
    PATH,
    SERVICE,
    VENDOR,
    Destinations,
    find_destinations,
    may_have_service_marker,
    names_own_subject,
)
from callbridge.scanner._languages import (
    DATA_LANGUAGES,
    FAMILY,
    MARKDOWN,
    NOTEBOOK,
    RECORD_LANGUAGES,
)
from callbridge.scanner._lexer import CODE, COMMENT, STRING, Regions, lex
from callbridge.scanner._lines import line_span
from callbridge.scanner._literals import finditer, fold, may_match
from callbridge.scanner._names import NOTHING_KNOWN, Known, api_hosts, host_words, name_words
from callbridge.scanner._regex import Regex
from callbridge.scanner._rules import Rule, Window
from callbridge.scanner._scopes import Outline
from callbridge.scanner._secrets import looks_like_real_v2_key, looks_like_shared_key, mask_line

YAML = "yaml"
SQL = "sql"
CONFIG = "config"  # HCL, Makefiles, Dockerfiles, and request files (`.http`, Bruno's `.bru`)
JAVASCRIPT = "javascript"
JSON = "json"
XML = "xml"
C_LIKE = "c-like"
SHELL = "shell"
PYTHON = "python"
SUPPRESS_RE = re.compile(r"callbridge:\s*ignore(?:\[(?P<ids>[^\]]*)\])?")
# A URL template that continues after the base path with something other than a literal version.
_TEMPLATE_RE = re.compile(r"/api/public(?:/(?!v\d)|[\"'`])")
_VERSION_TOKEN = re.compile(r"[A-Za-z_][\w.-]*")
# a string assigned to a name, up to its opening quote: `API_PREFIX = "`, `prefix: '`
_ASSIGNED_STRING = re.compile(r"[\w\]\"']\s*(?::=|=>|=|:)\s*[\"'`]$")
# right after `/api/public`: a closing quote, or a format's slot and a closing quote
_VERSION_SLOT = re.compile(r"/(?:%[sv]|\{0?\})?[\"'`]")
_K8S_API_VERSION = re.compile(r"^[ \t]*(?:-[ \t]*)?apiVersion:[ \t]*[\"']?v1[\"']?\s*$")
_NOT_BLANK = re.compile(r"\S")
# a line of a list spread over lines: one value or a few (`HttpStatusCode.BadGateway,`,
# `- 502`, `HttpStatusCode.BadGateway, (HttpStatusCode)429,`, a cast before each allowed),
# and the line that opens such a list (`TransientStatuses = new[]`, `retry_on:`)
_LIST_ITEM = re.compile(
    r"(?m:^)[ \t]*(?:-[ \t]+)?(?:\([\w.]{1,40}\)[ \t]*)?[\w.:'\"`-]{1,80}"
    r"(?:[ \t]*,[ \t]*(?:\([\w.]{1,40}\)[ \t]*)?[\w.:'\"`-]{1,80}){0,7}"
    r"[ \t]*,?[ \t]*(?:(?://|#)[^\n]*)?"
)
_LIST_OPENER = re.compile(r"(?m:^)[^\n]{0,400}?(?:[\[{(]|:|=)[ \t]*")
_BRACKET_ALONE = re.compile(r"(?m:^)[ \t]*(?:new\s*\w*\s*)?[\[{(][ \t]*")
MAX_LIST_ITEMS = 16  # values above a list's value that are looked through for its opener
MAX_TOKEN = 256
HEADER_REACH = 8  # lines from a block's header within which its comment is near evidence
# An import names what a module may use, not what it sends where.
_IMPORT = re.compile(r"(?<![ \t])[ \t]*(?:use|import|from|require|using|#include|@import)\b")
MAX_RESOLVED_LINES = 2_000  # lines a file's constant uses are resolved on
_IDENTIFIER = re.compile(r"[A-Za-z_][\w$]{2,}")
# A declaration: a class, struct, record, interface, enum or type alias (Go's
# `type apiError struct`), a function (`func mapError(`, `def check(`), or a schema object
# (`const ErrorBody = z.object(`).
_DESCRIPTION_KEY = re.compile(
    r"""(?<!\s)\s*(?:-[ \t]+)?["']?(?:description|summary|help|title|notes?|comment)["']?[ \t]*:"""
)
_DESCRIPTION_BLOCK = re.compile(
    r"(?<!\s)\s*(?:-[ \t]+)?(?:description|summary|help|notes?|comment)[ \t]*:[ \t]*[|>][-+]?[ \t]*$"
)
VERSION_WINDOW = 64  # characters before a `v1` its assignment may start
_HCL_DEFAULT = re.compile(r"(?<!\s)\s*default\s*=")
_FUNCTION_KEYWORDS = frozenset({"func", "def", "fun", "fn", "function"})
# a file's namespace, package or module (C++'s, C#'s and PHP's `namespace`, Java's, Go's and
# Kotlin's `package`, Ruby's `module`, Elixir's `defmodule`)
_NAMESPACE = re.compile(
    r"(?m)^[ \t]*(?:namespace|package|module|defmodule)[ \t]+(?P<name>[A-Za-z_][\w.:\\]{0,200})"
)
_DECLARATION = re.compile(
    r"\b(?P<keyword>class|struct|record|interface|enum|trait|protocol|type|object|func|def|fun"
    r"|fn|function)[ \t]+(?:\([ \t]*\w{1,32}[ \t]+\*?(?P<receiver>[A-Za-z_]\w{0,63})[ \t]*\)[ \t]*"
    r"|\([^()\n]{0,64}\)[ \t]*)?(?P<name>[A-Za-z_]\w{2,63})(?!\w)"
    # ... not a C variable of the type (`struct curl_slist *h = NULL;`, `enum kind k)`)
    r"(?![ \t]*\*|[ \t]+[A-Za-z_]\w{0,63}[ \t]*[=;,)\[])"
    r"|\b(?:const|let|var|val)[ \t]+(?P<schema>[A-Za-z_]\w{2,63})[ \t]*=[ \t]*(?:z|yup|Joi|t)\.object\("
    # a module-level list, set or map (Go's `var transientStatuses = []int{...}`, Kotlin's
    # `val RETRYABLE = setOf(...)`): the functions that read it are what the client calls
    r"|(?m:^)(?:(?:export|private|internal|public|pub)[ \t]+)?(?:(?:var|val|let|const)[ \t]+)?"
    r"(?P<listname>(?<=[ \t])[A-Za-z_]\w{2,63}|[A-Z][A-Z0-9_]{2,63})"
    r"(?:[ \t]*:[^=\n]{1,60})?[ \t]*=[ \t]*(?:\[\][\w.*]{1,40}\{"
    r"|map\[[^\]\n]{1,40}\](?:struct\{\}|interface\{\}|[\w.*]{1,40})\{"
    r"|\[|\{|new[ \t]+Set\(|(?:setOf|listOf|mutableSetOf|arrayOf|Set\.of|List\.of|frozenset|set)\()"
    # a C function's definition at the start of its line: `int cv_error_parse(long status,
    # const char *body) {`, its return type first, its parameters on one line or several
    r"|(?m:^)(?:(?:static|inline|extern|const|unsigned|signed|struct|enum)[ \t]+){0,4}"
    r"[A-Za-z_]\w{0,63}[ \t*]+(?P<cname>[A-Za-z_]\w{2,63})\([^;(){}]{0,400}\)[ \t]*\{?[ \t]*(?=\r?\n|\Z)"
)
MAX_LIST_CHARS = 4096  # how far a module-level list's closing bracket is looked for


def _holds_a_line(f: _File, m: re.Match[str], lines: set[int]) -> bool:
    """Does the list whose opening bracket ends the match hold one of `lines` (from its
    first line to its closing bracket's, at most MAX_LIST_CHARS on)?"""
    first = f.line_of(m.start())
    depth = 0
    end = m.end()
    for at in range(m.end() - 1, min(len(f.text), m.end() - 1 + MAX_LIST_CHARS)):
        char = f.text[at]
        if char not in "([{)]}" or f.regions.kind_at(at) != CODE:  # `// a) rate limited`
            continue
        depth += 1 if char in "([{" else -1
        if depth == 0:
            end = at
            break
    last = f.line_of(end)
    return any(first <= line <= last for line in lines)


# Method names every class has (`__init__`, `constructor`) or every file uses for something
# of its own (an HTTP verb: `get`, which `dict.get` and `requests.get` call too): a use of
# one says nothing of who uses the class, so they declare nothing (the class around them
# does).
_UNIVERSAL_NAMES = frozenset(
    {"constructor", "init", "initialize", "new", "setUp", "setup", "main", "invoke", "call"}
    | {"get", "post", "put", "patch", "delete", "head"}
)


def _universal(name: str | None) -> bool:
    return name is not None and (name in _UNIVERSAL_NAMES or name.startswith("__"))


# A declaration that gives a name to the string that follows:
# `LEGACY_KEY_HEADER = "X-API-KEY"`, `static final String H = '...'`, `const H: &str = "..."`.
_CONSTANT = re.compile(
    r"(?<![\w$@. \t])[ \t]*(?:(?:export|pub|public|private|protected|internal|static|final|const"
    r"|let|var|val|readonly|def|our|my|local)[ \t]+)*(?:[A-Za-z_][\w.<>\[\]]{0,63}[ \t]+)??"
    r"@?\$?(?P<name>[A-Za-z_]\w{2,63})(?!\w)[ \t]*(?::[ \t]*&?[\w'<>\[\]]{1,63}[ \t]*)?"
    r"(?:=|:=|<-|=>)[ \t]*[\"'`]$"
    # Erlang's macro: `-define(DS_KEY_HEADER, <<"X-Api-Key">>)`
    r"|(?<![\w$@. \t])-define\([ \t]*(?P<macro>[A-Za-z_]\w{2,63})[ \t]*,[ \t]*(?:<<)?[\"']$"
)
# a comparison within reach of a rule's meaning on a line (`if msg == "user not found"`,
# `"user not found".equalsIgnoreCase(message)`, `strings.EqualFold(e.Message, "user not
# found")`, Ruby's `message =~ /user not found/i`; see `evidence_below`), or a `when` arm on it
_ARM_AFTER = re.compile(r"[\"']\s*(?:->|=>)")  # Kotlin's `"user not found" ->`, Scala's `=>`
_COMPARISON = re.compile(
    r"(?i)[=!]==?|=~|\bequals\w{0,20}\(|casecmp|equalfold\(|\.compare\(|\beq\b|\.test\("
    r"|\b(?:includes|contains|startswith|starts_with|match(?:es)?|instr|strpos|stripos)\("
    r"|\bin\b|\b(?:case|when)\s+[\"']"
)

_TOKEN_STOPS = frozenset(" \t\"'`(<>[]{},;=")
_PROSE_BEFORE = re.compile(r"(?<![\w-])[A-Za-z]{2,}[,.]? [(`'\"]?$")  # a word, not part of a name
_PROSE_AFTER = re.compile(r" [A-Za-z]{2,}(?![\w-]*[:=])")  # "x-user-email header is required"
# a sentence after a colon in the same literal: an error's detail, not a header line
# (`"x-user-email: no such user in identity provider"`)
_SENTENCE_AFTER = re.compile(r": [A-Za-z]{2,} [A-Za-z]{2,}(?![\w@.-])")
# a value follows (`"x-api-key": key`, `'x-api-key' => $key`), not a block (Perl's
# `subtest 'dies on 503' => sub {`, a test named with a hash pair)
_VALUE_AFTER = re.compile(r"[`'\"]?[ \t]{0,8}[:=](?!>[ \t]*(?:sub|function|do|lambda|proc)\b)")
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
MAX_SNIPPET = 240
NO_WINDOW = 1_000_000
# Bounds that keep the work per match independent of the line's length (see "Linear time"
# in docs/scan.md). A line longer than LONG_LINE is machine-written (a JSON dump, a lock
# file, a bundle): a finding's snippet and fingerprint come from the SNIPPET_CONTEXT
# characters around the match, and a line condition is checked within LINE_CONTEXT of it.
LONG_LINE = 4096
LINE_CONTEXT = 1024
SNIPPET_CONTEXT = 100
MAX_NAME = 128  # the longest name taken whole for a rule's `accept_name`
# A key's name and separator before a value: a long line's snippet window is widened over
# them so that masking still sees `name = value` whole.
_KEY_CONTEXT = frozenset(_NAME_CHARS | set("+/=~\"'`]: \t,>"))


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
    span: tuple[int, int] = (0, 0)  # offsets of the match in the text
    constant: str = ""  # a finding only if a file talking to the service uses this name
    # for a finding with no destination in its file: the names of the code around it (its
    # top-level block, or the file's top level), which may name the service's product
    words: frozenset[str] = frozenset()
    top: int = 0  # the line that opens that top-level block (0: the file's top level)


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
    span: tuple[int, int] = (0, 0)


@dataclass
class FileAnalysis:
    findings: list[RawFinding] = field(default_factory=list)
    suppressions: list[tuple[int, tuple[str, ...] | None]] = field(default_factory=list)
    assignments: list[VersionAssignment] = field(default_factory=list)
    template_names: frozenset[str] = frozenset()
    language: str = ""
    # header constants whose destination another file decides, and the names this file
    # uses when it talks to the service
    constants: list[RawFinding] = field(default_factory=list)
    identifiers: frozenset[str] = frozenset()
    # findings with no destination in their own file: they count when the code around them
    # names the service's product (a word of its host elsewhere in the scan,
    # `api.dialwave.io/api/public`, and `DialwaveAuth` here)
    undecided: list[RawFinding] = field(default_factory=list)
    service_words: frozenset[str] = frozenset()
    other_words: frozenset[str] = frozenset()
    # other APIs' versioned hosts in a file without the base path
    # (`default="https://api.mailwave.io/v1"` in a settings module): vendors, not vetoes
    api_hosts: frozenset[str] = frozenset()
    # the types and functions this file declares (line, name), when it has undecided
    # findings: a file that talks to the service using the one a finding sits in
    # (`mapper.readValue(body, CallingErrorResponse.class)`, `mapError(resp)`) decides
    declares: tuple[tuple[int, str], ...] = ()
    functions: frozenset[str] = frozenset()  # which of those names are functions
    # the names used from each declaration to the next (aligned with `declares`)
    declared_uses: tuple[frozenset[str], ...] = ()
    # the modules a file that talks to the service imports (`../lib/http`, `app.errors`)
    imports: tuple[str, ...] = ()
    # the words of the namespace, package or module the file declares, when it has
    # undecided findings (`namespace ringlane {`, `module Ringlane`, `package ringlane`)
    namespace_words: frozenset[str] = frozenset()
    # the file talks to the service by its base path or a v1 endpoint (see `_second_pass`)
    talks: bool = False
    # a match was taken for another destination's, or a rule was held back for want of the
    # service's name: the scan's product names may say otherwise (`reread_knowing`)
    held: bool = False
    read: bool = True  # False: held back before any rule ran (see `_filescan.Classifier`)


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

    def __init__(self, text: str, language: str, known: Known = NOTHING_KNOWN) -> None:
        self.text = text
        self.known = known  # the service's hosts and product names from other files of the scan
        self.folded = fold(text)  # lowercased, for literal searches
        self.language = language
        # A line starts one past the end of the line before: accumulate each line's length + 1.
        widths = map((1).__add__, map(len, text.split("\n")[:-1]))
        self.line_starts = list(accumulate(widths, initial=0))
        self._regions: Regions | None = None
        self._destinations: Destinations | None = None
        self._outline: Outline | None = None
        self.secret_values: set[str] = set()
        self.held = False  # a match went to another destination
        self._lines: dict[int, str] = {}
        self._masked: dict[tuple[int, int, int], str] = {}
        self._conditions: dict[tuple[int, int], bool] = {}
        self._service_lines: dict[int, bool] = {}  # line -> its code goes to the service
        self._windows: dict[tuple[int, int], int | None] = {}
        self._names: dict[tuple[str, bool], frozenset[str]] = {}

    @property
    def regions(self) -> Regions:
        """Comments and strings, lexed on first use: a file where no rule's pattern matches
        is never lexed."""
        if self._regions is None:
            default = STRING if self.language in DATA_LANGUAGES else None
            self._regions = lex(self.text, FAMILY[self.language], default)
        return self._regions

    def in_context(self, pos: int, wanted: str) -> bool:
        """Is `pos` in the lexical context a rule wants? `any` needs no lexing."""
        return wanted == "any" or _context_ok(self.regions.kind_at(pos), wanted)

    @property
    def outline(self) -> Outline:
        """The file's blocks by indentation, built once (the destinations read it too)."""
        if self._outline is None:
            self._outline = Outline(self.text)
        return self._outline

    @property
    def destinations(self) -> Destinations:
        if self._destinations is None:
            self._destinations = find_destinations(
                self.text,
                self.regions,
                self.line_starts,
                self.folded,
                self.known,
                outline=self.outline,
                data=self.language in DATA_LANGUAGES,
                documents=self.language == YAML,
                records=self.language in RECORD_LANGUAGES,
            )
        return self._destinations

    def line_of(self, pos: int) -> int:
        return bisect_right(self.line_starts, pos)

    def version_names(self, text: str, *, suffixes: bool = False) -> frozenset[str]:
        """`_version_names`, once per text (a line holds many matches)."""
        key = (text, suffixes)
        names = self._names.get(key)
        if names is None:
            names = self._names[key] = frozenset(_version_names(text, suffixes=suffixes))
        return names

    def token_before(self, pos: int) -> str:
        """The URL or path the text at `pos` continues: back to a quote, a space or a
        bracket, at most MAX_TOKEN characters."""
        floor = max(self.line_starts[self.line_of(pos) - 1], pos - MAX_TOKEN)
        start = pos
        while start > floor and self.text[start - 1] not in _TOKEN_STOPS:
            start -= 1
        return self.text[start:pos]

    def in_prose(self, start: int, end: int) -> bool:
        """Is the match a word in a sentence (`test("sends x-api-key header")`, a
        description, `"x-user-email header is required"`) rather than a value? A word and a
        space lead to it, or a space and a word follow it, and no `:` or `=` follows it as
        in a header line or an assignment. The word must be in the same
        literal as the match: in `mapOf("x-api-key" to apiKey, "x-user-id" to uid)` the
        word before the header is code."""
        sentence = _SENTENCE_AFTER.match(self.text, end, end + 40)
        if sentence is not None and self.regions.span_at(
            sentence.end() - 1
        ) == self.regions.span_at(start):
            return True
        if _VALUE_AFTER.match(self.text[end : end + 40]) is not None:
            return False
        line_start = self.line_starts[self.line_of(start) - 1]
        floor = max(line_start, start - 40)
        word = _PROSE_BEFORE.search(self.text[floor:start])
        if word is not None:
            return self.regions.span_at(floor + word.start()) == self.regions.span_at(start)
        # a word after it in the same literal: the name opens a sentence
        word = _PROSE_AFTER.match(self.text, end, end + 40)
        return word is not None and self.regions.span_at(word.end() - 1) == self.regions.span_at(
            start
        )

    def line_span(self, line: int) -> tuple[int, int]:
        """Start and end of a line's text, without its line ending."""
        return line_span(self.text, self.line_starts, line)

    def line_text(self, line: int) -> str:
        """The line's text, cut once per line however many matches it holds."""
        text = self._lines.get(line)
        if text is None:
            start, end = self.line_span(line)
            text = self._lines[line] = self.text[start:end]
        return text

    def context_of(self, line: int, span: tuple[int, int]) -> tuple[str, int]:
        """The text a line condition looks at for a match, and its first line: the line
        itself, or on a long line the LINE_CONTEXT characters either side of the match
        (a condition then costs the same wherever the match is)."""
        start, end = self.line_span(line)
        if end - start <= LONG_LINE:
            return self.line_text(line), start
        first = max(start, span[0] - LINE_CONTEXT)
        return self.text[first : min(end, span[1] + LINE_CONTEXT)], first

    def line_condition(
        self, pattern: re.Pattern[str] | Regex, line: int, span: tuple[int, int]
    ) -> bool:
        """Does `pattern` occur in the match's line context? Once per line and pattern."""
        start, end = self.line_span(line)
        if end - start > LONG_LINE:
            return pattern.search(self.context_of(line, span)[0]) is not None
        key = (id(pattern), line)
        held = self._conditions.get(key)
        if held is None:
            held = self._conditions[key] = pattern.search(self.text, start, end) is not None
        return held

    def list_of(self, line: int) -> tuple[str, str] | None:
        """When the line is one value of a list spread over lines (`HttpStatusCode.BadGateway,`),
        the line that opens the list (`static readonly HttpStatusCode[] Transient =` above a
        `{` alone, `retry_on:` above `- 502`) and the whole list on one line; else None. At
        most MAX_LIST_ITEMS values are looked through on each side of the line."""
        if _LIST_ITEM.fullmatch(self.line_text(line)) is None:
            return None
        above = line - 1
        while above >= 1 and line - above <= MAX_LIST_ITEMS + 1:
            if _LIST_ITEM.fullmatch(text := self.line_text(above)) is None:
                break
            above -= 1
        else:
            return None
        if _BRACKET_ALONE.fullmatch(text) is not None and above > 1:
            text = f"{self.line_text(above - 1)} {text}"
        elif _LIST_OPENER.fullmatch(text) is None:
            return None
        below = line
        last = min(len(self.line_starts), line + MAX_LIST_ITEMS)
        while below < last and _LIST_ITEM.fullmatch(self.line_text(below + 1)) is not None:
            below += 1
        values = " ".join(self.line_text(n) for n in range(above + 1, below + 1))
        return text, f"{text} {values}"

    def lines_slice(self, first: int, last: int) -> tuple[int, str]:
        first = max(first, 1)
        last = min(last, len(self.line_starts))
        start = self.line_starts[first - 1]
        end = self.line_starts[last] if last < len(self.line_starts) else len(self.text)
        return start, self.text[start:end]

    def _blank(self, line: int) -> bool:
        start, end = self.line_span(line)
        return _NOT_BLANK.search(self.text, start, end) is None

    def window_distance(self, window: Window, line: int, span: tuple[int, int]) -> int | None:
        """Lines between `line` and the nearest hit of the window's pattern, if any; once
        per line and window. On a long line, only the context around the match counts.

        The window stops at blank lines: evidence from the next block of code (another curl
        command, another function) is not about this line.
        """
        start, end = self.line_span(line)
        if end - start > LONG_LINE:
            chunk, offset = self.context_of(line, span)
            return self._nearest_hit(window, line, offset, chunk)
        key = (id(window), line)
        if key in self._windows:
            return self._windows[key]
        first = line
        while first > max(1, line - window.lines) and not self._blank(first - 1):
            first -= 1
        last = line
        while last < min(len(self.line_starts), line + window.lines) and not self._blank(last + 1):
            last += 1
        offset, chunk = self.lines_slice(first, last)
        best = self._nearest_hit(window, line, offset, chunk)
        if best is None and window.header and self._header_says(window, line, first):
            best = window.lines
        self._windows[key] = best
        return best

    def _header_says(self, window: Window, line: int, first: int) -> bool:
        """Does the comment on the header of a block holding the line say what it is about
        (an Ansible task's `- name:`, `def check(): # the identity provider`, a comment
        block right above `sidekiq_retry_in do`)? Headers within HEADER_REACH lines."""
        for index, (header, _, _) in enumerate(self.outline.blocks(line)[:-1]):
            if not 0 < header < line:
                continue
            top = header
            while top > 1 and line - (top - 1) <= HEADER_REACH and self._comment_line(top - 1):
                top -= 1
            if line - top > HEADER_REACH:
                break
            if top >= first:
                continue  # within the window already
            # the innermost header's own line, and the comment block above any header
            start, _ = self.line_span(top)
            _, end = self.line_span(header if index == 0 else header - 1)
            if (
                start < end
                and end - start <= LONG_LINE
                and self._nearest_hit(window, header, start, self.text[start:end]) is not None
            ):
                return True
        return False

    def _comment_line(self, line: int) -> bool:
        """Is the line a comment and nothing else?"""
        start, end = self.line_span(line)
        text = self.text[start:end]
        stripped = len(text) - len(text.lstrip())
        return bool(text.strip()) and self.regions.kind_at(start + stripped) == COMMENT

    def _nearest_hit(self, window: Window, line: int, offset: int, chunk: str) -> int | None:
        best: int | None = None
        for hit in window.pattern.finditer(chunk):
            pos = offset + hit.start()
            if self.in_context(pos, window.context):
                hit_line = self.line_of(pos)
                if (
                    hit_line < line
                    and window.above == "comment"
                    and self.regions.kind_at(pos) != COMMENT
                ):
                    continue
                if hit_line > line and window.below == "body" and not self._in_body(line, hit_line):
                    continue
                distance = abs(hit_line - line)
                if best is None or distance < best:
                    best = distance
        return best

    def evidence_below(
        self, window: Window, meaning: Regex, line: int, distance: int
    ) -> tuple[int, int] | None:
        """The span of the window's hit `distance` lines below `line`, in the body of the
        branch the line opens, when that line compares `meaning` (`if msg == "user not
        found"`, a `when` arm `"user not found" ->`)."""
        below = line + distance
        if below > len(self.line_starts) or not self._in_body(line, below):
            return None
        start, end = self.line_span(below)
        if not any(
            self.regions.kind_at(hit.start()) != COMMENT  # a note on the arm is no comparison
            and (
                _COMPARISON.search(
                    self.text, max(start, hit.start() - 60), min(end, hit.end() + 30)
                )
                or _ARM_AFTER.match(self.text, hit.end())
            )
            for hit in meaning.finditer(self.text, start, end)
        ):
            return None  # a message raised or shown: the arm above is the branch
        for hit in window.pattern.finditer(self.text, start, end):
            if self.in_context(hit.start(), window.context):
                return hit.span()
        return None

    def _in_body(self, line: int, below: int) -> bool:
        """Are the lines after `line`, down to `below`, indented deeper than it (the body
        of the branch it opens)?"""
        indents = self.outline.indents
        return all(
            indents[n - 1] < 0 or indents[n - 1] > indents[line - 1]
            for n in range(line + 1, below + 1)
        )

    def destination(self, wanted: str, line: int, span: tuple[int, int]) -> str | None:
        """SERVICE when the match meets the rule's destination, UNKNOWN when only the
        service's code in another file can say (`destination: service` with no marker),
        else None."""
        if wanted == "any":
            return SERVICE
        if wanted == "own-name":
            return SERVICE if self.destinations.names_service(line, span) else None
        if wanted == "own-brand":  # the matched text holds the brand (`x-dialwise-signature`)
            brand = self.known.product_re
            return SERVICE if brand is not None and brand.search(self.text, *span) else None
        where = self.destinations.resolve(line, span)
        if wanted == "not-vendor":
            destinations = self.destinations
            if (
                where == VENDOR
                or destinations.joined_to_other(span[0])
                or destinations.under_other_prefix(span[0])
            ):
                return None
            return None if destinations.in_other_class(line) else SERVICE
        if wanted == "service":
            if where in (OTHER, VENDOR) or self.destinations.in_other_class(line):
                return None
            return where
        return SERVICE if where not in (OTHER, VENDOR) else None

    def in_description(self, line: int) -> bool:
        """Is the line a description in YAML or JSON data (a `description:`, `summary:` or
        `help:` value, or a YAML block scalar under one)? Prose about an API, such as an
        OpenAPI description or a recipe's, is not a use of it; a key there is still a key."""
        if self.language not in ("yaml", "json"):
            return False
        if _DESCRIPTION_KEY.match(self.line_text(line)):
            return True
        if self.language != "yaml":
            return False
        header = self.outline.blocks(line)[0][0]
        return bool(header) and _DESCRIPTION_BLOCK.match(self.line_text(header)) is not None

    def uses_of_constant(self, line: int, start: int) -> list[tuple[int, int]]:
        """Where the file uses the constant that the line declares at `start` (not in
        comments, not on its own line); none when the line declares none."""
        name = self.constant_name(line, start)
        if name is None:
            return []
        uses = []
        for match in re.finditer(rf"(?<![\w$.]){re.escape(name)}(?![\w$])", self.text):
            if self.line_of(match.start()) != line and self.regions.kind_at(match.start()) == CODE:
                uses.append(match.span())
        return uses

    def constant_name(self, line: int, start: int) -> str | None:
        """The name a constant declaration assigns the string at `start` to
        (`static final String LEGACY_KEY_HEADER = 'X-API-KEY'`), if the line is one."""
        line_start = self.line_starts[line - 1]
        if start - line_start > MAX_TOKEN:
            return None
        found = _CONSTANT.match(self.text, line_start, start)
        return (found.group("name") or found.group("macro")) if found is not None else None

    def text_has_service_marker(self) -> bool:
        return may_have_service_marker(self.text, self.folded)

    def identifiers(self) -> frozenset[str]:
        """The names used in this file, when it talks to the service (for header
        constants, types and helpers declared in another file). A name counts only where it
        is used in code that goes to the service: a client module may import the telemetry
        uploader's key header, or call a helper of another vendor's, beside its own."""
        kinds = self.destinations.kinds
        if SERVICE not in kinds and NAMED not in kinds and PATH not in kinds:
            return frozenset()
        # with service markers only, every marked line goes there
        mixed = OTHER in kinds or OTHER_NAMED in kinds
        names = set()
        for match in _IDENTIFIER.finditer(self.text):
            name = match.group(0)
            if name in names or not self._used_for_service(match, mixed):
                continue
            names.add(name)
        return frozenset(names)

    def _used_for_service(self, match: re.Match[str], mixed: bool) -> bool:
        """Once per line, and at most MAX_RESOLVED_LINES lines a file (past them, a use
        counts as it did before destinations were asked)."""
        if self.regions.kind_at(match.start()) != CODE:
            return False
        line = self.line_of(match.start())
        held = self._service_lines.get(line)
        if held is None:
            held = _IMPORT.match(self.text, self.line_starts[line - 1]) is None
            if held and mixed and len(self._service_lines) < MAX_RESOLVED_LINES:
                held = self.destinations.resolve(line, (0, 0)) == SERVICE
            self._service_lines[line] = held
        return held

    def masked(self, line: int, span: tuple[int, int]) -> str:
        """The line with every key on it masked, and every secret value a rule found in
        this file (a value may leak again on a line no secret rule matched); once per line.
        On a long line, only the window around the match, widened over the names and
        values it cuts so that masking sees them whole."""
        start, end = self.line_span(line)
        window = (start, end) if end - start <= LONG_LINE else self._window(start, end, span)
        key = (line, *window)
        text = self._masked.get(key)
        if text is None:
            raw = self.text[window[0] : window[1]]
            text = mask_line(raw)
            for value in self.secret_values:
                text = text.replace(value, mask_key(value))
            if window != (start, end):
                # shown: SNIPPET_CONTEXT either side of the match, when masking left the
                # offsets as they were; else all that was masked
                first = max(start, span[0] - SNIPPET_CONTEXT)
                last = min(end, span[1] + SNIPPET_CONTEXT)
                if text == raw:
                    text, window = raw[first - window[0] : last - window[0]], (first, last)
                text = f"{'…' if window[0] > start else ''}{text}{'…' if window[1] < end else ''}"
            self._masked[key] = text
        return text

    def _window(self, start: int, end: int, span: tuple[int, int]) -> tuple[int, int]:
        text, chars = self.text, _KEY_CONTEXT
        first = max(start, span[0] - SNIPPET_CONTEXT)
        floor = max(start, first - 2 * MAX_NAME)
        while first > floor and text[first - 1] in chars:
            first -= 1
        last = min(end, span[1] + SNIPPET_CONTEXT)
        ceiling = min(end, last + 2 * MAX_NAME)
        while last < ceiling and text[last] in chars:
            last += 1
        return first, last


def _snippet(masked: str) -> str:
    text = masked.strip()
    return text if len(text) <= MAX_SNIPPET else text[: MAX_SNIPPET - 1] + "…"


def _match_regex(
    f: _File,
    rule: Rule,
    out: list[RawFinding],
    pending: list[RawFinding],
    undecided: list[RawFinding],
) -> None:
    m = rule.matcher
    for match in finditer(m.pattern, f.text, f.folded):
        start, end = match.span()
        if end == start or not f.in_context(start, m.context):
            continue
        line = f.line_of(start)
        spread = None  # a list spread over lines that the line is a value of
        if m.line_requires is not None and not f.line_condition(
            m.line_requires, line, (start, end)
        ):
            # the list's opening line names it (`TransientStatuses = new[] {` above
            # `HttpStatusCode.BadGateway,`), and what it excludes is looked for in all of it
            spread = f.list_of(line)
            if spread is None or not m.line_requires.search(f"{spread[0]} {f.line_text(line)}"):
                continue
        if m.line_excludes is not None and (
            f.line_condition(m.line_excludes, line, (start, end))
            or (spread is not None and m.line_excludes.search(spread[1]) is not None)
        ):
            continue
        if m.exclude_match is not None and m.exclude_match.search(match.group(0)):
            continue
        if m.prefix_excludes is not None and m.prefix_excludes.search(f.token_before(start)):
            continue
        if m.context != "any" and f.in_description(line):
            continue
        if (
            m.not_in_prose
            and f.language != SQL  # a query's text is its code: `when status = 503 then`
            and f.regions.kind_at(start) == STRING
            and f.in_prose(start, end)
        ):
            continue
        near = NO_WINDOW
        if m.near is not None:
            distance = f.window_distance(m.near, line, (start, end))
            if distance is None:
                continue
            near = distance
        if m.not_near is not None and f.window_distance(m.not_near, line, (start, end)) is not None:
            continue
        if m.report_at_evidence is not None and m.near is not None and near > 0:
            # a bare arm (`case 404:`) whose body compares the meaning (`if msg == "user not
            # found"`): the comparison is the branch on the v1 meaning
            below = f.evidence_below(m.near, m.report_at_evidence, line, near)
            if below is not None:
                moved = f.line_of(below[0])
                # a line the rule excludes (`raise Unknown.new(404, msg) if msg == ...`) is
                # no branch: the arm stays the finding
                if m.line_excludes is None or not f.line_condition(m.line_excludes, moved, below):
                    start, end = below
                    line = moved
                    near = 0
        message = None
        if m.secret_check is not None:
            group = 0 if m.secret_group in (None, "0") else m.secret_group
            value = match.group(group) or ""
            ok = (
                looks_like_real_v2_key(value)
                if m.secret_check == "v2-key"
                else looks_like_shared_key(value)
            )
            if not ok or _code_reference(f, match, group):
                continue
            f.secret_values.add(value)
            if "{masked}" in rule.message:
                message = rule.message.replace("{masked}", mask_key(value))
        named = match.groupdict().get("name")
        if named:  # the pattern may start mid-identifier (at "key"): take the whole name
            head = match.start("name")
            floor = max(f.line_starts[line - 1], head - MAX_NAME)
            while head > floor and f.text[head - 1] in _NAME_CHARS:
                head -= 1
            named = f.text[head : match.end("name")]
        if m.report_at_use and (uses := f.uses_of_constant(line, start)):
            for use in uses:
                _match_at(f, rule, out, use, message, near)
            continue
        accepted = m.accept_name is not None and named and m.accept_name.search(named)
        where = SERVICE if accepted else f.destination(m.destination, line, (start, end))
        if where is None:
            f.held = True
            continue
        constant = None
        target = out
        if where != SERVICE:  # a constant that another file may send to the service
            constant = f.constant_name(line, start)
            target = pending if constant is not None else undecided
        end_line = f.line_of(max(end - 1, start))
        target.append(
            RawFinding(
                rule_id=rule.id,
                line=line,
                column=start - f.line_starts[line - 1] + 1,
                end_line=end_line,
                end_column=end - f.line_starts[end_line - 1] + 1,
                snippet="",
                matched=f.text[start:end],
                span=(start, end),
                message=message,
                near=near,
                constant=constant or "",
            )
        )


# In program code an unquoted value outside strings and comments is an expression (a name,
# a member path such as `x25519.getPublicKey`, a call), never a committed literal.
def _code_reference(f: _File, match: re.Match[str], group: str | int) -> bool:
    """Is the unquoted value a name or call in code rather than a committed literal?"""
    if f.language in DATA_LANGUAGES or match.groupdict().get("q") != "":
        return False
    return f.in_context(match.start(group), "code")


def _match_at(
    f: _File,
    rule: Rule,
    out: list[RawFinding],
    span: tuple[int, int],
    message: str | None,
    near: int,
) -> None:
    """A finding at `span` (a use of the constant a rule matched), where the rule's
    destination holds."""
    line = f.line_of(span[0])
    if f.destination(rule.matcher.destination, line, span) != SERVICE and (
        rule.matcher.destination != "any"
    ):
        return
    end_line = f.line_of(max(span[1] - 1, span[0]))
    out.append(
        RawFinding(
            rule_id=rule.id,
            line=line,
            column=span[0] - f.line_starts[line - 1] + 1,
            end_line=end_line,
            end_column=span[1] - f.line_starts[end_line - 1] + 1,
            snippet="",
            matched=f.text[span[0] : span[1]],
            span=span,
            message=message,
            near=near,
        )
    )


def _version_matches(f: _File, pattern: re.Pattern[str] | Regex) -> Iterator[re.Match[str]]:
    """The pattern's matches whose version group `v` is a `v1` of the text, found from each
    `v1` backwards (at most VERSION_WINDOW characters before it), not by trying the pattern
    at every `:` and `,` of a JSON dump."""
    folded = f.folded if f.folded is not None else f.text.lower()
    at = folded.find("v1")
    while at >= 0:
        found = pattern.search(f.text, max(0, at - VERSION_WINDOW), at + 3)
        while found is not None and found.start("v") < at:
            found = pattern.search(f.text, found.start() + 1, at + 3)
        if found is not None and found.start("v") == at:
            yield found
        at = folded.find("v1", at + 2)


def _match_version(f: _File, rule: Rule, analysis: FileAnalysis) -> None:
    m = rule.matcher
    seen: set[tuple[int, frozenset[str]]] = set()
    anchored = "v" in m.pattern.groupindex and m.literals == ("v1",)
    matches = _version_matches(f, m.pattern) if anchored else finditer(m.pattern, f.text, f.folded)
    for match in matches:
        pos = match.start("v") if "v" in m.pattern.groupindex else match.start()
        if not f.in_context(pos, m.context):
            continue
        line = f.line_of(pos)
        start, end = f.line_span(line)
        if end - start > LONG_LINE:  # machine-written: the name is the one just before
            text = f.text[max(start, pos - MAX_NAME) : pos]
        else:
            text = f.line_text(line)
        if f.language == "yaml" and _K8S_API_VERSION.match(text):
            continue
        if f.language == "config" and _HCL_DEFAULT.match(text):
            # a Terraform variable's default: the name is the block's
            # (`variable "calling_api_version" {` above `default = "v1"`)
            text = f.outline.text_of(f.outline.blocks(line)[0][0])
        names = f.version_names(text)
        if not names or (line, names) in seen:
            continue  # one per line and name: a JSON dump repeats `"version":"v1"`
        seen.add((line, names))
        col = pos - f.line_starts[line - 1] + 1
        analysis.assignments.append(
            VersionAssignment(rule.id, line, col, col + 2, names, "", "", (pos, pos + 2))
        )


def _template_names(f: _File) -> frozenset[str]:
    names: set[str] = set()
    for match in finditer(_TEMPLATE_RE, f.text, f.folded):
        if f.regions.kind_at(match.start()) == COMMENT:
            continue
        line = f.line_of(match.start())
        text, _ = f.context_of(line, match.span())
        names |= f.version_names(text, suffixes=True)
        if _VERSION_SLOT.match(f.text, match.end() - 1) and _ASSIGNED_STRING.search(
            f.text, max(f.line_starts[line - 1], match.start() - 80), match.start()
        ):
            # a prefix the version is put after (`PREFIX = "/api/public/"`), or a format
            # with a slot for it (`basePathFmt = "/api/public/%s"`)
            names.add("version")
        if line < len(f.line_starts) and text.rstrip().endswith((",", "(", "+", ".")):
            following, _ = f.context_of(line + 1, (f.line_starts[line],) * 2)
            names |= f.version_names(following, suffixes=True)  # next-line arguments
    return frozenset(names)


class _Placed(Protocol):
    @property
    def line(self) -> int: ...
    @property
    def column(self) -> int: ...
    @property
    def rule_id(self) -> str: ...


_P = TypeVar("_P", bound=_Placed)


def one_per_line(
    findings: Iterable[_P], rules: dict[str, Rule], rank: Callable[[_P], tuple[int, ...]]
) -> list[_P]:
    """One finding per line and category, the lowest `rank` of each, in line order."""
    best: dict[tuple[int, str], _P] = {}
    for finding in findings:
        key = (finding.line, rules[finding.rule_id].category)
        held = best.get(key)
        if held is None or rank(finding) < rank(held):
            best[key] = finding
    return sorted(best.values(), key=lambda x: (x.line, x.column, x.rule_id))


def _dedupe(findings: list[RawFinding], rules: dict[str, Rule]) -> list[RawFinding]:
    """One finding per line and category: the rule whose evidence is closest wins (a `POST`
    on the same line beats a `PATCH` three lines up), then the most specific one (highest
    priority)."""
    return one_per_line(findings, rules, lambda f: (f.near, -rules[f.rule_id].priority))


def analyze(
    text: str, language: str, rules: list[Rule], known: Known = NOTHING_KNOWN
) -> FileAnalysis:
    """Apply `rules` (already filtered by language and prefilter) to one file's text."""
    if language == MARKDOWN:
        return _analyze_markdown(text, rules, known)
    if language == NOTEBOOK:
        return _analyze_notebook(text, rules, known)
    if language == YAML:
        return _analyze_yaml(text, rules, known)
    if language in _EMBEDDED_CODE:
        return _analyze_requests(text, language, rules, known)
    if language == SQL:
        return _analyze_sql(text, rules, known)
    return _analyze(text, language, rules, known=known)


def _analyze_sql(text: str, rules: list[Rule], known: Known) -> FileAnalysis:
    """SQL, and the stored procedures it holds in Python or JavaScript in their language."""
    from callbridge.scanner._embedded import procedure_views

    views = [(language, view, None) for language, view in procedure_views(text).items()]
    return _with_views(text, SQL, rules, known, views)


def _with_views(
    text: str,
    language: str,
    rules: list[Rule],
    known: Known,
    views: Sequence[tuple[str, str, str | None]],
) -> FileAnalysis:
    """The file read in its own language and, beside it, each view of the code it embeds
    (the view's language, the view at the file's offsets, and the text its findings show
    when the view rewrites lines); a finding both readings make counts once."""
    data = [r for r in rules if language in r.languages]
    if not views:
        return _analyze(text, language, data, known=known)
    parts: list[Part] = [(language, text, data, None)]
    parts += [
        (view_language, view, [r for r in rules if view_language in r.languages], shown)
        for view_language, view, shown in views
    ]
    out = _joined(parts, known, language)
    out.findings = _dedupe(out.findings, {r.id: r for r in rules})
    return out


# the findings that say a request file's request goes to the service
_REQUEST_CATEGORIES = frozenset({"v1-endpoint", "v1-base-path"})
_BASE_PATH_CATEGORY = frozenset({"v1-base-path"})
# the view of the code a data file embeds (`_embedded`), and that code's language
_EMBEDDED_CODE = {
    CONFIG: ("script_view", JAVASCRIPT),
    JSON: ("json_code_view", JAVASCRIPT),
    XML: ("xml_expression_view", C_LIKE),
}


def _analyze_requests(text: str, language: str, rules: list[Rule], known: Known) -> FileAnalysis:
    """Configuration, JSON or XML, and the code it embeds (Bruno's `script:` and `tests`
    blocks, a `.http` file's `> {% ... %}` handler, a workflow export's code strings: as
    JavaScript; a Mule flow's DataWeave: as C-like code). When the file's own request goes
    to the service (a v1 path or base path), what that code reads of the answer
    (`res.status === 502`) is the service's."""
    from callbridge.scanner import _embedded

    data = [r for r in rules if language in r.languages]
    view_of, inner = _EMBEDDED_CODE[language]
    view = getattr(_embedded, view_of)(text)
    if view is None:
        return _analyze(text, language, data, known=known)
    by_id = {r.id: r for r in rules}
    requests = _analyze(text, language, data, known=known)
    scripts = _analyze(view, inner, [r for r in rules if inner in r.languages], known=known)
    # a request file holds one request; a JSON export or a flow many, and its bare paths
    # may be another vendor's: there only the base path says it calls the service
    wanted = _REQUEST_CATEGORIES if language == CONFIG else _BASE_PATH_CATEGORY
    if requests.talks or any(by_id[f.rule_id].category in wanted for f in requests.findings):
        # the scripts read the answer to the file's own request, which goes to the service
        scripts.findings += scripts.undecided
        scripts.undecided = []
    out = _join([requests, scripts], language)
    out.findings = _dedupe(out.findings, by_id)
    return out


def _analyze_yaml(text: str, rules: list[Rule], known: Known) -> FileAnalysis:
    """YAML as data, and the shell scripts it embeds (CI steps, commands) as shell, as are
    an alert rules file's expressions."""
    from callbridge.scanner._embedded import alert_view, jinja_view, shell_view

    views: list[tuple[str, str, str | None]] = []
    if (shell := shell_view(text)) is not None:
        views.append((SHELL, shell, None))
    if (alerts := alert_view(text)) is not None:
        views.append((SHELL, alerts, None))
    if (jinja := jinja_view(text)) is not None:
        # its findings show the file's lines, not `if probe.status ...`
        views.append((PYTHON, jinja, text))
    return _with_views(text, YAML, rules, known, views)


def _analyze_notebook(text: str, rules: list[Rule], known: Known) -> FileAnalysis:
    """The code cells read as the kernel's language; positions mapped back to the file."""
    from callbridge.scanner._notebook import notebook_view

    view = notebook_view(text)
    if not view.decoded:  # not nbformat's one string a line (a minified notebook): as JSON
        return _analyze(text, NOTEBOOK, rules, known=known)
    out = _analyze(view.code, view.language, rules, shown=text, known=known)
    starts = [0, *accumulate(len(line) + 1 for line in text.split("\n"))]

    def moved(offset: int) -> int:
        line = bisect_right(starts, offset)
        return starts[line - 1] + view.column(line, offset - starts[line - 1])

    for raw in (*out.findings, *out.constants, *out.undecided):
        raw.span = (moved(raw.span[0]), moved(raw.span[1]))
        raw.column = view.column(raw.line, raw.column - 1) + 1
        raw.end_column = view.column(raw.end_line, raw.end_column - 1) + 1
    for assignment in out.assignments:
        assignment.span = (moved(assignment.span[0]), moved(assignment.span[1]))
        assignment.column = view.column(assignment.line, assignment.column - 1) + 1
        assignment.end_column = view.column(assignment.line, assignment.end_column - 1) + 1
    out.language = NOTEBOOK
    return out


def _analyze_markdown(text: str, rules: list[Rule], known: Known) -> FileAnalysis:
    """Each language of the fenced code blocks on its own, joined."""
    from callbridge.scanner._markdown import code_by_language

    parts: list[Part] = [
        (language, code, [r for r in rules if language in r.languages], None)
        for language, code in code_by_language(text).items()
    ]
    return _joined(parts, known, MARKDOWN)


# A view of a file in a language: the language, the view, its rules, and the file's own
# text when the view rewrites lines (`_analyze`'s `shown`)
Part = tuple[str, str, list[Rule], str | None]


def _joined(parts: list[Part], known: Known, language: str) -> FileAnalysis:
    """One analysis of views of a file (each in a language, offsets the file's)."""
    return _join(
        [
            _analyze(code, part_language, wanted, shown=shown, known=known)
            for part_language, code, wanted, shown in parts
        ],
        language,
    )


def _join(analyses: list[FileAnalysis], language: str) -> FileAnalysis:
    out = FileAnalysis(language=language)
    names: set[str] = set()
    for part in analyses:
        out.findings += part.findings
        out.assignments += part.assignments
        out.suppressions += part.suppressions
        out.constants += part.constants
        out.undecided += part.undecided
        out.service_words |= part.service_words
        out.other_words |= part.other_words
        out.api_hosts |= part.api_hosts
        out.identifiers |= part.identifiers
        out.held |= part.held
        out.declares += part.declares
        out.functions |= part.functions
        out.imports += part.imports
        out.talks = out.talks or part.talks
        names |= part.template_names
    out.template_names = frozenset(names)
    out.findings.sort(key=lambda x: (x.line, x.column, x.rule_id))
    return out


# A module a file imports: a relative JS/TS path, a Ruby `require_relative`, a Python, Java,
# Kotlin or Scala module path.
IMPORTED = re.compile(
    r"""(?m)^[ \t]*(?:import\b[^'"\n]{0,200}?\bfrom[ \t]+['"](\.{1,2}/[^'"\n]{1,200})['"]"""
    r"""|(?:const|let|var)[^=\n]{1,200}=[ \t]*require\(\s*['"](\.{1,2}/[^'"\n]{1,200})['"]"""
    r"""|require_relative[ \t]+['"]([^'"\n]{1,200})['"]"""
    r"|from[ \t]+(\.*[\w.]{1,200})[ \t]+import\b"
    r"|import[ \t]+(?:static[ \t]+)?([\w.]{1,200}?)(?:\.\*)?[ \t]*;?[ \t]*$)"
)

# what says a file talks to the service itself, not merely names it: its versioned base
# path, the base path with a version slot (`/api/public/${VERSION}`, `/api/public/%s`,
# `"/api/public/" + version`; not `/api/public/{tenant}`) or a v1 endpoint
_TALKS = re.compile(
    r"(?i)/api/public/(?:v\d|(?:\$?\{|#\{)[^}\n]{0,40}?ver|%s|[\"'`]\s*[+.&])|contact-lists"
)


_METADATA_NAME = re.compile(
    r"(?m)^metadata:[ \t]*\n(?:[ \t]+[^\n]*\n){0,8}?[ \t]+name:[ \t]*(?P<name>[^\n]+)"
)


def _manifest_name(f: _File, line: int) -> frozenset[str]:
    """In a Kubernetes-style YAML document, the words of its `metadata: name:`
    (`callvane-credentials`): a Secret's keys are the named resource's."""
    if f.language != YAML or "metadata:" not in f.text:
        return frozenset()
    first, last = f.destinations.document(line, 1, len(f.line_starts))
    start = f.line_starts[first - 1]
    end = f.line_starts[last] if last < len(f.line_starts) else len(f.text)
    found = _METADATA_NAME.search(f.text, start, end)
    if found is None:
        return frozenset()
    return name_words(f.text, f.regions, found.start("name"), found.end("name"))


def _scope_words(f: _File, raws: list[RawFinding]) -> None:
    """Give each finding the name words of its top-level block (a class, a function, an
    object literal), or of the file's top-level lines when it sits there itself: a helper
    for another vendor in the same module as the service's client is not the client's."""
    outline = f.outline
    by_block: dict[int, frozenset[str]] = {}
    for raw in raws:
        blocks = outline.blocks(raw.line)
        header, first, last = blocks[-2] if len(blocks) > 1 else (0, 0, 0)
        if header:
            first = outline.signature(first)  # a brace alone: the signature is above it
        raw.top = first
        if header not in by_block:
            if header:
                start = f.line_starts[first - 1]
                end = f.line_starts[last] if last < len(f.line_starts) else len(f.text)
                by_block[header] = name_words(f.text, f.regions, start, end)
            else:
                by_block[0] = frozenset().union(
                    *(
                        name_words(f.text, f.regions, *f.line_span(n + 1))
                        for n, indent in enumerate(outline.indents)
                        if indent == 0
                    )
                )
        if names_own_subject(f.line_text(raw.line)):  # `pricingRetryable = setOf(502)`
            raw.words = name_words(f.text, f.regions, *f.line_span(raw.line))
        else:
            raw.words = by_block[header] | _manifest_name(f, raw.line)


def _analyze(
    text: str,
    language: str,
    rules: list[Rule],
    *,
    shown: str | None = None,
    known: Known = NOTHING_KNOWN,
) -> FileAnalysis:
    """`shown`: the file's own text, line for line, when `text` is a view of it (a notebook's
    decoded cells): snippets show, and the fixer checks, the file's lines."""
    f = _File(text, language, known)
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
            _match_regex(f, rule, raw, analysis.constants, analysis.undecided)
    by_id = {rule.id: rule for rule in rules}
    analysis.findings = _dedupe(raw, by_id)
    if analysis.undecided or analysis.constants:
        decided = {(x.line, by_id[x.rule_id].category) for x in analysis.findings}
        analysis.undecided = [
            x
            for x in _dedupe(analysis.undecided, by_id)
            if (x.line, by_id[x.rule_id].category) not in decided
        ]
        held_lines = {x.line for x in analysis.undecided + analysis.constants}
        declared = [
            m
            for m in _DECLARATION.finditer(text)
            if f.regions.kind_at(m.start()) == CODE
            and not _universal(m.group("name") or m.group("cname"))
            # a module-level list declares only for a finding inside it: it ends at its
            # closing bracket, and the code below it is not its (k6's `export const
            # options = {...}` above the default function)
            and (not m.group("listname") or _holds_a_line(f, m, held_lines))
        ]
        analysis.declares = tuple(
            # a Go method belongs with its receiver's type: `func (e *APIError) IsUnknownUser()`
            (
                f.line_of(m.start()),
                m.group("receiver")
                or m.group("name")
                or m.group("schema")
                or m.group("listname")
                or m.group("cname"),
            )
            for m in declared
        )
        analysis.functions = frozenset(
            m.group("name") or m.group("cname")
            for m in declared
            if m.group("cname")
            or (m.group("keyword") in _FUNCTION_KEYWORDS and not m.group("receiver"))
        )
        bounds = [*(f.line_starts[line - 1] for line, _ in analysis.declares), len(text)]
        analysis.declared_uses = tuple(
            frozenset(
                m.group(0)
                for m in _IDENTIFIER.finditer(text, start, end)
                if f.regions.kind_at(m.start()) == CODE
            )
            for start, end in pairwise(bounds)
        )
        _scope_words(f, analysis.undecided + analysis.constants)
        analysis.namespace_words = frozenset().union(
            *(
                name_words(text, f.regions, m.start("name"), m.end("name"))
                for m in _NAMESPACE.finditer(text)
                if f.regions.kind_at(m.start()) == CODE
            )
        )
    if "/api/public" in text:
        analysis.service_words, analysis.other_words = host_words(text)
    elif "://api." in text:
        analysis.api_hosts = api_hosts(text)
    if f.text_has_service_marker():
        analysis.identifiers = f.identifiers()
        analysis.talks = bool(analysis.identifiers) and _TALKS.search(text) is not None
        if analysis.talks:
            analysis.imports = tuple(m.group(m.lastindex or 0) for m in IMPORTED.finditer(text))
    view = f
    if shown is not None:
        view = _File(shown, language)
        view.secret_values = f.secret_values
    for finding in analysis.constants + analysis.undecided:
        masked = view.masked(finding.line, finding.span)
        finding.snippet = _snippet(masked)
        finding.matched = " ".join(masked.split())
    for finding in analysis.findings:
        masked = view.masked(finding.line, finding.span)
        finding.snippet = _snippet(masked)
        finding.matched = " ".join(masked.split())
    for assignment in analysis.assignments:
        masked = view.masked(assignment.line, assignment.span)
        assignment.snippet = _snippet(masked)
        assignment.matched = " ".join(masked.split())
    if "/api/public" in text:
        analysis.template_names = _template_names(f)
    analysis.held = f.held
    if "callbridge:" in text:
        for match in finditer(SUPPRESS_RE, text, f.folded):
            if f.regions.kind_at(match.start()) != COMMENT:
                continue  # a directive lives in a comment; in a string it is just text
            ids = match.group("ids")
            parsed = None if ids is None else tuple(x.strip() for x in ids.split(",") if x.strip())
            analysis.suppressions.append((f.line_of(match.start()), parsed))
    return analysis
