from quill_ringstead.errors import IdentityProviderUnavailable, RateLimited, RingsteadError
from quill_ringstead.retry import RetryPolicy


def test_retries_transient_errors():
    p = RetryPolicy(max_attempts=3)
    assert p.should_retry(IdentityProviderUnavailable("x"), 1)
    assert p.should_retry(RateLimited("slow down"), 2)
    assert not p.should_retry(RateLimited("slow down"), 3)


def test_does_not_retry_client_errors():
    p = RetryPolicy()
    assert not p.should_retry(RingsteadError("bad", status=400), 1)
    assert not p.should_retry(ValueError("nope"), 1)


def test_respects_retry_after():
    p = RetryPolicy(max_delay_s=5)
    assert p.delay_for(RateLimited("x", retry_after=30), 1) == 5
