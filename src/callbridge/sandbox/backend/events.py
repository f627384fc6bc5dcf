"""Events: written with the mutation, published after commit (gap G9, spec "Events").

A mutation inserts its events inside its own transaction. Publication runs after that
transaction commits: it assigns change-feed sequences in publication order (so a late
transaction receives a later cursor) and fans the event out to the active subscriptions
whose credential may read it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import sqlite3
import uuid
from datetime import datetime
from typing import TYPE_CHECKING, Any

from callbridge.sandbox.backend.credentials import Credential, credential_from_row
from callbridge.sandbox.state.clock import fmt

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

EVENT_SCOPES: dict[str, str] = {
    "call.created": "calls:read",
    "call.updated": "calls:read",
    "call.deleted": "calls:read",
    "call.completed": "calls:read",
    "call.disposition_updated": "calls:read",
    "recording.available": "recordings:read",
    "transcript.available": "transcripts:read",
    "list.membership_updated": "lists:read",
    "contact.created": "contacts:read",
    "contact.updated": "contacts:read",
    "contact.deleted": "contacts:read",
    "contact.access_revoked": "contacts:read",
    "list.created": "lists:read",
    "list.updated": "lists:read",
    "list.deleted": "lists:read",
    "list.access_revoked": "lists:read",
}
EVENT_TYPES: tuple[str, ...] = tuple(EVENT_SCOPES)


def readable_types(cred: Credential) -> list[str]:
    return [t for t, scope in EVENT_SCOPES.items() if scope in cred.scopes]


def capture_active(conn: sqlite3.Connection, workspace_id: str, now: datetime) -> bool:
    """Spec: events are captured only while a non-revoked, unexpired workspace key exists."""
    row = conn.execute(
        "SELECT 1 FROM credentials WHERE workspace_id = ? AND kind = 'workspace' AND revoked = 0 "
        "AND (expires_at IS NULL OR expires_at > ?) LIMIT 1",
        (workspace_id, fmt(now)),
    ).fetchone()
    return row is not None


def emit(
    conn: sqlite3.Connection,
    now: datetime,
    type_: str,
    workspace_id: str,
    owner_id: str,
    resource_type: str,
    resource_id: str,
    data: dict[str, Any],
) -> None:
    conn.execute(
        "INSERT INTO events (id, workspace_id, owner_id, type, resource_type, resource_id, data, "
        "created_at, captured) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            str(uuid.uuid4()),
            workspace_id,
            owner_id,
            type_,
            resource_type,
            resource_id,
            json.dumps(data),
            fmt(now),
            int(capture_active(conn, workspace_id, now)),
        ),
    )


def payload(row: sqlite3.Row) -> dict[str, Any]:
    """The event body a receiver gets (spec "Event payload")."""
    return {
        "id": row["id"],
        "type": row["type"],
        "apiVersion": "v2",
        "createdAt": row["created_at"],
        "workspaceId": row["workspace_id"],
        "ownerId": row["owner_id"],
        "resourceType": row["resource_type"],
        "resourceId": row["resource_id"],
        "data": json.loads(row["data"]),
    }


def credential_can_receive(
    conn: sqlite3.Connection, credential_id: str, now: datetime, environment: str
) -> Credential | None:
    """The subscription owner's credential when it is still usable, else None."""
    row = conn.execute("SELECT * FROM credentials WHERE id = ?", (credential_id,)).fetchone()
    if row is None:
        return None
    cred = _credential(row)
    if cred.revoked or cred.environment != environment:
        return None
    if cred.expires_at is not None and now >= cred.expires_at:
        return None
    if cred.kind == "personal":
        member = conn.execute(
            "SELECT status FROM members WHERE id = ?", (cred.owner_id,)
        ).fetchone()
        if member is None or member["status"] != "active":
            return None
    return cred


_PARSED_CREDENTIALS: dict[tuple[Any, ...], Credential] = {}
PARSED_CREDENTIALS_MAX = 256


def _credential(row: sqlite3.Row) -> Credential:
    """The credential a row describes. The row is read for every event (a revocation counts
    at once); its parse, keyed by the row's values, is kept (at most PARSED_CREDENTIALS_MAX):
    every write with a subscription active fans out through here."""
    key = tuple(row)
    cred = _PARSED_CREDENTIALS.get(key)
    if cred is None:
        if len(_PARSED_CREDENTIALS) >= PARSED_CREDENTIALS_MAX:
            _PARSED_CREDENTIALS.clear()
        cred = _PARSED_CREDENTIALS[key] = credential_from_row(row)
    return cred


@functools.lru_cache(maxsize=256)
def _subscribed_types(events_json: str) -> frozenset[str]:
    return frozenset(json.loads(events_json))


@functools.lru_cache(maxsize=256)
def _namespace(webhook_id: str) -> bytes:
    return uuid.UUID(webhook_id).bytes


def delivery_id(webhook_id: str, event_id: str) -> str:
    """Gap G10: stable per subscription and event: `uuid5(webhook id, event id)`, written out
    by hand because it is computed for every delivery queued, on the request path."""
    digest = bytearray(hashlib.sha1(_namespace(webhook_id) + event_id.encode()).digest()[:16])
    digest[6] = (digest[6] & 0x0F) | 0x50  # version 5
    digest[8] = (digest[8] & 0x3F) | 0x80  # RFC 4122 variant
    h = digest.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def publish(state: SandboxState) -> int:
    """Publish every committed, unpublished event; the number of deliveries queued."""
    queued = 0
    now = state.now()
    with state.store.tx() as conn:
        pending = conn.execute("SELECT * FROM events WHERE published = 0 ORDER BY rowid").fetchall()
        for event in pending:
            if event["captured"]:
                conn.execute(
                    "INSERT INTO changes (event_id, workspace_id, owner_id, type) "
                    "VALUES (?, ?, ?, ?)",
                    (event["id"], event["workspace_id"], event["owner_id"], event["type"]),
                )
            queued += _fan_out(state, conn, event, now)
            conn.execute("UPDATE events SET published = 1 WHERE rowid = ?", (event["rowid"],))
    if queued:
        state.deliveries.wake()
    return queued


def _fan_out(
    state: SandboxState, conn: sqlite3.Connection, event: sqlite3.Row, now: datetime
) -> int:
    hooks = conn.execute(
        "SELECT id, credential_id, events FROM webhooks WHERE workspace_id = ? AND active = 1",
        (event["workspace_id"],),
    ).fetchall()
    count = 0
    for hook in hooks:
        if event["type"] not in _subscribed_types(hook["events"]):
            continue
        cred = credential_can_receive(conn, hook["credential_id"], now, state.environment)
        if cred is None or EVENT_SCOPES[event["type"]] not in cred.scopes:
            continue
        if not cred.permits_owner(event["owner_id"]):
            continue
        stamp = fmt(now)
        conn.execute(
            "INSERT OR IGNORE INTO deliveries (id, webhook_id, event_id, event_type, state, "
            "attempt_count, next_attempt_at, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?)",
            (
                delivery_id(hook["id"], event["id"]),
                hook["id"],
                event["id"],
                event["type"],
                stamp,
                stamp,
                stamp,
            ),
        )
        count += 1
    return count
