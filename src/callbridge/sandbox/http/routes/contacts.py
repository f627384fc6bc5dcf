"""Contact upsert by external id and contact deletion (gaps G1, G2, G3)."""

from __future__ import annotations

import re
from typing import Any

from callbridge.sandbox.backend import contacts
from callbridge.sandbox.backend.zones import time_zones
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.schemas import ID_PARAM
from callbridge.sandbox.http.validation import MISSING, Fields, path_id

E164_RE = re.compile(r"^\+[1-9][0-9]{1,14}$")
EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+$")
UPSERT_FIELDS = {
    "externalId",
    "phoneNumber",
    "firstName",
    "lastName",
    "email",
    "ownerId",
    "timeZone",
}


def validate_upsert(data: dict[str, Any], prefix: str = "body") -> dict[str, Any]:
    """The fields of one upsert body, present ones only; 400 with every problem at once."""
    fields = Fields(data, prefix, allowed=UPSERT_FIELDS)
    out: dict[str, Any] = {
        "externalId": fields.string(
            "externalId", required=True, min_len=1, max_len=200, no_control=True
        ),
        "phoneNumber": fields.string("phoneNumber", pattern=E164_RE),
        "firstName": fields.string("firstName", nullable=True, max_len=100),
        "lastName": fields.string("lastName", nullable=True, max_len=100),
        "email": fields.string("email", nullable=True, max_len=254, pattern=EMAIL_RE),
        "ownerId": fields.string("ownerId", min_len=1, max_len=100),
        "timeZone": fields.string("timeZone", nullable=True, max_len=64),
    }
    zone = out["timeZone"]
    if isinstance(zone, str) and zone not in time_zones():
        fields.fail("timeZone", "must be an IANA time zone name")
    fields.check()
    return {k: v for k, v in out.items() if v is not MISSING}


def upsert_contact(ctx: Ctx) -> Reply:
    values = validate_upsert(ctx.json())
    row, created = contacts.upsert(ctx.state.store.conn, ctx.cred, ctx.now, values)
    return Reply(201 if created else 200, serialize.contact(row))


def remove_contact(ctx: Ctx) -> Reply:
    contact_id = path_id(ctx.params, "id")
    conn = ctx.state.store.conn
    row = contacts.visible_contact(conn, ctx.cred, contact_id)
    contacts.delete_contact(conn, ctx.now, row)
    return Reply(200, {"id": contact_id, "deleted": True})


OPS = (
    Op(
        "POST",
        "/contacts",
        upsert_contact,
        ("contacts:write",),
        write=True,
        summary="Create or update a contact by its external id",
        status=201,
        also=(200,),
        response="Contact",
        request="ContactUpsert",
        errors=((403, "invalid_owner"),),
    ),
    Op(
        "DELETE",
        "/contacts/{id}",
        remove_contact,
        ("contacts:write",),
        write=True,
        summary="Delete a contact and its list memberships",
        response="ContactDeleted",
        params=(ID_PARAM,),
    ),
)
