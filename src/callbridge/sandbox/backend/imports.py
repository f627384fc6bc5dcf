"""Imports (gap G12): every valid contact is upserted and added to the list; an invalid
item fails alone, its effects rolled back to a savepoint."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from callbridge.sandbox.backend import contacts
from callbridge.sandbox.backend.access import Conn, Row
from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.errors import ApiError
from callbridge.sandbox.backend.lists import set_membership
from callbridge.sandbox.state.clock import fmt

# one item and its detail prefix -> the upsert fields, or ApiError
ParseItem = Callable[[Any, str], dict[str, Any]]


def run(
    conn: Conn,
    cred: Credential,
    now: datetime,
    list_row: Row,
    items: Sequence[Any],
    parse: ParseItem,
) -> dict[str, Any]:
    created = updated = 0
    errors: list[dict[str, Any]] = []
    for index, item in enumerate(items):
        prefix = f"body.contacts.{index}"
        conn.execute("SAVEPOINT import_item")
        try:
            row, was_created = contacts.upsert(conn, cred, now, parse(item, prefix), prefix)
            set_membership(conn, now, list_row, row["id"], True)
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
    return {
        "id": str(uuid.uuid4()),
        "listId": list_row["id"],
        "state": "completed",
        "total": len(items),
        "created": created,
        "updated": updated,
        "failed": len(errors),
        "errors": errors,
        "createdAt": fmt(now),
    }
