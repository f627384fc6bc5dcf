import functools
import logging
import random
import time

from .constants import MAX_RETRIES, RETRYABLE_STATUSES
from .errors import DialhubError

log = logging.getLogger(__name__)


def with_retries(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        attempt = 0
        while True:
            try:
                return fn(*args, **kwargs)
            except DialhubError as exc:
                attempt += 1
                if exc.status not in RETRYABLE_STATUSES or attempt > MAX_RETRIES:
                    raise
                delay = min(30, (2 ** attempt) + random.random())
                log.warning("dialhub %s, retry %d in %.1fs", exc.status, attempt, delay)
                time.sleep(delay)

    return wrapper
