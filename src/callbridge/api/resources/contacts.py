"""Contact upsert by external id and contact deletion (gaps G2 and G3)."""

from __future__ import annotations

import enum
from typing import Any, Final

from callbridge.api._pipeline import decode
from callbridge.api.models import ContactDeletion, ContactUpsertResult
from callbridge.api.resources._base import AsyncResource, SyncResource, segment

__all__ = ["CLEAR", "AsyncContacts", "Clear", "Contacts"]


class Clear(enum.Enum):
    """Type of `CLEAR`."""

    CLEAR = "clear"


CLEAR: Final = Clear.CLEAR
"""Pass as a field of `contacts.upsert` to clear it (send null); None means "leave unchanged"."""

Field = str | None | Clear


def upsert_body(external_id: str, fields: dict[str, Field]) -> dict[str, Any]:
    """The wire body: only fields given are sent, CLEAR becomes null."""
    body: dict[str, Any] = {"externalId": external_id}
    for name, value in fields.items():
        if value is None:
            continue
        body[name] = None if value is CLEAR else value
    return body


def _fields(
    phone_number: Field,
    first_name: Field,
    last_name: Field,
    email: Field,
    owner_id: Field,
    time_zone: Field,
) -> dict[str, Field]:
    return {
        "phoneNumber": phone_number,
        "firstName": first_name,
        "lastName": last_name,
        "email": email,
        "ownerId": owner_id,
        "timeZone": time_zone,
    }


def _result(status: int, body: Any) -> ContactUpsertResult:
    return ContactUpsertResult.model_validate({**body, "created": status == 201})


class Contacts(SyncResource):
    def upsert(
        self,
        external_id: str,
        *,
        phone_number: Field = None,
        first_name: Field = None,
        last_name: Field = None,
        email: Field = None,
        owner_id: Field = None,
        time_zone: Field = None,
        idempotency_key: str | None = None,
    ) -> ContactUpsertResult:
        """Create or update the contact with this external id; `.created` tells which."""
        body = upsert_body(
            external_id, _fields(phone_number, first_name, last_name, email, owner_id, time_zone)
        )
        response = self._client._send(
            "POST", "/contacts", json=body, idempotency_key=idempotency_key
        )
        return _result(response.status_code, decode(response))

    def delete(self, contact_id: int, *, idempotency_key: str | None = None) -> ContactDeletion:
        """Deletes the contact itself (it leaves every list); see lists.remove_contact."""
        response = self._client._send(
            "DELETE", f"/contacts/{segment(contact_id)}", idempotency_key=idempotency_key
        )
        return ContactDeletion.model_validate(decode(response))


class AsyncContacts(AsyncResource):
    async def upsert(
        self,
        external_id: str,
        *,
        phone_number: Field = None,
        first_name: Field = None,
        last_name: Field = None,
        email: Field = None,
        owner_id: Field = None,
        time_zone: Field = None,
        idempotency_key: str | None = None,
    ) -> ContactUpsertResult:
        body = upsert_body(
            external_id, _fields(phone_number, first_name, last_name, email, owner_id, time_zone)
        )
        response = await self._client._send(
            "POST", "/contacts", json=body, idempotency_key=idempotency_key
        )
        return _result(response.status_code, decode(response))

    async def delete(
        self, contact_id: int, *, idempotency_key: str | None = None
    ) -> ContactDeletion:
        response = await self._client._send(
            "DELETE", f"/contacts/{segment(contact_id)}", idempotency_key=idempotency_key
        )
        return ContactDeletion.model_validate(decode(response))
