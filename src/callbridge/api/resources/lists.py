"""Calling lists and their membership.

Membership is added with PUT on `/lists/{id}/contacts/{contactId}` (gap G4); the method is a
client setting (`membership_add_method`) because the spec does not name it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

from callbridge.api._pagination import aiter_pages, iter_pages
from callbridge.api._pipeline import decode
from callbridge.api.models import Contact, List, Membership, Page
from callbridge.api.resources._base import (
    AsyncResource,
    AsyncSender,
    SyncResource,
    SyncSender,
    segment,
)

__all__ = ["AsyncLists", "Lists"]


def _body(name: str, owner_id: str, group_name: str | None) -> dict[str, Any]:
    body: dict[str, Any] = {"name": name, "ownerId": owner_id}
    if group_name is not None:
        body["groupName"] = group_name
    return body


def _member_path(list_id: int, contact_id: int) -> str:
    return f"/lists/{segment(list_id)}/contacts/{segment(contact_id)}"


class Lists(SyncResource):
    def __init__(self, client: SyncSender, *, membership_add_method: str = "PUT") -> None:
        super().__init__(client)
        self._add_method = membership_add_method

    def create(
        self,
        name: str,
        owner_id: str,
        group_name: str | None = None,
        *,
        idempotency_key: str | None = None,
    ) -> List:
        """A new, empty list (creating a list places no calls)."""
        response = self._client._send(
            "POST",
            "/lists",
            json=_body(name, owner_id, group_name),
            idempotency_key=idempotency_key,
        )
        return List.model_validate(decode(response))

    def replace(
        self,
        list_id: int,
        name: str,
        owner_id: str,
        group_name: str | None = None,
        *,
        idempotency_key: str | None = None,
    ) -> List:
        """The full write shape: leaving `group_name` out clears the stored group."""
        response = self._client._send(
            "PUT",
            f"/lists/{segment(list_id)}",
            json=_body(name, owner_id, group_name),
            idempotency_key=idempotency_key,
        )
        return List.model_validate(decode(response))

    def contacts(
        self, list_id: int, *, after: int | str = 0, limit: int | None = None
    ) -> Page[Contact]:
        """One page of the list's contacts visible to the key, by ascending id."""
        response = self._client._send(
            "GET", f"/lists/{segment(list_id)}/contacts", params={"after": after, "limit": limit}
        )
        return Page[Contact].model_validate(decode(response))

    def iter_contacts(self, list_id: int, *, limit: int | None = None) -> Iterator[Contact]:
        return iter_pages(lambda cursor: self.contacts(list_id, after=cursor or 0, limit=limit))

    def add_contact(
        self, list_id: int, contact_id: int, *, idempotency_key: str | None = None
    ) -> Membership:
        response = self._client._send(
            self._add_method, _member_path(list_id, contact_id), idempotency_key=idempotency_key
        )
        return Membership.model_validate(decode(response))

    def remove_contact(
        self, list_id: int, contact_id: int, *, idempotency_key: str | None = None
    ) -> Membership:
        """Removes membership only; the contact itself stays."""
        response = self._client._send(
            "DELETE", _member_path(list_id, contact_id), idempotency_key=idempotency_key
        )
        return Membership.model_validate(decode(response))


class AsyncLists(AsyncResource):
    def __init__(self, client: AsyncSender, *, membership_add_method: str = "PUT") -> None:
        super().__init__(client)
        self._add_method = membership_add_method

    async def create(
        self,
        name: str,
        owner_id: str,
        group_name: str | None = None,
        *,
        idempotency_key: str | None = None,
    ) -> List:
        response = await self._client._send(
            "POST",
            "/lists",
            json=_body(name, owner_id, group_name),
            idempotency_key=idempotency_key,
        )
        return List.model_validate(decode(response))

    async def replace(
        self,
        list_id: int,
        name: str,
        owner_id: str,
        group_name: str | None = None,
        *,
        idempotency_key: str | None = None,
    ) -> List:
        response = await self._client._send(
            "PUT",
            f"/lists/{segment(list_id)}",
            json=_body(name, owner_id, group_name),
            idempotency_key=idempotency_key,
        )
        return List.model_validate(decode(response))

    async def contacts(
        self, list_id: int, *, after: int | str = 0, limit: int | None = None
    ) -> Page[Contact]:
        response = await self._client._send(
            "GET", f"/lists/{segment(list_id)}/contacts", params={"after": after, "limit": limit}
        )
        return Page[Contact].model_validate(decode(response))

    def iter_contacts(self, list_id: int, *, limit: int | None = None) -> AsyncIterator[Contact]:
        return aiter_pages(lambda cursor: self.contacts(list_id, after=cursor or 0, limit=limit))

    async def add_contact(
        self, list_id: int, contact_id: int, *, idempotency_key: str | None = None
    ) -> Membership:
        response = await self._client._send(
            self._add_method, _member_path(list_id, contact_id), idempotency_key=idempotency_key
        )
        return Membership.model_validate(decode(response))

    async def remove_contact(
        self, list_id: int, contact_id: int, *, idempotency_key: str | None = None
    ) -> Membership:
        response = await self._client._send(
            "DELETE", _member_path(list_id, contact_id), idempotency_key=idempotency_key
        )
        return Membership.model_validate(decode(response))
