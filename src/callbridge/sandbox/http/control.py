"""The control API under /_sandbox (sandbox-control-api.md): what the product's UI and
telephony would do for the real service, plus the clock, settings, faults and deliveries.

Control bodies are validated field by field like v2 bodies, but unknown fields are ignored:
suites written in other languages against this contract should not break on an extra key.
"""

from __future__ import annotations

import json
import re
import secrets
import uuid
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response

from callbridge.sandbox.backend.credentials import ALL_SCOPES, new_credential_id, new_token
from callbridge.sandbox.backend.errors import ApiError, invalid
from callbridge.sandbox.backend.events import emit, publish
from callbridge.sandbox.backend.records import insert_list, set_membership
from callbridge.sandbox.backend.store import Row
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import error_response, json_response, read_body
from callbridge.sandbox.http.validation import MAX_ID, MISSING, Fields, json_object, path_id
from callbridge.sandbox.state.clock import CLOCK_MAX, CLOCK_MIN, fmt, in_clock_range, touched
from callbridge.sandbox.state.faults import FaultRule
from callbridge.sandbox.state.ratelimit import RateLimit

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

Handler = Callable[["SandboxState", Request, bytes], Awaitable[tuple[int, Any]]]
CONTROL_BODY_LIMIT = 16 * 1024 * 1024


def _wrap(state: SandboxState, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
    async def run(request: Request) -> Response:
        try:
            body = await read_body(request, CONTROL_BODY_LIMIT)
            status, payload = await handler(state, request, body)
        except ApiError as error:
            return error_response(request, error)
        publish(state)
        return json_response(status, payload)

    run.__name__ = handler.__name__
    return run


def _missing(what: str) -> ApiError:
    """A 404 of the control API, which has no key whose access could be the reason."""
    return ApiError(404, "not_found", f"{what} not found.")


def _body(raw: bytes) -> dict[str, Any]:
    return json_object(raw) if raw.strip() else {}


def _member(state: SandboxState, member_id: Any, path: str = "body.ownerId") -> Row:
    row = state.store.one("SELECT * FROM members WHERE id = ?", member_id)
    if row is None:
        raise invalid(path, "unknown member")
    return row


# --- state -------------------------------------------------------------------------------


async def reset(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    state.reset()
    return 204, None


async def get_clock(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    return 200, {"now": fmt(state.now())}


_CLOCK_RANGE = f"must keep the clock between {fmt(CLOCK_MIN)} and {fmt(CLOCK_MAX)}"


async def set_clock(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    advance = fields.number("advanceSeconds", minimum=-1e9)
    instant = fields.datetime("now")
    if ("advanceSeconds" in fields.data) == ("now" in fields.data):
        fields.details.append({"path": "body", "message": "send advanceSeconds or now"})
    target: datetime | None = None if instant is MISSING else instant
    if advance is not MISSING and instant is MISSING:
        target = state.clock.advanced(float(advance))
        if target is None:
            fields.fail("advanceSeconds", _CLOCK_RANGE)
    elif target is not None and not in_clock_range(target):
        fields.fail("now", _CLOCK_RANGE)
    fields.check()
    assert target is not None  # fields.check() refused every other case
    state.clock.set(target)
    state.save_clock()
    state.auth.invalidate()
    return 200, {"now": fmt(state.now())}


async def get_settings(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    return 200, state.settings.as_json()


async def put_settings(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    loopback = fields.boolean("allowLoopbackReceivers")
    max_body = fields.integer("maxBodyBytes", minimum=1, maximum=1024 * 1024 * 1024)
    limit: RateLimit | Any | None = MISSING
    if "rateLimit" in fields.data:
        raw_limit = fields.data["rateLimit"]
        if raw_limit is None:
            limit = None
        elif isinstance(raw_limit, dict):
            inner = Fields(raw_limit, "body.rateLimit")
            count = inner.integer("limit", required=True, minimum=1, maximum=10**9)
            window = inner.integer("windowSeconds", required=True, minimum=1, maximum=10**7)
            fields.details.extend(inner.details)
            if not inner.details:
                limit = RateLimit(count, window)
        else:
            fields.fail("rateLimit", "must be an object or null")
    fields.check()
    if loopback is not MISSING:
        state.settings.allow_loopback_receivers = loopback
    if max_body is not MISSING:
        state.settings.max_body_bytes = max_body
    if limit is not MISSING:
        state.settings.rate_limit = limit
        state.rate_limiter.reset()
    state.save_settings()
    return 200, state.settings.as_json()


# --- workspace, members, keys ------------------------------------------------------------


async def create_workspace(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    name = fields.string("name", required=True, min_len=1, max_len=200)
    ws_id = fields.string("id", min_len=1, max_len=100)
    fields.check()
    ws_id = f"ws_{secrets.token_hex(6)}" if ws_id is MISSING else ws_id
    with state.store.tx() as conn:
        if conn.execute("SELECT 1 FROM workspaces WHERE id = ?", (ws_id,)).fetchone():
            raise ApiError(409, "conflict", f"Workspace {ws_id!r} already exists.")
        conn.execute(
            "INSERT INTO workspaces (id, name, created_at) VALUES (?, ?, ?)",
            (ws_id, name, fmt(state.now())),
        )
    return 201, {"id": ws_id, "name": name}


def _workspace(state: SandboxState, workspace_id: Any) -> None:
    if state.store.one("SELECT 1 FROM workspaces WHERE id = ?", workspace_id) is None:
        raise invalid("body.workspaceId", "unknown workspace")


async def create_member(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    text = ("name", "firstName", "lastName", "email", "identifier", "role")
    fields = Fields(json_object(raw))
    workspace_id = fields.string("workspaceId", required=True, min_len=1)
    member_id = fields.string("id", min_len=1, max_len=100)
    values = {name: fields.string(name, nullable=True, max_len=254) for name in text}
    fields.check()
    _workspace(state, workspace_id)
    member_id = f"usr_{secrets.token_hex(6)}" if member_id is MISSING else member_id
    got = {k: (None if v is MISSING else v) for k, v in values.items()}
    first, last = got["firstName"], got["lastName"]
    name = got["name"] or " ".join(p for p in (first, last) if p) or member_id
    stamp = fmt(state.now())
    with state.store.tx() as conn:
        if conn.execute("SELECT 1 FROM members WHERE id = ?", (member_id,)).fetchone():
            raise ApiError(409, "conflict", f"Member {member_id!r} already exists.")
        conn.execute(
            "INSERT INTO members (id, workspace_id, name, first_name, last_name, identifier, "
            "email, role, status, joined_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
            "'active', ?, ?)",
            (
                member_id,
                workspace_id,
                name,
                first,
                last,
                got["identifier"] or got["email"] or member_id,
                got["email"],
                got["role"] or "member",
                stamp,
                stamp,
            ),
        )
        row = conn.execute("SELECT * FROM members WHERE id = ?", (member_id,)).fetchone()
    state.auth.invalidate()
    return 201, serialize.member(row)


async def member_leave(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    member_id = request.path_params["id"]
    with state.store.tx() as conn:
        if conn.execute("SELECT 1 FROM members WHERE id = ?", (member_id,)).fetchone() is None:
            raise _missing("Member")
        conn.execute(
            "UPDATE members SET status = 'left', updated_at = ? WHERE id = ?",
            (fmt(state.now()), member_id),
        )
        row = conn.execute("SELECT * FROM members WHERE id = ?", (member_id,)).fetchone()
    state.auth.invalidate()
    return 200, serialize.member(row)


async def create_key(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(
        json_object(raw),
    )
    workspace_id = fields.string("workspaceId", required=True, min_len=1)
    kind = fields.enum("kind", ("personal", "workspace"), required=True)
    owner_id = fields.string("ownerId", nullable=True, min_len=1)
    environment = fields.enum("environment", ("live", "test"))
    expires = fields.datetime("expiresAt")
    scopes = _string_list(fields, "scopes", required=True, options=ALL_SCOPES)
    allowed = _string_list(fields, "allowedUserIds", required=False)
    if kind == "personal" and not isinstance(owner_id, str):
        fields.fail("ownerId", "is required for a personal key")
    fields.check()
    _workspace(state, workspace_id)
    if kind == "personal":
        member = _member(state, owner_id)
        if member["workspace_id"] != workspace_id:
            raise invalid("body.ownerId", "not a member of this workspace")
    credential_id = new_credential_id()
    env = "test" if environment is MISSING else environment
    token, secret_hash = new_token(env, credential_id)
    state.store.run(
        "INSERT INTO credentials (id, workspace_id, kind, owner_id, allowed_user_ids, scopes, "
        "environment, secret_hash, expires_at, revoked, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)",
        credential_id,
        workspace_id,
        kind,
        owner_id if kind == "personal" else None,
        json.dumps(allowed if kind == "workspace" else []),
        json.dumps(scopes),
        env,
        secret_hash,
        None if expires is MISSING else fmt(expires),
        fmt(state.now()),
    )
    state.auth.invalidate()
    return 201, {"credentialId": credential_id, "token": token}


def _string_list(
    fields: Fields, name: str, *, required: bool, options: tuple[str, ...] | None = None
) -> list[str]:
    value = fields.data.get(name, MISSING)
    if value is MISSING:
        if required:
            fields.fail(name, "is required")
        return []
    if not isinstance(value, list):
        fields.fail(name, "must be an array of strings")
        return []
    out: list[str] = []
    for index, item in enumerate(value):
        if not isinstance(item, str) or (options is not None and item not in options):
            fields.details.append(
                {
                    "path": f"{fields.prefix}.{name}.{index}",
                    "message": "must be one of " + ", ".join(options)
                    if options
                    else "must be a string",
                }
            )
        elif item not in out:
            out.append(item)
    return out


async def revoke_key(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    credential_id = request.path_params["credentialId"]
    if (
        state.store.run("UPDATE credentials SET revoked = 1 WHERE id = ?", credential_id).rowcount
        == 0
    ):
        raise _missing("Credential")
    state.auth.invalidate()
    return 200, {"credentialId": credential_id, "revoked": True}


# --- records -------------------------------------------------------------------------------


async def create_contact(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(
        json_object(raw),
    )
    owner_id = fields.string("ownerId", required=True, min_len=1)
    phone = fields.string("phoneNumber", required=True, min_len=1, max_len=32)
    values = {
        n: fields.string(n, nullable=True, max_len=254)
        for n in ("externalId", "firstName", "lastName", "email", "timeZone")
    }
    attributed = fields.boolean("attributed")
    fields.check()
    owner = _member(state, owner_id)
    got = {k: (None if v is MISSING else v) for k, v in values.items()}
    now = state.now()
    with state.store.tx() as conn:
        cur = conn.execute(
            "INSERT INTO contacts (workspace_id, owner_id, external_id, phone_number, first_name, "
            "last_name, email, time_zone, attributed, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                owner["workspace_id"],
                owner_id,
                got["externalId"],
                phone,
                got["firstName"],
                got["lastName"],
                got["email"],
                got["timeZone"],
                int(attributed is not False),
                fmt(now),
                fmt(now),
            ),
        )
        row = conn.execute("SELECT * FROM contacts WHERE id = ?", (cur.lastrowid,)).fetchone()
        if attributed is not False:
            emit(
                conn,
                now,
                "contact.created",
                owner["workspace_id"],
                owner_id,
                "contacts",
                str(row["id"]),
                {"id": row["id"]},
            )
    return 201, serialize.contact(row)


async def create_list(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    owner_id = fields.string("ownerId", required=True, min_len=1)
    name = fields.string("name", required=True, min_len=1, max_len=150)
    group = fields.string("groupName", nullable=True, max_len=100)
    fields.check()
    owner = _member(state, owner_id)
    with state.store.tx() as conn:
        row = insert_list(
            conn,
            state.now(),
            owner["workspace_id"],
            owner_id,
            name,
            None if group is MISSING else group,
        )
    return 201, serialize.calling_list(row, 0)


async def add_to_list(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    list_id = path_id(request.path_params, "id")
    contact_id = path_id(request.path_params, "contactId")
    with state.store.tx() as conn:
        list_row = conn.execute("SELECT * FROM lists WHERE id = ?", (list_id,)).fetchone()
        if list_row is None:
            raise _missing("List")
        if conn.execute("SELECT 1 FROM contacts WHERE id = ?", (contact_id,)).fetchone() is None:
            raise _missing("Contact")
        set_membership(conn, state.now(), list_row, contact_id, True)
    return 200, {"listId": list_id, "contactId": contact_id, "member": True}


ALL = frozenset(ALL_SCOPES)


def _call_row(state: SandboxState, call_sid: str) -> Row:
    row = state.store.one("SELECT * FROM calls WHERE call_sid = ?", call_sid)
    if row is None:
        raise _missing("Call")
    return row


def _call_event(conn: Any, state: SandboxState, row: Row, type_: str) -> None:
    if row["attributed"]:
        emit(
            conn,
            state.now(),
            type_,
            row["workspace_id"],
            row["owner_id"],
            "calls",
            row["call_sid"],
            {"id": row["call_sid"]},
        )


async def create_call(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(
        json_object(raw),
    )
    owner_id = fields.string("ownerId", required=True, min_len=1)
    phone = fields.string("phoneNumber", required=True, min_len=1, max_len=32)
    from_phone = fields.string("fromPhoneNumber", required=True, min_len=1, max_len=32)
    call_sid = fields.string("callSid", min_len=1, max_len=200)
    contact_id = fields.integer("contactId", nullable=True, minimum=1, maximum=MAX_ID)
    list_id = fields.integer("listId", nullable=True, minimum=1, maximum=MAX_ID)
    text = {
        n: fields.string(n, nullable=True, max_len=200)
        for n in ("contactName", "direction", "callStatus")
    }
    talk = fields.number("talkTimeSeconds")
    attributed = fields.boolean("attributed")
    fields.check()
    owner = _member(state, owner_id)
    call_sid = f"CA{uuid.uuid4().hex}" if call_sid is MISSING else call_sid
    got = {k: (None if v is MISSING else v) for k, v in text.items()}
    now = state.now()
    stamp = fmt(now)
    with state.store.tx() as conn:
        if conn.execute("SELECT 1 FROM calls WHERE call_sid = ?", (call_sid,)).fetchone():
            raise ApiError(409, "conflict", f"Call {call_sid!r} already exists.")
        conn.execute(
            "INSERT INTO calls (call_sid, workspace_id, owner_id, attributed, created_at, "
            "updated_at, contact_id, contact_name, phone_number, from_phone_number, direction, "
            "call_status, list_id, talk_time_seconds, recording_state, transcript_state) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'unavailable', 'unavailable')",
            (
                call_sid,
                owner["workspace_id"],
                owner_id,
                int(attributed is not False),
                stamp,
                stamp,
                None if contact_id is MISSING else contact_id,
                got["contactName"],
                phone,
                from_phone,
                got["direction"] or "outbound",
                got["callStatus"] or "initiated",
                None if list_id is MISSING else list_id,
                0 if talk is MISSING else talk,
            ),
        )
        row = conn.execute("SELECT * FROM calls WHERE call_sid = ?", (call_sid,)).fetchone()
        _call_event(conn, state, row, "call.created")
    return 201, serialize.call(row, ALL)


async def complete_call(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    call_sid = request.path_params["callSid"]
    fields = Fields(_body(raw))
    status = fields.string("callStatus", min_len=1, max_len=200)
    talk = fields.number("talkTimeSeconds")
    fields.check()
    row = _call_row(state, call_sid)
    stamp = touched(state.now(), row["updated_at"])
    with state.store.tx() as conn:
        conn.execute(
            "UPDATE calls SET call_status = ?, talk_time_seconds = ?, completed_at = ?, "
            "updated_at = ? WHERE call_sid = ?",
            (
                "completed" if status is MISSING else status,
                row["talk_time_seconds"] if talk is MISSING else talk,
                stamp,
                stamp,
                call_sid,
            ),
        )
        row = _call_row(state, call_sid)
        _call_event(conn, state, row, "call.completed")
        _call_event(conn, state, row, "call.updated")
    return 200, serialize.call(row, ALL)


async def set_disposition(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    call_sid = request.path_params["callSid"]
    fields = Fields(json_object(raw))
    type_ = fields.string("type", required=True, min_len=1, max_len=200)
    notes = fields.string("notes", nullable=True, max_len=16000)
    fields.check()
    _call_row(state, call_sid)
    with state.store.tx() as conn:  # disposition-only edits do not advance updatedAt
        conn.execute(
            "UPDATE calls SET disposition_type = ?, disposition_notes = ? WHERE call_sid = ?",
            (type_, None if notes is MISSING else notes, call_sid),
        )
        row = _call_row(state, call_sid)
        _call_event(conn, state, row, "call.disposition_updated")
    return 200, serialize.call(row, ALL)


async def set_recording(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    call_sid = request.path_params["callSid"]
    fields = Fields(json_object(raw))
    evidence = fields.enum("state", ("available", "unavailable"), required=True)
    url = fields.string("url", nullable=True, max_len=2048)
    fields.check()
    return _set_evidence(
        state, call_sid, "recording", evidence, "recording_url", None if url is MISSING else url
    )


async def set_transcript(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    call_sid = request.path_params["callSid"]
    fields = Fields(json_object(raw))
    evidence = fields.enum("state", ("available", "unavailable"), required=True)
    segments = fields.data.get("segments", [])
    if not isinstance(segments, list) or not all(
        isinstance(s, dict)
        and set(s) == {"speaker", "text"}
        and all(isinstance(v, str) for v in s.values())
        for s in segments
    ):
        fields.fail("segments", "must be an array of {speaker, text} strings")
    fields.check()
    return _set_evidence(
        state, call_sid, "transcript", evidence, "transcript_segments", json.dumps(segments)
    )


def _set_evidence(
    state: SandboxState, call_sid: str, kind: str, evidence: str, column: str, content: Any
) -> tuple[int, Any]:
    """Store a recording or transcript (`kind`); `available` emits `<kind>.available`."""
    stamp = touched(state.now(), _call_row(state, call_sid)["updated_at"])
    with state.store.tx() as conn:
        conn.execute(
            f"UPDATE calls SET {kind}_state = ?, {column} = ?, updated_at = ? WHERE call_sid = ?",
            (evidence, content, stamp, call_sid),
        )
        row = _call_row(state, call_sid)
        if evidence == "available":
            _call_event(conn, state, row, f"{kind}.available")
    return 200, serialize.call(row, ALL)


async def delete_call(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    row = _call_row(state, request.path_params["callSid"])
    with state.store.tx() as conn:
        conn.execute("DELETE FROM calls WHERE id = ?", (row["id"],))
        _call_event(conn, state, row, "call.deleted")
    return 204, None


async def create_scheduled_call(
    state: SandboxState, request: Request, raw: bytes
) -> tuple[int, Any]:
    fields = Fields(
        json_object(raw),
    )
    owner_id = fields.string("ownerId", required=True, min_len=1)
    phone = fields.string("phoneNumber", required=True, min_len=1, max_len=32)
    scheduled_at = fields.datetime("scheduledAt", required=True)
    contact_id = fields.integer("contactId", nullable=True, minimum=1, maximum=MAX_ID)
    status = fields.enum("status", ("Pending", "Completed", "Failed", "Cancelled"))
    notes = fields.string("notes", nullable=True, max_len=16000)
    zone = fields.string("timeZone", nullable=True, max_len=64)
    zone_source = fields.string("timeZoneSource", min_len=1, max_len=64)
    fields.check()
    _member(state, owner_id)
    stamp = fmt(state.now())
    zone_value = None if zone is MISSING else zone
    if zone is MISSING and isinstance(contact_id, int):
        # the spec's timeZone is the contact's time zone (gap G31)
        contact = state.store.one("SELECT time_zone FROM contacts WHERE id = ?", contact_id)
        zone_value = None if contact is None else contact["time_zone"]
    with state.store.tx() as conn:
        cur = conn.execute(
            "INSERT INTO scheduled_calls (owner_id, contact_id, phone_number, scheduled_at, status, "
            "notes, call_history_id, created_at, updated_at, time_zone, time_zone_source) "
            "VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)",
            (
                owner_id,
                None if contact_id is MISSING else contact_id,
                phone,
                fmt(scheduled_at),
                "Pending" if status is MISSING else status,
                None if notes is MISSING else notes,
                stamp,
                stamp,
                zone_value,
                ("contact" if zone_value else "default") if zone_source is MISSING else zone_source,
            ),
        )
        row = conn.execute(
            "SELECT * FROM scheduled_calls WHERE id = ?", (cur.lastrowid,)
        ).fetchone()
    return 201, serialize.scheduled_call(row)


# --- deliveries, requests, faults ------------------------------------------------------------


async def run_deliveries(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    return 200, {"attempted": await state.deliveries.run_due()}


async def list_requests(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    raw_limit = request.query_params.get("limit", "100")
    if not raw_limit.isdigit() or not 1 <= int(raw_limit) <= 1000:
        raise invalid("query.limit", "must be an integer from 1 to 1000")
    return 200, {"data": list(state.request_log)[: int(raw_limit)]}


RULE_FIELDS = frozenset(
    ("method", "path", "status", "probability", "times", "afterCommit", "latencyMs", "retryAfter")
)


async def put_faults(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    items = fields.data.get("rules")
    if not isinstance(items, list):
        fields.fail("rules", "must be an array of fault rules")
        fields.check()
    assert isinstance(items, list)
    rules: list[FaultRule] = []
    for index, item in enumerate(items):
        prefix = f"body.rules.{index}"
        if not isinstance(item, dict):
            fields.details.append({"path": prefix, "message": "must be an object"})
            continue
        rule = Fields(
            item,
            prefix,
        )
        method = rule.string("method", min_len=1, max_len=10)
        pattern = rule.string("path", min_len=1, max_len=1000)
        status = rule.integer("status", minimum=100, maximum=599)
        probability = rule.number("probability")
        times = rule.integer("times", minimum=0, maximum=10**9)
        after = rule.boolean("afterCommit")
        latency = rule.integer("latencyMs", minimum=0, maximum=600_000)
        retry_after = rule.integer("retryAfter", minimum=0, maximum=86_400)
        if probability is not MISSING and probability > 1:
            rule.fail("probability", "must be between 0 and 1")
        if isinstance(pattern, str):
            try:
                re.compile(pattern)
            except re.error:
                rule.fail("path", "must be a valid regular expression")
        fields.details.extend(rule.details)
        if not rule.details:
            rules.append(
                FaultRule(
                    method=None if method is MISSING else method,
                    path=None if pattern is MISSING else pattern,
                    status=None if status is MISSING else status,
                    probability=1.0 if probability is MISSING else float(probability),
                    times=None if times is MISSING else times,
                    after_commit=after is True,
                    latency_ms=None if latency is MISSING else latency,
                    retry_after=None if retry_after is MISSING else retry_after,
                )
            )
    fields.check()
    state.faults.set(rules)
    # gap G29: the rules as sent (their known fields), so a suite can compare them with its own
    return 200, {"rules": [{k: v for k, v in item.items() if k in RULE_FIELDS} for item in items]}


async def delete_faults(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    state.faults.clear()
    return 204, None


async def openapi_document(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    from callbridge.sandbox.http.openapi import openapi

    return 200, openapi()


ROUTES: tuple[tuple[str, str, Handler], ...] = (
    ("POST", "/reset", reset),
    ("GET", "/clock", get_clock),
    ("POST", "/clock", set_clock),
    ("GET", "/settings", get_settings),
    ("PUT", "/settings", put_settings),
    ("POST", "/workspaces", create_workspace),
    ("POST", "/members", create_member),
    ("POST", "/members/{id}/leave", member_leave),
    ("POST", "/keys", create_key),
    ("POST", "/keys/{credentialId}/revoke", revoke_key),
    ("POST", "/contacts", create_contact),
    ("POST", "/lists", create_list),
    ("PUT", "/lists/{id}/contacts/{contactId}", add_to_list),
    ("POST", "/calls", create_call),
    ("POST", "/calls/{callSid}/complete", complete_call),
    ("POST", "/calls/{callSid}/disposition", set_disposition),
    ("POST", "/calls/{callSid}/recording", set_recording),
    ("POST", "/calls/{callSid}/transcript", set_transcript),
    ("DELETE", "/calls/{callSid}", delete_call),
    ("POST", "/scheduled-calls", create_scheduled_call),
    ("POST", "/deliveries/run", run_deliveries),
    ("GET", "/requests", list_requests),
    ("PUT", "/faults", put_faults),
    ("DELETE", "/faults", delete_faults),
    ("GET", "/openapi.json", openapi_document),
)


def control_router(state: SandboxState) -> APIRouter:
    router = APIRouter(prefix="/_sandbox")
    for method, path, handler in ROUTES:
        router.add_api_route(path, _wrap(state, handler), methods=[method], include_in_schema=False)
    return router
