"""How many requests may be in flight: a controller that follows what the service says.

The service states its rate limit only through `RateLimit-Limit`/`RateLimit-Remaining` on
successes and `429` + `Retry-After` (gap G17: a fixed window per credential). The
controller is additive-increase, multiplicative-decrease, like TCP congestion control:
- a 429 pauses every sender until `Retry-After` has passed and halves the concurrency
  (once per pause, however many requests of the same burst come back 429);
- a success that leaves little of the window (`Remaining` under a tenth of `Limit`, or
  under the current concurrency) halves it too, so the window is not overrun by a burst;
- a temporary failure (503, a lost connection) takes a quarter off;
- every success that leaves room adds `1/limit`, about one more slot per round of
  requests, so the concurrency grows back slowly after the service recovers.

It is a plain object over an injected clock so its policy is unit-tested without asyncio,
and shared by every sender that paces itself: the importer's asyncio workers and the
recipe engine's concurrent `for_each` (worker threads).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

# A request answered 429 this many times in a row gives up: the service is refusing it, not
# pacing it.
RATE_LIMITED_ATTEMPTS = 100


@dataclass
class AdaptiveConcurrency:
    """The concurrency limit and the pause, updated from each answer's signals."""

    maximum: int
    minimum: int = 1
    clock: Callable[[], float] = time.monotonic
    low_water: float = 0.1
    limit: float = field(init=False)
    paused_until: float = field(init=False, default=0.0)

    def __post_init__(self) -> None:
        if self.maximum < self.minimum or self.minimum < 1:
            raise ValueError("concurrency bounds must satisfy 1 <= minimum <= maximum")
        self.limit = float(self.maximum)

    @property
    def slots(self) -> int:
        """Requests allowed in flight right now."""
        return max(self.minimum, int(self.limit))

    def wait(self) -> float:
        """Seconds until requests may start again (0 when not paused)."""
        return max(0.0, self.paused_until - self.clock())

    def on_success(self, remaining: int | None = None, window: int | None = None) -> None:
        if remaining is not None and window:
            threshold = max(window * self.low_water, self.limit)
            if remaining < threshold:
                self._decrease(0.5)
                return
        self.limit = min(float(self.maximum), self.limit + 1.0 / self.limit)

    def on_rate_limited(self, retry_after: float | None) -> None:
        now = self.clock()
        already_paused = self.paused_until > now
        delay = retry_after if retry_after is not None and retry_after >= 0 else 1.0
        self.paused_until = max(self.paused_until, now + delay)
        if not already_paused:
            self._decrease(0.5)

    def on_transient(self) -> None:
        self._decrease(0.75)

    def _decrease(self, factor: float) -> None:
        self.limit = max(float(self.minimum), self.limit * factor)


def backoff(
    attempt: int,
    base: float = 0.2,
    cap: float = 10.0,
    rand: Callable[[], float] = random.random,
) -> float:
    """Delay before retry number `attempt` (1-based): exponential with full jitter."""
    return min(cap, base * 2.0 ** (attempt - 1)) * (0.5 + rand() / 2)
