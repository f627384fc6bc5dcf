"""Contact upsert by external id and contact deletion (gaps G1, G2, G3)."""

from __future__ import annotations

from typing import Any

from callbridge.sandbox.backend import contacts
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.bodies import ContactUpsert
from callbridge.sandbox.http.paths import IdPath
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.queries import parameters
from callbridge.sandbox.http.validation import parse_body, parse_path


def validate_upsert(data: Any, prefix: str = "body") -> dict[str, Any]:
    """The members of one upsert body that were sent; 400 with every problem at once."""
    body = parse_body(ContactUpsert, data, prefix)
    return {name: getattr(body, name) for name in body.model_fields_set}


def upsert_contact(ctx: Ctx) -> Reply:
    values = validate_upsert(ctx.json())
    row, created = contacts.upsert(ctx.state.store.conn, ctx.cred, ctx.now, values)
    return Reply(201 if created else 200, serialize.contact(row))


def remove_contact(ctx: Ctx) -> Reply:
    contact_id = parse_path(IdPath, ctx.params).id
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
        params=parameters(IdPath, "path"),
    ),
)
