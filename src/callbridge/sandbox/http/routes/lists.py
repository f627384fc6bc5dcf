"""Calling lists and their membership (spec POST/PUT /lists, /lists/{id}/contacts; gap G4)."""

from __future__ import annotations

from callbridge.sandbox.backend import lists
from callbridge.sandbox.backend.access import check_owner
from callbridge.sandbox.backend.contacts import visible_contact
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.bodies import ListWrite
from callbridge.sandbox.http.paths import IdPath, MemberPath
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.queries import ListContactsQuery, parameters
from callbridge.sandbox.http.validation import parse_body, parse_path, parse_query


def _list_body(ctx: Ctx) -> tuple[str, str, str | None]:
    body = parse_body(ListWrite, ctx.json())
    return body.name, body.ownerId, body.groupName


def create_list(ctx: Ctx) -> Reply:
    name, owner, group = _list_body(ctx)
    conn = ctx.state.store.conn
    check_owner(conn, ctx.cred, owner)
    row = lists.insert_list(conn, ctx.now, ctx.cred.workspace_id, owner, name, group)
    return Reply(201, serialize.calling_list(row, 0))


def update_list(ctx: Ctx) -> Reply:
    list_id = parse_path(IdPath, ctx.params).id
    name, owner, group = _list_body(ctx)
    conn = ctx.state.store.conn
    row = lists.visible_list(conn, ctx.cred, list_id)
    check_owner(conn, ctx.cred, owner)
    row = lists.update_list(conn, ctx.now, row, name, owner, group)
    return Reply(200, serialize.calling_list(row, lists.contacts_count(conn, list_id)))


def list_contacts(ctx: Ctx) -> Reply:
    list_id = parse_path(IdPath, ctx.params).id
    query = parse_query(ListContactsQuery, ctx.query)
    conn = ctx.state.store.conn
    lists.visible_list(conn, ctx.cred, list_id)
    page, more = lists.contacts_page(conn, ctx.cred, list_id, query.after, query.limit)
    next_cursor = str(page[-1]["id"]) if more else None
    return Reply(200, {"data": [serialize.contact(r) for r in page], "nextCursor": next_cursor})


def _membership(ctx: Ctx, member: bool) -> Reply:
    path = parse_path(MemberPath, ctx.params)
    list_id, contact_id = path.id, path.contactId
    conn = ctx.state.store.conn
    list_row = lists.visible_list(conn, ctx.cred, list_id)
    visible_contact(conn, ctx.cred, contact_id)
    lists.set_membership(conn, ctx.now, list_row, contact_id, member)
    return Reply(200, {"listId": list_id, "contactId": contact_id, "member": member})


def add_member(ctx: Ctx) -> Reply:
    return _membership(ctx, True)


def remove_member(ctx: Ctx) -> Reply:
    return _membership(ctx, False)


OPS = (
    Op(
        "POST",
        "/lists",
        create_list,
        ("lists:write",),
        write=True,
        summary="Create a calling list",
        status=201,
        response="List",
        request="ListWrite",
        errors=((403, "invalid_owner"),),
    ),
    Op(
        "PUT",
        "/lists/{id}",
        update_list,
        ("lists:write",),
        write=True,
        summary="Replace a list's name, owner and group",
        response="List",
        request="ListWrite",
        params=parameters(IdPath, "path"),
        errors=((403, "invalid_owner"),),
    ),
    Op(
        "GET",
        "/lists/{id}/contacts",
        list_contacts,
        ("lists:read", "contacts:read"),
        summary="Page through the contacts of a list",
        response="ContactPage",
        params=(*parameters(IdPath, "path"), *parameters(ListContactsQuery, "query")),
    ),
    Op(
        "PUT",
        "/lists/{id}/contacts/{contactId}",
        add_member,
        ("lists:write",),
        write=True,
        summary="Add a contact to a list",
        response="Membership",
        params=parameters(MemberPath, "path"),
    ),
    Op(
        "DELETE",
        "/lists/{id}/contacts/{contactId}",
        remove_member,
        ("lists:write",),
        write=True,
        summary="Remove a contact from a list (the contact stays)",
        response="Membership",
        params=parameters(MemberPath, "path"),
    ),
)
