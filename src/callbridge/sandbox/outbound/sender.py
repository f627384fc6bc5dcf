"""Outbound webhook traffic: verification challenges and event deliveries (gap G10).

Signing is a few lines of HMAC here on purpose: the sandbox is written from the spec and must
not borrow the client's signer, or a shared mistake could hide in both.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import secrets
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

import httpx

from callbridge.sandbox.backend import deliveries
from callbridge.sandbox.outbound.http11 import Http11Pool
from callbridge.sandbox.outbound.receivers import (
    Target,
    pinned_target,
    post_capped,
    receiver_problem,
)

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

TIMEOUT_SECONDS = 15.0
USER_AGENT = "callbridge-sandbox-webhooks/2"


def sign(secret: str, body: bytes, timestamp_ms: int) -> str:
    """`t=<unix ms>,v1=<hex HMAC-SHA256 of "<t>." + raw body>` keyed with the literal secret."""
    mac = hmac.new(secret.encode(), f"{timestamp_ms}.".encode() + body, hashlib.sha256)
    return f"t={timestamp_ms},v1={mac.hexdigest()}"


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


async def post(
    state: SandboxState,
    client: httpx.AsyncClient,
    url: str,
    body: bytes,
    headers: dict[str, str],
    timeout: float = TIMEOUT_SECONDS,
    plain: Http11Pool | None = None,
) -> Outcome:
    """One POST under the receiver rules; a refused or failed connection is an outcome.

    With `plain`, an `http://` receiver (a loopback one: the rules admit no other) is sent
    to over its lean connections instead of the httpx client."""
    problem = receiver_problem(url, state.settings.allow_loopback_receivers)
    target = Target(url)
    try:
        if problem is None and state.outbound_transport is None:
            # resolved once, judged, and connected to the judged address
            problem, target = await pinned_target(url, state.settings.allow_loopback_receivers)
        if problem is not None:
            return Outcome(None, f"receiver URL rejected: {problem}", refused=True)
        # the whole exchange, not each network phase, must fit in the timeout
        if plain is not None and url.startswith("http://"):
            exchange = plain.post(target.url, body, headers)
        else:
            exchange = post_capped(client, target, body, headers, timeout)
        response = await asyncio.wait_for(exchange, timeout)
    except (httpx.TimeoutException, TimeoutError):
        return Outcome(None, f"timed out after {timeout:g} s")
    except httpx.ConnectError as error:
        return Outcome(None, f"connection failed: {error or 'refused'}")
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
    outcome = await state.deliveries.post(url, body, _headers(secret, body, state.now()))
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


def job_headers(job: deliveries.Job, now: datetime) -> dict[str, str]:
    """The delivery headers of one attempt: signature, delivery id, attempt id."""
    headers = _headers(job.secret, job.body, now)
    headers["Service-Delivery-Id"] = job.delivery_id
    headers["Service-Attempt-Id"] = job.attempt_id
    return headers


def record(
    conn: sqlite3.Connection, finished: datetime, job: deliveries.Job, outcome: Outcome
) -> None:
    """Settle one attempt with its outcome (inside the caller's transaction)."""
    deliveries.record_attempt(
        conn,
        finished,
        job,
        ok=outcome.ok,
        retryable=outcome.retryable,
        status_code=outcome.status_code,
        error=outcome.error,
    )
