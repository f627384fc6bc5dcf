"""The retry policy, in one place.

What is retried: reads, and writes that carry an `Idempotency-Key` (every write the client
sends does), because the service replays the stored answer of a write that already took
effect (spec, Idempotency rules 4 and 7). On what: connection failures and the statuses
that mean "try again" (408, 429, 502, 503, 504). Any other 4xx is the caller's problem and
retrying it would only repeat the mistake.

How long: the service's `Retry-After` when it gives one, otherwise exponential backoff with
full jitter (a random wait between 0 and `base · 2^attempt`, capped per wait), all within a
total time budget. The jitter source is a field of the policy so tests can pin it, and
`CALLBRIDGE_RETRY_SLEEP=0` (or `sleep=False`) keeps the schedule but skips the waiting.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from dataclasses import dataclass, field

__all__ = ["RetryPolicy"]

RETRYABLE_STATUSES = frozenset({408, 429, 502, 503, 504})
READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def full_jitter(ceiling: float) -> float:
    """A uniformly random wait in [0, ceiling] (the "full jitter" of AWS's backoff study)."""
    return random.uniform(0.0, ceiling)


def _sleep_from_env() -> bool:
    return os.environ.get("CALLBRIDGE_RETRY_SLEEP", "1").strip() not in {"0", "false", "no"}


def parse_retry_after(value: str | None) -> float | None:
    """`Retry-After` as seconds; the spec sends whole seconds, anything else is ignored."""
    if value is None:
        return None
    try:
        seconds = float(value.strip())
    except ValueError:
        return None
    return seconds if seconds >= 0 else None


@dataclass(frozen=True)
class RetryPolicy:
    """How many times, on what, and how long to wait between tries of one logical call."""

    max_retries: int = 4
    base_delay: float = 0.5
    max_delay: float = 8.0
    # Longest `Retry-After` honoured; a longer one ends the retries with the 429 itself.
    max_retry_after: float = 60.0
    total_budget: float = 90.0
    sleep: bool = field(default_factory=_sleep_from_env)
    jitter: Callable[[float], float] = full_jitter

    def retryable(self, method: str, *, idempotent: bool, status: int | None) -> bool:
        """Whether a try that ended with `status` (None: no answer) may be repeated."""
        if method.upper() not in READ_METHODS and not idempotent:
            return False
        return status is None or status in RETRYABLE_STATUSES

    def delay(self, retry_number: int, retry_after: float | None = None) -> float:
        """The wait before retry number `retry_number` (1 for the first retry)."""
        if retry_after is not None:
            return retry_after
        ceiling = min(self.max_delay, self.base_delay * 2 ** (retry_number - 1))
        return min(self.max_delay, max(0.0, self.jitter(ceiling)))

    def next_delay(
        self,
        method: str,
        *,
        idempotent: bool,
        retries_done: int,
        elapsed: float,
        status: int | None,
        retry_after: float | None = None,
    ) -> float | None:
        """The wait before the next try, or None when the call must end with this outcome.

        `elapsed` counts the waits already scheduled even when sleeping is off, so a test
        run makes the same decisions as a real one.
        """
        if retries_done >= self.max_retries:
            return None
        if not self.retryable(method, idempotent=idempotent, status=status):
            return None
        if retry_after is not None and retry_after > self.max_retry_after:
            return None
        wait = self.delay(retries_done + 1, retry_after)
        if elapsed + wait > self.total_budget:
            return None
        return wait
