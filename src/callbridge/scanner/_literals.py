"""What a regular expression needs, read from its parse tree, so it runs only where a
match can be.

Two facts, both exact (anything not understood means "search the whole text"):

- required literals: one of them is in every match. A text holding none of them cannot
  match, which a substring search (C speed) tells.
- line locality: no match can contain a line break and no anchor depends on the whole
  string, so every match lies within one line, and searching only the lines that hold a
  required literal finds every match, in order.

The byte prefilter uses them for the rules' `prefilter` regexes (`gate_facts`), the
classifier for the rules' patterns and the destination markers (`finditer`).
"""

from __future__ import annotations

import functools
import importlib
import os
import re
from collections.abc import Iterator
from itertools import pairwise
from typing import Any

from callbridge.scanner._regex import Regex

_parser: Any = importlib.import_module("re._parser")
_c: Any = importlib.import_module("re._constants")

NEWLINE = 0x0A
IGNORECASE, MULTILINE, DOTALL, VERBOSE = (
    int(f) for f in (re.IGNORECASE, re.MULTILINE, re.DOTALL, re.VERBOSE)
)
# Character categories that never contain a line break.
_NO_NEWLINE_CATEGORIES = frozenset({_c.CATEGORY_DIGIT, _c.CATEGORY_NOT_SPACE, _c.CATEGORY_WORD})
_REPEATS = frozenset(
    {_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", _c.MAX_REPEAT)}
)

Items = list[tuple[Any, Any]]


class _Unknown(Exception):
    """A construct this analysis does not know: give up on the facts."""


@functools.cache
def split_alternatives(pattern: bytes, flags: int = 0) -> tuple[bytes, ...]:
    """Patterns one of which matches somewhere exactly when `pattern` does: its top-level
    alternatives, with a leading `(?:a|b)` group spread over what follows it. Each can
    start with a literal, which the regex engine scans for fast; the whole cannot. `(pattern,)`
    when there is nothing to split or the parts could not stand alone (back-references,
    conditionals, verbose mode, comments)."""
    unsafe = (b"(?x", b"(?#", b"(?P=", b"(?(")
    if flags & VERBOSE or any(x in pattern for x in unsafe) or re.search(rb"\\\d", pattern):
        return (pattern,)
    parts: list[bytes] = []
    for part in _top_level(pattern):
        close = _group_end(part) if part.startswith(b"(?:") else None
        rest = part[close + 1 :] if close is not None else b""
        if close is not None and not rest.startswith((b"?", b"*", b"+", b"{")):
            inner = _top_level(part[3:close])
            if len(inner) > 1:
                parts += [alternative + rest for alternative in inner]
                continue
        parts.append(part)
    try:
        for part in parts:
            re.compile(part, flags)
    except re.error:
        return (pattern,)
    return tuple(parts) if len(parts) > 1 else (pattern,)


def _scan(pattern: bytes) -> Iterator[tuple[int, int]]:
    """(index, parenthesis depth) of each byte outside escapes and character classes."""
    depth, i, class_start = 0, 0, -1
    while i < len(pattern):
        char = pattern[i : i + 1]
        if char == b"\\":
            i += 2
            continue
        if class_start >= 0:  # a `]` right after `[` or `[^` is a literal one
            first = class_start + (2 if pattern[class_start + 1 : class_start + 2] == b"^" else 1)
            if char == b"]" and i > first:
                class_start = -1
        elif char == b"[":
            class_start = i
        else:
            depth += 1 if char == b"(" else -1 if char == b")" else 0
            yield i, depth
        i += 1


def _top_level(pattern: bytes) -> list[bytes]:
    cuts = [i for i, depth in _scan(pattern) if depth == 0 and pattern[i] == ord("|")]
    bounds = [-1, *cuts, len(pattern)]
    return [pattern[a + 1 : b] for a, b in pairwise(bounds)]


def _group_end(pattern: bytes) -> int | None:
    """The index of the `)` closing the group that opens `pattern`."""
    for i, depth in _scan(pattern):
        if depth == 0:
            return i if pattern[i] == ord(")") else None
    return None


@functools.cache
def gate_facts(pattern: bytes, flags: int = 0) -> tuple[tuple[bytes, ...], bool]:
    """(required literals, line_local) for a bytes regex run over lowercased bytes."""
    try:
        tree = _parser.parse(pattern, flags)
        top = int(tree.state.flags)
        required = _required(list(tree), top, fold=True)
        local = _local(list(tree), top)
    except (_Unknown, re.error, AttributeError, TypeError, ValueError):
        return (), False
    literals = tuple(sorted(x.encode("latin-1") for x in required)) if required else ()
    return literals, local


MAX_EXACT = 16  # strings a stretch of a pattern may spell before it is not used whole


def _score(literals: frozenset[str]) -> tuple[bool, int, int, int]:
    """Fewer literals mean fewer searches; then longer ones are rarer (up to about eight
    bytes), but below four bytes a literal is too common to be worth its search."""
    shortest = min(len(x) for x in literals)
    return (shortest >= 4, -len(literals), min(shortest, 8), shortest)


def _char(op: Any, av: Any, flags: int, fold: bool, text: bool) -> str | None:
    """A literal character as searched for, or None when a substring search cannot stand
    for it (an ignore-case letter without `fold`, or a non-ASCII one with it)."""
    if op is not _c.LITERAL:
        return None
    char = chr(av)
    cased = char.lower() != char.upper()
    if flags & IGNORECASE and cased and not (fold and char.isascii()):
        return None
    if not fold:
        return char
    lowered = char.lower() if char.isascii() or text else char
    return lowered if len(lowered) == 1 else None


def _exact(items: Items, flags: int, fold: bool, text: bool) -> frozenset[str] | None:
    """Every string `items` can match, when that is a few literals (alternations, optional
    parts and small character sets of them); else None."""
    out = frozenset({""})
    for op, av in items:
        options = _exact_item(op, av, flags, fold, text)
        if options is None:
            return None
        out = frozenset(a + b for a in out for b in options)
        if len(out) > MAX_EXACT:
            return None
    return out


def _exact_item(op: Any, av: Any, flags: int, fold: bool, text: bool) -> frozenset[str] | None:
    char = _char(op, av, flags, fold, text)
    if char is not None:
        return frozenset({char})
    if op is _c.SUBPATTERN:
        return _exact(av[3], (flags | av[1]) & ~av[2], fold, text)
    if op is _c.BRANCH:
        options = [_exact(branch, flags, fold, text) for branch in av[1]]
        union = None if None in options else frozenset().union(*options)  # type: ignore[arg-type]
        return union if union is not None and len(union) <= MAX_EXACT else None
    if op in _REPEATS and av[1] == 1:  # x? or x{1}
        inner = _exact(av[2], flags, fold, text)
        return None if inner is None else inner | ({""} if av[0] == 0 else set())
    if op is _c.IN and len(av) <= 4:
        chars = [_char(o, a, flags, fold, text) for o, a in av]
        return None if None in chars else frozenset(chars)  # type: ignore[arg-type]
    return None


def _required(items: Items, flags: int, fold: bool, text: bool = False) -> frozenset[str] | None:
    """Literals one of which every match of `items` contains, or None when unknown.

    With `fold` they are lowercased, for searching lowercased text: bytes lowercase ASCII
    only; `text` (str) lowercases every letter. Non-ASCII ignore-case letters are left out
    (Unicode case folding is more than lowercasing). Without `fold` they are as written,
    and ignore-case letters are left out. A stretch of literals, small alternations and
    optional parts counts as the strings it spells (`_(?:live|test)_`: two literals).
    """
    best: frozenset[str] | None = None

    def consider(found: frozenset[str] | None) -> None:
        nonlocal best
        if found and "" not in found and (best is None or _score(found) > _score(best)):
            best = found

    stretch: list[frozenset[str]] = []  # what each of a run of exact items can spell

    def close() -> None:  # every part of the run is required: consider each
        for i in range(len(stretch)):
            spelled = frozenset({""})
            for options in stretch[i:]:
                spelled = frozenset(a + b for a in spelled for b in options)
                if len(spelled) > MAX_EXACT:
                    break
                consider(spelled)
        stretch.clear()

    for op, av in items:
        options = _exact_item(op, av, flags, fold, text)
        if options is None:
            close()
        elif len(options) == 1 and stretch and len(stretch[-1]) == 1:
            # Plain characters join into one string: the whole of it is always the best.
            [before], [after] = stretch[-1], options
            stretch[-1] = frozenset({before + after})
        else:
            stretch.append(options)
        # An item's own required literals count too (`a|bc` spelled whole is {a, bc}, but
        # each alternative's best may be fewer or longer).
        if op is _c.SUBPATTERN:
            consider(_required(av[3], (flags | av[1]) & ~av[2], fold, text))
        elif op in _REPEATS:
            if av[0] >= 1:
                consider(_required(av[2], flags, fold, text))
        elif op is _c.ATOMIC_GROUP:
            consider(_required(av, flags, fold, text))
        elif op is _c.BRANCH:
            options_of = [_required(branch, flags, fold, text) for branch in av[1]]
            if all(options_of):
                consider(frozenset().union(*[o for o in options_of if o]))
        # Any other item requires nothing known, which is always true.
    close()
    return best


Facts = tuple[tuple[str, ...], tuple[str, ...], bool]  # as written, lowercased, line-local
_FACTS: dict[re.Pattern[str] | Regex, Facts] = {}
# The facts of earlier runs, by (pattern, flags), read from the cache once; and those this
# process worked out that the cache lacks (`save_facts` stores them).
_SAVED: dict[tuple[str, int], Facts] | None = None
_LEARNED: dict[tuple[str, int], Facts] = {}
_FACTS_CACHE = "textfacts"
MAX_SAVED_FACTS = 4096  # patterns kept in the cache: rules and the scanner's own regexes
LINE_SEARCHES = 64  # candidate lines searched one by one before searching the whole text


def _cache_key() -> tuple[str, int, int]:
    """This module's size and time: changed analysis, facts worked out again."""
    info = os.stat(__file__)  # noqa: PTH116 - a worker need not import pathlib for this
    return (__name__, info.st_size, info.st_mtime_ns)


def _saved() -> dict[tuple[str, int], Facts]:
    global _SAVED
    if _SAVED is None:
        from callbridge.scanner._cache import read_cache

        held = read_cache(_FACTS_CACHE, _cache_key(), lambda value: isinstance(value, dict))
        _SAVED = held if held is not None else {}
    return _SAVED


def save_facts() -> None:
    """Store the facts this process worked out for the next run (a scan's end)."""
    if not _LEARNED:
        return
    from callbridge.scanner._cache import write_cache

    merged = {**_saved(), **_LEARNED}
    if len(merged) <= MAX_SAVED_FACTS:
        write_cache(_FACTS_CACHE, _cache_key(), merged)
    _saved().update(_LEARNED)
    _LEARNED.clear()


def text_facts(pattern: re.Pattern[str] | Regex) -> Facts:
    """The required literals of a str pattern (as written, and lowercased) and whether it
    is line-local; computed once per pattern, and kept for later runs."""
    facts = _FACTS.get(pattern)
    if facts is None:
        key = (pattern.pattern, int(pattern.flags))
        facts = _saved().get(key)
        if facts is None:
            facts = _LEARNED[key] = _text_facts(pattern)
        _FACTS[pattern] = facts
    return facts


def _text_facts(pattern: re.Pattern[str] | Regex) -> Facts:
    try:
        tree = _parser.parse(pattern.pattern, pattern.flags)
        top = int(tree.state.flags)
        exact = _required(list(tree), top, fold=False)
        folded = _required(list(tree), top, fold=True, text=True)
        try:
            local = _local(list(tree), top)
        except _Unknown:
            local = False
    except (re.error, AttributeError, TypeError, ValueError):
        exact = folded = None
        local = False
    return (tuple(sorted(exact or ())), tuple(sorted(folded or ())), local)


# Letters that an ignore-case regex equates with an ASCII letter although lowercasing does
# not turn them into it (U+0130 also lowercases to two characters, shifting offsets).
_FOLD_EXCEPTIONS = ("\u0130", "\u0131", "\u017f")


def fold(text: str) -> str | None:
    """The lowercased text, when a literal search in it stands for an ignore-case search in
    `text` at the same offsets; else None."""
    if text.isascii() or not any(c in text for c in _FOLD_EXCEPTIONS):
        return text.lower()
    return None


def may_match(pattern: re.Pattern[str] | Regex, text: str, folded: str | None) -> bool:
    """False when the text lacks every literal one of which each match contains.

    `folded` is `fold(text)`."""
    exact, lowered, _ = text_facts(pattern)
    if folded is not None and lowered:
        return any(literal in folded for literal in lowered)
    return not exact or any(literal in text for literal in exact)


def finditer(
    pattern: re.Pattern[str] | Regex, text: str, folded: str | None
) -> Iterator[re.Match[str]]:
    """Every match of `pattern` in `text`, as `pattern.finditer(text)` gives them; only the
    lines holding a required literal are searched when the pattern is line-local."""
    _, lowered, local = text_facts(pattern)
    if not local or not lowered or folded is None:
        return pattern.finditer(text)
    lines = _lines_holding(folded, lowered)
    if lines is None:
        return pattern.finditer(text)
    return (match for start, end in lines for match in pattern.finditer(text, start, end))


def _lines_holding(text: str, literals: tuple[str, ...]) -> list[tuple[int, int]] | None:
    """The (start, end) of each line holding one of the literals, in order; None when there
    are so many that one search of the whole text is cheaper."""
    lines: set[tuple[int, int]] = set()
    for literal in literals:
        pos = text.find(literal)
        while pos >= 0:
            if len(lines) >= LINE_SEARCHES:
                return None
            start = text.rfind("\n", 0, pos) + 1
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            lines.add((start, end))
            pos = text.find(literal, end)
    return sorted(lines)


def _set_has_newline(items: Items) -> bool:
    negate = member = False
    for op, av in items:
        if op is _c.NEGATE:
            negate = True
        elif op is _c.LITERAL:
            member = member or av == NEWLINE
        elif op is _c.RANGE:
            member = member or av[0] <= NEWLINE <= av[1]
        elif op is _c.CATEGORY:
            member = member or av not in _NO_NEWLINE_CATEGORIES
        else:
            raise _Unknown(op)
    return member != negate


def _local(items: Items, flags: int) -> bool:
    """No item can match a line break, and no anchor looks at the string's ends."""
    for op, av in items:
        if op is _c.LITERAL:
            ok = av != NEWLINE
        elif op is _c.NOT_LITERAL:
            ok = av == NEWLINE
        elif op is _c.ANY:
            ok = not flags & DOTALL
        elif op is _c.IN:
            ok = not _set_has_newline(av)
        elif op is _c.AT:
            ok = av in (_c.AT_BOUNDARY, _c.AT_NON_BOUNDARY) or (
                av in (_c.AT_BEGINNING, _c.AT_END) and bool(flags & MULTILINE)
            )
        elif op is _c.SUBPATTERN:
            ok = _local(av[3], (flags | av[1]) & ~av[2])
        elif op in _REPEATS:
            ok = _local(av[2], flags)
        elif op is _c.ATOMIC_GROUP:
            ok = _local(av, flags)
        elif op is _c.BRANCH:
            ok = all(_local(branch, flags) for branch in av[1])
        elif op in (_c.ASSERT, _c.ASSERT_NOT):
            ok = _local(av[1], flags)
        elif op is _c.GROUPREF:
            ok = True  # repeats a group, which is itself checked
        else:
            raise _Unknown(op)
        if not ok:
            return False
    return True
