"""Contacts (gaps G1, G2, G3): upsert by external id, deletion, and the product's own
creation through the control API."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from callbridge.sandbox.backend.access import Conn, Row, check_owner
from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.errors import ApiError, invalid, not_found
from callbridge.sandbox.backend.events import emit
from callbridge.sandbox.backend.lists import set_membership
from callbridge.sandbox.state.clock import fmt, touched

# request field -> column, for the fields an update may change
_COLUMNS = {
    "phoneNumber": "phone_number",
    "firstName": "first_name",
    "lastName": "last_name",
    "email": "email",
    "timeZone": "time_zone",
}


def visible_contact(conn: Conn, cred: Credential, contact_id: int) -> Row:
    row: Row | None = conn.execute(
        "SELECT * FROM contacts WHERE id = ? AND workspace_id = ? AND attributed = 1",
        (contact_id, cred.workspace_id),
    ).fetchone()
    if row is None or not cred.permits_owner(row["owner_id"]):
        raise not_found("Contact")
    return row


def contact_exists(conn: Conn, contact_id: int) -> bool:
    return conn.execute("SELECT 1 FROM contacts WHERE id = ?", (contact_id,)).fetchone() is not None


def _event(conn: Conn, now: datetime, type_: str, row: Row, owner_id: str) -> None:
    emit(
        conn,
        now,
        type_,
        row["workspace_id"],
        owner_id,
        "contacts",
        str(row["id"]),
        {"id": row["id"]},
    )


def insert_contact(
    conn: Conn,
    now: datetime,
    workspace_id: str,
    owner_id: str,
    values: dict[str, Any],
    *,
    attributed: bool = True,
) -> Row:
    """A new contact from API field names; an attributed one emits `contact.created` (G21)."""
    stamp = fmt(now)
    cur = conn.execute(
        "INSERT INTO contacts (workspace_id, owner_id, external_id, phone_number, first_name, "
        "last_name, email, time_zone, attributed, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            workspace_id,
            owner_id,
            values.get("externalId"),
            values["phoneNumber"],
            values.get("firstName"),
            values.get("lastName"),
            values.get("email"),
            values.get("timeZone"),
            int(attributed),
            stamp,
            stamp,
        ),
    )
    row: Row = conn.execute("SELECT * FROM contacts WHERE id = ?", (cur.lastrowid,)).fetchone()
    if attributed:
        _event(conn, now, "contact.created", row, owner_id)
    return row


def upsert(
    conn: Conn, cred: Credential, now: datetime, values: dict[str, Any], prefix: str = "body"
) -> tuple[Row, bool]:
    """Create or update the contact with this external id (G2); `(row, created)`."""
    existing: Row | None = conn.execute(
        "SELECT * FROM contacts WHERE workspace_id = ? AND external_id = ? AND attributed = 1",
        (cred.workspace_id, values["externalId"]),
    ).fetchone()
    if existing is None:
        if "phoneNumber" not in values:
            raise invalid(f"{prefix}.phoneNumber", "is required when the contact is created")
        owner = values.get("ownerId", cred.owner_id if cred.kind == "personal" else None)
        if owner is None:
            raise invalid(f"{prefix}.ownerId", "is required for a workspace key when creating")
        check_owner(conn, cred, owner)
        return insert_contact(conn, now, cred.workspace_id, owner, values), True
    if not cred.permits_owner(existing["owner_id"]):
        raise ApiError(
            403,
            "invalid_owner",
            "A contact with this externalId exists under an owner this key does not permit.",
        )
    changes = {
        col: values[name]
        for name, col in _COLUMNS.items()
        if name in values and values[name] != existing[col]
    }
    owner = values.get("ownerId", existing["owner_id"])
    if owner != existing["owner_id"]:
        check_owner(conn, cred, owner)
        changes["owner_id"] = owner
    if not changes:
        return existing, False
    assignments = ", ".join(f"{col} = ?" for col in changes)
    conn.execute(
        f"UPDATE contacts SET {assignments}, updated_at = ? WHERE id = ?",
        (*changes.values(), touched(now, existing["updated_at"]), existing["id"]),
    )
    if "owner_id" in changes:
        _event(conn, now, "contact.access_revoked", existing, existing["owner_id"])
    _event(conn, now, "contact.updated", existing, owner)
    row: Row = conn.execute("SELECT * FROM contacts WHERE id = ?", (existing["id"],)).fetchone()
    return row, False


def delete_contact(conn: Conn, now: datetime, contact: Row) -> None:
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
        _event(conn, now, "contact.deleted", contact, contact["owner_id"])


def time_zone_of(conn: Conn, contact_id: int) -> str | None:
    row: Row | None = conn.execute(
        "SELECT time_zone FROM contacts WHERE id = ?", (contact_id,)
    ).fetchone()
    return None if row is None else row["time_zone"]
