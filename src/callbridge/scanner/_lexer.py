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

COMMENT = "comment"
STRING = "string"
CODE = "code"

_C = re.compile(
    r"""(?P<c>//[^\n\u2028]*|/\*[\s\S]*?(?:\*/|\Z))
    |(?P<s>\"\"\"[\s\S]*?(?:\"\"\"|\Z)
      |'''[\s\S]*?(?:'''|\Z)
      |@"(?:[^"]|"")*"
      |`(?:\\[\s\S]|[^`\\])*`
      |"(?:\\.|[^"\\\n])*(?:"|(?=\n)|\Z)
      |'(?:\\.|[^'\\\n])*(?:'|(?=\n)|\Z))""",
    re.X,
)
# Every alternative starts with `#` or a quote, so the regex engine skips code between
# tokens by first character (a string prefix such as r or f is left out of the span).
# A `//` comment also ends at U+2028, which a JSON export's code view puts where the code's
# own line breaks were (`_embedded.json_code_view`).
_PY = re.compile(
    r"""(?P<c>\#[^\n]*)
    |(?P<t>\"\"\"[\s\S]*?(?:\"\"\"|\Z)|'''[\s\S]*?(?:'''|\Z))
    |(?P<s>"(?:\\.|[^"\\\n])*(?:"|(?=\n)|\Z)|'(?:\\.|[^'\\\n])*(?:'|(?=\n)|\Z))""",
    re.X,
)
_RUBY = re.compile(
    r"""(?P<c>\#[^\n]*|^=begin\b[\s\S]*?(?:^=end\b|\Z))
    |(?P<s><<[~-]?(?P<hq>['"]?)(?P<hid>[A-Za-z_]\w*)(?P=hq)[^\n]*\n[\s\S]*?^[ \t]*(?P=hid)$
      |"(?:\\[\s\S]|[^"\\])*(?:"|\Z)|'(?:\\[\s\S]|[^'\\])*(?:'|\Z)
      |%[qQrwWiI]?(?:\{[^}\n]*\}|\([^)\n]*\)|\[[^\]\n]*\]|\|[^|\n]*\||![^!\n]*!))""",
    re.X | re.M,
)
_PHP = re.compile(
    r"""(?P<c>//[^\n]*|\#(?!\[)[^\n]*|/\*[\s\S]*?(?:\*/|\Z))
    |(?P<s><<<[ \t]*(?P<hq>['"]?)(?P<hid>[A-Za-z_]\w*)(?P=hq)\n[\s\S]*?^[ \t]*(?P=hid)\b
      |"(?:\\[\s\S]|[^"\\])*(?:"|\Z)|'(?:\\[\s\S]|[^'\\])*(?:'|\Z))""",
    re.X | re.M,
)
_SHELL = re.compile(
    r"""(?P<s>"(?:\\[\s\S]|[^"\\])*(?:"|\Z)|'[^']*')|(?P<c>(?:(?<=[\s;])|^)\#[^\n]*)""",
    re.X | re.M,
)
# PowerShell: `#` and `<# #>` comments; strings with backtick escapes, here-strings.
_POWERSHELL = re.compile(
    r"""(?P<c><\#[\s\S]*?(?:\#>|\Z)|\#[^\n]*)
    |(?P<s>@"[ \t]*\n[\s\S]*?(?:^"@|\Z)|@'[ \t]*\n[\s\S]*?(?:^'@|\Z)
      |"(?:`[\s\S]|""|[^"`])*"|'(?:''|[^'])*')""",
    re.X | re.M,
)
_YAML = re.compile(
    r"""(?P<s>"(?:\\.|[^"\\\n])*(?:"|(?=\n)|\Z)|'(?:''|[^'\n])*')|(?P<c>(?:(?<=[ \t])|^)\#[^\n]*)""",
    re.X | re.M,
)
# Families for languages without a lexer of their own. Their strings end on the line they
# start (but triple-quoted heredocs), so an unmatched quote costs one line, not the file.
_HASH = re.compile(  # Elixir, Perl, R: `#` comments; Elixir's documentation attributes
    r"""(?P<c>\#[^\n]*
      |@(?:module|type)?doc[ \t]+(?:~[sS])?(?:\"\"\"[\s\S]*?(?:\"\"\"|\Z)|"(?:\\.|[^"\\\n])*(?:"|(?=\n)|\Z)))
    |(?P<s>\"\"\"[\s\S]*?(?:\"\"\"|\Z)
      |"(?:\\.|[^"\\\n])*(?:"|(?=\n)|\Z)|'(?:\\.|[^'\\\n])*(?:'|(?=\n)|\Z)|`[^`\n]*`)""",
    re.X,
)
_DASH = re.compile(  # SQL, Lua: `--` comments (and `/* */`, `--[[ ]]`)
    r"""(?P<c>--\[\[[\s\S]*?(?:\]\]|\Z)|--[^\n]*|/\*[\s\S]*?(?:\*/|\Z))
    |(?P<s>"(?:\\.|[^"\\\n])*(?:"|(?=\n)|\Z)|'(?:''|\\.|[^'\\\n])*(?:'|(?=\n)|\Z)|\[\[[\s\S]*?(?:\]\]|\Z))""",
    re.X,
)
_PERCENT = re.compile(  # Erlang: `%` comments
    r"""(?P<s>"(?:\\.|[^"\\\n])*(?:"|(?=\n)|\Z)|'(?:\\.|[^'\\\n])*(?:'|(?=\n)|\Z))|(?P<c>%[^\n]*)""",
    re.X,
)
_SEMI = re.compile(  # Clojure and EDN: `;` comments, strings across lines
    r"""(?P<c>;[^\n]*)|(?P<s>"(?:\\[\s\S]|[^"\\])*(?:"|\Z))""",
    re.X,
)
_QUOTE = re.compile(  # Visual Basic: `'` and `REM` comments, `""` inside strings
    r"""(?P<c>'[^\n]*|(?m:^)[ \t]*(?i:rem)\b[^\n]*)|(?P<s>"(?:[^"\n]|"")*")"""
)
# OCaml and Standard ML: `(* *)` comments, strings across lines, OCaml's `{|...|}` quoted
# strings (`{id|...|id}`), character literals (`'"'`); a lone `'` is a type variable.
_ML = re.compile(
    r"""(?P<c>\(\*[\s\S]*?(?:\*\)|\Z))
    |(?P<s>"(?:\\[\s\S]|[^"\\])*(?:"|\Z)|\{(?P<id>[a-z_]{0,16})\|[\s\S]*?(?:\|(?P=id)\}|\Z)
      |'(?:\\[^'\n]{1,4}|[^'\\\n])')""",
    re.X,
)
# Pascal and Delphi: `//`, `{ }` (not a `{$DEFINE}` directive) and `(* *)` comments;
# single-quoted strings with `''` inside.
_PASCAL = re.compile(
    r"""(?P<c>//[^\n]*|\{(?!\$)[^}]*(?:\}|\Z)|\(\*[\s\S]*?(?:\*\)|\Z))|(?P<s>'(?:''|[^'\n])*')"""
)
# Classic ASP: VBScript's `'` comments and `""`-doubling strings in a page whose HTML and
# JavaScript also quote with `'`: a `'` opens a comment only after a space, `:`, `%` or `>`
# (`<% ' note %>`, `x = 1 ' note`), and not when it closes on the line before `;`, `,`, `)`,
# `+` or `]` (JavaScript's `var url = '/api/...';`); other `'...'` are strings.
_ASP = re.compile(
    r"""(?P<c><!--[\s\S]*?(?:-->|\Z)|(?<![^\s:%>])'(?![^'\n]*'\s*[;,)+\]])[^\n]*
      |(?m:^)[ \t]*(?i:rem)\b[^\n]*)
    |(?P<s>"(?:[^"\n]|"")*"|'[^'\n]*')""",
    re.X,
)
# ColdFusion: `<!--- --->` (and HTML's) comments in tags, `//` and `/* */` in cfscript;
# strings double their quotes.
_CFML = re.compile(
    r"""(?P<c><!--[\s\S]*?(?:-->|\Z)|//[^\n]*|/\*[\s\S]*?(?:\*/|\Z))
    |(?P<s>"(?:""|[^"\n])*"|'(?:''|[^'\n])*')""",
    re.X,
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
    "powershell": (_POWERSHELL, CODE),
    "yaml": (_YAML, STRING),
    "toml": (_YAML, STRING),
    "env": (_YAML, STRING),
    "ini": (_INI, STRING),
    "json": (_JSON, STRING),
    "xml": (_XML, STRING),
    "hash": (_HASH, CODE),
    "dash": (_DASH, CODE),
    "percent": (_PERCENT, CODE),
    "semi": (_SEMI, CODE),
    "quote": (_QUOTE, CODE),
    "pascal": (_PASCAL, CODE),
    "ml": (_ML, CODE),
    "asp": (_ASP, CODE),
    "cfml": (_CFML, CODE),
}

_BLOCK_OPENERS = re.compile(
    r"^\s*(?:async\s+def|def|class|if|elif|else|try|except|finally|for|while|with|match|case)\b"
)


class Regions:
    """Comment and string spans of one text, found left to right as far as a question
    needs (a file whose only match is near its top is lexed only that far); anything else
    has the family's default kind."""

    def __init__(self, text: str, family: str, default: str | None = None) -> None:
        pattern, self.default = _FAMILIES[family]
        if default is not None:
            self.default = default
        self.text = text
        self._tokens = pattern.finditer(text)
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.kinds: list[str] = []
        self._known = -1  # every span starting at or before this offset is known

    def kind_at(self, pos: int) -> str:
        i = self.span_at(pos)
        return self.default if i < 0 else self.kinds[i]

    def span_at(self, pos: int) -> int:
        """The index of the comment or string span holding `pos`, or -1 where the text has
        the default kind: two offsets with the same index are in the same literal."""
        if pos > self._known:
            self._lex_past(pos)
        i = bisect_right(self.starts, pos) - 1
        return i if i >= 0 and pos < self.ends[i] else -1

    def _lex_past(self, pos: int) -> None:
        for match in self._tokens:
            start, end = match.span()
            if end == start:
                continue
            group = match.lastgroup
            if group == "c":
                kind = COMMENT
            elif group == "t":
                kind = COMMENT if _is_docstring(self.text, start) else STRING
            else:
                kind = STRING
            self.starts.append(start)
            self.ends.append(end)
            self.kinds.append(kind)
            self._known = start
            if start > pos:
                return
        self._known = len(self.text)


def _is_docstring(text: str, start: int) -> bool:
    """A triple-quoted string that is a statement of its own (module, class, def docstring)."""
    line_start = text.rfind("\n", 0, start) + 1
    if text[line_start:start].strip(" \trRbBuUfF"):
        return False
    end = line_start  # the text before this line, without trailing whitespace: [:end]
    while end > 0 and text[end - 1].isspace():
        end -= 1
    if not end:
        return True
    last = text[end - 1]
    if last in "=([{,+%\\":
        return False
    if last == ":":
        prev_line = text[text.rfind("\n", 0, end) + 1 : end]
        stripped = prev_line.strip()
        # a def/class header, possibly the last line of a multi-line signature
        return (
            bool(_BLOCK_OPENERS.match(prev_line))
            or stripped.startswith(")")
            or "->" in stripped
            or stripped.endswith("):")
        )
    return True


def lex(text: str, family: str, default: str | None = None) -> Regions:
    """The comments and strings of `text` for the given lexer family (`default`: the kind of
    what is neither, when not the family's)."""
    return Regions(text, family, default)
