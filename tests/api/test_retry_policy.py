"""The retry rules as a pure policy: what is retried, how long it waits, when it stops."""

from __future__ import annotations

import pytest

from callbridge.api import RetryPolicy
from callbridge.api._retry import parse_retry_after


def pinned(fraction: float = 1.0) -> RetryPolicy:
    return RetryPolicy(jitter=lambda ceiling: ceiling * fraction, sleep=True)


@pytest.mark.parametrize("status", [None, 408, 429, 502, 503, 504])
def test_reads_and_keyed_writes_retry_transient_outcomes(status: int | None) -> None:
    policy = pinned()
    assert policy.retryable("GET", idempotent=False, status=status)
    assert policy.retryable("POST", idempotent=True, status=status)


@pytest.mark.parametrize("status", [400, 401, 403, 404, 409, 410, 413, 415, 422, 500])
def test_other_statuses_are_final(status: int) -> None:
    assert not pinned().retryable("GET", idempotent=False, status=status)
    assert not pinned().retryable("POST", idempotent=True, status=status)


def test_a_write_without_idempotency_key_is_never_retried() -> None:
    assert not pinned().retryable("POST", idempotent=False, status=503)
    assert not pinned().retryable("PATCH", idempotent=False, status=None)


def test_backoff_doubles_up_to_the_cap_with_full_jitter() -> None:
    policy = RetryPolicy(base_delay=0.5, max_delay=3.0, jitter=lambda ceiling: ceiling)
    assert [policy.delay(n) for n in range(1, 6)] == [0.5, 1.0, 2.0, 3.0, 3.0]
    low = RetryPolicy(base_delay=0.5, max_delay=3.0, jitter=lambda ceiling: 0.0)
    assert low.delay(4) == 0.0


def test_default_jitter_stays_within_the_ceiling() -> None:
    policy = RetryPolicy(base_delay=1.0, max_delay=8.0)
    waits = [policy.delay(3) for _ in range(200)]
    assert all(0.0 <= w <= 4.0 for w in waits)
    assert len(set(waits)) > 1


def test_retry_after_wins_over_backoff() -> None:
    assert pinned().delay(1, retry_after=7) == 7


def test_next_delay_stops_after_max_retries() -> None:
    policy = RetryPolicy(max_retries=2, jitter=lambda c: c)
    kwargs = {"idempotent": True, "elapsed": 0.0, "status": 503}
    assert policy.next_delay("POST", retries_done=1, **kwargs) is not None
    assert policy.next_delay("POST", retries_done=2, **kwargs) is None


def test_next_delay_respects_the_total_budget() -> None:
    policy = RetryPolicy(total_budget=10.0, jitter=lambda c: c, sleep=True)
    assert (
        policy.next_delay(
            "GET", idempotent=False, retries_done=0, elapsed=9.0, status=503, retry_after=2
        )
        is None
    )
    assert (
        policy.next_delay(
            "GET", idempotent=False, retries_done=0, elapsed=7.0, status=503, retry_after=2
        )
        == 2
    )


def test_a_retry_after_longer_than_allowed_ends_the_call() -> None:
    policy = RetryPolicy(max_retry_after=30.0)
    assert (
        policy.next_delay(
            "GET", idempotent=False, retries_done=0, elapsed=0, status=429, retry_after=31
        )
        is None
    )


@pytest.mark.parametrize(
    ("raw", "seconds"), [("3", 3.0), (" 0 ", 0.0), ("soon", None), ("-1", None), (None, None)]
)
def test_retry_after_parsing(raw: str | None, seconds: float | None) -> None:
    assert parse_retry_after(raw) == seconds


def test_env_switch_turns_sleeping_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CALLBRIDGE_RETRY_SLEEP", "0")
    assert RetryPolicy().sleep is False
    monkeypatch.delenv("CALLBRIDGE_RETRY_SLEEP")
    assert RetryPolicy().sleep is True
