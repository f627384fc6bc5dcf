"""Text from outside, made safe to print on a terminal.

A value that came from a file, a server or a webhook sender can hold control characters:
`ESC ] 0 ; title BEL` retitles the window, OSC 52 writes the clipboard, a carriage return or
a newline forges an extra line of output, and bidi overrides reorder what is shown. Every
such value goes through `shown` before it is printed: secrets masked (`_redact`), then each
control character written as a visible escape (`\\x1b`, `\\n`, `\\u202e`), so what the
terminal shows is what the value holds, and nothing it does.
"""

from __future__ import annotations

import re
from typing import Any

from callbridge._redact import redact_text

# C0 controls, DEL, C1 controls, and the bidi embedding, override and isolate characters
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    char = match.group(0)
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def escape_controls(text: str) -> str:
    """Every control character of `text` as a visible escape."""
    return _CONTROL.sub(_escape, text)


def shown(value: Any) -> str:
    """An outside value as it may be printed: secrets masked, control characters escaped."""
    return escape_controls(redact_text(str(value)))


def same_width(text: str) -> str:
    """Control characters (newlines kept) replaced one for one by U+FFFD.

    For styled text in the TUI, whose style spans must keep their offsets.
    """
    return _CONTROL.sub(lambda m: m.group(0) if m.group(0) == "\n" else "\ufffd", text)
