"""A Jupyter notebook read as the program its code cells hold.

A saved notebook is JSON: each line of a code cell is a JSON string on a line of its own,
quotes escaped (`"raise RuntimeError(r.json()[\\"error\\"])\\n",`). Read as JSON, a rule
sees `[\\"error\\"]`, not `["error"]`. The view keeps every line where it is (same line
count, same line lengths, padded with spaces), puts the decoded source of code-cell lines in
place of their JSON strings and blanks everything else (Markdown prose, outputs, metadata).
A position found in the view maps back to the file, so findings point at the file's own
line and column and the fixer edits the file's own text.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

_CELL_TYPE = re.compile(r'^\s*"cell_type":\s*"(?P<type>\w+)"')
_SOURCE = re.compile(r'^\s*"source":\s*\[\s*$')
_STRING_LINE = re.compile(r'^(?P<indent>\s*)"(?P<inner>(?:[^"\\]|\\.)*)"(?P<tail>,?\s*)$')
_LANGUAGE = re.compile(r'"language_info":\s*\{[^{}]*?"name":\s*"(?P<name>[\w+-]+)"')
# the kernel's language, by the names notebooks give it, as the scanner's
KERNEL_LANGUAGES = {"python": "python", "r": "r", "ir": "r", "julia": "c-like", "scala": "c-like"}


@dataclass
class NotebookView:
    code: str
    language: str
    # lines whose columns moved: line (1-based) -> the raw JSON string's inside
    decoded: dict[int, tuple[int, str]] = field(default_factory=dict)

    def column(self, line: int, column: int) -> int:
        """The file's column (0-based) of a view's column on `line`."""
        if line not in self.decoded:
            return column
        start, inner = self.decoded[line]  # the view's text starts at `start`, as does `inner`
        if column <= start:
            return column
        view, raw = start, start
        i = 0
        while i < len(inner) and view < column:
            step = 1
            if inner[i] == "\\":
                step = 6 if inner[i + 1 : i + 2] == "u" else 2
            i += step
            raw += step
            view += 1
        return raw + (column - view)


def notebook_view(text: str) -> NotebookView:
    found = _LANGUAGE.search(text)
    language = KERNEL_LANGUAGES.get(found.group("name").lower(), "python") if found else "python"
    view = NotebookView(code="", language=language)
    out: list[str] = []
    code_cell = in_source = False
    for number, line in enumerate(text.split("\n"), 1):
        kept = " " * len(line)
        if in_source:
            if line.strip().startswith("]"):
                in_source = False
            elif code_cell and (string := _STRING_LINE.match(line)) is not None:
                try:
                    source = json.loads(f'"{string.group("inner")}"')
                except ValueError:
                    source = ""
                source = source.rstrip("\n").replace("\n", " ")
                start = len(string.group("indent")) + 1
                if source and start + len(source) <= len(line):
                    kept = " " * start + source
                    kept += " " * (len(line) - len(kept))
                    view.decoded[number] = (start, string.group("inner"))
        elif (cell := _CELL_TYPE.match(line)) is not None:
            code_cell = cell.group("type") == "code"
        elif _SOURCE.match(line):
            in_source = True
        out.append(kept)
    view.code = "\n".join(out)
    return view
