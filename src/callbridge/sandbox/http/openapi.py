"""The OpenAPI 3.1 document of the v2 contract, assembled from the operation declarations.

Every operation comes from the same `Op` the app routes (method, path, scopes, summary,
bodies, parameters, its own error codes), so the document cannot list an operation the
server lacks or miss one it has. Each error status lists, as an enum, exactly the codes that
operation can answer with it. Outbound traffic (event payloads, the verification request and
the delivery headers) is described under `webhooks`; the retired v1 path under its own server.
"""

from __future__ import annotations

from typing import Any

from callbridge.sandbox.backend.credentials import ALL_SCOPES
from callbridge.sandbox.backend.events import EVENT_SCOPES, EVENT_TYPES
from callbridge.sandbox.http.idempotency import KEY_RE
from callbridge.sandbox.http.paths import IdPath
from callbridge.sandbox.http.pipeline import V1_PREFIX, V2_PREFIX, Op
from callbridge.sandbox.http.queries import parameters
from callbridge.sandbox.http.routes import ALL_OPS
from callbridge.sandbox.http.schemas import (
    EVENT_SCHEMAS,
    INT,
    SCHEMAS,
    UUID,
    VERIFICATION,
    VERIFICATION_ANSWER,
    Schema,
    ref,
)

DEFAULT_BASE_URL = "http://127.0.0.1:8765"  # `callbridge sandbox serve`'s default address

STATUS_TEXT = {
    400: "Invalid request.",
    401: "Invalid credential.",
    403: "Insufficient access.",
    404: "Not found, or not accessible with this key.",
    409: "State or idempotency conflict.",
    410: "The retired v1 API.",
    413: "Body over the size limit.",
    415: "Body not sent as application/json.",
    422: "Verification failed.",
    429: "Rate limited; Retry-After says when to retry.",
    503: "Temporary service failure.",
}
REQUEST_ID = {
    "X-Request-Id": {"required": True, "schema": UUID, "description": "Unique per request."}
}
RATE_HEADERS = {
    "RateLimit-Limit": {"schema": INT, "description": "Requests allowed per window."},
    "RateLimit-Remaining": {"schema": INT, "description": "Requests left in the window."},
}
REPLAYED = {
    "Idempotency-Replayed": {
        "schema": {"type": "string", "enum": ["true", "false"]},
        "description": "true when the answer is a stored receipt of an earlier identical write.",
    }
}
IDEMPOTENCY_KEY = {
    "name": "Idempotency-Key",
    "in": "header",
    "required": True,
    "schema": {"type": "string", "pattern": KEY_RE.pattern},
    "description": "One per logical write; a retry sends the same key and body.",
}
# links let a stateful tester (and a reader) follow an id from one answer into the next call
LINKS: dict[tuple[str, str], dict[str, tuple[str, dict[str, str]]]] = {
    ("POST", "/lists"): {
        "UpdateList": ("updateList", {"id": "$response.body#/id"}),
        "ListContacts": ("listContacts", {"id": "$response.body#/id"}),
    },
    ("POST", "/contacts"): {
        "DeleteContact": ("removeContact", {"id": "$response.body#/id"}),
    },
    ("GET", "/lists/{id}/contacts"): {
        "AddMember": (
            "addMember",
            {"id": "$request.path.id", "contactId": "$response.body#/data/0/id"},
        ),
        "RemoveMember": (
            "removeMember",
            {"id": "$request.path.id", "contactId": "$response.body#/data/0/id"},
        ),
    },
    ("GET", "/changes"): {
        "GetCall": ("getCall", {"callSid": "$response.body#/data/0/resourceId"}),
    },
    ("PATCH", "/scheduled-calls/{id}"): {
        "CancelScheduledCall": ("deleteScheduledCall", {"id": "$response.body#/id"}),
    },
    ("PUT", "/webhooks/{id}"): {
        "RotateSecret": ("rotateSecret", {"id": "$response.body#/id"}),
        "Verify": ("verifyWebhook", {"id": "$response.body#/id"}),
        "SetActive": ("patchWebhook", {"id": "$response.body#/id"}),
        "Deliveries": ("listDeliveries", {"id": "$response.body#/id"}),
    },
    ("GET", "/webhooks/{id}/deliveries"): {
        "Attempts": (
            "listAttempts",
            {"id": "$request.path.id", "deliveryId": "$response.body#/data/0/id"},
        ),
        "Replay": (
            "replayDelivery",
            {"id": "$request.path.id", "deliveryId": "$response.body#/data/0/id"},
        ),
    },
}


def operation_id(op: Op) -> str:
    head, *rest = op.handler.__name__.split("_")
    return head + "".join(word.capitalize() for word in rest)


def error_codes(op: Op) -> dict[int, list[str]]:
    """Every error code the operation can answer, by status (spec Errors; gap G6)."""
    has_input = bool(op.params or op.request)
    codes: dict[int, list[str]] = {
        400: ["acting_user_not_supported"],
        401: ["invalid_api_key", "inactive_membership"],
        429: ["rate_limited"],
        503: ["service_unavailable"],
    }
    if has_input or op.write:
        codes[400].append("invalid_request")
    if op.scopes:
        codes[403] = ["insufficient_scope"]
    if any(p["in"] == "path" for p in op.params):
        codes[404] = ["not_found"]
    if op.write:
        codes[400] += ["idempotency_key_required", "idempotency_key_invalid"]
        codes[409] = ["idempotency_conflict"]
        codes[413] = ["payload_too_large"]
        codes[415] = ["unsupported_media_type"]
    for status, code in op.errors:
        bucket = codes.setdefault(status, [])
        if code not in bucket:
            bucket.append(code)
    return dict(sorted(codes.items()))


def _error(status: int, codes: list[str]) -> Schema:
    headers: dict[str, Any] = dict(REQUEST_ID)
    if status == 429:
        headers["Retry-After"] = {
            "required": True,
            "schema": {"type": "integer", "minimum": 0},
            "description": "Whole seconds until the window resets.",
        }
    schema = {
        "allOf": [ref("Error")],
        "properties": {"error": {"properties": {"code": {"enum": codes}}}},
    }
    return {
        "description": f"{STATUS_TEXT[status]} Codes: {', '.join(codes)}.",
        "headers": headers,
        "content": {"application/json": {"schema": schema}},
    }


def _links(op: Op) -> dict[str, Any]:
    return {
        name: {"operationId": target, "parameters": params}
        for name, (target, params) in LINKS.get((op.method, op.path), {}).items()
    }


def _operation(op: Op) -> Schema:
    success_headers: dict[str, Any] = {**REQUEST_ID, **RATE_HEADERS}
    if op.write:
        success_headers.update(REPLAYED)
    responses: Schema = {}
    for status in sorted((op.status, *op.also)):
        success: Schema = {
            "description": "Created." if status == 201 else "Accepted." if status == 202 else "OK.",
            "headers": success_headers,
            "content": {"application/json": {"schema": ref(op.response)}},
        }
        if status == op.status and _links(op):
            success["links"] = _links(op)
        responses[str(status)] = success
    for status, codes in error_codes(op).items():
        responses[str(status)] = _error(status, codes)
    scopes = ", ".join(op.scopes) or "none beyond a valid key"
    operation: Schema = {
        "operationId": operation_id(op),
        "summary": op.summary,
        "description": f"Scopes: {scopes}." + (" Requires an Idempotency-Key." if op.write else ""),
        "tags": [op.path.split("/")[1]],
        "parameters": [*op.params, *([IDEMPOTENCY_KEY] if op.write else [])],
        "responses": responses,
        "security": [{"apiKey": list(op.scopes)}],
    }
    if op.request is not None:
        operation["requestBody"] = {
            "required": True,
            "content": {"application/json": {"schema": ref(op.request)}},
        }
    return operation


def _v1_path(base_url: str) -> Schema:
    """Spec Versioning rule 2: every v1 request answers 410 `api_v1_retired`."""
    retired = {
        "description": "Retired: every v1 request answers 410; nothing is forwarded to v2.",
        "headers": REQUEST_ID,
        "content": {
            "application/json": {
                "schema": {
                    "allOf": [ref("Error")],
                    "properties": {"error": {"properties": {"code": {"enum": ["api_v1_retired"]}}}},
                }
            }
        },
    }
    return {
        "servers": [{"url": base_url + V1_PREFIX, "description": "The retired v1 API."}],
        "patch": {
            "operationId": "v1UpdateContactList",
            "summary": "Retired v1 list update (answers 410)",
            "description": "Migrate to PUT /lists/{id} with the full list write shape.",
            "tags": ["v1"],
            "deprecated": True,
            "parameters": list(parameters(IdPath, "path")),
            "security": [],
            # `default` names the same answer: there is no other, and no success to document
            "responses": {"410": retired, "default": retired},
        },
    }


DELIVERY_HEADERS = [
    {
        "name": "Service-Signature",
        "in": "header",
        "required": True,
        "schema": {"type": "string", "pattern": "^t=[0-9]+,v1=[0-9a-f]{64}$"},
        "description": "t=<Unix ms>,v1=<hex HMAC-SHA256 of '<t>.' + the raw body>, keyed with "
        "the signing secret; reject timestamps more than 5 minutes away.",
    },
    {
        "name": "Service-Delivery-Id",
        "in": "header",
        "required": True,
        "schema": UUID,
        "description": "Stable per subscription and event.",
    },
    {
        "name": "Service-Attempt-Id",
        "in": "header",
        "required": True,
        "schema": UUID,
        "description": "New on every send.",
    },
]
RECEIVER_RESPONSES = {
    "200": {"description": "Accepted: deduplicated and durably queued."},
    "400": {
        "description": "Refused; failed without automatic retry (so is any 4xx but 408 and 429)."
    },
    "503": {"description": "Not now; retried up to 8 attempts (so are 408, 429 and other 5xx)."},
}


def _webhooks() -> Schema:
    hooks: Schema = {
        "webhook.verification": {
            "post": {
                "operationId": "receiveVerification",
                "summary": "The verification challenge",
                "description": "Answer 2xx JSON with the identical challenge within 15 s.",
                "tags": ["events"],
                "parameters": [DELIVERY_HEADERS[0]],
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": ref("VerificationRequest")}},
                },
                "responses": {
                    "200": {
                        "description": "The challenge, echoed.",
                        "content": {"application/json": {"schema": VERIFICATION_ANSWER}},
                    },
                    "400": {"description": "Not verified."},
                },
                "security": [],
            }
        }
    }
    for type_ in EVENT_TYPES:
        name = "Event_" + type_.replace(".", "_")
        hooks[type_] = {
            "post": {
                "operationId": "receive" + "".join(p.capitalize() for p in name.split("_")[1:]),
                "summary": f"Event {type_}",
                "description": f"Delivered to subscriptions whose key has {EVENT_SCOPES[type_]}.",
                "tags": ["events"],
                "parameters": DELIVERY_HEADERS,
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": ref(name)}},
                },
                "responses": RECEIVER_RESPONSES,
                "security": [],
            }
        }
    return hooks


TAGS = {
    "me": "The credential.",
    "users": "Workspace members.",
    "availability": "Release status and coverage.",
    "lists": "Calling lists and membership.",
    "contacts": "Contacts (gap G1).",
    "imports": "Bulk imports (gap G12).",
    "calls": "Call records and evidence.",
    "scheduled-calls": "Scheduled calls.",
    "analytics": "Analytics (gap G13).",
    "changes": "The change feed.",
    "webhooks": "Webhook subscriptions and deliveries.",
    "events": "What the service sends to receivers.",
    "v1": "The retired v1 API.",
}


def openapi(base_url: str = DEFAULT_BASE_URL) -> Schema:
    """The document, with absolute server URLs under `base_url` (scheme, host and port)."""
    base = base_url.rstrip("/")
    paths: dict[str, Schema] = {}
    for op in ALL_OPS:
        paths.setdefault(op.path, {})[op.method.lower()] = _operation(op)
    paths["/contact-lists/{id}"] = _v1_path(base)
    schemas = {
        **SCHEMAS,
        "VerificationRequest": VERIFICATION,
        **{"Event_" + t.replace(".", "_"): s for t, s in EVENT_SCHEMAS.items()},
    }
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Calling Service Public API v2 (callbridge sandbox)",
            "version": "2",
            "summary": "The v2 contract as the callbridge sandbox serves it.",
            "description": "Written from calling-api-v2.md, with the decisions of "
            "docs/contract-gaps.md where the spec is silent.",
            "license": {"name": "MIT", "identifier": "MIT"},
        },
        "servers": [{"url": base + V2_PREFIX, "description": "The v2 API."}],
        "tags": [{"name": name, "description": text} for name, text in sorted(TAGS.items())],
        "paths": paths,
        "webhooks": _webhooks(),
        "components": {
            "schemas": schemas,
            "securitySchemes": {
                "apiKey": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "`<prefix>_<live|test>_<credential UUID>.<secret>`. "
                    "Each operation lists the scopes it needs: "
                    + ", ".join(ALL_SCOPES)
                    + ". A missing scope answers 403 insufficient_scope.",
                }
            },
        },
        "security": [{"apiKey": []}],
    }
