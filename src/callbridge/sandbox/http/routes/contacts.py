"""Contact upsert by external id and contact deletion (gaps G1, G2, G3)."""

from __future__ import annotations

import re
import sqlite3
from functools import lru_cache
from typing import Any
from zoneinfo import available_timezones

from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.errors import ApiError, invalid
from callbridge.sandbox.backend.events import emit
from callbridge.sandbox.backend.records import check_owner, delete_contact, visible_contact
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.validation import MISSING, Fields, path_id
from callbridge.sandbox.state.clock import fmt, touched

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
# request field -> column, for the fields an update may change
_COLUMNS = {
    "phoneNumber": "phone_number",
    "firstName": "first_name",
    "lastName": "last_name",
    "email": "email",
    "timeZone": "time_zone",
}


@lru_cache(maxsize=1)
def _zones() -> frozenset[str]:
    return frozenset(available_timezones())


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
    if isinstance(zone, str) and zone not in _zones():
        fields.fail("timeZone", "must be an IANA time zone name")
    fields.check()
    return {k: v for k, v in out.items() if v is not MISSING}


def upsert(
    conn: sqlite3.Connection,
    cred: Credential,
    now: Any,
    values: dict[str, Any],
    prefix: str = "body",
) -> tuple[sqlite3.Row, bool]:
    """Create or update the contact with this external id; `(row, created)`."""
    existing = conn.execute(
        "SELECT * FROM contacts WHERE workspace_id = ? AND external_id = ? AND attributed = 1",
        (cred.workspace_id, values["externalId"]),
    ).fetchone()
    stamp = fmt(now)
    if existing is None:
        if "phoneNumber" not in values:
            raise invalid(
                f"{prefix}.phoneNumber",
                "is required when the contact is created",
            )
        owner = values.get("ownerId", cred.owner_id if cred.kind == "personal" else None)
        if owner is None:
            raise invalid(
                f"{prefix}.ownerId",
                "is required for a workspace key when creating",
            )
        check_owner(conn, cred, owner)
        cur = conn.execute(
            "INSERT INTO contacts (workspace_id, owner_id, external_id, phone_number, first_name, "
            "last_name, email, time_zone, attributed, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)",
            (
                cred.workspace_id,
                owner,
                values["externalId"],
                values["phoneNumber"],
                values.get("firstName"),
                values.get("lastName"),
                values.get("email"),
                values.get("timeZone"),
                stamp,
                stamp,
            ),
        )
        row = conn.execute("SELECT * FROM contacts WHERE id = ?", (cur.lastrowid,)).fetchone()
        emit(
            conn,
            now,
            "contact.created",
            cred.workspace_id,
            owner,
            "contacts",
            str(row["id"]),
            {"id": row["id"]},
        )
        return row, True
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
        emit(
            conn,
            now,
            "contact.access_revoked",
            cred.workspace_id,
            existing["owner_id"],
            "contacts",
            str(existing["id"]),
            {"id": existing["id"]},
        )
    emit(
        conn,
        now,
        "contact.updated",
        cred.workspace_id,
        owner,
        "contacts",
        str(existing["id"]),
        {"id": existing["id"]},
    )
    row = conn.execute("SELECT * FROM contacts WHERE id = ?", (existing["id"],)).fetchone()
    return row, False


def upsert_contact(ctx: Ctx) -> Reply:
    values = validate_upsert(ctx.json())
    row, created = upsert(ctx.state.store.conn, ctx.cred, ctx.now, values)
    return Reply(201 if created else 200, serialize.contact(row))


def remove_contact(ctx: Ctx) -> Reply:
    contact_id = path_id(ctx.params, "id")
    conn = ctx.state.store.conn
    row = visible_contact(conn, ctx.cred, contact_id)
    delete_contact(conn, ctx.now, row)
    return Reply(200, {"id": contact_id, "deleted": True})


OPS = (
    Op("POST", "/contacts", upsert_contact, ("contacts:write",), write=True),
    Op("DELETE", "/contacts/{id}", remove_contact, ("contacts:write",), write=True),
)
