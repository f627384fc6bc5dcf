"""A folder field that completes the next path segment as you type (accept with →)."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from textual.suggester import Suggester


def complete_directory(value: str) -> str | None:
    """The first sub-folder whose name extends what was typed after the last separator."""
    if not value:
        return None
    head, sep, partial = value.rpartition(os.sep)
    parent = Path(head + sep if sep else ".").expanduser()
    try:
        names = sorted(
            entry.name
            for entry in os.scandir(parent)
            if entry.is_dir()
            and entry.name.startswith(partial)
            and (partial.startswith(".") or not entry.name.startswith("."))
        )
    except OSError:
        return None
    if not names or names[0] == partial:
        return None
    return head + sep + names[0] + os.sep


class DirectorySuggester(Suggester):
    """Lists folders off the event loop: a slow or network disk never freezes typing."""

    def __init__(self) -> None:
        super().__init__(use_cache=False, case_sensitive=True)

    async def get_suggestion(self, value: str) -> str | None:
        return await asyncio.to_thread(complete_directory, value)
