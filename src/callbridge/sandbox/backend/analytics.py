"""The analytics summary (gaps G13, G26): call totals over the calls a key can see."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from callbridge.sandbox.backend.access import Conn, Row, owner_sql
from callbridge.sandbox.backend.credentials import Credential


@dataclass(frozen=True)
class Filters:
    start: str | None = None  # inclusive, a wire timestamp
    end: str | None = None  # exclusive
    list_id: int | None = None
    owner_id: str | None = None
    group_by: str | None = None  # "list" or "owner"


def summary(conn: Conn, cred: Credential, filters: Filters) -> dict[str, Any]:
    where_sql, args = owner_sql(cred, "owner_id")
    where = ["workspace_id = ?", "attributed = 1", where_sql]
    params: list[Any] = [cred.workspace_id, *args]
    for clause, value in (
        ("created_at >= ?", filters.start),
        ("created_at < ?", filters.end),
        ("list_id = ?", filters.list_id),
        ("owner_id = ?", filters.owner_id),
    ):
        if value is not None:
            where.append(clause)
            params.append(value)
    rows = conn.execute(
        "SELECT list_id, owner_id, talk_time_seconds, completed_at FROM calls WHERE "
        + " AND ".join(where),
        params,
    ).fetchall()
    groups: list[dict[str, Any]] = []
    if filters.group_by is not None:
        column = "list_id" if filters.group_by == "list" else "owner_id"
        keys = sorted({row[column] for row in rows}, key=lambda k: (k is None, str(k)))
        for key in keys:
            tally = _tally([row for row in rows if row[column] == key])
            groups.append({"key": None if key is None else str(key), **tally})
    return {"from": filters.start, "to": filters.end, "totals": _tally(rows), "groups": groups}


def _tally(rows: list[Row]) -> dict[str, Any]:
    talk = sum((float(row["talk_time_seconds"]) for row in rows), 0.0)
    return {
        "calls": len(rows),
        "completedCalls": sum(1 for r in rows if r["completed_at"]),
        "talkTimeSeconds": int(talk) if talk.is_integer() else talk,
    }
