"""A path field that completes the next path segment as you type (accept with →)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from pathlib import Path

from textual.suggester import Suggester


def complete_path(value: str, suffixes: Sequence[str] = ()) -> str | None:
    """The first sub-folder (or file ending in one of `suffixes`) whose name extends what
    was typed after the last separator; a folder's completion ends with the separator."""
    if not value:
        return None
    head, sep, partial = value.rpartition(os.sep)
    parent = Path(head + sep if sep else ".").expanduser()
    endings = tuple(suffixes)
    try:
        names = sorted(
            entry.name + (os.sep if entry.is_dir() else "")
            for entry in os.scandir(parent)
            if (entry.is_dir() or (bool(endings) and entry.name.endswith(endings)))
            and entry.name.startswith(partial)
            and (partial.startswith(".") or not entry.name.startswith("."))
        )
    except OSError:
        return None
    if not names or names[0].removesuffix(os.sep) == partial:
        return None
    return head + sep + names[0]


class PathSuggester(Suggester):
    """Lists folders (and files with the given suffixes) off the event loop: a slow or
    network disk never freezes typing."""

    def __init__(self, suffixes: Sequence[str] = ()) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.suffixes = tuple(suffixes)

    async def get_suggestion(self, value: str) -> str | None:
        return await asyncio.to_thread(complete_path, value, self.suffixes)
