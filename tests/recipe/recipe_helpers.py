"""Helpers shared by the recipe tests."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

from callbridge import Client
from callbridge.sandbox import DemoSeed, Sandbox, SandboxServer

# The reference example of the recipe format (docs/recipes.md).
ISSUE_EXAMPLE = """\
recipe: 1
name: add-contacts-to-new-list
description: Create a calling list and attach existing contacts to it.
inputs:
  list_name: {type: string, required: true, description: Name of the new list}
  owner_id: {type: string, required: true}
  contact_ids: {type: list, default: []}
  attach: {type: boolean, default: true}
steps:
  - id: create_list
    action: lists.create
    with: {name: "{{ inputs.list_name }}", owner_id: "{{ inputs.owner_id }}"}
  - id: attach
    action: lists.add_contact
    if: "{{ inputs.attach }}"
    for_each: "{{ inputs.contact_ids }}"
    as: contact_id
    with: {list_id: "{{ steps.create_list.outputs.id }}", contact_id: "{{ contact_id }}"}
outputs:
  list_id: "{{ steps.create_list.outputs.id }}"
"""


class RecordingTransport(httpx.BaseTransport):
    """Forwards to the sandbox and keeps every request the client really sent."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.requests: list[httpx.Request] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.requests.append(request)
        return self.inner.handle_request(request)


def changes_of(client: Client, kind: str) -> list[Any]:
    """Changes of one type in the feed: the server's own record of what was written."""
    return [c for c in client.changes.iter(after="0") if c.type == kind]


def member_ids(client: Client, list_id: int) -> list[int]:
    """The list's members, as the server sees them."""
    return [c.id for c in client.lists.iter_contacts(list_id)]


def new_contacts(sandbox: Sandbox | SandboxServer, seed: DemoSeed, count: int) -> list[int]:
    """`count` new contacts of the seed's owner, with distinct phone numbers."""
    return [sandbox.create_contact(seed.owner_id, f"+1415666{i:04d}")["id"] for i in range(count)]


ATTACH_CONCURRENTLY = """\
recipe: 1
name: attach-concurrently
description: Create a list and attach contacts to it, several at once.
inputs:
  owner_id: {type: string, required: true}
  contact_ids: {type: list, required: true}
steps:
  - id: create_list
    action: lists.create
    with: {name: Concurrent, owner_id: "{{ inputs.owner_id }}"}
  - id: attach
    action: lists.add_contact
    for_each: "{{ inputs.contact_ids }}"
    as: contact_id
    concurrency: CONCURRENCY
    ON_ERROR
    with: {list_id: "{{ steps.create_list.outputs.id }}", contact_id: "{{ contact_id }}"}
outputs:
  list_id: "{{ steps.create_list.outputs.id }}"
"""


def attach_recipe(
    write_recipe: Callable[[str], Path], concurrency: str, on_error: str = "fail"
) -> Path:
    """ATTACH_CONCURRENTLY with its step's `concurrency` and `on_error` filled in."""
    text = ATTACH_CONCURRENTLY.replace("CONCURRENCY", concurrency).replace(
        "ON_ERROR", f"on_error: {on_error}"
    )
    return write_recipe(text)
