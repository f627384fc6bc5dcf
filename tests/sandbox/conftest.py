"""A small world for sandbox tests: one workspace, three members, keys of every kind.

Everything is set up through the control API (the `sandbox` fixture's helpers), the same way
a suite in another language would.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from callbridge.sandbox import ALL_SCOPES, Sandbox

_keys = itertools.count(1)


def idem() -> dict[str, str]:
    """A fresh Idempotency-Key header."""
    return {"Idempotency-Key": f"test-key-{next(_keys)}"}


@dataclass
class World:
    sb: Sandbox
    ws: str
    ada: str
    grace: str
    alan: str
    full_key: str
    tokens: dict[str, str] = field(default_factory=dict)
    clients: list[httpx.Client] = field(default_factory=list)

    def key(self, kind: str = "workspace", scopes: Any = ALL_SCOPES, **kwargs: Any) -> str:
        token: str = self.sb.create_key(self.ws, kind, scopes, **kwargs)["token"]
        return token

    def client(self, token: str | None = None) -> httpx.Client:
        client = self.sb.client(self.full_key if token is None else token)
        self.clients.append(client)
        return client

    def contact(self, owner: str | None = None, **fields: Any) -> int:
        fields.setdefault("phoneNumber", "+14155550100")
        phone = fields.pop("phoneNumber")
        contact_id: int = self.sb.create_contact(owner or self.ada, phone, **fields)["id"]
        return contact_id


def build_world(sandbox: Sandbox) -> World:
    ws = sandbox.create_workspace("Acme", id="ws_acme")["id"]
    ada = sandbox.create_member(
        ws, id="usr_ada", firstName="Ada", lastName="Lovelace", email="ada@example.com"
    )["id"]
    grace = sandbox.create_member(ws, id="usr_grace", firstName="Grace")["id"]
    alan = sandbox.create_member(ws, id="usr_alan", firstName="Alan")["id"]
    full = sandbox.create_key(ws, "workspace", ALL_SCOPES)["token"]
    return World(sandbox, ws, ada, grace, alan, full)


@pytest.fixture
def world(sandbox: Sandbox) -> Iterator[World]:
    w = build_world(sandbox)
    yield w
    for client in w.clients:
        client.close()


def error_of(response: httpx.Response) -> dict[str, Any]:
    body = response.json()
    assert set(body) == {"error"}
    error: dict[str, Any] = body["error"]
    assert error["requestId"] == response.headers["x-request-id"]
    return error
