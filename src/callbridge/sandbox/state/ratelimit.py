"""A fixed window per credential (gap G17), timed by the sandbox clock.

A credential's window opens with its first request and lasts `windowSeconds`; the next
request after it (or any request after the clock moved backwards) opens a new one. Starting
at the first request rather than at a wall-clock boundary keeps a burst of requests in one
window, which makes limits predictable for tests.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

from callbridge.sandbox.backend.errors import ApiError


@dataclass(frozen=True)
class RateLimit:
    limit: int
    window_seconds: int


class RateLimiter:
    def __init__(self) -> None:
        # credential id -> (window start as a Unix time, requests counted in it)
        self._windows: dict[str, tuple[float, int]] = {}

    def reset(self) -> None:
        self._windows.clear()

    def hit(self, credential_id: str, rule: RateLimit, now: datetime) -> dict[str, str]:
        """Count one request; the RateLimit headers to send, or 429 past the limit."""
        stamp = now.timestamp()
        start, used = self._windows.get(credential_id, (stamp, 0))
        if not start <= stamp < start + rule.window_seconds:
            start, used = stamp, 0
        if used >= rule.limit:
            retry = max(1, math.ceil(start + rule.window_seconds - stamp))
            raise ApiError(
                429,
                "rate_limited",
                f"Rate limit of {rule.limit} requests per {rule.window_seconds} s exceeded; "
                f"retry after {retry} s.",
                headers={
                    "Retry-After": str(retry),
                    "RateLimit-Limit": str(rule.limit),
                    "RateLimit-Remaining": "0",
                },
            )
        self._windows[credential_id] = (start, used + 1)
        return {
            "RateLimit-Limit": str(rule.limit),
            "RateLimit-Remaining": str(rule.limit - used - 1),
        }
