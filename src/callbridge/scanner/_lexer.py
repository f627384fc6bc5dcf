"""Where a file's comments and string literals are, per lexer family.

A v1 path inside a comment or docstring is documentation, not a call; the same path inside
a string literal is a call waiting to happen. The lexers here are deliberately small: one
regular expression per family that finds comments and strings left to right (so a `//`
inside a string is part of the string and a quote inside a comment is part of the comment).
They run only on files that passed the literal prefilter.

Kinds: `comment`, `string`, and the default of the family: `code` for programming languages,
`string` for data files (JSON, YAML, .env, INI, TOML, shell), where every value is data.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

COMMENT = "comment"
STRING = "string"
CODE = "code"

_C = re.compile(
    r"""(?P<c>//[^\n]*|/\*[\s\S]*?(?:\*/|\Z))
    |(?P<s>\"\"\"[\s\S]*?(?:\"\"\"|\Z)
      |@"(?:[^"]|"")*"
      |`(?:\\[\s\S]|[^`\\])*`
      |"(?:\\.|[^"\\\n])*"
      |'(?:\\.|[^'\\\n])*')""",
    re.X,
)
_PY = re.compile(
    r"""(?P<c>\#[^\n]*)
    |(?P<t>(?<![\w])[rRbBuUfF]{0,2}(?:\"\"\"[\s\S]*?(?:\"\"\"|\Z)|'''[\s\S]*?(?:'''|\Z)))
    |(?P<s>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')""",
    re.X,
)
_RUBY = re.compile(
    r"""(?P<c>\#[^\n]*|^=begin\b[\s\S]*?(?:^=end\b|\Z))
    |(?P<s><<[~-]?(?P<hq>['"]?)(?P<hid>[A-Za-z_]\w*)(?P=hq)[^\n]*\n[\s\S]*?^[ \t]*(?P=hid)$
      |"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'|%[qQ]?\{[^}\n]*\})""",
    re.X | re.M,
)
_PHP = re.compile(
    r"""(?P<c>//[^\n]*|\#(?!\[)[^\n]*|/\*[\s\S]*?(?:\*/|\Z))
    |(?P<s><<<[ \t]*(?P<hq>['"]?)(?P<hid>[A-Za-z_]\w*)(?P=hq)\n[\s\S]*?^[ \t]*(?P=hid)\b
      |"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*')""",
    re.X | re.M,
)
_SHELL = re.compile(
    r"""(?P<s>"(?:\\[\s\S]|[^"\\])*"|'[^']*')|(?P<c>(?:(?<=[\s;])|^)\#[^\n]*)""",
    re.X | re.M,
)
_YAML = re.compile(
    r"""(?P<s>"(?:\\.|[^"\\\n])*"|'(?:''|[^'\n])*')|(?P<c>(?:(?<=[ \t])|^)\#[^\n]*)""",
    re.X | re.M,
)
_INI = re.compile(r"(?P<c>^[ \t]*[#;][^\n]*)", re.M)
_JSON = re.compile(r"(?P<c>^[ \t]*//[^\n]*)", re.M)
_XML = re.compile(r"(?P<c><!--[\s\S]*?(?:-->|\Z))")

_FAMILIES: dict[str, tuple[re.Pattern[str], str]] = {
    "c": (_C, CODE),
    "python": (_PY, CODE),
    "ruby": (_RUBY, CODE),
    "php": (_PHP, CODE),
    "shell": (_SHELL, STRING),
    "yaml": (_YAML, STRING),
    "toml": (_YAML, STRING),
    "env": (_YAML, STRING),
    "ini": (_INI, STRING),
    "json": (_JSON, STRING),
    "xml": (_XML, STRING),
}

_BLOCK_OPENERS = re.compile(
    r"^\s*(?:async\s+def|def|class|if|elif|else|try|except|finally|for|while|with|match|case)\b"
)


@dataclass(frozen=True)
class Regions:
    """Comment and string spans of one text, sorted; anything else has the default kind."""

    starts: list[int]
    ends: list[int]
    kinds: list[str]
    default: str

    def kind_at(self, pos: int) -> str:
        i = bisect_right(self.starts, pos) - 1
        if i >= 0 and pos < self.ends[i]:
            return self.kinds[i]
        return self.default

    def span_at(self, pos: int) -> tuple[int, int] | None:
        """The string or comment span holding `pos`, if any."""
        i = bisect_right(self.starts, pos) - 1
        if i >= 0 and pos < self.ends[i]:
            return self.starts[i], self.ends[i]
        return None


def _is_docstring(text: str, start: int) -> bool:
    """A triple-quoted string that is a statement of its own (module, class, def docstring)."""
    line_start = text.rfind("\n", 0, start) + 1
    if text[line_start:start].strip(" \trRbBuUfF"):
        return False
    before = text[:line_start].rstrip()
    if not before:
        return True
    last = before[-1]
    if last in "=([{,+%\\":
        return False
    if last == ":":
        prev_line = before[before.rfind("\n") + 1 :]
        stripped = prev_line.strip()
        # a def/class header, possibly the last line of a multi-line signature
        return (
            bool(_BLOCK_OPENERS.match(prev_line))
            or stripped.startswith(")")
            or "->" in stripped
            or stripped.endswith("):")
        )
    return True


def lex(text: str, family: str) -> Regions:
    """Find the comments and strings of `text` for the given lexer family."""
    pattern, default = _FAMILIES[family]
    starts: list[int] = []
    ends: list[int] = []
    kinds: list[str] = []
    for match in pattern.finditer(text):
        group = match.lastgroup
        if group in ("hq", "hid"):
            group = "s"
        start, end = match.span()
        if end == start:
            continue
        if group == "c":
            kind = COMMENT
        elif group == "t":
            kind = COMMENT if _is_docstring(text, start) else STRING
        else:
            kind = STRING
        starts.append(start)
        ends.append(end)
        kinds.append(kind)
    return Regions(starts, ends, kinds, default)
