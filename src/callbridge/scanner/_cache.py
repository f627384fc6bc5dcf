"""The scanner's on-disk caches, kept the way Python keeps bytecode.

What is costly to rebuild on every run and cheap to read back (the parsed rule pack, the
compiled search database, the literals each regex requires) is stored beside the package's bytecode: in its `__pycache__`
folder, or under `PYTHONPYCACHEPREFIX` when one is set, and not at all when bytecode is not
written (`PYTHONDONTWRITEBYTECODE`, `-B`). Each entry holds the key it was built for and is
used only while that key still matches; a missing, stale or damaged entry is rebuilt.
"""

from __future__ import annotations

import marshal
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
FOLDER = Path(__file__).parent


def cache_file(name: str) -> Path:
    """Where the cache entry `name` lives for this interpreter."""
    file = f"{name}.{sys.implementation.cache_tag}.marshal"
    if sys.pycache_prefix:
        return Path(sys.pycache_prefix, *FOLDER.resolve().parts[1:], file)
    return FOLDER / "__pycache__" / file


def cached(name: str, key: Any, build: Callable[[], T], check: Callable[[Any], bool]) -> T:
    """The value stored under `name` for `key`, else `build()`, stored for next time.

    `key` and the value must be plain data marshal can hold; `check` says whether what was
    read back has the value's shape (a file from another version may not)."""
    value = read_cache(name, key, check)
    if value is None:
        value = build()
        write_cache(name, key, value)
    return value  # type: ignore[no-any-return]


def read_cache(name: str, key: Any, check: Callable[[Any], bool]) -> Any:
    """The value stored under `name` for `key`, or None (missing, stale or damaged)."""
    try:
        held, value = marshal.loads(cache_file(name).read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    return value if held == key and check(value) else None


def write_cache(name: str, key: Any, value: Any) -> None:
    """Store `value` under `name` for `key`, atomically; nothing when bytecode is not
    written or the folder is read-only."""
    if sys.dont_write_bytecode:
        return
    path = cache_file(name)
    try:
        blob = marshal.dumps((key, value))
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}")
        partial.write_bytes(blob)
        partial.replace(path)
    except (OSError, ValueError):
        pass  # a read-only install, or a value marshal cannot hold: build it next time
