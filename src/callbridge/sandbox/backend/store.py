"""The SQLite store: one connection, one lock, one transaction per request.

A single connection serves the whole app (an in-memory database exists only inside its
connection). Every request's checks and writes run under the lock inside one transaction,
so a request is applied completely or not at all, and two requests never interleave.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS workspaces (id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS members (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT UNIQUE NOT NULL, workspace_id TEXT NOT NULL,
  name TEXT, first_name TEXT, last_name TEXT, identifier TEXT, email TEXT, role TEXT NOT NULL,
  status TEXT NOT NULL, joined_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS credentials (
  id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL, kind TEXT NOT NULL, owner_id TEXT,
  allowed_user_ids TEXT NOT NULL, scopes TEXT NOT NULL, environment TEXT NOT NULL,
  secret_hash TEXT NOT NULL, expires_at TEXT, revoked INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS contacts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, owner_id TEXT NOT NULL,
  external_id TEXT, phone_number TEXT NOT NULL, first_name TEXT, last_name TEXT, email TEXT,
  time_zone TEXT, attributed INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS contacts_external ON contacts (workspace_id, external_id);
CREATE TABLE IF NOT EXISTS lists (
  id INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, owner_id TEXT NOT NULL,
  name TEXT NOT NULL, group_name TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS list_contacts (
  list_id INTEGER NOT NULL, contact_id INTEGER NOT NULL, PRIMARY KEY (list_id, contact_id));
CREATE INDEX IF NOT EXISTS list_contacts_contact ON list_contacts (contact_id);
CREATE TABLE IF NOT EXISTS calls (
  id INTEGER PRIMARY KEY AUTOINCREMENT, call_sid TEXT UNIQUE NOT NULL, workspace_id TEXT NOT NULL,
  owner_id TEXT NOT NULL, attributed INTEGER NOT NULL, created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL, contact_id INTEGER, contact_name TEXT, phone_number TEXT NOT NULL,
  from_phone_number TEXT NOT NULL, direction TEXT, call_status TEXT NOT NULL,
  disposition_type TEXT, disposition_notes TEXT, list_id INTEGER,
  talk_time_seconds REAL NOT NULL, recording_state TEXT NOT NULL, recording_url TEXT,
  transcript_state TEXT NOT NULL, transcript_segments TEXT, completed_at TEXT);
CREATE TABLE IF NOT EXISTS scheduled_calls (
  id INTEGER PRIMARY KEY AUTOINCREMENT, owner_id TEXT NOT NULL, contact_id INTEGER,
  phone_number TEXT NOT NULL, scheduled_at TEXT NOT NULL, status TEXT NOT NULL, notes TEXT,
  call_history_id INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, time_zone TEXT,
  time_zone_source TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS webhooks (
  id TEXT PRIMARY KEY, credential_id TEXT NOT NULL, workspace_id TEXT NOT NULL,
  name TEXT NOT NULL, url TEXT NOT NULL, events TEXT NOT NULL, active INTEGER NOT NULL,
  verified INTEGER NOT NULL, secret TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS events (
  rowid INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT UNIQUE NOT NULL, workspace_id TEXT NOT NULL,
  owner_id TEXT NOT NULL, type TEXT NOT NULL, resource_type TEXT NOT NULL,
  resource_id TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL,
  captured INTEGER NOT NULL, published INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS events_unpublished ON events (published) WHERE published = 0;
CREATE TABLE IF NOT EXISTS changes (
  sequence INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL, workspace_id TEXT NOT NULL,
  owner_id TEXT NOT NULL, type TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS changes_workspace ON changes (workspace_id, sequence);
CREATE TABLE IF NOT EXISTS deliveries (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT UNIQUE NOT NULL, webhook_id TEXT NOT NULL,
  event_id TEXT NOT NULL, event_type TEXT NOT NULL, state TEXT NOT NULL,
  attempt_count INTEGER NOT NULL, next_attempt_at TEXT, created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS deliveries_webhook ON deliveries (webhook_id, seq);
CREATE TABLE IF NOT EXISTS attempts (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT UNIQUE NOT NULL, delivery_id TEXT NOT NULL,
  number INTEGER NOT NULL, state TEXT NOT NULL, status_code INTEGER, error TEXT,
  started_at TEXT NOT NULL, finished_at TEXT);
CREATE INDEX IF NOT EXISTS attempts_delivery ON attempts (delivery_id, seq);
CREATE TABLE IF NOT EXISTS user_cursors (
  cursor TEXT PRIMARY KEY, credential_id TEXT NOT NULL, page_size INTEGER NOT NULL,
  joined_at TEXT NOT NULL, member_id TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS receipts (
  credential_id TEXT NOT NULL, key TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL,
  fingerprint TEXT NOT NULL, status INTEGER NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (credential_id, key));
"""

TABLES = (
    "meta",
    "workspaces",
    "members",
    "credentials",
    "contacts",
    "lists",
    "list_contacts",
    "calls",
    "scheduled_calls",
    "webhooks",
    "events",
    "changes",
    "deliveries",
    "attempts",
    "receipts",
    "user_cursors",
)

Row = sqlite3.Row


class Store:
    """The database connection, its lock, and the few generic helpers every area uses."""

    def __init__(self, path: str | Path | None = None) -> None:
        target = ":memory:" if path is None else str(path)
        self.conn = sqlite3.connect(target, check_same_thread=False, isolation_level=None)
        self.conn.row_factory = sqlite3.Row
        self.lock = threading.RLock()
        self._depth = 0
        with self.lock:
            if path is not None:
                self.conn.execute("PRAGMA journal_mode=WAL")
                self.conn.execute("PRAGMA synchronous=NORMAL")
            self.conn.executescript(SCHEMA)

    @contextmanager
    def tx(self) -> Iterator[sqlite3.Connection]:
        """One atomic unit of work; nested use joins the outer transaction."""
        with self.lock:
            if self._depth:
                self._depth += 1
                try:
                    yield self.conn
                finally:
                    self._depth -= 1
                return
            self.conn.execute("BEGIN IMMEDIATE")
            self._depth = 1
            try:
                yield self.conn
            except BaseException:
                self._depth = 0
                self.conn.execute("ROLLBACK")
                raise
            self._depth = 0
            self.conn.execute("COMMIT")

    def one(self, sql: str, *args: Any) -> Row | None:
        with self.lock:
            row: Row | None = self.conn.execute(sql, args).fetchone()
            return row

    def all(self, sql: str, *args: Any) -> list[Row]:
        with self.lock:
            return list(self.conn.execute(sql, args).fetchall())

    def run(self, sql: str, *args: Any) -> sqlite3.Cursor:
        with self.lock:
            return self.conn.execute(sql, args)

    def get_meta(self, key: str) -> Any:
        row = self.one("SELECT value FROM meta WHERE key = ?", key)
        return None if row is None else json.loads(row["value"])

    def set_meta(self, key: str, value: Any) -> None:
        self.run(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE "
            "SET value = excluded.value",
            key,
            json.dumps(value),
        )

    def wipe(self) -> None:
        with self.tx() as conn:
            for table in TABLES:
                conn.execute(f"DELETE FROM {table}")
            conn.execute("DELETE FROM sqlite_sequence")

    def close(self) -> None:
        with self.lock:
            self.conn.close()
