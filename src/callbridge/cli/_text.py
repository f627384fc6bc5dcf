"""Text as the CLI prints it: counts in plain words, values from elsewhere made harmless."""

from __future__ import annotations

import re

__all__ = ["plural", "printable"]

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def plural(count: int, noun: str, many: str | None = None) -> str:
    """`1 step`, `2 steps`."""
    return f"{count} {noun if count == 1 else many or noun + 's'}"


def printable(text: str) -> str:
    """A value from a server or a file with its control characters escaped (`\\x1b`), so it
    cannot move the cursor, recolour the terminal or fake a line of output."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)
