"""Calls and their evidence: the API reads them, the product (the control API) creates,
completes and annotates them. Every change emits its call event (spec "Event types")."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from callbridge.sandbox.backend.access import Conn, Row, missing
from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.errors import ApiError, not_found
from callbridge.sandbox.backend.events import emit
from callbridge.sandbox.state.clock import fmt, touched


@dataclass(frozen=True)
class NewCall:
    call_sid: str
    owner_id: str
    phone_number: str
    from_phone_number: str
    contact_id: int | None = None
    contact_name: str | None = None
    direction: str = "outbound"  # gap G23
    call_status: str = "initiated"
    list_id: int | None = None
    talk_time_seconds: float = 0
    attributed: bool = True


def visible_call(conn: Conn, cred: Credential, call_sid: str) -> Row:
    row: Row | None = conn.execute(
        "SELECT * FROM calls WHERE call_sid = ? AND workspace_id = ? AND attributed = 1",
        (call_sid, cred.workspace_id),
    ).fetchone()
    if row is None or not cred.permits_owner(row["owner_id"]):
        raise not_found("Call")
    return row


def any_call(conn: Conn, call_sid: str) -> Row:
    row: Row | None = conn.execute("SELECT * FROM calls WHERE call_sid = ?", (call_sid,)).fetchone()
    if row is None:
        raise missing("Call")
    return row


def _event(conn: Conn, now: datetime, row: Row, type_: str) -> None:
    if row["attributed"]:  # gap G21: records no key can see emit nothing
        sid = row["call_sid"]
        emit(conn, now, type_, row["workspace_id"], row["owner_id"], "calls", sid, {"id": sid})


def create_call(conn: Conn, now: datetime, workspace_id: str, new: NewCall) -> Row:
    if conn.execute("SELECT 1 FROM calls WHERE call_sid = ?", (new.call_sid,)).fetchone():
        raise ApiError(409, "conflict", f"Call {new.call_sid!r} already exists.")
    stamp = fmt(now)
    conn.execute(
        "INSERT INTO calls (call_sid, workspace_id, owner_id, attributed, created_at, "
        "updated_at, contact_id, contact_name, phone_number, from_phone_number, direction, "
        "call_status, list_id, talk_time_seconds, recording_state, transcript_state) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'unavailable', 'unavailable')",
        (
            new.call_sid,
            workspace_id,
            new.owner_id,
            int(new.attributed),
            stamp,
            stamp,
            new.contact_id,
            new.contact_name,
            new.phone_number,
            new.from_phone_number,
            new.direction,
            new.call_status,
            new.list_id,
            new.talk_time_seconds,
        ),
    )
    row = any_call(conn, new.call_sid)
    _event(conn, now, row, "call.created")
    return row


def complete_call(
    conn: Conn, now: datetime, call_sid: str, status: str | None, talk: float | None
) -> Row:
    row = any_call(conn, call_sid)
    stamp = touched(now, row["updated_at"])
    conn.execute(
        "UPDATE calls SET call_status = ?, talk_time_seconds = ?, completed_at = ?, "
        "updated_at = ? WHERE call_sid = ?",
        (
            "completed" if status is None else status,
            row["talk_time_seconds"] if talk is None else talk,
            stamp,
            stamp,
            call_sid,
        ),
    )
    row = any_call(conn, call_sid)
    _event(conn, now, row, "call.completed")
    _event(conn, now, row, "call.updated")
    return row


def set_disposition(conn: Conn, now: datetime, call_sid: str, type_: str, notes: str | None) -> Row:
    """Disposition-only edits do not advance updatedAt (spec Call.updatedAt)."""
    any_call(conn, call_sid)
    conn.execute(
        "UPDATE calls SET disposition_type = ?, disposition_notes = ? WHERE call_sid = ?",
        (type_, notes, call_sid),
    )
    row = any_call(conn, call_sid)
    _event(conn, now, row, "call.disposition_updated")
    return row


def set_recording(conn: Conn, now: datetime, call_sid: str, state: str, url: str | None) -> Row:
    return _set_evidence(conn, now, call_sid, "recording", state, "recording_url", url)


def set_transcript(
    conn: Conn, now: datetime, call_sid: str, state: str, segments: list[dict[str, str]]
) -> Row:
    content = json.dumps(segments)
    return _set_evidence(conn, now, call_sid, "transcript", state, "transcript_segments", content)


def _set_evidence(
    conn: Conn, now: datetime, call_sid: str, kind: str, state: str, column: str, content: Any
) -> Row:
    """Store a recording or transcript (`kind`); `available` emits `<kind>.available`."""
    stamp = touched(now, any_call(conn, call_sid)["updated_at"])
    conn.execute(
        f"UPDATE calls SET {kind}_state = ?, {column} = ?, updated_at = ? WHERE call_sid = ?",
        (state, content, stamp, call_sid),
    )
    row = any_call(conn, call_sid)
    if state == "available":
        _event(conn, now, row, f"{kind}.available")
    return row


def delete_call(conn: Conn, now: datetime, call_sid: str) -> None:
    row = any_call(conn, call_sid)
    conn.execute("DELETE FROM calls WHERE id = ?", (row["id"],))
    _event(conn, now, row, "call.deleted")
