"""Calling lists and their membership (spec POST/PUT /lists, /lists/{id}/contacts; gap G4)."""

from __future__ import annotations

from callbridge.sandbox.backend.events import emit
from callbridge.sandbox.backend.records import (
    check_owner,
    insert_list,
    list_json,
    set_membership,
    visible_contact,
    visible_list,
)
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.validation import MAX_ID, Fields, path_id, query_int
from callbridge.sandbox.state.clock import touched

LIST_FIELDS = {"name", "ownerId", "groupName"}


def _list_body(ctx: Ctx) -> tuple[str, str, str | None]:
    fields = Fields(ctx.json(), allowed=LIST_FIELDS)
    name = fields.string("name", required=True, min_len=1, max_len=150)
    owner = fields.string("ownerId", required=True, min_len=1, max_len=100)
    group = fields.string("groupName", nullable=True, max_len=100)
    fields.check()
    return name, owner, group if isinstance(group, str) else None


def create_list(ctx: Ctx) -> Reply:
    name, owner, group = _list_body(ctx)
    conn = ctx.state.store.conn
    check_owner(conn, ctx.cred, owner)
    row = insert_list(conn, ctx.now, ctx.cred.workspace_id, owner, name, group)
    return Reply(201, serialize.calling_list(row, 0))


def update_list(ctx: Ctx) -> Reply:
    list_id = path_id(ctx.params, "id")
    name, owner, group = _list_body(ctx)
    conn = ctx.state.store.conn
    row = visible_list(conn, ctx.cred, list_id)
    check_owner(conn, ctx.cred, owner)
    if (row["name"], row["owner_id"], row["group_name"]) != (name, owner, group):
        conn.execute(
            "UPDATE lists SET name = ?, owner_id = ?, group_name = ?, updated_at = ? WHERE id = ?",
            (name, owner, group, touched(ctx.now, row["updated_at"]), list_id),
        )
        if owner != row["owner_id"]:
            emit(
                conn,
                ctx.now,
                "list.access_revoked",
                row["workspace_id"],
                row["owner_id"],
                "lists",
                str(list_id),
                {"id": list_id},
            )
        emit(
            conn,
            ctx.now,
            "list.updated",
            row["workspace_id"],
            owner,
            "lists",
            str(list_id),
            {"id": list_id},
        )
        row = conn.execute("SELECT * FROM lists WHERE id = ?", (list_id,)).fetchone()
    return Reply(200, list_json(conn, row))


def list_contacts(ctx: Ctx) -> Reply:
    list_id = path_id(ctx.params, "id")
    after = query_int(ctx.query, "after", default=0, minimum=0, maximum=MAX_ID)
    limit = query_int(ctx.query, "limit", default=50, minimum=1, maximum=200)
    conn = ctx.state.store.conn
    visible_list(conn, ctx.cred, list_id)
    owner_sql, owner_args = serialize.visible_owner_sql(ctx.cred, "c.owner_id")
    rows = conn.execute(
        "SELECT c.* FROM contacts c JOIN list_contacts lc ON lc.contact_id = c.id "
        f"WHERE lc.list_id = ? AND c.id > ? AND c.attributed = 1 AND c.workspace_id = ? "
        f"AND {owner_sql} ORDER BY c.id LIMIT ?",
        (list_id, after, ctx.cred.workspace_id, *owner_args, limit + 1),
    ).fetchall()
    page = rows[:limit]
    more = len(rows) > limit
    return Reply(
        200,
        {
            "data": [serialize.contact(r) for r in page],
            "nextCursor": str(page[-1]["id"]) if more else None,
        },
    )


def _membership(ctx: Ctx, member: bool) -> Reply:
    list_id = path_id(ctx.params, "id")
    contact_id = path_id(ctx.params, "contactId")
    conn = ctx.state.store.conn
    list_row = visible_list(conn, ctx.cred, list_id)
    visible_contact(conn, ctx.cred, contact_id)
    set_membership(conn, ctx.now, list_row, contact_id, member)
    return Reply(200, {"listId": list_id, "contactId": contact_id, "member": member})


def add_member(ctx: Ctx) -> Reply:
    return _membership(ctx, True)


def remove_member(ctx: Ctx) -> Reply:
    return _membership(ctx, False)


OPS = (
    Op("POST", "/lists", create_list, ("lists:write",), write=True),
    Op("PUT", "/lists/{id}", update_list, ("lists:write",), write=True),
    Op("GET", "/lists/{id}/contacts", list_contacts, ("lists:read", "contacts:read")),
    Op("PUT", "/lists/{id}/contacts/{contactId}", add_member, ("lists:write",), write=True),
    Op("DELETE", "/lists/{id}/contacts/{contactId}", remove_member, ("lists:write",), write=True),
)
