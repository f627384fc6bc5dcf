"""Calling lists and their membership (spec POST/PUT /lists, /lists/{id}/contacts; gaps G4,
G24): creation, full updates, membership changes and the contacts page."""

from __future__ import annotations

from datetime import datetime

from callbridge.sandbox.backend.access import Conn, Row, missing, owner_sql
from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.errors import not_found
from callbridge.sandbox.backend.events import emit
from callbridge.sandbox.state.clock import fmt, touched


def visible_list(conn: Conn, cred: Credential, list_id: int) -> Row:
    row: Row | None = conn.execute(
        "SELECT * FROM lists WHERE id = ? AND workspace_id = ?", (list_id, cred.workspace_id)
    ).fetchone()
    if row is None or not cred.permits_owner(row["owner_id"]):
        raise not_found("List")
    return row


def any_list(conn: Conn, list_id: int) -> Row:
    """A list whatever its workspace (the control API acts for the product, not a key)."""
    row: Row | None = conn.execute("SELECT * FROM lists WHERE id = ?", (list_id,)).fetchone()
    if row is None:
        raise missing("List")
    return row


def contacts_count(conn: Conn, list_id: int) -> int:
    row = conn.execute(
        "SELECT COUNT(*) AS n FROM list_contacts WHERE list_id = ?", (list_id,)
    ).fetchone()
    return int(row["n"]) if row is not None else 0


def set_membership(conn: Conn, now: datetime, list_row: Row, contact_id: int, member: bool) -> bool:
    """Add or remove one membership; emits `list.membership_updated` only on a change."""
    if member:
        sql = "INSERT OR IGNORE INTO list_contacts (list_id, contact_id) VALUES (?, ?)"
    else:
        sql = "DELETE FROM list_contacts WHERE list_id = ? AND contact_id = ?"
    changed = conn.execute(sql, (list_row["id"], contact_id)).rowcount > 0
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
) -> Row:
    stamp = fmt(now)
    cur = conn.execute(
        "INSERT INTO lists (workspace_id, owner_id, name, group_name, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (workspace_id, owner_id, name, group_name, stamp, stamp),
    )
    row: Row = conn.execute("SELECT * FROM lists WHERE id = ?", (cur.lastrowid,)).fetchone()
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


def update_list(
    conn: Conn, now: datetime, row: Row, name: str, owner_id: str, group_name: str | None
) -> Row:
    """The full write shape replaces the stored one; an unchanged write changes nothing (G24).
    A new owner emits `list.access_revoked` for the previous one, then `list.updated`."""
    if (row["name"], row["owner_id"], row["group_name"]) == (name, owner_id, group_name):
        return row
    list_id = row["id"]
    conn.execute(
        "UPDATE lists SET name = ?, owner_id = ?, group_name = ?, updated_at = ? WHERE id = ?",
        (name, owner_id, group_name, touched(now, row["updated_at"]), list_id),
    )
    ref = ("lists", str(list_id), {"id": list_id})
    if owner_id != row["owner_id"]:
        emit(conn, now, "list.access_revoked", row["workspace_id"], row["owner_id"], *ref)
    emit(conn, now, "list.updated", row["workspace_id"], owner_id, *ref)
    updated: Row = conn.execute("SELECT * FROM lists WHERE id = ?", (list_id,)).fetchone()
    return updated


def contacts_page(
    conn: Conn, cred: Credential, list_id: int, after: int, limit: int
) -> tuple[list[Row], bool]:
    """Visible members of the list with ids above `after`, ascending; `(page, more)`."""
    where, args = owner_sql(cred, "c.owner_id")
    rows = conn.execute(
        "SELECT c.* FROM contacts c JOIN list_contacts lc ON lc.contact_id = c.id "
        "WHERE lc.list_id = ? AND c.id > ? AND c.attributed = 1 AND c.workspace_id = ? "
        f"AND {where} ORDER BY c.id LIMIT ?",
        (list_id, after, cred.workspace_id, *args, limit + 1),
    ).fetchall()
    return rows[:limit], len(rows) > limit
