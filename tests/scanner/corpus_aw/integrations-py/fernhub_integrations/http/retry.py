"""Generic retry/backoff for vendor calls.

Every vendor goes through this. Keep it vendor-agnostic.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Callable, TypeVar

import requests

T = TypeVar("T")

# Gateway-ish failures that are worth retrying for any HTTP vendor.
DEFAULT_RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})


@dataclass
class RetryPolicy:
    attempts: int = 4
    base_delay: float = 0.5
    max_delay: float = 20.0
    statuses: frozenset[int] = field(default=DEFAULT_RETRY_STATUSES)

    def delay(self, attempt: int, resp: requests.Response | None) -> float:
        if resp is not None and resp.status_code == 429:
            ra = resp.headers.get("Retry-After")
            if ra and ra.isdigit():
                return min(float(ra), self.max_delay)
        d = min(self.max_delay, self.base_delay * (2 ** attempt))
        return d * (0.5 + random.random() / 2)


def with_retry(fn: Callable[[], requests.Response], policy: RetryPolicy | None = None) -> requests.Response:
    policy = policy or RetryPolicy()
    last: requests.Response | None = None
    for attempt in range(policy.attempts):
        try:
            last = fn()
        except (requests.ConnectionError, requests.Timeout):
            if attempt == policy.attempts - 1:
                raise
            time.sleep(policy.delay(attempt, None))
            continue
        if last.status_code not in policy.statuses:
            return last
        if attempt < policy.attempts - 1:
            time.sleep(policy.delay(attempt, last))
    assert last is not None
    return last
