"""Just enough syntax to cut an entry out of a map or a call: strings, brackets, separators.

The fixers never parse a whole file. They start at a finding's span and read outwards over
one statement: where a string literal ends, where an expression ends at bracket depth zero,
which bracket encloses a position. Anything that does not fit these shapes is left alone
(the fixer reports it skipped), so a wrong guess costs a manual edit, never broken code.
"""

from __future__ import annotations

import re

QUOTES = "\"'`"
OPEN = "([{"
CLOSE = ")]}"
PAIR = {")": "(", "]": "[", "}": "{"}
LINE_COMMENT = {
    "python": ("#",),
    "ruby": ("#",),
    "shell": ("#",),
    "powershell": ("#",),
    "clojure": (";",),
    "yaml": ("#",),
    "php": ("//", "#"),
}
C_COMMENT = ("//",)
RUBY_MODIFIER = re.compile(r"\b(?:if|unless|while|until|rescue)\b")


def comment_markers(language: str) -> tuple[str, ...]:
    return LINE_COMMENT.get(language, C_COMMENT if language not in ("json", "ini") else ())


def string_end(text: str, start: int, limit: int) -> int | None:
    """End (one past the closing quote) of the string literal opening at `start`."""
    quote = text[start]
    i = start + 1
    while i < limit:
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == quote:
            return i + 1
        if ch == "\n" and quote != "`":
            return None
        i += 1
    return None


def expression_end(text: str, start: int, limit: int, language: str) -> int | None:
    """End of the expression starting at `start`, stopping at `,` `;` or a closing bracket
    at depth zero, a comment, or the end of the line. None when it continues on the next
    line (an open bracket) or a string does not close."""
    markers = comment_markers(language)
    depth: list[str] = []
    i = start
    while i < limit:
        ch = text[i]
        if ch in QUOTES:
            end = string_end(text, i, limit)
            if end is None:
                return None
            i = end
            continue
        if ch == "\n":
            break
        if not depth and (ch in ",;" or ch in CLOSE):
            break
        if not depth and any(text.startswith(m, i) for m in markers):
            break
        if ch in OPEN:
            depth.append(ch)
        elif ch in CLOSE and depth.pop() != PAIR[ch]:
            return None
        i += 1
    if depth:
        return None
    while i > start and text[i - 1] in " \t\r":
        i -= 1
    return i if i > start else None


def top_level(expr: str) -> str:
    """The expression with everything inside strings and brackets removed."""
    out: list[str] = []
    depth = 0
    i = 0
    while i < len(expr):
        ch = expr[i]
        if ch in QUOTES:
            end = string_end(expr, i, len(expr))
            i = len(expr) if end is None else end
            out.append("_")
            continue
        if ch in OPEN:
            depth += 1
        elif ch in CLOSE:
            depth -= 1
        elif depth == 0:
            out.append(ch)
        i += 1
    return "".join(out)


_OPERATOR = re.compile(r"\s|\?|\||&|\+|\*|/|%|<|=|(?<!-)>|-(?!>)|\band\b|\bor\b|\bnot\b")


def is_simple(expr: str) -> bool:
    """A name, a member or index read, or a call: safe to concatenate without parentheses."""
    return _OPERATOR.search(top_level(expr)) is None


def enclosing(text: str, pos: int, opener: str | None = None) -> int | None:
    """Offset of the innermost unclosed `opener` before `pos` (of any bracket when None;
    strings on the way skipped only approximately: the fixers check the result by matching
    it forwards)."""
    openers = OPEN if opener is None else opener
    closers = CLOSE if opener is None else CLOSE[OPEN.index(opener)]
    depth = 0
    i = pos - 1
    while i >= 0:
        ch = text[i]
        if ch in closers:
            depth += 1
        elif ch in openers:
            if depth == 0:
                return i
            depth -= 1
        i -= 1
    return None


def matching(text: str, start: int) -> int | None:
    """One past the bracket that closes the one at `start`, strings respected."""
    depth: list[str] = []
    i = start
    limit = len(text)
    while i < limit:
        ch = text[i]
        if ch in QUOTES and depth:
            end = string_end(text, i, limit)
            if end is None:
                return None
            i = end
            continue
        if ch in OPEN:
            depth.append(ch)
        elif ch in CLOSE:
            if not depth or depth.pop() != PAIR[ch]:
                return None
            if not depth:
                return i + 1
        i += 1
    return None


def skip_space(text: str, pos: int, *, newlines: bool = False) -> int:
    spaces = " \t\r\n" if newlines else " \t"
    while pos < len(text) and text[pos] in spaces:
        pos += 1
    return pos


def skip_space_back(text: str, pos: int, *, newlines: bool = False) -> int:
    """Offset just after the last non-space character before `pos`."""
    spaces = " \t\r\n" if newlines else " \t"
    while pos > 0 and text[pos - 1] in spaces:
        pos -= 1
    return pos
