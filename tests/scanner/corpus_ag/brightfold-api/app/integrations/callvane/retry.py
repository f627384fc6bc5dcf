import logging

from tenacity import (
    AsyncRetrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from .errors import CallvaneError, CallvaneIdpUnavailable, CallvaneRateLimited

log = logging.getLogger(__name__)

# 429: back off; 502: Callvane's Okta lookup blipped, safe to replay
RETRYABLE_STATUSES = frozenset({429, 502})


def _is_retryable(exc: BaseException) -> bool:
    if isinstance(exc, (CallvaneIdpUnavailable, CallvaneRateLimited)):
        return True
    return isinstance(exc, CallvaneError) and exc.status in RETRYABLE_STATUSES


def callvane_retrying(max_attempts: int = 4) -> AsyncRetrying:
    return AsyncRetrying(
        retry=retry_if_exception(_is_retryable),
        stop=stop_after_attempt(max_attempts),
        wait=wait_exponential_jitter(initial=0.5, max=8),
        reraise=True,
        before_sleep=lambda rs: log.warning("callvane retry #%s", rs.attempt_number),
    )
