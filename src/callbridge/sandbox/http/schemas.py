"""The JSON Schemas and parameters of the v2 contract, as the handlers check and answer them.

The operation declarations (`Op` in each route module) name these; `openapi.py` assembles
them into the published document. Shapes the spec leaves open follow docs/contract-gaps.md.
"""

from __future__ import annotations

from typing import Any

from callbridge.sandbox.backend.credentials import ALL_SCOPES
from callbridge.sandbox.backend.events import EVENT_TYPES
from callbridge.sandbox.http.bodies import MAX_ID, REQUEST_MODELS

Schema = dict[str, Any]


def ref(name: str) -> Schema:
    return {"$ref": f"#/components/schemas/{name}"}


def nullable(schema: Schema) -> Schema:
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
    return _object({"data": {"type": "array", "items": ref(item)}, "nextCursor": nullable(STR)})


SCHEMAS: dict[str, Schema] = {
    # request bodies: the models requests are validated with
    **{
        name: model.model_json_schema(ref_template="#/components/schemas/{model}")
        for name, model in REQUEST_MODELS.items()
    },
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
            "ownerId": nullable(STR),
            "allowedUserIds": {"type": "array", "items": STR},
            "scopes": {"type": "array", "items": {"type": "string", "enum": list(ALL_SCOPES)}},
            "environment": {"type": "string", "enum": ["live", "test"]},
            "apiVersion": {"const": "v2"},
        }
    ),
    "Member": _object(
        {
            "id": STR,
            "name": nullable(STR),
            "firstName": nullable(STR),
            "lastName": nullable(STR),
            "identifier": nullable(STR),
            "email": nullable(STR),
            "role": STR,
            "status": STR,
            "joinedAt": DATETIME,
            "updatedAt": DATETIME,
        }
    ),
    "MemberPage": _page("Member"),
    "List": _object(
        {
            "id": ID,
            "name": STR,
            "ownerId": STR,
            "groupName": nullable(STR),
            "orgId": STR,
            "createdAt": DATETIME,
            "updatedAt": DATETIME,
            "contactsCount": {"type": "integer", "minimum": 0},
        }
    ),
    "Contact": _object(
        {
            "id": ID,
            "externalId": nullable(STR),
            "phoneNumber": STR,
            "firstName": nullable(STR),
            "lastName": nullable(STR),
            "email": nullable(STR),
            "ownerId": STR,
            "timeZone": nullable(STR),
            "createdAt": DATETIME,
            "updatedAt": DATETIME,
        }
    ),
    "ContactPage": _page("Contact"),
    "ContactDeleted": _object({"id": ID, "deleted": {"const": True}}),
    "Membership": _object({"listId": ID, "contactId": ID, "member": BOOL}),
    # gap G22: the content appears only when the state is available
    "Recording": _object(
        {
            "state": {"type": "string", "enum": ["restricted", "available", "unavailable"]},
            "url": nullable(
                {"type": "string", "description": "a stored reference, not a playback guarantee"}
            ),
        },
        ["state"],
    ),
    "Transcript": _object(
        {
            "state": {"type": "string", "enum": ["restricted", "available", "unavailable"]},
            "segments": {
                "type": "array",
                "items": _object({"speaker": STR, "text": STR}),
            },
        },
        ["state"],
    ),
    "Call": _object(
        {
            "id": INT,
            "callSid": STR,
            "ownerId": STR,
            "createdAt": DATETIME,
            "updatedAt": DATETIME,
            "contactId": nullable(INT),
            "contactName": nullable(STR),
            "phoneNumber": STR,
            "fromPhoneNumber": STR,
            "direction": nullable(STR),
            "callStatus": STR,
            "disposition": nullable(_object({"type": STR, "notes": nullable(STR)})),
            "listId": nullable(INT),
            "talkTimeSeconds": {"type": "number", "minimum": 0},
            "recording": ref("Recording"),
            "transcript": ref("Transcript"),
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
            "notes": nullable(STR),
            "callHistoryId": nullable(INT),
            "createdAt": DATETIME,
            "updatedAt": DATETIME,
            "timeZone": nullable(STR),
            "timeZoneSource": STR,
        }
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
            "nextAttemptAt": nullable(DATETIME),
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
            "statusCode": nullable(INT),
            "error": nullable(STR),
            "startedAt": DATETIME,
            "finishedAt": nullable(DATETIME),
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
            "data": {"type": "array", "items": ref("Change")},
            "nextCursor": {"type": "string", "pattern": "^[0-9]+$"},
            "hasMore": BOOL,
        }
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
            "from": nullable(DATETIME),
            "to": nullable(DATETIME),
            "totals": ref("Tally"),
            "groups": {
                "type": "array",
                "items": _object(
                    {
                        "key": nullable(STR),
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
                {"callsFrom": nullable(DATETIME), "contactsFrom": nullable(DATETIME)}
            ),
            "backfill": {"type": "string", "enum": ["not_required", "controlled"]},
        }
    ),
}


def _event(type_: str) -> Schema:
    """The payload of one event type (spec "Event payload"; gap G9 for `data`)."""
    if type_ == "list.membership_updated":
        data = _object({"id": ID, "listId": ID, "contactId": ID, "member": BOOL})
    elif type_.split(".")[0] in ("call", "recording", "transcript"):
        data = _object({"id": {"type": "string", "description": "the callSid"}})
    else:
        data = _object({"id": ID})
    return _object(
        {
            "id": UUID,
            "type": {"const": type_},
            "apiVersion": {"const": "v2"},
            "createdAt": DATETIME,
            "workspaceId": STR,
            "ownerId": STR,
            "resourceType": {"type": "string", "enum": ["calls", "contacts", "lists"]},
            "resourceId": {
                "type": "string",
                "description": "the callSid of a call; the decimal id of a contact or list",
            },
            "data": data,
        }
    )


EVENT_SCHEMAS: dict[str, Schema] = {type_: _event(type_) for type_ in EVENT_TYPES}
VERIFICATION = _object(
    {"type": {"const": "webhook.verification"}, "challenge": STR},
    description="Sent by POST /webhooks/{id}/verify; it has no event id.",
)
VERIFICATION_ANSWER = {
    "description": "The identical challenge: `{challenge}` (other members allowed) or the "
    "challenge itself as a JSON string (gap G31).",
    "anyOf": [_object({"challenge": STR}), STR],
}

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


CALL_SID_PARAM = {
    "name": "callSid",
    "in": "path",
    "required": True,
    "schema": {"type": "string", "pattern": "^[^\\x00-\\x20\\x7f/]{1,200}$"},
    "description": "1 to 200 characters without spaces, control characters or / (gap G25)",
}
