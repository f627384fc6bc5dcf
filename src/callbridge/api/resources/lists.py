"""Calling lists and their membership.

Membership is added with PUT on `/lists/{id}/contacts/{contactId}` (gap G4); the method is a
client setting (`membership_add_method`) because the spec does not name it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

from callbridge.api._pagination import aiter_pages, iter_pages
from callbridge.api._pipeline import Operation
from callbridge.api.models import Contact, List, Membership, Page
from callbridge.api.resources._base import (
    AsyncResource,
    Resource,
    SyncResource,
    endpoint,
    segment,
)

__all__ = ["AsyncLists", "Lists"]

_CONTACTS = Page[Contact]


def _body(name: str, owner_id: str, group_name: str | None) -> dict[str, Any]:
    body: dict[str, Any] = {"name": name, "ownerId": owner_id}
    if group_name is not None:
        body["groupName"] = group_name
    return body


def _member_path(list_id: int, contact_id: int) -> str:
    return f"/lists/{segment(list_id)}/contacts/{segment(contact_id)}"


class _Lists(Resource):
    @endpoint
    def create(
        self,
        name: str,
        owner_id: str,
        group_name: str | None = None,
        *,
        idempotency_key: str | None = None,
    ) -> Operation[List]:
        """A new, empty list (creating a list places no calls)."""
        body = _body(name, owner_id, group_name)
        return Operation("POST", "/lists", List, json=body, idempotency_key=idempotency_key)

    @endpoint
    def replace(
        self,
        list_id: int,
        name: str,
        owner_id: str,
        group_name: str | None = None,
        *,
        idempotency_key: str | None = None,
    ) -> Operation[List]:
        """The full write shape: leaving `group_name` out clears the stored group."""
        path, body = f"/lists/{segment(list_id)}", _body(name, owner_id, group_name)
        return Operation("PUT", path, List, json=body, idempotency_key=idempotency_key)

    @endpoint
    def contacts(
        self, list_id: int, *, after: int | str = 0, limit: int | None = None
    ) -> Operation[Page[Contact]]:
        """One page of the list's contacts visible to the key, by ascending id."""
        path = f"/lists/{segment(list_id)}/contacts"
        return Operation("GET", path, _CONTACTS, params={"after": after, "limit": limit})

    @endpoint
    def add_contact(
        self, list_id: int, contact_id: int, *, idempotency_key: str | None = None
    ) -> Operation[Membership]:
        """Make the contact a member of the list (membership only; no call is placed)."""
        method: str = self._client.membership_add_method
        path = _member_path(list_id, contact_id)
        return Operation(method, path, Membership, idempotency_key=idempotency_key)

    @endpoint
    def remove_contact(
        self, list_id: int, contact_id: int, *, idempotency_key: str | None = None
    ) -> Operation[Membership]:
        """Removes membership only; the contact itself stays."""
        path = _member_path(list_id, contact_id)
        return Operation("DELETE", path, Membership, idempotency_key=idempotency_key)


class Lists(_Lists, SyncResource):
    def iter_contacts(self, list_id: int, *, limit: int | None = None) -> Iterator[Contact]:
        """Every contact of the list visible to the key, following `after` to the end."""
        return iter_pages(lambda cursor: self.contacts(list_id, after=cursor or 0, limit=limit))


class AsyncLists(_Lists, AsyncResource):
    def iter_contacts(self, list_id: int, *, limit: int | None = None) -> AsyncIterator[Contact]:
        """Every contact of the list visible to the key, following `after` to the end."""
        return aiter_pages(lambda cursor: self.contacts(list_id, after=cursor or 0, limit=limit))
