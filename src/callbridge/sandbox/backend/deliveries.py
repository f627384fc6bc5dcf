"""Deliveries and attempts (gap G10): what is due, what each attempt did, what history is
kept, and replay. The HTTP exchange itself lives in `outbound/sender.py`."""

from __future__ import annotations

import json
import random
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from callbridge.sandbox.backend.access import Conn, Row
from callbridge.sandbox.backend.errors import ApiError, not_found
from callbridge.sandbox.backend.events import payload
from callbridge.sandbox.state.clock import fmt

MAX_ATTEMPTS = 8
HISTORY = 100
_JITTER = random.Random()


@dataclass(frozen=True)
class Job:
    delivery_id: str
    attempt_id: str
    attempt_number: int
    url: str
    secret: str
    body: bytes


def retry_delay(failed_attempts: int, rng: random.Random | None = None) -> float:
    """Seconds before the next attempt after n failed ones: 30·2^(n-1) plus ≤10% jitter, ≤3600."""
    base = min(3600.0, 30.0 * 2.0 ** (failed_attempts - 1))
    jitter = (rng if rng is not None else _JITTER).uniform(0, base * 0.1)
    return min(3600.0, base + jitter)


def claim_due(conn: Conn, now: datetime) -> list[Job]:
    """Mark every due delivery in progress and open its attempt."""
    stamp = fmt(now)
    jobs: list[Job] = []
    rows = conn.execute(
        "SELECT d.*, w.url, w.secret FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id "
        "WHERE d.state = 'pending' AND d.next_attempt_at <= ? AND w.active = 1 "
        "AND w.secret IS NOT NULL ORDER BY d.seq",
        (stamp,),
    ).fetchall()
    for row in rows:
        event = conn.execute("SELECT * FROM events WHERE id = ?", (row["event_id"],)).fetchone()
        body = json.dumps(payload(event), separators=(",", ":")).encode()
        attempt_id = str(uuid.uuid4())
        number = row["attempt_count"] + 1
        conn.execute(
            "UPDATE deliveries SET state = 'in_progress', attempt_count = ?, "
            "updated_at = ? WHERE id = ?",
            (number, stamp, row["id"]),
        )
        conn.execute(
            "INSERT INTO attempts (id, delivery_id, number, state, started_at) "
            "VALUES (?, ?, ?, 'in_progress', ?)",
            (attempt_id, row["id"], number, stamp),
        )
        jobs.append(Job(row["id"], attempt_id, number, row["url"], row["secret"], body))
    return jobs


def record_attempt(
    conn: Conn,
    now: datetime,
    job: Job,
    *,
    ok: bool,
    retryable: bool,
    status_code: int | None,
    error: str | None,
) -> None:
    """Settle the attempt; a retryable failure before the 8th attempt is scheduled again."""
    stamp = fmt(now)
    if ok:
        state, attempt_state, next_at = "succeeded", "succeeded", None
    elif retryable and job.attempt_number < MAX_ATTEMPTS:
        state, attempt_state = "pending", "failed"
        next_at = fmt(now + timedelta(seconds=retry_delay(job.attempt_number)))
    else:
        state, attempt_state, next_at = "failed", "failed", None
    conn.execute(
        "UPDATE attempts SET state = ?, status_code = ?, error = ?, finished_at = ? WHERE id = ?",
        (attempt_state, status_code, error, stamp, job.attempt_id),
    )
    conn.execute(
        "UPDATE deliveries SET state = ?, next_attempt_at = ?, updated_at = ? "
        "WHERE id = ? AND state = 'in_progress'",
        (state, next_at, stamp, job.delivery_id),
    )
    _prune(conn, job.delivery_id)


def _prune(conn: Conn, delivery_id: str) -> None:
    """Keep the latest 100 attempts of the delivery and 100 settled deliveries per hook."""
    conn.execute(
        "DELETE FROM attempts WHERE delivery_id = ? AND seq NOT IN (SELECT seq FROM "
        "attempts WHERE delivery_id = ? ORDER BY seq DESC LIMIT ?)",
        (delivery_id, delivery_id, HISTORY),
    )
    row = conn.execute("SELECT webhook_id FROM deliveries WHERE id = ?", (delivery_id,)).fetchone()
    if row is None:
        return
    old = conn.execute(
        "SELECT id FROM deliveries WHERE webhook_id = ? AND state NOT IN ('pending', "
        "'in_progress') AND seq NOT IN (SELECT seq FROM deliveries WHERE webhook_id = ? "
        "ORDER BY seq DESC LIMIT ?)",
        (row["webhook_id"], row["webhook_id"], HISTORY),
    ).fetchall()
    for stale in old:
        conn.execute("DELETE FROM attempts WHERE delivery_id = ?", (stale["id"],))
        conn.execute("DELETE FROM deliveries WHERE id = ?", (stale["id"],))


def cancel_queued(conn: Conn, webhook_id: str, now: datetime) -> None:
    conn.execute(
        "UPDATE deliveries SET state = 'cancelled', next_attempt_at = NULL, "
        "updated_at = ? WHERE webhook_id = ? AND state = 'pending'",
        (fmt(now), webhook_id),
    )


def history(conn: Conn, webhook_id: str) -> list[Row]:
    """The latest 100 deliveries of the subscription, newest first."""
    return list(
        conn.execute(
            "SELECT * FROM deliveries WHERE webhook_id = ? ORDER BY seq DESC LIMIT ?",
            (webhook_id, HISTORY),
        ).fetchall()
    )


def find(conn: Conn, webhook_id: str, delivery_id: str) -> Row:
    """The delivery by its own id within this subscription (not an event or attempt id)."""
    row: Row | None = conn.execute(
        "SELECT * FROM deliveries WHERE id = ? AND webhook_id = ?", (delivery_id, webhook_id)
    ).fetchone()
    if row is None:
        raise not_found("Delivery")
    return row


def attempts(conn: Conn, delivery_id: str) -> list[Row]:
    """The latest 100 attempts of the delivery, newest first."""
    return list(
        conn.execute(
            "SELECT * FROM attempts WHERE delivery_id = ? ORDER BY seq DESC LIMIT ?",
            (delivery_id, HISTORY),
        ).fetchall()
    )


def replay(conn: Conn, now: datetime, delivery: Row) -> None:
    """Queue again: same ids, the retry count restarts, history stays (spec Replay rules)."""
    if delivery["state"] == "in_progress":
        raise ApiError(
            409,
            "delivery_in_progress",
            "An attempt of this delivery is running; wait for it to finish.",
        )
    stamp = fmt(now)
    conn.execute(
        "UPDATE deliveries SET state = 'pending', attempt_count = 0, next_attempt_at = ?, "
        "updated_at = ? WHERE id = ?",
        (stamp, stamp, delivery["id"]),
    )
