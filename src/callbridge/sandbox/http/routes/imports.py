"""POST /imports (gap G12): upsert every valid contact and add it to the list, item by item."""

from __future__ import annotations

from typing import Any

from callbridge.sandbox.backend import imports
from callbridge.sandbox.backend.lists import visible_list
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.routes.contacts import validate_upsert
from callbridge.sandbox.http.validation import MAX_ID, Fields, raise_details

MAX_ITEMS = 1000


def _item(item: Any, prefix: str) -> dict[str, Any]:
    if not isinstance(item, dict):
        raise_details([{"path": prefix, "message": "must be a JSON object"}])
    return validate_upsert(item, prefix)


def create_import(ctx: Ctx) -> Reply:
    fields = Fields(ctx.json(), allowed={"listId", "contacts"})
    list_id = fields.integer("listId", required=True, minimum=1, maximum=MAX_ID)
    items = fields.data.get("contacts")
    if "contacts" not in fields.data:
        fields.fail("contacts", "is required")
    elif not isinstance(items, list) or not 1 <= len(items) <= MAX_ITEMS:
        fields.fail("contacts", f"must be an array of 1 to {MAX_ITEMS} contacts")
    fields.check()
    assert isinstance(items, list)
    conn = ctx.state.store.conn
    list_row = visible_list(conn, ctx.cred, list_id)
    return Reply(202, imports.run(conn, ctx.cred, ctx.now, list_row, items, _item))


OPS = (
    Op(
        "POST",
        "/imports",
        create_import,
        ("contacts:write", "lists:write"),
        write=True,
        summary="Import contacts into a list, item by item",
        status=202,
        response="Import",
        request="ImportRequest",
        errors=((404, "not_found"),),
    ),
)
