"""Visibility and ownership rules shared by the v2 routes and the control API.

A record is visible to a credential when it belongs to the credential's workspace, is
attributed (legacy unattributed records are visible to no key), and its owner is one the
credential permits. Writes additionally need the owner to be a current member.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime

from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.errors import ApiError, not_found
from callbridge.sandbox.backend.events import emit
from callbridge.sandbox.http import serialize
from callbridge.sandbox.state.clock import fmt

Conn = sqlite3.Connection


def check_owner(conn: Conn, cred: Credential, owner_id: str) -> None:
    """403 `invalid_owner` unless the owner is a current member the key permits."""
    row: sqlite3.Row | None = conn.execute(
        "SELECT 1 FROM members WHERE id = ? AND workspace_id = ? AND status = 'active'",
        (owner_id, cred.workspace_id),
    ).fetchone()
    if row is None or not cred.permits_owner(owner_id):
        raise ApiError(
            403,
            "invalid_owner",
            f"ownerId {owner_id!r} is not a current workspace member this key permits.",
        )


def visible_list(conn: Conn, cred: Credential, list_id: int) -> sqlite3.Row:
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM lists WHERE id = ? AND workspace_id = ?", (list_id, cred.workspace_id)
    ).fetchone()
    if row is None or not cred.permits_owner(row["owner_id"]):
        raise not_found("List")
    return row


def visible_contact(conn: Conn, cred: Credential, contact_id: int) -> sqlite3.Row:
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM contacts WHERE id = ? AND workspace_id = ? AND attributed = 1",
        (contact_id, cred.workspace_id),
    ).fetchone()
    if row is None or not cred.permits_owner(row["owner_id"]):
        raise not_found("Contact")
    return row


def contacts_count(conn: Conn, list_id: int) -> int:
    row = conn.execute(
        "SELECT COUNT(*) AS n FROM list_contacts WHERE list_id = ?", (list_id,)
    ).fetchone()
    return int(row["n"]) if row is not None else 0


def list_json(conn: Conn, row: sqlite3.Row) -> dict[str, object]:
    return serialize.calling_list(row, contacts_count(conn, row["id"]))


def set_membership(
    conn: Conn, now: datetime, list_row: sqlite3.Row, contact_id: int, member: bool
) -> bool:
    """Add or remove one membership; emits `list.membership_updated` only on a change."""
    if member:
        changed = (
            conn.execute(
                "INSERT OR IGNORE INTO list_contacts (list_id, contact_id) VALUES (?, ?)",
                (list_row["id"], contact_id),
            ).rowcount
            > 0
        )
    else:
        changed = (
            conn.execute(
                "DELETE FROM list_contacts WHERE list_id = ? AND contact_id = ?",
                (list_row["id"], contact_id),
            ).rowcount
            > 0
        )
    if changed:
        emit(
            conn,
            now,
            "list.membership_updated",
            list_row["workspace_id"],
            list_row["owner_id"],
            "lists",
            str(list_row["id"]),
            {
                "id": list_row["id"],
                "listId": list_row["id"],
                "contactId": contact_id,
                "member": member,
            },
        )
    return changed


def insert_list(
    conn: Conn, now: datetime, workspace_id: str, owner_id: str, name: str, group_name: str | None
) -> sqlite3.Row:
    stamp = fmt(now)
    cur = conn.execute(
        "INSERT INTO lists (workspace_id, owner_id, name, group_name, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (workspace_id, owner_id, name, group_name, stamp, stamp),
    )
    row: sqlite3.Row = conn.execute("SELECT * FROM lists WHERE id = ?", (cur.lastrowid,)).fetchone()
    emit(
        conn,
        now,
        "list.created",
        workspace_id,
        owner_id,
        "lists",
        str(row["id"]),
        {"id": row["id"]},
    )
    return row


def delete_contact(conn: Conn, now: datetime, contact: sqlite3.Row) -> None:
    """Gap G3: the contact leaves every list, then is deleted."""
    lists = conn.execute(
        "SELECT l.* FROM lists l JOIN list_contacts lc ON lc.list_id = l.id "
        "WHERE lc.contact_id = ? ORDER BY l.id",
        (contact["id"],),
    ).fetchall()
    for list_row in lists:
        set_membership(conn, now, list_row, contact["id"], False)
    conn.execute("DELETE FROM contacts WHERE id = ?", (contact["id"],))
    if contact["attributed"]:
        emit(
            conn,
            now,
            "contact.deleted",
            contact["workspace_id"],
            contact["owner_id"],
            "contacts",
            str(contact["id"]),
            {"id": contact["id"]},
        )
