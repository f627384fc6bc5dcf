"""Files and folders only their owner can read, whatever the umask.

Everything callbridge keeps under `.callbridge/` can hold something private: journals and
result files hold customer data, the sandbox database and key files hold credentials and
webhook signing secrets. A umask of 022 would leave them readable by every local user, so
each writer creates its file or folder through these functions: folders 0700, files 0600,
set explicitly after creation (a mode passed to `open` is only ever narrowed by the umask,
and an existing file keeps the mode it had).
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any, TextIO, cast

DIR_MODE = 0o700
FILE_MODE = 0o600


def _missing_folders(path: Path) -> None:
    """Create the folders of `path` that do not exist yet, each 0700."""
    missing = []
    probe = path
    while not probe.exists() and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    if not probe.is_dir():  # as mkdir(parents=True) says it: a file stands where a folder goes
        raise FileExistsError(errno.EEXIST, "is a file, not a directory", str(probe))
    for folder in reversed(missing):
        try:
            folder.mkdir(mode=DIR_MODE)
        except FileExistsError:
            continue
        folder.chmod(DIR_MODE)


def private_dir(path: str | os.PathLike[str]) -> Path:
    """A folder callbridge owns (a state or result folder): created, or narrowed, to 0700.

    Only missing parents are created (0700); an existing parent, which may be the user's
    project folder, keeps its mode.
    """
    target = Path(path)
    _missing_folders(target)
    target.chmod(DIR_MODE)
    return target


def private_file(path: str | os.PathLike[str], *, create_folders: bool = True) -> Path:
    """Make sure `path` exists as a 0600 file (missing folders 0700), keeping its content.

    Called before a database opens it: SQLite gives its journal and WAL files the mode of the
    database file. With `create_folders=False` a missing folder is left for the opener to
    report.
    """
    target = Path(path)
    if create_folders:
        _missing_folders(target.parent)
    elif not target.parent.is_dir():
        return target  # the opener reports the missing folder in its own words
    fd = os.open(target, os.O_WRONLY | os.O_CREAT, FILE_MODE)
    try:
        os.fchmod(fd, FILE_MODE)
    finally:
        os.close(fd)
    return target


def open_private(path: str | os.PathLike[str], mode: str = "w", **kwargs: Any) -> TextIO:
    """`open(path, mode)` for writing text, the file 0600 (missing folders created 0700)."""
    target = Path(path)
    _missing_folders(target.parent)
    flags = os.O_WRONLY | os.O_CREAT
    if "a" in mode:
        flags |= os.O_APPEND
    elif "w" in mode:
        flags |= os.O_TRUNC
    if "+" in mode:
        flags = (flags & ~os.O_WRONLY) | os.O_RDWR
    fd = os.open(target, flags, FILE_MODE)
    try:
        os.fchmod(fd, FILE_MODE)
        return cast(TextIO, os.fdopen(fd, mode, **kwargs))
    except BaseException:
        os.close(fd)
        raise


def write_private_text(path: str | os.PathLike[str], text: str) -> None:
    """Write `text` to a 0600 file (missing folders 0700), replacing what it held."""
    with open_private(path, "w", encoding="utf-8") as handle:
        handle.write(text)
