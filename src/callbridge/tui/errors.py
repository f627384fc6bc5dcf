"""How a failure reads in the walkthrough.

Workers catch what their call raises and hand this text to a notification or a log line, so
a bad key, an unreachable target or an unreadable folder never ends the session. The
client's errors already render as `code: message (details) [request id …]`; that text is
kept whole, secrets masked and control characters escaped (`_terminal.shown`).
"""

from __future__ import annotations

from callbridge._terminal import shown


def describe(exc: BaseException) -> str:
    """One line for the user."""
    text = str(exc).strip() or type(exc).__name__
    return shown(text)
