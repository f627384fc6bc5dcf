"""Webhook subscriptions (spec lifecycle table; gaps G8, G19, G20) and the replay of their
deliveries. A subscription belongs to the credential that created it: every other key gets
404 for it."""

from __future__ import annotations

import json
import secrets
from datetime import datetime

from callbridge.sandbox.backend import deliveries
from callbridge.sandbox.backend.access import Conn, Row
from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.errors import ApiError, not_found
from callbridge.sandbox.state.clock import fmt


def new_signing_secret() -> str:
    """Gap G8: `whsec_` and 43 URL-safe characters."""
    return "whsec_" + secrets.token_urlsafe(32)


def inactive() -> ApiError:
    return ApiError(
        409,
        "inactive_webhook",
        "The subscription is not active and verified; verify or enable it first.",
    )


def _reload(conn: Conn, hook_id: str) -> Row:
    row: Row = conn.execute("SELECT * FROM webhooks WHERE id = ?", (hook_id,)).fetchone()
    return row


def owned(conn: Conn, cred: Credential, hook_id: str) -> Row:
    row: Row | None = conn.execute(
        "SELECT * FROM webhooks WHERE id = ? AND credential_id = ?", (hook_id, cred.id)
    ).fetchone()
    if row is None:
        raise not_found("Webhook subscription")
    return row


def put(
    conn: Conn,
    cred: Credential,
    now: datetime,
    hook_id: str,
    name: str,
    url: str,
    events: list[str],
) -> tuple[Row, bool]:
    """Create, or replace the configuration; `(row, created)`. A changed configuration makes
    the subscription inactive and unverified and cancels its queued deliveries (G8, G20)."""
    row: Row | None = conn.execute("SELECT * FROM webhooks WHERE id = ?", (hook_id,)).fetchone()
    stamp = fmt(now)
    if row is None:
        conn.execute(
            "INSERT INTO webhooks (id, credential_id, workspace_id, name, url, events, active, "
            "verified, secret, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, 0, NULL, ?, ?)",
            (hook_id, cred.id, cred.workspace_id, name, url, json.dumps(events), stamp, stamp),
        )
        return _reload(conn, hook_id), True
    if row["credential_id"] != cred.id:
        raise not_found("Webhook subscription")
    if (row["name"], row["url"], set(json.loads(row["events"]))) != (name, url, set(events)):
        conn.execute(
            "UPDATE webhooks SET name = ?, url = ?, events = ?, active = 0, "
            "verified = 0, updated_at = ? WHERE id = ?",
            (name, url, json.dumps(events), stamp, hook_id),
        )
        deliveries.cancel_queued(conn, hook_id, now)
    return _reload(conn, hook_id), False


def rotate_secret(conn: Conn, cred: Credential, now: datetime, hook_id: str) -> str:
    """A new secret replaces the old at once and pauses delivery; `verified` stays (G20)."""
    owned(conn, cred, hook_id)
    secret = new_signing_secret()
    conn.execute(
        "UPDATE webhooks SET secret = ?, active = 0, updated_at = ? WHERE id = ?",
        (secret, fmt(now), hook_id),
    )
    return secret


def mark_verified(conn: Conn, cred: Credential, now: datetime, verified: Row) -> Row:
    """Activate after a successful challenge, unless the subscription changed meanwhile."""
    current = owned(conn, cred, verified["id"])
    if (current["url"], current["secret"]) != (verified["url"], verified["secret"]):
        raise ApiError(
            422,
            "verification_failed",
            "Verification failed: the subscription changed while it was being verified.",
        )
    conn.execute(
        "UPDATE webhooks SET active = 1, verified = 1, updated_at = ? WHERE id = ?",
        (fmt(now), verified["id"]),
    )
    return _reload(conn, verified["id"])


def set_active(conn: Conn, cred: Credential, now: datetime, hook_id: str, active: bool) -> Row:
    """Enabling needs an earlier verification (gap G6: 409 `inactive_webhook`)."""
    row = owned(conn, cred, hook_id)
    if active and not row["verified"]:
        raise inactive()
    if bool(row["active"]) == active:
        return row
    conn.execute(
        "UPDATE webhooks SET active = ?, updated_at = ? WHERE id = ?",
        (int(active), fmt(now), hook_id),
    )
    return _reload(conn, hook_id)


def replayable(conn: Conn, cred: Credential, hook_id: str) -> Row:
    """Replay needs the caller's own, active and verified subscription (checked again before a
    receipt is replayed, spec Idempotency rule 6)."""
    row = owned(conn, cred, hook_id)
    if not (row["active"] and row["verified"]):
        raise inactive()
    return row
