"""Outbound webhook traffic: verification challenges and event deliveries (gap G10).

Signing is a few lines of HMAC here on purpose: the sandbox is written from the spec and must
not borrow the client's signer, or a shared mistake could hide in both.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import random
import secrets
import sqlite3
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

import httpx

from callbridge.sandbox.clock import fmt
from callbridge.sandbox.events import payload
from callbridge.sandbox.receivers import Target, pinned_target, post_capped, receiver_problem

if TYPE_CHECKING:
    from callbridge.sandbox.state import SandboxState

TIMEOUT_SECONDS = 15.0
MAX_ATTEMPTS = 8
HISTORY = 100
USER_AGENT = "callbridge-sandbox-webhooks/2"
_JITTER = random.Random()


def sign(secret: str, body: bytes, timestamp_ms: int) -> str:
    """`t=<unix ms>,v1=<hex HMAC-SHA256 of "<t>." + raw body>` keyed with the literal secret."""
    mac = hmac.new(secret.encode(), f"{timestamp_ms}.".encode() + body, hashlib.sha256)
    return f"t={timestamp_ms},v1={mac.hexdigest()}"


def retry_delay(failed_attempts: int, rng: random.Random | None = None) -> float:
    """Seconds before the next attempt after n failed ones: 30·2^(n-1) plus ≤10% jitter, ≤3600."""
    base = min(3600.0, 30.0 * 2.0 ** (failed_attempts - 1))
    jitter = (rng if rng is not None else _JITTER).uniform(0, base * 0.1)
    return min(3600.0, base + jitter)


def new_signing_secret() -> str:
    return "whsec_" + secrets.token_urlsafe(32)


def _client(state: SandboxState) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        transport=state.outbound_transport,
        timeout=TIMEOUT_SECONDS,
        follow_redirects=False,
        trust_env=False,
    )


@dataclass(frozen=True)
class Outcome:
    status_code: int | None
    error: str | None
    response: httpx.Response | None = None
    refused: bool = False  # the receiver URL breaks the rules: retrying cannot help

    @property
    def ok(self) -> bool:
        return self.status_code is not None and 200 <= self.status_code < 300

    @property
    def retryable(self) -> bool:
        code = self.status_code
        return not self.refused and (code is None or code in (408, 429) or code >= 500)


async def _post(state: SandboxState, url: str, body: bytes, headers: dict[str, str]) -> Outcome:
    problem = receiver_problem(url, state.settings.allow_loopback_receivers)
    target = Target(url)
    try:
        if problem is None and state.outbound_transport is None:
            problem, target = await pinned_target(url, state.settings.allow_loopback_receivers)
        if problem is not None:
            return Outcome(None, f"receiver URL rejected: {problem}", refused=True)
        async with _client(state) as client:
            # the whole exchange, not each network phase, must fit in the timeout
            response = await asyncio.wait_for(
                post_capped(client, target, body, headers), TIMEOUT_SECONDS
            )
    except (httpx.TimeoutException, TimeoutError):
        return Outcome(None, f"timed out after {TIMEOUT_SECONDS:.0f} s")
    except httpx.HTTPError as error:
        return Outcome(None, f"connection failed: {type(error).__name__}: {error}")
    return Outcome(response.status_code, None, response)


def _headers(secret: str, body: bytes, now: datetime) -> dict[str, str]:
    return {
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
        "Service-Signature": sign(secret, body, int(now.timestamp() * 1000)),
    }


async def verify(state: SandboxState, url: str, secret: str) -> str | None:
    """Send the signed challenge; None when the receiver echoed it, else why it failed."""
    challenge = secrets.token_urlsafe(24)
    body = json.dumps(
        {"type": "webhook.verification", "challenge": challenge}, separators=(",", ":")
    ).encode()
    outcome = await _post(state, url, body, _headers(secret, body, state.now()))
    if outcome.response is None:
        return outcome.error
    if not outcome.ok:
        return f"receiver answered {outcome.status_code}"
    try:
        answer = outcome.response.json()
    except ValueError:
        return "receiver answer is not JSON"
    echoed = answer.get("challenge") if isinstance(answer, dict) else answer
    if echoed != challenge:
        return "receiver answer does not contain the identical challenge"
    return None


@dataclass(frozen=True)
class _Job:
    delivery_id: str
    attempt_id: str
    attempt_number: int
    url: str
    secret: str
    body: bytes


def _claim(state: SandboxState) -> list[_Job]:
    """Mark every due delivery in progress and open its attempt, in one transaction."""
    now = state.now()
    stamp = fmt(now)
    jobs: list[_Job] = []
    with state.store.tx() as conn:
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
            jobs.append(_Job(row["id"], attempt_id, number, row["url"], row["secret"], body))
    return jobs


async def _send(state: SandboxState, job: _Job) -> None:
    headers = _headers(job.secret, job.body, state.now())
    headers["Service-Delivery-Id"] = job.delivery_id
    headers["Service-Attempt-Id"] = job.attempt_id
    outcome = await _post(state, job.url, job.body, headers)
    now = state.now()
    stamp = fmt(now)
    if outcome.ok:
        state_, attempt_state, next_at = "succeeded", "succeeded", None
    elif outcome.retryable and job.attempt_number < MAX_ATTEMPTS:
        state_, attempt_state = "pending", "failed"
        next_at = fmt(now + timedelta(seconds=retry_delay(job.attempt_number)))
    else:
        state_, attempt_state, next_at = "failed", "failed", None
    with state.store.tx() as conn:
        conn.execute(
            "UPDATE attempts SET state = ?, status_code = ?, error = ?, finished_at = ? "
            "WHERE id = ?",
            (attempt_state, outcome.status_code, outcome.error, stamp, job.attempt_id),
        )
        conn.execute(
            "UPDATE deliveries SET state = ?, next_attempt_at = ?, updated_at = ? "
            "WHERE id = ? AND state = 'in_progress'",
            (state_, next_at, stamp, job.delivery_id),
        )
        _prune(conn, job.delivery_id)


def _prune(conn: sqlite3.Connection, delivery_id: str) -> None:
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


async def run_due(state: SandboxState) -> int:
    """Send every delivery due on the sandbox clock and wait for the answers."""
    jobs = _claim(state)
    if jobs:
        await asyncio.gather(*(_send(state, job) for job in jobs))
    return len(jobs)


async def worker(state: SandboxState, interval: float = 0.5) -> None:
    """Background sender for real-time use; idle while the virtual clock is set."""
    while True:
        if state.clock.is_real:
            await run_due(state)
        await asyncio.sleep(interval)


def cancel_queued(conn: sqlite3.Connection, webhook_id: str, now: datetime) -> None:
    conn.execute(
        "UPDATE deliveries SET state = 'cancelled', next_attempt_at = NULL, "
        "updated_at = ? WHERE webhook_id = ? AND state = 'pending'",
        (fmt(now), webhook_id),
    )
