"""The retry rules end to end: faults injected by the sandbox, outcomes seen by the client."""

from __future__ import annotations

import logging
from typing import Any

import pytest

import callbridge as cb
from callbridge import AsyncClient, Client, RateLimit


def list_created_events(client: Client) -> list[str]:
    return [c.resource_id for c in client.changes.iter(after="0") if c.type == "list.created"]


def tries(sandbox: Any, method: str, suffix: str) -> list[int]:
    return [
        r["status"]
        for r in reversed(sandbox.requests())
        if r["method"] == method and r["path"].endswith(suffix)
    ]


def test_lost_answer_after_commit_is_replayed_not_repeated(
    sandbox: Any, client: Client, seed: Any, caplog: pytest.LogCaptureFixture
) -> None:
    before = list_created_events(client)
    sandbox.set_faults(
        [
            {
                "method": "POST",
                "path": "^/api/public/v2/lists$",
                "status": 503,
                "afterCommit": True,
                "times": 1,
            }
        ]
    )
    with caplog.at_level(logging.DEBUG, logger="callbridge.api"):
        created = client.lists.create("Exactly once", seed.owner_id)
    after = list_created_events(client)
    assert after == [*before, str(created.id)]  # exactly one new list
    assert tries(sandbox, "POST", "/lists") == [503, 201]
    assert any("replayed" in r.getMessage() for r in caplog.records)


async def test_async_client_replays_the_same_way(
    sandbox: Any, aclient: AsyncClient, seed: Any
) -> None:
    sandbox.set_faults(
        [{"method": "POST", "path": "/lists$", "status": 503, "afterCommit": True, "times": 2}]
    )
    created = await aclient.lists.create("Async once", seed.owner_id)
    names = [
        c.resource_id async for c in aclient.changes.iter(after="0") if c.type == "list.created"
    ]
    assert names.count(str(created.id)) == 1
    assert tries(sandbox, "POST", "/lists") == [503, 503, 201]


def test_429_waits_for_retry_after(
    sandbox: Any, client: Client, caplog: pytest.LogCaptureFixture
) -> None:
    sandbox.set_faults([{"path": "/me$", "status": 429, "retryAfter": 7, "times": 1}])
    with caplog.at_level(logging.INFO, logger="callbridge.api"):
        assert client.me().api_version == "v2"
    retries = [r.getMessage() for r in caplog.records if "retrying" in r.getMessage()]
    assert len(retries) == 1
    assert "in 7.00s after 429 rate_limited" in retries[0]


def test_retry_after_sleep_is_really_taken_when_sleeping_is_on(
    sandbox: Any, make_client: Any, seed: Any
) -> None:
    import time

    sandbox.set_faults([{"path": "/me$", "status": 429, "retryAfter": 1, "times": 1}])
    sleeping = make_client(seed.workspace_key, retry=cb.RetryPolicy(sleep=True))
    started = time.monotonic()
    sleeping.me()
    assert time.monotonic() - started >= 1.0


@pytest.mark.parametrize("status", [408, 502, 503, 504])
def test_transient_statuses_are_retried(sandbox: Any, client: Client, status: int) -> None:
    sandbox.set_faults([{"path": "/me$", "status": status, "times": 2}])
    client.me()
    assert tries(sandbox, "GET", "/me") == [status, status, 200]


@pytest.mark.parametrize("status", [400, 401, 403, 404, 409, 500])
def test_other_statuses_are_not_retried(sandbox: Any, client: Client, status: int) -> None:
    sandbox.set_faults([{"path": "/me$", "status": status, "times": 1}])
    with pytest.raises(cb.ApiError):
        client.me()
    assert tries(sandbox, "GET", "/me") == [status]


def test_backoff_without_retry_after_uses_the_policy(
    sandbox: Any, client: Client, caplog: pytest.LogCaptureFixture
) -> None:
    sandbox.set_faults([{"path": "/me$", "status": 502, "times": 3}])
    with caplog.at_level(logging.INFO, logger="callbridge.api"):
        client.me()
    waits = [
        r.getMessage().split(" in ")[1].split("s ")[0]
        for r in caplog.records
        if "retrying" in r.getMessage()
    ]
    # the pinned jitter returns its ceiling: base 0.5 doubling
    assert waits == ["0.50", "1.00", "2.00"]


def test_max_retries_zero_fails_at_once(sandbox: Any, make_client: Any, seed: Any) -> None:
    sandbox.set_faults([{"path": "/me$", "status": 503, "times": 1}])
    with pytest.raises(cb.ServiceUnavailable):
        make_client(seed.workspace_key, retry=None, max_retries=0).me()


def test_rate_limit_headers_are_exposed(sandbox: Any, client: Client) -> None:
    assert client.rate_limit is None
    sandbox.settings(rate_limit={"limit": 5, "windowSeconds": 60})
    client.me()
    assert client.rate_limit == RateLimit(limit=5, remaining=4)
    client.users.list()
    assert client.rate_limit == RateLimit(limit=5, remaining=3)


def test_rate_limited_client_recovers_after_the_window(
    sandbox: Any, client: Client, caplog: pytest.LogCaptureFixture
) -> None:
    sandbox.settings(rate_limit={"limit": 2, "windowSeconds": 2})
    client.me()
    client.me()
    # the third call gets a 429; without sleeping the retries run out before the window ends
    with pytest.raises(cb.RateLimited) as info:
        client.me()
    assert info.value.retry_after is not None
    sandbox.advance(3)
    assert client.me().api_version == "v2"


def test_no_log_line_carries_the_key(
    sandbox: Any, client: Client, seed: Any, caplog: pytest.LogCaptureFixture
) -> None:
    sandbox.set_faults([{"path": "/me$", "status": 503, "times": 1}])
    with caplog.at_level(logging.DEBUG):
        client.me()
        client.lists.create("logged", seed.owner_id)
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "retrying" in text and "/lists" in text
    assert seed.workspace_key not in text
    assert seed.workspace_key.split(".")[1] not in text


def test_the_total_budget_holds_even_when_sleeping_is_off(
    sandbox: Any, make_client: Any, seed: Any
) -> None:
    sandbox.set_faults([{"path": "/me$", "status": 429, "retryAfter": 5}])
    budgeted = make_client(
        seed.workspace_key, retry=cb.RetryPolicy(max_retries=10, total_budget=12, sleep=False)
    )
    with pytest.raises(cb.RateLimited):
        budgeted.me()
    assert tries(sandbox, "GET", "/me") == [429, 429, 429]  # waits of 5 + 5; a third would pass 12
