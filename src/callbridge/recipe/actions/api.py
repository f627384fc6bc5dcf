"""Parameters of the actions that map onto client operations, and the few calls that do more
than pass them on (following every page, normalizing a phone, any v2 request).

Parameter names are the client's keyword names (snake_case); results are the wire shapes.
Optional parameters a recipe does not set are not passed at all, so "omitted" and "null"
stay different where the contract makes them different (contact upsert, gap G2).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import Field, model_validator

from callbridge.api import CLEAR
from callbridge.api.resources.contacts import CONTACT_FIELDS, upsert_body
from callbridge.api.resources.imports import import_body
from callbridge.api.resources.scheduled_calls import UNCHANGED, patch_body
from callbridge.recipe.actions.registry import (
    ActionContext,
    Effect,
    Params,
    RenderedRequest,
    body,
)
from callbridge.recipe.actions.wire import collection, to_wire
from callbridge.recipe.errors import ActionFailed
from callbridge.recipe.phones import to_e164

POSITIVE_ID = Field(ge=1, le=2147483647)


def _set(params: Params, *names: str) -> dict[str, Any]:
    """The keyword arguments the recipe actually gave, among `names`."""
    return {name: getattr(params, name) for name in names if name in params.model_fields_set}


# --- credential and members -------------------------------------------------------------


class NoParams(Params):
    pass


class UsersList(Params):
    limit: int | None = Field(default=None, ge=1, le=100)
    cursor: str | None = None
    all: bool = False


def users_list(ctx: ActionContext, p: UsersList) -> Any:
    if p.all:
        return collection(ctx.client.users.iter())
    return to_wire(ctx.client.users.list(**_set(p, "limit", "cursor")))


# --- lists --------------------------------------------------------------------------------


class ListsCreate(Params):
    name: str
    owner_id: str
    group_name: str | None = None


class ListsReplace(Params):
    list_id: int = POSITIVE_ID
    name: str
    owner_id: str
    group_name: str | None = None


def list_body(p: ListsCreate | ListsReplace) -> dict[str, Any]:
    return body(name=p.name, ownerId=p.owner_id, groupName=p.group_name)


def replace_warnings(p: ListsReplace) -> list[str]:
    if p.group_name is None:
        return [
            f"list {p.list_id}: group_name is not given, so PUT /lists/{p.list_id} clears the "
            "stored group (the write replaces the whole list shape)"
        ]
    return []


class ListsContacts(Params):
    list_id: int = POSITIVE_ID
    after: int | None = Field(default=None, ge=0, le=2147483647)
    limit: int | None = Field(default=None, ge=1, le=200)
    all: bool = False


def lists_contacts(ctx: ActionContext, p: ListsContacts) -> Any:
    if p.all:
        return collection(ctx.client.lists.iter_contacts(p.list_id, **_set(p, "limit")))
    return to_wire(ctx.client.lists.contacts(p.list_id, **_set(p, "after", "limit")))


class Membership(Params):
    list_id: int = POSITIVE_ID
    contact_id: int = POSITIVE_ID


# --- contacts -----------------------------------------------------------------------------


class ContactsUpsert(Params):
    external_id: str = Field(min_length=1, max_length=200)
    phone_number: str | None = None
    first_name: str | None = None
    last_name: str | None = None
    email: str | None = None
    owner_id: str | None = None
    time_zone: str | None = None
    default_region: str | None = Field(
        default=None, description="Region for numbers given without a country code, e.g. US."
    )
    owner_if_new: str | None = Field(
        default=None,
        min_length=1,
        max_length=100,
        description=(
            "Owner given only when the contact is created (a workspace key needs one): an "
            "existing contact keeps its owner, where owner_id would move it."
        ),
    )

    def fields(self) -> dict[str, Any]:
        given = _set(self, *CONTACT_FIELDS)
        if given.get("phone_number") is not None and (
            self.default_region or not str(given["phone_number"]).startswith("+")
        ):
            given["phone_number"] = to_e164(given["phone_number"], self.default_region)
        return given


def _client_fields(p: ContactsUpsert) -> dict[str, Any]:
    # The client reads None as "leave unchanged"; a recipe's explicit null means "clear".
    return {name: CLEAR if value is None else value for name, value in p.fields().items()}


def upsert_request(p: ContactsUpsert) -> RenderedRequest:
    fields = {CONTACT_FIELDS[name]: value for name, value in _client_fields(p).items()}
    note = None
    if p.owner_if_new is not None and p.owner_id is None:
        note = (
            f"sent again with ownerId {p.owner_if_new} if the service needs an owner to create it"
        )
    return RenderedRequest("POST", "/contacts", upsert_body(p.external_id, fields), note=note)


def contacts_upsert(ctx: ActionContext, p: ContactsUpsert) -> Any:
    """Upsert; with `owner_if_new`, a refusal for want of an owner (a new contact under a
    workspace key) is answered by the same upsert with that owner, under its own key, so
    existing contacts never change owner."""
    from callbridge.api import InvalidRequest
    from callbridge.bulk.owners import owner_retry_key, refused_for_owner

    fields = _client_fields(p)
    try:
        result = ctx.client.contacts.upsert(
            p.external_id, **fields, idempotency_key=ctx.idempotency_key
        )
    except InvalidRequest as exc:
        wants_owner = refused_for_owner(d.path for d in exc.details)
        if p.owner_if_new is None or "owner_id" in fields or not wants_owner:
            raise
        result = ctx.client.contacts.upsert(
            p.external_id,
            **fields,
            owner_id=p.owner_if_new,
            idempotency_key=owner_retry_key(ctx.idempotency_key),
        )
    return to_wire(result)


# --- imports, calls, scheduled calls, analytics -------------------------------------------


class ImportsCreate(Params):
    list_id: int = POSITIVE_ID
    contacts: list[dict[str, Any]] = Field(min_length=1, max_length=1000)
    owner_id: str | None = Field(
        default=None,
        min_length=1,
        max_length=100,
        description=(
            "Owner of the contacts that name none, given only to those the service creates "
            "(existing contacts keep their owner)."
        ),
    )


def _names_owner(item: Mapping[str, Any]) -> bool:
    return bool(item.get("owner_id") or item.get("ownerId"))


def import_request(p: ImportsCreate) -> RenderedRequest:
    note = None
    if p.owner_id is not None:
        note = (
            f"items refused for want of an owner are sent again with ownerId {p.owner_id} "
            "(a second POST /imports under its own key)"
        )
    return RenderedRequest("POST", "/imports", import_body(p.list_id, p.contacts), note=note)


def imports_create(ctx: ActionContext, p: ImportsCreate) -> Any:
    """POST /imports; with `owner_id`, the items refused because a new contact needs an
    owner are imported again with it, so existing contacts never change owner."""
    from callbridge.bulk.owners import owner_retry_key, refused_for_owner

    first = to_wire(
        ctx.client.imports.create(p.list_id, p.contacts, idempotency_key=ctx.idempotency_key)
    )
    retry = [
        error["index"]
        for error in first["errors"]
        if p.owner_id is not None
        and not _names_owner(p.contacts[error["index"]])
        and refused_for_owner(str(d.get("path", "")) for d in error.get("details") or [])
    ]
    if not retry:
        return first
    again = to_wire(
        ctx.client.imports.create(
            p.list_id,
            [{**p.contacts[i], "owner_id": p.owner_id} for i in retry],
            idempotency_key=owner_retry_key(ctx.idempotency_key),
        )
    )
    errors = [e for e in first["errors"] if e["index"] not in retry]
    errors += [{**e, "index": retry[e["index"]]} for e in again["errors"]]
    return {
        **first,
        "created": first["created"] + again["created"],
        "updated": first["updated"] + again["updated"],
        "failed": len(errors),
        "errors": sorted(errors, key=lambda e: e["index"]),
    }


class DefaultOwner(Params):
    owner_id: str | None = Field(default=None, min_length=1, max_length=100)


def default_owner(ctx: ActionContext, p: DefaultOwner) -> Any:
    """The owner a recipe gives new contacts: the one named, else the personal key's own
    member, else (a workspace key) the first member GET /users lists, with a warning."""
    if p.owner_id is not None:
        return {"id": p.owner_id, "source": "input"}
    credential = ctx.client.me()
    if credential.owner_id:
        return {"id": credential.owner_id, "source": "personal key"}
    page = ctx.client.users.list(limit=1)
    if not page.data:
        raise ActionFailed(
            "this key may assign no member as an owner (GET /users is empty), so it cannot "
            "create contacts; use a key with owners allowed"
        )
    member = page.data[0]
    label = member.name or member.email or member.id
    ctx.warn(
        f"no owner_id given: new contacts will belong to {member.id} ({label}), the first "
        "member this workspace key may assign; pass --input owner_id=ID to choose "
        "(`migrate users` lists them)"
    )
    return {"id": member.id, "source": "first member"}


class CallsGet(Params):
    call_sid: str = Field(min_length=1, max_length=200)


class ScheduledCallsDelete(Params):
    id: int = POSITIVE_ID


class ScheduledCallsUpdate(ScheduledCallsDelete):
    scheduled_at: str | None = None
    status: Literal["Pending", "Completed", "Failed", "Cancelled"] | None = None
    notes: str | None = Field(default=None, max_length=16000)

    @model_validator(mode="after")
    def _something_to_change(self) -> ScheduledCallsUpdate:
        if not self.model_fields_set & {"scheduled_at", "status", "notes"}:
            raise ValueError("give at least one of scheduled_at, status or notes")
        return self


def scheduled_call_patch(p: ScheduledCallsUpdate) -> dict[str, Any]:
    fields = _set(p, "scheduled_at", "status", "notes")
    return patch_body(
        fields.get("scheduled_at", UNCHANGED),
        fields.get("status", UNCHANGED),
        fields.get("notes", UNCHANGED),
    )


class AnalyticsSummary(Params):
    from_: str | None = Field(default=None, alias="from")
    to: str | None = None
    list_id: int | None = None
    owner_id: str | None = None
    group_by: Literal["list", "owner"] | None = None


# --- any v2 request -----------------------------------------------------------------------


class Request(Params):
    method: Literal["GET", "POST", "PUT", "PATCH", "DELETE"]
    path: str = Field(pattern=r"^/", description="Path under the v2 base, e.g. /lists/7.")
    json_: Any = Field(default=None, alias="json")
    params: dict[str, Any] | None = None


def request_effect(p: Request) -> Effect:
    if p.method == "GET":
        return Effect.READ
    return Effect.DESTRUCTIVE if p.method == "DELETE" else Effect.WRITE


def request_render(p: Request) -> RenderedRequest:
    return RenderedRequest(p.method, p.path, p.json_, params=p.params)


def request(ctx: ActionContext, p: Request) -> Any:
    key = None if p.method == "GET" else ctx.idempotency_key
    return to_wire(
        ctx.client.request(p.method, p.path, json=p.json_, params=p.params, idempotency_key=key)
    )
