"""Retry policy shared by every call the wrapper makes."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import FrozenSet

from .errors import IdentityProviderUnavailable, RateLimited, RingsteadError

# 502 = Ringstead's identity provider was unreachable; safe to retry.
RETRYABLE_STATUSES: FrozenSet[int] = frozenset({429, 502, 504})


@dataclass(frozen=True)
class RetryPolicy:
    max_attempts: int = 4
    base_delay_s: float = 0.25
    max_delay_s: float = 8.0
    jitter: float = 0.2

    def should_retry(self, exc: BaseException, attempt: int) -> bool:
        if attempt >= self.max_attempts:
            return False
        if isinstance(exc, (IdentityProviderUnavailable, RateLimited)):
            return True
        return isinstance(exc, RingsteadError) and exc.status in RETRYABLE_STATUSES

    def delay_for(self, exc: BaseException, attempt: int) -> float:
        if isinstance(exc, RateLimited) and exc.retry_after:
            return min(exc.retry_after, self.max_delay_s)
        delay = min(self.base_delay_s * (2 ** (attempt - 1)), self.max_delay_s)
        return delay * (1 + random.uniform(-self.jitter, self.jitter))


DEFAULT_POLICY = RetryPolicy()
NO_RETRY = RetryPolicy(max_attempts=1)
