"""The import ledger: what was sent for each external id, so a rerun repeats nothing.

One SQLite database (WAL, so a crash never leaves it half-written) per import state
directory. An operation is an upsert or a list membership of one external id, in one
workspace. Its idempotency key is derived from the external id, the payload hash and a
generation that moves on whenever the payload changes, so:
- a retry or a rerun after a crash resends the same request with the same key, and the
  service replays its receipt instead of applying it twice;
- a changed row gets a new key, never replaying an older receipt (even when a value
  changes back to one sent before, as the generation still moves on);
- a fresh ledger has a fresh nonce, so its keys never meet receipts of a lost one.
"""

from __future__ import annotations

import hashlib
import secrets
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from callbridge._private import private_file

if TYPE_CHECKING:
    from collections.abc import Iterable

    import polars as pl

State = Literal["pending", "in_flight", "done", "failed"]
UPSERT = "upsert"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS ops (
    workspace TEXT NOT NULL,
    external_id TEXT NOT NULL,
    op TEXT NOT NULL,
    payload_hash TEXT NOT NULL,
    generation INTEGER NOT NULL,
    idempotency_key TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'in_flight', 'done', 'failed')),
    attempts INTEGER NOT NULL,
    done_hash TEXT,
    contact_id INTEGER,
    created INTEGER,
    last_code TEXT,
    last_error TEXT,
    request_id TEXT,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (workspace, external_id, op)
) WITHOUT ROWID;
"""
_COLUMNS = (
    "workspace, external_id, op, payload_hash, generation, idempotency_key, state, attempts, "
    "done_hash, contact_id, created, last_code, last_error, request_id, updated_at"
)


def membership_op(list_id: int) -> str:
    return f"membership:{list_id}"


def membership_hash(list_id: int, contact_id: int) -> str:
    """What a membership "payload" is: the pair it links."""
    return hashlib.sha256(f"{list_id}:{contact_id}".encode()).hexdigest()


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


@dataclass(frozen=True)
class Previous:
    """The ledger's last attempt of an op, as the plan read it."""

    payload_hash: str | None
    generation: int | None
    state: str | None


@dataclass
class Op:
    """One operation's ledger row, as the sending stage updates it."""

    workspace: str
    external_id: str
    op: str
    payload_hash: str
    generation: int
    idempotency_key: str
    state: State
    attempts: int = 0
    done_hash: str | None = None
    contact_id: int | None = None
    created: bool | None = None
    last_code: str | None = None
    last_error: str | None = None
    request_id: str | None = None

    def row(self, now: str) -> tuple[object, ...]:
        return (
            self.workspace,
            self.external_id,
            self.op,
            self.payload_hash,
            self.generation,
            self.idempotency_key,
            self.state,
            self.attempts,
            self.done_hash,
            self.contact_id,
            None if self.created is None else int(self.created),
            self.last_code,
            self.last_error,
            self.request_id,
            now,
        )


class Ledger:
    """The ledger database of one import state directory."""

    def __init__(self, path: Path) -> None:
        private_file(path)
        self.path = path
        self._db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)
        self.nonce = self._meta("nonce") or self._set_meta("nonce", secrets.token_hex(4))

    def _meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def _set_meta(self, key: str, value: str) -> str:
        self._db.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )
        return value

    def remember(self, key: str, value: str) -> None:
        """Store a fact about the import (file, fingerprint) for someone reading the ledger."""
        self._set_meta(key, value)

    def idempotency_key(self, external_id: str, op: str, payload_hash: str, generation: int) -> str:
        """`imp.<nonce>.<external id hash>.<payload hash>.<generation>.<u|m>` (spec pattern)."""
        ext = hashlib.sha256(external_id.encode()).hexdigest()[:20]
        kind = "u" if op == UPSERT else "m"
        return f"imp.{self.nonce}.{ext}.{payload_hash[:16]}.{generation}.{kind}"

    def next_op(
        self,
        previous: Previous | None,
        workspace: str,
        external_id: str,
        op: str,
        payload_hash: str,
    ) -> Op:
        """The op to send, given the ledger's last attempt of it.

        The key is reused only to finish an unfinished attempt of the same payload (a
        retry, or a rerun after a crash), so the service replays the receipt if that
        attempt did land. Anything else, a new payload or sending a finished one again
        (`--full-resync`), moves to the next generation and a key never used before.
        """
        if previous is None or previous.generation is None:
            generation = 1
        elif previous.payload_hash == payload_hash and previous.state != "done":
            generation = previous.generation
        else:
            generation = previous.generation + 1
        key = self.idempotency_key(external_id, op, payload_hash, generation)
        return Op(workspace, external_id, op, payload_hash, generation, key, "pending")

    def save(self, ops: Iterable[Op]) -> None:
        """Write op rows in one transaction, later rows for the same op winning."""
        self.write([op.row(now()) for op in ops])

    def write(self, rows: list[tuple[object, ...]]) -> None:
        """Write `Op.row` tuples in one transaction, later rows for the same op winning."""
        if not rows:
            return
        self._db.execute("BEGIN")
        try:
            self._db.executemany(
                f"INSERT OR REPLACE INTO ops ({_COLUMNS}) VALUES ({', '.join('?' * 15)})", rows
            )
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def frame(self, workspace: str, op: str) -> pl.DataFrame:
        """Every row of one op kind in one workspace, for joining with the plan."""
        import polars as pl

        cursor = self._db.execute(
            "SELECT external_id, payload_hash, generation, idempotency_key, state, done_hash, "
            "contact_id, created, last_code, last_error, request_id "
            "FROM ops WHERE workspace = ? AND op = ?",
            (workspace, op),
        )
        schema = {
            "externalId": pl.String,
            "payload_hash": pl.String,
            "generation": pl.Int64,
            "idempotency_key": pl.String,
            "state": pl.String,
            "done_hash": pl.String,
            "contact_id": pl.Int64,
            "created": pl.Boolean,
            "last_code": pl.String,
            "last_error": pl.String,
            "request_id": pl.String,
        }
        return pl.DataFrame(cursor.fetchall(), schema=schema, orient="row")

    def close(self) -> None:
        self._db.close()
