"""POST /imports (gap G12): upsert every valid contact and add it to the list, item by item."""

from __future__ import annotations

from typing import Any

from callbridge.sandbox.backend import imports
from callbridge.sandbox.backend.lists import visible_list
from callbridge.sandbox.http.bodies import ImportRequest
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.routes.contacts import validate_upsert
from callbridge.sandbox.http.validation import parse_body, raise_details


def _item(item: Any, prefix: str) -> dict[str, Any]:
    if not isinstance(item, dict):
        raise_details([{"path": prefix, "message": "must be a JSON object"}])
    return validate_upsert(item, prefix)


def create_import(ctx: Ctx) -> Reply:
    body = parse_body(ImportRequest, ctx.json())
    list_id, items = body.listId, body.contacts
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
