"""Control routes for the records the product creates outside the API (sandbox-control-api.md
"Records the product creates outside the API"): contacts, lists, calls, scheduled calls."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

from starlette.requests import Request

from callbridge.sandbox.backend import accounts, calls, contacts, lists, scheduled_calls
from callbridge.sandbox.backend.access import missing
from callbridge.sandbox.backend.credentials import ALL_SCOPES
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.bodies import MAX_ID
from callbridge.sandbox.http.control.base import Route, optional_body, present
from callbridge.sandbox.http.validation import Fields, json_object, path_id

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

ALL = frozenset(ALL_SCOPES)


async def create_contact(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    owner_id = fields.string("ownerId", required=True, min_len=1)
    phone = fields.string("phoneNumber", required=True, min_len=1, max_len=32)
    values = {
        n: fields.string(n, nullable=True, max_len=254)
        for n in ("externalId", "firstName", "lastName", "email", "timeZone")
    }
    attributed = fields.boolean("attributed")
    fields.check()
    with state.store.tx() as conn:
        owner = accounts.member(conn, owner_id)
        row = contacts.insert_contact(
            conn,
            state.now(),
            owner["workspace_id"],
            owner_id,
            {"phoneNumber": phone, **{k: present(v) for k, v in values.items()}},
            attributed=attributed is not False,
        )
    return 201, serialize.contact(row)


async def create_list(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    owner_id = fields.string("ownerId", required=True, min_len=1)
    name = fields.string("name", required=True, min_len=1, max_len=150)
    group = fields.string("groupName", nullable=True, max_len=100)
    fields.check()
    with state.store.tx() as conn:
        owner = accounts.member(conn, owner_id)
        row = lists.insert_list(
            conn, state.now(), owner["workspace_id"], owner_id, name, present(group)
        )
    return 201, serialize.calling_list(row, 0)


async def add_to_list(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    list_id = path_id(request.path_params, "id")
    contact_id = path_id(request.path_params, "contactId")
    with state.store.tx() as conn:
        list_row = lists.any_list(conn, list_id)
        if not contacts.contact_exists(conn, contact_id):
            raise missing("Contact")
        lists.set_membership(conn, state.now(), list_row, contact_id, True)
    return 200, {"listId": list_id, "contactId": contact_id, "member": True}


async def create_call(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
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
    got = {k: present(v) for k, v in text.items()}
    with state.store.tx() as conn:
        owner = accounts.member(conn, owner_id)
        new = calls.NewCall(
            call_sid=present(call_sid, f"CA{uuid.uuid4().hex}"),
            owner_id=owner_id,
            phone_number=phone,
            from_phone_number=from_phone,
            contact_id=present(contact_id),
            contact_name=got["contactName"],
            direction=got["direction"] or "outbound",
            call_status=got["callStatus"] or "initiated",
            list_id=present(list_id),
            talk_time_seconds=present(talk, 0),
            attributed=attributed is not False,
        )
        row = calls.create_call(conn, state.now(), owner["workspace_id"], new)
    return 201, serialize.call(row, ALL)


async def complete_call(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(optional_body(raw))
    status = fields.string("callStatus", min_len=1, max_len=200)
    talk = fields.number("talkTimeSeconds")
    fields.check()
    with state.store.tx() as conn:
        row = calls.complete_call(
            conn, state.now(), request.path_params["callSid"], present(status), present(talk)
        )
    return 200, serialize.call(row, ALL)


async def set_disposition(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    type_ = fields.string("type", required=True, min_len=1, max_len=200)
    notes = fields.string("notes", nullable=True, max_len=16000)
    fields.check()
    with state.store.tx() as conn:
        row = calls.set_disposition(
            conn, state.now(), request.path_params["callSid"], type_, present(notes)
        )
    return 200, serialize.call(row, ALL)


async def set_recording(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    evidence = fields.enum("state", ("available", "unavailable"), required=True)
    url = fields.string("url", nullable=True, max_len=2048)
    fields.check()
    with state.store.tx() as conn:
        row = calls.set_recording(
            conn, state.now(), request.path_params["callSid"], evidence, present(url)
        )
    return 200, serialize.call(row, ALL)


def _segments(fields: Fields) -> list[dict[str, str]]:
    segments = fields.data.get("segments", [])
    if not isinstance(segments, list) or not all(
        isinstance(s, dict)
        and set(s) == {"speaker", "text"}
        and all(isinstance(v, str) for v in s.values())
        for s in segments
    ):
        fields.fail("segments", "must be an array of {speaker, text} strings")
        return []
    return segments


async def set_transcript(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    evidence = fields.enum("state", ("available", "unavailable"), required=True)
    segments = _segments(fields)
    fields.check()
    with state.store.tx() as conn:
        row = calls.set_transcript(
            conn, state.now(), request.path_params["callSid"], evidence, segments
        )
    return 200, serialize.call(row, ALL)


async def delete_call(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    with state.store.tx() as conn:
        calls.delete_call(conn, state.now(), request.path_params["callSid"])
    return 204, None


async def create_scheduled_call(
    state: SandboxState, request: Request, raw: bytes
) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    owner_id = fields.string("ownerId", required=True, min_len=1)
    phone = fields.string("phoneNumber", required=True, min_len=1, max_len=32)
    scheduled_at = fields.datetime("scheduledAt", required=True)
    contact_id = fields.integer("contactId", nullable=True, minimum=1, maximum=MAX_ID)
    status = fields.enum("status", scheduled_calls.STATUSES)
    notes = fields.string("notes", nullable=True, max_len=16000)
    zone = fields.string("timeZone", nullable=True, max_len=64)
    zone_source = fields.string("timeZoneSource", min_len=1, max_len=64)
    fields.check()
    new = scheduled_calls.NewScheduledCall(
        owner_id=owner_id,
        phone_number=phone,
        scheduled_at=scheduled_at,
        contact_id=present(contact_id),
        status=present(status, "Pending"),
        notes=present(notes),
        time_zone=present(zone),
        time_zone_sent="timeZone" in fields.data,
        time_zone_source=present(zone_source),
    )
    with state.store.tx() as conn:
        accounts.member(conn, owner_id)
        row = scheduled_calls.create(conn, state.now(), new)
    return 201, serialize.scheduled_call(row)


ROUTES: tuple[Route, ...] = (
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
)
