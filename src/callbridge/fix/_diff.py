"""Unified diffs of planned fixes, with every committed key masked.

The diff is what a reviewer trusts, so it shows the file's own lines (line endings kept,
so `git apply` takes it) except for two things: a key removed by a fix appears masked,
and control characters that could drive a terminal are escaped.
"""

from __future__ import annotations

import difflib
import re

from callbridge._redact import mask_key
from callbridge.fix._plan import FileFix
from callbridge.scanner import mask_line

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x9b]")
NO_NEWLINE = "\\ No newline at end of file\n"


def _show(line: str, secrets: set[str]) -> str:
    ending = "\r\n" if line.endswith("\r\n") else "\n" if line.endswith("\n") else ""
    body = line[: len(line) - len(ending)]
    body = mask_line(body)
    for value in secrets:
        body = body.replace(value, mask_key(value))
    body = _CONTROL.sub(lambda m: f"\\x{ord(m.group(0)):02x}", body)
    return body + ending


def file_diff(file_fix: FileFix, context: int = 3) -> str:
    """The unified diff of one file's fixes (empty when nothing changes)."""
    if file_fix.src is None or file_fix.after is None:
        return ""
    secrets = file_fix.secrets
    before = file_fix.src.text.splitlines(keepends=True)
    after = file_fix.after.splitlines(keepends=True)
    out: list[str] = []
    for line in difflib.unified_diff(
        before, after, f"a/{file_fix.path}", f"b/{file_fix.path}", n=context
    ):
        if line.startswith(("---", "+++")):
            out.append(_CONTROL.sub("?", line.rstrip("\r\n")) + "\n")
            continue
        shown = _show(line, secrets)
        out.append(shown)
        if not shown.endswith("\n"):
            out.append("\n" + NO_NEWLINE)
    return "".join(out)
