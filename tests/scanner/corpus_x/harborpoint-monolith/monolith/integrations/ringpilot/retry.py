import logging
import random
import time
from functools import wraps

from .constants import RETRYABLE_STATUSES
from .exceptions import RingPilotRateLimited, RingPilotUnavailable

log = logging.getLogger(__name__)


def with_backoff(max_retries=3, base_delay=0.5):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            attempt = 0
            while True:
                try:
                    return fn(*args, **kwargs)
                except RingPilotRateLimited as exc:
                    delay = exc.retry_after or base_delay * (2 ** attempt)
                except RingPilotUnavailable as exc:
                    if exc.status not in RETRYABLE_STATUSES:
                        raise
                    delay = base_delay * (2 ** attempt) + random.random() / 10
                attempt += 1
                if attempt > max_retries:
                    raise
                log.warning("ringpilot retry %s/%s in %.2fs", attempt, max_retries, delay)
                time.sleep(delay)
        return wrapper
    return decorator
