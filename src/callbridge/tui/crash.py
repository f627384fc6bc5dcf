"""What happens when the walkthrough meets an error nobody planned for.

The app ends with exit status 1 and one line on the terminal that names the error and the
crash report; the report (the whole traceback, without local variables) goes to a private
file under `.callbridge/logs/` (directory 0700, file 0600). Every API key in it is masked,
and so is every secret the session saw (a typed key, a rotated signing secret), whatever
its shape.
"""

from __future__ import annotations

import os
import platform
import sys
import traceback
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from callbridge._redact import mask_secret, redact_text

LOGS_DIR = Path(".callbridge") / "logs"
CRASH_EXIT_CODE = 1
MESSAGE_MAX = 200
"""Characters of the error's text on the terminal line; the report has all of it."""


def _private_dir(path: Path) -> None:
    """Create `path` (and a missing `.callbridge` above it) readable by the owner only."""
    for folder in (path.parent, path):
        folder.mkdir(mode=0o700, exist_ok=True)
        folder.chmod(0o700)


def mask_all(text: str, secrets: Iterable[str]) -> str:
    """Key-shaped text masked as keys, then each known secret (longest first) replaced."""
    text = redact_text(text)
    for secret in sorted({s for s in secrets if s}, key=len, reverse=True):
        text = text.replace(secret, mask_secret(secret))
    return text


def write_crash_report(
    error: BaseException, *, secrets: Iterable[str] = (), logs_dir: Path = LOGS_DIR
) -> Path:
    """Write the report and return its absolute path (the terminal line names it)."""
    from callbridge import __version__

    _private_dir(logs_dir)
    now = datetime.now(UTC)
    path = logs_dir / f"tui-crash-{now:%Y%m%dT%H%M%S}-{os.getpid()}.log"
    body = "".join(traceback.format_exception(error))
    report = (
        f"callbridge {__version__} · Python {platform.python_version()} · {sys.platform}\n"
        f"migrate tui stopped at {now.isoformat(timespec='seconds')}\n\n{body}"
    )
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(mask_all(report, secrets))
    path.chmod(0o600)
    return path.absolute()


def crash_line(error: BaseException, report: Path | None, secrets: Iterable[str] = ()) -> str:
    """The one line the terminal shows (control characters escaped, secrets masked)."""
    first = (str(error).strip().splitlines() or [""])[0]
    what = mask_all(f"{type(error).__name__}: {first}" if first else type(error).__name__, secrets)
    what = "".join(
        ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in what
    )[:MESSAGE_MAX]
    where = f"; report: {report}" if report is not None else " (no report could be written)"
    return f"migrate tui stopped on an unexpected error ({what}){where}"
