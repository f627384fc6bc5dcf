"""The blocks around a line, read from indentation, and the functions that head them.

Enough structure to say "this status check is in the method that calls the service": a
block starts at the nearest line above with less indentation (its header) and runs until
the next line indented no deeper than the header. That holds in every language the
scanner reads, because people indent what they nest, braces or not; a file with no
indentation is one block.
"""

from __future__ import annotations

import re

# A definition header: `def name`, `func (r T) name(`, `fun name(`, `function name(`, or
# modifiers and a type before `name(` (Java, C#, TypeScript methods); `const name = (...) =>`;
# Lisp's `(defn name [...]`.
_DEF = re.compile(r"^\s*(?:async\s+)?def\s+(?:self\.)?(?P<name>[A-Za-z_]\w*[?!]?)")
_FUNC = re.compile(
    r"^\s*(?:[\w@]+\s+)*?(?:func\s*(?:\([^)]*\)\s*)?|fun\s+(?:<[^>]*>\s*)?(?:\w+\.)?"
    r"|function\s*&?\s*)(?P<name>[A-Za-z_]\w*)\s*[<(]"
)
_METHOD = re.compile(
    r"^\s*(?:[\w<>\[\],.?@]+\s+)*?(?P<name>[A-Za-z_]\w*)\s*(?:<[^()]*>)?\s*\([^=]*$"
)
_LISP = re.compile(
    r"^\s*\((?:defn-?|defun|defmacro|defmethod|define)\s+\(?(?P<name>[A-Za-z_*+!?<>=-][\w*+!?<>=-]*)"
)
_ARROW = re.compile(
    r"^\s*(?:export\s+)?(?:const|let|var|val)\s+(?P<name>[A-Za-z_]\w*)\s*(?::[^=]*)?=\s*"
    r"(?:async\s*)?(?:function\b|\(|[A-Za-z_]\w*\s*=>)"
)
_NOT_DEFINITIONS = frozenset(
    [
        "if",
        "elif",
        "else",
        "for",
        "foreach",
        "while",
        "do",
        "switch",
        "case",
        "when",
        "match",
        "catch",
        "except",
        "try",
        "finally",
        "with",
        "using",
        "lock",
        "synchronized",
        "return",
        "throw",
        "raise",
        "await",
        "yield",
        "new",
        "delete",
        "typeof",
        "sizeof",
        "print",
        "puts",
        "echo",
        "assert",
        "unless",
        "until",
        "loop",
        "select",
        "go",
        "defer",
    ]
)


def function_name(header: str) -> str | None:
    """The name a header line defines, if it defines a function or method."""
    for pattern in (_DEF, _FUNC, _ARROW, _LISP):
        found = pattern.match(header)
        if found is not None:
            return found.group("name")
    found = _METHOD.match(header)
    if found is None:
        return None
    words = header.split()
    if words and words[0].split("(")[0] in _NOT_DEFINITIONS:
        return None
    name = found.group("name")
    if not header[: found.start("name")].strip() and not header.rstrip().endswith("{"):
        return None  # a bare call (`request(base) |>`), not a method (`load() {`)
    return None if name in _NOT_DEFINITIONS else name


OPENER_REACH = 64  # lines of parameters between a signature's opening and closing lines


class Outline:
    """The indentation of every line of a text, and the blocks that hold a line."""

    def __init__(self, text: str) -> None:
        self.lines = text.split("\n")
        self.indents = _indents(self.lines)
        self._parents: list[int] | None = None
        self._ends: list[int] = []

    def blocks(self, line: int) -> list[tuple[int, int, int]]:
        """(header line, first line, last line) of every block holding `line` (1-based),
        innermost first; the last is the whole text, with header 0. A block's header is
        the nearest line above with less indentation; it ends before the next line with no
        more indentation than its header (blank lines belong to any block)."""
        if self._parents is None:
            self._link()
        parents, ends = self._parents, self._ends
        assert parents is not None
        count = len(self.lines)
        out: list[tuple[int, int, int]] = []
        index = line - 1
        header = parents[index] if 0 <= index < count and self.indents[index] > 0 else -1
        while header >= 0:
            # lines header+1 .. end, from the line that opened a signature spread over
            # lines (`class Client(` ... `) {`): its parameters are the body's too
            opener = self._opener(header)
            out.append((opener + 1, opener + 1, ends[header]))
            header = parents[header] if self.indents[header] > 0 else -1
        out.append((0, 1, count))
        return out

    def _opener(self, header: int) -> int:
        """The line a closing `)` or `]` header continues (`) {` below `class Client(` and its
        parameters), at most OPENER_REACH lines up; else the header itself."""
        if not self.lines[header].lstrip().startswith((")", "]")):
            return header
        level = self.indents[header]
        for above in range(header - 1, max(-1, header - OPENER_REACH), -1):
            indent = self.indents[above]
            if indent < 0 or indent > level:
                continue
            return (
                above
                if indent == level and self.lines[above].rstrip().endswith(("(", "["))
                else header
            )
        return header

    def _link(self) -> None:
        """Each line's header (-1: none) and each line's block end, in two passes: the
        whole outline costs linear time, however many lines ask for their blocks."""
        count = len(self.lines)
        parents = [-1] * count
        stack: list[int] = []  # lines of strictly rising indentation
        for index, level in enumerate(self.indents):
            if level < 0:
                continue
            while stack and self.indents[stack[-1]] >= level:
                stack.pop()
            parents[index] = stack[-1] if stack else -1
            stack.append(index)
        ends = [count] * count
        stack = []  # lines after, of strictly falling indentation from the right
        for index in range(count - 1, -1, -1):
            level = self.indents[index]
            if level < 0:
                continue
            while stack and self.indents[stack[-1]] > level:
                stack.pop()
            ends[index] = stack[-1] if stack else count
            stack.append(index)
        self._parents, self._ends = parents, ends

    def signature(self, header: int) -> int:
        """The line that names what a block header opens: the header, or the line above it
        when the brace stands on a line of its own (PHP, C#)."""
        return header - 1 if header > 1 and self.text_of(header).strip() == "{" else header

    def text_of(self, line: int) -> str:
        return self.lines[line - 1] if 0 < line <= len(self.lines) else ""


def _indents(lines: list[str]) -> list[int]:
    """Each line's columns of leading whitespace (a tab counts 4); -1 for a blank line."""
    out = []
    for line in lines:
        stripped = line.lstrip(" \t")
        if not stripped or stripped.isspace():
            out.append(-1)
            continue
        width = len(line) - len(stripped)
        if width and "\t" in line[:width]:
            width += 3 * line.count("\t", 0, width)
        out.append(width)
    return out
