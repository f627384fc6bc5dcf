"""A client and a running receiver wired to an in-process sandbox that admits loopback URLs."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from callbridge import Client, RetryPolicy
from callbridge.webhooks import Receiver


@pytest.fixture
def seed(sandbox: Any) -> Any:
    sandbox.settings(allow_loopback_receivers=True)
    return sandbox.seed_demo()


@pytest.fixture
def client(sandbox: Any, seed: Any) -> Iterator[Client]:
    with Client(
        seed.workspace_key,
        base_url=sandbox.api_url,
        transport=sandbox.sync_transport,
        retry=RetryPolicy(sleep=False),
    ) as c:
        yield c


class Inbox:
    """What the receiver saw, by callback."""

    def __init__(self) -> None:
        self.events: list[Any] = []
        self.duplicates: list[Any] = []
        self.challenges: list[Any] = []
        self.rejected: list[tuple[str, str]] = []


@pytest.fixture
def inbox() -> Inbox:
    return Inbox()


@pytest.fixture
def receiver(inbox: Inbox) -> Iterator[Receiver]:
    with Receiver(
        on_event=inbox.events.append,
        on_duplicate=inbox.duplicates.append,
        on_verification=inbox.challenges.append,
        on_rejected=lambda kind, message: inbox.rejected.append((kind, message)),
    ) as r:
        yield r
