"""Workspaces, members and API keys: what the product's Developers area and member admin do
(through the control API), and what a key may learn about them (GET /me, /users,
/availability)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from callbridge.sandbox.backend import cursors
from callbridge.sandbox.backend.access import Conn, Row, missing, owner_sql
from callbridge.sandbox.backend.credentials import Credential, new_credential_id, new_token
from callbridge.sandbox.backend.errors import ApiError, invalid
from callbridge.sandbox.state.clock import fmt


@dataclass(frozen=True)
class NewMember:
    id: str
    workspace_id: str
    name: str
    first_name: str | None
    last_name: str | None
    identifier: str
    email: str | None
    role: str


@dataclass(frozen=True)
class NewKey:
    workspace_id: str
    kind: str
    owner_id: str | None
    allowed_user_ids: list[str]
    scopes: list[str]
    environment: str
    expires_at: datetime | None


def create_workspace(conn: Conn, now: datetime, workspace_id: str, name: str) -> None:
    if conn.execute("SELECT 1 FROM workspaces WHERE id = ?", (workspace_id,)).fetchone():
        raise ApiError(409, "conflict", f"Workspace {workspace_id!r} already exists.")
    conn.execute(
        "INSERT INTO workspaces (id, name, created_at) VALUES (?, ?, ?)",
        (workspace_id, name, fmt(now)),
    )


def require_workspace(conn: Conn, workspace_id: str) -> None:
    if conn.execute("SELECT 1 FROM workspaces WHERE id = ?", (workspace_id,)).fetchone() is None:
        raise invalid("body.workspaceId", "unknown workspace")


def member(conn: Conn, member_id: str, path: str = "body.ownerId") -> Row:
    """A member named in a control body; 400 at `path` when there is none."""
    row: Row | None = conn.execute("SELECT * FROM members WHERE id = ?", (member_id,)).fetchone()
    if row is None:
        raise invalid(path, "unknown member")
    return row


def create_member(conn: Conn, now: datetime, new: NewMember) -> Row:
    if conn.execute("SELECT 1 FROM members WHERE id = ?", (new.id,)).fetchone():
        raise ApiError(409, "conflict", f"Member {new.id!r} already exists.")
    stamp = fmt(now)
    conn.execute(
        "INSERT INTO members (id, workspace_id, name, first_name, last_name, identifier, "
        "email, role, status, joined_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
        "'active', ?, ?)",
        (
            new.id,
            new.workspace_id,
            new.name,
            new.first_name,
            new.last_name,
            new.identifier,
            new.email,
            new.role,
            stamp,
            stamp,
        ),
    )
    row: Row = conn.execute("SELECT * FROM members WHERE id = ?", (new.id,)).fetchone()
    return row


def leave(conn: Conn, now: datetime, member_id: str) -> Row:
    """The member is no longer current: not a valid owner, not listed, its personal keys 401."""
    if conn.execute("SELECT 1 FROM members WHERE id = ?", (member_id,)).fetchone() is None:
        raise missing("Member")
    conn.execute(
        "UPDATE members SET status = 'left', updated_at = ? WHERE id = ?", (fmt(now), member_id)
    )
    row: Row = conn.execute("SELECT * FROM members WHERE id = ?", (member_id,)).fetchone()
    return row


def create_key(conn: Conn, now: datetime, new: NewKey) -> tuple[str, str]:
    """A new credential; `(credential id, token)`. The token is shown once, never stored."""
    require_workspace(conn, new.workspace_id)
    if new.kind == "personal":
        owner = member(conn, new.owner_id or "")
        if owner["workspace_id"] != new.workspace_id:
            raise invalid("body.ownerId", "not a member of this workspace")
    credential_id = new_credential_id()
    token, secret_hash = new_token(new.environment, credential_id)
    conn.execute(
        "INSERT INTO credentials (id, workspace_id, kind, owner_id, allowed_user_ids, scopes, "
        "environment, secret_hash, expires_at, revoked, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)",
        (
            credential_id,
            new.workspace_id,
            new.kind,
            new.owner_id if new.kind == "personal" else None,
            json.dumps(new.allowed_user_ids if new.kind == "workspace" else []),
            json.dumps(new.scopes),
            new.environment,
            secret_hash,
            None if new.expires_at is None else fmt(new.expires_at),
            fmt(now),
        ),
    )
    return credential_id, token


def revoke_key(conn: Conn, credential_id: str) -> None:
    if (
        conn.execute("UPDATE credentials SET revoked = 1 WHERE id = ?", (credential_id,)).rowcount
        == 0
    ):
        raise missing("Credential")


def users_page(
    conn: Conn, cred: Credential, cursor: str | None, limit: int
) -> tuple[list[Row], str | None]:
    """Current members the key may act for, in join order; the cursor is bound to the key and
    page size (gap G28). `(page, next cursor)`."""
    position = ("", "") if cursor is None else cursors.resolve(conn, cred.id, limit, cursor)
    where, args = owner_sql(cred, "id")
    rows = conn.execute(
        f"SELECT * FROM members WHERE workspace_id = ? AND status = 'active' AND {where} "
        "AND (joined_at > ? OR (joined_at = ? AND id > ?)) ORDER BY joined_at, id LIMIT ?",
        (cred.workspace_id, *args, position[0], position[0], position[1], limit + 1),
    ).fetchall()
    page = rows[:limit]
    if len(rows) <= limit:
        return page, None
    last = page[-1]
    return page, cursors.issue(conn, cred.id, limit, last["joined_at"], last["id"])


def coverage(conn: Conn, cred: Credential) -> dict[str, Any]:
    """Gap G14: the earliest call and contact the key can see."""
    where, args = owner_sql(cred, "owner_id")
    first: dict[str, Any] = {}
    for table, name in (("calls", "callsFrom"), ("contacts", "contactsFrom")):
        row = conn.execute(
            f"SELECT MIN(created_at) AS first FROM {table} WHERE workspace_id = ? "
            f"AND attributed = 1 AND {where}",
            (cred.workspace_id, *args),
        ).fetchone()
        first[name] = row["first"] if row else None
    return first
