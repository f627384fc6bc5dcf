"""The HTTP side of idempotency (spec "Idempotency", gap G7): the header's rules, the body
fingerprint and the per-key serialization; the receipts themselves are `backend/receipts.py`.

A JSON body is fingerprinted in canonical form (sorted keys, no insignificant whitespace): a
client that re-serializes the same request on a retry gets a replay, not a conflict.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

from callbridge.sandbox.backend.errors import ApiError

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

KEY_RE = re.compile(r"^[A-Za-z0-9._:-]{1,200}$")


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
