"""The public call surface, as the contract names it: methods, argument names and defaults.

Users (and docs, recipes, outside checks) call these by keyword, so a renamed argument is a
breaking change even when every behaviour test still passes. The async client must offer
exactly the same signatures.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from typing import Any

import pytest

from callbridge import AsyncClient, Client

KEY = "cb_test_0f8b3c1e-4c43-4a55-9a57-3f6f0c1e2d3a." + "s" * 43
BASE = "http://127.0.0.1:1"

# method -> (leading parameter names in order, {keyword: default} that must be accepted)
SURFACE: dict[str, tuple[list[str], dict[str, Any]]] = {
    "me": ([], {}),
    "availability": ([], {}),
    "users.list": ([], {"limit": None, "cursor": None}),
    "users.iter": ([], {"limit": None}),
    "lists.create": (["name", "owner_id", "group_name"], {"group_name": None}),
    "lists.replace": (["list_id", "name", "owner_id", "group_name"], {"group_name": None}),
    "lists.iter_contacts": (["list_id"], {"limit": None}),
    "lists.add_contact": (["list_id", "contact_id"], {}),
    "lists.remove_contact": (["list_id", "contact_id"], {}),
    "contacts.upsert": (["external_id"], {"phone_number": None, "owner_id": None}),
    "contacts.delete": (["contact_id"], {}),
    "calls.get": (["call_sid"], {}),
    "scheduled_calls.update": (["id"], {"scheduled_at": ..., "status": ..., "notes": ...}),
    "scheduled_calls.delete": (["id"], {}),
    "webhooks.put": (["id", "name", "url", "events"], {}),
    "webhooks.rotate_secret": (["id"], {}),
    "webhooks.verify": (["id"], {}),
    "webhooks.set_active": (["id", "active"], {}),
    "webhooks.deliveries": (["id"], {}),
    "webhooks.attempts": (["id", "delivery_id"], {}),
    "webhooks.replay": (["id", "delivery_id"], {}),
    "changes.list": (["after"], {"after": "0", "limit": None}),
    "changes.iter": (["after"], {"after": "0"}),
    "imports.create": (["list_id", "contacts"], {}),
    "analytics.summary": ([], {"list_id": None, "owner_id": None, "group_by": None}),
}
WRITES = [
    "lists.create",
    "lists.replace",
    "lists.add_contact",
    "lists.remove_contact",
    "contacts.upsert",
    "contacts.delete",
    "scheduled_calls.update",
    "scheduled_calls.delete",
    "webhooks.put",
    "webhooks.rotate_secret",
    "webhooks.verify",
    "webhooks.set_active",
    "webhooks.replay",
    "imports.create",
]


@pytest.fixture(scope="module")
def clients() -> Iterator[tuple[Client, AsyncClient]]:
    """Configured but never used for a request (the base URL points nowhere)."""
    sync, asynchronous = Client(KEY, base_url=BASE), AsyncClient(KEY, base_url=BASE)
    yield sync, asynchronous
    sync.close()


@pytest.fixture(params=[0, 1], ids=["Client", "AsyncClient"])
def any_client(request: pytest.FixtureRequest, clients: tuple[Client, AsyncClient]) -> Any:
    return clients[request.param]


def method(client: Any, dotted: str) -> Any:
    target = client
    for part in dotted.split("."):
        target = getattr(target, part)
    return target


def test_constructor_arguments() -> None:
    for cls in (Client, AsyncClient):
        params = inspect.signature(cls).parameters
        assert list(params)[:5] == ["api_key", "base_url", "timeout", "max_retries", "transport"]
        assert params["api_key"].default is None
        assert params["base_url"].kind is inspect.Parameter.KEYWORD_ONLY
        assert (params["timeout"].default, params["max_retries"].default) == (30.0, 4)


@pytest.mark.parametrize("dotted", sorted(SURFACE))
def test_each_call_has_the_contract_arguments(any_client: Any, dotted: str) -> None:
    leading, defaults = SURFACE[dotted]
    params = inspect.signature(method(any_client, dotted)).parameters
    positional = [
        name for name, p in params.items() if p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
    ]
    assert positional[: len(leading)] == leading
    for name, default in defaults.items():
        assert name in params, name
        if default is not ...:
            assert params[name].default == default, name


@pytest.mark.parametrize("dotted", WRITES)
def test_every_write_takes_an_optional_idempotency_key(any_client: Any, dotted: str) -> None:
    param = inspect.signature(method(any_client, dotted)).parameters["idempotency_key"]
    assert param.kind is inspect.Parameter.KEYWORD_ONLY and param.default is None


@pytest.mark.parametrize("dotted", sorted(SURFACE))
def test_async_signatures_equal_the_sync_ones(
    clients: tuple[Client, AsyncClient], dotted: str
) -> None:
    sync, asynchronous = clients
    sync_params = inspect.signature(method(sync, dotted)).parameters
    assert sync_params == inspect.signature(method(asynchronous, dotted)).parameters
    called = method(asynchronous, dotted)
    is_iterator = dotted.endswith((".iter", ".iter_contacts"))
    assert inspect.iscoroutinefunction(called) is not is_iterator
    assert method(sync, dotted).__doc__ == called.__doc__
