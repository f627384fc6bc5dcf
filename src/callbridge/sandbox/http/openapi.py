"""The OpenAPI 3.1 document of the v2 routes, written to match what the handlers really do.

It is built by hand from the same `Op` table the app routes, so every operation the server
has is documented, with its scopes, its parameters, its request body as the handler
validates it, and every status (errors included) the pipeline can answer.
"""

from __future__ import annotations

from typing import Any

from callbridge.sandbox.backend.credentials import ALL_SCOPES
from callbridge.sandbox.backend.events import EVENT_TYPES
from callbridge.sandbox.http.idempotency import KEY_RE
from callbridge.sandbox.http.pipeline import V2_PREFIX, Op
from callbridge.sandbox.http.routes import ALL_OPS
from callbridge.sandbox.http.validation import MAX_ID

Schema = dict[str, Any]


def _ref(name: str) -> Schema:
    return {"$ref": f"#/components/schemas/{name}"}


def _nullable(schema: Schema) -> Schema:
    return {"anyOf": [schema, {"type": "null"}]}


STR = {"type": "string"}
INT = {"type": "integer"}
BOOL = {"type": "boolean"}
DATETIME = {"type": "string", "format": "date-time"}
UUID = {"type": "string", "format": "uuid"}
ID = {"type": "integer", "minimum": 1, "maximum": MAX_ID}


def _object(
    properties: Schema, required: list[str] | None = None, *, closed: bool = False, **extra: Any
) -> Schema:
    schema: Schema = {
        "type": "object",
        "properties": properties,
        "required": list(properties) if required is None else required,
        **extra,
    }
    if closed:
        schema["additionalProperties"] = False
    return schema


def _page(item: str) -> Schema:
    return _object({"data": {"type": "array", "items": _ref(item)}, "nextCursor": _nullable(STR)})


SCHEMAS: dict[str, Schema] = {
    "Error": _object(
        {
            "error": _object(
                {
                    "code": STR,
                    "message": STR,
                    "requestId": UUID,
                    "details": {"type": "array", "items": _object({"path": STR, "message": STR})},
                },
                ["code", "message", "requestId"],
            )
        }
    ),
    "Credential": _object(
        {
            "credentialId": UUID,
            "workspaceId": STR,
            "kind": {"type": "string", "enum": ["personal", "workspace"]},
            "ownerId": _nullable(STR),
            "allowedUserIds": {"type": "array", "items": STR},
            "scopes": {"type": "array", "items": {"type": "string", "enum": list(ALL_SCOPES)}},
            "environment": {"type": "string", "enum": ["live", "test"]},
            "apiVersion": {"const": "v2"},
        }
    ),
    "Member": _object(
        {
            "id": STR,
            "name": _nullable(STR),
            "firstName": _nullable(STR),
            "lastName": _nullable(STR),
            "identifier": _nullable(STR),
            "email": _nullable(STR),
            "role": STR,
            "status": STR,
            "joinedAt": DATETIME,
            "updatedAt": DATETIME,
        }
    ),
    "MemberPage": _page("Member"),
    "ListWrite": _object(
        {
            "name": {"type": "string", "minLength": 1, "maxLength": 150},
            "ownerId": {"type": "string", "minLength": 1, "maxLength": 100},
            "groupName": _nullable({"type": "string", "maxLength": 100}),
        },
        ["name", "ownerId"],
        closed=True,
    ),
    "List": _object(
        {
            "id": ID,
            "name": STR,
            "ownerId": STR,
            "groupName": _nullable(STR),
            "orgId": STR,
            "createdAt": DATETIME,
            "updatedAt": DATETIME,
            "contactsCount": {"type": "integer", "minimum": 0},
        }
    ),
    "Contact": _object(
        {
            "id": ID,
            "externalId": _nullable(STR),
            "phoneNumber": STR,
            "firstName": _nullable(STR),
            "lastName": _nullable(STR),
            "email": _nullable(STR),
            "ownerId": STR,
            "timeZone": _nullable(STR),
            "createdAt": DATETIME,
            "updatedAt": DATETIME,
        }
    ),
    "ContactPage": _page("Contact"),
    "ContactUpsert": _object(
        {
            "externalId": {
                "type": "string",
                "minLength": 1,
                "maxLength": 200,
                "pattern": "^[^\\x00-\\x1f\\x7f]+$",
            },
            "phoneNumber": {"type": "string", "pattern": "^\\+[1-9][0-9]{1,14}$"},
            "firstName": _nullable({"type": "string", "maxLength": 100}),
            "lastName": _nullable({"type": "string", "maxLength": 100}),
            "email": _nullable(
                {"type": "string", "maxLength": 254, "pattern": "^[^@\\s]+@[^@\\s]+$"}
            ),
            "ownerId": {"type": "string", "minLength": 1, "maxLength": 100},
            "timeZone": _nullable({"type": "string", "description": "an IANA time zone name"}),
        },
        ["externalId"],
        closed=True,
    ),
    "ContactDeleted": _object({"id": ID, "deleted": {"const": True}}),
    "Membership": _object({"listId": ID, "contactId": ID, "member": BOOL}),
    "Evidence": _object(
        {"state": {"type": "string", "enum": ["restricted", "available", "unavailable"]}}, ["state"]
    ),
    "Call": _object(
        {
            "id": INT,
            "callSid": STR,
            "ownerId": STR,
            "createdAt": DATETIME,
            "updatedAt": DATETIME,
            "contactId": _nullable(INT),
            "contactName": _nullable(STR),
            "phoneNumber": STR,
            "fromPhoneNumber": STR,
            "direction": _nullable(STR),
            "callStatus": STR,
            "disposition": _nullable(_object({"type": STR, "notes": _nullable(STR)})),
            "listId": _nullable(INT),
            "talkTimeSeconds": {"type": "number", "minimum": 0},
            "recording": _ref("Evidence"),
            "transcript": _ref("Evidence"),
        }
    ),
    "ScheduledCall": _object(
        {
            "id": ID,
            "ownerId": STR,
            "contactId": ID,
            "phoneNumber": STR,
            "scheduledAt": DATETIME,
            "status": {"type": "string", "enum": ["Pending", "Completed", "Failed", "Cancelled"]},
            "notes": _nullable(STR),
            "callHistoryId": _nullable(INT),
            "createdAt": DATETIME,
            "updatedAt": DATETIME,
            "timeZone": _nullable(STR),
            "timeZoneSource": STR,
        }
    ),
    "ScheduledCallPatch": _object(
        {
            "scheduledAt": {
                "type": "string",
                "format": "date-time",
                "pattern": "^.*([Zz]|[+-][0-9]{2}:[0-9]{2})$",
            },
            "status": {"type": "string", "enum": ["Pending", "Completed", "Failed", "Cancelled"]},
            "notes": _nullable({"type": "string", "maxLength": 16000}),
        },
        [],
        closed=True,
        minProperties=1,
    ),
    "WebhookWrite": _object(
        {
            "name": {"type": "string", "minLength": 1, "maxLength": 200},
            "url": {
                "type": "string",
                "format": "uri",
                "maxLength": 2048,
                "description": "https on port 443, no credentials, no fragment, not private",
            },
            "events": {
                "type": "array",
                "minItems": 1,
                "items": {"type": "string", "enum": list(EVENT_TYPES)},
            },
        },
        closed=True,
    ),
    "Webhook": _object(
        {
            "id": UUID,
            "name": STR,
            "url": STR,
            "events": {"type": "array", "items": STR},
            "active": BOOL,
            "verified": BOOL,
            "createdAt": DATETIME,
            "updatedAt": DATETIME,
        }
    ),
    "WebhookPatch": _object({"active": BOOL}, closed=True),
    "SigningSecret": _object(
        {
            "id": UUID,
            "signingSecret": {"type": "string", "pattern": "^whsec_"},
            "active": {"const": False},
        }
    ),
    "Delivery": _object(
        {
            "id": UUID,
            "eventId": UUID,
            "eventType": STR,
            "state": {
                "type": "string",
                "enum": ["pending", "in_progress", "succeeded", "failed", "cancelled"],
            },
            "attemptCount": {"type": "integer", "minimum": 0},
            "nextAttemptAt": _nullable(DATETIME),
            "createdAt": DATETIME,
            "updatedAt": DATETIME,
        }
    ),
    "DeliveryPage": _page("Delivery"),
    "Attempt": _object(
        {
            "id": UUID,
            "deliveryId": UUID,
            "number": {"type": "integer", "minimum": 1},
            "state": {"type": "string", "enum": ["in_progress", "succeeded", "failed"]},
            "statusCode": _nullable(INT),
            "error": _nullable(STR),
            "startedAt": DATETIME,
            "finishedAt": _nullable(DATETIME),
        }
    ),
    "AttemptPage": _page("Attempt"),
    "ReplayAccepted": _object({"id": UUID, "eventId": UUID, "state": {"const": "pending"}}),
    "Change": _object(
        {
            "sequence": {"type": "string", "pattern": "^[0-9]+$"},
            "eventId": UUID,
            "orgId": STR,
            "ownerId": STR,
            "type": STR,
            "resourceType": STR,
            "resourceId": STR,
            "createdAt": DATETIME,
        }
    ),
    "ChangePage": _object(
        {
            "data": {"type": "array", "items": _ref("Change")},
            "nextCursor": {"type": "string", "pattern": "^[0-9]+$"},
            "hasMore": BOOL,
        }
    ),
    "ImportRequest": _object(
        {
            "listId": ID,
            "contacts": {
                "type": "array",
                "minItems": 1,
                "maxItems": 1000,
                # gap G12: each item is checked on its own and an invalid one fails alone
                # (a per-row error in the 202), so the request schema takes any object
                "items": {"type": "object", "description": "a ContactUpsert body"},
            },
        },
        closed=True,
    ),
    "Import": _object(
        {
            "id": UUID,
            "listId": ID,
            "state": {"const": "completed"},
            "total": INT,
            "created": INT,
            "updated": INT,
            "failed": INT,
            "errors": {
                "type": "array",
                "items": _object(
                    {
                        "index": INT,
                        "code": STR,
                        "message": STR,
                        "details": {
                            "type": "array",
                            "items": _object({"path": STR, "message": STR}),
                        },
                    }
                ),
            },
            "createdAt": DATETIME,
        }
    ),
    "Tally": _object(
        {"calls": INT, "completedCalls": INT, "talkTimeSeconds": {"type": "number", "minimum": 0}}
    ),
    "AnalyticsSummary": _object(
        {
            "from": _nullable(DATETIME),
            "to": _nullable(DATETIME),
            "totals": _ref("Tally"),
            "groups": {
                "type": "array",
                "items": _object(
                    {
                        "key": _nullable(STR),
                        "calls": INT,
                        "completedCalls": INT,
                        "talkTimeSeconds": {"type": "number", "minimum": 0},
                    }
                ),
            },
        }
    ),
    "Availability": _object(
        {
            "apiVersion": {"const": "v2"},
            "status": {"const": "available"},
            "coverage": _object(
                {"callsFrom": _nullable(DATETIME), "contactsFrom": _nullable(DATETIME)}
            ),
            "backfill": {"type": "string", "enum": ["not_required", "controlled"]},
        }
    ),
}

# (method, path) -> (success status, response schema, request body schema, parameters)
ID_PARAM = {"name": "id", "in": "path", "required": True, "schema": ID}
CONTACT_PARAM = {"name": "contactId", "in": "path", "required": True, "schema": ID}
HOOK_PARAM = {
    "name": "id",
    "in": "path",
    "required": True,
    "schema": UUID,
    "description": "a client-persisted subscription UUID",
}
DELIVERY_PARAM = {"name": "deliveryId", "in": "path", "required": True, "schema": UUID}


def _q(name: str, schema: Schema, description: str = "") -> Schema:
    param: Schema = {"name": name, "in": "query", "required": False, "schema": schema}
    if description:
        param["description"] = description
    return param


DETAILS: dict[tuple[str, str], tuple[int, str, str | None, list[Schema]]] = {
    ("GET", "/me"): (200, "Credential", None, []),
    ("GET", "/users"): (
        200,
        "MemberPage",
        None,
        [
            _q(
                "cursor",
                {"type": "string", "pattern": "^[0-9]{1,9}$"},
                "opaque nextCursor of an earlier page; valid only with the same key and limit",
            ),
            _q("limit", {"type": "integer", "minimum": 1, "maximum": 100, "default": 50}),
        ],
    ),
    ("GET", "/availability"): (200, "Availability", None, []),
    ("POST", "/lists"): (201, "List", "ListWrite", []),
    ("PUT", "/lists/{id}"): (200, "List", "ListWrite", [ID_PARAM]),
    ("GET", "/lists/{id}/contacts"): (
        200,
        "ContactPage",
        None,
        [
            ID_PARAM,
            _q("after", {"type": "integer", "minimum": 0, "maximum": MAX_ID, "default": 0}),
            _q("limit", {"type": "integer", "minimum": 1, "maximum": 200, "default": 50}),
        ],
    ),
    ("PUT", "/lists/{id}/contacts/{contactId}"): (
        200,
        "Membership",
        None,
        [ID_PARAM, CONTACT_PARAM],
    ),
    ("DELETE", "/lists/{id}/contacts/{contactId}"): (
        200,
        "Membership",
        None,
        [ID_PARAM, CONTACT_PARAM],
    ),
    ("POST", "/contacts"): (201, "Contact", "ContactUpsert", []),
    ("DELETE", "/contacts/{id}"): (200, "ContactDeleted", None, [ID_PARAM]),
    ("POST", "/imports"): (202, "Import", "ImportRequest", []),
    ("GET", "/calls/{callSid}"): (
        200,
        "Call",
        None,
        [
            {
                "name": "callSid",
                "in": "path",
                "required": True,
                "schema": {"type": "string", "pattern": "^[^\\x00-\\x20\\x7f/]{1,200}$"},
                "description": "1 to 200 characters without spaces, control characters or /",
            }
        ],
    ),
    ("PATCH", "/scheduled-calls/{id}"): (200, "ScheduledCall", "ScheduledCallPatch", [ID_PARAM]),
    ("DELETE", "/scheduled-calls/{id}"): (200, "ScheduledCall", None, [ID_PARAM]),
    ("GET", "/analytics/summary"): (
        200,
        "AnalyticsSummary",
        None,
        [
            _q("from", DATETIME),
            _q("to", DATETIME),
            _q("listId", ID),
            _q("ownerId", {"type": "string", "minLength": 1, "maxLength": 100}),
            _q("groupBy", {"type": "string", "enum": ["list", "owner"]}),
        ],
    ),
    ("GET", "/changes"): (
        200,
        "ChangePage",
        None,
        [
            _q(
                "after",
                {"type": "string", "pattern": "^[0-9]{1,19}$", "default": "0"},
                "publication cursor; never convert it to a number",
            ),
            _q(
                "limit",
                {"type": "integer", "minimum": 1, "maximum": 2147483647, "default": 50},
                "pages hold at most 1000 changes whatever the limit",
            ),
        ],
    ),
    ("PUT", "/webhooks/{id}"): (200, "Webhook", "WebhookWrite", [HOOK_PARAM]),
    ("POST", "/webhooks/{id}/rotate-secret"): (200, "SigningSecret", None, [HOOK_PARAM]),
    ("POST", "/webhooks/{id}/verify"): (200, "Webhook", None, [HOOK_PARAM]),
    ("PATCH", "/webhooks/{id}"): (200, "Webhook", "WebhookPatch", [HOOK_PARAM]),
    ("GET", "/webhooks/{id}/deliveries"): (200, "DeliveryPage", None, [HOOK_PARAM]),
    ("GET", "/webhooks/{id}/deliveries/{deliveryId}/attempts"): (
        200,
        "AttemptPage",
        None,
        [HOOK_PARAM, DELIVERY_PARAM],
    ),
    ("POST", "/webhooks/{id}/deliveries/{deliveryId}/replay"): (
        202,
        "ReplayAccepted",
        None,
        [HOOK_PARAM, DELIVERY_PARAM],
    ),
}

# statuses beyond the common ones, by operation
EXTRA_STATUSES: dict[tuple[str, str], tuple[int, ...]] = {
    ("PUT", "/webhooks/{id}"): (201,),
    ("POST", "/contacts"): (200,),
    ("POST", "/webhooks/{id}/verify"): (422,),
}

ERROR_TEXT = {
    400: "Invalid request, acting-user headers, or a missing or invalid Idempotency-Key.",
    401: "invalid_api_key or inactive_membership.",
    403: "insufficient_scope or invalid_owner.",
    404: "not_found: missing or inaccessible resource.",
    409: "idempotency_conflict, or a state conflict of this operation.",
    413: "payload_too_large.",
    415: "unsupported_media_type.",
    422: "verification_failed.",
    429: "rate_limited; Retry-After says when to retry.",
    503: "service_unavailable (temporary).",
}

REQUEST_ID_HEADER = {"X-Request-Id": {"required": True, "schema": UUID}}
RATE_HEADERS = {
    "RateLimit-Limit": {"schema": INT},
    "RateLimit-Remaining": {"schema": INT},
}


def _error_statuses(op: Op, has_path_id: bool) -> list[int]:
    statuses = [400, 401, 429, 503]
    if op.scopes or op.path.startswith("/webhooks") or op.write:
        statuses.append(403)
    if has_path_id or op.path in ("/imports",):
        statuses.append(404)
    if op.write:
        statuses += [409, 413, 415]
    return sorted(set(statuses))


def _operation(op: Op) -> Schema:
    status, response, body, params = DETAILS[(op.method, op.path)]
    parameters = list(params)
    if op.write:
        parameters.append(
            {
                "name": "Idempotency-Key",
                "in": "header",
                "required": True,
                "schema": {"type": "string", "pattern": KEY_RE.pattern},
            }
        )
    success_headers: dict[str, Any] = {**REQUEST_ID_HEADER, **RATE_HEADERS}
    if op.write:
        success_headers["Idempotency-Replayed"] = {
            "schema": {"type": "string", "enum": ["true", "false"]}
        }
    content = {"application/json": {"schema": _ref(response)}}
    responses: Schema = {
        str(status): {"description": "Success.", "headers": success_headers, "content": content}
    }
    for extra in EXTRA_STATUSES.get((op.method, op.path), ()):
        if extra < 300:
            responses[str(extra)] = {
                "description": "Success.",
                "headers": success_headers,
                "content": content,
            }
    errors = _error_statuses(op, any(p["in"] == "path" for p in params))
    errors += [s for s in EXTRA_STATUSES.get((op.method, op.path), ()) if s >= 400]
    for code in sorted(set(errors)):
        headers: dict[str, Any] = dict(REQUEST_ID_HEADER)
        if code == 429:
            headers["Retry-After"] = {"required": True, "schema": {"type": "integer", "minimum": 0}}
        responses[str(code)] = {
            "description": ERROR_TEXT[code],
            "headers": headers,
            "content": {"application/json": {"schema": _ref("Error")}},
        }
    operation: Schema = {
        "operationId": f"{op.method.lower()}{op.path.replace('/', '_').replace('{', '').replace('}', '').replace('-', '_')}",
        "parameters": parameters,
        "responses": responses,
        "security": [{"bearerAuth": []}],
    }
    if op.scopes:
        operation["description"] = "Scopes: " + ", ".join(op.scopes) + "."
    if body is not None:
        operation["requestBody"] = {
            "required": True,
            "content": {"application/json": {"schema": _ref(body)}},
        }
    return operation


def openapi() -> Schema:
    paths: dict[str, Schema] = {}
    for op in ALL_OPS:
        paths.setdefault(op.path, {})[op.method.lower()] = _operation(op)
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Calling Service Public API v2 (callbridge sandbox)",
            "version": "2",
            "description": "The v2 routes the callbridge sandbox serves, with the "
            "decisions of docs/contract-gaps.md where the spec is silent.",
        },
        "servers": [{"url": V2_PREFIX}],
        "paths": paths,
        "components": {
            "schemas": SCHEMAS,
            "securitySchemes": {
                "bearerAuth": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "cb_<live|test>_<uuid>.<secret>",
                }
            },
        },
    }
