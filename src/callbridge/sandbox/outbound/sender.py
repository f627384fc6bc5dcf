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
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

import httpx

from callbridge.sandbox.backend import deliveries
from callbridge.sandbox.outbound.receivers import receiver_problem, resolution_problem

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

TIMEOUT_SECONDS = 15.0
USER_AGENT = "callbridge-sandbox-webhooks/2"


def sign(secret: str, body: bytes, timestamp_ms: int) -> str:
    """`t=<unix ms>,v1=<hex HMAC-SHA256 of "<t>." + raw body>` keyed with the literal secret."""
    mac = hmac.new(secret.encode(), f"{timestamp_ms}.".encode() + body, hashlib.sha256)
    return f"t={timestamp_ms},v1={mac.hexdigest()}"


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
    if problem is None and state.outbound_transport is None:
        problem = await resolution_problem(url, state.settings.allow_loopback_receivers)
    if problem is not None:
        return Outcome(None, f"receiver URL rejected: {problem}", refused=True)
    try:
        async with _client(state) as client:
            # the whole exchange, not each network phase, must fit in the timeout
            response = await asyncio.wait_for(
                client.post(url, content=body, headers=headers), TIMEOUT_SECONDS
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


async def _send(state: SandboxState, job: deliveries.Job) -> None:
    headers = _headers(job.secret, job.body, state.now())
    headers["Service-Delivery-Id"] = job.delivery_id
    headers["Service-Attempt-Id"] = job.attempt_id
    outcome = await _post(state, job.url, job.body, headers)
    with state.store.tx() as conn:
        deliveries.record_attempt(
            conn,
            state.now(),
            job,
            ok=outcome.ok,
            retryable=outcome.retryable,
            status_code=outcome.status_code,
            error=outcome.error,
        )


async def run_due(state: SandboxState) -> int:
    """Send every delivery due on the sandbox clock and wait for the answers."""
    with state.store.tx() as conn:
        jobs = deliveries.claim_due(conn, state.now())
    if jobs:
        await asyncio.gather(*(_send(state, job) for job in jobs))
    return len(jobs)


async def worker(state: SandboxState, interval: float = 0.5) -> None:
    """Background sender for real-time use; idle while the virtual clock is set."""
    while True:
        if state.clock.is_real:
            await run_due(state)
        await asyncio.sleep(interval)
