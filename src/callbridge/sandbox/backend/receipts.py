"""Idempotency receipts (spec "Idempotency", gap G7): per credential and key, the method,
path and body fingerprint of the first request and the answer it got."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from callbridge.sandbox.backend.access import Conn
from callbridge.sandbox.backend.errors import ApiError
from callbridge.sandbox.state.clock import fmt


@dataclass(frozen=True)
class Request:
    credential_id: str
    key: str
    method: str
    path: str
    fingerprint: str


@dataclass(frozen=True)
class Receipt:
    status: int
    body: Any


def lookup(conn: Conn, request: Request) -> Receipt | None:
    """The stored answer for an identical retry, None for a new key, 409 for a changed one."""
    row = conn.execute(
        "SELECT * FROM receipts WHERE credential_id = ? AND key = ?",
        (request.credential_id, request.key),
    ).fetchone()
    if row is None:
        return None
    if (row["method"], row["path"], row["fingerprint"]) != (
        request.method,
        request.path,
        request.fingerprint,
    ):
        raise ApiError(
            409,
            "idempotency_conflict",
            "This Idempotency-Key was already used for a different request.",
        )
    return Receipt(row["status"], json.loads(row["body"]))


def save(conn: Conn, request: Request, status: int, body: Any, now: datetime) -> None:
    conn.execute(
        "INSERT INTO receipts (credential_id, key, method, path, fingerprint, status, body, "
        "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            request.credential_id,
            request.key,
            request.method,
            request.path,
            request.fingerprint,
            status,
            json.dumps(body),
            fmt(now),
        ),
    )
