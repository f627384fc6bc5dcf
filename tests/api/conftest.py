"""Clients wired to the in-process sandbox (the `sandbox` fixture of callbridge.testing)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import pytest

from callbridge import AsyncClient, Client, RetryPolicy

# Retries keep their schedule but do not wait, and jitter is pinned to its ceiling.
NO_SLEEP = RetryPolicy(sleep=False, jitter=lambda ceiling: ceiling)


@pytest.fixture
def seed(sandbox: Any) -> Any:
    return sandbox.seed_demo()


@pytest.fixture
def make_client(sandbox: Any) -> Iterator[Callable[..., Client]]:
    """Build more clients on the same sandbox (other keys, other policies); all closed after."""
    made: list[Client] = []

    def make(key: str, **kwargs: Any) -> Client:
        kwargs.setdefault("retry", NO_SLEEP)
        c = Client(key, base_url=sandbox.api_url, transport=sandbox.sync_transport, **kwargs)
        made.append(c)
        return c

    yield make
    for c in made:
        c.close()


@pytest.fixture
def client(make_client: Callable[..., Client], seed: Any) -> Client:
    return make_client(seed.workspace_key)


@pytest.fixture
async def aclient(sandbox: Any, seed: Any) -> AsyncIterator[AsyncClient]:
    async with AsyncClient(
        seed.workspace_key, base_url=sandbox.api_url, transport=sandbox.transport, retry=NO_SLEEP
    ) as c:
        yield c
