"""Contact upsert by external id and contact deletion (gaps G2 and G3)."""

from __future__ import annotations

import enum
from typing import Any, Final

from callbridge.api._pipeline import Operation
from callbridge.api.models import ContactDeletion, ContactUpsertResult
from callbridge.api.resources._base import (
    AsyncResource,
    Resource,
    SyncResource,
    endpoint,
    segment,
)

__all__ = ["CLEAR", "CONTACT_FIELDS", "AsyncContacts", "Clear", "Contacts"]


class Clear(enum.Enum):
    """Type of `CLEAR`."""

    CLEAR = "clear"


CLEAR: Final = Clear.CLEAR
"""Pass as a field of `contacts.upsert` to clear it (send null); None means "leave unchanged"."""

Field = str | None | Clear


# A contact write's fields: Python argument name -> wire name (the wire stays camelCase).
# The recipe actions and the bulk importer translate through this one table.
CONTACT_FIELDS: Final = {
    "phone_number": "phoneNumber",
    "first_name": "firstName",
    "last_name": "lastName",
    "email": "email",
    "owner_id": "ownerId",
    "time_zone": "timeZone",
}


def upsert_body(external_id: str, fields: dict[str, Field]) -> dict[str, Any]:
    """The wire body: only fields given are sent, CLEAR becomes null."""
    body: dict[str, Any] = {"externalId": external_id}
    for name, value in fields.items():
        if value is None:
            continue
        body[name] = None if value is CLEAR else value
    return body


class _Contacts(Resource):
    @endpoint
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
    ) -> Operation[ContactUpsertResult]:
        """Create or update the contact with this external id; `.created` tells which."""
        given = {
            "phone_number": phone_number,
            "first_name": first_name,
            "last_name": last_name,
            "email": email,
            "owner_id": owner_id,
            "time_zone": time_zone,
        }
        body = upsert_body(external_id, {CONTACT_FIELDS[n]: v for n, v in given.items()})
        return Operation(
            "POST", "/contacts", ContactUpsertResult, json=body, idempotency_key=idempotency_key
        )

    @endpoint
    def delete(
        self, contact_id: int, *, idempotency_key: str | None = None
    ) -> Operation[ContactDeletion]:
        """Deletes the contact itself (it leaves every list); see lists.remove_contact."""
        path = f"/contacts/{segment(contact_id)}"
        return Operation("DELETE", path, ContactDeletion, idempotency_key=idempotency_key)


class Contacts(_Contacts, SyncResource):
    pass


class AsyncContacts(_Contacts, AsyncResource):
    pass
