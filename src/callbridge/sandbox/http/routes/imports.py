"""POST /imports (gap G12): upsert every valid contact and add it to the list, item by item."""

from __future__ import annotations

import uuid
from typing import Any

from callbridge.sandbox.backend.errors import ApiError
from callbridge.sandbox.backend.records import set_membership, visible_list
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.routes.contacts import upsert, validate_upsert
from callbridge.sandbox.http.validation import MAX_ID, Fields, raise_details
from callbridge.sandbox.state.clock import fmt

MAX_ITEMS = 1000


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
    created = updated = 0
    errors: list[dict[str, Any]] = []
    for index, item in enumerate(items):
        prefix = f"body.contacts.{index}"
        conn.execute("SAVEPOINT import_item")
        try:
            if not isinstance(item, dict):
                raise_details([{"path": prefix, "message": "must be a JSON object"}])
            row, was_created = upsert(
                conn, ctx.cred, ctx.now, validate_upsert(item, prefix), prefix
            )
            set_membership(conn, ctx.now, list_row, row["id"], True)
        except ApiError as error:
            conn.execute("ROLLBACK TO import_item")
            conn.execute("RELEASE import_item")
            errors.append(
                {
                    "index": index,
                    "code": error.code,
                    "message": error.message,
                    "details": error.details or [],
                }
            )
            continue
        conn.execute("RELEASE import_item")
        created += was_created
        updated += not was_created
    return Reply(
        202,
        {
            "id": str(uuid.uuid4()),
            "listId": list_id,
            "state": "completed",
            "total": len(items),
            "created": created,
            "updated": updated,
            "failed": len(errors),
            "errors": errors,
            "createdAt": fmt(ctx.now),
        },
    )


OPS = (Op("POST", "/imports", create_import, ("contacts:write", "lists:write"), write=True),)
