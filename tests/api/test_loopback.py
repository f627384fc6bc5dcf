"""The client over a real socket: the `sandbox_server` fixture on 127.0.0.1."""

from __future__ import annotations

from typing import Any

import pytest

import callbridge as cb
from callbridge import AsyncClient, Client, RetryPolicy

pytestmark = pytest.mark.network


@pytest.fixture
def server_seed(sandbox_server: Any) -> Any:
    return sandbox_server.seed_demo()


def test_server_root_is_accepted_as_base_url(sandbox_server: Any, server_seed: Any) -> None:
    with Client(server_seed.workspace_key, base_url=sandbox_server.base_url) as client:
        assert client.base_url == sandbox_server.api_url
        assert client.me().workspace_id == server_seed.workspace_id


def test_environment_configuration_over_loopback(
    sandbox_server: Any, server_seed: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CALLBRIDGE_BASE_URL", sandbox_server.api_url)
    monkeypatch.setenv("CALLBRIDGE_API_KEY", server_seed.workspace_key)
    with Client() as client:
        created = client.lists.create("over tcp", server_seed.owner_id)
        assert [
            c.id for c in client.lists.iter_contacts(server_seed.list_id)
        ] == server_seed.contact_ids[:3]
    assert created.contacts_count == 0


def test_after_commit_fault_over_loopback(sandbox_server: Any, server_seed: Any) -> None:
    sandbox_server.set_faults(
        [{"method": "POST", "path": "/lists$", "status": 503, "afterCommit": True, "times": 1}]
    )
    with Client(
        server_seed.workspace_key, base_url=sandbox_server.api_url, retry=RetryPolicy(sleep=False)
    ) as client:
        first = client.lists.create("tcp once", server_seed.owner_id)
        second = client.lists.create("tcp twice", server_seed.owner_id)
    assert second.id == first.id + 1  # the retry did not create a list of its own


async def test_async_client_over_loopback(sandbox_server: Any, server_seed: Any) -> None:
    async with AsyncClient(server_seed.workspace_key, base_url=sandbox_server.api_url) as client:
        me = await client.me()
        assert me.kind == "workspace"
        with pytest.raises(cb.InvalidOwner):
            await client.lists.create("x", "usr_missing")


def test_latency_beyond_the_timeout_is_a_connection_error(
    sandbox_server: Any, server_seed: Any
) -> None:
    sandbox_server.set_faults([{"path": "/me$", "latencyMs": 700}])
    with Client(
        server_seed.workspace_key,
        base_url=sandbox_server.api_url,
        timeout=0.2,
        retry=RetryPolicy(max_retries=1, sleep=False),
    ) as client:
        with pytest.raises(cb.ApiConnectionError, match="after 2 tries"):
            client.me()
