"""Where each line of a text starts and ends: one definition for the scanner and the fixer."""

from __future__ import annotations


def line_span(text: str, line_starts: list[int], line: int) -> tuple[int, int]:
    """Start and end offsets of a 1-based line's text, without its line ending (LF or CRLF)."""
    start = line_starts[line - 1]
    end = line_starts[line] - 1 if line < len(line_starts) else len(text)
    if end > start and text[end - 1] == "\r":
        end -= 1
    return start, end
