"""The component schemas and path parameters of the published document.

Request bodies come from the models requests are validated with (`bodies.py`), answers from
the answer models (`answers.py`); what is written here is what only the document needs: the
event payloads and the verification exchange.
"""

from __future__ import annotations

from typing import Any

from callbridge.sandbox.backend.events import EVENT_TYPES
from callbridge.sandbox.http.answers import answer_schemas
from callbridge.sandbox.http.bodies import MAX_ID, REQUEST_MODELS

Schema = dict[str, Any]


def ref(name: str) -> Schema:
    return {"$ref": f"#/components/schemas/{name}"}


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


SCHEMAS: dict[str, Schema] = {
    # request bodies: the models requests are validated with
    **{
        name: model.model_json_schema(ref_template="#/components/schemas/{model}")
        for name, model in REQUEST_MODELS.items()
    },
    # answers: the models in answers.py
    **answer_schemas(),
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
