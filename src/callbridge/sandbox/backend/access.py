"""Visibility and ownership rules every resource shares.

A record is visible to a credential when it belongs to the credential's workspace, is
attributed (legacy unattributed records are visible to no key), and its owner is one the
credential permits. Writes additionally need the owner to be a current member.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.errors import ApiError

Conn = sqlite3.Connection
Row = sqlite3.Row


def owner_sql(cred: Credential, column: str) -> tuple[str, list[Any]]:
    """SQL fragment restricting `column` to the owners the credential may see."""
    owners = cred.owner_filter
    if owners is None:
        return "1 = 1", []
    return f"{column} IN ({', '.join('?' * len(owners))})", list(owners)


def check_owner(conn: Conn, cred: Credential, owner_id: str) -> None:
    """403 `invalid_owner` unless the owner is a current member the key permits."""
    row: Row | None = conn.execute(
        "SELECT 1 FROM members WHERE id = ? AND workspace_id = ? AND status = 'active'",
        (owner_id, cred.workspace_id),
    ).fetchone()
    if row is None or not cred.permits_owner(owner_id):
        raise ApiError(
            403,
            "invalid_owner",
            f"ownerId {owner_id!r} is not a current workspace member this key permits.",
        )


def missing(what: str) -> ApiError:
    """A 404 of the control API, which has no key whose access could be the reason."""
    return ApiError(404, "not_found", f"{what} not found.")
