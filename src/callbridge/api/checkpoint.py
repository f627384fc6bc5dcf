"""Durable memory for event consumers: which event ids were handled, and the feed cursor.

The spec asks receivers to deduplicate by event id atomically and durably before they
acknowledge, and change-feed readers to persist the cursor only after every change of its
page was handled. `DedupeStore.claim` does the first: the event id is inserted in a
transaction that commits only when the work inside succeeded, so a crash or an exception
leaves the id unclaimed and the redelivery is handled, while a second delivery of a handled
event is recognised. The checkpoints add the cursor next to it.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from callbridge._private import private_file, write_private_text
from callbridge.api._errors import ConfigurationError

__all__ = ["Checkpoint", "DedupeStore", "FileCheckpoint", "MemoryCheckpoint", "SqliteCheckpoint"]


class Checkpoint(Protocol):
    """Where a change-feed consumer keeps its cursor and the event ids it handled."""

    def load(self) -> str | None: ...

    def claim(self, event_id: str) -> AbstractContextManager[bool]:
        """A block that yields True when the event is new; the claim sticks if it succeeds."""
        ...

    def save(self, cursor: str) -> None: ...


class DedupeStore:
    """Event ids already handled, in SQLite (a file, or memory when `path` is None).

    One store serialises its claims: it is meant for one receiver or one consumer.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self._lock = threading.RLock()
        try:
            if self.path is not None:
                private_file(self.path)
            self._conn = sqlite3.connect(
                str(self.path) if self.path is not None else ":memory:", check_same_thread=False
            )
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS handled_events ("
                "event_id TEXT PRIMARY KEY, handled_at TEXT NOT NULL)"
            )
            self._conn.commit()
        except (OSError, sqlite3.Error) as exc:
            raise ConfigurationError(f"cannot use {self.path} as an event store: {exc}") from exc

    @contextmanager
    def claim(self, event_id: str) -> Iterator[bool]:
        """Yield True when `event_id` is new; the claim sticks only if the block succeeds."""
        with self._lock:
            cursor = self._conn.execute(
                "INSERT OR IGNORE INTO handled_events (event_id, handled_at) VALUES (?, ?)",
                (event_id, datetime.now(UTC).isoformat()),
            )
            fresh = cursor.rowcount == 1
            try:
                yield fresh
            except BaseException:
                self._conn.rollback()
                raise
            self._conn.commit()

    def seen(self, event_id: str) -> bool:
        with self._lock:
            row = self._conn.execute(
                "SELECT 1 FROM handled_events WHERE event_id = ?", (event_id,)
            ).fetchone()
        return row is not None

    def close(self) -> None:
        with self._lock:
            self._conn.close()


class SqliteCheckpoint(DedupeStore):
    """Cursor and handled event ids in one SQLite file."""

    def __init__(self, path: str | Path, *, name: str = "changes") -> None:
        super().__init__(path)
        self.name = name
        with self._lock:
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS cursors (name TEXT PRIMARY KEY, cursor TEXT NOT NULL)"
            )
            self._conn.commit()

    def load(self) -> str | None:
        with self._lock:
            row = self._conn.execute(
                "SELECT cursor FROM cursors WHERE name = ?", (self.name,)
            ).fetchone()
        return str(row[0]) if row else None

    def save(self, cursor: str) -> None:
        with self._lock:
            self._conn.execute(
                "INSERT INTO cursors (name, cursor) VALUES (?, ?) "
                "ON CONFLICT(name) DO UPDATE SET cursor = excluded.cursor",
                (self.name, cursor),
            )
            self._conn.commit()


class MemoryCheckpoint:
    """Cursor and handled ids for the life of the process (a one-off read of the feed).

    With `remember`, only that many of the most recent handled ids are kept.
    """

    def __init__(self, *, remember: int | None = None) -> None:
        self.remember = remember
        self._cursor: str | None = None
        self._handled: OrderedDict[str, None] = OrderedDict()

    def load(self) -> str | None:
        return self._cursor

    @contextmanager
    def claim(self, event_id: str) -> Iterator[bool]:
        fresh = event_id not in self._handled
        yield fresh
        if fresh:
            self._handled[event_id] = None
            while self.remember is not None and len(self._handled) > self.remember:
                self._handled.popitem(last=False)

    def save(self, cursor: str) -> None:
        self._cursor = cursor


class FileCheckpoint(MemoryCheckpoint):
    """Cursor plus the most recent handled event ids in a small JSON file.

    The file is replaced atomically on every save. Event ids handled after the last save are
    remembered in memory only, so after a crash the changes of an unfinished page may be
    handled again (at least once); use SqliteCheckpoint for durable deduplication.
    """

    def __init__(self, path: str | Path, *, remember: int = 5000) -> None:
        super().__init__(remember=remember)
        self.path = Path(path)
        if self.path.exists():
            try:
                data = json.loads(self.path.read_text(encoding="utf-8") or "{}")
                if not isinstance(data, dict) or not isinstance(data.get("handled", []), list):
                    raise ValueError("not a cursor checkpoint")
            except (OSError, ValueError) as exc:
                raise ConfigurationError(f"cannot read the cursor file {self.path}: {exc}") from exc
            cursor = data.get("cursor")
            self._cursor = cursor if isinstance(cursor, str) else None
            for event_id in data.get("handled", []):
                self._handled[str(event_id)] = None

    def save(self, cursor: str) -> None:
        super().save(cursor)
        tmp = self.path.with_name(self.path.name + ".tmp")
        write_private_text(tmp, json.dumps({"cursor": cursor, "handled": list(self._handled)}))
        tmp.replace(self.path)
