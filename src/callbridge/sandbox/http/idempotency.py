"""Idempotency receipts (spec "Idempotency", gap G7).

A receipt is kept per credential and key, with the method, path and a SHA-256 fingerprint of
the body, so a retry that differs in any of them is a conflict rather than a replay. A JSON
body is fingerprinted in canonical form (sorted keys, no insignificant whitespace): a client
that re-serializes the same request on a retry gets a replay, not a conflict.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from callbridge.sandbox.backend.errors import ApiError
from callbridge.sandbox.state.clock import fmt

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

KEY_RE = re.compile(r"^[A-Za-z0-9._:-]{1,200}$")


@dataclass(frozen=True)
class Receipt:
    status: int
    body: Any


def check_key(value: str | None) -> str:
    if value is None:
        raise ApiError(
            400, "idempotency_key_required", "Every write needs an Idempotency-Key header."
        )
    if KEY_RE.fullmatch(value) is None:
        raise ApiError(
            400, "idempotency_key_invalid", "Idempotency-Key must match ^[A-Za-z0-9._:-]{1,200}$."
        )
    return value


def fingerprint(body: bytes) -> str:
    try:
        canonical = json.dumps(
            json.loads(body), sort_keys=True, separators=(",", ":"), ensure_ascii=False
        ).encode("utf-8", "surrogatepass")
    except (ValueError, RecursionError):
        canonical = body  # not JSON: validation rejects it after the receipt lookup
    return hashlib.sha256(canonical).hexdigest()


def lookup(
    conn: sqlite3.Connection,
    credential_id: str,
    key: str,
    method: str,
    path: str,
    body_fingerprint: str,
) -> Receipt | None:
    """The stored answer for an identical retry, None for a new key, 409 for a changed one."""
    row = conn.execute(
        "SELECT * FROM receipts WHERE credential_id = ? AND key = ?", (credential_id, key)
    ).fetchone()
    if row is None:
        return None
    if (row["method"], row["path"], row["fingerprint"]) != (method, path, body_fingerprint):
        raise ApiError(
            409,
            "idempotency_conflict",
            "This Idempotency-Key was already used for a different request.",
        )
    return Receipt(row["status"], json.loads(row["body"]))


def save(
    conn: sqlite3.Connection,
    credential_id: str,
    key: str,
    method: str,
    path: str,
    body_fingerprint: str,
    status: int,
    body: Any,
    now: Any,
) -> None:
    conn.execute(
        "INSERT INTO receipts (credential_id, key, method, path, fingerprint, status, body, "
        "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (credential_id, key, method, path, body_fingerprint, status, json.dumps(body), fmt(now)),
    )


@asynccontextmanager
async def exclusive(state: SandboxState, credential_id: str, key: str) -> AsyncIterator[None]:
    """Serialize requests that share a credential and key: the second waits, then replays.

    Requests may arrive on different event loops (the in-process sync transport runs its own),
    so the guard is a thread-safe set polled with short sleeps rather than an asyncio lock.
    """
    token = (credential_id, key)
    while True:
        with state.in_flight_lock:
            if token not in state.in_flight:
                state.in_flight.add(token)
                break
        await asyncio.sleep(0.005)
    try:
        yield
    finally:
        with state.in_flight_lock:
            state.in_flight.discard(token)
