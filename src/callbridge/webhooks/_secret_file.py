"""The signing secret kept in a private file, picked up again whenever the file changes.

This is what lets a receiver start before the secret exists: `migrate run
rotate-and-verify-webhook` rotates the secret into the file (mode 0600) and, moments later,
asks the service to verify; the receiver looks at the file's identity (inode, size, mtime)
before every request, so the challenge is already checked against the new secret.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from callbridge.api._errors import CallbridgeError

__all__ = ["SecretFile", "SecretFileError"]

MAX_SECRET_FILE_BYTES = 64 * 1024


class SecretFileError(CallbridgeError):
    """The secret file cannot be used (readable by others, unreadable, or too large)."""


class SecretFile:
    """Secrets from `path`, one per line (several while a rotation overlaps)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path).expanduser()
        self._identity: tuple[int, int, int] | None = None

    def changed(self) -> bool:
        """True when the file differs from the one last read (or appeared, or went away)."""
        return self._stat_identity() != self._identity

    def forget(self) -> None:
        """Count the file as unread, so the next `changed()` is True."""
        self._identity = None

    def _stat_identity(self) -> tuple[int, int, int] | None:
        try:
            info = self.path.stat()
        except OSError:
            return None
        return (info.st_ino, info.st_size, info.st_mtime_ns)

    def read(self) -> tuple[str, ...]:
        """The secrets now in the file: empty while it does not exist (or is being written).

        Raises SecretFileError when the file is open to other users or cannot be read.
        """
        identity = self._stat_identity()
        if identity is None:
            self._identity = None
            return ()
        try:
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except OSError as exc:
            raise SecretFileError(f"cannot read {self.path}: {exc.strerror}") from None
        with os.fdopen(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise SecretFileError(f"{self.path} is not a regular file")
            if info.st_mode & 0o077:
                raise SecretFileError(
                    f"{self.path} is open to other users (mode {stat.S_IMODE(info.st_mode):04o}); "
                    f"run: chmod 600 {self.path}"
                )
            raw = handle.read(MAX_SECRET_FILE_BYTES + 1)
        if len(raw) > MAX_SECRET_FILE_BYTES:
            raise SecretFileError(f"{self.path} is larger than {MAX_SECRET_FILE_BYTES} bytes")
        self._identity = identity
        text = raw.decode("utf-8", errors="replace")
        return tuple(line.strip() for line in text.splitlines() if line.strip())
