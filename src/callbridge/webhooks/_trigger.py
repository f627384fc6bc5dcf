"""`sandbox trigger`: make a sandbox emit real events by doing the writes that cause them.

Like `stripe trigger`, nothing is faked: a `contact.created` is a real contact upsert, a
`call.completed` is a call the (simulated) telephony completes. Writes the v2 API offers go
through the v2 client; what only the product does (calls, their evidence) goes through the
sandbox control API. Some events need another first (a contact must exist before it is
updated): those extra events are real too, and the result counts them.
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from callbridge.api._errors import CallbridgeError

if TYPE_CHECKING:
    from callbridge.api import Client

__all__ = ["TRIGGERS", "Control", "Triggered", "UnsupportedTrigger", "control_root", "trigger"]

V2_SUFFIX = "/api/public/v2"


class UnsupportedTrigger(CallbridgeError):
    """No write of the sandbox emits this event type."""


class Control(Protocol):
    """The control calls a trigger needs (the sandbox's `ControlClient` has them)."""

    def create_call(
        self, owner_id: str, phone_number: str, from_phone_number: str, **fields: Any
    ) -> dict[str, Any]: ...
    def complete_call(self, call_sid: str, **fields: Any) -> dict[str, Any]: ...
    def set_disposition(
        self, call_sid: str, type: str, notes: str | None = None
    ) -> dict[str, Any]: ...
    def set_recording(
        self, call_sid: str, state: str, url: str | None = None
    ) -> dict[str, Any]: ...
    def set_transcript(
        self, call_sid: str, state: str, segments: list[dict[str, str]] | None = None
    ) -> dict[str, Any]: ...
    def delete_call(self, call_sid: str) -> None: ...


def control_root(api_url: str) -> str:
    """The server root of a v2 base URL (`http://host:port/api/public/v2` → `http://host:port`)."""
    return api_url.rstrip("/").removesuffix(V2_SUFFIX)


@dataclass
class _Writer:
    client: Client
    control: Control
    owner_id: str
    run: str = field(default_factory=lambda: uuid.uuid4().hex[:8])
    serial: int = 0

    def next(self) -> str:
        self.serial += 1
        return f"trigger-{self.run}-{self.serial}"

    def phone(self) -> str:
        return f"+1415{(self.serial * 7919 + int(self.run, 16)) % 10_000_000:07d}"

    def contact(self) -> int:
        result = self.client.contacts.upsert(
            self.next(), phone_number=self.phone(), owner_id=self.owner_id
        )
        return int(result.id)

    def list(self) -> int:
        return int(self.client.lists.create(f"trigger {self.next()}", self.owner_id).id)

    def call(self) -> str:
        call: dict[str, Any] = self.control.create_call(
            self.owner_id, self.phone(), "+14155550100", callSid=f"CA{self.next()}"
        )
        return str(call["callSid"])


def _other_owner(writer: _Writer) -> str:
    for member in writer.client.users.iter():
        if member.id != writer.owner_id:
            return str(member.id)
    raise UnsupportedTrigger(
        "an access_revoked event needs a second workspace member to hand the record to, "
        "and this key sees only one"
    )


def _contact_updated(w: _Writer) -> list[str]:
    external = w.next()
    w.client.contacts.upsert(external, phone_number=w.phone(), owner_id=w.owner_id)
    w.client.contacts.upsert(external, first_name="Triggered")
    return ["contact.created", "contact.updated"]


def _contact_deleted(w: _Writer) -> list[str]:
    w.client.contacts.delete(w.contact())
    return ["contact.created", "contact.deleted"]


def _contact_access_revoked(w: _Writer) -> list[str]:
    external, other = w.next(), _other_owner(w)
    w.client.contacts.upsert(external, phone_number=w.phone(), owner_id=w.owner_id)
    w.client.contacts.upsert(external, owner_id=other)
    return ["contact.created", "contact.access_revoked", "contact.updated"]


def _list_updated(w: _Writer) -> list[str]:
    list_id = w.list()
    w.client.lists.replace(list_id, f"renamed {w.next()}", w.owner_id)
    return ["list.created", "list.updated"]


def _list_access_revoked(w: _Writer) -> list[str]:
    list_id, other = w.list(), _other_owner(w)
    w.client.lists.replace(list_id, f"handed over {w.next()}", other)
    return ["list.created", "list.access_revoked", "list.updated"]


def _membership(w: _Writer) -> list[str]:
    list_id, contact_id = w.list(), w.contact()
    w.client.lists.add_contact(list_id, contact_id)
    return ["list.created", "contact.created", "list.membership_updated"]


def _call_completed(w: _Writer) -> list[str]:
    w.control.complete_call(w.call(), callStatus="completed", talkTimeSeconds=42)
    return ["call.created", "call.completed", "call.updated"]


def _evidence(kind: str) -> Callable[[_Writer], list[str]]:
    def make(w: _Writer) -> list[str]:
        sid = w.call()
        w.control.complete_call(sid, callStatus="completed", talkTimeSeconds=42)
        if kind == "recording":
            w.control.set_recording(sid, "available", "https://recordings.example/triggered")
        else:
            w.control.set_transcript(
                sid, "available", [{"speaker": "agent", "text": "Triggered call."}]
            )
        return ["call.created", "call.completed", "call.updated", f"{kind}.available"]

    return make


def _disposition(w: _Writer) -> list[str]:
    w.control.set_disposition(w.call(), "interested", "triggered")
    return ["call.created", "call.disposition_updated"]


def _call_deleted(w: _Writer) -> list[str]:
    w.control.delete_call(w.call())
    return ["call.created", "call.deleted"]


TRIGGERS: dict[str, Callable[[_Writer], list[str]]] = {
    "contact.created": lambda w: (w.contact(), ["contact.created"])[1],
    "contact.updated": _contact_updated,
    "contact.deleted": _contact_deleted,
    "contact.access_revoked": _contact_access_revoked,
    "list.created": lambda w: (w.list(), ["list.created"])[1],
    "list.updated": _list_updated,
    "list.access_revoked": _list_access_revoked,
    "list.membership_updated": _membership,
    "call.created": lambda w: (w.call(), ["call.created"])[1],
    "call.completed": _call_completed,
    "call.updated": _call_completed,
    "call.disposition_updated": _disposition,
    "call.deleted": _call_deleted,
    "recording.available": _evidence("recording"),
    "transcript.available": _evidence("transcript"),
}
"""Every event type the sandbox can emit; `list.deleted` has no write that causes it (the
spec names no list deletion), so it cannot be triggered."""


@dataclass(frozen=True)
class Triggered:
    event_type: str
    count: int
    emitted: Counter[str]


def trigger(client: Client, control: Control, event_type: str, count: int) -> Triggered:
    """Do `count` times the write that emits `event_type`, as the key's owner (or the first
    member the key may act for)."""
    make = TRIGGERS.get(event_type)
    if make is None:
        known = ", ".join(sorted(TRIGGERS))
        raise UnsupportedTrigger(
            f"the sandbox cannot emit {event_type!r}: no write causes it; "
            f"triggerable event types: {known}"
        )
    me = client.me()
    owner = me.owner_id or next((str(m.id) for m in client.users.iter()), None)
    if owner is None:
        raise UnsupportedTrigger("this key may act for no workspace member")
    writer = _Writer(client, control, owner)
    emitted: Counter[str] = Counter()
    for _ in range(count):
        emitted.update(make(writer))
    return Triggered(event_type, count, emitted)
