"""Every regular expression the scanner runs takes time linear in the length of a line.

A line of a machine-written file (an OpenAPI dump, a bundle, a base64 blob) can be a
megabyte long. A pattern that rescans the rest of a line from every position (an
unanchored `[\\w.-]*key`) turns that into hours. Each pattern of the rule pack, and each
pattern of the engine, is fed lines built from its own literal words and from the
characters that trip repetitions (word characters, digits, spaces, quotes, slashes): first
short ones, whose growth must be linear, then a 1 MB line, which must take no longer than a
bound measured against a linear scan of the same line. The rule is in docs/scan.md.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator

import pytest

from callbridge import _redact
from callbridge.scanner import (
    _context,
    _embedded,
    _lexer,
    _markdown,
    _matcher,
    _names,
    _notebook,
    _prefilter,
    _scopes,
    _second_pass,
    _secrets,
    load_rules,
)

MB = 1_000_000
SMALL = 10_000
GENERIC = ("a", "1", " ", "/", '"', '\\"', "-", "=", "a1_-.", "x-", '"k":"v1",')
# Growing a line 4x may cost up to this factor (linear is 4; timer noise and caches on top).
GROWTH = 10.0
# A 1 MB line may cost this many times a linear scan of it, plus a fixed allowance.
SLOWER_THAN_LINEAR = 40.0
ALLOWANCE = 0.25
_LINEAR = re.compile(r"\w+|[^\w\n]+")


def _patterns() -> Iterator[tuple[str, re.Pattern[str] | re.Pattern[bytes]]]:
    for rule in load_rules():
        m = rule.matcher
        yield f"{rule.id}:pattern", m.pattern
        for name in ("line_requires", "line_excludes", "file_requires", "exclude_match"):
            if (pattern := getattr(m, name)) is not None:
                yield f"{rule.id}:{name}", pattern
        for name in ("accept_name", "prefix_excludes"):
            if (pattern := getattr(m, name)) is not None:
                yield f"{rule.id}:{name}", pattern
        for name in ("near", "not_near"):
            if (window := getattr(m, name)) is not None:
                yield f"{rule.id}:{name}", window.pattern
        if m.prefilter is not None:
            yield f"{rule.id}:prefilter", m.prefilter
    for module in (
        _context,
        _embedded,
        _names,
        _lexer,
        _markdown,
        _matcher,
        _notebook,
        _prefilter,
        _scopes,
        _second_pass,
        _secrets,
        _redact,
    ):
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern):
                yield f"{module.__name__.rsplit('.', 1)[-1]}.{name}", value


PATTERNS = dict(_patterns())


def _fills(pattern: re.Pattern[str] | re.Pattern[bytes]) -> list[str]:
    source = pattern.pattern if isinstance(pattern.pattern, str) else pattern.pattern.decode()
    words = sorted(set(re.findall(r"[A-Za-z][A-Za-z_/-]{2,}", source)), key=len, reverse=True)
    return [*GENERIC, *words[:4]]


def _line(fill: str, size: int) -> str:
    return (fill * (size // len(fill) + 1))[:size]


def _once(pattern: re.Pattern[str] | re.Pattern[bytes], line: str) -> float:
    subject: str | bytes = line.encode() if isinstance(pattern.pattern, bytes) else line
    start = time.perf_counter()
    for _ in pattern.finditer(subject):  # type: ignore[arg-type]
        pass
    return time.perf_counter() - start


def _seconds(pattern: re.Pattern[str] | re.Pattern[bytes], line: str, runs: int = 1) -> float:
    return min(_once(pattern, line) for _ in range(runs))


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_pattern_time_is_linear_in_line_length(name: str) -> None:
    pattern = PATTERNS[name]
    for fill in _fills(pattern):
        small, larger = _line(fill, SMALL), _line(fill, 4 * SMALL)
        if _seconds(pattern, larger) <= GROWTH * _seconds(pattern, small) + 0.02:
            continue
        # once more, the best of a few runs: a slow run may be the machine, not the pattern
        took_small, took = _seconds(pattern, small, 3), _seconds(pattern, larger, 3)
        assert took <= GROWTH * took_small + 0.02, (name, fill, took_small, took)
    worst = max(_fills(pattern), key=lambda fill: _seconds(pattern, _line(fill, 4 * SMALL)))
    line = _line(worst, MB)
    linear = _seconds(_LINEAR, line)
    took = _seconds(pattern, line)
    if took > SLOWER_THAN_LINEAR * linear + ALLOWANCE:  # once more, as above
        linear, took = _seconds(_LINEAR, line, 2), _seconds(pattern, line, 2)
    assert took <= SLOWER_THAN_LINEAR * linear + ALLOWANCE, (name, worst, took, linear)


def test_deciding_bare_paths_by_vendor_names_is_linear_in_file_size() -> None:
    """Every bare path of a generated client asks whether its block names another vendor:
    the answer is kept per block, so 4x the lines cost about 4x the time."""
    known = _names.Known(
        frozenset({"api.ringlane.com"}), frozenset({"ringlane"}), frozenset({"postwell"})
    )

    def seconds(lines: int) -> float:
        text = "class PostwellClient:\n    def sync(self):\n" + "".join(
            f'        self.s.get(f"{{self.base}}/contact-lists/{n}")\n' for n in range(lines)
        )
        rules = [r for r in load_rules() if r.id == "v1-contact-lists"]
        started = time.perf_counter()
        analysis = _matcher.analyze(text, "python", rules, known)
        took = time.perf_counter() - started
        assert analysis.findings == []  # all the vendor's
        return took

    seconds(200)  # warm the caches
    # the fastest of three runs: a busy machine slows some runs, never speeds one up
    small = min(seconds(1_000) for _ in range(3))
    large = min(seconds(4_000) for _ in range(3))
    assert large <= GROWTH * small + 0.05, (small, large)


def _blocks_by_search(outline: _scopes.Outline, line: int) -> list[tuple[int, int, int]]:
    """The blocks holding a line, found by searching up for each header and down for its
    end (what `Outline.blocks` answers from its linked outline)."""
    count, out, index = len(outline.lines), [], line - 1
    level, above = (outline.indents[index] if 0 <= index < count else -1), index
    while level > 0:
        header = above - 1
        while header >= 0 and not 0 <= outline.indents[header] < level:
            header -= 1
        if header < 0:
            break
        level, end = outline.indents[header], index + 1
        while end < count and not 0 <= outline.indents[end] <= level:
            end += 1
        out.append((header + 1, header + 1, end))
        above = header
    return [*out, (0, 1, count)]


def test_an_outline_s_blocks_are_those_a_search_finds() -> None:
    import random

    rng = random.Random(7)
    for _ in range(500):
        lines = [
            " " * rng.choice([0, 0, 2, 4, 4, 6, 8]) + "x" if rng.random() > 0.15 else ""
            for _ in range(rng.randint(1, 30))
        ]
        outline = _scopes.Outline("\n".join(lines))
        for line in range(len(lines) + 2):
            assert outline.blocks(line) == _blocks_by_search(outline, line), (lines, line)
