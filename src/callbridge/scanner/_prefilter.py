"""Stage two: read a file and decide from its raw bytes which rules could match in it.

Most files end here. The check is one read, the skip tests (binary, minified, too large)
and one search for every literal at once: Hyperscan's case-insensitive multi-literal search
over the raw bytes where it is installed (a wheel for the common platforms), else a
lowercase copy of the bytes and a few substring searches in C (`bytes.find`, or one
literal-led regex for the literals that share a byte). Both answer the same; the first is
several times faster. A rule's `prefilter` regex runs only on files that hold its
literals, and then only on the lines that can match.

This module imports nothing but the standard library and nothing of the package: a worker
process (`_pool`) imports it alone and is fed plain data (marshal) over stdin, so a worker
starts in a few milliseconds and never relies on fork. The classifier a worker runs on the
files it keeps is named by the parent and imported only then (`serve`).
"""

from __future__ import annotations

import marshal
import os
import re
import sys

TYPE_CHECKING = False  # typing is not imported at run time: a worker starts faster
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import IO, Any

    # one pass over a file's bytes: a regex's search (None: `find` for the one literal), and
    # the indices of the literals it finds
    Search = tuple[Callable[..., re.Match[bytes] | None] | None, tuple[int, ...]]

MAX_FILE_BYTES = 4 * 1024 * 1024
HEAD_BYTES = 8192
SUPPRESSION_LITERAL = b"callbridge:"
UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
FIRST_READ = 64 * 1024
OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_BINARY", 0)
TEXT_LANGUAGE = "text"  # `_languages.TEXT`: what a text file of no known language is read as
NOTEBOOK_LANGUAGE = "notebook"  # `_languages.NOTEBOOK`
HELD = -1  # among the woken rules of an Outcome: a rule was held back (see `check`)
LINE_SEARCHES = 64  # lines searched one by one before a prefilter regex searches the file
ANCHORED_WINDOWS = 4096  # windows tried around an anchor before the regex searches the rest

# A rule as the prefilter sees it: its index in the rule list; the ways its literals are
# present (the indices of searched literals that must all hit, plus the rule literal itself
# when it is longer than the searched one); its prefilter regex (an index into the gates) and
# the searched literals whose presence makes that regex unnecessary.
RuleEntry = tuple[int, tuple[tuple[tuple[int, ...], bytes | None], ...], int, tuple[int, ...]]
# Serialized Hyperscan databases of the prefilter regexes it can take, one per regex, by
# the regex's index.
GateDatabase = tuple[tuple[int, bytes], ...]
# Everything a Prefilter is built from; only builtins, so it crosses to a worker by marshal.
Spec = tuple[
    tuple[bytes, ...],  # searched literals, lowercase
    dict[str, tuple[RuleEntry, ...]],  # language -> its rules
    # prefilter regexes over lowercase bytes: pattern, flags, the literals one of which every
    # match contains (none known: empty), whether a match always lies within one line, and
    # the pattern's top-level alternatives as patterns of their own (or just the pattern),
    # each with a literal its matches hold and how far before it they may start
    # (`_filescan.anchor_of`; b"" and 0 when there is none)
    tuple[tuple[bytes, int, tuple[bytes, ...], bool, tuple[tuple[bytes, bytes, int], ...]], ...],
    tuple[tuple[bytes, str], ...],  # shebang needle -> language
    tuple[str, ...],  # languages whose files may be minified
    GateDatabase | None,  # the prefilter regexes for Hyperscan (`compile_gates`)
]
# A rule the literals found may wake: its index, the longer literals one of which must be
# present too (None: none needed), and the prefilter regex it still needs (-1: none).
PlanEntry = tuple[int, tuple[bytes, ...] | None, int]
# The rules a set of literals may wake in a language, whether a suppression may be there, and
# whether all of them only hold the file back.
Plan = tuple[tuple[PlanEntry, ...], bool, bool]
# (size, skipped reason, error, language, indices of the rules to run or None (HELD among
# them: a rule was held back by its prefilter regex, see `check`; HELD alone: the file is
# not read), a suppression comment may be present, a UTF-16 file was not valid and was read
# with replacements)
Outcome = tuple[int, str | None, str | None, str | None, tuple[int, ...] | None, bool, bool]


class Prefilter:
    def __init__(self, spec: Spec, *, hyperscan: bool = True) -> None:
        literals, by_language, gates, shebangs, minifiable, gate_database = spec
        self.literals = literals
        self.find = literal_finder(literals) if hyperscan else None
        self.searches = plan_searches(literals) if self.find is None else []
        self.by_language = by_language
        self.gates = tuple(_Gate(*gate) for gate in gates)
        # may a prefilter regex match? One Hyperscan pass per regex it can take, run only
        # for the regexes a file's literals leave to check
        fast = gate_finder(gate_database) if self.find else None
        self.gate_scans: dict[int, Callable[[bytes], bool]] = fast or {}
        self.shebangs = shebangs
        self.minifiable = frozenset(minifiable)
        # A suppression comment holds these searched literals ("callbridge"): a file with
        # none of them has none (with no such literal, every file is searched for one).
        self.suppression_literals = frozenset(
            i for i, literal in enumerate(literals) if literal in SUPPRESSION_LITERAL
        )
        self.plans: dict[tuple[str, frozenset[int]], Plan] = {}

    def check(self, path: str, rel: str, language: str | None) -> tuple[Outcome, bytes | None]:
        """The outcome for one file, and its bytes when some rule is to run on it."""
        try:
            fd = os.open(path, OPEN_FLAGS)
        except OSError as exc:
            return _unreadable(rel, exc, language), None
        try:
            data = os.read(fd, FIRST_READ)  # most files: one read, no stat
            if len(data) == FIRST_READ:
                size = os.fstat(fd).st_size
                if size > MAX_FILE_BYTES:
                    return (size, "too-large", None, language, None, False, False), None
                os.lseek(fd, 0, os.SEEK_SET)
                data = _read_all(fd, size)
        except OSError as exc:
            return _unreadable(rel, exc, language), None
        finally:
            os.close(fd)
        size = len(data)
        utf16 = data.startswith(UTF16_BOMS)
        if not utf16 and data.find(b"\0", 0, HEAD_BYTES) >= 0:
            return (size, "binary", None, language, None, False, False), None
        if language is None:  # a name that does not say: a `#!` line, else any text
            language = self._shebang(data) or TEXT_LANGUAGE
        replaced = False
        if utf16:
            text, replaced = decode(data)
            data = text.encode("utf-8")
        if language in self.minifiable and _minified(rel, data):
            return (size, "minified", None, language, None, False, replaced), None
        low = None
        if self.find is not None:
            found = self.find(data)
        else:
            low = data.lower()
            found = self._hits(low)
        if not found:
            return (size, None, None, language, None, False, replaced), None
        key = (language, frozenset(found))
        plan = self.plans.get(key)
        if plan is None:
            plan = self.plans[key] = self._plan(language, key[1])
        entries, may_suppress, holds_only = plan
        if not entries and not may_suppress:
            return (size, None, None, language, None, False, replaced), None
        if holds_only and not may_suppress:  # only literals that hold: no need to look closer
            return (size, None, None, language, (HELD,), False, replaced), None
        if low is None:
            low = data.lower()
        if language == NOTEBOOK_LANGUAGE:  # code cells are JSON strings: `\"` is a quote
            low = low.replace(b'\\"', b'"')
        gates: dict[int, bool] = {}  # rules share prefilter regexes: search each once
        woken = []
        held = False  # a rule's literals are here but not the service's name (see below)
        for index, fulls, gate in entries:
            if fulls is not None and not any(full in low for full in fulls):
                continue
            if index == HELD:
                held = True
                continue
            if gate >= 0:
                if gate not in gates:
                    gates[gate] = self._gate(gate, low)
                if not gates[gate]:
                    continue
            woken.append(index)
        suppression = may_suppress and SUPPRESSION_LITERAL in low
        # held back: a literal that only holds was found, or a rule's prefilter regex failed;
        # what the whole scan learns of the service's brand may still wake it
        # (`_second_pass.reread_knowing`)
        held = held or not all(gates.values())
        if not woken and not suppression:
            return (size, None, None, language, (HELD,) if held else None, False, replaced), None
        if held:
            woken.append(HELD)
        return (size, None, None, language, tuple(woken), suppression, replaced), data

    def _plan(self, language: str, found: frozenset[int]) -> Plan:
        """What the set of literals found decides, once for all the files of a language that
        hold just these: the rules they may wake, each with the longer literals one of which
        must be present too (None: none needed) and the prefilter regex it still needs (-1:
        none); and whether a suppression comment may be present."""
        entries: list[PlanEntry] = []
        for index, wakes, gate, unless in self.by_language.get(language, ()):
            fulls: list[bytes] = []
            for needed, full in wakes:
                if found.issuperset(needed):
                    if full is None:
                        fulls.clear()
                        break
                    fulls.append(full)
            else:
                if not fulls:
                    continue
            needs = gate if gate >= 0 and found.isdisjoint(unless) else -1
            entries.append((index, tuple(fulls) if fulls else None, needs))
        may_suppress = not self.suppression_literals or not found.isdisjoint(
            self.suppression_literals
        )
        holds_only = bool(entries) and all(index == HELD for index, _, _ in entries)
        return tuple(entries), may_suppress, holds_only

    def _hits(self, low: bytes) -> set[int]:
        """Indices of the literals present in `low`, without Hyperscan."""
        found: set[int] = set()
        for search, members in self.searches:
            if search is None:
                if self.literals[members[0]] in low:
                    found.add(members[0])
            elif search(low) is not None:
                found.update(i for i in members if self.literals[i] in low)
        return found

    def _gate(self, index: int, low: bytes) -> bool:
        """Does the prefilter regex match? Searched only where a match can be: not at all
        when Hyperscan takes it and finds no possible match."""
        scan = self.gate_scans.get(index)
        if scan is not None and not scan(low):
            return False
        return self.gates[index].matches(low)

    def _shebang(self, data: bytes) -> str | None:
        """The language named by a `#!` line, for extensionless scripts such as `bin/deploy`."""
        if not data.startswith(b"#!"):
            return None
        end = data.find(b"\n", 0, HEAD_BYTES)
        first = data[: end if end >= 0 else HEAD_BYTES]
        for needle, language in self.shebangs:
            if needle in first:
                return language
        return None


def hyperscan_version() -> str | None:
    """The installed Hyperscan binding's version, None when there is none."""
    hs = _hyperscan()
    return None if hs is None else str(getattr(hs, "__version__", "unknown"))


def literal_finder(literals: tuple[bytes, ...]) -> Callable[[bytes], set[int]] | None:
    """One pass over raw bytes that finds every literal, ASCII case ignored as `bytes.lower`
    ignores it, answering with their indices; None where Hyperscan is not installed or
    cannot run (it needs SSSE3), and then the plain searches do the work."""
    hs = _hyperscan()
    if hs is None:
        return None
    flags = hs.HS_FLAG_CASELESS | hs.HS_FLAG_SINGLEMATCH
    expressions = {i: (literal, flags) for i, literal in enumerate(literals)}
    return _finder(hs, _compile(hs, expressions, literal=True))


def compile_gates(gates: tuple[tuple[bytes, int], ...]) -> GateDatabase | None:
    """Hyperscan databases that tell whether a prefilter regex may match, one per regex
    (serialized, to be cached and sent to workers); None without Hyperscan. One database
    per regex, not one for all: a file is scanned only for the regexes its literals leave
    to check (often three of nine), each scan stopping at the first possible match.

    Each regex is compiled in Hyperscan's prefilter mode, whose matches are a superset of
    the regex's own (lookarounds and back-references are widened, never narrowed): a regex
    it does not report cannot match, and one it reports is then searched for real. A regex
    Hyperscan cannot take, or whose meaning may differ (verbose mode, `{,n}`), is left to
    the plain search alone.
    """
    hs = _hyperscan()
    if hs is None:
        return None
    base = hs.HS_FLAG_PREFILTER | hs.HS_FLAG_SINGLEMATCH
    known = {
        re.IGNORECASE: hs.HS_FLAG_CASELESS,
        re.MULTILINE: hs.HS_FLAG_MULTILINE,
        re.DOTALL: hs.HS_FLAG_DOTALL,
    }
    databases: list[tuple[int, bytes]] = []
    for index, (pattern, flags) in enumerate(gates):
        if flags & ~sum(known) or b"{," in pattern:
            continue
        expression = (_widened(pattern), base | sum(v for k, v in known.items() if flags & k))
        database = _compile(hs, {index: expression}, literal=False)
        if database is not None:
            databases.append((index, bytes(hs.dumpb(database))))
    return tuple(databases) or None


# A bounded repeat (`[a-z0-9_]{0,64}`) costs Hyperscan hundreds of states to compile, tens
# of milliseconds for one regex; unbounded it compiles in a fraction of one, and a gate may
# match more than its regex (what it reports is searched for real).
_BOUNDED = re.compile(rb"(?<!\\)\{([01]),\d+\}")


def _widened(pattern: bytes) -> bytes:
    """The pattern with its `{0,n}` and `{1,n}` repeats made `*` and `+`."""
    return _BOUNDED.sub(lambda m: b"*" if m.group(1) == b"0" else b"+", pattern)


def gate_finder(database: GateDatabase | None) -> dict[int, Callable[[bytes], bool]] | None:
    """For each regex of `compile_gates`' databases, a scan saying whether it may match;
    None when none can run here (built for another CPU or binding version: the plain
    search it is)."""
    hs = _hyperscan()
    if hs is None or database is None:
        return None
    scans = {}
    for index, blob in database:
        try:
            loaded = hs.loadb(blob, hs.HS_MODE_BLOCK)
        except hs.error:
            continue
        scan = _may_match(hs, loaded)
        if scan is not None:
            scans[index] = scan
    return scans or None


def _may_match(hs: Any, database: Any) -> Callable[[bytes], bool] | None:
    """A scan that stops at the database's first match and says whether there was one;
    None when Hyperscan cannot run here."""
    try:
        scratch = hs.Scratch(database)
    except hs.error:
        return None
    search = database.scan
    stopped = hs.ScanTerminated

    def may_match(data: bytes) -> bool:
        try:
            search(data, match_event_handler=_stop, scratch=scratch)
        except stopped:
            return True
        return False

    return may_match


def _stop(_index: int, _start: int, _end: int, _flags: int, _context: object) -> bool:
    return True  # stop the scan: one match answers the question


def _hyperscan() -> Any:
    try:
        import hyperscan
    except ImportError:
        return None
    return hyperscan


def _compile(hs: Any, expressions: dict[int, tuple[bytes, int]], *, literal: bool) -> Any:
    """A block-mode database of the expressions (id: pattern and flags), or None when there
    is nothing to search or Hyperscan cannot compile them."""
    if not expressions:
        return None
    database = hs.Database(mode=hs.HS_MODE_BLOCK)
    try:
        database.compile(
            expressions=[pattern for pattern, _ in expressions.values()],
            ids=list(expressions),
            elements=len(expressions),
            flags=[flags for _, flags in expressions.values()],
            literal=literal,
        )
    except hs.error:
        return None
    return database


def _finder(hs: Any, database: Any) -> Callable[[bytes], set[int]] | None:
    """A scan with the database answering with the ids of the expressions that matched;
    None when there is no database or Hyperscan cannot run here."""
    if database is None:
        return None
    try:
        scratch = hs.Scratch(database)
    except hs.error:
        return None
    search = database.scan

    def find(data: bytes) -> set[int]:
        found: set[int] = set()

        def record(index: int, _start: int, _end: int, _flags: int, _context: object) -> None:
            found.add(index)

        search(data, match_event_handler=record, scratch=scratch)
        return found

    return find


class _Gate:
    """A rule's prefilter regex, with what is known about where it can match."""

    def __init__(
        self,
        pattern: bytes,
        flags: int,
        required: tuple[bytes, ...],
        local: bool,
        alternatives: tuple[tuple[bytes, bytes, int], ...],
    ) -> None:
        self.pattern = re.compile(pattern, flags)
        self.required = required
        self.searches = plan_searches(required) if required and local else None
        # A regex led by an alternation has no literal to scan for: one regex per
        # alternative does, and one of them matches exactly when the whole does. An
        # alternative whose matches hold a literal a bounded way from their start is tried
        # only there (`_Anchored`); else searched through.
        self.alternatives: list[Callable[[bytes], bool]] = []
        for alternative, anchor, reach in alternatives:
            search = re.compile(alternative, flags).search
            try:
                anchored = _Anchored(alternative, flags, anchor, reach, search) if anchor else None
            except re.error:  # a pattern that cannot be wrapped (a global flag inside)
                anchored = None
            self.alternatives.append(anchored.matches if anchored else _searcher(search))

    def matches(self, low: bytes) -> bool:
        if self.searches is not None:  # line-local: search the lines holding a literal
            budget = LINE_SEARCHES
            for start, end in _lines_holding(low, self.searches, self.required):
                budget -= 1
                if budget < 0:  # common literal here: one search of it all is cheaper
                    break
                if self.pattern.search(low, start, end) is not None:
                    return True
            else:
                return False
        return any(matches(low) for matches in self.alternatives)


def _searcher(search: Callable[[bytes], re.Match[bytes] | None]) -> Callable[[bytes], bool]:
    def matches(low: bytes) -> bool:
        return search(low) is not None

    return matches


class _Anchored:
    """Does a regex match, when every match holds `anchor` within `reach` bytes of its start?

    Only the starts from `reach` before each occurrence of the anchor up to it can begin a
    match, so each such window is tried with one anchored match of the regex behind a lazy
    prefix of at most `reach` bytes, instead of trying every position of the file (a regex
    with no leading literal, `(?<![\\w.-])[\\w.-]{0,64}?key...`, is slow to search). Where
    the anchor is so common that the windows cost more than a search, the rest of the
    file is searched from the first start not yet tried: the answer is the same.
    """

    def __init__(
        self,
        pattern: bytes,
        flags: int,
        anchor: bytes,
        reach: int,
        search: Callable[[bytes, int], re.Match[bytes] | None],
    ) -> None:
        self.anchor = anchor
        self.reach = reach
        self.window = re.compile(b"[\\s\\S]{0,%d}?(?:%b)" % (reach, pattern), flags).match
        self.search = search

    def matches(self, low: bytes) -> bool:
        anchor, reach, window = self.anchor, self.reach, self.window
        tried = -1  # starts up to here are tried
        budget = ANCHORED_WINDOWS
        at = low.find(anchor)
        while at >= 0:
            start = max(at - reach, tried + 1)
            if start <= at:
                budget -= 1
                if budget < 0:
                    return self.search(low, start) is not None
                if window(low, start) is not None:
                    return True
                tried = start + reach
            at = low.find(anchor, at + 1)
        return False


def _lines_holding(
    low: bytes, searches: list[Search], literals: tuple[bytes, ...]
) -> Iterator[tuple[int, int]]:
    """(start, end) of lines holding one of the literals; a line may come more than once."""
    for search, members in searches:
        pos = 0
        while True:
            if search is None:
                pos = low.find(literals[members[0]], pos)
                if pos < 0:
                    break
            else:
                match = search(low, pos)
                if match is None:
                    break
                pos = match.start()
            start = low.rfind(b"\n", 0, pos) + 1
            end = low.find(b"\n", pos)
            pos = end = len(low) if end < 0 else end
            yield start, end


# How often each byte occurs in lowercased source code, in 1/10000, measured over the packages
# of a Python environment and the scanner's test corpus; a byte not listed counts as 1.
_FREQUENCY = {
    " ": 2057, "e": 641, "'": 415, "n": 393, "t": 392, "a": 373, "r": 322, "s": 322, "i": 319,
    "o": 301, "u": 284, "\n": 246, "l": 226, ",": 209, "c": 191, "d": 184, ":": 183, "p": 158,
    "f": 156, "h": 136, "\\": 130, "_": 129, "m": 127, "5": 110, "1": 107, "0": 107, "g": 104,
    ".": 99, '"': 98, "6": 87, "b": 87, "(": 86, ")": 86, "7": 85, "y": 78, "3": 73, "8": 72,
    "2": 66, "4": 60, "9": 54, "{": 49, "}": 49, "v": 45, "=": 45, "x": 43, "-": 41, "w": 38,
    "k": 35, "z": 31, "[": 22, "]": 22, "/": 21, "#": 19, "j": 17, "`": 16, ">": 15, "*": 13,
    "q": 11, "|": 10, "+": 5,
}  # fmt: skip
BYTE_FREQUENCY = {ord(char): count for char, count in _FREQUENCY.items()}
FIND_COST = 35.0  # one `bytes.find` pass, in the unit of `_lead_cost`


def _lead_cost(lead: int, members: int) -> float:
    """The cost of one pass of a regex led by `lead` that tries `members` literals wherever
    `lead` is: a scan as fast as `find`, plus a try at every occurrence (measured)."""
    frequency = BYTE_FREQUENCY.get(lead, 1) / 10000
    return 22.0 + frequency * (1100 + 200 * members)


def plan_searches(literals: tuple[bytes, ...]) -> list[Search]:
    """How to look for the literals: in as few and as cheap passes over the bytes as can.

    A regex that starts with a literal byte scans for it in C about as fast as `bytes.find`
    and tries the rest only where that byte is. So literals that share a byte can go in one
    regex led by it, each written from that byte on and checked back to its start with a
    lookbehind (`-(?:lists(?<=contact-lists)|user-(?<=x-user-))`): one pass does the work of
    several, and only a file where it matches is searched for each member. Leads are chosen
    greedily by cost per literal, from how common a byte is in code. A literal left alone
    is a `bytes.find` when longer than three bytes, else a regex (`find` is slow on two).
    """
    left = set(range(len(literals)))
    out: list[Search] = []
    while True:
        best: tuple[float, int, tuple[int, ...]] | None = None
        for lead in sorted({byte for i in left for byte in literals[i]}):
            members = tuple(sorted(i for i in left if lead in literals[i]))
            if len(members) < 2:
                continue
            per_literal = _lead_cost(lead, len(members)) / len(members)
            if per_literal < FIND_COST and (best is None or per_literal < best[0]):
                best = (per_literal, lead, members)
        if best is None:
            break
        _, lead, members = best
        left -= set(members)
        out.append((_lead_regex(lead, [literals[i] for i in members]).search, members))
    for i in sorted(left):
        literal = literals[i]
        if len(literal) > 3:
            out.append((None, (i,)))
        else:
            out.append((re.compile(re.escape(literal)).search, (i,)))
    return out


def _lead_regex(lead: int, literals: list[bytes]) -> re.Pattern[bytes]:
    alternatives = []
    for literal in literals:
        at = literal.index(lead)
        rest = re.escape(literal[at + 1 :])
        alternatives.append(rest + (b"(?<=" + re.escape(literal) + b")" if at else b""))
    return re.compile(re.escape(bytes([lead])) + b"(?:" + b"|".join(alternatives) + b")")


def _unreadable(rel: str, exc: OSError, language: str | None) -> Outcome:
    return (
        0,
        "unreadable",
        f"{rel}: cannot read: {exc.strerror or exc}",
        language,
        None,
        False,
        False,
    )


def _read_all(fd: int, size: int) -> bytes:
    data = os.read(fd, size + 1)  # the whole file in one read, unless it grew meanwhile
    if len(data) <= size:
        return data
    parts = [data]
    while chunk := os.read(fd, 1 << 20):
        parts.append(chunk)
    return b"".join(parts)


def _minified(rel: str, data: bytes) -> bool:
    if ".min." in rel.rsplit("/", 1)[-1]:
        return True
    return len(data) > 4096 and data.count(b"\n") * 500 < len(data)


def decode(data: bytes) -> tuple[str, bool]:
    """UTF-8 (with or without BOM), UTF-16 with a BOM, else UTF-8 with replacement characters."""
    if data.startswith(UTF16_BOMS):
        try:
            return data.decode("utf-16"), False
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8-sig"), False
    except UnicodeDecodeError:
        return data.decode("utf-8", errors="replace"), True


def serve(stdin: IO[bytes], stdout: IO[bytes]) -> None:
    """Worker loop: a Spec, then how to classify (None: not here), then chunks of (path,
    rel, language) until None; one list of results back per chunk, in order.

    A file the prefilter drops comes back as its Outcome. A file it keeps comes back
    classified, as the bytes the classifier makes of it, when the parent sent a classifier:
    the name of a module, of a function in it, and its argument; the function returns the
    classifier. It is loaded with the first file kept (the module may import the rest of
    the package), so a worker that keeps nothing starts as fast as before. Without one, a
    kept file comes back as its Outcome and the parent reads and classifies it.
    """
    prefilter = Prefilter(marshal.load(stdin))
    how: tuple[str, str, bytes] | None = marshal.load(stdin)
    classify: Callable[[str, Outcome, bytes], bytes] | None = None
    while (chunk := marshal.load(stdin)) is not None:
        results: list[Outcome | bytes] = []
        for item in chunk:
            outcome, data = prefilter.check(*item)
            if data is not None and how is not None:
                if classify is None:
                    import importlib

                    module, function, argument = how
                    classify = getattr(importlib.import_module(module), function)(argument)
                results.append(classify(item[1], outcome, data))
            else:
                results.append(outcome)
        marshal.dump(results, stdout)
        stdout.flush()


def main() -> None:
    """A worker process: serve stdin to stdout until the parent closes the pipe."""
    try:  # noqa: SIM105 - contextlib is one more import for every worker
        serve(sys.stdin.buffer, sys.stdout.buffer)
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        pass  # the parent is gone or done: nothing left to report to
