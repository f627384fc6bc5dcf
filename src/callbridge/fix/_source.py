"""One file as the fixers see it: its exact bytes, the text the scanner read, and edits on it.

Edits are ranges of the decoded text (the scanner's columns count characters of it), turned
back into bytes with the file's own encoding and byte-order mark. A file whose bytes do not
survive that round trip unchanged (not valid UTF-8, say) is never edited: nothing outside
an edit may change.
"""

from __future__ import annotations

import codecs
import hashlib
from bisect import bisect_right
from dataclasses import dataclass, field
from itertools import accumulate

from callbridge.scanner._lines import line_span

_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


@dataclass(frozen=True, order=True)
class Edit:
    """Replace text[start:end] with `text` (offsets into the decoded file)."""

    start: int
    end: int
    text: str
    # index of the finding it fixes, so overlaps can be reported per finding
    finding: int = field(default=0, compare=False)

    def overlaps(self, other: Edit) -> bool:
        if self.start == self.end or other.start == other.end:  # insertions
            return self.start < other.end and other.start < self.end
        return self.start < other.end and other.start < self.end


class Undecodable(Exception):
    """The file's bytes cannot be edited without changing bytes outside the edits."""


class Source:
    """A file's bytes, decoded as the scanner decodes them, with line arithmetic."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.digest = hashlib.sha256(data).hexdigest()
        self.bom = b""
        self.encoding = "utf-8"
        for bom, encoding in _BOMS:
            if data.startswith(bom):
                self.bom, self.encoding = bom, encoding
                break
        try:
            self.text = data[len(self.bom) :].decode(self.encoding)
        except UnicodeDecodeError:
            raise Undecodable("not valid text in its encoding") from None
        if self.encode(self.text) != data:
            raise Undecodable("its bytes do not round-trip through its encoding")
        widths = (len(line) + 1 for line in self.text.split("\n")[:-1])
        self.line_starts = list(accumulate(widths, initial=0))

    def encode(self, text: str) -> bytes:
        return self.bom + text.encode(self.encoding)

    def offset(self, line: int, column: int) -> int:
        """Offset of a 1-based (line, column) as the scanner reports them."""
        return self.line_starts[line - 1] + column - 1

    def line_of(self, offset: int) -> int:
        return bisect_right(self.line_starts, offset)

    def position(self, offset: int) -> tuple[int, int]:
        line = self.line_of(offset)
        return line, offset - self.line_starts[line - 1] + 1

    def line_span(self, line: int) -> tuple[int, int]:
        """Start and end of a line's text, without its line ending."""
        return line_span(self.text, self.line_starts, line)

    def line_text(self, line: int) -> str:
        start, end = self.line_span(line)
        return self.text[start:end]

    def whole_line(self, line: int) -> tuple[int, int]:
        """A line with its line ending: what to remove to delete the line."""
        start = self.line_starts[line - 1]
        end = self.line_starts[line] if line < len(self.line_starts) else len(self.text)
        return start, end

    @property
    def newline(self) -> str:
        return "\r\n" if "\r\n" in self.text else "\n"

    def apply(self, edits: list[Edit]) -> str:
        """The text with non-overlapping `edits` applied."""
        out: list[str] = []
        pos = 0
        for edit in sorted(edits):
            out.append(self.text[pos : edit.start])
            out.append(edit.text)
            pos = edit.end
        out.append(self.text[pos:])
        return "".join(out)
