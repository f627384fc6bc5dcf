"""Actions that map one-to-one onto client operations.

Parameter names are the client's keyword names (snake_case); results are the wire shapes.
Optional parameters a recipe does not set are not passed at all, so "omitted" and "null"
stay different where the contract makes them different (contact upsert, gap G2).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from callbridge.api import CLEAR
from callbridge.api.resources.contacts import upsert_body
from callbridge.api.resources.imports import import_body
from callbridge.api.resources.scheduled_calls import UNCHANGED, patch_body
from callbridge.recipe.actions.registry import (
    ActionContext,
    Effect,
    Params,
    RenderedRequest,
    action,
    body,
)
from callbridge.recipe.actions.wire import collection, to_wire
from callbridge.recipe.phones import to_e164

POSITIVE_ID = Field(ge=1, le=2147483647)


def _set(params: Params, *names: str) -> dict[str, Any]:
    """The keyword arguments the recipe actually gave, among `names`."""
    return {name: getattr(params, name) for name in names if name in params.model_fields_set}


# --- credential and members -------------------------------------------------------------


class NoParams(Params):
    pass


@action("me", params=NoParams, effect=Effect.READ, summary="Describe the credential (GET /me).")
def me(ctx: ActionContext, p: NoParams) -> Any:
    return to_wire(ctx.client.me())


class UsersList(Params):
    limit: int | None = Field(default=None, ge=1, le=100)
    cursor: str | None = None
    all: bool = False


@action(
    "users.list",
    params=UsersList,
    effect=Effect.READ,
    summary="List workspace members (GET /users); `all: true` follows every page.",
)
def users_list(ctx: ActionContext, p: UsersList) -> Any:
    if p.all:
        return collection(ctx.client.users.iter())
    page = ctx.client.users.list(**_set(p, "limit", "cursor"))
    return to_wire(page)


# --- lists --------------------------------------------------------------------------------


class ListsCreate(Params):
    name: str
    owner_id: str
    group_name: str | None = None


@action(
    "lists.create",
    params=ListsCreate,
    effect=Effect.WRITE,
    scopes=("lists:write",),
    summary="Create a calling list (POST /lists); it places no calls.",
    render=lambda p: RenderedRequest(
        "POST", "/lists", body(name=p.name, ownerId=p.owner_id, groupName=p.group_name)
    ),
)
def lists_create(ctx: ActionContext, p: ListsCreate) -> Any:
    result = ctx.client.lists.create(
        p.name, p.owner_id, p.group_name, idempotency_key=ctx.idempotency_key
    )
    return to_wire(result)


class ListsReplace(Params):
    list_id: int = POSITIVE_ID
    name: str
    owner_id: str
    group_name: str | None = None


def _replace_warnings(p: ListsReplace) -> list[str]:
    if p.group_name is None:
        return [
            f"list {p.list_id}: group_name is not given, so PUT /lists/{p.list_id} clears the "
            "stored group (the write replaces the whole list shape)"
        ]
    return []


@action(
    "lists.replace",
    params=ListsReplace,
    effect=Effect.WRITE,
    scopes=("lists:write",),
    summary="Rename or regroup a list (PUT /lists/{id}, the full shape; an omitted group clears it).",
    render=lambda p: RenderedRequest(
        "PUT", f"/lists/{p.list_id}", body(name=p.name, ownerId=p.owner_id, groupName=p.group_name)
    ),
    warnings=_replace_warnings,
)
def lists_replace(ctx: ActionContext, p: ListsReplace) -> Any:
    result = ctx.client.lists.replace(
        p.list_id, p.name, p.owner_id, p.group_name, idempotency_key=ctx.idempotency_key
    )
    return to_wire(result)


class ListsContacts(Params):
    list_id: int = POSITIVE_ID
    after: int | None = Field(default=None, ge=0, le=2147483647)
    limit: int | None = Field(default=None, ge=1, le=200)
    all: bool = False


@action(
    "lists.contacts",
    params=ListsContacts,
    effect=Effect.READ,
    scopes=("lists:read", "contacts:read"),
    summary="Read a list's contacts (GET /lists/{id}/contacts); `all: true` follows every page.",
)
def lists_contacts(ctx: ActionContext, p: ListsContacts) -> Any:
    if p.all:
        return collection(ctx.client.lists.iter_contacts(p.list_id, **_set(p, "limit")))
    return to_wire(ctx.client.lists.contacts(p.list_id, **_set(p, "after", "limit")))


class Membership(Params):
    list_id: int = POSITIVE_ID
    contact_id: int = POSITIVE_ID


@action(
    "lists.add_contact",
    params=Membership,
    effect=Effect.WRITE,
    scopes=("lists:write",),
    summary="Add a contact to a list (PUT /lists/{id}/contacts/{contactId}).",
    render=lambda p: RenderedRequest("PUT", f"/lists/{p.list_id}/contacts/{p.contact_id}"),
)
def lists_add_contact(ctx: ActionContext, p: Membership) -> Any:
    result = ctx.client.lists.add_contact(
        p.list_id, p.contact_id, idempotency_key=ctx.idempotency_key
    )
    return to_wire(result)


@action(
    "lists.remove_contact",
    params=Membership,
    effect=Effect.DESTRUCTIVE,
    scopes=("lists:write",),
    summary="Remove a contact from a list, keeping the contact (DELETE /lists/{id}/contacts/{contactId}).",
    render=lambda p: RenderedRequest("DELETE", f"/lists/{p.list_id}/contacts/{p.contact_id}"),
)
def lists_remove_contact(ctx: ActionContext, p: Membership) -> Any:
    result = ctx.client.lists.remove_contact(
        p.list_id, p.contact_id, idempotency_key=ctx.idempotency_key
    )
    return to_wire(result)


# --- contacts -----------------------------------------------------------------------------

_CONTACT_FIELDS = ("phone_number", "first_name", "last_name", "email", "owner_id", "time_zone")
_WIRE_NAMES = {
    "external_id": "externalId",
    "phone_number": "phoneNumber",
    "first_name": "firstName",
    "last_name": "lastName",
    "email": "email",
    "owner_id": "ownerId",
    "time_zone": "timeZone",
}


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

    def fields(self) -> dict[str, Any]:
        given = _set(self, *_CONTACT_FIELDS)
        if given.get("phone_number") is not None and (
            self.default_region or not str(given["phone_number"]).startswith("+")
        ):
            given["phone_number"] = to_e164(given["phone_number"], self.default_region)
        return given


def _client_fields(p: ContactsUpsert) -> dict[str, Any]:
    # The client reads None as "leave unchanged"; a recipe's explicit null means "clear".
    return {name: CLEAR if value is None else value for name, value in p.fields().items()}


def _upsert_request(p: ContactsUpsert) -> RenderedRequest:
    fields = {_WIRE_NAMES[name]: value for name, value in _client_fields(p).items()}
    return RenderedRequest("POST", "/contacts", upsert_body(p.external_id, fields))


@action(
    "contacts.upsert",
    params=ContactsUpsert,
    effect=Effect.WRITE,
    scopes=("contacts:write",),
    summary="Create or update a contact by its stable external id (POST /contacts).",
    render=_upsert_request,
)
def contacts_upsert(ctx: ActionContext, p: ContactsUpsert) -> Any:
    result = ctx.client.contacts.upsert(
        p.external_id, **_client_fields(p), idempotency_key=ctx.idempotency_key
    )
    return to_wire(result)


class ContactsDelete(Params):
    contact_id: int = POSITIVE_ID


@action(
    "contacts.delete",
    params=ContactsDelete,
    effect=Effect.DESTRUCTIVE,
    scopes=("contacts:write",),
    summary="Delete a contact everywhere, leaving every list (DELETE /contacts/{id}).",
    render=lambda p: RenderedRequest("DELETE", f"/contacts/{p.contact_id}"),
)
def contacts_delete(ctx: ActionContext, p: ContactsDelete) -> Any:
    return to_wire(ctx.client.contacts.delete(p.contact_id, idempotency_key=ctx.idempotency_key))


# --- imports, calls, scheduled calls ------------------------------------------------------


class ImportsCreate(Params):
    list_id: int = POSITIVE_ID
    contacts: list[dict[str, Any]] = Field(min_length=1, max_length=1000)


@action(
    "imports.create",
    params=ImportsCreate,
    effect=Effect.WRITE,
    scopes=("contacts:write", "lists:write"),
    summary="Upsert up to 1000 contacts into a list in one request (POST /imports).",
    render=lambda p: RenderedRequest("POST", "/imports", import_body(p.list_id, p.contacts)),
)
def imports_create(ctx: ActionContext, p: ImportsCreate) -> Any:
    result = ctx.client.imports.create(p.list_id, p.contacts, idempotency_key=ctx.idempotency_key)
    return to_wire(result)


class CallsGet(Params):
    call_sid: str = Field(min_length=1, max_length=200)


@action(
    "calls.get",
    params=CallsGet,
    effect=Effect.READ,
    scopes=("calls:read",),
    summary="Read a call with the evidence the key may see (GET /calls/{callSid}).",
)
def calls_get(ctx: ActionContext, p: CallsGet) -> Any:
    return to_wire(ctx.client.calls.get(p.call_sid))


class ScheduledCallsUpdate(Params):
    id: int = POSITIVE_ID
    scheduled_at: str | None = None
    status: Literal["Pending", "Completed", "Failed", "Cancelled"] | None = None
    notes: str | None = Field(default=None, max_length=16000)

    @model_validator(mode="after")
    def _something_to_change(self) -> ScheduledCallsUpdate:
        if not self.model_fields_set & {"scheduled_at", "status", "notes"}:
            raise ValueError("give at least one of scheduled_at, status or notes")
        return self


def _patch_body(p: ScheduledCallsUpdate) -> dict[str, Any]:
    fields = _set(p, "scheduled_at", "status", "notes")
    return patch_body(
        fields.get("scheduled_at", UNCHANGED),
        fields.get("status", UNCHANGED),
        fields.get("notes", UNCHANGED),
    )


@action(
    "scheduled_calls.update",
    params=ScheduledCallsUpdate,
    effect=Effect.WRITE,
    scopes=("contacts:write",),
    summary="Patch a scheduled call's time, status or notes (PATCH /scheduled-calls/{id}).",
    render=lambda p: RenderedRequest("PATCH", f"/scheduled-calls/{p.id}", _patch_body(p)),
)
def scheduled_calls_update(ctx: ActionContext, p: ScheduledCallsUpdate) -> Any:
    fields = _set(p, "scheduled_at", "status", "notes")
    result = ctx.client.scheduled_calls.update(p.id, **fields, idempotency_key=ctx.idempotency_key)
    return to_wire(result)


class ScheduledCallsDelete(Params):
    id: int = POSITIVE_ID


@action(
    "scheduled_calls.delete",
    params=ScheduledCallsDelete,
    effect=Effect.DESTRUCTIVE,
    scopes=("contacts:write",),
    summary="Cancel a scheduled call (DELETE /scheduled-calls/{id}).",
    render=lambda p: RenderedRequest("DELETE", f"/scheduled-calls/{p.id}"),
)
def scheduled_calls_delete(ctx: ActionContext, p: ScheduledCallsDelete) -> Any:
    return to_wire(ctx.client.scheduled_calls.delete(p.id, idempotency_key=ctx.idempotency_key))


# --- analytics and availability -------------------------------------------------------------


class AnalyticsSummary(Params):
    from_: str | None = Field(default=None, alias="from")
    to: str | None = None
    list_id: int | None = None
    owner_id: str | None = None
    group_by: Literal["list", "owner"] | None = None


@action(
    "analytics.summary",
    params=AnalyticsSummary,
    effect=Effect.READ,
    scopes=("analytics:read",),
    summary="Read call analytics, optionally grouped by list or owner (GET /analytics/summary).",
)
def analytics_summary(ctx: ActionContext, p: AnalyticsSummary) -> Any:
    kwargs = _set(p, "to", "list_id", "owner_id", "group_by")
    if "from_" in p.model_fields_set:
        kwargs["from_"] = p.from_
    return to_wire(ctx.client.analytics.summary(**kwargs))


@action(
    "availability",
    params=NoParams,
    effect=Effect.READ,
    summary="Read release status and historical coverage (GET /availability).",
)
def availability(ctx: ActionContext, p: NoParams) -> Any:
    return to_wire(ctx.client.availability())


# --- any v2 request -----------------------------------------------------------------------


class Request(Params):
    method: Literal["GET", "POST", "PUT", "PATCH", "DELETE"]
    path: str = Field(pattern=r"^/", description="Path under the v2 base, e.g. /lists/7.")
    json_: Any = Field(default=None, alias="json")
    params: dict[str, Any] | None = None


def _request_effect(p: Request) -> Effect:
    if p.method == "GET":
        return Effect.READ
    return Effect.DESTRUCTIVE if p.method == "DELETE" else Effect.WRITE


@action(
    "request",
    params=Request,
    effect=_request_effect,
    summary="Send any v2 request through the client (GET is a read, DELETE is destructive).",
    render=lambda p: RenderedRequest(p.method, p.path, p.json_, params=p.params),
)
def request(ctx: ActionContext, p: Request) -> Any:
    key = None if p.method == "GET" else ctx.idempotency_key
    return to_wire(
        ctx.client.request(p.method, p.path, json=p.json_, params=p.params, idempotency_key=key)
    )
